//! Calls through `any`: the code that lets the runtime call a typed
//! function or method with an array of boxes, and the closures that let
//! typed code call a function held by an `any`.
//!
//! A descriptor keeps its *dynamic entries* past its vtable (the runtime's
//! `DynamicEntry`): one per vtable slot for a class, one for a
//! function-kind descriptor. An entry takes the closure (or `this`) and an
//! array of boxes, converts each argument to the parameter's type as any
//! `any` used as a typed value is (checked; a missing one is `undefined`),
//! calls the code and returns the result boxed. Entries exist only in
//! programs that call through `any` (`Program::dynamic_calls`), and only
//! for signatures whose parameters a box converts to; elsewhere the slot
//! is null and such a call is scriptc's TypeError.
//!
//! Closures of a function type share one entry per type (`dynamic.entry.N`,
//! calling the code in slot 0 with that type's signature), so a box
//! converted back to the function type it came from is the same closure
//! (`scr_dynamic_to_function` compares entries): identity survives a trip
//! through `any`. A box of another function is wrapped in a closure whose
//! code (`dynamic.wrapper.N`) boxes its parameters and calls through
//! `any`.

use inkwell::module::Linkage;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, PointerValue};

use super::objects::KIND_FUNCTION;
use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{Expression, ExpressionKind, FuncId, LocalId, Variable};
use crate::types::{ClassId, FunctionType, Type, TypeId};

