//! Concat-move: string building in amortised linear time.
//!
//! `s += a + b`, `s = s + a + b`, `o.f += ...`, `o.f = o.f + ...` and
//! `a[i] += ...` on strings hand the place's value to the runtime's append
//! (`scr_string_append`), which grows the string in place when it holds
//! the only reference, instead of copying it into a new string.
//!
//! JavaScript reads the place's old value before it evaluates the parts,
//! and the parts may run any code (calls, getters, callbacks), which may
//! read or reassign the place. So, in general:
//!
//! 1. the place's object (or array) is held, and its old value read and
//!    held, as temporaries;
//! 2. every part is evaluated and held, in source order;
//! 3. the place is vacated (it gets the immortal empty string, releasing
//!    what it held, usually the old value, whose count drops back to ours);
//! 4. the old value, now ours, takes the appends and the result is stored.
//!
//! Step 3 makes the count of the old value 1 whenever nothing else holds
//! it, so the appends happen in place; when a part reassigned the place,
//! the old value is what JavaScript appends to, and the reassigned value
//! is released as the store would have released it.
//!
//! An unboxed local, or a global no function assigns, that no part reads or
//! assigns cannot change while the parts run, so it takes a shorter path:
//! its value moves into the appends as each part is evaluated, with no
//! holding and no vacating.

use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue};

use super::arrays::Index;
use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{
    ArrayChange, BinaryOperator, Builtin, CollectionMethod, Expression, ExpressionKind, Variable,
};
use crate::types::TypeId;

/// Where the string being built lives.
enum Place<'p> {
    Variable(Variable),
    /// A class field, by layout index.
    Field {
        object: &'p Expression,
        field: usize,
    },
    /// A property of a structural type (a field or an accessor).
    Property {
        object: &'p Expression,
        name: &'p str,
    },
    /// An element of a `string[]`.
    Element {
        array: &'p Expression,
        index: &'p Expression,
    },
    /// An entry of a record or map of strings (`record[k] += s`, which the
    /// checker lowers to a set of the entry's concatenation, its record
    /// and key in hidden variables).
    Entry {
        table: &'p Expression,
        key: &'p Expression,
    },
}

/// A place whose object and index have been evaluated.
enum Located<'ctx> {
    Variable(Variable),
    Field {
        object: PointerValue<'ctx>,
        field: usize,
    },
    Property {
        object: PointerValue<'ctx>,
    },
    Element {
        array: PointerValue<'ctx>,
        index: Index<'ctx>,
    },
    Entry {
        table: PointerValue<'ctx>,
        key: IntValue<'ctx>,
    },
}

