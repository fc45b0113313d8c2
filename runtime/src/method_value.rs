//! Functions made through `any` at run time: a class's method read as a
//! value (`const m = o.m`), a built-in method read as a value
//! (`typeof x.toString`), and `f.bind(this, ...)`; and `call`, `apply`
//! and `bind` on every function value held by an `any`.
//!
//! JavaScript's `this` is the object a function is called on, not the one
//! it was read from: `o.m` read as a value and called plainly has `this`
//! undefined, as in Node. A method value therefore names its code (the
//! vtable slot of the class it was read from), not an object; called
//! plainly, its dynamic entry gets a null receiver, and the compiled entry
//! of a method that uses `this` raises Node's TypeError there (see the
//! compiler's `dynamic_calls`). `call`, `apply` and a bound function give
//! it the receiver.

use crate::array::{ELEMENT_ARRAY, ELEMENT_DYNAMIC, ELEMENT_NUMBER, ELEMENT_STRING, ScrArray};
use crate::dynamic::{DYNAMIC_NULL, DYNAMIC_UNDEFINED, contents, scr_dynamic_new};
use crate::object::{
    ClassDescriptor, KIND_FUNCTION, ScrObject, StaticDescriptor, StaticFields, slot_at,
    static_field as field,
};
use crate::string::{self, ScrString};

static METHOD_FIELDS: StaticFields<3> = StaticFields([
    field("", ELEMENT_NUMBER),
    field("[[class]]", ELEMENT_NUMBER),
    field("[[slot]]", ELEMENT_NUMBER),
]);

/// A class's method read as a value: the class's descriptor and the
/// method's vtable slot (neither counted: descriptors are static).
static METHOD: StaticDescriptor =
    StaticDescriptor::new("", KIND_FUNCTION, &METHOD_FIELDS.0).with_entry(method_entry);

static BUILT_IN_FIELDS: StaticFields<3> = StaticFields([
    field("", ELEMENT_NUMBER),
    field("[[name]]", ELEMENT_STRING),
    field("[[prototype]]", ELEMENT_NUMBER),
]);

/// The prototype a built-in method comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u64)]
pub enum Prototype {
    Object,
    String,
    Array,
    Typed,
    Buffer,
    Number,
    Map,
    Set,
}

/// A built-in method read as a value (`"abc".toString`): its name and
/// the prototype it comes from; called with a `this`, it is that value's
/// method of the name.
static BUILT_IN: StaticDescriptor =
    StaticDescriptor::new("", KIND_FUNCTION, &BUILT_IN_FIELDS.0).with_entry(built_in_entry);

static BOUND_FIELDS: StaticFields<4> = StaticFields([
    field("", ELEMENT_NUMBER),
    field("[[bound]]", ELEMENT_DYNAMIC),
    field("[[this]]", ELEMENT_DYNAMIC),
    field("[[arguments]]", ELEMENT_ARRAY),
]);

/// `f.bind(thisArg, ...arguments)`: the function (boxed), the `this` and
/// the arguments it is called with first.
static BOUND: StaticDescriptor =
    StaticDescriptor::new("", KIND_FUNCTION, &BOUND_FIELDS.0).with_entry(bound_entry);

static STATIC_FIELDS: StaticFields<4> = StaticFields([
    field("", ELEMENT_NUMBER),
    field("[[class]]", crate::array::ELEMENT_OBJECT),
    field("[[entry]]", ELEMENT_NUMBER),
    field("[[name]]", ELEMENT_STRING),
]);

/// A class's static method read as a value (`const p = C.parse`): the
/// class object it was read from (counted), the method's dynamic entry
/// and its name. Only a method that does not use `this` is made one (see
/// `class_value::METHOD_THIS`), so calling it with the class it was read
/// from is what Node does whatever `this` the call has.
static STATIC: StaticDescriptor =
    StaticDescriptor::new("", KIND_FUNCTION, &STATIC_FIELDS.0).with_entry(static_entry);

fn undefined() -> *mut ScrObject {
    scr_dynamic_new(DYNAMIC_UNDEFINED, 0)
}

fn is(object: *const ScrObject, descriptor: &'static StaticDescriptor) -> bool {
    // SAFETY: a live object.
    std::ptr::eq(unsafe { (*object).descriptor }, &descriptor.0)
}

