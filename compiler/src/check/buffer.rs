//! Node's `Buffer`: the typed array kind `TypedKind::Buffer` (bytes, a
//! `Uint8Array` to every typed-array operation) with Node's statics and
//! methods. The element reads and writes, `length`, iteration and the
//! per-element methods are the typed array's; what is Buffer's own is the
//! prelude below, written over the runtime's `buffer.rs` primitives
//! (`__scriptc.bufferFromString`, `bufferRead`, ...), and dispatched here
//! by method name and by the static types of the arguments, as Node's
//! overloads are told apart by their run-time types.

use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Diagnostic, Span};
use crate::hir::{Expression, ExpressionKind};
use crate::types::{TypeId, TypedKind};

/// Whether a program needs the Buffer prelude: it names `Buffer` or the
/// text codecs written over it (files read without an encoding are
/// Buffers too; the Node prelude's flag covers those).
pub(crate) fn needs_prelude(text: &str) -> bool {
    words(text).any(|word| matches!(word, "Buffer" | "TextEncoder" | "TextDecoder"))
}

/// Whether a program needs `TextEncoder` and `TextDecoder`.
pub(crate) fn needs_text_prelude(text: &str) -> bool {
    words(text).any(|word| matches!(word, "TextEncoder" | "TextDecoder"))
}

fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
}

/// Whether a program needs `URL` and `URLSearchParams`.
pub(crate) fn needs_url_prelude(text: &str) -> bool {
    words(text).any(|word| matches!(word, "URL" | "URLSearchParams"))
}

/// WHATWG's `URL` over the runtime's `url.rs` (the `url` crate): the
/// object keeps its serialization and reads and writes parts through the
/// standard's getters and setters. `searchParams` is a `URLSearchParams`
/// made on each read, holding its URL (not held by it: no cycle), so
/// changing it changes the URL. Both print as Node's custom inspection
/// prints them.
pub(crate) const URL_PRELUDE: &str = r#"
class URLSearchParams {
    private list: [string, string][];
    private owner: URL | undefined;
    constructor(init?: any, owner?: URL) {
        this.list = [];
        this.owner = owner;
        if (init === undefined || init === null) return;
        if (init instanceof URLSearchParams) {
            for (const pair of init.list) this.list.push([pair[0], pair[1]]);
        } else if (Array.isArray(init) || init instanceof Map || init instanceof Set) {
            // A sequence of [name, value] pairs, each itself iterable.
            for (const pair of init) {
                if (typeof pair !== "object" || pair === null || !(Array.isArray(pair) || pair instanceof Set || pair instanceof Map)) {
                    throw new __ScriptcCodedTypeError("Each query pair must be an iterable [name, value] tuple", "ERR_INVALID_TUPLE");
                }
                const items: any[] = Array.from(pair);
                if (items.length !== 2) {
                    throw new __ScriptcCodedTypeError("Each query pair must be an iterable [name, value] tuple", "ERR_INVALID_TUPLE");
                }
                this.list.push([String(items[0]), String(items[1])]);
            }
        } else if (typeof init === "object" || typeof init === "function") {
            for (const key of Object.keys(init)) this.list.push([key, String(init[key])]);
        } else {
            this.parse(String(init));
        }
    }
    private parse(text: string): void {
        const query = text.startsWith("?") ? text.slice(1) : text;
        const parts = __scriptc.formDecode(query);
        for (let i = 0; i + 1 < parts.length; i += 2) this.list.push([parts[i], parts[i + 1]]);
    }
    private changed(): void {
        const owner = this.owner;
        if (owner !== undefined) owner.__scriptcSetSearch(this.toString());
    }
    get size(): number {
        return this.list.length;
    }
    append(name: string, value: string): void {
        this.list.push([name, value]);
        this.changed();
    }
    delete(name: string, value?: string): void {
        this.list = this.list.filter((pair) => !(pair[0] === name && (value === undefined || pair[1] === value)));
        this.changed();
    }
    get(name: string): string | null {
        for (const pair of this.list) {
            if (pair[0] === name) return pair[1];
        }
        return null;
    }
    getAll(name: string): string[] {
        return this.list.filter((pair) => pair[0] === name).map((pair) => pair[1]);
    }
    has(name: string, value?: string): boolean {
        return this.list.some((pair) => pair[0] === name && (value === undefined || pair[1] === value));
    }
    set(name: string, value: string): void {
        const index = this.list.findIndex((pair) => pair[0] === name);
        if (index === -1) {
            this.list.push([name, value]);
        } else {
            this.list[index] = [name, value];
            this.list = this.list.filter((pair, at) => at <= index || pair[0] !== name);
        }
        this.changed();
    }
    sort(): void {
        const keyed = this.list.map((pair, index): [string, string, number] => [pair[0], pair[1], index]);
        keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[2] - b[2]));
        this.list = keyed.map((entry): [string, string] => [entry[0], entry[1]]);
        this.changed();
    }
    forEach(callback: (value: string, name: string, params: URLSearchParams) => void): void {
        for (const pair of this.list) callback(pair[1], pair[0], this);
    }
    keys(): string[] {
        return this.list.map((pair) => pair[0]);
    }
    values(): string[] {
        return this.list.map((pair) => pair[1]);
    }
    entries(): [string, string][] {
        return this.list.map((pair): [string, string] => [pair[0], pair[1]]);
    }
    *[Symbol.iterator](): IterableIterator<[string, string]> {
        for (const pair of this.list) yield [pair[0], pair[1]];
    }
    toString(): string {
        return this.list.map((pair) => __scriptc.formEncode(pair[0]) + "=" + __scriptc.formEncode(pair[1])).join("&");
    }
    __scriptcInspect(): string {
        if (this.list.length === 0) return "URLSearchParams {}";
        const output = this.list.map((pair) => __scriptc.inspect(pair[0]) + " => " + __scriptc.inspect(pair[1]));
        let length = -2;
        for (const entry of output) length += entry.length + 2;
        if (length > 80) return "URLSearchParams {\n  " + output.join(",\n  ") + " }";
        return "URLSearchParams { " + output.join(", ") + " }";
    }
}
class URL {
    private serialized: string;
    constructor(input: string, base?: string | URL) {
        if (base === undefined) {
            this.serialized = __scriptc.urlParse(input, "", false);
        } else {
            this.serialized = __scriptc.urlParse(input, typeof base === "string" ? base : base.href, true);
        }
    }
    static canParse(input: string, base?: string | URL): boolean {
        const baseText = base === undefined ? "" : typeof base === "string" ? base : base.href;
        return __scriptc.urlCanParse(input, baseText, base !== undefined);
    }
    static parse(input: string, base?: string | URL): URL | null {
        if (!URL.canParse(input, base)) return null;
        return base === undefined ? new URL(input) : new URL(input, base);
    }
    get href(): string {
        return this.serialized;
    }
    set href(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 0, value);
    }
    get origin(): string {
        return __scriptc.urlGet(this.serialized, 1);
    }
    get protocol(): string {
        return __scriptc.urlGet(this.serialized, 2);
    }
    set protocol(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 2, value);
    }
    get username(): string {
        return __scriptc.urlGet(this.serialized, 3);
    }
    set username(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 3, value);
    }
    get password(): string {
        return __scriptc.urlGet(this.serialized, 4);
    }
    set password(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 4, value);
    }
    get host(): string {
        return __scriptc.urlGet(this.serialized, 5);
    }
    set host(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 5, value);
    }
    get hostname(): string {
        return __scriptc.urlGet(this.serialized, 6);
    }
    set hostname(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 6, value);
    }
    get port(): string {
        return __scriptc.urlGet(this.serialized, 7);
    }
    set port(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 7, value);
    }
    get pathname(): string {
        return __scriptc.urlGet(this.serialized, 8);
    }
    set pathname(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 8, value);
    }
    get search(): string {
        return __scriptc.urlGet(this.serialized, 9);
    }
    set search(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 9, value);
    }
    __scriptcSetSearch(query: string): void {
        this.serialized = __scriptc.urlSet(this.serialized, 9, query);
    }
    get hash(): string {
        return __scriptc.urlGet(this.serialized, 10);
    }
    set hash(value: string) {
        this.serialized = __scriptc.urlSet(this.serialized, 10, value);
    }
    get searchParams(): URLSearchParams {
        return new URLSearchParams(this.search, this);
    }
    toString(): string {
        return this.serialized;
    }
    toJSON(): string {
        return this.serialized;
    }
    __scriptcInspect(): string {
        const show = (value: string): string => __scriptc.inspect(value);
        const params = this.searchParams.__scriptcInspect().split("\n").join("\n  ");
        return "URL {\n  href: " + show(this.href) + ",\n  origin: " + show(this.origin) + ",\n  protocol: " + show(this.protocol) +
            ",\n  username: " + show(this.username) + ",\n  password: " + show(this.password) + ",\n  host: " + show(this.host) +
            ",\n  hostname: " + show(this.hostname) + ",\n  port: " + show(this.port) + ",\n  pathname: " + show(this.pathname) +
            ",\n  search: " + show(this.search) + ",\n  searchParams: " + params + ",\n  hash: " + show(this.hash) + "\n}";
    }
}
"#;

