//! Closures and boxes.
//!
//! A closure is an object (the runtime's `ScrObject`) whose descriptor has
//! the function kind: slot 0 holds the code pointer, the captured values
//! follow in the order of `ClosureInfo::captures`. The code takes the
//! closure object as a hidden first argument. A captured variable that is
//! assigned, or captured before its declaration runs, lives in a box: an
//! object of the box kind whose slot 0 is the value, shared by the function
//! that declares it and every closure that captures it.
//!
//! ```text
//! closure: rc | descriptor | code | capture 0 | capture 1 | ...
//! box:     rc | descriptor | value
//! ```

use inkwell::module::Linkage;
use inkwell::types::{BasicMetadataTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, PointerValue};

use super::objects::{KIND_BOX, KIND_FUNCTION};
use super::{Codegen, FunctionContext, Result};
use crate::diagnostics::InternalError;
use crate::hir::{Expression, FuncId, LocalId, Variable};
use crate::types::{Type, TypeId};

/// Where the code pointer is in a closure object.
pub(crate) const CODE_OFFSET: u64 = 16;
/// Where the first captured value is in a closure object.
const CAPTURES_OFFSET: u64 = 24;
/// Where the first captured value is in a local class's class object
/// (after the header and the six slots of the runtime's `class_value`).
pub(crate) const CLASS_CAPTURES_OFFSET: u64 = 16 + 8 * 6;
/// Where the value is in a box.
const BOX_VALUE_OFFSET: u64 = 16;