/// A part evaluated ahead of the appends.
enum Part<'ctx> {
    /// A string, held as a temporary.
    Text(BasicValueEnum<'ctx>),
    /// A number, formatted straight onto the end (which runs no code).
    Number(FloatValue<'ctx>),
}

/// Recognizes an assignment that builds a string: its place and the parts
/// appended, in order. `s + a + (b + c)` appends a, b and c in turn:
/// concatenation is associative, and the parts are still evaluated in
/// source order.
fn shape(expression: &Expression) -> Option<(Place<'_>, Vec<&Expression>)> {
    if let ExpressionKind::Builtin {
        builtin: Builtin::Collection(CollectionMethod::Set),
        arguments,
    } = &expression.kind
        && let [table, key, value] = arguments.as_slice()
        && value.ty == TypeId::STRING
    {
        let leaves = value.concat_leaves();
        let (head, rest) = leaves.split_first()?;
        let ExpressionKind::Builtin {
            builtin: Builtin::Collection(CollectionMethod::Get),
            arguments: read,
        } = &head.kind
        else {
            return None;
        };
        let [read_table, read_key] = read.as_slice() else {
            return None;
        };
        if rest.is_empty() || !same_variable(table, read_table) || !same_variable(key, read_key) {
            return None;
        }
        return Some((Place::Entry { table, key }, rest.to_vec()));
    }
    if expression.ty != TypeId::STRING {
        return None;
    }
    let (place, parts) = match &expression.kind {
        ExpressionKind::Assign { target, value } => {
            let leaves = value.concat_leaves();
            let (head, rest) = leaves.split_first()?;
            if !matches!(head.kind, ExpressionKind::Variable(v) if v == *target) {
                return None;
            }
            (Place::Variable(*target), rest.to_vec())
        }
        ExpressionKind::FieldSet {
            object,
            field,
            change,
        } => {
            let parts = match change {
                ArrayChange::Assign(value) => {
                    let leaves = value.concat_leaves();
                    let (head, rest) = leaves.split_first()?;
                    let ExpressionKind::FieldGet {
                        object: read,
                        field: read_field,
                    } = &head.kind
                    else {
                        return None;
                    };
                    if read_field != field || !same_variable(object, read) {
                        return None;
                    }
                    rest.to_vec()
                }
                change => compound_parts(change)?,
            };
            (
                Place::Field {
                    object,
                    field: *field,
                },
                parts,
            )
        }
        ExpressionKind::PropertySet {
            object,
            name,
            change,
        } => {
            let parts = match change {
                ArrayChange::Assign(value) => {
                    let leaves = value.concat_leaves();
                    let (head, rest) = leaves.split_first()?;
                    let ExpressionKind::PropertyGet {
                        object: read,
                        name: read_name,
                    } = &head.kind
                    else {
                        return None;
                    };
                    if read_name != name || !same_variable(object, read) {
                        return None;
                    }
                    rest.to_vec()
                }
                change => compound_parts(change)?,
            };
            (Place::Property { object, name }, parts)
        }
        ExpressionKind::ArraySet {
            array,
            index,
            change,
        } => (Place::Element { array, index }, compound_parts(change)?),
        _ => return None,
    };
    if parts.is_empty() {
        return None;
    }
    Some((place, parts))
}

/// The parts of `+=` (concatenation) on a string: the value's leaves.
fn compound_parts(change: &ArrayChange) -> Option<Vec<&Expression>> {
    match change {
        ArrayChange::Compound {
            operator: BinaryOperator::Concat,
            value,
        } => Some(value.concat_leaves()),
        _ => None,
    }
}

/// Both expressions read the same variable (so, evaluated one after the
/// other with nothing between, the same object).
fn same_variable(first: &Expression, second: &Expression) -> bool {
    matches!(
        (&first.kind, &second.kind),
        (ExpressionKind::Variable(a), ExpressionKind::Variable(b)) if a == b
    )
}

impl<'ctx, 'p> Codegen<'ctx, 'p> {
    /// Emits `expression` as a concat-move when it has the shape (see the
    /// module documentation); `None` when it does not. With `want_result`
    /// the result is the stored string, as a temporary.
    pub(crate) fn emit_concat_move(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
        want_result: bool,
    ) -> Result<Option<Option<BasicValueEnum<'ctx>>>> {
        let Some((place, parts)) = shape(expression) else {
            return Ok(None);
        };
        // The held path reads the old value as a temporary it then owns.
        let borrowing = std::mem::replace(&mut context.borrowing, false);
        let result = self.emit_concat_place(context, place, &parts, want_result);
        context.borrowing = borrowing;
        result
    }

    fn emit_concat_place(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        place: Place<'_>,
        parts: &[&Expression],
        want_result: bool,
    ) -> Result<Option<Option<BasicValueEnum<'ctx>>>> {
        if let Place::Element { array, .. } = place
            && self.program.types.typed_kind(array.ty).is_some()
        {
            return Ok(None);
        }
        // The set's own value is the table, not the string.
        if want_result && matches!(place, Place::Entry { .. }) {
            return Ok(None);
        }
        // Only this code can change the variable: an unboxed local, or a
        // global that no function assigns (so no call can).
        if let Place::Variable(variable) = place
            && match variable {
                Variable::Local(local) => !context.boxed[local.index()],
                // A part that runs code (a call, a getter, a callback)
                // could read the global between two appends.
                Variable::Global(global) => {
                    !self.shared_globals[global.index()]
                        && parts.iter().all(|part| runs_no_code(part))
                }
            }
            && !parts.iter().any(|part| writes_or_reads(part, variable))
        {
            return self
                .emit_moving_append(context, variable, parts, want_result)
                .map(Some);
        }
        self.emit_held_append(context, place, parts, want_result)
            .map(Some)
    }

    /// The path of a variable only this code changes: the value moves
    /// from its slot into the appends as each part is evaluated.
    fn emit_moving_append(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        target: Variable,
        parts: &[&Expression],
        want_result: bool,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let (slot, value_type) = self
            .variable_slot(context, target, TypeId::STRING)?
            .ok_or_else(|| InternalError("a string local without a slot".into()))?;
        let mut accumulated = self.builder.build_load(value_type, slot, "moved")?;
        for part in parts {
            accumulated = match &part.kind {
                ExpressionKind::ToString(number) if number.ty == TypeId::NUMBER => {
                    let number = self.emit_number(context, number)?;
                    self.call_runtime_value(
                        RuntimeFunction::StringAppendNumber,
                        &[accumulated, number.into()],
                    )?
                }
                _ => {
                    let mark = context.temporaries.len();
                    let Some(tail) = self.emit_value(context, part, TypeId::STRING)? else {
                        continue;
                    };
                    let appended = self
                        .call_runtime_value(RuntimeFunction::StringAppend, &[accumulated, tail])?;
                    self.release_temporaries(context, mark)?;
                    appended
                }
            };
        }
        self.builder.build_store(slot, accumulated)?;
        // Too long: the variable kept its value; the RangeError unwinds.
        self.check_runtime_raise(context)?;
        self.concat_result(context, accumulated, want_result)
    }

    /// The general path (see the module documentation).
    fn emit_held_append(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        place: Place<'_>,
        parts: &[&Expression],
        want_result: bool,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let string = TypeId::STRING;
        // 1. The place, and its old value, held.
        let located = match place {
            Place::Variable(variable) => Located::Variable(variable),
            Place::Field { object, field } => {
                let object =
                    self.held_object(context, object, &self.field_name(object.ty, field))?;
                Located::Field { object, field }
            }
            Place::Property { object, name } => {
                let object = self.held_object(context, object, name)?;
                Located::Property { object }
            }
            Place::Element { array, index } => {
                let pointer = self.emit_pointer(context, array)?;
                self.emit_retain(pointer.into())?;
                let pointer = self
                    .temporary_of(context, pointer.into(), array.ty)
                    .into_pointer_value();
                let index = self.emit_index(context, index)?;
                self.null_element_check(context, pointer, index, false)?;
                Located::Element {
                    array: pointer,
                    index,
                }
            }
            // The table and key are hidden variables, out of the parts'
            // reach.
            Place::Entry { table, key } => {
                let (_, key_type, _) = self.collection_parts(table.ty)?;
                let pointer = self.emit_pointer(context, table)?;
                let key = self.bits_of(context, key, key_type)?;
                Located::Entry {
                    table: pointer,
                    key,
                }
            }
        };
        let old = match (&located, &place) {
            (Located::Variable(variable), _) => {
                let (slot, value_type) = self
                    .variable_slot(context, *variable, string)?
                    .ok_or_else(|| InternalError("a string variable without a slot".into()))?;
                let old = self.builder.build_load(value_type, slot, "old")?;
                self.emit_retain(old)?;
                self.temporary_of(context, old, string)
            }
            (Located::Field { object, field }, _) => {
                self.load_field(context, *object, *field, string)?
            }
            (Located::Property { object }, Place::Property { name, .. }) => {
                let old = self.read_property(context, *object, name, string)?;
                self.temporary_of(context, old, string)
            }
            (Located::Element { array, index }, _) => {
                self.emit_array_get_at(context, *array, *index, string)?
            }
            (Located::Entry { table, key }, _) => {
                let bits = self
                    .call_runtime_value(RuntimeFunction::MapGet, &[(*table).into(), (*key).into()])?
                    .into_int_value();
                self.table_value(context, bits, string)?
            }
            _ => return Err(InternalError("a located place of another kind".into())),
        };
        let old_position = context.temporaries.len() - 1;
        if context
            .temporaries
            .get(old_position)
            .map(|(pointer, _)| *pointer)
            != Some(old.into_pointer_value())
        {
            return Err(InternalError(
                "the old string is not the last temporary".into(),
            ));
        }
        // 2. The parts, in order, each held.
        let mut evaluated = Vec::with_capacity(parts.len());
        for part in parts {
            evaluated.push(match &part.kind {
                ExpressionKind::ToString(number) if number.ty == TypeId::NUMBER => {
                    Part::Number(self.emit_number(context, number)?)
                }
                _ => {
                    let Some(text) = self.emit_owned(context, part, string)? else {
                        continue;
                    };
                    Part::Text(self.temporary_of(context, text, string))
                }
            });
        }
        // A write its integrity level forbids fails here, the old value
        // still held.
        match (&located, &place) {
            (
                Located::Field { object, field },
                Place::Field {
                    object: field_object,
                    ..
                },
            ) => {
                let name = self.field_name(field_object.ty, *field);
                self.check_property_write(context, *object, &name, None)?;
            }
            (Located::Property { object }, Place::Property { name, .. }) => {
                self.check_property_write(context, *object, name, None)?;
            }
            (Located::Element { array, index }, _) => {
                self.check_element_write(context, *array, *index)?;
            }
            (
                Located::Entry { table, key },
                Place::Entry {
                    table: entry_table, ..
                },
            ) if matches!(
                self.program.types.get(entry_table.ty),
                crate::types::Type::Record(_)
            ) =>
            {
                self.check_record_write(context, *table, (*key).into(), false)?;
            }
            _ => {}
        }
        // The old value is ours from here on: nothing below can unwind
        // before it is stored.
        context.temporaries.remove(old_position);
        // 3. The place vacated.
        let empty: BasicValueEnum<'ctx> = self.string_literal(&[]).into();
        match (&located, &place) {
            (Located::Variable(variable), _) => {
                self.store_variable(context, *variable, string, empty)?;
            }
            (Located::Field { object, field }, _) => {
                self.store_field(*object, *field, empty, string)?;
            }
            (Located::Property { object }, Place::Property { name, .. }) => {
                self.vacate_property_field(context, *object, name)?;
            }
            (Located::Element { array, index }, _) => {
                self.emit_array_store(context, *array, *index, empty, string)?;
            }
            (Located::Entry { table, key }, _) => {
                let bits = self.slot_bits_of(empty)?;
                self.call_runtime(
                    RuntimeFunction::MapSet,
                    &[(*table).into(), (*key).into(), bits.into()],
                )?;
            }
            _ => return Err(InternalError("a located place of another kind".into())),
        }
        // 4. The appends, and the store.
        let mut accumulated = old;
        for part in evaluated {
            accumulated = match part {
                Part::Text(text) => {
                    self.call_runtime_value(RuntimeFunction::StringAppend, &[accumulated, text])?
                }
                Part::Number(number) => self.call_runtime_value(
                    RuntimeFunction::StringAppendNumber,
                    &[accumulated, number.into()],
                )?,
            };
        }
        let result = if want_result {
            self.emit_retain(accumulated)?;
            Some(self.temporary_of(context, accumulated, string))
        } else {
            None
        };
        match (&located, &place) {
            (Located::Variable(variable), _) => {
                let (slot, _) = self
                    .variable_slot(context, *variable, string)?
                    .ok_or_else(|| InternalError("a string variable without a slot".into()))?;
                // The slot holds the immortal empty string.
                self.builder.build_store(slot, accumulated)?;
            }
            (Located::Field { object, field }, _) => {
                self.store_field(*object, *field, accumulated, string)?;
            }
            (Located::Property { object }, Place::Property { name, .. }) => {
                self.write_property(context, *object, name, accumulated, string)?;
            }
            (Located::Element { array, index }, _) => {
                self.emit_array_store(context, *array, *index, accumulated, string)?;
                self.emit_release(accumulated, string)?;
            }
            // The table retains what it stores.
            (Located::Entry { table, key }, _) => {
                let bits = self.slot_bits_of(accumulated)?;
                self.call_runtime(
                    RuntimeFunction::MapSet,
                    &[(*table).into(), (*key).into(), bits.into()],
                )?;
                self.emit_release(accumulated, string)?;
            }
            _ => return Err(InternalError("a located place of another kind".into())),
        }
        // Too long: the place kept its value; the RangeError unwinds.
        self.check_runtime_raise(context)?;
        Ok(result)
    }

    /// The object of a field or property place, null-checked and held for
    /// the statement (a part may drop every other reference to it).
    fn held_object(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        object: &Expression,
        name: &str,
    ) -> Result<PointerValue<'ctx>> {
        let receiver = matches!(object.kind, ExpressionKind::Variable(Variable::Local(local)) if Some(local) == context.receiver);
        let pointer = self.emit_pointer(context, object)?;
        if receiver {
            return Ok(pointer);
        }
        self.null_check(context, pointer, object.ty, name, false)?;
        self.emit_retain(pointer.into())?;
        Ok(self
            .temporary_of(context, pointer.into(), object.ty)
            .into_pointer_value())
    }

    fn concat_result(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        stored: BasicValueEnum<'ctx>,
        want_result: bool,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        if !want_result {
            return Ok(None);
        }
        self.emit_retain(stored)?;
        Ok(Some(self.temporary_of(context, stored, TypeId::STRING)))
    }
}

/// The part reads or assigns the variable (so it cannot move before the
/// part has run).
fn writes_or_reads(part: &Expression, target: Variable) -> bool {
    part.any(&|e| {
        matches!(e.kind, ExpressionKind::Variable(v) | ExpressionKind::Assign { target: v, .. } | ExpressionKind::Update { target: v, .. } if v == target)
    })
}

/// The expression runs no user code: no call, getter, callback or
/// conversion that could call a method.
fn runs_no_code(expression: &Expression) -> bool {
    use ExpressionKind as K;
    let own = match &expression.kind {
        K::Number(_)
        | K::Boolean(_)
        | K::String(_)
        | K::Undefined
        | K::Null
        | K::Variable(_)
        | K::Unary { .. }
        | K::Binary { .. }
        | K::Logical { .. }
        | K::Conditional { .. }
        | K::ArrayGet { .. }
        | K::FieldGet { .. }
        | K::StringLength(_) => true,
        K::ToString(inner) => matches!(inner.ty, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN),
        _ => false,
    };
    own && expression.children().into_iter().all(runs_no_code)
}
