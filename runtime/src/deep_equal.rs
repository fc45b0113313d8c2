//! `util.isDeepStrictEqual` and `assert`'s deep comparisons, over the
//! values of every kind as (kind, bits) pairs: Node's comparison
//! (`lib/internal/util/comparisons.js`) for the values scriptc has.
//!
//! Strict: primitives by SameValue, objects of the same prototype (plain
//! objects, records and objects made through `any` are all `Object`s; a
//! class instance is of its class), the same own enumerable properties in
//! any order, each deep-equal; arrays element by element; typed arrays of
//! the same kind; maps and sets by their members in any order. Loose:
//! primitives by `==`, prototypes not compared. Cycles compare as equal
//! when met again (as Node's memo does).

use crate::array::{ELEMENT_ARRAY, ELEMENT_NUMBER, ELEMENT_OBJECT, ELEMENT_STRING, ScrArray};
use crate::dynamic::{DYNAMIC_NULL, DYNAMIC_UNDEFINED};
use crate::object::{self, ScrObject};
use crate::string::{self, ScrString};

struct Comparison {
    strict: bool,
    /// The pairs of objects being compared further up.
    active: Vec<(u64, u64)>,
}

/// The own enumerable properties of an object (fields, properties added
/// through `any`, a record's entries) as (name, kind, bits).
///
/// # Safety
/// `value` must be a live object that is not a map, set or tuple.
unsafe fn properties(value: *const ScrObject) -> Vec<(String, u32, u64)> {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*value).descriptor;
        let kind = (*descriptor).kind;
        let mut out = Vec::new();
        if kind == object::KIND_RECORD {
            let map = value.cast::<crate::map::ScrMap>();
            let value_kind = (*map).table.value_kind;
            for (key, bits) in crate::map::ordered(map) {
                out.push((
                    string::to_rust_string(key as *const ScrString),
                    value_kind,
                    bits,
                ));
            }
            return out;
        }
        let fields = object::fields(descriptor);
        for (field, bits) in fields.iter().zip(object::slots(value).iter().copied()) {
            let key = std::slice::from_raw_parts(field.name, field.name_len as usize);
            if let Some(method) = key
                .strip_prefix(b"\x01[[own ")
                .and_then(|rest| rest.strip_suffix(b"]]"))
            {
                let (held, _) = crate::dynamic::contents(bits as *const ScrObject);
                if held != DYNAMIC_UNDEFINED {
                    out.push((
                        String::from_utf8_lossy(method).into_owned(),
                        field.kind as u32,
                        bits,
                    ));
                }
                continue;
            }
            if key.first() == Some(&object::HIDDEN) {
                continue;
            }
            out.push((
                String::from_utf8_lossy(key).into_owned(),
                field.kind as u32,
                bits,
            ));
        }
        for (name, bits) in crate::expando::entries(value) {
            out.push((name, crate::array::ELEMENT_DYNAMIC, bits));
        }
        out
    }
}

/// What an object's prototype is, for the strict comparison: `Object`
/// for plain objects, records and tuples' arrays aside, else the class.
///
/// # Safety
/// `value` must be a live object.
unsafe fn prototype(value: *const ScrObject) -> (u64, Vec<u8>) {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*value).descriptor;
        let kind = (*descriptor).kind;
        if kind == object::KIND_PLAIN || kind == object::KIND_RECORD {
            return (object::KIND_PLAIN, Vec::new());
        }
        (kind, object::name(descriptor).to_vec())
    }
}

impl Comparison {
    /// # Safety
    /// Both must be live values of their kinds.
    unsafe fn values(&mut self, a: (u32, u64), b: (u32, u64)) -> bool {
        // SAFETY: caller contract.
        let ((kind_a, bits_a), (kind_b, bits_b)) = unsafe {
            (
                crate::dynamic::unwrap(a.0, a.1),
                crate::dynamic::unwrap(b.0, b.1),
            )
        };
        let reference = |kind: u32| kind == ELEMENT_OBJECT || kind == ELEMENT_ARRAY;
        if !reference(kind_a) || !reference(kind_b) {
            // SAFETY: live values.
            return unsafe { self.primitives((kind_a, bits_a), (kind_b, bits_b)) };
        }
        if kind_a != kind_b {
            return false;
        }
        // SAFETY: live objects.
        if bits_a == bits_b
            || (kind_a == ELEMENT_OBJECT && unsafe { object::same_object(bits_a, bits_b) })
        {
            return true;
        }
        if self.active.contains(&(bits_a, bits_b)) {
            return true;
        }
        self.active.push((bits_a, bits_b));
        // SAFETY: live references of this kind.
        let equal = unsafe {
            if kind_a == ELEMENT_ARRAY {
                self.arrays(bits_a as *const ScrArray, bits_b as *const ScrArray)
            } else {
                self.objects(bits_a as *const ScrObject, bits_b as *const ScrObject)
            }
        };
        self.active.pop();
        equal
    }

