//! Classes declared in functions that read the function's variables or
//! have static fields where the function runs more than once ("local
//! classes"; those that need nothing of the function are declared as the
//! module's, see `local_types.rs`).
//!
//! In JavaScript each evaluation of such a declaration makes a class of
//! its own. So does scriptc: the class is compiled once (its layout,
//! vtable and code), and evaluating the declaration makes a *class object*
//! (`ExpressionKind::NewClassObject`, the runtime's `class_value` layout
//! followed by captures) that holds what the class's code captures from
//! the function around it, as a closure object does, and a box per static
//! field. The class's name is bound to a local holding the class object
//! (`Binding::LocalClass`).
//!
//! - The class's members are checked where the declaration is, inside the
//!   declaring function, as closures are: a name they read from the
//!   function is captured. Their `ClosureInfo::class_access` says where
//!   their class object is: an instance method's in a hidden field of
//!   `this` (`#[[class C]]`), a constructor's and a static method's in a
//!   hidden parameter (the constructor stores it into the field first).
//! - Static fields are boxed locals of the declaring function, named
//!   `C.name` (not an identifier, so no program can name them): the class
//!   object holds their boxes, and members capture them as any variable.
//! - `new C(...)` passes the class object to the constructor; `C.m()`
//!   passes it to the static method; `C` as a value is the class object
//!   boxed (an `any`), which the runtime constructs, reads statics from
//!   and prints as it does a module class's class object.

use swc_ecma_ast as ast;

use super::Checker;
use super::classes::HIDDEN;
use super::scope::{Binding, FunctionState};
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{self, ClassAccess, ClassObjectSource, Expression, ExpressionKind, LocalId};
use crate::hir::{FuncId, Statement, Variable};
use crate::types::{ClassId, Type, TypeId};

/// What the checker knows of a local class while it checks the program.
pub(crate) struct LocalClassSlot {
    /// The name the class is bound to where it is declared.
    pub(crate) binding: String,
    /// How many functions enclose the declaring one (the length of
    /// `Checker::enclosing` while it is checked).
    pub(crate) depth: usize,
    /// The field of its instances that holds their class object.
    pub(crate) field: usize,
    /// Its static fields' names (locals named `{binding}.{name}`).
    pub(crate) statics: Vec<String>,
    /// The binding of its parent, when the parent is a local class too.
    pub(crate) parent: Option<String>,
}

/// The functions being checked above a local class's declaring function,
/// set aside while one of its members is checked (see
/// `surface_declaring_function`).
pub(crate) struct Surfaced {
    saved: Option<FunctionState>,
    states: Vec<FunctionState>,
    functions: Vec<FuncId>,
    spans: Vec<Span>,
}

/// The name of the local holding a local class's static field.
fn static_local_name(binding: &str, field: &str) -> String {
    format!("{binding}.{field}")
}

impl<'a> Checker<'a> {
    /// Makes the function declaring `class` the one being checked, setting
    /// aside those checked inside it (a member's body checked on demand
    /// from another member's).
    pub(crate) fn surface_declaring_function(&mut self, class: ClassId) -> Surfaced {
        let depth = self.local_classes[&class].depth;
        let mut states = self.enclosing.split_off(depth);
        let functions = self
            .closure_functions
            .split_off(depth.min(self.closure_functions.len()));
        let spans = self
            .closure_spans
            .split_off(depth.min(self.closure_spans.len()));
        let saved = if states.is_empty() {
            None
        } else {
            let declaring = states.remove(0);
            Some(std::mem::replace(&mut self.current, declaring))
        };
        Surfaced {
            saved,
            states,
            functions,
            spans,
        }
    }

    /// Undoes `surface_declaring_function`.
    pub(crate) fn submerge_declaring_function(&mut self, surfaced: Surfaced) {
        if let Some(saved) = surfaced.saved {
            let declaring = std::mem::replace(&mut self.current, saved);
            self.enclosing.push(declaring);
            self.enclosing.extend(surfaced.states);
        }
        self.closure_functions.extend(surfaced.functions);
        self.closure_spans.extend(surfaced.spans);
    }

