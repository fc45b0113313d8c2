//! Statements: variables, branches, loops and jumps.

use super::{Codegen, FunctionContext, Result};
use crate::hir::{self, Statement};

impl<'ctx> Codegen<'ctx, '_> {
    pub(crate) fn emit_block(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        block: &hir::Block,
    ) -> Result<()> {
        for statement in &block.statements {
            self.emit_statement(context, statement)?;
        }
        Ok(())
    }

    fn emit_statement(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        statement: &Statement,
    ) -> Result<()> {
        match statement {
            Statement::Let { local, value } => {
                let ty = context.local_types[local.index()];
                let value = match value {
                    Some(value) => self.emit_value(context, value, ty)?,
                    None => self.default_value(ty),
                };
                if let Some(value) = value {
                    self.builder
                        .build_store(self.local_pointer(context, *local), value)?;
                }
            }
            Statement::InitGlobal { global, value } => {
                let ty = self.program.globals[global.index()].ty;
                if let Some(value) = self.emit_value(context, value, ty)? {
                    self.builder
                        .build_store(self.globals[global.index()].as_pointer_value(), value)?;
                }
            }
            Statement::Expression(expression) => {
                self.emit_expression(context, expression)?;
            }
            Statement::If {
                condition,
                then,
                otherwise,
            } => {
                let condition = self.emit_condition(context, condition)?;
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
            } => {
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
                let test = self.emit_condition(context, condition)?;
                self.builder
                    .build_conditional_branch(test, body_block, end_block)?;
                self.builder.position_at_end(body_block);
                context
                    .targets
                    .insert(*target, (end_block, Some(update_block)));
                self.emit_block(context, body)?;
                self.branch_if_open(update_block)?;
                self.builder.position_at_end(update_block);
                if let Some(update) = update {
                    self.emit_expression(context, update)?;
                }
                self.builder.build_unconditional_branch(test_block)?;
                self.builder.position_at_end(end_block);
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
                context
                    .targets
                    .insert(*target, (end_block, Some(test_block)));
                self.emit_block(context, body)?;
                self.branch_if_open(test_block)?;
                self.builder.position_at_end(test_block);
                let test = self.emit_condition(context, condition)?;
                self.builder
                    .build_conditional_branch(test, body_block, end_block)?;
                self.builder.position_at_end(end_block);
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
                context.targets.insert(*target, (end_block, None));
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
                self.builder.build_unconditional_branch(destination)?;
                self.start_dead_block(context);
            }
            Statement::Return(value) => {
                let value = match value {
                    Some(value) => self.emit_value(context, value, context.result)?,
                    None => None,
                };
                match value.or_else(|| self.default_value(context.result)) {
                    Some(value) => self.builder.build_return(Some(&value))?,
                    None => self.builder.build_return(None)?,
                };
                self.start_dead_block(context);
            }
            Statement::Block(block) => self.emit_block(context, block)?,
        }
        Ok(())
    }

    /// Tests each `case` in order against the discriminant (evaluated once);
    /// a match jumps into that case's body, and bodies fall through.
    fn emit_switch(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        target: hir::TargetId,
        discriminant: &hir::Expression,
        cases: &[hir::SwitchCase],
    ) -> Result<()> {
        let value = self.emit_value(context, discriminant, discriminant.ty)?;
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
        let mut default = end_block;
        for (case, &body) in cases.iter().zip(&bodies) {
            let Some(test) = &case.test else {
                default = body;
                continue;
            };
            let tested = self.emit_value(context, test, discriminant.ty)?;
            let next = self
                .context
                .append_basic_block(context.function, "case.next");
            match (value, tested) {
                (Some(value), Some(tested)) => {
                    let equal = self.strict_equal(discriminant.ty, value, tested)?;
                    self.builder.build_conditional_branch(equal, body, next)?;
                }
                // Both sides have no runtime value (undefined): always equal.
                _ => {
                    self.builder.build_unconditional_branch(body)?;
                }
            }
            self.builder.position_at_end(next);
        }
        self.builder.build_unconditional_branch(default)?;
        context.targets.insert(target, (end_block, None));
        for (index, (case, &body)) in cases.iter().zip(&bodies).enumerate() {
            self.builder.position_at_end(body);
            self.emit_block(context, &case.body)?;
            let next = bodies.get(index + 1).copied().unwrap_or(end_block);
            self.branch_if_open(next)?;
        }
        self.builder.position_at_end(end_block);
        Ok(())
    }

    /// Branches to `destination` unless the current block already ended.
    fn branch_if_open(
        &mut self,
        destination: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> Result<()> {
        if !self.current_block_terminated() {
            self.builder.build_unconditional_branch(destination)?;
        }
        Ok(())
    }
}
