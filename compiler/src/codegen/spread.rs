//! Objects whose keys are decided at run time (`ExpressionKind::
//! ObjectSpread`): the runtime's `scr_object_spread` builds them from a
//! site the compiler emits and the parts' values, evaluated in order into
//! a stack array.
//!
//! ```text
//! site:  { cache (runtime's, null), part count, parts, typed count, typed,
//!          room (optional properties of other types it may gain) }
//! part:  { name, name length, slot kind }  or, for a spread,
//!        { excluded names, their count, u64::MAX }
//! typed: { name, name length, slot kind } per key of the static type
//! ```

use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, PointerValue};

use super::{Codegen, FunctionContext, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use crate::hir::ObjectPart;
use crate::types::TypeId;

/// The runtime's `spread::SPREAD_PART`.
const SPREAD_PART: u64 = u64::MAX;

impl<'ctx> Codegen<'ctx, '_> {
    pub(crate) fn emit_object_spread(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        parts: &[ObjectPart],
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let i64_type = self.context.i64_type();
        let site = self.spread_site(parts, ty)?;
        let values = self.entry_alloca(
            i64_type.array_type(parts.len().max(1) as u32).into(),
            "spread.values",
        )?;
        for (index, part) in parts.iter().enumerate() {
            let bits = match part {
                ObjectPart::Property(_, value) => {
                    match self.emit_value(context, value, value.ty)? {
                        Some(value) => self.slot_bits_of(value)?,
                        None => {
                            let missing = self.missing_value(value.ty)?;
                            self.slot_bits_of(missing)?
                        }
                    }
                }
                ObjectPart::Spread { source, .. } => {
                    match self.emit_value(context, source, source.ty)? {
                        Some(BasicValueEnum::PointerValue(object)) => {
                            self.builder.build_ptr_to_int(object, i64_type, "source")?
                        }
                        _ => {
                            return Err(InternalError(
                                "a spread source that is not an object".into(),
                            ));
                        }
                    }
                }
            };
            let slot = self.object_slot(values, 8 * index as u64)?;
            self.builder.build_store(slot, bits)?;
        }
        let object =
            self.call_runtime_value(RuntimeFunction::ObjectSpread, &[site.into(), values.into()])?;
        Ok(self.temporary_of(context, object, ty))
    }

    /// The site of one object literal with spreads.
    fn spread_site(&mut self, parts: &[ObjectPart], ty: TypeId) -> Result<PointerValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let pointer = self.pointer_type();
        let part_type = self
            .context
            .struct_type(&[pointer.into(), i64_type.into(), i64_type.into()], false);
        let name_type = self
            .context
            .struct_type(&[pointer.into(), i64_type.into()], false);
        let mut templates = Vec::new();
        for part in parts {
            let template = match part {
                ObjectPart::Property(name, value) => part_type.const_named_struct(&[
                    self.member_name(name).into(),
                    i64_type.const_int(name.len() as u64, false).into(),
                    i64_type.const_int(self.slot_kind(value.ty), false).into(),
                ]),
                ObjectPart::Spread { excluded, .. } => {
                    let names: Vec<_> = excluded
                        .iter()
                        .map(|name| {
                            name_type.const_named_struct(&[
                                self.member_name(name).into(),
                                i64_type.const_int(name.len() as u64, false).into(),
                            ])
                        })
                        .collect();
                    let list =
                        self.constant_array(name_type.const_array(&names), "spread.excluded");
                    part_type.const_named_struct(&[
                        list.into(),
                        i64_type.const_int(excluded.len() as u64, false).into(),
                        i64_type.const_int(SPREAD_PART, false).into(),
                    ])
                }
            };
            templates.push(template);
        }
        let parts_list = self.constant_array(part_type.const_array(&templates), "spread.parts");
        // The keys the static type names, which the values must suit.
        let typed_keys: Vec<(String, TypeId)> = self
            .program
            .types
            .object(ty)
            .map(|shape| {
                shape
                    .properties
                    .iter()
                    .filter(|property| !property.method)
                    .map(|property| (property.name.clone(), property.ty))
                    .collect()
            })
            .unwrap_or_default();
        let typed: Vec<_> = typed_keys
            .iter()
            .map(|(name, ty)| {
                part_type.const_named_struct(&[
                    self.member_name(name).into(),
                    i64_type.const_int(name.len() as u64, false).into(),
                    i64_type.const_int(self.slot_kind(*ty), false).into(),
                ])
            })
            .collect();
        let typed_list = self.constant_array(part_type.const_array(&typed), "spread.typed");
        let site_type = self.context.struct_type(
            &[
                pointer.into(),
                i64_type.into(),
                pointer.into(),
                i64_type.into(),
                pointer.into(),
                i64_type.into(),
            ],
            false,
        );
        let room = self.program.room.get(&ty).copied().unwrap_or(0);
        let site = self.module.add_global(site_type, None, "spread.site");
        site.set_initializer(&site_type.const_named_struct(&[
            pointer.const_null().into(),
            i64_type.const_int(parts.len() as u64, false).into(),
            parts_list.into(),
            i64_type.const_int(typed_keys.len() as u64, false).into(),
            typed_list.into(),
            i64_type.const_int(u64::from(room), false).into(),
        ]));
        site.set_linkage(Linkage::Private);
        Ok(site.as_pointer_value())
    }

    /// A private constant holding `value`.
    fn constant_array(
        &mut self,
        value: inkwell::values::ArrayValue<'ctx>,
        name: &str,
    ) -> PointerValue<'ctx> {
        let global = self.module.add_global(value.get_type(), None, name);
        global.set_initializer(&value);
        global.set_constant(true);
        global.set_linkage(Linkage::Private);
        global.as_pointer_value()
    }
}
