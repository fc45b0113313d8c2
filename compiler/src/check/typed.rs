//! Typed arrays (`Int8Array` ... `Float64Array`, `Uint8ClampedArray`):
//! constructors, `from`/`of`, element reads and writes (the array HIR
//! nodes, emitted by `codegen/typed.rs`), and methods.
//!
//! Methods that call a function per element are generic functions of the
//! prelude below, written in the subset itself and instantiated per typed
//! array type: `t.map(f)` is `__scriptcTypedMap<Int32Array>(t, f)`. Their
//! loops are the same plain element reads and writes a program's own loop
//! compiles to.

use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Diagnostic, Span};
use crate::hir::{ArrayMethod, Builtin, Expression, ExpressionKind, TypedMethod};
use crate::types::{Type, TypeId, TypedKind};

/// The per-element methods, checked with the error-class prelude (the
/// program names a typed array) and instantiated only when used.
pub(crate) const PRELUDE: &str = r#"
function __scriptcTypedForEach<A, R>(a: A, f: (value: number, index: number, array: A) => R): void {
    const n = a.length;
    for (let i = 0; i < n; i++) f(a[i], i, a);
}
function __scriptcTypedMap<A>(a: A, f: (value: number, index: number, array: A) => number): A {
    const n = a.length;
    const result = a.__scriptcCopy();
    for (let i = 0; i < n; i++) result[i] = f(a[i], i, a);
    return result;
}
function __scriptcTypedFilter<A, R>(a: A, f: (value: number, index: number, array: A) => R): A {
    const n = a.length;
    const kept: number[] = [];
    for (let i = 0; i < n; i++) {
        const value = a[i];
        if (f(value, i, a)) kept.push(value);
    }
    const result = a.__scriptcCopy(0, kept.length);
    result.set(kept);
    return result;
}
function __scriptcTypedReduce<A, T>(a: A, f: (accumulator: T, value: number, index: number, array: A) => T, initial: T): T {
    const n = a.length;
    let accumulator = initial;
    for (let i = 0; i < n; i++) accumulator = f(accumulator, a[i], i, a);
    return accumulator;
}
function __scriptcTypedReduceFirst<A>(a: A, f: (accumulator: number, value: number, index: number, array: A) => number): number {
    const n = a.length;
    if (n === 0) throw new TypeError("Reduce of empty array with no initial value");
    let accumulator = a[0];
    for (let i = 1; i < n; i++) accumulator = f(accumulator, a[i], i, a);
    return accumulator;
}
function __scriptcTypedReduceRight<A, T>(a: A, f: (accumulator: T, value: number, index: number, array: A) => T, initial: T): T {
    let accumulator = initial;
    for (let i = a.length - 1; i >= 0; i--) accumulator = f(accumulator, a[i], i, a);
    return accumulator;
}
function __scriptcTypedReduceRightFirst<A>(a: A, f: (accumulator: number, value: number, index: number, array: A) => number): number {
    const n = a.length;
    if (n === 0) throw new TypeError("Reduce of empty array with no initial value");
    let accumulator = a[n - 1];
    for (let i = n - 2; i >= 0; i--) accumulator = f(accumulator, a[i], i, a);
    return accumulator;
}
function __scriptcTypedSome<A, R>(a: A, f: (value: number, index: number, array: A) => R): boolean {
    const n = a.length;
    for (let i = 0; i < n; i++) if (f(a[i], i, a)) return true;
    return false;
}
function __scriptcTypedEvery<A, R>(a: A, f: (value: number, index: number, array: A) => R): boolean {
    const n = a.length;
    for (let i = 0; i < n; i++) if (!f(a[i], i, a)) return false;
    return true;
}
function __scriptcTypedFind<A, R>(a: A, f: (value: number, index: number, array: A) => R): number | undefined {
    const n = a.length;
    for (let i = 0; i < n; i++) {
        const value = a[i];
        if (f(value, i, a)) return value;
    }
    return undefined;
}
function __scriptcTypedFindIndex<A, R>(a: A, f: (value: number, index: number, array: A) => R): number {
    const n = a.length;
    for (let i = 0; i < n; i++) if (f(a[i], i, a)) return i;
    return -1;
}
function __scriptcTypedFindLast<A, R>(a: A, f: (value: number, index: number, array: A) => R): number | undefined {
    for (let i = a.length - 1; i >= 0; i--) {
        const value = a[i];
        if (f(value, i, a)) return value;
    }
    return undefined;
}
function __scriptcTypedFindLastIndex<A, R>(a: A, f: (value: number, index: number, array: A) => R): number {
    for (let i = a.length - 1; i >= 0; i--) if (f(a[i], i, a)) return i;
    return -1;
}
function __scriptcTypedSortWith<A>(a: A, f: (x: number, y: number) => number): A {
    const values = Array.from(a);
    values.sort(f);
    a.set(values);
    return a;
}
"#;

