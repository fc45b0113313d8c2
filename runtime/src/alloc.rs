//! The hugepage arena allocator every heap object comes from.
//!
//! One large `MAP_NORESERVE` reservation, aligned to 2 MiB, is split into one
//! slice per size class, so a block's class is address arithmetic and no
//! block carries a size. New blocks are bump-carved from the slice; freed
//! blocks go on the class's free list (linked through their first word).
//!
//! Huge pages: every slice starts on small pages (`MADV_NOHUGEPAGE`). Once it
//! has carved 8 MiB (`SCRIPTC_HUGE_AFTER_MB` moves the switch point; 0 means
//! huge pages from the start, a very large value never), the rest of its range
//! is advised `MADV_HUGEPAGE`. The bump limit is raised in two steps, first to
//! the switch point and then to the slice end, so the allocation fast path
//! (free-list pop, else bump below the limit, else [`scr_alloc_slow`]) never
//! changes. `MADV_COLLAPSE` is never used and nothing is prefaulted: the
//! kernel owns huge-page policy beyond the advice (see the seeds on Go's
//! runtime and on scriptc's slices).
//!
//! Blocks too large for the biggest class, and blocks of a class whose slice
//! is full or when no reservation could be made, live outside the
//! reservation behind a 16-byte prefix that records how to free them:
//! mapped on their own (advised `MADV_HUGEPAGE` from 2 MiB) or from the
//! system allocator.
//!
//! Programs are single-threaded; the allocator is not thread-safe. Unit tests
//! run on many threads, so under `cfg(test)` the global arena is behind a
//! lock.

use std::ptr;

/// Class sizes: 16-byte steps to 1 KiB, then four steps per doubling to
/// 256 KiB.
pub const CLASS_COUNT: usize = 64 + 4 * 8;
const SMALL_LIMIT: usize = 1024;
pub const MAX_CLASS_SIZE: usize = 256 * 1024;
const HUGE_PAGE: usize = 2 << 20;
/// Slices per class when the full reservation is granted, and the fallback.
const SLICE_SIZES: [usize; 2] = [256 << 20, 16 << 20];
const DEFAULT_HUGE_AFTER: usize = 8 << 20;
/// Bytes before a block that lives outside the reservation.
const PREFIX: usize = 16;
const ORIGIN_MAPPED: usize = 1;
const ORIGIN_SYSTEM: usize = 2;

/// The size of each class's blocks.
pub const fn class_size(class: usize) -> usize {
    if class < 64 {
        (class + 1) * 16
    } else {
        let step = class - 64;
        let base = SMALL_LIMIT << (step / 4);
        base + (base / 4) * (step % 4 + 1)
    }
}

/// The smallest class whose blocks hold `size` bytes, if any.
/// The class of a block of `size` bytes when it is one of the small
/// classes 16 bytes apart (the ones the compiler's inline allocation and
/// inline free use), else `None`.
pub fn small_class_of_size(size: usize) -> Option<usize> {
    (size <= SMALL_LIMIT).then(|| size.max(1).div_ceil(16) - 1)
}

pub fn class_of_size(size: usize) -> Option<usize> {
    if size <= SMALL_LIMIT {
        return Some(size.max(1).div_ceil(16) - 1);
    }
    if size > MAX_CLASS_SIZE {
        return None;
    }
    // Four classes per doubling above 1 KiB: find the doubling, then the
    // quarter step inside it.
    let doubling = (usize::BITS - 1 - ((size - 1) / SMALL_LIMIT).leading_zeros()) as usize;
    let base = SMALL_LIMIT << doubling;
    let quarter = (size - base).div_ceil(base / 4);
    let mut class = 64 + doubling * 4 + quarter - 1;
    while class_size(class) < size {
        class += 1;
    }
    Some(class)
}

/// A class's allocation state, as the inline fast path reads it.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ClassState {
    /// Head of the free list, or null.
    pub free: *mut u8,
    /// The next block to carve.
    pub bump: *mut u8,
    /// Carving stops here; the slow path raises it.
    pub limit: *mut u8,
}

const EMPTY_CLASS: ClassState = ClassState {
    free: ptr::null_mut(),
    bump: ptr::null_mut(),
    limit: ptr::null_mut(),
};