    /// The local a member of `class` holds its class object in, bound to
    /// the class's name so the member's references to its own class use
    /// it (a capture would make the class object hold itself).
    pub(crate) fn declare_class_object_local(&mut self, class: ClassId, _span: Span) -> LocalId {
        let ty = self.types.intern(Type::ClassObject(class));
        let id = LocalId(self.current.locals.len() as u32);
        self.current.locals.push(hir::Local::new("#class", ty));
        let binding = self.local_classes[&class].binding.clone();
        self.current
            .captured_names
            .insert(binding, Binding::LocalClass { id, class });
        // A class expression's own name, seen only by its body.
        let own = self.classes[class.index()].name.clone();
        if !own.is_empty() {
            self.current
                .captured_names
                .entry(own)
                .or_insert(Binding::LocalClass { id, class });
        }
        id
    }

    /// How a member of `class` just checked (`state`) reaches what it
    /// captured. The declaring function is being checked again.
    pub(crate) fn local_member_closure(
        &mut self,
        class: ClassId,
        state: &FunctionState,
        class_object: LocalId,
        takes_class_object: bool,
    ) -> hir::ClosureInfo {
        // Assigning a captured variable assigns the function's.
        for &(outer, inner) in &state.captures {
            if state.locals[inner.index()].assigned {
                self.current.locals[outer.index()].assigned = true;
                self.current.locals[outer.index()].writes += 1;
            }
        }
        let is_constructor = state.parameter_locals.get(1) == Some(&class_object);
        let source = match (takes_class_object, is_constructor) {
            (true, true) => ClassObjectSource::Parameter(1),
            (true, false) => ClassObjectSource::Receiver(class),
            (false, _) => ClassObjectSource::Field(self.local_classes[&class].field),
        };
        hir::ClosureInfo {
            name: String::new(),
            creator: Some(self.current_function_id()),
            outer: state.captures.iter().map(|capture| capture.0).collect(),
            captures: state.captures.iter().map(|capture| capture.1).collect(),
            itself: None,
            class_access: Some(ClassAccess {
                slots: Vec::new(),
                source,
                itself: (!is_constructor).then_some(class_object),
            }),
        }
    }

    /// `this.#[[class C]] = classObject`: a local class's constructor's
    /// first statement.
    pub(crate) fn class_object_store(
        &mut self,
        class: ClassId,
        this: LocalId,
        class_object: LocalId,
        span: Span,
    ) -> Statement {
        let this_type = self.class_type(class);
        let ty = self.types.intern(Type::ClassObject(class));
        Statement::Expression(Expression {
            kind: ExpressionKind::FieldSet {
                object: Box::new(Expression {
                    kind: ExpressionKind::Variable(Variable::Local(this)),
                    ty: this_type,
                    span,
                }),
                field: self.local_classes[&class].field,
                change: hir::ArrayChange::Assign(Box::new(Expression {
                    kind: ExpressionKind::Variable(Variable::Local(class_object)),
                    ty,
                    span,
                })),
            },
            ty,
            span,
        })
    }

    /// What `name` refers to where the code being checked is, without
    /// capturing it.
    pub(crate) fn peek_binding(&self, name: &str) -> Option<Binding> {
        std::iter::once(&self.current)
            .chain(self.enclosing.iter().rev())
            .find_map(|state| {
                state
                    .lookup(name)
                    .or_else(|| state.captured_names.get(name).copied())
            })
            .or_else(|| self.top_level_binding(name))
    }

    /// The local class `name` refers to, if it does.
    pub(crate) fn peek_local_class(&self, name: &str) -> Option<ClassId> {
        match self.peek_binding(name) {
            Some(Binding::LocalClass { class, .. }) => Some(class),
            _ => None,
        }
    }

