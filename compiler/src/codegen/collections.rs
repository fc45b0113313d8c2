//! Maps, sets and records: calls into the runtime's hash table (`map.rs`),
//! with the keys and values passed as slot bits.

use inkwell::IntPredicate;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue, PointerValue};

use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{CollectionMethod, Expression, ExpressionKind, LocalId};
use crate::types::{Type, TypeId};

impl<'ctx> Codegen<'ctx, '_> {
    /// (descriptor kind, key type, value type) of a collection type.
    pub(crate) fn collection_parts(&self, ty: TypeId) -> Result<(u64, TypeId, Option<TypeId>)> {
        match self.program.types.get(ty) {
            Type::Map(key, value) => Ok((4, *key, Some(*value))),
            Type::Set(element) => Ok((5, *element, None)),
            Type::Record(value) => Ok((6, TypeId::STRING, Some(*value))),
            _ => Err(InternalError("not a collection type".into())),
        }
    }

    pub(crate) fn bits_of(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
        ty: TypeId,
    ) -> Result<IntValue<'ctx>> {
        let value = self
            .emit_value(context, expression, ty)?
            .ok_or_else(|| InternalError("a key or value without a value".into()))?;
        self.slot_bits_of(value)
    }

    /// `Builtin::BooleanOrUndefined`: what a boolean read found, as a new
    /// box: the `undefined` box where it found nothing (an element past
    /// the array's end, a missing key).
    pub(crate) fn emit_boolean_or_undefined(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        read: &Expression,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let boxed = match &read.kind {
            ExpressionKind::Builtin { arguments, .. } => {
                let (_, key, _) = self.collection_parts(arguments[0].ty)?;
                let collection = self.emit_pointer(context, &arguments[0])?;
                let key_bits = self.bits_of(context, &arguments[1], key)?;
                self.call_runtime_value(
                    RuntimeFunction::MapGetBox,
                    &[collection.into(), key_bits.into()],
                )?
            }
            _ => {
                let bits = self.boolean_element_bits(context, read)?;
                let kind = self
                    .context
                    .i32_type()
                    .const_int(self.slot_kind(TypeId::BOOLEAN), false);
                self.call_runtime_value(RuntimeFunction::DynamicNew, &[kind.into(), bits.into()])?
            }
        };
        Ok(self.temporary_of(context, boxed, ty))
    }

    /// A boolean element read (`ExpressionKind::ArrayGet`) as three
    /// states: its slot bits (0 or 1) inside the array,
    /// `MISSING_BOOLEAN_BITS` past its end.
    pub(crate) fn boolean_element_bits(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        read: &Expression,
    ) -> Result<IntValue<'ctx>> {
        let ExpressionKind::ArrayGet { array, index } = &read.kind else {
            return Err(InternalError("a boolean read of another kind".into()));
        };
        let array = self.emit_pointer(context, array)?;
        let index = self.emit_index(context, index)?;
        self.null_element_check(context, array, index, false)?;
        let (inside, slot) = self.slot_if_inside(array, index)?;
        let i64_type = self.context.i64_type();
        let found = self
            .context
            .append_basic_block(context.function, "boolean.found");
        let done = self
            .context
            .append_basic_block(context.function, "boolean.done");
        let before = self.current_block()?;
        let branch = self.builder.build_conditional_branch(inside, found, done)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(found);
        let bits = self
            .builder
            .build_load(i64_type, slot, "bits")?
            .into_int_value();
        self.tag_load(&bits, super::aliasing::Memory::Element);
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        let phi = self.builder.build_phi(i64_type, "boolean")?;
        let missing = i64_type.const_int(super::arrays::MISSING_BOOLEAN_BITS, false);
        phi.add_incoming(&[(&bits, found), (&missing, before)]);
        Ok(phi.as_basic_value().into_int_value())
    }

    /// `new Map(...)`, `new Set(...)`, a record literal.
    pub(crate) fn emit_new_collection(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        entries: &[(Expression, Option<Expression>)],
        from: Option<&Expression>,
        weak: bool,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let (kind, key, value) = self.collection_parts(ty)?;
        let i32_type = self.context.i32_type();
        let value_kind = value.map_or(0, |value| self.slot_kind(value));
        // The runtime's `map::WEAK`: a weak map's or set's descriptor.
        let made = if weak { kind | 0x100 } else { kind };
        let collection = self
            .call_runtime_value(
                RuntimeFunction::MapNew,
                &[
                    i32_type.const_int(made, false).into(),
                    i32_type.const_int(self.slot_kind(key), false).into(),
                    i32_type.const_int(value_kind, false).into(),
                ],
            )?
            .into_pointer_value();
        self.temporary_of(context, collection.into(), ty);
        for (entry_key, entry_value) in entries {
            let key_bits = self.bits_of(context, entry_key, key)?;
            let value_bits = match (entry_value, value) {
                (Some(entry_value), Some(value)) => self.bits_of(context, entry_value, value)?,
                _ => self.context.i64_type().const_zero(),
            };
            self.call_runtime(
                RuntimeFunction::MapSet,
                &[collection.into(), key_bits.into(), value_bits.into()],
            )?;
        }
        if let Some(from) = from {
            let source = self.emit_pointer(context, from)?;
            // A set takes elements; a map takes `[key, value]` tuples.
            let function = if kind == 5 {
                RuntimeFunction::SetAddAll
            } else {
                RuntimeFunction::MapAddEntries
            };
            self.call_runtime(function, &[collection.into(), source.into()])?;
        }
        Ok(collection.into())
    }

    /// A value read from a table: borrowed bits, held as a temporary when
    /// counted.
    pub(crate) fn table_value(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        bits: IntValue<'ctx>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let value = self.slot_value_of(bits, ty)?;
        if !self.is_counted(ty) {
            return Ok(value);
        }
        // A missing object or array is null: `undefined` for `??`.
        self.emit_retain(value)?;
        Ok(self.temporary_of(context, value, ty))
    }

    pub(crate) fn emit_collection_method(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        method: CollectionMethod,
        arguments: &[Expression],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let collection_expression = &arguments[0];
        let collection_type = collection_expression.ty;
        let (_, key, value) = self.collection_parts(collection_type)?;
        let collection = self.emit_pointer(context, collection_expression)?;
        let record = matches!(
            self.program.types.get(collection_type),
            crate::types::Type::Record(_)
        );
        let result: BasicValueEnum<'ctx> = match method {
            CollectionMethod::Get => {
                let key_bits = self.bits_of(context, &arguments[1], key)?;
                let bits = self
                    .call_runtime_value(
                        RuntimeFunction::MapGet,
                        &[collection.into(), key_bits.into()],
                    )?
                    .into_int_value();
                let value = value.ok_or_else(|| InternalError("get on a set".into()))?;
                self.table_value(context, bits, value)?
            }
            CollectionMethod::Set | CollectionMethod::Add => {
                let key_bits = self.bits_of(context, &arguments[1], key)?;
                let value_bits = match (arguments.get(2), value) {
                    (Some(entry_value), Some(value)) => {
                        self.bits_of(context, entry_value, value)?
                    }
                    _ => self.context.i64_type().const_zero(),
                };
                if record {
                    self.check_record_write(context, collection, key_bits.into(), false)?;
                }
                self.call_runtime(
                    RuntimeFunction::MapSet,
                    &[collection.into(), key_bits.into(), value_bits.into()],
                )?;
                // The collection itself, for chaining.
                self.emit_retain(collection.into())?;
                self.temporary_of(context, collection.into(), collection_type)
            }
            CollectionMethod::Has | CollectionMethod::Delete => {
                let key_bits = self.bits_of(context, &arguments[1], key)?;
                let function = if method == CollectionMethod::Has {
                    RuntimeFunction::MapHas
                } else {
                    if record {
                        self.check_record_write(context, collection, key_bits.into(), true)?;
                    }
                    RuntimeFunction::MapDelete
                };
                let flag = self
                    .call_runtime_value(function, &[collection.into(), key_bits.into()])?
                    .into_int_value();
                self.builder
                    .build_int_compare(
                        IntPredicate::NE,
                        flag,
                        self.context.i32_type().const_zero(),
                        "flag",
                    )?
                    .into()
            }
            CollectionMethod::Clear => {
                self.call_runtime(RuntimeFunction::MapClear, &[collection.into()])?;
                return Ok(None);
            }
            CollectionMethod::Assign => {
                let source = self.emit_pointer(context, &arguments[1])?;
                self.call_runtime(
                    RuntimeFunction::MapAssign,
                    &[collection.into(), source.into()],
                )?;
                // The record itself, as `Set` gives it.
                self.emit_retain(collection.into())?;
                self.temporary_of(context, collection.into(), collection_type)
            }
            CollectionMethod::Size => {
                self.call_runtime_value(RuntimeFunction::MapSize, &[collection.into()])?
            }
            CollectionMethod::Keys | CollectionMethod::Values => {
                let (function, element) = if method == CollectionMethod::Keys {
                    (RuntimeFunction::MapKeys, key)
                } else {
                    (
                        RuntimeFunction::MapValues,
                        value.ok_or_else(|| InternalError("values of a set".into()))?,
                    )
                };
                let array = self.call_runtime_value(function, &[collection.into()])?;
                let array_type = self
                    .program
                    .types
                    .lookup(&Type::Array(element))
                    .ok_or_else(|| InternalError("the array type of keys".into()))?;
                self.temporary_of(context, array, array_type)
            }
            CollectionMethod::Entries => {
                // A set's entries: each element twice.
                let value = value.unwrap_or(key);
                let tuple = self
                    .program
                    .types
                    .lookup(&Type::Tuple(vec![key, value]))
                    .ok_or_else(|| InternalError("the tuple type of entries".into()))?;
                let descriptor = self.tuple_descriptor(tuple)?;
                let array = self.call_runtime_value(
                    RuntimeFunction::MapEntries,
                    &[collection.into(), descriptor.into()],
                )?;
                let array_type = self
                    .program
                    .types
                    .lookup(&Type::Array(tuple))
                    .ok_or_else(|| InternalError("the array type of entries".into()))?;
                self.temporary_of(context, array, array_type)
            }
            CollectionMethod::ForEach => {
                self.emit_collection_for_each(context, collection, collection_type, &arguments[1])?;
                return Ok(None);
            }
        };
        Ok(Some(result))
    }

    /// `forEach(callback)`: value, key and the collection for each live
    /// entry, in order, seeing changes made by the callback.
    fn emit_collection_for_each(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        collection: PointerValue<'ctx>,
        collection_type: TypeId,
        callback: &Expression,
    ) -> Result<()> {
        let (_, key, value) = self.collection_parts(collection_type)?;
        let value = value.unwrap_or(key);
        self.emit_retain(collection.into())?;
        self.temporary_of(context, collection.into(), collection_type);
        let closure = self.emit_pointer(context, callback)?;
        self.emit_retain(closure.into())?;
        self.temporary_of(context, closure.into(), callback.ty);
        let f64_type = self.context.f64_type();
        let cursor = self.entry_alloca(f64_type.into(), "cursor")?;
        self.builder.build_store(cursor, f64_type.const_zero())?;
        let test = self
            .context
            .append_basic_block(context.function, "each.next");
        let body = self
            .context
            .append_basic_block(context.function, "each.entry");
        let end = self
            .context
            .append_basic_block(context.function, "each.end");
        self.builder.build_unconditional_branch(test)?;
        self.builder.position_at_end(test);
        let position = self
            .call_runtime_value(
                RuntimeFunction::MapNext,
                &[collection.into(), cursor.into()],
            )?
            .into_float_value();
        let more = self.builder.build_float_compare(
            inkwell::FloatPredicate::OGE,
            position,
            f64_type.const_zero(),
            "more",
        )?;
        self.builder.build_conditional_branch(more, body, end)?;
        self.builder.position_at_end(body);
        let key_bits = self
            .call_runtime_value(
                RuntimeFunction::MapKey,
                &[collection.into(), position.into()],
            )?
            .into_int_value();
        let value_bits = if collection_type_is_set(self, collection_type) {
            key_bits
        } else {
            self.call_runtime_value(
                RuntimeFunction::MapValue,
                &[collection.into(), position.into()],
            )?
            .into_int_value()
        };
        let key_value = self.slot_value_of(key_bits, key)?;
        let value_value = self.slot_value_of(value_bits, value)?;
        // Held while the callback runs: it may delete the entry (and a
        // callback that throws leaves through the unwinding of the
        // expression's temporaries, which releases them).
        let held_from = context.temporaries.len();
        for (held, ty) in [(key_value, key), (value_value, value)] {
            if self.is_counted(ty) {
                self.emit_retain(held)?;
                self.temporary_of(context, held, ty);
            }
        }
        let values: Vec<BasicMetadataValueEnum> = vec![
            closure.into(),
            value_value.into(),
            key_value.into(),
            collection.into(),
        ];
        let call = self.call_closure_code(closure, callback.ty, &values)?;
        self.check_after(context, call)?;
        if let inkwell::values::ValueKind::Basic(result) = call.try_as_basic_value() {
            let result_type = match self
                .program
                .types
                .get(self.program.types.callable(callback.ty))
            {
                Type::Function(signature) => signature.result,
                _ => TypeId::VOID,
            };
            if self.is_counted(result_type) {
                self.emit_release(result, result_type)?;
            }
        }
        context.temporaries.truncate(held_from);
        for (held, ty) in [(key_value, key), (value_value, value)] {
            if self.is_counted(ty) {
                self.emit_release(held, ty)?;
            }
        }
        self.builder.build_unconditional_branch(test)?;
        self.builder.position_at_end(end);
        Ok(())
    }

    /// The next entry's position for a `for ... of` loop.
    pub(crate) fn emit_collection_next(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        collection: &Expression,
        cursor: LocalId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let pointer = self.emit_pointer(context, collection)?;
        let cursor = self.local_pointer(context, cursor);
        self.call_runtime_value(RuntimeFunction::MapNext, &[pointer.into(), cursor.into()])
    }

    /// The key or value of the entry at `position` (borrowed, held as a
    /// temporary when counted).
    pub(crate) fn emit_collection_entry(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        collection: &Expression,
        position: &Expression,
        value: bool,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let pointer = self.emit_pointer(context, collection)?;
        let position = self.emit_number(context, position)?;
        let function = if value {
            RuntimeFunction::MapValue
        } else {
            RuntimeFunction::MapKey
        };
        let bits = self
            .call_runtime_value(function, &[pointer.into(), position.into()])?
            .into_int_value();
        self.table_value(context, bits, ty)
    }
}

fn collection_type_is_set(codegen: &Codegen<'_, '_>, ty: TypeId) -> bool {
    matches!(codegen.program.types.get(ty), Type::Set(_))
}