/// The global arena's per-class state, exported for the fast path that the
/// compiler emits inline (pop `free`, else bump while below `limit`, else
/// call `scr_alloc_slow(class)`).
#[unsafe(no_mangle)]
pub static mut scr_alloc_classes: [ClassState; CLASS_COUNT] = [EMPTY_CLASS; CLASS_COUNT];

/// Exported: 1 when the compiler's inline release may return a flat
/// object's block to its class's free list itself (see
/// `ClassDescriptor::free_class`); 0 until the arena exists, when freed
/// blocks are poisoned (only the runtime's free does it), and without a
/// reservation (valgrind's lane: every block goes back to the system).
#[unsafe(no_mangle)]
pub static mut scr_inline_free: u8 = 0;

/// How the arena treats huge pages and how large its slices may be.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Carved bytes after which a slice switches to huge pages; `None`
    /// never switches.
    pub huge_after: Option<usize>,
    /// Slice sizes to try, largest first; an empty list means no
    /// reservation (everything from the system allocator).
    pub slice_sizes: &'static [usize],
    /// `SCRIPTC_POISON_FREED=1`: a freed block is filled with 0xDB, so a
    /// use after free reads nonsense (and prints it, or crashes) instead of
    /// the old contents; the fuzz and corpus audit runs set it.
    pub poison: bool,
}

impl Config {
    /// The configuration of a running program: the defaults, with
    /// `SCRIPTC_HUGE_AFTER_MB` applied.
    pub fn from_environment() -> Config {
        let huge_after = match std::env::var("SCRIPTC_HUGE_AFTER_MB")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
        {
            Some(megabytes) if megabytes >= (1 << 20) => None,
            Some(megabytes) => Some((megabytes as usize) << 20),
            None => Some(DEFAULT_HUGE_AFTER),
        };
        // `SCRIPTC_SYSTEM_ALLOC=1`: no reservation, every block from the
        // system allocator (for valgrind, which tracks those).
        let system = std::env::var_os("SCRIPTC_SYSTEM_ALLOC")
            .is_some_and(|value| !value.is_empty() && value != "0");
        Config {
            huge_after,
            slice_sizes: if system { &[] } else { &SLICE_SIZES },
            poison: std::env::var_os("SCRIPTC_POISON_FREED")
                .is_some_and(|value| !value.is_empty() && value != "0"),
        }
    }
}

/// Per-class figures for `SCRIPTC_ALLOC_STATS` and the tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassStats {
    pub carved: usize,
    pub free_blocks: usize,
    pub huge: bool,
}

pub struct Arena {
    config: Config,
    classes: *mut [ClassState; CLASS_COUNT],
    /// The start of the reservation, or null before it is made (or when it
    /// was refused).
    base: *mut u8,
    slice_size: usize,
    /// `slice_size` is a power of two: a block's class is a shift.
    slice_shift: u32,
    initialized: bool,
    switched: [bool; CLASS_COUNT],
    /// Bytes obtained outside the reservation and still live.
    pub outside_bytes: usize,
    /// Blocks handed out by the Rust entry points minus blocks returned
    /// (the compiler's inline fast path does not count here; the audit
    /// counts objects by kind instead), for tests.
    pub live_blocks: i64,
    /// Bytes requested through the Rust entry points over the whole run
    /// (strings, arrays' storage, maps: what the runtime allocates), for
    /// the tests that bound how much building a value allocates.
    pub requested_bytes: u64,
}

impl Arena {
    /// An arena that keeps its class state in `classes`.
    ///
    /// # Safety
    /// `classes` must stay valid, and be used by no one else, while the
    /// arena is.
    pub const unsafe fn with_state(
        config: Config,
        classes: *mut [ClassState; CLASS_COUNT],
    ) -> Arena {
        Arena {
            config,
            classes,
            base: ptr::null_mut(),
            slice_size: 0,
            slice_shift: 0,
            initialized: false,
            switched: [false; CLASS_COUNT],
            outside_bytes: 0,
            live_blocks: 0,
            requested_bytes: 0,
        }
    }