    /// # Safety
    /// Both must be live values, at most one of them a reference.
    unsafe fn primitives(
        &mut self,
        (kind_a, bits_a): (u32, u64),
        (kind_b, bits_b): (u32, u64),
    ) -> bool {
        if self.strict {
            if kind_a != kind_b {
                return false;
            }
            return match kind_a {
                ELEMENT_NUMBER => {
                    let (a, b) = (f64::from_bits(bits_a), f64::from_bits(bits_b));
                    (a.is_nan() && b.is_nan()) || bits_a == bits_b
                }
                // SAFETY: live strings.
                ELEMENT_STRING => unsafe {
                    string::equals(bits_a as *const ScrString, bits_b as *const ScrString)
                },
                DYNAMIC_UNDEFINED | DYNAMIC_NULL => true,
                _ => bits_a == bits_b,
            };
        }
        if kind_a == ELEMENT_NUMBER && kind_b == ELEMENT_NUMBER {
            let (a, b) = (f64::from_bits(bits_a), f64::from_bits(bits_b));
            return a == b || (a.is_nan() && b.is_nan());
        }
        // `==` through boxes.
        let a = crate::dynamic::scr_dynamic_new(kind_a, bits_a);
        let b = crate::dynamic::scr_dynamic_new(kind_b, bits_b);
        // SAFETY: fresh boxes, released after.
        unsafe {
            let equal = crate::dynamic::scr_dynamic_equals(a, b, 1) != 0;
            object::release(a);
            object::release(b);
            equal
        }
    }

    /// # Safety
    /// Both must be live arrays.
    unsafe fn arrays(&mut self, a: *const ScrArray, b: *const ScrArray) -> bool {
        // SAFETY: live arrays.
        unsafe {
            let (kind_a, kind_b) = ((*a).kind, (*b).kind);
            let typed = (
                crate::typed::is_typed(kind_a),
                crate::typed::is_typed(kind_b),
            );
            if typed.0 || typed.1 {
                if typed != (true, true) || (self.strict && kind_a != kind_b) {
                    return false;
                }
                let (values_a, values_b) = (crate::typed::values(a), crate::typed::values(b));
                return values_a.len() == values_b.len()
                    && values_a.iter().zip(&values_b).all(|(x, y)| {
                        x.to_bits() == y.to_bits() || x == y || (x.is_nan() && y.is_nan())
                    });
            }
            let (slots_a, slots_b) = (crate::array::slots(a), crate::array::slots(b));
            if slots_a.len() != slots_b.len() {
                return false;
            }
            slots_a
                .iter()
                .zip(slots_b)
                .all(|(&x, &y)| self.values((kind_a, x), (kind_b, y)))
        }
    }

