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
use super::scope::Binding;
use crate::diagnostics::{Diagnostic, Span};
use crate::hir::{self, Expression, ExpressionKind, LocalId, Statement};
use crate::types::TypeId;

/// The error classes every program may use, written in the subset itself
/// and checked before the program (only when the program mentions them).
pub(crate) const PRELUDE: &str = r#"
class Error {
    name: string = "Error";
    message: string;
    constructor(message?: string) {
        this.message = message === undefined ? "" : message;
    }
    toString(): string {
        if (this.name === "") return this.message;
        if (this.message === "") return this.name;
        return this.name + ": " + this.message;
    }
}
class TypeError extends Error {
    constructor(message?: string) {
        super(message);
        this.name = "TypeError";
    }
}
class RangeError extends Error {
    constructor(message?: string) {
        super(message);
        this.name = "RangeError";
    }
}
class SyntaxError extends Error {
    constructor(message?: string) {
        super(message);
        this.name = "SyntaxError";
    }
}
class ReferenceError extends Error {
    constructor(message?: string) {
        super(message);
        this.name = "ReferenceError";
    }
}
class EvalError extends Error {
    constructor(message?: string) {
        super(message);
        this.name = "EvalError";
    }
}
class URIError extends Error {
    constructor(message?: string) {
        super(message);
        this.name = "URIError";
    }
}
"#;

/// Whether a program needs the prelude: its code (not its comments or
/// string literals) names an error class, as a whole word ending in
/// `Error`.
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
                if text[start..index].ends_with("Error") {
                    return true;
                }
            }
            _ => index += 1,
        }
    }
    false
}

impl<'a> Checker<'a> {
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
        let body = self.check_block(&statement.block.stmts);
        let catch = statement.handler.as_ref().map(|clause| {
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
                    if let Some(annotation) = &binding.type_ann {
                        let ty = self.resolve_type(&annotation.type_ann);
                        if ty != TypeId::UNKNOWN && ty != TypeId::NEVER {
                            let span = self.span(annotation.span);
                            self.error(Diagnostic::unsupported(
                                span,
                                "a catch binding of a type other than 'unknown'",
                            ));
                        }
                    }
                    let name = binding.id.sym.to_string();
                    let span = self.span(binding.id.span);
                    let id = self.declare_local(&name, TypeId::UNKNOWN, true, span);
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
        let finally = statement
            .finalizer
            .as_ref()
            .map(|block| self.check_block(&block.stmts));
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

    /// A read of an `unknown` local: its payload where a condition
    /// narrowed it.
    pub(crate) fn narrowed_read(&self, id: LocalId, read: Expression) -> Expression {
        if read.ty != TypeId::UNKNOWN {
            return read;
        }
        match self
            .current
            .narrowings
            .iter()
            .rev()
            .find(|(local, _)| *local == id)
        {
            Some(&(_, ty)) if ty != TypeId::UNKNOWN => {
                let span = read.span;
                Expression {
                    kind: ExpressionKind::FromDynamic(Box::new(read)),
                    ty,
                    span,
                }
            }
            _ => read,
        }
    }

    /// What `condition` being `truthy` (or not) tells about `unknown`
    /// locals: their narrowed types.
    pub(crate) fn narrowing_facts(
        &mut self,
        condition: &'a ast::Expr,
        truthy: bool,
    ) -> Vec<(LocalId, TypeId)> {
        match condition {
            ast::Expr::Paren(inner) => self.narrowing_facts(&inner.expr, truthy),
            ast::Expr::Unary(unary) if unary.op == ast::UnaryOp::Bang => {
                self.narrowing_facts(&unary.arg, !truthy)
            }
            ast::Expr::Bin(binary) => {
                use ast::BinaryOp as Op;
                match binary.op {
                    Op::LogicalAnd if truthy => {
                        let mut facts = self.narrowing_facts(&binary.left, true);
                        facts.extend(self.narrowing_facts(&binary.right, true));
                        facts
                    }
                    Op::LogicalOr if !truthy => {
                        let mut facts = self.narrowing_facts(&binary.left, false);
                        facts.extend(self.narrowing_facts(&binary.right, false));
                        facts
                    }
                    Op::InstanceOf if truthy => {
                        let (Some(local), ast::Expr::Ident(class)) =
                            (self.unknown_local(&binary.left), &*binary.right)
                        else {
                            return Vec::new();
                        };
                        match self.lookup(class.sym.as_str()) {
                            Some(Binding::Class(id)) => vec![(local, self.class_type(id))],
                            _ => Vec::new(),
                        }
                    }
                    Op::EqEqEq | Op::EqEq | Op::NotEqEq | Op::NotEq => {
                        let equal = matches!(binary.op, Op::EqEqEq | Op::EqEq);
                        if equal != truthy {
                            return Vec::new();
                        }
                        let (typeof_side, literal) = match (&*binary.left, &*binary.right) {
                            (ast::Expr::Unary(unary), ast::Expr::Lit(ast::Lit::Str(text)))
                            | (ast::Expr::Lit(ast::Lit::Str(text)), ast::Expr::Unary(unary))
                                if unary.op == ast::UnaryOp::TypeOf =>
                            {
                                (&unary.arg, text.value.to_string_lossy().to_string())
                            }
                            _ => return Vec::new(),
                        };
                        let Some(local) = self.unknown_local(typeof_side) else {
                            return Vec::new();
                        };
                        let ty = match literal.as_str() {
                            "string" => TypeId::STRING,
                            "number" => TypeId::NUMBER,
                            "boolean" => TypeId::BOOLEAN,
                            _ => return Vec::new(),
                        };
                        vec![(local, ty)]
                    }
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    /// The local an identifier names when it is an `unknown` local.
    fn unknown_local(&mut self, expression: &'a ast::Expr) -> Option<LocalId> {
        let ast::Expr::Ident(name) = expression else {
            return None;
        };
        match self.resolve_name(name.sym.as_str()) {
            Some(Binding::Local { id, .. })
                if self.current.locals[id.index()].ty == TypeId::UNKNOWN =>
            {
                Some(id)
            }
            _ => None,
        }
    }

    /// Runs `check` with `facts` in force.
    pub(crate) fn with_narrowings<T>(
        &mut self,
        facts: Vec<(LocalId, TypeId)>,
        check: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let mark = self.current.narrowings.len();
        self.current.narrowings.extend(facts);
        let result = check(self);
        self.current.narrowings.truncate(mark);
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
