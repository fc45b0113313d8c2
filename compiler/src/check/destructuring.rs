//! Destructuring: `const [a, ...rest] = xs`, `const { x, y: renamed } = p`,
//! nested patterns, defaults for elements past an array's end, patterns
//! as parameters, and destructuring assignment (`[a, b] = [b, a]`).
//!
//! The value is evaluated once into a hidden variable (a name no program
//! can write); each name then takes its part: an element (`undefined` past
//! the end, as an array read gives), a slice for a rest element, a property
//! (read as any member read is).

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{self, Expression, ExpressionKind, Statement, Variable};
use crate::types::TypeId;

/// Where the destructured value is kept while its parts are taken.
#[derive(Clone, Copy)]
pub(crate) struct Source {
    variable: Variable,
    ty: TypeId,
    span: Span,
}

impl Source {
    fn read(self) -> Expression {
        Expression {
            kind: ExpressionKind::Variable(self.variable),
            ty: self.ty,
            span: self.span,
        }
    }
}

/// What the names of a pattern become.
#[derive(Clone, Copy)]
pub(crate) enum PatternUse {
    /// `let`/`const` declarations (top level: globals).
    Declare { mutable: bool, top_level: bool },
    /// Assignment to existing variables.
    Assign,
}

impl<'a> Checker<'a> {
    /// The names a declaration pattern binds, for declaring globals ahead.
    pub(crate) fn pattern_names(pattern: &'a ast::Pat, out: &mut Vec<&'a ast::Ident>) {
        match pattern {
            ast::Pat::Ident(binding) => out.push(&binding.id),
            ast::Pat::Array(array) => {
                for element in array.elems.iter().flatten() {
                    Self::pattern_names(element, out);
                }
            }
            ast::Pat::Object(object) => {
                for property in &object.props {
                    match property {
                        ast::ObjectPatProp::KeyValue(pair) => Self::pattern_names(&pair.value, out),
                        ast::ObjectPatProp::Assign(assign) => out.push(&assign.key.id),
                        ast::ObjectPatProp::Rest(rest) => Self::pattern_names(&rest.arg, out),
                    }
                }
            }
            ast::Pat::Rest(rest) => Self::pattern_names(&rest.arg, out),
            ast::Pat::Assign(assign) => Self::pattern_names(&assign.left, out),
            _ => {}
        }
    }

    /// `const pattern = value;` (and `let`): the value is kept in a hidden
    /// variable, then each name takes its part.
    pub(crate) fn declare_pattern(
        &mut self,
        pattern: &'a ast::Pat,
        value: Expression,
        use_: PatternUse,
        out: &mut Vec<Statement>,
    ) {
        if value.ty == TypeId::NEVER {
            // A value with an error reported: its names are declared
            // (poisoned), so their uses report nothing more.
            if matches!(value.kind, ExpressionKind::Undefined)
                && matches!(use_, PatternUse::Declare { .. })
            {
                let mut names = Vec::new();
                Self::pattern_names(pattern, &mut names);
                for name in names {
                    let span = self.span(name.span);
                    self.bind_name(name, Self::poison(span), use_, out);
                }
            }
            return;
        }
        let source = self.hidden_source(value, use_, out);
        self.destructure(pattern, source, use_, out);
    }

