//! `Map`, `Set` and records (`Record<string, T>`, `{ [key: string]: T }`):
//! their types, constructors, methods, record indexing, `in`, `delete`,
//! `Object.keys/values/entries`, and iteration.

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{
    AnyOperation, Builtin, CollectionMethod, Expression, ExpressionKind, Statement, Variable,
};
use crate::types::{Type, TypeId};

/// The names of iterator types, all generators here.
macro_rules! ITERATORS {
    () => {
        "Generator"
            | "IterableIterator"
            | "Iterator"
            | "IteratorObject"
            | "ArrayIterator"
            | "MapIterator"
            | "SetIterator"
    };
}

/// The names of async iterator types, all async generators here (only an
/// async generator converts to one, so an `AsyncIterable<T>` is always
/// one).
macro_rules! ASYNC_ITERATORS {
    () => {
        "AsyncGenerator" | "AsyncIterableIterator" | "AsyncIterator" | "AsyncIterable"
    };
}

impl<'a> Checker<'a> {
    /// Whether values of `ty` can be keys: compared by value (numbers,
    /// strings, booleans) or by identity (objects, arrays, functions).
    fn is_key_type(&self, ty: TypeId) -> bool {
        matches!(
            ty,
            TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN | TypeId::BIGINT
        )
            // Boxes (`Map<any, V>`, union keys) compare by their payloads.
            || self.types.is_dynamic(ty)
            || self.types.is_object(ty)
            || self.types.element(ty).is_some()
            || self.types.typed_kind(ty).is_some()
            || self.function_signature(ty).is_some()
            || self.types.is_collection(ty)
            || self.promise_value(ty).is_some()
    }

    /// `Map<K, V>`, `Set<T>`, `Record<K, V>` (and the readonly ones), promises,
    /// generators and iterators in an annotation.
    pub(crate) fn resolve_collection_type(
        &mut self,
        name: &str,
        arguments: &ast::TsTypeParamInstantiation,
        span: Span,
    ) -> Option<TypeId> {
        let resolved: Vec<TypeId> = match name {
            "Map"
            | "ReadonlyMap"
            | "WeakMap"
            | "Set"
            | "ReadonlySet"
            | "WeakSet"
            | "Record"
            | "Promise"
            | "PromiseLike"
            | "IteratorResult"
            | "PromiseSettledResult"
            | "PromiseFulfilledResult"
            | "Iterable"
            | ITERATORS!()
            | ASYNC_ITERATORS!() => arguments
                .params
                .iter()
                .map(|ty| self.resolve_type(ty))
                .collect(),
            _ => return None,
        };
        let ty = match (name, resolved.as_slice()) {
            ("Map" | "ReadonlyMap" | "WeakMap", &[key, value]) => {
                self.check_key_type(key, span);
                self.check_value_type(value, span);
                self.types.intern(Type::Map(key, value))
            }
            ("Promise" | "PromiseLike", &[value]) => self.promise_of(value),
            ("Iterable", &[element, ..]) => self.types.intern(Type::Iterable(element)),
            (ITERATORS!(), &[yielded]) => {
                // The iterators of arrays, maps and sets return `undefined`
                // (`BuiltinIteratorReturn` under `--strict`).
                let returned = if matches!(name, "ArrayIterator" | "MapIterator" | "SetIterator") {
                    TypeId::UNDEFINED
                } else {
                    TypeId::VOID
                };
                self.generator_of(yielded, returned, TypeId::UNKNOWN)
            }
            (ITERATORS!(), &[yielded, returned]) => {
                self.generator_of(yielded, returned, TypeId::UNKNOWN)
            }
            (ITERATORS!(), &[yielded, returned, next]) => {
                self.generator_of(yielded, returned, next)
            }
            (ASYNC_ITERATORS!(), &[yielded]) => {
                self.async_generator_of(yielded, TypeId::VOID, TypeId::UNKNOWN)
            }
            (ASYNC_ITERATORS!(), &[yielded, returned]) => {
                self.async_generator_of(yielded, returned, TypeId::UNKNOWN)
            }
            (ASYNC_ITERATORS!(), &[yielded, returned, next]) => {
                self.async_generator_of(yielded, returned, next)
            }
            ("PromiseSettledResult", &[value]) => self.settled_result(value),
            ("PromiseFulfilledResult", &[value]) => self.fulfilled_result(value),
            ("IteratorResult", &[yielded]) => self.iterator_result(yielded, TypeId::VOID),
            ("IteratorResult", &[yielded, returned]) => self.iterator_result(yielded, returned),
            ("Set" | "ReadonlySet" | "WeakSet", &[element]) => {
                self.check_key_type(element, span);
                self.types.intern(Type::Set(element))
            }
            ("Record", &[key, value]) => {
                // Number keys are property names like any other (`rec[1]`
                // is `rec["1"]`), so `Record<number, V>` and
                // `Record<string | number, V>` are string-keyed records.
                let number_or_string = |ty: TypeId| ty == TypeId::STRING || ty == TypeId::NUMBER;
                let key = if number_or_string(key)
                    || self.types.union_members(key).is_some_and(|members| {
                        members.iter().all(|&member| number_or_string(member))
                    }) {
                    TypeId::STRING
                } else {
                    key
                };
                if key != TypeId::STRING && key != TypeId::NEVER {
                    self.error(Diagnostic::unsupported(
                        span,
                        "a record whose keys are not strings",
                    ));
                }
                self.check_value_type(value, span);
                self.record_type(value)
            }
            _ => {
                self.error(Diagnostic::new(
                    Code::ArgumentCount,
                    span,
                    format!("Generic type '{name}' has the wrong number of type arguments."),
                ));
                TypeId::NEVER
            }
        };
        Some(ty)
    }