impl<'ctx> Codegen<'ctx, '_> {
    /// The LLVM type of the code of closures of the function type `ty`: the
    /// closure object first, then the parameters.
    pub(crate) fn closure_code_type(&self, ty: TypeId) -> Result<FunctionType<'ctx>> {
        let Type::Function(signature) = self.program.types.get(self.program.types.callable(ty))
        else {
            return Err(InternalError("not a function type".into()));
        };
        let mut parameters: Vec<BasicMetadataTypeEnum> = vec![self.pointer_type().into()];
        parameters.extend(
            signature
                .parameters
                .iter()
                .filter_map(|&parameter| self.value_type(parameter))
                .map(BasicMetadataTypeEnum::from),
        );
        Ok(match self.value_type(signature.result) {
            Some(result) => inkwell::types::BasicType::fn_type(&result, &parameters, false),
            None => self.context.void_type().fn_type(&parameters, false),
        })
    }

    /// A pointer `offset` bytes into an object.
    pub(crate) fn byte_offset(
        &mut self,
        object: PointerValue<'ctx>,
        offset: u64,
        name: &str,
    ) -> Result<PointerValue<'ctx>> {
        let offset = self.context.i64_type().const_int(offset, false);
        // SAFETY (for LLVM): callers stay inside the object's slots.
        Ok(unsafe {
            self.builder
                .build_in_bounds_gep(self.context.i8_type(), object, &[offset], name)?
        })
    }

    pub(crate) fn store_slot_value(
        &mut self,
        object: PointerValue<'ctx>,
        offset: u64,
        value: BasicValueEnum<'ctx>,
    ) -> Result<()> {
        let slot = self.byte_offset(object, offset, "slot")?;
        let bits = self.slot_bits_of(value)?;
        self.builder.build_store(slot, bits)?;
        Ok(())
    }

    pub(crate) fn load_slot_value(
        &mut self,
        object: PointerValue<'ctx>,
        offset: u64,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let slot = self.byte_offset(object, offset, "slot")?;
        let bits = self
            .builder
            .build_load(self.context.i64_type(), slot, "bits")?
            .into_int_value();
        self.slot_value_of(bits, ty)
    }

    /// The descriptor of boxes holding values of `ty`.
    fn box_descriptor(&mut self, ty: TypeId) -> PointerValue<'ctx> {
        let kind = self.slot_kind(ty);
        self.emit_descriptor(
            &format!("box.{kind}"),
            "",
            &[("value".to_string(), kind)],
            None,
            KIND_BOX,
            &[],
        )
    }

    /// A new box (count 1) holding the owned `value`.
    pub(crate) fn new_box(
        &mut self,
        ty: TypeId,
        value: Option<BasicValueEnum<'ctx>>,
    ) -> Result<PointerValue<'ctx>> {
        let descriptor = self.box_descriptor(ty);
        let kind = self.slot_kind(ty);
        let object = self.allocate_object(descriptor, &[kind], KIND_BOX)?;
        if let Some(value) = value {
            self.store_slot_value(object, BOX_VALUE_OFFSET, value)?;
        }
        Ok(object)
    }

    /// Where a boxed local's value is: inside the box its slot holds.
    pub(crate) fn boxed_slot(
        &mut self,
        context: &FunctionContext<'ctx>,
        local: LocalId,
    ) -> Result<PointerValue<'ctx>> {
        let slot = self.local_pointer(context, local);
        let cell = self
            .builder
            .build_load(self.pointer_type(), slot, "box")?
            .into_pointer_value();
        self.byte_offset(cell, BOX_VALUE_OFFSET, "boxed")
    }

    /// Gives each boxed local declared by a block a new box holding its
    /// type's `undefined` (`let x: T[] | undefined;` read by a closure
    /// before it is assigned), as the block starts.
    pub(crate) fn open_boxes(
        &mut self,
        context: &FunctionContext<'ctx>,
        locals: &[LocalId],
    ) -> Result<()> {
        for &local in locals {
            if !context.boxed[local.index()] {
                continue;
            }
            let ty = context.local_types[local.index()];
            let initial = match self.default_value(ty) {
                Some(_) => Some(self.missing_value(ty)?),
                None => None,
            };
            let cell = self.new_box(ty, initial)?;
            self.builder
                .build_store(self.local_pointer(context, local), cell)?;
        }
        Ok(())
    }

    /// A `for (let ...)` loop's next iteration: each boxed header variable
    /// moves to a new box with its current value, so closures made in the
    /// iteration keep the old one.
    pub(crate) fn refresh_boxes(
        &mut self,
        context: &FunctionContext<'ctx>,
        locals: &[LocalId],
    ) -> Result<()> {
        for &local in locals {
            if !context.boxed[local.index()] {
                continue;
            }
            let ty = context.local_types[local.index()];
            let slot = self.local_pointer(context, local);
            let old = self
                .builder
                .build_load(self.pointer_type(), slot, "box.old")?
                .into_pointer_value();
            let value = match self.value_type(ty) {
                Some(_) => {
                    let value = self.load_slot_value(old, BOX_VALUE_OFFSET, ty)?;
                    if self.is_counted(ty) {
                        self.emit_retain(value)?;
                    }
                    Some(value)
                }
                None => None,
            };
            let cell = self.new_box(ty, value)?;
            self.builder.build_store(slot, cell)?;
            self.emit_release_object(old.into())?;
        }
        Ok(())
    }

    /// The fields of `function`'s closures: the code, then each capture
    /// (a box is an object).
    fn closure_fields(&self, function: FuncId) -> Vec<(String, u64)> {
        let hir_function = self.program.function(function);
        let mut fields = vec![(String::new(), 0)];
        if let Some(closure) = &hir_function.closure {
            for &local in &closure.captures {
                let local = &hir_function.locals[local.index()];
                let kind = if local.boxed {
                    4
                } else {
                    self.slot_kind(local.ty)
                };
                fields.push((local.name.clone(), kind));
            }
        }
        fields
    }

    fn closure_slot_kinds(&self, function: FuncId) -> Vec<u64> {
        self.closure_fields(function)
            .into_iter()
            .map(|(_, kind)| kind)
            .collect()
    }

    /// The descriptor of `function`'s closures of type `ty`.
    fn closure_descriptor(&mut self, function: FuncId, ty: TypeId) -> PointerValue<'ctx> {
        let symbol = format!("closure.{}.{}", function.0, ty.index());
        let name = self
            .program
            .function(function)
            .closure
            .as_ref()
            .map(|closure| closure.name.clone())
            .unwrap_or_default();
        let fields = self.closure_fields(function);
        let entry = self.closure_entry(ty);
        let flavor = self.function_flavor(function);
        self.emit_descriptor_full(
            &symbol,
            &name,
            &fields,
            None,
            KIND_FUNCTION,
            &[],
            flavor,
            &[entry],
        )
    }

    /// What the runtime prints a function as (`[GeneratorFunction: f]`),
    /// kept in its descriptor's spare count (see `object::FUNCTION_*`).
    fn function_flavor(&self, function: FuncId) -> u64 {
        let function = self.program.function(function);
        u64::from(function.is_generator) | (u64::from(function.is_async) << 1)
    }

    /// An arrow function or function expression: a new closure object
    /// holding the code and the captured values (retained) or boxes.
    pub(crate) fn emit_closure(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        function: FuncId,
        captures: &[LocalId],
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let descriptor = self.closure_descriptor(function, ty);
        let kinds = self.closure_slot_kinds(function);
        let object = self.allocate_object(descriptor, &kinds, KIND_FUNCTION)?;
        let code = self.functions[function.index()]
            .as_global_value()
            .as_pointer_value();
        let code_slot = self.byte_offset(object, CODE_OFFSET, "code")?;
        self.builder.build_store(code_slot, code)?;
        self.store_captures(context, object, CAPTURES_OFFSET, captures)?;
        Ok(self.temporary_of(context, object.into(), ty))
    }

    /// Stores `captures` (values, retained, or the boxes of boxed locals)
    /// into an object's slots from byte `base` on: a closure object's, a
    /// local class's class object's.
    pub(crate) fn store_captures(
        &mut self,
        context: &FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        base: u64,
        captures: &[LocalId],
    ) -> Result<()> {
        for (index, &local) in captures.iter().enumerate() {
            let offset = base + 8 * index as u64;
            let local_type = context.local_types[local.index()];
            if context.boxed[local.index()] {
                let cell = self.builder.build_load(
                    self.pointer_type(),
                    self.local_pointer(context, local),
                    "box",
                )?;
                self.emit_retain(cell)?;
                self.store_slot_value(object, offset, cell)?;
                continue;
            }
            let Some((slot, value_type)) =
                self.variable_slot(context, Variable::Local(local), local_type)?
            else {
                continue;
            };
            let value = self.builder.build_load(value_type, slot, "capture")?;
            if self.is_counted(local_type) {
                self.emit_retain(value)?;
            }
            self.store_slot_value(object, offset, value)?;
        }
        Ok(())
    }

    /// On entry to a closure's code: its captured values (or boxes) into
    /// the locals standing for them, and the closure itself where the body
    /// refers to it by name.
    pub(crate) fn load_captures(
        &mut self,
        function: FuncId,
        environment: PointerValue<'ctx>,
        locals: &[PointerValue<'ctx>],
    ) -> Result<()> {
        self.load_captures_from(function, environment, CAPTURES_OFFSET, None, locals)?;
        let itself = self
            .program
            .function(function)
            .closure
            .as_ref()
            .and_then(|closure| closure.itself);
        if let Some(itself) = itself {
            self.builder
                .build_store(locals[itself.index()], environment)?;
        }
        Ok(())
    }

    /// Loads `function`'s captures from the slots of `environment` from
    /// byte `base` on, the `n`th from slot `slots[n]` (else `n`).
    fn load_captures_from(
        &mut self,
        function: FuncId,
        environment: PointerValue<'ctx>,
        base: u64,
        slots: Option<&[u32]>,
        locals: &[PointerValue<'ctx>],
    ) -> Result<()> {
        let hir_function = self.program.function(function);
        let Some(closure) = &hir_function.closure else {
            return Ok(());
        };
        let captures: Vec<(LocalId, bool, TypeId)> = closure
            .captures
            .iter()
            .map(|&local| {
                let info = &hir_function.locals[local.index()];
                (local, info.boxed, info.ty)
            })
            .collect();
        for (index, (local, boxed, ty)) in captures.into_iter().enumerate() {
            let slot = slots.map_or(index as u64, |slots| u64::from(slots[index]));
            let offset = base + 8 * slot;
            let value_type = if boxed { self.class_pointer_type() } else { ty };
            if !boxed && self.value_type(ty).is_none() {
                continue;
            }
            let value = self.load_slot_value(environment, offset, value_type)?;
            self.builder.build_store(locals[local.index()], value)?;
        }
        Ok(())
    }

    /// On entry to a local class's member: its captures from its class
    /// object (a parameter, or the field of `this` the constructor set),
    /// and the class object itself where the code names its class.
    pub(crate) fn load_class_captures(
        &mut self,
        function: FuncId,
        code: FunctionValue<'ctx>,
        access: &crate::hir::ClassAccess,
        locals: &[PointerValue<'ctx>],
    ) -> Result<()> {
        let class_object = match access.source {
            crate::hir::ClassObjectSource::Parameter(index) => code
                .get_nth_param(index)
                .ok_or_else(|| InternalError("missing class object".into()))?
                .into_pointer_value(),
            crate::hir::ClassObjectSource::Receiver(class) => {
                let receiver = code
                    .get_nth_param(0)
                    .ok_or_else(|| InternalError("missing receiver".into()))?;
                let descriptor = self.class_descriptor(class);
                self.call_runtime_value(
                    crate::codegen::RuntimeFunction::ClassObjectOwner,
                    &[receiver, descriptor.into()],
                )?
                .into_pointer_value()
            }
            crate::hir::ClassObjectSource::Field(field) => {
                let this = code
                    .get_nth_param(0)
                    .ok_or_else(|| InternalError("missing this".into()))?
                    .into_pointer_value();
                let slot = self.field_slot(this, field)?;
                self.builder
                    .build_load(self.pointer_type(), slot, "class.object")?
                    .into_pointer_value()
            }
        };
        self.load_captures_from(
            function,
            class_object,
            CLASS_CAPTURES_OFFSET,
            Some(&access.slots),
            locals,
        )?;
        if let Some(itself) = access.itself {
            self.builder
                .build_store(locals[itself.index()], class_object)?;
        }
        Ok(())
    }

    /// Some pointer type, for loading a box pointer from a slot.
    fn class_pointer_type(&self) -> TypeId {
        TypeId::NULL
    }

    /// A callee as Node's "is not a function" names it: a variable, or a
    /// property or record entry of one (`config.handlers.onSave`).
    fn callee_text(&self, context: &FunctionContext<'ctx>, callee: &Expression) -> Option<String> {
        use crate::hir::{Builtin, CollectionMethod, ExpressionKind as K};
        match &callee.kind {
            K::Variable(Variable::Local(local)) => self
                .function_ids
                .get(&context.function)
                .map(|&id| self.program.function(id).locals[local.index()].name.clone()),
            K::Variable(Variable::Global(global)) => {
                Some(self.program.globals[global.index()].name.clone())
            }
            K::PropertyGet { object, name } => {
                Some(format!("{}.{name}", self.callee_text(context, object)?))
            }
            K::FieldGet { object, field } => {
                let class = self
                    .program
                    .types
                    .class(self.program.types.non_null(object.ty).unwrap_or(object.ty))?;
                let (name, _) = self
                    .program
                    .classes
                    .get(class.index())?
                    .fields
                    .get(*field)?;
                Some(format!("{}.{name}", self.callee_text(context, object)?))
            }
            K::Builtin {
                builtin: Builtin::Collection(CollectionMethod::Get),
                arguments,
            } if matches!(
                self.program.types.get(arguments.first()?.ty),
                crate::types::Type::Record(_)
            ) =>
            {
                let K::String(key) = &arguments.get(1)?.kind else {
                    return None;
                };
                let key = String::from_utf16(key).ok()?;
                let plain = key.chars().next().is_some_and(|first| {
                    first.is_ascii_alphabetic() || first == '_' || first == '$'
                }) && key
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
                if !plain {
                    return None;
                }
                let object = self.callee_text(context, &arguments[0])?;
                Some(format!("{object}.{key}"))
            }
            _ => None,
        }
    }

    /// Calls a function value: loads the code from the closure object and
    /// calls it with the object first.
    pub(crate) fn emit_call_value(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        callee: &Expression,
        arguments: &[Expression],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let closure = self.emit_pointer(context, callee)?;
        // `f!()` where `f` is null or undefined: Node's TypeError, which
        // names the callee as written (`handlers.onClick is not a
        // function`).
        let name = self.callee_text(context, callee);
        if !matches!(callee.kind, crate::hir::ExpressionKind::Closure { .. }) {
            self.not_a_function_check(context, closure, name.as_deref().unwrap_or("value"))?;
        }
        // A closure read from somewhere the call could overwrite stays
        // alive until the call is over.
        let stable = matches!(callee.kind,
            crate::hir::ExpressionKind::Variable(Variable::Local(local))
                if !context.assigned[local.index()] && !context.boxed[local.index()])
            || matches!(callee.kind, crate::hir::ExpressionKind::Closure { .. });
        if !stable {
            self.emit_retain(closure.into())?;
            self.temporary_of(context, closure.into(), callee.ty);
        }
        let Type::Function(signature) = self
            .program
            .types
            .get(self.program.types.callable(callee.ty))
            .clone()
        else {
            return Err(InternalError(
                "calling a value that is not a function".into(),
            ));
        };
        let mut values: Vec<BasicMetadataValueEnum> = vec![closure.into()];
        for (argument, parameter) in arguments.iter().zip(&signature.parameters) {
            if let Some(value) = self.emit_value(context, argument, *parameter)?
                && self.value_type(*parameter).is_some()
            {
                values.push(value.into());
            }
        }
        let call = self.call_closure_code(closure, callee.ty, &values)?;
        self.call_result(context, call, ty)
    }

    /// Calls the code of `closure`, a function value of type `ty`, with
    /// `values` (the closure first).
    pub(crate) fn call_closure_code(
        &mut self,
        closure: PointerValue<'ctx>,
        ty: TypeId,
        values: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<inkwell::values::CallSiteValue<'ctx>> {
        let code_slot = self.byte_offset(closure, CODE_OFFSET, "code.ptr")?;
        let code = self
            .builder
            .build_load(self.pointer_type(), code_slot, "code")?
            .into_pointer_value();
        let code_type = self.closure_code_type(ty)?;
        Ok(self
            .builder
            .build_indirect_call(code_type, code, values, "call")?)
    }

    /// A top-level function as a value of type `ty`: a constant, immortal
    /// closure object whose code calls the function.
    pub(crate) fn emit_function_reference(
        &mut self,
        function: FuncId,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let symbol = format!("function.{}.{}", function.0, ty.index());
        if let Some(global) = self.module.get_global(&symbol) {
            return Ok(global.as_pointer_value().into());
        }
        let thunk = self.function_thunk(function, ty)?;
        let name = function_value_name(&self.program.function(function).name);
        let entry = self.closure_entry(ty);
        // The closures of one function share a parent descriptor: they are
        // the same function for `===` (the runtime's `function_identity`).
        let identity = self.emit_descriptor(
            &format!("closure.function.{}", function.0),
            &name,
            &[(String::new(), 0)],
            None,
            KIND_FUNCTION,
            &[],
        );
        let flavor = self.function_flavor(function);
        let descriptor = self.emit_descriptor_full(
            &format!("closure.function.{}.{}", function.0, ty.index()),
            &name,
            &[(String::new(), 0)],
            Some(identity),
            KIND_FUNCTION,
            &[],
            flavor,
            &[entry],
        );
        let i64_type = self.context.i64_type();
        let value = self.context.const_struct(
            &[
                i64_type.const_all_ones().into(),
                descriptor.into(),
                thunk.as_global_value().as_pointer_value().into(),
            ],
            false,
        );
        let global = self.module.add_global(value.get_type(), None, &symbol);
        global.set_initializer(&value);
        global.set_constant(true);
        global.set_linkage(Linkage::Private);
        global.set_alignment(8);
        Ok(global.as_pointer_value().into())
    }

    /// The code of a function's constant closure for the type `ty`: passes
    /// on the parameters the function takes (its defaults fill the rest)
    /// and drops a result `ty` does not want.
    fn function_thunk(&mut self, function: FuncId, ty: TypeId) -> Result<FunctionValue<'ctx>> {
        let code_type = self.closure_code_type(ty)?;
        let thunk = self.module.add_function(
            &format!("thunk.{}", self.program.function(function).name),
            code_type,
            Some(Linkage::Internal),
        );
        let saved = self.builder.get_insert_block();
        let entry = self.context.append_basic_block(thunk, "entry");
        self.builder.position_at_end(entry);
        let Type::Function(signature) = self
            .program
            .types
            .get(self.program.types.callable(ty))
            .clone()
        else {
            return Err(InternalError("not a function type".into()));
        };
        let callee = self.program.function(function);
        let callee_types: Vec<TypeId> = callee
            .parameters
            .iter()
            .map(|&local| callee.locals[local.index()].ty)
            .collect();
        let has_count = callee
            .parameters
            .last()
            .is_some_and(|&local| callee.locals[local.index()].name == "arguments.length");
        let visible = callee_types.len() - usize::from(has_count);
        let mut incoming = thunk.get_param_iter().skip(1);
        let mut values: Vec<BasicMetadataValueEnum> = Vec::new();
        for (index, &parameter) in callee_types[..visible].iter().enumerate() {
            if self.value_type(parameter).is_none() {
                continue;
            }
            let value = if index < signature.parameters.len() {
                incoming
                    .next()
                    .ok_or_else(|| InternalError("thunk parameter".into()))?
            } else {
                // Never read: the callee assigns its default first.
                match self.program.types.get(parameter) {
                    Type::Number => self.context.f64_type().const_zero().into(),
                    Type::Boolean => self.context.bool_type().const_zero().into(),
                    _ => self.pointer_type().const_null().into(),
                }
            };
            values.push(value.into());
        }
        if has_count {
            let passed = signature.parameters.len().min(visible) as f64;
            values.push(self.context.f64_type().const_float(passed).into());
        }
        // Arguments handed over for the thunk are for the function.
        if self.program.uses_arguments {
            let register = self.external_global("scr_arguments_callee");
            let pointer = self.pointer_type();
            let handed = self
                .builder
                .build_load(pointer, register, "arguments.callee")?
                .into_pointer_value();
            let own = thunk.as_global_value().as_pointer_value();
            let for_thunk = self.builder.build_int_compare(
                inkwell::IntPredicate::EQ,
                handed,
                own,
                "for.thunk",
            )?;
            let target = self.functions[function.index()]
                .as_global_value()
                .as_pointer_value();
            let callee = self
                .builder
                .build_select(for_thunk, target, handed, "arguments.for")?;
            self.builder.build_store(register, callee)?;
        }
        let call = self
            .builder
            .build_call(self.functions[function.index()], &values, "call")?;
        self.return_adapted(call, callee.result, signature.result)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(thunk)
    }

    /// Returns a call's result as `wanted`: the same, or nothing (a counted
    /// result is released).
    fn return_adapted(
        &mut self,
        call: inkwell::values::CallSiteValue<'ctx>,
        result: TypeId,
        wanted: TypeId,
    ) -> Result<()> {
        let value = match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => Some(value),
            inkwell::values::ValueKind::Instruction(_) => None,
        };
        // A typed result where a box is wanted: boxed (nothing is
        // `undefined`).
        if self.program.types.is_dynamic(wanted) && !self.program.types.is_dynamic(result) {
            let boxed = self.box_value(value, result)?;
            self.builder.build_return(Some(&boxed))?;
            return Ok(());
        }
        match (value, self.value_type(wanted)) {
            (Some(value), Some(_)) => {
                self.builder.build_return(Some(&value))?;
            }
            (Some(value), None) => {
                if self.is_counted(result) {
                    self.emit_release(value, result)?;
                }
                self.builder.build_return(None)?;
            }
            (None, _) => {
                self.builder.build_return(None)?;
            }
        }
        Ok(())
    }

    /// A function value used as a function type that passes more
    /// parameters or wants no result: a new closure holding the original,
    /// whose code forwards the parameters it takes.
    pub(crate) fn emit_adapt_function(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let inner = self
            .emit_owned(context, value, value.ty)?
            .ok_or_else(|| InternalError("a function value without a value".into()))?;
        let adapter = self.adapter_code(value.ty, ty)?;
        let entry = self.closure_entry(ty);
        let descriptor = self.emit_descriptor_full(
            &format!("closure.adapter.{}", ty.index()),
            "",
            &[(String::new(), 0), ("[[target]]".to_string(), 4)],
            None,
            KIND_FUNCTION,
            &[],
            0,
            &[entry],
        );
        let object = self.allocate_object(descriptor, &[0, 4], KIND_FUNCTION)?;
        let code_slot = self.byte_offset(object, CODE_OFFSET, "code")?;
        self.builder
            .build_store(code_slot, adapter.as_global_value().as_pointer_value())?;
        self.store_slot_value(object, CAPTURES_OFFSET, inner)?;
        Ok(self.temporary_of(context, object.into(), ty))
    }

    fn adapter_code(&mut self, from: TypeId, to: TypeId) -> Result<FunctionValue<'ctx>> {
        let name = format!("adapter.{}.{}", from.index(), to.index());
        if let Some(existing) = self.module.get_function(&name) {
            return Ok(existing);
        }
        let code_type = self.closure_code_type(to)?;
        let adapter = self
            .module
            .add_function(&name, code_type, Some(Linkage::Internal));
        let saved = self.builder.get_insert_block();
        let entry = self.context.append_basic_block(adapter, "entry");
        self.builder.position_at_end(entry);
        let (Type::Function(source), Type::Function(_)) = (
            self.program
                .types
                .get(self.program.types.callable(from))
                .clone(),
            self.program
                .types
                .get(self.program.types.callable(to))
                .clone(),
        ) else {
            return Err(InternalError(
                "adapting a value that is not a function".into(),
            ));
        };
        let environment = adapter
            .get_nth_param(0)
            .ok_or_else(|| InternalError("adapter environment".into()))?
            .into_pointer_value();
        let inner = self
            .load_slot_value(environment, CAPTURES_OFFSET, TypeId::NULL)?
            .into_pointer_value();
        let target = match self.program.types.get(self.program.types.callable(to)) {
            Type::Function(signature) => signature.clone(),
            _ => {
                return Err(InternalError(
                    "adapting to a type that is not a function".into(),
                ));
            }
        };
        // Each parameter the original takes, from the adapter's; a box
        // where the original wants a typed value is unboxed (checked).
        let mut incoming = adapter.get_param_iter().skip(1);
        let mut values: Vec<BasicMetadataValueEnum> = vec![inner.into()];
        for (index, &parameter) in source.parameters.iter().enumerate() {
            // A parameter the caller does not pass (`setTimeout(resolve)`):
            // `undefined` (the checker allows it for optional parameters).
            let Some(&wanted) = target.parameters.get(index) else {
                if self.value_type(parameter).is_some() {
                    let undefined = if self.program.types.is_dynamic(parameter) {
                        self.box_value(None, TypeId::UNDEFINED)?
                    } else {
                        self.missing_value(parameter)?
                    };
                    values.push(undefined.into());
                }
                continue;
            };
            let value = if self.value_type(wanted).is_some() {
                incoming.next()
            } else {
                None
            };
            if self.value_type(parameter).is_none() {
                continue;
            }
            let value = value.ok_or_else(|| InternalError("adapter parameter".into()))?;
            let value = if self.program.types.is_dynamic(wanted)
                && !self.program.types.is_dynamic(parameter)
            {
                self.unbox_value(value.into_pointer_value(), parameter)?
            } else {
                value
            };
            values.push(value.into());
        }
        let code_slot = self.byte_offset(inner, CODE_OFFSET, "code.ptr")?;
        let code = self
            .builder
            .build_load(self.pointer_type(), code_slot, "code")?
            .into_pointer_value();
        let inner_type = self.closure_code_type(from)?;
        let call = self
            .builder
            .build_indirect_call(inner_type, code, &values, "call")?;
        let wanted = match self.program.types.get(self.program.types.callable(to)) {
            Type::Function(signature) => signature.result,
            _ => TypeId::VOID,
        };
        self.return_adapted(call, source.result, wanted)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(adapter)
    }
}

/// What a named function is called as a value (`[Function: make]`,
/// `f.name`): its own name, without the class or namespace its compiled
/// name is qualified by (`K.make`), and `[Symbol.iterator]` for a
/// symbol-keyed method.
fn function_value_name(name: &str) -> String {
    if let Some(at) = name.find(crate::check::SYMBOL_KEY) {
        return crate::check::symbol_key_function_name(&name[at..]).unwrap_or_default();
    }
    name.rsplit('.').next().unwrap_or(name).to_string()
}
