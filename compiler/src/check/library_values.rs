//! Library functions used as values (`const toInt = parseInt`,
//! `values.forEach(console.log)`, `apply(Math.sqrt, x)`): an arrow function
//! with tsc's signature for the function that calls it, shown with the
//! library function's name. Calls of these names stay direct calls; this
//! is only for the name read as a value. Each read makes a new function,
//! so comparing one by identity (`f === parseInt`) is refused.

use swc_ecma_ast as ast;

use super::Checker;
use super::closures::ClosureSyntax;
use crate::hir::Expression;

/// A parameter's type, as tsc's library declares it.
#[derive(Clone, Copy)]
enum Kind {
    Number,
    String,
    Any,
    Unknown,
}

/// The signature of a library function: its parameters (with whether
/// each is optional), a rest parameter's element, and its result.
struct Signature {
    parameters: &'static [(Kind, bool)],
    rest: Option<Kind>,
    result: Result,
}

#[derive(Clone, Copy)]
enum Result {
    Number,
    String,
    Boolean,
    Void,
}

const UNARY_MATH: &[&str] = &[
    "abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "clz32", "cos",
    "cosh", "exp", "expm1", "floor", "fround", "log", "log10", "log1p", "log2", "round", "sign",
    "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
];

/// The signature of the library function `object.name` (or the global
/// `name` when `object` is `None`).
fn signature(object: Option<&str>, name: &str) -> Option<Signature> {
    use Kind as K;
    let plain = |parameters: &'static [(Kind, bool)], result| Signature {
        parameters,
        rest: None,
        result,
    };
    Some(match (object, name) {
        (None | Some("Number"), "parseInt") => {
            plain(&[(K::String, false), (K::Number, true)], Result::Number)
        }
        (None | Some("Number"), "parseFloat") => plain(&[(K::String, false)], Result::Number),
        (None, "isNaN" | "isFinite") => plain(&[(K::Number, false)], Result::Boolean),
        (Some("Number"), "isNaN" | "isFinite" | "isInteger" | "isSafeInteger") => {
            plain(&[(K::Unknown, false)], Result::Boolean)
        }
        (Some("String"), "fromCharCode" | "fromCodePoint") => Signature {
            parameters: &[],
            rest: Some(K::Number),
            result: Result::String,
        },
        (None, "encodeURIComponent" | "encodeURI" | "decodeURIComponent" | "decodeURI") => {
            plain(&[(K::String, false)], Result::String)
        }
        (None, "String") => plain(&[(K::Any, true)], Result::String),
        (None, "Number") => plain(&[(K::Any, true)], Result::Number),
        (None, "Boolean") => plain(&[(K::Unknown, true)], Result::Boolean),
        (Some("Math"), name) if UNARY_MATH.contains(&name) => {
            plain(&[(K::Number, false)], Result::Number)
        }
        (Some("Math"), "pow" | "atan2" | "imul") => {
            plain(&[(K::Number, false), (K::Number, false)], Result::Number)
        }
        (Some("Math"), "random") => plain(&[], Result::Number),
        (Some("Math"), "max" | "min" | "hypot") => Signature {
            parameters: &[],
            rest: Some(K::Number),
            result: Result::Number,
        },
        (Some("console"), "log" | "error" | "warn" | "info" | "debug") => Signature {
            parameters: &[],
            rest: Some(K::Any),
            result: Result::Void,
        },
        _ => return None,
    })
}

/// The object (if any) and name `expression` reads: `parseInt`,
/// `Math.sqrt`.
fn library_name(expression: &ast::Expr) -> Option<(Option<&str>, &str)> {
    match expression {
        ast::Expr::Ident(name) => Some((None, name.sym.as_str())),
        ast::Expr::Member(member) => {
            let (ast::Expr::Ident(object), ast::MemberProp::Ident(name)) =
                (&*member.obj, &member.prop)
            else {
                return None;
            };
            Some((Some(object.sym.as_str()), name.sym.as_str()))
        }
        _ => None,
    }
}

fn keyword(kind: ast::TsKeywordTypeKind, span: swc_common::Span) -> Box<ast::TsTypeAnn> {
    Box::new(ast::TsTypeAnn {
        span,
        type_ann: Box::new(ast::TsType::TsKeywordType(ast::TsKeywordType {
            span,
            kind,
        })),
    })
}

