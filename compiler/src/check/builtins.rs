//! Calls and property reads: user functions, and the parts of the standard
//! library the compiler implements directly (`console`, `Math`, `process`,
//! `Number`, `String`, `Boolean`, `string.length`).

use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{Builtin, Expression, ExpressionKind, MathFunction, NumberPredicate};
use crate::library::{self, Home, Kind, LibraryFunction, Parameter};
use crate::types::{TypeId, TypedKind};

/// Number's constants by name.
const NUMBER_CONSTANTS: &[(&str, f64)] = &[
    ("MAX_SAFE_INTEGER", 9_007_199_254_740_991.0),
    ("MIN_SAFE_INTEGER", -9_007_199_254_740_991.0),
    ("EPSILON", f64::EPSILON),
    ("MAX_VALUE", f64::MAX),
    ("MIN_VALUE", 5e-324),
    ("POSITIVE_INFINITY", f64::INFINITY),
    ("NEGATIVE_INFINITY", f64::NEG_INFINITY),
    ("NaN", f64::NAN),
];

/// The global objects whose methods the compiler knows.
pub(crate) const LIBRARY_OBJECTS: &[&str] = &[
    "console",
    "process",
    "Math",
    "Number",
    "String",
    "JSON",
    "performance",
    // Node's global `crypto` (the web part of the module).
    "crypto",
];

