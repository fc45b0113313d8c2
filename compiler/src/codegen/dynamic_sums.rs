//! Sums through `any` in doubles: `e.count * 3 + e.first + e.label.length`
//! adds boxes, and each `+` of the runtime makes a box for its result. A
//! tree of such sums is evaluated operand by operand as JavaScript
//! evaluates it (left operand, right operand, then the addition), each
//! operand's value kept as a number when it is one (a number, or a box
//! holding a number) and the addition done inline when both are; only when
//! one is not does the runtime add the two boxes (so strings, `valueOf` and
//! everything else `+` does keep their order and effects), and its result
//! may be a number again for the next addition. A sum wanted as a number
//! (`total += ...`) then makes no box at all; one wanted as `any` makes one.

use inkwell::values::{FloatValue, IntValue, PointerValue};

use super::generator_paths::BOX_PAYLOAD;
use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::hir::{AnyOperation, Builtin, Expression, ExpressionKind};
use crate::types::{Type, TypeId};

/// An operand or partial sum: a number when `is_number` holds (its value
/// in `number`), else the box `boxed` (null: `undefined`). `boxed` is null
/// too where the value was computed as a number (it has no box). `owned`:
/// a box the sum made (a runtime addition's result, possibly null at run
/// time), released once the next addition or the end has used it.
#[derive(Clone, Copy)]
pub(crate) struct DynamicSum<'ctx> {
    is_number: IntValue<'ctx>,
    number: FloatValue<'ctx>,
    boxed: PointerValue<'ctx>,
    owned: Option<PointerValue<'ctx>>,
}

/// `expression` without the box the checker puts around each operand of
/// `+` through `any` (a dynamic value's own box).
fn unwrapped(expression: &Expression) -> &Expression {
    match &expression.kind {
        ExpressionKind::ToDynamic(inner) if matches!(inner.ty, TypeId::ANY | TypeId::UNKNOWN) => {
            unwrapped(inner)
        }
        _ => expression,
    }
}

/// `a + b` through `any`: the operands.
fn sum_operands(expression: &Expression) -> Option<(&Expression, &Expression)> {
    match &unwrapped(expression).kind {
        ExpressionKind::Builtin {
            builtin: Builtin::Any(AnyOperation::Add),
            arguments,
        } if arguments.len() == 2 => Some((&arguments[0], &arguments[1])),
        _ => None,
    }
}

/// Whether `expression` is a sum through `any` with at least `depth`
/// additions along its left or right spine (worth the inline evaluation).
pub(crate) fn is_dynamic_sum(expression: &Expression, additions: usize) -> bool {
    fn count(expression: &Expression) -> usize {
        match sum_operands(expression) {
            Some((left, right)) => 1 + count(left) + count(right),
            None => 0,
        }
    }
    count(expression) >= additions
}

/// Whether `expression` (of type `any`) is a sum through `any` or a number
/// boxed: a value [`Codegen::emit_dynamic_sum`] may give as a number.
pub(crate) fn is_number_for_any(expression: &Expression, types: &crate::types::TypeTable) -> bool {
    is_dynamic_sum(expression, 1)
        || matches!(&expression.kind, ExpressionKind::ToDynamic(inner)
            if matches!(types.get(inner.ty), Type::Number))
}

