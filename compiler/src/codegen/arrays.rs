//! Arrays: the header layout shared with `runtime/src/array.rs`, literals,
//! element reads (inline, bounds-checked), element writes, and the array
//! methods. Elements cross the runtime boundary as 64-bit slot bits.

use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::aliasing::Memory;
use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{ArrayChange, ArrayMethod, BinaryOperator, Expression};
use crate::types::{Type, TypeId};

/// Header offsets, as the runtime defines them.
pub(crate) const LENGTH_OFFSET: u64 = 8;
pub(crate) const SLOTS_OFFSET: u64 = 16;
pub(crate) const KIND_OFFSET: u64 = 12;
pub(crate) const CAPACITY_OFFSET: u64 = 24;
const ARRAY_HEADER_SIZE: u64 = 32;
/// The audit's counter of arrays (`audit::ARRAYS`).
const LIVE_COUNT_ARRAYS: u64 = 1;
/// The top bit of the capacity field (the runtime's `DYNAMIC_ONLY`).
const CAPACITY_FLAGS: u64 = 1 << 63;
/// The slot bits of `undefined` in a number array.
pub(crate) const UNDEFINED_NUMBER_BITS: u64 = 0x7FF0_0000_0000_0BAD;
/// A boolean read that found nothing, before it is boxed as `undefined`
/// (the runtime's `MISSING_BOOLEAN_BITS`; never stored in a slot).
pub(crate) const MISSING_BOOLEAN_BITS: u64 = 2;

impl<'ctx> Codegen<'ctx, '_> {
    /// Flags a fresh array (counted once) as held only by dynamic holders
    /// (the runtime's `DYNAMIC_ONLY`, the capacity's top bit).
    pub(crate) fn mark_dynamic_only(&mut self, array: PointerValue<'ctx>) -> Result<()> {
        let i64_type = self.context.i64_type();
        let field = self.header_field(array, CAPACITY_OFFSET, "capacity.ptr")?;
        let capacity = self
            .builder
            .build_load(i64_type, field, "capacity")?
            .into_int_value();
        self.tag_load(&capacity, Memory::ArrayHeader);
        let flagged = self.builder.build_or(
            capacity,
            i64_type.const_int(CAPACITY_FLAGS, false),
            "dynamic.only",
        )?;
        let store = self.builder.build_store(field, flagged)?;
        self.tag_access(store, Memory::ArrayHeader);
        Ok(())
    }
}

/// An element index: a number, or a loop counter's integer (`Local::counter`),
/// which needs no conversion or integer check.
#[derive(Clone, Copy)]
pub(crate) enum Index<'ctx> {
    Number(FloatValue<'ctx>),
    Counter(IntValue<'ctx>),
    /// A number with its `i64` and whether that holds it (`shadows`).
    Speculated {
        number: FloatValue<'ctx>,
        integer: IntValue<'ctx>,
        known: IntValue<'ctx>,
    },
}

impl<'ctx> Index<'ctx> {
    /// The index as a number (for the runtime's slow paths).
    pub(crate) fn number(self, codegen: &mut Codegen<'ctx, '_>) -> Result<FloatValue<'ctx>> {
        match self {
            Index::Number(number) | Index::Speculated { number, .. } => Ok(number),
            Index::Counter(counter) => Ok(codegen.builder.build_signed_int_to_float(
                counter,
                codegen.context.f64_type(),
                "index.f64",
            )?),
        }
    }
}

