//! Typed arrays: the array header (`runtime/src/typed.rs`) with an element
//! pointer to fixed-size numbers. Element reads and writes are inline:
//! a bounds check, then a load widened to a double or a store converted
//! from one (ToInt32 and truncation, clamping, float32 rounding), so a
//! loop over a typed array is plain loads and stores. The other
//! operations call the runtime.

use inkwell::FloatPredicate;
use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue};

use super::arrays::{Index, UNDEFINED_NUMBER_BITS};
use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{ArrayChange, BinaryOperator, Expression, TypedMethod};
use crate::types::{TypeId, TypedKind};

impl<'ctx> Codegen<'ctx, '_> {
    /// The element kind of a typed array type.
    pub(crate) fn typed_kind_of(&self, ty: TypeId) -> Result<TypedKind> {
        self.program
            .types
            .typed_kind(ty)
            .ok_or_else(|| InternalError("not a typed array type".into()))
    }

    /// The immortal empty typed array a variable holds before it is
    /// assigned (reads see no elements, writes are ignored).
    pub(crate) fn empty_typed_array(&mut self, kind: TypedKind) -> PointerValue<'ctx> {
        self.empty_header(&format!("typed.empty.{}", kind.name()), kind.runtime_kind())
    }

    /// A load from a typed array's header, which never changes after the
    /// array is made (its length and element pointer are fixed), marked so
    /// LLVM may hoist it out of loops that store elements.
    pub(crate) fn invariant<T: inkwell::values::BasicValue<'ctx>>(&self, loaded: &T) {
        if let Some(instruction) = loaded.as_instruction_value() {
            let empty = self.context.metadata_node(&[]);
            let kind = self.context.get_kind_id("invariant.load");
            // Cannot fail: a load takes metadata.
            let _ = instruction.set_metadata(empty, kind);
        }
    }

    /// A typed array's length (an invariant load).
    pub(crate) fn typed_length(&mut self, array: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let length = self.array_length(array)?;
        self.invariant(&length);
        Ok(length)
    }

    /// The LLVM type of one element in memory.
    fn typed_element_type(&self, kind: TypedKind) -> inkwell::types::BasicTypeEnum<'ctx> {
        match kind {
            TypedKind::Int8 | TypedKind::Uint8 | TypedKind::Uint8Clamped | TypedKind::Buffer => {
                self.context.i8_type().into()
            }
            TypedKind::Int16 | TypedKind::Uint16 => self.context.i16_type().into(),
            TypedKind::Int32 | TypedKind::Uint32 => self.context.i32_type().into(),
            TypedKind::Float32 => self.context.f32_type().into(),
            TypedKind::Float64 => self.context.f64_type().into(),
        }
    }

    /// The element pointer for `index` when it is an integer inside the
    /// array: (inside?, pointer valid only when inside).
    fn typed_element_if_inside(
        &mut self,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
        kind: TypedKind,
    ) -> Result<(IntValue<'ctx>, PointerValue<'ctx>)> {
        let element_type = self.typed_element_type(kind);
        self.element_if_inside(array, index, element_type, true)
    }

    /// Loads the element at `pointer` as a number.
    fn typed_load(
        &mut self,
        pointer: PointerValue<'ctx>,
        kind: TypedKind,
    ) -> Result<FloatValue<'ctx>> {
        let f64_type = self.context.f64_type();
        let element_type = self.typed_element_type(kind);
        let loaded = self.builder.build_load(element_type, pointer, "raw")?;
        Ok(match kind {
            TypedKind::Int8 | TypedKind::Int16 | TypedKind::Int32 => self
                .builder
                .build_signed_int_to_float(loaded.into_int_value(), f64_type, "number")?,
            TypedKind::Uint8
            | TypedKind::Uint8Clamped
            | TypedKind::Uint16
            | TypedKind::Uint32
            | TypedKind::Buffer => self.builder.build_unsigned_int_to_float(
                loaded.into_int_value(),
                f64_type,
                "number",
            )?,
            TypedKind::Float32 => {
                self.builder
                    .build_float_ext(loaded.into_float_value(), f64_type, "number")?
            }
            TypedKind::Float64 => loaded.into_float_value(),
        })
    }

    /// A number converted to the element kind, as the store does.
    fn typed_convert(
        &mut self,
        value: FloatValue<'ctx>,
        kind: TypedKind,
    ) -> Result<BasicValueEnum<'ctx>> {
        let f64_type = self.context.f64_type();
        Ok(match kind {
            TypedKind::Int8 | TypedKind::Uint8 | TypedKind::Buffer => {
                let int = self.emit_to_int32(value)?;
                self.builder
                    .build_int_truncate(int, self.context.i8_type(), "byte")?
                    .into()
            }
            TypedKind::Int16 | TypedKind::Uint16 => {
                let int = self.emit_to_int32(value)?;
                self.builder
                    .build_int_truncate(int, self.context.i16_type(), "short")?
                    .into()
            }
            TypedKind::Int32 | TypedKind::Uint32 => self.emit_to_int32(value)?.into(),
            TypedKind::Uint8Clamped => {
                // NaN and negatives are 0 (`ogt` is false for NaN), then at
                // most 255, rounded half to even.
                let zero = f64_type.const_zero();
                let positive = self.builder.build_float_compare(
                    FloatPredicate::OGT,
                    value,
                    zero,
                    "positive",
                )?;
                let low = self
                    .builder
                    .build_select(positive, value, zero, "low")?
                    .into_float_value();
                let top = f64_type.const_float(255.0);
                let below =
                    self.builder
                        .build_float_compare(FloatPredicate::OLT, low, top, "below")?;
                let clamped = self.builder.build_select(below, low, top, "clamped")?;
                let rounded = self
                    .call_intrinsic("llvm.roundeven", &[clamped])?
                    .into_float_value();
                self.builder
                    .build_float_to_unsigned_int(rounded, self.context.i8_type(), "byte")?
                    .into()
            }
            TypedKind::Float32 => self
                .builder
                .build_float_trunc(value, self.context.f32_type(), "single")?
                .into(),
            TypedKind::Float64 => {
                // The `undefined` sentinel is stored as an ordinary NaN.
                let nan =
                    self.builder
                        .build_float_compare(FloatPredicate::UNO, value, value, "nan")?;
                self.builder.build_select(
                    nan,
                    f64_type.const_float(f64::NAN),
                    value,
                    "canonical",
                )?
            }
        })
    }

    /// `typed[index]`: the element, or `undefined` outside.
    pub(crate) fn emit_typed_get(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
        kind: TypedKind,
    ) -> Result<FloatValue<'ctx>> {
        let (inside, element) = self.typed_element_if_inside(array, index, kind)?;
        let inside_block = self
            .context
            .append_basic_block(context.function, "typed.inside");
        let done_block = self
            .context
            .append_basic_block(context.function, "typed.done");
        let entry_block = self.insert_block()?;
        self.builder
            .build_conditional_branch(inside, inside_block, done_block)?;
        self.builder.position_at_end(inside_block);
        let loaded = self.typed_load(element, kind)?;
        let inside_end = self.insert_block()?;
        self.builder.build_unconditional_branch(done_block)?;
        self.builder.position_at_end(done_block);
        let undefined = self
            .builder
            .build_bit_cast(
                self.context
                    .i64_type()
                    .const_int(UNDEFINED_NUMBER_BITS, false),
                self.context.f64_type(),
                "undefined",
            )?
            .into_float_value();
        let phi = self
            .builder
            .build_phi(self.context.f64_type(), "typed.element")?;
        phi.add_incoming(&[(&loaded, inside_end), (&undefined, entry_block)]);
        Ok(phi.as_basic_value().into_float_value())
    }

    /// `typed[index] = value`: converted and stored when inside, ignored
    /// otherwise.
    fn emit_typed_store(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
        value: FloatValue<'ctx>,
        kind: TypedKind,
    ) -> Result<()> {
        let (inside, element) = self.typed_element_if_inside(array, index, kind)?;
        let inside_block = self
            .context
            .append_basic_block(context.function, "typed.store");
        let done_block = self
            .context
            .append_basic_block(context.function, "typed.stored");
        self.builder
            .build_conditional_branch(inside, inside_block, done_block)?;
        self.builder.position_at_end(inside_block);
        let converted = self.typed_convert(value, kind)?;
        self.builder.build_store(element, converted)?;
        self.builder.build_unconditional_branch(done_block)?;
        self.builder.position_at_end(done_block);
        Ok(())
    }

    fn insert_block(&self) -> Result<inkwell::basic_block::BasicBlock<'ctx>> {
        self.builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no current block".into()))
    }

    pub(crate) fn emit_typed_get_expression(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: &Expression,
        index: &Expression,
    ) -> Result<BasicValueEnum<'ctx>> {
        let kind = self.typed_kind_of(array.ty)?;
        let array = self.emit_pointer(context, array)?;
        let index = self.emit_index(context, index)?;
        Ok(self.emit_typed_get(context, array, index, kind)?.into())
    }

    /// `t[i] = v`, `t[i] op= v`, `t[i]++`: the expression's value is the
    /// number computed, not the converted one stored (as in JavaScript).
    pub(crate) fn emit_typed_set(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: &Expression,
        index: &Expression,
        change: &ArrayChange,
    ) -> Result<BasicValueEnum<'ctx>> {
        let kind = self.typed_kind_of(array.ty)?;
        let array = self.emit_pointer(context, array)?;
        let index = self.emit_index(context, index)?;
        match change {
            ArrayChange::Assign(value) => {
                let value = self.emit_number(context, value)?;
                self.emit_typed_store(context, array, index, value, kind)?;
                Ok(value.into())
            }
            ArrayChange::Compound { operator, value } => {
                if *operator == BinaryOperator::Concat {
                    return Err(InternalError(
                        "string concatenation into a typed array".into(),
                    ));
                }
                let old = self.emit_typed_get(context, array, index, kind)?;
                let right = self.emit_number(context, value)?;
                let new = self.numeric_binary(*operator, old, right)?;
                self.emit_typed_store(context, array, index, new.into_float_value(), kind)?;
                Ok(new)
            }
            ArrayChange::Update { increment, prefix } => {
                let old = self.emit_typed_get(context, array, index, kind)?;
                let one = self.context.f64_type().const_float(1.0);
                let new = if *increment {
                    self.builder.build_float_add(old, one, "inc")?
                } else {
                    self.builder.build_float_sub(old, one, "dec")?
                };
                self.emit_typed_store(context, array, index, new, kind)?;
                Ok(if *prefix { new.into() } else { old.into() })
            }
        }
    }

    /// A typed array operation through the runtime.
    pub(crate) fn emit_typed_method(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        method: TypedMethod,
        arguments: &[Expression],
        result_type: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let i32_type = self.context.i32_type();
        let mut values: Vec<BasicValueEnum<'ctx>> = Vec::new();
        match method {
            TypedMethod::New(kind) | TypedMethod::From(kind) => {
                values.push(i32_type.const_int(kind.runtime_kind(), false).into());
            }
            _ => {}
        }
        for argument in arguments {
            let value = self
                .emit_value(context, argument, argument.ty)?
                .ok_or_else(|| InternalError("a typed array argument without a value".into()))?;
            values.push(value);
        }
        let function = match method {
            TypedMethod::New(_) => RuntimeFunction::TypedNew,
            TypedMethod::From(_) => RuntimeFunction::TypedFrom,
            TypedMethod::ToArray => RuntimeFunction::TypedToArray,
            TypedMethod::Set => RuntimeFunction::TypedSet,
            TypedMethod::Subarray => RuntimeFunction::TypedSubarray,
            TypedMethod::Slice => RuntimeFunction::TypedSlice,
            TypedMethod::Copy => RuntimeFunction::TypedCopy,
            TypedMethod::Fill => RuntimeFunction::TypedFill,
            TypedMethod::CopyWithin => RuntimeFunction::TypedCopyWithin,
            TypedMethod::ByteOffset => RuntimeFunction::TypedByteOffset,
            TypedMethod::Search(mode) => {
                values.push(i32_type.const_int(u64::from(mode), false).into());
                RuntimeFunction::TypedSearch
            }
            TypedMethod::Reverse => RuntimeFunction::TypedReverse,
            TypedMethod::Sort => RuntimeFunction::TypedSort,
            TypedMethod::At => RuntimeFunction::TypedAt,
            // The array join dispatches on the kind.
            TypedMethod::Join => RuntimeFunction::ArrayJoin,
        };
        if method == TypedMethod::Set {
            self.call_runtime(function, &values)?;
            self.check_runtime_raise(context)?;
            return Ok(None);
        }
        let result = self.call_runtime_value(function, &values)?;
        if method == TypedMethod::Search(2) {
            // `includes`: 0 or 1 as a boolean.
            let found = self.builder.build_float_compare(
                FloatPredicate::ONE,
                result.into_float_value(),
                self.context.f64_type().const_zero(),
                "found",
            )?;
            return Ok(Some(found.into()));
        }
        let result = if self.is_counted(result_type) {
            self.temporary_of(context, result, result_type)
        } else {
            result
        };
        if matches!(method, TypedMethod::New(_)) {
            // `new Int32Array(-1)`: a RangeError the program may catch.
            self.check_runtime_raise(context)?;
        }
        Ok(Some(result))
    }
}
