//! `throw`, `try`/`catch`/`finally`, `unknown` values and their
//! narrowing, and the built-in error classes.
//!
//! A `catch` binding has type `unknown`. Reads of an `unknown` local inside
//! a region where a condition narrowed it (`e instanceof Error`,
//! `typeof e === "string"`) are its payload, unboxed with a run-time check
//! (`FromDynamic`): the checker trusts tsc's narrowing for the type and the
//! check keeps a wrong guess from reading memory as the wrong type.

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use super::scope::{Binding, NarrowKey};
use crate::diagnostics::{Diagnostic, Span};
use crate::hir::{self, Expression, ExpressionKind, LocalId, Statement, Variable};
use crate::types::TypeId;

/// The error classes every program may use, written in the subset itself
/// and checked before the program (only when the program mentions them).
pub(crate) const PRELUDE: &str = r#"
interface ErrorOptions {
    cause?: unknown;
}
class Error {
    name: string = "Error";
    message: string;
    cause: unknown;
    constructor(message?: string, options?: ErrorOptions) {
        this.message = message === undefined ? "" : message;
        if (options !== undefined) this.cause = options.cause;
    }
    toString(): string {
        if (this.name === "") return this.message;
        if (this.message === "") return this.name;
        return this.name + ": " + this.message;
    }
    // Node's has the call sites' files and lines, which a compiled
    // program has not: the error's text, then one anonymous frame.
    #stack: string | undefined;
    get stack(): string | undefined {
        return this.#stack !== undefined ? this.#stack : this.toString() + "\n    at <anonymous>";
    }
    set stack(value: string | undefined) {
        this.#stack = value;
    }
}
class TypeError extends Error {
    constructor(message?: string, options?: ErrorOptions) {
        super(message, options);
        this.name = "TypeError";
    }
}
class RangeError extends Error {
    constructor(message?: string, options?: ErrorOptions) {
        super(message, options);
        this.name = "RangeError";
    }
}
class SyntaxError extends Error {
    constructor(message?: string, options?: ErrorOptions) {
        super(message, options);
        this.name = "SyntaxError";
    }
}
class ReferenceError extends Error {
    constructor(message?: string, options?: ErrorOptions) {
        super(message, options);
        this.name = "ReferenceError";
    }
}
class EvalError extends Error {
    constructor(message?: string, options?: ErrorOptions) {
        super(message, options);
        this.name = "EvalError";
    }
}
class URIError extends Error {
    constructor(message?: string, options?: ErrorOptions) {
        super(message, options);
        this.name = "URIError";
    }
}
class AggregateError extends Error {
    errors: any[];
    constructor(errors: any[], message?: string, options?: ErrorOptions) {
        super(message, options);
        this.name = "AggregateError";
        this.errors = errors;
    }
}
class __ScriptcCodedError extends Error {
    code: string;
    constructor(message: string, code: string) {
        super(message);
        this.code = code;
    }
    toString(): string {
        return this.name + " [" + this.code + "]: " + this.message;
    }
}
class __ScriptcCodedTypeError extends TypeError {
    code: string;
    constructor(message: string, code: string) {
        super(message);
        this.code = code;
    }
    toString(): string {
        return this.name + " [" + this.code + "]: " + this.message;
    }
}
class __ScriptcCodedRangeError extends RangeError {
    code: string;
    constructor(message: string, code: string) {
        super(message);
        this.code = code;
    }
    toString(): string {
        return this.name + " [" + this.code + "]: " + this.message;
    }
}
function __scriptcStackOverflow(): void {
    throw new RangeError("Maximum call stack size exceeded");
}
function __scriptcRuntimeError(kind: number, message: string): void {
    if (kind === 0) throw new TypeError(message);
    if (kind === 1) throw new RangeError(message);
    if (kind === 4) throw new SyntaxError(message);
    if (kind === 5) throw new AggregateError([], message);
    if (kind === 6) throw new URIError(message);
    // Node's errors with a code (`RangeError [ERR_OUT_OF_RANGE]: ...`):
    // kind 8 + 0 (Error), 1 (TypeError) or 2 (RangeError), the code and
    // the message joined by a NUL character.
    if (kind >= 8 && kind <= 10) {
        const cut = message.indexOf("\u0000");
        const code = message.slice(0, cut);
        const text = message.slice(cut + 1);
        if (kind === 9) throw new __ScriptcCodedTypeError(text, code);
        if (kind === 10) throw new __ScriptcCodedRangeError(text, code);
        throw new __ScriptcCodedError(text, code);
    }
    if (kind === 7) {
        const cut = message.indexOf("\u0000");
        const named = new Error(message.slice(cut + 1));
        named.name = message.slice(0, cut);
        throw named;
    }
    /*system errors*/
    throw new Error(message);
}
"#;

/// The prelude function the runtime calls (through `scr_set_error_hook`)
/// to throw the errors it raises, in programs with a `try`.
pub const RUNTIME_ERROR_FUNCTION: &str = "__scriptcRuntimeError";

/// The prelude function a stack guard calls when the stack runs out: it
/// throws Node's RangeError.
pub const STACK_OVERFLOW_FUNCTION: &str = "__scriptcStackOverflow";

