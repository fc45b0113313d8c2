//! `var`: one variable per name for the whole function (or, at the top
//! level, the module), wherever in its blocks it is declared.
//!
//! Each name a function's `var` declarations bind (outside nested
//! functions and classes) is declared when the body starts, as a local
//! holding `undefined`; at the top level it is a global. Its type is the
//! annotation, or else the first declaration's initializer type (an `any`
//! when that is `null`, `undefined` or missing, as tsc auto-types such
//! variables). A declaration with an initializer is an assignment. So a
//! `var` read after its loop, assigned in one branch and read in another,
//! or captured by closures made in a loop, is one variable, as in
//! JavaScript.

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::{Diagnostic, Span};
use crate::hir::{self, Expression, ExpressionKind, Statement, Variable};
use crate::types::TypeId;

/// The `var` declarations among `statements` and the blocks inside them,
/// not inside nested functions or classes.
pub(crate) fn var_declarations<'a>(statements: &'a [ast::Stmt], out: &mut Vec<&'a ast::VarDecl>) {
    for statement in statements {
        var_declarations_in(statement, out);
    }
}

fn var_declarations_in<'a>(statement: &'a ast::Stmt, out: &mut Vec<&'a ast::VarDecl>) {
    let is_var = |declaration: &ast::VarDecl| declaration.kind == ast::VarDeclKind::Var;
    match statement {
        ast::Stmt::Decl(ast::Decl::Var(declaration))
            if is_var(declaration) && !declaration.declare =>
        {
            out.push(declaration)
        }
        ast::Stmt::Block(block) => var_declarations(&block.stmts, out),
        ast::Stmt::If(statement) => {
            var_declarations_in(&statement.cons, out);
            if let Some(otherwise) = &statement.alt {
                var_declarations_in(otherwise, out);
            }
        }
        ast::Stmt::For(statement) => {
            if let Some(ast::VarDeclOrExpr::VarDecl(declaration)) = &statement.init
                && is_var(declaration)
            {
                out.push(declaration);
            }
            var_declarations_in(&statement.body, out);
        }
        ast::Stmt::ForIn(ast::ForInStmt { left, body, .. })
        | ast::Stmt::ForOf(ast::ForOfStmt { left, body, .. }) => {
            if let ast::ForHead::VarDecl(declaration) = left
                && is_var(declaration)
            {
                out.push(declaration);
            }
            var_declarations_in(body, out);
        }
        ast::Stmt::While(ast::WhileStmt { body, .. })
        | ast::Stmt::DoWhile(ast::DoWhileStmt { body, .. })
        | ast::Stmt::Labeled(ast::LabeledStmt { body, .. }) => var_declarations_in(body, out),
        ast::Stmt::Try(statement) => {
            var_declarations(&statement.block.stmts, out);
            if let Some(handler) = &statement.handler {
                var_declarations(&handler.body.stmts, out);
            }
            if let Some(finalizer) = &statement.finalizer {
                var_declarations(&finalizer.stmts, out);
            }
        }
        ast::Stmt::Switch(statement) => {
            for case in &statement.cases {
                var_declarations(&case.cons, out);
            }
        }
        _ => {}
    }
}

impl<'a> Checker<'a> {
    /// A function body's statements, with its `var`s declared first.
    pub(crate) fn check_function_statements(
        &mut self,
        statements: &'a [ast::Stmt],
        out: &mut Vec<Statement>,
    ) {
        self.hoist_local_types(statements, self.current.runs_once);
        let hoisted = self.hoist_vars(statements, out);
        self.check_statements(statements, out);
        self.settle_hoisted_vars(&hoisted, out);
        self.settle_untyped_locals();
    }

    /// Declares the body's `var` names as locals (a parameter of the same
    /// name is that variable already). Returns them.
    fn hoist_vars(
        &mut self,
        statements: &'a [ast::Stmt],
        out: &mut Vec<Statement>,
    ) -> Vec<(hir::LocalId, Span)> {
        let mut declarations = Vec::new();
        var_declarations(statements, &mut declarations);
        let mut hoisted = Vec::new();
        for declaration in declarations {
            for declarator in &declaration.decls {
                let mut names = Vec::new();
                Self::pattern_names(&declarator.name, &mut names);
                for name in names {
                    let text = name.sym.as_str();
                    if self.current.is_bound_here(text) {
                        continue;
                    }
                    let span = self.span(name.span);
                    let local = self.declare_local(text, TypeId::NEVER, true, span);
                    self.current.pending_vars.push(local);
                    *self.pending_var_names.entry(text.to_string()).or_default() += 1;
                    out.push(Statement::Let { local, value: None });
                    hoisted.push((local, span));
                }
            }
        }
        hoisted
    }

