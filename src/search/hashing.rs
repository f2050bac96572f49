//! What MT's table (tt.rs) and seed 003's dictionary (dictionary.rs) share to find a
//! position fast: Fibonacci hashing (Knuth, TAOCP vol. 3, §6.4) picks its place from the
//! key, and a prefetch starts loading that place's cache line before it is read.

/// The multiplier of Fibonacci hashing: ⌊2^64 / φ⌋ made odd, so that `key * MIX` spreads
/// neighbouring keys over the table and (MIX being odd) still names the key.
pub(super) const MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// Asks the processor to start loading `*p` into the cache (a hint; nothing elsewhere).
#[inline(always)]
pub(super) fn prefetch<T>(p: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint that never faults, and `p` is a valid reference.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((p as *const T).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}
