//! Closures: arrow functions, function expressions and nested function
//! declarations; the variables they capture; function values and calls of
//! them.
//!
//! A closure is checked where it appears, with the functions around it on
//! `Checker::enclosing`. A name that resolves to a local of an enclosing
//! function is captured: every function between that one and the closure
//! gets a local standing for it, loaded from its closure object on entry.
//! Whether a captured variable lives in a shared box is decided once the
//! whole program is checked (`finish_captures`): when anyone assigns it, or
//! a closure captures it before its declaration runs.

use std::collections::{HashMap, HashSet};

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::scope::{Binding, FunctionState};
use super::{BodyState, Checker, FunctionSlot};
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{self, Expression, ExpressionKind, FuncId, LocalId, Statement};
use crate::types::{FunctionType, Type, TypeId};

/// The function declarations of the block being checked.
pub(crate) struct HoistFrame {
    /// Where the block's statements start in its output: the closures are
    /// made there, in order.
    start: usize,
    inserted: usize,
    /// The first local declared in the block.
    early_from: usize,
    /// Each function's local, and whether its type is known yet.
    locals: HashMap<String, (LocalId, bool)>,
    /// Each constant initialized with a function whose type its syntax
    /// gives (`const term = (s: string): number => ...`): declared before
    /// the block's statements, so a closure above its declaration can name
    /// it (mutually recursive helpers).
    constants: HashMap<String, LocalId>,
    /// The functions checked before their declaration's statement, for a
    /// closure above it naming them (`check_functions_named_early`).
    checked_early: HashSet<String>,
    active: bool,
}

/// What a closure's body is.
#[derive(Clone, Copy)]
pub(crate) enum ClosureBody<'a> {
    Block(&'a [ast::Stmt]),
    Expression(&'a ast::Expr),
}

/// The parts of an arrow function, function expression or nested function
/// declaration that checking needs.
pub(crate) struct ClosureSyntax<'a> {
    pub(crate) parameters: Vec<(&'a ast::Pat, swc_common::Span)>,
    body: Option<ClosureBody<'a>>,
    result: Option<&'a ast::TsTypeAnn>,
    unsupported: Option<&'static str>,
    is_async: bool,
    is_generator: bool,
    /// A function expression's own name.
    own_name: Option<String>,
    /// The name the function value shows (`name`, printing) when it is
    /// neither its own nor its binding's: a library function used as a
    /// value (`parseInt`), whose body calls the library's.
    pub(crate) shown_name: Option<String>,
    /// An arrow function (`arguments` is its surroundings').
    is_arrow: bool,
    /// A function expression's `this: T` parameter (its annotation).
    this_parameter: Option<Option<&'a ast::TsTypeAnn>>,
    /// Type parameters (`<T extends string>(s: T): string => ...`).
    type_params: Option<&'a ast::TsTypeParamDecl>,
    span: swc_common::Span,
}

/// The function type a closure is checked against: its parameter types, and
/// its result type when the context fixes it.
pub(crate) struct ClosureExpectation {
    pub parameters: Vec<TypeId>,
    pub result: Option<TypeId>,
    /// Whether the last parameter is a rest parameter (an array type).
    pub rest: bool,
}

impl<'a> ClosureSyntax<'a> {
    /// The type written on the first parameter, or else on the result:
    /// what tsc infers a `reduce` accumulator from before the initial value.
    pub(crate) fn accumulator_annotation(&self) -> Option<&'a ast::TsType> {
        let written = self
            .parameters
            .first()
            .and_then(|(pattern, _)| match pattern {
                ast::Pat::Ident(binding) => binding.type_ann.as_deref(),
                ast::Pat::Array(array) => array.type_ann.as_deref(),
                ast::Pat::Object(object) => object.type_ann.as_deref(),
                _ => None,
            })
            .or(self.result);
        written.map(|annotation| &*annotation.type_ann)
    }

    pub(crate) fn of_expression(expression: &'a ast::Expr) -> Option<ClosureSyntax<'a>> {
        match expression {
            ast::Expr::Paren(inner) => Self::of_expression(&inner.expr),
            ast::Expr::Arrow(arrow) => Some(ClosureSyntax {
                parameters: arrow.params.iter().map(|p| (p, p.span())).collect(),
                body: Some(match &*arrow.body {
                    ast::ArrowFunctionBody::FunctionBody(block) => ClosureBody::Block(&block.stmts),
                    ast::ArrowFunctionBody::Expr(expression) => ClosureBody::Expression(expression),
                }),
                result: arrow.return_type.as_deref(),
                is_async: arrow.is_async,
                is_generator: false,
                unsupported: if arrow.is_generator {
                    Some("a generator")
                } else {
                    None
                },
                own_name: None,
                shown_name: None,
                is_arrow: true,
                this_parameter: None,
                type_params: arrow.type_params.as_deref(),
                span: arrow.span,
            }),
            ast::Expr::Fn(function) => Some(Self::of_function(
                &function.function,
                function.ident.as_ref().map(|ident| ident.sym.to_string()),
            )),
            _ => None,
        }
    }

    pub(crate) fn of_function(
        function: &'a ast::Function,
        own_name: Option<String>,
    ) -> ClosureSyntax<'a> {
        // TypeScript's `this: T` parameter is no parameter (the parser
        // keeps it apart).
        ClosureSyntax {
            parameters: function.params.iter().map(|p| (&p.pat, p.span)).collect(),
            this_parameter: function
                .this_param
                .as_ref()
                .map(|this| this.type_ann.as_deref()),
            body: function
                .body
                .as_ref()
                .map(|body| ClosureBody::Block(&body.stmts)),
            result: function.return_type.as_deref(),
            is_async: function.is_async,
            is_generator: function.is_generator,
            unsupported: if function.body.is_none() {
                Some("a function without a body")
            } else {
                None
            },
            own_name,
            shown_name: None,
            is_arrow: false,
            type_params: function.type_params.as_deref(),
            span: function.span,
        }
    }
}

impl<'a> Checker<'a> {
    /// Resolves a name that is read or assigned, capturing it when it is a
    /// local of an enclosing function.
    pub(crate) fn resolve_name(&mut self, name: &str) -> Option<Binding> {
        let depth = self.enclosing.len();
        self.resolve_at(depth, name)
            .or_else(|| self.top_level_binding(name))
            .or_else(|| {
                (name == "arguments" && self.declare_arguments())
                    .then(|| self.resolve_at(depth, name))?
            })
    }

    /// Declares `arguments` in the innermost function around the code being
    /// checked that is not an arrow: an `any[]` of the arguments of the
    /// call (see `ExpressionKind::TakeArguments`). False (with a
    /// diagnostic) where there is none or it cannot be given.
    fn declare_arguments(&mut self) -> bool {
        let depth = self.enclosing.len();
        let Some(level) = (0..=depth).rev().find(|&level| {
            let state = if level == depth {
                &self.current
            } else {
                &self.enclosing[level]
            };
            !state.is_arrow
        }) else {
            return false;
        };
        let span = self.current_span();
        let state = self.state_at(level);
        if state.is_entry {
            return false;
        }
        if state.arguments_parameters.is_none() {
            self.error(Diagnostic::unsupported(
                span,
                "'arguments' in a function with a rest parameter, in a function expression with \
                 optional or default parameters, or in an async function or generator",
            ));
            return false;
        }
        let any_array = self.array_of(TypeId::ANY);
        let state = self.state_at(level);
        let local = LocalId(state.locals.len() as u32);
        state.locals.push(hir::Local::new("arguments", any_array));
        state.arguments_local = Some(local);
        state.bind_outermost(
            "arguments",
            Binding::Local {
                id: local,
                mutable: true,
            },
        );
        self.uses_arguments = true;
        true
    }

    /// Whether the `arguments` at `at` is used as an array serves for
    /// Node's arguments object (which prints, converts and answers
    /// `Array.isArray` otherwise): `arguments.length`, `arguments[i]`,
    /// `...arguments`, `Array.from(arguments)`.
    pub(crate) fn is_plain_arguments_use(&mut self, at: swc_common::BytePos) -> bool {
        let module = self.module;
        if !self.plain_arguments.contains_key(&module) {
            let mut uses = PlainArguments::default();
            for statement in self.scope().statements {
                swc_ecma_visit::VisitWith::visit_with(statement, &mut uses);
            }
            self.plain_arguments.insert(module, uses.0);
        }
        self.plain_arguments[&module].contains(&at)
    }

    /// The statement that starts a function reading `arguments`: the
    /// arguments a call through `any` handed over, else its parameters
    /// boxed, as many as the caller passed when the function has a hidden
    /// argument count (optional or default parameters).
    pub(crate) fn arguments_prologue(
        &mut self,
        state: &FunctionState,
        span: Span,
    ) -> Option<Statement> {
        let local = state.arguments_local?;
        let parameters = state.arguments_parameters.clone().unwrap_or_default();
        let any_array = self.array_of(TypeId::ANY);
        let mut elements = Vec::new();
        let mut count = None;
        for parameter in parameters {
            let slot = &state.locals[parameter.index()];
            let read = Expression {
                kind: ExpressionKind::Variable(hir::Variable::Local(parameter)),
                ty: slot.ty,
                span,
            };
            if slot.name == super::ARGUMENT_COUNT {
                count = Some(read);
            } else if !slot.name.starts_with("[ignored") && !slot.name.starts_with("[unused") {
                elements.push(self.represent_as(read, TypeId::ANY));
            }
        }
        let own = Expression {
            kind: ExpressionKind::ArrayLiteral(elements),
            ty: any_array,
            span,
        };
        // Cut to the count passed.
        let own = match count {
            None => own,
            Some(count) => {
                let zero = Expression {
                    kind: ExpressionKind::Number(0.0),
                    ty: TypeId::NUMBER,
                    span,
                };
                Expression {
                    kind: ExpressionKind::Builtin {
                        builtin: hir::Builtin::Array(hir::ArrayMethod::Slice),
                        arguments: vec![own, zero, count],
                    },
                    ty: any_array,
                    span,
                }
            }
        };
        let passed = Expression {
            kind: ExpressionKind::ArgumentsPassed,
            ty: TypeId::BOOLEAN,
            span,
        };
        let taken = Expression {
            kind: ExpressionKind::TakeArguments,
            ty: any_array,
            span,
        };
        Some(Statement::Let {
            local,
            value: Some(Expression {
                kind: ExpressionKind::Conditional {
                    condition: Box::new(passed),
                    then: Box::new(taken),
                    otherwise: Box::new(own),
                },
                ty: any_array,
                span,
            }),
        })
    }

