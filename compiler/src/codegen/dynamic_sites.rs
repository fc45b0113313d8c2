//! Inline caches for named properties of dictionaries made through `any`
//! (records, the runtime's `map.rs`): `o.p`, `o.p` read as a number,
//! `o.p = n` with a number `n`, and `o.p = x + n` (stored as a number when
//! `x` holds one).
//!
//! Each site has a private global (the runtime's `any::Site`): the key of
//! the entry it last found and the entry's position. The inline path
//! checks that the value is a record (its descriptor is
//! `scr_record_descriptor`) with string keys and boxes as values, that the
//! entry at that position exists, is not deleted and has that key. A read
//! then takes the box (or the number of a number box); a write changes a
//! number box nothing else holds in place. Every other case calls the
//! runtime function that handles them all (`scr_any_get_at`,
//! `scr_any_get_number_at`, `scr_any_set_number_at`), which also notes the
//! entry for the next time, so the two paths always agree. A site only
//! caches an immortal key (the name literal itself, which a new entry
//! made through a name keeps as its key, or a key `JSON.parse` interned),
//! so a cached key is never a freed string whose address came back.

use inkwell::IntPredicate;
use inkwell::basic_block::BasicBlock;
use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue};

use super::arrays::UNDEFINED_NUMBER_BITS;
use super::generator_paths::BOX_PAYLOAD;
use super::{Codegen, Result, RuntimeFunction};

/// A site (`any::Site`): the cached key, the entry's position.
const SITE_KEY: u64 = 0;
const SITE_POSITION: u64 = 8;
/// A record object: its descriptor, then its table, in the object
/// itself (`map::ScrMap`).
const RECORD_DESCRIPTOR: u64 = 8;
const RECORD_TABLE: u64 = 16;
/// In a table (`map::Table`): the key kind (`u32`) and then the value
/// kind, the entries' pointer and their count.
const TABLE_KINDS: u64 = 0;
const TABLE_ENTRIES: u64 = 8;
const TABLE_LENGTH: u64 = 16;
/// An entry (`map::Entry`, 32 bytes): key, value, and the deleted flag.
const ENTRY_SIZE: u64 = 32;
const ENTRY_VALUE: u64 = 8;
const ENTRY_DELETED: u64 = 28;
/// The runtime's `ELEMENT_STRING` and `ELEMENT_DYNAMIC`: a record's
/// kinds (string keys, boxes).
const STRINGS: u64 = 2;
const BOXES: u64 = 8;

