//! `async` functions as LLVM coroutines (switched-resume lowering), and
//! the promise operations of `Builtin::Promise`.
//!
//! An async function's LLVM function is a pre-split coroutine. On entry it
//! makes its promise (two references: one for the caller, one for the
//! frame), allocates its frame through the runtime and begins; every
//! completion (a `return`, the end of the body, an exception that leaves
//! it) settles the promise and goes to the final block, which releases the
//! frame's reference and frees the frame; the function returns the promise
//! from its suspend block, which LLVM's CoroSplit turns into the first
//! return of the ramp. `await` hands the awaited box to `scr_await` with
//! the coroutine's handle and the module's resume thunk, suspends, and on
//! resumption takes the settled value from `scr_await_result` (which
//! raises a rejection, so the usual pending-exception check follows).
//! Locals are allocas and temporaries SSA values: CoroSplit keeps the ones
//! live across a suspension in the frame. The counted parameters (and a
//! closure's own object, which owns its captures) are retained for the
//! coroutine's life, as the caller's references may end at its first
//! suspension.

use inkwell::basic_block::BasicBlock;
use inkwell::context::AsContextRef;
use inkwell::intrinsics::Intrinsic;
use inkwell::llvm_sys;
use inkwell::module::Linkage;
use inkwell::types::AsTypeRef;
use inkwell::values::{AsValueRef, BasicValueEnum, FunctionValue, PointerValue};

use super::dynamic_sites::SumOperand;
use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{
    CollectionMethod, Expression, ExpressionKind, PromiseCombinator, PromiseOperation,
};
use crate::types::{Type, TypeId};

/// The coroutine state of the async function or generator being emitted.
#[derive(Clone, Copy)]
pub(crate) struct Coroutine<'ctx> {
    /// `llvm.coro.begin`'s handle.
    handle: PointerValue<'ctx>,
    /// The function's promise (the frame's reference), or the generator
    /// (not counted by the frame: the generator owns the frame).
    promise: PointerValue<'ctx>,
    generator: bool,
    /// An async generator: its `await`s suspend it as `yield`s do.
    asynchronous: bool,
    /// Where every completion goes once the promise is settled (and a
    /// destroyed frame once it released what it held): it frees the frame.
    final_block: BasicBlock<'ctx>,
    /// Returns (the ramp's first return; a resumption's end).
    suspend_block: BasicBlock<'ctx>,
}

