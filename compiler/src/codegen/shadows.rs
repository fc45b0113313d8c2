//! Integer shadows of `number` variables.
//!
//! A `number` variable the integer analysis cannot keep in an `i64` (it is
//! assigned `(table[p] + i) % n`, whose operands may be any doubles) is
//! still an integer on most runs. When such a variable is assigned a `%`
//! and indexes an array, it gets a shadow beside its double slot: an `i64`
//! and a flag telling whether the `i64` holds exactly the double's value
//! (an integer within ±2^53, not `-0`). A `%` whose integer path ran sets
//! the flag with its `i64` result; every other write clears it. An index
//! that reads the variable tests the flag and uses the `i64` directly, so
//! a walk like `p = (table[p] + i) % n` does not convert its integer to a
//! double and back on every step (the conversions are on the loop's
//! critical path). An index that is itself such a `%` uses its `i64` the
//! same way.
//!
//! The invariant (flag set ⇒ the `i64` is the double's value) holds
//! because every write of a shadowed variable goes through
//! [`Codegen::emit_shadowed_store`]: the analysis takes only variables
//! whose writes are declarations and assignments (no `++`, no parameter,
//! no capture, no box, no collection cursor, no static field written by
//! name), the same writes the integer analysis enumerates. A coroutine's
//! locals live in its frame and get none.

use inkwell::values::{FloatValue, IntValue, PointerValue};

use super::integers::IntegerVariables;
use super::{Codegen, FunctionContext, Result};
use crate::hir::{BinaryOperator, Expression, ExpressionKind, Program, Statement, Variable};
use crate::types::TypeId;

/// A variable's shadow: its `i64` slot and its flag's `i1` slot.
pub(crate) type Shadow<'ctx> = (PointerValue<'ctx>, PointerValue<'ctx>);

/// Per global, and per function per local: the variable gets a shadow.
pub(crate) struct Shadowed {
    pub globals: Vec<bool>,
    pub locals: Vec<Vec<bool>>,
}

/// What the walk found about one variable.
#[derive(Clone, Copy, Default)]
struct Uses {
    /// Some write stores a `%`.
    remainder: bool,
    /// Some array index reads it.
    index: bool,
    /// Written some way the shadow does not follow.
    excluded: bool,
}

impl Uses {
    fn shadowed(self) -> bool {
        self.remainder && self.index && !self.excluded
    }
}

fn is_remainder(expression: &Expression) -> bool {
    matches!(
        expression.kind,
        ExpressionKind::Binary {
            operator: BinaryOperator::Remainder,
            ..
        }
    )
}

pub(crate) fn shadowed_variables(program: &Program, integers: &IntegerVariables) -> Shadowed {
    let static_fields: std::collections::HashSet<usize> = program
        .classes
        .iter()
        .flat_map(|class| class.static_fields.iter().map(|(_, global)| global.index()))
        .collect();
    let mut globals: Vec<Uses> = program
        .globals
        .iter()
        .enumerate()
        .map(|(index, global)| Uses {
            excluded: global.ty != TypeId::NUMBER
                || integers.globals[index].is_some()
                || static_fields.contains(&index),
            ..Uses::default()
        })
        .collect();
    let mut locals: Vec<Vec<Uses>> = program
        .functions
        .iter()
        .enumerate()
        .map(|(function_index, function)| {
            function
                .locals
                .iter()
                .enumerate()
                .map(|(index, local)| {
                    let id = crate::hir::LocalId(index as u32);
                    let capture = function.is_capture_copy(id);
                    Uses {
                        excluded: local.ty != TypeId::NUMBER
                            || local.boxed
                            || local.captured
                            || local.counter
                            || capture
                            || function.parameters.contains(&id)
                            || function.is_async
                            || function.is_generator
                            || integers.locals[function_index][index].is_some(),
                        ..Uses::default()
                    }
                })
                .collect()
        })
        .collect();
    for (index, function) in program.functions.iter().enumerate() {
        let locals = &mut locals[index];
        fn uses<'u>(
            locals: &'u mut [Uses],
            globals: &'u mut [Uses],
            variable: Variable,
        ) -> &'u mut Uses {
            match variable {
                Variable::Local(local) => &mut locals[local.index()],
                Variable::Global(global) => &mut globals[global.index()],
            }
        }
        declarations(&function.body, &mut |variable, value| {
            uses(locals, &mut globals, variable).remainder |= value.is_some_and(is_remainder);
        });
        let mut expressions = Vec::new();
        function.body.for_each_expression(&mut |expression| {
            super::integers::collect_nested(expression, &mut expressions);
        });
        for expression in expressions {
            let (variable, change): (Variable, fn(&mut Uses)) = match &expression.kind {
                ExpressionKind::Assign { target, value } if is_remainder(value) => {
                    (*target, |uses| uses.remainder = true)
                }
                ExpressionKind::Update { target, .. } => (*target, |uses| uses.excluded = true),
                ExpressionKind::CollectionNext { cursor, .. } => {
                    (Variable::Local(*cursor), |uses| uses.excluded = true)
                }
                ExpressionKind::ArrayGet { index, .. } | ExpressionKind::ArraySet { index, .. } => {
                    match index.kind {
                        ExpressionKind::Variable(variable) => (variable, |uses| uses.index = true),
                        _ => continue,
                    }
                }
                _ => continue,
            };
            change(uses(locals, &mut globals, variable));
        }
    }
    Shadowed {
        globals: globals.into_iter().map(Uses::shadowed).collect(),
        locals: locals
            .into_iter()
            .map(|locals| locals.into_iter().map(Uses::shadowed).collect())
            .collect(),
    }
}