impl<'ctx> Codegen<'ctx, '_> {
    /// The runtime's element kind for arrays of `element`.
    fn element_kind(&self, element: TypeId) -> u64 {
        self.slot_kind(element)
    }

    /// The runtime's slot kind for values of `ty` (`array::ELEMENT_*`).
    pub(crate) fn slot_kind(&self, ty: TypeId) -> u64 {
        match self.program.types.get(ty) {
            Type::Number => 0,
            Type::Boolean => 1,
            Type::String => 2,
            // A `T | null`'s null pointer is `null`; every other
            // pointer's is `undefined` (see the runtime's
            // `ELEMENT_NULLABLE`).
            Type::Nullable(_) | Type::Null => 7,
            // A box (the runtime's `ELEMENT_DYNAMIC`): stored boxed.
            Type::Unknown | Type::Iterable(_) | Type::Any | Type::Union(_) => 8,
            Type::Class { .. }
            | Type::Function(_)
            | Type::Object(_)
            | Type::Map(..)
            | Type::BigInt
            | Type::Set(_)
            | Type::Record(_)
            | Type::Promise(_)
            | Type::Generator(..)
            | Type::ClassObject(_)
            | Type::AsyncGenerator(..)
            | Type::Tuple(_) => 4,
            _ => 3,
        }
    }

    pub(crate) fn slot_bits_of(&mut self, value: BasicValueEnum<'ctx>) -> Result<IntValue<'ctx>> {
        self.slot_bits(value)
    }

    pub(crate) fn slot_value_of(
        &mut self,
        bits: IntValue<'ctx>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        self.slot_value(bits, ty)
    }

    pub(crate) fn element_of(&self, array_type: TypeId) -> Result<TypeId> {
        self.program
            .types
            .element(array_type)
            .ok_or_else(|| InternalError("not an array type".into()))
    }

    /// The immortal empty array an array variable holds before it is
    /// assigned. Writable, so even a program that pushes onto a variable it
    /// never initialized (which tsc does not always catch) stays memory
    /// safe.
    pub(crate) fn empty_array(&mut self, element: TypeId) -> PointerValue<'ctx> {
        let kind = self.element_kind(element);
        self.empty_header(&format!("array.empty.{kind}"), kind)
    }

    /// An immortal, empty array header of element kind `kind` (typed
    /// arrays' kinds included), one global per name.
    pub(crate) fn empty_header(&mut self, name: &str, kind: u64) -> PointerValue<'ctx> {
        if let Some(global) = self.module.get_global(name) {
            return global.as_pointer_value();
        }
        let i64_type = self.context.i64_type();
        let i32_type = self.context.i32_type();
        let fields = [
            i64_type.const_all_ones().into(),
            i32_type.const_zero().into(),
            i32_type.const_int(kind, false).into(),
            self.pointer_type().const_null().into(),
            i64_type.const_zero().into(),
        ];
        let value = self.context.const_struct(&fields, false);
        let global = self.module.add_global(value.get_type(), None, name);
        global.set_initializer(&value);
        global.set_linkage(Linkage::Internal);
        global.set_alignment(8);
        global.as_pointer_value()
    }

    /// A new immortal array of the immortal strings `texts` (a tagged
    /// template's), with its slots, as constants of the module.
    pub(crate) fn constant_string_array(&mut self, texts: &[&[u16]]) -> PointerValue<'ctx> {
        let pointer_type = self.pointer_type();
        let slots: Vec<PointerValue<'ctx>> = texts
            .iter()
            .map(|units| self.string_literal(units))
            .collect();
        let slots = pointer_type.const_array(&slots);
        let slots_global = self
            .module
            .add_global(slots.get_type(), None, "template.slots");
        slots_global.set_initializer(&slots);
        slots_global.set_linkage(Linkage::Private);
        slots_global.set_alignment(8);
        let i64_type = self.context.i64_type();
        let i32_type = self.context.i32_type();
        let count = texts.len() as u64;
        let fields = [
            i64_type.const_all_ones().into(),
            i32_type.const_int(count, false).into(),
            i32_type
                .const_int(self.element_kind(TypeId::STRING), false)
                .into(),
            slots_global.as_pointer_value().into(),
            i64_type.const_int(count, false).into(),
        ];
        let header = self.context.const_struct(&fields, false);
        let global = self
            .module
            .add_global(header.get_type(), None, "template.strings");
        global.set_initializer(&header);
        global.set_linkage(Linkage::Private);
        global.set_alignment(8);
        global.as_pointer_value()
    }

    fn slot_bits(&mut self, value: BasicValueEnum<'ctx>) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        Ok(match value {
            BasicValueEnum::FloatValue(number) => self
                .builder
                .build_bit_cast(number, i64_type, "bits")?
                .into_int_value(),
            BasicValueEnum::IntValue(boolean) => {
                self.builder.build_int_z_extend(boolean, i64_type, "bits")?
            }
            BasicValueEnum::PointerValue(pointer) => {
                self.builder.build_ptr_to_int(pointer, i64_type, "bits")?
            }
            _ => {
                return Err(InternalError(
                    "an array element of an unexpected kind".into(),
                ));
            }
        })
    }

    fn slot_value(
        &mut self,
        bits: IntValue<'ctx>,
        element: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        Ok(match self.program.types.get(element) {
            Type::Number => {
                self.builder
                    .build_bit_cast(bits, self.context.f64_type(), "element")?
            }
            Type::Boolean => self
                .builder
                .build_int_compare(
                    IntPredicate::NE,
                    bits,
                    self.context.i64_type().const_zero(),
                    "element",
                )?
                .into(),
            _ => self
                .builder
                .build_int_to_ptr(bits, self.pointer_type(), "element")?
                .into(),
        })
    }

    pub(crate) fn header_field(
        &mut self,
        array: PointerValue<'ctx>,
        offset: u64,
        name: &str,
    ) -> Result<PointerValue<'ctx>> {
        let i8_type = self.context.i8_type();
        let offset = self.context.i64_type().const_int(offset, false);
        // SAFETY (for LLVM): every array header has this field.
        Ok(unsafe {
            self.builder
                .build_in_bounds_gep(i8_type, array, &[offset], name)?
        })
    }

    /// The pointer to an ordinary array's slots.
    pub(crate) fn array_slots(&mut self, array: PointerValue<'ctx>) -> Result<PointerValue<'ctx>> {
        let field = self.header_field(array, SLOTS_OFFSET, "slots.ptr")?;
        let slots = self
            .builder
            .build_load(self.pointer_type(), field, "slots")?
            .into_pointer_value();
        self.tag_load(&slots, Memory::ArrayHeader);
        Ok(slots)
    }

    pub(crate) fn array_length(&mut self, array: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let field = self.header_field(array, LENGTH_OFFSET, "length.ptr")?;
        let length = self
            .builder
            .build_load(self.context.i32_type(), field, "length")?
            .into_int_value();
        self.tag_load(&length, Memory::ArrayHeader);
        Ok(length)
    }

    /// The slot at `index` when `index` is an integer inside the array:
    /// (inside?, slot pointer valid only when inside).
    pub(crate) fn slot_if_inside(
        &mut self,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
    ) -> Result<(IntValue<'ctx>, PointerValue<'ctx>)> {
        let slot_type = self.context.i64_type().into();
        self.element_if_inside(array, index, slot_type, false)
    }

    /// The element of type `element_type` at `index` when `index` is an
    /// integer inside the array or typed array (whose header loads are
    /// invariant): (inside?, pointer valid only when inside).
    pub(crate) fn element_if_inside(
        &mut self,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
        element_type: inkwell::types::BasicTypeEnum<'ctx>,
        typed: bool,
    ) -> Result<(IntValue<'ctx>, PointerValue<'ctx>)> {
        let i64_type = self.context.i64_type();
        let length = if typed {
            self.typed_length(array)?
        } else {
            self.array_length(array)?
        };
        let length = self
            .builder
            .build_int_z_extend(length, i64_type, "length.i64")?;
        let (position, integral) = self.index_position(index)?;
        let below =
            self.builder
                .build_int_compare(IntPredicate::ULT, position, length, "inside")?;
        let inside = self.builder.build_and(integral, below, "inside")?;
        let slots = self.array_slots(array)?;
        if typed {
            self.invariant(&slots);
        }
        // Clamped so the address is computed safely even when outside.
        let safe = self
            .builder
            .build_select(inside, position, i64_type.const_zero(), "safe")?;
        // SAFETY (for LLVM): only dereferenced when `inside`.
        let slot = unsafe {
            self.builder
                .build_gep(element_type, slots, &[safe.into_int_value()], "slot")?
        };
        Ok((inside, slot))
    }

    /// An index as a 64-bit position and whether it is an integer at all
    /// (a non-integer index reads nothing).
    pub(crate) fn index_position(
        &mut self,
        index: Index<'ctx>,
    ) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        match index {
            Index::Counter(position) => Ok((position, self.context.bool_type().const_all_ones())),
            Index::Number(index) => {
                let position = self.saturating_to_i64(index)?;
                let back = self.builder.build_signed_int_to_float(
                    position,
                    self.context.f64_type(),
                    "index.back",
                )?;
                let integral = self.builder.build_float_compare(
                    FloatPredicate::OEQ,
                    back,
                    index,
                    "integral",
                )?;
                Ok((position, integral))
            }
            Index::Speculated {
                number,
                integer,
                known,
            } => self.speculated_position(number, integer, known),
        }
    }

    /// An index expression: a loop counter as its integer, else a number.
    pub(crate) fn emit_index(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        index: &Expression,
    ) -> Result<Index<'ctx>> {
        Ok(match self.counter_index(context, index)? {
            Some(counter) => Index::Counter(counter),
            // Any integer within ±2^53 (`-0` indexes as 0).
            None if self.is_safe_integer(context, index) => {
                Index::Counter(self.emit_integer_i64(context, index)?)
            }
            None if self.has_number_parts(context, index) => {
                let (number, integer, known) = self.emit_number_parts(context, index)?;
                Index::Speculated {
                    number,
                    integer,
                    known,
                }
            }
            None => Index::Number(self.emit_number(context, index)?),
        })
    }

    /// `array[index]`: inline when inside; `undefined` otherwise. A counted
    /// element is returned owned (retained), as a temporary.
    pub(crate) fn emit_array_get_at(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
        element: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let i64_type = self.context.i64_type();
        let (inside, slot) = self.slot_if_inside(array, index)?;
        let inside_block = self
            .context
            .append_basic_block(context.function, "get.inside");
        let outside_block = self
            .context
            .append_basic_block(context.function, "get.outside");
        let done_block = self
            .context
            .append_basic_block(context.function, "get.done");
        // Reads past the end are rare in hot code: the inside path is laid
        // out first.
        let branch = self
            .builder
            .build_conditional_branch(inside, inside_block, outside_block)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(inside_block);
        let loaded = self
            .builder
            .build_load(i64_type, slot, "bits")?
            .into_int_value();
        self.tag_load(&loaded, Memory::Element);
        let loaded_value = self.slot_value(loaded, element)?;
        if self.is_counted(element) && !context.borrowing {
            self.emit_retain(loaded_value)?;
        }
        let inside_end = self.current_block()?;
        self.builder.build_unconditional_branch(done_block)?;
        self.builder.position_at_end(outside_block);
        let kind = self
            .context
            .i32_type()
            .const_int(self.element_kind(element), false);
        let undefined = self
            .call_runtime_value(RuntimeFunction::ArrayUndefined, &[kind.into()])?
            .into_int_value();
        let undefined_value = self.slot_value(undefined, element)?;
        let outside_end = self.current_block()?;
        self.builder.build_unconditional_branch(done_block)?;
        self.builder.position_at_end(done_block);
        let value_type = self
            .value_type(element)
            .ok_or_else(|| InternalError("an element without a value".into()))?;
        let phi = self.builder.build_phi(value_type, "element")?;
        phi.add_incoming(&[(&loaded_value, inside_end), (&undefined_value, outside_end)]);
        let value = phi.as_basic_value();
        if self.is_counted(element) && !context.borrowing {
            return Ok(self.temporary_of(context, value, element));
        }
        Ok(value)
    }

    /// Stores `value` (borrowed) at `array[index]`: inline for an in-range
    /// number or boolean slot, through the runtime otherwise (which retains
    /// the new value, releases the old one, and appends at the end).
    pub(crate) fn emit_array_store(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
        value: BasicValueEnum<'ctx>,
        element: TypeId,
    ) -> Result<()> {
        let bits = self.slot_bits(value)?;
        let number = index.number(self)?;
        let (inside, slot) = self.slot_if_inside(array, index)?;
        let inside_block = self
            .context
            .append_basic_block(context.function, "set.inside");
        let outside_block = self
            .context
            .append_basic_block(context.function, "set.outside");
        let done_block = self
            .context
            .append_basic_block(context.function, "set.done");
        let branch = self
            .builder
            .build_conditional_branch(inside, inside_block, outside_block)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(inside_block);
        if self.is_counted(element) {
            // The new value retained before the old one is released (they
            // may be the same object).
            self.emit_retain(value)?;
            let old = self
                .builder
                .build_load(self.context.i64_type(), slot, "old")?
                .into_int_value();
            self.tag_load(&old, Memory::Element);
            let store = self.builder.build_store(slot, bits)?;
            self.tag_access(store, Memory::Element);
            let old = self.slot_value(old, element)?;
            self.emit_release(old, element)?;
        } else {
            let store = self.builder.build_store(slot, bits)?;
            self.tag_access(store, Memory::Element);
        }
        self.builder.build_unconditional_branch(done_block)?;
        self.builder.position_at_end(outside_block);
        self.call_runtime(
            RuntimeFunction::ArraySetSlow,
            &[array.into(), number.into(), bits.into()],
        )?;
        self.builder.build_unconditional_branch(done_block)?;
        self.builder.position_at_end(done_block);
        Ok(())
    }

    pub(crate) fn current_block(&self) -> Result<inkwell::basic_block::BasicBlock<'ctx>> {
        self.builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no current block".into()))
    }

    pub(crate) fn emit_array_literal(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        elements: &[Expression],
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let element = self.element_of(ty)?;
        let kind = self
            .context
            .i32_type()
            .const_int(self.element_kind(element), false);
        let capacity = self
            .context
            .i64_type()
            .const_int(elements.len() as u64, false);
        let array = match self.allocate_array(kind, elements.len() as u64)? {
            Some(array) => array.into(),
            None => {
                self.call_runtime_value(RuntimeFunction::ArrayNew, &[kind.into(), capacity.into()])?
            }
        };
        // Registered first, so it is released after the elements it holds.
        let array = self.temporary_of(context, array, ty);
        let pointer = array.into_pointer_value();
        let i64_type = self.context.i64_type();
        // No code sees the array before it is complete: its slots stay put.
        let slots = if elements.is_empty() {
            None
        } else {
            Some(self.array_slots(pointer)?)
        };
        // The room for every element is there: each is stored in place,
        // the length counting it (an element that throws leaves the ones
        // before it to be released with the array).
        for (position, value) in elements.iter().enumerate() {
            let value = self
                .emit_value(context, value, element)?
                .ok_or_else(|| InternalError("an element without a value".into()))?;
            if self.is_counted(element) {
                self.emit_retain(value)?;
            }
            let bits = self.slot_bits(value)?;
            let slots = slots.ok_or_else(|| InternalError("an element without slots".into()))?;
            // SAFETY (for LLVM): the array was made with this many slots.
            let slot = unsafe {
                self.builder.build_in_bounds_gep(
                    i64_type,
                    slots,
                    &[i64_type.const_int(position as u64, false)],
                    "slot",
                )?
            };
            self.builder.build_store(slot, bits)?;
            let length_field = self.header_field(pointer, LENGTH_OFFSET, "length.ptr")?;
            let length = self
                .context
                .i32_type()
                .const_int(position as u64 + 1, false);
            self.builder.build_store(length_field, length)?;
        }
        Ok(array)
    }

    /// A new empty array of element `kind` with room for `capacity`
    /// elements, its header and slots allocated inline (as the runtime's
    /// `scr_array_new` makes it); `None` when the slots are too large or
    /// there are none.
    fn allocate_array(
        &mut self,
        kind: IntValue<'ctx>,
        capacity: u64,
    ) -> Result<Option<PointerValue<'ctx>>> {
        let Some(slots) = self.allocate_block(8 * capacity)? else {
            return Ok(None);
        };
        let array = self
            .allocate_block(ARRAY_HEADER_SIZE)?
            .ok_or_else(|| InternalError("an array header too large to allocate".into()))?;
        let i64_type = self.context.i64_type();
        self.builder
            .build_store(array, i64_type.const_int(1, false))?;
        let length_field = self.header_field(array, LENGTH_OFFSET, "length.ptr")?;
        self.builder
            .build_store(length_field, self.context.i32_type().const_zero())?;
        let kind_field = self.header_field(array, KIND_OFFSET, "kind.ptr")?;
        self.builder.build_store(kind_field, kind)?;
        let slots_field = self.header_field(array, SLOTS_OFFSET, "slots.ptr")?;
        self.builder.build_store(slots_field, slots)?;
        let capacity_field = self.header_field(array, CAPACITY_OFFSET, "capacity.ptr")?;
        self.builder
            .build_store(capacity_field, i64_type.const_int(capacity, false))?;
        self.count_live(LIVE_COUNT_ARRAYS)?;
        Ok(Some(array))
    }

    /// `array.push(value)` (`value` borrowed): stored in place when the
    /// array has room, through the runtime (which grows it) otherwise.
    /// The new length.
    fn emit_push(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        value: BasicValueEnum<'ctx>,
        element: TypeId,
    ) -> Result<FloatValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let bits = self.slot_bits(value)?;
        let length = self.array_length(array)?;
        let length = self
            .builder
            .build_int_z_extend(length, i64_type, "length.i64")?;
        let capacity_field = self.header_field(array, CAPACITY_OFFSET, "capacity.ptr")?;
        let capacity = self
            .builder
            .build_load(i64_type, capacity_field, "capacity")?
            .into_int_value();
        self.tag_load(&capacity, Memory::ArrayHeader);
        let capacity =
            self.builder
                .build_and(capacity, i64_type.const_int(!CAPACITY_FLAGS, false), "room")?;
        let room =
            self.builder
                .build_int_compare(IntPredicate::ULT, length, capacity, "has.room")?;
        let fast = self
            .context
            .append_basic_block(context.function, "push.room");
        let slow = self
            .context
            .append_basic_block(context.function, "push.grow");
        let done = self
            .context
            .append_basic_block(context.function, "push.done");
        let branch = self.builder.build_conditional_branch(room, fast, slow)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(fast);
        if self.is_counted(element) {
            self.emit_retain(value)?;
        }
        let slots = self.array_slots(array)?;
        // SAFETY (for LLVM): below the capacity.
        let slot = unsafe {
            self.builder
                .build_in_bounds_gep(i64_type, slots, &[length], "slot")?
        };
        let store = self.builder.build_store(slot, bits)?;
        self.tag_access(store, Memory::Element);
        let longer = self
            .builder
            .build_int_add(length, i64_type.const_int(1, false), "longer")?;
        let length_field = self.header_field(array, LENGTH_OFFSET, "length.ptr")?;
        let narrow =
            self.builder
                .build_int_truncate(longer, self.context.i32_type(), "longer.u32")?;
        let store = self.builder.build_store(length_field, narrow)?;
        self.tag_access(store, Memory::ArrayHeader);
        let fast_length = self.builder.build_unsigned_int_to_float(
            longer,
            self.context.f64_type(),
            "length.f64",
        )?;
        let fast_end = self.current_block()?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(slow);
        let slow_length = self
            .call_runtime_value(RuntimeFunction::ArrayPush, &[array.into(), bits.into()])?
            .into_float_value();
        let slow_end = self.current_block()?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        let phi = self.builder.build_phi(self.context.f64_type(), "pushed")?;
        phi.add_incoming(&[(&fast_length, fast_end), (&slow_length, slow_end)]);
        Ok(phi.as_basic_value().into_float_value())
    }

    pub(crate) fn emit_array_filled(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        count: &Expression,
        value: Option<&Expression>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let element = self.element_of(ty)?;
        let count = self.emit_number(context, count)?;
        let bits = match value {
            Some(value) => {
                let value = self
                    .emit_value(context, value, element)?
                    .ok_or_else(|| InternalError("a fill value without a value".into()))?;
                self.slot_bits(value)?
            }
            None => match self.program.types.get(element) {
                Type::Number => self
                    .context
                    .i64_type()
                    .const_int(UNDEFINED_NUMBER_BITS, false),
                Type::Boolean => self.context.i64_type().const_zero(),
                // The runtime's `undefined` text, which reads, prints and
                // joins as `undefined` does (not a string spelling it).
                Type::String => {
                    let text = self.external_string("scr_undefined_text");
                    self.slot_bits(text.into())?
                }
                // A null pointer is `undefined` in every pointer slot
                // (boxes included).
                _ => self.context.i64_type().const_zero(),
            },
        };
        let kind = self
            .context
            .i32_type()
            .const_int(self.element_kind(element), false);
        let array = self.call_runtime_value(
            RuntimeFunction::ArrayFilled,
            &[kind.into(), count.into(), bits.into()],
        )?;
        let array = self.temporary_of(context, array, ty);
        // `new Array(-1)`: a RangeError the program may catch.
        self.check_runtime_raise(context)?;
        Ok(array)
    }

    pub(crate) fn emit_array_get_expression(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: &Expression,
        index: &Expression,
        element: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let array = self.emit_pointer(context, array)?;
        let index = self.emit_index(context, index)?;
        self.null_element_check(context, array, index, false)?;
        self.emit_array_get_at(context, array, index, element)
    }

    /// Ends with Node's TypeError when the array about to be indexed is
    /// `undefined` (a null pointer: a missing map value, an element past
    /// the end of an array of arrays).
    pub(crate) fn null_element_check(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
        writing: bool,
    ) -> Result<()> {
        let null = self.builder.build_is_null(array, "null")?;
        let fail = self
            .context
            .append_basic_block(context.function, "null.fail");
        let ok = self.context.append_basic_block(context.function, "null.ok");
        self.builder.build_conditional_branch(null, fail, ok)?;
        self.builder.position_at_end(fail);
        let index = index.number(self)?;
        let flag = self.context.i32_type().const_int(u64::from(writing), false);
        self.call_runtime(RuntimeFunction::NullElement, &[index.into(), flag.into()])?;
        self.after_runtime_error(context)?;
        self.builder.position_at_end(ok);
        Ok(())
    }

    /// `a[i] = v`, `a[i] op= v`, `a[i]++`: array and index once.
    pub(crate) fn emit_array_set(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: &Expression,
        index: &Expression,
        change: &ArrayChange,
        element: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let array = self.emit_pointer(context, array)?;
        let index = self.emit_index(context, index)?;
        self.null_element_check(context, array, index, true)?;
        match change {
            ArrayChange::Assign(value) => {
                let value = self
                    .emit_value(context, value, element)?
                    .ok_or_else(|| InternalError("an assigned element without a value".into()))?;
                self.check_element_write(context, array, index)?;
                self.emit_array_store(context, array, index, value, element)?;
                Ok(value)
            }
            ArrayChange::Compound { operator, value } => {
                let old = self.emit_array_get_at(context, array, index, element)?;
                let new = if *operator == BinaryOperator::Concat {
                    let tail = self.emit_pointer(context, value)?;
                    let result =
                        self.runtime_pointer(RuntimeFunction::StringConcat, &[old, tail.into()])?;
                    let result = self.temporary(context, result.into());
                    self.check_runtime_raise(context)?;
                    result
                } else {
                    let right = self.emit_number(context, value)?;
                    self.numeric_binary(*operator, old.into_float_value(), right)?
                };
                self.check_element_write(context, array, index)?;
                self.emit_array_store(context, array, index, new, element)?;
                Ok(new)
            }
            ArrayChange::Update { increment, prefix } => {
                let old = self
                    .emit_array_get_at(context, array, index, element)?
                    .into_float_value();
                let one = self.context.f64_type().const_float(1.0);
                let new = if *increment {
                    self.builder.build_float_add(old, one, "inc")?
                } else {
                    self.builder.build_float_sub(old, one, "dec")?
                };
                self.check_element_write(context, array, index)?;
                self.emit_array_store(context, array, index, new.into(), element)?;
                Ok(if *prefix { new.into() } else { old.into() })
            }
        }
    }

    /// An array method; `arguments[0]` is the array.
    pub(crate) fn emit_array_method(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        method: ArrayMethod,
        arguments: &[Expression],
        result_type: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let array_expression = arguments
            .first()
            .ok_or_else(|| InternalError("an array method without its array".into()))?;
        // A typed array's length is in the same header field.
        if method == ArrayMethod::Length
            && self.program.types.typed_kind(array_expression.ty).is_some()
        {
            let array = self.emit_pointer(context, array_expression)?;
            let length = self.typed_length(array)?;
            return Ok(Some(
                self.builder
                    .build_unsigned_int_to_float(length, self.context.f64_type(), "length.f64")?
                    .into(),
            ));
        }
        let element = self.element_of(array_expression.ty)?;
        let array_type = array_expression.ty;
        let array = self.emit_pointer(context, array_expression)?;
        self.null_check(context, array, array_type, method.property_name(), false)?;
        let mut operands = Vec::new();
        for argument in &arguments[1..] {
            let value = self
                .emit_value(context, argument, argument.ty)?
                .ok_or_else(|| InternalError("an argument without a value".into()))?;
            operands.push(value);
        }
        self.check_array_method(context, method, array, &operands)?;
        let result = match method {
            ArrayMethod::Length => {
                let length = self.array_length(array)?;
                self.builder
                    .build_unsigned_int_to_float(length, self.context.f64_type(), "length.f64")?
                    .into()
            }
            ArrayMethod::Push => {
                let mut length = self.context.f64_type().const_zero().into();
                if operands.is_empty() {
                    let raw = self.array_length(array)?;
                    length = self
                        .builder
                        .build_unsigned_int_to_float(raw, self.context.f64_type(), "length.f64")?
                        .into();
                }
                for value in operands {
                    length = self.emit_push(context, array, value, element)?.into();
                }
                length
            }
            ArrayMethod::Pop => {
                let bits = self
                    .call_runtime_value(RuntimeFunction::ArrayPop, &[array.into()])?
                    .into_int_value();
                let value = self.slot_value(bits, element)?;
                if self.is_counted(element) {
                    self.temporary_of(context, value, element)
                } else {
                    value
                }
            }
            ArrayMethod::Shift => {
                let bits = self
                    .call_runtime_value(RuntimeFunction::ArrayShift, &[array.into()])?
                    .into_int_value();
                let value = self.slot_value(bits, element)?;
                if self.is_counted(element) {
                    self.temporary_of(context, value, element)
                } else {
                    value
                }
            }
            ArrayMethod::Unshift => {
                let mut length = None;
                for operand in operands.iter().rev() {
                    let bits = self.slot_bits(*operand)?;
                    length = Some(self.call_runtime_value(
                        RuntimeFunction::ArrayUnshift,
                        &[array.into(), bits.into()],
                    )?);
                }
                match length {
                    Some(length) => length,
                    None => {
                        let raw = self.array_length(array)?;
                        self.builder
                            .build_unsigned_int_to_float(raw, self.context.f64_type(), "length")?
                            .into()
                    }
                }
            }
            ArrayMethod::Splice => {
                let removed = self.call_runtime_value(
                    RuntimeFunction::ArraySplice,
                    &[
                        array.into(),
                        operands[0],
                        operands[1],
                        self.context.i32_type().const_int(1, false).into(),
                        operands[2],
                    ],
                )?;
                self.temporary_of(context, removed, result_type)
            }
            ArrayMethod::LastIndexOf => {
                let bits = self.slot_bits(operands[0])?;
                self.call_runtime_value(
                    RuntimeFunction::ArrayLastIndexOf,
                    &[
                        array.into(),
                        bits.into(),
                        operands[1],
                        self.context.i32_type().const_int(1, false).into(),
                    ],
                )?
            }
            ArrayMethod::Fill => {
                let bits = self.slot_bits(operands[0])?;
                let filled = self.call_runtime_value(
                    RuntimeFunction::ArrayFill,
                    &[array.into(), bits.into(), operands[1], operands[2]],
                )?;
                self.temporary_of(context, filled, result_type)
            }
            ArrayMethod::CopyWithin => {
                let copied = self.call_runtime_value(
                    RuntimeFunction::ArrayCopyWithin,
                    &[array.into(), operands[0], operands[1], operands[2]],
                )?;
                self.temporary_of(context, copied, result_type)
            }
            ArrayMethod::At => {
                let bits = self
                    .call_runtime_value(RuntimeFunction::ArrayAt, &[array.into(), operands[0]])?
                    .into_int_value();
                let value = self.slot_value(bits, element)?;
                if self.is_counted(element) {
                    self.emit_retain(value)?;
                    self.temporary_of(context, value, element)
                } else {
                    value
                }
            }
            ArrayMethod::Flat => {
                let inner = self
                    .program
                    .types
                    .element(result_type)
                    .unwrap_or(TypeId::NUMBER);
                let kind = self
                    .context
                    .i32_type()
                    .const_int(self.element_kind(inner), false);
                let flat = self
                    .call_runtime_value(RuntimeFunction::ArrayFlat, &[array.into(), kind.into()])?;
                self.temporary_of(context, flat, result_type)
            }
            ArrayMethod::SetLength => {
                self.call_runtime(
                    RuntimeFunction::ArraySetLength,
                    &[array.into(), operands[0]],
                )?;
                self.check_runtime_raise(context)?;
                operands[0]
            }
            ArrayMethod::Join => {
                let joined = self
                    .call_runtime_value(RuntimeFunction::ArrayJoin, &[array.into(), operands[0]])?;
                let joined = self.temporary(context, joined);
                self.check_runtime_raise(context)?;
                joined
            }
            ArrayMethod::IndexOf => {
                let bits = self.slot_bits(operands[0])?;
                self.call_runtime_value(
                    RuntimeFunction::ArrayIndexOf,
                    &[array.into(), bits.into(), operands[1]],
                )?
            }
            ArrayMethod::Includes => {
                let bits = self.slot_bits(operands[0])?;
                let flag = self
                    .call_runtime_value(
                        RuntimeFunction::ArrayIncludes,
                        &[array.into(), bits.into(), operands[1]],
                    )?
                    .into_int_value();
                self.builder
                    .build_int_compare(
                        IntPredicate::NE,
                        flag,
                        self.context.i32_type().const_zero(),
                        "includes",
                    )?
                    .into()
            }
            ArrayMethod::Slice => {
                let sliced = self.call_runtime_value(
                    RuntimeFunction::ArraySlice,
                    &[array.into(), operands[0], operands[1]],
                )?;
                self.temporary_of(context, sliced, result_type)
            }
            ArrayMethod::With => {
                let bits = self.slot_bits(operands[1])?;
                let copy = self.call_runtime_value(
                    RuntimeFunction::ArrayWith,
                    &[array.into(), operands[0], bits.into()],
                )?;
                let copy = self.temporary_of(context, copy, result_type);
                // An index outside the array: a RangeError.
                self.emit_pending_check(context)?;
                copy
            }
            ArrayMethod::Keys => {
                let keys = self.call_runtime_value(RuntimeFunction::ArrayKeys, &[array.into()])?;
                self.temporary_of(context, keys, result_type)
            }
            ArrayMethod::Entries => {
                let tuple = self.element_of(result_type)?;
                let descriptor = self.tuple_descriptor(tuple)?;
                let entries = self.call_runtime_value(
                    RuntimeFunction::ArrayEntries,
                    &[array.into(), descriptor.into()],
                )?;
                self.temporary_of(context, entries, result_type)
            }
            ArrayMethod::Reverse => {
                let reversed =
                    self.call_runtime_value(RuntimeFunction::ArrayReverse, &[array.into()])?;
                self.temporary_of(context, reversed, result_type)
            }
            ArrayMethod::Concat => {
                let joined = self.call_runtime_value(
                    RuntimeFunction::ArrayConcat,
                    &[array.into(), operands[0]],
                )?;
                self.temporary_of(context, joined, result_type)
            }
        };
        Ok(Some(result))
    }

    /// The interned `string[]` type (what `split` returns).
    pub(crate) fn string_array_type(&self) -> TypeId {
        self.program
            .types
            .lookup(&Type::Array(TypeId::STRING))
            .unwrap_or(TypeId::NEVER)
    }

    /// `String(array)`: the elements joined with commas (a Buffer's text).
    pub(crate) fn array_to_string(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let joined = self.call_runtime_value(RuntimeFunction::ArrayToString, &[array.into()])?;
        let joined = self.temporary(context, joined).into_pointer_value();
        self.check_runtime_raise(context)?;
        Ok(joined)
    }

    /// `[a, ...b, c]`: a new array; each element pushed (retained), each
    /// spread array appended.
    pub(crate) fn emit_array_spread(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        parts: &[(bool, Expression)],
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let element = self.element_of(ty)?;
        let kind = self
            .context
            .i32_type()
            .const_int(self.element_kind(element), false);
        let capacity = self.context.i64_type().const_int(parts.len() as u64, false);
        let array = self
            .call_runtime_value(RuntimeFunction::ArrayNew, &[kind.into(), capacity.into()])?
            .into_pointer_value();
        self.temporary_of(context, array.into(), ty);
        for (spread, part) in parts {
            if *spread {
                let source = self.emit_pointer(context, part)?;
                self.call_runtime(RuntimeFunction::ArrayAppend, &[array.into(), source.into()])?;
            } else if let Some(value) = self.emit_value(context, part, element)? {
                let bits = self.slot_bits(value)?;
                self.call_runtime(RuntimeFunction::ArrayPush, &[array.into(), bits.into()])?;
            }
        }
        Ok(array.into())
    }

    /// `Math.max/min/hypot` over a number array's elements.
    pub(crate) fn emit_math_over_array(
        &mut self,
        function: crate::hir::MathFunction,
        array: PointerValue<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let length = self.array_length(array)?;
        let length = self
            .builder
            .build_int_z_extend(length, self.context.i64_type(), "count")?;
        let slots_field = self.header_field(array, SLOTS_OFFSET, "slots.ptr")?;
        let slots = self
            .builder
            .build_load(self.pointer_type(), slots_field, "slots")?;
        if function == crate::hir::MathFunction::Hypot {
            return self.call_runtime_value(RuntimeFunction::MathHypot, &[slots, length.into()]);
        }
        let max = u64::from(function == crate::hir::MathFunction::Max);
        self.call_runtime_value(
            RuntimeFunction::MathExtreme,
            &[
                slots,
                length.into(),
                self.context.i32_type().const_int(max, false).into(),
            ],
        )
    }
}
