//! `mtdlab experiment NAME`: the seeds' experiments, one module each.

use crate::USAGE;

pub fn experiment(args: &[String]) -> Result<String, String> {
    match args.first().map(String::as_str) {
        Some("kalah") => crate::kalah::experiment_kalah(&args[1..]),
        Some(other) => Err(format!(
            "unknown experiment '{other}' (expected kalah)\n{USAGE}"
        )),
        None => Err(format!("experiment: which one? (kalah)\n{USAGE}")),
    }
}
