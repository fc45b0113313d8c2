//! Module scopes: each module of the program has its own top-level names,
//! and reaches other modules' names through its imports. Names resolve
//! lazily: an imported name is followed through `export` tables
//! (re-exports, `export *`) to the module that declares it, and whatever
//! is done with what it names (resolving an alias, checking a function
//! body, instantiating a generic) happens in that module.
//!
//! Evaluation order is ESM's: a module's requests are evaluated before its
//! body, depth first in source order, each module once; a cycle is cut
//! where it closes. A request TypeScript erases (`import type`, or an
//! import whose every name is a type) evaluates nothing.

use std::collections::HashMap;

use swc_ecma_ast as ast;

use super::Checker;
use super::generics::GenericType;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::modules::{self, Export, Import, Imported, LibraryModule, Source};
use crate::syntax::SyntaxTree;

/// The top-level names of one module (or of the prelude), by namespace.
pub(crate) struct ModuleScope<'a> {
    pub tree: &'a SyntaxTree,
    pub top_level: HashMap<String, Binding>,
    pub aliases: HashMap<String, &'a ast::TsTypeAliasDecl>,
    pub interfaces: HashMap<String, &'a ast::TsInterfaceDecl>,
    pub generic_types: HashMap<String, GenericType<'a>>,
    pub imports: HashMap<String, &'a Import>,
    pub exports: HashMap<String, &'a Export>,
    pub star_exports: &'a [Source],
    /// The module's statements, import and export syntax removed.
    pub statements: &'a [ast::Stmt],
    /// The module's flattened namespaces by top-level name: each exported
    /// member and the top-level name it has (`namespaces::Namespace`).
    pub namespaces: HashMap<String, Vec<(String, String)>>,
    /// One of Node's modules written in TypeScript (`node:events`): its
    /// code may call the runtime's primitives, as the prelude's does.
    pub library: bool,
}

impl<'a> ModuleScope<'a> {
    pub fn new(tree: &'a SyntaxTree) -> ModuleScope<'a> {
        ModuleScope {
            tree,
            top_level: HashMap::new(),
            aliases: HashMap::new(),
            interfaces: HashMap::new(),
            generic_types: HashMap::new(),
            imports: HashMap::new(),
            exports: HashMap::new(),
            statements: &[],
            star_exports: &[],
            namespaces: HashMap::new(),
            library: false,
        }
    }

    /// The module itself declares `name` (as a value or a type).
    pub fn declares(&self, name: &str) -> bool {
        self.top_level.contains_key(name)
            || self.aliases.contains_key(name)
            || self.interfaces.contains_key(name)
            || self.generic_types.contains_key(name)
            || self.namespaces.contains_key(name)
    }
}

/// What a name reached through imports stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// A name declared at the top level of a module.
    Declared(usize, String),
    /// `* as name`: a whole module.
    Namespace(Source),
    /// A member of a Node module (`readFileSync` of `fs`; `default` is the
    /// module object itself).
    Library(LibraryModule, String),
}

/// How deep re-exports may chain before a cycle is assumed.
const MAX_DEPTH: usize = 64;

impl<'a> Checker<'a> {
    /// Runs `f` with `module` as the module being checked: its names in
    /// scope, its file for spans.
    pub(crate) fn in_module<R>(&mut self, module: usize, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = (self.module, self.tree);
        self.module = module;
        self.tree = self.scopes[module].tree;
        let result = f(self);
        (self.module, self.tree) = saved;
        result
    }

