//! Classes, interfaces, type aliases, enums and generic functions (declared,
//! or `const`s holding a generic arrow or function expression) declared
//! inside a function.
//!
//! When a function body starts, the type declarations among its statements
//! (and its blocks', not nested functions') are declared as the module's
//! own, where their names are free in the module and they need nothing of
//! the function: a class may not read the function's variables (a closure
//! environment for its methods is not built), and none may name the
//! function's type parameters (the names it reads are found by
//! JavaScript's scoping: its own parameters and variables shadow the
//! function's). Such a declaration then behaves as written
//! in the function: a class's static initializers run where its
//! declaration is. Any other stays refused (SC3001).

use std::collections::HashSet;

use swc_ecma_ast as ast;
use swc_ecma_visit::{Visit, VisitWith};

use super::Checker;
use super::scope::Binding;

/// A type declaration written inside a function.
#[derive(Clone, Copy)]
enum LocalType<'a> {
    Class(&'a ast::ClassDecl),
    Interface(&'a ast::TsInterfaceDecl),
    Alias(&'a ast::TsTypeAliasDecl),
    Enum(&'a ast::TsEnumDecl),
    /// A generic function: hoisted, its instances are made by its calls
    /// as a module function's are.
    GenericFunction(&'a ast::FnDecl),
}

impl<'a> LocalType<'a> {
    fn name(self) -> &'a str {
        match self {
            LocalType::Class(declaration) => declaration.ident.sym.as_str(),
            LocalType::Interface(declaration) => declaration.id.sym.as_str(),
            LocalType::Alias(declaration) => declaration.id.sym.as_str(),
            LocalType::Enum(declaration) => declaration.id.sym.as_str(),
            LocalType::GenericFunction(declaration) => declaration.ident.sym.as_str(),
        }
    }

    fn key(self) -> swc_common::BytePos {
        use swc_common::Spanned;
        match self {
            LocalType::Class(declaration) => declaration.ident.span.lo,
            LocalType::Interface(declaration) => declaration.span().lo,
            LocalType::Alias(declaration) => declaration.span().lo,
            LocalType::Enum(declaration) => declaration.span().lo,
            LocalType::GenericFunction(declaration) => declaration.ident.span.lo,
        }
    }

    /// The value names and type names the declaration refers to.
    fn references(self) -> References {
        let mut references = References::default();
        match self {
            LocalType::Class(declaration) => declaration.visit_with(&mut references),
            LocalType::Interface(declaration) => declaration.visit_with(&mut references),
            LocalType::Alias(declaration) => declaration.visit_with(&mut references),
            LocalType::Enum(declaration) => declaration.visit_with(&mut references),
            LocalType::GenericFunction(declaration) => {
                declaration.function.visit_with(&mut references)
            }
        }
        references
    }
}

/// The names a declaration reads from outside itself (its free names:
/// those its own parameters, variables, functions and classes do not bind
/// where they are read, by JavaScript's scoping), and the type names it
/// mentions.
#[derive(Default)]
pub(crate) struct References {
    values: HashSet<String>,
    types: HashSet<String>,
    /// The names bound by the scopes around the node being visited.
    scopes: Vec<HashSet<String>>,
}

impl References {
    fn bound(&self, name: &str) -> bool {
        self.scopes.iter().any(|scope| scope.contains(name))
    }

    fn pattern_names(pattern: &ast::Pat, out: &mut HashSet<String>) {
        let mut found = Vec::new();
        Checker::pattern_names(pattern, &mut found);
        out.extend(found.into_iter().map(|name| name.sym.to_string()));
    }

    /// The names a block binds itself: its `let`, `const`, classes and
    /// functions (and, for a function's body, its `var`s anywhere).
    fn block_names(statements: &[ast::Stmt], body: bool, out: &mut HashSet<String>) {
        for statement in statements {
            match statement {
                ast::Stmt::Decl(ast::Decl::Var(declaration))
                    if declaration.kind != ast::VarDeclKind::Var || body =>
                {
                    for declarator in &declaration.decls {
                        Self::pattern_names(&declarator.name, out);
                    }
                }
                ast::Stmt::Decl(ast::Decl::Fn(declaration)) => {
                    out.insert(declaration.ident.sym.to_string());
                }
                ast::Stmt::Decl(ast::Decl::Class(declaration)) => {
                    out.insert(declaration.ident.sym.to_string());
                }
                _ => {}
            }
        }
        if body {
            let mut vars = Vec::new();
            super::vars::var_declarations(statements, &mut vars);
            for declaration in vars {
                for declarator in &declaration.decls {
                    Self::pattern_names(&declarator.name, out);
                }
            }
        }
    }

    /// The names a `for (const x of ...)` or `for (const k in ...)` head
    /// binds.
    fn head_names(head: &ast::ForHead) -> HashSet<String> {
        let mut names = HashSet::new();
        if let ast::ForHead::VarDecl(declaration) = head {
            for declarator in &declaration.decls {
                Self::pattern_names(&declarator.name, &mut names);
            }
        }
        names
    }

    fn scoped(&mut self, names: HashSet<String>, visit: impl FnOnce(&mut Self)) {
        self.scopes.push(names);
        visit(self);
        self.scopes.pop();
    }
}

impl Visit for References {
    fn visit_ident(&mut self, identifier: &ast::Ident) {
        if !self.bound(identifier.sym.as_str()) {
            self.values.insert(identifier.sym.to_string());
        }
    }

    fn visit_function(&mut self, function: &ast::Function) {
        let mut names = HashSet::new();
        for parameter in &function.params {
            Self::pattern_names(&parameter.pat, &mut names);
        }
        if let Some(body) = &function.body {
            Self::block_names(&body.stmts, true, &mut names);
        }
        names.insert("arguments".to_string());
        self.scoped(names, |this| function.visit_children_with(this));
    }

    fn visit_fn_expr(&mut self, expression: &ast::FnExpr) {
        let names = expression
            .ident
            .iter()
            .map(|name| name.sym.to_string())
            .collect();
        self.scoped(names, |this| expression.function.visit_with(this));
    }

    fn visit_class_expr(&mut self, expression: &ast::ClassExpr) {
        let names = expression
            .ident
            .iter()
            .map(|name| name.sym.to_string())
            .collect();
        self.scoped(names, |this| expression.class.visit_with(this));
    }

    fn visit_arrow_expr(&mut self, arrow: &ast::ArrowExpr) {
        let mut names = HashSet::new();
        for parameter in &arrow.params {
            Self::pattern_names(parameter, &mut names);
        }
        if let ast::ArrowFunctionBody::FunctionBody(body) = &*arrow.body {
            Self::block_names(&body.stmts, true, &mut names);
        }
        self.scoped(names, |this| arrow.visit_children_with(this));
    }

    fn visit_constructor(&mut self, constructor: &ast::Constructor) {
        let mut names = HashSet::new();
        for parameter in &constructor.params {
            match parameter {
                ast::ParamOrTsParamProp::Param(parameter) => {
                    Self::pattern_names(&parameter.pat, &mut names)
                }
                ast::ParamOrTsParamProp::TsParamProp(property) => match &property.param {
                    ast::TsParamPropParam::Ident(binding) => {
                        names.insert(binding.id.sym.to_string());
                    }
                    ast::TsParamPropParam::Assign(assign) => {
                        Self::pattern_names(&assign.left, &mut names)
                    }
                },
            }
        }
        if let Some(body) = &constructor.body {
            Self::block_names(&body.stmts, true, &mut names);
        }
        names.insert("arguments".to_string());
        self.scoped(names, |this| constructor.visit_children_with(this));
    }

    fn visit_block_stmt(&mut self, block: &ast::BlockStmt) {
        let mut names = HashSet::new();
        Self::block_names(&block.stmts, false, &mut names);
        self.scoped(names, |this| block.visit_children_with(this));
    }

    fn visit_for_stmt(&mut self, statement: &ast::ForStmt) {
        let mut names = HashSet::new();
        if let Some(ast::VarDeclOrExpr::VarDecl(declaration)) = &statement.init {
            for declarator in &declaration.decls {
                Self::pattern_names(&declarator.name, &mut names);
            }
        }
        self.scoped(names, |this| statement.visit_children_with(this));
    }

    fn visit_for_of_stmt(&mut self, statement: &ast::ForOfStmt) {
        let names = Self::head_names(&statement.left);
        self.scoped(names, |this| statement.visit_children_with(this));
    }

    fn visit_for_in_stmt(&mut self, statement: &ast::ForInStmt) {
        let names = Self::head_names(&statement.left);
        self.scoped(names, |this| statement.visit_children_with(this));
    }

    fn visit_catch_clause(&mut self, clause: &ast::CatchClause) {
        let mut names = HashSet::new();
        if let Some(parameter) = &clause.param {
            Self::pattern_names(parameter, &mut names);
        }
        self.scoped(names, |this| clause.visit_children_with(this));
    }

    fn visit_ts_type_ref(&mut self, reference: &ast::TsTypeRef) {
        match &reference.type_name {
            // A type name, not a value read.
            ast::TsEntityName::Ident(name) => {
                self.types.insert(name.sym.to_string());
            }
            qualified => qualified.visit_with(self),
        }
        reference.type_params.visit_with(self);
    }

    // A property's or method's name in a type is not a value read (a
    // computed one is).
    fn visit_ts_property_signature(&mut self, property: &ast::TsPropertySignature) {
        if property.computed {
            property.key.visit_with(self);
        }
        property.type_ann.visit_with(self);
    }

    fn visit_ts_method_signature(&mut self, method: &ast::TsMethodSignature) {
        if method.computed {
            method.key.visit_with(self);
        }
        method.params.visit_with(self);
        method.type_ann.visit_with(self);
        method.type_params.visit_with(self);
    }

    // A signature's parameter names (`check(value: T): boolean` in an
    // interface) are declared, not read: only their types are visited.
    fn visit_ts_fn_param(&mut self, parameter: &ast::TsFnParam) {
        let annotation = match parameter {
            ast::TsFnParam::Ident(binding) => &binding.type_ann,
            ast::TsFnParam::Array(array) => &array.type_ann,
            ast::TsFnParam::Rest(rest) => &rest.type_ann,
            ast::TsFnParam::Object(object) => &object.type_ann,
        };
        annotation.visit_with(self);
    }

    // A type parameter's name is declared, not read.
    fn visit_ts_type_param(&mut self, parameter: &ast::TsTypeParam) {
        parameter.constraint.visit_with(self);
        parameter.default.visit_with(self);
    }

    fn visit_ts_type_query(&mut self, query: &ast::TsTypeQuery) {
        if let ast::TsTypeQueryExpr::TsEntityName(ast::TsEntityName::Ident(name)) = &query.expr_name
            && !self.bound(name.sym.as_str())
        {
            self.values.insert(name.sym.to_string());
        }
        query.visit_children_with(self);
    }
}

/// The names `function` reads from outside itself.
pub(crate) fn free_names(function: &ast::Function) -> HashSet<String> {
    let mut references = References::default();
    function.visit_with(&mut references);
    references.values
}

/// Whether `node` names one of `types` as a type.
pub(crate) fn names_type<N: VisitWith<References>>(node: &N, types: &HashSet<String>) -> bool {
    let mut references = References::default();
    node.visit_with(&mut references);
    references.types.iter().any(|name| types.contains(name))
}

/// The type declarations directly among `statements`.
fn types_declared_in<'a>(statements: &'a [ast::Stmt]) -> impl Iterator<Item = LocalType<'a>> {
    statements.iter().flat_map(|statement| {
        let declared = match statement {
            ast::Stmt::Decl(ast::Decl::Class(declaration)) => Some(LocalType::Class(declaration)),
            ast::Stmt::Decl(ast::Decl::TsInterface(declaration)) => {
                Some(LocalType::Interface(declaration))
            }
            ast::Stmt::Decl(ast::Decl::TsTypeAlias(declaration)) => {
                Some(LocalType::Alias(declaration))
            }
            ast::Stmt::Decl(ast::Decl::TsEnum(declaration)) => Some(LocalType::Enum(declaration)),
            ast::Stmt::Decl(ast::Decl::Fn(declaration)) => {
                Some(LocalType::GenericFunction(declaration))
            }
            _ => None,
        };
        let constants = match statement {
            ast::Stmt::Decl(ast::Decl::Var(declaration)) => {
                generic_constants(declaration).collect()
            }
            _ => Vec::new(),
        };
        declared.into_iter().chain(constants)
    })
}

/// The `const` declarations of `declaration` holding a generic arrow or
/// function expression, as the generic functions they are declared as
/// (`Checker::generic_constant`): an arrow reading the `this` or
/// `arguments` of the function around it stays a closure.
fn generic_constants(declaration: &ast::VarDecl) -> impl Iterator<Item = LocalType<'static>> {
    let constant = declaration.kind == ast::VarDeclKind::Const && !declaration.declare;
    declaration
        .decls
        .iter()
        .filter(move |declarator| {
            constant
                && match declarator.init.as_deref() {
                    Some(ast::Expr::Arrow(arrow)) => {
                        arrow.type_params.is_some() && !reads_lexical_this(arrow)
                    }
                    Some(ast::Expr::Fn(expression)) => expression.function.type_params.is_some(),
                    _ => false,
                }
        })
        .filter_map(Checker::generic_constant)
        .map(LocalType::GenericFunction)
}

