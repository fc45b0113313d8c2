//! Stage 1: reading and parsing. Turns source text into swc's TypeScript
//! AST; every parse error becomes a diagnostic. Only `check` reads the AST
//! this produces.

use swc_common::BytePos;
use swc_common::Spanned;
use swc_ecma_ast::Module;
use swc_ecma_parser::{Parser, StringInput, Syntax, TsSyntax};

use crate::diagnostics::{Code, Diagnostic, FileId, Span};

/// A parsed file. swc positions are offsets from [`BASE`], converted to our
/// byte offsets by [`SyntaxTree::span`].
pub struct SyntaxTree {
    pub file: FileId,
    pub module: Module,
    /// The source text, for messages that quote it.
    pub text: String,
}

/// swc reserves position 0 for "no position", so files start at 1.
const BASE: u32 = 1;

impl SyntaxTree {
    pub fn span(&self, span: swc_common::Span) -> Span {
        let start = span.lo.0.saturating_sub(BASE);
        let end = span.hi.0.saturating_sub(BASE);
        Span::new(self.file, start, end)
    }

    /// The source text under `span`, if the span lies inside this file.
    pub fn text_at(&self, span: Span) -> Option<&str> {
        self.text.get(span.range())
    }
}

/// Parses `text` as a TypeScript module. Returns the tree when one could be
/// built (possibly with recoverable errors) and every error found.
pub fn parse(file: FileId, text: &str) -> (Option<SyntaxTree>, Vec<Diagnostic>) {
    let end = BASE + text.len() as u32;
    let input = StringInput::new(text, BytePos(BASE), BytePos(end));
    let syntax = Syntax::Typescript(TsSyntax {
        decorators: true,
        ..TsSyntax::default()
    });
    // swc's parser asserts on some malformed inputs (a panic, not an
    // error): that is a syntax error of the input, reported where the
    // text ends, rather than an internal error of scriptc.
    let parsed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut parser = Parser::new(syntax, input, None);
        let result = parser.parse_module();
        (result, parser.take_errors())
    }));
    let Ok((result, errors)) = parsed else {
        let diagnostic = Diagnostic::new(
            Code::SyntaxError,
            Span::new(file, text.len() as u32, text.len() as u32),
            "The parser could not read this file: it is not valid TypeScript.",
        );
        return (None, vec![diagnostic]);
    };
    let mut diagnostics: Vec<Diagnostic> = errors
        .into_iter()
        .map(|error| syntax_error(file, error))
        .collect();
    let tree = match result {
        Ok(mut module) => Some(SyntaxTree {
            module: {
                if text.contains("globalThis") {
                    global_this::rewrite(&mut module);
                }
                if text.contains("using") {
                    using::rewrite(&mut module);
                }
                module
            },
            file,
            text: text.to_string(),
        }),
        Err(error) => {
            diagnostics.push(syntax_error(file, error));
            None
        }
    };
    diagnostics.sort_by_key(|d| d.span.map(|s| s.start));
    (tree, diagnostics)
}

fn syntax_error(file: FileId, error: swc_ecma_parser::error::Error) -> Diagnostic {
    let span = error.span();
    let start = span.lo.0.saturating_sub(BASE);
    let end = span.hi.0.saturating_sub(BASE);
    let message = error.into_kind().msg().into_owned();
    Diagnostic::new(Code::SyntaxError, Span::new(file, start, end), message)
}

/// `using` declarations (explicit resource management) as the `try` and
/// `finally` they mean: `using r = open(); rest` is `const r = open(); try
/// { rest } finally { if (r != null) r[Symbol.dispose](); }`, each binding
/// of a declaration in its own `try` (so those made before one that throws
/// are disposed, the last made first), `await using` awaiting
/// `[Symbol.asyncDispose]()`. (An error of the body and one of a disposal
/// are not combined into a `SuppressedError`: the disposal's wins.)
mod using {
    use swc_common::{DUMMY_SP, Span, SyntaxContext};
    use swc_ecma_ast as ast;
    use swc_ecma_visit::{VisitMut, VisitMutWith};

    pub(super) fn rewrite(module: &mut ast::Module) {
        module.visit_mut_with(&mut Rewrite);
    }

    struct Rewrite;