    fn check_key_type(&mut self, ty: TypeId, span: Span) {
        if ty != TypeId::NEVER && !self.is_key_type(ty) {
            let shown = self.types.display(ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("keys of type '{shown}'"),
            ));
        }
    }

    fn check_value_type(&mut self, ty: TypeId, span: Span) {
        if ty != TypeId::NEVER && !self.is_key_type(ty) && !self.types.is_dynamic(ty) {
            let shown = self.types.display(ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("values of type '{shown}'"),
            ));
        }
    }

    /// `{ [key: string]: V }`: a record type.
    pub(crate) fn index_signature_type(&mut self, literal: &ast::TsTypeLit) -> Option<TypeId> {
        let [ast::TsTypeElement::TsIndexSignature(signature)] = &literal.members[..] else {
            return None;
        };
        let key = match signature.params.first() {
            Some(ast::TsFnParam::Ident(binding)) => binding
                .type_ann
                .as_ref()
                .map(|a| self.resolve_type(&a.type_ann)),
            _ => None,
        };
        let span = self.span(signature.span);
        // `{ [id: number]: T }`: number keys are property names as strings.
        if key != Some(TypeId::STRING) && key != Some(TypeId::NUMBER) {
            self.error(Diagnostic::unsupported(
                span,
                "an index signature whose keys are not strings",
            ));
            return Some(TypeId::NEVER);
        }
        let value = signature
            .type_ann
            .as_ref()
            .map(|a| self.resolve_type(&a.type_ann))
            .unwrap_or(TypeId::NEVER);
        self.check_value_type(value, span);
        Some(self.record_type(value))
    }

    /// `Record<string, V>` written as a type: a record, or an `any` when
    /// its values are `any` or `unknown` (`Record<string, unknown>`, `{
    /// [key: string]: any }`), as `object` is. tsc lets any object be one
    /// (an object type's value, a class instance, a record of numbers, a
    /// map), and `any`'s operations read and write every kind of object by
    /// name, where a record's would take it for a table of boxes.
    pub(crate) fn record_type(&mut self, value: TypeId) -> TypeId {
        if value == TypeId::ANY || value == TypeId::UNKNOWN {
            TypeId::ANY
        } else {
            self.types.intern(Type::Record(value))
        }
    }

    /// `new Map(...)` and `new Set(...)`: type arguments written, wanted,
    /// or taken from the initial entries.
    /// `new Map(...)`, `new Set(...)`, and `new WeakMap(...)`,
    /// `new WeakSet(...)`: a map or set marked weak (see
    /// `ExpressionKind::NewCollection`).
    pub(crate) fn check_new_collection(
        &mut self,
        name: &str,
        new: &'a ast::NewExpr,
        expected: Option<TypeId>,
        span: Span,
    ) -> Expression {
        let made = self.check_new_map_or_set(name.trim_start_matches("Weak"), new, expected, span);
        match made {
            Expression {
                kind: ExpressionKind::NewCollection { entries, from, .. },
                ty,
                span,
            } => Expression {
                kind: ExpressionKind::NewCollection {
                    entries,
                    from,
                    weak: name.starts_with("Weak"),
                },
                ty,
                span,
            },
            other => other,
        }
    }

    fn check_new_map_or_set(
        &mut self,
        name: &str,
        new: &'a ast::NewExpr,
        expected: Option<TypeId>,
        span: Span,
    ) -> Expression {
        let written: Option<Vec<TypeId>> = new.type_args.as_ref().map(|arguments| {
            arguments
                .params
                .iter()
                .map(|ty| self.resolve_type(ty))
                .collect()
        });
        let wanted = expected.map(|ty| self.types.get(ty).clone());
        let arguments = new.args.as_deref().unwrap_or(&[]);
        if arguments.len() > 1 {
            self.argument_count_error(span, 1, arguments.len());
            return Self::poison(span);
        }
        if name == "Set" {
            let mut element = match (written.as_deref(), wanted) {
                (Some(&[element]), _) => Some(element),
                (_, Some(Type::Set(element))) => Some(element),
                _ => None,
            };
            let wanted_array = element.map(|e| self.array_of(e));
            let from = arguments
                .first()
                .map(|argument| self.check_expecting(&argument.expr, wanted_array))
                .map(|from| {
                    // `new Set("text")`: its code points.
                    if from.ty == TypeId::STRING {
                        self.string_code_points(from)
                    } else if from.ty != TypeId::NEVER && self.types.element(from.ty).is_none() {
                        // Another iterable: what it gives, as an array.
                        self.iterable_as_array(from, span)
                    } else {
                        from
                    }
                });
            // `new Set<unknown>(row)`: elements of a narrower type among
            // boxes (the set copies them): boxed, or the same boxes.
            let from = match (from, element) {
                (Some(mut from), Some(wanted))
                    if self.types.is_dynamic(wanted)
                        && self.types.element(from.ty).is_some_and(|inner| {
                            inner != wanted && self.is_assignable_type(inner, wanted)
                        }) =>
                {
                    let array = self.array_of(wanted);
                    if self
                        .types
                        .element(from.ty)
                        .is_some_and(|inner| self.types.is_dynamic(inner))
                    {
                        from.ty = array;
                        Some(from)
                    } else {
                        let span = from.span;
                        Some(Expression {
                            kind: ExpressionKind::ArrayBoxes(Box::new(from)),
                            ty: array,
                            span,
                        })
                    }
                }
                (from, _) => from,
            };
            if let Some(from) = &from {
                match self.types.element(from.ty) {
                    Some(inner) if element.is_none() => element = Some(inner),
                    Some(inner) if Some(inner) == element => {}
                    _ if from.ty == TypeId::NEVER => return Self::poison(span),
                    _ => {
                        let shown = self.types.display(from.ty).to_string();
                        self.error(Diagnostic::unsupported(
                            from.span,
                            format!("a set made from a '{shown}'"),
                        ));
                        return Self::poison(span);
                    }
                }
            }
            // `new Set()` with nothing to infer from: a `Set<unknown>`, as
            // tsc types it.
            let element = element.unwrap_or(TypeId::UNKNOWN);
            self.check_key_type(element, span);
            let ty = self.types.intern(Type::Set(element));
            return Expression {
                kind: ExpressionKind::NewCollection {
                    entries: Vec::new(),
                    from: from.map(Box::new),
                    weak: false,
                },
                ty,
                span,
            };
        }
        let (mut key, mut value) = match (written.as_deref(), wanted) {
            (Some(&[key, value]), _) => (Some(key), Some(value)),
            (_, Some(Type::Map(key, value))) => (Some(key), Some(value)),
            _ => (None, None),
        };
        let mut entries = Vec::new();
        // `new Map(entries)` from an array of `[key, value]` tuples (a
        // literal with spreads among them too: `new Map([...other])`).
        if let Some(argument) = arguments.first()
            && !matches!(&*argument.expr, ast::Expr::Array(literal)
                if literal.elems.iter().flatten().all(|element| element.spread.is_none()))
        {
            let wanted = match (key, value) {
                (Some(k), Some(v)) => {
                    let tuple = self.types.intern(Type::Tuple(vec![k, v]));
                    Some(self.array_of(tuple))
                }
                _ => None,
            };
            let mut source = self.check_expecting(&argument.expr, wanted);
            if source.ty != TypeId::NEVER && self.types.element(source.ty).is_none() {
                // Another iterable of pairs (a map, a generator): its pairs
                // as an array.
                source = self.iterable_as_array(source, span);
            }
            let pair = self
                .types
                .element(source.ty)
                .and_then(|element| self.types.tuple(element).map(<[TypeId]>::to_vec));
            let Some([k, v]) = pair
                .as_deref()
                .map(|p| p.to_vec())
                .and_then(|p| <[TypeId; 2]>::try_from(p).ok())
            else {
                if source.ty != TypeId::NEVER {
                    self.error(Diagnostic::unsupported(
                        source.span,
                        "a map made from anything but [key, value] pairs",
                    ));
                }
                return Self::poison(span);
            };
            self.check_key_type(k, span);
            self.check_value_type(v, span);
            let ty = self.types.intern(Type::Map(k, v));
            return Expression {
                kind: ExpressionKind::NewCollection {
                    entries: Vec::new(),
                    from: Some(Box::new(source)),
                    weak: false,
                },
                ty,
                span,
            };
        }
        if let Some(argument) = arguments.first() {
            // `new Map([[k, v], ...])`: the pairs are written out.
            let ast::Expr::Array(pairs) = &*argument.expr else {
                self.error(Diagnostic::unsupported(
                    self.span(argument.expr.span()),
                    "a map made from anything but a list of [key, value] pairs",
                ));
                return Self::poison(span);
            };
            for pair in pairs.elems.iter().flatten() {
                let pair_span = self.span(pair.expr.span());
                let ast::Expr::Array(pair_literal) = &*pair.expr else {
                    self.error(Diagnostic::unsupported(
                        pair_span,
                        "a map entry that is not a [key, value] literal",
                    ));
                    return Self::poison(span);
                };
                let [Some(first), Some(second)] = &pair_literal.elems[..] else {
                    self.error(Diagnostic::new(
                        Code::TypeMismatch,
                        pair_span,
                        "A map entry must be a [key, value] pair.",
                    ));
                    return Self::poison(span);
                };
                let k = self.check_expecting(&first.expr, key);
                let v = self.check_expecting(&second.expr, value);
                match key {
                    Some(ty) => self.expect_assignable(&k, ty),
                    None => key = Some(k.ty),
                }
                match value {
                    Some(ty) => self.expect_assignable(&v, ty),
                    None => value = Some(v.ty),
                }
                entries.push((k, Some(v)));
            }
        }
        // `new Map()` with nothing to infer from: a `Map<any, any>`, as tsc
        // types it.
        let (key, value) = (key.unwrap_or(TypeId::ANY), value.unwrap_or(TypeId::ANY));
        self.check_key_type(key, span);
        self.check_value_type(value, span);
        let ty = self.types.intern(Type::Map(key, value));
        Expression {
            kind: ExpressionKind::NewCollection {
                entries,
                from: None,
                weak: false,
            },
            ty,
            span,
        }
    }

    pub(crate) fn collection_call(
        &mut self,
        method: CollectionMethod,
        arguments: Vec<Expression>,
        ty: TypeId,
        span: Span,
    ) -> Expression {
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Collection(method),
                arguments,
            },
            ty,
            span,
        }
    }

    /// A map's or a set's `keys()` or `values()` (the array a loop over
    /// its iterator would walk): the collection and which part. (A
    /// record's keys and values are arrays made at once, as
    /// `Object.keys` makes them.)
    pub(crate) fn collection_part_of(
        &self,
        value: Expression,
    ) -> std::result::Result<(Expression, CollectionPart), Expression> {
        match value.kind {
            ExpressionKind::Builtin {
                builtin:
                    Builtin::Collection(method @ (CollectionMethod::Keys | CollectionMethod::Values)),
                mut arguments,
            } if arguments.len() == 1
                && matches!(
                    self.types.get(arguments[0].ty),
                    Type::Map(..) | Type::Set(_)
                ) =>
            {
                let part = if method == CollectionMethod::Keys {
                    CollectionPart::Keys
                } else {
                    CollectionPart::Values
                };
                Ok((arguments.remove(0), part))
            }
            kind => Err(Expression { kind, ..value }),
        }
    }

    /// `collection.method(arguments)` on a map or a set.
    pub(crate) fn check_collection_method(
        &mut self,
        collection: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let (key, value, is_map) = match self.types.get(collection.ty).clone() {
            Type::Map(key, value) => (key, value, true),
            Type::Set(element) => (element, element, false),
            _ => {
                let shown = self.types.display(collection.ty).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("the method '{method}' of a '{shown}'"),
                ));
                return Self::poison(span);
            }
        };
        let collection_type = collection.ty;
        let (method_kind, parameters, result): (CollectionMethod, Vec<TypeId>, TypeId) =
            match (method, is_map) {
                ("get", true) => (CollectionMethod::Get, vec![key], value),
                ("set", true) => (CollectionMethod::Set, vec![key, value], collection_type),
                ("add", false) => (CollectionMethod::Add, vec![key], collection_type),
                ("has", _) => (CollectionMethod::Has, vec![key], TypeId::BOOLEAN),
                ("delete", _) => (CollectionMethod::Delete, vec![key], TypeId::BOOLEAN),
                ("clear", _) => (CollectionMethod::Clear, vec![], TypeId::VOID),
                ("keys", _) => (CollectionMethod::Keys, vec![], self.array_of(key)),
                ("values", true) => (CollectionMethod::Values, vec![], self.array_of(value)),
                ("values", false) => (CollectionMethod::Keys, vec![], self.array_of(key)),
                // A set's entries: each element twice.
                ("entries", _) => {
                    let tuple = self.types.intern(Type::Tuple(vec![key, value]));
                    (CollectionMethod::Entries, vec![], self.array_of(tuple))
                }
                ("forEach", _) => {
                    let Some(callback) = arguments.first() else {
                        self.argument_count_error(span, 1, 0);
                        return Self::poison(span);
                    };
                    if arguments.len() != 1 {
                        self.argument_count_error(span, 1, arguments.len());
                        return Self::poison(span);
                    }
                    let callback = self.check_callback(
                        &callback.expr,
                        vec![value, key, collection_type],
                        None,
                    );
                    return self.collection_call(
                        CollectionMethod::ForEach,
                        vec![collection, callback],
                        TypeId::VOID,
                        span,
                    );
                }
                _ => {
                    let shown = self.types.display(collection_type).to_string();
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("the method '{method}' of a '{shown}'"),
                    ));
                    return Self::poison(span);
                }
            };
        if arguments.len() != parameters.len() {
            self.argument_count_error(span, parameters.len(), arguments.len());
            return Self::poison(span);
        }
        let mut values = vec![collection];
        for (argument, ty) in arguments.iter().zip(parameters) {
            if let Some(spread) = argument.spread {
                self.error(Diagnostic::unsupported(
                    self.span(spread),
                    "a spread argument",
                ));
            }
            let value = self.check_expecting(&argument.expr, Some(ty));
            let value = self.assign_to(value, ty);
            values.push(value);
        }
        let label = match (self.types.get(values[0].ty), method) {
            (crate::types::Type::Map(..), "entries") => {
                super::generators::IteratorLabel::MapEntries
            }
            (crate::types::Type::Map(..), _) => super::generators::IteratorLabel::Map,
            (_, "entries") => super::generators::IteratorLabel::SetEntries,
            _ => super::generators::IteratorLabel::Set,
        };
        let call = self.collection_call(method_kind, values, result, span);
        if matches!(method, "keys" | "values" | "entries") {
            return self.iterator_over_copy(call, label);
        }
        // `map.get(key)` of a boolean is tsc's `boolean | undefined`.
        if method_kind == CollectionMethod::Get {
            return self.observed(call);
        }
        call
    }

    /// `collection.size`.
    pub(crate) fn check_collection_size(
        &mut self,
        collection: Expression,
        span: Span,
    ) -> Expression {
        self.collection_call(
            CollectionMethod::Size,
            vec![collection],
            TypeId::NUMBER,
            span,
        )
    }

    /// `record[key]` (and `record.key`): the value, or `undefined`'s
    /// representation when the key is missing.
    pub(crate) fn record_get(
        &mut self,
        record: Expression,
        key: Expression,
        span: Span,
    ) -> Expression {
        let Type::Record(value) = self.types.get(record.ty).clone() else {
            return Self::poison(span);
        };
        let key = self.record_key(key);
        self.collection_call(CollectionMethod::Get, vec![record, key], value, span)
    }

    /// A record key: a string, or a number as its string.
    fn record_key(&mut self, key: Expression) -> Expression {
        if key.ty == TypeId::NUMBER {
            return self.stringify(key);
        }
        self.assign_to(key, TypeId::STRING)
    }

    /// `record[key] = value`, `op=`, `++`: the record and key are evaluated
    /// once.
    pub(crate) fn record_set(
        &mut self,
        record: Expression,
        key: Expression,
        change: super::classes::FieldChange<'a>,
        span: Span,
    ) -> Expression {
        let Type::Record(value_type) = self.types.get(record.ty).clone() else {
            return Self::poison(span);
        };
        let key = self.record_key(key);
        let Some(change) = self.check_change(change, value_type, span) else {
            return Self::poison(span);
        };
        if let crate::hir::ArrayChange::Assign(value) = change {
            let value = *value;
            // The assignment's value is the value assigned: kept in a
            // hidden variable so it is evaluated once.
            let hidden = self.hidden_temporary(value_type, span);
            let store = Expression {
                kind: ExpressionKind::Assign {
                    target: hidden,
                    value: Box::new(value),
                },
                ty: value_type,
                span,
            };
            let record_type = record.ty;
            let set = self.collection_call(
                CollectionMethod::Set,
                vec![record, key, store],
                record_type,
                span,
            );
            return Expression {
                kind: ExpressionKind::Sequence(vec![
                    set,
                    Expression {
                        kind: ExpressionKind::Variable(hidden),
                        ty: value_type,
                        span,
                    },
                ]),
                ty: value_type,
                span,
            };
        }
        // `record[k] op= v`: read, combine, write back, through hidden
        // variables for the record and the key.
        let record_type = record.ty;
        let record_variable = self.hidden_temporary(record_type, span);
        let key_variable = self.hidden_temporary(TypeId::STRING, span);
        let read_record = || Expression {
            kind: ExpressionKind::Variable(record_variable),
            ty: record_type,
            span,
        };
        let read_key = || Expression {
            kind: ExpressionKind::Variable(key_variable),
            ty: TypeId::STRING,
            span,
        };
        let store_record = Expression {
            kind: ExpressionKind::Assign {
                target: record_variable,
                value: Box::new(record),
            },
            ty: record_type,
            span,
        };
        let store_key = Expression {
            kind: ExpressionKind::Assign {
                target: key_variable,
                value: Box::new(key),
            },
            ty: TypeId::STRING,
            span,
        };
        let old = self.collection_call(
            CollectionMethod::Get,
            vec![read_record(), read_key()],
            value_type,
            span,
        );
        let result_variable = self.hidden_temporary(value_type, span);
        let (new_value, result) = match change {
            crate::hir::ArrayChange::Compound { operator, value } => {
                let combined = Expression {
                    kind: ExpressionKind::Binary {
                        operator,
                        left: Box::new(old),
                        right: value,
                    },
                    ty: value_type,
                    span,
                };
                (combined, None)
            }
            crate::hir::ArrayChange::Update { increment, prefix } => {
                let one = Expression {
                    kind: ExpressionKind::Number(1.0),
                    ty: TypeId::NUMBER,
                    span,
                };
                let keep_old = Expression {
                    kind: ExpressionKind::Assign {
                        target: result_variable,
                        value: Box::new(old),
                    },
                    ty: TypeId::NUMBER,
                    span,
                };
                let combined = Expression {
                    kind: ExpressionKind::Binary {
                        operator: if increment {
                            crate::hir::BinaryOperator::Add
                        } else {
                            crate::hir::BinaryOperator::Subtract
                        },
                        left: Box::new(keep_old),
                        right: Box::new(one),
                    },
                    ty: TypeId::NUMBER,
                    span,
                };
                (combined, Some(!prefix))
            }
            crate::hir::ArrayChange::Assign(_) => unreachable!("handled above"),
        };
        // `record[k] += s` on strings: set to the concatenation itself, so
        // codegen's concat-move appends to the entry in place; the
        // expression's value is the entry read back.
        if let ExpressionKind::Binary {
            operator: crate::hir::BinaryOperator::Concat,
            ..
        } = new_value.kind
        {
            let set = self.collection_call(
                CollectionMethod::Set,
                vec![read_record(), read_key(), new_value],
                record_type,
                span,
            );
            let read_back = self.collection_call(
                CollectionMethod::Get,
                vec![read_record(), read_key()],
                value_type,
                span,
            );
            return Expression {
                kind: ExpressionKind::Sequence(vec![store_record, store_key, set, read_back]),
                ty: value_type,
                span,
            };
        }
        let store_new = if result == Some(true) {
            // Postfix: the result is the old value, already kept.
            new_value
        } else {
            Expression {
                kind: ExpressionKind::Assign {
                    target: result_variable,
                    value: Box::new(new_value),
                },
                ty: value_type,
                span,
            }
        };
        let set = self.collection_call(
            CollectionMethod::Set,
            vec![read_record(), read_key(), store_new],
            record_type,
            span,
        );
        Expression {
            kind: ExpressionKind::Sequence(vec![
                store_record,
                store_key,
                set,
                Expression {
                    kind: ExpressionKind::Variable(result_variable),
                    ty: value_type,
                    span,
                },
            ]),
            ty: value_type,
            span,
        }
    }

    /// `key in record`.
    pub(crate) fn record_has(
        &mut self,
        key: Expression,
        record: Expression,
        span: Span,
    ) -> Expression {
        let key = self.record_key(key);
        self.collection_call(
            CollectionMethod::Has,
            vec![record, key],
            TypeId::BOOLEAN,
            span,
        )
    }

    /// `delete record[key]`: always true.
    pub(crate) fn record_delete(
        &mut self,
        record: Expression,
        key: Expression,
        span: Span,
    ) -> Expression {
        let key = self.record_key(key);
        let delete = self.collection_call(
            CollectionMethod::Delete,
            vec![record, key],
            TypeId::BOOLEAN,
            span,
        );
        Expression {
            kind: ExpressionKind::Sequence(vec![
                delete,
                Expression {
                    kind: ExpressionKind::Boolean(true),
                    ty: TypeId::BOOLEAN,
                    span,
                },
            ]),
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// An object literal where a record is wanted: a new record with the
    /// properties as entries.
    pub(crate) fn check_record_literal(
        &mut self,
        literal: &'a ast::ObjectLit,
        record_type: TypeId,
        span: Span,
    ) -> Expression {
        let Type::Record(value_type) = self.types.get(record_type).clone() else {
            return Self::poison(span);
        };
        let mut entries = Vec::new();
        // Each spread source, after the entries before it.
        let mut spreads: Vec<(usize, Expression)> = Vec::new();
        for property in &literal.props {
            let property_span = self.span(property.span());
            let (key, value) = match property {
                ast::PropOrSpread::Prop(property) => match &**property {
                    ast::Prop::KeyValue(pair) => {
                        let key = match &pair.key {
                            ast::PropName::Ident(name) => name.sym.to_string(),
                            ast::PropName::Str(text) => text.value.to_string_lossy().to_string(),
                            ast::PropName::Num(number) => {
                                let value = Expression {
                                    kind: ExpressionKind::Number(number.value),
                                    ty: TypeId::NUMBER,
                                    span: property_span,
                                };
                                let text = self.stringify(value);
                                let value = self.check_expecting(&pair.value, Some(value_type));
                                let value = self.assign_to(value, value_type);
                                entries.push((text, Some(value)));
                                continue;
                            }
                            // `[State.Idle]: ...`, `[name]: ...`: the key's
                            // string, evaluated in order.
                            ast::PropName::Computed(computed) => {
                                let key = self.check_expression(&computed.expr);
                                if !self.is_stringable(key.ty) {
                                    self.error(Diagnostic::unsupported(
                                        property_span,
                                        "this computed key in a record literal",
                                    ));
                                    continue;
                                }
                                let text = self.stringify(key);
                                let value = self.check_expecting(&pair.value, Some(value_type));
                                let value = self.assign_to(value, value_type);
                                entries.push((text, Some(value)));
                                continue;
                            }
                            _ => {
                                self.error(Diagnostic::unsupported(
                                    property_span,
                                    "a computed key in a record literal",
                                ));
                                continue;
                            }
                        };
                        let value = self.check_expecting(&pair.value, Some(value_type));
                        (key, value)
                    }
                    ast::Prop::Shorthand(name) => {
                        let value = self.check_identifier(name, property_span);
                        (name.sym.to_string(), value)
                    }
                    _ => {
                        self.error(Diagnostic::unsupported(
                            property_span,
                            "this property in a record literal",
                        ));
                        continue;
                    }
                },
                // `{ ...acc, [key]: value }`: the entries of a record of
                // this type (or of nothing, when it is `undefined`).
                ast::PropOrSpread::Spread(spread) => {
                    let source = self.check_expecting(&spread.expr, Some(record_type));
                    let record = self.types.non_null(source.ty).unwrap_or(source.ty);
                    if record != record_type {
                        self.error(Diagnostic::unsupported(
                            property_span,
                            "a spread in a record literal of anything but a record of its type",
                        ));
                        continue;
                    }
                    spreads.push((entries.len(), source));
                    continue;
                }
            };
            let value = self.assign_to(value, value_type);
            let key = Expression {
                kind: ExpressionKind::String(key.encode_utf16().collect()),
                ty: TypeId::STRING,
                span: property_span,
            };
            entries.push((key, Some(value)));
        }
        self.record_with_spreads(record_type, entries, spreads, span)
    }

    /// A record of `record_type` with `entries` (keys and values, checked)
    /// and the records `spreads` (each after the entries before it, at the
    /// position given), made in the literal's order.
    pub(crate) fn record_with_spreads(
        &mut self,
        record_type: TypeId,
        mut entries: Vec<(Expression, Option<Expression>)>,
        spreads: Vec<(usize, Expression)>,
        span: Span,
    ) -> Expression {
        // The entries before the first spread make the record; the rest
        // are set on it in order, each spread's entries among them.
        let first = spreads.first().map_or(entries.len(), |(at, _)| *at);
        let mut rest = entries.split_off(first);
        let made = Expression {
            kind: ExpressionKind::NewCollection {
                entries,
                from: None,
                weak: false,
            },
            ty: record_type,
            span,
        };
        if spreads.is_empty() {
            return made;
        }
        let (store, record) = self.hold(made);
        let read = || Expression {
            kind: ExpressionKind::Variable(record),
            ty: record_type,
            span,
        };
        let mut steps = vec![store];
        let mut spreads = spreads.into_iter().peekable();
        let mut position = first;
        let mut rest = rest.drain(..);
        loop {
            while let Some((_, source)) = spreads.next_if(|(at, _)| *at == position) {
                steps.push(self.collection_call(
                    CollectionMethod::Assign,
                    vec![read(), source],
                    record_type,
                    span,
                ));
            }
            let Some((key, value)) = rest.next() else {
                break;
            };
            let mut arguments = vec![read(), key];
            arguments.extend(value);
            steps.push(self.collection_call(CollectionMethod::Set, arguments, record_type, span));
            position += 1;
        }
        steps.push(read());
        Expression {
            kind: ExpressionKind::Sequence(steps),
            ty: record_type,
            span,
        }
    }

    /// `Object.keys(x)`, `Object.values(x)` for a record (or `None` for
    /// other arguments).
    /// SameValue of two numbers: `a === b && (a !== 0 || 1 / a === 1 / b)`,
    /// or both `NaN`; each evaluated once.
    fn same_value_numbers(
        &mut self,
        left: Expression,
        right: Expression,
        span: Span,
    ) -> Expression {
        use ast::BinaryOp as Op;
        let mut stores = Vec::new();
        let mut reads = Vec::new();
        for value in [left, right] {
            let (store, hidden) = self.hold(value);
            stores.push(store);
            reads.push(hidden);
        }
        let read = |variable: Variable| Expression {
            kind: ExpressionKind::Variable(variable),
            ty: TypeId::NUMBER,
            span,
        };
        let (a, b) = (reads[0], reads[1]);
        let logical = |operator, left: Expression, right: Expression| Expression {
            kind: ExpressionKind::Logical {
                operator,
                left: Box::new(left),
                right: Box::new(right),
            },
            ty: TypeId::BOOLEAN,
            span,
        };
        let equal = self.binary(Op::EqEqEq, read(a), read(b), span);
        let zero = self.number_expression(0.0, span);
        let nonzero = self.binary(Op::NotEqEq, read(a), zero, span);
        let one = self.number_expression(1.0, span);
        let inverse_a = self.binary(Op::Div, one, read(a), span);
        let one = self.number_expression(1.0, span);
        let inverse_b = self.binary(Op::Div, one, read(b), span);
        let same_sign = self.binary(Op::EqEqEq, inverse_a, inverse_b, span);
        let signed = logical(crate::hir::LogicalOperator::Or, nonzero, same_sign);
        let same = logical(crate::hir::LogicalOperator::And, equal, signed);
        let a_nan = self.binary(Op::NotEqEq, read(a), read(a), span);
        let b_nan = self.binary(Op::NotEqEq, read(b), read(b), span);
        let both_nan = logical(crate::hir::LogicalOperator::And, a_nan, b_nan);
        let answer = logical(crate::hir::LogicalOperator::Or, same, both_nan);
        stores.push(answer);
        Expression {
            kind: ExpressionKind::Sequence(stores),
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `Object.assign(target, ...sources)` onto an existing value: each
    /// source's own enumerable properties set on the target in order, as
    /// through an `any` (fields keep their types, checked; a function or
    /// an `any` may gain properties). The result is the target, of its own
    /// type, or an `any` when the sources give a function properties its
    /// type lacks (tsc's intersection). Refused when they would add
    /// properties to an object of a fixed shape.
    fn object_assign(&mut self, arguments: &'a [ast::ExprOrSpread], span: Span) -> Expression {
        let target = self.check_expression(&arguments[0].expr);
        let sources: Vec<Expression> = arguments[1..]
            .iter()
            .map(|argument| self.check_expression(&argument.expr))
            .collect();
        if target.ty == TypeId::NEVER || sources.iter().any(|source| source.ty == TypeId::NEVER) {
            return Self::poison(span);
        }
        let target_type = target.ty;
        let inner = self.types.non_null(target_type).unwrap_or(target_type);
        // The properties the sources are known to have that the target's
        // type lacks.
        let mut extra: Vec<String> = Vec::new();
        let fixed = self.types.object(inner).is_some() || self.types.class(inner).is_some();
        let function = matches!(self.types.get(inner), Type::Function(_));
        for source in sources.iter().filter(|_| fixed || function) {
            let source_type = self.types.non_null(source.ty).unwrap_or(source.ty);
            let names: Vec<String> = if let Some(shape) = self.types.object(source_type) {
                shape
                    .properties
                    .iter()
                    .map(|property| property.name.clone())
                    .collect()
            } else if let Some(class) = self.types.class(source_type) {
                self.classes[class.index()]
                    .fields
                    .iter()
                    .map(|(name, _)| name.clone())
                    .filter(|name| !super::classes::is_hidden(name))
                    .collect()
            } else {
                Vec::new()
            };
            extra.extend(
                names
                    .into_iter()
                    .filter(|name| self.member_type(inner, name).is_none()),
            );
        }
        let result_type = if self.types.is_dynamic(target_type) {
            target_type
        } else if function {
            if extra.is_empty() {
                target_type
            } else {
                TypeId::ANY
            }
        } else if self.types.object(inner).is_some()
            || self.types.class(inner).is_some()
            || matches!(self.types.get(inner), Type::Record(_))
        {
            if let Some(name) = extra.first() {
                self.error(Diagnostic::unsupported(
                    span,
                    format!(
                        "'Object.assign' giving a '{}' the property '{name}', which its type \
                         does not have,",
                        self.types.display(target_type)
                    ),
                ));
                return Self::poison(span);
            }
            target_type
        } else {
            self.error(Diagnostic::unsupported(
                span,
                format!(
                    "'Object.assign' onto a '{}'",
                    self.types.display(target_type)
                ),
            ));
            return Self::poison(span);
        };
        self.dynamic_calls.set(true);
        let held = self.temporary_local(target_type, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(held),
            ty: target_type,
            span,
        };
        let mut steps = vec![Expression {
            kind: ExpressionKind::Assign {
                target: held,
                value: Box::new(target),
            },
            ty: target_type,
            span,
        }];
        for source in sources {
            let boxed_target = self.represent_as(read(), TypeId::ANY);
            let source = self.represent_as(source, TypeId::ANY);
            steps.push(self.any_call(
                crate::hir::AnyOperation::SpreadInto,
                vec![boxed_target, source],
                TypeId::VOID,
                span,
            ));
        }
        steps.push(self.represent_as(read(), result_type));
        Expression {
            kind: ExpressionKind::Sequence(steps),
            ty: result_type,
            span,
        }
    }

    /// `Object.preventExtensions(value)` (level 1), `Object.seal` (2) or
    /// `Object.freeze` (3): the value, after the runtime raised its level.
    /// Arrays and tuples have fixed-shape writes the runtime does not
    /// model short of freezing (see the runtime's `integrity`), and a
    /// tuple's element writes are not checked: a tuple can only be frozen
    /// as a new literal, which nothing else refers to.
    fn change_integrity(
        &mut self,
        method: &str,
        level: u8,
        argument: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        let value = self.check_expression(argument);
        if value.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let base = self.types.non_null(value.ty).unwrap_or(value.ty);
        let literal = matches!(
            match argument.unwrap_parens() {
                ast::Expr::TsConstAssertion(constant) => constant.expr.unwrap_parens(),
                other => other,
            },
            ast::Expr::Array(_)
        );
        let refused = match self.types.get(base) {
            Type::Array(_) if level != 3 => Some("an array"),
            Type::Tuple(_) if level != 3 || !literal => Some("a tuple other than a new literal"),
            _ => None,
        };
        if let Some(what) = refused {
            self.error(Diagnostic::unsupported(
                span,
                format!("'Object.{method}' of {what}"),
            ));
            return Self::poison(span);
        }
        self.integrity = true;
        let ty = value.ty;
        let held = self.temporary_local(ty, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(held),
            ty,
            span,
        };
        let assign = Expression {
            kind: ExpressionKind::Assign {
                target: held,
                value: Box::new(value),
            },
            ty,
            span,
        };
        let boxed = self.represent_as(read(), TypeId::ANY);
        let raise = self.any_call(
            crate::hir::AnyOperation::Integrity(level),
            vec![boxed],
            TypeId::VOID,
            span,
        );
        Expression {
            kind: ExpressionKind::Sequence(vec![assign, raise, read()]),
            ty,
            span,
        }
    }

    pub(crate) fn check_object_function(
        &mut self,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Expression> {
        // `Object.assign({ ... }, a, b)` with an object literal as the
        // target: a new object of the target's properties and then each
        // source's, as `{ ...target, ...a, ...b }` makes it.
        if method == "assign"
            && arguments.len() >= 2
            && arguments.iter().all(|argument| argument.spread.is_none())
            && let ast::Expr::Object(target) = &*arguments[0].expr
        {
            let mut props = target.props.clone();
            for source in &arguments[1..] {
                props.push(ast::PropOrSpread::Spread(ast::SpreadElement {
                    dot3_token: source.expr.span(),
                    expr: source.expr.clone(),
                }));
            }
            // Leaked: the checker borrows syntax for the whole compilation.
            let merged: &'static ast::Expr =
                Box::leak(Box::new(ast::Expr::Object(ast::ObjectLit {
                    span: target.span,
                    props,
                })));
            return Some(self.check_expression(merged));
        }
        if method == "assign"
            && !arguments.is_empty()
            && arguments.iter().all(|argument| argument.spread.is_none())
        {
            return Some(self.object_assign(arguments, span));
        }
        // `Object.preventExtensions`, `Object.seal`, `Object.freeze`: the
        // value, its integrity level raised at run time (the runtime's
        // `integrity`); the program's writes are then checked against it.
        let level = match method {
            "preventExtensions" => Some(1),
            "seal" => Some(2),
            "freeze" => Some(3),
            _ => None,
        };
        if let Some(level) = level
            && arguments.len() == 1
            && arguments[0].spread.is_none()
        {
            return Some(self.change_integrity(method, level, &arguments[0].expr, span));
        }
        let question = match method {
            "isFrozen" => Some(0),
            "isSealed" => Some(1),
            "isExtensible" => Some(2),
            _ => None,
        };
        if let Some(question) = question
            && arguments.len() == 1
            && arguments[0].spread.is_none()
        {
            let value = self.check_expression(&arguments[0].expr);
            if value.ty == TypeId::NEVER {
                return Some(Self::poison(span));
            }
            let boxed = self.represent_as(value, TypeId::ANY);
            return Some(self.any_call(
                crate::hir::AnyOperation::IntegrityTest(question),
                vec![boxed],
                TypeId::BOOLEAN,
                span,
            ));
        }
        // `Object.getOwnPropertyNames(value)` of an object, a class instance
        // (not an error: its `stack` and `message` are own properties) or a
        // record: its keys, as they have no other own properties.
        if method == "getOwnPropertyNames" && arguments.len() == 1 && arguments[0].spread.is_none()
        {
            let value = self.check_expression(&arguments[0].expr);
            if value.ty == TypeId::NEVER {
                return Some(Self::poison(span));
            }
            let base = self.types.non_null(value.ty).unwrap_or(value.ty);
            let error = self.types.class(base).is_some_and(|class| {
                matches!(self.lookup("Error"), Some(super::scope::Binding::Class(error))
                    if self.derives_from(class, error))
            });
            if let Type::Record(_) = self.types.get(base) {
                let ty = self.array_of(TypeId::STRING);
                return Some(self.collection_call(CollectionMethod::Keys, vec![value], ty, span));
            }
            if !error && (self.types.object(base).is_some() || self.types.class(base).is_some()) {
                return Some(self.object_own_parts("keys", value, span));
            }
            let shown = self.types.display(value.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("'Object.getOwnPropertyNames' of a '{shown}'"),
            ));
            return Some(Self::poison(span));
        }
        // `Object.is(a, b)`: SameValue (`NaN` is itself, `0` is not `-0`);
        // `===` for values of one other type.
        if method == "is" && arguments.len() == 2 {
            let left = self.check_expression(&arguments[0].expr);
            let right = self.check_expression(&arguments[1].expr);
            if left.ty == TypeId::NEVER || right.ty == TypeId::NEVER {
                return Some(Self::poison(span));
            }
            if left.ty == TypeId::NUMBER && right.ty == TypeId::NUMBER {
                return Some(self.same_value_numbers(left, right, span));
            }
            if left.ty == right.ty && !self.types.is_dynamic(left.ty) {
                return Some(self.binary(ast::BinaryOp::EqEqEq, left, right, span));
            }
            // Values of different types: compared as boxes.
            let boxed = |value: Expression| {
                if self.types.is_dynamic(value.ty) {
                    value
                } else {
                    Self::boxed(value)
                }
            };
            return Some(Expression {
                kind: ExpressionKind::DynamicEquals {
                    left: Box::new(boxed(left)),
                    right: Box::new(boxed(right)),
                    equality: crate::hir::Equality::SameValue,
                },
                ty: TypeId::BOOLEAN,
                span,
            });
        }
        if method == "fromEntries" && arguments.len() == 1 {
            // `Object.fromEntries(pairs)`: a record from `[string, V]`
            // tuples.
            let source = self.check_expression(&arguments[0].expr);
            // `Object.fromEntries(map)`: the map's `[key, value]` entries.
            let source = if let Type::Map(key, value) = self.types.get(source.ty).clone() {
                let tuple = self.types.intern(Type::Tuple(vec![key, value]));
                let array = self.array_of(tuple);
                self.collection_call(CollectionMethod::Entries, vec![source], array, span)
            } else {
                source
            };
            let pair = self
                .types
                .element(source.ty)
                .and_then(|element| self.types.tuple(element).map(<[TypeId]>::to_vec));
            return Some(match pair.as_deref() {
                Some(&[TypeId::STRING, value]) => {
                    let ty = self.types.intern(Type::Record(value));
                    Expression {
                        kind: ExpressionKind::NewCollection {
                            entries: Vec::new(),
                            from: Some(Box::new(source)),
                            weak: false,
                        },
                        ty,
                        span,
                    }
                }
                // Pairs written as arrays (`[key, value]` inferred as
                // `string[]`): an `any`, as tsc types it, holding a record
                // of each pair's first element (as a string) and second.
                _ if self
                    .types
                    .element(source.ty)
                    .and_then(|element| self.types.element(element))
                    .is_some() =>
                {
                    self.any_call(AnyOperation::FromPairs, vec![source], TypeId::ANY, span)
                }
                _ if source.ty == TypeId::NEVER => Self::poison(span),
                _ => {
                    let shown = self.types.display(source.ty).to_string();
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("'Object.fromEntries' of a '{shown}'"),
                    ));
                    Self::poison(span)
                }
            });
        }
        if !matches!(method, "keys" | "values" | "entries") || arguments.len() != 1 {
            return None;
        }
        // `Object.keys/values/entries(Color)` of an enum: the enum object's
        // own properties, as constants: each member, and each numeric
        // member's value keying its name (the reverse mapping), integer
        // keys first as JavaScript orders them.
        if let Some(index) = self.enum_named(&arguments[0].expr) {
            use super::enums::EnumValue;
            let members = self.enums[index as usize].members.clone();
            let mut properties: Vec<(String, EnumValue)> = Vec::new();
            let mut put = |key: String, value: EnumValue| match properties
                .iter_mut()
                .find(|(known, _)| *known == key)
            {
                Some(known) => known.1 = value,
                None => properties.push((key, value)),
            };
            for (member, value) in members {
                match value {
                    EnumValue::Number(number) => {
                        put(member.clone(), EnumValue::Number(number));
                        put(
                            super::objects::number_key(number),
                            EnumValue::String(member.encode_utf16().collect()),
                        );
                    }
                    EnumValue::String(units) => put(member, EnumValue::String(units)),
                }
            }
            let index_of = |key: &str| {
                key.parse::<u32>()
                    .ok()
                    .filter(|&index| index != u32::MAX && index.to_string() == key)
            };
            properties.sort_by_key(|(key, _)| match index_of(key) {
                Some(index) => (0, index),
                None => (1, 0),
            });
            let numbers = properties
                .iter()
                .any(|(_, value)| matches!(value, EnumValue::Number(_)));
            let texts = properties
                .iter()
                .any(|(_, value)| matches!(value, EnumValue::String(_)));
            let held = match (numbers, texts) {
                (true, true) => self
                    .union_of(&[TypeId::NUMBER, TypeId::STRING])
                    .unwrap_or(TypeId::ANY),
                (true, false) => TypeId::NUMBER,
                _ => TypeId::STRING,
            };
            let text = |units: Vec<u16>| Expression {
                kind: ExpressionKind::String(units),
                ty: TypeId::STRING,
                span,
            };
            let mut values = Vec::new();
            for (_, value) in &properties {
                let value = match value {
                    EnumValue::Number(number) => self.number_expression(*number, span),
                    EnumValue::String(units) => text(units.clone()),
                };
                values.push(self.represent_as(value, held));
            }
            let keys = properties
                .iter()
                .map(|(key, _)| text(key.encode_utf16().collect()));
            let (elements, element): (Vec<Expression>, TypeId) = match method {
                "keys" => (keys.collect(), TypeId::STRING),
                "values" => (values, held),
                _ => {
                    let tuple = self.types.intern(Type::Tuple(vec![TypeId::STRING, held]));
                    (
                        keys.zip(values)
                            .map(|(key, value)| Expression {
                                kind: ExpressionKind::TupleLiteral(vec![key, value]),
                                ty: tuple,
                                span,
                            })
                            .collect(),
                        tuple,
                    )
                }
            };
            let ty = self.array_of(element);
            return Some(Expression {
                kind: ExpressionKind::ArrayLiteral(elements),
                ty,
                span,
            });
        }
        let value = self.check_expression(&arguments[0].expr);
        match self.types.get(value.ty).clone() {
            Type::Record(element) => {
                let (method, element) = match method {
                    "keys" => (CollectionMethod::Keys, TypeId::STRING),
                    "values" => (CollectionMethod::Values, element),
                    _ => (
                        CollectionMethod::Entries,
                        self.types
                            .intern(Type::Tuple(vec![TypeId::STRING, element])),
                    ),
                };
                let ty = self.array_of(element);
                Some(self.collection_call(method, vec![value], ty, span))
            }
            _ if value.ty == TypeId::NEVER => Some(Self::poison(span)),
            // An `any` (or an `unknown` or union tsc has narrowed to an
            // object, a box as well): found at run time.
            _ if self.types.is_dynamic(value.ty) => {
                let value = Expression {
                    ty: TypeId::ANY,
                    ..value
                };
                let for_in = self
                    .for_in_sources
                    .contains(&swc_common::Spanned::span(&*arguments[0].expr).lo);
                let (which, element) = match method {
                    "keys" if for_in => (3, TypeId::STRING),
                    "keys" => (0, TypeId::STRING),
                    "values" => (1, TypeId::ANY),
                    _ => (
                        2,
                        self.types
                            .intern(Type::Tuple(vec![TypeId::STRING, TypeId::ANY])),
                    ),
                };
                let ty = self.array_of(element);
                Some(self.any_call(AnyOperation::ObjectParts(which), vec![value], ty, span))
            }
            // An object: its own fields, in order.
            _ if self
                .types
                .is_object(self.types.non_null(value.ty).unwrap_or(value.ty)) =>
            {
                Some(self.object_own_parts(method, value, span))
            }
            _ => {
                let shown = self.types.display(value.ty).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'Object.{method}' of a '{shown}'"),
                ));
                Some(Self::poison(span))
            }
        }
    }

    /// `Object.keys/values/entries(value)` of an object or class
    /// instance: its own properties in order (values of different types
    /// in boxes).
    pub(crate) fn object_own_parts(
        &mut self,
        method: &str,
        value: Expression,
        span: Span,
    ) -> Expression {
        let base = self.types.non_null(value.ty).unwrap_or(value.ty);
        if method == "keys" {
            let ty = self.array_of(TypeId::STRING);
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: crate::hir::Builtin::ObjectKeys,
                    arguments: vec![value],
                },
                ty,
                span,
            };
        }
        // Properties of different types: each value in a box, as
        // an `any`'s are found (tsc's `any` or union of them).
        let Some(element) = self.uniform_field_type(base) else {
            // Their union when it is a box (tsc infers it for an object
            // literal's type), else `any`.
            let held = self
                .field_types(base)
                .and_then(|types| self.union_of(&types))
                .filter(|&union| matches!(self.types.get(union), Type::Union(_)))
                .unwrap_or(TypeId::ANY);
            let (which, element) = match method {
                "values" => (1, held),
                _ => (
                    2,
                    self.types.intern(Type::Tuple(vec![TypeId::STRING, held])),
                ),
            };
            let ty = self.array_of(element);
            let value = self.represent_as(value, TypeId::ANY);
            return self.any_call(AnyOperation::ObjectParts(which), vec![value], ty, span);
        };
        let (builtin, element) = if method == "values" {
            (crate::hir::Builtin::ObjectValues, element)
        } else {
            let tuple = self
                .types
                .intern(Type::Tuple(vec![TypeId::STRING, element]));
            (crate::hir::Builtin::ObjectEntries, tuple)
        };
        let ty = self.array_of(element);
        Expression {
            kind: ExpressionKind::Builtin {
                builtin,
                arguments: vec![value],
            },
            ty,
            span,
        }
    }

    /// The one type every data property of an object type has, if they
    /// share one.
    pub(crate) fn uniform_field_type(&self, ty: TypeId) -> Option<TypeId> {
        let types = self.field_types(ty)?;
        let first = *types.first()?;
        types.iter().all(|&ty| ty == first).then_some(first)
    }

    /// The types of the data properties of an object type or class
    /// instance, in order.
    fn field_types(&self, ty: TypeId) -> Option<Vec<TypeId>> {
        Some(match self.types.get(ty) {
            Type::Object(_) => self
                .types
                .object(ty)?
                .properties
                .iter()
                .filter(|property| !property.method)
                .map(|property| property.ty)
                .collect(),
            // A method replaced on an instance is one of its properties.
            Type::Class { id, .. } => self.classes[id.index()]
                .fields
                .iter()
                .filter(|(name, _)| {
                    !super::classes::is_hidden(name) || super::classes::is_own_method_field(name)
                })
                .map(|(_, ty)| *ty)
                .collect(),
            _ => return None,
        })
    }

    /// `for (const [k, v] of map)`, `for (const x of set)`, and
    /// `for (const [k, v] of Object.entries(record))`: a loop over the live
    /// entries with a cursor.
    pub(crate) fn check_collection_loop(
        &mut self,
        collection: Expression,
        pattern: &'a ast::Pat,
        mutable: bool,
        body_statement: &'a ast::Stmt,
        labels: Vec<String>,
        part: CollectionPart,
        out: &mut Vec<Statement>,
    ) {
        let span = collection.span;
        let collection_type = collection.ty;
        let (key_type, value_type, pairs) = match self.types.get(collection_type).clone() {
            Type::Map(key, value) => (key, value, true),
            Type::Record(value) => (TypeId::STRING, value, true),
            Type::Set(element) => (element, element, false),
            _ => return,
        };
        // `map.keys()` binds the key alone, `map.values()` the value.
        // A set's entries are `[value, value]`.
        let is_set = !pairs;
        let (pairs, bound_is_value, bound_type) = match part {
            CollectionPart::Iteration => (pairs, false, key_type),
            CollectionPart::Entries => (true, false, key_type),
            CollectionPart::Keys => (false, false, key_type),
            CollectionPart::Values if pairs => (false, true, value_type),
            CollectionPart::Values => (false, false, key_type),
        };
        self.current.push_scope();
        let mut statements = Vec::new();
        let source = self.declare_local("[collection]", collection_type, false, span);
        statements.push(Statement::Let {
            local: source,
            value: Some(collection),
        });
        let cursor = self.declare_local("[cursor]", TypeId::NUMBER, true, span);
        self.current.locals[cursor.index()].assigned = true;
        self.current.locals[cursor.index()].writes += 1;
        statements.push(Statement::Let {
            local: cursor,
            value: Some(Expression {
                kind: ExpressionKind::Number(0.0),
                ty: TypeId::NUMBER,
                span,
            }),
        });
        let position = self.declare_local("[position]", TypeId::NUMBER, true, span);
        self.current.locals[position.index()].assigned = true;
        statements.push(Statement::Let {
            local: position,
            value: None,
        });
        let read = |variable, ty| Expression {
            kind: ExpressionKind::Variable(Variable::Local(variable)),
            ty,
            span,
        };
        let next = Expression {
            kind: ExpressionKind::CollectionNext {
                collection: Box::new(read(source, collection_type)),
                cursor,
            },
            ty: TypeId::NUMBER,
            span,
        };
        let advance = Expression {
            kind: ExpressionKind::Assign {
                target: Variable::Local(position),
                value: Box::new(next),
            },
            ty: TypeId::NUMBER,
            span,
        };
        let zero = Expression {
            kind: ExpressionKind::Number(0.0),
            ty: TypeId::NUMBER,
            span,
        };
        let condition = self.binary(ast::BinaryOp::GtEq, advance, zero, span);
        let entry = |value: bool, ty| Expression {
            kind: ExpressionKind::CollectionEntry {
                collection: Box::new(read(source, collection_type)),
                position: Box::new(read(position, TypeId::NUMBER)),
                value,
            },
            ty,
            span,
        };
        let (target, body) = self.with_loop_target(labels, |checker| {
            checker.current.push_scope();
            let mut body = crate::hir::Block::default();
            let use_ = super::destructuring::PatternUse::Declare {
                mutable,
                top_level: false,
            };
            match (pattern, pairs) {
                (ast::Pat::Array(array), true) => {
                    let mut parts = array.elems.iter();
                    if let Some(Some(key_pattern)) = parts.next() {
                        checker.declare_pattern(
                            key_pattern,
                            entry(false, key_type),
                            use_,
                            &mut body.statements,
                        );
                    }
                    if let Some(Some(value_pattern)) = parts.next() {
                        checker.declare_pattern(
                            value_pattern,
                            entry(!is_set, value_type),
                            use_,
                            &mut body.statements,
                        );
                    }
                }
                (_, false) => {
                    checker.declare_pattern(
                        pattern,
                        entry(bound_is_value, bound_type),
                        use_,
                        &mut body.statements,
                    );
                }
                // `for (const entry of map)`: each entry a new
                // `[key, value]` pair, as the map's iterator gives.
                (_, true) => {
                    let tuple = checker
                        .types
                        .intern(Type::Tuple(vec![key_type, value_type]));
                    let pair = Expression {
                        kind: ExpressionKind::TupleLiteral(vec![
                            entry(false, key_type),
                            entry(!is_set, value_type),
                        ]),
                        ty: tuple,
                        span,
                    };
                    checker.declare_pattern(pattern, pair, use_, &mut body.statements);
                }
            }
            match body_statement {
                ast::Stmt::Block(block) => {
                    checker.check_statements(&block.stmts, &mut body.statements)
                }
                other => checker.check_statement(other, &mut body.statements, false),
            }
            body.declared = checker.current.pop_scope();
            body
        });
        statements.push(Statement::While {
            target,
            condition,
            body,
            update: None,
            fresh: Vec::new(),
        });
        let declared = self.current.pop_scope();
        out.push(Statement::Block(crate::hir::Block {
            statements,
            declared,
        }));
    }

    /// `collection[key] = v` and friends: records only.
    pub(crate) fn collection_element_change(
        &mut self,
        collection: Expression,
        key: Expression,
        change: super::classes::FieldChange<'a>,
        span: Span,
    ) -> Expression {
        if !matches!(self.types.get(collection.ty), Type::Record(_)) {
            let shown = self.types.display(collection.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("indexing a '{shown}' (use get and set)"),
            ));
            return Self::poison(span);
        }
        self.record_set(collection, key, change, span)
    }
}

