//! Promises, `async` functions, `await` and the event loop's functions
//! (`setTimeout`, `queueMicrotask`, `process.nextTick`, ...).
//!
//! A `Promise<T>` holds its value in a box (`unknown`), so values cross
//! into the runtime boxed and come out through a checked unboxing to `T`;
//! callbacks handed to the runtime are adapted to the dynamic signatures
//! `(unknown) => unknown` and `() => unknown` (`AdaptFunction`).

use swc_ecma_ast as ast;

use super::Checker;
use super::closures::ClosureExpectation;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{Builtin, Expression, ExpressionKind, PromiseCombinator, PromiseOperation};
use crate::types::{Type, TypeId};

/// What `Checker::thenable` finds of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Thenable {
    /// No `then` member (or a promise, which is not adopted this way).
    No,
    /// A `then` method handing its first callback a value of this type.
    Value(TypeId),
    /// A `then` member scriptc cannot call at run time (a generic method)
    /// or whose fulfilled type tsc would read in ways not modelled here.
    Unsupported,
}

impl<'a> Checker<'a> {
    /// `Promise<value>`.
    pub(crate) fn promise_of(&mut self, value: TypeId) -> TypeId {
        self.types.intern(Type::Promise(value))
    }

    /// The type a value returned by an async function is checked against,
    /// given its awaited result type `expected`: `Promise<T>` for a
    /// `new Promise(...)` (tsc's contextual type is `T | PromiseLike<T>`,
    /// from which the promise's `T` is inferred), else `T`.
    pub(crate) fn async_return_expectation(
        &mut self,
        value: &ast::Expr,
        expected: Option<TypeId>,
    ) -> Option<TypeId> {
        let expected = expected?;
        match value.unwrap_parens() {
            ast::Expr::New(new)
                if matches!(&*new.callee, ast::Expr::Ident(name)
                    if name.sym == "Promise" && self.lookup("Promise").is_none())
                    && new.type_args.is_none() =>
            {
                Some(self.promise_of(expected))
            }
            _ => Some(expected),
        }
    }

    /// The `T` of a `Promise<T>`.
    pub(crate) fn promise_value(&self, ty: TypeId) -> Option<TypeId> {
        match self.types.get(ty) {
            Type::Promise(value) => Some(*value),
            _ => None,
        }
    }

    /// What `await` of a value of type `ty` gives: `T` for a `Promise<T>`,
    /// and for a thenable (an object with a `then` method, which the
    /// runtime adopts as a promise), what its `then` hands its first
    /// callback, awaited in turn (tsc's `Awaited<T>`).
    pub(crate) fn awaited_type(&self, ty: TypeId) -> TypeId {
        let mut current = ty;
        // Bounded: a thenable may hand on its own type.
        for _ in 0..8 {
            current = match self.promise_value(current) {
                Some(value) => value,
                None => match self.thenable(current) {
                    Thenable::Value(value) => value,
                    _ => return current,
                },
            };
        }
        current
    }

    /// Whether values of `ty` are thenables, and what they fulfil with:
    /// the first parameter of the first parameter of their `then` method.
    pub(crate) fn thenable(&self, ty: TypeId) -> Thenable {
        if self.promise_value(ty).is_some() {
            return Thenable::No;
        }
        if let Some(class) = self.types.class(ty)
            && self.classes[class.index()]
                .generic_methods
                .iter()
                .any(|(name, ..)| name == "then")
        {
            return Thenable::Unsupported;
        }
        let on_fulfilled = if let Some(class) = self.types.class(ty) {
            let slot = &self.classes[class.index()];
            if let Some((_, field)) = slot.fields.iter().find(|(name, _)| name == "then") {
                let Some(signature) = self.function_signature(*field) else {
                    return Thenable::Unsupported;
                };
                signature.parameters.first().copied()
            } else {
                let Some((_, method)) = slot.methods.iter().find(|(name, _)| name == "then") else {
                    return Thenable::No;
                };
                self.functions[method.index()]
                    .parameters
                    .iter()
                    .find(|parameter| parameter.0 != super::ARGUMENT_COUNT)
                    .map(|parameter| parameter.1)
            }
        } else {
            let Some(then) = self.member_type(ty, "then") else {
                return Thenable::No;
            };
            // A `then` that is not a function makes no thenable.
            let Some(signature) = self.function_signature(then) else {
                return Thenable::No;
            };
            signature.parameters.first().copied()
        };
        let Some(on_fulfilled) = on_fulfilled else {
            return Thenable::Unsupported;
        };
        let callback = match self.types.union_members(on_fulfilled) {
            Some(members) => members
                .iter()
                .copied()
                .find(|&member| self.function_signature(member).is_some())
                .unwrap_or(on_fulfilled),
            None => on_fulfilled,
        };
        match self.function_signature(callback) {
            Some(callback) => Thenable::Value(
                callback
                    .parameters
                    .first()
                    .copied()
                    .unwrap_or(TypeId::UNDEFINED),
            ),
            None => Thenable::Unsupported,
        }
    }

