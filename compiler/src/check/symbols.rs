//! `Symbol`: symbols are instances of the prelude class below, unique by
//! identity as JavaScript's symbols are, so `===`, `Map` and `Set` keys
//! and everything else that compares references treat them as Node does.
//! The type `symbol` (and `unique symbol`) is that class's type, shown as
//! `symbol`. What is special about them is said where it is decided:
//! `typeof` (here, and `scr_dynamic_typeof` for values of union types),
//! printing (the class's `__scriptcInspect`), and `JSON.stringify`, which
//! leaves them out as it leaves out functions (`object::is_symbol`).

use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::Expression;
use crate::types::TypeId;

/// The prelude's class of symbols.
pub(crate) const SYMBOL_CLASS: &str = "__ScriptcSymbol";

/// Whether a program needs the symbol prelude.
pub(crate) fn needs_prelude(text: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .any(|word| matches!(word, "Symbol" | "symbol"))
}

/// The first character of the member name of a property keyed by a
/// symbol: `\u{2}Symbol(description)\u{2}identity`, where the identity
/// tells apart symbols of one description (empty for the well-known ones,
/// `for` for `Symbol.for`'s, the declaring `const` for `Symbol()`'s). The
/// runtime prints such a property as `[Symbol(description)]` after the
/// others and leaves it out of `Object.keys`, `for ... in` and JSON.
pub(crate) const SYMBOL_KEY: char = '\u{2}';

/// The member name of a property keyed by the symbol shown as `shown`.
pub(crate) fn symbol_key(shown: &str, identity: &str) -> String {
    format!("{SYMBOL_KEY}{shown}{SYMBOL_KEY}{identity}")
}

/// What a symbol-keyed member's function is named: `[description]`.
pub(crate) fn symbol_key_function_name(name: &str) -> Option<String> {
    let shown = name.strip_prefix(SYMBOL_KEY)?.split(SYMBOL_KEY).next()?;
    let description = shown.strip_prefix("Symbol(")?.strip_suffix(')')?;
    Some(format!("[{description}]"))
}

/// The well-known symbols, by their name on `Symbol`, and their
/// descriptions (Node 20 gives `dispose` and `asyncDispose` its own).
const WELL_KNOWN: &[(&str, &str)] = &[
    ("asyncIterator", "Symbol.asyncIterator"),
    ("hasInstance", "Symbol.hasInstance"),
    ("isConcatSpreadable", "Symbol.isConcatSpreadable"),
    ("iterator", "Symbol.iterator"),
    ("match", "Symbol.match"),
    ("matchAll", "Symbol.matchAll"),
    ("replace", "Symbol.replace"),
    ("search", "Symbol.search"),
    ("species", "Symbol.species"),
    ("split", "Symbol.split"),
    ("toPrimitive", "Symbol.toPrimitive"),
    ("toStringTag", "Symbol.toStringTag"),
    ("unscopables", "Symbol.unscopables"),
    ("dispose", "nodejs.dispose"),
    ("asyncDispose", "nodejs.asyncDispose"),
];

/// The symbol prelude: the class, the registry of `Symbol.for`, and the
/// well-known symbols the program's texts name (made once, when the
/// program starts).
pub(crate) fn prelude<'t>(texts: impl Iterator<Item = &'t str> + Clone) -> String {
    let mut text = String::from(
        r#"
class __ScriptcSymbol {
    private readonly text: string | undefined;
    private readonly registered: boolean;
    private readonly member: string;
    constructor(text: string | undefined, registered: boolean, member: string) {
        this.text = text;
        this.registered = registered;
        this.member = member;
    }
    get description(): string | undefined {
        return this.text;
    }
    toString(): string {
        return this.text === undefined ? "Symbol()" : "Symbol(" + this.text + ")";
    }
    valueOf(): __ScriptcSymbol {
        return this;
    }
    __scriptcInspect(): string {
        return this.toString();
    }
    __scriptcKey(): string | undefined {
        return this.registered ? this.text : undefined;
    }
}
function __scriptcSymbol(description?: string | number): __ScriptcSymbol {
    return new __ScriptcSymbol(description === undefined ? undefined : String(description), false, "");
}
const __scriptcSymbolRegistry = new Map<string, __ScriptcSymbol>();
function __scriptcSymbolFor(key: string): __ScriptcSymbol {
    let found = __scriptcSymbolRegistry.get(key);
    if (found === undefined) {
        found = new __ScriptcSymbol(key, true, "\u0002Symbol(" + key + ")\u0002for");
        __scriptcSymbolRegistry.set(key, found);
    }
    return found;
}
function __scriptcSymbolKeyFor(symbol: __ScriptcSymbol): string | undefined {
    return symbol.__scriptcKey();
}
"#,
    );
    for (name, description) in WELL_KNOWN {
        let named = format!("Symbol.{name}");
        if !texts.clone().any(|text| {
            text.match_indices(&named).any(|(at, _)| {
                !text[at + named.len()..]
                    .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$')
            })
        }) {
            continue;
        }
        text.push_str(&format!(
            "const __scriptcSymbol_{name} = new __ScriptcSymbol(\"{description}\", false, \"\\u0002Symbol({description})\\u0002\");\n"
        ));
    }
    text
}

