//! Clocks: `Date.now()` and `performance.now()`.

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

/// `performance.now()`: milliseconds since the program started, with a
/// fraction.
#[unsafe(no_mangle)]
pub extern "C" fn scr_performance_now() -> f64 {
    let start = *START.get_or_init(Instant::now);
    start.elapsed().as_nanos() as f64 / 1_000_000.0
}
