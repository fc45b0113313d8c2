//! Node's modules and globals for command-line programs: `fs`, `path`,
//! `process`, `performance`, `Date`.
//!
//! Calls that map one to one onto a runtime function (`readFileSync`,
//! `existsSync`, `process.cwd()`) are library entries. The rest is
//! TypeScript in the prelude below, written over a few runtime primitives
//! (`__scriptc.stat`, `__scriptc.now`) that only the prelude may call:
//! `path` (Node's POSIX algorithms), `statSync`'s `Stats`, `Date`, and the
//! system errors `fs` throws.

use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{Expression, ExpressionKind};
use crate::library::{self, LibraryFunction};
use crate::types::TypeId;

/// The line of `__scriptcRuntimeError` that throws `fs`'s errors.
pub(crate) const SYSTEM_ERRORS: &str = "if (kind === 3) __scriptcSystemError(message);";

/// Whether a program needs this part of the prelude beyond its imports of
/// Node modules: it names `Date` or `NodeJS` (for `NodeJS.ErrnoException`).
pub(crate) fn needs_prelude(text: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .any(|word| word == "Date" || word == "NodeJS")
}

/// The `readline` part of the prelude, for programs that import it: an
/// interface over standard input that reads it a chunk at a time (one
/// chunk per turn of the event loop), splits lines as Node does (`\n`,
/// `\r\n`, `\r`) and emits them to its `line` handlers, a pending
/// `question`, or the `for await` loops over it.
pub(crate) const READLINE_PRELUDE: &str = r#"
class __ScriptcLineQueue {
    lines: string[] = [];
    index = 0;
    ended = false;
    detached = false;
    wake: () => void = () => {};
}
class __ScriptcReadline {
    private lineHandlers: ((line: string) => void)[] = [];
    private closeHandlers: (() => void)[] = [];
    private questions: ((answer: string) => void)[] = [];
    private closed = false;
    private pending = "";
    private afterCarriageReturn = false;
    constructor() {
        setImmediate(() => this.pump());
    }
    private pump(): void {
        if (this.closed) return;
        const chunk = __scriptc.readStdin();
        if (chunk.length === 0) {
            if (this.pending.length > 0) {
                const last = this.pending;
                this.pending = "";
                this.emitLine(last);
            }
            this.close();
            return;
        }
        this.feed(chunk);
        if (!this.closed) setImmediate(() => this.pump());
    }
    private feed(chunk: string): void {
        const lines: string[] = [];
        let start = 0;
        if (this.afterCarriageReturn && chunk.charCodeAt(0) === 10) start = 1;
        this.afterCarriageReturn = false;
        if (chunk.indexOf("\r", start) < 0) {
            // Only `\n` ends lines here: found by the string search.
            let end = chunk.indexOf("\n", start);
            while (end >= 0) {
                const piece = chunk.slice(start, end);
                lines.push(this.pending.length > 0 ? this.pending + piece : piece);
                this.pending = "";
                start = end + 1;
                end = chunk.indexOf("\n", start);
            }
            this.pending += chunk.slice(start);
            for (const line of lines) this.emitLine(line);
            return;
        }
        for (let i = start; i < chunk.length; i++) {
            const code = chunk.charCodeAt(i);
            if (code === 10 || code === 13) {
                lines.push(this.pending + chunk.slice(start, i));
                this.pending = "";
                if (code === 13) {
                    if (i + 1 < chunk.length) {
                        if (chunk.charCodeAt(i + 1) === 10) i++;
                    } else {
                        this.afterCarriageReturn = true;
                    }
                }
                start = i + 1;
            }
        }
        this.pending += chunk.slice(start);
        for (const line of lines) this.emitLine(line);
    }
    private emitLine(line: string): void {
        const question = this.questions.shift();
        if (question !== undefined) {
            question(line);
            return;
        }
        const handlers = this.lineHandlers;
        if (handlers.length === 1) {
            handlers[0](line);
            return;
        }
        for (const handler of handlers.slice()) handler(line);
    }
    onLine(handler: (line: string) => void): __ScriptcReadline {
        this.lineHandlers.push(handler);
        return this;
    }
    onClose(handler: () => void): __ScriptcReadline {
        this.closeHandlers.push(handler);
        return this;
    }
    question(query: string, answer: (answer: string) => void): void {
        process.stdout.write(query);
        this.questions.push(answer);
    }
    close(): void {
        if (this.closed) return;
        this.closed = true;
        for (const handler of this.closeHandlers.slice()) handler();
    }
    async *lines(): AsyncGenerator<string> {
        const queue = new __ScriptcLineQueue();
        this.onLine((line: string) => {
            if (queue.detached) return;
            queue.lines.push(line);
            queue.wake();
        });
        this.onClose(() => {
            queue.ended = true;
            queue.wake();
        });
        try {
            while (true) {
                if (queue.index < queue.lines.length) {
                    const line = queue.lines[queue.index++];
                    if (queue.index === queue.lines.length) {
                        queue.lines = [];
                        queue.index = 0;
                    }
                    yield line;
                    continue;
                }
                if (queue.ended) return;
                await new Promise<void>((resolve) => {
                    queue.wake = () => resolve();
                });
                queue.wake = () => {};
            }
        } finally {
            // As Node 20 does, a loop that leaves early stops listening;
            // the interface goes on reading.
            queue.detached = true;
        }
    }
}
function __scriptcCreateInterface(): __ScriptcReadline {
    return new __ScriptcReadline();
}
"#;

