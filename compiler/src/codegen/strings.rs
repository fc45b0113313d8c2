//! Strings: literal objects and the string operations.
//!
//! A literal is a constant object with the runtime's string layout
//! (`runtime/src/string.rs`): a 64-bit reference count of `u64::MAX`
//! (immortal: never retained, released or freed), the length in UTF-16 code
//! units, the flags, then the units, one byte each when they all fit in
//! Latin-1 and two bytes otherwise.

use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

use crate::library::LibraryFunction;

use super::{Codegen, Result, RuntimeFunction};
use crate::diagnostics::InternalError;

/// Flag bits of the string header, as the runtime defines them.
pub(crate) const TWO_BYTE: u32 = 1;
pub(crate) const ASCII: u32 = 2;
/// Byte offsets in the string header: length, flags, then the units.
pub(crate) const LENGTH_OFFSET: u64 = 8;
/// The runtime's table of one-unit strings (`string::UNIT_STRINGS`) and the
/// size of an entry (a 16-byte header and one unit, padded to 8).
const UNIT_STRINGS: &str = "scr_unit_strings";
const UNIT_STRING_SIZE: u64 = 24;
pub(crate) const FLAGS_OFFSET: u64 = 12;
/// What `scr_string_compare` returns when a side is the `undefined`
/// sentinel (the runtime's `string::UNORDERED`).
pub(crate) const UNORDERED: i32 = i32::MIN;
pub(crate) const DATA_OFFSET: u64 = 16;

