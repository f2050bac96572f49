//! `mtdlab experiment merge FILES…`: the `--json` answers of the shards of one run
//! (`--shard K/N`) as the `--json` of the whole run. The merge is the library's
//! (`mtdlab::experiment::shard::merge`, which the Python module's Dask runs use too); this
//! file reads the files and adds up the shards' times.

use crate::cli::MergeArgs;
use mtdlab::experiment::shard::{merge as merge_parts, Merged, Part};
use serde_json::Value;

pub fn merge(args: &MergeArgs) -> Result<String, String> {
    let mut parts = Vec::new();
    let (mut wall_ms, mut threads) = (0.0, 0usize);
    for path in &args.files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
        let answer: Value = serde_json::from_str(&text)
            .map_err(|e| format!("{name}: not the JSON of an experiment ({e})"))?;
        if answer.get("interrupted") == Some(&Value::Bool(true)) {
            return Err(format!(
                "{name}: this shard was interrupted (Ctrl-C) and holds only some of its trees; \
                 run it again"
            ));
        }
        let part = answer.get("shard").ok_or_else(|| {
            format!("{name}: not the answer of a shard (no \"shard\": run with --shard K/N --json)")
        })?;
        let part: Part = serde_json::from_value(part.clone())
            .map_err(|e| format!("{name}: its \"shard\" cannot be read ({e})"))?;
        // the shards' times added up: the work's time, not the elapsed time of the run
        wall_ms += answer["wall_ms"].as_f64().unwrap_or(0.0);
        threads += answer["threads"].as_u64().unwrap_or(0) as usize;
        parts.push((name, part));
    }
    let (merged, _) = merge_parts(&parts).map_err(|e| e.to_string())?;
    if let Merged::Kalah(table) = &merged {
        // Kalah's table, as its unsharded run, has no times
        return serde_json::to_string(table).map_err(|e| e.to_string());
    }
    crate::experiment::with_wall(&merged, wall_ms, false, None, threads)
}
