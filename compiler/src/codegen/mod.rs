//! Stage 4: LLVM IR from the typed HIR, through inkwell.
//!
//! Split by concern: `runtime_functions` (the closed list of runtime entry
//! points), `strings` (literal layout and string operations), `numbers`
//! (JavaScript numeric semantics and `Math`), `expressions` and `statements`.
//! This module owns the per-module and per-function state.

mod aliasing;
mod arrays;
mod borrowing;
mod callbacks;
mod closures;
mod collections;
mod concat;
mod coroutines;
mod cycles;
mod dynamic_calls;
mod dynamic_sites;
mod dynamic_sums;
mod exceptions;
mod expressions;
mod frees;
mod generator_paths;
mod inlining;
mod integers;
mod integrity;
mod json;
mod numbers;
mod objects;
mod ownership;
mod records;
mod runtime_functions;
mod shadows;
mod spread;
mod stack_objects;
mod statements;
mod strings;
mod typed;
mod versioning;

use std::collections::HashMap;

use inkwell::AddressSpace;
use inkwell::attributes::AttributeLoc;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, GlobalValue, PointerValue};

use crate::diagnostics::InternalError;
use crate::hir::{self, FuncId, LocalId, TargetId};
use crate::types::{Type, TypeId};

pub use runtime_functions::RuntimeFunction;

impl From<BuilderError> for InternalError {
    fn from(error: BuilderError) -> Self {
        InternalError(format!("LLVM builder: {error}"))
    }
}

pub(crate) type Result<T> = std::result::Result<T, InternalError>;

/// An object literal's shape: its keys with their slot kinds, in order,
/// and its spare slots.
pub(crate) type ShapeKey = (Vec<(String, u64)>, u32);

/// Lowers a checked program into a new LLVM module.
pub fn emit_module<'ctx>(
    context: &'ctx Context,
    program: &hir::Program,
    name: &str,
) -> Result<Module<'ctx>> {
    let module = context.create_module(name);
    let mut codegen = Codegen {
        context,
        module,
        builder: context.create_builder(),
        program,
        functions: Vec::new(),
        globals: Vec::new(),
        string_literals: HashMap::new(),
        literal_units: HashMap::new(),
        shapes: HashMap::new(),
        literal_shapes: None,
        may_throw: Vec::new(),
        guarded: exceptions::guarded_functions(program),
        any_throw: false,
        uses_event_loop: exceptions::uses_event_loop(program),
        function_ids: HashMap::new(),
        double_copies: std::collections::HashSet::new(),
        finalizers: Vec::new(),
        shared_globals: ownership::globals_assigned_in_functions(program),
        integer_variables: integers::integer_variables(program),
        global_facts: Vec::new(),
        return_facts: Vec::new(),
        shadowed: shadows::Shadowed {
            globals: Vec::new(),
            locals: Vec::new(),
        },
        shadow_globals: Vec::new(),
        quiet_functions: borrowing::quiet_functions(program, &|call| {
            objects::method_targets(program, call)
        }),
        run_once: inlining::run_once(program),
        stack_parameters: stack_objects::stack_parameters(program),
        twins: Vec::new(),
        self_call: None,
        getter_names: borrowing::getter_names(program),
        cycles: cycles::analyse(program),
        cold_code: false,
        pending_code: Vec::new(),
        pending_frees: Vec::new(),
    };
    codegen.global_facts = integers::facts(&codegen.integer_variables.globals);
    codegen.return_facts = integers::facts(&codegen.integer_variables.returns);
    codegen.shadowed = shadows::shadowed_variables(program, &codegen.integer_variables);
    codegen.may_throw = exceptions::throwing_functions(program, &codegen.guarded);
    // An internal switch for measuring what the may-throw analysis saves:
    // every call is followed by a pending check.
    if std::env::var_os("SCRIPTC_FORCE_PENDING_CHECKS").is_some() {
        codegen
            .may_throw
            .iter_mut()
            .for_each(|throws| *throws = true);
    }
    codegen.any_throw = codegen.may_throw.iter().any(|&throws| throws);
    codegen.declare_functions();
    codegen.declare_globals()?;
    codegen.declare_shadow_globals();
    for index in 0..program.functions.len() {
        codegen.emit_function(FuncId(index as u32))?;
    }
    codegen.emit_main()?;
    codegen.emit_pending_code()?;
    codegen.emit_compiled_frees()?;
    codegen.enable_cycle_collector()?;
    Ok(codegen.module)
}

