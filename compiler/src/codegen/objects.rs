//! Class instances: descriptors (the runtime's `ClassDescriptor`: name and
//! fields, for printing and freeing), `new`, and field reads and writes at
//! fixed offsets (a class-typed receiver needs no lookup).

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, PointerValue};

use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{ArrayChange, BinaryOperator, Expression, ExpressionKind};
use crate::types::{ClassId, TypeId};

/// Where the first field slot is in an object.
pub(crate) const SLOTS_OFFSET: u64 = 16;
/// At most this many implementations of a method are tested for before
/// the indirect call (see `emit_dispatch`).
const MAX_DISPATCH: usize = 4;

/// Where the vtable starts in a class descriptor (after name, name length,
/// field count, fields, parent, kind, method count, method names, the
/// spare slot count, the free class and the compiled free).
pub(crate) const VTABLE_OFFSET: u64 = 88;
/// Where a descriptor's compiled free (`frees`) is: null when none.
pub(crate) const FREE_CODE_OFFSET: u64 = 80;
/// Where a descriptor's `kind` and `free_class` are.
pub(crate) const KIND_OFFSET: u64 = 40;
pub(crate) const FREE_CLASS_OFFSET: u64 = 72;
/// In a descriptor's `free_class`: objects of it may be on a reference
/// cycle (the runtime's `cycles::CYCLIC`).
pub(crate) const CC_CYCLIC: u64 = 1 << 63;
/// In an object's count: it is in the cycle collector's buffer (the
/// runtime's `cycles::BUFFERED`).
pub(crate) const CC_BUFFERED: u64 = 1 << 62;
/// The count itself in a buffered object's count (the runtime's
/// `cycles::COUNT`).
pub(crate) const CC_COUNT: u64 = (1 << 32) - 1;
/// The runtime's descriptor kinds (`object::KIND_*`).
pub(crate) const KIND_CLASS: u64 = 0;
pub(crate) const KIND_PLAIN: u64 = 1;
pub(crate) const KIND_FUNCTION: u64 = 2;
pub(crate) const KIND_BOX: u64 = 3;
pub(crate) const KIND_TUPLE: u64 = 7;

/// In a field descriptor's kind: a library class's field, not listed
/// (the runtime's `object::UNLISTED`).
const UNLISTED: u64 = 1 << 32;

