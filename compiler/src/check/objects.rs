//! Structural object types (interfaces, type literals, object literals'
//! types), object literals, and member access through those types.
//!
//! A value of an object type is any object with the properties: an object
//! literal or a class instance. Reads, writes and calls through such a type
//! name the member; codegen finds it through a per-site inline cache.

use std::collections::HashMap;

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use super::classes::FieldChange;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{self, Expression, ExpressionKind, ObjectPart};
use crate::types::{Property, Type, TypeId};

impl<'a> Checker<'a> {
    /// `interface Name { ... }` at the top level: resolved where it is used.
    pub(crate) fn register_interface(&mut self, declaration: &'a ast::TsInterfaceDecl) {
        self.register_interface_as(declaration, declaration.id.sym.to_string());
    }

    /// [`Checker::register_interface`] under `name` (a renamed local
    /// interface's unique name).
    pub(crate) fn register_interface_as(
        &mut self,
        declaration: &'a ast::TsInterfaceDecl,
        name: String,
    ) {
        let span = self.span(declaration.id.span);
        if declaration.type_params.is_some() {
            self.register_generic_type(
                name,
                super::generics::GenericType::Interface(declaration),
                span,
            );
            return;
        }
        if self.scope().interfaces.contains_key(&name)
            || self.scope().aliases.contains_key(&name)
            || self.scope().top_level.contains_key(&name)
        {
            self.error(Diagnostic::new(
                Code::DuplicateDeclaration,
                span,
                format!("Duplicate identifier '{name}'."),
            ));
            return;
        }
        self.scope_mut().interfaces.insert(name, declaration);
    }