    /// The value an array or object pattern takes apart. An array literal
    /// taken apart by an array pattern (`[a, b] = [b, a]`,
    /// `const [name, count] = ["x", 1]`) is a tuple of its elements' types,
    /// as tsc types it, so that each target gets its own element's type.
    pub(crate) fn check_pattern_source(
        &mut self,
        array_pattern: Option<&'a ast::ArrayPat>,
        source: &'a ast::Expr,
    ) -> Expression {
        let (Some(pattern), ast::Expr::Array(literal)) = (array_pattern, source.unwrap_parens())
        else {
            return self.check_expression(source);
        };
        if literal.elems.is_empty()
            || literal
                .elems
                .iter()
                .any(|element| element.as_ref().is_none_or(|e| e.spread.is_some()))
        {
            return self.check_expression(source);
        }
        let span = self.span(literal.span);
        let values: Vec<Expression> = literal
            .elems
            .iter()
            .flatten()
            .enumerate()
            .map(|(position, element)| {
                // `[[a, b], c] = [[1, "x"], true]`: nested the same way.
                let nested = match pattern.elems.get(position) {
                    Some(Some(ast::Pat::Array(inner))) => Some(inner),
                    Some(Some(ast::Pat::Assign(assign))) => match &*assign.left {
                        ast::Pat::Array(inner) => Some(inner),
                        _ => None,
                    },
                    _ => None,
                };
                self.check_pattern_source(nested, &element.expr)
            })
            .collect();
        let types: Vec<TypeId> = values.iter().map(|value| value.ty).collect();
        // `[undefined]` has no tuple of its own: an array as any literal
        // (the elements are only `undefined`s, checked again at no cost).
        if types.iter().all(|&ty| ty == TypeId::UNDEFINED) {
            return self.check_expression(source);
        }
        let ty = self.tuple_type(types);
        if ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let kind = if self.types.tuple(ty).is_some() {
            ExpressionKind::TupleLiteral(values)
        } else {
            ExpressionKind::ArrayLiteral(values)
        };
        Expression { kind, ty, span }
    }

    /// Keeps `value` in a new hidden variable: a global at the top level, a
    /// local elsewhere.
    fn hidden_source(
        &mut self,
        value: Expression,
        use_: PatternUse,
        out: &mut Vec<Statement>,
    ) -> Source {
        let span = value.span;
        let ty = value.ty;
        let hidden = format!(
            "[destructured {}]",
            self.current.locals.len() + self.globals.len()
        );
        let top_level = matches!(
            use_,
            PatternUse::Declare {
                top_level: true,
                ..
            }
        ) && self.current.at_top_level();
        let variable =
            if top_level || (matches!(use_, PatternUse::Assign) && self.current.at_top_level()) {
                let global = self.add_global(hidden, Some(ty), false);
                self.globals[global.index()].declared = true;
                out.push(Statement::InitGlobal { global, value });
                Variable::Global(global)
            } else {
                let local = self.declare_local(&hidden, ty, false, span);
                out.push(Statement::Let {
                    local,
                    value: Some(value),
                });
                Variable::Local(local)
            };
        Source { variable, ty, span }
    }

    /// Gives each name of `pattern` its part of `source`.
    pub(crate) fn destructure(
        &mut self,
        pattern: &'a ast::Pat,
        source: Source,
        use_: PatternUse,
        out: &mut Vec<Statement>,
    ) {
        match pattern {
            ast::Pat::Array(array) => self.destructure_array(array, source, use_, out),
            ast::Pat::Object(object) => self.destructure_object(object, source, use_, out),
            _ => {
                let value = source.read();
                self.bind_part(pattern, value, use_, out);
            }
        }
    }