impl<'ctx> Codegen<'ctx, '_> {
    /// The class's descriptor constant, emitted on first use.
    pub(crate) fn class_descriptor(&mut self, class: ClassId) -> PointerValue<'ctx> {
        // By id: the instances of a generic class share its name.
        let symbol = format!(
            "class.{}.{}",
            class.index(),
            self.program.classes[class.index()].name
        );
        if let Some(global) = self.module.get_global(&symbol) {
            return global.as_pointer_value();
        }
        let class_info = &self.program.classes[class.index()];
        // What the class shows at run time: a namespace member's own name.
        let class_name = crate::namespaces::display_name(&class_info.name).to_string();
        // The fields a library class declares (its own, or inherited by a
        // program's subclass) are not listed (the runtime's `UNLISTED`).
        let mut library = Some(class);
        while let Some(ancestor) = library
            && !self.program.classes[ancestor.index()].library
        {
            library = self.program.classes[ancestor.index()].parent;
        }
        let unlisted = library.map_or(0, |ancestor| {
            self.program.classes[ancestor.index()].fields.len()
        });
        let fields: Vec<(String, u64)> = class_info
            .fields
            .clone()
            .into_iter()
            .enumerate()
            .map(|(index, (name, ty))| {
                let flag = if index < unlisted { UNLISTED } else { 0 };
                (name, self.slot_kind(ty) | flag)
            })
            .collect();
        let parent = self.program.classes[class.index()]
            .parent
            .map(|parent| self.class_descriptor(parent));
        // The vtable follows the fixed part: one code pointer per method.
        let methods: Vec<(String, PointerValue<'ctx>)> = self.program.classes[class.index()]
            .methods
            .iter()
            .map(|(name, function)| {
                // `toJSON` is filed by what it returns: one returning an
                // object is `toJSON`, one returning a string
                // `toJSON:string`, a number `toJSON:number`, a union (a
                // `Date`'s `string | null`) `toJSON:dynamic`, anything
                // else `toJSON:value` (calls by name through an interface
                // then miss it; `JSON.stringify` finds every one).
                let result = self.program.function(*function).result;
                let returns_object = self
                    .program
                    .types
                    .is_object(self.program.types.non_null(result).unwrap_or(result));
                let name = match result {
                    _ if name != "toJSON" || returns_object => name.clone(),
                    TypeId::STRING => "toJSON:string".to_string(),
                    TypeId::NUMBER => "toJSON:number".to_string(),
                    _ if self.program.types.is_dynamic(result) => "toJSON:dynamic".to_string(),
                    _ => "toJSON:value".to_string(),
                };
                (
                    name,
                    self.functions[function.index()]
                        .as_global_value()
                        .as_pointer_value(),
                )
            })
            .collect();
        let functions: Vec<crate::hir::FuncId> = self.program.classes[class.index()]
            .methods
            .iter()
            .map(|(_, function)| *function)
            .collect();
        let mut entries = self.method_entries(&functions);
        // After the dynamic entries, the foreign-`this` variants' (the
        // runtime's `object::foreign_entry`).
        let null = self.pointer_type().const_null();
        for variant in self.program.classes[class.index()].foreign.clone() {
            entries.push(match variant {
                Some(variant) if self.program.dynamic_calls => self.static_entry(variant),
                _ => null,
            });
        }
        let cyclic = self.cycles.class_on_cycle(class);
        self.emit_descriptor_parts(
            &symbol,
            &class_name,
            &fields,
            parent,
            KIND_CLASS,
            &methods,
            0,
            &entries,
            Some(cyclic),
        )
    }

    /// A descriptor constant (the runtime's `ClassDescriptor`): name,
    /// fields with their slot kinds, parent, kind, then the vtable.
    pub(crate) fn emit_descriptor(
        &mut self,
        symbol: &str,
        name: &str,
        fields: &[(String, u64)],
        parent: Option<PointerValue<'ctx>>,
        kind: u64,
        vtable: &[(String, PointerValue<'ctx>)],
    ) -> PointerValue<'ctx> {
        self.emit_descriptor_with_spare(symbol, name, fields, parent, kind, vtable, 0)
    }

    /// A descriptor whose objects have room for `spare` more slots (plain
    /// objects that may gain optional properties).
    pub(crate) fn emit_descriptor_with_spare(
        &mut self,
        symbol: &str,
        name: &str,
        fields: &[(String, u64)],
        parent: Option<PointerValue<'ctx>>,
        kind: u64,
        vtable: &[(String, PointerValue<'ctx>)],
        spare: u64,
    ) -> PointerValue<'ctx> {
        let count = if kind == KIND_FUNCTION {
            1
        } else {
            vtable.len()
        };
        let entries = vec![self.pointer_type().const_null(); count];
        self.emit_descriptor_full(symbol, name, fields, parent, kind, vtable, spare, &entries)
    }

    /// A descriptor with its dynamic entries (see `dynamic_calls`): one
    /// per vtable slot, or one for a function-kind descriptor.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn emit_descriptor_full(
        &mut self,
        symbol: &str,
        name: &str,
        fields: &[(String, u64)],
        parent: Option<PointerValue<'ctx>>,
        kind: u64,
        vtable: &[(String, PointerValue<'ctx>)],
        spare: u64,
        entries: &[PointerValue<'ctx>],
    ) -> PointerValue<'ctx> {
        self.emit_descriptor_parts(
            symbol, name, fields, parent, kind, vtable, spare, entries, None,
        )
    }

    /// [`Codegen::emit_descriptor_full`], told whether its objects may be
    /// on a reference cycle (`cycles`); without, they may when a slot may
    /// hold an object or an array.
    #[allow(clippy::too_many_arguments)]
    fn emit_descriptor_parts(
        &mut self,
        symbol: &str,
        name: &str,
        fields: &[(String, u64)],
        parent: Option<PointerValue<'ctx>>,
        kind: u64,
        vtable: &[(String, PointerValue<'ctx>)],
        spare: u64,
        entries: &[PointerValue<'ctx>],
        cyclic: Option<bool>,
    ) -> PointerValue<'ctx> {
        if let Some(global) = self.module.get_global(symbol) {
            return global.as_pointer_value();
        }
        let i64_type = self.context.i64_type();
        let pointer = self.pointer_type();
        let bytes = |this: &mut Self, text: &str, label: &str| {
            let value = this.context.const_string(text.as_bytes(), false);
            let global = this.module.add_global(value.get_type(), None, label);
            global.set_initializer(&value);
            global.set_constant(true);
            global.set_linkage(Linkage::Private);
            global.as_pointer_value()
        };
        let name_bytes = bytes(self, name, &format!("{symbol}.name"));
        let mut field_values = Vec::new();
        for (index, (field, field_kind)) in fields.iter().enumerate() {
            let field_name = bytes(self, field, &format!("{symbol}.field.{index}"));
            field_values.push(self.context.const_struct(
                &[
                    field_name.into(),
                    i64_type.const_int(field.len() as u64, false).into(),
                    i64_type.const_int(*field_kind, false).into(),
                ],
                false,
            ));
        }
        let field_type = self
            .context
            .struct_type(&[pointer.into(), i64_type.into(), i64_type.into()], false);
        let field_array = field_type.const_array(&field_values);
        let fields_global =
            self.module
                .add_global(field_array.get_type(), None, &format!("{symbol}.fields"));
        fields_global.set_initializer(&field_array);
        fields_global.set_constant(true);
        fields_global.set_linkage(Linkage::Private);
        let mut method_names = Vec::new();
        for (index, (method, _)) in vtable.iter().enumerate() {
            let method_name = bytes(self, method, &format!("{symbol}.method.{index}"));
            method_names.push(self.context.const_struct(
                &[
                    method_name.into(),
                    i64_type.const_int(method.len() as u64, false).into(),
                ],
                false,
            ));
        }
        let name_type = self
            .context
            .struct_type(&[pointer.into(), i64_type.into()], false);
        let names_array = name_type.const_array(&method_names);
        let names_global =
            self.module
                .add_global(names_array.get_type(), None, &format!("{symbol}.methods"));
        names_global.set_initializer(&names_array);
        names_global.set_constant(true);
        names_global.set_linkage(Linkage::Private);
        // The vtable, then the dynamic entries.
        let code: Vec<PointerValue<'ctx>> = vtable
            .iter()
            .map(|(_, code)| *code)
            .chain(entries.iter().copied())
            .collect();
        let vtable_array = pointer.const_array(&code);
        let free_code = match flat_free_class(kind, fields, spare) {
            0 => {
                let kinds: Vec<u64> = fields.iter().map(|(_, kind)| *kind).collect();
                self.compiled_free(symbol, kind, &kinds, spare)
            }
            _ => pointer.const_null(),
        };
        let descriptor = self.context.const_struct(
            &[
                name_bytes.into(),
                i64_type.const_int(name.len() as u64, false).into(),
                i64_type.const_int(fields.len() as u64, false).into(),
                fields_global.as_pointer_value().into(),
                parent.unwrap_or_else(|| pointer.const_null()).into(),
                i64_type.const_int(kind, false).into(),
                i64_type.const_int(method_names.len() as u64, false).into(),
                names_global.as_pointer_value().into(),
                i64_type.const_int(spare, false).into(),
                i64_type
                    .const_int(free_class(kind, fields, spare, cyclic), false)
                    .into(),
                free_code.into(),
                vtable_array.into(),
            ],
            false,
        );
        let global = self.module.add_global(descriptor.get_type(), None, symbol);
        global.set_initializer(&descriptor);
        global.set_constant(true);
        global.set_linkage(Linkage::Private);
        global.set_alignment(8);
        global.as_pointer_value()
    }

    /// A new instance of `class` before its constructor runs (owned).
    pub(crate) fn allocate_instance(&mut self, class: ClassId) -> Result<PointerValue<'ctx>> {
        let descriptor = self.class_descriptor(class);
        let kinds: Vec<u64> = self.program.classes[class.index()]
            .fields
            .iter()
            .map(|(_, ty)| self.slot_kind(*ty))
            .collect();
        self.allocate_object(descriptor, &kinds, KIND_CLASS)
    }

    /// `new C(arguments)`: the runtime makes the object, the constructor
    /// fills it in.
    pub(crate) fn emit_new(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        class: ClassId,
        arguments: &[Expression],
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let object: BasicValueEnum = self.allocate_instance(class)?.into();
        let object = self.temporary_of(context, object, ty);
        let constructor = self.program.classes[class.index()].constructor;
        let parameter_types: Vec<TypeId> = {
            let function = self.program.function(constructor);
            function.parameters[1..]
                .iter()
                .map(|&local| function.locals[local.index()].ty)
                .collect()
        };
        let mut values = vec![object.into()];
        for (argument, ty) in arguments.iter().zip(parameter_types) {
            if let Some(value) = self.emit_value(context, argument, ty)?
                && self.value_type(ty).is_some()
            {
                values.push(value.into());
            }
        }
        let call = self
            .builder
            .build_call(self.functions[constructor.index()], &values, "")?;
        self.check_after(context, call)?;
        Ok(object)
    }

    /// A method call: the receiver is checked for null, then the method is
    /// called directly or, with a vtable `slot`, through the receiver's
    /// descriptor.
    pub(crate) fn emit_method_call(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        slot: Option<usize>,
        function: crate::hir::FuncId,
        arguments: &[Expression],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let parameter_types: Vec<TypeId> = {
            let callee = self.program.function(function);
            callee
                .parameters
                .iter()
                .map(|&local| callee.locals[local.index()].ty)
                .collect()
        };
        let mut values = Vec::with_capacity(arguments.len());
        for (argument, parameter_type) in arguments.iter().zip(parameter_types) {
            if let Some(value) = self.emit_value(context, argument, parameter_type)?
                && self.value_type(parameter_type).is_some()
            {
                values.push(value);
            }
        }
        let receiver = values
            .first()
            .ok_or_else(|| InternalError("a method call without a receiver".into()))?
            .into_pointer_value();
        if !arguments
            .first()
            .is_some_and(|object| Self::is_receiver(context, object))
        {
            let method_name = self
                .program
                .function(function)
                .name
                .rsplit('.')
                .next()
                .unwrap_or("")
                .to_string();
            // Accessors are named `get x` and `set x`.
            let (property, writing) = match method_name.split_once(' ') {
                Some(("set", property)) => (property, true),
                Some((_, property)) => (property, false),
                None => (method_name.as_str(), false),
            };
            let receiver_type = arguments.first().map_or(TypeId::NEVER, |object| object.ty);
            self.null_check(context, receiver, receiver_type, property, writing)?;
        }
        let values_types = arguments.first().map_or(TypeId::NEVER, |object| object.ty);
        let arguments: Vec<_> = values.iter().map(|&value| value.into()).collect();
        let Some(slot) = slot else {
            let call =
                self.builder
                    .build_call(self.functions[function.index()], &arguments, "call")?;
            return self.call_result(context, call, ty);
        };
        let receiver_type = values_types;
        let implementations = self.implementations(receiver_type, slot);
        if let [only] = implementations[..] {
            // One implementation in the whole program: a direct call.
            let call = self
                .builder
                .build_call(self.functions[only.index()], &arguments, "call")?;
            return self.call_result(context, call, ty);
        }
        let i8_type = self.context.i8_type();
        let i64_type = self.context.i64_type();
        let descriptor_offset = i64_type.const_int(8, false);
        // SAFETY (for LLVM): every object has its descriptor at offset 8.
        let descriptor_field = unsafe {
            self.builder.build_in_bounds_gep(
                i8_type,
                receiver,
                &[descriptor_offset],
                "descriptor.ptr",
            )?
        };
        let descriptor = self
            .builder
            .build_load(self.pointer_type(), descriptor_field, "descriptor")?
            .into_pointer_value();
        let offset = i64_type.const_int(VTABLE_OFFSET + 8 * slot as u64, false);
        // SAFETY (for LLVM): the receiver's class has this slot.
        let method_field = unsafe {
            self.builder
                .build_in_bounds_gep(i8_type, descriptor, &[offset], "method.ptr")?
        };
        let method = self
            .builder
            .build_load(self.pointer_type(), method_field, "method")?
            .into_pointer_value();
        let function_type = self.functions[function.index()].get_type();
        if (2..=MAX_DISPATCH).contains(&implementations.len()) {
            return self.emit_dispatch(context, method, &implementations, &arguments, ty);
        }
        let call = self
            .builder
            .build_indirect_call(function_type, method, &arguments, "call")?;
        self.call_result(context, call, ty)
    }

    fn implementations(&self, receiver_type: TypeId, slot: usize) -> Vec<crate::hir::FuncId> {
        implementations(self.program, receiver_type, slot)
    }

    /// A call through a vtable slot with a few implementations: the loaded
    /// method compared with each, called directly (so LLVM can inline it),
    /// the indirect call kept for anything else.
    fn emit_dispatch(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        method: PointerValue<'ctx>,
        implementations: &[crate::hir::FuncId],
        arguments: &[inkwell::values::BasicMetadataValueEnum<'ctx>],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let join = self
            .context
            .append_basic_block(context.function, "dispatch.join");
        let mut incoming: Vec<(BasicValueEnum<'ctx>, inkwell::basic_block::BasicBlock<'ctx>)> =
            Vec::new();
        let mut may_throw = false;
        let function_type = self.functions[implementations[0].index()].get_type();
        let i64_type = self.context.i64_type();
        let method_address = self
            .builder
            .build_ptr_to_int(method, i64_type, "method.address")?;
        for &implementation in implementations {
            let code = self.functions[implementation.index()];
            let address = self.builder.build_ptr_to_int(
                code.as_global_value().as_pointer_value(),
                i64_type,
                "implementation",
            )?;
            let matches = self.builder.build_int_compare(
                inkwell::IntPredicate::EQ,
                method_address,
                address,
                "is.implementation",
            )?;
            let direct = self
                .context
                .append_basic_block(context.function, "dispatch.direct");
            let next = self
                .context
                .append_basic_block(context.function, "dispatch.next");
            self.builder
                .build_conditional_branch(matches, direct, next)?;
            self.builder.position_at_end(direct);
            let call = self.builder.build_call(code, arguments, "call")?;
            may_throw |= self.call_may_throw(call);
            if let inkwell::values::ValueKind::Basic(value) = call.try_as_basic_value() {
                incoming.push((value, direct));
            }
            self.builder.build_unconditional_branch(join)?;
            self.builder.position_at_end(next);
        }
        let call = self
            .builder
            .build_indirect_call(function_type, method, arguments, "call")?;
        may_throw |= self.call_may_throw(call);
        let indirect_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        let indirect_value = match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => Some(value),
            inkwell::values::ValueKind::Instruction(_) => None,
        };
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let result = match indirect_value {
            Some(value) => {
                incoming.push((value, indirect_end));
                let phi = self.builder.build_phi(value.get_type(), "dispatched")?;
                for (value, block) in &incoming {
                    phi.add_incoming(&[(value, *block)]);
                }
                Some(phi.as_basic_value())
            }
            None => None,
        };
        if may_throw {
            self.emit_pending_check(context)?;
        }
        Ok(match result {
            Some(value) if self.is_counted(ty) => Some(self.temporary_of(context, value, ty)),
            other => other,
        })
    }

    /// A call's result: a counted result is owned, a temporary of this full
    /// expression.
    pub(crate) fn call_result(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        call: inkwell::values::CallSiteValue<'ctx>,
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        self.check_after(context, call)?;
        Ok(match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) if self.is_counted(ty) => {
                Some(self.temporary_of(context, value, ty))
            }
            inkwell::values::ValueKind::Basic(value) => Some(value),
            inkwell::values::ValueKind::Instruction(_) => None,
        })
    }

    /// `object.constructor.name`: a new string, a temporary.
    pub(crate) fn emit_class_name(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
    ) -> Result<BasicValueEnum<'ctx>> {
        let receiver = Self::is_receiver(context, object);
        let object_type = object.ty;
        let object = self.emit_pointer(context, object)?;
        if !receiver {
            self.null_check(context, object, object_type, "constructor", false)?;
        }
        let name = self.call_runtime_value(RuntimeFunction::ObjectClassName, &[object.into()])?;
        Ok(self.temporary_of(context, name, TypeId::STRING))
    }

    /// `object instanceof C`: the runtime walks the descriptor's parents.
    /// `value as C`: null, or an object whose class is `C` or derives
    /// from it; anything else ends the program (`scr_bad_cast`).
    pub(crate) fn emit_downcast(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
        class: ClassId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let object = self.emit_pointer(context, value)?;
        let descriptor = self.class_descriptor(class);
        // An array of a class narrowed to a subclass: each element checked.
        if self.program.types.element(value.ty).is_some() {
            self.call_runtime_value(
                RuntimeFunction::ArrayDowncast,
                &[object.into(), descriptor.into()],
            )?;
            self.emit_pending_check(context)?;
            return Ok(object.into());
        }
        let found = self
            .call_runtime_value(
                RuntimeFunction::InstanceOf,
                &[object.into(), descriptor.into()],
            )?
            .into_int_value();
        let is_instance = self.builder.build_int_compare(
            IntPredicate::NE,
            found,
            self.context.i32_type().const_zero(),
            "is.instance",
        )?;
        let is_null = self.builder.build_is_null(object, "is.null")?;
        let fits = self.builder.build_or(is_instance, is_null, "fits")?;
        let fail = self
            .context
            .append_basic_block(context.function, "cast.fail");
        let ok = self.context.append_basic_block(context.function, "cast.ok");
        self.builder.build_conditional_branch(fits, ok, fail)?;
        self.builder.position_at_end(fail);
        self.call_runtime(RuntimeFunction::BadCast, &[descriptor.into()])?;
        self.after_runtime_error(context)?;
        self.builder.position_at_end(ok);
        Ok(object.into())
    }

    pub(crate) fn emit_instance_of(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        class: ClassId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let object = self.emit_pointer(context, object)?;
        let descriptor = self.class_descriptor(class);
        let found = self
            .call_runtime_value(
                RuntimeFunction::InstanceOf,
                &[object.into(), descriptor.into()],
            )?
            .into_int_value();
        let zero = self.context.i32_type().const_zero();
        Ok(self
            .builder
            .build_int_compare(inkwell::IntPredicate::NE, found, zero, "instanceof")?
            .into())
    }

    /// `object instanceof Box` for a generic class: the answers for each
    /// of its instances, or'ed (no instance: false).
    pub(crate) fn emit_instance_of_generic(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        generic: u32,
        dynamic: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        let object = self.emit_pointer(context, object)?;
        let instances: Vec<ClassId> = (0..self.program.classes.len())
            .map(|index| ClassId(index as u32))
            .filter(|class| self.program.classes[class.index()].origin == Some(generic))
            .collect();
        let zero = self.context.i32_type().const_zero();
        let mut found = self.context.bool_type().const_zero();
        let function = if dynamic {
            RuntimeFunction::DynamicInstanceOf
        } else {
            RuntimeFunction::InstanceOf
        };
        for class in instances {
            let descriptor = self.class_descriptor(class);
            let answer = self
                .call_runtime_value(function, &[object.into(), descriptor.into()])?
                .into_int_value();
            let answer = self.builder.build_int_compare(
                inkwell::IntPredicate::NE,
                answer,
                zero,
                "instanceof",
            )?;
            found = self.builder.build_or(found, answer, "instanceof.any")?;
        }
        Ok(found.into())
    }

    pub(crate) fn field_slot(
        &mut self,
        object: PointerValue<'ctx>,
        field: usize,
    ) -> Result<PointerValue<'ctx>> {
        let i8_type = self.context.i8_type();
        let offset = self
            .context
            .i64_type()
            .const_int(SLOTS_OFFSET + 8 * field as u64, false);
        // SAFETY (for LLVM): the class's layout has this slot.
        Ok(unsafe {
            self.builder
                .build_in_bounds_gep(i8_type, object, &[offset], "field.ptr")?
        })
    }

    /// `object.field`: one load at a fixed offset; a counted value is
    /// retained as a temporary.
    pub(crate) fn emit_field_get(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        field: usize,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let name = self.field_name(object.ty, field);
        let receiver = Self::is_receiver(context, object);
        let object_type = object.ty;
        let object = self.emit_pointer(context, object)?;
        if receiver && crate::check::is_own_method_field(&name) {
            // A replaceable method's prologue runs for a method value called
            // without a `this` too (the runtime passes null): nothing
            // replaced it there.
            return self.load_field_or_undefined(context, object, field, ty);
        }
        if !receiver {
            self.null_check(context, object, object_type, &name, false)?;
        }
        self.load_field(context, object, field, ty)
    }

    /// Field `field` of `object`, or the `undefined` box when `object` is
    /// null (`ty` is a box).
    fn load_field_or_undefined(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        field: usize,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let null = self.builder.build_is_null(object, "no.this")?;
        let undefined = self.box_value(None, TypeId::UNDEFINED)?;
        let before = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        let load = self
            .context
            .append_basic_block(context.function, "own.load");
        let done = self
            .context
            .append_basic_block(context.function, "own.done");
        self.builder.build_conditional_branch(null, done, load)?;
        self.builder.position_at_end(load);
        let slot = self.field_slot(object, field)?;
        let bits = self
            .builder
            .build_load(self.context.i64_type(), slot, "field")?
            .into_int_value();
        let loaded = self.slot_value_of(bits, ty)?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        let phi = self.builder.build_phi(loaded.get_type(), "own")?;
        phi.add_incoming(&[(&undefined, before), (&loaded, load)]);
        let value = phi.as_basic_value();
        if self.is_counted(ty) && !context.borrowing {
            self.emit_retain(value)?;
            return Ok(self.temporary_of(context, value, ty));
        }
        Ok(value)
    }

    /// Whether `object` is the method's own `this`, which needs no null
    /// check.
    fn is_receiver(context: &FunctionContext<'ctx>, object: &Expression) -> bool {
        matches!(object.kind, ExpressionKind::Variable(crate::hir::Variable::Local(local)) if Some(local) == context.receiver)
    }

    /// Ends the program with Node's TypeError when `object` is null
    /// (reading a property of `null`).
    pub(crate) fn null_check(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        object_type: TypeId,
        property: &str,
        writing: bool,
    ) -> Result<()> {
        // The null pointer is `null` in `T | null`, `undefined` elsewhere
        // (Node's message names which).
        let undefined =
            object_type != TypeId::NULL && self.program.types.non_null(object_type).is_none();
        let null = self.builder.build_is_null(object, "null")?;
        let fail = self
            .context
            .append_basic_block(context.function, "null.fail");
        let ok = self.context.append_basic_block(context.function, "null.ok");
        self.builder.build_conditional_branch(null, fail, ok)?;
        self.builder.position_at_end(fail);
        let name = self.string_literal(&super::strings::utf16(property));
        let flag = u64::from(writing) | (u64::from(undefined) << 1);
        let flag = self.context.i32_type().const_int(flag, false);
        self.call_runtime(RuntimeFunction::NullAccess, &[name.into(), flag.into()])?;
        self.after_runtime_error(context)?;
        self.builder.position_at_end(ok);
        Ok(())
    }

    /// Node's `TypeError: f is not a function` when the function value
    /// about to be called is null (a missing one).
    pub(crate) fn not_a_function_check(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        closure: PointerValue<'ctx>,
        name: &str,
    ) -> Result<()> {
        let null = self.builder.build_is_null(closure, "no.function")?;
        let fail = self
            .context
            .append_basic_block(context.function, "not.function");
        let ok = self
            .context
            .append_basic_block(context.function, "function.ok");
        self.builder.build_conditional_branch(null, fail, ok)?;
        self.builder.position_at_end(fail);
        let name = self.string_literal(&super::strings::utf16(name));
        self.call_runtime(RuntimeFunction::NotAFunction, &[name.into()])?;
        self.after_runtime_error(context)?;
        self.builder.position_at_end(ok);
        Ok(())
    }

    pub(crate) fn field_name(&self, object_type: TypeId, field: usize) -> String {
        let class = self.program.types.class(
            self.program
                .types
                .non_null(object_type)
                .unwrap_or(object_type),
        );
        class
            .and_then(|class| self.program.classes[class.index()].fields.get(field))
            .map(|(name, _)| name.clone())
            .unwrap_or_default()
    }

    pub(crate) fn load_field(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        field: usize,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let slot = self.field_slot(object, field)?;
        let bits = self
            .builder
            .build_load(self.context.i64_type(), slot, "field")?
            .into_int_value();
        let value = self.slot_value_of(bits, ty)?;
        if self.is_counted(ty) && !context.borrowing {
            self.emit_retain(value)?;
            return Ok(self.temporary_of(context, value, ty));
        }
        Ok(value)
    }

    /// Stores an owned value into a field, releasing the old one.
    pub(crate) fn store_field(
        &mut self,
        object: PointerValue<'ctx>,
        field: usize,
        value: BasicValueEnum<'ctx>,
        ty: TypeId,
    ) -> Result<()> {
        let slot = self.field_slot(object, field)?;
        let bits = self.slot_bits_of(value)?;
        if self.is_counted(ty) {
            let old_bits = self
                .builder
                .build_load(self.context.i64_type(), slot, "old")?
                .into_int_value();
            let old = self.slot_value_of(old_bits, ty)?;
            self.builder.build_store(slot, bits)?;
            self.emit_release(old, ty)?;
        } else {
            self.builder.build_store(slot, bits)?;
        }
        Ok(())
    }

    /// `object.field = v`, `op=`, `++`: the object is evaluated once. The
    /// result (`want_result`) is the new value, another reference held as
    /// a temporary; a statement that discards it gets the stored value
    /// unretained, to ignore.
    pub(crate) fn emit_field_set(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        field: usize,
        change: &ArrayChange,
        ty: TypeId,
        want_result: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        let name = self.field_name(object.ty, field);
        let receiver = Self::is_receiver(context, object);
        let object_type = object.ty;
        let object = self.emit_pointer(context, object)?;
        if !receiver {
            self.null_check(context, object, object_type, &name, true)?;
        }
        let new = match change {
            ArrayChange::Assign(value) => {
                let value = self
                    .emit_owned(context, value, ty)?
                    .ok_or_else(|| InternalError("an assigned field without a value".into()))?;
                self.check_property_write(context, object, &name, Some((value, ty)))?;
                self.store_field(object, field, value, ty)?;
                // A method replaced on the object: the runtime keeps the
                // order of its replacements, as JavaScript lists them.
                if crate::check::is_own_method_field(&name) {
                    let index = self.context.i64_type().const_int(field as u64, false);
                    self.call_runtime(
                        RuntimeFunction::NoteReplacement,
                        &[object.into(), index.into()],
                    )?;
                }
                value
            }
            ArrayChange::Compound { operator, value } => {
                let old = self.load_field(context, object, field, ty)?;
                let new = if *operator == BinaryOperator::Concat {
                    let tail = self.emit_pointer(context, value)?;
                    let result =
                        self.runtime_pointer(RuntimeFunction::StringConcat, &[old, tail.into()])?;
                    // Too long: the field keeps its value (the result is
                    // the immortal empty string).
                    self.check_runtime_raise(context)?;
                    result.into()
                } else {
                    let right = self.emit_number(context, value)?;
                    self.numeric_binary(*operator, old.into_float_value(), right)?
                };
                self.check_property_write(context, object, &name, Some((new, ty)))?;
                self.store_field(object, field, new, ty)?;
                new
            }
            ArrayChange::Update { increment, prefix } => {
                let old = self
                    .load_field(context, object, field, ty)?
                    .into_float_value();
                let one = self.context.f64_type().const_float(1.0);
                let new = if *increment {
                    self.builder.build_float_add(old, one, "inc")?
                } else {
                    self.builder.build_float_sub(old, one, "dec")?
                };
                self.check_property_write(context, object, &name, None)?;
                self.store_field(object, field, new.into(), ty)?;
                return Ok(if *prefix { new.into() } else { old.into() });
            }
        };
        // The field owns the value now; the expression's result is another
        // reference, a temporary.
        if want_result && self.is_counted(ty) {
            self.emit_retain(new)?;
            return Ok(self.temporary_of(context, new, ty));
        }
        Ok(new)
    }
}