    impl VisitMut for Rewrite {
        fn visit_mut_stmts(&mut self, statements: &mut Vec<ast::Stmt>) {
            statements.visit_mut_children_with(self);
            if statements
                .iter()
                .any(|statement| matches!(statement, ast::Stmt::Decl(ast::Decl::Using(_))))
            {
                *statements = desugar(std::mem::take(statements));
            }
        }

        fn visit_mut_module_items(&mut self, items: &mut Vec<ast::ModuleItem>) {
            items.visit_mut_children_with(self);
            let Some(first) = items.iter().position(|item| {
                matches!(
                    item,
                    ast::ModuleItem::Stmt(ast::Stmt::Decl(ast::Decl::Using(_)))
                )
            }) else {
                return;
            };
            // The items from the first `using` on, when they are all
            // statements (an import or export among them stays as it is,
            // for the checker to refuse the `using`).
            if !items[first..]
                .iter()
                .all(|item| matches!(item, ast::ModuleItem::Stmt(_)))
            {
                return;
            }
            let rest: Vec<ast::Stmt> = items
                .drain(first..)
                .filter_map(|item| match item {
                    ast::ModuleItem::Stmt(statement) => Some(statement),
                    ast::ModuleItem::ModuleDecl(_) => None,
                })
                .collect();
            items.extend(desugar(rest).into_iter().map(ast::ModuleItem::Stmt));
        }
    }

    /// The statements with their first `using` (and every later one, in
    /// the `try` it opens) rewritten.
    fn desugar(statements: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
        let mut out = Vec::new();
        let mut statements = statements.into_iter();
        while let Some(statement) = statements.next() {
            let ast::Stmt::Decl(ast::Decl::Using(using)) = statement else {
                out.push(statement);
                continue;
            };
            let mut inner = desugar(statements.collect());
            for declarator in using.decls.into_iter().rev() {
                let name = match &declarator.name {
                    ast::Pat::Ident(binding) => Some(binding.id.clone()),
                    _ => None,
                };
                let declaration = ast::Stmt::Decl(ast::Decl::Var(Box::new(ast::VarDecl {
                    span: using.span,
                    ctxt: SyntaxContext::empty(),
                    kind: ast::VarDeclKind::Const,
                    declare: false,
                    decls: vec![declarator],
                })));
                let Some(name) = name else {
                    // Not an identifier: a syntax error tsc reports; kept
                    // as a declaration.
                    inner.insert(0, declaration);
                    continue;
                };
                inner = vec![
                    declaration,
                    ast::Stmt::Try(Box::new(ast::TryStmt {
                        span: using.span,
                        block: block(inner, using.span),
                        handler: None,
                        finalizer: Some(block(
                            vec![dispose(name, using.is_await, using.span)],
                            using.span,
                        )),
                    })),
                ];
            }
            out.extend(inner);
            break;
        }
        out
    }

    fn block(statements: Vec<ast::Stmt>, span: Span) -> ast::BlockStmt {
        ast::BlockStmt {
            span,
            ctxt: SyntaxContext::empty(),
            stmts: statements,
        }
    }

    /// `if (name != null) name[Symbol.dispose]();` (or `await
    /// name[Symbol.asyncDispose]()`).
    fn dispose(name: ast::Ident, is_await: bool, span: Span) -> ast::Stmt {
        let symbol = ast::Expr::Member(ast::MemberExpr {
            span,
            obj: Box::new(ast::Expr::Ident(ast::Ident::new_no_ctxt(
                "Symbol".into(),
                span,
            ))),
            prop: ast::MemberProp::Ident(ast::IdentName::new(
                if is_await { "asyncDispose" } else { "dispose" }.into(),
                span,
            )),
        });
        let method = ast::Expr::Member(ast::MemberExpr {
            span,
            obj: Box::new(ast::Expr::Ident(name.clone())),
            prop: ast::MemberProp::Computed(ast::ComputedPropName {
                span,
                expr: Box::new(symbol),
            }),
        });
        let call = ast::Expr::Call(ast::CallExpr {
            span,
            ctxt: SyntaxContext::empty(),
            callee: ast::Callee::Expr(Box::new(method)),
            args: Vec::new(),
            type_args: None,
        });
        let call = if is_await {
            ast::Expr::Await(ast::AwaitExpr {
                span,
                arg: Box::new(call),
            })
        } else {
            call
        };
        ast::Stmt::If(ast::IfStmt {
            span,
            test: Box::new(ast::Expr::Bin(ast::BinExpr {
                span,
                op: ast::BinaryOp::NotEq,
                left: Box::new(ast::Expr::Ident(name)),
                right: Box::new(ast::Expr::Lit(ast::Lit::Null(ast::Null { span: DUMMY_SP }))),
            })),
            cons: Box::new(ast::Stmt::Expr(ast::ExprStmt {
                span,
                expr: Box::new(call),
            })),
            alt: None,
        })
    }
}

