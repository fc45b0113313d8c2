//! `JSON.parse`: its result is `unknown` (narrowed by the program), or the
//! type the program wants from it (`JSON.parse(text) as Config`, `const
//! config: Config = JSON.parse(text)`), built in that type's
//! representation and checked at run time (see the runtime's
//! `json_parse`).

use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::Span;
use crate::hir::{Builtin, Expression, ExpressionKind};
use crate::types::{Type, TypeId};

impl<'a> Checker<'a> {
    /// `expression` is a call `JSON.parse(...)`.
    pub(crate) fn json_parse_call(&self, expression: &'a ast::Expr) -> Option<&'a ast::CallExpr> {
        let ast::Expr::Call(call) = expression else {
            return None;
        };
        let ast::Callee::Expr(callee) = &call.callee else {
            return None;
        };
        let ast::Expr::Member(member) = &**callee else {
            return None;
        };
        let ast::Expr::Ident(object) = &*member.obj else {
            return None;
        };
        let is_parse = matches!(&member.prop, ast::MemberProp::Ident(name) if name.sym == "parse");
        (is_parse && self.library_object(object.sym.as_str()) == Some("JSON")).then_some(call)
    }

    /// `JSON.parse(text)` into `wanted` (`unknown` when nothing is).
    pub(crate) fn check_json_parse(
        &mut self,
        call: &'a ast::CallExpr,
        wanted: Option<TypeId>,
        span: Span,
    ) -> Expression {
        let (argument, reviver) = match &call.args[..] {
            [argument] => (argument, None),
            [argument, reviver] => (argument, Some(reviver)),
            _ => {
                self.argument_count_error(span, 1, call.args.len());
                return Self::poison(span);
            }
        };
        let text = self.check_expression(&argument.expr);
        let text = self.library_argument(text, TypeId::STRING, true);
        let mut arguments = vec![text];
        // `(key, value) => ...`: called bottom-up with each key and value
        // (`unknown`); what it returns replaces the value, `undefined`
        // removes it.
        if let Some(reviver) = reviver {
            let reviver = self.check_callback(
                &reviver.expr,
                vec![TypeId::STRING, TypeId::UNKNOWN],
                Some(TypeId::UNKNOWN),
            );
            arguments.push(reviver);
        }
        // Without a wanted type (or where the value is dropped: an arrow
        // returning `void`), `any`, as tsc types it.
        let ty = wanted
            .filter(|&ty| ty != TypeId::VOID && ty != TypeId::UNDEFINED)
            .unwrap_or(TypeId::ANY);
        if ty == TypeId::NEVER {
            return Self::poison(span);
        }
        // A type JSON cannot build directly (a class instance, an object
        // with methods): parsed as an `any`, then converted as any `any`
        // is where a type is wanted (checked at run time).
        if !self.json_parseable(ty, &mut Vec::new()) {
            let parsed = Expression {
                kind: ExpressionKind::Builtin {
                    builtin: Builtin::JsonParse,
                    arguments,
                },
                ty: TypeId::ANY,
                span,
            };
            return self.represent_as(parsed, ty);
        }
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::JsonParse,
                arguments,
            },
            ty,
            span,
        }
    }

    /// Whether JSON text can be built into a value of `ty`.
    fn json_parseable(&self, ty: TypeId, visiting: &mut Vec<TypeId>) -> bool {
        if visiting.contains(&ty) {
            return true;
        }
        match self.types.get(ty) {
            Type::Number
            | Type::Boolean
            | Type::String
            | Type::Null
            | Type::Unknown
            | Type::Iterable(_)
            | Type::Any => true,
            Type::Array(element) | Type::Record(element) => self.json_parseable(*element, visiting),
            Type::Nullable(inner) => {
                matches!(self.types.get(*inner), Type::Array(_) | Type::Object(_))
                    && self.json_parseable(*inner, visiting)
            }
            Type::Union(members) => members.iter().all(|member| {
                matches!(
                    self.types.get(*member),
                    Type::Number | Type::Boolean | Type::String | Type::Null | Type::Undefined
                )
            }),
            Type::Object(_) => {
                let Some(shape) = self.types.object(ty) else {
                    return false;
                };
                let properties = shape.properties.clone();
                visiting.push(ty);
                let parseable = properties
                    .iter()
                    .all(|property| !property.method && self.json_parseable(property.ty, visiting));
                visiting.pop();
                parseable
            }
            _ => false,
        }
    }
}
