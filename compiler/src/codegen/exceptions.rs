//! Exceptions: `throw`, `try`/`catch`/`finally`, the pending checks after
//! calls that may throw, and `unknown` values (boxes, see the runtime's
//! `dynamic`).
//!
//! The mechanism: `throw` stores the boxed value in the runtime's
//! pending-exception cell (`scr_throw`) and *unwinds*: it releases the
//! current full expression's temporaries and the scopes it leaves, then
//! branches to the innermost handler of the function or, outside every
//! handler, releases what the function owns and returns a dummy value.
//! After each call that may throw, emitted code loads `scr_pending` and
//! unwinds the same way when it is set. A `catch` block starts by taking the
//! exception (`scr_catch`, which clears the flag).
//!
//! `finally` is emitted once per way out of the protected region: after a
//! normal exit, before each `return`, `break` and `continue` that leaves it,
//! and on the throw path, where the exception is held in a hidden local
//! while the block runs and thrown again after it.
//!
//! Which calls may throw is decided once per program ([`throwing_functions`]):
//! a function may throw if it contains `throw`, calls a function that may,
//! or calls code it cannot see (function values, methods through vtables or
//! interfaces, accessors). A program without `throw` has no checks at all.

use inkwell::IntPredicate;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicValueEnum, CallSiteValue, IntValue};

use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{self, Expression, ExpressionKind, FuncId, LocalId, Statement};
use crate::types::{Type, TypeId};

/// Where an exception raised inside a `try` goes: the scope depth and
/// temporaries count at the `try`, and the landing block.
#[derive(Clone, Copy)]
pub(crate) struct Handler<'ctx> {
    depth: usize,
    temporaries: usize,
    landing: BasicBlock<'ctx>,
}

/// An active `finally` block: what to emit before a jump out of its `try`,
/// and how many handlers were open outside it.
#[derive(Clone, Copy)]
pub(crate) struct Finalizer<'p> {
    block: &'p hir::Block,
    handlers: usize,
}

/// Per function: whether it sits on a cycle of the call graph and so gets a
/// stack guard (only in programs with a `try`, where an overflow can be
/// caught; elsewhere the runtime's signal handler reports it). Calls the
/// analysis cannot name go through one extra node that calls every closure,
/// method and function used as a value, so recursion through callbacks and
/// virtual methods counts, conservatively.
pub(crate) fn guarded_functions(program: &hir::Program) -> Vec<bool> {
    let count = program.functions.len();
    let Some(overflow) = program.stack_overflow else {
        return vec![false; count];
    };
    let unseen = count;
    let mut edges: Vec<Vec<usize>> = program
        .functions
        .iter()
        .map(|function| {
            let mut callees: Vec<usize> = direct_callees(program, &function.body)
                .into_iter()
                .map(FuncId::index)
                .collect();
            if calls_unseen_code(&program.types, &function.body) {
                callees.push(unseen);
            }
            callees
        })
        .collect();
    let mut reachable_unseen: Vec<usize> = program
        .functions
        .iter()
        .enumerate()
        .filter(|(_, function)| function.closure.is_some())
        .map(|(index, _)| index)
        .collect();
    for class in &program.classes {
        reachable_unseen.extend(class.methods.iter().map(|(_, method)| method.index()));
    }
    for function in &program.functions {
        let references = std::cell::RefCell::new(Vec::new());
        block_expressions_any(&function.body, &|expression| {
            if let ExpressionKind::FunctionReference(target) = expression.kind {
                references.borrow_mut().push(target.index());
            }
            false
        });
        reachable_unseen.extend(references.into_inner());
    }
    edges.push(reachable_unseen);
    let components = strongly_connected(&edges);
    let mut guarded = vec![false; count];
    for component in components {
        let cyclic = component.len() > 1
            || component
                .first()
                .is_some_and(|&node| edges[node].contains(&node));
        if cyclic {
            for node in component {
                if node < count && node != overflow.index() && node != program.entry.index() {
                    guarded[node] = true;
                }
            }
        }
    }
    guarded
}

