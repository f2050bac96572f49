//! MTD invariants on many seeded random trees: lower never falls, upper never rises, each
//! test's outcome agrees with its g, every test makes progress, and the driver ends with
//! lower = upper = the value.

mod common;

use common::{reference, run_all, Rng};
use mtdlab::games::random::RandomTree;
use mtdlab::search::{Algorithm, DriverParams, Options};
use mtdlab::trace::Outcome;
use mtdlab::Game;

#[test]
fn bounds_only_narrow_and_outcomes_agree_with_g() {
    let mut rng = Rng::new(31);
    for case in 0..800u64 {
        let tree = RandomTree::new(
            rng.range(2, 4) as u32,
            rng.range(1, 5) as u32,
            -30,
            30,
            case,
            case % 3 == 0,
        )
        .unwrap();
        let want = reference(&tree, &tree.root(), tree.full_depth().unwrap());
        let (guess, step) = (rng.range(-40, 40) as i32, rng.range(1, 20) as i32);
        for algorithm in Algorithm::ALL
            .into_iter()
            .filter(|a| a.is_mtd() && *a != Algorithm::MtdFLiteral)
        {
            let options = Options {
                driver: DriverParams::of(algorithm)
                    .with_guess(guess)
                    .with_step(step),
                ..Options::default()
            };
            let run = run_all(&tree, algorithm, &options);
            let what = format!("{} on tree #{case}", algorithm.name());
            let last_depth = run.tests.last().unwrap().depth;
            let mut prev: Option<&mtdlab::trace::TestRecord> = None;
            for t in &run.tests {
                if t.null_window {
                    assert_eq!(t.alpha, t.beta - 1, "{what}: a null window");
                    let high = t.g >= t.beta;
                    assert_eq!(
                        t.outcome == Outcome::High,
                        high,
                        "{what}: outcome agrees with g"
                    );
                    if high {
                        assert_eq!(t.lower, t.g, "{what}: a fail high sets lower = g");
                    } else {
                        assert_eq!(t.upper, t.g, "{what}: a fail low sets upper = g");
                    }
                }
                if let Some(p) = prev.filter(|p| p.depth == t.depth) {
                    assert!(
                        t.lower >= p.lower,
                        "{what}: lower fell from {} to {}",
                        p.lower,
                        t.lower
                    );
                    assert!(
                        t.upper <= p.upper,
                        "{what}: upper rose from {} to {}",
                        p.upper,
                        t.upper
                    );
                    assert!(
                        t.lower > p.lower || t.upper < p.upper,
                        "{what}: a test made no progress"
                    );
                }
                assert!(
                    t.depth < last_depth || t.lower <= want,
                    "{what}: lower {} above the value {want}",
                    t.lower
                );
                assert!(
                    t.depth < last_depth || t.upper >= want,
                    "{what}: upper {} below the value {want}",
                    t.upper
                );
                prev = Some(t);
            }
            let last = run.tests.last().unwrap();
            assert_eq!(
                (last.lower, last.upper),
                (want, want),
                "{what}: ends with lower = upper = value"
            );
            assert_eq!(run.value, want, "{what}");
        }
    }
}
