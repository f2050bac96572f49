//! The `mtdlab` binary on hostile input (the probe of issue 19): integers of any size,
//! arguments that are not UTF-8, a closed pipe, a full stderr, long tokens, unknown flags,
//! absurd ranges. Every one ends in a clear line (or quietly, for a closed pipe), never a
//! panic or a wrong value.

use std::io::Read;
use std::process::{Command, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mtdlab"))
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = bin().args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// One line on stderr, starting "mtdlab: ", with exit status 2 and nothing on stdout.
fn assert_one_line_error(args: &[&str], needle: &str) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 2, "{args:?}: {err}");
    assert!(out.is_empty(), "{args:?} printed {out}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("mtdlab: "), "{err}");
    assert!(err.contains(needle), "{args:?}: '{err}' lacks '{needle}'");
    err
}

#[test]
fn every_integer_outside_a_billion_is_refused_whatever_its_size() {
    for leaf in [
        "-9223372036854775808",
        "9223372036854775807",
        "-9223372036854775809",
        "99999999999999999999999999",
        "1000000001",
        "-1000000001",
    ] {
        let tree = format!("[{leaf},-5]");
        assert_one_line_error(
            &["search", "--tree", &tree, "--algo", "minimax"],
            "out of range",
        );
    }
    // the limits themselves are leaves
    let (code, out, err) = run(&[
        "search",
        "--tree",
        "[-1000000000,1000000000]",
        "--algo",
        "minimax",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"value\":1000000000"), "{out}");
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_a_clear_error() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    for (at, args) in [
        (
            3,
            vec!["search", "--tree", "[1,\u{0}]", "--algo", "minimax"],
        ),
        (
            5,
            vec!["search", "--tree", "[1,2]", "--algo", "mini\u{0}max"],
        ),
    ] {
        let args: Vec<&OsStr> = args
            .iter()
            .map(|a| {
                if a.contains('\u{0}') {
                    // a byte 0xff where the test wrote NUL
                    let bytes: Vec<u8> = a.bytes().map(|b| if b == 0 { 0xff } else { b }).collect();
                    OsStr::from_bytes(Box::leak(bytes.into_boxed_slice()))
                } else {
                    OsStr::new(*a)
                }
            })
            .collect();
        let out = bin().args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains("not valid UTF-8"), "{err}");
        assert!(err.contains(&format!("argument {at}")), "{err}");
    }
}

#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    let mut child = bin()
        .args(["tree", "--random", "10,7,1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // read 20 bytes, then close the pipe, as `| head -c 20` does
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 20];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert!(err.is_empty(), "{err}");
    // the status a shell shows for a program ended by SIGPIPE: 128 + 13
    assert_eq!(status.code(), Some(141));
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_stderr_does_not_abort() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let status = bin()
        .args(["search", "--tree", "[1,x]", "--algo", "minimax"])
        .stderr(full)
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
}

#[test]
fn a_long_token_is_cut_and_its_length_said() {
    let long = "x".repeat(131_000);
    let tree = format!("[1,{long}]");
    for args in [
        vec!["search", "--tree", tree.as_str(), "--algo", "minimax"],
        vec!["search", "--tree", "[1,2]", "--algo", long.as_str()],
        vec!["search", long.as_str()],
    ] {
        let (code, _, err) = run(&args);
        assert_eq!(code, 2, "{}", &err[..err.len().min(300)]);
        assert!(err.len() < 400, "an error of {} characters", err.len());
        assert!(
            err.contains("131000 characters") || err.contains("131003 characters"),
            "{err}"
        );
    }
}

#[test]
fn an_unknown_flag_is_one_line_pointing_at_help() {
    let err = assert_one_line_error(
        &["search", "--tree", "[1,2]", "--algo", "minimax", "--bogus"],
        "unknown option --bogus",
    );
    assert!(err.contains("--help"), "{err}");
    assert_one_line_error(&["fly"], "unknown command 'fly'");
    assert_one_line_error(&["search", "oops"], "unexpected argument 'oops'");
    assert_one_line_error(&["search", "--algo", "mtdf"], "--tree is required");
}

#[test]
fn experiment_without_a_subcommand_is_an_error() {
    assert_one_line_error(
        &["experiment"],
        "random, minimal, steps, kalah, programs or merge",
    );
    assert_one_line_error(&[], "search, tree, kalah-match or experiment");
    // asked for, the usage is printed and the status is 0
    for args in [&["experiment", "--help"][..], &["--help"][..]] {
        let (code, out, _) = run(args);
        assert_eq!(code, 0);
        assert!(out.contains("Usage: mtdlab"), "{out}");
    }
}

#[test]
fn ranges_are_checked_before_any_work() {
    let err = assert_one_line_error(
        &[
            "experiment",
            "minimal",
            "--trees",
            "1",
            "--branching",
            "2",
            "--depths",
            "4294967295",
        ],
        "--depths",
    );
    assert!(err.contains("out of range"), "{err}");
    assert!(!err.contains("max-work"), "{err}");
}
