//! Compiled frees: per descriptor, the code that frees a dead object whose
//! slots hold counted values (a tree node, a record with strings).
//!
//! The runtime's generic free (`object::free_now`) walks the descriptor's
//! field list and dispatches on each slot's kind; for the class instances
//! and plain objects the compiler lays out, it knows the slots' kinds
//! already. A descriptor of such objects points at its compiled free
//! (`free_code`, offset 80): it releases each counted slot through the
//! inline release helpers, then puts the block back on its size class's
//! free list and lowers the audit's counter (or, when the runtime does not
//! allow inline frees, calls `scr_object_dealloc`). The inline release
//! calls it where it would call `scr_object_free`.
//!
//! Nesting is bounded as the runtime bounds it (`release.rs`): the
//! compiled frees share the runtime's depth counter (`scr_free_depth`);
//! past `NESTING` the object goes to `scr_object_free`, which queues it,
//! and the outermost free drains the queue (`scr_free_drain`) when
//! something waits in it (`scr_free_queued`).
//!
//! Not compiled: flat objects (freed inline already), objects larger than
//! the inline size classes, and every object of a program with integrity
//! levels (the runtime's free forgets them). The size class comes from the
//! descriptor (its slots and spare slots), as for the inline flat free:
//! objects of a descriptor are always allocated at that size.

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::values::{FunctionValue, PointerValue};

use super::objects::{self, KIND_CLASS, KIND_PLAIN, SLOTS_OFFSET};
use super::{Codegen, Result, RuntimeFunction};
use crate::diagnostics::InternalError;

/// The runtime's `release::NESTING`.
const NESTING: u64 = 256;
/// Slot kinds (the runtime's `ELEMENT_*`) and what releases them.
const SLOT_STRING: u64 = 2;
const SLOT_ARRAY: u64 = 3;
const SLOT_OBJECT: u64 = 4;
const SLOT_NULLABLE: u64 = 7;
const SLOT_DYNAMIC: u64 = 8;

/// A compiled free declared with its descriptor, its body emitted once
/// all other code is (when the program's use of the cycle collector is
/// known).
pub(crate) struct PendingFree<'ctx> {
    function: FunctionValue<'ctx>,
    /// The slot kinds, in slot order.
    kinds: Vec<u64>,
    /// The allocator's size class of the objects.
    class: u64,
    /// The descriptor's kind (`KIND_CLASS` or `KIND_PLAIN`).
    kind: u64,
}

fn counted(kind: u64) -> bool {
    matches!(
        kind,
        SLOT_STRING | SLOT_ARRAY | SLOT_OBJECT | SLOT_NULLABLE | SLOT_DYNAMIC
    )
}