    fn state_at(&mut self, level: usize) -> &mut FunctionState {
        if level == self.enclosing.len() {
            &mut self.current
        } else {
            &mut self.enclosing[level]
        }
    }

    fn resolve_at(&mut self, level: usize, name: &str) -> Option<Binding> {
        let state = self.state_at(level);
        if let Some(binding) = state.lookup(name) {
            return Some(binding);
        }
        if let Some(&binding) = state.captured_names.get(name) {
            return Some(binding);
        }
        if let Some((own, ty)) = &state.itself
            && own == name
        {
            if let Some(id) = state.itself_local {
                return Some(Binding::Local { id, mutable: false });
            }
            let ty = *ty;
            let ty = match ty {
                Some(ty) => ty,
                None => {
                    self.error(Diagnostic::new(
                        Code::AnnotationNeeded,
                        self.current_span(),
                        format!(
                            "'{name}' implicitly has return type 'any' because it does not have a \
                             return type annotation and is referenced directly or indirectly in \
                             one of its return expressions."
                        ),
                    ));
                    TypeId::NEVER
                }
            };
            let state = self.state_at(level);
            let id = LocalId(state.locals.len() as u32);
            state.locals.push(hir::Local::new(name, ty));
            state.itself_local = Some(id);
            return Some(Binding::Local { id, mutable: false });
        }
        if level == 0 {
            return None;
        }
        match self.resolve_at(level - 1, name)? {
            Binding::Local { id, mutable } => {
                let unresolved = self.state_at(level - 1).hoisting.iter().any(|frame| {
                    frame
                        .locals
                        .values()
                        .any(|&(local, known)| local == id && !known)
                });
                if unresolved {
                    self.error(used_before_declaration(self.current_span(), name));
                }
                let outer = self.state_at(level - 1);
                let early = outer.early_from.is_some_and(|from| id.index() >= from);
                let local = &mut outer.locals[id.index()];
                local.captured = true;
                local.captured_early |= early;
                let ty = local.ty;
                let key = outer.key_constants.get(&id).cloned();
                let state = self.state_at(level);
                let inner = LocalId(state.locals.len() as u32);
                state.locals.push(hir::Local::new(name, ty));
                if let Some(key) = key {
                    state.key_constants.insert(inner, key);
                }
                state.captures.push((id, inner));
                let binding = Binding::Local { id: inner, mutable };
                state.captured_names.insert(name.to_string(), binding);
                Some(binding)
            }
            // A local class's class object, captured as a constant.
            Binding::LocalClass { id, class } => {
                let outer = self.state_at(level - 1);
                let early = outer.early_from.is_some_and(|from| id.index() >= from);
                let local = &mut outer.locals[id.index()];
                local.captured = true;
                local.captured_early |= early;
                let ty = local.ty;
                let state = self.state_at(level);
                let inner = LocalId(state.locals.len() as u32);
                state.locals.push(hir::Local::new(name, ty));
                state.captures.push((id, inner));
                let binding = Binding::LocalClass { id: inner, class };
                state.captured_names.insert(name.to_string(), binding);
                Some(binding)
            }
            other => Some(other),
        }
    }

    /// Where the closure being checked is, for messages without a better
    /// place.
    fn current_span(&self) -> Span {
        self.closure_spans
            .last()
            .copied()
            .unwrap_or(self.functions[self.checking_function.index()].span)
    }

    /// The parameter and result types of a function type.
    pub(crate) fn function_signature(&self, ty: TypeId) -> Option<FunctionType> {
        match self.types.get(ty) {
            Type::Function(function) => Some(function.clone()),
            // `F | null`: the same pointer, null when `null`.
            Type::Nullable(inner) => match self.types.get(*inner) {
                Type::Function(function) => Some(function.clone()),
                _ => None,
            },
            _ => None,
        }
    }

    pub(crate) fn function_type(&mut self, parameters: Vec<TypeId>, result: TypeId) -> TypeId {
        self.function_type_with_optional(parameters, result, 0)
    }

    /// A function type whose last `optional` parameters may be left out.
    pub(crate) fn function_type_with_optional(
        &mut self,
        parameters: Vec<TypeId>,
        result: TypeId,
        optional: usize,
    ) -> TypeId {
        self.types.intern(Type::Function(FunctionType {
            parameters,
            result,
            optional,
            rest: false,
        }))
    }

    /// A function type whose last parameter (an array type) gathers the
    /// arguments from its position on (`(a: A, ...xs: T[]) => R`).
    pub(crate) fn variadic_function_type(
        &mut self,
        parameters: Vec<TypeId>,
        result: TypeId,
        optional: usize,
    ) -> TypeId {
        self.types.intern(Type::Function(FunctionType {
            parameters,
            result,
            optional,
            rest: true,
        }))
    }

    /// `(a: A, b: B) => R` in an annotation.
    pub(crate) fn resolve_function_type(&mut self, function: &ast::TsFnType) -> TypeId {
        let mut parameters = Vec::new();
        let mut optional = 0;
        let mut variadic = false;
        for (index, parameter) in function.params.iter().enumerate() {
            let span = self.span(parameter.span());
            match parameter {
                // `(x?: T) => R`: a `T | undefined` that callers may leave
                // out (the optional ones come last).
                ast::TsFnParam::Ident(binding) if binding.id.optional => {
                    let ty = match &binding.type_ann {
                        Some(annotation) => self.resolve_type(&annotation.type_ann),
                        None => TypeId::ANY,
                    };
                    parameters.push(self.optional_parameter_type(ty, span));
                    optional += 1;
                }
                ast::TsFnParam::Ident(binding) => {
                    let ty = match &binding.type_ann {
                        Some(annotation) => self.resolve_type(&annotation.type_ann),
                        None => self.implicit_any(&binding.id.sym, span),
                    };
                    parameters.push(ty);
                }
                // `...args: [A, B]` (or a type parameter bound to a tuple):
                // the tuple's elements are the parameters.
                ast::TsFnParam::Rest(rest) if rest.type_ann.is_some() => {
                    let annotation = rest.type_ann.as_ref().expect("an annotation");
                    match self.rest_tuple_elements(&annotation.type_ann) {
                        Some(elements) => parameters.extend(elements),
                        // `...xs: T[]`: the last parameter gathers the rest.
                        None if index + 1 == function.params.len()
                            && optional == 0
                            && let Some(array) = self.rest_array_type(&annotation.type_ann) =>
                        {
                            parameters.push(array);
                            variadic = true;
                        }
                        None => {
                            self.error(Diagnostic::unsupported(
                                span,
                                "a rest parameter in a function type other than a tuple",
                            ));
                            parameters.push(TypeId::NEVER);
                        }
                    }
                }
                _ => {
                    self.error(Diagnostic::unsupported(
                        span,
                        "a rest or destructuring parameter in a function type",
                    ));
                    parameters.push(TypeId::NEVER);
                }
            }
        }
        let result = self.resolve_type(&function.type_ann.type_ann);
        if variadic {
            return self.variadic_function_type(parameters, result, 0);
        }
        self.function_type_with_optional(parameters, result, optional)
    }

    /// The array type of a rest parameter's annotation (`T[]`,
    /// `Array<T>`, `readonly T[]`), resolved; `None` for anything else.
    pub(crate) fn rest_array_type(&mut self, annotation: &ast::TsType) -> Option<TypeId> {
        let ty = self.resolve_type(annotation);
        (ty != TypeId::NEVER && self.types.tuple(ty).is_none() && self.types.element(ty).is_some())
            .then_some(ty)
    }

    /// The element types of a rest parameter's tuple annotation (`[A, B]`
    /// written, kept a tuple even when the elements agree, or a type
    /// parameter bound to a tuple); `None` for anything else.
    pub(crate) fn rest_tuple_elements(&mut self, annotation: &ast::TsType) -> Option<Vec<TypeId>> {
        if let ast::TsType::TsTupleType(tuple) = annotation {
            let mut elements = Vec::new();
            for element in &tuple.elem_types {
                if element
                    .label
                    .as_ref()
                    .is_some_and(|label| !matches!(label, ast::Pat::Ident(_)))
                {
                    return None;
                }
                if super::annotations::tuple_element_kind(element)
                    != super::annotations::TupleElement::Required
                {
                    return None;
                }
                elements.push(self.resolve_type(&element.ty));
            }
            return Some(elements);
        }
        let ty = self.resolve_type(annotation);
        self.types.tuple(ty).map(<[TypeId]>::to_vec)
    }

    /// Whether a function of type `from` may stand where `to` is wanted
    /// after adapting: `to` passes the parameters `from` takes (but
    /// optional ones), of the same types, and wants the same result or
    /// none.
    fn adaptable(&self, from: &FunctionType, to: &FunctionType) -> bool {
        // Parameters `to` does not pass get `undefined`: they must take it
        // (optional ones).
        // Class instances are one pointer whatever the class: a function
        // taking an `Animal` serves where one taking a `Dog` is wanted,
        // one returning a `Dog` where one returning an `Animal` is.
        let instance_of = |narrower: TypeId, wider: TypeId| {
            self.types.class(narrower).is_some()
                && self.types.class(wider).is_some()
                && self.is_assignable_type(narrower, wider)
        };
        from.parameters.len() <= to.parameters.len() + from.optional
            && from.parameters.iter().zip(&to.parameters).all(|(a, b)| {
                a == b || *a == TypeId::NEVER || *b == TypeId::NEVER || instance_of(*b, *a)
            })
            && (from.result == to.result
                || to.result == TypeId::VOID
                || instance_of(from.result, to.result))
    }

