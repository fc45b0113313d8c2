//! `node:crypto`'s hashes, HMACs and random values, with the RustCrypto
//! crates. The prelude's `Hash` and `Hmac` classes gather the input and
//! digest it here; algorithms are numbered by `__scriptcHashAlgorithm`.

use digest::Digest;
use hmac::{Hmac, Mac};

use crate::array::ScrArray;
use crate::buffer::bytes;
use crate::string::{self, ScrString};

const MD5: u32 = 0;
const SHA1: u32 = 1;
const SHA224: u32 = 2;
const SHA256: u32 = 3;
const SHA384: u32 = 4;
const SHA512: u32 = 5;

fn hash(algorithm: u32, data: &[u8]) -> Vec<u8> {
    match algorithm {
        MD5 => md5::Md5::digest(data).to_vec(),
        SHA1 => sha1::Sha1::digest(data).to_vec(),
        SHA224 => sha2::Sha224::digest(data).to_vec(),
        SHA256 => sha2::Sha256::digest(data).to_vec(),
        SHA384 => sha2::Sha384::digest(data).to_vec(),
        SHA512 => sha2::Sha512::digest(data).to_vec(),
        // The prelude passes only the numbers above.
        _ => Vec::new(),
    }
}

fn hmac(algorithm: u32, key: &[u8], data: &[u8]) -> Vec<u8> {
    fn run<M: Mac + hmac::digest::KeyInit>(key: &[u8], data: &[u8]) -> Vec<u8> {
        let mut mac =
            <M as hmac::digest::KeyInit>::new_from_slice(key).expect("HMAC takes any key length");
        mac.update(data);
        mac.finalize().into_bytes().to_vec()
    }
    match algorithm {
        MD5 => run::<Hmac<md5::Md5>>(key, data),
        SHA1 => run::<Hmac<sha1::Sha1>>(key, data),
        SHA224 => run::<Hmac<sha2::Sha224>>(key, data),
        SHA256 => run::<Hmac<sha2::Sha256>>(key, data),
        SHA384 => run::<Hmac<sha2::Sha384>>(key, data),
        SHA512 => run::<Hmac<sha2::Sha512>>(key, data),
        _ => Vec::new(),
    }
}

/// `createHash(algorithm).update(data).digest()`: the digest as a Buffer.
///
/// # Safety
/// `data` must be a live one-byte typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_hash_digest(algorithm: f64, data: *const ScrArray) -> *mut ScrArray {
    // SAFETY: live bytes (caller contract).
    crate::buffer::new_buffer(&hash(algorithm as u32, unsafe { bytes(data) }))
}

/// `createHmac(algorithm, key).update(data).digest()`.
///
/// # Safety
/// `key` and `data` must be live one-byte typed arrays.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_hmac_digest(
    algorithm: f64,
    key: *const ScrArray,
    data: *const ScrArray,
) -> *mut ScrArray {
    // SAFETY: live bytes (caller contract).
    let digest = unsafe { hmac(algorithm as u32, bytes(key), bytes(data)) };
    crate::buffer::new_buffer(&digest)
}

/// Bytes from the system's random source (`getrandom`, else
/// `/dev/urandom` where the call fails).
fn random_fill(out: &mut [u8]) {
    let mut filled = 0;
    while filled < out.len() {
        // SAFETY: writes at most the rest of `out`.
        let count =
            unsafe { libc::getrandom(out[filled..].as_mut_ptr().cast(), out.len() - filled, 0) };
        if count > 0 {
            filled += count as usize;
        } else if count < 0
            && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted
        {
            use std::io::Read;
            let read = std::fs::File::open("/dev/urandom")
                .and_then(|mut source| source.read_exact(&mut out[filled..]));
            if read.is_err() {
                crate::console::fatal("scriptc: no source of random bytes");
            }
            return;
        }
    }
}