/// Slot `index` of a runtime function object.
///
/// # Safety
/// `object` must be a live object with that many slots.
unsafe fn slot(object: *const ScrObject, index: usize) -> u64 {
    // SAFETY: caller contract.
    unsafe { *slot_at(object.cast_mut(), index) }
}

/// The method in vtable slot `slot` of objects of `class`, as a function
/// value (boxed).
pub fn method(class: *const ClassDescriptor, slot: usize) -> *mut ScrObject {
    let function = METHOD.new_object();
    // SAFETY: a new object of three number slots.
    unsafe {
        *slot_at(function, 1) = class as u64;
        *slot_at(function, 2) = slot as u64;
    }
    scr_dynamic_new(crate::array::ELEMENT_OBJECT, function as u64)
}

/// The static method whose dynamic entry is `entry`, read from the class
/// object `class`, as a function value (boxed).
///
/// # Safety
/// `class` must be a live class object, `entry` a static method's entry.
pub unsafe fn static_method(class: *mut ScrObject, entry: *const u8, name: &str) -> *mut ScrObject {
    let function = STATIC.new_object();
    // SAFETY: a new object of the four slots above; the class is retained
    // for its object slot, the empty string of its string slot replaced.
    unsafe {
        crate::object::retain(class);
        *slot_at(function, 1) = class as u64;
        *slot_at(function, 2) = entry as u64;
        let empty = *slot_at(function, 3) as *mut ScrString;
        string::release(empty);
        *slot_at(function, 3) = string::new_from_str(name) as u64;
    }
    scr_dynamic_new(crate::array::ELEMENT_OBJECT, function as u64)
}

/// A static method value called: its entry, with the class it was read
/// from.
unsafe extern "C" fn static_entry(
    function: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: a static method value's slots (see `static_method`).
    unsafe {
        let class = slot(function, 1) as *mut ScrObject;
        let entry: crate::object::DynamicEntry = std::mem::transmute(slot(function, 2));
        entry(class, arguments)
    }
}

/// The built-in method `name` of `prototype` as a function value (boxed).
pub fn built_in(name: &str, prototype: Prototype) -> *mut ScrObject {
    let function = BUILT_IN.new_object();
    // SAFETY: a new object whose string slot holds the empty string.
    unsafe {
        let empty = *slot_at(function, 1) as *mut ScrString;
        string::release(empty);
        *slot_at(function, 1) = string::new_from_str(name) as u64;
        *slot_at(function, 2) = prototype as u64;
    }
    scr_dynamic_new(crate::array::ELEMENT_OBJECT, function as u64)
}

/// Whether two function objects are one built-in method read twice: the
/// same name of the same prototype.
///
/// # Safety
/// Both must be live objects.
pub unsafe fn same_built_in(a: *const ScrObject, b: *const ScrObject) -> bool {
    // SAFETY: caller contract; a built-in's slots (see `built_in`).
    unsafe {
        is(a, &BUILT_IN)
            && is(b, &BUILT_IN)
            && slot(a, 2) == slot(b, 2)
            && string::equals(
                slot(a, 1) as *const ScrString,
                slot(b, 1) as *const ScrString,
            )
    }
}

/// The name Node prints for a function value made here (`[Function:
/// name]`), if it is one.
///
/// # Safety
/// `function` must be a live object.
pub unsafe fn name(function: *const ScrObject) -> Option<String> {
    // SAFETY: caller contract; the slots of the descriptors made here.
    unsafe {
        if is(function, &METHOD) {
            let class = slot(function, 1) as *const ClassDescriptor;
            let index = slot(function, 2) as usize;
            let names =
                std::slice::from_raw_parts((*class).method_names, (*class).method_count as usize);
            let name =
                std::slice::from_raw_parts(names[index].name, names[index].name_len as usize);
            let name = String::from_utf8_lossy(name);
            // `toJSON` keeps its slot under a name saying what it returns.
            return Some(name.split(':').next().unwrap_or_default().to_string());
        }
        if is(function, &BUILT_IN) {
            return Some(string::to_rust_string(slot(function, 1) as *const ScrString));
        }
        if is(function, &STATIC) {
            return Some(string::to_rust_string(slot(function, 3) as *const ScrString));
        }
        if is(function, &BOUND) {
            let target = slot(function, 1) as *const ScrObject;
            let (_, payload) = contents(target);
            let inner = function_name(payload as *const ScrObject);
            return Some(format!("bound {inner}"));
        }
        None
    }
}

