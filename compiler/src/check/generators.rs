//! Generators: `function*` bodies, `yield` and `yield*`, the `Generator`
//! types, `next`/`return`/`throw`, and iterating a generator (`for ... of`,
//! spread, `Array.from`).
//!
//! A generator is a coroutine like an async function (see the code
//! generator's `coroutines.rs`); values cross its boundary boxed, as
//! promises' do, and come out through a checked unboxing.

use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{Builtin, Expression, ExpressionKind, GeneratorOperation};
use crate::types::{Property, Type, TypeId};

/// How a loop over a generator goes: `for ... of`, `for await` over a
/// synchronous iterable (each value awaited), `for await` over an async
/// generator (each step awaited).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum LoopMode {
    Sync,
    AwaitValues,
    Async,
}

/// What a generator body being checked yields, returns and is sent.
#[derive(Clone)]
pub(crate) struct GeneratorState {
    /// The annotated yield type, or `None` to infer it from the yields.
    pub declared_yield: Option<TypeId>,
    /// The types of the values yielded, to infer the yield type.
    pub yielded: Vec<TypeId>,
    /// What `yield` evaluates to (`next(value)`'s value).
    pub next: TypeId,
    /// An `async function*`: `await` and `yield` both suspend it, and
    /// what it yields or returns is awaited first.
    pub asynchronous: bool,
}

impl<'a> Checker<'a> {
    /// `Generator<yielded, returned, next>`.
    pub(crate) fn generator_of(
        &mut self,
        yielded: TypeId,
        returned: TypeId,
        next: TypeId,
    ) -> TypeId {
        self.types.intern(Type::Generator(yielded, returned, next))
    }

    /// `AsyncGenerator<yielded, returned, next>`.
    pub(crate) fn async_generator_of(
        &mut self,
        yielded: TypeId,
        returned: TypeId,
        next: TypeId,
    ) -> TypeId {
        self.types
            .intern(Type::AsyncGenerator(yielded, returned, next))
    }

    /// The yield, return and next types of an async generator type.
    pub(crate) fn async_generator_parts(&self, ty: TypeId) -> Option<(TypeId, TypeId, TypeId)> {
        match self.types.get(ty) {
            Type::AsyncGenerator(yielded, returned, next) => Some((*yielded, *returned, *next)),
            _ => None,
        }
    }

    /// The type a generator function returns: a generator, or an async
    /// one.
    pub(crate) fn generator_kind_of(
        &mut self,
        asynchronous: bool,
        (yielded, returned, next): (TypeId, TypeId, TypeId),
    ) -> TypeId {
        if asynchronous {
            self.async_generator_of(yielded, returned, next)
        } else {
            self.generator_of(yielded, returned, next)
        }
    }

    /// The yield, return and next types of a generator type.
    pub(crate) fn generator_parts(&self, ty: TypeId) -> Option<(TypeId, TypeId, TypeId)> {
        match self.types.get(ty) {
            Type::Generator(yielded, returned, next) => Some((*yielded, *returned, *next)),
            _ => None,
        }
    }

    /// The state a generator body starts with, from its annotated result
    /// (`Generator<T, R, N>` or `IterableIterator<T>`): the yield and next
    /// types, and the type its `return` statements return.
    pub(crate) fn generator_body(
        &mut self,
        declared: Option<TypeId>,
        asynchronous: bool,
        span: Span,
    ) -> (GeneratorState, Option<TypeId>) {
        let parts = match declared {
            None => None,
            Some(TypeId::NEVER) => Some((TypeId::NEVER, TypeId::NEVER, TypeId::UNKNOWN)),
            Some(ty) => match if asynchronous {
                self.async_generator_parts(ty)
            } else {
                self.generator_parts(ty)
            } {
                Some(parts) => Some(parts),
                None => {
                    let shown = self.types.display(ty).to_string();
                    self.error(Diagnostic::new(
                        Code::TypeMismatch,
                        span,
                        format!("A generator cannot have a '{shown}' return type annotation."),
                    ));
                    Some((TypeId::NEVER, TypeId::NEVER, TypeId::UNKNOWN))
                }
            },
        };
        let state = GeneratorState {
            declared_yield: parts.map(|(yielded, _, _)| yielded),
            yielded: Vec::new(),
            next: parts.map_or(TypeId::UNKNOWN, |(_, _, next)| next),
            asynchronous,
        };
        (state, parts.map(|(_, returned, _)| returned))
    }

