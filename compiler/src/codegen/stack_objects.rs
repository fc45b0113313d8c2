//! Object literals on the stack: `add(acc, { x: 1, y: 2 })`, where `add`
//! only reads its parameter's properties, makes no heap object. The
//! literal is built in a stack slot of the caller (allocated once in its
//! entry block) with an immortal count, so a retain or release of it does
//! nothing, and its values are the full expression's temporaries: the slot
//! borrows them, and they are released when the call's full expression
//! ends, as the object's free would have released them.
//!
//! A parameter qualifies when the callee cannot keep the object past the
//! call: every use of it in the body is the object of a property or field
//! read (`p.x`, never `p.f()`, a write, an argument, a return, a
//! comparison or a capture), it is never assigned, and the callee is a
//! plain function (not a coroutine, whose frame outlives the call, and not
//! one reading `arguments`). What such a read gives (a field's value) is
//! the field's own reference, not the object's.

use inkwell::values::BasicValueEnum;

use super::objects::SLOTS_OFFSET;
use super::{Codegen, FunctionContext, Result};
use crate::hir::{Expression, ExpressionKind, Program, Variable};

/// Per function, per parameter: whether an object literal passed there may
/// live on the caller's stack (see the module documentation).
pub(crate) fn stack_parameters(program: &Program) -> Vec<Vec<bool>> {
    program
        .functions
        .iter()
        .map(|function| {
            let plain = !function.is_async && !function.is_generator;
            let mut reads_arguments = false;
            function.body.for_each_expression(&mut |expression| {
                reads_arguments |= expression.any(&|inner| {
                    matches!(
                        inner.kind,
                        ExpressionKind::ArgumentsPassed | ExpressionKind::TakeArguments
                    )
                });
            });
            function
                .parameters
                .iter()
                .enumerate()
                .map(|(index, &parameter)| {
                    let local = &function.locals[parameter.index()];
                    let rest = function.rest && index + 1 == function.parameters.len();
                    if !plain
                        || reads_arguments
                        || rest
                        || local.assigned
                        || local.captured
                        || local.boxed
                    {
                        return false;
                    }
                    let is_parameter = |expression: &Expression| {
                        matches!(expression.kind,
                            ExpressionKind::Variable(Variable::Local(local)) if local == parameter)
                    };
                    // Every read of the parameter is the object of a read.
                    let mut uses = 0usize;
                    let mut reads = 0usize;
                    function.body.for_each_expression(&mut |expression| {
                        count_uses(expression, &is_parameter, &mut uses, &mut reads);
                    });
                    uses == reads
                })
                .collect()
        })
        .collect()
}

/// Counts the occurrences of the parameter in `expression` (`uses`) and
/// those that are the object of a property or field read (`reads`).
fn count_uses(
    expression: &Expression,
    is_parameter: &dyn Fn(&Expression) -> bool,
    uses: &mut usize,
    reads: &mut usize,
) {
    if is_parameter(expression) {
        *uses += 1;
    }
    if let ExpressionKind::PropertyGet { object, .. } | ExpressionKind::FieldGet { object, .. } =
        &expression.kind
        && is_parameter(object)
    {
        *reads += 1;
    }
    for child in expression.children() {
        count_uses(child, is_parameter, uses, reads);
    }
}

impl<'ctx> Codegen<'ctx, '_> {
    /// Whether argument `index` of a call of `function` is an object
    /// literal that may be built on the stack.
    pub(crate) fn is_stack_argument(
        &self,
        function: crate::hir::FuncId,
        index: usize,
        argument: &Expression,
        parameter_type: crate::types::TypeId,
    ) -> bool {
        let ExpressionKind::ObjectLiteral(properties) = &argument.kind else {
            return false;
        };
        self.stack_parameters[function.index()]
            .get(index)
            .copied()
            .unwrap_or(false)
            && !self.program.types.is_dynamic(parameter_type)
            && parameter_type != crate::types::TypeId::ANY
            && properties
                .iter()
                .all(|(name, _)| crate::check::accessor_property(name).is_none())
    }

    /// The object of a stack literal: a slot of `slots` 64-bit slots after
    /// the header in the function's entry block, given the immortal count
    /// and `descriptor`.
    pub(crate) fn stack_object(
        &mut self,
        descriptor: inkwell::values::PointerValue<'ctx>,
        slots: usize,
    ) -> Result<inkwell::values::PointerValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let words = (SLOTS_OFFSET / 8) as u32 + slots as u32;
        let object = self.entry_alloca(i64_type.array_type(words).into(), "stack.object")?;
        // Immortal: retains and releases of it do nothing.
        self.builder
            .build_store(object, i64_type.const_all_ones())?;
        let descriptor_field = self.header_field(object, 8, "descriptor.ptr")?;
        self.builder.build_store(descriptor_field, descriptor)?;
        for index in 0..slots {
            let slot = self.header_field(object, SLOTS_OFFSET + 8 * index as u64, "slot")?;
            self.builder.build_store(slot, i64_type.const_zero())?;
        }
        Ok(object)
    }

    /// A stack literal's value: emitted owned and kept as one of the full
    /// expression's temporaries, which the slot borrows.
    pub(crate) fn stack_literal_value(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let emitted = self.emit_owned(context, value, value.ty)?;
        if let Some(emitted) = emitted
            && self.is_counted(value.ty)
        {
            self.temporary_of(context, emitted, value.ty);
        }
        Ok(emitted)
    }
}