pub(crate) struct Codegen<'ctx, 'p> {
    context: &'ctx Context,
    module: Module<'ctx>,
    builder: Builder<'ctx>,
    program: &'p hir::Program,
    functions: Vec<FunctionValue<'ctx>>,
    globals: Vec<GlobalValue<'ctx>>,
    /// One constant object per distinct literal, in order of first use so
    /// the IR is deterministic.
    string_literals: HashMap<Vec<u16>, GlobalValue<'ctx>>,
    /// The same literals by address (what `strings_equal` recognises).
    literal_units: HashMap<PointerValue<'ctx>, Vec<u16>>,
    /// Object literal shapes (keys and slot kinds) and their descriptors'
    /// symbols.
    shapes: HashMap<ShapeKey, String>,
    /// The shapes (keys, slot kinds, spare slots) of the program's object
    /// literals without accessors, found on first need: the descriptors a
    /// read through an object type guesses first (`records`).
    literal_shapes: Option<std::collections::BTreeSet<ShapeKey>>,
    /// Per function: a call to it may return with an exception pending.
    may_throw: Vec<bool>,
    /// Some function may throw: calls of unseen code need checks.
    any_throw: bool,
    /// The program makes promises, awaits or schedules callbacks: `main`
    /// runs the event loop after the top level.
    uses_event_loop: bool,
    /// Per function: it gets a stack guard on entry.
    guarded: Vec<bool>,
    /// The functions' LLVM values back to their ids.
    function_ids: HashMap<FunctionValue<'ctx>, FuncId>,
    /// Per function: its twin, when it has one (`inlining::recursion_twins`).
    twins: Vec<Option<FunctionValue<'ctx>>>,
    /// While a function with a twin is emitted: its id, and the copy its
    /// calls to itself call (the other one).
    self_call: Option<(FuncId, FunctionValue<'ctx>)>,
    /// Loops being emitted as the copy in doubles of a versioned loop (see
    /// `versioning`), by address: not versioned again.
    double_copies: std::collections::HashSet<*const crate::hir::Statement>,
    /// The `finally` blocks around the code being emitted, innermost last.
    finalizers: Vec<exceptions::Finalizer<'p>>,
    /// Per global: some function other than the top level assigns it, so
    /// a call may replace its value while an expression uses it.
    shared_globals: Vec<bool>,
    /// The integer-valued globals and locals (`integers`): their slots are
    /// `i64`s.
    integer_variables: integers::IntegerVariables,
    /// Per global: what the integer analysis knows of its value.
    global_facts: Vec<integers::Fact>,
    /// The variables with integer shadows (`shadows`).
    shadowed: shadows::Shadowed,
    /// Per global: its shadow, if it has one.
    shadow_globals: Vec<Option<shadows::Shadow<'ctx>>>,
    /// Per function: what the integer analysis knows of the values it
    /// returns.
    return_facts: Vec<integers::Fact>,
    /// Per function: calling it releases no reference held elsewhere
    /// (`borrowing`).
    quiet_functions: Vec<bool>,
    /// The code being emitted runs once and is outside loops (a function
    /// that runs once, `inlining`): its helper calls are not inlined.
    cold_code: bool,
    /// Dynamic entries and wrappers declared, their bodies not emitted yet.
    pending_code: Vec<dynamic_calls::PendingCode<'ctx>>,
    /// Compiled frees declared with their descriptors (`frees`), their
    /// bodies not emitted yet.
    pending_frees: Vec<frees::PendingFree<'ctx>>,
    /// The property names a getter of some class has (`borrowing`).
    getter_names: std::collections::HashSet<String>,
    /// Which values may take part in a reference cycle (`cycles`).
    cycles: cycles::Cycles,
    /// Per function: it runs once (`inlining`); its calls outside loops
    /// are not inlined.
    run_once: Vec<bool>,
    /// Per function, per parameter: an object literal passed there may be
    /// built on the caller's stack (`stack_objects`).
    stack_parameters: Vec<Vec<bool>>,
}

/// A link of the unwind chains (`exceptions::emit_unwind`): the handler's
/// landing block (none: the function returns) and the last local declared
/// (none: nothing left to release).
type UnwindKey<'ctx> = (Option<BasicBlock<'ctx>>, Option<LocalId>);

