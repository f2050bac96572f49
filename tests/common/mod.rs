//! Helpers shared by the integration tests: a seeded generator and plain minimax.

#![allow(dead_code)]

use mtdlab::search::{Algorithm, DriverParams, Options, Run, RunResult};
use mtdlab::trace::NoTrace;
use mtdlab::Game;

/// A small seeded generator (xorshift64*), so a failing case can be replayed by its seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

/// Plain minimax kept inside the tests, independent of the crate's own.
pub fn reference<G: Game>(game: &G, pos: &G::Position, depth: u32) -> i32 {
    if depth == 0 || game.is_terminal(pos) {
        return game.evaluate(pos);
    }
    let values = (0..game.move_count(pos)).map(|i| {
        let next = game.apply(pos, i);
        let d = game.child_depth(pos, &next, depth);
        reference(game, &next, d)
    });
    if game.is_max(pos) {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// A first guess and a step for every algorithm at once, with the rest of the options: each
/// algorithm's driver takes those it has ([`Sweep::options`]).
#[derive(Debug, Clone)]
pub struct Sweep {
    pub guess: i32,
    pub step: i32,
    pub options: Options,
}

impl Sweep {
    /// `algorithm`'s options: its driver from the guess and the step where it takes them
    /// (MTD-f-step: seed 001's halving schedule from the step).
    pub fn options(&self, algorithm: Algorithm) -> Options {
        Options {
            driver: DriverParams::of(algorithm)
                .with_guess(self.guess)
                .with_step(self.step),
            ..self.options.clone()
        }
    }
}

pub fn run_all<G: Game>(game: &G, algorithm: Algorithm, options: &Options) -> RunResult {
    Run::new(game, algorithm, options.clone(), NoTrace)
        .unwrap()
        .finish()
        .unwrap()
        .0
}

/// A random hand-built tree as text, with labels reused at the same level (transpositions).
pub fn random_dag_text(rng: &mut Rng, height: u32, branching: u64) -> String {
    let mut defined: Vec<Vec<String>> = vec![Vec::new(); height as usize + 1];
    let mut counter = 0;
    fn node(
        rng: &mut Rng,
        level: u32,
        height: u32,
        b: u64,
        defined: &mut Vec<Vec<String>>,
        counter: &mut u32,
    ) -> String {
        let pool = &defined[level as usize];
        if level > 0 && !pool.is_empty() && rng.next().is_multiple_of(4) {
            return pool[(rng.next() % pool.len() as u64) as usize].clone();
        }
        *counter += 1;
        let label = format!("n{counter}");
        let body = if level == height || (level > 0 && rng.next().is_multiple_of(6)) {
            rng.range(-9, 9).to_string()
        } else {
            let k = 1 + rng.next() % b;
            let kids: Vec<String> = (0..k)
                .map(|_| node(rng, level + 1, height, b, defined, counter))
                .collect();
            format!("({})", kids.join(" "))
        };
        defined[level as usize].push(label.clone());
        format!("{label}:{body}")
    }
    node(rng, 0, height, branching, &mut defined, &mut counter)
}

/// Runs the `mtdlab` binary: exit status, stdout, stderr.
pub fn mtdlab(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mtdlab"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}