impl<'ctx> Codegen<'ctx, '_> {
    /// A new site (the runtime's `any::Site`): the key of the entry it
    /// last found, none yet, and its position.
    fn record_site(&mut self) -> PointerValue<'ctx> {
        let i64_type = self.context.i64_type();
        let value = self.context.const_struct(
            &[
                i64_type.const_zero().into(),
                i64_type.const_all_ones().into(),
            ],
            false,
        );
        let global = self.module.add_global(value.get_type(), None, "any.site");
        global.set_initializer(&value);
        global.set_linkage(Linkage::Private);
        global.as_pointer_value()
    }

    /// Goes on in a new block when `condition` holds, to `miss` otherwise.
    fn continue_if(
        &mut self,
        condition: inkwell::values::IntValue<'ctx>,
        miss: BasicBlock<'ctx>,
        name: &str,
    ) -> Result<()> {
        let function = self.current_function()?;
        let next = self.context.append_basic_block(function, name);
        let branch = self
            .builder
            .build_conditional_branch(condition, next, miss)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(next);
        Ok(())
    }

    /// The address of the box the site's entry of the record `object`
    /// holds, reached when every check of the module's text holds; `miss`
    /// otherwise.
    fn record_site_slot(
        &mut self,
        object: PointerValue<'ctx>,
        site: PointerValue<'ctx>,
        miss: BasicBlock<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let i8_type = self.context.i8_type();
        let i64_type = self.context.i64_type();
        let present = self.builder.build_is_not_null(object, "site.present")?;
        self.continue_if(present, miss, "site.object")?;
        let descriptor = self.load_pointer_at(object, RECORD_DESCRIPTOR, "site.descriptor")?;
        let wanted = self.external_global("scr_record_descriptor");
        let record = self.builder.build_int_compare(
            IntPredicate::EQ,
            descriptor,
            wanted,
            "site.is.record",
        )?;
        self.continue_if(record, miss, "site.record")?;
        let table = self.object_slot(object, RECORD_TABLE)?;
        // Both kinds at once: string keys, boxes as values.
        let kinds = self.load_i64_at(table, TABLE_KINDS, "site.kinds")?;
        let boxes = self.builder.build_int_compare(
            IntPredicate::EQ,
            kinds,
            i64_type.const_int(STRINGS | BOXES << 32, false),
            "site.boxes",
        )?;
        self.continue_if(boxes, miss, "site.table.boxes")?;
        let position = self.load_i64_at(site, SITE_POSITION, "site.position")?;
        let cached = self.load_pointer_at(site, SITE_KEY, "site.cached.key")?;
        let length = self.load_i64_at(table, TABLE_LENGTH, "site.length")?;
        let inside =
            self.builder
                .build_int_compare(IntPredicate::ULT, position, length, "site.inside")?;
        self.continue_if(inside, miss, "site.entry")?;
        let entries = self.load_pointer_at(table, TABLE_ENTRIES, "site.entries")?;
        let offset = self.builder.build_int_mul(
            position,
            i64_type.const_int(ENTRY_SIZE, false),
            "site.offset",
        )?;
        // SAFETY (for LLVM): below the entries' count.
        let entry = unsafe {
            self.builder
                .build_in_bounds_gep(i8_type, entries, &[offset], "site.entry.at")?
        };
        let key = self
            .builder
            .build_load(self.pointer_type(), entry, "site.key")?
            .into_pointer_value();
        let named = self
            .builder
            .build_int_compare(IntPredicate::EQ, key, cached, "site.named")?;
        self.continue_if(named, miss, "site.key.same")?;
        let deleted_slot = self.object_slot(entry, ENTRY_DELETED)?;
        let deleted = self
            .builder
            .build_load(i8_type, deleted_slot, "site.deleted")?
            .into_int_value();
        let live = self.builder.build_int_compare(
            IntPredicate::EQ,
            deleted,
            i8_type.const_zero(),
            "site.live",
        )?;
        self.continue_if(live, miss, "site.hit")?;
        self.object_slot(entry, ENTRY_VALUE)
    }

    /// A new site for `object`: the site, its miss and join blocks, and
    /// the box its entry holds (loaded where every check held; the
    /// current block).
    #[allow(clippy::type_complexity)]
    fn open_site(
        &mut self,
        object: PointerValue<'ctx>,
    ) -> Result<(
        PointerValue<'ctx>,
        (BasicBlock<'ctx>, BasicBlock<'ctx>),
        PointerValue<'ctx>,
    )> {
        let function = self.current_function()?;
        let site = self.record_site();
        let miss = self.context.append_basic_block(function, "site.miss");
        let join = self.context.append_basic_block(function, "site.join");
        let slot = self.record_site_slot(object, site, miss)?;
        let boxed = self
            .builder
            .build_load(self.pointer_type(), slot, "site.box")?
            .into_pointer_value();
        Ok((site, (miss, join), boxed))
    }

    /// [`Codegen::open_site`] going on only when the box is a number's:
    /// the number, read inline.
    #[allow(clippy::type_complexity)]
    fn open_number_site(
        &mut self,
        object: PointerValue<'ctx>,
    ) -> Result<(
        PointerValue<'ctx>,
        (BasicBlock<'ctx>, BasicBlock<'ctx>),
        FloatValue<'ctx>,
    )> {
        let (site, (miss, join), boxed) = self.open_site(object)?;
        let number_box = self.is_number_box(boxed)?;
        self.continue_if(number_box, miss, "site.read")?;
        let payload = self.object_slot(boxed, BOX_PAYLOAD)?;
        let number = self
            .builder
            .build_load(self.context.f64_type(), payload, "site.number")?
            .into_float_value();
        Ok((site, (miss, join), number))
    }

    /// `Number(object.name)` for an `any` `object` and a name literal.
    pub(crate) fn emit_any_get_number_site(
        &mut self,
        object: PointerValue<'ctx>,
        name: PointerValue<'ctx>,
    ) -> Result<FloatValue<'ctx>> {
        let (site, (miss, join), number) = self.open_number_site(object)?;
        let value = self.join_read_site(
            number.into(),
            (miss, join),
            RuntimeFunction::AnyGetNumberAt,
            [object, name, site],
        )?;
        Ok(value.into_float_value())
    }

    /// The end of a read site: the inline path's `hit` (in the current
    /// block) and, from `miss`, what `slow` returns for the object, the
    /// name and the site, joined in `join`.
    fn join_read_site(
        &mut self,
        hit: BasicValueEnum<'ctx>,
        (miss, join): (BasicBlock<'ctx>, BasicBlock<'ctx>),
        slow: RuntimeFunction,
        [object, name, site]: [PointerValue<'ctx>; 3],
    ) -> Result<BasicValueEnum<'ctx>> {
        let hit_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(miss);
        let slow = self.call_runtime_value(slow, &[object.into(), name.into(), site.into()])?;
        let miss_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let phi = self.builder.build_phi(hit.get_type(), "site.value")?;
        phi.add_incoming(&[(&hit, hit_end), (&slow, miss_end)]);
        Ok(phi.as_basic_value())
    }

    /// `object.name = number` for an `any` `object` and a name literal.
    pub(crate) fn emit_any_set_number_site(
        &mut self,
        object: PointerValue<'ctx>,
        name: PointerValue<'ctx>,
        number: FloatValue<'ctx>,
        operand: Option<PointerValue<'ctx>>,
    ) -> Result<()> {
        let i64_type = self.context.i64_type();
        let (site, (miss, join), boxed) = self.open_site(object)?;
        if self.program.integrity {
            // An object with an integrity level may refuse the write.
            let count = self.external_global("scr_integrity_count");
            let count = self
                .builder
                .build_load(i64_type, count, "site.levels")?
                .into_int_value();
            let none = self.builder.build_int_compare(
                IntPredicate::EQ,
                count,
                i64_type.const_zero(),
                "site.no.levels",
            )?;
            self.continue_if(none, miss, "site.writable")?;
        }
        // A number box only the record holds (a count of exactly one has
        // no flags) takes the number in place; so does one the record and
        // the sum's `operand` hold (`o.p = o.p + n`: that reference is the
        // old value, dropped once the sum is stored).
        let number_box = self.is_number_box(boxed)?;
        self.continue_if(number_box, miss, "site.number.box")?;
        let count = self.load_i64_at(boxed, 0, "site.count")?;
        let holders = match operand {
            Some(operand) => {
                let same = self.builder.build_int_compare(
                    IntPredicate::EQ,
                    boxed,
                    operand,
                    "site.operand",
                )?;
                self.builder
                    .build_select(
                        same,
                        i64_type.const_int(2, false),
                        i64_type.const_int(1, false),
                        "site.holders",
                    )?
                    .into_int_value()
            }
            None => i64_type.const_int(1, false),
        };
        let alone =
            self.builder
                .build_int_compare(IntPredicate::EQ, count, holders, "site.alone")?;
        self.continue_if(alone, miss, "site.unshared")?;
        let bits = self
            .builder
            .build_bit_cast(number, i64_type, "site.bits")?
            .into_int_value();
        let defined = self.builder.build_int_compare(
            IntPredicate::NE,
            bits,
            i64_type.const_int(UNDEFINED_NUMBER_BITS, false),
            "site.defined",
        )?;
        self.continue_if(defined, miss, "site.store")?;
        let payload = self.object_slot(boxed, BOX_PAYLOAD)?;
        self.builder.build_store(payload, bits)?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(miss);
        self.call_runtime(
            RuntimeFunction::AnySetNumberAt,
            &[object.into(), name.into(), number.into(), site.into()],
        )?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        Ok(())
    }

    /// `object.name` for an `any` `object` and a name literal: an owned
    /// box.
    pub(crate) fn emit_any_get_site(
        &mut self,
        object: PointerValue<'ctx>,
        name: PointerValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let (site, (miss, join), boxed) = self.open_site(object)?;
        let present = self.builder.build_is_not_null(boxed, "site.box.present")?;
        self.continue_if(present, miss, "site.retain")?;
        self.emit_retain(boxed.into())?;
        let value = self.join_read_site(
            boxed.into(),
            (miss, join),
            RuntimeFunction::AnyGetAt,
            [object, name, site],
        )?;
        Ok(value.into_pointer_value())
    }

    /// `object.name` read as an operand of a sum stored back (`o.p = o.p +
    /// n`): a number box the site finds gives its number at once, with no
    /// reference taken (a number is a value: what runs after cannot change
    /// it); anything else is read as an owned box. Gives whether the number
    /// was read, the number, and the box (null when the number was read).
    pub(crate) fn emit_any_get_sum_operand_site(
        &mut self,
        object: PointerValue<'ctx>,
        name: PointerValue<'ctx>,
    ) -> Result<SumOperand<'ctx>> {
        let f64_type = self.context.f64_type();
        let (site, (miss, join), held) = self.open_number_site(object)?;
        let hit_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(miss);
        let owned = self
            .call_runtime_value(
                RuntimeFunction::AnyGetAt,
                &[object.into(), name.into(), site.into()],
            )?
            .into_pointer_value();
        let miss_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let bool_type = self.context.bool_type();
        let read = self.builder.build_phi(bool_type, "sum.read.number")?;
        read.add_incoming(&[
            (&bool_type.const_all_ones(), hit_end),
            (&bool_type.const_zero(), miss_end),
        ]);
        let number = self.builder.build_phi(f64_type, "sum.read.held")?;
        number.add_incoming(&[(&held, hit_end), (&f64_type.const_zero(), miss_end)]);
        let pointer_type = self.pointer_type();
        let boxed = self.builder.build_phi(pointer_type, "sum.read.box")?;
        boxed.add_incoming(&[(&pointer_type.const_null(), hit_end), (&owned, miss_end)]);
        Ok(SumOperand {
            boxed: boxed.as_basic_value().into_pointer_value(),
            number: Some((
                read.as_basic_value().into_int_value(),
                number.as_basic_value().into_float_value(),
            )),
        })
    }

    /// `object.name = boxed + number` (`number_left`: `number + boxed`)
    /// for `any` values and a name literal: a number in `boxed` is added
    /// and stored as a number (through the site's cache); anything else
    /// goes through `+` of boxes and an ordinary store. `fresh`: `boxed`
    /// is a reference of the caller's own that no variable holds (a
    /// property just read), so the box it names may change in place.
    pub(crate) fn emit_any_set_sum_site(
        &mut self,
        object: PointerValue<'ctx>,
        name: PointerValue<'ctx>,
        operand: SumOperand<'ctx>,
        number: FloatValue<'ctx>,
        number_left: bool,
        fresh: bool,
    ) -> Result<()> {
        let f64_type = self.context.f64_type();
        let function = self.current_function()?;
        let numeric = self.context.append_basic_block(function, "sum.number");
        let general = self.context.append_basic_block(function, "sum.general");
        let join = self.context.append_basic_block(function, "sum.join");
        let boxed = operand.boxed;
        // A number read already, else one in the box.
        let mut incoming = Vec::new();
        if let Some((read, held)) = operand.number {
            let in_box = self.context.append_basic_block(function, "sum.box");
            let branch = self
                .builder
                .build_conditional_branch(read, numeric, in_box)?;
            self.mark_likely(branch)?;
            incoming.push((held, self.current_insert_block()?));
            self.builder.position_at_end(in_box);
        }
        let number_box = self.is_number_box(boxed)?;
        let unbox = self.context.append_basic_block(function, "sum.unbox");
        let branch = self
            .builder
            .build_conditional_branch(number_box, unbox, general)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(unbox);
        let payload = self.object_slot(boxed, BOX_PAYLOAD)?;
        let in_box = self
            .builder
            .build_load(f64_type, payload, "sum.held")?
            .into_float_value();
        incoming.push((in_box, unbox));
        self.builder.build_unconditional_branch(numeric)?;
        self.builder.position_at_end(numeric);
        let held = self.builder.build_phi(f64_type, "sum.held.number")?;
        for (value, block) in &incoming {
            held.add_incoming(&[(value, *block)]);
        }
        let held = held.as_basic_value().into_float_value();
        // As the runtime adds (`scr_any_add_number`): the box's number first.
        let total = self.builder.build_float_add(held, number, "sum.total")?;
        self.emit_any_set_number_site(object, name, total, fresh.then_some(boxed))?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(general);
        let left = self
            .context
            .i32_type()
            .const_int(u64::from(number_left), false);
        let result = self
            .call_runtime_value(
                RuntimeFunction::AnyAddNumber,
                &[boxed.into(), number.into(), left.into()],
            )?
            .into_pointer_value();
        // `+` may raise (ToPrimitive of an object): then nothing is stored
        // and the caller's check finds the exception.
        let store = self.context.append_basic_block(function, "sum.store");
        let done = self.context.append_basic_block(function, "sum.done");
        let i64_type = self.context.i64_type();
        let pending = self.external_global("scr_pending");
        let pending = self
            .builder
            .build_load(i64_type, pending, "sum.pending")?
            .into_int_value();
        let clear = self.builder.build_int_compare(
            IntPredicate::EQ,
            pending,
            i64_type.const_zero(),
            "sum.clear",
        )?;
        self.builder.build_conditional_branch(clear, store, done)?;
        self.builder.position_at_end(store);
        self.call_runtime(
            RuntimeFunction::AnySet,
            &[object.into(), name.into(), result.into()],
        )?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        self.emit_release(result.into(), crate::types::TypeId::ANY)?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        Ok(())
    }
}

/// The operand of a sum stored back read by the site (see
/// [`Codegen::emit_any_get_sum_operand_site`]): an owned box (null or a
/// box), and, when the site read a number instead, the flag and the number.
pub(crate) struct SumOperand<'ctx> {
    pub(crate) boxed: PointerValue<'ctx>,
    pub(crate) number: Option<(IntValue<'ctx>, FloatValue<'ctx>)>,
}
