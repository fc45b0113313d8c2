//! Type-based alias information (`!tbaa`) for the memory compiled code
//! reads and writes inline.
//!
//! Three disjoint kinds of memory are tagged: an object's reference count
//! (offset 0 of every counted value, touched inline by the retain and
//! release helpers), an ordinary or typed array's header fields (length,
//! slots pointer, capacity) and array elements (the slots buffer). A store
//! to an element then leaves the array's length and slots pointer known,
//! so LLVM keeps them in registers across a loop's element writes and
//! merges repeated bounds checks, and a count decrement no longer forces
//! them to be reloaded.
//!
//! Invariant: a given address is only ever accessed with one of these tags
//! or with none. Untagged accesses (everything else, and all of the
//! runtime's) may alias anything, so tagging is safe to add site by site:
//! a site left untagged only optimizes less.

use inkwell::values::{BasicValue, InstructionValue};

use super::Codegen;

/// The kind of memory an inline access touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Memory {
    /// The reference count at offset 0 of a counted value.
    Count,
    /// An array's or typed array's header fields after the count.
    ArrayHeader,
    /// An array's or typed array's elements.
    Element,
}

impl Memory {
    fn name(self) -> &'static str {
        match self {
            Memory::Count => "scriptc count",
            Memory::ArrayHeader => "scriptc array header",
            Memory::Element => "scriptc element",
        }
    }
}

impl<'ctx> Codegen<'ctx, '_> {
    /// Tags a load or store with the memory it touches.
    pub(crate) fn tag_access(&self, instruction: InstructionValue<'ctx>, memory: Memory) {
        let i64_type = self.context.i64_type();
        let root = self
            .context
            .metadata_node(&[self.context.metadata_string("scriptc tbaa").into()]);
        let scalar = self.context.metadata_node(&[
            self.context.metadata_string(memory.name()).into(),
            root.into(),
            i64_type.const_zero().into(),
        ]);
        let tag = self.context.metadata_node(&[
            scalar.into(),
            scalar.into(),
            i64_type.const_zero().into(),
        ]);
        // Cannot fail: loads and stores take metadata.
        let _ = instruction.set_metadata(tag, self.context.get_kind_id("tbaa"));
    }

    /// Tags the load that produced `loaded`.
    pub(crate) fn tag_load<T: BasicValue<'ctx>>(&self, loaded: &T, memory: Memory) {
        if let Some(instruction) = loaded.as_instruction_value() {
            self.tag_access(instruction, memory);
        }
    }
}
