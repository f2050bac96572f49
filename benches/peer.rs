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
//! which are not mtdlab's defaults and change its counts. Then the enhancements both engines
//! have (issue 23): iterative deepening with the TT and its move first (the crate's
//! `IterativeSearch` always has them) for MTD(f), alpha-beta (the crate's with
//! `with_null_window_search(false)`) and NegaScout (the crate's default, principal variation
//! search), with the history heuristic (mtdlab's `with_history`, the crate's
//! `with_countermove_history`: a score per move, here a turn's first pit and its side) and
//! for NegaScout also an aspiration window of δ = 2 (mtdlab's programs' setting; the crate's
//! `with_aspiration_window`). mtdlab's side is named `id-ALGORITHM[+aspD][+h] like`, the
//! crate's `Iterative KIND[+aspD][+h]`; the crate's alpha-beta and PVS shuffle the root's
//! moves too, so they search from the pre-root as `Negamax` does, a depth deeper. Last,
//! mtdlab's default `id-mtdf` against the crate's MTD(f), which it is not (mtdlab's TT is
//! probed and stored at the horizon too, CONVENTIONS.md §2). `mtdf like` and `mtdf` (one
//! fixed depth from guess 0) have no counterpart in the crate, which always deepens from
//! depth 1: their times are printed without a crate time or ratio. TTs: mtdlab's CLI default, 2^18 entries
//! (16 bytes each: 4 MiB), against the crate's 8 MiB (2^18 entries of 32 bytes). Each search
//! is timed alone, its TT's allocation (printed apart) and freeing left out, by the thread's CPU time
//! where Linux gives it; the 20 positions summed, the median of `--reps N` rounds (3). Root
//! values are checked first (a search without a counterpart against the crate's MTD(f));
//! no time is printed if any differs. `--depths 6..10` (default), `--quick` for depths 6–8
//! and one round;
//! `--profile ENGINE` (an mtdlab algorithm, or an engine of the table by its name with
//! dashes for spaces: `id-mtdf-like`, `Negamax`, `Iterative-pvs+asp2+h`) runs one engine's
//! searches alone, for `perf record` and `bench/peer_pairs.py`.

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
/// most 37 pits (turns of more than 21 occur in these trees). The top bit says the second
/// player moves (the crate's history table knows a move, not its position). As bytes, the
/// crate's TT entry with an `Option<Turn>` stays 32 bytes.
type Turn = [u8; 16];