/// `randomBytes(size)`: a Buffer of random bytes.
#[unsafe(no_mangle)]
pub extern "C" fn scr_random_bytes(size: f64) -> *mut ScrArray {
    let buffer = crate::buffer::scr_buffer_alloc(size);
    // SAFETY: a fresh buffer.
    unsafe {
        let length = (*buffer).len as usize;
        if length > 0 {
            random_fill(std::slice::from_raw_parts_mut(
                (*buffer).slots.cast::<u8>(),
                length,
            ));
        }
    }
    buffer
}

/// `randomUUID()`: a version 4 UUID in lowercase hex.
#[unsafe(no_mangle)]
pub extern "C" fn scr_random_uuid() -> *mut ScrString {
    let mut raw = [0u8; 16];
    random_fill(&mut raw);
    raw[6] = (raw[6] & 0x0f) | 0x40;
    raw[8] = (raw[8] & 0x3f) | 0x80;
    let hex: String = raw.iter().map(|byte| format!("{byte:02x}")).collect();
    let text = format!(
        "{}-{}-{}-{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..32]
    );
    string::new_from_str(&text)
}

/// `randomInt(min, max)`: an integer in `min..max`, uniform (rejection
/// sampling); Node's RangeError when the range is empty or too wide.
#[unsafe(no_mangle)]
pub extern "C" fn scr_random_int(min: f64, max: f64) -> f64 {
    const LIMIT: f64 = 281_474_976_710_655.0;
    let safe = |value: f64| value.fract() == 0.0 && value.abs() <= 9_007_199_254_740_991.0;
    if !safe(min) || !safe(max) {
        let (name, value) = if safe(min) {
            ("max", max)
        } else {
            ("min", min)
        };
        let mut shown = Vec::new();
        crate::number::format_number(value, &mut shown);
        let message = format!(
            "The \"{name}\" argument must be a safe integer. Received type number ({})",
            String::from_utf8_lossy(&shown)
        );
        crate::dynamic::raise("TypeError", &message);
        return 0.0;
    }
    if max <= min {
        let message = format!(
            "The value of \"max\" is out of range. It must be greater than the value of \"min\" ({min}). Received {max}"
        );
        crate::dynamic::raise("RangeError", &message);
        return 0.0;
    }
    let range = max - min;
    if range > LIMIT {
        let message = format!(
            "The value of \"max - min\" is out of range. It must be <= {LIMIT}. Received {}",
            crate::buffer::received_text(range)
        );
        crate::dynamic::raise("RangeError", &message);
        return 0.0;
    }
    let range = range as u64;
    // The largest multiple of `range` below 2^48, as Node draws 48 bits.
    let ceiling = (1u64 << 48) - (1u64 << 48) % range;
    loop {
        let mut raw = [0u8; 8];
        random_fill(&mut raw[..6]);
        let drawn = u64::from_le_bytes(raw);
        if drawn < ceiling {
            return min + (drawn % range) as f64;
        }
    }
}

/// `timingSafeEqual(a, b)`: whether the bytes are equal, comparing all of
/// them; RangeError when the lengths differ.
///
/// # Safety
/// Both must be live one-byte typed arrays.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_timing_safe_equal(a: *const ScrArray, b: *const ScrArray) -> i32 {
    // SAFETY: live bytes (caller contract).
    let (a, b) = unsafe { (bytes(a), bytes(b)) };
    if a.len() != b.len() {
        crate::dynamic::raise("RangeError", "Input buffers must have the same byte length");
        return 0;
    }
    let difference = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    i32::from(difference == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|byte| format!("{byte:02x}")).collect()
    }

    #[test]
    fn digests_match_node() {
        // Node: crypto.createHash("sha256").update("abc").digest("hex")
        assert_eq!(
            hex(&hash(SHA256, b"abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(hex(&hash(MD5, b"")), "d41d8cd98f00b204e9800998ecf8427e");
        // Node: crypto.createHmac("sha256", "key").update("message").digest("hex")
        assert_eq!(
            hex(&hmac(SHA256, b"key", b"message")),
            "6e9ef29b75fffc5b7abae527d58fdadb2fe42e7219011976917343065f58ed4a"
        );
    }
}