    fn class(&mut self, class: usize) -> &mut ClassState {
        // SAFETY: `classes` is valid and exclusively ours (constructor contract).
        unsafe { &mut (*self.classes)[class] }
    }

    pub fn base(&self) -> *mut u8 {
        self.base
    }

    pub fn slice_size(&self) -> usize {
        self.slice_size
    }

    fn slice_start(&self, class: usize) -> *mut u8 {
        // SAFETY: the slice lies inside the reservation.
        unsafe { self.base.add(class * self.slice_size) }
    }

    /// Makes the reservation and sets every class's bump range. Called once,
    /// from the first slow-path allocation.
    fn initialize(&mut self) {
        self.initialized = true;
        for &slice_size in self.config.slice_sizes {
            let total = slice_size * CLASS_COUNT;
            // One extra huge page so the start can be aligned to 2 MiB.
            let length = total + HUGE_PAGE;
            // SAFETY: an anonymous private mapping with no address hint.
            let mapped = unsafe {
                libc::mmap(
                    ptr::null_mut(),
                    length,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                    -1,
                    0,
                )
            };
            if mapped == libc::MAP_FAILED {
                continue;
            }
            let start = mapped as usize;
            let aligned = start.next_multiple_of(HUGE_PAGE);
            // SAFETY: both trimmed ranges lie inside the mapping just made.
            unsafe {
                if aligned > start {
                    libc::munmap(mapped, aligned - start);
                }
                let tail = start + length - (aligned + total);
                if tail > 0 {
                    libc::munmap((aligned + total) as *mut libc::c_void, tail);
                }
            }
            self.base = aligned as *mut u8;
            self.slice_size = slice_size;
            debug_assert!(slice_size.is_power_of_two());
            self.slice_shift = slice_size.trailing_zeros();
            let whole_huge = self.config.huge_after == Some(0);
            advise(
                self.base,
                total,
                if whole_huge {
                    libc::MADV_HUGEPAGE
                } else {
                    libc::MADV_NOHUGEPAGE
                },
            );
            for class in 0..CLASS_COUNT {
                let start = self.slice_start(class);
                let first_limit = match self.config.huge_after {
                    Some(0) => {
                        self.switched[class] = true;
                        slice_size
                    }
                    Some(after) => after.min(slice_size),
                    None => slice_size,
                };
                let state = self.class(class);
                state.bump = start;
                // SAFETY: inside the slice.
                state.limit = unsafe { start.add(first_limit) };
            }
            return;
        }
    }

    /// A block of at least `size` bytes, 16-byte aligned.
    pub fn allocate(&mut self, size: usize) -> *mut u8 {
        self.live_blocks += 1;
        self.requested_bytes += size as u64;
        self.carve(size)
    }

    /// The slow path of a class, for the inline fast path: initializes the
    /// arena, raises the bump limit at the huge-page switch point, or goes
    /// outside the reservation when the slice is full.
    pub fn allocate_slow(&mut self, class: usize) -> *mut u8 {
        self.live_blocks += 1;
        self.carve_slow(class)
    }

    fn carve(&mut self, size: usize) -> *mut u8 {
        let Some(class) = class_of_size(size) else {
            return self.allocate_outside(size);
        };
        let state = self.class(class);
        if !state.free.is_null() {
            let block = state.free;
            // SAFETY: a free block's first word links to the next free block.
            state.free = unsafe { *(block as *mut *mut u8) };
            return block;
        }
        let block_size = class_size(class);
        if !state.bump.is_null() && (state.limit as usize) - (state.bump as usize) >= block_size {
            let block = state.bump;
            // SAFETY: the block lies below the limit, inside the slice.
            state.bump = unsafe { block.add(block_size) };
            return block;
        }
        self.carve_slow(class)
    }