/// The part of the prelude for programs that name `stringify`.
pub(crate) const JSON_PRELUDE: &str = r#"
// `JSON.stringify(value, replacer, space)` with a replacer function or a
// list of keys, as ECMAScript's SerializeJSONProperty walks the value.
function __scriptcJsonReplaced(value: any, replacer: (key: string, value: any) => any, space?: any): any {
    const holder: any = { "": value };
    return __scriptcJsonProperty(holder, "", replacer, undefined, __scriptcJsonGap(space), "");
}
function __scriptcJsonKept(value: any, keys: any[], space?: any): any {
    const keep: string[] = [];
    for (const key of keys) {
        if (typeof key === "string" || typeof key === "number") {
            const text = String(key);
            if (!keep.includes(text)) keep.push(text);
        }
    }
    const holder: any = { "": value };
    return __scriptcJsonProperty(holder, "", undefined, keep, __scriptcJsonGap(space), "");
}
function __scriptcJsonGap(space: any): string {
    if (typeof space === "number") return " ".repeat(Math.min(10, Math.max(0, Math.floor(space))));
    if (typeof space === "string") return space.slice(0, 10);
    return "";
}
function __scriptcJsonProperty(holder: any, key: string, replacer: ((key: string, value: any) => any) | undefined, keep: string[] | undefined, gap: string, indent: string): any {
    let value: any = holder[key];
    if (value !== null && typeof value === "object" && typeof value.toJSON === "function") {
        value = value.toJSON(key);
    }
    if (replacer !== undefined) value = (replacer as any).call(holder, key, value);
    if (value === null) return "null";
    const kind = typeof value;
    if (kind === "boolean") return value ? "true" : "false";
    if (kind === "string") return JSON.stringify(value as string);
    if (kind === "number") return isFinite(value) ? String(value) : "null";
    if (kind !== "object") return undefined;
    const inner = indent + gap;
    const parts: string[] = [];
    if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) {
            const item = __scriptcJsonProperty(value, String(index), replacer, keep, gap, inner);
            parts.push(item === undefined ? "null" : item);
        }
        if (parts.length === 0) return "[]";
        if (gap === "") return "[" + parts.join(",") + "]";
        return "[\n" + inner + parts.join(",\n" + inner) + "\n" + indent + "]";
    }
    const keys: string[] = keep !== undefined ? keep : Object.keys(value);
    for (const name of keys) {
        const item = __scriptcJsonProperty(value, name, replacer, keep, gap, inner);
        if (item !== undefined) parts.push(JSON.stringify(name) + (gap === "" ? ":" : ": ") + item);
    }
    if (parts.length === 0) return "{}";
    if (gap === "") return "{" + parts.join(",") + "}";
    return "{\n" + inner + parts.join(",\n" + inner) + "\n" + indent + "}";
}
"#;

/// Whether a program may call `JSON.stringify` with a replacer: its text
/// has the word `stringify`.
/// Whether a program needs `console.count`'s counters (it writes
/// `console.count` or `console.countReset`; a variable named `count`
/// does not).
pub(crate) fn needs_count_prelude(text: &str) -> bool {
    text.contains("console.count")
}

/// `console.count(label)` and `console.countReset(label)`: a counter per
/// label, printed as `label: n` (Node's warning for resetting a counter
/// that does not exist goes to stderr).
pub(crate) const COUNT_PRELUDE: &str = r#"
const __scriptcCounts = new Map<string, number>();
function __scriptcConsoleCount(label: string): void {
    const count = (__scriptcCounts.get(label) ?? 0) + 1;
    __scriptcCounts.set(label, count);
    console.log(label + ": " + count);
}
function __scriptcConsoleCountReset(label: string): void {
    if (!__scriptcCounts.has(label)) {
        console.error("Warning: Count for '" + label + "' does not exist");
        return;
    }
    __scriptcCounts.delete(label);
}
"#;

pub(crate) fn needs_json_prelude(text: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .any(|word| word == "stringify")
}

/// Whether a program needs the prelude: its code (not its comments or
/// string literals) names an error class (a whole word ending in
/// `Error`), has a `try`, or names a typed array (whose per-element
/// methods are prelude functions).
pub(crate) fn needs_prelude(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut index = 0;
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    while index < bytes.len() {
        match bytes[index] {
            b'/' if bytes.get(index + 1) == Some(&b'/') => {
                while index < bytes.len() && bytes[index] != b'\n' {
                    index += 1;
                }
            }
            b'/' if bytes.get(index + 1) == Some(&b'*') => {
                index += 2;
                while index + 1 < bytes.len() && !(bytes[index] == b'*' && bytes[index + 1] == b'/')
                {
                    index += 1;
                }
                index += 2;
            }
            quote @ (b'"' | b'\'') => {
                index += 1;
                while index < bytes.len() && bytes[index] != quote && bytes[index] != b'\n' {
                    if bytes[index] == b'\\' {
                        index += 1;
                    }
                    index += 1;
                }
                index += 1;
            }
            b if is_word(b) => {
                let start = index;
                while index < bytes.len() && is_word(bytes[index]) {
                    index += 1;
                }
                // Error classes, and `try` (whose stack guards throw a
                // RangeError).
                let word = &text[start..index];
                if word.ends_with("Error")
                    || word == "try"
                    || crate::types::TypedKind::from_name(word).is_some()
                {
                    return true;
                }
            }
            _ => index += 1,
        }
    }
    false
}

