//! Expressions: literals, names, operators, assignments and conditionals.
//! Calls and property reads are in `builtins`.

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{
    BinaryOperator, Expression, ExpressionKind, LogicalOperator, UnaryOperator, Variable,
};
use crate::types::{Type, TypeId};

impl<'a> Checker<'a> {
    /// An expression that stands in for one with an error already reported.
    /// Its type, `never`, is assignable to everything, so one mistake does
    /// not cascade into more diagnostics.
    pub(crate) fn poison(span: Span) -> Expression {
        Expression {
            kind: ExpressionKind::Undefined,
            ty: TypeId::NEVER,
            span,
        }
    }

    /// `name` is not declared anywhere in scope.
    pub(crate) fn unknown_name(&mut self, name: &str, span: Span) -> Expression {
        if self.is_not_defined(name) {
            return self.not_defined_read(name, span);
        }
        if self.declared_namespace(name).is_some() {
            self.error(Diagnostic::unsupported(span, "a namespace used as a value"));
            return Self::poison(span);
        }
        if super::library_names::is_global(name) {
            return self.missing_library(name, span);
        }
        // Its declaration was refused, with a diagnostic of its own.
        if self.refused_names.contains(name) {
            return Self::poison(span);
        }
        self.error(Diagnostic::new(
            Code::UnknownName,
            span,
            format!("Cannot find name '{name}'."),
        ));
        Self::poison(span)
    }

    /// `what` (`Buffer`, `Date.prototype.toDateString`) is part of
    /// JavaScript's or Node's library but not yet of scriptc's.
    pub(crate) fn missing_library(&mut self, what: &str, span: Span) -> Expression {
        self.error(Diagnostic::new(
            Code::MissingLibrary,
            span,
            format!("'{what}' is not supported by scriptc yet (it is part of JavaScript's or Node's library)."),
        ));
        Self::poison(span)
    }