pub(crate) const PRELUDE: &str = r#"
class __ScriptcSystemError extends Error {
    errno: number;
    code: string;
    syscall: string;
    path: string | undefined;
    constructor(message: string, code: string, errno: number, syscall: string, path: string | undefined) {
        super(message);
        this.errno = errno;
        this.code = code;
        this.syscall = syscall;
        this.path = path;
    }
}
function __scriptcSystemError(fields: string): void {
    const parts = fields.split("\u0000");
    throw new __ScriptcSystemError(parts[0], parts[1], Number(parts[2]), parts[3], parts[4] === "1" ? parts[5] : undefined);
}
class Stats {
    size: number;
    mtimeMs: number;
    private kind: number;
    constructor(kind: number, size: number, mtimeMs: number) {
        this.size = size;
        this.mtimeMs = mtimeMs;
        this.kind = kind;
    }
    isFile(): boolean {
        return this.kind === 1;
    }
    isDirectory(): boolean {
        return this.kind === 2;
    }
}
function __scriptcStatSync(path: string): Stats {
    const kind = __scriptc.stat(path, 0);
    return new Stats(kind, __scriptc.stat(path, 1), __scriptc.stat(path, 2));
}
function __scriptcFsLater<T>(run: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
        setImmediate(() => {
            try {
                resolve(run());
            } catch (error) {
                reject(error);
            }
        });
    });
}
function __scriptcFsDone(run: () => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
        setImmediate(() => {
            try {
                run();
                resolve();
            } catch (error) {
                reject(error);
            }
        });
    });
}
function __scriptcFsReadFile(path: string): Promise<string> {
    return __scriptcFsLater(() => fs.readFileSync(path, "utf8"));
}
function __scriptcFsWriteFile(path: string, data: string): Promise<void> {
    return __scriptcFsDone(() => fs.writeFileSync(path, data));
}
function __scriptcFsAppendFile(path: string, data: string): Promise<void> {
    return __scriptcFsDone(() => fs.appendFileSync(path, data));
}
function __scriptcFsReaddir(path: string): Promise<string[]> {
    return __scriptcFsLater(() => fs.readdirSync(path));
}
function __scriptcFsMkdir(path: string, recursive: boolean): Promise<void> {
    return __scriptcFsDone(() => fs.mkdirSync(path, { recursive: recursive }));
}
function __scriptcFsRm(path: string, recursive: boolean, force: boolean): Promise<void> {
    return __scriptcFsDone(() => fs.rmSync(path, { recursive: recursive, force: force }));
}
function __scriptcFsUnlink(path: string): Promise<void> {
    return __scriptcFsDone(() => fs.unlinkSync(path));
}
function __scriptcFsStat(path: string): Promise<Stats> {
    return __scriptcFsLater(() => __scriptcStatSync(path));
}
function __scriptcNormalizeString(path: string, allowAboveRoot: boolean): string {
    let res = "";
    let lastSegmentLength = 0;
    let lastSlash = -1;
    let dots = 0;
    let code = 0;
    for (let i = 0; i <= path.length; i++) {
        if (i < path.length) {
            code = path.charCodeAt(i);
        } else if (code === 47) {
            break;
        } else {
            code = 47;
        }
        if (code === 47) {
            if (lastSlash === i - 1 || dots === 1) {
                // A repeated separator or a `.` segment.
            } else if (dots === 2) {
                if (res.length < 2 || lastSegmentLength !== 2 || res.charCodeAt(res.length - 1) !== 46 || res.charCodeAt(res.length - 2) !== 46) {
                    if (res.length > 2) {
                        const lastSlashIndex = res.lastIndexOf("/");
                        if (lastSlashIndex === -1) {
                            res = "";
                            lastSegmentLength = 0;
                        } else {
                            res = res.slice(0, lastSlashIndex);
                            lastSegmentLength = res.length - 1 - res.lastIndexOf("/");
                        }
                        lastSlash = i;
                        dots = 0;
                        continue;
                    } else if (res.length !== 0) {
                        res = "";
                        lastSegmentLength = 0;
                        lastSlash = i;
                        dots = 0;
                        continue;
                    }
                }
                if (allowAboveRoot) {
                    res += res.length > 0 ? "/.." : "..";
                    lastSegmentLength = 2;
                }
            } else {
                if (res.length > 0) {
                    res += "/" + path.slice(lastSlash + 1, i);
                } else {
                    res = path.slice(lastSlash + 1, i);
                }
                lastSegmentLength = i - lastSlash - 1;
            }
            lastSlash = i;
            dots = 0;
        } else if (code === 46 && dots !== -1) {
            dots += 1;
        } else {
            dots = -1;
        }
    }
    return res;
}
function __scriptcPathNormalize(path: string): string {
    if (path.length === 0) return ".";
    const isAbsolute = path.charCodeAt(0) === 47;
    const trailingSeparator = path.charCodeAt(path.length - 1) === 47;
    let normalized = __scriptcNormalizeString(path, !isAbsolute);
    if (normalized.length === 0) {
        if (isAbsolute) return "/";
        return trailingSeparator ? "./" : ".";
    }
    if (trailingSeparator) normalized += "/";
    return isAbsolute ? "/" + normalized : normalized;
}
function __scriptcPathIsAbsolute(path: string): boolean {
    return path.length > 0 && path.charCodeAt(0) === 47;
}
function __scriptcPathJoin(...parts: string[]): string {
    let joined = "";
    let any = false;
    for (const part of parts) {
        if (part.length > 0) {
            joined = any ? joined + "/" + part : part;
            any = true;
        }
    }
    if (!any) return ".";
    return __scriptcPathNormalize(joined);
}
function __scriptcPathResolve(...parts: string[]): string {
    let resolvedPath = "";
    let resolvedAbsolute = false;
    for (let i = parts.length - 1; i >= -1 && !resolvedAbsolute; i--) {
        const path = i >= 0 ? parts[i] : process.cwd();
        if (path.length === 0) continue;
        resolvedPath = path + "/" + resolvedPath;
        resolvedAbsolute = path.charCodeAt(0) === 47;
    }
    resolvedPath = __scriptcNormalizeString(resolvedPath, !resolvedAbsolute);
    if (resolvedAbsolute) return "/" + resolvedPath;
    return resolvedPath.length > 0 ? resolvedPath : ".";
}
function __scriptcPathRelative(fromPath: string, toPath: string): string {
    if (fromPath === toPath) return "";
    const from = __scriptcPathResolve(fromPath);
    const to = __scriptcPathResolve(toPath);
    if (from === to) return "";
    const fromStart = 1;
    const fromEnd = from.length;
    const fromLen = fromEnd - fromStart;
    const toStart = 1;
    const toLen = to.length - toStart;
    const length = fromLen < toLen ? fromLen : toLen;
    let lastCommonSep = -1;
    let i = 0;
    for (; i < length; i++) {
        const fromCode = from.charCodeAt(fromStart + i);
        if (fromCode !== to.charCodeAt(toStart + i)) break;
        else if (fromCode === 47) lastCommonSep = i;
    }
    if (i === length) {
        if (toLen > length) {
            if (to.charCodeAt(toStart + i) === 47) return to.slice(toStart + i + 1);
            if (i === 0) return to.slice(toStart + i);
        } else if (fromLen > length) {
            if (from.charCodeAt(fromStart + i) === 47) lastCommonSep = i;
            else if (i === 0) lastCommonSep = 0;
        }
    }
    let out = "";
    for (i = fromStart + lastCommonSep + 1; i <= fromEnd; i++) {
        if (i === fromEnd || from.charCodeAt(i) === 47) out += out.length === 0 ? ".." : "/..";
    }
    return out + to.slice(toStart + lastCommonSep);
}
function __scriptcPathDirname(path: string): string {
    if (path.length === 0) return ".";
    const hasRoot = path.charCodeAt(0) === 47;
    let end = -1;
    let matchedSlash = true;
    for (let i = path.length - 1; i >= 1; i--) {
        if (path.charCodeAt(i) === 47) {
            if (!matchedSlash) {
                end = i;
                break;
            }
        } else {
            matchedSlash = false;
        }
    }
    if (end === -1) return hasRoot ? "/" : ".";
    if (hasRoot && end === 1) return "//";
    return path.slice(0, end);
}
function __scriptcPathBasename(path: string, suffix?: string): string {
    let start = 0;
    let end = -1;
    let matchedSlash = true;
    if (suffix !== undefined && suffix.length > 0 && suffix.length <= path.length) {
        if (suffix === path) return "";
        let extIdx = suffix.length - 1;
        let firstNonSlashEnd = -1;
        for (let i = path.length - 1; i >= 0; i--) {
            const code = path.charCodeAt(i);
            if (code === 47) {
                if (!matchedSlash) {
                    start = i + 1;
                    break;
                }
            } else {
                if (firstNonSlashEnd === -1) {
                    matchedSlash = false;
                    firstNonSlashEnd = i + 1;
                }
                if (extIdx >= 0) {
                    if (code === suffix.charCodeAt(extIdx)) {
                        extIdx -= 1;
                        if (extIdx === -1) end = i;
                    } else {
                        extIdx = -1;
                        end = firstNonSlashEnd;
                    }
                }
            }
        }
        if (start === end) end = firstNonSlashEnd;
        else if (end === -1) end = path.length;
        return path.slice(start, end);
    }
    for (let i = path.length - 1; i >= 0; i--) {
        if (path.charCodeAt(i) === 47) {
            if (!matchedSlash) {
                start = i + 1;
                break;
            }
        } else if (end === -1) {
            matchedSlash = false;
            end = i + 1;
        }
    }
    if (end === -1) return "";
    return path.slice(start, end);
}
function __scriptcPathExtname(path: string): string {
    let startDot = -1;
    let startPart = 0;
    let end = -1;
    let matchedSlash = true;
    let preDotState = 0;
    for (let i = path.length - 1; i >= 0; i--) {
        const code = path.charCodeAt(i);
        if (code === 47) {
            if (!matchedSlash) {
                startPart = i + 1;
                break;
            }
            continue;
        }
        if (end === -1) {
            matchedSlash = false;
            end = i + 1;
        }
        if (code === 46) {
            if (startDot === -1) startDot = i;
            else if (preDotState !== 1) preDotState = 1;
        } else if (startDot !== -1) {
            preDotState = -1;
        }
    }
    if (startDot === -1 || end === -1 || preDotState === 0 || (preDotState === 1 && startDot === end - 1 && startDot === startPart + 1)) {
        return "";
    }
    return path.slice(startDot, end);
}
function __scriptcPathParse(path: string): { root: string; dir: string; base: string; ext: string; name: string } {
    const parsed = { root: "", dir: "", base: "", ext: "", name: "" };
    if (path.length === 0) return parsed;
    const isAbsolute = path.charCodeAt(0) === 47;
    const first = isAbsolute ? 1 : 0;
    if (isAbsolute) parsed.root = "/";
    let startDot = -1;
    let startPart = 0;
    let end = -1;
    let matchedSlash = true;
    let preDotState = 0;
    for (let i = path.length - 1; i >= first; i--) {
        const code = path.charCodeAt(i);
        if (code === 47) {
            if (!matchedSlash) {
                startPart = i + 1;
                break;
            }
            continue;
        }
        if (end === -1) {
            matchedSlash = false;
            end = i + 1;
        }
        if (code === 46) {
            if (startDot === -1) startDot = i;
            else if (preDotState !== 1) preDotState = 1;
        } else if (startDot !== -1) {
            preDotState = -1;
        }
    }
    if (end !== -1) {
        const start = startPart === 0 && isAbsolute ? 1 : startPart;
        if (startDot === -1 || preDotState === 0 || (preDotState === 1 && startDot === end - 1 && startDot === startPart + 1)) {
            parsed.base = path.slice(start, end);
            parsed.name = parsed.base;
        } else {
            parsed.name = path.slice(start, startDot);
            parsed.base = path.slice(start, end);
            parsed.ext = path.slice(startDot, end);
        }
    }
    if (startPart > 0) parsed.dir = path.slice(0, startPart - 1);
    else if (isAbsolute) parsed.dir = "/";
    return parsed;
}
function __scriptcPathFormat(parts: { root?: string; dir?: string; base?: string; ext?: string; name?: string }): string {
    const dir = parts.dir || parts.root;
    const ext = parts.ext ? (parts.ext.charCodeAt(0) === 46 ? "" : ".") + parts.ext : "";
    const base = parts.base || (parts.name || "") + ext;
    if (!dir) return base;
    return dir === parts.root ? dir + base : dir + "/" + base;
}
function __scriptcTimeClip(time: number): number {
    if (!isFinite(time) || Math.abs(time) > 8.64e15) return NaN;
    return Math.trunc(time) + 0;
}
function __scriptcPad(value: number, width: number): string {
    return String(value).padStart(width, "0");
}
class Date {
    private time: number;
    constructor(value?: number | string | Date, month?: number, day: number = 1, hours: number = 0, minutes: number = 0, seconds: number = 0, ms: number = 0) {
        if (value === undefined) this.time = __scriptc.now();
        else if (month !== undefined) this.time = __scriptcTimeClip(__scriptcUtcFromLocal(Date.UTC(value as number, month, day, hours, minutes, seconds, ms)));
        else if (typeof value === "number") this.time = __scriptcTimeClip(value);
        else if (typeof value === "string") this.time = __scriptcDateParse(value);
        else this.time = value.getTime();
    }
    static now(): number {
        return __scriptc.now();
    }
    static parse(text: string): number {
        return __scriptcDateParse(text);
    }
    static UTC(year: number, month: number = 0, day: number = 1, hours: number = 0, minutes: number = 0, seconds: number = 0, ms: number = 0): number {
        const y = Math.trunc(year);
        const fullYear = !isNaN(y) && y >= 0 && y <= 99 ? 1900 + y : year;
        return __scriptcTimeClip(__scriptcMakeTime(fullYear, month, day, hours, minutes, seconds, ms));
    }
    getTime(): number {
        return this.time;
    }
    valueOf(): number {
        return this.time;
    }
    private field(index: number): number {
        return isNaN(this.time) ? NaN : __scriptcTimeField(this.time, index);
    }
    private local(index: number): number {
        return isNaN(this.time) ? NaN : __scriptcTimeField(this.time + __scriptc.localOffset(this.time), index);
    }
    getUTCFullYear(): number {
        return this.field(0);
    }
    getUTCMonth(): number {
        return this.field(1);
    }
    getUTCDate(): number {
        return this.field(2);
    }
    getUTCDay(): number {
        return this.field(3);
    }
    getUTCHours(): number {
        return this.field(4);
    }
    getUTCMinutes(): number {
        return this.field(5);
    }
    getUTCSeconds(): number {
        return this.field(6);
    }
    getUTCMilliseconds(): number {
        return this.field(7);
    }
    getFullYear(): number {
        return this.local(0);
    }
    getMonth(): number {
        return this.local(1);
    }
    getDate(): number {
        return this.local(2);
    }
    getDay(): number {
        return this.local(3);
    }
    getHours(): number {
        return this.local(4);
    }
    getMinutes(): number {
        return this.local(5);
    }
    getSeconds(): number {
        return this.local(6);
    }
    getMilliseconds(): number {
        return this.local(7);
    }
    getTimezoneOffset(): number {
        return isNaN(this.time) ? NaN : -__scriptc.localOffset(this.time) / 60000;
    }
    setTime(time: number): number {
        this.time = __scriptcTimeClip(time);
        return this.time;
    }
    // The setters: the fields given replace the date's (local or UTC)
    // fields, the rest are kept. Only the year setters start from +0 when
    // the date is invalid.
    private set(local: boolean, year?: number, month?: number, day?: number, hours?: number, minutes?: number, seconds?: number, ms?: number): number {
        let base = this.time;
        if (isNaN(base)) {
            if (year === undefined) return NaN;
            base = 0;
        } else if (local) {
            base = base + __scriptc.localOffset(base);
        }
        const made = __scriptcMakeTime(
            year === undefined ? __scriptcTimeField(base, 0) : year,
            month === undefined ? __scriptcTimeField(base, 1) : month,
            day === undefined ? __scriptcTimeField(base, 2) : day,
            hours === undefined ? __scriptcTimeField(base, 4) : hours,
            minutes === undefined ? __scriptcTimeField(base, 5) : minutes,
            seconds === undefined ? __scriptcTimeField(base, 6) : seconds,
            ms === undefined ? __scriptcTimeField(base, 7) : ms,
        );
        this.time = __scriptcTimeClip(local ? __scriptcUtcFromLocal(made) : made);
        return this.time;
    }
    setFullYear(year: number, month?: number, day?: number): number {
        return this.set(true, year, month, day);
    }
    setMonth(month: number, day?: number): number {
        return this.set(true, undefined, month, day);
    }
    setDate(day: number): number {
        return this.set(true, undefined, undefined, day);
    }
    setHours(hours: number, minutes?: number, seconds?: number, ms?: number): number {
        return this.set(true, undefined, undefined, undefined, hours, minutes, seconds, ms);
    }
    setMinutes(minutes: number, seconds?: number, ms?: number): number {
        return this.set(true, undefined, undefined, undefined, undefined, minutes, seconds, ms);
    }
    setSeconds(seconds: number, ms?: number): number {
        return this.set(true, undefined, undefined, undefined, undefined, undefined, seconds, ms);
    }
    setMilliseconds(ms: number): number {
        return this.set(true, undefined, undefined, undefined, undefined, undefined, undefined, ms);
    }
    setUTCFullYear(year: number, month?: number, day?: number): number {
        return this.set(false, year, month, day);
    }
    setUTCMonth(month: number, day?: number): number {
        return this.set(false, undefined, month, day);
    }
    setUTCDate(day: number): number {
        return this.set(false, undefined, undefined, day);
    }
    setUTCHours(hours: number, minutes?: number, seconds?: number, ms?: number): number {
        return this.set(false, undefined, undefined, undefined, hours, minutes, seconds, ms);
    }
    setUTCMinutes(minutes: number, seconds?: number, ms?: number): number {
        return this.set(false, undefined, undefined, undefined, undefined, minutes, seconds, ms);
    }
    setUTCSeconds(seconds: number, ms?: number): number {
        return this.set(false, undefined, undefined, undefined, undefined, undefined, seconds, ms);
    }
    setUTCMilliseconds(ms: number): number {
        return this.set(false, undefined, undefined, undefined, undefined, undefined, undefined, ms);
    }
    toISOString(): string {
        if (isNaN(this.time)) throw new RangeError("Invalid time value");
        const year = this.field(0);
        let yearText = "";
        if (year >= 0 && year <= 9999) yearText = __scriptcPad(year, 4);
        else yearText = (year < 0 ? "-" : "+") + __scriptcPad(Math.abs(year), 6);
        return yearText + "-" + __scriptcPad(this.field(1) + 1, 2) + "-" + __scriptcPad(this.field(2), 2) + "T" + __scriptcPad(this.field(4), 2) + ":" + __scriptcPad(this.field(5), 2) + ":" + __scriptcPad(this.field(6), 2) + "." + __scriptcPad(this.field(7), 3) + "Z";
    }
    toJSON(): string | null {
        return isNaN(this.time) ? null : this.toISOString();
    }
    // Node's default locale (en-US): `1/2/2020, 3:04:05 PM` in local time.
    // Another locale, or options, is not known here.
    private localeOnly(locales?: string, options?: any): void {
        if ((locales !== undefined && locales !== "en-US") || options !== undefined) {
            throw new TypeError("scriptc does not support 'toLocaleString' with a locale or options yet");
        }
    }
    toLocaleDateString(locales?: string, options?: any): string {
        this.localeOnly(locales, options);
        if (isNaN(this.time)) return "Invalid Date";
        return (this.local(1) + 1) + "/" + this.local(2) + "/" + this.local(0);
    }
    toLocaleTimeString(locales?: string, options?: any): string {
        this.localeOnly(locales, options);
        if (isNaN(this.time)) return "Invalid Date";
        const hours = this.local(4);
        const shown = hours % 12 === 0 ? 12 : hours % 12;
        return shown + ":" + __scriptcPad(this.local(5), 2) + ":" + __scriptcPad(this.local(6), 2) + (hours < 12 ? " AM" : " PM");
    }
    toLocaleString(locales?: string, options?: any): string {
        this.localeOnly(locales, options);
        if (isNaN(this.time)) return "Invalid Date";
        return this.toLocaleDateString() + ", " + this.toLocaleTimeString();
    }
    // `Fri Jan 05 2024`, `03:04:05 GMT+0000 (Coordinated Universal Time)`
    // in local time; time zones other than UTC have names scriptc does
    // not know yet.
    toDateString(): string {
        if (isNaN(this.time)) return "Invalid Date";
        const year = this.local(0);
        const yearText = (year < 0 ? "-" : "") + __scriptcPad(Math.abs(year), 4);
        return __scriptcDayNames[this.local(3)] + " " + __scriptcMonthNames[this.local(1)] + " " + __scriptcPad(this.local(2), 2) + " " + yearText;
    }
    toTimeString(): string {
        if (isNaN(this.time)) return "Invalid Date";
        const offset = -this.getTimezoneOffset();
        if (offset !== 0) {
            throw new TypeError("scriptc does not support the name of a time zone other than UTC yet");
        }
        return __scriptcPad(this.local(4), 2) + ":" + __scriptcPad(this.local(5), 2) + ":" + __scriptcPad(this.local(6), 2) + " GMT+0000 (Coordinated Universal Time)";
    }
    toString(): string {
        if (isNaN(this.time)) return "Invalid Date";
        return this.toDateString() + " " + this.toTimeString();
    }
    toUTCString(): string {
        if (isNaN(this.time)) return "Invalid Date";
        const year = this.field(0);
        const yearText = (year < 0 ? "-" : "") + __scriptcPad(Math.abs(year), 4);
        return __scriptcDayNames[this.field(3)] + ", " + __scriptcPad(this.field(2), 2) + " " + __scriptcMonthNames[this.field(1)] + " " + yearText + " " + __scriptcPad(this.field(4), 2) + ":" + __scriptcPad(this.field(5), 2) + ":" + __scriptcPad(this.field(6), 2) + " GMT";
    }
    __scriptcInspect(): string {
        return isNaN(this.time) ? "Invalid Date" : this.toISOString();
    }
}
const __scriptcDayNames: string[] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const __scriptcMonthNames: string[] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
// `Date.parse`: ECMAScript's date time string format (a date alone is UTC,
// a date and time without an offset local time), else the forms V8's
// legacy parser reads: numbers with `/`, `-` and `:`, month and weekday
// names, AM/PM, `GMT`/`UTC`/`Z` and `+hhmm` offsets.
function __scriptcDateParse(text: string): number {
    const iso = __scriptcParseIso(text);
    return isNaN(iso) ? __scriptcParseLegacy(text) : iso;
}
function __scriptcDigits(text: string, start: number, count: number): number {
    if (start + count > text.length) return NaN;
    let value = 0;
    for (let i = start; i < start + count; i++) {
        const code = text.charCodeAt(i);
        if (code < 48 || code > 57) return NaN;
        value = value * 10 + (code - 48);
    }
    return value;
}
function __scriptcParseIso(text: string): number {
    let i = 0;
    let year = NaN;
    const first = text.charAt(0);
    if (first === "+" || first === "-") {
        year = __scriptcDigits(text, 1, 6);
        if (first === "-") {
            if (year === 0) return NaN;
            year = -year;
        }
        i = 7;
    } else {
        year = __scriptcDigits(text, 0, 4);
        i = 4;
    }
    if (isNaN(year)) return NaN;
    let month = 1;
    let day = 1;
    if (text.charAt(i) === "-") {
        month = __scriptcDigits(text, i + 1, 2);
        i += 3;
        if (text.charAt(i) === "-") {
            day = __scriptcDigits(text, i + 1, 2);
            i += 3;
        }
    }
    if (isNaN(month) || isNaN(day) || month < 1 || month > 12 || day < 1 || day > 31) return NaN;
    if (i === text.length) return __scriptcTimeClip(__scriptcMakeTime(year, month - 1, day, 0, 0, 0, 0));
    if (text.charAt(i) !== "T" && text.charAt(i) !== "t") return NaN;
    const hours = __scriptcDigits(text, i + 1, 2);
    if (text.charAt(i + 3) !== ":") return NaN;
    const minutes = __scriptcDigits(text, i + 4, 2);
    i += 6;
    let seconds = 0;
    let ms = 0;
    if (text.charAt(i) === ":") {
        seconds = __scriptcDigits(text, i + 1, 2);
        i += 3;
        if (text.charAt(i) === ".") {
            let digits = 0;
            let scale = 100;
            i++;
            while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
                ms += (text.charCodeAt(i) - 48) * scale;
                scale /= 10;
                digits++;
                i++;
            }
            if (digits === 0) return NaN;
            ms = Math.floor(ms);
        }
    }
    if (isNaN(hours) || isNaN(minutes) || isNaN(seconds) || hours > 24 || minutes > 59 || seconds > 59) return NaN;
    if (hours === 24 && (minutes !== 0 || seconds !== 0 || ms !== 0)) return NaN;
    const time = __scriptcMakeTime(year, month - 1, day, hours, minutes, seconds, ms);
    if (i === text.length) return __scriptcTimeClip(__scriptcUtcFromLocal(time));
    const sign = text.charAt(i);
    if ((sign === "Z" || sign === "z") && i + 1 === text.length) return __scriptcTimeClip(time);
    if (sign !== "+" && sign !== "-") return NaN;
    const offsetHours = __scriptcDigits(text, i + 1, 2);
    let offsetMinutes = NaN;
    if (text.charAt(i + 3) === ":" && i + 6 === text.length) offsetMinutes = __scriptcDigits(text, i + 4, 2);
    else if (i + 5 === text.length) offsetMinutes = __scriptcDigits(text, i + 3, 2);
    if (isNaN(offsetHours) || isNaN(offsetMinutes) || offsetHours > 23 || offsetMinutes > 59) return NaN;
    const offset = (offsetHours * 60 + offsetMinutes) * 60000;
    return __scriptcTimeClip(sign === "+" ? time - offset : time + offset);
}
function __scriptcParseLegacy(text: string): number {
    const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    const numbers: number[] = [];
    const widths: number[] = [];
    const time: number[] = [];
    let month = -1;
    let meridiem = 0;
    let offset = NaN;
    let i = 0;
    let seenNumber = false;
    let lastWasTime = false;
    while (i < text.length) {
        const code = text.charCodeAt(i);
        if (code >= 48 && code <= 57) {
            let j = i;
            let value = 0;
            while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) {
                value = value * 10 + (text.charCodeAt(j) - 48);
                j++;
            }
            seenNumber = true;
            if (text.charAt(j) === ":" || time.length > 0 && time.length < 3 && text.charAt(i - 1) === ":") {
                time.push(value);
                lastWasTime = true;
            } else if (time.length === 3 && text.charAt(i - 1) === ".") {
                time.push(value);
                lastWasTime = true;
            } else {
                numbers.push(value);
                widths.push(j - i);
                lastWasTime = false;
            }
            i = j;
            continue;
        }
        const lower = text.charAt(i).toLowerCase();
        if (lower >= "a" && lower <= "z") {
            let j = i;
            while (j < text.length && text.charAt(j).toLowerCase() >= "a" && text.charAt(j).toLowerCase() <= "z") j++;
            const word = text.slice(i, j).toLowerCase();
            i = j;
            const named = word.length >= 3 ? months.indexOf(word.slice(0, 3)) : -1;
            if (named >= 0 && (word.length === 3 || "january february march april may june july august september october november december".split(" ")[named].startsWith(word))) {
                month = named;
            } else if (word === "am" || word === "pm") {
                meridiem = word === "am" ? 1 : 2;
            } else if (word === "z" || word === "gmt" || word === "utc" || word === "ut") {
                offset = 0;
            } else if (word === "t" && seenNumber) {
                // `T` between a date and a time.
            } else if (seenNumber) {
                return NaN;
            }
            continue;
        }
        if ((code === 43 || code === 45) && (lastWasTime || offset === 0) && i + 1 < text.length && text.charCodeAt(i + 1) >= 48 && text.charCodeAt(i + 1) <= 57) {
            // `+hhmm`, `+hh:mm` or `+hh` after a time or `GMT`.
            let j = i + 1;
            while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
            let value = __scriptcDigits(text, i + 1, j - i - 1);
            let minutes = 0;
            if (j - i - 1 <= 2) {
                if (text.charAt(j) === ":") {
                    minutes = __scriptcDigits(text, j + 1, 2);
                    j += 3;
                }
                value = value * 60 + minutes;
            } else {
                value = Math.floor(value / 100) * 60 + (value % 100);
            }
            offset = (code === 43 ? value : -value) * 60000;
            lastWasTime = false;
            i = j;
            continue;
        }
        if (code === 40) {
            // A parenthesized comment.
            while (i < text.length && text.charAt(i) !== ")") i++;
            i++;
            continue;
        }
        const nextIsDigit = i + 1 < text.length && text.charCodeAt(i + 1) >= 48 && text.charCodeAt(i + 1) <= 57;
        if (code === 32 || code === 44 || code === 47 || code === 45 || code === 58 || code === 46 && time.length === 3 && nextIsDigit || code === 9) {
            if (code === 45 || code === 47) {
                const previous = text.charCodeAt(i - 1);
                if (!(previous >= 48 && previous <= 57) && month < 0) return NaN;
            }
            i++;
            continue;
        }
        return NaN;
    }
    let year = NaN;
    let day = 1;
    let monthIndex = month;
    if (month >= 0) {
        if (numbers.length === 1) {
            year = numbers[0];
        } else if (numbers.length === 2) {
            if (numbers[0] > 31 || widths[0] > 2) {
                year = numbers[0];
                day = numbers[1];
            } else {
                day = numbers[0];
                year = numbers[1];
            }
        } else {
            return NaN;
        }
    } else if (numbers.length === 3) {
        if (numbers[0] > 31 || widths[0] > 2) {
            year = numbers[0];
            monthIndex = numbers[1] - 1;
            day = numbers[2];
        } else {
            monthIndex = numbers[0] - 1;
            day = numbers[1];
            year = numbers[2];
        }
    } else {
        return NaN;
    }
    if (year < 50 && widths[numbers.indexOf(year)] <= 2) year += 2000;
    else if (year < 100 && widths[numbers.indexOf(year)] <= 2) year += 1900;
    let hours = time.length > 0 ? time[0] : 0;
    const minutes = time.length > 1 ? time[1] : 0;
    const seconds = time.length > 2 ? time[2] : 0;
    const ms = time.length > 3 ? time[3] : 0;
    if (meridiem !== 0) {
        if (hours > 12) return NaN;
        hours = hours % 12 + (meridiem === 2 ? 12 : 0);
    }
    if (monthIndex < 0 || monthIndex > 11 || day < 1 || day > 31 || hours > 24 || minutes > 59 || seconds > 59) return NaN;
    if (hours === 24 && (minutes !== 0 || seconds !== 0 || ms !== 0)) return NaN;
    const made = __scriptcMakeTime(year, monthIndex, day, hours, minutes, seconds, ms);
    return __scriptcTimeClip(isNaN(offset) ? __scriptcUtcFromLocal(made) : made - offset);
}
// Field `index` of a time value (year, month, day, weekday, hours,
// minutes, seconds, milliseconds).
function __scriptcTimeField(time: number, index: number): number {
    const days = Math.floor(time / 86400000);
    const inDay = time - days * 86400000;
    if (index === 0) return __scriptcCivil(days)[0];
    if (index === 1) return __scriptcCivil(days)[1] - 1;
    if (index === 2) return __scriptcCivil(days)[2];
    if (index === 3) return (((days + 4) % 7) + 7) % 7;
    if (index === 4) return Math.floor(inDay / 3600000);
    if (index === 5) return Math.floor(inDay / 60000) % 60;
    if (index === 6) return Math.floor(inDay / 1000) % 60;
    return inDay % 1000;
}
// ECMAScript's MakeDate(MakeDay(...), MakeTime(...)), without TimeClip.
function __scriptcMakeTime(year: number, month: number, day: number, hours: number, minutes: number, seconds: number, ms: number): number {
    const ym = year + Math.floor(month / 12);
    const mn = ((month % 12) + 12) % 12;
    if (!isFinite(ym) || !isFinite(mn) || !isFinite(day) || !isFinite(hours) || !isFinite(minutes) || !isFinite(seconds) || !isFinite(ms)) return NaN;
    const days = __scriptcDaysFromCivil(Math.trunc(ym), Math.trunc(mn) + 1, 1) + Math.trunc(day) - 1;
    const time = Math.trunc(hours) * 3600000 + Math.trunc(minutes) * 60000 + Math.trunc(seconds) * 1000 + Math.trunc(ms);
    return days * 86400000 + time;
}
// A local time value as UTC. Where clocks went back and the local time
// happened twice, the earlier instant; where they went forward and it
// never happened, the offset from before the change (as ECMAScript says).
function __scriptcUtcFromLocal(local: number): number {
    if (!isFinite(local)) return NaN;
    const before = __scriptc.localOffset(local - 86400000);
    const after = __scriptc.localOffset(local + 86400000);
    let best = NaN;
    if (__scriptc.localOffset(local - before) === before) best = local - before;
    if (after !== before && __scriptc.localOffset(local - after) === after && (isNaN(best) || local - after < best)) best = local - after;
    return isNaN(best) ? local - before : best;
}
function __scriptcCivil(days: number): number[] {
    const z = days + 719468;
    const era = Math.floor(z / 146097);
    const doe = z - era * 146097;
    const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const m = mp < 10 ? mp + 3 : mp - 9;
    const y = yoe + era * 400;
    return [m <= 2 ? y + 1 : y, m, d];
}
function __scriptcDaysFromCivil(year: number, month: number, day: number): number {
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400);
    const yoe = y - era * 400;
    const mp = month > 2 ? month - 3 : month + 9;
    const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
    const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
    return era * 146097 + doe - 719468;
}
"#;

