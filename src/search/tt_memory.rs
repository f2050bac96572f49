//! The memory of MT's table (tt.rs): one zeroed block, which on Linux is mapped for
//! transparent huge pages (`madvise(MADV_HUGEPAGE)`, the kernel's admin guide
//! "Transparent Hugepage Support"), so that a probe at a random place in megabytes of table
//! does not also miss the TLB (dear under a hypervisor's nested paging). A block of 128 KiB
//! or more is mapped on its own even below a huge page, so that dropping it gives its memory
//! back at once: from the heap, glibc kept a freed 1 MiB table (its mmap threshold rises
//! after the first such free), and `experiment minimal --trees 1000 --depths 1` grew to
//! 1 GB of resident memory, a table per tree.

use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// Values whose bytes may all be zero: the block starts as zeroed memory.
///
/// # Safety
/// `ZERO` must be the value whose bytes are all zero (plain integers only).
pub(super) unsafe trait Zeroed: Copy {
    const ZERO: Self;
}

/// A fixed number of `T`, all [`Zeroed::ZERO`] at first.
pub(super) struct Block<T: Zeroed> {
    items: NonNull<T>,
    len: usize,
    /// What was mapped for the items (the start and the bytes), or None: a `Box<[T]>`.
    mapped: Option<(NonNull<u8>, usize)>,
}

// SAFETY: a Block owns its items alone, as a Box<[T]> does.
unsafe impl<T: Zeroed + Send> Send for Block<T> {}
// SAFETY: a shared Block gives only shared access to its items.
unsafe impl<T: Zeroed + Sync> Sync for Block<T> {}

/// The size of a huge page on x86-64 (and most arm64 kernels).
#[cfg(target_os = "linux")]
const HUGE_PAGE: usize = 2 << 20;

/// The smallest block mapped on its own: glibc's own first mmap threshold.
#[cfg(target_os = "linux")]
const MAPPED: usize = 128 << 10;

impl<T: Zeroed> Block<T> {
    /// `len` items: on Linux in a mapping of their own (aligned to a huge page when they
    /// fill one at least) from 128 KiB on, otherwise on the heap.
    pub(super) fn new(len: usize) -> Self {
        #[cfg(target_os = "linux")]
        if let Some(block) = Self::mapped(len) {
            return block;
        }
        let heap = Box::into_raw(vec![T::ZERO; len].into_boxed_slice());
        Block {
            items: NonNull::new(heap.cast()).expect("a Box is never null"),
            len,
            mapped: None,
        }
    }

    /// None when the items fill less than 128 KiB or the mapping fails.
    #[cfg(target_os = "linux")]
    fn mapped(len: usize) -> Option<Self> {
        let size = len.checked_mul(std::mem::size_of::<T>())?;
        if size < MAPPED || std::mem::align_of::<T>() > 4096 {
            return None;
        }
        let huge = size >= HUGE_PAGE;
        let bytes = if huge {
            size.checked_add(HUGE_PAGE)?
        } else {
            size
        };
        // SAFETY: a fresh private anonymous mapping (zeroed by the kernel); nothing else
        // refers to it.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                bytes,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return None;
        }
        let base = base.cast::<u8>();
        let skip = if huge {
            (base as usize).next_multiple_of(HUGE_PAGE) - base as usize
        } else {
            0
        };
        // SAFETY: skip < HUGE_PAGE and the mapping is HUGE_PAGE longer when skip > 0, so
        // the items lie inside the mapping.
        let start = unsafe { base.add(skip) };
        if huge {
            // SAFETY: the range lies inside the mapping. A refusal (THP off) costs speed only.
            unsafe { libc::madvise(start.cast(), size, libc::MADV_HUGEPAGE) };
        }
        if huge {
            // write it all once now (zeros, as it holds): its pages fault in (and are
            // zeroed) while the table is made rather than in the search that first stores
            // there, and it is left in the caches as far as they hold it, as a table the
            // heap's calloc clears is (and the crate's of benches/peer.rs, written when
            // made); a table only touched a page at a time measured up to 8 % slower there.
            // A smaller table faults in as it is used, as calloc's would: the many small
            // trees of an experiment touch a few pages of it (written whole, 1,000 trees of
            // depth 1 took 2.4 s, not 1.1 s)
            // SAFETY: the items lie inside the writable mapping.
            unsafe { std::ptr::write_bytes(start, 0, size) };
        }
        Some(Block {
            items: NonNull::new(start.cast())?,
            len,
            mapped: Some((NonNull::new(base)?, bytes)),
        })
    }
}

impl<T: Zeroed> Drop for Block<T> {
    fn drop(&mut self) {
        match self.mapped {
            #[cfg(target_os = "linux")]
            // SAFETY: unmaps exactly what `mapped` mapped; no reference to it outlives self.
            Some((base, bytes)) => unsafe {
                libc::munmap(base.as_ptr().cast(), bytes);
            },
            #[cfg(not(target_os = "linux"))]
            Some(_) => unreachable!("only Linux maps a block"),
            // SAFETY: the items are the Box<[T]> that `new` made into a raw pointer.
            None => unsafe {
                drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                    self.items.as_ptr(),
                    self.len,
                )));
            },
        }
    }
}

impl<T: Zeroed> Deref for Block<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        // SAFETY: `len` items, owned, each zeroed (a valid T by `Zeroed`) or written since.
        unsafe { std::slice::from_raw_parts(self.items.as_ptr(), self.len) }
    }
}

impl<T: Zeroed> DerefMut for Block<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as for deref; `&mut self` makes the access unique.
        unsafe { std::slice::from_raw_parts_mut(self.items.as_ptr(), self.len) }
    }
}

impl<T: Zeroed> Clone for Block<T> {
    fn clone(&self) -> Self {
        let mut copy = Block::new(self.len);
        copy.copy_from_slice(self);
        copy
    }
}

impl<T: Zeroed> std::fmt::Debug for Block<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Block({} items)", self.len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // SAFETY: an integer.
    unsafe impl Zeroed for u64 {
        const ZERO: Self = 0;
    }

    #[test]
    fn a_block_starts_zeroed_and_clones_its_items() {
        // a small block (the heap) and one of 4 MiB (a mapping on Linux)
        for len in [5, 1 << 19] {
            let mut b = Block::<u64>::new(len);
            assert_eq!(b.len(), len);
            assert!(b.iter().all(|&x| x == 0));
            b[len - 1] = 7;
            b[0] = 3;
            let c = b.clone();
            drop(b);
            assert_eq!((c[0], c[len - 1], c.len()), (3, 7, len));
            assert_eq!(c.iter().filter(|&&x| x != 0).count(), 2);
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_block_of_a_huge_page_or_more_is_mapped_on_a_huge_page_boundary() {
        let b = Block::<u64>::new(HUGE_PAGE / 8);
        assert!(b.mapped.is_some());
        assert_eq!(b.as_ptr() as usize % HUGE_PAGE, 0);
        // below a huge page, mapped (unaligned) from 128 KiB on, so that a drop frees it
        assert!(Block::<u64>::new(HUGE_PAGE / 8 - 1).mapped.is_some());
        assert!(Block::<u64>::new(MAPPED / 8).mapped.is_some());
        assert!(Block::<u64>::new(MAPPED / 8 - 1).mapped.is_none());
    }
}