    /// The library type whose members a value of type `ty` has (`String`
    /// for strings, `Array` for arrays, `Date` for dates).
    pub(crate) fn library_owner(&self, ty: TypeId) -> Option<&'static str> {
        Some(match self.types.get(ty) {
            Type::String => "String",
            Type::Number => "Number",
            Type::Boolean => "Boolean",
            Type::Array(_) | Type::Tuple(_) => "Array",
            Type::Map(..) => "Map",
            Type::Set(_) => "Set",
            Type::Class { name, .. } => match name.as_str() {
                "Date" => "Date",
                "RegExp" => "RegExp",
                "Error" => "Error",
                _ => return None,
            },
            _ => return None,
        })
    }

    /// A member `name` that the library gives values of type `ty` (or the
    /// library object `owner`, for `Math.x`), which scriptc lacks: SC3006.
    /// `None` when the library has no such member either.
    pub(crate) fn missing_library_member(
        &mut self,
        owner: &str,
        kind: &str,
        name: &str,
        span: Span,
    ) -> Option<Expression> {
        let key = format!("{owner}.{kind}");
        let key = if owner == "Array" && !super::library_names::has_member(&key, name) {
            "ReadonlyArray.instance".to_string()
        } else {
            key
        };
        // Every object inherits `Object.prototype`'s methods.
        let (owner, key) = if kind == "instance"
            && !super::library_names::has_member(&key, name)
            && super::library_names::has_member("Object.instance", name)
        {
            ("Object", "Object.instance".to_string())
        } else {
            (owner, key)
        };
        super::library_names::has_member(&key, name).then(|| {
            let shown = if kind == "instance" {
                format!("{owner}.prototype.{name}")
            } else {
                format!("{owner}.{name}")
            };
            self.missing_library(&shown, span)
        })
    }

    pub(crate) fn expect_assignable(&mut self, value: &Expression, expected: TypeId) {
        if self.is_assignable(value.ty, expected) || self.new_any_array_as(value, expected) {
            return;
        }
        // `{ length: number }` given a string or an array: tsc accepts it;
        // scriptc's objects of such a type are objects.
        let sequence = value.ty == TypeId::STRING
            || self.types.element(value.ty).is_some()
            || matches!(self.types.get(value.ty), Type::TypedArray(_));
        if sequence
            && let Some(shape) = self.types.object(expected)
            && shape.properties.iter().all(|property| {
                property.optional || (property.name == "length" && property.ty == TypeId::NUMBER)
            })
        {
            let found = self.types.display(value.ty).to_string();
            self.error(Diagnostic::unsupported(
                value.span,
                format!("a '{found}' used as a value of an object type"),
            ));
            return;
        }
        let (found, wanted) = (
            self.types.display(value.ty).to_string(),
            self.types.display(expected).to_string(),
        );
        // `number[]` where `(number | string)[]` is wanted: tsc accepts it
        // (arrays are covariant); scriptc holds the elements differently,
        // and a copy would not be the same array.
        if let (Some(from), Some(to)) = (
            self.types.element(value.ty),
            self.types
                .element(self.types.non_null(expected).unwrap_or(expected)),
        ) && from != TypeId::NEVER
            && self.is_assignable(from, to)
        {
            self.error(Diagnostic::unsupported(
                value.span,
                format!("a '{found}' used as a '{wanted}' (their elements are held differently)"),
            ));
            return;
        }
        // `Map<string, number>` where `Map<string, any>` is wanted, a
        // `Box<number>` where a `Box<any>` is: tsc accepts them; scriptc
        // holds the entries or fields differently, and a copy would not be
        // the same object.
        if let Some(held) = self.held_differently(value.ty, expected) {
            self.error(Diagnostic::unsupported(
                value.span,
                format!("a '{found}' used as a '{wanted}' (their {held} are held differently)"),
            ));
            return;
        }
        self.error(
            Diagnostic::new(
                Code::TypeMismatch,
                value.span,
                format!("Type '{found}' is not assignable to type '{wanted}'."),
            )
            .with_label(format!("this is a {found}")),
        );
    }

    /// What of a map, set or generic class instance of type `from` is held
    /// otherwise than where `to` is wanted, when tsc accepts it (the same
    /// container or generic, with type arguments that fit).
    fn held_differently(&self, from: TypeId, to: TypeId) -> Option<&'static str> {
        let to = self.types.non_null(to).unwrap_or(to);
        match (self.types.get(from), self.types.get(to)) {
            (Type::Map(from_key, from_value), Type::Map(to_key, to_value))
                if self.is_assignable(*from_key, *to_key)
                    && self.is_assignable(*from_value, *to_value) =>
            {
                Some("entries")
            }
            (Type::Set(from_element), Type::Set(to_element))
                if self.is_assignable(*from_element, *to_element) =>
            {
                Some("elements")
            }
            (Type::Record(from_value), Type::Record(to_value))
                if self.is_assignable(*from_value, *to_value) =>
            {
                Some("values")
            }
            _ => {
                let (from_class, to_class) = (self.types.class(from)?, self.types.class(to)?);
                let (from_generic, from_arguments) = self.class_origins.get(&from_class)?;
                let (to_generic, to_arguments) = self.class_origins.get(&to_class)?;
                (from_generic == to_generic
                    && from_arguments
                        .iter()
                        .zip(to_arguments)
                        .all(|(&given, &taken)| self.is_assignable(given, taken)))
                .then_some("fields")
            }
        }
    }

    /// Checks that `value` fits `expected` and gives it `expected`'s
    /// representation where they differ (see `represent_as`).
    pub(crate) fn assign_to(&mut self, value: Expression, expected: TypeId) -> Expression {
        self.expect_assignable(&value, expected);
        self.represent_as(value, expected)
    }

    /// An `any[]` the expression makes (a library method's or a call's
    /// result, a literal or spread), where an array of numbers, strings or
    /// booleans is declared (`const parts: string[] =
    /// Array.prototype.slice.call(arguments)`): converted in place, each
    /// element checked (`represent_as` goes through a box; the runtime
    /// refuses an array another holder reads as `any[]`).
    pub(crate) fn new_any_array_as(&self, value: &Expression, expected: TypeId) -> bool {
        let wanted = self.types.non_null(expected).unwrap_or(expected);
        self.types.element(value.ty) == Some(TypeId::ANY)
            && self.types.element(wanted).is_some_and(|element| {
                matches!(element, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN)
            })
            && (value.is_call()
                || matches!(
                    value.kind,
                    ExpressionKind::Builtin { .. }
                        | ExpressionKind::ArrayLiteral(_)
                        | ExpressionKind::ArraySpread(_)
                ))
    }

    /// An open tuple and an array (or another open tuple) holding the same
    /// elements: the same array, whatever its positions' types (tsc has
    /// checked them).
    pub(crate) fn same_open_tuple_array(&self, from: TypeId, to: TypeId) -> bool {
        if self.types.open_tuple(from).is_none() && self.types.open_tuple(to).is_none() {
            return false;
        }
        let (Some(from), Some(to)) = (self.types.element(from), self.types.element(to)) else {
            return false;
        };
        // Boxes are boxes, whatever the union: a read at a position checks
        // what it finds.
        from == to
            || (from != TypeId::NEVER
                && self.types.is_dynamic(from)
                && self.types.is_dynamic(to)
                && self.is_assignable(from, to))
    }

    /// Whether a value of `from` may be stored where `to` is declared.
    pub(crate) fn is_assignable_type(&self, from: TypeId, to: TypeId) -> bool {
        self.is_assignable(from, to)
    }

    /// Whether `from` is an object with a `next()` method and `to` an
    /// iterator type (what `iterator_adapter` converts).
    pub(crate) fn is_iterator_object(&self, from: TypeId, to: TypeId) -> bool {
        self.generator_parts(to).is_some()
            && self.generator_parts(from).is_none()
            && self.member_type(from, "next").is_some()
    }

    pub(crate) fn is_assignable(&self, from: TypeId, to: TypeId) -> bool {
        if self.same_open_tuple_array(from, to) {
            return true;
        }
        // Anything is an `unknown` or an `any` (boxed where it is stored);
        // an `any` is anything (unboxed, checked, where it is stored).
        if (to == TypeId::UNKNOWN || to == TypeId::ANY) && from != TypeId::VOID {
            return true;
        }
        if from == TypeId::ANY {
            return true;
        }
        // A boolean read that may find nothing, held as what it found
        // (see `observed`), where tsc has a `boolean`.
        if to == TypeId::BOOLEAN && self.is_boolean_or_undefined(from) {
            return true;
        }
        // What a discriminant test left of a union is one of its values
        // (the same object, read by name).
        if self.is_union_narrowing(to, from) || self.fits_union_member(from, to) {
            return true;
        }
        if let Some(element) = self.types.iterable_element(to) {
            return from == TypeId::NEVER || self.fits_iterable(from, element);
        }
        if self.types.union_members(to).is_some() {
            return from == TypeId::NEVER || self.fits_union(from, to);
        }
        // Promises hold boxes: a promise of a narrower type fits.
        if let (Some(from_value), Some(to_value)) =
            (self.promise_value(from), self.promise_value(to))
        {
            return from_value == TypeId::NEVER
                || to_value == TypeId::VOID
                // (A `Promise<void>` resolves to `undefined`, a box.)
                || (from_value == TypeId::VOID
                    && (to_value == TypeId::UNKNOWN || to_value == TypeId::ANY))
                || (to_value != TypeId::NEVER && self.is_assignable(from_value, to_value));
        }
        // Generators hold boxes: one yielding a narrower type fits; what it
        // returns matters only where the type says (tsc's
        // `IterableIterator<T>` returns `any`).
        let async_parts = (
            self.async_generator_parts(from),
            self.async_generator_parts(to),
        );
        if let (Some((from_yield, from_return, _)), Some((to_yield, to_return, _))) =
            match async_parts {
                (Some(from), Some(to)) => (Some(from), Some(to)),
                _ => (self.generator_parts(from), self.generator_parts(to)),
            }
        {
            let fits = |wanted: TypeId, given: TypeId| {
                given == TypeId::NEVER || given == wanted || self.is_assignable(given, wanted)
            };
            return fits(to_yield, from_yield)
                && (to_return == TypeId::VOID || fits(to_return, from_return));
        }
        // A hand-written iterator (an object with `next()`) where an
        // iterator is wanted: adapted (see `iterator_adapter`).
        if self.is_iterator_object(from, to) {
            return true;
        }
        // `undefined` where a type with an `undefined` representation is
        // wanted (`number | undefined` is a number with a sentinel).
        if from == TypeId::UNDEFINED
            && (matches!(to, TypeId::NUMBER | TypeId::STRING) || self.is_reference(to))
        {
            return true;
        }
        // `null` as a missing function value.
        if from == TypeId::NULL && self.function_signature(to).is_some() {
            return true;
        }
        // `T | null`: null and every `T` fit; a `T | null` also fits where a
        // `T` is wanted, because tsc has proven the program narrows it first
        // (every member access checks for null at run time regardless).
        if let Some(inner) = self.types.non_null(to) {
            return from == TypeId::NULL
                || self.is_assignable(self.types.non_null(from).unwrap_or(from), inner);
        }
        if let Some(inner) = self.types.non_null(from) {
            return self.is_assignable(inner, to);
        }
        if let (Some(derived), Some(base)) = (self.types.class(from), self.types.class(to))
            && self.derives_from(derived, base)
        {
            return true;
        }
        if from != to && self.types.object(to).is_some() && self.types.is_object(from) {
            return self.is_structurally_assignable(from, to, &mut Vec::new());
        }
        // `{ id: number }[]` where `Row[]` is wanted: the elements are
        // objects either way, read by name through the interface.
        if from != to
            && let (Some(from_element), Some(to_element)) =
                (self.types.element(from), self.types.element(to))
            && self.types.object(to_element).is_some()
            && self.types.is_object(from_element)
        {
            return self.is_structurally_assignable(from_element, to_element, &mut Vec::new());
        }
        // `Circle[]` where `Shape[]` is wanted: a subclass keeps its
        // parent's field offsets.
        if let (Some(from_element), Some(to_element)) =
            (self.types.element(from), self.types.element(to))
            && let (Some(derived), Some(base)) =
                (self.types.class(from_element), self.types.class(to_element))
            && self.derives_from(derived, base)
        {
            return true;
        }
        // A Buffer is a Uint8Array (the same bytes, in the same layout).
        if self.types.typed_kind(from) == Some(crate::types::TypedKind::Buffer)
            && self.types.typed_kind(to) == Some(crate::types::TypedKind::Uint8)
        {
            return true;
        }
        // An empty `never[]` is an array of anything.
        if self.types.element(from) == Some(TypeId::NEVER) && self.types.element(to).is_some() {
            return true;
        }
        // A function returning a promise of a narrower type (`() =>
        // Promise.reject(e)`, a `Promise<never>`) where one returning a
        // promise is wanted: promises hold boxes, so the function is called
        // the same way.
        if let (Type::Function(a), Type::Function(b)) = (self.types.get(from), self.types.get(to))
            && a.parameters == b.parameters
            && a.optional == b.optional
            && a.rest == b.rest
            && self.promise_value(a.result).is_some()
            && self.promise_value(b.result).is_some()
            && self.is_assignable(a.result, b.result)
        {
            return true;
        }
        from == to
            || from == TypeId::NEVER
            || to == TypeId::NEVER
            || (from == TypeId::UNDEFINED && to == TypeId::VOID)
    }

    /// One side of `?:`, `||`, `&&` or `??` as the result's type `ty`
    /// where it is an empty `never[]` or the result is an `any` (the other
    /// sides keep their own representation, converted where the result is
    /// used).
    pub(crate) fn fit_branch(&mut self, value: Expression, ty: TypeId) -> Expression {
        if (self.types.element(value.ty) == Some(TypeId::NEVER) || ty == TypeId::ANY)
            && value.ty != ty
        {
            self.represent_as(value, ty)
        } else {
            value
        }
    }

    /// A condition of `if`, a loop or `?:`: any value, tested for truthiness.
    pub(crate) fn check_condition(&mut self, expression: &'a ast::Expr) -> Expression {
        let value = self.check_expression(expression);
        self.truthiness(value)
    }

    pub(crate) fn truthiness(&mut self, value: Expression) -> Expression {
        if value.ty == TypeId::BOOLEAN || value.ty == TypeId::NEVER {
            return value;
        }
        // A boolean read that may find nothing: the read (`false` for
        // nothing, as falsy as `undefined`).
        let value = match Self::unobserved(value) {
            Ok(read) => return read,
            Err(value) => value,
        };
        if value.ty == TypeId::VOID {
            self.error(Diagnostic::new(
                Code::InvalidOperands,
                value.span,
                "An expression of type 'void' cannot be tested for truthiness.",
            ));
        }
        if value.ty == TypeId::BIGINT {
            return self.bigint_truthy(value);
        }
        let span = value.span;
        Expression {
            kind: ExpressionKind::ToBoolean(Box::new(value)),
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `expression as const`: an array literal of elements of different
    /// types is a tuple (tsc's `readonly [string, number]`), so it can be
    /// a `[key, value]` pair or taken apart by position; anything else is
    /// checked as it is.
    /// The members of a boxed union other than `null` and `undefined`,
    /// when it has some of each.
    fn members_but_nothing(&self, ty: TypeId) -> Option<Vec<TypeId>> {
        let members = self.members_of(ty)?;
        let rest: Vec<TypeId> = members
            .iter()
            .copied()
            .filter(|&member| member != TypeId::NULL && member != TypeId::UNDEFINED)
            .collect();
        (!rest.is_empty() && rest.len() < members.len()).then_some(rest)
    }

    /// `value!`: a boxed union with `null` or `undefined` as the union
    /// without them, so it goes where that type is wanted (`f(names[0]!)`
    /// for `f(s: string)`): a single type is unboxed, checked as a value
    /// from `any` is (scriptc's TypeError when it is null after all, where
    /// Node carries the null on: README's known differences). Where a
    /// property is read from it (`value!.name`) it stays as it is, for
    /// `null_checked` to raise Node's TypeError naming the property.
    fn check_non_null(&mut self, expression: &'a ast::TsNonNullExpr) -> Expression {
        let value = self.check_expression(&expression.expr);
        let Some(rest) = self.members_but_nothing(value.ty) else {
            return value;
        };
        let module = self.module;
        if !self.non_null_reads.contains_key(&module) {
            let mut reads = NonNullReads::default();
            for statement in self.scope().statements {
                swc_ecma_visit::VisitWith::visit_with(statement, &mut reads);
            }
            self.non_null_reads.insert(module, reads.0);
        }
        if self.non_null_reads[&module].contains(&expression.span.lo) {
            return value;
        }
        match rest[..] {
            [single] => self.unboxed(value, single),
            _ => match self.union_of(&rest) {
                Some(union) if self.types.is_dynamic(union) => Expression { ty: union, ..value },
                _ => value,
            },
        }
    }

    /// A value whose property is read (`name.length`, `list.push(x)`,
    /// `name![0]`): a `T | null` string, array or collection as the `T`,
    /// checked (`ExpressionKind::NonNull`: Node's TypeError naming
    /// `property` when it is null, as reading a property of `null` is).
    /// (Objects and class instances are read through the nullable pointer
    /// with the same check.) tsc allows such reads after `value!` only;
    /// the value keeps its type elsewhere, so a `null` it holds stays one.
    pub(crate) fn null_checked(&mut self, object: Expression, property: &str) -> Expression {
        // `T | null` held as a pointer, or a boxed union of `T` with `null`
        // or `undefined` (unboxed once checked).
        let (base, boxed) = match self.types.non_null(object.ty) {
            Some(base) => (base, false),
            None => match self.members_but_nothing(object.ty).as_deref() {
                Some(&[base]) => (base, true),
                _ => return object,
            },
        };
        let read = base == TypeId::STRING
            || self.types.element(base).is_some()
            || self.types.is_collection(base);
        if !read {
            return object;
        }
        let span = object.span;
        let ty = object.ty;
        let checked = Expression {
            kind: ExpressionKind::NonNull {
                value: Box::new(object),
                property: property.to_string(),
            },
            ty: if boxed { ty } else { base },
            span,
        };
        if boxed {
            self.unboxed(checked, base)
        } else {
            checked
        }
    }

    fn check_const_assertion(&mut self, expression: &'a ast::Expr) -> Expression {
        let outer = std::mem::replace(&mut self.const_context, true);
        let checked = match expression.unwrap_parens() {
            ast::Expr::Array(literal) => self.check_const_array(literal),
            _ => self.check_expression(expression),
        };
        self.const_context = outer;
        checked
    }

    /// An array literal in an `as const`: a tuple when its elements (which
    /// are in the `as const` too) have different types.
    pub(crate) fn check_const_array(&mut self, literal: &'a ast::ArrayLit) -> Expression {
        let span = self.span(literal.span);
        if literal.elems.len() < 2
            || literal.elems.iter().any(|element| {
                element.as_ref().is_none_or(|e| {
                    e.spread.is_some()
                        || matches!(
                            e.expr.unwrap_parens(),
                            ast::Expr::Fn(_) | ast::Expr::Arrow(_) | ast::Expr::Class(_)
                        )
                })
            })
        {
            return self.check_array_literal(literal, None, span);
        }
        let values: Vec<Expression> = literal
            .elems
            .iter()
            .flatten()
            .map(|element| self.check_expression(&element.expr))
            .collect();
        let types: Vec<TypeId> = values.iter().map(|value| value.ty).collect();
        if types.iter().all(|&ty| ty == types[0])
            || types
                .iter()
                .any(|&ty| ty == TypeId::NEVER || !self.is_element_type(ty))
        {
            // One type: a (readonly) array of it, as before.
            let element = types[0];
            if self.is_element_type(element) {
                let ty = self.array_of(element);
                return Expression {
                    kind: ExpressionKind::ArrayLiteral(values),
                    ty,
                    span,
                };
            }
            return self.check_array_literal(literal, None, span);
        }
        let ty = self.types.intern(Type::Tuple(types));
        Expression {
            kind: ExpressionKind::TupleLiteral(values),
            ty,
            span,
        }
    }

    pub(crate) fn check_expression(&mut self, expression: &'a ast::Expr) -> Expression {
        // What an `as const` literal's elements compute (calls, closures)
        // is outside it.
        if self.const_context
            && !matches!(
                expression,
                ast::Expr::Array(_) | ast::Expr::Object(_) | ast::Expr::Paren(_)
            )
        {
            self.const_context = false;
            let checked = self.check_expression(expression);
            self.const_context = true;
            return checked;
        }
        let span = self.span(expression.span());
        match expression {
            ast::Expr::Lit(literal) => self.check_literal(literal, span),
            ast::Expr::Ident(identifier) => self.check_identifier(identifier, span),
            ast::Expr::Paren(inner) => self.check_expression(&inner.expr),
            ast::Expr::TsNonNull(inner) => self.check_non_null(inner),
            ast::Expr::TsConstAssertion(inner) => self.check_const_assertion(&inner.expr),
            ast::Expr::TsAs(cast) => self.check_cast(&cast.expr, &cast.type_ann, span),
            ast::Expr::TsTypeAssertion(cast) => self.check_cast(&cast.expr, &cast.type_ann, span),
            // `value satisfies T`: `value` checked with `T` as its context
            // (tsc has checked that it fits), keeping its own type, as tsc
            // does: `{ a: 1 } satisfies Record<string, number>` stays an
            // object, `5 satisfies number | string` a number.
            ast::Expr::TsSatisfies(satisfies) => {
                let expected = self.resolve_type(&satisfies.type_ann);
                if expected == TypeId::NEVER {
                    return Self::poison(span);
                }
                // Data the context does not type (no functions with
                // parameters not annotated, no empty arrays): its own type, not the context's
                // (`{ retries: 3 } satisfies Record<string, number |
                // string>` has a number `retries`).
                if !super::flow::needs_context(&satisfies.expr) {
                    return self.check_expression(&satisfies.expr);
                }
                self.check_expecting(&satisfies.expr, Some(expected))
            }
            ast::Expr::Bin(binary) => self.check_binary(binary, span),
            ast::Expr::Unary(unary) => self.check_unary(unary, span),
            ast::Expr::Update(update) => self.check_update(update, span),
            ast::Expr::Assign(assign) => self.check_assign(assign, span),
            ast::Expr::Cond(conditional) => {
                let condition = self.check_condition(&conditional.test);
                let when_true = self.narrowing_facts(&conditional.test, true);
                let when_false = self.narrowing_facts(&conditional.test, false);
                let then = self.with_narrowings(when_true, |checker| {
                    checker.check_expression(&conditional.cons)
                });
                let otherwise = self.with_narrowings(when_false, |checker| {
                    checker.check_expression(&conditional.alt)
                });
                let Some(ty) = self.common_type(&then, &otherwise, span) else {
                    return Self::poison(span);
                };
                let then = self.fit_branch(then, ty);
                let otherwise = self.fit_branch(otherwise, ty);
                Expression {
                    kind: ExpressionKind::Conditional {
                        condition: Box::new(condition),
                        then: Box::new(then),
                        otherwise: Box::new(otherwise),
                    },
                    ty,
                    span,
                }
            }
            ast::Expr::Tpl(template) => self.check_template(template, span),
            ast::Expr::Seq(sequence) => {
                let values: Vec<Expression> = sequence
                    .exprs
                    .iter()
                    .map(|expression| self.check_expression(expression))
                    .collect();
                let ty = values.last().map_or(TypeId::UNDEFINED, |last| last.ty);
                Expression {
                    kind: ExpressionKind::Sequence(values),
                    ty,
                    span,
                }
            }
            ast::Expr::Call(call) => self.check_call(call, span),
            ast::Expr::Array(_) | ast::Expr::New(_) | ast::Expr::Object(_) => {
                self.check_expecting(expression, None)
            }
            ast::Expr::Arrow(_) | ast::Expr::Fn(_) => {
                match super::closures::ClosureSyntax::of_expression(expression) {
                    Some(syntax) => self.check_closure(syntax, None),
                    None => Self::poison(span),
                }
            }
            ast::Expr::This(_) => match self.resolve_name("this") {
                Some(Binding::Local { id, .. }) => {
                    let ty = self.current.locals[id.index()].ty;
                    Expression {
                        kind: ExpressionKind::Variable(Variable::Local(id)),
                        ty,
                        span,
                    }
                }
                // A local class's static method: the class object, boxed.
                binding @ Some(Binding::LocalClass { .. }) => {
                    self.check_binding(binding, "this", span)
                }
                _ => {
                    self.error(Diagnostic::unsupported(span, "'this' outside a method"));
                    Self::poison(span)
                }
            },
            ast::Expr::Member(_)
                if let Some(function) = self.library_function_value(expression) =>
            {
                function
            }
            ast::Expr::Member(member) => self.check_member(member, span),
            ast::Expr::SuperProp(ast::SuperPropExpr {
                prop: ast::SuperProp::Ident(property),
                ..
            }) => self.check_super_getter(property.sym.as_str(), span),
            ast::Expr::OptChain(chain) => self.check_optional_chain(chain, span),
            ast::Expr::Await(awaited) => self.check_await(awaited, span),
            ast::Expr::Yield(yielded) => self.check_yield(yielded, span),
            ast::Expr::TaggedTpl(tagged) => self.check_tagged_template(tagged, span),
            // A class expression anywhere else: `(() => { return class ...
            // })()`, a local class made where the expression is evaluated,
            // its class object an `any`.
            ast::Expr::Class(class) => {
                let body = ast::FunctionBody {
                    span: class.class.span,
                    stmts: vec![ast::Stmt::Return(ast::ReturnStmt {
                        span: class.class.span,
                        arg: Some(Box::new(ast::Expr::Class(class.clone()))),
                    })],
                };
                let arrow = ast::Expr::Arrow(ast::ArrowExpr {
                    span: class.class.span,
                    ctxt: Default::default(),
                    params: Vec::new(),
                    body: Box::new(ast::ArrowFunctionBody::FunctionBody(body)),
                    is_async: false,
                    is_generator: false,
                    type_params: None,
                    return_type: None,
                });
                let call: &'a ast::Expr = Box::leak(Box::new(ast::Expr::Call(ast::CallExpr {
                    span: class.class.span,
                    ctxt: Default::default(),
                    callee: ast::Callee::Expr(Box::new(ast::Expr::Paren(ast::ParenExpr {
                        span: class.class.span,
                        expr: Box::new(arrow),
                    }))),
                    args: Vec::new(),
                    type_args: None,
                })));
                self.check_expression(call)
            }
            other => {
                let what = match other {
                    ast::Expr::Object(_) => "an object literal",
                    ast::Expr::Fn(_) => "a function expression",
                    ast::Expr::Arrow(_) => "an arrow function",
                    ast::Expr::Class(_) => "a class expression",
                    ast::Expr::Await(_) => "'await'",
                    ast::Expr::Yield(_) => "'yield'",
                    ast::Expr::TaggedTpl(_) => "a tagged template",
                    ast::Expr::OptChain(_) => "optional chaining",
                    ast::Expr::SuperProp(_) => "'super'",
                    _ => "this expression",
                };
                self.error(Diagnostic::unsupported(span, what));
                Self::poison(span)
            }
        }
    }

    /// The type both branches of `?:` or a logical operator share.
    pub(crate) fn common_type(
        &mut self,
        left: &Expression,
        right: &Expression,
        span: Span,
    ) -> Option<TypeId> {
        if left.ty == right.ty || right.ty == TypeId::NEVER {
            return Some(left.ty);
        }
        if left.ty == TypeId::NEVER {
            return Some(right.ty);
        }
        // `xs || []`: an empty `never[]` takes the other side's array type.
        for (empty, other) in [(left.ty, right.ty), (right.ty, left.ty)] {
            if self.types.element(empty) == Some(TypeId::NEVER)
                && self
                    .types
                    .element(self.types.non_null(other).unwrap_or(other))
                    .is_some()
            {
                return Some(other);
            }
        }
        // `e instanceof Error ? e.message : e`, `flag ? "yes" : 0`: a union
        // (boxed where the sides differ in representation).
        if (self.types.is_dynamic(left.ty) || self.types.is_dynamic(right.ty))
            && left.ty != TypeId::VOID
            && right.ty != TypeId::VOID
            && let Some(ty) = self.union_of(&[left.ty, right.ty])
        {
            return Some(ty);
        }
        // `x ? object : null` and friends: `T | null`.
        let nullable_of = |this: &mut Self, a: TypeId, b: TypeId| -> Option<TypeId> {
            let a = this.types.non_null(a).unwrap_or(a);
            let b = this.types.non_null(b).unwrap_or(b);
            let inner = match (a, b) {
                (TypeId::NULL, other) | (other, TypeId::NULL) => other,
                (a, b) if a == b => a,
                _ => return None,
            };
            if !this.types.is_object(inner) {
                return None;
            }
            Some(this.types.intern(crate::types::Type::Nullable(inner)))
        };
        if let Some(ty) = nullable_of(self, left.ty, right.ty) {
            return Some(ty);
        }
        // `c ? new Derived() : new Base()`: tsc's subtype reduction of
        // `Derived | Base` is `Base` (nullable when either side is).
        let class_of = |this: &Self, ty: TypeId| {
            let inner = this.types.non_null(ty).unwrap_or(ty);
            this.types.class(inner).map(|class| (class, inner))
        };
        if let (Some((a, a_type)), Some((b, b_type))) =
            (class_of(self, left.ty), class_of(self, right.ty))
        {
            let base = if a == b {
                None
            } else if self.derives_from(a, b) {
                Some(b_type)
            } else if self.derives_from(b, a) {
                Some(a_type)
            } else {
                None
            };
            if let Some(base) = base {
                let nullable = self.types.non_null(left.ty).is_some()
                    || self.types.non_null(right.ty).is_some();
                return Some(if nullable {
                    self.types.intern(crate::types::Type::Nullable(base))
                } else {
                    base
                });
            }
        }
        // `ok ? 1 : "none"`: a union of the two.
        if left.ty != TypeId::VOID
            && right.ty != TypeId::VOID
            && let Some(ty) = self.union_of(&[left.ty, right.ty])
        {
            return Some(ty);
        }
        // Objects of different shapes, and other sides with no union
        // scriptc represents: an `any` (tsc has their union).
        if left.ty != TypeId::VOID && right.ty != TypeId::VOID {
            return Some(TypeId::ANY);
        }
        let (a, b) = (
            self.types.display(left.ty).to_string(),
            self.types.display(right.ty).to_string(),
        );
        self.error(
            Diagnostic::unsupported(span, format!("a value of union type '{a} | {b}'"))
                .with_note("both alternatives must have the same type"),
        );
        None
    }

    fn check_cast(
        &mut self,
        inner: &'a ast::Expr,
        annotation: &'a ast::TsType,
        span: Span,
    ) -> Expression {
        let target = self.resolve_type(annotation);
        // `x as unknown as T` (or `as any as T`): `x` asserted to be a `T`
        // directly, as the run time sees no box in between.
        let value = match inner.unwrap_parens() {
            ast::Expr::TsAs(first)
                if !self.types.is_dynamic(target)
                    && matches!(&*first.type_ann, ast::TsType::TsKeywordType(keyword)
                        if matches!(keyword.kind,
                            ast::TsKeywordTypeKind::TsUnknownKeyword
                                | ast::TsKeywordTypeKind::TsAnyKeyword)) =>
            {
                self.check_expression(&first.expr)
            }
            _ => self.check_expecting(inner, Some(target)),
        };
        // `x as any`, `x as unknown`: boxed (or the same box).
        if (target == TypeId::ANY || target == TypeId::UNKNOWN) && value.ty != TypeId::NEVER {
            let boxed = self.represent_as(value, target);
            return Expression {
                ty: target,
                ..boxed
            };
        }
        // `xs as Iterable<T>`: boxed as a parameter of that type is.
        if self.types.iterable_element(target).is_some()
            && value.ty != TypeId::NEVER
            && self.is_assignable(value.ty, target)
        {
            return self.represent_as(value, target);
        }
        // `v as { length?: unknown }` of an `unknown` or a value that is
        // not an object type (an array, a Buffer, a string): a duck-typing
        // view any value fits, read through the dynamic tier as an `any`
        // rather than checked as an object.
        let target_base = self.types.non_null(target).unwrap_or(target);
        let value_base = self.types.non_null(value.ty).unwrap_or(value.ty);
        if (self.types.is_dynamic(value.ty) || !self.types.is_object(value_base))
            && value.ty != TypeId::NEVER
            && self
                .types
                .object(target_base)
                .is_some_and(|shape| shape.properties.iter().all(|property| property.optional))
        {
            let boxed = self.represent_as(value, TypeId::ANY);
            return Expression {
                ty: TypeId::ANY,
                ..boxed
            };
        }
        // `e as Error`: the payload, checked at run time.
        if self.types.is_dynamic(value.ty)
            && !self.types.is_dynamic(target)
            && target != TypeId::NEVER
        {
            return Expression {
                kind: ExpressionKind::FromDynamic(Box::new(value)),
                ty: target,
                span,
            };
        }
        // An object viewed through an interface type: the same pointer,
        // its members found by name at run time (an absent property reads
        // as undefined).
        let base = |this: &Self, ty: TypeId| this.types.non_null(ty).unwrap_or(ty);
        if value.ty != target
            && self.types.object(base(self, target)).is_some()
            && self.types.is_object(base(self, value.ty))
            && (self.types.non_null(value.ty).is_none() || self.types.non_null(target).is_some())
        {
            // A literal asserted to be the type (`{} as T`) is made with
            // room for what it lacks: it keeps its own type, which the
            // room is for, inside.
            if matches!(
                value.kind,
                ExpressionKind::ObjectLiteral(_) | ExpressionKind::ObjectSpread(_)
            ) {
                self.note_assertion(base(self, value.ty), base(self, target));
                return Expression {
                    kind: ExpressionKind::Sequence(vec![value]),
                    ty: target,
                    span,
                };
            }
            return Expression {
                kind: value.kind,
                ty: target,
                span: value.span,
            };
        }
        // A record of `unknown`s or `any`s (`Record<string, unknown>` built
        // by key) as an object type: the same record, its entries read and
        // written by name, checked against the property types at run time.
        if let crate::types::Type::Record(values) = self.types.get(base(self, value.ty)).clone()
            && matches!(values, TypeId::ANY | TypeId::UNKNOWN)
            && self.types.object(base(self, target)).is_some()
            && (self.types.non_null(value.ty).is_none() || self.types.non_null(target).is_some())
        {
            return Expression {
                kind: value.kind,
                ty: target,
                span: value.span,
            };
        }
        // `base as Derived` (or an interface value as a class): checked at
        // run time, since reads through a class type use fixed offsets.
        if value.ty != target
            && let Some(class) = self.types.class(base(self, target))
            && self.types.is_object(base(self, value.ty))
        {
            return Expression {
                kind: ExpressionKind::Downcast {
                    value: Box::new(value),
                    class,
                },
                ty: target,
                span,
            };
        }
        // A widening (`null as Node | null`, `1 as number | string`): the
        // value as a value of the wider type.
        if value.ty != target
            && value.ty != TypeId::NEVER
            && target != TypeId::NEVER
            && self.is_assignable(value.ty, target)
        {
            let widened = self.represent_as(value, target);
            return Expression {
                ty: target,
                ..widened
            };
        }
        if value.ty != target && value.ty != TypeId::NEVER && target != TypeId::NEVER {
            self.error(Diagnostic::unsupported(
                span,
                "a type assertion that changes the type",
            ));
            return Self::poison(span);
        }
        value
    }

    fn check_literal(&mut self, literal: &'a ast::Lit, span: Span) -> Expression {
        match literal {
            ast::Lit::Num(number) => Expression {
                kind: ExpressionKind::Number(number.value),
                ty: TypeId::NUMBER,
                span,
            },
            ast::Lit::Bool(boolean) => Expression {
                kind: ExpressionKind::Boolean(boolean.value),
                ty: TypeId::BOOLEAN,
                span,
            },
            ast::Lit::Str(string) => {
                let units = string.value.as_wtf8().to_ill_formed_utf16().collect();
                Expression {
                    kind: ExpressionKind::String(units),
                    ty: TypeId::STRING,
                    span,
                }
            }
            ast::Lit::Null(_) => Expression {
                kind: ExpressionKind::Null,
                ty: TypeId::NULL,
                span,
            },
            ast::Lit::BigInt(literal) => self.bigint_literal(literal, span),
            ast::Lit::Regex(regex) => self.check_regex_literal(regex, span),
            ast::Lit::JSXText(_) => {
                self.error(Diagnostic::unsupported(span, "JSX"));
                Self::poison(span)
            }
        }
    }

    /// A tagged template: `String.raw` as a template of its raw text; any
    /// other tag called with the cooked strings (a `string[]`, which is
    /// how `TemplateStringsArray` is represented) and the values.
    fn check_tagged_template(&mut self, tagged: &'a ast::TaggedTpl, span: Span) -> Expression {
        let is_string_raw = matches!(&*tagged.tag, ast::Expr::Member(member)
            if matches!(&*member.obj, ast::Expr::Ident(object) if object.sym == "String")
                && matches!(&member.prop, ast::MemberProp::Ident(name) if name.sym == "raw"))
            && self.lookup("String").is_none();
        // Leaked: the checker borrows syntax for the whole compilation.
        if is_string_raw {
            let mut raw = (*tagged.tpl).clone();
            for quasi in &mut raw.quasis {
                quasi.cooked = Some(quasi.raw.clone().into());
            }
            let raw: &'a ast::Expr = Box::leak(Box::new(ast::Expr::Tpl(raw)));
            return self.check_expression(raw);
        }
        let mut strings = super::TemplateStrings::default();
        for quasi in &tagged.tpl.quasis {
            let Some(cooked) = &quasi.cooked else {
                self.error(Diagnostic::unsupported(
                    span,
                    "a tagged template with an invalid escape",
                ));
                return Self::poison(span);
            };
            strings
                .cooked
                .push(cooked.to_string_lossy().encode_utf16().collect());
            strings.raw.push(quasi.raw.encode_utf16().collect());
        }
        let site = tagged.tpl.span;
        self.template_strings
            .insert((site.lo.0, site.hi.0), strings);
        // The call, with a placeholder first argument: an array literal at
        // the template's span, which `check_array_literal` checks as the
        // strings.
        let placeholder: &'a ast::Expr = Box::leak(Box::new(ast::Expr::Array(ast::ArrayLit {
            span: tagged.tpl.span,
            elems: vec![Some(ast::ExprOrSpread {
                spread: None,
                expr: Box::new(ast::Expr::Lit(ast::Lit::Str(ast::Str {
                    span: tagged.tpl.span,
                    value: "".into(),
                    raw: None,
                }))),
            })],
        })));
        let mut arguments = vec![ast::ExprOrSpread {
            spread: None,
            expr: Box::new(placeholder.clone()),
        }];
        arguments.extend(tagged.tpl.exprs.iter().map(|value| ast::ExprOrSpread {
            spread: None,
            expr: value.clone(),
        }));
        let call: &'a ast::Expr = Box::leak(Box::new(ast::Expr::Call(ast::CallExpr {
            span: tagged.span,
            ctxt: tagged.ctxt,
            callee: ast::Callee::Expr(tagged.tag.clone()),
            args: arguments,
            type_args: tagged.type_params.clone(),
        })));
        self.check_expression(call)
    }

    pub(crate) fn lookup(&self, name: &str) -> Option<Binding> {
        self.current
            .lookup(name)
            .or_else(|| self.top_level_binding(name))
    }

    pub(crate) fn check_identifier(
        &mut self,
        identifier: &'a ast::Ident,
        span: Span,
    ) -> Expression {
        let name = identifier.sym.as_str();
        if name == "arguments" && !self.is_plain_arguments_use(identifier.span.lo) {
            self.error(
                Diagnostic::unsupported(
                    span,
                    "'arguments' used other than by index, 'length' or spread",
                )
                .with_note("scriptc's 'arguments' is an array, which prints and converts as one"),
            );
            return Self::poison(span);
        }
        // `import { EOL } from "os"`.
        if let Some((object @ ("os" | "util" | "assert" | "crypto"), member)) =
            self.library_import(name)
        {
            return self.check_node_module_member(object, &member, span);
        }
        let binding = self.resolve_name(name);
        if binding.is_none() {
            let read = ast::Expr::Ident(identifier.clone());
            if let Some(function) = self.library_function_value(&read) {
                return function;
            }
        }
        self.check_binding(binding, name, span)
    }

    /// A read of the name `name`, bound to `binding`.
    pub(crate) fn check_binding(
        &mut self,
        binding: Option<Binding>,
        name: &str,
        span: Span,
    ) -> Expression {
        match (binding, name) {
            (Some(Binding::Local { id, .. }), _) if self.is_unresolved_function(id) => {
                self.error(super::closures::used_before_declaration(span, name));
                Self::poison(span)
            }
            // A `let x;` or `var` read before anything gave it a type:
            // `undefined` now, any value later (an `any`).
            (Some(Binding::Local { id, .. }), _)
                if self.awaits_first_assignment(Variable::Local(id)) =>
            {
                self.type_by_assignment(Variable::Local(id), TypeId::UNDEFINED);
                self.check_binding(binding, name, span)
            }
            (Some(Binding::Global(id)), _)
                if self.awaits_first_assignment(Variable::Global(id)) =>
            {
                self.type_by_assignment(Variable::Global(id), TypeId::UNDEFINED);
                self.check_binding(binding, name, span)
            }
            (Some(Binding::Local { id, .. }), _)
                if self.is_untyped_var(name, self.current.locals[id.index()].ty) =>
            {
                self.error(
                    Diagnostic::new(
                        Code::AnnotationNeeded,
                        span,
                        format!(
                            "The type of '{name}' is not known here, before its declaration is checked."
                        ),
                    )
                    .with_note(format!("add a type annotation to the declaration of '{name}'")),
                );
                Self::poison(span)
            }
            (Some(Binding::Local { id, .. }), _) => {
                let ty = self.current.locals[id.index()].ty;
                let read = Expression {
                    kind: ExpressionKind::Variable(Variable::Local(id)),
                    ty,
                    span,
                };
                self.narrowed_read(Variable::Local(id), read)
            }
            (Some(Binding::Global(id)), _) => match self.global_type(id, name, span) {
                Some(ty) => {
                    let read = Expression {
                        kind: ExpressionKind::Variable(Variable::Global(id)),
                        ty,
                        span,
                    };
                    self.narrowed_read(Variable::Global(id), read)
                }
                None => Self::poison(span),
            },
            (Some(Binding::Function(function)), _) => self.function_reference(function, span),
            (Some(Binding::GenericFunction(_) | Binding::GenericClass(_)), _) => {
                self.error(Diagnostic::unsupported(
                    span,
                    "a generic function used as a value",
                ));
                Self::poison(span)
            }
            (Some(Binding::Class(class)), _) if self.per_evaluation_classes.contains(&class) => {
                self.error(
                    Diagnostic::unsupported(
                        span,
                        "a class declared in a function or loop used as a value",
                    )
                    .with_note(
                        "each evaluation of the declaration is a class of its own; scriptc \
                         compiles one",
                    ),
                );
                Self::poison(span)
            }
            // A local class used as a value: its class object, boxed.
            (Some(Binding::LocalClass { id, class }), _) => {
                self.dynamic_calls.set(true);
                let ty = self.current.locals[id.index()].ty;
                let _ = class;
                let object = Expression {
                    kind: ExpressionKind::Variable(Variable::Local(id)),
                    ty,
                    span,
                };
                Expression {
                    kind: ExpressionKind::ToDynamic(Box::new(object)),
                    ty: TypeId::ANY,
                    span,
                }
            }
            // A class used as a value: its class object, an `any`.
            (Some(Binding::Class(class)), _) => {
                self.dynamic_calls.set(true);
                Expression {
                    kind: ExpressionKind::ClassObject(class),
                    ty: TypeId::ANY,
                    span,
                }
            }
            // An enum used as a value: its object (see `enums.rs`).
            (Some(Binding::Enum(id)), _) => match self.enum_object(id, name, span) {
                Some(object) => object,
                None => Self::poison(span),
            },
            (None, "undefined") => Expression {
                kind: ExpressionKind::Undefined,
                ty: TypeId::UNDEFINED,
                span,
            },
            (None, "NaN") => Expression {
                kind: ExpressionKind::Number(f64::NAN),
                ty: TypeId::NUMBER,
                span,
            },
            (None, "Infinity") => Expression {
                kind: ExpressionKind::Number(f64::INFINITY),
                ty: TypeId::NUMBER,
                span,
            },
            (None, "Math" | "console" | "process" | "Number" | "String" | "Boolean") => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'{name}' used as a value"),
                ));
                Self::poison(span)
            }
            (None, _) => self.unknown_name(name, span),
        }
    }

    /// The type of a global, or an error when it cannot be read here.
    pub(crate) fn global_type(
        &mut self,
        id: crate::hir::GlobalId,
        name: &str,
        span: Span,
    ) -> Option<TypeId> {
        let slot = &self.globals[id.index()];
        if self.current.is_entry && !slot.declared {
            self.error(Diagnostic::new(
                Code::UnknownName,
                span,
                format!("Block-scoped variable '{name}' used before its declaration."),
            ));
            return None;
        }
        if slot.ty.is_none()
            && let Some(ty) = self.closure_global_type(id)
        {
            return Some(ty);
        }
        let slot = &self.globals[id.index()];
        if slot.ty.is_none() {
            self.error(
                Diagnostic::new(
                    Code::AnnotationNeeded,
                    span,
                    format!(
                        "The type of '{name}' is not known here, before its declaration is checked."
                    ),
                )
                .with_note(format!(
                    "add a type annotation to the declaration of '{name}'"
                )),
            );
            return None;
        }
        slot.ty
    }

    /// A global (a top-level variable or a static field) on the left of an
    /// assignment.
    pub(crate) fn global_target(
        &mut self,
        id: crate::hir::GlobalId,
        name: &str,
        span: Span,
    ) -> Option<(Variable, TypeId)> {
        if !self.globals[id.index()].mutable {
            // Static fields' globals are named `Class.field`.
            let message = match name.split_once('.') {
                Some((_, field)) => {
                    format!("Cannot assign to '{field}' because it is a read-only property.")
                }
                None => format!("Cannot assign to '{name}' because it is a constant."),
            };
            self.error(Diagnostic::new(Code::InvalidAssignment, span, message));
            return None;
        }
        let ty = self.global_type(id, name, span)?;
        Some((Variable::Global(id), ty))
    }

    /// A static field on the left of an assignment: a module class's
    /// global, or a local class's local (see `local_classes.rs`).
    fn static_target(
        &mut self,
        variable: Variable,
        name: &str,
        span: Span,
    ) -> Option<(Variable, TypeId)> {
        match variable {
            Variable::Global(global) => self.global_target(global, name, span),
            Variable::Local(local) => {
                let info = &mut self.current.locals[local.index()];
                info.assigned = true;
                info.writes += 1;
                Some((variable, info.ty))
            }
        }
    }

    /// Resolves a name on the left of an assignment.
    pub(crate) fn assignment_target(
        &mut self,
        identifier: &ast::Ident,
        span: Span,
    ) -> Option<(Variable, TypeId)> {
        let name = identifier.sym.as_str();
        match self.resolve_name(name) {
            Some(Binding::Local { id, mutable }) => {
                if !mutable {
                    self.error(Diagnostic::new(
                        Code::InvalidAssignment,
                        span,
                        format!("Cannot assign to '{name}' because it is a constant."),
                    ));
                    return None;
                }
                let local = &mut self.current.locals[id.index()];
                local.assigned = true;
                local.writes += 1;
                Some((Variable::Local(id), local.ty))
            }
            Some(Binding::Global(id)) => self.global_target(id, name, span),
            Some(
                Binding::Function(_)
                | Binding::GenericFunction(_)
                | Binding::GenericClass(_)
                | Binding::Class(_)
                | Binding::LocalClass { .. }
                | Binding::Enum(_),
            ) => {
                self.error(Diagnostic::new(
                    Code::InvalidAssignment,
                    span,
                    format!("Cannot assign to '{name}' because it is a function, class or enum."),
                ));
                None
            }
            None if self.is_not_defined(name) => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("assigning to the ambient name '{name}'"),
                ));
                None
            }
            None => {
                self.unknown_name(name, span);
                None
            }
        }
    }

    fn check_binary(&mut self, binary: &'a ast::BinExpr, span: Span) -> Expression {
        if binary.op == ast::BinaryOp::InstanceOf {
            let object = self.check_expression(&binary.left);
            if object.ty == TypeId::NEVER {
                return Self::poison(span);
            }
            return self.check_instance_of(object, &binary.right, span);
        }
        if binary.op == ast::BinaryOp::In
            && let ast::Expr::PrivateName(name) = &*binary.left
        {
            return self.check_private_in(name, &binary.right, span);
        }
        // `Symbol.iterator in value`, `KEY in value` of a symbol `const`:
        // whether the object has the member that symbol keys.
        // (`KEY as any in value` too: the cast changes nothing at run time.)
        let key_expression = match binary.left.unwrap_parens() {
            ast::Expr::TsAs(cast) => &*cast.expr,
            other => other,
        };
        if binary.op == ast::BinaryOp::In
            && let Some(key) = self.constant_string(key_expression)
            && key.starts_with(super::symbols::SYMBOL_KEY)
        {
            let object = self.check_expression(&binary.right);
            let base = self.types.non_null(object.ty).unwrap_or(object.ty);
            if object.ty == TypeId::NEVER {
                return Self::poison(span);
            }
            if self.is_symbol(base) {
                return self.symbol_key_refused(span);
            }
            // Of another value (an array, a map, an `any`): asked at run
            // time of the value boxed.
            if !self.types.is_object(base) {
                let key = Expression {
                    kind: ExpressionKind::String(key.encode_utf16().collect()),
                    ty: TypeId::STRING,
                    span,
                };
                let key = self.represent_as(key, TypeId::ANY);
                let object = self.represent_as(object, TypeId::ANY);
                return self.any_call(
                    crate::hir::AnyOperation::In,
                    vec![key, object],
                    TypeId::BOOLEAN,
                    span,
                );
            }
            let key = Expression {
                kind: ExpressionKind::String(key.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            };
            return Expression {
                kind: ExpressionKind::HasProperty {
                    object: Box::new(object),
                    key: Box::new(key),
                },
                ty: TypeId::BOOLEAN,
                span,
            };
        }
        // `f === parseInt`: each read of a library function as a value is
        // a new function, where JavaScript has one.
        if matches!(
            binary.op,
            ast::BinaryOp::EqEqEq
                | ast::BinaryOp::NotEqEq
                | ast::BinaryOp::EqEq
                | ast::BinaryOp::NotEq
        ) && let Some(name) = self
            .library_function_name(&binary.left)
            .or_else(|| self.library_function_name(&binary.right))
        {
            self.error(Diagnostic::unsupported(
                span,
                format!("comparing the library function '{name}' by identity"),
            ));
            return Self::poison(span);
        }
        let left = self.check_expression(&binary.left);
        // `a ?? b`: `b` is wanted with `a`'s type (`?? []` takes its
        // element type from it).
        let wanted = (binary.op == ast::BinaryOp::NullishCoalescing && left.ty != TypeId::NEVER)
            .then_some(left.ty);
        // `a && b` checks `b` where `a` held, `a || b` where it did not.
        let facts = match binary.op {
            ast::BinaryOp::LogicalAnd => self.narrowing_facts(&binary.left, true),
            ast::BinaryOp::LogicalOr => self.narrowing_facts(&binary.left, false),
            _ => Vec::new(),
        };
        let right = self.with_narrowings(facts, |checker| {
            checker.check_expecting(&binary.right, wanted)
        });
        self.binary(binary.op, left, right, span)
    }

    /// `Number(object)`, `+object` for a class instance: ToPrimitive with
    /// the number hint, as a number.
    pub(crate) fn number_of_object(&mut self, value: Expression, span: Span) -> Expression {
        match self.primitive_of(value, "number") {
            Ok(primitive) if primitive.ty == TypeId::NEVER => primitive,
            Ok(primitive) => self.check_conversion("Number", vec![primitive], span),
            Err(value) => {
                let text = self.stringify(value);
                self.number_from_string(text, span)
            }
        }
    }

    /// Whether `ty` is a class whose instances have `valueOf(): number`,
    /// which JavaScript calls where it wants a number from one.
    fn has_number_value_of(&self, ty: TypeId) -> bool {
        let Some(class) = self.types.class(ty) else {
            return false;
        };
        let slot = &self.classes[class.index()];
        let Some((_, function)) = slot.methods.iter().find(|(name, _)| name == "valueOf") else {
            return false;
        };
        let function = &self.functions[function.index()];
        function.result == Some(TypeId::NUMBER)
            && function
                .parameters
                .iter()
                .all(|parameter| parameter.0 == super::ARGUMENT_COUNT)
    }

    /// A comparison whose answer the types decide: both sides evaluated,
    /// then `answer`.
    fn known_answer(left: Expression, right: Expression, answer: bool, span: Span) -> Expression {
        let answer = Expression {
            kind: ExpressionKind::Boolean(answer),
            ty: TypeId::BOOLEAN,
            span,
        };
        Expression {
            kind: ExpressionKind::Sequence(vec![left, right, answer]),
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `value ?? otherwise` made explicit: `value` held, tested for `null`
    /// and `undefined`, `then` of it where it is neither, else
    /// `otherwise`; the result of type `ty`, at `span`.
    fn present_or(
        &mut self,
        value: Expression,
        then: impl FnOnce(&mut Self, Expression) -> Expression,
        otherwise: Expression,
        ty: TypeId,
        span: Span,
    ) -> Expression {
        let held = value.ty;
        let (store, hidden) = self.hold(value);
        let read = || Expression {
            kind: ExpressionKind::Variable(hidden),
            ty: held,
            span,
        };
        let present = self.is_present(read(), span);
        let found = then(self, read());
        let choice = Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(present),
                then: Box::new(found),
                otherwise: Box::new(otherwise),
            },
            ty,
            span,
        };
        Expression {
            kind: ExpressionKind::Sequence(vec![store, choice]),
            ty,
            span,
        }
    }

    /// Types a binary operator application; shared by `a op b` and `a op= b`.
    pub(crate) fn binary(
        &mut self,
        operator: ast::BinaryOp,
        left: Expression,
        right: Expression,
        span: Span,
    ) -> Expression {
        use ast::BinaryOp as Op;
        let (l, r) = (left.ty, right.ty);
        if l == TypeId::NEVER || r == TypeId::NEVER {
            return Self::poison(span);
        }
        let number = TypeId::NUMBER;
        let string = TypeId::STRING;
        // `undefined === undefined`, `null == undefined`: known from the
        // types alone, after evaluating both sides.
        let nullish = |ty: TypeId| matches!(ty, TypeId::NULL | TypeId::UNDEFINED | TypeId::VOID);
        // `flags[i] === undefined`, `seen[key] != null`, `done[i] ===
        // false`: a boolean read that may find nothing, compared as what
        // it found (`undefined` equals neither boolean).
        let equality = matches!(operator, Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq);
        let (left, right) =
            if equality && (Self::missable_boolean(&left) || Self::missable_boolean(&right)) {
                (self.observed(left), self.observed(right))
            } else {
                (left, right)
            };
        let (l, r) = (left.ty, right.ty);
        if matches!(operator, Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq)
            && nullish(l)
            && nullish(r)
        {
            let undefined = |ty: TypeId| {
                if ty == TypeId::NULL {
                    TypeId::NULL
                } else {
                    TypeId::UNDEFINED
                }
            };
            let equal = matches!(operator, Op::EqEq | Op::NotEq) || undefined(l) == undefined(r);
            let answer = equal == matches!(operator, Op::EqEqEq | Op::EqEq);
            return Self::known_answer(left, right, answer, span);
        }
        if matches!(operator, Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq)
            && (self.types.is_dynamic(l) || self.types.is_dynamic(r))
        {
            return self.dynamic_equals(operator, left, right, span);
        }
        if operator == Op::NullishCoalescing && self.types.is_dynamic(l) {
            return self.dynamic_nullish(left, right, span);
        }
        // `a < b` where a side is a union tsc allows comparing (`number |
        // string`): both compared as the dynamic values they are, as
        // JavaScript compares them.
        let (left, right) = if matches!(operator, Op::Lt | Op::LtEq | Op::Gt | Op::GtEq)
            && (self.types.is_dynamic(l) || self.types.is_dynamic(r))
        {
            let left = self.represent_as(left, TypeId::ANY);
            let right = self.represent_as(right, TypeId::ANY);
            let any = |value: Expression| Expression {
                ty: TypeId::ANY,
                ..value
            };
            (any(left), any(right))
        } else {
            (left, right)
        };
        let (left, right) = match self.any_binary(operator, left, right, span) {
            Ok(value) => return value,
            Err(operands) => *operands,
        };
        let (left, right) = match self.bigint_binary(operator, left, right, span) {
            Ok(value) => return value,
            Err(operands) => *operands,
        };
        // `a < b` on objects whose class has `valueOf(): number` (a `Date`):
        // compared as the numbers `valueOf` gives, as JavaScript does.
        if matches!(operator, Op::Lt | Op::LtEq | Op::Gt | Op::GtEq)
            && self.has_number_value_of(l)
            && self.has_number_value_of(r)
        {
            let left = self.check_method(left, "valueOf", None, &[], span);
            let right = self.check_method(right, "valueOf", None, &[], span);
            return self.binary(operator, left, right, span);
        }
        let (operator, ty, left, right) = match operator {
            Op::LogicalAnd | Op::LogicalOr => {
                let Some(ty) = self.common_type(&left, &right, span) else {
                    return Self::poison(span);
                };
                let left = self.fit_branch(left, ty);
                let right = self.fit_branch(right, ty);
                let operator = if operator == Op::LogicalAnd {
                    LogicalOperator::And
                } else {
                    LogicalOperator::Or
                };
                let kind = ExpressionKind::Logical {
                    operator,
                    left: Box::new(left),
                    right: Box::new(right),
                };
                return Expression { kind, ty, span };
            }
            // `x ?? y` where `x` is known to be `null` or `undefined` (an
            // assignment narrowed it): `y`, after evaluating `x`.
            Op::NullishCoalescing
                if matches!(l, TypeId::NULL | TypeId::UNDEFINED | TypeId::VOID) =>
            {
                return Expression {
                    kind: ExpressionKind::Sequence(vec![left, right]),
                    ty: r,
                    span,
                };
            }
            // `memo[key] ?? compute(key)`: a boolean read that may find
            // nothing, the right side where it did.
            Op::NullishCoalescing if Self::missable_boolean(&left) => {
                let boxed = self.observed(left);
                if r != TypeId::BOOLEAN {
                    return self.binary(operator, boxed, right, span);
                }
                return self.present_or(
                    boxed,
                    |checker, found| checker.unboxed(found, TypeId::BOOLEAN),
                    right,
                    TypeId::BOOLEAN,
                    span,
                );
            }
            Op::NullishCoalescing if l == TypeId::BOOLEAN => {
                // A boolean is never `undefined`: the right side is never
                // evaluated.
                return left;
            }
            Op::NullishCoalescing => {
                let Some(ty) = self.common_type(&left, &right, span) else {
                    return Self::poison(span);
                };
                let left = self.fit_branch(left, ty);
                let right = self.fit_branch(right, ty);
                // `name ?? null` into a boxed union: test the left side
                // before it is boxed (a boxed `undefined` is a box).
                if self.types.is_dynamic(ty) && !self.types.is_dynamic(l) {
                    let otherwise = self.represent_as(right, ty);
                    return self.present_or(
                        left,
                        |checker, found| checker.represent_as(found, ty),
                        otherwise,
                        ty,
                        span,
                    );
                }
                // `T | null` with a `T` on the right: a `T`, never null
                // (the same pointer).
                let ty = match self.types.get(ty) {
                    crate::types::Type::Nullable(inner)
                        if !matches!(r, TypeId::NULL | TypeId::UNDEFINED | TypeId::VOID)
                            && self.types.non_null(r).is_none()
                            && !self.types.is_dynamic(r) =>
                    {
                        *inner
                    }
                    _ => ty,
                };
                let kind = ExpressionKind::Logical {
                    operator: LogicalOperator::Nullish,
                    left: Box::new(left),
                    right: Box::new(right),
                };
                return Expression { kind, ty, span };
            }
            Op::Add if l == number && r == number => (BinaryOperator::Add, number, left, right),
            Op::Add
                if (l == string || r == string)
                    && self.is_stringable(l)
                    && self.is_stringable(r) =>
            {
                // An object converts with the default hint (its
                // `valueOf()` before its `toString()`).
                let left = self
                    .primitive_of(left, "default")
                    .unwrap_or_else(|value| value);
                let right = self
                    .primitive_of(right, "default")
                    .unwrap_or_else(|value| value);
                let left = self.stringify(left);
                let right = self.stringify(right);
                (BinaryOperator::Concat, string, left, right)
            }
            Op::Sub
            | Op::Mul
            | Op::Div
            | Op::Mod
            | Op::Exp
            | Op::BitAnd
            | Op::BitOr
            | Op::BitXor
            | Op::LShift
            | Op::RShift
            | Op::ZeroFillRShift
                if l == number && r == number =>
            {
                let operator = match operator {
                    Op::Sub => BinaryOperator::Subtract,
                    Op::Mul => BinaryOperator::Multiply,
                    Op::Div => BinaryOperator::Divide,
                    Op::Mod => BinaryOperator::Remainder,
                    Op::Exp => BinaryOperator::Power,
                    Op::BitAnd => BinaryOperator::BitAnd,
                    Op::BitOr => BinaryOperator::BitOr,
                    Op::BitXor => BinaryOperator::BitXor,
                    Op::LShift => BinaryOperator::ShiftLeft,
                    Op::RShift => BinaryOperator::ShiftRight,
                    _ => BinaryOperator::UnsignedShiftRight,
                };
                (operator, number, left, right)
            }
            Op::Lt | Op::LtEq | Op::Gt | Op::GtEq if l == r && (l == number || l == string) => {
                let operator = match (operator, l == number) {
                    (Op::Lt, true) => BinaryOperator::Less,
                    (Op::LtEq, true) => BinaryOperator::LessEqual,
                    (Op::Gt, true) => BinaryOperator::Greater,
                    (Op::GtEq, true) => BinaryOperator::GreaterEqual,
                    (Op::Lt, false) => BinaryOperator::StringLess,
                    (Op::LtEq, false) => BinaryOperator::StringLessEqual,
                    (Op::Gt, false) => BinaryOperator::StringGreater,
                    _ => BinaryOperator::StringGreaterEqual,
                };
                (operator, TypeId::BOOLEAN, left, right)
            }
            // `x === undefined` where `x` is an object, array, collection
            // or bigint read from a map (missing: a null pointer).
            Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq
                if (r == TypeId::UNDEFINED
                    && l != TypeId::UNDEFINED
                    && (self.is_reference(l) || l == TypeId::BIGINT))
                    || (l == TypeId::UNDEFINED
                        && r != TypeId::UNDEFINED
                        && (self.is_reference(r) || r == TypeId::BIGINT)) =>
            {
                let (value, null_type) = if r == TypeId::UNDEFINED {
                    (left, l)
                } else {
                    (right, r)
                };
                let null = Expression {
                    kind: ExpressionKind::Null,
                    ty: null_type,
                    span,
                };
                let operator = if matches!(operator, Op::EqEqEq | Op::EqEq) {
                    BinaryOperator::ReferenceEqual
                } else {
                    BinaryOperator::ReferenceNotEqual
                };
                (operator, TypeId::BOOLEAN, value, null)
            }
            // `s === undefined` for a string: the `undefined` text.
            Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq
                if (l == string && r == TypeId::UNDEFINED)
                    || (l == TypeId::UNDEFINED && r == string) =>
            {
                let value = if l == string { left } else { right };
                let test = Expression {
                    kind: ExpressionKind::Builtin {
                        builtin: crate::hir::Builtin::IsMissing,
                        arguments: vec![value],
                    },
                    ty: TypeId::BOOLEAN,
                    span,
                };
                if matches!(operator, Op::EqEqEq | Op::EqEq) {
                    return test;
                }
                return Expression {
                    kind: ExpressionKind::Unary {
                        operator: UnaryOperator::Not,
                        operand: Box::new(test),
                    },
                    ty: TypeId::BOOLEAN,
                    span,
                };
            }
            // `n === undefined` where `n` is a number read from an array:
            // the `undefined` sentinel.
            Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq
                if (l == number && r == TypeId::UNDEFINED)
                    || (l == TypeId::UNDEFINED && r == number) =>
            {
                let number_side = if l == number { left } else { right };
                let test = Expression {
                    kind: ExpressionKind::Builtin {
                        builtin: crate::hir::Builtin::NumberPredicate(
                            crate::hir::NumberPredicate::IsUndefined,
                        ),
                        arguments: vec![number_side],
                    },
                    ty: TypeId::BOOLEAN,
                    span,
                };
                if matches!(operator, Op::EqEqEq | Op::EqEq) {
                    return test;
                }
                return Expression {
                    kind: ExpressionKind::Unary {
                        operator: UnaryOperator::Not,
                        operand: Box::new(test),
                    },
                    ty: TypeId::BOOLEAN,
                    span,
                };
            }
            Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq
                if l == r && (l == number || l == string || l == TypeId::BOOLEAN) =>
            {
                let equal = matches!(operator, Op::EqEqEq | Op::EqEq);
                let operator = match (l, equal) {
                    (TypeId::NUMBER, true) => BinaryOperator::Equal,
                    (TypeId::NUMBER, false) => BinaryOperator::NotEqual,
                    (TypeId::STRING, true) => BinaryOperator::StringEqual,
                    (TypeId::STRING, false) => BinaryOperator::StringNotEqual,
                    (_, true) => BinaryOperator::BooleanEqual,
                    (_, false) => BinaryOperator::BooleanNotEqual,
                };
                (operator, TypeId::BOOLEAN, left, right)
            }
            // `x === null` where `x`'s null pointer is `undefined` (every
            // pointer type but `T | null`): never, after evaluating both.
            Op::EqEqEq | Op::NotEqEq
                if (r == TypeId::NULL && self.null_means_undefined(l))
                    || (l == TypeId::NULL && self.null_means_undefined(r)) =>
            {
                let constant = Expression {
                    kind: ExpressionKind::Boolean(operator == Op::NotEqEq),
                    ty: TypeId::BOOLEAN,
                    span,
                };
                return Expression {
                    kind: ExpressionKind::Sequence(vec![left, right, constant]),
                    ty: TypeId::BOOLEAN,
                    span,
                };
            }
            Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq
                if self.is_reference(l) && self.is_reference(r) =>
            {
                let operator = if matches!(operator, Op::EqEqEq | Op::EqEq) {
                    BinaryOperator::ReferenceEqual
                } else {
                    BinaryOperator::ReferenceNotEqual
                };
                (operator, TypeId::BOOLEAN, left, right)
            }
            // `key in value` of an `any`, and `0 in list`, `"size" in map`
            // (an index below the length, a built-in property or method):
            // asked at run time as of a dynamic value.
            // A symbol known only at run time as the key: the member name it
            // keys is the compiler's.
            Op::In if self.may_be_symbol(l) => {
                return self.symbol_key_refused(span);
            }
            Op::In
                if self.types.is_dynamic(r)
                    || matches!(l, TypeId::STRING | TypeId::NUMBER)
                        && (self.types.element(r).is_some()
                            || matches!(
                                self.types.get(r),
                                crate::types::Type::Map(..) | crate::types::Type::Set(_)
                            )) =>
            {
                let key = self.represent_as(left, TypeId::ANY);
                let object = self.represent_as(right, TypeId::ANY);
                return self.any_call(
                    crate::hir::AnyOperation::In,
                    vec![key, object],
                    TypeId::BOOLEAN,
                    span,
                );
            }
            Op::In if matches!(self.types.get(r), crate::types::Type::Record(_)) => {
                return self.record_has(left, right, span);
            }
            // `"swim" in pet`: whether the object has the property (a
            // field, accessor or method), found by name at run time.
            Op::In
                if l == TypeId::STRING
                    && self.types.is_object(self.types.non_null(r).unwrap_or(r)) =>
            {
                return Expression {
                    kind: ExpressionKind::HasProperty {
                        object: Box::new(right),
                        key: Box::new(left),
                    },
                    ty: TypeId::BOOLEAN,
                    span,
                };
            }
            // `flag === null` where `flag` cannot be null (a narrowed
            // boolean): a constant, after evaluating both sides.
            Op::EqEqEq | Op::NotEqEq | Op::EqEq | Op::NotEq
                if matches!(l, TypeId::NULL | TypeId::UNDEFINED)
                    != matches!(r, TypeId::NULL | TypeId::UNDEFINED) =>
            {
                let answer = matches!(operator, Op::NotEqEq | Op::NotEq);
                return Self::known_answer(left, right, answer, span);
            }
            Op::In | Op::InstanceOf => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("the '{}' operator", operator.as_str()),
                ));
                return Self::poison(span);
            }
            _ => {
                let (a, b) = (
                    self.types.display(l).to_string(),
                    self.types.display(r).to_string(),
                );
                self.error(Diagnostic::new(
                    Code::InvalidOperands,
                    span,
                    format!(
                        "Operator '{}' cannot be applied to types '{a}' and '{b}'.",
                        operator.as_str()
                    ),
                ));
                return Self::poison(span);
            }
        };
        Expression {
            kind: ExpressionKind::Binary {
                operator,
                left: Box::new(left),
                right: Box::new(right),
            },
            ty,
            span,
        }
    }

    /// `+b` and `Number(b)` for a boolean: 1 or 0.
    pub(crate) fn boolean_to_number(value: Expression, span: Span) -> Expression {
        let number = |n: f64| {
            Box::new(Expression {
                kind: ExpressionKind::Number(n),
                ty: TypeId::NUMBER,
                span,
            })
        };
        Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(value),
                then: number(1.0),
                otherwise: number(0.0),
            },
            ty: TypeId::NUMBER,
            span,
        }
    }

    /// Objects, arrays, `T | null` and `null`: compared by identity.
    /// Whether a value of `ty` may be `null` or `undefined` (what `?.`
    /// tests): references, and numbers and strings with their sentinel.
    pub(crate) fn may_be_missing(&self, ty: TypeId) -> bool {
        self.is_reference(ty) || matches!(ty, TypeId::NUMBER | TypeId::STRING)
    }

    /// `value` evaluated for its effects, then an answer known statically.
    pub(crate) fn known_boolean(value: Expression, answer: bool, span: Span) -> Expression {
        let answer = Expression {
            kind: ExpressionKind::Boolean(answer),
            ty: TypeId::BOOLEAN,
            span,
        };
        Expression {
            kind: ExpressionKind::Sequence(vec![value, answer]),
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `value` is neither `null` nor `undefined`.
    pub(crate) fn is_present(&mut self, value: Expression, span: Span) -> Expression {
        // A box: neither `null` nor `undefined` (`value != null`).
        if self.types.is_dynamic(value.ty) {
            let null = Expression {
                kind: ExpressionKind::Null,
                ty: TypeId::NULL,
                span,
            };
            return self.binary(ast::BinaryOp::NotEq, value, null, span);
        }
        if matches!(value.ty, TypeId::NUMBER | TypeId::STRING) {
            let undefined = Expression {
                kind: ExpressionKind::Undefined,
                ty: TypeId::UNDEFINED,
                span,
            };
            return self.binary(ast::BinaryOp::NotEqEq, value, undefined, span);
        }
        let ty = value.ty;
        Expression {
            kind: ExpressionKind::Binary {
                operator: BinaryOperator::ReferenceNotEqual,
                left: Box::new(value),
                right: Box::new(Expression {
                    kind: ExpressionKind::Null,
                    ty,
                    span,
                }),
            },
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// Whether a null pointer of type `ty` stands for `undefined`: every
    /// pointer type but `T | null` and `null`.
    pub(crate) fn null_means_undefined(&self, ty: TypeId) -> bool {
        ty != TypeId::NULL && self.types.non_null(ty).is_none() && self.is_reference(ty)
    }

    pub(crate) fn is_reference(&self, ty: TypeId) -> bool {
        ty == TypeId::NULL
            || self.types.is_object(ty)
            || self.types.is_collection(ty)
            || self.function_signature(ty).is_some()
            || self.types.element(ty).is_some()
            || self.types.typed_kind(ty).is_some()
            || self.types.non_null(ty).is_some()
            || self.promise_value(ty).is_some()
    }

    pub(crate) fn is_stringable(&self, ty: TypeId) -> bool {
        matches!(
            ty,
            TypeId::NUMBER
                | TypeId::STRING
                | TypeId::BOOLEAN
                | TypeId::BIGINT
                | TypeId::UNDEFINED
                | TypeId::VOID
                | TypeId::UNKNOWN
                | TypeId::NULL
        ) || self.types.is_dynamic(ty)
            || self.types.non_null(ty).is_some()
            || self.types.element(ty).is_some()
            || self.types.typed_kind(ty).is_some()
            || self.types.tuple(ty).is_some()
            || self.types.is_object(ty)
    }

    /// Wraps a number, boolean or `undefined` in a conversion to string.
    pub(crate) fn stringify(&mut self, value: Expression) -> Expression {
        let value = self.observed(value);
        // A tuple of different types: its elements joined, as an array's.
        let value = if self.types.tuple(value.ty).is_some() {
            self.tuple_as_array(value)
        } else {
            value
        };
        let ty = value.ty;
        // A pointer that may be `undefined` (an element past an array's
        // end, a missing map value): "undefined" without asking the object.
        if !matches!(ty, TypeId::NUMBER | TypeId::STRING | TypeId::NEVER)
            && !self.types.is_dynamic(ty)
            && self.may_hold_undefined(ty)
        {
            let span = value.span;
            let hidden = self.hidden_temporary(ty, span);
            let read = || Expression {
                kind: ExpressionKind::Variable(hidden),
                ty,
                span,
            };
            let store = Expression {
                kind: ExpressionKind::Assign {
                    target: hidden,
                    value: Box::new(value),
                },
                ty,
                span,
            };
            let present = self.stringify_present(read());
            let Some(test) = self.undefined_test(read()) else {
                return Expression {
                    kind: ExpressionKind::Sequence(vec![store, present]),
                    ty: TypeId::STRING,
                    span,
                };
            };
            let choice = Expression {
                kind: ExpressionKind::Conditional {
                    condition: Box::new(test),
                    then: Box::new(Expression {
                        kind: ExpressionKind::String("undefined".encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    }),
                    otherwise: Box::new(present),
                },
                ty: TypeId::STRING,
                span,
            };
            return Expression {
                kind: ExpressionKind::Sequence(vec![store, choice]),
                ty: TypeId::STRING,
                span,
            };
        }
        self.stringify_present(value)
    }

    /// `String(value)` and a template of one value: `stringify`, where a
    /// string that may be its type's `undefined` (an unset optional one)
    /// becomes the text "undefined", a string like any other. Literals and
    /// concatenations are never that value.
    pub(crate) fn string_of(&mut self, value: Expression) -> Expression {
        if value.ty != TypeId::STRING
            || matches!(
                value.kind,
                ExpressionKind::String(_)
                    | ExpressionKind::Binary {
                        operator: BinaryOperator::Concat,
                        ..
                    }
            )
        {
            return self.stringify(value);
        }
        let span = value.span;
        Expression {
            kind: ExpressionKind::ToString(Box::new(value)),
            ty: TypeId::STRING,
            span,
        }
    }

    /// `stringify` of a value that is not `undefined`.
    fn stringify_present(&mut self, value: Expression) -> Expression {
        if value.ty == TypeId::BIGINT {
            return self.bigint_text(value);
        }
        let span = value.span;
        if value.ty == TypeId::NEVER {
            return value;
        }
        // Concatenation copies the text of a string's `undefined`; where
        // the string is the whole result, see `string_of`.
        if value.ty == TypeId::STRING {
            return value;
        }
        // `null`, and a `T | null` that holds it.
        if value.ty == TypeId::NULL {
            return Expression {
                kind: ExpressionKind::Sequence(vec![
                    value,
                    Expression {
                        kind: ExpressionKind::String("null".encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    },
                ]),
                ty: TypeId::STRING,
                span,
            };
        }
        if let Some(inner) = self.types.non_null(value.ty) {
            let ty = value.ty;
            let hidden = self.hidden_temporary(ty, span);
            let store = Expression {
                kind: ExpressionKind::Assign {
                    target: hidden,
                    value: Box::new(value),
                },
                ty,
                span,
            };
            let read = |ty| Expression {
                kind: ExpressionKind::Variable(hidden),
                ty,
                span,
            };
            let null = Expression {
                kind: ExpressionKind::Null,
                ty,
                span,
            };
            let is_null = Expression {
                kind: ExpressionKind::Binary {
                    operator: BinaryOperator::ReferenceEqual,
                    left: Box::new(read(ty)),
                    right: Box::new(null),
                },
                ty: TypeId::BOOLEAN,
                span,
            };
            let present = self.stringify_present(read(inner));
            let choice = Expression {
                kind: ExpressionKind::Conditional {
                    condition: Box::new(is_null),
                    then: Box::new(Expression {
                        kind: ExpressionKind::String("null".encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    }),
                    otherwise: Box::new(present),
                },
                ty: TypeId::STRING,
                span,
            };
            return Expression {
                kind: ExpressionKind::Sequence(vec![store, choice]),
                ty: TypeId::STRING,
                span,
            };
        }
        // An object: its `[Symbol.toPrimitive]("string")`, its class's
        // `toString()`, else `[object Object]`.
        if self.types.is_object(value.ty) {
            let value = match self.primitive_of(value, "string") {
                Ok(primitive) => return self.stringify(primitive),
                Err(value) => value,
            };
            if let Some(class) = self.types.class(value.ty)
                && let Some(slot) = self.classes[class.index()]
                    .methods
                    .iter()
                    .position(|(name, _)| name == "toString")
            {
                let function = self.classes[class.index()].methods[slot].1;
                let virtual_slot = self.classes[class.index()].has_subclasses.then_some(slot);
                return Expression {
                    kind: ExpressionKind::MethodCall {
                        slot: virtual_slot,
                        function,
                        arguments: vec![value],
                    },
                    ty: TypeId::STRING,
                    span,
                };
            }
            // Otherwise the runtime's conversion, which finds what the
            // object has when the program runs: an own `toString` function
            // (an object literal's method, which a wider or narrower type
            // may not name), a subclass's `toString`, a
            // `[Symbol.toStringTag]`, else `[object Object]`. (Calling an
            // own function needs its dynamic entry.)
            self.dynamic_calls.set(true);
            let boxed = Expression {
                kind: ExpressionKind::ToDynamic(Box::new(value)),
                ty: TypeId::UNKNOWN,
                span,
            };
            return Expression {
                kind: ExpressionKind::ToString(Box::new(boxed)),
                ty: TypeId::STRING,
                span,
            };
        }
        // A dynamic value may hold an object with its own `toString`.
        if self.types.is_dynamic(value.ty) {
            self.dynamic_calls.set(true);
        }
        Expression {
            kind: ExpressionKind::ToString(Box::new(value)),
            ty: TypeId::STRING,
            span,
        }
    }

    fn check_unary(&mut self, unary: &'a ast::UnaryExpr, span: Span) -> Expression {
        use ast::UnaryOp as Op;
        if unary.op == Op::TypeOf {
            return self.check_typeof(&unary.arg, span);
        }
        // `void x`: evaluates `x`, then is `undefined`.
        if unary.op == Op::Void {
            let operand = self.check_expression(&unary.arg);
            let undefined = Expression {
                kind: ExpressionKind::Undefined,
                ty: TypeId::UNDEFINED,
                span,
            };
            return Expression {
                kind: ExpressionKind::Sequence(vec![operand, undefined]),
                ty: TypeId::UNDEFINED,
                span,
            };
        }
        // `delete record[key]`, `delete record.key`.
        if unary.op == Op::Delete
            && let ast::Expr::Member(member) = &*unary.arg
        {
            let object = self.check_expression(&member.obj);
            if object.ty == TypeId::NEVER {
                return Self::poison(span);
            }
            if matches!(self.types.get(object.ty), crate::types::Type::Record(_)) {
                let key = match &member.prop {
                    ast::MemberProp::Computed(computed) => self.check_expression(&computed.expr),
                    ast::MemberProp::Ident(name) => Expression {
                        kind: ExpressionKind::String(name.sym.encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    },
                    ast::MemberProp::PrivateName(_) => return Self::poison(span),
                };
                return self.record_delete(object, key, span);
            }
            if object.ty == TypeId::ANY {
                let key = match &member.prop {
                    ast::MemberProp::Computed(computed) => self.check_expression(&computed.expr),
                    ast::MemberProp::Ident(name) => Self::name_literal(&name.sym, span),
                    ast::MemberProp::PrivateName(_) => return Self::poison(span),
                };
                let key = Self::boxed(key);
                return self.any_call(
                    crate::hir::AnyOperation::Delete,
                    vec![object, key],
                    TypeId::BOOLEAN,
                    span,
                );
            }
            self.error(Diagnostic::unsupported(
                span,
                "'delete' of anything but a record's entry",
            ));
            return Self::poison(span);
        }
        let operand = self.check_expression(&unary.arg);
        if operand.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        if operand.ty == TypeId::BIGINT && matches!(unary.op, Op::Minus | Op::Tilde) {
            // `-5n`: a constant.
            if unary.op == Op::Minus
                && let ExpressionKind::BigInt { negative, digits } = operand.kind
            {
                return Expression {
                    kind: ExpressionKind::BigInt {
                        negative: !negative && !digits.is_empty(),
                        digits,
                    },
                    ty: TypeId::BIGINT,
                    span,
                };
            }
            return self.bigint_unary(unary.op == Op::Minus, operand, span);
        }
        // `-x`, `~x` of an `any` in a program that may hold bigints: by
        // the runtime (a bigint stays one).
        if operand.ty == TypeId::ANY && self.bigints && matches!(unary.op, Op::Minus | Op::Tilde) {
            let code = self.number_expression(if unary.op == Op::Minus { 0.0 } else { 1.0 }, span);
            return self.check_library_static(
                crate::library::INTRINSICS,
                "anyNegate",
                vec![code, operand],
                span,
            );
        }
        // `-x`, `+x`, `~x` of an `any`: of its number.
        let operand =
            if operand.ty == TypeId::ANY && matches!(unary.op, Op::Minus | Op::Plus | Op::Tilde) {
                self.any_to_number(operand)
            } else {
                operand
            };
        let (operator, operand) = match unary.op {
            Op::Bang => (UnaryOperator::Not, self.truthiness(operand)),
            Op::Minus if operand.ty == TypeId::NUMBER => (UnaryOperator::Negate, operand),
            Op::Tilde if operand.ty == TypeId::NUMBER => (UnaryOperator::BitNot, operand),
            Op::Plus if operand.ty == TypeId::NUMBER => return operand,
            // `+date`: the number its `valueOf` gives.
            Op::Plus if self.has_number_value_of(operand.ty) => {
                return self.check_method(operand, "valueOf", None, &[], span);
            }
            // `+money`: its `[Symbol.toPrimitive]("number")`, `valueOf()`
            // or `toString()` as a number.
            Op::Plus if self.types.class(operand.ty).is_some() => {
                return self.number_of_object(operand, span);
            }
            Op::Plus if operand.ty == TypeId::BOOLEAN => {
                return Self::boolean_to_number(operand, span);
            }
            Op::Plus if operand.ty == TypeId::STRING => {
                return self.number_from_string(operand, span);
            }
            // `-"2"`, `~true`: of the operand's number, as JavaScript
            // converts it (tsc allows both).
            Op::Minus | Op::Tilde
                if operand.ty == TypeId::STRING || operand.ty == TypeId::BOOLEAN =>
            {
                let number = if operand.ty == TypeId::STRING {
                    self.number_from_string(operand, span)
                } else {
                    Self::boolean_to_number(operand, span)
                };
                let operator = if unary.op == Op::Minus {
                    UnaryOperator::Negate
                } else {
                    UnaryOperator::BitNot
                };
                (operator, number)
            }
            // `void promise`, `void 0`: the operand for its effects, then
            // `undefined`.
            Op::Void => {
                return Expression {
                    kind: ExpressionKind::Sequence(vec![
                        operand,
                        Expression {
                            kind: ExpressionKind::Undefined,
                            ty: TypeId::UNDEFINED,
                            span,
                        },
                    ]),
                    ty: TypeId::UNDEFINED,
                    span,
                };
            }
            // `+[]`, `+{}`, `+value` of another type: the number JavaScript
            // converts it to, as of the value boxed.
            Op::Plus if operand.ty != TypeId::UNDEFINED && operand.ty != TypeId::VOID => {
                let boxed = self.represent_as(operand, TypeId::ANY);
                return self.any_to_number(boxed);
            }
            Op::Delete => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("the '{}' operator", unary.op.as_str()),
                ));
                return Self::poison(span);
            }
            _ => {
                let shown = self.types.display(operand.ty).to_string();
                self.error(Diagnostic::new(
                    Code::InvalidOperands,
                    span,
                    format!(
                        "Operator '{}' cannot be applied to type '{shown}'.",
                        unary.op.as_str()
                    ),
                ));
                return Self::poison(span);
            }
        };
        let ty = if operator == UnaryOperator::Not {
            TypeId::BOOLEAN
        } else {
            TypeId::NUMBER
        };
        Expression {
            kind: ExpressionKind::Unary {
                operator,
                operand: Box::new(operand),
            },
            ty,
            span,
        }
    }

    /// `typeof x`: the static type decides the answer; an operand other
    /// than a name is still evaluated, for its effects.
    fn check_typeof(&mut self, operand: &'a ast::Expr, span: Span) -> Expression {
        // `typeof gc` of an ambient name Node does not define.
        if let ast::Expr::Ident(ident) = operand
            && self.is_not_defined(&ident.sym)
            && self.resolve_name(&ident.sym).is_none()
        {
            return Expression {
                kind: ExpressionKind::String("undefined".encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            };
        }
        // `typeof fetch` of a global of the library the program does not
        // shadow: known without reading it (whether or not scriptc
        // implements it).
        if let ast::Expr::Ident(ident) = operand
            && self.resolve_name(&ident.sym).is_none()
            && let Some(word) = library_global_typeof(&ident.sym)
        {
            return Expression {
                kind: ExpressionKind::String(word.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            };
        }
        let value = self.check_expression(operand);
        let value = self.observed(value);
        if self.types.is_dynamic(value.ty) {
            return Expression {
                kind: ExpressionKind::DynamicTypeof(Box::new(value)),
                ty: TypeId::STRING,
                span,
            };
        }
        // `F | null`: "object" for its null, "function" otherwise.
        if let Some(inner) = self.types.non_null(value.ty)
            && self.function_signature(inner).is_some()
        {
            let ty = value.ty;
            let hidden = self.hidden_temporary(ty, span);
            let store = Expression {
                kind: ExpressionKind::Assign {
                    target: hidden,
                    value: Box::new(value),
                },
                ty,
                span,
            };
            let is_null = Expression {
                kind: ExpressionKind::Binary {
                    operator: BinaryOperator::ReferenceEqual,
                    left: Box::new(Expression {
                        kind: ExpressionKind::Variable(hidden),
                        ty,
                        span,
                    }),
                    right: Box::new(Expression {
                        kind: ExpressionKind::Null,
                        ty,
                        span,
                    }),
                },
                ty: TypeId::BOOLEAN,
                span,
            };
            let text = |word: &str| Expression {
                kind: ExpressionKind::String(word.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            };
            let choice = Expression {
                kind: ExpressionKind::Conditional {
                    condition: Box::new(is_null),
                    then: Box::new(text("object")),
                    otherwise: Box::new(text("function")),
                },
                ty: TypeId::STRING,
                span,
            };
            return Expression {
                kind: ExpressionKind::Sequence(vec![store, choice]),
                ty: TypeId::STRING,
                span,
            };
        }
        let answer = match value.ty {
            TypeId::NUMBER => "number",
            TypeId::STRING => "string",
            TypeId::BOOLEAN => "boolean",
            TypeId::BIGINT => "bigint",
            TypeId::UNDEFINED | TypeId::VOID => "undefined",
            TypeId::NEVER => return Self::poison(span),
            ty if self.function_signature(ty).is_some() => "function",
            ty if self.is_symbol(ty) => "symbol",
            _ => "object",
        };
        let answer = Expression {
            kind: ExpressionKind::String(answer.encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        };
        // A number, a string or a pointer may hold its type's `undefined`
        // (an unset `process.env` entry, a missing map value): asked at
        // run time.
        let ty = value.ty;
        if self.may_hold_undefined(ty) {
            let hidden = self.hidden_temporary(ty, span);
            let read = Expression {
                kind: ExpressionKind::Variable(hidden),
                ty,
                span,
            };
            let store = Expression {
                kind: ExpressionKind::Assign {
                    target: hidden,
                    value: Box::new(value),
                },
                ty,
                span,
            };
            let test = self
                .undefined_test(read)
                .unwrap_or_else(|| Self::poison(span));
            let choice = Expression {
                kind: ExpressionKind::Conditional {
                    condition: Box::new(test),
                    then: Box::new(Expression {
                        kind: ExpressionKind::String("undefined".encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    }),
                    otherwise: Box::new(answer),
                },
                ty: TypeId::STRING,
                span,
            };
            return Expression {
                kind: ExpressionKind::Sequence(vec![store, choice]),
                ty: TypeId::STRING,
                span,
            };
        }
        if matches!(value.kind, ExpressionKind::Variable(_)) {
            return answer;
        }
        Expression {
            kind: ExpressionKind::Sequence(vec![value, answer]),
            ty: TypeId::STRING,
            span,
        }
    }

    fn check_update(&mut self, update: &'a ast::UpdateExpr, span: Span) -> Expression {
        // `x!++`, `(o.p)--`: the operand without what only types it.
        let mut operand: &'a ast::Expr = &update.arg;
        while let ast::Expr::Paren(ast::ParenExpr { expr, .. })
        | ast::Expr::TsNonNull(ast::TsNonNullExpr { expr, .. }) = operand
        {
            operand = expr;
        }
        if let ast::Expr::Member(member) = operand
            && let Some((ty, name)) = self.inherited_static(member, span)
        {
            let object = self.check_expression(&member.obj);
            let increment = update.op == ast::UpdateOp::PlusPlus;
            let stepped = self.any_update(object, Ok(&name), increment, update.prefix, span);
            return self.represent_as(stepped, ty);
        }
        let static_target = match operand {
            ast::Expr::Member(member) => self.static_field(member),
            _ => None,
        };
        if let ast::Expr::Member(member) = operand
            && static_target.is_none()
        {
            let increment = update.op == ast::UpdateOp::PlusPlus;
            if !matches!(member.prop, ast::MemberProp::PrivateName(_))
                && self.is_any_object(&member.obj)
            {
                let object = self.check_expression(&member.obj);
                let key = match &member.prop {
                    ast::MemberProp::Ident(name) => Ok(name.sym.as_str()),
                    ast::MemberProp::Computed(computed) => {
                        Err(self.check_expression(&computed.expr))
                    }
                    ast::MemberProp::PrivateName(_) => return Self::poison(span),
                };
                return self.any_update(object, key, increment, update.prefix, span);
            }
            // `this.count++`, `counts[i]--` of a bigint property or element.
            if self.bigints
                && !matches!(member.prop, ast::MemberProp::PrivateName(_))
                && self.check_expression(operand).ty == TypeId::BIGINT
            {
                return self.bigint_update(update, operand, span);
            }
            if matches!(member.prop, ast::MemberProp::Computed(_)) {
                return self.check_element_update(member, update, span);
            }
            let change = super::classes::FieldChange::Update {
                increment: update.op == ast::UpdateOp::PlusPlus,
                prefix: update.prefix,
            };
            return self.check_field_change(member, change, span);
        }
        let resolved = match (static_target, operand) {
            (Some((variable, name)), _) => self.static_target(variable, &name, span),
            (None, ast::Expr::Ident(identifier)) => self.assignment_target(identifier, span),
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    "'++' or '--' on anything but a variable",
                ));
                return Self::poison(span);
            }
        };
        let Some((target, ty)) = resolved else {
            return Self::poison(span);
        };
        if ty == TypeId::ANY {
            let increment = update.op == ast::UpdateOp::PlusPlus;
            return self.any_variable_update(target, increment, update.prefix, span);
        }
        if ty == TypeId::BIGINT {
            return self.bigint_update(update, operand, span);
        }
        if ty != TypeId::NUMBER {
            let shown = self.types.display(ty).to_string();
            self.error(Diagnostic::new(
                Code::InvalidOperands,
                span,
                format!("An arithmetic operand must be of type 'number', not '{shown}'."),
            ));
            return Self::poison(span);
        }
        let increment = update.op == ast::UpdateOp::PlusPlus;
        Expression {
            kind: ExpressionKind::Update {
                target,
                increment,
                prefix: update.prefix,
            },
            ty: TypeId::NUMBER,
            span,
        }
    }

    /// `o.p ??= v`, `o[k] ||= v`, `o.p &&= v`: `o.p ?? (o.p = v)` (and
    /// `||`, `&&`), which assigns only when the operator does not
    /// short-circuit, as JavaScript does. An object or key other than a
    /// name, `this` or a literal is evaluated once, into a temporary.
    fn check_logical_member_assign(
        &mut self,
        member: &'a ast::MemberExpr,
        operator: ast::BinaryOp,
        right: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        let mut prelude: Vec<Expression> = Vec::new();
        let target = self.member_evaluated_once(member, &mut prelude);
        let write = ast::Expr::Assign(ast::AssignExpr {
            span: member.span,
            op: ast::AssignOp::Assign,
            left: ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(target.clone())),
            right: Box::new(right.clone()),
        });
        let desugared = ast::Expr::Bin(ast::BinExpr {
            span: member.span,
            op: operator,
            left: Box::new(ast::Expr::Member(target)),
            right: Box::new(ast::Expr::Paren(ast::ParenExpr {
                span: right.span(),
                expr: Box::new(write),
            })),
        });
        // The checker keeps references into the syntax tree it checks;
        // this piece lives as long as the compilation (it is leaked).
        let desugared: &'a ast::Expr = Box::leak(Box::new(desugared));
        let mut value = self.check_expression(desugared);
        // `o.p ??= []` where `o.p` is a `T[] | null` box: the value is the
        // `T[]` (the old one or the new one), as tsc types it.
        if operator != ast::BinaryOp::LogicalAnd
            && is_never_nullish(right)
            && let Some(defined) = self.narrow_members(value.ty, |member| {
                member != TypeId::NULL && member != TypeId::UNDEFINED
            })
            && !self.types.is_dynamic(defined)
        {
            value = self.unboxed(value, defined);
        }
        if prelude.is_empty() {
            return value;
        }
        let ty = value.ty;
        prelude.push(value);
        Expression {
            kind: ExpressionKind::Sequence(prelude),
            ty,
            span,
        }
    }

    /// `member` with its object and key, unless they are names, `this` or
    /// literals, evaluated into temporaries (the stores go to `prelude`):
    /// a target that can be read and written without evaluating them again.
    pub(crate) fn member_evaluated_once(
        &mut self,
        member: &'a ast::MemberExpr,
        prelude: &mut Vec<Expression>,
    ) -> ast::MemberExpr {
        let object = if is_plain_operand(&member.obj) {
            (*member.obj).clone()
        } else {
            self.evaluate_once(&member.obj, prelude)
        };
        let property = match &member.prop {
            ast::MemberProp::Computed(computed) if !is_plain_operand(&computed.expr) => {
                ast::MemberProp::Computed(ast::ComputedPropName {
                    span: computed.span,
                    expr: Box::new(self.evaluate_once(&computed.expr, prelude)),
                })
            }
            other => other.clone(),
        };
        ast::MemberExpr {
            span: member.span,
            obj: Box::new(object),
            prop: property,
        }
    }

    /// Checks `expression`, stores it in a new temporary (the store goes
    /// to `prelude`) and returns a name that reads the temporary.
    fn evaluate_once(
        &mut self,
        expression: &'a ast::Expr,
        prelude: &mut Vec<Expression>,
    ) -> ast::Expr {
        let value = self.check_expression(expression);
        self.held_name(value, expression.span(), prelude)
    }

    /// Stores `value` (checked) in a new temporary (the store goes to
    /// `prelude`) and returns a name that reads the temporary.
    pub(crate) fn held_name(
        &mut self,
        value: Expression,
        syntax_span: swc_common::Span,
        prelude: &mut Vec<Expression>,
    ) -> ast::Expr {
        let (store, temporary) = self.hold(value);
        prelude.push(store);
        let name = match temporary {
            Variable::Local(local) => self.current.locals[local.index()].name.clone(),
            // (A global temporary is not named at the top level: named
            // there so the desugared code finds it.)
            Variable::Global(global) => {
                let name = self.globals[global.index()].name.clone();
                self.scope_mut()
                    .top_level
                    .insert(name.clone(), Binding::Global(global));
                name
            }
        };
        ast::Expr::Ident(ast::Ident::new_no_ctxt(name.into(), syntax_span))
    }

    /// The type a variable has now.
    fn variable_type(&self, variable: crate::hir::Variable) -> Option<TypeId> {
        match variable {
            crate::hir::Variable::Local(local) => Some(self.current.locals[local.index()].ty),
            crate::hir::Variable::Global(global) => self.globals[global.index()].ty,
        }
    }

    fn check_assign(&mut self, assign: &'a ast::AssignExpr, span: Span) -> Expression {
        if let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
            && let Some(operator) = logical_operator(assign.op)
        {
            return self.check_logical_member_assign(member, operator, &assign.right, span);
        }
        if assign.op == ast::AssignOp::Assign
            && let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
            && let Some(set) = self.check_exit_code_assignment(member, &assign.right, span)
        {
            return set;
        }
        if let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
            && let Some(set) = self.check_static_setter(member, assign.op, &assign.right, span)
        {
            return set;
        }
        if let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
            && let Some((ty, name)) = self.inherited_static(member, span)
        {
            return self.inherited_static_assign(member, (ty, &name), assign, span);
        }
        let static_target = match &assign.left {
            ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) => {
                self.static_field(member)
            }
            _ => None,
        };
        // `value.p = x`, `value[k] = x` where `value` is an `any`.
        if let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
            && static_target.is_none()
            && !matches!(member.prop, ast::MemberProp::PrivateName(_))
            && self.is_any_object(&member.obj)
        {
            if self.refuse_added_property(member, span) {
                return Self::poison(span);
            }
            let object = self.check_expression(&member.obj);
            let key = match &member.prop {
                ast::MemberProp::Ident(name) => Ok(name.sym.as_str()),
                ast::MemberProp::Computed(computed) => Err(self.check_expression(&computed.expr)),
                ast::MemberProp::PrivateName(_) => return Self::poison(span),
            };
            return self.any_assign(object, key, assign.op.to_update(), &assign.right, span);
        }
        if let Some(changed) = self.bigint_member_compound(assign, span) {
            return changed;
        }
        if let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
            && static_target.is_none()
        {
            if matches!(member.prop, ast::MemberProp::Computed(_)) {
                // `xs[i] = v` on an evolving array gives its element type.
                if assign.op == ast::AssignOp::Assign
                    && let Some(variable) = self.evolving_variable(&member.obj)
                {
                    let value = self.check_expression(&assign.right).ty;
                    self.evolve(variable, &[value]);
                }
                return self.check_element_assign(member, assign, span);
            }
            let change = super::classes::FieldChange::Assign(assign.op.to_update(), &assign.right);
            let changed = self.check_field_change(member, change, span);
            self.reset_member_narrowing(member);
            return changed;
        }
        if let ast::AssignTarget::Pat(pattern) = &assign.left
            && assign.op == ast::AssignOp::Assign
        {
            return self.check_destructuring_assignment(pattern, &assign.right, span);
        }
        let target_span = self.span(assign.left.span());
        // `x = value` for a `let x;` waiting for its first assignment: the
        // value gives `x` its type.
        let mut checked_right = None;
        if assign.op == ast::AssignOp::Assign
            && static_target.is_none()
            && let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Ident(binding)) = &assign.left
            && let Some(variable) = self.resolve_variable(binding.id.sym.as_str())
            && self.awaits_first_assignment(variable)
        {
            let value = self.check_expression(&assign.right);
            self.type_by_assignment(variable, value.ty);
            checked_right = Some(value);
        }
        let resolved = match (static_target, &assign.left) {
            (Some((variable, name)), _) => self.static_target(variable, &name, target_span),
            (None, ast::AssignTarget::Simple(ast::SimpleAssignTarget::Ident(binding))) => {
                self.assignment_target(&binding.id, target_span)
            }
            _ => {
                self.error(Diagnostic::unsupported(
                    target_span,
                    "assignment to anything but a variable",
                ));
                return Self::poison(span);
            }
        };
        let Some((target, ty)) = resolved else {
            self.check_expression(&assign.right);
            return Self::poison(span);
        };
        // `xs = other` for an evolving `let xs = []`: the array assigned
        // gives the element type.
        let ty = match (assign.op, &assign.left) {
            (
                ast::AssignOp::Assign,
                ast::AssignTarget::Simple(ast::SimpleAssignTarget::Ident(binding)),
            ) if self.current.evolving.is_empty() && self.evolving_globals.is_empty() => ty,
            (
                ast::AssignOp::Assign,
                ast::AssignTarget::Simple(ast::SimpleAssignTarget::Ident(binding)),
            ) => {
                let name = ast::Expr::Ident(binding.id.clone());
                match self.evolving_variable(&name) {
                    Some(variable) => {
                        let value = self.check_expression(&assign.right).ty;
                        if let Some(element) = self.types.element(value) {
                            self.evolve(variable, &[element]);
                        }
                        self.variable_type(variable).unwrap_or(ty)
                    }
                    None => ty,
                }
            }
            _ => ty,
        };
        let right = match checked_right {
            Some(right) => right,
            None => self.check_expecting(&assign.right, Some(ty)),
        };
        let value = match assign.op.to_update() {
            None => {
                // `x = 5` where `x` is a union: `x` is a number until the
                // next assignment (see `flow`).
                let assigned = right.ty;
                let value = self.assign_to(right, ty);
                self.note_assigned(target, Some(assigned));
                value
            }
            Some(operator) => {
                // `x += 1` reads `x` as narrowed where it is.
                let current = self.narrowed_read(
                    target,
                    Expression {
                        kind: ExpressionKind::Variable(target),
                        ty,
                        span: target_span,
                    },
                );
                let combined = self.binary(operator, current, right, span);
                let assigned = combined.ty;
                let value = self.assign_to(combined, ty);
                self.note_assigned(target, Some(assigned));
                value
            }
        };
        Expression {
            kind: ExpressionKind::Assign {
                target,
                value: Box::new(value),
            },
            ty,
            span,
        }
    }

    fn check_template(&mut self, template: &'a ast::Tpl, span: Span) -> Expression {
        let mut parts: Vec<Expression> = Vec::new();
        for (index, quasi) in template.quasis.iter().enumerate() {
            let quasi_span = self.span(quasi.span);
            let Some(cooked) = &quasi.cooked else {
                self.error(Diagnostic::new(
                    Code::SyntaxError,
                    quasi_span,
                    "Invalid escape sequence in template.",
                ));
                return Self::poison(span);
            };
            let units: Vec<u16> = cooked.as_wtf8().to_ill_formed_utf16().collect();
            if !units.is_empty() || parts.is_empty() {
                parts.push(Expression {
                    kind: ExpressionKind::String(units),
                    ty: TypeId::STRING,
                    span: quasi_span,
                });
            }
            if let Some(expression) = template.exprs.get(index) {
                let value = self.check_expression(expression);
                if !self.is_stringable(value.ty) && value.ty != TypeId::NEVER {
                    let shown = self.types.display(value.ty).to_string();
                    self.error(Diagnostic::unsupported(
                        value.span,
                        format!("a '{shown}' value in a template"),
                    ));
                }
                parts.push(self.stringify(value));
            }
        }
        let mut parts = parts.into_iter();
        let first = parts.next().unwrap_or(Expression {
            kind: ExpressionKind::String(Vec::new()),
            ty: TypeId::STRING,
            span,
        });
        parts.fold(first, |left, right| Expression {
            kind: ExpressionKind::Binary {
                operator: BinaryOperator::Concat,
                left: Box::new(left),
                right: Box::new(right),
            },
            ty: TypeId::STRING,
            span,
        })
    }

    /// `object?.name`: the property, or `undefined` (of the property's
    /// type) when the object is null. The object is evaluated once.
    fn check_optional_chain(&mut self, chain: &'a ast::OptChainExpr, span: Span) -> Expression {
        let member = match &*chain.base {
            ast::OptChainBase::Member(member) => member,
            // `object?.method(arguments)`: the call, or `undefined`.
            ast::OptChainBase::Call(call) => {
                // (`object?.method?.(arguments)` calls only a present
                // method: a value call.)
                if let ast::Expr::OptChain(inner) = &*call.callee
                    && !chain.optional
                    && inner.optional
                    && let ast::OptChainBase::Member(member) = &*inner.base
                    && let ast::MemberProp::Ident(name) = &member.prop
                {
                    return self.check_optional_call(member, name.sym.as_str(), call, span);
                }
                return self.check_optional_value_call(call, span);
            }
        };
        let property = match &member.prop {
            ast::MemberProp::Ident(name) => Ok(name.sym.as_str()),
            ast::MemberProp::Computed(computed) => Err(&*computed.expr),
            ast::MemberProp::PrivateName(_) => {
                self.error(Diagnostic::unsupported(
                    span,
                    "an optional '#private' access",
                ));
                return Self::poison(span);
            }
        };
        let object = self.check_expression(&member.obj);
        if object.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let boxed = self.single_present_member(object.ty).is_some() || object.ty == TypeId::ANY;
        if !chain.optional || !self.may_be_missing(object.ty) && !boxed {
            // `a.b?.c` where this link is not optional, or a value that
            // cannot be null: a plain read; in `a?.b.c` it is made only
            // when `a?.b` did not stop the chain.
            let read = |checker: &mut Self, object: Expression| match property {
                Ok(name) => checker.read_member(object, name, span),
                Err(index) => checker.computed_read(object, index, span),
            };
            if matches!(&*member.obj, ast::Expr::OptChain(_)) {
                return self.continue_chain(object, read);
            }
            return read(self, object);
        }
        // `a?.[i]`: the index is evaluated only when `a` is present.
        self.optional_access(
            object,
            |checker, present| match property {
                Ok(name) => checker.read_member(present, name, span),
                Err(index) => checker.computed_read(present, index, span),
            },
            span,
        )
    }

    /// `access` of the value of an optional chain's earlier links: made in
    /// the branch where the chain went on (`a?.b` is `(a present ? a.b :
    /// undefined)`, so `a?.b.c` is `(a present ? a.b.c : undefined)`).
    pub(crate) fn continue_chain(
        &mut self,
        object: Expression,
        access: impl FnOnce(&mut Self, Expression) -> Expression,
    ) -> Expression {
        let stops = |value: &Expression| {
            matches!(
                &value.kind,
                ExpressionKind::Conditional { otherwise, .. }
                    if matches!(otherwise.kind, ExpressionKind::Missing)
            )
        };
        let ExpressionKind::Sequence(mut parts) = object.kind else {
            return access(self, object);
        };
        let span = object.span;
        let Some(last) = parts.pop_if(|last| stops(last)) else {
            let object = Expression {
                kind: ExpressionKind::Sequence(parts),
                ..object
            };
            return access(self, object);
        };
        let ExpressionKind::Conditional {
            condition, then, ..
        } = last.kind
        else {
            return Self::poison(span);
        };
        let value = self.continue_chain(*then, access);
        let value = self.chain_value(value);
        let ty = value.ty;
        parts.push(Expression {
            kind: ExpressionKind::Conditional {
                condition,
                then: Box::new(value),
                otherwise: Box::new(Expression {
                    kind: ExpressionKind::Missing,
                    ty,
                    span,
                }),
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

    /// The value an optional chain gives when it goes on, as the chain's
    /// type: a boolean is boxed, as `boolean | undefined` (a boolean has no
    /// `undefined` of its own, where a number, a string or an object does),
    /// so a chain that stops is `undefined`, not `false`.
    fn chain_value(&mut self, value: Expression) -> Expression {
        if value.ty != TypeId::BOOLEAN {
            return value;
        }
        match self.union_of(&[TypeId::BOOLEAN, TypeId::UNDEFINED]) {
            Some(union) => self.represent_as(value, union),
            None => value,
        }
    }

    /// The one member of a boxed union besides `null` and `undefined`.
    fn single_present_member(&self, ty: TypeId) -> Option<TypeId> {
        if !self.types.is_dynamic(ty) {
            return None;
        }
        let members = self.members_of(ty)?;
        let present: Vec<TypeId> = members
            .into_iter()
            .filter(|&member| member != TypeId::NULL && member != TypeId::UNDEFINED)
            .collect();
        match present[..] {
            [only] if !self.types.is_dynamic(only) => Some(only),
            _ => None,
        }
    }

    /// `object?.<access>`: the access of the object when it is present
    /// (unboxed, for a boxed `T | null`), else `undefined` of the access's
    /// type. The object is evaluated once.
    fn optional_access(
        &mut self,
        object: Expression,
        access: impl FnOnce(&mut Self, Expression) -> Expression,
        span: Span,
    ) -> Expression {
        let object_type = object.ty;
        let unboxed_type = self.single_present_member(object_type);
        let hidden = self.hidden_temporary(object_type, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(hidden),
            ty: object_type,
            span,
        };
        let store = Expression {
            kind: ExpressionKind::Assign {
                target: hidden,
                value: Box::new(object),
            },
            ty: object_type,
            span,
        };
        let present_value = match unboxed_type {
            Some(present_type) => Expression {
                kind: ExpressionKind::FromDynamic(Box::new(read())),
                ty: present_type,
                span,
            },
            None => read(),
        };
        let value = access(self, present_value);
        let value = self.chain_value(value);
        let ty = value.ty;
        if ty == TypeId::NEVER {
            return value;
        }
        let present = match unboxed_type {
            Some(_) => {
                let null = Expression {
                    kind: ExpressionKind::Null,
                    ty: TypeId::NULL,
                    span,
                };
                self.binary(ast::BinaryOp::NotEq, read(), null, span)
            }
            None => self.is_present(read(), span),
        };
        let choice = Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(present),
                then: Box::new(value),
                otherwise: Box::new(Expression {
                    kind: ExpressionKind::Missing,
                    ty,
                    span,
                }),
            },
            ty,
            span,
        };
        Expression {
            kind: ExpressionKind::Sequence(vec![store, choice]),
            ty,
            span,
        }
    }

    /// `f?.(arguments)`, `object.callback?.(arguments)`: the call of a
    /// function value that may be null or undefined, or `undefined`.
    fn check_optional_value_call(&mut self, call: &'a ast::OptCall, span: Span) -> Expression {
        let (member, link_optional) = match &*call.callee {
            ast::Expr::Member(member) => (member, false),
            ast::Expr::OptChain(inner) => match &*inner.base {
                ast::OptChainBase::Member(member) => (member, inner.optional),
                ast::OptChainBase::Call(_) => {
                    let callee = self.check_expression(&call.callee);
                    return self.optional_call_of(callee, call, span);
                }
            },
            _ => {
                let callee = self.check_expression(&call.callee);
                return self.optional_call_of(callee, call, span);
            }
        };
        let ast::MemberProp::Ident(name) = &member.prop else {
            let callee = self.check_expression(&call.callee);
            return self.optional_call_of(callee, call, span);
        };
        let name = name.sym.as_str();
        let object = self.check_expression(&member.obj);
        if object.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let member_call = |checker: &mut Self, object: Expression| {
            checker.optional_member_call(object, name, call, span)
        };
        // `object?.name?.(...)`: nothing when the object is missing.
        let boxed = self.single_present_member(object.ty).is_some() || object.ty == TypeId::ANY;
        if link_optional && (self.may_be_missing(object.ty) || boxed) {
            return self.optional_access(object, member_call, span);
        }
        // `a?.b.name?.(...)`: nothing when `a?.b` stopped the chain.
        if matches!(&*member.obj, ast::Expr::OptChain(_)) {
            return self.continue_chain(object, member_call);
        }
        member_call(self, object)
    }

    /// `object.name?.(arguments)` for a present object: a method (always
    /// there, but for an interface's optional one) is called as methods
    /// are; a property holding a function that may be missing is read and
    /// called when present.
    fn optional_member_call(
        &mut self,
        object: Expression,
        name: &str,
        call: &'a ast::OptCall,
        span: Span,
    ) -> Expression {
        if object.ty == TypeId::ANY {
            let callee = self.any_get(object, name, span);
            return self.any_optional_call(callee, &call.args, span);
        }
        let base = self.types.non_null(object.ty).unwrap_or(object.ty);
        let property = self
            .types
            .object(base)
            .and_then(|shape| shape.property(name))
            .map(|property| property.method);
        let holds_value = match property {
            Some(method) => !method,
            None => self.types.class(base).is_some_and(|class| {
                self.field_index(class, name).is_some()
                    || self.accessor(class, name, false).is_some()
            }),
        };
        // (A record's entries are values: `handlers.onClick?.()` of a
        // `Partial<Record<string, () => void>>` reads the entry, which may
        // be missing.)
        let record = matches!(self.types.get(base), crate::types::Type::Record(_));
        if holds_value || record || (property.is_none() && self.types.object(base).is_some()) {
            let callee = self.read_member(object, name, span);
            return self.optional_call_of(callee, call, span);
        }
        if property.is_none() {
            return self.call_method_of(object, name, call.type_args.as_deref(), &call.args, span);
        }
        // An interface's method (`init?(): void`): called when the object
        // has it.
        let object_type = object.ty;
        let hidden = self.hidden_temporary(object_type, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(hidden),
            ty: object_type,
            span,
        };
        let store = Expression {
            kind: ExpressionKind::Assign {
                target: hidden,
                value: Box::new(object),
            },
            ty: object_type,
            span,
        };
        let value = self.call_method_of(read(), name, call.type_args.as_deref(), &call.args, span);
        let value = self.chain_value(value);
        let ty = value.ty;
        if ty == TypeId::NEVER {
            return value;
        }
        let key = Expression {
            kind: ExpressionKind::String(name.encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        };
        let present = Expression {
            kind: ExpressionKind::HasProperty {
                object: Box::new(read()),
                key: Box::new(key),
            },
            ty: TypeId::BOOLEAN,
            span,
        };
        let choice = Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(present),
                then: Box::new(value),
                otherwise: Box::new(Expression {
                    kind: ExpressionKind::Missing,
                    ty,
                    span,
                }),
            },
            ty,
            span,
        };
        Expression {
            kind: ExpressionKind::Sequence(vec![store, choice]),
            ty,
            span,
        }
    }

    /// `f?.(arguments)` for an already checked function value.
    fn optional_call_of(
        &mut self,
        callee: Expression,
        call: &'a ast::OptCall,
        span: Span,
    ) -> Expression {
        if callee.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let callee_type = callee.ty;
        if callee_type == TypeId::ANY {
            return self.any_optional_call(callee, &call.args, span);
        }
        if self.function_signature(callee_type).is_none() {
            self.error(Diagnostic::unsupported(
                span,
                "an optional call of this value",
            ));
            return Self::poison(span);
        }
        let hidden = self.hidden_temporary(callee_type, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(hidden),
            ty: callee_type,
            span,
        };
        let store = Expression {
            kind: ExpressionKind::Assign {
                target: hidden,
                value: Box::new(callee),
            },
            ty: callee_type,
            span,
        };
        let value = self.check_value_call(read(), &call.args, span);
        let value = self.chain_value(value);
        let ty = value.ty;
        if ty == TypeId::NEVER {
            return value;
        }
        let present = self.is_present(read(), span);
        let choice = Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(present),
                then: Box::new(value),
                otherwise: Box::new(Expression {
                    kind: ExpressionKind::Missing,
                    ty,
                    span,
                }),
            },
            ty,
            span,
        };
        Expression {
            kind: ExpressionKind::Sequence(vec![store, choice]),
            ty,
            span,
        }
    }

    /// `object?.method(arguments)`: the method's result, or `undefined` (as
    /// a value of its type) when the object is null.
    fn check_optional_call(
        &mut self,
        member: &'a ast::MemberExpr,
        method: &str,
        call: &'a ast::OptCall,
        span: Span,
    ) -> Expression {
        let object = self.check_expression(&member.obj);
        if object.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let boxed = self.single_present_member(object.ty).is_some() || object.ty == TypeId::ANY;
        if !self.may_be_missing(object.ty) && !boxed {
            return self.call_method_of(
                object,
                method,
                call.type_args.as_deref(),
                &call.args,
                span,
            );
        }
        self.optional_access(
            object,
            |checker, present| {
                checker.call_method_of(present, method, call.type_args.as_deref(), &call.args, span)
            },
            span,
        )
    }
}

/// The operator of a logical assignment (`??=`, `||=`, `&&=`).
fn logical_operator(operator: ast::AssignOp) -> Option<ast::BinaryOp> {
    match operator {
        ast::AssignOp::NullishAssign => Some(ast::BinaryOp::NullishCoalescing),
        ast::AssignOp::OrAssign => Some(ast::BinaryOp::LogicalOr),
        ast::AssignOp::AndAssign => Some(ast::BinaryOp::LogicalAnd),
        _ => None,
    }
}

impl<'a> Checker<'a> {
    /// `o.total += x`, `xs[i] *= y` of a bigint property or element:
    /// `o.total = o.total + x`, with an object or key other than a name,
    /// `this` or a literal evaluated once, into a temporary.
    fn bigint_member_compound(
        &mut self,
        assign: &'a ast::AssignExpr,
        span: Span,
    ) -> Option<Expression> {
        let operator = assign.op.to_update()?;
        let ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(member)) = &assign.left
        else {
            return None;
        };
        if !self.bigints
            || matches!(
                operator,
                ast::BinaryOp::LogicalAnd
                    | ast::BinaryOp::LogicalOr
                    | ast::BinaryOp::NullishCoalescing
            )
            || matches!(member.prop, ast::MemberProp::PrivateName(_))
        {
            return None;
        }
        // The checker keeps references into the syntax it checks; these
        // pieces live as long as the compilation (they are leaked).
        let probe: &'a ast::Expr = Box::leak(Box::new(ast::Expr::Member(member.clone())));
        if self.check_expression(probe).ty != TypeId::BIGINT {
            return None;
        }
        let mut prelude: Vec<Expression> = Vec::new();
        let target = self.member_evaluated_once(member, &mut prelude);
        let desugared = ast::Expr::Assign(ast::AssignExpr {
            span: assign.span,
            op: ast::AssignOp::Assign,
            left: ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(target.clone())),
            right: Box::new(ast::Expr::Bin(ast::BinExpr {
                span: assign.span,
                op: operator,
                left: Box::new(ast::Expr::Member(target)),
                right: assign.right.clone(),
            })),
        });
        let desugared: &'a ast::Expr = Box::leak(Box::new(desugared));
        let value = self.check_expression(desugared);
        if prelude.is_empty() {
            return Some(value);
        }
        let ty = value.ty;
        prelude.push(value);
        Some(Expression {
            kind: ExpressionKind::Sequence(prelude),
            ty,
            span,
        })
    }
}