fn parameter_type(kind: Kind, span: swc_common::Span) -> Box<ast::TsTypeAnn> {
    keyword(
        match kind {
            Kind::Number => ast::TsKeywordTypeKind::TsNumberKeyword,
            Kind::String => ast::TsKeywordTypeKind::TsStringKeyword,
            Kind::Any => ast::TsKeywordTypeKind::TsAnyKeyword,
            Kind::Unknown => ast::TsKeywordTypeKind::TsUnknownKeyword,
        },
        span,
    )
}

impl<'a> Checker<'a> {
    /// The name of the library function `expression` reads as a value
    /// (see [`Self::library_function_value`]), if it is one.
    pub(crate) fn library_function_name(&self, expression: &ast::Expr) -> Option<String> {
        let (object, name) = library_name(expression)?;
        signature(object, name)?;
        if self.lookup(object.unwrap_or(name)).is_some() {
            return None;
        }
        Some(match object {
            Some(object) => format!("{object}.{name}"),
            None => name.to_string(),
        })
    }

    /// `expression` (a name or `Math.f`, `console.log`, ...) read as a
    /// value, when it names a library function with no binding of the
    /// program's in the way: the function value, else `None`.
    pub(crate) fn library_function_value(&mut self, expression: &ast::Expr) -> Option<Expression> {
        let (object, name) = library_name(expression)?;
        let signature = signature(object, name)?;
        if self.lookup(object.unwrap_or(name)).is_some() {
            return None;
        }
        let at = swc_common::Spanned::span(expression);
        let ident = |index: usize| {
            ast::Ident::new(format!("[argument {index}]").into(), at, Default::default())
        };
        let mut params: Vec<ast::Pat> = signature
            .parameters
            .iter()
            .enumerate()
            .map(|(index, &(kind, optional))| {
                let mut id = ident(index);
                id.optional = optional;
                ast::Pat::Ident(ast::BindingIdent {
                    id,
                    type_ann: Some(parameter_type(kind, at)),
                })
            })
            .collect();
        let mut args: Vec<ast::ExprOrSpread> = (0..signature.parameters.len())
            .map(|index| ast::ExprOrSpread {
                spread: None,
                expr: Box::new(ast::Expr::Ident(ident(index))),
            })
            .collect();
        if let Some(kind) = signature.rest {
            let index = signature.parameters.len();
            let element = parameter_type(kind, at).type_ann;
            params.push(ast::Pat::Rest(ast::RestPat {
                span: at,
                dot3_token: at,
                arg: Box::new(ast::Pat::Ident(ast::BindingIdent {
                    id: ident(index),
                    type_ann: None,
                })),
                type_ann: Some(Box::new(ast::TsTypeAnn {
                    span: at,
                    type_ann: Box::new(ast::TsType::TsArrayType(ast::TsArrayType {
                        span: at,
                        elem_type: element,
                    })),
                })),
            }));
            args.push(ast::ExprOrSpread {
                spread: Some(at),
                expr: Box::new(ast::Expr::Ident(ident(index))),
            });
        }
        let result = match signature.result {
            Result::Number => ast::TsKeywordTypeKind::TsNumberKeyword,
            Result::String => ast::TsKeywordTypeKind::TsStringKeyword,
            Result::Boolean => ast::TsKeywordTypeKind::TsBooleanKeyword,
            Result::Void => ast::TsKeywordTypeKind::TsVoidKeyword,
        };
        let call = ast::Expr::Call(ast::CallExpr {
            span: at,
            ctxt: Default::default(),
            callee: ast::Callee::Expr(Box::new(expression.clone())),
            args,
            type_args: None,
        });
        // Leaked: the checker borrows syntax for the whole compilation.
        let arrow: &'a ast::Expr = Box::leak(Box::new(ast::Expr::Arrow(ast::ArrowExpr {
            span: at,
            ctxt: Default::default(),
            params,
            body: Box::new(ast::ArrowFunctionBody::Expr(Box::new(call))),
            is_async: false,
            is_generator: false,
            type_params: None,
            return_type: Some(keyword(result, at)),
        })));
        let mut syntax = ClosureSyntax::of_expression(arrow)?;
        syntax.shown_name = Some(name.to_string());
        Some(self.check_closure(syntax, None))
    }
}