    /// # Safety
    /// Both must be live objects (not boxes).
    unsafe fn objects(&mut self, a: *const ScrObject, b: *const ScrObject) -> bool {
        // SAFETY: live objects.
        unsafe {
            let (kind_a, kind_b) = ((*(*a).descriptor).kind, (*(*b).descriptor).kind);
            let collection = |kind: u64| kind == object::KIND_MAP || kind == object::KIND_SET;
            let opaque = |kind: u64| {
                kind == object::KIND_FUNCTION
                    || kind == object::KIND_BOX
                    || kind == crate::promise::KIND_PROMISE
                    || kind == crate::generator::KIND_GENERATOR
                    || kind == crate::class_value::KIND_CLASS_VALUE
            };
            if opaque(kind_a) || opaque(kind_b) {
                return false;
            }
            if collection(kind_a) || collection(kind_b) {
                return kind_a == kind_b && self.collections(a, b, kind_a == object::KIND_MAP);
            }
            if (kind_a == object::KIND_TUPLE) != (kind_b == object::KIND_TUPLE) {
                return false;
            }
            if self.strict && prototype(a) != prototype(b) {
                return false;
            }
            if kind_a == object::KIND_TUPLE {
                let (fields_a, fields_b) = (
                    object::fields((*a).descriptor),
                    object::fields((*b).descriptor),
                );
                let (slots_a, slots_b) = (object::slots(a), object::slots(b));
                return slots_a.len() == slots_b.len()
                    && (0..slots_a.len()).all(|index| {
                        self.values(
                            (fields_a[index].kind as u32, slots_a[index]),
                            (fields_b[index].kind as u32, slots_b[index]),
                        )
                    });
            }
            let (own_a, own_b) = (properties(a), properties(b));
            if own_a.len() != own_b.len() {
                return false;
            }
            own_a.iter().all(|(name, kind, bits)| {
                own_b.iter().find(|(other, ..)| other == name).is_some_and(
                    |&(_, other_kind, other_bits)| {
                        self.values((*kind, *bits), (other_kind, other_bits))
                    },
                )
            })
        }
    }

    /// Maps (`pairs`) or sets with the same members in any order: a key
    /// found as itself, else (an object key) a deep-equal one not matched
    /// yet.
    ///
    /// # Safety
    /// Both must be live maps or both live sets.
    unsafe fn collections(
        &mut self,
        a: *const ScrObject,
        b: *const ScrObject,
        pairs: bool,
    ) -> bool {
        // SAFETY: live collections.
        unsafe {
            let (map_a, map_b) = (
                a.cast::<crate::map::ScrMap>(),
                b.cast::<crate::map::ScrMap>(),
            );
            let (table_a, table_b) = (&(*map_a).table, &(*map_b).table);
            let (entries_a, entries_b) = (crate::map::ordered(map_a), crate::map::ordered(map_b));
            if entries_a.len() != entries_b.len() {
                return false;
            }
            let mut matched = vec![false; entries_b.len()];
            for &(key, value) in &entries_a {
                let key_a = (table_a.key_kind, key);
                let same = entries_b
                    .iter()
                    .enumerate()
                    .position(|(index, &(other, _))| {
                        !matched[index] && {
                            let mut strict = Comparison {
                                strict: true,
                                active: Vec::new(),
                            };
                            strict.values(key_a, (table_b.key_kind, other))
                        }
                    });
                let Some(index) = same else {
                    return false;
                };
                matched[index] = true;
                if pairs
                    && !self.values(
                        (table_a.value_kind, value),
                        (table_b.value_kind, entries_b[index].1),
                    )
                {
                    return false;
                }
            }
            true
        }
    }
}

/// `util.isDeepStrictEqual(a, b)` (`strict` 1) and `assert.deepEqual`'s
/// loose comparison (0), of two boxes.
///
/// # Safety
/// Both must be live boxes or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_deep_equal(
    a: *const ScrObject,
    b: *const ScrObject,
    strict: i32,
) -> i32 {
    let mut comparison = Comparison {
        strict: strict != 0,
        active: Vec::new(),
    };
    // SAFETY: live boxes (caller contract).
    i32::from(unsafe {
        comparison.values(
            (crate::array::ELEMENT_DYNAMIC, a as u64),
            (crate::array::ELEMENT_DYNAMIC, b as u64),
        )
    })
}

/// `Object.is(a, b)` of two boxes (`assert.strictEqual`).
///
/// # Safety
/// Both must be live boxes or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_same_value(a: *const ScrObject, b: *const ScrObject) -> i32 {
    // SAFETY: forwarded.
    unsafe { crate::dynamic::scr_dynamic_equals(a, b, 2) }
}

/// `util.inspect(value)` of a box, as `%O` prints it.
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_inspect_dynamic(value: *const ScrObject) -> *mut ScrString {
    // SAFETY: a live box (caller contract).
    let text = unsafe { crate::console::inspect_dynamic(value) };
    // The options `util.inspect(value, options)` set were for this text.
    crate::inspect::reset_options();
    string::new_from_str(&text)
}
