//! `console.log` and `console.error` for primitive values.
//!
//! The compiler evaluates every argument first, then calls
//! `scr_console_begin`, one `scr_console_arg_*` per argument and
//! `scr_console_end`. The whole line is rendered into one buffer, with
//! Node's `util.format` rules, and written with a single write(2).

use std::cell::RefCell;

use crate::number::{format_number, format_number_for_console, parse_number};
use crate::string::{self, ScrString};

/// One argument of the line being built. Strings are borrowed: the compiler
/// keeps them alive until `scr_console_end` returns.
#[derive(Clone, Copy)]
enum Argument {
    String(*const ScrString),
    Number(f64),
    Boolean(bool),
    Undefined,
    /// A later part of a template literal argument: printed right after the
    /// previous argument, with no space, as the template would have been.
    StringPart(*const ScrString),
    /// A number part of a template literal: formatted as `String(n)`.
    NumberPart(f64),
    /// An array, printed as `util.inspect` shows it.
    Array(*const crate::array::ScrArray),
    /// A class instance, printed as `util.inspect` shows it.
    Object(*const crate::object::ScrObject),
}

thread_local! {
    static ARGUMENTS: RefCell<Vec<Argument>> = const { RefCell::new(Vec::new()) };
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_console_begin() {
    ARGUMENTS.with_borrow_mut(Vec::clear);
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_console_arg_string(value: *const ScrString) {
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(Argument::String(value)));
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_console_arg_number(value: f64) {
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(Argument::Number(value)));
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_console_arg_boolean(value: i32) {
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(Argument::Boolean(value != 0)));
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_console_arg_object(value: *const crate::object::ScrObject) {
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(Argument::Object(value)));
}

/// An object of a type without `null` (a class, an object type, a map...):
/// null only where an optional property is absent, printed `undefined`.
#[unsafe(no_mangle)]
pub extern "C" fn scr_console_arg_defined_object(value: *const crate::object::ScrObject) {
    let argument = if value.is_null() {
        Argument::Undefined
    } else {
        Argument::Object(value)
    };
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(argument));
}

/// An array (null only where an optional property is absent: `undefined`).
#[unsafe(no_mangle)]
pub extern "C" fn scr_console_arg_array(value: *const crate::array::ScrArray) {
    let argument = if value.is_null() {
        Argument::Undefined
    } else {
        Argument::Array(value)
    };
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(argument));
}

/// A value of type `unknown`: printed as its payload would be.
///
/// # Safety
/// `value` must be a live dynamic box, kept alive until the end call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_console_arg_dynamic(value: *const crate::object::ScrObject) {
    // SAFETY: a live box (caller contract).
    let argument = unsafe { dynamic_argument(value) };
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(argument));
}

/// `util.inspect(value)` of a box: `%O`'s text, rendered apart from the
/// arguments of a line being printed (a custom inspection may call it
/// while one is).
///
/// # Safety
/// `value` must be a live box or null.
pub unsafe fn inspect_dynamic(value: *const crate::object::ScrObject) -> String {
    // A string shown with options (`maxStringLength`): as inside objects.
    // SAFETY: a live box (caller contract).
    if let (crate::array::ELEMENT_STRING, bits) = unsafe { crate::dynamic::contents(value) }
        && crate::inspect::has_options()
    {
        // SAFETY: a live string.
        let text = unsafe { crate::inspect::inspect_string(bits as *const ScrString) };
        return String::from_utf16_lossy(&text);
    }
    let directive = string::new_from_str("%O");
    // SAFETY: a live box (caller contract) and a fresh string, both alive
    // until rendered.
    let arguments = [Argument::String(directive), unsafe {
        dynamic_argument(value)
    }];
    let mut line = Vec::new();
    render_line(&arguments, &mut line);
    // SAFETY: the fresh string, no longer used.
    unsafe { string::release(directive) };
    String::from_utf8_lossy(&line).into_owned()
}

