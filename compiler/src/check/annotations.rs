//! Type annotations: from swc's type syntax to interned types.

use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::Diagnostic;
use crate::types::TypeId;

impl Checker<'_> {
    pub(crate) fn resolve_type(&mut self, annotation: &ast::TsType) -> TypeId {
        match annotation {
            ast::TsType::TsKeywordType(keyword) => match keyword.kind {
                ast::TsKeywordTypeKind::TsNumberKeyword => TypeId::NUMBER,
                ast::TsKeywordTypeKind::TsBooleanKeyword => TypeId::BOOLEAN,
                ast::TsKeywordTypeKind::TsStringKeyword => TypeId::STRING,
                ast::TsKeywordTypeKind::TsVoidKeyword => TypeId::VOID,
                ast::TsKeywordTypeKind::TsUndefinedKeyword => TypeId::UNDEFINED,
                ast::TsKeywordTypeKind::TsNeverKeyword => TypeId::NEVER,
                ast::TsKeywordTypeKind::TsNullKeyword => TypeId::NULL,
                _ => self.unsupported_type(annotation),
            },
            ast::TsType::TsParenthesizedType(inner) => self.resolve_type(&inner.type_ann),
            ast::TsType::TsUnionOrIntersectionType(
                ast::TsUnionOrIntersectionType::TsUnionType(union),
            ) => {
                let members: Vec<TypeId> = union
                    .types
                    .iter()
                    .map(|member| self.resolve_type(member))
                    .collect();
                let others: Vec<TypeId> = members
                    .iter()
                    .copied()
                    .filter(|&ty| ty != TypeId::NULL)
                    .collect();
                match (others.as_slice(), members.len() - others.len()) {
                    ([only], 1..) if self.types.class(*only).is_some() => {
                        self.types.intern(crate::types::Type::Nullable(*only))
                    }
                    ([only], 0) => *only,
                    _ => self.unsupported_type(annotation),
                }
            }
            ast::TsType::TsArrayType(array) => {
                let element = self.resolve_type(&array.elem_type);
                self.array_of(element)
            }
            ast::TsType::TsTypeRef(reference)
                if reference.type_params.is_none()
                    && matches!(&reference.type_name, ast::TsEntityName::Ident(name)
                        if matches!(self.lookup(name.sym.as_str()), Some(super::scope::Binding::Class(_)))) =>
            {
                let ast::TsEntityName::Ident(name) = &reference.type_name else {
                    return TypeId::NEVER;
                };
                match self.lookup(name.sym.as_str()) {
                    Some(super::scope::Binding::Class(class)) => self.class_type(class),
                    _ => TypeId::NEVER,
                }
            }
            ast::TsType::TsTypeRef(reference)
                if matches!(&reference.type_name, ast::TsEntityName::Ident(name) if name.sym == "Array")
                    && reference
                        .type_params
                        .as_ref()
                        .is_some_and(|p| p.params.len() == 1) =>
            {
                let element = reference
                    .type_params
                    .as_ref()
                    .map(|parameters| self.resolve_type(&parameters.params[0]))
                    .unwrap_or(TypeId::NEVER);
                self.array_of(element)
            }
            _ => self.unsupported_type(annotation),
        }
    }

    fn unsupported_type(&mut self, annotation: &ast::TsType) -> TypeId {
        let span = self.span(swc_common::Spanned::span(annotation));
        let text = self
            .tree
            .text_at(span)
            .map(|text| format!("the type '{text}'"))
            .unwrap_or_else(|| "this type".to_string());
        self.error(Diagnostic::unsupported(span, text));
        TypeId::NEVER
    }
}
