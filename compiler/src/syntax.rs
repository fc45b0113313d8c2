//! Stage 1: reading and parsing. Turns source text into swc's TypeScript
//! AST; every parse error becomes a diagnostic. Only `check` reads the AST
//! this produces.

use swc_common::BytePos;
use swc_common::Spanned;
use swc_ecma_ast::Module;
use swc_ecma_parser::{Parser, StringInput, Syntax, TsSyntax};

use crate::diagnostics::{Code, Diagnostic, FileId, Span};

/// A parsed file. swc positions are offsets from [`BASE`], converted to our
/// byte offsets by [`SyntaxTree::span`].
pub struct SyntaxTree {
    pub file: FileId,
    pub module: Module,
    /// The source text, for messages that quote it.
    pub text: String,
}

/// swc reserves position 0 for "no position", so files start at 1.
const BASE: u32 = 1;

impl SyntaxTree {
    pub fn span(&self, span: swc_common::Span) -> Span {
        let start = span.lo.0.saturating_sub(BASE);
        let end = span.hi.0.saturating_sub(BASE);
        Span::new(self.file, start, end)
    }

    /// The source text under `span`, if the span lies inside this file.
    pub fn text_at(&self, span: Span) -> Option<&str> {
        self.text.get(span.range())
    }
}

/// Parses `text` as a TypeScript module. Returns the tree when one could be
/// built (possibly with recoverable errors) and every error found.
pub fn parse(file: FileId, text: &str) -> (Option<SyntaxTree>, Vec<Diagnostic>) {
    let end = BASE + text.len() as u32;
    let input = StringInput::new(text, BytePos(BASE), BytePos(end));
    let syntax = Syntax::Typescript(TsSyntax {
        decorators: true,
        ..TsSyntax::default()
    });
    // swc's parser asserts on some malformed inputs (a panic, not an
    // error): that is a syntax error of the input, reported where the
    // text ends, rather than an internal error of scriptc.
    let parsed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut parser = Parser::new(syntax, input, None);
        let result = parser.parse_module();
        (result, parser.take_errors())
    }));
    let Ok((result, errors)) = parsed else {
        let diagnostic = Diagnostic::new(
            Code::SyntaxError,
            Span::new(file, text.len() as u32, text.len() as u32),
            "The parser could not read this file: it is not valid TypeScript.",
        );
        return (None, vec![diagnostic]);
    };
    let mut diagnostics: Vec<Diagnostic> = errors
        .into_iter()
        .map(|error| syntax_error(file, error))
        .collect();
    let tree = match result {
        Ok(module) => Some(SyntaxTree {
            file,
            module,
            text: text.to_string(),
        }),
        Err(error) => {
            diagnostics.push(syntax_error(file, error));
            None
        }
    };
    diagnostics.sort_by_key(|d| d.span.map(|s| s.start));
    (tree, diagnostics)
}

fn syntax_error(file: FileId, error: swc_ecma_parser::error::Error) -> Diagnostic {
    let span = error.span();
    let start = span.lo.0.saturating_sub(BASE);
    let end = span.hi.0.saturating_sub(BASE);
    let message = error.into_kind().msg().into_owned();
    Diagnostic::new(Code::SyntaxError, Span::new(file, start, end), message)
}
