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
/// in `number`), else the box `boxed`. `boxed` is null where the value
/// was computed as a number (it has no box yet).
#[derive(Clone, Copy)]
pub(crate) struct DynamicSum<'ctx> {
    is_number: IntValue<'ctx>,
    number: FloatValue<'ctx>,
    boxed: PointerValue<'ctx>,
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
            });
        }
        let boxed = self.emit_pointer(context, expression)?;
        self.dynamic_sum_of_box(boxed)
    }

    /// A box as an operand: its number when it is a number box.
    fn dynamic_sum_of_box(&mut self, boxed: PointerValue<'ctx>) -> Result<DynamicSum<'ctx>> {
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
        Ok(DynamicSum {
            is_number,
            number: number.as_basic_value().into_float_value(),
            boxed,
        })
    }

    /// `left + right`: inline when both are numbers, else through the
    /// runtime on their boxes.
    pub(crate) fn add_dynamic(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        left: DynamicSum<'ctx>,
        right: DynamicSum<'ctx>,
    ) -> Result<DynamicSum<'ctx>> {
        let bool_type = self.context.bool_type();
        let f64_type = self.context.f64_type();
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
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(slow);
        let mark = context.temporaries.len();
        let left_box = self.materialize_sum(context, left)?;
        let right_box = self.materialize_sum(context, right)?;
        let added = self
            .call_runtime_value(
                RuntimeFunction::AnyAdd,
                &[left_box.into(), right_box.into()],
            )?
            .into_pointer_value();
        self.temporary_of(context, added.into(), TypeId::ANY);
        if self.any_throw {
            self.emit_pending_check(context)?;
        }
        let result = self.dynamic_sum_of_box(added)?;
        let slow_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        self.join_temporaries(context, mark, slow_end, fast)?;
        let is_number = self.builder.build_phi(bool_type, "dsum.is.number")?;
        is_number.add_incoming(&[
            (&bool_type.const_all_ones(), fast),
            (&result.is_number, slow_end),
        ]);
        let number = self.builder.build_phi(f64_type, "dsum.value")?;
        number.add_incoming(&[(&total, fast), (&result.number, slow_end)]);
        let boxed = self.builder.build_phi(self.pointer_type(), "dsum.box")?;
        boxed.add_incoming(&[
            (&self.pointer_type().const_null(), fast),
            (&added, slow_end),
        ]);
        Ok(DynamicSum {
            is_number: is_number.as_basic_value().into_int_value(),
            number: number.as_basic_value().into_float_value(),
            boxed: boxed.as_basic_value().into_pointer_value(),
        })
    }

    /// The box of an operand or sum (a new number box, one of the full
    /// expression's temporaries, when it has none).
    pub(crate) fn materialize_sum(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        sum: DynamicSum<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let function = self.current_function()?;
        let start = self.current_insert_block()?;
        let make = self.context.append_basic_block(function, "dsum.box.make");
        let join = self.context.append_basic_block(function, "dsum.box.done");
        // (A null box that is not a number is `undefined`.)
        let null = self.builder.build_is_null(sum.boxed, "dsum.null")?;
        let missing = self
            .builder
            .build_and(null, sum.is_number, "dsum.unboxed")?;
        self.builder.build_conditional_branch(missing, make, join)?;
        self.builder.position_at_end(make);
        let mark = context.temporaries.len();
        let made = self
            .box_value(Some(sum.number.into()), TypeId::NUMBER)?
            .into_pointer_value();
        self.temporary_of(context, made.into(), TypeId::ANY);
        let make_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        self.join_temporaries(context, mark, make_end, start)?;
        let boxed = self.builder.build_phi(self.pointer_type(), "dsum.boxed")?;
        boxed.add_incoming(&[(&sum.boxed, start), (&made, make_end)]);
        Ok(boxed.as_basic_value().into_pointer_value())
    }

    /// The temporaries registered since `mark` were made on the path that
    /// ends in `taken` only: at the join (the current block, reached from
    /// `taken` and `other`), each becomes a phi that is null from `other`,
    /// so the full expression's end releases what that path made.
    fn join_temporaries(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        mark: usize,
        taken: inkwell::basic_block::BasicBlock<'ctx>,
        other: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> Result<()> {
        let made: Vec<(PointerValue<'ctx>, TypeId)> = context.temporaries.drain(mark..).collect();
        for (value, ty) in made {
            let joined = self.builder.build_phi(self.pointer_type(), "dsum.owned")?;
            joined.add_incoming(&[(&value, taken), (&self.pointer_type().const_null(), other)]);
            context
                .temporaries
                .push((joined.as_basic_value().into_pointer_value(), ty));
        }
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
        let start = self.current_insert_block()?;
        let other = self.context.append_basic_block(function, "dsum.other");
        let join = self.context.append_basic_block(function, "dsum.done");
        let branch = self
            .builder
            .build_conditional_branch(sum.is_number, join, other)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(other);
        let checked = self
            .unbox_dynamic_number(context, sum.boxed)?
            .into_float_value();
        let other_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let number = self.builder.build_phi(f64_type, "dsum.number.value")?;
        number.add_incoming(&[(&sum.number, start), (&checked, other_end)]);
        Ok(number.as_basic_value().into_float_value())
    }
}
