//! Every algorithm and option returns the minimax value: seeded random trees (uniform and
//! best-first ordered, narrow and wide value ranges), random hand-built DAGs with
//! transpositions, tiny TTs that must replace entries, and runs without a TT.

mod common;

use common::{random_dag_text, reference, run_all, Rng};
use mtdlab::games::random::RandomTree;
use mtdlab::games::tree::Tree;
use mtdlab::search::{Algorithm, DriverParams, Options, SearchSettings};
use mtdlab::Game;

/// The algorithms that must always be right (all but seed 000's literal pseudocode).
fn correct_algorithms() -> impl Iterator<Item = Algorithm> {
    Algorithm::ALL
        .into_iter()
        .filter(|a| *a != Algorithm::MtdFLiteral)
}

/// Runs every algorithm with `options(algorithm)`: the same settings for all, the driver's
/// parameters as each takes them.
fn check<G: Game>(game: &G, options: &dyn Fn(Algorithm) -> Options, what: &str) {
    let depth = options(Algorithm::AlphaBeta)
        .search
        .depth()
        .or(game.full_depth())
        .unwrap();
    let want = reference(game, &game.root(), depth);
    for algorithm in correct_algorithms() {
        let options = options(algorithm);
        let got = run_all(game, algorithm, &options);
        assert_eq!(
            got.value,
            want,
            "{} on {what} with {options:?}",
            algorithm.name()
        );
    }
}

#[test]
fn every_algorithm_finds_the_minimax_value_of_random_trees() {
    let mut rng = Rng::new(2024);
    for case in 0..1500u64 {
        let b = rng.range(1, 5) as u32;
        let d = rng.range(1, 6) as u32;
        let (min, max) = if case % 2 == 0 {
            (-5, 5)
        } else {
            (-1000, 1000)
        };
        let ordered = case % 5 == 0;
        let tree = RandomTree::new(b, d, min, max, case, ordered).unwrap();
        let (guess, step) = (
            rng.range(min as i64 - 3, max as i64 + 3) as i32,
            rng.range(0, 30) as i32,
        );
        let options = |a| Options {
            driver: DriverParams::of(a).with_guess(guess).with_step(step),
            ..Options::default()
        };
        check(
            &tree,
            &options,
            &format!("random tree #{case} b={b} d={d} ordered={ordered}"),
        );
    }
}

#[test]
fn every_algorithm_finds_the_minimax_value_of_hand_built_dags() {
    let mut rng = Rng::new(7);
    for case in 0..1000 {
        let height = rng.range(1, 5) as u32;
        let text = random_dag_text(&mut rng, height, 3);
        let tree = Tree::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let (guess, step) = (rng.range(-12, 12) as i32, rng.range(0, 8) as i32);
        let options = |a| Options {
            driver: DriverParams::of(a).with_guess(guess).with_step(step),
            ..Options::default()
        };
        check(&tree, &options, &format!("DAG #{case} {text}"));
    }
}

#[test]
fn a_tiny_tt_that_must_replace_entries_changes_the_effort_not_the_value() {
    let mut rng = Rng::new(99);
    for case in 0..300u64 {
        let tree = RandomTree::new(
            rng.range(2, 4) as u32,
            rng.range(2, 5) as u32,
            -20,
            20,
            case,
            false,
        )
        .unwrap();
        let guess = rng.range(-20, 20) as i32;
        let options = |a| Options {
            driver: DriverParams::of(a).with_guess(guess),
            search: SearchSettings::default().with_tt_size(4),
            ..Options::default()
        };
        check(
            &tree,
            &options,
            &format!("random tree #{case} with a 4-entry TT"),
        );
    }
}

#[test]
fn without_a_tt_every_mtd_driver_still_converges_on_the_value() {
    let mut rng = Rng::new(5);
    for case in 0..300u64 {
        let tree = RandomTree::new(
            rng.range(2, 4) as u32,
            rng.range(1, 4) as u32,
            -9,
            9,
            case,
            false,
        )
        .unwrap();
        let guess = rng.range(-9, 9) as i32;
        let options = |a| Options {
            driver: DriverParams::of(a).with_guess(guess),
            search: SearchSettings::default().with_tt(false),
            ..Options::default()
        };
        check(
            &tree,
            &options,
            &format!("random tree #{case} without a TT"),
        );
    }
}