    /// The type an interface name stands for, resolving it on first use.
    pub(crate) fn interface_type(&mut self, name: &str) -> Option<TypeId> {
        let (module, declaration) = self.find_interface(name)?;
        // By declaration: renamed local interfaces share their name.
        let key = (module, declaration.span.lo.0);
        if let Some(&ty) = self.interface_types.get(&key) {
            return Some(ty);
        }
        // `interface Index { [key: string]: T }`: a record type, as the
        // same type literal is. (One that names itself inside finds no
        // type: refused, not resolved forever.)
        if declaration.extends.is_empty()
            && declaration.type_params.is_none()
            && matches!(
                &declaration.body.body[..],
                [ast::TsTypeElement::TsIndexSignature(_)]
            )
        {
            let literal: &'a ast::TsTypeLit = Box::leak(Box::new(ast::TsTypeLit {
                span: declaration.body.span,
                members: declaration.body.body.clone(),
            }));
            self.interface_types.insert(key, TypeId::NEVER);
            let ty = self
                .in_module(module, |this| this.index_signature_type(literal))
                .unwrap_or(TypeId::NEVER);
            self.interface_types.insert(key, ty);
            return Some(ty);
        }
        // `interface Bag extends Record<string, T> {}`: that record type.
        if let [parent] = &declaration.extends[..]
            && declaration.body.body.is_empty()
            && declaration.type_params.is_none()
            && Self::string_record(parent)
            && let Some(arguments) = &parent.type_args
        {
            let record: &'a ast::TsType =
                Box::leak(Box::new(ast::TsType::TsTypeRef(ast::TsTypeRef {
                    span: parent.span,
                    type_name: ast::TsEntityName::Ident(ast::Ident::new_no_ctxt(
                        "Record".into(),
                        parent.span,
                    )),
                    type_params: Some(arguments.clone()),
                })));
            self.interface_types.insert(key, TypeId::NEVER);
            let ty = self.in_module(module, |this| this.resolve_type(record));
            self.interface_types.insert(key, ty);
            return Some(ty);
        }
        // The type exists before its members are resolved, so they may
        // refer to it.
        let ty = self.types.new_object(Some(declaration.id.sym.to_string()));
        self.interface_types.insert(key, ty);
        let (properties, literals) =
            self.in_module(module, |this| this.interface_properties(declaration));
        self.types.set_properties(ty, properties);
        if !literals.is_empty() {
            self.discriminants.insert(ty, literals);
        }
        Some(ty)
    }

    /// An interface's properties: its parents' first, then its own.
    pub(crate) fn interface_properties(
        &mut self,
        declaration: &'a ast::TsInterfaceDecl,
    ) -> (Vec<Property>, super::discriminants::Discriminants) {
        let mut properties: Vec<Property> = Vec::new();
        let mut literals = Vec::new();
        for parent in &declaration.extends {
            let parent_span = self.span(parent.span);
            // `extends Record<string, T>` beside properties of its own (the
            // shape that lets an interface meet a `Record` constraint): the
            // properties; its other keys are not typed (see
            // `interface_type` for one with no properties of its own).
            if Self::string_record(parent) {
                continue;
            }
            let parent_type = match &*parent.expr {
                ast::Expr::Ident(parent_name) if parent.type_args.is_none() => {
                    let parent_name = parent_name.sym.to_string();
                    match self.interface_type(&parent_name) {
                        Some(ty) => Some(ty),
                        None => self.alias_object(&parent_name),
                    }
                }
                _ => None,
            };
            if let Some(inherited) = parent_type.and_then(|ty| self.discriminants.get(&ty)) {
                for (name, values) in inherited.clone() {
                    literals.retain(|(known, _)| *known != name);
                    literals.push((name, values));
                }
            }
            match parent_type.and_then(|ty| self.types.object(ty)) {
                Some(shape) => {
                    for property in shape.properties.clone() {
                        properties.retain(|p| p.name != property.name);
                        properties.push(property);
                    }
                }
                None => self.error(Diagnostic::unsupported(
                    parent_span,
                    "extending something other than an interface",
                )),
            }
        }
        for property in self.resolve_members(&declaration.body.body, &mut literals) {
            properties.retain(|p| p.name != property.name);
            properties.push(property);
        }
        (properties, literals)
    }

    /// Whether an interface's parent is `Record<string, T>`.
    fn string_record(parent: &ast::TsExprWithTypeArgs) -> bool {
        matches!(&*parent.expr, ast::Expr::Ident(name) if name.sym == "Record")
            && parent.type_args.as_ref().is_some_and(|arguments| {
                arguments.params.len() == 2
                    && matches!(
                        &*arguments.params[0],
                        ast::TsType::TsKeywordType(ast::TsKeywordType {
                            kind: ast::TsKeywordTypeKind::TsStringKeyword,
                            ..
                        })
                    )
            })
    }

    /// An alias of an object type, for `extends`.
    fn alias_object(&mut self, name: &str) -> Option<TypeId> {
        let (module, alias) = self.find_alias(name)?;
        let ty = self.resolve_alias_at(module, alias);
        self.types.object(ty).map(|_| ty)
    }

    /// `{ a: number; f(x: number): string }` as a type; `name` for an
    /// alias, which may refer to itself.
    pub(crate) fn resolve_type_literal(
        &mut self,
        literal: &ast::TsTypeLit,
        named: Option<TypeId>,
    ) -> TypeId {
        let mut literals = Vec::new();
        let properties = self.resolve_members(&literal.members, &mut literals);
        match named {
            Some(ty) => {
                self.types.set_properties(ty, properties);
                if !literals.is_empty() {
                    self.discriminants.insert(ty, literals);
                }
                ty
            }
            None if literals.is_empty() => self.types.object_type(properties),
            // Its own type: another literal may have the same properties
            // with other literal types.
            None => {
                let key = (properties, literals);
                if let Some(&ty) = self.literal_objects.get(&key) {
                    return ty;
                }
                let ty = self.types.new_object(None);
                self.types.set_properties(ty, key.0.clone());
                self.discriminants.insert(ty, key.1.clone());
                self.literal_objects.insert(key, ty);
                ty
            }
        }
    }

    /// The properties of a type literal's or an interface's members; the
    /// ones declared with literal types are added to `literals`.
    fn resolve_members(
        &mut self,
        members: &[ast::TsTypeElement],
        literals: &mut super::discriminants::Discriminants,
    ) -> Vec<Property> {
        let mut properties: Vec<Property> = Vec::new();
        for member in members {
            let span = self.span(member.span());
            let mut declared_literals = Vec::new();
            let (key, computed, optional, property) = match member {
                ast::TsTypeElement::TsPropertySignature(signature) => {
                    if let Some(annotation) = &signature.type_ann {
                        declared_literals = self.annotation_literals(&annotation.type_ann);
                    }
                    let ty = match &signature.type_ann {
                        Some(annotation) => self.resolve_type(&annotation.type_ann),
                        None => {
                            self.error(Diagnostic::new(
                                Code::AnnotationNeeded,
                                span,
                                "A property needs a type annotation.",
                            ));
                            TypeId::NEVER
                        }
                    };
                    (
                        &*signature.key,
                        signature.computed,
                        signature.optional,
                        (ty, signature.readonly, false),
                    )
                }
                ast::TsTypeElement::TsMethodSignature(signature) => {
                    let mut parameters = Vec::new();
                    for parameter in &signature.params {
                        match parameter {
                            ast::TsFnParam::Ident(binding)
                                if !binding.id.optional && binding.type_ann.is_some() =>
                            {
                                let annotation = binding.type_ann.as_ref().expect("checked");
                                parameters.push(self.resolve_type(&annotation.type_ann));
                            }
                            _ => {
                                self.error(Diagnostic::unsupported(
                                    self.span(parameter.span()),
                                    "this kind of method parameter",
                                ));
                                parameters.push(TypeId::NEVER);
                            }
                        }
                    }
                    let result = match &signature.type_ann {
                        Some(annotation) => self.resolve_type(&annotation.type_ann),
                        None => TypeId::NEVER,
                    };
                    let ty = self.function_type(parameters, result);
                    (
                        &*signature.key,
                        signature.computed,
                        signature.optional,
                        (ty, false, true),
                    )
                }
                _ => {
                    self.error(Diagnostic::unsupported(
                        span,
                        "an index signature, call signature or construct signature",
                    ));
                    continue;
                }
            };
            // `done?: boolean`: a boxed union (a boolean has no spare value
            // for `undefined`).
            // `parent?: Node | null`: boxed too, so an absent property
            // (`undefined`) is told from `null`.
            let property = if optional
                && (property.0 == TypeId::BOOLEAN
                    || matches!(self.types.get(property.0), Type::Nullable(inner)
                        if self.types.is_object(*inner)))
            {
                let ty = self
                    .union_of(&[property.0, TypeId::UNDEFINED])
                    .unwrap_or(TypeId::NEVER);
                (ty, property.1, property.2)
            } else {
                property
            };
            let Some(name) = self.property_key(key, computed) else {
                self.error(Diagnostic::unsupported(span, "a computed property name"));
                continue;
            };
            let (ty, readonly, method) = property;
            literals.retain(|(known, _)| *known != name);
            if !declared_literals.is_empty() {
                literals.push((name.clone(), declared_literals));
            }
            properties.retain(|p| p.name != name);
            properties.push(Property {
                name,
                ty,
                readonly,
                method,
                optional,
            });
        }
        properties
    }

    /// The name of a property key: an identifier, a string, or a number
    /// (as JavaScript converts it).
    fn property_key(&mut self, key: &ast::Expr, computed: bool) -> Option<String> {
        match key {
            ast::Expr::Ident(name) if !computed => Some(name.sym.to_string()),
            ast::Expr::Lit(ast::Lit::Str(text)) => Some(text.value.to_string_lossy().to_string())
                .filter(|name| !super::classes::is_hidden(name)),
            ast::Expr::Lit(ast::Lit::Num(number)) => Some(number_key(number.value)),
            // `[Symbol.iterator]`, `[KEY]` of a `const KEY = Symbol(...)`.
            _ if computed => self.constant_string(key),
            _ => None,
        }
    }

    /// Whether a value of type `from` (a class instance or object type)
    /// has every property `to` requires, with the same representation.
    /// `assumed` holds the pairs being compared, so recursive types
    /// terminate.
    pub(crate) fn is_structurally_assignable(
        &self,
        from: TypeId,
        to: TypeId,
        assumed: &mut Vec<(TypeId, TypeId)>,
    ) -> bool {
        if from == to || assumed.contains(&(from, to)) {
            return true;
        }
        let Some(target) = self.types.object(to) else {
            return false;
        };
        assumed.push((from, to));
        let target = target.properties.clone();
        let fits = target.iter().all(|property| {
            match self.member_of(from, &property.name, property.method) {
                Some(found) => self.member_fits(found, property.ty, assumed),
                None => property.optional,
            }
        });
        assumed.pop();
        if fits {
            self.note_flow(from, to);
        }
        fits
    }

    /// Notes that values of object type `from` may be used as `to`: its
    /// objects may gain `to`'s optional properties.
    pub(crate) fn note_flow(&self, from: TypeId, to: TypeId) {
        if from != to && self.types.object(from).is_some() && self.types.object(to).is_some() {
            self.flows.borrow_mut().insert((from, to));
        }
    }

    /// Notes that values of object type `from` are asserted to be `to`
    /// (`{} as T`): its objects may gain any of `to`'s properties.
    pub(crate) fn note_assertion(&self, from: TypeId, to: TypeId) {
        if from != to && self.types.object(from).is_some() && self.types.object(to).is_some() {
            self.assertions.borrow_mut().insert((from, to));
        }
    }

    /// `Program::room`: per object type, the optional properties of the
    /// types its values reach (directly or through other types), and every
    /// property of a type it is asserted to be, that it lacks.
    pub(crate) fn room(&self) -> HashMap<TypeId, u32> {
        let flows = self.flows.borrow();
        let assertions = self.assertions.borrow();
        let mut targets: HashMap<TypeId, Vec<TypeId>> = HashMap::new();
        for &(from, to) in flows.iter().chain(assertions.iter()) {
            targets.entry(from).or_default().push(to);
        }
        let mut room = HashMap::new();
        for &from in targets.keys() {
            let Some(own) = self.types.object(from) else {
                continue;
            };
            let mut names: Vec<&str> = Vec::new();
            let mut seen = vec![from];
            let mut pending = targets[&from].clone();
            while let Some(to) = pending.pop() {
                if seen.contains(&to) {
                    continue;
                }
                seen.push(to);
                let asserted = assertions.contains(&(from, to));
                if let Some(shape) = self.types.object(to) {
                    for property in &shape.properties {
                        if (property.optional || asserted)
                            && !property.method
                            && own.property(&property.name).is_none()
                            && !names.contains(&property.name.as_str())
                        {
                            names.push(&property.name);
                        }
                    }
                }
                pending.extend(targets.get(&to).into_iter().flatten().copied());
            }
            if !names.is_empty() {
                room.insert(from, names.len() as u32);
            }
        }
        room
    }

    /// Whether calls and reads of an object type's member of the function
    /// type `ty` go through `any`: it takes an `any` or an `unknown`
    /// (`validate(value: T)` of a `Validator<any>`), every parameter is
    /// one a box converts to and its result one converted back. Such a
    /// member may hold a narrower function (a `Validator<string>`'s, which
    /// tsc lets be a `Validator<any>`): called through its dynamic entry,
    /// each argument is converted to what it takes.
    pub(crate) fn loose_member(&self, ty: TypeId) -> bool {
        let Type::Function(signature) = self.types.get(ty) else {
            return false;
        };
        !signature.rest
            && signature.optional == 0
            && signature
                .parameters
                .iter()
                .any(|&parameter| parameter == TypeId::ANY || parameter == TypeId::UNKNOWN)
            && signature
                .parameters
                .iter()
                .all(|&parameter| self.types.enterable(parameter))
            && (signature.result == TypeId::VOID || self.checkable_from_any(signature.result))
    }

    /// Whether a member of type `found` fits a property of type `wanted`.
    fn member_fits(
        &self,
        found: TypeId,
        wanted: TypeId,
        assumed: &mut Vec<(TypeId, TypeId)>,
    ) -> bool {
        if found == wanted || found == TypeId::NEVER || wanted == TypeId::NEVER {
            return true;
        }
        let found_inner = self.types.non_null(found).unwrap_or(found);
        let wanted_inner = self.types.non_null(wanted).unwrap_or(wanted);
        if self.types.non_null(found).is_some() && self.types.non_null(wanted).is_none() {
            return false;
        }
        if found == TypeId::NULL && self.types.non_null(wanted).is_some() {
            return true;
        }
        // A number, boolean, string or array where a box is wanted (an
        // optional boolean of `Partial<T>`, `unknown`, `any`, a union):
        // read boxed and written unboxed through the interface (the
        // runtime's `boxed_member`; a write of another kind is scriptc's
        // TypeError).
        if (matches!(found, TypeId::NUMBER | TypeId::BOOLEAN | TypeId::STRING)
            || self.types.element(found).is_some())
            && self.types.is_dynamic(wanted)
            && self.is_assignable(found, wanted)
        {
            return true;
        }
        if let (Some(derived), Some(base)) = (
            self.types.class(found_inner),
            self.types.class(wanted_inner),
        ) {
            return self.derives_from(derived, base);
        }
        if self.types.object(wanted_inner).is_some() && self.types.is_object(found_inner) {
            return self.is_structurally_assignable(found_inner, wanted_inner, assumed);
        }
        // Function types: the same parameters and result (a method's
        // result may not be inferred yet; tsc has checked it), or a
        // narrower function where a loose member is wanted (a
        // `Validator<string>`'s `validate` for a `Validator<any>`'s),
        // called through `any` (see `loose_member`).
        if let (Type::Function(a), Type::Function(b)) =
            (self.types.get(found), self.types.get(wanted))
        {
            if a.parameters == b.parameters && (a.result == b.result || a.result == TypeId::NEVER) {
                return true;
            }
            let boxed = |ty: TypeId| self.types.is_dynamic(ty);
            let fits = self.loose_member(wanted)
                && !a.rest
                && a.optional == 0
                && a.parameters.len() <= b.parameters.len()
                && a.parameters
                    .iter()
                    .zip(&b.parameters)
                    .all(|(&given, &taken)| {
                        given == taken
                            || ((boxed(given) || boxed(taken)) && self.types.enterable(given))
                    })
                && (a.result == b.result
                    || a.result == TypeId::NEVER
                    || b.result == TypeId::VOID
                    || boxed(a.result)
                    || boxed(b.result));
            if fits {
                // The function is reached through its dynamic entry.
                self.dynamic_calls.set(true);
            }
            return fits;
        }
        if let (Some(a), Some(b)) = (self.types.element(found), self.types.element(wanted)) {
            // Arrays of objects are arrays of pointers either way, their
            // elements read by name through the wanted type (as where such
            // an array is assigned, `is_assignable`).
            return a == b
                || (self.types.object(b).is_some()
                    && self.types.is_object(a)
                    && self.is_structurally_assignable(a, b, assumed));
        }
        false
    }

    /// The type of member `name` of a class instance or object type: a
    /// field, a getter's result, or (for `method` properties, and for
    /// function-typed ones) a method's function type.
    /// The declared type of field or property `name` of `ty`.
    pub(crate) fn member_type(&self, ty: TypeId, name: &str) -> Option<TypeId> {
        self.member_of(ty, name, false)
    }

    fn member_of(&self, ty: TypeId, name: &str, method: bool) -> Option<TypeId> {
        if let Some(shape) = self.types.object(ty) {
            return shape.property(name).map(|property| property.ty);
        }
        let class = self.types.class(ty)?;
        if let Some((_, field_type)) = self.classes[class.index()]
            .fields
            .iter()
            .find(|(field, _)| field == name)
        {
            return Some(*field_type);
        }
        let methods = &self.classes[class.index()].methods;
        if !method
            && let Some((_, getter)) = methods.iter().find(|(m, _)| *m == format!("get {name}"))
        {
            return Some(
                self.functions[getter.index()]
                    .result
                    .unwrap_or(TypeId::NEVER),
            );
        }
        let (_, function) = methods.iter().find(|(m, _)| m == name)?;
        let slot = &self.functions[function.index()];
        let parameters: Vec<TypeId> = slot
            .parameters
            .iter()
            .filter(|parameter| parameter.0 != super::ARGUMENT_COUNT)
            .map(|parameter| parameter.1)
            .collect();
        let result = slot.result.unwrap_or(TypeId::NEVER);
        self.types
            .lookup(&Type::Function(crate::types::FunctionType {
                parameters,
                result,
                optional: 0,
                rest: false,
            }))
            .or(Some(TypeId::NEVER))
    }

    /// `{ a: 1, b, c() { ... } }`: properties in order; `expected` gives
    /// the values their contextual types.
    pub(crate) fn check_object_literal(
        &mut self,
        literal: &'a ast::ObjectLit,
        expected: Option<TypeId>,
        span: Span,
    ) -> Expression {
        // A literal of a discriminated union's member (`{ kind: "num",
        // value: 1 }` where a `Token` is wanted) is made as that member,
        // its fields in their own representations.
        let expected = expected.map(|ty| self.literal_member(literal, ty).unwrap_or(ty));
        let expected_shape = expected
            .map(|ty| self.types.non_null(ty).unwrap_or(ty))
            .and_then(|ty| self.types.object(ty).cloned());
        let mut properties: Vec<(String, Expression)> = Vec::new();
        // With a spread, the literal is built at run time from its parts
        // (indices into `properties`, and the spread sources), and
        // `spread_type` models its keys.
        let mut parts: Vec<Part> = Vec::new();
        let mut spread_type: Vec<Property> = Vec::new();
        // Methods without a contextual type are checked after the other
        // properties, which give `this` its type.
        let mut deferred: Vec<(usize, &'a ast::Function)> = Vec::new();
        let receiver_from_context = expected
            .map(|ty| self.types.non_null(ty).unwrap_or(ty))
            .filter(|&ty| self.types.object(ty).is_some());
        // A property refused: the literal is poison, so its uses report
        // nothing more (it lacks that property).
        let mut refused = false;
        for property in &literal.props {
            if let ast::PropOrSpread::Spread(spread) = property {
                if parts.is_empty() {
                    // The properties before the first spread.
                    parts.extend((0..properties.len()).map(Part::Property));
                    spread_type.extend(properties.iter().map(|(name, value)| Property {
                        name: name.clone(),
                        ty: value.ty,
                        readonly: false,
                        method: false,
                        optional: false,
                    }));
                }
                if let Some(source) = self.spread_source(&spread.expr, &mut spread_type) {
                    parts.push(Part::Spread(source));
                }
                continue;
            }
            let property = match property {
                ast::PropOrSpread::Prop(property) => &**property,
                ast::PropOrSpread::Spread(_) => continue,
            };
            let property_span = self.span(property.span());
            let (name, value) = match property {
                ast::Prop::Shorthand(name) => {
                    let key = name.sym.to_string();
                    let value = self.check_identifier(name, property_span);
                    // As `{ key: key }`: in the representation the
                    // contextual type's property wants.
                    let wanted = expected_shape
                        .as_ref()
                        .and_then(|shape| shape.property(&key))
                        .map(|property| property.ty);
                    let value = match wanted {
                        Some(wanted) => self.represent_as(value, wanted),
                        None => value,
                    };
                    (key, value)
                }
                ast::Prop::KeyValue(pair) => {
                    let Some(key) = self.literal_key(&pair.key) else {
                        self.error(Diagnostic::unsupported(
                            property_span,
                            "a computed property name other than a string literal or enum member",
                        ));
                        continue;
                    };
                    let wanted = expected_shape
                        .as_ref()
                        .and_then(|shape| shape.property(&key))
                        .map(|property| property.ty);
                    if super::closures::ClosureSyntax::of_expression(&pair.value).is_some() {
                        self.closure_name = Some((Self::function_name_of_key(&key), false));
                    }
                    let value = self.check_expecting(&pair.value, wanted);
                    let value = match wanted {
                        Some(wanted) => self.represent_as(value, wanted),
                        None => value,
                    };
                    self.closure_name = None;
                    (key, value)
                }
                ast::Prop::Method(method) => {
                    let Some(key) = self.literal_key(&method.key) else {
                        self.error(Diagnostic::unsupported(
                            property_span,
                            "a computed method name",
                        ));
                        refused = true;
                        continue;
                    };
                    let wanted = expected_shape
                        .as_ref()
                        .and_then(|shape| shape.property(&key))
                        .map(|property| property.ty);
                    let Some(receiver) = receiver_from_context else {
                        deferred.push((properties.len(), &method.function));
                        properties.push((key, Self::poison(property_span)));
                        continue;
                    };
                    self.closure_name = Some((Self::function_name_of_key(&key), false));
                    let syntax =
                        super::closures::ClosureSyntax::of_function(&method.function, None);
                    self.pending_receiver = Some(self.types.intern(Type::Nullable(receiver)));
                    let value = self.check_closure_expecting(syntax, wanted);
                    self.pending_receiver = None;
                    (key, value)
                }
                // `get x() { ... }`, `set x(v) { ... }`: the literal has
                // property `x`; the functions are kept in hidden members
                // (`accessor_member`), which its objects' descriptor makes
                // the getter and setter of `x`.
                ast::Prop::Getter(_) | ast::Prop::Setter(_) => {
                    let (key, function, getter) = match property {
                        ast::Prop::Getter(getter) => (&getter.key, &getter.function, true),
                        ast::Prop::Setter(setter) => (&setter.key, &setter.function, false),
                        _ => continue,
                    };
                    let Some(key) = self.literal_key(key) else {
                        self.error(Diagnostic::unsupported(
                            property_span,
                            "a computed accessor name",
                        ));
                        refused = true;
                        continue;
                    };
                    if !parts.is_empty() {
                        self.error(Diagnostic::unsupported(
                            property_span,
                            "a getter or setter in an object literal with a spread",
                        ));
                        refused = true;
                        continue;
                    }
                    let member = accessor_member(getter, &key);
                    // The runtime calls the functions (enumerating the
                    // object, `JSON.stringify`, reads through `any`)
                    // through their dynamic entries.
                    self.dynamic_calls.set(true);
                    let Some(receiver) = receiver_from_context else {
                        deferred.push((properties.len(), &**function));
                        properties.push((member, Self::poison(property_span)));
                        continue;
                    };
                    let wanted = expected_shape
                        .as_ref()
                        .and_then(|shape| shape.property(&key))
                        .map(|property| self.accessor_function_type(getter, property.ty));
                    self.closure_name = Some((key, false));
                    let syntax = super::closures::ClosureSyntax::of_function(function, None);
                    self.pending_receiver = Some(self.types.intern(Type::Nullable(receiver)));
                    let value = self.check_closure_expecting(syntax, wanted);
                    self.pending_receiver = None;
                    (member, value)
                }
                ast::Prop::Assign(_) => {
                    self.error(Diagnostic::new(
                        Code::SyntaxError,
                        property_span,
                        "Invalid shorthand property initializer.",
                    ));
                    continue;
                }
            };
            if properties.iter().any(|(existing, _)| *existing == name) {
                self.error(Diagnostic::new(
                    Code::DuplicateDeclaration,
                    property_span,
                    "An object literal cannot have multiple properties with the same name.",
                ));
                continue;
            }
            // `{ nick: undefined }` for an optional property: `undefined`
            // as a value of its type.
            let wanted = expected_shape
                .as_ref()
                .and_then(|shape| shape.property(&name))
                .map(|property| property.ty);
            let value = match (value.ty, wanted) {
                (TypeId::UNDEFINED, Some(ty)) if ty != TypeId::UNDEFINED => Expression {
                    kind: ExpressionKind::Missing,
                    ty,
                    span: value.span,
                },
                _ => value,
            };
            // `{ b: undefined }` with nothing to say what else `b` may
            // hold: an `any` holding `undefined` (an own property, printed
            // and listed by `Object.keys`, left out by `JSON.stringify`).
            let value = if value.ty == TypeId::VOID || value.ty == TypeId::UNDEFINED {
                self.represent_as(value, TypeId::ANY)
            } else {
                value
            };
            if !parts.is_empty() {
                parts.push(Part::Property(properties.len()));
                let property = Property {
                    name: name.clone(),
                    ty: value.ty,
                    readonly: false,
                    method: false,
                    optional: false,
                };
                match spread_type.iter_mut().find(|known| known.name == name) {
                    Some(known) => *known = property,
                    None => spread_type.push(property),
                }
            }
            properties.push((name, value));
        }
        if refused {
            return Self::poison(span);
        }
        if let Some(record) = parts.iter().find_map(|part| match part {
            Part::Spread(source) => {
                let base = self.types.non_null(source.ty).unwrap_or(source.ty);
                matches!(self.types.get(base), Type::Record(_)).then_some(base)
            }
            Part::Property(_) => None,
        }) {
            return self.record_literal_of_spreads(record, parts, properties, span);
        }
        if parts
            .iter()
            .any(|part| matches!(part, Part::Spread(source) if source.ty == TypeId::ANY))
        {
            if !deferred.is_empty() {
                self.error(Diagnostic::unsupported(
                    span,
                    "a method without a contextual type in an object literal spreading an 'any'",
                ));
                return Self::poison(span);
            }
            return self.dynamic_spread(parts, properties, span);
        }
        if !parts.is_empty() {
            return self.object_spread(parts, properties, spread_type, span);
        }
        let mut own_type = None;
        if !deferred.is_empty() {
            // `this` in the methods: the literal's other properties, read by
            // name (the object may have more).
            let deferred_indices: Vec<usize> = deferred.iter().map(|(index, _)| *index).collect();
            let mut checked: Vec<(String, TypeId)> = properties
                .iter()
                .enumerate()
                .filter(|(index, _)| !deferred_indices.contains(index))
                .map(|(_, (name, value))| (name.clone(), value.ty))
                .collect();
            // The literal's own type, filled in twice: its other properties
            // while the methods are checked, then every property (so a
            // method returning `this` returns the whole object).
            let own = self.types.new_object(None);
            let known = self.literal_properties(&checked);
            self.types.set_properties(own, known);
            own_type = Some(own);
            let receiver = self.types.intern(Type::Nullable(own));
            for (index, function) in deferred {
                let key = properties[index].0.clone();
                let shown = match accessor_property(&key) {
                    Some((_, name)) => name.to_string(),
                    None => Self::function_name_of_key(&key),
                };
                self.closure_name = Some((shown, false));
                let syntax = super::closures::ClosureSyntax::of_function(function, None);
                self.pending_receiver = Some(receiver);
                let value = self.check_closure_expecting(syntax, None);
                self.pending_receiver = None;
                // A later method may call this one through `this`.
                if value.ty != TypeId::NEVER {
                    checked.push((key, value.ty));
                    let known = self.literal_properties(&checked);
                    self.types.set_properties(own, known);
                }
                properties[index].1 = value;
            }
        }
        if let Some(span) = self.accessor_without_value(&properties) {
            self.error(Diagnostic::unsupported(
                span,
                "a getter in an object literal that returns no value",
            ));
            return Self::poison(span);
        }
        let all: Vec<(String, TypeId)> = properties
            .iter()
            .map(|(name, value)| (name.clone(), value.ty))
            .collect();
        let all = self.literal_properties(&all);
        let ty = match own_type {
            Some(own) => {
                self.types.set_properties(own, all);
                own
            }
            None => self.types.object_type(all),
        };
        // The literal's objects may gain the optional properties of the
        // type it is written for.
        if let Some(expected) = expected.map(|ty| self.types.non_null(ty).unwrap_or(ty)) {
            self.note_flow(ty, expected);
        }
        Expression {
            kind: ExpressionKind::ObjectLiteral(properties),
            ty,
            span,
        }
    }

    /// The properties of an object literal's type from its members (name
    /// and type): an accessor's hidden members become the one property
    /// they get and set, of the getter's result type (else the setter's
    /// parameter type), read-only without a setter.
    pub(crate) fn literal_properties(&self, members: &[(String, TypeId)]) -> Vec<Property> {
        let mut properties: Vec<Property> = Vec::new();
        for (name, ty) in members {
            let Some((getter, key)) = accessor_property(name) else {
                properties.push(Property {
                    name: name.clone(),
                    ty: *ty,
                    readonly: false,
                    method: false,
                    optional: false,
                });
                continue;
            };
            let signature = match self.types.get(*ty) {
                Type::Function(signature) => signature.clone(),
                _ => continue,
            };
            let value = if getter {
                signature.result
            } else {
                match signature.parameters.first() {
                    Some(&parameter) => parameter,
                    None => continue,
                }
            };
            match properties.iter_mut().find(|known| known.name == key) {
                Some(known) => {
                    known.readonly = false;
                    if getter {
                        known.ty = value;
                    }
                }
                None => properties.push(Property {
                    name: key.to_string(),
                    ty: value,
                    readonly: getter,
                    method: false,
                    optional: false,
                }),
            }
        }
        properties
    }

    /// The function type of an accessor of a property of type `ty`:
    /// `() => T` for a getter, `(value: T) => void` for a setter.
    fn accessor_function_type(&mut self, getter: bool, ty: TypeId) -> TypeId {
        let (parameters, result) = if getter {
            (Vec::new(), ty)
        } else {
            (vec![ty], TypeId::VOID)
        };
        self.types
            .intern(Type::Function(crate::types::FunctionType {
                parameters,
                result,
                optional: 0,
                rest: false,
            }))
    }

    /// A getter among an object literal's members whose result has no
    /// value (it returns nothing, or never returns): where it is.
    fn accessor_without_value(&self, members: &[(String, Expression)]) -> Option<Span> {
        members.iter().find_map(|(name, value)| {
            let (true, _) = accessor_property(name)? else {
                return None;
            };
            match self.types.get(value.ty) {
                Type::Function(signature)
                    if matches!(
                        signature.result,
                        TypeId::VOID | TypeId::UNDEFINED | TypeId::NEVER
                    ) =>
                {
                    Some(value.span)
                }
                _ => None,
            }
        })
    }

    /// A property key known when the program is compiled: a name, a
    /// string, a number, or a computed one of those, of a template without
    /// substitutions, or of a top-level `const` holding a string literal.
    /// Checks nothing.
    pub(crate) fn constant_key(&self, key: &ast::PropName) -> Option<String> {
        match key {
            ast::PropName::Ident(name) => Some(name.sym.to_string()),
            // A name starting with the hidden members' mark is refused.
            ast::PropName::Str(text) => Some(text.value.to_string_lossy().to_string())
                .filter(|name| !super::classes::is_hidden(name)),
            ast::PropName::Num(number) => Some(number_key(number.value)),
            ast::PropName::Computed(computed) => self.constant_string(&computed.expr),
            ast::PropName::BigInt(_) => None,
        }
    }

    /// `obj["name"]`, `obj[NAME]` for a `const NAME = "name"`: a member
    /// name known when the program is compiled (not a number: `xs[0]`
    /// indexes).
    pub(crate) fn constant_name(&self, expression: &ast::Expr) -> Option<String> {
        self.constant_string(expression)
            .filter(|key| key.parse::<f64>().is_err())
    }

    /// The key a variable named `name` holds in this instance of a generic
    /// (see `FunctionState::key_constants`): found in the innermost
    /// function that declares the name.
    fn key_constant(&self, name: &str) -> Option<String> {
        std::iter::once(&self.current)
            .chain(self.enclosing.iter().rev())
            .find_map(|state| match state.lookup(name) {
                Some(super::scope::Binding::Local { id, .. }) => {
                    Some(state.key_constants.get(&id).cloned())
                }
                Some(_) => Some(None),
                None => None,
            })
            .flatten()
    }

    pub(crate) fn constant_string(&self, expression: &ast::Expr) -> Option<String> {
        match expression {
            ast::Expr::Lit(ast::Lit::Str(text)) => Some(text.value.to_string_lossy().to_string()),
            ast::Expr::Lit(ast::Lit::Num(number)) => Some(number_key(number.value)),
            ast::Expr::Tpl(template) if template.exprs.is_empty() => template
                .quasis
                .first()
                .and_then(|quasi| quasi.cooked.as_ref())
                .map(|cooked| cooked.to_string_lossy().to_string()),
            ast::Expr::Paren(inner) => self.constant_string(&inner.expr),
            ast::Expr::TsConstAssertion(inner) => self.constant_string(&inner.expr),
            // `Symbol.iterator` and the other well-known symbols.
            ast::Expr::Member(_) => self.well_known_symbol_key(expression),
            ast::Expr::Ident(name) => {
                // A parameter holding a key known in this instance of a
                // generic (`K extends keyof T`, called with "name"), of
                // this function or, read in a closure, of one around it.
                if let Some(key) = self.key_constant(name.sym.as_str()) {
                    return Some(key);
                }
                // A local whose type is one key (`for (const k of keys)`
                // with `keys: K[]`, `K` the key "name" in this instance).
                if let Some(super::scope::Binding::Local { id, .. }) =
                    self.lookup(name.sym.as_str())
                    && let crate::types::Type::Key(key) =
                        self.types.get(self.current.locals[id.index()].ty)
                {
                    return Some(key.clone());
                }
                // A module-level `const` (not shadowed where it is read;
                // class members are declared before the module's
                // variables are bound).
                if !matches!(
                    self.lookup(name.sym.as_str()),
                    None | Some(super::scope::Binding::Global(_))
                ) {
                    return None;
                }
                self.scope().statements.iter().find_map(|statement| {
                    let ast::Stmt::Decl(ast::Decl::Var(declaration)) = statement else {
                        return None;
                    };
                    if declaration.kind != ast::VarDeclKind::Const {
                        return None;
                    }
                    declaration
                        .decls
                        .iter()
                        .find_map(|declarator| match &declarator.name {
                            ast::Pat::Ident(binding) if binding.id.sym == name.sym => {
                                let init = declarator.init.as_deref()?;
                                // `const KEY = Symbol("key")`: a symbol key.
                                if let Some(key) = self.declared_symbol_key(&name.sym, init) {
                                    return Some(key);
                                }
                                (!matches!(init, ast::Expr::Ident(_) | ast::Expr::Member(_)))
                                    .then(|| self.constant_string(init))
                                    .flatten()
                            }
                            _ => None,
                        })
                })
            }
            _ => None,
        }
    }

    /// A literal property key: a name, a string, a number, or a computed
    /// string literal or string enum member.
    fn literal_key(&mut self, key: &'a ast::PropName) -> Option<String> {
        if let ast::PropName::Computed(computed) = key
            && let Some(key) = self.constant_string(&computed.expr)
        {
            return Some(key);
        }
        match key {
            ast::PropName::Ident(name) => Some(name.sym.to_string()),
            // A name starting with the hidden members' mark is refused.
            ast::PropName::Str(text) => Some(text.value.to_string_lossy().to_string())
                .filter(|name| !super::classes::is_hidden(name)),
            ast::PropName::Num(number) => Some(number_key(number.value)),
            ast::PropName::Computed(computed) => {
                let value = self.check_expression(&computed.expr);
                match value.kind {
                    ExpressionKind::String(units) => Some(String::from_utf16_lossy(&units)),
                    ExpressionKind::Number(number) => Some(number_key(number)),
                    _ => None,
                }
            }
            ast::PropName::BigInt(_) => None,
        }
    }

    /// The property `name` of an object type, or an error.
    fn object_property(&mut self, object_type: TypeId, name: &str, span: Span) -> Option<Property> {
        let base = self.types.non_null(object_type).unwrap_or(object_type);
        let shape = self.types.object(base)?;
        match shape.property(name) {
            Some(property) => Some(property.clone()),
            // What every object has from `Object.prototype`, which tsc
            // knows and scriptc's object types do not list.
            None if matches!(
                name,
                "constructor"
                    | "hasOwnProperty"
                    | "isPrototypeOf"
                    | "propertyIsEnumerable"
                    | "toLocaleString"
                    | "toString"
                    | "valueOf"
            ) =>
            {
                let shown = self.types.display(base).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'{name}' of a '{shown}' (from Object.prototype)"),
                ));
                None
            }
            None => {
                let shown = self.types.display(base).to_string();
                self.error(Diagnostic::new(
                    Code::UnknownProperty,
                    span,
                    format!("Property '{name}' does not exist on type '{shown}'."),
                ));
                None
            }
        }
    }

    /// `object.name` on an object type.
    pub(crate) fn check_property_get(
        &mut self,
        object: Expression,
        name: &str,
        span: Span,
    ) -> Expression {
        let Some(property) = self.object_property(object.ty, name, span) else {
            return Self::poison(span);
        };
        if property.method {
            self.error(Diagnostic::unsupported(span, "a method used as a value"));
            return Self::poison(span);
        }
        // A loose member: read through `any`, wrapped when it holds a
        // narrower function.
        if self.loose_member(property.ty) {
            let object = self.represent_as(object, TypeId::ANY);
            let read = self.any_get(object, name, span);
            return self.represent_as(read, property.ty);
        }
        Expression {
            kind: ExpressionKind::PropertyGet {
                object: Box::new(object),
                name: name.to_string(),
            },
            ty: property.ty,
            span,
        }
    }

    /// `object.name(arguments)` on an object type.
    pub(crate) fn check_property_call(
        &mut self,
        object: Expression,
        name: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let Some(property) = self.object_property(object.ty, name, span) else {
            return Self::poison(span);
        };
        // A property of type `any`: called through it, the object its
        // `this`.
        if property.ty == TypeId::ANY {
            let object = self.represent_as(object, TypeId::ANY);
            let name = Self::name_literal(name, span);
            return self.any_method_call_named(object, name, None, arguments, span);
        }
        // A loose member: called through `any`, the object its `this`.
        if self.loose_member(property.ty)
            && let Some(signature) = self.function_signature(property.ty)
        {
            let object = self.represent_as(object, TypeId::ANY);
            let name = Self::name_literal(name, span);
            let call = self.any_method_call_named(object, name, None, arguments, span);
            if signature.result == TypeId::VOID || call.ty == TypeId::NEVER {
                return call;
            }
            return self.represent_as(call, signature.result);
        }
        let Some(signature) = self.function_signature(property.ty) else {
            let shown = self.types.display(property.ty).to_string();
            self.error(Diagnostic::new(
                Code::NotCallable,
                span,
                format!("This expression is not callable. Type '{shown}' has no call signatures."),
            ));
            return Self::poison(span);
        };
        let Some(values) = self.signature_arguments(&signature, arguments, span) else {
            return Self::poison(span);
        };
        Expression {
            kind: ExpressionKind::PropertyCall {
                object: Box::new(object),
                name: name.to_string(),
                arguments: values,
            },
            ty: signature.result,
            span,
        }
    }

    /// `object.name = v` (and `op=`, `++`) on an object type.
    pub(crate) fn check_property_set(
        &mut self,
        object: Expression,
        name: &str,
        change: FieldChange<'a>,
        span: Span,
    ) -> Expression {
        let Some(property) = self.object_property(object.ty, name, span) else {
            return Self::poison(span);
        };
        if property.readonly || property.method {
            self.error(Diagnostic::new(
                Code::InvalidAssignment,
                span,
                format!("Cannot assign to '{name}' because it is a read-only property."),
            ));
            return Self::poison(span);
        }
        let ty = property.ty;
        let Some(change) = self.check_change(change, ty, span) else {
            return Self::poison(span);
        };
        Expression {
            kind: ExpressionKind::PropertySet {
                object: Box::new(object),
                name: name.to_string(),
                change,
            },
            ty,
            span,
        }
    }

    /// `{ ...record, key: value }` without a record type wanted: a record
    /// of the spread record's type (tsc gives the literal its index
    /// signature), when every other part fits it.
    fn record_literal_of_spreads(
        &mut self,
        record_type: TypeId,
        parts: Vec<Part>,
        properties: Vec<(String, Expression)>,
        span: Span,
    ) -> Expression {
        let Type::Record(value_type) = self.types.get(record_type).clone() else {
            return Self::poison(span);
        };
        let mut values: Vec<Option<(String, Expression)>> =
            properties.into_iter().map(Some).collect();
        let mut entries = Vec::new();
        let mut spreads = Vec::new();
        for part in parts {
            match part {
                Part::Property(index) => {
                    let Some((name, value)) = values[index].take() else {
                        continue;
                    };
                    if !self.is_assignable(value.ty, value_type) {
                        self.error(Diagnostic::unsupported(
                            value.span,
                            format!(
                                "an object literal spreading a '{}' with a property of another type",
                                self.types.display(record_type)
                            ),
                        ));
                        return Self::poison(span);
                    }
                    let value = self.assign_to(value, value_type);
                    let key = Expression {
                        kind: ExpressionKind::String(name.encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span: value.span,
                    };
                    entries.push((key, Some(value)));
                }
                Part::Spread(source) => {
                    let base = self.types.non_null(source.ty).unwrap_or(source.ty);
                    if base != record_type {
                        self.error(Diagnostic::unsupported(
                            source.span,
                            format!(
                                "an object literal spreading a '{}' and a '{}'",
                                self.types.display(record_type),
                                self.types.display(source.ty)
                            ),
                        ));
                        return Self::poison(span);
                    }
                    spreads.push((entries.len(), source));
                }
            }
        }
        self.record_with_spreads(record_type, entries, spreads, span)
    }

    /// The source of `...source` in an object literal: checked, with its
    /// data properties merged into the literal's type. An optional one
    /// stays optional (the source may lack it), unless an earlier key
    /// already has it, which it then keeps where the source lacks it.
    fn spread_source(
        &mut self,
        expression: &'a ast::Expr,
        spread_type: &mut Vec<Property>,
    ) -> Option<Expression> {
        let value = self.check_expression(expression);
        if value.ty == TypeId::NEVER {
            return None;
        }
        // An `any`: the literal is built at run time (`dynamic_spread`).
        if value.ty == TypeId::ANY {
            return Some(value);
        }
        let span = value.span;
        let base = self.types.non_null(value.ty).unwrap_or(value.ty);
        // A record: the literal is a record (`record_literal_of_spreads`).
        if matches!(self.types.get(base), Type::Record(_)) {
            return Some(value);
        }
        if self.types.class(base).is_none() && self.types.object(base).is_none() {
            let shown = self.types.display(value.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("spreading a '{shown}' into an object"),
            ));
            return None;
        }
        let optional_boolean = self.union_of(&[TypeId::BOOLEAN, TypeId::UNDEFINED]);
        for property in self.data_properties(base) {
            // `done?: boolean` (boxed) over a `done: boolean` stays a
            // boolean: the run time unboxes it.
            let unboxed = |known: &Property| {
                known.ty == TypeId::BOOLEAN && Some(property.ty) == optional_boolean
            };
            match spread_type
                .iter_mut()
                .find(|known| known.name == property.name)
            {
                Some(known) if property.optional && known.ty != property.ty && !unboxed(known) => {
                    // The key's value would be of one type or the other,
                    // which one decided at run time.
                    let earlier = self.types.display(known.ty).to_string();
                    let later = self.types.display(property.ty).to_string();
                    self.error(Diagnostic::unsupported(
                        span,
                        format!(
                            "spreading an optional '{}: {later}' over an earlier '{earlier}' one",
                            property.name
                        ),
                    ));
                }
                Some(_) if property.optional => {}
                Some(known) => {
                    *known = Property {
                        readonly: false,
                        ..property
                    }
                }
                None => spread_type.push(Property {
                    readonly: false,
                    ..property
                }),
            }
        }
        Some(value)
    }

    /// An object literal with spreads, built at run time from its parts in
    /// order. Where a later part may have side effects (a call, an
    /// assignment), the parts before it are built first: a spread copies
    /// its source as it is when the spread is evaluated.
    /// An object literal spreading an `any` (`{ ...config, debug: true }`):
    /// an `any` made at run time, its parts copied onto it in order (a
    /// spread copies the source's own enumerable properties).
    fn dynamic_spread(
        &mut self,
        parts: Vec<Part>,
        properties: Vec<(String, Expression)>,
        span: Span,
    ) -> Expression {
        let record = self.types.intern(Type::Record(TypeId::ANY));
        let empty = Expression {
            kind: ExpressionKind::NewCollection {
                entries: Vec::new(),
                from: None,
                weak: false,
            },
            ty: record,
            span,
        };
        let object = self.temporary_local(TypeId::ANY, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(object),
            ty: TypeId::ANY,
            span,
        };
        let mut steps = vec![Expression {
            kind: ExpressionKind::Assign {
                target: object,
                value: Box::new(Expression {
                    ty: TypeId::ANY,
                    ..Self::boxed(empty)
                }),
            },
            ty: TypeId::ANY,
            span,
        }];
        let mut values: Vec<Option<(String, Expression)>> =
            properties.into_iter().map(Some).collect();
        self.dynamic_calls.set(true);
        for part in parts {
            match part {
                Part::Property(index) => {
                    let Some((name, value)) = values[index].take() else {
                        continue;
                    };
                    let name = Self::name_literal(&name, span);
                    let value = self.represent_as(value, TypeId::ANY);
                    steps.push(self.any_call(
                        hir::AnyOperation::Set,
                        vec![read(), name, value],
                        TypeId::VOID,
                        span,
                    ));
                }
                Part::Spread(source) => {
                    let source = self.represent_as(source, TypeId::ANY);
                    steps.push(self.any_call(
                        hir::AnyOperation::SpreadInto,
                        vec![read(), source],
                        TypeId::VOID,
                        span,
                    ));
                }
            }
        }
        steps.push(read());
        Expression {
            kind: ExpressionKind::Sequence(steps),
            ty: TypeId::ANY,
            span,
        }
    }

    /// `const { a, ...rest } = value` of an `any`: an `any` with the
    /// value's own enumerable properties but the named ones.
    pub(crate) fn any_object_rest(
        &mut self,
        source: Expression,
        named: &[String],
        span: Span,
    ) -> Expression {
        let copy = self.dynamic_spread(vec![Part::Spread(source)], Vec::new(), span);
        let ExpressionKind::Sequence(mut steps) = copy.kind else {
            return copy;
        };
        let Some(Expression {
            kind: ExpressionKind::Variable(object),
            ..
        }) = steps.pop()
        else {
            return Self::poison(span);
        };
        let read = || Expression {
            kind: ExpressionKind::Variable(object),
            ty: TypeId::ANY,
            span,
        };
        for name in named {
            let key = Self::boxed(Self::name_literal(name, span));
            steps.push(self.any_call(
                hir::AnyOperation::Delete,
                vec![read(), key],
                TypeId::BOOLEAN,
                span,
            ));
        }
        steps.push(read());
        Expression {
            kind: ExpressionKind::Sequence(steps),
            ty: TypeId::ANY,
            span,
        }
    }

    fn object_spread(
        &mut self,
        parts: Vec<Part>,
        properties: Vec<(String, Expression)>,
        spread_type: Vec<Property>,
        span: Span,
    ) -> Expression {
        let mut values: Vec<Option<(String, Expression)>> =
            properties.into_iter().map(Some).collect();
        let mut built: Vec<ObjectPart> = Vec::new();
        let mut built_type: Vec<Property> = Vec::new();
        let mut has_spread = false;
        for part in parts {
            let effects = match &part {
                Part::Property(index) => values[*index]
                    .as_ref()
                    .is_some_and(|(_, value)| !hir::is_free_of_effects(value)),
                Part::Spread(source) => !hir::is_free_of_effects(source),
            };
            if has_spread && effects {
                // Build what came before, then continue from it.
                let ty = self.types.object_type(built_type.clone());
                let earlier = Expression {
                    kind: ExpressionKind::ObjectSpread(std::mem::take(&mut built)),
                    ty,
                    span,
                };
                built.push(ObjectPart::Spread {
                    source: earlier,
                    excluded: Vec::new(),
                });
            }
            let (part, copied) = match part {
                Part::Property(index) => {
                    let Some((name, value)) = values[index].take() else {
                        continue;
                    };
                    let copied = vec![Property {
                        name: name.clone(),
                        ty: value.ty,
                        readonly: false,
                        method: false,
                        optional: false,
                    }];
                    (ObjectPart::Property(name, value), copied)
                }
                Part::Spread(source) => {
                    has_spread = true;
                    let base = self.types.non_null(source.ty).unwrap_or(source.ty);
                    let copied = self.data_properties(base);
                    (
                        ObjectPart::Spread {
                            source,
                            excluded: Vec::new(),
                        },
                        copied,
                    )
                }
            };
            built.push(part);
            for property in copied {
                match built_type
                    .iter_mut()
                    .find(|known| known.name == property.name)
                {
                    Some(_) if property.optional => {}
                    Some(known) => *known = property,
                    None => built_type.push(property),
                }
            }
        }
        let ty = self.types.object_type(spread_type);
        Expression {
            kind: ExpressionKind::ObjectSpread(built),
            ty,
            span,
        }
    }

    /// An object type's or class instance's data properties (what an object
    /// rest or spread copies), in order.
    pub(crate) fn data_properties(&mut self, ty: TypeId) -> Vec<Property> {
        // A class's getters (listed as readonly) live on its prototype, not
        // on the instance; its `#private` fields are not copied.
        let is_class = self.types.class(ty).is_some();
        self.properties_of(ty)
            .into_iter()
            .filter(|property| {
                !(property.method
                    || is_class && property.readonly
                    || super::classes::is_hidden(&property.name))
            })
            .collect()
    }

    /// The type of property `name` of an object type or class instance.
    pub(crate) fn property_type(&mut self, ty: TypeId, name: &str) -> Option<TypeId> {
        let base = self.types.non_null(ty).unwrap_or(ty);
        self.properties_of(base)
            .into_iter()
            .find(|property| property.name == name)
            .map(|property| property.ty)
    }

    /// The properties of an object type or a class instance, as an object
    /// type lists them (a class's fields, getters and methods).
    pub(crate) fn properties_of(&mut self, ty: TypeId) -> Vec<Property> {
        if let Some(shape) = self.types.object(ty) {
            return shape.properties.clone();
        }
        let Some(class) = self.types.class(ty) else {
            return Vec::new();
        };
        self.settle_fields(class);
        let methods = self.classes[class.index()].methods.clone();
        let slot = &self.classes[class.index()];
        let mut properties: Vec<Property> = slot
            .fields
            .iter()
            .filter(|(name, _)| !super::classes::is_hidden(name))
            .map(|(name, ty)| Property {
                name: name.clone(),
                ty: *ty,
                readonly: false,
                method: false,
                optional: false,
            })
            .collect();
        for (name, function) in &methods {
            if super::classes::is_hidden(name) || name.starts_with("set ") {
                continue;
            }
            let slot = &self.functions[function.index()];
            let result = slot.result.unwrap_or(TypeId::NEVER);
            let (property, member) = match name.strip_prefix("get ") {
                Some(property) => (property, result),
                None => {
                    let parameters: Vec<TypeId> = slot
                        .parameters
                        .iter()
                        .filter(|parameter| parameter.0 != super::ARGUMENT_COUNT)
                        .map(|parameter| parameter.1)
                        .collect();
                    (name.as_str(), self.function_type(parameters, result))
                }
            };
            properties.push(Property {
                name: property.to_string(),
                ty: member,
                readonly: name.starts_with("get "),
                method: !name.starts_with("get "),
                optional: false,
            });
        }
        properties
    }

    /// A union of object types as one object type: every member's
    /// properties (a property some members lack is optional). Property
    /// reads find members by name at run time, so after tsc's narrowing
    /// they read what the object has. `None` when two members give one
    /// property different types. With `target`, the properties go into
    /// that (reserved, named) type.
    pub(crate) fn merge_object_types(
        &mut self,
        members: &[TypeId],
        target: Option<TypeId>,
    ) -> Option<TypeId> {
        let members: Vec<TypeId> = members
            .iter()
            .copied()
            .filter(|&ty| ty != TypeId::NEVER)
            .collect();
        // A union of members told apart by literal-typed properties keeps
        // its members, for narrowing (see `discriminants`).
        let members = self.flat_object_members(&members);
        let mut sorted = members.clone();
        sorted.sort();
        // Classes whose members are not declared yet: a type of its own,
        // merged again once they are (see `check_program`).
        let pending =
            !self.members_declared && members.iter().any(|&m| self.types.class(m).is_some());
        let discriminated = pending || self.has_discriminants(&members);
        if target.is_none()
            && let Some(&ty) = self.merged_by_members.get(&sorted)
        {
            return Some(ty);
        }
        let mut merged: Vec<Property> = Vec::new();
        let mut counts: Vec<usize> = Vec::new();
        for &member in &members {
            for property in self.properties_of(member) {
                match merged.iter().position(|p| p.name == property.name) {
                    Some(index) => {
                        let (before, now) = (merged[index].ty, property.ty);
                        if before != now && before != TypeId::NEVER && now != TypeId::NEVER {
                            // Members with this property of different types
                            // (`{ kind: "num"; value: number } | { kind:
                            // "op"; value: string }`): a box of either. Each
                            // object keeps its own field, read boxed through
                            // the merged type (the runtime's `boxed_member`).
                            // Objects of different types are pointers
                            // either way (their merge, read by name).
                            // (Numbers, strings, booleans and objects only:
                            // other kinds' members merge otherwise.)
                            let plain = |this: &Self, ty: TypeId| {
                                matches!(ty, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN)
                                    || this.types.is_object(this.types.non_null(ty).unwrap_or(ty))
                            };
                            let plains = |this: &Self, ty: TypeId| {
                                plain(this, ty)
                                    || this.types.union_members(ty).is_some_and(|members| {
                                        members.iter().all(|&m| plain(this, m))
                                    })
                            };
                            if !plains(self, before) || !plains(self, now) {
                                return None;
                            }
                            let either = self.union_of(&[before, now])?;
                            let pointer = self.types.non_null(either).unwrap_or(either);
                            if !self.types.is_dynamic(either) && !self.types.is_object(pointer) {
                                return None;
                            }
                            merged[index].ty = either;
                        }
                        let existing = &mut merged[index];
                        existing.optional |= property.optional;
                        existing.readonly |= property.readonly;
                        counts[index] += 1;
                    }
                    None => {
                        merged.push(property);
                        counts.push(1);
                    }
                }
            }
        }
        for (property, &count) in merged.iter_mut().zip(&counts) {
            if count < members.len() {
                property.optional = true;
            }
        }
        let ty = match target {
            Some(ty) => {
                self.types.set_properties(ty, merged);
                ty
            }
            None if discriminated => {
                let ty = self.types.new_object(None);
                self.types.set_properties(ty, merged);
                ty
            }
            None => self.types.object_type(merged),
        };
        if pending {
            self.pending_merges.push((ty, members.clone()));
        }
        if discriminated {
            self.merged_members.insert(ty, members);
            self.merged_by_members.entry(sorted).or_insert(ty);
        }
        Some(ty)
    }
}

/// A numeric property key as a string, as JavaScript converts it (exact for
/// the integers and short decimals keys are written with).
pub(crate) fn number_key(value: f64) -> String {
    if value == value.trunc() && value.abs() < 1e21 {
        format!("{}", value as i128)
    } else {
        format!("{value}")
    }
}

/// A part of an object literal with spreads, while it is checked.
enum Part {
    /// An index into the literal's properties.
    Property(usize),
    Spread(Expression),
}

/// The hidden member of an object literal holding the getter
/// (`\u{1}get x`) or setter (`\u{1}set x`) of its property `x`.
pub(crate) fn accessor_member(getter: bool, key: &str) -> String {
    let which = if getter { "get" } else { "set" };
    format!("{}{which} {key}", super::classes::HIDDEN)
}

/// The accessor an object literal's member is (whether a getter, and the
/// property), when it is one.
pub(crate) fn accessor_property(member: &str) -> Option<(bool, &str)> {
    let rest = member.strip_prefix(super::classes::HIDDEN)?;
    if let Some(key) = rest.strip_prefix("get ") {
        return Some((true, key));
    }
    rest.strip_prefix("set ").map(|key| (false, key))
}
