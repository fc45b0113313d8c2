//! `util.inspect` for the values `console.log` prints that are not plain
//! text: arrays (nested to any depth) and the primitives inside them. The
//! layout rules are Node's: default depth 2 (`[Array]` below it), at most
//! 100 elements (`... n more items`), `breakLength` 80, `compact` 3, and
//! numeric arrays of more than six entries grouped into aligned columns.
//!
//! Text is kept as UTF-16 while it is laid out, because Node measures
//! lengths in code units (and column widths in display width).

use crate::array::{
    self, ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_OBJECT, ELEMENT_STRING, ScrArray,
};
use crate::object::{self, ScrObject};
use crate::string::{self, ScrString};

/// `util.inspect`'s options (Node's defaults unless a call of
/// `util.inspect(value, options)` set them for the text it makes).
#[derive(Clone, Copy)]
pub struct Options {
    /// How deep objects are shown (`Infinity` for `null`).
    depth: f64,
    /// `compact`: a number of levels, 0 for `false` or `COMPACT_TRUE`.
    compact: f64,
    break_length: f64,
    sorted: bool,
    max_array_length: f64,
    /// How much of a nested string shows.
    max_string_length: f64,
}

const COMPACT_TRUE: f64 = -1.0;

const DEFAULTS: Options = Options {
    depth: 2.0,
    compact: 3.0,
    break_length: 80.0,
    sorted: false,
    max_array_length: 100.0,
    max_string_length: 10_000.0,
};

thread_local! {
    static OPTIONS: std::cell::Cell<Options> = const { std::cell::Cell::new(DEFAULTS) };
}

/// Sets the options of the next `util.inspect` text (`scr_console_format`
/// puts the defaults back when it has made it). `compact` is a number of
/// levels, 0 for `false` and -1 for `true`; the others are Infinity where
/// the option is `null` or `Infinity`.
#[unsafe(no_mangle)]
pub extern "C" fn scr_inspect_options(
    depth: f64,
    compact: f64,
    break_length: f64,
    sorted: i32,
    max_array_length: f64,
    max_string_length: f64,
) {
    OPTIONS.set(Options {
        depth,
        compact,
        break_length,
        sorted: sorted != 0,
        max_array_length: max_array_length.max(0.0),
        max_string_length: max_string_length.max(0.0),
    });
}

/// Whether options other than the defaults are set.
pub fn has_options() -> bool {
    let options = OPTIONS.get();
    options.max_string_length != DEFAULTS.max_string_length
        || options.break_length != DEFAULTS.break_length
        || options.compact != DEFAULTS.compact
}

/// A string as `util.inspect` shows it with the options set.
///
/// # Safety
/// `text` must be a live string.
pub unsafe fn inspect_string(text: *const ScrString) -> Vec<u16> {
    let mut context = Context::new();
    // SAFETY: a live string (caller contract).
    unsafe { format_element(&mut context, crate::array::ELEMENT_STRING, text as u64, 0) }
}

/// Puts the default options back.
pub fn reset_options() {
    OPTIONS.set(DEFAULTS);
}

struct Context {
    indentation: usize,
    current_depth: usize,
    options: Options,
    /// The objects being formatted, outermost first (Node's `ctx.seen`).
    seen: Vec<usize>,
    /// The objects met again inside themselves, in the order met: the
    /// first is `*1` (Node's `ctx.circular`).
    circular: Vec<usize>,
    /// The object whose entries `format_entries` formats next, when it is
    /// one `seen` holds.
    entries_of: Option<usize>,
    /// The record formatted next has no prototype (a match's `groups`):
    /// `[Object: null prototype] { ... }`.
    null_prototype: bool,
}

impl Context {
    fn new() -> Context {
        Context {
            indentation: 0,
            current_depth: 0,
            options: OPTIONS.get(),
            seen: Vec::new(),
            circular: Vec::new(),
            entries_of: None,
            null_prototype: false,
        }
    }

    /// `[Circular *N]` when `identity` is being formatted already (its
    /// number given the first time it is met again).
    fn circular_reference(&mut self, identity: usize) -> Option<Vec<u16>> {
        if !self.seen.contains(&identity) {
            return None;
        }
        let number = match self.circular.iter().position(|&met| met == identity) {
            Some(index) => index + 1,
            None => {
                self.circular.push(identity);
                self.circular.len()
            }
        };
        Some(utf16(&format!("[Circular *{number}]")))
    }

    /// `<ref *N> ` for an object met again inside itself, put before its
    /// text.
    fn reference(&self, identity: usize) -> Option<Vec<u16>> {
        let index = self.circular.iter().position(|&met| met == identity)?;
        Some(utf16(&format!("<ref *{}> ", index + 1)))
    }

    /// Whether `recurse_times` is past the depth shown.
    fn too_deep(&self, recurse_times: usize) -> bool {
        recurse_times as f64 > self.options.depth
    }

    /// How many of `count` elements show.
    fn shown(&self, count: usize) -> usize {
        (count as f64).min(self.options.max_array_length) as usize
    }

    /// Whether `length` (with what is printed before it) passes the line.
    fn past_break(&self, length: usize) -> bool {
        length as f64 > self.options.break_length
    }
}

