//! Union types and their representations.
//!
//! A union's representation is chosen from its members:
//! - `T | null` and `T | undefined` for an object type `T` are a nullable
//!   pointer (`Nullable`); unions of object types are one merged object
//!   type (see `merge_object_types`);
//! - `number | undefined` and `string | undefined` are the member itself,
//!   with `undefined` as the type's sentinel (as `map.get` gives it);
//! - any other mix (`string | number`, `boolean | undefined`,
//!   `string | null`) is a `Union`, boxed like `unknown` and narrowed to a
//!   member where a condition proves it (see `exceptions`).

use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::{Diagnostic, Span};
use crate::hir::{Builtin, CollectionMethod, Expression, ExpressionKind, UnaryOperator};
use crate::types::{Type, TypeId};

impl Checker<'_> {
    /// Whether `value` reads a boolean that may not be there: an element
    /// of a `boolean[]` (past its end), a record's or a map's entry (a
    /// missing key). A boolean has no `undefined` of its own (a number and
    /// a string have a sentinel, an object a null pointer), so such a read
    /// gives `false` for nothing, which is right wherever only its
    /// truthiness or a boolean is wanted; `observed` keeps the
    /// `undefined` where it shows.
    pub(crate) fn missable_boolean(value: &Expression) -> bool {
        value.ty == TypeId::BOOLEAN
            && matches!(
                &value.kind,
                ExpressionKind::ArrayGet { .. }
                    | ExpressionKind::Builtin {
                        builtin: Builtin::Collection(CollectionMethod::Get),
                        ..
                    }
            )
    }

    /// `value` where what it holds shows (printed, turned into a string,
    /// compared with `undefined` or `null`, asked its `typeof`, boxed): a
    /// missable boolean (see `missable_boolean`) as a `boolean |
    /// undefined`, `undefined` where the read found nothing.
    pub(crate) fn observed(&mut self, value: Expression) -> Expression {
        if !Self::missable_boolean(&value) {
            return value;
        }
        let Some(ty) = self.union_of(&[TypeId::BOOLEAN, TypeId::UNDEFINED]) else {
            return value;
        };
        let span = value.span;
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::BooleanOrUndefined,
                arguments: vec![value],
            },
            ty,
            span,
        }
    }

    /// Whether `ty` is `boolean | undefined` (a boxed union of exactly
    /// those): what `observed` gives, and what a variable it initializes
    /// holds where tsc has a `boolean`, so it goes where a `boolean` is
    /// wanted (as its truthiness: `undefined` is `false` there).
    pub(crate) fn is_boolean_or_undefined(&self, ty: TypeId) -> bool {
        self.types.union_members(ty).is_some_and(|members| {
            members.len() == 2
                && members.contains(&TypeId::BOOLEAN)
                && members.contains(&TypeId::UNDEFINED)
        })
    }

    /// The read inside `observed`'s box, where only a boolean is wanted
    /// (a condition, a boolean variable): `false` for nothing.
    pub(crate) fn unobserved(value: Expression) -> Result<Expression, Expression> {
        match value.kind {
            ExpressionKind::Builtin {
                builtin: Builtin::BooleanOrUndefined,
                mut arguments,
            } if arguments.len() == 1 => Ok(arguments.remove(0)),
            kind => Err(Expression { kind, ..value }),
        }
    }

    /// `value === undefined` for a value whose representation can hold
    /// `undefined` without confusing it with another value: a number (its
    /// sentinel), a string (the `undefined` text), a box with `undefined`
    /// among its members, and a pointer to a type without `null` (a null
    /// pointer). `None` for the others (a boolean; `T | null`, whose null
    /// pointer means `null`).
    pub(crate) fn undefined_test(&mut self, value: Expression) -> Option<Expression> {
        if !self.may_hold_undefined(value.ty) {
            return None;
        }
        let span = value.span;
        let undefined = Expression {
            kind: ExpressionKind::Undefined,
            ty: TypeId::UNDEFINED,
            span,
        };
        let before = self.diagnostics.len();
        let test = self.binary(ast::BinaryOp::EqEqEq, value, undefined, span);
        // A comparison the checker has no form for is no test.
        if self.diagnostics.len() > before {
            self.diagnostics.truncate(before);
            return None;
        }
        Some(test)
    }

    /// Whether values of `ty` have an `undefined` of their own (see
    /// `undefined_test`).
    pub(crate) fn may_hold_undefined(&self, ty: TypeId) -> bool {
        let boxed_undefined = ty == TypeId::UNKNOWN
            || ty == TypeId::ANY
            || self
                .types
                .union_members(ty)
                .is_some_and(|members| members.contains(&TypeId::UNDEFINED));
        let plain_pointer = self.types.non_null(ty).is_none()
            && (self.types.is_object(ty)
                || self.types.is_collection(ty)
                || self.types.element(ty).is_some()
                || self.types.typed_kind(ty).is_some()
                || self.function_signature(ty).is_some());
        // (A bigint is an object: null is its `undefined`, as a missing
        // map value.)
        matches!(ty, TypeId::NUMBER | TypeId::STRING | TypeId::BIGINT)
            || boxed_undefined
            || plain_pointer
    }

    /// The type of a union of `members`, or `None` when a member cannot be
    /// boxed.
    pub(crate) fn union_of(&mut self, members: &[TypeId]) -> Option<TypeId> {
        let mut flat: Vec<TypeId> = Vec::new();
        let push = |ty: TypeId, flat: &mut Vec<TypeId>| {
            if !flat.contains(&ty) {
                flat.push(ty);
            }
        };
        for &member in members {
            match self.types.get(member).clone() {
                Type::Union(inner) => inner.iter().for_each(|&ty| push(ty, &mut flat)),
                Type::Nullable(inner) => {
                    push(inner, &mut flat);
                    push(TypeId::NULL, &mut flat);
                }
                Type::Void => push(TypeId::UNDEFINED, &mut flat),
                _ => push(member, &mut flat),
            }
        }
        if flat.contains(&TypeId::NEVER) {
            return Some(TypeId::NEVER);
        }
        // A union with `any` is `any`, as tsc reduces it.
        if flat.contains(&TypeId::ANY) {
            return Some(TypeId::ANY);
        }
        if flat.contains(&TypeId::UNKNOWN) {
            return Some(TypeId::UNKNOWN);
        }
        let has_null = flat.contains(&TypeId::NULL);
        let has_undefined = flat.contains(&TypeId::UNDEFINED);
        let others: Vec<TypeId> = flat
            .iter()
            .copied()
            .filter(|&ty| ty != TypeId::NULL && ty != TypeId::UNDEFINED)
            .collect();
        match others.as_slice() {
            [] if !(has_null && has_undefined) => {
                return Some(if has_undefined {
                    TypeId::UNDEFINED
                } else {
                    TypeId::NULL
                });
            }
            // An object type's null pointer is `null` in `T | null` and
            // `undefined` in `T | undefined` (as for arrays and functions);
            // with both, a box tells them apart.
            [only] if self.types.is_object(*only) && !(has_null && has_undefined) => {
                return Some(if has_null {
                    self.types.intern(Type::Nullable(*only))
                } else {
                    *only
                });
            }
            [only] if !has_null && !has_undefined => return Some(*only),
            // The sentinels: `undefined` as a number or a string.
            [only] if !has_null && matches!(*only, TypeId::NUMBER | TypeId::STRING) => {
                return Some(*only);
            }
            // A missing function value is a null pointer (calls check for
            // it): `undefined` in `F | undefined`, `null` in `F | null`
            // (and in `F | null | undefined`, which cannot tell them apart).
            [only] if self.function_signature(*only).is_some() => {
                let function = self.types.non_null(*only).unwrap_or(*only);
                return Some(if has_null {
                    self.types.intern(Type::Nullable(function))
                } else {
                    function
                });
            }
            // Arrays, typed arrays and collections are null when
            // `undefined`.
            [only]
                if !has_null
                    && (self.types.element(*only).is_some()
                        || self.types.typed_kind(*only).is_some()
                        || self.function_signature(*only).is_some()
                        || self.types.is_collection(*only)) =>
            {
                return Some(*only);
            }
            several
                if several.len() > 1
                    && several.iter().all(|&ty| self.types.is_object(ty))
                    && !(has_null && has_undefined) =>
            {
                let merged = self.merge_object_types(several, None)?;
                return Some(if has_null {
                    self.types.intern(Type::Nullable(merged))
                } else {
                    merged
                });
            }
            _ => {}
        }
        // A boxed union: every member must be a value a box can hold.
        let boxable = |this: &Self, ty: TypeId| {
            matches!(
                ty,
                TypeId::NUMBER
                    | TypeId::STRING
                    | TypeId::BOOLEAN
                    | TypeId::NULL
                    | TypeId::UNDEFINED
            ) || this.types.is_object(ty)
                || this.types.element(ty).is_some()
        };
        // A map, set, record, function, tuple or promise (an object the
        // box's check cannot tell from another object) may be boxed when it
        // is the union's only object (`Map<K, V> | number`).
        let other_object = |this: &Self, ty: TypeId| {
            ty == TypeId::BIGINT
                || this.types.is_collection(ty)
                || this.function_signature(ty).is_some()
                || this.types.tuple(ty).is_some()
                || this.promise_value(ty).is_some()
        };
        let objects = flat
            .iter()
            .filter(|&&ty| self.types.is_object(ty) || other_object(self, ty))
            .count();
        // A typed array may be boxed when it is the union's only array or
        // object (`string | Uint8Array`): the box's check tells it from
        // primitives only.
        let references = flat
            .iter()
            .filter(|&&ty| {
                self.types.is_object(ty)
                    || other_object(self, ty)
                    || self.types.element(ty).is_some()
                    || self.types.typed_kind(ty).is_some()
            })
            .count();
        if !flat.iter().all(|&ty| {
            boxable(self, ty)
                || (other_object(self, ty) && objects == 1)
                || (self.types.typed_kind(ty).is_some() && references == 1)
        }) {
            return None;
        }
        flat.sort();
        Some(self.types.intern(Type::Union(flat)))
    }

    /// The members of a boxed type as a list (`unknown` has none).
    pub(crate) fn members_of(&self, ty: TypeId) -> Option<Vec<TypeId>> {
        self.types.union_members(ty).map(<[TypeId]>::to_vec)
    }

    /// Whether a result annotation may stand for a type with `undefined`
    /// (which `number | undefined`'s representation, `number`, no longer
    /// shows): a union naming `undefined`, `void`, `unknown` or `any`, or
    /// an alias (whose expansion may). A function with another result
    /// annotation must end with a `return` (tsc's TS2366).
    pub(crate) fn annotation_may_include_undefined(&self, annotation: &ast::TsType) -> bool {
        match annotation {
            ast::TsType::TsKeywordType(keyword) => matches!(
                keyword.kind,
                ast::TsKeywordTypeKind::TsUndefinedKeyword
                    | ast::TsKeywordTypeKind::TsVoidKeyword
                    | ast::TsKeywordTypeKind::TsUnknownKeyword
                    | ast::TsKeywordTypeKind::TsAnyKeyword
            ),
            ast::TsType::TsParenthesizedType(inner) => {
                self.annotation_may_include_undefined(&inner.type_ann)
            }
            ast::TsType::TsUnionOrIntersectionType(
                ast::TsUnionOrIntersectionType::TsUnionType(union),
            ) => union
                .types
                .iter()
                .any(|member| self.annotation_may_include_undefined(member)),
            // `Promise<T>` of an async function: its `T`.
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: Some(arguments),
                ..
            }) if name.sym == "Promise" && arguments.params.len() == 1 => {
                self.annotation_may_include_undefined(&arguments.params[0])
            }
            ast::TsType::TsTypeRef(reference) => match &reference.type_name {
                ast::TsEntityName::Ident(name) => self.find_alias(name.sym.as_str()).is_some(),
                ast::TsEntityName::TsQualifiedName(_) => true,
            },
            ast::TsType::TsIndexedAccessType(_)
            | ast::TsType::TsConditionalType(_)
            | ast::TsType::TsTypeQuery(_) => true,
            _ => false,
        }
    }

    /// Whether `return;` fits a function declared to return `ty`: one that
    /// may end without a `return`, or a type whose representation has an
    /// `undefined` (`number | undefined` is a `number`, `T | undefined` of
    /// an object type a `T`), which tsc found to include it. Only a
    /// `boolean` (whose union with `undefined` is boxed) is sure not to.
    pub(crate) fn bare_return_fits(&self, ty: TypeId) -> bool {
        self.may_end_without_return(ty) || ty != TypeId::BOOLEAN
    }

    /// Whether a function whose result type is `ty` may end without a
    /// `return` (tsc's TS2366 spares these): `void`, `undefined`,
    /// `unknown`, `any`, `never` (checked elsewhere) and unions with
    /// `undefined` or `void`.
    pub(crate) fn may_end_without_return(&self, ty: TypeId) -> bool {
        matches!(
            ty,
            TypeId::VOID | TypeId::UNDEFINED | TypeId::NEVER | TypeId::UNKNOWN | TypeId::ANY
        ) || self.types.union_members(ty).is_some_and(|members| {
            members
                .iter()
                .any(|&member| member == TypeId::UNDEFINED || member == TypeId::VOID)
        })
    }

    /// `ty` restricted to the members `keep` accepts: one member, a
    /// smaller union, or `ty` itself for `unknown`.
    pub(crate) fn narrow_members(
        &mut self,
        ty: TypeId,
        keep: impl Fn(TypeId) -> bool,
    ) -> Option<TypeId> {
        let members = self.members_of(ty)?;
        let kept: Vec<TypeId> = members.into_iter().filter(|&member| keep(member)).collect();
        match kept.as_slice() {
            [] => None,
            [only] => Some(*only),
            _ => self.union_of(&kept),
        }
    }

    /// Whether a value of `from` fits a boxed `to` (a member, or a union
    /// of members).
    pub(crate) fn fits_union(&self, from: TypeId, to: TypeId) -> bool {
        let Some(members) = self.types.union_members(to) else {
            return false;
        };
        // A Buffer is a Uint8Array.
        let uint8 = self
            .types
            .lookup(&Type::TypedArray(crate::types::TypedKind::Uint8));
        let fits_member = |ty: TypeId| {
            members.contains(&ty)
                || (self.types.typed_kind(ty) == Some(crate::types::TypedKind::Buffer)
                    && uint8.is_some_and(|uint8| members.contains(&uint8)))
                || members.iter().any(|&member| {
                    self.types.is_object(member)
                        && self.types.is_object(ty)
                        && self.is_structurally_assignable(ty, member, &mut Vec::new())
                })
                // A promise of a narrower type (`Promise<never>` among
                // `string | Promise<string>`): promises hold boxes.
                || (self.promise_value(ty).is_some()
                    && members.iter().any(|&member| {
                        self.promise_value(member).is_some() && self.is_assignable_type(ty, member)
                    }))
        };
        match self.types.get(from) {
            Type::Union(inner) => inner.iter().all(|&ty| fits_member(ty)),
            Type::Nullable(inner) => fits_member(*inner) && members.contains(&TypeId::NULL),
            Type::Void => members.contains(&TypeId::UNDEFINED),
            _ => fits_member(from),
        }
    }

    /// A value as a box: itself when it already is one.
    pub(crate) fn boxed(value: Expression) -> Expression {
        let span = value.span;
        Expression {
            kind: ExpressionKind::ToDynamic(Box::new(value)),
            ty: TypeId::UNKNOWN,
            span,
        }
    }

    /// `a === b` (and `!==`, `==`, `!=`) where a side is boxed: compared by
    /// the runtime, as JavaScript compares the values.
    pub(crate) fn dynamic_equals(
        &mut self,
        operator: ast::BinaryOp,
        left: Expression,
        right: Expression,
        span: Span,
    ) -> Expression {
        use ast::BinaryOp as Op;
        let wrap = |this: &Self, value: Expression| {
            if this.types.is_dynamic(value.ty) {
                value
            } else {
                Self::boxed(value)
            }
        };
        let left = wrap(self, left);
        let right = wrap(self, right);
        let equals = Expression {
            kind: ExpressionKind::DynamicEquals {
                left: Box::new(left),
                right: Box::new(right),
                equality: if matches!(operator, Op::EqEq | Op::NotEq) {
                    crate::hir::Equality::Loose
                } else {
                    crate::hir::Equality::Strict
                },
            },
            ty: TypeId::BOOLEAN,
            span,
        };
        if matches!(operator, Op::EqEqEq | Op::EqEq) {
            return equals;
        }
        Expression {
            kind: ExpressionKind::Unary {
                operator: UnaryOperator::Not,
                operand: Box::new(equals),
            },
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `boxed ?? fallback`: the boxed value narrowed past `null` and
    /// `undefined` when it is neither, else the fallback. The left side is
    /// read twice: anything but a variable is evaluated once into a hidden
    /// one first.
    pub(crate) fn dynamic_nullish(
        &mut self,
        left: Expression,
        right: Expression,
        span: Span,
    ) -> Expression {
        if !matches!(left.kind, ExpressionKind::Variable(_)) {
            let ty = left.ty;
            let hidden = self.hidden_temporary(ty, span);
            let store = Expression {
                kind: ExpressionKind::Assign {
                    target: hidden,
                    value: Box::new(left),
                },
                ty,
                span,
            };
            let read = Expression {
                kind: ExpressionKind::Variable(hidden),
                ty,
                span,
            };
            let choice = self.dynamic_nullish(read, right, span);
            let result = choice.ty;
            return Expression {
                kind: ExpressionKind::Sequence(vec![store, choice]),
                ty: result,
                span,
            };
        }
        let defined = self
            .narrow_members(left.ty, |member| {
                member != TypeId::NULL && member != TypeId::UNDEFINED
            })
            .unwrap_or(left.ty);
        // `any ?? x` is an `any`.
        let ty = if defined == TypeId::ANY {
            Some(TypeId::ANY)
        } else {
            self.union_of(&[defined, right.ty])
        };
        let Some(ty) = ty else {
            self.error(Diagnostic::unsupported(span, "this '??'"));
            return Self::poison(span);
        };
        let read = Expression {
            kind: match &left.kind {
                ExpressionKind::Variable(variable) => ExpressionKind::Variable(*variable),
                _ => unreachable!("checked above"),
            },
            ty: left.ty,
            span: left.span,
        };
        let null = Expression {
            kind: ExpressionKind::Null,
            ty: TypeId::NULL,
            span,
        };
        let is_empty = Expression {
            kind: ExpressionKind::DynamicEquals {
                left: Box::new(left),
                right: Box::new(Self::boxed(null)),
                equality: crate::hir::Equality::Loose,
            },
            ty: TypeId::BOOLEAN,
            span,
        };
        // A box result: the same box, whose payload is a member of `ty`.
        let present = if self.types.is_dynamic(ty) {
            Expression {
                kind: read.kind,
                ty,
                span: read.span,
            }
        } else if self.types.is_dynamic(defined) {
            Expression {
                kind: read.kind,
                ty: defined,
                span: read.span,
            }
        } else {
            Expression {
                kind: ExpressionKind::FromDynamic(Box::new(read)),
                ty: defined,
                span,
            }
        };
        let right = self.represent_as(right, ty);
        Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(is_empty),
                then: Box::new(right),
                otherwise: Box::new(present),
            },
            ty,
            span,
        }
    }

    /// Whether a value of type `any` can become a `ty` through the checked
    /// unboxing: primitives, `undefined`/`null`, class instances (their
    /// layout is their class's), promises and generators (which hold boxes).
    pub(crate) fn checkable_from_any(&self, ty: TypeId) -> bool {
        let ty = self.types.non_null(ty).unwrap_or(ty);
        matches!(
            ty,
            TypeId::NUMBER
                | TypeId::STRING
                | TypeId::BOOLEAN
                | TypeId::VOID
                | TypeId::UNDEFINED
                | TypeId::NULL
                | TypeId::NEVER
        ) || self.types.is_dynamic(ty)
            || self.types.class(ty).is_some()
            // An interface: an object made through `any` is read and
            // written by name (the runtime's record members).
            || matches!(self.types.get(ty), Type::Object(_))
            || self.promise_value(ty).is_some()
            || self.generator_parts(ty).is_some()
            // A function: itself, or called through `any` (wrapped).
            || self.function_signature(ty).is_some()
            // Converted element by element where the kinds differ.
            || self.types.element(ty).is_some_and(|element| {
                matches!(element, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN)
                    || self.types.is_dynamic(element)
            })
    }

    /// A value stored where `wanted` is declared, in `wanted`'s
    /// representation when the two differ but the value fits: boxed for a
    /// union, `undefined` as the wanted type's sentinel.
    /// A `never[]` (an empty `[]` typed without context, or a function
    /// returning one) where an array of `wanted` is wanted: an empty literal
    /// is made with `wanted`'s element kind; any other value is given it at
    /// run time (it is empty: nothing of type `never` can be stored).
    fn adopt_empty_array(&mut self, value: Expression, wanted: TypeId) -> Expression {
        let span = value.span;
        match value.kind {
            ExpressionKind::ArrayLiteral(elements) if elements.is_empty() => Expression {
                kind: ExpressionKind::ArrayLiteral(elements),
                ty: wanted,
                span,
            },
            ExpressionKind::Conditional {
                condition,
                then,
                otherwise,
            } => {
                let then = self.represent_as(*then, wanted);
                let otherwise = self.represent_as(*otherwise, wanted);
                Expression {
                    kind: ExpressionKind::Conditional {
                        condition,
                        then: Box::new(then),
                        otherwise: Box::new(otherwise),
                    },
                    ty: wanted,
                    span,
                }
            }
            kind => Expression {
                kind: ExpressionKind::Builtin {
                    builtin: crate::hir::Builtin::AdoptEmptyArray,
                    arguments: vec![Expression {
                        kind,
                        ty: value.ty,
                        span,
                    }],
                },
                ty: wanted,
                span,
            },
        }
    }

    pub(crate) fn represent_as(&mut self, value: Expression, wanted: TypeId) -> Expression {
        if value.ty == wanted || value.ty == TypeId::NEVER {
            return value;
        }
        // A read of a boolean that may find nothing, boxed: `undefined`
        // where it found nothing; unboxed: the read's own boolean.
        let holds_undefined = self
            .types
            .union_members(wanted)
            .is_some_and(|members| members.contains(&TypeId::UNDEFINED));
        if (self.types.is_dynamic(wanted) || holds_undefined) && Self::missable_boolean(&value) {
            let value = self.observed(value);
            return self.represent_as(value, wanted);
        }
        let value = match Self::unobserved(value) {
            Ok(read) if wanted == TypeId::BOOLEAN => return read,
            Ok(read) => self.observed(read),
            Err(value) => value,
        };
        if wanted == TypeId::BOOLEAN && self.is_boolean_or_undefined(value.ty) {
            return self.truthiness(value);
        }
        if self.same_open_tuple_array(value.ty, wanted) {
            return Expression {
                ty: wanted,
                ..value
            };
        }
        if self.is_iterator_object(value.ty, wanted) {
            return self.iterator_adapter(value, wanted);
        }
        if self.types.iterable_element(wanted).is_some() {
            return self.as_iterable(value, wanted);
        }
        if self.new_any_array_as(&value, wanted) {
            let boxed = self.represent_as(value, TypeId::ANY);
            return self.represent_as(boxed, wanted);
        }
        // An `Iterable<T>` is a box already.
        if self.types.iterable_element(value.ty).is_some() && wanted == TypeId::UNKNOWN {
            return Expression {
                ty: wanted,
                ..value
            };
        }
        let span = value.span;
        let wanted_array = self.types.non_null(wanted).unwrap_or(wanted);
        if self.types.element(value.ty) == Some(TypeId::NEVER)
            && let Some(element) = self.types.element(wanted_array)
            && element != TypeId::NEVER
        {
            let value = self.adopt_empty_array(value, wanted_array);
            return self.represent_as(value, wanted);
        }
        // An `any` where something else is wanted: unboxed (checked), or
        // the same box.
        if value.ty == TypeId::ANY {
            if self.types.is_dynamic(wanted) {
                return Expression {
                    ty: wanted,
                    ..value
                };
            }
            // The run-time check covers a value's kind and class; an array,
            // object or function made through `any` may hold its parts in
            // another representation than the wanted type's.
            if !self.checkable_from_any(wanted) {
                let shown = self.types.display(wanted).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("using an 'any' as a '{shown}' (scriptc checks primitives and class instances)"),
                ));
                return Self::poison(span);
            }
            if self.function_signature(wanted).is_some() {
                self.dynamic_calls.set(true);
            }
            return self.unboxed(value, wanted);
        }
        if wanted == TypeId::ANY && self.types.is_dynamic(value.ty) {
            return Expression {
                ty: wanted,
                ..value
            };
        }
        if self.types.is_dynamic(wanted)
            && !self.types.is_dynamic(value.ty)
            && (wanted == TypeId::UNKNOWN
                || wanted == TypeId::ANY
                || self.fits_union(value.ty, wanted))
        {
            // The runtime calls an object's `[Symbol.iterator]()` by name
            // when the dynamic tier iterates it.
            if self.iterates_itself(value.ty) {
                self.dynamic_calls.set(true);
            }
            // Not one through its `[Symbol.asyncIterator]()`.
            let asynchronous = super::symbols::symbol_key("Symbol(Symbol.asyncIterator)", "");
            if self
                .types
                .object(self.types.non_null(value.ty).unwrap_or(value.ty))
                .is_some_and(|shape| shape.property(&asynchronous).is_some())
            {
                let shown = self.types.display(value.ty).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("an async iterable '{shown}' (with a '[Symbol.asyncIterator]()') as an 'any' or 'unknown'"),
                ));
                return Self::poison(span);
            }
            return Expression {
                kind: ExpressionKind::ToDynamic(Box::new(value)),
                ty: wanted,
                span,
            };
        }
        if value.ty == TypeId::UNDEFINED && matches!(wanted, TypeId::NUMBER | TypeId::STRING) {
            return Expression {
                kind: ExpressionKind::Sequence(vec![
                    value,
                    Expression {
                        kind: ExpressionKind::Missing,
                        ty: wanted,
                        span,
                    },
                ]),
                ty: wanted,
                span,
            };
        }
        value
    }
}
