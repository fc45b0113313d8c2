//! `node:fs`, synchronous: reading and writing UTF-8 text files, listing
//! and making directories, `stat`. Failures raise Node's system errors:
//! `ENOENT: no such file or directory, open 'x'` with `code`, `errno`,
//! `syscall` and `path` (see [`raise_system`]).

use std::io::{Read, Write};

use crate::array::{ELEMENT_STRING, ScrArray, scr_array_new, scr_array_push};
use crate::string::{self, ScrString};

/// libuv's name and text for an `errno` value, as Node prints them.
fn describe(errno: i32) -> (&'static str, &'static str) {
    match errno {
        1 => ("EPERM", "operation not permitted"),
        2 => ("ENOENT", "no such file or directory"),
        5 => ("EIO", "i/o error"),
        9 => ("EBADF", "bad file descriptor"),
        13 => ("EACCES", "permission denied"),
        16 => ("EBUSY", "resource busy or locked"),
        17 => ("EEXIST", "file already exists"),
        18 => ("EXDEV", "cross-device link not permitted"),
        20 => ("ENOTDIR", "not a directory"),
        21 => ("EISDIR", "illegal operation on a directory"),
        22 => ("EINVAL", "invalid argument"),
        23 => ("ENFILE", "file table overflow"),
        24 => ("EMFILE", "too many open files"),
        27 => ("EFBIG", "file too large"),
        28 => ("ENOSPC", "no space left on device"),
        30 => ("EROFS", "read-only file system"),
        36 => ("ENAMETOOLONG", "name too long"),
        39 => ("ENOTEMPTY", "directory not empty"),
        40 => ("ELOOP", "too many symbolic links encountered"),
        _ => ("EUNKNOWN", "unknown error"),
    }
}

/// Raises Node's error for a failed system call: the message
/// `CODE: text, syscall 'path'` and the properties `errno` (negative),
/// `code`, `syscall` and `path` (left out when `None`).
fn raise_system(error: &std::io::Error, syscall: &str, path: Option<&str>) {
    let errno = error.raw_os_error().unwrap_or(5);
    let (code, text) = describe(errno);
    let mut message = format!("{code}: {text}, {syscall}");
    if let Some(path) = path {
        message.push_str(&format!(" '{path}'"));
    }
    crate::dynamic::raise_system(&message, -errno, code, syscall, path);
}

/// # Safety
/// `path` must be a live string.
unsafe fn text(path: *const ScrString) -> String {
    // SAFETY: forwarded.
    unsafe { string::to_rust_string(path) }
}

/// Decodes file bytes as Node's `buffer.toString("utf8")` does: invalid
/// sequences become U+FFFD, a byte-order mark is kept.
fn decode(bytes: &[u8]) -> *mut ScrString {
    // ASCII (most text) is its own Latin-1: no validation pass or copy.
    if bytes.is_ascii() {
        return string::new_latin1(bytes);
    }
    string::new_from_str(&String::from_utf8_lossy(bytes))
}

/// `readFileSync(path, "utf8")`.
///
/// # Safety
/// `path` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_read_file(path: *const ScrString) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    match unsafe { read_bytes(path) } {
        Some(bytes) => decode(&bytes),
        None => string::empty_text(),
    }
}

/// `readFileSync(path)` without an encoding: the bytes as a Buffer.
///
/// # Safety
/// `path` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_read_bytes(path: *const ScrString) -> *mut ScrArray {
    // SAFETY: live string (caller contract).
    let bytes = unsafe { read_bytes(path) }.unwrap_or_default();
    crate::buffer::new_buffer(&bytes)
}

/// A whole file's bytes; `None` after raising Node's error.
///
/// # Safety
/// `path` must be a live string.
unsafe fn read_bytes(path: *const ScrString) -> Option<Vec<u8>> {
    // SAFETY: live string.
    let name = unsafe { text(path) };
    let mut file = match std::fs::File::open(&name) {
        Ok(file) => file,
        Err(error) => {
            raise_system(&error, "open", Some(&name));
            return None;
        }
    };
    let mut bytes = Vec::new();
    if let Err(error) = file.read_to_end(&mut bytes) {
        raise_system(&error, "read", None);
        return None;
    }
    Some(bytes)
}