impl<'ctx> Codegen<'ctx, '_> {
    /// A pointer to the immortal constant string holding `units`.
    pub(crate) fn string_literal(&mut self, units: &[u16]) -> PointerValue<'ctx> {
        if let Some(global) = self.string_literals.get(units) {
            return global.as_pointer_value();
        }
        // One Latin-1 unit: the runtime's immortal string for it, the one
        // `s[i]` and `charAt` return, so comparing them is an address test.
        if let [unit] = units
            && *unit <= 0xFF
        {
            let table = match self.module.get_global(UNIT_STRINGS) {
                Some(table) => table,
                None => {
                    let table_type = self
                        .context
                        .i8_type()
                        .array_type((256 * UNIT_STRING_SIZE) as u32);
                    let table = self.module.add_global(table_type, None, UNIT_STRINGS);
                    table.set_linkage(inkwell::module::Linkage::External);
                    table
                }
            };
            let offset = self
                .context
                .i64_type()
                .const_int(u64::from(*unit) * UNIT_STRING_SIZE, false);
            // SAFETY (for LLVM): inside the 256-entry table.
            return unsafe {
                table
                    .as_pointer_value()
                    .const_in_bounds_gep(self.context.i8_type(), &[offset])
            };
        }
        let i8_type = self.context.i8_type();
        let i16_type = self.context.i16_type();
        let i32_type = self.context.i32_type();
        let i64_type = self.context.i64_type();
        let two_byte = units.iter().any(|&unit| unit > 0xFF);
        let ascii = units.iter().all(|&unit| unit < 0x80);
        let flags = if two_byte { TWO_BYTE } else { 0 } | if ascii { ASCII } else { 0 };
        let data = if two_byte {
            let values: Vec<_> = units
                .iter()
                .map(|&unit| i16_type.const_int(unit.into(), false))
                .collect();
            i16_type.const_array(&values)
        } else {
            let values: Vec<_> = units
                .iter()
                .map(|&unit| i8_type.const_int(unit.into(), false))
                .collect();
            i8_type.const_array(&values)
        };
        let header = [
            i64_type.const_all_ones().into(),
            i32_type.const_int(units.len() as u64, false).into(),
            i32_type.const_int(flags.into(), false).into(),
            data.into(),
        ];
        let value = self.context.const_struct(&header, false);
        let name = format!("str.{}", self.string_literals.len());
        let global = self.module.add_global(value.get_type(), None, &name);
        global.set_initializer(&value);
        global.set_constant(true);
        global.set_linkage(Linkage::Private);
        global.set_unnamed_addr(true);
        global.set_alignment(8);
        self.string_literals.insert(units.to_vec(), global);
        self.literal_units
            .insert(global.as_pointer_value(), units.to_vec());
        global.as_pointer_value()
    }

    /// A bigint literal: an immortal constant in the runtime's layout
    /// (`bigint.rs`), its descriptor the runtime's `scr_bigint_descriptor`.
    pub(crate) fn bigint_literal(&mut self, negative: bool, digits: &[u32]) -> PointerValue<'ctx> {
        let i32_type = self.context.i32_type();
        let i64_type = self.context.i64_type();
        let descriptor = self.external_global("scr_bigint_descriptor");
        let values: Vec<_> = digits
            .iter()
            .map(|&digit| i32_type.const_int(u64::from(digit), false))
            .collect();
        let header = [
            i64_type.const_all_ones().into(),
            descriptor.into(),
            i32_type.const_int(u64::from(negative), false).into(),
            i32_type.const_int(digits.len() as u64, false).into(),
            i32_type.const_array(&values).into(),
        ];
        let value = self.context.const_struct(&header, false);
        let global = self.module.add_global(value.get_type(), None, "bigint");
        global.set_initializer(&value);
        global.set_constant(true);
        global.set_linkage(Linkage::Private);
        global.set_unnamed_addr(true);
        global.set_alignment(8);
        global.as_pointer_value()
    }

    /// `a === b` on strings as an `i1`: the same object, or the same
    /// length and the runtime's comparison of the units (literals are one
    /// object each, so comparing with a literal is usually a pointer test).
    pub(crate) fn strings_equal(
        &mut self,
        a: PointerValue<'ctx>,
        b: PointerValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        // Against a short one-byte literal (a tag: `node.kind === "num"`):
        // the units compared inline, as a few integer loads.
        for (string, literal) in [(a, b), (b, a)] {
            if let Some(units) = self.short_literal_units(literal) {
                return self.equals_literal(string, literal, &units);
            }
        }
        let helper = self.string_equals_helper()?;
        Ok(self
            .call_value(helper, &[a.into(), b.into()])?
            .into_int_value())
    }

    /// The units of `string` when it is a literal of 2 to 16 one-byte
    /// units (one-unit literals are the runtime's shared strings, compared
    /// by address), other than `undefined`.
    fn short_literal_units(&self, string: PointerValue<'ctx>) -> Option<Vec<u8>> {
        let units = self.literal_units.get(&string)?;
        // (The text `undefined` is also the runtime's `undefined` string,
        // which no literal equals: the runtime tells them apart.)
        if !(2..=16).contains(&units.len())
            || units.iter().any(|&unit| unit > 0xFF)
            || units.iter().copied().eq("undefined".encode_utf16())
        {
            return None;
        }
        Some(units.iter().map(|&unit| unit as u8).collect())
    }

    /// `string === literal` for a literal of one-byte `units`: the same
    /// object; else the same length and, for a one-byte string, its units
    /// loaded as integers and compared with the literal's (a two-byte
    /// string goes to the runtime).
    fn equals_literal(
        &mut self,
        string: PointerValue<'ctx>,
        literal: PointerValue<'ctx>,
        units: &[u8],
    ) -> Result<IntValue<'ctx>> {
        let bool_type = self.context.bool_type();
        let i32_type = self.context.i32_type();
        let function = self.current_function()?;
        let start = self.current_block()?;
        let lengths = self.context.append_basic_block(function, "lit.lengths");
        let narrow = self.context.append_basic_block(function, "lit.narrow");
        let bytes = self.context.append_basic_block(function, "lit.bytes");
        let runtime = self.context.append_basic_block(function, "lit.runtime");
        let done = self.context.append_basic_block(function, "lit.done");
        let identical =
            self.builder
                .build_int_compare(IntPredicate::EQ, string, literal, "lit.identical")?;
        self.builder
            .build_conditional_branch(identical, done, lengths)?;
        self.builder.position_at_end(lengths);
        let length = self.string_length(string)?;
        let same_length = self.builder.build_int_compare(
            IntPredicate::EQ,
            length,
            i32_type.const_int(units.len() as u64, false),
            "lit.same.length",
        )?;
        self.builder
            .build_conditional_branch(same_length, narrow, done)?;
        self.builder.position_at_end(narrow);
        let flags = self.string_header_field(string, FLAGS_OFFSET, "lit.flags")?;
        let wide = self.builder.build_and(
            flags,
            i32_type.const_int(TWO_BYTE.into(), false),
            "lit.wide",
        )?;
        let one_byte = self.builder.build_int_compare(
            IntPredicate::EQ,
            wide,
            i32_type.const_zero(),
            "lit.one",
        )?;
        self.builder
            .build_conditional_branch(one_byte, bytes, runtime)?;
        // The units in chunks of 8, 4, 2 and 1 bytes, each xor-ed with the
        // literal's; equal when every difference is zero.
        self.builder.position_at_end(bytes);
        let i8_type = self.context.i8_type();
        let i64_type = self.context.i64_type();
        let mut difference = i64_type.const_zero();
        let mut offset = 0;
        while offset < units.len() {
            let size = [8, 4, 2, 1]
                .into_iter()
                .find(|&size| size <= units.len() - offset)
                .unwrap_or(1);
            let chunk_type = match size {
                8 => i64_type,
                4 => i32_type,
                2 => self.context.i16_type(),
                _ => i8_type,
            };
            let at = i64_type.const_int(DATA_OFFSET + offset as u64, false);
            // SAFETY (for LLVM): within the string's `units.len()` units.
            let pointer = unsafe {
                self.builder
                    .build_in_bounds_gep(i8_type, string, &[at], "lit.chunk.ptr")?
            };
            let load = self.builder.build_load(chunk_type, pointer, "lit.chunk")?;
            if let Some(instruction) = inkwell::values::BasicValue::as_instruction_value(&load) {
                instruction
                    .set_alignment(1)
                    .map_err(|error| InternalError(error.to_string()))?;
            }
            let expected = units[offset..offset + size]
                .iter()
                .rev()
                .fold(0u64, |value, &unit| (value << 8) | u64::from(unit));
            let differs = self.builder.build_xor(
                load.into_int_value(),
                chunk_type.const_int(expected, false),
                "lit.differs",
            )?;
            let differs = self
                .builder
                .build_int_z_extend(differs, i64_type, "lit.differs.wide")?;
            difference = self
                .builder
                .build_or(difference, differs, "lit.difference")?;
            offset += size;
        }
        let same_bytes = self.builder.build_int_compare(
            IntPredicate::EQ,
            difference,
            i64_type.const_zero(),
            "lit.same",
        )?;
        self.builder.build_unconditional_branch(done)?;
        let bytes_end = self.current_block()?;
        self.builder.position_at_end(runtime);
        let equal = self
            .call_runtime_value(
                RuntimeFunction::StringEquals,
                &[string.into(), literal.into()],
            )?
            .into_int_value();
        let runtime_equal = self.builder.build_int_compare(
            IntPredicate::NE,
            equal,
            i32_type.const_zero(),
            "lit.runtime.equal",
        )?;
        self.builder.build_unconditional_branch(done)?;
        let runtime_end = self.current_block()?;
        self.builder.position_at_end(done);
        let result = self.builder.build_phi(bool_type, "lit.equal")?;
        result.add_incoming(&[
            (&bool_type.const_all_ones(), start),
            (&bool_type.const_zero(), lengths),
            (&same_bytes, bytes_end),
            (&runtime_equal, runtime_end),
        ]);
        Ok(result.as_basic_value().into_int_value())
    }

    /// The order of two strings as an `i32` (negative, zero, positive):
    /// two one-byte single-unit strings compare their units inline, others
    /// through the runtime (`scriptc.string_compare`, always inlined).
    pub(crate) fn strings_compare(
        &mut self,
        a: PointerValue<'ctx>,
        b: PointerValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let i32_type = self.context.i32_type();
        let pointer = self.pointer_type();
        let function_type = i32_type.fn_type(&[pointer.into(), pointer.into()], false);
        let helper = match self.new_inline_helper("scriptc.string_compare", function_type) {
            None => self.existing_helper("scriptc.string_compare")?,
            Some(helper) => {
                let saved = self.builder.get_insert_block();
                let entry = self.context.append_basic_block(helper, "entry");
                let unit_block = self.context.append_basic_block(helper, "unit");
                let runtime_block = self.context.append_basic_block(helper, "runtime");
                self.builder.position_at_end(entry);
                let parameter = |index: u32| {
                    helper
                        .get_nth_param(index)
                        .map(|value| value.into_pointer_value())
                        .ok_or_else(|| InternalError("string_compare parameter".into()))
                };
                let (a, b) = (parameter(0)?, parameter(1)?);
                // The same string (a shared literal, a repeated field
                // value) orders equal to itself; `undefined` (the
                // sentinel) stays unordered, even with itself.
                let identical_block = self.context.append_basic_block(helper, "identical");
                let units_block = self.context.append_basic_block(helper, "units");
                let i64_type = self.context.i64_type();
                let identical = self.builder.build_int_compare(
                    IntPredicate::EQ,
                    self.builder.build_ptr_to_int(a, i64_type, "a.address")?,
                    self.builder.build_ptr_to_int(b, i64_type, "b.address")?,
                    "identical",
                )?;
                let undefined = self.external_string("scr_undefined_text");
                let not_undefined = self.builder.build_int_compare(
                    IntPredicate::NE,
                    self.builder.build_ptr_to_int(a, i64_type, "a.address")?,
                    self.builder
                        .build_ptr_to_int(undefined, i64_type, "undefined.address")?,
                    "defined",
                )?;
                let same = self.builder.build_and(identical, not_undefined, "same")?;
                self.builder
                    .build_conditional_branch(same, identical_block, units_block)?;
                self.builder.position_at_end(identical_block);
                self.builder.build_return(Some(&i32_type.const_zero()))?;
                self.builder.position_at_end(units_block);
                let quick = self.single_narrow_units(a, b)?;
                self.builder
                    .build_conditional_branch(quick, unit_block, runtime_block)?;
                self.builder.position_at_end(unit_block);
                let (a_unit, b_unit) = self.first_units(a, b)?;
                let a_unit = self
                    .builder
                    .build_int_z_extend(a_unit, i32_type, "a.code")?;
                let b_unit = self
                    .builder
                    .build_int_z_extend(b_unit, i32_type, "b.code")?;
                let order = self.builder.build_int_sub(a_unit, b_unit, "order")?;
                self.builder.build_return(Some(&order))?;
                self.builder.position_at_end(runtime_block);
                let order =
                    self.call_runtime_value(RuntimeFunction::StringCompare, &[a.into(), b.into()])?;
                self.builder.build_return(Some(&order))?;
                if let Some(block) = saved {
                    self.builder.position_at_end(block);
                }
                helper
            }
        };
        Ok(self
            .call_value(helper, &[a.into(), b.into()])?
            .into_int_value())
    }

    /// Whether `a` and `b` are both one unit long and one byte per unit.
    fn single_narrow_units(
        &mut self,
        a: PointerValue<'ctx>,
        b: PointerValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let i32_type = self.context.i32_type();
        let a_length = self.string_length(a)?;
        let b_length = self.string_length(b)?;
        let lengths = self.builder.build_or(
            self.builder
                .build_xor(a_length, i32_type.const_int(1, false), "a.not.one")?,
            self.builder
                .build_xor(b_length, i32_type.const_int(1, false), "b.not.one")?,
            "lengths",
        )?;
        let a_flags = self.string_header_field(a, FLAGS_OFFSET, "a.flags")?;
        let b_flags = self.string_header_field(b, FLAGS_OFFSET, "b.flags")?;
        let wide = self.builder.build_and(
            self.builder.build_or(a_flags, b_flags, "flags")?,
            i32_type.const_int(TWO_BYTE.into(), false),
            "wide",
        )?;
        let either = self.builder.build_or(lengths, wide, "not.quick")?;
        Ok(self.builder.build_int_compare(
            IntPredicate::EQ,
            either,
            i32_type.const_zero(),
            "quick",
        )?)
    }

    /// An `i32` field of a string's header.
    fn string_header_field(
        &mut self,
        string: PointerValue<'ctx>,
        offset: u64,
        name: &str,
    ) -> Result<IntValue<'ctx>> {
        let i8_type = self.context.i8_type();
        let offset = self.context.i64_type().const_int(offset, false);
        // SAFETY (for LLVM): inside every string's header.
        let field = unsafe {
            self.builder
                .build_in_bounds_gep(i8_type, string, &[offset], "field.ptr")?
        };
        Ok(self
            .builder
            .build_load(self.context.i32_type(), field, name)?
            .into_int_value())
    }

    /// The first units (`i8`) of two one-byte strings that have one.
    fn first_units(
        &mut self,
        a: PointerValue<'ctx>,
        b: PointerValue<'ctx>,
    ) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        let i8_type = self.context.i8_type();
        let offset = self.context.i64_type().const_int(DATA_OFFSET, false);
        let unit = |string: PointerValue<'ctx>, name: &str| -> Result<IntValue<'ctx>> {
            // SAFETY (for LLVM): the string has a unit.
            let pointer = unsafe {
                self.builder
                    .build_in_bounds_gep(i8_type, string, &[offset], "unit.ptr")?
            };
            Ok(self
                .builder
                .build_load(i8_type, pointer, name)?
                .into_int_value())
        };
        Ok((unit(a, "a.unit")?, unit(b, "b.unit")?))
    }

    /// `scriptc.string_equals`, always inlined.
    fn string_equals_helper(&mut self) -> Result<inkwell::values::FunctionValue<'ctx>> {
        let pointer = self.pointer_type();
        let bool_type = self.context.bool_type();
        let function_type = bool_type.fn_type(&[pointer.into(), pointer.into()], false);
        let Some(helper) = self.new_inline_helper("scriptc.string_equals", function_type) else {
            return self.existing_helper("scriptc.string_equals");
        };
        let saved = self.builder.get_insert_block();
        let entry = self.context.append_basic_block(helper, "entry");
        let lengths = self.context.append_basic_block(helper, "lengths");
        let units = self.context.append_basic_block(helper, "units");
        let same = self.context.append_basic_block(helper, "same");
        let different = self.context.append_basic_block(helper, "different");
        self.builder.position_at_end(entry);
        let parameter = |index: u32| {
            helper
                .get_nth_param(index)
                .map(|value| value.into_pointer_value())
                .ok_or_else(|| InternalError("string_equals parameter".into()))
        };
        let (a, b) = (parameter(0)?, parameter(1)?);
        let identical = self.builder.build_int_compare(
            inkwell::IntPredicate::EQ,
            self.builder
                .build_ptr_to_int(a, self.context.i64_type(), "a.address")?,
            self.builder
                .build_ptr_to_int(b, self.context.i64_type(), "b.address")?,
            "identical",
        )?;
        self.builder
            .build_conditional_branch(identical, same, lengths)?;
        self.builder.position_at_end(lengths);
        let a_length = self.string_length(a)?;
        let b_length = self.string_length(b)?;
        let same_length = self.builder.build_int_compare(
            inkwell::IntPredicate::EQ,
            a_length,
            b_length,
            "same.length",
        )?;
        self.builder
            .build_conditional_branch(same_length, units, different)?;
        // Two one-unit strings of one byte per unit: their units compared.
        self.builder.position_at_end(units);
        let quick = self.single_narrow_units(a, b)?;
        let unit_block = self.context.append_basic_block(helper, "unit");
        let runtime_block = self.context.append_basic_block(helper, "runtime");
        self.builder
            .build_conditional_branch(quick, unit_block, runtime_block)?;
        self.builder.position_at_end(unit_block);
        let (a_unit, b_unit) = self.first_units(a, b)?;
        let same_unit = self.builder.build_int_compare(
            inkwell::IntPredicate::EQ,
            a_unit,
            b_unit,
            "same.unit",
        )?;
        self.builder.build_return(Some(&same_unit))?;
        self.builder.position_at_end(runtime_block);
        let equal = self
            .call_runtime_value(RuntimeFunction::StringEquals, &[a.into(), b.into()])?
            .into_int_value();
        let equal = self.builder.build_int_compare(
            inkwell::IntPredicate::NE,
            equal,
            self.context.i32_type().const_zero(),
            "equal",
        )?;
        self.builder.build_return(Some(&equal))?;
        self.builder.position_at_end(same);
        self.builder
            .build_return(Some(&bool_type.const_all_ones()))?;
        self.builder.position_at_end(different);
        self.builder.build_return(Some(&bool_type.const_zero()))?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(helper)
    }

    /// The length in code units, read inline from the header.
    pub(crate) fn string_length(&mut self, string: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let i8_type = self.context.i8_type();
        let i32_type = self.context.i32_type();
        let offset = self.context.i64_type().const_int(LENGTH_OFFSET, false);
        // SAFETY (for LLVM): every string object has its length at offset 8.
        let field = unsafe {
            self.builder
                .build_in_bounds_gep(i8_type, string, &[offset], "length.ptr")?
        };
        let length = self.builder.build_load(i32_type, field, "length")?;
        Ok(length.into_int_value())
    }

    pub(crate) fn number_to_string(
        &mut self,
        number: FloatValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let value = self.call_runtime_value(RuntimeFunction::NumberToString, &[number.into()])?;
        Ok(value.into_pointer_value())
    }

    pub(crate) fn boolean_to_string(
        &mut self,
        boolean: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let yes = self.string_literal(&utf16("true"));
        let no = self.string_literal(&utf16("false"));
        let chosen = self.builder.build_select(boolean, yes, no, "bool.str")?;
        Ok(chosen.into_pointer_value())
    }

    pub(crate) fn runtime_pointer(
        &mut self,
        function: RuntimeFunction,
        arguments: &[BasicValueEnum<'ctx>],
    ) -> Result<PointerValue<'ctx>> {
        match self.call_runtime_value(function, arguments)? {
            BasicValueEnum::PointerValue(pointer) => Ok(pointer),
            _ => Err(InternalError(format!(
                "{} does not return a pointer",
                function.symbol()
            ))),
        }
    }
}