    /// Gives each hoisted local its first value, `undefined` (where its
    /// type can hold it), now that its type is known.
    fn settle_hoisted_vars(&mut self, hoisted: &[(hir::LocalId, Span)], out: &mut [Statement]) {
        for statement in out.iter_mut() {
            let Statement::Let { local, value } = statement else {
                continue;
            };
            let Some(&(_, span)) = hoisted.iter().find(|(id, _)| id == local) else {
                continue;
            };
            if self.settle_pending(Variable::Local(*local)) {
                // Declared but never reached by the checker with a value
                // (`var x;` in dead code): an `any`.
                self.current.locals[local.index()].ty = TypeId::ANY;
            }
            let ty = self.current.locals[local.index()].ty;
            if matches!(ty, TypeId::NUMBER | TypeId::STRING) {
                *value = Some(Expression {
                    kind: ExpressionKind::Missing,
                    ty,
                    span,
                });
            }
        }
    }

    /// The top level's `var` names, as globals (called with the module's
    /// other declarations).
    pub(crate) fn declare_top_level_vars(&mut self, statement: &'a ast::Stmt) {
        let mut declarations = Vec::new();
        var_declarations_in(statement, &mut declarations);
        for declaration in declarations {
            for declarator in &declaration.decls {
                let mut names = Vec::new();
                Self::pattern_names(&declarator.name, &mut names);
                for name in names {
                    let text = name.sym.to_string();
                    if !self.var_globals.insert((self.module, text.clone())) {
                        continue;
                    }
                    let span = self.span(name.span);
                    let id = self.add_global(text.clone(), None, true);
                    self.globals[id.index()].declared = true;
                    self.pending_globals.push(id);
                    *self.pending_var_names.entry(text.clone()).or_default() += 1;
                    self.bind_top_level(text, super::scope::Binding::Global(id), span);
                }
            }
        }
    }

    /// `var a = 1, b;`: assignments to the hoisted variables, the first
    /// of which fixes each one's type.
    pub(crate) fn check_var_declaration(
        &mut self,
        declaration: &'a ast::VarDecl,
        out: &mut Vec<Statement>,
    ) {
        for declarator in &declaration.decls {
            let ast::Pat::Ident(binding) = &declarator.name else {
                let span = self.span(declarator.name.span());
                self.error(Diagnostic::unsupported(span, "a destructuring 'var'"));
                continue;
            };
            let name = binding.id.sym.as_str();
            let span = self.span(binding.id.span);
            let Some(variable) = self.resolve_variable(name) else {
                continue;
            };
            let annotated = binding
                .type_ann
                .as_ref()
                .map(|annotation| self.resolve_type(&annotation.type_ann));
            let init = declarator.init.as_deref();
            let pending = self.is_pending_var(variable);
            let mut value = None;
            if pending && annotated.is_none() && init.is_none() {
                continue;
            }
            if pending {
                let checked = init.map(|init| self.check_expecting(init, annotated));
                if let Some(value) = &checked
                    && value.ty == TypeId::NEVER
                {
                    // An error reported in the initializer: the variable is
                    // poisoned (its uses report nothing more).
                    if matches!(value.kind, ExpressionKind::Undefined) {
                        self.settle_pending(variable);
                        match variable {
                            Variable::Local(local) => {
                                self.current.locals[local.index()].ty = TypeId::NEVER
                            }
                            Variable::Global(global) => {
                                self.globals[global.index()].ty = Some(TypeId::NEVER)
                            }
                        }
                    }
                    continue;
                }
                let ty = match (annotated, &checked) {
                    (Some(ty), _) => ty,
                    (None, Some(value))
                        if !matches!(value.ty, TypeId::NULL | TypeId::UNDEFINED | TypeId::VOID) =>
                    {
                        value.ty
                    }
                    _ => TypeId::ANY,
                };
                self.settle_pending(variable);
                match variable {
                    Variable::Local(local) => self.current.locals[local.index()].ty = ty,
                    Variable::Global(global) => self.globals[global.index()].ty = Some(ty),
                }
                value = checked;
            }
            let Some(init) = init else {
                continue;
            };
            let Some((target, ty)) = self.assignment_target(&binding.id, span) else {
                continue;
            };
            let value = match value {
                Some(value) => value,
                None => self.check_expecting(init, Some(ty)),
            };
            let assigned = value.ty;
            let value = self.assign_to(value, ty);
            self.note_assigned(target, Some(assigned));
            let value_span = value.span;
            out.push(Statement::Expression(Expression {
                kind: ExpressionKind::Assign {
                    target,
                    value: Box::new(value),
                },
                ty,
                span: value_span,
            }));
        }
    }

