//! Classes: declarations (fields, parameter properties, a constructor,
//! methods, getters and setters, static fields and methods, `#private`
//! members), inheritance, `new`, field reads and writes, and method calls.
//! Static accessors and static private members are reported as not
//! supported yet.

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{
    self, ArrayChange, BinaryOperator, Expression, ExpressionKind, FuncId, GlobalId, Statement,
};
use crate::types::{ClassId, Type, TypeId};

pub(crate) struct ClassSlot<'a> {
    /// The class body, checked in the second pass.
    _declaration: std::marker::PhantomData<&'a ast::Class>,
    pub(crate) name: String,
    /// The module declaring the class.
    pub(crate) module: usize,
    /// An instance of a generic class: its name with type arguments.
    type_name: Option<String>,
    /// An instance of a generic class: its type parameters' types.
    pub(crate) type_arguments: std::collections::HashMap<String, TypeId>,
    /// Methods with type parameters: name, declaration, and instances
    /// by type arguments (called directly, never through the vtable).
    #[allow(clippy::type_complexity)]
    pub(crate) generic_methods: Vec<(
        String,
        &'a ast::Function,
        std::collections::HashMap<Vec<TypeId>, FuncId>,
    )>,
    span: Span,
    /// Layout order: parameter properties, then declared fields.
    pub(crate) fields: Vec<(String, TypeId)>,
    /// Declared fields: layout index and initializer (`None`: the field
    /// starts as `undefined`).
    initializers: Vec<(usize, Option<&'a ast::Expr>)>,
    /// Parameter properties: layout index and constructor parameter index.
    parameter_properties: Vec<(usize, usize)>,
    /// Every method of an instance, inherited ones included, in vtable
    /// order: an override keeps its parent's slot.
    pub(crate) methods: Vec<(String, FuncId)>,
    pub(crate) constructor: Option<FuncId>,
    pub(crate) parent: Option<ClassId>,
    /// Some class extends this one: its methods are called virtually.
    pub(crate) has_subclasses: bool,
    /// Static fields in declaration order: name, the global holding the
    /// value, and the initializer run when the declaration is evaluated.
    static_fields: Vec<(String, GlobalId, Option<&'a ast::Expr>)>,
    /// `static { ... }` blocks, each with the number of static fields
    /// declared before it: they run in that order with the initializers.
    static_blocks: Vec<(usize, &'a ast::BlockStmt)>,
    /// Static methods: plain functions (their own `this`, when they read
    /// it, is the class object they were called on).
    pub(crate) static_methods: Vec<(String, FuncId)>,
    /// Static methods with type parameters: name and generic function
    /// (its instances made by the calls).
    generic_static_methods: Vec<(String, u32)>,
    /// TypeScript's modifiers of each field, parallel to `fields`.
    field_access: Vec<MemberAccess>,
    /// TypeScript's modifiers of the methods, by method-table name.
    method_access: std::collections::HashMap<String, MemberAccess>,
    /// A class declared in a function (see `local_classes.rs`).
    pub(crate) local: Option<hir::LocalClass>,
    /// `class Sub extends make(...)`: the global holding the class object
    /// the expression gave when the declaration was evaluated, and the
    /// expression.
    pub(crate) heritage: Option<(GlobalId, &'a ast::Expr)>,
}

/// A field whose type is its initializer's, known once every class's
/// members are declared.
pub(crate) struct PendingField<'a> {
    class: ClassId,
    name: String,
    value: &'a ast::Expr,
    span: Span,
}

/// `private`, `protected` and `readonly` on a member, and the class that
/// declares it: checked by the checker, free at run time.
#[derive(Clone, Copy)]
pub(crate) struct MemberAccess {
    visibility: Option<ast::Accessibility>,
    readonly: bool,
    owner: ClassId,
}

impl ClassSlot<'_> {
    pub(crate) fn finish(
        self,
        origin: Option<u32>,
        foreign: Vec<Option<FuncId>>,
        library: bool,
        statics_only: bool,
    ) -> hir::Class {
        hir::Class {
            origin,
            foreign,
            library,
            statics_only,
            name: self.name,
            fields: self.fields,
            methods: self.methods,
            constructor: self.constructor.unwrap_or(FuncId(0)),
            parent: self.parent,
            // A local class's static fields are in its class object.
            static_fields: if self.local.is_some() {
                Vec::new()
            } else {
                self.static_fields
                    .into_iter()
                    .map(|(name, global, _)| (name, global))
                    .collect()
            },
            static_methods: self.static_methods,
            local: self.local,
            heritage: self.heritage.map(|(global, _)| global),
        }
    }
}

impl<'a> Checker<'a> {
    pub(crate) fn class_type(&mut self, class: ClassId) -> TypeId {
        let slot = &self.classes[class.index()];
        let name = slot.type_name.clone().unwrap_or_else(|| slot.name.clone());
        self.types.intern(Type::Class { id: class, name })
    }

    /// First pass: the class's name, so types can refer to it anywhere.
    pub(crate) fn register_class(&mut self, declaration: &'a ast::ClassDecl) {
        let name = declaration.ident.sym.to_string();
        let span = self.span(declaration.ident.span);
        if declaration.class.type_params.is_some() {
            self.declare_generic_class(declaration, span);
            return;
        }
        let id = self.new_class_slot(name.clone(), None, span);
        self.bind_top_level(name, Binding::Class(id), span);
    }

    /// A class's slot, before its members are declared. `type_name` is
    /// how types show an instance of a generic class (`Box<number>`).
    pub(crate) fn new_class_slot(
        &mut self,
        name: String,
        type_name: Option<String>,
        span: Span,
    ) -> ClassId {
        let id = ClassId(self.classes.len() as u32);
        self.classes.push(ClassSlot {
            module: self.module,
            type_name,
            type_arguments: std::collections::HashMap::new(),
            generic_methods: Vec::new(),
            _declaration: std::marker::PhantomData,
            name: name.clone(),
            span,
            fields: Vec::new(),
            initializers: Vec::new(),
            parameter_properties: Vec::new(),
            methods: Vec::new(),
            constructor: None,
            parent: None,
            has_subclasses: false,
            static_fields: Vec::new(),
            static_blocks: Vec::new(),
            static_methods: Vec::new(),
            generic_static_methods: Vec::new(),
            field_access: Vec::new(),
            method_access: std::collections::HashMap::new(),
            local: None,
            heritage: None,
        });
        id
    }

    /// Second pass: fields, constructor and method signatures.
    pub(crate) fn declare_class_members(&mut self, declaration: &'a ast::ClassDecl) {
        match self
            .scope()
            .top_level
            .get(declaration.ident.sym.as_str())
            .copied()
        {
            Some(Binding::Class(id)) => self.declare_members_of(id, declaration),
            // A generic class's static members: their class's.
            Some(Binding::GenericClass(generic)) => {
                if let Some((holder, statics)) = self.generic_classes[generic as usize].statics {
                    self.declare_members_of(holder, statics);
                }
            }
            _ => {}
        }
    }

    /// Declares the members of class `id` from its declaration (for an
    /// instance of a generic class, with its type parameters bound).
    pub(crate) fn declare_members_of(&mut self, id: ClassId, declaration: &'a ast::ClassDecl) {
        if self.classes[id.index()].constructor.is_some() {
            return;
        }
        let this_type = self.class_type(id);
        self.this_types.push(this_type);
        let outer = self.declaring_class.replace(id);
        self.declare_members_inner(id, declaration);
        self.declaring_class = outer;
        self.this_types.pop();
        if self.members_declared {
            self.settle_fields(id);
        }
    }

    fn declare_members_inner(&mut self, id: ClassId, declaration: &'a ast::ClassDecl) {
        let class = &*declaration.class;
        let span = self.classes[id.index()].span;
        let mut parent = None;
        if let Some(super_class) = &class.super_class {
            let parent_span = self.span(super_class.span());
            let mut found = match &**super_class {
                ast::Expr::Ident(name) => match self.peek_binding(name.sym.as_str()) {
                    Some(Binding::LocalClass { class, .. }) => Some(Binding::Class(class)),
                    other => other,
                },
                // `extends N.Base`: a class a namespace exports.
                ast::Expr::Member(ast::MemberExpr {
                    obj,
                    prop: ast::MemberProp::Ident(property),
                    ..
                }) => self
                    .namespace_member(obj, property.sym.as_str())
                    .and_then(|target| self.target_binding(&target)),
                _ => None,
            };
            // `extends Box<number>`: the instance of the generic class.
            if let Some(Binding::GenericClass(generic)) = found {
                found = self
                    .generic_base(generic, class.super_type_params.as_deref(), parent_span)
                    .map(Binding::Class);
            }
            match found {
                Some(Binding::Class(parent_id))
                    if self.classes[parent_id.index()].constructor.is_some() =>
                {
                    parent = Some(parent_id);
                    self.classes[parent_id.index()].has_subclasses = true;
                }
                // A parent already refused: nothing more to say.
                Some(Binding::Class(parent_id)) if self.refused_classes.contains(&parent_id) => {
                    self.refused_classes.insert(id);
                    return;
                }
                Some(Binding::Class(_)) => {
                    self.error(Diagnostic::new(
                        Code::UnknownName,
                        parent_span,
                        "A class must be declared before a class that extends it.",
                    ));
                    self.refused_classes.insert(id);
                    return;
                }
                // `class Sub extends make("A")` at the top level, where
                // `make` returns a class declared in it: that class's code,
                // with the class object the call gives.
                _ if !self.local_classes.contains_key(&id)
                    && let Some(parent_id) = self.heritage_class(super_class) =>
                {
                    parent = Some(parent_id);
                    self.classes[parent_id.index()].has_subclasses = true;
                    let name = format!("{}.[[heritage]]", self.classes[id.index()].name);
                    let ty = self.types.intern(Type::ClassObject(parent_id));
                    let global = self.add_global(name, Some(ty), false);
                    self.classes[id.index()].heritage = Some((global, &**super_class));
                }
                _ => {
                    self.error(Diagnostic::unsupported(
                        parent_span,
                        "extending something other than a class",
                    ));
                    self.refused_classes.insert(id);
                    return;
                }
            }
        }
        let decorated = !class.decorators.is_empty()
            || class.body.iter().any(|member| match member {
                ast::ClassMember::Method(method) => !method.function.decorators.is_empty(),
                ast::ClassMember::ClassProp(property) => !property.decorators.is_empty(),
                ast::ClassMember::Constructor(constructor) => {
                    constructor.params.iter().any(|parameter| match parameter {
                        ast::ParamOrTsParamProp::Param(parameter) => {
                            !parameter.decorators.is_empty()
                        }
                        ast::ParamOrTsParamProp::TsParamProp(property) => {
                            !property.decorators.is_empty()
                        }
                    })
                }
                _ => false,
            });
        if decorated {
            self.error(
                Diagnostic::new(
                    Code::Decorator,
                    span,
                    "Decorators are not supported: they rewrite classes at run time.",
                )
                .with_note("apply the behavior explicitly, in a constructor or a function"),
            );
        }
        let mut constructor: Option<&'a ast::Constructor> = None;
        self.statics_set_first =
            statics_set_before_read(&class.body, &self.classes[id.index()].name);
        let mut declared_fields: Vec<(String, TypeId, Option<&'a ast::Expr>, MemberAccess)> =
            Vec::new();
        let mut methods: Vec<MethodDeclaration<'a>> = Vec::new();
        let class_name = self.classes[id.index()].name.clone();
        for member in &class.body {
            let member_span = self.span(member.span());
            match member {
                // (An overload signature: the implementation is the one.)
                ast::ClassMember::Constructor(c) if c.body.is_none() => {}
                ast::ClassMember::Constructor(c) => constructor = Some(c),
                ast::ClassMember::Method(method)
                    if method.function.body.is_none() && !method.is_abstract => {}
                ast::ClassMember::PrivateProp(property) => {
                    if property.is_static {
                        // `static #count = 0`: a static field only the
                        // class's code can name (`Class.#count`).
                        let annotated = property
                            .type_ann
                            .as_ref()
                            .map(|a| self.resolve_type(&a.type_ann));
                        self.declare_static_field_named(
                            id,
                            format!("#{}", property.key.name),
                            property.value.as_deref(),
                            property.readonly,
                            annotated,
                            member_span,
                        );
                        continue;
                    }
                    let name = private_name(&property.key.name, &class_name);
                    let annotated = property
                        .type_ann
                        .as_ref()
                        .map(|a| self.resolve_type(&a.type_ann));
                    let known = self.fields_known(parent, &declared_fields);
                    let ty = self.field_type(
                        &name,
                        annotated,
                        property.value.as_deref(),
                        member_span,
                        &known,
                    );
                    let access = MemberAccess {
                        visibility: None,
                        readonly: property.readonly,
                        owner: id,
                    };
                    declared_fields.push((name, ty, property.value.as_deref(), access));
                }
                ast::ClassMember::PrivateMethod(method) => {
                    if method.is_static || method.kind != ast::MethodKind::Method {
                        self.error(Diagnostic::unsupported(
                            member_span,
                            "a static or accessor '#private' method",
                        ));
                        continue;
                    }
                    methods.push(MethodDeclaration {
                        key: private_name(&method.key.name, &class_name),
                        kind: method.kind,
                        function: &method.function,
                        span: method.span,
                        is_static: false,
                        visibility: None,
                    });
                }
                ast::ClassMember::ClassProp(property) => {
                    // `"#label" = ""`: a field named by a string or a
                    // number (static fields only by a name).
                    let key = self.constant_key(&property.key);
                    let Some(key) = key else {
                        self.error(Diagnostic::unsupported(
                            member_span,
                            "a computed field name",
                        ));
                        continue;
                    };
                    let mut annotated = property
                        .type_ann
                        .as_ref()
                        .map(|a| self.resolve_type(&a.type_ann));
                    // `handler?: T` (static or not): a field of `T | undefined` that starts
                    // `undefined` (the class declares it, as Node's class
                    // fields do).
                    let mut value = property.value.as_deref();
                    if property.is_optional {
                        annotated = match annotated {
                            Some(ty) => self.union_of(&[ty, TypeId::UNDEFINED]),
                            None => None,
                        };
                        if value.is_none() {
                            let undefined: &'static ast::Expr =
                                Box::leak(Box::new(ast::Expr::Ident(ast::Ident::new_no_ctxt(
                                    "undefined".into(),
                                    property.span,
                                ))));
                            value = Some(undefined);
                        }
                    }
                    if property.is_static {
                        self.declare_static_field_named(
                            id,
                            key,
                            value,
                            property.readonly,
                            annotated,
                            member_span,
                        );
                        continue;
                    }
                    let name = key;
                    // `readonly kind = "circle"`, `kind: "circle" = ...`,
                    // `kind = "circle" as const`: a discriminant of the
                    // classes' unions (see `discriminants`).
                    let literals = self.field_literals(property);
                    if !literals.is_empty() {
                        let class = self.class_type(id);
                        let known = self.discriminants.entry(class).or_default();
                        known.retain(|(known, _)| *known != name);
                        known.push((name.clone(), literals));
                    }
                    let known = self.fields_known(parent, &declared_fields);
                    let ty = self.field_type(&name, annotated, value, member_span, &known);
                    let access = MemberAccess {
                        visibility: property.accessibility,
                        readonly: property.readonly,
                        owner: id,
                    };
                    declared_fields.push((name, ty, value, access));
                }
                ast::ClassMember::Method(method) => {
                    if method.kind != ast::MethodKind::Method
                        && method.is_static
                        && let ast::PropName::Ident(key) = &method.key
                    {
                        // `static get count()`: a static method named
                        // `get count`, called where `Class.count` is read;
                        // `static set count(v)`: `set count`, called where
                        // it is assigned.
                        let prefix = if method.kind == ast::MethodKind::Getter {
                            "get"
                        } else {
                            "set"
                        };
                        methods.push(MethodDeclaration {
                            key: format!("{prefix} {}", key.sym),
                            kind: ast::MethodKind::Method,
                            function: &method.function,
                            span: method.span,
                            is_static: true,
                            visibility: method.accessibility,
                        });
                    } else if let Some(key) = self.constant_key(&method.key) {
                        methods.push(MethodDeclaration {
                            key,
                            kind: method.kind,
                            function: &method.function,
                            span: method.span,
                            is_static: method.is_static,
                            visibility: method.accessibility,
                        });
                    } else {
                        self.error(Diagnostic::unsupported(
                            member_span,
                            "a computed method name",
                        ));
                    }
                }
                ast::ClassMember::Empty(_) => {}
                ast::ClassMember::StaticBlock(block) => {
                    let position = self.classes[id.index()].static_fields.len();
                    self.classes[id.index()]
                        .static_blocks
                        .push((position, &block.body));
                }
                _ => self.error(Diagnostic::unsupported(member_span, "this class member")),
            }
        }

        // Constructor parameters; parameter properties become the first
        // fields, as TypeScript's output declares them first.
        let mut parameters = Vec::new();
        let mut fields: Vec<(String, TypeId)> = parent
            .map(|parent| self.classes[parent.index()].fields.clone())
            .unwrap_or_default();
        let inherited_fields = fields.len();
        let mut field_access: Vec<MemberAccess> = parent
            .map(|parent| self.classes[parent.index()].field_access.clone())
            .unwrap_or_default();
        let mut parameter_properties = Vec::new();
        let mut constructor_defaults: Vec<(usize, Option<&'a ast::Expr>)> = Vec::new();
        // Destructured parameters (by index) and a rest parameter.
        let mut constructor_patterns = Vec::new();
        let mut constructor_rest = false;
        if let Some(constructor) = constructor {
            for parameter in &constructor.params {
                match parameter {
                    ast::ParamOrTsParamProp::Param(param) => {
                        let (resolved, defaults) = self.resolve_parameters_with_defaults(
                            std::iter::once((&param.pat, param.span)),
                        );
                        for (_, default) in defaults {
                            constructor_defaults.push((parameters.len(), default));
                        }
                        let offset = parameters.len();
                        constructor_patterns.extend(
                            std::mem::take(&mut self.pending_patterns)
                                .into_iter()
                                .map(|(index, pattern)| (offset + index, pattern)),
                        );
                        constructor_rest |= std::mem::take(&mut self.pending_rest);
                        parameters.extend(resolved);
                    }
                    ast::ParamOrTsParamProp::TsParamProp(property) => {
                        let binding = match &property.param {
                            ast::TsParamPropParam::Ident(binding) => binding,
                            ast::TsParamPropParam::Assign(assign) => match &*assign.left {
                                ast::Pat::Ident(binding) => {
                                    constructor_defaults
                                        .push((parameters.len(), Some(&*assign.right)));
                                    binding
                                }
                                _ => {
                                    let property_span = self.span(property.span);
                                    self.error(Diagnostic::unsupported(
                                        property_span,
                                        "a destructuring parameter property",
                                    ));
                                    continue;
                                }
                            },
                        };
                        let pattern = ast::Pat::Ident(binding.clone());
                        // `public level = 1`: the default's literal type.
                        let literal_default = match &property.param {
                            ast::TsParamPropParam::Assign(assign) if binding.type_ann.is_none() => {
                                self.literal_type(&assign.right)
                            }
                            _ => None,
                        };
                        let resolved = match literal_default {
                            Some(ty) => {
                                Some((binding.id.sym.to_string(), ty, self.span(binding.id.span)))
                            }
                            None => self.resolve_parameters_owned(&pattern, property.span),
                        };
                        // `public level?: number`: a parameter whose default
                        // is `undefined`, as for any optional parameter (a
                        // boolean one is a boxed union).
                        let optional = matches!(&property.param,
                            ast::TsParamPropParam::Ident(binding) if binding.id.optional);
                        let resolved = resolved.map(|(name, ty, parameter_span)| {
                            let ty = if optional && ty == TypeId::BOOLEAN {
                                self.union_of(&[TypeId::BOOLEAN, TypeId::UNDEFINED])
                                    .unwrap_or(TypeId::NEVER)
                            } else {
                                ty
                            };
                            (name, ty, parameter_span)
                        });
                        if let Some((name, ty, parameter_span)) = resolved {
                            if optional {
                                constructor_defaults.push((parameters.len(), None));
                            }
                            if fields.iter().any(|(existing, _)| *existing == name) {
                                self.error(Diagnostic::unsupported(
                                    self.span(property.span),
                                    format!("a parameter property redeclaring the field '{name}'"),
                                ));
                                parameters.push((name, ty, parameter_span));
                                continue;
                            }
                            parameter_properties.push((fields.len(), parameters.len()));
                            fields.push((name.clone(), ty));
                            field_access.push(MemberAccess {
                                visibility: property.accessibility,
                                readonly: property.readonly,
                                owner: id,
                            });
                            parameters.push((name, ty, parameter_span));
                        }
                    }
                }
            }
        }
        let mut initializers = Vec::new();
        for (name, ty, value, access) in declared_fields {
            if let Some(existing) = fields.iter().position(|(existing, _)| *existing == name) {
                // Redeclaring an inherited field with an initializer defines
                // it again after `super(...)`: same slot, same print
                // position, as `defineProperty` on an existing key.
                if existing < inherited_fields && fields[existing].1 == ty && value.is_some() {
                    if let Some(value) = value {
                        initializers.push((existing, Some(value)));
                    }
                    field_access[existing] = access;
                    continue;
                }
                if existing < inherited_fields {
                    self.error(Diagnostic::unsupported(
                        span,
                        format!(
                            "redeclaring the inherited field '{name}' without an initializer or with another type"
                        ),
                    ));
                    continue;
                }
                self.error(Diagnostic::new(
                    Code::DuplicateDeclaration,
                    span,
                    format!("Duplicate identifier '{name}'."),
                ));
                continue;
            }
            initializers.push((fields.len(), value));
            fields.push((name, ty));
            field_access.push(access);
        }
        if let (None, Some(parent)) = (constructor, parent) {
            // `class B extends A {}`: the implicit constructor takes A's
            // parameters and passes them on.
            let inherited = self.classes[parent.index()]
                .constructor
                .unwrap_or(FuncId(0));
            parameters = self.functions[inherited.index()].parameters.clone();
            // The hidden argument count, if any, is among the parameters
            // and passed on; the parent's constructor assigns the defaults.
            constructor_defaults = self.functions[inherited.index()].defaults.clone();
            constructor_rest = self.functions[inherited.index()].rest;
        }
        let class_name = self.classes[id.index()].name.clone();
        let constructor_span = constructor.map(|c| self.span(c.span)).unwrap_or(span);
        let constructor_id = self.add_function(
            format!("{class_name}.constructor"),
            constructor
                .and_then(|c| c.body.as_ref())
                .map(|body| &body.stmts[..]),
            parameters,
            Some(TypeId::VOID),
            None,
            constructor_span,
        );
        self.functions[constructor_id.index()].this_class = Some(id);
        self.functions[constructor_id.index()].is_constructor = true;
        if constructor.is_some() {
            self.functions[constructor_id.index()].rest = constructor_rest;
            if !constructor_patterns.is_empty() {
                self.functions[constructor_id.index()].patterns = constructor_patterns;
            }
            self.set_defaults(constructor_id, constructor_defaults);
        } else {
            self.functions[constructor_id.index()].rest = constructor_rest;
            self.functions[constructor_id.index()].defaults = constructor_defaults;
        }

        let mut method_ids: Vec<(String, FuncId)> = parent
            .map(|parent| self.classes[parent.index()].methods.clone())
            .unwrap_or_default();
        let inherited = method_ids.len();
        let mut method_access = parent
            .map(|parent| self.classes[parent.index()].method_access.clone())
            .unwrap_or_default();
        for method in methods.iter().filter(|method| method.is_static) {
            self.declare_static_method(id, method);
        }
        for method in methods.into_iter().filter(|method| !method.is_static) {
            let key = &method.key;
            // Accessors live in the method table under `get x` / `set x`.
            let name = match method.kind {
                ast::MethodKind::Method => key.clone(),
                ast::MethodKind::Getter => format!("get {key}"),
                ast::MethodKind::Setter => format!("set {key}"),
            };
            let function = method.function;
            let method_span = self.span(method.span);
            if method.kind != ast::MethodKind::Method
                && fields.iter().any(|(field, _)| field == key)
            {
                self.error(Diagnostic::new(
                    Code::DuplicateDeclaration,
                    method_span,
                    format!("Duplicate identifier '{key}'."),
                ));
                continue;
            }
            if function.type_params.is_some() && method.kind == ast::MethodKind::Method {
                self.classes[id.index()].generic_methods.push((
                    name,
                    function,
                    std::collections::HashMap::new(),
                ));
                continue;
            }
            if ((function.is_async || function.is_generator)
                && method.kind != ast::MethodKind::Method)
                || function.type_params.is_some()
            {
                self.error(Diagnostic::unsupported(
                    method_span,
                    "an async, generator or generic accessor",
                ));
                continue;
            }
            let existing = method_ids.iter().position(|(m, _)| *m == name);
            if fields.iter().any(|(field, _)| *field == name)
                || existing.is_some_and(|slot| slot >= inherited)
            {
                self.error(Diagnostic::new(
                    Code::DuplicateDeclaration,
                    method_span,
                    format!("Duplicate identifier '{name}'."),
                ));
                continue;
            }
            let mut setter_result =
                (method.kind == ast::MethodKind::Setter).then_some(TypeId::VOID);
            // `get [Symbol.toStringTag]()`: the runtime reads it as a
            // string (printing, `String(x)`), so it is one.
            if method.kind == ast::MethodKind::Getter
                && *key == super::symbols::symbol_key("Symbol(Symbol.toStringTag)", "")
            {
                let annotated = function
                    .return_type
                    .as_ref()
                    .map(|annotation| self.resolve_type(&annotation.type_ann));
                if annotated.is_some_and(|ty| ty != TypeId::STRING) {
                    self.error(Diagnostic::unsupported(
                        method_span,
                        "a '[Symbol.toStringTag]' getter that is not a 'string'",
                    ));
                    continue;
                }
                setter_result = Some(TypeId::STRING);
            }
            // `area() { ... }` overriding `abstract area(): number`: the
            // overridden method's result, as tsc checks the body against.
            let inherited_result = existing
                .filter(|_| function.return_type.is_none())
                .and_then(|slot| self.functions[method_ids[slot].1.index()].result);
            let function_id = self.declare_function_body(
                format!("{class_name}.{name}"),
                function,
                setter_result.or(inherited_result),
                method_span,
            );
            self.functions[function_id.index()].this_class = Some(id);
            if method.kind == ast::MethodKind::Method {
                self.method_syntax
                    .insert(function_id, (function, inherited_result));
            }
            method_access.insert(
                name.clone(),
                MemberAccess {
                    visibility: method.visibility,
                    readonly: false,
                    owner: id,
                },
            );
            // `evaluate(): number` overriding `evaluate(env: Env): number`:
            // the override takes (and ignores) the parameters it leaves out,
            // so calls through the vtable pass what it expects.
            if let Some(slot) = existing {
                let overridden = method_ids[slot].1;
                let wanted = self.functions[overridden.index()].parameters.clone();
                let own = self.functions[function_id.index()].parameters.len();
                let own_defaults = !self.functions[function_id.index()].defaults.is_empty();
                if own < wanted.len() && !own_defaults {
                    for (index, (_, ty, span)) in wanted.iter().enumerate().skip(own) {
                        self.functions[function_id.index()].parameters.push((
                            format!("[ignored {index}]"),
                            *ty,
                            *span,
                        ));
                    }
                }
            }
            match existing {
                Some(slot) => {
                    let overridden = method_ids[slot].1;
                    self.check_override(overridden, function_id, &name, method_span);
                    method_ids[slot] = (name, function_id);
                }
                None => method_ids.push((name, function_id)),
            }
        }
        let slot = &mut self.classes[id.index()];
        slot.fields = fields;
        slot.initializers = initializers;
        slot.parameter_properties = parameter_properties;
        slot.methods = method_ids;
        slot.field_access = field_access;
        slot.method_access = method_access;
        slot.constructor = Some(constructor_id);
        slot.parent = parent;
        // Methods the program may replace on an object (`this.match =
        // bound`): a field each, `undefined` until assigned, that the
        // method's code calls instead of itself when set.
        let replaceable: Vec<String> = self.classes[id.index()]
            .methods
            .iter()
            .filter(|(name, function)| {
                !name.contains(' ')
                    && self.functions[function.index()].this_class == Some(id)
                    && self.assigned_members.contains(name)
            })
            .map(|(name, _)| own_method_field(name))
            .collect();
        // And the order the replacements were made in (the runtime's
        // `object::REPLACEMENT_ORDER`), as JavaScript lists them.
        let order =
            (!replaceable.is_empty()).then(|| (REPLACEMENT_ORDER.to_string(), TypeId::NUMBER));
        let fields = replaceable
            .into_iter()
            .map(|field| (field, TypeId::ANY))
            .chain(order);
        for (field, ty) in fields {
            let inherited = self.classes[id.index()]
                .fields
                .iter()
                .any(|(name, _)| *name == field);
            if !inherited {
                self.push_hidden_field(id, field, ty);
            }
        }
    }

    /// The fields an initializer may read through `this`: the ancestors'
    /// and those declared before it.
    fn fields_known(
        &self,
        parent: Option<ClassId>,
        declared: &[(String, TypeId, Option<&'a ast::Expr>, MemberAccess)],
    ) -> Vec<(String, TypeId)> {
        let mut known: Vec<(String, TypeId)> = Vec::new();
        let mut ancestor = parent;
        while let Some(class) = ancestor {
            known.extend(self.classes[class.index()].fields.iter().cloned());
            ancestor = self.classes[class.index()].parent;
        }
        known.extend(declared.iter().map(|(name, ty, _, _)| (name.clone(), *ty)));
        known
    }

    /// A declared field's type: its annotation, or the type of its
    /// initializer where it can be told without checking it (literals,
    /// arithmetic, `this.field` of a field before it, `new C()`).
    fn field_type(
        &mut self,
        name: &str,
        annotated: Option<TypeId>,
        value: Option<&'a ast::Expr>,
        span: Span,
        known: &[(String, TypeId)],
    ) -> TypeId {
        if let Some(ty) = annotated {
            return ty;
        }
        if let Some(ty) = value.and_then(|value| self.initializer_type(value, known)) {
            return ty;
        }
        if let Some(ty) = value.and_then(|value| self.constructed_type(value)) {
            return ty;
        }
        // Any other initializer (`handler = () => this.count`, `state = {
        // tag: "on" }`): its type once every class's members are declared
        // (see `settle_fields`), as tsc infers it.
        if let (Some(value), Some(class)) = (value, self.declaring_class) {
            self.pending_fields.push(PendingField {
                class,
                name: name.to_string(),
                value,
                span,
            });
            return TypeId::NEVER;
        }
        let shown = name.split('@').next().unwrap_or(name);
        self.error(Diagnostic::new(
            Code::AnnotationNeeded,
            span,
            format!("The field '{shown}' needs a type annotation."),
        ));
        TypeId::NEVER
    }

    /// Gives the fields of `class` and its ancestors whose types come from
    /// their initializers those types (see `field_type`).
    pub(crate) fn settle_fields(&mut self, class: ClassId) {
        if self.pending_fields.is_empty() {
            return;
        }
        let mut ancestor = Some(class);
        while let Some(owner) = ancestor {
            while let Some(index) = self.pending_fields.iter().position(|p| p.class == owner) {
                let pending = self.pending_fields.remove(index);
                self.settle_field(pending);
            }
            ancestor = self.classes[owner.index()].parent;
        }
    }

    /// Settles every field still waiting for its initializer's type.
    pub(crate) fn settle_all_fields(&mut self) {
        while let Some(pending) = self.pending_fields.first() {
            let class = pending.class;
            self.settle_fields(class);
        }
    }

    fn settle_field(&mut self, pending: PendingField<'a>) {
        let PendingField {
            class,
            name,
            value,
            span,
        } = pending;
        let errors = self.diagnostics.len();
        let ty = self.initializer_type_checked(class, value);
        if ty == TypeId::NEVER {
            if self.diagnostics.len() == errors {
                let shown = name.split('@').next().unwrap_or(&name);
                self.error(Diagnostic::new(
                    Code::AnnotationNeeded,
                    span,
                    format!(
                        "'{shown}' implicitly has type 'any' because it does not have a type \
                         annotation and is referenced directly or indirectly in its own \
                         initializer."
                    ),
                ));
            }
            return;
        }
        let Some(index) = self.classes[class.index()]
            .fields
            .iter()
            .position(|(field, _)| *field == name)
        else {
            return;
        };
        // Subclasses declared since copied the field with the rest.
        for other in 0..self.classes.len() {
            let other = ClassId(other as u32);
            if (other == class || self.derives_from(other, class))
                && let Some(field) = self.classes[other.index()].fields.get_mut(index)
                && field.0 == name
            {
                field.1 = ty;
            }
        }
    }

    /// The type of a field initializer, checked as the constructor will
    /// check it (with `this` an instance of `class`). The expression is
    /// checked again in the constructor; errors found twice are reported
    /// once (see `check`).
    fn initializer_type_checked(&mut self, class: ClassId, value: &'a ast::Expr) -> TypeId {
        let module = self.classes[class.index()].module;
        self.in_module(module, |this| {
            // A local class's initializers see the declaring function
            // (what they capture is captured into a state thrown away).
            let nested = this
                .local_classes
                .get(&class)
                .is_some_and(|slot| slot.depth <= this.enclosing.len());
            let surfaced = nested.then(|| this.surface_declaring_function(class));
            let outer = std::mem::replace(
                &mut this.current,
                super::scope::FunctionState::new(false, None),
            );
            let mut outer = Some(outer);
            if nested {
                this.enclosing.extend(outer.take());
            }
            let outer_enclosing = if nested {
                Vec::new()
            } else {
                std::mem::take(&mut this.enclosing)
            };
            let outer_closures = if nested {
                Vec::new()
            } else {
                std::mem::take(&mut this.closure_functions)
            };
            let outer_spans = if nested {
                Vec::new()
            } else {
                std::mem::take(&mut this.closure_spans)
            };
            let outer_function = std::mem::replace(
                &mut this.checking_function,
                this.classes[class.index()].constructor.unwrap_or(FuncId(0)),
            );
            let type_arguments = this.classes[class.index()].type_arguments.clone();
            let outer_types = std::mem::replace(&mut this.type_scope, vec![type_arguments]);
            let this_type = this.class_type(class);
            let outer_this = std::mem::replace(&mut this.this_types, vec![this_type]);
            this.current.class = Some(class);
            this.current.push_scope();
            let span = this.classes[class.index()].span;
            this.declare_local("this", this_type, false, span);
            let ty = this.check_expression(value).ty;
            this.current = match outer {
                Some(outer) => outer,
                None => this
                    .enclosing
                    .pop()
                    .expect("the declaring function is on the stack"),
            };
            if !nested {
                this.enclosing = outer_enclosing;
                this.closure_functions = outer_closures;
                this.closure_spans = outer_spans;
            }
            if let Some(surfaced) = surfaced {
                this.submerge_declaring_function(surfaced);
            }
            this.checking_function = outer_function;
            this.type_scope = outer_types;
            this.this_types = outer_this;
            ty
        })
    }

    /// `#name` in the class being checked, as a member name.
    /// The instance of generic class `generic` a class extends: the type
    /// arguments written (`extends Box<T>` in a generic class sees its own
    /// `T` bound), else the parameters' defaults, else `unknown`, as tsc
    /// takes them.
    fn generic_base(
        &mut self,
        generic: u32,
        written: Option<&'a ast::TsTypeParamInstantiation>,
        span: Span,
    ) -> Option<ClassId> {
        let declaration = self.generic_classes[generic as usize].declaration;
        let parameters: Vec<&'a ast::TsTypeParam> = declaration
            .class
            .type_params
            .as_deref()
            .map(|declared| declared.params.iter().collect())
            .unwrap_or_default();
        let written: Vec<&'a ast::TsType> = written
            .map(|arguments| arguments.params.iter().map(|ty| &**ty).collect())
            .unwrap_or_default();
        if written.len() > parameters.len()
            || (!written.is_empty()
                && parameters[written.len()..]
                    .iter()
                    .any(|parameter| parameter.default.is_none()))
        {
            self.argument_count_error(span, parameters.len(), written.len());
            return None;
        }
        let mut arguments: Vec<TypeId> = written.iter().map(|ty| self.resolve_type(ty)).collect();
        for parameter in &parameters[arguments.len()..] {
            let ty = match &parameter.default {
                Some(default) => self.resolve_type(default),
                None => TypeId::UNKNOWN,
            };
            arguments.push(ty);
        }
        Some(self.class_instance(generic, arguments))
    }

    pub(crate) fn private_member(&mut self, name: &ast::PrivateName, span: Span) -> Option<String> {
        match self.private_scope() {
            Some(class) => Some(private_name(&name.name, &self.classes[class.index()].name)),
            None => {
                self.error(Diagnostic::unsupported(
                    span,
                    "a '#private' name outside the instance methods of its class",
                ));
                None
            }
        }
    }

    /// Appends a field no program can name (`#[[...]]`) to a class's
    /// layout: its index.
    pub(crate) fn push_hidden_field(&mut self, class: ClassId, name: String, ty: TypeId) -> usize {
        let slot = &mut self.classes[class.index()];
        slot.fields.push((name, ty));
        slot.field_access.push(MemberAccess {
            visibility: Some(ast::Accessibility::Private),
            readonly: true,
            owner: class,
        });
        slot.fields.len() - 1
    }

    /// A class's static fields: name, global and initializer.
    #[allow(clippy::type_complexity)]
    pub(crate) fn static_declarations(
        &self,
        class: ClassId,
    ) -> Vec<(String, GlobalId, Option<&'a ast::Expr>)> {
        self.classes[class.index()].static_fields.clone()
    }

    /// A class's `static { ... }` blocks, each with the number of static
    /// fields declared before it.
    pub(crate) fn static_blocks_of(&self, class: ClassId) -> Vec<(usize, &'a ast::BlockStmt)> {
        self.classes[class.index()].static_blocks.clone()
    }

    /// The global of a module class's static field `name` (its own or an
    /// ancestor's).
    pub(crate) fn static_field_of(&self, class: ClassId, name: &str) -> Option<GlobalId> {
        let mut class = Some(class);
        while let Some(current) = class {
            let slot = &self.classes[current.index()];
            if let Some((_, global, _)) = slot
                .static_fields
                .iter()
                .find(|(field, _, _)| field == name)
            {
                return Some(*global);
            }
            class = slot.parent;
        }
        None
    }

    /// `static name: T = value;`: a global named `Class.name`, initialized
    /// when the class declaration is evaluated.
    fn declare_static_field_named(
        &mut self,
        class: ClassId,
        name: String,
        value: Option<&'a ast::Expr>,
        readonly: bool,
        annotated: Option<TypeId>,
        span: Span,
    ) {
        let slot = &self.classes[class.index()];
        if slot
            .static_fields
            .iter()
            .any(|(field, _, _)| *field == name)
            || slot
                .static_methods
                .iter()
                .any(|(method, _)| *method == name)
        {
            self.error(Diagnostic::new(
                Code::DuplicateDeclaration,
                span,
                format!("Duplicate identifier '{name}'."),
            ));
            return;
        }
        // `static count: number;`: `undefined` until assigned, where the
        // type has an `undefined` of its own (numbers, strings, objects,
        // and the boxes of unions, `unknown` and `any`).
        let value = value.or_else(|| {
            let ty = annotated?;
            (matches!(ty, TypeId::NUMBER | TypeId::STRING)
                || self.is_reference(ty)
                || self.types.is_dynamic(ty))
            .then_some(())
            .or_else(|| {
                // A boolean: only when a static block sets it before
                // anything can read it (its `false` is never seen).
                (ty == TypeId::BOOLEAN && self.statics_set_first.contains(&name)).then_some(())
            })
            .map(|()| {
                if ty == TypeId::BOOLEAN {
                    let zero: &'a ast::Expr =
                        Box::leak(Box::new(ast::Expr::Lit(ast::Lit::Bool(ast::Bool {
                            span: swc_common::DUMMY_SP,
                            value: false,
                        }))));
                    return zero;
                }
                let undefined = ast::Expr::Ident(ast::Ident::new_no_ctxt(
                    "undefined".into(),
                    swc_common::DUMMY_SP,
                ));
                // A box holds it as `undefined as any` (tsc has checked the
                // declaration; `undefined` itself fits no union here).
                let undefined = if self.types.is_dynamic(ty) {
                    ast::Expr::TsAs(ast::TsAsExpr {
                        span: swc_common::DUMMY_SP,
                        expr: Box::new(undefined),
                        type_ann: Box::new(ast::TsType::TsKeywordType(ast::TsKeywordType {
                            span: swc_common::DUMMY_SP,
                            kind: ast::TsKeywordTypeKind::TsAnyKeyword,
                        })),
                    })
                } else {
                    undefined
                };
                let undefined: &'a ast::Expr = Box::leak(Box::new(undefined));
                undefined
            })
        });
        let Some(value) = value else {
            self.error(Diagnostic::unsupported(
                span,
                "a static field without an initializer",
            ));
            // Declared all the same, so its uses check (the program is
            // refused already).
            let class_name = self.classes[class.index()].name.clone();
            let global = self.add_global(format!("{class_name}.{name}"), annotated, !readonly);
            self.globals[global.index()].declared = true;
            self.classes[class.index()]
                .static_fields
                .push((name, global, None));
            return;
        };
        let ty = annotated.or_else(|| self.literal_type(value));
        let global = self.add_global(format!("{}.{name}", slot.name), ty, !readonly);
        self.classes[class.index()]
            .static_fields
            .push((name, global, Some(value)));
    }

    /// `static name(...) { ... }`: a plain function named `Class.name`.
    fn declare_static_method(&mut self, class: ClassId, method: &MethodDeclaration<'a>) {
        let name = method.key.clone();
        let function = method.function;
        let method_span = self.span(method.span);
        let slot = &self.classes[class.index()];
        if slot
            .static_fields
            .iter()
            .any(|(field, _, _)| *field == name)
            || slot.static_methods.iter().any(|(other, _)| *other == name)
            || slot
                .generic_static_methods
                .iter()
                .any(|(other, _)| *other == name)
        {
            self.error(Diagnostic::new(
                Code::DuplicateDeclaration,
                method_span,
                format!("Duplicate identifier '{name}'."),
            ));
            return;
        }
        if function.type_params.is_some() {
            // A class declared in a function: its members capture.
            if slot.local.is_some() || self.local_classes.contains_key(&class) {
                self.error(Diagnostic::unsupported(
                    method_span,
                    "a generic static method of a class declared in a function",
                ));
                return;
            }
            // Checked as a generic function named by the method, each
            // instance a static method of the class.
            let declaration: &'a ast::FnDecl = Box::leak(Box::new(ast::FnDecl {
                ident: ast::Ident::new(name.as_str().into(), method.span, Default::default()),
                declare: false,
                function: Box::new(function.clone()),
            }));
            let index = self.generic_functions.len() as u32;
            self.generic_functions
                .push(super::generics::GenericFunction {
                    declaration,
                    module: self.module,
                    instances: std::collections::HashMap::new(),
                    static_of: Some(class),
                });
            self.classes[class.index()]
                .generic_static_methods
                .push((name, index));
            return;
        }
        let class_name = slot.name.clone();
        let function_id =
            self.declare_function_body(format!("{class_name}.{name}"), function, None, method_span);
        self.functions[function_id.index()].lexical_class = Some(class);
        self.classes[class.index()]
            .static_methods
            .push((name, function_id));
    }

    /// The class named by `expression`, when it is a plain name bound to a
    /// class.
    pub(crate) fn named_class(&self, expression: &ast::Expr) -> Option<ClassId> {
        match expression {
            ast::Expr::Ident(name) => match self.lookup(name.sym.as_str()) {
                Some(Binding::Class(class)) => Some(class),
                Some(Binding::GenericClass(generic)) => self.generic_statics(generic),
                _ => self.peek_local_class(name.sym.as_str()),
            },
            _ => None,
        }
    }

    /// `Class.name` naming a static field of the class or of an ancestor:
    /// its global and its display name.
    pub(crate) fn static_field(
        &mut self,
        member: &ast::MemberExpr,
    ) -> Option<(hir::Variable, String)> {
        let property = match &member.prop {
            ast::MemberProp::Ident(property) => property.sym.to_string(),
            ast::MemberProp::PrivateName(name) => format!("#{}", name.name),
            ast::MemberProp::Computed(computed) => self.constant_name(&computed.expr)?,
        };
        if let ast::Expr::Ident(name) = &*member.obj
            && let Some(class) = self.peek_local_class(name.sym.as_str())
            && !matches!(self.lookup(name.sym.as_str()), Some(Binding::Class(_)))
        {
            return self.local_static_field(class, &property);
        }
        let mut class = Some(self.named_class(&member.obj)?);
        while let Some(current) = class {
            let slot = &self.classes[current.index()];
            if let Some((_, global, _)) = slot
                .static_fields
                .iter()
                .find(|(name, _, _)| *name == property)
            {
                return Some((
                    hir::Variable::Global(*global),
                    format!("{}.{}", slot.name, property),
                ));
            }
            class = slot.parent;
        }
        None
    }

    /// The class among `class` and its ancestors that declares the static
    /// field `property`.
    fn static_field_owner(&self, class: ClassId, property: &str) -> Option<ClassId> {
        let mut current = Some(class);
        while let Some(level) = current {
            let own = match self.local_classes.get(&level) {
                Some(local) => local.statics.iter().any(|name| name == property),
                None => self.classes[level.index()]
                    .static_fields
                    .iter()
                    .any(|(name, _, _)| name == property),
            };
            if own {
                return Some(level);
            }
            current = self.classes[level.index()].parent;
        }
        None
    }

    /// `Sub.name` where the static field `name` is an ancestor's: its type
    /// and name. JavaScript reads it through the constructors' prototype
    /// chain and an assignment gives `Sub` a property of its own that
    /// shadows the ancestor's, so both go through `Sub`'s class object (as
    /// `this.name` in a static method does), where the runtime keeps such
    /// properties.
    pub(crate) fn inherited_static(
        &mut self,
        member: &ast::MemberExpr,
        span: Span,
    ) -> Option<(TypeId, String)> {
        let ast::MemberProp::Ident(property) = &member.prop else {
            return None;
        };
        let class = self.named_class(&member.obj)?;
        let owner = self.static_field_owner(class, property.sym.as_str())?;
        if owner == class {
            return None;
        }
        let ty = match self.static_field(member)?.0 {
            hir::Variable::Global(global) => {
                let name = format!("{}.{}", self.classes[owner.index()].name, property.sym);
                self.global_type(global, &name, span)?
            }
            hir::Variable::Local(local) => self.current.locals[local.index()].ty,
        };
        Some((ty, property.sym.to_string()))
    }

    /// `Class.name` as a value: a static field's global. `None` when the
    /// expression is not a member of a class.
    pub(crate) fn check_static_member(
        &mut self,
        member: &'a ast::MemberExpr,
        span: Span,
    ) -> Option<Expression> {
        let class = self.named_class(&member.obj)?;
        if let Some((ty, name)) = self.inherited_static(member, span) {
            let object = self.check_expression(&member.obj);
            let read = self.any_get(object, &name, span);
            return Some(self.represent_as(read, ty));
        }
        let Some((global, name)) = self.static_field(member) else {
            let class_name = self.classes[class.index()].name.clone();
            let property = match &member.prop {
                ast::MemberProp::Ident(property) => property.sym.to_string(),
                _ => String::new(),
            };
            // `Class.count` with `static get count()`: a call.
            if let Some(getter) = self.static_method(class, &format!("get {property}")) {
                let ty = self.function_result(getter, span);
                let arguments = self
                    .static_method_class_object(&member.obj, class, getter, span)
                    .into_iter()
                    .collect();
                return Some(Expression {
                    kind: ExpressionKind::Call {
                        function: getter,
                        arguments,
                        receiver: self.static_receiver(class, getter),
                    },
                    ty,
                    span,
                });
            }
            if self.static_method(class, &property).is_none()
                && self.generic_static_method(class, &property).is_some()
            {
                self.error(Diagnostic::unsupported(
                    span,
                    "a generic static method used as a value",
                ));
                return Some(Self::poison(span));
            }
            // `arr.map(Parser.parse)`: a static method is a plain function.
            if let Some(function) = self.static_method(class, &property) {
                if self.local_members.contains_key(&function) {
                    self.error(Diagnostic::unsupported(
                        span,
                        "a static method of a class declared in a function used as a value",
                    ));
                    return Some(Self::poison(span));
                }
                return Some(self.function_reference(function, span));
            }
            // `Class.name`: as Node names it (the class's own name).
            if property == "name" {
                let name = self.classes[class.index()].name.clone();
                let name = name.rsplit('.').next().unwrap_or(&name).to_string();
                return Some(Expression {
                    kind: ExpressionKind::String(name.encode_utf16().collect()),
                    ty: TypeId::STRING,
                    span,
                });
            }
            let message =
                format!("Property '{property}' does not exist on type 'typeof {class_name}'.");
            self.error(Diagnostic::new(Code::UnknownProperty, span, message));
            return Some(Self::poison(span));
        };
        let global = match global {
            hir::Variable::Global(global) => global,
            hir::Variable::Local(local) => {
                let ty = self.current.locals[local.index()].ty;
                return Some(Expression {
                    kind: ExpressionKind::Variable(hir::Variable::Local(local)),
                    ty,
                    span,
                });
            }
        };
        Some(match self.global_type(global, &name, span) {
            Some(ty) => Expression {
                kind: ExpressionKind::Variable(hir::Variable::Global(global)),
                ty,
                span,
            },
            None => Self::poison(span),
        })
    }

    /// A static method of `class` or of an ancestor.
    fn static_method(&self, class: ClassId, name: &str) -> Option<FuncId> {
        let mut class = Some(class);
        while let Some(current) = class {
            let slot = &self.classes[current.index()];
            if let Some((_, function)) = slot.static_methods.iter().find(|(m, _)| *m == name) {
                return Some(*function);
            }
            class = slot.parent;
        }
        None
    }

    /// `Class.name = value` where the class (or an ancestor) has `static
    /// set name(v)`: a call of the setter, the value the expression's.
    /// `None` when the target is not such a member.
    pub(crate) fn check_static_setter(
        &mut self,
        member: &'a ast::MemberExpr,
        operator: ast::AssignOp,
        value: &'a ast::Expr,
        span: Span,
    ) -> Option<Expression> {
        let class = self.named_class(&member.obj)?;
        let ast::MemberProp::Ident(property) = &member.prop else {
            return None;
        };
        if self.static_field(member).is_some() {
            return None;
        }
        let setter = self.static_method(class, &format!("set {}", property.sym))?;
        if operator != ast::AssignOp::Assign {
            self.error(Diagnostic::unsupported(
                span,
                "a compound assignment to a static accessor",
            ));
            return Some(Self::poison(span));
        }
        let wanted = self.functions[setter.index()]
            .parameters
            .first()
            .map(|parameter| parameter.1)?;
        let checked = self.check_expecting(value, Some(wanted));
        self.expect_assignable(&checked, wanted);
        let checked = self.represent_as(checked, wanted);
        let temporary = self.temporary_local(wanted, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(temporary),
            ty: wanted,
            span,
        };
        // (A local class's static method takes its class object first.)
        let mut arguments: Vec<Expression> = self
            .static_method_class_object(&member.obj, class, setter, span)
            .into_iter()
            .collect();
        arguments.push(read());
        let call = Expression {
            kind: ExpressionKind::Call {
                function: setter,
                arguments,
                receiver: self.static_receiver(class, setter),
            },
            ty: TypeId::VOID,
            span,
        };
        Some(Expression {
            kind: ExpressionKind::Sequence(vec![
                Expression {
                    kind: ExpressionKind::Assign {
                        target: temporary,
                        value: Box::new(checked),
                    },
                    ty: wanted,
                    span,
                },
                call,
                read(),
            ]),
            ty: wanted,
            span,
        })
    }

    /// A static method with type parameters of `class` or of an ancestor:
    /// its generic function.
    fn generic_static_method(&self, class: ClassId, name: &str) -> Option<u32> {
        let mut class = Some(class);
        while let Some(current) = class {
            let slot = &self.classes[current.index()];
            if let Some((_, generic)) = slot
                .generic_static_methods
                .iter()
                .find(|(method, _)| *method == name)
            {
                return Some(*generic);
            }
            class = slot.parent;
        }
        None
    }

    /// `Class.method<...>(arguments)` of a generic static method: type
    /// arguments written or inferred, then a call of that instance.
    fn check_generic_static_call(
        &mut self,
        class: ClassId,
        generic: u32,
        type_arguments: Option<&'a ast::TsTypeParamInstantiation>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let declaration = self.generic_functions[generic as usize].declaration;
        let Some((inferred, values)) =
            self.infer_type_arguments(&declaration.function, type_arguments, arguments, span)
        else {
            return Self::poison(span);
        };
        let instance = self.function_instance(generic, inferred);
        let Some(values) = self.instance_arguments(instance, values, arguments, span) else {
            return Self::poison(span);
        };
        let ty = self.function_result(instance, span);
        Expression {
            kind: ExpressionKind::Call {
                function: instance,
                arguments: values,
                receiver: self.static_receiver(class, instance),
            },
            ty,
            span,
        }
    }

    /// What a direct call of static method `function` through `class`
    /// (`class.method()`) gives it as its own `this` when it reads one: the
    /// class object (a local class's static methods take theirs as a
    /// parameter instead).
    pub(crate) fn static_receiver(&self, class: ClassId, function: FuncId) -> Option<ClassId> {
        (self.functions[function.index()].own_this && !self.local_members.contains_key(&function))
            .then_some(class)
    }

    /// `Class.method(arguments)`: a direct call of a static method. `None`
    /// when the callee is not a member of a class.
    pub(crate) fn check_static_call(
        &mut self,
        member: &'a ast::MemberExpr,
        type_arguments: Option<&'a ast::TsTypeParamInstantiation>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Expression> {
        let class = self.named_class(&member.obj)?;
        let ast::MemberProp::Ident(property) = &member.prop else {
            self.error(Diagnostic::unsupported(span, "a computed method call"));
            return Some(Self::poison(span));
        };
        if self.static_method(class, property.sym.as_str()).is_none()
            && let Some(generic) = self.generic_static_method(class, property.sym.as_str())
        {
            return Some(self.check_generic_static_call(
                class,
                generic,
                type_arguments,
                arguments,
                span,
            ));
        }
        // `Class.create()` where `static create = () => ...`: a call of
        // the function value the static field holds.
        if self.static_method(class, property.sym.as_str()).is_none()
            && self.static_field(member).is_some()
        {
            let callee_span = self.span(member.span);
            let callee = self.check_static_member(member, callee_span)?;
            return Some(self.check_value_call(callee, arguments, span));
        }
        let Some(function) = self.static_method(class, property.sym.as_str()) else {
            let class_name = self.classes[class.index()].name.clone();
            self.error(Diagnostic::new(
                Code::UnknownProperty,
                span,
                format!(
                    "Property '{}' does not exist on type 'typeof {class_name}'.",
                    property.sym
                ),
            ));
            return Some(Self::poison(span));
        };
        let Some(mut values) = self.check_call_arguments(function, arguments, span) else {
            return Some(Self::poison(span));
        };
        if let Some(object) = self.static_method_class_object(&member.obj, class, function, span) {
            values.insert(0, object);
        }
        let ty = self.function_result(function, span);
        Some(Expression {
            kind: ExpressionKind::Call {
                function,
                arguments: values,
                receiver: self.static_receiver(class, function),
            },
            ty,
            span,
        })
    }

    /// The local class whose class object `expression` (a class's
    /// heritage that is not a class's name) gives: a call of a function
    /// that returns only that class's class objects.
    fn heritage_class(&mut self, expression: &'a ast::Expr) -> Option<ClassId> {
        let ast::Expr::Call(call) = expression.unwrap_parens() else {
            return None;
        };
        let ast::Callee::Expr(callee) = &call.callee else {
            return None;
        };
        // A function, or a module class's static method (`Mid.make()`).
        let (function, name) = match &**callee {
            ast::Expr::Ident(name) => match self.peek_binding(name.sym.as_str()) {
                Some(Binding::Function(function)) => (function, name),
                _ => return None,
            },
            ast::Expr::Member(ast::MemberExpr {
                obj,
                prop: ast::MemberProp::Ident(method),
                ..
            }) => {
                let ast::Expr::Ident(owner) = &**obj else {
                    return None;
                };
                let Some(Binding::Class(owner_class)) = self.peek_binding(owner.sym.as_str())
                else {
                    return None;
                };
                let (_, function) = self.classes[owner_class.index()]
                    .static_methods
                    .iter()
                    .find(|(name, _)| *name == method.sym.as_str())?;
                (*function, owner)
            }
            _ => return None,
        };
        // A function whose every `return` names one module class (`return
        // Base;`): that class.
        if let Some(body) = self.functions[function.index()].body_ast {
            let mut returns = ReturnedNames::default();
            for statement in body {
                swc_ecma_visit::Visit::visit_stmt(&mut returns, statement);
            }
            let parameters = &self.functions[function.index()].parameters;
            let shadowed = |name: &String| {
                returns.declared.contains(name)
                    || parameters.iter().any(|parameter| parameter.0 == *name)
            };
            let mut classes = returns.names.iter().map(|name| match name {
                Some(name) if shadowed(name) => None,
                Some(name) => match self.peek_binding(name) {
                    Some(Binding::Class(class)) if !self.local_classes.contains_key(&class) => {
                        Some(class)
                    }
                    _ => None,
                },
                None => None,
            });
            if let Some(Some(first)) = classes.next()
                && classes.all(|class| class == Some(first))
                && self.classes[first.index()].constructor.is_some()
            {
                return Some(first);
            }
        }
        // Its body checked (here, not while a class is being declared).
        let span = self.span(name.span);
        let result = self.function_result(function, span);
        let class = self.functions[function.index()].returns_class?;
        (result == TypeId::ANY && self.classes[class.index()].constructor.is_some())
            .then_some(class)
    }

    /// Evaluating a class declaration at the top level: its heritage when
    /// it is not a class's name (`extends make("A")`), then its static
    /// fields in order.
    pub(crate) fn check_class_statics(&mut self, class: ClassId, out: &mut Vec<Statement>) {
        // (The call's function returns only class objects of the parent.)
        if let Some((global, expression)) = self.classes[class.index()].heritage {
            let value = self.check_expression(expression);
            let ty = self.globals[global.index()].ty.unwrap_or(TypeId::NEVER);
            let span = value.span;
            self.globals[global.index()].declared = true;
            out.push(Statement::InitGlobal {
                global,
                value: Expression {
                    kind: ExpressionKind::FromDynamic(Box::new(value)),
                    ty,
                    span,
                },
            });
        }
        let statics = self.classes[class.index()].static_fields.clone();
        let blocks = self.classes[class.index()].static_blocks.clone();
        let count = statics.len();
        for (index, (_, global, value)) in statics.into_iter().enumerate() {
            for &(_, block) in blocks.iter().filter(|(position, _)| *position == index) {
                let block = self.check_block(&block.stmts);
                out.push(Statement::Block(block));
            }
            let Some(value) = value else {
                continue;
            };
            let declared = self.globals[global.index()].ty;
            let mut value = self.check_expecting(value, declared);
            let ty = match declared {
                Some(ty) => {
                    value = self.assign_to(value, ty);
                    ty
                }
                None => value.ty,
            };
            let slot = &mut self.globals[global.index()];
            slot.ty = Some(ty);
            slot.declared = true;
            out.push(Statement::InitGlobal { global, value });
        }
        for &(_, block) in blocks.iter().filter(|(position, _)| *position >= count) {
            let block = self.check_block(&block.stmts);
            out.push(Statement::Block(block));
        }
    }

    /// The implicit constructor of a derived class: `super(...params)`,
    /// then the field initializers.
    pub(crate) fn implicit_super(
        &mut self,
        class: ClassId,
        parent: ClassId,
        parameters: &[hir::LocalId],
        out: &mut Vec<Statement>,
        span: Span,
    ) {
        let constructor = self.classes[parent.index()]
            .constructor
            .unwrap_or(FuncId(0));
        let this_type = self.class_type(class);
        let mut values = vec![Expression {
            kind: ExpressionKind::Variable(hir::Variable::Local(parameters[0])),
            ty: this_type,
            span,
        }];
        values.extend(self.parent_class_object(class, span));
        let first = 1 + usize::from(self.local_classes.contains_key(&class));
        for &local in &parameters[first..] {
            let ty = self.current.locals[local.index()].ty;
            values.push(Expression {
                kind: ExpressionKind::Variable(hir::Variable::Local(local)),
                ty,
                span,
            });
        }
        out.push(Statement::Expression(Expression {
            kind: ExpressionKind::Call {
                function: constructor,
                arguments: values,
                receiver: None,
            },
            ty: TypeId::VOID,
            span,
        }));
        self.constructor_prologue(class, parameters, out, span);
    }

    /// `object instanceof C`.
    pub(crate) fn check_instance_of(
        &mut self,
        object: Expression,
        class: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        let binding = match class {
            ast::Expr::Ident(name) => self.lookup(name.sym.as_str()),
            _ => None,
        };
        if let Some(Binding::GenericClass(generic)) = binding {
            let dynamic = self.types.is_dynamic(object.ty);
            if !dynamic && !self.instance_of_operand(&object, span) {
                return Self::poison(span);
            }
            return Expression {
                kind: ExpressionKind::InstanceOfGeneric {
                    object: Box::new(object),
                    generic,
                    dynamic,
                },
                ty: TypeId::BOOLEAN,
                span,
            };
        }
        // `x instanceof Array`, `Map`, `Set`, `Function`.
        if binding.is_none()
            && let ast::Expr::Ident(name) = class
            && matches!(
                name.sym.as_str(),
                "Array" | "Map" | "Set" | "WeakMap" | "WeakSet" | "Function"
            )
        {
            return self.builtin_instance_of(object, name.sym.as_str(), span);
        }
        // `x instanceof Uint8Array`, `x instanceof Buffer`.
        if binding.is_none()
            && let ast::Expr::Ident(name) = class
            && let Some(kind) = self.typed_kind_named(name.sym.as_str())
        {
            return self.typed_instance_of(object, kind, span);
        }
        // `x instanceof Object`: whether it is an object (or a function).
        if binding.is_none()
            && matches!(class, ast::Expr::Ident(name) if name.sym == "Object")
            && self.resolve_name("Object").is_none()
        {
            if object.ty == TypeId::NEVER {
                return Self::poison(span);
            }
            let mut parts = Vec::new();
            let boxed = self.represent_as(object, TypeId::ANY);
            let boxed = self.pinned(
                Expression {
                    ty: TypeId::ANY,
                    ..boxed
                },
                &mut parts,
            );
            let kind = Expression {
                kind: ExpressionKind::DynamicTypeof(Box::new(boxed.clone_variable())),
                ty: TypeId::STRING,
                span,
            };
            let kind = self.pinned(kind, &mut parts);
            let text = |word: &str| Expression {
                kind: ExpressionKind::String(word.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            };
            let null = Expression {
                kind: ExpressionKind::Null,
                ty: TypeId::NULL,
                span,
            };
            let is_object = self.binary(
                ast::BinaryOp::EqEqEq,
                kind.clone_variable(),
                text("object"),
                span,
            );
            let present = self.binary(ast::BinaryOp::NotEqEq, boxed, null, span);
            let is_function = self.binary(ast::BinaryOp::EqEqEq, kind, text("function"), span);
            let object_like = Expression {
                kind: ExpressionKind::Logical {
                    operator: crate::hir::LogicalOperator::And,
                    left: Box::new(is_object),
                    right: Box::new(present),
                },
                ty: TypeId::BOOLEAN,
                span,
            };
            parts.push(Expression {
                kind: ExpressionKind::Logical {
                    operator: crate::hir::LogicalOperator::Or,
                    left: Box::new(object_like),
                    right: Box::new(is_function),
                },
                ty: TypeId::BOOLEAN,
                span,
            });
            return Expression {
                kind: ExpressionKind::Sequence(parts),
                ty: TypeId::BOOLEAN,
                span,
            };
        }
        let target = match binding {
            Some(Binding::Class(id)) => Some(id),
            _ => None,
        };
        let Some(target) = target else {
            // A class held by a value: asked of its class object.
            let class = self.check_expression(class);
            if class.ty == TypeId::NEVER {
                return Self::poison(span);
            }
            if class.ty != TypeId::ANY {
                self.error(Diagnostic::unsupported(
                    span,
                    "'instanceof' with something other than a class",
                ));
                return Self::poison(span);
            }
            let object = self.represent_as(object, TypeId::ANY);
            return self.any_call(
                crate::hir::AnyOperation::InstanceOf,
                vec![object, class],
                TypeId::BOOLEAN,
                span,
            );
        };
        if self.types.is_dynamic(object.ty) {
            return self.dynamic_instance_of(object, target, span);
        }
        if !self.instance_of_operand(&object, span) {
            return Self::poison(span);
        }
        Expression {
            kind: ExpressionKind::InstanceOf {
                object: Box::new(object),
                class: target,
            },
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `object instanceof Array` (`Map`, `Set`, `Function`): decided by
    /// the static type (and whether the pointer holds `undefined` or
    /// `null`), or for a box by its kind at run time (arrays and
    /// functions).
    fn builtin_instance_of(&mut self, object: Expression, class: &str, span: Span) -> Expression {
        let mut object = object;
        if object.ty == TypeId::UNKNOWN
            // A map or set may be a weak one (and the other way round):
            // asked at run time of the value boxed.
            || (self.weak_collections
                && matches!(class, "Map" | "Set" | "WeakMap" | "WeakSet")
                && !self.types.is_dynamic(object.ty))
        {
            object = self.represent_as(object, TypeId::ANY);
        }
        // A union: decided by its members when all or none of those
        // present are of the class.
        if let Some(members) = self.types.union_members(object.ty).map(<[TypeId]>::to_vec) {
            let present: Vec<TypeId> = members
                .into_iter()
                .filter(|&member| member != TypeId::NULL && member != TypeId::UNDEFINED)
                .collect();
            let holding = present
                .iter()
                .filter(|&&member| self.builtin_class_holds(class, member))
                .count();
            if holding == present.len() {
                return self.is_present(object, span);
            }
            if holding == 0 {
                return Self::known_boolean(object, false, span);
            }
        }
        if self.types.is_dynamic(object.ty) {
            // (The runtime's `scr_dynamic_kind`: 3 an array, 32 a map, 33
            // a set, 34 a weak map, 35 a weak set.)
            let kind = match class {
                "Array" => Some(3),
                "Map" => Some(32),
                "Set" => Some(33),
                "WeakMap" => Some(34),
                "WeakSet" => Some(35),
                _ => None,
            };
            if let Some(kind) = kind {
                return Expression {
                    kind: ExpressionKind::DynamicKindIs {
                        value: Box::new(object),
                        kind,
                    },
                    ty: TypeId::BOOLEAN,
                    span,
                };
            }
            return match class {
                "Function" => {
                    let kind = Expression {
                        kind: ExpressionKind::DynamicTypeof(Box::new(object)),
                        ty: TypeId::STRING,
                        span,
                    };
                    let function = Expression {
                        kind: ExpressionKind::String("function".encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    };
                    self.binary(ast::BinaryOp::EqEqEq, kind, function, span)
                }
                _ => {
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("'instanceof {class}' of a value of type 'any'"),
                    ));
                    Self::poison(span)
                }
            };
        }
        let ty = object.ty;
        let inner = self.types.non_null(ty).unwrap_or(ty);
        let holds = self.builtin_class_holds(class, inner);
        if holds && (inner != ty || self.may_hold_undefined(ty)) {
            // Present unless the pointer is null (`null` or `undefined`).
            return self.is_present(object, span);
        }
        Self::known_boolean(object, holds, span)
    }

    /// Whether every value of `ty` (not null) is an instance of the
    /// built-in class `class` (`Array`, `Map`, `Set` or `Function`).
    fn builtin_class_holds(&self, class: &str, ty: TypeId) -> bool {
        match class {
            "Array" => self.types.element(ty).is_some() || self.types.tuple(ty).is_some(),
            "Map" => matches!(self.types.get(ty), Type::Map(..)),
            "Set" => matches!(self.types.get(ty), Type::Set(_)),
            // Without a weak collection in the program, none is one.
            "WeakMap" | "WeakSet" => false,
            _ => self.function_signature(ty).is_some(),
        }
    }

    /// Whether `object` is something `instanceof` asks of: class instances
    /// and values of interface types (any object: the descriptor's class
    /// chain answers). Reports the others.
    /// `#x in value` (a brand check) in a method of the class declaring
    /// `#x`: whether the value is an instance of that class (or of one
    /// derived from it), which are the objects having `#x`.
    pub(crate) fn check_private_in(
        &mut self,
        name: &ast::PrivateName,
        object: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        let object = self.check_expression(object);
        if object.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let Some(class) = self.private_scope() else {
            self.error(Diagnostic::unsupported(
                span,
                "a '#private' name outside the instance methods of its class",
            ));
            return Self::poison(span);
        };
        let base = self.types.non_null(object.ty).unwrap_or(object.ty);
        if self.types.is_dynamic(object.ty) || !self.types.is_object(base) {
            // Node's TypeError for a value that is not an object.
            let object = self.represent_as(object, TypeId::ANY);
            let written = format!("#{}", name.name);
            let name = Self::name_literal(&written, span);
            let found = self.any_call(
                hir::AnyOperation::Brand(class, hir::Privacy::In),
                vec![object, name],
                TypeId::ANY,
                span,
            );
            return self.represent_as(found, TypeId::BOOLEAN);
        }
        Expression {
            kind: ExpressionKind::InstanceOf {
                object: Box::new(object),
                class,
            },
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    fn instance_of_operand(&mut self, object: &Expression, span: Span) -> bool {
        if self
            .types
            .is_object(self.types.non_null(object.ty).unwrap_or(object.ty))
        {
            return true;
        }
        let shown = self.types.display(object.ty).to_string();
        self.error(Diagnostic::unsupported(
            span,
            format!("'instanceof' on a '{shown}'"),
        ));
        false
    }

    /// An override must take the same parameters and give the same result.
    fn check_override(&mut self, overridden: FuncId, overriding: FuncId, name: &str, span: Span) {
        let same_parameters = {
            let a: Vec<TypeId> = self.functions[overridden.index()]
                .parameters
                .iter()
                .map(|p| p.1)
                .collect();
            let b: Vec<TypeId> = self.functions[overriding.index()]
                .parameters
                .iter()
                .map(|p| p.1)
                .collect();
            a == b
                && self.functions[overridden.index()].defaults.is_empty()
                    == self.functions[overriding.index()].defaults.is_empty()
        };
        let same_result =
            self.functions[overridden.index()].result == self.functions[overriding.index()].result;
        if !same_parameters || !same_result {
            self.error(Diagnostic::unsupported(
                span,
                format!("overriding '{name}' with a different signature (parameters and the result annotation must match)"),
            ));
        }
    }

    /// The parent of a class.
    pub(crate) fn parent_of(&self, class: ClassId) -> Option<ClassId> {
        self.classes[class.index()].parent
    }

    /// Whether `class` is `ancestor` or derives from it.
    pub(crate) fn derives_from(&self, class: ClassId, ancestor: ClassId) -> bool {
        let mut current = Some(class);
        while let Some(id) = current {
            if id == ancestor {
                return true;
            }
            current = self.classes[id.index()].parent;
        }
        false
    }

    /// `super(arguments)` in a constructor: the parent's constructor on
    /// `this`, then this class's field initializers and parameter
    /// properties.
    pub(crate) fn check_super_call(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
        out: &mut Vec<Statement>,
    ) {
        let Some((class, this)) = self.current_this() else {
            self.error(Diagnostic::unsupported(
                span,
                "'super' outside a constructor",
            ));
            return;
        };
        let Some(parent) = self.classes[class.index()].parent else {
            self.error(Diagnostic::new(
                Code::InvalidJump,
                span,
                "'super' can only be called in a class that extends another.",
            ));
            return;
        };
        let constructor = self.classes[parent.index()]
            .constructor
            .unwrap_or(FuncId(0));
        let Some(arguments) = self.check_call_arguments(constructor, arguments, span) else {
            return;
        };
        let this_type = self.class_type(class);
        let mut values = vec![Expression {
            kind: ExpressionKind::Variable(hir::Variable::Local(this)),
            ty: this_type,
            span,
        }];
        values.extend(self.parent_class_object(class, span));
        values.extend(arguments);
        out.push(Statement::Expression(Expression {
            kind: ExpressionKind::Call {
                function: constructor,
                arguments: values,
                receiver: None,
            },
            ty: TypeId::VOID,
            span,
        }));
        if self.current.pending_prologue.take().is_some() {
            let parameters = self.current.parameter_locals.clone();
            self.constructor_prologue(class, &parameters, out, span);
        }
    }

    /// The class and local of `this` in the function being checked.
    /// `(this as any).p = v` where no class `this` may be an instance of
    /// has a field or accessor `p`: adding a property to an instance,
    /// which scriptc's fixed layouts cannot (reported here rather than
    /// raised where it runs).
    pub(crate) fn refuse_added_property(&mut self, member: &ast::MemberExpr, span: Span) -> bool {
        let ast::MemberProp::Ident(property) = &member.prop else {
            return false;
        };
        let ast::Expr::TsAs(ast::TsAsExpr { expr, .. }) = member.obj.unwrap_parens() else {
            return false;
        };
        if !matches!(expr.unwrap_parens(), ast::Expr::This(_)) {
            return false;
        }
        let Some((class, _)) = self.current_this() else {
            return false;
        };
        let name = property.sym.as_str();
        let declared = (0..self.classes.len() as u32).map(ClassId).any(|other| {
            (other == class || self.derives_from(other, class)) && {
                let slot = &self.classes[other.index()];
                slot.fields.iter().any(|(field, _)| field == name)
                    || slot.methods.iter().any(|(method, _)| {
                        method == name
                            || method.strip_prefix("get ") == Some(name)
                            || method.strip_prefix("set ") == Some(name)
                    })
            }
        });
        if declared {
            return false;
        }
        let class_name = self.classes[class.index()].name.clone();
        self.error(
            Diagnostic::unsupported(span, "adding a property to a class instance through 'any'")
                .with_note(format!(
                    "no class whose instances this can be declares '{name}': declare it as a \
                     field of '{class_name}'"
                )),
        );
        true
    }

    pub(crate) fn current_this(&mut self) -> Option<(ClassId, hir::LocalId)> {
        match self.resolve_name("this") {
            Some(Binding::Local { id, .. }) => self
                .types
                .class(self.current.locals[id.index()].ty)
                .map(|class| (class, id)),
            _ => None,
        }
    }

    /// `super.method(arguments)`: the parent's implementation, called
    /// directly on `this`.
    pub(crate) fn check_super_method(
        &mut self,
        name: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let Some((function, receiver)) = self.super_member(name, span) else {
            return Self::poison(span);
        };
        self.method_call(receiver, function, None, arguments, span)
    }

    /// `super.x` reading the parent class's getter `x`, called directly.
    pub(crate) fn check_super_getter(&mut self, name: &str, span: Span) -> Expression {
        let Some((function, receiver)) = self.super_member(&format!("get {name}"), span) else {
            return Self::poison(span);
        };
        let ty = self.function_result(function, span);
        Expression {
            kind: ExpressionKind::MethodCall {
                slot: None,
                function,
                arguments: vec![receiver],
            },
            ty,
            span,
        }
    }

    /// The parent class's method (or accessor) `name` and `this` as its
    /// receiver, for `super.name`.
    fn super_member(&mut self, name: &str, span: Span) -> Option<(FuncId, Expression)> {
        let Some((class, this)) = self.current_this() else {
            self.error(Diagnostic::unsupported(span, "'super' outside a method"));
            return None;
        };
        let Some(parent) = self.classes[class.index()].parent else {
            self.error(Diagnostic::unsupported(
                span,
                "'super' in a class without a parent",
            ));
            return None;
        };
        let Some(&(_, function)) = self.classes[parent.index()]
            .methods
            .iter()
            .find(|(m, _)| m == name)
        else {
            let shown = name.split_once(' ').map_or(name, |(_, property)| property);
            self.error(Diagnostic::new(
                Code::UnknownProperty,
                span,
                format!("Property '{shown}' does not exist on the parent class."),
            ));
            return None;
        };
        let this_type = self.class_type(class);
        let receiver = Expression {
            kind: ExpressionKind::Variable(hir::Variable::Local(this)),
            ty: this_type,
            span,
        };
        Some((function, receiver))
    }

    fn resolve_parameters_owned(
        &mut self,
        pattern: &ast::Pat,
        span: swc_common::Span,
    ) -> Option<(String, TypeId, Span)> {
        let parameter_span = self.span(span);
        let ast::Pat::Ident(binding) = pattern else {
            return None;
        };
        let ty = match &binding.type_ann {
            Some(annotation) => self.resolve_type(&annotation.type_ann),
            None => self.implicit_any(&binding.id.sym, parameter_span),
        };
        if ty == TypeId::NEVER && binding.type_ann.is_none() {
            return None;
        }
        Some((binding.id.sym.to_string(), ty, parameter_span))
    }

    /// The type a `new` expression makes, when its callee and written type
    /// arguments say it (`new Map<string, number>()`, `new Point(1, 2)`):
    /// field initializers that need no annotation.
    fn constructed_type(&mut self, value: &ast::Expr) -> Option<TypeId> {
        let ast::Expr::New(new) = value else {
            return None;
        };
        let ast::Expr::Ident(callee) = &*new.callee else {
            return None;
        };
        let name = callee.sym.as_str();
        match self.lookup(name) {
            Some(Binding::Class(class)) => Some(self.class_type(class)),
            Some(Binding::GenericClass(generic)) => {
                let arguments = new.type_args.as_deref()?;
                let span = self.span(arguments.span);
                Some(self.generic_class_type(generic, arguments, span))
            }
            None if matches!(name, "Map" | "Set") => {
                let arguments = new.type_args.as_deref()?;
                let span = self.span(arguments.span);
                self.resolve_collection_type(name, arguments, span)
            }
            _ => None,
        }
    }

    /// `literal_type`, with `this.f` of the `known` fields and `+`,
    /// `?:`, `??` and `||` of operands whose types it knows.
    fn initializer_type(&self, value: &ast::Expr, known: &[(String, TypeId)]) -> Option<TypeId> {
        let primitive =
            |ty: TypeId| matches!(ty, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN);
        match value {
            ast::Expr::Paren(inner) => self.initializer_type(&inner.expr, known),
            ast::Expr::Member(member)
                if matches!(&*member.obj, ast::Expr::This(_))
                    && matches!(&member.prop, ast::MemberProp::Ident(_)) =>
            {
                let ast::MemberProp::Ident(property) = &member.prop else {
                    return None;
                };
                known
                    .iter()
                    .rev()
                    .find(|(name, _)| name == property.sym.as_str())
                    .map(|(_, ty)| *ty)
                    .filter(|&ty| primitive(ty))
            }
            ast::Expr::Bin(binary) if binary.op == ast::BinaryOp::Add => {
                let left = self.initializer_type(&binary.left, known)?;
                let right = self.initializer_type(&binary.right, known)?;
                match (left, right) {
                    (TypeId::STRING, _) | (_, TypeId::STRING) => Some(TypeId::STRING),
                    (TypeId::NUMBER, TypeId::NUMBER) => Some(TypeId::NUMBER),
                    _ => None,
                }
            }
            ast::Expr::Bin(binary)
                if matches!(
                    binary.op,
                    ast::BinaryOp::NullishCoalescing | ast::BinaryOp::LogicalOr
                ) =>
            {
                let left = self.initializer_type(&binary.left, known)?;
                let right = self.initializer_type(&binary.right, known)?;
                (left == right && primitive(left)).then_some(left)
            }
            ast::Expr::Cond(conditional) => {
                let then = self.initializer_type(&conditional.cons, known)?;
                let otherwise = self.initializer_type(&conditional.alt, known)?;
                (then == otherwise && primitive(then)).then_some(then)
            }
            _ => self.literal_type(value),
        }
    }

    /// The type of a field initializer that is a literal (`count = 0`).
    pub(crate) fn literal_type(&self, value: &ast::Expr) -> Option<TypeId> {
        match value {
            ast::Expr::Lit(ast::Lit::Num(_)) => Some(TypeId::NUMBER),
            ast::Expr::Lit(ast::Lit::Str(_)) => Some(TypeId::STRING),
            ast::Expr::Lit(ast::Lit::Bool(_)) => Some(TypeId::BOOLEAN),
            ast::Expr::Unary(unary) if unary.op == ast::UnaryOp::Minus => {
                self.literal_type(&unary.arg)
            }
            // `Entity.nextId++`, `+text`, `~bits`: numbers; `!x`: a
            // boolean; `typeof x`: a string.
            ast::Expr::Update(_) => Some(TypeId::NUMBER),
            ast::Expr::Unary(unary) => match unary.op {
                ast::UnaryOp::Plus | ast::UnaryOp::Tilde => Some(TypeId::NUMBER),
                ast::UnaryOp::Bang => Some(TypeId::BOOLEAN),
                ast::UnaryOp::TypeOf => Some(TypeId::STRING),
                _ => None,
            },
            // Comparisons give booleans.
            ast::Expr::Bin(binary)
                if matches!(
                    binary.op,
                    ast::BinaryOp::EqEq
                        | ast::BinaryOp::NotEq
                        | ast::BinaryOp::EqEqEq
                        | ast::BinaryOp::NotEqEq
                        | ast::BinaryOp::Lt
                        | ast::BinaryOp::LtEq
                        | ast::BinaryOp::Gt
                        | ast::BinaryOp::GtEq
                        | ast::BinaryOp::In
                        | ast::BinaryOp::InstanceOf
                ) =>
            {
                Some(TypeId::BOOLEAN)
            }
            ast::Expr::Tpl(_) => Some(TypeId::STRING),
            ast::Expr::Paren(inner) => self.literal_type(&inner.expr),
            // `a.length - 1`, `n * 2`: arithmetic other than `+` gives a
            // number, as does a `.length`.
            ast::Expr::Bin(binary)
                if matches!(
                    binary.op,
                    ast::BinaryOp::Sub
                        | ast::BinaryOp::Mul
                        | ast::BinaryOp::Div
                        | ast::BinaryOp::Mod
                        | ast::BinaryOp::Exp
                        | ast::BinaryOp::BitAnd
                        | ast::BinaryOp::BitOr
                        | ast::BinaryOp::BitXor
                        | ast::BinaryOp::LShift
                        | ast::BinaryOp::RShift
                        | ast::BinaryOp::ZeroFillRShift
                ) =>
            {
                Some(TypeId::NUMBER)
            }
            ast::Expr::Member(member) => {
                let ast::MemberProp::Ident(property) = &member.prop else {
                    return None;
                };
                if property.sym == "length" {
                    return Some(TypeId::NUMBER);
                }
                // `priority = Priority.Medium`: the enum's type.
                self.enum_named(&member.obj)
                    .map(|index| self.enums[index as usize].ty)
            }
            _ => None,
        }
    }

    /// The type tsc gives a parameter from its default where the default
    /// says it without checking: a literal's (`literal_type`), or an
    /// object or array literal of such values (`id = { n: 0 }`, `path =
    /// ["root"]`), widened as tsc widens them.
    pub(crate) fn syntactic_default_type(&mut self, value: &ast::Expr) -> Option<TypeId> {
        if let Some(ty) = self.literal_type(value) {
            return Some(ty);
        }
        match value {
            ast::Expr::Paren(inner) => self.syntactic_default_type(&inner.expr),
            ast::Expr::Object(object) => {
                let mut members = Vec::new();
                for property in &object.props {
                    let ast::PropOrSpread::Prop(property) = property else {
                        return None;
                    };
                    let ast::Prop::KeyValue(pair) = &**property else {
                        return None;
                    };
                    let name = match &pair.key {
                        ast::PropName::Ident(name) => name.sym.to_string(),
                        ast::PropName::Str(text) => text.value.to_string_lossy().to_string(),
                        _ => return None,
                    };
                    if members.iter().any(|(known, _)| *known == name) {
                        return None;
                    }
                    let ty = self.syntactic_default_type(&pair.value)?;
                    members.push((name, ty));
                }
                let properties = self.literal_properties(&members);
                Some(self.types.object_type(properties))
            }
            ast::Expr::Array(array) => {
                let mut element = None;
                for item in &array.elems {
                    let item = item.as_ref().filter(|item| item.spread.is_none())?;
                    let ty = self.syntactic_default_type(&item.expr)?;
                    if element.is_some_and(|known| known != ty) {
                        return None;
                    }
                    element = Some(ty);
                }
                Some(self.array_of(element?))
            }
            _ => None,
        }
    }

    /// What a constructor runs before its body: field initializers in
    /// order, then the parameter properties.
    pub(crate) fn constructor_prologue(
        &mut self,
        class: ClassId,
        parameters: &[hir::LocalId],
        out: &mut Vec<Statement>,
        span: Span,
    ) {
        let this_type = self.class_type(class);
        let this = |ty| Expression {
            kind: ExpressionKind::Variable(hir::Variable::Local(parameters[0])),
            ty,
            span,
        };
        let initializers = self.classes[class.index()].initializers.clone();
        for (field, value) in initializers {
            let ty = self.classes[class.index()].fields[field].1;
            let value = match value {
                Some(value) => {
                    // `handler = () => ...`: the function is named after
                    // the field, as in JavaScript.
                    if super::closures::ClosureSyntax::of_expression(value).is_some() {
                        let name = &self.classes[class.index()].fields[field].0;
                        let name = match super::symbols::symbol_key_function_name(name) {
                            Some(name) => name,
                            None => {
                                let name = name.strip_prefix(HIDDEN).unwrap_or(name);
                                name.split('@').next().unwrap_or(name).to_string()
                            }
                        };
                        self.closure_name = Some((name, false));
                    }
                    let value = self.check_expecting(value, Some(ty));
                    self.closure_name = None;
                    self.assign_to(value, ty)
                }
                // `label?: string;` or `count!: number;`: `undefined` until
                // assigned (other types start as null, which is theirs).
                None if matches!(ty, TypeId::NUMBER | TypeId::STRING) => Expression {
                    kind: ExpressionKind::Missing,
                    ty,
                    span,
                },
                None => continue,
            };
            out.push(Statement::Expression(Expression {
                kind: ExpressionKind::FieldSet {
                    object: Box::new(this(this_type)),
                    field,
                    change: ArrayChange::Assign(Box::new(value)),
                },
                ty,
                span,
            }));
        }
        let properties = self.classes[class.index()].parameter_properties.clone();
        let first = 1 + usize::from(self.local_classes.contains_key(&class));
        for (field, parameter) in properties {
            let ty = self.classes[class.index()].fields[field].1;
            let local = parameters[parameter + first];
            let value = Expression {
                kind: ExpressionKind::Variable(hir::Variable::Local(local)),
                ty,
                span,
            };
            out.push(Statement::Expression(Expression {
                kind: ExpressionKind::FieldSet {
                    object: Box::new(this(this_type)),
                    field,
                    change: ArrayChange::Assign(Box::new(value)),
                },
                ty,
                span,
            }));
        }
    }

    /// `new C(arguments)`.
    pub(crate) fn check_new_instance(
        &mut self,
        class: ClassId,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let checked = self.check_new_instance_here(class, arguments, span);
        // The constructor may assign globals and captured locals.
        self.forget_shared_narrowings();
        checked
    }

    fn check_new_instance_here(
        &mut self,
        class: ClassId,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let Some(constructor) = self.classes[class.index()].constructor else {
            return Self::poison(span);
        };
        let Some(values) = self.check_call_arguments(constructor, arguments, span) else {
            return Self::poison(span);
        };
        let ty = self.class_type(class);
        Expression {
            kind: ExpressionKind::New {
                class,
                arguments: values,
            },
            ty,
            span,
        }
    }

    /// The layout index of `name` in an instance of `class`.
    pub(crate) fn field_index(&mut self, class: ClassId, name: &str) -> Option<(usize, TypeId)> {
        self.settle_fields(class);
        self.classes[class.index()]
            .fields
            .iter()
            .position(|(field, _)| field == name)
            .map(|index| (index, self.classes[class.index()].fields[index].1))
    }

    /// `object.name` on a class instance.
    pub(crate) fn check_field_get(
        &mut self,
        object: Expression,
        name: &str,
        span: Span,
    ) -> Expression {
        let Some(class) = self
            .types
            .class(self.types.non_null(object.ty).unwrap_or(object.ty))
        else {
            return Self::poison(span);
        };
        let Some((field, ty)) = self.field_index(class, name) else {
            if let Some((slot, getter)) = self.accessor(class, name, false) {
                return self.accessor_call(class, object, slot, getter, Vec::new(), span);
            }
            if self.accessor(class, name, true).is_some() {
                self.error(Diagnostic::unsupported(
                    span,
                    "reading a property that has a setter but no getter",
                ));
                return Self::poison(span);
            }
            if name == "constructor" {
                self.error(Diagnostic::unsupported(
                    span,
                    "the 'constructor' property other than 'constructor.name'",
                ));
                return Self::poison(span);
            }
            let class_name = self.classes[class.index()].name.clone();
            // `date.toDateString()`: the library has it, scriptc not yet.
            if let Some(missing) = self.missing_library_member(&class_name, "instance", name, span)
            {
                return missing;
            }
            let method = self.classes[class.index()]
                .methods
                .iter()
                .find(|(m, _)| m == name)
                .map(|(_, function)| *function);
            let message = if let Some(method) = method {
                if let Some((own, _)) = self.field_index(class, &own_method_field(name)) {
                    return self.replaceable_method_value(object, own, method, name, span);
                }
                return self.method_value(object, method, name, span);
            } else {
                format!("Property '{name}' does not exist on type '{class_name}'.")
            };
            self.error(Diagnostic::new(Code::UnknownProperty, span, message));
            return Self::poison(span);
        };
        let access = self.classes[class.index()].field_access[field];
        self.check_visibility(access, name, span);
        Expression {
            kind: ExpressionKind::FieldGet {
                object: Box::new(object),
                field,
            },
            ty,
            span,
        }
    }

    /// `object.method` not called: the method the object's class has (read
    /// as JavaScript reads it, through `any`, so it is the override the
    /// object's class holds), as a function of the method's type. Called
    /// plainly, `this` is undefined in it, as in JavaScript.
    fn method_value(
        &mut self,
        object: Expression,
        method: FuncId,
        name: &str,
        span: Span,
    ) -> Expression {
        let slot = &self.functions[method.index()];
        if slot.rest && !slot.defaults.is_empty() {
            self.error(Diagnostic::unsupported(
                span,
                "a method with a rest parameter and defaults used as a value",
            ));
            return Self::poison(span);
        }
        let ty = self.function_value_type(method, span);
        let object = self.represent_as(object, TypeId::ANY);
        let value = self.any_get(object, name, span);
        self.represent_as(value, ty)
    }

    /// `object.method` as a value where the program may have replaced the
    /// method on the object: the object's own function when it has one.
    fn replaceable_method_value(
        &mut self,
        object: Expression,
        own: usize,
        method: FuncId,
        name: &str,
        span: Span,
    ) -> Expression {
        let ty = self.function_value_type(method, span);
        let mut parts = Vec::new();
        let object = self.pinned(object, &mut parts);
        let own_function = |object: Expression| Expression {
            kind: ExpressionKind::FieldGet {
                object: Box::new(object),
                field: own,
            },
            ty: TypeId::ANY,
            span,
        };
        let undefined = Expression {
            kind: ExpressionKind::Undefined,
            ty: TypeId::UNDEFINED,
            span,
        };
        let replaced = self.binary(
            ast::BinaryOp::NotEqEq,
            own_function(object.clone_variable()),
            undefined,
            span,
        );
        let then = self.represent_as(own_function(object.clone_variable()), ty);
        let otherwise = self.method_value(object, method, name, span);
        parts.push(Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(replaced),
                then: Box::new(then),
                otherwise: Box::new(otherwise),
            },
            ty,
            span,
        });
        Expression {
            kind: ExpressionKind::Sequence(parts),
            ty,
            span,
        }
    }

    /// The first statement of a method the program may replace on an
    /// object (`own` the field holding the replacement, `name` the
    /// method's): `if (this.own !== undefined) return
    /// this.own(...parameters)`, unless the call came through the method
    /// read as a value (`AnyOperation::OwnBypassed`).
    pub(crate) fn own_method_prologue(
        &mut self,
        class: crate::types::ClassId,
        this: crate::hir::LocalId,
        (own, name): (usize, &str),
        parameters: &[crate::hir::LocalId],
        result: TypeId,
        span: Span,
    ) -> Statement {
        let this_type = self.current.locals[this.index()].ty;
        let own_function = || Expression {
            kind: ExpressionKind::FieldGet {
                object: Box::new(Expression {
                    kind: ExpressionKind::Variable(crate::hir::Variable::Local(this)),
                    ty: this_type,
                    span,
                }),
                field: own,
            },
            ty: TypeId::ANY,
            span,
        };
        let undefined = Expression {
            kind: ExpressionKind::Undefined,
            ty: TypeId::UNDEFINED,
            span,
        };
        let replaced = self.binary(ast::BinaryOp::NotEqEq, own_function(), undefined, span);
        // The replacement runs with the object as its `this`:
        // `this.own.call(this, ...parameters)`.
        let receiver = Expression {
            kind: ExpressionKind::Variable(crate::hir::Variable::Local(this)),
            ty: this_type,
            span,
        };
        let receiver = self.represent_as(receiver, TypeId::ANY);
        let receiver = Expression {
            ty: TypeId::ANY,
            ..receiver
        };
        let arguments: Vec<Expression> = parameters
            .iter()
            .map(|&parameter| {
                let ty = self.current.locals[parameter.index()].ty;
                let value = Expression {
                    kind: ExpressionKind::Variable(crate::hir::Variable::Local(parameter)),
                    ty,
                    span,
                };
                let value = self.represent_as(value, TypeId::ANY);
                Expression {
                    ty: TypeId::ANY,
                    ..value
                }
            })
            .collect();
        let list = Expression {
            kind: ExpressionKind::ArrayLiteral(
                std::iter::once(receiver).chain(arguments).collect(),
            ),
            ty: self.array_of(TypeId::ANY),
            span,
        };
        let text = Expression {
            kind: ExpressionKind::String("this.method".encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        };
        let call_name = Expression {
            kind: ExpressionKind::String("call".encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        };
        self.dynamic_calls.set(true);
        let call = self.any_call(
            crate::hir::AnyOperation::Call,
            vec![own_function(), call_name, list, text],
            TypeId::ANY,
            span,
        );
        let statements = if matches!(result, TypeId::VOID | TypeId::UNDEFINED) {
            vec![Statement::Expression(call), Statement::Return(None)]
        } else {
            vec![Statement::Return(Some(self.assign_to(call, result)))]
        };
        let this_box = Expression {
            kind: ExpressionKind::Variable(crate::hir::Variable::Local(this)),
            ty: this_type,
            span,
        };
        let this_box = self.represent_as(this_box, TypeId::ANY);
        let bypassed = self.any_call(
            crate::hir::AnyOperation::OwnBypassed(class),
            vec![
                Expression {
                    ty: TypeId::ANY,
                    ..this_box
                },
                Self::name_literal(name, span),
            ],
            TypeId::BOOLEAN,
            span,
        );
        let block = |statements| crate::hir::Block {
            statements,
            declared: Vec::new(),
        };
        Statement::If {
            condition: replaced,
            then: block(vec![Statement::If {
                condition: bypassed,
                then: block(Vec::new()),
                otherwise: Some(block(statements)),
            }]),
            otherwise: None,
        }
    }

    /// `object.method(arguments)` on a class instance.
    pub(crate) fn check_method(
        &mut self,
        object: Expression,
        name: &str,
        call_type_args: Option<&'a ast::TsTypeParamInstantiation>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let Some(class) = self
            .types
            .class(self.types.non_null(object.ty).unwrap_or(object.ty))
        else {
            return Self::poison(span);
        };
        // `hash.digest()` is a Buffer, `hash.digest(encoding)` a string.
        if name == "digest"
            && self.classes[class.index()].module == self.prelude_scope
            && super::node_modules::HASH_CLASSES
                .contains(&self.classes[class.index()].name.as_str())
        {
            let method = if arguments.is_empty() {
                "digestBytes"
            } else {
                "digestText"
            };
            return self.check_method(object, method, call_type_args, arguments, span);
        }
        // `rl.on("line", handler)`: the readline interface's handler of
        // that event.
        if self.classes[class.index()].name == READLINE_CLASS
            && matches!(name, "on" | "once" | "addListener")
            && let [event, rest @ ..] = arguments
            && let ast::Expr::Lit(ast::Lit::Str(event)) = &*event.expr
        {
            let method = match event.value.to_string_lossy().as_ref() {
                "line" => "onLine",
                "close" => "onClose",
                other => {
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("the readline event '{other}'"),
                    ));
                    return Self::poison(span);
                }
            };
            return self.check_method(object, method, call_type_args, rest, span);
        }
        if let Some((owner, method)) = self.generic_method(class, name) {
            return self.check_generic_method_call(
                (owner, method),
                object,
                call_type_args,
                arguments,
                span,
            );
        }
        let Some(slot) = self.classes[class.index()]
            .methods
            .iter()
            .position(|(m, _)| m == name)
        else {
            // A field holding a function: read it, call the value.
            if let Some((_, ty)) = self.field_index(class, name)
                && self.function_signature(ty).is_some()
            {
                let callee = self.check_field_get(object, name, span);
                return self.check_value_call(callee, arguments, span);
            }
            // A field of type `any`: called through it, the object its
            // `this`.
            if let Some((_, ty)) = self.field_index(class, name)
                && ty == TypeId::ANY
            {
                let object = self.represent_as(object, TypeId::ANY);
                let name = Self::name_literal(name, span);
                return self.any_method_call_named(object, name, None, arguments, span);
            }
            let class_name = self.classes[class.index()].name.clone();
            // `date.toDateString()`: the library has it, scriptc not yet.
            if let Some(missing) = self.missing_library_member(&class_name, "instance", name, span)
            {
                return missing;
            }
            self.error(Diagnostic::new(
                Code::UnknownProperty,
                span,
                format!("Property '{name}' does not exist on type '{class_name}'."),
            ));
            return Self::poison(span);
        };
        let function = self.classes[class.index()].methods[slot].1;
        if let Some(&access) = self.classes[class.index()].method_access.get(name) {
            self.check_visibility(access, name, span);
        }
        // Calls through a class that has subclasses go through the vtable,
        // the rest are direct.
        let virtual_slot = self.classes[class.index()].has_subclasses.then_some(slot);
        self.method_call(object, function, virtual_slot, arguments, span)
    }

    /// The generic method `name` of `class` or its ancestors: the class
    /// declaring it and its index there.
    fn generic_method(&self, class: ClassId, name: &str) -> Option<(ClassId, usize)> {
        let mut current = Some(class);
        while let Some(id) = current {
            if let Some(index) = self.classes[id.index()]
                .generic_methods
                .iter()
                .position(|(method, _, _)| method == name)
            {
                return Some((id, index));
            }
            current = self.classes[id.index()].parent;
        }
        None
    }

    /// `object.method<T>(arguments)`: the instance for the written or
    /// inferred type arguments, called directly.
    fn check_generic_method_call(
        &mut self,
        (owner, method): (ClassId, usize),
        object: Expression,
        call_type_args: Option<&'a ast::TsTypeParamInstantiation>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let function = self.classes[owner.index()].generic_methods[method].1;
        // The method's signature mentions the class's own type parameters.
        let class_bindings = self.classes[owner.index()].type_arguments.clone();
        self.type_scope.push(class_bindings);
        let inferred = self.infer_type_arguments(function, call_type_args, arguments, span);
        self.type_scope.pop();
        let Some((type_arguments, values)) = inferred else {
            return Self::poison(span);
        };
        let instance = self.method_instance(owner, method, type_arguments);
        let Some(values) = self.instance_arguments(instance, values, arguments, span) else {
            return Self::poison(span);
        };
        let mut all = vec![object];
        all.extend(values);
        let ty = self.function_result(instance, span);
        Expression {
            kind: ExpressionKind::MethodCall {
                slot: None,
                function: instance,
                arguments: all,
            },
            ty,
            span,
        }
    }

    fn method_call(
        &mut self,
        object: Expression,
        function: FuncId,
        virtual_slot: Option<usize>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let Some(arguments) = self.check_call_arguments(function, arguments, span) else {
            return Self::poison(span);
        };
        let mut values = vec![object];
        values.extend(arguments);
        let ty = self.function_result(function, span);
        let kind = ExpressionKind::MethodCall {
            slot: virtual_slot,
            function,
            arguments: values,
        };
        Expression { kind, ty, span }
    }

    /// Reports a use of a `private` or `protected` member outside the
    /// classes that may use it.
    fn check_visibility(&mut self, access: MemberAccess, name: &str, span: Span) {
        let here = self.current.class;
        let owner_name = self.classes[access.owner.index()].name.clone();
        let message = match access.visibility {
            Some(ast::Accessibility::Private) if here != Some(access.owner) => format!(
                "Property '{name}' is private and only accessible within class '{owner_name}'."
            ),
            Some(ast::Accessibility::Protected)
                if !here.is_some_and(|here| self.derives_from(here, access.owner)) =>
            {
                format!(
                    "Property '{name}' is protected and only accessible within class '{owner_name}' and its subclasses."
                )
            }
            _ => return,
        };
        self.error(Diagnostic::new(Code::Inaccessible, span, message));
    }

    /// The getter (or setter) `name` of `class`: its method-table slot and
    /// function.
    pub(crate) fn accessor(
        &self,
        class: ClassId,
        name: &str,
        setter: bool,
    ) -> Option<(usize, FuncId)> {
        let key = format!("{} {name}", if setter { "set" } else { "get" });
        let methods = &self.classes[class.index()].methods;
        let slot = methods.iter().position(|(method, _)| *method == key)?;
        Some((slot, methods[slot].1))
    }

    /// A call of an accessor with already checked arguments.
    fn accessor_call(
        &mut self,
        class: ClassId,
        object: Expression,
        slot: usize,
        function: FuncId,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        let virtual_slot = self.classes[class.index()].has_subclasses.then_some(slot);
        let ty = self.function_result(function, span);
        let mut values = vec![object];
        values.extend(arguments);
        Expression {
            kind: ExpressionKind::MethodCall {
                slot: virtual_slot,
                function,
                arguments: values,
            },
            ty,
            span,
        }
    }

    /// `object.x = v` through a setter; `object.x op= v` and `object.x++`
    /// through the getter and the setter when the object is a variable
    /// (evaluating it twice is then unobservable). The expression's value
    /// is the setter's `void`.
    fn check_setter_change(
        &mut self,
        class: ClassId,
        object: Expression,
        name: &str,
        (slot, setter): (usize, FuncId),
        change: FieldChange<'a>,
        span: Span,
    ) -> Expression {
        let Some(&(_, ty, _)) = self.functions[setter.index()].parameters.first() else {
            return Self::poison(span);
        };
        // An assignment's value is the value assigned (a postfix update
        // through a setter has none).
        let yields_value = matches!(change, FieldChange::Assign(..));
        // A setter of the library written in TypeScript (URL's) converts
        // what it is given, as JavaScript's does.
        let library = self.functions[setter.index()].module == self.prelude_scope;
        let value = match change {
            FieldChange::Assign(None, value) => {
                let value = self.check_expecting(value, Some(ty));
                self.library_argument(value, ty, library)
            }
            change => {
                let (ExpressionKind::Variable(variable), Some((get_slot, getter))) =
                    (&object.kind, self.accessor(class, name, false))
                else {
                    self.error(Diagnostic::unsupported(
                        span,
                        "a compound assignment through a setter of anything but a variable",
                    ));
                    return Self::poison(span);
                };
                let copy = Expression {
                    kind: ExpressionKind::Variable(*variable),
                    ty: object.ty,
                    span: object.span,
                };
                let current = self.accessor_call(class, copy, get_slot, getter, Vec::new(), span);
                let (operator, right) = match change {
                    FieldChange::Assign(Some(operator), value) => {
                        (operator, self.check_expecting(value, Some(ty)))
                    }
                    FieldChange::Update { increment, .. } => (
                        if increment {
                            ast::BinaryOp::Add
                        } else {
                            ast::BinaryOp::Sub
                        },
                        Expression {
                            kind: ExpressionKind::Number(1.0),
                            ty: TypeId::NUMBER,
                            span,
                        },
                    ),
                    FieldChange::Assign(None, _) => return Self::poison(span),
                };
                let combined = self.binary(operator, current, right, span);
                self.assign_to(combined, ty)
            }
        };
        if !yields_value || value.ty == TypeId::NEVER {
            return self.accessor_call(class, object, slot, setter, vec![value], span);
        }
        let (store, hidden) = self.hold(value);
        let read = || Expression {
            kind: ExpressionKind::Variable(hidden),
            ty,
            span,
        };
        let call = self.accessor_call(class, object, slot, setter, vec![read()], span);
        Expression {
            kind: ExpressionKind::Sequence(vec![store, call, read()]),
            ty,
            span,
        }
    }

    /// `object.field = v`, `object.field op= v`, `object.field++`.
    pub(crate) fn check_field_change(
        &mut self,
        member: &'a ast::MemberExpr,
        change: FieldChange<'a>,
        span: Span,
    ) -> Expression {
        if let Some(class) = self.named_class(&member.obj) {
            // Not a static field (those are assigned as globals).
            let class_name = self.classes[class.index()].name.clone();
            let property = match &member.prop {
                ast::MemberProp::Ident(property) => property.sym.to_string(),
                _ => String::new(),
            };
            self.error(Diagnostic::new(
                Code::UnknownProperty,
                span,
                format!("Property '{property}' does not exist on type 'typeof {class_name}'."),
            ));
            return Self::poison(span);
        }
        let mut object = self.check_expression(&member.obj);
        let property = match &member.prop {
            ast::MemberProp::Ident(property) => property.sym.to_string(),
            ast::MemberProp::PrivateName(name) => match self.private_member(name, span) {
                Some(mangled) => {
                    // `value.#x = ...` on an `any`: checked to be an
                    // instance of the class first.
                    if object.ty == TypeId::ANY
                        && let Some(class) = self.private_scope()
                    {
                        let plain = matches!(change, FieldChange::Assign(None, _));
                        let privacy = self.private_privacy(class, &mangled, plain);
                        let written = format!("#{}", name.name);
                        object = self.branded(object, class, &written, privacy, span);
                    }
                    mangled
                }
                None => return Self::poison(span),
            },
            ast::MemberProp::Computed(_) => {
                self.error(Diagnostic::unsupported(
                    span,
                    "assignment to a computed property",
                ));
                return Self::poison(span);
            }
        };
        self.change_named_field(object, &property, change, span)
    }

    /// Whether `o[key] = v` on a value of type `ty` with a key known when
    /// the program is compiled changes a named property: `ty` is an object
    /// type or a class instance (not an array, a tuple or a record).
    pub(crate) fn has_named_fields(&self, ty: TypeId) -> bool {
        let base = self.types.non_null(ty).unwrap_or(ty);
        self.types.object(base).is_some() || self.types.class(base).is_some()
    }

    /// The change of property `property` of `object` (checked).
    pub(crate) fn change_named_field(
        &mut self,
        object: Expression,
        property: &str,
        change: FieldChange<'a>,
        span: Span,
    ) -> Expression {
        if object.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        if self
            .types
            .object(self.types.non_null(object.ty).unwrap_or(object.ty))
            .is_some()
        {
            return self.check_property_set(object, property, change, span);
        }
        if self.types.element(object.ty).is_some() && property == "length" {
            let FieldChange::Assign(None, value) = change else {
                self.error(Diagnostic::unsupported(
                    span,
                    "a compound assignment to an array's length",
                ));
                return Self::poison(span);
            };
            let value = self.check_expecting(value, Some(TypeId::NUMBER));
            let value = self.assign_to(value, TypeId::NUMBER);
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: crate::hir::Builtin::Array(crate::hir::ArrayMethod::SetLength),
                    arguments: vec![object, value],
                },
                ty: TypeId::NUMBER,
                span,
            };
        }
        if matches!(self.types.get(object.ty), Type::Record(_)) {
            let key = Expression {
                kind: ExpressionKind::String(property.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            };
            return self.record_set(object, key, change, span);
        }
        let Some(class) = self
            .types
            .class(self.types.non_null(object.ty).unwrap_or(object.ty))
        else {
            let shown = self.types.display(object.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("assigning a property of a '{shown}'"),
            ));
            return Self::poison(span);
        };
        let Some((field, ty)) = self.field_index(class, property) else {
            if let Some((slot, setter)) = self.accessor(class, property, true) {
                return self.check_setter_change(
                    class,
                    object,
                    property,
                    (slot, setter),
                    change,
                    span,
                );
            }
            let class_name = self.classes[class.index()].name.clone();
            // `date.toDateString()`: the library has it, scriptc not yet.
            if let Some(missing) =
                self.missing_library_member(&class_name, "instance", property, span)
            {
                return missing;
            }
            // `this.render = f` over a method: the object's own function,
            // which the method's code calls from now on (the store notes
            // the order of the object's replacements, see codegen's
            // `emit_field_set`).
            if let Some((field, _)) = self.field_index(class, &own_method_field(property))
                && let FieldChange::Assign(None, value) = change
            {
                let function = self.classes[class.index()]
                    .methods
                    .iter()
                    .find(|(name, _)| name == property)
                    .map(|(_, function)| *function);
                let wanted = function.map(|function| self.function_value_type(function, span));
                let value = self.check_expecting(value, wanted);
                let value = match wanted {
                    Some(wanted) => self.assign_to(value, wanted),
                    None => value,
                };
                let value = self.represent_as(value, TypeId::ANY);
                return Expression {
                    kind: ExpressionKind::FieldSet {
                        object: Box::new(object),
                        field,
                        change: crate::hir::ArrayChange::Assign(Box::new(value)),
                    },
                    ty: TypeId::ANY,
                    span,
                };
            }
            // `this.render = ...` over a method: tsc allows it (a method is
            // a property), scriptc's methods are fixed per class.
            if self.classes[class.index()]
                .methods
                .iter()
                .any(|(name, _)| name == property)
            {
                self.error(Diagnostic::new(
                    Code::Prototype,
                    span,
                    format!(
                        "'{property}' is a method of '{class_name}': replacing a method on an \
                         object is not supported: scriptc fixes each class's methods when it \
                         compiles."
                    ),
                ));
                return Self::poison(span);
            }
            self.error(Diagnostic::new(
                Code::UnknownProperty,
                span,
                format!("Property '{property}' does not exist on type '{class_name}'."),
            ));
            return Self::poison(span);
        };
        let access = self.classes[class.index()].field_access[field];
        self.check_visibility(access, property, span);
        if access.readonly && self.current.constructor_of != Some(access.owner) {
            let shown = property.split('@').next().unwrap_or(property);
            self.error(Diagnostic::new(
                Code::InvalidAssignment,
                span,
                format!("Cannot assign to '{shown}' because it is a read-only property."),
            ));
            return Self::poison(span);
        }
        let Some(change) = self.check_change(change, ty, span) else {
            return Self::poison(span);
        };
        Expression {
            kind: ExpressionKind::FieldSet {
                object: Box::new(object),
                field,
                change,
            },
            ty,
            span,
        }
    }

    /// How an assignment changes a field or property of type `ty`: the
    /// value checked, a compound operator resolved. `None` after an error.
    pub(crate) fn check_change(
        &mut self,
        change: FieldChange<'a>,
        ty: TypeId,
        span: Span,
    ) -> Option<ArrayChange> {
        Some(match change {
            FieldChange::Assign(operator, value) => {
                let value = self.check_expecting(value, Some(ty));
                match operator {
                    None => {
                        let value = self.assign_to(value, ty);
                        ArrayChange::Assign(Box::new(value))
                    }
                    Some(ast::BinaryOp::Add) if ty == TypeId::STRING => {
                        let value = self.stringify(value);
                        ArrayChange::Compound {
                            operator: BinaryOperator::Concat,
                            value: Box::new(value),
                        }
                    }
                    Some(operator) if ty == TypeId::NUMBER => {
                        let value = self.assign_to(value, TypeId::NUMBER);
                        let Some(operator) = super::arrays::numeric_operator(operator) else {
                            self.error(Diagnostic::unsupported(span, "this compound assignment"));
                            return None;
                        };
                        ArrayChange::Compound {
                            operator,
                            value: Box::new(value),
                        }
                    }
                    Some(_) => {
                        self.error(Diagnostic::unsupported(span, "this compound assignment"));
                        return None;
                    }
                }
            }
            FieldChange::Update { increment, prefix } => {
                if ty != TypeId::NUMBER {
                    self.error(Diagnostic::new(
                        Code::InvalidOperands,
                        span,
                        "An arithmetic operand must be of type 'number'.",
                    ));
                    return None;
                }
                ArrayChange::Update { increment, prefix }
            }
        })
    }
}

/// A method, accessor or `#private` method as declared in a class body.
struct MethodDeclaration<'a> {
    /// The name; a `#private` one is qualified by its class.
    key: String,
    kind: ast::MethodKind,
    function: &'a ast::Function,
    span: swc_common::Span,
    is_static: bool,
    visibility: Option<ast::Accessibility>,
}

/// The member name of `#name` declared in class `class`: private names are
/// lexically scoped, so a subclass's `#x` is a different member from its
/// parent's. The `#` also keeps the field out of `console.log`, as in Node.
pub(crate) fn private_name(name: &str, class: &str) -> String {
    format!("{HIDDEN}#{name}@{class}")
}

/// How an assignment changes a field.
pub(crate) enum FieldChange<'a> {
    Assign(Option<ast::BinaryOp>, &'a ast::Expr),
    Update { increment: bool, prefix: bool },
}

/// The first character of the names of members no program can name
/// (`#private` members, the hidden fields below): a control character,
/// so that no property a program names by a string (`{ "#a": 1 }`) is
/// taken for one. Property names a program spells with it are refused.
pub(crate) const HIDDEN: char = '\u{1}';

/// Whether `name` is a member no program can name.
pub(crate) fn is_hidden(name: &str) -> bool {
    name.starts_with(HIDDEN)
}

/// The prelude's class of readline interfaces.
pub(crate) const READLINE_CLASS: &str = "__ScriptcReadline";

/// The member name of `[Symbol.iterator]` (see `symbols::symbol_key`).
pub(crate) const ITERATOR_METHOD: &str = "\u{2}Symbol(Symbol.iterator)\u{2}";

/// Whether `expression` is `Symbol.iterator`.
pub(crate) fn is_symbol_iterator(expression: &ast::Expr) -> bool {
    let ast::Expr::Member(member) = expression else {
        return false;
    };
    matches!((&*member.obj, &member.prop),
        (ast::Expr::Ident(object), ast::MemberProp::Ident(property))
            if object.sym == "Symbol" && property.sym == "iterator")
}

/// The field holding what replaced method `name` on an object (see
/// `declare_members_inner`).
/// The hidden field in which an object keeps the order its methods were
/// replaced in (the runtime's `object::REPLACEMENT_ORDER`).
const REPLACEMENT_ORDER: &str = "\u{1}[[own-order]]";

pub(crate) fn own_method_field(name: &str) -> String {
    format!("{HIDDEN}[[own {name}]]")
}

/// Whether `field` is one of `own_method_field`'s.
pub(crate) fn is_own_method_field(field: &str) -> bool {
    field
        .strip_prefix(HIDDEN)
        .is_some_and(|rest| rest.starts_with("[[own ") && rest.ends_with("]]"))
}

/// The `return` statements of a function body (not of the functions and
/// classes inside it): the name each returns, or `None` for anything else.
/// And the names the body declares (which may shadow a class's).
#[derive(Default)]
struct ReturnedNames {
    names: Vec<Option<String>>,
    declared: Vec<String>,
}

impl swc_ecma_visit::Visit for ReturnedNames {
    fn visit_binding_ident(&mut self, binding: &ast::BindingIdent) {
        self.declared.push(binding.id.sym.to_string());
    }
    fn visit_fn_decl(&mut self, declaration: &ast::FnDecl) {
        self.declared.push(declaration.ident.sym.to_string());
    }
    fn visit_class_decl(&mut self, declaration: &ast::ClassDecl) {
        self.declared.push(declaration.ident.sym.to_string());
    }
    fn visit_return_stmt(&mut self, statement: &ast::ReturnStmt) {
        self.names.push(
            match statement.arg.as_deref().map(ast::Expr::unwrap_parens) {
                Some(ast::Expr::Ident(name)) => Some(name.sym.to_string()),
                _ => None,
            },
        );
    }
    fn visit_function(&mut self, _: &ast::Function) {}
    fn visit_arrow_expr(&mut self, _: &ast::ArrowExpr) {}
    fn visit_class(&mut self, _: &ast::Class) {}
}

/// The static fields (by name) a `static { ... }` block assigns with a
/// literal before anything could read them: between the field's
/// declaration and that block only members that run no code at class
/// evaluation (methods, instance fields, static fields without
/// initializers or with literal ones), and the block starts with such
/// assignments (`C.ready = true`, `this.ready = true`).
fn statics_set_before_read(members: &[ast::ClassMember], class_name: &str) -> Vec<String> {
    fn literal(expression: &ast::Expr) -> bool {
        match expression {
            ast::Expr::Lit(_) => true,
            ast::Expr::Unary(unary) => literal(&unary.arg),
            ast::Expr::Paren(inner) => literal(&inner.expr),
            _ => false,
        }
    }
    let assigned_name = |statement: &ast::Stmt| -> Option<String> {
        let ast::Stmt::Expr(statement) = statement else {
            return None;
        };
        let ast::Expr::Assign(assign) = &*statement.expr else {
            return None;
        };
        if assign.op != ast::AssignOp::Assign || !literal(&assign.right) {
            return None;
        }
        let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
        else {
            return None;
        };
        let receiver_is_class = match &*member.obj {
            ast::Expr::Ident(name) => name.sym == class_name,
            ast::Expr::This(_) => true,
            _ => false,
        };
        match &member.prop {
            ast::MemberProp::Ident(name) if receiver_is_class => Some(name.sym.to_string()),
            _ => None,
        }
    };
    let mut declared: Vec<String> = Vec::new();
    let mut set = Vec::new();
    for member in members {
        match member {
            ast::ClassMember::ClassProp(property) if property.is_static => {
                if property
                    .value
                    .as_deref()
                    .is_some_and(|value| !literal(value))
                {
                    // Code runs: whatever is still unset may be read.
                    declared.clear();
                }
                if property.value.is_none()
                    && let ast::PropName::Ident(name) = &property.key
                {
                    declared.push(name.sym.to_string());
                }
            }
            ast::ClassMember::StaticBlock(block) => {
                for statement in &block.body.stmts {
                    let Some(name) = assigned_name(statement) else {
                        break;
                    };
                    if declared.contains(&name) && !set.contains(&name) {
                        set.push(name);
                    }
                }
                declared.clear();
            }
            ast::ClassMember::PrivateProp(property)
                if property.is_static
                    && property
                        .value
                        .as_deref()
                        .is_some_and(|value| !literal(value)) =>
            {
                declared.clear();
            }
            _ => {}
        }
    }
    set
}