/// Whether an arrow function reads `this`, `arguments` or `super` of the
/// function it is written in (not of a function or class inside it).
fn reads_lexical_this(arrow: &ast::ArrowExpr) -> bool {
    #[derive(Default)]
    struct Lexical {
        found: bool,
    }
    impl Visit for Lexical {
        fn visit_this_expr(&mut self, _: &ast::ThisExpr) {
            self.found = true;
        }
        fn visit_super(&mut self, _: &ast::Super) {
            self.found = true;
        }
        fn visit_ident(&mut self, identifier: &ast::Ident) {
            if identifier.sym == "arguments" {
                self.found = true;
            }
        }
        fn visit_function(&mut self, _: &ast::Function) {}
        fn visit_class(&mut self, _: &ast::Class) {}
    }
    let mut lexical = Lexical::default();
    arrow.visit_with(&mut lexical);
    lexical.found
}

/// The type declarations among `statements` and their blocks, and every
/// name the statements declare as a variable or function.
fn collect<'a>(
    statements: &'a [ast::Stmt],
    repeated: bool,
    types: &mut Vec<(LocalType<'a>, bool)>,
    names: &mut HashSet<String>,
) {
    for statement in statements {
        collect_in(statement, repeated, types, names);
    }
}

/// `repeated`: whether the statement may run more than once (in a loop, or
/// in a function), each run a new evaluation of the declarations in it.
fn collect_in<'a>(
    statement: &'a ast::Stmt,
    repeated: bool,
    types: &mut Vec<(LocalType<'a>, bool)>,
    names: &mut HashSet<String>,
) {
    let bind = |pattern: &ast::Pat, names: &mut HashSet<String>| {
        let mut found = Vec::new();
        Checker::pattern_names(pattern, &mut found);
        names.extend(found.into_iter().map(|name| name.sym.to_string()));
    };
    match statement {
        ast::Stmt::Decl(ast::Decl::Class(declaration)) => {
            types.push((LocalType::Class(declaration), repeated))
        }
        ast::Stmt::Decl(ast::Decl::TsInterface(declaration)) => {
            types.push((LocalType::Interface(declaration), repeated))
        }
        ast::Stmt::Decl(ast::Decl::TsTypeAlias(declaration)) => {
            types.push((LocalType::Alias(declaration), repeated))
        }
        ast::Stmt::Decl(ast::Decl::TsEnum(declaration)) => {
            types.push((LocalType::Enum(declaration), repeated))
        }
        ast::Stmt::Decl(ast::Decl::Fn(declaration)) => {
            names.insert(declaration.ident.sym.to_string());
            if declaration.function.type_params.is_some()
                && declaration.function.body.is_some()
                && !declaration.declare
            {
                types.push((LocalType::GenericFunction(declaration), repeated));
            }
        }
        ast::Stmt::Decl(ast::Decl::Var(declaration)) => {
            for declarator in &declaration.decls {
                bind(&declarator.name, names);
            }
            types.extend(generic_constants(declaration).map(|function| (function, repeated)));
        }
        ast::Stmt::Block(block) => collect(&block.stmts, repeated, types, names),
        ast::Stmt::If(statement) => {
            collect_in(&statement.cons, repeated, types, names);
            if let Some(otherwise) = &statement.alt {
                collect_in(otherwise, repeated, types, names);
            }
        }
        ast::Stmt::For(statement) => {
            if let Some(ast::VarDeclOrExpr::VarDecl(declaration)) = &statement.init {
                for declarator in &declaration.decls {
                    bind(&declarator.name, names);
                }
            }
            collect_in(&statement.body, true, types, names);
        }
        ast::Stmt::ForIn(ast::ForInStmt { left, body, .. })
        | ast::Stmt::ForOf(ast::ForOfStmt { left, body, .. }) => {
            if let ast::ForHead::VarDecl(declaration) = left {
                for declarator in &declaration.decls {
                    bind(&declarator.name, names);
                }
            }
            collect_in(body, true, types, names);
        }
        ast::Stmt::While(ast::WhileStmt { body, .. })
        | ast::Stmt::DoWhile(ast::DoWhileStmt { body, .. }) => collect_in(body, true, types, names),
        ast::Stmt::Labeled(ast::LabeledStmt { body, .. }) => {
            collect_in(body, repeated, types, names)
        }
        ast::Stmt::Try(statement) => {
            collect(&statement.block.stmts, repeated, types, names);
            if let Some(handler) = &statement.handler {
                if let Some(parameter) = &handler.param {
                    bind(parameter, names);
                }
                collect(&handler.body.stmts, repeated, types, names);
            }
            if let Some(finalizer) = &statement.finalizer {
                collect(&finalizer.stmts, repeated, types, names);
            }
        }
        ast::Stmt::Switch(statement) => {
            for case in &statement.cases {
                collect(&case.cons, repeated, types, names);
            }
        }
        _ => {}
    }
}

