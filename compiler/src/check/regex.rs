//! Regular expressions: literals, `RegExp`, and the string methods that
//! take one. `RegExp` is TypeScript in this part of the prelude, over the
//! runtime's `__scriptc.regex*` primitives (`runtime/src/regex.rs`); a
//! literal `/p/f` is a new `RegExp` each time it is evaluated, and its
//! pattern is checked here as V8 checks it when parsing.

use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{Expression, ExpressionKind};
use crate::types::TypeId;

/// Whether a program needs this part of the prelude: it names `RegExp`,
/// calls a method `match` or `search` (which make one of a string), or has
/// a `/` where an expression starts (a literal; a stray match only costs
/// the prelude's checking).
pub(crate) fn needs_prelude(text: &str) -> bool {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    if text
        .split(|c: char| !is_word(c))
        .any(|word| word == "RegExp")
        || text.contains(".match(")
        || text.contains(".search(")
    {
        return true;
    }
    let bytes = text.as_bytes();
    let mut previous = b';';
    let mut word_end = 0;
    for (i, &byte) in bytes.iter().enumerate() {
        if byte == b'/' {
            let next = bytes.get(i + 1).copied().unwrap_or(b' ');
            let after_keyword = ["return", "typeof", "case", "of", "in", "yield", "await"]
                .iter()
                .any(|keyword| {
                    text[..word_end].ends_with(keyword) && word_end == i_without_space(text, i)
                });
            if next != b'/'
                && next != b'*'
                && (b"(,=:[!&|?{};+-*%<>~^".contains(&previous) || after_keyword)
            {
                return true;
            }
        }
        if !byte.is_ascii_whitespace() {
            previous = byte;
            if is_word(byte as char) {
                word_end = i + 1;
            }
        }
    }
    false
}

/// The end of the text before position `i` without its trailing spaces.
fn i_without_space(text: &str, i: usize) -> usize {
    text[..i].trim_end().len()
}