/// What a loop over a map or a set binds each time: what iterating it
/// gives (a map's `[key, value]`, a set's value), its `entries()` (a
/// set's are `[value, value]`), the key alone (`keys()`) or the value
/// alone (`values()`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum CollectionPart {
    /// What iterating the collection itself gives.
    Iteration,
    Entries,
    Keys,
    Values,
}

/// `WeakRef` and `FinalizationRegistry`, as classes of the prelude: a
/// reference counted program frees an object once nothing holds it, and a
/// `WeakRef` is one such holder, so `deref()` always finds its target; a
/// registry's callbacks never run (Node runs them, if ever, when its
/// collector decides, which a deterministic program cannot wait for).
pub(crate) const WEAK_REF_PRELUDE: &str = r#"
class WeakRef<T extends object> {
    readonly #target: T;
    constructor(target: T) {
        this.#target = target;
    }
    deref(): T | undefined {
        return this.#target;
    }
    get [Symbol.toStringTag](): string {
        return "WeakRef";
    }
}
class FinalizationRegistry<T> {
    #tokens: object[] = [];
    constructor(cleanupCallback: (heldValue: T) => void) {}
    register(target: object, heldValue: T, unregisterToken?: object): void {
        if (unregisterToken !== undefined) {
            this.#tokens.push(unregisterToken);
        }
    }
    unregister(unregisterToken: object): boolean {
        const before = this.#tokens.length;
        this.#tokens = this.#tokens.filter((token) => token !== unregisterToken);
        return this.#tokens.length < before;
    }
    get [Symbol.toStringTag](): string {
        return "FinalizationRegistry";
    }
}
"#;

/// Whether a program may use `WeakRef` or `FinalizationRegistry` (the
/// words appear in its text).
pub(crate) fn needs_weak_ref_prelude(text: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .any(|word| matches!(word, "WeakRef" | "FinalizationRegistry"))
}