    /// The generator type of a body just checked: its yields' common type
    /// (or the annotation's) and what it returns.
    pub(crate) fn generator_result(
        &mut self,
        state: &GeneratorState,
        returned: TypeId,
        span: Span,
    ) -> TypeId {
        let yielded = match state.declared_yield {
            Some(yielded) => yielded,
            None => {
                let mut kinds: Vec<TypeId> = Vec::new();
                for &ty in &state.yielded {
                    if ty != TypeId::NEVER && !kinds.contains(&ty) {
                        kinds.push(ty);
                    }
                }
                match kinds.as_slice() {
                    [] => TypeId::NEVER,
                    [one] => *one,
                    many => self.union_of(many).unwrap_or_else(|| {
                        self.error(Diagnostic::new(
                            Code::AnnotationNeeded,
                            span,
                            "The yield type of this generator cannot be inferred; annotate its \
                             result type.",
                        ));
                        TypeId::NEVER
                    }),
                }
            }
        };
        self.generator_kind_of(state.asynchronous, (yielded, returned, state.next))
    }

    pub(crate) fn generator_call(
        &self,
        operation: GeneratorOperation,
        arguments: Vec<Expression>,
        ty: TypeId,
        span: Span,
    ) -> Expression {
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Generator(operation),
                arguments,
            },
            ty,
            span,
        }
    }

    /// A generator operation on one value, of type `ty`.
    pub(crate) fn generator_call_of(
        &self,
        operation: GeneratorOperation,
        value: Expression,
        ty: TypeId,
    ) -> Expression {
        let span = value.span;
        self.generator_call(operation, vec![value], ty, span)
    }

    /// `yield value` and `yield* iterable`.
    pub(crate) fn check_yield(&mut self, expression: &'a ast::YieldExpr, span: Span) -> Expression {
        let Some(state) = self.current.generator.clone() else {
            if let Some(argument) = &expression.arg {
                self.check_expression(argument);
            }
            self.error(Diagnostic::new(
                Code::InvalidJump,
                span,
                "A 'yield' expression is only allowed in a generator body.",
            ));
            return Self::poison(span);
        };
        if expression.delegate {
            return self.check_yield_delegate(expression, state, span);
        }
        let value = match &expression.arg {
            Some(argument) => {
                // In an async generator a promise of the type may be
                // yielded too: only literals take the type as context.
                let literal = matches!(
                    &**argument,
                    ast::Expr::Array(_) | ast::Expr::Object(_) | ast::Expr::Lit(_)
                );
                let wanted = state
                    .declared_yield
                    .filter(|_| !state.asynchronous || literal);
                let value = self.check_expecting(argument, wanted);
                if let Some(yielded) = state.declared_yield {
                    // An async generator yields what its value settles with.
                    let given = Expression {
                        ty: if state.asynchronous {
                            self.awaited_type(value.ty)
                        } else {
                            value.ty
                        },
                        ..Self::poison(value.span)
                    };
                    self.expect_assignable(&given, yielded);
                }
                value
            }
            None => Expression {
                kind: ExpressionKind::Undefined,
                ty: TypeId::UNDEFINED,
                span,
            },
        };
        let yielded = if state.asynchronous {
            self.awaited_type(value.ty)
        } else {
            value.ty
        };
        if let Some(generator) = &mut self.current.generator {
            generator.yielded.push(yielded);
        }
        let boxed = self.boxed_for_generator(value, state.asynchronous);
        let sent = self.generator_call(
            GeneratorOperation::Yield,
            vec![boxed],
            TypeId::UNKNOWN,
            span,
        );
        // The consumer may have run anything meanwhile.
        self.forget_shared_narrowings();
        self.unboxed(sent, state.next)
    }

    /// What a generator body yields or returns, boxed; awaited first in an
    /// async generator.
    pub(crate) fn boxed_for_generator(
        &mut self,
        value: Expression,
        asynchronous: bool,
    ) -> Expression {
        let boxed = Self::boxed(value);
        if !asynchronous {
            return boxed;
        }
        let span = boxed.span;
        self.promise_call(
            crate::hir::PromiseOperation::Await,
            vec![boxed],
            TypeId::UNKNOWN,
            span,
        )
    }

    /// `yield* inner`: yields what another generator (or an array) yields;
    /// its value is the inner generator's return value.
    fn check_yield_delegate(
        &mut self,
        expression: &'a ast::YieldExpr,
        state: GeneratorState,
        span: Span,
    ) -> Expression {
        let Some(argument) = &expression.arg else {
            return Self::poison(span);
        };
        let inner = self.check_expression(argument);
        if inner.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        if state.asynchronous {
            return self.check_async_delegate(inner, state, span);
        }
        let (yielded, returned, inner) = if let Some((yielded, returned, _)) =
            self.generator_parts(inner.ty)
        {
            (yielded, returned, inner)
        } else if let Some(element) = self.types.element(inner.ty) {
            // An array: a generator over its elements.
            let ty = self.generator_of(element, TypeId::VOID, TypeId::UNKNOWN);
            let from = self.generator_call(GeneratorOperation::FromArray, vec![inner], ty, span);
            (element, TypeId::VOID, from)
        } else if self.types.is_dynamic(inner.ty) {
            // An `any`: the generator it holds, or the values of its
            // array or string.
            // V8 renders the operand of `yield*` as an intermediate value.
            let text = "yield* (intermediate value) is not iterable".to_string();
            let from = self.any_generator(inner, text);
            (TypeId::ANY, TypeId::ANY, from)
        } else {
            let shown = self.types.display(inner.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("'yield*' of a '{shown}'"),
            ));
            return Self::poison(span);
        };
        self.delegation(
            GeneratorOperation::Delegate,
            inner,
            (yielded, returned),
            &state,
            span,
        )
    }

    /// `yield*`'s operation on `inner`, which yields `yielded` and returns
    /// `returned`: what it yields checked against the declared yield
    /// type, and its value the returned one.
    fn delegation(
        &mut self,
        operation: GeneratorOperation,
        inner: Expression,
        (yielded, returned): (TypeId, TypeId),
        state: &GeneratorState,
        span: Span,
    ) -> Expression {
        if let Some(declared) = state.declared_yield {
            let shown = Expression {
                ty: yielded,
                ..Self::poison(span)
            };
            self.expect_assignable(&shown, declared);
        }
        if let Some(generator) = &mut self.current.generator {
            generator.yielded.push(yielded);
        }
        let result = self.generator_call(operation, vec![inner], TypeId::UNKNOWN, span);
        self.forget_shared_narrowings();
        self.unboxed(result, returned)
    }

    /// `yield* inner` in an async generator: of an async generator, or of
    /// a generator or an array (their values awaited, as JavaScript wraps
    /// a synchronous iterator).
    fn check_async_delegate(
        &mut self,
        inner: Expression,
        state: GeneratorState,
        span: Span,
    ) -> Expression {
        let (yielded, returned, inner) = if let Some((yielded, returned, _)) =
            self.async_generator_parts(inner.ty)
        {
            (yielded, returned, inner)
        } else if let Some((yielded, returned, _)) = self.generator_parts(inner.ty) {
            (self.awaited_members(yielded), returned, inner)
        } else if let Some(element) = self.types.element(inner.ty) {
            let ty = self.generator_of(element, TypeId::VOID, TypeId::UNKNOWN);
            let from = self.generator_call(GeneratorOperation::FromArray, vec![inner], ty, span);
            (self.awaited_members(element), TypeId::VOID, from)
        } else {
            let shown = self.types.display(inner.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("'yield*' of a '{shown}' in an async generator"),
            ));
            return Self::poison(span);
        };
        self.delegation(
            GeneratorOperation::AsyncDelegate,
            inner,
            (yielded, returned),
            &state,
            span,
        )
    }

    /// The `{ value, done }` object type `next()` returns.
    pub(crate) fn iterator_result(&mut self, yielded: TypeId, returned: TypeId) -> TypeId {
        let ty = self.iterator_result_type(yielded, returned);
        // What `value` is on each side of `done`, for narrowing; a type
        // two generators of different parts share tells nothing.
        let undefined_for_void = |ty: TypeId| {
            if ty == TypeId::VOID {
                TypeId::UNDEFINED
            } else {
                ty
            }
        };
        let parts = Some((undefined_for_void(yielded), undefined_for_void(returned)));
        let known = self.iterator_results.entry(ty).or_insert(parts);
        if *known != parts {
            *known = None;
        }
        ty
    }

    fn iterator_result_type(&mut self, yielded: TypeId, returned: TypeId) -> TypeId {
        let value = if yielded == returned || returned == TypeId::NEVER {
            yielded
        } else if yielded == TypeId::NEVER {
            returned
        } else {
            let returned = if returned == TypeId::VOID {
                TypeId::UNDEFINED
            } else {
                returned
            };
            self.union_of(&[yielded, returned])
                .unwrap_or(TypeId::UNKNOWN)
        };
        let value = if value == TypeId::VOID {
            TypeId::UNDEFINED
        } else {
            value
        };
        self.types.object_type(vec![
            Property {
                name: "value".into(),
                ty: value,
                readonly: false,
                method: false,
                optional: false,
            },
            Property {
                name: "done".into(),
                ty: TypeId::BOOLEAN,
                readonly: false,
                method: false,
                optional: false,
            },
        ])
    }

    /// `generator.next(value)`, `.return(value)`, `.throw(error)`.
    pub(crate) fn check_generator_method(
        &mut self,
        generator: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let asynchronous = self.async_generator_parts(generator.ty).is_some();
        let Some((yielded, returned, next)) = self
            .generator_parts(generator.ty)
            .or_else(|| self.async_generator_parts(generator.ty))
        else {
            return Self::poison(span);
        };
        let (mode, wanted) = match method {
            "next" => (0, next),
            // `Generator<T>`'s return type is tsc's `any`: any value.
            "return" if returned == TypeId::VOID => (1, TypeId::UNKNOWN),
            "return" => (1, returned),
            "throw" => (2, TypeId::UNKNOWN),
            _ => {
                for argument in arguments {
                    self.check_expression(&argument.expr);
                }
                return self
                    .missing_library_member("Generator", "instance", method, span)
                    .unwrap_or_else(|| {
                        self.error(Diagnostic::new(
                            Code::UnknownProperty,
                            span,
                            format!("Property '{method}' does not exist on type 'Generator'."),
                        ));
                        Self::poison(span)
                    });
            }
        };
        let sent = match arguments {
            [] => Expression {
                kind: ExpressionKind::Undefined,
                ty: TypeId::UNDEFINED,
                span,
            },
            [value] => {
                let value = self.check_expecting(&value.expr, Some(wanted));
                self.assign_to(value, wanted)
            }
            _ => {
                self.argument_count_error(span, 1, arguments.len());
                return Self::poison(span);
            }
        };
        let boxed = Self::boxed(sent);
        let ty = self.iterator_result(yielded, returned);
        let mode = self.number_expression(f64::from(mode), span);
        if asynchronous {
            let ty = self.promise_of(ty);
            return self.generator_call(
                GeneratorOperation::AsyncResume,
                vec![generator, boxed, mode],
                ty,
                span,
            );
        }
        self.generator_call(
            GeneratorOperation::Resume,
            vec![generator, boxed, mode],
            ty,
            span,
        )
    }

    /// The iterator of an array, string, map or set kept as a value (`const
    /// it = map.keys()`): a generator over `copy`, the new array of its
    /// values, which prints as Node prints that iterator (`label`, see the
    /// runtime's `IteratorLabel`).
    pub(crate) fn iterator_over_copy(
        &mut self,
        copy: Expression,
        label: IteratorLabel,
    ) -> Expression {
        let element = self.types.element(copy.ty).unwrap_or(TypeId::NEVER);
        let ty = self.generator_of(element, TypeId::UNDEFINED, TypeId::UNKNOWN);
        let span = copy.span;
        let label = self.number_expression(f64::from(label as u8), span);
        self.generator_call(GeneratorOperation::OverCopy, vec![copy, label], ty, span)
    }

    /// An object with a `next()` method (a hand-written iterator, tsc has
    /// checked its results) where the iterator type `ty` is wanted: a
    /// generator that calls its methods through the dynamic calling
    /// convention.
    pub(crate) fn iterator_adapter(&mut self, object: Expression, ty: TypeId) -> Expression {
        self.dynamic_calls.set(true);
        let span = object.span;
        let boxed = Self::boxed(object);
        self.generator_call(GeneratorOperation::FromIterator, vec![boxed], ty, span)
    }

    /// The array an iterator made by [`Self::iterator_over_copy`] walks
    /// (what iterating or spreading it gives); `Err` gives other values
    /// back.
    pub(crate) fn copied_iterator(value: Expression) -> Result<Expression, Expression> {
        match value.kind {
            ExpressionKind::Builtin {
                builtin: Builtin::Generator(GeneratorOperation::OverCopy),
                mut arguments,
            } if arguments.len() == 2 => Ok(arguments.swap_remove(0)),
            kind => Err(Expression { kind, ..value }),
        }
    }

    /// What iterating a dynamic value visits, lazily: the generator it
    /// holds, or a generator over the values of the array, string, map or
    /// set it holds (as `any`s); `message` is Node's TypeError for what is
    /// not iterable.
    pub(crate) fn any_generator(&mut self, value: Expression, message: String) -> Expression {
        let span = value.span;
        let ty = self.generator_of(TypeId::ANY, TypeId::ANY, TypeId::UNKNOWN);
        let text = Expression {
            kind: ExpressionKind::String(message.encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        };
        let boxed = self.represent_as(value, TypeId::ANY);
        self.generator_call(GeneratorOperation::FromAny, vec![boxed, text], ty, span)
    }

    /// The elements of a generator as an array (`[...generator]`,
    /// `Array.from(generator)`).
    pub(crate) fn generator_to_array(&mut self, generator: Expression) -> Expression {
        let generator = match Self::copied_iterator(generator) {
            Ok(array) => return array,
            Err(generator) => generator,
        };
        let span = generator.span;
        let yielded = self
            .generator_parts(generator.ty)
            .map_or(TypeId::NEVER, |(yielded, _, _)| yielded);
        let ty = self.array_of(yielded);
        self.generator_call(GeneratorOperation::Collect, vec![generator], ty, span)
    }

    /// At most `count` of the values the generator yields, as an array;
    /// the generator closed after them (see `GeneratorOperation::Take`).
    pub(crate) fn generator_take(
        &mut self,
        generator: Expression,
        count: usize,
        span: Span,
    ) -> Expression {
        let yielded = self
            .generator_parts(generator.ty)
            .map_or(TypeId::NEVER, |(yielded, _, _)| yielded);
        let ty = self.array_of(yielded);
        let count = Expression {
            kind: ExpressionKind::Number(count as f64),
            ty: TypeId::NUMBER,
            span,
        };
        self.generator_call(GeneratorOperation::Take, vec![generator, count], ty, span)
    }

    /// One step of a `for ... of` over a generator: whether it yielded.
    pub(crate) fn generator_step(&self, generator: Expression, span: Span) -> Expression {
        self.generator_call(
            GeneratorOperation::Step,
            vec![generator],
            TypeId::BOOLEAN,
            span,
        )
    }

    /// The value the generator last yielded, as its yield type.
    pub(crate) fn generator_current(
        &mut self,
        generator: Expression,
        yielded: TypeId,
        span: Span,
    ) -> Expression {
        let value = self.generator_call(
            GeneratorOperation::Current,
            vec![generator],
            TypeId::UNKNOWN,
            span,
        );
        self.unboxed(value, yielded)
    }

    /// Ends a generator a loop leaves early (its `finally` blocks run).
    pub(crate) fn generator_close(&self, generator: Expression, span: Span) -> Expression {
        self.generator_call(
            GeneratorOperation::Close,
            vec![generator],
            TypeId::VOID,
            span,
        )
    }
}

