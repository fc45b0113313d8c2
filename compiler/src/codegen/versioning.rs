//! Loop versioning on integral starts.
//!
//! A `for` header's `let` variable that starts from a value the integer
//! analysis cannot bound (`for (let j = k; i < j; j--)` with `k` an array's
//! element or a method's parameter) is a double, so every index it makes
//! converts and checks it. When the loop only steps it by one (`j++`,
//! `j -= 1`), it stays an integer from an integral start: such a loop is
//! emitted twice, and a test of the start (an integer, not `-0`, well
//! within ±2^53) chooses the copy where the variable lives in an `i64`
//! slot, as a loop counter does; any other start runs the copy in doubles.
//! The variable is the header's own, so nothing after the loop reads it.
//!
//! Only small loops without closures, `try` or suspension points are
//! copied, in functions that are not coroutines.

use inkwell::FloatPredicate;
use inkwell::IntPredicate;

use super::integers::{Fact, Range};
use super::{Codegen, FunctionContext, Result};
use crate::hir::{Block, Expression, ExpressionKind, LocalId, Statement, Variable};
use crate::types::TypeId;

/// How many expressions a loop copied this way may have.
const MOST_EXPRESSIONS: usize = 400;
/// The starts the integer copy takes: stepping by one from within this of
/// 2^53 would take 2^50 steps to leave the exact integers (the integer
/// analysis's assumption, `integers::STEP_MARGIN`).
const LARGEST_START: i64 = (1 << 53) - (1 << 50);

impl<'ctx, 'p> Codegen<'ctx, 'p> {
    /// The header variables of a `While` worth an integer copy of the loop
    /// (see the module's documentation), none when it is not copied.
    pub(crate) fn integral_candidates(
        &self,
        context: &FunctionContext<'ctx>,
        condition: &Expression,
        body: &Block,
        update: Option<&Expression>,
        fresh: &[LocalId],
    ) -> Vec<LocalId> {
        if fresh.is_empty() || context.coroutine.is_some() || has_try(body) {
            return Vec::new();
        }
        let Some(function) = self.function_ids.get(&context.function) else {
            return Vec::new();
        };
        let locals = &self.program.function(*function).locals;
        let mut candidates: Vec<LocalId> = fresh
            .iter()
            .copied()
            .filter(|&local| {
                let slot = &locals[local.index()];
                slot.ty == TypeId::NUMBER
                    && !slot.captured
                    && !context.boxed[local.index()]
                    && !context.counters[local.index()]
            })
            .collect();
        if candidates.is_empty() {
            return candidates;
        }
        let mut expressions: Vec<&Expression> = Vec::new();
        super::integers::collect_nested(condition, &mut expressions);
        body.for_each_expression(&mut |expression| {
            super::integers::collect_nested(expression, &mut expressions);
        });
        if let Some(update) = update {
            super::integers::collect_nested(update, &mut expressions);
        }
        if expressions.len() > MOST_EXPRESSIONS {
            return Vec::new();
        }
        for expression in &expressions {
            match &expression.kind {
                ExpressionKind::Closure { .. } => return Vec::new(),
                ExpressionKind::Assign {
                    target: Variable::Local(local),
                    value,
                } if super::integers::step_of(Variable::Local(*local), value).is_none() => {
                    candidates.retain(|candidate| candidate != local);
                }
                ExpressionKind::CollectionNext { cursor, .. } => {
                    candidates.retain(|candidate| candidate != cursor);
                }
                _ => {}
            }
        }
        candidates
    }

    /// Emits `statement` (a `While` with `candidates`) twice: once with the
    /// candidates in `i64` slots, chosen when every one's value is an
    /// integral start, once as it is.
    pub(crate) fn emit_versioned_loop(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        statement: &'p Statement,
        candidates: &[LocalId],
    ) -> Result<()> {
        let i64_type = self.context.i64_type();
        let f64_type = self.context.f64_type();
        let mut integral = self.context.bool_type().const_all_ones();
        let mut starts = Vec::new();
        for &local in candidates {
            let value = self
                .builder
                .build_load(f64_type, context.locals[local.index()], "start")?
                .into_float_value();
            let whole = self.saturating_to_i64(value)?;
            let back = self
                .builder
                .build_signed_int_to_float(whole, f64_type, "start.back")?;
            let exact = self.builder.build_float_compare(
                FloatPredicate::OEQ,
                value,
                back,
                "start.exact",
            )?;
            let bits = self
                .builder
                .build_bit_cast(value, i64_type, "start.bits")?
                .into_int_value();
            let negative_zero = i64_type.const_int(1 << 63, false);
            let not_negative_zero = self.builder.build_int_compare(
                IntPredicate::NE,
                bits,
                negative_zero,
                "start.zero",
            )?;
            let small = self.builder.build_int_compare(
                IntPredicate::SLE,
                whole,
                i64_type.const_int(LARGEST_START as u64, false),
                "start.small",
            )?;
            let large = self.builder.build_int_compare(
                IntPredicate::SGE,
                whole,
                i64_type.const_int((-LARGEST_START) as u64, true),
                "start.large",
            )?;
            for test in [exact, not_negative_zero, small, large] {
                integral = self.builder.build_and(integral, test, "start.ok")?;
            }
            starts.push(whole);
        }
        let integer_block = self
            .context
            .append_basic_block(context.function, "loop.integral");
        let double_block = self
            .context
            .append_basic_block(context.function, "loop.double");
        let join_block = self
            .context
            .append_basic_block(context.function, "loop.versions.end");
        self.builder
            .build_conditional_branch(integral, integer_block, double_block)?;

        // The integer copy: the candidates in `i64` slots of their own.
        self.builder.position_at_end(integer_block);
        let mut saved = Vec::new();
        for (&local, whole) in candidates.iter().zip(starts) {
            let slot = self.entry_alloca(i64_type.into(), "integral")?;
            self.builder.build_store(slot, whole)?;
            let index = local.index();
            saved.push((
                local,
                std::mem::replace(&mut context.locals[index], slot),
                context.integer_facts[index],
            ));
            context.counters[index] = true;
            context.integer_facts[index] = Fact::Integer(Range::STEPPED);
        }
        let integer = self.emit_statement(context, statement);
        for (local, slot, fact) in saved {
            let index = local.index();
            context.locals[index] = slot;
            context.counters[index] = false;
            context.integer_facts[index] = fact;
        }
        integer?;
        self.branch_if_open(join_block)?;

        self.builder.position_at_end(double_block);
        let address = std::ptr::from_ref(statement);
        self.double_copies.insert(address);
        let double = self.emit_statement(context, statement);
        self.double_copies.remove(&address);
        double?;
        self.branch_if_open(join_block)?;
        self.builder.position_at_end(join_block);
        Ok(())
    }
}

/// Whether a `try` statement is anywhere in `block`.
fn has_try(block: &Block) -> bool {
    block.statements.iter().any(|statement| match statement {
        Statement::Try { .. } => true,
        Statement::If {
            then, otherwise, ..
        } => has_try(then) || otherwise.as_ref().is_some_and(has_try),
        Statement::While { body, .. }
        | Statement::DoWhile { body, .. }
        | Statement::Labeled { body, .. }
        | Statement::Block(body) => has_try(body),
        Statement::Switch { cases, .. } => cases.iter().any(|case| has_try(&case.body)),
        _ => false,
    })
}