/// `readFileSync(fd, "utf8")`: all of an open descriptor, in practice 0
/// for standard input.
#[unsafe(no_mangle)]
pub extern "C" fn scr_fs_read_fd(fd: f64) -> *mut ScrString {
    let mut bytes = Vec::new();
    let result = if fd == 0.0 {
        std::io::stdin().lock().read_to_end(&mut bytes)
    } else {
        Err(std::io::Error::from_raw_os_error(9))
    };
    if let Err(error) = result {
        raise_system(&error, "read", None);
        return string::empty_text();
    }
    decode(&bytes)
}

/// # Safety
/// Both strings must be live.
unsafe fn write(path: *const ScrString, data: *const ScrString, append: bool) {
    let mut bytes = Vec::new();
    // SAFETY: live string.
    unsafe { string::write_utf8(data, &mut bytes) };
    // SAFETY: live string.
    unsafe { write_bytes(path, &bytes, append) }
}

/// `writeFileSync(path, bytes)` (`append` 0) and `appendFileSync(path,
/// bytes)` (1) of a Buffer or Uint8Array.
///
/// # Safety
/// `path` must be a live string, `data` a live one-byte typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_write_bytes(
    path: *const ScrString,
    data: *const ScrArray,
    append: i32,
) {
    // SAFETY: live typed array of bytes (caller contract).
    let bytes = unsafe { crate::buffer::bytes(data) };
    // SAFETY: live string.
    unsafe { write_bytes(path, bytes, append != 0) }
}

/// # Safety
/// `path` must be a live string.
unsafe fn write_bytes(path: *const ScrString, bytes: &[u8], append: bool) {
    // SAFETY: live string.
    let name = unsafe { text(path) };
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .append(append)
        .truncate(!append)
        .open(&name);
    let mut file = match file {
        Ok(file) => file,
        Err(error) => return raise_system(&error, "open", Some(&name)),
    };
    if let Err(error) = file.write_all(bytes) {
        raise_system(&error, "write", None);
    }
}

/// `writeFileSync(path, text)`.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_write_file(path: *const ScrString, data: *const ScrString) {
    // SAFETY: forwarded.
    unsafe { write(path, data, false) }
}

/// `appendFileSync(path, text)`.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_append_file(path: *const ScrString, data: *const ScrString) {
    // SAFETY: forwarded.
    unsafe { write(path, data, true) }
}

/// `existsSync(path)`.
///
/// # Safety
/// `path` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_exists(path: *const ScrString) -> i32 {
    // SAFETY: live string.
    let name = unsafe { text(path) };
    i32::from(!name.is_empty() && std::fs::metadata(&name).is_ok())
}

/// `readdirSync(path)`: the entry names, sorted by their bytes as libuv
/// sorts them.
///
/// # Safety
/// `path` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_readdir(path: *const ScrString) -> *mut ScrArray {
    // SAFETY: live string.
    let name = unsafe { text(path) };
    let result = scr_array_new(ELEMENT_STRING, 0);
    let entries = match std::fs::read_dir(&name) {
        Ok(entries) => entries,
        Err(error) => {
            raise_system(&error, "scandir", Some(&name));
            return result;
        }
    };
    let mut names: Vec<Vec<u8>> = entries
        .flatten()
        .map(|entry| {
            use std::os::unix::ffi::OsStrExt;
            entry.file_name().as_bytes().to_vec()
        })
        .collect();
    names.sort();
    for name in names {
        let entry = decode(&name);
        // SAFETY: a fresh array and string.
        unsafe {
            scr_array_push(result, entry as u64);
            string::release(entry);
        }
    }
    result
}

/// `mkdirSync(path)`, and with `{ recursive: true }` every missing parent
/// (an existing directory is then no error).
///
/// # Safety
/// `path` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_mkdir(path: *const ScrString, recursive: i32) {
    // SAFETY: live string.
    let name = unsafe { text(path) };
    let result = if recursive != 0 {
        std::fs::create_dir_all(&name)
    } else {
        std::fs::create_dir(&name)
    };
    if let Err(error) = result {
        raise_system(&error, "mkdir", Some(&name));
    }
}