    /// The scope of the module being checked.
    pub(crate) fn scope(&self) -> &ModuleScope<'a> {
        &self.scopes[self.module]
    }

    pub(crate) fn scope_mut(&mut self) -> &mut ModuleScope<'a> {
        &mut self.scopes[self.module]
    }

    /// What `name` means at the top level of `module`: its own
    /// declaration, else its import.
    pub(crate) fn resolve_top_level(&self, module: usize, name: &str) -> Option<Target> {
        self.resolve_in(module, name, 0)
    }

    fn resolve_in(&self, module: usize, name: &str, depth: usize) -> Option<Target> {
        let scope = &self.scopes[module];
        if scope.declares(name) {
            return Some(Target::Declared(module, name.to_string()));
        }
        let import = scope.imports.get(name)?;
        match &import.imported {
            Imported::Namespace => Some(Target::Namespace(import.source)),
            Imported::Named(exported) => self.resolve_export(import.source, exported, depth + 1),
        }
    }

    /// What module `source` exports as `name`.
    pub(crate) fn resolve_export(
        &self,
        source: Source,
        name: &str,
        depth: usize,
    ) -> Option<Target> {
        if depth > MAX_DEPTH {
            return None;
        }
        let module = match source {
            Source::Library(library) => return Some(Target::Library(library, name.to_string())),
            Source::Module(module) => module,
        };
        let scope = &self.scopes[module];
        if let Some(export) = scope.exports.get(name) {
            return match export {
                Export::Local(local) => self.resolve_in(module, local, depth + 1),
                Export::From(source, Imported::Named(original)) => {
                    self.resolve_export(*source, original, depth + 1)
                }
                Export::From(source, Imported::Namespace) => Some(Target::Namespace(*source)),
            };
        }
        if name == modules::DEFAULT {
            return None;
        }
        scope
            .star_exports
            .iter()
            .find_map(|&source| self.resolve_export(source, name, depth + 1))
    }

    /// Finds `name` in the module being checked (or the prelude) with
    /// `pick` choosing the namespace: the declaring module and the entry.
    fn find<T>(
        &self,
        name: &str,
        pick: impl Fn(&ModuleScope<'a>, &str) -> Option<T>,
    ) -> Option<(usize, T)> {
        if let Some(Target::Declared(module, declared)) = self.resolve_top_level(self.module, name)
        {
            return pick(&self.scopes[module], &declared).map(|found| (module, found));
        }
        if self.scope().imports.contains_key(name) {
            return None;
        }
        let prelude = self.prelude_scope;
        pick(&self.scopes[prelude], name).map(|found| (prelude, found))
    }

    /// The value (function, class, variable, enum) `name` names at the top
    /// level of the module being checked.
    pub(crate) fn top_level_binding(&self, name: &str) -> Option<Binding> {
        self.find(name, |scope, name| scope.top_level.get(name).copied())
            .map(|(_, binding)| binding)
    }

    pub(crate) fn find_alias(&self, name: &str) -> Option<(usize, &'a ast::TsTypeAliasDecl)> {
        let name = self.type_name_in_scope(name);
        self.find(name, |scope, name| scope.aliases.get(name).copied())
    }

    pub(crate) fn find_interface(&self, name: &str) -> Option<(usize, &'a ast::TsInterfaceDecl)> {
        let name = self.type_name_in_scope(name);
        self.find(name, |scope, name| scope.interfaces.get(name).copied())
    }

    /// The name a type written `name` is the module's under where it is
    /// read: a renamed local interface's or alias's unique name while its
    /// block is being checked (see `local_types.rs`), else `name`.
    fn type_name_in_scope<'n>(&'n self, name: &'n str) -> &'n str {
        self.type_renames
            .iter()
            .rev()
            .find(|(written, _)| written == name)
            .map_or(name, |(_, unique)| unique.as_str())
    }

    pub(crate) fn find_generic_type(&self, name: &str) -> Option<(usize, GenericType<'a>)> {
        let name = self.type_name_in_scope(name);
        self.find(name, |scope, name| scope.generic_types.get(name).copied())
    }

    /// `name` is not shadowed and is a namespace import (`import * as
    /// name`), or a default import of a Node module.
    pub(crate) fn namespace_import(&self, name: &str) -> Option<Source> {
        if self.lookup_local(name) {
            return None;
        }
        match self.resolve_top_level(self.module, name)? {
            Target::Namespace(source) => Some(source),
            Target::Library(library, member) if member == modules::DEFAULT => {
                Some(Source::Library(library))
            }
            _ => None,
        }
    }

    /// `name` is not shadowed and is a member of a Node module imported by
    /// name (`import { readFileSync } from "fs"`): the library object and
    /// the member.
    pub(crate) fn library_import(&self, name: &str) -> Option<(&'static str, String)> {
        if self.lookup_local(name) {
            return None;
        }
        match self.resolve_top_level(self.module, name)? {
            Target::Library(library, member) if member != modules::DEFAULT => {
                Some((library.object(), member))
            }
            _ => None,
        }
    }

    /// The library object `name` stands for when it is not shadowed: a
    /// global (`Math`, `console`, `process`, ...) or an imported Node
    /// module (`fs`, `path`).
    pub(crate) fn library_object(&self, name: &str) -> Option<&'static str> {
        if let Some(Source::Library(library)) = self.namespace_import(name) {
            return Some(library.object());
        }
        // `import { promises } from "fs"`.
        if !self.lookup_local(name)
            && let Some(Target::Library(modules::LibraryModule::Fs, member)) =
                self.resolve_top_level(self.module, name)
            && member == "promises"
        {
            return Some(modules::FS_PROMISES);
        }
        // The prelude's own uses of `fs`.
        if name == "fs" && self.module == self.prelude_scope {
            return Some("fs");
        }
        if self.lookup(name).is_some() || self.scope().imports.contains_key(name) {
            return None;
        }
        if name == crate::library::INTRINSICS
            && (self.module == self.prelude_scope || self.scope().library)
        {
            return Some(crate::library::INTRINSICS);
        }
        super::builtins::LIBRARY_OBJECTS
            .iter()
            .find(|object| **object == name)
            .copied()
    }

    /// `ns.name` for a namespace import `ns` of a program module: what
    /// `name` is in that module.
    pub(crate) fn namespace_member(&self, object: &ast::Expr, name: &str) -> Option<Target> {
        // `N.member` (`N.M.member`) of a namespace declared in this module:
        // the member, which its flattened statements declare at the top
        // level.
        if let Some(namespace) = self.namespace_of(object) {
            return self
                .namespace_export(&namespace, name)
                .map(|top_level| Target::Declared(namespace.0, top_level));
        }
        let ast::Expr::Ident(object) = object else {
            return None;
        };
        let Some(Source::Module(module)) = self.namespace_import(object.sym.as_str()) else {
            return None;
        };
        self.resolve_export(Source::Module(module), name, 0)
    }

    /// The exported members of the namespace `name` declares in this
    /// module, when `name` is not shadowed.
    pub(crate) fn declared_namespace(&self, name: &str) -> Option<&Vec<(String, String)>> {
        if self.lookup_local(name) {
            return None;
        }
        self.scope().namespaces.get(name)
    }

    /// The namespace `object` names (`N`, `N.M` for a nested one), declared
    /// in this module or imported by name: the declaring module and the
    /// namespace's top-level name there.
    pub(crate) fn namespace_of(&self, object: &ast::Expr) -> Option<(usize, String)> {
        match object {
            ast::Expr::Ident(name) => self.namespace_named(name.sym.as_str()),
            ast::Expr::Member(ast::MemberExpr {
                obj,
                prop: ast::MemberProp::Ident(member),
                ..
            }) => {
                // `ns.N` of a namespace import `ns`.
                if let ast::Expr::Ident(module) = &**obj
                    && let Some(source @ Source::Module(_)) =
                        self.namespace_import(module.sym.as_str())
                {
                    return match self.resolve_export(source, member.sym.as_str(), 0)? {
                        Target::Declared(declaring, declared)
                            if self.scopes[declaring].namespaces.contains_key(&declared) =>
                        {
                            Some((declaring, declared))
                        }
                        _ => None,
                    };
                }
                let outer = self.namespace_of(obj)?;
                self.inner_namespace(outer, member.sym.as_str())
            }
            _ => None,
        }
    }

    /// The namespace of an entity name in a type (`N`, `N.M`), as
    /// [`Self::namespace_of`].
    pub(crate) fn entity_namespace(&self, entity: &ast::TsEntityName) -> Option<(usize, String)> {
        match entity {
            ast::TsEntityName::Ident(name) => self.namespace_named(name.sym.as_str()),
            ast::TsEntityName::TsQualifiedName(qualified) => {
                let outer = self.entity_namespace(&qualified.left)?;
                self.inner_namespace(outer, qualified.right.sym.as_str())
            }
        }
    }

    fn namespace_named(&self, name: &str) -> Option<(usize, String)> {
        if self.declared_namespace(name).is_some() {
            return Some((self.module, name.to_string()));
        }
        if self.lookup_local(name) {
            return None;
        }
        match self.resolve_top_level(self.module, name)? {
            Target::Declared(module, declared)
                if self.scopes[module].namespaces.contains_key(&declared) =>
            {
                Some((module, declared))
            }
            _ => None,
        }
    }

    fn inner_namespace(&self, outer: (usize, String), member: &str) -> Option<(usize, String)> {
        let inner = self.namespace_export(&outer, member)?;
        self.scopes[outer.0]
            .namespaces
            .contains_key(&inner)
            .then_some((outer.0, inner))
    }

    /// The top-level name (in the namespace's module) of the member `name`
    /// the namespace exports.
    pub(crate) fn namespace_export(
        &self,
        namespace: &(usize, String),
        name: &str,
    ) -> Option<String> {
        self.scopes[namespace.0]
            .namespaces
            .get(&namespace.1)?
            .iter()
            .find(|(member, _)| member == name)
            .map(|(_, top_level)| top_level.clone())
    }

    /// The value a target names, if it names one.
    pub(crate) fn target_binding(&self, target: &Target) -> Option<Binding> {
        match target {
            Target::Declared(module, name) => self.scopes[*module].top_level.get(name).copied(),
            _ => None,
        }
    }

    /// A local (of the function being checked or one around it) named
    /// `name`.
    fn lookup_local(&self, name: &str) -> bool {
        self.current.lookup(name).is_some()
            || self
                .enclosing
                .iter()
                .any(|state| state.lookup(name).is_some())
    }

    /// Binds every module's import and export tables.
    pub(crate) fn bind_module_tables(&mut self, graph: &'a modules::ModuleGraph) {
        for (index, module) in graph.modules.iter().enumerate() {
            let scope = &mut self.scopes[index];
            scope.star_exports = &module.star_exports;
            for (name, export, _) in &module.exports {
                scope.exports.insert(name.clone(), export);
            }
        }
        for (index, module) in graph.modules.iter().enumerate() {
            let mut seen: HashMap<&str, Span> = HashMap::new();
            for (name, _, span) in &module.exports {
                if seen.insert(name, *span).is_some() {
                    self.error(Diagnostic::new(
                        Code::DuplicateDeclaration,
                        *span,
                        format!("Module has more than one export named '{name}'."),
                    ));
                }
            }
            for import in &module.imports {
                if self.scopes[index].imports.contains_key(&import.local) {
                    self.error(Diagnostic::new(
                        Code::DuplicateDeclaration,
                        import.span,
                        format!("Duplicate identifier '{}'.", import.local),
                    ));
                    continue;
                }
                self.scopes[index]
                    .imports
                    .insert(import.local.clone(), import);
            }
        }
    }

    /// After every module's names are declared: each import and re-export
    /// names something that exists, and no import collides with a
    /// declaration.
    pub(crate) fn validate_imports(&mut self, graph: &'a modules::ModuleGraph) {
        for (index, module) in graph.modules.iter().enumerate() {
            for import in &module.imports {
                if self.scopes[index].declares(&import.local) {
                    self.error(Diagnostic::new(
                        Code::DuplicateDeclaration,
                        import.span,
                        format!(
                            "Import declaration conflicts with local declaration of '{}'.",
                            import.local
                        ),
                    ));
                    continue;
                }
                if let Imported::Named(name) = &import.imported {
                    self.check_export_exists(import.source, name, import.span);
                }
            }
            for (_, export, span) in &module.exports {
                match export {
                    Export::Local(local) => {
                        if self.resolve_top_level(index, local).is_none() {
                            self.error(Diagnostic::new(
                                Code::UnknownName,
                                *span,
                                format!("Cannot find name '{local}'."),
                            ));
                        }
                    }
                    Export::From(source, Imported::Named(name)) => {
                        self.check_export_exists(*source, name, *span);
                    }
                    Export::From(_, Imported::Namespace) => {}
                }
            }
        }
    }

    fn check_export_exists(&mut self, source: Source, name: &str, span: Span) {
        match source {
            Source::Module(module) => {
                if self.resolve_export(source, name, 0).is_none() {
                    let _ = module;
                    let message = if name == modules::DEFAULT {
                        "Module has no default export.".to_string()
                    } else {
                        format!("Module has no exported member '{name}'.")
                    };
                    self.error(Diagnostic::new(Code::Module, span, message));
                }
            }
            Source::Library(library) => {
                if name != modules::DEFAULT
                    && !crate::library::library_module_exports(library.object(), name)
                {
                    self.error(Diagnostic::new(
                        Code::Module,
                        span,
                        format!(
                            "Module '{}' has no exported member '{name}' that scriptc supports.",
                            library.object()
                        ),
                    ));
                }
            }
        }
    }

    /// The order modules are evaluated in: ESM's depth-first post-order
    /// from the entry, skipping requests TypeScript erases.
    pub(crate) fn evaluation_order(&self, graph: &modules::ModuleGraph) -> Vec<usize> {
        let mut order = Vec::new();
        let mut visited = vec![false; graph.modules.len()];
        self.visit_module(graph, 0, &mut visited, &mut order);
        order
    }

    /// The modules in the order their declarations are made: each after
    /// every module it imports from (a class before the classes extending
    /// it), the others in file order.
    pub(crate) fn declaration_order(graph: &modules::ModuleGraph) -> Vec<usize> {
        fn visit(
            graph: &modules::ModuleGraph,
            module: usize,
            visited: &mut [bool],
            order: &mut Vec<usize>,
        ) {
            visited[module] = true;
            for request in &graph.modules[module].requests {
                if let Source::Module(requested) = request.source
                    && !visited[requested]
                {
                    visit(graph, requested, visited, order);
                }
            }
            order.push(module);
        }
        let mut order = Vec::new();
        let mut visited = vec![false; graph.modules.len()];
        for module in 0..graph.modules.len() {
            if !visited[module] {
                visit(graph, module, &mut visited, &mut order);
            }
        }
        order
    }

    fn visit_module(
        &self,
        graph: &modules::ModuleGraph,
        module: usize,
        visited: &mut [bool],
        order: &mut Vec<usize>,
    ) {
        visited[module] = true;
        for request in &graph.modules[module].requests {
            let Source::Module(requested) = request.source else {
                continue;
            };
            if visited[requested] || request.type_only || self.names_only_types(module, request) {
                continue;
            }
            self.visit_module(graph, requested, visited, order);
        }
        order.push(module);
    }

    /// The namespace `name` of `module` exports a value (TypeScript erases
    /// a namespace of types only).
    fn namespace_has_values(&self, module: usize, name: &str) -> bool {
        let scope = &self.scopes[module];
        scope.namespaces.get(name).is_some_and(|members| {
            members.iter().any(|(_, top_level)| {
                scope.top_level.contains_key(top_level)
                    || self.namespace_has_values(module, top_level)
            })
        })
    }

    /// Every name an import declaration binds is a type: TypeScript
    /// erases the declaration.
    fn names_only_types(&self, module: usize, request: &modules::Request) -> bool {
        if request.locals.is_empty() {
            return false;
        }
        request.locals.iter().all(|local| {
            match self.resolve_top_level(module, local) {
                Some(Target::Declared(declaring, name)) => {
                    !self.scopes[declaring].top_level.contains_key(&name)
                        && !self.namespace_has_values(declaring, &name)
                }
                // A namespace or a library member is a value.
                _ => false,
            }
        })
    }
}