impl<'a> Checker<'a> {
    /// The type `symbol`: the prelude's class.
    pub(crate) fn symbol_type(&mut self, span: Span) -> TypeId {
        match self.scopes[self.prelude_scope]
            .top_level
            .get(SYMBOL_CLASS)
            .copied()
        {
            Some(Binding::Class(class)) => self.class_type(class),
            _ => {
                self.error(Diagnostic::unsupported(span, "the type 'symbol' here"));
                TypeId::NEVER
            }
        }
    }

    /// Whether `ty` is `symbol`.
    pub(crate) fn is_symbol(&self, ty: TypeId) -> bool {
        self.types
            .class(ty)
            .is_some_and(|class| self.classes[class.index()].name == SYMBOL_CLASS)
    }

    /// The name of a function stored under the key `key` (`[Symbol.iterator]`
    /// for a symbol's, as JavaScript names it).
    pub(crate) fn function_name_of_key(key: &str) -> String {
        symbol_key_function_name(key).unwrap_or_else(|| key.to_string())
    }

    /// `Symbol.iterator` (unshadowed) as a key: its member name.
    pub(crate) fn well_known_symbol_key(&self, expression: &ast::Expr) -> Option<String> {
        let ast::Expr::Member(member) = expression else {
            return None;
        };
        let (ast::Expr::Ident(object), ast::MemberProp::Ident(property)) =
            (&*member.obj, &member.prop)
        else {
            return None;
        };
        if object.sym != "Symbol" || self.lookup("Symbol").is_some() {
            return None;
        }
        let (_, description) = WELL_KNOWN
            .iter()
            .find(|(name, _)| *name == property.sym.as_str())?;
        Some(symbol_key(&format!("Symbol({description})"), ""))
    }

    /// The member name of the symbol a module-level `const NAME = init`
    /// holds, when `init` is `Symbol()`, `Symbol("text")` or
    /// `Symbol.for("text")` (a type assertion around it aside).
    pub(crate) fn declared_symbol_key(&self, name: &str, init: &ast::Expr) -> Option<String> {
        let init = match init {
            ast::Expr::TsAs(inner) => &*inner.expr,
            ast::Expr::TsSatisfies(inner) => &*inner.expr,
            ast::Expr::Paren(inner) => &*inner.expr,
            other => other,
        };
        let ast::Expr::Call(call) = init else {
            return None;
        };
        let ast::Callee::Expr(callee) = &call.callee else {
            return None;
        };
        if self.lookup("Symbol").is_some() {
            return None;
        }
        let registered = match &**callee {
            ast::Expr::Ident(callee) if callee.sym == "Symbol" => false,
            ast::Expr::Member(member)
                if matches!((&*member.obj, &member.prop),
                    (ast::Expr::Ident(object), ast::MemberProp::Ident(property))
                        if object.sym == "Symbol" && property.sym == "for") =>
            {
                true
            }
            _ => return None,
        };
        let description = match call.args.as_slice() {
            [] if !registered => String::new(),
            [argument] if argument.spread.is_none() => match &*argument.expr {
                ast::Expr::Lit(ast::Lit::Str(text)) => text.value.to_string_lossy().to_string(),
                ast::Expr::Lit(ast::Lit::Num(number)) => super::objects::number_key(number.value),
                _ => return None,
            },
            _ => return None,
        };
        let identity = if registered {
            "for".to_string()
        } else {
            format!("{name}@{}", self.module)
        };
        Some(symbol_key(&format!("Symbol({description})"), &identity))
    }

