//! The command line as Rust users expect it (issue 21): `--help` on every command, a
//! suggestion for a mistyped flag, shell completions, a progress bar on a terminal and none
//! when piped, and Ctrl-C stopping a long run with what it had done printed.

use serde_json::Value;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_mtdlab");

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(BIN).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn search_help_lists_every_flag() {
    let (code, out, err) = run(&["search", "--help"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("Usage: mtdlab search"), "{out}");
    // the flags of `search` before clap (the usage text of mtdlab 0.1.0's hand-written parser)
    for flag in [
        "--tree",
        "--random",
        "--order",
        "--values",
        "--range",
        "--kalah",
        "--position",
        "--algo",
        "--guess",
        "--step",
        "--schedule",
        "--depth",
        "--no-tt",
        "--tt-size",
        "--max-visits",
        "--max-tests",
        "--cut",
        "--json",
    ] {
        assert!(
            out.lines().any(|l| l.trim_start().starts_with(flag)),
            "search --help lacks {flag}:\n{out}"
        );
    }
}

#[test]
fn every_command_has_help() {
    for command in [
        &["search"][..],
        &["tree"],
        &["kalah-match"],
        &["experiment"],
        &["experiment", "random"],
        &["experiment", "minimal"],
        &["experiment", "steps"],
        &["experiment", "kalah"],
        &["completions"],
    ] {
        let mut args = command.to_vec();
        args.push("--help");
        let (code, out, err) = run(&args);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        let usage = format!("Usage: mtdlab {}", command.join(" "));
        assert!(out.contains(&usage), "{args:?}: {out}");
    }
}

#[test]
fn a_mistyped_flag_or_command_gets_a_suggestion() {
    for (args, said) in [
        (
            &["experiment", "random", "--dephts", "3"][..],
            "unknown option --dephts (did you mean --depths?)",
        ),
        (
            &["kalah-match", "--depth", "3,4", "--algo", "mtdf"],
            "unknown option --depth (did you mean --depths?)",
        ),
        (
            &["serch"],
            "unknown command 'serch' (did you mean 'search'?)",
        ),
        (
            &["experiment", "minimall"],
            "unknown experiment 'minimall' (did you mean 'minimal'?)",
        ),
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("mtdlab: "), "{err}");
        assert!(err.contains(said), "{args:?}: '{err}' lacks '{said}'");
    }
}

