//! The methods that call a function for each element (`map`, `filter`,
//! `forEach`, `reduce`, ...) of arrays, typed arrays, maps and sets held by
//! a value of type `any`, with JavaScript's arguments: the element, its
//! index (a map's key) and the collection itself, the very one the `any`
//! holds.
//!
//! The compiler calls an array of boxes' methods directly, with a callback
//! checked for boxes (`any_method_call` in its `check/dynamic.rs`); every
//! other value reaches these through `scr_any_call`. Elements are read as
//! the loop reaches them, so a callback that stores into the collection is
//! seen as in Node; the length is the one the method started with (an
//! array that shrank ends the walk), and a map's or set's entries are
//! walked in order, entries added meanwhile included.

use crate::any::{boolean_box, box_slot, element_box, function_of, number_box, undefined};
use crate::array::{ELEMENT_ARRAY, ELEMENT_DYNAMIC, ELEMENT_NUMBER, ELEMENT_OBJECT, ScrArray};
use crate::dynamic::{DYNAMIC_NULL, DYNAMIC_UNDEFINED, contents, scr_dynamic_new};
use crate::map::ScrMap;
use crate::object::{KIND_MAP, KIND_SET, ScrObject};

/// The methods answered here (besides a map's and a set's `forEach`).
const METHODS: &[&str] = &[
    "every",
    "filter",
    "find",
    "findIndex",
    "findLast",
    "findLastIndex",
    "flatMap",
    "forEach",
    "map",
    "reduce",
    "reduceRight",
    "some",
];

/// `value.method(arguments)` when `value` holds an ordinary or typed array
/// (`method` one of [`METHODS`], typed arrays having no `flatMap`) or a
/// map or set (`forEach`): the result, a new box (`undefined` when the
/// method raised an exception). `None` for any other value or method.
///
/// # Safety
/// `value` must be a live box; `arguments` live boxes.
pub(crate) unsafe fn call(
    value: *const ScrObject,
    method: &str,
    arguments: &[*mut ScrObject],
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract; payloads of the kinds the box names.
    unsafe {
        let (kind, payload) = contents(value);
        if kind == ELEMENT_OBJECT && method == "forEach" {
            let map = payload as *mut ScrMap;
            let own = (*(*map).descriptor).kind;
            if matches!(own, KIND_MAP | KIND_SET) && !crate::map::is_weak(map) {
                return Some(for_each_entry(value, map, own == KIND_SET, arguments));
            }
            return None;
        }
        if kind != ELEMENT_ARRAY || !METHODS.contains(&method) {
            return None;
        }
        let array = payload as *mut ScrArray;
        let typed = crate::typed::is_typed((*array).kind);
        if typed && method == "flatMap" {
            return None;
        }
        let Some(function) = arguments
            .first()
            .and_then(|&callback| function_of(callback))
        else {
            let message = match method {
                "flatMap" => "flatMap mapper function is not callable".to_string(),
                _ => {
                    let callback = arguments.first().copied().unwrap_or_else(undefined);
                    let shown = crate::dynamic::rendered_for_message(callback);
                    if arguments.is_empty() {
                        crate::object::release(callback);
                    }
                    format!("{shown} is not a function")
                }
            };
            crate::dynamic::raise("TypeError", &message);
            return Some(undefined());
        };
        let walk = Walk {
            value,
            array,
            function,
            receiver: receiver(arguments.get(1).copied()),
            length: (*array).len as usize,
        };
        Some(match method {
            "reduce" | "reduceRight" => walk.reduce(method == "reduceRight", arguments.get(1)),
            _ => walk.run(method, typed),
        })
    }
}

/// A `thisArg` the callback can see: an object (a function reading its own
/// `this`), else none.
///
/// # Safety
/// `argument` must be a live box when given.
unsafe fn receiver(argument: Option<*mut ScrObject>) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        match argument.map(|argument| contents(argument)) {
            Some((ELEMENT_OBJECT, payload)) => payload as *mut ScrObject,
            _ => std::ptr::null_mut(),
        }
    }
}

/// Calls `function` with `this` set to `receiver` (or none) and the given
/// boxes (borrowed) as its arguments: its result, a new box.
///
/// # Safety
/// `function` must be a live function object, `receiver` live or null,
/// `parts` live boxes.
unsafe fn call_with(
    function: *mut ScrObject,
    receiver: *mut ScrObject,
    parts: &[*mut ScrObject],
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let list = crate::array::scr_array_new(ELEMENT_DYNAMIC, parts.len() as u64);
        for &part in parts {
            crate::array::scr_array_push(list, part as u64);
        }
        let result = crate::any::call_function_with(function, receiver, list);
        crate::array::release(list);
        result
    }
}