    /// `let x;` (or `var x;`) without an annotation: typed by the first
    /// assignment the checker meets, as tsc types such variables by what
    /// is assigned (an `any` if nothing is).
    pub(crate) fn await_first_assignment(&mut self, variable: Variable, name: &str) {
        if self.is_pending_var(variable) {
            return;
        }
        match variable {
            Variable::Local(local) => {
                self.current.locals[local.index()].ty = TypeId::NEVER;
                self.current.pending_vars.push(local);
            }
            Variable::Global(global) => {
                self.globals[global.index()].ty = None;
                self.pending_globals.push(global);
            }
        }
        *self.pending_var_names.entry(name.to_string()).or_default() += 1;
    }

    /// `x = value` where `x` waits for its first assignment: `x` takes the
    /// value's type (an `any` for `null` or `undefined`).
    pub(crate) fn type_by_assignment(&mut self, variable: Variable, value: TypeId) {
        if !self.is_pending_var(variable) || value == TypeId::NEVER {
            return;
        }
        let ty = if matches!(value, TypeId::NULL | TypeId::UNDEFINED | TypeId::VOID) {
            TypeId::ANY
        } else {
            value
        };
        self.settle_pending(variable);
        match variable {
            Variable::Local(local) => self.current.locals[local.index()].ty = ty,
            Variable::Global(global) => self.globals[global.index()].ty = Some(ty),
        }
    }

    /// Variables still untyped when their function (or the top level) is
    /// done: nothing assigned them, so they are `any`.
    pub(crate) fn settle_untyped_locals(&mut self) {
        for local in std::mem::take(&mut self.current.pending_vars) {
            let name = self.current.locals[local.index()].name.clone();
            self.settle_pending_name(&name);
            self.current.locals[local.index()].ty = TypeId::ANY;
        }
    }

    pub(crate) fn settle_untyped_globals(&mut self) {
        for global in std::mem::take(&mut self.pending_globals) {
            let name = self.globals[global.index()].name.clone();
            self.settle_pending_name(&name);
            self.globals[global.index()].ty = Some(TypeId::ANY);
        }
    }

    fn settle_pending_name(&mut self, name: &str) {
        if let Some(count) = self.pending_var_names.get_mut(name) {
            *count -= 1;
            if *count == 0 {
                self.pending_var_names.remove(name);
            }
        }
    }

    /// Whether `variable` has no type until it is assigned.
    pub(crate) fn awaits_first_assignment(&self, variable: Variable) -> bool {
        self.is_pending_var(variable)
    }

    /// Whether `variable` is a `var` whose type no declaration has given
    /// yet.
    fn is_pending_var(&self, variable: Variable) -> bool {
        match variable {
            Variable::Local(local) => self.current.pending_vars.contains(&local),
            Variable::Global(global) => self.pending_globals.contains(&global),
        }
    }

    /// Marks a pending `var` as typed; whether it was pending.
    fn settle_pending(&mut self, variable: Variable) -> bool {
        let (name, was_pending) = match variable {
            Variable::Local(local) => {
                let before = self.current.pending_vars.len();
                self.current
                    .pending_vars
                    .retain(|&pending| pending != local);
                (
                    self.current.locals[local.index()].name.clone(),
                    before != self.current.pending_vars.len(),
                )
            }
            Variable::Global(global) => {
                let before = self.pending_globals.len();
                self.pending_globals.retain(|&pending| pending != global);
                (
                    self.globals[global.index()].name.clone(),
                    before != self.pending_globals.len(),
                )
            }
        };
        if was_pending {
            self.settle_pending_name(&name);
        }
        was_pending
    }

    /// A `var` read (or captured) before any declaration of it gave it a
    /// type: `name` is such a variable and its type is still unknown.
    pub(crate) fn is_untyped_var(&self, name: &str, ty: TypeId) -> bool {
        ty == TypeId::NEVER && self.pending_var_names.contains_key(name)
    }
}