pub(crate) const PRELUDE: &str = r#"
type RegExpMatchArray = string[];
type RegExpExecArray = string[];
class RegExp {
    readonly source: string;
    readonly flags: string;
    lastIndex: number = 0;
    __handle: number;
    // `g` or `y`: `exec` starts at `lastIndex` and updates it.
    __stateful: boolean;
    constructor(pattern: string | RegExp, flags?: string) {
        let text = "";
        let given = "";
        if (typeof pattern === "string") {
            text = pattern;
            given = flags === undefined ? "" : flags;
        } else {
            text = pattern.source;
            given = flags === undefined ? pattern.flags : flags;
        }
        this.__handle = __scriptc.regexCompile(text, given);
        this.source = __scriptc.regexSourcePlain(this.__handle) ? text : __scriptcRegexSource(text);
        let ordered = given;
        if (given.length > 1) {
            ordered = "";
            for (const flag of "dgimsuvy") {
                if (given.includes(flag)) ordered += flag;
            }
        }
        this.flags = ordered;
        this.__stateful = given.includes("g") || given.includes("y");
    }
    get global(): boolean {
        return this.flags.includes("g");
    }
    get ignoreCase(): boolean {
        return this.flags.includes("i");
    }
    get multiline(): boolean {
        return this.flags.includes("m");
    }
    get sticky(): boolean {
        return this.flags.includes("y");
    }
    get unicode(): boolean {
        return this.flags.includes("u");
    }
    get unicodeSets(): boolean {
        return this.flags.includes("v");
    }
    get dotAll(): boolean {
        return this.flags.includes("s");
    }
    get hasIndices(): boolean {
        return this.flags.includes("d");
    }
    exec(text: string): RegExpExecArray | null {
        const stateful = this.__stateful;
        const start = stateful ? Math.max(0, Math.trunc(this.lastIndex)) : 0;
        if (start > text.length) {
            this.lastIndex = 0;
            return null;
        }
        const found = __scriptc.regexExec(this.__handle, text, start);
        if (found.length === 0) {
            if (stateful) this.lastIndex = 0;
            return null;
        }
        if (stateful) this.lastIndex = __scriptc.regexLastEnd();
        return found;
    }
    test(text: string): boolean {
        if (this.__stateful) return this.exec(text) !== null;
        return __scriptc.regexTest(this.__handle, text);
    }
    toString(): string {
        return "/" + this.source + "/" + this.flags;
    }
    toJSON(): {} {
        return {};
    }
    __scriptcInspect(): string {
        return this.toString();
    }
}
function __scriptcRegexLiteral(source: string, flags: string): RegExp {
    return new RegExp(source, flags);
}
// `source`: the pattern with `/` and line breaks escaped, `(?:)` for none.
function __scriptcRegexSource(pattern: string): string {
    if (pattern === "") return "(?:)";
    if (!pattern.includes("/") && !pattern.includes("\n") && !pattern.includes("\r") && !pattern.includes("\u2028") && !pattern.includes("\u2029")) return pattern;
    let out = "";
    let escaped = false;
    let inClass = false;
    for (const c of pattern) {
        if (escaped) {
            out += c;
            escaped = false;
            continue;
        }
        if (c === "\\") escaped = true;
        else if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        if (c === "/" && !inClass) out += "\\/";
        else if (c === "\n") out += "\\n";
        else if (c === "\r") out += "\\r";
        else if (c === "\u2028") out += "\\u2028";
        else if (c === "\u2029") out += "\\u2029";
        else out += c;
    }
    return out;
}
// After an empty match at `index`: the next code point with `u` or `v`,
// else the next code unit.
function __scriptcRegexAdvance(text: string, index: number, unicode: boolean): number {
    if (!unicode || index + 1 >= text.length) return index + 1;
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    return unit >= 0xd800 && unit < 0xdc00 && next >= 0xdc00 && next < 0xe000 ? index + 2 : index + 1;
}
function __scriptcRegexMatch(text: string, re: RegExp): RegExpMatchArray | null {
    if (!re.global) return re.exec(text);
    re.lastIndex = 0;
    const all = __scriptc.regexMatchAll(re.__handle, text);
    return all.length === 0 ? null : all;
}
function __scriptcRegexMatchAll(text: string, re: RegExp): RegExpMatchArray[] {
    if (!re.global) throw new TypeError("String.prototype.matchAll called with a non-global RegExp argument");
    const copy = new RegExp(re, re.flags);
    copy.lastIndex = re.lastIndex;
    const all: RegExpMatchArray[] = [];
    while (true) {
        const found = copy.exec(text);
        if (found === null) break;
        all.push(found);
        if (found[0] === "") copy.lastIndex = __scriptcRegexAdvance(text, copy.lastIndex, copy.unicode || copy.unicodeSets);
    }
    return all;
}
function __scriptcStringSearch(text: string, pattern: string): number {
    return __scriptcRegexSearch(text, new RegExp(pattern));
}
function __scriptcStringMatch(text: string, pattern: string): RegExpMatchArray | null {
    return new RegExp(pattern).exec(text);
}
function __scriptcStringMatchAll(text: string, pattern: string): RegExpMatchArray[] {
    return __scriptcRegexMatchAll(text, new RegExp(pattern, "g"));
}
function __scriptcRegexSearch(text: string, re: RegExp): number {
    const saved = re.lastIndex;
    re.lastIndex = 0;
    const found = re.exec(text);
    const index = found === null ? -1 : __scriptc.regexLastStart();
    re.lastIndex = saved;
    return index;
}
function __scriptcRegexReplace(text: string, re: RegExp, replacement: string, all: boolean): string {
    if (all && !re.global) throw new TypeError("String.prototype.replaceAll called with a non-global RegExp argument");
    if (re.global) {
        re.lastIndex = 0;
        return __scriptc.regexReplace(re.__handle, text, replacement, 1, 0);
    }
    if (re.sticky) {
        const start = Math.max(0, Math.trunc(re.lastIndex));
        const found = re.exec(text);
        if (found === null) return text;
        return __scriptc.regexReplace(re.__handle, text, replacement, 0, start);
    }
    return __scriptc.regexReplace(re.__handle, text, replacement, 0, 0);
}
function __scriptcRegexReplaceWith(text: string, re: RegExp, replacer: (match: string) => string, all: boolean): string {
    if (all && !re.global) throw new TypeError("String.prototype.replaceAll called with a non-global RegExp argument");
    const global = re.global;
    if (global) re.lastIndex = 0;
    let out = "";
    let copied = 0;
    while (true) {
        const found = re.exec(text);
        if (found === null) break;
        const start = __scriptc.regexLastStart();
        const end = __scriptc.regexLastEnd();
        out += text.slice(copied, start) + replacer(found[0]);
        copied = end;
        if (!global) break;
        if (found[0] === "") re.lastIndex = __scriptcRegexAdvance(text, re.lastIndex, re.unicode || re.unicodeSets);
    }
    return out + text.slice(copied);
}
function __scriptcRegexReplaceGroups0(text: string, re: RegExp, replacer: (m: string, offset: number, input: string) => string, all: boolean): string {
    if (all && !re.global) throw new TypeError("String.prototype.replaceAll called with a non-global RegExp argument");
    const global = re.global;
    if (global) re.lastIndex = 0;
    let out = "";
    let copied = 0;
    while (true) {
        const found = re.exec(text);
        if (found === null) break;
        const start = __scriptc.regexLastStart();
        const end = __scriptc.regexLastEnd();
        out += text.slice(copied, start) + replacer(found[0], start, text);
        copied = end;
        if (!global) break;
        if (found[0] === "") re.lastIndex = __scriptcRegexAdvance(text, re.lastIndex, re.unicode || re.unicodeSets);
    }
    return out + text.slice(copied);
}
function __scriptcRegexReplaceGroups1(text: string, re: RegExp, replacer: (m: string, p1: string, offset: number, input: string) => string, all: boolean): string {
    if (all && !re.global) throw new TypeError("String.prototype.replaceAll called with a non-global RegExp argument");
    const global = re.global;
    if (global) re.lastIndex = 0;
    let out = "";
    let copied = 0;
    while (true) {
        const found = re.exec(text);
        if (found === null) break;
        const start = __scriptc.regexLastStart();
        const end = __scriptc.regexLastEnd();
        out += text.slice(copied, start) + replacer(found[0], found[1], start, text);
        copied = end;
        if (!global) break;
        if (found[0] === "") re.lastIndex = __scriptcRegexAdvance(text, re.lastIndex, re.unicode || re.unicodeSets);
    }
    return out + text.slice(copied);
}
function __scriptcRegexReplaceGroups2(text: string, re: RegExp, replacer: (m: string, p1: string, p2: string, offset: number, input: string) => string, all: boolean): string {
    if (all && !re.global) throw new TypeError("String.prototype.replaceAll called with a non-global RegExp argument");
    const global = re.global;
    if (global) re.lastIndex = 0;
    let out = "";
    let copied = 0;
    while (true) {
        const found = re.exec(text);
        if (found === null) break;
        const start = __scriptc.regexLastStart();
        const end = __scriptc.regexLastEnd();
        out += text.slice(copied, start) + replacer(found[0], found[1], found[2], start, text);
        copied = end;
        if (!global) break;
        if (found[0] === "") re.lastIndex = __scriptcRegexAdvance(text, re.lastIndex, re.unicode || re.unicodeSets);
    }
    return out + text.slice(copied);
}
function __scriptcRegexReplaceGroups3(text: string, re: RegExp, replacer: (m: string, p1: string, p2: string, p3: string, offset: number, input: string) => string, all: boolean): string {
    if (all && !re.global) throw new TypeError("String.prototype.replaceAll called with a non-global RegExp argument");
    const global = re.global;
    if (global) re.lastIndex = 0;
    let out = "";
    let copied = 0;
    while (true) {
        const found = re.exec(text);
        if (found === null) break;
        const start = __scriptc.regexLastStart();
        const end = __scriptc.regexLastEnd();
        out += text.slice(copied, start) + replacer(found[0], found[1], found[2], found[3], start, text);
        copied = end;
        if (!global) break;
        if (found[0] === "") re.lastIndex = __scriptcRegexAdvance(text, re.lastIndex, re.unicode || re.unicodeSets);
    }
    return out + text.slice(copied);
}
function __scriptcRegexReplaceGroups4(text: string, re: RegExp, replacer: (m: string, p1: string, p2: string, p3: string, p4: string, offset: number, input: string) => string, all: boolean): string {
    if (all && !re.global) throw new TypeError("String.prototype.replaceAll called with a non-global RegExp argument");
    const global = re.global;
    if (global) re.lastIndex = 0;
    let out = "";
    let copied = 0;
    while (true) {
        const found = re.exec(text);
        if (found === null) break;
        const start = __scriptc.regexLastStart();
        const end = __scriptc.regexLastEnd();
        out += text.slice(copied, start) + replacer(found[0], found[1], found[2], found[3], found[4], start, text);
        copied = end;
        if (!global) break;
        if (found[0] === "") re.lastIndex = __scriptcRegexAdvance(text, re.lastIndex, re.unicode || re.unicodeSets);
    }
    return out + text.slice(copied);
}
function __scriptcRegexReplaceCaptures(text: string, re: RegExp, replacer: (m: string, p1: string, p2: string, p3: string, p4: string, p5: string, p6: string, p7: string, p8: string, p9: string) => string, all: boolean): string {
    if (all && !re.global) throw new TypeError("String.prototype.replaceAll called with a non-global RegExp argument");
    const global = re.global;
    if (global) re.lastIndex = 0;
    let out = "";
    let copied = 0;
    while (true) {
        const found = re.exec(text);
        if (found === null) break;
        const start = __scriptc.regexLastStart();
        const end = __scriptc.regexLastEnd();
        out += text.slice(copied, start) + replacer(found[0], found[1], found[2], found[3], found[4], found[5], found[6], found[7], found[8], found[9]);
        copied = end;
        if (!global) break;
        if (found[0] === "") re.lastIndex = __scriptcRegexAdvance(text, re.lastIndex, re.unicode || re.unicodeSets);
    }
    return out + text.slice(copied);
}
// `limit` is NaN where the call gives none.
function __scriptcRegexSplit(text: string, re: RegExp, limit: number): string[] {
    return __scriptc.regexSplit(re.__handle, text, limit);
}
"#;