/// One walk of an array's elements with a callback.
struct Walk {
    /// The box holding the array: the callback's third argument.
    value: *const ScrObject,
    array: *mut ScrArray,
    function: *mut ScrObject,
    receiver: *mut ScrObject,
    /// The length when the method started.
    length: usize,
}

impl Walk {
    /// Element `index` boxed, or `None` past the array's end now (it may
    /// have shrunk).
    ///
    /// # Safety
    /// The walk's array must be live.
    unsafe fn element(&self, index: usize) -> Option<*mut ScrObject> {
        // SAFETY: caller contract; the index is checked.
        unsafe { (index < (*self.array).len as usize).then(|| element_box(self.array, index)) }
    }

    /// The callback's result for `element` at `index` (a new box), or
    /// `None` when it raised an exception.
    ///
    /// # Safety
    /// The walk's values must be live; `element` a live box.
    unsafe fn visit(&self, element: *mut ScrObject, index: usize) -> Option<*mut ScrObject> {
        // SAFETY: caller contract.
        unsafe {
            let position = number_box(index as f64);
            let result = call_with(
                self.function,
                self.receiver,
                &[element, position, self.value.cast_mut()],
            );
            crate::object::release(position);
            if crate::dynamic::scr_pending != 0 {
                crate::object::release(result);
                return None;
            }
            Some(result)
        }
    }

    /// Every method but `reduce`: its result, a new box.
    ///
    /// # Safety
    /// The walk's values must be live.
    unsafe fn run(&self, method: &str, typed: bool) -> *mut ScrObject {
        // SAFETY: caller contract.
        unsafe {
            let backwards = matches!(method, "findLast" | "findLastIndex");
            let collects = matches!(method, "map" | "filter" | "flatMap");
            let results = if collects {
                crate::array::scr_array_new(ELEMENT_DYNAMIC, self.length as u64)
            } else {
                std::ptr::null_mut()
            };
            let mut answer = None;
            for step in 0..self.length {
                let index = if backwards {
                    self.length - 1 - step
                } else {
                    step
                };
                let Some(element) = self.element(index) else {
                    if backwards {
                        continue;
                    }
                    break;
                };
                let Some(result) = self.visit(element, index) else {
                    crate::object::release(element);
                    if !results.is_null() {
                        crate::array::release(results);
                    }
                    return undefined();
                };
                let truthy = crate::dynamic::scr_dynamic_truthy(result) != 0;
                match method {
                    "map" => crate::array::scr_array_push(results, result as u64),
                    "filter" if truthy => crate::array::scr_array_push(results, element as u64),
                    "flatMap" => flatten_into(results, result),
                    _ => 0.0,
                };
                crate::object::release(result);
                let found = match method {
                    "find" | "findLast" if truthy => Some(element),
                    "findIndex" | "findLastIndex" if truthy => Some(number_box(index as f64)),
                    "some" if truthy => Some(boolean_box(true)),
                    "every" if !truthy => Some(boolean_box(false)),
                    _ => None,
                };
                if found != Some(element) {
                    crate::object::release(element);
                }
                if found.is_some() {
                    answer = found;
                    break;
                }
            }
            if collects {
                return if typed {
                    typed_result(self.array, results)
                } else {
                    scr_dynamic_new(ELEMENT_ARRAY, results as u64)
                };
            }
            answer.unwrap_or_else(|| match method {
                "findIndex" | "findLastIndex" => number_box(-1.0),
                "some" => boolean_box(false),
                "every" => boolean_box(true),
                _ => undefined(),
            })
        }
    }

    /// `reduce` (`backwards`: `reduceRight`) with the initial value given
    /// or not.
    ///
    /// # Safety
    /// The walk's values must be live; `initial` a live box when given.
    unsafe fn reduce(&self, backwards: bool, initial: Option<&*mut ScrObject>) -> *mut ScrObject {
        // SAFETY: caller contract.
        unsafe {
            let index_of = |step: usize| {
                if backwards {
                    self.length - 1 - step
                } else {
                    step
                }
            };
            let mut steps = 0..self.length;
            let mut accumulator = match initial {
                Some(&initial) => {
                    crate::object::retain(initial);
                    initial
                }
                None => match steps.next().and_then(|step| self.element(index_of(step))) {
                    Some(first) => first,
                    None => {
                        crate::dynamic::raise(
                            "TypeError",
                            "Reduce of empty array with no initial value",
                        );
                        return undefined();
                    }
                },
            };
            for step in steps {
                let index = index_of(step);
                let Some(element) = self.element(index) else {
                    continue;
                };
                let position = number_box(index as f64);
                let result = call_with(
                    self.function,
                    self.receiver,
                    &[accumulator, element, position, self.value.cast_mut()],
                );
                crate::object::release(position);
                crate::object::release(element);
                crate::object::release(accumulator);
                accumulator = result;
                if crate::dynamic::scr_pending != 0 {
                    break;
                }
            }
            accumulator
        }
    }
}