/// The other rewrite parsing does: `globalThis.NAME` and
/// `globalThis["NAME"]` of a global of JavaScript's or Node's library
/// read as plain `NAME`, which is what they are when the program declares
/// no `NAME` of its own (a program's top-level declarations are not
/// properties of `globalThis` in a Node module, so no other name is
/// rewritten). `globalThis` used otherwise is left to the checker.
mod global_this {
    use std::collections::HashSet;

    use swc_ecma_ast as ast;
    use swc_ecma_visit::{Visit, VisitMut, VisitMutWith, VisitWith};

    use crate::check::library_names::GLOBALS;

    pub(super) fn rewrite(module: &mut ast::Module) {
        let mut declared = Declared::default();
        module.visit_with(&mut declared);
        if declared.names.contains("globalThis") {
            return;
        }
        module.visit_mut_with(&mut Rewrite {
            declared: declared.names,
        });
    }

    /// Every name the program binds, anywhere.
    #[derive(Default)]
    struct Declared {
        names: HashSet<String>,
    }

    impl Visit for Declared {
        fn visit_binding_ident(&mut self, binding: &ast::BindingIdent) {
            self.names.insert(binding.id.sym.to_string());
        }
        fn visit_fn_decl(&mut self, declaration: &ast::FnDecl) {
            self.names.insert(declaration.ident.sym.to_string());
            declaration.visit_children_with(self);
        }
        fn visit_class_decl(&mut self, declaration: &ast::ClassDecl) {
            self.names.insert(declaration.ident.sym.to_string());
            declaration.visit_children_with(self);
        }
        fn visit_ts_enum_decl(&mut self, declaration: &ast::TsEnumDecl) {
            self.names.insert(declaration.id.sym.to_string());
            declaration.visit_children_with(self);
        }
        fn visit_ts_module_decl(&mut self, declaration: &ast::TsModuleDecl) {
            if let ast::TsModuleName::Ident(name) = &declaration.id {
                self.names.insert(name.sym.to_string());
            }
            declaration.visit_children_with(self);
        }
        fn visit_import_specifier(&mut self, specifier: &ast::ImportSpecifier) {
            let local = match specifier {
                ast::ImportSpecifier::Named(named) => &named.local,
                ast::ImportSpecifier::Default(default) => &default.local,
                ast::ImportSpecifier::Namespace(namespace) => &namespace.local,
            };
            self.names.insert(local.sym.to_string());
        }
        fn visit_ts_import_equals_decl(&mut self, declaration: &ast::TsImportEqualsDecl) {
            self.names.insert(declaration.id.sym.to_string());
        }
    }

    struct Rewrite {
        declared: HashSet<String>,
    }

    impl VisitMut for Rewrite {
        fn visit_mut_expr(&mut self, expression: &mut ast::Expr) {
            expression.visit_mut_children_with(self);
            let ast::Expr::Member(member) = expression else {
                return;
            };
            let ast::Expr::Ident(object) = &*member.obj else {
                return;
            };
            if object.sym != "globalThis" {
                return;
            }
            let name = match &member.prop {
                ast::MemberProp::Ident(name) => name.sym.to_string(),
                ast::MemberProp::Computed(computed) => match &*computed.expr {
                    ast::Expr::Lit(ast::Lit::Str(text)) => {
                        text.value.to_string_lossy().into_owned()
                    }
                    _ => return,
                },
                ast::MemberProp::PrivateName(_) => return,
            };
            // The module's own names (`require`, `exports`, ...) are not
            // properties of the global object.
            if matches!(
                name.as_str(),
                "globalThis" | "require" | "module" | "exports" | "__dirname" | "__filename"
            ) || self.declared.contains(&name)
                || !GLOBALS.contains(&name.as_str())
            {
                return;
            }
            *expression = ast::Expr::Ident(ast::Ident::new_no_ctxt(name.into(), member.span));
        }
    }
}
