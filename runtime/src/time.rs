//! Clocks: `Date.now()` and `performance.now()`, and the local time zone's
//! offset for `Date`'s local-time fields.

use std::sync::OnceLock;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

static START: OnceLock<Instant> = OnceLock::new();

/// Records the program's start, the origin of `performance.now()`.
pub fn start() {
    let _ = START.set(Instant::now());
}

/// `Date.now()`: whole milliseconds since the Unix epoch.
#[unsafe(no_mangle)]
pub extern "C" fn scr_date_now() -> f64 {
    match SystemTime::now().duration_since(UNIX_EPOCH) {
        Ok(elapsed) => elapsed.as_millis() as f64,
        Err(before) => -(before.duration().as_millis() as f64),
    }
}

/// How far local time is ahead of UTC at the instant `time` (milliseconds
/// since the epoch), in milliseconds: the C library's answer for the `TZ`
/// the program runs with, as Node's is. 0 for an instant it cannot place.
#[unsafe(no_mangle)]
pub extern "C" fn scr_date_local_offset(time: f64) -> f64 {
    if !time.is_finite() {
        return 0.0;
    }
    let seconds = (time / 1000.0).floor() as libc::time_t;
    // SAFETY: `localtime_r` fills the zeroed `tm` it is given.
    unsafe {
        let mut fields: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&seconds, &mut fields).is_null() {
            return 0.0;
        }
        fields.tm_gmtoff as f64 * 1000.0
    }
}

/// `performance.now()`: milliseconds since the program started, with a
/// fraction.
#[unsafe(no_mangle)]
pub extern "C" fn scr_performance_now() -> f64 {
    let start = *START.get_or_init(Instant::now);
    start.elapsed().as_nanos() as f64 / 1_000_000.0
}