/// A descriptor's `free_class` (the runtime's `ClassDescriptor`): the size
/// class + 1 of its objects when freeing one is only returning its block
/// to the class's free list, which the inline release then does itself: a
/// class instance or plain object whose every slot is a number or a
/// boolean, with no spare slot, allocated inline. 0 otherwise. (The
/// runtime's `object::flat_free_class` is the same rule.)
fn free_class(kind: u64, fields: &[(String, u64)], spare: u64, cyclic: Option<bool>) -> u64 {
    match flat_free_class(kind, fields, spare) {
        0 => {
            let traced = fields.iter().any(|(_, slot)| {
                matches!(
                    *slot,
                    SLOT_ARRAY | SLOT_OBJECT | SLOT_NULLABLE | SLOT_DYNAMIC
                )
            });
            if traced && cyclic.unwrap_or(true) {
                CC_CYCLIC
            } else {
                0
            }
        }
        flat => flat,
    }
}

/// The size class + 1 of a flat object (see `free_class`), or 0.
fn flat_free_class(kind: u64, fields: &[(String, u64)], spare: u64) -> u64 {
    let flat = matches!(kind, KIND_CLASS | KIND_PLAIN)
        && spare == 0
        && fields
            .iter()
            .all(|(_, slot)| *slot == SLOT_NUMBER || *slot == SLOT_BOOLEAN);
    let size = SLOTS_OFFSET + 8 * fields.len() as u64;
    if flat && size <= INLINE_ALLOCATION_LIMIT {
        size.div_ceil(16)
    } else {
        0
    }
}

