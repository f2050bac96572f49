//! Seed 003's Kalah games on the command line: `kalah-match` plays one game, `experiment
//! kalah` computes the seed's tables with the printed figures beside ours.

use crate::cli::{ExperimentKalahArgs, KalahFlags, KalahMatchArgs};
use crate::errors::HELP;
use crate::interrupt;
use crate::progress::Progress;
use mtdlab::experiment::runner::{Config, KalahSettings};
use mtdlab::experiment::shard::{Part, Shard, VERSION};
use mtdlab::kalah_match::experiment::{self, Row, Verdict};
use mtdlab::kalah_match::{Limits, Match, NegaScoutEnd, Program, ALGORITHMS};
use mtdlab::search::run::MAX_VISITS;
use mtdlab::search::Dictionary;
use serde_json::json;
use std::sync::atomic::Ordering;

/// `--max-visits` (each root search's work budget) and `--tt-size` (the table's entry cap).
fn limits(flags: &KalahFlags) -> Result<Limits, String> {
    let mut limits = Limits::default();
    if let Some(n) = flags.max_visits {
        if !(1..=MAX_VISITS).contains(&n) {
            return Err(format!("--max-visits: {n} must lie in 1..={MAX_VISITS}"));
        }
        limits.max_visits = n;
    }
    if let Some(n) = flags.tt_size {
        limits.max_entries = n;
    }
    Ok(limits)
}

/// `--negascout-end`: seed 003's NegaScout listing detects the end of the game in the move (the
/// default, CONVENTIONS.md §4); its printed figures count a node-entry check
/// (docs/experiments.md, "Seed 003's Kalah tables").
fn negascout_end(flags: &KalahFlags) -> NegaScoutEnd {
    flags.negascout_end.unwrap_or(NegaScoutEnd::InMove)
}

pub fn kalah_match(args: &KalahMatchArgs) -> Result<String, String> {
    let [d1, d2] = args.depths.ok_or(format!("--depths is required {HELP}"))?;
    let algo = args
        .algo
        .as_deref()
        .ok_or(format!("--algo is required {HELP}"))?;
    let end = negascout_end(&args.kalah);
    // the dictionary itself, not the session's AnyTable: the searches compiled for it alone
    let mut game = Match::<Dictionary>::with_table_type(d1, d2, algo, end, limits(&args.kalah)?)
        .map_err(|e| e.to_string())?;
    // root search by root search, so that Ctrl-C stops the game between two
    let stop = interrupt::catch();
    let progress = Progress::counter("root searches");
    let mut work = 0;
    let played = loop {
        if stop.load(Ordering::SeqCst) {
            break Ok(true);
        }
        match game.step() {
            Ok(Some(search)) => {
                work += search.counters.nodes;
                progress.done_one(work);
            }
            Ok(None) => break Ok(false),
            Err(e) => break Err(e.to_string()),
        }
    };
    progress.finish();
    let stopped = played?;
    if stopped {
        interrupt::note(format!(
            "interrupted: the game stopped after {} root searches; the answer counts those",
            game.searches().len()
        ));
    }
    let result = game.result();
    if args.json {
        let mut out = serde_json::to_value(&result).map_err(|e| e.to_string())?;
        if args.searches {
            let searches: Vec<_> = game
                .searches()
                .iter()
                .map(|r| {
                    json!({
                        "number": r.number, "first_player": r.first_player, "depth": r.depth,
                        "position": r.position, "guess": r.guess, "value": r.value,
                        "pits": r.pits, "evals": r.counters.leaf_evals,
                        "tt_hits": r.counters.tt_hits, "nodes": r.counters.nodes,
                        "tests": r.tests, "table_entries": r.table_entries,
                    })
                })
                .collect();
            out["searches"] = json!(searches);
        }
        if stopped {
            out["interrupted"] = json!(true);
        }
        return Ok(out.to_string());
    }
    let mut s = format!(
        "{algo} at depths {d1},{d2}: {} evaluations, {} TT hits, stores {} : {}",
        result.evals, result.tt_hits, result.stores[0], result.stores[1]
    );
    if args.searches {
        for r in game.searches() {
            s.push_str(&format!(
                "\n  search {:>3}: {} player, depth {}, {} -> value {}, pits {:?}: {} evaluations, {} TT hits",
                r.number,
                if r.first_player { "first" } else { "second" },
                r.depth,
                r.position,
                r.value,
                r.pits,
                r.counters.leaf_evals,
                r.counters.tt_hits
            ));
        }
    }
    Ok(s)
}

