//! Types computed from other types: `ReturnType<F>`, `Parameters<F>`,
//! `Awaited<T>`, `InstanceType<typeof C>` and conditional types
//! (`T extends U ? X : Y`, with `infer` in `U`).
//!
//! A conditional type is decided on the types scriptc resolves, which are
//! coarser than tsc's: a literal type is its primitive (`"a"` is a
//! `string`). So a test whose answer depends on literal types (`T extends
//! "a"`) is not decided; such a conditional type is accepted only when
//! both of its branches have the same representation.

use std::collections::HashMap;

use swc_ecma_ast as ast;
use swc_ecma_visit::{Visit, VisitWith};

use super::Checker;
use super::scope::Binding;
use crate::types::{Type, TypeId};

/// How deep mapped types resolve inside each other (see
/// `Checker::resolve_mapped_type`).
const MOST_NESTED_MAPPED: usize = 32;
impl<'a> Checker<'a> {
    /// `ReturnType<F>`, `Parameters<F>`, `Awaited<T>`, `InstanceType<C>`;
    /// `None` for other names.
    pub(crate) fn resolve_type_function(
        &mut self,
        name: &str,
        arguments: &ast::TsTypeParamInstantiation,
        annotation: &ast::TsType,
    ) -> Option<TypeId> {
        if !matches!(
            name,
            "ReturnType" | "Parameters" | "Awaited" | "InstanceType"
        ) {
            return None;
        }
        let [argument] = arguments.params.as_slice() else {
            return None;
        };
        if name == "InstanceType" {
            // `InstanceType<typeof C>`: an instance of the class `C`.
            if let ast::TsType::TsTypeQuery(query) = &**argument
                && let ast::TsTypeQueryExpr::TsEntityName(ast::TsEntityName::Ident(class)) =
                    &query.expr_name
                && let Some(Binding::Class(class) | Binding::LocalClass { class, .. }) =
                    self.lookup(class.sym.as_str())
            {
                return Some(self.class_type(class));
            }
            return Some(self.unsupported_type(annotation));
        }
        // `ReturnType<typeof setTimeout>`: a timer handle, which scriptc
        // represents by its id (a number).
        if name == "ReturnType"
            && let ast::TsType::TsTypeQuery(query) = &**argument
            && let ast::TsTypeQueryExpr::TsEntityName(ast::TsEntityName::Ident(function)) =
                &query.expr_name
            && matches!(
                function.sym.as_str(),
                "setTimeout" | "setInterval" | "setImmediate"
            )
            && self.lookup(function.sym.as_str()).is_none()
        {
            return Some(TypeId::NUMBER);
        }
        let ty = self.resolve_type(argument);
        if ty == TypeId::NEVER {
            return Some(TypeId::NEVER);
        }
        if name == "Awaited" {
            // (`Awaited<Promise<Promise<T>>>` is `T`.)
            let mut ty = ty;
            loop {
                let awaited = self.awaited_members(ty);
                if awaited == ty {
                    return Some(ty);
                }
                ty = awaited;
            }
        }
        if ty == TypeId::ANY {
            return Some(match name {
                "ReturnType" => TypeId::ANY,
                _ => self.array_of(TypeId::ANY),
            });
        }
        let Some(signature) = self.function_signature(ty) else {
            return Some(self.unsupported_type(annotation));
        };
        if name == "ReturnType" {
            return Some(signature.result);
        }
        // `Parameters<F>`: the parameters as a tuple. Optional ones would
        // make elements optional, which scriptc's tuples do not have: an
        // array of `any` then (tsc has checked every use).
        if signature.optional > 0 || signature.parameters.is_empty() {
            return Some(self.array_of(TypeId::ANY));
        }
        if signature.rest {
            let (rest, fixed) = signature.parameters.split_last()?;
            let element = self.types.element(*rest)?;
            return Some(if fixed.iter().all(|&ty| ty == element) {
                *rest
            } else {
                self.array_of(TypeId::ANY)
            });
        }
        Some(self.tuple_type(signature.parameters))
    }

