//! Narrowing across control flow.
//!
//! The narrowings in force are a stack of facts (`FunctionState::narrowings`;
//! the latest fact about a key wins). A narrowed read of a boxed variable
//! unboxes with a run-time check, so a fact must never outlive an assignment
//! on any path that reaches the read. The rules that keep it so, as tsc's
//! control-flow analysis has them:
//!
//! - where paths meet (after an `if`, a `switch`, a labelled block, after
//!   `&&`, `||` and `?:`), each key that some path changed gets the union of
//!   its types on the paths that reach the meeting point (a path that
//!   returns, throws, breaks or continues does not reach it; a `break`
//!   reaches its target with the facts it had);
//! - a loop's head sees every variable the loop assigns anywhere (body,
//!   condition, update, closures inside) at its declared type, since the
//!   back edge may bring any value; what follows the loop joins the head
//!   (unless the condition is `true`) with every `break` out of it;
//! - a `catch`, a `finally` and what follows a `try` see every variable the
//!   `try` statement assigns at its declared type;
//! - assigning a variable ends every narrowing of its properties.

use swc_ecma_ast as ast;
use swc_ecma_visit::{Visit, VisitWith};

use super::Checker;
use super::scope::{Binding, NarrowKey};
use crate::hir::{TargetId, Variable};
use crate::types::{Type, TypeId};

/// One narrowing: a variable (or a property of one) and its type there.
pub(crate) type Fact = (NarrowKey, TypeId);

impl<'a> Checker<'a> {
    /// The facts in force now (the whole stack: a path's state).
    pub(crate) fn flow_state(&self) -> Vec<Fact> {
        self.current.narrowings.clone()
    }

    /// Paths meet: the stack goes back to its first `mark` facts (the
    /// state before the paths split), and each key a path changed gets the
    /// union of its types on `paths`. No path: nothing reaches, and the
    /// base stays.
    pub(crate) fn merge_flows(&mut self, mark: usize, paths: &[Vec<Fact>]) {
        self.current.narrowings.truncate(mark);
        if paths.is_empty() {
            return;
        }
        let mut keys: Vec<NarrowKey> = Vec::new();
        for path in paths {
            for (key, _) in path.iter().skip(mark) {
                if !keys.contains(key) {
                    keys.push(key.clone());
                }
            }
        }
        for key in keys {
            let base = self.fact_type(None, &key);
            let types: Vec<Option<TypeId>> = paths
                .iter()
                .map(|path| self.fact_type(Some(path), &key))
                .collect();
            let joined = self.join_types(&key, &types);
            if joined != base
                && let Some(joined) = joined
            {
                self.current.narrowings.push((key, joined));
            }
        }
    }

    /// The type of `key` on a path (the current stack when `None`): its
    /// latest fact, or its declared type.
    fn fact_type(&mut self, path: Option<&[Fact]>, key: &NarrowKey) -> Option<TypeId> {
        let facts = path.unwrap_or(&self.current.narrowings);
        if let Some(&(_, ty)) = facts.iter().rev().find(|(known, _)| known == key) {
            return Some(ty);
        }
        self.declared_type(key)
    }

    /// The union of a key's types on several paths, as a narrowing of its
    /// declared type; the declared type itself when a path's type is not
    /// made of the declared type's members.
    pub(crate) fn join_types(
        &mut self,
        key: &NarrowKey,
        types: &[Option<TypeId>],
    ) -> Option<TypeId> {
        let declared = self.declared_type(key);
        let first = types.first().copied().flatten();
        if types.iter().all(|&ty| ty == first) {
            return first;
        }
        let Some(declared) = declared else {
            // Unreachable for keys the checker makes; the loosest answer.
            return Some(TypeId::UNKNOWN);
        };
        let mut wanted: Vec<TypeId> = Vec::new();
        for ty in types {
            let Some(ty) = *ty else {
                return Some(declared);
            };
            for member in self.flat_members(ty) {
                if !wanted.contains(&member) {
                    wanted.push(member);
                }
            }
        }
        if declared == TypeId::UNKNOWN {
            return self.union_of(&wanted).or(Some(declared));
        }
        let members = self.flat_members(declared);
        if wanted.iter().any(|member| !members.contains(member)) {
            return Some(declared);
        }
        // Members of a discriminated union (see `discriminants`).
        if self.merged_members.contains_key(&declared) {
            let kept: Vec<TypeId> = members
                .into_iter()
                .filter(|member| wanted.contains(member))
                .collect();
            return self.narrowed_union(&kept).or(Some(declared));
        }
        self.narrow_members(declared, |member| wanted.contains(&member))
            .or(Some(declared))
    }

