//! `node:os`: what the system says, read as libuv reads it on Linux
//! (`uname`, `/proc/meminfo`, `/proc/uptime`, `/proc/cpuinfo`,
//! `/proc/stat`, the environment). The prelude (`check/node_modules.rs`)
//! shapes the results into Node's values.

use crate::array::{ELEMENT_STRING, ScrArray, scr_array_new, scr_array_push};
use crate::string::{self, ScrString};

fn uname_field(pick: fn(&libc::utsname) -> &[libc::c_char]) -> String {
    // SAFETY: `uname` fills the zeroed struct; its fields are NUL-terminated.
    unsafe {
        let mut names: libc::utsname = std::mem::zeroed();
        if libc::uname(&mut names) != 0 {
            return String::new();
        }
        let field = pick(&names);
        let bytes: Vec<u8> = field
            .iter()
            .take_while(|&&c| c != 0)
            .map(|&c| c as u8)
            .collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

fn home_directory() -> String {
    if let Ok(home) = std::env::var("HOME")
        && !home.is_empty()
    {
        return home;
    }
    // SAFETY: getpwuid returns a pointer into static storage or null.
    unsafe {
        let entry = libc::getpwuid(libc::getuid());
        if entry.is_null() || (*entry).pw_dir.is_null() {
            return String::new();
        }
        std::ffi::CStr::from_ptr((*entry).pw_dir)
            .to_string_lossy()
            .into_owned()
    }
}

/// Node's `os.tmpdir()`: `TMPDIR`, `TMP` or `TEMP`, else `/tmp`, without
/// a trailing slash.
fn temporary_directory() -> String {
    let mut path = ["TMPDIR", "TMP", "TEMP"]
        .iter()
        .find_map(|name| std::env::var(name).ok().filter(|value| !value.is_empty()))
        .unwrap_or_else(|| "/tmp".to_string());
    if path.len() > 1 && path.ends_with('/') {
        path.pop();
    }
    path
}

/// `os.arch()`: Node's names for the machine.
fn architecture() -> &'static str {
    match std::env::consts::ARCH {
        "x86_64" => "x64",
        "aarch64" => "arm64",
        "x86" => "ia32",
        "arm" => "arm",
        other => other,
    }
}

/// Texts: 0 arch, 1 release, 2 hostname, 3 homedir, 4 tmpdir, 5 version,
/// 6 machine.
#[unsafe(no_mangle)]
pub extern "C" fn scr_os_text(kind: f64) -> *mut ScrString {
    let text = match kind as u32 {
        0 => architecture().to_string(),
        1 => uname_field(|names| &names.release),
        2 => uname_field(|names| &names.nodename),
        3 => home_directory(),
        4 => temporary_directory(),
        5 => uname_field(|names| &names.version),
        _ => uname_field(|names| &names.machine),
    };
    string::new_from_str(&text)
}

/// A `/proc/meminfo` entry in bytes.
fn memory(name: &str) -> f64 {
    let Ok(text) = std::fs::read_to_string("/proc/meminfo") else {
        return 0.0;
    };
    text.lines()
        .find_map(|line| {
            let rest = line.strip_prefix(name)?.strip_prefix(':')?;
            let kilobytes: f64 = rest.trim().trim_end_matches("kB").trim().parse().ok()?;
            Some(kilobytes * 1024.0)
        })
        .unwrap_or(0.0)
}

/// Numbers: 0 totalmem, 1 freemem, 2 uptime, 3 availableParallelism, 4-6
/// the load averages.
#[unsafe(no_mangle)]
pub extern "C" fn scr_os_number(kind: f64) -> f64 {
    match kind as u32 {
        0 => memory("MemTotal"),
        1 => memory("MemAvailable"),
        2 => std::fs::read_to_string("/proc/uptime")
            .ok()
            .and_then(|text| text.split_whitespace().next()?.parse().ok())
            .unwrap_or(0.0),
        3 => std::thread::available_parallelism().map_or(1.0, |count| count.get() as f64),
        index => {
            let mut loads = [0f64; 3];
            // SAFETY: room for three samples.
            unsafe { libc::getloadavg(loads.as_mut_ptr(), 3) };
            loads[(index as usize - 4).min(2)]
        }
    }
}

/// `os.cpus()`: one string per processor, its fields separated by tabs:
/// model, speed in MHz, then user, nice, sys, idle and irq times in ms.
#[unsafe(no_mangle)]
pub extern "C" fn scr_os_cpus() -> *mut ScrArray {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let models: Vec<&str> = info
        .lines()
        .filter_map(|line| {
            line.strip_prefix("model name")?
                .split_once(':')
                .map(|(_, v)| v.trim())
        })
        .collect();
    let speeds: Vec<f64> = info
        .lines()
        .filter_map(|line| {
            line.strip_prefix("cpu MHz")?
                .split_once(':')?
                .1
                .trim()
                .parse()
                .ok()
        })
        .collect();
    // SAFETY: sysconf has no preconditions.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as f64;
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let result = scr_array_new(ELEMENT_STRING, 0);
    for (index, line) in stat
        .lines()
        .filter(|line| {
            line.starts_with("cpu") && line.as_bytes().get(3).is_some_and(u8::is_ascii_digit)
        })
        .enumerate()
    {
        let times: Vec<f64> = line
            .split_whitespace()
            .skip(1)
            .map(|field| field.parse::<f64>().unwrap_or(0.0) * 1000.0 / ticks)
            .collect();
        let time = |at: usize| times.get(at).copied().unwrap_or(0.0);
        let model = models.get(index).copied().unwrap_or("unknown");
        let speed = speeds.get(index).map_or(0.0, |speed| speed.trunc());
        let fields = format!(
            "{model}\t{speed}\t{}\t{}\t{}\t{}\t{}",
            time(0),
            time(1),
            time(2),
            time(3),
            time(5)
        );
        let text = string::new_from_str(&fields);
        // SAFETY: a fresh array and string.
        unsafe {
            scr_array_push(result, text as u64);
            string::release(text);
        }
    }
    result
}

/// The process's numbers: 0 pid, 1 ppid, 2 uptime in seconds (since the
/// runtime started), 3 a monotonic clock in nanoseconds (`hrtime`), 4 the
/// resident set size in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn scr_process_number(kind: f64) -> f64 {
    match kind as u32 {
        // SAFETY: these calls have no preconditions.
        0 => f64::from(unsafe { libc::getpid() }),
        // SAFETY: as above.
        1 => f64::from(unsafe { libc::getppid() }),
        2 => crate::time::scr_performance_now() / 1000.0,
        3 => {
            let mut now = libc::timespec {
                tv_sec: 0,
                tv_nsec: 0,
            };
            // SAFETY: writes the struct.
            unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now) };
            now.tv_sec as f64 * 1e9 + now.tv_nsec as f64
        }
        // Whether standard output (5) or error (6) is a terminal.
        // SAFETY: isatty has no preconditions.
        5 | 6 => f64::from(unsafe { libc::isatty(kind as i32 - 4) }),
        // The columns (7, 9) and rows (8, 10) of the terminal standard
        // output or error is; `undefined` when it is not one.
        7..=10 => {
            let fd = if kind < 9.0 { 1 } else { 2 };
            let mut size = libc::winsize {
                ws_row: 0,
                ws_col: 0,
                ws_xpixel: 0,
                ws_ypixel: 0,
            };
            // SAFETY: TIOCGWINSZ writes the struct.
            let answered = unsafe { libc::ioctl(fd, libc::TIOCGWINSZ, &mut size) } == 0;
            // SAFETY: as above.
            if !answered || unsafe { libc::isatty(fd) } == 0 {
                return f64::from_bits(crate::array::UNDEFINED_NUMBER_BITS);
            }
            if kind as u32 % 2 == 1 {
                f64::from(size.ws_col)
            } else {
                f64::from(size.ws_row)
            }
        }
        _ => {
            let pages: f64 = std::fs::read_to_string("/proc/self/statm")
                .ok()
                .and_then(|text| text.split_whitespace().nth(1)?.parse().ok())
                .unwrap_or(0.0);
            // SAFETY: sysconf has no preconditions.
            pages * unsafe { libc::sysconf(libc::_SC_PAGESIZE) } as f64
        }
    }
}
