//! Reference counting: where values are retained, released and moved.
//!
//! The rules, for every reference-counted type (strings today):
//! - A variable owns its value. Assignment stores an owned value and
//!   releases the old one; leaving a block (normally, or by `break`,
//!   `continue` or `return`) releases the block's locals and resets their
//!   slots to the immortal empty string, so a slot never holds a stale
//!   reference.
//! - Parameters are borrowed from the caller; a parameter the function
//!   assigns is retained on entry and released on exit.
//! - A result is owned. While an expression is evaluated, every owned
//!   result it produces is a *temporary* of the function context, borrowed
//!   by whatever consumes it and released at the end of the full expression
//!   (the statement, condition or update it belongs to). Storing the most
//!   recent temporary into a variable or returning it moves it instead of
//!   retaining it.
//! - Retain and release are emitted inline: retain is a compare and an
//!   increment, release a compare, a decrement, and a runtime call only when
//!   the count reaches zero. Immortal objects (count `u64::MAX`: literals)
//!   are never written.

use inkwell::IntPredicate;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};

use super::aliasing::Memory;
use super::{Codegen, FunctionContext, Result, RuntimeFunction, objects};
use crate::diagnostics::InternalError;
use crate::hir::{self, Expression, ExpressionKind, LocalId, TargetId, Variable};
use crate::types::{Type, TypeId};

