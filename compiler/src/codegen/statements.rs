//! Statements: variables, branches, loops, switches and jumps, each with
//! the releases its scopes and full expressions need (see `ownership`).

use inkwell::basic_block::BasicBlock;

use super::{Codegen, FunctionContext, Result};
use crate::diagnostics::InternalError;
use crate::hir::{self, Expression, ExpressionKind, Statement, Variable};
use crate::types::TypeId;

impl<'ctx, 'p> Codegen<'ctx, 'p> {
    /// A block opens a scope: its counted locals are released (and their
    /// slots reset) when control falls off its end.
    pub(crate) fn emit_block(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        block: &'p hir::Block,
    ) -> Result<()> {
        let counted: Vec<_> = block
            .declared
            .iter()
            .copied()
            .filter(|local| {
                context.boxed[local.index()] || self.is_counted(context.local_types[local.index()])
            })
            .collect();
        self.open_boxes(context, &block.declared)?;
        context.scopes.push(counted);
        for statement in &block.statements {
            self.emit_statement(context, statement)?;
        }
        if !self.current_block_terminated() {
            let depth = context.scopes.len() - 1;
            self.release_scopes_from(context, depth)?;
        }
        context.scopes.pop();
        Ok(())
    }

    pub(crate) fn emit_statement(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        statement: &'p Statement,
    ) -> Result<()> {
        // The statement's own full expression may borrow its reads when
        // it is quiet (`borrowing`); nested statements decide for theirs.
        let full_expression = match statement {
            Statement::Expression(expression)
            | Statement::InitGlobal {
                value: expression, ..
            }
            | Statement::Let {
                value: Some(expression),
                ..
            }
            | Statement::Return(Some(expression))
            | Statement::If {
                condition: expression,
                ..
            }
            | Statement::While {
                condition: expression,
                ..
            } => Some(expression),
            _ => None,
        };
        context.borrowing = full_expression.is_some_and(|e| self.is_quiet_expression(e));
        self.cold_code = context.run_once && context.loops == 0;
        let result = self.emit_statement_parts(context, statement);
        context.borrowing = false;
        result
    }