/// The per-element methods: the method, its prelude function, and how its
/// callback is typed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Callback {
    /// `(value, index, array) => R`; the instance takes `[A, R]`.
    Predicate,
    /// `(value, index, array) => number`; the instance takes `[A]`.
    Map,
    /// `(accumulator, value, index, array) => T`.
    Reduce,
    /// `(x, y) => number`.
    Compare,
}

fn callback_method(method: &str) -> Option<(&'static str, Callback)> {
    Some(match method {
        "forEach" => ("__scriptcTypedForEach", Callback::Predicate),
        "map" => ("__scriptcTypedMap", Callback::Map),
        "filter" => ("__scriptcTypedFilter", Callback::Predicate),
        "reduce" => ("__scriptcTypedReduce", Callback::Reduce),
        "reduceRight" => ("__scriptcTypedReduceRight", Callback::Reduce),
        "some" => ("__scriptcTypedSome", Callback::Predicate),
        "every" => ("__scriptcTypedEvery", Callback::Predicate),
        "find" => ("__scriptcTypedFind", Callback::Predicate),
        "findIndex" => ("__scriptcTypedFindIndex", Callback::Predicate),
        "findLast" => ("__scriptcTypedFindLast", Callback::Predicate),
        "findLastIndex" => ("__scriptcTypedFindLastIndex", Callback::Predicate),
        _ => return None,
    })
}

impl<'a> Checker<'a> {
    pub(crate) fn typed_array_type(&mut self, kind: TypedKind) -> TypeId {
        self.types.intern(Type::TypedArray(kind))
    }

    /// The typed array kind a name stands for, unless the program declares
    /// the name itself.
    pub(crate) fn typed_kind_named(&self, name: &str) -> Option<TypedKind> {
        TypedKind::from_name(name).filter(|_| self.lookup(name).is_none())
    }