/// A type predicate (`x is T`, `asserts x is T`, `asserts x`).
#[derive(Clone, Copy)]
pub(crate) struct Predicate {
    pub parameter: usize,
    pub ty: Option<TypeId>,
    pub asserts: bool,
}

impl<'a> Checker<'a> {
    /// The predicate a result annotation declares, if it is one.
    pub(crate) fn predicate_of(
        &mut self,
        annotation: &'a ast::TsType,
        parameters: &[(String, TypeId, Span)],
    ) -> Option<Predicate> {
        let ast::TsType::TsTypePredicate(predicate) = annotation else {
            return None;
        };
        let ast::TsThisTypeOrIdent::Ident(name) = &predicate.param_name else {
            return None;
        };
        let parameter = parameters
            .iter()
            .position(|(parameter, _, _)| parameter == name.sym.as_str())?;
        let ty = predicate
            .type_ann
            .as_ref()
            .map(|annotation| self.resolve_type(&annotation.type_ann));
        Some(Predicate {
            parameter,
            ty,
            asserts: predicate.asserts,
        })
    }

    /// What a call of a predicate function tells about the variable passed
    /// for its parameter: narrowed where the call returned `truthy` (an
    /// assertion: after it returned).
    fn predicate_facts(
        &mut self,
        call: &'a ast::CallExpr,
        truthy: bool,
        asserting: bool,
    ) -> Vec<(NarrowKey, TypeId)> {
        let ast::Callee::Expr(callee) = &call.callee else {
            return Vec::new();
        };
        let ast::Expr::Ident(name) = &**callee else {
            return Vec::new();
        };
        let Some(Binding::Function(function)) = self.resolve_name(name.sym.as_str()) else {
            return Vec::new();
        };
        let Some(predicate) = self.predicates.get(&function).copied() else {
            return Vec::new();
        };
        if predicate.asserts != asserting {
            return Vec::new();
        }
        let Some(argument) = call.args.get(predicate.parameter) else {
            return Vec::new();
        };
        let Some((variable, current)) = self.dynamic_local(&argument.expr) else {
            return Vec::new();
        };
        let narrowed = match (predicate.ty, truthy) {
            (Some(ty), true) => {
                if self.types.union_members(current).is_some() && !self.types.is_dynamic(ty) {
                    let target = ty;
                    self.narrow_members(current, |member| member == target)
                        .or(Some(ty))
                } else {
                    Some(ty)
                }
            }
            (Some(ty), false) => self.narrow_members(current, |member| member != ty),
            (None, true) => self.narrow_members(current, |member| {
                member != TypeId::NULL && member != TypeId::UNDEFINED
            }),
            (None, false) => None,
        };
        narrowed.map(|ty| vec![(variable, ty)]).unwrap_or_default()
    }

    /// After an expression statement that calls an assertion function:
    /// the narrowing it asserts holds for the rest of the block.
    pub(crate) fn assertion_facts(&mut self, expression: &'a ast::Expr) {
        if let ast::Expr::Call(call) = expression {
            let facts = self.predicate_facts(call, true, true);
            self.current.narrowings.extend(facts);
        }
    }

    /// `throw value`: any value; codegen boxes it as `unknown`.
    pub(crate) fn check_throw(&mut self, statement: &'a ast::ThrowStmt, out: &mut Vec<Statement>) {
        let value = self.check_expression(&statement.arg);
        if value.ty == TypeId::VOID {
            let span = value.span;
            self.error(Diagnostic::unsupported(
                span,
                "throwing the result of a void call",
            ));
        }
        out.push(Statement::Throw(value));
    }

    /// `try { } catch (e) { } finally { }`.
    pub(crate) fn check_try(&mut self, statement: &'a ast::TryStmt, out: &mut Vec<Statement>) {
        self.has_try = true;
        // A throw may leave the body anywhere: the catch, the finally and
        // what follows see what the statement assigns at its declared type.
        let assigned = self.assigned_keys(statement);
        let mark = self.current.narrowings.len();
        let breaks_before: Vec<(hir::TargetId, usize)> = self
            .current
            .break_states
            .iter()
            .map(|(target, states)| (*target, states.len()))
            .collect();
        let body = self.check_block(&statement.block.stmts);
        let catch = statement.handler.as_ref().map(|clause| {
            self.current.narrowings.truncate(mark);
            self.widen(&assigned);
            let span = self.span(clause.span);
            let caught = Expression {
                kind: ExpressionKind::Caught,
                ty: TypeId::UNKNOWN,
                span,
            };
            self.current.push_scope();
            let mut statements = Vec::new();
            let binding = match &clause.param {
                Some(ast::Pat::Ident(binding)) => {
                    // `catch (e: any)` (tsc allows only `any` and `unknown`).
                    let mut ty = TypeId::UNKNOWN;
                    if let Some(annotation) = &binding.type_ann {
                        let annotated = self.resolve_type(&annotation.type_ann);
                        if annotated == TypeId::ANY {
                            ty = TypeId::ANY;
                        } else if annotated != TypeId::UNKNOWN && annotated != TypeId::NEVER {
                            let span = self.span(annotation.span);
                            self.error(Diagnostic::unsupported(
                                span,
                                "a catch binding of a type other than 'unknown'",
                            ));
                        }
                    }
                    let name = binding.id.sym.to_string();
                    let span = self.span(binding.id.span);
                    let caught = Expression { ty, ..caught };
                    let id = self.declare_local(&name, ty, true, span);
                    statements.push(Statement::Let {
                        local: id,
                        value: Some(caught),
                    });
                    Some(id)
                }
                Some(other) => {
                    let span = self.span(other.span());
                    self.error(Diagnostic::unsupported(
                        span,
                        "a destructuring catch binding",
                    ));
                    statements.push(Statement::Expression(caught));
                    None
                }
                None => {
                    // The exception is taken and dropped.
                    statements.push(Statement::Expression(caught));
                    None
                }
            };
            self.check_statements(&clause.body.stmts, &mut statements);
            let declared = self.current.pop_scope();
            (
                binding,
                hir::Block {
                    statements,
                    declared,
                },
            )
        });
        let finally = statement.finalizer.as_ref().map(|block| {
            self.current.narrowings.truncate(mark);
            self.widen(&assigned);
            self.check_block(&block.stmts)
        });
        self.current.narrowings.truncate(mark);
        self.widen(&assigned);
        // A `break` out of the statement runs the `finally` on its way: its
        // facts lose what the statement assigns.
        if statement.finalizer.is_some() && !assigned.is_empty() {
            let widening: Vec<(NarrowKey, TypeId)> = assigned
                .iter()
                .filter_map(|key| Some((key.clone(), self.declared_type(key)?)))
                .collect();
            for (target, states) in self.current.break_states.iter_mut() {
                let before = breaks_before
                    .iter()
                    .find(|(known, _)| known == target)
                    .map_or(0, |(_, count)| *count);
                for state in states.iter_mut().skip(before) {
                    state.extend(widening.iter().cloned());
                }
            }
        }
        let saved = LocalId(self.current.locals.len() as u32);
        self.current
            .locals
            .push(hir::Local::new("[exception]", TypeId::UNKNOWN));
        out.push(Statement::Try {
            body,
            catch,
            finally,
            saved,
        });
    }