    fn carve_slow(&mut self, class: usize) -> *mut u8 {
        if !self.initialized {
            self.initialize();
            return self.carve(class_size(class));
        }
        let block_size = class_size(class);
        if !self.base.is_null() {
            let slice_end = self.slice_start(class) as usize + self.slice_size;
            let switched = self.switched[class];
            let state = *self.class(class);
            if !switched && (state.limit as usize) < slice_end {
                // The second step: the rest of the slice, on huge pages.
                advise(
                    state.limit,
                    slice_end - state.limit as usize,
                    libc::MADV_HUGEPAGE,
                );
                self.switched[class] = true;
                self.class(class).limit = slice_end as *mut u8;
            }
            let state = self.class(class);
            if (state.limit as usize) - (state.bump as usize) >= block_size {
                let block = state.bump;
                // SAFETY: below the limit, inside the slice.
                state.bump = unsafe { block.add(block_size) };
                return block;
            }
        }
        self.allocate_outside(block_size)
    }

    fn allocate_outside(&mut self, size: usize) -> *mut u8 {
        let total = size + PREFIX;
        let (prefix, origin, length) = if size > MAX_CLASS_SIZE {
            let length = total.next_multiple_of(4096);
            // SAFETY: an anonymous private mapping with no address hint.
            let mapped = unsafe {
                libc::mmap(
                    ptr::null_mut(),
                    length,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                    -1,
                    0,
                )
            };
            if mapped == libc::MAP_FAILED {
                crate::console::out_of_memory();
            }
            if length >= HUGE_PAGE {
                advise(mapped as *mut u8, length, libc::MADV_HUGEPAGE);
            }
            (mapped as *mut u8, ORIGIN_MAPPED, length)
        } else {
            // SAFETY: plain malloc of a non-zero size; 16-byte aligned on
            // 64-bit glibc.
            let memory = unsafe { libc::malloc(total) } as *mut u8;
            if memory.is_null() {
                crate::console::out_of_memory();
            }
            (memory, ORIGIN_SYSTEM, total)
        };
        self.outside_bytes += length;
        // SAFETY: the prefix's two words lie at the start of the new memory.
        unsafe {
            *(prefix as *mut usize) = length;
            *(prefix as *mut usize).add(1) = origin;
            prefix.add(PREFIX)
        }
    }

    /// Whether `block` came from the reservation.
    fn owns(&self, block: *mut u8) -> bool {
        let address = block as usize;
        let base = self.base as usize;
        !self.base.is_null() && address >= base && address < base + self.slice_size * CLASS_COUNT
    }

    /// The usable size of a live block.
    ///
    /// # Safety
    /// `block` must come from this arena's `allocate` and be live.
    pub unsafe fn capacity(&self, block: *mut u8) -> usize {
        if self.owns(block) {
            return class_size((block as usize - self.base as usize) >> self.slice_shift);
        }
        // SAFETY: outside blocks carry their prefix (caller contract).
        unsafe { *(block.sub(PREFIX) as *const usize) - PREFIX }
    }

    /// Returns a block to the arena.
    ///
    /// # Safety
    /// `block` must come from this arena's `allocate`, be live, and not be
    /// used afterwards.
    pub unsafe fn deallocate(&mut self, block: *mut u8) {
        self.live_blocks -= 1;
        if self.owns(block) {
            let class = (block as usize - self.base as usize) >> self.slice_shift;
            if self.config.poison {
                // SAFETY: the whole block is ours and dead.
                unsafe { ptr::write_bytes(block, 0xDB, class_size(class)) };
            }
            let state = self.class(class);
            // SAFETY: the block is ours and free from now on: its first word
            // becomes the link.
            unsafe { *(block as *mut *mut u8) = state.free };
            state.free = block;
            return;
        }
        // SAFETY: outside blocks carry their prefix (caller contract).
        unsafe {
            let prefix = block.sub(PREFIX);
            let length = *(prefix as *const usize);
            let origin = *(prefix as *const usize).add(1);
            self.outside_bytes -= length;
            if origin == ORIGIN_MAPPED {
                libc::munmap(prefix as *mut libc::c_void, length);
            } else {
                libc::free(prefix as *mut libc::c_void);
            }
        }
    }