/// The name of any function object (`f.name`).
///
/// # Safety
/// `function` must be a live function object.
pub unsafe fn function_name(function: *const ScrObject) -> String {
    // SAFETY: caller contract.
    unsafe {
        name(function).unwrap_or_else(|| {
            let descriptor = (*function).descriptor;
            String::from_utf8_lossy(std::slice::from_raw_parts(
                (*descriptor).name,
                (*descriptor).name_len as usize,
            ))
            .into_owned()
        })
    }
}

/// What makes two method values the same function: the code they call.
///
/// # Safety
/// `function` must be a live object.
pub unsafe fn identity(function: *const ScrObject) -> Option<*const u8> {
    // SAFETY: caller contract.
    unsafe {
        if is(function, &METHOD) {
            let class = slot(function, 1) as *const ClassDescriptor;
            let entry = crate::object::dynamic_entry(class, slot(function, 2) as usize);
            return Some(entry.map_or(class.cast(), |entry| entry as *const u8));
        }
        if is(function, &STATIC) {
            return Some(slot(function, 2) as *const u8);
        }
        None
    }
}

/// Calls a method value with `receiver` as `this` (null for `undefined`).
///
/// # Safety
/// `function` must be a method value, `receiver` a live object or null,
/// `arguments` a live array of boxes.
unsafe fn call_method(
    function: *mut ScrObject,
    receiver: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: forwarded.
    unsafe {
        if receiver.is_null() {
            return call_method_this_null(function, arguments, false);
        }
        call_entry(function, receiver, arguments)
    }
}

/// Calls a method value without a receiver: `this` is `undefined`, or
/// `null` (`null_this`) for the TypeError of a method that uses it.
///
/// # Safety
/// As `call_method`.
unsafe fn call_method_this_null(
    function: *mut ScrObject,
    arguments: *const ScrArray,
    null_this: bool,
) -> *mut ScrObject {
    let outer = THIS_NULL.replace(null_this);
    // SAFETY: forwarded.
    let result = unsafe { call_entry(function, std::ptr::null_mut(), arguments) };
    THIS_NULL.set(outer);
    result
}

/// Calls a method value's dynamic entry.
///
/// # Safety
/// As `call_method`.
unsafe fn call_entry(
    function: *mut ScrObject,
    receiver: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let class = slot(function, 1) as *const ClassDescriptor;
        let method = slot(function, 2) as usize;
        match crate::object::dynamic_entry(class, method) {
            Some(entry) => {
                let outer = BYPASS.replace((receiver as usize, class as usize, method));
                let result = entry(receiver, arguments);
                BYPASS.set(outer);
                result
            }
            None => {
                crate::dynamic::raise(
                    "TypeError",
                    "scriptc does not support calling this method through a value of type \
                     'any' yet",
                );
                undefined()
            }
        }
    }
}

