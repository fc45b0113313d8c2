//! Expressions. `emit_expression` returns `None` for expressions without a
//! runtime value (of type `void`, `undefined` or `never`).

use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::{
    AnyOperation, BinaryOperator, Builtin, Expression, ExpressionKind, LocalId, LogicalOperator,
    NumberPredicate, UnaryOperator, Variable,
};
use crate::library::{Home, Kind, LibraryFunction, Parameter};
use crate::types::TypeId;

impl<'ctx> Codegen<'ctx, '_> {
    pub(crate) fn emit_expression(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let value: BasicValueEnum<'ctx> = match &expression.kind {
            ExpressionKind::Number(value) => self.context.f64_type().const_float(*value).into(),
            ExpressionKind::Boolean(value) => self
                .context
                .bool_type()
                .const_int(u64::from(*value), false)
                .into(),
            ExpressionKind::String(units) => self.string_literal(units).into(),
            ExpressionKind::BigInt { negative, digits } => {
                self.bigint_literal(*negative, digits).into()
            }
            ExpressionKind::Undefined => return Ok(None),
            ExpressionKind::Null => self.pointer_type().const_null().into(),
            ExpressionKind::Missing => match self.value_type(expression.ty) {
                Some(_) => self.missing_value(expression.ty)?,
                None => return Ok(None),
            },
            // Never read: the callee assigns the default first. Counted
            // types get a null pointer, which retain and release skip.
            ExpressionKind::Placeholder => match self.program.types.get(expression.ty) {
                crate::types::Type::Number => self.context.f64_type().const_zero().into(),
                crate::types::Type::Boolean => self.context.bool_type().const_zero().into(),
                crate::types::Type::Void
                | crate::types::Type::Undefined
                | crate::types::Type::Never => return Ok(None),
                _ => self.pointer_type().const_null().into(),
            },
            ExpressionKind::Variable(variable) if self.is_integer_variable(context, *variable) => {
                let integer = self.load_integer_variable(context, *variable)?;
                self.builder
                    .build_signed_int_to_float(integer, self.context.f64_type(), "counter.f64")?
                    .into()
            }
            ExpressionKind::Variable(variable) => {
                match self.variable_slot(context, *variable, expression.ty)? {
                    Some((pointer, ty)) => {
                        let value = self.builder.build_load(ty, pointer, "load")?;
                        // A boxed value, or a global some function
                        // assigns, can be replaced by any call in the same
                        // expression: hold a reference while in use.
                        let shared = match variable {
                            Variable::Local(local) => context.boxed[local.index()],
                            Variable::Global(global) => self.shared_globals[global.index()],
                        };
                        if shared && self.is_counted(expression.ty) && !context.borrowing {
                            self.emit_retain(value)?;
                            self.temporary_of(context, value, expression.ty)
                        } else {
                            value
                        }
                    }
                    None => return Ok(None),
                }
            }
            ExpressionKind::Assign { target, value } => {
                return self.emit_assign(context, *target, value, expression.ty, true);
            }
            ExpressionKind::Update {
                target,
                increment,
                prefix,
            } if self.is_integer_variable(context, *target) => {
                let old = self.load_integer_variable(context, *target)?;
                let one = self.context.i64_type().const_int(1, false);
                let new = if *increment {
                    self.builder.build_int_add(old, one, "inc")?
                } else {
                    self.builder.build_int_sub(old, one, "dec")?
                };
                self.builder
                    .build_store(self.integer_slot(context, *target), new)?;
                let result = if *prefix { new } else { old };
                self.builder
                    .build_signed_int_to_float(result, self.context.f64_type(), "counter.f64")?
                    .into()
            }
            ExpressionKind::Update {
                target,
                increment,
                prefix,
            } => {
                let Some((pointer, ty)) = self.variable_slot(context, *target, TypeId::NUMBER)?
                else {
                    return Ok(None);
                };
                let old = self
                    .builder
                    .build_load(ty, pointer, "old")?
                    .into_float_value();
                let one = self.context.f64_type().const_float(1.0);
                let new = if *increment {
                    self.builder.build_float_add(old, one, "inc")?
                } else {
                    self.builder.build_float_sub(old, one, "dec")?
                };
                self.builder.build_store(pointer, new)?;
                if *prefix { new.into() } else { old.into() }
            }
            ExpressionKind::Unary { operator, operand } => {
                self.emit_unary(context, *operator, operand)?
            }
            ExpressionKind::Binary {
                operator: BinaryOperator::Concat,
                ..
            } if expression.concat_leaves().len() >= 3 => {
                let result = self.emit_concat_parts(context, expression)?;
                let result = self.temporary(context, result.into());
                self.check_runtime_raise(context)?;
                result
            }
            // Arithmetic over integers runs in `i64` (see `integers`).
            ExpressionKind::Binary { .. } if self.is_integer_arithmetic(context, expression) => {
                self.emit_integer_number(context, expression)?.into()
            }
            ExpressionKind::Binary {
                operator,
                left,
                right,
            } => self.emit_binary(context, *operator, left, right)?,
            ExpressionKind::Logical {
                operator,
                left,
                right,
            } => {
                return self.emit_logical(context, *operator, left, right, expression.ty);
            }
            ExpressionKind::Conditional {
                condition,
                then,
                otherwise,
            } => {
                return self.emit_conditional(context, condition, then, otherwise, expression.ty);
            }
            ExpressionKind::ToString(value) => self.emit_to_string(context, value)?.into(),
            ExpressionKind::ToBoolean(value) => self.emit_to_boolean(context, value)?.into(),
            ExpressionKind::Call {
                function,
                arguments,
                receiver,
            } => {
                let mut values = Vec::with_capacity(arguments.len());
                let parameters: Vec<(TypeId, bool)> = {
                    let callee = self.program.function(*function);
                    let ranges = &self.integer_variables.locals[function.index()];
                    callee
                        .parameters
                        .iter()
                        .map(|&local| {
                            let slot = &callee.locals[local.index()];
                            (slot.ty, !slot.boxed && ranges[local.index()].is_some())
                        })
                        .collect()
                };
                for (index, (argument, (ty, integer))) in
                    arguments.iter().zip(parameters).enumerate()
                {
                    // An integer parameter takes an `i64`: the analysis
                    // proved every argument an integer within ±2^53, never
                    // -0, so the conversion of a double is exact.
                    if integer {
                        let value = if self.is_safe_integer(context, argument) {
                            self.emit_integer_i64(context, argument)?
                        } else {
                            let double = self.emit_number(context, argument)?;
                            self.builder.build_float_to_signed_int(
                                double,
                                self.context.i64_type(),
                                "argument",
                            )?
                        };
                        values.push(value.into());
                        continue;
                    }
                    if self.is_stack_argument(*function, index, argument, ty)
                        && let ExpressionKind::ObjectLiteral(properties) = &argument.kind
                    {
                        let value =
                            self.emit_object_literal(context, properties, argument.ty, true)?;
                        values.push(value.into());
                        continue;
                    }
                    if let Some(value) = self.emit_value(context, argument, ty)?
                        && self.value_type(ty).is_some()
                    {
                        values.push(value.into());
                    }
                }
                let callee = match self.self_call {
                    Some((itself, copy)) if itself == *function => copy,
                    _ => self.functions[function.index()],
                };
                // (Set after the arguments, whose calls empty it; the
                // callee takes it as it starts.)
                let register = match receiver {
                    Some(class) => {
                        let object = self.class_object(*class);
                        let register = self.external_global("scr_receiver");
                        self.builder.build_store(register, object)?;
                        Some(register)
                    }
                    None => None,
                };
                let call = self.builder.build_call(callee, &values, "call")?;
                if let Some(register) = register {
                    self.builder
                        .build_store(register, self.pointer_type().const_null())?;
                }
                if context.run_once && context.loops == 0 {
                    call.add_attribute(
                        inkwell::attributes::AttributeLoc::Function,
                        self.enum_attribute("noinline"),
                    );
                }
                return self.call_result(context, call, expression.ty);
            }
            ExpressionKind::Builtin { builtin, arguments } => {
                return self.emit_builtin(context, *builtin, arguments, expression.ty);
            }
            ExpressionKind::Sequence(values) => {
                let mut last = None;
                for value in values {
                    last = self.emit_expression(context, value)?;
                }
                return Ok(last);
            }
            ExpressionKind::ArrayLiteral(elements) => {
                self.emit_array_literal(context, elements, expression.ty)?
            }
            // An evolving array's first value: empty, of the element type
            // the variable ended with.
            ExpressionKind::EvolvingArray(variable) => {
                let ty = match *variable {
                    Variable::Local(local) => context.local_types[local.index()],
                    Variable::Global(global) => self.program.globals[global.index()].ty,
                };
                self.emit_array_literal(context, &[], ty)?
            }
            ExpressionKind::ArraySpread(parts) => {
                self.emit_array_spread(context, parts, expression.ty)?
            }
            ExpressionKind::ArrayGet { array, index }
                if self.program.types.typed_kind(array.ty).is_some() =>
            {
                self.emit_typed_get_expression(context, array, index)?
            }
            ExpressionKind::ArrayGet { array, index } => {
                self.emit_array_get_expression(context, array, index, expression.ty)?
            }
            ExpressionKind::ArraySet {
                array,
                index,
                change,
            } if self.program.types.typed_kind(array.ty).is_some() => {
                self.emit_typed_set(context, array, index, change)?
            }
            ExpressionKind::ArraySet {
                array,
                index,
                change,
            } => self.emit_array_set(context, array, index, change, expression.ty)?,
            ExpressionKind::New { class, arguments } => {
                self.emit_new(context, *class, arguments, expression.ty)?
            }
            ExpressionKind::MethodCall {
                slot,
                function,
                arguments,
            } => {
                return self.emit_method_call(context, *slot, *function, arguments, expression.ty);
            }
            ExpressionKind::ClassName(object) => self.emit_class_name(context, object)?,
            ExpressionKind::NewClassObject {
                class,
                captures,
                parent,
            } => self.emit_new_class_object(context, *class, captures, *parent, expression.ty)?,
            ExpressionKind::ClassObject(class) => {
                let object = self.class_object(*class);
                let boxed = self.box_object(object)?;
                self.temporary_of(context, boxed, TypeId::ANY)
            }
            ExpressionKind::Closure { function, captures } => {
                self.emit_closure(context, *function, captures, expression.ty)?
            }
            ExpressionKind::FunctionReference(function) => {
                self.emit_function_reference(*function, expression.ty)?
            }
            ExpressionKind::AdaptFunction(value) => {
                self.emit_adapt_function(context, value, expression.ty)?
            }
            ExpressionKind::NonNull { value, property } => {
                let pointer = self.emit_pointer(context, value)?;
                if self.program.types.is_dynamic(value.ty) {
                    self.emit_nothing_check(context, pointer, property)?;
                } else {
                    self.null_check(context, pointer, value.ty, property, false)?;
                }
                pointer.into()
            }
            ExpressionKind::NewCollection {
                entries,
                from,
                weak,
            } => {
                self.emit_new_collection(context, entries, from.as_deref(), *weak, expression.ty)?
            }
            ExpressionKind::CollectionNext { collection, cursor } => {
                self.emit_collection_next(context, collection, *cursor)?
            }
            ExpressionKind::CollectionEntry {
                collection,
                position,
                value,
            } => {
                self.emit_collection_entry(context, collection, position, *value, expression.ty)?
            }
            ExpressionKind::TupleLiteral(elements) => {
                self.emit_tuple_literal(context, elements, expression.ty)?
            }
            ExpressionKind::ObjectLiteral(properties) => {
                self.emit_object_literal(context, properties, expression.ty, false)?
            }
            ExpressionKind::ObjectSpread(parts) => {
                self.emit_object_spread(context, parts, expression.ty)?
            }
            ExpressionKind::PropertyGet { object, name } => {
                self.emit_property_get(context, object, name, expression.ty)?
            }
            ExpressionKind::PropertySet {
                object,
                name,
                change,
            } => self.emit_property_set(context, object, name, change, expression.ty, true)?,
            ExpressionKind::PropertyCall {
                object,
                name,
                arguments,
            } => {
                return self.emit_property_call(context, object, name, arguments, expression.ty);
            }
            ExpressionKind::CallValue { callee, arguments } => {
                return self.emit_call_value(context, callee, arguments, expression.ty);
            }
            ExpressionKind::Downcast { value, class } => {
                self.emit_downcast(context, value, *class)?
            }
            ExpressionKind::InstanceOf { object, class } => {
                self.emit_instance_of(context, object, *class)?
            }
            ExpressionKind::InstanceOfGeneric {
                object,
                generic,
                dynamic,
            } => self.emit_instance_of_generic(context, object, *generic, *dynamic)?,
            ExpressionKind::TakeReceiver if expression.ty == TypeId::ANY => {
                // A function's own `this` as an `any`: the object boxed, or
                // `undefined` for a plain call.
                // A generator's was taken when it was called (and
                // retained): moved out of its slot.
                let early = context.early_receiver;
                let receiver = match early {
                    Some(slot) => {
                        let receiver =
                            self.builder.build_load(self.pointer_type(), slot, "this")?;
                        self.builder
                            .build_store(slot, self.pointer_type().const_null())?;
                        receiver
                    }
                    None => self.take_register("scr_receiver")?,
                };
                let boxed = self.call_runtime_value(RuntimeFunction::ReceiverBox, &[receiver])?;
                if early.is_some() {
                    self.emit_release_object(receiver)?;
                }
                self.temporary_of(context, boxed, TypeId::ANY)
            }
            // A generator's receiver, taken when it was called: an owned
            // reference, moved into `this`.
            ExpressionKind::TakeReceiver if let Some(slot) = context.early_receiver => {
                let receiver = self.builder.build_load(self.pointer_type(), slot, "this")?;
                self.builder
                    .build_store(slot, self.pointer_type().const_null())?;
                self.temporary_of(context, receiver, expression.ty)
            }
            ExpressionKind::TakeReceiver => self.take_register("scr_receiver")?,
            ExpressionKind::ArgumentsPassed => {
                let register = self.external_global("scr_arguments_callee");
                let callee = self
                    .builder
                    .build_load(self.pointer_type(), register, "arguments.callee")?
                    .into_pointer_value();
                let own = context.function.as_global_value().as_pointer_value();
                self.builder
                    .build_int_compare(inkwell::IntPredicate::EQ, callee, own, "arguments.passed")?
                    .into()
            }
            ExpressionKind::TakeArguments => {
                let arguments = self.take_register("scr_arguments")?;
                self.clear_handed_arguments()?;
                self.emit_retain(arguments)?;
                self.temporary_of(context, arguments, expression.ty)
            }
            ExpressionKind::Caught => {
                let caught = self.call_runtime_value(RuntimeFunction::Catch, &[])?;
                self.temporary_of(context, caught, TypeId::UNKNOWN)
            }
            ExpressionKind::ToDynamic(value) => self.emit_to_dynamic(context, value)?,
            ExpressionKind::FromDynamic(value) => {
                self.emit_from_dynamic(context, value, expression.ty)?
            }
            ExpressionKind::DynamicInstanceOf { value, class } => {
                let boxed = self.emit_pointer(context, value)?;
                let descriptor = self.class_descriptor(*class);
                let found = self
                    .call_runtime_value(
                        RuntimeFunction::DynamicInstanceOf,
                        &[boxed.into(), descriptor.into()],
                    )?
                    .into_int_value();
                self.builder
                    .build_int_compare(
                        inkwell::IntPredicate::NE,
                        found,
                        self.context.i32_type().const_zero(),
                        "instanceof",
                    )?
                    .into()
            }
            ExpressionKind::DynamicKindIs { value, kind } => {
                let boxed = self.emit_pointer(context, value)?;
                let found = self
                    .call_runtime_value(RuntimeFunction::DynamicKind, &[boxed.into()])?
                    .into_int_value();
                self.builder
                    .build_int_compare(
                        inkwell::IntPredicate::EQ,
                        found,
                        self.context.i32_type().const_int(u64::from(*kind), false),
                        "kind.is",
                    )?
                    .into()
            }
            ExpressionKind::HasProperty { object, key } => {
                let key = self.emit_pointer(context, key)?;
                let object_type = object.ty;
                let object = self.emit_pointer(context, object)?;
                self.null_check(context, object, object_type, "in", false)?;
                let found = self
                    .call_runtime_value(RuntimeFunction::ObjectHas, &[object.into(), key.into()])?
                    .into_int_value();
                self.builder
                    .build_int_compare(
                        inkwell::IntPredicate::NE,
                        found,
                        self.context.i32_type().const_zero(),
                        "has",
                    )?
                    .into()
            }
            // `flags[i] === false`, `flags[i] == null`: the element's three
            // states compared, with no box made.
            ExpressionKind::DynamicEquals {
                left,
                right,
                equality,
            } if element_boolean_comparison(left, right).is_some() => {
                let (read_first, read, other) = element_boolean_comparison(left, right)
                    .ok_or_else(|| InternalError("matched above".into()))?;
                let i64_type = self.context.i64_type();
                let other_bits = |this: &mut Self, context: &mut FunctionContext<'ctx>| {
                    Ok::<_, InternalError>(match other.kind {
                        ExpressionKind::Undefined => {
                            i64_type.const_int(super::arrays::MISSING_BOOLEAN_BITS, false)
                        }
                        // `undefined == null`; nothing is `=== null`.
                        ExpressionKind::Null if *equality == crate::hir::Equality::Loose => {
                            i64_type.const_int(super::arrays::MISSING_BOOLEAN_BITS, false)
                        }
                        ExpressionKind::Null => i64_type.const_all_ones(),
                        _ => {
                            let value = this.emit_condition(context, other)?;
                            this.builder.build_int_z_extend(value, i64_type, "other")?
                        }
                    })
                };
                let (read_bits, other_bits) = if read_first {
                    let read_bits = self.boolean_element_bits(context, read)?;
                    (read_bits, other_bits(self, context)?)
                } else {
                    let other_bits = other_bits(self, context)?;
                    (self.boolean_element_bits(context, read)?, other_bits)
                };
                self.builder
                    .build_int_compare(inkwell::IntPredicate::EQ, read_bits, other_bits, "equal")?
                    .into()
            }
            // `x === null`, `x == undefined`: the box's kind, with no box
            // made for the literal.
            ExpressionKind::DynamicEquals {
                left,
                right,
                equality,
            } if nothing_literal(left).or(nothing_literal(right)).is_some() => {
                let (value, nothing) = match nothing_literal(right) {
                    Some(nothing) => (left, nothing),
                    None => (right, nothing_literal(left).unwrap_or(5)),
                };
                let boxed = self.emit_pointer(context, value)?;
                let kind = self
                    .call_runtime_value(RuntimeFunction::DynamicKind, &[boxed.into()])?
                    .into_int_value();
                let i32_type = self.context.i32_type();
                let is = |this: &mut Self, wanted: u64, name: &str| {
                    this.builder.build_int_compare(
                        inkwell::IntPredicate::EQ,
                        kind,
                        i32_type.const_int(wanted, false),
                        name,
                    )
                };
                let exact = is(self, nothing, "is.nothing")?;
                if *equality == crate::hir::Equality::Loose {
                    let other = is(self, 5 + 6 - nothing, "is.other.nothing")?;
                    self.builder.build_or(exact, other, "nullish")?.into()
                } else {
                    exact.into()
                }
            }
            ExpressionKind::DynamicEquals {
                left,
                right,
                equality,
            } => {
                let left = self.emit_pointer(context, left)?;
                let right = self.emit_pointer(context, right)?;
                let loose = self.context.i32_type().const_int(*equality as u64, false);
                let equal = self
                    .call_runtime_value(
                        RuntimeFunction::DynamicEquals,
                        &[left.into(), right.into(), loose.into()],
                    )?
                    .into_int_value();
                self.builder
                    .build_int_compare(
                        inkwell::IntPredicate::NE,
                        equal,
                        self.context.i32_type().const_zero(),
                        "equal",
                    )?
                    .into()
            }
            // A property or element of an `any` read as a number: read
            // without a box when it holds a number.
            ExpressionKind::DynamicToNumber(value)
                if matches!(
                    &value.kind,
                    ExpressionKind::Builtin {
                        builtin: Builtin::Any(AnyOperation::Get | AnyOperation::Index),
                        ..
                    }
                ) =>
            {
                let ExpressionKind::Builtin { builtin, arguments } = &value.kind else {
                    unreachable!("matched above");
                };
                let object = self.emit_pointer(context, &arguments[0])?;
                // `o[k]` with a string `k` is `o.k`.
                let named_key = self.string_key(&arguments[1]);
                let key = self.emit_pointer(context, named_key.unwrap_or(&arguments[1]))?;
                // A name literal: through the site's inline cache.
                let by_name = *builtin == Builtin::Any(AnyOperation::Get) || named_key.is_some();
                let literal = by_name
                    && matches!(
                        named_key.unwrap_or(&arguments[1]).kind,
                        ExpressionKind::String(_)
                    );
                let function = if by_name {
                    RuntimeFunction::AnyGetNumber
                } else {
                    RuntimeFunction::AnyIndexNumber
                };
                let number = if literal {
                    self.emit_any_get_number_site(object, key)?.into()
                } else {
                    self.call_runtime_value(function, &[object.into(), key.into()])?
                };
                // Reads of `undefined`/`null` raise Node's TypeError.
                if self.any_throw {
                    self.emit_pending_check(context)?;
                }
                number
            }
            ExpressionKind::DynamicToNumber(value) => {
                // A number box's payload inline; anything else converted
                // by the runtime.
                let boxed = self.emit_pointer(context, value)?;
                let (is_number, held) = self.number_in_box(boxed)?;
                let held_block = self.current_insert_block()?;
                let convert = self
                    .context
                    .append_basic_block(context.function, "tonumber.convert");
                let join = self
                    .context
                    .append_basic_block(context.function, "tonumber.done");
                let branch = self
                    .builder
                    .build_conditional_branch(is_number, join, convert)?;
                self.mark_likely(branch)?;
                self.builder.position_at_end(convert);
                let converted =
                    self.call_runtime_value(RuntimeFunction::DynamicToNumber, &[boxed.into()])?;
                // An object's `valueOf` may throw.
                if self.any_throw {
                    self.emit_pending_check(context)?;
                }
                let convert_end = self.current_insert_block()?;
                self.builder.build_unconditional_branch(join)?;
                self.builder.position_at_end(join);
                let f64_type = self.context.f64_type();
                let number = self.builder.build_phi(f64_type, "tonumber")?;
                number.add_incoming(&[(&held, held_block), (&converted, convert_end)]);
                number.as_basic_value()
            }
            ExpressionKind::SpreadArguments(_) => {
                return Err(crate::diagnostics::InternalError(
                    "a spread of arguments outside console.log".into(),
                ));
            }
            ExpressionKind::ArrayBoxes(value) => {
                let array = self.emit_pointer(context, value)?;
                let boxes =
                    self.call_runtime_value(RuntimeFunction::ArrayBoxes, &[array.into()])?;
                self.temporary_of(context, boxes, expression.ty)
            }
            ExpressionKind::DynamicTypeof(value) | ExpressionKind::DynamicToString(value) => {
                let boxed = self.emit_pointer(context, value)?;
                let function = match &expression.kind {
                    ExpressionKind::DynamicTypeof(_) => RuntimeFunction::DynamicTypeof,
                    _ => RuntimeFunction::DynamicToString,
                };
                let text = self.call_runtime_value(function, &[boxed.into()])?;
                self.temporary(context, text)
            }
            ExpressionKind::FieldGet { object, field } => {
                self.emit_field_get(context, object, *field, expression.ty)?
            }
            ExpressionKind::FieldSet {
                object,
                field,
                change,
            } => self.emit_field_set(context, object, *field, change, expression.ty, true)?,
            ExpressionKind::ArrayFilled { count, value } => {
                self.emit_array_filled(context, count, value.as_deref(), expression.ty)?
            }
            ExpressionKind::StringLength(string) => {
                let length = self.emit_string_length(context, string)?;
                self.builder
                    .build_unsigned_int_to_float(length, self.context.f64_type(), "length.f64")?
                    .into()
            }
        };
        Ok(Some(value))
    }

    /// `target = value`: stores an owned value and releases the old one. As
    /// an expression (`want_result`), the result is the new value, retained
    /// as a temporary so a later assignment in the same expression cannot
    /// free it while it is in use.
    pub(crate) fn emit_assign(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        target: Variable,
        value: &Expression,
        ty: TypeId,
        want_result: bool,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        if let Some(shadow) = self.shadow_of(context, target) {
            let number = self.emit_shadowed_store(context, target, shadow, value)?;
            return Ok(Some(number.into()));
        }
        if let Some(integer) = self.emit_integer_store(context, target, value)? {
            let slot = self.integer_slot(context, target);
            self.builder.build_store(slot, integer)?;
            return Ok(Some(
                self.builder
                    .build_signed_int_to_float(integer, self.context.f64_type(), "assigned")?
                    .into(),
            ));
        }
        let value = self.emit_owned(context, value, ty)?;
        let Some(value) = value else {
            return Ok(None);
        };
        if want_result && self.is_counted(ty) {
            // Inside a larger expression, which may have read the old value
            // without holding it (`f(s, s = t)`): the old value is released
            // with the expression's temporaries, not now.
            if let Some((slot, value_type)) = self.variable_slot(context, target, ty)? {
                let old = self.builder.build_load(value_type, slot, "old")?;
                self.builder.build_store(slot, value)?;
                self.temporary_of(context, old, ty);
            }
            self.emit_retain(value)?;
            return Ok(Some(self.temporary_of(context, value, ty)));
        }
        self.store_variable(context, target, ty, value)?;
        Ok(Some(value))
    }

    /// Emits an expression whose value is stored as type `ty`; an
    /// expression of type `never` (which does not return) yields `ty`'s
    /// default value so the surrounding code stays well formed.
    pub(crate) fn emit_value(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        // A value stored where an `unknown` is wanted is boxed.
        if self.program.types.is_dynamic(ty)
            && !self.program.types.is_dynamic(expression.ty)
            && expression.ty != TypeId::NEVER
        {
            return Ok(Some(self.emit_to_dynamic(context, expression)?));
        }
        // An `any` stored where a type is wanted is unboxed, checked (the
        // checker does it where it can refuse; this covers the rest).
        if expression.ty == TypeId::ANY
            && !self.program.types.is_dynamic(ty)
            && ty != TypeId::NEVER
            && self.value_type(ty).is_some()
        {
            let value = self.emit_from_dynamic(context, expression, ty)?;
            if self.is_counted(ty) {
                // Borrowed from the box: held as a temporary of its own.
                self.emit_retain(value)?;
                return Ok(Some(self.temporary_of(context, value, ty)));
            }
            return Ok(Some(value));
        }
        match self.emit_expression(context, expression)? {
            Some(value) => Ok(Some(value)),
            // `undefined` stored as a value of a type that has one.
            None if expression.ty == TypeId::UNDEFINED && self.value_type(ty).is_some() => {
                Ok(Some(self.missing_value(ty)?))
            }
            None => Ok(self.default_value(ty)),
        }
    }

    pub(crate) fn emit_number(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<FloatValue<'ctx>> {
        match self.emit_value(context, expression, TypeId::NUMBER)? {
            Some(BasicValueEnum::FloatValue(value)) => Ok(value),
            _ => Err(InternalError("expected a number value".into())),
        }
    }

    fn emit_boolean(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<IntValue<'ctx>> {
        match self.emit_value(context, expression, TypeId::BOOLEAN)? {
            Some(BasicValueEnum::IntValue(value)) => Ok(value),
            _ => Err(InternalError("expected a boolean value".into())),
        }
    }

    /// A counted value (string or array) as a pointer, borrowed.
    pub(crate) fn emit_pointer(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<PointerValue<'ctx>> {
        match self.emit_value(context, expression, expression.ty)? {
            Some(BasicValueEnum::PointerValue(value)) => Ok(value),
            _ => Err(InternalError("expected a pointer value".into())),
        }
    }

    pub(crate) fn emit_string(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<PointerValue<'ctx>> {
        match self.emit_value(context, expression, TypeId::STRING)? {
            Some(BasicValueEnum::PointerValue(value)) => Ok(value),
            _ => Err(InternalError("expected a string value".into())),
        }
    }

    /// A condition as an `i1`.
    pub(crate) fn emit_condition(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        condition: &Expression,
    ) -> Result<IntValue<'ctx>> {
        if condition.ty == TypeId::BOOLEAN {
            return self.emit_boolean(context, condition);
        }
        self.emit_to_boolean(context, condition)
    }

    /// Where a variable's value is: its stack slot, the inside of its box,
    /// or its global.
    pub(crate) fn variable_slot(
        &mut self,
        context: &FunctionContext<'ctx>,
        variable: Variable,
        ty: TypeId,
    ) -> Result<Option<(PointerValue<'ctx>, inkwell::types::BasicTypeEnum<'ctx>)>> {
        let Some(value_type) = self.value_type(ty) else {
            return Ok(None);
        };
        let pointer = match variable {
            Variable::Local(local) if context.boxed[local.index()] => {
                self.boxed_slot(context, local)?
            }
            Variable::Local(local) => self.local_pointer(context, local),
            Variable::Global(global) => self.globals[global.index()].as_pointer_value(),
        };
        Ok(Some((pointer, value_type)))
    }

    fn emit_unary(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operator: UnaryOperator,
        operand: &Expression,
    ) -> Result<BasicValueEnum<'ctx>> {
        Ok(match operator {
            UnaryOperator::Negate => {
                let value = self.emit_number(context, operand)?;
                self.builder.build_float_neg(value, "neg")?.into()
            }
            UnaryOperator::BitNot => {
                let value = self.emit_number(context, operand)?;
                let bits = self.emit_to_int32(value)?;
                let inverted = self.builder.build_not(bits, "not")?;
                self.int32_to_number(inverted)?.into()
            }
            UnaryOperator::Not => {
                let value = self.emit_boolean(context, operand)?;
                self.builder.build_not(value, "lnot")?.into()
            }
        })
    }

    /// A loop counter's current value (`Local::counter`).
    pub(crate) fn load_counter(
        &mut self,
        context: &FunctionContext<'ctx>,
        local: LocalId,
    ) -> Result<IntValue<'ctx>> {
        Ok(self
            .builder
            .build_load(
                self.context.i64_type(),
                self.local_pointer(context, local),
                "counter",
            )?
            .into_int_value())
    }

    /// The loop counter an index expression reads, if it is one.
    pub(crate) fn counter_index(
        &mut self,
        context: &FunctionContext<'ctx>,
        index: &Expression,
    ) -> Result<Option<IntValue<'ctx>>> {
        match &index.kind {
            ExpressionKind::Variable(Variable::Local(local)) if context.counters[local.index()] => {
                self.load_counter(context, *local).map(Some)
            }
            // `xs[i + 1]`, `xs[i - 1]`: still an integer (a counter stays
            // far below 2^53, so the sum is exact).
            ExpressionKind::Binary {
                operator: operator @ (BinaryOperator::Add | BinaryOperator::Subtract),
                left,
                right,
            } => {
                let ExpressionKind::Number(offset) = right.kind else {
                    return Ok(None);
                };
                if offset.fract() != 0.0 || offset.abs() > 2_147_483_648.0 {
                    return Ok(None);
                }
                let Some(counter) = self.counter_index(context, left)? else {
                    return Ok(None);
                };
                let offset = self
                    .context
                    .i64_type()
                    .const_int(offset as i64 as u64, true);
                Ok(Some(if *operator == BinaryOperator::Add {
                    self.builder.build_int_add(counter, offset, "index.add")?
                } else {
                    self.builder.build_int_sub(counter, offset, "index.sub")?
                }))
            }
            _ => Ok(None),
        }
    }

    /// `s.length` as its `u32`; a string holding `undefined` (an element
    /// read past the end, a missing value) raises Node's TypeError.
    pub(crate) fn emit_string_length(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        string: &Expression,
    ) -> Result<IntValue<'ctx>> {
        let string = self.emit_string(context, string)?;
        self.check_string_defined(context, string, "length")?;
        self.string_length(string)
    }

    /// Raises Node's TypeError (`Cannot read properties of null (reading
    /// 'property')`, or of `undefined`) when the box `value` holds `null`
    /// or `undefined`.
    fn emit_nothing_check(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: PointerValue<'ctx>,
        property: &str,
    ) -> Result<()> {
        // The runtime's kinds of a box holding `undefined` and `null`
        // (`dynamic::DYNAMIC_UNDEFINED`, `DYNAMIC_NULL`).
        const UNDEFINED: u64 = 5;
        const NULL: u64 = 6;
        let i32_type = self.context.i32_type();
        let kind = self
            .call_runtime_value(RuntimeFunction::DynamicKind, &[value.into()])?
            .into_int_value();
        let is_null = self.builder.build_int_compare(
            IntPredicate::EQ,
            kind,
            i32_type.const_int(NULL, false),
            "is.null",
        )?;
        let is_undefined = self.builder.build_int_compare(
            IntPredicate::EQ,
            kind,
            i32_type.const_int(UNDEFINED, false),
            "is.undefined",
        )?;
        let nothing = self.builder.build_or(is_null, is_undefined, "nothing")?;
        let fail = self
            .context
            .append_basic_block(context.function, "nothing.fail");
        let ok = self
            .context
            .append_basic_block(context.function, "nothing.ok");
        self.builder.build_conditional_branch(nothing, fail, ok)?;
        self.builder.position_at_end(fail);
        let name = self.string_literal(&super::strings::utf16(property));
        // Bit 1: `undefined` rather than `null` (see `scr_null_access`).
        let flag = self.builder.build_select(
            is_undefined,
            i32_type.const_int(2, false),
            i32_type.const_zero(),
            "flag",
        )?;
        self.call_runtime(RuntimeFunction::NullAccess, &[name.into(), flag])?;
        self.after_runtime_error(context)?;
        self.builder.position_at_end(ok);
        Ok(())
    }

    /// Raises Node's TypeError (`Cannot read properties of undefined
    /// (reading 'property')`) when `string` holds `undefined` (an element
    /// read past the end, a missing value): reading a property of it.
    pub(crate) fn check_string_defined(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        string: PointerValue<'ctx>,
        property: &str,
    ) -> Result<()> {
        let undefined_text = self.external_string("scr_undefined_text");
        let missing = self.builder.build_int_compare(
            inkwell::IntPredicate::EQ,
            self.builder
                .build_ptr_to_int(string, self.context.i64_type(), "text")?,
            self.builder
                .build_ptr_to_int(undefined_text, self.context.i64_type(), "undefined")?,
            "missing",
        )?;
        let fail = self
            .context
            .append_basic_block(context.function, "string.undefined");
        let ok = self
            .context
            .append_basic_block(context.function, "string.ok");
        self.builder.build_conditional_branch(missing, fail, ok)?;
        self.builder.position_at_end(fail);
        let name = self.string_literal(&super::strings::utf16(property));
        let flag = self.context.i32_type().const_int(2, false);
        self.call_runtime(RuntimeFunction::NullAccess, &[name.into(), flag.into()])?;
        self.after_runtime_error(context)?;
        self.builder.position_at_end(ok);
        Ok(())
    }

    /// `s.charCodeAt(i)` compared with an integer literal (either side):
    /// the unit read inline is compared as an integer.
    fn emit_unit_compare(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operator: BinaryOperator,
        left: &Expression,
        right: &Expression,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        use BinaryOperator as B;
        fn char_code(expression: &Expression) -> Option<(&Expression, &Expression)> {
            match &expression.kind {
                ExpressionKind::Builtin {
                    builtin: Builtin::Library(LibraryFunction::CharCodeAt),
                    arguments,
                } if arguments.len() == 2 => Some((&arguments[0], &arguments[1])),
                _ => None,
            }
        }
        let constant = |expression: &Expression| match expression.kind {
            ExpressionKind::Number(value)
                if value.fract() == 0.0 && value.abs() < 2_147_483_648.0 =>
            {
                Some(value as i32)
            }
            _ => None,
        };
        // `K < s.charCodeAt(i)` is `s.charCodeAt(i) > K`.
        let (call, value, operator) = match (char_code(left), constant(right)) {
            (Some(call), Some(value)) => (call, value, operator),
            _ => match (constant(left), char_code(right)) {
                (Some(value), Some(call)) => {
                    let mirrored = match operator {
                        B::Less => B::Greater,
                        B::LessEqual => B::GreaterEqual,
                        B::Greater => B::Less,
                        B::GreaterEqual => B::LessEqual,
                        other => other,
                    };
                    (call, value, mirrored)
                }
                _ => return Ok(None),
            },
        };
        if !matches!(
            operator,
            B::Less | B::LessEqual | B::Greater | B::GreaterEqual | B::Equal | B::NotEqual
        ) {
            return Ok(None);
        }
        let (receiver, position) = call;
        let string = self.emit_string(context, receiver)?;
        let position = self.emit_position(context, position)?;
        let compared =
            self.emit_char_code_compare(context.function, string, position, operator, value)?;
        Ok(Some(compared.into()))
    }

    /// `i < xs.length` (and `<=`, `>`, `>=`) with `i` a loop counter: an
    /// integer comparison, which LLVM's loop passes understand.
    fn emit_counter_compare(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operator: BinaryOperator,
        left: &Expression,
        right: &Expression,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let Some(predicate) = super::integers::integer_predicate(operator) else {
            return Ok(None);
        };
        let is_length = matches!(
            &right.kind,
            ExpressionKind::Builtin {
                builtin: Builtin::Array(crate::hir::ArrayMethod::Length),
                ..
            } | ExpressionKind::StringLength(_)
        );
        if !is_length {
            return Ok(None);
        }
        let Some(counter) = self.counter_index(context, left)? else {
            return Ok(None);
        };
        let length = match &right.kind {
            ExpressionKind::StringLength(string) => self.emit_string_length(context, string)?,
            ExpressionKind::Builtin { arguments, .. } => {
                let array = self.emit_pointer(context, &arguments[0])?;
                if self.program.types.typed_kind(arguments[0].ty).is_some() {
                    self.typed_length(array)?
                } else {
                    self.array_length(array)?
                }
            }
            _ => return Err(InternalError("a length".into())),
        };
        let length =
            self.builder
                .build_int_z_extend(length, self.context.i64_type(), "length.i64")?;
        Ok(Some(
            self.builder
                .build_int_compare(predicate, counter, length, "counter.cmp")?
                .into(),
        ))
    }

    fn emit_binary(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operator: BinaryOperator,
        left: &Expression,
        right: &Expression,
    ) -> Result<BasicValueEnum<'ctx>> {
        use BinaryOperator as B;
        if let Some(compared) = self.emit_counter_compare(context, operator, left, right)? {
            return Ok(compared);
        }
        if let Some(compared) = self.emit_integer_compare(context, operator, left, right)? {
            return Ok(compared);
        }
        if let Some(compared) = self.emit_unit_compare(context, operator, left, right)? {
            return Ok(compared);
        }
        match operator {
            B::BitAnd
            | B::BitOr
            | B::BitXor
            | B::ShiftLeft
            | B::ShiftRight
            | B::UnsignedShiftRight => {
                let a = self.integer_operand_int32(context, left)?;
                let b = self.integer_operand_int32(context, right)?;
                let result = self.bitwise_i64(operator, a, b)?;
                return Ok(self
                    .builder
                    .build_signed_int_to_float(result, self.context.f64_type(), "bits.f64")?
                    .into());
            }
            _ => {}
        }
        match operator {
            B::Concat => {
                let result = self.emit_concat(context, left, right)?.into();
                let result = self.temporary(context, result);
                self.check_runtime_raise(context)?;
                return Ok(result);
            }
            // `typeof x === "object"` of a box: its kind named without
            // making the name.
            B::StringEqual | B::StringNotEqual
                if let Some((value, name)) =
                    typeof_test(left, right).or(typeof_test(right, left)) =>
            {
                let boxed = self.emit_pointer(context, value)?;
                let code = self
                    .call_runtime_value(RuntimeFunction::DynamicTypeofCode, &[boxed.into()])?
                    .into_int_value();
                // A name `typeof` never gives compares with -1, which no
                // value's code is.
                let wanted = TYPEOF_NAMES
                    .iter()
                    .position(|known| known.encode_utf16().eq(name.iter().copied()))
                    .map_or(u64::MAX, |position| position as u64);
                let predicate = if operator == B::StringEqual {
                    IntPredicate::EQ
                } else {
                    IntPredicate::NE
                };
                let wanted = self.context.i32_type().const_int(wanted, true);
                return Ok(self
                    .builder
                    .build_int_compare(predicate, code, wanted, "typeof.is")?
                    .into());
            }
            B::StringEqual | B::StringNotEqual => {
                let (a, b) = (
                    self.emit_string(context, left)?,
                    self.emit_string(context, right)?,
                );
                let equal = self.strings_equal(a, b)?;
                if operator == B::StringEqual {
                    return Ok(equal.into());
                }
                return Ok(self.builder.build_not(equal, "strne")?.into());
            }
            B::StringLess | B::StringLessEqual | B::StringGreater | B::StringGreaterEqual => {
                let (a, b) = (
                    self.emit_string(context, left)?,
                    self.emit_string(context, right)?,
                );
                let order = self.strings_compare(a, b)?;
                let zero = self.context.i32_type().const_zero();
                let predicate = match operator {
                    B::StringLess => IntPredicate::SLT,
                    B::StringLessEqual => IntPredicate::SLE,
                    B::StringGreater => IntPredicate::SGT,
                    _ => IntPredicate::SGE,
                };
                let holds = self
                    .builder
                    .build_int_compare(predicate, order, zero, "strcmp")?;
                // `undefined` (a read past the end) is unordered.
                let ordered = self.builder.build_int_compare(
                    IntPredicate::NE,
                    order,
                    self.context
                        .i32_type()
                        .const_int(super::strings::UNORDERED as u64, true),
                    "ordered",
                )?;
                return Ok(self.builder.build_and(holds, ordered, "strcmp")?.into());
            }
            B::ReferenceEqual | B::ReferenceNotEqual => {
                let (a, b) = (
                    self.emit_pointer(context, left)?,
                    self.emit_pointer(context, right)?,
                );
                // Functions: an adapter or wrapper closure is the function
                // it forwards to.
                let is_function = |ty: TypeId| {
                    matches!(
                        self.program.types.get(self.program.types.callable(ty)),
                        crate::types::Type::Function(_)
                    )
                };
                if is_function(left.ty) && is_function(right.ty) {
                    let same = self
                        .call_runtime_value(RuntimeFunction::FunctionSame, &[a.into(), b.into()])?
                        .into_int_value();
                    let predicate = if operator == B::ReferenceEqual {
                        IntPredicate::NE
                    } else {
                        IntPredicate::EQ
                    };
                    let zero = self.context.i32_type().const_zero();
                    return Ok(self
                        .builder
                        .build_int_compare(predicate, same, zero, "same")?
                        .into());
                }
                let i64_type = self.context.i64_type();
                let a = self.builder.build_ptr_to_int(a, i64_type, "a.address")?;
                let b = self.builder.build_ptr_to_int(b, i64_type, "b.address")?;
                let predicate = if operator == B::ReferenceEqual {
                    IntPredicate::EQ
                } else {
                    IntPredicate::NE
                };
                return Ok(self
                    .builder
                    .build_int_compare(predicate, a, b, "same")?
                    .into());
            }
            B::BooleanEqual | B::BooleanNotEqual => {
                let (a, b) = (
                    self.emit_boolean(context, left)?,
                    self.emit_boolean(context, right)?,
                );
                let predicate = if operator == B::BooleanEqual {
                    IntPredicate::EQ
                } else {
                    IntPredicate::NE
                };
                return Ok(self
                    .builder
                    .build_int_compare(predicate, a, b, "booleq")?
                    .into());
            }
            _ => {}
        }
        let a = self.emit_number(context, left)?;
        let b = self.emit_number(context, right)?;
        self.numeric_binary(operator, a, b)
    }

    /// A binary operator on two evaluated numbers.
    pub(crate) fn numeric_binary(
        &mut self,
        operator: BinaryOperator,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        use BinaryOperator as B;
        let builder = &self.builder;
        let compare = |predicate, name| -> Result<BasicValueEnum<'ctx>> {
            Ok(builder.build_float_compare(predicate, a, b, name)?.into())
        };
        Ok(match operator {
            B::Add => builder.build_float_add(a, b, "add")?.into(),
            B::Subtract => builder.build_float_sub(a, b, "sub")?.into(),
            B::Multiply => builder.build_float_mul(a, b, "mul")?.into(),
            B::Divide => builder.build_float_div(a, b, "div")?.into(),
            B::Remainder => self.remainder(a, b)?.into(),
            B::Less => compare(FloatPredicate::OLT, "lt")?,
            B::LessEqual => compare(FloatPredicate::OLE, "le")?,
            B::Greater => compare(FloatPredicate::OGT, "gt")?,
            B::GreaterEqual => compare(FloatPredicate::OGE, "ge")?,
            B::Equal => compare(FloatPredicate::OEQ, "eq")?,
            // Unordered: NaN !== NaN is true.
            B::NotEqual => compare(FloatPredicate::UNE, "ne")?,
            B::Power => self
                .emit_math(crate::hir::MathFunction::Pow, &[a, b])?
                .into(),
            B::BitAnd
            | B::BitOr
            | B::BitXor
            | B::ShiftLeft
            | B::ShiftRight
            | B::UnsignedShiftRight => self.emit_bitwise(operator, a, b)?.into(),
            _ => return Err(InternalError(format!("operator {operator:?} on numbers"))),
        })
    }

    /// A string position: an integer (an `i64`) when the analysis proves
    /// it one (a loop counter), else the number.
    fn emit_position(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        position: &Expression,
    ) -> Result<super::strings::Position<'ctx>> {
        Ok(if self.is_safe_integer(context, position) {
            super::strings::Position::Integer(self.emit_integer_i64(context, position)?)
        } else {
            super::strings::Position::Number(self.emit_number(context, position)?)
        })
    }

    /// A call of a library function: arguments lowered per the table's
    /// parameters, a string result kept as a temporary.
    fn emit_library_call(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        function: LibraryFunction,
        arguments: &[Expression],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let entry = function.entry();
        if let (LibraryFunction::StringIndex, [receiver, position]) = (function, arguments) {
            let string = self.emit_string(context, receiver)?;
            let position = self.emit_position(context, position)?;
            let text = self.emit_string_index(context.function, string, position)?;
            return Ok(Some(self.temporary(context, text.into())));
        }
        if let (LibraryFunction::CharCodeAt, [receiver, position]) = (function, arguments) {
            let string = self.emit_string(context, receiver)?;
            self.check_string_defined(context, string, entry.name)?;
            let position = self.emit_position(context, position)?;
            let code = self.emit_char_code_at(context.function, string, position)?;
            return Ok(Some(code.into()));
        }
        let mut given = arguments.iter();
        let mut values: Vec<BasicValueEnum<'ctx>> = Vec::new();
        if !matches!(entry.home, Home::Static(_)) {
            let receiver = given
                .next()
                .ok_or_else(|| InternalError("a method without receiver".into()))?;
            let value = self.emit_value(context, receiver, receiver.ty)?;
            if entry.home == Home::StringMethod
                && receiver.ty == TypeId::STRING
                && !matches!(receiver.kind, ExpressionKind::String(_))
                && let Some(BasicValueEnum::PointerValue(string)) = value
            {
                self.check_string_defined(context, string, entry.name)?;
            }
            values.extend(value);
        }
        let i32_type = self.context.i32_type();
        for parameter in entry.parameters {
            match parameter {
                Parameter::RestNumbers => {
                    let rest: Vec<&Expression> = given.by_ref().collect();
                    // Numbers gathered into one array (spread arguments):
                    // its slots are the doubles.
                    if let [array] = rest[..]
                        && self.program.types.element(array.ty) == Some(TypeId::NUMBER)
                    {
                        let array = self.emit_pointer(context, array)?;
                        let slots = self.array_slots(array)?;
                        let length = self.array_length(array)?;
                        let count = self.builder.build_int_z_extend(
                            length,
                            self.context.i64_type(),
                            "count",
                        )?;
                        values.extend::<[BasicValueEnum; 2]>([slots.into(), count.into()]);
                        continue;
                    }
                    let mut numbers = Vec::new();
                    for argument in rest {
                        numbers.push(self.emit_number(context, argument)?);
                    }
                    let (array, count) = self.number_array(&numbers)?;
                    values.extend([array, count]);
                }
                Parameter::OptionalNumber => {
                    let argument = given
                        .next()
                        .ok_or_else(|| InternalError("a missing optional argument".into()))?;
                    if argument.ty == TypeId::UNDEFINED {
                        values.push(self.context.f64_type().const_zero().into());
                        values.push(i32_type.const_zero().into());
                    } else {
                        values.push(self.emit_number(context, argument)?.into());
                        values.push(i32_type.const_int(1, false).into());
                    }
                }
                Parameter::Required(Kind::Boolean) => {
                    let argument = given
                        .next()
                        .ok_or_else(|| InternalError("a missing library argument".into()))?;
                    let flag = self.emit_boolean(context, argument)?;
                    let flag = self.builder.build_int_z_extend(flag, i32_type, "flag")?;
                    values.push(flag.into());
                }
                _ => {
                    let argument = given
                        .next()
                        .ok_or_else(|| InternalError("a missing library argument".into()))?;
                    let value = self.emit_value(context, argument, argument.ty)?;
                    values.extend(value);
                }
            }
        }
        if entry.result == Kind::Void {
            self.call_runtime(RuntimeFunction::Library(function), &values)?;
            if function.raises() {
                self.check_runtime_raise(context)?;
            }
            return Ok(None);
        }
        let result = self.call_runtime_value(RuntimeFunction::Library(function), &values)?;
        let result = match entry.result {
            Kind::String => self.temporary(context, result),
            Kind::StringArray => self.temporary_of(context, result, self.string_array_type()),
            Kind::Buffer => {
                let buffer = self
                    .program
                    .types
                    .lookup(&crate::types::Type::TypedArray(
                        crate::types::TypedKind::Buffer,
                    ))
                    .ok_or_else(|| InternalError("a Buffer result without its type".into()))?;
                self.temporary_of(context, result, buffer)
            }
            Kind::Boolean => {
                let zero = i32_type.const_zero();
                self.builder
                    .build_int_compare(IntPredicate::NE, result.into_int_value(), zero, "flag")?
                    .into()
            }
            Kind::Dynamic => self.temporary_of(context, result, TypeId::ANY),
            Kind::BigInt => self.temporary_of(context, result, TypeId::BIGINT),
            Kind::Number | Kind::Void => result,
        };
        // `toFixed(200)`, `readFileSync("missing")`: errors the program
        // may catch.
        if function.raises() {
            self.check_runtime_raise(context)?;
        }
        Ok(Some(result))
    }

    /// `isNaN`, `isFinite`, `Number.isInteger`, `Number.isSafeInteger`.
    fn number_predicate(
        &mut self,
        predicate: NumberPredicate,
        value: FloatValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let f64_type = self.context.f64_type();
        if predicate == NumberPredicate::IsNaN {
            return Ok(self.builder.build_float_compare(
                FloatPredicate::UNO,
                value,
                value,
                "isnan",
            )?);
        }
        if predicate == NumberPredicate::IsUndefined {
            let i64_type = self.context.i64_type();
            let bits = self
                .builder
                .build_bit_cast(value, i64_type, "bits")?
                .into_int_value();
            let sentinel = i64_type.const_int(super::arrays::UNDEFINED_NUMBER_BITS, false);
            return Ok(self.builder.build_int_compare(
                inkwell::IntPredicate::EQ,
                bits,
                sentinel,
                "is.undefined",
            )?);
        }
        if predicate == NumberPredicate::NumberIsNaN {
            // NaN, but not the `undefined` sentinel of number arrays.
            let is_nan =
                self.builder
                    .build_float_compare(FloatPredicate::UNO, value, value, "isnan")?;
            let i64_type = self.context.i64_type();
            let bits = self
                .builder
                .build_bit_cast(value, i64_type, "bits")?
                .into_int_value();
            let sentinel = i64_type.const_int(super::arrays::UNDEFINED_NUMBER_BITS, false);
            let is_undefined = self.builder.build_int_compare(
                inkwell::IntPredicate::EQ,
                bits,
                sentinel,
                "undefined",
            )?;
            let defined = self.builder.build_not(is_undefined, "defined")?;
            return Ok(self.builder.build_and(is_nan, defined, "number.isnan")?);
        }
        let magnitude = self
            .call_intrinsic("llvm.fabs", &[value.into()])?
            .into_float_value();
        let limit = match predicate {
            NumberPredicate::IsSafeInteger => 9_007_199_254_740_991.0,
            _ => f64::MAX,
        };
        let in_range = self.builder.build_float_compare(
            FloatPredicate::OLE,
            magnitude,
            f64_type.const_float(limit),
            "finite",
        )?;
        if predicate == NumberPredicate::IsFinite {
            return Ok(in_range);
        }
        let truncated = self
            .call_intrinsic("llvm.trunc", &[value.into()])?
            .into_float_value();
        let integral =
            self.builder
                .build_float_compare(FloatPredicate::OEQ, truncated, value, "integral")?;
        Ok(self.builder.build_and(in_range, integral, "integer")?)
    }

    /// `a === b` for two evaluated values of type `ty` (number, string or
    /// boolean): the comparison `case` tests use.
    pub(crate) fn strict_equal(
        &mut self,
        ty: TypeId,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        match (ty, a, b) {
            (TypeId::NUMBER, BasicValueEnum::FloatValue(a), BasicValueEnum::FloatValue(b)) => {
                Ok(self
                    .builder
                    .build_float_compare(FloatPredicate::OEQ, a, b, "eq")?)
            }
            (TypeId::STRING, a, b) => {
                self.strings_equal(a.into_pointer_value(), b.into_pointer_value())
            }
            (TypeId::BOOLEAN, BasicValueEnum::IntValue(a), BasicValueEnum::IntValue(b)) => Ok(self
                .builder
                .build_int_compare(IntPredicate::EQ, a, b, "booleq")?),
            // Boxes: JavaScript's `===` of their payloads.
            (_, BasicValueEnum::PointerValue(a), BasicValueEnum::PointerValue(b))
                if self.program.types.is_dynamic(ty) =>
            {
                let strict = self.context.i32_type().const_zero();
                let equal = self
                    .call_runtime_value(
                        RuntimeFunction::DynamicEquals,
                        &[a.into(), b.into(), strict.into()],
                    )?
                    .into_int_value();
                Ok(self.builder.build_int_compare(
                    IntPredicate::NE,
                    equal,
                    self.context.i32_type().const_zero(),
                    "dyneq",
                )?)
            }
            // Objects, arrays, functions: the same object.
            (_, BasicValueEnum::PointerValue(a), BasicValueEnum::PointerValue(b))
                if matches!(
                    self.program.types.get(ty),
                    crate::types::Type::Class { .. }
                        | crate::types::Type::Object(_)
                        | crate::types::Type::Array(_)
                        | crate::types::Type::Function(_)
                ) =>
            {
                Ok(self
                    .builder
                    .build_int_compare(IntPredicate::EQ, a, b, "sameobject")?)
            }
            _ => Err(InternalError(format!(
                "strict equality on values of type {ty:?}"
            ))),
        }
    }

    fn emit_bitwise(
        &mut self,
        operator: BinaryOperator,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> Result<FloatValue<'ctx>> {
        let x = self.emit_to_int32(a)?;
        let y = self.emit_to_int32(b)?;
        let builder = &self.builder;
        let shift = || builder.build_and(y, self.context.i32_type().const_int(31, false), "shift");
        let result = match operator {
            BinaryOperator::BitAnd => builder.build_and(x, y, "and")?,
            BinaryOperator::BitOr => builder.build_or(x, y, "or")?,
            BinaryOperator::BitXor => builder.build_xor(x, y, "xor")?,
            BinaryOperator::ShiftLeft => builder.build_left_shift(x, shift()?, "shl")?,
            BinaryOperator::ShiftRight => builder.build_right_shift(x, shift()?, true, "shr")?,
            _ => {
                let shifted = builder.build_right_shift(x, shift()?, false, "ushr")?;
                return self.uint32_to_number(shifted);
            }
        };
        self.int32_to_number(result)
    }

    /// `a + b` on strings; a number operand is formatted straight into the
    /// result instead of becoming a string first.
    fn emit_concat(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        left: &Expression,
        right: &Expression,
    ) -> Result<PointerValue<'ctx>> {
        fn number_inside(expression: &Expression) -> Option<&Expression> {
            match &expression.kind {
                ExpressionKind::ToString(inner) if inner.ty == TypeId::NUMBER => Some(inner),
                _ => None,
            }
        }
        if let Some(number) = number_inside(right) {
            let string = self.emit_string(context, left)?;
            let number = self.emit_number(context, number)?;
            return self.runtime_pointer(
                RuntimeFunction::StringConcatNumber,
                &[string.into(), number.into()],
            );
        }
        if let Some(number) = number_inside(left) {
            let number = self.emit_number(context, number)?;
            let string = self.emit_string(context, right)?;
            return self.runtime_pointer(
                RuntimeFunction::NumberConcatString,
                &[number.into(), string.into()],
            );
        }
        let a = self.emit_string(context, left)?;
        let b = self.emit_string(context, right)?;
        self.runtime_pointer(RuntimeFunction::StringConcat, &[a.into(), b.into()])
    }

    /// The parts of a concatenation of three or more: evaluated left to
    /// right, strings borrowed and numbers as they are.
    fn emit_parts(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<Vec<(bool, BasicValueEnum<'ctx>)>> {
        let mut parts = Vec::new();
        for leaf in expression.concat_leaves() {
            match &leaf.kind {
                ExpressionKind::ToString(number) if number.ty == TypeId::NUMBER => {
                    parts.push((true, self.emit_number(context, number)?.into()));
                }
                _ => {
                    let string = self.emit_string(context, leaf)?;
                    parts.push((false, string.into()));
                }
            }
        }
        Ok(parts)
    }

    /// `a + b + c ...`: one runtime call builds the result from all parts,
    /// formatting numbers straight into it.
    fn emit_concat_parts(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<PointerValue<'ctx>> {
        let parts = self.emit_parts(context, expression)?;
        let i64_type = self.context.i64_type();
        let part_type = self
            .context
            .struct_type(&[i64_type.into(), i64_type.into()], false);
        let array_type = part_type.array_type(parts.len() as u32);
        let array = self.entry_alloca(array_type.into(), "parts")?;
        for (index, (is_number, value)) in parts.iter().enumerate() {
            let (tag, payload) = if *is_number {
                let bits = self
                    .builder
                    .build_bit_cast(*value, i64_type, "bits")?
                    .into_int_value();
                (1, bits)
            } else {
                let address = self.builder.build_ptr_to_int(
                    value.into_pointer_value(),
                    i64_type,
                    "address",
                )?;
                (0, address)
            };
            for (field, field_value) in [(0u64, i64_type.const_int(tag, false)), (1, payload)] {
                let indices = [
                    i64_type.const_zero(),
                    i64_type.const_int(index as u64, false),
                ];
                // SAFETY (for LLVM): inside the array of parts.
                let element = unsafe {
                    self.builder
                        .build_in_bounds_gep(array_type, array, &indices, "part")?
                };
                let slot = self.builder.build_struct_gep(
                    part_type,
                    element,
                    field as u32,
                    "part.field",
                )?;
                self.builder.build_store(slot, field_value)?;
            }
        }
        let count = i64_type.const_int(parts.len() as u64, false);
        self.runtime_pointer(
            RuntimeFunction::StringConcatParts,
            &[array.into(), count.into()],
        )
    }

    fn emit_to_string(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
    ) -> Result<PointerValue<'ctx>> {
        match value.ty {
            TypeId::NUMBER => {
                let number = self.emit_number(context, value)?;
                let string = self.number_to_string(number)?;
                Ok(self.temporary(context, string.into()).into_pointer_value())
            }
            TypeId::BOOLEAN => {
                let boolean = self.emit_boolean(context, value)?;
                self.boolean_to_string(boolean)
            }
            // The `undefined` text becomes a string that reads "undefined".
            TypeId::STRING => {
                let string = self.emit_string(context, value)?;
                let undefined_text = self.external_string("scr_undefined_text");
                let is_undefined = self.builder.build_int_compare(
                    IntPredicate::EQ,
                    string,
                    undefined_text,
                    "is.undefined.text",
                )?;
                let text = self.string_literal(&super::strings::utf16("undefined"));
                Ok(self
                    .builder
                    .build_select(is_undefined, text, string, "text")?
                    .into_pointer_value())
            }
            ty if self.program.types.is_dynamic(ty) => {
                let boxed = self.emit_pointer(context, value)?;
                let text =
                    self.call_runtime_value(RuntimeFunction::DynamicToString, &[boxed.into()])?;
                Ok(self.temporary(context, text).into_pointer_value())
            }
            ty if self.program.types.element(ty).is_some()
                || self.program.types.typed_kind(ty).is_some() =>
            {
                let array = self.emit_pointer(context, value)?;
                self.array_to_string(context, array)
            }
            _ => {
                self.emit_expression(context, value)?;
                Ok(self.string_literal(&super::strings::utf16("undefined")))
            }
        }
    }

    /// The element type of `Object.values` / `Object.entries` of an object
    /// type whose fields share one type.
    fn uniform_element(&self, object_type: TypeId, builtin: Builtin) -> Result<TypeId> {
        let types = &self.program.types;
        let base = types.non_null(object_type).unwrap_or(object_type);
        let field = match types.get(base) {
            crate::types::Type::Object(_) => types
                .object(base)
                .and_then(|shape| shape.properties.iter().find(|p| !p.method).map(|p| p.ty)),
            crate::types::Type::Class { id, .. } => self.program.classes[id.index()]
                .fields
                .iter()
                .find(|(name, _)| !crate::check::is_hidden(name))
                .map(|(_, ty)| *ty),
            _ => None,
        }
        .ok_or_else(|| InternalError("values of an object without fields".into()))?;
        if builtin == Builtin::ObjectValues {
            return Ok(field);
        }
        types
            .lookup(&crate::types::Type::Tuple(vec![TypeId::STRING, field]))
            .ok_or_else(|| InternalError("the tuple type of entries".into()))
    }

    /// JavaScript truthiness as an `i1`.
    fn emit_to_boolean(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        value: &Expression,
    ) -> Result<IntValue<'ctx>> {
        match value.ty {
            TypeId::BOOLEAN => self.emit_boolean(context, value),
            TypeId::NUMBER => {
                let number = self.emit_number(context, value)?;
                let zero = self.context.f64_type().const_zero();
                // Ordered "not equal": false for 0, -0 and NaN.
                Ok(self
                    .builder
                    .build_float_compare(FloatPredicate::ONE, number, zero, "truthy")?)
            }
            // Strings (empty and the `undefined` text are falsy), and
            // pointers (null, which is also a missing object, is falsy).
            ty => {
                let evaluated = self.emit_expression(context, value)?;
                self.truthiness_of(evaluated, ty)
            }
        }
    }

    fn emit_logical(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operator: LogicalOperator,
        left: &Expression,
        right: &Expression,
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        // Both operands may become the result, so both are owned (see
        // `ownership`); the phi's value is a temporary of the expression.
        let left_value = self.emit_owned(context, left, ty)?;
        let truthy = match left_value {
            _ if operator == LogicalOperator::Nullish => self.is_defined(left_value)?,
            Some(BasicValueEnum::IntValue(boolean)) if ty == TypeId::BOOLEAN => boolean,
            _ => {
                // Re-testing an evaluated value: build the test on the value
                // itself rather than re-evaluating the expression.
                self.truthiness_of(left_value, ty)?
            }
        };
        let left_block = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        let right_block = self
            .context
            .append_basic_block(context.function, "logical.rhs");
        let end_block = self
            .context
            .append_basic_block(context.function, "logical.end");
        match operator {
            LogicalOperator::And => {
                self.builder
                    .build_conditional_branch(truthy, right_block, end_block)?
            }
            LogicalOperator::Or | LogicalOperator::Nullish => self
                .builder
                .build_conditional_branch(truthy, end_block, right_block)?,
        };
        self.builder.position_at_end(right_block);
        if let Some(left_value) = left_value
            && self.is_counted(ty)
        {
            self.emit_release(left_value, ty)?;
        }
        let mark = context.temporaries.len();
        let right_value = self.emit_owned(context, right, ty)?;
        self.release_temporaries(context, mark)?;
        let right_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        self.builder.build_unconditional_branch(end_block)?;
        self.builder.position_at_end(end_block);
        match (left_value, right_value, self.value_type(ty)) {
            (Some(left_value), Some(right_value), Some(value_type)) => {
                let phi = self.builder.build_phi(value_type, "logical")?;
                phi.add_incoming(&[(&left_value, left_block), (&right_value, right_end)]);
                let merged = phi.as_basic_value();
                if self.is_counted(ty) {
                    return Ok(Some(self.temporary_of(context, merged, ty)));
                }
                Ok(Some(merged))
            }
            _ => Ok(None),
        }
    }

    /// `undefined` as a value of `ty` (which has a representation): the
    /// number sentinel, false, the `undefined` string, a null pointer.
    pub(crate) fn missing_value(&mut self, ty: TypeId) -> Result<BasicValueEnum<'ctx>> {
        Ok(match self.program.types.get(ty) {
            crate::types::Type::Number => self
                .context
                .f64_type()
                .const_float(f64::from_bits(super::arrays::UNDEFINED_NUMBER_BITS))
                .into(),
            crate::types::Type::Boolean => self.context.bool_type().const_zero().into(),
            crate::types::Type::String | crate::types::Type::Key(_) => {
                self.external_string("scr_undefined_text").into()
            }
            _ => self.pointer_type().const_null().into(),
        })
    }

    /// Whether a value is not `undefined` or `null`: for a number, not the
    /// `undefined` sentinel; for a string, not the `undefined` text; for a
    /// pointer, not null.
    fn is_defined(&mut self, value: Option<BasicValueEnum<'ctx>>) -> Result<IntValue<'ctx>> {
        Ok(match value {
            Some(BasicValueEnum::FloatValue(number)) => {
                let undefined = self.number_predicate(NumberPredicate::IsUndefined, number)?;
                self.builder.build_not(undefined, "defined")?
            }
            Some(BasicValueEnum::PointerValue(pointer)) => {
                let undefined_text = self.external_string("scr_undefined_text");
                let i64_type = self.context.i64_type();
                let address = self
                    .builder
                    .build_ptr_to_int(pointer, i64_type, "address")?;
                let text = self
                    .builder
                    .build_ptr_to_int(undefined_text, i64_type, "text")?;
                let not_text = self.builder.build_int_compare(
                    IntPredicate::NE,
                    address,
                    text,
                    "not.undefined",
                )?;
                let not_null = self.builder.build_is_not_null(pointer, "not.null")?;
                self.builder.build_and(not_text, not_null, "defined")?
            }
            _ => self.context.bool_type().const_int(1, false),
        })
    }

    pub(crate) fn truthiness_of(
        &mut self,
        value: Option<BasicValueEnum<'ctx>>,
        ty: TypeId,
    ) -> Result<IntValue<'ctx>> {
        if self.program.types.is_dynamic(ty)
            && let Some(BasicValueEnum::PointerValue(boxed)) = value
        {
            let truthy = self
                .call_runtime_value(RuntimeFunction::DynamicTruthy, &[boxed.into()])?
                .into_int_value();
            return Ok(self.builder.build_int_compare(
                IntPredicate::NE,
                truthy,
                self.context.i32_type().const_zero(),
                "truthy",
            )?);
        }
        Ok(match (value, ty) {
            (Some(BasicValueEnum::FloatValue(number)), _) => {
                let zero = self.context.f64_type().const_zero();
                self.builder
                    .build_float_compare(FloatPredicate::ONE, number, zero, "truthy")?
            }
            (Some(BasicValueEnum::PointerValue(string)), TypeId::STRING) => {
                let length = self.string_length(string)?;
                let zero = self.context.i32_type().const_zero();
                let non_empty =
                    self.builder
                        .build_int_compare(IntPredicate::NE, length, zero, "non.empty")?;
                // The `undefined` text (a missing string) is falsy.
                let defined = self.is_defined(Some(string.into()))?;
                self.builder.build_and(non_empty, defined, "truthy")?
            }
            (Some(BasicValueEnum::IntValue(boolean)), _) => boolean,
            // Objects, arrays and functions are truthy; a nullable one when
            // it is not null.
            (Some(BasicValueEnum::PointerValue(pointer)), _) => {
                self.builder.build_is_not_null(pointer, "truthy")?
            }
            _ => self.context.bool_type().const_zero(),
        })
    }

    fn emit_conditional(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        condition: &Expression,
        then: &Expression,
        otherwise: &Expression,
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let test = self.emit_condition(context, condition)?;
        let then_block = self
            .context
            .append_basic_block(context.function, "cond.then");
        let else_block = self
            .context
            .append_basic_block(context.function, "cond.else");
        let end_block = self
            .context
            .append_basic_block(context.function, "cond.end");
        self.builder
            .build_conditional_branch(test, then_block, else_block)?;
        // Each branch owns its value and releases its own temporaries
        // before the merge (see `ownership`).
        self.builder.position_at_end(then_block);
        let mark = context.temporaries.len();
        let then_value = self.emit_owned(context, then, ty)?;
        self.release_temporaries(context, mark)?;
        let then_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        self.builder.build_unconditional_branch(end_block)?;
        self.builder.position_at_end(else_block);
        let else_value = self.emit_owned(context, otherwise, ty)?;
        self.release_temporaries(context, mark)?;
        let else_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no block".into()))?;
        self.builder.build_unconditional_branch(end_block)?;
        self.builder.position_at_end(end_block);
        match (then_value, else_value, self.value_type(ty)) {
            (Some(a), Some(b), Some(value_type)) => {
                let phi = self.builder.build_phi(value_type, "cond")?;
                phi.add_incoming(&[(&a, then_end), (&b, else_end)]);
                let merged = phi.as_basic_value();
                if self.is_counted(ty) {
                    return Ok(Some(self.temporary_of(context, merged, ty)));
                }
                Ok(Some(merged))
            }
            _ => Ok(None),
        }
    }

    fn emit_builtin(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        builtin: Builtin,
        arguments: &[Expression],
        ty: TypeId,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        match builtin {
            Builtin::Promise(operation) => {
                self.emit_promise_operation(context, operation, arguments, ty)
            }
            Builtin::Generator(operation) => {
                self.emit_generator_operation(context, operation, arguments, ty)
            }
            Builtin::Any(operation) => self.emit_any_operation(context, operation, arguments, ty),
            Builtin::TemplateObject => {
                let texts = arguments
                    .iter()
                    .map(|argument| match &argument.kind {
                        ExpressionKind::String(units) => Ok(units.as_slice()),
                        _ => Err(InternalError("a template's strings are literals".into())),
                    })
                    .collect::<Result<Vec<&[u16]>>>()?;
                let (cooked, raw) = texts.split_at(texts.len() / 2);
                let cooked = self.constant_string_array(cooked);
                let raw = self.constant_string_array(raw);
                self.call_runtime(
                    RuntimeFunction::TemplateObject,
                    &[cooked.into(), raw.into()],
                )?;
                Ok(Some(cooked.into()))
            }
            Builtin::TemplateRaw => {
                let strings = self.emit_pointer(context, &arguments[0])?;
                let raw =
                    self.call_runtime_value(RuntimeFunction::TemplateRaw, &[strings.into()])?;
                self.check_runtime_raise(context)?;
                Ok(Some(self.temporary_of(context, raw, ty)))
            }
            Builtin::MatchPart(part) => {
                let array = self.emit_pointer(context, &arguments[0])?;
                let part = self.context.i32_type().const_int(u64::from(part), false);
                let bits = self
                    .call_runtime_value(RuntimeFunction::MatchPart, &[array.into(), part.into()])?
                    .into_int_value();
                let value = self.slot_value_of(bits, ty)?;
                if self.is_counted(ty) {
                    return Ok(Some(self.temporary_of(context, value, ty)));
                }
                Ok(Some(value))
            }
            Builtin::StringRaw => {
                let raw = self.emit_pointer(context, &arguments[0])?;
                let values = self.emit_pointer(context, &arguments[1])?;
                let text = self
                    .call_runtime_value(RuntimeFunction::StringRaw, &[raw.into(), values.into()])?;
                self.check_runtime_raise(context)?;
                Ok(Some(self.temporary_of(context, text, TypeId::STRING)))
            }
            Builtin::BooleanOrUndefined => Ok(Some(self.emit_boolean_or_undefined(
                context,
                &arguments[0],
                ty,
            )?)),
            Builtin::AdoptEmptyArray => {
                let value = self
                    .emit_expression(context, &arguments[0])?
                    .ok_or_else(|| InternalError("an array without a value".into()))?;
                let kind = match self.program.types.get(ty) {
                    crate::types::Type::Array(element) => self.slot_kind(*element),
                    _ => return Err(InternalError("adopting a non-array".into())),
                };
                let kind = self.context.i32_type().const_int(kind, false);
                self.call_runtime(RuntimeFunction::ArrayAdopt, &[value, kind.into()])?;
                Ok(Some(value))
            }
            Builtin::ConsoleLog | Builtin::ConsoleError | Builtin::Format => {
                // Every argument is evaluated before the line starts, so a
                // call inside an argument that logs cannot interleave.
                // A template or chain of `+` is printed part by part, without
                // building its string, unless it may be a format string or
                // consumed by one (a string first argument with more after).
                // A spread may bring a format string: nothing is printed
                // part by part then.
                let spreads = arguments
                    .iter()
                    .any(|argument| matches!(argument.kind, ExpressionKind::SpreadArguments(_)));
                let formatting =
                    spreads || (arguments.len() >= 2 && arguments[0].ty == TypeId::STRING);
                let mut values = Vec::with_capacity(arguments.len());
                let mut part_lists = Vec::with_capacity(arguments.len());
                let mut spread_values = Vec::new();
                for argument in arguments {
                    if let ExpressionKind::SpreadArguments(array) = &argument.kind {
                        part_lists.push(None);
                        let array = self.emit_expression(context, array)?;
                        spread_values.extend(array);
                        values.push((argument.ty, array));
                        continue;
                    }
                    if !formatting && argument.concat_leaves().len() >= 2 {
                        part_lists.push(Some(self.emit_parts(context, argument)?));
                        values.push((argument.ty, None));
                    } else {
                        part_lists.push(None);
                        values.push((argument.ty, self.emit_expression(context, argument)?));
                    }
                }
                let fd = if builtin == Builtin::ConsoleLog { 1 } else { 2 };
                let fd = self.context.i32_type().const_int(fd, false);
                // One string prints as itself (no format string without
                // more arguments): written directly, without the line
                // renderer and the inspection code it links in.
                if let [(TypeId::STRING, Some(text))] = values[..]
                    && builtin != Builtin::Format
                {
                    self.call_runtime(RuntimeFunction::ConsoleLine, &[fd.into(), text])?;
                    return Ok(None);
                }
                self.call_runtime(RuntimeFunction::ConsoleBegin, &[])?;
                for ((ty, value), parts) in values.into_iter().zip(part_lists) {
                    if let Some(array) = value
                        && spread_values.contains(&array)
                    {
                        self.call_runtime(RuntimeFunction::ConsoleArgSpread, &[array])?;
                        continue;
                    }
                    if let Some(parts) = parts {
                        let empty = self.string_literal(&[]);
                        self.call_runtime(RuntimeFunction::ConsoleArgString, &[empty.into()])?;
                        for (is_number, part) in parts {
                            let function = if is_number {
                                RuntimeFunction::ConsolePartNumber
                            } else {
                                RuntimeFunction::ConsolePartString
                            };
                            self.call_runtime(function, &[part])?;
                        }
                        continue;
                    }
                    match (ty, value) {
                        (TypeId::NUMBER, Some(value)) => {
                            self.call_runtime(RuntimeFunction::ConsoleArgNumber, &[value])?;
                        }
                        (TypeId::STRING, Some(value)) => {
                            self.call_runtime(RuntimeFunction::ConsoleArgString, &[value])?;
                        }
                        (ty, Some(value)) if self.program.types.is_dynamic(ty) => {
                            self.call_runtime(RuntimeFunction::ConsoleArgDynamic, &[value])?;
                        }
                        (ty, Some(value))
                            if self.program.types.element(ty).is_some()
                                || self.program.types.typed_kind(ty).is_some() =>
                        {
                            self.call_runtime(RuntimeFunction::ConsoleArgArray, &[value])?;
                        }
                        (ty, Some(value))
                            if self.program.types.class(ty).is_some()
                                || self.program.types.non_null(ty).is_some()
                                || ty == TypeId::NULL
                                || matches!(
                                    self.program.types.get(ty),
                                    crate::types::Type::Function(_)
                                        | crate::types::Type::Object(_)
                                        | crate::types::Type::Map(..)
                                        | crate::types::Type::BigInt
                                        | crate::types::Type::Set(_)
                                        | crate::types::Type::Record(_)
                                        | crate::types::Type::Tuple(_)
                                        | crate::types::Type::Promise(_)
                                        | crate::types::Type::Generator(..)
                                        | crate::types::Type::AsyncGenerator(..)
                                ) =>
                        {
                            // Null in a type without `null`: an absent
                            // optional property.
                            let function = if self.program.types.non_null(ty).is_some()
                                || ty == TypeId::NULL
                            {
                                RuntimeFunction::ConsoleArgObject
                            } else {
                                RuntimeFunction::ConsoleArgDefinedObject
                            };
                            self.call_runtime(function, &[value])?;
                        }
                        (TypeId::BOOLEAN, Some(value)) => {
                            let widened = self.builder.build_int_z_extend(
                                value.into_int_value(),
                                self.context.i32_type(),
                                "bool.i32",
                            )?;
                            self.call_runtime(
                                RuntimeFunction::ConsoleArgBoolean,
                                &[widened.into()],
                            )?;
                        }
                        _ => {
                            self.call_runtime(RuntimeFunction::ConsoleArgUndefined, &[])?;
                        }
                    }
                }
                if builtin == Builtin::Format {
                    let text = self.call_runtime_value(RuntimeFunction::ConsoleFormat, &[])?;
                    return Ok(Some(self.temporary(context, text)));
                }
                self.call_runtime(RuntimeFunction::ConsoleEnd, &[fd.into()])?;
                Ok(None)
            }
            Builtin::WriteStdout | Builtin::WriteStderr => {
                let text = self.emit_string(context, &arguments[0])?;
                let fd = self.context.i32_type().const_int(
                    if builtin == Builtin::WriteStdout {
                        1
                    } else {
                        2
                    },
                    false,
                );
                self.call_runtime(RuntimeFunction::WriteText, &[fd.into(), text.into()])?;
                Ok(Some(self.context.bool_type().const_int(1, false).into()))
            }
            Builtin::ProcessExit => {
                let code = match arguments.first() {
                    Some(argument) => self.emit_number(context, argument)?,
                    // `process.exit()` ends with `process.exitCode`.
                    None => self
                        .context
                        .f64_type()
                        .const_float(f64::from_bits(super::arrays::UNDEFINED_NUMBER_BITS)),
                };
                self.call_runtime(RuntimeFunction::ProcessExit, &[code.into()])?;
                Ok(None)
            }
            Builtin::NumberFromString => {
                let string = match arguments.first() {
                    Some(argument) => self.emit_string(context, argument)?,
                    None => return Err(InternalError("Number() without an argument".into())),
                };
                Ok(Some(self.call_runtime_value(
                    RuntimeFunction::StringToNumber,
                    &[string.into()],
                )?))
            }
            Builtin::Library(function) => self.emit_library_call(context, function, arguments),
            Builtin::ArrayCallback(method) => self.emit_array_callback(context, method, arguments),
            Builtin::Collection(method) => self.emit_collection_method(context, method, arguments),
            Builtin::StringReplaceWith(all) => {
                let value = self.emit_string(context, &arguments[0])?;
                let pattern = self.emit_string(context, &arguments[1])?;
                let callback_type = arguments[2].ty;
                let closure = self.emit_pointer(context, &arguments[2])?;
                let trampoline = self.replacer_trampoline(callback_type)?;
                let result = self.call_runtime_value(
                    RuntimeFunction::StringReplaceWith,
                    &[
                        value.into(),
                        pattern.into(),
                        self.context
                            .i32_type()
                            .const_int(u64::from(all), false)
                            .into(),
                        trampoline.as_global_value().as_pointer_value().into(),
                        closure.into(),
                    ],
                )?;
                let result = self.temporary(context, result);
                if self.any_throw {
                    self.emit_pending_check(context)?;
                }
                Ok(Some(result))
            }
            Builtin::JsonStringify => {
                let value = arguments[0].ty;
                let bits = match self.emit_expression(context, &arguments[0])? {
                    Some(evaluated) => self.slot_bits_of(evaluated)?,
                    None => self.context.i64_type().const_zero(),
                };
                let (function, indent) = if arguments[1].ty == TypeId::STRING {
                    let indent = self.emit_string(context, &arguments[1])?;
                    (RuntimeFunction::JsonStringifyText, indent.into())
                } else {
                    let indent = self.emit_number(context, &arguments[1])?;
                    (RuntimeFunction::JsonStringify, indent.into())
                };
                let kind = self
                    .context
                    .i32_type()
                    .const_int(self.slot_kind(value), false);
                let text =
                    self.call_runtime_value(function, &[kind.into(), bits.into(), indent])?;
                let text = self.temporary(context, text);
                self.check_runtime_raise(context)?;
                Ok(Some(text))
            }
            Builtin::JsonParse => {
                let text = self.emit_string(context, &arguments[0])?;
                let schema = self.json_schema(ty)?;
                let bits = match arguments.get(1) {
                    None => self
                        .call_runtime_value(
                            RuntimeFunction::JsonParse,
                            &[text.into(), schema.into()],
                        )?
                        .into_int_value(),
                    Some(reviver) => {
                        let closure = self.emit_pointer(context, reviver)?;
                        let trampoline = self.reviver_trampoline(reviver.ty)?;
                        self.call_runtime_value(
                            RuntimeFunction::JsonParseRevive,
                            &[
                                text.into(),
                                schema.into(),
                                trampoline.as_global_value().as_pointer_value().into(),
                                closure.into(),
                            ],
                        )?
                        .into_int_value()
                    }
                };
                if self.any_throw {
                    self.emit_pending_check(context)?;
                }
                let value = self.slot_value_of(bits, ty)?;
                Ok(Some(self.temporary_of(context, value, ty)))
            }
            Builtin::IsMissing => {
                let value = self.emit_expression(context, &arguments[0])?;
                let defined = self.is_defined(value)?;
                Ok(Some(self.builder.build_not(defined, "missing")?.into()))
            }
            Builtin::MathOverArray(function) => {
                let array = self.emit_pointer(context, &arguments[0])?;
                self.emit_math_over_array(function, array).map(Some)
            }
            Builtin::Typed(method) => self.emit_typed_method(context, method, arguments, ty),
            Builtin::Array(method) => {
                let result_type = match method {
                    crate::hir::ArrayMethod::Slice
                    | crate::hir::ArrayMethod::Reverse
                    | crate::hir::ArrayMethod::Concat
                    | crate::hir::ArrayMethod::Splice
                    | crate::hir::ArrayMethod::With
                    | crate::hir::ArrayMethod::Fill
                    | crate::hir::ArrayMethod::CopyWithin => arguments[0].ty,
                    // (Of arrays: their elements' array; of tuples: an
                    // array of their elements' union.)
                    crate::hir::ArrayMethod::Flat => ty,
                    crate::hir::ArrayMethod::Keys => self
                        .program
                        .types
                        .lookup(&crate::types::Type::Array(TypeId::NUMBER))
                        .unwrap_or(TypeId::NEVER),
                    crate::hir::ArrayMethod::Entries => {
                        let element = self
                            .program
                            .types
                            .element(arguments[0].ty)
                            .unwrap_or(TypeId::NEVER);
                        self.program
                            .types
                            .lookup(&crate::types::Type::Tuple(vec![TypeId::NUMBER, element]))
                            .and_then(|tuple| {
                                self.program.types.lookup(&crate::types::Type::Array(tuple))
                            })
                            .unwrap_or(TypeId::NEVER)
                    }
                    _ => TypeId::NEVER,
                };
                self.emit_array_method(context, method, arguments, result_type)
            }
            Builtin::ObjectGet => {
                let object = self.emit_pointer(context, &arguments[0])?;
                let key = self.emit_pointer(context, &arguments[1])?;
                self.null_check(context, object, arguments[0].ty, "[key]", false)?;
                let ty = self.uniform_element(arguments[0].ty, Builtin::ObjectValues)?;
                let kind = self.context.i32_type().const_int(self.slot_kind(ty), false);
                let bits = self
                    .call_runtime_value(
                        RuntimeFunction::ObjectGet,
                        &[object.into(), key.into(), kind.into()],
                    )?
                    .into_int_value();
                let value = self.slot_value_of(bits, ty)?;
                // The runtime retained a counted value: a temporary.
                if self.is_counted(ty) {
                    Ok(Some(self.temporary_of(context, value, ty)))
                } else {
                    Ok(Some(value))
                }
            }
            Builtin::ObjectKeys | Builtin::ObjectValues | Builtin::ObjectEntries => {
                let object_type = arguments[0].ty;
                let object = self.emit_pointer(context, &arguments[0])?;
                self.null_check(context, object, object_type, "keys", false)?;
                let i32_type = self.context.i32_type();
                let (function, result_type, extra): (_, TypeId, BasicValueEnum<'ctx>) =
                    match builtin {
                        Builtin::ObjectKeys => (
                            RuntimeFunction::ObjectKeys,
                            self.string_array_type(),
                            self.pointer_type().const_null().into(),
                        ),
                        _ => {
                            // The element type comes from the checker: the
                            // object's one field type (or its entry tuple).
                            let element = self.uniform_element(object_type, builtin)?;
                            let array_type = self
                                .program
                                .types
                                .lookup(&crate::types::Type::Array(element))
                                .ok_or_else(|| InternalError("the array type of values".into()))?;
                            if builtin == Builtin::ObjectValues {
                                let kind = i32_type.const_int(self.slot_kind(element), false);
                                (RuntimeFunction::ObjectValues, array_type, kind.into())
                            } else {
                                let descriptor = self.tuple_descriptor(element)?;
                                (
                                    RuntimeFunction::ObjectEntries,
                                    array_type,
                                    descriptor.into(),
                                )
                            }
                        }
                    };
                let result = self.call_runtime_value(function, &[object.into(), extra])?;
                Ok(Some(self.temporary_of(context, result, result_type)))
            }
            Builtin::StringCodePoints => {
                let text = self.emit_string(context, &arguments[0])?;
                let points =
                    self.call_runtime_value(RuntimeFunction::StringCodePoints, &[text.into()])?;
                let ty = self.string_array_type();
                Ok(Some(self.temporary_of(context, points, ty)))
            }
            Builtin::StringSplit | Builtin::StringNextIndex | Builtin::StringCodePointText => {
                let mut values = Vec::with_capacity(arguments.len());
                for argument in arguments {
                    let value = self
                        .emit_value(context, argument, argument.ty)?
                        .ok_or_else(|| InternalError("an argument without a value".into()))?;
                    values.push(value);
                }
                let (function, result_type) = match builtin {
                    Builtin::StringSplit => (RuntimeFunction::StringSplit, Some(TypeId::NEVER)),
                    Builtin::StringNextIndex => (RuntimeFunction::StringNextIndex, None),
                    _ => (RuntimeFunction::StringCodePointText, Some(TypeId::STRING)),
                };
                let result = self.call_runtime_value(function, &values)?;
                Ok(Some(match (builtin, result_type) {
                    (Builtin::StringSplit, _) => {
                        let ty = self.string_array_type();
                        self.temporary_of(context, result, ty)
                    }
                    (_, Some(_)) => self.temporary(context, result),
                    _ => result,
                }))
            }
            Builtin::NumberPredicate(predicate) => {
                let Some(argument) = arguments.first() else {
                    return Err(InternalError("a number predicate without argument".into()));
                };
                let value = self.emit_number(context, argument)?;
                Ok(Some(self.number_predicate(predicate, value)?.into()))
            }
            Builtin::Math(function) => {
                let mut values = Vec::with_capacity(arguments.len());
                for argument in arguments {
                    values.push(self.emit_number(context, argument)?);
                }
                Ok(Some(self.emit_math(function, &values)?.into()))
            }
        }
    }
}