/// WHATWG's `TextEncoder` and `TextDecoder` (UTF-8, and UTF-16LE for
/// decoding), over the Buffer primitives.
pub(crate) const TEXT_PRELUDE: &str = r#"
class TextEncoder {
    readonly encoding: string;
    constructor() {
        this.encoding = "utf-8";
    }
    encode(input?: string): Uint8Array {
        return new Uint8Array(__scriptc.bufferFromString(input === undefined ? "" : input, 0));
    }
}
class TextDecoder {
    readonly encoding: string;
    readonly fatal: boolean;
    readonly ignoreBOM: boolean;
    constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) {
        const name = label === undefined ? "utf-8" : label.trim().toLowerCase();
        if (name === "utf-8" || name === "utf8" || name === "unicode-1-1-utf-8") {
            this.encoding = "utf-8";
        } else if (name === "utf-16le" || name === "utf-16") {
            this.encoding = "utf-16le";
        } else {
            throw new RangeError("The \"" + label + "\" encoding is not supported");
        }
        this.fatal = options !== undefined && options.fatal === true;
        this.ignoreBOM = options !== undefined && options.ignoreBOM === true;
    }
    decode(input?: Uint8Array): string {
        if (input === undefined) return "";
        let start = 0;
        if (this.encoding === "utf-8") {
            if (this.fatal && !__scriptc.utf8Valid(input)) throw new TypeError("The encoded data was not valid for encoding utf-8");
            if (!this.ignoreBOM && input.length >= 3 && input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf) start = 3;
            return __scriptc.bufferToString(input, 0, start, input.length);
        }
        if (!this.ignoreBOM && input.length >= 2 && input[0] === 0xff && input[1] === 0xfe) start = 2;
        return __scriptc.bufferToString(input, 6, start, input.length);
    }
}
"#;

