//! Stage 1b: the module graph. Starting from the entry file, reads and
//! parses every module it imports (relative specifiers, resolved as tsc
//! resolves them), and desugars `import` and `export` declarations into
//! tables: what each module imports from where, what it exports under
//! which name, and the plain statements left. The checker binds names
//! through these tables and fixes the evaluation order; nothing here reads
//! types.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use swc_common::Spanned;
use swc_ecma_ast as ast;

use crate::diagnostics::{Code, Diagnostic, SourceFiles, Span};
use crate::syntax::{self, SyntaxTree};

/// Where an import comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A module of the program, by index into [`ModuleGraph::modules`].
    Module(usize),
    /// A module of Node's standard library.
    Library(LibraryModule),
}

/// The library object of `fs/promises`.
pub const FS_PROMISES: &str = "fs/promises";

/// The Node modules a program may import.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LibraryModule {
    Fs,
    /// `fs/promises` (also `fs.promises`).
    FsPromises,
    /// `readline`: interfaces over standard input.
    Readline,
    Path,
    Process,
    /// `os`, `util` and `assert`: prelude functions named
    /// `__scriptc_<module>_<member>` (`check/node_modules.rs`).
    Os,
    Util,
    Assert,
    Crypto,
}

impl LibraryModule {
    fn from_specifier(specifier: &str) -> Option<LibraryModule> {
        match specifier.strip_prefix("node:").unwrap_or(specifier) {
            "fs" => Some(LibraryModule::Fs),
            "fs/promises" => Some(LibraryModule::FsPromises),
            "readline" => Some(LibraryModule::Readline),
            "path" => Some(LibraryModule::Path),
            "process" => Some(LibraryModule::Process),
            "os" => Some(LibraryModule::Os),
            "util" => Some(LibraryModule::Util),
            "assert" => Some(LibraryModule::Assert),
            "crypto" => Some(LibraryModule::Crypto),
            _ => None,
        }
    }

    /// The name of the library object the module's exports are members
    /// of (`fs.readFileSync`, `path.join`, `process.argv`).
    pub fn object(self) -> &'static str {
        match self {
            LibraryModule::Fs => "fs",
            LibraryModule::FsPromises => FS_PROMISES,
            LibraryModule::Readline => "readline",
            LibraryModule::Path => "path",
            LibraryModule::Process => "process",
            LibraryModule::Os => "os",
            LibraryModule::Util => "util",
            LibraryModule::Assert => "assert",
            LibraryModule::Crypto => "crypto",
        }
    }
}

/// What an import or re-export takes from its source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Imported {
    /// `{ name }` (and `default` for a default import).
    Named(String),
    /// `* as name`: the whole module.
    Namespace,
}

/// `import { imported as local } from "source"`.
#[derive(Clone, Debug)]
pub struct Import {
    pub local: String,
    pub source: Source,
    pub imported: Imported,
    pub span: Span,
    /// `import type` or `{ type name }`: erased, never evaluated.
    pub type_only: bool,
    /// Which import declaration (of this module) it belongs to.
    pub declaration: usize,
}

/// What an exported name stands for.
#[derive(Clone, Debug)]
pub enum Export {
    /// A name of the module's own scope (declared or imported).
    Local(String),
    /// `export { name } from "source"`, `export * as name from "source"`.
    From(Source, Imported),
}

/// A request of one module for another, in source order: an import
/// declaration or an `export ... from`.
#[derive(Clone, Debug)]
pub struct Request {
    pub source: Source,
    /// The local names the declaration binds (empty for a side-effect
    /// import and for re-exports). When every one of them names only a
    /// type, TypeScript erases the declaration and the module it names is
    /// not evaluated for it.
    pub locals: Vec<String>,
    /// `import type`, or every specifier is `type`: always erased.
    pub type_only: bool,
}

pub struct LoadedModule {
    pub tree: SyntaxTree,
    pub path: PathBuf,
    /// The module's statements with import and export syntax removed:
    /// `export function f` is `function f`, `export default expression`
    /// is `const default = expression`.
    pub statements: Vec<ast::Stmt>,
    pub imports: Vec<Import>,
    /// Exported name, what it stands for, and where it is exported.
    pub exports: Vec<(String, Export, Span)>,
    /// `export * from "source"`.
    pub star_exports: Vec<Source>,
    pub requests: Vec<Request>,
    /// Namespaces (`namespace N { ... }`) whose statements were put in
    /// the module's place (see `namespaces::flatten`).
    pub namespaces: Vec<crate::namespaces::Namespace>,
}