/// An operand that evaluates to the same value each time with no effect:
/// a name, `this` or a literal.
fn is_plain_operand(expression: &ast::Expr) -> bool {
    match expression {
        ast::Expr::Ident(_) | ast::Expr::This(_) | ast::Expr::Lit(_) => true,
        ast::Expr::Paren(inner) => is_plain_operand(&inner.expr),
        _ => false,
    }
}

/// An expression whose value is never `null` or `undefined`: a literal
/// (other than `null`), an array or object literal, a template, a `new`,
/// a function.
fn is_never_nullish(expression: &ast::Expr) -> bool {
    match expression {
        ast::Expr::Lit(literal) => !matches!(literal, ast::Lit::Null(_)),
        ast::Expr::Array(_)
        | ast::Expr::Object(_)
        | ast::Expr::Tpl(_)
        | ast::Expr::New(_)
        | ast::Expr::Arrow(_)
        | ast::Expr::Fn(_) => true,
        ast::Expr::Paren(inner) => is_never_nullish(&inner.expr),
        _ => false,
    }
}

/// What `typeof` gives for a global of JavaScript's or Node's library (as
/// Node runs a CommonJS module), `None` for other names.
fn library_global_typeof(name: &str) -> Option<&'static str> {
    if !super::library_names::GLOBALS.contains(&name) {
        return None;
    }
    Some(match name {
        "Atomics" | "Intl" | "JSON" | "Math" | "Reflect" | "console" | "crypto" | "performance"
        | "process" | "global" | "globalThis" | "module" | "exports" => "object",
        "Infinity" | "NaN" => "number",
        "undefined" => "undefined",
        "__dirname" | "__filename" => "string",
        _ => "function",
    })
}

/// The non-null assertions a property is read from (`value!.name`,
/// `value![key]`, `value!.method()`), by where they start (see
/// `Checker::check_non_null`).
#[derive(Default)]
struct NonNullReads(std::collections::HashSet<swc_common::BytePos>);

impl swc_ecma_visit::Visit for NonNullReads {
    fn visit_member_expr(&mut self, member: &ast::MemberExpr) {
        if let ast::Expr::TsNonNull(asserted) = member.obj.unwrap_parens() {
            self.0.insert(asserted.span.lo);
        }
        swc_ecma_visit::VisitWith::visit_children_with(member, self);
    }
}