/// `rmSync(path, { recursive, force })`.
///
/// # Safety
/// `path` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_rm(path: *const ScrString, recursive: i32, force: i32) {
    // SAFETY: live string.
    let name = unsafe { text(path) };
    let metadata = match std::fs::symlink_metadata(&name) {
        Ok(metadata) => metadata,
        Err(error) => {
            if force == 0 || error.kind() != std::io::ErrorKind::NotFound {
                raise_system(&error, "lstat", Some(&name));
            }
            return;
        }
    };
    let result = if metadata.is_dir() {
        if recursive == 0 {
            let message =
                format!("Path is a directory: rm returned EISDIR (is a directory) {name}");
            crate::dynamic::raise_system(&message, 21, "ERR_FS_EISDIR", "rm", Some(&name));
            return;
        }
        std::fs::remove_dir_all(&name)
    } else {
        std::fs::remove_file(&name)
    };
    if let Err(error) = result {
        raise_system(&error, "rm", Some(&name));
    }
}

/// `unlinkSync(path)`.
///
/// # Safety
/// `path` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_unlink(path: *const ScrString) {
    // SAFETY: live string.
    let name = unsafe { text(path) };
    if let Err(error) = std::fs::remove_file(&name) {
        raise_system(&error, "unlink", Some(&name));
    }
}

/// One `statSync` field: 0 the kind (1 file, 2 directory, 3 other), 1 the
/// size in bytes, 2 the modification time in milliseconds.
///
/// # Safety
/// `path` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_fs_stat(path: *const ScrString, field: f64) -> f64 {
    // SAFETY: live string.
    let name = unsafe { text(path) };
    let metadata = match std::fs::metadata(&name) {
        Ok(metadata) => metadata,
        Err(error) => {
            raise_system(&error, "stat", Some(&name));
            return 0.0;
        }
    };
    match field as i32 {
        0 if metadata.is_file() => 1.0,
        0 if metadata.is_dir() => 2.0,
        0 => 3.0,
        1 => metadata.len() as f64,
        _ => {
            use std::os::unix::fs::MetadataExt;
            metadata.mtime() as f64 * 1000.0 + (metadata.mtime_nsec() / 1_000_000) as f64
        }
    }
}

/// Bytes read from standard input that end inside a character, kept for
/// the next chunk.
static STDIN_PARTIAL: std::sync::Mutex<Vec<u8>> = std::sync::Mutex::new(Vec::new());

/// The next chunk of standard input (up to 64 KiB, Node's stream chunk),
/// decoded as UTF-8 up to its last complete character; `""` at the end of
/// the input (or on a read error).
#[unsafe(no_mangle)]
pub extern "C" fn scr_stdin_chunk() -> *mut ScrString {
    let mut partial = STDIN_PARTIAL
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let mut buffer = vec![0u8; 65536];
    loop {
        let read = loop {
            match std::io::stdin().lock().read(&mut buffer) {
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                other => break other.unwrap_or(0),
            }
        };
        if read == 0 {
            let rest = std::mem::take(&mut *partial);
            return decode(&rest);
        }
        partial.extend_from_slice(&buffer[..read]);
        let complete = partial.len() - incomplete_tail(&partial);
        if complete > 0 {
            let rest = partial.split_off(complete);
            let text = decode(&partial);
            *partial = rest;
            return text;
        }
    }
}

/// How many bytes at the end of `bytes` begin a UTF-8 character the
/// bytes do not finish (0 to 3).
fn incomplete_tail(bytes: &[u8]) -> usize {
    for back in 1..=bytes.len().min(3) {
        let byte = bytes[bytes.len() - back];
        if byte & 0xc0 == 0x80 {
            continue;
        }
        let wanted = match byte {
            0xc0..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf7 => 4,
            _ => 1,
        };
        return if wanted > back { back } else { 0 };
    }
    0
}
