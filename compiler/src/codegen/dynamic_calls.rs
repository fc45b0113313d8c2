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
use super::{Codegen, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::FuncId;
use crate::types::{FunctionType, Type, TypeId};

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

    /// Whether a box converts to a value of `ty` (checked) for a
    /// parameter of an entry.
    fn enterable(&self, ty: TypeId) -> bool {
        let types = &self.program.types;
        let inner = types.non_null(ty).unwrap_or(ty);
        types.is_dynamic(ty)
            || matches!(
                inner,
                TypeId::NUMBER
                    | TypeId::STRING
                    | TypeId::BOOLEAN
                    | TypeId::UNDEFINED
                    | TypeId::VOID
                    | TypeId::NULL
            )
            || matches!(types.get(inner), Type::Class { .. })
            || self.signature(ty).is_some()
            || types.element(inner).is_some_and(|element| {
                matches!(element, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN)
                    || types.is_dynamic(element)
            })
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
                .all(|&parameter| self.enterable(parameter))
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
            || !function.parameters[1..]
                .iter()
                .all(|&local| self.enterable(function.locals[local.index()].ty))
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
    ) -> Result<(Vec<BasicMetadataValueEnum<'ctx>>, Owned<'ctx>)> {
        let arguments = entry
            .get_nth_param(1)
            .ok_or_else(|| InternalError("entry arguments".into()))?;
        let mut values = Vec::new();
        let mut owned = Vec::new();
        for (index, &parameter) in parameters.iter().enumerate() {
            let index = self.context.i32_type().const_int(index as u64, false);
            let boxed = self
                .call_runtime_value(RuntimeFunction::DynamicArgument, &[arguments, index.into()])?
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
                self.unbox_value(boxed, parameter)?
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
        let (mut values, owned) = self.entry_arguments(entry, &signature.parameters)?;
        self.skip_when_thrown(entry, &owned)?;
        values.insert(0, closure.into());
        let code_slot = self.byte_offset(closure, super::closures::CODE_OFFSET, "code.ptr")?;
        let code = self
            .builder
            .build_load(self.pointer_type(), code_slot, "code")?
            .into_pointer_value();
        let code_type = self.closure_code_type(ty)?;
        let call = self
            .builder
            .build_indirect_call(code_type, code, &values, "call")?;
        self.release_all(&owned)?;
        self.return_boxed(entry, Self::returned(call), signature.result)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(())
    }

    fn emit_method_entry(&mut self, method: FuncId, entry: FunctionValue<'ctx>) -> Result<()> {
        let function = self.program.function(method);
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
        let (mut values, owned) = self.entry_arguments(entry, &parameters)?;
        self.skip_when_thrown(entry, &owned)?;
        values.insert(0, receiver.into());
        let call = self
            .builder
            .build_call(self.functions[method.index()], &values, "call")?;
        self.release_all(&owned)?;
        self.return_boxed(entry, Self::returned(call), result)?;
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(())
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
        for &parameter in &signature.parameters {
            let value = if self.value_type(parameter).is_some() {
                incoming.next()
            } else {
                None
            };
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