    /// A type as the members of a union it would take part in.
    pub(crate) fn flat_members(&self, ty: TypeId) -> Vec<TypeId> {
        if let Some(members) = self.merged_members.get(&ty) {
            return members.clone();
        }
        match self.types.get(ty) {
            Type::Union(members) => members.clone(),
            Type::Nullable(inner) => vec![*inner, TypeId::NULL],
            Type::Void => vec![TypeId::UNDEFINED],
            _ => vec![ty],
        }
    }

    /// The declared type of what a key names.
    pub(crate) fn declared_type(&mut self, key: &NarrowKey) -> Option<TypeId> {
        let object = match key.0 {
            Variable::Local(id) => self.current.locals.get(id.index())?.ty,
            Variable::Global(id) => self.globals.get(id.index())?.ty?,
        };
        match &key.1 {
            None => Some(object),
            Some(name) => {
                let base = self.types.non_null(object).unwrap_or(object);
                self.member_type(base, name)
            }
        }
    }

    /// Every key back at its declared type (and, for a variable, every
    /// property of it that is narrowed).
    pub(crate) fn widen(&mut self, keys: &[NarrowKey]) {
        let mut all: Vec<NarrowKey> = Vec::new();
        for key in keys {
            if !all.contains(key) {
                all.push(key.clone());
            }
            if key.1.is_none() {
                for (known, _) in &self.current.narrowings {
                    if known.0 == key.0 && known.1.is_some() && !all.contains(known) {
                        all.push(known.clone());
                    }
                }
            }
        }
        for key in all {
            let current = self.fact_type(None, &key);
            let declared = self.declared_type(&key);
            if current != declared
                && let Some(declared) = declared
            {
                self.current.narrowings.push((key, declared));
            }
        }
    }

    /// A variable was assigned a value of type `assigned` (`None`: of its
    /// declared type, as far as narrowing knows): its properties'
    /// narrowings end, and the variable itself is narrowed to the value's
    /// type where that is one of its members.
    pub(crate) fn note_assigned(&mut self, variable: Variable, assigned: Option<TypeId>) {
        let key: NarrowKey = (variable, None);
        self.widen(std::slice::from_ref(&key));
        let Some(declared) = self.declared_type(&key) else {
            return;
        };
        // An `any` stays `any` whatever it is given, as in tsc.
        if let Some(assigned) = assigned
            && assigned != TypeId::NEVER
            && assigned != declared
            && declared != TypeId::ANY
            && self.types.is_dynamic(declared)
        {
            let joined = self.join_types(&key, &[Some(assigned)]);
            // Only a value made of the declared type's members narrows.
            let members = self.flat_members(declared);
            let fits = declared == TypeId::UNKNOWN
                || self
                    .flat_members(assigned)
                    .iter()
                    .all(|member| members.contains(member));
            if fits && let Some(joined) = joined {
                self.current.narrowings.push((key, joined));
            }
        }
    }

    /// After a call: the narrowings of `let` globals and captured locals
    /// that some function body assigns end, since the call may assign them (tsc keeps them, and a
    /// program can rely on that only by reading a value the narrowing
    /// does not describe, which a checked unboxing would refuse).
    pub(crate) fn forget_shared_narrowings(&mut self) {
        let shared: Vec<NarrowKey> = self
            .current
            .narrowings
            .iter()
            .filter(|(key, _)| match key.0 {
                Variable::Global(id) => self.globals.get(id.index()).is_some_and(|global| {
                    global.mutable && self.assigned_in_functions.contains(&global.name)
                }),
                Variable::Local(id) => self.current.locals.get(id.index()).is_some_and(|local| {
                    local.captured && self.assigned_in_functions.contains(&local.name)
                }),
            })
            .map(|(key, _)| key.clone())
            .collect();
        if !shared.is_empty() {
            self.widen(&shared);
        }
    }

