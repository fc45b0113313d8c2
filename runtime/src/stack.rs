//! The stack-overflow guard: unbounded recursion ends the program as Node
//! ends it, with `RangeError: Maximum call stack size exceeded` on stderr
//! and exit status 1, instead of a segmentation fault.
//!
//! The main thread's stack ends in a guard page; touching it raises
//! SIGSEGV. The handler runs on an alternate signal stack (the normal one
//! is exhausted) and tells a stack overflow (a fault address within the
//! stack's reserved range or just below it) from any other fault, which it
//! reports as an internal error and lets abort the program.

use std::ptr;

/// Bytes of alternate signal stack for the handler.
const ALTERNATE_STACK: usize = 64 * 1024;
/// How far below the stack's lowest address a fault still counts as an
/// overflow: a frame may skip past the guard page.
const BELOW_STACK: usize = 1024 * 1024;

/// Bytes kept free below the limit recursive functions test on entry:
/// room to unwind, run handlers and report.
const RESERVE: usize = 512 * 1024;
/// The most stack guarded recursion may use.
const GUARDED_STACK: usize = 64 * 1024 * 1024;

/// The lowest stack address a recursive function may start at: compiled
/// functions on a cycle of the call graph compare their frame address
/// with it on entry (when the program has a `try`) and throw Node's
/// RangeError below it, so the overflow can be caught.
#[unsafe(no_mangle)]
pub static mut scr_stack_limit: u64 = 0;

static mut STACK_LOW: usize = 0;
static mut STACK_HIGH: usize = 0;

/// Installs the guard. Called once from `scr_init`, before user code runs.
pub fn install() {
    // SAFETY: plain libc calls on the main thread before any user code;
    // the alternate stack is leaked on purpose (it lives as long as the
    // process), and the statics are written once here and only read in
    // the handler.
    unsafe {
        // The stack's top is just above this frame; it may grow down to
        // the stack size limit. (Cheaper than pthread_getattr_np, which
        // parses /proc/self/maps.)
        let marker = 0u8;
        let top = std::hint::black_box(&raw const marker) as usize + 64 * 1024;
        let mut limit: libc::rlimit = std::mem::zeroed();
        let size = if libc::getrlimit(libc::RLIMIT_STACK, &mut limit) == 0
            && limit.rlim_cur != libc::RLIM_INFINITY
        {
            limit.rlim_cur as usize
        } else {
            1 << 33
        };
        STACK_HIGH = top;
        STACK_LOW = top.saturating_sub(size).max(1);
        // With an unlimited (or huge) stack, guards still stop recursion at
        // a depth far past Node's rather than exhausting memory.
        scr_stack_limit = (top.saturating_sub(size.min(GUARDED_STACK)) + RESERVE) as u64;
        let memory = libc::mmap(
            ptr::null_mut(),
            ALTERNATE_STACK,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        );
        if memory == libc::MAP_FAILED {
            return;
        }
        let alternate = libc::stack_t {
            ss_sp: memory,
            ss_flags: 0,
            ss_size: ALTERNATE_STACK,
        };
        if libc::sigaltstack(&alternate, ptr::null_mut()) != 0 {
            return;
        }
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_fault as *const () as usize;
        action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK | libc::SA_RESETHAND;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGSEGV, &action, ptr::null_mut());
        libc::sigaction(libc::SIGBUS, &action, ptr::null_mut());
    }
}

/// Whether a fault at `address` is the stack running out.
fn is_stack_overflow(address: usize, low: usize, high: usize) -> bool {
    low != 0 && address < high && address.saturating_add(BELOW_STACK) >= low
}

extern "C" fn on_fault(_signal: i32, info: *mut libc::siginfo_t, _context: *mut libc::c_void) {
    // SAFETY: the kernel passes a valid siginfo for SA_SIGINFO handlers;
    // the statics were written before the handler was installed. Only
    // async-signal-safe calls follow (write, _exit); with SA_RESETHAND a
    // return re-raises the fault with the default action.
    unsafe {
        let address = (*info).si_addr() as usize;
        if is_stack_overflow(address, STACK_LOW, STACK_HIGH) {
            let message = b"RangeError: Maximum call stack size exceeded\n";
            libc::write(2, message.as_ptr().cast(), message.len());
            libc::_exit(1);
        }
        let message = b"scriptc: internal error: invalid memory access\n";
        libc::write(2, message.as_ptr().cast(), message.len());
    }
}

#[cfg(test)]
mod tests {
    use super::is_stack_overflow;

    #[test]
    fn faults_near_the_stack_are_overflows() {
        let (low, high) = (0x7000_0000, 0x7080_0000);
        assert!(is_stack_overflow(low - 4096, low, high));
        assert!(is_stack_overflow(low + 100, low, high));
        assert!(!is_stack_overflow(0x10, low, high));
        assert!(!is_stack_overflow(high + 8, low, high));
        assert!(!is_stack_overflow(low - 4096, 0, 0));
    }
}