    /// JavaScript's ToPrimitive of a class instance with the given hint
    /// (`"string"`, `"number"` or `"default"`), where the class decides
    /// it: its `[Symbol.toPrimitive](hint)`, else (for a number or the
    /// default) its own `valueOf()` returning a primitive. `Err` gives the
    /// value back where the conversion is the usual `toString()`.
    pub(crate) fn primitive_of(
        &mut self,
        value: Expression,
        hint: &'static str,
    ) -> Result<Expression, Expression> {
        let Some(class) = self.types.class(value.ty) else {
            return Err(value);
        };
        let span = value.span;
        let key = symbol_key("Symbol(Symbol.toPrimitive)", "");
        let method = |this: &Self, name: &str| {
            this.classes[class.index()]
                .methods
                .iter()
                .find(|(method, _)| method == name)
                .map(|(_, function)| *function)
        };
        let declared_parameters = |this: &Self, function: crate::hir::FuncId| {
            this.functions[function.index()]
                .parameters
                .iter()
                .filter(|parameter| parameter.0 != super::ARGUMENT_COUNT)
                .count()
        };
        if let Some(function) = method(self, &key) {
            let arguments: &'a [ast::ExprOrSpread] = if declared_parameters(self, function) == 0 {
                &[]
            } else {
                Box::leak(Box::new([ast::ExprOrSpread {
                    spread: None,
                    expr: Box::new(ast::Expr::Lit(ast::Lit::Str(ast::Str {
                        span: swc_common::DUMMY_SP,
                        value: hint.into(),
                        raw: None,
                    }))),
                }]))
            };
            return Ok(self.check_method(value, &key, None, arguments, span));
        }
        // A library class's `valueOf` (a Date's) is not its default
        // conversion (a Date's is its text).
        if (hint == "number"
            || (hint == "default" && self.classes[class.index()].module != self.prelude_scope))
            && let Some(function) = method(self, "valueOf")
            && declared_parameters(self, function) == 0
            && matches!(
                self.functions[function.index()].result,
                Some(TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN)
            )
        {
            return Ok(self.check_method(value, "valueOf", None, &[], span));
        }
        Err(value)
    }

    /// Whether objects of the object type `ty` have a `[Symbol.iterator]`
    /// property (which the dynamic tier calls by name when it iterates
    /// one, so boxing one needs the dynamic entries).
    pub(crate) fn has_iteration_method(&self, ty: TypeId) -> bool {
        let ty = self.types.non_null(ty).unwrap_or(ty);
        self.types
            .object(ty)
            .is_some_and(|shape| shape.property(super::classes::ITERATOR_METHOD).is_some())
    }

    /// Whether a value of type `ty` may be a symbol (`symbol`, or a union
    /// holding it).
    pub(crate) fn may_be_symbol(&self, ty: TypeId) -> bool {
        let ty = self.types.non_null(ty).unwrap_or(ty);
        self.is_symbol(ty)
            || self
                .types
                .union_members(ty)
                .is_some_and(|members| members.iter().any(|&member| self.is_symbol(member)))
    }

    /// The member name a symbol known when the program is compiled keys
    /// (`Symbol.iterator`, a module `const` holding `Symbol(...)`).
    pub(crate) fn symbol_constant_key(&self, key: &ast::Expr) -> Option<String> {
        self.constant_string(key)
            .filter(|name| name.starts_with(SYMBOL_KEY))
    }

    /// A symbol as the key of an `any` (a dynamic value's properties are
    /// named by strings).
    pub(crate) fn symbol_key_refused(&mut self, span: Span) -> Expression {
        self.error(Diagnostic::unsupported(
            span,
            "a symbol as the key of a property of an 'any'",
        ));
        Self::poison(span)
    }

    /// `Symbol(description)`.
    pub(crate) fn check_symbol_call(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        self.call_prelude("__scriptcSymbol", arguments, span)
    }

    /// `Symbol.for(key)`, `Symbol.keyFor(symbol)`.
    pub(crate) fn check_symbol_static_call(
        &mut self,
        name: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        match name {
            "for" => self.call_prelude("__scriptcSymbolFor", arguments, span),
            "keyFor" => self.call_prelude("__scriptcSymbolKeyFor", arguments, span),
            _ => {
                let value = self.check_symbol_member(name, span);
                if value.ty != TypeId::NEVER {
                    self.error(Diagnostic::new(
                        Code::TypeMismatch,
                        span,
                        format!("This expression is not callable. Type 'symbol' has no call signatures ('Symbol.{name}')."),
                    ));
                }
                Self::poison(span)
            }
        }
    }

    /// `Symbol.iterator` and the other well-known symbols.
    pub(crate) fn check_symbol_member(&mut self, name: &str, span: Span) -> Expression {
        let global = format!("__scriptcSymbol_{name}");
        match self.scopes[self.prelude_scope]
            .top_level
            .get(&global)
            .copied()
        {
            Some(binding @ Binding::Global(_)) => self.check_binding(Some(binding), &global, span),
            _ => {
                if let Some(missing) = self.missing_library_member("Symbol", "static", name, span) {
                    return missing;
                }
                self.error(Diagnostic::new(
                    Code::UnknownProperty,
                    span,
                    format!("Property '{name}' does not exist on type 'SymbolConstructor'."),
                ));
                Self::poison(span)
            }
        }
    }
}
