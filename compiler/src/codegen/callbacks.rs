//! Array methods that call a function per element (`forEach`, `map`,
//! `filter`, `reduce`, `some`, `sort`, ...), emitted as loops that call the
//! closure's code directly, so LLVM can inline a known callback.
//!
//! The loop visits indices below the length the array had when the method
//! started, and stops early when the callback shrinks the array (the
//! elements it removed are not visited, as in JavaScript). The array and
//! the callback are held for the duration of the call, and each counted
//! element for the duration of its callback, so a callback that changes the
//! array cannot free what is in use.

use inkwell::IntPredicate;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue, PointerValue};

use super::arrays::SLOTS_OFFSET;
use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{CallbackMethod, Expression};
use crate::types::{Type, TypeId};

impl<'ctx> Codegen<'ctx, '_> {
    pub(crate) fn emit_array_callback(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        method: CallbackMethod,
        arguments: &[Expression],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        if method == CallbackMethod::FromLength {
            return self.emit_array_from_length(context, arguments).map(Some);
        }
        let array_expression = &arguments[0];
        let array_type = array_expression.ty;
        let element = self.element_of(array_type)?;
        let array = self.emit_pointer(context, array_expression)?;
        self.null_check(context, array, array_type, method.property_name(), false)?;
        self.emit_retain(array.into())?;
        self.temporary_of(context, array.into(), array_type);
        let callback = match arguments.get(1) {
            Some(callback) => {
                let value = self.emit_pointer(context, callback)?;
                self.emit_retain(value.into())?;
                self.temporary_of(context, value.into(), callback.ty);
                Some((value, callback.ty))
            }
            None => None,
        };
        if let CallbackMethod::Sort | CallbackMethod::ToSorted = method {
            return self
                .emit_sort(context, method, array, callback, array_type)
                .map(Some);
        }
        let (callback, callback_type) =
            callback.ok_or_else(|| InternalError("an array method without its function".into()))?;
        let returned = match self
            .program
            .types
            .get(self.program.types.callable(callback_type))
        {
            Type::Function(signature) => signature.result,
            _ => return Err(InternalError("a callback that is not a function".into())),
        };
        let i64_type = self.context.i64_type();
        let f64_type = self.context.f64_type();
        let length = self.array_length(array)?;
        let length = self
            .builder
            .build_int_z_extend(length, i64_type, "length.start")?;
        match method {
            CallbackMethod::ForEach => {
                self.element_loop(
                    context,
                    array,
                    element,
                    length,
                    false,
                    |this, context, value, index, _| {
                        let result = this.call_element_callback(
                            context,
                            callback,
                            callback_type,
                            None,
                            value,
                            index,
                            array,
                        )?;
                        this.drop_result(result, returned)
                    },
                )?;
                Ok(None)
            }
            CallbackMethod::Map => {
                let result_type = self
                    .program
                    .types
                    .lookup(&Type::Array(returned))
                    .ok_or_else(|| InternalError("map's result type".into()))?;
                let kind = self
                    .context
                    .i32_type()
                    .const_int(self.slot_kind(returned), false);
                let mapped = self
                    .call_runtime_value(RuntimeFunction::ArrayNew, &[kind.into(), length.into()])?
                    .into_pointer_value();
                self.temporary_of(context, mapped.into(), result_type);
                self.element_loop(
                    context,
                    array,
                    element,
                    length,
                    false,
                    |this, context, value, index, _| {
                        let result = this
                            .call_element_callback(
                                context,
                                callback,
                                callback_type,
                                None,
                                value,
                                index,
                                array,
                            )?
                            .ok_or_else(|| {
                                InternalError("map's callback returns nothing".into())
                            })?;
                        // The result array has room for every element.
                        let slots_field =
                            this.header_field(mapped, SLOTS_OFFSET, "mapped.slots")?;
                        let slots = this
                            .builder
                            .build_load(this.pointer_type(), slots_field, "slots")?
                            .into_pointer_value();
                        // SAFETY (for LLVM): index < the starting length = capacity.
                        let slot = unsafe {
                            this.builder.build_in_bounds_gep(
                                this.context.i64_type(),
                                slots,
                                &[index],
                                "slot",
                            )?
                        };
                        let bits = this.slot_bits_of(result)?;
                        this.builder.build_store(slot, bits)?;
                        let count = this.builder.build_int_add(
                            index,
                            this.context.i64_type().const_int(1, false),
                            "count",
                        )?;
                        let count = this.builder.build_int_truncate(
                            count,
                            this.context.i32_type(),
                            "count.u32",
                        )?;
                        let length_field = this.header_field(
                            mapped,
                            super::arrays::LENGTH_OFFSET,
                            "mapped.length",
                        )?;
                        this.builder.build_store(length_field, count)?;
                        Ok(())
                    },
                )?;
                Ok(Some(mapped.into()))
            }
            CallbackMethod::Filter => {
                let kind = self
                    .context
                    .i32_type()
                    .const_int(self.slot_kind(element), false);
                let kept = self
                    .call_runtime_value(
                        RuntimeFunction::ArrayNew,
                        &[kind.into(), i64_type.const_zero().into()],
                    )?
                    .into_pointer_value();
                self.temporary_of(context, kept.into(), array_type);
                self.element_loop(
                    context,
                    array,
                    element,
                    length,
                    false,
                    |this, context, value, index, _| {
                        let result = this.call_element_callback(
                            context,
                            callback,
                            callback_type,
                            None,
                            value,
                            index,
                            array,
                        )?;
                        let keep = this.truthiness_of(result, returned)?;
                        this.drop_result(result, returned)?;
                        let push = this
                            .context
                            .append_basic_block(context.function, "filter.keep");
                        let next = this
                            .context
                            .append_basic_block(context.function, "filter.next");
                        this.builder.build_conditional_branch(keep, push, next)?;
                        this.builder.position_at_end(push);
                        // The push retains the element.
                        let bits = this.slot_bits_of(value)?;
                        this.call_runtime(RuntimeFunction::ArrayPush, &[kept.into(), bits.into()])?;
                        this.builder.build_unconditional_branch(next)?;
                        this.builder.position_at_end(next);
                        Ok(())
                    },
                )?;
                Ok(Some(kept.into()))
            }
            CallbackMethod::Some
            | CallbackMethod::Every
            | CallbackMethod::FindIndex
            | CallbackMethod::FindLastIndex => {
                let (found_value, missing_value): (BasicValueEnum, BasicValueEnum) = match method {
                    CallbackMethod::Some => (
                        self.context.bool_type().const_int(1, false).into(),
                        self.context.bool_type().const_zero().into(),
                    ),
                    CallbackMethod::Every => (
                        self.context.bool_type().const_zero().into(),
                        self.context.bool_type().const_int(1, false).into(),
                    ),
                    _ => (
                        f64_type.const_zero().into(),
                        f64_type.const_float(-1.0).into(),
                    ),
                };
                let answer = self.entry_alloca(found_value.get_type(), "answer")?;
                self.builder.build_store(answer, missing_value)?;
                let reverse = method == CallbackMethod::FindLastIndex;
                let every = method == CallbackMethod::Every;
                let is_index = matches!(
                    method,
                    CallbackMethod::FindIndex | CallbackMethod::FindLastIndex
                );
                self.element_loop(
                    context,
                    array,
                    element,
                    length,
                    reverse,
                    |this, context, value, index, exit| {
                        let result = this.call_element_callback(
                            context,
                            callback,
                            callback_type,
                            None,
                            value,
                            index,
                            array,
                        )?;
                        let truthy = this.truthiness_of(result, returned)?;
                        this.drop_result(result, returned)?;
                        let decided = if every {
                            this.builder.build_not(truthy, "falsy")?
                        } else {
                            truthy
                        };
                        let stop = this
                            .context
                            .append_basic_block(context.function, "search.found");
                        let next = this
                            .context
                            .append_basic_block(context.function, "search.next");
                        this.builder.build_conditional_branch(decided, stop, next)?;
                        this.builder.position_at_end(stop);
                        let found: BasicValueEnum = if is_index {
                            this.builder
                                .build_signed_int_to_float(index, this.context.f64_type(), "found")?
                                .into()
                        } else {
                            found_value
                        };
                        this.builder.build_store(answer, found)?;
                        exit(this, value)?;
                        this.builder.position_at_end(next);
                        Ok(())
                    },
                )?;
                let answer = self
                    .builder
                    .build_load(found_value.get_type(), answer, "answer")?;
                Ok(Some(answer))
            }
            CallbackMethod::Reduce | CallbackMethod::ReduceRight => {
                let reverse = method == CallbackMethod::ReduceRight;
                let accumulator_type = returned;
                let value_type = self.value_type(accumulator_type).ok_or_else(|| {
                    InternalError("reduce of values without a representation".into())
                })?;
                let accumulator = self.entry_alloca(value_type, "accumulator")?;
                let start = self.entry_alloca(i64_type.into(), "reduce.start")?;
                match arguments.get(2) {
                    Some(initial) => {
                        let value = self
                            .emit_owned(context, initial, accumulator_type)?
                            .ok_or_else(|| InternalError("reduce's initial value".into()))?;
                        self.builder.build_store(accumulator, value)?;
                        self.builder.build_store(start, i64_type.const_zero())?;
                    }
                    None => {
                        let empty = self.builder.build_int_compare(
                            IntPredicate::EQ,
                            length,
                            i64_type.const_zero(),
                            "empty",
                        )?;
                        let fail = self
                            .context
                            .append_basic_block(context.function, "reduce.empty");
                        let first = self
                            .context
                            .append_basic_block(context.function, "reduce.first");
                        self.builder.build_conditional_branch(empty, fail, first)?;
                        self.builder.position_at_end(fail);
                        self.call_runtime(RuntimeFunction::ReduceEmpty, &[])?;
                        self.after_runtime_error(context)?;
                        self.builder.position_at_end(first);
                        let position = if reverse {
                            self.builder.build_int_sub(
                                length,
                                i64_type.const_int(1, false),
                                "last",
                            )?
                        } else {
                            i64_type.const_zero()
                        };
                        let value = self.load_element(array, position, element)?;
                        if self.is_counted(element) {
                            self.emit_retain(value)?;
                        }
                        self.builder.build_store(accumulator, value)?;
                        self.builder
                            .build_store(start, i64_type.const_int(1, false))?;
                    }
                }
                let skip = self
                    .builder
                    .build_load(i64_type, start, "skip")?
                    .into_int_value();
                let remaining = self.builder.build_int_sub(length, skip, "remaining")?;
                self.element_loop_from(
                    context,
                    array,
                    element,
                    remaining,
                    skip,
                    reverse,
                    |this, context, value, index, _| {
                        let previous =
                            this.builder
                                .build_load(value_type, accumulator, "previous")?;
                        // (Released by the unwinding when the callback
                        // throws: the slot is abandoned then.)
                        let held = context.temporaries.len();
                        if this.is_counted(accumulator_type) {
                            this.temporary_of(context, previous, accumulator_type);
                        }
                        let result = this
                            .call_element_callback(
                                context,
                                callback,
                                callback_type,
                                Some(previous),
                                value,
                                index,
                                array,
                            )?
                            .ok_or_else(|| {
                                InternalError("reduce's callback returns nothing".into())
                            })?;
                        context.temporaries.truncate(held);
                        this.builder.build_store(accumulator, result)?;
                        if this.is_counted(accumulator_type) {
                            this.emit_release(previous, accumulator_type)?;
                        }
                        Ok(())
                    },
                )?;
                let result = self
                    .builder
                    .build_load(value_type, accumulator, "reduced")?;
                if self.is_counted(accumulator_type) {
                    return Ok(Some(self.temporary_of(context, result, accumulator_type)));
                }
                Ok(Some(result))
            }
            CallbackMethod::Find | CallbackMethod::FindLast => {
                let reverse = method == CallbackMethod::FindLast;
                let value_type = self.value_type(element).ok_or_else(|| {
                    InternalError("find over values without a representation".into())
                })?;
                let answer = self.entry_alloca(value_type, "found")?;
                // Not found: the element type's `undefined`.
                let missing = match self.program.types.get(element) {
                    Type::Number => self
                        .context
                        .f64_type()
                        .const_float(f64::from_bits(super::arrays::UNDEFINED_NUMBER_BITS))
                        .into(),
                    Type::Boolean => self.context.bool_type().const_zero().into(),
                    Type::String => self.external_string("scr_undefined_text").into(),
                    _ => self.pointer_type().const_null().into(),
                };
                let missing: BasicValueEnum = missing;
                self.builder.build_store(answer, missing)?;
                self.element_loop(
                    context,
                    array,
                    element,
                    length,
                    reverse,
                    |this, context, value, index, exit| {
                        let result = this.call_element_callback(
                            context,
                            callback,
                            callback_type,
                            None,
                            value,
                            index,
                            array,
                        )?;
                        let truthy = this.truthiness_of(result, returned)?;
                        this.drop_result(result, returned)?;
                        let stop = this
                            .context
                            .append_basic_block(context.function, "find.found");
                        let next = this
                            .context
                            .append_basic_block(context.function, "find.next");
                        this.builder.build_conditional_branch(truthy, stop, next)?;
                        this.builder.position_at_end(stop);
                        if this.is_counted(element) {
                            this.emit_retain(value)?;
                        }
                        this.builder.build_store(answer, value)?;
                        exit(this, value)?;
                        this.builder.position_at_end(next);
                        Ok(())
                    },
                )?;
                let found = self.builder.build_load(value_type, answer, "found")?;
                if self.is_counted(element) {
                    return Ok(Some(self.temporary_of(context, found, element)));
                }
                Ok(Some(found))
            }
            CallbackMethod::Sort | CallbackMethod::ToSorted | CallbackMethod::FromLength => {
                unreachable!("handled above")
            }
        }
    }

    /// `Array.from({ length: n }, f)`: an array of `n` (Node's RangeError
    /// for an invalid length), element `i` being `f(undefined, i)`.
    fn emit_array_from_length(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        arguments: &[Expression],
    ) -> Result<BasicValueEnum<'ctx>> {
        let count = self.emit_number(context, &arguments[0])?;
        let callback_type = arguments[1].ty;
        let callback = self.emit_pointer(context, &arguments[1])?;
        self.emit_retain(callback.into())?;
        self.temporary_of(context, callback.into(), callback_type);
        let element = match self
            .program
            .types
            .get(self.program.types.callable(callback_type))
        {
            Type::Function(signature) => signature.result,
            _ => {
                return Err(InternalError(
                    "Array.from with a callback that is not a function".into(),
                ));
            }
        };
        let array_type = self
            .program
            .types
            .lookup(&Type::Array(element))
            .ok_or_else(|| InternalError("Array.from's result type".into()))?;
        let i32_type = self.context.i32_type();
        let i64_type = self.context.i64_type();
        let kind = i32_type.const_int(self.slot_kind(element), false);
        let array = self
            .call_runtime_value(
                RuntimeFunction::ArrayNew,
                &[kind.into(), i64_type.const_zero().into()],
            )?
            .into_pointer_value();
        self.temporary_of(context, array.into(), array_type);
        // Validates the length and fills with `undefined`, overwritten below.
        self.call_runtime(
            RuntimeFunction::ArraySetLength,
            &[array.into(), count.into()],
        )?;
        self.check_runtime_raise(context)?;
        let length = self.array_length(array)?;
        let length = self
            .builder
            .build_int_z_extend(length, i64_type, "length")?;
        let index_slot = self.entry_alloca(i64_type.into(), "from.index")?;
        self.builder
            .build_store(index_slot, i64_type.const_zero())?;
        let test = self
            .context
            .append_basic_block(context.function, "from.test");
        let body = self
            .context
            .append_basic_block(context.function, "from.body");
        let end = self
            .context
            .append_basic_block(context.function, "from.end");
        self.builder.build_unconditional_branch(test)?;
        self.builder.position_at_end(test);
        let index = self
            .builder
            .build_load(i64_type, index_slot, "index")?
            .into_int_value();
        let more = self
            .builder
            .build_int_compare(IntPredicate::ULT, index, length, "more")?;
        self.builder.build_conditional_branch(more, body, end)?;
        self.builder.position_at_end(body);
        let number = self.builder.build_signed_int_to_float(
            index,
            self.context.f64_type(),
            "index.number",
        )?;
        let call =
            self.call_closure_code(callback, callback_type, &[callback.into(), number.into()])?;
        self.check_after(context, call)?;
        let value = match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => value,
            inkwell::values::ValueKind::Instruction(_) => {
                return Err(InternalError(
                    "Array.from's callback returns nothing".into(),
                ));
            }
        };
        let slots_field = self.header_field(array, SLOTS_OFFSET, "slots.ptr")?;
        let slots = self
            .builder
            .build_load(self.pointer_type(), slots_field, "slots")?
            .into_pointer_value();
        // SAFETY (for LLVM): index < length.
        let slot = unsafe {
            self.builder
                .build_in_bounds_gep(i64_type, slots, &[index], "slot")?
        };
        let old_bits = self
            .builder
            .build_load(i64_type, slot, "old")?
            .into_int_value();
        let bits = self.slot_bits_of(value)?;
        self.builder.build_store(slot, bits)?;
        if self.is_counted(element) {
            let old = self.slot_value_of(old_bits, element)?;
            self.emit_release(old, element)?;
        }
        let next = self
            .builder
            .build_int_add(index, i64_type.const_int(1, false), "next")?;
        self.builder.build_store(index_slot, next)?;
        self.builder.build_unconditional_branch(test)?;
        self.builder.position_at_end(end);
        Ok(array.into())
    }

    /// Releases a callback's counted result that nothing keeps.
    fn drop_result(&mut self, result: Option<BasicValueEnum<'ctx>>, ty: TypeId) -> Result<()> {
        if let Some(result) = result
            && self.is_counted(ty)
        {
            self.emit_release(result, ty)?;
        }
        Ok(())
    }

    /// Loads the element at `position` (inside the array), borrowed.
    fn load_element(
        &mut self,
        array: PointerValue<'ctx>,
        position: IntValue<'ctx>,
        element: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let slots_field = self.header_field(array, SLOTS_OFFSET, "slots.ptr")?;
        let slots = self
            .builder
            .build_load(self.pointer_type(), slots_field, "slots")?
            .into_pointer_value();
        // SAFETY (for LLVM): callers check the position is inside.
        let slot = unsafe {
            self.builder
                .build_in_bounds_gep(self.context.i64_type(), slots, &[position], "slot")?
        };
        let bits = self
            .builder
            .build_load(self.context.i64_type(), slot, "element.bits")?
            .into_int_value();
        self.slot_value_of(bits, element)
    }

    /// Calls a callback with (accumulator,) element, index, array; the
    /// result is owned.
    #[allow(clippy::too_many_arguments)]
    fn call_element_callback(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        callback: PointerValue<'ctx>,
        callback_type: TypeId,
        accumulator: Option<BasicValueEnum<'ctx>>,
        value: BasicValueEnum<'ctx>,
        index: IntValue<'ctx>,
        array: PointerValue<'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let number = self.builder.build_signed_int_to_float(
            index,
            self.context.f64_type(),
            "index.number",
        )?;
        let mut values: Vec<BasicMetadataValueEnum> = vec![callback.into()];
        values.extend(accumulator.map(BasicMetadataValueEnum::from));
        values.push(value.into());
        values.push(number.into());
        values.push(array.into());
        let call = self.call_closure_code(callback, callback_type, &values)?;
        self.check_after(context, call)?;
        Ok(match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => Some(value),
            inkwell::values::ValueKind::Instruction(_) => None,
        })
    }

    /// A loop over the first `length` indices (from the end when
    /// `reverse`).
    #[allow(clippy::too_many_arguments)]
    fn element_loop(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        element: TypeId,
        length: IntValue<'ctx>,
        reverse: bool,
        body: impl FnMut(
            &mut Self,
            &mut FunctionContext<'ctx>,
            BasicValueEnum<'ctx>,
            IntValue<'ctx>,
            &mut dyn FnMut(&mut Self, BasicValueEnum<'ctx>) -> Result<()>,
        ) -> Result<()>,
    ) -> Result<()> {
        let zero = self.context.i64_type().const_zero();
        self.element_loop_from(context, array, element, length, zero, reverse, body)
    }

    /// Visits `count` indices starting `skip` from the front (or, with
    /// `reverse`, from the back). `body` gets the element (held while it
    /// runs), its index, and a way to leave the loop early.
    #[allow(clippy::too_many_arguments)]
    fn element_loop_from(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        element: TypeId,
        count: IntValue<'ctx>,
        skip: IntValue<'ctx>,
        reverse: bool,
        mut body: impl FnMut(
            &mut Self,
            &mut FunctionContext<'ctx>,
            BasicValueEnum<'ctx>,
            IntValue<'ctx>,
            &mut dyn FnMut(&mut Self, BasicValueEnum<'ctx>) -> Result<()>,
        ) -> Result<()>,
    ) -> Result<()> {
        let i64_type = self.context.i64_type();
        let one = i64_type.const_int(1, false);
        let counter = self.entry_alloca(i64_type.into(), "visited")?;
        self.builder.build_store(counter, i64_type.const_zero())?;
        let exit: BasicBlock<'ctx> = self
            .context
            .append_basic_block(context.function, "each.end");
        let test = self
            .context
            .append_basic_block(context.function, "each.test");
        let visit = self
            .context
            .append_basic_block(context.function, "each.visit");
        let body_block = self
            .context
            .append_basic_block(context.function, "each.body");
        self.builder.build_unconditional_branch(test)?;
        self.builder.position_at_end(test);
        let visited = self
            .builder
            .build_load(i64_type, counter, "visited")?
            .into_int_value();
        let more = self
            .builder
            .build_int_compare(IntPredicate::ULT, visited, count, "more")?;
        self.builder.build_conditional_branch(more, visit, exit)?;
        self.builder.position_at_end(visit);
        // Forward: skip + visited. Backward (the skipped element, if any,
        // was the last): count - 1 - visited.
        let index = if reverse {
            let last = self.builder.build_int_sub(count, one, "last")?;
            self.builder.build_int_sub(last, visited, "index")?
        } else {
            self.builder.build_int_add(visited, skip, "index")?
        };
        // Stop when the callback has shrunk the array below this index.
        let current = self.array_length(array)?;
        let current = self
            .builder
            .build_int_z_extend(current, i64_type, "length")?;
        let inside = self
            .builder
            .build_int_compare(IntPredicate::ULT, index, current, "inside")?;
        self.builder
            .build_conditional_branch(inside, body_block, exit)?;
        self.builder.position_at_end(body_block);
        let value = self.load_element(array, index, element)?;
        let counted = self.is_counted(element);
        // Held while the body runs: a callback that throws leaves through
        // the unwinding of the expression's temporaries, which releases it.
        let held = context.temporaries.len();
        if counted {
            self.emit_retain(value)?;
            self.temporary_of(context, value, element);
        }
        let exit_block = exit;
        let mut leave = |this: &mut Self, value: BasicValueEnum<'ctx>| -> Result<()> {
            if this.is_counted(element) {
                this.emit_release(value, element)?;
            }
            this.builder.build_unconditional_branch(exit_block)?;
            Ok(())
        };
        body(self, context, value, index, &mut leave)?;
        if counted {
            if context.temporaries.len() != held + 1 {
                return Err(InternalError(
                    "an element callback's body left temporaries".into(),
                ));
            }
            context.temporaries.pop();
            self.emit_release(value, element)?;
        }
        let next = self.builder.build_int_add(visited, one, "visited.next")?;
        self.builder.build_store(counter, next)?;
        self.builder.build_unconditional_branch(test)?;
        self.builder.position_at_end(exit);
        Ok(())
    }

    /// `sort` and `toSorted`: the runtime's stable merge sort, calling the
    /// comparator through a trampoline that turns slots into values.
    fn emit_sort(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        method: CallbackMethod,
        array: PointerValue<'ctx>,
        callback: Option<(PointerValue<'ctx>, TypeId)>,
        array_type: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let element = self.element_of(array_type)?;
        let (trampoline, closure) = match callback {
            Some((closure, ty)) => (
                self.compare_trampoline(element, ty)?
                    .as_global_value()
                    .as_pointer_value(),
                closure,
            ),
            None => (
                self.pointer_type().const_null(),
                self.pointer_type().const_null(),
            ),
        };
        let function = match method {
            CallbackMethod::Sort => {
                let none = self.context.f64_type().const_zero();
                self.check_array_write(
                    context,
                    array,
                    super::integrity::ArrayWrite::Reorder,
                    [None, None],
                    none,
                )?;
                RuntimeFunction::ArraySort
            }
            _ => RuntimeFunction::ArrayToSorted,
        };
        let sorted =
            self.call_runtime_value(function, &[array.into(), trampoline.into(), closure.into()])?;
        let sorted = self.temporary_of(context, sorted, array_type);
        // A comparator that throws leaves the exception pending; the sort
        // finishes with the dummy results and the exception goes on here.
        if callback.is_some() && self.any_throw {
            self.emit_pending_check(context)?;
        }
        Ok(sorted)
    }

    /// `replace.call.N(closure, match, offset, string)`: a replacer
    /// function called from the runtime; its result is owned.
    pub(crate) fn replacer_trampoline(
        &mut self,
        callback_type: TypeId,
    ) -> Result<inkwell::values::FunctionValue<'ctx>> {
        let pointer = self.pointer_type();
        let number = self.context.f64_type();
        self.pointer_trampoline(
            "replace.call",
            callback_type,
            &[pointer.into(), number.into(), pointer.into()],
        )
    }

    /// `json.revive.N(closure, key, value)`: a `JSON.parse` reviver called
    /// from the runtime with a key and a box; its result (a box) is owned.
    pub(crate) fn reviver_trampoline(
        &mut self,
        callback_type: TypeId,
    ) -> Result<inkwell::values::FunctionValue<'ctx>> {
        let pointer = self.pointer_type();
        self.pointer_trampoline(
            "json.revive",
            callback_type,
            &[pointer.into(), pointer.into()],
        )
    }

    /// `PREFIX.N(closure, arguments...)`: calls the closure with the
    /// arguments as they come and returns its pointer result.
    fn pointer_trampoline(
        &mut self,
        prefix: &str,
        callback_type: TypeId,
        arguments: &[inkwell::types::BasicMetadataTypeEnum<'ctx>],
    ) -> Result<inkwell::values::FunctionValue<'ctx>> {
        let name = format!("{prefix}.{}", callback_type.index());
        if let Some(existing) = self.module.get_function(&name) {
            return Ok(existing);
        }
        let pointer = self.pointer_type();
        let mut parameter_types = vec![pointer.into()];
        parameter_types.extend_from_slice(arguments);
        let function_type = pointer.fn_type(&parameter_types, false);
        let trampoline = self.module.add_function(
            &name,
            function_type,
            Some(inkwell::module::Linkage::Internal),
        );
        let saved = self.builder.get_insert_block();
        let entry = self.context.append_basic_block(trampoline, "entry");
        self.builder.position_at_end(entry);
        let parameters: Vec<BasicMetadataValueEnum> = trampoline
            .get_param_iter()
            .map(BasicMetadataValueEnum::from)
            .collect();
        let closure = trampoline
            .get_nth_param(0)
            .ok_or_else(|| InternalError("trampoline parameter".into()))?
            .into_pointer_value();
        let call = self.call_closure_code(closure, callback_type, &parameters)?;
        let result = match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => value,
            inkwell::values::ValueKind::Instruction(_) => {
                return Err(InternalError("a replacer without a result".into()));
            }
        };
        self.builder.build_return(Some(&result))?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(trampoline)
    }

    /// `sort.compare.N(closure, a, b)`: the comparator on two slots.
    fn compare_trampoline(
        &mut self,
        element: TypeId,
        callback_type: TypeId,
    ) -> Result<inkwell::values::FunctionValue<'ctx>> {
        let name = format!("sort.compare.{}", callback_type.index());
        if let Some(existing) = self.module.get_function(&name) {
            return Ok(existing);
        }
        let i64_type = self.context.i64_type();
        let function_type = self.context.f64_type().fn_type(
            &[self.pointer_type().into(), i64_type.into(), i64_type.into()],
            false,
        );
        let trampoline = self.module.add_function(
            &name,
            function_type,
            Some(inkwell::module::Linkage::Internal),
        );
        let saved = self.builder.get_insert_block();
        let entry = self.context.append_basic_block(trampoline, "entry");
        self.builder.position_at_end(entry);
        let parameter = |index: u32| {
            trampoline
                .get_nth_param(index)
                .ok_or_else(|| InternalError("trampoline parameter".into()))
        };
        let closure = parameter(0)?.into_pointer_value();
        let a = self.slot_value_of(parameter(1)?.into_int_value(), element)?;
        let b = self.slot_value_of(parameter(2)?.into_int_value(), element)?;
        let call = self.call_closure_code(
            closure,
            callback_type,
            &[closure.into(), a.into(), b.into()],
        )?;
        let result = match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => value,
            inkwell::values::ValueKind::Instruction(_) => {
                return Err(InternalError("a comparator without a result".into()));
            }
        };
        self.builder.build_return(Some(&result))?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(trampoline)
    }
}
