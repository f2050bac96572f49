//! Sorting by way of a binary heap (std's `BinaryHeap::into_sorted_vec`, a heapsort; Williams
//! 1964): the smallest sort in the page's `.wasm`, where `slice::sort_unstable` takes about 8
//! KB for each element type it sorts (docs/performance.md, "The size of the wasm"). The lists
//! sorted this way are short, and sorted in cold paths: proofs, the critical tree, move
//! ordering of a hand-built tree.

use std::collections::BinaryHeap;

/// `v` in ascending order.
pub fn sorted<T: Ord>(v: Vec<T>) -> Vec<T> {
    BinaryHeap::from(v).into_sorted_vec()
}

/// Ids in the order of their keys, ties in the ids' order: each (key, id) sorted as one u64.
pub fn by_key(ids: impl Iterator<Item = u32>, key: impl Fn(u32) -> u32) -> Vec<u32> {
    let keyed = ids.map(|id| u64::from(key(id)) << 32 | u64::from(id));
    sorted(keyed.collect())
        .into_iter()
        .map(|k| k as u32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_std_does() {
        let v = vec![5u32, 1, 4, 1, 3, 9, 2, 6];
        let mut std_sorted = v.clone();
        std_sorted.sort_unstable();
        assert_eq!(sorted(v), std_sorted);
        assert_eq!(sorted(Vec::<u64>::new()), Vec::<u64>::new());
    }

    #[test]
    fn by_key_is_stable() {
        let keys = [3, 1, 3, 0, 1];
        assert_eq!(by_key(0..5, |i| keys[i as usize]), vec![3, 1, 4, 0, 2]);
    }
}