    /// `[A, B]` from its element types: an array when they are all the
    /// same, else a tuple object.
    pub(crate) fn tuple_type(&mut self, types: Vec<TypeId>) -> TypeId {
        if types.iter().all(|&ty| ty == types[0]) {
            self.array_of(types[0])
        } else if types.contains(&TypeId::NEVER) {
            TypeId::NEVER
        } else {
            self.types.intern(Type::Tuple(types))
        }
    }

    /// `Check extends Pattern ? Then : Otherwise`. A check type that is a
    /// type parameter bound to a union is decided for each member and the
    /// answers joined (tsc's distributive conditional types); `any` gives
    /// both branches. A test scriptc cannot decide makes the type `any`.
    pub(crate) fn resolve_conditional_type(
        &mut self,
        conditional: &ast::TsConditionalType,
    ) -> TypeId {
        let check = self.resolve_type(&conditional.check_type);
        if check == TypeId::NEVER {
            return TypeId::NEVER;
        }
        let naked = matches!(&*conditional.check_type, ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if self.raw_type_parameter(name.sym.as_str()).is_some());
        let members = match self.types.get(check).clone() {
            Type::Union(members) if naked => members,
            Type::Nullable(inner) if naked => vec![inner, TypeId::NULL],
            _ => vec![check],
        };
        // Where scriptc cannot decide a test (a pattern with literal
        // types, which its types do not keep) or join the answers, the
        // type is `any`: tsc has checked every use, and dynamic values
        // behave as JavaScript's do.
        let mut answers = Vec::new();
        for member in members {
            match self.conditional_branch(member, conditional) {
                Some(answer) => answers.extend(answer),
                None => return TypeId::ANY,
            }
        }
        // `never` among the answers is no member at all.
        let kept: Vec<TypeId> = answers
            .iter()
            .copied()
            .filter(|&ty| ty != TypeId::NEVER)
            .collect();
        if kept.is_empty() {
            return TypeId::NEVER;
        }
        self.union_of(&kept).unwrap_or(TypeId::ANY)
    }

    /// The branch (or, for `any`, both branches) a conditional type takes
    /// for `check`; `None` where scriptc cannot decide.
    fn conditional_branch(
        &mut self,
        check: TypeId,
        conditional: &ast::TsConditionalType,
    ) -> Option<Vec<TypeId>> {
        let mut bindings = HashMap::new();
        let decided = if check == TypeId::ANY {
            None
        } else {
            self.matches_pattern(check, &conditional.extends_type, &mut bindings)
        };
        match decided {
            Some(true) => {
                self.type_scope.push(bindings);
                let ty = self.resolve_type(&conditional.true_type);
                self.type_scope.pop();
                Some(vec![ty])
            }
            Some(false) => Some(vec![self.resolve_type(&conditional.false_type)]),
            None => {
                // Inferred names stand for `any` when the test is not
                // decided.
                let mut names = InferNames::default();
                names.visit_ts_type(&conditional.extends_type);
                let unknown: HashMap<String, TypeId> = names
                    .names
                    .into_iter()
                    .map(|name| (name, TypeId::ANY))
                    .collect();
                self.type_scope.push(unknown);
                let then = self.resolve_type(&conditional.true_type);
                self.type_scope.pop();
                let otherwise = self.resolve_type(&conditional.false_type);
                // Either branch may be taken: for `any` both are, else
                // only when they are the same type.
                if check == TypeId::ANY {
                    Some(vec![then, otherwise])
                } else {
                    (then == otherwise).then(|| vec![then])
                }
            }
        }
    }