/// Slot kinds of numbers and booleans (the runtime's `ELEMENT_NUMBER` and
/// `ELEMENT_BOOLEAN`): nothing to release.
const SLOT_NUMBER: u64 = 0;
const SLOT_BOOLEAN: u64 = 1;
/// Slot kinds that may hold an object or an array: the runtime's
/// `ELEMENT_ARRAY`, `ELEMENT_OBJECT`, `ELEMENT_NULLABLE`, `ELEMENT_DYNAMIC`.
const SLOT_ARRAY: u64 = 3;
const SLOT_OBJECT: u64 = 4;
const SLOT_NULLABLE: u64 = 7;
const SLOT_DYNAMIC: u64 = 8;

/// The allocator's size classes are 16 bytes apart up to this size (the
/// runtime's `alloc::SMALL_LIMIT`): class `size / 16 - 1`, rounded up.
pub(crate) const INLINE_ALLOCATION_LIMIT: u64 = 1024;
/// Bytes per class in the runtime's exported `scr_alloc_classes` table
/// (free list head, bump pointer, bump limit).
pub(crate) const CLASS_STATE_SIZE: u64 = 24;
/// Where the object kinds' counters start in `scr_live_counts` (after
/// strings and arrays).
pub(crate) const LIVE_COUNT_OBJECTS: u64 = 2;