pub struct ModuleGraph {
    /// The entry module first.
    pub modules: Vec<LoadedModule>,
}

/// The name a default export is declared under in its module: a reserved
/// word, so no program can refer to it by name, and the name Node gives an
/// anonymous default-exported function or class.
pub const DEFAULT: &str = "default";

/// Reads and parses `entry` and every module it imports.
pub fn load(entry: &Path, files: &mut SourceFiles) -> Result<ModuleGraph, Vec<Diagnostic>> {
    let mut loader = Loader {
        files,
        modules: Vec::new(),
        by_path: HashMap::new(),
        diagnostics: Vec::new(),
    };
    let entry_path = entry.to_path_buf();
    match loader.read(&entry_path) {
        Ok(Some(_)) => {}
        Ok(None) => return Err(loader.diagnostics),
        Err(diagnostic) => return Err(vec![diagnostic]),
    }
    // Modules are appended as they are found: walk until none is left.
    let mut next = 0;
    while next < loader.modules.len() {
        loader.link(next);
        next += 1;
    }
    if loader.diagnostics.is_empty() {
        Ok(ModuleGraph {
            modules: loader.modules.into_iter().map(|m| m.loaded).collect(),
        })
    } else {
        Err(loader.diagnostics)
    }
}

/// A graph of one file already parsed (tests, the IR snapshots).
pub fn single(tree: SyntaxTree, path: PathBuf) -> Result<ModuleGraph, Vec<Diagnostic>> {
    let mut diagnostics = Vec::new();
    let module = desugar(tree, path, &mut diagnostics);
    for request in &module.pending {
        diagnostics.push(Diagnostic::new(
            Code::Module,
            request.span,
            format!(
                "Cannot find module '{}': only a program read from a file may import.",
                request.specifier
            ),
        ));
    }
    if diagnostics.is_empty() {
        Ok(ModuleGraph {
            modules: vec![module.loaded],
        })
    } else {
        Err(diagnostics)
    }
}

struct Loader<'f> {
    files: &'f mut SourceFiles,
    modules: Vec<Pending>,
    by_path: HashMap<PathBuf, usize>,
    diagnostics: Vec<Diagnostic>,
}

/// A module whose specifiers are not resolved yet.
struct Pending {
    loaded: LoadedModule,
    /// Every specifier written, in order, with where; each `Source` that
    /// names it is a placeholder `Source::Module(usize::MAX - index)` until
    /// `link` resolves it.
    pending: Vec<Specifier>,
}

struct Specifier {
    specifier: String,
    span: Span,
}

const UNRESOLVED: usize = usize::MAX / 2;