/// `flatMap`'s step: an array (or tuple) result's elements are added, any
/// other result itself.
///
/// # Safety
/// `results` must be a live array of boxes, `result` a live box.
unsafe fn flatten_into(results: *mut ScrArray, result: *mut ScrObject) -> f64 {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(result);
        let inner = match kind {
            ELEMENT_ARRAY if !crate::typed::is_typed((*(payload as *const ScrArray)).kind) => {
                crate::array::retain(payload as *mut ScrArray);
                payload as *mut ScrArray
            }
            ELEMENT_OBJECT
                if (*(*(payload as *const ScrObject)).descriptor).kind
                    == crate::object::KIND_TUPLE =>
            {
                crate::array_methods::tuple_elements(payload as *const ScrObject)
            }
            _ => return crate::array::scr_array_push(results, result as u64),
        };
        let element_kind = (*inner).kind;
        for &bits in crate::array::slots(inner) {
            let boxed = box_slot(element_kind, bits);
            crate::array::scr_array_push(results, boxed as u64);
            crate::object::release(boxed);
        }
        crate::array::release(inner);
        f64::from((*results).len)
    }
}

/// A typed array's `map` or `filter`: the boxes collected, as a new typed
/// array of the source's kind (`map`'s results converted as a store
/// converts them), in a new box; releases `results`.
///
/// # Safety
/// `source` must be a live typed array, `results` a live array of boxes.
unsafe fn typed_result(source: *const ScrArray, results: *mut ScrArray) -> *mut ScrObject {
    // SAFETY: caller contract; indices below the new array's length.
    unsafe {
        let items = crate::array::slots(results);
        let typed = crate::typed::allocate((*source).kind, items.len());
        for (index, &item) in items.iter().enumerate() {
            let number = crate::dynamic::scr_dynamic_to_number(item as *const ScrObject);
            crate::typed::put(typed, index, number);
        }
        crate::array::release(results);
        scr_dynamic_new(ELEMENT_ARRAY, typed as u64)
    }
}

/// `map.forEach(f)` / `set.forEach(f)`: `f(value, key, map)` (a set's
/// value as both) for each entry in order; `undefined`, a new box.
///
/// # Safety
/// `value` must be a live box holding `map`; `arguments` live boxes.
unsafe fn for_each_entry(
    value: *const ScrObject,
    map: *mut ScrMap,
    is_set: bool,
    arguments: &[*mut ScrObject],
) -> *mut ScrObject {
    // SAFETY: caller contract; entries the cursor names are live.
    unsafe {
        let Some(function) = arguments
            .first()
            .and_then(|&callback| function_of(callback))
        else {
            let callback = arguments.first().copied().unwrap_or_else(undefined);
            let shown = typed_rendering(callback);
            if arguments.is_empty() {
                crate::object::release(callback);
            }
            crate::dynamic::raise("TypeError", &format!("{shown} is not a function"));
            return undefined();
        };
        let receiver = receiver(arguments.get(1).copied());
        let mut cursor = 0.0;
        loop {
            let (key_kind, value_kind) = crate::map::kinds(map);
            let position = crate::map::scr_map_next(map, &mut cursor);
            if position < 0.0 {
                break;
            }
            let key = box_slot(key_kind, crate::map::scr_map_key(map, position));
            let entry = if is_set {
                crate::object::retain(key);
                key
            } else {
                box_slot(value_kind, crate::map::scr_map_value(map, position))
            };
            let result = call_with(function, receiver, &[entry, key, value.cast_mut()]);
            for part in [result, entry, key] {
                crate::object::release(part);
            }
            if crate::dynamic::scr_pending != 0 {
                break;
            }
        }
        undefined()
    }
}

/// A value as a map's or a set's `forEach` names what is not a function:
/// its `typeof` and, for a primitive, the value (`number 5`, `string "x"`,
/// `object null`).
///
/// # Safety
/// `value` must be a live box.
unsafe fn typed_rendering(value: *const ScrObject) -> String {
    // SAFETY: caller contract.
    unsafe {
        match contents(value).0 {
            DYNAMIC_UNDEFINED => "undefined".to_string(),
            DYNAMIC_NULL => "object null".to_string(),
            ELEMENT_ARRAY | ELEMENT_OBJECT => "object".to_string(),
            crate::array::ELEMENT_STRING => {
                format!("string \"{}\"", crate::dynamic::rendered_for_message(value))
            }
            ELEMENT_NUMBER => format!("number {}", crate::dynamic::rendered_for_message(value)),
            _ => format!("boolean {}", crate::dynamic::rendered_for_message(value)),
        }
    }
}
