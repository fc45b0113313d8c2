//! Diagnostics: user errors with a code, a span and a message, rendered as
//! TypeScript users expect (`file.ts:3:5 - error SC2001: ...`) followed by a
//! code frame drawn by codespan-reporting.

use std::fmt;
use std::ops::Range;

use codespan_reporting::diagnostic::{Diagnostic as Report, Label};
use codespan_reporting::files::{Files, SimpleFiles};
use codespan_reporting::term::{self, Config, DisplayStyle};

/// Identifies a source file in [`SourceFiles`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte range in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, start: u32, end: u32) -> Span {
        Span {
            file,
            start,
            end: end.max(start),
        }
    }

    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span::new(
            self.file,
            self.start.min(other.start),
            self.end.max(other.end),
        )
    }
}

/// Every diagnostic code scriptc reports. The table in ARCHITECTURE.md lists
/// them with explanations; keep both in step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// The file could not be read: missing, a directory, not UTF-8.
    UnreadableFile,
    /// The text is not syntactically valid TypeScript.
    SyntaxError,
    /// A name that is not declared in scope.
    UnknownName,
    /// A value's type does not fit where it is used.
    TypeMismatch,
    /// An operator applied to operand types it does not accept.
    InvalidOperands,
    /// A call with the wrong number of arguments.
    ArgumentCount,
    /// Assignment to a `const` or to something that cannot be assigned.
    InvalidAssignment,
    /// Calling something that is not a function.
    NotCallable,
    /// A function whose end is reachable lacks a final `return`.
    MissingReturn,
    /// `break` or `continue` with no enclosing target.
    InvalidJump,
    /// A name declared twice in one scope.
    DuplicateDeclaration,
    /// A type that scriptc cannot infer and that needs an annotation.
    AnnotationNeeded,
    /// A property that does not exist on a type.
    UnknownProperty,
    /// A `private` or `protected` member used outside the classes that may
    /// use it.
    Inaccessible,
    /// An import that names no module, or no export of its module.
    Module,
    /// Valid TypeScript that scriptc does not support yet.
    Unsupported,
    /// Reserved: `any` was refused before it was supported.
    DynamicAny,
    /// Decorators, which rewrite classes at run time.
    Decorator,
    /// `eval` and `new Function`: code made at run time.
    RuntimeCode,
    /// Reading or changing prototypes (`X.prototype`, `__proto__`,
    /// `Object.setPrototypeOf`).
    Prototype,
    /// A global or member of JavaScript's or Node's library that scriptc
    /// does not have yet (see `check::library_names`).
    MissingLibrary,
}

impl Code {
    /// An SC3xxx code: a construct or library feature scriptc refuses.
    pub fn is_refusal(self) -> bool {
        self.as_str().starts_with("SC3")
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Code::UnreadableFile => "SC1001",
            Code::SyntaxError => "SC1002",
            Code::UnknownName => "SC2001",
            Code::TypeMismatch => "SC2002",
            Code::InvalidOperands => "SC2003",
            Code::ArgumentCount => "SC2004",
            Code::InvalidAssignment => "SC2005",
            Code::NotCallable => "SC2006",
            Code::MissingReturn => "SC2007",
            Code::InvalidJump => "SC2008",
            Code::DuplicateDeclaration => "SC2009",
            Code::AnnotationNeeded => "SC2010",
            Code::UnknownProperty => "SC2011",
            Code::Inaccessible => "SC2012",
            Code::Module => "SC2013",
            Code::Unsupported => "SC3001",
            Code::DynamicAny => "SC3002",
            Code::Decorator => "SC3003",
            Code::RuntimeCode => "SC3004",
            Code::Prototype => "SC3005",
            Code::MissingLibrary => "SC3006",
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One user-facing error.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub code: Code,
    pub message: String,
    /// Where the error is; `None` for errors about a file as a whole.
    pub span: Option<Span>,
    /// A short text under the code frame's caret line.
    pub label: Option<String>,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn new(code: Code, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            code,
            message: message.into(),
            span: Some(span),
            label: None,
            notes: Vec::new(),
        }
    }