impl<'a> Checker<'a> {
    /// Types a call of a [`library`] function: checks the arguments against
    /// the entry's parameters and fills in omitted optional ones. `receiver`
    /// is the method's receiver, already checked.
    pub(crate) fn check_library_entry(
        &mut self,
        entry: &'static library::Entry,
        receiver: Option<Expression>,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        let required = entry
            .parameters
            .iter()
            .filter(|parameter| matches!(parameter, Parameter::Required(_)))
            .count();
        let variadic = entry.parameters.contains(&Parameter::RestNumbers);
        // More arguments than scriptc's form of the function takes (a
        // locale and options for `toLocaleString`): what tsc's library
        // allows beyond them is not supported.
        if !variadic && arguments.len() > entry.parameters.len() && arguments.len() >= required {
            self.error(Diagnostic::unsupported(
                span,
                format!(
                    "'{}' with more than {} argument{}",
                    entry.name,
                    entry.parameters.len(),
                    if entry.parameters.len() == 1 { "" } else { "s" }
                ),
            ));
            return Self::poison(span);
        }
        if arguments.len() < required {
            let expected = if required == entry.parameters.len() {
                required.to_string()
            } else {
                format!("{required}-{}", entry.parameters.len())
            };
            self.error(Diagnostic::new(
                Code::ArgumentCount,
                span,
                format!(
                    "Expected {expected} arguments, but got {}.",
                    arguments.len()
                ),
            ));
            return Self::poison(span);
        }
        let mut filled: Vec<Expression> = receiver.into_iter().collect();
        let mut given = arguments.into_iter();
        // JavaScript's own functions convert what they are given (ToNumber,
        // ToString); Node's (fs, process) check it.
        let converts = !matches!(
            entry.home,
            library::Home::Static("fs" | "process" | "performance" | "JSON")
        );
        for parameter in entry.parameters {
            let wanted = match parameter {
                Parameter::Required(Kind::Number)
                | Parameter::NumberOr(_)
                | Parameter::OptionalNumber
                | Parameter::RestNumbers => TypeId::NUMBER,
                Parameter::Required(Kind::String) | Parameter::StringOr(_) => TypeId::STRING,
                Parameter::Required(Kind::Boolean) => TypeId::BOOLEAN,
                // Any bytes: a Buffer is a Uint8Array.
                Parameter::Required(Kind::Buffer) => self.typed_array_type(TypedKind::Uint8),
                Parameter::Required(Kind::Dynamic) => TypeId::ANY,
                Parameter::Required(Kind::BigInt) => TypeId::BIGINT,
                Parameter::Required(Kind::Void | Kind::StringArray) => TypeId::NEVER,
            };
            if *parameter == Parameter::RestNumbers {
                for argument in given.by_ref() {
                    // (Numbers gathered into one array: passed as it is.)
                    let argument = if self.types.element(argument.ty) == Some(TypeId::NUMBER) {
                        argument
                    } else {
                        self.library_argument(argument, wanted, converts)
                    };
                    filled.push(argument);
                }
                break;
            }
            let default = |parameter: &Parameter| match parameter {
                Parameter::NumberOr(value) => Some(Expression {
                    kind: ExpressionKind::Number(*value),
                    ty: TypeId::NUMBER,
                    span,
                }),
                Parameter::StringOr(text) => Some(Expression {
                    kind: ExpressionKind::String(text.encode_utf16().collect()),
                    ty: TypeId::STRING,
                    span,
                }),
                // `undefined` (through `any`) is the number slot's
                // `undefined`, which the runtime takes for left out.
                Parameter::OptionalNumber => Some(Expression {
                    kind: ExpressionKind::Missing,
                    ty: TypeId::NUMBER,
                    span,
                }),
                _ => None,
            };
            match given.next() {
                Some(argument) if let Some(default) = default(parameter) => {
                    let argument = if converts {
                        self.defaulted_argument(argument, wanted, default)
                    } else {
                        self.checked_defaulted_argument(argument, wanted, default)
                    };
                    filled.push(argument);
                }
                Some(argument) => {
                    let argument = self.library_argument(argument, wanted, converts);
                    filled.push(argument);
                }
                None => filled.push(match parameter {
                    Parameter::NumberOr(value) => Expression {
                        kind: ExpressionKind::Number(*value),
                        ty: TypeId::NUMBER,
                        span,
                    },
                    Parameter::StringOr(text) => Expression {
                        kind: ExpressionKind::String(text.encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    },
                    _ => Expression {
                        kind: ExpressionKind::Undefined,
                        ty: TypeId::UNDEFINED,
                        span,
                    },
                }),
            }
        }
        let ty = match entry.result {
            Kind::Number => TypeId::NUMBER,
            Kind::String => TypeId::STRING,
            Kind::Boolean => TypeId::BOOLEAN,
            Kind::Void => TypeId::VOID,
            Kind::StringArray => self.types.intern(crate::types::Type::Array(TypeId::STRING)),
            Kind::Buffer => self.typed_array_type(TypedKind::Buffer),
            Kind::Dynamic => TypeId::ANY,
            Kind::BigInt => TypeId::BIGINT,
        };
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Library(entry.function),
                arguments: filled,
            },
            ty,
            span,
        }
    }

    /// An argument of a library function: converted as JavaScript's
    /// library converts it (`converts`: ToNumber for a number, ToString
    /// for a string) when it is a dynamic value, so `Math.abs("-5" as any)`
    /// is 5 as in Node; otherwise assigned as to any typed parameter.
    pub(crate) fn library_argument(
        &mut self,
        argument: Expression,
        wanted: TypeId,
        converts: bool,
    ) -> Expression {
        if converts && argument.ty != TypeId::NEVER && self.types.is_dynamic(argument.ty) {
            match wanted {
                TypeId::NUMBER => return self.any_to_number(argument),
                TypeId::STRING => return self.string_of(argument),
                _ => {}
            }
        }
        self.assign_to(argument, wanted)
    }

    /// `defaulted_argument` for a function that checks its arguments.
    fn checked_defaulted_argument(
        &mut self,
        argument: Expression,
        wanted: TypeId,
        default: Expression,
    ) -> Expression {
        self.defaulted_argument_as(argument, wanted, default, false)
    }

    /// An argument to a library parameter with a default: the default
    /// when the argument is `undefined`, as when it is left out.
    pub(crate) fn defaulted_argument(
        &mut self,
        argument: Expression,
        wanted: TypeId,
        default: Expression,
    ) -> Expression {
        self.defaulted_argument_as(argument, wanted, default, true)
    }

    fn defaulted_argument_as(
        &mut self,
        argument: Expression,
        wanted: TypeId,
        default: Expression,
        converts: bool,
    ) -> Expression {
        let span = argument.span;
        if argument.ty == TypeId::UNDEFINED {
            return match argument.kind {
                ExpressionKind::Undefined => default,
                _ => Expression {
                    ty: default.ty,
                    kind: ExpressionKind::Sequence(vec![argument, default]),
                    span,
                },
            };
        }
        // (A number or string may hold `undefined` as its sentinel: an
        // array element read past the end.)
        let constant = matches!(
            argument.kind,
            ExpressionKind::Number(_) | ExpressionKind::String(_)
        );
        if constant || argument.ty != TypeId::ANY && !self.may_be_missing(argument.ty) {
            return self.library_argument(argument, wanted, converts);
        }
        let mut parts = Vec::new();
        let argument = self.pinned(argument, &mut parts);
        let undefined = Expression {
            kind: ExpressionKind::Undefined,
            ty: TypeId::UNDEFINED,
            span,
        };
        let present = self.binary(
            swc_ecma_ast::BinaryOp::NotEqEq,
            argument.clone_variable(),
            undefined,
            span,
        );
        let value = self.library_argument(argument, wanted, converts);
        parts.push(Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(present),
                then: Box::new(value),
                otherwise: Box::new(default),
            },
            ty: wanted,
            span,
        });
        match parts.len() {
            1 => parts.pop().unwrap_or_else(|| Self::poison(span)),
            _ => Expression {
                kind: ExpressionKind::Sequence(parts),
                ty: wanted,
                span,
            },
        }
    }

    /// `receiver.method(arguments)` on a string or number.
    /// The options of `n.toLocaleString(locale, options)` as the runtime
    /// takes them: the two digit options (0 when not given) and a number
    /// saying which were given (see [`is_locale_options`]).
    fn locale_options(&self, options: Expression, span: Span) -> Vec<Expression> {
        let ExpressionKind::ObjectLiteral(properties) = options.kind else {
            return Vec::new();
        };
        let (mut minimum, mut maximum) = (None, None);
        let mut given = 0.0;
        let mut style = String::new();
        let mut code = 0.0;
        for (name, value) in properties {
            let text = match &value.kind {
                ExpressionKind::String(units) => String::from_utf16_lossy(units),
                _ => String::new(),
            };
            match name.as_str() {
                "minimumFractionDigits" => {
                    minimum = Some(value);
                    given += 1.0;
                }
                "maximumFractionDigits" => {
                    maximum = Some(value);
                    given += 2.0;
                }
                "useGrouping" if matches!(value.kind, ExpressionKind::Boolean(false)) => {
                    given += 4.0
                }
                "style" => style = text,
                // Five bits a letter from bit 5, the first lowest (the
                // runtime's `CURRENCY_SHIFT`).
                "currency" => {
                    code = text
                        .to_ascii_uppercase()
                        .bytes()
                        .enumerate()
                        .map(|(index, letter)| {
                            f64::from(letter - b'A' + 1) * f64::from(1u32 << (5 * (index + 1)))
                        })
                        .sum();
                }
                _ => {}
            }
        }
        match style.as_str() {
            "percent" => given += 8.0,
            "currency" => given += 16.0 + code,
            _ => {}
        }
        let zero = || self.number_expression(0.0, span);
        vec![
            minimum.unwrap_or_else(zero),
            maximum.unwrap_or_else(zero),
            self.number_expression(given, span),
        ]
    }

    fn check_method_call(
        &mut self,
        receiver: Expression,
        method: &str,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        if receiver.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let home = match receiver.ty {
            TypeId::STRING => Home::StringMethod,
            TypeId::NUMBER => Home::NumberMethod,
            _ => {
                let shown = self.types.display(receiver.ty).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("the method '{method}' of a '{shown}'"),
                ));
                return Self::poison(span);
            }
        };
        // `n.toLocaleString("en-US", { minimumFractionDigits: 2 })`: the
        // digit and grouping options of Node's default locale.
        if home == Home::NumberMethod
            && method == "toLocaleString"
            && arguments.len() == 2
            && is_default_locale(&arguments[0])
            && is_locale_options(&arguments[1])
        {
            let mut arguments = arguments;
            let options = arguments.pop().expect("two arguments");
            let mut call = vec![receiver];
            call.extend(self.locale_options(options, span));
            return self.check_library_static(
                crate::library::INTRINSICS,
                "numberToLocaleOptions",
                call,
                span,
            );
        }
        // `n.toLocaleString("en-US")` and `n.toLocaleString(undefined)`:
        // Node's default locale, so the plain form.
        let arguments = if home == Home::NumberMethod
            && method == "toLocaleString"
            && arguments.len() == 1
            && (matches!(arguments[0].kind, ExpressionKind::Undefined)
                || matches!(&arguments[0].kind, ExpressionKind::String(units)
                    if String::from_utf16_lossy(units) == "en-US"))
        {
            Vec::new()
        } else {
            arguments
        };
        match (home, method, arguments.len()) {
            // `s.toString()` and `n.toString()` are `String(x)`.
            (Home::StringMethod, "toString" | "valueOf", 0) => return receiver,
            (Home::NumberMethod, "toString", 0) => return self.stringify(receiver),
            (Home::NumberMethod, "valueOf", 0) => return receiver,
            (Home::StringMethod, "concat", _) => {
                let mut result = receiver;
                for argument in arguments {
                    // `String.prototype.concat(...strings: string[])`.
                    let argument = self.library_argument(argument, TypeId::STRING, true);
                    let right = argument;
                    result = Expression {
                        kind: ExpressionKind::Binary {
                            operator: crate::hir::BinaryOperator::Concat,
                            left: Box::new(result),
                            right: Box::new(right),
                        },
                        ty: TypeId::STRING,
                        span,
                    };
                }
                return result;
            }
            _ => {}
        }
        let Some(entry) = library::lookup_method(home, method).next() else {
            if let Some(owner) = self.library_owner(receiver.ty)
                && let Some(missing) = self.missing_library_member(owner, "instance", method, span)
            {
                return missing;
            }
            let shown = self.types.display(receiver.ty).to_string();
            self.error(Diagnostic::new(
                Code::UnknownProperty,
                span,
                format!("Property '{method}' does not exist on type '{shown}' in scriptc."),
            ));
            return Self::poison(span);
        };
        self.check_library_entry(entry, Some(receiver), arguments, span)
    }

    /// `s[i]` on a string.
    pub(crate) fn check_string_index(
        &mut self,
        receiver: Expression,
        index: Expression,
        span: Span,
    ) -> Expression {
        let entry = LibraryFunction::StringIndex.entry();
        self.check_library_entry(entry, Some(receiver), vec![index], span)
    }

    /// `isNaN(x)`, `Number.isInteger(x)` and friends.
    fn check_number_predicate(
        &mut self,
        predicate: NumberPredicate,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        if arguments.len() != 1 {
            self.argument_count_error(span, 1, arguments.len());
            return Self::poison(span);
        }
        // `Number.isNaN("NaN")`: these take any value (tsc: `unknown`) and
        // are false for anything but a number, which a string, boolean,
        // object or array never is. (The global `isNaN` converts instead.)
        let converts = matches!(predicate, NumberPredicate::IsNaN);
        let argument_type = arguments[0].ty;
        if !converts
            && argument_type != TypeId::NUMBER
            && argument_type != TypeId::NEVER
            && !self.types.is_dynamic(argument_type)
            && self.types.non_null(argument_type) != Some(TypeId::NUMBER)
        {
            let no = Expression {
                kind: ExpressionKind::Boolean(false),
                ty: TypeId::BOOLEAN,
                span,
            };
            let mut parts = arguments;
            parts.push(no);
            return Expression {
                kind: ExpressionKind::Sequence(parts),
                ty: TypeId::BOOLEAN,
                span,
            };
        }
        // A union or `unknown`: a number inside passes to the predicate,
        // anything else is false.
        if !converts && argument_type != TypeId::ANY && self.types.is_dynamic(argument_type) {
            let value = arguments.into_iter().next().expect("one argument");
            let (store, hidden) = self.hold(value);
            let read = || Expression {
                kind: ExpressionKind::Variable(hidden),
                ty: argument_type,
                span,
            };
            let kind = Expression {
                kind: ExpressionKind::DynamicTypeof(Box::new(read())),
                ty: TypeId::STRING,
                span,
            };
            let number = Expression {
                kind: ExpressionKind::String("number".encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            };
            let is_number = self.binary(ast::BinaryOp::EqEqEq, kind, number, span);
            let unboxed = self.unboxed(read(), TypeId::NUMBER);
            let test = Expression {
                kind: ExpressionKind::Builtin {
                    builtin: Builtin::NumberPredicate(predicate),
                    arguments: vec![unboxed],
                },
                ty: TypeId::BOOLEAN,
                span,
            };
            let both = Expression {
                kind: ExpressionKind::Logical {
                    operator: crate::hir::LogicalOperator::And,
                    left: Box::new(is_number),
                    right: Box::new(test),
                },
                ty: TypeId::BOOLEAN,
                span,
            };
            return Expression {
                kind: ExpressionKind::Sequence(vec![store, both]),
                ty: TypeId::BOOLEAN,
                span,
            };
        }
        for argument in &arguments {
            self.expect_assignable(argument, TypeId::NUMBER);
        }
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::NumberPredicate(predicate),
                arguments,
            },
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `console.log`'s arguments: a spread of an array, or of what an
    /// `any` iterates over, is its elements, each an argument.
    /// Refuses the arguments of console.log (and util.format) whose type
    /// the renderer cannot show.
    pub(crate) fn check_printable(&mut self, arguments: &[Expression]) {
        for argument in arguments {
            if !matches!(
                argument.ty,
                TypeId::NUMBER
                    | TypeId::STRING
                    | TypeId::BOOLEAN
                    | TypeId::UNDEFINED
                    | TypeId::VOID
                    | TypeId::NEVER
                    | TypeId::UNKNOWN
                    | TypeId::BIGINT
            ) && !self.types.is_dynamic(argument.ty)
                && self.indexed_element(argument.ty).is_none()
                && self.types.class(argument.ty).is_none()
                && self.types.non_null(argument.ty).is_none()
                && self.function_signature(argument.ty).is_none()
                && !self.types.is_object(argument.ty)
                && !self.types.is_collection(argument.ty)
                && self.promise_value(argument.ty).is_none()
                && self.generator_parts(argument.ty).is_none()
                && self.async_generator_parts(argument.ty).is_none()
                && self.types.tuple(argument.ty).is_none()
                && argument.ty != TypeId::NULL
            {
                let shown = self.types.display(argument.ty).to_string();
                self.error(Diagnostic::unsupported(
                    argument.span,
                    format!("printing a value of type '{shown}'"),
                ));
            }
        }
    }

    pub(crate) fn check_console_arguments(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
    ) -> Vec<Expression> {
        let mut checked = Vec::new();
        for argument in arguments {
            let value = self.check_expression(&argument.expr);
            if argument.spread.is_none() || value.ty == TypeId::NEVER {
                checked.push(self.observed(value));
                continue;
            }
            let span = value.span;
            let value = if self.types.iterable_element(value.ty).is_some() {
                self.iterable_as_array(value, span)
            } else {
                value
            };
            let values = if value.ty == TypeId::ANY {
                let shown = self.source_rendering(&argument.expr);
                self.any_values(value, format!("{shown} is not iterable"))
            } else if self.types.element(value.ty).is_some() {
                let ty = self.array_of(TypeId::ANY);
                Expression {
                    kind: ExpressionKind::ArrayBoxes(Box::new(value)),
                    ty,
                    span,
                }
            } else {
                let shown = self.types.display(value.ty).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("a spread of a '{shown}' among console.log's arguments"),
                ));
                continue;
            };
            let ty = values.ty;
            checked.push(Expression {
                kind: ExpressionKind::SpreadArguments(Box::new(values)),
                ty,
                span,
            });
        }
        checked
    }

    fn check_arguments(&mut self, arguments: &'a [ast::ExprOrSpread]) -> Vec<Expression> {
        arguments
            .iter()
            .map(|argument| {
                if let Some(spread) = argument.spread {
                    let span = self.span(spread);
                    self.error(Diagnostic::unsupported(span, "a spread argument"));
                }
                self.check_expression(&argument.expr)
            })
            .collect()
    }

    /// `Math.max(...values)` and friends: the arguments (spread or not)
    /// gathered into one array.
    fn check_math_spread(
        &mut self,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let function = match method {
            "max" => MathFunction::Max,
            "min" => MathFunction::Min,
            _ => MathFunction::Hypot,
        };
        let all = self.numbers_gathered(arguments, span);
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::MathOverArray(function),
                arguments: vec![all],
            },
            ty: TypeId::NUMBER,
            span,
        }
    }

    /// Number arguments, spread or not, gathered into one new `number[]`.
    fn numbers_gathered(&mut self, arguments: &'a [ast::ExprOrSpread], span: Span) -> Expression {
        let array_type = self.array_of(TypeId::NUMBER);
        let mut parts = Vec::new();
        for argument in arguments {
            let spread = argument.spread.is_some();
            let wanted = if spread { array_type } else { TypeId::NUMBER };
            let mut value = self.check_expecting(&argument.expr, Some(wanted));
            if spread {
                value = self.spread_as_array(value);
            }
            let value = self.assign_to(value, wanted);
            parts.push((spread, value));
        }
        Expression {
            kind: ExpressionKind::ArraySpread(parts),
            ty: array_type,
            span,
        }
    }

    /// The locale and options of `localeCompare` as the runtime's flags
    /// (`scr_string_locale_compare_options`): the locale `undefined` or an
    /// English one (whose collation is the root one scriptc has), written
    /// as a literal or a list of literals; the options an object literal
    /// with `sensitivity` and `numeric` written as literals (and `usage:
    /// "sort"`). Anything else is refused. `None` after an error.
    fn locale_compare_flags(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<u32> {
        let english = |tag: &str| {
            let lower = tag.to_ascii_lowercase();
            lower == "en" || lower.starts_with("en-")
        };
        let locale_ok = match &*arguments[0].expr {
            ast::Expr::Ident(name) if name.sym == "undefined" => true,
            ast::Expr::Lit(ast::Lit::Str(text)) => english(&text.value.to_string_lossy()),
            ast::Expr::Array(list) => list.elems.iter().all(|element| {
                matches!(element, Some(ast::ExprOrSpread { spread: None, expr })
                    if matches!(&**expr, ast::Expr::Lit(ast::Lit::Str(text))
                        if english(&text.value.to_string_lossy())))
            }),
            _ => false,
        };
        if !locale_ok || arguments.iter().any(|argument| argument.spread.is_some()) {
            self.error(Diagnostic::unsupported(
                self.span(swc_common::Spanned::span(&*arguments[0].expr)),
                "'localeCompare' with a locale other than an English one written out",
            ));
            return None;
        }
        let mut flags = 0;
        let Some(options) = arguments.get(1) else {
            return Some(flags);
        };
        let refuse = |this: &mut Self| {
            this.error(Diagnostic::unsupported(
                span,
                "'localeCompare' options other than 'sensitivity', 'numeric' and \
                 'usage: \"sort\"' written as literals",
            ));
            None
        };
        let ast::Expr::Object(object) = &*options.expr else {
            if matches!(&*options.expr, ast::Expr::Ident(name) if name.sym == "undefined") {
                return Some(flags);
            }
            return refuse(self);
        };
        for property in &object.props {
            let ast::PropOrSpread::Prop(property) = property else {
                return refuse(self);
            };
            let ast::Prop::KeyValue(pair) = &**property else {
                return refuse(self);
            };
            let key = match &pair.key {
                ast::PropName::Ident(name) => name.sym.to_string(),
                ast::PropName::Str(text) => text.value.to_string_lossy().to_string(),
                _ => return refuse(self),
            };
            match (key.as_str(), &*pair.value) {
                ("sensitivity", ast::Expr::Lit(ast::Lit::Str(text))) => {
                    flags = (flags & !3)
                        | match &*text.value.to_string_lossy() {
                            "variant" => 0,
                            "base" => 1,
                            "accent" => 2,
                            "case" => 3,
                            _ => return refuse(self),
                        };
                }
                ("numeric", ast::Expr::Lit(ast::Lit::Bool(value))) => {
                    flags = (flags & !4) | if value.value { 4 } else { 0 };
                }
                ("usage", ast::Expr::Lit(ast::Lit::Str(text)))
                    if text.value.to_string_lossy() == "sort" => {}
                _ => return refuse(self),
            }
        }
        Some(flags)
    }

    /// `String.raw(site, ...values)`: the site's `raw` strings (a tag's
    /// strings' raw ones, or an object's `raw` array of strings) joined
    /// by the values, converted to strings by the runtime; values past
    /// the strings are unused. The values are an array: the one spread
    /// (`String.raw(strings, ...values)`, of any element type), or the
    /// values boxed.
    fn check_string_raw(&mut self, arguments: &'a [ast::ExprOrSpread], span: Span) -> Expression {
        let site = self.check_expression(&arguments[0].expr);
        let values = match &arguments[1..] {
            [only] if only.spread.is_some() => {
                let value = self.check_expression(&only.expr);
                if value.ty == TypeId::NEVER {
                    return Self::poison(span);
                }
                if self.types.element(value.ty).is_none() {
                    let shown = self.types.display(value.ty).to_string();
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("'String.raw' of the values of a '{shown}'"),
                    ));
                    return Self::poison(span);
                }
                value
            }
            values => {
                let mut boxed = Vec::new();
                for argument in values {
                    if let Some(spread) = argument.spread {
                        let span = self.span(spread);
                        self.error(Diagnostic::unsupported(
                            span,
                            "a spread among other values of 'String.raw'",
                        ));
                        return Self::poison(span);
                    }
                    let value = self.check_expression(&argument.expr);
                    if value.ty == TypeId::NEVER {
                        return Self::poison(span);
                    }
                    boxed.push(self.represent_as(value, TypeId::ANY));
                }
                Expression {
                    kind: ExpressionKind::ArrayLiteral(boxed),
                    ty: self.array_of(TypeId::ANY),
                    span,
                }
            }
        };
        self.string_raw_call(site, values, span)
    }

    fn string_raw_call(&mut self, site: Expression, values: Expression, span: Span) -> Expression {
        if site.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let strings = self.array_of(TypeId::STRING);
        let base = self.types.non_null(site.ty).unwrap_or(site.ty);
        let raw = if self.types.element(base) == Some(TypeId::STRING) {
            Expression {
                kind: ExpressionKind::Builtin {
                    builtin: Builtin::TemplateRaw,
                    arguments: vec![site],
                },
                ty: strings,
                span,
            }
        } else if self.types.object(base).is_some() {
            self.check_property_get(site, "raw", span)
        } else {
            site
        };
        // `{ raw: [] }`: no strings, an empty result.
        if !matches!(
            self.types.element(raw.ty),
            Some(TypeId::STRING | TypeId::NEVER)
        ) {
            let shown = self.types.display(raw.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("'String.raw' of raw strings of type '{shown}'"),
            ));
            return Self::poison(span);
        }
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::StringRaw,
                arguments: vec![raw, values],
            },
            ty: TypeId::STRING,
            span,
        }
    }

    /// The properties tsc knows of the `string[]`s that stand for other
    /// array types: `index`, `input` and `groups` of a regex match
    /// (`RegExpExecArray`), `raw` of a tag's strings
    /// (`TemplateStringsArray`). The object back when it is none of them.
    pub(crate) fn string_array_property(
        &mut self,
        object: Expression,
        property: &str,
        span: Span,
    ) -> Result<Expression, Expression> {
        if self.types.element(object.ty) != Some(TypeId::STRING) {
            return Err(object);
        }
        let (builtin, ty) = match property {
            "index" => (Builtin::MatchPart(0), TypeId::NUMBER),
            "input" => (Builtin::MatchPart(1), TypeId::STRING),
            "groups" => (
                Builtin::MatchPart(2),
                self.types
                    .intern(crate::types::Type::Record(TypeId::STRING)),
            ),
            "raw" => (Builtin::TemplateRaw, object.ty),
            _ => return Err(object),
        };
        Ok(Expression {
            kind: ExpressionKind::Builtin {
                builtin,
                arguments: vec![object],
            },
            ty,
            span,
        })
    }

    pub(crate) fn argument_count_error(&mut self, span: Span, expected: usize, found: usize) {
        self.error(Diagnostic::new(
            Code::ArgumentCount,
            span,
            format!("Expected {expected} arguments, but got {found}."),
        ));
    }

    /// `Array.prototype.slice.call(args, 1)` of an array (a variable, or
    /// `arguments`): the method called on it, `args.slice(1)` (the
    /// rewritten call lives as long as the compiler process, as the
    /// checker keeps references into the syntax tree).
    fn array_prototype_call(
        &mut self,
        member: &'a ast::MemberExpr,
        arguments: &'a [ast::ExprOrSpread],
    ) -> Option<&'static ast::CallExpr> {
        let ast::MemberProp::Ident(call) = &member.prop else {
            return None;
        };
        if call.sym != "call" {
            return None;
        }
        let ast::Expr::Member(method) = &*member.obj else {
            return None;
        };
        let ast::MemberProp::Ident(method_name) = &method.prop else {
            return None;
        };
        let ast::Expr::Member(prototype) = &*method.obj else {
            return None;
        };
        if !matches!(&prototype.prop, ast::MemberProp::Ident(name) if name.sym == "prototype")
            || !matches!(&*prototype.obj, ast::Expr::Ident(name)
                if name.sym == "Array" && self.lookup("Array").is_none())
        {
            return None;
        }
        let (receiver, rest) = arguments.split_first()?;
        let ast::Expr::Ident(name) = &*receiver.expr else {
            return None;
        };
        if receiver.spread.is_some() {
            return None;
        }
        let ty = self.check_expression(&receiver.expr).ty;
        self.types.element(self.types.non_null(ty).unwrap_or(ty))?;
        let callee = ast::Expr::Member(ast::MemberExpr {
            span: member.span,
            obj: Box::new(ast::Expr::Ident(name.clone())),
            prop: ast::MemberProp::Ident(method_name.clone()),
        });
        Some(Box::leak(Box::new(ast::CallExpr {
            span: member.span,
            ctxt: Default::default(),
            callee: ast::Callee::Expr(Box::new(callee)),
            args: rest.to_vec(),
            type_args: None,
        })))
    }

    /// `Object.hasOwn(value, key)`, `value.hasOwnProperty(key)` and
    /// `Object.prototype.hasOwnProperty.call(value, key)`: asked at run time
    /// of the value boxed (`scr_any_has_own`), for every kind of value but a
    /// class or object type that declares its own `hasOwnProperty`.
    fn check_own_property_call(
        &mut self,
        member: &'a ast::MemberExpr,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Expression> {
        let ast::MemberProp::Ident(property) = &member.prop else {
            return None;
        };
        let is_global = |checker: &Self, expression: &ast::Expr, name: &str| {
            matches!(expression, ast::Expr::Ident(object)
                if object.sym == name && checker.lookup(name).is_none())
        };
        let no_spread = arguments.iter().all(|argument| argument.spread.is_none());
        let (object, key) = match (property.sym.as_str(), arguments) {
            ("hasOwn", [object, key]) if no_spread && is_global(self, &member.obj, "Object") => {
                (self.check_expression(&object.expr), &*key.expr)
            }
            // `Object.prototype.hasOwnProperty.call(value, key)`.
            ("call", [object, key])
                if no_spread
                    && matches!(&*member.obj, ast::Expr::Member(method)
                        if matches!(&method.prop, ast::MemberProp::Ident(name) if name.sym == "hasOwnProperty")
                            && matches!(&*method.obj, ast::Expr::Member(prototype)
                                if matches!(&prototype.prop, ast::MemberProp::Ident(name) if name.sym == "prototype")
                                    && is_global(self, &prototype.obj, "Object"))) =>
            {
                (self.check_expression(&object.expr), &*key.expr)
            }
            ("hasOwnProperty", [key]) if no_spread => {
                if is_global(self, &member.obj, "Object") {
                    return None;
                }
                let object = self.check_expression(&member.obj);
                let base = self.types.non_null(object.ty).unwrap_or(object.ty);
                if self.member_type(base, "hasOwnProperty").is_some() {
                    // The program's own method: an ordinary call (the
                    // receiver checked again there, free of effects for a
                    // name or `this`).
                    if matches!(&*member.obj, ast::Expr::Ident(_) | ast::Expr::This(_)) {
                        return None;
                    }
                    self.error(Diagnostic::unsupported(
                        span,
                        "calling a 'hasOwnProperty' method a type declares on this receiver",
                    ));
                    return Some(Self::poison(span));
                }
                (object, &*key.expr)
            }
            _ => return None,
        };
        if object.ty == TypeId::NEVER {
            return Some(Self::poison(span));
        }
        // A symbol known when the program is compiled: the member it keys.
        let key = match self.symbol_constant_key(key) {
            Some(name) => Expression {
                kind: ExpressionKind::String(name.encode_utf16().collect()),
                ty: TypeId::STRING,
                span,
            },
            None => self.check_expression(key),
        };
        if self.may_be_symbol(key.ty) {
            return Some(self.symbol_key_refused(span));
        }
        let object = self.represent_as(object, TypeId::ANY);
        let key = self.represent_as(key, TypeId::ANY);
        Some(self.any_call(
            crate::hir::AnyOperation::HasOwn,
            vec![object, key],
            TypeId::BOOLEAN,
            span,
        ))
    }

    pub(crate) fn check_call(&mut self, call: &'a ast::CallExpr, span: Span) -> Expression {
        if let Some(new) = self.array_call_as_new(call) {
            return self.check_new(new, None, None, span);
        }
        let checked = self.check_call_here(call, span);
        // The call may run code that assigns globals and captured locals.
        self.forget_shared_narrowings();
        checked
    }

    fn check_call_here(&mut self, call: &'a ast::CallExpr, span: Span) -> Expression {
        let ast::Callee::Expr(callee) = &call.callee else {
            let what = match call.callee {
                ast::Callee::Super(_) => {
                    "'super(...)' anywhere but as a statement of a constructor"
                }
                _ => "this kind of call",
            };
            self.error(Diagnostic::unsupported(span, what));
            return Self::poison(span);
        };
        if let ast::Expr::SuperProp(super_property) = &**callee
            && let ast::SuperProp::Ident(name) = &super_property.prop
        {
            return self.check_super_method(name.sym.as_str(), &call.args, span);
        }
        // Type arguments are for generic functions (`check_generic_call`).
        if let Some(type_arguments) = &call.type_args
            && !matches!(&**callee, ast::Expr::Ident(name)
                if matches!(self.lookup(name.sym.as_str()), Some(Binding::GenericFunction(_))))
            && !matches!(&**callee, ast::Expr::Member(_))
        {
            self.error(Diagnostic::unsupported(
                self.span(type_arguments.span),
                "type arguments",
            ));
        }
        match &**callee {
            ast::Expr::Ident(identifier) => self.check_named_call(identifier, call, span),
            ast::Expr::Member(member) => {
                if let Some(checked) = self.check_own_property_call(member, &call.args, span) {
                    return checked;
                }
                if let Some(rewritten) = self.array_prototype_call(member, &call.args) {
                    return self.check_call(rewritten, span);
                }
                if let ast::MemberProp::Ident(property) = &member.prop {
                    // `Symbol.for(key)`, `Symbol.keyFor(symbol)`.
                    if let ast::Expr::Ident(object) = &*member.obj
                        && object.sym == "Symbol"
                        && self.resolve_name("Symbol").is_none()
                    {
                        return self.check_symbol_static_call(
                            property.sym.as_str(),
                            &call.args,
                            span,
                        );
                    }
                    // `BigInt.asIntN(bits, a)`, `BigInt.asUintN(bits, a)`.
                    if let ast::Expr::Ident(object) = &*member.obj
                        && object.sym == "BigInt"
                        && self.resolve_name("BigInt").is_none()
                    {
                        return self.check_bigint_static_call(
                            property.sym.as_str(),
                            &call.args,
                            span,
                        );
                    }
                    // `process.hrtime.bigint()`.
                    if property.sym == "bigint"
                        && call.args.is_empty()
                        && let ast::Expr::Member(inner) = &*member.obj
                        && let ast::Expr::Ident(object) = &*inner.obj
                        && self.library_object(object.sym.as_str()) == Some("process")
                        && matches!(&inner.prop, ast::MemberProp::Ident(name) if name.sym == "hrtime")
                    {
                        return self.check_library_static(
                            library::INTRINSICS,
                            "hrtimeBigint",
                            Vec::new(),
                            span,
                        );
                    }
                    self.evolve_by_call(&member.obj, property.sym.as_str(), &call.args);
                }
                let property = match &member.prop {
                    ast::MemberProp::Ident(property) => property,
                    ast::MemberProp::PrivateName(written) => {
                        let Some(name) = self.private_member(written, span) else {
                            return Self::poison(span);
                        };
                        let mut receiver = self.check_expression(&member.obj);
                        if receiver.ty == TypeId::ANY
                            && let Some(class) = self.private_scope()
                        {
                            let privacy = self.private_privacy(class, &name, false);
                            let written = format!("#{}", written.name);
                            receiver = self.branded(receiver, class, &written, privacy, span);
                        }
                        return self.check_method(
                            receiver,
                            &name,
                            call.type_args.as_deref(),
                            &call.args,
                            span,
                        );
                    }
                    // `value[Symbol.iterator]()`: its iterator.
                    ast::MemberProp::Computed(computed)
                        if super::classes::is_symbol_iterator(&computed.expr)
                            && self.lookup("Symbol").is_none()
                            && call.args.is_empty() =>
                    {
                        let receiver = self.check_expression(&member.obj);
                        return self.check_iterator_call(receiver, span);
                    }
                    // `obj["name"](x)`: the method of that name.
                    ast::MemberProp::Computed(computed)
                        if let Some(name) = self.constant_name(&computed.expr) =>
                    {
                        let receiver = self.check_expression(&member.obj);
                        return self.call_method_of(
                            receiver,
                            &name,
                            call.type_args.as_deref(),
                            &call.args,
                            span,
                        );
                    }
                    // `handlers[i](x)`: a function value read from an array;
                    // on an `any` (`(xs as any)[name](f)`), a method called
                    // with the object as `this`, as JavaScript calls it.
                    ast::MemberProp::Computed(computed) => {
                        let object = self.check_expression(&member.obj);
                        if object.ty == TypeId::ANY {
                            let text = self.computed_callee_text(&member.obj, &computed.expr);
                            let key = self.check_expression(&computed.expr);
                            let name = self.stringify(key);
                            return self.any_method_call_named(
                                object,
                                name,
                                Some(text),
                                &call.args,
                                span,
                            );
                        }
                        let member_span = self.span(member.span);
                        let callee = self.computed_read(object, &computed.expr, member_span);
                        return self.check_value_call(callee, &call.args, span);
                    }
                };
                let method = property.sym.as_str();
                if let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "Object"
                    && self.lookup("Object").is_none()
                    && let Some(result) = self.check_object_function(method, &call.args, span)
                {
                    return result;
                }
                if let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "Array"
                    && self.lookup("Array").is_none()
                    && matches!(method, "from" | "isArray" | "of")
                {
                    return self.check_array_static(method, &call.args, span);
                }
                if let ast::Expr::Ident(object) = &*member.obj
                    && let Some(kind) = self.typed_kind_named(object.sym.as_str())
                {
                    if kind == TypedKind::Buffer {
                        return self.check_buffer_static(method, &call.args, span);
                    }
                    return self.check_typed_static(kind, method, &call.args, span);
                }
                if let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "Object"
                    && self.lookup("Object").is_none()
                    && matches!(method, "setPrototypeOf" | "getPrototypeOf" | "create")
                {
                    self.error(Diagnostic::new(
                        Code::Prototype,
                        span,
                        format!(
                            "'Object.{method}' is not supported: scriptc fixes each object's shape when it compiles."
                        ),
                    ));
                    return Self::poison(span);
                }
                if let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "Object"
                    && self.lookup("Object").is_none()
                {
                    return self.missing_library(&format!("Object.{method}"), span);
                }
                if let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "Promise"
                    && self.lookup("Promise").is_none()
                {
                    let written = call
                        .type_args
                        .as_ref()
                        .and_then(|arguments| arguments.params.first())
                        .map(|argument| self.resolve_type(argument));
                    return self.check_promise_static(method, &call.args, written, span);
                }
                // `process.nextTick(callback)`.
                if method == "nextTick"
                    && let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "process"
                    && self.lookup("process").is_none()
                {
                    return self.check_next_tick(&call.args, span);
                }
                if let Some(call) =
                    self.check_static_call(member, call.type_args.as_deref(), &call.args, span)
                {
                    return call;
                }
                if let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "Math"
                    && self.lookup("Math").is_none()
                    && matches!(method, "max" | "min" | "hypot")
                    && call.args.iter().any(|argument| argument.spread.is_some())
                {
                    return self.check_math_spread(method, &call.args, span);
                }
                if let ast::Expr::Ident(object) = &*member.obj
                    && object.sym == "String"
                    && self.lookup("String").is_none()
                    && method == "raw"
                    && call.args.first().is_some_and(|site| site.spread.is_none())
                {
                    return self.check_string_raw(&call.args, span);
                }
                if let ast::Expr::Ident(object) = &*member.obj
                    && let Some(library) = self.library_object(object.sym.as_str())
                {
                    return self.check_library_call(library, method, call, span);
                }
                // `fs.promises.name(...)`.
                if let ast::Expr::Member(inner) = &*member.obj
                    && let ast::MemberProp::Ident(promises) = &inner.prop
                    && promises.sym == "promises"
                    && let ast::Expr::Ident(object) = &*inner.obj
                    && self.library_object(object.sym.as_str()) == Some("fs")
                {
                    return self.check_fs_promises_call(method, call, span);
                }
                // `ns.f(x)` for a namespace import `ns`.
                if let Some(target) = self.namespace_member(&member.obj, method) {
                    let binding = self.target_binding(&target);
                    let callee_span = self.span(member.span);
                    return self.check_bound_call(binding, method, callee_span, call, span);
                }
                // `process.stdout.write(text)` and `process.stderr.write(text)`.
                if method == "write"
                    && let ast::Expr::Member(stream) = &*member.obj
                    && let ast::Expr::Ident(process) = &*stream.obj
                    && process.sym == "process"
                    && self.lookup("process").is_none()
                    && let ast::MemberProp::Ident(stream_name) = &stream.prop
                    && matches!(stream_name.sym.as_str(), "stdout" | "stderr")
                {
                    let [argument] = &call.args[..] else {
                        self.argument_count_error(span, 1, call.args.len());
                        return Self::poison(span);
                    };
                    let text = self.check_expression(&argument.expr);
                    let text = self.assign_to(text, TypeId::STRING);
                    let builtin = if stream_name.sym == "stdout" {
                        Builtin::WriteStdout
                    } else {
                        Builtin::WriteStderr
                    };
                    return Expression {
                        kind: ExpressionKind::Builtin {
                            builtin,
                            arguments: vec![text],
                        },
                        ty: TypeId::BOOLEAN,
                        span,
                    };
                }
                if let Some(new) = self.new_expression(&member.obj)
                    && method == "fill"
                    && call.args.len() == 1
                    && !matches!(&*new.callee, ast::Expr::Ident(callee)
                        if self.typed_kind_named(callee.sym.as_str()).is_some())
                {
                    return self.check_new(new, Some(&call.args[0].expr), None, span);
                }
                let receiver = self.check_expression(&member.obj);
                self.call_method_of(
                    receiver,
                    method,
                    call.type_args.as_deref(),
                    &call.args,
                    span,
                )
            }
            _ => {
                // `(() => { ... })()` where the caller runs once and not in
                // a loop: the function runs once too (see `runs_once`).
                let mut inner = &**callee;
                while let ast::Expr::Paren(parenthesized) = inner {
                    inner = &parenthesized.expr;
                }
                if matches!(inner, ast::Expr::Arrow(_) | ast::Expr::Fn(_))
                    && self.current.runs_once
                    && !self
                        .current
                        .targets
                        .iter()
                        .any(|target| target.kind == super::scope::TargetKind::Loop)
                {
                    self.immediately_called = true;
                }
                let callee = self.check_expression(callee);
                self.immediately_called = false;
                self.check_value_call(callee, &call.args, span)
            }
        }
    }

    /// `f.call(thisArg, ...)`, `f.apply(thisArg, list)`, `f.bind(thisArg,
    /// ...)` on a function value: done as on an `any` (the runtime's
    /// function methods), the result converted back to the function's
    /// result type, or for `bind` to the function of the parameters left.
    fn function_method_call(
        &mut self,
        function: Expression,
        signature: crate::types::FunctionType,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let function = self.represent_as(function, TypeId::ANY);
        let value = self.any_method_call(function, method, arguments, span);
        if value.ty == TypeId::NEVER {
            return value;
        }
        let ty = if method == "bind" {
            let bound = arguments.len().saturating_sub(1);
            let left: Vec<TypeId> = signature.parameters.iter().skip(bound).copied().collect();
            let optional = signature.optional.min(left.len());
            self.function_type_with_optional(left, signature.result, optional)
        } else {
            signature.result
        };
        if ty == TypeId::VOID {
            return Expression {
                kind: ExpressionKind::Sequence(vec![value]),
                ty: TypeId::VOID,
                span,
            };
        }
        self.represent_as(value, ty)
    }

    /// `receiver.method(arguments)` for a receiver already checked: by the
    /// receiver's type, a class's method, an array's, a collection's, an
    /// object type's member, or a string or number method.
    pub(crate) fn call_method_of(
        &mut self,
        receiver: Expression,
        method: &str,
        type_args: Option<&'a ast::TsTypeParamInstantiation>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let receiver = self.null_checked(receiver, method);
        // A receiver that already failed to check: its callbacks would only
        // add errors about parameters without a contextual type.
        if receiver.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        if receiver.ty == TypeId::ANY {
            return self.any_method_call(receiver, method, arguments, span);
        }
        if receiver.ty == TypeId::BIGINT {
            return self.check_bigint_method(receiver, method, arguments, span);
        }
        if let Some(signature) = self.function_signature(receiver.ty)
            && matches!(method, "call" | "apply" | "bind")
        {
            return self.function_method_call(receiver, signature, method, arguments, span);
        }
        if self
            .types
            .class(self.types.non_null(receiver.ty).unwrap_or(receiver.ty))
            .is_some()
        {
            return self.check_method(receiver, method, type_args, arguments, span);
        }
        if self.types.typed_kind(receiver.ty) == Some(TypedKind::Buffer) {
            return match self.check_buffer_method(receiver, method, arguments, span) {
                Ok(value) => value,
                Err(receiver) => self.check_typed_method(receiver, method, arguments, span),
            };
        }
        if self.types.typed_kind(receiver.ty).is_some() {
            if matches!(method, "reduce" | "reduceRight")
                && let Some(written) = type_args
                && let [argument] = &written.params[..]
            {
                let ty = self.resolve_type(argument);
                let saved = self.explicit_reduce_type.replace((span, ty));
                let value = self.check_typed_method(receiver, method, arguments, span);
                self.explicit_reduce_type = saved;
                return value;
            }
            return self.check_typed_method(receiver, method, arguments, span);
        }
        // `pair.join("=")`, `entry.map(String)`: a tuple of different
        // types read as an array of its elements' union (a copy, so only
        // for the methods that leave the array as it is).
        let receiver =
            if self.types.tuple(receiver.ty).is_some() && READING_ARRAY_METHODS.contains(&method) {
                self.tuple_as_array(receiver)
            } else {
                receiver
            };
        if self.types.element(receiver.ty).is_some() {
            if matches!(method, "reduce" | "reduceRight")
                && let Some(written) = type_args
                && let [argument] = &written.params[..]
            {
                let ty = self.resolve_type(argument);
                let saved = self.explicit_reduce_type.replace((span, ty));
                let value = self.check_array_method(receiver, method, arguments, span);
                self.explicit_reduce_type = saved;
                return value;
            }
            return self.check_array_method(receiver, method, arguments, span);
        }
        // `handlers.name(...)` of a record of functions: the entry, called.
        if let crate::types::Type::Record(value) = self.types.get(receiver.ty).clone()
            && (value == TypeId::ANY || self.function_signature(value).is_some())
        {
            let key = Expression {
                kind: ExpressionKind::String(method.encode_utf16().collect()),
                ty: TypeId::STRING,
                span: receiver.span,
            };
            let callee = self.record_get(receiver, key, span);
            return self.check_value_call(callee, arguments, span);
        }
        if self.types.is_collection(receiver.ty) {
            return self.check_collection_method(receiver, method, arguments, span);
        }
        if self.promise_value(receiver.ty).is_some() {
            return self.check_promise_method(receiver, method, arguments, span);
        }
        if self.generator_parts(receiver.ty).is_some()
            || self.async_generator_parts(receiver.ty).is_some()
        {
            return self.check_generator_method(receiver, method, arguments, span);
        }
        if self
            .types
            .object(self.types.non_null(receiver.ty).unwrap_or(receiver.ty))
            .is_some()
        {
            return self.check_property_call(receiver, method, arguments, span);
        }
        let receiver = if receiver.ty == TypeId::STRING {
            match self.check_string_regex_method(receiver, method, arguments, span) {
                Ok(value) => return value,
                Err(receiver) => receiver,
            }
        } else {
            receiver
        };
        if receiver.ty == TypeId::STRING && method == "split" {
            return self.check_split(receiver, arguments, span);
        }
        // `s.replace(pattern, (match, offset, s) => ...)`.
        if receiver.ty == TypeId::STRING
            && matches!(method, "replace" | "replaceAll")
            && arguments.len() == 2
            && super::closures::ClosureSyntax::of_expression(&arguments[1].expr).is_some()
        {
            let pattern = self.check_expecting(&arguments[0].expr, Some(TypeId::STRING));
            let pattern = self.assign_to(pattern, TypeId::STRING);
            let replacer = self.check_callback(
                &arguments[1].expr,
                vec![TypeId::STRING, TypeId::NUMBER, TypeId::STRING],
                Some(TypeId::STRING),
            );
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: Builtin::StringReplaceWith(method == "replaceAll"),
                    arguments: vec![receiver, pattern, replacer],
                },
                ty: TypeId::STRING,
                span,
            };
        }
        // `a.localeCompare(b, locale, options)`: the locale and options
        // read here, passed as flags.
        if receiver.ty == TypeId::STRING
            && method == "localeCompare"
            && (2..=3).contains(&arguments.len())
        {
            let Some(flags) = self.locale_compare_flags(&arguments[1..], span) else {
                return Self::poison(span);
            };
            let other = self.check_arguments(&arguments[..1]);
            let mut checked = other;
            checked.push(Expression {
                kind: ExpressionKind::Number(f64::from(flags)),
                ty: TypeId::NUMBER,
                span,
            });
            return self.check_method_call(receiver, method, checked, span);
        }
        let mut arguments = self.check_arguments(arguments);
        // `s.replace("x", f)` with a function value: called as a callback.
        if receiver.ty == TypeId::STRING
            && matches!(method, "replace" | "replaceAll")
            && arguments.len() == 2
            && arguments[0].ty == TypeId::STRING
            && self.function_signature(arguments[1].ty).is_some()
        {
            let replacer = arguments.pop().expect("a replacement");
            let pattern = arguments.pop().expect("a pattern");
            let wanted = self.function_type(
                vec![TypeId::STRING, TypeId::NUMBER, TypeId::STRING],
                TypeId::STRING,
            );
            let replacer = self.coerce(replacer, wanted);
            let replacer = self.assign_to(replacer, wanted);
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: Builtin::StringReplaceWith(method == "replaceAll"),
                    arguments: vec![receiver, pattern, replacer],
                },
                ty: TypeId::STRING,
                span,
            };
        }
        self.check_method_call(receiver, method, arguments, span)
    }

    fn check_named_call(
        &mut self,
        identifier: &'a ast::Ident,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        let name = identifier.sym.as_str();
        if let Some((object, member)) = self.library_import(name) {
            return self.check_library_call(object, &member, call, span);
        }
        // `assert(value, message)`: the module is `assert.ok`.
        if self.library_object(name) == Some("assert") {
            return self.check_library_call("assert", "ok", call, span);
        }
        if let Some(scheduled) = self.check_timer_call(name, &call.args, span) {
            return scheduled;
        }
        let binding = self.resolve_name(name);
        if name == "Symbol" && binding.is_none() {
            return self.check_symbol_call(&call.args, span);
        }
        if name == "BigInt" && binding.is_none() {
            return self.check_bigint_call(&call.args, span);
        }
        let callee_span = self.span(identifier.span);
        self.check_bound_call(binding, name, callee_span, call, span)
    }

    /// A call of the name `name`, bound to `binding`.
    pub(crate) fn check_bound_call(
        &mut self,
        binding: Option<Binding>,
        name: &str,
        callee_span: Span,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        if let Some(Binding::Local { .. } | Binding::Global(_)) = binding {
            let callee = self.check_binding(binding, name, callee_span);
            return self.check_value_call(callee, &call.args, span);
        }
        if let Some(Binding::GenericFunction(generic)) = binding {
            return self.check_generic_call(generic, call, span);
        }
        if let Some(Binding::Function(function)) = binding {
            let Some(arguments) = self.check_call_arguments(function, &call.args, span) else {
                return Self::poison(span);
            };
            let ty = self.function_result(function, span);
            return Expression {
                kind: ExpressionKind::Call {
                    function,
                    arguments,
                    receiver: None,
                },
                ty,
                span,
            };
        }
        let arguments: Vec<Expression> = call
            .args
            .iter()
            .map(|argument| {
                if let Some(spread) = argument.spread {
                    let spread_span = self.span(spread);
                    self.error(Diagnostic::unsupported(spread_span, "a spread argument"));
                }
                self.check_expecting(&argument.expr, None)
            })
            .collect();
        match (binding, name) {
            (Some(_), _) => {
                self.error(Diagnostic::unsupported(span, "calling a variable"));
                Self::poison(span)
            }
            (None, "String" | "Number" | "Boolean") => self.check_conversion(name, arguments, span),
            (None, "eval" | "Function") => {
                self.error(Diagnostic::new(
                    Code::RuntimeCode,
                    span,
                    "'eval' and 'Function' make code at run time, which a compiled program cannot run.",
                ));
                Self::poison(span)
            }
            (
                None,
                "parseInt" | "parseFloat" | "encodeURIComponent" | "encodeURI"
                | "decodeURIComponent" | "decodeURI" | "atob" | "btoa",
            ) => {
                let entry = library::lookup_static(name, name).next();
                match entry {
                    Some(entry) => self.check_library_entry(entry, None, arguments, span),
                    None => Self::poison(span),
                }
            }
            (None, "structuredClone") => self.check_structured_clone(arguments, span),
            (None, "isNaN") => self.check_number_predicate(NumberPredicate::IsNaN, arguments, span),
            (None, "isFinite") => {
                self.check_number_predicate(NumberPredicate::IsFinite, arguments, span)
            }
            (None, _) => self.unknown_name(name, span),
        }
    }

    /// `structuredClone(value)`: the runtime copies the value boxed (see
    /// its `clone.rs`) and the copy comes back as the value's type. Types
    /// whose copy Node makes into something else (a class instance into a
    /// plain object, a Buffer into a Uint8Array) or cannot make (functions,
    /// promises, generators) are refused.
    fn check_structured_clone(&mut self, arguments: Vec<Expression>, span: Span) -> Expression {
        let Ok([value]) = <[Expression; 1]>::try_from(arguments) else {
            self.error(Diagnostic::unsupported(
                span,
                "'structuredClone' with other than one argument",
            ));
            return Self::poison(span);
        };
        let ty = value.ty;
        if ty == TypeId::NEVER {
            return value;
        }
        if let Some(reason) = self.uncloneable(ty, &mut Vec::new()) {
            self.error(Diagnostic::unsupported(
                span,
                format!("'structuredClone' of {reason}"),
            ));
            return Self::poison(span);
        }
        let boxed = self.represent_as(value, TypeId::ANY);
        let copy = Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Library(library::LibraryFunction::StructuredClone),
                arguments: vec![boxed],
            },
            ty: TypeId::ANY,
            span,
        };
        // The copy has the value's own representation (its descriptors
        // and element kinds): unboxed as the value's type.
        if self.types.is_dynamic(ty) {
            return Expression { ty, ..copy };
        }
        self.unboxed(copy, ty)
    }

    /// Why a value of `ty` has no structured clone of the same type
    /// (`None` when it has one).
    fn uncloneable(&self, ty: TypeId, seen: &mut Vec<TypeId>) -> Option<String> {
        use crate::types::Type;
        if seen.contains(&ty) {
            return None;
        }
        seen.push(ty);
        let parts: Vec<TypeId> = match self.types.get(ty) {
            Type::Number
            | Type::Boolean
            | Type::String
            | Type::Void
            | Type::Undefined
            | Type::Never
            | Type::Null
            | Type::Unknown
            | Type::Iterable(_)
            | Type::Any
            | Type::BigInt
            | Type::Key(_) => Vec::new(),
            Type::Union(members) => members.clone(),
            Type::Nullable(inner) | Type::Array(inner) | Type::Set(inner) | Type::Record(inner) => {
                vec![*inner]
            }
            Type::Map(key, value) => vec![*key, *value],
            Type::Tuple(elements) => elements.clone(),
            Type::Object(_) => self
                .types
                .object(ty)
                .map(|shape| {
                    shape
                        .properties
                        .iter()
                        .map(|property| property.ty)
                        .collect()
                })
                .unwrap_or_default(),
            Type::TypedArray(crate::types::TypedKind::Buffer) => {
                return Some("a Buffer (Node's copy is a Uint8Array)".into());
            }
            Type::TypedArray(_) => Vec::new(),
            Type::Class { name, .. }
                if matches!(
                    name.as_str(),
                    "Date"
                        | "Error"
                        | "TypeError"
                        | "RangeError"
                        | "SyntaxError"
                        | "ReferenceError"
                        | "EvalError"
                        | "URIError"
                ) =>
            {
                Vec::new()
            }
            Type::Class { name, .. } => {
                return Some(format!(
                    "an instance of '{name}' (Node's copy is a plain object)"
                ));
            }
            Type::Function(_) => return Some("a function".into()),
            _ => return Some(format!("a '{}'", self.types.display(ty))),
        };
        parts
            .into_iter()
            .find_map(|part| self.uncloneable(part, seen))
    }

    /// `String(x)`, `Number(x)`, `Boolean(x)`.
    pub(crate) fn check_conversion(
        &mut self,
        name: &str,
        mut arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        if arguments.len() != 1 {
            self.error(Diagnostic::unsupported(
                span,
                format!("'{name}' called with other than one argument"),
            ));
            return Self::poison(span);
        }
        let value = arguments.remove(0);
        if value.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        match name {
            "String" if self.is_stringable(value.ty) => self.string_of(value),
            "Boolean" => self.truthiness(value),
            // A number's `undefined` (a NaN payload that prints as
            // `undefined`) converts to NaN.
            "Number" if value.ty == TypeId::NUMBER => {
                if matches!(value.kind, ExpressionKind::Number(_)) {
                    return value;
                }
                let hidden = self.hidden_temporary(TypeId::NUMBER, span);
                let read = || Expression {
                    kind: ExpressionKind::Variable(hidden),
                    ty: TypeId::NUMBER,
                    span,
                };
                let store = Expression {
                    kind: ExpressionKind::Assign {
                        target: hidden,
                        value: Box::new(value),
                    },
                    ty: TypeId::NUMBER,
                    span,
                };
                let test = Expression {
                    kind: ExpressionKind::Builtin {
                        builtin: Builtin::NumberPredicate(crate::hir::NumberPredicate::IsUndefined),
                        arguments: vec![read()],
                    },
                    ty: TypeId::BOOLEAN,
                    span,
                };
                let choice = Expression {
                    kind: ExpressionKind::Conditional {
                        condition: Box::new(test),
                        then: Box::new(Expression {
                            kind: ExpressionKind::Number(f64::NAN),
                            ty: TypeId::NUMBER,
                            span,
                        }),
                        otherwise: Box::new(read()),
                    },
                    ty: TypeId::NUMBER,
                    span,
                };
                Expression {
                    kind: ExpressionKind::Sequence(vec![store, choice]),
                    ty: TypeId::NUMBER,
                    span,
                }
            }
            "Number" if value.ty == TypeId::BIGINT => self.bigint_to_number(value),
            "Number" if self.types.is_dynamic(value.ty) => self.any_to_number(value),
            "Number" if value.ty == TypeId::NULL => Expression {
                kind: ExpressionKind::Sequence(vec![
                    value,
                    Expression {
                        kind: ExpressionKind::Number(0.0),
                        ty: TypeId::NUMBER,
                        span,
                    },
                ]),
                ty: TypeId::NUMBER,
                span,
            },
            "Number" if matches!(value.ty, TypeId::UNDEFINED | TypeId::VOID) => Expression {
                kind: ExpressionKind::Sequence(vec![
                    value,
                    Expression {
                        kind: ExpressionKind::Number(f64::NAN),
                        ty: TypeId::NUMBER,
                        span,
                    },
                ]),
                ty: TypeId::NUMBER,
                span,
            },
            "Number" if value.ty == TypeId::STRING => self.number_from_string(value, span),
            "Number" if self.types.class(value.ty).is_some() => self.number_of_object(value, span),
            "Number" if value.ty == TypeId::BOOLEAN => Self::boolean_to_number(value, span),
            // Anything else (an array, an object, a union): JavaScript's
            // ToNumber of the value as it would be held in an `any`.
            "Number" => {
                let boxed = self.represent_as(value, TypeId::ANY);
                self.any_to_number(boxed)
            }
            _ => {
                let shown = self.types.display(value.ty).to_string();
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'{name}' of a '{shown}'"),
                ));
                Self::poison(span)
            }
        }
    }

    pub(crate) fn number_from_string(&mut self, value: Expression, span: Span) -> Expression {
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::NumberFromString,
                arguments: vec![value],
            },
            ty: TypeId::NUMBER,
            span,
        }
    }

    fn check_library_call(
        &mut self,
        object: &str,
        method: &str,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        match object {
            "fs" => return self.check_fs_call(method, call, span),
            crate::modules::FS_PROMISES => return self.check_fs_promises_call(method, call, span),
            "readline" => return self.check_readline_call(method, call, span),
            "path" => return self.check_path_call(method, call, span),
            "os" | "util" | "assert" | "crypto" => {
                return self.check_node_module_call(object, method, call, span);
            }
            "process" if matches!(method, "on" | "once" | "addListener") => {
                return self.check_process_on(method, call, span);
            }
            // `process.hrtime()`, `process.memoryUsage()`, ...: prelude
            // functions (`exit` and `cwd` are the runtime's own).
            "process"
                if !matches!(method, "exit" | "cwd")
                    && self.scopes[self.prelude_scope]
                        .top_level
                        .contains_key(&format!("__scriptc_process_{method}")) =>
            {
                return self.check_node_module_call(object, method, call, span);
            }
            "JSON" if method == "parse" => return self.check_json_parse(call, None, span),
            // `JSON.stringify(value, replacer, space)` with a replacer
            // function or a list of keys: the prelude walks the value.
            "JSON"
                if method == "stringify"
                    && (2..=3).contains(&call.args.len())
                    && !matches!(
                        call.args[1].expr.unwrap_parens(),
                        ast::Expr::Lit(ast::Lit::Null(_))
                    ) =>
            {
                let kept = match call.args[1].expr.unwrap_parens() {
                    ast::Expr::Array(_) => true,
                    ast::Expr::Ident(name) => match self.resolve_name(name.sym.as_str()) {
                        Some(Binding::Local { id, .. }) => self
                            .current
                            .locals
                            .get(id.index())
                            .is_some_and(|local| self.types.element(local.ty).is_some()),
                        Some(Binding::Global(global)) => self.globals[global.index()]
                            .ty
                            .is_some_and(|ty| self.types.element(ty).is_some()),
                        _ => false,
                    },
                    _ => false,
                };
                let function = if kept {
                    "__scriptcJsonKept"
                } else {
                    "__scriptcJsonReplaced"
                };
                let value = self.call_prelude(function, &call.args, span);
                return Expression {
                    ty: TypeId::ANY,
                    ..value
                };
            }
            _ => {}
        }
        let console =
            object == "console" && matches!(method, "log" | "info" | "debug" | "error" | "warn");
        // `String.fromCharCode(...codes)`: the numbers gathered into one
        // array, passed as the rest of the arguments.
        let gathered = object == "String"
            && matches!(method, "fromCharCode" | "fromCodePoint")
            && call.args.iter().any(|argument| argument.spread.is_some());
        let mut arguments = if console {
            self.check_console_arguments(&call.args)
        } else if gathered {
            vec![self.numbers_gathered(&call.args, span)]
        } else {
            self.check_arguments(&call.args)
        };
        match (object, method) {
            ("performance" | library::INTRINSICS, _) | ("process", "cwd") => {
                self.check_library_static(object, method, arguments, span)
            }
            ("console", "log" | "info" | "debug" | "error" | "warn") => {
                // A narrowed variable prints from its box: no run-time check
                // of the narrowing is needed.
                arguments = arguments.into_iter().map(Self::unnarrowed).collect();
                arguments = self.inspect_dates(arguments);
                self.check_printable(&arguments);
                let builtin = if matches!(method, "error" | "warn") {
                    Builtin::ConsoleError
                } else {
                    Builtin::ConsoleLog
                };
                Expression {
                    kind: ExpressionKind::Builtin { builtin, arguments },
                    ty: TypeId::VOID,
                    span,
                }
            }
            // `console.count(label = "default")`: the label as text.
            ("console", "count" | "countReset")
                if arguments.len() <= 1
                    && self.scopes[self.prelude_scope]
                        .top_level
                        .contains_key("__scriptcConsoleCount") =>
            {
                let label = match arguments.pop() {
                    Some(label) if !matches!(label.kind, ExpressionKind::Undefined) => {
                        self.string_of(label)
                    }
                    _ => self.string_expression("default", span),
                };
                let function = if method == "count" {
                    "__scriptcConsoleCount"
                } else {
                    "__scriptcConsoleCountReset"
                };
                self.call_prelude_checked(function, vec![label], span)
            }
            ("process", "exit") => {
                if arguments.len() > 1 {
                    self.argument_count_error(span, 1, arguments.len());
                }
                for argument in &arguments {
                    self.expect_assignable(argument, TypeId::NUMBER);
                }
                Expression {
                    kind: ExpressionKind::Builtin {
                        builtin: Builtin::ProcessExit,
                        arguments,
                    },
                    ty: TypeId::NEVER,
                    span,
                }
            }
            ("Math", _) => {
                let Some(&(_, function, arity)) =
                    MathFunction::ALL.iter().find(|(name, ..)| *name == method)
                else {
                    if let Some(missing) =
                        self.missing_library_member("Math", "static", method, span)
                    {
                        return missing;
                    }
                    self.error(Diagnostic::new(
                        Code::UnknownProperty,
                        span,
                        format!("Property '{method}' does not exist on type 'Math'."),
                    ));
                    return Self::poison(span);
                };
                if let Some(arity) = arity
                    && arity != arguments.len()
                {
                    self.argument_count_error(span, arity, arguments.len());
                    return Self::poison(span);
                }
                let arguments = arguments
                    .into_iter()
                    .map(|argument| self.library_argument(argument, TypeId::NUMBER, true))
                    .collect();
                Expression {
                    kind: ExpressionKind::Builtin {
                        builtin: Builtin::Math(function),
                        arguments,
                    },
                    ty: TypeId::NUMBER,
                    span,
                }
            }
            ("Number", "isNaN") => {
                self.check_number_predicate(NumberPredicate::NumberIsNaN, arguments, span)
            }
            ("Number", "isFinite") => {
                self.check_number_predicate(NumberPredicate::IsFinite, arguments, span)
            }
            ("Number", "isInteger") => {
                self.check_number_predicate(NumberPredicate::IsInteger, arguments, span)
            }
            ("Number", "isSafeInteger") => {
                self.check_number_predicate(NumberPredicate::IsSafeInteger, arguments, span)
            }
            ("Number", "parseInt" | "parseFloat") => {
                match library::lookup_static(method, method).next() {
                    Some(entry) => self.check_library_entry(entry, None, arguments, span),
                    None => Self::poison(span),
                }
            }
            ("JSON", "stringify")
                if !arguments.is_empty()
                    && arguments.len() <= 3
                    && (arguments.len() > 1
                        || !matches!(arguments[0].ty, TypeId::NUMBER | TypeId::STRING)) =>
            {
                let mut arguments = arguments;
                let value = arguments.remove(0);
                if arguments
                    .first()
                    .is_some_and(|replacer| replacer.ty != TypeId::NULL)
                {
                    self.error(Diagnostic::unsupported(span, "a JSON.stringify replacer"));
                    return Self::poison(span);
                }
                let indent = match arguments.get(1) {
                    Some(indent) if matches!(indent.ty, TypeId::NUMBER | TypeId::STRING) => {
                        arguments.remove(1)
                    }
                    Some(other) => {
                        self.error(Diagnostic::unsupported(
                            other.span,
                            "a JSON.stringify indentation other than a number or a string",
                        ));
                        return Self::poison(span);
                    }
                    None => self.number_expression(0.0, span),
                };
                if matches!(value.ty, TypeId::UNDEFINED | TypeId::VOID) {
                    self.error(Diagnostic::unsupported(span, "JSON.stringify of undefined"));
                    return Self::poison(span);
                }
                Expression {
                    kind: ExpressionKind::Builtin {
                        builtin: Builtin::JsonStringify,
                        arguments: vec![value, indent],
                    },
                    ty: TypeId::STRING,
                    span,
                }
            }
            ("String" | "JSON", _) => {
                let wanted = arguments.first().map(|argument| argument.ty);
                let entry = library::lookup_static(object, method).find(|entry| {
                    // JSON.stringify: pick the entry for the argument's type.
                    match (entry.parameters.first(), wanted) {
                        (Some(Parameter::Required(Kind::Number)), Some(ty)) => ty == TypeId::NUMBER,
                        (Some(Parameter::Required(Kind::String)), Some(ty)) => ty == TypeId::STRING,
                        _ => true,
                    }
                });
                match entry {
                    Some(entry) => self.check_library_entry(entry, None, arguments, span),
                    None => {
                        self.error(Diagnostic::unsupported(
                            span,
                            format!("'{object}.{method}' here"),
                        ));
                        Self::poison(span)
                    }
                }
            }
            ("console" | "process" | "Number", _) => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'{object}.{method}'"),
                ));
                Self::poison(span)
            }
            _ if self.lookup(object).is_none() && super::library_names::is_global(object) => {
                self.missing_library(&format!("{object}.{method}"), span)
            }
            _ => self.unknown_name(object, span),
        }
    }

    /// `map.keys().next().value` and `.done` on a fresh iterator: its first
    /// element (`undefined` when there is none) and whether there is none.
    fn check_first_next(&mut self, member: &'a ast::MemberExpr, span: Span) -> Option<Expression> {
        let ast::MemberProp::Ident(property) = &member.prop else {
            return None;
        };
        let wanted = property.sym.as_str();
        if wanted != "value" && wanted != "done" {
            return None;
        }
        let ast::Expr::Call(next_call) = &*member.obj else {
            return None;
        };
        let ast::Callee::Expr(next_callee) = &next_call.callee else {
            return None;
        };
        let ast::Expr::Member(next_member) = &**next_callee else {
            return None;
        };
        if !next_call.args.is_empty()
            || !matches!(&next_member.prop, ast::MemberProp::Ident(name) if name.sym == "next")
        {
            return None;
        }
        let ast::Expr::Call(iterator_call) = &*next_member.obj else {
            return None;
        };
        let ast::Callee::Expr(iterator_callee) = &iterator_call.callee else {
            return None;
        };
        let ast::Expr::Member(iterator_member) = &**iterator_callee else {
            return None;
        };
        if !matches!(&iterator_member.prop, ast::MemberProp::Ident(name)
            if matches!(name.sym.as_str(), "keys" | "values" | "entries"))
        {
            return None;
        }
        let items = self.check_expression(&next_member.obj);
        if items.ty == TypeId::NEVER {
            return Some(Self::poison(span));
        }
        self.types.element(items.ty)?;
        let zero = self.number_expression(0.0, span);
        if wanted == "value" {
            return Some(self.check_array_index(items, zero, span));
        }
        let length = self.read_member(items, "length", span);
        Some(self.binary(ast::BinaryOp::EqEqEq, length, zero, span))
    }

    /// Whether instances of a class type have an accessor (a property
    /// that is not a field, so not found by `ObjectGet`).
    fn has_accessors(&self, ty: TypeId) -> bool {
        matches!(self.types.get(ty), crate::types::Type::Class { id, .. }
            if self.classes[id.index()]
                .methods
                .iter()
                .any(|(name, _)| name.starts_with("get ") || name.starts_with("set ")))
    }

    /// `object[index]` for an already checked object: strings, arrays,
    /// tuples, records, and keys known in a generic instance.
    pub(crate) fn computed_read(
        &mut self,
        object: Expression,
        index_expression: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        // `name![0]`: a literal key names the property in the message.
        let object = match index_expression.unwrap_parens() {
            ast::Expr::Lit(ast::Lit::Str(text)) => {
                self.null_checked(object, &text.value.to_string_lossy())
            }
            ast::Expr::Lit(ast::Lit::Num(number))
                if number.value.fract() == 0.0 && number.value.abs() < 1e15 =>
            {
                self.null_checked(object, &(number.value as i64).to_string())
            }
            _ => object,
        };
        // `xs[Symbol.iterator]` of an array, string, map or set: its
        // built-in method, read as of the value boxed.
        if object.ty != TypeId::ANY
            && (object.ty == TypeId::STRING
                || self.indexed_element(object.ty).is_some()
                || self.types.is_collection(object.ty))
            && let Some(name) = self.symbol_constant_key(index_expression)
        {
            let object = self.represent_as(object, TypeId::ANY);
            return self.any_get(object, &name, span);
        }
        if object.ty == TypeId::ANY {
            if let Some(name) = self.symbol_constant_key(index_expression) {
                return self.any_get(object, &name, span);
            }
            let key = self.check_expression(index_expression);
            return self.any_index(object, key, span);
        }
        // `obj[key]` where `key` holds a key known in this
        // instance of a generic: that property.
        if let ast::Expr::Ident(name) = index_expression
            && let Some(Binding::Local { id, .. }) = self.resolve_name(name.sym.as_str())
            && let Some(key) = self.current.key_constants.get(&id).cloned()
            && self
                .types
                .is_object(self.types.non_null(object.ty).unwrap_or(object.ty))
        {
            return self.read_member(object, &key, span);
        }
        // `obj["name"]` on a class instance or an object type: the member.
        let base = self.types.non_null(object.ty).unwrap_or(object.ty);
        if (self.types.class(base).is_some() || self.types.object(base).is_some())
            && let Some(name) = self.constant_name(index_expression)
        {
            return self.read_member(object, &name, span);
        }
        let index = self.check_expression(index_expression);
        if object.ty == TypeId::STRING {
            return self.check_string_index(object, index, span);
        }
        if self.indexed_element(object.ty).is_some() {
            return self.check_array_index(object, index, span);
        }
        if self.types.tuple(object.ty).is_some() {
            return self.tuple_element(object, index, span);
        }
        if matches!(self.types.get(object.ty), crate::types::Type::Record(_)) {
            return self.record_get(object, index, span);
        }
        // `colors[name]` where every property of the object has one type:
        // found by name at run time (`undefined` when it has none).
        let base = self.types.non_null(object.ty).unwrap_or(object.ty);
        if index.ty == TypeId::STRING
            && self.types.is_object(base)
            && !self.has_accessors(base)
            && let Some(ty) = self.uniform_field_type(base)
        {
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: crate::hir::Builtin::ObjectGet,
                    arguments: vec![object, index],
                },
                ty,
                span,
            };
        }
        // `obj[key]` of an object by a key only known at run time (`key`
        // of `keyof T`, from `Object.keys`): read by name as of the object
        // seen as an `any`, the value an `any`. (Not of a class instance:
        // its getters are not found so.)
        if self.types.object(base).is_some()
            && (matches!(index.ty, TypeId::STRING | TypeId::NUMBER)
                || self.types.is_dynamic(index.ty))
        {
            let object = self.represent_as(object, TypeId::ANY);
            return self.any_index(object, index, span);
        }
        if object.ty != TypeId::NEVER && index.ty != TypeId::NEVER {
            self.error(Diagnostic::unsupported(span, "a computed property access"));
        }
        Self::poison(span)
    }

    /// `(value as { length: number }).length` where `value` (a variable or
    /// a chain of property reads) is of a dynamic type (`unknown`, `any`,
    /// a union's box): the property
    /// read by name at run time and given the member's type, so any value
    /// that has it (an array's `length`, an error's `code`) reads as on
    /// Node, rather than the value first checked to be an object of the
    /// asserted type.
    fn check_cast_member(&mut self, member: &'a ast::MemberExpr, span: Span) -> Option<Expression> {
        let ast::MemberProp::Ident(property) = &member.prop else {
            return None;
        };
        let ast::Expr::TsAs(cast) = member.obj.unwrap_parens() else {
            return None;
        };
        // (A variable or a chain of property reads: checked again by the
        // usual path when it is not dynamic after all.)
        fn plain(expression: &ast::Expr) -> bool {
            match expression.unwrap_parens() {
                ast::Expr::Ident(_) => true,
                ast::Expr::Member(member) => {
                    matches!(member.prop, ast::MemberProp::Ident(_)) && plain(&member.obj)
                }
                _ => false,
            }
        }
        if !plain(&cast.expr) {
            return None;
        }
        let target = self.resolve_type(&cast.type_ann);
        let target = self.types.non_null(target).unwrap_or(target);
        if self.types.class(target).is_some() {
            return None;
        }
        let wanted = self
            .types
            .object(target)?
            .property(property.sym.as_str())
            .filter(|wanted| !wanted.method)?
            .ty;
        let value = self.check_expression(&cast.expr);
        if !self.types.is_dynamic(value.ty) {
            return None;
        }
        let object = self.represent_as(value, TypeId::ANY);
        let object = Expression {
            ty: TypeId::ANY,
            ..object
        };
        let read = self.any_get(object, property.sym.as_str(), span);
        Some(self.represent_as(read, wanted))
    }

    pub(crate) fn check_member(&mut self, member: &'a ast::MemberExpr, span: Span) -> Expression {
        if let Some(value) = self.check_enum_member(member, span) {
            return value;
        }
        if let Some(value) = self.check_first_next(member, span) {
            return value;
        }
        if let Some(value) = self.check_stream_member(member, span) {
            return value;
        }
        if let Some(value) = self.check_env_member(member, span) {
            return value;
        }
        if let Some(value) = self.check_cast_member(member, span) {
            return value;
        }
        let property = match &member.prop {
            ast::MemberProp::Ident(property) => property.sym.as_str(),
            ast::MemberProp::Computed(computed) => {
                let object = self.check_expression(&member.obj);
                if object.ty == TypeId::ANY {
                    // `anyValue[Symbol.iterator]`, `anyValue[KEY]` of a
                    // symbol `const`: the member that symbol keys.
                    if let Some(name) = self.symbol_constant_key(&computed.expr) {
                        return self.any_get(object, &name, span);
                    }
                    let key = self.check_expression(&computed.expr);
                    return self.any_index(object, key, span);
                }
                return self.computed_read(object, &computed.expr, span);
            }
            ast::MemberProp::PrivateName(name) => {
                // `Class.#count`: a static private field.
                if self.named_class(&member.obj).is_some()
                    && let Some(value) = self.check_static_member(member, span)
                {
                    return value;
                }
                let written = format!("#{}", name.name);
                let Some(name) = self.private_member(name, span) else {
                    return Self::poison(span);
                };
                let mut object = self.check_expression(&member.obj);
                if object.ty == TypeId::ANY
                    && let Some(class) = self.private_scope()
                {
                    let privacy = self.private_privacy(class, &name, false);
                    object = self.branded(object, class, &written, privacy, span);
                }
                if self
                    .types
                    .class(self.types.non_null(object.ty).unwrap_or(object.ty))
                    .is_none()
                {
                    if object.ty != TypeId::NEVER {
                        self.error(Diagnostic::unsupported(
                            span,
                            "a '#private' name on this value",
                        ));
                    }
                    return Self::poison(span);
                }
                return self.check_field_get(object, &name, span);
            }
        };
        // `ns.name` for a namespace import `ns`.
        if let Some(target) = self.namespace_member(&member.obj, property) {
            let binding = self.target_binding(&target);
            return self.check_binding(binding, property, span);
        }
        if let ast::Expr::Ident(object) = &*member.obj
            && object.sym == "Symbol"
            && self.resolve_name("Symbol").is_none()
        {
            return self.check_symbol_member(property, span);
        }
        if let ast::Expr::Ident(object) = &*member.obj {
            match self.library_object(object.sym.as_str()) {
                Some("process") => return self.check_process_member(property, span),
                Some("path") => return self.check_path_member(property, span),
                Some(module @ ("os" | "util" | "assert" | "crypto")) => {
                    return self.check_node_module_member(module, property, span);
                }
                _ => {}
            }
        }
        if let ast::Expr::Ident(object) = &*member.obj
            && let Some(kind) = self.typed_kind_named(object.sym.as_str())
        {
            if property != "BYTES_PER_ELEMENT" {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("'{}.{property}'", kind.name()),
                ));
                return Self::poison(span);
            }
            return self.number_expression(kind.size() as f64, span);
        }
        if let ast::Expr::Ident(object) = &*member.obj
            && self.lookup(object.sym.as_str()).is_none()
        {
            let constants = match object.sym.as_str() {
                "Math" => MathFunction::CONSTANTS,
                "Number" => NUMBER_CONSTANTS,
                _ => &[],
            };
            if !constants.is_empty() {
                let Some(&(_, value)) = constants.iter().find(|(name, _)| *name == property) else {
                    let owner = object.sym.to_string();
                    if let Some(missing) =
                        self.missing_library_member(&owner, "static", property, span)
                    {
                        return missing;
                    }
                    self.error(Diagnostic::new(
                        Code::UnknownProperty,
                        span,
                        format!("Property '{property}' does not exist on '{}'.", object.sym),
                    ));
                    return Self::poison(span);
                };
                return Expression {
                    kind: ExpressionKind::Number(value),
                    ty: TypeId::NUMBER,
                    span,
                };
            }
        }
        if matches!(property, "prototype" | "__proto__") {
            self.error(Diagnostic::new(
                Code::Prototype,
                span,
                format!("'{property}' is not supported: scriptc fixes each object's shape when it compiles."),
            ));
            return Self::poison(span);
        }
        if let Some(value) = self.check_static_member(member, span) {
            return value;
        }
        if property == "name"
            && let ast::Expr::Member(inner) = &*member.obj
            && let ast::MemberProp::Ident(constructor) = &inner.prop
            && constructor.sym == "constructor"
        {
            let object = self.check_expression(&inner.obj);
            if self
                .types
                .class(self.types.non_null(object.ty).unwrap_or(object.ty))
                .is_some()
            {
                return Expression {
                    kind: ExpressionKind::ClassName(Box::new(object)),
                    ty: TypeId::STRING,
                    span,
                };
            }
            // Of any other value: asked of the value boxed at run time.
            if object.ty == TypeId::NEVER {
                return Self::poison(span);
            }
            let boxed = self.represent_as(object, TypeId::ANY);
            return self.any_call(
                crate::hir::AnyOperation::ConstructorName,
                vec![boxed],
                TypeId::STRING,
                span,
            );
        }
        let object = self.check_expression(&member.obj);
        let object = self.null_checked(object, property);
        if object.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        if object.ty == TypeId::ANY {
            return self.any_get(object, property, span);
        }
        let variable = match object.kind {
            ExpressionKind::Variable(variable) => Some(variable),
            _ => None,
        };
        if self
            .types
            .class(self.types.non_null(object.ty).unwrap_or(object.ty))
            .is_some()
        {
            let read = self.check_field_get(object, property, span);
            return self.narrowed_member(variable, property, read);
        }
        if self
            .types
            .object(self.types.non_null(object.ty).unwrap_or(object.ty))
            .is_some()
        {
            let read = self.check_property_get(object, property, span);
            return self.narrowed_member(variable, property, read);
        }
        if self.types.is_collection(object.ty) {
            return match (self.types.get(object.ty).clone(), property) {
                (crate::types::Type::Record(_), _) => {
                    let key = Expression {
                        kind: ExpressionKind::String(property.encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    };
                    self.record_get(object, key, span)
                }
                (_, "size") => self.check_collection_size(object, span),
                // `map.set` as a value: the built-in method, as an `any`
                // reads it (tsc allows no other property).
                (crate::types::Type::Map(..) | crate::types::Type::Set(_), _) => {
                    self.built_in_method_value(object, property, span)
                }
                _ => {
                    let shown = self.types.display(object.ty).to_string();
                    self.error(Diagnostic::unsupported(
                        span,
                        format!("the property '{property}' of a '{shown}'"),
                    ));
                    Self::poison(span)
                }
            };
        }
        if let Some(types) = self.types.tuple(object.ty)
            && property == "length"
        {
            let length = Expression {
                kind: ExpressionKind::Number(types.len() as f64),
                ty: TypeId::NUMBER,
                span,
            };
            return Expression {
                kind: ExpressionKind::Sequence(vec![object, length]),
                ty: TypeId::NUMBER,
                span,
            };
        }
        if self.types.typed_kind(object.ty).is_some() {
            return self.check_typed_property(object, property, span);
        }
        if self.types.element(object.ty).is_some() && property == "length" {
            return Expression {
                kind: ExpressionKind::Builtin {
                    builtin: Builtin::Array(crate::hir::ArrayMethod::Length),
                    arguments: vec![object],
                },
                ty: TypeId::NUMBER,
                span,
            };
        }
        let object = match self.string_array_property(object, property, span) {
            Ok(read) => return read,
            Err(object) => object,
        };
        if object.ty == TypeId::STRING && property == "length" {
            return Expression {
                kind: ExpressionKind::StringLength(Box::new(object)),
                ty: TypeId::NUMBER,
                span,
            };
        }
        // A function's `name`, read as on an `any`.
        if self.function_signature(object.ty).is_some() && property == "name" {
            let object = self.represent_as(object, TypeId::ANY);
            let value = self.any_get(object, property, span);
            return self.represent_as(value, TypeId::STRING);
        }
        // `xs.shift`, `text.padStart` as values (`typeof xs.shift`, a
        // method handed on): the built-in method, as an `any` reads it.
        if (object.ty == TypeId::STRING
            || (self.types.element(object.ty).is_some() && self.types.tuple(object.ty).is_none()))
            && property != "constructor"
        {
            return self.built_in_method_value(object, property, span);
        }
        let shown = self.types.display(object.ty).to_string();
        self.error(Diagnostic::unsupported(
            span,
            format!("the property '{property}' of a '{shown}'"),
        ));
        Self::poison(span)
    }

    /// A built-in method of an array, string, map or set read as a value:
    /// the object boxed and the method read as an `any`'s (the runtime's
    /// method value, called with the object as `this`).
    fn built_in_method_value(
        &mut self,
        object: Expression,
        property: &str,
        span: Span,
    ) -> Expression {
        let object = self.represent_as(object, TypeId::ANY);
        self.any_get(object, property, span)
    }
}