impl<'a> Checker<'a> {
    /// `for (const x of generator) body`: steps the generator until it is
    /// done; a loop left early (`break`, `return`, an exception) closes it,
    /// so its `finally` blocks run, as JavaScript's `return()` does.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn check_generator_loop(
        &mut self,
        generator: Expression,
        pattern: &'a ast::Pat,
        mutable: bool,
        body_statement: &'a ast::Stmt,
        labels: Vec<String>,
        mode: LoopMode,
        out: &mut Vec<crate::hir::Statement>,
    ) {
        use crate::hir::{self, Statement, Variable};
        let span = generator.span;
        let Some((yielded, _, _)) = self
            .generator_parts(generator.ty)
            .or_else(|| self.async_generator_parts(generator.ty))
        else {
            return;
        };
        let generator_type = generator.ty;
        self.current.push_scope();
        let source = self.declare_local("<generator>", generator_type, false, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(Variable::Local(source)),
            ty: generator_type,
            span,
        };
        let condition = if mode == LoopMode::Async {
            let step = self.generator_call(
                GeneratorOperation::AsyncStep,
                vec![read()],
                TypeId::UNKNOWN,
                span,
            );
            let stepped = self.promise_call(
                crate::hir::PromiseOperation::Await,
                vec![step],
                TypeId::UNKNOWN,
                span,
            );
            self.unboxed(stepped, TypeId::BOOLEAN)
        } else if mode == LoopMode::AwaitValues {
            // Stepped in the body (see below).
            Expression {
                kind: ExpressionKind::Boolean(true),
                ty: TypeId::BOOLEAN,
                span,
            }
        } else {
            self.generator_step(read(), span)
        };
        let (target, body) = self.with_loop_target(labels, |checker| {
            checker.current.push_scope();
            let mut body = hir::Block::default();
            let current = if mode == LoopMode::AwaitValues {
                checker.async_from_sync_step(read, yielded, &mut body.statements, span)
            } else {
                checker.generator_current(read(), yielded, span)
            };
            checker.declare_pattern(
                pattern,
                current,
                super::destructuring::PatternUse::Declare {
                    mutable,
                    top_level: false,
                },
                &mut body.statements,
            );
            match body_statement {
                ast::Stmt::Block(block) => {
                    checker.check_statements(&block.stmts, &mut body.statements)
                }
                other => checker.check_statement(other, &mut body.statements, false),
            }
            body.declared = checker.current.pop_scope();
            body
        });
        let looping = Statement::While {
            target,
            condition,
            body,
            update: None,
            fresh: Vec::new(),
        };
        let saved = crate::hir::LocalId(self.current.locals.len() as u32);
        self.current
            .locals
            .push(hir::Local::new("[exception]", TypeId::UNKNOWN));
        let close = if mode == LoopMode::Async {
            // `return()` awaited, when the loop left before the end.
            let open = self.generator_call(
                GeneratorOperation::AsyncOpen,
                vec![read()],
                TypeId::BOOLEAN,
                span,
            );
            let closing = self.generator_call(
                GeneratorOperation::AsyncClose,
                vec![read()],
                TypeId::UNKNOWN,
                span,
            );
            let awaited = self.promise_call(
                crate::hir::PromiseOperation::Await,
                vec![closing],
                TypeId::UNKNOWN,
                span,
            );
            Statement::If {
                condition: open,
                then: hir::Block {
                    statements: vec![Statement::Expression(awaited)],
                    declared: Vec::new(),
                },
                otherwise: None,
            }
        } else {
            Statement::Expression(self.generator_close(read(), span))
        };
        let statements = vec![
            Statement::Let {
                local: source,
                value: Some(generator),
            },
            Statement::Try {
                body: hir::Block {
                    statements: vec![looping],
                    declared: Vec::new(),
                },
                catch: None,
                finally: Some(hir::Block {
                    statements: vec![close],
                    declared: Vec::new(),
                }),
                saved,
            },
        ];
        let declared = self.current.pop_scope();
        out.push(Statement::Block(hir::Block {
            statements,
            declared,
        }));
    }
}