/// State of the function being emitted.
pub(crate) struct FunctionContext<'ctx> {
    function: FunctionValue<'ctx>,
    locals: Vec<PointerValue<'ctx>>,
    local_types: Vec<TypeId>,
    /// `break` and `continue` destinations of the enclosing targets.
    targets: HashMap<TargetId, (BasicBlock<'ctx>, Option<BasicBlock<'ctx>>)>,
    /// How many scopes were open where each target statement began: a jump
    /// there releases the scopes opened since.
    target_depths: HashMap<TargetId, usize>,
    result: TypeId,
    /// The method's receiver, `this`, which is never null (the parameter
    /// is not assignable).
    receiver: Option<LocalId>,
    /// Owned results of the full expression being evaluated (see
    /// `ownership`).
    temporaries: Vec<(PointerValue<'ctx>, TypeId)>,
    /// The counted locals of each open block, outermost first.
    scopes: Vec<Vec<LocalId>>,
    /// Counted parameters the function assigns, so owns.
    owned_parameters: Vec<LocalId>,
    /// Per local: it lives in a box (see `closures`).
    boxed: Vec<bool>,
    /// Per local: its slot is an `i64`: a loop counter (`Local::counter`)
    /// or another integer-valued local (`integers`).
    counters: Vec<bool>,
    /// Per local: what the integer analysis knows of its value.
    integer_facts: Vec<integers::Fact>,
    /// Per local: its integer shadow, if it has one (`shadows`).
    shadows: Vec<Option<shadows::Shadow<'ctx>>>,
    /// The full expression being emitted is quiet (`borrowing`): counted
    /// reads of elements, fields and shared variables borrow.
    borrowing: bool,
    /// Per local: something assigns it after its declaration.
    assigned: Vec<bool>,
    /// The `try` handlers around the code being emitted, innermost last.
    handlers: Vec<exceptions::Handler<'ctx>>,
    /// How many `finally` blocks were open where each target began: a
    /// jump there runs the ones opened since.
    target_finalizers: HashMap<TargetId, usize>,
    /// An async function: its coroutine (see `coroutines`).
    coroutine: Option<coroutines::Coroutine<'ctx>>,
    /// An async closure's own object, retained for the coroutine's life.
    coroutine_environment: Option<inkwell::values::PointerValue<'ctx>>,
    /// A generator method's `this`: its body starts at the first `next()`,
    /// after the receiver register has long been reused, so the call takes
    /// the receiver (retained) into this slot, where `TakeReceiver` finds
    /// it.
    early_receiver: Option<inkwell::values::PointerValue<'ctx>>,
    /// The blocks of the unwind chains (see `exceptions::emit_unwind`).
    unwinds: HashMap<UnwindKey<'ctx>, BasicBlock<'ctx>>,
    /// The function runs once (`inlining`).
    run_once: bool,
    /// How many loops enclose the code being emitted.
    loops: usize,
}