impl<'ctx> Codegen<'ctx, '_> {
    /// Whether values of type `ty` are reference counted.
    pub(crate) fn is_counted(&self, ty: TypeId) -> bool {
        matches!(
            self.program.types.get(ty),
            Type::String
                | Type::Array(_)
                | Type::TypedArray(_)
                | Type::Promise(_)
                | Type::Generator(..)
                | Type::ClassObject(_)
                | Type::AsyncGenerator(..)
                | Type::Class { .. }
                | Type::Nullable(_)
                | Type::Function(_)
                | Type::Object(_)
                | Type::Map(..)
                | Type::BigInt
                | Type::Set(_)
                | Type::Record(_)
                | Type::Tuple(_)
                | Type::Unknown
                | Type::Iterable(_)
                | Type::Any
                | Type::Union(_)
        )
    }

    /// `scriptc.retain`: increments a count unless the object is immortal.
    fn retain_helper(&mut self) -> Result<FunctionValue<'ctx>> {
        let pointer_type = self.pointer_type();
        let function_type = self
            .context
            .void_type()
            .fn_type(&[pointer_type.into()], false);
        let Some(helper) = self.new_inline_helper("scriptc.retain", function_type) else {
            return self.existing_helper("scriptc.retain");
        };
        let saved = self.builder.get_insert_block();
        let i64_type = self.context.i64_type();
        let entry = self.context.append_basic_block(helper, "entry");
        let live = self.context.append_basic_block(helper, "live");
        let increment = self.context.append_basic_block(helper, "increment");
        let done = self.context.append_basic_block(helper, "done");
        self.builder.position_at_end(entry);
        let object = helper
            .get_nth_param(0)
            .ok_or_else(|| InternalError("retain param".into()))?
            .into_pointer_value();
        // A field of an object not yet constructed may still be null.
        let null = self.builder.build_is_null(object, "null")?;
        self.builder.build_conditional_branch(null, done, live)?;
        self.builder.position_at_end(live);
        let (count, immortal) = self.load_count(object)?;
        self.builder
            .build_conditional_branch(immortal, done, increment)?;
        self.builder.position_at_end(increment);
        let incremented =
            self.builder
                .build_int_add(count, i64_type.const_int(1, false), "count.up")?;
        let store = self.builder.build_store(object, incremented)?;
        self.tag_access(store, Memory::Count);
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        self.builder.build_return(None)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(helper)
    }

    /// `scriptc.release.string` / `scriptc.release.array`: decrements a
    /// count unless the object is immortal, and frees the object (with the
    /// runtime function for its type) when it was the last reference.
    /// Releases an array (of any element type).
    pub(crate) fn release_array(&mut self, value: BasicValueEnum<'ctx>) -> Result<()> {
        let helper =
            self.release_helper_named("scriptc.release.array", RuntimeFunction::ArrayFree, None)?;
        let call = self.builder.build_call(helper, &[value.into()], "")?;
        self.outline_in_cold_code(call);
        Ok(())
    }

    pub(crate) fn release_helper(&mut self, ty: TypeId) -> Result<FunctionValue<'ctx>> {
        let (name, free_function) = match self.program.types.get(ty) {
            Type::Array(_) | Type::TypedArray(_) => {
                ("scriptc.release.array", RuntimeFunction::ArrayFree)
            }
            Type::Class { .. }
            | Type::Promise(_)
            | Type::Generator(..)
            | Type::ClassObject(_)
            | Type::AsyncGenerator(..)
            | Type::Nullable(_)
            | Type::Function(_)
            | Type::Object(_)
            | Type::Map(..)
            | Type::BigInt
            | Type::Set(_)
            | Type::Record(_)
            | Type::Unknown
            | Type::Iterable(_)
            | Type::Any
            | Type::Union(_)
            | Type::Tuple(_) => ("scriptc.release.object", RuntimeFunction::ObjectFree),
            _ => ("scriptc.release.string", RuntimeFunction::StringFree),
        };
        // A value that may be an object on a cycle reports a count left
        // above zero to the cycle collector (`cycles`).
        let candidate = match free_function {
            _ if !self.cycles.candidate(ty) => None,
            RuntimeFunction::ArrayFree => Some(RuntimeFunction::CcCandidateArray),
            RuntimeFunction::ObjectFree => Some(RuntimeFunction::CcCandidate),
            _ => None,
        };
        // Instances of a class none of whose objects is flat skip the
        // inline free's test.
        let name = if name == "scriptc.release.object"
            && let Some(class) = self
                .program
                .types
                .class(self.program.types.non_null(ty).unwrap_or(ty))
            && !objects::may_free_inline(self, class)
        {
            "scriptc.release.instance"
        } else {
            name
        };
        match candidate {
            Some(_) => {
                self.release_helper_named(&format!("{name}.cycles"), free_function, candidate)
            }
            None => self.release_helper_named(name, free_function, None),
        }
    }

    /// Releases an object of any kind (instances, closures, boxes).
    pub(crate) fn emit_release_object(&mut self, value: BasicValueEnum<'ctx>) -> Result<()> {
        let helper =
            self.release_helper_named("scriptc.release.object", RuntimeFunction::ObjectFree, None)?;
        let call = self.builder.build_call(helper, &[value.into()], "")?;
        self.outline_in_cold_code(call);
        Ok(())
    }

    /// Releases the box of a captured variable of type `ty`: one that may
    /// be on a cycle (closures capture it, and it may hold one) reports a
    /// count left above zero to the cycle collector.
    pub(crate) fn emit_release_box(
        &mut self,
        value: BasicValueEnum<'ctx>,
        ty: TypeId,
    ) -> Result<()> {
        if !self.cycles.box_candidate(ty) {
            return self.emit_release_object(value);
        }
        let helper = self.release_helper_named(
            "scriptc.release.object.cycles",
            RuntimeFunction::ObjectFree,
            Some(RuntimeFunction::CcCandidate),
        )?;
        let call = self.builder.build_call(helper, &[value.into()], "")?;
        self.outline_in_cold_code(call);
        Ok(())
    }

    /// The release helper `name`: frees through `free_function` at zero;
    /// with a `candidate` function, a count left above zero on an object
    /// that is not in the cycle collector's buffer (and, for an object,
    /// whose descriptor says it may be on a cycle) is reported to it.
    pub(crate) fn release_helper_named(
        &mut self,
        name: &str,
        free_function: RuntimeFunction,
        candidate: Option<RuntimeFunction>,
    ) -> Result<FunctionValue<'ctx>> {
        let pointer_type = self.pointer_type();
        let function_type = self
            .context
            .void_type()
            .fn_type(&[pointer_type.into()], false);
        let Some(helper) = self.new_inline_helper(name, function_type) else {
            return self.existing_helper(name);
        };
        let saved = self.builder.get_insert_block();
        let i64_type = self.context.i64_type();
        let entry = self.context.append_basic_block(helper, "entry");
        let live = self.context.append_basic_block(helper, "live");
        let free = self.context.append_basic_block(helper, "free");
        let check = self.context.append_basic_block(helper, "check");
        let decrement = self.context.append_basic_block(helper, "decrement");
        let done = self.context.append_basic_block(helper, "done");
        self.builder.position_at_end(entry);
        let object = helper
            .get_nth_param(0)
            .ok_or_else(|| InternalError("release param".into()))?
            .into_pointer_value();
        let null = self.builder.build_is_null(object, "null")?;
        self.builder.build_conditional_branch(null, done, live)?;
        self.builder.position_at_end(live);
        let (count, immortal) = self.load_count(object)?;
        let last = self.builder.build_int_compare(
            IntPredicate::EQ,
            count,
            i64_type.const_int(1, false),
            "last",
        )?;
        self.builder.build_conditional_branch(last, free, check)?;
        self.builder.position_at_end(free);
        // A program with integrity levels frees through the runtime, which
        // takes the object out of their table.
        if name.starts_with("scriptc.release.object") && !self.program.integrity {
            self.emit_inline_object_free(helper, object)?;
        }
        if (name.starts_with("scriptc.release.object")
            || name.starts_with("scriptc.release.instance"))
            && !self.program.integrity
        {
            self.emit_compiled_free_call(helper, object)?;
        }
        self.call_runtime(free_function, &[object.into()])?;
        self.builder.build_return(None)?;
        self.builder.position_at_end(check);
        self.builder
            .build_conditional_branch(immortal, done, decrement)?;
        self.builder.position_at_end(decrement);
        let decremented =
            self.builder
                .build_int_sub(count, i64_type.const_int(1, false), "count.down")?;
        let store = self.builder.build_store(object, decremented)?;
        self.tag_access(store, Memory::Count);
        if let Some(candidate) = candidate {
            self.emit_candidate_report(helper, object, decremented, candidate)?;
        }
        self.builder.build_return(None)?;
        self.builder.position_at_end(done);
        self.builder.build_return(None)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(helper)
    }

    /// After a decrement that left a count above zero: unless the object
    /// is already in the cycle collector's buffer (`BUFFERED` in its
    /// count), and for an object when its descriptor's `free_class` has
    /// the cyclic flag (its sign bit), reports it through `candidate`. A
    /// buffered object whose count reached zero is freed at once (the
    /// runtime takes it out of the buffer). Leaves the builder where the
    /// helper returns.
    fn emit_candidate_report(
        &mut self,
        helper: FunctionValue<'ctx>,
        object: PointerValue<'ctx>,
        count: IntValue<'ctx>,
        candidate: RuntimeFunction,
    ) -> Result<()> {
        let i64_type = self.context.i64_type();
        let unbuffered = self.context.append_basic_block(helper, "unbuffered");
        let report = self.context.append_basic_block(helper, "report");
        let in_buffer = self.context.append_basic_block(helper, "in.buffer");
        let dead = self.context.append_basic_block(helper, "dead.candidate");
        let finished = self.context.append_basic_block(helper, "reported");
        let flag = self.builder.build_and(
            count,
            i64_type.const_int(objects::CC_BUFFERED, false),
            "buffered.bit",
        )?;
        let buffered = self.builder.build_int_compare(
            IntPredicate::NE,
            flag,
            i64_type.const_zero(),
            "buffered",
        )?;
        self.builder
            .build_conditional_branch(buffered, in_buffer, unbuffered)?;
        self.builder.position_at_end(in_buffer);
        let left = self.builder.build_and(
            count,
            i64_type.const_int(objects::CC_COUNT, false),
            "count.left",
        )?;
        let none_left = self.builder.build_int_compare(
            IntPredicate::EQ,
            left,
            i64_type.const_zero(),
            "none.left",
        )?;
        self.builder
            .build_conditional_branch(none_left, dead, finished)?;
        self.builder.position_at_end(dead);
        let free_candidate = if candidate == RuntimeFunction::CcCandidate {
            RuntimeFunction::CcFreeCandidate
        } else {
            RuntimeFunction::CcFreeCandidateArray
        };
        self.call_runtime(free_candidate, &[object.into()])?;
        self.builder.build_unconditional_branch(finished)?;
        self.builder.position_at_end(unbuffered);
        if candidate == RuntimeFunction::CcCandidate {
            let (_, free_class) = self.load_free_class(object)?;
            let cyclic = self.builder.build_int_compare(
                IntPredicate::SLT,
                free_class,
                i64_type.const_zero(),
                "cyclic",
            )?;
            self.builder
                .build_conditional_branch(cyclic, report, finished)?;
        } else {
            self.builder.build_unconditional_branch(report)?;
        }
        self.builder.position_at_end(report);
        self.call_runtime(candidate, &[object.into()])?;
        self.builder.build_unconditional_branch(finished)?;
        self.builder.position_at_end(finished);
        Ok(())
    }

    /// An object's descriptor and the descriptor's `free_class` (a flat
    /// object's size class + 1, the cycle collector's flag, or 0).
    fn load_free_class(
        &mut self,
        object: PointerValue<'ctx>,
    ) -> Result<(PointerValue<'ctx>, IntValue<'ctx>)> {
        let i64_type = self.context.i64_type();
        let i8_type = self.context.i8_type();
        // SAFETY (for LLVM): the descriptor field of a live object.
        let descriptor_field = unsafe {
            self.builder.build_gep(
                i8_type,
                object,
                &[i64_type.const_int(8, false)],
                "descriptor.ptr",
            )
        }?;
        let descriptor = self
            .builder
            .build_load(self.pointer_type(), descriptor_field, "descriptor")?
            .into_pointer_value();
        // SAFETY (for LLVM): inside the descriptor.
        let free_class_field = unsafe {
            self.builder.build_gep(
                i8_type,
                descriptor,
                &[i64_type.const_int(objects::FREE_CLASS_OFFSET, false)],
                "free.class.ptr",
            )
        }?;
        let free_class = self
            .builder
            .build_load(i64_type, free_class_field, "free.class")?
            .into_int_value();
        Ok((descriptor, free_class))
    }

    /// The inline free of a dead flat object (its descriptor's
    /// `free_class` is not 0, and the runtime allows it): its block goes
    /// back on the class's free list and the audit's counter of its kind
    /// goes down, as the runtime's free would do, and the helper returns.
    /// Otherwise the builder is left where the runtime free is called.
    fn emit_inline_object_free(
        &mut self,
        helper: FunctionValue<'ctx>,
        object: PointerValue<'ctx>,
    ) -> Result<()> {
        let i64_type = self.context.i64_type();
        let flat = self.context.append_basic_block(helper, "free.flat");
        let runtime = self.context.append_basic_block(helper, "free.runtime");
        let (descriptor, free_class) = self.load_free_class(object)?;
        let allowed = self.inline_free_allowed()?;
        // Positive: a flat object's size class + 1 (negative is the cycle
        // collector's flag, 0 neither).
        let has_class = self.builder.build_int_compare(
            IntPredicate::SGT,
            free_class,
            i64_type.const_zero(),
            "has.class",
        )?;
        let inline = self.builder.build_and(has_class, allowed, "free.inline")?;
        self.builder
            .build_conditional_branch(inline, flat, runtime)?;
        self.builder.position_at_end(flat);
        let class =
            self.builder
                .build_int_sub(free_class, i64_type.const_int(1, false), "class")?;
        self.push_free_block(object, class, |this| {
            let kind_field = this.header_field(descriptor, objects::KIND_OFFSET, "kind.ptr")?;
            Ok(this
                .builder
                .build_load(i64_type, kind_field, "kind")?
                .into_int_value())
        })?;
        self.builder.build_return(None)?;
        self.builder.position_at_end(runtime);
        Ok(())
    }

    /// Whether the runtime allows inline frees (`scr_inline_free`: 0 when
    /// it poisons freed blocks or has no reservation).
    pub(crate) fn inline_free_allowed(&mut self) -> Result<IntValue<'ctx>> {
        let i8_type = self.context.i8_type();
        let enabled_flag = self.external_global("scr_inline_free");
        let enabled = self
            .builder
            .build_load(i8_type, enabled_flag, "inline.free")?
            .into_int_value();
        Ok(self.builder.build_int_compare(
            IntPredicate::NE,
            enabled,
            i8_type.const_zero(),
            "allowed",
        )?)
    }

    /// Puts a dead object's block on the free list of size class `class`
    /// and lowers the audit's counter of its descriptor kind `kind`, as
    /// the runtime's free would do (when `scr_inline_free` allows it).
    pub(crate) fn push_free_block(
        &mut self,
        object: PointerValue<'ctx>,
        class: IntValue<'ctx>,
        kind: impl FnOnce(&mut Self) -> Result<IntValue<'ctx>>,
    ) -> Result<()> {
        let i64_type = self.context.i64_type();
        let i8_type = self.context.i8_type();
        let pointer = self.pointer_type();
        let at = |this: &Self, base: PointerValue<'ctx>, offset: IntValue<'ctx>, name: &str| {
            // SAFETY (for LLVM): inside the runtime's tables.
            unsafe { this.builder.build_gep(i8_type, base, &[offset], name) }
        };
        let state_offset = self.builder.build_int_mul(
            class,
            i64_type.const_int(objects::CLASS_STATE_SIZE, false),
            "state.offset",
        )?;
        let classes = self.external_global("scr_alloc_classes");
        let state = at(self, classes, state_offset, "class.state")?;
        let head = self.builder.build_load(pointer, state, "free.head")?;
        self.builder.build_store(object, head)?;
        self.builder.build_store(state, object)?;
        // The kind (a load of the descriptor's, for some callers) only
        // where the counter is kept.
        self.adjust_live_count(-1, |this| {
            let kind = kind(this)?;
            let counter_index = this.builder.build_int_add(
                kind,
                i64_type.const_int(objects::LIVE_COUNT_OBJECTS, false),
                "counter.index",
            )?;
            let counter_offset = this.builder.build_int_mul(
                counter_index,
                i64_type.const_int(8, false),
                "counter.offset",
            )?;
            let counts = this.external_global("scr_live_counts");
            Ok(at(this, counts, counter_offset, "live.counter")?)
        })
    }

    /// The dead object's compiled free (its descriptor's `free_code`, see
    /// `frees`) when it has one, and the helper returns. Otherwise the
    /// builder is left where the runtime free is called.
    fn emit_compiled_free_call(
        &mut self,
        helper: FunctionValue<'ctx>,
        object: PointerValue<'ctx>,
    ) -> Result<()> {
        let compiled = self.context.append_basic_block(helper, "free.compiled");
        let runtime = self.context.append_basic_block(helper, "free.generic");
        let descriptor = self.load_pointer_at(object, 8, "descriptor")?;
        let code = self.load_pointer_at(descriptor, objects::FREE_CODE_OFFSET, "free.code")?;
        let has_code = self.builder.build_is_not_null(code, "has.free.code")?;
        self.builder
            .build_conditional_branch(has_code, compiled, runtime)?;
        self.builder.position_at_end(compiled);
        let function_type = self
            .context
            .void_type()
            .fn_type(&[self.pointer_type().into()], false);
        self.builder
            .build_indirect_call(function_type, code, &[object.into()], "")?;
        self.builder.build_return(None)?;
        self.builder.position_at_end(runtime);
        Ok(())
    }

    /// In code that runs once, outside loops (`inlining`), a helper call
    /// stays a call: inlining the reference-counting helpers at every
    /// statement of a long top level makes it large and slow to compile,
    /// for code that runs once.
    pub(crate) fn outline_in_cold_code(&self, call: inkwell::values::CallSiteValue<'ctx>) {
        if self.cold_code {
            call.add_attribute(
                inkwell::attributes::AttributeLoc::Function,
                self.enum_attribute("noinline"),
            );
        }
    }

    /// Loads an object's count, and whether it is the immortal one.
    fn load_count(
        &mut self,
        object: PointerValue<'ctx>,
    ) -> Result<(
        inkwell::values::IntValue<'ctx>,
        inkwell::values::IntValue<'ctx>,
    )> {
        let i64_type = self.context.i64_type();
        let count = self
            .builder
            .build_load(i64_type, object, "count")?
            .into_int_value();
        self.tag_load(&count, Memory::Count);
        let immortal = self.builder.build_int_compare(
            IntPredicate::EQ,
            count,
            i64_type.const_all_ones(),
            "immortal",
        )?;
        Ok((count, immortal))
    }

    pub(crate) fn emit_retain(&mut self, value: BasicValueEnum<'ctx>) -> Result<()> {
        let helper = self.retain_helper()?;
        let call = self.builder.build_call(helper, &[value.into()], "")?;
        self.outline_in_cold_code(call);
        Ok(())
    }

    /// Releases a value of the counted type `ty`.
    pub(crate) fn emit_release(&mut self, value: BasicValueEnum<'ctx>, ty: TypeId) -> Result<()> {
        let helper = self.release_helper(ty)?;
        let call = self.builder.build_call(helper, &[value.into()], "")?;
        self.outline_in_cold_code(call);
        Ok(())
    }

    /// Registers an owned result as a temporary of the current full
    /// expression and returns it (now borrowed by the caller).
    pub(crate) fn temporary(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: BasicValueEnum<'ctx>,
    ) -> BasicValueEnum<'ctx> {
        self.temporary_of(context, value, TypeId::STRING)
    }

    /// Like [`Codegen::temporary`] for a value of the counted type `ty`.
    pub(crate) fn temporary_of(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: BasicValueEnum<'ctx>,
        ty: TypeId,
    ) -> BasicValueEnum<'ctx> {
        if let BasicValueEnum::PointerValue(pointer) = value {
            context.temporaries.push((pointer, ty));
        }
        value
    }

    /// Releases the temporaries registered since `mark`: the end of a full
    /// expression.
    pub(crate) fn release_temporaries(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        mark: usize,
    ) -> Result<()> {
        let released: Vec<(PointerValue<'ctx>, TypeId)> =
            context.temporaries.drain(mark..).collect();
        for (value, ty) in released.into_iter().rev() {
            self.emit_release(value.into(), ty)?;
        }
        Ok(())
    }

    /// Evaluates `expression` for storing into a variable, returning, or
    /// merging at a phi: the caller owns the result. The most recent
    /// temporary is moved; any other counted value is retained.
    pub(crate) fn emit_owned(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let start = context.temporaries.len();
        let value = self.emit_value(context, expression, ty)?;
        if let Some(value) = value
            && self.is_counted(ty)
        {
            // A value the expression made (one of its temporaries, not
            // always the last: a spread's result array is made before its
            // parts) is moved rather than shared, so its new holder is its
            // only one (the runtime may then change an array's kind in
            // place). Only the expression's own: every mark set while it
            // was emitted has been released to, so none lies among them.
            let pointer = value.into_pointer_value();
            match context.temporaries[start.min(context.temporaries.len())..]
                .iter()
                .rposition(|(temporary, _)| *temporary == pointer)
            {
                Some(index) => {
                    context.temporaries.remove(start + index);
                }
                None => self.emit_retain(value)?,
            }
        }
        Ok(value)
    }

    /// Releases the counted locals of the scopes deeper than `depth` and
    /// resets their slots, before control leaves those scopes.
    pub(crate) fn release_scopes_from(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        depth: usize,
    ) -> Result<()> {
        let locals: Vec<LocalId> = context.scopes[depth.min(context.scopes.len())..]
            .iter()
            .rev()
            .flat_map(|scope| scope.iter().rev().copied())
            .collect();
        for local in locals {
            self.release_local(context, local)?;
        }
        Ok(())
    }

    /// Releases a counted local's value and resets the slot to the immortal
    /// empty string.
    pub(crate) fn release_local(
        &mut self,
        context: &FunctionContext<'ctx>,
        local: LocalId,
    ) -> Result<()> {
        let slot = self.local_pointer(context, local);
        let ty = context.local_types[local.index()];
        let value = self.builder.build_load(self.pointer_type(), slot, "dead")?;
        if context.boxed[local.index()] {
            self.emit_release_box(value, ty)?;
            self.builder
                .build_store(slot, self.pointer_type().const_null())?;
            return Ok(());
        }
        self.emit_release(value, ty)?;
        if let Some(empty) = self.default_value(ty) {
            self.builder.build_store(slot, empty)?;
        }
        Ok(())
    }

    /// What leaving the function releases besides its blocks' locals: the
    /// parameters it took ownership of.
    pub(crate) fn release_owned_parameters(
        &mut self,
        context: &FunctionContext<'ctx>,
    ) -> Result<()> {
        for &parameter in &context.owned_parameters.clone() {
            let slot = self.local_pointer(context, parameter);
            let ty = context.local_types[parameter.index()];
            let value = self
                .builder
                .build_load(self.pointer_type(), slot, "param")?;
            if context.boxed[parameter.index()] {
                self.emit_release_box(value, ty)?;
            } else {
                self.emit_release(value, ty)?;
            }
        }
        Ok(())
    }

    /// Releases what a jump to `target` leaves behind.
    pub(crate) fn release_for_jump(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        target: TargetId,
    ) -> Result<()> {
        let depth = context.target_depths.get(&target).copied().unwrap_or(0);
        self.release_scopes_from(context, depth)
    }
}

/// Per global: assigned by some function other than the top level. A read
/// of such a global holds its value for the rest of the expression, since
/// any call in it may reassign the global and release the old value.
pub(crate) fn globals_assigned_in_functions(program: &hir::Program) -> Vec<bool> {
    let assigned = std::cell::RefCell::new(vec![false; program.globals.len()]);
    for (index, function) in program.functions.iter().enumerate() {
        if index == program.entry.index() {
            continue;
        }
        function.body.for_each_expression(&mut |expression| {
            expression.any(&|e| {
                if let ExpressionKind::Assign {
                    target: Variable::Global(global),
                    ..
                }
                | ExpressionKind::Update {
                    target: Variable::Global(global),
                    ..
                } = e.kind
                {
                    assigned.borrow_mut()[global.index()] = true;
                }
                false
            });
        });
    }
    assigned.into_inner()
}