    /// The class object of the local class named `name`, captured where
    /// needed.
    pub(crate) fn local_class_object_named(
        &mut self,
        name: &str,
        span: Span,
    ) -> Option<(Expression, ClassId)> {
        self.peek_local_class(name)?;
        let Some(Binding::LocalClass { id, class }) = self.resolve_name(name) else {
            return None;
        };
        let ty = self.current.locals[id.index()].ty;
        Some((
            Expression {
                kind: ExpressionKind::Variable(Variable::Local(id)),
                ty,
                span,
            },
            class,
        ))
    }

    /// The class object of the local class `expression` names.
    pub(crate) fn local_class_object(
        &mut self,
        expression: &ast::Expr,
    ) -> Option<(Expression, ClassId)> {
        let ast::Expr::Ident(name) = expression else {
            return None;
        };
        let span = self.span(name.span);
        self.local_class_object_named(name.sym.as_str(), span)
    }

    /// The class object a static method `function` of a local class (or of
    /// its ancestor) is called with, through the class `object` names.
    pub(crate) fn static_method_class_object(
        &mut self,
        object: &ast::Expr,
        class: ClassId,
        function: FuncId,
        span: Span,
    ) -> Option<Expression> {
        self.local_members.get(&function)?;
        let found = self.local_class_object(object).map(|(value, _)| value);
        if found.is_none() {
            let name = self.classes[class.index()].name.clone();
            self.error(Diagnostic::unsupported(
                span,
                format!("a static method of '{name}' called this way"),
            ));
        }
        found
    }

    /// `C.name` for a static field of a local class (or of an ancestor
    /// that is one): the local holding it, captured where needed.
    pub(crate) fn local_static_field(
        &mut self,
        class: ClassId,
        property: &str,
    ) -> Option<(Variable, String)> {
        let mut current = Some(class);
        while let Some(level) = current {
            let slot = self.local_classes.get(&level)?;
            if slot.statics.iter().any(|name| name == property) {
                let name = static_local_name(&slot.binding, property);
                return match self.resolve_name(&name) {
                    Some(Binding::Local { id, .. }) => Some((Variable::Local(id), name)),
                    _ => None,
                };
            }
            let parent = self.classes[level.index()].parent;
            // A module class above: its statics are globals.
            if let Some(parent) = parent
                && !self.local_classes.contains_key(&parent)
            {
                let slot = &self.classes[parent.index()];
                return self.static_field_of(parent, property).map(|global| {
                    (
                        Variable::Global(global),
                        format!("{}.{property}", slot.name),
                    )
                });
            }
            current = parent;
        }
        None
    }

    /// The class object a local class's constructor passes its parent's
    /// constructor, when the parent is a local class too.
    pub(crate) fn parent_class_object(&mut self, class: ClassId, span: Span) -> Option<Expression> {
        // A module class extending what a call gave: the class object it
        // holds.
        if let Some((global, _)) = self.classes[class.index()].heritage
            && self.classes[class.index()]
                .parent
                .is_some_and(|parent| self.local_classes.contains_key(&parent))
        {
            let ty = self.globals[global.index()].ty.unwrap_or(TypeId::NEVER);
            return Some(Expression {
                kind: ExpressionKind::Variable(Variable::Global(global)),
                ty,
                span,
            });
        }
        let parent = self.local_classes.get(&class)?.parent.clone()?;
        self.local_class_object_named(&parent, span)
            .map(|(object, _)| object)
    }

    /// `new C(arguments)` for a local class: its constructor is given the
    /// class object first.
    pub(crate) fn check_new_local(
        &mut self,
        object: Expression,
        class: ClassId,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let Some(constructor) = self.classes[class.index()].constructor else {
            return Self::poison(span);
        };
        let Some(mut values) = self.check_call_arguments(constructor, arguments, span) else {
            return Self::poison(span);
        };
        values.insert(0, object);
        let ty = self.class_type(class);
        self.forget_shared_narrowings();
        Expression {
            kind: ExpressionKind::New {
                class,
                arguments: values,
            },
            ty,
            span,
        }
    }

