//! The schemas `JSON.parse` builds its result from: constant data
//! describing a type as the runtime's `json_parse::Schema` reads it, one
//! global per type (a recursive interface refers to its own global).

use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, PointerValue};

use super::{Codegen, Result};
use crate::diagnostics::InternalError;
use crate::types::{Type, TypeId};

const SCHEMA_NUMBER: u64 = 0;
const SCHEMA_BOOLEAN: u64 = 1;
const SCHEMA_STRING: u64 = 2;
const SCHEMA_ARRAY: u64 = 3;
const SCHEMA_OBJECT: u64 = 4;
const SCHEMA_RECORD: u64 = 5;
const SCHEMA_UNKNOWN: u64 = 6;
const SCHEMA_UNION: u64 = 7;
const SCHEMA_NULL: u64 = 8;

const NULLABLE: u64 = 1;

const ACCEPTS_NUMBER: u64 = 1;
const ACCEPTS_STRING: u64 = 2;
const ACCEPTS_BOOLEAN: u64 = 4;
const ACCEPTS_NULL: u64 = 8;

impl<'ctx> Codegen<'ctx, '_> {
    /// The schema global for values of `ty` (which the checker accepted
    /// for `JSON.parse`).
    pub(crate) fn json_schema(&mut self, ty: TypeId) -> Result<PointerValue<'ctx>> {
        let symbol = format!("json.schema.{}", ty.index());
        if let Some(global) = self.module.get_global(&symbol) {
            return Ok(global.as_pointer_value());
        }
        let i32_type = self.context.i32_type();
        let i64_type = self.context.i64_type();
        let pointer = self.pointer_type();
        let schema_type = self.context.struct_type(
            &[
                i32_type.into(),
                i32_type.into(),
                pointer.into(),
                i64_type.into(),
                pointer.into(),
                i64_type.into(),
            ],
            false,
        );
        // Made before its parts, so a recursive type can point at it.
        let global = self.module.add_global(schema_type, None, &symbol);
        global.set_constant(true);
        global.set_linkage(Linkage::Private);

        let types = &self.program.types;
        let null = pointer.const_null();
        let mut flags = 0;
        let mut element = null;
        let mut fields = null;
        let mut field_count = 0;
        let mut accepts = 0;
        let mut base = ty;
        if let Type::Nullable(inner) = types.get(ty) {
            flags |= NULLABLE;
            base = *inner;
        }
        let tag = match self.program.types.get(base).clone() {
            Type::Number => SCHEMA_NUMBER,
            Type::Boolean => SCHEMA_BOOLEAN,
            Type::String => SCHEMA_STRING,
            Type::Null => SCHEMA_NULL,
            Type::Unknown | Type::Iterable(_) | Type::Any => SCHEMA_UNKNOWN,
            Type::Array(inner) => {
                element = self.json_schema(inner)?;
                SCHEMA_ARRAY
            }
            Type::Record(inner) => {
                element = self.json_schema(inner)?;
                SCHEMA_RECORD
            }
            Type::Union(members) => {
                for member in members {
                    accepts |= match self.program.types.get(member) {
                        Type::Number => ACCEPTS_NUMBER,
                        Type::String => ACCEPTS_STRING,
                        Type::Boolean => ACCEPTS_BOOLEAN,
                        Type::Null => ACCEPTS_NULL,
                        _ => 0,
                    };
                }
                SCHEMA_UNION
            }
            Type::Object(_) => {
                let properties = self
                    .program
                    .types
                    .object(base)
                    .map(|shape| shape.properties.clone())
                    .unwrap_or_default();
                let mut values = Vec::new();
                let field_type = self.context.struct_type(
                    &[
                        pointer.into(),
                        i64_type.into(),
                        pointer.into(),
                        i64_type.into(),
                    ],
                    false,
                );
                for (index, property) in properties.iter().enumerate() {
                    let name = self.schema_bytes(&property.name, &format!("{symbol}.{index}"));
                    let schema = self.json_schema(property.ty)?;
                    values.push(
                        field_type.const_named_struct(&[
                            name.into(),
                            i64_type.const_int(property.name.len() as u64, false).into(),
                            schema.into(),
                            i64_type
                                .const_int(u64::from(property.optional), false)
                                .into(),
                        ]),
                    );
                }
                field_count = values.len() as u64;
                let array = field_type.const_array(&values);
                let fields_global =
                    self.module
                        .add_global(array.get_type(), None, &format!("{symbol}.fields"));
                fields_global.set_initializer(&array);
                fields_global.set_constant(true);
                fields_global.set_linkage(Linkage::Private);
                fields = fields_global.as_pointer_value();
                SCHEMA_OBJECT
            }
            other => {
                return Err(InternalError(format!(
                    "JSON.parse into a type without a schema: {other:?}"
                )));
            }
        };
        let value = schema_type.const_named_struct(&[
            i32_type.const_int(tag, false).into(),
            i32_type.const_int(flags, false).into(),
            BasicValueEnum::from(element),
            i64_type.const_int(field_count, false).into(),
            fields.into(),
            i64_type.const_int(accepts, false).into(),
        ]);
        global.set_initializer(&value);
        Ok(global.as_pointer_value())
    }

    fn schema_bytes(&mut self, text: &str, symbol: &str) -> PointerValue<'ctx> {
        let value = self.context.const_string(text.as_bytes(), false);
        let global = self.module.add_global(value.get_type(), None, symbol);
        global.set_initializer(&value);
        global.set_constant(true);
        global.set_linkage(Linkage::Private);
        global.as_pointer_value()
    }
}