#[test]
fn completions_name_the_commands_and_their_flags() {
    let (code, bash, err) = run(&["completions", "bash"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(bash.contains("complete -F"), "not a bash completion script");
    for word in [
        "search",
        "tree",
        "kalah-match",
        "experiment",
        "minimal",
        "--depths",
    ] {
        assert!(bash.contains(word), "the bash script lacks {word}");
    }
    for (shell, mark) in [("zsh", "#compdef mtdlab"), ("fish", "complete -c mtdlab")] {
        let (code, script, err) = run(&["completions", shell]);
        assert_eq!((code, err.as_str()), (0, ""), "{shell}");
        assert!(script.contains(mark), "{shell}: {script}");
        assert!(script.contains("kalah-match"), "{shell}");
    }
    let (code, _, err) = run(&["completions", "tcsh"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("mtdlab: ") && err.contains("tcsh"), "{err}");
}

/// An experiment of 40 small trees: quick, with the trees counted.
const SMALL: [&str; 9] = [
    "experiment",
    "random",
    "--trees",
    "40",
    "--branching",
    "3",
    "--depths",
    "3",
    "--json",
];

#[cfg(target_os = "linux")]
#[test]
fn a_progress_bar_is_drawn_on_a_terminal_and_not_in_a_pipe() {
    // `script` runs the command on a pseudo-terminal and copies what it shows to its stdout;
    // a terminal that can move its cursor (CI may leave TERM unset: a dumb terminal, no bar)
    let line = format!("{BIN} {}", SMALL.join(" "));
    let out = Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .env("TERM", "xterm")
        .stdin(Stdio::null())
        .output()
        .expect("script (util-linux) runs");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{shown}");
    for part in ["/40 trees", "node visits", "ETA"] {
        assert!(
            shown.contains(part),
            "the terminal showed no '{part}':\n{shown}"
        );
    }
    // piped: the answer alone, and nothing on stderr
    let (code, out, err) = run(&SMALL);
    assert_eq!((code, err.as_str()), (0, ""));
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["rows"][0]["trees"], 40);
    assert!(v.get("interrupted").is_none(), "{out}");
}

/// Waits until `pid` has a handler for SIGINT (the run is under way), or has ended; a
/// program that never sets one is signalled after 3000 looks all the same (and dies of it).
#[cfg(target_os = "linux")]
fn wait_for_sigint_handler(pid: u32) {
    for _ in 0..3000 {
        let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
            return;
        };
        let caught = status
            .lines()
            .find_map(|l| l.strip_prefix("SigCgt:"))
            .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
            .unwrap_or(0);
        // bit n - 1 stands for signal n; SIGINT is 2
        if caught & (1 << (libc::SIGINT - 1)) != 0 || status.contains("State:\tZ") {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

#[cfg(target_os = "linux")]
fn interrupted(args: &[&str]) -> Output {
    let child = Command::new(BIN)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for_sigint_handler(child.id());
    // SAFETY: kill(2) on the child's own pid, which it keeps until waited for below
    let sent = unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    assert_eq!(sent, 0);
    child.wait_with_output().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_a_long_experiment_and_prints_what_was_done() {
    // a million trees, each at depth 6: minutes of work, stopped at once
    let trees = 1_000_000u64;
    let out = interrupted(&[
        "experiment",
        "random",
        "--trees",
        &trees.to_string(),
        "--branching",
        "3",
        "--depths",
        "6",
        "--json",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("mtdlab: interrupted: "), "{err}");
    assert!(err.contains(&format!("of {trees} trees done")), "{err}");
    let v: Value = serde_json::from_slice(&out.stdout).expect("the answer is JSON");
    assert_eq!(v["interrupted"], true);
    let done = v["rows"][0]["trees"].as_u64().unwrap();
    assert!(done < trees, "{done} trees: the run was not stopped");
    // every algorithm's row counts the same trees, and the note says how many
    for row in v["rows"].as_array().unwrap() {
        assert_eq!(row["trees"].as_u64(), Some(done));
    }
    assert!(err.contains(&format!(": {done} of {trees}")), "{err}");
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_the_kalah_tables_between_root_searches() {
    let out = interrupted(&["experiment", "kalah", "--json"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert!(err.starts_with("mtdlab: interrupted: "), "{err}");
    let v: Value = serde_json::from_slice(&out.stdout).expect("the answer is JSON");
    assert_eq!(v["interrupted"], true);
    // "mtdlab: interrupted: N of M games played; …": N games in the answer, fewer than M
    let counts: Vec<usize> = err
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    let [played, games] = counts[..] else {
        panic!("{err}")
    };
    assert!(played < games, "{err}");
    assert_eq!(v["rows"].as_array().unwrap().len(), played);
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_a_kalah_match_with_the_game_so_far() {
    let out = interrupted(&[
        "kalah-match",
        "--depths",
        "9,9",
        "--algo",
        "mtdf",
        "--searches",
        "--json",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    let v: Value = serde_json::from_slice(&out.stdout).expect("the answer is JSON");
    assert_eq!(v["interrupted"], true);
    let searches = v["searches"].as_array().unwrap().len();
    assert!(
        err.contains(&format!("after {searches} root searches")),
        "{err}"
    );
    // the game is not over: the 72 seeds are not all in the stores
    let stores = v["stores"][0].as_u64().unwrap() + v["stores"][1].as_u64().unwrap();
    assert!(stores < 72, "{stores}");
}