impl<'a> Checker<'a> {
    /// The prelude's `RegExp` class type, when the program has the regular
    /// expression part of the prelude.
    pub(crate) fn regexp_type(&mut self) -> Option<TypeId> {
        let Some(Binding::Class(class)) = self.scopes[self.prelude_scope]
            .top_level
            .get("RegExp")
            .copied()
        else {
            return None;
        };
        Some(self.class_type(class))
    }

    /// `/pattern/flags`: checked as V8 checks it, then a new `RegExp`.
    pub(crate) fn check_regex_literal(&mut self, regex: &ast::Regex, span: Span) -> Expression {
        let pattern = regex.exp.to_string();
        let flags = regex.flags.to_string();
        if let Err(message) = validate(&pattern, &flags) {
            self.error(Diagnostic::new(
                Code::SyntaxError,
                span,
                format!("Invalid regular expression: /{pattern}/{flags}: {message}"),
            ));
            return Self::poison(span);
        }
        let arguments = vec![
            Expression {
                kind: ExpressionKind::String(pattern.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            },
            Expression {
                kind: ExpressionKind::String(flags.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            },
        ];
        self.call_prelude_checked("__scriptcRegexLiteral", arguments, span)
    }

    /// A call of a prelude function with arguments already checked, of the
    /// types its parameters have.
    pub(crate) fn call_prelude_checked(
        &mut self,
        name: &str,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        let Some(Binding::Function(function)) =
            self.scopes[self.prelude_scope].top_level.get(name).copied()
        else {
            self.error(Diagnostic::unsupported(span, "a regular expression here"));
            return Self::poison(span);
        };
        self.call_of(function, arguments, span)
    }

    /// `text.match(s)`, `matchAll` or `search` with a string: through a
    /// regular expression made of it.
    fn string_pattern_call(
        &mut self,
        method: &str,
        text: Expression,
        pattern: Expression,
        span: Span,
    ) -> Expression {
        let name = match method {
            "match" => "__scriptcStringMatch",
            "matchAll" => "__scriptcStringMatchAll",
            _ => "__scriptcStringSearch",
        };
        self.call_prelude_checked(name, vec![text, pattern], span)
    }

    /// `text.match(re)`, `matchAll`, `search`, `replace`, `replaceAll` and
    /// `split` with a regular expression; the receiver back when the first
    /// argument is not one.
    pub(crate) fn check_string_regex_method(
        &mut self,
        text: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Result<Expression, Expression> {
        if !matches!(
            method,
            "match" | "matchAll" | "search" | "replace" | "replaceAll" | "split"
        ) {
            return Err(text);
        }
        let Some(regexp) = self.regexp_type() else {
            return Err(text);
        };
        let Some(first) = arguments.first().filter(|first| first.spread.is_none()) else {
            return Err(text);
        };
        let count = arguments.len();
        // `match`, `matchAll` and `search` of a string make a regular
        // expression of it (`matchAll` a global one), as JavaScript does.
        let of_string = matches!(method, "match" | "matchAll" | "search") && count == 1;
        if of_string && is_string_syntax(&first.expr) {
            let pattern = self.check_expecting(&first.expr, Some(TypeId::STRING));
            if pattern.ty == TypeId::STRING {
                return Ok(self.string_pattern_call(method, text, pattern, span));
            }
            self.error(Diagnostic::unsupported(span, "this pattern"));
            return Ok(text);
        }
        // Only what checking twice cannot change: a literal, `new RegExp`,
        // a name or a member of one (checked again as a string otherwise).
        if !may_be_regex(&first.expr) {
            return Err(text);
        }
        let pattern = self.check_expression(&first.expr);
        if of_string && pattern.ty == TypeId::STRING {
            return Ok(self.string_pattern_call(method, text, pattern, span));
        }
        if pattern.ty != regexp {
            return Err(text);
        }
        let value = match method {
            "match" | "matchAll" | "search" if count == 1 => {
                let name = match method {
                    "match" => "__scriptcRegexMatch",
                    "matchAll" => "__scriptcRegexMatchAll",
                    _ => "__scriptcRegexSearch",
                };
                self.call_prelude_checked(name, vec![text, pattern], span)
            }
            "split" if count <= 2 => {
                let limit = match arguments.get(1) {
                    Some(limit) => {
                        let limit = self.check_expecting(&limit.expr, Some(TypeId::NUMBER));
                        self.library_argument(limit, TypeId::NUMBER, true)
                    }
                    None => Expression {
                        kind: ExpressionKind::Number(f64::NAN),
                        ty: TypeId::NUMBER,
                        span,
                    },
                };
                self.call_prelude_checked("__scriptcRegexSplit", vec![text, pattern, limit], span)
            }
            "replace" | "replaceAll" if count == 2 => {
                let all = Expression {
                    kind: ExpressionKind::Boolean(method == "replaceAll"),
                    ty: TypeId::BOOLEAN,
                    span,
                };
                let replacement = &arguments[1].expr;
                let gathers = |syntax: &super::closures::ClosureSyntax| {
                    matches!(syntax.parameters.last(), Some((ast::Pat::Rest(_), _)))
                };
                match super::closures::ClosureSyntax::of_expression(replacement) {
                    Some(syntax) if syntax.parameters.len() > 1 || gathers(&syntax) => {
                        // JavaScript passes the match, each capture, the
                        // offset and the input: positions a literal's
                        // capture count fixes.
                        // A rest parameter takes them all, which with named
                        // groups would include the groups object too.
                        let groups = match &*first.expr {
                            ast::Expr::Lit(ast::Lit::Regex(literal))
                                if !(gathers(&syntax) && literal.exp.contains("(?<")) =>
                            {
                                Some(capture_count(&literal.exp))
                            }
                            _ => None,
                        };
                        let taken = match groups {
                            Some(groups) if gathers(&syntax) => groups + 2,
                            _ => syntax.parameters.len() - 1,
                        };
                        match groups {
                            Some(groups) if groups <= 4 && taken <= groups + 2 => {
                                let mut parameters = vec![TypeId::STRING; groups + 1];
                                parameters.extend([TypeId::NUMBER, TypeId::STRING]);
                                let replacer = self.check_callback(
                                    replacement,
                                    parameters,
                                    Some(TypeId::STRING),
                                );
                                self.call_prelude_checked(
                                    &format!("__scriptcRegexReplaceGroups{groups}"),
                                    vec![text, pattern, replacer, all],
                                    span,
                                )
                            }
                            Some(groups) if taken <= groups && taken <= 9 => {
                                let replacer = self.check_callback(
                                    replacement,
                                    vec![TypeId::STRING; 10],
                                    Some(TypeId::STRING),
                                );
                                self.call_prelude_checked(
                                    "__scriptcRegexReplaceCaptures",
                                    vec![text, pattern, replacer, all],
                                    span,
                                )
                            }
                            _ => {
                                self.error(Diagnostic::unsupported(
                                    span,
                                    "a replacement function taking more than the match, with a regular expression that is not a literal (or has more than 9 groups)",
                                ));
                                Self::poison(span)
                            }
                        }
                    }
                    Some(_) => {
                        let replacer = self.check_callback(
                            replacement,
                            vec![TypeId::STRING],
                            Some(TypeId::STRING),
                        );
                        self.call_prelude_checked(
                            "__scriptcRegexReplaceWith",
                            vec![text, pattern, replacer, all],
                            span,
                        )
                    }
                    None => {
                        let replacement = self.check_expecting(replacement, Some(TypeId::STRING));
                        // A function value: given the match, each capture,
                        // the offset and the input (positions a literal's
                        // capture count fixes).
                        if self.function_signature(replacement.ty).is_some() {
                            let groups = match &*first.expr {
                                ast::Expr::Lit(ast::Lit::Regex(literal))
                                    if !literal.exp.contains("(?<") =>
                                {
                                    Some(capture_count(&literal.exp))
                                }
                                _ => None,
                            };
                            let Some(groups) = groups.filter(|&groups| groups <= 4) else {
                                self.error(Diagnostic::unsupported(
                                    span,
                                    "a replacement function value with a regular expression that \
                                     is not a literal (or has named groups or more than 4 groups)",
                                ));
                                return Ok(Self::poison(span));
                            };
                            let mut parameters = vec![TypeId::STRING; groups + 1];
                            parameters.extend([TypeId::NUMBER, TypeId::STRING]);
                            let wanted = self.function_type(parameters, TypeId::STRING);
                            let replacer = self.coerce(replacement, wanted);
                            let replacer = self.assign_to(replacer, wanted);
                            return Ok(self.call_prelude_checked(
                                &format!("__scriptcRegexReplaceGroups{groups}"),
                                vec![text, pattern, replacer, all],
                                span,
                            ));
                        }
                        let replacement = self.assign_to(replacement, TypeId::STRING);
                        self.call_prelude_checked(
                            "__scriptcRegexReplace",
                            vec![text, pattern, replacement, all],
                            span,
                        )
                    }
                }
            }
            _ => {
                self.error(Diagnostic::new(
                    Code::ArgumentCount,
                    span,
                    format!("Wrong number of arguments for '{method}' with a regular expression."),
                ));
                Self::poison(span)
            }
        };
        Ok(value)
    }
}

/// How many capturing groups a pattern has: every `(` outside a class and
/// not escaped, except `(?:`, `(?=`, `(?!`, `(?<=` and `(?<!` (a named group
/// `(?<name>` captures).
fn capture_count(pattern: &str) -> usize {
    let bytes = pattern.as_bytes();
    let mut count = 0;
    let mut in_class = false;
    let mut index = 0;
    while index < bytes.len() {
        match bytes[index] {
            b'\\' => index += 1,
            b'[' => in_class = true,
            b']' => in_class = false,
            b'(' if !in_class => {
                let rest = &bytes[index + 1..];
                let captures = !rest.starts_with(b"?")
                    || (rest.starts_with(b"?<")
                        && !rest.starts_with(b"?<=")
                        && !rest.starts_with(b"?<!"));
                count += usize::from(captures);
            }
            _ => {}
        }
        index += 1;
    }
    count
}

/// A first argument that may be a regular expression and may be checked
/// twice: a literal, `new RegExp(...)`, a name, or members of a name.
/// Whether `expression` is a string by its syntax alone: a string or
/// template literal, or a concatenation with one.
fn is_string_syntax(expression: &ast::Expr) -> bool {
    match expression {
        ast::Expr::Lit(ast::Lit::Str(_)) | ast::Expr::Tpl(_) => true,
        ast::Expr::Paren(inner) => is_string_syntax(&inner.expr),
        ast::Expr::Bin(binary) if binary.op == ast::BinaryOp::Add => {
            is_string_syntax(&binary.left) || is_string_syntax(&binary.right)
        }
        _ => false,
    }
}

fn may_be_regex(expression: &ast::Expr) -> bool {
    match expression {
        ast::Expr::Lit(ast::Lit::Regex(_)) | ast::Expr::Ident(_) | ast::Expr::This(_) => true,
        ast::Expr::New(new) => {
            matches!(&*new.callee, ast::Expr::Ident(name) if name.sym == "RegExp")
        }
        ast::Expr::Paren(inner) => may_be_regex(&inner.expr),
        ast::Expr::Member(member) => {
            matches!(member.prop, ast::MemberProp::Ident(_)) && may_be_regex(&member.obj)
        }
        _ => false,
    }
}

/// The pattern and flags of a literal as V8 accepts them; else the reason.
fn validate(pattern: &str, flags: &str) -> Result<(), String> {
    let mut seen = String::new();
    for flag in flags.chars() {
        if !"dgimsuvy".contains(flag) || seen.contains(flag) {
            return Err(format!("Invalid regular expression flags '{flags}'"));
        }
        seen.push(flag);
    }
    let unicode = seen.contains('u') || seen.contains('v');
    let regress_flags = regress::Flags {
        icase: seen.contains('i'),
        multiline: seen.contains('m'),
        dot_all: seen.contains('s'),
        unicode,
        unicode_sets: seen.contains('v'),
        ..regress::Flags::default()
    };
    let characters: Vec<u32> = pattern.chars().map(u32::from).collect();
    regress::Regex::from_unicode(characters.into_iter(), regress_flags)
        .map(|_| ())
        .map_err(|error| error.to_string())
}