    fn emit_statement_parts(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        statement: &'p Statement,
    ) -> Result<()> {
        let mark = context.temporaries.len();
        match statement {
            Statement::Let { local, value } => {
                let ty = context.local_types[local.index()];
                let variable = Variable::Local(*local);
                if let Some(value) = value
                    && let Some(shadow) = self.shadow_of(context, variable)
                {
                    self.emit_shadowed_store(context, variable, shadow, value)?;
                    self.release_temporaries(context, mark)?;
                    return Ok(());
                }
                if let Some(value) = value
                    && let Some(integer) =
                        self.emit_integer_store(context, Variable::Local(*local), value)?
                {
                    self.release_temporaries(context, mark)?;
                    let slot = self.local_pointer(context, *local);
                    self.builder.build_store(slot, integer)?;
                    return Ok(());
                }
                let value = match value {
                    Some(value) => self.emit_owned(context, value, ty)?,
                    None => self.default_value(ty),
                };
                self.release_temporaries(context, mark)?;
                // The slot holds the immortal empty string here: every way
                // out of the block reset it.
                if let Some(value) = value
                    && let Some((slot, _)) =
                        self.variable_slot(context, Variable::Local(*local), ty)?
                {
                    let value = self.counter_bits(context, Variable::Local(*local), value)?;
                    self.builder.build_store(slot, value)?;
                }
            }
            Statement::InitGlobal { global, value } => {
                let variable = Variable::Global(*global);
                if let Some(shadow) = self.shadow_of(context, variable) {
                    self.emit_shadowed_store(context, variable, shadow, value)?;
                    self.release_temporaries(context, mark)?;
                    return Ok(());
                }
                if let Some(integer) =
                    self.emit_integer_store(context, Variable::Global(*global), value)?
                {
                    self.release_temporaries(context, mark)?;
                    let slot = self.integer_slot(context, Variable::Global(*global));
                    self.builder.build_store(slot, integer)?;
                    return Ok(());
                }
                let ty = self.program.globals[global.index()].ty;
                let value = self.emit_owned(context, value, ty)?;
                self.release_temporaries(context, mark)?;
                if let Some(value) = value {
                    self.store_variable(context, Variable::Global(*global), ty, value)?;
                    // `class Sub extends make(...)`: the class object made
                    // is Sub's class object's parent (the global keeps it).
                    if let Some(class) = self
                        .program
                        .classes
                        .iter()
                        .position(|class| class.heritage == Some(*global))
                    {
                        let object = self.class_object(crate::types::ClassId(class as u32));
                        self.store_slot_value(object, 24, value)?;
                    }
                }
            }
            Statement::Expression(expression) => {
                self.emit_discarded(context, expression)?;
                self.release_temporaries(context, mark)?;
            }
            Statement::If {
                condition,
                then,
                otherwise,
            } => {
                let condition = self.emit_condition(context, condition)?;
                self.release_temporaries(context, mark)?;
                let then_block = self.context.append_basic_block(context.function, "if.then");
                let else_block = self.context.append_basic_block(context.function, "if.else");
                let end_block = self.context.append_basic_block(context.function, "if.end");
                self.builder
                    .build_conditional_branch(condition, then_block, else_block)?;
                self.builder.position_at_end(then_block);
                self.emit_block(context, then)?;
                self.branch_if_open(end_block)?;
                self.builder.position_at_end(else_block);
                if let Some(otherwise) = otherwise {
                    self.emit_block(context, otherwise)?;
                }
                self.branch_if_open(end_block)?;
                self.builder.position_at_end(end_block);
            }
            Statement::While {
                target,
                condition,
                body,
                update,
                fresh,
            } => {
                let candidates = if self.double_copies.contains(&std::ptr::from_ref(statement)) {
                    Vec::new()
                } else {
                    self.integral_candidates(context, condition, body, update.as_ref(), fresh)
                };
                if !candidates.is_empty() {
                    return self.emit_versioned_loop(context, statement, &candidates);
                }
                let test_block = self
                    .context
                    .append_basic_block(context.function, "loop.test");
                let body_block = self
                    .context
                    .append_basic_block(context.function, "loop.body");
                let update_block = self
                    .context
                    .append_basic_block(context.function, "loop.update");
                let end_block = self
                    .context
                    .append_basic_block(context.function, "loop.end");
                self.builder.build_unconditional_branch(test_block)?;
                self.builder.position_at_end(test_block);
                context.loops += 1;
                self.cold_code = false;
                let test = self.emit_condition(context, condition)?;
                self.release_temporaries(context, mark)?;
                self.builder
                    .build_conditional_branch(test, body_block, end_block)?;
                self.builder.position_at_end(body_block);
                self.enter_target(context, *target, end_block, Some(update_block));
                self.emit_block(context, body)?;
                self.branch_if_open(update_block)?;
                self.builder.position_at_end(update_block);
                self.refresh_boxes(context, fresh)?;
                if let Some(update) = update {
                    self.emit_expression(context, update)?;
                    self.release_temporaries(context, mark)?;
                }
                self.builder.build_unconditional_branch(test_block)?;
                self.builder.position_at_end(end_block);
                context.loops -= 1;
                self.cold_code = context.run_once && context.loops == 0;
            }
            Statement::DoWhile {
                target,
                body,
                condition,
            } => {
                let body_block = self.context.append_basic_block(context.function, "do.body");
                let test_block = self.context.append_basic_block(context.function, "do.test");
                let end_block = self.context.append_basic_block(context.function, "do.end");
                self.builder.build_unconditional_branch(body_block)?;
                self.builder.position_at_end(body_block);
                context.loops += 1;
                self.cold_code = false;
                self.enter_target(context, *target, end_block, Some(test_block));
                self.emit_block(context, body)?;
                self.branch_if_open(test_block)?;
                self.builder.position_at_end(test_block);
                let test = self.emit_condition(context, condition)?;
                self.release_temporaries(context, mark)?;
                self.builder
                    .build_conditional_branch(test, body_block, end_block)?;
                self.builder.position_at_end(end_block);
                context.loops -= 1;
                self.cold_code = context.run_once && context.loops == 0;
            }
            Statement::Switch {
                target,
                discriminant,
                cases,
            } => {
                self.emit_switch(context, *target, discriminant, cases)?;
            }
            Statement::Labeled { target, body } => {
                let end_block = self
                    .context
                    .append_basic_block(context.function, "label.end");
                self.enter_target(context, *target, end_block, None);
                self.emit_block(context, body)?;
                self.branch_if_open(end_block)?;
                self.builder.position_at_end(end_block);
            }
            Statement::Break(target) | Statement::Continue(target) => {
                let (break_block, continue_block) = context.targets[target];
                let destination = match statement {
                    Statement::Continue(_) => continue_block.unwrap_or(break_block),
                    _ => break_block,
                };
                let keep = context.target_finalizers.get(target).copied().unwrap_or(0);
                self.emit_finalizers_down_to(context, keep)?;
                if self.current_block_terminated() {
                    self.start_dead_block(context);
                    return Ok(());
                }
                self.release_for_jump(context, *target)?;
                self.builder.build_unconditional_branch(destination)?;
                self.start_dead_block(context);
            }
            Statement::Return(value) => {
                let value = match (value, context.coroutine) {
                    // An async function's value is a box that settles its
                    // promise.
                    (Some(value), Some(_)) => self.emit_owned(context, value, TypeId::UNKNOWN)?,
                    (Some(value), None) => self.emit_returned(context, value)?,
                    (None, _) => None,
                };
                self.release_temporaries(context, mark)?;
                self.emit_finalizers_down_to(context, 0)?;
                if self.current_block_terminated() {
                    self.start_dead_block(context);
                    return Ok(());
                }
                self.release_scopes_from(context, 0)?;
                self.release_owned_parameters(context)?;
                if let Some(coroutine) = context.coroutine {
                    self.complete_coroutine(coroutine, value)?;
                    self.start_dead_block(context);
                    return Ok(());
                }
                // `return;` in a function whose result may be `undefined`.
                let value = match value {
                    Some(value) => Some(value),
                    None => self.undefined_result(context.result)?,
                };
                match value {
                    Some(value) => self.builder.build_return(Some(&value))?,
                    None => self.builder.build_return(None)?,
                };
                self.start_dead_block(context);
            }
            Statement::Block(block) => self.emit_block(context, block)?,
            Statement::Throw(value) => self.emit_throw(context, value, mark)?,
            Statement::Try {
                body,
                catch,
                finally,
                saved,
            } => self.emit_try(
                context,
                body,
                catch.as_ref().map(|(_, block)| block),
                finally.as_ref(),
                *saved,
            )?,
        }
        Ok(())
    }