pub(crate) const PRELUDE: &str = r#"
function __scriptcBufferEncoding(encoding: string | undefined): number {
    if (encoding === undefined) return 0;
    const name = encoding.toLowerCase();
    if (name === "utf8" || name === "utf-8") return 0;
    if (name === "hex") return 1;
    if (name === "base64") return 2;
    if (name === "base64url") return 3;
    if (name === "latin1" || name === "binary") return 4;
    if (name === "ascii") return 5;
    if (name === "utf16le" || name === "utf-16le" || name === "ucs2" || name === "ucs-2") return 6;
    throw new TypeError("Unknown encoding: " + encoding);
}
function __scriptcBufferIsEncoding(encoding: string): boolean {
    const name = encoding.toLowerCase();
    return name === "utf8" || name === "utf-8" || name === "hex" || name === "base64" || name === "base64url" || name === "latin1" || name === "binary" || name === "ascii" || name === "utf16le" || name === "utf-16le" || name === "ucs2" || name === "ucs-2";
}
function __scriptcBufferFromString(text: string, encoding: string | undefined): Buffer {
    return __scriptc.bufferFromString(text, __scriptcBufferEncoding(encoding));
}
function __scriptcBufferFromArray<A>(source: A): Buffer {
    const n = source.length;
    const result = __scriptc.bufferAlloc(n);
    for (let i = 0; i < n; i++) result[i] = source[i];
    return result;
}
function __scriptcBufferAllocFilled(size: number, fill: string, encoding: string | undefined): Buffer {
    const result = __scriptc.bufferAlloc(size);
    __scriptcBufferFillString(result, fill, 0, size, encoding);
    return result;
}
function __scriptcBufferFillString(target: Buffer, fill: string, start: number | undefined, end: number | undefined, encoding: string | undefined): Buffer {
    const pattern = __scriptc.bufferFromString(fill, __scriptcBufferEncoding(encoding));
    return __scriptcBufferFillBytes(target, pattern, start, end);
}
function __scriptcBufferFillBytes<A>(target: Buffer, pattern: A, start: number | undefined, end: number | undefined): Buffer {
    const from = start === undefined ? 0 : start;
    const to = end === undefined ? target.length : end;
    if (from < 0 || to > target.length) throw new RangeError("The value of \"offset\" is out of range.");
    const n = pattern.length;
    if (n === 0) {
        target.fill(0, from, to);
        return target;
    }
    let j = 0;
    for (let i = from; i < to; i++) {
        target[i] = pattern[j];
        j++;
        if (j === n) j = 0;
    }
    return target;
}
function __scriptcBufferConcat<A>(list: A[], total: number | undefined): Buffer {
    let length = 0;
    if (total === undefined) {
        for (const item of list) length += item.length;
    } else {
        length = total;
    }
    const result = __scriptc.bufferAlloc(length);
    let offset = 0;
    for (const item of list) {
        if (offset >= length) break;
        const room = length - offset;
        if (item.length <= room) {
            result.set(item, offset);
            offset += item.length;
        } else {
            result.set(item.subarray(0, room), offset);
            offset = length;
        }
    }
    return result;
}
function __scriptcBufferToString(source: Buffer, encoding: string | undefined, start: number | undefined, end: number | undefined): string {
    return __scriptc.bufferToString(source, __scriptcBufferEncoding(encoding), start === undefined ? 0 : start, end === undefined ? source.length : end);
}
function __scriptcBufferCompare<A>(source: Buffer, target: A, targetStart: number | undefined, targetEnd: number | undefined, sourceStart: number | undefined, sourceEnd: number | undefined): number {
    const other = __scriptcBufferFromArray(target);
    const a = source.subarray(sourceStart === undefined ? 0 : sourceStart, sourceEnd === undefined ? source.length : sourceEnd);
    const b = other.subarray(targetStart === undefined ? 0 : targetStart, targetEnd === undefined ? other.length : targetEnd);
    return __scriptc.bufferCompare(a, b);
}
function __scriptcBufferEquals<A>(source: Buffer, other: A): boolean {
    if (source.length !== other.length) return false;
    for (let i = 0; i < source.length; i++) {
        if (source[i] !== other[i]) return false;
    }
    return true;
}
function __scriptcBufferCopy<A>(source: Buffer, target: A, targetStart: number | undefined, sourceStart: number | undefined, sourceEnd: number | undefined): number {
    const at = targetStart === undefined ? 0 : targetStart;
    const from = sourceStart === undefined ? 0 : sourceStart;
    let to = sourceEnd === undefined ? source.length : sourceEnd;
    if (at < 0) throw new RangeError("The value of \"targetStart\" is out of range. It must be >= 0. Received " + at);
    if (from < 0 || from > source.length) throw new RangeError("The value of \"sourceStart\" is out of range. It must be >= 0 && <= " + source.length + ". Received " + from);
    if (to > source.length) to = source.length;
    if (at >= target.length || from >= to) return 0;
    const count = Math.min(to - from, target.length - at);
    target.set(source.subarray(from, from + count), at);
    return count;
}
function __scriptcBufferIndexOfText(source: Buffer, text: string, from: number | undefined, encoding: string | undefined, last: number): number {
    // UTF-8 with lone surrogates kept as such (7), as Node searches.
    const code = __scriptcBufferEncoding(encoding);
    const needle = __scriptc.bufferFromString(text, code === 0 ? 7 : code);
    return __scriptc.bufferIndexOf(source, needle, from === undefined ? (last === 1 ? source.length : 0) : from, last);
}
function __scriptcBufferIndexOfBytes<A>(source: Buffer, bytes: A, from: number | undefined, last: number): number {
    const needle = __scriptcBufferFromArray(bytes);
    return __scriptc.bufferIndexOf(source, needle, from === undefined ? (last === 1 ? source.length : 0) : from, last);
}
function __scriptcBufferIndexOfByte(source: Buffer, byte: number, from: number | undefined, last: number): number {
    const needle = __scriptc.bufferAlloc(1);
    needle[0] = byte;
    return __scriptc.bufferIndexOf(source, needle, from === undefined ? (last === 1 ? source.length : 0) : from, last);
}
function __scriptcBufferWrite(target: Buffer, text: string, offset: number | undefined, length: number | undefined, encoding: string | undefined): number {
    const at = offset === undefined ? 0 : offset;
    const room = length === undefined ? target.length - at : length;
    return __scriptc.bufferWriteString(target, text, at, room, __scriptcBufferEncoding(encoding));
}
function __scriptcBufferSwap(source: Buffer, size: number): Buffer {
    if (source.length % size !== 0) throw new RangeError("Buffer size must be a multiple of " + size * 8 + "-bits");
    for (let i = 0; i < source.length; i += size) {
        for (let j = 0; j < size / 2; j++) {
            const t = source[i + j];
            source[i + j] = source[i + size - 1 - j];
            source[i + size - 1 - j] = t;
        }
    }
    return source;
}
function __scriptcBufferToJSON(source: Buffer): { type: string; data: number[] } {
    return { type: "Buffer", data: Array.from(source) };
}
"#;