/// An entry or wrapper declared and waiting for its body (bodies are
/// emitted after the program's functions: they may need descriptors that
/// are being emitted when they are declared).
pub(crate) enum PendingCode<'ctx> {
    /// The entry of closures of a function type.
    Closure(TypeId, FunctionValue<'ctx>),
    /// The entry of a method (`this` is the first parameter).
    Method(FuncId, FunctionValue<'ctx>),
    /// The code of closures wrapping a box, of a function type.
    Wrapper(TypeId, FunctionValue<'ctx>),
    /// The construct entry of a class.
    Construct(ClassId, FunctionValue<'ctx>),
    /// The entry of a static method.
    Static(FuncId, FunctionValue<'ctx>),
}

/// Values an entry releases after its call, with their types.
type Owned<'ctx> = Vec<(BasicValueEnum<'ctx>, TypeId)>;

/// Where the closure's captured box is in a wrapper closure.
const WRAPPED_BOX_OFFSET: u64 = 24;

impl<'ctx> Codegen<'ctx, '_> {
    fn signature(&self, ty: TypeId) -> Option<FunctionType> {
        match self.program.types.get(self.program.types.callable(ty)) {
            Type::Function(signature) => Some(signature.clone()),
            _ => None,
        }
    }

    fn entry_type(&self) -> inkwell::types::FunctionType<'ctx> {
        let pointer = self.pointer_type();
        pointer.fn_type(&[pointer.into(), pointer.into()], false)
    }

    /// The dynamic entry of closures of the function type `ty` (null when
    /// the program has none).
    pub(crate) fn closure_entry(&mut self, ty: TypeId) -> PointerValue<'ctx> {
        let ty = self.program.types.callable(ty);
        let null = self.pointer_type().const_null();
        let Some(signature) = self.signature(ty) else {
            return null;
        };
        if !self.program.dynamic_calls
            || !signature
                .parameters
                .iter()
                .all(|&parameter| self.program.types.enterable(parameter))
        {
            return null;
        }
        let name = format!("dynamic.entry.{}", ty.index());
        if let Some(existing) = self.module.get_function(&name) {
            return existing.as_global_value().as_pointer_value();
        }
        let entry = self
            .module
            .add_function(&name, self.entry_type(), Some(Linkage::Internal));
        self.pending_code.push(PendingCode::Closure(ty, entry));
        entry.as_global_value().as_pointer_value()
    }

    /// The dynamic entries of a class's vtable, slot by slot.
    pub(crate) fn method_entries(&mut self, methods: &[FuncId]) -> Vec<PointerValue<'ctx>> {
        methods
            .iter()
            .map(|&method| self.method_entry(method))
            .collect()
    }

    fn method_entry(&mut self, method: FuncId) -> PointerValue<'ctx> {
        let null = self.pointer_type().const_null();
        if !self.program.dynamic_calls {
            return null;
        }
        let function = self.program.function(method);
        // Only parameters the method takes as values of their type (not an
        // integer parameter of a method only called directly).
        let declared = self.functions[method.index()].get_type().get_param_types();
        let wanted: Vec<_> = function
            .parameters
            .iter()
            .filter_map(|&local| self.value_type(function.locals[local.index()].ty))
            .collect();
        if declared.len() != wanted.len()
            || declared.iter().zip(&wanted).any(|(a, b)| *a != (*b).into())
            || !function.parameters[1..].iter().all(|&local| {
                self.program
                    .types
                    .enterable(function.locals[local.index()].ty)
            })
        {
            return null;
        }
        let name = format!("dynamic.method.{}", method.0);
        if let Some(existing) = self.module.get_function(&name) {
            return existing.as_global_value().as_pointer_value();
        }
        let entry = self
            .module
            .add_function(&name, self.entry_type(), Some(Linkage::Internal));
        self.pending_code.push(PendingCode::Method(method, entry));
        entry.as_global_value().as_pointer_value()
    }

    /// The code of closures of type `ty` that wrap a box.
    fn wrapper_code(&mut self, ty: TypeId) -> Result<FunctionValue<'ctx>> {
        let ty = self.program.types.callable(ty);
        let name = format!("dynamic.wrapper.{}", ty.index());
        if let Some(existing) = self.module.get_function(&name) {
            return Ok(existing);
        }
        let code_type = self.closure_code_type(ty)?;
        let code = self
            .module
            .add_function(&name, code_type, Some(Linkage::Internal));
        self.pending_code.push(PendingCode::Wrapper(ty, code));
        Ok(code)
    }

    /// A borrowed box where the function type `ty` is wanted: the closure
    /// it holds, or a wrapper (owned).
    pub(crate) fn dynamic_to_function(
        &mut self,
        boxed: PointerValue<'ctx>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let callable = self.program.types.callable(ty);
        let entry = self.closure_entry(callable);
        let code = self.wrapper_code(callable)?;
        let descriptor = self.emit_descriptor_full(
            &format!("closure.dynamic.{}", callable.index()),
            "",
            &[(String::new(), 0), ("[[box]]".to_string(), 4)],
            None,
            KIND_FUNCTION,
            &[],
            0,
            &[entry],
        );
        let nullable = u64::from(callable != ty);
        self.call_runtime_value(
            RuntimeFunction::DynamicToFunction,
            &[
                boxed.into(),
                entry.into(),
                descriptor.into(),
                code.as_global_value().as_pointer_value().into(),
                self.context.i32_type().const_int(nullable, false).into(),
            ],
        )
    }

    /// Emits the bodies of the entries and wrappers declared so far (and
    /// of those they declare).
    pub(crate) fn emit_pending_code(&mut self) -> Result<()> {
        while let Some(pending) = self.pending_code.pop() {
            match pending {
                PendingCode::Closure(ty, entry) => self.emit_closure_entry(ty, entry)?,
                PendingCode::Method(method, entry) => self.emit_method_entry(method, entry)?,
                PendingCode::Wrapper(ty, code) => self.emit_wrapper(ty, code)?,
                PendingCode::Construct(class, entry) => self.emit_construct_entry(class, entry)?,
                PendingCode::Static(function, entry) => self.emit_static_entry(function, entry)?,
            }
        }
        Ok(())
    }

    /// Converts the entry's arguments (an array of boxes, parameter 1) to
    /// `parameters`: the values to pass, and what to release after the
    /// call (the boxes taken from the array, converted values owned).
    fn entry_arguments(
        &mut self,
        entry: FunctionValue<'ctx>,
        parameters: &[TypeId],
        rest: bool,
    ) -> Result<(Vec<BasicMetadataValueEnum<'ctx>>, Owned<'ctx>)> {
        let arguments = entry
            .get_nth_param(1)
            .ok_or_else(|| InternalError("entry arguments".into()))?;
        let mut values = Vec::new();
        let mut owned = Vec::new();
        for (index, &parameter) in parameters.iter().enumerate() {
            // A rest parameter: the arguments from its position on.
            let gather = if rest && index + 1 == parameters.len() {
                RuntimeFunction::DynamicRestArguments
            } else {
                RuntimeFunction::DynamicArgument
            };
            let index = self.context.i32_type().const_int(index as u64, false);
            let boxed = self
                .call_runtime_value(gather, &[arguments, index.into()])?
                .into_pointer_value();
            owned.push((boxed.into(), TypeId::ANY));
            if self.value_type(parameter).is_none() {
                continue;
            }
            let value = if self.program.types.is_dynamic(parameter) {
                boxed.into()
            } else if self.signature(parameter).is_some() {
                let function = self.dynamic_to_function(boxed, parameter)?;
                owned.push((function, parameter));
                function
            } else if let Some(element) = self.program.types.element(parameter) {
                let kind = self.slot_kind(element);
                let kind = self.context.i32_type().const_int(kind, false);
                let array = self.call_runtime_value(
                    RuntimeFunction::DynamicToArray,
                    &[boxed.into(), kind.into()],
                )?;
                owned.push((array, parameter));
                array
            } else {
                // An argument of another type raises a catchable TypeError
                // naming both types (the entry skips the call then).
                self.unbox_checked(boxed, parameter, true)?
            };
            values.push(value.into());
        }
        Ok((values, owned))
    }

    /// Releases what `entry_arguments` handed over.
    fn release_all(&mut self, owned: &[(BasicValueEnum<'ctx>, TypeId)]) -> Result<()> {
        for &(value, ty) in owned {
            if self.program.types.is_dynamic(ty) {
                self.emit_release(value, TypeId::ANY)?;
            } else {
                // A null pointer (`undefined` for a nullable function) is
                // skipped by the release helper.
                self.emit_release(value, ty)?;
            }
        }
        Ok(())
    }

    /// An entry's end: `undefined` when an exception is pending (the
    /// conversions or the call raised one), else the result boxed.
    fn return_boxed(
        &mut self,
        entry: FunctionValue<'ctx>,
        result: Option<BasicValueEnum<'ctx>>,
        ty: TypeId,
    ) -> Result<()> {
        let thrown = self.pending_test(inkwell::IntPredicate::NE)?;
        let failed = self.context.append_basic_block(entry, "thrown");
        let normal = self.context.append_basic_block(entry, "normal");
        self.builder
            .build_conditional_branch(thrown, failed, normal)?;
        self.builder.position_at_end(failed);
        let undefined = self.box_value(None, TypeId::UNDEFINED)?;
        self.builder.build_return(Some(&undefined))?;
        self.builder.position_at_end(normal);
        let boxed = if self.program.types.is_dynamic(ty) {
            result.ok_or_else(|| InternalError("a box result".into()))?
        } else {
            self.box_value(result, ty)?
        };
        self.builder.build_return(Some(&boxed))?;
        Ok(())
    }

    /// In programs that read `arguments`: puts an entry's arguments (its
    /// second parameter, borrowed for the call) in the runtime's arguments
    /// register for `code`, the function about to be called, which takes
    /// them as it starts (`ExpressionKind::TakeArguments`) when it reads
    /// `arguments`.
    fn hand_over_arguments(
        &mut self,
        entry: FunctionValue<'ctx>,
        code: PointerValue<'ctx>,
    ) -> Result<()> {
        if !self.program.uses_arguments {
            return Ok(());
        }
        let arguments = entry
            .get_nth_param(1)
            .ok_or_else(|| InternalError("entry arguments".into()))?;
        let register = self.external_global("scr_arguments");
        self.builder.build_store(register, arguments)?;
        let callee = self.external_global("scr_arguments_callee");
        self.builder.build_store(callee, code)?;
        Ok(())
    }

    /// After the call: the register is empty again, whether or not the
    /// function took the arguments.
    pub(crate) fn clear_handed_arguments(&mut self) -> Result<()> {
        if !self.program.uses_arguments {
            return Ok(());
        }
        let null = self.pointer_type().const_null();
        let register = self.external_global("scr_arguments");
        self.builder.build_store(register, null)?;
        let callee = self.external_global("scr_arguments_callee");
        self.builder.build_store(callee, null)?;
        Ok(())
    }

    /// Returns `undefined` when converting the arguments raised an
    /// exception; continues with the call otherwise.
    fn skip_when_thrown(
        &mut self,
        entry: FunctionValue<'ctx>,
        owned: &[(BasicValueEnum<'ctx>, TypeId)],
    ) -> Result<()> {
        let thrown = self.pending_test(inkwell::IntPredicate::NE)?;
        let failed = self.context.append_basic_block(entry, "converting.threw");
        let call = self.context.append_basic_block(entry, "call");
        self.builder
            .build_conditional_branch(thrown, failed, call)?;
        self.builder.position_at_end(failed);
        self.release_all(owned)?;
        let undefined = self.box_value(None, TypeId::UNDEFINED)?;
        self.builder.build_return(Some(&undefined))?;
        self.builder.position_at_end(call);
        Ok(())
    }

    fn returned(call: inkwell::values::CallSiteValue<'ctx>) -> Option<BasicValueEnum<'ctx>> {
        match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => Some(value),
            inkwell::values::ValueKind::Instruction(_) => None,
        }
    }

    fn emit_closure_entry(&mut self, ty: TypeId, entry: FunctionValue<'ctx>) -> Result<()> {
        let signature = self
            .signature(ty)
            .ok_or_else(|| InternalError("an entry of a type that is not a function".into()))?;
        let saved = self.builder.get_insert_block();
        let start = self.context.append_basic_block(entry, "entry");
        self.builder.position_at_end(start);
        let closure = entry
            .get_nth_param(0)
            .ok_or_else(|| InternalError("entry closure".into()))?
            .into_pointer_value();
        let (mut values, owned) =
            self.entry_arguments(entry, &signature.parameters, signature.rest)?;
        self.skip_when_thrown(entry, &owned)?;
        values.insert(0, closure.into());
        let code_slot = self.byte_offset(closure, super::closures::CODE_OFFSET, "code.ptr")?;
        let code = self
            .builder
            .build_load(self.pointer_type(), code_slot, "code")?
            .into_pointer_value();
        let code_type = self.closure_code_type(ty)?;
        self.hand_over_arguments(entry, code)?;
        let call = self
            .builder
            .build_indirect_call(code_type, code, &values, "call")?;
        self.clear_handed_arguments()?;
        self.release_all(&owned)?;
        self.return_boxed(entry, Self::returned(call), signature.result)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(())
    }

    fn emit_method_entry(&mut self, method: FuncId, entry: FunctionValue<'ctx>) -> Result<()> {
        let function = self.program.function(method);
        let rest = function.rest;
        let parameters: Vec<TypeId> = function.parameters[1..]
            .iter()
            .map(|&local| function.locals[local.index()].ty)
            .collect();
        let result = function.result;
        let saved = self.builder.get_insert_block();
        let start = self.context.append_basic_block(entry, "entry");
        self.builder.position_at_end(start);
        let receiver = entry
            .get_nth_param(0)
            .ok_or_else(|| InternalError("entry receiver".into()))?;
        // A method read as a value and called plainly has no `this` (the
        // runtime passes null): one that uses it raises Node's TypeError.
        if let Some(name) = self.this_use(method) {
            let unbound = self.context.append_basic_block(entry, "unbound");
            let bound = self.context.append_basic_block(entry, "bound");
            let missing = self
                .builder
                .build_is_null(receiver.into_pointer_value(), "no.this")?;
            self.builder
                .build_conditional_branch(missing, unbound, bound)?;
            self.builder.position_at_end(unbound);
            // A `#private` member as written (`#x`, not its hidden name).
            let name = match name.strip_prefix(crate::check::HIDDEN) {
                Some(private) => private.split('@').next().unwrap_or_default().to_string(),
                None => name,
            };
            let bytes = self.member_name(&name);
            let length = self.context.i64_type().const_int(name.len() as u64, false);
            self.call_runtime(RuntimeFunction::UnboundThis, &[bytes.into(), length.into()])?;
            let undefined = self.box_value(None, TypeId::UNDEFINED)?;
            self.builder.build_return(Some(&undefined))?;
            self.builder.position_at_end(bound);
        }
        let (mut values, owned) = self.entry_arguments(entry, &parameters, rest)?;
        self.skip_when_thrown(entry, &owned)?;
        values.insert(0, receiver.into());
        let code = self.functions[method.index()]
            .as_global_value()
            .as_pointer_value();
        self.hand_over_arguments(entry, code)?;
        let call = self
            .builder
            .build_call(self.functions[method.index()], &values, "call")?;
        self.clear_handed_arguments()?;
        self.release_all(&owned)?;
        self.return_boxed(entry, Self::returned(call), result)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(())
    }

    /// Whether a method uses `this` (reads it, or a closure captures it):
    /// the name of the first property it reads on it (empty when that is
    /// not a property read), or `None` when it never does.
    fn this_use(&self, method: FuncId) -> Option<String> {
        self.this_use_within(method, 0)
    }

    fn this_use_within(&self, method: FuncId, depth: u32) -> Option<String> {
        let function = self.program.function(method);
        let this = *function.parameters.first()?;
        let is_this = |expression: &Expression| {
            matches!(
                expression.kind,
                ExpressionKind::Variable(Variable::Local(local)) if local == this
            )
        };
        let mut used = function.locals[this.index()].captured;
        let mut first: Option<String> = None;
        function.body.for_each_expression(&mut |expression| {
            if first.is_some() {
                return;
            }
            let mut pending = vec![expression];
            while let Some(current) = pending.pop() {
                // A replaceable method's prologue reads its field on any
                // `this`, null included (see `emit_field_get`), and calls
                // what it holds only when that is set.
                let own_field = |expression: &Expression| match &expression.kind {
                    ExpressionKind::FieldGet { object, field } => {
                        is_this(object)
                            && crate::check::is_own_method_field(
                                &self.field_name(object.ty, *field),
                            )
                    }
                    _ => false,
                };
                let prologue = match &current.kind {
                    ExpressionKind::Builtin {
                        builtin: crate::hir::Builtin::Any(crate::hir::AnyOperation::Call),
                        arguments,
                    } => arguments.first().is_some_and(own_field),
                    ExpressionKind::Builtin {
                        builtin: crate::hir::Builtin::Any(crate::hir::AnyOperation::OwnBypassed(_)),
                        ..
                    } => true,
                    _ => own_field(current),
                };
                if prologue {
                    continue;
                }
                let name = match &current.kind {
                    ExpressionKind::PropertyGet { object, name }
                    | ExpressionKind::PropertySet { object, name, .. }
                    | ExpressionKind::PropertyCall { object, name, .. }
                        if is_this(object) =>
                    {
                        Some(name.clone())
                    }
                    ExpressionKind::FieldGet { object, field }
                    | ExpressionKind::FieldSet { object, field, .. }
                        if is_this(object) =>
                    {
                        match self.program.types.get(object.ty) {
                            Type::Class { id, .. } => self.program.classes[id.index()]
                                .fields
                                .get(*field)
                                .map(|(name, _)| name.clone()),
                            _ => None,
                        }
                    }
                    // `super.m()` runs `m` with the same `this`; `this.m()`
                    // reads `m` on it.
                    ExpressionKind::MethodCall {
                        slot,
                        function: called,
                        arguments,
                    } if arguments.first().is_some_and(is_this) => match slot {
                        None if depth < 8 => self.this_use_within(*called, depth + 1),
                        None => Some(String::new()),
                        Some(_) => {
                            let name = &self.program.function(*called).name;
                            Some(name.rsplit('.').next().unwrap_or_default().to_string())
                        }
                    },
                    _ => None,
                };
                if is_this(current) {
                    used = true;
                }
                if let Some(name) = name {
                    first = Some(name);
                    return;
                }
                let mut children = current.children();
                children.reverse();
                pending.extend(children);
            }
        });
        match first {
            Some(name) => Some(name),
            None => used.then(String::new),
        }
    }

    /// The code of a wrapper closure of type `ty`: its parameters boxed
    /// into an array, the box it holds called through `any`, the result
    /// converted to `ty`'s (checked).
    fn emit_wrapper(&mut self, ty: TypeId, code: FunctionValue<'ctx>) -> Result<()> {
        let signature = self
            .signature(ty)
            .ok_or_else(|| InternalError("a wrapper of a type that is not a function".into()))?;
        let saved = self.builder.get_insert_block();
        let start = self.context.append_basic_block(code, "entry");
        self.builder.position_at_end(start);
        let environment = code
            .get_nth_param(0)
            .ok_or_else(|| InternalError("wrapper environment".into()))?
            .into_pointer_value();
        let slot = self.byte_offset(environment, WRAPPED_BOX_OFFSET, "target.ptr")?;
        let target = self
            .builder
            .build_load(self.pointer_type(), slot, "target")?;
        let i64_type = self.context.i64_type();
        let kind = self.context.i32_type().const_int(8, false);
        let count = i64_type.const_int(signature.parameters.len() as u64, false);
        let list =
            self.call_runtime_value(RuntimeFunction::ArrayNew, &[kind.into(), count.into()])?;
        let mut incoming = code.get_param_iter().skip(1);
        for (index, &parameter) in signature.parameters.iter().enumerate() {
            let value = if self.value_type(parameter).is_some() {
                incoming.next()
            } else {
                None
            };
            // A rest parameter: its elements, each an argument.
            if signature.rest && index + 1 == signature.parameters.len() {
                let array = value.ok_or_else(|| InternalError("wrapper rest parameter".into()))?;
                let boxes = self.call_runtime_value(RuntimeFunction::ArrayBoxes, &[array])?;
                self.call_runtime(RuntimeFunction::ArrayAppend, &[list, boxes])?;
                self.release_array(boxes)?;
                continue;
            }
            // Boxed: the box takes a reference of its own.
            let boxed = if self.program.types.is_dynamic(parameter) {
                let value = value.ok_or_else(|| InternalError("wrapper parameter".into()))?;
                self.emit_retain(value)?;
                value
            } else {
                if let Some(value) = value
                    && self.is_counted(parameter)
                {
                    self.emit_retain(value)?;
                }
                self.box_value(value, parameter)?
            };
            let bits = self.slot_bits_of(boxed)?;
            self.call_runtime(RuntimeFunction::ArrayPush, &[list, bits.into()])?;
            self.emit_release(boxed, TypeId::ANY)?;
        }
        let text = self.string_literal(&"function".encode_utf16().collect::<Vec<_>>());
        let result = self
            .call_runtime_value(RuntimeFunction::AnyCallValue, &[target, list, text.into()])?
            .into_pointer_value();
        self.release_array(list)?;
        let wanted = signature.result;
        if self.value_type(wanted).is_none() {
            self.emit_release(result.into(), TypeId::ANY)?;
            self.builder.build_return(None)?;
        } else if self.program.types.is_dynamic(wanted) {
            self.builder.build_return(Some(&result))?;
        } else {
            // An exception pending: the result is `undefined`, and the
            // caller unwinds without reading what is returned.
            let thrown = self.pending_test(inkwell::IntPredicate::NE)?;
            let failed = self.context.append_basic_block(code, "thrown");
            let normal = self.context.append_basic_block(code, "normal");
            self.builder
                .build_conditional_branch(thrown, failed, normal)?;
            self.builder.position_at_end(failed);
            self.emit_release(result.into(), TypeId::ANY)?;
            let zero = self
                .value_type(wanted)
                .ok_or_else(|| InternalError("a wrapper result".into()))?
                .const_zero();
            self.builder.build_return(Some(&zero))?;
            self.builder.position_at_end(normal);
            let value = if self.signature(wanted).is_some() {
                self.dynamic_to_function(result, wanted)?
            } else if let Some(element) = self.program.types.element(wanted) {
                let kind = self.slot_kind(element);
                let kind = self.context.i32_type().const_int(kind, false);
                self.call_runtime_value(
                    RuntimeFunction::DynamicToArray,
                    &[result.into(), kind.into()],
                )?
            } else {
                let value = self.unbox_value(result, wanted)?;
                if self.is_counted(wanted) {
                    self.emit_retain(value)?;
                }
                value
            };
            self.emit_release(result.into(), TypeId::ANY)?;
            self.builder.build_return(Some(&value))?;
        }
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(())
    }
}

/// What the runtime's class objects' descriptor says they are
/// (`class_value::KIND_CLASS_VALUE`).
const KIND_CLASS_VALUE: u64 = 12;
/// A static method's `StaticMember::kind`.
const STATIC_METHOD: u64 = u64::MAX;
/// In a static field's `StaticMember::kind`: the field is a box among a
/// local class's captures (`class_value::BOXED`).
const STATIC_BOXED: u64 = 1 << 32;

impl<'ctx> Codegen<'ctx, '_> {
    /// A new box holding an object (borrowed: it is retained).
    pub(crate) fn box_object(
        &mut self,
        object: PointerValue<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        self.emit_retain(object.into())?;
        let bits = self
            .builder
            .build_ptr_to_int(object, self.context.i64_type(), "bits")?;
        let kind = self.context.i32_type().const_int(4, false);
        self.call_runtime_value(RuntimeFunction::DynamicNew, &[kind.into(), bits.into()])
    }

    /// The class object of `class` (the runtime's `class_value`): an
    /// immortal constant.
    pub(crate) fn class_object(&mut self, class: ClassId) -> PointerValue<'ctx> {
        let symbol = format!("class.object.{}", class.index());
        if let Some(global) = self.module.get_global(&symbol) {
            return global.as_pointer_value();
        }
        let pointer = self.pointer_type();
        let i64_type = self.context.i64_type();
        // Declared first: a class's statics may refer to it.
        let object_type = self.context.struct_type(
            &[
                i64_type.into(),
                pointer.into(),
                pointer.into(),
                pointer.into(),
                pointer.into(),
                pointer.into(),
                i64_type.into(),
                i64_type.into(),
            ],
            false,
        );
        let global = self.module.add_global(object_type, None, &symbol);
        let info = &self.program.classes[class.index()];
        // A class extending what a call gave gets its parent when its
        // declaration is evaluated.
        let heritage = info.heritage.is_some();
        global.set_constant(!heritage);
        global.set_linkage(Linkage::Private);
        global.set_alignment(8);
        let descriptor = self.class_object_descriptor("class.object", &[]);
        let instances = self.class_descriptor(class);
        let info = &self.program.classes[class.index()];
        let parent = match info.parent {
            Some(parent) if !heritage => self.class_object(parent),
            _ => pointer.const_null(),
        };
        let construct = self.construct_entry(class);
        let statics = self.static_members(class);
        let count = statics.len() as u64;
        let member_type = self.context.struct_type(
            &[
                pointer.into(),
                i64_type.into(),
                i64_type.into(),
                pointer.into(),
            ],
            false,
        );
        let table = member_type.const_array(&statics);
        let table_global =
            self.module
                .add_global(table.get_type(), None, &format!("{symbol}.statics"));
        table_global.set_initializer(&table);
        table_global.set_constant(true);
        table_global.set_linkage(Linkage::Private);
        let value = object_type.const_named_struct(&[
            i64_type.const_all_ones().into(),
            descriptor.into(),
            instances.into(),
            parent.into(),
            construct.into(),
            table_global.as_pointer_value().into(),
            i64_type.const_int(count, false).into(),
            i64_type.const_zero().into(),
        ]);
        global.set_initializer(&value);
        global.as_pointer_value()
    }

    /// The descriptor of class objects: the six slots of the runtime's
    /// `class_value`, then a local class's captures of `kinds`.
    fn class_object_descriptor(&mut self, symbol: &str, kinds: &[u64]) -> PointerValue<'ctx> {
        let mut fields: Vec<(String, u64)> = [
            "descriptor",
            "parent",
            "construct",
            "statics",
            "count",
            "field",
        ]
        .iter()
        .map(|name| (format!("[[{name}]]"), 0))
        .collect();
        fields.extend(
            kinds
                .iter()
                .enumerate()
                .map(|(index, &kind)| (format!("[[capture {index}]]"), kind)),
        );
        self.emit_descriptor(symbol, "Function", &fields, None, KIND_CLASS_VALUE, &[])
    }

    /// Whether a function takes a local class's class object as a
    /// parameter (a local class's constructor or static method).
    /// Whether `function` is a module class's static method that reads its
    /// own `this` (taken from the receiver register as it starts).
    fn static_method_taking_this(&self, function: FuncId) -> bool {
        super::takes_receiver(&self.program.function(function).body)
            && self.program.classes.iter().any(|class| {
                class.local.is_none()
                    && class
                        .static_methods
                        .iter()
                        .any(|(_, method)| *method == function)
            })
    }

    pub(crate) fn takes_class_object(&self, function: FuncId) -> bool {
        self.program
            .function(function)
            .closure
            .as_ref()
            .and_then(|closure| closure.class_access.as_ref())
            .is_some_and(|access| {
                matches!(
                    access.source,
                    crate::hir::ClassObjectSource::Parameter(_)
                        | crate::hir::ClassObjectSource::Receiver(_)
                )
            })
    }

    /// Evaluating a local class's declaration: its new class object, with
    /// the captured values (retained) or boxes.
    pub(crate) fn emit_new_class_object(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        class: ClassId,
        captures: &[LocalId],
        parent: Option<u32>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let kinds: Vec<u64> = captures
            .iter()
            .map(|&local| {
                if context.boxed[local.index()] {
                    4
                } else {
                    self.slot_kind(context.local_types[local.index()])
                }
            })
            .collect();
        let descriptor =
            self.class_object_descriptor(&format!("class.object.{}.local", class.index()), &kinds);
        let mut slot_kinds = vec![0; 6];
        slot_kinds.extend(&kinds);
        // (The audit counts class objects with functions.)
        let object = self.allocate_object(descriptor, &slot_kinds, KIND_FUNCTION)?;
        let pointer = self.pointer_type();
        let i64_type = self.context.i64_type();
        let instances = self.class_descriptor(class);
        self.store_slot_value(object, 16, instances.into())?;
        let construct = self.construct_entry(class);
        self.store_slot_value(object, 32, construct.into())?;
        let statics = self.static_members(class);
        let count = statics.len() as u64;
        let member_type = self.context.struct_type(
            &[
                pointer.into(),
                i64_type.into(),
                i64_type.into(),
                pointer.into(),
            ],
            false,
        );
        let table = member_type.const_array(&statics);
        let table_global = self.module.add_global(
            table.get_type(),
            None,
            &format!("class.object.{}.local.statics", class.index()),
        );
        table_global.set_initializer(&table);
        table_global.set_constant(true);
        table_global.set_linkage(Linkage::Private);
        self.store_slot_value(object, 40, table_global.as_pointer_value().into())?;
        self.store_slot_value(object, 48, i64_type.const_int(count, false).into())?;
        let field = self.program.classes[class.index()]
            .local
            .as_ref()
            .map_or(0, |local| local.field);
        let offset = super::objects::SLOTS_OFFSET + 8 * field as u64;
        self.store_slot_value(object, 56, i64_type.const_int(offset, false).into())?;
        self.store_captures(
            context,
            object,
            super::closures::CLASS_CAPTURES_OFFSET,
            captures,
        )?;
        // The parent's class object: a local class's is among the
        // captures (which keep it alive), a module class's is immortal.
        let parent_object: BasicValueEnum<'ctx> = match parent {
            Some(slot) => self.load_slot_value(
                object,
                super::closures::CLASS_CAPTURES_OFFSET + 8 * u64::from(slot),
                TypeId::NULL,
            )?,
            None => match self.program.classes[class.index()].parent {
                Some(parent) => self.class_object(parent).into(),
                None => pointer.const_null().into(),
            },
        };
        self.store_slot_value(object, 24, parent_object)?;
        Ok(self.temporary_of(context, object.into(), ty))
    }

    /// The static members of a class as `StaticMember` constants: fields
    /// by their global's address and slot kind, methods by their entry.
    fn static_members(&mut self, class: ClassId) -> Vec<inkwell::values::StructValue<'ctx>> {
        let pointer = self.pointer_type();
        let i64_type = self.context.i64_type();
        let info = &self.program.classes[class.index()];
        let fields = info.static_fields.clone();
        let methods = info.static_methods.clone();
        let mut members = Vec::new();
        let mut member = |this: &mut Self, name: &str, kind: u64, address: PointerValue<'ctx>| {
            let text = this.context.const_string(name.as_bytes(), false);
            let label = format!("class.object.{}.static.{}", class.index(), members.len());
            let bytes = this.module.add_global(text.get_type(), None, &label);
            bytes.set_initializer(&text);
            bytes.set_constant(true);
            bytes.set_linkage(Linkage::Private);
            members.push(this.context.const_struct(
                &[
                    bytes.as_pointer_value().into(),
                    i64_type.const_int(name.len() as u64, false).into(),
                    i64_type.const_int(kind, false).into(),
                    address.into(),
                ],
                false,
            ));
        };
        for (name, global) in fields {
            // `#private` statics are not reachable by name.
            if crate::check::is_hidden(&name) {
                continue;
            }
            let ty = self.program.globals[global.index()].ty;
            // A static kept as an integer has no slot of its kind.
            if self.value_type(ty).is_none()
                || self.integer_variables.globals[global.index()].is_some()
            {
                continue;
            }
            let kind = self.slot_kind(ty);
            let address = self.globals[global.index()].as_pointer_value();
            member(self, &name, kind, address);
        }
        // A local class's static fields: boxes among its captures.
        let local_statics = info
            .local
            .as_ref()
            .map(|local| local.statics.clone())
            .unwrap_or_default();
        for (name, capture, ty) in local_statics {
            if crate::check::is_hidden(&name) || self.value_type(ty).is_none() {
                continue;
            }
            let index = i64_type.const_int(u64::from(capture), false);
            let address = index.const_to_pointer(pointer);
            let kind = self.slot_kind(ty);
            member(self, &name, STATIC_BOXED | kind, address);
        }
        for (name, function) in methods {
            // (Accessors are listed as `get name` and `set name`, for
            // reads and writes through `any`.)
            if crate::check::is_hidden(&name)
                || (name.contains(' ') && !name.starts_with("get ") && !name.starts_with("set "))
            {
                continue;
            }
            let entry = self.static_entry(function);
            // A static method that uses `this` (see the runtime's
            // `class_value::METHOD_THIS`): a local class's takes its class
            // object, a module class's its receiver.
            let kind = if (self.takes_class_object(function) && self.this_use(function).is_some())
                || self.static_method_taking_this(function)
            {
                STATIC_METHOD - 1
            } else {
                STATIC_METHOD
            };
            member(self, &name, kind, entry);
        }
        members
    }

    /// The construct entry of a class: a new instance made with the
    /// arguments converted to its constructor's parameters, boxed.
    fn construct_entry(&mut self, class: ClassId) -> PointerValue<'ctx> {
        if self.program.classes[class.index()].statics_only {
            return self.pointer_type().const_null();
        }
        let constructor = self.program.classes[class.index()].constructor;
        let function = self.program.function(constructor);
        let first = 1 + usize::from(self.takes_class_object(constructor));
        let enterable = function.parameters[first..].iter().all(|&local| {
            self.program
                .types
                .enterable(function.locals[local.index()].ty)
        });
        if !enterable || !self.takes_declared_values(constructor) {
            return self.pointer_type().const_null();
        }
        let name = format!("dynamic.construct.{}", class.index());
        if let Some(existing) = self.module.get_function(&name) {
            return existing.as_global_value().as_pointer_value();
        }
        let entry = self
            .module
            .add_function(&name, self.entry_type(), Some(Linkage::Internal));
        self.pending_code.push(PendingCode::Construct(class, entry));
        entry.as_global_value().as_pointer_value()
    }

    /// The entry of a static method (no `this`).
    pub(crate) fn static_entry(&mut self, function: FuncId) -> PointerValue<'ctx> {
        let info = self.program.function(function);
        let first = usize::from(self.takes_class_object(function));
        let enterable = info.parameters[first..]
            .iter()
            .all(|&local| self.program.types.enterable(info.locals[local.index()].ty));
        if !enterable || !self.takes_declared_values(function) {
            return self.pointer_type().const_null();
        }
        let name = format!("dynamic.static.{}", function.0);
        if let Some(existing) = self.module.get_function(&name) {
            return existing.as_global_value().as_pointer_value();
        }
        let entry = self
            .module
            .add_function(&name, self.entry_type(), Some(Linkage::Internal));
        self.pending_code.push(PendingCode::Static(function, entry));
        entry.as_global_value().as_pointer_value()
    }

    /// Whether a function's LLVM parameters are its parameters' value types
    /// (not an integer parameter of a function only called directly).
    fn takes_declared_values(&self, function: FuncId) -> bool {
        let info = self.program.function(function);
        let declared = self.functions[function.index()]
            .get_type()
            .get_param_types();
        let wanted: Vec<inkwell::types::BasicTypeEnum<'ctx>> = info
            .parameters
            .iter()
            .filter_map(|&local| self.value_type(info.locals[local.index()].ty))
            .collect();
        declared.len() == wanted.len()
            && declared.iter().zip(&wanted).all(|(a, b)| *a == (*b).into())
    }

    fn emit_static_entry(&mut self, function: FuncId, entry: FunctionValue<'ctx>) -> Result<()> {
        let info = self.program.function(function);
        let class_object = self.takes_class_object(function);
        let parameters: Vec<TypeId> = info.parameters[usize::from(class_object)..]
            .iter()
            .map(|&local| info.locals[local.index()].ty)
            .collect();
        let result = info.result;
        let saved = self.builder.get_insert_block();
        let start = self.context.append_basic_block(entry, "entry");
        self.builder.position_at_end(start);
        let (mut values, owned) = self.entry_arguments(entry, &parameters, info.rest)?;
        // A local class's static method: the class object it was called on.
        if class_object {
            let class = entry
                .get_nth_param(0)
                .ok_or_else(|| InternalError("entry class object".into()))?;
            values.insert(0, class.into());
        }
        self.skip_when_thrown(entry, &owned)?;
        let code = self.functions[function.index()]
            .as_global_value()
            .as_pointer_value();
        self.hand_over_arguments(entry, code)?;
        // A module class's static method reading its own `this`: the class
        // object it was called on, in the receiver register.
        let register = if !class_object && self.static_method_taking_this(function) {
            let class = entry
                .get_nth_param(0)
                .ok_or_else(|| InternalError("entry class object".into()))?;
            let register = self.external_global("scr_receiver");
            self.builder.build_store(register, class)?;
            Some(register)
        } else {
            None
        };
        let call = self
            .builder
            .build_call(self.functions[function.index()], &values, "call")?;
        if let Some(register) = register {
            self.builder
                .build_store(register, self.pointer_type().const_null())?;
        }
        self.clear_handed_arguments()?;
        self.release_all(&owned)?;
        self.return_boxed(entry, Self::returned(call), result)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(())
    }

    fn emit_construct_entry(&mut self, class: ClassId, entry: FunctionValue<'ctx>) -> Result<()> {
        let constructor = self.program.classes[class.index()].constructor;
        let info = self.program.function(constructor);
        let class_object = self.takes_class_object(constructor);
        let parameters: Vec<TypeId> = info.parameters[1 + usize::from(class_object)..]
            .iter()
            .map(|&local| info.locals[local.index()].ty)
            .collect();
        let saved = self.builder.get_insert_block();
        let start = self.context.append_basic_block(entry, "entry");
        self.builder.position_at_end(start);
        let (mut values, owned) = self.entry_arguments(entry, &parameters, info.rest)?;
        self.skip_when_thrown(entry, &owned)?;
        let object = self.allocate_instance(class)?;
        // A local class's constructor takes the class object `new` was
        // given.
        if class_object {
            let class = entry
                .get_nth_param(0)
                .ok_or_else(|| InternalError("entry class object".into()))?;
            values.insert(0, class.into());
        }
        values.insert(0, object.into());
        let code = self.functions[constructor.index()]
            .as_global_value()
            .as_pointer_value();
        self.hand_over_arguments(entry, code)?;
        self.builder
            .build_call(self.functions[constructor.index()], &values, "")?;
        self.clear_handed_arguments()?;
        self.release_all(&owned)?;
        // A constructor that threw: the object is dropped.
        let thrown = self.pending_test(inkwell::IntPredicate::NE)?;
        let failed = self.context.append_basic_block(entry, "thrown");
        let normal = self.context.append_basic_block(entry, "constructed");
        self.builder
            .build_conditional_branch(thrown, failed, normal)?;
        self.builder.position_at_end(failed);
        // Any object's release frees an instance.
        self.emit_release(object.into(), TypeId::ANY)?;
        let undefined = self.box_value(None, TypeId::UNDEFINED)?;
        self.builder.build_return(Some(&undefined))?;
        self.builder.position_at_end(normal);
        // The box takes the new object's reference.
        let bits = self
            .builder
            .build_ptr_to_int(object, self.context.i64_type(), "bits")?;
        let kind = self.context.i32_type().const_int(4, false);
        let boxed =
            self.call_runtime_value(RuntimeFunction::DynamicNew, &[kind.into(), bits.into()])?;
        self.builder.build_return(Some(&boxed))?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(())
    }
}
