//! Object literals and member access through structural (interface) types.
//!
//! An object literal is an object whose descriptor is its shape: the keys
//! in order with their slot kinds. Literals with the same keys and kinds
//! share one descriptor. A member access through an interface type goes
//! through an inline cache private to the access site:
//!
//! ```text
//! cache: { descriptor last seen, what the lookup found }
//! found >= 0: a field at that byte offset
//! found <  0: vtable slot -(found + 1) (a getter, setter or method)
//! ```
//!
//! The fast path compares the object's descriptor with the cached one and
//! uses the cached answer; the slow path asks the runtime
//! (`scr_member_lookup`), which fills the cache.

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue, PointerValue};

use super::objects::{KIND_PLAIN, KIND_TUPLE, VTABLE_OFFSET};
use super::{Codegen, FunctionContext, Result, RuntimeFunction, ShapeKey};
use crate::diagnostics::InternalError;
use crate::hir::{ArrayChange, BinaryOperator, Expression, ExpressionKind};
use crate::types::{Type, TypeId};

/// What a lookup is for (the runtime's `LOOKUP_*`). A write passes the
/// slot kind of its value, for a property the object gains.
#[derive(Clone, Copy)]
enum Lookup {
    /// Reading a value of slot `kind` (checked against the field found).
    Read {
        kind: u64,
    },
    Write {
        kind: u64,
    },
    Call,
}

impl Lookup {
    /// The runtime's `mode` argument.
    fn mode(self) -> u64 {
        match self {
            Lookup::Read { kind } => (kind + 1) << 8,
            Lookup::Write { kind } => 1 | kind << 8,
            Lookup::Call => 2,
        }
    }
}