impl<'ctx> Codegen<'ctx, '_> {
    /// A sum through `any` evaluated as the module documentation says.
    pub(crate) fn emit_dynamic_sum(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<DynamicSum<'ctx>> {
        if let Some((left, right)) = sum_operands(expression) {
            let left = self.emit_dynamic_sum(context, left)?;
            let right = self.emit_dynamic_sum(context, right)?;
            return self.add_dynamic(context, left, right);
        }
        if let ExpressionKind::ToDynamic(inner) = &expression.kind
            && matches!(self.program.types.get(inner.ty), Type::Number)
        {
            let number = self.emit_number(context, inner)?;
            return Ok(DynamicSum {
                is_number: self.context.bool_type().const_all_ones(),
                number,
                boxed: self.pointer_type().const_null(),
                owned: None,
            });
        }
        let boxed = self.emit_pointer(context, expression)?;
        let (is_number, number) = self.number_in_box(boxed)?;
        Ok(DynamicSum {
            is_number,
            number,
            boxed,
            owned: None,
        })
    }

    /// Whether a box (or null) holds a number, and that number (0 when
    /// not).
    pub(crate) fn number_in_box(
        &mut self,
        boxed: PointerValue<'ctx>,
    ) -> Result<(IntValue<'ctx>, FloatValue<'ctx>)> {
        let f64_type = self.context.f64_type();
        let function = self.current_function()?;
        let is_number = self.is_number_box(boxed)?;
        let start = self.current_insert_block()?;
        let unbox = self.context.append_basic_block(function, "dsum.unbox");
        let join = self.context.append_basic_block(function, "dsum.operand");
        self.builder
            .build_conditional_branch(is_number, unbox, join)?;
        self.builder.position_at_end(unbox);
        let payload = self.object_slot(boxed, BOX_PAYLOAD)?;
        let held = self
            .builder
            .build_load(f64_type, payload, "dsum.held")?
            .into_float_value();
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let number = self.builder.build_phi(f64_type, "dsum.number")?;
        number.add_incoming(&[(&held, unbox), (&f64_type.const_zero(), start)]);
        Ok((is_number, number.as_basic_value().into_float_value()))
    }

    /// Releases a box the sum made, when there is one (out of line: it is
    /// there only after a runtime addition).
    fn release_owned(&mut self, owned: Option<PointerValue<'ctx>>) -> Result<()> {
        let Some(owned) = owned else {
            return Ok(());
        };
        let function = self.current_function()?;
        let release = self.context.append_basic_block(function, "dsum.release");
        let done = self.context.append_basic_block(function, "dsum.released");
        let null = self.builder.build_is_null(owned, "dsum.none")?;
        self.builder.build_conditional_branch(null, done, release)?;
        self.builder.position_at_end(release);
        let helper = self.release_helper(TypeId::ANY)?;
        let call = self.builder.build_call(helper, &[owned.into()], "")?;
        call.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            self.enum_attribute("noinline"),
        );
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        Ok(())
    }

    /// `left + right`: inline when both are numbers, else through the
    /// runtime on their boxes (a number operand as a number).
    pub(crate) fn add_dynamic(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        left: DynamicSum<'ctx>,
        right: DynamicSum<'ctx>,
    ) -> Result<DynamicSum<'ctx>> {
        let bool_type = self.context.bool_type();
        let f64_type = self.context.f64_type();
        let i32_type = self.context.i32_type();
        let pointer = self.pointer_type();
        let function = self.current_function()?;
        let fast = self.context.append_basic_block(function, "dsum.fast");
        let slow = self.context.append_basic_block(function, "dsum.slow");
        let join = self.context.append_basic_block(function, "dsum.join");
        let both = self
            .builder
            .build_and(left.is_number, right.is_number, "dsum.numbers")?;
        let branch = self.builder.build_conditional_branch(both, fast, slow)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(fast);
        let total = self
            .builder
            .build_float_add(left.number, right.number, "dsum.total")?;
        self.release_owned(left.owned)?;
        self.release_owned(right.owned)?;
        let fast_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        // The runtime adds: a number with a box as `scr_any_add_number`
        // does (the number's side given), else the two boxes.
        self.builder.position_at_end(slow);
        let with_number = |this: &mut Self, boxed: PointerValue<'ctx>, number, on_left: bool| {
            this.call_runtime_value(
                RuntimeFunction::AnyAddNumber,
                &[
                    boxed.into(),
                    number,
                    i32_type.const_int(u64::from(on_left), false).into(),
                ],
            )
        };
        let left_known = left.is_number.get_zero_extended_constant() == Some(1);
        let right_known = right.is_number.get_zero_extended_constant() == Some(1);
        let added = if left_known {
            with_number(self, right.boxed, left.number.into(), true)?
        } else if right_known {
            with_number(self, left.boxed, right.number.into(), false)?
        } else {
            let left_number = self
                .context
                .append_basic_block(function, "dsum.left.number");
            let left_other = self.context.append_basic_block(function, "dsum.left.other");
            let right_number = self
                .context
                .append_basic_block(function, "dsum.right.number");
            let boxes = self.context.append_basic_block(function, "dsum.boxes");
            let added = self.context.append_basic_block(function, "dsum.added");
            self.builder
                .build_conditional_branch(left.is_number, left_number, left_other)?;
            self.builder.position_at_end(left_number);
            let first = with_number(self, right.boxed, left.number.into(), true)?;
            self.builder.build_unconditional_branch(added)?;
            self.builder.position_at_end(left_other);
            self.builder
                .build_conditional_branch(right.is_number, right_number, boxes)?;
            self.builder.position_at_end(right_number);
            let second = with_number(self, left.boxed, right.number.into(), false)?;
            self.builder.build_unconditional_branch(added)?;
            self.builder.position_at_end(boxes);
            let third = self.call_runtime_value(
                RuntimeFunction::AnyAdd,
                &[left.boxed.into(), right.boxed.into()],
            )?;
            self.builder.build_unconditional_branch(added)?;
            self.builder.position_at_end(added);
            let phi = self.builder.build_phi(pointer, "dsum.added.box")?;
            phi.add_incoming(&[
                (&first, left_number),
                (&second, right_number),
                (&third, boxes),
            ]);
            phi.as_basic_value()
        }
        .into_pointer_value();
        // The operands' own boxes are used up; on a raise the result is
        // the immortal `undefined`.
        self.release_owned(left.owned)?;
        self.release_owned(right.owned)?;
        if self.any_throw {
            self.emit_pending_check(context)?;
        }
        let (is_number, number) = self.number_in_box(added)?;
        let slow_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let joined_is_number = self.builder.build_phi(bool_type, "dsum.is.number")?;
        joined_is_number.add_incoming(&[
            (&bool_type.const_all_ones(), fast_end),
            (&is_number, slow_end),
        ]);
        let joined_number = self.builder.build_phi(f64_type, "dsum.value")?;
        joined_number.add_incoming(&[(&total, fast_end), (&number, slow_end)]);
        let joined_box = self.builder.build_phi(pointer, "dsum.box")?;
        joined_box.add_incoming(&[(&pointer.const_null(), fast_end), (&added, slow_end)]);
        let joined_box = joined_box.as_basic_value().into_pointer_value();
        Ok(DynamicSum {
            is_number: joined_is_number.as_basic_value().into_int_value(),
            number: joined_number.as_basic_value().into_float_value(),
            boxed: joined_box,
            owned: Some(joined_box),
        })
    }

    /// The box of a sum, one of the full expression's temporaries: the one
    /// the last addition made, else a new number box.
    pub(crate) fn materialize_sum(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        sum: DynamicSum<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let boxed = self.owned_sum_box(sum)?;
        self.temporary_of(context, boxed.into(), TypeId::ANY);
        Ok(boxed)
    }

    /// The box of a sum, owned by the caller: the one the last addition
    /// made, else a new number box.
    fn owned_sum_box(&mut self, sum: DynamicSum<'ctx>) -> Result<PointerValue<'ctx>> {
        let pointer = self.pointer_type();
        let function = self.current_function()?;
        let owned = sum.owned.unwrap_or(pointer.const_null());
        let start = self.current_insert_block()?;
        let make = self.context.append_basic_block(function, "dsum.box.make");
        let join = self.context.append_basic_block(function, "dsum.box.done");
        let missing = self.builder.build_is_null(owned, "dsum.unboxed")?;
        self.builder.build_conditional_branch(missing, make, join)?;
        self.builder.position_at_end(make);
        let made = self
            .box_value(Some(sum.number.into()), TypeId::NUMBER)?
            .into_pointer_value();
        let make_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let boxed = self.builder.build_phi(pointer, "dsum.boxed")?;
        boxed.add_incoming(&[(&owned, start), (&made, make_end)]);
        Ok(boxed.as_basic_value().into_pointer_value())
    }

    /// A discarded `a[i] = sum` on an array of `any` (`a[i] = a[i] + 1`,
    /// `a[i] = n`):
    /// when the sum is a number and the element a number box that only the
    /// array holds, the number goes into that box, so no box is made and
    /// freed per store; otherwise the sum's box is stored as usual.
    pub(crate) fn emit_array_sum_store(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        array: &Expression,
        index: &Expression,
        value: &Expression,
    ) -> Result<()> {
        let array = self.emit_pointer(context, array)?;
        let index = self.emit_index(context, index)?;
        self.null_element_check(context, array, index, true)?;
        let mark = context.temporaries.len();
        let sum = self.emit_dynamic_sum(context, value)?;
        // Neither path reads the operands again (the box stored is the
        // sum's own or a new one): their references, such as the one a
        // read of the element itself took, go now, so that a sole holder
        // is seen as one.
        self.release_temporaries(context, mark)?;
        self.check_element_write(context, array, index)?;
        let i64_type = self.context.i64_type();
        let (inside, slot) = self.element_if_inside(array, index, i64_type.into(), false)?;
        let function = self.current_function()?;
        let probe = self.context.append_basic_block(function, "asum.probe");
        let counted = self.context.append_basic_block(function, "asum.counted");
        let in_place = self.context.append_basic_block(function, "asum.in_place");
        let boxed_store = self.context.append_basic_block(function, "asum.boxed");
        let done = self.context.append_basic_block(function, "asum.done");
        let candidate = self
            .builder
            .build_and(sum.is_number, inside, "asum.candidate")?;
        self.builder
            .build_conditional_branch(candidate, probe, boxed_store)?;
        self.builder.position_at_end(probe);
        let old = self
            .builder
            .build_load(self.pointer_type(), slot, "asum.old")?
            .into_pointer_value();
        self.tag_load(&old, super::aliasing::Memory::Element);
        let number_box = self.is_number_box(old)?;
        self.builder
            .build_conditional_branch(number_box, counted, boxed_store)?;
        self.builder.position_at_end(counted);
        let count = self
            .builder
            .build_load(i64_type, old, "asum.count")?
            .into_int_value();
        self.tag_load(&count, super::aliasing::Memory::Count);
        let sole = self.builder.build_int_compare(
            inkwell::IntPredicate::EQ,
            count,
            i64_type.const_int(1, false),
            "asum.sole",
        )?;
        let branch = self
            .builder
            .build_conditional_branch(sole, in_place, boxed_store)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(in_place);
        let payload = self.object_slot(old, BOX_PAYLOAD)?;
        self.builder.build_store(payload, sum.number)?;
        self.release_owned(sum.owned)?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(boxed_store);
        let boxed = self.owned_sum_box(sum)?;
        self.emit_array_store(context, array, index, boxed.into(), TypeId::ANY)?;
        self.emit_release(boxed.into(), TypeId::ANY)?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        Ok(())
    }

    /// A sum through `any` where a number is wanted (checked as
    /// `FromDynamic` checks: a sum that is not a number raises).
    pub(crate) fn emit_dynamic_sum_number(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<FloatValue<'ctx>> {
        let f64_type = self.context.f64_type();
        let sum = self.emit_dynamic_sum(context, expression)?;
        let function = self.current_function()?;
        let numeric = self.context.append_basic_block(function, "dsum.numeric");
        let other = self.context.append_basic_block(function, "dsum.other");
        let join = self.context.append_basic_block(function, "dsum.done");
        let branch = self
            .builder
            .build_conditional_branch(sum.is_number, numeric, other)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(numeric);
        self.release_owned(sum.owned)?;
        let numeric_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(other);
        let checked =
            self.unbox_dynamic_number(context, sum.boxed, |this| this.release_owned(sum.owned))?;
        let other_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let number = self.builder.build_phi(f64_type, "dsum.number.value")?;
        number.add_incoming(&[(&sum.number, numeric_end), (&checked, other_end)]);
        Ok(number.as_basic_value().into_float_value())
    }
}
