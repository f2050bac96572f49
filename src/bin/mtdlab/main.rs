//! The `mtdlab` command line (CONVENTIONS.md §4): `search` runs one algorithm on a
//! hand-built tree, a random tree or a Kalah position, `tree` prints a random tree,
//! `kalah-match` plays seed 003's Kalah games, `experiment` runs seed 001's experiments
//! and computes seed 003's tables, `completions` writes a shell's completion script. Bad
//! input: exit status 2 and one line on stderr. This file only dispatches: the grammar is
//! cli.rs (clap), each command lives in its own module.

// The command line is native only (its experiments use threads and the clock); built for
// wasm32 (as `cargo test --target wasm32-unknown-unknown` builds every binary) it is empty.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod errors;
#[cfg(not(target_arch = "wasm32"))]
mod experiment;
#[cfg(not(target_arch = "wasm32"))]
mod interrupt;
#[cfg(not(target_arch = "wasm32"))]
mod kalah;
#[cfg(not(target_arch = "wasm32"))]
mod merge;
#[cfg(not(target_arch = "wasm32"))]
mod programs;
#[cfg(not(target_arch = "wasm32"))]
mod progress;
#[cfg(not(target_arch = "wasm32"))]
mod random_tree;
#[cfg(not(target_arch = "wasm32"))]
mod search;
#[cfg(not(target_arch = "wasm32"))]
mod values;

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    // a panic is a bug; still, the user sees one line, not a backtrace
    std::panic::set_hook(Box::new(|info| {
        say_error(&format!("internal error: {info}"));
    }));
    let answer = match args() {
        Ok(args) => std::panic::catch_unwind(|| dispatch(&args)),
        Err(message) => Ok(Err(message)),
    };
    match answer {
        Ok(Ok(out)) => {
            let status = print_answer(&out);
            // a run stopped by Ctrl-C printed what it had done; it says so, and exits 130
            match interrupt::said() {
                Some(note) if status == ExitCode::SUCCESS => {
                    say_error(note);
                    ExitCode::from(interrupt::STATUS)
                }
                _ => status,
            }
        }
        Ok(Err(message)) => {
            say_error(&message);
            ExitCode::from(2)
        }
        Err(_) => ExitCode::from(3),
    }
}

/// The arguments after the program's name; one that is not UTF-8 is an error naming it
/// (clap would only say that some argument is not).
#[cfg(not(target_arch = "wasm32"))]
fn args() -> Result<Vec<String>, String> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                format!(
                    "argument {} is not valid UTF-8: {}",
                    i + 1,
                    &a.to_string_lossy()
                )
            })
        })
        .collect()
}

/// Parses the line (cli.rs) and runs its command; the help, the version and the completions
/// are answers too. An error is one line (errors.rs).
#[cfg(not(target_arch = "wasm32"))]
fn dispatch(args: &[String]) -> Result<String, String> {
    use clap::error::ErrorKind;
    use clap::{CommandFactory, Parser};
    use cli::{Cli, Command};
    let line = std::iter::once("mtdlab").chain(args.iter().map(String::as_str));
    let parsed = match Cli::try_parse_from(line) {
        Ok(parsed) => parsed,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            return Ok(e.render().to_string().trim_end().to_string())
        }
        Err(e) => return Err(errors::one_line(&e, args)),
    };
    match parsed.command {
        Some(Command::Search(a)) => search::search(&a),
        Some(Command::KalahMatch(a)) => kalah::kalah_match(&a),
        Some(Command::Tree(a)) => random_tree::tree(&a.shape),
        Some(Command::Experiment(a)) => experiment::run(&a),
        Some(Command::Completions { shell }) => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "mtdlab", &mut script);
            String::from_utf8(script)
                .map(|s| s.trim_end().to_string())
                .map_err(|e| e.to_string())
        }
        None => Err(
            "no command given: search, tree, kalah-match or experiment (mtdlab --help for more)"
                .to_string(),
        ),
    }
}

/// Writes the answer to stdout. A reader that closed the pipe (`| head`) ends the program
/// quietly, with the status a shell shows for a program ended by SIGPIPE (128 + 13).
#[cfg(not(target_arch = "wasm32"))]
fn print_answer(out: &str) -> ExitCode {
    use std::io::{ErrorKind, Write};
    let mut stdout = std::io::stdout().lock();
    match writeln!(stdout, "{out}").and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == ErrorKind::BrokenPipe => ExitCode::from(141),
        Err(e) => {
            say_error(&format!("cannot write the answer: {e}"));
            ExitCode::from(1)
        }
    }
}

/// One line on stderr; a stderr that cannot be written (full, closed) is ignored.
#[cfg(not(target_arch = "wasm32"))]
fn say_error(message: &str) {
    use std::io::Write;
    let message = cut_long_words(message.to_string());
    let _ = writeln!(std::io::stderr().lock(), "mtdlab: {message}");
}

#[cfg(not(target_arch = "wasm32"))]
/// `message` with every run of more than 60 non-space characters cut to its first 40 and
/// its length: "'xxxxxxxx…' (131000 characters): …". The count leaves out the quotes and
/// punctuation around a quoted token. (The page cuts its errors the same way, in JS:
/// `cutLongWords` in www/i18n/engine-messages.js; here in the core it cost the page's
/// `.wasm` 1.5 KB.)
fn cut_long_words(message: String) -> String {
    const LONG: usize = 60;
    const KEEP: usize = 40;
    let chars = |w: &[u8]| w.iter().filter(|&&b| b & 0xC0 != 0x80).count();
    if !message.split(' ').any(|w| chars(w.as_bytes()) > LONG) {
        return message;
    }
    // the number of bytes at the start (or the end) of `w` that are in `set`
    let lead = |w: &[u8], set: &[u8]| w.iter().take_while(|b| set.contains(b)).count();
    let trail = |w: &[u8], set: &[u8]| w.iter().rev().take_while(|b| set.contains(b)).count();
    let mut out = String::new();
    for (i, word) in message.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let w = word.as_bytes();
        if chars(w) <= LONG {
            out.push_str(word);
            continue;
        }
        // 'token': → the opening quote, the token, its closing quote, the punctuation after
        let open = lead(w, b"'\"");
        let after = trail(w, b"'\":,.;");
        let token = w.get(open..w.len() - after).unwrap_or_default();
        let closing =
            open + token.len() + lead(w.get(open + token.len()..).unwrap_or_default(), b"'\"");
        // the token's first KEEP characters: up to the byte that starts the next one
        let mut seen = 0;
        let keep = token
            .iter()
            .position(|&b| {
                seen += usize::from(b & 0xC0 != 0x80);
                seen > KEEP
            })
            .unwrap_or(token.len());
        let text = |from: usize, to: usize| word.get(from..to).unwrap_or_default();
        out.push_str(text(0, open + keep));
        out.push('…');
        out.push_str(text(open + token.len(), closing));
        out.push_str(" (");
        out.push_str(&chars(token).to_string());
        out.push_str(" characters)");
        out.push_str(text(closing, w.len()));
    }
    out
}
