//! `Math` functions whose JavaScript results differ from a plain libm call.
//!
//! V8 computes the transcendental functions with its port of fdlibm; the
//! `libm` crate is a port of musl's libm, which descends from the same
//! fdlibm sources, so most results agree bit for bit. Functions with exact
//! IEEE semantics (sqrt, floor, ceil, trunc, abs, fround, min, max) are
//! emitted inline by the compiler as LLVM intrinsics instead.

macro_rules! unary {
    ($($name:ident => $function:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $name(x: f64) -> f64 {
                $function(x)
            }
        )*
    };
}

unary! {
    scr_math_sin => crate::fdlibm::sin,
    scr_math_cos => crate::fdlibm::cos,
    scr_math_tan => libm::tan,
    scr_math_asin => libm::asin,
    scr_math_acos => libm::acos,
    scr_math_atan => libm::atan,
    scr_math_sinh => crate::fdlibm::sinh,
    scr_math_cosh => crate::fdlibm::cosh,
    scr_math_tanh => crate::fdlibm::tanh,
    scr_math_asinh => crate::fdlibm::asinh,
    scr_math_acosh => crate::fdlibm::acosh,
    scr_math_atanh => libm::atanh,
    scr_math_exp => crate::fdlibm::exp,
    scr_math_expm1 => libm::expm1,
    scr_math_log => crate::fdlibm::log,
    scr_math_log1p => libm::log1p,
    scr_math_log2 => libm::log2,
    scr_math_log10 => crate::fdlibm::log10,
    scr_math_cbrt => crate::fdlibm::cbrt,
    scr_math_round => round,
    scr_math_sign => sign,
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_math_atan2(y: f64, x: f64) -> f64 {
    crate::fdlibm::atan2(y, x)
}

/// `x ** y` and `Math.pow`: C's pow except where ECMAScript differs: a base
/// of ±1 with an infinite exponent, and any NaN exponent, give NaN.
#[unsafe(no_mangle)]
pub extern "C" fn scr_math_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.abs() == 1.0 && y.is_infinite()) {
        return f64::NAN;
    }
    crate::fdlibm::pow(x, y)
}

/// `Math.round`: the nearest integer, ties toward +∞, keeping the sign of
/// zero for inputs in [-0.5, 0].
pub fn round(x: f64) -> f64 {
    let floor = x.floor();
    let rounded = if x - floor >= 0.5 { floor + 1.0 } else { floor };
    if rounded == 0.0 {
        0.0f64.copysign(x)
    } else {
        rounded
    }
}

/// `Math.sign`.
pub fn sign(x: f64) -> f64 {
    if x.is_nan() || x == 0.0 {
        x
    } else {
        1.0f64.copysign(x)
    }
}

/// `Math.hypot` over `count` doubles at `values`: V8's scaled, compensated
/// sum, so results match Node's to the bit.
///
/// # Safety
/// `values` must point to `count` doubles (it may dangle when `count` is 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_math_hypot(values: *const f64, count: usize) -> f64 {
    let values = if count == 0 {
        &[][..]
    } else {
        // SAFETY: the caller passes `count` doubles.
        unsafe { std::slice::from_raw_parts(values, count) }
    };
    hypot(values)
}

/// `Math.max(...values)` (`max` non-zero) or `Math.min(...values)` over an
/// array's numbers: NaN if any is NaN, `+0` above `-0`.
///
/// # Safety
/// `values` must point to `count` doubles (it may dangle when `count` is 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_math_extreme(values: *const f64, count: usize, max: i32) -> f64 {
    let values = if count == 0 {
        &[][..]
    } else {
        // SAFETY: the caller passes `count` doubles.
        unsafe { std::slice::from_raw_parts(values, count) }
    };
    let mut result = if max != 0 {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    for &value in values {
        if value.is_nan() {
            return f64::NAN;
        }
        let better = if max != 0 {
            value > result || (value == 0.0 && result == 0.0 && result.is_sign_negative())
        } else {
            value < result || (value == 0.0 && result == 0.0 && value.is_sign_negative())
        };
        if better {
            result = value;
        }
    }
    result
}

