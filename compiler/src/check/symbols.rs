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
/// well-known symbols (made once, when the program starts).
pub(crate) fn prelude() -> String {
    let mut text = String::from(
        r#"
class __ScriptcSymbol {
    private readonly text: string | undefined;
    private readonly registered: boolean;
    constructor(text: string | undefined, registered: boolean) {
        this.text = text;
        this.registered = registered;
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
    return new __ScriptcSymbol(description === undefined ? undefined : String(description), false);
}
const __scriptcSymbolRegistry = new Map<string, __ScriptcSymbol>();
function __scriptcSymbolFor(key: string): __ScriptcSymbol {
    let found = __scriptcSymbolRegistry.get(key);
    if (found === undefined) {
        found = new __ScriptcSymbol(key, true);
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
        text.push_str(&format!(
            "const __scriptcSymbol_{name} = new __ScriptcSymbol(\"{description}\", false);\n"
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