impl<'ctx> Codegen<'ctx, '_> {
    /// The LLVM attribute `name` without a value (`noinline`, ...).
    pub(crate) fn enum_attribute(&self, name: &str) -> inkwell::attributes::Attribute {
        self.context.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id(name),
            0,
        )
    }

    pub(crate) fn pointer_type(&self) -> inkwell::types::PointerType<'ctx> {
        self.context.ptr_type(AddressSpace::default())
    }

    /// The LLVM type of a value of type `ty`, or `None` for types without a
    /// runtime value (`void`, `undefined`, `never`).
    pub(crate) fn value_type(&self, ty: TypeId) -> Option<BasicTypeEnum<'ctx>> {
        match self.program.types.get(ty) {
            Type::Number => Some(self.context.f64_type().into()),
            Type::Boolean => Some(self.context.bool_type().into()),
            Type::String
            | Type::Key(_)
            | Type::Function(_)
            | Type::Array(_)
            | Type::OpenTuple(_)
            | Type::TypedArray(_)
            | Type::Promise(_)
            | Type::Generator(..)
            | Type::ClassObject(_)
            | Type::AsyncGenerator(..)
            | Type::Class { .. }
            | Type::Object(_)
            | Type::Map(..)
            | Type::BigInt
            | Type::Set(_)
            | Type::Record(_)
            | Type::Tuple(_)
            | Type::Null
            | Type::Unknown
            | Type::Iterable(_)
            | Type::Any
            | Type::Union(_)
            | Type::Nullable(_) => Some(self.pointer_type().into()),
            Type::Void | Type::Undefined | Type::Never => None,
        }
    }

    /// The value a variable of type `ty` holds before it is assigned.
    pub(crate) fn default_value(&mut self, ty: TypeId) -> Option<BasicValueEnum<'ctx>> {
        match self.program.types.get(ty) {
            Type::Number => Some(self.context.f64_type().const_zero().into()),
            Type::Boolean => Some(self.context.bool_type().const_zero().into()),
            Type::String | Type::Key(_) => Some(self.string_literal(&[]).into()),
            Type::Array(element) => Some(self.empty_array(*element).into()),
            Type::OpenTuple(tuple) => Some(self.empty_array(tuple.element).into()),
            Type::TypedArray(kind) => Some(self.empty_typed_array(*kind).into()),
            Type::Class { .. }
            | Type::Promise(_)
            | Type::Generator(..)
            | Type::ClassObject(_)
            | Type::AsyncGenerator(..)
            | Type::Object(_)
            | Type::Map(..)
            | Type::BigInt
            | Type::Set(_)
            | Type::Record(_)
            | Type::Tuple(_)
            | Type::Null
            | Type::Unknown
            | Type::Iterable(_)
            | Type::Any
            | Type::Union(_)
            | Type::Nullable(_) => Some(self.pointer_type().const_null().into()),
            Type::Function(_) => Some(self.pointer_type().const_null().into()),
            Type::Void | Type::Undefined | Type::Never => None,
        }
    }

    fn function_symbol(&self, id: FuncId) -> String {
        if id == self.program.entry {
            "ts.<toplevel>".to_string()
        } else {
            format!("ts.{}", self.program.function(id).name)
        }
    }

    fn declare_functions(&mut self) {
        for (index, function) in self.program.functions.iter().enumerate() {
            // A closure's code takes its closure object first.
            // (A local class's member finds its class object otherwise.)
            let environment = function
                .closure
                .as_ref()
                .filter(|closure| closure.class_access.is_none())
                .map(|_| BasicMetadataTypeEnum::from(self.pointer_type()));
            // An integer parameter (`integers`: the function runs only by
            // direct calls, each passing an integer) arrives as an `i64`.
            let ranges = &self.integer_variables.locals[index];
            let parameters: Vec<BasicMetadataTypeEnum> = environment
                .into_iter()
                .chain(function.parameters.iter().filter_map(|&local| {
                    let slot = &function.locals[local.index()];
                    let ty = self.value_type(slot.ty)?;
                    Some(if !slot.boxed && ranges[local.index()].is_some() {
                        self.context.i64_type().into()
                    } else {
                        ty.into()
                    })
                }))
                .collect();
            let function_type = match self.value_type(function.result) {
                Some(result) => inkwell::types::BasicType::fn_type(&result, &parameters, false),
                None => self.context.void_type().fn_type(&parameters, false),
            };
            let symbol = self.function_symbol(FuncId(index as u32));
            let value = self
                .module
                .add_function(&symbol, function_type, Some(Linkage::Internal));
            self.function_ids.insert(value, FuncId(index as u32));
            self.functions.push(value);
        }
        let twins = inlining::recursion_twins(self.program, &self.run_once);
        for (index, twin) in twins.into_iter().enumerate() {
            if !twin {
                self.twins.push(None);
                continue;
            }
            let primary = self.functions[index];
            let symbol = format!("{}.twin", self.function_symbol(FuncId(index as u32)));
            let value =
                self.module
                    .add_function(&symbol, primary.get_type(), Some(Linkage::Internal));
            value.add_attribute(AttributeLoc::Function, self.enum_attribute("alwaysinline"));
            self.function_ids.insert(value, FuncId(index as u32));
            self.twins.push(Some(value));
        }
    }

    fn declare_globals(&mut self) -> Result<()> {
        for (index, global) in self.program.globals.iter().enumerate() {
            let integer = self.integer_variables.globals[index].is_some();
            // A constant holds its literal from the start.
            let constant = self.integer_variables.constants[index];
            let (ty, initial) = match (self.value_type(global.ty), self.default_value(global.ty)) {
                (Some(_), Some(_)) if integer => {
                    let i64_type = self.context.i64_type();
                    let value = constant.unwrap_or(0);
                    (
                        i64_type.into(),
                        i64_type.const_int(value as u64, true).into(),
                    )
                }
                (Some(ty), Some(_)) if let Some(value) = constant => {
                    (ty, self.context.f64_type().const_float(value as f64).into())
                }
                (Some(ty), Some(initial)) => (ty, initial),
                // A global of type `undefined` holds no value; keep a byte so
                // it still has an address.
                _ => (
                    self.context.i8_type().into(),
                    self.context.i8_type().const_zero().into(),
                ),
            };
            let value = self
                .module
                .add_global(ty, None, &format!("global.{}", global.name));
            value.set_linkage(Linkage::Internal);
            value.set_initializer(&initial);
            self.globals.push(value);
        }
        Ok(())
    }

    fn emit_function(&mut self, id: FuncId) -> Result<()> {
        let primary = self.functions[id.index()];
        let Some(twin) = self.twins[id.index()] else {
            return self.emit_function_as(id, primary);
        };
        self.self_call = Some((id, twin));
        self.emit_function_as(id, primary)?;
        self.self_call = Some((id, primary));
        self.emit_function_as(id, twin)?;
        self.self_call = None;
        Ok(())
    }

    /// Emits function `id`'s code into `value` (the function, or its twin).
    fn emit_function_as(&mut self, id: FuncId, value: FunctionValue<'ctx>) -> Result<()> {
        let function = self.program.function(id);
        let entry = self.context.append_basic_block(value, "entry");
        self.builder.position_at_end(entry);

        self.cold_code = self.run_once[id.index()];
        if self.run_once[id.index()] && inlining::is_straight_line(function) {
            for name in ["optnone", "noinline"] {
                value.add_attribute(AttributeLoc::Function, self.enum_attribute(name));
            }
        }
        let integer_ranges = self.integer_variables.locals[id.index()].clone();
        let mut locals = Vec::with_capacity(function.locals.len());
        for (local, range) in function.locals.iter().zip(&integer_ranges) {
            // A boxed local's slot holds its box.
            let ty = if local.boxed {
                self.pointer_type().into()
            } else if range.is_some() {
                self.context.i64_type().into()
            } else {
                self.value_type(local.ty)
                    .unwrap_or_else(|| self.context.i8_type().into())
            };
            locals.push(self.builder.build_alloca(ty, &local.name)?);
        }
        if self.guarded[id.index()] && !function.is_async && !function.is_generator {
            // Recursion must use the stack as it does in Node, where it
            // can overflow: no tail calls turned into loops.
            let attribute = self
                .context
                .create_string_attribute("disable-tail-calls", "true");
            value.add_attribute(inkwell::attributes::AttributeLoc::Function, attribute);
            self.emit_stack_guard(value, function.result)?;
        }
        // Every counted local starts as the immortal empty string (a box as
        // null), so releasing a slot that was never assigned is harmless.
        for (index, local) in function.locals.iter().enumerate() {
            if function.parameters.contains(&LocalId(index as u32)) {
                continue;
            }
            if local.boxed {
                self.builder
                    .build_store(locals[index], self.pointer_type().const_null())?;
            } else if self.is_counted(local.ty)
                && let Some(empty) = self.default_value(local.ty)
            {
                self.builder.build_store(locals[index], empty)?;
            }
        }
        let mut parameter_index = 0;
        match function
            .closure
            .as_ref()
            .map(|closure| closure.class_access.clone())
        {
            Some(None) => {
                let environment = value
                    .get_nth_param(0)
                    .ok_or_else(|| InternalError("missing closure object".into()))?
                    .into_pointer_value();
                self.load_captures(id, environment, &locals)?;
                parameter_index = 1;
            }
            Some(Some(access)) => self.load_class_captures(id, value, &access, &locals)?,
            None => {}
        }
        let mut owned_parameters = Vec::new();
        for &parameter in &function.parameters {
            let local = &function.locals[parameter.index()];
            if self.value_type(local.ty).is_some() {
                let incoming = value
                    .get_nth_param(parameter_index)
                    .ok_or_else(|| InternalError("missing parameter".into()))?;
                if local.boxed {
                    // Captured and assigned: the parameter moves into a box
                    // the function owns.
                    if self.is_counted(local.ty) {
                        self.emit_retain(incoming)?;
                    }
                    let cell = self.new_box(local.ty, Some(incoming))?;
                    self.builder.build_store(locals[parameter.index()], cell)?;
                    owned_parameters.push(parameter);
                } else if integer_ranges[parameter.index()].is_some() {
                    // An integer parameter (`integers`): every call passes
                    // an integer, as an `i64`.
                    self.builder
                        .build_store(locals[parameter.index()], incoming)?;
                } else {
                    self.builder
                        .build_store(locals[parameter.index()], incoming)?;
                    // An async function keeps its parameters past its first
                    // suspension, when the caller's references may end.
                    if self.is_counted(local.ty)
                        && (local.assigned || function.is_async || function.is_generator)
                    {
                        self.emit_retain(incoming)?;
                        owned_parameters.push(parameter);
                    }
                }
                parameter_index += 1;
            }
        }
        let local_types = function.locals.iter().map(|local| local.ty).collect();
        let shadowed = self.shadowed.locals[id.index()].clone();
        let shadows = self.local_shadows(&shadowed)?;
        let mut context = FunctionContext {
            shadows,
            function: value,
            locals,
            local_types,
            targets: HashMap::new(),
            target_depths: HashMap::new(),
            result: function.result,
            receiver: function
                .parameters
                .first()
                .copied()
                .filter(|local| function.locals[local.index()].name == "this"),
            temporaries: Vec::new(),
            scopes: Vec::new(),
            owned_parameters,
            boxed: function.locals.iter().map(|local| local.boxed).collect(),
            counters: integer_ranges.iter().map(Option::is_some).collect(),
            borrowing: false,
            integer_facts: integer_ranges
                .iter()
                .map(|range| range.map_or(integers::Fact::Unknown, integers::Fact::Integer))
                .collect(),
            assigned: function.locals.iter().map(|local| local.assigned).collect(),
            handlers: Vec::new(),
            target_finalizers: HashMap::new(),
            coroutine: None,
            coroutine_environment: None,
            early_receiver: None,
            unwinds: HashMap::new(),
            run_once: self.run_once[id.index()],
            loops: 0,
        };
        if function.is_async || function.is_generator {
            if function
                .closure
                .as_ref()
                .is_some_and(|closure| closure.class_access.is_none())
            {
                let environment = value
                    .get_nth_param(0)
                    .ok_or_else(|| InternalError("missing closure object".into()))?
                    .into_pointer_value();
                self.emit_retain(environment.into())?;
                context.coroutine_environment = Some(environment);
            }
            if function.is_generator && takes_receiver(&function.body) {
                let slot = self.entry_alloca(self.pointer_type().into(), "receiver")?;
                let receiver = self.take_register("scr_receiver")?;
                self.emit_retain(receiver)?;
                self.builder.build_store(slot, receiver)?;
                context.early_receiver = Some(slot);
            }
            self.begin_coroutine(
                &mut context,
                function.is_generator,
                function.is_async && function.is_generator,
            )?;
        }
        self.emit_block(&mut context, &function.body)?;
        if !self.current_block_terminated() {
            self.release_owned_parameters(&context)?;
            match context.coroutine {
                Some(coroutine) => self.complete_coroutine(coroutine, None)?,
                None => self.emit_default_return(&context)?,
            }
        }
        Ok(())
    }

    /// Returns `undefined` of the function's result type where control
    /// falls off the end: a function whose result may be `undefined`
    /// (`number | undefined` is a `number` with its sentinel) returns it,
    /// as JavaScript does.
    fn emit_default_return(&mut self, context: &FunctionContext<'ctx>) -> Result<()> {
        match self.undefined_result(context.result)? {
            Some(value) => self.builder.build_return(Some(&value))?,
            None => self.builder.build_return(None)?,
        };
        Ok(())
    }

    /// `undefined` as a result of type `ty`; `None` for a function
    /// returning nothing.
    pub(crate) fn undefined_result(&mut self, ty: TypeId) -> Result<Option<BasicValueEnum<'ctx>>> {
        if self.value_type(ty).is_none() {
            return Ok(None);
        }
        self.missing_value(ty).map(Some)
    }

    pub(crate) fn current_block_terminated(&self) -> bool {
        self.builder
            .get_insert_block()
            .and_then(|block| block.get_terminator())
            .is_some()
    }

    /// After a jump, code that follows in the same block is unreachable;
    /// it is emitted into a fresh block that LLVM later deletes.
    pub(crate) fn start_dead_block(&mut self, context: &FunctionContext<'ctx>) {
        let block = self.context.append_basic_block(context.function, "dead");
        self.builder.position_at_end(block);
    }

    /// The C `main`: records the arguments, runs the top level, returns 0.
    fn emit_main(&mut self) -> Result<()> {
        let i32_type = self.context.i32_type();
        let main_type = i32_type.fn_type(&[i32_type.into(), self.pointer_type().into()], false);
        let main = self.module.add_function("main", main_type, None);
        let entry = self.context.append_basic_block(main, "entry");
        self.builder.position_at_end(entry);
        let init = RuntimeFunction::Init.declaration(self.context, &self.module);
        let argc = main
            .get_nth_param(0)
            .ok_or_else(|| InternalError("main argc".into()))?;
        let argv = main
            .get_nth_param(1)
            .ok_or_else(|| InternalError("main argv".into()))?;
        self.builder
            .build_call(init, &[argc.into(), argv.into()], "")?;
        if self.program.thenables {
            self.call_runtime(RuntimeFunction::EnableThenables, &[])?;
        }
        if let Some(hook) = self.program.runtime_error {
            let hook = self.functions[hook.index()]
                .as_global_value()
                .as_pointer_value();
            self.call_runtime(RuntimeFunction::SetErrorHook, &[hook.into()])?;
        }
        self.builder
            .build_call(self.functions[self.program.entry.index()], &[], "")?;
        // A program that calls `process.on` (`scr_process_on` is declared
        // once a call to it is emitted, and `main` is emitted last) may
        // have `'exit'` and `'uncaughtException'` listeners.
        let listens = self.module.get_function("scr_process_on").is_some();
        if self.uses_event_loop {
            // Node's event loop, once the top level is done (an exception
            // left pending by the top level is reported first).
            let clear = self.pending_test(inkwell::IntPredicate::EQ)?;
            let run = self.context.append_basic_block(main, "event.loop");
            let after = self.context.append_basic_block(main, "after.loop");
            self.builder.build_conditional_branch(clear, run, after)?;
            self.builder.position_at_end(run);
            self.call_runtime(RuntimeFunction::RunEventLoop, &[])?;
            self.builder.build_unconditional_branch(after)?;
            self.builder.position_at_end(after);
        }
        if self.any_throw {
            // An exception left the top level: report it and exit 1.
            let thrown = self.pending_test(inkwell::IntPredicate::NE)?;
            let uncaught = self.context.append_basic_block(main, "uncaught");
            let finished = self.context.append_basic_block(main, "finished");
            self.builder
                .build_conditional_branch(thrown, uncaught, finished)?;
            self.builder.position_at_end(uncaught);
            self.call_runtime(RuntimeFunction::Uncaught, &[])?;
            if listens {
                // `'uncaughtException'` listeners took it: the program goes on.
                if self.uses_event_loop {
                    self.call_runtime(RuntimeFunction::RunEventLoop, &[])?;
                }
                self.builder.build_unconditional_branch(finished)?;
            } else {
                self.builder.build_unreachable()?;
            }
            self.builder.position_at_end(finished);
        }
        if listens {
            self.call_runtime(RuntimeFunction::ProcessEmitExit, &[])?;
        }
        // The program is over: release what the globals hold, so the audit
        // sees only what leaked.
        for (index, global) in self.program.globals.iter().enumerate() {
            if self.is_counted(global.ty) {
                let slot = self.globals[index].as_pointer_value();
                let value = self
                    .builder
                    .build_load(self.pointer_type(), slot, "global")?;
                self.emit_release(value, global.ty)?;
            }
        }
        self.call_runtime(RuntimeFunction::Exit, &[])?;
        self.builder.build_return(Some(&i32_type.const_zero()))?;
        Ok(())
    }

    /// Calls `function` and returns its result, which it must have.
    pub(crate) fn call_value(
        &mut self,
        function: FunctionValue<'ctx>,
        arguments: &[inkwell::values::BasicMetadataValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>> {
        let call = self.builder.build_call(function, arguments, "")?;
        match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => Ok(value),
            inkwell::values::ValueKind::Instruction(_) => Err(InternalError(format!(
                "{} returns no value",
                function.get_name().to_string_lossy()
            ))),
        }
    }

    pub(crate) fn call_runtime(
        &mut self,
        function: RuntimeFunction,
        arguments: &[BasicValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let declaration = function.declaration(self.context, &self.module);
        let arguments: Vec<_> = arguments.iter().map(|&argument| argument.into()).collect();
        let call = self.builder.build_call(declaration, &arguments, "")?;
        Ok(match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => Some(value),
            inkwell::values::ValueKind::Instruction(_) => None,
        })
    }

    /// Like [`Codegen::call_runtime`] for functions that return a value.
    pub(crate) fn call_runtime_value(
        &mut self,
        function: RuntimeFunction,
        arguments: &[BasicValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>> {
        self.call_runtime(function, arguments)?
            .ok_or_else(|| InternalError(format!("{} returns no value", function.symbol())))
    }

    /// A stack slot in the entry block of the current function, so that a
    /// slot needed inside a loop is allocated once, not once per iteration.
    pub(crate) fn entry_alloca(
        &mut self,
        ty: BasicTypeEnum<'ctx>,
        name: &str,
    ) -> Result<PointerValue<'ctx>> {
        let entry = self
            .builder
            .get_insert_block()
            .and_then(|block| block.get_parent())
            .and_then(|function| function.get_first_basic_block())
            .ok_or_else(|| InternalError("no current function".into()))?;
        let builder = self.context.create_builder();
        match entry.get_first_instruction() {
            Some(first) => builder.position_before(&first),
            None => builder.position_at_end(entry),
        }
        Ok(builder.build_alloca(ty, name)?)
    }

    pub(crate) fn local_pointer(
        &self,
        context: &FunctionContext<'ctx>,
        local: LocalId,
    ) -> PointerValue<'ctx> {
        context.locals[local.index()]
    }
}

/// Whether a function's body takes its receiver (an object-literal method
/// binds `this` first thing).
pub(crate) fn takes_receiver(body: &hir::Block) -> bool {
    body.statements.iter().any(|statement| {
        matches!(statement, hir::Statement::Let { value: Some(value), .. }
            if matches!(value.kind, hir::ExpressionKind::TakeReceiver))
    })
}