    /// The facts a `break` carries to its target.
    pub(crate) fn note_break(&mut self, target: TargetId) {
        let state = self.flow_state();
        self.current
            .break_states
            .entry(target)
            .or_default()
            .push(state);
    }

    /// The facts of every `break` to `target` (taken: a target is left once).
    pub(crate) fn take_breaks(&mut self, target: TargetId) -> Vec<Vec<Fact>> {
        self.current
            .break_states
            .remove(&target)
            .unwrap_or_default()
    }

    /// The variables (and properties of variables) a statement may assign
    /// anywhere inside it, closures included, resolved where the statement
    /// starts.
    pub(crate) fn assigned_keys<N: VisitWith<AssignedNames>>(
        &mut self,
        node: &N,
    ) -> Vec<NarrowKey> {
        let mut names = AssignedNames::default();
        node.visit_with(&mut names);
        let mut keys = Vec::new();
        for (name, property) in names.found {
            let variable = match self.resolve_name(&name) {
                Some(Binding::Local { id, .. }) => Variable::Local(id),
                Some(Binding::Global(id)) => Variable::Global(id),
                _ => continue,
            };
            let key = (variable, property);
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        keys
    }
}

/// Collects the names assigned in a piece of syntax: `x = ...`, `x += ...`,
/// `x++`, destructuring targets, `for (x of ...)`, and `x.f = ...` /
/// `this.f = ...` as `(x, Some(f))`.
#[derive(Default)]
pub(crate) struct AssignedNames {
    found: Vec<(String, Option<String>)>,
}

impl AssignedNames {
    fn member(&mut self, member: &ast::MemberExpr) {
        let ast::MemberProp::Ident(property) = &member.prop else {
            return;
        };
        let object = match &*member.obj {
            ast::Expr::Ident(name) => name.sym.to_string(),
            ast::Expr::This(_) => "this".to_string(),
            _ => return,
        };
        self.found.push((object, Some(property.sym.to_string())));
    }

    /// Every name a destructuring target writes.
    fn pattern(&mut self, pattern: &ast::Pat) {
        let mut targets = PatternTargets::default();
        pattern.visit_with(&mut targets);
        for name in targets.names {
            self.found.push((name, None));
        }
        for member in targets.members {
            self.found.push(member);
        }
    }
}

impl Visit for AssignedNames {
    fn visit_assign_expr(&mut self, assign: &ast::AssignExpr) {
        match &assign.left {
            ast::AssignTarget::Simple(ast::SimpleAssignTarget::Ident(name)) => {
                self.found.push((name.id.sym.to_string(), None));
            }
            ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) => {
                self.member(member);
            }
            ast::AssignTarget::Simple(_) => {}
            ast::AssignTarget::Pat(pattern) => {
                let pattern: ast::Pat = match pattern {
                    ast::AssignTargetPat::Array(array) => ast::Pat::Array(array.clone()),
                    ast::AssignTargetPat::Object(object) => ast::Pat::Object(object.clone()),
                    ast::AssignTargetPat::Invalid(_) => return,
                };
                self.pattern(&pattern);
            }
        }
        assign.visit_children_with(self);
    }

    fn visit_update_expr(&mut self, update: &ast::UpdateExpr) {
        match &*update.arg {
            ast::Expr::Ident(name) => self.found.push((name.sym.to_string(), None)),
            ast::Expr::Member(member) => self.member(member),
            _ => {}
        }
        update.visit_children_with(self);
    }

    fn visit_for_of_stmt(&mut self, statement: &ast::ForOfStmt) {
        if let ast::ForHead::Pat(pattern) = &statement.left {
            self.pattern(pattern);
        }
        statement.visit_children_with(self);
    }

    fn visit_for_in_stmt(&mut self, statement: &ast::ForInStmt) {
        if let ast::ForHead::Pat(pattern) = &statement.left {
            self.pattern(pattern);
        }
        statement.visit_children_with(self);
    }
}