    /// Whether a function of type `from` may stand where `to` is wanted,
    /// one of them variadic, by calling it through `any`: each argument
    /// `to` passes goes to a parameter of `from` of its type (or a rest
    /// parameter's element of its type), or becomes a box for a dynamic
    /// one, or is unboxed (checked) from a dynamic one.
    fn through_any_adaptable(&self, from: &FunctionType, to: &FunctionType) -> bool {
        let slot = |function: &FunctionType, index: usize| -> Option<TypeId> {
            let count = function.parameters.len();
            if function.rest && index + 1 >= count {
                return self.types.element(function.parameters[count - 1]);
            }
            function.parameters.get(index).copied()
        };
        let compatible = |a: TypeId, b: TypeId| {
            a == b
                || a == TypeId::NEVER
                || b == TypeId::NEVER
                || self.types.is_dynamic(a)
                || self.types.is_dynamic(b)
        };
        // The positions either side names: past them, only rest elements.
        let count = from.parameters.len().max(to.parameters.len()) + 1;
        let parameters_fit = (0..count).all(|index| match (slot(from, index), slot(to, index)) {
            (Some(a), Some(b)) => compatible(a, b),
            _ => true,
        });
        parameters_fit
            && (from.result == to.result
                || to.result == TypeId::VOID
                || self.types.is_dynamic(to.result)
                || self.types.is_dynamic(from.result))
    }

    /// Converts a value for a place of type `expected` where the
    /// representation differs: today, function values of a compatible
    /// function type. Anything else is returned as it is (and checked for
    /// assignability by the caller).
    pub(crate) fn coerce(&mut self, value: Expression, expected: TypeId) -> Expression {
        if value.ty == expected || value.ty == TypeId::NEVER {
            return value;
        }
        let (Some(from), Some(to)) = (
            self.function_signature(value.ty),
            self.function_signature(expected),
        ) else {
            return value;
        };
        // Between a variadic function type and another: through `any`,
        // whose calls take any number of arguments (the closure boxed, and
        // a wrapper of the wanted type calling it with its arguments).
        if from.rest || to.rest {
            if !self.through_any_adaptable(&from, &to) {
                return value;
            }
            self.dynamic_calls.set(true);
            let boxed = self.represent_as(value, TypeId::ANY);
            return self.represent_as(boxed, expected);
        }
        if !self.adaptable(&from, &to) {
            // `(x: unknown) => string` where `(x: number) => string` is
            // wanted (tsc's parameter bivariance): the same wrapper
            // through `any`, which boxes and unboxes what differs.
            if self.through_any_adaptable(&from, &to) {
                self.dynamic_calls.set(true);
                let boxed = self.represent_as(value, TypeId::ANY);
                return self.represent_as(boxed, expected);
            }
            return value;
        }
        let span = value.span;
        match value.kind {
            // A function's constant closure is made for the wanted type.
            ExpressionKind::FunctionReference(function) => Expression {
                kind: ExpressionKind::FunctionReference(function),
                ty: expected,
                span,
            },
            _ => Expression {
                kind: ExpressionKind::AdaptFunction(Box::new(value)),
                ty: expected,
                span,
            },
        }
    }

