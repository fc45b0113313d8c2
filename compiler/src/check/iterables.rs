//! `Iterable<T>`: whatever iterable a program hands over (an array, a
//! string, a map, a set, a typed array, a generator, a class instance or
//! object with `[Symbol.iterator]()`), kept as it is in a box (the type's
//! representation is `unknown`'s), so it prints, compares and iterates as
//! itself, as often as the program iterates it. Iterating one is the
//! runtime's (`scr_generator_from_any`: a generator stays lazy, an
//! object's `[Symbol.iterator]()` is called then), and each value is
//! converted to `T` as an `any` is; a map's entries become tuples where
//! `T` is one.

use super::Checker;
use crate::diagnostics::Diagnostic;
use crate::hir::{Expression, ExpressionKind, GeneratorOperation};
use crate::types::{Type, TypeId};

impl<'a> Checker<'a> {
    /// Whether a value of `from` can be iterated as an `Iterable<element>`:
    /// what iterating it gives fits `element`.
    pub(crate) fn fits_iterable(&self, from: TypeId, element: TypeId) -> bool {
        let fits = |given: TypeId| {
            given == TypeId::NEVER
                || given == element
                || element == TypeId::UNKNOWN
                || element == TypeId::ANY
                || self.is_assignable(given, element)
        };
        let from = self.types.non_null(from).unwrap_or(from);
        if from == TypeId::STRING {
            return fits(TypeId::STRING);
        }
        if let Some(given) = self.indexed_element(from) {
            return fits(given);
        }
        match self.types.get(from) {
            Type::Iterable(given) | Type::Set(given) => return fits(*given),
            Type::Map(key, value) => {
                return match self.types.get(element) {
                    Type::Tuple(parts) if parts.len() == 2 => {
                        let (key, value) = (*key, *value);
                        let fits_part = |given: TypeId, wanted: TypeId| {
                            given == wanted
                                || wanted == TypeId::UNKNOWN
                                || wanted == TypeId::ANY
                                || self.is_assignable(given, wanted)
                        };
                        fits_part(key, parts[0]) && fits_part(value, parts[1])
                    }
                    _ => element == TypeId::UNKNOWN || element == TypeId::ANY,
                };
            }
            Type::Tuple(parts) => return parts.iter().all(|&part| fits(part)),
            _ => {}
        }
        if let Some((yielded, _, _)) = self.generator_parts(from) {
            return fits(yielded);
        }
        self.own_iteration_element(from).is_some_and(fits)
    }

    /// What iterating a value of `from` gives, where one type says it (a
    /// map's entries only when their tuple type exists already).
    pub(crate) fn iteration_element(&self, from: TypeId) -> Option<TypeId> {
        let from = self.types.non_null(from).unwrap_or(from);
        if from == TypeId::STRING {
            return Some(TypeId::STRING);
        }
        if let Some(given) = self.indexed_element(from) {
            return Some(given);
        }
        match self.types.get(from) {
            Type::Iterable(given) | Type::Set(given) => return Some(*given),
            Type::Map(key, value) => {
                return self.types.lookup(&if key == value {
                    Type::Array(*key)
                } else {
                    Type::Tuple(vec![*key, *value])
                });
            }
            _ => {}
        }
        if let Some((yielded, _, _)) = self.generator_parts(from) {
            return Some(yielded);
        }
        self.own_iteration_element(from)
            .filter(|&element| element != TypeId::NEVER)
    }

    /// What the `[Symbol.iterator]()` method of a class or object type
    /// yields: a generator's values, or the `value` of what an iterator
    /// object's `next()` returns.
    fn own_iteration_element(&self, ty: TypeId) -> Option<TypeId> {
        let key = super::classes::ITERATOR_METHOD;
        let result = match self.types.class(ty) {
            Some(class) => {
                let (_, function) = self.classes[class.index()]
                    .methods
                    .iter()
                    .find(|(name, _)| name == key)?;
                // A generator method's result is inferred when its body is
                // checked; before that, tsc has checked what it yields.
                match self.functions[function.index()].result {
                    Some(result) => result,
                    None => return Some(TypeId::NEVER),
                }
            }
            None => {
                let method = self.types.object(ty)?.property(key)?.ty;
                self.function_signature(method)?.result
            }
        };
        if let Some((yielded, _, _)) = self.generator_parts(result) {
            return Some(yielded);
        }
        let next = self.function_signature(self.member_type(result, "next")?)?;
        self.member_type(next.result, "value")
    }

    /// Whether values of `ty` have a `[Symbol.iterator]()` of their own
    /// (a class's method or an object type's property).
    pub(crate) fn iterates_itself(&self, ty: TypeId) -> bool {
        let ty = self.types.non_null(ty).unwrap_or(ty);
        self.own_iteration_element(ty).is_some()
            || self.types.class(ty).is_some_and(|class| {
                self.classes[class.index()]
                    .methods
                    .iter()
                    .any(|(name, _)| name == super::classes::ITERATOR_METHOD)
            })
            || self.has_iteration_method(ty)
    }

    /// A value stored where an `Iterable<T>` is wanted: the same box
    /// retyped (an `any` only when its values can be checked as `T`s), or
    /// the value boxed as it is.
    pub(crate) fn as_iterable(&mut self, value: Expression, wanted: TypeId) -> Expression {
        let span = value.span;
        let element = self
            .types
            .iterable_element(wanted)
            .unwrap_or(TypeId::UNKNOWN);
        if self.types.is_dynamic(value.ty) {
            if (value.ty == TypeId::ANY || value.ty == TypeId::UNKNOWN)
                && !self.checkable_from_any(element)
                && !matches!(self.types.get(element), Type::Tuple(_))
            {
                let shown = self.types.display(wanted).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("using an 'any' as an '{shown}' (scriptc checks primitives and class instances)"),
                ));
                return Self::poison(span);
            }
            return Expression {
                ty: wanted,
                ..value
            };
        }
        // The runtime calls an object's `[Symbol.iterator]()` by name.
        if self.iterates_itself(value.ty) {
            self.dynamic_calls.set(true);
        }
        Expression {
            kind: ExpressionKind::ToDynamic(Box::new(value)),
            ty: wanted,
            span,
        }
    }

    /// A generator over what an `Iterable<T>` holds, yielding `T`s (what
    /// `for ... of`, spread, `Array.from` and `yield*` walk).
    pub(crate) fn iterable_generator(&mut self, iterable: Expression) -> Expression {
        let span = iterable.span;
        let element = self
            .types
            .iterable_element(iterable.ty)
            .unwrap_or(TypeId::UNKNOWN);
        let ty = self.generator_of(element, TypeId::ANY, TypeId::UNKNOWN);
        let text = Expression {
            kind: ExpressionKind::String(Vec::new()),
            ty: TypeId::STRING,
            span,
        };
        let boxed = Expression {
            ty: TypeId::ANY,
            ..iterable
        };
        self.generator_call(GeneratorOperation::FromAny, vec![boxed, text], ty, span)
    }
}