impl<'ctx> Codegen<'ctx, '_> {
    /// The compiled free of a descriptor `symbol` of objects of `kind`
    /// with slots of `kinds` and room for `spare` more, declared (see the
    /// module's text); a null pointer when its objects are not freed by
    /// compiled code.
    pub(crate) fn compiled_free(
        &mut self,
        symbol: &str,
        kind: u64,
        kinds: &[u64],
        spare: u64,
    ) -> PointerValue<'ctx> {
        let pointer = self.pointer_type();
        // Spare slots are allocated with the object (as the runtime's
        // `scr_object_new` does) and hold nothing while it has this
        // descriptor: a property added to one changes the descriptor.
        let size = SLOTS_OFFSET + 8 * (kinds.len() as u64 + spare);
        let eligible = matches!(kind, KIND_CLASS | KIND_PLAIN)
            && !self.program.integrity
            && size <= objects::INLINE_ALLOCATION_LIMIT
            && kinds.iter().any(|&kind| counted(kind));
        if !eligible {
            return pointer.const_null();
        }
        let function_type = self.context.void_type().fn_type(&[pointer.into()], false);
        let function = self.module.add_function(
            &format!("free.{symbol}"),
            function_type,
            Some(Linkage::Internal),
        );
        self.pending_frees.push(PendingFree {
            function,
            kinds: kinds.to_vec(),
            class: size.div_ceil(16) - 1,
            kind,
        });
        function.as_global_value().as_pointer_value()
    }

    /// Emits the bodies of the compiled frees declared so far.
    pub(crate) fn emit_compiled_frees(&mut self) -> Result<()> {
        // The runtime's releases report candidates once the collector is
        // enabled, which `main` does when some release reports them.
        let collector = ["scr_cc_candidate", "scr_cc_candidate_array"]
            .iter()
            .any(|name| self.module.get_function(name).is_some());
        let pending = std::mem::take(&mut self.pending_frees);
        for free in &pending {
            self.emit_compiled_free(free, collector)?;
        }
        Ok(())
    }

    fn emit_compiled_free(&mut self, free: &PendingFree<'ctx>, collector: bool) -> Result<()> {
        let context = self.context;
        let i64_type = context.i64_type();
        let i32_type = context.i32_type();
        let function = free.function;
        let entry = context.append_basic_block(function, "entry");
        let queue = context.append_basic_block(function, "queue");
        let work = context.append_basic_block(function, "work");
        let inline = context.append_basic_block(function, "free.inline");
        let runtime = context.append_basic_block(function, "free.runtime");
        let freed = context.append_basic_block(function, "freed");
        let drain = context.append_basic_block(function, "drain");
        let done = context.append_basic_block(function, "done");
        self.builder.position_at_end(entry);
        let object = function
            .get_nth_param(0)
            .ok_or_else(|| InternalError("free parameter".into()))?
            .into_pointer_value();
        let depth_global = self.external_global("scr_free_depth");
        let depth = self
            .builder
            .build_load(i32_type, depth_global, "depth")?
            .into_int_value();
        let deep = self.builder.build_int_compare(
            IntPredicate::UGE,
            depth,
            i32_type.const_int(NESTING, false),
            "deep",
        )?;
        self.builder.build_conditional_branch(deep, queue, work)?;
        self.builder.position_at_end(queue);
        self.call_runtime(RuntimeFunction::ObjectFree, &[object.into()])?;
        self.builder.build_return(None)?;
        self.builder.position_at_end(work);
        let deeper = self
            .builder
            .build_int_add(depth, i32_type.const_int(1, false), "deeper")?;
        self.builder.build_store(depth_global, deeper)?;
        for (index, &kind) in free.kinds.iter().enumerate() {
            if !counted(kind) {
                continue;
            }
            let value = self.load_pointer_at(object, SLOTS_OFFSET + 8 * index as u64, "slot")?;
            let helper = match kind {
                SLOT_STRING => self.release_helper_named(
                    "scriptc.release.string",
                    RuntimeFunction::StringFree,
                    None,
                )?,
                SLOT_ARRAY if collector => self.release_helper_named(
                    "scriptc.release.array.cycles",
                    RuntimeFunction::ArrayFree,
                    Some(RuntimeFunction::CcCandidateArray),
                )?,
                SLOT_ARRAY => self.release_helper_named(
                    "scriptc.release.array",
                    RuntimeFunction::ArrayFree,
                    None,
                )?,
                _ if collector => self.release_helper_named(
                    "scriptc.release.object.cycles",
                    RuntimeFunction::ObjectFree,
                    Some(RuntimeFunction::CcCandidate),
                )?,
                _ => self.release_helper_named(
                    "scriptc.release.object",
                    RuntimeFunction::ObjectFree,
                    None,
                )?,
            };
            self.builder.build_call(helper, &[value.into()], "")?;
        }
        let allowed = self.inline_free_allowed()?;
        self.builder
            .build_conditional_branch(allowed, inline, runtime)?;
        self.builder.position_at_end(inline);
        let kind = i64_type.const_int(free.kind, false);
        self.push_free_block(object, i64_type.const_int(free.class, false), |_| Ok(kind))?;
        self.builder.build_unconditional_branch(freed)?;
        self.builder.position_at_end(runtime);
        self.call_runtime(RuntimeFunction::ObjectDealloc, &[object.into()])?;
        self.builder.build_unconditional_branch(freed)?;
        self.builder.position_at_end(freed);
        self.builder.build_store(depth_global, depth)?;
        let outermost = self.builder.build_int_compare(
            IntPredicate::EQ,
            depth,
            i32_type.const_zero(),
            "outermost",
        )?;
        let queued_global = self.external_global("scr_free_queued");
        let queued = self
            .builder
            .build_load(i64_type, queued_global, "queued")?
            .into_int_value();
        let waiting = self.builder.build_int_compare(
            IntPredicate::NE,
            queued,
            i64_type.const_zero(),
            "waiting",
        )?;
        let must_drain = self.builder.build_and(outermost, waiting, "must.drain")?;
        self.builder
            .build_conditional_branch(must_drain, drain, done)?;
        self.builder.position_at_end(drain);
        self.call_runtime(RuntimeFunction::FreeDrain, &[])?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        self.builder.build_return(None)?;
        Ok(())
    }
}
