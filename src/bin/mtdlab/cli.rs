//! The command line's grammar, in clap's derive: every command, flag and value, the help that
//! `--help` prints and the completions `mtdlab completions SHELL` writes. A value is read here
//! into its type by the parsers of `values.rs`, whose wording the errors keep ("--guess:
//! 'abc' is not a valid integer"); what needs more than one flag (one game, a setting the
//! algorithm takes) is checked by the command's own module.

use crate::values::{depth_list, depth_pair, int, kalah_size, list, range, DepthPair, Ints, Shape};
use clap::{Args, Parser, Subcommand};
use mtdlab::experiment::shard::Shard;
use mtdlab::experiment::Guess;
use mtdlab::games::random::{Order, Values};
use mtdlab::kalah_match::NegaScoutEnd;
use mtdlab::search::{Algorithm, Cut};

/// Step through alpha-beta, NegaScout and the MTD family, one null-window test at a time:
/// the searches of the page, from the same core, printing JSON or a readable summary.
#[derive(Parser)]
#[command(name = "mtdlab", version, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Run one algorithm on a hand-built tree, a random tree or a Kalah position
    Search(SearchArgs),
    /// Print seed 001's random tree as JSON nested arrays (at most 10^7 leaves)
    Tree(TreeArgs),
    /// Play seed 003's whole game of Kalah(6, 6), each player searching to its depth
    KalahMatch(KalahMatchArgs),
    /// Run seed 001's experiments or compute seed 003's Kalah tables
    Experiment(ExperimentArgs),
    /// Write the completion script of a shell to stdout
    #[command(
        after_help = "bash: mtdlab completions bash > ~/.local/share/bash-completion/completions/mtdlab\n\
                            zsh:  mtdlab completions zsh > ~/.zfunc/_mtdlab (with ~/.zfunc in $fpath)\n\
                            fish: mtdlab completions fish > ~/.config/fish/completions/mtdlab.fish"
    )]
    Completions {
        /// The shell
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// The flags that describe seed 001's random tree (`search --random` and `tree`).
#[derive(Args)]
pub struct RandomShape {
    /// Seed 001's random tree of branching B, depth D and that seed
    #[arg(long, value_name = "B,D,SEED", value_parser = Shape::parse, allow_hyphen_values = true)]
    pub random: Option<Shape>,
    /// The children's order: random, best (every node's first child its best) or worst
    #[arg(long, value_name = "random|best|worst", value_parser = order, allow_hyphen_values = true)]
    pub order: Option<Order>,
    /// independent leaf values, or incremental (a random delta on every edge)
    #[arg(long, value_name = "independent|incremental", value_parser = values, allow_hyphen_values = true)]
    pub values: Option<Values>,
    /// The leaves' range (independent) or the deltas' (incremental) [default: -20,20]
    #[arg(long, value_name = "MIN,MAX", value_parser = range, allow_hyphen_values = true)]
    pub range: Option<(i32, i32)>,
}

/// `mtdlab search`.
#[derive(Args)]
#[command(
    after_help = "Give one game: --tree, --random or --kalah. A flag the algorithm does not take is\n\
                  refused (docs/cli.md: Algorithms and the settings each takes)."
)]
pub struct SearchArgs {
    /// A hand-built tree: nested arrays of leaf values, e.g. [[3,12,8],[2,4,6],[14,5,2]]
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    pub tree: Option<String>,
    #[command(flatten)]
    pub shape: RandomShape,
    /// Kalah with PITS pits and SEEDS seeds per pit (1-6 each), from the opening
    #[arg(long, value_name = "PITS,SEEDS", value_parser = kalah_size, allow_hyphen_values = true)]
    pub kalah: Option<(u32, u32)>,
    /// The Kalah position to search from: the places in order, then the side to move
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    pub position: Option<String>,
    /// The algorithm: mtdf, alphabeta, negascout, mtd-step, ... (docs/cli.md lists them)
    #[arg(long, value_name = "NAME", value_parser = algorithm, allow_hyphen_values = true)]
    pub algo: Option<Algorithm>,
    /// The first guess [default: 0]
    #[arg(long, value_name = "N", value_parser = int::<i32>, allow_hyphen_values = true)]
    pub guess: Option<i32>,
    /// The step of MTD-step, MTD-f-step and MTD-f-αβ [default: 100]
    #[arg(long, value_name = "N", value_parser = int::<i32>, allow_hyphen_values = true)]
    pub step: Option<i32>,
    /// MTD-f-step's steps, one per test, the last repeated [default: 100,50,25,12,0]
    #[arg(long, value_name = "S1,S2,...", value_parser = ints, allow_hyphen_values = true)]
    pub schedule: Option<Ints>,
    /// The search depth (required with --kalah)
    #[arg(long, value_name = "D", value_parser = int::<u32>, allow_hyphen_values = true)]
    pub depth: Option<u32>,
    /// Turn the TT off: every test searches afresh
    #[arg(long)]
    pub no_tt: bool,
    /// The TT's entries
    #[arg(long, value_name = "N", value_parser = int::<usize>, allow_hyphen_values = true)]
    pub tt_size: Option<usize>,
    /// The search's work budget (node visits)
    #[arg(long, value_name = "N", value_parser = int::<u64>, allow_hyphen_values = true)]
    pub max_visits: Option<u64>,
    /// The most null-window tests
    #[arg(long, value_name = "N", value_parser = int::<usize>, allow_hyphen_values = true)]
    pub max_tests: Option<usize>,
    /// Cut when α ≥ β (ge) or only when α > β (gt) [default: ge]
    #[arg(long, value_name = "ge|gt", value_parser = cut, allow_hyphen_values = true)]
    pub cut: Option<Cut>,
    /// Iterative deepening: root searches at depth 1, 2, ... up to --depth, the TT carried
    #[arg(long)]
    pub id: bool,
    /// An aspiration window of half-width N at the root (alpha-beta, NegaScout)
    #[arg(long, value_name = "N", value_parser = int::<i32>, allow_hyphen_values = true)]
    pub aspiration: Option<i32>,
    /// The history heuristic: children ordered by the moves that cut or were best
    #[arg(long)]
    pub history: bool,
    /// Search the TT's best move first at every node
    #[arg(long)]
    pub tt_move_first: bool,
    /// Print CONVENTIONS.md §4's JSON
    #[arg(long)]
    pub json: bool,
}

