//! The scriptc runtime: the code every compiled program links against.
//!
//! The compiler and the runtime meet only at the `extern "C"` functions named
//! `scr_*` defined in this crate and at a few memory layouts (see [`string`]).
//! The runtime never depends on the compiler. Each layout the compiler also
//! knows is pinned by a test on both sides.

pub mod alloc;
pub mod any;
mod any_callbacks;
pub mod array;
pub mod array_methods;
pub mod array_sort;
pub mod audit;
pub mod bigint;
pub mod buffer;
pub mod class_value;
pub mod clone;
pub mod console;
pub mod crypto;
pub mod cycles;
pub mod deep_equal;
pub mod dynamic;
pub mod expando;
pub mod fdlibm;
pub mod fs;
pub mod generator;
pub mod inspect;
pub mod integrity;
pub mod json;
pub mod json_parse;
pub mod map;
pub mod math;
pub mod method_value;
pub mod number;
pub mod object;
pub mod os;
pub mod process;
pub mod promise;
pub mod regex;
mod regex_fast;
mod regex_start;
pub mod release;
pub mod spread;
pub mod stack;
pub mod string;
pub mod string_methods;
pub mod template;
pub mod time;
pub mod timers;
pub mod typed;
pub mod uri;
pub mod url;

/// The runtime's own allocations (vectors, maps, the regex engine's state)
/// come from the program's arena when they fit its classes (see
/// [`alloc::rust_allocate`]), else from the system allocator; when that
/// fails the program ends with Node's out-of-memory message instead of
/// Rust's abort.
struct Guarded;

/// The largest alignment an arena block has.
const ARENA_ALIGN: usize = 16;

// SAFETY: arena blocks are 16-byte aligned and at least the size asked;
// other requests go to the system allocator, which upholds the contract;
// a block is returned to where it came from (the arena knows its own
// addresses); a null result never returns to the caller. Each entry is
// one call, so what drops a vector stays small where it is inlined.
unsafe impl std::alloc::GlobalAlloc for Guarded {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        rust_alloc(layout, false)
    }

    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        rust_alloc(layout, true)
    }

    unsafe fn realloc(&self, block: *mut u8, layout: std::alloc::Layout, size: usize) -> *mut u8 {
        // SAFETY: forwarded (caller contract).
        unsafe { rust_realloc(block, layout, size) }
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: std::alloc::Layout) {
        // SAFETY: forwarded (caller contract).
        unsafe { rust_dealloc(block, layout) }
    }
}

/// The global allocator's allocation (zeroed when asked).
#[inline(never)]
fn rust_alloc(layout: std::alloc::Layout, zeroed: bool) -> *mut u8 {
    use std::alloc::GlobalAlloc;
    let arena_block = if layout.align() <= ARENA_ALIGN {
        alloc::rust_allocate(layout.size())
    } else {
        None
    };
    // SAFETY: a valid layout (the caller's contract).
    let block = arena_block.unwrap_or_else(|| unsafe { std::alloc::System.alloc(layout) });
    if block.is_null() {
        console::out_of_memory();
    }
    if zeroed {
        // SAFETY: a fresh block of at least that size.
        unsafe { std::ptr::write_bytes(block, 0, layout.size()) };
    }
    block
}

/// The global allocator's reallocation.
///
/// # Safety
/// As `GlobalAlloc::realloc`.
#[inline(never)]
unsafe fn rust_realloc(block: *mut u8, layout: std::alloc::Layout, size: usize) -> *mut u8 {
    use std::alloc::GlobalAlloc;
    // SAFETY: `block` is live, from `rust_alloc` (caller contract).
    if let Some(capacity) = unsafe { alloc::rust_capacity(block) } {
        if size <= capacity {
            return block;
        }
        // SAFETY: a valid layout for the new size (caller contract).
        let moved = rust_alloc(
            unsafe { std::alloc::Layout::from_size_align_unchecked(size, layout.align()) },
            false,
        );
        // SAFETY: both live; the old block holds `layout.size()` bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(block, moved, layout.size().min(size));
            alloc::rust_deallocate(block);
        }
        return moved;
    }
    // SAFETY: forwarded.
    let moved = unsafe { std::alloc::System.realloc(block, layout, size) };
    if moved.is_null() {
        console::out_of_memory();
    }
    moved
}

/// The global allocator's free.
///
/// # Safety
/// As `GlobalAlloc::dealloc`.
#[inline(never)]
unsafe fn rust_dealloc(block: *mut u8, layout: std::alloc::Layout) {
    use std::alloc::GlobalAlloc;
    // SAFETY: forwarded (caller contract).
    unsafe {
        if !alloc::rust_deallocate(block) {
            std::alloc::System.dealloc(block, layout)
        }
    }
}

#[global_allocator]
static ALLOCATOR: Guarded = Guarded;

/// Replaces Rust's panic handler in every program scriptc links (the
/// linker redirects the standard library's handler here; see the compiler's
/// `link.rs`). A panic in the runtime is an internal error: one line on
/// stderr and an abort, without the backtrace machinery (a third of a
/// program's size) the standard handler links in.
#[unsafe(no_mangle)]
pub fn scr_panic_handler(info: &core::panic::PanicInfo<'_>) -> ! {
    use std::fmt::Write;
    let mut line = FixedLine::default();
    let _ = write!(line, "scriptc runtime internal error: {info}");
    line.finish();
    console::write_all(2, &line.bytes[..line.length]);
    std::process::abort()
}

/// Replaces Rust's allocation-failure handler the same way: memory ran out,
/// so the program ends as Node does when its heap is exhausted.
#[unsafe(no_mangle)]
pub fn scr_alloc_error_handler(_size: usize, _align: usize) -> ! {
    console::out_of_memory()
}