    /// The value of `return expression`, owned. Returning a local of the
    /// function's blocks is its last use: the value moves out of the slot
    /// (left holding the immortal empty string) instead of being retained
    /// and then released with the scope.
    fn emit_returned(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
    ) -> Result<Option<inkwell::values::BasicValueEnum<'ctx>>> {
        // A local returned as it is stored is moved out of its slot; one the
        // result boxes (`string[]` returned as `string[] | null`) is not,
        // nor one living in a cell closures share (its slot holds the cell).
        let boxed = self.program.types.is_dynamic(context.result)
            && !self.program.types.is_dynamic(value.ty);
        if let ExpressionKind::Variable(Variable::Local(local)) = value.kind
            && self.is_counted(value.ty)
            && !boxed
            && !context.boxed[local.index()]
            && context.scopes.iter().any(|scope| scope.contains(&local))
        {
            let slot = self.local_pointer(context, local);
            let moved = self
                .builder
                .build_load(self.pointer_type(), slot, "moved")?;
            let empty = self.string_literal(&[]);
            self.builder.build_store(slot, empty)?;
            return Ok(Some(moved));
        }
        // `return s += x` (an arrow's `x => (s += x)`): the string is built
        // in place, and the result is another reference to it. Only here
        // and as a statement, where nothing else in the expression can
        // have borrowed the place's old value.
        if !boxed
            && value.ty == context.result
            && let Some(result) = self.emit_concat_move(context, value, true)?
        {
            if let Some(result) = result {
                let pointer = result.into_pointer_value();
                if context.temporaries.last().map(|(last, _)| *last) != Some(pointer) {
                    return Err(InternalError("a concat-move result not held".into()));
                }
                context.temporaries.pop();
            }
            return Ok(result);
        }
        self.emit_owned(context, value, context.result)
    }

    fn enter_target(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        target: hir::TargetId,
        break_block: BasicBlock<'ctx>,
        continue_block: Option<BasicBlock<'ctx>>,
    ) {
        context
            .targets
            .insert(target, (break_block, continue_block));
        context.target_depths.insert(target, context.scopes.len());
        context
            .target_finalizers
            .insert(target, self.finalizers.len());
    }

    /// A number stored into a loop counter is an integer (the checker
    /// proved it): its `i64`. Other values are stored as they are.
    pub(crate) fn counter_bits(
        &mut self,
        context: &FunctionContext<'ctx>,
        target: Variable,
        value: inkwell::values::BasicValueEnum<'ctx>,
    ) -> Result<inkwell::values::BasicValueEnum<'ctx>> {
        match (target, value) {
            (target, inkwell::values::BasicValueEnum::FloatValue(number))
                if self.is_integer_variable(context, target) =>
            {
                Ok(self
                    .builder
                    .build_float_to_signed_int(number, self.context.i64_type(), "counter")?
                    .into())
            }
            _ => Ok(value),
        }
    }

    /// Stores an owned value into a variable, releasing the value it held.
    pub(crate) fn store_variable(
        &mut self,
        context: &FunctionContext<'ctx>,
        target: Variable,
        ty: TypeId,
        value: inkwell::values::BasicValueEnum<'ctx>,
    ) -> Result<()> {
        let Some((slot, value_type)) = self.variable_slot(context, target, ty)? else {
            return Ok(());
        };
        let value = self.counter_bits(context, target, value)?;
        if self.is_counted(ty) {
            let old = self.builder.build_load(value_type, slot, "old")?;
            self.builder.build_store(slot, value)?;
            self.emit_release(old, ty)?;
        } else {
            self.builder.build_store(slot, value)?;
        }
        Ok(())
    }

    /// An expression whose value is not used: an assignment (to a
    /// variable, field or property) stores without making a result, string building appends in place (see
    /// `concat`), and a sequence's parts are each such an expression.
    fn emit_discarded(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<()> {
        if self.emit_concat_move(context, expression, false)?.is_some() {
            return Ok(());
        }
        match &expression.kind {
            ExpressionKind::Assign { target, value } => {
                self.emit_assign(context, *target, value, expression.ty, false)?;
            }
            ExpressionKind::Sequence(parts) => {
                let (before, store) = match any_sum_store(parts) {
                    Some((before, store)) => (before, Some(store)),
                    None => (&parts[..], None),
                };
                for part in before {
                    // What a part keeps for later is in a variable: its
                    // temporaries can go (so that a part that stores into
                    // what an earlier one read sees the counts it leaves).
                    let mark = context.temporaries.len();
                    self.emit_discarded(context, part)?;
                    self.release_temporaries(context, mark)?;
                }
                if let Some((object, name, sum)) = store
                    && !self.emit_any_sum_store(context, object, name, sum)?
                {
                    // Not the sum site's shape after all: the parts as
                    // they are.
                    for part in &parts[before.len()..] {
                        self.emit_discarded(context, part)?;
                    }
                }
            }
            ExpressionKind::FieldSet {
                object,
                field,
                change,
            } => {
                self.emit_field_set(context, object, *field, change, expression.ty, false)?;
            }
            ExpressionKind::ArraySet {
                array,
                index,
                change: hir::ArrayChange::Assign(value),
            } if self.program.types.typed_kind(array.ty).is_none()
                && self.program.types.element(array.ty) == Some(TypeId::ANY)
                && super::dynamic_sums::is_number_for_any(value, &self.program.types) =>
            {
                self.emit_array_sum_store(context, array, index, value)?;
            }
            ExpressionKind::PropertySet {
                object,
                name,
                change,
            } => {
                self.emit_property_set(context, object, name, change, expression.ty, false)?;
            }
            _ => {
                self.emit_expression(context, expression)?;
            }
        }
        Ok(())
    }

    /// Tests each `case` in order against the discriminant, evaluated once;
    /// the first match picks the body to enter, and bodies fall through.
    fn emit_switch(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        target: hir::TargetId,
        discriminant: &hir::Expression,
        cases: &'p [hir::SwitchCase],
    ) -> Result<()> {
        let mark = context.temporaries.len();
        let i32_type = self.context.i32_type();
        let value = self.emit_value(context, discriminant, discriminant.ty)?;
        let chosen = self.entry_alloca(i32_type.into(), "case.chosen")?;
        let none = cases.len() as u64;
        let default = cases
            .iter()
            .position(|case| case.test.is_none())
            .map_or(none, |index| index as u64);
        self.builder
            .build_store(chosen, i32_type.const_int(default, false))?;
        let decided = self
            .context
            .append_basic_block(context.function, "case.decided");
        for (index, case) in cases.iter().enumerate() {
            let Some(test) = &case.test else { continue };
            // Each test is a full expression of its own: its temporaries
            // are released before the branch.
            let test_mark = context.temporaries.len();
            let tested = self.emit_value(context, test, discriminant.ty)?;
            let equal = match (value, tested) {
                (Some(value), Some(tested)) => self.strict_equal(discriminant.ty, value, tested)?,
                // Both sides have no runtime value (undefined): equal.
                _ => self.context.bool_type().const_all_ones(),
            };
            self.release_temporaries(context, test_mark)?;
            let matched = self
                .context
                .append_basic_block(context.function, "case.matched");
            let next = self
                .context
                .append_basic_block(context.function, "case.next");
            self.builder
                .build_conditional_branch(equal, matched, next)?;
            self.builder.position_at_end(matched);
            self.builder
                .build_store(chosen, i32_type.const_int(index as u64, false))?;
            self.builder.build_unconditional_branch(decided)?;
            self.builder.position_at_end(next);
        }
        self.builder.build_unconditional_branch(decided)?;
        self.builder.position_at_end(decided);
        self.release_temporaries(context, mark)?;

        let bodies: Vec<_> = cases
            .iter()
            .map(|_| {
                self.context
                    .append_basic_block(context.function, "case.body")
            })
            .collect();
        let end_block = self
            .context
            .append_basic_block(context.function, "switch.end");
        let index = self
            .builder
            .build_load(i32_type, chosen, "case")?
            .into_int_value();
        let arms: Vec<_> = bodies
            .iter()
            .enumerate()
            .map(|(position, &body)| (i32_type.const_int(position as u64, false), body))
            .collect();
        self.builder.build_switch(index, end_block, &arms)?;
        self.enter_target(context, target, end_block, None);
        for (position, (case, &body)) in cases.iter().zip(&bodies).enumerate() {
            self.builder.position_at_end(body);
            self.emit_block(context, &case.body)?;
            let next = bodies.get(position + 1).copied().unwrap_or(end_block);
            self.branch_if_open(next)?;
        }
        self.builder.position_at_end(end_block);
        Ok(())
    }

    /// Branches to `destination` unless the current block already ended.
    pub(crate) fn branch_if_open(&mut self, destination: BasicBlock<'ctx>) -> Result<()> {
        if !self.current_block_terminated() {
            self.builder.build_unconditional_branch(destination)?;
        }
        Ok(())
    }
}