/// The argument a box prints as.
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn dynamic_argument(value: *const crate::object::ScrObject) -> Argument {
    use crate::array::{ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_STRING};
    // SAFETY: a live box (caller contract).
    let (kind, bits) = unsafe { crate::dynamic::contents(value) };
    match kind {
        ELEMENT_NUMBER => Argument::Number(f64::from_bits(bits)),
        ELEMENT_BOOLEAN => Argument::Boolean(bits != 0),
        ELEMENT_STRING => Argument::String(bits as *const ScrString),
        ELEMENT_ARRAY => Argument::Array(bits as *const crate::array::ScrArray),
        crate::dynamic::DYNAMIC_UNDEFINED => Argument::Undefined,
        crate::dynamic::DYNAMIC_NULL => Argument::Object(std::ptr::null()),
        _ => Argument::Object(bits as *const crate::object::ScrObject),
    }
}

/// `...values` among the arguments: each box of the array an argument.
///
/// # Safety
/// `values` must be a live array of boxes, kept alive until the end call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_console_arg_spread(values: *const crate::array::ScrArray) {
    // SAFETY: caller contract: each slot holds a live box.
    unsafe {
        for &bits in crate::array::slots(values) {
            scr_console_arg_dynamic(bits as *const crate::object::ScrObject);
        }
    }
}

/// Continues the previous argument with a string part of a template.
#[unsafe(no_mangle)]
pub extern "C" fn scr_console_part_string(value: *const ScrString) {
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(Argument::StringPart(value)));
}

/// Continues the previous argument with a number part of a template.
#[unsafe(no_mangle)]
pub extern "C" fn scr_console_part_number(value: f64) {
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(Argument::NumberPart(value)));
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_console_arg_undefined() {
    ARGUMENTS.with_borrow_mut(|arguments| arguments.push(Argument::Undefined));
}

/// `process.stdout.write(text)` (fd 1) and `process.stderr.write(text)`
/// (fd 2): the text as UTF-8, no newline.
///
/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_write_text(fd: i32, text: *const ScrString) {
    let mut out = Vec::new();
    // SAFETY: live string (caller contract).
    unsafe { string::write_utf8(text, &mut out) };
    write_all(fd, &out);
}

/// `console.log(text)` (fd 1) and `console.error(text)` (fd 2) of one
/// string: the text as UTF-8 and a newline.
///
/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_console_line(fd: i32, text: *const ScrString) {
    let mut line = Vec::with_capacity(64);
    // SAFETY: live string (caller contract).
    unsafe { string::write_utf8(text, &mut line) };
    line.push(b'\n');
    write_all(fd, &line);
}

/// Renders the collected arguments and writes the line to `fd` (1 for
/// `console.log`, 2 for `console.error`).
#[unsafe(no_mangle)]
pub extern "C" fn scr_console_end(fd: i32) {
    let mut line = Vec::with_capacity(128);
    ARGUMENTS.with_borrow(|arguments| render_line(arguments, &mut line));
    line.push(b'\n');
    write_all(fd, &line);
}

/// `util.format(...)`: the line the arguments since `scr_console_begin`
/// make, as a new string (without the newline).
#[unsafe(no_mangle)]
pub extern "C" fn scr_console_format() -> *mut ScrString {
    let mut line = Vec::with_capacity(128);
    ARGUMENTS.with_borrow(|arguments| render_line(arguments, &mut line));
    crate::inspect::reset_options();
    let text = String::from_utf8_lossy(&line);
    crate::string::new_from_str(&text)
}

/// Ends the program the way an uncaught JavaScript error does: the
/// `Name: message` line on stderr, status 1. Used for the errors the
/// runtime raises (RangeError and friends) until exceptions can be caught.
pub fn fatal_error(name: &str, message: &str) -> ! {
    let mut line = format!("{name}: {message}");
    line.push('\n');
    write_all(2, line.as_bytes());
    std::process::exit(1)
}

/// Prints `message` to stderr and ends the program with status 1. For
/// conditions the program cannot continue from (an impossible allocation).
/// Memory ran out: Node's fatal message and the status of its abort
/// (134), without a crash.
pub fn out_of_memory() -> ! {
    write_all(
        2,
        b"FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n",
    );
    std::process::exit(134)
}

pub fn fatal(message: &str) -> ! {
    let mut line = Vec::from(message.as_bytes());
    line.push(b'\n');
    write_all(2, &line);
    std::process::exit(1)
}