    pub fn without_span(code: Code, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            code,
            message: message.into(),
            span: None,
            label: None,
            notes: Vec::new(),
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = Some(label.into());
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// `construct` is valid TypeScript outside the subset scriptc compiles.
    pub fn unsupported(span: Span, construct: impl fmt::Display) -> Diagnostic {
        Diagnostic::new(
            Code::Unsupported,
            span,
            format!("{construct} is not supported by scriptc"),
        )
    }
}

/// The source files of one compilation, by [`FileId`].
#[derive(Default)]
pub struct SourceFiles {
    files: SimpleFiles<String, String>,
}

impl SourceFiles {
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        FileId(self.files.add(name.into(), text.into()) as u32)
    }

    pub fn name(&self, file: FileId) -> &str {
        self.files
            .get(file.0 as usize)
            .map(|f| f.name().as_str())
            .unwrap_or("<unknown>")
    }

    pub fn text(&self, file: FileId) -> &str {
        self.files
            .get(file.0 as usize)
            .map(|f| f.source().as_str())
            .unwrap_or("")
    }

    /// One-based line and column (in characters) of a byte offset.
    pub fn line_column(&self, file: FileId, offset: u32) -> (usize, usize) {
        let id = file.0 as usize;
        let Ok(line_index) = self.files.line_index(id, offset as usize) else {
            return (1, 1);
        };
        let column = self
            .files
            .column_number(id, line_index, offset as usize)
            .unwrap_or(1);
        (line_index + 1, column)
    }

    /// Renders diagnostics as text, one after another, each with its
    /// `file:line:col - error CODE: message` header and a code frame.
    pub fn render(&self, diagnostics: &[Diagnostic]) -> String {
        let mut out = String::new();
        for diagnostic in diagnostics {
            self.render_one(diagnostic, &mut out);
        }
        if diagnostics.len() > 1 {
            out.push_str(&format!("Found {} errors.\n", diagnostics.len()));
        }
        out
    }

    fn render_one(&self, diagnostic: &Diagnostic, out: &mut String) {
        let Some(span) = diagnostic.span else {
            out.push_str(&format!(
                "error {}: {}\n",
                diagnostic.code, diagnostic.message
            ));
            for note in &diagnostic.notes {
                out.push_str(&format!("  = {note}\n"));
            }
            out.push('\n');
            return;
        };
        let (line, column) = self.line_column(span.file, span.start);
        out.push_str(&format!(
            "{}:{}:{} - error {}: {}\n",
            self.name(span.file),
            line,
            column,
            diagnostic.code,
            diagnostic.message
        ));
        // codespan draws the code frame; its own header line repeats what the
        // line above says in TypeScript's style, so it is dropped.
        let label = Label::primary(span.file.0 as usize, clamp(span, self.text(span.file)))
            .with_message(diagnostic.label.clone().unwrap_or_default());
        let report = Report::error()
            .with_code(diagnostic.code.as_str())
            .with_message(&diagnostic.message)
            .with_labels(vec![label])
            .with_notes(diagnostic.notes.clone());
        let config = Config {
            display_style: DisplayStyle::Rich,
            ..Config::default()
        };
        if let Ok(frame) = term::emit_into_string(&config, &self.files, &report) {
            let body = frame.split_once('\n').map(|(_, rest)| rest).unwrap_or("");
            out.push_str(body);
        }
    }
}

/// Keeps a span inside its file and on character boundaries, so a span from
/// a confused parser can never make rendering fail.
fn clamp(span: Span, text: &str) -> Range<usize> {
    let mut start = (span.start as usize).min(text.len());
    let mut end = (span.end as usize).clamp(start, text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    while !text.is_char_boundary(end) {
        end += 1;
    }
    start..end
}

/// An error that is the compiler's fault, not the program's.
#[derive(Debug)]
pub struct InternalError(pub String);

impl fmt::Display for InternalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "internal compiler error: {}", self.0)
    }
}
