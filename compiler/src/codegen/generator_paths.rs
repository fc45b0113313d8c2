//! Inline paths through generator objects (`runtime/src/generator.rs`).
//!
//! A `for ... of` over a generator whose body the module compiled resumes
//! its frame directly (`llvm.coro.resume`) instead of through
//! `scr_generator_step`, the body hands a yielded number over by writing
//! it into the box of the last one, and reads what it was resumed with
//! from the object's slots. Each path checks that the object is in the
//! plain state it handles (a frame suspended at a `yield` or not started,
//! no array or iterator behind it, nothing sent waiting, a number box only
//! the generator holds) and otherwise calls the runtime function that
//! handles every state, so the two always agree.

use inkwell::IntPredicate;
use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue};

use super::arrays::UNDEFINED_NUMBER_BITS;
use super::{Codegen, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::types::TypeId;

/// The generator object's slots, by index (`runtime/src/generator.rs`).
const HANDLE: u64 = 0;
const RESUME: u64 = 1;
const STATE: u64 = 3;
const VALUE: u64 = 4;
const SENT: u64 = 5;
const MODE: u64 = 6;
const SOURCE: u64 = 7;
const ITERATOR: u64 = 9;

/// Its states.
const SUSPENDED: u64 = 1;
const RUNNING: u64 = 2;
const DONE: u64 = 3;

/// A box's payload, after its count and descriptor (`runtime/src/dynamic.rs`).
pub(crate) const BOX_PAYLOAD: u64 = 16;

impl<'ctx> Codegen<'ctx, '_> {
    fn generator_slot(
        &mut self,
        generator: PointerValue<'ctx>,
        index: u64,
    ) -> Result<PointerValue<'ctx>> {
        self.object_slot(generator, 16 + 8 * index)
    }

    fn load_generator_slot(
        &mut self,
        generator: PointerValue<'ctx>,
        index: u64,
        name: &str,
    ) -> Result<IntValue<'ctx>> {
        self.load_i64_at(generator, 16 + 8 * index, name)
    }

    fn store_generator_slot(
        &mut self,
        generator: PointerValue<'ctx>,
        index: u64,
        value: u64,
    ) -> Result<()> {
        let slot = self.generator_slot(generator, index)?;
        self.builder
            .build_store(slot, self.context.i64_type().const_int(value, false))?;
        Ok(())
    }

    /// The descriptor of number boxes.
    fn number_box_descriptor(&mut self) -> PointerValue<'ctx> {
        self.external_global("scr_dynamic_descriptors")
    }

    /// Whether `boxed` (a box, or null) is a number box holding a number
    /// (not the `undefined` a number slot may hold).
    pub(crate) fn is_number_box(&mut self, boxed: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let function = self.current_function()?;
        let start = self.current_insert_block()?;
        let check = self.context.append_basic_block(function, "nbox.check");
        let join = self.context.append_basic_block(function, "nbox.join");
        let null = self.builder.build_is_null(boxed, "nbox.null")?;
        self.builder.build_conditional_branch(null, join, check)?;
        self.builder.position_at_end(check);
        let descriptor = self.load_pointer_at(boxed, 8, "nbox.descriptor")?;
        let wanted = self.number_box_descriptor();
        let same =
            self.builder
                .build_int_compare(IntPredicate::EQ, descriptor, wanted, "nbox.same")?;
        // The payload is read only of a box: an object or array standing
        // for itself where a box is wanted may end before its offset.
        let check_end = self.current_insert_block()?;
        let payload_block = self.context.append_basic_block(function, "nbox.payload");
        self.builder
            .build_conditional_branch(same, payload_block, join)?;
        self.builder.position_at_end(payload_block);
        let payload_slot = self.object_slot(boxed, BOX_PAYLOAD)?;
        let payload = self
            .builder
            .build_load(i64_type, payload_slot, "nbox.payload")?
            .into_int_value();
        let number = self.builder.build_int_compare(
            IntPredicate::NE,
            payload,
            i64_type.const_int(UNDEFINED_NUMBER_BITS, false),
            "nbox.number",
        )?;
        let payload_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let phi = self
            .builder
            .build_phi(self.context.bool_type(), "nbox.is")?;
        phi.add_incoming(&[
            (&self.context.bool_type().const_zero(), start),
            (&self.context.bool_type().const_zero(), check_end),
            (&number, payload_end),
        ]);
        Ok(phi.as_basic_value().into_int_value())
    }

    /// A `for ... of` step over `generator` (of type `ty`, held by the
    /// loop): whether it yielded. An exception it raised is left pending.
    pub(crate) fn emit_generator_step(
        &mut self,
        generator: PointerValue<'ctx>,
        ty: TypeId,
    ) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let function = self.current_function()?;
        let state = self.load_generator_slot(generator, STATE, "gen.state")?;
        let handle = self.load_generator_slot(generator, HANDLE, "gen.handle")?;
        let source = self.load_generator_slot(generator, SOURCE, "gen.source")?;
        let iterator = self.load_generator_slot(generator, ITERATOR, "gen.iterator")?;
        let sent = self.load_generator_slot(generator, SENT, "gen.sent")?;
        // Starting or suspended at a `yield` (not running, not done).
        let resumable = self.builder.build_int_compare(
            IntPredicate::ULE,
            state,
            i64_type.const_int(SUSPENDED, false),
            "gen.resumable",
        )?;
        let others = self.builder.build_or(source, iterator, "gen.others")?;
        let others = self.builder.build_or(others, sent, "gen.others")?;
        let plain = self.builder.build_int_compare(
            IntPredicate::EQ,
            others,
            i64_type.const_zero(),
            "gen.plain",
        )?;
        let framed = self.builder.build_int_compare(
            IntPredicate::NE,
            handle,
            i64_type.const_zero(),
            "gen.framed",
        )?;
        let fast = self.builder.build_and(resumable, plain, "gen.fast")?;
        let fast = self.builder.build_and(fast, framed, "gen.fast")?;
        let inline = self.context.append_basic_block(function, "gen.inline");
        let runtime = self.context.append_basic_block(function, "gen.runtime");
        let join = self.context.append_basic_block(function, "gen.stepped");
        let branch = self
            .builder
            .build_conditional_branch(fast, inline, runtime)?;
        self.mark_likely(branch)?;

        self.builder.position_at_end(inline);
        // The body may drop every other reference to the generator.
        self.emit_retain(generator.into())?;
        self.store_generator_slot(generator, MODE, 0)?;
        self.store_generator_slot(generator, STATE, RUNNING)?;
        let frame = self
            .builder
            .build_int_to_ptr(handle, self.pointer_type(), "gen.frame")?;
        // Through the object's resume thunk, as the runtime resumes it (the
        // frame may belong to a coroutine of any kind).
        let thunk = self.load_generator_slot(generator, RESUME, "gen.resume")?;
        let thunk = self
            .builder
            .build_int_to_ptr(thunk, self.pointer_type(), "gen.thunk")?;
        let thunk_type = self
            .context
            .void_type()
            .fn_type(&[self.pointer_type().into()], false);
        self.builder
            .build_indirect_call(thunk_type, thunk, &[frame.into()], "")?;
        let after = self.load_generator_slot(generator, STATE, "gen.after")?;
        let running = self.builder.build_int_compare(
            IntPredicate::EQ,
            after,
            i64_type.const_int(RUNNING, false),
            "gen.still.running",
        )?;
        let settled = self
            .builder
            .build_select(
                running,
                i64_type.const_int(SUSPENDED, false),
                after,
                "gen.settled",
            )?
            .into_int_value();
        let slot = self.generator_slot(generator, STATE)?;
        self.builder.build_store(slot, settled)?;
        let quiet = self.pending_test(IntPredicate::EQ)?;
        let open = self.builder.build_int_compare(
            IntPredicate::NE,
            settled,
            i64_type.const_int(DONE, false),
            "gen.open",
        )?;
        let inline_yielded = self.builder.build_and(quiet, open, "gen.yielded")?;
        self.emit_release(generator.into(), ty)?;
        let inline_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;

        self.builder.position_at_end(runtime);
        let stepped = self
            .call_runtime_value(RuntimeFunction::GeneratorStep, &[generator.into()])?
            .into_int_value();
        let runtime_yielded = self.builder.build_int_compare(
            IntPredicate::NE,
            stepped,
            self.context.i32_type().const_zero(),
            "gen.yielded",
        )?;
        let runtime_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;

        self.builder.position_at_end(join);
        let phi = self
            .builder
            .build_phi(self.context.bool_type(), "yielded")?;
        phi.add_incoming(&[
            (&inline_yielded, inline_end),
            (&runtime_yielded, runtime_end),
        ]);
        Ok(phi.as_basic_value().into_int_value())
    }

    /// In a generator's body, after a resumption: the value sent (owned)
    /// and how it resumed (0 `next`, 1 `return`, 2 `throw`), read from the
    /// object (`scr_generator_received`, `scr_generator_mode`).
    pub(crate) fn emit_generator_received(
        &mut self,
        generator: PointerValue<'ctx>,
    ) -> Result<(BasicValueEnum<'ctx>, IntValue<'ctx>)> {
        let function = self.current_function()?;
        let sent_slot = self.generator_slot(generator, SENT)?;
        let sent = self
            .builder
            .build_load(self.pointer_type(), sent_slot, "gen.sent")?
            .into_pointer_value();
        self.store_generator_slot(generator, SENT, 0)?;
        let given = self.current_insert_block()?;
        let missing = self.context.append_basic_block(function, "gen.unsent");
        let join = self.context.append_basic_block(function, "gen.received");
        let null = self.builder.build_is_null(sent, "gen.nothing")?;
        self.builder.build_conditional_branch(null, missing, join)?;
        self.builder.position_at_end(missing);
        let undefined = self.box_value(None, TypeId::UNDEFINED)?;
        let missing_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let phi = self.builder.build_phi(self.pointer_type(), "gen.value")?;
        phi.add_incoming(&[(&sent, given), (&undefined, missing_end)]);
        let mode = self.load_generator_slot(generator, MODE, "gen.mode")?;
        let mode =
            self.builder
                .build_int_truncate(mode, self.context.i32_type(), "gen.mode.i32")?;
        Ok((phi.as_basic_value(), mode))
    }

    /// `yield number` in a generator's body, before suspending: the number
    /// written into the box of the last value when only the generator
    /// holds it, else `scr_generator_yield_number`.
    pub(crate) fn emit_generator_yield_number(
        &mut self,
        generator: PointerValue<'ctx>,
        number: FloatValue<'ctx>,
    ) -> Result<()> {
        let i64_type = self.context.i64_type();
        let function = self.current_function()?;
        let value_slot = self.generator_slot(generator, VALUE)?;
        let existing = self
            .builder
            .build_load(self.pointer_type(), value_slot, "gen.last")?
            .into_pointer_value();
        let bits = self
            .builder
            .build_bit_cast(number, i64_type, "gen.bits")?
            .into_int_value();
        // An `undefined` number cannot be written into a box: it reads as
        // `undefined` there.
        let defined = self.builder.build_int_compare(
            IntPredicate::NE,
            bits,
            i64_type.const_int(UNDEFINED_NUMBER_BITS, false),
            "gen.defined",
        )?;
        let number_box = self.is_number_box(existing)?;
        let reusable = self
            .builder
            .build_and(number_box, defined, "gen.reusable")?;
        let check = self.context.append_basic_block(function, "gen.count");
        let reuse = self.context.append_basic_block(function, "gen.reuse");
        let runtime = self.context.append_basic_block(function, "gen.box");
        let done = self.context.append_basic_block(function, "gen.handed");
        self.builder
            .build_conditional_branch(reusable, check, runtime)?;
        self.builder.position_at_end(check);
        let count = self
            .builder
            .build_load(i64_type, existing, "gen.count")?
            .into_int_value();
        let alone = self.builder.build_int_compare(
            IntPredicate::EQ,
            count,
            i64_type.const_int(1, false),
            "gen.alone",
        )?;
        let branch = self
            .builder
            .build_conditional_branch(alone, reuse, runtime)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(reuse);
        let payload = self.object_slot(existing, BOX_PAYLOAD)?;
        self.builder.build_store(payload, bits)?;
        self.store_generator_slot(generator, STATE, SUSPENDED)?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(runtime);
        self.call_runtime(
            RuntimeFunction::GeneratorYieldNumber,
            &[generator.into(), number.into()],
        )?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        Ok(())
    }

    /// The number a generator last yielded, for a `for ... of` over it:
    /// read from its box when that is a number box, else through
    /// `scr_generator_value_payload` (which checks the value's kind).
    pub(crate) fn emit_generator_number(
        &mut self,
        generator: PointerValue<'ctx>,
        class: PointerValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let value_slot = self.generator_slot(generator, VALUE)?;
        let value = self
            .builder
            .build_load(self.pointer_type(), value_slot, "gen.value")?
            .into_pointer_value();
        let kind = self.context.i32_type().const_zero();
        self.number_box_bits(
            value,
            RuntimeFunction::GeneratorValuePayload,
            &[generator.into(), kind.into(), class.into()],
        )
    }

    /// The bits of the number `boxed` holds, read inline when it is a
    /// number box; otherwise what `slow` (a runtime function that checks
    /// the value's kind and returns payload bits) returns for `arguments`.
    pub(crate) fn number_box_bits(
        &mut self,
        boxed: PointerValue<'ctx>,
        slow: RuntimeFunction,
        arguments: &[BasicValueEnum<'ctx>],
    ) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let function = self.current_function()?;
        let number_box = self.is_number_box(boxed)?;
        let read = self.context.append_basic_block(function, "nbox.read");
        let runtime = self.context.append_basic_block(function, "nbox.runtime");
        let join = self.context.append_basic_block(function, "nbox.bits");
        let branch = self
            .builder
            .build_conditional_branch(number_box, read, runtime)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(read);
        let payload = self.object_slot(boxed, BOX_PAYLOAD)?;
        let bits = self
            .builder
            .build_load(i64_type, payload, "nbox.payload.bits")?
            .into_int_value();
        let read_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(runtime);
        let slow = self.call_runtime_value(slow, arguments)?.into_int_value();
        let runtime_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let phi = self.builder.build_phi(i64_type, "nbox.bits.phi")?;
        phi.add_incoming(&[(&bits, read_end), (&slow, runtime_end)]);
        Ok(phi.as_basic_value().into_int_value())
    }

    pub(crate) fn current_function(&self) -> Result<inkwell::values::FunctionValue<'ctx>> {
        self.current_insert_block()?
            .get_parent()
            .ok_or_else(|| InternalError("a block outside a function".into()))
    }
}