unsafe extern "C" {
    fn write(fd: i32, buffer: *const u8, count: usize) -> isize;
}

/// Writes the whole buffer, retrying after partial writes and interrupts.
/// A closed pipe ends output silently, as it does for Node.
pub fn write_all(fd: i32, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: the pointer and length describe a live slice.
        let written = unsafe { write(fd, bytes.as_ptr(), bytes.len()) };
        if written < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return;
        }
        bytes = &bytes[written as usize..];
    }
}

fn render_line(arguments: &[Argument], out: &mut Vec<u8>) {
    let mut rest = arguments;
    if let [Argument::String(format), tail @ ..] = arguments
        && !tail.is_empty()
    {
        rest = render_format(*format, tail, out);
        for argument in rest {
            if !matches!(argument, Argument::StringPart(_) | Argument::NumberPart(_)) {
                out.push(b' ');
            }
            render_plain(*argument, out);
        }
        return;
    }
    for (index, argument) in rest.iter().enumerate() {
        let continues = matches!(argument, Argument::StringPart(_) | Argument::NumberPart(_));
        if index > 0 && !continues {
            out.push(b' ');
        }
        render_plain(*argument, out);
    }
}

/// A top-level argument: strings print raw, numbers as console prints them.
fn render_plain(argument: Argument, out: &mut Vec<u8>) {
    match argument {
        // SAFETY: the compiler keeps console arguments alive until the end call.
        Argument::String(value) => unsafe { string::write_utf8(value, out) },
        Argument::Number(value) => format_number_for_console(value, out),
        Argument::Boolean(value) => out.extend_from_slice(if value { b"true" } else { b"false" }),
        Argument::Undefined => out.extend_from_slice(b"undefined"),
        // SAFETY: as above.
        Argument::StringPart(value) => unsafe { string::write_utf8(value, out) },
        Argument::NumberPart(value) => format_number(value, out),
        // SAFETY: the compiler keeps console arguments alive until the end call.
        Argument::Array(value) => unsafe { crate::inspect::inspect_array(value, out) },
        // SAFETY: as above.
        Argument::Object(value) => unsafe { crate::inspect::inspect_object(value, out) },
    }
}

/// `JSON.stringify(value)` appended as UTF-8.
fn json_into(kind: u32, bits: u64, out: &mut Vec<u8>) {
    // SAFETY: a live console argument of `kind`; the result is a new
    // string, released here.
    unsafe {
        // A cycle is `[Circular]`, as Node's `%j` prints it; another
        // exception is raised.
        crate::json::CIRCULAR_FOUND.set(false);
        crate::json::CIRCULAR_QUIET.set(true);
        let text = crate::json::scr_json_stringify(kind, bits, 0.0);
        crate::json::CIRCULAR_QUIET.set(false);
        if crate::json::CIRCULAR_FOUND.get() {
            string::release(text);
            out.extend_from_slice(b"[Circular]");
            return;
        }
        string::write_utf8(text, out);
        string::release(text);
    }
}

/// A value as `util.inspect` shows it: strings quoted.
fn render_inspected(argument: Argument, out: &mut Vec<u8>) {
    match argument {
        // SAFETY: as in `render_plain`.
        Argument::String(value) => unsafe { quote_string(value, out) },
        other => render_plain(other, out),
    }
}

/// Quotes a string as `util.inspect` does: single quotes unless the text
/// holds one, then double quotes, then backticks.
///
/// # Safety
/// `value` must be a live string.
pub unsafe fn quote_string(value: *const ScrString, out: &mut Vec<u8>) {
    // SAFETY: forwarded from the caller.
    let units = unsafe { crate::string_methods::copy_units(value) };
    out.extend_from_slice(quote_units(&units).as_bytes());
}

/// `text` quoted as `util.inspect` quotes strings.
pub fn quote_text(text: &str) -> String {
    let units: Vec<u16> = text.encode_utf16().collect();
    quote_units(&units)
}