/// `readInt32BE` and the other fixed-size numeric reads and writes: the
/// runtime's access code (size, +16 signed, +32 big-endian, +64 float).
fn numeric_access(name: &str) -> Option<u32> {
    let (signed, rest) = if let Some(rest) = name.strip_prefix("UInt") {
        (false, rest)
    } else if let Some(rest) = name.strip_prefix("Uint") {
        (false, rest)
    } else if let Some(rest) = name.strip_prefix("Int") {
        (true, rest)
    } else if let Some(rest) = name.strip_prefix("Float") {
        return endian(rest).map(|big| 4 + 64 + big);
    } else if let Some(rest) = name.strip_prefix("Double") {
        return endian(rest).map(|big| 8 + 64 + big);
    } else {
        return None;
    };
    let sign = if signed { 16 } else { 0 };
    if rest == "8" {
        return Some(1 + sign);
    }
    let (size, rest) = if let Some(rest) = rest.strip_prefix("16") {
        (2, rest)
    } else if let Some(rest) = rest.strip_prefix("32") {
        (4, rest)
    } else {
        return None;
    };
    endian(rest).map(|big| size + sign + big)
}

/// `Int64LE`, `UInt64BE`, ... of the 64-bit bigint reads and writes: the
/// access code (+16 signed, +32 big-endian).
fn bigint_access(name: &str) -> Option<u32> {
    let (sign, rest) = if let Some(rest) = name.strip_prefix("Int64") {
        (16, rest)
    } else if let Some(rest) = name
        .strip_prefix("UInt64")
        .or_else(|| name.strip_prefix("Uint64"))
    {
        (0, rest)
    } else {
        return None;
    };
    endian(rest).map(|big| 8 + sign + big)
}

fn endian(suffix: &str) -> Option<u32> {
    match suffix {
        "LE" => Some(0),
        "BE" => Some(32),
        _ => None,
    }
}

/// `readUIntBE(offset, byteLength)` and its kin: (signed, big-endian).
fn variable_access(name: &str) -> Option<(bool, bool)> {
    Some(match name {
        "UIntLE" | "UintLE" => (false, false),
        "UIntBE" | "UintBE" => (false, true),
        "IntLE" => (true, false),
        "IntBE" => (true, true),
        _ => return None,
    })
}

impl<'a> Checker<'a> {
    fn buffer_type(&mut self) -> TypeId {
        self.typed_array_type(TypedKind::Buffer)
    }

    /// A call of the prelude's (non-generic) `function` with checked
    /// values, each converted to its parameter's type.
    pub(crate) fn buffer_prelude_call(
        &mut self,
        function: &str,
        values: Vec<Expression>,
        span: Span,
    ) -> Expression {
        if values.iter().any(|value| value.ty == TypeId::NEVER) {
            return Self::poison(span);
        }
        let Some(Binding::Function(id)) = self.scopes[self.prelude_scope]
            .top_level
            .get(function)
            .copied()
        else {
            self.error(Diagnostic::unsupported(
                span,
                "this Buffer operation (its prelude is missing)",
            ));
            return Self::poison(span);
        };
        let parameters = self.visible_parameters(id);
        let mut arguments = Vec::with_capacity(values.len());
        for (value, &ty) in values.into_iter().zip(&parameters) {
            arguments.push(self.assign_to(value, ty));
        }
        self.call_of(id, arguments, span)
    }

    fn undefined_value(span: Span) -> Expression {
        Expression {
            kind: ExpressionKind::Undefined,
            ty: TypeId::UNDEFINED,
            span,
        }
    }

    /// The checked arguments of a Buffer call, at most `maximum` of them;
    /// `None` after an error (a spread, too many).
    fn buffer_arguments(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
        minimum: usize,
        maximum: usize,
        span: Span,
    ) -> Option<Vec<Expression>> {
        if let Some(spread) = arguments.iter().find_map(|argument| argument.spread) {
            self.error(Diagnostic::unsupported(
                self.span(spread),
                "a spread argument",
            ));
            return None;
        }
        if arguments.len() < minimum || arguments.len() > maximum {
            let expected = if arguments.len() < minimum {
                minimum
            } else {
                maximum
            };
            self.argument_count_error(span, expected, arguments.len());
            return None;
        }
        let values: Vec<Expression> = arguments
            .iter()
            .map(|argument| self.check_expression(&argument.expr))
            .collect();
        if values.iter().any(|value| value.ty == TypeId::NEVER) {
            return None;
        }
        Some(values)
    }