/// The names and properties a pattern used as an assignment target writes.
#[derive(Default)]
struct PatternTargets {
    names: Vec<String>,
    members: Vec<(String, Option<String>)>,
}

impl Visit for PatternTargets {
    fn visit_binding_ident(&mut self, binding: &ast::BindingIdent) {
        self.names.push(binding.id.sym.to_string());
    }

    fn visit_member_expr(&mut self, member: &ast::MemberExpr) {
        let mut names = AssignedNames::default();
        names.member(member);
        self.members.extend(names.found);
    }
}

/// The names assigned anywhere inside a function, method or closure body of
/// a module's `statements` (by name: a shadowing declaration makes it larger, which only
/// ends more narrowings).
/// Whether a function or arrow inside `expression` names `name` (a
/// variable whose initializer `expression` is: `const timer =
/// setInterval(() => clearInterval(timer), 10)`).
/// Whether `statements` test the variable `name` for `null` or
/// `undefined` (`name === undefined`, `name != null`, `typeof name`,
/// `name ?? other`), wherever they do (a name declared again inside counts
/// too: the answer only decides a representation that is right either
/// way).
pub(crate) fn tested_for_nothing(statements: &[ast::Stmt], name: &str) -> bool {
    struct Finder<'n> {
        name: &'n str,
        found: bool,
    }
    impl Finder<'_> {
        fn is_name(&self, expression: &ast::Expr) -> bool {
            matches!(expression.unwrap_parens(), ast::Expr::Ident(ident) if ident.sym == self.name)
        }
    }
    fn is_nothing(expression: &ast::Expr) -> bool {
        match expression.unwrap_parens() {
            ast::Expr::Ident(ident) => ident.sym == "undefined",
            ast::Expr::Lit(ast::Lit::Null(_)) => true,
            ast::Expr::Unary(unary) => unary.op == ast::UnaryOp::Void,
            _ => false,
        }
    }
    impl Visit for Finder<'_> {
        fn visit_bin_expr(&mut self, binary: &ast::BinExpr) {
            use ast::BinaryOp as Op;
            let tested = match binary.op {
                Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq => {
                    (self.is_name(&binary.left) && is_nothing(&binary.right))
                        || (self.is_name(&binary.right) && is_nothing(&binary.left))
                }
                Op::NullishCoalescing => self.is_name(&binary.left),
                _ => false,
            };
            self.found |= tested;
            binary.visit_children_with(self);
        }
        fn visit_unary_expr(&mut self, unary: &ast::UnaryExpr) {
            self.found |= unary.op == ast::UnaryOp::TypeOf && self.is_name(&unary.arg);
            unary.visit_children_with(self);
        }
    }
    let mut finder = Finder { name, found: false };
    statements.visit_with(&mut finder);
    finder.found
}

/// Finds a name read inside a function or arrow function.
struct ClosureNameFinder<'n> {
    name: &'n str,
    depth: usize,
    found: bool,
}

impl Visit for ClosureNameFinder<'_> {
    fn visit_function(&mut self, function: &ast::Function) {
        self.depth += 1;
        function.visit_children_with(self);
        self.depth -= 1;
    }
    fn visit_arrow_expr(&mut self, arrow: &ast::ArrowExpr) {
        self.depth += 1;
        arrow.visit_children_with(self);
        self.depth -= 1;
    }
    fn visit_ident(&mut self, ident: &ast::Ident) {
        if self.depth > 0 && ident.sym == self.name {
            self.found = true;
        }
    }
}

fn closures_name<'n, N: VisitWith<ClosureNameFinder<'n>> + ?Sized>(
    node: &N,
    name: &'n str,
) -> bool {
    let mut finder = ClosureNameFinder {
        name,
        depth: 0,
        found: false,
    };
    node.visit_with(&mut finder);
    finder.found
}

/// Whether `statements` read `name` anywhere (shadowing not followed).
pub(crate) fn statements_name(statements: &[ast::Stmt], name: &str) -> bool {
    let mut finder = ClosureNameFinder {
        name,
        depth: 1,
        found: false,
    };
    statements.visit_with(&mut finder);
    finder.found
}

