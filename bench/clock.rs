//! The clock of the native benchmarks (benches/peer.rs, bench/wasm-vs-native.rs): the
//! thread's CPU time where Linux gives it, so that other work on a shared machine counts
//! less than on the wall clock.

use std::time::Instant;

/// The time this thread has run, in seconds: its CPU time (`CLOCK_THREAD_CPUTIME_ID`) on
/// Linux, so other work on the shared machine counts less; elsewhere the wall clock.
#[cfg(target_os = "linux")]
pub fn clock(_start: Instant) -> f64 {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec (two 64-bit fields on 64-bit Linux) to `t`.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID)");
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

#[cfg(not(target_os = "linux"))]
pub fn clock(start: Instant) -> f64 {
    start.elapsed().as_secs_f64()
}

/// True when `clock` reads the thread's CPU time.
#[allow(dead_code)] // wasm-vs-native.rs does not say which clock it read
pub fn cpu_clock() -> bool {
    cfg!(target_os = "linux")
}
