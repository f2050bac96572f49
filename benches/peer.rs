//! Peer benchmark (`cargo bench --bench peer`): mtdlab against the `minimax` crate
//! (edre/minimax-rs 0.5.4, the best-known Rust game-search library) on the same Kalah(6,6)
//! trees, single-threaded, from 20 positions reached by seeded random play.
//!
//! The crate negates at every ply, so its `Game` below makes one move of a whole turn: a
//! pit and the extra turns that follow it (CONVENTIONS.md §5), in increasing pit order, the
//! order mtdlab searches them in. mtdlab keeps the depth over an extra turn (seed 003), so
//! both engines search the same positions at the same remaining depths and find the same
//! values; mtdlab also enters the positions between the pits of a turn, so its node counts
//! are higher on the same tree. The crate evaluates a finished game through
//! `get_winner`'s fixed values only, so a finished game here passes (one node a ply) down
//! to the horizon and is evaluated there with CONVENTIONS.md's evaluation.
//!
//! Rows: mtdlab `alphabeta` against the crate's `Negamax` (plain alpha-beta, no TT; its
//! root shuffles the moves, so it searches from a one-move pre-root and the real root gets
//! the full window in the given order); mtdlab `id-mtdf like` against the crate's only
//! MTD(f), `IterativeSearch` with `.with_mtdf()`: the same search, iterative-deepening MTD(f)
//! with the crate's TT habits (no probe or store at the horizon, the TT's best move first),
//! which are not mtdlab's defaults and change its counts; mtdlab's default `id-mtdf`
//! against the same crate search, which it is not (mtdlab's TT is probed and stored at the
//! horizon too, CONVENTIONS.md §2). `mtdf like` and `mtdf` (one fixed depth from guess 0)
//! have no counterpart in the crate, which always deepens from depth 1: their times are
//! printed without a crate time or ratio. TTs: mtdlab's CLI default, 2^18 entries
//! (16 bytes each: 4 MiB), against the crate's 8 MiB (2^18 entries of 32 bytes). Each search
//! is timed alone, its TT's allocation (printed apart) and freeing left out, by the thread's CPU time
//! where Linux gives it; the 20 positions summed, the median of `--reps N` rounds (3). Root
//! values are checked first (a search without a counterpart against the crate's MTD(f));
//! no time is printed if any differs. `--depths 6..10` (default), `--quick` for depths 6–8
//! and one round;
//! `--profile ENGINE` (an mtdlab algorithm, `mtdf-like`, `id-mtdf-like`, `Negamax` or
//! `Iterative-mtdf`) runs one engine's searches alone, for `perf record`.

use minimax::{
    Evaluation, Evaluator, IterativeOptions, IterativeSearch, Negamax, Strategy, Winner,
};
use mtdlab::games::kalah::{position_key, Board, Kalah, KalahPosition, MoveOutcome, Rules};
use mtdlab::search::run::MAX_VISITS;
use mtdlab::search::{Algorithm, Dialect, Limits, Options, Run, SearchSettings};
use mtdlab::trace::NoTrace;
use mtdlab::Game;
use std::cell::Cell;
use std::time::Instant;

const RULES: Rules = Rules::STANDARD;
const POSITIONS: u64 = 20;
/// mtdlab's TT: the CLI's default, 2^18 entries (4 MiB).
const OUR_TT_ENTRIES: usize = 1 << 18;
/// The crate's TT: 8 MiB, 2^18 entries of 32 bytes (a 16-byte move in each).
const PEER_TT_BYTES: usize = 8 << 20;

/// What a peer state is: a position to play, a finished game (passes to the horizon), or
/// the pre-root whose one move enters the real root.
const PLAY: u8 = 0;
const OVER: u8 = 1;
const PRE_ROOT: u8 = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PeerState {
    board: Board,
    first: bool,
    kind: u8,
}