/// `path.name(...)`: the prelude function implementing it.
fn path_function(name: &str) -> Option<&'static str> {
    Some(match name {
        "join" => "__scriptcPathJoin",
        "resolve" => "__scriptcPathResolve",
        "normalize" => "__scriptcPathNormalize",
        "isAbsolute" => "__scriptcPathIsAbsolute",
        "relative" => "__scriptcPathRelative",
        "dirname" => "__scriptcPathDirname",
        "basename" => "__scriptcPathBasename",
        "extname" => "__scriptcPathExtname",
        "parse" => "__scriptcPathParse",
        "format" => "__scriptcPathFormat",
        _ => return None,
    })
}

impl<'a> Checker<'a> {
    /// A call of a prelude function by name, with the call's arguments.
    pub(crate) fn call_prelude(
        &mut self,
        name: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let Some(Binding::Function(function)) =
            self.scopes[self.prelude_scope].top_level.get(name).copied()
        else {
            self.error(Diagnostic::unsupported(span, format!("'{name}' here")));
            return Self::poison(span);
        };
        let Some(arguments) = self.check_call_arguments(function, arguments, span) else {
            return Self::poison(span);
        };
        self.call_of(function, arguments, span)
    }

    /// A call of `function` with arguments already checked.
    pub(crate) fn call_of(
        &mut self,
        function: crate::hir::FuncId,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        let ty = self.function_result(function, span);
        Expression {
            kind: ExpressionKind::Call {
                function,
                arguments,
                receiver: None,
            },
            ty,
            span,
        }
    }