/// `mtdlab tree`.
#[derive(Args)]
pub struct TreeArgs {
    #[command(flatten)]
    pub shape: RandomShape,
}

/// `mtdlab kalah-match`.
#[derive(Args)]
pub struct KalahMatchArgs {
    /// The depths of player 1 and player 2
    #[arg(long, value_name = "D1,D2", value_parser = depth_pair, allow_hyphen_values = true)]
    pub depths: Option<DepthPair>,
    /// Seed 003's program: minimax, minimax-tt, alphabeta, alphabeta-tt, negascout, negascout-tt or mtdf
    #[arg(long, value_name = "NAME", allow_hyphen_values = true)]
    pub algo: Option<String>,
    #[command(flatten)]
    pub kalah: KalahFlags,
    /// Add one record per root search
    #[arg(long)]
    pub searches: bool,
    /// Print JSON
    #[arg(long)]
    pub json: bool,
}

/// The flags of seed 003's games (`kalah-match` and `experiment kalah`).
#[derive(Args)]
pub struct KalahFlags {
    /// Where NegaScout detects the end of the game [default: in-move]
    #[arg(long, value_name = "in-move|at-node", value_parser = negascout_end, allow_hyphen_values = true)]
    pub negascout_end: Option<NegaScoutEnd>,
    /// Each root search's work budget (node visits)
    #[arg(long, value_name = "N", value_parser = int::<u64>, allow_hyphen_values = true)]
    pub max_visits: Option<u64>,
    /// The most entries the table may hold
    #[arg(long, value_name = "N", value_parser = int::<usize>, allow_hyphen_values = true)]
    pub tt_size: Option<usize>,
}

/// `mtdlab experiment`.
#[derive(Args)]
#[command(
    after_help = "Tree i has the seed S + i. An algorithm may carry a step: mtd-f-step:50, \
                  mtd-f-ab:25.\n--max-visits bounds each search, --max-work the whole experiment \
                  (node visits).\nOn a terminal a progress bar shows on stderr; Ctrl-C stops the \
                  run and prints what was done so far."
)]
pub struct ExperimentArgs {
    #[command(subcommand)]
    pub kind: Option<Experiment>,
}

#[derive(Subcommand)]
pub enum Experiment {
    /// Seed 001's random-tree experiment (§3.1-3.2)
    Random(RandomArgs),
    /// Seed 001's Table 1: MTD(f) and NegaScout against the minimal tree
    Minimal(MinimalArgs),
    /// Seed 001's Table 2's shape: the step sizes (--algos defaults to Table 2's variants)
    Steps(RandomArgs),
    /// Seed 003's Kalah tables, with the printed figures beside ours
    Kalah(ExperimentKalahArgs),
    /// Merge the `--json` answers of the shards of one run (`--shard K/N`) into the `--json`
    /// of the whole run
    #[command(
        after_help = "The counts and means are those of the unsharded run; ms sums the searches' \
                      times as\nthere, wall_ms sums the shards' wall times and threads their \
                      threads (docs/experiments.md)."
    )]
    Merge(MergeArgs),
}