/// A discarded `o.p = x + n` on an `any` `o`, as the checker writes it
/// (`t = x + n; o.p = t; t`, see `check::dynamic`): the parts before the
/// temporary's assignment, and the store's object, name and sum, so that
/// the sum can go to the property without its box.
#[allow(clippy::type_complexity)]
fn any_sum_store(
    parts: &[Expression],
) -> Option<(&[Expression], (&Expression, &Expression, &[Expression]))> {
    use crate::hir::{AnyOperation, Builtin};
    let [before @ .., assign, store, result] = parts else {
        return None;
    };
    let ExpressionKind::Assign { target, value } = &assign.kind else {
        return None;
    };
    // The checker boxes the stored value (a no-op on the sum's box).
    let value = match &value.kind {
        ExpressionKind::ToDynamic(inner) => inner,
        _ => value,
    };
    let ExpressionKind::Builtin {
        builtin: Builtin::Any(AnyOperation::Add),
        arguments: sum,
    } = &value.kind
    else {
        return None;
    };
    let ExpressionKind::Builtin {
        builtin: Builtin::Any(AnyOperation::Set),
        arguments,
    } = &store.kind
    else {
        return None;
    };
    let reads_target = |expression: &Expression| matches!(expression.kind, ExpressionKind::Variable(variable) if variable == *target);
    let [object, name, item] = &arguments[..] else {
        return None;
    };
    if !reads_target(item) || !reads_target(result) {
        return None;
    }
    Some((before, (object, name, sum)))
}