    /// A call of a library entry with arguments already checked.
    fn library_call(
        &mut self,
        function: LibraryFunction,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        self.check_library_entry(function.entry(), None, arguments, span)
    }

    /// `path.name(...)`.
    pub(crate) fn check_path_call(
        &mut self,
        method: &str,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        match path_function(method) {
            Some(function) => self.call_prelude(function, &call.args, span),
            None => {
                self.error(Diagnostic::unsupported(span, format!("'path.{method}'")));
                Self::poison(span)
            }
        }
    }

    /// `path.sep`, `path.delimiter`.
    pub(crate) fn check_path_member(&mut self, property: &str, span: Span) -> Expression {
        let text = match property {
            "sep" => "/",
            "delimiter" => ":",
            _ => {
                self.error(Diagnostic::unsupported(span, format!("'path.{property}'")));
                return Self::poison(span);
            }
        };
        Expression {
            kind: ExpressionKind::String(text.encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        }
    }

    /// The text encoding an `fs` call names (`"utf8"`, `{ encoding:
    /// "utf8" }`): only UTF-8 is supported.
    fn utf8_encoding(&mut self, argument: Option<&'a ast::ExprOrSpread>, span: Span) -> bool {
        match self.literal_encoding(argument).as_deref() {
            Some("utf8" | "utf-8" | "UTF-8" | "UTF8") => true,
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    "an encoding other than \"utf8\" here",
                ));
                false
            }
        }
    }

    /// `readFileSync(path)` (a Buffer) and `readFileSync(path, encoding)`
    /// for an encoding other than UTF-8 (the Buffer's text).
    fn read_file_bytes(
        &mut self,
        path: &'a ast::Expr,
        encoding: Option<&'a ast::ExprOrSpread>,
        span: Span,
    ) -> Expression {
        let path = self.check_expression(path);
        let path = self.assign_to(path, TypeId::STRING);
        let bytes = self.library_call(LibraryFunction::FsReadBytes, vec![path], span);
        let Some(encoding) = encoding else {
            return bytes;
        };
        let encoding = match &*encoding.expr {
            ast::Expr::Object(_) => match self.literal_encoding(Some(encoding)) {
                Some(name) => Expression {
                    kind: ExpressionKind::String(name.encode_utf16().collect()),
                    ty: TypeId::STRING,
                    span,
                },
                None => return bytes,
            },
            expression => self.check_expression(expression),
        };
        if encoding.ty != TypeId::STRING {
            let shown = self.types.display(encoding.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("an encoding of type '{shown}'"),
            ));
            return Self::poison(span);
        }
        let undefined = || Expression {
            kind: ExpressionKind::Undefined,
            ty: TypeId::UNDEFINED,
            span,
        };
        self.buffer_prelude_call(
            "__scriptcBufferToString",
            vec![bytes, encoding, undefined(), undefined()],
            span,
        )
    }

    /// The encoding an `fs` call names as a literal (`"utf8"`, `{
    /// encoding: "latin1" }`).
    fn literal_encoding(&self, argument: Option<&'a ast::ExprOrSpread>) -> Option<String> {
        match argument.map(|argument| &*argument.expr) {
            Some(ast::Expr::Lit(ast::Lit::Str(text))) => {
                Some(text.value.to_string_lossy().into_owned())
            }
            Some(ast::Expr::Object(object)) => object.props.iter().find_map(|property| {
                if let ast::PropOrSpread::Prop(property) = property
                    && let ast::Prop::KeyValue(pair) = &**property
                    && let ast::PropName::Ident(key) = &pair.key
                    && key.sym == "encoding"
                    && let ast::Expr::Lit(ast::Lit::Str(text)) = &*pair.value
                {
                    Some(text.value.to_string_lossy().into_owned())
                } else {
                    None
                }
            }),
            _ => None,
        }
    }

    /// A boolean option of an options object literal (`{ recursive: true
    /// }`): false when absent.
    fn boolean_option(
        &mut self,
        argument: Option<&'a ast::ExprOrSpread>,
        name: &str,
        call_span: Span,
    ) -> Expression {
        let span = argument
            .map(|argument| self.span(swc_common::Spanned::span(&*argument.expr)))
            .unwrap_or(call_span);
        if let Some(argument) = argument
            && let ast::Expr::Object(object) = &*argument.expr
        {
            for property in &object.props {
                if let ast::PropOrSpread::Prop(property) = property
                    && let ast::Prop::KeyValue(pair) = &**property
                    && let ast::PropName::Ident(key) = &pair.key
                    && key.sym == name
                {
                    let value = self.check_expression(&pair.value);
                    return self.assign_to(value, TypeId::BOOLEAN);
                }
            }
        } else if argument.is_some() {
            self.error(Diagnostic::unsupported(
                span,
                "options other than an object literal",
            ));
        }
        Expression {
            kind: ExpressionKind::Boolean(false),
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    fn string_argument(
        &mut self,
        argument: Option<&'a ast::ExprOrSpread>,
        span: Span,
    ) -> Expression {
        match argument {
            Some(argument) => {
                let value = self.check_expression(&argument.expr);
                self.assign_to(value, TypeId::STRING)
            }
            None => {
                self.error(Diagnostic::new(
                    Code::ArgumentCount,
                    span,
                    "Expected a path argument.",
                ));
                Self::poison(span)
            }
        }
    }

    /// Whether an `fs` call's arguments are no spreads and at most `most`
    /// (reported otherwise).
    fn fs_arguments_fit(
        &mut self,
        arguments: &[ast::ExprOrSpread],
        most: usize,
        span: Span,
    ) -> bool {
        if let Some(spread) = arguments.iter().find_map(|argument| argument.spread) {
            let spread_span = self.span(spread);
            self.error(Diagnostic::unsupported(spread_span, "a spread argument"));
            return false;
        }
        if arguments.len() > most {
            self.argument_count_error(span, most, arguments.len());
            return false;
        }
        true
    }

    /// `fs.name(...)`.
    pub(crate) fn check_fs_call(
        &mut self,
        method: &str,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        let arguments = &call.args;
        let most = match method {
            "readFileSync" | "readdirSync" | "mkdirSync" | "rmSync" => 2,
            "writeFileSync" | "appendFileSync" => 3,
            _ => 1,
        };
        if !self.fs_arguments_fit(arguments, most, span) {
            return Self::poison(span);
        }
        match method {
            "readFileSync" => {
                let Some(first) = arguments.first() else {
                    self.argument_count_error(span, 2, 0);
                    return Self::poison(span);
                };
                if arguments.len() == 1
                    || !matches!(
                        self.literal_encoding(arguments.get(1)).as_deref(),
                        Some("utf8" | "utf-8" | "UTF-8" | "UTF8")
                    )
                {
                    return self.read_file_bytes(&first.expr, arguments.get(1), span);
                }
                let source = self.check_expression(&first.expr);
                if source.ty == TypeId::NUMBER {
                    return self.library_call(LibraryFunction::FsReadFd, vec![source], span);
                }
                let source = self.assign_to(source, TypeId::STRING);
                self.library_call(LibraryFunction::FsReadFile, vec![source], span)
            }
            "writeFileSync" | "appendFileSync" => {
                let path = self.string_argument(arguments.first(), span);
                let Some(data) = arguments.get(1) else {
                    self.argument_count_error(span, 2, arguments.len());
                    return Self::poison(span);
                };
                let data = self.check_expression(&data.expr);
                if arguments.len() == 3 && !self.utf8_encoding(arguments.get(2), span) {
                    return Self::poison(span);
                }
                if matches!(
                    self.types.typed_kind(data.ty),
                    Some(crate::types::TypedKind::Buffer | crate::types::TypedKind::Uint8)
                ) {
                    let append = Expression {
                        kind: ExpressionKind::Boolean(method == "appendFileSync"),
                        ty: TypeId::BOOLEAN,
                        span,
                    };
                    return self.library_call(
                        LibraryFunction::FsWriteBytes,
                        vec![path, data, append],
                        span,
                    );
                }
                let data = self.assign_to(data, TypeId::STRING);
                let function = if method == "writeFileSync" {
                    LibraryFunction::FsWriteFile
                } else {
                    LibraryFunction::FsAppendFile
                };
                self.library_call(function, vec![path, data], span)
            }
            "existsSync" | "unlinkSync" => {
                let path = self.string_argument(arguments.first(), span);
                let function = if method == "existsSync" {
                    LibraryFunction::FsExists
                } else {
                    LibraryFunction::FsUnlink
                };
                self.library_call(function, vec![path], span)
            }
            "readdirSync" => {
                if arguments.len() == 2 {
                    self.error(Diagnostic::unsupported(span, "options of 'readdirSync'"));
                    return Self::poison(span);
                }
                let path = self.string_argument(arguments.first(), span);
                self.library_call(LibraryFunction::FsReaddir, vec![path], span)
            }
            "mkdirSync" => {
                let path = self.string_argument(arguments.first(), span);
                let recursive = self.boolean_option(arguments.get(1), "recursive", span);
                self.library_call(LibraryFunction::FsMkdir, vec![path, recursive], span)
            }
            "rmSync" => {
                let path = self.string_argument(arguments.first(), span);
                let recursive = self.boolean_option(arguments.get(1), "recursive", span);
                let force = self.boolean_option(arguments.get(1), "force", span);
                self.library_call(LibraryFunction::FsRm, vec![path, recursive, force], span)
            }
            "statSync" => self.call_prelude("__scriptcStatSync", arguments, span),
            _ => {
                self.error(Diagnostic::unsupported(span, format!("'fs.{method}'")));
                Self::poison(span)
            }
        }
    }

    /// `fsPromises.name(...)` (`fs/promises`, `fs.promises`): the
    /// synchronous operation run in a later turn of the event loop by the
    /// prelude, its result or error settling the promise.
    pub(crate) fn check_fs_promises_call(
        &mut self,
        method: &str,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        let arguments = &call.args;
        let most = match method {
            "readFile" | "readdir" | "mkdir" | "rm" => 2,
            "writeFile" | "appendFile" => 3,
            _ => 1,
        };
        if !self.fs_arguments_fit(arguments, most, span) {
            return Self::poison(span);
        }
        let path = |checker: &mut Self| checker.string_argument(arguments.first(), span);
        let (function, checked) = match method {
            "readFile" => {
                if !self.utf8_encoding(arguments.get(1), span) {
                    return Self::poison(span);
                }
                ("__scriptcFsReadFile", vec![path(self)])
            }
            "writeFile" | "appendFile" => {
                let checked = vec![path(self), self.string_argument(arguments.get(1), span)];
                if arguments.len() == 3 && !self.utf8_encoding(arguments.get(2), span) {
                    return Self::poison(span);
                }
                let function = if method == "writeFile" {
                    "__scriptcFsWriteFile"
                } else {
                    "__scriptcFsAppendFile"
                };
                (function, checked)
            }
            "readdir" => {
                if arguments.len() == 2 {
                    self.error(Diagnostic::unsupported(span, "options of 'readdir'"));
                    return Self::poison(span);
                }
                ("__scriptcFsReaddir", vec![path(self)])
            }
            "mkdir" => {
                let checked = vec![
                    path(self),
                    self.boolean_option(arguments.get(1), "recursive", span),
                ];
                ("__scriptcFsMkdir", checked)
            }
            "rm" => {
                let checked = vec![
                    path(self),
                    self.boolean_option(arguments.get(1), "recursive", span),
                    self.boolean_option(arguments.get(1), "force", span),
                ];
                ("__scriptcFsRm", checked)
            }
            "unlink" => ("__scriptcFsUnlink", vec![path(self)]),
            "stat" => ("__scriptcFsStat", vec![path(self)]),
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'fs/promises' function '{method}'"),
                ));
                return Self::poison(span);
            }
        };
        self.call_prelude_checked(function, checked, span)
    }

    /// `readline.createInterface({ input: process.stdin, ... })`: an
    /// interface over standard input (the other options change nothing
    /// scriptc does: no terminal, no history).
    pub(crate) fn check_readline_call(
        &mut self,
        method: &str,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        let reads_stdin = |argument: &ast::ExprOrSpread| {
            let ast::Expr::Object(options) = &*argument.expr else {
                return false;
            };
            options.props.iter().any(|property| {
                if let ast::PropOrSpread::Prop(property) = property
                    && let ast::Prop::KeyValue(pair) = &**property
                    && let ast::PropName::Ident(key) = &pair.key
                    && key.sym == "input"
                    && let ast::Expr::Member(member) = &*pair.value
                    && let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "process"
                    && let ast::MemberProp::Ident(property) = &member.prop
                {
                    property.sym == "stdin"
                } else {
                    false
                }
            })
        };
        match (method, call.args.as_slice()) {
            ("createInterface", [options]) if reads_stdin(options) => {
                self.call_prelude_checked("__scriptcCreateInterface", Vec::new(), span)
            }
            ("createInterface", _) => {
                self.error(Diagnostic::unsupported(
                    span,
                    "a readline interface over anything but '{ input: process.stdin }'",
                ));
                Self::poison(span)
            }
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'readline.{method}'"),
                ));
                Self::poison(span)
            }
        }
    }

    /// `process.on(event, listener)` (`once`, `addListener`) for the
    /// events a program without signals or warnings sees: `'exit'` and
    /// `'uncaughtException'` (the process prelude registers the listener
    /// with the runtime, which calls it through `any`).
    pub(crate) fn check_process_on(
        &mut self,
        method: &str,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        let event = match call.args.first() {
            Some(argument) if argument.spread.is_none() => match argument.expr.unwrap_parens() {
                ast::Expr::Lit(ast::Lit::Str(text)) => text.value.to_string_lossy().into_owned(),
                _ => String::new(),
            },
            _ => String::new(),
        };
        let prelude = match (event.as_str(), method) {
            ("exit", _) => "__scriptcProcessOnExit",
            ("uncaughtException", "once") => "__scriptcProcessOnceUncaught",
            ("uncaughtException", _) => "__scriptcProcessOnUncaught",
            _ => {
                let shown = if event.is_empty() {
                    format!("'process.{method}' with an event other than a string literal")
                } else {
                    format!("'process.{method}(\"{event}\")'")
                };
                self.error(Diagnostic::unsupported(span, shown));
                return Self::poison(span);
            }
        };
        // Errors the runtime raises must reach the listeners (and the
        // `'exit'` event) as thrown exceptions, not end the program.
        self.has_try = true;
        // The runtime calls the listener through its dynamic entry.
        self.dynamic_calls.set(true);
        let mut result = self.call_prelude(prelude, &call.args[1..], span);
        result.span = span;
        result
    }

    /// `process.name` read as a value: `argv`, `platform`, `exitCode`,
    /// `env` members (see `check_env_member`).
    pub(crate) fn check_process_member(&mut self, property: &str, span: Span) -> Expression {
        match property {
            "argv" => self.library_call(LibraryFunction::ProcessArgv, Vec::new(), span),
            "exitCode" => self.library_call(LibraryFunction::ProcessExitCode, Vec::new(), span),
            "platform" => Expression {
                kind: ExpressionKind::String(std::env::consts::OS.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            },
            _ => self.check_node_module_member("process", property, span),
        }
    }

    /// `name` when `member` is a member of `process.name` (`process.env.X`,
    /// `process.stdout.isTTY`).
    fn process_object_of<'m>(&self, member: &'m ast::MemberExpr) -> Option<&'m str> {
        let ast::Expr::Member(inner) = &*member.obj else {
            return None;
        };
        let (ast::Expr::Ident(object), ast::MemberProp::Ident(name)) = (&*inner.obj, &inner.prop)
        else {
            return None;
        };
        (self.library_object(object.sym.as_str()) == Some("process")).then_some(name.sym.as_str())
    }

    /// `process.stdout.isTTY` (`true`, or `undefined` where the stream is
    /// not a terminal, as Node has it), `columns` and `rows` (the
    /// terminal's size, or `undefined`), and the same of `process.stderr`.
    pub(crate) fn check_stream_member(
        &mut self,
        member: &'a ast::MemberExpr,
        span: Span,
    ) -> Option<Expression> {
        let stream = self.process_object_of(member)?;
        let ast::MemberProp::Ident(property) = &member.prop else {
            return None;
        };
        let fd = match stream {
            "stdout" => 1.0,
            "stderr" => 2.0,
            _ => return None,
        };
        let fd = self.number_expression(fd, span);
        let rows = |rows: bool| Expression {
            kind: ExpressionKind::Boolean(rows),
            ty: TypeId::BOOLEAN,
            span,
        };
        Some(match property.sym.as_str() {
            "isTTY" => self.call_prelude_checked("__scriptcStreamIsTTY", vec![fd], span),
            "columns" => {
                self.call_prelude_checked("__scriptcStreamSize", vec![fd, rows(false)], span)
            }
            "rows" => self.call_prelude_checked("__scriptcStreamSize", vec![fd, rows(true)], span),
            _ => return None,
        })
    }

    /// `process.env.NAME` and `process.env[name]`: the variable's value
    /// or `undefined`. `None` when `member` is not one.
    pub(crate) fn check_env_member(
        &mut self,
        member: &'a ast::MemberExpr,
        span: Span,
    ) -> Option<Expression> {
        if self.process_object_of(member)? != "env" {
            return None;
        }
        let name = match &member.prop {
            ast::MemberProp::Ident(name) => Expression {
                kind: ExpressionKind::String(name.sym.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            },
            ast::MemberProp::Computed(computed) => {
                let name = self.check_expression(&computed.expr);
                self.assign_to(name, TypeId::STRING)
            }
            ast::MemberProp::PrivateName(_) => return None,
        };
        Some(self.library_call(LibraryFunction::ProcessEnv, vec![name], span))
    }

    /// `process.exitCode = value`: `None` when `target` is not it.
    pub(crate) fn check_exit_code_assignment(
        &mut self,
        target: &'a ast::MemberExpr,
        value: &'a ast::Expr,
        span: Span,
    ) -> Option<Expression> {
        let ast::Expr::Ident(object) = &*target.obj else {
            return None;
        };
        let ast::MemberProp::Ident(property) = &target.prop else {
            return None;
        };
        if property.sym != "exitCode" || self.library_object(object.sym.as_str()) != Some("process")
        {
            return None;
        }
        let value = self.check_expression(value);
        let value = self.assign_to(value, TypeId::NUMBER);
        Some(self.library_call(LibraryFunction::ProcessSetExitCode, vec![value], span))
    }

    /// `console.log(date)` prints a `Date` as Node does: its ISO text, or
    /// `Invalid Date`; a `RegExp` prints as `/source/flags`.
    pub(crate) fn inspect_dates(&mut self, arguments: Vec<Expression>) -> Vec<Expression> {
        let inspected: Vec<TypeId> = ["Date", "RegExp"]
            .iter()
            .filter_map(
                |name| match self.scopes[self.prelude_scope].top_level.get(*name) {
                    Some(Binding::Class(class)) => Some(*class),
                    _ => None,
                },
            )
            .collect::<Vec<_>>()
            .into_iter()
            .map(|class| self.class_type(class))
            .collect();
        if inspected.is_empty() {
            return arguments;
        }
        arguments
            .into_iter()
            .map(|argument| {
                if inspected.contains(&argument.ty) {
                    let span = argument.span;
                    self.call_method_of(argument, "__scriptcInspect", None, &[], span)
                } else {
                    argument
                }
            })
            .collect()
    }

    /// A static function of the library object `object` from the table.
    pub(crate) fn check_library_static(
        &mut self,
        object: &str,
        method: &str,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        match library::lookup_static(object, method).next() {
            Some(entry) => self.check_library_entry(entry, None, arguments, span),
            None => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'{object}.{method}'"),
                ));
                Self::poison(span)
            }
        }
    }
}