    /// `const C = class Name { ... }` or `return class { ... }` in a
    /// function: a local class bound to `binding`, named by its own name
    /// if it has one (which its body may use), else by the binding.
    pub(crate) fn declare_class_expression(
        &mut self,
        binding: &str,
        class: &'a ast::ClassExpr,
        out: &mut Vec<Statement>,
    ) -> Option<LocalId> {
        let name = match &class.ident {
            Some(own) => own.sym.to_string(),
            None if binding.contains('@') => String::new(),
            None => binding.to_string(),
        };
        let span = class
            .ident
            .as_ref()
            .map_or(class.class.span, |own| own.span);
        let declaration: &'a ast::ClassDecl = Box::leak(Box::new(ast::ClassDecl {
            ident: ast::Ident::new_no_ctxt(name.into(), span),
            declare: false,
            class: class.class.clone(),
        }));
        self.declare_local_class(binding, declaration, out)
    }

    /// Checks the declaration of a class in a function (see the module
    /// comment), bound to `binding`, and emits its evaluation: the class
    /// object into the binding's local, then the static initializers.
    pub(crate) fn declare_local_class(
        &mut self,
        binding: &str,
        declaration: &'a ast::ClassDecl,
        out: &mut Vec<Statement>,
    ) -> Option<LocalId> {
        let span = self.span(declaration.ident.span);
        if declaration.class.type_params.is_some() {
            self.error(Diagnostic::unsupported(
                span,
                "a generic class declared in a function that reads its variables",
            ));
            self.refused_names.insert(binding.to_string());
            return None;
        }
        let name = declaration.ident.sym.to_string();
        let id = self.new_class_slot(name, None, span);
        let object_type = self.types.intern(Type::ClassObject(id));
        let local = LocalId(self.current.locals.len() as u32);
        self.current
            .locals
            .push(hir::Local::new(binding, object_type));
        if !self.current.bind(
            binding,
            Binding::LocalClass {
                id: local,
                class: id,
            },
        ) {
            self.error(Diagnostic::new(
                Code::DuplicateDeclaration,
                span,
                format!("Duplicate identifier '{binding}'."),
            ));
        }
        // Its names as types: the binding, and a class expression's own
        // name (which only its body uses).
        let class_type = self.class_type(id);
        if self.type_scope.is_empty() {
            self.type_scope.push(std::collections::HashMap::new());
        }
        let own = declaration.ident.sym.to_string();
        if let Some(scope) = self.type_scope.last_mut() {
            scope.insert(binding.to_string(), class_type);
            if !own.is_empty() {
                scope.entry(own).or_insert(class_type);
            }
        }
        let parent = match declaration.class.super_class.as_deref() {
            Some(ast::Expr::Ident(parent)) => self
                .peek_local_class(parent.sym.as_str())
                .map(|_| parent.sym.to_string()),
            _ => None,
        };
        self.local_classes.insert(
            id,
            LocalClassSlot {
                binding: binding.to_string(),
                depth: self.enclosing.len(),
                field: usize::MAX,
                statics: Vec::new(),
                parent: parent.clone(),
            },
        );
        self.declare_members_of(id, declaration);
        if self.refused_classes.contains(&id) {
            return None;
        }
        let field = self.push_hidden_field(id, format!("{HIDDEN}[[class {binding}]]"), object_type);
        if let Some(slot) = self.local_classes.get_mut(&id) {
            slot.field = field;
        }
        let mut members: Vec<FuncId> = self.classes[id.index()]
            .methods
            .iter()
            .map(|(_, function)| *function)
            .filter(|function| self.functions[function.index()].this_class == Some(id))
            .collect();
        members.extend(self.classes[id.index()].constructor);
        members.extend(
            self.classes[id.index()]
                .static_methods
                .iter()
                .map(|(_, function)| *function),
        );
        for &member in &members {
            self.local_members.insert(member, id);
        }
        // Static fields: boxed locals, initialized after the class object
        // is made, in order with the static blocks.
        let statics = self.static_declarations(id);
        let mut static_locals = Vec::new();
        for (field_name, global, _) in &statics {
            let ty = self.globals[global.index()].ty.unwrap_or(TypeId::NEVER);
            let static_local =
                self.declare_local(&static_local_name(binding, field_name), ty, true, span);
            let info = &mut self.current.locals[static_local.index()];
            info.captured = true;
            info.assigned = true;
            info.writes += 1;
            static_locals.push(static_local);
            if let Some(slot) = self.local_classes.get_mut(&id) {
                slot.statics.push(field_name.clone());
            }
        }
        let mut initializers = Vec::new();
        let blocks = self.static_blocks_of(id);
        for (index, ((_, _, value), &static_local)) in
            statics.iter().zip(&static_locals).enumerate()
        {
            for &(_, block) in blocks.iter().filter(|(position, _)| *position == index) {
                let block = self.check_block(&block.stmts);
                initializers.push(Statement::Block(block));
            }
            let Some(value) = value else {
                continue;
            };
            let declared = self.current.locals[static_local.index()].ty;
            let declared = (declared != TypeId::NEVER).then_some(declared);
            let value = self.check_expecting(value, declared);
            let value = match declared {
                Some(ty) => self.assign_to(value, ty),
                None => {
                    self.current.locals[static_local.index()].ty = value.ty;
                    value
                }
            };
            let ty = value.ty;
            initializers.push(Statement::Expression(Expression {
                kind: ExpressionKind::Assign {
                    target: Variable::Local(static_local),
                    value: Box::new(value),
                },
                ty,
                span,
            }));
        }
        for &(_, block) in blocks
            .iter()
            .filter(|(position, _)| *position >= statics.len())
        {
            let block = self.check_block(&block.stmts);
            initializers.push(Statement::Block(block));
        }
        for &member in &members {
            if matches!(
                self.functions[member.index()].state,
                super::BodyState::NotChecked
            ) {
                self.check_function_body(member);
            }
        }
        // The class object's captures: the statics' boxes, the parent's
        // class object, then what the members read.
        let mut captures = static_locals.clone();
        let mut parent_slot = None;
        if let Some(parent) = &parent
            && let Some((
                Expression {
                    kind: ExpressionKind::Variable(Variable::Local(parent_local)),
                    ..
                },
                _,
            )) = self.local_class_object_named(parent, span)
        {
            parent_slot = Some(captures.len() as u32);
            captures.push(parent_local);
        }
        for &member in &members {
            let outer = self.functions[member.index()]
                .body
                .as_ref()
                .and_then(|body| body.closure.as_ref())
                .map(|closure| closure.outer.clone())
                .unwrap_or_default();
            for local in outer {
                if !captures.contains(&local) {
                    captures.push(local);
                }
            }
        }
        for &member in &members {
            let Some(closure) = self.functions[member.index()]
                .body
                .as_mut()
                .and_then(|body| body.closure.as_mut())
            else {
                continue;
            };
            let slots: Vec<u32> = closure
                .outer
                .iter()
                .map(|outer| captures.iter().position(|c| c == outer).unwrap_or(0) as u32)
                .collect();
            if let Some(access) = &mut closure.class_access {
                access.slots = slots;
            }
        }
        for &captured in &captures {
            self.current.locals[captured.index()].captured = true;
        }
        self.classes[id.index()].local = Some(hir::LocalClass {
            field,
            statics: statics
                .iter()
                .zip(&static_locals)
                .map(|((name, _, _), local)| {
                    let slot = captures.iter().position(|c| c == local).unwrap_or(0);
                    let ty = self.current.locals[local.index()].ty;
                    (name.clone(), slot as u32, ty)
                })
                .collect(),
        });
        out.push(Statement::Let {
            local,
            value: Some(Expression {
                kind: ExpressionKind::NewClassObject {
                    class: id,
                    captures,
                    parent: parent_slot,
                },
                ty: object_type,
                span,
            }),
        });
        out.extend(initializers);
        Some(local)
    }
}
