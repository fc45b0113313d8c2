//! Type annotations: from swc's type syntax to interned types.

use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::{Code, Diagnostic};
use crate::hir::Expression;
use crate::types::TypeId;

impl<'a> Checker<'a> {
    /// `type Name = T;` at the top level: resolved where it is used.
    pub(crate) fn register_alias(&mut self, alias: &'a ast::TsTypeAliasDecl) {
        self.register_alias_as(alias, alias.id.sym.to_string());
    }

    /// [`Checker::register_alias`] under `name` (a renamed local alias's
    /// unique name).
    pub(crate) fn register_alias_as(&mut self, alias: &'a ast::TsTypeAliasDecl, name: String) {
        let span = self.span(alias.id.span);
        if alias.type_params.is_some() {
            self.register_generic_type(name, super::generics::GenericType::Alias(alias), span);
            return;
        }
        if self.scope().aliases.contains_key(&name) || self.scope().top_level.contains_key(&name) {
            self.error(Diagnostic::new(
                Code::DuplicateDeclaration,
                span,
                format!("Duplicate identifier '{name}'."),
            ));
            return;
        }
        self.scope_mut().aliases.insert(name, alias);
    }

    /// The type alias `alias` of `module` stands for, resolved in that
    /// module on first use.
    pub(crate) fn resolve_alias_at(
        &mut self,
        module: usize,
        alias: &'a ast::TsTypeAliasDecl,
    ) -> TypeId {
        if let Some(&ty) = self.alias_types.get(&(module, alias.span.lo.0)) {
            return ty;
        }
        self.in_module(module, |this| this.resolve_alias_here(alias))
    }

    fn resolve_alias_here(&mut self, alias: &'a ast::TsTypeAliasDecl) -> TypeId {
        let name = alias.id.sym.to_string();
        let key = (self.module, alias.span.lo.0);
        // An object type gets its id first, so its members may refer to
        // the alias.
        if let ast::TsType::TsTypeLit(literal) = &*alias.type_ann {
            let ty = self.types.new_object(Some(name.clone()));
            self.alias_types.insert(key, ty);
            return self.resolve_type_literal(literal, Some(ty));
        }
        // So does a union of object type literals (`type Node = { kind:
        // "leaf" } | { kind: "pair"; left: Node; right: Node }`).
        if let ast::TsType::TsUnionOrIntersectionType(ast::TsUnionOrIntersectionType::TsUnionType(
            union,
        )) = &*alias.type_ann
            && union.types.len() > 1
            && union
                .types
                .iter()
                .all(|member| matches!(&**member, ast::TsType::TsTypeLit(_)))
        {
            let ty = self.types.new_object(Some(name.clone()));
            self.alias_types.insert(key, ty);
            let members: Vec<TypeId> = union
                .types
                .iter()
                .map(|member| self.resolve_type(member))
                .collect();
            if self.merge_object_types(&members, Some(ty)).is_none() {
                return self.unsupported_type(&alias.type_ann);
            }
            return ty;
        }
        // One that names itself other than through object types (`type
        // Json = string | number | Json[] | { [key: string]: Json }`): an
        // `any`, the representation that holds every value it describes
        // (its values' operations taken at run time).
        if let Some(at) = self.resolving_aliases.iter().position(|open| *open == name) {
            self.recursive_aliases
                .extend(self.resolving_aliases[at..].iter().cloned());
            return TypeId::ANY;
        }
        self.resolving_aliases.push(name.clone());
        let ty = self.resolve_type(&alias.type_ann);
        self.resolving_aliases.pop();
        let ty = if self.recursive_aliases.contains(&name) {
            TypeId::ANY
        } else {
            ty
        };
        self.alias_types.insert(key, ty);
        ty
    }