    fn typed_builtin(
        &self,
        method: TypedMethod,
        arguments: Vec<Expression>,
        ty: TypeId,
        span: Span,
    ) -> Expression {
        if arguments
            .iter()
            .any(|argument| argument.ty == TypeId::NEVER)
        {
            return Self::poison(span);
        }
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Typed(method),
                arguments,
            },
            ty,
            span,
        }
    }

    /// A number array or typed array to copy elements from: arrays and
    /// typed arrays as they are, other iterables (sets, strings' code
    /// points are not numbers) as arrays.
    fn typed_source(&mut self, value: Expression, span: Span) -> Option<Expression> {
        if value.ty == TypeId::NEVER {
            return None;
        }
        if self.types.typed_kind(value.ty).is_some() {
            return Some(value);
        }
        let array = self.iterable_as_array(value, span);
        if array.ty == TypeId::NEVER {
            return None;
        }
        if self.types.element(array.ty) != Some(TypeId::NUMBER) {
            let shown = self.types.display(array.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("a typed array made from a '{shown}'"),
            ));
            return None;
        }
        Some(array)
    }

    /// `new Int32Array()`, `new Int32Array(length)`, `new Int32Array(source)`.
    pub(crate) fn check_new_typed(
        &mut self,
        kind: TypedKind,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let ty = self.typed_array_type(kind);
        let argument = match arguments {
            [] => {
                let zero = self.number_expression(0.0, span);
                return self.typed_builtin(TypedMethod::New(kind), vec![zero], ty, span);
            }
            [argument] if argument.spread.is_none() => argument,
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'new {}' with a buffer, offset or length", kind.name()),
                ));
                return Self::poison(span);
            }
        };
        let numbers = self.array_of(TypeId::NUMBER);
        let value = match &*argument.expr {
            ast::Expr::Array(_) => self.check_expecting(&argument.expr, Some(numbers)),
            _ => self.check_expression(&argument.expr),
        };
        if value.ty == TypeId::NUMBER {
            return self.typed_builtin(TypedMethod::New(kind), vec![value], ty, span);
        }
        let Some(source) = self.typed_source(value, span) else {
            return Self::poison(span);
        };
        self.typed_builtin(TypedMethod::From(kind), vec![source], ty, span)
    }

    /// `Int32Array.from(source, f?)`, `Int32Array.of(...values)`.
    pub(crate) fn check_typed_static(
        &mut self,
        kind: TypedKind,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let ty = self.typed_array_type(kind);
        let numbers = self.array_of(TypeId::NUMBER);
        match method {
            "of" => {
                let mut values = Vec::new();
                for argument in arguments {
                    if argument.spread.is_some() {
                        self.error(Diagnostic::unsupported(span, "a spread argument"));
                        return Self::poison(span);
                    }
                    let value = self.check_expecting(&argument.expr, Some(TypeId::NUMBER));
                    values.push(self.library_argument(value, TypeId::NUMBER, true));
                }
                let array = Expression {
                    kind: ExpressionKind::ArrayLiteral(values),
                    ty: numbers,
                    span,
                };
                self.typed_builtin(TypedMethod::From(kind), vec![array], ty, span)
            }
            // `from({ length: n }, f)`: as `Array.from` makes it.
            "from" if matches!(arguments.first(), Some(first) if matches!(&*first.expr, ast::Expr::Object(_))) =>
            {
                let array = self.check_array_static("from", arguments, span);
                if array.ty == TypeId::NEVER {
                    return array;
                }
                let Some(source) = self.typed_source(array, span) else {
                    return Self::poison(span);
                };
                self.typed_builtin(TypedMethod::From(kind), vec![source], ty, span)
            }
            "from" => {
                let (source, mapper) = match arguments {
                    [source] => (source, None),
                    [source, mapper] => (source, Some(mapper)),
                    _ => {
                        self.argument_count_error(span, 2, arguments.len());
                        return Self::poison(span);
                    }
                };
                let value = self.check_expecting(&source.expr, Some(numbers));
                let source = match mapper {
                    // `from(source, f)`: the source as an array, mapped.
                    Some(mapper) => {
                        if value.ty == TypeId::NEVER {
                            return Self::poison(span);
                        }
                        let array = self.iterable_as_array(value, span);
                        let Some(element) = self.types.element(array.ty) else {
                            return Self::poison(span);
                        };
                        let callback = self.check_callback(
                            &mapper.expr,
                            vec![element, TypeId::NUMBER, array.ty],
                            Some(TypeId::NUMBER),
                        );
                        if callback.ty == TypeId::NEVER {
                            return Self::poison(span);
                        }
                        Expression {
                            kind: ExpressionKind::Builtin {
                                builtin: Builtin::ArrayCallback(crate::hir::CallbackMethod::Map),
                                arguments: vec![array, callback],
                            },
                            ty: numbers,
                            span,
                        }
                    }
                    None => match self.typed_source(value, span) {
                        Some(source) => source,
                        None => return Self::poison(span),
                    },
                };
                self.typed_builtin(TypedMethod::From(kind), vec![source], ty, span)
            }
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'{}.{method}'", kind.name()),
                ));
                Self::poison(span)
            }
        }
    }

    /// `t.length`, `t.byteLength`, `t.byteOffset`, `t.BYTES_PER_ELEMENT`.
    pub(crate) fn check_typed_property(
        &mut self,
        object: Expression,
        property: &str,
        span: Span,
    ) -> Expression {
        let Some(kind) = self.types.typed_kind(object.ty) else {
            return Self::poison(span);
        };
        let length = |object| Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Array(ArrayMethod::Length),
                arguments: vec![object],
            },
            ty: TypeId::NUMBER,
            span,
        };
        match property {
            "length" => length(object),
            "byteLength" => {
                let size = self.number_expression(kind.size() as f64, span);
                Expression {
                    kind: ExpressionKind::Binary {
                        operator: crate::hir::BinaryOperator::Multiply,
                        left: Box::new(length(object)),
                        right: Box::new(size),
                    },
                    ty: TypeId::NUMBER,
                    span,
                }
            }
            // (A Buffer's is where Node's pool put it.)
            "byteOffset" if kind != TypedKind::Buffer => Expression {
                kind: ExpressionKind::Builtin {
                    builtin: Builtin::Typed(TypedMethod::ByteOffset),
                    arguments: vec![object],
                },
                ty: TypeId::NUMBER,
                span,
            },
            "BYTES_PER_ELEMENT" => {
                let size = self.number_expression(kind.size() as f64, span);
                Expression {
                    kind: ExpressionKind::Sequence(vec![object, size]),
                    ty: TypeId::NUMBER,
                    span,
                }
            }
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("the property '{property}' of a '{}'", kind.name()),
                ));
                Self::poison(span)
            }
        }
    }

    /// A method of a typed array.
    pub(crate) fn check_typed_method(
        &mut self,
        array: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let array_type = array.ty;
        if let Some(spread) = arguments.iter().find_map(|argument| argument.spread) {
            self.error(Diagnostic::unsupported(
                self.span(spread),
                "a spread argument",
            ));
            return Self::poison(span);
        }
        if let Some((function, callback)) = callback_method(method) {
            return self.check_typed_callback(array, method, function, callback, arguments, span);
        }
        if method == "sort" && arguments.len() == 1 {
            return self.check_typed_callback(
                array,
                method,
                "__scriptcTypedSortWith",
                Callback::Compare,
                arguments,
                span,
            );
        }
        let numbers = self.array_of(TypeId::NUMBER);
        let infinity = f64::INFINITY;
        // (operation, result, parameters with their defaults)
        let (operation, result, expected): (TypedMethod, TypeId, Vec<(TypeId, Option<f64>)>) =
            match method {
                "set" => (
                    TypedMethod::Set,
                    TypeId::VOID,
                    vec![(numbers, None), (TypeId::NUMBER, Some(0.0))],
                ),
                "subarray" => (
                    TypedMethod::Subarray,
                    array_type,
                    vec![
                        (TypeId::NUMBER, Some(0.0)),
                        (TypeId::NUMBER, Some(infinity)),
                    ],
                ),
                // The prelude's copy (a Buffer's `slice` is a view).
                "__scriptcCopy" if self.module == self.prelude_scope => (
                    TypedMethod::Copy,
                    array_type,
                    vec![
                        (TypeId::NUMBER, Some(0.0)),
                        (TypeId::NUMBER, Some(infinity)),
                    ],
                ),
                "slice" => (
                    TypedMethod::Slice,
                    array_type,
                    vec![
                        (TypeId::NUMBER, Some(0.0)),
                        (TypeId::NUMBER, Some(infinity)),
                    ],
                ),
                "fill" => (
                    TypedMethod::Fill,
                    array_type,
                    vec![
                        (TypeId::NUMBER, None),
                        (TypeId::NUMBER, Some(0.0)),
                        (TypeId::NUMBER, Some(infinity)),
                    ],
                ),
                "copyWithin" => (
                    TypedMethod::CopyWithin,
                    array_type,
                    vec![
                        (TypeId::NUMBER, None),
                        (TypeId::NUMBER, Some(0.0)),
                        (TypeId::NUMBER, Some(infinity)),
                    ],
                ),
                "indexOf" => (
                    TypedMethod::Search(0),
                    TypeId::NUMBER,
                    vec![(TypeId::NUMBER, None), (TypeId::NUMBER, Some(0.0))],
                ),
                "lastIndexOf" => (
                    TypedMethod::Search(1),
                    TypeId::NUMBER,
                    vec![(TypeId::NUMBER, None), (TypeId::NUMBER, Some(infinity))],
                ),
                "includes" => (
                    TypedMethod::Search(2),
                    TypeId::BOOLEAN,
                    vec![(TypeId::NUMBER, None), (TypeId::NUMBER, Some(0.0))],
                ),
                "reverse" => (TypedMethod::Reverse, array_type, vec![]),
                "sort" => (TypedMethod::Sort, array_type, vec![]),
                "at" => (
                    TypedMethod::At,
                    TypeId::NUMBER,
                    vec![(TypeId::NUMBER, None)],
                ),
                "join" | "toString" => {
                    let separator = match arguments {
                        [] => self.string_expression(",", span),
                        [separator] if method == "join" => {
                            let value = self.check_expecting(&separator.expr, Some(TypeId::STRING));
                            self.assign_to(value, TypeId::STRING)
                        }
                        _ => {
                            self.argument_count_error(span, 1, arguments.len());
                            return Self::poison(span);
                        }
                    };
                    return self.typed_builtin(
                        TypedMethod::Join,
                        vec![array, separator],
                        TypeId::STRING,
                        span,
                    );
                }
                // `toSorted()`, `toReversed()`: the operation on a copy.
                "toSorted" | "toReversed" if arguments.len() <= 1 => {
                    let start = self.number_expression(0.0, span);
                    let end = self.number_expression(infinity, span);
                    let copy = self.typed_builtin(
                        TypedMethod::Copy,
                        vec![array, start, end],
                        array_type,
                        span,
                    );
                    if method == "toReversed" {
                        if !arguments.is_empty() {
                            self.argument_count_error(span, 0, arguments.len());
                            return Self::poison(span);
                        }
                        return self.typed_builtin(
                            TypedMethod::Reverse,
                            vec![copy],
                            array_type,
                            span,
                        );
                    }
                    if arguments.is_empty() {
                        return self.typed_builtin(TypedMethod::Sort, vec![copy], array_type, span);
                    }
                    let callback = self.check_callback(
                        &arguments[0].expr,
                        vec![TypeId::NUMBER, TypeId::NUMBER],
                        Some(TypeId::NUMBER),
                    );
                    return self.typed_prelude_call(
                        "__scriptcTypedSortWith",
                        vec![array_type],
                        vec![copy, callback],
                        span,
                    );
                }
                // `values()` as a value: the elements as an array (it
                // iterates the same).
                "values" if arguments.is_empty() => {
                    return self.typed_builtin(TypedMethod::ToArray, vec![array], numbers, span);
                }
                "keys" | "entries" if arguments.is_empty() => {
                    let elements =
                        self.typed_builtin(TypedMethod::ToArray, vec![array], numbers, span);
                    return self.check_array_method(elements, method, arguments, span);
                }
                _ => {
                    let shown = self.types.display(array_type).to_string();
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("the method '{method}' of a '{shown}'"),
                    ));
                    return Self::poison(span);
                }
            };
        let required = expected
            .iter()
            .filter(|(_, default)| default.is_none())
            .count();
        if arguments.len() > expected.len() || arguments.len() < required {
            self.argument_count_error(span, expected.len(), arguments.len());
            return Self::poison(span);
        }
        let mut values = vec![array];
        for (index, (ty, default)) in expected.into_iter().enumerate() {
            let value = match (arguments.get(index), default) {
                (Some(argument), _) => {
                    let value = self.check_expecting(&argument.expr, Some(ty));
                    if ty == numbers {
                        match self.typed_source(value, span) {
                            Some(source) => source,
                            None => return Self::poison(span),
                        }
                    } else {
                        self.assign_to(value, ty)
                    }
                }
                (None, Some(default)) => self.number_expression(default, span),
                (None, None) => return Self::poison(span),
            };
            values.push(value);
        }
        self.typed_builtin(operation, values, result, span)
    }

    /// `t.forEach(f)`, `t.map(f)`, `t.reduce(f, initial)`, `t.sort(f)`, ...:
    /// a call of the prelude function's instance for this typed array type.
    fn check_typed_callback(
        &mut self,
        array: Expression,
        method: &str,
        function: &str,
        callback: Callback,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let array_type = array.ty;
        let (minimum, maximum) = match callback {
            Callback::Reduce => (1, 2),
            _ => (1, 1),
        };
        if arguments.len() < minimum || arguments.len() > maximum {
            let expected = if arguments.len() < minimum {
                minimum
            } else {
                maximum
            };
            self.argument_count_error(span, expected, arguments.len());
            return Self::poison(span);
        }
        let function_argument = &arguments[0].expr;
        match callback {
            Callback::Map => {
                let value = self.check_callback(
                    function_argument,
                    vec![TypeId::NUMBER, TypeId::NUMBER, array_type],
                    Some(TypeId::NUMBER),
                );
                self.typed_prelude_call(function, vec![array_type], vec![array, value], span)
            }
            Callback::Compare => {
                let value = self.check_callback(
                    function_argument,
                    vec![TypeId::NUMBER, TypeId::NUMBER],
                    Some(TypeId::NUMBER),
                );
                self.typed_prelude_call(function, vec![array_type], vec![array, value], span)
            }
            Callback::Predicate => {
                let value = self.check_callback(
                    function_argument,
                    vec![TypeId::NUMBER, TypeId::NUMBER, array_type],
                    None,
                );
                let Some(signature) = self.function_signature(value.ty) else {
                    return Self::poison(span);
                };
                self.typed_prelude_call(
                    function,
                    vec![array_type, signature.result],
                    vec![array, value],
                    span,
                )
            }
            Callback::Reduce => {
                let Some(initial) = arguments.get(1) else {
                    let value = self.check_callback(
                        function_argument,
                        vec![TypeId::NUMBER, TypeId::NUMBER, TypeId::NUMBER, array_type],
                        Some(TypeId::NUMBER),
                    );
                    let first = if method == "reduce" {
                        "__scriptcTypedReduceFirst"
                    } else {
                        "__scriptcTypedReduceRightFirst"
                    };
                    return self.typed_prelude_call(
                        first,
                        vec![array_type],
                        vec![array, value],
                        span,
                    );
                };
                let written = match self.explicit_reduce_type {
                    Some((call, ty)) if call == span => {
                        self.explicit_reduce_type = None;
                        Some(ty)
                    }
                    _ => None,
                };
                let initial = self.check_expecting(&initial.expr, written);
                let accumulator = written.unwrap_or(initial.ty);
                let initial = self.assign_to(initial, accumulator);
                let value = self.check_callback(
                    function_argument,
                    vec![accumulator, TypeId::NUMBER, TypeId::NUMBER, array_type],
                    Some(accumulator),
                );
                self.typed_prelude_call(
                    function,
                    vec![array_type, accumulator],
                    vec![array, value, initial],
                    span,
                )
            }
        }
    }

    /// A call of the prelude's generic `function` with these type and
    /// value arguments (each converted to its parameter's type).
    pub(crate) fn typed_prelude_call(
        &mut self,
        function: &str,
        type_arguments: Vec<TypeId>,
        values: Vec<Expression>,
        span: Span,
    ) -> Expression {
        if values.iter().any(|value| value.ty == TypeId::NEVER)
            || type_arguments.contains(&TypeId::NEVER)
        {
            return Self::poison(span);
        }
        let Some(Binding::GenericFunction(generic)) = self.lookup(function) else {
            self.error(Diagnostic::unsupported(
                span,
                "this typed array method (its prelude is missing)",
            ));
            return Self::poison(span);
        };
        let instance = self.function_instance(generic, type_arguments);
        let parameters = self.visible_parameters(instance);
        let mut arguments = Vec::with_capacity(values.len());
        for (value, &ty) in values.into_iter().zip(&parameters) {
            let value = self.coerce(value, ty);
            arguments.push(self.assign_to(value, ty));
        }
        let ty = self.function_result(instance, span);
        Expression {
            kind: ExpressionKind::Call {
                function: instance,
                arguments,
                receiver: None,
            },
            ty,
            span,
        }
    }
}