thread_local! {
    /// The receiver, class descriptor and vtable slot of the method value
    /// being called, until the method's prologue takes it (see
    /// `scr_any_own_bypassed`).
    static BYPASS: std::cell::Cell<(usize, usize, usize)> =
        const { std::cell::Cell::new((0, 0, 0)) };

    /// Set while a method value runs with `this` null (not undefined), for
    /// `scr_unbound_this`'s message.
    static THIS_NULL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A method value called plainly: `this` is undefined.
unsafe extern "C" fn method_entry(
    function: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: the runtime calls an entry with a live closure and boxes.
    unsafe { call_method(function, std::ptr::null_mut(), arguments) }
}

/// A built-in method called plainly: Node's TypeError, as its `this` is
/// undefined.
unsafe extern "C" fn built_in_entry(
    function: *mut ScrObject,
    _arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: a built-in method value.
    let name = unsafe { string::to_rust_string(slot(function, 1) as *const ScrString) };
    crate::dynamic::raise(
        "TypeError",
        &format!("Method {name} called on incompatible receiver undefined"),
    );
    undefined()
}

/// A bound function called: its target with its `this`, its arguments
/// first.
unsafe extern "C" fn bound_entry(
    function: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: a bound function's slots; live boxes.
    unsafe {
        let target = slot(function, 1) as *const ScrObject;
        let this = slot(function, 2) as *const ScrObject;
        let bound = slot(function, 3) as *const ScrArray;
        let all = crate::array::scr_array_new(ELEMENT_DYNAMIC, 0);
        for list in [bound, arguments] {
            for &bits in crate::array::slots(list) {
                crate::object::retain(bits as *mut ScrObject);
                crate::array::scr_array_push(all, bits);
                crate::object::release(bits as *mut ScrObject);
            }
        }
        let (_, payload) = contents(target);
        let result = call_with_this(payload as *mut ScrObject, this, all);
        crate::array::release(all);
        result
    }
}

/// Whether `function` is a class's or a built-in method read as a value:
/// what it does depends on the `this` it is called with.
///
/// # Safety
/// `function` must be a live object.
pub unsafe fn takes_this(function: *const ScrObject) -> bool {
    is(function, &METHOD) || is(function, &BUILT_IN)
}

/// Calls `function` with `this` bound to the box `this`: a method value on
/// an instance of its class (or `undefined`), a built-in method on any
/// value; other functions (arrows, closures, bound functions) ignore it.
///
/// # Safety
/// `function` must be a live function object, `this` a live box or null,
/// `arguments` a live array of boxes.
pub unsafe fn call_with_this(
    function: *mut ScrObject,
    this: *const ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        if is(function, &METHOD) {
            let (kind, payload) = contents(this);
            let class = slot(function, 1) as *const ClassDescriptor;
            let receiver = payload as *mut ScrObject;
            return match kind {
                DYNAMIC_UNDEFINED => call_method(function, receiver, arguments),
                // `method.call(null)`: its variant taking `this` as an
                // `any` when there is one; Node's TypeError names `null`.
                DYNAMIC_NULL => {
                    match crate::object::foreign_entry(class, slot(function, 2) as usize) {
                        Some(entry) => {
                            crate::object::retain(this.cast_mut());
                            crate::any::call_entry_with_value(
                                entry,
                                std::ptr::null_mut(),
                                std::ptr::null_mut(),
                                this.cast_mut(),
                                arguments,
                            )
                        }
                        None => call_method_this_null(function, arguments, true),
                    }
                }
                crate::array::ELEMENT_OBJECT
                    if crate::object::scr_instance_of(receiver, class) != 0 =>
                {
                    call_method(function, receiver, arguments)
                }
                // Another `this`: the method's variant taking its own
                // `this` as an `any`, when the compiler made one.
                _ => match crate::object::foreign_entry(class, slot(function, 2) as usize) {
                    Some(entry) => {
                        let (receiver, value) = if kind == crate::array::ELEMENT_OBJECT {
                            (receiver, std::ptr::null_mut())
                        } else {
                            crate::object::retain(this.cast_mut());
                            (std::ptr::null_mut(), this.cast_mut())
                        };
                        crate::any::call_entry_with_value(
                            entry,
                            std::ptr::null_mut(),
                            receiver,
                            value,
                            arguments,
                        )
                    }
                    None => {
                        crate::dynamic::raise(
                            "TypeError",
                            "scriptc does not support calling this method with an object of \
                             another class as 'this' yet",
                        );
                        undefined()
                    }
                },
            };
        }
        if is(function, &BUILT_IN) {
            let name = slot(function, 1) as *const ScrString;
            return crate::any::scr_any_call(this, name, arguments, name);
        }
        // An object given as `this` is a function's own `this`.
        let (kind, payload) = contents(this);
        if kind == crate::array::ELEMENT_OBJECT {
            return crate::any::call_function_with(function, payload as *mut ScrObject, arguments);
        }
        // Another value (an array, a string, a number): only a function
        // reading `this` as an `any` takes it.
        let value = if matches!(kind, DYNAMIC_UNDEFINED | DYNAMIC_NULL) || this.is_null() {
            std::ptr::null_mut()
        } else {
            crate::object::retain(this.cast_mut());
            this.cast_mut()
        };
        crate::any::call_function_with_value(function, std::ptr::null_mut(), value, arguments)
    }
}