impl Loader<'_> {
    /// Reads and parses one file; `Ok(None)` when it has syntax errors
    /// (they are recorded).
    fn read(&mut self, path: &Path) -> Result<Option<usize>, Diagnostic> {
        let canonical = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        if let Some(&index) = self.by_path.get(&canonical) {
            return Ok(Some(index));
        }
        let file = crate::driver::read_source(path, self.files)?;
        let (tree, mut errors) = syntax::parse(file, self.files.text(file));
        let Some(tree) = tree.filter(|_| errors.is_empty()) else {
            self.diagnostics.append(&mut errors);
            return Ok(None);
        };
        let loaded = desugar(tree, path.to_path_buf(), &mut self.diagnostics);
        let index = self.modules.len();
        self.by_path.insert(canonical, index);
        self.modules.push(loaded);
        Ok(Some(index))
    }

    /// Parses a Node module written in TypeScript (`library_source`),
    /// once: its path is its name (`node:events`).
    fn read_library(&mut self, name: &str, text: &str) -> Option<usize> {
        let path = PathBuf::from(name);
        if let Some(&index) = self.by_path.get(&path) {
            return Some(index);
        }
        let file = self.files.add(name, text);
        let (tree, mut errors) = syntax::parse(file, self.files.text(file));
        let Some(tree) = tree.filter(|_| errors.is_empty()) else {
            self.diagnostics.append(&mut errors);
            return None;
        };
        let loaded = desugar(tree, path.clone(), &mut self.diagnostics);
        let index = self.modules.len();
        self.by_path.insert(path, index);
        self.modules.push(loaded);
        Some(index)
    }

    /// Resolves the specifiers of module `index`, reading the modules
    /// they name.
    fn link(&mut self, index: usize) {
        let pending = std::mem::take(&mut self.modules[index].pending);
        let directory = self.modules[index]
            .loaded
            .path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        let mut resolved = Vec::with_capacity(pending.len());
        for specifier in &pending {
            resolved.push(self.resolve(&directory, specifier));
        }
        let fix = |source: &mut Source| {
            if let Source::Module(placeholder) = *source
                && placeholder >= UNRESOLVED
            {
                // An unresolved specifier was reported; point at the
                // module itself so the tables stay well formed.
                *source = resolved[placeholder - UNRESOLVED].unwrap_or(Source::Module(index));
            }
        };
        let module = &mut self.modules[index].loaded;
        for import in &mut module.imports {
            fix(&mut import.source);
        }
        for (_, export, _) in &mut module.exports {
            if let Export::From(source, _) = export {
                fix(source);
            }
        }
        for source in &mut module.star_exports {
            fix(source);
        }
        for request in &mut module.requests {
            fix(&mut request.source);
        }
    }

    fn resolve(&mut self, directory: &Path, specifier: &Specifier) -> Option<Source> {
        let text = specifier.specifier.as_str();
        if let Some(library) = LibraryModule::from_specifier(text) {
            return Some(Source::Library(library));
        }
        // Node modules written in TypeScript: compiled with the program.
        if let Some((name, text)) = library_source(text) {
            return self.read_library(name, text).map(Source::Module);
        }
        let not_found = |message: String| Diagnostic::new(Code::Module, specifier.span, message);
        if !(text.starts_with("./") || text.starts_with("../") || text.starts_with('/')) {
            self.diagnostics.push(not_found(format!(
                "Cannot find module '{text}': scriptc resolves relative paths and the Node modules 'fs', 'fs/promises', 'path', 'process', 'readline', 'os', 'util', 'assert', 'crypto' and 'events'."
            )));
            return None;
        }
        let base = normalize(&directory.join(text));
        let Some(path) = candidates(&base).into_iter().find(|path| path.is_file()) else {
            self.diagnostics.push(not_found(format!(
                "Cannot find module '{text}' or its corresponding type declarations."
            )));
            return None;
        };
        match self.read(&path) {
            Ok(Some(index)) => Some(Source::Module(index)),
            Ok(None) => None,
            Err(diagnostic) => {
                self.diagnostics.push(diagnostic);
                None
            }
        }
    }
}

/// The Node modules written in TypeScript, by specifier: the name of the
/// module (its path) and its text.
fn library_source(specifier: &str) -> Option<(&'static str, &'static str)> {
    match specifier.strip_prefix("node:").unwrap_or(specifier) {
        "events" => Some((EVENTS, include_str!("node_events.ts"))),
        _ => None,
    }
}

/// The path of Node's `events` module (`node_events.ts`).
pub const EVENTS: &str = "node:events";

/// Whether a module is one of Node's written in TypeScript (its code may
/// call the runtime's primitives, `__scriptc.*`, as the prelude does).
pub fn is_library_path(path: &Path) -> bool {
    path.to_str().is_some_and(|path| path == EVENTS)
}

/// The files a relative specifier may name, in tsc's order: the path with
/// `.ts` added, a `.js` (`.mjs`, `.cjs`) extension replaced by `.ts`
/// (`.mts`, `.cts`), the path itself when it names a `.ts` file, then
/// `index.ts` inside a directory.
fn candidates(base: &Path) -> Vec<PathBuf> {
    let text = base.to_string_lossy();
    let mut paths = Vec::new();
    for (js, ts) in [(".js", ".ts"), (".mjs", ".mts"), (".cjs", ".cts")] {
        if let Some(stem) = text.strip_suffix(js) {
            paths.push(PathBuf::from(format!("{stem}{ts}")));
        }
    }
    if text.ends_with(".ts") || text.ends_with(".mts") || text.ends_with(".cts") {
        paths.push(base.to_path_buf());
    }
    paths.push(PathBuf::from(format!("{text}.ts")));
    paths.push(base.join("index.ts"));
    paths
}

/// `a/./b/../c` as `a/c`: the path without `.` and with each `..` taking
/// away the directory before it, so messages show the path as written.
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => match out.components().next_back() {
                Some(std::path::Component::Normal(_)) => {
                    out.pop();
                }
                Some(std::path::Component::RootDir) => {}
                _ => out.push(".."),
            },
            other => out.push(other),
        }
    }
    out
}