    /// Each class's figures (an array: the global arena's are read while
    /// it is borrowed, when no Rust allocation may be made).
    pub fn stats(&mut self) -> [ClassStats; CLASS_COUNT] {
        std::array::from_fn(|class| {
            let start = if self.base.is_null() {
                0
            } else {
                self.slice_start(class) as usize
            };
            let huge = self.switched[class];
            let state = *self.class(class);
            let mut free_blocks = 0;
            let mut cursor = state.free;
            while !cursor.is_null() {
                free_blocks += 1;
                // SAFETY: free-list links are valid block pointers.
                cursor = unsafe { *(cursor as *mut *mut u8) };
            }
            let carved = if state.bump.is_null() {
                0
            } else {
                state.bump as usize - start
            };
            ClassStats {
                carved,
                free_blocks,
                huge,
            }
        })
    }
}

impl Drop for Arena {
    fn drop(&mut self) {
        if !self.base.is_null() {
            // SAFETY: the reservation is ours and no block outlives the arena.
            unsafe {
                libc::munmap(
                    self.base as *mut libc::c_void,
                    self.slice_size * CLASS_COUNT,
                )
            };
        }
    }
}

fn advise(start: *mut u8, length: usize, advice: libc::c_int) {
    if length == 0 {
        return;
    }
    // SAFETY: the range lies inside a mapping of ours; advice never changes
    // the contents. A refusal (no THP support) is harmless.
    unsafe {
        libc::madvise(start as *mut libc::c_void, length, advice);
    }
}

struct GlobalArena(std::cell::UnsafeCell<Option<Arena>>);

// SAFETY: compiled programs are single-threaded; under `cfg(test)` every
// access goes through `LOCK`.
unsafe impl Sync for GlobalArena {}

static GLOBAL: GlobalArena = GlobalArena(std::cell::UnsafeCell::new(None));

#[cfg(test)]
static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Runs `work` on the program's arena. (No Rust allocation is made while
/// it runs, except while the arena is made, when [`rust_allocate`] finds
/// none and the system's allocator serves it.)
fn with_global<T>(work: impl FnOnce(&mut Arena) -> T) -> T {
    #[cfg(test)]
    let _guard = LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    // SAFETY: single-threaded programs (or the test lock) make this the
    // only live reference.
    let slot = unsafe { &mut *GLOBAL.0.get() };
    let arena = slot.get_or_insert_with(|| {
        let config = Config::from_environment();
        // SAFETY: single-threaded programs; set before any object exists.
        // Under valgrind (no reservation) every free goes through the
        // system allocator, so a use after free stays visible to it.
        unsafe { scr_inline_free = u8::from(!config.poison && !config.slice_sizes.is_empty()) };
        // SAFETY: the exported class table belongs to the global arena alone.
        unsafe { Arena::with_state(config, &raw mut scr_alloc_classes) }
    });
    work(arena)
}

/// A block of at least `size` bytes (16-byte aligned; at most 1 KiB, the
/// small classes) for the runtime's own Rust allocations (vectors, maps, the regex engine's state; see the
/// crate's `GlobalAlloc`): from a class's free list or bump range once the
/// program's arena has its reservation, so they cost what an object's
/// allocation costs. `None` (the caller uses the system allocator) before
/// that (and while the arena is made), beyond a class's current bump
/// limit and in unit tests (which run on many threads).
#[inline]
pub fn rust_allocate(size: usize) -> Option<*mut u8> {
    if cfg!(test) {
        return None;
    }
    // SAFETY: one thread; the arena is only looked at when no other
    // reference to it is live (see `with_global`).
    unsafe {
        let arena = (*GLOBAL.0.get()).as_mut()?;
        if arena.base.is_null() {
            return None;
        }
        let class = small_class_of_size(size)?;
        let state = arena.class(class);
        if !state.free.is_null() {
            let block = state.free;
            state.free = *(block as *mut *mut u8);
            return Some(block);
        }
        let block_size = class_size(class);
        if (state.limit as usize) - (state.bump as usize) >= block_size {
            let block = state.bump;
            state.bump = block.add(block_size);
            return Some(block);
        }
        None
    }
}