/// `function.call(...)`, `function.apply(...)` and `function.bind(...)`
/// for a function held by an `any`: a new box, or `None` for another
/// method name.
///
/// # Safety
/// `function` must be a live function object, `arguments` a live array of
/// boxes.
pub unsafe fn function_method(
    function: *mut ScrObject,
    method: &str,
    arguments: *const ScrArray,
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract.
    unsafe {
        let given = crate::array::slots(arguments);
        let this = given
            .first()
            .map_or(std::ptr::null(), |&bits| bits as *const ScrObject);
        let rest = crate::array::scr_array_new(ELEMENT_DYNAMIC, 0);
        let pass = |list: *mut ScrArray, bits: u64| {
            crate::object::retain(bits as *mut ScrObject);
            crate::array::scr_array_push(list, bits);
            crate::object::release(bits as *mut ScrObject);
        };
        match method {
            "call" | "bind" => {
                for &bits in given.iter().skip(1) {
                    pass(rest, bits);
                }
            }
            "apply" => {
                if let Some(&list) = given.get(1) {
                    let (kind, payload) = contents(list as *const ScrObject);
                    match kind {
                        DYNAMIC_UNDEFINED | DYNAMIC_NULL => {}
                        ELEMENT_ARRAY => {
                            let boxes = crate::any::boxes_of(payload as *mut ScrArray);
                            for &bits in crate::array::slots(boxes) {
                                pass(rest, bits);
                            }
                            crate::array::release(boxes);
                        }
                        _ => {
                            crate::array::release(rest);
                            crate::dynamic::raise(
                                "TypeError",
                                "CreateListFromArrayLike called on non-object",
                            );
                            return Some(undefined());
                        }
                    }
                }
            }
            _ => {
                crate::array::release(rest);
                return None;
            }
        }
        if method == "bind" {
            let bound = BOUND.new_object();
            crate::object::retain(function);
            *slot_at(bound, 1) =
                scr_dynamic_new(crate::array::ELEMENT_OBJECT, function as u64) as u64;
            let this = if this.is_null() {
                undefined()
            } else {
                crate::object::retain(this.cast_mut());
                this.cast_mut()
            };
            *slot_at(bound, 2) = this as u64;
            *slot_at(bound, 3) = rest as u64;
            return Some(scr_dynamic_new(crate::array::ELEMENT_OBJECT, bound as u64));
        }
        let result = call_with_this(function, this, rest);
        crate::array::release(rest);
        Some(result)
    }
}

/// A method that uses `this` called without one (a method value called
/// plainly): Node's TypeError at its first use, `name` being the property
/// that use reads (empty when it is not a property read).
///
/// # Safety
/// `name` must be valid for `length` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_unbound_this(name: *const u8, length: u64) {
    // SAFETY: caller contract.
    let name = unsafe { std::slice::from_raw_parts(name, length as usize) };
    let this = if THIS_NULL.get() { "null" } else { "undefined" };
    let message = if name.is_empty() {
        format!("Cannot read properties of {this}")
    } else {
        format!(
            "Cannot read properties of {this} (reading '{}')",
            String::from_utf8_lossy(name)
        )
    };
    crate::dynamic::raise("TypeError", &message);
}