    /// A read of a boxed local (`unknown`, a union): its payload where a
    /// condition narrowed it to one member, the same box with a narrower
    /// type where it narrowed it to fewer members.
    pub(crate) fn narrowed_read(&self, id: Variable, read: Expression) -> Expression {
        if !self.types.is_dynamic(read.ty) {
            // An object narrowed to a class by `instanceof`: the same
            // pointer, read as the class.
            let narrowed = self
                .current
                .narrowings
                .iter()
                .rev()
                .find(|(key, _)| key.0 == id && key.1.is_none())
                .map(|&(_, ty)| ty)
                .filter(|&ty| {
                    ty != read.ty
                        && (self.types.class(ty).is_some() || self.is_union_narrowing(read.ty, ty))
                });
            return match narrowed {
                Some(ty) => Expression { ty, ..read },
                None => read,
            };
        }
        let Some(&(_, ty)) = self
            .current
            .narrowings
            .iter()
            .rev()
            .find(|(key, _)| key.0 == id && key.1.is_none())
        else {
            return read;
        };
        if ty == read.ty {
            return read;
        }
        let span = read.span;
        if self.types.is_dynamic(ty) {
            return Expression {
                kind: read.kind,
                ty,
                span,
            };
        }
        Expression {
            kind: ExpressionKind::FromDynamic(Box::new(read)),
            ty,
            span,
        }
    }

    /// A narrowed read as the box itself, for operations that take any
    /// value (printing): the narrowing needs no run-time check there.
    pub(crate) fn unnarrowed(value: Expression) -> Expression {
        match value.kind {
            ExpressionKind::FromDynamic(inner)
                if matches!(inner.kind, ExpressionKind::Variable(_)) =>
            {
                *inner
            }
            kind => Expression { kind, ..value },
        }
    }

    /// What `Array.isArray(value)` (or `value instanceof Array`) being
    /// `truthy` tells about a boxed local.
    fn array_narrowing(&mut self, value: &'a ast::Expr, truthy: bool) -> Vec<(NarrowKey, TypeId)> {
        let Some((key, current)) = self.dynamic_local(value) else {
            return Vec::new();
        };
        // An `unknown` is an array of `any`s (tsc's `any[]`), read as an
        // `any`.
        if current == TypeId::UNKNOWN {
            return if truthy {
                vec![(key, TypeId::ANY)]
            } else {
                Vec::new()
            };
        }
        let arrays: Vec<TypeId> = self
            .members_of(current)
            .unwrap_or_default()
            .into_iter()
            .filter(|&member| self.types.element(member).is_some())
            .collect();
        self.narrow_members(current, |member| arrays.contains(&member) == truthy)
            .map(|ty| vec![(key, ty)])
            .unwrap_or_default()
    }