impl<'a> Checker<'a> {
    /// Declares the body's type declarations that need nothing of the
    /// function as the module's (see the module comment).
    /// `once`: the statements run once (the module's); a function's may
    /// run many times.
    pub(crate) fn hoist_local_types(&mut self, statements: &'a [ast::Stmt], once: bool) {
        let mut types = Vec::new();
        let mut names = HashSet::new();
        collect(statements, !once, &mut types, &mut names);
        // The module's own top-level declarations are the module's already.
        if once {
            let direct: HashSet<swc_common::BytePos> =
                types_declared_in(statements).map(LocalType::key).collect();
            types.retain(|(declaration, _)| !direct.contains(&declaration.key()));
        }
        if types.is_empty() {
            return;
        }
        let own: HashSet<&str> = types
            .iter()
            .map(|(declaration, _)| declaration.name())
            .collect();
        // (Those that are values too: an alias's name read as a value is
        // another binding, `const Level = {...}; type Level = ...`.)
        let own_values: HashSet<&str> = types
            .iter()
            .filter(|(declaration, _)| {
                !matches!(declaration, LocalType::Alias(_) | LocalType::Interface(_))
            })
            .map(|(declaration, _)| declaration.name())
            .collect();
        // The declarations that cannot be the module's, then those that
        // refer to one of them (a class extending a class that stays in
        // the function stays too).
        let mut blocked: HashSet<&str> = HashSet::new();
        let mut renamed: HashSet<swc_common::BytePos> = HashSet::new();
        let references: Vec<References> = types
            .iter()
            .map(|(declaration, _)| declaration.references())
            .collect();
        for ((declaration, repeated), references) in types.iter().zip(&references) {
            let name = declaration.name();
            let taken = self.scope().top_level.contains_key(name)
                || self.scope().interfaces.contains_key(name)
                || self.scope().aliases.contains_key(name)
                || self.find_generic_type(name).is_some()
                || types
                    .iter()
                    .filter(|(other, _)| other.name() == name)
                    .count()
                    > 1;
            let captures = references.values.iter().any(|value| {
                !own_values.contains(value.as_str())
                    && (names.contains(value) || self.names_a_local(value))
            });
            let generic = references
                .types
                .iter()
                .any(|ty| !own.contains(ty.as_str()) && self.type_parameter(ty).is_some());
            // Each evaluation of a class declared where it runs more than
            // once is a class of its own in JavaScript: one class stands
            // for them only without static state (and, see
            // `per_evaluation_classes`, while the class is not a value).
            let per_evaluation = *repeated
                && matches!(declaration, LocalType::Class(class)
                if class.class.body.iter().any(|member| match member {
                    ast::ClassMember::ClassProp(property) => property.is_static,
                    ast::ClassMember::PrivateProp(property) => property.is_static,
                    ast::ClassMember::StaticBlock(_) => true,
                    _ => false,
                }));
            // A class used as a value where each evaluation is a class of
            // its own stays in the function (`local_classes.rs`).
            let value = *repeated
                && matches!(declaration, LocalType::Class(_))
                && used_as_value(statements, name);
            // An interface or alias declared again elsewhere is the
            // module's under a name of its own, read by its written name
            // where its block is (`enter_type_scope`).
            let renamable = matches!(declaration, LocalType::Interface(_) | LocalType::Alias(_));
            if taken && renamable && !captures && !generic {
                renamed.insert(declaration.key());
            } else if taken || captures || generic || per_evaluation || value {
                blocked.insert(name);
            }
        }
        loop {
            let before = blocked.len();
            for ((declaration, _), references) in types.iter().zip(&references) {
                if references
                    .values
                    .iter()
                    .chain(&references.types)
                    .any(|name| blocked.contains(name.as_str()))
                {
                    blocked.insert(declaration.name());
                }
            }
            if blocked.len() == before {
                break;
            }
        }
        for (declaration, repeated) in types {
            let name = declaration.name();
            if blocked.contains(name) {
                if let LocalType::Alias(alias) = declaration
                    && alias.type_params.is_none()
                    && used_in_order(
                        block_declaring(statements, alias.span.lo).unwrap_or(statements),
                        name,
                        alias.span.hi,
                    )
                {
                    self.ordered_aliases
                        .insert((self.module, declaration.key()));
                }
                continue;
            }
            self.hoisted_types.insert((self.module, declaration.key()));
            if renamed.contains(&declaration.key()) {
                let unique = format!("{name}\u{1}{}", declaration.key().0);
                self.renamed_types.insert(
                    (self.module, declaration.key()),
                    (name.to_string(), unique.clone()),
                );
                match declaration {
                    LocalType::Interface(interface) => {
                        self.register_interface_as(interface, unique)
                    }
                    LocalType::Alias(alias) => self.register_alias_as(alias, unique),
                    _ => {}
                }
                continue;
            }
            match declaration {
                LocalType::Class(class) => {
                    self.register_class(class);
                    self.declare_class_members(class);
                    if repeated
                        && let Some(super::scope::Binding::Class(id)) =
                            self.scope().top_level.get(name).copied()
                    {
                        self.per_evaluation_classes.insert(id);
                    }
                }
                LocalType::Interface(interface) => self.register_interface(interface),
                LocalType::Alias(alias) => self.register_alias(alias),
                LocalType::Enum(declaration) => self.declare_enum(declaration),
                LocalType::GenericFunction(declaration) => {
                    let span = self.span(declaration.ident.span);
                    self.declare_generic_function(declaration, span);
                }
            }
        }
    }