/// UTF-16 text quoted as `util.inspect` quotes strings; a lone surrogate
/// shows as `\udxxx`.
pub fn quote_units(units: &[u16]) -> String {
    let has = |c: u8| units.contains(&u16::from(c));
    let quote = if !has(b'\'') {
        '\''
    } else if !has(b'"') {
        '"'
    } else if !has(b'`') && !units.windows(2).any(|w| w == [0x24, 0x7B]) {
        '`'
    } else {
        '\''
    };
    let mut rendered = String::with_capacity(units.len() + 2);
    rendered.push(quote);
    for decoded in char::decode_utf16(units.iter().copied()) {
        let c = match decoded {
            Ok(c) => c,
            Err(error) => {
                rendered.push_str(&format!("\\u{:04x}", error.unpaired_surrogate()));
                continue;
            }
        };
        match c {
            '\n' => rendered.push_str("\\n"),
            '\t' => rendered.push_str("\\t"),
            '\r' => rendered.push_str("\\r"),
            '\u{8}' => rendered.push_str("\\b"),
            '\u{c}' => rendered.push_str("\\f"),
            '\u{b}' => rendered.push_str("\\v"),
            '\\' => rendered.push_str("\\\\"),
            c if c == quote => {
                rendered.push('\\');
                rendered.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                rendered.push_str(&format!("\\x{:02X}", c as u32));
            }
            c => rendered.push(c),
        }
    }
    rendered.push(quote);
    rendered
}

/// `%d` and `%i` of a bigint: its digits and `n`, as Node prints them.
fn bigint_argument(argument: Argument) -> Option<String> {
    match argument {
        // SAFETY: a live console argument.
        Argument::Object(value)
            if !value.is_null() && unsafe { crate::bigint::is_bigint(value) } =>
        {
            // SAFETY: a live bigint.
            Some(format!("{}n", unsafe { crate::bigint::text(value.cast()) }))
        }
        _ => None,
    }
}

fn argument_to_number(argument: Argument) -> f64 {
    match argument {
        Argument::Number(value) | Argument::NumberPart(value) => value,
        Argument::Boolean(value) => f64::from(u8::from(value)),
        Argument::Undefined | Argument::Array(_) | Argument::Object(_) => f64::NAN,
        // SAFETY: as in `render_plain`.
        Argument::String(value) | Argument::StringPart(value) => {
            parse_number(&unsafe { string::to_rust_string(value) })
        }
    }
}

fn argument_to_text(argument: Argument) -> String {
    let mut out = Vec::new();
    match argument {
        Argument::Number(value) | Argument::NumberPart(value) => format_number(value, &mut out),
        other => render_plain(other, &mut out),
    }
    String::from_utf8(out).unwrap_or_default()
}

/// ECMAScript `parseInt(text)` with radix 10.
fn parse_int(text: &str) -> f64 {
    let trimmed = text.trim_start();
    let (sign, digits) = match trimmed.as_bytes().first() {
        Some(b'-') => (-1.0, &trimmed[1..]),
        Some(b'+') => (1.0, &trimmed[1..]),
        _ => (1.0, trimmed),
    };
    let end = digits.bytes().take_while(u8::is_ascii_digit).count();
    if end == 0 {
        return f64::NAN;
    }
    sign * digits[..end].parse::<f64>().unwrap_or(f64::NAN)
}