/// A position in a string: an integer the analysis proved, or a number.
#[derive(Clone, Copy)]
pub(crate) enum Position<'ctx> {
    Integer(IntValue<'ctx>),
    Number(FloatValue<'ctx>),
}

impl<'ctx> Codegen<'ctx, '_> {
    /// `s.charCodeAt(i)`: the unit read inline when the string is one
    /// byte per unit and `i` an integer inside it, else the runtime's.
    pub(crate) fn emit_char_code_at(
        &mut self,
        function: inkwell::values::FunctionValue<'ctx>,
        string: PointerValue<'ctx>,
        position: Position<'ctx>,
    ) -> Result<FloatValue<'ctx>> {
        let f64_type = self.context.f64_type();
        let code = self.with_narrow_unit(
            function,
            string,
            position,
            LibraryFunction::CharCodeAt,
            |this, unit| {
                Ok(this
                    .builder
                    .build_unsigned_int_to_float(unit, f64_type, "unit.f64")?
                    .into())
            },
        )?;
        Ok(code.into_float_value())
    }

    /// `s[i]`: the runtime's immortal one-unit string for the unit, found
    /// inline when the string is one byte per unit and `i` an integer
    /// inside it, else the runtime's (`undefined` outside the string).
    pub(crate) fn emit_string_index(
        &mut self,
        function: inkwell::values::FunctionValue<'ctx>,
        string: PointerValue<'ctx>,
        position: Position<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let i8_type = self.context.i8_type();
        let i64_type = self.context.i64_type();
        let table = self.string_literal(&[0]);
        let text = self.with_narrow_unit(
            function,
            string,
            position,
            LibraryFunction::StringIndex,
            |this, unit| {
                let unit = this
                    .builder
                    .build_int_z_extend(unit, i64_type, "unit.i64")?;
                let offset = this.builder.build_int_mul(
                    unit,
                    i64_type.const_int(UNIT_STRING_SIZE, false),
                    "unit.entry",
                )?;
                // SAFETY (for LLVM): inside the 256-entry table.
                let entry = unsafe {
                    this.builder
                        .build_in_bounds_gep(i8_type, table, &[offset], "unit.string")?
                };
                Ok(entry.into())
            },
        )?;
        Ok(text.into_pointer_value())
    }

    /// Branches on whether `string` is one byte per unit and `position` an
    /// integer index inside it: then `fast` makes the result from the unit
    /// (an `i8`), else `fallback`, the runtime's function of the string and
    /// the position, does.
    fn with_narrow_unit(
        &mut self,
        function: inkwell::values::FunctionValue<'ctx>,
        string: PointerValue<'ctx>,
        position: Position<'ctx>,
        fallback: LibraryFunction,
        fast: impl FnOnce(&mut Self, IntValue<'ctx>) -> Result<BasicValueEnum<'ctx>>,
    ) -> Result<BasicValueEnum<'ctx>> {
        self.with_narrow_unit_mapped(function, string, position, fallback, fast, |_, slow| {
            Ok(slow)
        })
    }

    /// `s.charCodeAt(i)` compared with the integer `constant` by
    /// `operator` (a number comparison): the unit is compared as an
    /// integer when it is read inline, the runtime's number (`NaN` outside
    /// the string) as a number otherwise.
    pub(crate) fn emit_char_code_compare(
        &mut self,
        function: inkwell::values::FunctionValue<'ctx>,
        string: PointerValue<'ctx>,
        position: Position<'ctx>,
        operator: crate::hir::BinaryOperator,
        constant: i32,
    ) -> Result<IntValue<'ctx>> {
        let predicate = super::integers::integer_predicate(operator)
            .ok_or_else(|| InternalError("a unit comparison".into()))?;
        let i32_type = self.context.i32_type();
        let compared = self.with_narrow_unit_mapped(
            function,
            string,
            position,
            LibraryFunction::CharCodeAt,
            |this, unit| {
                let unit = this
                    .builder
                    .build_int_z_extend(unit, i32_type, "unit.i32")?;
                let wanted = i32_type.const_int(constant as i64 as u64, true);
                Ok(this
                    .builder
                    .build_int_compare(predicate, unit, wanted, "unit.cmp")?
                    .into())
            },
            |this, slow| {
                let wanted = this.context.f64_type().const_float(f64::from(constant));
                this.numeric_binary(operator, slow.into_float_value(), wanted)
            },
        )?;
        Ok(compared.into_int_value())
    }

    /// [`Codegen::with_narrow_unit`], the runtime's result mapped by `slow`.
    fn with_narrow_unit_mapped(
        &mut self,
        function: inkwell::values::FunctionValue<'ctx>,
        string: PointerValue<'ctx>,
        position: Position<'ctx>,
        fallback: LibraryFunction,
        fast: impl FnOnce(&mut Self, IntValue<'ctx>) -> Result<BasicValueEnum<'ctx>>,
        slow_map: impl FnOnce(&mut Self, BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let i8_type = self.context.i8_type();
        let i32_type = self.context.i32_type();
        let i64_type = self.context.i64_type();
        let f64_type = self.context.f64_type();
        let flags_offset = i64_type.const_int(FLAGS_OFFSET, false);
        // SAFETY (for LLVM): every string has its flags at offset 12.
        let flags_pointer = unsafe {
            self.builder
                .build_in_bounds_gep(i8_type, string, &[flags_offset], "flags.ptr")?
        };
        let flags = self
            .builder
            .build_load(i32_type, flags_pointer, "flags")?
            .into_int_value();
        let two_byte =
            self.builder
                .build_and(flags, i32_type.const_int(TWO_BYTE.into(), false), "wide")?;
        let narrow = self.builder.build_int_compare(
            IntPredicate::EQ,
            two_byte,
            i32_type.const_zero(),
            "narrow",
        )?;
        let length = self.string_length(string)?;
        let length = self
            .builder
            .build_int_z_extend(length, i64_type, "length.i64")?;
        let (index, integral) = match position {
            Position::Integer(index) => (index, None),
            Position::Number(position) => {
                let index = self.saturating_to_i64(position)?;
                let back = self
                    .builder
                    .build_signed_int_to_float(index, f64_type, "index.back")?;
                let integral = self.builder.build_float_compare(
                    FloatPredicate::OEQ,
                    back,
                    position,
                    "integral",
                )?;
                (index, Some(integral))
            }
        };
        // Unsigned: a negative index wraps above any length.
        let inside = self
            .builder
            .build_int_compare(IntPredicate::ULT, index, length, "inside")?;
        let fast_test = match integral {
            Some(integral) => self.builder.build_and(narrow, integral, "fast")?,
            None => narrow,
        };
        let fast_test = self.builder.build_and(fast_test, inside, "fast")?;
        let fast_block = self.context.append_basic_block(function, "unit.fast");
        let slow_block = self.context.append_basic_block(function, "unit.slow");
        let done_block = self.context.append_basic_block(function, "unit.done");
        self.builder
            .build_conditional_branch(fast_test, fast_block, slow_block)?;

        self.builder.position_at_end(fast_block);
        let offset = self.builder.build_int_add(
            index,
            i64_type.const_int(DATA_OFFSET, false),
            "unit.offset",
        )?;
        // SAFETY (for LLVM): the index is inside the one-byte units.
        let unit_pointer = unsafe {
            self.builder
                .build_in_bounds_gep(i8_type, string, &[offset], "unit.ptr")?
        };
        let unit = self
            .builder
            .build_load(i8_type, unit_pointer, "unit")?
            .into_int_value();
        let fast_value = fast(self, unit)?;
        let fast_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        self.builder.build_unconditional_branch(done_block)?;

        self.builder.position_at_end(slow_block);
        let position = match position {
            Position::Integer(index) => {
                self.builder
                    .build_signed_int_to_float(index, f64_type, "index.f64")?
            }
            Position::Number(position) => position,
        };
        let slow = self.call_runtime_value(
            RuntimeFunction::Library(fallback),
            &[string.into(), position.into()],
        )?;
        let slow = slow_map(self, slow)?;
        let slow_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        self.builder.build_unconditional_branch(done_block)?;

        self.builder.position_at_end(done_block);
        let phi = self
            .builder
            .build_phi(fast_value.get_type(), "unit.result")?;
        phi.add_incoming(&[(&fast_value, fast_end), (&slow, slow_end)]);
        Ok(phi.as_basic_value())
    }
}

pub(crate) fn utf16(text: &str) -> Vec<u16> {
    text.encode_utf16().collect()
}