pub fn hypot(values: &[f64]) -> f64 {
    let mut max = 0.0f64;
    let mut one_nan = false;
    for &value in values {
        let magnitude = value.abs();
        if magnitude.is_nan() {
            one_nan = true;
        } else if magnitude > max {
            max = magnitude;
        }
    }
    if max == f64::INFINITY {
        return f64::INFINITY;
    }
    if one_nan {
        return f64::NAN;
    }
    if max == 0.0 {
        return 0.0;
    }
    let mut sum = 0.0f64;
    let mut compensation = 0.0f64;
    for &value in values {
        let normalized = value.abs() / max;
        let summand = normalized * normalized - compensation;
        let preliminary = sum + summand;
        compensation = (preliminary - sum) - summand;
        sum = preliminary;
    }
    sum.sqrt() * max
}

/// State of `Math.random`: xorshift128+, as V8 uses, seeded once per process.
struct RandomState {
    s0: u64,
    s1: u64,
}

thread_local! {
    static RANDOM: std::cell::RefCell<Option<RandomState>> = const { std::cell::RefCell::new(None) };
}

fn seed() -> RandomState {
    let mut bytes = [0u8; 16];
    let from_os = std::fs::File::open("/dev/urandom")
        .and_then(|mut file| std::io::Read::read_exact(&mut file, &mut bytes));
    let (mut s0, mut s1) = (
        u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default()),
        u64::from_le_bytes(bytes[8..].try_into().unwrap_or_default()),
    );
    if from_os.is_err() || (s0 == 0 && s1 == 0) {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|elapsed| elapsed.as_nanos() as u64)
            .unwrap_or(0x9E37_79B9_7F4A_7C15);
        s0 = nanos ^ 0x9E37_79B9_7F4A_7C15;
        s1 = nanos.rotate_left(32) | 1;
    }
    RandomState { s0, s1 }
}

/// `Math.random()`: a double in [0, 1) with 52 random mantissa bits.
#[unsafe(no_mangle)]
pub extern "C" fn scr_math_random() -> f64 {
    RANDOM.with_borrow_mut(|state| {
        let state = state.get_or_insert_with(seed);
        let mut s1 = state.s0;
        let s0 = state.s1;
        state.s0 = s0;
        s1 ^= s1 << 23;
        s1 ^= s1 >> 17;
        s1 ^= s0;
        s1 ^= s0 >> 26;
        state.s1 = s1;
        let bits = (state.s0 >> 12) | 0x3FF0_0000_0000_0000;
        f64::from_bits(bits) - 1.0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_follows_ecmascript() {
        assert_eq!(round(2.5), 3.0);
        assert_eq!(round(-2.5), -2.0);
        assert!(round(-0.4).is_sign_negative());
        assert_eq!(round(0.499_999_999_999_999_94), 0.0);
        assert_eq!(round(f64::INFINITY), f64::INFINITY);
    }

    #[test]
    fn pow_differs_from_c_where_the_spec_says() {
        assert!(scr_math_pow(1.0, f64::INFINITY).is_nan());
        assert!(scr_math_pow(-1.0, f64::NEG_INFINITY).is_nan());
        assert_eq!(scr_math_pow(f64::NAN, 0.0), 1.0);
        assert_eq!(scr_math_pow(2.0, 10.0), 1024.0);
    }

    #[test]
    fn hypot_handles_special_values() {
        assert_eq!(hypot(&[3.0, 4.0]), 5.0);
        assert_eq!(hypot(&[]), 0.0);
        assert_eq!(hypot(&[f64::NAN, f64::INFINITY]), f64::INFINITY);
        assert!(hypot(&[f64::NAN, 1.0]).is_nan());
    }

    #[test]
    fn random_stays_in_the_unit_interval() {
        for _ in 0..1000 {
            let value = scr_math_random();
            assert!((0.0..1.0).contains(&value));
        }
    }
}
