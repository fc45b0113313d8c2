//! Write checks against integrity levels (`Object.freeze`, `seal`,
//! `preventExtensions`; the runtime's `integrity`).
//!
//! Only a program that changes a level (`Program::integrity`) gets them.
//! Each check runs after the written value is computed and before
//! anything changes, as Node's strict-mode write fails: it tests the
//! runtime's count of objects with a level and, when some have one,
//! calls the runtime, which raises Node's TypeError for a forbidden
//! write. The written value, when the check owns one, is released on the
//! way out.

use inkwell::IntPredicate;
use inkwell::values::{BasicValueEnum, FloatValue, PointerValue};

use super::arrays::Index;
use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::hir::ArrayMethod;
use crate::types::TypeId;

/// What an array write does (the runtime's `integrity::ARRAY_*`).
#[derive(Clone, Copy)]
pub(crate) enum ArrayWrite {
    Store,
    Push,
    Pop,
    Shift,
    Unshift,
    /// `sort`, `reverse`.
    Reorder,
    Fill,
    Splice,
    SetLength,
}

impl ArrayWrite {
    fn code(self) -> u64 {
        match self {
            ArrayWrite::Store => 0,
            ArrayWrite::Push => 1,
            ArrayWrite::Pop => 2,
            ArrayWrite::Shift => 3,
            ArrayWrite::Unshift => 4,
            ArrayWrite::Reorder => 5,
            ArrayWrite::Fill => 6,
            ArrayWrite::Splice => 7,
            ArrayWrite::SetLength => 8,
        }
    }
}

impl<'ctx> Codegen<'ctx, '_> {
    /// Runs `call` (a runtime check) when some object has a level; an
    /// exception it leaves pending releases `owned` and unwinds.
    fn guard_write(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        owned: Option<(BasicValueEnum<'ctx>, TypeId)>,
        call: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<()> {
        if !self.program.integrity {
            return Ok(());
        }
        let i64_type = self.context.i64_type();
        let count = self.external_global("scr_integrity_count");
        let count = self
            .builder
            .build_load(i64_type, count, "integrity.count")?
            .into_int_value();
        let some = self.builder.build_int_compare(
            IntPredicate::NE,
            count,
            i64_type.const_zero(),
            "integrity.some",
        )?;
        let check = self
            .context
            .append_basic_block(context.function, "integrity.check");
        let join = self
            .context
            .append_basic_block(context.function, "integrity.join");
        self.builder.build_conditional_branch(some, check, join)?;
        self.builder.position_at_end(check);
        call(self)?;
        // Without a `try`, the runtime's TypeError ends the program.
        if self.program.runtime_error.is_some() {
            let thrown = self.pending_test(IntPredicate::NE)?;
            let failed = self
                .context
                .append_basic_block(context.function, "integrity.failed");
            self.builder
                .build_conditional_branch(thrown, failed, join)?;
            self.builder.position_at_end(failed);
            if let Some((value, ty)) = owned
                && self.is_counted(ty)
            {
                self.emit_release(value, ty)?;
            }
            self.emit_pending_check(context)?;
        }
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        Ok(())
    }

    /// Before `object.name = value` (a field or a property).
    pub(crate) fn check_property_write(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        name: &str,
        owned: Option<(BasicValueEnum<'ctx>, TypeId)>,
    ) -> Result<()> {
        self.guard_write(context, owned, |this| {
            let bytes = this.member_name(name);
            let length = this.context.i64_type().const_int(name.len() as u64, false);
            this.call_runtime(
                RuntimeFunction::IntegrityCheckWrite,
                &[object.into(), bytes.into(), length.into()],
            )?;
            Ok(())
        })
    }

    /// Before `record[key] = value` (`delete` false) or `delete
    /// record[key]` of a record with string keys (`key` a string's bits).
    pub(crate) fn check_record_write(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        record: PointerValue<'ctx>,
        key: BasicValueEnum<'ctx>,
        delete: bool,
    ) -> Result<()> {
        self.guard_write(context, None, |this| {
            let key = if key.is_int_value() {
                this.builder
                    .build_int_to_ptr(key.into_int_value(), this.pointer_type(), "key")?
                    .into()
            } else {
                key
            };
            let delete = this.context.i32_type().const_int(u64::from(delete), false);
            this.call_runtime(
                RuntimeFunction::IntegrityCheckRecord,
                &[record.into(), key, delete.into()],
            )?;
            Ok(())
        })
    }

    /// Before an array write: `first` and `second` are its positions (an
    /// index, `fill`'s start and end, `splice`'s start and delete count;
    /// zero when it has none), `count` the number of values it inserts.
    pub(crate) fn check_array_write(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        write: ArrayWrite,
        positions: [Option<FloatValue<'ctx>>; 2],
        count: FloatValue<'ctx>,
    ) -> Result<()> {
        self.guard_write(context, None, |this| {
            let zero = this.context.f64_type().const_zero();
            let [first, second] = positions.map(|position| position.unwrap_or(zero));
            let operation = this.context.i32_type().const_int(write.code(), false);
            this.call_runtime(
                RuntimeFunction::IntegrityCheckArray,
                &[
                    array.into(),
                    operation.into(),
                    first.into(),
                    second.into(),
                    count.into(),
                ],
            )?;
            Ok(())
        })
    }

    /// Before `array[index] = value`.
    pub(crate) fn check_element_write(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
    ) -> Result<()> {
        if !self.program.integrity {
            return Ok(());
        }
        let number = index.number(self)?;
        let one = self.context.f64_type().const_float(1.0);
        self.check_array_write(context, array, ArrayWrite::Store, [Some(number), None], one)
    }

    /// Before an array method that changes the array (`operands` are its
    /// arguments as `emit_array_method` evaluated them).
    pub(crate) fn check_array_method(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        method: ArrayMethod,
        array: PointerValue<'ctx>,
        operands: &[BasicValueEnum<'ctx>],
    ) -> Result<()> {
        if !self.program.integrity {
            return Ok(());
        }
        let f64_type = self.context.f64_type();
        let float = |index: usize| operands.get(index).map(|value| value.into_float_value());
        let counted = f64_type.const_float(operands.len() as f64);
        let none = f64_type.const_zero();
        let (write, positions, count) = match method {
            ArrayMethod::Push => (ArrayWrite::Push, [None, None], counted),
            ArrayMethod::Unshift => (ArrayWrite::Unshift, [None, None], counted),
            ArrayMethod::Pop => (ArrayWrite::Pop, [None, None], none),
            ArrayMethod::Shift => (ArrayWrite::Shift, [None, None], none),
            ArrayMethod::Reverse | ArrayMethod::CopyWithin => {
                (ArrayWrite::Reorder, [None, None], none)
            }
            ArrayMethod::Fill => (ArrayWrite::Fill, [float(1), float(2)], none),
            ArrayMethod::SetLength => (ArrayWrite::SetLength, [float(0), None], none),
            ArrayMethod::Splice => {
                let items = operands[2].into_pointer_value();
                let length = self.array_length(items)?;
                let count = self
                    .builder
                    .build_unsigned_int_to_float(length, f64_type, "inserted")?;
                (ArrayWrite::Splice, [float(0), float(1)], count)
            }
            _ => return Ok(()),
        };
        self.check_array_write(context, array, write, positions, count)
    }
}