fn export_name(name: &ast::ModuleExportName) -> String {
    name.atom().to_string()
}

/// The names a declaration binds at the top level.
pub(crate) fn declared_names(declaration: &ast::Decl) -> Vec<String> {
    match declaration {
        ast::Decl::Fn(function) => vec![function.ident.sym.to_string()],
        ast::Decl::Class(class) => vec![class.ident.sym.to_string()],
        ast::Decl::TsInterface(interface) => vec![interface.id.sym.to_string()],
        ast::Decl::TsTypeAlias(alias) => vec![alias.id.sym.to_string()],
        ast::Decl::TsEnum(declaration) => vec![declaration.id.sym.to_string()],
        ast::Decl::Var(variables) => {
            let mut names = Vec::new();
            for declarator in &variables.decls {
                pattern_names(&declarator.name, &mut names);
            }
            names
        }
        _ => Vec::new(),
    }
}

fn pattern_names(pattern: &ast::Pat, out: &mut Vec<String>) {
    match pattern {
        ast::Pat::Ident(binding) => out.push(binding.id.sym.to_string()),
        ast::Pat::Array(array) => {
            for element in array.elems.iter().flatten() {
                pattern_names(element, out);
            }
        }
        ast::Pat::Object(object) => {
            for property in &object.props {
                match property {
                    ast::ObjectPatProp::KeyValue(pair) => pattern_names(&pair.value, out),
                    ast::ObjectPatProp::Assign(assign) => out.push(assign.key.sym.to_string()),
                    ast::ObjectPatProp::Rest(rest) => pattern_names(&rest.arg, out),
                    #[allow(unreachable_patterns)]
                    _ => {}
                }
            }
        }
        ast::Pat::Rest(rest) => pattern_names(&rest.arg, out),
        ast::Pat::Assign(assign) => pattern_names(&assign.left, out),
        _ => {}
    }
}

/// Splits a parsed file into statements and import/export tables. Sources
/// are placeholders until the loader resolves them.
/// `const X = class { ... }` at a module's top level is the declaration
/// `class X { ... }` (the class is named `X`, as Node names it);
/// `const X = class N { ... }` is `class N { ... }` and `const X = N`.
fn class_expression_declaration(statement: ast::Stmt) -> Vec<ast::Stmt> {
    let ast::Stmt::Decl(ast::Decl::Var(declaration)) = &statement else {
        return vec![statement];
    };
    let [declarator] = &declaration.decls[..] else {
        return vec![statement];
    };
    let (ast::VarDeclKind::Const, ast::Pat::Ident(binding), Some(init)) = (
        declaration.kind,
        &declarator.name,
        declarator.init.as_deref(),
    ) else {
        return vec![statement];
    };
    let mut init = init;
    while let ast::Expr::Paren(inner) = init {
        init = &inner.expr;
    }
    let ast::Expr::Class(class) = init else {
        return vec![statement];
    };
    if binding.type_ann.is_some() {
        return vec![statement];
    }
    let name = class.ident.clone().unwrap_or_else(|| binding.id.clone());
    let declared = ast::Stmt::Decl(ast::Decl::Class(ast::ClassDecl {
        ident: name.clone(),
        declare: false,
        class: class.class.clone(),
    }));
    if name.sym == binding.id.sym {
        return vec![declared];
    }
    let alias = ast::Stmt::Decl(ast::Decl::Var(Box::new(ast::VarDecl {
        decls: vec![ast::VarDeclarator {
            init: Some(Box::new(ast::Expr::Ident(name))),
            ..declarator.clone()
        }],
        ..(**declaration).clone()
    })));
    vec![declared, alias]
}