    /// Brings the renamed types declared directly among `statements` into
    /// scope (see `hoist_local_types`); how many, for `leave_type_scope`.
    pub(crate) fn enter_type_scope(&mut self, statements: &[ast::Stmt]) -> usize {
        let mut entered = 0;
        for declaration in types_declared_in(statements) {
            if let Some(rename) = self.renamed_types.get(&(self.module, declaration.key())) {
                self.type_renames.push(rename.clone());
                entered += 1;
            }
        }
        entered
    }

    pub(crate) fn leave_type_scope(&mut self, entered: usize) {
        let kept = self.type_renames.len() - entered;
        self.type_renames.truncate(kept);
    }

    /// Whether `name` is a variable of the function being checked or of
    /// one around it.
    fn names_a_local(&self, name: &str) -> bool {
        std::iter::once(&self.current)
            .chain(self.enclosing.iter())
            .any(|state| {
                matches!(state.lookup(name), Some(Binding::Local { .. }))
                    || state.captured_names.contains_key(name)
            })
    }

    /// Whether the type alias at `key` (see `LocalType::key`) stays in its
    /// function, naming the type it resolves to where it is written.
    pub(crate) fn is_ordered_alias(&self, key: swc_common::BytePos) -> bool {
        self.ordered_aliases.contains(&(self.module, key))
    }

