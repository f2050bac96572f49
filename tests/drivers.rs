//! Each MTD driver chooses its next test by its published rule (Plaat et al. 1994; seed
//! 000's MTDF; seed 001 §4.1 and §4.2), checked test by test against a reference kept in
//! this file: the bounds after each test (seed 000: a fail high raises the lower bound to
//! g, a fail low lowers the upper one) and the next test value they give. A driver that
//! picks other tests still finds the value, so only the test values show a wrong rule.

mod common;

use common::{random_dag_text, run_all, Rng};
use mtdlab::games::tree::Tree;
use mtdlab::search::{Algorithm, DriverParams, Options};
use mtdlab::trace::{Outcome, TestRecord};
use mtdlab::{Game, INF};

/// The test value the driver's rule gives after `done` (the tests made so far), with the
/// bounds (`lower`, `upper`) they left; `None` once the bounds meet. MTD-f-αβ's last
/// search, a window rather than a test, is `(lower, upper)` as a pair.
fn next(
    algorithm: Algorithm,
    options: &Options,
    done: &[TestRecord],
    lower: i32,
    upper: i32,
) -> Option<(i32, i32)> {
    if lower >= upper {
        return None;
    }
    let f = options.driver.guess().unwrap_or_default();
    let overshot = done.iter().any(|t| t.outcome != done[0].outcome);
    // seed 001: a step of `step` from the last g towards the value (g + 1 at step 0)
    let by_step = |t: &TestRecord, step: i32| match t.outcome {
        Outcome::Low => t.g - step,
        _ => t.g + 1 + step,
    };
    let beta = match (algorithm, done.last()) {
        (Algorithm::MtdF, None) | (Algorithm::MtdFStep, None) | (Algorithm::MtdFAb, None) => f,
        // Plaat: if g = lowerbound then beta = g + 1 else beta = g
        (Algorithm::MtdF, Some(t)) => t.g + i32::from(t.g == lower),
        (Algorithm::MtdPlus, None) | (Algorithm::MtdStep, None) => INF,
        // SSS*: each test at the last upper bound
        (Algorithm::MtdPlus, Some(_)) => upper,
        (Algorithm::MtdMinus, None) => -INF + 1,
        // DUAL*: each test just above the last lower bound
        (Algorithm::MtdMinus, Some(_)) => lower + 1,
        // bisection: the middle of [lower, upper], rounded up
        (Algorithm::MtdBi, _) => lower + (upper - lower + 1) / 2,
        (Algorithm::MtdStep, Some(t)) if t.outcome == Outcome::Low => {
            t.g - options.driver.step().unwrap()
        }
        (Algorithm::MtdStep, Some(_)) => lower + 1,
        // seed 001 §4.1: the schedule's first step until the first overshoot, then one place
        // further down the schedule at each test (its last step kept)
        (Algorithm::MtdFStep, Some(t)) => {
            let first = done.iter().position(|u| u.outcome != done[0].outcome);
            let schedule = options.driver.schedule().unwrap();
            let stage = first.map_or(0, |k| (done.len() - k).min(schedule.len() - 1));
            by_step(t, schedule[stage])
        }
        // seed 001 §4.2: steps of `step` until the first overshoot, then one search with the
        // window the bounds make
        (Algorithm::MtdFAb, Some(_)) if overshot => return Some((lower, upper)),
        (Algorithm::MtdFAb, Some(t)) => by_step(t, options.driver.step().unwrap()),
        _ => unreachable!("not a driver"),
    };
    let beta = beta.clamp(lower + 1, upper);
    Some((beta - 1, beta))
}

const DRIVERS: [Algorithm; 7] = [
    Algorithm::MtdF,
    Algorithm::MtdPlus,
    Algorithm::MtdMinus,
    Algorithm::MtdBi,
    Algorithm::MtdStep,
    Algorithm::MtdFStep,
    Algorithm::MtdFAb,
];

#[test]
fn every_driver_makes_the_tests_its_rule_gives() {
    let mut rng = Rng::new(2026);
    let mut tests = 0;
    for case in 0..150 {
        let (height, branching) = (rng.range(1, 4) as u32, rng.range(2, 3) as u64);
        let text = random_dag_text(&mut rng, height, branching);
        let tree = Tree::parse(&text).unwrap();
        let step = rng.range(1, 12) as i32;
        let guess = rng.range(-12, 12) as i32;
        for algorithm in DRIVERS {
            let options = Options {
                driver: DriverParams::of(algorithm)
                    .with_guess(guess)
                    .with_step(step)
                    .with_schedule(vec![step, step / 2, step / 4, 0]),
                ..Options::default()
            };
            let what = format!("{} on #{case} {text} {options:?}", algorithm.name());
            let result = run_all(&tree, algorithm, &options);
            let (mut lower, mut upper) = match algorithm {
                Algorithm::MtdBi => tree.value_range(),
                _ => (-INF, INF),
            };
            for (k, t) in result.tests.iter().enumerate() {
                let want = next(algorithm, &options, &result.tests[..k], lower, upper);
                assert_eq!(Some((t.alpha, t.beta)), want, "{what}: test {k}");
                if t.null_window {
                    match t.outcome {
                        Outcome::High => lower = t.g,
                        _ => upper = t.g,
                    }
                } else {
                    (lower, upper) = (t.g, t.g);
                }
                assert_eq!((t.lower, t.upper), (lower, upper), "{what}: test {k}");
                tests += 1;
            }
            assert_eq!(
                next(algorithm, &options, &result.tests, lower, upper),
                None,
                "{what}: done"
            );
            assert_eq!(result.value, lower, "{what}");
        }
    }
    assert!(tests > 2000, "{tests} tests checked");
}
