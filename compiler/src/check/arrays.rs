//! Arrays: literals, `new Array(n)`, indexing, element assignment, methods,
//! and `for ... of` over arrays and strings (desugared to index loops).

use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{
    self, ArrayChange, ArrayMethod, BinaryOperator, Builtin, Expression, ExpressionKind, Statement,
    Variable,
};
use crate::types::{Type, TypeId};

impl<'a> Checker<'a> {
    pub(crate) fn array_of(&mut self, element: TypeId) -> TypeId {
        self.types.intern(Type::Array(element))
    }

    /// Element types arrays can hold today.
    /// The type of `value[i]` for an array or a typed array.
    pub(crate) fn indexed_element(&self, ty: TypeId) -> Option<TypeId> {
        self.types
            .element(ty)
            .or_else(|| self.types.typed_kind(ty).map(|_| TypeId::NUMBER))
    }

    /// The evolving array (`const xs = []`) that `expression` names, while
    /// its element type is still open.
    pub(crate) fn evolving_variable(&mut self, expression: &ast::Expr) -> Option<hir::Variable> {
        let ast::Expr::Ident(name) = expression else {
            return None;
        };
        if self.current.evolving.is_empty() && self.evolving_globals.is_empty() {
            return None;
        }
        let variable = self.resolve_variable(name.sym.as_str())?;
        let open = match variable {
            hir::Variable::Local(local) => self.current.evolving.contains(&local),
            hir::Variable::Global(global) => self.evolving_globals.contains(&global),
        };
        open.then_some(variable)
    }

    /// Gives an evolving array its element type: that of the values its
    /// first `push` (or element assignment) stores, widened as tsc widens
    /// them. Later stores are checked against it.
    pub(crate) fn evolve(&mut self, variable: hir::Variable, values: &[TypeId]) {
        let values: Vec<TypeId> = values
            .iter()
            .copied()
            .filter(|&ty| ty != TypeId::NEVER)
            .collect();
        let element = match values.as_slice() {
            [] => return,
            [one] => *one,
            [first, rest @ ..] if rest.iter().all(|ty| ty == first) => *first,
            many => match self.union_of(many) {
                Some(union) => union,
                None => return,
            },
        };
        if !self.is_element_type(element) {
            return;
        }
        let ty = self.array_of(element);
        match variable {
            hir::Variable::Local(local) => {
                self.current.locals[local.index()].ty = ty;
                self.current.evolving.retain(|&open| open != local);
            }
            hir::Variable::Global(global) => {
                self.globals[global.index()].ty = Some(ty);
                self.evolving_globals.retain(|&open| open != global);
            }
        }
    }

    /// `xs.push(a, b)` or `xs.unshift(a)` on an evolving array: the types
    /// of the values it adds (checked here only for their types; the call
    /// checks them again).
    pub(crate) fn evolve_by_call(
        &mut self,
        receiver: &ast::Expr,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
    ) {
        if !matches!(method, "push" | "unshift") || arguments.is_empty() {
            return;
        }
        let Some(variable) = self.evolving_variable(receiver) else {
            return;
        };
        let mut values = Vec::new();
        for argument in arguments {
            let value = self.check_expression(&argument.expr);
            let ty = if argument.spread.is_some() {
                match self.types.element(value.ty) {
                    Some(element) => element,
                    None => return,
                }
            } else {
                value.ty
            };
            values.push(ty);
        }
        self.evolve(variable, &values);
    }

    pub(crate) fn is_element_type(&self, ty: TypeId) -> bool {
        matches!(
            ty,
            TypeId::NUMBER
                | TypeId::STRING
                | TypeId::BOOLEAN
                | TypeId::BIGINT
                | TypeId::UNKNOWN
                | TypeId::NEVER
        ) || self.types.is_dynamic(ty)
            || self.types.is_object(ty)
            || self.types.tuple(ty).is_some()
            || self.types.is_collection(ty)
            || self.function_signature(ty).is_some()
            || self.types.non_null(ty).is_some()
            || self.types.typed_kind(ty).is_some()
            || self.promise_value(ty).is_some()
            || self
                .types
                .element(ty)
                .is_some_and(|element| self.is_element_type(element))
    }

    /// How V8 names an expression in a TypeError (`data.items`,
    /// `load(...)`).
    pub(crate) fn source_rendering(&self, expression: &ast::Expr) -> String {
        match expression {
            ast::Expr::Ident(name) => name.sym.to_string(),
            ast::Expr::This(_) => "this".to_string(),
            ast::Expr::Paren(inner) => self.source_rendering(&inner.expr),
            ast::Expr::TsAs(cast) => self.source_rendering(&cast.expr),
            ast::Expr::TsNonNull(inner) => self.source_rendering(&inner.expr),
            ast::Expr::Member(member) => match &member.prop {
                ast::MemberProp::Ident(name) => {
                    format!("{}.{}", self.source_rendering(&member.obj), name.sym)
                }
                _ => format!("{}[...]", self.source_rendering(&member.obj)),
            },
            ast::Expr::Call(call) => match &call.callee {
                ast::Callee::Expr(callee) => format!("{}(...)", self.source_rendering(callee)),
                _ => "(intermediate value)".to_string(),
            },
            _ => "(intermediate value)".to_string(),
        }
    }

    /// Checks an expression where a value of `expected` is wanted: array
    /// literals and `new Array` take their element type from it.
    /// The contextual type a literal or `new` takes from `wanted`: the one
    /// member of a union that is not `null` or `undefined` (`[1, "a"]`
    /// where a `[number, string] | undefined` is wanted is the tuple), else
    /// `wanted` itself.
    fn contextual_member(&self, wanted: TypeId) -> TypeId {
        let Some(members) = self.types.union_members(wanted) else {
            return wanted;
        };
        let mut present = members
            .iter()
            .copied()
            .filter(|&member| member != TypeId::NULL && member != TypeId::UNDEFINED);
        match (present.next(), present.next()) {
            (Some(only), None) => only,
            _ => wanted,
        }
    }

    pub(crate) fn check_expecting(
        &mut self,
        expression: &'a ast::Expr,
        expected: Option<TypeId>,
    ) -> Expression {
        let inner = match expression {
            ast::Expr::Paren(paren) => &*paren.expr,
            other => other,
        };
        if let Some(syntax) = super::closures::ClosureSyntax::of_expression(inner) {
            return self.check_closure_expecting(syntax, expected);
        }
        // `{ ... }` and `[...]` where an `any` is wanted: a record or an
        // array of boxes, so what JavaScript may do to them works.
        if expected == Some(TypeId::ANY)
            && let Some(value) = self.any_literal(inner)
        {
            return value;
        }
        // `JSON.parse(text)` where a type is wanted: built as that type.
        if let Some(wanted) = expected
            && let Some(call) = self.json_parse_call(inner)
        {
            let span = self.span(call.span);
            return self.check_json_parse(call, Some(wanted), span);
        }
        // `xs.map(f)` where an array of tuples (or objects) is wanted: the
        // element type is the callback's contextual result.
        if let ast::Expr::Call(call) = inner
            && let ast::Callee::Expr(callee) = &call.callee
            && let ast::Expr::Member(member) = &**callee
            && matches!(&member.prop, ast::MemberProp::Ident(name) if name.sym == "map")
            && let Some(element) = expected.and_then(|ty| self.types.element(ty))
            && (self.types.tuple(element).is_some() || self.types.object(element).is_some())
        {
            let call_span = self.span(call.span);
            let saved = self.expected_map_result.replace((call_span, element));
            let value = self.check_expression(expression);
            self.expected_map_result = saved;
            return value;
        }
        // `c ? a : b` where an object, a function, a collection or an open
        // tuple is wanted, or one of them or an array or tuple with null: each
        // branch checked against it (`c ? { value: x, done: false } :
        // { value: undefined, done: true }`, `c ? (x) => x + 1 : null`,
        // `c ? new Set() : null`).
        if let ast::Expr::Cond(conditional) = inner
            && let Some(wanted) =
                expected.filter(|&ty| !matches!(ty, TypeId::NEVER | TypeId::ANY | TypeId::UNKNOWN))
            && let member = self.contextual_member(wanted)
            && (self.types.object(member).is_some()
                || self.function_signature(member).is_some()
                || self.types.is_collection(member)
                || self.types.open_tuple(member).is_some()
                || (member != wanted
                    && (self.types.element(member).is_some()
                        || self.types.tuple(member).is_some())))
            && (member != wanted || !self.types.is_dynamic(wanted))
        {
            let span = self.span(conditional.span);
            let condition = self.check_condition(&conditional.test);
            let when_true = self.narrowing_facts(&conditional.test, true);
            let when_false = self.narrowing_facts(&conditional.test, false);
            let then = self.with_narrowings(when_true, |checker| {
                let value = checker.check_expecting(&conditional.cons, Some(wanted));
                checker.assign_to(value, wanted)
            });
            let otherwise = self.with_narrowings(when_false, |checker| {
                let value = checker.check_expecting(&conditional.alt, Some(wanted));
                checker.assign_to(value, wanted)
            });
            return Expression {
                kind: ExpressionKind::Conditional {
                    condition: Box::new(condition),
                    then: Box::new(then),
                    otherwise: Box::new(otherwise),
                },
                ty: wanted,
                span,
            };
        }
        if let Some(ty) = expected
            && let Some(signature) = self.function_signature(ty)
        {
            let value = match inner {
                ast::Expr::Ident(name) => match self.lookup(name.sym.as_str()) {
                    Some(super::scope::Binding::GenericFunction(generic)) => {
                        let span = self.span(name.span);
                        self.generic_function_value(generic, &signature.parameters, span)
                    }
                    None if matches!(name.sym.as_str(), "String" | "Number" | "Boolean") => {
                        let span = self.span(name.span);
                        self.conversion_value(name.sym.as_str(), &signature.parameters, span)
                    }
                    _ => self.check_expression(expression),
                },
                _ => self.check_expression(expression),
            };
            return self.coerce(value, ty);
        }
        match inner {
            ast::Expr::Object(literal) => {
                let span = self.span(literal.span);
                if let Some(record) = expected
                    .filter(|&ty| matches!(self.types.get(ty), crate::types::Type::Record(_)))
                {
                    return self.check_record_literal(literal, record, span);
                }
                self.check_object_literal(literal, expected, span)
            }
            ast::Expr::Array(literal) if self.const_context && expected.is_none() => {
                self.check_const_array(literal)
            }
            ast::Expr::Array(literal) => {
                let span = self.span(literal.span);
                let expected = expected.map(|ty| self.contextual_member(ty));
                self.check_array_literal(literal, expected, span)
            }
            ast::Expr::New(new) => {
                let span = self.span(new.span);
                let expected = expected.map(|ty| self.contextual_member(ty));
                self.check_new(new, None, expected, span)
            }
            ast::Expr::Call(call) => {
                if let Some(new) = self.array_call_as_new(call) {
                    let span = self.span(call.span);
                    return self.check_new(new, None, expected, span);
                }
                // `new Array(n).fill(v)`, `Array(n).fill(v)`.
                if let ast::Callee::Expr(callee) = &call.callee
                    && let ast::Expr::Member(member) = &**callee
                    && let Some(new) = self.new_expression(&member.obj)
                    && matches!(&member.prop, ast::MemberProp::Ident(p) if p.sym == "fill")
                    && call.args.len() == 1
                    && !matches!(&*new.callee, ast::Expr::Ident(callee)
                        if self.typed_kind_named(callee.sym.as_str()).is_some())
                {
                    let span = self.span(call.span);
                    return self.check_new(new, Some(&call.args[0].expr), expected, span);
                }
                // `const xs: number[] = make()`: the wanted type is what a
                // generic callee's type arguments are inferred from last.
                let wanted =
                    expected.filter(|&ty| !self.types.is_dynamic(ty) && ty != TypeId::NEVER);
                let saved = match wanted {
                    Some(ty) => self
                        .expected_call_result
                        .replace((self.span(call.span), ty)),
                    None => self.expected_call_result.take(),
                };
                let value = self.check_expression(expression);
                self.expected_call_result = saved;
                value
            }
            _ => self.check_expression(expression),
        }
    }