    fn destructure_array(
        &mut self,
        array: &'a ast::ArrayPat,
        source: Source,
        use_: PatternUse,
        out: &mut Vec<Statement>,
    ) {
        // `T | undefined` (tsc has narrowed it, as for `step.value` after
        // `!step.done`): the array or tuple, unboxed (checked).
        let arrays: Vec<TypeId> = self
            .types
            .union_members(source.ty)
            .unwrap_or_default()
            .iter()
            .copied()
            .filter(|&member| member != TypeId::UNDEFINED && member != TypeId::NULL)
            .collect();
        let source = match arrays.as_slice() {
            [inner]
                if self.types.is_dynamic(source.ty)
                    && (self.types.tuple(*inner).is_some()
                        || self.indexed_element(*inner).is_some()) =>
            {
                let span = source.span;
                let value = Expression {
                    kind: ExpressionKind::FromDynamic(Box::new(source.read())),
                    ty: *inner,
                    span,
                };
                self.hidden_source(value, use_, out)
            }
            _ => source,
        };
        // `const [k, v] = anyValue`: the values it holds, as `any`s, as a
        // generator (one it holds gives only what the pattern takes).
        let source = if source.ty == TypeId::ANY {
            let shown = self.tree.text_at(source.span).unwrap_or("").to_string();
            let message = not_iterable_message(&shown);
            let generator = self.any_generator(source.read(), message);
            self.hidden_source(generator, use_, out)
        } else if self.types.iterable_element(source.ty).is_some() {
            // An `Iterable<T>`: its values, converted to `T`s.
            let generator = self.iterable_generator(source.read());
            self.hidden_source(generator, use_, out)
        } else {
            source
        };
        // `const [first, ...rest] = text`: its code points, as iterating
        // a string gives them.
        let source = if source.ty == TypeId::STRING {
            let points = self.string_code_points(source.read());
            self.hidden_source(points, use_, out)
        } else {
            source
        };
        // `const [a, b, ...rest] = generator`: the values the pattern
        // takes, as an array (with a rest element, all of them; without,
        // as many as it names, then the generator is closed, as
        // JavaScript's destructuring closes the iterator).
        let source = if self.generator_parts(source.ty).is_some() {
            let span = source.span;
            let has_rest = array
                .elems
                .iter()
                .any(|element| matches!(element, Some(ast::Pat::Rest(_))));
            let values = if has_rest {
                self.generator_to_array(source.read())
            } else {
                self.generator_take(source.read(), array.elems.len(), span)
            };
            self.hidden_source(values, use_, out)
        } else {
            source
        };
        if self.types.tuple(source.ty).is_some() {
            for (index, element) in array.elems.iter().enumerate() {
                let Some(element) = element else {
                    continue;
                };
                let span = self.span(element.span());
                if let ast::Pat::Rest(rest) = element {
                    // `[a, ...rest]` of a tuple: the elements from here
                    // on, as a new array of their union.
                    let Some(rest_value) = self.tuple_rest(source, index, span) else {
                        self.error(Diagnostic::unsupported(span, "a rest element of a tuple"));
                        continue;
                    };
                    self.bind_part(&rest.arg, rest_value, use_, out);
                    continue;
                }
                let position = Expression {
                    kind: ExpressionKind::Number(index as f64),
                    ty: TypeId::NUMBER,
                    span,
                };
                let value = self.tuple_element(source.read(), position, span);
                self.bind_part(element, value, use_, out);
            }
            return;
        }
        if self.indexed_element(source.ty).is_none() {
            let shown = self.types.display(source.ty).to_string();
            self.error(Diagnostic::unsupported(
                self.span(array.span),
                format!("array destructuring of a '{shown}'"),
            ));
            return;
        }
        for (index, element) in array.elems.iter().enumerate() {
            let Some(element) = element else {
                continue;
            };
            let span = self.span(element.span());
            if let ast::Pat::Rest(rest) = element {
                let value = self.rest_of(source, index, span);
                self.bind_part(&rest.arg, value, use_, out);
                continue;
            }
            let value = self.element_of(source, index, span);
            self.bind_part(element, value, use_, out);
        }
    }

