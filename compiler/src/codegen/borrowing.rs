//! Borrowed reads: a counted value read from an array element, a field or
//! a shared variable is normally retained for the rest of its full
//! expression, since something later in the expression (a call, an
//! assignment) could release the place's reference and free it. In a
//! *quiet* full expression nothing can: the read borrows the place's
//! reference, with no retain and no release.
//!
//! An expression is quiet when nothing in it can release a reference held
//! elsewhere: no store of a counted value into a field, element or
//! property (an assignment to a variable is allowed: a nested one releases
//! the old value with the expression's temporaries, and a whole-statement
//! one releases it last), no call except of functions that are themselves
//! quiet (every full expression of their bodies quiet, and no assignment
//! of a counted global or boxed local, which would release in the middle
//! of the caller's expression; found as a fixed point over the program),
//! no accessor, callback, dynamic operation or allocation that runs a
//! constructor. Pushing onto an array is quiet: it only takes references.
//! A read through a structural type (`PropertyGet`) is quiet when no class
//! of the program has a getter of that name: the inline cache can then
//! only find a field.

use std::collections::HashSet;

use crate::hir::{ArrayChange, Builtin, Expression, ExpressionKind, FuncId, Program, Statement};
use crate::types::TypeId;

/// The property names some class of the program has a getter for.
pub(crate) fn getter_names(program: &Program) -> HashSet<String> {
    program
        .classes
        .iter()
        .flat_map(|class| &class.methods)
        .filter_map(|(name, _)| name.strip_prefix("get ").map(str::to_string))
        .collect()
}

/// Per function: calling it releases no reference it did not take itself.
pub(crate) fn quiet_functions(
    program: &Program,
    implementations: &dyn Fn(&Expression) -> Option<Vec<FuncId>>,
) -> Vec<bool> {
    let getters = getter_names(program);
    let mut quiet = vec![true; program.functions.len()];
    loop {
        let mut changed = false;
        for (index, function) in program.functions.iter().enumerate() {
            if !quiet[index] {
                continue;
            }
            let mut all = true;
            function.body.for_each_expression(&mut |expression| {
                all &= is_quiet(&quiet, &getters, implementations, expression)
                    && !assigns_shared(program, function, expression);
            });
            all &= !has_unsupported_statement(&function.body);
            if !all {
                quiet[index] = false;
                changed = true;
            }
        }
        if !changed {
            return quiet;
        }
    }
}

/// Whether the expression assigns a counted variable its caller could
/// have borrowed from: a global, or a boxed local (shared with closures).
/// Inside the caller's own expression such an assignment releases late
/// (nested) or last (the whole statement); inside a called function it
/// releases in the middle of the caller's expression.
fn assigns_shared(
    program: &Program,
    function: &crate::hir::Function,
    expression: &Expression,
) -> bool {
    expression.any(&|e| {
        let ExpressionKind::Assign { target, .. } = e.kind else {
            return false;
        };
        let (ty, shared) = match target {
            crate::hir::Variable::Global(global) => (program.globals[global.index()].ty, true),
            crate::hir::Variable::Local(local) => {
                let local = &function.locals[local.index()];
                (local.ty, local.boxed)
            }
        };
        shared && is_counted_type(ty)
    })
}

fn is_counted_type(ty: TypeId) -> bool {
    !matches!(
        ty,
        TypeId::NUMBER | TypeId::BOOLEAN | TypeId::UNDEFINED | TypeId::VOID
    )
}

/// Statements whose effects the expression test does not see.
fn has_unsupported_statement(block: &crate::hir::Block) -> bool {
    block.statements.iter().any(|statement| match statement {
        // Unwinding releases what the frames own, which is balanced; but a
        // `finally` or `catch` body is an ordinary block, checked below.
        Statement::Try {
            body,
            catch,
            finally,
            ..
        } => {
            has_unsupported_statement(body)
                || catch
                    .as_ref()
                    .is_some_and(|(_, block)| has_unsupported_statement(block))
                || finally.as_ref().is_some_and(has_unsupported_statement)
        }
        Statement::If {
            then, otherwise, ..
        } => {
            has_unsupported_statement(then)
                || otherwise.as_ref().is_some_and(has_unsupported_statement)
        }
        Statement::While { body, .. }
        | Statement::DoWhile { body, .. }
        | Statement::Labeled { body, .. }
        | Statement::Block(body) => has_unsupported_statement(body),
        Statement::Switch { cases, .. } => cases
            .iter()
            .any(|case| has_unsupported_statement(&case.body)),
        _ => false,
    })
}

/// Whether evaluating `expression` can release no reference held
/// elsewhere (see the module documentation).
pub(crate) fn is_quiet(
    quiet: &[bool],
    getters: &HashSet<String>,
    implementations: &dyn Fn(&Expression) -> Option<Vec<FuncId>>,
    expression: &Expression,
) -> bool {
    let counted = is_counted_type;
    let own = match &expression.kind {
        ExpressionKind::Number(_)
        | ExpressionKind::Boolean(_)
        | ExpressionKind::String(_)
        | ExpressionKind::BigInt { .. }
        | ExpressionKind::Undefined
        | ExpressionKind::Null
        | ExpressionKind::Missing
        | ExpressionKind::Variable(_)
        | ExpressionKind::Assign { .. }
        | ExpressionKind::Update { .. }
        | ExpressionKind::Unary { .. }
        | ExpressionKind::Binary { .. }
        | ExpressionKind::Logical { .. }
        | ExpressionKind::Conditional { .. }
        | ExpressionKind::ToBoolean(_)
        | ExpressionKind::Sequence(_)
        | ExpressionKind::ArrayGet { .. }
        | ExpressionKind::FieldGet { .. }
        | ExpressionKind::StringLength(_) => true,
        ExpressionKind::PropertyGet { name, .. } => !getters.contains(name),
        ExpressionKind::ToString(inner) => {
            matches!(inner.ty, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN)
        }
        ExpressionKind::FieldSet { change, .. } | ExpressionKind::ArraySet { change, .. } => {
            !counted(expression.ty)
                && !matches!(change, ArrayChange::Assign(_) if counted(expression.ty))
        }
        ExpressionKind::Call { function, .. } => quiet[function.index()],
        ExpressionKind::MethodCall { .. } => implementations(expression)
            .is_some_and(|functions| functions.iter().all(|f| quiet[f.index()])),
        ExpressionKind::Builtin { builtin, .. } => matches!(
            builtin,
            Builtin::Math(_)
                | Builtin::Array(
                    crate::hir::ArrayMethod::Length
                        | crate::hir::ArrayMethod::Push
                        | crate::hir::ArrayMethod::Unshift
                )
        ),
        _ => false,
    };
    own && expression
        .children()
        .into_iter()
        .all(|child| is_quiet(quiet, getters, implementations, child))
}

impl<'ctx> super::Codegen<'ctx, '_> {
    /// Whether a full expression is quiet (see the module documentation).
    pub(crate) fn is_quiet_expression(&self, expression: &Expression) -> bool {
        let program = self.program;
        is_quiet(
            &self.quiet_functions,
            &self.getter_names,
            &|call| super::objects::method_targets(program, call),
            expression,
        )
    }
}