/// Returns a block of [`rust_allocate`]'s to its class; false when the
/// block is not the arena's (it came from the system allocator).
///
/// # Safety
/// `block` must be live, from [`rust_allocate`] or the system allocator.
#[inline]
pub unsafe fn rust_deallocate(block: *mut u8) -> bool {
    if cfg!(test) {
        return false;
    }
    // SAFETY: one thread; see `rust_allocate`.
    unsafe {
        let Some(arena) = (*GLOBAL.0.get()).as_mut() else {
            return false;
        };
        if !arena.owns(block) {
            return false;
        }
        let class = (block as usize - arena.base as usize) >> arena.slice_shift;
        if arena.config.poison {
            ptr::write_bytes(block, 0xDB, class_size(class));
        }
        let state = arena.class(class);
        *(block as *mut *mut u8) = state.free;
        state.free = block;
        true
    }
}

/// The usable size of a block of [`rust_allocate`]'s, `None` for a block
/// of the system allocator's.
///
/// # Safety
/// `block` must be live, from [`rust_allocate`] or the system allocator.
#[inline]
pub unsafe fn rust_capacity(block: *mut u8) -> Option<usize> {
    if cfg!(test) {
        return None;
    }
    // SAFETY: one thread; read only.
    unsafe {
        let arena = (*GLOBAL.0.get()).as_ref()?;
        arena
            .owns(block)
            .then(|| class_size((block as usize - arena.base as usize) >> arena.slice_shift))
    }
}

/// A block of at least `size` bytes from the program's arena.
pub fn allocate(size: usize) -> *mut u8 {
    with_global(|arena| arena.allocate(size))
}

/// Frees a block of the program's arena.
///
/// # Safety
/// `block` must come from [`allocate`], be live, and not be used afterwards.
pub unsafe fn deallocate(block: *mut u8) {
    // SAFETY: forwarded from the caller.
    with_global(|arena| unsafe { arena.deallocate(block) })
}

/// The usable size of a block of the program's arena.
///
/// # Safety
/// `block` must come from [`allocate`] and be live.
pub unsafe fn capacity(block: *mut u8) -> usize {
    // SAFETY: forwarded from the caller.
    with_global(|arena| unsafe { arena.capacity(block) })
}

/// The slow path of the inline allocation fast path.
#[unsafe(no_mangle)]
pub extern "C" fn scr_alloc_slow(class: u32) -> *mut u8 {
    with_global(|arena| arena.allocate_slow((class as usize).min(CLASS_COUNT - 1)))
}