    /// The type a closure takes for an optional parameter of type `ty`:
    /// `ty | undefined`.
    fn optional_parameter_type(&mut self, ty: TypeId, span: Span) -> TypeId {
        if ty == TypeId::NEVER {
            return ty;
        }
        self.union_of(&[ty, TypeId::UNDEFINED]).unwrap_or_else(|| {
            let shown = self.types.display(ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("an optional parameter of type '{shown}' in a function expression"),
            ));
            TypeId::NEVER
        })
    }

    /// The type of a default value written without an annotation or a
    /// contextual type: its own (checked on its own, then discarded).
    pub(crate) fn default_type(&mut self, default: &'a ast::Expr) -> Option<TypeId> {
        let functions = self.functions.len();
        let errors = self.diagnostics.len();
        let ty = self.check_expression(default).ty;
        self.discard_functions_from(functions);
        let failed = self.diagnostics.len() > errors;
        self.diagnostics.truncate(errors);
        (!failed && ty != TypeId::NEVER && ty != TypeId::UNDEFINED).then_some(ty)
    }

    /// A defaulted parameter's value on entry: the default when the
    /// parameter (`local`, a `T | undefined`) is `undefined`, else the
    /// argument as a `ty`.
    fn defaulted_parameter(
        &mut self,
        local: hir::LocalId,
        ty: TypeId,
        default: &'a ast::Expr,
    ) -> Expression {
        let passed = self.current.locals[local.index()].ty;
        let span = self.span(default.span());
        let read = || Expression {
            kind: ExpressionKind::Variable(hir::Variable::Local(local)),
            ty: passed,
            span,
        };
        let value = self.check_expecting(default, Some(ty));
        let value = self.assign_to(value, ty);
        if passed == TypeId::NEVER || ty == TypeId::NEVER {
            return value;
        }
        let Some(condition) = self.undefined_test(read()) else {
            return Self::poison(span);
        };
        let otherwise = if passed == ty {
            read()
        } else if self.types.is_dynamic(ty) {
            Expression { ty, ..read() }
        } else {
            self.unboxed(read(), ty)
        };
        Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(condition),
                then: Box::new(value),
                otherwise: Box::new(otherwise),
            },
            ty,
            span,
        }
    }

    /// A top-level function used as a value.
    pub(crate) fn function_reference(&mut self, function: FuncId, span: Span) -> Expression {
        let slot = &self.functions[function.index()];
        if slot.rest && !slot.defaults.is_empty() {
            self.error(Diagnostic::unsupported(
                span,
                "a function with a rest parameter and defaults used as a value",
            ));
            return Self::poison(span);
        }
        let ty = self.function_value_type(function, span);
        Expression {
            kind: ExpressionKind::FunctionReference(function),
            ty,
            span,
        }
    }

    /// The type of `function` (a top-level function or a method) used as
    /// a value: its parameters, of which the trailing ones with defaults
    /// (or optional) may be left out by callers, and its result.
    pub(crate) fn function_value_type(&mut self, function: FuncId, span: Span) -> TypeId {
        let parameters = self.visible_parameters(function);
        let result = self.function_result(function, span);
        let defaults: Vec<usize> = self.functions[function.index()]
            .defaults
            .iter()
            .map(|(index, _)| *index)
            .collect();
        if self.functions[function.index()].rest {
            return self.variadic_function_type(parameters, result, 0);
        }
        let optional = (0..parameters.len())
            .rev()
            .take_while(|index| defaults.contains(index))
            .count();
        self.function_type_with_optional(parameters, result, optional)
    }

    /// `callee(arguments)` where the callee is a function value.
    pub(crate) fn check_value_call(
        &mut self,
        callee: Expression,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        if callee.ty == TypeId::NEVER {
            for argument in arguments {
                self.check_expression(&argument.expr);
            }
            return Self::poison(span);
        }
        if callee.ty == TypeId::ANY {
            return self.any_value_call(callee, arguments, span);
        }
        let Some(signature) = self.function_signature(callee.ty) else {
            let shown = self.types.display(callee.ty).to_string();
            self.error(Diagnostic::new(
                Code::NotCallable,
                callee.span,
                format!("This expression is not callable. Type '{shown}' has no call signatures."),
            ));
            return Self::poison(span);
        };
        let Some(values) = self.signature_arguments(&signature, arguments, span) else {
            return Self::poison(span);
        };
        Expression {
            kind: ExpressionKind::CallValue {
                callee: Box::new(callee),
                arguments: values,
            },
            ty: signature.result,
            span,
        }
    }

    /// A call's arguments checked against a function type's parameters:
    /// spread ones spread, trailing optional ones (and ones taking
    /// `undefined`) left out as `undefined`, a rest parameter's gathered.
    /// `None` after an error.
    pub(crate) fn signature_arguments(
        &mut self,
        signature: &FunctionType,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Vec<Expression>> {
        if signature.rest {
            return self.variadic_arguments(signature, arguments, span);
        }
        let mut values = Vec::with_capacity(arguments.len());
        for argument in arguments {
            if let Some(spread) = argument.spread {
                let spread_span = self.span(spread);
                let is_last = std::ptr::eq(argument, arguments.last().expect("an argument"));
                if !self.spread_arguments(
                    &argument.expr,
                    spread_span,
                    is_last,
                    &signature.parameters,
                    &mut values,
                ) {
                    return None;
                }
                continue;
            }
            let expected = signature.parameters.get(values.len()).copied();
            let mut value = self.check_expecting(&argument.expr, expected);
            if let Some(ty) = expected {
                value = self.refuse_typed_as_any_array(value, ty);
                value = self.assign_to(value, ty);
            }
            values.push(value);
        }
        // A trailing parameter that takes `undefined` as a value (`void`,
        // `unknown`: `resolve()` of a `Promise<void>`) may be left out.
        while values.len() < signature.parameters.len() {
            let ty = signature.parameters[values.len()];
            let optional = values.len() + signature.optional >= signature.parameters.len();
            if !(optional
                || ty == TypeId::VOID
                || ty == TypeId::UNDEFINED
                || self.types.is_dynamic(ty))
            {
                break;
            }
            let missing = Expression {
                kind: ExpressionKind::Undefined,
                ty: TypeId::UNDEFINED,
                span,
            };
            let missing = self.represent_as(missing, ty);
            values.push(missing);
        }
        if values.len() != signature.parameters.len() {
            self.argument_count_error(span, signature.parameters.len(), values.len());
            return None;
        }
        Some(values)
    }

    /// An array of typed elements passed where a function value wants an
    /// `any[]` (an array of boxes): the function may change or keep it,
    /// which a converted copy would not show, so it is refused.
    fn refuse_typed_as_any_array(&mut self, value: Expression, wanted: TypeId) -> Expression {
        match (self.types.element(wanted), self.types.element(value.ty)) {
            (Some(TypeId::ANY), Some(element))
                if element != TypeId::ANY && element != TypeId::NEVER =>
            {
                let shown = self.types.display(value.ty).to_string();
                self.error(Diagnostic::unsupported(
                    value.span,
                    format!("passing a '{shown}' as an 'any[]' to a function value"),
                ));
                Self::poison(value.span)
            }
            _ => value,
        }
    }

    /// What a variadic context (`(a: A, ...xs: T[]) => R`) expects of a
    /// closure with `syntax`'s parameters: each parameter past `a` an
    /// element, and a rest parameter the array. The closure is variadic
    /// only when it has a rest parameter too.
    fn expectation_for(
        &self,
        expected: ClosureExpectation,
        syntax: &ClosureSyntax<'a>,
    ) -> ClosureExpectation {
        if !expected.rest {
            return expected;
        }
        let Some((&array, fixed)) = expected.parameters.split_last() else {
            return expected;
        };
        let element = self.types.element(array).unwrap_or(TypeId::NEVER);
        let count = syntax.parameters.len();
        let has_rest = matches!(syntax.parameters.last(), Some((ast::Pat::Rest(_), _)));
        let mut parameters = Vec::with_capacity(count);
        for index in 0..count {
            let is_rest = has_rest && index + 1 == count;
            parameters.push(match fixed.get(index) {
                Some(&ty) if !is_rest => ty,
                Some(_) => TypeId::NEVER,
                None if is_rest => array,
                None => element,
            });
        }
        ClosureExpectation {
            parameters,
            result: expected.result,
            rest: has_rest && count > fixed.len(),
        }
    }

    /// Whether a rest parameter at `index` makes the closure variadic: the
    /// context's last parameter is a rest parameter there, or there is no
    /// context and the parameter's annotation is an array type.
    fn variadic_position(
        &mut self,
        expected: Option<&ClosureExpectation>,
        index: usize,
        rest: &'a ast::RestPat,
    ) -> bool {
        match expected {
            Some(expected) => expected.rest && index + 1 == expected.parameters.len(),
            None => rest
                .type_ann
                .as_ref()
                .is_some_and(|annotation| self.rest_array_type(&annotation.type_ann).is_some()),
        }
    }

    /// A call's arguments for a variadic function type: one per parameter
    /// before the rest, then an array of the others (spread ones spread
    /// into it). `None` after an error.
    pub(crate) fn variadic_arguments(
        &mut self,
        signature: &FunctionType,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Vec<Expression>> {
        let (&rest_type, fixed) = signature.parameters.split_last()?;
        let element = self.types.element(rest_type).unwrap_or(TypeId::NEVER);
        let mut values = Vec::with_capacity(signature.parameters.len());
        let mut rest = Vec::new();
        for (index, argument) in arguments.iter().enumerate() {
            if index < fixed.len() {
                if let Some(spread) = argument.spread {
                    let spread = self.span(spread);
                    self.error(Diagnostic::unsupported(
                        spread,
                        "a spread argument for a parameter that is not a rest parameter",
                    ));
                    values.push(Self::poison(spread));
                    continue;
                }
                let value = self.check_expecting(&argument.expr, Some(fixed[index]));
                values.push(self.assign_to(value, fixed[index]));
            } else if argument.spread.is_some() {
                let value = self.check_expecting(&argument.expr, Some(rest_type));
                rest.push((true, self.spread_part(value, rest_type)));
            } else {
                let value = self.check_expecting(&argument.expr, Some(element));
                rest.push((false, self.assign_to(value, element)));
            }
        }
        if arguments.len() < fixed.len() {
            self.error(Diagnostic::new(
                Code::ArgumentCount,
                span,
                format!(
                    "Expected at least {} arguments, but got {}.",
                    fixed.len(),
                    arguments.len()
                ),
            ));
            return None;
        }
        values.push(Expression {
            kind: ExpressionKind::ArraySpread(rest),
            ty: rest_type,
            span,
        });
        Some(values)
    }

    /// An arrow function, function expression or nested function
    /// declaration, checked against `expected` when the context gives one.
    pub(crate) fn check_closure(
        &mut self,
        syntax: ClosureSyntax<'a>,
        expected: Option<ClosureExpectation>,
    ) -> Expression {
        let span = self.span(syntax.span);
        // A generic function expression not declared as a generic function
        // (it reads its function's variables or `this`): each type
        // parameter is `any`, the representation every argument fits (its
        // values' operations taken at run time, a callback's parameters
        // `any`s too); or, where the result type is written without it,
        // its constraint, which every argument fits and which cannot
        // change what it returns.
        if let Some(declaration) = syntax.type_params {
            let names: Vec<String> = declaration
                .params
                .iter()
                .map(|parameter| parameter.name.sym.to_string())
                .collect();
            let erasable = syntax
                .result
                .is_some_and(|result| !super::generics::mentions(&result.type_ann, &names))
                && declaration
                    .params
                    .iter()
                    .all(|parameter| parameter.default.is_none());
            let mut scope = HashMap::new();
            for parameter in &declaration.params {
                let bound = match &parameter.constraint {
                    Some(constraint) if erasable => self.resolve_type(constraint),
                    _ => TypeId::ANY,
                };
                scope.insert(parameter.name.sym.to_string(), bound);
            }
            self.type_scope.push(scope);
            let syntax = ClosureSyntax {
                type_params: None,
                ..syntax
            };
            let value = self.check_closure(syntax, expected);
            self.type_scope.pop();
            return value;
        }
        let binding_name = self.closure_name.take();
        let receiver = self.pending_receiver.take();
        // A function expression reading its own `this`: the object it was
        // called on (through a property, `call`, `apply` or `bind`), an
        // `any`, as the call may give it any object.
        let own_this = !syntax.is_arrow
            && (syntax.this_parameter.is_some()
                || matches!(&syntax.body, Some(ClosureBody::Block(statements))
                    if super::flow::uses_own_this(statements)));
        // `this: any` written: an `any` whatever object holds the function
        // (an object literal's methods otherwise take the literal's type).
        let declared_this = syntax
            .this_parameter
            .flatten()
            .map(|annotation| self.resolve_type(&annotation.type_ann));
        let receiver = match declared_this {
            Some(ty) if self.types.is_dynamic(ty) => Some(TypeId::ANY),
            _ => receiver.or(own_this.then_some(TypeId::ANY)),
        };
        if let Some(what) = syntax.unsupported {
            self.error(Diagnostic::unsupported(span, what));
            return Self::poison(span);
        }

        let Some(body_syntax) = syntax.body else {
            return Self::poison(span);
        };
        let expected = expected.map(|expected| self.expectation_for(expected, &syntax));
        let mut parameters: Vec<(String, TypeId, Span)> = Vec::new();
        let mut patterns: Vec<(usize, &'a ast::Pat)> = Vec::new();
        // Annotated parameters whose type is represented otherwise than the
        // context passes it (`(x: number) => ...` called with the boxes of
        // an `any[]`): the closure takes the context's type, and the name
        // is a local converted from it on entry (checked, as any `any` used
        // as a typed value).
        let mut converted: Vec<(usize, &'a ast::BindingIdent, TypeId)> = Vec::new();
        let mut rest_tuple: Option<(&'a ast::BindingIdent, TypeId, usize)> = None;
        // `...xs: T[]` given the context's fixed parameters: its binding,
        // type, and the positions of the parameters it gathers.
        let mut rest_array: Option<(&'a ast::BindingIdent, TypeId, usize, usize)> = None;
        // Whether the closure's last parameter is a rest parameter.
        let mut variadic = false;
        // Parameters with a default (`(x = 1) => ...`): the closure takes
        // `T | undefined`, and the name is a local given the default on
        // entry when `undefined` was passed or the argument left out.
        let mut defaulted: Vec<(usize, &'a ast::BindingIdent, TypeId, &'a ast::Expr)> = Vec::new();
        // How many of the last parameters are optional or defaulted.
        let mut optional = 0;
        for (index, (pattern, parameter_span)) in syntax.parameters.iter().enumerate() {
            let parameter_span = self.span(*parameter_span);
            let contextual = expected
                .as_ref()
                .and_then(|expected| expected.parameters.get(index).copied());
            let is_optional = match pattern {
                ast::Pat::Ident(binding) => binding.id.optional,
                ast::Pat::Assign(_) => true,
                _ => false,
            };
            optional = if is_optional { optional + 1 } else { 0 };
            match pattern {
                // `(x?: T) => ...`: a `T | undefined`, which a caller may
                // leave out.
                ast::Pat::Ident(binding) if binding.id.optional => {
                    let name = binding.id.sym.to_string();
                    let ty = match (&binding.type_ann, contextual) {
                        (Some(annotation), _) => self.resolve_type(&annotation.type_ann),
                        (None, Some(ty)) => ty,
                        (None, None) => self.implicit_any(&name, parameter_span),
                    };
                    let ty = self.optional_parameter_type(ty, parameter_span);
                    parameters.push((name, ty, parameter_span));
                }
                ast::Pat::Assign(assign) if matches!(&*assign.left, ast::Pat::Ident(_)) => {
                    let ast::Pat::Ident(binding) = &*assign.left else {
                        continue;
                    };
                    let name = binding.id.sym.to_string();
                    let ty = match (&binding.type_ann, contextual) {
                        (Some(annotation), _) => self.resolve_type(&annotation.type_ann),
                        (None, Some(ty)) if ty != TypeId::UNDEFINED => ty,
                        _ => self
                            .default_type(&assign.right)
                            .unwrap_or_else(|| self.implicit_any(&name, parameter_span)),
                    };
                    defaulted.push((index, binding, ty, &assign.right));
                    let passed = self.optional_parameter_type(ty, parameter_span);
                    parameters.push((format!("[parameter {index}]"), passed, parameter_span));
                }
                ast::Pat::Ident(binding) => {
                    let name = binding.id.sym.to_string();
                    let annotated = binding
                        .type_ann
                        .as_ref()
                        .map(|annotation| self.resolve_type(&annotation.type_ann));
                    let ty = match (&binding.type_ann, contextual) {
                        (Some(_), Some(passed))
                            if passed != TypeId::NEVER
                                && annotated.is_some_and(|annotated| {
                                    self.types.is_dynamic(passed)
                                        != self.types.is_dynamic(annotated)
                                }) =>
                        {
                            let annotated = annotated.unwrap_or(passed);
                            converted.push((index, binding, annotated));
                            parameters.push((
                                format!("[parameter {index}]"),
                                passed,
                                parameter_span,
                            ));
                            continue;
                        }
                        (Some(_), _) => annotated.unwrap_or(TypeId::NEVER),
                        (None, Some(ty)) => ty,
                        (None, None) => self.implicit_any(&name, parameter_span),
                    };
                    // What the caller passes must be what the parameter
                    // holds, one way or the other (tsc compares parameters
                    // both ways): a number, a boolean and a reference are
                    // never passed for one another.
                    let held = |ty: TypeId| match ty {
                        TypeId::NUMBER | TypeId::BOOLEAN => ty,
                        _ => TypeId::STRING,
                    };
                    if let Some(passed) = contextual
                        && passed != TypeId::NEVER
                        && ty != TypeId::NEVER
                        && (held(passed) != held(ty)
                            || passed == TypeId::STRING
                            || ty == TypeId::STRING)
                        && !self.is_assignable(passed, ty)
                        && !self.is_assignable(ty, passed)
                    {
                        let passed = self.types.display(passed).to_string();
                        let declared = self.types.display(ty).to_string();
                        self.error(Diagnostic::new(
                            Code::TypeMismatch,
                            parameter_span,
                            format!("Type '{passed}' is not assignable to type '{declared}'."),
                        ));
                    }
                    parameters.push((name, ty, parameter_span));
                }
                ast::Pat::Array(_) | ast::Pat::Object(_) => {
                    let annotation = match pattern {
                        ast::Pat::Array(array) => array.type_ann.as_ref(),
                        ast::Pat::Object(object) => object.type_ann.as_ref(),
                        _ => None,
                    };
                    let contextual = expected
                        .as_ref()
                        .and_then(|expected| expected.parameters.get(index).copied());
                    let ty = match (annotation, contextual) {
                        (Some(annotation), _) => self.resolve_type(&annotation.type_ann),
                        (None, Some(ty)) => ty,
                        (None, None) => {
                            self.error(Diagnostic::new(
                                Code::AnnotationNeeded,
                                parameter_span,
                                "A destructuring parameter needs a type annotation.",
                            ));
                            TypeId::NEVER
                        }
                    };
                    patterns.push((index, *pattern));
                    parameters.push((format!("[parameter {index}]"), ty, parameter_span));
                }
                // `(...args: [A, B]) => ...` (a tuple written, a type
                // parameter bound to one, or the context's parameters left):
                // a parameter per element, and `args` the tuple of them.
                // `(...xs: T[]) => ...` where the context's last parameter
                // is a rest parameter at the same position, or where there
                // is no context: the closure is variadic, `xs` its last
                // parameter.
                ast::Pat::Rest(rest)
                    if index + 1 == syntax.parameters.len()
                        && matches!(&*rest.arg, ast::Pat::Ident(_))
                        && optional == 0
                        && self.variadic_position(expected.as_ref(), index, rest) =>
                {
                    let ast::Pat::Ident(binding) = &*rest.arg else {
                        continue;
                    };
                    let ty = match (&rest.type_ann, &expected) {
                        (Some(annotation), _) => self.resolve_type(&annotation.type_ann),
                        (None, Some(expected)) => expected.parameters[index],
                        (None, None) => TypeId::NEVER,
                    };
                    parameters.push((binding.id.sym.to_string(), ty, parameter_span));
                    variadic = true;
                }
                // `(...xs: T[]) => ...` where the context passes fixed
                // parameters: one parameter per argument passed, and `xs`
                // the array of them.
                ast::Pat::Rest(rest)
                    if index + 1 == syntax.parameters.len()
                        && matches!(&*rest.arg, ast::Pat::Ident(_))
                        && expected.is_some()
                        && rest.type_ann.as_ref().is_some_and(|annotation| {
                            self.rest_array_type(&annotation.type_ann).is_some()
                        }) =>
                {
                    let ast::Pat::Ident(binding) = &*rest.arg else {
                        continue;
                    };
                    let annotation = rest.type_ann.as_ref().expect("an annotation");
                    let Some(array) = self.rest_array_type(&annotation.type_ann) else {
                        continue;
                    };
                    let passed: Vec<TypeId> = expected
                        .as_ref()
                        .map(|expected| expected.parameters.iter().skip(index).copied().collect())
                        .unwrap_or_default();
                    let first = parameters.len();
                    for (position, &ty) in passed.iter().enumerate() {
                        parameters.push((format!("[rest {position}]"), ty, parameter_span));
                    }
                    rest_array = Some((binding, array, first, passed.len()));
                }
                ast::Pat::Rest(rest)
                    if index + 1 == syntax.parameters.len()
                        && matches!(&*rest.arg, ast::Pat::Ident(_)) =>
                {
                    let elements = match &rest.type_ann {
                        Some(annotation) => self.rest_tuple_elements(&annotation.type_ann),
                        None => expected.as_ref().map(|expected| {
                            expected.parameters.iter().skip(index).copied().collect()
                        }),
                    };
                    let Some(elements) = elements else {
                        self.error(Diagnostic::unsupported(
                            parameter_span,
                            "a rest parameter of a function expression other than a tuple",
                        ));
                        parameters.push((
                            format!("[invalid {index}]"),
                            TypeId::NEVER,
                            parameter_span,
                        ));
                        continue;
                    };
                    let ast::Pat::Ident(binding) = &*rest.arg else {
                        continue;
                    };
                    let first = parameters.len();
                    for (position, &ty) in elements.iter().enumerate() {
                        parameters.push((format!("[rest {position}]"), ty, parameter_span));
                    }
                    let tuple = self.types.intern(crate::types::Type::Tuple(elements));
                    rest_tuple = Some((binding, tuple, first));
                }
                _ => {
                    self.error(Diagnostic::unsupported(
                        parameter_span,
                        "an optional, default, rest or destructuring parameter of a function \
                         expression",
                    ));
                    parameters.push((format!("[invalid {index}]"), TypeId::NEVER, parameter_span));
                }
            }
        }
        // Optional parameters past those the context passes (`(n, k = 4)
        // => ...` where one is passed): locals that start `undefined`.
        let mut not_passed: Vec<(String, TypeId, Span)> = Vec::new();
        if let Some(expected) = &expected
            && expected.parameters.len() < parameters.len()
            && rest_tuple.is_none()
            && rest_array.is_none()
            && !variadic
            && parameters.len() - expected.parameters.len() <= optional
        {
            not_passed = parameters.split_off(expected.parameters.len());
            optional -= not_passed.len();
        }
        // Parameters the context passes and the function ignores.
        if let Some(expected) = &expected
            && expected.parameters.len() > parameters.len()
        {
            optional = 0;
            for index in parameters.len()..expected.parameters.len() {
                parameters.push((
                    format!("[unused {index}]"),
                    expected.parameters[index],
                    span,
                ));
            }
        }
        let annotated = syntax.result.map(|a| self.resolve_type(&a.type_ann));
        let result_span = syntax.result.map(|a| self.span(a.span));
        // An async function's body returns the `T` of its `Promise<T>`; a
        // context that wants something else gets the promise as it is.
        let is_async = syntax.is_async;
        let is_arrow = syntax.is_arrow;
        let syntax_generator = syntax.is_generator;
        let mut generator = None;
        let declared_result = match annotated {
            _ if syntax.is_generator => {
                let wanted = annotated.or_else(|| {
                    expected
                        .as_ref()
                        .and_then(|expected| expected.result)
                        .filter(|&wanted| {
                            self.generator_parts(wanted).is_some()
                                || self.async_generator_parts(wanted).is_some()
                        })
                });
                let (state, returned) =
                    self.generator_body(wanted, is_async, result_span.unwrap_or(span));
                generator = Some(state);
                returned
            }
            Some(annotated) if is_async => {
                Some(self.async_body_result(annotated, result_span.unwrap_or(span)))
            }
            Some(annotated) => Some(annotated),
            None => expected
                .as_ref()
                .and_then(|expected| expected.result)
                .and_then(|wanted| {
                    if is_async {
                        self.promise_value(wanted)
                    } else {
                        Some(wanted)
                    }
                }),
        };
        // A function expression's own name wins over the binding's, as in
        // JavaScript (`const bar = function namedBar() {}` is `namedBar`).
        let display_name = syntax
            .shown_name
            .clone()
            .or_else(|| syntax.own_name.clone())
            .or_else(|| binding_name.as_ref().map(|(name, _)| name.clone()))
            .unwrap_or_default();
        let itself_name = syntax.own_name.clone().or_else(|| {
            binding_name
                .as_ref()
                .filter(|(_, constant)| *constant)
                .map(|(name, _)| name.clone())
        });
        let parameter_types: Vec<TypeId> = parameters.iter().map(|p| p.1).collect();
        let declared_generator = generator.as_ref().and_then(|state| {
            declared_result
                .zip(state.declared_yield)
                .map(|(returned, yielded)| (yielded, returned, state.next))
        });
        let itself_type = declared_result.map(|result| {
            let result = if let Some(parts) = declared_generator {
                self.generator_kind_of(is_async, parts)
            } else if is_async {
                self.promise_of(result)
            } else {
                result
            };
            if variadic {
                self.variadic_function_type(parameter_types.clone(), result, 0)
            } else {
                self.function_type_with_optional(parameter_types.clone(), result, optional)
            }
        });

        let outer_name = self.current_function_name();
        let creator = self.current_function_id();
        let symbol = if display_name.is_empty() {
            format!("{outer_name}.<anonymous>")
        } else {
            format!("{outer_name}.{display_name}")
        };
        let id = FuncId(self.functions.len() as u32);
        let slot_result = declared_result.map(|result| {
            if let Some(parts) = declared_generator {
                self.generator_kind_of(is_async, parts)
            } else if is_async {
                self.types.intern(crate::types::Type::Promise(result))
            } else {
                result
            }
        });
        self.functions.push(FunctionSlot {
            module: self.module,
            name: symbol.clone(),
            body_ast: None,
            parameters: parameters.clone(),
            defaults: Vec::new(),
            result: slot_result,
            result_span,
            result_annotation: syntax.result.map(|annotation| &*annotation.type_ann),
            state: BodyState::InProgress,
            body: None,
            span,
            this_class: None,
            lexical_class: None,
            is_constructor: false,
            type_arguments: std::collections::HashMap::new(),
            patterns: Vec::new(),
            rest: false,
            returns_class: None,
            own_this: false,
            this_dynamic: false,
            key_parameters: Vec::new(),
            is_async: false,
            is_generator: false,
        });

        let class = self.current.class;
        let runs_once = std::mem::take(&mut self.immediately_called);
        let outer = std::mem::replace(
            &mut self.current,
            FunctionState::new(false, declared_result),
        );
        self.current.runs_once = runs_once;
        self.enclosing.push(outer);
        self.closure_spans.push(span);
        self.closure_functions.push(id);
        self.current.class = class;
        self.current.is_async = is_async;
        self.current.generator = generator;
        self.current.itself = itself_name.map(|name| (name, itself_type));
        self.current.push_scope();
        let mut parameter_ids = Vec::new();
        for (name, ty, parameter_span) in &parameters {
            parameter_ids.push(self.declare_local(name, *ty, true, *parameter_span));
        }
        self.current.parameter_locals = parameter_ids.clone();
        self.current.is_arrow = is_arrow;
        if optional == 0
            && rest_tuple.is_none()
            && rest_array.is_none()
            && !variadic
            && !is_async
            && !syntax_generator
        {
            self.current.arguments_parameters = Some(parameter_ids.clone());
        }
        let mut body = hir::Block::default();
        for (name, ty, parameter_span) in not_passed {
            let local = self.declare_local(&name, ty, true, parameter_span);
            let undefined = Expression {
                kind: ExpressionKind::Undefined,
                ty: TypeId::UNDEFINED,
                span: parameter_span,
            };
            let undefined = self.represent_as(undefined, ty);
            body.statements.push(Statement::Let {
                local,
                value: Some(undefined),
            });
            parameter_ids.push(local);
        }
        // An object-literal method: `this` is the object it was called on,
        // handed over by the call (null when called detached).
        if let Some(receiver) = receiver {
            let this = self.declare_local("this", receiver, false, span);
            body.statements.push(Statement::Let {
                local: this,
                value: Some(Expression {
                    kind: ExpressionKind::TakeReceiver,
                    ty: receiver,
                    span,
                }),
            });
        }
        self.destructure_parameters(&patterns, &parameter_ids, &mut body.statements);
        if let Some((binding, array, first, count)) = rest_array {
            let element = self.types.element(array).unwrap_or(TypeId::NEVER);
            let name_span = self.span(binding.id.span);
            let elements: Vec<Expression> = parameter_ids[first..first + count]
                .iter()
                .map(|&local| {
                    let passed = Expression {
                        kind: ExpressionKind::Variable(hir::Variable::Local(local)),
                        ty: self.current.locals[local.index()].ty,
                        span: name_span,
                    };
                    self.assign_to(passed, element)
                })
                .collect();
            let value = Expression {
                kind: ExpressionKind::ArrayLiteral(elements),
                ty: array,
                span: name_span,
            };
            let name = binding.id.sym.to_string();
            self.bind_variable(
                &name,
                name_span,
                array,
                Some(value),
                true,
                &mut body.statements,
                false,
            );
        }
        if let Some((binding, tuple, first)) = rest_tuple {
            let count = self.types.tuple(tuple).map_or(0, <[TypeId]>::len);
            let name_span = self.span(binding.id.span);
            let elements: Vec<Expression> = parameter_ids[first..first + count]
                .iter()
                .map(|&local| Expression {
                    kind: ExpressionKind::Variable(hir::Variable::Local(local)),
                    ty: self.current.locals[local.index()].ty,
                    span: name_span,
                })
                .collect();
            let value = Expression {
                kind: ExpressionKind::TupleLiteral(elements),
                ty: tuple,
                span: name_span,
            };
            let name = binding.id.sym.to_string();
            self.bind_variable(
                &name,
                name_span,
                tuple,
                Some(value),
                true,
                &mut body.statements,
                false,
            );
        }
        for (index, binding, ty, default) in defaulted {
            let Some(&local) = parameter_ids.get(index) else {
                continue;
            };
            let value = self.defaulted_parameter(local, ty, default);
            let name = binding.id.sym.to_string();
            let name_span = self.span(binding.id.span);
            self.bind_variable(
                &name,
                name_span,
                ty,
                Some(value),
                true,
                &mut body.statements,
                false,
            );
        }
        for (index, binding, annotated) in converted {
            let Some(&local) = parameter_ids.get(index) else {
                continue;
            };
            let passed = self.current.locals[local.index()].ty;
            let read = Expression {
                kind: ExpressionKind::Variable(hir::Variable::Local(local)),
                ty: passed,
                span: self.span(binding.id.span),
            };
            let value = if passed == TypeId::ANY || !self.types.is_dynamic(annotated) {
                self.unboxed(read, annotated)
            } else {
                self.represent_as(read, annotated)
            };
            let name = binding.id.sym.to_string();
            let name_span = self.span(binding.id.span);
            self.bind_variable(
                &name,
                name_span,
                annotated,
                Some(value),
                true,
                &mut body.statements,
                false,
            );
        }
        match body_syntax {
            ClosureBody::Block(statements) => {
                self.check_function_statements(statements, &mut body.statements);
            }
            ClosureBody::Expression(expression) if is_async => {
                // `async () => value`: returns the value (a promise is
                // adopted), as a box.
                let wanted = self.async_return_expectation(expression, declared_result);
                let value = self.check_expecting(expression, wanted);
                let awaited = self.awaited_type(value.ty);
                match declared_result {
                    Some(result) if result != TypeId::VOID => {
                        let shown = Expression {
                            ty: awaited,
                            ..Self::poison(value.span)
                        };
                        self.expect_assignable(&shown, result);
                    }
                    Some(_) => {}
                    None => self.current.returned_types.push(awaited),
                }
                body.statements
                    .push(Statement::Return(Some(Self::boxed(value))));
            }
            ClosureBody::Expression(expression) => {
                let value = self.check_expecting(expression, declared_result);
                if declared_result == Some(TypeId::VOID) || value.ty == TypeId::VOID {
                    body.statements.push(Statement::Expression(value));
                } else {
                    let value = match declared_result {
                        Some(result) => {
                            self.expect_assignable(&value, result);
                            if value.ty == TypeId::ANY {
                                self.represent_as(value, result)
                            } else {
                                value
                            }
                        }
                        None => {
                            self.current.returned_types.push(value.ty);
                            value
                        }
                    };
                    body.statements.push(Statement::Return(Some(value)));
                }
            }
        }
        body.declared = self
            .current
            .pop_scope()
            .into_iter()
            .filter(|local| !parameter_ids.contains(local))
            .collect();
        let body_result = match declared_result {
            Some(result) => result,
            None => {
                let plain = !is_async && self.current.generator.is_none();
                let inferred = self.infer_result(span, &display_name, plain);
                if plain {
                    self.retype_returns(&mut body, inferred);
                }
                inferred
            }
        };
        let result = if let Some(state) = self.current.generator.clone() {
            self.generator_result(&state, body_result, span)
        } else if is_async {
            self.promise_of(body_result)
        } else {
            body_result
        };
        // Only an annotated result can make a missing `return` an error
        // (a contextual one is checked by assignability, and tsc found
        // the program valid).
        if syntax
            .result
            .is_some_and(|annotation| !self.annotation_may_include_undefined(&annotation.type_ann))
            && !self.may_end_without_return(body_result)
            && super::statements::block_completes(&body, &self.current.broken_targets)
            && !super::statements::ends_with_open_switch(&body)
        {
            self.error(Diagnostic::new(
                Code::MissingReturn,
                result_span.unwrap_or(span),
                "Function lacks ending return statement and return type does not include \
                 'undefined'.",
            ));
        }
        self.closure_spans.pop();
        self.closure_functions.pop();
        let outer = self
            .enclosing
            .pop()
            .expect("a closure is checked inside a function");
        let state = std::mem::replace(&mut self.current, outer);
        if let Some(prologue) = self.arguments_prologue(&state, span) {
            body.statements.insert(0, prologue);
        }
        // Assigning a captured variable inside the closure assigns the
        // enclosing function's variable.
        for &(outer_local, inner_local) in &state.captures {
            if state.locals[inner_local.index()].assigned {
                self.current.locals[outer_local.index()].assigned = true;
                self.current.locals[outer_local.index()].writes += 1;
            }
        }
        let captures_outer: Vec<LocalId> = state.captures.iter().map(|c| c.0).collect();
        let captures_inner: Vec<LocalId> = state.captures.iter().map(|c| c.1).collect();
        let ty = if variadic {
            self.variadic_function_type(parameter_types, result, 0)
        } else {
            self.function_type_with_optional(parameter_types, result, optional)
        };
        let slot = &mut self.functions[id.index()];
        slot.result = Some(result);
        slot.state = BodyState::Done;
        slot.body = Some(hir::Function {
            name: symbol,
            parameters: parameter_ids,
            locals: state.locals,
            result,
            body,
            span,
            closure: Some(hir::ClosureInfo {
                name: display_name,
                captures: captures_inner,
                itself: state.itself_local,
                class_access: None,
                outer: captures_outer.clone(),
                creator: Some(creator),
            }),
            is_async: state.is_async,
            is_generator: state.generator.is_some(),
            rest: false,
        });
        Expression {
            kind: ExpressionKind::Closure {
                function: id,
                captures: captures_outer,
            },
            ty,
            span,
        }
    }

    /// `String`, `Number` or `Boolean` used as a function value (`xs.map(String)`,
    /// `xs.filter(Boolean)`): a closure that converts its first argument.
    pub(crate) fn conversion_value(
        &mut self,
        name: &str,
        parameters: &[TypeId],
        span: Span,
    ) -> Expression {
        let Some(&first) = parameters.first() else {
            self.error(Diagnostic::unsupported(
                span,
                format!("'{name}' used as a function value here"),
            ));
            return Self::poison(span);
        };
        let locals: Vec<hir::Local> = parameters
            .iter()
            .enumerate()
            .map(|(index, &ty)| hir::Local::new(&format!("[argument {index}]"), ty))
            .collect();
        let argument = Expression {
            kind: ExpressionKind::Variable(hir::Variable::Local(LocalId(0))),
            ty: first,
            span,
        };
        let converted = self.check_conversion(name, vec![argument], span);
        if converted.ty == TypeId::NEVER {
            return converted;
        }
        let result = converted.ty;
        let id = FuncId(self.functions.len() as u32);
        let symbol = format!("{}.{name}", self.current_function_name());
        self.functions.push(FunctionSlot {
            module: self.module,
            name: symbol.clone(),
            body_ast: None,
            parameters: parameters
                .iter()
                .enumerate()
                .map(|(index, &ty)| (format!("[argument {index}]"), ty, span))
                .collect(),
            defaults: Vec::new(),
            result: Some(result),
            result_span: None,
            result_annotation: None,
            state: BodyState::Done,
            body: Some(hir::Function {
                name: symbol,
                parameters: (0..parameters.len()).map(|i| LocalId(i as u32)).collect(),
                locals,
                result,
                body: hir::Block {
                    statements: vec![Statement::Return(Some(converted))],
                    declared: Vec::new(),
                },
                span,
                closure: Some(hir::ClosureInfo {
                    name: name.to_string(),
                    creator: None,
                    outer: Vec::new(),
                    captures: Vec::new(),
                    itself: None,
                    class_access: None,
                }),
                is_async: false,
                is_generator: false,
                rest: false,
            }),
            span,
            this_class: None,
            lexical_class: None,
            is_constructor: false,
            type_arguments: std::collections::HashMap::new(),
            patterns: Vec::new(),
            rest: false,
            returns_class: None,
            own_this: false,
            this_dynamic: false,
            key_parameters: Vec::new(),
            is_async: false,
            is_generator: false,
        });
        let ty = self.function_type(parameters.to_vec(), result);
        Expression {
            kind: ExpressionKind::Closure {
                function: id,
                captures: Vec::new(),
            },
            ty,
            span,
        }
    }

    /// The name of the function being checked, for naming closures in it.
    fn current_function_name(&self) -> String {
        self.functions[self.current_function_id().index()]
            .name
            .clone()
    }

    /// The function whose body is being checked (a closure's, inside one).
    pub(crate) fn current_function_id(&self) -> FuncId {
        self.closure_functions
            .last()
            .copied()
            .unwrap_or(self.checking_function)
    }

    /// A closure where the context wants a value of type `expected`.
    pub(crate) fn check_closure_expecting(
        &mut self,
        syntax: ClosureSyntax<'a>,
        expected: Option<TypeId>,
    ) -> Expression {
        let expectation = expected
            .and_then(|ty| self.function_signature(ty))
            .map(|signature| ClosureExpectation {
                parameters: signature.parameters,
                result: Some(signature.result).filter(|&result| result != TypeId::NEVER),
                rest: signature.rest,
            });
        let value = self.check_closure(syntax, expectation);
        match expected {
            Some(ty) => self.coerce(value, ty),
            None => value,
        }
    }

    /// Function declarations inside a block or function body are hoisted:
    /// their closures are made when the block starts, in order, before its
    /// other statements, so a call may come before the declaration. Each
    /// body is checked where it is written (seeing the declarations before
    /// it); the closure creation goes to the start of the block. Functions
    /// with annotated parameters and result are declared at the start, so
    /// they may be called earlier and call each other; any variable of the
    /// block a function captures is captured early, in a box, since the
    /// closure exists before the variable's declaration runs.
    pub(crate) fn begin_hoisting(&mut self, statements: &'a [ast::Stmt], out: &[Statement]) {
        let mut frame = HoistFrame {
            start: out.len(),
            inserted: 0,
            early_from: self.current.locals.len(),
            locals: HashMap::new(),
            constants: HashMap::new(),
            checked_early: HashSet::new(),
            active: false,
        };
        // (Annotations naming a type that comes into scope below are
        // resolved where the function is.)
        let late_types = self.types_declared_in_order(statements);
        for (position, statement) in statements.iter().enumerate() {
            if let ast::Stmt::Decl(ast::Decl::Var(declaration)) = statement
                && declaration.kind != ast::VarDeclKind::Var
            {
                let mutable = declaration.kind == ast::VarDeclKind::Let;
                for declarator in &declaration.decls {
                    let ast::Pat::Ident(binding) = &declarator.name else {
                        continue;
                    };
                    let Some(init) = declarator.init.as_deref() else {
                        continue;
                    };
                    if super::local_types::names_type(declarator, &late_types) {
                        continue;
                    }
                    let name = binding.id.sym.to_string();
                    let ty = match self.annotated_function_type(binding, init) {
                        Some(ty) if !mutable => Some(ty),
                        // A variable a closure above it reads (`const show =
                        // () => log(label); const label = "n";`), when its
                        // type is known without checking its initializer.
                        _ if super::flow::statements_name_in_closures(
                            &statements[..position],
                            &name,
                        ) =>
                        {
                            self.early_variable_type(binding, init)
                        }
                        _ => None,
                    };
                    let Some(ty) = ty else {
                        continue;
                    };
                    let span = self.span(binding.id.span);
                    let local = self.declare_local(&name, ty, mutable, span);
                    frame.constants.insert(name, local);
                }
                continue;
            }
            let ast::Stmt::Decl(ast::Decl::Fn(declaration)) = statement else {
                continue;
            };
            // (An overload signature: the implementation is the function.)
            if declaration.function.body.is_none() {
                continue;
            }
            // (A generic one declared as the module's: see `local_types`.)
            if self.is_hoisted_type(declaration.ident.span.lo) {
                continue;
            }
            frame.active = true;
            let function = &declaration.function;
            let name = declaration.ident.sym.to_string();
            let span = self.span(declaration.ident.span);
            // (A generic one's annotations name its type parameters.)
            let parameters: Vec<&ast::Pat> = function.params.iter().map(|p| &p.pat).collect();
            let late = super::local_types::names_type(&function.params, &late_types)
                || super::local_types::names_type(&function.return_type, &late_types);
            let signature = (function.type_params.is_none() && !late)
                .then(|| self.annotated_signature(&parameters, function.return_type.as_deref()))
                .flatten();
            let Some(ty) = signature else {
                let local = self.declare_local(&name, TypeId::NEVER, false, span);
                self.current.locals[local.index()].ty = TypeId::NEVER;
                frame.locals.insert(name, (local, false));
                continue;
            };
            let local = self.declare_local(&name, ty, false, span);
            frame.locals.insert(name, (local, true));
        }
        self.current.hoisting.push(frame);
    }

    /// The type a variable has before its initializer is checked: its
    /// annotation's, or a literal initializer's primitive.
    fn early_variable_type(
        &mut self,
        binding: &ast::BindingIdent,
        init: &ast::Expr,
    ) -> Option<TypeId> {
        if let Some(annotation) = &binding.type_ann {
            return Some(self.resolve_type(&annotation.type_ann));
        }
        match init.unwrap_parens() {
            ast::Expr::Lit(ast::Lit::Num(_)) => Some(TypeId::NUMBER),
            ast::Expr::Lit(ast::Lit::Str(_)) | ast::Expr::Tpl(_) => Some(TypeId::STRING),
            ast::Expr::Lit(ast::Lit::Bool(_)) => Some(TypeId::BOOLEAN),
            ast::Expr::Unary(ast::UnaryExpr {
                op: ast::UnaryOp::Minus,
                arg,
                ..
            }) if matches!(**arg, ast::Expr::Lit(ast::Lit::Num(_))) => Some(TypeId::NUMBER),
            _ => None,
        }
    }

    /// The type a constant's function has by its syntax alone: its
    /// annotation, or an arrow or function expression's when every
    /// parameter and the result are annotated (and it is not generic).
    fn annotated_function_type(
        &mut self,
        binding: &ast::BindingIdent,
        init: &ast::Expr,
    ) -> Option<TypeId> {
        let (parameters, result): (Vec<&ast::Pat>, _) = match init.unwrap_parens() {
            ast::Expr::Arrow(arrow) if arrow.type_params.is_none() => {
                (arrow.params.iter().collect(), arrow.return_type.as_deref())
            }
            ast::Expr::Fn(function) if function.function.type_params.is_none() => (
                function.function.params.iter().map(|p| &p.pat).collect(),
                function.function.return_type.as_deref(),
            ),
            _ => return None,
        };
        if let Some(annotation) = &binding.type_ann {
            result?;
            let ty = self.resolve_type(&annotation.type_ann);
            return self.function_signature(ty).is_some().then_some(ty);
        }
        self.annotated_signature(&parameters, result)
    }

    /// The function type a signature's annotations give, when every
    /// parameter is a name with an annotation and the result has one
    /// (`b?: T` takes a `T | undefined`, as the closure does).
    fn annotated_signature(
        &mut self,
        parameters: &[&ast::Pat],
        result: Option<&ast::TsTypeAnn>,
    ) -> Option<TypeId> {
        let result = result?;
        // (Checked first: nothing is resolved for a signature that has no
        // type of its own, which its checking resolves then.)
        let annotated = parameters.iter().all(
            |parameter| matches!(parameter, ast::Pat::Ident(binding) if binding.type_ann.is_some()),
        );
        if !annotated {
            return None;
        }
        let mut types = Vec::new();
        let mut optional = 0;
        for parameter in parameters {
            let ast::Pat::Ident(binding) = parameter else {
                return None;
            };
            let annotation = binding.type_ann.as_ref()?;
            let ty = self.resolve_type(&annotation.type_ann);
            let ty = if binding.id.optional {
                optional += 1;
                self.optional_parameter_type(ty, self.span(binding.id.span))
            } else {
                optional = 0;
                ty
            };
            types.push(ty);
        }
        let result = self.resolve_type(&result.type_ann);
        Some(self.function_type_with_optional(types, result, optional))
    }

    /// The local the block's hoisting declared for the constant `name`
    /// (see `HoistFrame::constants`), taken: its declaration binds it.
    pub(crate) fn hoisted_constant(&mut self, name: &str) -> Option<LocalId> {
        self.current.hoisting.last_mut()?.constants.remove(name)
    }

    pub(crate) fn end_hoisting(&mut self) {
        self.current.hoisting.pop();
    }

    /// Whether `local` is a hoisted function whose type is not known yet
    /// (its body, which gives its result type, comes later).
    pub(crate) fn is_unresolved_function(&self, local: LocalId) -> bool {
        self.current.hoisting.iter().any(|frame| {
            frame
                .locals
                .values()
                .any(|&(id, known)| id == local && !known)
        })
    }

    /// Before the block's statement at `position`: each function the block
    /// declares below it with a type only its body gives (no annotations)
    /// that the statement names (directly or in a closure), checked now, so
    /// the statement knows what calling it gives. (It is made where the
    /// block starts either way.) Not one reading a variable the block declares at or
    /// after `position`: that stays where it is, and the use of it is
    /// refused (`resolve_at`, `Checker::check_binding`).
    pub(crate) fn check_functions_named_early(
        &mut self,
        statements: &'a [ast::Stmt],
        position: usize,
        out: &mut Vec<Statement>,
    ) {
        let Some(frame) = self.current.hoisting.last() else {
            return;
        };
        // (Most blocks have none: no scan of the statements below.)
        if frame.locals.values().all(|&(_, known)| known) {
            return;
        }
        let unresolved: Vec<&'a ast::FnDecl> = statements[position + 1..]
            .iter()
            .filter_map(|statement| match statement {
                ast::Stmt::Decl(ast::Decl::Fn(declaration))
                    if declaration.function.body.is_some()
                        && frame
                            .locals
                            .get(declaration.ident.sym.as_str())
                            .is_some_and(|&(_, known)| !known) =>
                {
                    Some(declaration)
                }
                _ => None,
            })
            .collect();
        if unresolved.is_empty() {
            return;
        }
        let mut later = lexical_names(&statements[position..]);
        later.extend(self.types_declared_in_order(&statements[position..]));
        let mut visiting = HashSet::new();
        for declaration in &unresolved {
            let name = declaration.ident.sym.as_str();
            if super::flow::statements_name(&statements[position..=position], name) {
                self.check_function_early(declaration, &unresolved, &later, &mut visiting, out);
            }
        }
    }

    /// Checks `declaration` ahead of its statement when the variables it
    /// reads and the types it names (`later` holds those still to come) are
    /// declared by now, the functions among `unresolved` it names
    /// first. Whether it was.
    fn check_function_early(
        &mut self,
        declaration: &'a ast::FnDecl,
        unresolved: &[&'a ast::FnDecl],
        later: &HashSet<String>,
        visiting: &mut HashSet<String>,
        out: &mut Vec<Statement>,
    ) -> bool {
        let name = declaration.ident.sym.to_string();
        let done = |this: &Self| {
            this.current
                .hoisting
                .last()
                .is_some_and(|frame| frame.checked_early.contains(&name))
        };
        if done(self) {
            return true;
        }
        if !visiting.insert(name.clone()) {
            return false;
        }
        let free = super::local_types::free_names(&declaration.function);
        if free.iter().any(|read| later.contains(read))
            || super::local_types::names_type(&declaration.function, later)
        {
            return false;
        }
        for other in unresolved {
            let other_name = other.ident.sym.as_str();
            if other_name != name
                && free.contains(other_name)
                && !self.check_function_early(other, unresolved, later, visiting, out)
            {
                return false;
            }
        }
        self.check_hoisted_function(declaration, out);
        if let Some(frame) = self.current.hoisting.last_mut() {
            frame.checked_early.insert(name);
        }
        true
    }

    /// A function declaration inside a block, where it is written.
    pub(crate) fn check_hoisted_function(
        &mut self,
        declaration: &'a ast::FnDecl,
        out: &mut Vec<Statement>,
    ) {
        let name = declaration.ident.sym.to_string();
        let Some(frame) = self.current.hoisting.last_mut() else {
            return;
        };
        if frame.checked_early.contains(&name) {
            return;
        }
        let Some(&(local, known)) = frame.locals.get(&name) else {
            return;
        };
        let early_from = frame.early_from;
        let saved = self.current.early_from.replace(early_from);
        self.closure_name = Some((name, true));
        let syntax = ClosureSyntax::of_function(&declaration.function, None);
        let value = self.check_closure(syntax, None);
        self.current.early_from = saved;
        if known {
            let ty = self.current.locals[local.index()].ty;
            self.expect_assignable(&value, ty);
        } else {
            self.current.locals[local.index()].ty = value.ty;
            if let Some(frame) = self.current.hoisting.last_mut()
                && let Some(entry) = frame.locals.get_mut(&declaration.ident.sym.to_string())
            {
                entry.1 = true;
            }
        }
        let Some(frame) = self.current.hoisting.last_mut() else {
            return;
        };
        let position = (frame.start + frame.inserted).min(out.len());
        frame.inserted += 1;
        out.insert(
            position,
            Statement::Let {
                local,
                value: Some(value),
            },
        );
    }

    /// After checking: decides which captured variables live in boxes, and
    /// gives each closure's stand-in locals the same representation as the
    /// variables they stand for. Closures come after the functions that
    /// create them, so one pass in order sees every creator first.
    pub(crate) fn finish_captures(functions: &mut [hir::Function]) {
        for index in 0..functions.len() {
            let (before, rest) = functions.split_at_mut(index);
            let function = &mut rest[0];
            let stand_ins: Vec<LocalId> = function
                .closure
                .as_ref()
                .map(|closure| closure.captures.clone())
                .unwrap_or_default();
            for (position, local) in function.locals.iter_mut().enumerate() {
                if stand_ins.contains(&LocalId(position as u32)) {
                    continue;
                }
                local.boxed = local.captured && (local.assigned || local.captured_early);
            }
            let Some(closure) = &function.closure else {
                continue;
            };
            let Some(creator) = closure.creator else {
                continue;
            };
            if creator.index() >= index {
                continue;
            }
            let boxed: Vec<bool> = closure
                .outer
                .iter()
                .map(|outer| before[creator.index()].locals[outer.index()].boxed)
                .collect();
            for (inner, boxed) in closure.captures.clone().into_iter().zip(boxed) {
                function.locals[inner.index()].boxed = boxed;
            }
        }
    }
}

/// The places `arguments` is read as an array serves (see
/// `Checker::is_plain_arguments_use`).
#[derive(Default)]
struct PlainArguments(std::collections::HashSet<swc_common::BytePos>);

fn arguments_at(expression: &ast::Expr) -> Option<swc_common::BytePos> {
    match expression {
        ast::Expr::Ident(ident) if ident.sym == "arguments" => Some(ident.span.lo),
        ast::Expr::Paren(inner) => arguments_at(&inner.expr),
        _ => None,
    }
}

impl swc_ecma_visit::Visit for PlainArguments {
    fn visit_member_expr(&mut self, member: &ast::MemberExpr) {
        let plain = match &member.prop {
            ast::MemberProp::Ident(name) => name.sym == "length",
            ast::MemberProp::Computed(_) => true,
            ast::MemberProp::PrivateName(_) => false,
        };
        if plain && let Some(at) = arguments_at(&member.obj) {
            self.0.insert(at);
        }
        swc_ecma_visit::VisitWith::visit_children_with(member, self);
    }

    fn visit_expr_or_spread(&mut self, argument: &ast::ExprOrSpread) {
        if argument.spread.is_some()
            && let Some(at) = arguments_at(&argument.expr)
        {
            self.0.insert(at);
        }
        swc_ecma_visit::VisitWith::visit_children_with(argument, self);
    }

    fn visit_call_expr(&mut self, call: &ast::CallExpr) {
        let callee = match &call.callee {
            ast::Callee::Expr(callee) => Some(&**callee),
            _ => None,
        };
        let path = callee.map(member_path).unwrap_or_default();
        // `Array.from(arguments)`, `Array.prototype.slice.call(arguments)`
        // (called on the array, see `Checker::array_prototype_call`).
        let array_method_call = path.starts_with("Array.prototype.") && path.ends_with(".call");
        if (path == "Array.from" || array_method_call)
            && let Some(first) = call.args.first()
            && let Some(at) = arguments_at(&first.expr)
        {
            self.0.insert(at);
        }
        swc_ecma_visit::VisitWith::visit_children_with(call, self);
    }
}

/// `a.b.c` as text (empty for anything else).
fn member_path(expression: &ast::Expr) -> String {
    match expression {
        ast::Expr::Ident(ident) => ident.sym.to_string(),
        ast::Expr::Member(member) => match &member.prop {
            ast::MemberProp::Ident(name) => {
                let object = member_path(&member.obj);
                if object.is_empty() {
                    object
                } else {
                    format!("{object}.{}", name.sym)
                }
            }
            _ => String::new(),
        },
        _ => String::new(),
    }
}

/// A function read before its declaration, whose type only its body gives,
/// where that body cannot be checked first.
pub(crate) fn used_before_declaration(span: Span, name: &str) -> Diagnostic {
    Diagnostic::new(
        Code::AnnotationNeeded,
        span,
        format!("'{name}' is used before its declaration, which has no type annotations."),
    )
    .with_note(format!(
        "annotate the parameters and the return type of '{name}'"
    ))
}

/// The names `statements` declare with `let`, `const` or a class.
fn lexical_names(statements: &[ast::Stmt]) -> HashSet<String> {
    let mut names = HashSet::new();
    for statement in statements {
        match statement {
            ast::Stmt::Decl(ast::Decl::Var(declaration))
                if declaration.kind != ast::VarDeclKind::Var =>
            {
                for declarator in &declaration.decls {
                    let mut found = Vec::new();
                    Checker::pattern_names(&declarator.name, &mut found);
                    names.extend(found.into_iter().map(|name| name.sym.to_string()));
                }
            }
            ast::Stmt::Decl(ast::Decl::Class(declaration)) => {
                names.insert(declaration.ident.sym.to_string());
            }
            ast::Stmt::Decl(ast::Decl::TsEnum(declaration)) => {
                names.insert(declaration.id.sym.to_string());
            }
            _ => {}
        }
    }
    names
}