    /// What `condition` being `truthy` (or not) tells about boxed locals:
    /// their narrowed types.
    pub(crate) fn narrowing_facts(
        &mut self,
        condition: &'a ast::Expr,
        truthy: bool,
    ) -> Vec<(NarrowKey, TypeId)> {
        use ast::BinaryOp as Op;
        match condition {
            ast::Expr::Paren(inner) => self.narrowing_facts(&inner.expr, truthy),
            ast::Expr::Call(call) if is_array_is_array(call) => {
                let Some(argument) = call.args.first() else {
                    return Vec::new();
                };
                self.array_narrowing(&argument.expr, truthy)
            }
            // `x instanceof Array`: as `Array.isArray(x)`.
            ast::Expr::Bin(binary)
                if binary.op == Op::InstanceOf
                    && matches!(&*binary.right, ast::Expr::Ident(class)
                        if class.sym == "Array" && self.lookup("Array").is_none()) =>
            {
                self.array_narrowing(&binary.left, truthy)
            }
            ast::Expr::Call(call) => self.predicate_facts(call, truthy, false),
            ast::Expr::Unary(unary) if unary.op == ast::UnaryOp::Bang => {
                self.narrowing_facts(&unary.arg, !truthy)
            }
            // `if (step.done)` of a generator's step: its `value`.
            ast::Expr::Member(member) if self.iterator_done(member).is_some() => {
                self.iterator_done_facts(member, truthy)
            }
            // `if (x)`, `if (this.f)`: not null or undefined.
            ast::Expr::Ident(_) | ast::Expr::Member(_) => {
                let Some((local, current)) = self.dynamic_local(condition) else {
                    return Vec::new();
                };
                if !truthy {
                    return Vec::new();
                }
                self.narrow_members(current, |member| {
                    member != TypeId::NULL && member != TypeId::UNDEFINED
                })
                .map(|ty| vec![(local, ty)])
                .unwrap_or_default()
            }
            ast::Expr::Bin(binary) => match binary.op {
                Op::LogicalAnd if truthy => {
                    let mut facts = self.narrowing_facts(&binary.left, true);
                    let right = self.with_narrowings(facts.clone(), |checker| {
                        checker.narrowing_facts(&binary.right, true)
                    });
                    facts.extend(right);
                    facts
                }
                Op::LogicalOr if !truthy => {
                    let mut facts = self.narrowing_facts(&binary.left, false);
                    let right = self.with_narrowings(facts.clone(), |checker| {
                        checker.narrowing_facts(&binary.right, false)
                    });
                    facts.extend(right);
                    facts
                }
                // `e instanceof A || e instanceof B`: what each side tells
                // of a variable both narrow, joined (`A | B`).
                Op::LogicalOr => {
                    let left = self.narrowing_facts(&binary.left, true);
                    let left_false = self.narrowing_facts(&binary.left, false);
                    let right = self.with_narrowings(left_false, |checker| {
                        checker.narrowing_facts(&binary.right, true)
                    });
                    let mut facts = Vec::new();
                    for (key, ty) in left {
                        if let Some(&(_, other)) = right.iter().find(|(found, _)| *found == key)
                            && let Some(joined) = self.join_types(&key, &[Some(ty), Some(other)])
                        {
                            facts.push((key, joined));
                        }
                    }
                    facts
                }
                // `"radius" in shape` of a discriminated union.
                Op::In => self
                    .property_in_narrowing(binary, truthy)
                    .into_iter()
                    .collect(),
                Op::InstanceOf if truthy && let Some(fact) = self.class_narrowing(binary) => {
                    vec![fact]
                }
                Op::InstanceOf => {
                    let (Some((local, current)), ast::Expr::Ident(class)) =
                        (self.dynamic_local(&binary.left), &*binary.right)
                    else {
                        return Vec::new();
                    };
                    let Some(Binding::Class(id)) = self.lookup(class.sym.as_str()) else {
                        return Vec::new();
                    };
                    let class_type = self.class_type(id);
                    let narrowed = if truthy {
                        Some(class_type)
                    } else {
                        self.narrow_members(current, |member| member != class_type)
                    };
                    narrowed.map(|ty| vec![(local, ty)]).unwrap_or_default()
                }
                Op::EqEqEq | Op::EqEq | Op::NotEqEq | Op::NotEq => {
                    let equal = matches!(binary.op, Op::EqEqEq | Op::EqEq);
                    let loose = matches!(binary.op, Op::EqEq | Op::NotEq);
                    let positive = equal == truthy;
                    // `step.done === true` (or `false`) of a generator's step.
                    if let (ast::Expr::Member(member), ast::Expr::Lit(ast::Lit::Bool(flag)))
                    | (ast::Expr::Lit(ast::Lit::Bool(flag)), ast::Expr::Member(member)) =
                        (&*binary.left, &*binary.right)
                        && self.iterator_done(member).is_some()
                    {
                        return self.iterator_done_facts(member, flag.value == positive);
                    }
                    // `x.kind === "num"` of a discriminated union.
                    if let Some(fact) = self.discriminant_narrowing(binary, positive) {
                        return vec![fact];
                    }
                    // `typeof x === "string"`
                    if let Some((operand, name)) = typeof_comparison(binary) {
                        let Some((local, current)) = self.dynamic_local(operand) else {
                            return Vec::new();
                        };
                        let is_kind = |this: &Self, member: TypeId| match name.as_str() {
                            "string" => member == TypeId::STRING,
                            "number" => member == TypeId::NUMBER,
                            "boolean" => member == TypeId::BOOLEAN,
                            "undefined" => member == TypeId::UNDEFINED,
                            "symbol" => this.is_symbol(member),
                            "bigint" => member == TypeId::BIGINT,
                            "object" => {
                                member == TypeId::NULL
                                    || (this.types.is_object(member) && !this.is_symbol(member))
                                    || this.types.element(member).is_some()
                            }
                            _ => false,
                        };
                        let narrowed = if self.types.union_members(current).is_some() {
                            let members = self.members_of(current).unwrap_or_default();
                            let kept: Vec<TypeId> = members
                                .into_iter()
                                .filter(|&member| is_kind(self, member) == positive)
                                .collect();
                            match kept.as_slice() {
                                [] => None,
                                [only] => Some(*only),
                                _ => self.union_of(&kept),
                            }
                        } else if positive {
                            match name.as_str() {
                                "string" => Some(TypeId::STRING),
                                "number" => Some(TypeId::NUMBER),
                                "boolean" => Some(TypeId::BOOLEAN),
                                "bigint" => Some(TypeId::BIGINT),
                                // An `unknown` object (tsc's `object | null`):
                                // read as an `any`.
                                "object" if current == TypeId::UNKNOWN => Some(TypeId::ANY),
                                "symbol" if current == TypeId::UNKNOWN => {
                                    Some(self.symbol_type(self.span(binary.span)))
                                }
                                _ => None,
                            }
                        } else {
                            None
                        };
                        let narrowed = narrowed.or_else(|| {
                            self.unreachable_narrowing(&local, current, &|this, member| {
                                is_kind(this, member) == positive
                            })
                        });
                        return narrowed.map(|ty| vec![(local, ty)]).unwrap_or_default();
                    }
                    // `x === null`, `x !== undefined`, `x != null`
                    let (operand, empty) = match (&*binary.left, &*binary.right) {
                        (operand, other) | (other, operand) if is_empty_value(other).is_some() => {
                            (operand, is_empty_value(other).unwrap_or(TypeId::NULL))
                        }
                        _ => return Vec::new(),
                    };
                    let Some((local, current)) = self.dynamic_local(operand) else {
                        return Vec::new();
                    };
                    let matches_empty = |member: TypeId| {
                        if loose {
                            member == TypeId::NULL || member == TypeId::UNDEFINED
                        } else {
                            member == empty
                        }
                    };
                    self.narrow_members(current, |member| matches_empty(member) == positive)
                        .or_else(|| {
                            self.unreachable_narrowing(&local, current, &|_, member| {
                                matches_empty(member) == positive
                            })
                        })
                        .map(|ty| vec![(local, ty)])
                        .unwrap_or_default()
                }
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// A test that no value of `current` passes (tsc types the code it
    /// guards `never`: it cannot run, as `x` was narrowed by an assignment,
    /// say): the declared type's members that pass, so the code still
    /// checks (and, were it ever reached, unboxes with a check). `None`
    /// when `current` itself passes or is not a narrowing.
    fn unreachable_narrowing(
        &mut self,
        key: &NarrowKey,
        current: TypeId,
        keep: &dyn Fn(&Self, TypeId) -> bool,
    ) -> Option<TypeId> {
        if current == TypeId::UNKNOWN {
            return None;
        }
        let passes = match self.types.union_members(current) {
            Some(members) => members.iter().any(|&member| keep(self, member)),
            None => keep(self, current),
        };
        if passes {
            return None;
        }
        let declared = self.declared_type(key)?;
        let members = self.members_of(declared)?;
        let kept: Vec<TypeId> = members
            .into_iter()
            .filter(|&member| keep(self, member))
            .collect();
        match kept.as_slice() {
            [] => None,
            [only] => Some(*only),
            _ => self.union_of(&kept),
        }
    }

    /// `switch (typeof x) { case "string": ... }`: per case, the narrowing
    /// of `x` its body may rely on (none where a non-empty case above falls
    /// through into it).
    pub(crate) fn typeof_switch_narrowings(
        &mut self,
        switch: &'a ast::SwitchStmt,
    ) -> Vec<Option<(NarrowKey, TypeId)>> {
        let ast::Expr::Unary(unary) = &*switch.discriminant else {
            return Vec::new();
        };
        if unary.op != ast::UnaryOp::TypeOf {
            return Vec::new();
        }
        let Some((key, current)) = self.dynamic_local(&unary.arg) else {
            return Vec::new();
        };
        let tested: Vec<String> = switch
            .cases
            .iter()
            .filter_map(|case| match case.test.as_deref() {
                Some(ast::Expr::Lit(ast::Lit::Str(text))) => {
                    Some(text.value.to_string_lossy().to_string())
                }
                _ => None,
            })
            .collect();
        let mut result = Vec::new();
        // The names reaching the next body through empty cases, or `None`
        // when a body falls through (anything may reach).
        let mut reaching: Option<Vec<String>> = Some(Vec::new());
        let mut default_reaches = false;
        for case in &switch.cases {
            match case.test.as_deref() {
                Some(ast::Expr::Lit(ast::Lit::Str(text))) => {
                    if let Some(names) = reaching.as_mut() {
                        names.push(text.value.to_string_lossy().to_string());
                    }
                }
                None => default_reaches = true,
                Some(_) => reaching = None,
            }
            let narrowed = match &reaching {
                Some(names) if !names.is_empty() || default_reaches => {
                    let names = names.clone();
                    let tested = tested.clone();
                    let keep = |this: &Self, member: TypeId| {
                        let name = typeof_name(this, member);
                        names.contains(&name.to_string())
                            || (default_reaches && !tested.contains(&name.to_string()))
                    };
                    if self.types.union_members(current).is_some() {
                        let members = self.members_of(current).unwrap_or_default();
                        let kept: Vec<TypeId> =
                            members.into_iter().filter(|&m| keep(self, m)).collect();
                        match kept.as_slice() {
                            [] => None,
                            [only] => Some(*only),
                            _ => self.union_of(&kept),
                        }
                    } else {
                        None
                    }
                }
                _ => None,
            };
            result.push(narrowed.map(|ty| (key.clone(), ty)));
            if case.cons.is_empty() {
                continue;
            }
            let ends = super::discriminants::case_ends(&case.cons);
            reaching = if ends { Some(Vec::new()) } else { None };
            default_reaches = false;
        }
        result
    }

    /// The local an identifier names when it holds a box, with its type
    /// where the identifier is (narrowed by the conditions around it).
    fn dynamic_local(&mut self, expression: &'a ast::Expr) -> Option<(NarrowKey, TypeId)> {
        let (key, declared) = match expression {
            ast::Expr::Ident(name) => self.variable_key(name.sym.as_str())?,
            // `x.f` and `this.f`: a property of a variable.
            ast::Expr::Member(member) => self.member_key(member)?,
            ast::Expr::Paren(inner) => return self.dynamic_local(&inner.expr),
            // `(m = re.exec(s)) !== null`: the variable just assigned (its
            // declared type; the assignment ends any narrowing of it).
            ast::Expr::Assign(assign) if assign.op == ast::AssignOp::Assign => {
                let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Ident(name)) = &assign.left
                else {
                    return None;
                };
                let (key, declared) = self.variable_key(name.id.sym.as_str())?;
                return self.types.is_dynamic(declared).then_some((key, declared));
            }
            _ => return None,
        };
        if !self.types.is_dynamic(declared) {
            return None;
        }
        let current = self.current_type(&key, declared);
        Some((key, current))
    }

    /// What `key` holds now: its latest narrowing, or its `declared` type.
    pub(crate) fn current_type(&self, key: &NarrowKey, declared: TypeId) -> TypeId {
        self.current
            .narrowings
            .iter()
            .rev()
            .find(|(narrowed, _)| narrowed == key)
            .map_or(declared, |&(_, ty)| ty)
    }

    /// A local or global variable by name, with its declared type.
    /// `x instanceof C` where `x` is an object (of a class C derives
    /// from, or of an interface type): `x` is a `C` where it holds.
    fn class_narrowing(&mut self, binary: &'a ast::BinExpr) -> Option<(NarrowKey, TypeId)> {
        let (ast::Expr::Ident(variable), ast::Expr::Ident(class)) =
            (binary.left.unwrap_parens(), binary.right.unwrap_parens())
        else {
            return None;
        };
        let target = match self.lookup(class.sym.as_str()) {
            Some(Binding::Class(id)) => id,
            _ => self.peek_local_class(class.sym.as_str())?,
        };
        let (key, declared) = self.variable_key(variable.sym.as_str())?;
        if self.types.is_dynamic(declared) {
            return None;
        }
        let base = self.types.non_null(declared).unwrap_or(declared);
        let narrows = match self.types.class(base) {
            Some(own) => own != target && self.derives_from(target, own),
            None => matches!(self.types.get(base), crate::types::Type::Object(_)),
        };
        narrows.then(|| (key, self.class_type(target)))
    }

    pub(crate) fn variable_key(&mut self, name: &str) -> Option<(NarrowKey, TypeId)> {
        match self.resolve_name(name) {
            Some(Binding::Local { id, .. }) => Some((
                (Variable::Local(id), None),
                self.current.locals[id.index()].ty,
            )),
            Some(Binding::Global(id)) => {
                Some(((Variable::Global(id), None), self.globals[id.index()].ty?))
            }
            _ => None,
        }
    }

    /// `x.f = value` (and `this.f = value`): a narrowing of `x.f` no longer
    /// holds; `x.f` has its declared type again.
    pub(crate) fn reset_member_narrowing(&mut self, member: &'a ast::MemberExpr) {
        if let Some((key, declared)) = self.member_key(member) {
            self.current.narrowings.push((key, declared));
        }
    }

    /// `x.f` or `this.f` of a boxed type: the narrowing key and the
    /// property's declared type.
    pub(crate) fn member_key(
        &mut self,
        member: &'a ast::MemberExpr,
    ) -> Option<(NarrowKey, TypeId)> {
        let ast::MemberProp::Ident(property) = &member.prop else {
            return None;
        };
        let variable = match &*member.obj {
            ast::Expr::Ident(name) => self.resolve_name(name.sym.as_str()),
            ast::Expr::This(_) => self.resolve_name("this"),
            _ => None,
        };
        let (variable, object_type) = match variable {
            Some(Binding::Local { id, .. }) => {
                (Variable::Local(id), self.current.locals[id.index()].ty)
            }
            Some(Binding::Global(id)) => (Variable::Global(id), self.globals[id.index()].ty?),
            _ => return None,
        };
        let base = self.types.non_null(object_type).unwrap_or(object_type);
        let ty = self.member_type(base, property.sym.as_str())?;
        // A box, or a discriminated union (`this.state.kind === "idle"`).
        let union = self.types.non_null(ty).unwrap_or(ty);
        (self.types.is_dynamic(ty) || self.merged_members.contains_key(&union))
            .then(|| ((variable, Some(property.sym.to_string())), ty))
    }

    /// `step.done` where `step` is a variable holding a generator's step
    /// whose `value` is a box: the variable and the step's type.
    fn iterator_done(&mut self, member: &'a ast::MemberExpr) -> Option<(Variable, TypeId)> {
        let ast::MemberProp::Ident(property) = &member.prop else {
            return None;
        };
        let ast::Expr::Ident(name) = &*member.obj else {
            return None;
        };
        if property.sym != "done" {
            return None;
        }
        let ((variable, _), declared) = self.variable_key(name.sym.as_str())?;
        let step = self.types.non_null(declared).unwrap_or(declared);
        self.iterator_results.get(&step).copied().flatten()?;
        let value = self.member_type(step, "value")?;
        self.types.is_dynamic(value).then_some((variable, step))
    }

    /// What `step.done` being `done` tells of `step.value`: the yielded
    /// type, or the returned one.
    fn iterator_done_facts(
        &mut self,
        member: &'a ast::MemberExpr,
        done: bool,
    ) -> Vec<(NarrowKey, TypeId)> {
        let Some((variable, step)) = self.iterator_done(member) else {
            return Vec::new();
        };
        let Some(Some((yielded, returned))) = self.iterator_results.get(&step).copied() else {
            return Vec::new();
        };
        vec![(
            (variable, Some("value".to_string())),
            if done { returned } else { yielded },
        )]
    }

    /// A read of property `name` of a variable: its narrowed value where a
    /// condition narrowed `variable.name`.
    pub(crate) fn narrowed_member(
        &self,
        variable: Option<Variable>,
        name: &str,
        read: Expression,
    ) -> Expression {
        let Some(variable) = variable else {
            return read;
        };
        if !self.types.is_dynamic(read.ty) {
            // A discriminated union narrowed by a test of its property:
            // the same object, read as what the test left.
            let narrowed = self
                .current
                .narrowings
                .iter()
                .rev()
                .find(|(key, _)| key.0 == variable && key.1.as_deref() == Some(name))
                .map(|&(_, ty)| ty)
                .filter(|&ty| ty != read.ty && self.is_union_narrowing(read.ty, ty));
            return match narrowed {
                Some(ty) => Expression { ty, ..read },
                None => read,
            };
        }
        let Some(&(_, ty)) = self
            .current
            .narrowings
            .iter()
            .rev()
            .find(|(key, _)| key.0 == variable && key.1.as_deref() == Some(name))
        else {
            return read;
        };
        if ty == read.ty {
            return read;
        }
        let span = read.span;
        if self.types.is_dynamic(ty) {
            return Expression {
                kind: read.kind,
                ty,
                span,
            };
        }
        Expression {
            kind: ExpressionKind::FromDynamic(Box::new(read)),
            ty,
            span,
        }
    }

    /// Runs `check` with `facts` in force.
    pub(crate) fn with_narrowings<T>(
        &mut self,
        facts: Vec<(NarrowKey, TypeId)>,
        check: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let mark = self.current.narrowings.len();
        let before = self.flow_state();
        self.current.narrowings.extend(facts);
        let result = check(self);
        // The code checked runs only sometimes: what follows sees the
        // union of having run it and not (see `flow`).
        let after = self.flow_state();
        self.merge_flows(mark, &[before, after]);
        result
    }

    /// `value instanceof C`, `typeof value`, `String(value)` for an
    /// `unknown` value.
    pub(crate) fn dynamic_instance_of(
        &mut self,
        value: Expression,
        class: crate::types::ClassId,
        span: Span,
    ) -> Expression {
        Expression {
            kind: ExpressionKind::DynamicInstanceOf {
                value: Box::new(value),
                class,
            },
            ty: TypeId::BOOLEAN,
            span,
        }
    }
}

/// `typeof x === "name"` (either way round): the operand and the name.
fn typeof_comparison(binary: &ast::BinExpr) -> Option<(&ast::Expr, String)> {
    match (&*binary.left, &*binary.right) {
        (ast::Expr::Unary(unary), ast::Expr::Lit(ast::Lit::Str(text)))
        | (ast::Expr::Lit(ast::Lit::Str(text)), ast::Expr::Unary(unary))
            if unary.op == ast::UnaryOp::TypeOf =>
        {
            Some((&unary.arg, text.value.to_string_lossy().to_string()))
        }
        _ => None,
    }
}

/// `null` or `undefined` written as a value: which one.
fn is_empty_value(expression: &ast::Expr) -> Option<TypeId> {
    match expression {
        ast::Expr::Lit(ast::Lit::Null(_)) => Some(TypeId::NULL),
        ast::Expr::Ident(name) if name.sym.as_str() == "undefined" => Some(TypeId::UNDEFINED),
        _ => None,
    }
}

/// What `typeof` answers for a value of member type `member`.
fn typeof_name(checker: &Checker<'_>, member: TypeId) -> &'static str {
    match member {
        TypeId::STRING => "string",
        TypeId::NUMBER => "number",
        TypeId::BOOLEAN => "boolean",
        TypeId::UNDEFINED => "undefined",
        TypeId::BIGINT => "bigint",
        _ if checker.function_signature(member).is_some() => "function",
        _ => "object",
    }
}

/// `Array.isArray(x)`.
fn is_array_is_array(call: &ast::CallExpr) -> bool {
    let ast::Callee::Expr(callee) = &call.callee else {
        return false;
    };
    let ast::Expr::Member(member) = &**callee else {
        return false;
    };
    matches!(&*member.obj, ast::Expr::Ident(object) if object.sym == "Array")
        && matches!(&member.prop, ast::MemberProp::Ident(name) if name.sym == "isArray")
}