/// The flags every seed 001 experiment reads.
#[derive(Args)]
pub struct CommonArgs {
    /// Trees per depth
    #[arg(long, value_name = "N", value_parser = int::<u32>, allow_hyphen_values = true)]
    pub trees: Option<u32>,
    /// The trees' branching
    #[arg(long, value_name = "B", value_parser = int::<u32>, allow_hyphen_values = true)]
    pub branching: Option<u32>,
    /// Depths, each D or a range A..B, e.g. 3..6 or 2,4
    #[arg(long, value_name = "LIST", value_parser = depth_list, allow_hyphen_values = true)]
    pub depths: Option<Ints<u32>>,
    /// Tree i has the seed S + i [default: 1]
    #[arg(long, value_name = "S", value_parser = int::<u64>, allow_hyphen_values = true)]
    pub seed: Option<u64>,
    /// The leaves' or the deltas' range
    #[arg(long, value_name = "MIN,MAX", value_parser = range, allow_hyphen_values = true)]
    pub range: Option<(i32, i32)>,
    /// MTD(f)'s first guess: from a search two plies shallower, the exact value, or N
    #[arg(long, value_name = "shallow|exact|N", value_parser = guess, allow_hyphen_values = true)]
    pub guess: Option<Guess>,
    /// Each search's TT entries
    #[arg(long, value_name = "N", value_parser = int::<usize>, allow_hyphen_values = true)]
    pub tt_size: Option<usize>,
    /// Each search's work budget (node visits) [default: 10^9]
    #[arg(long, value_name = "N", value_parser = int::<u64>, allow_hyphen_values = true)]
    pub max_visits: Option<u64>,
    /// The whole experiment's work budget (node visits) [default: 10^11]
    #[arg(long, value_name = "N", value_parser = int::<u64>, allow_hyphen_values = true)]
    pub max_work: Option<u64>,
}

/// `mtdlab experiment random` and `steps`.
#[derive(Args)]
pub struct RandomArgs {
    #[command(flatten)]
    pub common: CommonArgs,
    /// The algorithms, e.g. mtdf,negascout,alphabeta or mtd-f-step:50
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    pub algos: Option<String>,
    /// The children's order
    #[arg(long, value_name = "random|best|worst", value_parser = order, allow_hyphen_values = true)]
    pub order: Option<Order>,
    /// independent leaf values, or incremental
    #[arg(long, value_name = "independent|incremental", value_parser = values, allow_hyphen_values = true)]
    pub values: Option<Values>,
    /// Print every tree with its first guess too
    #[arg(long)]
    pub per_tree: bool,
    /// Run shard K of N only: tree i (Kalah: game i) when i mod N = K, K counting from 0
    /// (0/4 to 3/4); with --json, whose answer carries the trees for `experiment merge`
    #[arg(long, value_name = "K/N", value_parser = shard, allow_hyphen_values = true)]
    pub shard: Option<Shard>,
    /// Print JSON
    #[arg(long)]
    pub json: bool,
}

/// `mtdlab experiment minimal`.
#[derive(Args)]
pub struct MinimalArgs {
    #[command(flatten)]
    pub common: CommonArgs,
    /// Run shard K of N only: tree i (Kalah: game i) when i mod N = K, K counting from 0
    /// (0/4 to 3/4); with --json, whose answer carries the trees for `experiment merge`
    #[arg(long, value_name = "K/N", value_parser = shard, allow_hyphen_values = true)]
    pub shard: Option<Shard>,
    /// Print JSON
    #[arg(long)]
    pub json: bool,
}

/// `mtdlab experiment kalah`.
#[derive(Args)]
pub struct ExperimentKalahArgs {
    /// Every pair of these depths, e.g. 2,3,4 or 2..4 [default: the pairs the seed printed]
    #[arg(long, value_name = "LIST", value_parser = depth_list, allow_hyphen_values = true)]
    pub depths: Option<Ints<u32>>,
    /// Seed 003's programs [default: all seven]
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    pub algos: Option<String>,
    #[command(flatten)]
    pub kalah: KalahFlags,
    /// Run shard K of N only: tree i (Kalah: game i) when i mod N = K, K counting from 0
    /// (0/4 to 3/4); with --json, whose answer carries the trees for `experiment merge`
    #[arg(long, value_name = "K/N", value_parser = shard, allow_hyphen_values = true)]
    pub shard: Option<Shard>,
    /// Print JSON
    #[arg(long)]
    pub json: bool,
}

/// `mtdlab experiment merge`.
#[derive(Args)]
pub struct MergeArgs {
    /// The `--json` answers of every shard of one run (`--shard K/N`), in any order
    #[arg(value_name = "FILES", required = true)]
    pub files: Vec<std::path::PathBuf>,
}

// The core's own readers, whose errors the command line words after the flag's name.
fn order(text: &str) -> Result<Order, String> {
    Order::parse(text).map_err(|e| e.to_string())
}

fn values(text: &str) -> Result<Values, String> {
    Values::parse(text).map_err(|e| e.to_string())
}

fn cut(text: &str) -> Result<Cut, String> {
    Cut::parse(text).map_err(|e| e.to_string())
}

fn algorithm(text: &str) -> Result<Algorithm, String> {
    Algorithm::parse(text).map_err(|e| e.to_string())
}

fn guess(text: &str) -> Result<Guess, String> {
    Guess::parse(text).map_err(|e| e.to_string())
}

fn negascout_end(text: &str) -> Result<NegaScoutEnd, String> {
    NegaScoutEnd::parse(text).map_err(|e| e.to_string())
}

fn shard(text: &str) -> Result<Shard, String> {
    Shard::parse(text).map_err(|e| e.to_string())
}

fn ints(text: &str) -> Result<Ints, String> {
    list(text, "not a valid integer")
}