    /// The names of the types `statements` declare that come into scope
    /// only when their statement runs: a type alias needing the function's
    /// variables, a class or enum made each time its declaration runs. An
    /// annotation naming one cannot be resolved before that statement.
    pub(crate) fn types_declared_in_order(&self, statements: &[ast::Stmt]) -> HashSet<String> {
        types_declared_in(statements)
            .filter(|declared| match declared {
                LocalType::Alias(alias) => self.is_ordered_alias(alias.span.lo),
                LocalType::Class(_) | LocalType::Enum(_) => !self.is_hoisted_type(declared.key()),
                LocalType::Interface(_) | LocalType::GenericFunction(_) => false,
            })
            .map(|declared| declared.name().to_string())
            .collect()
    }

    /// Whether the type declaration at `key` (see `LocalType::key`) was
    /// declared as the module's.
    pub(crate) fn is_hoisted_type(&self, key: swc_common::BytePos) -> bool {
        self.hoisted_types.contains(&(self.module, key))
    }
}

/// The statements (of `statements`, or of a block among them) that
/// directly hold the declaration beginning at `at`: where its name is in
/// scope.
fn block_declaring(statements: &[ast::Stmt], at: swc_common::BytePos) -> Option<&[ast::Stmt]> {
    use swc_common::Spanned;
    if statements.iter().any(|statement| statement.span().lo == at) {
        return Some(statements);
    }
    let within = |statement: &ast::Stmt| statement.span().lo <= at && at < statement.span().hi;
    let statement = statements.iter().find(|statement| within(statement))?;
    fn nested(statement: &ast::Stmt) -> Vec<&[ast::Stmt]> {
        match statement {
            ast::Stmt::Block(block) => vec![&block.stmts[..]],
            ast::Stmt::If(branch) => [Some(&*branch.cons), branch.alt.as_deref()]
                .into_iter()
                .flatten()
                .map(std::slice::from_ref)
                .collect(),
            ast::Stmt::For(looped) => vec![std::slice::from_ref(&*looped.body)],
            ast::Stmt::ForIn(looped) => vec![std::slice::from_ref(&*looped.body)],
            ast::Stmt::ForOf(looped) => vec![std::slice::from_ref(&*looped.body)],
            ast::Stmt::While(looped) => vec![std::slice::from_ref(&*looped.body)],
            ast::Stmt::DoWhile(looped) => vec![std::slice::from_ref(&*looped.body)],
            ast::Stmt::Labeled(labeled) => vec![std::slice::from_ref(&*labeled.body)],
            ast::Stmt::Try(attempt) => [
                Some(&attempt.block),
                attempt.handler.as_ref().map(|h| &h.body),
                attempt.finalizer.as_ref(),
            ]
            .into_iter()
            .flatten()
            .map(|block| &block.stmts[..])
            .collect(),
            ast::Stmt::Switch(switch) => switch.cases.iter().map(|case| &case.cons[..]).collect(),
            _ => Vec::new(),
        }
    }
    nested(statement)
        .into_iter()
        .find_map(|inner| block_declaring(inner, at))
}