fn utf16(text: &str) -> Vec<u16> {
    text.encode_utf16().collect()
}

/// Formats an array as `console.log` prints it, as UTF-8.
///
/// # Safety
/// `value` must be a live array.
pub unsafe fn inspect_array(value: *const ScrArray, out: &mut Vec<u8>) {
    let mut context = Context::new();
    // SAFETY: forwarded.
    let text = unsafe { format_array(&mut context, value, 0) };
    for decoded in char::decode_utf16(text.iter().copied()) {
        let c = decoded.unwrap_or(char::REPLACEMENT_CHARACTER);
        let mut buffer = [0u8; 4];
        out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
    }
}

/// Formats a class instance as `console.log` prints it, as UTF-8.
///
/// # Safety
/// `value` must be a live object.
pub unsafe fn inspect_object(value: *const ScrObject, out: &mut Vec<u8>) {
    if value.is_null() {
        out.extend_from_slice(b"null");
        return;
    }
    let mut context = Context::new();
    // SAFETY: forwarded.
    let text = unsafe { format_object(&mut context, value, 0) };
    for decoded in char::decode_utf16(text.iter().copied()) {
        let c = decoded.unwrap_or(char::REPLACEMENT_CHARACTER);
        let mut buffer = [0u8; 4];
        out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
    }
}