/// A whole turn: the pits (0–5 within the mover's row), 3 bits each (pit + 1), the first
/// pit in the lowest bits, ending at the first zero: up to 42 pits. Every pit of a turn but
/// the last puts a seed in the mover's store and the game ends past 36, so a turn has at
/// most 37 pits (turns of more than 21 occur in these trees). As bytes, the crate's TT
/// entry with an `Option<Turn>` stays 32 bytes.
type Turn = [u8; 16];

fn encode(code: u128) -> Turn {
    code.to_le_bytes()
}

fn decode(m: Turn) -> u128 {
    u128::from_le_bytes(m)
}

thread_local! {
    /// Moves applied, counted only by `PeerKalah<true>` (the crate's `Negamax` counts nothing).
    static APPLIED: Cell<u64> = const { Cell::new(0) };
}

/// Kalah(6,6) for the crate; `COUNT` counts the moves applied (a separate, untimed run).
struct PeerKalah<const COUNT: bool>;

fn row_start(first: bool) -> usize {
    if first {
        0
    } else {
        7
    }
}

/// Pushes every whole turn that starts with the pits of `prefix` (`len` of them) from
/// `board`, in increasing pit order, depth first.
fn turns(board: &Board, first: bool, prefix: u128, len: u32, moves: &mut Vec<Turn>) {
    assert!(len < 42, "a turn of more than 42 pits");
    let start = row_start(first);
    for p in 0..6 {
        let pit = start + p;
        let seeds = board.get(pit);
        if seeds == 0 {
            continue;
        }
        let code = prefix | ((p as u128 + 1) << (3 * len));
        if RULES.ends_in_store(first, pit, u32::from(seeds)) {
            let mut next = *board;
            if RULES.move_stone(&mut next, first, pit) == MoveOutcome::ExtraTurn {
                turns(&next, first, code, len + 1, moves);
                continue;
            }
        }
        moves.push(encode(code));
    }
}

impl<const COUNT: bool> minimax::Game for PeerKalah<COUNT> {
    type S = PeerState;
    type M = Turn;

    fn generate_moves(s: &PeerState, moves: &mut Vec<Turn>) {
        if s.kind != PLAY {
            moves.push([0; 16]);
            return;
        }
        turns(&s.board, s.first, 0, 0, moves);
    }

    fn apply(s: &mut PeerState, m: Turn) -> Option<PeerState> {
        if COUNT {
            APPLIED.with(|c| c.set(c.get() + 1));
        }
        if s.kind != PLAY {
            // a pass in a finished game, or the pre-root's move into the root
            let kind = if s.kind == OVER { OVER } else { PLAY };
            return Some(PeerState {
                board: s.board,
                first: !s.first,
                kind,
            });
        }
        let mut board = s.board;
        let start = row_start(s.first);
        let mut code = decode(m);
        let mut outcome = MoveOutcome::Normal;
        while code != 0 {
            let pit = start + (code & 7) as usize - 1;
            code >>= 3;
            outcome = RULES.move_stone(&mut board, s.first, pit);
        }
        debug_assert!(outcome != MoveOutcome::ExtraTurn);
        Some(PeerState {
            board,
            first: !s.first,
            kind: if outcome == MoveOutcome::GameOver {
                OVER
            } else {
                PLAY
            },
        })
    }

    fn get_winner(_: &PeerState) -> Option<Winner> {
        None
    }

    fn zobrist_hash(s: &PeerState) -> u64 {
        position_key(&s.board, s.first)
    }
}

/// CONVENTIONS.md §5's evaluation, from the side to move (the crate is negamax).
struct PeerEval<const COUNT: bool>;

impl<const COUNT: bool> Evaluator for PeerEval<COUNT> {
    type G = PeerKalah<COUNT>;
    fn evaluate(&self, s: &PeerState) -> Evaluation {
        let v = RULES.value(&s.board) as Evaluation;
        if s.first {
            v
        } else {
            -v
        }
    }
}