/// The top bit of a turn's code: the second player's turn.
const SECOND: u128 = 1 << 127;

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
        turns(
            &s.board,
            s.first,
            if s.first { 0 } else { SECOND },
            0,
            moves,
        );
    }

    /// The history heuristic's move: the turn's first pit, by the mover's side (12 keys, as
    /// mtdlab's `move_key` names a pit of either row); a pass or the pre-root's move: 12.
    fn table_index(m: Turn) -> u16 {
        let code = decode(m);
        match (code & !SECOND) & 7 {
            0 => 12,
            pit => (pit as u16 - 1) + if code & SECOND != 0 { 6 } else { 0 },
        }
    }

    fn max_table_index() -> u16 {
        12
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
        let mut code = decode(m) & !SECOND;
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
        // the pre-root holds the root's board with the other side to move: a key of its own
        let salt = if s.kind == PRE_ROOT {
            0x9E37_79B9_7F4A_7C15
        } else {
            0
        };
        position_key(&s.board, s.first) ^ salt
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

/// The enhancements both engines have beyond the TT and its best move first (which the
/// crate's `IterativeSearch` always has): the history heuristic (the crate's
/// `with_countermove_history`, mtdlab's `with_history`) and an aspiration window of
/// half-width δ (`with_aspiration_window`, `with_aspiration`).
#[derive(Clone, Copy, PartialEq)]
struct Enh {
    history: bool,
    aspiration: Option<i16>,
}

/// No enhancement beyond the TT and its move first.
const TT_ONLY: Enh = Enh {
    history: false,
    aspiration: None,
};
/// With the history heuristic.
const HISTORY: Enh = Enh {
    history: true,
    aspiration: None,
};
/// The programs' setting of NegaScout: the history heuristic and the aspiration window of
/// mtdlab's programs' setting (`catalog::DEFAULT_ASPIRATION`, δ = 2).
const ASPIRATION_HISTORY: Enh = Enh {
    history: true,
    aspiration: Some(2),
};

impl Enh {
    fn suffix(self) -> String {
        let asp = self
            .aspiration
            .map(|d| format!("+asp{d}"))
            .unwrap_or_default();
        format!("{asp}{}", if self.history { "+h" } else { "" })
    }
}

/// The crate's iterative searches: MTD(f) (`with_mtdf`), alpha-beta (`IterativeSearch`
/// with `with_null_window_search(false)`) and its default, principal variation search.
#[derive(Clone, Copy, PartialEq)]
enum Iterative {
    Mtdf,
    AlphaBeta,
    Pvs,
}

#[derive(Clone, Copy, PartialEq)]
enum Engine {
    /// An mtdlab algorithm with its defaults.
    Ours(Algorithm),
    /// An mtdlab algorithm searching as the crate's `IterativeSearch` does: no TT probe or
    /// store at the horizon (`Dialect::tt_at_leaves` off) and the TT's best move first
    /// (`SearchSettings::with_tt_move_first`). Not mtdlab's defaults: its counts differ from theirs.
    OursLikeCrate(Algorithm),
    /// An mtdlab algorithm deepening iteratively (`with_iterative_deepening`), searching as
    /// the crate does (as `OursLikeCrate`), with the enhancements `Enh`.
    OursId(Algorithm, Enh),
    PeerNegamax,
    /// The crate's `IterativeSearch` of that kind with the enhancements `Enh`.
    PeerIterative(Iterative, Enh),
}

/// The crate's only MTD(f).
const PEER_MTDF: Engine = Engine::PeerIterative(Iterative::Mtdf, TT_ONLY);

impl Engine {
    fn name(self) -> String {
        match self {
            Engine::Ours(a) => a.name().to_string(),
            Engine::OursLikeCrate(Algorithm::MtdF) => "mtdf like".into(),
            Engine::OursLikeCrate(Algorithm::IdMtdF) => "id-mtdf like".into(),
            Engine::OursLikeCrate(_) => "like crate".into(),
            Engine::OursId(a, enh) => format!("id-{}{} like", a.name(), enh.suffix()),
            Engine::PeerNegamax => "Negamax".into(),
            Engine::PeerIterative(kind, enh) => {
                let kind = match kind {
                    Iterative::Mtdf => "mtdf",
                    Iterative::AlphaBeta => "ab",
                    Iterative::Pvs => "pvs",
                };
                format!("Iterative {kind}{}", enh.suffix())
            }
        }
    }

    /// Its name in `--profile` (spaces as dashes: `id-mtdf-like`, `Iterative-pvs+h`).
    fn slug(self) -> String {
        self.name().replace(' ', "-")
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
        Engine::Ours(algorithm)
        | Engine::OursLikeCrate(algorithm)
        | Engine::OursId(algorithm, _) => {
            let counts: Vec<u32> = board.iter().map(u32::from).collect();
            let game = Kalah::from_counts(&counts, pos.first_to_move).unwrap();
            let like = !matches!(engine, Engine::Ours(_));
            let mut settings = SearchSettings::default()
                .with_depth(Some(u32::from(depth)))
                .with_tt_size(OUR_TT_ENTRIES)
                .with_tt_move_first(like)
                .with_dialect(Dialect {
                    tt_at_leaves: !like,
                    ..Dialect::LITERATURE
                });
            if let Engine::OursId(_, enh) = engine {
                settings = settings
                    .with_iterative_deepening(true)
                    .with_history(enh.history)
                    .with_aspiration(enh.aspiration.map(i32::from));
            }
            let options = Options {
                search: settings,
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
        Engine::PeerIterative(kind, enh) => {
            // MTD(f) tests the root itself; the others search the root's moves at the root
            // in a shuffled order (then by their values), so they search from a pre-root
            // whose one move enters the root, a depth deeper: the root is then an inner node
            // of the crate's negamax (its moves in the given order, the TT's first), searched
            // at depths 0, 1, ... `depth`, its value the pre-root's negated
            let mtdf = kind == Iterative::Mtdf;
            let root = PeerState {
                board,
                first: pos.first_to_move ^ !mtdf,
                kind: if mtdf { PLAY } else { PRE_ROOT },
            };
            let mut opts = IterativeOptions::new()
                .with_table_byte_size(PEER_TT_BYTES)
                .with_null_window_search(kind == Iterative::Pvs);
            if mtdf {
                opts = opts.with_mtdf();
            }
            if enh.history {
                opts = opts.with_countermove_history();
            }
            if let Some(delta) = enh.aspiration {
                opts = opts.with_aspiration_window(delta);
            }
            let mut s = IterativeSearch::new(PeerEval::<COUNT>, opts);
            s.set_max_depth(if mtdf { depth } else { depth + 1 });
            let t = clock(epoch);
            s.choose_move(&root);
            *time += clock(epoch) - t;
            let value = i32::from(s.root_value()) * if mtdf { 1 } else { -1 };
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
    // Each mtdlab search and the crate search it is timed against. The same search for
    // `alphabeta` and `id-mtdf like`; with the enhancements both engines have (the history
    // heuristic, NegaScout's aspiration window: issue 23) the same enhancements, made
    // differently (docs/performance.md says how, and what it does to the counts); not the
    // same search for `id-mtdf` (mtdlab's TT at the horizon too). The fixed-depth MTD(f)s
    // have no counterpart (the crate always deepens from depth 1), so no crate time or ratio
    // is printed for them.
    let id = |a, enh| Engine::OursId(a, enh);
    let peer = |kind, enh| Some(Engine::PeerIterative(kind, enh));
    let pairs = [
        (
            Engine::Ours(Algorithm::AlphaBeta),
            Some(Engine::PeerNegamax),
        ),
        (Engine::OursLikeCrate(Algorithm::IdMtdF), Some(PEER_MTDF)),
        (id(Algorithm::MtdF, HISTORY), peer(Iterative::Mtdf, HISTORY)),
        (
            id(Algorithm::AlphaBetaTt, TT_ONLY),
            peer(Iterative::AlphaBeta, TT_ONLY),
        ),
        (
            id(Algorithm::AlphaBetaTt, HISTORY),
            peer(Iterative::AlphaBeta, HISTORY),
        ),
        (
            id(Algorithm::NegaScoutTt, TT_ONLY),
            peer(Iterative::Pvs, TT_ONLY),
        ),
        (
            id(Algorithm::NegaScoutTt, HISTORY),
            peer(Iterative::Pvs, HISTORY),
        ),
        (
            id(Algorithm::NegaScoutTt, ASPIRATION_HISTORY),
            peer(Iterative::Pvs, ASPIRATION_HISTORY),
        ),
        (Engine::Ours(Algorithm::IdMtdF), Some(PEER_MTDF)),
        (Engine::OursLikeCrate(Algorithm::MtdF), None),
        (Engine::Ours(Algorithm::MtdF), None),
    ];
    if let Some(name) = arg("--profile") {
        // One engine's searches alone, for a profiler: `--profile mtdf --depths 9..9`; any
        // engine of the table by its name, spaces as dashes (`id-mtdf-like`, `Iterative-mtdf`).
        let engines = pairs.iter().flat_map(|&(a, b)| [Some(a), b]).flatten();
        let engine = engines
            .chain([Engine::PeerNegamax])
            .find(|e| e.slug() == *name)
            .or_else(|| Algorithm::parse(name).ok().map(Engine::Ours))
            .expect("--profile ENGINE: an mtdlab algorithm or an engine of the table");
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

    // Root values first, with the node counts (counted, untimed runs); a search without a
    // counterpart is checked against the crate's MTD(f).
    let mut nodes = Vec::new();
    let mut differ = 0;
    for depth in lo..=hi {
        for &(ours, peer) in &pairs {
            let (mut n_ours, mut n_peer) = (0u64, 0u64);
            let check = peer.unwrap_or(PEER_MTDF);
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
        "{:>5} {:<28} {:>10} {:>12} {:>9} | {:<20} {:>10} {:>12} {:>9} | {:>9}",
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
                    "{:>5} {:<28} {:>10.1} {:>12} {:>9.1} | {:<53} | {:>9}",
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
                "{:>5} {:<28} {:>10.1} {:>12} {:>9.1} | {:<20} {:>10.1} {:>12} {:>9.1} | {:>8.2}x",
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