impl<'ctx> Codegen<'ctx, '_> {
    fn intrinsic(&self, name: &str) -> Result<FunctionValue<'ctx>> {
        Intrinsic::find(name)
            .and_then(|intrinsic| intrinsic.get_declaration(&self.module, &[]))
            .ok_or_else(|| InternalError(format!("no intrinsic {name}")))
    }

    /// A call through the C API, for intrinsics that take or return
    /// `token` values (which inkwell has no type for).
    fn raw_call(
        &self,
        function: FunctionValue<'ctx>,
        arguments: &[llvm_sys::prelude::LLVMValueRef],
    ) -> llvm_sys::prelude::LLVMValueRef {
        let mut arguments = arguments.to_vec();
        // SAFETY: the builder, function and arguments belong to this
        // module's context; the argument types match the declaration.
        unsafe {
            llvm_sys::core::LLVMBuildCall2(
                self.builder.as_mut_ptr(),
                function.get_type().as_type_ref(),
                function.as_value_ref(),
                arguments.as_mut_ptr(),
                arguments.len() as u32,
                c"".as_ptr(),
            )
        }
    }

    /// The `none` token.
    fn token_none(&self) -> llvm_sys::prelude::LLVMValueRef {
        // SAFETY: a constant of the context's token type.
        unsafe {
            llvm_sys::core::LLVMConstNull(llvm_sys::core::LLVMTokenTypeInContext(
                self.context.as_ctx_ref(),
            ))
        }
    }

    /// The module's resume thunk: `void scriptc.resume(ptr handle)`, which
    /// the runtime calls to resume a suspended coroutine.
    fn resume_thunk(&mut self) -> Result<PointerValue<'ctx>> {
        self.coroutine_thunk("scriptc.resume", "llvm.coro.resume")
    }

    /// The module's destroy thunk: `void scriptc.destroy(ptr handle)`,
    /// which the runtime calls to end a generator that will not finish.
    fn destroy_thunk(&mut self) -> Result<PointerValue<'ctx>> {
        self.coroutine_thunk("scriptc.destroy", "llvm.coro.destroy")
    }

    /// `void name(ptr handle)` calling the coroutine intrinsic `intrinsic`
    /// on the handle (C-callable, unlike the split functions).
    fn coroutine_thunk(&mut self, name: &str, intrinsic: &str) -> Result<PointerValue<'ctx>> {
        if let Some(existing) = self.module.get_function(name) {
            return Ok(existing.as_global_value().as_pointer_value());
        }
        let thunk_type = self
            .context
            .void_type()
            .fn_type(&[self.pointer_type().into()], false);
        let thunk = self
            .module
            .add_function(name, thunk_type, Some(Linkage::Internal));
        let saved = self.builder.get_insert_block();
        let entry = self.context.append_basic_block(thunk, "entry");
        self.builder.position_at_end(entry);
        let callee = self.intrinsic(intrinsic)?;
        let handle = thunk
            .get_nth_param(0)
            .ok_or_else(|| InternalError("coroutine handle".into()))?;
        self.builder.build_call(callee, &[handle.into()], "")?;
        self.builder.build_return(None)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(thunk.as_global_value().as_pointer_value())
    }

    /// Turns the function being emitted into a coroutine: makes its
    /// promise and frame and begins. Called at the end of the entry
    /// block's setup, before the body.
    pub(crate) fn begin_coroutine(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        generator: bool,
        asynchronous: bool,
    ) -> Result<()> {
        let function = context.function;
        let attribute = self.context.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id("presplitcoroutine"),
            0,
        );
        function.add_attribute(inkwell::attributes::AttributeLoc::Function, attribute);
        let promise = if generator {
            // The caller's reference; the frame keeps none.
            let resume = self.resume_thunk()?;
            let destroy = self.destroy_thunk()?;
            let new = if asynchronous {
                RuntimeFunction::AsyncGeneratorNew
            } else {
                RuntimeFunction::GeneratorNew
            };
            self.call_runtime_value(new, &[resume.into(), destroy.into()])?
                .into_pointer_value()
        } else {
            let promise = self
                .call_runtime_value(RuntimeFunction::PromiseNew, &[])?
                .into_pointer_value();
            // The caller's reference.
            self.emit_retain(promise.into())?;
            promise
        };
        let null = self.pointer_type().const_null().as_value_ref();
        let i32_zero = self.context.i32_type().const_zero().as_value_ref();
        let id = self.raw_call(
            self.intrinsic("llvm.coro.id")?,
            &[i32_zero, null, null, null],
        );
        let size_intrinsic = Intrinsic::find("llvm.coro.size")
            .and_then(|intrinsic| {
                intrinsic.get_declaration(&self.module, &[self.context.i64_type().into()])
            })
            .ok_or_else(|| InternalError("no llvm.coro.size".into()))?;
        // The frame is allocated only where `llvm.coro.alloc` says it is
        // needed: a coroutine that never suspends (an async function
        // without `await`) gets none once split.
        let allocate = self.raw_call(self.intrinsic("llvm.coro.alloc")?, &[id]);
        // SAFETY: `llvm.coro.alloc` returns an `i1`.
        let allocate = unsafe { inkwell::values::IntValue::new(allocate) };
        let entry = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        let allocating = self.context.append_basic_block(function, "coro.alloc");
        let beginning = self.context.append_basic_block(function, "coro.begin");
        self.builder
            .build_conditional_branch(allocate, allocating, beginning)?;
        self.builder.position_at_end(allocating);
        let size = self.call_value(size_intrinsic, &[])?;
        let allocated = self.call_runtime_value(RuntimeFunction::CoroAlloc, &[size])?;
        let allocated_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        self.builder.build_unconditional_branch(beginning)?;
        self.builder.position_at_end(beginning);
        let memory = self.builder.build_phi(self.pointer_type(), "coro.memory")?;
        memory.add_incoming(&[
            (&self.pointer_type().const_null(), entry),
            (&allocated, allocated_end),
        ]);
        let begin = self.raw_call(
            self.intrinsic("llvm.coro.begin")?,
            &[id, memory.as_basic_value().as_value_ref()],
        );
        // SAFETY: `llvm.coro.begin` returns a pointer.
        let handle = unsafe { PointerValue::new(begin) };
        let final_block = self.context.append_basic_block(function, "coro.final");
        let free_block = self.context.append_basic_block(function, "coro.free");
        let suspend_block = self.context.append_basic_block(function, "coro.suspend");
        let body = self.context.append_basic_block(function, "coro.body");
        self.builder.build_unconditional_branch(body)?;

        // The final block: the frame's reference to the promise ends.
        self.builder.position_at_end(final_block);
        if !generator {
            self.emit_release(promise.into(), context.result)?;
        }
        if let Some(environment) = context.coroutine_environment {
            self.emit_release(environment.into(), TypeId::UNKNOWN)?;
        }
        self.builder.build_unconditional_branch(free_block)?;

        self.builder.position_at_end(free_block);
        let free = self.raw_call(self.intrinsic("llvm.coro.free")?, &[id, begin]);
        // SAFETY: `llvm.coro.free` returns a pointer.
        let frame = unsafe { PointerValue::new(free) };
        self.call_runtime(RuntimeFunction::CoroFree, &[frame.into()])?;
        self.builder.build_unconditional_branch(suspend_block)?;

        self.builder.position_at_end(suspend_block);
        let false_value = self.context.bool_type().const_zero().as_value_ref();
        self.raw_call(
            self.intrinsic("llvm.coro.end")?,
            &[begin, false_value, self.token_none()],
        );
        self.builder.build_return(Some(&promise))?;

        self.builder.position_at_end(body);
        let coroutine = Coroutine {
            handle,
            promise,
            generator,
            asynchronous,
            final_block,
            suspend_block,
        };
        context.coroutine = Some(coroutine);
        if generator {
            // A generator's body waits for the first `next()`.
            self.call_runtime(
                RuntimeFunction::GeneratorBind,
                &[promise.into(), handle.into()],
            )?;
            let (resumed, destroyed) = self.suspend(context, coroutine)?;
            self.builder.position_at_end(destroyed);
            self.release_owned_parameters(context)?;
            if let Some(slot) = context.early_receiver {
                let receiver = self.builder.build_load(self.pointer_type(), slot, "this")?;
                self.emit_release(receiver, TypeId::UNKNOWN)?;
            }
            self.builder.build_unconditional_branch(final_block)?;
            self.builder.position_at_end(resumed);
        }
        Ok(())
    }

    /// Suspends the coroutine: returns the blocks where it continues when
    /// resumed and when destroyed (the builder is left in neither).
    fn suspend(
        &mut self,
        context: &FunctionContext<'ctx>,
        coroutine: Coroutine<'ctx>,
    ) -> Result<(BasicBlock<'ctx>, BasicBlock<'ctx>)> {
        let suspend = self.raw_call(
            self.intrinsic("llvm.coro.suspend")?,
            &[
                self.token_none(),
                self.context.bool_type().const_zero().as_value_ref(),
            ],
        );
        // SAFETY: `llvm.coro.suspend` returns an `i8`.
        let state = unsafe { inkwell::values::IntValue::new(suspend) };
        let resumed = self.context.append_basic_block(context.function, "resumed");
        let destroyed = self
            .context
            .append_basic_block(context.function, "destroyed");
        let i8_type = self.context.i8_type();
        self.builder.build_switch(
            state,
            coroutine.suspend_block,
            &[
                (i8_type.const_int(0, false), resumed),
                (i8_type.const_int(1, false), destroyed),
            ],
        )?;
        Ok((resumed, destroyed))
    }

    /// A frame destroyed while suspended (a generator dropped before it
    /// finished): releases what the body holds, then frees the frame.
    fn emit_destroyed(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        coroutine: Coroutine<'ctx>,
    ) -> Result<()> {
        let temporaries = context.temporaries.clone();
        for (value, ty) in temporaries.into_iter().rev() {
            self.emit_release(value.into(), ty)?;
        }
        self.release_scopes_from(context, 0)?;
        self.release_owned_parameters(context)?;
        self.builder
            .build_unconditional_branch(coroutine.final_block)?;
        Ok(())
    }

    /// `yield box` (the value owned): suspends; on resumption, the value
    /// sent (a temporary box), or the `return(v)` or `throw(e)` it was
    /// resumed with carried out.
    fn emit_yield_value(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        boxed: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        self.emit_generator_suspension(context, boxed, RuntimeFunction::GeneratorYield)
    }

    /// Hands `boxed` (owned) to the generator through `handover`
    /// (`scr_generator_yield`, or an async generator's
    /// `scr_async_generator_await`) and suspends; on resumption, the value
    /// sent (a temporary box), or the `return(v)` or `throw(e)` it was
    /// resumed with carried out.
    fn emit_generator_suspension(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        boxed: BasicValueEnum<'ctx>,
        handover: RuntimeFunction,
    ) -> Result<BasicValueEnum<'ctx>> {
        let (sent, mode) = self.emit_raw_suspension(context, boxed, handover)?;
        let returning = self
            .context
            .append_basic_block(context.function, "gen.return");
        let throwing = self
            .context
            .append_basic_block(context.function, "gen.throw");
        let next = self
            .context
            .append_basic_block(context.function, "gen.next");
        let i32_type = self.context.i32_type();
        self.builder.build_switch(
            mode,
            next,
            &[
                (i32_type.const_int(1, false), returning),
                (i32_type.const_int(2, false), throwing),
            ],
        )?;
        // `throw(e)`: raised where the generator was suspended.
        self.builder.position_at_end(throwing);
        self.call_runtime(RuntimeFunction::Throw, &[sent])?;
        self.emit_pending_check(context)?;
        self.builder.build_unreachable()?;
        // `return(v)`: as a `return v` there (its `finally` blocks run).
        self.builder.position_at_end(returning);
        self.emit_generator_return(context, sent)?;
        self.builder.position_at_end(next);
        Ok(self.temporary_of(context, sent, TypeId::UNKNOWN))
    }

    /// Hands `boxed` (owned) over and suspends, as
    /// `emit_generator_suspension`; on resumption, the value sent (owned)
    /// and the mode (0 `next`, 1 `return`, 2 `throw`), not acted on.
    fn emit_raw_suspension(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        boxed: BasicValueEnum<'ctx>,
        handover: RuntimeFunction,
    ) -> Result<(BasicValueEnum<'ctx>, inkwell::values::IntValue<'ctx>)> {
        let coroutine = context
            .coroutine
            .ok_or_else(|| InternalError("yield outside a generator".into()))?;
        if handover == RuntimeFunction::GeneratorYieldNumber {
            self.emit_generator_yield_number(coroutine.promise, boxed.into_float_value())?;
        } else {
            self.call_runtime(handover, &[coroutine.promise.into(), boxed])?;
        }
        let (resumed, destroyed) = self.suspend(context, coroutine)?;
        self.builder.position_at_end(destroyed);
        self.emit_destroyed(context, coroutine)?;
        self.builder.position_at_end(resumed);
        self.emit_generator_received(coroutine.promise)
    }

    /// `yield* inner` in an async generator: each request the outer
    /// generator serves is passed on to `inner` (`next(v)`, `throw(e)`,
    /// `return(v)`), its promised `{ value, done }` awaited, and the value
    /// yielded as it is (the specification's AsyncGeneratorYield, without
    /// a second await) until `inner` is done; its final value is the
    /// result, or, after `return(v)`, the outer generator returns it.
    fn emit_async_delegate(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operand: &Expression,
    ) -> Result<BasicValueEnum<'ctx>> {
        let i32_type = self.context.i32_type();
        let inner = self.emit_pointer(context, operand)?;
        let step = self
            .context
            .append_basic_block(context.function, "adelegate.step");
        let undefined = self.undefined_box()?;
        let start = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        self.builder.build_unconditional_branch(step)?;
        self.builder.position_at_end(step);
        let sent = self
            .builder
            .build_phi(self.pointer_type(), "adelegate.sent")?;
        let mode = self.builder.build_phi(i32_type, "adelegate.mode")?;
        sent.add_incoming(&[(&undefined, start)]);
        mode.add_incoming(&[(&i32_type.const_zero(), start)]);
        let mode_value = mode.as_basic_value().into_int_value();
        let promise = self.call_runtime_value(
            RuntimeFunction::AsyncDelegateStep,
            &[inner.into(), sent.as_basic_value(), mode_value.into()],
        )?;
        self.emit_release(sent.as_basic_value(), TypeId::UNKNOWN)?;
        // Await the step: a rejection is raised here.
        let (settled, how) =
            self.emit_raw_suspension(context, promise, RuntimeFunction::AsyncGeneratorAwait)?;
        let rejected = self.builder.build_int_compare(
            inkwell::IntPredicate::EQ,
            how,
            i32_type.const_int(2, false),
            "adelegate.rejected",
        )?;
        let raise = self
            .context
            .append_basic_block(context.function, "adelegate.raise");
        let settled_block = self
            .context
            .append_basic_block(context.function, "adelegate.settled");
        self.builder
            .build_conditional_branch(rejected, raise, settled_block)?;
        self.builder.position_at_end(raise);
        self.call_runtime(RuntimeFunction::Throw, &[settled])?;
        self.emit_pending_check(context)?;
        self.builder.build_unreachable()?;
        self.builder.position_at_end(settled_block);
        let done = self
            .call_runtime_value(RuntimeFunction::AsyncDelegateDone, &[settled])?
            .into_int_value();
        let value = self.call_runtime_value(RuntimeFunction::AsyncDelegateValue, &[settled])?;
        self.emit_release(settled, TypeId::UNKNOWN)?;
        let finished = self
            .context
            .append_basic_block(context.function, "adelegate.done");
        let yielding = self
            .context
            .append_basic_block(context.function, "adelegate.yield");
        let is_done = self.builder.build_int_compare(
            inkwell::IntPredicate::NE,
            done,
            i32_type.const_zero(),
            "adelegate.isdone",
        )?;
        self.builder
            .build_conditional_branch(is_done, finished, yielding)?;
        self.builder.position_at_end(yielding);
        let (next_sent, next_mode) =
            self.emit_raw_suspension(context, value, RuntimeFunction::GeneratorYield)?;
        let yield_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        sent.add_incoming(&[(&next_sent, yield_end)]);
        mode.add_incoming(&[(&next_mode, yield_end)]);
        self.builder.build_unconditional_branch(step)?;
        self.builder.position_at_end(finished);
        let returned = self.builder.build_int_compare(
            inkwell::IntPredicate::EQ,
            mode_value,
            i32_type.const_int(1, false),
            "adelegate.returned",
        )?;
        let returning = self
            .context
            .append_basic_block(context.function, "adelegate.return");
        let after = self
            .context
            .append_basic_block(context.function, "adelegate.after");
        self.builder
            .build_conditional_branch(returned, returning, after)?;
        self.builder.position_at_end(returning);
        self.emit_generator_return(context, value)?;
        self.builder.position_at_end(after);
        Ok(self.temporary_of(context, value, TypeId::UNKNOWN))
    }

    /// `return value` at a suspension point of a generator: its temporaries
    /// released, its `finally` blocks run, then it completes with `value`
    /// (an owned box).
    fn emit_generator_return(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: BasicValueEnum<'ctx>,
    ) -> Result<()> {
        let coroutine = context
            .coroutine
            .ok_or_else(|| InternalError("return outside a generator".into()))?;
        let temporaries = context.temporaries.clone();
        for (temporary, ty) in temporaries.into_iter().rev() {
            self.emit_release(temporary.into(), ty)?;
        }
        self.emit_finalizers_down_to(context, 0)?;
        if !self.current_block_terminated() {
            self.release_scopes_from(context, 0)?;
            self.release_owned_parameters(context)?;
            self.complete_coroutine(coroutine, Some(value))?;
        }
        Ok(())
    }
    /// A completion of the async function: settles its promise with
    /// `value` (an owned box; `None`: `undefined`) and goes to the final
    /// block. Leaves the builder in a terminated block.
    pub(crate) fn complete_coroutine(
        &mut self,
        coroutine: Coroutine<'ctx>,
        value: Option<BasicValueEnum<'ctx>>,
    ) -> Result<()> {
        let value = match value {
            Some(value) => value,
            None => self.undefined_box()?,
        };
        let settle = if coroutine.generator {
            RuntimeFunction::GeneratorFinish
        } else {
            RuntimeFunction::PromiseResolve
        };
        self.call_runtime(settle, &[coroutine.promise.into(), value])?;
        self.builder
            .build_unconditional_branch(coroutine.final_block)?;
        Ok(())
    }

    /// An exception leaves the async function: its promise is rejected
    /// with it. Leaves the builder in a terminated block.
    pub(crate) fn reject_coroutine(&mut self, coroutine: Coroutine<'ctx>) -> Result<()> {
        // A generator's exception stays pending for whoever resumed it.
        let fail = if coroutine.generator {
            RuntimeFunction::GeneratorFail
        } else {
            RuntimeFunction::PromiseRejectPending
        };
        self.call_runtime(fail, &[coroutine.promise.into()])?;
        self.builder
            .build_unconditional_branch(coroutine.final_block)?;
        Ok(())
    }

    fn undefined_box(&mut self) -> Result<BasicValueEnum<'ctx>> {
        self.box_value(None, TypeId::UNDEFINED)
    }

    /// `await value`: the settled value as a box (a temporary), or the
    /// reason raised.
    fn emit_await(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operand: &Expression,
    ) -> Result<BasicValueEnum<'ctx>> {
        let boxed = self
            .emit_owned(context, operand, TypeId::UNKNOWN)?
            .ok_or_else(|| InternalError("await of nothing".into()))?;
        let result = match context.coroutine {
            // An async generator's body waits as it yields: the settled
            // value comes back as the value sent, a rejection as `throw`.
            Some(coroutine) if coroutine.asynchronous => {
                let settled = self.emit_generator_suspension(
                    context,
                    boxed,
                    RuntimeFunction::AsyncGeneratorAwait,
                )?;
                self.emit_retain(settled)?;
                settled
            }
            Some(coroutine) => {
                let resume = self.resume_thunk()?;
                let destroy = self.destroy_thunk()?;
                self.call_runtime(
                    RuntimeFunction::Await,
                    &[
                        boxed,
                        coroutine.handle.into(),
                        resume.into(),
                        destroy.into(),
                    ],
                )?;
                let (resumed, destroyed) = self.suspend(context, coroutine)?;
                // A frame still waiting when the program ends is destroyed
                // for the audit (`promise::destroy_suspended`): what it
                // holds is released as a generator's is.
                self.builder.position_at_end(destroyed);
                self.emit_destroyed(context, coroutine)?;
                self.builder.position_at_end(resumed);
                self.call_runtime_value(RuntimeFunction::AwaitResult, &[])?
            }
            None => self.call_runtime_value(RuntimeFunction::AwaitTop, &[boxed])?,
        };
        let result = self.temporary_of(context, result, TypeId::UNKNOWN);
        self.emit_pending_check(context)?;
        Ok(result)
    }

    /// A closure handed to the runtime, borrowed (null when absent).
    fn callback_pointer(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
    ) -> Result<BasicValueEnum<'ctx>> {
        if value.ty == TypeId::NULL {
            return Ok(self.pointer_type().const_null().into());
        }
        Ok(self.emit_pointer(context, value)?.into())
    }

    /// The element kind of `ty`'s array, for the runtime.
    fn element_kind_of_array(&self, ty: TypeId) -> u64 {
        match self.program.types.get(ty) {
            Type::Array(element) => self.slot_kind(*element),
            _ => 4,
        }
    }

    pub(crate) fn emit_promise_operation(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operation: PromiseOperation,
        arguments: &[Expression],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let owned = |codegen: &mut Self, context: &mut FunctionContext<'ctx>, index: usize| {
            codegen
                .emit_owned(context, &arguments[index], TypeId::UNKNOWN)?
                .ok_or_else(|| InternalError("a promise operation without a value".into()))
        };
        let promise_result = |codegen: &mut Self,
                              context: &mut FunctionContext<'ctx>,
                              value: BasicValueEnum<'ctx>| {
            Ok(Some(codegen.temporary_of(context, value, ty)))
        };
        match operation {
            PromiseOperation::Await => {
                let value = self.emit_await(context, &arguments[0])?;
                Ok(Some(value))
            }
            PromiseOperation::Resolve => {
                let value = owned(self, context, 0)?;
                let promise = self.call_runtime_value(RuntimeFunction::PromiseFrom, &[value])?;
                promise_result(self, context, promise)
            }
            PromiseOperation::Reject => {
                let value = owned(self, context, 0)?;
                let promise =
                    self.call_runtime_value(RuntimeFunction::PromiseRejected, &[value])?;
                promise_result(self, context, promise)
            }
            PromiseOperation::Then => {
                let promise = self.emit_pointer(context, &arguments[0])?;
                let fulfilled = self.callback_pointer(context, &arguments[1])?;
                let rejected = self.callback_pointer(context, &arguments[2])?;
                let derived = self.call_runtime_value(
                    RuntimeFunction::PromiseThen,
                    &[promise.into(), fulfilled, rejected],
                )?;
                promise_result(self, context, derived)
            }
            PromiseOperation::Finally => {
                let promise = self.emit_pointer(context, &arguments[0])?;
                let handler = self.callback_pointer(context, &arguments[1])?;
                let derived = self.call_runtime_value(
                    RuntimeFunction::PromiseFinally,
                    &[promise.into(), handler],
                )?;
                promise_result(self, context, derived)
            }
            PromiseOperation::Construct => {
                let executor = self.callback_pointer(context, &arguments[0])?;
                let promise =
                    self.call_runtime_value(RuntimeFunction::PromiseConstruct, &[executor])?;
                promise_result(self, context, promise)
            }
            // `Promise.all([a, b])` of different types: a tuple.
            PromiseOperation::Combine(PromiseCombinator::All)
                if matches!(self.program.types.get(ty), Type::Promise(value)
                    if self.program.types.tuple(*value).is_some()) =>
            {
                let Type::Promise(tuple) = self.program.types.get(ty).clone() else {
                    return Err(InternalError("a tuple promise".into()));
                };
                let values = self.emit_pointer(context, &arguments[0])?;
                let descriptor = self.tuple_descriptor(tuple)?;
                let promise = self.call_runtime_value(
                    RuntimeFunction::PromiseAllTuple,
                    &[values.into(), descriptor.into()],
                )?;
                promise_result(self, context, promise)
            }
            PromiseOperation::Combine(combinator) => {
                let values = self.emit_pointer(context, &arguments[0])?;
                let source = self.element_kind_of_array(arguments[0].ty);
                let result_kind = match (combinator, self.program.types.get(ty)) {
                    (PromiseCombinator::All, Type::Promise(array)) => {
                        self.element_kind_of_array(*array)
                    }
                    // The kind of the fulfilled results' `value` slots.
                    (PromiseCombinator::AllSettled, Type::Promise(array)) => {
                        let types = &self.program.types;
                        let value = types
                            .element(*array)
                            .and_then(|element| types.object(element))
                            .and_then(|shape| shape.property("value"))
                            .map_or(TypeId::ANY, |property| property.ty);
                        self.slot_kind(value)
                    }
                    _ => 4,
                };
                let i32_type = self.context.i32_type();
                let which = match combinator {
                    PromiseCombinator::All => 0,
                    PromiseCombinator::AllSettled => 1,
                    PromiseCombinator::Race => 2,
                    PromiseCombinator::Any => 3,
                };
                let promise = self.call_runtime_value(
                    RuntimeFunction::PromiseCombine,
                    &[
                        values.into(),
                        i32_type.const_int(source, false).into(),
                        i32_type.const_int(which, false).into(),
                        i32_type.const_int(result_kind, false).into(),
                    ],
                )?;
                promise_result(self, context, promise)
            }
            PromiseOperation::QueueMicrotask | PromiseOperation::NextTick => {
                let callback = self.callback_pointer(context, &arguments[0])?;
                let function = if operation == PromiseOperation::NextTick {
                    RuntimeFunction::NextTick
                } else {
                    RuntimeFunction::QueueMicrotask
                };
                self.call_runtime(function, &[callback])?;
                Ok(None)
            }
            PromiseOperation::SetTimer(repeat) => {
                let callback = self.callback_pointer(context, &arguments[0])?;
                let delay = self
                    .emit_expression(context, &arguments[1])?
                    .ok_or_else(|| InternalError("a timer without a delay".into()))?;
                let repeat = self.context.i32_type().const_int(u64::from(repeat), false);
                let id = self.call_runtime_value(
                    RuntimeFunction::SetTimer,
                    &[callback, delay, repeat.into()],
                )?;
                Ok(Some(id))
            }
            PromiseOperation::SetImmediate => {
                let callback = self.callback_pointer(context, &arguments[0])?;
                let id = self.call_runtime_value(RuntimeFunction::SetImmediate, &[callback])?;
                Ok(Some(id))
            }
            PromiseOperation::ClearTimer => {
                let id = self
                    .emit_expression(context, &arguments[0])?
                    .ok_or_else(|| InternalError("a timer id without a value".into()))?;
                self.call_runtime(RuntimeFunction::ClearTimer, &[id])?;
                Ok(None)
            }
        }
    }

    /// A generator operation of `Builtin::Generator`.
    pub(crate) fn emit_generator_operation(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operation: crate::hir::GeneratorOperation,
        arguments: &[Expression],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        use crate::hir::GeneratorOperation as G;
        let i32_type = self.context.i32_type();
        let value_kind = |codegen: &Self, ty: TypeId| {
            if codegen.program.types.is_dynamic(ty) {
                0xff
            } else {
                codegen.slot_kind(ty)
            }
        };
        match operation {
            // `yield n` of a number: the box of the last value reused.
            G::Yield
                if matches!(&arguments[0].kind, ExpressionKind::ToDynamic(inner)
                    if inner.ty == TypeId::NUMBER) =>
            {
                let ExpressionKind::ToDynamic(inner) = &arguments[0].kind else {
                    return Err(InternalError("a boxed number".into()));
                };
                let number = self
                    .emit_expression(context, inner)?
                    .ok_or_else(|| InternalError("yield of nothing".into()))?;
                Ok(Some(self.emit_generator_suspension(
                    context,
                    number,
                    RuntimeFunction::GeneratorYieldNumber,
                )?))
            }
            G::Yield => {
                let boxed = self
                    .emit_owned(context, &arguments[0], TypeId::UNKNOWN)?
                    .ok_or_else(|| InternalError("yield of nothing".into()))?;
                Ok(Some(self.emit_yield_value(context, boxed)?))
            }
            G::Delegate => {
                // `yield* inner`: each `next(v)`, `throw(e)` and `return(v)`
                // the outer generator receives is passed on to the inner
                // one, and what it yields is yielded in turn; its final
                // value is the result, or, after `return(v)`, the outer
                // generator returns it.
                let inner = self.emit_pointer(context, &arguments[0])?;
                let check = self
                    .context
                    .append_basic_block(context.function, "delegate.check");
                let body = self
                    .context
                    .append_basic_block(context.function, "delegate.yield");
                let done = self
                    .context
                    .append_basic_block(context.function, "delegate.done");
                let undefined = self.box_value(None, TypeId::UNDEFINED)?;
                let first = self
                    .call_runtime_value(
                        RuntimeFunction::GeneratorSend,
                        &[inner.into(), undefined, i32_type.const_zero().into()],
                    )?
                    .into_int_value();
                self.emit_release(undefined, TypeId::UNKNOWN)?;
                self.emit_pending_check(context)?;
                let first_end = self
                    .builder
                    .get_insert_block()
                    .ok_or_else(|| InternalError("no block".into()))?;
                self.builder.build_unconditional_branch(check)?;
                self.builder.position_at_end(check);
                let stepped = self.builder.build_phi(i32_type, "delegate.stepped")?;
                let last_mode = self.builder.build_phi(i32_type, "delegate.mode")?;
                stepped.add_incoming(&[(&first, first_end)]);
                last_mode.add_incoming(&[(&i32_type.const_zero(), first_end)]);
                let yielded = self.builder.build_int_compare(
                    inkwell::IntPredicate::NE,
                    stepped.as_basic_value().into_int_value(),
                    i32_type.const_zero(),
                    "yielded",
                )?;
                self.builder.build_conditional_branch(yielded, body, done)?;
                self.builder.position_at_end(body);
                let value =
                    self.call_runtime_value(RuntimeFunction::GeneratorCurrent, &[inner.into()])?;
                let (sent, mode) =
                    self.emit_raw_suspension(context, value, RuntimeFunction::GeneratorYield)?;
                let next = self
                    .call_runtime_value(
                        RuntimeFunction::GeneratorSend,
                        &[inner.into(), sent, mode.into()],
                    )?
                    .into_int_value();
                self.emit_release(sent, TypeId::UNKNOWN)?;
                self.emit_pending_check(context)?;
                let body_end = self
                    .builder
                    .get_insert_block()
                    .ok_or_else(|| InternalError("no block".into()))?;
                stepped.add_incoming(&[(&next, body_end)]);
                last_mode.add_incoming(&[(&mode, body_end)]);
                self.builder.build_unconditional_branch(check)?;
                self.builder.position_at_end(done);
                let result =
                    self.call_runtime_value(RuntimeFunction::GeneratorCurrent, &[inner.into()])?;
                let returned = self.builder.build_int_compare(
                    inkwell::IntPredicate::EQ,
                    last_mode.as_basic_value().into_int_value(),
                    i32_type.const_int(1, false),
                    "delegate.returned",
                )?;
                let returning = self
                    .context
                    .append_basic_block(context.function, "delegate.return");
                let after = self
                    .context
                    .append_basic_block(context.function, "delegate.after");
                self.builder
                    .build_conditional_branch(returned, returning, after)?;
                self.builder.position_at_end(returning);
                self.emit_generator_return(context, result)?;
                self.builder.position_at_end(after);
                Ok(Some(self.temporary_of(context, result, TypeId::UNKNOWN)))
            }
            G::AsyncDelegate => self.emit_async_delegate(context, &arguments[0]).map(Some),
            G::Resume => {
                let generator = self.emit_pointer(context, &arguments[0])?;
                let sent = self.emit_pointer(context, &arguments[1])?;
                let mode = self
                    .emit_expression(context, &arguments[2])?
                    .ok_or_else(|| InternalError("resume mode".into()))?;
                let value_type = self
                    .program
                    .types
                    .object(ty)
                    .and_then(|shape| shape.property("value").map(|property| property.ty))
                    .unwrap_or(TypeId::UNKNOWN);
                let kind = value_kind(self, value_type);
                let result = self.call_runtime_value(
                    RuntimeFunction::GeneratorResume,
                    &[
                        generator.into(),
                        sent.into(),
                        mode,
                        i32_type.const_int(kind, false).into(),
                    ],
                )?;
                let result = self.temporary_of(context, result, ty);
                self.emit_pending_check(context)?;
                Ok(Some(result))
            }
            G::Step => {
                let generator = self.emit_pointer(context, &arguments[0])?;
                let yielded = self.emit_generator_step(generator, arguments[0].ty)?;
                self.emit_pending_check(context)?;
                Ok(Some(yielded.into()))
            }
            G::Current => {
                let generator = self.emit_pointer(context, &arguments[0])?;
                let value = self
                    .call_runtime_value(RuntimeFunction::GeneratorCurrent, &[generator.into()])?;
                Ok(Some(self.temporary_of(context, value, TypeId::UNKNOWN)))
            }
            G::Close => {
                let generator = self.emit_pointer(context, &arguments[0])?;
                self.call_runtime(RuntimeFunction::GeneratorClose, &[generator.into()])?;
                self.emit_pending_check(context)?;
                Ok(None)
            }
            G::Collect | G::Take => {
                let generator = self.emit_pointer(context, &arguments[0])?;
                let element = match self.program.types.get(ty) {
                    Type::Array(element) => *element,
                    _ => TypeId::UNKNOWN,
                };
                let kind = value_kind(self, element);
                let array = if operation == G::Take {
                    let count = match arguments[1].kind {
                        crate::hir::ExpressionKind::Number(count) => count as u64,
                        _ => return Err(InternalError("a take count".into())),
                    };
                    self.call_runtime_value(
                        RuntimeFunction::GeneratorTake,
                        &[
                            generator.into(),
                            i32_type.const_int(kind, false).into(),
                            self.context.i64_type().const_int(count, false).into(),
                        ],
                    )?
                } else {
                    self.call_runtime_value(
                        RuntimeFunction::GeneratorCollect,
                        &[generator.into(), i32_type.const_int(kind, false).into()],
                    )?
                };
                let array = self.temporary_of(context, array, ty);
                self.emit_pending_check(context)?;
                Ok(Some(array))
            }
            G::AsyncResume => {
                let generator = self.emit_pointer(context, &arguments[0])?;
                let sent = self.emit_pointer(context, &arguments[1])?;
                let mode = self
                    .emit_expression(context, &arguments[2])?
                    .ok_or_else(|| InternalError("resume mode".into()))?;
                let value_type = match self.program.types.get(ty) {
                    Type::Promise(result) => self
                        .program
                        .types
                        .object(*result)
                        .and_then(|shape| shape.property("value").map(|property| property.ty))
                        .unwrap_or(TypeId::UNKNOWN),
                    _ => TypeId::UNKNOWN,
                };
                let kind = value_kind(self, value_type);
                let promise = self.call_runtime_value(
                    RuntimeFunction::AsyncGeneratorResume,
                    &[
                        generator.into(),
                        sent.into(),
                        mode,
                        i32_type.const_int(kind, false).into(),
                    ],
                )?;
                Ok(Some(self.temporary_of(context, promise, ty)))
            }
            G::AsyncOpen => {
                let generator = self.emit_pointer(context, &arguments[0])?;
                let open = self
                    .call_runtime_value(RuntimeFunction::AsyncGeneratorOpen, &[generator.into()])?
                    .into_int_value();
                let open = self.builder.build_int_compare(
                    inkwell::IntPredicate::NE,
                    open,
                    i32_type.const_zero(),
                    "open",
                )?;
                Ok(Some(open.into()))
            }
            G::AsyncStep | G::AsyncClose => {
                let generator = self.emit_pointer(context, &arguments[0])?;
                let function = if operation == G::AsyncStep {
                    RuntimeFunction::AsyncGeneratorStep
                } else {
                    RuntimeFunction::AsyncGeneratorClose
                };
                let promise = self.call_runtime_value(function, &[generator.into()])?;
                Ok(Some(self.temporary_of(context, promise, ty)))
            }
            G::FromIterator => {
                let object = self.emit_pointer(context, &arguments[0])?;
                let generator = self
                    .call_runtime_value(RuntimeFunction::GeneratorFromIterator, &[object.into()])?;
                Ok(Some(self.temporary_of(context, generator, ty)))
            }
            G::FromAny => {
                let value = self.emit_pointer(context, &arguments[0])?;
                let text = self.emit_pointer(context, &arguments[1])?;
                // Typed code iterating an `Iterable<[K, V]>` wants a map's
                // entries as tuples.
                let yielded = match self.program.types.get(ty) {
                    Type::Generator(yielded, _, _) => *yielded,
                    _ => TypeId::UNKNOWN,
                };
                let tuple = match self.program.types.get(yielded) {
                    Type::Tuple(_) => self.tuple_descriptor(yielded)?,
                    _ => self.pointer_type().const_null(),
                };
                let generator = self.call_runtime_value(
                    RuntimeFunction::GeneratorFromAny,
                    &[value.into(), text.into(), tuple.into()],
                )?;
                let generator = self.temporary_of(context, generator, ty);
                // An object's own `[Symbol.iterator]()` may throw.
                self.emit_pending_check(context)?;
                Ok(Some(generator))
            }
            G::FromArray => {
                let array = self.emit_pointer(context, &arguments[0])?;
                let generator =
                    self.call_runtime_value(RuntimeFunction::GeneratorFromArray, &[array.into()])?;
                Ok(Some(self.temporary_of(context, generator, ty)))
            }
            G::OverCopy => {
                let label = match arguments.get(1).map(|label| &label.kind) {
                    Some(crate::hir::ExpressionKind::Number(label)) => *label as u64,
                    _ => 0,
                };
                // A map's or a set's keys or values, kept as an iterator:
                // it walks the collection itself, live.
                if let ExpressionKind::Builtin {
                    builtin:
                        crate::hir::Builtin::Collection(
                            method @ (CollectionMethod::Keys | CollectionMethod::Values),
                        ),
                    arguments: parts,
                } = &arguments[0].kind
                    && let [collection] = &parts[..]
                    && matches!(
                        self.program.types.get(collection.ty),
                        Type::Map(..) | Type::Set(_)
                    )
                {
                    let values = *method == CollectionMethod::Values
                        && matches!(self.program.types.get(collection.ty), Type::Map(..));
                    let collection = self.emit_pointer(context, collection)?;
                    let generator = self.call_runtime_value(
                        RuntimeFunction::GeneratorOverCollection,
                        &[
                            collection.into(),
                            i32_type.const_int(u64::from(values), false).into(),
                            i32_type.const_int(label, false).into(),
                        ],
                    )?;
                    return Ok(Some(self.temporary_of(context, generator, ty)));
                }
                let array = self.emit_pointer(context, &arguments[0])?;
                let label = i32_type.const_int(label, false);
                let generator = self.call_runtime_value(
                    RuntimeFunction::GeneratorOverCopy,
                    &[array.into(), label.into()],
                )?;
                Ok(Some(self.temporary_of(context, generator, ty)))
            }
        }
    }

    /// An operation on `any` values (`Builtin::Any`), by the runtime.
    /// The string a boxed key of `o[k]` was made from, when `k` is a
    /// string (a property name, as `o.k` has).
    pub(crate) fn string_key<'e>(&self, key: &'e Expression) -> Option<&'e Expression> {
        match &key.kind {
            ExpressionKind::ToDynamic(inner)
                if matches!(self.program.types.get(inner.ty), crate::types::Type::String) =>
            {
                Some(inner)
            }
            _ => None,
        }
    }

    /// `object.name = x + n` (or `n + x`) for an `any` `x`, a number `n`
    /// and a name literal, through the sum site (see `dynamic_sites`):
    /// the sum's operands are evaluated first, then `object` (a variable
    /// or a literal: the checker pins anything else), as the assignment
    /// evaluates its value before the store reads the object. False, with
    /// nothing emitted, when the store has another shape.
    pub(crate) fn emit_any_sum_store(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        name: &Expression,
        sum: &[Expression],
    ) -> Result<bool> {
        let at = |position: usize| match sum.get(position).map(|a| &a.kind) {
            Some(ExpressionKind::ToDynamic(inner))
                if matches!(self.program.types.get(inner.ty), crate::types::Type::Number) =>
            {
                Some(&**inner)
            }
            _ => None,
        };
        let simple = |expression: &Expression| {
            matches!(
                expression.kind,
                ExpressionKind::Variable(_) | ExpressionKind::String(_)
            )
        };
        if sum.len() != 2 || !matches!(name.kind, ExpressionKind::String(_)) || !simple(object) {
            return Ok(false);
        }
        let Some((number, position)) = at(1).map(|n| (n, 1)).or(at(0).map(|n| (n, 0))) else {
            return Ok(false);
        };
        let mut boxed = None;
        let mut added = None;
        let mut fresh = false;
        for (index, operand) in sum.iter().enumerate() {
            if index == position {
                added = Some(self.emit_number(context, number)?);
            } else {
                // (Boxing the read's box is a no-op.)
                let read = match &operand.kind {
                    ExpressionKind::ToDynamic(inner) => inner,
                    _ => operand,
                };
                let named = match &read.kind {
                    ExpressionKind::Builtin {
                        builtin: crate::hir::Builtin::Any(crate::hir::AnyOperation::Get),
                        arguments,
                    } => {
                        fresh = true;
                        match &arguments[..] {
                            [object, name]
                                if simple(object)
                                    && matches!(name.kind, ExpressionKind::String(_)) =>
                            {
                                Some((object, name))
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                };
                boxed = Some(match named {
                    // `o.p` through the site: a number it holds is read as
                    // a number, anything else as an owned box.
                    Some((object, name)) => {
                        let object = self.emit_pointer(context, object)?;
                        let name = self.emit_pointer(context, name)?;
                        let read = self.emit_any_get_sum_operand_site(object, name)?;
                        self.temporary_of(context, read.boxed.into(), TypeId::ANY);
                        if self.any_throw {
                            self.emit_pending_check(context)?;
                        }
                        read
                    }
                    None => SumOperand {
                        boxed: self.emit_pointer(context, operand)?,
                        number: None,
                    },
                });
            }
        }
        let (Some(boxed), Some(added)) = (boxed, added) else {
            return Err(crate::diagnostics::InternalError(
                "a sum of two operands".into(),
            ));
        };
        let object = self.emit_pointer(context, object)?;
        let name = self.emit_pointer(context, name)?;
        self.emit_any_set_sum_site(object, name, boxed, added, position == 0, fresh)?;
        if self.any_throw {
            self.emit_pending_check(context)?;
        }
        Ok(true)
    }

    pub(crate) fn emit_any_operation(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operation: crate::hir::AnyOperation,
        arguments: &[Expression],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let arguments: Vec<&Expression> = arguments.iter().collect();
        self.emit_any_operation_of(context, operation, &arguments, ty)
    }

    fn emit_any_operation_of(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operation: crate::hir::AnyOperation,
        arguments: &[&Expression],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        use crate::hir::AnyOperation as A;
        // A sum of sums: added in doubles while the operands are numbers,
        // one box made at the end (`dynamic_sums`).
        if operation == A::Add
            && arguments.len() == 2
            && arguments
                .iter()
                .any(|argument| super::dynamic_sums::is_dynamic_sum(argument, 1))
        {
            let left = self.emit_dynamic_sum(context, arguments[0])?;
            let right = self.emit_dynamic_sum(context, arguments[1])?;
            let sum = self.add_dynamic(context, left, right)?;
            return Ok(Some(self.materialize_sum(context, sum)?.into()));
        }
        // `o.p = n` and `x + n` with a number `n`: the number is not boxed
        // (the runtime changes a dictionary's number in place; `x + n` of
        // a number `x` adds at once).
        let number_at = |position: usize| match arguments.get(position).map(|a| &a.kind) {
            Some(ExpressionKind::ToDynamic(inner))
                if matches!(self.program.types.get(inner.ty), crate::types::Type::Number) =>
            {
                Some(&**inner)
            }
            _ => None,
        };
        // `o[k]` with a string `k`: read and written as `o.k` is, with no
        // box made for the key.
        if matches!(operation, A::Index | A::IndexSet)
            && let Some(key) = arguments.get(1).and_then(|key| self.string_key(key))
        {
            let mut renamed = arguments.to_vec();
            renamed[1] = key;
            let operation = if operation == A::Index {
                A::Get
            } else {
                A::Set
            };
            return self.emit_any_operation_of(context, operation, &renamed, ty);
        }
        // `o.p = x + n` with a name literal, an `any` `x` and a number `n`:
        // when `x` holds a number, the sum is stored as a number.
        if operation == A::Set
            && let ExpressionKind::Builtin {
                builtin: crate::hir::Builtin::Any(A::Add),
                arguments: sum,
            } = &arguments[2].kind
            && self.emit_any_sum_store(context, arguments[0], arguments[1], sum)?
        {
            return Ok(None);
        }
        let fused = match operation {
            A::Set | A::IndexSet => number_at(2).map(|number| (number, 2)),
            A::Add => number_at(1)
                .map(|n| (n, 1))
                .or(number_at(0).map(|n| (n, 0))),
            _ => None,
        };
        if let Some((number, position)) = fused {
            let mut values = Vec::with_capacity(arguments.len());
            for (index, argument) in arguments.iter().enumerate() {
                values.push(if index == position {
                    self.emit_number(context, number)?.into()
                } else {
                    self.emit_pointer(context, argument)?.into()
                });
            }
            let result = match operation {
                A::Add => {
                    // The box first, then the number and whether it was the
                    // left operand.
                    let left = self
                        .context
                        .i32_type()
                        .const_int(u64::from(position == 0), false);
                    let boxed = self.call_runtime_value(
                        RuntimeFunction::AnyAddNumber,
                        &[values[1 - position], values[position], left.into()],
                    )?;
                    Some(self.temporary_of(context, boxed, TypeId::ANY))
                }
                // A name literal: through the site's inline cache.
                _ if operation == A::Set
                    && matches!(arguments[1].kind, ExpressionKind::String(_)) =>
                {
                    self.emit_any_set_number_site(
                        values[0].into_pointer_value(),
                        values[1].into_pointer_value(),
                        values[2].into_float_value(),
                        None,
                    )?;
                    None
                }
                _ => {
                    let function = if operation == A::Set {
                        RuntimeFunction::AnySetNumber
                    } else {
                        RuntimeFunction::AnyIndexSetNumber
                    };
                    self.call_runtime(function, &[values[0], values[1], values[2]])?;
                    None
                }
            };
            if self.any_throw {
                self.emit_pending_check(context)?;
            }
            return Ok(result);
        }
        let mut values = Vec::with_capacity(arguments.len());
        for argument in arguments {
            values.push(self.emit_pointer(context, argument)?);
        }
        let value = |index: usize| values[index].into();
        let result = match operation {
            // A name literal: through the site's inline cache.
            A::Get if matches!(arguments[1].kind, ExpressionKind::String(_)) => {
                let boxed = self.emit_any_get_site(values[0], values[1])?;
                Some(self.temporary_of(context, boxed.into(), TypeId::ANY))
            }
            A::Get | A::Index | A::Add => {
                let function = match operation {
                    A::Get => RuntimeFunction::AnyGet,
                    A::Index => RuntimeFunction::AnyIndex,
                    _ => RuntimeFunction::AnyAdd,
                };
                let boxed = self.call_runtime_value(function, &[value(0), value(1)])?;
                Some(self.temporary_of(context, boxed, TypeId::ANY))
            }
            A::Call => {
                let boxed = self.call_runtime_value(
                    RuntimeFunction::AnyCall,
                    &[value(0), value(1), value(2), value(3)],
                )?;
                Some(self.temporary_of(context, boxed, TypeId::ANY))
            }
            A::CallValue | A::New => {
                let function = if operation == A::New {
                    RuntimeFunction::AnyNew
                } else {
                    RuntimeFunction::AnyCallValue
                };
                let boxed = self.call_runtime_value(function, &[value(0), value(1), value(2)])?;
                Some(self.temporary_of(context, boxed, TypeId::ANY))
            }
            A::InstanceOf | A::In | A::Delete | A::HasOwn | A::OwnBypassed(_) => {
                let mut arguments = vec![value(0), value(1)];
                let function = match operation {
                    A::In => RuntimeFunction::AnyIn,
                    A::HasOwn => RuntimeFunction::AnyHasOwn,
                    A::Delete => RuntimeFunction::AnyDelete,
                    A::OwnBypassed(class) => {
                        arguments.push(self.class_descriptor(class).into());
                        RuntimeFunction::AnyOwnBypassed
                    }
                    _ => RuntimeFunction::AnyInstanceOf,
                };
                let answer = self
                    .call_runtime_value(function, &arguments)?
                    .into_int_value();
                let zero = self.context.i32_type().const_zero();
                Some(
                    self.builder
                        .build_int_compare(inkwell::IntPredicate::NE, answer, zero, "instance")?
                        .into(),
                )
            }
            A::Primitive => {
                let boxed = self.call_runtime_value(RuntimeFunction::AnyPrimitive, &[value(0)])?;
                Some(self.temporary_of(context, boxed, TypeId::ANY))
            }
            A::FromPairs => {
                let boxed = self.call_runtime_value(RuntimeFunction::AnyFromPairs, &[value(0)])?;
                Some(self.temporary_of(context, boxed, TypeId::ANY))
            }
            A::Iterate => {
                let array =
                    self.call_runtime_value(RuntimeFunction::AnyIterable, &[value(0), value(1)])?;
                Some(self.temporary_of(context, array, ty))
            }
            A::Integrity(level) => {
                let level = self.context.i32_type().const_int(u64::from(level), false);
                self.call_runtime(RuntimeFunction::IntegritySet, &[value(0), level.into()])?;
                None
            }
            A::IntegrityTest(question) => {
                let question = self
                    .context
                    .i32_type()
                    .const_int(u64::from(question), false);
                let answer = self
                    .call_runtime_value(
                        RuntimeFunction::IntegrityTest,
                        &[value(0), question.into()],
                    )?
                    .into_int_value();
                let zero = self.context.i32_type().const_zero();
                Some(
                    self.builder
                        .build_int_compare(inkwell::IntPredicate::NE, answer, zero, "answer")?
                        .into(),
                )
            }
            A::Brand(class, privacy) => {
                let descriptor = self.class_descriptor(class);
                let privacy = self.context.i32_type().const_int(privacy as u64, false);
                let boxed = self.call_runtime_value(
                    RuntimeFunction::PrivateBrand,
                    &[value(0), descriptor.into(), value(1), privacy.into()],
                )?;
                Some(self.temporary_of(context, boxed, TypeId::ANY))
            }
            A::ConstructorName => {
                let name =
                    self.call_runtime_value(RuntimeFunction::AnyConstructorName, &[value(0)])?;
                Some(self.temporary_of(context, name, TypeId::STRING))
            }
            A::ArrayFrom => {
                let array = self.call_runtime_value(RuntimeFunction::AnyArrayFrom, &[value(0)])?;
                Some(self.temporary_of(context, array, ty))
            }
            A::HoldsBoxes => {
                let answer = self
                    .call_runtime_value(RuntimeFunction::AnyHoldsBoxes, &[value(0)])?
                    .into_int_value();
                let zero = self.context.i32_type().const_zero();
                Some(
                    self.builder
                        .build_int_compare(inkwell::IntPredicate::NE, answer, zero, "boxes")?
                        .into(),
                )
            }
            A::AsArray => {
                let array = self.call_runtime_value(RuntimeFunction::AnyAsArray, &[value(0)])?;
                let ty = self
                    .program
                    .types
                    .lookup(&crate::types::Type::Array(TypeId::ANY))
                    .ok_or_else(|| InternalError("no any[] type".into()))?;
                Some(self.temporary_of(context, array, ty))
            }
            A::ObjectParts(which) => {
                let descriptor = match self.program.types.get(ty) {
                    crate::types::Type::Array(element) if which == 2 => {
                        self.tuple_descriptor(*element)?
                    }
                    _ => self.pointer_type().const_null(),
                };
                let which = self.context.i32_type().const_int(u64::from(which), false);
                let parts = self.call_runtime_value(
                    RuntimeFunction::AnyObjectParts,
                    &[value(0), which.into(), descriptor.into()],
                )?;
                Some(self.temporary_of(context, parts, ty))
            }
            A::SpreadInto => {
                self.call_runtime(RuntimeFunction::AnySpreadInto, &[value(0), value(1)])?;
                None
            }
            A::Set | A::IndexSet => {
                let function = if operation == A::Set {
                    RuntimeFunction::AnySet
                } else {
                    RuntimeFunction::AnyIndexSet
                };
                self.call_runtime(function, &[value(0), value(1), value(2)])?;
                None
            }
            A::Compare(which) => {
                let which = self.context.i32_type().const_int(u64::from(which), false);
                let answer = self
                    .call_runtime_value(
                        RuntimeFunction::AnyCompare,
                        &[value(0), value(1), which.into()],
                    )?
                    .into_int_value();
                let truth = self.builder.build_int_compare(
                    inkwell::IntPredicate::NE,
                    answer,
                    self.context.i32_type().const_zero(),
                    "any.compare",
                )?;
                Some(truth.into())
            }
        };
        // Reads and writes of `undefined`/`null` raise Node's TypeError.
        if self.any_throw {
            self.emit_pending_check(context)?;
        }
        Ok(result)
    }
}