pub(crate) fn named_in_closures(expression: &ast::Expr, name: &str) -> bool {
    closures_name(expression, name)
}

/// Whether an expression has parts whose type its context gives: functions
/// with parameters not annotated, and empty arrays.
pub(crate) fn needs_context(expression: &ast::Expr) -> bool {
    struct Finder {
        found: bool,
    }
    fn annotated(pattern: &ast::Pat) -> bool {
        match pattern {
            ast::Pat::Ident(binding) => binding.type_ann.is_some(),
            ast::Pat::Array(array) => array.type_ann.is_some(),
            ast::Pat::Object(object) => object.type_ann.is_some(),
            ast::Pat::Rest(rest) => rest.type_ann.is_some(),
            ast::Pat::Assign(assign) => annotated(&assign.left),
            _ => false,
        }
    }
    impl Visit for Finder {
        fn visit_function(&mut self, function: &ast::Function) {
            self.found |= !function.params.iter().all(|p| annotated(&p.pat));
        }
        fn visit_arrow_expr(&mut self, arrow: &ast::ArrowExpr) {
            self.found |= !arrow.params.iter().all(annotated);
        }
        fn visit_array_lit(&mut self, array: &ast::ArrayLit) {
            if array.elems.is_empty() {
                self.found = true;
            }
            array.visit_children_with(self);
        }
        // (`[] as number[]`: the assertion types it.)
        fn visit_ts_as_expr(&mut self, _: &ast::TsAsExpr) {}
        fn visit_ts_type_assertion(&mut self, _: &ast::TsTypeAssertion) {}
    }
    let mut finder = Finder { found: false };
    expression.visit_with(&mut finder);
    finder.found
}

/// Whether a function (or arrow function) in `statements` names `name`.
pub(crate) fn statements_name_in_closures(statements: &[ast::Stmt], name: &str) -> bool {
    statements
        .iter()
        .any(|statement| closures_name(statement, name))
}

pub(crate) fn names_assigned_in_functions(statements: &[ast::Stmt]) -> Vec<String> {
    #[derive(Default)]
    struct InFunctions {
        depth: usize,
        names: Vec<String>,
    }
    impl InFunctions {
        fn body<N: VisitWith<AssignedNames> + VisitWith<InFunctions>>(&mut self, node: &N) {
            if self.depth > 0 {
                let mut assigned = AssignedNames::default();
                node.visit_with(&mut assigned);
                self.names
                    .extend(assigned.found.into_iter().map(|(name, _)| name));
            }
        }
    }
    impl Visit for InFunctions {
        fn visit_function(&mut self, function: &ast::Function) {
            self.depth += 1;
            self.body(function);
            function.visit_children_with(self);
            self.depth -= 1;
        }
        fn visit_arrow_expr(&mut self, arrow: &ast::ArrowExpr) {
            self.depth += 1;
            self.body(arrow);
            arrow.visit_children_with(self);
            self.depth -= 1;
        }
        fn visit_constructor(&mut self, constructor: &ast::Constructor) {
            self.depth += 1;
            self.body(constructor);
            constructor.visit_children_with(self);
            self.depth -= 1;
        }
        fn visit_getter_prop(&mut self, getter: &ast::GetterProp) {
            self.depth += 1;
            self.body(getter);
            getter.visit_children_with(self);
            self.depth -= 1;
        }
        fn visit_setter_prop(&mut self, setter: &ast::SetterProp) {
            self.depth += 1;
            self.body(setter);
            setter.visit_children_with(self);
            self.depth -= 1;
        }
    }
    let mut visitor = InFunctions::default();
    for statement in statements {
        statement.visit_with(&mut visitor);
    }
    let mut names = visitor.names;
    names.sort();
    names.dedup();
    names
}

