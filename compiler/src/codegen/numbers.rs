//! Numbers with JavaScript semantics: ToInt32 for the bitwise operators,
//! and the `Math` functions. Functions with exact IEEE semantics become LLVM
//! intrinsics; the transcendental ones call the runtime, whose results
//! match V8's.

use inkwell::FloatPredicate;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, IntValue};

use super::{Codegen, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::MathFunction;

/// 2^63: below this magnitude `fptosi` to i64 is exact, and truncating the
/// i64 to i32 is ToInt32's modulo 2^32.
const TWO_TO_THE_63: f64 = 9_223_372_036_854_775_808.0;

impl<'ctx> Codegen<'ctx, '_> {
    /// ECMAScript ToInt32 as an i32.
    pub(crate) fn emit_to_int32(&mut self, value: FloatValue<'ctx>) -> Result<IntValue<'ctx>> {
        let helper = self.int32_helper()?;
        Ok(self.call_value(helper, &[value.into()])?.into_int_value())
    }

    /// `scriptc.to_int32`: an always-inlined helper with a fast path for
    /// magnitudes below 2^63 and a runtime call for the rest (huge values,
    /// infinities and NaN).
    fn int32_helper(&mut self) -> Result<FunctionValue<'ctx>> {
        let f64_type = self.context.f64_type();
        let i32_type = self.context.i32_type();
        let Some(helper) = self.new_inline_helper(
            "scriptc.to_int32",
            i32_type.fn_type(&[f64_type.into()], false),
        ) else {
            return self.existing_helper("scriptc.to_int32");
        };
        let saved = self.builder.get_insert_block();

        let entry = self.context.append_basic_block(helper, "entry");
        let fast = self.context.append_basic_block(helper, "fast");
        let slow = self.context.append_basic_block(helper, "slow");
        self.builder.position_at_end(entry);
        let value = helper
            .get_nth_param(0)
            .ok_or_else(|| InternalError("to_int32 param".into()))?
            .into_float_value();
        let magnitude = self
            .call_intrinsic("llvm.fabs", &[value.into()])?
            .into_float_value();
        let limit = f64_type.const_float(TWO_TO_THE_63);
        let fits =
            self.builder
                .build_float_compare(FloatPredicate::OLT, magnitude, limit, "fits")?;
        self.builder.build_conditional_branch(fits, fast, slow)?;

        self.builder.position_at_end(fast);
        let wide =
            self.builder
                .build_float_to_signed_int(value, self.context.i64_type(), "wide")?;
        let narrow = self.builder.build_int_truncate(wide, i32_type, "narrow")?;
        self.builder.build_return(Some(&narrow))?;

        self.builder.position_at_end(slow);
        let slow_result = self.call_runtime_value(RuntimeFunction::ToInt32Slow, &[value.into()])?;
        self.builder.build_return(Some(&slow_result))?;

        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(helper)
    }

    /// JavaScript's `%`: an integer fast path when both operands are exact
    /// 64-bit integers (the common case, and `fmod` is slow), else LLVM's
    /// `frem`, which is C's `fmod` and has JavaScript's semantics.
    pub(crate) fn remainder(
        &mut self,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> Result<FloatValue<'ctx>> {
        Ok(self.remainder_parts(a, b)?.0)
    }

    /// `a % b` as its double, the same value as an `i64` and whether that
    /// `i64` holds it: true when the integer path ran and the result is
    /// not `-0` (see `shadows`). The `i64` is 0 when it does not.
    pub(crate) fn remainder_parts(
        &mut self,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> Result<(FloatValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>)> {
        let helper = self.remainder_helper()?;
        let parts = self
            .call_value(helper, &[a.into(), b.into()])?
            .into_struct_value();
        let number = self.builder.build_extract_value(parts, 0, "rem")?;
        let integer = self.builder.build_extract_value(parts, 1, "rem.i64")?;
        let known = self.builder.build_extract_value(parts, 2, "rem.known")?;
        Ok((
            number.into_float_value(),
            integer.into_int_value(),
            known.into_int_value(),
        ))
    }

    /// `scriptc.rem`, always inlined, returning the parts
    /// `remainder_parts` describes. The integer path takes the sign of the
    /// dividend with copysign, which also gives `-4 % 2` its `-0`. A
    /// divisor of 0 or -1 (where `srem` would trap on the minimum) takes
    /// the `frem` path.
    fn remainder_helper(&mut self) -> Result<FunctionValue<'ctx>> {
        let f64_type = self.context.f64_type();
        let i64_type = self.context.i64_type();
        let bool_type = self.context.bool_type();
        let parts_type = self
            .context
            .struct_type(&[f64_type.into(), i64_type.into(), bool_type.into()], false);
        let rem_type = parts_type.fn_type(&[f64_type.into(), f64_type.into()], false);
        let Some(helper) = self.new_inline_helper("scriptc.rem", rem_type) else {
            return self.existing_helper("scriptc.rem");
        };
        let saved = self.builder.get_insert_block();
        let entry = self.context.append_basic_block(helper, "entry");
        let integer = self.context.append_basic_block(helper, "integer");
        let float = self.context.append_basic_block(helper, "float");
        self.builder.position_at_end(entry);
        let a = helper
            .get_nth_param(0)
            .ok_or_else(|| InternalError("rem param".into()))?
            .into_float_value();
        let b = helper
            .get_nth_param(1)
            .ok_or_else(|| InternalError("rem param".into()))?
            .into_float_value();
        let saturate = |this: &mut Self, value: FloatValue<'ctx>| this.saturating_to_i64(value);
        let ai = saturate(self, a)?;
        let bi = saturate(self, b)?;
        let a_back = self
            .builder
            .build_signed_int_to_float(ai, f64_type, "a.back")?;
        let b_back = self
            .builder
            .build_signed_int_to_float(bi, f64_type, "b.back")?;
        let a_exact =
            self.builder
                .build_float_compare(FloatPredicate::OEQ, a_back, a, "a.exact")?;
        let b_exact =
            self.builder
                .build_float_compare(FloatPredicate::OEQ, b_back, b, "b.exact")?;
        let b_not_zero = self.builder.build_int_compare(
            inkwell::IntPredicate::NE,
            bi,
            i64_type.const_zero(),
            "b.nonzero",
        )?;
        let b_not_minus_one = self.builder.build_int_compare(
            inkwell::IntPredicate::NE,
            bi,
            i64_type.const_all_ones(),
            "b.not.minus.one",
        )?;
        // 2^63 saturates to 2^63 - 1, which converts back to 2^63: only
        // values below the saturation point are exact.
        let max = i64_type.const_int(i64::MAX as u64, false);
        let a_below =
            self.builder
                .build_int_compare(inkwell::IntPredicate::NE, ai, max, "a.below")?;
        let b_below =
            self.builder
                .build_int_compare(inkwell::IntPredicate::NE, bi, max, "b.below")?;
        let a_exact = self.builder.build_and(a_exact, a_below, "a.exact")?;
        let b_exact = self.builder.build_and(b_exact, b_below, "b.exact")?;
        let exact = self.builder.build_and(a_exact, b_exact, "exact")?;
        let safe = self
            .builder
            .build_and(b_not_zero, b_not_minus_one, "safe")?;
        let fast = self.builder.build_and(exact, safe, "fast")?;
        let branch = self
            .builder
            .build_conditional_branch(fast, integer, float)?;
        self.mark_likely(branch)?;

        let return_parts = |this: &mut Self,
                            number: BasicValueEnum<'ctx>,
                            integer: IntValue<'ctx>,
                            known: IntValue<'ctx>|
         -> Result<()> {
            let parts = parts_type.get_undef();
            let parts = this.builder.build_insert_value(parts, number, 0, "parts")?;
            let parts = this
                .builder
                .build_insert_value(parts, integer, 1, "parts")?;
            let parts = this.builder.build_insert_value(parts, known, 2, "parts")?;
            this.builder.build_return(Some(&parts))?;
            Ok(())
        };
        self.builder.position_at_end(integer);
        let remainder = self.builder.build_int_signed_rem(ai, bi, "srem")?;
        let magnitude = self
            .builder
            .build_signed_int_to_float(remainder, f64_type, "srem.f64")?;
        let signed = self.call_intrinsic("llvm.copysign", &[magnitude.into(), a.into()])?;
        // The result is `-0` exactly when it is 0 and the dividend's sign
        // bit is set.
        let a_bits = self.builder.build_bit_cast(a, i64_type, "a.bits")?;
        let a_positive = self.builder.build_int_compare(
            inkwell::IntPredicate::SGE,
            a_bits.into_int_value(),
            i64_type.const_zero(),
            "a.positive",
        )?;
        let nonzero = self.builder.build_int_compare(
            inkwell::IntPredicate::NE,
            remainder,
            i64_type.const_zero(),
            "nonzero",
        )?;
        let known = self.builder.build_or(nonzero, a_positive, "known")?;
        return_parts(self, signed, remainder, known)?;

        self.builder.position_at_end(float);
        let general = self.builder.build_float_rem(a, b, "frem")?;
        return_parts(
            self,
            general.into(),
            i64_type.const_zero(),
            bool_type.const_zero(),
        )?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(helper)
    }

    /// Declares a new always-inlined helper function of the module, or
    /// returns `None` when it already exists. The caller builds its body and
    /// restores the builder's position.
    pub(crate) fn new_inline_helper(
        &mut self,
        name: &str,
        function_type: inkwell::types::FunctionType<'ctx>,
    ) -> Option<FunctionValue<'ctx>> {
        if self.module.get_function(name).is_some() {
            return None;
        }
        let helper = self
            .module
            .add_function(name, function_type, Some(Linkage::Internal));
        let always_inline = Attribute::get_named_enum_kind_id("alwaysinline");
        helper.add_attribute(
            AttributeLoc::Function,
            self.context.create_enum_attribute(always_inline, 0),
        );
        Some(helper)
    }

    pub(crate) fn existing_helper(&self, name: &str) -> Result<FunctionValue<'ctx>> {
        self.module
            .get_function(name)
            .ok_or_else(|| InternalError(format!("helper {name} vanished")))
    }

    /// `fptosi` that saturates instead of producing poison: NaN is 0, out of
    /// range values clamp to the i64 range.
    pub(crate) fn saturating_to_i64(&mut self, value: FloatValue<'ctx>) -> Result<IntValue<'ctx>> {
        let overload = [
            self.context.i64_type().into(),
            self.context.f64_type().into(),
        ];
        let result =
            self.call_overloaded_intrinsic("llvm.fptosi.sat", &overload, &[value.into()])?;
        Ok(result.into_int_value())
    }

    /// Calls an overloaded LLVM intrinsic on doubles (or the types of the
    /// arguments given).
    pub(crate) fn call_intrinsic(
        &mut self,
        name: &str,
        arguments: &[BasicValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>> {
        let overload: Vec<_> = arguments
            .iter()
            .take(1)
            .map(|argument| argument.get_type())
            .collect();
        self.call_overloaded_intrinsic(name, &overload, arguments)
    }

    /// Calls an LLVM intrinsic overloaded on the given types.
    pub(crate) fn call_overloaded_intrinsic(
        &mut self,
        name: &str,
        overload: &[inkwell::types::BasicTypeEnum<'ctx>],
        arguments: &[BasicValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>> {
        let intrinsic =
            Intrinsic::find(name).ok_or_else(|| InternalError(format!("no intrinsic {name}")))?;
        let declaration = intrinsic
            .get_declaration(&self.module, overload)
            .ok_or_else(|| InternalError(format!("cannot declare {name}")))?;
        let arguments: Vec<_> = arguments.iter().map(|&argument| argument.into()).collect();
        self.call_value(declaration, &arguments)
    }

    pub(crate) fn int32_to_number(&mut self, value: IntValue<'ctx>) -> Result<FloatValue<'ctx>> {
        Ok(self
            .builder
            .build_signed_int_to_float(value, self.context.f64_type(), "f64")?)
    }

    pub(crate) fn uint32_to_number(&mut self, value: IntValue<'ctx>) -> Result<FloatValue<'ctx>> {
        Ok(self
            .builder
            .build_unsigned_int_to_float(value, self.context.f64_type(), "f64")?)
    }

    /// A `Math` function applied to already evaluated number arguments.
    /// Functions that may hand back an argument unchanged (`abs`, `max`,
    /// `min`, and the runtime's) have a NaN result made canonical, so the
    /// `undefined` sentinel of number arrays (a signaling NaN, see
    /// `arrays.rs`) comes out as `NaN`, as `Math.max(undefined, 1)` does.
    pub(crate) fn emit_math(
        &mut self,
        function: MathFunction,
        arguments: &[FloatValue<'ctx>],
    ) -> Result<FloatValue<'ctx>> {
        let result = self.emit_math_raw(function, arguments)?;
        let quiets = matches!(
            function,
            MathFunction::Ceil
                | MathFunction::Floor
                | MathFunction::Trunc
                | MathFunction::Sqrt
                | MathFunction::Fround
                | MathFunction::Clz32
                | MathFunction::Imul
        );
        if quiets {
            return Ok(result);
        }
        let is_nan = self.builder.build_float_compare(
            inkwell::FloatPredicate::UNO,
            result,
            result,
            "isnan",
        )?;
        let nan = self.context.f64_type().const_float(f64::NAN);
        Ok(self
            .builder
            .build_select(is_nan, nan, result, "canonical")?
            .into_float_value())
    }

    fn emit_math_raw(
        &mut self,
        function: MathFunction,
        arguments: &[FloatValue<'ctx>],
    ) -> Result<FloatValue<'ctx>> {
        let f64_type = self.context.f64_type();
        let argument = |index: usize| {
            arguments
                .get(index)
                .copied()
                .unwrap_or(f64_type.const_float(f64::NAN))
        };
        let unary_intrinsic = |this: &mut Self, name: &str| -> Result<FloatValue<'ctx>> {
            Ok(this
                .call_intrinsic(name, &[argument(0).into()])?
                .into_float_value())
        };
        match function {
            MathFunction::Abs => unary_intrinsic(self, "llvm.fabs"),
            MathFunction::Ceil => unary_intrinsic(self, "llvm.ceil"),
            MathFunction::Floor => unary_intrinsic(self, "llvm.floor"),
            MathFunction::Trunc => unary_intrinsic(self, "llvm.trunc"),
            MathFunction::Sqrt => unary_intrinsic(self, "llvm.sqrt"),
            MathFunction::Fround => {
                let single =
                    self.builder
                        .build_float_trunc(argument(0), self.context.f32_type(), "f32")?;
                Ok(self.builder.build_float_ext(single, f64_type, "fround")?)
            }
            MathFunction::Max | MathFunction::Min => {
                let (name, start) = if function == MathFunction::Max {
                    ("llvm.maximum", f64::NEG_INFINITY)
                } else {
                    ("llvm.minimum", f64::INFINITY)
                };
                let mut result = match arguments.first() {
                    Some(&first) => first,
                    None => return Ok(f64_type.const_float(start)),
                };
                for &next in &arguments[1..] {
                    result = self
                        .call_intrinsic(name, &[result.into(), next.into()])?
                        .into_float_value();
                }
                // A lone argument still needs ToNumber's NaN canonicalization
                // only for signalling NaNs, which JavaScript cannot create.
                Ok(result)
            }
            MathFunction::Clz32 => {
                let bits = self.emit_to_int32(argument(0))?;
                let false_value = self.context.bool_type().const_zero();
                let count = self
                    .call_intrinsic("llvm.ctlz", &[bits.into(), false_value.into()])?
                    .into_int_value();
                self.uint32_to_number(count)
            }
            MathFunction::Imul => {
                let left = self.emit_to_int32(argument(0))?;
                let right = self.emit_to_int32(argument(1))?;
                let product = self.builder.build_int_mul(left, right, "imul")?;
                self.int32_to_number(product)
            }
            MathFunction::Pow => {
                self.runtime_number(RuntimeFunction::MathPow, &[argument(0), argument(1)])
            }
            MathFunction::Atan2 => {
                self.runtime_number(RuntimeFunction::MathAtan2, &[argument(0), argument(1)])
            }
            MathFunction::Random => self.runtime_number(RuntimeFunction::MathRandom, &[]),
            MathFunction::Hypot => self.emit_hypot(arguments),
            other => self.runtime_number(RuntimeFunction::MathUnary(other), &[argument(0)]),
        }
    }

    fn runtime_number(
        &mut self,
        function: RuntimeFunction,
        arguments: &[FloatValue<'ctx>],
    ) -> Result<FloatValue<'ctx>> {
        let arguments: Vec<BasicValueEnum> =
            arguments.iter().map(|&argument| argument.into()).collect();
        Ok(self
            .call_runtime_value(function, &arguments)?
            .into_float_value())
    }

    /// `Math.hypot(...)`: the arguments go to the runtime in a stack array.
    fn emit_hypot(&mut self, arguments: &[FloatValue<'ctx>]) -> Result<FloatValue<'ctx>> {
        let (array, count) = self.number_array(arguments)?;
        Ok(self
            .call_runtime_value(RuntimeFunction::MathHypot, &[array, count])?
            .into_float_value())
    }

    /// Numbers for a variadic runtime function: a stack array (in the entry
    /// block) and its length.
    pub(crate) fn number_array(
        &mut self,
        numbers: &[FloatValue<'ctx>],
    ) -> Result<(BasicValueEnum<'ctx>, BasicValueEnum<'ctx>)> {
        let f64_type = self.context.f64_type();
        let i64_type = self.context.i64_type();
        let array_type = f64_type.array_type(numbers.len().max(1) as u32);
        let array = self.entry_alloca(array_type.into(), "numbers")?;
        for (index, &number) in numbers.iter().enumerate() {
            let indices = [
                i64_type.const_zero(),
                i64_type.const_int(index as u64, false),
            ];
            // SAFETY (for LLVM): the index is inside the array.
            let slot = unsafe {
                self.builder
                    .build_in_bounds_gep(array_type, array, &indices, "number.slot")?
            };
            self.builder.build_store(slot, number)?;
        }
        let count = i64_type.const_int(numbers.len() as u64, false);
        Ok((array.into(), count.into()))
    }
}