impl<'ctx> Codegen<'ctx, '_> {
    /// A new object of `descriptor` with one slot per entry of `kinds`,
    /// count 1, every slot at its kind's empty value (0, false, null, the
    /// empty string). The allocation is inline: pop the size class's free
    /// list, else bump below its limit, else call `scr_alloc_slow`; the
    /// audit's counter of the descriptor's kind goes up.
    pub(crate) fn allocate_object(
        &mut self,
        descriptor: PointerValue<'ctx>,
        kinds: &[u64],
        descriptor_kind: u64,
    ) -> Result<PointerValue<'ctx>> {
        let size = SLOTS_OFFSET + 8 * kinds.len() as u64;
        let Some(object) = self.allocate_block(size)? else {
            return Ok(self
                .call_runtime_value(RuntimeFunction::ObjectNew, &[descriptor.into()])?
                .into_pointer_value());
        };
        let i64_type = self.context.i64_type();
        // An address inside the runtime's class table or the block.
        let at = |this: &mut Self, base: PointerValue<'ctx>, offset: u64, name: &str| {
            this.header_field(base, offset, name)
        };
        self.builder
            .build_store(object, i64_type.const_int(1, false))?;
        let descriptor_field = at(self, object, 8, "descriptor.ptr")?;
        self.builder.build_store(descriptor_field, descriptor)?;
        for (index, &kind) in kinds.iter().enumerate() {
            let slot = at(self, object, SLOTS_OFFSET + 8 * index as u64, "slot")?;
            if kind == 2 {
                let empty = self.string_literal(&[]);
                self.builder.build_store(slot, empty)?;
            } else {
                self.builder.build_store(slot, i64_type.const_zero())?;
            }
        }
        self.count_live(LIVE_COUNT_OBJECTS + descriptor_kind.min(7))?;
        Ok(object)
    }

    /// The audit's live counter `counter` (see the runtime's `audit`) goes
    /// up by one.
    pub(crate) fn count_live(&mut self, counter: u64) -> Result<()> {
        self.adjust_live_count(1, |this| {
            let i64_type = this.context.i64_type();
            let counts = this.external_global("scr_live_counts");
            // SAFETY (for LLVM): inside the runtime's counter table.
            Ok(unsafe {
                this.builder.build_in_bounds_gep(
                    this.context.i8_type(),
                    counts,
                    &[i64_type.const_int(8 * counter, false)],
                    "live.count",
                )?
            })
        })
    }

    /// Adds `delta` to the live counter `counter` finds (in the counting
    /// block, so nothing of it runs otherwise) when the runtime keeps the
    /// counters (`scr_counting`: under the audit). Otherwise nothing: a
    /// counter bumped by every allocation and free is a chain of
    /// read-modify-writes through one address that would bound how fast a
    /// loop allocates.
    pub(crate) fn adjust_live_count(
        &mut self,
        delta: i64,
        counter: impl FnOnce(&mut Self) -> Result<PointerValue<'ctx>>,
    ) -> Result<()> {
        let i8_type = self.context.i8_type();
        let i64_type = self.context.i64_type();
        let function = self
            .builder
            .get_insert_block()
            .and_then(|block| block.get_parent())
            .ok_or_else(|| InternalError("a count outside a function".into()))?;
        let flag = self.external_global("scr_counting");
        let counting = self
            .builder
            .build_load(i8_type, flag, "counting")?
            .into_int_value();
        let counting = self.builder.build_int_compare(
            IntPredicate::NE,
            counting,
            i8_type.const_zero(),
            "counts",
        )?;
        let count = self.context.append_basic_block(function, "live.count");
        let done = self.context.append_basic_block(function, "live.counted");
        self.builder
            .build_conditional_branch(counting, count, done)?;
        self.builder.position_at_end(count);
        let counter = counter(self)?;
        let live = self
            .builder
            .build_load(i64_type, counter, "live")?
            .into_int_value();
        let changed = self.builder.build_int_add(
            live,
            i64_type.const_int(delta as u64, true),
            "live.changed",
        )?;
        self.builder.build_store(counter, changed)?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        Ok(())
    }

    /// A block of the arena of at least `size` bytes, allocated inline:
    /// pop the size class's free list, else bump below its limit, else
    /// call `scr_alloc_slow`. `None` for a size above the inline limit.
    pub(crate) fn allocate_block(&mut self, size: u64) -> Result<Option<PointerValue<'ctx>>> {
        if size == 0 || size > INLINE_ALLOCATION_LIMIT {
            return Ok(None);
        }
        let class = size.div_ceil(16) - 1;
        let i64_type = self.context.i64_type();
        let pointer = self.pointer_type();
        let function = self
            .builder
            .get_insert_block()
            .and_then(|block| block.get_parent())
            .ok_or_else(|| InternalError("allocation outside a function".into()))?;
        let classes = self.external_global("scr_alloc_classes");
        // An address inside the runtime's class table or the block.
        let at = |this: &mut Self, base: PointerValue<'ctx>, offset: u64, name: &str| {
            this.header_field(base, offset, name)
        };
        let state = at(self, classes, class * CLASS_STATE_SIZE, "class.state")?;
        let bump_field = at(self, state, 8, "class.bump")?;
        let limit_field = at(self, state, 16, "class.limit")?;
        let pop = self.context.append_basic_block(function, "alloc.pop");
        let try_bump = self.context.append_basic_block(function, "alloc.try.bump");
        let carve = self.context.append_basic_block(function, "alloc.bump");
        let slow = self.context.append_basic_block(function, "alloc.slow");
        let done = self.context.append_basic_block(function, "alloc.done");
        let free = self
            .builder
            .build_load(pointer, state, "free")?
            .into_pointer_value();
        let has_free = self.builder.build_is_not_null(free, "has.free")?;
        self.builder
            .build_conditional_branch(has_free, pop, try_bump)?;
        self.builder.position_at_end(pop);
        let next = self.builder.build_load(pointer, free, "free.next")?;
        self.builder.build_store(state, next)?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(try_bump);
        let bump = self
            .builder
            .build_load(pointer, bump_field, "bump")?
            .into_pointer_value();
        let limit = self
            .builder
            .build_load(pointer, limit_field, "limit")?
            .into_pointer_value();
        let room = self.builder.build_int_sub(
            self.builder
                .build_ptr_to_int(limit, i64_type, "limit.int")?,
            self.builder.build_ptr_to_int(bump, i64_type, "bump.int")?,
            "room",
        )?;
        let block_size = (class + 1) * 16;
        let fits = self.builder.build_int_compare(
            IntPredicate::UGE,
            room,
            i64_type.const_int(block_size, false),
            "fits",
        )?;
        self.builder.build_conditional_branch(fits, carve, slow)?;
        self.builder.position_at_end(carve);
        let bumped = at(self, bump, block_size, "bump.next")?;
        self.builder.build_store(bump_field, bumped)?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(slow);
        let from_slow = self
            .call_runtime_value(
                RuntimeFunction::AllocSlow,
                &[self.context.i32_type().const_int(class, false).into()],
            )?
            .into_pointer_value();
        let slow_end = self.builder.get_insert_block().unwrap_or(slow);
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        let phi = self.builder.build_phi(pointer, "object")?;
        phi.add_incoming(&[(&free, pop), (&bump, carve), (&from_slow, slow_end)]);
        Ok(Some(phi.as_basic_value().into_pointer_value()))
    }

    /// The address of a runtime static (`scr_undefined_text`).
    pub(crate) fn external_string(&mut self, symbol: &str) -> PointerValue<'ctx> {
        self.external_global(symbol)
    }

    /// A runtime global the emitted code reads and writes in place.
    /// The pointer a runtime register (`scr_receiver`, `scr_arguments`)
    /// holds, leaving it null.
    pub(crate) fn take_register(&mut self, symbol: &str) -> Result<BasicValueEnum<'ctx>> {
        let register = self.external_global(symbol);
        let pointer = self.pointer_type();
        let value = self.builder.build_load(pointer, register, symbol)?;
        self.builder.build_store(register, pointer.const_null())?;
        Ok(value)
    }

    pub(crate) fn external_global(&mut self, symbol: &str) -> PointerValue<'ctx> {
        if let Some(global) = self.module.get_global(symbol) {
            return global.as_pointer_value();
        }
        let global = self.module.add_global(self.context.i8_type(), None, symbol);
        global.set_linkage(Linkage::External);
        global.as_pointer_value()
    }
}