    /// TypeScript's utility types over object types: `Readonly<T>`,
    /// `Partial<T>`, `Required<T>`, `Pick<T, K>`, `Omit<T, K>` (with `K` a
    /// union of string literals), `NonNullable<T>` and `ReadonlyArray<T>`.
    /// `None` for other names.
    fn resolve_utility_type(
        &mut self,
        name: &str,
        arguments: &ast::TsTypeParamInstantiation,
    ) -> Option<TypeId> {
        if !matches!(
            name,
            "Readonly"
                | "Partial"
                | "Required"
                | "Pick"
                | "Omit"
                | "NonNullable"
                | "ReadonlyArray"
                | "Exclude"
                | "Extract"
        ) {
            return None;
        }
        let first = arguments.params.first()?;
        let base = self.resolve_type(first);
        match name {
            // The members of a union that are (`Extract`) or are not
            // (`Exclude`) of the second type, as tsc's distributive
            // conditional type keeps them.
            //
            // scriptc's types have no literal types (`"a"` is a `string`,
            // a union of object types one merged object type), so a member
            // is removed only where that cannot lose a value of the type
            // (`null`, `undefined`, a primitive named without literals);
            // otherwise the result keeps it, a wider type than tsc's.
            "Exclude" | "Extract" => {
                let filter_annotation = arguments.params.get(1)?;
                let filter = self.resolve_type(filter_annotation);
                let members_of = |this: &Self, ty: TypeId| match this.types.get(ty).clone() {
                    crate::types::Type::Union(members) => members,
                    crate::types::Type::Nullable(inner) => vec![inner, TypeId::NULL],
                    _ => vec![ty],
                };
                let filters = members_of(self, filter);
                let literal_filter = self.names_literals(filter_annotation);
                let members = members_of(self, base);
                let kept: Vec<TypeId> = members
                    .into_iter()
                    .filter(|&member| {
                        let fits = member == filter
                            || filters.contains(&member)
                            || self.is_assignable(member, filter);
                        if name == "Extract" {
                            return fits;
                        }
                        let removable = matches!(member, TypeId::NULL | TypeId::UNDEFINED)
                            || (!literal_filter
                                && !self.types.is_object(member)
                                && filters.contains(&member));
                        !(fits && removable)
                    })
                    .collect();
                return Some(self.union_of(&kept).unwrap_or(TypeId::NEVER));
            }
            "ReadonlyArray" => return Some(self.array_of(base)),
            "NonNullable" => {
                let members = match self.types.get(base).clone() {
                    crate::types::Type::Nullable(inner) => return Some(inner),
                    crate::types::Type::Union(members) => members,
                    _ => return Some(base),
                };
                let kept: Vec<TypeId> = members
                    .into_iter()
                    .filter(|&m| m != TypeId::NULL && m != TypeId::UNDEFINED)
                    .collect();
                return self.union_of(&kept);
            }
            // Readonly is checked by tsc; the representation is the same.
            "Readonly" => return Some(base),
            // A record's keys are optional already.
            "Partial" | "Required" if self.types.is_collection(base) => return Some(base),
            _ => {}
        }
        // Of an object type, or of a class's instances (their public
        // fields, accessors and methods).
        if self.types.object(base).is_none() && self.types.class(base).is_none() {
            return None;
        }
        // `Pick<T, K>` with `K` a type parameter (`pick<T, K extends keyof
        // T>(o: T, ...keys: K[])`): which properties the object has is
        // decided at run time, by keys the generic's code holds as
        // strings: a dynamic value.
        if matches!(name, "Pick" | "Omit")
            && let Some(ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(parameter),
                type_params: None,
                ..
            })) = arguments.params.get(1).map(|keys| &**keys)
            && self.raw_type_parameter(parameter.sym.as_str()).is_some()
        {
            return Some(TypeId::ANY);
        }
        let keys: Option<Vec<String>> = arguments.params.get(1).map(|keys| self.key_names(keys));
        let optional_boolean = self.union_of(&[TypeId::BOOLEAN, TypeId::UNDEFINED]);
        let properties: Vec<crate::types::Property> = self
            .properties_of(base)
            .into_iter()
            .filter(|property| match (name, &keys) {
                ("Pick", Some(keys)) => keys.contains(&property.name),
                ("Omit", Some(keys)) => !keys.contains(&property.name),
                _ => true,
            })
            .map(|mut property| {
                match name {
                    "Partial" => {
                        property.optional = true;
                        // A boolean has no spare value for `undefined`.
                        if property.ty == TypeId::BOOLEAN
                            && let Some(boxed) = optional_boolean
                        {
                            property.ty = boxed;
                        }
                    }
                    "Required" => property.optional = false,
                    _ => {}
                }
                property
            })
            .collect();
        Some(self.types.object_type(properties))
    }

    /// Whether a type annotation names a literal type (`"a"`, `1`, `true`),
    /// itself, in a union, or as the alias it names.
    fn names_literals(&self, annotation: &ast::TsType) -> bool {
        match annotation {
            ast::TsType::TsLitType(_) => true,
            ast::TsType::TsParenthesizedType(inner) => self.names_literals(&inner.type_ann),
            ast::TsType::TsUnionOrIntersectionType(
                ast::TsUnionOrIntersectionType::TsUnionType(union),
            ) => union.types.iter().any(|member| self.names_literals(member)),
            ast::TsType::TsTypeRef(reference) => match &reference.type_name {
                ast::TsEntityName::Ident(name) => self
                    .scope()
                    .aliases
                    .get(name.sym.as_str())
                    .is_some_and(|alias| self.names_literals(&alias.type_ann)),
                ast::TsEntityName::TsQualifiedName(_) => false,
            },
            _ => false,
        }
    }

    pub(crate) fn resolve_type(&mut self, annotation: &ast::TsType) -> TypeId {
        // `NodeJS.ErrnoException`: the errors `fs` throws.
        if let ast::TsType::TsTypeRef(reference) = annotation
            && let ast::TsEntityName::TsQualifiedName(qualified) = &reference.type_name
            && let ast::TsEntityName::Ident(namespace) = &qualified.left
            && namespace.sym == "NodeJS"
            && qualified.right.sym == "ErrnoException"
            && let Some(super::scope::Binding::Class(class)) = self.scopes[self.prelude_scope]
                .top_level
                .get("__ScriptcSystemError")
                .copied()
        {
            return self.class_type(class);
        }
        // `NodeJS.Timeout`, `NodeJS.Timer`, `NodeJS.Immediate`: timer
        // handles, which scriptc represents by their ids.
        if let ast::TsType::TsTypeRef(reference) = annotation
            && let ast::TsEntityName::TsQualifiedName(qualified) = &reference.type_name
            && let ast::TsEntityName::Ident(namespace) = &qualified.left
            && namespace.sym == "NodeJS"
            && matches!(
                qualified.right.sym.as_str(),
                "Timeout" | "Timer" | "Immediate"
            )
            && self.lookup("NodeJS").is_none()
        {
            return TypeId::NUMBER;
        }
        // `N.Name` (`N.M.Name`) for a namespace `N` declared here or
        // imported: the top-level name its flattened statements declare
        // `Name` under.
        if let ast::TsType::TsTypeRef(reference) = annotation
            && let ast::TsEntityName::TsQualifiedName(qualified) = &reference.type_name
            && let Some(namespace) = self.entity_namespace(&qualified.left)
            && let Some(top_level) = self.namespace_export(&namespace, qualified.right.sym.as_str())
        {
            let name = ast::Ident {
                sym: top_level.as_str().into(),
                ..qualified.right.clone().into()
            };
            let local = ast::TsType::TsTypeRef(ast::TsTypeRef {
                span: reference.span,
                type_name: ast::TsEntityName::Ident(name),
                type_params: reference.type_params.clone(),
            });
            if namespace.0 != self.module {
                return self.in_module(namespace.0, |this| this.resolve_type(&local));
            }
            return self.resolve_type(&local);
        }
        // `ns.Name` for a namespace import `ns`: `Name` in the module that
        // declares it.
        if let ast::TsType::TsTypeRef(reference) = annotation
            && let ast::TsEntityName::TsQualifiedName(qualified) = &reference.type_name
            && let ast::TsEntityName::Ident(namespace) = &qualified.left
            && let Some(crate::modules::Source::Module(module)) =
                self.namespace_import(namespace.sym.as_str())
        {
            let name = qualified.right.sym.as_str();
            let target = self.resolve_export(crate::modules::Source::Module(module), name, 0);
            let Some(super::imports::Target::Declared(declaring, declared)) = target else {
                self.error(Diagnostic::new(
                    Code::Module,
                    self.span(reference.span),
                    format!(
                        "Namespace '{}' has no exported type '{name}'.",
                        namespace.sym
                    ),
                ));
                return TypeId::NEVER;
            };
            let local = ast::TsType::TsTypeRef(ast::TsTypeRef {
                span: reference.span,
                type_name: ast::TsEntityName::Ident(ast::Ident::new_no_ctxt(
                    declared.into(),
                    qualified.right.span,
                )),
                type_params: reference.type_params.clone(),
            });
            return self.in_module(declaring, |this| this.resolve_type(&local));
        }
        if let ast::TsType::TsTypeRef(ast::TsTypeRef {
            type_name: ast::TsEntityName::Ident(name),
            type_params,
            span,
            ..
        }) = annotation
        {
            if type_params.is_none()
                && let Some(ty) = self.type_parameter(name.sym.as_str())
            {
                return ty;
            }
            if let Some(arguments) = type_params
                && self.lookup(name.sym.as_str()).is_none()
                && self.find_generic_type(name.sym.as_str()).is_none()
                && let Some(ty) =
                    self.resolve_collection_type(name.sym.as_str(), arguments, self.span(*span))
            {
                return ty;
            }
            if let Some(arguments) = type_params
                && self.lookup(name.sym.as_str()).is_none()
                && self.find_generic_type(name.sym.as_str()).is_none()
                && let Some(ty) = self.resolve_utility_type(name.sym.as_str(), arguments)
            {
                return ty;
            }
            if let Some(arguments) = type_params
                && self.lookup(name.sym.as_str()).is_none()
                && self.find_generic_type(name.sym.as_str()).is_none()
                && let Some(ty) =
                    self.resolve_type_function(name.sym.as_str(), arguments, annotation)
            {
                return ty;
            }
            if let Some(arguments) = type_params
                && let Some(super::scope::Binding::GenericClass(generic)) =
                    self.lookup(name.sym.as_str())
            {
                let span = self.span(*span);
                return self.generic_class_type(generic, arguments, span);
            }
            if let Some(arguments) = type_params
                && self.find_generic_type(name.sym.as_str()).is_some()
            {
                let span = self.span(*span);
                return self
                    .generic_type_instance(name.sym.as_str(), arguments, span)
                    .unwrap_or(TypeId::NEVER);
            }
            // A generic class or type named without type arguments: each
            // takes its default (an error names the count when one has
            // none).
            if type_params.is_none() {
                let none: &'a ast::TsTypeParamInstantiation =
                    Box::leak(Box::new(ast::TsTypeParamInstantiation {
                        span: *span,
                        params: Vec::new(),
                    }));
                if let Some(super::scope::Binding::GenericClass(generic)) =
                    self.lookup(name.sym.as_str())
                {
                    let span = self.span(*span);
                    return self.generic_class_type(generic, none, span);
                }
                if self.find_generic_type(name.sym.as_str()).is_some() {
                    let span = self.span(*span);
                    return self
                        .generic_type_instance(name.sym.as_str(), none, span)
                        .unwrap_or(TypeId::NEVER);
                }
            }
        }
        match annotation {
            // `IArguments`: what `arguments` is, an `any[]`.
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if name.sym == "IArguments"
                && self.lookup("IArguments").is_none()
                && self.find_alias("IArguments").is_none() =>
            {
                self.array_of(TypeId::ANY)
            }
            // `BufferEncoding`: @types/node's union of encoding names, a
            // string here (the literal types are tsc's to check).
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if name.sym == "BufferEncoding"
                && self.lookup("BufferEncoding").is_none()
                && self.find_alias("BufferEncoding").is_none() =>
            {
                TypeId::STRING
            }
            // `TemplateStringsArray`: a tag's strings, a `string[]` (its
            // `raw` is not kept).
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if name.sym == "TemplateStringsArray"
                && self.lookup("TemplateStringsArray").is_none()
                && self.find_alias("TemplateStringsArray").is_none() =>
            {
                self.array_of(TypeId::STRING)
            }
            // `Int32Array` (and `Int32Array<ArrayBuffer>`, as newer lib
            // files write it).
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                ..
            }) if self.lookup(name.sym.as_str()).is_none()
                && self.find_alias(name.sym.as_str()).is_none()
                && crate::types::TypedKind::from_name(name.sym.as_str()).is_some() =>
            {
                match crate::types::TypedKind::from_name(name.sym.as_str()) {
                    Some(kind) => self.types.intern(crate::types::Type::TypedArray(kind)),
                    None => TypeId::NEVER,
                }
            }
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if !matches!(
                self.lookup(name.sym.as_str()),
                Some(
                    super::scope::Binding::Class(_)
                        | super::scope::Binding::GenericClass(_)
                        | super::scope::Binding::Enum(_)
                        | super::scope::Binding::LocalClass { .. }
                )
            ) && self.find_alias(name.sym.as_str()).is_some() =>
            {
                // (A value of the same name, `const Status = {...} as
                // const; type Status = ...`, is in the other namespace.)
                match self.find_alias(name.sym.as_str()) {
                    Some((module, alias)) => self.resolve_alias_at(module, alias),
                    None => TypeId::NEVER,
                }
            }
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if matches!(
                self.lookup(name.sym.as_str()),
                Some(super::scope::Binding::Enum(_))
            ) =>
            {
                match self.lookup(name.sym.as_str()) {
                    Some(super::scope::Binding::Enum(id)) => self.enums[id as usize].ty,
                    _ => TypeId::NEVER,
                }
            }
            // `E.Member` as a type: the enum's primitive type.
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::TsQualifiedName(qualified),
                type_params: None,
                ..
            }) if self.entity_enum(&qualified.left).is_some() => {
                match self.entity_enum(&qualified.left) {
                    Some(id) => self.enums[id as usize].ty,
                    None => TypeId::NEVER,
                }
            }
            // A literal type is its primitive type: tsc has checked which
            // values the program uses.
            ast::TsType::TsLitType(literal) => match &literal.lit {
                ast::TsLit::Number(_) => TypeId::NUMBER,
                // A template literal type (`on${Capitalize<Color>}`) is a
                // set of strings.
                ast::TsLit::Str(_) | ast::TsLit::Tpl(_) => TypeId::STRING,
                ast::TsLit::Bool(_) => TypeId::BOOLEAN,
                ast::TsLit::BigInt(_) => TypeId::BIGINT,
            },
            ast::TsType::TsKeywordType(keyword) => match keyword.kind {
                ast::TsKeywordTypeKind::TsNumberKeyword => TypeId::NUMBER,
                ast::TsKeywordTypeKind::TsBooleanKeyword => TypeId::BOOLEAN,
                ast::TsKeywordTypeKind::TsStringKeyword => TypeId::STRING,
                ast::TsKeywordTypeKind::TsVoidKeyword => TypeId::VOID,
                ast::TsKeywordTypeKind::TsUndefinedKeyword => TypeId::UNDEFINED,
                ast::TsKeywordTypeKind::TsNeverKeyword => TypeId::NEVER,
                ast::TsKeywordTypeKind::TsNullKeyword => TypeId::NULL,
                ast::TsKeywordTypeKind::TsUnknownKeyword => TypeId::UNKNOWN,
                ast::TsKeywordTypeKind::TsAnyKeyword => TypeId::ANY,
                ast::TsKeywordTypeKind::TsBigIntKeyword => TypeId::BIGINT,
                // `object`: any non-primitive value, held as an `any` (tsc
                // has checked what flows in; what is read from it goes
                // through the dynamic tier).
                ast::TsKeywordTypeKind::TsObjectKeyword => TypeId::ANY,
                ast::TsKeywordTypeKind::TsSymbolKeyword => {
                    let span = self.span(keyword.span);
                    self.symbol_type(span)
                }
                _ => self.unsupported_type(annotation),
            },
            ast::TsType::TsParenthesizedType(inner) => self.resolve_type(&inner.type_ann),
            // `x is T` is a boolean; `asserts x` and `asserts x is T` return
            // nothing (the narrowing they give is recorded with the function).
            ast::TsType::TsTypePredicate(predicate) => {
                if predicate.asserts {
                    TypeId::VOID
                } else {
                    TypeId::BOOLEAN
                }
            }
            // `keyof T`: the names of T's properties, which are strings.
            // `unique symbol`: a symbol (which one matters only to keys).
            ast::TsType::TsTypeOperator(operator)
                if operator.op == ast::TsTypeOperatorOp::Unique =>
            {
                self.resolve_type(&operator.type_ann)
            }
            ast::TsType::TsTypeOperator(operator)
                if operator.op == ast::TsTypeOperatorOp::KeyOf =>
            {
                TypeId::STRING
            }
            // `readonly T[]`: the array type (tsc has checked the writes).
            ast::TsType::TsTypeOperator(operator)
                if operator.op == ast::TsTypeOperatorOp::ReadOnly =>
            {
                self.resolve_type(&operator.type_ann)
            }
            // `typeof value`: the type of a variable.
            ast::TsType::TsTypeQuery(query) => {
                let variable_type = match &query.expr_name {
                    ast::TsTypeQueryExpr::TsEntityName(ast::TsEntityName::Ident(name)) => {
                        match self.lookup(name.sym.as_str()) {
                            Some(super::scope::Binding::Global(global)) => self.globals
                                [global.index()]
                            .ty
                            .or_else(|| self.closure_global_type(global)),
                            Some(super::scope::Binding::Local { id, .. }) => {
                                Some(self.current.locals[id.index()].ty)
                            }
                            // `typeof C` of a class: a class used as a
                            // value, an `any` (operations on it run through
                            // the class object).
                            Some(super::scope::Binding::Class(_)) => Some(TypeId::ANY),
                            // `typeof f` of a function: its type as a value.
                            Some(super::scope::Binding::Function(function)) => {
                                let span = self.span(query.span);
                                Some(self.function_value_type(function, span))
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                };
                match variable_type {
                    Some(ty) => ty,
                    None => self.unsupported_type(annotation),
                }
            }
            // `T[K]` for a key `K` known in this instance, or `T["name"]`.
            ast::TsType::TsIndexedAccessType(access) => {
                let object = self.resolve_type(&access.obj_type);
                // `(typeof items)[number]`: the element type (also by a
                // mapped type's key bound to `number`, over an array).
                let by_number = match &*access.index_type {
                    ast::TsType::TsKeywordType(keyword) => {
                        keyword.kind == ast::TsKeywordTypeKind::TsNumberKeyword
                    }
                    ast::TsType::TsTypeRef(ast::TsTypeRef {
                        type_name: ast::TsEntityName::Ident(name),
                        type_params: None,
                        ..
                    }) => self.raw_type_parameter(name.sym.as_str()) == Some(TypeId::NUMBER),
                    _ => false,
                };
                if by_number && let Some(element) = self.types.element(object) {
                    return element;
                }
                // `Tuple[0]`, `Array[1]`: an element type.
                if let ast::TsType::TsLitType(ast::TsLitType {
                    lit: ast::TsLit::Number(index),
                    ..
                }) = &*access.index_type
                {
                    if let Some(element) = self.types.element(object) {
                        return element;
                    }
                    if let crate::types::Type::Tuple(elements) = self.types.get(object)
                        && let Some(&element) = elements.get(index.value as usize)
                    {
                        return element;
                    }
                }
                // `T[keyof T]` (`(typeof Status)[keyof typeof Status]` of a
                // constant object) and `T["a" | "b"]`: the union of those
                // properties' types.
                let keys = self.index_keys(&access.index_type, object);
                if let Some(keys) = keys.filter(|keys| !keys.is_empty()) {
                    let types: Option<Vec<TypeId>> = keys
                        .iter()
                        .map(|key| self.property_type(object, key))
                        .collect();
                    if let Some(ty) = types.and_then(|types| self.union_of(&types)) {
                        return ty;
                    }
                }
                let key = match &*access.index_type {
                    ast::TsType::TsTypeRef(ast::TsTypeRef {
                        type_name: ast::TsEntityName::Ident(name),
                        type_params: None,
                        ..
                    }) => self
                        .raw_type_parameter(name.sym.as_str())
                        .and_then(|ty| self.key_name(ty)),
                    ast::TsType::TsLitType(literal) => match &literal.lit {
                        ast::TsLit::Str(text) => Some(text.value.to_string_lossy().to_string()),
                        _ => None,
                    },
                    _ => None,
                };
                match key.and_then(|key| self.property_type(object, &key)) {
                    Some(ty) => ty,
                    None if object == TypeId::NEVER => TypeId::NEVER,
                    None => self.unsupported_type(annotation),
                }
            }
            ast::TsType::TsThisType(this) => match self.this_types.last() {
                Some(&ty) => ty,
                None => {
                    let span = self.span(this.span);
                    self.error(Diagnostic::unsupported(
                        span,
                        "the type 'this' outside a class",
                    ));
                    TypeId::NEVER
                }
            },
            ast::TsType::TsTypeLit(literal) => match self.index_signature_type(literal) {
                Some(ty) => ty,
                None => self.resolve_type_literal(literal, None),
            },
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if self.lookup(name.sym.as_str()).is_none()
                && self.find_interface(name.sym.as_str()).is_some() =>
            {
                self.interface_type(name.sym.as_str())
                    .unwrap_or(TypeId::NEVER)
            }
            ast::TsType::TsFnOrConstructorType(ast::TsFnOrConstructorType::TsFnType(function))
                if function.type_params.is_none() =>
            {
                self.resolve_function_type(function)
            }
            // `new (...args) => T`: a class used as a value, an `any`.
            ast::TsType::TsFnOrConstructorType(ast::TsFnOrConstructorType::TsConstructorType(
                constructor,
            )) if constructor.type_params.is_none() && !constructor.is_abstract => TypeId::ANY,
            // `A & B` of object types: one object type with the
            // properties of both (a property both have is of the same
            // type in each, else refused).
            ast::TsType::TsUnionOrIntersectionType(
                ast::TsUnionOrIntersectionType::TsIntersectionType(intersection),
            ) => {
                let members: Vec<TypeId> = intersection
                    .types
                    .iter()
                    .map(|member| self.resolve_type(member))
                    .collect();
                // `keyof T & string`, `string & {}`, a branded `string & {
                // __brand: "Id" }`: the primitive (the rest only types it).
                if let Some(&primitive) = members.iter().find(|&&member| {
                    matches!(
                        member,
                        TypeId::STRING | TypeId::NUMBER | TypeId::BOOLEAN | TypeId::BIGINT
                    )
                }) && members
                    .iter()
                    .all(|&member| member == primitive || self.types.object(member).is_some())
                {
                    return primitive;
                }
                let mut properties: Vec<crate::types::Property> = Vec::new();
                for member in members {
                    let Some(shape) = self.types.object(member) else {
                        return self.unsupported_type(annotation);
                    };
                    for property in shape.properties.clone() {
                        match properties
                            .iter_mut()
                            .find(|known| known.name == property.name)
                        {
                            Some(known) if known.ty == property.ty => {
                                // Required in either is required.
                                known.optional &= property.optional;
                                known.readonly |= property.readonly;
                            }
                            Some(_) => return self.unsupported_type(annotation),
                            None => properties.push(property),
                        }
                    }
                }
                self.types.object_type(properties)
            }
            ast::TsType::TsUnionOrIntersectionType(
                ast::TsUnionOrIntersectionType::TsUnionType(union),
            ) => {
                let members: Vec<TypeId> = union
                    .types
                    .iter()
                    .map(|member| self.resolve_type(member))
                    .collect();
                match self.union_of(&members) {
                    Some(ty) => ty,
                    None => self.unsupported_type(annotation),
                }
            }
            // A tuple whose elements share one type is an array of it (tsc
            // has checked the arity).
            ast::TsType::TsTupleType(tuple)
                if !tuple.elem_types.is_empty()
                    && tuple
                        .elem_types
                        .iter()
                        .all(|element| tuple_element_kind(element) == TupleElement::Required) =>
            {
                let types: Vec<TypeId> = tuple
                    .elem_types
                    .iter()
                    .map(|element| self.resolve_type(&element.ty))
                    .collect();
                self.tuple_type(types)
            }
            // `[string, ...string[]]`: a rest after elements of its element
            // type is an array of it (tsc has checked the least length).
            ast::TsType::TsTupleType(tuple)
                if tuple
                    .elem_types
                    .last()
                    .is_some_and(|element| tuple_element_kind(element) == TupleElement::Rest)
                    && tuple.elem_types[..tuple.elem_types.len() - 1]
                        .iter()
                        .all(|element| tuple_element_kind(element) == TupleElement::Required)
                    && self.uniform_rest_tuple(tuple).is_some() =>
            {
                match self.uniform_rest_tuple(tuple) {
                    Some(element) => self.array_of(element),
                    None => TypeId::NEVER,
                }
            }
            // `[A, B?]`, `[A, ...B[]]`: held as an array of their union.
            ast::TsType::TsTupleType(tuple) if self.open_tuple_of(tuple).is_some() => {
                match self.open_tuple_of(tuple) {
                    Some(open) => self.types.intern(crate::types::Type::OpenTuple(open)),
                    None => TypeId::NEVER,
                }
            }
            ast::TsType::TsMappedType(mapped) => self.resolve_mapped_type(mapped, annotation),
            ast::TsType::TsConditionalType(conditional) => {
                self.resolve_conditional_type(conditional)
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

    pub(crate) fn unsupported_type(&mut self, annotation: &ast::TsType) -> TypeId {
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

impl Checker<'_> {
    /// The property names a key type names: string literals (`"a"`, `"a" |
    /// "b"`), a type parameter bound to keys, or `keyof` an object type.
    /// The keys an indexed access type's index names, when it is `keyof`
    /// (all of `object`'s), a union of string literals, or an alias of
    /// one of those.
    fn index_keys(&mut self, index: &ast::TsType, object: TypeId) -> Option<Vec<String>> {
        match index {
            ast::TsType::TsTypeOperator(operator)
                if operator.op == ast::TsTypeOperatorOp::KeyOf =>
            {
                self.types.object(object).map(|shape| {
                    shape
                        .properties
                        .iter()
                        .map(|property| property.name.clone())
                        .collect()
                })
            }
            ast::TsType::TsUnionOrIntersectionType(
                ast::TsUnionOrIntersectionType::TsUnionType(union),
            ) => union
                .types
                .iter()
                .map(|member| match &**member {
                    ast::TsType::TsLitType(ast::TsLitType {
                        lit: ast::TsLit::Str(text),
                        ..
                    }) => Some(text.value.to_string_lossy().to_string()),
                    _ => None,
                })
                .collect(),
            ast::TsType::TsParenthesizedType(inner) => self.index_keys(&inner.type_ann, object),
            // `T[Name]` for `type Name = keyof T` (or a union of literals).
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if self.raw_type_parameter(name.sym.as_str()).is_none() => {
                let (_, alias) = self.find_alias(name.sym.as_str())?;
                if alias.type_params.is_some() {
                    return None;
                }
                self.index_keys(&alias.type_ann, object)
            }
            _ => None,
        }
    }

    fn key_names(&mut self, annotation: &ast::TsType) -> Vec<String> {
        match annotation {
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) => match self.raw_type_parameter(name.sym.as_str()) {
                Some(bound) => {
                    let members = match self.types.get(bound).clone() {
                        crate::types::Type::Union(members) => members,
                        _ => vec![bound],
                    };
                    members
                        .into_iter()
                        .filter_map(|member| self.key_name(member))
                        .collect()
                }
                None => Vec::new(),
            },
            ast::TsType::TsTypeOperator(operator)
                if operator.op == ast::TsTypeOperatorOp::KeyOf =>
            {
                let object = self.resolve_type(&operator.type_ann);
                self.properties_of(object)
                    .into_iter()
                    .map(|property| property.name)
                    .collect()
            }
            ast::TsType::TsParenthesizedType(inner) => self.key_names(&inner.type_ann),
            _ => literal_keys(annotation),
        }
    }
}

/// The string literals of a key type: `"a"`, or `"a" | "b"`.
fn literal_keys(annotation: &ast::TsType) -> Vec<String> {
    match annotation {
        ast::TsType::TsLitType(literal) => match &literal.lit {
            ast::TsLit::Str(text) => vec![text.value.to_string_lossy().to_string()],
            _ => Vec::new(),
        },
        ast::TsType::TsUnionOrIntersectionType(ast::TsUnionOrIntersectionType::TsUnionType(
            union,
        )) => union
            .types
            .iter()
            .flat_map(|member| literal_keys(member))
            .collect(),
        ast::TsType::TsParenthesizedType(inner) => literal_keys(&inner.type_ann),
        _ => Vec::new(),
    }
}

/// How a tuple type's element is written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum TupleElement {
    Required,
    /// `T?`, `name?: T`.
    Optional,
    /// `...T[]`, `...name: T[]`.
    Rest,
}

pub(crate) fn tuple_element_kind(element: &ast::TsTupleElement) -> TupleElement {
    match (&element.label, &*element.ty) {
        (_, ast::TsType::TsRestType(_)) | (Some(ast::Pat::Rest(_)), _) => TupleElement::Rest,
        (_, ast::TsType::TsOptionalType(_)) => TupleElement::Optional,
        (Some(ast::Pat::Ident(name)), _) if name.id.optional => TupleElement::Optional,
        _ => TupleElement::Required,
    }
}

impl Checker<'_> {
    /// A tuple type of required, then optional elements, then perhaps a
    /// rest element (`[A, B?, ...C[]]`), with an optional or rest one:
    /// its positions and the union its array holds. `None` for another
    /// order (`[...A[], B]`) or a rest element that is not an array.
    pub(crate) fn open_tuple_of(
        &mut self,
        tuple: &ast::TsTupleType,
    ) -> Option<crate::types::OpenTuple> {
        let mut positions = Vec::new();
        let mut required = 0;
        let mut rest = None;
        for (index, element) in tuple.elem_types.iter().enumerate() {
            let kind = tuple_element_kind(element);
            let written = match &*element.ty {
                ast::TsType::TsOptionalType(inner) => &*inner.type_ann,
                ast::TsType::TsRestType(inner) => &*inner.type_ann,
                other => other,
            };
            match kind {
                TupleElement::Required if positions.len() == required => {
                    positions.push(self.resolve_type(written));
                    required += 1;
                }
                TupleElement::Optional => positions.push(self.resolve_type(written)),
                TupleElement::Rest if index + 1 == tuple.elem_types.len() => {
                    let array = self.resolve_type(written);
                    if self.types.tuple(array).is_some() || self.types.open_tuple(array).is_some() {
                        return None;
                    }
                    rest = Some(self.types.element(array)?);
                }
                _ => return None,
            }
        }
        if required == positions.len() && rest.is_none() {
            return None;
        }
        let mut members = positions.clone();
        members.extend(rest);
        if required < positions.len() {
            members.push(TypeId::UNDEFINED);
        }
        if members.contains(&TypeId::NEVER) {
            return None;
        }
        let element = self.union_of(&members).unwrap_or(TypeId::ANY);
        Some(crate::types::OpenTuple {
            positions,
            required,
            rest,
            element,
        })
    }

    /// The type of position `index` of an open tuple (`T | undefined` for
    /// an optional one, `undefined` past every position).
    pub(crate) fn open_tuple_position(
        &mut self,
        tuple: &crate::types::OpenTuple,
        index: usize,
    ) -> TypeId {
        match tuple.positions.get(index) {
            Some(&ty) if index < tuple.required => ty,
            Some(&ty) => self
                .union_of(&[ty, TypeId::UNDEFINED])
                .unwrap_or(TypeId::ANY),
            None => tuple.rest.unwrap_or(TypeId::UNDEFINED),
        }
    }

    /// An element read of an open tuple (of its union type) as the type
    /// of its position.
    pub(crate) fn as_position(&mut self, value: Expression, ty: TypeId) -> Expression {
        if value.ty == ty || value.ty == TypeId::NEVER {
            return value;
        }
        if self.types.is_dynamic(value.ty) {
            return self.unboxed(value, ty);
        }
        // `T | undefined` held as `T` (a number with its sentinel, a
        // pointer that may be null) read as `T`: the same value.
        Expression { ty, ..value }
    }

    /// The element type of a tuple type whose required elements and rest
    /// element's elements all have one type.
    fn uniform_rest_tuple(&mut self, tuple: &ast::TsTupleType) -> Option<TypeId> {
        let (rest, fixed) = tuple.elem_types.split_last()?;
        let rest_type = match &*rest.ty {
            ast::TsType::TsRestType(inner) => self.resolve_type(&inner.type_ann),
            other => self.resolve_type(other),
        };
        let element = self.types.element(rest_type)?;
        if self.types.tuple(rest_type).is_some() {
            return None;
        }
        for required in fixed {
            if self.resolve_type(&required.ty) != element {
                return None;
            }
        }
        Some(element)
    }
}
