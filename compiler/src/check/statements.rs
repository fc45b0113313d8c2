//! Statements: declarations, control flow, jumps and returns.

use std::collections::{HashMap, HashSet};

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use super::scope::{Binding, JumpTarget, TargetKind};
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{self, Expression, Statement, TargetId};
use crate::types::TypeId;

impl<'a> Checker<'a> {
    /// The module class whose static members a class declaration
    /// initializes where it stands: the class, or a generic class's
    /// statics.
    fn module_class_statics(&self, class: &ast::ClassDecl) -> Option<crate::types::ClassId> {
        match self
            .scope()
            .top_level
            .get(class.ident.sym.as_str())
            .copied()
        {
            Some(Binding::Class(id)) => Some(id),
            Some(Binding::GenericClass(generic)) => self.generic_statics(generic),
            _ => None,
        }
    }

    pub(crate) fn check_statements(
        &mut self,
        statements: &'a [ast::Stmt],
        out: &mut Vec<Statement>,
    ) {
        let renamed = self.enter_type_scope(statements);
        self.begin_hoisting(statements, out);
        self.statement_lists.push(statements);
        for (position, statement) in statements.iter().enumerate() {
            self.check_functions_named_early(statements, position, out);
            self.check_statement(statement, out, false);
        }
        self.statement_lists.pop();
        self.end_hoisting();
        self.leave_type_scope(renamed);
    }

    pub(crate) fn check_block(&mut self, statements: &'a [ast::Stmt]) -> hir::Block {
        let mut block = hir::Block::default();
        self.current.push_scope();
        self.check_statements(statements, &mut block.statements);
        block.declared = self.current.pop_scope();
        // The narrowings at the block's end (an early exit's, an
        // assignment's) are those of the path leaving it (see `flow`).
        block
    }

    /// Checks the body of a loop or branch: a block statement opens one
    /// scope, any other statement is a block of one.
    fn check_body(&mut self, statement: &'a ast::Stmt) -> hir::Block {
        match statement {
            ast::Stmt::Block(block) => self.check_block(&block.stmts),
            other => {
                let mut block = hir::Block::default();
                self.current.push_scope();
                self.check_statement(other, &mut block.statements, false);
                block.declared = self.current.pop_scope();
                block
            }
        }
    }

    pub(crate) fn check_statement(
        &mut self,
        statement: &'a ast::Stmt,
        out: &mut Vec<Statement>,
        top_level: bool,
    ) {
        // A method's body in an `as const` object is outside it.
        if self.const_context {
            self.const_context = false;
            self.check_statement(statement, out, top_level);
            self.const_context = true;
            return;
        }
        // A loop's head sees what the loop assigns at its declared type
        // (the back edge may bring any value), and so does what follows it.
        if matches!(
            statement,
            ast::Stmt::While(_)
                | ast::Stmt::DoWhile(_)
                | ast::Stmt::For(_)
                | ast::Stmt::ForOf(_)
                | ast::Stmt::ForIn(_)
        ) {
            let keys = self.assigned_keys(statement);
            self.widen(&keys);
            let head = self.current.narrowings.len();
            // Leaving a `while` at its head, its condition was false there.
            let head_state = match statement {
                ast::Stmt::While(ast::WhileStmt { test, .. }) => {
                    let exit = self.narrowing_facts(test, false);
                    self.current.narrowings.extend(exit);
                    let state = self.flow_state();
                    self.current.narrowings.truncate(head);
                    state
                }
                _ => self.flow_state(),
            };
            // The loop's own target is the next one made.
            let target = TargetId(self.current.next_target);
            self.check_loop(statement, out, top_level);
            // What follows sees every `break` out of the loop, and the head
            // when the condition can be false.
            let mut paths = self.take_breaks(target);
            if !runs_forever(statement) {
                paths.push(head_state);
            }
            self.merge_flows(head, &paths);
            return;
        }
        self.check_loop(statement, out, top_level);
    }