/// Whether every use of the type name `name` in `statements` comes after
/// `after` and outside function and class declarations (which are checked
/// before the statements around them).
fn used_in_order(statements: &[ast::Stmt], name: &str, after: swc_common::BytePos) -> bool {
    struct Uses<'n> {
        name: &'n str,
        after: swc_common::BytePos,
        declarations: usize,
        in_order: bool,
    }
    impl Visit for Uses<'_> {
        fn visit_ts_type_ref(&mut self, reference: &ast::TsTypeRef) {
            if let ast::TsEntityName::Ident(used) = &reference.type_name
                && used.sym == self.name
                && (self.declarations > 0 || used.span.lo < self.after)
            {
                self.in_order = false;
            }
            reference.visit_children_with(self);
        }
        // (A function declared below the alias is checked where it is
        // declared, as a statement there.)
        fn visit_fn_decl(&mut self, declaration: &ast::FnDecl) {
            let before = declaration.ident.span.lo < self.after;
            self.declarations += usize::from(before);
            declaration.visit_children_with(self);
            self.declarations -= usize::from(before);
        }
        fn visit_class(&mut self, class: &ast::Class) {
            self.declarations += 1;
            class.visit_children_with(self);
            self.declarations -= 1;
        }
    }
    let mut uses = Uses {
        name,
        after,
        declarations: 0,
        in_order: true,
    };
    statements.visit_with(&mut uses);
    uses.in_order
}