pub fn experiment_kalah(args: &ExperimentKalahArgs) -> Result<String, String> {
    crate::experiment::shard_needs_json(args.shard, args.json)?;
    let depths = args.depths.as_deref();
    let algos: Vec<Program> = match &args.algos {
        None => ALGORITHMS
            .iter()
            .map(|a| Program::named(a))
            .collect::<Result<_, _>>(),
        Some(list) => list
            .split(',')
            .map(|a| Program::named(a.trim()))
            .collect::<Result<_, _>>(),
    }
    .map_err(|e| format!("--algos: {e}"))?;
    if let Some(ds) = depths {
        for p in &algos {
            for &d in ds {
                p.check_depth("each depth", d)
                    .map_err(|e| format!("--depths: {e}"))?;
            }
        }
    }
    let end = negascout_end(&args.kalah);
    let limits = limits(&args.kalah)?;
    let all: Vec<_> = algos
        .iter()
        .flat_map(|p| {
            experiment::pairs(p.name, depths)
                .into_iter()
                .map(|(d1, d2)| (p.name, d1, d2))
        })
        .collect();
    // a shard plays game i of the table when i mod N = K
    let games: Vec<(u32, _)> = (0u32..)
        .zip(all)
        .filter(|(i, _)| args.shard.is_none_or(|k| k.has(*i)))
        .collect();
    // game by game, root search by root search: Ctrl-C stops between two root searches and
    // the answer holds the games played to their end
    let stop = interrupt::catch();
    let progress = Progress::bar(games.len() as u64, "games");
    let mut rows = Vec::new();
    let mut work = 0;
    'games: for &(_, (name, d1, d2)) in &games {
        let at = |e: mtdlab::InputError| format!("{name} at depths {d1},{d2}: {e}");
        let mut game = Match::new(d1, d2, name, end, limits).map_err(at)?;
        let start = std::time::Instant::now();
        loop {
            if stop.load(Ordering::SeqCst) {
                break 'games;
            }
            match game.step().map_err(at) {
                Ok(Some(search)) => {
                    work += search.counters.nodes;
                    progress.visits(work);
                }
                Ok(None) => break,
                Err(e) => {
                    progress.finish();
                    return Err(e);
                }
            }
        }
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        rows.push(experiment::row_of(&game, end).timed(ms));
        progress.done_one(work);
    }
    progress.finish();
    let stopped = rows.len() < games.len();
    if stopped {
        interrupt::note(format!(
            "interrupted: {} of {} games played; the answer counts those",
            rows.len(),
            games.len()
        ));
    }
    let part = args
        .shard
        .map(|shard| shard_part(shard, &games, &rows, &algos, depths, end, limits));
    let report = experiment::Report::new(end, rows);
    if args.json && (stopped || part.is_some()) {
        let mut out = serde_json::to_value(&report).map_err(|e| e.to_string())?;
        if stopped {
            out["interrupted"] = json!(true);
        }
        if let Some(part) = part {
            out["shard"] = serde_json::to_value(part).map_err(|e| e.to_string())?;
        }
        return Ok(out.to_string());
    }
    if args.json {
        return serde_json::to_string(&report).map_err(|e| e.to_string());
    }
    Ok(table(
        &report.rows,
        end,
        report.matched,
        report.differ,
        report.explained,
    ))
}

/// A shard's games for `experiment merge`: each row with its place in the whole table, and
/// the table's settings (what the merge checks the shards agree on).
fn shard_part(
    shard: Shard,
    games: &[(u32, (&str, u32, u32))],
    rows: &[Row],
    algos: &[Program],
    depths: Option<&[u32]>,
    end: NegaScoutEnd,
    limits: Limits,
) -> Part {
    let settings = KalahSettings {
        depths: depths.map(<[u32]>::to_vec),
        algos: algos.iter().map(|p| p.name.to_string()).collect(),
        negascout_end: end.name().to_string(),
        max_visits: limits.max_visits,
        tt_size: limits.max_entries,
        ..KalahSettings::default()
    };
    let games = games
        .iter()
        .zip(rows)
        .map(|((i, _), row)| (*i, row.clone()))
        .collect();
    Part {
        version: VERSION.to_string(),
        shard,
        config: Config::Kalah(settings).to_json(),
        per_tree: false,
        trees: Vec::new(),
        games,
        programs: Vec::new(),
    }
}

/// The rows as a readable table; each difference's reason as a numbered note below it.
fn table(
    rows: &[Row],
    end: NegaScoutEnd,
    matched: usize,
    differ: usize,
    explained: usize,
) -> String {
    let printed = rows.len()
        - rows
            .iter()
            .filter(|r| r.verdict == Verdict::NotPrinted)
            .count();
    let mut s = format!(
        "seed 003's Kalah tables (NegaScout's end of the game: {}): {} games, {printed} printed, \
         {matched} match the printed figures, {differ} differ ({explained} with a known reason)\n\n",
        end.name(),
        rows.len()
    );
    s.push_str(&format!(
        "{:<13} {:>2} {:>2} {:>9} {:>9} {:>8} {:>8} {:>9}  {}\n",
        "program", "d1", "d2", "evals", "printed", "TT hits", "printed", "M nodes/s", "verdict"
    ));
    let dash = |v: Option<u64>| v.map_or("-".to_string(), |n| n.to_string());
    let mut notes: Vec<&str> = Vec::new();
    for r in rows {
        let verdict = match (r.verdict, &r.reason) {
            (Verdict::Matches, _) => "matches".to_string(),
            (Verdict::NotPrinted, _) => "not printed".to_string(),
            (Verdict::Differs, None) => "DIFFERS (no known reason)".to_string(),
            (Verdict::Differs, Some(reason)) => {
                let n = match notes.iter().position(|x| *x == reason.as_str()) {
                    Some(i) => i + 1,
                    None => {
                        notes.push(reason);
                        notes.len()
                    }
                };
                format!("differs [{n}]")
            }
        };
        let hits = if r.printed_tt_hits.is_some() || r.tt_hits > 0 {
            r.tt_hits.to_string()
        } else {
            "-".to_string()
        };
        s.push_str(&format!(
            "{:<13} {:>2} {:>2} {:>9} {:>9} {:>8} {:>8} {:>9}  {verdict}\n",
            r.algo,
            r.d1,
            r.d2,
            r.evals,
            dash(r.printed_evals),
            hits,
            dash(r.printed_tt_hits),
            r.nodes_per_s
                .map_or("-".to_string(), |n| format!("{:.1}", n / 1e6)),
        ));
    }
    for (i, note) in notes.iter().enumerate() {
        s.push_str(&format!("\n[{}] {note}", i + 1));
    }
    s.trim_end().to_string()
}