/// What the braces hold: (key, kind, bits) for objects and records,
/// (key, value) pairs for maps, values for sets.
enum Entry {
    /// Text shown as it is (`... 5 more items`).
    Text(Vec<u16>),
    Property(String, u32, u64),
    /// A property keyed by a symbol, by the symbol's text (`Symbol(k)`).
    Symbol(String, u32, u64),
    /// A property whose key no `&str` spells (a lone surrogate), already
    /// quoted as Node shows it (`'\ud83d'`).
    Quoted(String, u32, u64),
    Pair(u32, u64, u32, u64),
    /// An accessor property: its key, and `[Getter]`, `[Setter]` or
    /// `[Getter/Setter]`.
    Accessor(String, &'static str),
    Value(u32, u64),
}

/// `key: ` of a property: quoted when it is not an identifier, as Node
/// quotes it.
fn shown_key(key: String) -> Vec<u16> {
    let plain = key
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    let shown = if plain {
        key
    } else {
        crate::console::quote_text(&key)
    };
    let mut text: Vec<u16> = shown.encode_utf16().collect();
    text.extend(utf16(": "));
    text
}

/// ` { name: value, ... }` after a class or function: `properties` (its
/// static fields), then what was added to it through `any`; nothing when
/// it has none.
///
/// # Safety
/// `value` must be a live object; the properties live values of their
/// kinds.
unsafe fn format_properties(
    context: &mut Context,
    text: &mut Vec<u16>,
    mut properties: Vec<(String, u32, u64)>,
    value: *const ScrObject,
    recurse_times: usize,
) {
    // SAFETY: caller contract.
    let added = unsafe { crate::expando::entries(value) };
    properties.extend(
        added
            .into_iter()
            .map(|(name, bits)| (name, crate::array::ELEMENT_DYNAMIC, bits)),
    );
    if properties.is_empty() || context.too_deep(recurse_times) {
        return;
    }
    let entries = properties
        .into_iter()
        .map(|(name, kind, bits)| Entry::Property(name, kind, bits))
        .collect();
    let mut open = std::mem::take(text);
    open.push(u16::from(b' '));
    // SAFETY: caller contract.
    *text = unsafe {
        format_entries(
            context,
            open,
            entries,
            object::KIND_PLAIN,
            b"",
            recurse_times,
            true,
        )
    };
}

/// `Name { field: value, ... }`, `Name {}`, or `[Name]` past the depth.
///
/// # Safety
/// `value` must be a live object.
unsafe fn format_object(
    context: &mut Context,
    value: *const ScrObject,
    recurse_times: usize,
) -> Vec<u16> {
    // A closure forwarding to another function prints as that function.
    // SAFETY: a live object.
    let value = unsafe { object::function_target(value) };
    // SAFETY: live object with its descriptor.
    let (name, fields, slots) = unsafe {
        let descriptor = (*value).descriptor;
        (
            object::name(descriptor),
            object::fields(descriptor),
            object::slots(value),
        )
    };
    // SAFETY: live object with its descriptor.
    let kind = unsafe { (*(*value).descriptor).kind };
    if kind == object::KIND_DYNAMIC {
        // SAFETY: a live box: its payload prints as itself.
        return unsafe {
            let (kind, bits) = crate::dynamic::contents(value);
            format_element(context, kind, bits, recurse_times)
        };
    }
    if let Some(circular) = context.circular_reference(value as usize) {
        return circular;
    }
    if kind == crate::generator::KIND_GENERATOR {
        use crate::generator::IteratorLabel;
        // SAFETY: a live generator.
        if unsafe { crate::generator::is_async(value) } {
            return utf16("Object [AsyncGenerator] {}");
        }
        // SAFETY: a live generator; the values it has left are live.
        let (label, element, left) = unsafe { crate::generator::label(value) };
        let tag = match label {
            IteratorLabel::Generator => return utf16("Object [Generator] {}"),
            IteratorLabel::Array => return utf16("Object [Array Iterator] {}"),
            IteratorLabel::String => return utf16("Object [String Iterator] {}"),
            IteratorLabel::MapEntries => "[Map Entries] ",
            IteratorLabel::Map => "[Map Iterator] ",
            IteratorLabel::Set => "[Set Iterator] ",
            IteratorLabel::SetEntries => "[Set Entries] ",
        };
        // `[Map Iterator] { 'a', 'b' }`: what it has left, as a set's
        // elements print (two spaces between empty braces).
        if left.is_empty() {
            return utf16(&format!("{tag}{{  }}"));
        }
        let shown = context.shown(left.len());
        let mut entries: Vec<Entry> = left[..shown]
            .iter()
            .map(|&bits| Entry::Value(element, bits))
            .collect();
        entries.extend(more_items(left.len() - shown));
        // SAFETY: live values of the copy's kind.
        return unsafe {
            format_entries(
                context,
                utf16(tag),
                entries,
                object::KIND_SET,
                b"",
                recurse_times,
                false,
            )
        };
    }
    if kind == crate::bigint::KIND_BIGINT {
        // SAFETY: a live bigint.
        return utf16(&format!("{}n", unsafe {
            crate::bigint::text(value.cast())
        }));
    }
    if kind == crate::promise::KIND_PROMISE {
        // `Promise { 1 }`, `Promise { <pending> }`,
        // `Promise { <rejected> Error: ... }`, as Node prints them.
        // SAFETY: a live promise; a settled one holds a live box.
        return unsafe {
            let (state, result) = crate::promise::state_of(value.cast_mut());
            let mut text = utf16("Promise { ");
            if state == 0 {
                text.extend(utf16("<pending>"));
            } else {
                if state == 2 {
                    text.extend(utf16("<rejected> "));
                }
                let (kind, bits) = crate::dynamic::contents(result);
                text.extend(format_element(context, kind, bits, recurse_times));
            }
            text.extend(utf16(" }"));
            text
        };
    }
    if kind == crate::class_value::KIND_CLASS_VALUE {
        // `[class C] { count: 2 }`: its own static fields after it.
        // SAFETY: a class object; its statics are live values of their
        // kinds.
        return unsafe {
            let mut text = utf16(&crate::class_value::inspect(value));
            let statics: Vec<(String, u32, u64)> = crate::class_value::own_static_fields(value)
                .map(|member| {
                    let name = std::slice::from_raw_parts(member.name, member.name_len as usize);
                    (
                        String::from_utf8_lossy(name).into_owned(),
                        member.kind as u32,
                        *member.address,
                    )
                })
                .collect();
            format_properties(context, &mut text, statics, value, recurse_times);
            text
        };
    }
    if kind == object::KIND_FUNCTION || kind == object::KIND_BOX {
        // SAFETY: a live object.
        let made = unsafe { crate::method_value::name(value) };
        let name = made.as_deref().map_or(name, str::as_bytes);
        // SAFETY: a live object's descriptor.
        let flavor = match unsafe { (*(*value).descriptor).spare } {
            object::FUNCTION_GENERATOR => "GeneratorFunction",
            object::FUNCTION_ASYNC => "AsyncFunction",
            object::FUNCTION_ASYNC_GENERATOR => "AsyncGeneratorFunction",
            _ => "Function",
        };
        let mut text = utf16(&if name.is_empty() {
            format!("[{flavor} (anonymous)]")
        } else {
            format!("[{flavor}: ")
        });
        if !name.is_empty() {
            text.extend(String::from_utf8_lossy(name).encode_utf16());
            text.push(u16::from(b']'));
        }
        // SAFETY: a live function object.
        unsafe { format_properties(context, &mut text, Vec::new(), value, recurse_times) };
        return text;
    }
    // A library class that prints as text (`Date`, `RegExp`): what its
    // `__scriptcInspect` method returns.
    // SAFETY: a live object; the method's vtable entry has that signature.
    // A text of several lines is indented to where it is printed, as Node
    // indents what a custom inspect function returns.
    if let Some(text) = unsafe { crate::dynamic::inspect_text(value) } {
        // A symbol's text is its description as it is (Node does not
        // indent its lines).
        // SAFETY: a live object.
        if unsafe { object::is_symbol(value) } {
            return text;
        }
        let mut indented = Vec::with_capacity(text.len());
        for unit in text {
            indented.push(unit);
            if unit == u16::from(b'\n') {
                indented.extend(std::iter::repeat_n(u16::from(b' '), context.indentation));
            }
        }
        return indented;
    }
    let mut entries: Vec<Entry> = Vec::new();
    let mut open: Vec<u16> = Vec::new();
    if kind == object::KIND_TUPLE {
        // `[ a, b ]`: the slots as an array's elements.
        for (field, bits) in fields.iter().zip(slots.iter().copied()) {
            entries.push(Entry::Value(field.kind as u32, bits));
        }
        if entries.is_empty() {
            return utf16("[]");
        }
    } else if kind >= object::KIND_MAP {
        let map = value.cast::<crate::map::ScrMap>();
        // SAFETY: a live map, set or record.
        if kind != object::KIND_RECORD && unsafe { crate::map::is_weak(map) } {
            // Node cannot list a weak collection's entries.
            let shown = if kind == object::KIND_MAP {
                "WeakMap"
            } else {
                "WeakSet"
            };
            if context.too_deep(recurse_times) {
                return utf16(&format!("[{shown}]"));
            }
            return utf16(&format!("{shown} {{ <items unknown> }}"));
        }
        // SAFETY: a live map, set or record.
        let (pairs, key_kind, value_kind) = unsafe {
            let table = &(*map).table;
            (crate::map::ordered(map), table.key_kind, table.value_kind)
        };
        match kind {
            // Past `maxArrayLength` entries, the rest is counted.
            object::KIND_MAP => {
                open.extend(utf16(&format!("Map({}) ", pairs.len())));
                let shown = context.shown(pairs.len());
                for &(key, bits) in &pairs[..shown] {
                    entries.push(Entry::Pair(key_kind, key, value_kind, bits));
                }
                entries.extend(more_items(pairs.len() - shown));
            }
            object::KIND_SET => {
                open.extend(utf16(&format!("Set({}) ", pairs.len())));
                let shown = context.shown(pairs.len());
                for &(key, _) in &pairs[..shown] {
                    entries.push(Entry::Value(key_kind, key));
                }
                entries.extend(more_items(pairs.len() - shown));
            }
            _ => {
                // SAFETY: a live record.
                if std::mem::take(&mut context.null_prototype)
                    || unsafe { crate::map::is_null_prototype(map) }
                {
                    open.extend(utf16("[Object: null prototype] "));
                }
                for (key, bits) in pairs {
                    // SAFETY: records have live string keys.
                    let units = unsafe { string::units(key as *const ScrString) };
                    if let string::Units::Utf16(wide) = units
                        && char::decode_utf16(wide.iter().copied()).any(|unit| unit.is_err())
                    {
                        let quoted = crate::console::quote_units(wide);
                        entries.push(Entry::Quoted(quoted, value_kind, bits));
                        continue;
                    }
                    // SAFETY: as above.
                    let key = unsafe { string::to_rust_string(key as *const ScrString) };
                    entries.push(Entry::Property(key, value_kind, bits));
                }
            }
        }
    } else {
        if kind != object::KIND_PLAIN {
            open.extend(String::from_utf8_lossy(name).encode_utf16());
            open.push(u16::from(b' '));
            // `Thing [Special] { ... }`: a class's `Symbol.toStringTag`
            // getter naming something other than the class.
            // SAFETY: a live object.
            if let Some(tag) = unsafe { crate::dynamic::string_tag(value, false) }
                && tag
                    != String::from_utf8_lossy(name)
                        .encode_utf16()
                        .collect::<Vec<u16>>()
            {
                open.push(u16::from(b'['));
                open.extend(tag);
                open.extend(utf16("] "));
            }
        }
        // `#private` fields are not shown, as in Node.
        let mut symbol_entries = Vec::new();
        let mut replaced = Vec::new();
        for (index, (field, bits)) in fields.iter().zip(slots.iter().copied()).enumerate() {
            // SAFETY: compiler-emitted field names of the given length.
            let key = unsafe { std::slice::from_raw_parts(field.name, field.name_len as usize) };
            // A method replaced on the object is its own property, after
            // the fields, in the order of the replacements.
            if let Some(method) = object::replaced_method(key) {
                // SAFETY: the field holds a box or null; a live object.
                unsafe {
                    let (held, _) = crate::dynamic::contents(bits as *const object::ScrObject);
                    if held != crate::dynamic::DYNAMIC_UNDEFINED {
                        let key = String::from_utf8_lossy(method).into_owned();
                        let rank = object::replacement_rank(value, index);
                        replaced.push((rank, Entry::Property(key, field.kind as u32, bits)));
                    }
                }
                continue;
            }
            // An object literal's accessor: `[Getter]`, `[Setter]` or
            // `[Getter/Setter]` (Node does not call it), where the first
            // of its two functions is.
            if let Some(accessor) = object::accessor(key) {
                let name = String::from_utf8_lossy(accessor.name).into_owned();
                let shown = if accessor.getter {
                    "[Getter]"
                } else {
                    "[Setter]"
                };
                match entries.iter_mut().find_map(|entry| match entry {
                    Entry::Accessor(known, shown) if *known == name => Some(shown),
                    _ => None,
                }) {
                    Some(known) => *known = "[Getter/Setter]",
                    None => entries.push(Entry::Accessor(name, shown)),
                }
                continue;
            }
            if key.first() == Some(&object::HIDDEN) {
                continue;
            }
            if let Some(shown) = object::symbol_key_text(key) {
                let shown = String::from_utf8_lossy(shown).into_owned();
                symbol_entries.push(Entry::Symbol(shown, field.kind as u32, bits));
                continue;
            }
            let key = String::from_utf8_lossy(key).into_owned();
            entries.push(Entry::Property(key, field.kind as u32, bits));
        }
        replaced.sort_by_key(|&(rank, _)| rank);
        entries.extend(replaced.into_iter().map(|(_, entry)| entry));
        // Symbol-keyed properties come after the others, as JavaScript
        // orders an object's own keys.
        entries.append(&mut symbol_entries);
    }
    context.seen.push(value as usize);
    context.entries_of = Some(value as usize);
    // SAFETY: live entry values.
    let text = unsafe { format_entries(context, open, entries, kind, name, recurse_times, false) };
    context.seen.pop();
    text
}

/// The braces of an object after `open` (its name and a space, or
/// nothing), holding `entries`, on one line or several as Node decides.
/// `after_base`: `open` is a class's or function's text and a space,
/// which Node's line-length rule does not count (its `base` is apart from
/// the brace).
///
/// # Safety
/// The entries must hold live values of their kinds.
unsafe fn format_entries(
    context: &mut Context,
    mut open: Vec<u16>,
    entries: Vec<Entry>,
    kind: u64,
    name: &[u8],
    recurse_times: usize,
    after_base: bool,
) -> Vec<u16> {
    // Tuples print as arrays.
    let (opening, closing) = if kind == object::KIND_TUPLE {
        (b'[', b']')
    } else {
        (b'{', b'}')
    };
    let identity = context.entries_of.take();
    open.push(u16::from(opening));
    if entries.is_empty() {
        open.push(u16::from(closing));
        return open;
    }
    if context.too_deep(recurse_times) {
        let shown: String = match kind {
            object::KIND_TUPLE => "Array".to_string(),
            object::KIND_MAP => "Map".to_string(),
            object::KIND_SET => "Set".to_string(),
            object::KIND_PLAIN | object::KIND_RECORD => "Object".to_string(),
            _ => String::from_utf8_lossy(name).into_owned(),
        };
        return utf16(&format!("[{shown}]"));
    }
    let recurse_times = recurse_times + 1;
    context.current_depth = recurse_times;
    let mut output = Vec::with_capacity(entries.len());
    for entry in entries {
        context.indentation += 2;
        // SAFETY: live entry values.
        let text = unsafe {
            match entry {
                Entry::Property(key, kind, bits) => {
                    let mut text = shown_key(key);
                    text.extend(format_element(context, kind, bits, recurse_times));
                    text
                }
                Entry::Accessor(key, shown) => {
                    let mut text = shown_key(key);
                    text.extend(utf16(shown));
                    text
                }
                Entry::Text(text) => text,
                Entry::Symbol(shown, kind, bits) => {
                    let mut text: Vec<u16> = format!("[{shown}]: ").encode_utf16().collect();
                    text.extend(format_element(context, kind, bits, recurse_times));
                    text
                }
                Entry::Quoted(shown, kind, bits) => {
                    let mut text: Vec<u16> = format!("{shown}: ").encode_utf16().collect();
                    text.extend(format_element(context, kind, bits, recurse_times));
                    text
                }
                Entry::Pair(key_kind, key, value_kind, bits) => {
                    let mut text = format_element(context, key_kind, key, recurse_times);
                    text.extend(utf16(" => "));
                    text.extend(format_element(context, value_kind, bits, recurse_times));
                    text
                }
                Entry::Value(kind, bits) => format_element(context, kind, bits, recurse_times),
            }
        };
        context.indentation -= 2;
        output.push(text);
    }
    if context.options.sorted {
        output.sort();
    }
    // `<ref *1> { self: [Circular *1] }`: Node's base, whose separating
    // space its line-length rule does not count.
    let mut after_base = usize::from(after_base);
    if let Some(identity) = identity
        && let Some(mut reference) = context.reference(identity)
    {
        reference.extend(open);
        open = reference;
        after_base += 1;
    }
    if context.options.compact == COMPACT_TRUE {
        return compact_true(context, open, output, u16::from(closing));
    }
    if context.options.compact >= 1.0
        && ((context.current_depth - recurse_times) as f64) < context.options.compact
    {
        let start = output.len() + context.indentation + open.len() - after_base + 10;
        if is_below_break_length(context, &output, start) {
            let joined = join(&output, &utf16(", "));
            if !joined.contains(&u16::from(b'\n')) {
                let mut text = open;
                text.push(u16::from(b' '));
                text.extend(joined);
                text.push(u16::from(b' '));
                text.push(u16::from(closing));
                return text;
            }
        }
    }
    let mut indentation = utf16("\n");
    indentation.extend(std::iter::repeat_n(u16::from(b' '), context.indentation));
    let mut text = open;
    text.extend_from_slice(&indentation);
    text.extend(utf16("  "));
    let mut separator = utf16(",");
    separator.extend_from_slice(&indentation);
    separator.extend(utf16("  "));
    text.extend(join(&output, &separator));
    text.extend_from_slice(&indentation);
    text.push(u16::from(closing));
    text
}

/// A primitive or nested element.
///
/// # Safety
/// `bits` must be a live value of `kind`.
unsafe fn format_element(
    context: &mut Context,
    kind: u32,
    bits: u64,
    recurse_times: usize,
) -> Vec<u16> {
    match kind {
        ELEMENT_NUMBER => {
            let mut out = Vec::new();
            crate::number::format_number_for_console(f64::from_bits(bits), &mut out);
            out.iter().map(|&b| u16::from(b)).collect()
        }
        ELEMENT_BOOLEAN => utf16(if bits != 0 { "true" } else { "false" }),
        ELEMENT_STRING if bits as *mut ScrString == string::undefined_text() => utf16("undefined"),
        ELEMENT_STRING => {
            // SAFETY: live string.
            let mut units = unsafe { crate::string_methods::copy_units(bits as *const ScrString) };
            // util.inspect's formatPrimitive: past `maxStringLength` (10,000
            // units) the rest is counted, not shown.
            let mut trailer = String::new();
            let limit = (units.len() as f64).min(context.options.max_string_length) as usize;
            if units.len() > limit {
                let remaining = units.len() - limit;
                units.truncate(limit);
                trailer = format!(
                    "... {remaining} more character{}",
                    if remaining > 1 { "s" } else { "" }
                );
            }
            // A long string with line breaks: one quoted piece per line,
            // joined with ` +`.
            if units.len() > 16
                && context.options.compact != COMPACT_TRUE
                && context.past_break(units.len() + context.indentation + 4)
                && units.contains(&u16::from(b'\n'))
            {
                let mut pieces = Vec::new();
                let mut start = 0;
                for (index, &unit) in units.iter().enumerate() {
                    if unit == u16::from(b'\n') {
                        pieces.push(&units[start..=index]);
                        start = index + 1;
                    }
                }
                if start < units.len() {
                    pieces.push(&units[start..]);
                }
                let joiner = format!(" +\n{}", " ".repeat(context.indentation + 2));
                let quoted: Vec<String> = pieces
                    .iter()
                    .map(|piece| crate::console::quote_units(piece))
                    .collect();
                return utf16(&(quoted.join(&joiner) + &trailer));
            }
            utf16(&(crate::console::quote_units(&units) + &trailer))
        }
        // A null pointer is `undefined` (a missing value, an absent
        // optional property) but in a `T | null` slot.
        ELEMENT_ARRAY | ELEMENT_OBJECT | crate::array::ELEMENT_DYNAMIC if bits == 0 => {
            utf16("undefined")
        }
        crate::array::ELEMENT_NULLABLE if bits == 0 => utf16("null"),
        crate::dynamic::DYNAMIC_NULL => utf16("null"),
        // SAFETY: live nested array.
        ELEMENT_ARRAY => unsafe { format_array(context, bits as *const ScrArray, recurse_times) },
        // SAFETY: live nested object.
        ELEMENT_OBJECT | crate::array::ELEMENT_NULLABLE | crate::array::ELEMENT_DYNAMIC => unsafe {
            format_object(context, bits as *const ScrObject, recurse_times)
        },
        _ => utf16("undefined"),
    }
}

/// # Safety
/// `value` must be a live array.
unsafe fn format_array(
    context: &mut Context,
    value: *const ScrArray,
    recurse_times: usize,
) -> Vec<u16> {
    // SAFETY: live array.
    if crate::typed::is_typed(unsafe { (*value).kind }) {
        // SAFETY: a live typed array.
        return unsafe { format_typed(context, value, recurse_times) };
    }
    // SAFETY: live array.
    let (kind, slots) = unsafe { ((*value).kind, array::slots(value)) };
    if slots.is_empty() {
        return utf16("[]");
    }
    if let Some(circular) = context.circular_reference(value as usize) {
        return circular;
    }
    if context.too_deep(recurse_times) {
        return utf16("[Array]");
    }
    let recurse_times = recurse_times + 1;
    context.current_depth = recurse_times;
    let shown = context.shown(slots.len());
    let mut output = Vec::with_capacity(shown + 1);
    context.seen.push(value as usize);
    for &bits in &slots[..shown] {
        context.indentation += 2;
        // SAFETY: live elements.
        output.push(unsafe { format_element(context, kind, bits, recurse_times) });
        context.indentation -= 2;
    }
    let more = slots.len() > shown;
    if more {
        let remaining = slots.len() - shown;
        let plural = if remaining > 1 { "s" } else { "" };
        output.push(utf16(&format!("... {remaining} more item{plural}")));
    }
    // A regex match's `index`, `input` and `groups`, after its elements.
    // SAFETY: a live array.
    let extras = unsafe { crate::regex::match_extras(value) };
    let has_extras = extras.is_some();
    if let Some((index, input, groups)) = extras {
        context.indentation += 2;
        let mut index_text = utf16("index: ");
        // SAFETY: a number.
        index_text.extend(unsafe { format_element(context, ELEMENT_NUMBER, index, recurse_times) });
        output.push(index_text);
        let mut input_text = utf16("input: ");
        // SAFETY: the match's live string.
        input_text.extend(unsafe { format_element(context, ELEMENT_STRING, input, recurse_times) });
        output.push(input_text);
        let mut groups_text = utf16("groups: ");
        if groups == 0 {
            groups_text.extend(utf16("undefined"));
        } else {
            context.null_prototype = true;
            // SAFETY: the match's live record.
            groups_text
                .extend(unsafe { format_element(context, ELEMENT_OBJECT, groups, recurse_times) });
            context.null_prototype = false;
        }
        output.push(groups_text);
        context.indentation -= 2;
    }
    context.seen.pop();
    // util.inspect right-aligns the columns when every element shown (and
    // the one after them) is a number or a bigint.
    let checked = if more { shown + 1 } else { shown };
    let numbers = !has_extras && kind == ELEMENT_NUMBER
        || (crate::array::storage_kind(kind) == ELEMENT_OBJECT
            && slots[..checked].iter().all(|&bits| {
                // SAFETY: live elements (boxes or objects).
                let (held, payload) = unsafe { crate::dynamic::contents(bits as *const ScrObject) };
                held == ELEMENT_NUMBER
                    || (held == ELEMENT_OBJECT
                        // SAFETY: a live object payload.
                        && unsafe { crate::bigint::is_bigint(payload as *const ScrObject) })
            }));
    let (brace, base) = match context.reference(value as usize) {
        Some(mut reference) => {
            reference.push(u16::from(b'['));
            (reference, 1)
        }
        None => (utf16("["), 0),
    };
    reduce_to_single_string(context, output, recurse_times, numbers, more, &brace, base)
}

/// A typed array: `Int32Array(3) [ 1, 2, 3 ]`, laid out as a number array.
///
/// # Safety
/// `value` must be a live typed array.
unsafe fn format_typed(
    context: &mut Context,
    value: *const ScrArray,
    recurse_times: usize,
) -> Vec<u16> {
    // SAFETY: live typed array.
    let (kind, values) = unsafe { ((*value).kind, crate::typed::values(value)) };
    if kind == crate::typed::BUFFER {
        // SAFETY: a live Buffer.
        return utf16(&unsafe { crate::buffer::inspect(value) });
    }
    let name = crate::typed::name(kind);
    let brace = utf16(&format!("{name}({}) [", values.len()));
    if values.is_empty() {
        let mut text = brace;
        text.push(u16::from(b']'));
        return text;
    }
    if context.too_deep(recurse_times) {
        return utf16(&format!("[{name}]"));
    }
    let recurse_times = recurse_times + 1;
    context.current_depth = recurse_times;
    let shown = context.shown(values.len());
    let mut output: Vec<Vec<u16>> = values[..shown]
        .iter()
        .map(|&number| {
            let mut out = Vec::new();
            crate::number::format_number_for_console(number, &mut out);
            out.iter().map(|&b| u16::from(b)).collect()
        })
        .collect();
    let more = values.len() > shown;
    if more {
        let remaining = values.len() - shown;
        let plural = if remaining > 1 { "s" } else { "" };
        output.push(utf16(&format!("... {remaining} more item{plural}")));
    }
    reduce_to_single_string(context, output, recurse_times, true, more, &brace, 0)
}

/// `... 3 more items` after the entries shown, if any are not.
fn more_items(remaining: usize) -> Option<Entry> {
    (remaining > 0).then(|| {
        let plural = if remaining > 1 { "s" } else { "" };
        Entry::Text(utf16(&format!("... {remaining} more item{plural}")))
    })
}

fn join(parts: &[Vec<u16>], separator: &[u16]) -> Vec<u16> {
    let mut out = Vec::new();
    for (index, part) in parts.iter().enumerate() {
        if index > 0 {
            out.extend_from_slice(separator);
        }
        out.extend_from_slice(part);
    }
    out
}

fn reduce_to_single_string(
    context: &mut Context,
    mut output: Vec<Vec<u16>>,
    recurse_times: usize,
    numbers: bool,
    more: bool,
    brace: &[u16],
    after_base: usize,
) -> Vec<u16> {
    let entries = output.len();
    if context.options.compact == COMPACT_TRUE {
        return compact_true(context, brace.to_vec(), output, u16::from(b']'));
    }
    if context.options.compact >= 1.0 && entries > 6 {
        output = group_array_elements(context, output, numbers, more);
    }
    if context.options.compact >= 1.0
        && ((context.current_depth - recurse_times) as f64) < context.options.compact
        && entries == output.len()
    {
        let start = output.len() + context.indentation + brace.len() - after_base + 10;
        if is_below_break_length(context, &output, start) {
            let joined = join(&output, &utf16(", "));
            if !joined.contains(&u16::from(b'\n')) {
                let mut text = brace.to_vec();
                text.push(u16::from(b' '));
                text.extend(joined);
                text.extend(utf16(" ]"));
                return text;
            }
        }
    }
    let mut indentation = utf16("\n");
    indentation.extend(std::iter::repeat_n(u16::from(b' '), context.indentation));
    let mut text = brace.to_vec();
    text.extend_from_slice(&indentation);
    text.extend(utf16("  "));
    let mut separator = utf16(",");
    separator.extend_from_slice(&indentation);
    separator.extend(utf16("  "));
    text.extend(join(&output, &separator));
    text.extend_from_slice(&indentation);
    text.push(u16::from(b']'));
    text
}

fn is_below_break_length(context: &Context, output: &[Vec<u16>], start: usize) -> bool {
    let mut total = output.len() + start;
    if context.past_break(total + output.len()) {
        return false;
    }
    for entry in output {
        total += entry.len();
        if context.past_break(total) {
            return false;
        }
    }
    true
}

/// Node's `reduceToSingleString` with `compact: true`: one line when it
/// fits, else the entries one to a line after the opening brace.
fn compact_true(
    context: &Context,
    open: Vec<u16>,
    output: Vec<Vec<u16>>,
    closing: u16,
) -> Vec<u16> {
    let mut text = open;
    if is_below_break_length(context, &output, 0) {
        text.push(u16::from(b' '));
        text.extend(join(&output, &utf16(", ")));
    } else {
        let mut indentation = utf16("\n");
        indentation.extend(std::iter::repeat_n(u16::from(b' '), context.indentation));
        indentation.extend(utf16("  "));
        if text.len() == 1 {
            text.push(u16::from(b' '));
        } else {
            text.extend_from_slice(&indentation);
        }
        let mut separator = utf16(",");
        separator.extend_from_slice(&indentation);
        text.extend(join(&output, &separator));
    }
    text.push(u16::from(b' '));
    text.push(closing);
    text
}

/// The display width Node's `getStringWidth` gives: wide East Asian
/// characters and emoji count two, combining marks zero.
fn display_width(text: &[u16]) -> usize {
    char::decode_utf16(text.iter().copied())
        .map(|decoded| match decoded {
            Ok(c) => {
                let code = c as u32;
                if (0x300..=0x36F).contains(&code)
                    || (0x200B..=0x200F).contains(&code)
                    || code == 0xFE0F
                {
                    0
                } else if (0x1100..=0x115F).contains(&code)
                    || (0x2E80..=0xA4CF).contains(&code)
                    || (0xAC00..=0xD7A3).contains(&code)
                    || (0xF900..=0xFAFF).contains(&code)
                    || (0xFE30..=0xFE4F).contains(&code)
                    || (0xFF00..=0xFF60).contains(&code)
                    || (0xFFE0..=0xFFE6).contains(&code)
                    || (0x1F300..=0x1F64F).contains(&code)
                    || (0x1F900..=0x1F9FF).contains(&code)
                    || (0x20000..=0x3FFFD).contains(&code)
                {
                    2
                } else {
                    1
                }
            }
            Err(_) => 1,
        })
        .sum()
}

fn group_array_elements(
    context: &Context,
    output: Vec<Vec<u16>>,
    numbers: bool,
    more: bool,
) -> Vec<Vec<u16>> {
    let mut total_length = 0usize;
    let mut max_length = 0usize;
    let output_length = if more { output.len() - 1 } else { output.len() };
    let separator_space = 2;
    let mut data_length = Vec::with_capacity(output_length);
    for entry in &output[..output_length] {
        let length = display_width(entry);
        data_length.push(length);
        total_length += length + separator_space;
        max_length = max_length.max(length);
    }
    let actual_max = max_length + separator_space;
    if ((actual_max * 3 + context.indentation) as f64) < context.options.break_length
        && (total_length as f64 / actual_max as f64 > 5.0 || max_length <= 6)
    {
        let approx_char_heights = 2.5;
        let average_bias = (actual_max as f64 - total_length as f64 / output.len() as f64).sqrt();
        let biased_max = (actual_max as f64 - 3.0 - average_bias).max(1.0);
        let columns = ((approx_char_heights * biased_max * output_length as f64).sqrt()
            / biased_max)
            .round()
            .min(
                ((context.options.break_length - context.indentation as f64) / actual_max as f64)
                    .floor(),
            )
            .min(context.options.compact * 4.0)
            .min(15.0) as usize;
        if columns <= 1 {
            return output;
        }
        let mut max_line_length = Vec::with_capacity(columns);
        for column in 0..columns {
            let mut line_length = 0;
            let mut index = column;
            while index < output_length {
                line_length = line_length.max(data_length[index]);
                index += columns;
            }
            max_line_length.push(line_length + separator_space);
        }
        let mut grouped = Vec::new();
        let mut start = 0;
        while start < output_length {
            let end = (start + columns).min(output_length);
            let mut line: Vec<u16> = Vec::new();
            for index in start..end - 1 {
                let mut cell = output[index].clone();
                cell.extend(utf16(", "));
                let padding =
                    max_line_length[index - start] + output[index].len() - data_length[index];
                pad(&mut line, cell, padding, numbers);
            }
            let last = end - 1;
            if numbers {
                let padding = max_line_length[last - start] + output[last].len()
                    - data_length[last]
                    - separator_space;
                pad(&mut line, output[last].clone(), padding, true);
            } else {
                line.extend_from_slice(&output[last]);
            }
            grouped.push(line);
            start += columns;
        }
        if more {
            grouped.push(output[output_length].clone());
        }
        return grouped;
    }
    output
}

/// Appends `cell` padded with spaces to `width` code units: on the left
/// for numbers (right-aligned), on the right otherwise.
fn pad(line: &mut Vec<u16>, cell: Vec<u16>, width: usize, start: bool) {
    let fill = width.saturating_sub(cell.len());
    if start {
        line.extend(std::iter::repeat_n(u16::from(b' '), fill));
        line.extend(cell);
    } else {
        line.extend(cell);
        line.extend(std::iter::repeat_n(u16::from(b' '), fill));
    }
}