    /// What `await` gives for each member of a union, as one type
    /// (`string | Promise<string>` awaits to `string`).
    pub(crate) fn awaited_members(&mut self, ty: TypeId) -> TypeId {
        let Some(members) = self.types.union_members(ty).map(<[TypeId]>::to_vec) else {
            return self.awaited_type(ty);
        };
        let awaited: Vec<TypeId> = members
            .iter()
            .map(|&member| self.awaited_type(member))
            .filter(|&member| member != TypeId::NEVER)
            .collect();
        self.union_of(&awaited).unwrap_or(ty)
    }

    /// The result type an `async` function's body returns: the `T` of its
    /// annotated `Promise<T>` (tsc requires the annotation to be one).
    pub(crate) fn async_body_result(&mut self, declared: TypeId, span: Span) -> TypeId {
        if declared == TypeId::NEVER {
            return TypeId::NEVER;
        }
        match self.promise_value(declared) {
            Some(value) => value,
            None => {
                let shown = self.types.display(declared).to_string();
                self.error(Diagnostic::new(
                    Code::TypeMismatch,
                    span,
                    format!(
                        "The return type of an async function or method must be the global \
                         Promise<T> type. Did you mean to write 'Promise<{shown}>'?"
                    ),
                ));
                TypeId::NEVER
            }
        }
    }

    /// A box the runtime produced, as a value of `ty` (checked).
    pub(crate) fn unboxed(&mut self, value: Expression, ty: TypeId) -> Expression {
        let span = value.span;
        if self.types.is_dynamic(ty) || ty == TypeId::NEVER {
            return Expression { ty, ..value };
        }
        if matches!(ty, TypeId::VOID | TypeId::UNDEFINED) {
            return Expression {
                kind: ExpressionKind::Sequence(vec![
                    value,
                    Expression {
                        kind: ExpressionKind::Undefined,
                        ty,
                        span,
                    },
                ]),
                ty,
                span,
            };
        }
        Expression {
            kind: ExpressionKind::FromDynamic(Box::new(value)),
            ty,
            span,
        }
    }