/// The property names a program assigns with `=` (`object.name = value`):
/// a class's methods among them get a field that can replace them on an
/// object (see `classes::own_method_field`).
pub(crate) fn names_assigned_as_members(statements: &[ast::Stmt]) -> Vec<String> {
    #[derive(Default)]
    struct Members {
        names: Vec<String>,
    }
    impl Visit for Members {
        fn visit_assign_expr(&mut self, assign: &ast::AssignExpr) {
            if assign.op == ast::AssignOp::Assign
                && let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) =
                    &assign.left
                && let ast::MemberProp::Ident(name) = &member.prop
            {
                self.names.push(name.sym.to_string());
            }
            assign.visit_children_with(self);
        }
    }
    let mut visitor = Members::default();
    for statement in statements {
        statement.visit_with(&mut visitor);
    }
    let mut names = visitor.names;
    names.sort();
    names.dedup();
    names
}

/// Whether a function body reads `this` as its own (not inside a nested
/// function or class, which has its own; arrows see the body's).
pub(crate) fn uses_own_this(statements: &[ast::Stmt]) -> bool {
    #[derive(Default)]
    struct This {
        found: bool,
    }
    impl Visit for This {
        fn visit_this_expr(&mut self, _: &ast::ThisExpr) {
            self.found = true;
        }
        fn visit_function(&mut self, _: &ast::Function) {}
        fn visit_class(&mut self, _: &ast::Class) {}
    }
    let mut visitor = This::default();
    for statement in statements {
        statement.visit_with(&mut visitor);
    }
    visitor.found
}

/// Whether a function body only reads the array its parameter `name`
/// holds: indexes it, takes its `length`, iterates or spreads it, or calls
/// a method that leaves it as it is; never assigns it, changes it or lets
/// it go elsewhere.
pub(crate) fn only_reads_array(statements: &[ast::Stmt], name: &str) -> bool {
    const READING: &[&str] = &[
        "length",
        "map",
        "filter",
        "forEach",
        "some",
        "every",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "indexOf",
        "lastIndexOf",
        "includes",
        "join",
        "slice",
        "reduce",
        "reduceRight",
        "at",
        "concat",
        "entries",
        "keys",
        "values",
        "flat",
        "flatMap",
        "toString",
        "toSorted",
        "toReversed",
        "with",
    ];
    struct Reads<'n> {
        name: &'n str,
        uses: usize,
        reads: usize,
    }
    impl Reads<'_> {
        fn is_name(&self, expression: &ast::Expr) -> bool {
            matches!(expression, ast::Expr::Ident(ident) if ident.sym == self.name)
        }
    }
    impl Visit for Reads<'_> {
        fn visit_ident(&mut self, ident: &ast::Ident) {
            if ident.sym == self.name {
                self.uses += 1;
            }
        }
        fn visit_member_expr(&mut self, member: &ast::MemberExpr) {
            if self.is_name(&member.obj) {
                match &member.prop {
                    ast::MemberProp::Ident(property)
                        if READING.contains(&property.sym.as_str()) =>
                    {
                        self.reads += 1;
                    }
                    ast::MemberProp::Computed(_) => self.reads += 1,
                    _ => {}
                }
            }
            member.visit_children_with(self);
        }
        fn visit_assign_expr(&mut self, assign: &ast::AssignExpr) {
            // `name[i] = v`: a change (its read above does not count).
            if let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
                && self.is_name(&member.obj)
            {
                self.uses += 1;
            }
            assign.visit_children_with(self);
        }
        fn visit_update_expr(&mut self, update: &ast::UpdateExpr) {
            if let ast::Expr::Member(member) = &*update.arg
                && self.is_name(&member.obj)
            {
                self.uses += 1;
            }
            update.visit_children_with(self);
        }
        fn visit_for_of_stmt(&mut self, statement: &ast::ForOfStmt) {
            if self.is_name(&statement.right) {
                self.reads += 1;
            }
            statement.visit_children_with(self);
        }
        fn visit_spread_element(&mut self, spread: &ast::SpreadElement) {
            if self.is_name(&spread.expr) {
                self.reads += 1;
            }
            spread.visit_children_with(self);
        }
    }
    let mut visitor = Reads {
        name,
        uses: 0,
        reads: 0,
    };
    for statement in statements {
        statement.visit_with(&mut visitor);
    }
    visitor.uses == visitor.reads
}
