//! The position keys and random trees rest on splitmix64: its outputs must be Vigna's, not
//! merely some well-mixed function (cargo-mutants found `>>` turned into `<<` in the
//! finaliser unnoticed: every tree stayed a valid tree, just a different one).

use mtdlab::games::{finalise, mix};

/// splitmix64 from a state of 0: the first outputs of Vigna's reference splitmix64.c.
#[test]
fn mix_matches_the_reference_splitmix64_sequence() {
    let want: [u64; 4] = [
        0xE220_A839_7B1D_CDAF,
        0x6E78_9E6A_A1B9_65F4,
        0x06C4_5D18_8009_454F,
        0xF88B_B8A8_724C_81EC,
    ];
    let mut state = 0u64;
    for (i, want) in want.into_iter().enumerate() {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        assert_eq!(finalise(state), want, "output {i} via finalise");
    }
    // mix is one step then the finaliser: from 0 it gives the first output
    assert_eq!(mix(0), 0xE220_A839_7B1D_CDAF);
}

/// A random tree's node key is `mix(mix(level + 1) ^ index)` at every level a tree may
/// have, whether the level's half is hashed or read from the native table of them.
#[test]
fn a_random_node_key_is_two_hashes_of_its_level_and_index() {
    use mtdlab::games::random::RandomTree;
    use mtdlab::Game;
    // depth 61, b = 2: levels 0..=61 below the root
    let tree = RandomTree::new(2, 61, -5, 5, 3, false).unwrap();
    let mut pos = tree.root();
    for level in 0..=61u64 {
        let index = if level == 0 { 0 } else { (1u64 << level) - 1 };
        assert_eq!(tree.key(&pos), mix(mix(level + 1) ^ index), "level {level}");
        if level < 61 {
            pos = tree.apply(&pos, 1);
        }
    }
}