/// Prints per-class carved, free and huge figures to stderr
/// (`SCRIPTC_ALLOC_STATS=1`).
pub fn print_stats() {
    let (stats, outside, requested) =
        with_global(|arena| (arena.stats(), arena.outside_bytes, arena.requested_bytes));
    let mut text =
        String::from("scriptc allocator: class size, carved bytes, free blocks, huge pages\n");
    for (class, figures) in stats.iter().enumerate() {
        if figures.carved == 0 {
            continue;
        }
        text.push_str(&format!(
            "  {:>7} B  carved {:>11}  free {:>8}  {}\n",
            class_size(class),
            figures.carved,
            figures.free_blocks,
            if figures.huge { "huge" } else { "small" }
        ));
    }
    text.push_str(&format!("  outside the reservation: {outside} bytes\n"));
    text.push_str(&format!(
        "  requested through the runtime: {requested} bytes\n"
    ));
    crate::console::write_all(2, text.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    const SMALL_SLICES: [usize; 1] = [16 << 20];

    struct TestArena {
        arena: Arena,
        _state: Box<[ClassState; CLASS_COUNT]>,
    }

    fn test_arena(huge_after: Option<usize>, slice_sizes: &'static [usize]) -> TestArena {
        let mut state = Box::new([EMPTY_CLASS; CLASS_COUNT]);
        // SAFETY: the boxed state lives as long as the arena, in the same struct.
        let arena = unsafe {
            Arena::with_state(
                Config {
                    huge_after,
                    slice_sizes,
                    poison: false,
                },
                &mut *state,
            )
        };
        TestArena {
            arena,
            _state: state,
        }
    }

    /// The VmFlags of the mapping that contains `address`, from smaps.
    fn vm_flags(address: usize) -> String {
        let smaps = std::fs::read_to_string("/proc/self/smaps").expect("smaps is readable");
        let mut inside = false;
        for line in smaps.lines() {
            if let Some((range, _)) = line.split_once(' ')
                && let Some((start, end)) = range.split_once('-')
                && let (Ok(start), Ok(end)) = (
                    usize::from_str_radix(start, 16),
                    usize::from_str_radix(end, 16),
                )
            {
                inside = (start..end).contains(&address);
                continue;
            }
            if inside && let Some(flags) = line.strip_prefix("VmFlags:") {
                return flags.trim().to_string();
            }
        }
        panic!("no mapping contains {address:#x}");
    }

    #[test]
    fn classes_cover_every_size_tightly() {
        let mut previous = 0;
        for class in 0..CLASS_COUNT {
            assert!(class_size(class) > previous, "class sizes grow");
            assert_eq!(class_size(class) % 16, 0, "blocks stay 16-byte aligned");
            previous = class_size(class);
        }
        assert_eq!(class_size(CLASS_COUNT - 1), MAX_CLASS_SIZE);
        for size in (1..=MAX_CLASS_SIZE)
            .step_by(7)
            .chain([1, 16, 17, 1024, 1025, MAX_CLASS_SIZE])
        {
            let class = class_of_size(size).expect("a class");
            assert!(class_size(class) >= size, "size {size} fits class {class}");
            assert!(
                class == 0 || class_size(class - 1) < size,
                "size {size} takes the smallest class"
            );
        }
        assert_eq!(class_of_size(MAX_CLASS_SIZE + 1), None);
    }

    #[test]
    fn reservation_and_slices_are_huge_page_aligned() {
        let mut test = test_arena(Some(DEFAULT_HUGE_AFTER), &SMALL_SLICES);
        let block = test.arena.allocate(24);
        assert!(!block.is_null());
        assert_eq!(test.arena.base() as usize % HUGE_PAGE, 0);
        for class in 0..CLASS_COUNT {
            assert_eq!(test.arena.slice_start(class) as usize % HUGE_PAGE, 0);
        }
        assert_eq!(
            block,
            test.arena.slice_start(1),
            "a 24-byte block is the first of the 32-byte class"
        );
    }

    #[test]
    fn slices_switch_to_huge_pages_after_the_switch_point_and_carve_contiguously() {
        let switch = 2 << 20;
        let mut test = test_arena(Some(switch), &SMALL_SLICES);
        let size = 1024;
        let class = class_of_size(size).unwrap();
        let count = switch / size;
        let mut last_small = ptr::null_mut();
        for _ in 0..count {
            last_small = test.arena.allocate(size);
        }
        let start = test.arena.slice_start(class) as usize;
        assert_eq!(
            last_small as usize,
            start + switch - size,
            "carving is contiguous up to the switch"
        );
        assert!(
            vm_flags(start).split(' ').any(|f| f == "nh"),
            "the slice starts on small pages"
        );
        assert!(!test.arena.stats()[class].huge);
        let first_huge = test.arena.allocate(size);
        assert_eq!(
            first_huge as usize,
            last_small as usize + size,
            "carving is contiguous across the switch"
        );
        assert!(test.arena.stats()[class].huge);
        let flags = vm_flags(first_huge as usize);
        assert!(
            flags.split(' ').any(|f| f == "hg"),
            "past the switch point the slice is on huge pages: {flags}"
        );
        assert!(
            vm_flags(start).split(' ').any(|f| f == "nh"),
            "the small-page prefix keeps its advice"
        );
    }

    #[test]
    fn huge_after_zero_and_never() {
        let mut from_start = test_arena(Some(0), &SMALL_SLICES);
        let block = from_start.arena.allocate(64);
        assert!(vm_flags(block as usize).split(' ').any(|f| f == "hg"));
        let mut never = test_arena(None, &SMALL_SLICES);
        let size = 4096;
        let mut block = ptr::null_mut();
        for _ in 0..(DEFAULT_HUGE_AFTER / size + 10) {
            block = never.arena.allocate(size);
        }
        assert!(vm_flags(block as usize).split(' ').any(|f| f == "nh"));
        assert!(!never.arena.stats()[class_of_size(size).unwrap()].huge);
    }

    #[test]
    fn freed_blocks_are_reused_first() {
        let mut test = test_arena(Some(DEFAULT_HUGE_AFTER), &SMALL_SLICES);
        let a = test.arena.allocate(100);
        let b = test.arena.allocate(100);
        unsafe {
            test.arena.deallocate(a);
            test.arena.deallocate(b);
        }
        assert_eq!(
            test.arena.stats()[class_of_size(100).unwrap()].free_blocks,
            2
        );
        assert_eq!(test.arena.allocate(100), b);
        assert_eq!(test.arena.allocate(100), a);
        assert_eq!(test.arena.live_blocks, 2);
    }

    #[test]
    fn large_blocks_and_full_slices_live_outside() {
        let mut test = test_arena(Some(DEFAULT_HUGE_AFTER), &SMALL_SLICES);
        let large = test.arena.allocate(3 << 20);
        assert!(!test.arena.owns(large));
        assert!(unsafe { test.arena.capacity(large) } >= 3 << 20);
        assert!(
            vm_flags(large as usize).split(' ').any(|f| f == "hg"),
            "large mappings are advised huge"
        );
        unsafe { large.write_bytes(7, 3 << 20) };
        unsafe { test.arena.deallocate(large) };
        assert_eq!(test.arena.outside_bytes, 0);
        // Fill the 256 KiB class's 16 MiB slice, then one more.
        let size = MAX_CLASS_SIZE;
        let mut blocks = Vec::new();
        for _ in 0..(16 << 20) / size {
            let block = test.arena.allocate(size);
            assert!(test.arena.owns(block));
            blocks.push(block);
        }
        let overflow = test.arena.allocate(size);
        assert!(
            !test.arena.owns(overflow),
            "a full slice spills outside the reservation"
        );
        unsafe {
            test.arena.deallocate(overflow);
            for block in blocks {
                test.arena.deallocate(block);
            }
        }
        assert_eq!(test.arena.live_blocks, 0);
    }

    #[test]
    fn without_a_reservation_everything_comes_from_the_system() {
        let mut test = test_arena(Some(DEFAULT_HUGE_AFTER), &[]);
        let block = test.arena.allocate(40);
        assert!(test.arena.base().is_null());
        unsafe {
            block.write_bytes(1, 40);
            assert!(test.arena.capacity(block) >= 40);
            test.arena.deallocate(block);
        }
    }

    /// Random allocations and frees against a model: blocks never overlap,
    /// their contents survive other operations, and capacities hold.
    #[test]
    fn randomized_sequence_matches_a_model() {
        let mut test = test_arena(Some(1 << 20), &SMALL_SLICES);
        let mut live: BTreeMap<usize, (usize, u8)> = BTreeMap::new();
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for step in 0..20_000 {
            let roll = next();
            if live.is_empty() || roll % 3 != 0 {
                let size = match roll % 10 {
                    0 => (next() % 300_000) as usize + 1,
                    1..=3 => (next() % 4096) as usize + 1,
                    _ => (next() % 256) as usize + 1,
                };
                let block = test.arena.allocate(size);
                assert_eq!(block as usize % 16, 0);
                assert!(unsafe { test.arena.capacity(block) } >= size);
                let fill = (step % 251) as u8;
                unsafe { block.write_bytes(fill, size) };
                let address = block as usize;
                if let Some((&before, &(before_size, _))) = live.range(..address).next_back() {
                    assert!(before + before_size <= address, "blocks overlap");
                }
                if let Some((&after, _)) = live.range(address..).next() {
                    assert!(address + size <= after, "blocks overlap");
                }
                live.insert(address, (size, fill));
            } else {
                let index = (next() as usize) % live.len();
                let (&address, &(size, fill)) = live.iter().nth(index).unwrap();
                let bytes = unsafe { std::slice::from_raw_parts(address as *const u8, size) };
                assert!(
                    bytes.iter().all(|&b| b == fill),
                    "a block's contents changed"
                );
                unsafe { test.arena.deallocate(address as *mut u8) };
                live.remove(&address);
            }
            assert_eq!(test.arena.live_blocks, live.len() as i64);
        }
        for (&address, _) in live.iter() {
            unsafe { test.arena.deallocate(address as *mut u8) };
        }
        assert_eq!(test.arena.live_blocks, 0);
        assert_eq!(test.arena.outside_bytes, 0);
    }
}