fn desugar(mut tree: SyntaxTree, path: PathBuf, diagnostics: &mut Vec<Diagnostic>) -> Pending {
    let items = std::mem::take(&mut tree.module.body);
    let mut module = LoadedModule {
        tree,
        path,
        statements: Vec::new(),
        imports: Vec::new(),
        exports: Vec::new(),
        star_exports: Vec::new(),
        requests: Vec::new(),
        namespaces: Vec::new(),
    };
    let mut pending: Vec<Specifier> = Vec::new();
    let mut source_of = |text: &ast::Str, tree: &SyntaxTree| {
        let specifier = text.value.to_string_lossy().to_string();
        pending.push(Specifier {
            specifier,
            span: tree.span(text.span),
        });
        Source::Module(UNRESOLVED + pending.len() - 1)
    };
    for item in items {
        let declaration = match item {
            ast::ModuleItem::Stmt(statement) => {
                module.statements.push(statement);
                continue;
            }
            ast::ModuleItem::ModuleDecl(declaration) => declaration,
        };
        let span = module.tree.span(declaration.span());
        match declaration {
            ast::ModuleDecl::Import(import) => {
                let source = source_of(&import.src, &module.tree);
                if import.phase != ast::ImportPhase::Evaluation {
                    diagnostics.push(Diagnostic::unsupported(span, "a deferred or source import"));
                }
                let number = module.requests.len();
                let mut locals = Vec::new();
                let mut all_types = !import.specifiers.is_empty();
                for specifier in &import.specifiers {
                    let (local, imported, specifier_span, type_only) = match specifier {
                        ast::ImportSpecifier::Named(named) => (
                            &named.local,
                            Imported::Named(
                                named
                                    .imported
                                    .as_ref()
                                    .map(export_name)
                                    .unwrap_or_else(|| named.local.sym.to_string()),
                            ),
                            named.span,
                            named.is_type_only,
                        ),
                        ast::ImportSpecifier::Default(default) => (
                            &default.local,
                            Imported::Named(DEFAULT.to_string()),
                            default.span,
                            false,
                        ),
                        ast::ImportSpecifier::Namespace(namespace) => {
                            (&namespace.local, Imported::Namespace, namespace.span, false)
                        }
                    };
                    all_types &= type_only;
                    let type_only = type_only || import.type_only;
                    if !type_only {
                        locals.push(local.sym.to_string());
                    }
                    module.imports.push(Import {
                        local: local.sym.to_string(),
                        source,
                        imported,
                        span: module.tree.span(specifier_span),
                        type_only,
                        declaration: number,
                    });
                }
                module.requests.push(Request {
                    source,
                    locals,
                    type_only: import.type_only || all_types,
                });
            }
            ast::ModuleDecl::ExportDecl(export) => {
                let mut names = declared_names(&export.decl);
                if let ast::Decl::TsModule(namespace) = &export.decl
                    && let ast::TsModuleName::Ident(name) = &namespace.id
                {
                    names.push(name.sym.to_string());
                }
                for name in names {
                    module
                        .exports
                        .push((name.clone(), Export::Local(name), span));
                }
                module.statements.push(ast::Stmt::Decl(export.decl));
            }
            ast::ModuleDecl::ExportNamed(named) => {
                let source = named.src.as_ref().map(|src| source_of(src, &module.tree));
                if let Some(source) = source {
                    module.requests.push(Request {
                        source,
                        locals: Vec::new(),
                        type_only: named.type_only
                            || named.specifiers.iter().all(|specifier| {
                                matches!(specifier, ast::ExportSpecifier::Named(named) if named.is_type_only)
                            }),
                    });
                }
                for specifier in &named.specifiers {
                    match specifier {
                        ast::ExportSpecifier::Named(specifier) => {
                            let original = export_name(&specifier.orig);
                            let exported = specifier
                                .exported
                                .as_ref()
                                .map(export_name)
                                .unwrap_or_else(|| original.clone());
                            let target = match source {
                                Some(source) => Export::From(source, Imported::Named(original)),
                                None => Export::Local(original),
                            };
                            module.exports.push((
                                exported,
                                target,
                                module.tree.span(specifier.span),
                            ));
                        }
                        ast::ExportSpecifier::Namespace(namespace) => {
                            if let Some(source) = source {
                                module.exports.push((
                                    export_name(&namespace.name),
                                    Export::From(source, Imported::Namespace),
                                    module.tree.span(namespace.span),
                                ));
                            }
                        }
                        ast::ExportSpecifier::Default(_) => diagnostics.push(
                            Diagnostic::unsupported(span, "'export name from' (a proposal)"),
                        ),
                    }
                }
            }
            ast::ModuleDecl::ExportDefaultDecl(export) => match export.decl {
                ast::DefaultDecl::Fn(function) => {
                    let ident = function
                        .ident
                        .unwrap_or_else(|| ast::Ident::new_no_ctxt(DEFAULT.into(), export.span));
                    let name = ident.sym.to_string();
                    module
                        .statements
                        .push(ast::Stmt::Decl(ast::Decl::Fn(ast::FnDecl {
                            ident,
                            declare: false,
                            function: function.function,
                        })));
                    module
                        .exports
                        .push((DEFAULT.to_string(), Export::Local(name), span));
                }
                ast::DefaultDecl::Class(class) => {
                    let ident = class
                        .ident
                        .unwrap_or_else(|| ast::Ident::new_no_ctxt(DEFAULT.into(), export.span));
                    let name = ident.sym.to_string();
                    module
                        .statements
                        .push(ast::Stmt::Decl(ast::Decl::Class(ast::ClassDecl {
                            ident,
                            declare: false,
                            class: class.class,
                        })));
                    module
                        .exports
                        .push((DEFAULT.to_string(), Export::Local(name), span));
                }
                ast::DefaultDecl::TsInterfaceDecl(interface) => {
                    let name = interface.id.sym.to_string();
                    module
                        .statements
                        .push(ast::Stmt::Decl(ast::Decl::TsInterface(interface)));
                    module
                        .exports
                        .push((DEFAULT.to_string(), Export::Local(name), span));
                }
            },
            ast::ModuleDecl::ExportDefaultExpr(export) => {
                // `export default name` exports the binding; any other
                // expression is evaluated once into a hidden constant.
                if let ast::Expr::Ident(name) = &*export.expr {
                    module.exports.push((
                        DEFAULT.to_string(),
                        Export::Local(name.sym.to_string()),
                        span,
                    ));
                    continue;
                }
                let declarator = ast::VarDeclarator {
                    span: export.span,
                    name: ast::Pat::Ident(ast::BindingIdent {
                        id: ast::Ident::new_no_ctxt(DEFAULT.into(), export.span),
                        type_ann: None,
                    }),
                    init: Some(export.expr),
                    definite: false,
                };
                module
                    .statements
                    .push(ast::Stmt::Decl(ast::Decl::Var(Box::new(ast::VarDecl {
                        span: export.span,
                        ctxt: Default::default(),
                        kind: ast::VarDeclKind::Const,
                        declare: false,
                        decls: vec![declarator],
                    }))));
                module.exports.push((
                    DEFAULT.to_string(),
                    Export::Local(DEFAULT.to_string()),
                    span,
                ));
            }
            ast::ModuleDecl::ExportAll(all) => {
                let source = source_of(&all.src, &module.tree);
                module.requests.push(Request {
                    source,
                    locals: Vec::new(),
                    type_only: all.type_only,
                });
                module.star_exports.push(source);
            }
            // `import x = require("m")`: the module's namespace, as
            // `import * as x from "m"`.
            ast::ModuleDecl::TsImportEquals(ref equals)
                if !equals.is_export
                    && let ast::TsModuleRef::TsExternalModuleRef(reference) =
                        &equals.module_ref =>
            {
                let source = source_of(&reference.expr, &module.tree);
                let number = module.requests.len();
                let local = equals.id.sym.to_string();
                module.imports.push(Import {
                    local: local.clone(),
                    source,
                    imported: Imported::Namespace,
                    span,
                    type_only: equals.is_type_only,
                    declaration: number,
                });
                module.requests.push(Request {
                    source,
                    locals: if equals.is_type_only {
                        Vec::new()
                    } else {
                        vec![local]
                    },
                    type_only: equals.is_type_only,
                });
            }
            ast::ModuleDecl::TsImportEquals(_) => diagnostics.push(Diagnostic::unsupported(
                span,
                "'import x = N.y' and 'export import' (use an import declaration)",
            )),
            ast::ModuleDecl::TsExportAssignment(_) => diagnostics.push(Diagnostic::unsupported(
                span,
                "'export =' (use export declarations)",
            )),
            ast::ModuleDecl::TsNamespaceExport(_) => {
                diagnostics.push(Diagnostic::unsupported(span, "'export as namespace'"))
            }
            #[allow(unreachable_patterns)]
            _ => diagnostics.push(Diagnostic::unsupported(span, "this module declaration")),
        }
    }
    let imported: Vec<String> = module
        .imports
        .iter()
        .map(|import| import.local.clone())
        .collect();
    module.statements = crate::namespaces::flatten(
        std::mem::take(&mut module.statements),
        &imported,
        &mut module.namespaces,
    );
    module.statements = std::mem::take(&mut module.statements)
        .into_iter()
        .flat_map(class_expression_declaration)
        .collect();
    Pending {
        loaded: module,
        pending,
    }
}