    /// Whether `actual` matches the `extends` clause `pattern`, binding
    /// the names `infer` introduces; `None` where scriptc cannot decide.
    fn matches_pattern(
        &mut self,
        actual: TypeId,
        pattern: &ast::TsType,
        bindings: &mut HashMap<String, TypeId>,
    ) -> Option<bool> {
        match pattern {
            ast::TsType::TsParenthesizedType(inner) => {
                self.matches_pattern(actual, &inner.type_ann, bindings)
            }
            ast::TsType::TsTypeOperator(operator)
                if operator.op == ast::TsTypeOperatorOp::ReadOnly =>
            {
                self.matches_pattern(actual, &operator.type_ann, bindings)
            }
            ast::TsType::TsInferType(infer) => {
                bindings.insert(infer.type_param.name.sym.to_string(), actual);
                Some(true)
            }
            // `object`: any value that is not a primitive (which the
            // annotation `object`, an `any` here, cannot tell).
            ast::TsType::TsKeywordType(keyword)
                if keyword.kind == ast::TsKeywordTypeKind::TsObjectKeyword =>
            {
                self.is_non_primitive(actual)
            }
            _ if !has_infer(pattern) => {
                if has_literal(pattern) {
                    return None;
                }
                let target = self.resolve_type(pattern);
                if target == TypeId::NEVER {
                    return None;
                }
                let answer = self.extends(actual, target);
                // A type parameter in the pattern may stand for a literal
                // type, which only some of a primitive's values are.
                if answer == Some(true)
                    && self.mentions_type_parameter(pattern)
                    && (self.is_primitive_kind(target) || self.members_of(target).is_some())
                {
                    return None;
                }
                answer
            }
            ast::TsType::TsArrayType(array) => match self.types.element(actual) {
                Some(element) => self.matches_pattern(element, &array.elem_type, bindings),
                None => self.is_primitive_kind(actual).then_some(false),
            },
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: Some(arguments),
                ..
            }) if arguments.params.len() == 1
                && matches!(
                    name.sym.as_str(),
                    "Array" | "ReadonlyArray" | "Promise" | "PromiseLike"
                )
                && self.lookup(name.sym.as_str()).is_none()
                && self.find_generic_type(name.sym.as_str()).is_none() =>
            {
                let inner = if name.sym.starts_with("Promise") {
                    self.promise_value(actual)
                } else {
                    self.types.element(actual)
                };
                match inner {
                    Some(inner) => self.matches_pattern(inner, &arguments.params[0], bindings),
                    None => self.is_primitive_kind(actual).then_some(false),
                }
            }
            // `{ id: infer I }`: an object or class instance with each
            // required property, its type matching.
            ast::TsType::TsTypeLit(literal) => {
                let base = self.types.non_null(actual).unwrap_or(actual);
                if self.types.non_null(actual).is_some()
                    || !(self.types.object(base).is_some() || self.types.class(base).is_some())
                {
                    return self.is_primitive_kind(actual).then_some(false);
                }
                let mut answer = Some(true);
                for member in &literal.members {
                    let ast::TsTypeElement::TsPropertySignature(property) = member else {
                        return None;
                    };
                    let name = match &*property.key {
                        ast::Expr::Ident(name) => name.sym.to_string(),
                        ast::Expr::Lit(ast::Lit::Str(text)) => {
                            text.value.to_string_lossy().into_owned()
                        }
                        _ => return None,
                    };
                    let annotation = property.type_ann.as_ref()?;
                    match self.member_type(base, &name) {
                        Some(ty) => {
                            match self.matches_pattern(ty, &annotation.type_ann, bindings)? {
                                true => {}
                                false => answer = Some(false),
                            }
                        }
                        None if property.optional => {
                            if has_infer(&annotation.type_ann) {
                                return None;
                            }
                        }
                        None => answer = Some(false),
                    }
                }
                answer
            }
            // `[infer H, ...unknown[]]`: a tuple with at least those
            // elements, matching in order; a rest element gets the others.
            ast::TsType::TsTupleType(tuple) => {
                let Some(elements) = self.types.tuple(actual).map(<[TypeId]>::to_vec) else {
                    return self.is_primitive_kind(actual).then_some(false);
                };
                let mut answer = Some(true);
                for (position, element) in tuple.elem_types.iter().enumerate() {
                    match &*element.ty {
                        ast::TsType::TsRestType(rest) if position + 1 == tuple.elem_types.len() => {
                            let remaining = elements.get(position..).unwrap_or_default().to_vec();
                            match &*rest.type_ann {
                                ast::TsType::TsInferType(infer) if !remaining.is_empty() => {
                                    let ty = self.tuple_type(remaining);
                                    bindings.insert(infer.type_param.name.sym.to_string(), ty);
                                }
                                ast::TsType::TsArrayType(array) if !has_infer(&array.elem_type) => {
                                    for ty in remaining {
                                        if !self.matches_pattern(ty, &array.elem_type, bindings)? {
                                            answer = Some(false);
                                        }
                                    }
                                }
                                _ => return None,
                            }
                            return answer;
                        }
                        ast::TsType::TsOptionalType(_) | ast::TsType::TsRestType(_) => return None,
                        pattern => {
                            let Some(&ty) = elements.get(position) else {
                                return Some(false);
                            };
                            if !self.matches_pattern(ty, pattern, bindings)? {
                                answer = Some(false);
                            }
                        }
                    }
                }
                if elements.len() > tuple.elem_types.len() {
                    return Some(false);
                }
                answer
            }
            // `Validator<infer T>` of a generic interface or alias: an
            // instance of it matches argument by argument. Anything else
            // (an object of the same shape, say) is not decided here.
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: Some(patterns),
                ..
            }) if self.find_generic_type(name.sym.as_str()).is_some() => {
                let (module, _) = self.find_generic_type(name.sym.as_str())?;
                let arguments = self
                    .generic_instances
                    .iter()
                    .find(|((instance_module, instance_name, arguments), ty)| {
                        **ty == actual
                            && *instance_module == module
                            && instance_name == name.sym.as_str()
                            && arguments.len() == patterns.params.len()
                    })
                    .map(|((_, _, arguments), _)| arguments.clone());
                let Some(arguments) = arguments else {
                    return self.is_primitive_kind(actual).then_some(false);
                };
                for (argument, pattern) in arguments.into_iter().zip(&patterns.params) {
                    if self.matches_pattern(argument, pattern, bindings) != Some(true) {
                        return None;
                    }
                }
                Some(true)
            }
            ast::TsType::TsFnOrConstructorType(ast::TsFnOrConstructorType::TsFnType(function)) => {
                let Some(signature) = self.function_signature(actual) else {
                    return self.is_primitive_kind(actual).then_some(false);
                };
                for (index, parameter) in function.params.iter().enumerate() {
                    match parameter {
                        // `...args: infer P`: the parameters as a tuple.
                        ast::TsFnParam::Rest(rest) => {
                            let annotation = rest.type_ann.as_ref()?;
                            match &*annotation.type_ann {
                                ast::TsType::TsInferType(infer)
                                    if !signature.rest && signature.optional == 0 =>
                                {
                                    let parameters = signature.parameters
                                        [index.min(signature.parameters.len())..]
                                        .to_vec();
                                    if parameters.is_empty() {
                                        return None;
                                    }
                                    let tuple = self.tuple_type(parameters);
                                    bindings.insert(infer.type_param.name.sym.to_string(), tuple);
                                }
                                pattern if !has_infer(pattern) => {}
                                _ => return None,
                            }
                        }
                        ast::TsFnParam::Ident(binding) => {
                            let annotation = binding.type_ann.as_ref()?;
                            if has_infer(&annotation.type_ann) {
                                let ty = *signature.parameters.get(index)?;
                                if self.matches_pattern(ty, &annotation.type_ann, bindings)
                                    != Some(true)
                                {
                                    return None;
                                }
                            }
                        }
                        _ => return None,
                    }
                }
                self.matches_pattern(signature.result, &function.type_ann.type_ann, bindings)
            }
            _ => None,
        }
    }

    /// Whether a value of `actual` is a `target` (tsc's assignability as
    /// conditional types test it); `None` where scriptc cannot decide.
    /// The members of a union, or of a nullable type (its type and `null`).
    fn union_or_nullable_members(&self, ty: TypeId) -> Option<Vec<TypeId>> {
        self.members_of(ty).or_else(|| {
            self.types
                .non_null(ty)
                .map(|inner| vec![inner, TypeId::NULL])
        })
    }

    /// Whether every value of `actual` is an object (not a primitive);
    /// `None` where scriptc cannot tell.
    fn is_non_primitive(&self, actual: TypeId) -> Option<bool> {
        match actual {
            TypeId::NEVER => return Some(true),
            TypeId::ANY | TypeId::UNKNOWN => return None,
            TypeId::NUMBER
            | TypeId::BOOLEAN
            | TypeId::STRING
            | TypeId::VOID
            | TypeId::UNDEFINED
            | TypeId::NULL
            | TypeId::BIGINT => return Some(false),
            _ => {}
        }
        if let Some(members) = self.union_or_nullable_members(actual) {
            let mut answer = Some(true);
            for member in members {
                if !self.is_non_primitive(member)? {
                    answer = Some(false);
                }
            }
            return answer;
        }
        let object = self.types.is_object(actual)
            || self.types.class(actual).is_some()
            || self.types.element(actual).is_some()
            || self.types.is_collection(actual)
            || matches!(self.types.get(actual), Type::Tuple(_))
            || self.function_signature(actual).is_some();
        object.then_some(true)
    }

    fn extends(&mut self, actual: TypeId, target: TypeId) -> Option<bool> {
        if actual == target
            || actual == TypeId::NEVER
            || matches!(target, TypeId::ANY | TypeId::UNKNOWN)
            || (actual == TypeId::UNDEFINED && target == TypeId::VOID)
        {
            return Some(true);
        }
        if matches!(actual, TypeId::ANY | TypeId::UNKNOWN) {
            return None;
        }
        // A union fits when each member does.
        if let Some(members) = self.union_or_nullable_members(actual) {
            let mut answer = Some(true);
            for member in members {
                match self.extends(member, target)? {
                    true => {}
                    false => answer = Some(false),
                }
            }
            return answer;
        }
        // A member fits a union when it fits one of its members.
        if let Some(members) = self.union_or_nullable_members(target) {
            let mut undecided = false;
            for member in members {
                match self.extends(actual, member) {
                    Some(true) => return Some(true),
                    Some(false) => {}
                    None => undecided = true,
                }
            }
            return (!undecided).then_some(false);
        }
        let (actual_primitive, target_primitive) = (
            self.is_primitive_kind(actual),
            self.is_primitive_kind(target),
        );
        if actual_primitive && target_primitive {
            return Some(false);
        }
        // A primitive is not an array, a class instance, a function or a
        // collection (an object type may describe a string's members).
        if actual_primitive {
            return (self.types.object(target).is_none()
                || matches!(actual, TypeId::NULL | TypeId::UNDEFINED | TypeId::VOID))
            .then_some(false);
        }
        if target_primitive {
            return Some(false);
        }
        if let (Some(from), Some(to)) = (self.types.element(actual), self.types.element(target)) {
            return self.extends(from, to);
        }
        if self.types.object(actual).is_some() && self.types.object(target).is_some() {
            return Some(self.is_structurally_assignable(actual, target, &mut Vec::new()));
        }
        if self.is_assignable_type(actual, target) {
            return Some(true);
        }
        None
    }

    /// `{ [K in keyof T]?: F<K> }`: over the properties of an object or
    /// class type `T`, an object type with a property per key (its
    /// optionality and `readonly` kept unless the modifiers say
    /// otherwise); over any other keys (`"a" | "b"`, `string`), a record
    /// whose values are `F` (it must not depend on which key).
    ///
    /// A mapped type whose values name it again over keys chosen at run
    /// time (`type Rec<T> = { [K in string]: Rec<T> | T }`) has no end:
    /// past [`MOST_NESTED_MAPPED`] levels the values are `any`, as deep as
    /// any value a program writes.
    pub(crate) fn resolve_mapped_type(
        &mut self,
        mapped: &ast::TsMappedType,
        annotation: &ast::TsType,
    ) -> TypeId {
        if self.mapped_depth >= MOST_NESTED_MAPPED {
            return TypeId::ANY;
        }
        self.mapped_depth += 1;
        let ty = self.resolve_mapped_type_once(mapped, annotation);
        self.mapped_depth -= 1;
        ty
    }

    fn resolve_mapped_type_once(
        &mut self,
        mapped: &ast::TsMappedType,
        annotation: &ast::TsType,
    ) -> TypeId {
        // Keys renamed by `as`: scriptc does not compute them, so the
        // type is `any` (tsc has checked every use).
        if mapped.name_type.is_some() {
            return TypeId::ANY;
        }
        let Some(value) = mapped.type_ann.as_deref() else {
            return self.unsupported_type(annotation);
        };
        let key = mapped.type_param.name.sym.to_string();
        let source = match mapped.type_param.constraint.as_deref() {
            Some(ast::TsType::TsTypeOperator(operator))
                if operator.op == ast::TsTypeOperatorOp::KeyOf =>
            {
                let source = self.resolve_type(&operator.type_ann);
                if source == TypeId::NEVER {
                    return TypeId::NEVER;
                }
                Some(source)
            }
            _ => None,
        };
        // A homomorphic mapped type (`{ [K in keyof T]: ... }` of a type
        // parameter) is its argument itself when that is a primitive, and
        // is taken of each member of a union (tsc's rules, which recursive
        // ones such as `DeepPartial<T>` rely on).
        let parameter = match mapped.type_param.constraint.as_deref() {
            Some(ast::TsType::TsTypeOperator(operator)) => match &*operator.type_ann {
                ast::TsType::TsTypeRef(ast::TsTypeRef {
                    type_name: ast::TsEntityName::Ident(name),
                    type_params: None,
                    ..
                }) if self.raw_type_parameter(name.sym.as_str()).is_some() => {
                    Some(name.sym.to_string())
                }
                _ => None,
            },
            _ => None,
        };
        if let (Some(parameter), Some(source)) = (parameter, source) {
            // Of an array, each element: `F<E>[]` for `E[]`.
            if matches!(self.types.get(source), Type::Array(_)) {
                self.type_scope
                    .push(HashMap::from([(key.clone(), TypeId::NUMBER)]));
                let ty = self.resolve_type(value);
                self.type_scope.pop();
                return if ty == TypeId::NEVER {
                    ty
                } else {
                    self.array_of(ty)
                };
            }
            if self.is_non_primitive(source) == Some(false) {
                let members = self.union_or_nullable_members(source);
                let Some(members) = members else {
                    return source;
                };
                let mut mapped_members = Vec::new();
                for member in members {
                    self.type_scope
                        .push(HashMap::from([(parameter.clone(), member)]));
                    let ty = self.resolve_mapped_type(mapped, annotation);
                    self.type_scope.pop();
                    mapped_members.push(ty);
                }
                return match self.union_of(&mapped_members) {
                    Some(ty) => ty,
                    None => self.unsupported_type(annotation),
                };
            }
        }
        let properties = match source {
            Some(source)
                if self.types.object(source).is_some() || self.types.class(source).is_some() =>
            {
                self.properties_of(source)
            }
            _ => {
                // Keys chosen at run time: a record.
                self.type_scope
                    .push(HashMap::from([(key.clone(), TypeId::STRING)]));
                let ty = self.resolve_type(value);
                self.type_scope.pop();
                if ty == TypeId::NEVER {
                    return TypeId::NEVER;
                }
                return self.record_type(ty);
            }
        };
        // `T[K]` itself keeps a method a method.
        let identity = matches!(value, ast::TsType::TsIndexedAccessType(access)
            if matches!(&*access.index_type, ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if name.sym == *key));
        // The same mapped type of the same source again inside its own
        // properties (`DeepPartial<Tree>` where a `Tree` holds `Tree`s):
        // a type that names itself, made as an object filled in below.
        let cycle_key = source.map(|source| (mapped as *const ast::TsMappedType as usize, source));
        if let Some(cycle_key) = cycle_key
            && let Some(placeholder) = self.mapped_in_progress.get(&cycle_key).copied()
        {
            let placeholder = placeholder.unwrap_or_else(|| self.types.new_object(None));
            self.mapped_in_progress.insert(cycle_key, Some(placeholder));
            return placeholder;
        }
        if let Some(cycle_key) = cycle_key {
            self.mapped_in_progress.insert(cycle_key, None);
        }
        let optional_boolean = self.union_of(&[TypeId::BOOLEAN, TypeId::UNDEFINED]);
        let mut mapped_properties = Vec::new();
        for mut property in properties {
            let bound = self.types.intern(Type::Key(property.name.clone()));
            self.type_scope.push(HashMap::from([(key.clone(), bound)]));
            let ty = self.resolve_type(value);
            self.type_scope.pop();
            if !identity {
                property.method = false;
            }
            property.ty = ty;
            match mapped.optional {
                Some(ast::TruePlusMinus::True | ast::TruePlusMinus::Plus) => {
                    property.optional = true
                }
                Some(ast::TruePlusMinus::Minus) => property.optional = false,
                None => {}
            }
            match mapped.readonly {
                Some(ast::TruePlusMinus::True | ast::TruePlusMinus::Plus) => {
                    property.readonly = true
                }
                Some(ast::TruePlusMinus::Minus) => property.readonly = false,
                None => {}
            }
            // A boolean has no spare value for `undefined`.
            if property.optional
                && property.ty == TypeId::BOOLEAN
                && let Some(boxed) = optional_boolean
            {
                property.ty = boxed;
            }
            mapped_properties.push(property);
        }
        match cycle_key.and_then(|cycle_key| self.mapped_in_progress.remove(&cycle_key)) {
            Some(Some(placeholder)) => {
                self.types.set_properties(placeholder, mapped_properties);
                placeholder
            }
            _ => self.types.object_type(mapped_properties),
        }
    }

    /// Whether a type names a type parameter bound here.
    fn mentions_type_parameter(&self, ty: &ast::TsType) -> bool {
        #[derive(Default)]
        struct Names(Vec<String>);
        impl Visit for Names {
            fn visit_ts_type_ref(&mut self, reference: &ast::TsTypeRef) {
                if let ast::TsEntityName::Ident(name) = &reference.type_name {
                    self.0.push(name.sym.to_string());
                }
                reference.visit_children_with(self);
            }
        }
        let mut names = Names::default();
        names.visit_ts_type(ty);
        names
            .0
            .iter()
            .any(|name| self.raw_type_parameter(name).is_some())
    }

    /// `number`, `string`, `boolean`, `null`, `undefined`, `void`.
    fn is_primitive_kind(&self, ty: TypeId) -> bool {
        matches!(
            ty,
            TypeId::NUMBER
                | TypeId::STRING
                | TypeId::BOOLEAN
                | TypeId::NULL
                | TypeId::UNDEFINED
                | TypeId::VOID
        )
    }
}

/// The names `infer X` introduces in a pattern.
#[derive(Default)]
struct InferNames {
    names: Vec<String>,
}

impl Visit for InferNames {
    fn visit_ts_infer_type(&mut self, infer: &ast::TsInferType) {
        self.names.push(infer.type_param.name.sym.to_string());
    }
}

/// Whether a pattern uses `infer`.
fn has_infer(pattern: &ast::TsType) -> bool {
    let mut names = InferNames::default();
    names.visit_ts_type(pattern);
    !names.names.is_empty()
}

/// Whether a type mentions a literal type (`"a"`, `1`, `` `x${string}` ``),
/// which scriptc resolves to its primitive.
fn has_literal(pattern: &ast::TsType) -> bool {
    struct Literals(bool);
    impl Visit for Literals {
        fn visit_ts_lit_type(&mut self, _: &ast::TsLitType) {
            self.0 = true;
        }
        fn visit_ts_tpl_lit_type(&mut self, _: &ast::TsTplLitType) {
            self.0 = true;
        }
    }
    let mut literals = Literals(false);
    literals.visit_ts_type(pattern);
    literals.0
}