/// The distinct functions a call through vtable `slot` on a receiver of
/// `receiver_type` can reach: the slot of its class and of every class
/// derived from it (the whole program is known). Empty when the receiver's
/// class is not known.
pub(crate) fn implementations(
    program: &crate::hir::Program,
    receiver_type: TypeId,
    slot: usize,
) -> Vec<crate::hir::FuncId> {
    let types = &program.types;
    let base = types.non_null(receiver_type).unwrap_or(receiver_type);
    let Some(class) = types.class(base) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for (index, candidate) in program.classes.iter().enumerate() {
        let mut ancestor = Some(ClassId(index as u32));
        let mut derived = false;
        while let Some(current) = ancestor {
            if current == class {
                derived = true;
                break;
            }
            ancestor = program.classes[current.index()].parent;
        }
        if !derived {
            continue;
        }
        let Some(&(_, function)) = candidate.methods.get(slot) else {
            return Vec::new();
        };
        if !found.contains(&function) {
            found.push(function);
        }
    }
    found
}

/// Whether an instance of `class` or of a class derived from it may be
/// freed inline (its descriptor's `free_class` is not 0).
pub(crate) fn may_free_inline(codegen: &Codegen<'_, '_>, class: ClassId) -> bool {
    let program = codegen.program;
    program
        .classes
        .iter()
        .enumerate()
        .any(|(index, candidate)| {
            let mut ancestor = Some(ClassId(index as u32));
            while let Some(current) = ancestor {
                if current == class {
                    let fields: Vec<(String, u64)> = candidate
                        .fields
                        .iter()
                        .map(|(name, ty)| (name.clone(), codegen.slot_kind(*ty)))
                        .collect();
                    return flat_free_class(KIND_CLASS, &fields, 0) != 0;
                }
                ancestor = program.classes[current.index()].parent;
            }
            false
        })
}

/// The functions a method call can run: its one function, or every
/// implementation of its vtable slot; `None` when they are not known.
pub(crate) fn method_targets(
    program: &crate::hir::Program,
    expression: &Expression,
) -> Option<Vec<crate::hir::FuncId>> {
    let ExpressionKind::MethodCall {
        slot,
        function,
        arguments,
    } = &expression.kind
    else {
        return None;
    };
    match slot {
        None => Some(vec![*function]),
        Some(slot) => {
            let receiver = arguments.first()?;
            let found = implementations(program, receiver.ty, *slot);
            (!found.is_empty()).then_some(found)
        }
    }
}