/// Tarjan's strongly connected components, iteratively.
fn strongly_connected(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let count = edges.len();
    let mut index = vec![usize::MAX; count];
    let mut low = vec![0; count];
    let mut on_stack = vec![false; count];
    let mut stack = Vec::new();
    let mut components = Vec::new();
    let mut next = 0;
    for start in 0..count {
        if index[start] != usize::MAX {
            continue;
        }
        // (node, next edge to visit)
        let mut work = vec![(start, 0usize)];
        index[start] = next;
        low[start] = next;
        next += 1;
        stack.push(start);
        on_stack[start] = true;
        while let Some(&mut (node, ref mut edge)) = work.last_mut() {
            if *edge < edges[node].len() {
                let target = edges[node][*edge];
                *edge += 1;
                if index[target] == usize::MAX {
                    index[target] = next;
                    low[target] = next;
                    next += 1;
                    stack.push(target);
                    on_stack[target] = true;
                    work.push((target, 0));
                } else if on_stack[target] {
                    low[node] = low[node].min(index[target]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[node]);
            }
            if low[node] == index[node] {
                let mut component = Vec::new();
                while let Some(member) = stack.pop() {
                    on_stack[member] = false;
                    component.push(member);
                    if member == node {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}

/// Per function: whether a call to it may leave an exception pending.
/// `guarded` functions may throw Node's RangeError from their stack guard.
pub(crate) fn throwing_functions(program: &hir::Program, guarded: &[bool]) -> Vec<bool> {
    let count = program.functions.len();
    let throws: Vec<bool> = program
        .functions
        .iter()
        .zip(guarded)
        .map(|(function, &guarded)| {
            guarded
                || block_has(&function.body, &|s| matches!(s, Statement::Throw(_)))
                || block_expressions_any(&function.body, &|expression| {
                    matches!(
                        expression.kind,
                        ExpressionKind::Builtin {
                            builtin: hir::Builtin::Promise(hir::PromiseOperation::Await)
                                | hir::Builtin::Generator(
                                    hir::GeneratorOperation::Yield
                                        | hir::GeneratorOperation::Delegate
                                        | hir::GeneratorOperation::AsyncDelegate
                                        | hir::GeneratorOperation::Resume
                                        | hir::GeneratorOperation::Step
                                        | hir::GeneratorOperation::Close
                                        | hir::GeneratorOperation::Collect
                                        | hir::GeneratorOperation::Take
                                )
                                | hir::Builtin::Any(_),
                            ..
                        }
                    )
                })
                // A value of type `any` checked where a type is declared.
                || block_expressions_any(&function.body, &|expression| {
                    matches!(&expression.kind, ExpressionKind::FromDynamic(value) if value.ty == TypeId::ANY)
                })
                || (program.runtime_error.is_some()
                    && raises_in_runtime(function, program.integrity))
        })
        .collect();
    if !throws.iter().any(|&t| t) {
        return vec![false; count];
    }
    // Functions that call code they cannot see may throw whenever anything
    // does; the rest may throw through the functions they call directly.
    let mut may_throw: Vec<bool> = program
        .functions
        .iter()
        .zip(&throws)
        .map(|(function, &throws)| throws || calls_unseen_code(&program.types, &function.body))
        .collect();
    let callees: Vec<Vec<FuncId>> = program
        .functions
        .iter()
        .map(|function| direct_callees(program, &function.body))
        .collect();
    loop {
        let mut changed = false;
        for index in 0..count {
            if !may_throw[index] && callees[index].iter().any(|c| may_throw[c.index()]) {
                may_throw[index] = true;
                changed = true;
            }
        }
        if !changed {
            return may_throw;
        }
    }
}

fn block_has(block: &hir::Block, predicate: &dyn Fn(&Statement) -> bool) -> bool {
    block
        .statements
        .iter()
        .any(|statement| statement_has(statement, predicate))
}

fn statement_has(statement: &Statement, predicate: &dyn Fn(&Statement) -> bool) -> bool {
    if predicate(statement) {
        return true;
    }
    match statement {
        Statement::If {
            then, otherwise, ..
        } => {
            block_has(then, predicate)
                || otherwise.as_ref().is_some_and(|b| block_has(b, predicate))
        }
        Statement::While { body, .. }
        | Statement::DoWhile { body, .. }
        | Statement::Labeled { body, .. }
        | Statement::Block(body) => block_has(body, predicate),
        Statement::Switch { cases, .. } => {
            cases.iter().any(|case| block_has(&case.body, predicate))
        }
        Statement::Try {
            body,
            catch,
            finally,
            ..
        } => {
            block_has(body, predicate)
                || catch.as_ref().is_some_and(|(_, b)| block_has(b, predicate))
                || finally.as_ref().is_some_and(|b| block_has(b, predicate))
        }
        _ => false,
    }
}

/// Every expression of a statement (not of nested statements).
fn statement_expressions(statement: &Statement) -> Vec<&Expression> {
    match statement {
        Statement::Let { value, .. } => value.iter().collect(),
        Statement::InitGlobal { value, .. }
        | Statement::Expression(value)
        | Statement::Throw(value) => vec![value],
        Statement::If { condition, .. } | Statement::DoWhile { condition, .. } => vec![condition],
        Statement::While {
            condition, update, ..
        } => std::iter::once(condition).chain(update.iter()).collect(),
        Statement::Switch {
            discriminant,
            cases,
            ..
        } => std::iter::once(discriminant)
            .chain(cases.iter().filter_map(|case| case.test.as_ref()))
            .collect(),
        Statement::Return(value) => value.iter().collect(),
        _ => Vec::new(),
    }
}

fn block_expressions_any(block: &hir::Block, predicate: &dyn Fn(&Expression) -> bool) -> bool {
    let found = std::cell::Cell::new(false);
    block_has(block, &|statement| {
        if statement_expressions(statement)
            .into_iter()
            .any(|expression| expression.any(predicate))
        {
            found.set(true);
        }
        false
    });
    found.get()
}

/// Calls whose callee the analysis cannot name: function values, methods
/// through vtables or interfaces (and the accessors they may reach), and
/// callbacks handed to built-ins.
/// Whether a body calls a runtime function that may raise a catchable
/// error (`readFileSync` of a missing file, `toFixed(200)`, a string past
/// the maximum length).
/// `integrity`: the program sets integrity levels, so every write to an
/// object, array or record may fail (`codegen/integrity.rs`).
fn raises_in_runtime(function: &hir::Function, integrity: bool) -> bool {
    // A member access checks its object for null (Node's TypeError), but
    // not on the method's own `this`.
    let is_this = |object: &Expression| {
        matches!(&object.kind, ExpressionKind::Variable(hir::Variable::Local(local))
            if function.locals[local.index()].name == "this")
    };
    block_expressions_any(&function.body, &|expression| {
        let null_checked = match &expression.kind {
            ExpressionKind::FieldGet { object, .. }
            | ExpressionKind::FieldSet { object, .. }
            | ExpressionKind::PropertyGet { object, .. }
            | ExpressionKind::PropertySet { object, .. }
            | ExpressionKind::PropertyCall { object, .. }
            | ExpressionKind::HasProperty { object, .. }
            | ExpressionKind::ClassName(object)
            | ExpressionKind::ArrayGet { array: object, .. }
            | ExpressionKind::ArraySet { array: object, .. } => !is_this(object),
            ExpressionKind::MethodCall { arguments, .. }
            | ExpressionKind::Builtin {
                builtin: hir::Builtin::Array(_) | hir::Builtin::ArrayCallback(_),
                arguments,
            } => arguments.first().is_some_and(|object| !is_this(object)),
            _ => false,
        };
        let checked_write = integrity
            && matches!(
                &expression.kind,
                ExpressionKind::FieldSet { .. }
                    | ExpressionKind::PropertySet { .. }
                    | ExpressionKind::ArraySet { .. }
                    | ExpressionKind::Builtin {
                        builtin: hir::Builtin::Array(_)
                            | hir::Builtin::ArrayCallback(_)
                            | hir::Builtin::Collection(_),
                        ..
                    }
            );
        // A string's `length` and methods raise on the `undefined` string;
        // a checked non-null read raises on null.
        let string_read = matches!(
            &expression.kind,
            ExpressionKind::StringLength(_) | ExpressionKind::NonNull { .. }
        ) || matches!(
            &expression.kind,
            ExpressionKind::Builtin {
                builtin: hir::Builtin::Library(function),
                ..
            } if function.entry().home == crate::library::Home::StringMethod
        );
        null_checked
            || checked_write
            || string_read
            || matches!(
                &expression.kind,
                ExpressionKind::Builtin {
                    builtin: hir::Builtin::Library(function),
                    ..
                } if function.raises()
            )
            || matches!(
                &expression.kind,
                ExpressionKind::Builtin {
                    builtin: hir::Builtin::JsonParse
                        | hir::Builtin::JsonStringify
                        | hir::Builtin::TemplateRaw,
                    ..
                } | ExpressionKind::Binary {
                    operator: hir::BinaryOperator::Concat,
                    ..
                } | ExpressionKind::Builtin {
                    builtin: hir::Builtin::Array(hir::ArrayMethod::Join),
                    ..
                } | ExpressionKind::ArraySet {
                    change: hir::ArrayChange::Compound {
                        operator: hir::BinaryOperator::Concat,
                        ..
                    },
                    ..
                } | ExpressionKind::FieldSet {
                    change: hir::ArrayChange::Compound {
                        operator: hir::BinaryOperator::Concat,
                        ..
                    },
                    ..
                } | ExpressionKind::PropertySet {
                    change: hir::ArrayChange::Compound {
                        operator: hir::BinaryOperator::Concat,
                        ..
                    },
                    ..
                }
            )
    })
}

/// Whether the program uses promises, `await` or the job queues, so the
/// event loop must run after the top level.
pub(crate) fn uses_event_loop(program: &hir::Program) -> bool {
    program.functions.iter().any(|function| {
        function.is_async
            || block_expressions_any(&function.body, &|expression| {
                matches!(
                    expression.kind,
                    ExpressionKind::Builtin {
                        builtin: hir::Builtin::Promise(_),
                        ..
                    }
                )
            })
    })
}

fn calls_unseen_code(types: &crate::types::TypeTable, block: &hir::Block) -> bool {
    block_expressions_any(block, &|expression| {
        let takes_function = expression
            .children()
            .iter()
            .any(|child| matches!(types.get(child.ty), Type::Function(_)));
        matches!(
            expression.kind,
            ExpressionKind::CallValue { .. }
                | ExpressionKind::PropertyCall { .. }
                | ExpressionKind::PropertyGet { .. }
                | ExpressionKind::PropertySet { .. }
                | ExpressionKind::MethodCall { slot: Some(_), .. }
                | ExpressionKind::Closure { .. }
                | ExpressionKind::FunctionReference(_)
                | ExpressionKind::AdaptFunction(_)
        ) || takes_function
    })
}

fn direct_callees(program: &hir::Program, block: &hir::Block) -> Vec<FuncId> {
    let callees = std::cell::RefCell::new(Vec::new());
    block_expressions_any(block, &|expression| {
        match &expression.kind {
            ExpressionKind::Call { function, .. } | ExpressionKind::MethodCall { function, .. } => {
                callees.borrow_mut().push(*function)
            }
            ExpressionKind::New { class, .. } => callees
                .borrow_mut()
                .push(program.classes[class.index()].constructor),
            _ => {}
        }
        false
    });
    callees.into_inner()
}

impl<'ctx, 'p> Codegen<'ctx, 'p> {
    /// Whether the call just emitted may return with an exception pending.
    pub(crate) fn call_may_throw(&self, call: CallSiteValue<'ctx>) -> bool {
        if !self.any_throw {
            return false;
        }
        match call.get_called_fn_value() {
            Some(callee) => match self.function_ids.get(&callee) {
                Some(id) => self.may_throw[id.index()],
                // Runtime functions raise no catchable errors yet.
                None => false,
            },
            None => true,
        }
    }

    /// After a call that may throw: when an exception is pending, unwind.
    pub(crate) fn check_after(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        call: CallSiteValue<'ctx>,
    ) -> Result<()> {
        if self.call_may_throw(call) {
            self.emit_pending_check(context)?;
        }
        Ok(())
    }

    /// `scr_pending` compared with zero by `predicate` (`NE`: an exception
    /// is pending).
    pub(crate) fn pending_test(&mut self, predicate: IntPredicate) -> Result<IntValue<'ctx>> {
        let flag = self.external_global("scr_pending");
        let i64_type = self.context.i64_type();
        let pending = self
            .builder
            .build_load(i64_type, flag, "pending")?
            .into_int_value();
        Ok(self
            .builder
            .build_int_compare(predicate, pending, i64_type.const_zero(), "thrown")?)
    }

    /// Loads `scr_pending` and unwinds when it is set.
    pub(crate) fn emit_pending_check(&mut self, context: &mut FunctionContext<'ctx>) -> Result<()> {
        let thrown = self.pending_test(IntPredicate::NE)?;
        let unwind = self.context.append_basic_block(context.function, "unwind");
        let normal = self
            .context
            .append_basic_block(context.function, "no.exception");
        // Exceptions are rare: tell LLVM the normal path is the hot one.
        let branch = self
            .builder
            .build_conditional_branch(thrown, unwind, normal)?;
        let weights = self.branch_weights(1, 2000);
        branch
            .set_metadata(weights, self.context.get_kind_id("prof"))
            .map_err(|_| crate::diagnostics::InternalError("branch weights".into()))?;
        self.builder.position_at_end(unwind);
        self.emit_unwind(context)?;
        self.builder.position_at_end(normal);
        Ok(())
    }

    /// Marks `branch` (a conditional branch) as almost always taking its
    /// first destination: LLVM lays that path out first and does not
    /// compute the other one speculatively.
    pub(crate) fn mark_likely(
        &self,
        branch: inkwell::values::InstructionValue<'ctx>,
    ) -> Result<()> {
        branch
            .set_metadata(
                self.branch_weights(2000, 1),
                self.context.get_kind_id("prof"),
            )
            .map_err(|_| crate::diagnostics::InternalError("branch weights".into()))
    }

    fn branch_weights(&self, taken: u32, not_taken: u32) -> inkwell::values::MetadataValue<'ctx> {
        let i32_type = self.context.i32_type();
        self.context.metadata_node(&[
            self.context.metadata_string("branch_weights").into(),
            i32_type.const_int(u64::from(taken), false).into(),
            i32_type.const_int(u64::from(not_taken), false).into(),
        ])
    }

    /// With an exception pending: releases what the exception leaves behind
    /// and branches to the innermost handler, or returns from the function.
    /// Leaves the builder in a terminated block.
    fn emit_unwind(&mut self, context: &mut FunctionContext<'ctx>) -> Result<()> {
        let handler = context.handlers.last().copied();
        let (first_temporary, depth) =
            handler.map_or((0, 0), |handler| (handler.temporaries, handler.depth));
        let temporaries =
            context.temporaries[first_temporary.min(context.temporaries.len())..].to_vec();
        for (value, ty) in temporaries.into_iter().rev() {
            self.emit_release(value.into(), ty)?;
        }
        // The scopes' releases form a chain shared by every throw point: a
        // block per local releases it and goes on to the block of the local
        // declared before it (lexical scoping makes that one local the
        // same wherever this one is the last declared), ending at the
        // handler or the return. Releasing every open local at every throw
        // point instead makes a long function with many locals and calls
        // quadratic in size.
        let locals: Vec<LocalId> = context.scopes[depth.min(context.scopes.len())..]
            .iter()
            .flatten()
            .copied()
            .collect();
        let landing = handler.map(|handler| handler.landing);
        let mut created: Vec<(usize, BasicBlock<'ctx>)> = Vec::new();
        let mut count = locals.len();
        let stop = loop {
            let key = (landing, count.checked_sub(1).map(|last| locals[last]));
            if let Some(&known) = context.unwinds.get(&key) {
                break Some(known);
            }
            let block = self.context.append_basic_block(
                context.function,
                if count == 0 {
                    "unwind.exit"
                } else {
                    "unwind.release"
                },
            );
            context.unwinds.insert(key, block);
            created.push((count, block));
            if count == 0 {
                break None;
            }
            count -= 1;
        };
        let head = created.first().map(|&(_, block)| block).or(stop);
        let head = head.ok_or_else(|| InternalError("an empty unwind chain".into()))?;
        self.builder.build_unconditional_branch(head)?;
        for (index, &(count, block)) in created.iter().enumerate() {
            self.builder.position_at_end(block);
            if count > 0 {
                self.release_local(context, locals[count - 1])?;
                let next = created
                    .get(index + 1)
                    .map(|&(_, next)| next)
                    .or(stop)
                    .ok_or_else(|| InternalError("a broken unwind chain".into()))?;
                self.builder.build_unconditional_branch(next)?;
                continue;
            }
            match handler {
                Some(handler) => {
                    self.builder.build_unconditional_branch(handler.landing)?;
                }
                None => {
                    self.release_owned_parameters(context)?;
                    if let Some(coroutine) = context.coroutine {
                        self.reject_coroutine(coroutine)?;
                        continue;
                    }
                    match self.default_value(context.result) {
                        Some(value) => self.builder.build_return(Some(&value))?,
                        None => self.builder.build_return(None)?,
                    };
                }
            }
        }
        Ok(())
    }

    /// A stack guard on entry: below the limit, call the function that
    /// throws Node's RangeError and return at once.
    pub(crate) fn emit_stack_guard(
        &mut self,
        function: inkwell::values::FunctionValue<'ctx>,
        result: TypeId,
    ) -> Result<()> {
        let Some(overflow) = self.program.stack_overflow else {
            return Ok(());
        };
        let frame = self.call_overloaded_intrinsic(
            "llvm.frameaddress",
            &[self.pointer_type().into()],
            &[self.context.i32_type().const_zero().into()],
        )?;
        let i64_type = self.context.i64_type();
        let address =
            self.builder
                .build_ptr_to_int(frame.into_pointer_value(), i64_type, "frame")?;
        let limit_global = self.external_global("scr_stack_limit");
        let limit = self
            .builder
            .build_load(i64_type, limit_global, "stack.limit")?
            .into_int_value();
        let exhausted =
            self.builder
                .build_int_compare(IntPredicate::ULT, address, limit, "stack.exhausted")?;
        let overflow_block = self.context.append_basic_block(function, "stack.overflow");
        let body = self.context.append_basic_block(function, "body");
        let branch = self
            .builder
            .build_conditional_branch(exhausted, overflow_block, body)?;
        let weights = self.branch_weights(1, 2000);
        branch
            .set_metadata(weights, self.context.get_kind_id("prof"))
            .map_err(|_| crate::diagnostics::InternalError("branch weights".into()))?;
        self.builder.position_at_end(overflow_block);
        // The error is made on the reserve below the limit: guards are off
        // while it is (constructors of error classes may be guarded
        // themselves), and back on after.
        self.builder
            .build_store(limit_global, i64_type.const_zero())?;
        self.builder
            .build_call(self.functions[overflow.index()], &[], "")?;
        self.builder.build_store(limit_global, limit)?;
        match self.default_value(result) {
            Some(value) => self.builder.build_return(Some(&value))?,
            None => self.builder.build_return(None)?,
        };
        self.builder.position_at_end(body);
        Ok(())
    }

    /// After a call of a runtime function that raises an error (which
    /// ends the program unless the program can catch it): unwind when the
    /// program has a `try` (the runtime threw through the error hook),
    /// else the call does not return.
    pub(crate) fn after_runtime_error(
        &mut self,
        context: &mut FunctionContext<'ctx>,
    ) -> Result<()> {
        if self.program.runtime_error.is_some() {
            self.emit_unwind(context)
        } else {
            self.builder.build_unreachable()?;
            Ok(())
        }
    }

    /// After a runtime function that may raise a RangeError and return a
    /// dummy result: in a program that can catch it, a pending check.
    pub(crate) fn check_runtime_raise(
        &mut self,
        context: &mut FunctionContext<'ctx>,
    ) -> Result<()> {
        if self.program.runtime_error.is_some() {
            self.emit_pending_check(context)?;
        }
        Ok(())
    }

    /// `throw value`.
    pub(crate) fn emit_throw(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
        mark: usize,
    ) -> Result<()> {
        let thrown = self
            .emit_owned(context, value, TypeId::UNKNOWN)?
            .ok_or_else(|| crate::diagnostics::InternalError("throw without a value".into()))?;
        self.release_temporaries(context, mark)?;
        self.call_runtime(RuntimeFunction::Throw, &[thrown])?;
        self.emit_unwind(context)?;
        self.start_dead_block(context);
        Ok(())
    }

    /// Runs the active `finally` blocks down to `keep` (innermost first)
    /// before a jump out of them.
    pub(crate) fn emit_finalizers_down_to(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        keep: usize,
    ) -> Result<()> {
        let all = self.finalizers.clone();
        let mut index = all.len();
        let mut result = Ok(());
        while index > keep {
            index -= 1;
            let finalizer = all[index];
            // The block sees only the handlers and finally blocks outside
            // its own `try`.
            self.finalizers.truncate(index);
            let saved_handlers = context.handlers.clone();
            context.handlers.truncate(finalizer.handlers);
            result = self.emit_block(context, finalizer.block);
            context.handlers = saved_handlers;
            if result.is_err() || self.current_block_terminated() {
                break;
            }
        }
        self.finalizers = all;
        result
    }

    /// `try { body } catch (e) { handler } finally { finalizer }`.
    pub(crate) fn emit_try(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        body: &'p hir::Block,
        catch: Option<&'p hir::Block>,
        finally: Option<&'p hir::Block>,
        saved: LocalId,
    ) -> Result<()> {
        let outer_handlers = context.handlers.len();
        let depth = context.scopes.len();
        let temporaries = context.temporaries.len();
        let end = self.context.append_basic_block(context.function, "try.end");
        let normal_exit = self
            .context
            .append_basic_block(context.function, "try.done");
        let finally_landing = match finally {
            Some(block) => {
                let landing = self
                    .context
                    .append_basic_block(context.function, "finally.throw");
                context.handlers.push(Handler {
                    depth,
                    temporaries,
                    landing,
                });
                self.finalizers.push(Finalizer {
                    block,
                    handlers: outer_handlers,
                });
                Some(landing)
            }
            None => None,
        };
        let catch_landing = match catch {
            Some(_) => {
                let landing = self.context.append_basic_block(context.function, "catch");
                context.handlers.push(Handler {
                    depth,
                    temporaries,
                    landing,
                });
                Some(landing)
            }
            None => None,
        };
        self.emit_block(context, body)?;
        self.branch_if_open(normal_exit)?;
        if let (Some(landing), Some(handler)) = (catch_landing, catch) {
            context.handlers.pop();
            self.builder.position_at_end(landing);
            self.emit_block(context, handler)?;
            self.branch_if_open(normal_exit)?;
        }
        if finally.is_some() {
            context.handlers.pop();
            self.finalizers.pop();
        }
        self.builder.position_at_end(normal_exit);
        if let Some(block) = finally {
            self.emit_block(context, block)?;
        }
        self.branch_if_open(end)?;
        if let (Some(landing), Some(block)) = (finally_landing, finally) {
            // The throw path: hold the exception, run the block, throw it
            // again. A `return` or `break` in the block drops it (the
            // hidden local's scope releases it).
            self.builder.position_at_end(landing);
            let exception = self.call_runtime_value(RuntimeFunction::Catch, &[])?;
            let slot = self.local_pointer(context, saved);
            self.builder.build_store(slot, exception)?;
            context.scopes.push(vec![saved]);
            self.emit_block(context, block)?;
            if !self.current_block_terminated() {
                let exception = self
                    .builder
                    .build_load(self.pointer_type(), slot, "rethrown")?;
                self.builder
                    .build_store(slot, self.pointer_type().const_null())?;
                context.scopes.pop();
                self.call_runtime(RuntimeFunction::Throw, &[exception])?;
                self.emit_unwind(context)?;
            } else {
                context.scopes.pop();
            }
        }
        self.builder.position_at_end(end);
        Ok(())
    }

    /// A value of `value`'s type boxed as `unknown`: a new reference.
    pub(crate) fn emit_to_dynamic(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
    ) -> Result<BasicValueEnum<'ctx>> {
        let ty = value.ty;
        if self.program.types.is_dynamic(ty) {
            let boxed = self.emit_owned(context, value, ty)?.ok_or_else(|| {
                crate::diagnostics::InternalError("unknown without a value".into())
            })?;
            return Ok(self.temporary_of(context, boxed, ty));
        }
        let owned =
            match self.program.types.get(ty) {
                // Evaluated for its effects (`o.f ?? g()` with a `void` g).
                Type::Undefined | Type::Void | Type::Null => {
                    self.emit_expression(context, value)?;
                    None
                }
                _ => Some(self.emit_owned(context, value, ty)?.ok_or_else(|| {
                    crate::diagnostics::InternalError("a value without bits".into())
                })?),
            };
        // An array literal boxed at once is held only through the box:
        // like an array `JSON.parse` makes, it may change its element kind
        // for the typed code that later reads it as an array of another
        // kind (the runtime's `DYNAMIC_ONLY`).
        if let Some(array) = owned
            && matches!(
                value.kind,
                ExpressionKind::ArrayLiteral(_) | ExpressionKind::ArraySpread(_)
            )
            && matches!(self.program.types.get(ty), Type::Array(_))
        {
            self.mark_dynamic_only(array.into_pointer_value())?;
        }
        let boxed = self.box_value(owned, ty)?;
        Ok(self.temporary_of(context, boxed, TypeId::UNKNOWN))
    }

    /// The payload of an `unknown` value as `ty`, checked: borrowed from
    /// the box.
    pub(crate) fn emit_from_dynamic(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        // A sum through `any` wanted as a number: in doubles while its
        // operands are numbers (`dynamic_sums`).
        if ty == TypeId::NUMBER
            && value.ty == TypeId::ANY
            && super::dynamic_sums::is_dynamic_sum(value, 1)
        {
            return Ok(self.emit_dynamic_sum_number(context, value)?.into());
        }
        // A generator's current number or boolean (a `for ... of` step):
        // read from the generator without taking a reference to its box.
        if matches!(ty, TypeId::NUMBER | TypeId::BOOLEAN)
            && value.ty != TypeId::ANY
            && let ExpressionKind::Builtin {
                builtin: hir::Builtin::Generator(hir::GeneratorOperation::Current),
                arguments,
            } = &value.kind
        {
            let generator = self.emit_pointer(context, &arguments[0])?;
            let (kind, class) = self.payload_check(ty);
            if ty == TypeId::NUMBER {
                let bits = self.emit_generator_number(generator, class)?;
                return self.slot_value_of(bits, ty);
            }
            let bits = self
                .call_runtime_value(
                    RuntimeFunction::GeneratorValuePayload,
                    &[
                        generator.into(),
                        self.context.i32_type().const_int(kind, false).into(),
                        class.into(),
                    ],
                )?
                .into_int_value();
            return self.slot_value_of(bits, ty);
        }
        let boxed = self.emit_pointer(context, value)?;
        // An array or a record: the same one when it holds the wanted kind
        // of values, else a converted one (owned either way); an array held
        // elsewhere too is scriptc's TypeError.
        let conversion = match self.program.types.get(ty) {
            Type::Array(element) => Some((RuntimeFunction::DynamicToArray, *element)),
            Type::Record(value) => Some((RuntimeFunction::DynamicToRecord, *value)),
            _ => None,
        };
        if matches!(
            self.program.types.get(self.program.types.callable(ty)),
            Type::Function(_)
        ) {
            let function = self.dynamic_to_function(boxed, ty)?;
            return Ok(self.temporary_of(context, function, ty));
        }
        if let Some((function, element)) = conversion {
            let kind = self.slot_kind(element);
            let kind = self.context.i32_type().const_int(kind, false);
            let converted = self.call_runtime_value(function, &[boxed.into(), kind.into()])?;
            let converted = self.temporary_of(context, converted, ty);
            if self.any_throw {
                self.emit_pending_check(context)?;
            }
            return Ok(converted);
        }
        // An `any` where a type is declared: a value of another type raises
        // a catchable TypeError (a narrowed union's read cannot fail).
        let raises = self.any_throw && value.ty == TypeId::ANY;
        let value = self.unbox_checked(boxed, ty, raises)?;
        if raises {
            self.emit_pending_check(context)?;
        }
        Ok(value)
    }

    /// A borrowed `any` box where a number is wanted, checked as
    /// `FromDynamic` checks it: another value raises a catchable TypeError.
    /// `then` runs between the check and the test for the raise (where
    /// the box may be released).
    pub(crate) fn unbox_dynamic_number(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        boxed: inkwell::values::PointerValue<'ctx>,
        then: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<inkwell::values::FloatValue<'ctx>> {
        let raises = self.any_throw;
        let value = self.unbox_checked(boxed, TypeId::NUMBER, raises)?;
        then(self)?;
        if raises {
            self.emit_pending_check(context)?;
        }
        Ok(value.into_float_value())
    }

    /// The payload of a borrowed box as a value of `ty` (checked, as
    /// `FromDynamic`): borrowed from the box.
    pub(crate) fn unbox_value(
        &mut self,
        boxed: inkwell::values::PointerValue<'ctx>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        self.unbox_checked(boxed, ty, false)
    }

    /// `unbox_value`; when `raises`, a value of another type raises a
    /// catchable TypeError (the caller checks for it) rather than ending
    /// the program.
    pub(crate) fn unbox_checked(
        &mut self,
        boxed: inkwell::values::PointerValue<'ctx>,
        ty: TypeId,
        raises: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        let (kind, class) = self.payload_check(ty);
        let kind = if raises { kind | 0x200 } else { kind };
        let class_type = self.program.types.non_null(ty).unwrap_or(ty);
        let arguments: [BasicValueEnum<'ctx>; 3] = [
            boxed.into(),
            self.context.i32_type().const_int(kind, false).into(),
            class.into(),
        ];
        let bits = if matches!(self.program.types.get(ty), Type::Number) {
            // A number box is read inline; the runtime checks the rest.
            self.number_box_bits(boxed, RuntimeFunction::DynamicPayload, &arguments)?
        } else {
            self.call_runtime_value(RuntimeFunction::DynamicPayload, &arguments)?
                .into_int_value()
        };
        let value = match self.value_type(ty) {
            Some(_) => self.slot_value_of(bits, ty)?,
            None => return Ok(self.context.i8_type().const_zero().into()),
        };
        // An interface type: not a dictionary made through `any`.
        if matches!(self.program.types.get(class_type), Type::Object(_)) {
            return self.call_runtime_value(RuntimeFunction::InterfacePayload, &[value]);
        }
        Ok(value)
    }

    /// What the runtime checks a box's payload against where a value of
    /// `ty` is wanted (`scr_dynamic_payload`): the payload kind (with the
    /// flag that lets `null` through), and the class an object must be an
    /// instance of (null: any object).
    pub(crate) fn payload_check(
        &mut self,
        ty: TypeId,
    ) -> (u64, inkwell::values::PointerValue<'ctx>) {
        let kind = match self.program.types.get(ty) {
            Type::Undefined | Type::Void => 5,
            Type::Null => 6,
            Type::Nullable(_) => self.slot_kind(ty) | 0x100,
            _ => self.slot_kind(ty),
        };
        let class_type = self.program.types.non_null(ty).unwrap_or(ty);
        let class = match self.program.types.get(class_type) {
            Type::Class { id, .. } => self.class_descriptor(*id),
            _ => self.pointer_type().const_null(),
        };
        (kind, class)
    }

    /// An owned value of type `ty` (`None`: a type without values) as a
    /// new box, which takes the value over.
    pub(crate) fn box_value(
        &mut self,
        value: Option<BasicValueEnum<'ctx>>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let i32_type = self.context.i32_type();
        let (kind, payload) = match (self.program.types.get(ty), value) {
            // The runtime's immortal boxes.
            (Type::Null, _) => return Ok(self.external_global("scr_null_box").into()),
            (_, None) | (Type::Undefined | Type::Void, _) => {
                return Ok(self.external_global("scr_undefined_box").into());
            }
            (_, Some(value)) => (self.slot_kind(ty), self.slot_bits_of(value)?),
        };
        self.call_runtime_value(
            RuntimeFunction::DynamicNew,
            &[i32_type.const_int(kind, false).into(), payload.into()],
        )
    }
}