impl<'ctx> Codegen<'ctx, '_> {
    /// `{ k: v, ... }`: a new object of the literal's shape, each value
    /// stored (owned) in its slot in order.
    pub(crate) fn emit_object_literal(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        properties: &[(String, Expression)],
        ty: TypeId,
        on_stack: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        // JavaScript's key order: integer-like keys first, ascending, then
        // the others in the order written. Values are still evaluated in
        // the order written.
        let mut order: Vec<usize> = (0..properties.len()).collect();
        order.sort_by_key(|&index| match array_index(&properties[index].0) {
            Some(position) => (0, position, 0),
            None => (1, 0, index),
        });
        let mut slot_of = vec![0; properties.len()];
        for (slot, &index) in order.iter().enumerate() {
            slot_of[index] = slot;
        }
        // An accessor's function is kept in a hidden slot named for it and
        // the kind of its property's values (`\u{1}get K x`, which the
        // runtime reads); the descriptor's vtable has its thunk (`get x`).
        let mut accessors: Vec<(usize, bool, String, TypeId)> = Vec::new();
        let fields: Vec<(String, u64)> = order
            .iter()
            .enumerate()
            .map(|(slot, &index)| {
                let (name, value) = &properties[index];
                match crate::check::accessor_property(name) {
                    Some((getter, key)) => {
                        let property = self.accessor_value_type(value.ty, getter);
                        let which = if getter { "get" } else { "set" };
                        let kind = self.slot_kind(property);
                        accessors.push((slot, getter, key.to_string(), property));
                        (
                            format!("\u{1}{which} {kind} {key}"),
                            self.slot_kind(value.ty),
                        )
                    }
                    None => (name.clone(), self.slot_kind(value.ty)),
                }
            })
            .collect();
        let spare = self.program.room.get(&ty).copied().unwrap_or(0);
        let next = self.shapes.len();
        let symbol = self
            .shapes
            .entry((fields.clone(), spare))
            .or_insert_with(|| format!("shape.{next}"))
            .clone();
        let mut vtable = Vec::new();
        for (slot, getter, key, property) in accessors {
            let which = if getter { "get" } else { "set" };
            let code =
                self.accessor_thunk(&format!("{symbol}.{which}.{slot}"), slot, getter, property)?;
            vtable.push((format!("{which} {key}"), code));
        }
        let descriptor = self.emit_descriptor_with_spare(
            &symbol,
            "Object",
            &fields,
            None,
            KIND_PLAIN,
            &vtable,
            u64::from(spare),
        );
        // The spare slots are filled when a property takes them.
        let mut kinds: Vec<u64> = fields.iter().map(|(_, kind)| *kind).collect();
        kinds.extend(std::iter::repeat_n(0, spare as usize));
        let object = if on_stack {
            self.stack_object(descriptor, kinds.len())?
        } else {
            let object = self.allocate_object(descriptor, &kinds, KIND_PLAIN)?;
            self.temporary_of(context, object.into(), ty);
            object
        };
        for (index, (_, value)) in properties.iter().enumerate() {
            let emitted = if on_stack {
                self.stack_literal_value(context, value)?
            } else {
                self.emit_owned(context, value, value.ty)?
            };
            let value = match emitted {
                Some(value) => value,
                // `undefined` for an optional property.
                None => self.missing_value(value.ty)?,
            };
            let slot = self.object_slot(object, 16 + 8 * slot_of[index] as u64)?;
            let bits = self.slot_bits_of(value)?;
            self.builder.build_store(slot, bits)?;
        }
        Ok(object.into())
    }

    /// The type of the property an object literal's accessor function
    /// (of type `function`) gets or sets.
    fn accessor_value_type(&self, function: TypeId, getter: bool) -> TypeId {
        match self
            .program
            .types
            .get(self.program.types.callable(function))
        {
            Type::Function(signature) if getter => signature.result,
            Type::Function(signature) => {
                signature.parameters.first().copied().unwrap_or(TypeId::ANY)
            }
            _ => TypeId::ANY,
        }
    }

    /// The vtable entry of an object literal's accessor kept in slot
    /// `slot`: a getter `(object) -> value` or setter `(object, value)`
    /// calling the function in the slot with the object as its `this`
    /// (the receiver register), as a method call through an interface
    /// type would.
    fn accessor_thunk(
        &mut self,
        symbol: &str,
        slot: usize,
        getter: bool,
        property: TypeId,
    ) -> Result<PointerValue<'ctx>> {
        if let Some(existing) = self.module.get_function(symbol) {
            return Ok(existing.as_global_value().as_pointer_value());
        }
        let pointer = self.pointer_type();
        let value_type = self
            .value_type(property)
            .ok_or_else(|| InternalError("an accessor without a value".into()))?;
        // The thunk takes the object where the closure's code takes the
        // closure: the two have one LLVM type.
        let thunk_type = if getter {
            inkwell::types::BasicType::fn_type(&value_type, &[pointer.into()], false)
        } else {
            let void = self.context.void_type();
            void.fn_type(&[pointer.into(), value_type.into()], false)
        };
        let thunk = self
            .module
            .add_function(symbol, thunk_type, Some(Linkage::Internal));
        let saved = self.builder.get_insert_block();
        let entry = self.context.append_basic_block(thunk, "entry");
        self.builder.position_at_end(entry);
        let object = thunk
            .get_nth_param(0)
            .ok_or_else(|| InternalError("accessor thunk parameter".into()))?
            .into_pointer_value();
        let field = self.object_slot(object, 16 + 8 * slot as u64)?;
        let closure = self
            .builder
            .build_load(pointer, field, "accessor")?
            .into_pointer_value();
        let code_slot = self.object_slot(closure, 16)?;
        let code = self
            .builder
            .build_load(pointer, code_slot, "code")?
            .into_pointer_value();
        let mut arguments: Vec<BasicMetadataValueEnum> = vec![closure.into()];
        if !getter {
            let value = thunk
                .get_nth_param(1)
                .ok_or_else(|| InternalError("accessor thunk parameter".into()))?;
            arguments.push(value.into());
        }
        let register = self.external_global("scr_receiver");
        self.builder.build_store(register, object)?;
        let call =
            self.builder
                .build_indirect_call(thunk_type, code, &arguments, "accessor.call")?;
        self.builder.build_store(register, pointer.const_null())?;
        match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => self.builder.build_return(Some(&value))?,
            inkwell::values::ValueKind::Instruction(_) => self.builder.build_return(None)?,
        };
        if let Some(block) = saved {
            self.builder.position_at_end(block);
        }
        Ok(thunk.as_global_value().as_pointer_value())
    }

    /// The descriptor of tuples of type `ty`: slots `0`, `1`, ... of their
    /// elements' kinds, printed as an array.
    pub(crate) fn tuple_descriptor(&mut self, ty: TypeId) -> Result<PointerValue<'ctx>> {
        let elements = self
            .program
            .types
            .tuple(ty)
            .ok_or_else(|| InternalError("not a tuple type".into()))?
            .to_vec();
        let fields: Vec<(String, u64)> = elements
            .iter()
            .enumerate()
            .map(|(index, &element)| (index.to_string(), self.slot_kind(element)))
            .collect();
        let symbol = format!("tuple.{}", ty.index());
        Ok(self.emit_descriptor(&symbol, "Array", &fields, None, KIND_TUPLE, &[]))
    }

    /// `[a, "b"]` of a tuple type.
    pub(crate) fn emit_tuple_literal(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        elements: &[Expression],
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let descriptor = self.tuple_descriptor(ty)?;
        let kinds: Vec<u64> = elements
            .iter()
            .map(|element| self.slot_kind(element.ty))
            .collect();
        let object = self.allocate_object(descriptor, &kinds, KIND_TUPLE)?;
        self.temporary_of(context, object.into(), ty);
        for (index, element) in elements.iter().enumerate() {
            let Some(value) = self.emit_owned(context, element, element.ty)? else {
                continue;
            };
            let slot = self.object_slot(object, 16 + 8 * index as u64)?;
            let bits = self.slot_bits_of(value)?;
            self.builder.build_store(slot, bits)?;
        }
        Ok(object.into())
    }

    pub(crate) fn object_slot(
        &mut self,
        object: PointerValue<'ctx>,
        offset: u64,
    ) -> Result<PointerValue<'ctx>> {
        let offset = self.context.i64_type().const_int(offset, false);
        self.byte_pointer(object, offset)
    }

    /// The `i64` at `offset` bytes into `base`.
    pub(crate) fn load_i64_at(
        &mut self,
        base: PointerValue<'ctx>,
        offset: u64,
        name: &str,
    ) -> Result<inkwell::values::IntValue<'ctx>> {
        let slot = self.object_slot(base, offset)?;
        Ok(self
            .builder
            .build_load(self.context.i64_type(), slot, name)?
            .into_int_value())
    }

    /// The pointer at `offset` bytes into `base`.
    pub(crate) fn load_pointer_at(
        &mut self,
        base: PointerValue<'ctx>,
        offset: u64,
        name: &str,
    ) -> Result<PointerValue<'ctx>> {
        let slot = self.object_slot(base, offset)?;
        Ok(self
            .builder
            .build_load(self.pointer_type(), slot, name)?
            .into_pointer_value())
    }

    fn byte_pointer(
        &mut self,
        object: PointerValue<'ctx>,
        offset: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        // SAFETY (for LLVM): offsets come from the object's descriptor.
        Ok(unsafe {
            self.builder.build_in_bounds_gep(
                self.context.i8_type(),
                object,
                &[offset],
                "member.ptr",
            )?
        })
    }

    /// The descriptors an object of type `receiver` most likely has, with
    /// the offset of its field `name` (read as slot `kind`) in each: the
    /// shapes of the program's object literals that fit the type (every
    /// key one of its properties, every required property among the keys),
    /// at most four. Each is confirmed by comparing descriptors, so a wrong
    /// guess costs a comparison and the inline cache answers.
    fn member_guesses(
        &mut self,
        receiver: TypeId,
        name: &str,
        kind: u64,
    ) -> Vec<(PointerValue<'ctx>, u64)> {
        const MOST: usize = 4;
        let members = match self.program.types.get(receiver) {
            Type::Union(members) => members.clone(),
            _ => vec![receiver],
        };
        let program = self.program;
        let fits = |fields: &[(String, u64)]| {
            members.iter().any(|&member| {
                program.types.object(member).is_some_and(|shape| {
                    fields.iter().all(|(field, _)| {
                        shape
                            .property(field)
                            .is_some_and(|property| !property.method)
                    }) && shape.properties.iter().all(|property| {
                        property.optional || fields.iter().any(|(field, _)| *field == property.name)
                    })
                })
            })
        };
        let candidates: Vec<(ShapeKey, u64)> = self
            .literal_shapes()
            .iter()
            .filter_map(|key| {
                let index = key
                    .0
                    .iter()
                    .position(|(field, field_kind)| field == name && *field_kind == kind)?;
                Some((key.clone(), 16 + 8 * index as u64))
            })
            .filter(|(key, _)| fits(&key.0))
            .take(MOST)
            .collect();
        let mut guesses = Vec::new();
        for (key, offset) in candidates {
            let next = self.shapes.len();
            let symbol = self
                .shapes
                .entry(key.clone())
                .or_insert_with(|| format!("shape.{next}"))
                .clone();
            let descriptor = self.emit_descriptor_with_spare(
                &symbol,
                "Object",
                &key.0,
                None,
                KIND_PLAIN,
                &[],
                u64::from(key.1),
            );
            guesses.push((descriptor, offset));
        }
        guesses
    }

    /// The shapes of the program's object literals that have no accessor
    /// and no integer-like key (so their keys stay in the order written).
    fn literal_shapes(&mut self) -> &std::collections::BTreeSet<ShapeKey> {
        if self.literal_shapes.is_none() {
            let shapes = std::cell::RefCell::new(std::collections::BTreeSet::new());
            let this = &*self;
            let mut collect = |expression: &Expression| {
                expression.any(&|inner| {
                    if let ExpressionKind::ObjectLiteral(properties) = &inner.kind
                        && !properties.iter().any(|(name, _)| {
                            array_index(name).is_some()
                                || crate::check::accessor_property(name).is_some()
                        })
                    {
                        let fields = properties
                            .iter()
                            .map(|(name, value)| (name.clone(), this.slot_kind(value.ty)))
                            .collect();
                        let spare = this.program.room.get(&inner.ty).copied().unwrap_or(0);
                        shapes.borrow_mut().insert((fields, spare));
                    }
                    false
                });
            };
            for function in &self.program.functions {
                function.body.for_each_expression(&mut collect);
            }
            self.literal_shapes = Some(shapes.into_inner());
        }
        self.literal_shapes.get_or_insert_default()
    }

    /// The member's name as constant bytes, for the slow path.
    pub(crate) fn member_name(&mut self, name: &str) -> PointerValue<'ctx> {
        let symbol = format!("member.{name}");
        if let Some(global) = self.module.get_global(&symbol) {
            return global.as_pointer_value();
        }
        let value = self.context.const_string(name.as_bytes(), false);
        let global = self.module.add_global(value.get_type(), None, &symbol);
        global.set_initializer(&value);
        global.set_constant(true);
        global.set_linkage(Linkage::Private);
        global.as_pointer_value()
    }

    /// Looks `name` up in `object`: first among `guesses` (descriptors and
    /// the field's offset in them, compared inline), then through a new
    /// inline cache.
    fn member_lookup(
        &mut self,
        context: &FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        name: &str,
        mode: Lookup,
        guesses: &[(PointerValue<'ctx>, u64)],
    ) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let pointer = self.pointer_type();
        let cache_type = self
            .context
            .struct_type(&[pointer.into(), i64_type.into()], false);
        let cache = self.module.add_global(cache_type, None, "ic");
        cache.set_initializer(&cache_type.const_zero());
        cache.set_linkage(Linkage::Private);
        let cache = cache.as_pointer_value();
        let descriptor_field = self.object_slot(object, 8)?;
        let descriptor = self
            .builder
            .build_load(pointer, descriptor_field, "descriptor")?
            .into_pointer_value();
        let mut guessed = Vec::new();
        if !guesses.is_empty() {
            let found = self
                .context
                .append_basic_block(context.function, "guess.hit");
            for &(guess, offset) in guesses {
                let same = self.builder.build_int_compare(
                    IntPredicate::EQ,
                    descriptor,
                    guess,
                    "guess.same",
                )?;
                let next = self
                    .context
                    .append_basic_block(context.function, "guess.next");
                self.builder.build_conditional_branch(same, found, next)?;
                let from = self.builder.get_insert_block().unwrap_or(next);
                guessed.push((i64_type.const_int(offset, false), from));
                self.builder.position_at_end(next);
            }
            let missed = self.builder.get_insert_block().unwrap_or(found);
            let join = self
                .context
                .append_basic_block(context.function, "guess.join");
            self.builder.position_at_end(found);
            let phi = self.builder.build_phi(i64_type, "guess.found")?;
            for (offset, from) in &guessed {
                phi.add_incoming(&[(offset, *from)]);
            }
            self.builder.build_unconditional_branch(join)?;
            self.builder.position_at_end(missed);
            let cached = self.cached_lookup(context, object, descriptor, cache, name, mode)?;
            let cached_end = self.builder.get_insert_block().unwrap_or(join);
            self.builder.build_unconditional_branch(join)?;
            self.builder.position_at_end(join);
            let merged = self.builder.build_phi(i64_type, "found")?;
            merged.add_incoming(&[(&phi.as_basic_value(), found), (&cached, cached_end)]);
            return Ok(merged.as_basic_value().into_int_value());
        }
        self.cached_lookup(context, object, descriptor, cache, name, mode)
    }

    /// The inline cache's answer for `object` of `descriptor`, or the
    /// runtime's lookup (which fills the cache) when it misses.
    fn cached_lookup(
        &mut self,
        context: &FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        descriptor: PointerValue<'ctx>,
        cache: PointerValue<'ctx>,
        name: &str,
        mode: Lookup,
    ) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let pointer = self.pointer_type();
        let cached = self
            .builder
            .build_load(pointer, cache, "ic.descriptor")?
            .into_pointer_value();
        let hit = self.builder.build_int_compare(
            IntPredicate::EQ,
            self.builder.build_ptr_to_int(descriptor, i64_type, "d")?,
            self.builder.build_ptr_to_int(cached, i64_type, "c")?,
            "ic.hit",
        )?;
        let fast = self.context.append_basic_block(context.function, "ic.fast");
        let slow = self.context.append_basic_block(context.function, "ic.slow");
        let join = self.context.append_basic_block(context.function, "ic.join");
        self.builder.build_conditional_branch(hit, fast, slow)?;
        self.builder.position_at_end(fast);
        let found_field = self.object_slot(cache, 8)?;
        let found_fast = self
            .builder
            .build_load(i64_type, found_field, "ic.found")?
            .into_int_value();
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(slow);
        let name_bytes = self.member_name(name);
        let found_slow = self
            .call_runtime_value(
                RuntimeFunction::MemberLookup,
                &[
                    object.into(),
                    name_bytes.into(),
                    i64_type.const_int(name.len() as u64, false).into(),
                    i64_type.const_int(mode.mode(), false).into(),
                    cache.into(),
                ],
            )?
            .into_int_value();
        let slow_end = self.builder.get_insert_block().unwrap_or(slow);
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let phi = self.builder.build_phi(i64_type, "found")?;
        phi.add_incoming(&[(&found_fast, fast), (&found_slow, slow_end)]);
        Ok(phi.as_basic_value().into_int_value())
    }

    /// Whether a member lookup found a record's entry (the runtime's
    /// `RECORD_MEMBER`).
    fn is_record_member(&mut self, found: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        Ok(self.builder.build_int_compare(
            IntPredicate::EQ,
            found,
            self.context
                .i64_type()
                .const_int((i64::MIN + 1) as u64, true),
            "is.record",
        )?)
    }

    /// The entry `name` of a record made through `any`, as a value of
    /// `ty` (checked), retained when `owned`.
    fn read_record_entry(
        &mut self,
        object: PointerValue<'ctx>,
        name: &str,
        ty: TypeId,
        owned: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        let function = matches!(
            self.program.types.get(self.program.types.callable(ty)),
            Type::Function(_)
        );
        if function && !owned {
            self.call_runtime(RuntimeFunction::RecordCall, &[])?;
        }
        // A function is converted from the box itself (below).
        let (mut kind, class) = self.payload_check(if function { TypeId::ANY } else { ty });
        // An array's element kind (plus one) from bit 16: the record's
        // array may take it (`scr_record_read`).
        if let Type::Array(element) = self.program.types.get(ty) {
            let by_name = if self.program.types.object(*element).is_some() {
                0x100
            } else {
                0
            };
            kind |= (self.slot_kind(*element) + 1 + by_name) << 16;
        }
        // An entry of another type raises a catchable TypeError (the
        // caller checks for it: `record_read_raises`).
        if self.record_read_raises(ty) {
            kind |= 0x200;
        }
        let name_bytes = self.member_name(name);
        let i64_type = self.context.i64_type();
        let i32_type = self.context.i32_type();
        let bits = self
            .call_runtime_value(
                RuntimeFunction::RecordRead,
                &[
                    object.into(),
                    name_bytes.into(),
                    i64_type.const_int(name.len() as u64, false).into(),
                    i32_type.const_int(kind, false).into(),
                    class.into(),
                    i32_type
                        .const_int(u64::from(owned && self.is_counted(ty)), false)
                        .into(),
                ],
            )?
            .into_int_value();
        if function {
            // The box, owned: a closure of the function type for it.
            let boxed = self
                .builder
                .build_int_to_ptr(bits, self.pointer_type(), "boxed")?;
            let closure = self.dynamic_to_function(boxed, ty)?;
            self.emit_release(boxed.into(), TypeId::ANY)?;
            return Ok(closure);
        }
        self.slot_value_of(bits, ty)
    }

    /// Whether a record entry read as `ty` is checked to be one, raising a
    /// catchable TypeError when it is not (a box, or a function made from
    /// one, is taken as it is).
    fn record_read_raises(&self, ty: TypeId) -> bool {
        self.any_throw
            && !self.program.types.is_dynamic(ty)
            && !matches!(
                self.program.types.get(self.program.types.callable(ty)),
                Type::Function(_)
            )
    }

    /// The code of vtable slot `-(found + 1)` of the object's class.
    fn vtable_code(
        &mut self,
        object: PointerValue<'ctx>,
        found: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let descriptor_field = self.object_slot(object, 8)?;
        let descriptor = self
            .builder
            .build_load(self.pointer_type(), descriptor_field, "descriptor")?
            .into_pointer_value();
        // -(found + 1) * 8 + VTABLE_OFFSET = VTABLE_OFFSET - 8 - 8 * found
        let scaled = self
            .builder
            .build_int_mul(found, i64_type.const_int(8, false), "scaled")?;
        let offset = self.builder.build_int_sub(
            i64_type.const_int(VTABLE_OFFSET - 8, false),
            scaled,
            "vtable.offset",
        )?;
        let entry = self.byte_pointer(descriptor, offset)?;
        Ok(self
            .builder
            .build_load(self.pointer_type(), entry, "code")?
            .into_pointer_value())
    }

    /// The object of a member access, checked for null when its type
    /// allows null.
    fn member_object(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        name: &str,
        writing: bool,
    ) -> Result<PointerValue<'ctx>> {
        let pointer = self.emit_pointer(context, object)?;
        // Any object type may hold null: `T | null`'s null, or
        // `undefined` (an absent optional property read with `!`).
        self.null_check(context, pointer, object.ty, name, writing)?;
        Ok(pointer)
    }

    /// `object.name` through an interface type: a field, or a getter.
    pub(crate) fn emit_property_get(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        name: &str,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let guesses = self.member_guesses(object.ty, name, self.slot_kind(ty));
        let object = self.member_object(context, object, name, false)?;
        // In a quiet expression no class has a getter of this name
        // (`borrowing`): the value is a field's, borrowed.
        if context.borrowing {
            let value = self.read_property_as(context, object, name, ty, false, &guesses)?;
            return self.checked_view(context, value, ty);
        }
        let value = self.read_property_as(context, object, name, ty, true, &guesses)?;
        if self.is_counted(ty) {
            let value = self.temporary_of(context, value, ty);
            return self.checked_view(context, value, ty);
        }
        Ok(value)
    }

    /// A record or array read through an interface type, where the object
    /// may hold another representation (it came from `JSON.parse` or an
    /// `any`): a record view of an object, or scriptc's TypeError for an
    /// array of another element kind (`scr_checked_view`). An array of the
    /// right kind passes an inline check.
    fn checked_view(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: BasicValueEnum<'ctx>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let (expected, element) = match self.program.types.get(ty) {
            Type::Record(element) => (6u64, *element),
            Type::Array(element) => (3u64, *element),
            _ => return Ok(value),
        };
        let kind = self.slot_kind(element);
        // Objects read by name through an interface type (the runtime's
        // `VIEWED_BY_NAME`): any object fits such an array.
        let asked = if expected == 3 && self.program.types.object(element).is_some() {
            kind | 0x1000
        } else {
            kind
        };
        let i32_type = self.context.i32_type();
        let pointer = value.into_pointer_value();
        let call_view = |this: &mut Self,
                         context: &mut FunctionContext<'ctx>|
         -> Result<BasicValueEnum<'ctx>> {
            let viewed = this.call_runtime_value(
                RuntimeFunction::CheckedView,
                &[
                    pointer.into(),
                    i32_type.const_int(expected, false).into(),
                    i32_type.const_int(kind, false).into(),
                ],
            )?;
            let viewed = this.temporary_of(context, viewed, ty);
            if this.any_throw {
                this.emit_pending_check(context)?;
            }
            Ok(viewed)
        };
        if expected == 6 {
            return call_view(self, context);
        }
        // An array: its kind (offset 12) compared inline.
        let start = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        let check = self
            .context
            .append_basic_block(context.function, "view.check");
        let other = self
            .context
            .append_basic_block(context.function, "view.other");
        let join = self
            .context
            .append_basic_block(context.function, "view.join");
        let is_null = self.builder.build_is_null(pointer, "view.null")?;
        self.builder
            .build_conditional_branch(is_null, join, check)?;
        self.builder.position_at_end(check);
        let kind_pointer =
            self.byte_pointer(pointer, self.context.i64_type().const_int(12, false))?;
        let found = self
            .builder
            .build_load(i32_type, kind_pointer, "view.kind")?
            .into_int_value();
        let same = self.builder.build_int_compare(
            IntPredicate::EQ,
            found,
            i32_type.const_int(kind, false),
            "view.same",
        )?;
        self.builder.build_conditional_branch(same, join, other)?;
        // Another kind: the runtime converts an array only dynamic holders
        // hold (returning it, released here: the view is the same array),
        // or raises (returning an empty array, released here; the value is
        // never used).
        self.builder.position_at_end(other);
        let empty = self.call_runtime_value(
            RuntimeFunction::CheckedView,
            &[
                pointer.into(),
                i32_type.const_int(expected, false).into(),
                i32_type.const_int(asked, false).into(),
            ],
        )?;
        self.emit_release(empty, ty)?;
        if self.any_throw {
            self.emit_pending_check(context)?;
        }
        let other_end = self.builder.get_insert_block().unwrap_or(other);
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let phi = self.builder.build_phi(self.pointer_type(), "view")?;
        phi.add_incoming(&[(&pointer, start), (&pointer, check), (&pointer, other_end)]);
        Ok(phi.as_basic_value())
    }

    /// Reads a property; a counted value is returned owned.
    pub(crate) fn read_property(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        name: &str,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        self.read_property_as(context, object, name, ty, true, &[])
    }

    /// Reads a property, a field's counted value retained when `owned`.
    fn read_property_as(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        name: &str,
        ty: TypeId,
        owned: bool,
        guesses: &[(PointerValue<'ctx>, u64)],
    ) -> Result<BasicValueEnum<'ctx>> {
        let value_type = self
            .value_type(ty)
            .ok_or_else(|| InternalError("a property without a value".into()))?;
        let kind = self.slot_kind(ty);
        let found = self.member_lookup(context, object, name, Lookup::Read { kind }, guesses)?;
        let is_field = self.builder.build_int_compare(
            IntPredicate::SGE,
            found,
            self.context.i64_type().const_zero(),
            "is.field",
        )?;
        let field = self
            .context
            .append_basic_block(context.function, "get.field");
        let not_field = self
            .context
            .append_basic_block(context.function, "get.not.field");
        let getter = self
            .context
            .append_basic_block(context.function, "get.getter");
        let absent = self
            .context
            .append_basic_block(context.function, "get.absent");
        let join = self
            .context
            .append_basic_block(context.function, "get.join");
        self.builder
            .build_conditional_branch(is_field, field, not_field)?;
        // An optional property the object lacks (the runtime's `ABSENT`):
        // `undefined`.
        self.builder.position_at_end(not_field);
        let is_absent = self.builder.build_int_compare(
            IntPredicate::EQ,
            found,
            self.context.i64_type().const_int(i64::MIN as u64, true),
            "is.absent",
        )?;
        let not_absent = self
            .context
            .append_basic_block(context.function, "get.not.absent");
        let record = self
            .context
            .append_basic_block(context.function, "get.record");
        self.builder
            .build_conditional_branch(is_absent, absent, not_absent)?;
        self.builder.position_at_end(not_absent);
        let is_record = self.is_record_member(found)?;
        self.builder
            .build_conditional_branch(is_record, record, getter)?;
        // A record made through `any`: its entry, converted. (Or a field
        // holding its value itself where a box is wanted, a new box: read
        // owned, a temporary of the full expression when a borrowed read
        // was asked for.)
        self.builder.position_at_end(record);
        let new_box = !owned && self.slot_kind(ty) == 8 && self.is_counted(ty);
        let from_record = self.read_record_entry(object, name, ty, owned || new_box)?;
        if self.record_read_raises(ty) {
            self.emit_pending_check(context)?;
        }
        let record_end = self.builder.get_insert_block().unwrap_or(record);
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(absent);
        let missing = self.missing_value(ty)?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(field);
        let slot = self.byte_pointer(object, found)?;
        let bits = self
            .builder
            .build_load(self.context.i64_type(), slot, "bits")?
            .into_int_value();
        let from_field = self.slot_value_of(bits, ty)?;
        if owned && self.is_counted(ty) {
            self.emit_retain(from_field)?;
        }
        let field_end = self.builder.get_insert_block().unwrap_or(field);
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(getter);
        let code = self.vtable_code(object, found)?;
        let getter_type =
            inkwell::types::BasicType::fn_type(&value_type, &[self.pointer_type().into()], false);
        let call = self
            .builder
            .build_indirect_call(getter_type, code, &[object.into()], "get")?;
        let from_getter = match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(value) => value,
            inkwell::values::ValueKind::Instruction(_) => {
                return Err(InternalError("a getter without a result".into()));
            }
        };
        self.check_after(context, call)?;
        let getter_end = self.builder.get_insert_block().unwrap_or(getter);
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let phi = self.builder.build_phi(value_type, "property")?;
        phi.add_incoming(&[
            (&from_field, field_end),
            (&from_getter, getter_end),
            (&missing, absent),
            (&from_record, record_end),
        ]);
        if new_box {
            // What the full expression releases: the record path's box,
            // null on the others.
            let none = self.pointer_type().const_null();
            let owned_box = self.builder.build_phi(self.pointer_type(), "owned.box")?;
            owned_box.add_incoming(&[
                (&none, field_end),
                (&none, getter_end),
                (&none, absent),
                (&from_record, record_end),
            ]);
            self.temporary_of(context, owned_box.as_basic_value(), ty);
        }
        Ok(phi.as_basic_value())
    }

    /// Empties a string property before a concat-move appends to its old
    /// value: a field gets the immortal empty string (releasing what it
    /// held); an accessor is left alone (its setter runs once, with the
    /// result).
    pub(crate) fn vacate_property_field(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        name: &str,
    ) -> Result<()> {
        let kind = self.slot_kind(TypeId::STRING);
        let found = self.member_lookup(context, object, name, Lookup::Write { kind }, &[])?;
        let is_field = self.builder.build_int_compare(
            IntPredicate::SGE,
            found,
            self.context.i64_type().const_zero(),
            "is.field",
        )?;
        let field = self
            .context
            .append_basic_block(context.function, "vacate.field");
        let join = self
            .context
            .append_basic_block(context.function, "vacate.join");
        self.builder
            .build_conditional_branch(is_field, field, join)?;
        self.builder.position_at_end(field);
        let slot = self.byte_pointer(object, found)?;
        let old_bits = self
            .builder
            .build_load(self.context.i64_type(), slot, "old")?
            .into_int_value();
        let old = self.slot_value_of(old_bits, TypeId::STRING)?;
        let empty = self.string_literal(&[]);
        let empty_bits = self.slot_bits_of(empty.into())?;
        self.builder.build_store(slot, empty_bits)?;
        self.emit_release(old, TypeId::STRING)?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        Ok(())
    }

    /// Stores an owned value into a property: a field (releasing the old
    /// value), or through a setter (which borrows it).
    pub(crate) fn write_property(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: PointerValue<'ctx>,
        name: &str,
        value: BasicValueEnum<'ctx>,
        ty: TypeId,
    ) -> Result<()> {
        // Before the lookup, which adds a property the object lacks.
        self.check_property_write(context, object, name, Some((value, ty)))?;
        let kind = self.slot_kind(ty);
        let found = self.member_lookup(context, object, name, Lookup::Write { kind }, &[])?;
        let is_field = self.builder.build_int_compare(
            IntPredicate::SGE,
            found,
            self.context.i64_type().const_zero(),
            "is.field",
        )?;
        let field = self
            .context
            .append_basic_block(context.function, "set.field");
        let setter = self
            .context
            .append_basic_block(context.function, "set.setter");
        let join = self
            .context
            .append_basic_block(context.function, "set.join");
        self.builder
            .build_conditional_branch(is_field, field, setter)?;
        self.builder.position_at_end(field);
        let slot = self.byte_pointer(object, found)?;
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
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(setter);
        // A record made through `any`: the value becomes its entry.
        let is_record = self.is_record_member(found)?;
        let record = self
            .context
            .append_basic_block(context.function, "set.record");
        let accessor = self
            .context
            .append_basic_block(context.function, "set.accessor");
        self.builder
            .build_conditional_branch(is_record, record, accessor)?;
        self.builder.position_at_end(record);
        let name_bytes = self.member_name(name);
        let i64_type = self.context.i64_type();
        let record_bits = self.slot_bits_of(value)?;
        self.call_runtime(
            RuntimeFunction::RecordWrite,
            &[
                object.into(),
                name_bytes.into(),
                i64_type.const_int(name.len() as u64, false).into(),
                self.context.i32_type().const_int(kind, false).into(),
                record_bits.into(),
            ],
        )?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(accessor);
        let code = self.vtable_code(object, found)?;
        let value_type = self
            .value_type(ty)
            .ok_or_else(|| InternalError("a property without a value".into()))?;
        let setter_type = self
            .context
            .void_type()
            .fn_type(&[self.pointer_type().into(), value_type.into()], false);
        let call = self.builder.build_indirect_call(
            setter_type,
            code,
            &[object.into(), value.into()],
            "",
        )?;
        if self.is_counted(ty) {
            self.emit_release(value, ty)?;
        }
        self.check_after(context, call)?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        Ok(())
    }

    /// `object.name = v`, `op=`, `++` through an interface type.
    pub(crate) fn emit_property_set(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        name: &str,
        change: &ArrayChange,
        ty: TypeId,
        want_result: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        let object = self.member_object(context, object, name, true)?;
        let new = match change {
            ArrayChange::Assign(value) => self
                .emit_owned(context, value, ty)?
                .ok_or_else(|| InternalError("an assigned property without a value".into()))?,
            ArrayChange::Compound { operator, value } => {
                let old = self.read_property(context, object, name, ty)?;
                if *operator == BinaryOperator::Concat {
                    let old = self.temporary_of(context, old, ty);
                    let tail = self.emit_pointer(context, value)?;
                    let result =
                        self.runtime_pointer(RuntimeFunction::StringConcat, &[old, tail.into()])?;
                    self.check_runtime_raise(context)?;
                    result.into()
                } else {
                    let right = self.emit_number(context, value)?;
                    self.numeric_binary(*operator, old.into_float_value(), right)?
                }
            }
            ArrayChange::Update { increment, prefix } => {
                let old = self
                    .read_property(context, object, name, ty)?
                    .into_float_value();
                let one = self.context.f64_type().const_float(1.0);
                let new = if *increment {
                    self.builder.build_float_add(old, one, "inc")?
                } else {
                    self.builder.build_float_sub(old, one, "dec")?
                };
                self.write_property(context, object, name, new.into(), ty)?;
                return Ok(if *prefix { new.into() } else { old.into() });
            }
        };
        // The result (`want_result`) is another reference to the stored
        // value.
        let result = want_result && self.is_counted(ty);
        if result {
            self.emit_retain(new)?;
        }
        self.write_property(context, object, name, new, ty)?;
        if result {
            return Ok(self.temporary_of(context, new, ty));
        }
        Ok(new)
    }

    /// `object.name(arguments)` through an interface type: a field holding
    /// a function (called with the function object first, held for the
    /// call) or a class's method (called with the object first).
    pub(crate) fn emit_property_call(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        name: &str,
        arguments: &[Expression],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let base = self.program.types.non_null(object.ty).unwrap_or(object.ty);
        let property_type = self
            .program
            .types
            .object(base)
            .and_then(|shape| shape.property(name))
            .map(|property| property.ty)
            .ok_or_else(|| InternalError(format!("no property '{name}'")))?;
        let Type::Function(signature) = self
            .program
            .types
            .get(self.program.types.callable(property_type))
            .clone()
        else {
            return Err(InternalError(
                "calling a property that is not a function".into(),
            ));
        };
        let object = self.member_object(context, object, name, false)?;
        let mut values: Vec<BasicMetadataValueEnum> = Vec::new();
        for (argument, parameter) in arguments.iter().zip(&signature.parameters) {
            if let Some(value) = self.emit_value(context, argument, *parameter)?
                && self.value_type(*parameter).is_some()
            {
                values.push(value.into());
            }
        }
        let found = self.member_lookup(context, object, name, Lookup::Call, &[])?;
        let is_field = self.builder.build_int_compare(
            IntPredicate::SGE,
            found,
            self.context.i64_type().const_zero(),
            "is.field",
        )?;
        let field = self
            .context
            .append_basic_block(context.function, "call.field");
        let method = self
            .context
            .append_basic_block(context.function, "call.method");
        let join = self
            .context
            .append_basic_block(context.function, "call.join");
        self.builder
            .build_conditional_branch(is_field, field, method)?;
        self.builder.position_at_end(field);
        let slot = self.byte_pointer(object, found)?;
        let closure = self
            .builder
            .build_load(self.pointer_type(), slot, "closure")?
            .into_pointer_value();
        self.emit_retain(closure.into())?;
        let code_slot = self.object_slot(closure, 16)?;
        let closure_code = self
            .builder
            .build_load(self.pointer_type(), code_slot, "code")?
            .into_pointer_value();
        let field_end = self.builder.get_insert_block().unwrap_or(field);
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(method);
        // A record made through `any`: scriptc's TypeError, which ends
        // the program.
        let is_record = self.is_record_member(found)?;
        let record = self
            .context
            .append_basic_block(context.function, "call.record");
        let vtable = self
            .context
            .append_basic_block(context.function, "call.vtable");
        self.builder
            .build_conditional_branch(is_record, record, vtable)?;
        self.builder.position_at_end(record);
        self.call_runtime(RuntimeFunction::RecordCall, &[])?;
        self.builder.build_unreachable()?;
        self.builder.position_at_end(vtable);
        let method_code = self.vtable_code(object, found)?;
        let method_end = self.builder.get_insert_block().unwrap_or(method);
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let pointer = self.pointer_type();
        let code = self.builder.build_phi(pointer, "code")?;
        code.add_incoming(&[(&closure_code, field_end), (&method_code, method_end)]);
        let first = self.builder.build_phi(pointer, "first")?;
        first.add_incoming(&[(&closure, field_end), (&object, method_end)]);
        let held = self.builder.build_phi(pointer, "held")?;
        held.add_incoming(&[(&closure, field_end), (&pointer.const_null(), method_end)]);
        let mut all: Vec<BasicMetadataValueEnum> = vec![first.as_basic_value().into()];
        all.extend(values);
        let code_type = self.closure_code_type(property_type)?;
        // An object-literal method takes the object it is called on from
        // the receiver register as it starts (`this`).
        let register = self.external_global("scr_receiver");
        self.builder.build_store(register, object)?;
        let call = self.builder.build_indirect_call(
            code_type,
            code.as_basic_value().into_pointer_value(),
            &all,
            "call",
        )?;
        // (Empty again, so no later call finds it: a callee without a
        // `this` of its own leaves it.)
        let pointer = self.pointer_type();
        self.builder.build_store(register, pointer.const_null())?;
        self.emit_release_object(held.as_basic_value())?;
        self.call_result(context, call, ty)
    }
}

/// The array index a key stands for (`"0"`, `"42"`, not `"01"` or
/// `"4294967295"`), which orders it before the other keys.
fn array_index(key: &str) -> Option<u64> {
    if key.is_empty() || (key.len() > 1 && key.starts_with('0')) {
        return None;
    }
    if !key.bytes().all(|b| b.is_ascii_digit()) || key.len() > 10 {
        return None;
    }
    let value: u64 = key.parse().ok()?;
    (value < u64::from(u32::MAX)).then_some(value)
}