    fn destructure_object(
        &mut self,
        object: &'a ast::ObjectPat,
        source: Source,
        use_: PatternUse,
        out: &mut Vec<Statement>,
    ) {
        for property in &object.props {
            match property {
                ast::ObjectPatProp::KeyValue(pair) => {
                    let span = self.span(pair.span());
                    let Some(key) = self.pattern_key(&pair.key) else {
                        // `{ [key]: name }`: read as `source[key]`.
                        if let ast::PropName::Computed(computed) = &pair.key {
                            let object = source.read();
                            let value = if object.ty == TypeId::ANY {
                                let key = self.check_expression(&computed.expr);
                                self.any_index(object, key, span)
                            } else {
                                self.computed_read(object, &computed.expr, span)
                            };
                            self.bind_part(&pair.value, value, use_, out);
                            continue;
                        }
                        self.error(Diagnostic::unsupported(
                            span,
                            "a computed key in a destructuring pattern",
                        ));
                        continue;
                    };
                    // `{ 0: first } = array`: an element.
                    if let ast::PropName::Num(number) = &pair.key
                        && number.value >= 0.0
                        && number.value == number.value.trunc()
                        && number.value < f64::from(u32::MAX)
                        && self.indexed_element(source.ty).is_some()
                    {
                        let value = self.element_of(source, number.value as usize, span);
                        self.bind_part(&pair.value, value, use_, out);
                        continue;
                    }
                    let value = self.member_of_source(source, &key, span);
                    self.bind_part(&pair.value, value, use_, out);
                }
                ast::ObjectPatProp::Assign(assign) => {
                    let span = self.span(assign.span);
                    let key = assign.key.id.sym.to_string();
                    let mut value = self.member_of_source(source, &key, span);
                    if let Some(default) = &assign.value {
                        value = self.with_default(value, default, use_, out);
                    }
                    self.bind_name(&assign.key.id, value, use_, out);
                }
                ast::ObjectPatProp::Rest(rest) => {
                    // `...rest`: a new object with the properties of the
                    // source's type not named before it.
                    let span = self.span(rest.span);
                    let named: Vec<String> = object
                        .props
                        .iter()
                        .filter_map(|property| match property {
                            ast::ObjectPatProp::KeyValue(pair) => match &pair.key {
                                ast::PropName::Ident(name) => Some(name.sym.to_string()),
                                ast::PropName::Str(text) => {
                                    Some(text.value.to_string_lossy().to_string())
                                }
                                _ => None,
                            },
                            ast::ObjectPatProp::Assign(assign) => {
                                Some(assign.key.id.sym.to_string())
                            }
                            ast::ObjectPatProp::Rest(_) => None,
                        })
                        .collect();
                    if source.ty == TypeId::ANY {
                        let value = self.any_object_rest(source.read(), &named, span);
                        self.bind_part(&rest.arg, value, use_, out);
                        continue;
                    }
                    let base = self.types.non_null(source.ty).unwrap_or(source.ty);
                    if !self.types.is_object(base) {
                        self.error(Diagnostic::unsupported(
                            span,
                            "a rest element in destructuring of anything but an object",
                        ));
                        continue;
                    }
                    // The type names the remaining declared properties;
                    // the value is every own property the source has at
                    // run time but the named ones.
                    let properties: Vec<crate::types::Property> = self
                        .data_properties(base)
                        .into_iter()
                        .filter(|property| !named.contains(&property.name))
                        .collect();
                    let ty = self.types.object_type(properties);
                    let value = Expression {
                        kind: ExpressionKind::ObjectSpread(vec![hir::ObjectPart::Spread {
                            source: source.read(),
                            excluded: named,
                        }]),
                        ty,
                        span,
                    };
                    self.bind_part(&rest.arg, value, use_, out);
                }
            }
        }
    }

    /// A part of a pattern: a name, a default, or a nested pattern (whose
    /// value gets a hidden variable of its own).
    fn bind_part(
        &mut self,
        pattern: &'a ast::Pat,
        value: Expression,
        use_: PatternUse,
        out: &mut Vec<Statement>,
    ) {
        match pattern {
            ast::Pat::Ident(binding) => self.bind_name(&binding.id, value, use_, out),
            ast::Pat::Assign(assign) => {
                let value = self.with_default(value, &assign.right, use_, out);
                self.bind_part(&assign.left, value, use_, out);
            }
            ast::Pat::Array(_) | ast::Pat::Object(_) => {
                if value.ty == TypeId::NEVER {
                    return;
                }
                let source = self.hidden_source(value, use_, out);
                self.destructure(pattern, source, use_, out);
            }
            // `[a[i], a[j]] = [a[j], a[i]]`, `[this.x, pair[1]] = ...`: a
            // property or element as a target, assigned the part (held in
            // a temporary) as `target = part` would be, when its turn
            // comes.
            ast::Pat::Expr(expression)
                if matches!(use_, PatternUse::Assign)
                    && matches!(&**expression, ast::Expr::Member(_)) =>
            {
                let ast::Expr::Member(member) = &**expression else {
                    return;
                };
                if value.ty == TypeId::NEVER {
                    return;
                }
                let mut prelude = Vec::new();
                let part = self.held_name(value, member.span, &mut prelude);
                out.extend(prelude.into_iter().map(Statement::Expression));
                // The checker keeps references into the syntax it checks;
                // this assignment lives as long as the compilation (leaked).
                let assignment: &'a ast::Expr =
                    Box::leak(Box::new(ast::Expr::Assign(ast::AssignExpr {
                        span: member.span,
                        op: ast::AssignOp::Assign,
                        left: ast::AssignTarget::Simple(ast::SimpleAssignTarget::Member(
                            member.clone(),
                        )),
                        right: Box::new(part),
                    })));
                let assigned = self.check_expression(assignment);
                out.push(Statement::Expression(assigned));
            }
            ast::Pat::Expr(expression) => {
                let span = self.span(expression.span());
                self.error(Diagnostic::unsupported(
                    span,
                    "a destructuring assignment to a property",
                ));
            }
            other => {
                let span = self.span(other.span());
                self.error(Diagnostic::unsupported(span, "this destructuring pattern"));
            }
        }
    }