    /// `check_statement` once a loop's head is widened.
    fn check_loop(&mut self, statement: &'a ast::Stmt, out: &mut Vec<Statement>, top_level: bool) {
        let labels = std::mem::take(&mut self.current.pending_labels);
        let span = self.span(statement.span());
        let takes_labels = matches!(
            statement,
            ast::Stmt::While(_)
                | ast::Stmt::DoWhile(_)
                | ast::Stmt::For(_)
                | ast::Stmt::ForOf(_)
                | ast::Stmt::ForIn(_)
                | ast::Stmt::Switch(_)
                | ast::Stmt::Labeled(_)
        );
        if !labels.is_empty() && !takes_labels {
            // A labeled statement that is not a loop: only `break label`
            // leaves it.
            let mark = self.current.narrowings.len();
            let (target, body) = self.with_target(labels, TargetKind::Labeled, |checker| {
                let mut statements = Vec::new();
                checker.check_statement(statement, &mut statements, false);
                hir::Block {
                    statements,
                    declared: Vec::new(),
                }
            });
            // What follows sees the block's end and every `break` out of it.
            let mut paths = self.take_breaks(target);
            if block_completes(&body, &self.current.broken_targets) {
                paths.push(self.flow_state());
            }
            self.merge_flows(mark, &paths);
            out.push(Statement::Labeled { target, body });
            return;
        }
        match statement {
            ast::Stmt::Expr(expression) => {
                if let ast::Expr::Call(call) = &*expression.expr
                    && let ast::Callee::Super(_) = call.callee
                {
                    let span = self.span(call.span);
                    self.check_super_call(&call.args, span, out);
                    return;
                }
                let checked = self.check_expression(&expression.expr);
                out.push(Statement::Expression(checked));
                self.assertion_facts(&expression.expr);
            }
            ast::Stmt::Decl(ast::Decl::Var(declaration)) => {
                self.check_variable_declaration(declaration, out, top_level)
            }
            // Checked where its block starts (`hoist_functions`); at the
            // top level, a function of the program.
            ast::Stmt::Decl(ast::Decl::Fn(declaration)) => {
                if !top_level
                    && declaration.function.body.is_some()
                    && !self.is_hoisted_type(declaration.ident.span.lo)
                {
                    self.check_hoisted_function(declaration, out);
                }
            }
            ast::Stmt::Decl(ast::Decl::Class(class))
                if !top_level && self.is_hoisted_type(class.ident.span.lo) =>
            {
                if let Some(id) = self.module_class_statics(class) {
                    self.check_class_statics(id, out);
                }
            }
            ast::Stmt::Decl(ast::Decl::Class(class)) => {
                if !top_level {
                    // A class of its own each time the declaration runs.
                    let binding = class.ident.sym.to_string();
                    self.declare_local_class(&binding, class, out);
                } else if let Some(id) = self.module_class_statics(class) {
                    self.check_class_statics(id, out);
                }
            }
            ast::Stmt::Decl(ast::Decl::TsEnum(declaration))
                if !top_level && self.is_hoisted_type(declaration.span.lo) =>
            {
                self.check_enum_statement(declaration, out)
            }
            ast::Stmt::Decl(ast::Decl::TsInterface(declaration))
                if !top_level && self.is_hoisted_type(declaration.span.lo) => {}
            ast::Stmt::Decl(ast::Decl::TsTypeAlias(declaration))
                if !top_level && self.is_hoisted_type(declaration.span.lo) => {}
            ast::Stmt::Decl(ast::Decl::TsEnum(declaration)) if !top_level => {
                self.declare_local_enum(declaration, out)
            }
            ast::Stmt::Decl(ast::Decl::TsEnum(declaration)) => {
                self.check_enum_statement(declaration, out)
            }
            ast::Stmt::Decl(ast::Decl::TsInterface(declaration)) => {
                if !top_level {
                    self.error(Diagnostic::unsupported(
                        self.span(declaration.id.span),
                        "an interface inside a block or function",
                    ));
                }
            }
            // A type alias that needs the function (its variables' types,
            // its type parameters): the type it names here, from here on
            // in the function.
            ast::Stmt::Decl(ast::Decl::TsTypeAlias(alias))
                if !top_level && self.is_ordered_alias(alias.span.lo) =>
            {
                let ty = self.resolve_type(&alias.type_ann);
                // (In a block of the module's code, a scope of its own.)
                if self.type_scope.is_empty() {
                    self.type_scope.push(HashMap::new());
                }
                if let Some(scope) = self.type_scope.last_mut() {
                    scope.insert(alias.id.sym.to_string(), ty);
                }
            }
            ast::Stmt::Decl(ast::Decl::TsTypeAlias(alias)) => {
                if !top_level {
                    let what = if alias.type_params.is_some() {
                        "a generic type alias that needs its function's variables or type parameters"
                    } else {
                        "a type alias that needs its function's variables or type parameters, used before it or in a function or class declared in the function"
                    };
                    self.error(Diagnostic::unsupported(self.span(alias.id.span), what));
                }
            }
            ast::Stmt::Decl(declaration) => {
                let what = match declaration {
                    ast::Decl::Class(_) => "a class declaration",
                    ast::Decl::TsInterface(_) => "an interface declaration",
                    ast::Decl::TsTypeAlias(_) => "a type alias",
                    ast::Decl::TsEnum(_) => "an enum declaration",
                    ast::Decl::TsModule(_) => "a namespace declaration",
                    _ => "this declaration",
                };
                let mut diagnostic = Diagnostic::unsupported(span, what);
                if let ast::Decl::TsModule(_) = declaration {
                    diagnostic = diagnostic.with_note(
                        "scriptc runs a namespace's statements in the module's place, so it \
                         refuses one that is ambient, holds an import alias or a re-export, or \
                         shares its name with a variable, an import or a global",
                    );
                }
                self.error(diagnostic);
            }
            ast::Stmt::Block(block) => out.push(Statement::Block(self.check_block(&block.stmts))),
            ast::Stmt::Empty(_) | ast::Stmt::Debugger(_) => {}
            ast::Stmt::If(statement) => {
                let condition = self.check_condition(&statement.test);
                let when_true = self.narrowing_facts(&statement.test, true);
                let when_false = self.narrowing_facts(&statement.test, false);
                let mark = self.current.narrowings.len();
                self.current.narrowings.extend(when_true);
                let then = self.check_body(&statement.cons);
                let then_end = self.flow_state();
                self.current.narrowings.truncate(mark);
                self.current.narrowings.extend(when_false);
                let otherwise = statement.alt.as_ref().map(|alt| self.check_body(alt));
                let else_end = self.flow_state();
                // What follows sees the ends of the branches that complete
                // (`if (!(e instanceof Error)) throw e;` leaves the other
                // branch's narrowing).
                let broken = self.current.broken_targets.clone();
                let mut paths = Vec::new();
                if block_completes(&then, &broken) {
                    paths.push(then_end);
                }
                if otherwise
                    .as_ref()
                    .is_none_or(|block| block_completes(block, &broken))
                {
                    paths.push(else_end);
                }
                self.merge_flows(mark, &paths);
                out.push(Statement::If {
                    condition,
                    then,
                    otherwise,
                });
            }
            ast::Stmt::While(statement) => {
                let condition = self.check_condition(&statement.test);
                // The body runs where the condition held.
                let facts = self.narrowing_facts(&statement.test, true);
                let (target, body) = self.with_narrowings(facts, |checker| {
                    checker.with_target(labels, TargetKind::Loop, |checker| {
                        checker.check_body(&statement.body)
                    })
                });
                out.push(Statement::While {
                    target,
                    condition,
                    body,
                    update: None,
                    fresh: Vec::new(),
                });
            }
            ast::Stmt::DoWhile(statement) => {
                let (target, body) = self.with_target(labels, TargetKind::Loop, |checker| {
                    checker.check_body(&statement.body)
                });
                let condition = self.check_condition(&statement.test);
                out.push(Statement::DoWhile {
                    target,
                    body,
                    condition,
                });
            }
            ast::Stmt::For(statement) => self.check_for(statement, labels, out),
            ast::Stmt::Labeled(labeled) => {
                let mut labels = labels;
                labels.push(labeled.label.sym.to_string());
                self.current.pending_labels = labels;
                self.check_statement(&labeled.body, out, false);
                self.current.pending_labels.clear();
            }
            ast::Stmt::Break(jump) => {
                if let Some(target) = self.resolve_jump(jump.label.as_ref(), false, span) {
                    self.current.broken_targets.insert(target);
                    self.note_break(target);
                    out.push(Statement::Break(target));
                }
            }
            ast::Stmt::Continue(jump) => {
                if let Some(target) = self.resolve_jump(jump.label.as_ref(), true, span) {
                    out.push(Statement::Continue(target));
                }
            }
            // `return class { ... }`: a local class, then its class object.
            ast::Stmt::Return(ast::ReturnStmt {
                arg: Some(value),
                span: return_span,
            }) if !self.current.is_entry
                && matches!(value.unwrap_parens(), ast::Expr::Class(_)) =>
            {
                let ast::Expr::Class(class) = value.unwrap_parens() else {
                    return;
                };
                let binding = format!("class@{}", return_span.lo.0);
                if self
                    .declare_class_expression(&binding, class, out)
                    .is_some()
                {
                    let read: &'a ast::ReturnStmt = Box::leak(Box::new(ast::ReturnStmt {
                        span: *return_span,
                        arg: Some(Box::new(ast::Expr::Ident(ast::Ident::new_no_ctxt(
                            binding.into(),
                            class.class.span,
                        )))),
                    }));
                    self.check_return(read, span, out);
                }
            }
            ast::Stmt::Return(statement) => self.check_return(statement, span, out),
            ast::Stmt::Switch(switch) => self.check_switch(switch, labels, out),
            ast::Stmt::Throw(statement) => self.check_throw(statement, out),
            ast::Stmt::Try(statement) => self.check_try(statement, out),
            // `for (const key in object)`: a loop over `Object.keys(object)`
            // (own enumerable keys, in JavaScript's order). The rewritten
            // statement lives as long as the compiler process, as the
            // checker keeps references into the syntax tree.
            ast::Stmt::ForIn(statement) => {
                let keys: &'static ast::Stmt =
                    Box::leak(Box::new(ast::Stmt::ForOf(ast::ForOfStmt {
                        span: statement.span,
                        is_await: false,
                        left: statement.left.clone(),
                        right: Box::new(ast::Expr::Call(ast::CallExpr {
                            span: statement.right.span(),
                            ctxt: Default::default(),
                            callee: ast::Callee::Expr(Box::new(ast::Expr::Member(
                                ast::MemberExpr {
                                    span: statement.right.span(),
                                    obj: Box::new(ast::Expr::Ident(ast::Ident::new_no_ctxt(
                                        "Object".into(),
                                        statement.right.span(),
                                    ))),
                                    prop: ast::MemberProp::Ident(ast::IdentName::new(
                                        "keys".into(),
                                        statement.right.span(),
                                    )),
                                },
                            ))),
                            args: vec![ast::ExprOrSpread {
                                spread: None,
                                expr: statement.right.clone(),
                            }],
                            type_args: None,
                        })),
                        body: statement.body.clone(),
                    })));
                // (Its keys are those `for...in` walks: a class's include
                // its parents' static fields.)
                self.for_in_sources.insert(statement.right.span().lo);
                self.current.pending_labels = labels;
                self.check_statement(keys, out, top_level);
            }
            ast::Stmt::ForOf(statement) => self.check_for_of(statement, labels, out),
            ast::Stmt::With(_) => self.error(Diagnostic::unsupported(span, "a with statement")),
        }
    }

    /// Runs `check` inside a new loop target carrying `labels`.
    pub(crate) fn with_loop_target<T>(
        &mut self,
        labels: Vec<String>,
        check: impl FnOnce(&mut Self) -> T,
    ) -> (TargetId, T) {
        self.with_target(labels, TargetKind::Loop, check)
    }

    fn with_target<T>(
        &mut self,
        labels: Vec<String>,
        kind: TargetKind,
        check: impl FnOnce(&mut Self) -> T,
    ) -> (TargetId, T) {
        let id = self.new_target();
        self.current.targets.push(JumpTarget { id, labels, kind });
        let result = check(self);
        self.current.targets.pop();
        (id, result)
    }

    fn resolve_jump(
        &mut self,
        label: Option<&ast::Ident>,
        is_continue: bool,
        span: Span,
    ) -> Option<TargetId> {
        let keyword = if is_continue { "continue" } else { "break" };
        let found = match label {
            Some(label) => {
                let name = label.sym.as_str();
                let target = self
                    .current
                    .targets
                    .iter()
                    .rev()
                    .find(|t| t.labels.iter().any(|l| l == name));
                match target {
                    Some(target) if is_continue && target.kind != TargetKind::Loop => {
                        self.error(Diagnostic::new(
                            Code::InvalidJump,
                            span,
                            "A 'continue' statement can only jump to a label of an enclosing iteration statement.",
                        ));
                        return None;
                    }
                    Some(target) => Some(target.id),
                    None => {
                        self.error(Diagnostic::new(
                            Code::InvalidJump,
                            span,
                            format!("Cannot find label '{name}'."),
                        ));
                        return None;
                    }
                }
            }
            None => self
                .current
                .targets
                .iter()
                .rev()
                .find(|t| {
                    t.kind == TargetKind::Loop || (!is_continue && t.kind == TargetKind::Switch)
                })
                .map(|t| t.id),
        };
        if found.is_none() {
            self.error(Diagnostic::new(
                Code::InvalidJump,
                span,
                format!("A '{keyword}' statement can only be used within an enclosing iteration statement."),
            ));
        }
        found
    }

    fn check_switch(
        &mut self,
        switch: &'a ast::SwitchStmt,
        labels: Vec<String>,
        out: &mut Vec<Statement>,
    ) {
        let discriminant = self.check_expression(&switch.discriminant);
        // `switch (typeof x)`: each case body sees `x` narrowed to the
        // kinds whose names reach it.
        let mut narrowed_by_case = self.typeof_switch_narrowings(switch);
        // `switch (x.kind)` of a discriminated union: each case body sees
        // `x` as the members whose `kind` reaches it.
        let mut covered = false;
        if narrowed_by_case.is_empty()
            && let Some((narrowings, all)) = self.discriminant_switch_narrowings(switch)
        {
            narrowed_by_case = narrowings;
            covered = all;
        }
        // All cases share one block scope, as in JavaScript.
        self.current.push_scope();
        let mark = self.current.narrowings.len();
        let mut compared_as_boxes = false;
        let narrowed_discriminant =
            matches!(discriminant.kind, hir::ExpressionKind::FromDynamic(_));
        let (target, (mut cases, last_end)) =
            self.with_target(labels, TargetKind::Switch, |checker| {
                let mut cases = Vec::new();
                // The facts at the end of the case before, when it falls
                // through into the next.
                let mut falling: Option<Vec<super::flow::Fact>> = None;
                for (index, case) in switch.cases.iter().enumerate() {
                    let test = case.test.as_ref().map(|test| {
                        let test = checker.check_expression(test);
                        // A test of a type the discriminant's holds (`case "a"`
                        // of an `any` or a `string | number`) is compared in
                        // the discriminant's representation.
                        if test.ty == discriminant.ty
                            || test.ty == TypeId::NEVER
                            || discriminant.ty == TypeId::NEVER
                        {
                            return test;
                        }
                        if checker.is_assignable(test.ty, discriminant.ty) {
                            return checker.represent_as(test, discriminant.ty);
                        }
                        // Comparable as tsc finds it (either way, or a
                        // discriminant narrowed from a wider declared
                        // type): every test and the discriminant are
                        // compared as boxes (below).
                        if checker.is_assignable(discriminant.ty, test.ty)
                            || narrowed_discriminant
                            || checker.types.is_dynamic(test.ty)
                        {
                            compared_as_boxes = true;
                        } else {
                            let (a, b) = (
                                checker.types.display(discriminant.ty).to_string(),
                                checker.types.display(test.ty).to_string(),
                            );
                            checker.error(Diagnostic::new(
                                Code::TypeMismatch,
                                test.span,
                                format!("Type '{b}' is not comparable to type '{a}'."),
                            ));
                        }
                        test
                    });
                    // A case is entered by its test or by falling through.
                    let base = checker.current.narrowings[..mark].to_vec();
                    match falling.take() {
                        Some(end) => checker.merge_flows(mark, &[base, end]),
                        None => checker.current.narrowings.truncate(mark),
                    }
                    let mut body = hir::Block::default();
                    if let Some(fact) = narrowed_by_case.get(index).cloned().flatten() {
                        checker.current.narrowings.push(fact);
                    }
                    checker.check_statements(&case.cons, &mut body.statements);
                    if block_completes(&body, &checker.current.broken_targets) {
                        falling = Some(checker.flow_state());
                    }
                    cases.push(hir::SwitchCase { test, body });
                }
                (cases, falling)
            });
        // What follows sees every `break`, the last case's end, and the
        // state before the switch when no case need match.
        let mut paths = self.take_breaks(target);
        paths.extend(last_end);
        if !switch_is_exhaustive(&cases) && !covered {
            paths.push(self.current.narrowings[..mark].to_vec());
        }
        self.merge_flows(mark, &paths);
        let declared = self.current.pop_scope();
        // A test of a type tsc finds comparable but the discriminant's
        // representation cannot hold (`case "5"` where the discriminant
        // is narrowed to a number): `===` of boxes, which is JavaScript's.
        // Discriminants compared in their own representation: numbers,
        // strings, booleans, boxes and objects (by identity).
        let own = discriminant.ty == TypeId::NEVER
            || matches!(
                self.types.get(discriminant.ty),
                crate::types::Type::Number
                    | crate::types::Type::String
                    | crate::types::Type::Boolean
                    | crate::types::Type::Unknown
                    | crate::types::Type::Iterable(_)
                    | crate::types::Type::Any
                    | crate::types::Type::Union(_)
                    | crate::types::Type::Class { .. }
                    | crate::types::Type::Object(_)
                    | crate::types::Type::Array(_)
                    | crate::types::Type::Function(_)
            );
        let discriminant = if compared_as_boxes || !own {
            for case in &mut cases {
                if let Some(test) = case.test.take() {
                    case.test = Some(self.represent_as(test, TypeId::ANY));
                }
            }
            self.represent_as(discriminant, TypeId::ANY)
        } else {
            discriminant
        };
        let switch = Statement::Switch {
            target,
            discriminant,
            cases,
        };
        out.push(Statement::Block(hir::Block {
            statements: vec![switch],
            declared,
        }));
    }

    fn check_for(
        &mut self,
        statement: &'a ast::ForStmt,
        labels: Vec<String>,
        out: &mut Vec<Statement>,
    ) {
        self.current.push_scope();
        let mut statements = Vec::new();
        match &statement.init {
            Some(ast::VarDeclOrExpr::VarDecl(declaration)) => {
                self.check_variable_declaration(declaration, &mut statements, false)
            }
            Some(ast::VarDeclOrExpr::Expr(expression)) => {
                let expression = self.check_expression(expression);
                statements.push(Statement::Expression(expression));
            }
            None => {}
        }
        let condition = match &statement.test {
            Some(test) => self.check_condition(test),
            None => hir::Expression {
                kind: hir::ExpressionKind::Boolean(true),
                ty: TypeId::BOOLEAN,
                span: self.span(statement.span),
            },
        };
        let update = statement
            .update
            .as_ref()
            .map(|update| self.check_expression(update));
        let (target, body) = self.with_target(labels, TargetKind::Loop, |checker| {
            checker.check_body(&statement.body)
        });
        let declared = self.current.pop_scope();
        self.mark_counter(&statements, update.as_ref());
        let fresh = match &statement.init {
            Some(ast::VarDeclOrExpr::VarDecl(declaration))
                if declaration.kind == ast::VarDeclKind::Let =>
            {
                declared.clone()
            }
            _ => Vec::new(),
        };
        statements.push(Statement::While {
            target,
            condition,
            body,
            update,
            fresh,
        });
        out.push(Statement::Block(hir::Block {
            statements,
            declared,
        }));
    }

    /// `for (let i = <integer>; ...; i++)` where nothing else writes `i`
    /// and no closure captures it: `i` is a loop counter (`Local::counter`).
    fn mark_counter(&mut self, init: &[Statement], update: Option<&hir::Expression>) {
        let [
            Statement::Let {
                local,
                value:
                    Some(hir::Expression {
                        kind: hir::ExpressionKind::Number(start),
                        ..
                    }),
            },
        ] = init
        else {
            return;
        };
        // `-0` is not an integer's value.
        if start.fract() != 0.0
            || start.abs() > 2_147_483_648.0
            || start.is_sign_negative() && *start == 0.0
        {
            return;
        }
        let target = hir::Variable::Local(*local);
        let steps = match update.map(|update| &update.kind) {
            Some(hir::ExpressionKind::Update {
                target: updated, ..
            }) => *updated == target,
            Some(hir::ExpressionKind::Assign {
                target: assigned,
                value,
            }) => {
                *assigned == target
                    && matches!(&value.kind, hir::ExpressionKind::Binary {
                        operator: hir::BinaryOperator::Add | hir::BinaryOperator::Subtract,
                        left,
                        right,
                    } if matches!(left.kind, hir::ExpressionKind::Variable(v) if v == target)
                        && matches!(right.kind, hir::ExpressionKind::Number(step) if step == 1.0))
            }
            _ => false,
        };
        let local = &mut self.current.locals[local.index()];
        if steps && local.ty == TypeId::NUMBER && local.writes == 1 && !local.captured {
            local.counter = true;
        }
    }

    fn check_return(
        &mut self,
        statement: &'a ast::ReturnStmt,
        span: Span,
        out: &mut Vec<Statement>,
    ) {
        if self.current.is_entry {
            self.error(Diagnostic::new(
                Code::InvalidJump,
                span,
                "A 'return' statement can only be used within a function body.",
            ));
            return;
        }
        let expected = self.current.declared_result;
        let value = statement.arg.as_ref().map(|argument| {
            let wanted = if self.current.is_async && self.current.generator.is_none() {
                self.async_return_expectation(argument, expected)
            } else {
                expected
            };
            self.check_expecting(argument, wanted)
        });
        if self.current.is_async || self.current.generator.is_some() {
            // The function's promise settles with the value (a promise
            // returned is adopted): checked as the awaited type, passed on
            // as a box. A generator's return value is boxed too.
            let is_async = self.current.is_async;
            let awaited = value.as_ref().map(|value| Expression {
                ty: if is_async {
                    self.awaited_type(value.ty)
                } else {
                    value.ty
                },
                ..Self::poison(value.span)
            });
            match (expected, &awaited) {
                (Some(expected), Some(value)) => self.expect_assignable(value, expected),
                (Some(expected), None) => {
                    if !self.bare_return_fits(expected) {
                        let shown = self.types.display(expected).to_string();
                        self.error(Diagnostic::new(
                            Code::TypeMismatch,
                            span,
                            format!("Type 'undefined' is not assignable to type '{shown}'."),
                        ));
                    }
                }
                (None, Some(value)) => self.current.returned_types.push(value.ty),
                (None, None) => {}
            }
            let asynchronous_generator = self.current.is_async && self.current.generator.is_some();
            out.push(Statement::Return(value.map(|value| {
                self.boxed_for_generator(value, asynchronous_generator)
            })));
            return;
        }
        // An `any` returned where a type is declared is unboxed (checked);
        // a hand-written iterator returned as an iterator is adapted; a
        // boolean read that may find nothing, returned as a boxed union
        // (`T | undefined` of a boolean `T`), is `undefined` when it does.
        let value = match (self.current.declared_result, value) {
            (Some(expected), Some(value))
                if value.ty == TypeId::ANY
                    || self.is_iterator_object(value.ty, expected)
                    || (Self::missable_boolean(&value) && expected != TypeId::BOOLEAN) =>
            {
                Some(self.represent_as(value, expected))
            }
            (_, value) => value,
        };
        // The class object returned, if it is one (what a class extending
        // a call of this function extends).
        let returned_class = |this: &Self, value: &Expression| match &value.kind {
            crate::hir::ExpressionKind::ClassObject(class) => Some(*class),
            crate::hir::ExpressionKind::ToDynamic(inner) => match this.types.get(inner.ty) {
                crate::types::Type::ClassObject(class) => Some(*class),
                _ => None,
            },
            _ => None,
        };
        match (self.current.declared_result, &value) {
            (Some(expected), Some(value)) => {
                self.expect_assignable(value, expected);
                if expected == TypeId::ANY {
                    let class = returned_class(self, value);
                    self.current.returned_classes.push(class);
                }
            }
            (Some(expected), None) => {
                if !self.bare_return_fits(expected) {
                    let shown = self.types.display(expected).to_string();
                    self.error(Diagnostic::new(
                        Code::TypeMismatch,
                        span,
                        format!("Type 'undefined' is not assignable to type '{shown}'."),
                    ));
                }
            }
            (None, Some(value)) => {
                self.current.returned_types.push(value.ty);
                let class = returned_class(self, value);
                self.current.returned_classes.push(class);
            }
            (None, None) => {}
        }
        out.push(Statement::Return(value));
    }

    fn check_variable_declaration(
        &mut self,
        declaration: &'a ast::VarDecl,
        out: &mut Vec<Statement>,
        top_level: bool,
    ) {
        // Declared at the top level (see `ambient.rs`); nothing runs.
        if declaration.declare {
            return;
        }
        if declaration.kind == ast::VarDeclKind::Var {
            self.check_var_declaration(declaration, out);
            return;
        }
        let mutable = declaration.kind != ast::VarDeclKind::Const;
        for declarator in &declaration.decls {
            // A top-level generic arrow is a generic function (declared
            // with the top level's names).
            if top_level && !mutable && Self::is_function_constant(declarator) {
                continue;
            }
            // One in a function declared as the module's (`local_types.rs`).
            if let ast::Pat::Ident(binding) = &declarator.name
                && self.is_hoisted_type(binding.id.span.lo)
            {
                continue;
            }
            if let ast::Pat::Array(_) | ast::Pat::Object(_) = &declarator.name {
                self.check_pattern_declaration(
                    &declarator.name,
                    declarator.init.as_deref(),
                    mutable,
                    out,
                    top_level,
                );
                continue;
            }
            let ast::Pat::Ident(binding) = &declarator.name else {
                let pattern_span = self.span(declarator.name.span());
                self.error(Diagnostic::unsupported(
                    pattern_span,
                    "a destructuring declaration",
                ));
                continue;
            };
            let name = binding.id.sym.to_string();
            // `const C = class { ... }` in a function: a local class.
            if !top_level
                && binding.type_ann.is_none()
                && let Some(ast::Expr::Class(class)) =
                    declarator.init.as_deref().map(|init| init.unwrap_parens())
            {
                self.declare_class_expression(&name, class, out);
                continue;
            }
            let name_span = self.span(binding.id.span);
            let annotated = binding
                .type_ann
                .as_ref()
                .map(|a| self.resolve_type(&a.type_ann));
            if let Some(init) = &declarator.init
                && super::closures::ClosureSyntax::of_expression(init).is_some()
            {
                self.closure_name = Some((name.clone(), !mutable));
            }
            // A constant function the block's hoisting declared (closures
            // above may have captured it: it is then boxed, captured before
            // its value is stored).
            if let Some(init) = declarator.init.as_deref()
                && let Some(local) = self.hoisted_constant(&name)
            {
                let ty = self.current.locals[local.index()].ty;
                self.initialize_declared(local, init, ty, out);
                self.closure_name = None;
                continue;
            }
            // `const Point = function () { ... } as any`: named all the same.
            if let Some(ast::Expr::TsAs(ast::TsAsExpr { expr, .. })) = declarator.init.as_deref()
                && super::closures::ClosureSyntax::of_expression(expr).is_some()
            {
                self.closure_name = Some((name.clone(), false));
            }
            // `const timer = setInterval(() => clearInterval(timer), 5)`:
            // closures in the initializer see the variable.
            // (A closure that is the initializer names itself through its
            // own object, see `closures`.)
            if let Some(init) = declarator.init.as_deref()
                && super::closures::ClosureSyntax::of_expression(init).is_none()
                && super::flow::named_in_closures(init, &name)
            {
                self.check_self_referencing(
                    &name, name_span, annotated, init, mutable, out, top_level,
                );
                continue;
            }
            // `const xs = [];`: an evolving array, its element type given
            // by its first `push` (see `arrays::evolve`).
            let evolving = annotated.is_none()
                && matches!(declarator.init.as_deref(), Some(ast::Expr::Array(literal)) if literal.elems.is_empty());
            let mut value = declarator
                .init
                .as_ref()
                .filter(|_| !evolving)
                .map(|init| self.check_expecting(init, annotated));
            self.closure_name = None;
            // `const x: string | number = 5`: `x` is a number until it is
            // assigned (as tsc narrows it).
            let initial = value.as_ref().map(|value| value.ty).filter(|&ty| {
                annotated.is_some_and(|a| self.types.is_dynamic(a) && a != TypeId::ANY)
                    && ty != TypeId::NEVER
            });
            if let Some(expected) = annotated
                && let Some(checked) = value.take()
            {
                value = Some(self.assign_to(checked, expected));
            }
            // `const cached = memo[n]; if (cached !== undefined) ...`: a
            // boolean read that may find nothing, into a variable the
            // program tests for `undefined`, holds what it found.
            if annotated.is_none()
                && let Some(checked) = value.take()
            {
                let tested = Self::missable_boolean(&checked)
                    && self.statement_lists.last().is_some_and(|statements| {
                        super::flow::tested_for_nothing(statements, &name)
                    });
                value = Some(if tested {
                    self.observed(checked)
                } else {
                    checked
                });
            }
            let ty = match (annotated, &value) {
                (Some(ty), _) => ty,
                (None, Some(value)) => value.ty,
                (None, None) => TypeId::NEVER,
            };
            // `let x;`: typed by its first assignment (see `vars`).
            let auto_typed = annotated.is_none() && value.is_none() && !evolving;
            let (ty, value) = if evolving {
                let ty = self.types.intern(crate::types::Type::Array(TypeId::NEVER));
                let value = Expression {
                    kind: hir::ExpressionKind::ArrayLiteral(Vec::new()),
                    ty,
                    span: name_span,
                };
                (ty, Some(value))
            } else {
                (ty, value)
            };
            self.bind_variable(&name, name_span, ty, value, mutable, out, top_level);
            if auto_typed && let Some(variable) = self.resolve_variable(&name) {
                self.await_first_assignment(variable, &name);
            }
            if evolving && let Some(variable) = self.resolve_variable(&name) {
                let value = match out.last_mut() {
                    Some(Statement::Let { value, .. }) => value.as_mut(),
                    Some(Statement::InitGlobal { value, .. }) => Some(value),
                    _ => None,
                };
                if let Some(value) = value {
                    value.kind = hir::ExpressionKind::EvolvingArray(variable);
                }
                match variable {
                    hir::Variable::Local(local) => self.current.evolving.push(local),
                    hir::Variable::Global(global) => self.evolving_globals.push(global),
                }
            }
            // Locals and constants only: a function may assign a `let`
            // global behind the narrowing's back.
            if let Some(initial) = initial
                && let Some(variable) = self.resolve_variable(&name)
                && (matches!(variable, hir::Variable::Local(_)) || !mutable)
            {
                self.current.narrowings.push(((variable, None), initial));
            }
        }
    }

    /// The variable a name resolves to here.
    pub(crate) fn resolve_variable(&mut self, name: &str) -> Option<hir::Variable> {
        match self.resolve_name(name) {
            Some(Binding::Local { id, .. }) => Some(hir::Variable::Local(id)),
            Some(Binding::Global(id)) => Some(hir::Variable::Global(id)),
            _ => None,
        }
    }

    /// Declares a variable with its first value: a global at the top level
    /// (registered by `declare_top_level`), a local elsewhere.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn bind_variable(
        &mut self,
        name: &str,
        name_span: Span,
        ty: TypeId,
        value: Option<Expression>,
        mutable: bool,
        out: &mut Vec<Statement>,
        top_level: bool,
    ) {
        // `let x: number | undefined;`: `undefined` until assigned (the
        // type's sentinel, an array's null pointer; other types start as
        // null, which is theirs).
        let value = value.or_else(|| {
            (matches!(ty, TypeId::NUMBER | TypeId::STRING)
                || self.types.element(ty).is_some()
                || self.types.typed_kind(ty).is_some())
            .then_some(Expression {
                kind: hir::ExpressionKind::Missing,
                ty,
                span: name_span,
            })
        });
        if top_level && self.current.at_top_level() {
            let Some(&Binding::Global(global)) = self.scope().top_level.get(name) else {
                return;
            };
            let slot = &mut self.globals[global.index()];
            slot.ty = Some(ty);
            slot.declared = true;
            slot.mutable = mutable;
            if let Some(value) = value {
                out.push(Statement::InitGlobal { global, value });
            }
        } else {
            let local = self.declare_local(name, ty, mutable, name_span);
            out.push(Statement::Let { local, value });
        }
    }

    /// A variable whose initializer's closures name it: declared (with the
    /// annotation's type, or the initializer's, found by checking it once
    /// with the name unknown) before the initializer is checked, so the
    /// closures capture it; a local is boxed, as it is captured before its
    /// value is stored.
    #[allow(clippy::too_many_arguments)]
    fn check_self_referencing(
        &mut self,
        name: &str,
        name_span: Span,
        annotated: Option<TypeId>,
        init: &'a ast::Expr,
        mutable: bool,
        out: &mut Vec<Statement>,
        top_level: bool,
    ) {
        let ty = match annotated {
            Some(ty) => ty,
            None => {
                let errors = self.diagnostics.len();
                let functions = self.functions.len();
                let ty = self.check_expecting(init, None).ty;
                self.discard_functions_from(functions);
                // The name was unknown in that pass; what else it found is
                // found again below (and reported once).
                let unknown = [
                    format!("Cannot find name '{name}'."),
                    format!("Block-scoped variable '{name}' used before its declaration."),
                    format!(
                        "The type of '{name}' is not known here, before its declaration is checked."
                    ),
                    format!(
                        "'{name}' is used before its declaration, which has no type annotations."
                    ),
                ];
                let mut index = errors;
                while index < self.diagnostics.len() {
                    if unknown.contains(&self.diagnostics[index].message) {
                        self.diagnostics.remove(index);
                    } else {
                        index += 1;
                    }
                }
                ty
            }
        };
        if top_level && self.current.at_top_level() {
            let Some(&Binding::Global(global)) = self.scope().top_level.get(name) else {
                return;
            };
            self.globals[global.index()].ty = Some(ty);
            let value = self.check_expecting(init, Some(ty));
            let value = self.assign_to(value, ty);
            self.bind_variable(name, name_span, ty, Some(value), mutable, out, top_level);
            return;
        }
        let local = self.declare_local(name, ty, mutable, name_span);
        self.initialize_declared(local, init, ty, out);
    }

    /// Stores the first value of a local declared before its initializer
    /// was checked: a closure that captured it meanwhile captured it before
    /// its value was stored, so it is boxed.
    fn initialize_declared(
        &mut self,
        local: hir::LocalId,
        init: &'a ast::Expr,
        ty: TypeId,
        out: &mut Vec<Statement>,
    ) {
        let value = self.check_expecting(init, Some(ty));
        let value = self.assign_to(value, ty);
        let captured = &mut self.current.locals[local.index()];
        if captured.captured {
            captured.captured_early = true;
        }
        out.push(Statement::Let {
            local,
            value: Some(value),
        });
    }

    /// `const [a, b] = array;`, `const { x, y } = point;`: the value is
    /// evaluated once, then taken apart (see `destructuring`).
    fn check_pattern_declaration(
        &mut self,
        pattern: &'a ast::Pat,
        init: Option<&'a ast::Expr>,
        mutable: bool,
        out: &mut Vec<Statement>,
        top_level: bool,
    ) {
        let span = self.span(pattern.span());
        let annotation = match pattern {
            ast::Pat::Array(array) => array.type_ann.as_ref(),
            ast::Pat::Object(object) => object.type_ann.as_ref(),
            _ => None,
        };
        let annotated = annotation.map(|a| self.resolve_type(&a.type_ann));
        let Some(init) = init else {
            self.error(Diagnostic::new(
                Code::AnnotationNeeded,
                span,
                "A destructuring declaration must have an initializer.",
            ));
            return;
        };
        let value = match annotated {
            Some(expected) => {
                let value = self.check_expecting(init, annotated);
                self.assign_to(value, expected)
            }
            None => {
                let array_pattern = match pattern {
                    ast::Pat::Array(array) => Some(array),
                    _ => None,
                };
                self.check_pattern_source(array_pattern, init)
            }
        };
        self.declare_pattern(
            pattern,
            value,
            super::destructuring::PatternUse::Declare { mutable, top_level },
            out,
        );
    }
}