/// A small seeded generator (splitmix64), so the positions are the same everywhere.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Position `i`: 6 to 30 random pits played from the opening (seed 1000 + i), the game not
/// over.
fn position(i: u64) -> KalahPosition {
    let kalah = Kalah::standard();
    let mut rng = 1000 + i;
    loop {
        let plies = 6 + splitmix(&mut rng) % 25;
        let mut pos = kalah.root();
        for _ in 0..plies {
            let moves = kalah.moves(&pos);
            if moves.is_empty() {
                break;
            }
            let pit = moves[(splitmix(&mut rng) % moves.len() as u64) as usize];
            pos = kalah.play_pit(&pos, pit).unwrap().0;
        }
        if !pos.over {
            return pos;
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Engine {
    /// An mtdlab algorithm with its defaults.
    Ours(Algorithm),
    /// An mtdlab algorithm searching as the crate's `IterativeSearch` does: no TT probe or
    /// store at the horizon (`Dialect::tt_at_leaves` off) and the TT's best move first
    /// (`SearchSettings::with_tt_move_first`). Not mtdlab's defaults: its counts differ from theirs.
    OursLikeCrate(Algorithm),
    PeerNegamax,
    PeerMtdf,
}

impl Engine {
    fn name(self) -> &'static str {
        match self {
            Engine::Ours(a) => a.name(),
            Engine::OursLikeCrate(Algorithm::MtdF) => "mtdf like",
            Engine::OursLikeCrate(Algorithm::IdMtdF) => "id-mtdf like",
            Engine::OursLikeCrate(_) => "like crate",
            Engine::PeerNegamax => "Negamax",
            Engine::PeerMtdf => "Iterative mtdf",
        }
    }
}

#[path = "../bench/clock.rs"]
mod clock;
use clock::{clock, cpu_clock};

/// One search: the root value from the side to move in `pos`, and the nodes; the time of
/// the search alone (the TT's allocation left out) is added to `time`.
fn search<const COUNT: bool>(
    engine: Engine,
    pos: &KalahPosition,
    depth: u8,
    time: &mut f64,
) -> (i32, u64) {
    let epoch = Instant::now();
    let board = pos.board;
    let to_move = |v: i32| if pos.first_to_move { v } else { -v };
    match engine {
        Engine::Ours(algorithm) | Engine::OursLikeCrate(algorithm) => {
            let counts: Vec<u32> = board.iter().map(u32::from).collect();
            let game = Kalah::from_counts(&counts, pos.first_to_move).unwrap();
            let like = matches!(engine, Engine::OursLikeCrate(_));
            let options = Options {
                search: SearchSettings::default()
                    .with_depth(Some(u32::from(depth)))
                    .with_tt_size(OUR_TT_ENTRIES)
                    .with_tt_move_first(like)
                    .with_dialect(Dialect {
                        tt_at_leaves: !like,
                        ..Dialect::LITERATURE
                    }),
                limits: Limits::default().with_max_visits(MAX_VISITS),
                ..Options::default()
            };
            let mut run = Run::new(&game, algorithm, options, NoTrace).unwrap();
            let t = clock(epoch);
            while run.step().unwrap().is_some() {}
            *time += clock(epoch) - t;
            // done: `finish` only collects the result, and drops the TT (as the crate's
            // search is dropped), outside the time
            let (result, _) = run.finish().unwrap();
            (to_move(result.value), result.counters.nodes)
        }
        Engine::PeerNegamax => {
            APPLIED.with(|c| c.set(0));
            let pre = PeerState {
                board,
                first: !pos.first_to_move,
                kind: PRE_ROOT,
            };
            let mut s = Negamax::new(PeerEval::<COUNT>, depth + 1);
            let t = clock(epoch);
            s.choose_move(&pre);
            *time += clock(epoch) - t;
            // the pre-root's value is the root's, negated; its move is the root's node
            (-i32::from(s.root_value()), APPLIED.with(|c| c.get()))
        }
        Engine::PeerMtdf => {
            let root = PeerState {
                board,
                first: pos.first_to_move,
                kind: PLAY,
            };
            let opts = IterativeOptions::new()
                .with_table_byte_size(PEER_TT_BYTES)
                .with_mtdf();
            let mut s = IterativeSearch::new(PeerEval::<COUNT>, opts);
            s.set_max_depth(depth);
            let t = clock(epoch);
            s.choose_move(&root);
            *time += clock(epoch) - t;
            let value = i32::from(s.root_value());
            let nodes = if COUNT {
                // "Explored N nodes to depth D", every depth of the deepening summed
                let mut r = root;
                let stats = s.stats(&mut r);
                stats
                    .split("Explored ")
                    .nth(1)
                    .and_then(|t| t.split(' ').next())
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0)
            } else {
                0
            };
            (value, nodes)
        }
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
    };
    let reps: usize = arg("--reps")
        .map(|r| r.parse().expect("--reps N"))
        .unwrap_or(if quick { 1 } else { 3 });
    let (lo, hi): (u8, u8) = match arg("--depths") {
        Some(r) => {
            let (a, b) = r.split_once("..").expect("--depths A..B");
            (a.parse().unwrap(), b.parse().unwrap())
        }
        None if quick => (6, 8),
        None => (6, 10),
    };
    let positions: Vec<KalahPosition> = (0..POSITIONS).map(position).collect();
    if let Some(name) = arg("--profile") {
        // One engine's searches alone, for a profiler: `--profile mtdf --depths 9..9`.
        let engine = match name.as_str() {
            "Negamax" => Engine::PeerNegamax,
            "Iterative-mtdf" => Engine::PeerMtdf,
            other => match other.strip_suffix("-like") {
                Some(a) => Engine::OursLikeCrate(Algorithm::parse(a).expect("--profile ENGINE")),
                None => Engine::Ours(Algorithm::parse(other).expect("--profile ENGINE")),
            },
        };
        for depth in lo..=hi {
            let mut t = 0.0;
            for _ in 0..reps {
                for pos in &positions {
                    std::hint::black_box(search::<false>(engine, pos, depth, &mut t));
                }
            }
            println!("{} depth {depth}: {:.1} ms", engine.name(), t * 1e3);
        }
        return;
    }
    // Each mtdlab search and the crate search it is timed against: the same search, but
    // for `id-mtdf` (mtdlab's TT at the horizon too); the fixed-depth MTD(f)s have no
    // counterpart (the crate always deepens from depth 1), so no crate time or ratio is
    // printed for them.
    let pairs = [
        (
            Engine::Ours(Algorithm::AlphaBeta),
            Some(Engine::PeerNegamax),
        ),
        (
            Engine::OursLikeCrate(Algorithm::IdMtdF),
            Some(Engine::PeerMtdf),
        ),
        (Engine::Ours(Algorithm::IdMtdF), Some(Engine::PeerMtdf)),
        (Engine::OursLikeCrate(Algorithm::MtdF), None),
        (Engine::Ours(Algorithm::MtdF), None),
    ];

    // Root values first, with the node counts (counted, untimed runs); a search without a
    // counterpart is checked against the crate's MTD(f).
    let mut nodes = Vec::new();
    let mut differ = 0;
    for depth in lo..=hi {
        for &(ours, peer) in &pairs {
            let (mut n_ours, mut n_peer) = (0u64, 0u64);
            let check = peer.unwrap_or(Engine::PeerMtdf);
            for (i, pos) in positions.iter().enumerate() {
                let (v_ours, a) = search::<true>(ours, pos, depth, &mut 0.0);
                let (v_peer, b) = search::<true>(check, pos, depth, &mut 0.0);
                n_ours += a;
                n_peer += b;
                if v_ours != v_peer {
                    differ += 1;
                    eprintln!(
                        "root values differ: position {i} depth {depth}: {} {v_ours}, {} {v_peer}",
                        ours.name(),
                        check.name()
                    );
                }
            }
            nodes.push((n_ours, n_peer));
        }
    }
    if differ > 0 {
        eprintln!("{differ} root values differ: no times printed");
        std::process::exit(1);
    }
    println!(
        "Root values equal: {} positions x depths {lo}..{hi} x {} pairs",
        POSITIONS,
        pairs.len()
    );

    println!(
        "\n## Kalah(6,6), {POSITIONS} positions summed, median of {reps} rounds, single-threaded, {}",
        if cpu_clock() {
            "thread CPU time"
        } else {
            "wall time"
        }
    );
    println!(
        "{:>5} {:<14} {:>10} {:>12} {:>9} | {:<14} {:>10} {:>12} {:>9} | {:>9}",
        "depth",
        "mtdlab",
        "ms",
        "nodes",
        "Mnodes/s",
        "minimax crate",
        "ms",
        "nodes",
        "Mnodes/s",
        "crate/ours"
    );
    let mut row = 0;
    for depth in lo..=hi {
        for &(ours, peer) in &pairs {
            let mut times = [Vec::new(), Vec::new()];
            for _ in 0..reps {
                for (k, engine) in [Some(ours), peer].into_iter().enumerate() {
                    let Some(engine) = engine else { continue };
                    let mut t = 0.0;
                    for pos in &positions {
                        std::hint::black_box(search::<false>(engine, pos, depth, &mut t));
                    }
                    times[k].push(t);
                }
            }
            let (n_ours, n_peer) = nodes[row];
            row += 1;
            let t_ours = median(std::mem::take(&mut times[0]));
            let Some(peer) = peer else {
                println!(
                    "{:>5} {:<14} {:>10.1} {:>12} {:>9.1} | {:<47} | {:>9}",
                    depth,
                    ours.name(),
                    t_ours * 1e3,
                    n_ours,
                    n_ours as f64 / t_ours / 1e6,
                    "no counterpart (the crate always deepens)",
                    "-"
                );
                continue;
            };
            let t_peer = median(std::mem::take(&mut times[1]));
            println!(
                "{:>5} {:<14} {:>10.1} {:>12} {:>9.1} | {:<14} {:>10.1} {:>12} {:>9.1} | {:>8.2}x",
                depth,
                ours.name(),
                t_ours * 1e3,
                n_ours,
                n_ours as f64 / t_ours / 1e6,
                peer.name(),
                t_peer * 1e3,
                n_peer,
                n_peer as f64 / t_peer / 1e6,
                t_peer / t_ours
            );
        }
    }
    // What a search's fresh TT costs, left out of the times above.
    let epoch = Instant::now();
    let mut alloc = [Vec::new(), Vec::new()];
    for _ in 0..reps.max(3) {
        let game = Kalah::standard();
        let options = Options {
            search: SearchSettings::default()
                .with_depth(Some(8))
                .with_tt_size(OUR_TT_ENTRIES),
            ..Options::default()
        };
        let t = clock(epoch);
        for _ in 0..POSITIONS {
            std::hint::black_box(
                Run::new(&game, Algorithm::MtdF, options.clone(), NoTrace).unwrap(),
            );
        }
        alloc[0].push(clock(epoch) - t);
        let t = clock(epoch);
        for _ in 0..POSITIONS {
            let opts = IterativeOptions::new()
                .with_table_byte_size(PEER_TT_BYTES)
                .with_mtdf();
            std::hint::black_box(IterativeSearch::new(PeerEval::<false>, opts));
        }
        alloc[1].push(clock(epoch) - t);
    }
    let [a_ours, a_peer] = alloc.map(median);
    println!(
        "\nTT allocation, not in the times above ({POSITIONS} searches): mtdlab {:.1} ms (2^18 entries of {} bytes each), crate {:.1} ms (8 MiB each)",
        a_ours * 1e3,
        mtdlab::search::tt::Table::new(OUR_TT_ENTRIES).entry_bytes(),
        a_peer * 1e3
    );
    println!("\ncrate/ours > 1: mtdlab is faster. Nodes: each engine's own count (mtdlab enters the positions between the pits of a turn; the crate's Negamax counts moves applied, its IterativeSearch the calls of its negamax over every depth of the deepening).");
}