/// Whether `name` is read in `statements` other than as a class is used
/// by name (`new C`, `C.member`, `x instanceof C`, `extends C`): as a
/// value that is the class object. Shadowing is not followed: a use of
/// another binding of the name counts too, which only keeps a class in
/// its function.
fn used_as_value(statements: &[ast::Stmt], name: &str) -> bool {
    struct Uses<'n> {
        name: &'n str,
        all: usize,
        by_name: usize,
    }
    impl Uses<'_> {
        fn named(&self, expression: &ast::Expr) -> bool {
            matches!(expression, ast::Expr::Ident(identifier) if identifier.sym == self.name)
        }
    }
    impl Visit for Uses<'_> {
        fn visit_expr(&mut self, expression: &ast::Expr) {
            if self.named(expression) {
                self.all += 1;
            }
            expression.visit_children_with(self);
        }
        fn visit_new_expr(&mut self, new: &ast::NewExpr) {
            if self.named(&new.callee) {
                self.by_name += 1;
            }
            new.visit_children_with(self);
        }
        fn visit_member_expr(&mut self, member: &ast::MemberExpr) {
            if self.named(&member.obj) {
                self.by_name += 1;
            }
            member.visit_children_with(self);
        }
        fn visit_bin_expr(&mut self, binary: &ast::BinExpr) {
            if binary.op == ast::BinaryOp::InstanceOf && self.named(&binary.right) {
                self.by_name += 1;
            }
            binary.visit_children_with(self);
        }
        fn visit_class(&mut self, class: &ast::Class) {
            if class
                .super_class
                .as_deref()
                .is_some_and(|parent| self.named(parent))
            {
                self.by_name += 1;
            }
            class.visit_children_with(self);
        }
    }
    let mut uses = Uses {
        name,
        all: 0,
        by_name: 0,
    };
    for statement in statements {
        statement.visit_with(&mut uses);
    }
    uses.all > uses.by_name
}