/// A line formatted without allocating (the allocator may be what failed),
/// cut short when it does not fit.
struct FixedLine {
    bytes: [u8; 512],
    length: usize,
}

impl Default for FixedLine {
    fn default() -> Self {
        FixedLine {
            bytes: [0; 512],
            length: 0,
        }
    }
}

impl FixedLine {
    fn finish(&mut self) {
        let end = self.length.min(self.bytes.len() - 1);
        self.bytes[end] = b'\n';
        self.length = end + 1;
    }
}

impl std::fmt::Write for FixedLine {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        let room = self.bytes.len() - 1 - self.length;
        let taken = text.len().min(room);
        self.bytes[self.length..self.length + taken].copy_from_slice(&text.as_bytes()[..taken]);
        self.length += taken;
        Ok(())
    }
}

/// Called by the emitted `main` before any user code runs.
///
/// # Safety
/// `argv` must point to `argc` valid C strings, as handed to `main` by libc.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_init(argc: i32, argv: *const *const u8) {
    // SAFETY: forwarded from the caller's contract.
    unsafe { process::record_arguments(argc, argv) };
    // The runtime's own tables (maps, records, parsed JSON trees) come from
    // malloc: keep freed memory for reuse rather than returning it to the
    // system and faulting it in again on the next round.
    // SAFETY: plain settings calls, before any allocation of ours.
    unsafe {
        libc::mallopt(libc::M_TRIM_THRESHOLD, 64 << 20);
        libc::mallopt(libc::M_TOP_PAD, 4 << 20);
        libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
    }
    stack::install();
    time::start();
    audit::start_counting();
}

#[cfg(test)]
mod node_tables {
    //! Compares the runtime with tables Node generated
    //! (`runtime/testdata/generate.js`).

    fn bits(text: &str) -> f64 {
        f64::from_bits(u64::from_str_radix(text, 16).expect("hex bits"))
    }

    #[test]
    fn numbers_format_as_node_formats_them() {
        let table = include_str!("../testdata/number-to-string.tsv");
        let mut failures = Vec::new();
        for line in table.lines() {
            let (value, expected) = line.split_once('\t').expect("two columns");
            let mut out = Vec::new();
            crate::number::format_number(bits(value), &mut out);
            if out != expected.as_bytes() {
                failures.push(format!(
                    "{value}: expected {expected}, got {}",
                    String::from_utf8_lossy(&out)
                ));
            }
        }
        assert!(
            failures.is_empty(),
            "{} mismatches:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    #[test]
    fn number_methods_format_as_node_formats_them() {
        let table = include_str!("../testdata/number-methods.tsv");
        let mut failures = Vec::new();
        for line in table.lines() {
            let columns: Vec<&str> = line.split('\t').collect();
            let value = bits(columns[1]);
            let argument = columns[2].parse::<f64>().ok();
            let actual = match columns[0] {
                "toFixed" => crate::number::to_fixed(value, argument.unwrap_or(0.0)),
                "toLocaleString" => crate::number::to_locale_string(value),
                "toExponential" => crate::number::to_exponential(value, argument),
                "toPrecision" => crate::number::to_precision(value, argument),
                "toString" => crate::number::to_radix_string(value, argument.unwrap_or(10.0)),
                other => panic!("unknown method {other}"),
            };
            if actual != columns[3] {
                failures.push(format!("{line}: got {actual}"));
            }
        }
        assert!(
            failures.is_empty(),
            "{} mismatches:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    #[test]
    fn math_functions_match_node_to_the_bit() {
        let table = include_str!("../testdata/math.tsv");
        let mut failures = Vec::new();
        for line in table.lines() {
            let columns: Vec<&str> = line.split('\t').collect();
            let (name, expected) = (columns[0], bits(columns[columns.len() - 1]));
            let x = bits(columns[1]);
            let actual = match name {
                "pow" => crate::math::scr_math_pow(x, bits(columns[2])),
                "atan2" => crate::math::scr_math_atan2(x, bits(columns[2])),
                "hypot" => crate::math::hypot(&[x, bits(columns[2])]),
                "sin" => crate::math::scr_math_sin(x),
                "cos" => crate::math::scr_math_cos(x),
                "tan" => crate::math::scr_math_tan(x),
                "asin" => crate::math::scr_math_asin(x),
                "acos" => crate::math::scr_math_acos(x),
                "atan" => crate::math::scr_math_atan(x),
                "sinh" => crate::math::scr_math_sinh(x),
                "cosh" => crate::math::scr_math_cosh(x),
                "tanh" => crate::math::scr_math_tanh(x),
                "asinh" => crate::math::scr_math_asinh(x),
                "acosh" => crate::math::scr_math_acosh(x),
                "atanh" => crate::math::scr_math_atanh(x),
                "exp" => crate::math::scr_math_exp(x),
                "expm1" => crate::math::scr_math_expm1(x),
                "log" => crate::math::scr_math_log(x),
                "log1p" => crate::math::scr_math_log1p(x),
                "log2" => crate::math::scr_math_log2(x),
                "log10" => crate::math::scr_math_log10(x),
                "cbrt" => crate::math::scr_math_cbrt(x),
                "round" => crate::math::scr_math_round(x),
                "sign" => crate::math::scr_math_sign(x),
                other => panic!("unknown function {other}"),
            };
            let same =
                actual.to_bits() == expected.to_bits() || (actual.is_nan() && expected.is_nan());
            if !same {
                failures.push(format!(
                    "{line}: got {actual:e} ({:016x})",
                    actual.to_bits()
                ));
            }
        }
        assert!(
            failures.is_empty(),
            "{} mismatches:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}