#[test]
fn a_shallower_depth_gives_the_minimax_value_at_that_horizon() {
    let mut rng = Rng::new(11);
    for case in 0..300u64 {
        let tree = RandomTree::new(3, 5, -50, 50, case, false).unwrap();
        let (depth, guess) = (rng.range(1, 4) as u32, rng.range(-50, 50) as i32);
        let options = |a| Options {
            driver: DriverParams::of(a).with_guess(guess),
            search: SearchSettings::default().with_depth(depth),
            ..Options::default()
        };
        check(
            &tree,
            &options,
            &format!("random tree #{case} at a horizon"),
        );
    }
}

#[test]
fn best_first_ordered_trees_have_their_value_on_the_leftmost_path() {
    for seed in 0..200 {
        let tree = RandomTree::new(4, 4, -100, 100, seed, true).unwrap();
        let mut pos = tree.root();
        while !tree.is_terminal(&pos) {
            pos = tree.apply(&pos, 0);
        }
        assert_eq!(
            tree.evaluate(&pos),
            reference(&tree, &tree.root(), 4),
            "seed {seed}"
        );
    }
}

#[test]
fn on_a_best_first_ordered_tree_alphabeta_evaluates_the_minimal_tree() {
    // Knuth & Moore: b^ceil(d/2) + b^floor(d/2) - 1 leaves
    for (b, d) in [(2u32, 4u32), (3, 3), (4, 4), (5, 3)] {
        let tree = RandomTree::new(b, d, -1000, 1000, 3, true).unwrap();
        let got = run_all(&tree, Algorithm::AlphaBeta, &Options::default());
        let minimal = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
        assert!(
            got.counters.leaf_evals <= minimal as u64,
            "b={b} d={d}: {} > {minimal}",
            got.counters.leaf_evals
        );
    }
}

#[test]
fn seed_000_literal_pseudocode_goes_wrong_where_the_note_says() {
    let tree = Tree::parse("[[6,9,-7],[6,-1]]").unwrap();
    let options = Options {
        driver: DriverParams::MtdF { guess: 8 },
        ..Options::default()
    };
    assert_eq!(run_all(&tree, Algorithm::MtdFLiteral, &options).value, 6);
    assert_eq!(run_all(&tree, Algorithm::MtdF, &options).value, -1);
}

#[test]
fn every_algorithm_finds_the_minimax_value_of_kalah_positions() {
    use mtdlab::games::kalah::Kalah;
    let mut rng = Rng::new(17);
    for case in 0..120u32 {
        let pits = rng.range(1, 4) as u32;
        let seeds = rng.range(1, 4) as u32;
        let game = Kalah::new(pits, seeds).unwrap();
        // walk a few random moves into the game, then search from there
        let mut pos = game.root();
        for _ in 0..rng.range(0, 6) {
            let n = game.move_count(&pos);
            if n == 0 {
                break;
            }
            pos = game.apply(&pos, (rng.next() % n as u64) as usize);
        }
        if game.is_terminal(&pos) {
            continue;
        }
        let text = game.format_position(&pos);
        let from = Kalah::with_position(pits, seeds, &text).unwrap();
        assert_eq!(
            from.key(&from.root()),
            game.key(&pos),
            "the position text round-trips"
        );
        let (depth, guess, step) = (
            rng.range(1, 5) as u32,
            rng.range(-10, 10) as i32,
            rng.range(1, 10) as i32,
        );
        let options = |a| Options {
            driver: DriverParams::of(a).with_guess(guess).with_step(step),
            search: SearchSettings::default().with_depth(depth),
            ..Options::default()
        };
        check(
            &from,
            &options,
            &format!("Kalah({pits},{seeds}) #{case} at {text}"),
        );
    }
}