/// The kind (the runtime's 5 `undefined`, 6 `null`) of a boxed `null` or
/// `undefined` literal.
/// `DynamicEquals` of a boolean element read boxed as `boolean |
/// undefined` (`Builtin::BooleanOrUndefined`) and a boxed boolean,
/// `undefined` or `null`: (whether the read is the left side, the read,
/// the other side unboxed).
fn element_boolean_comparison<'e>(
    left: &'e Expression,
    right: &'e Expression,
) -> Option<(bool, &'e Expression, &'e Expression)> {
    let element_read = |side: &'e Expression| match &side.kind {
        ExpressionKind::Builtin {
            builtin: Builtin::BooleanOrUndefined,
            arguments,
        } if matches!(arguments[0].kind, ExpressionKind::ArrayGet { .. }) => Some(&arguments[0]),
        _ => None,
    };
    let simple = |side: &'e Expression| match &side.kind {
        ExpressionKind::ToDynamic(inner)
            if inner.ty == TypeId::BOOLEAN
                || matches!(inner.kind, ExpressionKind::Null | ExpressionKind::Undefined) =>
        {
            Some(inner.as_ref())
        }
        _ => None,
    };
    match (element_read(left), element_read(right)) {
        (Some(read), _) => Some((true, read, simple(right)?)),
        (None, Some(read)) => Some((false, read, simple(left)?)),
        (None, None) => None,
    }
}

fn nothing_literal(expression: &Expression) -> Option<u64> {
    let ExpressionKind::ToDynamic(inner) = &expression.kind else {
        return None;
    };
    match inner.kind {
        ExpressionKind::Null => Some(6),
        ExpressionKind::Undefined => Some(5),
        _ => None,
    }
}

/// The names `typeof` gives, in the order of the runtime's codes
/// (`scr_dynamic_typeof_code`, the runtime's `dynamic::TYPEOF_NAMES`).
const TYPEOF_NAMES: [&str; 8] = [
    "number",
    "boolean",
    "string",
    "undefined",
    "object",
    "function",
    "symbol",
    "bigint",
];

/// `typeof value` of a box compared with a string literal: the box and the
/// literal's units.
fn typeof_test<'e>(
    typeof_side: &'e Expression,
    literal: &'e Expression,
) -> Option<(&'e Expression, &'e [u16])> {
    match (&typeof_side.kind, &literal.kind) {
        (ExpressionKind::DynamicTypeof(value), ExpressionKind::String(units)) => {
            Some((value, units))
        }
        _ => None,
    }
}