/// Applies `util.format`'s `%` directives of `format` to `arguments` and
/// returns the arguments the directives did not consume.
fn render_format<'a>(
    format: *const ScrString,
    arguments: &'a [Argument],
    out: &mut Vec<u8>,
) -> &'a [Argument] {
    // SAFETY: as in `render_plain`.
    let units = unsafe { string::units(format) };
    let mut next = 0;
    let mut pending: Vec<u16> = Vec::new();
    let flush = |pending: &mut Vec<u16>, out: &mut Vec<u8>| {
        for decoded in char::decode_utf16(pending.drain(..)) {
            let c = decoded.unwrap_or(char::REPLACEMENT_CHARACTER);
            let mut buffer = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
        }
    };
    let mut index = 0;
    while index < units.len() {
        let unit = units.unit(index);
        if unit == u16::from(b'%') && index + 1 < units.len() {
            let directive = units.unit(index + 1);
            if directive == u16::from(b'%') {
                pending.push(unit);
                index += 2;
                continue;
            }
            let known = matches!(
                u8::try_from(directive).unwrap_or(0),
                b's' | b'd' | b'i' | b'f' | b'j' | b'o' | b'O' | b'c'
            );
            if known && next < arguments.len() {
                flush(&mut pending, out);
                let argument = arguments[next];
                next += 1;
                match directive as u8 {
                    // A typed array's `toString` is not one Node counts as
                    // built in, so `%s` gives its `String(...)`.
                    b's' if matches!(argument, Argument::Array(value)
                        // SAFETY: a live array argument.
                        if crate::typed::is_typed(unsafe { (*value).kind })) =>
                    {
                        if let Argument::Array(value) = argument {
                            let mut units = Vec::new();
                            // SAFETY: a live typed array.
                            unsafe {
                                crate::typed::join_into(value, &[u16::from(b',')], &mut units)
                            };
                            out.extend(units.iter().map(|&unit| unit as u8));
                        }
                    }
                    b's' => render_plain(argument, out),
                    b'd' | b'i' if let Some(text) = bigint_argument(argument) => {
                        out.extend_from_slice(text.as_bytes())
                    }
                    b'd' => format_number_for_console(argument_to_number(argument), out),
                    b'i' => format_number_for_console(parse_int(&argument_to_text(argument)), out),
                    b'f' => format_number_for_console(
                        crate::number::parse_float_prefix(argument_to_text(argument).trim_start()),
                        out,
                    ),
                    b'j' => match argument {
                        Argument::Number(value) if !value.is_finite() => {
                            out.extend_from_slice(b"null")
                        }
                        Argument::Number(value) => format_number(value, out),
                        Argument::String(value) => {
                            // SAFETY: as in `render_plain`.
                            let text = unsafe { string::to_rust_string(value) };
                            out.extend_from_slice(json_quote(&text).as_bytes());
                        }
                        Argument::Undefined => out.extend_from_slice(b"undefined"),
                        // Arrays and objects: `JSON.stringify` of them.
                        Argument::Array(value) => {
                            json_into(crate::array::ELEMENT_ARRAY, value as u64, out)
                        }
                        Argument::Object(value) if !value.is_null() => {
                            json_into(crate::array::ELEMENT_OBJECT, value as u64, out)
                        }
                        other => render_plain(other, out),
                    },
                    b'o' | b'O' => render_inspected(argument, out),
                    _ => {}
                }
                index += 2;
                continue;
            }
        }
        pending.push(unit);
        index += 1;
    }
    flush(&mut pending, out);
    &arguments[next..]
}

/// JSON.stringify of a string.
pub fn json_quote(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            '\r' => quoted.push_str("\\r"),
            '\t' => quoted.push_str("\\t"),
            '\u{8}' => quoted.push_str("\\b"),
            '\u{c}' => quoted.push_str("\\f"),
            c if (c as u32) < 0x20 => quoted.push_str(&format!("\\u{:04x}", c as u32)),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(arguments: &[Argument]) -> String {
        let mut out = Vec::new();
        render_line(arguments, &mut out);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn joins_arguments_with_spaces() {
        let s = string::new_from_str("x =");
        assert_eq!(
            line(&[
                Argument::String(s),
                Argument::Number(-0.0),
                Argument::Boolean(true)
            ]),
            "x = -0 true"
        );
    }

    #[test]
    fn applies_format_directives() {
        let f = string::new_from_str("%s is %d%% of %i, %c%o");
        let name = string::new_from_str("it");
        let out = line(&[
            Argument::String(f),
            Argument::String(name),
            Argument::Number(50.0),
            Argument::Number(42.9),
            Argument::String(name),
            Argument::String(name),
            Argument::Number(7.0),
        ]);
        assert_eq!(out, "it is 50% of 42, 'it' 7");
    }

    #[test]
    fn a_lone_format_string_is_printed_verbatim() {
        let f = string::new_from_str("100%%");
        assert_eq!(line(&[Argument::String(f)]), "100%%");
    }

    #[test]
    fn parse_float_takes_the_longest_numeric_prefix() {
        assert_eq!(crate::number::parse_float_prefix("3.5px"), 3.5);
        assert_eq!(crate::number::parse_float_prefix("1e3x"), 1000.0);
        assert!(crate::number::parse_float_prefix("x").is_nan());
        assert_eq!(parse_int("-12.7"), -12.0);
    }
}