    /// The argument at `index`, or `undefined` when it was left out.
    fn nth_or_undefined(values: &mut [Expression], index: usize, span: Span) -> Expression {
        if index < values.len() {
            std::mem::replace(&mut values[index], Self::undefined_value(span))
        } else {
            Self::undefined_value(span)
        }
    }

    fn is_byte_source(&self, ty: TypeId) -> bool {
        self.types.typed_kind(ty).is_some() || self.types.element(ty) == Some(TypeId::NUMBER)
    }

    fn unsupported_buffer(&mut self, what: String, span: Span) -> Expression {
        self.error(Diagnostic::unsupported(span, what));
        Self::poison(span)
    }

    /// `object instanceof <typed array class>`: decided by the static type
    /// where it can be (a Buffer is a Uint8Array), else by the run-time
    /// kind of the value (a Uint8Array may hold a Buffer; a box may hold
    /// anything).
    pub(crate) fn typed_instance_of(
        &mut self,
        object: Expression,
        kind: TypedKind,
        span: Span,
    ) -> Expression {
        let known = match self.types.typed_kind(object.ty) {
            Some(held)
                if held == kind || (held == TypedKind::Buffer && kind == TypedKind::Uint8) =>
            {
                Some(true)
            }
            Some(TypedKind::Uint8) if kind == TypedKind::Buffer => None,
            Some(_) => Some(false),
            None if self.types.is_dynamic(object.ty) || object.ty == TypeId::UNKNOWN => None,
            None => Some(false),
        };
        // `T | undefined` of a typed array is a `T` whose null pointer is
        // `undefined`: a held typed array of the kind is one when present.
        if known == Some(true) {
            return self.is_present(object, span);
        }
        if let Some(known) = known {
            return Self::known_boolean(object, known, span);
        }
        let boxed = self.represent_as(object, TypeId::ANY);
        let held = Expression {
            kind: ExpressionKind::Builtin {
                builtin: crate::hir::Builtin::Library(crate::library::LibraryFunction::TypedKindOf),
                arguments: vec![boxed],
            },
            ty: TypeId::NUMBER,
            span,
        };
        let runtime_kind = |kind: TypedKind| kind.runtime_kind() as f64;
        if kind == TypedKind::Uint8 {
            // A Buffer is a Uint8Array: the held kind is one of the two.
            let buffer = self.number_expression(runtime_kind(TypedKind::Buffer), span);
            let uint8 = self.number_expression(runtime_kind(TypedKind::Uint8), span);
            let mut parts = Vec::new();
            let held = self.pinned(held, &mut parts);
            let is_uint8 = Expression {
                kind: ExpressionKind::Binary {
                    operator: crate::hir::BinaryOperator::Equal,
                    left: Box::new(held.clone_variable()),
                    right: Box::new(uint8),
                },
                ty: TypeId::BOOLEAN,
                span,
            };
            let is_buffer = Expression {
                kind: ExpressionKind::Binary {
                    operator: crate::hir::BinaryOperator::Equal,
                    left: Box::new(held),
                    right: Box::new(buffer),
                },
                ty: TypeId::BOOLEAN,
                span,
            };
            parts.push(Expression {
                kind: ExpressionKind::Logical {
                    operator: crate::hir::LogicalOperator::Or,
                    left: Box::new(is_uint8),
                    right: Box::new(is_buffer),
                },
                ty: TypeId::BOOLEAN,
                span,
            });
            return Expression {
                kind: ExpressionKind::Sequence(parts),
                ty: TypeId::BOOLEAN,
                span,
            };
        }
        let wanted = self.number_expression(runtime_kind(kind), span);
        Expression {
            kind: ExpressionKind::Binary {
                operator: crate::hir::BinaryOperator::Equal,
                left: Box::new(held),
                right: Box::new(wanted),
            },
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `Buffer.from`, `alloc`, `allocUnsafe`, `concat`, `byteLength`,
    /// `isBuffer`, `isEncoding`, `compare`.
    pub(crate) fn check_buffer_static(
        &mut self,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let buffer = self.buffer_type();
        let (minimum, maximum) = match method {
            "from" | "byteLength" => (1, 2),
            "alloc" => (1, 3),
            "allocUnsafe" | "allocUnsafeSlow" | "isBuffer" | "isEncoding" => (1, 1),
            "concat" => (1, 2),
            "compare" => (2, 2),
            _ => return self.unsupported_buffer(format!("'Buffer.{method}'"), span),
        };
        // `Buffer.concat([a, b])`: the list's elements are Buffers unless
        // they say otherwise.
        if method == "concat"
            && let Some(first) = arguments.first()
            && first.spread.is_none()
            && matches!(&*first.expr, ast::Expr::Array(_))
        {
            let list = self.array_of(buffer);
            let value = self.check_expecting(&first.expr, Some(list));
            let mut rest =
                match self.buffer_arguments(&arguments[1..], minimum - 1, maximum - 1, span) {
                    Some(rest) => rest,
                    None => return Self::poison(span),
                };
            let total = Self::nth_or_undefined(&mut rest, 0, span);
            return self.buffer_concat(value, total, span);
        }
        let Some(mut values) = self.buffer_arguments(arguments, minimum, maximum, span) else {
            return Self::poison(span);
        };
        match method {
            "from" => {
                let mut source = values.remove(0);
                // `Buffer.from([])`: an empty number array.
                if self.types.element(source.ty) == Some(TypeId::NEVER) {
                    let numbers = self.array_of(TypeId::NUMBER);
                    source = self.represent_as(source, numbers);
                }
                if source.ty == TypeId::STRING {
                    let encoding = Self::nth_or_undefined(&mut values, 0, span);
                    return self.buffer_prelude_call(
                        "__scriptcBufferFromString",
                        vec![source, encoding],
                        span,
                    );
                }
                if !values.is_empty() || !self.is_byte_source(source.ty) {
                    let shown = self.types.display(source.ty).to_string();
                    return self.unsupported_buffer(format!("'Buffer.from' of a '{shown}'"), span);
                }
                self.typed_prelude_call(
                    "__scriptcBufferFromArray",
                    vec![source.ty],
                    vec![source],
                    span,
                )
            }
            "alloc" | "allocUnsafe" | "allocUnsafeSlow" => {
                let size = values.remove(0);
                let size = self.assign_to(size, TypeId::NUMBER);
                let allocated = self.check_library_static(
                    crate::library::INTRINSICS,
                    "bufferAlloc",
                    vec![size],
                    span,
                );
                let Some(fill) = (!values.is_empty()).then(|| values.remove(0)) else {
                    return allocated;
                };
                if fill.ty == TypeId::NUMBER {
                    let start = self.number_expression(0.0, span);
                    let end = self.number_expression(f64::INFINITY, span);
                    return Expression {
                        kind: ExpressionKind::Builtin {
                            builtin: crate::hir::Builtin::Typed(crate::hir::TypedMethod::Fill),
                            arguments: vec![allocated, fill, start, end],
                        },
                        ty: buffer,
                        span,
                    };
                }
                if fill.ty == TypeId::STRING {
                    let encoding = Self::nth_or_undefined(&mut values, 0, span);
                    let start = self.number_expression(0.0, span);
                    let end = Self::undefined_value(span);
                    return self.buffer_prelude_call(
                        "__scriptcBufferFillString",
                        vec![allocated, fill, start, end, encoding],
                        span,
                    );
                }
                if self.is_byte_source(fill.ty) {
                    let start = self.number_expression(0.0, span);
                    let end = Self::undefined_value(span);
                    let fill_ty = fill.ty;
                    return self.typed_prelude_call(
                        "__scriptcBufferFillBytes",
                        vec![fill_ty],
                        vec![allocated, fill, start, end],
                        span,
                    );
                }
                let shown = self.types.display(fill.ty).to_string();
                self.unsupported_buffer(format!("a Buffer filled with a '{shown}'"), span)
            }
            "concat" => {
                let list = values.remove(0);
                let total = Self::nth_or_undefined(&mut values, 0, span);
                self.buffer_concat(list, total, span)
            }
            "byteLength" => {
                let source = values.remove(0);
                if source.ty == TypeId::STRING {
                    let encoding = Self::nth_or_undefined(&mut values, 0, span);
                    let encoding =
                        self.buffer_prelude_call("__scriptcBufferEncoding", vec![encoding], span);
                    return self.check_library_static(
                        crate::library::INTRINSICS,
                        "bufferByteLength",
                        vec![source, encoding],
                        span,
                    );
                }
                if self.types.typed_kind(source.ty).is_some() {
                    return self.check_typed_property(source, "byteLength", span);
                }
                let shown = self.types.display(source.ty).to_string();
                self.unsupported_buffer(format!("'Buffer.byteLength' of a '{shown}'"), span)
            }
            "isEncoding" => {
                let name = values.remove(0);
                self.buffer_prelude_call("__scriptcBufferIsEncoding", vec![name], span)
            }
            // `Buffer.isBuffer(x)` is `x instanceof Buffer`.
            "isBuffer" => {
                let value = values.remove(0);
                self.typed_instance_of(value, TypedKind::Buffer, span)
            }
            _ => {
                // "compare"
                let left = values.remove(0);
                let right = values.remove(0);
                self.buffer_compare(left, right, Vec::new(), span)
            }
        }
    }

    fn buffer_concat(&mut self, list: Expression, total: Expression, span: Span) -> Expression {
        match self.types.element(list.ty) {
            Some(element) if self.types.typed_kind(element).is_some() => self.typed_prelude_call(
                "__scriptcBufferConcat",
                vec![element],
                vec![list, total],
                span,
            ),
            _ => {
                let shown = self.types.display(list.ty).to_string();
                self.unsupported_buffer(format!("'Buffer.concat' of a '{shown}'"), span)
            }
        }
    }

    /// `a.compare(b, ...)` and `Buffer.compare(a, b)`.
    fn buffer_compare(
        &mut self,
        source: Expression,
        target: Expression,
        mut ranges: Vec<Expression>,
        span: Span,
    ) -> Expression {
        if self.types.typed_kind(source.ty) != Some(TypedKind::Buffer)
            || !self.is_byte_source(target.ty)
        {
            let shown = self.types.display(target.ty).to_string();
            return self.unsupported_buffer(format!("comparing a Buffer with a '{shown}'"), span);
        }
        let target_type = target.ty;
        let mut values = vec![source, target];
        for index in 0..4 {
            values.push(Self::nth_or_undefined(&mut ranges, index, span));
        }
        self.typed_prelude_call("__scriptcBufferCompare", vec![target_type], values, span)
    }

    /// A method of a Buffer, or the receiver back for the methods it
    /// shares with every typed array.
    pub(crate) fn check_buffer_method(
        &mut self,
        buffer: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Result<Expression, Expression> {
        let call = |checker: &mut Self, minimum: usize, maximum: usize| {
            checker.buffer_arguments(arguments, minimum, maximum, span)
        };
        // `readBigInt64LE(offset)`, `writeBigUInt64BE(value, offset)`.
        if let Some((read, kind)) = method
            .strip_prefix("readBig")
            .map(|kind| (true, kind))
            .or_else(|| method.strip_prefix("writeBig").map(|kind| (false, kind)))
            && let Some(code) = bigint_access(kind)
        {
            let Some(mut values) = call(self, usize::from(!read), if read { 1 } else { 2 }) else {
                return Ok(Self::poison(span));
            };
            let mut operands = vec![buffer];
            if !read {
                let value = values.remove(0);
                operands.push(self.assign_to(value, TypeId::BIGINT));
            }
            let offset = Self::nth_or_undefined(&mut values, 0, span);
            operands.push(self.assign_to(offset, TypeId::NUMBER));
            operands.push(self.number_expression(f64::from(code), span));
            let intrinsic = if read {
                "bufferReadBigInt"
            } else {
                "bufferWriteBigInt"
            };
            return Ok(self.check_library_static(
                crate::library::INTRINSICS,
                intrinsic,
                operands,
                span,
            ));
        }
        if let Some(kind) = method.strip_prefix("read")
            && let Some(code) = numeric_access(kind)
        {
            let Some(mut values) = call(self, 0, 1) else {
                return Ok(Self::poison(span));
            };
            let offset = Self::nth_or_undefined(&mut values, 0, span);
            let offset = self.assign_to(offset, TypeId::NUMBER);
            let code = self.number_expression(f64::from(code), span);
            return Ok(self.check_library_static(
                crate::library::INTRINSICS,
                "bufferRead",
                vec![buffer, offset, code],
                span,
            ));
        }
        if let Some(kind) = method.strip_prefix("write")
            && let Some(code) = numeric_access(kind)
        {
            let Some(mut values) = call(self, 1, 2) else {
                return Ok(Self::poison(span));
            };
            let value = values.remove(0);
            let value = self.assign_to(value, TypeId::NUMBER);
            let offset = Self::nth_or_undefined(&mut values, 0, span);
            let offset = self.assign_to(offset, TypeId::NUMBER);
            let code = self.number_expression(f64::from(code), span);
            return Ok(self.check_library_static(
                crate::library::INTRINSICS,
                "bufferWrite",
                vec![buffer, value, offset, code],
                span,
            ));
        }
        if let Some((read, kind)) = method
            .strip_prefix("read")
            .map(|kind| (true, kind))
            .or_else(|| method.strip_prefix("write").map(|kind| (false, kind)))
            && let Some((signed, big_endian)) = variable_access(kind)
        {
            let Some(mut values) = call(self, if read { 2 } else { 3 }, if read { 2 } else { 3 })
            else {
                return Ok(Self::poison(span));
            };
            let size = values.pop().expect("a byte length");
            let size = self.assign_to(size, TypeId::NUMBER);
            let flags = self.number_expression(
                f64::from(u32::from(signed) * 16 + u32::from(big_endian) * 32),
                span,
            );
            let code = Expression {
                kind: ExpressionKind::Binary {
                    operator: crate::hir::BinaryOperator::Add,
                    left: Box::new(size),
                    right: Box::new(flags),
                },
                ty: TypeId::NUMBER,
                span,
            };
            let mut operands = vec![buffer];
            for value in values {
                operands.push(self.assign_to(value, TypeId::NUMBER));
            }
            operands.push(code);
            let intrinsic = if read { "bufferRead" } else { "bufferWrite" };
            return Ok(self.check_library_static(
                crate::library::INTRINSICS,
                intrinsic,
                operands,
                span,
            ));
        }
        let buffer_type = buffer.ty;
        Ok(match method {
            "toString" | "toLocaleString" => {
                let Some(mut values) = call(self, 0, 3) else {
                    return Ok(Self::poison(span));
                };
                let encoding = Self::nth_or_undefined(&mut values, 0, span);
                let start = Self::nth_or_undefined(&mut values, 1, span);
                let end = Self::nth_or_undefined(&mut values, 2, span);
                self.buffer_prelude_call(
                    "__scriptcBufferToString",
                    vec![buffer, encoding, start, end],
                    span,
                )
            }
            "toJSON" => {
                if call(self, 0, 0).is_none() {
                    return Ok(Self::poison(span));
                }
                self.buffer_prelude_call("__scriptcBufferToJSON", vec![buffer], span)
            }
            "equals" => {
                let Some(mut values) = call(self, 1, 1) else {
                    return Ok(Self::poison(span));
                };
                let other = values.remove(0);
                if !self.is_byte_source(other.ty) || self.types.element(other.ty).is_some() {
                    let shown = self.types.display(other.ty).to_string();
                    return Ok(self
                        .unsupported_buffer(format!("comparing a Buffer with a '{shown}'"), span));
                }
                let other_type = other.ty;
                self.typed_prelude_call(
                    "__scriptcBufferEquals",
                    vec![other_type],
                    vec![buffer, other],
                    span,
                )
            }
            "compare" => {
                let Some(mut values) = call(self, 1, 5) else {
                    return Ok(Self::poison(span));
                };
                let target = values.remove(0);
                self.buffer_compare(buffer, target, values, span)
            }
            "copy" => {
                let Some(mut values) = call(self, 1, 4) else {
                    return Ok(Self::poison(span));
                };
                let target = values.remove(0);
                if self.types.typed_kind(target.ty).is_none() {
                    let shown = self.types.display(target.ty).to_string();
                    return Ok(
                        self.unsupported_buffer(format!("copying a Buffer into a '{shown}'"), span)
                    );
                }
                let target_type = target.ty;
                let mut operands = vec![buffer, target];
                for index in 0..3 {
                    operands.push(Self::nth_or_undefined(&mut values, index, span));
                }
                self.typed_prelude_call("__scriptcBufferCopy", vec![target_type], operands, span)
            }
            "indexOf" | "lastIndexOf" | "includes" => {
                let Some(mut values) = call(self, 1, 3) else {
                    return Ok(Self::poison(span));
                };
                let needle = values.remove(0);
                let from = Self::nth_or_undefined(&mut values, 0, span);
                let last =
                    self.number_expression(if method == "lastIndexOf" { 1.0 } else { 0.0 }, span);
                let found = if needle.ty == TypeId::STRING {
                    let encoding = Self::nth_or_undefined(&mut values, 1, span);
                    self.buffer_prelude_call(
                        "__scriptcBufferIndexOfText",
                        vec![buffer, needle, from, encoding, last],
                        span,
                    )
                } else if needle.ty == TypeId::NUMBER {
                    self.buffer_prelude_call(
                        "__scriptcBufferIndexOfByte",
                        vec![buffer, needle, from, last],
                        span,
                    )
                } else if self.is_byte_source(needle.ty) {
                    let needle_type = needle.ty;
                    self.typed_prelude_call(
                        "__scriptcBufferIndexOfBytes",
                        vec![needle_type],
                        vec![buffer, needle, from, last],
                        span,
                    )
                } else {
                    let shown = self.types.display(needle.ty).to_string();
                    return Ok(self
                        .unsupported_buffer(format!("searching a Buffer for a '{shown}'"), span));
                };
                if method != "includes" {
                    return Ok(found);
                }
                let minus_one = self.number_expression(-1.0, span);
                Expression {
                    kind: ExpressionKind::Binary {
                        operator: crate::hir::BinaryOperator::NotEqual,
                        left: Box::new(found),
                        right: Box::new(minus_one),
                    },
                    ty: TypeId::BOOLEAN,
                    span,
                }
            }
            "fill" => {
                let Some(mut values) = call(self, 1, 4) else {
                    return Ok(Self::poison(span));
                };
                let value = values.remove(0);
                if value.ty == TypeId::NUMBER {
                    if values.len() > 2 {
                        return Ok(self.unsupported_buffer(
                            "an encoding for a number fill".to_string(),
                            span,
                        ));
                    }
                    let mut operands = vec![buffer, value];
                    let defaults = [0.0, f64::INFINITY];
                    let mut given = values.into_iter();
                    for default in defaults {
                        let bound = match given.next() {
                            Some(bound) => self.assign_to(bound, TypeId::NUMBER),
                            None => self.number_expression(default, span),
                        };
                        operands.push(bound);
                    }
                    return Ok(Expression {
                        kind: ExpressionKind::Builtin {
                            builtin: crate::hir::Builtin::Typed(crate::hir::TypedMethod::Fill),
                            arguments: operands,
                        },
                        ty: buffer_type,
                        span,
                    });
                }
                let start = Self::nth_or_undefined(&mut values, 0, span);
                let end = Self::nth_or_undefined(&mut values, 1, span);
                if value.ty == TypeId::STRING {
                    let encoding = Self::nth_or_undefined(&mut values, 2, span);
                    self.buffer_prelude_call(
                        "__scriptcBufferFillString",
                        vec![buffer, value, start, end, encoding],
                        span,
                    )
                } else if self.is_byte_source(value.ty) {
                    let value_type = value.ty;
                    self.typed_prelude_call(
                        "__scriptcBufferFillBytes",
                        vec![value_type],
                        vec![buffer, value, start, end],
                        span,
                    )
                } else {
                    let shown = self.types.display(value.ty).to_string();
                    return Ok(
                        self.unsupported_buffer(format!("filling a Buffer with a '{shown}'"), span)
                    );
                }
            }
            "write" => {
                let Some(mut values) = call(self, 1, 4) else {
                    return Ok(Self::poison(span));
                };
                let text = values.remove(0);
                // write(text, encoding), write(text, offset, encoding),
                // write(text, offset, length, encoding).
                let (offset, length, encoding) = match values.len() {
                    1 if values[0].ty == TypeId::STRING => (
                        Self::undefined_value(span),
                        Self::undefined_value(span),
                        values.remove(0),
                    ),
                    2 if values[1].ty == TypeId::STRING => {
                        let encoding = values.remove(1);
                        (values.remove(0), Self::undefined_value(span), encoding)
                    }
                    _ => {
                        let offset = Self::nth_or_undefined(&mut values, 0, span);
                        let length = Self::nth_or_undefined(&mut values, 1, span);
                        let encoding = Self::nth_or_undefined(&mut values, 2, span);
                        (offset, length, encoding)
                    }
                };
                self.buffer_prelude_call(
                    "__scriptcBufferWrite",
                    vec![buffer, text, offset, length, encoding],
                    span,
                )
            }
            "swap16" | "swap32" | "swap64" => {
                if call(self, 0, 0).is_none() {
                    return Ok(Self::poison(span));
                }
                let size = match method {
                    "swap16" => 2.0,
                    "swap32" => 4.0,
                    _ => 8.0,
                };
                let size = self.number_expression(size, span);
                self.buffer_prelude_call("__scriptcBufferSwap", vec![buffer, size], span)
            }
            // A Buffer's `slice` is a view, as `subarray` is (the runtime's
            // `slice` makes a view of a Buffer whatever the static type).
            _ => return Err(buffer),
        })
    }
}
