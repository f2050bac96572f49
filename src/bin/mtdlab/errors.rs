//! clap's errors in the command line's own words: one line naming the flag (and the value),
//! with clap's suggestion when it has one ("unknown option --depht (did you mean
//! --depth?)"). clap's own message is several lines with the usage; CONVENTIONS.md §4 asks
//! for one.

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// Where an error about flags sends the user for the whole usage.
pub const HELP: &str = "(--help lists the options)";

/// `err`, met while parsing `args` (the arguments after the program's name), as one line.
pub fn one_line(err: &clap::Error, args: &[String]) -> String {
    let text = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        _ => String::new(),
    };
    // "--guess <N>" → "--guess"
    let flag = || {
        let arg = text(ContextKind::InvalidArg);
        arg.split([' ', '=']).next().unwrap_or_default().to_string()
    };
    let did_you_mean = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => format!(" (did you mean {s}?)"),
        Some(ContextValue::Strings(v)) if !v.is_empty() => {
            format!(" (did you mean {}?)", v.join(" or "))
        }
        _ => String::new(),
    };
    match err.kind() {
        ErrorKind::UnknownArgument => {
            let arg = text(ContextKind::InvalidArg);
            let suggestion = did_you_mean(ContextKind::SuggestedArg);
            if arg.starts_with("--") {
                format!("unknown option {}{suggestion} {HELP}", flag())
            } else {
                format!("unexpected argument '{arg}'{suggestion} {HELP}")
            }
        }
        ErrorKind::InvalidSubcommand => {
            let name = text(ContextKind::InvalidSubcommand);
            let suggestion = match err.get(ContextKind::SuggestedSubcommand) {
                Some(ContextValue::String(s)) => format!(" (did you mean '{s}'?)"),
                Some(ContextValue::Strings(v)) if !v.is_empty() => {
                    format!(" (did you mean '{}'?)", v.join("' or '"))
                }
                _ => String::new(),
            };
            if args.first().is_some_and(|a| a == "experiment") && args.get(1) == Some(&name) {
                format!(
                    "experiment: unknown experiment '{name}'{suggestion} (mtdlab experiment \
                     --help lists them)"
                )
            } else {
                format!("unknown command '{name}'{suggestion} (mtdlab --help lists the commands)")
            }
        }
        // clap says "cannot be used multiple times" with the flag as its own prior
        ErrorKind::ArgumentConflict
            if text(ContextKind::PriorArg) == text(ContextKind::InvalidArg) =>
        {
            format!("{} is given twice", flag())
        }
        ErrorKind::ArgumentConflict => format!(
            "{} cannot go together with {}",
            flag(),
            text(ContextKind::PriorArg)
        ),
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(err).map_or(String::new(), |e| e.to_string());
            format!("{}: {why}", flag())
        }
        ErrorKind::InvalidValue if text(ContextKind::InvalidValue).is_empty() => {
            format!("{} needs a value", flag())
        }
        ErrorKind::InvalidValue => format!(
            "{}: '{}' is not one of {}{}",
            flag(),
            text(ContextKind::InvalidValue),
            text(ContextKind::ValidValue),
            did_you_mean(ContextKind::SuggestedValue)
        ),
        ErrorKind::TooManyValues => format!(
            "{} takes no value (got '{}')",
            flag(),
            text(ContextKind::InvalidValue)
        ),
        ErrorKind::MissingRequiredArgument => format!("{} is required {HELP}", flag()),
        // anything else: clap's first line, without its "error: "
        _ => {
            let rendered = err.to_string();
            let first = rendered.lines().next().unwrap_or_default();
            first.trim_start_matches("error: ").to_string()
        }
    }
}