    pub(crate) fn check_array_literal(
        &mut self,
        literal: &'a ast::ArrayLit,
        expected: Option<TypeId>,
        span: Span,
    ) -> Expression {
        let site = (literal.span.lo.0, literal.span.hi.0);
        if self.template_strings.contains_key(&site) {
            let ty = self.array_of(TypeId::STRING);
            return self.template_strings[&site].expression(ty, span);
        }
        // `[]` where `number | number[]` is wanted: the array member.
        let expected = expected.map(|ty| {
            let arrays: Vec<TypeId> = self
                .types
                .union_members(ty)
                .unwrap_or_default()
                .iter()
                .copied()
                .filter(|&member| self.types.element(member).is_some())
                .collect();
            match arrays.as_slice() {
                [only] => *only,
                _ => ty,
            }
        });
        // `[...]` where an `Iterable<T>` is wanted: an array of `T`.
        let expected = match expected.and_then(|ty| self.types.iterable_element(ty)) {
            Some(element) => Some(self.array_of(element)),
            None => expected,
        };
        if let Some(tuple_type) = expected
            && let Some(types) = self.types.tuple(tuple_type).map(<[TypeId]>::to_vec)
        {
            return self.check_tuple_literal(literal, tuple_type, &types, span);
        }
        let expected_element = expected.and_then(|ty| self.types.element(ty));
        let mut elements = Vec::new();
        let mut spreads = Vec::new();
        let mut element_type = expected_element;
        for element in &literal.elems {
            let Some(element) = element else {
                self.error(Diagnostic::unsupported(span, "an array literal with holes"));
                return Self::poison(span);
            };
            if element.spread.is_some() {
                // `...xs`: an array of the same element type.
                let wanted = element_type.map(|ty| self.array_of(ty));
                let errors = self.diagnostics.len();
                let functions = self.functions.len();
                let mut value = self.check_expecting(&element.expr, wanted);
                // The earlier elements' type is no annotation: a spread of
                // other elements is checked on its own (and widens below).
                if expected_element.is_none() && wanted.is_some() && self.diagnostics.len() > errors
                {
                    self.diagnostics.truncate(errors);
                    self.discard_functions_from(functions);
                    value = self.check_expecting(&element.expr, None);
                }
                // `...map`: its `[key, value]` entries.
                if let crate::types::Type::Map(key, item) = self.types.get(value.ty).clone() {
                    let tuple = self
                        .types
                        .intern(crate::types::Type::Tuple(vec![key, item]));
                    let array = self.array_of(tuple);
                    let span = value.span;
                    value = self.collection_call(
                        crate::hir::CollectionMethod::Entries,
                        vec![value],
                        array,
                        span,
                    );
                }
                // `...typed`: its elements as numbers.
                if self.types.typed_kind(value.ty).is_some() {
                    let span = value.span;
                    value = self.iterable_as_array(value, span);
                }
                // `...text`: its code points.
                if value.ty == TypeId::STRING {
                    value = self.string_code_points(value);
                }
                // `...iterable`: the generator its `[Symbol.iterator]()`
                // returns.
                value = match self.user_iterator(value) {
                    Ok(iterator) | Err(iterator) => iterator,
                };
                // `...iterable`: the values it gives.
                if self.types.iterable_element(value.ty).is_some() {
                    value = self.iterable_generator(value);
                }
                // `...generator`: the values it yields.
                if self.generator_parts(value.ty).is_some() {
                    value = self.generator_to_array(value);
                }
                // `...anyValue`: the values it holds, as `any`s, as for-of
                // takes them (`scr_any_iterable`).
                if value.ty == TypeId::ANY {
                    let shown = self.source_rendering(&element.expr);
                    value = self.any_values(value, format!("{shown} is not iterable"));
                }
                // `...pair`: a tuple's elements, as an array of their union.
                if self.types.tuple(value.ty).is_some() {
                    value = self.tuple_as_array(value);
                }
                // `...set`: its elements, in order.
                if let crate::types::Type::Set(inner) = self.types.get(value.ty).clone() {
                    let array = self.array_of(inner);
                    let span = value.span;
                    value = self.collection_call(
                        crate::hir::CollectionMethod::Keys,
                        vec![value],
                        array,
                        span,
                    );
                }
                match (self.types.element(value.ty), element_type) {
                    (_, _) if value.ty == TypeId::NEVER => {}
                    // `...[]` adds nothing and says nothing of the type.
                    (Some(TypeId::NEVER), _) => {}
                    (Some(inner), None) => element_type = Some(inner),
                    // `...anys` where the elements have a type: each
                    // element checked as it is copied (spreading copies, so
                    // the conversion is not observable).
                    (Some(TypeId::ANY), Some(ty))
                        if ty != TypeId::ANY && self.checkable_from_any(ty) =>
                    {
                        let array = self.array_of(ty);
                        // A copy of its own, so converting it in place is
                        // not seen through another reference.
                        let span = value.span;
                        let copy = Expression {
                            ty: value.ty,
                            kind: ExpressionKind::ArraySpread(vec![(true, value)]),
                            span,
                        };
                        let boxed = self.represent_as(copy, TypeId::ANY);
                        value = self.represent_as(boxed, array);
                    }
                    // `...typed` into an `any[]`: a copy of its elements,
                    // boxed (spreading copies, so it is not observable).
                    (Some(inner), Some(ty))
                        if inner != ty
                            && !self.types.is_dynamic(inner)
                            && self.types.is_dynamic(ty)
                            && self.is_assignable_type(inner, ty) =>
                    {
                        let span = value.span;
                        value = Expression {
                            ty: self.array_of(ty),
                            kind: ExpressionKind::ArrayBoxes(Box::new(value)),
                            span,
                        };
                    }
                    // `[0, ...pairs]`, `[0, ...labels]` without an
                    // annotation, the spread's elements of another or a
                    // wider type: an array of `any`, where tsc has the
                    // elements' union.
                    (Some(inner), Some(ty))
                        if expected_element.is_none() && !self.is_assignable_type(inner, ty) =>
                    {
                        element_type = Some(TypeId::ANY);
                        elements = self.widen_elements_to_any(elements, &spreads);
                        value = self.spread_as_any(value);
                    }
                    // Boxes of a narrower union into boxes of a wider one:
                    // the same boxes (spreading copies them).
                    (Some(inner), Some(ty))
                        if self.types.is_dynamic(inner)
                            && self.types.is_dynamic(ty)
                            && self.is_assignable_type(inner, ty) =>
                    {
                        value.ty = self.array_of(ty);
                    }
                    (Some(_), Some(ty)) => {
                        let array = self.array_of(ty);
                        self.expect_assignable(&value, array);
                    }
                    (None, _) => {
                        let shown = self.types.display(value.ty).to_string();
                        self.error(Diagnostic::unsupported(
                            value.span,
                            format!("spreading a '{shown}'"),
                        ));
                        return Self::poison(span);
                    }
                }
                spreads.push(elements.len());
                elements.push(value);
                continue;
            }
            // An earlier `[]` (a `never[]`) gives later elements no context.
            let context = element_type.filter(|&ty| self.types.element(ty) != Some(TypeId::NEVER));
            let errors = self.diagnostics.len();
            let functions = self.functions.len();
            let mut value = self.check_expecting(&element.expr, context);
            // The earlier elements' type is no annotation: an element that
            // does not fit it is checked on its own, and the elements'
            // common type found below.
            if expected_element.is_none() && context.is_some() && self.diagnostics.len() > errors {
                self.diagnostics.truncate(errors);
                self.discard_functions_from(functions);
                value = self.check_expecting(&element.expr, None);
            }
            match element_type {
                // `[rejected, promise]`: a later element of a wider type
                // widens the element type (tsc's best common type).
                Some(ty)
                    if expected_element.is_none()
                        && spreads.is_empty()
                        && value.ty != TypeId::NEVER
                        && !self.is_assignable_type(value.ty, ty)
                        && self.is_assignable_type(ty, value.ty) =>
                {
                    element_type = Some(value.ty);
                    let wider = value.ty;
                    elements = elements
                        .into_iter()
                        .map(|element| self.assign_to(element, wider))
                        .collect();
                }
                // `[1, "two"]` without an annotation: the elements' union,
                // as tsc infers it (the earlier elements are boxed too).
                Some(ty)
                    if expected_element.is_none()
                        && spreads.is_empty()
                        && value.ty != TypeId::NEVER
                        && !self.is_assignable_type(value.ty, ty)
                        && let Some(union) = self.union_of(&[ty, value.ty])
                        && (self.types.is_dynamic(union) || self.types.is_object(union)) =>
                {
                    element_type = Some(union);
                    elements = elements
                        .into_iter()
                        .map(|element| self.represent_as(element, union))
                        .collect();
                    value = self.represent_as(value, union);
                }
                // Elements with no common type scriptc can represent (objects
                // whose properties differ in type, `[...xs, other]`): an
                // array of `any`, where tsc has the elements' union (the
                // spreads copied as `any`s).
                Some(ty)
                    if expected_element.is_none()
                        && value.ty != TypeId::NEVER
                        && !self.is_assignable_type(value.ty, ty) =>
                {
                    element_type = Some(TypeId::ANY);
                    elements = self.widen_elements_to_any(elements, &spreads);
                    value = self.represent_as(value, TypeId::ANY);
                }
                Some(ty) => value = self.assign_to(value, ty),
                None if value.ty != TypeId::NEVER => element_type = Some(value.ty),
                None => {}
            }
            elements.push(value);
        }
        // `[]` with nothing to say what it holds: `never[]`, as tsc types
        // it. It fits any array type (`represent_as` gives it that type's
        // element kind).
        let mut element_type = element_type.unwrap_or(TypeId::NEVER);
        // Elements of a type an array cannot hold as it is (`[null,
        // undefined]`) and nothing to say otherwise: an array of `any`.
        if !self.is_element_type(element_type) && expected_element.is_none() {
            element_type = TypeId::ANY;
            elements = self.widen_elements_to_any(elements, &spreads);
        }
        if !self.is_element_type(element_type) {
            let shown = self.types.display(element_type).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("an array of '{shown}'"),
            ));
            return Self::poison(span);
        }
        let ty = self.array_of(element_type);
        if !spreads.is_empty() {
            let parts = elements
                .into_iter()
                .enumerate()
                .map(|(index, value)| (spreads.contains(&index), value))
                .collect();
            return Expression {
                kind: ExpressionKind::ArraySpread(parts),
                ty,
                span,
            };
        }
        Expression {
            kind: ExpressionKind::ArrayLiteral(elements),
            ty,
            span,
        }
    }

    /// The values an `any` holds as for-of takes them, an `any[]` (see
    /// `scr_any_iterable`); `message` is the TypeError for a value that is
    /// not iterable.
    pub(crate) fn any_values(&mut self, value: Expression, message: String) -> Expression {
        let span = value.span;
        let text = Expression {
            kind: ExpressionKind::String(message.encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        };
        let ty = self.array_of(TypeId::ANY);
        self.any_call(
            crate::hir::AnyOperation::Iterate,
            vec![value, text],
            ty,
            span,
        )
    }

    /// A spread array's elements as an `any[]`: boxed, in an array of
    /// their own (the spread copies them).
    /// A spread argument's value as a part of a rest parameter's array of
    /// `rest_type`: typed elements spread where boxes are wanted (`log(
    /// ...names)` for `...args: any[]`) are a boxed copy (spreading copies,
    /// so it is not observable).
    pub(crate) fn spread_part(&mut self, value: Expression, rest_type: TypeId) -> Expression {
        let value = self.spread_as_array(value);
        if let (Some(inner), Some(wanted)) =
            (self.types.element(value.ty), self.types.element(rest_type))
            && inner != wanted
            && inner != TypeId::NEVER
            && !self.types.is_dynamic(inner)
            && self.types.is_dynamic(wanted)
            && self.is_assignable_type(inner, wanted)
        {
            let span = value.span;
            return Expression {
                ty: rest_type,
                kind: ExpressionKind::ArrayBoxes(Box::new(value)),
                span,
            };
        }
        self.assign_to(value, rest_type)
    }

    fn spread_as_any(&mut self, value: Expression) -> Expression {
        let span = value.span;
        let ty = self.array_of(TypeId::ANY);
        Expression {
            ty,
            kind: ExpressionKind::ArrayBoxes(Box::new(value)),
            span,
        }
    }

    /// The parts of an array literal so far as parts of an `any[]`: the
    /// elements boxed, the spreads (at `spreads`) copied as `any`s.
    fn widen_elements_to_any(
        &mut self,
        elements: Vec<Expression>,
        spreads: &[usize],
    ) -> Vec<Expression> {
        elements
            .into_iter()
            .enumerate()
            .map(|(index, element)| {
                if !spreads.contains(&index) {
                    self.represent_as(element, TypeId::ANY)
                } else if self.types.element(element.ty) == Some(TypeId::ANY) {
                    element
                } else {
                    self.spread_as_any(element)
                }
            })
            .collect()
    }

    /// `Array(n)`, `RegExp(p)`, `Error(m)` without `new`, which are the
    /// same as with it.
    pub(crate) fn array_call_as_new(&self, call: &ast::CallExpr) -> Option<&'static ast::NewExpr> {
        let ast::Callee::Expr(callee) = &call.callee else {
            return None;
        };
        let ast::Expr::Ident(name) = &**callee else {
            return None;
        };
        let name = name.sym.as_str();
        // `Array(...)`, `RegExp(...)` and `Error(...)` (the error classes)
        // are what `new` makes; a program's own class of that name is not
        // callable.
        let library = match name {
            "Array" => self.lookup(name).is_none(),
            "RegExp" => true,
            _ => name.ends_with("Error"),
        };
        let prelude = self.scopes[self.prelude_scope].top_level.get(name).copied();
        let from_prelude = match (self.lookup(name), prelude) {
            (Some(Binding::Class(bound)), Some(Binding::Class(class))) => bound == class,
            _ => false,
        };
        if !library || (name != "Array" && !from_prelude) {
            return None;
        }
        // Leaked: the checker borrows syntax for the whole compilation.
        Some(Box::leak(Box::new(ast::NewExpr {
            span: call.span,
            ctxt: call.ctxt,
            callee: callee.clone(),
            args: Some(call.args.clone()),
            type_args: call.type_args.clone(),
        })))
    }

    /// `new X(...)`, or `Array(...)` as one.
    pub(crate) fn new_expression(&self, expression: &'a ast::Expr) -> Option<&'a ast::NewExpr> {
        match expression {
            ast::Expr::New(new) => Some(new),
            ast::Expr::Call(call) => self.array_call_as_new(call),
            _ => None,
        }
    }

    /// `new Array(n)`, `new Array<T>(n)`, optionally `.fill(v)`.
    pub(crate) fn check_new(
        &mut self,
        new: &'a ast::NewExpr,
        fill: Option<&'a ast::Expr>,
        expected: Option<TypeId>,
        span: Span,
    ) -> Expression {
        // `new ns.C(...)` for a namespace import `ns`.
        if let ast::Expr::Member(member) = &*new.callee
            && let ast::MemberProp::Ident(property) = &member.prop
            && let Some(target) = self.namespace_member(&member.obj, property.sym.as_str())
        {
            match self.target_binding(&target) {
                Some(super::scope::Binding::GenericClass(generic)) => {
                    return self.check_generic_new(generic, new, expected, span);
                }
                Some(super::scope::Binding::Class(class)) if fill.is_none() => {
                    let arguments = new.args.as_deref().unwrap_or(&[]);
                    return self.check_new_instance(class, arguments, span);
                }
                _ => {}
            }
        }
        // `new C(...)` of a class declared in a function.
        if fill.is_none()
            && let Some((object, class)) = self.local_class_object(&new.callee)
        {
            let arguments = new.args.as_deref().unwrap_or(&[]);
            return self.check_new_local(object, class, arguments, span);
        }
        // `new value(...)` of a class held by a value (an `any`).
        let held = match &*new.callee {
            ast::Expr::Ident(callee) => matches!(
                self.lookup(callee.sym.as_str()),
                Some(super::scope::Binding::Local { .. } | super::scope::Binding::Global(_))
            ),
            _ => true,
        };
        if held && fill.is_none() {
            let callee = self.check_expression(&new.callee);
            if callee.ty == TypeId::NEVER {
                return Self::poison(span);
            }
            if callee.ty == TypeId::ANY {
                let arguments = new.args.as_deref().unwrap_or(&[]);
                return self.any_new(callee, arguments, span);
            }
            self.error(Diagnostic::unsupported(span, "a 'new' expression"));
            return Self::poison(span);
        }
        let ast::Expr::Ident(callee) = &*new.callee else {
            self.error(Diagnostic::unsupported(span, "a 'new' expression"));
            return Self::poison(span);
        };
        if let Some(super::scope::Binding::GenericClass(generic)) = self.lookup(callee.sym.as_str())
        {
            return self.check_generic_new(generic, new, expected, span);
        }
        if let Some(super::scope::Binding::Class(class)) = self.lookup(callee.sym.as_str()) {
            if fill.is_some() {
                self.error(Diagnostic::unsupported(span, "'fill' on an instance"));
                return Self::poison(span);
            }
            let arguments = new.args.as_deref().unwrap_or(&[]);
            return self.check_new_instance(class, arguments, span);
        }
        if let Some(kind) = self.typed_kind_named(callee.sym.as_str()) {
            if kind == crate::types::TypedKind::Buffer {
                self.error(Diagnostic::unsupported(
                    span,
                    "'new Buffer' (deprecated in Node; 'Buffer.from' and 'Buffer.alloc' are supported)",
                ));
                return Self::poison(span);
            }
            if fill.is_some() {
                self.error(Diagnostic::unsupported(span, "'fill' on 'new'"));
                return Self::poison(span);
            }
            let arguments = new.args.as_deref().unwrap_or(&[]);
            return self.check_new_typed(kind, arguments, span);
        }
        if matches!(callee.sym.as_str(), "Map" | "Set" | "WeakMap" | "WeakSet")
            && self.lookup(callee.sym.as_str()).is_none()
        {
            if fill.is_some() {
                self.error(Diagnostic::unsupported(span, "'fill' on a collection"));
                return Self::poison(span);
            }
            let name = callee.sym.to_string();
            return self.check_new_collection(&name, new, expected, span);
        }
        if callee.sym == "Promise" && self.lookup("Promise").is_none() && fill.is_none() {
            return self.check_new_promise(new, expected, span);
        }
        if callee.sym == "Function" && self.lookup("Function").is_none() {
            self.error(Diagnostic::new(
                Code::RuntimeCode,
                span,
                "'new Function' makes code at run time, which a compiled program cannot run.",
            ));
            return Self::poison(span);
        }
        // A class whose declaration was refused, with a diagnostic of its own.
        if self.refused_names.contains(callee.sym.as_str()) {
            return Self::poison(span);
        }
        if callee.sym != "Array" || self.lookup("Array").is_some() {
            self.error(Diagnostic::unsupported(
                span,
                format!("'new {}'", callee.sym),
            ));
            return Self::poison(span);
        }
        let explicit = new
            .type_args
            .as_ref()
            .and_then(|arguments| arguments.params.first())
            .map(|argument| self.resolve_type(argument));
        let value = fill.map(|fill| {
            self.check_expecting(
                fill,
                explicit.or(expected.and_then(|ty| self.types.element(ty))),
            )
        });
        // `new Array(n)` with nothing to say what it holds is an `any[]`,
        // as tsc types it.
        let element = explicit
            .or_else(|| expected.and_then(|ty| self.types.element(ty)))
            .or(value
                .as_ref()
                .map(|value| value.ty)
                .filter(|&ty| self.is_element_type(ty)))
            .unwrap_or(TypeId::ANY);
        let Some(element) = Some(element).filter(|&ty| self.is_element_type(ty)) else {
            self.error(Diagnostic::new(
                Code::AnnotationNeeded,
                span,
                "'new Array' needs an element type, for example 'new Array<number>(n)'.",
            ));
            return Self::poison(span);
        };
        if let Some(value) = &value {
            self.expect_assignable(value, element);
        }
        let arguments = new.args.as_deref().unwrap_or(&[]);
        let count = match arguments {
            [count] if count.spread.is_none() => count,
            // `new Array()`: empty.
            [] if value.is_none() => {
                let zero = Expression {
                    kind: ExpressionKind::Number(0.0),
                    ty: TypeId::NUMBER,
                    span,
                };
                let ty = self.array_of(element);
                return Expression {
                    kind: ExpressionKind::ArrayFilled {
                        count: Box::new(zero),
                        value: None,
                    },
                    ty,
                    span,
                };
            }
            // `new Array(a, b, ...)`: an array of those elements.
            _ if arguments.len() >= 2
                && value.is_none()
                && arguments.iter().all(|argument| argument.spread.is_none()) =>
            {
                let annotated = explicit.or_else(|| expected.and_then(|ty| self.types.element(ty)));
                let mut elements = Vec::new();
                for argument in arguments {
                    let element = self.check_expecting(&argument.expr, annotated);
                    elements.push(element);
                }
                let element = annotated.unwrap_or(elements[0].ty);
                // Without an annotation, elements of different types (or
                // of a type no array holds) make an `any[]`.
                let shared = elements.iter().all(|value| value.ty == element)
                    && self.is_element_type(element);
                let element = if shared || annotated.is_some() {
                    element
                } else {
                    TypeId::ANY
                };
                let elements = elements
                    .into_iter()
                    .map(|value| self.assign_to(value, element))
                    .collect();
                let ty = self.array_of(element);
                return Expression {
                    kind: ExpressionKind::ArrayLiteral(elements),
                    ty,
                    span,
                };
            }
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    "'new Array' with a spread or a fill and other than one length argument",
                ));
                return Self::poison(span);
            }
        };
        let count = self.check_expression(&count.expr);
        let count = self.assign_to(count, TypeId::NUMBER);
        let ty = self.array_of(element);
        Expression {
            kind: ExpressionKind::ArrayFilled {
                count: Box::new(count),
                value: value.map(Box::new),
            },
            ty,
            span,
        }
    }

    /// An element index as a number: an `any` (a key from JSON, a
    /// parameter typed `any`) converts as JavaScript's canonical numeric
    /// strings do (`"2"` indexes element 2), not as a checked cast.
    fn array_index(&mut self, index: Expression) -> Expression {
        if index.ty == TypeId::ANY {
            return self.any_to_number(index);
        }
        self.assign_to(index, TypeId::NUMBER)
    }

    /// `array[index]`.
    pub(crate) fn check_array_index(
        &mut self,
        array: Expression,
        index: Expression,
        span: Span,
    ) -> Expression {
        let index = self.array_index(index);
        let ty = self.indexed_element(array.ty).unwrap_or(TypeId::NEVER);
        // `tuple[1]` of an open tuple: its position's type.
        let position = match (self.types.open_tuple(array.ty).cloned(), &index.kind) {
            (Some(tuple), ExpressionKind::Number(at)) if *at >= 0.0 && at.fract() == 0.0 => {
                Some(self.open_tuple_position(&tuple, *at as usize))
            }
            _ => None,
        };
        let read = Expression {
            kind: ExpressionKind::ArrayGet {
                array: Box::new(array),
                index: Box::new(index),
            },
            ty,
            span,
        };
        match position {
            Some(position) => self.as_position(read, position),
            None => read,
        }
    }

    /// The target of `a[i] = ...`, `a[i] += ...` and `a[i]++`: the array and
    /// the index, or `None` after reporting why not.
    pub(crate) fn check_element_target(
        &mut self,
        member: &'a ast::MemberExpr,
        checked: Option<Expression>,
    ) -> Option<(Expression, Expression, TypeId)> {
        let span = self.span(member.span);
        let ast::MemberProp::Computed(computed) = &member.prop else {
            self.error(Diagnostic::unsupported(span, "assignment to a property"));
            return None;
        };
        let array = match checked {
            Some(array) => array,
            None => self.check_expression(&member.obj),
        };
        let index = self.check_expression(&computed.expr);
        if array.ty == TypeId::NEVER || index.ty == TypeId::NEVER {
            return None;
        }
        if self.types.is_collection(array.ty) {
            // A record: the caller takes the record path.
            return Some((array, index, TypeId::NEVER));
        }
        let Some(element) = self.indexed_element(array.ty) else {
            let shown = self.types.display(array.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("assigning an element of a '{shown}'"),
            ));
            return None;
        };
        let index = self.array_index(index);
        Some((array, index, element))
    }

    /// `o["name"] = v`, `o[KEY]++`, `o[Symbol.iterator] = f`: with a key
    /// known when the program is compiled, on an object or class instance,
    /// the change of that property. Otherwise the object checked, if it
    /// was, for the element change.
    fn named_element_change(
        &mut self,
        member: &'a ast::MemberExpr,
        change: super::classes::FieldChange<'a>,
        span: Span,
    ) -> Result<Expression, Option<Expression>> {
        let ast::MemberProp::Computed(computed) = &member.prop else {
            return Err(None);
        };
        // `pair[1] = v`, `pair[0] += v`, `counts[1]++` on a tuple: the
        // element's own slot.
        if let ast::Expr::Lit(ast::Lit::Num(number)) = &*computed.expr {
            let object = self.check_expression(&member.obj);
            let Some(members) = self.types.tuple(object.ty).map(<[TypeId]>::to_vec) else {
                return Err(Some(object));
            };
            let position = number.value;
            let Some(&ty) = (position >= 0.0 && position.trunc() == position)
                .then(|| members.get(position as usize))
                .flatten()
            else {
                self.error(Diagnostic::new(
                    Code::UnknownProperty,
                    span,
                    format!(
                        "Tuple type of length '{}' has no element at index '{}'.",
                        members.len(),
                        super::objects::number_key(position)
                    ),
                ));
                return Ok(Self::poison(span));
            };
            let Some(change) = self.check_change(change, ty, span) else {
                return Ok(Self::poison(span));
            };
            return Ok(Expression {
                kind: ExpressionKind::FieldSet {
                    object: Box::new(object),
                    field: position as usize,
                    change,
                },
                ty,
                span,
            });
        }
        let Some(name) = self.constant_name(&computed.expr) else {
            return Err(None);
        };
        let object = self.check_expression(&member.obj);
        if !self.has_named_fields(object.ty) {
            return Err(Some(object));
        }
        Ok(self.change_named_field(object, &name, change, span))
    }

    /// `a[i] = v` and `a[i] op= v`.
    pub(crate) fn check_element_assign(
        &mut self,
        member: &'a ast::MemberExpr,
        assign: &'a ast::AssignExpr,
        span: Span,
    ) -> Expression {
        let change = super::classes::FieldChange::Assign(assign.op.to_update(), &assign.right);
        let checked = match self.named_element_change(member, change, span) {
            Ok(changed) => return changed,
            Err(checked) => checked,
        };
        let checked = match checked {
            Some(object) => Some(object),
            None if matches!(member.prop, ast::MemberProp::Computed(_)) => {
                Some(self.check_expression(&member.obj))
            }
            None => None,
        };
        // `out[k] = o[k]` on an object by a key known only at run time
        // (`k` of `keyof T`): stored by name, the object seen as an `any`.
        if let Some(object) = &checked
            && self
                .types
                .object(self.types.non_null(object.ty).unwrap_or(object.ty))
                .is_some()
            && let ast::MemberProp::Computed(computed) = &member.prop
            && let Some(object) = checked
        {
            let key = self.check_expression(&computed.expr);
            if matches!(key.ty, TypeId::STRING | TypeId::NUMBER) || self.types.is_dynamic(key.ty) {
                let object = self.represent_as(object, TypeId::ANY);
                return self.any_assign(
                    object,
                    Err(key),
                    assign.op.to_update(),
                    &assign.right,
                    span,
                );
            }
            let shown = self.types.display(object.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("assigning an element of a '{shown}'"),
            ));
            self.check_expression(&assign.right);
            return Self::poison(span);
        }
        let Some((array, index, element)) = self.check_element_target(member, checked) else {
            self.check_expression(&assign.right);
            return Self::poison(span);
        };
        if self.types.is_collection(array.ty) {
            return self.collection_element_change(
                array,
                index,
                super::classes::FieldChange::Assign(assign.op.to_update(), &assign.right),
                span,
            );
        }
        let value = self.check_expecting(&assign.right, Some(element));
        let change = match assign.op.to_update() {
            None => {
                let value = self.assign_to(value, element);
                ArrayChange::Assign(Box::new(value))
            }
            Some(ast::BinaryOp::Add) if element == TypeId::STRING => {
                if !self.is_stringable(value.ty) && value.ty != TypeId::NEVER {
                    self.expect_assignable(&value, TypeId::STRING);
                }
                let value = self.stringify(value);
                ArrayChange::Compound {
                    operator: BinaryOperator::Concat,
                    value: Box::new(value),
                }
            }
            Some(operator) if element == TypeId::NUMBER => {
                let value = self.assign_to(value, TypeId::NUMBER);
                let Some(operator) = numeric_operator(operator) else {
                    self.error(Diagnostic::unsupported(
                        span,
                        "this compound assignment on an element",
                    ));
                    return Self::poison(span);
                };
                ArrayChange::Compound {
                    operator,
                    value: Box::new(value),
                }
            }
            Some(operator) => return self.element_compound(array, index, operator, value, span),
        };
        Expression {
            kind: ExpressionKind::ArraySet {
                array: Box::new(array),
                index: Box::new(index),
                change,
            },
            ty: element,
            span,
        }
    }

    /// The array and index of an element change, each evaluated once
    /// (into a temporary pushed to `parts` unless it is a variable), and
    /// a read of the element of type `element` through them.
    fn element_read_once(
        &mut self,
        array: Expression,
        index: Expression,
        element: TypeId,
        parts: &mut Vec<Expression>,
    ) -> (Expression, Expression, Expression) {
        let span = index.span;
        let array = self.pinned(array, parts);
        let index = self.pinned(index, parts);
        let current = Expression {
            kind: ExpressionKind::ArrayGet {
                array: Box::new(array.clone_variable()),
                index: Box::new(index.clone_variable()),
            },
            ty: element,
            span,
        };
        (array, index, current)
    }

    /// `a[i] op= v` where the element is not a number (`any[]`, a union):
    /// `a[i] = a[i] op v`, the array and index evaluated once.
    fn element_compound(
        &mut self,
        array: Expression,
        index: Expression,
        operator: ast::BinaryOp,
        value: Expression,
        span: Span,
    ) -> Expression {
        let element = self.types.element(array.ty).unwrap_or(TypeId::NEVER);
        let mut parts = Vec::new();
        let (array, index, current) = self.element_read_once(array, index, element, &mut parts);
        let combined = self.binary(operator, current, value, span);
        if combined.ty == TypeId::NEVER {
            return combined;
        }
        if !self.is_assignable(combined.ty, element) {
            self.expect_assignable(&combined, element);
            return Self::poison(span);
        }
        let stored = self.assign_to(combined, element);
        parts.push(Expression {
            kind: ExpressionKind::ArraySet {
                array: Box::new(array),
                index: Box::new(index),
                change: ArrayChange::Assign(Box::new(stored)),
            },
            ty: element,
            span,
        });
        Expression {
            kind: ExpressionKind::Sequence(parts),
            ty: element,
            span,
        }
    }

    /// `a[i]++` and friends on an `any[]`: the element converted to a
    /// number, stepped and stored back (boxed); the result is the old
    /// number or the new one.
    fn any_element_update(
        &mut self,
        array: Expression,
        index: Expression,
        increment: bool,
        prefix: bool,
        span: Span,
    ) -> Expression {
        let mut parts = Vec::new();
        let (array, index, current) = self.element_read_once(array, index, TypeId::ANY, &mut parts);
        let step = super::dynamic::Step {
            increment,
            prefix,
            span,
        };
        self.stepped_and_stored(current, step, parts, |_, item| Expression {
            kind: ExpressionKind::ArraySet {
                array: Box::new(array),
                index: Box::new(index),
                change: ArrayChange::Assign(Box::new(item)),
            },
            ty: TypeId::ANY,
            span,
        })
    }

    /// `a[i]++` and friends on a number array.
    pub(crate) fn check_element_update(
        &mut self,
        member: &'a ast::MemberExpr,
        update: &'a ast::UpdateExpr,
        span: Span,
    ) -> Expression {
        let change = super::classes::FieldChange::Update {
            increment: update.op == ast::UpdateOp::PlusPlus,
            prefix: update.prefix,
        };
        let checked = match self.named_element_change(member, change, span) {
            Ok(changed) => return changed,
            Err(checked) => checked,
        };
        let Some((array, index, element)) = self.check_element_target(member, checked) else {
            return Self::poison(span);
        };
        if self.types.is_collection(array.ty) {
            let change = super::classes::FieldChange::Update {
                increment: update.op == ast::UpdateOp::PlusPlus,
                prefix: update.prefix,
            };
            return self.collection_element_change(array, index, change, span);
        }
        if element == TypeId::ANY {
            let increment = update.op == ast::UpdateOp::PlusPlus;
            return self.any_element_update(array, index, increment, update.prefix, span);
        }
        if element != TypeId::NUMBER {
            self.error(Diagnostic::new(
                Code::InvalidOperands,
                span,
                "An arithmetic operand must be of type 'number'.",
            ));
            return Self::poison(span);
        }
        Expression {
            kind: ExpressionKind::ArraySet {
                array: Box::new(array),
                index: Box::new(index),
                change: ArrayChange::Update {
                    increment: update.op == ast::UpdateOp::PlusPlus,
                    prefix: update.prefix,
                },
            },
            ty: TypeId::NUMBER,
            span,
        }
    }

    /// `array.method(arguments)` and `array.length`.
    pub(crate) fn check_array_method(
        &mut self,
        array: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        if let Some(callback) = crate::hir::CallbackMethod::from_name(method) {
            return self.check_array_callback(array, callback, arguments, span);
        }
        // `flatMap(f)`: `map(f)` then `flat()` (f returns arrays).
        if method == "flatMap" {
            let mapped =
                self.check_array_callback(array, crate::hir::CallbackMethod::Map, arguments, span);
            if mapped.ty == TypeId::NEVER {
                return mapped;
            }
            // A callback returning arrays of one type (or tuples): the
            // copy of the array builtins; anything else (`x > 0 ? [x] : x`)
            // is flattened one level by the runtime.
            let Some(inner) = self.types.element(mapped.ty).and_then(|element| {
                matches!(self.types.get(element), crate::types::Type::Array(_))
                    .then(|| self.types.element(element))
                    .flatten()
                    .or_else(|| self.tuple_union(element))
            }) else {
                let one = self.number_expression(1.0, span);
                return self.flat_through_runtime(mapped, one, Some(1), span);
            };
            let ty = self.array_of(inner);
            return self.array_builtin(ArrayMethod::Flat, vec![mapped], ty, span);
        }
        // `toReversed()`: a reversed copy.
        if method == "toReversed" && arguments.is_empty() && self.types.element(array.ty).is_some()
        {
            let array_type = array.ty;
            let start = self.number_expression(0.0, span);
            let end = self.number_expression(f64::INFINITY, span);
            let copy = self.array_builtin(
                ArrayMethod::Slice,
                vec![array, start, end],
                array_type,
                span,
            );
            return self.array_builtin(ArrayMethod::Reverse, vec![copy], array_type, span);
        }
        // `flat(depth)`, and `flat()` of elements that may or may not be
        // arrays: through the runtime, on boxes.
        if method == "flat" && !self.flat_is_direct(array.ty, arguments) {
            return self.flat_of_boxes(array, arguments, span);
        }
        let element = self.types.element(array.ty).unwrap_or(TypeId::NEVER);
        let array_type = array.ty;
        // `a.concat(b, 3, [4, 5])`: arrays (and tuples) are spread, other
        // values added, left to right (as successive one-array
        // concatenations).
        if method == "concat" {
            let mut result = array;
            if arguments.is_empty() {
                let empty = Expression {
                    kind: ExpressionKind::ArrayLiteral(Vec::new()),
                    ty: array_type,
                    span,
                };
                return self.array_builtin(
                    ArrayMethod::Concat,
                    vec![result, empty],
                    array_type,
                    span,
                );
            }
            for argument in arguments {
                let wanted = if argument.spread.is_some() {
                    self.array_of(array_type)
                } else {
                    array_type
                };
                let value = self.check_expecting(&argument.expr, Some(wanted));
                // A tuple is an array: its elements are added.
                let value = if self.types.tuple(value.ty).is_some() {
                    self.tuple_as_array(value)
                } else {
                    value
                };
                // `a.concat(...lists)`: each list's elements (the lists
                // flattened); `a.concat(...items)`: the items.
                let mut value = match self
                    .types
                    .element(value.ty)
                    .and_then(|inner| self.types.element(inner))
                {
                    Some(inner) if argument.spread.is_some() => {
                        let ty = self.array_of(inner);
                        self.array_builtin(ArrayMethod::Flat, vec![value], ty, span)
                    }
                    _ => value,
                };
                // Boxes of a narrower union among boxes of a wider one:
                // the same boxes (concatenating copies them).
                if let (Some(from), Some(to)) =
                    (self.types.element(value.ty), self.types.element(array_type))
                    && from != to
                    && self.types.is_dynamic(from)
                    && self.types.is_dynamic(to)
                    && self.is_assignable_type(from, to)
                {
                    value.ty = array_type;
                }
                let part = if self.types.element(value.ty).is_some() {
                    self.assign_to(value, array_type)
                } else {
                    let item = self.assign_to(value, element);
                    Expression {
                        kind: ExpressionKind::ArrayLiteral(vec![item]),
                        ty: array_type,
                        span,
                    }
                };
                result =
                    self.array_builtin(ArrayMethod::Concat, vec![result, part], array_type, span);
            }
            return result;
        }
        let (method_kind, result, expected): (
            ArrayMethod,
            TypeId,
            Vec<(TypeId, Option<Expression>)>,
        ) = match method {
            // `a.push(...items)`: the items spliced in at the end, then
            // the new length.
            "push" if arguments.iter().any(|argument| argument.spread.is_some()) => {
                let mut parts = Vec::new();
                for argument in arguments {
                    let part = if argument.spread.is_some() {
                        let value = self.check_expecting(&argument.expr, Some(array_type));
                        let value = self.iterable_as_array(value, span);
                        (true, self.assign_to(value, array_type))
                    } else {
                        let value = self.check_expecting(&argument.expr, Some(element));
                        (false, self.assign_to(value, element))
                    };
                    parts.push(part);
                }
                let items = Expression {
                    kind: ExpressionKind::ArraySpread(parts),
                    ty: array_type,
                    span,
                };
                let (store, hidden) = self.hold(array);
                let read = || Expression {
                    kind: ExpressionKind::Variable(hidden),
                    ty: array_type,
                    span,
                };
                let end =
                    self.array_builtin(ArrayMethod::Length, vec![read()], TypeId::NUMBER, span);
                let all = self.number_expression(0.0, span);
                let splice = self.array_builtin(
                    ArrayMethod::Splice,
                    vec![read(), end, all, items],
                    array_type,
                    span,
                );
                let length =
                    self.array_builtin(ArrayMethod::Length, vec![read()], TypeId::NUMBER, span);
                return Expression {
                    kind: ExpressionKind::Sequence(vec![store, splice, length]),
                    ty: TypeId::NUMBER,
                    span,
                };
            }
            "push" => {
                let mut values = vec![array];
                for argument in arguments {
                    let value = self.check_expecting(&argument.expr, Some(element));
                    let value = self.assign_to(value, element);
                    values.push(value);
                }
                return self.array_builtin(ArrayMethod::Push, values, TypeId::NUMBER, span);
            }
            "pop" => (ArrayMethod::Pop, element, vec![]),
            "shift" => (ArrayMethod::Shift, element, vec![]),
            "unshift" => {
                let mut values = vec![array];
                for argument in arguments {
                    let value = self.check_expecting(&argument.expr, Some(element));
                    let value = self.assign_to(value, element);
                    values.push(value);
                }
                return self.array_builtin(ArrayMethod::Unshift, values, TypeId::NUMBER, span);
            }
            "splice" | "toSpliced" => {
                let copied = method == "toSpliced";
                if arguments.is_empty() && !copied {
                    self.argument_count_error(span, 1, 0);
                    return Self::poison(span);
                }
                let start = match arguments.first() {
                    Some(argument) => {
                        let value = self.check_expecting(&argument.expr, Some(TypeId::NUMBER));
                        self.library_argument(value, TypeId::NUMBER, true)
                    }
                    None => self.number_expression(0.0, span),
                };
                let count = match arguments.get(1) {
                    Some(argument) => {
                        let value = self.check_expecting(&argument.expr, Some(TypeId::NUMBER));
                        self.library_argument(value, TypeId::NUMBER, true)
                    }
                    // `toSpliced()` removes nothing.
                    None if arguments.is_empty() => self.number_expression(0.0, span),
                    None => self.number_expression(f64::INFINITY, span),
                };
                let mut items = Vec::new();
                for argument in arguments.iter().skip(2) {
                    let value = self.check_expecting(&argument.expr, Some(element));
                    let value = self.assign_to(value, element);
                    items.push(value);
                }
                let items = Expression {
                    kind: ExpressionKind::ArrayLiteral(items),
                    ty: array_type,
                    span,
                };
                if copied {
                    // `toSpliced`: a copy, spliced, is the result.
                    let zero = self.number_expression(0.0, span);
                    let end = self.number_expression(f64::INFINITY, span);
                    let copy = self.array_builtin(
                        ArrayMethod::Slice,
                        vec![array, zero, end],
                        array_type,
                        span,
                    );
                    let (store, hidden) = self.hold(copy);
                    let read = || Expression {
                        kind: ExpressionKind::Variable(hidden),
                        ty: array_type,
                        span,
                    };
                    let splice = self.array_builtin(
                        ArrayMethod::Splice,
                        vec![read(), start, count, items],
                        array_type,
                        span,
                    );
                    return Expression {
                        kind: ExpressionKind::Sequence(vec![store, splice, read()]),
                        ty: array_type,
                        span,
                    };
                }
                return self.array_builtin(
                    ArrayMethod::Splice,
                    vec![array, start, count, items],
                    array_type,
                    span,
                );
            }
            "lastIndexOf" => (
                ArrayMethod::LastIndexOf,
                TypeId::NUMBER,
                vec![
                    (element, None),
                    (
                        TypeId::NUMBER,
                        Some(self.number_expression(f64::INFINITY, span)),
                    ),
                ],
            ),
            "fill" => (
                ArrayMethod::Fill,
                array_type,
                vec![
                    (element, None),
                    (TypeId::NUMBER, Some(self.number_expression(0.0, span))),
                    (
                        TypeId::NUMBER,
                        Some(self.number_expression(f64::INFINITY, span)),
                    ),
                ],
            ),
            "copyWithin" => (
                ArrayMethod::CopyWithin,
                array_type,
                vec![
                    (TypeId::NUMBER, None),
                    (TypeId::NUMBER, Some(self.number_expression(0.0, span))),
                    (
                        TypeId::NUMBER,
                        Some(self.number_expression(f64::INFINITY, span)),
                    ),
                ],
            ),
            "at" => (ArrayMethod::At, element, vec![(TypeId::NUMBER, None)]),
            "with" => (
                ArrayMethod::With,
                array_type,
                vec![(TypeId::NUMBER, None), (element, None)],
            ),
            // (One level of elements that are all arrays, all tuples or
            // all not arrays: `flat_is_direct`.)
            "flat" if arguments.is_empty() => match self.types.element(element) {
                Some(inner) => {
                    let flattened = self.array_of(inner);
                    (ArrayMethod::Flat, flattened, vec![])
                }
                // Tuples of elements of different types: their elements,
                // boxed (the runtime reads each tuple's fields).
                None if self.types.tuple(element).is_some() => match self.tuple_union(element) {
                    Some(union) => (ArrayMethod::Flat, self.array_of(union), vec![]),
                    None => {
                        let shown = self.types.display(array_type).to_string();
                        self.error(Diagnostic::unsupported(
                            span,
                            format!("'flat' of a '{shown}' (tuples of objects)"),
                        ));
                        return Self::poison(span);
                    }
                },
                None => (
                    ArrayMethod::Slice,
                    array_type,
                    vec![
                        (TypeId::NUMBER, Some(self.number_expression(0.0, span))),
                        (
                            TypeId::NUMBER,
                            Some(self.number_expression(f64::INFINITY, span)),
                        ),
                    ],
                ),
            },
            "toString" if arguments.is_empty() => (
                ArrayMethod::Join,
                TypeId::STRING,
                vec![(TypeId::STRING, Some(self.string_expression(",", span)))],
            ),
            "join" => (
                ArrayMethod::Join,
                TypeId::STRING,
                vec![(TypeId::STRING, Some(self.string_expression(",", span)))],
            ),
            "indexOf" => (
                ArrayMethod::IndexOf,
                TypeId::NUMBER,
                vec![
                    (element, None),
                    (TypeId::NUMBER, Some(self.number_expression(0.0, span))),
                ],
            ),
            "includes" => (
                ArrayMethod::Includes,
                TypeId::BOOLEAN,
                vec![
                    (element, None),
                    (TypeId::NUMBER, Some(self.number_expression(0.0, span))),
                ],
            ),
            "slice" => (
                ArrayMethod::Slice,
                array_type,
                vec![
                    (TypeId::NUMBER, Some(self.number_expression(0.0, span))),
                    (
                        TypeId::NUMBER,
                        Some(self.number_expression(f64::INFINITY, span)),
                    ),
                ],
            ),
            "reverse" => (ArrayMethod::Reverse, array_type, vec![]),
            // `values()` as a value (loops over it are plain loops): a
            // copy, which iterates the same.
            "values" => (
                ArrayMethod::Slice,
                array_type,
                vec![
                    (TypeId::NUMBER, Some(self.number_expression(0.0, span))),
                    (
                        TypeId::NUMBER,
                        Some(self.number_expression(f64::INFINITY, span)),
                    ),
                ],
            ),
            "keys" => (ArrayMethod::Keys, self.array_of(TypeId::NUMBER), vec![]),
            "entries" => {
                let tuple = self
                    .types
                    .intern(crate::types::Type::Tuple(vec![TypeId::NUMBER, element]));
                (ArrayMethod::Entries, self.array_of(tuple), vec![])
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
        if arguments.len() > expected.len()
            || arguments.len()
                < expected
                    .iter()
                    .filter(|(_, default)| default.is_none())
                    .count()
        {
            self.argument_count_error(span, expected.len(), arguments.len());
            return Self::poison(span);
        }
        let mut values = vec![array];
        let mut given = arguments.iter();
        for (position, (ty, default)) in expected.into_iter().enumerate() {
            let value = match (given.next(), default) {
                (Some(argument), Some(default)) => {
                    let value = self.check_expecting(&argument.expr, Some(ty));
                    self.defaulted_argument(value, ty, default)
                }
                (Some(argument), None) => {
                    let value = self.check_expecting(&argument.expr, Some(ty));
                    // A position or count is converted as JavaScript does;
                    // an element (the first parameter of `indexOf`,
                    // `fill`) keeps the element type's check.
                    let converts = position > 0
                        || ty != element
                        || !matches!(method, "indexOf" | "lastIndexOf" | "includes" | "fill");
                    self.library_argument(value, ty, converts)
                }
                (None, default) => default.unwrap_or_else(|| Self::poison(span)),
            };
            values.push(value);
        }
        let call = self.array_builtin(method_kind, values, result, span);
        if matches!(method, "keys" | "values" | "entries") {
            return self.iterator_over_copy(call, super::generators::IteratorLabel::Array);
        }
        call
    }

    /// A string's code points as an array of strings.
    pub(crate) fn string_code_points(&mut self, text: Expression) -> Expression {
        let span = text.span;
        let ty = self.array_of(TypeId::STRING);
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: crate::hir::Builtin::StringCodePoints,
                arguments: vec![text],
            },
            ty,
            span,
        }
    }

    fn array_builtin(
        &mut self,
        method: ArrayMethod,
        arguments: Vec<Expression>,
        ty: TypeId,
        span: Span,
    ) -> Expression {
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Array(method),
                arguments,
            },
            ty,
            span,
        }
    }

    pub(crate) fn string_expression(&self, text: &str, span: Span) -> Expression {
        Expression {
            kind: ExpressionKind::String(text.encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        }
    }

    pub(crate) fn number_expression(&self, value: f64, span: Span) -> Expression {
        Expression {
            kind: ExpressionKind::Number(value),
            ty: TypeId::NUMBER,
            span,
        }
    }

    /// `s.split(separator, limit)`.
    pub(crate) fn check_split(
        &mut self,
        receiver: Expression,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        if arguments.is_empty() || arguments.len() > 2 {
            self.error(Diagnostic::unsupported(
                span,
                "'split' without a string separator",
            ));
            return Self::poison(span);
        }
        let separator = self.check_expression(&arguments[0].expr);
        if separator.ty != TypeId::STRING && separator.ty != TypeId::NEVER {
            self.error(Diagnostic::unsupported(
                span,
                "'split' with a separator that is not a string",
            ));
            return Self::poison(span);
        }
        let limit = match arguments.get(1) {
            Some(limit) => {
                let limit = self.check_expression(&limit.expr);
                self.library_argument(limit, TypeId::NUMBER, true)
            }
            None => self.number_expression(f64::NAN, span),
        };
        let ty = self.array_of(TypeId::STRING);
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::StringSplit,
                arguments: vec![receiver, separator, limit],
            },
            ty,
            span,
        }
    }

    /// `for (target of iterable) body` as `for (const element of iterable)
    /// { target = element; body }`. The rewritten statement lives as long
    /// as the compiler process, as the checker keeps references into the
    /// syntax tree.
    fn for_of_into_targets(
        statement: &ast::ForOfStmt,
        pattern: &ast::Pat,
    ) -> Option<&'static ast::Stmt> {
        use swc_common::Spanned;
        let span = statement.span;
        let target = ast::AssignTarget::try_from(pattern.clone()).ok()?;
        let element = ast::Ident::new_no_ctxt("[for-of element]".into(), pattern.span());
        let assign = ast::Stmt::Expr(ast::ExprStmt {
            span,
            expr: Box::new(ast::Expr::Assign(ast::AssignExpr {
                span,
                op: ast::AssignOp::Assign,
                left: target,
                right: Box::new(ast::Expr::Ident(element.clone())),
            })),
        });
        let body = ast::Stmt::Block(ast::BlockStmt {
            span,
            ctxt: Default::default(),
            stmts: vec![assign, (*statement.body).clone()],
        });
        let declaration = ast::VarDecl {
            span,
            ctxt: Default::default(),
            kind: ast::VarDeclKind::Const,
            declare: false,
            decls: vec![ast::VarDeclarator {
                span,
                name: ast::Pat::Ident(ast::BindingIdent {
                    id: element,
                    type_ann: None,
                }),
                init: None,
                definite: false,
            }],
        };
        Some(Box::leak(Box::new(ast::Stmt::ForOf(ast::ForOfStmt {
            span,
            is_await: statement.is_await,
            left: ast::ForHead::VarDecl(Box::new(declaration)),
            right: statement.right.clone(),
            body: Box::new(body),
        }))))
    }

    /// `for await (const x of iterable) body`: over an async generator, each
    /// step awaited; over anything iterable, each value awaited.
    fn check_for_await(
        &mut self,
        statement: &'a ast::ForOfStmt,
        pattern: &'a ast::Pat,
        mutable: bool,
        labels: Vec<String>,
        out: &mut Vec<Statement>,
    ) {
        use super::generators::LoopMode;
        let span = self.span(statement.span);
        let iterable = self.check_expression(&statement.right);
        if iterable.ty == TypeId::NEVER {
            return;
        }
        // A readline interface: its lines.
        let iterable = match self.types.class(iterable.ty) {
            Some(class) if self.classes[class.index()].name == super::classes::READLINE_CLASS => {
                self.check_method(iterable, "lines", None, &[], span)
            }
            _ => iterable,
        };
        let iterable = match self.user_async_iterator(iterable) {
            Ok(iterator) | Err(iterator) => iterator,
        };
        let (iterable, mode) = if self.async_generator_parts(iterable.ty).is_some() {
            (iterable, LoopMode::Async)
        } else {
            let iterable = match self.user_iterator(iterable) {
                Ok(iterator) | Err(iterator) => iterator,
            };
            let iterable = if self.generator_parts(iterable.ty).is_some() {
                iterable
            } else {
                let array = self.iterable_as_array(iterable, span);
                let element = self.types.element(array.ty).unwrap_or(TypeId::NEVER);
                let ty = self.generator_of(element, TypeId::VOID, TypeId::UNKNOWN);
                self.generator_call_of(crate::hir::GeneratorOperation::FromArray, array, ty)
            };
            (iterable, LoopMode::AwaitValues)
        };
        self.check_generator_loop(
            iterable,
            pattern,
            mutable,
            &statement.body,
            labels,
            mode,
            out,
        );
    }

    /// `for (const x of iterable) body`, over an array or a string, as an
    /// index loop: the iterable is evaluated once, and each iteration reads
    /// the current length, as the array iterator does.
    pub(crate) fn check_for_of(
        &mut self,
        statement: &'a ast::ForOfStmt,
        labels: Vec<String>,
        out: &mut Vec<Statement>,
    ) {
        let span = self.span(statement.span);
        let declaration = match &statement.left {
            ast::ForHead::VarDecl(declaration) => declaration,
            // `for (x of xs)`, `for ([a, b] of pairs)`: each element goes
            // to existing targets: `for (const t of xs) { x = t; ... }`.
            ast::ForHead::Pat(pattern) => {
                let Some(rewritten) = Self::for_of_into_targets(statement, pattern) else {
                    self.error(Diagnostic::unsupported(span, "this 'for ... of' target"));
                    return;
                };
                self.current.pending_labels = labels;
                self.check_statement(rewritten, out, false);
                return;
            }
            ast::ForHead::UsingDecl(_) => {
                self.error(Diagnostic::unsupported(span, "a 'using' declaration"));
                return;
            }
        };
        let [declarator] = &declaration.decls[..] else {
            self.error(Diagnostic::unsupported(
                span,
                "a 'for ... of' loop declaring several variables",
            ));
            return;
        };
        let pattern = &declarator.name;
        if !matches!(
            pattern,
            ast::Pat::Ident(_) | ast::Pat::Array(_) | ast::Pat::Object(_)
        ) {
            self.error(Diagnostic::unsupported(
                span,
                "this pattern in a 'for ... of' loop",
            ));
            return;
        }
        if declaration.kind == ast::VarDeclKind::Var {
            self.error(Diagnostic::unsupported(span, "'var'"));
            return;
        }
        if statement.is_await {
            self.check_for_await(statement, pattern, mutable_of(declaration), labels, out);
            return;
        }
        // `map.entries()` and `Object.entries(record)` iterate the entries
        // themselves.
        let entries_of: Option<&'a ast::Expr> = match &*statement.right {
            ast::Expr::Call(call) if call.args.len() <= 1 => match &call.callee {
                ast::Callee::Expr(callee) => match &**callee {
                    ast::Expr::Member(member) if matches!(&member.prop, ast::MemberProp::Ident(p) if p.sym == "entries") => {
                        match (&*member.obj, call.args.first()) {
                            (ast::Expr::Ident(object), Some(argument))
                                if object.sym == "Object" && self.lookup("Object").is_none() =>
                            {
                                Some(&*argument.expr)
                            }
                            (_, None) => Some(&*member.obj),
                            _ => None,
                        }
                    }
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        // `array.keys()`: the indices.
        let keys_of: Option<&'a ast::Expr> = match &*statement.right {
            ast::Expr::Call(call) if call.args.is_empty() && entries_of.is_none() => {
                match &call.callee {
                    ast::Callee::Expr(callee) => match &**callee {
                        ast::Expr::Member(member) if matches!(&member.prop, ast::MemberProp::Ident(p) if p.sym == "keys") => {
                            Some(&*member.obj)
                        }
                        _ => None,
                    },
                    _ => None,
                }
            }
            _ => None,
        };
        let mut array_keys = false;
        let mut collection_part = super::collections::CollectionPart::Iteration;
        let object_entries =
            matches!(&*statement.right, ast::Expr::Call(call) if call.args.len() == 1);
        let mut entries_of = entries_of;
        let iterable = match (entries_of, keys_of) {
            // `Object.entries(value)` of an `any`: its `[key, value]` pairs
            // as an array of tuples.
            (Some(source), _) => {
                let value = self.check_expression(source);
                if value.ty == TypeId::ANY && !object_entries {
                    // `anyValue.entries()`: called at run time, and what it
                    // returns iterated as an `any`.
                    entries_of = None;
                    let span = self.span(swc_common::Spanned::span(&*statement.right));
                    self.any_method_call(value, "entries", &[], span)
                } else if value.ty == TypeId::ANY && object_entries {
                    entries_of = None;
                    let tuple = self
                        .types
                        .intern(crate::types::Type::Tuple(vec![TypeId::STRING, TypeId::ANY]));
                    let ty = self.array_of(tuple);
                    let value_span = value.span;
                    self.any_call(
                        crate::hir::AnyOperation::ObjectParts(2),
                        vec![value],
                        ty,
                        value_span,
                    )
                } else if object_entries
                    && !self.types.is_collection(value.ty)
                    && self
                        .types
                        .is_object(self.types.non_null(value.ty).unwrap_or(value.ty))
                {
                    // Of an object or class instance: its `[key, value]`
                    // pairs, as an array of tuples.
                    entries_of = None;
                    let value_span = value.span;
                    self.object_own_parts("entries", value, value_span)
                } else {
                    value
                }
            }
            (None, Some(source)) => {
                let receiver = self.check_expression(source);
                if receiver.ty == TypeId::ANY {
                    // `anyValue.keys()`: called at run time, and what it
                    // returns iterated as an `any`.
                    let span = self.span(swc_common::Spanned::span(&*statement.right));
                    self.any_method_call(receiver, "keys", &[], span)
                } else if self.indexed_element(receiver.ty).is_some() {
                    array_keys = true;
                    receiver
                } else if matches!(
                    self.types.get(receiver.ty),
                    crate::types::Type::Map(..) | crate::types::Type::Set(_)
                ) {
                    // `map.keys()`: the map's keys as its loop visits them
                    // (live: what is added meanwhile is visited, what is
                    // deleted is not).
                    collection_part = super::collections::CollectionPart::Keys;
                    receiver
                } else if let Some(key) = match self.types.get(receiver.ty) {
                    crate::types::Type::Record(_) => Some(TypeId::STRING),
                    _ => None,
                } {
                    // `map.keys()`: the keys, as an array.
                    let ty = self.array_of(key);
                    let receiver_span = receiver.span;
                    self.collection_call(
                        crate::hir::CollectionMethod::Keys,
                        vec![receiver],
                        ty,
                        receiver_span,
                    )
                } else {
                    if receiver.ty != TypeId::NEVER {
                        let shown = self.types.display(receiver.ty).to_string();
                        self.error(Diagnostic::unsupported(
                            span,
                            format!("iterating over 'keys()' of a '{shown}'"),
                        ));
                    }
                    return;
                }
            }
            (None, None) => self.check_expression(&statement.right),
        };
        // Over an array, `entries()` pairs each index with its element and
        // `keys()` gives the indices.
        let array_entries = entries_of.is_some() && self.indexed_element(iterable.ty).is_some();
        // A class with `[Symbol.iterator]()`: the generator it returns.
        let iterable = match self.user_iterator(iterable) {
            Ok(iterator) | Err(iterator) => iterator,
        };
        // The iterator of an array, map or set: the array it walks; a
        // map's or a set's `values()` (or `keys()`): the collection
        // itself, walked live as its own iterator walks it.
        let iterable = match Self::copied_iterator(iterable) {
            Ok(array) | Err(array) => match self.collection_part_of(array) {
                Ok((collection, part)) => {
                    collection_part = part;
                    collection
                }
                Err(array) => array,
            },
        };
        if self.generator_parts(iterable.ty).is_some() && entries_of.is_none() && keys_of.is_none()
        {
            self.check_generator_loop(
                iterable,
                pattern,
                mutable_of(declaration),
                &statement.body,
                labels,
                super::generators::LoopMode::Sync,
                out,
            );
            return;
        }
        // `set.entries()`: `[value, value]` pairs, walked live.
        if entries_of.is_some() && matches!(self.types.get(iterable.ty), crate::types::Type::Set(_))
        {
            entries_of = None;
            collection_part = super::collections::CollectionPart::Entries;
        }
        if self.types.is_collection(iterable.ty) {
            self.check_collection_loop(
                iterable,
                pattern,
                mutable_of(declaration),
                &statement.body,
                labels,
                collection_part,
                out,
            );
            return;
        }
        if entries_of.is_some() && iterable.ty != TypeId::NEVER && !array_entries {
            self.error(Diagnostic::unsupported(
                span,
                "iterating over 'entries()' of anything but a map or a record",
            ));
            return;
        }
        if iterable.ty == TypeId::NEVER {
            return;
        }
        // An `Iterable<T>`: the values it gives, converted to `T`s.
        if self.types.iterable_element(iterable.ty).is_some() {
            let generator = self.iterable_generator(iterable);
            self.check_generator_loop(
                generator,
                pattern,
                mutable_of(declaration),
                &statement.body,
                labels,
                super::generators::LoopMode::Sync,
                out,
            );
            return;
        }
        // An `any`: the values it holds, as `any`s, taken one at a time
        // (a generator it holds runs as the loop goes).
        if iterable.ty == TypeId::ANY {
            let text = match &*statement.right {
                ast::Expr::Call(ast::CallExpr {
                    callee: ast::Callee::Expr(callee),
                    ..
                }) => format!(
                    "{} is not a function or its return value is not iterable",
                    self.source_rendering(callee)
                ),
                other => format!("{} is not iterable", self.source_rendering(other)),
            };
            let generator = self.any_generator(iterable, text);
            self.check_generator_loop(
                generator,
                pattern,
                mutable_of(declaration),
                &statement.body,
                labels,
                super::generators::LoopMode::Sync,
                out,
            );
            return;
        }
        // A tuple of different types: its elements, as an array of their
        // union.
        let iterable = if self.types.tuple(iterable.ty).is_some() {
            self.tuple_as_array(iterable)
        } else {
            iterable
        };
        let element = if iterable.ty == TypeId::STRING {
            TypeId::STRING
        } else if let Some(element) = self.indexed_element(iterable.ty) {
            element
        } else {
            let shown = self.types.display(iterable.ty).to_string();
            self.error(Diagnostic::unsupported(
                iterable.span,
                format!("iterating over a '{shown}'"),
            ));
            return;
        };
        if let ast::Pat::Ident(binding) = pattern
            && let Some(annotation) = &binding.type_ann
        {
            let annotated = self.resolve_type(&annotation.type_ann);
            if annotated != element && annotated != TypeId::NEVER {
                self.error(Diagnostic::new(
                    Code::TypeMismatch,
                    self.span(annotation.span),
                    format!(
                        "Type '{}' is not assignable to type '{}'.",
                        self.types.display(element),
                        self.types.display(annotated)
                    ),
                ));
            }
        }
        let mutable = declaration.kind != ast::VarDeclKind::Const;
        self.current.push_scope();
        let iterable_type = iterable.ty;
        let source = self.declare_local("<iterable>", iterable_type, false, span);
        let index = self.declare_local("<index>", TypeId::NUMBER, true, span);
        let variable = |local| Expression {
            kind: ExpressionKind::Variable(Variable::Local(local)),
            ty: if local == source {
                iterable_type
            } else {
                TypeId::NUMBER
            },
            span,
        };
        let mut statements = vec![
            Statement::Let {
                local: source,
                value: Some(iterable),
            },
            Statement::Let {
                local: index,
                value: Some(self.number_expression(0.0, span)),
            },
        ];
        let length = if iterable_type == TypeId::STRING {
            Expression {
                kind: ExpressionKind::StringLength(Box::new(variable(source))),
                ty: TypeId::NUMBER,
                span,
            }
        } else {
            self.array_builtin(
                ArrayMethod::Length,
                vec![variable(source)],
                TypeId::NUMBER,
                span,
            )
        };
        let condition = Expression {
            kind: ExpressionKind::Binary {
                operator: BinaryOperator::Less,
                left: Box::new(variable(index)),
                right: Box::new(length),
            },
            ty: TypeId::BOOLEAN,
            span,
        };
        let (current, next) = if iterable_type == TypeId::STRING {
            let builtin = |builtin| Expression {
                kind: ExpressionKind::Builtin {
                    builtin,
                    arguments: vec![variable(source), variable(index)],
                },
                ty: if builtin == Builtin::StringNextIndex {
                    TypeId::NUMBER
                } else {
                    TypeId::STRING
                },
                span,
            };
            (
                builtin(Builtin::StringCodePointText),
                builtin(Builtin::StringNextIndex),
            )
        } else {
            let current = Expression {
                kind: ExpressionKind::ArrayGet {
                    array: Box::new(variable(source)),
                    index: Box::new(variable(index)),
                },
                ty: element,
                span,
            };
            let next = Expression {
                kind: ExpressionKind::Binary {
                    operator: BinaryOperator::Add,
                    left: Box::new(variable(index)),
                    right: Box::new(self.number_expression(1.0, span)),
                },
                ty: TypeId::NUMBER,
                span,
            };
            (current, next)
        };
        let update = Expression {
            kind: ExpressionKind::Assign {
                target: Variable::Local(index),
                value: Box::new(next),
            },
            ty: TypeId::NUMBER,
            span,
        };
        let (target, body) = self.with_loop_target(labels, |checker| {
            checker.current.push_scope();
            let mut body = hir::Block::default();
            let use_ = super::destructuring::PatternUse::Declare {
                mutable,
                top_level: false,
            };
            let position = Expression {
                kind: ExpressionKind::Variable(Variable::Local(index)),
                ty: TypeId::NUMBER,
                span,
            };
            match pattern {
                // `for (const [i, value] of array.entries())`.
                ast::Pat::Array(pair) if array_entries => {
                    let mut parts = pair.elems.iter();
                    if let Some(Some(index_pattern)) = parts.next() {
                        checker.declare_pattern(
                            index_pattern,
                            position,
                            use_,
                            &mut body.statements,
                        );
                    }
                    if let Some(Some(value_pattern)) = parts.next() {
                        checker.declare_pattern(value_pattern, current, use_, &mut body.statements);
                    }
                }
                _ if array_entries => {
                    checker.error(Diagnostic::unsupported(
                        span,
                        "an entry of an array as one value (write [index, value])",
                    ));
                }
                _ if array_keys => {
                    checker.declare_pattern(pattern, position, use_, &mut body.statements);
                }
                ast::Pat::Ident(binding) => {
                    let name = binding.id.sym.to_string();
                    let name_span = checker.span(binding.id.span);
                    let local = checker.declare_local(&name, element, mutable, name_span);
                    body.statements.push(Statement::Let {
                        local,
                        value: Some(current),
                    });
                }
                // `for (const { x, y } of points)`: each element taken
                // apart.
                _ => checker.declare_pattern(
                    pattern,
                    current,
                    super::destructuring::PatternUse::Declare {
                        mutable,
                        top_level: false,
                    },
                    &mut body.statements,
                ),
            }
            match &*statement.body {
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
            update: Some(update),
            fresh: Vec::new(),
        });
        let declared = self.current.pop_scope();
        out.push(Statement::Block(hir::Block {
            statements,
            declared,
        }));
    }
}

pub(crate) fn numeric_operator(operator: ast::BinaryOp) -> Option<BinaryOperator> {
    use ast::BinaryOp as Op;
    Some(match operator {
        Op::Add => BinaryOperator::Add,
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
        Op::ZeroFillRShift => BinaryOperator::UnsignedShiftRight,
        _ => return None,
    })
}

impl<'a> Checker<'a> {
    /// `forEach`, `map`, `filter`, `reduce`, `some`, `sort` and the other
    /// methods that call a function per element.
    fn check_array_callback(
        &mut self,
        array: Expression,
        method: crate::hir::CallbackMethod,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        use crate::hir::CallbackMethod as M;
        let element = self.types.element(array.ty).unwrap_or(TypeId::NEVER);
        let array_type = array.ty;
        let (minimum, maximum) = match method {
            M::Sort | M::ToSorted => (0, 1),
            M::Reduce | M::ReduceRight => (1, 2),
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
        if let Some(spread) = arguments.iter().find_map(|argument| argument.spread) {
            self.error(Diagnostic::unsupported(
                self.span(spread),
                "a spread argument",
            ));
            return Self::poison(span);
        }
        let mut values = vec![array];
        let result = match method {
            M::Sort | M::ToSorted => {
                if let Some(compare) = arguments.first() {
                    let callback = self.check_callback(
                        &compare.expr,
                        vec![element, element],
                        Some(TypeId::NUMBER),
                    );
                    values.push(callback);
                }
                array_type
            }
            M::Reduce | M::ReduceRight => {
                // `xs.reduce<Record<string, number>>(f, {})`: the written
                // accumulator type.
                let written = match self.explicit_reduce_type {
                    Some((call, ty)) if call == span => {
                        self.explicit_reduce_type = None;
                        Some(ty)
                    }
                    _ => None,
                };
                // `xs.reduce((acc: number[], x) => ..., [])`: the accumulator
                // type written on the callback, when an initial value is
                // given (tsc infers it from both).
                let written = written.or_else(|| {
                    arguments.get(1)?;
                    let syntax = super::closures::ClosureSyntax::of_expression(&arguments[0].expr)?;
                    let annotation = syntax.accumulator_annotation()?;
                    Some(self.resolve_type(annotation))
                });
                let initial = arguments.get(1).map(|argument| {
                    let value = self.check_expecting(&argument.expr, written);
                    match written {
                        Some(ty) => self.assign_to(value, ty),
                        None => value,
                    }
                });
                let accumulator = written
                    .or_else(|| initial.as_ref().map(|initial| initial.ty))
                    .unwrap_or(element);
                let callback = self.check_callback(
                    &arguments[0].expr,
                    vec![accumulator, element, TypeId::NUMBER, array_type],
                    Some(accumulator),
                );
                values.push(callback);
                values.extend(initial);
                accumulator
            }
            _ => {
                // `xs.map((x, i) => [x, i])` where `[T, number][]` is
                // wanted: the callback's result is contextually typed.
                let wanted_result = match self.expected_map_result {
                    Some((call, element)) if method == M::Map && call == span => {
                        self.expected_map_result = None;
                        Some(element)
                    }
                    _ => None,
                };
                let callback = self.check_callback(
                    &arguments[0].expr,
                    vec![element, TypeId::NUMBER, array_type],
                    wanted_result,
                );
                let returned = self
                    .function_signature(callback.ty)
                    .map_or(TypeId::NEVER, |signature| signature.result);
                values.push(callback);
                match method {
                    M::ForEach => TypeId::VOID,
                    M::Map => {
                        if returned == TypeId::NEVER {
                            return Self::poison(span);
                        }
                        if !self.is_element_type(returned) {
                            let shown = self.types.display(returned).to_string();
                            self.error(Diagnostic::unsupported(
                                span,
                                format!("an array of '{shown}'"),
                            ));
                            return Self::poison(span);
                        }
                        self.array_of(returned)
                    }
                    M::Filter => array_type,
                    M::Find | M::FindLast => element,
                    M::Some | M::Every => TypeId::BOOLEAN,
                    _ => TypeId::NUMBER,
                }
            }
        };
        if values.iter().any(|value| value.ty == TypeId::NEVER) {
            return Self::poison(span);
        }
        let filtered = Expression {
            kind: ExpressionKind::Builtin {
                builtin: crate::hir::Builtin::ArrayCallback(method),
                arguments: values,
            },
            ty: result,
            span,
        };
        // A type predicate (`(x): x is T => ...`, or a predicate function by
        // name) in `filter`, `find` or `findLast`: the elements found as the
        // narrower type, each checked where a lying predicate could make
        // typed code misread one (`predicate_view`).
        let narrowed = if matches!(method, M::Filter | M::Find | M::FindLast) {
            self.filter_predicate(&arguments[0].expr)
        } else {
            None
        };
        let Some(narrowed) = narrowed else {
            return filtered;
        };
        if method != M::Filter {
            return match self.predicate_view(result, narrowed) {
                Some(PredicateView::Downcast(class)) => Expression {
                    kind: ExpressionKind::Downcast {
                        value: Box::new(filtered),
                        class,
                    },
                    ty: narrowed,
                    span,
                },
                Some(PredicateView::ByName) => Expression {
                    ty: narrowed,
                    ..filtered
                },
                // A box converted, `undefined` when none is found.
                Some(PredicateView::Unboxed) => {
                    match self.union_of(&[narrowed, TypeId::UNDEFINED]) {
                        Some(ty) if !self.types.is_dynamic(ty) => Expression {
                            kind: ExpressionKind::FromDynamic(Box::new(filtered)),
                            ty,
                            span,
                        },
                        _ => filtered,
                    }
                }
                None => filtered,
            };
        }
        let Some(element) = self.types.element(result) else {
            return filtered;
        };
        let ty = self.array_of(narrowed);
        match self.predicate_view(element, narrowed) {
            Some(PredicateView::Downcast(class)) => {
                return Expression {
                    kind: ExpressionKind::Downcast {
                        value: Box::new(filtered),
                        class,
                    },
                    ty,
                    span,
                };
            }
            Some(PredicateView::ByName) => return Expression { ty, ..filtered },
            // An array of `T`, converted (checked) as an `any` holding the
            // array is.
            Some(PredicateView::Unboxed) if self.is_element_type(narrowed) => {
                return Expression {
                    kind: ExpressionKind::FromDynamic(Box::new(Self::boxed(filtered))),
                    ty,
                    span,
                };
            }
            _ => {}
        }
        // Of a discriminated union's members: the same array of pointers,
        // as the narrower type (whose fields are read by name and checked,
        // so a predicate that lies cannot misread one).
        if narrowed != element
            && narrowed != TypeId::NEVER
            && self.types.non_null(narrowed).is_none()
            && self.is_union_narrowing(element, narrowed)
        {
            return Expression { ty, ..filtered };
        }
        filtered
    }

    /// How values of type `from` are seen as the narrower type a predicate
    /// names: a class's instances as a subclass's (each checked to be one:
    /// reads through the subclass use its fields' offsets), an object type
    /// as one that extends it (read by name, as `x as T` reads them), a box
    /// as a typed value (converted, checked).
    fn predicate_view(&self, from: TypeId, narrowed: TypeId) -> Option<PredicateView> {
        if narrowed == from || narrowed == TypeId::NEVER {
            return None;
        }
        if let (Some(base), Some(derived)) = (self.types.class(from), self.types.class(narrowed))
            && self.derives_from(derived, base)
        {
            return Some(PredicateView::Downcast(derived));
        }
        if self.types.class(from).is_none()
            && self.types.is_object(from)
            && self.types.object(narrowed).is_some()
            && self.is_assignable(narrowed, from)
        {
            return Some(PredicateView::ByName);
        }
        (self.types.is_dynamic(from)
            && !self.types.is_dynamic(narrowed)
            && self.is_assignable(narrowed, from))
        .then_some(PredicateView::Unboxed)
    }

    /// The type a filter's callback narrows its element to: `T` of an
    /// arrow or function expression annotated `x is T`, or of a function
    /// declared so, named.
    fn filter_predicate(&mut self, callback: &'a ast::Expr) -> Option<TypeId> {
        let (annotation, first) = match callback.unwrap_parens() {
            ast::Expr::Arrow(arrow) => (arrow.return_type.as_deref(), arrow.params.first()),
            ast::Expr::Fn(function) => (
                function.function.return_type.as_deref(),
                function
                    .function
                    .params
                    .first()
                    .map(|parameter| &parameter.pat),
            ),
            ast::Expr::Ident(name) => {
                let Some(super::Binding::Function(function)) = self.resolve_name(name.sym.as_str())
                else {
                    return None;
                };
                let predicate = self.predicates.get(&function).copied()?;
                return if predicate.asserts || predicate.parameter != 0 {
                    None
                } else {
                    predicate.ty
                };
            }
            _ => return None,
        };
        let ast::TsType::TsTypePredicate(predicate) = &*annotation?.type_ann else {
            return None;
        };
        // The predicate must be about the element (the first parameter).
        let (Some(ast::Pat::Ident(first)), ast::TsThisTypeOrIdent::Ident(named)) =
            (first, &predicate.param_name)
        else {
            return None;
        };
        if predicate.asserts || first.id.sym != named.sym {
            return None;
        }
        let written = predicate.type_ann.as_ref()?;
        Some(self.resolve_type(&written.type_ann))
    }

    /// A function argument that a method calls with `parameters`: an arrow
    /// or function expression is checked against them (taking fewer is
    /// fine); a function value is adapted to take them all. With `result`,
    /// the function must return it.
    pub(crate) fn check_callback(
        &mut self,
        argument: &'a ast::Expr,
        parameters: Vec<TypeId>,
        result: Option<TypeId>,
    ) -> Expression {
        if let Some(syntax) = super::closures::ClosureSyntax::of_expression(argument) {
            return self.check_closure(
                syntax,
                Some(super::closures::ClosureExpectation {
                    parameters,
                    result,
                    rest: false,
                }),
            );
        }
        // `xs.map(Math.abs)`, `ss.map(parseFloat)`, `ss.map(parseInt)`: an
        // arrow passing the arguments the function reads (`parseInt` reads
        // the index as its radix, as in JavaScript).
        if let Some(wrapped) = self.library_callback(argument, parameters.len()) {
            return self.check_closure(
                super::closures::ClosureSyntax::of_expression(wrapped).expect("an arrow"),
                Some(super::closures::ClosureExpectation {
                    parameters,
                    result,
                    rest: false,
                }),
            );
        }
        let value = match argument {
            ast::Expr::Ident(name) => match self.lookup(name.sym.as_str()) {
                Some(super::scope::Binding::GenericFunction(generic)) => {
                    let span = self.span(name.span);
                    self.generic_function_value(generic, &parameters, span)
                }
                None if matches!(name.sym.as_str(), "String" | "Number" | "Boolean") => {
                    let span = self.span(name.span);
                    self.conversion_value(name.sym.as_str(), &parameters, span)
                }
                _ => self.check_expression(argument),
            },
            _ => self.check_expression(argument),
        };
        if value.ty == TypeId::NEVER {
            return value;
        }
        // A function held by an `any`: called through it.
        if value.ty == TypeId::ANY {
            let wanted = self.function_type(parameters, result.unwrap_or(TypeId::ANY));
            return self.represent_as(value, wanted);
        }
        let Some(signature) = self.function_signature(value.ty) else {
            let shown = self.types.display(value.ty).to_string();
            self.error(Diagnostic::new(
                Code::TypeMismatch,
                value.span,
                format!(
                    "Argument of type '{shown}' is not assignable to a parameter of function type."
                ),
            ));
            return Self::poison(value.span);
        };
        let wanted = self.function_type(parameters, result.unwrap_or(signature.result));
        let value = self.coerce(value, wanted);
        self.assign_to(value, wanted)
    }

    /// A library function passed as a callback, as an arrow calling it
    /// with as many of the callback's arguments as it reads: the unary
    /// `Math` functions and `parseFloat` one, `parseInt` two.
    fn library_callback(&self, argument: &ast::Expr, passed: usize) -> Option<&'static ast::Expr> {
        let reads = match argument {
            ast::Expr::Member(member)
                if matches!(&*member.obj, ast::Expr::Ident(object)
                    if object.sym == "Math" && self.lookup("Math").is_none()) =>
            {
                let ast::MemberProp::Ident(name) = &member.prop else {
                    return None;
                };
                const UNARY: &[&str] = &[
                    "abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil",
                    "cos", "cosh", "exp", "expm1", "floor", "fround", "log", "log10", "log1p",
                    "log2", "round", "sign", "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
                ];
                UNARY.contains(&name.sym.as_str()).then_some(1)?
            }
            ast::Expr::Ident(name) if self.lookup(name.sym.as_str()).is_none() => {
                match name.sym.as_str() {
                    "parseFloat" => 1,
                    "parseInt" => 2,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let count = reads.min(passed);
        if count == 0 {
            return None;
        }
        let span = swc_common::Spanned::span(argument);
        let name = |index: usize| {
            ast::Ident::new(
                format!("[argument {index}]").into(),
                span,
                Default::default(),
            )
        };
        let params = (0..count)
            .map(|index| {
                ast::Pat::Ident(ast::BindingIdent {
                    id: name(index),
                    type_ann: None,
                })
            })
            .collect();
        let args = (0..count)
            .map(|index| ast::ExprOrSpread {
                spread: None,
                expr: Box::new(ast::Expr::Ident(name(index))),
            })
            .collect();
        let call = ast::Expr::Call(ast::CallExpr {
            span,
            ctxt: Default::default(),
            callee: ast::Callee::Expr(Box::new(argument.clone())),
            args,
            type_args: None,
        });
        // Leaked: the checker borrows syntax for the whole compilation.
        Some(Box::leak(Box::new(ast::Expr::Arrow(ast::ArrowExpr {
            span,
            ctxt: Default::default(),
            params,
            body: Box::new(ast::ArrowFunctionBody::Expr(Box::new(call))),
            is_async: false,
            is_generator: false,
            type_params: None,
            return_type: None,
        }))))
    }

    /// `Array.from(...)`, `Array.of(...)`, `Array.isArray(x)`.
    pub(crate) fn check_array_static(
        &mut self,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        match method {
            "isArray" => {
                let [argument] = arguments else {
                    self.argument_count_error(span, 1, arguments.len());
                    return Self::poison(span);
                };
                let value = self.check_expression(&argument.expr);
                // A boxed value: its kind at run time.
                if self.types.is_dynamic(value.ty) {
                    return Expression {
                        kind: ExpressionKind::DynamicKindIs {
                            value: Box::new(value),
                            kind: 3,
                        },
                        ty: TypeId::BOOLEAN,
                        span,
                    };
                }
                // Tuples are arrays too.
                let is_array =
                    self.types.element(value.ty).is_some() || self.types.tuple(value.ty).is_some();
                // An array type may hold `undefined` (a null pointer):
                // asked at run time.
                if is_array && self.may_hold_undefined(value.ty) {
                    let test = self
                        .undefined_test(value)
                        .unwrap_or_else(|| Self::poison(span));
                    return Expression {
                        kind: ExpressionKind::Unary {
                            operator: crate::hir::UnaryOperator::Not,
                            operand: Box::new(test),
                        },
                        ty: TypeId::BOOLEAN,
                        span,
                    };
                }
                Self::known_boolean(value, is_array, span)
            }
            "of" => {
                let mut values = Vec::new();
                let mut element = None;
                for argument in arguments {
                    let value = self.check_expecting(&argument.expr, element);
                    match element {
                        Some(ty) => self.expect_assignable(&value, ty),
                        None => element = Some(value.ty),
                    }
                    values.push(value);
                }
                let Some(element) = element else {
                    return self.empty_array_needs_type(span);
                };
                let ty = self.array_of(element);
                Expression {
                    kind: ExpressionKind::ArrayLiteral(values),
                    ty,
                    span,
                }
            }
            _ => self.check_array_from(arguments, span),
        }
    }

    fn empty_array_needs_type(&mut self, span: Span) -> Expression {
        self.error(Diagnostic::new(
            Code::AnnotationNeeded,
            span,
            "The type of an empty array needs an annotation.",
        ));
        Self::poison(span)
    }

    /// `Array.from(array)`, `Array.from(set)`, `Array.from({ length: n }, f)`.
    fn check_array_from(&mut self, arguments: &'a [ast::ExprOrSpread], span: Span) -> Expression {
        let Some(source) = arguments.first() else {
            self.argument_count_error(span, 1, 0);
            return Self::poison(span);
        };
        // `{ length: n }` with a function of the index.
        if let ast::Expr::Object(object) = &*source.expr
            && let [ast::PropOrSpread::Prop(property)] = &object.props[..]
            && let ast::Prop::KeyValue(pair) = &**property
            && matches!(&pair.key, ast::PropName::Ident(key) if key.sym == "length")
        {
            let count = self.check_expecting(&pair.value, Some(TypeId::NUMBER));
            let count = self.library_argument(count, TypeId::NUMBER, true);
            let Some(callback) = arguments.get(1) else {
                self.error(Diagnostic::unsupported(
                    span,
                    "'Array.from({ length })' without a function (its elements are undefined)",
                ));
                return Self::poison(span);
            };
            let callback = self.check_callback(
                &callback.expr,
                vec![TypeId::UNDEFINED, TypeId::NUMBER],
                None,
            );
            let Some(signature) = self.function_signature(callback.ty) else {
                return Self::poison(span);
            };
            if !self.is_element_type(signature.result) {
                let shown = self.types.display(signature.result).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("an array of '{shown}'"),
                ));
                return Self::poison(span);
            }
            let ty = self.array_of(signature.result);
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: crate::hir::Builtin::ArrayCallback(
                        crate::hir::CallbackMethod::FromLength,
                    ),
                    arguments: vec![count, callback],
                },
                ty,
                span,
            };
        }
        if arguments.len() > 1 {
            // `Array.from(xs, f)`: a copy mapped by `f`.
            let value = self.check_expression(&source.expr);
            let value = self.iterable_as_array(value, span);
            if value.ty == TypeId::NEVER {
                return value;
            }
            if arguments.len() > 2 {
                self.argument_count_error(span, 2, arguments.len());
                return Self::poison(span);
            }
            let element = self.types.element(value.ty).unwrap_or(TypeId::NEVER);
            let array_type = value.ty;
            let copy = self.copy_array(value, span);
            // Called with the value and the index only (a map of the copy
            // would pass the copy too, which a rest parameter would see).
            let callback =
                self.check_callback(&arguments[1].expr, vec![element, TypeId::NUMBER], None);
            let Some(signature) = self.function_signature(callback.ty) else {
                return Self::poison(span);
            };
            if !self.is_element_type(signature.result) {
                let shown = self.types.display(signature.result).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("an array of '{shown}'"),
                ));
                return Self::poison(span);
            }
            let wanted =
                self.function_type(vec![element, TypeId::NUMBER, array_type], signature.result);
            let callback = self.coerce(callback, wanted);
            let ty = self.array_of(signature.result);
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: crate::hir::Builtin::ArrayCallback(crate::hir::CallbackMethod::Map),
                    arguments: vec![copy, callback],
                },
                ty,
                span,
            };
        }
        let value = self.check_expression(&source.expr);
        let value = self.iterable_as_array(value, span);
        if value.ty == TypeId::NEVER {
            return value;
        }
        self.copy_array(value, span)
    }

    /// What a spread argument (`f(...values)`) passes: an array as it is,
    /// the values of any other iterable (a set, a map, a generator, a
    /// string, a class with `[Symbol.iterator]()`) as a new array.
    pub(crate) fn spread_as_array(&mut self, value: Expression) -> Expression {
        if value.ty == TypeId::NEVER
            || (self.types.is_dynamic(value.ty) && self.types.iterable_element(value.ty).is_none())
            || self.types.element(value.ty).is_some()
            || self.types.tuple(value.ty).is_some()
        {
            return value;
        }
        let span = value.span;
        self.iterable_as_array(value, span)
    }

    /// An array, or a set's elements as an array; anything else is an
    /// error.
    pub(crate) fn iterable_as_array(&mut self, value: Expression, span: Span) -> Expression {
        if value.ty == TypeId::NEVER || self.types.element(value.ty).is_some() {
            return value;
        }
        // A class with `[Symbol.iterator]()`: the generator it returns.
        let value = match self.user_iterator(value) {
            Ok(iterator) | Err(iterator) => iterator,
        };
        let value = if self.types.iterable_element(value.ty).is_some() {
            self.iterable_generator(value)
        } else {
            value
        };
        // A generator: the values it yields (already a new array).
        if self.generator_parts(value.ty).is_some() {
            return self.generator_to_array(value);
        }
        // A tuple of different types: its elements (a new array).
        if self.types.tuple(value.ty).is_some() {
            return self.tuple_as_array(value);
        }
        if self.types.typed_kind(value.ty).is_some() {
            let ty = self.array_of(TypeId::NUMBER);
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: crate::hir::Builtin::Typed(crate::hir::TypedMethod::ToArray),
                    arguments: vec![value],
                },
                ty,
                span,
            };
        }
        // `Array.from(anyValue)`: what iterating it gives, or an
        // array-like's elements.
        if value.ty == TypeId::ANY {
            let ty = self.array_of(TypeId::ANY);
            return self.any_call(crate::hir::AnyOperation::ArrayFrom, vec![value], ty, span);
        }
        // `Array.from("text")`: its code points (a fresh array).
        if value.ty == TypeId::STRING {
            return self.string_code_points(value);
        }
        if let crate::types::Type::Set(element) = self.types.get(value.ty).clone() {
            let ty = self.array_of(element);
            return self.collection_call(crate::hir::CollectionMethod::Keys, vec![value], ty, span);
        }
        if let crate::types::Type::Map(key, item) = self.types.get(value.ty).clone() {
            let tuple = self
                .types
                .intern(crate::types::Type::Tuple(vec![key, item]));
            let ty = self.array_of(tuple);
            return self.collection_call(
                crate::hir::CollectionMethod::Entries,
                vec![value],
                ty,
                span,
            );
        }
        let shown = self.types.display(value.ty).to_string();
        self.error(Diagnostic::unsupported(
            span,
            format!("'Array.from' of a '{shown}'"),
        ));
        Self::poison(span)
    }

    /// A shallow copy: `xs.slice()`.
    fn copy_array(&mut self, value: Expression, span: Span) -> Expression {
        let ty = value.ty;
        let start = self.number_expression(0.0, span);
        let end = self.number_expression(f64::INFINITY, span);
        self.array_builtin(ArrayMethod::Slice, vec![value, start, end], ty, span)
    }

    /// `[a, "b"]` where a tuple is wanted: each element of its type.
    fn check_tuple_literal(
        &mut self,
        literal: &'a ast::ArrayLit,
        tuple_type: TypeId,
        types: &[TypeId],
        span: Span,
    ) -> Expression {
        if literal.elems.len() != types.len()
            || literal
                .elems
                .iter()
                .any(|element| element.as_ref().is_none_or(|e| e.spread.is_some()))
        {
            let shown = self.types.display(tuple_type).to_string();
            self.error(Diagnostic::new(
                Code::TypeMismatch,
                span,
                format!("This array literal does not fit the tuple type '{shown}'."),
            ));
            return Self::poison(span);
        }
        let mut values = Vec::with_capacity(types.len());
        for (element, &ty) in literal.elems.iter().flatten().zip(types) {
            let value = self.check_expecting(&element.expr, Some(ty));
            let value = self.assign_to(value, ty);
            values.push(value);
        }
        Expression {
            kind: ExpressionKind::TupleLiteral(values),
            ty: tuple_type,
            span,
        }
    }

    /// A tuple of elements of different types (an object with one field
    /// per position) as a new array of its elements, typed as their union
    /// (as tsc types the tuple's array methods): what a method that leaves
    /// the array as it is, a spread or a computed index reads.
    pub(crate) fn tuple_as_array(&mut self, tuple: Expression) -> Expression {
        let types = self
            .types
            .tuple(tuple.ty)
            .map(<[TypeId]>::to_vec)
            .unwrap_or_default();
        let span = tuple.span;
        let element = self.union_of(&types).unwrap_or(TypeId::ANY);
        let array = self.array_of(element);
        let tuple_type = tuple.ty;
        let (store, hidden) = self.hold(tuple);
        let elements = types
            .iter()
            .enumerate()
            .map(|(position, &ty)| {
                let read = Expression {
                    kind: ExpressionKind::FieldGet {
                        object: Box::new(Expression {
                            kind: ExpressionKind::Variable(hidden),
                            ty: tuple_type,
                            span,
                        }),
                        field: position,
                    },
                    ty,
                    span,
                };
                self.represent_as(read, element)
            })
            .collect();
        let literal = Expression {
            kind: ExpressionKind::ArrayLiteral(elements),
            ty: array,
            span,
        };
        Expression {
            kind: ExpressionKind::Sequence(vec![store, literal]),
            ty: array,
            span,
        }
    }

    /// The union of a tuple type's elements when it is boxed (what
    /// `scr_array_flat` makes of tuples' fields); `None` for other types
    /// and for tuples of objects (whose union is a merged object type).
    /// Whether `flat(arguments)` of an array of `ty` is the copy the
    /// array builtins make: one level (no depth given) of elements that
    /// are all arrays, all tuples, or all not arrays.
    fn flat_is_direct(&self, ty: TypeId, arguments: &[ast::ExprOrSpread]) -> bool {
        let Some(element) = self.types.element(ty) else {
            return true;
        };
        arguments.is_empty()
            && (matches!(self.types.get(element), crate::types::Type::Array(_))
                || self.types.tuple(element).is_some()
                || !self.types.is_dynamic(element))
    }

    /// `xs.flat(depth)` through the runtime: the array boxed, flattened
    /// by `scr_any_call`, and the result converted (checked) to the array
    /// of what tsc says its elements are: each member of the element type
    /// that is an array replaced by its elements, `depth` times (every
    /// level's, for a depth not written as a number).
    fn flat_of_boxes(
        &mut self,
        array: Expression,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let depth = match arguments
            .first()
            .map(|argument| argument.expr.unwrap_parens())
        {
            None => Some(1),
            Some(ast::Expr::Lit(ast::Lit::Num(number))) if number.value >= 0.0 => {
                Some(number.value.min(64.0) as u32)
            }
            Some(_) => None,
        };
        let depth_value = match arguments.first() {
            Some(argument) => {
                let value = self.check_expecting(&argument.expr, Some(TypeId::NUMBER));
                self.assign_to(value, TypeId::NUMBER)
            }
            None => self.number_expression(1.0, span),
        };
        self.flat_through_runtime(array, depth_value, depth, span)
    }

    /// `array.flat(depth)` by the runtime (`depth` is its value; `levels`
    /// what the program says of it, `None` when not a number written out).
    fn flat_through_runtime(
        &mut self,
        array: Expression,
        depth: Expression,
        levels: Option<u32>,
        span: Span,
    ) -> Expression {
        let element = self.types.element(array.ty).unwrap_or(TypeId::NEVER);
        let Some(flattened) = self.flattened_type(element, levels, 64) else {
            let shown = self.types.display(array.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("'flat' of a '{shown}' (elements that cannot be boxed)"),
            ));
            return Self::poison(span);
        };
        let result_type = self.array_of(flattened);
        let depth = self.represent_as(depth, TypeId::ANY);
        let boxes = self.array_of(TypeId::ANY);
        let list = Expression {
            kind: ExpressionKind::ArrayLiteral(vec![Expression {
                ty: TypeId::ANY,
                ..depth
            }]),
            ty: boxes,
            span,
        };
        let boxed = self.represent_as(array, TypeId::ANY);
        let name = self.string_expression("flat", span);
        let text = self.string_expression("array.flat", span);
        self.dynamic_calls.set(true);
        let flat = self.any_call(
            crate::hir::AnyOperation::Call,
            vec![boxed, name, list, text],
            TypeId::ANY,
            span,
        );
        self.represent_as(flat, result_type)
    }

    /// The elements of `ty`'s arrays flattened `depth` levels (`None`: the
    /// union of every level's), or `None` when a union cannot be boxed.
    fn flattened_type(&mut self, ty: TypeId, depth: Option<u32>, guard: u32) -> Option<TypeId> {
        if depth == Some(0) || guard == 0 {
            return Some(ty);
        }
        let members = self
            .types
            .union_members(ty)
            .map(<[TypeId]>::to_vec)
            .unwrap_or_else(|| vec![ty]);
        let mut found = Vec::new();
        for member in members {
            let inner = match self.types.element(member) {
                Some(inner) => Some(inner),
                None if self.types.tuple(member).is_some() => {
                    let parts = self.types.tuple(member).map(<[TypeId]>::to_vec)?;
                    Some(self.union_of(&parts)?)
                }
                None => None,
            };
            match inner {
                Some(inner) => {
                    if depth.is_none() {
                        found.push(member);
                    }
                    found.push(self.flattened_type(
                        inner,
                        depth.map(|depth| depth - 1),
                        guard - 1,
                    )?);
                }
                None => found.push(member),
            }
        }
        self.union_of(&found)
    }

    fn tuple_union(&mut self, ty: TypeId) -> Option<TypeId> {
        let types = self.types.tuple(ty)?.to_vec();
        self.union_of(&types)
            .filter(|&union| self.types.is_dynamic(union))
    }

    /// `tuple[i]` with a literal index: that element.
    pub(crate) fn tuple_element(
        &mut self,
        tuple: Expression,
        index: Expression,
        span: Span,
    ) -> Expression {
        let types = self
            .types
            .tuple(tuple.ty)
            .map(<[TypeId]>::to_vec)
            .unwrap_or_default();
        let position = match index.kind {
            ExpressionKind::Number(number) if number >= 0.0 && number.trunc() == number => {
                number as usize
            }
            // `pair[i]`: read from the tuple as an array of its elements'
            // union, as tsc types it.
            _ => {
                let array = self.tuple_as_array(tuple);
                return self.check_array_index(array, index, span);
            }
        };
        let Some(&ty) = types.get(position) else {
            self.error(Diagnostic::new(
                Code::UnknownProperty,
                span,
                format!(
                    "Tuple type of length '{}' has no element at index '{position}'.",
                    types.len()
                ),
            ));
            return Self::poison(span);
        };
        Expression {
            kind: ExpressionKind::FieldGet {
                object: Box::new(tuple),
                field: position,
            },
            ty,
            span,
        }
    }
}

/// Whether a `for ... of` declaration's variable may be assigned.
fn mutable_of(declaration: &ast::VarDecl) -> bool {
    declaration.kind != ast::VarDeclKind::Const
}

/// See `Checker::predicate_view`.
enum PredicateView {
    Downcast(crate::types::ClassId),
    ByName,
    Unboxed,
}