/// Whether a `toLocaleString` locale argument is Node's default locale:
/// `undefined`, `"en-US"` or `"en"`.
fn is_default_locale(locale: &Expression) -> bool {
    matches!(locale.kind, ExpressionKind::Undefined)
        || matches!(&locale.kind, ExpressionKind::String(units)
            if matches!(String::from_utf16_lossy(units).as_str(), "en-US" | "en"))
}

/// Whether `toLocaleString` options are ones scriptc formats: an object
/// literal of `minimumFractionDigits` and `maximumFractionDigits` (numbers),
/// `useGrouping` (a boolean literal), `style` (`"decimal"`, `"percent"` or
/// `"currency"`, which needs a `currency`) and `currency` (a literal code
/// of three letters).
fn is_locale_options(options: &Expression) -> bool {
    let ExpressionKind::ObjectLiteral(properties) = &options.kind else {
        return false;
    };
    let literal = |name: &str| {
        properties
            .iter()
            .find_map(|(key, value)| match &value.kind {
                ExpressionKind::String(units) if key == name => {
                    Some(String::from_utf16_lossy(units))
                }
                _ => None,
            })
    };
    let currency = literal("currency");
    if currency
        .as_ref()
        .is_some_and(|code| code.len() != 3 || !code.bytes().all(|b| b.is_ascii_alphabetic()))
    {
        return false;
    }
    if literal("style").as_deref() == Some("currency") && currency.is_none() {
        return false;
    }
    properties.iter().all(|(name, value)| match name.as_str() {
        "style" => matches!(
            literal("style").as_deref(),
            Some("decimal" | "percent" | "currency")
        ),
        "currency" => currency.is_some(),
        // (Passed in the runtime's order, so nothing in them may depend on
        // the order they are evaluated in.)
        "minimumFractionDigits" | "maximumFractionDigits" => {
            value.ty == TypeId::NUMBER && crate::hir::is_free_of_effects(value)
        }
        "useGrouping" => matches!(value.kind, ExpressionKind::Boolean(_)),
        _ => false,
    })
}

/// The array methods that leave the array as it is (a tuple of different
/// types answers them from a copy, see `tuple_as_array`).
const READING_ARRAY_METHODS: &[&str] = &[
    "at",
    "concat",
    "entries",
    "every",
    "filter",
    "find",
    "findIndex",
    "findLast",
    "findLastIndex",
    "flat",
    "flatMap",
    "forEach",
    "includes",
    "indexOf",
    "join",
    "keys",
    "lastIndexOf",
    "map",
    "reduce",
    "reduceRight",
    "slice",
    "some",
    "toLocaleString",
    "toReversed",
    "toSorted",
    "toSpliced",
    "toString",
    "values",
    "with",
];
