//! Seed 003's Kalah games on the command line: `kalah-match` plays one game, `experiment
//! kalah` computes the seed's tables with the printed figures beside ours.

use crate::flags::{depth_list, list, Flags};
use mtdlab::kalah_match::experiment::{self, Row, Verdict};
use mtdlab::kalah_match::{Limits, Match, NegaScoutEnd, Program, ALGORITHMS};
use mtdlab::search::run::MAX_VISITS;
use mtdlab::search::Dictionary;
use serde_json::json;

/// `--negascout-end`: seed 003's NegaScout listing detects the end of the game in the move (the
/// default, CONVENTIONS.md §4); its printed figures count a node-entry check
/// (docs/experiments.md, "Seed 003's Kalah tables").
fn negascout_end(flags: &Flags) -> Result<NegaScoutEnd, String> {
    flags
        .get("negascout-end")
        .map_or(Ok(NegaScoutEnd::InMove), NegaScoutEnd::parse)
        .map_err(|e| format!("--negascout-end: {e}"))
}

/// `--max-visits` (each root search's work budget) and `--tt-size` (the table's entry cap).
fn limits(flags: &Flags) -> Result<Limits, String> {
    let mut limits = Limits::default();
    if let Some(n) = flags.int::<u64>("max-visits")? {
        if !(1..=MAX_VISITS).contains(&n) {
            return Err(format!("--max-visits: {n} must lie in 1..={MAX_VISITS}"));
        }
        limits.max_visits = n;
    }
    if let Some(n) = flags.int::<usize>("tt-size")? {
        limits.max_entries = n;
    }
    Ok(limits)
}

pub fn kalah_match(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse(
        args,
        &["depths", "algo", "negascout-end", "max-visits", "tt-size"],
        &["json", "searches"],
    )?;
    let depths = flags.required("depths")?;
    let parsed: Vec<u32> = list("depths", depths, "not a depth (expected D1,D2, e.g. 3,4)")?;
    let [d1, d2] = parsed[..] else {
        return Err(format!(
            "--depths: expected two depths D1,D2, got '{depths}'"
        ));
    };
    let algo = flags.required("algo")?;
    let end = negascout_end(&flags)?;
    // the dictionary itself, not the session's AnyTable: the searches compiled for it alone
    let mut game = Match::<Dictionary>::with_table_type(d1, d2, algo, end, limits(&flags)?)
        .map_err(|e| e.to_string())?;
    game.play_to_end().map_err(|e| e.to_string())?;
    let result = game.result();
    if flags.has("json") {
        let mut out = serde_json::to_value(&result).map_err(|e| e.to_string())?;
        if flags.has("searches") {
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
        return Ok(out.to_string());
    }
    let mut s = format!(
        "{algo} at depths {d1},{d2}: {} evaluations, {} TT hits, stores {} : {}",
        result.evals, result.tt_hits, result.stores[0], result.stores[1]
    );
    if flags.has("searches") {
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

pub fn experiment_kalah(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse(
        args,
        &["depths", "algos", "negascout-end", "max-visits", "tt-size"],
        &["json"],
    )?;
    let depths = flags.get("depths").map(depth_list).transpose()?;
    let algos: Vec<Program> = match flags.get("algos") {
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
    if let Some(ds) = &depths {
        for p in &algos {
            for &d in ds {
                p.check_depth("each depth", d)
                    .map_err(|e| format!("--depths: {e}"))?;
            }
        }
    }
    let end = negascout_end(&flags)?;
    let limits = limits(&flags)?;
    let mut rows = Vec::new();
    for p in &algos {
        for (d1, d2) in experiment::pairs(p.name, depths.as_deref()) {
            rows.push(
                experiment::row(p.name, d1, d2, end, limits)
                    .map_err(|e| format!("{} at depths {d1},{d2}: {e}", p.name))?,
            );
        }
    }
    let report = experiment::Report::new(end, rows);
    if flags.has("json") {
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
        "{:<13} {:>2} {:>2} {:>9} {:>9} {:>8} {:>8}  {}\n",
        "program", "d1", "d2", "evals", "printed", "TT hits", "printed", "verdict"
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
            "{:<13} {:>2} {:>2} {:>9} {:>9} {:>8} {:>8}  {verdict}\n",
            r.algo,
            r.d1,
            r.d2,
            r.evals,
            dash(r.printed_evals),
            hits,
            dash(r.printed_tt_hits),
        ));
    }
    for (i, note) in notes.iter().enumerate() {
        s.push_str(&format!("\n[{}] {note}", i + 1));
    }
    s.trim_end().to_string()
}