    fn bind_name(
        &mut self,
        name: &'a ast::Ident,
        value: Expression,
        use_: PatternUse,
        out: &mut Vec<Statement>,
    ) {
        let span = self.span(name.span);
        match use_ {
            PatternUse::Declare { mutable, top_level } => {
                let ty = value.ty;
                self.bind_variable(
                    name.sym.as_str(),
                    span,
                    ty,
                    Some(value),
                    mutable,
                    out,
                    top_level,
                );
            }
            PatternUse::Assign => {
                let Some((target, ty)) = self.assignment_target(name, span) else {
                    return;
                };
                let value = self.assign_to(value, ty);
                self.note_assigned(target, None);
                out.push(Statement::Expression(Expression {
                    kind: ExpressionKind::Assign {
                        target,
                        value: Box::new(value),
                    },
                    ty,
                    span,
                }));
            }
        }
    }

    /// `value` unless it is `undefined` (an element past an array's end,
    /// an absent optional property), else `default`, evaluated only then.
    /// The name gets the value's type without `undefined`.
    fn with_default(
        &mut self,
        value: Expression,
        default: &'a ast::Expr,
        use_: PatternUse,
        out: &mut Vec<Statement>,
    ) -> Expression {
        let span = value.span;
        let ty = value.ty;
        let boxed = self
            .types
            .union_members(ty)
            .is_some_and(|members| members.contains(&TypeId::UNDEFINED));
        let wanted = if boxed {
            self.narrow_members(ty, |member| member != TypeId::UNDEFINED)
                .unwrap_or(ty)
        } else {
            ty
        };
        if ty == TypeId::UNDEFINED {
            // Always `undefined` (`const [a = 1] = [undefined]`): the
            // value is evaluated, and the name is the default, of the
            // default's type, as tsc types it.
            self.hidden_source(value, use_, out);
            return self.check_expression(default);
        }
        if ty == TypeId::NEVER {
            // An element of `[]` (`const [a = 1] = []`): never there, so
            // always the default (the read, of a pattern's source, has no
            // effect and no value to keep).
            return self.check_expression(default);
        }
        let fallback = self.check_expecting(default, Some(wanted));
        // A default of another type makes the name their union, as tsc
        // types it (`[a = ""]` of a `(number | undefined)[]`).
        let wanted = if !self.is_assignable(fallback.ty, wanted) {
            self.union_of(&[wanted, fallback.ty]).unwrap_or(wanted)
        } else {
            wanted
        };
        let fallback = self.assign_to(fallback, wanted);
        // The value is read twice (tested, then kept): evaluated once.
        let source = self.hidden_source(value, use_, out);
        let Some(test) = self.undefined_test(source.read()) else {
            return source.read();
        };
        let kept = if wanted == ty {
            source.read()
        } else if !boxed {
            // A plain value (a number that may be `undefined` past an
            // array's end) into the union with the default's type.
            self.assign_to(source.read(), wanted)
        } else if self.types.is_dynamic(wanted) {
            Expression {
                ty: wanted,
                ..source.read()
            }
        } else {
            Expression {
                kind: ExpressionKind::FromDynamic(Box::new(source.read())),
                ty: wanted,
                span,
            }
        };
        Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(test),
                then: Box::new(fallback),
                otherwise: Box::new(kept),
            },
            ty: wanted,
            span,
        }
    }

    fn element_of(&mut self, source: Source, index: usize, span: Span) -> Expression {
        let position = Expression {
            kind: ExpressionKind::Number(index as f64),
            ty: TypeId::NUMBER,
            span,
        };
        self.check_array_index(source.read(), position, span)
    }

    /// The elements of the tuple `source` from `index` on, as a new array
    /// whose element type is their union (`None` when they have none).
    fn tuple_rest(&mut self, source: Source, index: usize, span: Span) -> Option<Expression> {
        let types = self.types.tuple(source.ty)?.to_vec();
        let rest_types: Vec<TypeId> = types.iter().skip(index).copied().collect();
        let element = match rest_types.as_slice() {
            [] => TypeId::NUMBER,
            [first, others @ ..] if others.iter().all(|ty| ty == first) => *first,
            _ => self.union_of(&rest_types)?,
        };
        if !self.is_element_type(element) {
            return None;
        }
        let values = (index..types.len())
            .map(|position| {
                let at = Expression {
                    kind: ExpressionKind::Number(position as f64),
                    ty: TypeId::NUMBER,
                    span,
                };
                let value = self.tuple_element(source.read(), at, span);
                self.assign_to(value, element)
            })
            .collect();
        let ty = self.array_of(element);
        Some(Expression {
            kind: ExpressionKind::ArrayLiteral(values),
            ty,
            span,
        })
    }

    /// `source.slice(index)`.
    fn rest_of(&mut self, source: Source, index: usize, span: Span) -> Expression {
        let start = Expression {
            kind: ExpressionKind::Number(index as f64),
            ty: TypeId::NUMBER,
            span,
        };
        let end = Expression {
            kind: ExpressionKind::Number(f64::INFINITY),
            ty: TypeId::NUMBER,
            span,
        };
        // A typed array's rest is a number array, as the iterator gives.
        let elements = match self.types.typed_kind(source.ty) {
            Some(_) => self.iterable_as_array(source.read(), span),
            None => source.read(),
        };
        let ty = elements.ty;
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: hir::Builtin::Array(hir::ArrayMethod::Slice),
                arguments: vec![elements, start, end],
            },
            ty,
            span,
        }
    }

    fn member_of_source(&mut self, source: Source, key: &str, span: Span) -> Expression {
        self.read_member(source.read(), key, span)
    }

    /// `object.key` for an already checked object of any type with
    /// members.
    pub(crate) fn read_member(&mut self, object: Expression, key: &str, span: Span) -> Expression {
        let object = self.null_checked(object, key);
        let source_type = object.ty;
        if source_type == TypeId::ANY {
            return self.any_get(object, key, span);
        }
        let base = self.types.non_null(source_type).unwrap_or(source_type);
        if self.types.class(base).is_some() {
            return self.check_field_get(object, key, span);
        }
        if self.types.object(base).is_some() {
            return self.check_property_get(object, key, span);
        }
        if key == "length" && (self.types.element(base).is_some() || base == TypeId::STRING) {
            let kind = if base == TypeId::STRING {
                ExpressionKind::StringLength(Box::new(object))
            } else {
                ExpressionKind::Builtin {
                    builtin: hir::Builtin::Array(hir::ArrayMethod::Length),
                    arguments: vec![object],
                }
            };
            return Expression {
                kind,
                ty: TypeId::NUMBER,
                span,
            };
        }
        if let crate::types::Type::Record(_) = self.types.get(base) {
            let key = Expression {
                kind: ExpressionKind::String(key.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            };
            return self.record_get(object, key, span);
        }
        if key == "size" && self.types.is_collection(base) {
            return self.check_collection_size(object, span);
        }
        if self.types.typed_kind(base).is_some() {
            return self.check_typed_property(object, key, span);
        }
        if let Ok(read) = self.string_array_property(object, key, span) {
            return read;
        }
        let shown = self.types.display(source_type).to_string();
        self.error(Diagnostic::new(
            Code::UnknownProperty,
            span,
            format!("Property '{key}' does not exist on type '{shown}'."),
        ));
        Self::poison(span)
    }

    fn pattern_key(&mut self, key: &'a ast::PropName) -> Option<String> {
        match key {
            ast::PropName::Ident(name) => Some(name.sym.to_string()),
            ast::PropName::Str(text) => Some(text.value.to_string_lossy().to_string()),
            // `{ 0: first }`: the key as JavaScript writes the number.
            ast::PropName::Num(number) => Some(super::objects::number_key(number.value)),
            _ => None,
        }
    }

    /// `[a, b] = value` and `({ x, y } = value)` as an expression: the
    /// value is kept in a hidden variable, the names assigned, and the
    /// expression's value is the whole value.
    pub(crate) fn check_destructuring_assignment(
        &mut self,
        pattern: &'a ast::AssignTargetPat,
        right: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        let array_pattern = match pattern {
            ast::AssignTargetPat::Array(array) => Some(array),
            _ => None,
        };
        let value = self.check_pattern_source(array_pattern, right);
        if value.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let ty = value.ty;
        let mut statements = Vec::new();
        let source = self.hidden_source(value, PatternUse::Assign, &mut statements);
        match pattern {
            ast::AssignTargetPat::Array(array) => {
                self.destructure_array(array, source, PatternUse::Assign, &mut statements)
            }
            ast::AssignTargetPat::Object(object) => {
                self.destructure_object(object, source, PatternUse::Assign, &mut statements)
            }
            ast::AssignTargetPat::Invalid(_) => {
                self.error(Diagnostic::new(
                    Code::SyntaxError,
                    span,
                    "Invalid destructuring assignment target.",
                ));
            }
        }
        // The statements are declarations and assignments of expressions:
        // as an expression, a sequence of those assignments.
        let mut parts = Vec::new();
        for statement in statements {
            match statement {
                Statement::Let { local, value } => {
                    let Some(value) = value else { continue };
                    let local_type = self.current.locals[local.index()].ty;
                    self.current.locals[local.index()].assigned = true;
                    self.current.locals[local.index()].writes += 1;
                    parts.push(Expression {
                        kind: ExpressionKind::Assign {
                            target: Variable::Local(local),
                            value: Box::new(value),
                        },
                        ty: local_type,
                        span,
                    });
                }
                Statement::InitGlobal { global, value } => {
                    let global_type = self.globals[global.index()].ty.unwrap_or(ty);
                    parts.push(Expression {
                        kind: ExpressionKind::Assign {
                            target: Variable::Global(global),
                            value: Box::new(value),
                        },
                        ty: global_type,
                        span,
                    });
                }
                Statement::Expression(expression) => parts.push(expression),
                _ => {}
            }
        }
        parts.push(source.read());
        Expression {
            kind: ExpressionKind::Sequence(parts),
            ty,
            span,
        }
    }

    /// The destructuring patterns of a function's parameters, once the
    /// parameters are declared: each pattern takes its parameter apart
    /// into locals at the start of the body.
    pub(crate) fn destructure_parameters(
        &mut self,
        patterns: &[(usize, &'a ast::Pat)],
        parameters: &[hir::LocalId],
        out: &mut Vec<Statement>,
    ) {
        for &(index, pattern) in patterns {
            let Some(&local) = parameters.get(index) else {
                continue;
            };
            let info = &self.current.locals[local.index()];
            let source = Source {
                variable: Variable::Local(local),
                ty: info.ty,
                span: self.span(pattern.span()),
            };
            if source.ty == TypeId::NEVER {
                continue;
            }
            self.destructure(
                pattern,
                source,
                PatternUse::Declare {
                    mutable: true,
                    top_level: false,
                },
                out,
            );
        }
    }
}

/// V8's TypeError when what is destructured is not iterable, by the
/// source's text: `x is not iterable` for a variable, `f is not a function
/// or its return value is not iterable` for a call of a named function;
/// otherwise empty, for the runtime to name the value's type
/// (`number 3 is not iterable (cannot read property Symbol(Symbol.iterator))`).
fn not_iterable_message(source: &str) -> String {
    let is_path = |text: &str| {
        !text.is_empty()
            && text.split('.').all(|part| {
                part.chars().next().is_some_and(|c| !c.is_ascii_digit())
                    && part
                        .chars()
                        .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
            })
    };
    if is_path(source) && !source.contains('.') {
        return format!("{source} is not iterable");
    }
    if let Some(open) = source.find('(')
        && source.ends_with(')')
        && is_path(&source[..open])
    {
        return format!(
            "{} is not a function or its return value is not iterable",
            &source[..open]
        );
    }
    String::new()
}
