//! Ambient declarations (`declare const gc: () => void`, `declare function
//! gc(): void`): names the program says its host provides. Node provides
//! a fixed set of globals; a name outside it is not defined when the
//! program runs there, so, as on Node, `typeof name` is `"undefined"` and
//! any other read throws `ReferenceError: name is not defined`. A
//! declaration of a name Node does define is refused (SC3001): scriptc
//! would have to be that global.

use swc_ecma_ast as ast;

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Diagnostic, Span};
use crate::hir::{Expression, ExpressionKind};
use crate::types::TypeId;

/// The prelude function that throws the `ReferenceError`.
const NOT_DEFINED_FUNCTION: &str = "__scriptcNotDefined";

/// The part of the prelude for programs that declare something.
pub(crate) const PRELUDE: &str = r#"
function __scriptcNotDefined(name: string): any {
    throw new ReferenceError(name + " is not defined");
}
"#;

/// Whether a program may declare an ambient name: its text has the word
/// `declare` (the prelude then has the errors and `PRELUDE`).
pub(crate) fn needs_prelude(text: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .any(|word| word == "declare")
}

/// The names a Node 20 script can read without declaring them: the own
/// properties of its `globalThis` (`Object.getOwnPropertyNames(globalThis)`
/// in a script file), and the module wrapper's parameters. Sorted.
const NODE_GLOBALS: &[&str] = &[
    "AbortController",
    "AbortSignal",
    "AggregateError",
    "Array",
    "ArrayBuffer",
    "Atomics",
    "BigInt",
    "BigInt64Array",
    "BigUint64Array",
    "Blob",
    "Boolean",
    "BroadcastChannel",
    "Buffer",
    "ByteLengthQueuingStrategy",
    "CompressionStream",
    "CountQueuingStrategy",
    "Crypto",
    "CryptoKey",
    "CustomEvent",
    "DOMException",
    "DataView",
    "Date",
    "DecompressionStream",
    "Error",
    "EvalError",
    "Event",
    "EventTarget",
    "File",
    "FinalizationRegistry",
    "Float32Array",
    "Float64Array",
    "FormData",
    "Function",
    "Headers",
    "Infinity",
    "Int16Array",
    "Int32Array",
    "Int8Array",
    "Intl",
    "JSON",
    "Map",
    "Math",
    "MessageChannel",
    "MessageEvent",
    "MessagePort",
    "NaN",
    "Number",
    "Object",
    "Performance",
    "PerformanceEntry",
    "PerformanceMark",
    "PerformanceMeasure",
    "PerformanceObserver",
    "PerformanceObserverEntryList",
    "PerformanceResourceTiming",
    "Promise",
    "Proxy",
    "RangeError",
    "ReadableByteStreamController",
    "ReadableStream",
    "ReadableStreamBYOBReader",
    "ReadableStreamBYOBRequest",
    "ReadableStreamDefaultController",
    "ReadableStreamDefaultReader",
    "ReferenceError",
    "Reflect",
    "RegExp",
    "Request",
    "Response",
    "Set",
    "SharedArrayBuffer",
    "String",
    "SubtleCrypto",
    "Symbol",
    "SyntaxError",
    "TextDecoder",
    "TextDecoderStream",
    "TextEncoder",
    "TextEncoderStream",
    "TransformStream",
    "TransformStreamDefaultController",
    "TypeError",
    "URIError",
    "URL",
    "URLSearchParams",
    "Uint16Array",
    "Uint32Array",
    "Uint8Array",
    "Uint8ClampedArray",
    "WeakMap",
    "WeakRef",
    "WeakSet",
    "WebAssembly",
    "WritableStream",
    "WritableStreamDefaultController",
    "WritableStreamDefaultWriter",
    "__dirname",
    "__filename",
    "atob",
    "btoa",
    "clearImmediate",
    "clearInterval",
    "clearTimeout",
    "console",
    "crypto",
    "decodeURI",
    "decodeURIComponent",
    "encodeURI",
    "encodeURIComponent",
    "escape",
    "eval",
    "exports",
    "fetch",
    "global",
    "globalThis",
    "isFinite",
    "isNaN",
    "module",
    "parseFloat",
    "parseInt",
    "performance",
    "process",
    "queueMicrotask",
    "require",
    "setImmediate",
    "setInterval",
    "setTimeout",
    "structuredClone",
    "undefined",
    "unescape",
];

/// Whether Node defines `name` for every script.
pub(crate) fn node_defines(name: &str) -> bool {
    NODE_GLOBALS.binary_search(&name).is_ok()
}

impl<'a> Checker<'a> {
    /// `declare function name(...)` or one name of `declare const ...`.
    pub(crate) fn declare_ambient(&mut self, name: String, span: Span) {
        if node_defines(&name) {
            self.error(
                Diagnostic::unsupported(span, format!("a 'declare' of Node's global '{name}'"))
                    .with_note("scriptc provides Node's globals itself, or refuses them"),
            );
            self.refused_names.insert(name);
            return;
        }
        self.not_defined.insert(name);
    }

    /// `declare const a: A, b: B;` at the top level.
    pub(crate) fn declare_ambient_variables(&mut self, declaration: &'a ast::VarDecl) {
        for declarator in &declaration.decls {
            let mut names = Vec::new();
            Self::pattern_names(&declarator.name, &mut names);
            for name in names {
                let span = self.span(name.span);
                self.declare_ambient(name.sym.to_string(), span);
            }
        }
    }

    /// Whether `name`, with no binding in scope, is an ambient name Node
    /// does not define.
    pub(crate) fn is_not_defined(&self, name: &str) -> bool {
        self.not_defined.contains(name)
    }

    /// A read of an ambient name Node does not define: it throws
    /// `ReferenceError: name is not defined` (an `any`, never produced).
    pub(crate) fn not_defined_read(&mut self, name: &str, span: Span) -> Expression {
        let Some(Binding::Function(function)) = self.scopes[self.prelude_scope]
            .top_level
            .get(NOT_DEFINED_FUNCTION)
            .copied()
        else {
            // The prelude is part of every program that declares a name.
            self.error(Diagnostic::unsupported(span, format!("reading '{name}'")));
            return Self::poison(span);
        };
        let argument = Expression {
            kind: ExpressionKind::String(name.encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        };
        self.call_of(function, vec![argument], span)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn node_globals_are_sorted() {
        assert!(super::NODE_GLOBALS.is_sorted());
    }
}
