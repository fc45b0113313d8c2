//! scriptc: compiles a statically typed subset of TypeScript to native
//! executables through LLVM.
//!
//! The pipeline, one module per stage, data flowing one way:
//! [`syntax`] (swc parse) → [`check`] (types, typed [`hir`]) → [`codegen`]
//! (LLVM IR) → [`link`] (executable). [`driver`] runs the stages.

pub mod check;
pub mod codegen;
pub mod diagnostics;
pub mod driver;
pub mod hir;
pub mod library;
pub mod link;
pub mod modules;
pub mod namespaces;
pub mod partition;
pub mod syntax;
pub mod types;