impl<'a> Checker<'a> {
    /// `value[Symbol.iterator]()`: a class's method, a generator itself, the
    /// iterator of an array, set, map or string.
    pub(crate) fn check_iterator_call(&mut self, receiver: Expression, span: Span) -> Expression {
        if receiver.ty == TypeId::NEVER || self.generator_parts(receiver.ty).is_some() {
            return receiver;
        }
        if receiver.ty == TypeId::STRING {
            let points = self.string_code_points(receiver);
            return self.iterator_over_copy(points, IteratorLabel::String);
        }
        if self.types.element(receiver.ty).is_some() {
            return self.check_array_method(receiver, "values", &[], span);
        }
        match self.types.get(receiver.ty) {
            Type::Set(_) => return self.check_collection_method(receiver, "values", &[], span),
            Type::Map(..) => return self.check_collection_method(receiver, "entries", &[], span),
            _ => {}
        }
        match self.user_iterator(receiver) {
            Ok(iterator) => iterator,
            Err(receiver) => {
                let shown = self.types.display(receiver.ty).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'[Symbol.iterator]()' of a '{shown}'"),
                ));
                Self::poison(span)
            }
        }
    }

    /// A step of `for await` over a synchronous iterator, taking the
    /// specification's ticks (CreateAsyncFromSyncIterator: the value, or
    /// `undefined` at the end, is resolved into a promise whose `then`
    /// settles the step's promise, which the loop awaits): steps
    /// `generator`, awaits, leaves the loop when it was done, and gives the
    /// value settled.
    fn async_from_sync_step(
        &mut self,
        generator: impl Fn() -> Expression,
        yielded: TypeId,
        out: &mut Vec<crate::hir::Statement>,
        span: Span,
    ) -> Expression {
        use crate::hir::{PromiseOperation, Statement, Variable};
        let stepped = self.declare_local("<stepped>", TypeId::BOOLEAN, false, span);
        let read_stepped = || Expression {
            kind: ExpressionKind::Variable(Variable::Local(stepped)),
            ty: TypeId::BOOLEAN,
            span,
        };
        let step = self.generator_step(generator(), span);
        out.push(Statement::Let {
            local: stepped,
            value: Some(step),
        });
        let current = self.generator_call(
            GeneratorOperation::Current,
            vec![generator()],
            TypeId::UNKNOWN,
            span,
        );
        let nothing = Self::boxed(Expression {
            kind: ExpressionKind::Undefined,
            ty: TypeId::UNDEFINED,
            span,
        });
        let value = Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(read_stepped()),
                then: Box::new(current),
                otherwise: Box::new(nothing),
            },
            ty: TypeId::UNKNOWN,
            span,
        };
        let promise_type = self.promise_of(TypeId::UNKNOWN);
        let wrapped = self.promise_call(PromiseOperation::Resolve, vec![value], promise_type, span);
        let null = || Expression {
            kind: ExpressionKind::Null,
            ty: TypeId::NULL,
            span,
        };
        let settled = self.promise_call(
            PromiseOperation::Then,
            vec![wrapped, null(), null()],
            promise_type,
            span,
        );
        let awaited = self.promise_call(
            PromiseOperation::Await,
            vec![Self::boxed(settled)],
            TypeId::UNKNOWN,
            span,
        );
        let result = self.declare_local("<settled>", TypeId::UNKNOWN, false, span);
        out.push(Statement::Let {
            local: result,
            value: Some(awaited),
        });
        let target = self
            .current
            .targets
            .last()
            .map(|target| target.id)
            .expect("inside the loop's target");
        self.current.broken_targets.insert(target);
        out.push(Statement::If {
            condition: read_stepped(),
            then: crate::hir::Block::default(),
            otherwise: Some(crate::hir::Block {
                statements: vec![Statement::Break(target)],
                declared: Vec::new(),
            }),
        });
        let read_result = Expression {
            kind: ExpressionKind::Variable(Variable::Local(result)),
            ty: TypeId::UNKNOWN,
            span,
        };
        let ty = self.awaited_members(yielded);
        self.unboxed(read_result, ty)
    }

    /// A class instance or object whose type has a `[Symbol.iterator]()`
    /// method that returns a generator: that method called (what
    /// `for ... of`, spread and `Array.from` iterate). `Err` gives the
    /// value back.
    pub(crate) fn user_iterator(&mut self, value: Expression) -> Result<Expression, Expression> {
        self.iterator_method_call(value, super::classes::ITERATOR_METHOD, false)
    }

    /// The same for `[Symbol.asyncIterator]()` returning an async
    /// generator (what `for await` iterates).
    pub(crate) fn user_async_iterator(
        &mut self,
        value: Expression,
    ) -> Result<Expression, Expression> {
        let key = super::symbols::symbol_key("Symbol(Symbol.asyncIterator)", "");
        self.iterator_method_call(value, &key, true)
    }

    fn iterator_method_call(
        &mut self,
        value: Expression,
        key: &str,
        asynchronous: bool,
    ) -> Result<Expression, Expression> {
        let has_method = match self.types.class(value.ty) {
            Some(class) => self.classes[class.index()]
                .methods
                .iter()
                .any(|(name, _)| name == key),
            // `{ *[Symbol.iterator]() { ... } }`: an object type's method.
            None => self
                .types
                .object(value.ty)
                .is_some_and(|shape| shape.property(key).is_some()),
        };
        if !has_method {
            return Err(value);
        }
        let span = value.span;
        let call = self.call_method_of(value, key, None, &[], span);
        let fits = if asynchronous {
            self.async_generator_parts(call.ty).is_some()
        } else {
            self.generator_parts(call.ty).is_some()
        };
        // A hand-written iterator (an object with `next()`): stepped
        // through its methods, each value an `any`.
        let stepped = !asynchronous
            && (self
                .types
                .object(call.ty)
                .is_some_and(|shape| shape.property("next").is_some())
                || self.types.class(call.ty).is_some_and(|class| {
                    self.classes[class.index()]
                        .methods
                        .iter()
                        .any(|(name, _)| name == "next")
                }));
        if call.ty != TypeId::NEVER && !fits && stepped {
            let ty = self.generator_of(TypeId::ANY, TypeId::ANY, TypeId::UNKNOWN);
            return Ok(self.iterator_adapter(call, ty));
        }
        if call.ty != TypeId::NEVER && !fits {
            let shown = self.types.display(call.ty).to_string();
            let (method, kind) = if asynchronous {
                ("[Symbol.asyncIterator]", "an async generator")
            } else {
                ("[Symbol.iterator]", "a generator")
            };
            self.error(Diagnostic::unsupported(
                span,
                format!("a '{method}()' that returns a '{shown}' (not {kind})"),
            ));
            return Ok(Self::poison(span));
        }
        Ok(call)
    }
}

/// How an iterator over a copy prints (the runtime's generator label).
#[derive(Clone, Copy)]
pub(crate) enum IteratorLabel {
    Array = 1,
    String = 2,
    MapEntries = 3,
    Map = 4,
    Set = 5,
    SetEntries = 6,
}