    pub(crate) fn promise_call(
        &self,
        operation: PromiseOperation,
        arguments: Vec<Expression>,
        ty: TypeId,
        span: Span,
    ) -> Expression {
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Promise(operation),
                arguments,
            },
            ty,
            span,
        }
    }

    /// `await operand`, in an async function or at the top level.
    pub(crate) fn check_await(
        &mut self,
        await_expression: &'a ast::AwaitExpr,
        span: Span,
    ) -> Expression {
        let allowed = self.current.is_async || (self.current.is_entry && self.enclosing.is_empty());
        let operand = self.check_expression(&await_expression.arg);
        if !allowed {
            self.error(Diagnostic::new(
                Code::InvalidJump,
                span,
                "'await' expressions are only allowed within async functions and at the top \
                 levels of modules.",
            ));
            return Self::poison(span);
        }
        if operand.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        if self.thenable(operand.ty) == Thenable::Unsupported {
            let shown = self.types.display(operand.ty).to_string();
            self.error(Diagnostic::new(
                Code::Unsupported,
                span,
                format!(
                    "awaiting a value of type '{shown}', whose 'then' method is generic or \
                     does not take a callback, is not supported by scriptc"
                ),
            ));
            return Self::poison(span);
        }
        let value = self.awaited_members(operand.ty);
        let boxed = Self::boxed(operand);
        let awaited =
            self.promise_call(PromiseOperation::Await, vec![boxed], TypeId::UNKNOWN, span);
        // The awaiting code may have run anything meanwhile.
        self.forget_shared_narrowings();
        self.unboxed(awaited, value)
    }

    /// A callback for the runtime: the function value adapted to take its
    /// parameters as boxes and return a box.
    fn dynamic_callback(&mut self, callback: Expression, parameters: usize) -> Expression {
        let span = callback.span;
        let ty = self.function_type(vec![TypeId::UNKNOWN; parameters], TypeId::UNKNOWN);
        Expression {
            kind: ExpressionKind::AdaptFunction(Box::new(callback)),
            ty,
            span,
        }
    }

    /// Checks a callback argument whose parameters the context types, and
    /// returns it with what it returns (awaited, as the promise it makes
    /// settles with that).
    fn check_handler(
        &mut self,
        argument: &'a ast::Expr,
        parameters: Vec<TypeId>,
    ) -> Option<(Expression, TypeId)> {
        let count = parameters.len();
        let expected = self.function_type(parameters.clone(), TypeId::UNKNOWN);
        let callback = match super::closures::ClosureSyntax::of_expression(argument) {
            Some(syntax) => self.check_closure(
                syntax,
                Some(ClosureExpectation {
                    parameters,
                    result: None,
                    rest: false,
                }),
            ),
            // A function named by a variable keeps its own result type
            // (`.then(load)` of a `() => Promise<T[]>` gives `T[]`).
            // (A generic function is instantiated by the expectation.)
            None if matches!(argument.unwrap_parens(), ast::Expr::Ident(_)) => {
                let before = self.diagnostics.len();
                let named = self.check_expression(argument);
                if self.diagnostics.len() == before
                    && named.ty != TypeId::ANY
                    && self.function_signature(named.ty).is_some()
                {
                    named
                } else {
                    self.diagnostics.truncate(before);
                    self.check_expecting(argument, Some(expected))
                }
            }
            None => self.check_expecting(argument, Some(expected)),
        };
        if callback.ty == TypeId::NEVER {
            return None;
        }
        let callback = if callback.ty == TypeId::ANY {
            self.represent_as(callback, expected)
        } else {
            callback
        };
        let Some(signature) = self.function_signature(callback.ty) else {
            let shown = self.types.display(callback.ty).to_string();
            self.error(Diagnostic::new(
                Code::TypeMismatch,
                callback.span,
                format!(
                    "Argument of type '{shown}' is not assignable to a parameter of function type."
                ),
            ));
            return None;
        };
        // Parameters beyond those passed get `undefined`: only a box can
        // hold it.
        if signature.parameters.len() > count
            && !signature.parameters[count..]
                .iter()
                .all(|&parameter| self.types.is_dynamic(parameter))
        {
            self.argument_count_error(callback.span, count, signature.parameters.len());
            return None;
        }
        let result = self.awaited_type(signature.result);
        Some((self.dynamic_callback(callback, count), result))
    }

    /// `T | U` for the outcomes of `then` and `catch`.
    fn either(&mut self, first: TypeId, second: TypeId, span: Span) -> TypeId {
        if first == second || second == TypeId::NEVER {
            return first;
        }
        if first == TypeId::NEVER {
            return second;
        }
        match self.union_of(&[first, second]) {
            Some(union) => union,
            None => {
                let (a, b) = (
                    self.types.display(first).to_string(),
                    self.types.display(second).to_string(),
                );
                self.error(Diagnostic::unsupported(
                    span,
                    format!("a promise of '{a}' or '{b}'"),
                ));
                TypeId::NEVER
            }
        }
    }

    /// `promise.then(...)`, `promise.catch(...)`, `promise.finally(...)`.
    pub(crate) fn check_promise_method(
        &mut self,
        promise: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let value = self.awaited_type(promise.ty);
        let null = |span| Expression {
            kind: ExpressionKind::Null,
            ty: TypeId::NULL,
            span,
        };
        match (method, arguments) {
            ("then", [on_fulfilled]) | ("then", [on_fulfilled, _]) => {
                let Some((fulfilled, mut result)) =
                    self.check_handler(&on_fulfilled.expr, vec![value])
                else {
                    return Self::poison(span);
                };
                let rejected = match arguments.get(1) {
                    Some(on_rejected) => {
                        let Some((rejected, other)) =
                            self.check_handler(&on_rejected.expr, vec![TypeId::UNKNOWN])
                        else {
                            return Self::poison(span);
                        };
                        result = self.either(result, other, span);
                        rejected
                    }
                    None => null(span),
                };
                let ty = self.promise_of(result);
                self.promise_call(
                    PromiseOperation::Then,
                    vec![promise, fulfilled, rejected],
                    ty,
                    span,
                )
            }
            ("catch", [on_rejected]) => {
                let Some((rejected, other)) =
                    self.check_handler(&on_rejected.expr, vec![TypeId::UNKNOWN])
                else {
                    return Self::poison(span);
                };
                let result = self.either(value, other, span);
                let ty = self.promise_of(result);
                self.promise_call(
                    PromiseOperation::Then,
                    vec![promise, null(span), rejected],
                    ty,
                    span,
                )
            }
            ("finally", [on_finally]) => {
                let Some((handler, _)) = self.check_handler(&on_finally.expr, Vec::new()) else {
                    return Self::poison(span);
                };
                let ty = promise.ty;
                self.promise_call(PromiseOperation::Finally, vec![promise, handler], ty, span)
            }
            ("then" | "catch" | "finally", _) => {
                for argument in arguments {
                    self.check_expression(&argument.expr);
                }
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'{method}' with {} arguments", arguments.len()),
                ));
                Self::poison(span)
            }
            _ => self
                .missing_library_member("Promise", "instance", method, span)
                .unwrap_or_else(|| {
                    self.error(Diagnostic::new(
                        Code::UnknownProperty,
                        span,
                        format!("Property '{method}' does not exist on type 'Promise'."),
                    ));
                    Self::poison(span)
                }),
        }
    }

    /// `Promise.resolve(v)`, `Promise.reject(e)`, `Promise.all(ps)` and
    /// the other combinators; `written` is the type argument given.
    pub(crate) fn check_promise_static(
        &mut self,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        written: Option<TypeId>,
        span: Span,
    ) -> Expression {
        let wanted = written;
        match (method, arguments) {
            ("resolve", []) => {
                let undefined = Expression {
                    kind: ExpressionKind::Undefined,
                    ty: TypeId::UNDEFINED,
                    span,
                };
                let boxed = Self::boxed(undefined);
                let ty = self.promise_of(TypeId::VOID);
                self.promise_call(PromiseOperation::Resolve, vec![boxed], ty, span)
            }
            ("resolve", [value]) => {
                let value = self.check_expecting(&value.expr, wanted);
                if value.ty == TypeId::NEVER {
                    return Self::poison(span);
                }
                let ty = if self.promise_value(value.ty).is_some() {
                    value.ty
                } else {
                    self.promise_of(value.ty)
                };
                let boxed = Self::boxed(value);
                self.promise_call(PromiseOperation::Resolve, vec![boxed], ty, span)
            }
            ("reject", [reason]) => {
                let reason = self.check_expression(&reason.expr);
                let boxed = Self::boxed(reason);
                let ty = self.promise_of(wanted.unwrap_or(TypeId::NEVER));
                self.promise_call(PromiseOperation::Reject, vec![boxed], ty, span)
            }
            // `Promise.all([user(), count()])`: a tuple of the values when
            // the elements differ in type (tsc's `[User, number]`).
            ("all", [values])
                if wanted.is_none()
                    && matches!(&*values.expr, ast::Expr::Array(literal)
                    if literal.elems.len() >= 2
                        && literal.elems.iter().all(|element| {
                            element.as_ref().is_some_and(|element| element.spread.is_none())
                        })) =>
            {
                let ast::Expr::Array(literal) = &*values.expr else {
                    return Self::poison(span);
                };
                let elements: Vec<Expression> = literal
                    .elems
                    .iter()
                    .flatten()
                    .map(|element| self.check_expression(&element.expr))
                    .collect();
                if elements.iter().any(|element| element.ty == TypeId::NEVER) {
                    return Self::poison(span);
                }
                let values_span = self.span(literal.span);
                let first = elements[0].ty;
                // A promise of nothing (`void`) settles with `undefined`:
                // held as a box.
                let awaited: Vec<TypeId> = elements
                    .iter()
                    .map(|element| match self.awaited_type(element.ty) {
                        TypeId::VOID | TypeId::UNDEFINED => TypeId::UNKNOWN,
                        ty => ty,
                    })
                    .collect();
                let (array, ty) = if elements.iter().all(|element| element.ty == first)
                    && self.is_element_type(first)
                {
                    let array = Expression {
                        kind: ExpressionKind::ArrayLiteral(elements),
                        ty: self.array_of(first),
                        span: values_span,
                    };
                    let result = self.array_of(awaited[0]);
                    (array, self.promise_of(result))
                } else {
                    let boxes: Vec<Expression> = elements
                        .into_iter()
                        .map(|element| self.represent_as(element, TypeId::UNKNOWN))
                        .collect();
                    let array = Expression {
                        kind: ExpressionKind::ArrayLiteral(boxes),
                        ty: self.array_of(TypeId::UNKNOWN),
                        span: values_span,
                    };
                    // Values of one type (a promise and a plain value of
                    // it): an array, as a tuple of one type is here.
                    let result = if awaited.iter().all(|&ty| ty == awaited[0])
                        && self.is_element_type(awaited[0])
                    {
                        self.array_of(awaited[0])
                    } else {
                        self.types.intern(Type::Tuple(awaited))
                    };
                    (array, self.promise_of(result))
                };
                self.promise_call(
                    PromiseOperation::Combine(PromiseCombinator::All),
                    vec![array],
                    ty,
                    span,
                )
            }
            ("all" | "allSettled" | "race" | "any", [values]) => {
                let expected = wanted.map(|value| self.array_of(value));
                let values = self.check_expecting(&values.expr, expected);
                if values.ty == TypeId::NEVER {
                    return Self::poison(span);
                }
                let Some(element) = self.types.element(values.ty) else {
                    let shown = self.types.display(values.ty).to_string();
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("'Promise.{method}' of a '{shown}'"),
                    ));
                    return Self::poison(span);
                };
                let awaited = match self.awaited_members(element) {
                    // A promise of nothing settles with `undefined`: a box.
                    // (`Promise.all([])`: nothing, an empty array of boxes.)
                    TypeId::VOID | TypeId::UNDEFINED | TypeId::NEVER if method == "all" => {
                        TypeId::UNKNOWN
                    }
                    ty => ty,
                };
                let (combinator, result) = match method {
                    "all" => (PromiseCombinator::All, self.array_of(awaited)),
                    "race" => (PromiseCombinator::Race, awaited),
                    "any" => (PromiseCombinator::Any, awaited),
                    _ => {
                        let settled = self.settled_result(awaited);
                        (PromiseCombinator::AllSettled, self.array_of(settled))
                    }
                };
                if combinator == PromiseCombinator::All && !self.is_boxable_element(awaited) {
                    let shown = self.types.display(awaited).to_string();
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("'Promise.all' of promises of '{shown}'"),
                    ));
                    return Self::poison(span);
                }
                let ty = self.promise_of(result);
                self.promise_call(
                    PromiseOperation::Combine(combinator),
                    vec![values],
                    ty,
                    span,
                )
            }
            _ => {
                for argument in arguments {
                    self.check_expression(&argument.expr);
                }
                self.missing_library_member("Promise", "static", method, span)
                    .unwrap_or_else(|| {
                        self.error(Diagnostic::new(
                            Code::UnknownProperty,
                            span,
                            format!(
                                "Property '{method}' does not exist on type 'PromiseConstructor'."
                            ),
                        ));
                        Self::poison(span)
                    })
            }
        }
    }

    /// `PromiseFulfilledResult<T>`: `{ status: "fulfilled", value: T }`.
    pub(crate) fn fulfilled_result(&mut self, value: TypeId) -> TypeId {
        let value = if value == TypeId::VOID {
            TypeId::UNDEFINED
        } else {
            value
        };
        self.types.object_type(vec![
            Self::result_property("status", TypeId::STRING),
            Self::result_property("value", value),
        ])
    }

    /// `PromiseRejectedResult`: `{ status: "rejected", reason: any }`.
    pub(crate) fn rejected_result(&mut self) -> TypeId {
        self.types.object_type(vec![
            Self::result_property("status", TypeId::STRING),
            Self::result_property("reason", TypeId::ANY),
        ])
    }

    /// `PromiseSettledResult<T>`, what `Promise.allSettled` gives per
    /// element: the union of the two (one object type, `value` and `reason`
    /// optional; the runtime makes objects of either shape).
    pub(crate) fn settled_result(&mut self, value: TypeId) -> TypeId {
        let fulfilled = self.fulfilled_result(value);
        let rejected = self.rejected_result();
        self.union_of(&[fulfilled, rejected])
            .unwrap_or(TypeId::UNKNOWN)
    }

    fn result_property(name: &str, ty: TypeId) -> crate::types::Property {
        crate::types::Property {
            name: name.into(),
            ty,
            readonly: false,
            method: false,
            optional: false,
        }
    }

    /// Element types `Promise.all` can give back as an array (its result
    /// array holds the settled values unboxed).
    fn is_boxable_element(&self, ty: TypeId) -> bool {
        !matches!(ty, TypeId::VOID | TypeId::UNDEFINED | TypeId::NEVER)
    }

    /// `new Promise<T>((resolve, reject) => { ... })`.
    pub(crate) fn check_new_promise(
        &mut self,
        new: &'a ast::NewExpr,
        expected: Option<TypeId>,
        span: Span,
    ) -> Expression {
        let explicit = new
            .type_args
            .as_ref()
            .and_then(|arguments| arguments.params.first())
            .map(|argument| self.resolve_type(argument));
        let value = explicit
            .or_else(|| expected.and_then(|ty| self.promise_value(ty)))
            .unwrap_or(TypeId::UNKNOWN);
        let arguments = new.args.as_deref().unwrap_or(&[]);
        let [executor] = arguments else {
            self.argument_count_error(span, 1, arguments.len());
            return Self::poison(span);
        };
        // The resolve and reject functions take any value (a box); `resolve`
        // of a `Promise<T>` is checked like a `T` argument would be by tsc
        // only in the value's type, which the box keeps.
        let resolver = self.function_type(vec![TypeId::UNKNOWN], TypeId::VOID);
        let expected_executor = self.function_type(vec![resolver, resolver], TypeId::VOID);
        let executor = match super::closures::ClosureSyntax::of_expression(&executor.expr) {
            Some(syntax) => self.check_closure(
                syntax,
                Some(ClosureExpectation {
                    parameters: vec![resolver, resolver],
                    result: Some(TypeId::VOID),
                    rest: false,
                }),
            ),
            None => self.check_expecting(&executor.expr, Some(expected_executor)),
        };
        if executor.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let executor = self.assign_to(executor, expected_executor);
        let ty = self.promise_of(value);
        self.promise_call(PromiseOperation::Construct, vec![executor], ty, span)
    }

    /// `setTimeout`, `setInterval`, `setImmediate`, the `clear` functions
    /// and `queueMicrotask`; `None` for other names.
    pub(crate) fn check_timer_call(
        &mut self,
        name: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Expression> {
        let operation = match name {
            "setTimeout" => PromiseOperation::SetTimer(false),
            "setInterval" => PromiseOperation::SetTimer(true),
            "setImmediate" => PromiseOperation::SetImmediate,
            "queueMicrotask" => PromiseOperation::QueueMicrotask,
            "clearTimeout" | "clearInterval" | "clearImmediate" => PromiseOperation::ClearTimer,
            _ => return None,
        };
        if self.lookup(name).is_some() {
            return None;
        }
        Some(self.check_scheduling(operation, name, arguments, span))
    }

    /// `process.nextTick(callback)`.
    pub(crate) fn check_next_tick(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        self.check_scheduling(PromiseOperation::NextTick, "nextTick", arguments, span)
    }

    fn check_scheduling(
        &mut self,
        operation: PromiseOperation,
        name: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        if operation == PromiseOperation::ClearTimer {
            let id = match arguments {
                [id] => {
                    let id = self.check_expression(&id.expr);
                    self.assign_to(id, TypeId::NUMBER)
                }
                _ => {
                    self.argument_count_error(span, 1, arguments.len());
                    return Self::poison(span);
                }
            };
            return self.promise_call(operation, vec![id], TypeId::VOID, span);
        }
        let Some((callback, rest)) = arguments.split_first() else {
            self.argument_count_error(span, 1, 0);
            return Self::poison(span);
        };
        let Some((callback, _)) = self.check_handler(&callback.expr, Vec::new()) else {
            for argument in rest {
                self.check_expression(&argument.expr);
            }
            return Self::poison(span);
        };
        let mut values = vec![callback];
        match operation {
            PromiseOperation::SetTimer(_) => {
                let delay = match rest {
                    [] => self.number_expression(0.0, span),
                    [delay] => {
                        let delay = self.check_expression(&delay.expr);
                        self.assign_to(delay, TypeId::NUMBER)
                    }
                    _ => {
                        self.error(Diagnostic::unsupported(
                            span,
                            format!("arguments for the callback of '{name}'"),
                        ));
                        return Self::poison(span);
                    }
                };
                values.push(delay);
            }
            _ if !rest.is_empty() => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("arguments for the callback of '{name}'"),
                ));
                return Self::poison(span);
            }
            _ => {}
        }
        let ty = match operation {
            PromiseOperation::SetTimer(_) | PromiseOperation::SetImmediate => TypeId::NUMBER,
            _ => TypeId::VOID,
        };
        self.promise_call(operation, values, ty, span)
    }
}