/// Calls `visit` with each declaration in `block` (nested blocks
/// included): the variable and its value.
fn declarations<'a>(
    block: &'a crate::hir::Block,
    visit: &mut dyn FnMut(Variable, Option<&'a Expression>),
) {
    for statement in &block.statements {
        match statement {
            Statement::Let { local, value } => visit(Variable::Local(*local), value.as_ref()),
            Statement::InitGlobal { global, value } => {
                visit(Variable::Global(*global), Some(value));
            }
            _ => {}
        }
        super::integers::for_each_block(statement, &mut |inner| declarations(inner, visit));
    }
}

impl<'ctx> Codegen<'ctx, '_> {
    /// The shadow of a variable, if it has one.
    pub(crate) fn shadow_of(
        &self,
        context: &FunctionContext<'ctx>,
        variable: Variable,
    ) -> Option<Shadow<'ctx>> {
        match variable {
            Variable::Local(local) => context.shadows[local.index()],
            Variable::Global(global) => self.shadow_globals[global.index()],
        }
    }

    /// Stores `value` into a shadowed variable: its double, and its `i64`
    /// with the flag (see the module's documentation). Returns the double.
    pub(crate) fn emit_shadowed_store(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        variable: Variable,
        shadow: Shadow<'ctx>,
        value: &Expression,
    ) -> Result<FloatValue<'ctx>> {
        let (number, integer, known) = self.emit_number_parts(context, value)?;
        let slot = match variable {
            Variable::Local(local) => self.local_pointer(context, local),
            Variable::Global(global) => self.globals[global.index()].as_pointer_value(),
        };
        self.builder.build_store(slot, number)?;
        self.builder.build_store(shadow.0, integer)?;
        self.builder.build_store(shadow.1, known)?;
        Ok(number)
    }

    /// A number expression as its double, an `i64` and whether the `i64`
    /// holds the double's value (an integer within ±2^53, not `-0`).
    pub(crate) fn emit_number_parts(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<(FloatValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>)> {
        let i64_type = self.context.i64_type();
        let bool_type = self.context.bool_type();
        if let ExpressionKind::Variable(variable) = expression.kind
            && let Some((integer_slot, flag_slot)) = self.shadow_of(context, variable)
        {
            let number = self.emit_number(context, expression)?;
            let integer = self
                .builder
                .build_load(i64_type, integer_slot, "shadow")?
                .into_int_value();
            let known = self
                .builder
                .build_load(bool_type, flag_slot, "shadow.known")?
                .into_int_value();
            return Ok((number, integer, known));
        }
        if self.is_safe_integer(context, expression)
            && self
                .integer_range(context, expression)
                .is_some_and(|range| !range.negative_zero)
        {
            let integer = self.emit_integer_i64(context, expression)?;
            let number = self.builder.build_signed_int_to_float(
                integer,
                self.context.f64_type(),
                "number",
            )?;
            return Ok((number, integer, bool_type.const_all_ones()));
        }
        if let ExpressionKind::Binary {
            operator: BinaryOperator::Remainder,
            left,
            right,
        } = &expression.kind
            && !self.is_integer_arithmetic(context, expression)
            && left.ty == TypeId::NUMBER
            && right.ty == TypeId::NUMBER
        {
            let left = self.emit_number(context, left)?;
            let right = self.emit_number(context, right)?;
            return self.remainder_parts(left, right);
        }
        let number = self.emit_number(context, expression)?;
        Ok((number, i64_type.const_zero(), bool_type.const_zero()))
    }

    /// Whether an index expression has parts worth testing at run time:
    /// a shadowed variable, or a `%` the integer path does not take.
    pub(crate) fn has_number_parts(
        &self,
        context: &FunctionContext<'ctx>,
        expression: &Expression,
    ) -> bool {
        match &expression.kind {
            ExpressionKind::Variable(variable) => self.shadow_of(context, *variable).is_some(),
            ExpressionKind::Binary {
                operator: BinaryOperator::Remainder,
                left,
                right,
            } => {
                left.ty == TypeId::NUMBER
                    && right.ty == TypeId::NUMBER
                    && !self.is_integer_arithmetic(context, expression)
            }
            _ => false,
        }
    }

    /// The shadow slots of a function's locals, in its entry block, each
    /// flag cleared.
    pub(crate) fn local_shadows(&mut self, shadowed: &[bool]) -> Result<Vec<Option<Shadow<'ctx>>>> {
        let mut shadows = Vec::with_capacity(shadowed.len());
        for &has in shadowed {
            if !has {
                shadows.push(None);
                continue;
            }
            let integer = self.entry_alloca(self.context.i64_type().into(), "shadow")?;
            let flag = self.entry_alloca(self.context.bool_type().into(), "shadow.known")?;
            self.builder
                .build_store(flag, self.context.bool_type().const_zero())?;
            shadows.push(Some((integer, flag)));
        }
        Ok(shadows)
    }

    /// The shadow globals of the shadowed globals, flags cleared.
    pub(crate) fn declare_shadow_globals(&mut self) {
        let shadowed = std::mem::take(&mut self.shadowed.globals);
        for (index, &has) in shadowed.iter().enumerate() {
            if !has {
                self.shadow_globals.push(None);
                continue;
            }
            let name = &self.program.globals[index].name;
            let i64_type = self.context.i64_type();
            let bool_type = self.context.bool_type();
            let integer = self
                .module
                .add_global(i64_type, None, &format!("global.{name}.shadow"));
            integer.set_linkage(inkwell::module::Linkage::Internal);
            integer.set_initializer(&i64_type.const_zero());
            let flag = self
                .module
                .add_global(bool_type, None, &format!("global.{name}.known"));
            flag.set_linkage(inkwell::module::Linkage::Internal);
            flag.set_initializer(&bool_type.const_zero());
            self.shadow_globals
                .push(Some((integer.as_pointer_value(), flag.as_pointer_value())));
        }
        self.shadowed.globals = shadowed;
    }

    /// An index's position when its parts say it holds an integer,
    /// converted from its double otherwise (the test is a branch, so the
    /// usual integer path does not wait for the conversion).
    pub(crate) fn speculated_position(
        &mut self,
        number: FloatValue<'ctx>,
        integer: IntValue<'ctx>,
        known: IntValue<'ctx>,
    ) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        let function = self
            .current_insert_block()?
            .get_parent()
            .ok_or_else(|| crate::diagnostics::InternalError("no function".into()))?;
        let start = self.current_insert_block()?;
        let convert = self.context.append_basic_block(function, "index.convert");
        let done = self.context.append_basic_block(function, "index.done");
        let branch = self
            .builder
            .build_conditional_branch(known, done, convert)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(convert);
        let (converted, integral) = self.index_position(super::arrays::Index::Number(number))?;
        let convert_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        let position = self
            .builder
            .build_phi(self.context.i64_type(), "index.position")?;
        position.add_incoming(&[(&integer, start), (&converted, convert_end)]);
        let exact = self
            .builder
            .build_phi(self.context.bool_type(), "index.exact")?;
        exact.add_incoming(&[
            (&self.context.bool_type().const_all_ones(), start),
            (&integral, convert_end),
        ]);
        Ok((
            position.as_basic_value().into_int_value(),
            exact.as_basic_value().into_int_value(),
        ))
    }
}