/// Whether `block` ends with a `switch` that has no `default`: tsc accepts
/// such a function without a final `return` when the cases cover every
/// value of the discriminant's type (a union of literals), which the
/// checker cannot see once literal types are widened. Falling off such an
/// end returns the type's default value, as an unreachable path.
pub(crate) fn ends_with_open_switch(block: &hir::Block) -> bool {
    match block.statements.last() {
        Some(Statement::Switch { cases, .. }) => cases.iter().all(|case| case.test.is_some()),
        Some(Statement::Block(inner)) => ends_with_open_switch(inner),
        _ => false,
    }
}

/// Whether control can reach the end of `block`. Errs toward "no" when
/// unsure: a wrong "no" only costs a default return in codegen, a wrong
/// "yes" would reject a valid program.
pub(crate) fn block_completes(block: &hir::Block, broken: &HashSet<TargetId>) -> bool {
    block
        .statements
        .iter()
        .all(|statement| statement_completes(statement, broken))
}

fn statement_completes(statement: &Statement, broken: &HashSet<TargetId>) -> bool {
    match statement {
        Statement::Return(_)
        | Statement::Break(_)
        | Statement::Continue(_)
        | Statement::Throw(_) => false,
        Statement::Try {
            body,
            catch,
            finally,
            ..
        } => {
            finally
                .as_ref()
                .is_none_or(|block| block_completes(block, broken))
                && (block_completes(body, broken)
                    || catch
                        .as_ref()
                        .is_some_and(|(_, block)| block_completes(block, broken)))
        }
        Statement::If {
            then,
            otherwise: Some(otherwise),
            ..
        } => block_completes(then, broken) || block_completes(otherwise, broken),
        Statement::If {
            otherwise: None, ..
        } => true,
        Statement::While {
            target, condition, ..
        } => !is_true(condition) || broken.contains(target),
        Statement::DoWhile {
            target,
            body,
            condition,
        } => broken.contains(target) || (!is_true(condition) && block_completes(body, broken)),
        Statement::Labeled { target, body } => {
            block_completes(body, broken) || broken.contains(target)
        }
        Statement::Block(block) => block_completes(block, broken),
        Statement::Switch { target, cases, .. } => {
            broken.contains(target)
                || !switch_is_exhaustive(cases)
                || cases
                    .last()
                    .is_none_or(|case| block_completes(&case.body, broken))
        }
        Statement::Expression(expression) => expression.ty != TypeId::NEVER,
        Statement::Let { .. } | Statement::InitGlobal { .. } => true,
    }
}

/// Whether some case of a switch always matches: a `default`, or both
/// `true` and `false` for a boolean discriminant.
fn switch_is_exhaustive(cases: &[hir::SwitchCase]) -> bool {
    let has = |wanted: bool| {
        cases.iter().any(|case| {
            matches!(case.test, Some(hir::Expression { kind: hir::ExpressionKind::Boolean(value), .. }) if value == wanted)
        })
    };
    cases.iter().any(|case| case.test.is_none()) || (has(true) && has(false))
}

/// A loop whose condition is `true` (or absent): only a `break` leaves it.
fn runs_forever(statement: &ast::Stmt) -> bool {
    let is_true = |test: &ast::Expr| matches!(test, ast::Expr::Lit(ast::Lit::Bool(b)) if b.value);
    match statement {
        ast::Stmt::While(statement) => is_true(&statement.test),
        ast::Stmt::DoWhile(statement) => is_true(&statement.test),
        ast::Stmt::For(statement) => statement.test.as_deref().is_none_or(is_true),
        _ => false,
    }
}

fn is_true(condition: &hir::Expression) -> bool {
    matches!(condition.kind, hir::ExpressionKind::Boolean(true))
}