/// `value.#name` in a method of `class` (the class declaring `#name`),
/// where `value` is an `any`: a new reference to the box when it holds an
/// instance of the class (or of one derived from it), else Node's
/// TypeError and `undefined`. `privacy` is the compiler's `hir::Privacy`:
/// reading a field (0), writing one (1), a private method or accessor (2);
/// `#x in value` (3: a boolean box, raising only for a value that is not
/// an object); `name` the name as written (`#x`).
///
/// # Safety
/// `value` must be a live box, `class` a class descriptor, `name` a live
/// string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_private_brand(
    value: *const ScrObject,
    class: *const ClassDescriptor,
    name: *const ScrString,
    privacy: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let branded = crate::dynamic::scr_dynamic_instance_of(value, class) != 0;
        let (kind, payload) = contents(value);
        let object = match kind {
            crate::array::ELEMENT_NUMBER
            | crate::array::ELEMENT_BOOLEAN
            | crate::array::ELEMENT_STRING
            | DYNAMIC_UNDEFINED
            | DYNAMIC_NULL => false,
            crate::array::ELEMENT_OBJECT => {
                let payload = payload as *const ScrObject;
                !crate::object::is_symbol(payload) && !crate::bigint::is_bigint(payload)
            }
            _ => true,
        };
        if privacy == 3 && object {
            return scr_dynamic_new(crate::array::ELEMENT_BOOLEAN, u64::from(branded));
        }
        if branded {
            crate::object::retain(value.cast_mut());
            return value.cast_mut();
        }
        let written = string::to_rust_string(name);
        let class_name = String::from_utf8_lossy(std::slice::from_raw_parts(
            (*class).name,
            (*class).name_len as usize,
        ))
        .into_owned();
        let class_name = if class_name.is_empty() {
            "anonymous".to_string()
        } else {
            class_name
        };
        let message = match (kind, privacy) {
            (_, 3) => {
                let shown = crate::dynamic::scr_dynamic_to_string(value);
                let text = string::to_rust_string(shown);
                string::release(shown);
                format!("Cannot use 'in' operator to search for '{written}' in {text}")
            }
            // V8 reads the brand (a private method's, the class's name)
            // from the value first.
            (DYNAMIC_UNDEFINED | DYNAMIC_NULL, 1) => format!(
                "Cannot set properties of {} (setting '{written}')",
                crate::any::nothing_name(kind)
            ),
            (DYNAMIC_UNDEFINED | DYNAMIC_NULL, 0) => format!(
                "Cannot read properties of {} (reading '{written}')",
                crate::any::nothing_name(kind)
            ),
            (DYNAMIC_UNDEFINED | DYNAMIC_NULL, _) => format!(
                "Cannot read properties of {} (reading '{class_name}')",
                crate::any::nothing_name(kind)
            ),
            (_, 0) => format!(
                "Cannot read private member {written} from an object whose class did not declare it"
            ),
            (_, 1) => format!(
                "Cannot write private member {written} to an object whose class did not declare it"
            ),
            _ => format!("Receiver must be an instance of class {class_name}"),
        };
        crate::dynamic::raise("TypeError", &message);
        undefined()
    }
}

/// Whether the receiver's class overrides the method `name` that
/// `declaring` declares: the method then runs as `super.name()` (or as the
/// parent's method read as a value), which JavaScript never sends to the
/// object's own property.
///
/// # Safety
/// `this` must be a live box, `name` a live string, `declaring` a class
/// descriptor.
unsafe fn overridden_here(
    this: *const ScrObject,
    name: *const ScrString,
    declaring: *const ClassDescriptor,
) -> bool {
    // SAFETY: caller contract; vtable slots of live descriptors.
    unsafe {
        let (kind, payload) = contents(this);
        if kind != crate::array::ELEMENT_OBJECT || declaring.is_null() {
            return false;
        }
        let object = payload as *const ScrObject;
        let name = string::to_rust_string(name);
        let (Some(own_slot), Some(declared_slot)) = (
            crate::any::find_method((*object).descriptor, &name),
            crate::any::find_method(declaring, &name),
        ) else {
            return false;
        };
        let code = |descriptor: *const ClassDescriptor, slot: usize| {
            *descriptor
                .cast::<u8>()
                .add(crate::object::VTABLE_OFFSET)
                .cast::<usize>()
                .add(slot)
        };
        code((*object).descriptor, own_slot) != code(declaring, declared_slot)
    }
}

/// In the prologue of a method the program replaces on objects (the
/// compiler's `AnyOperation::OwnBypassed`), whether this call is the
/// method read as a value and called on `this`: such a call runs the
/// method itself, not what replaced it on the object (JavaScript's method
/// value is the prototype's function). The first such question after the
/// call takes the answer.
///
/// # Safety
/// `this` must be a live box; `name` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_own_bypassed(
    this: *const ScrObject,
    name: *const ScrString,
    declaring: *const ClassDescriptor,
) -> i32 {
    // SAFETY: caller contract.
    if unsafe { overridden_here(this, name, declaring) } {
        return 1;
    }
    let (receiver, class, method) = BYPASS.get();
    if receiver == 0 {
        return 0;
    }
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(this);
        if kind != crate::array::ELEMENT_OBJECT || payload as usize != receiver {
            return 0;
        }
        let object = payload as *const ScrObject;
        let name = string::to_rust_string(name);
        if (*object).descriptor as usize != class
            || crate::any::find_method((*object).descriptor, &name) != Some(method)
        {
            return 0;
        }
    }
    BYPASS.set((0, 0, 0));
    1
}
