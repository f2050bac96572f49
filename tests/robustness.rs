//! Bad input never panics: mangled tree texts and Kalah position texts, random configs
//! for the session, and absurd sizes all come back as errors that say what and where.

mod common;

use common::{random_dag_text, Rng};
use mtdlab::games::kalah::{parse_position, Kalah};
use mtdlab::games::random::RandomTree;
use mtdlab::games::tree::Tree;
use mtdlab::search::{run, Algorithm, DriverParams, Options, SearchSettings};
use mtdlab::session::Session;

const PIECES: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ",",
    " ",
    "\n",
    "-",
    "+",
    ":",
    "a",
    "b:",
    "x1",
    "0",
    "7",
    "99999999999",
    "1.5",
    "é",
    "∞",
    "{",
];

/// A valid text with a few random edits: deletions, insertions of grammar pieces, swaps.
fn mangle(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<String> = text.chars().map(String::from).collect();
    for _ in 0..rng.range(1, 4) {
        let at = rng.range(0, chars.len() as i64) as usize;
        match rng.next() % 3 {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => chars.insert(
                at.min(chars.len()),
                PIECES[(rng.next() % PIECES.len() as u64) as usize].to_string(),
            ),
            _ if chars.len() > 1 => {
                let other = rng.range(0, chars.len() as i64 - 1) as usize;
                let last = chars.len() - 1;
                chars.swap(at.min(last), other);
            }
            _ => {}
        }
    }
    chars.concat()
}

#[test]
fn mangled_tree_texts_parse_or_say_where_they_fail() {
    let mut rng = Rng::new(1234);
    let mut errors = 0;
    for _ in 0..5000 {
        let height = rng.range(1, 4) as u32;
        let valid = random_dag_text(&mut rng, height, 3);
        let text = mangle(&mut rng, &valid);
        match Tree::parse(&text) {
            Ok(tree) => {
                // whatever parsed is a tree every algorithm can search
                for algorithm in [Algorithm::MtdF, Algorithm::NegaScoutTt, Algorithm::MtdBi] {
                    run(&tree, algorithm, &Options::default()).unwrap();
                }
            }
            Err(e) => {
                errors += 1;
                assert!(e.message.starts_with("tree text, line "), "{text:?}: {e}");
                assert!(e.message.contains("column"), "{text:?}: {e}");
            }
        }
    }
    assert!(
        errors > 1000,
        "the mangling should break most texts ({errors})"
    );
}

/// The test's own reading of a position text (the rules of `parse_position`'s docs): 2n + 2
/// seed counts (n = 1…6), each a whole number of at most 72 seeds (a board of 6 pits a side
/// and 6 seeds a pit), commas between, then optionally `;` and the side to move (1, 2, first
/// or second). None when the text breaks a rule.
fn reference_position(text: &str) -> Option<(Vec<u32>, bool)> {
    let (board, side) = match text.split_once(';') {
        Some((b, s)) => (b, Some(s)),
        None => (text, None),
    };
    let mut counts = Vec::new();
    for item in board.split(',') {
        let word = item.trim();
        let digits = word.strip_prefix('+').unwrap_or(word);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
            return None;
        }
        let n: u32 = digits.parse().ok()?;
        if n > 72 {
            return None;
        }
        counts.push(n);
    }
    if counts.len() % 2 == 1 || !(4..=14).contains(&counts.len()) {
        return None;
    }
    let first = match side.map(|s| s.trim().to_ascii_lowercase()) {
        None => true,
        Some(s) if s == "1" || s == "first" => true,
        Some(s) if s == "2" || s == "second" => false,
        Some(_) => return None,
    };
    Some((counts, first))
}

#[test]
fn mangled_kalah_positions_parse_or_say_what_is_wrong() {
    let mut rng = Rng::new(99);
    let (mut refused, mut read) = (0, 0);
    for _ in 0..3000 {
        let text = mangle(&mut rng, "2,2,2,0,2,2,2,0;1");
        // exactly the texts the test's own reader refuses are refused, with a message
        match (parse_position(&text), reference_position(&text)) {
            (Ok(got), Some(want)) => {
                assert_eq!(got, want, "{text:?}");
                read += 1;
            }
            (Err(e), None) => {
                assert!(
                    e.message.contains("position text")
                        || e.message.contains("place ")
                        || e.message.contains("side to move"),
                    "{text:?}: {e}"
                );
                refused += 1;
            }
            (got, want) => panic!("{text:?}: parsed {got:?}, the reference {want:?}"),
        }
        let _ = Kalah::with_position(3, 2, &text).map_err(|e| assert!(!e.message.is_empty()));
    }
    // the mangling breaks most texts but not all (counts for seed 99, from the reference)
    assert!(
        refused > 1000 && read > 100,
        "{refused} refused, {read} read"
    );
}

#[test]
fn absurd_sizes_are_refused_with_the_field_named() {
    assert!(RandomTree::new(50, 64, 0, 1, 1, false)
        .unwrap_err()
        .message
        .contains("2^62"));
    assert!(RandomTree::new(0, 3, 0, 1, 1, false)
        .unwrap_err()
        .message
        .contains("branching"));
    assert!(RandomTree::new(3, 3, 5, 1, 1, false)
        .unwrap_err()
        .message
        .contains("value range"));
    assert!(Kalah::new(7, 2).is_err());
    assert!(Kalah::new(3, 0).is_err());
    let tree = Tree::parse("[1,2]").unwrap();
    for (options, field) in [
        (
            Options {
                search: SearchSettings::default().with_depth(Some(0)),
                ..Options::default()
            },
            "depth",
        ),
        (
            Options {
                search: SearchSettings::default().with_depth(Some(1000)),
                ..Options::default()
            },
            "depth",
        ),
        (
            Options {
                search: SearchSettings::default().with_tt_size(0),
                ..Options::default()
            },
            "tt size",
        ),
        (
            Options {
                driver: DriverParams::MtdF { guess: i32::MAX },
                ..Options::default()
            },
            "guess",
        ),
        (
            Options {
                driver: DriverParams::MtdStep { step: -1 },
                ..Options::default()
            },
            "step",
        ),
        (
            Options {
                driver: DriverParams::MtdFStep {
                    guess: 0,
                    schedule: vec![],
                },
                ..Options::default()
            },
            "schedule",
        ),
    ] {
        let e = run(&tree, Algorithm::MtdF, &options).unwrap_err();
        assert!(e.to_string().contains(field), "{field}: {e}");
    }
}

#[test]
fn random_configs_make_a_session_or_name_the_bad_field() {
    let mut rng = Rng::new(5);
    let values = [
        "null",
        "-1",
        "0",
        "3",
        "1e9",
        "99999999999",
        "\"x\"",
        "true",
        "[]",
        "{}",
        "[1,2]",
        "\"[[1,2],[3]]\"",
    ];
    let fields = [
        "algorithm",
        "guess",
        "step",
        "schedule",
        "depth",
        "tt",
        "ttSize",
        "maxEvents",
        "maxNodes",
        "bogus",
    ];
    let games = [
        r#"{"kind":"tree","text":"[[3,12,8],[2,4,6],[14,5,2]]"}"#,
        r#"{"kind":"random","branching":3,"depth":3,"min":-5,"max":5,"seed":1}"#,
        r#"{"kind":"kalah","pits":3,"seeds":2,"depth":3}"#,
        r#"{"kind":"kalah","pits":9,"seeds":2,"depth":3}"#,
        r#"{"kind":"random","branching":1000,"depth":64,"min":0,"max":1,"seed":1}"#,
        r#"{"kind":"chess"}"#,
        r#"{"kind":"tree","text":"[[1,2],[3"}"#,
    ];
    for _ in 0..2000 {
        let mut parts = vec![format!(
            r#""game":{}"#,
            games[(rng.next() % games.len() as u64) as usize]
        )];
        for _ in 0..rng.range(0, 3) {
            let f = fields[(rng.next() % fields.len() as u64) as usize];
            let v = values[(rng.next() % values.len() as u64) as usize];
            parts.push(format!(r#""{f}":{v}"#));
        }
        if rng.next().is_multiple_of(2) {
            parts.push(r#""algorithm":"mtdf""#.to_string());
        }
        let text = format!("{{{}}}", parts.join(","));
        let config: serde_json::Value = match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(_) => continue, // a field given twice
        };
        match Session::from_json(&config) {
            Ok(mut s) => {
                let _ = s.run_some(3);
            }
            Err(e) => {
                let field = e.message.split(':').next().unwrap_or("");
                assert!(
                    !field.is_empty() && !field.contains(' ') || field.starts_with("config"),
                    "{text}: {e}"
                );
            }
        }
    }
}

#[test]
fn config_errors_start_with_the_field_path() {
    let cases = [
        (r#"{"game":{"kind":"chess"}}"#, "game.kind"),
        (
            r#"{"game":{"kind":"kalah","pits":9,"seeds":2,"depth":3}}"#,
            "game.pits",
        ),
        (
            r#"{"game":{"kind":"tree","text":"[[1,2],[3"}}"#,
            "game.text: tree text, line 1, column",
        ),
        (
            r#"{"game":{"kind":"random","branching":1000,"depth":64,"min":0,"max":1,"seed":1}}"#,
            "game.depth",
        ),
        (
            r#"{"game":{"kind":"tree","text":"[1]"},"ttSize":"x"}"#,
            "ttSize",
        ),
        (
            r#"{"game":{"kind":"tree","text":"[1]"},"bogus":1}"#,
            "bogus",
        ),
        (
            r#"{"game":{"kind":"tree","text":"[1]"},"algorithm":"sss"}"#,
            "algorithm",
        ),
        (
            r#"{"game":{"kind":"tree","text":"[1]"},"depth":0}"#,
            "depth",
        ),
        (r#"{"algorithm":"mtdf"}"#, "game"),
    ];
    for (text, want) in cases {
        let config: serde_json::Value = serde_json::from_str(text).unwrap();
        let e = Session::from_json(&config)
            .err()
            .unwrap_or_else(|| panic!("{text} was accepted"));
        assert!(
            e.message.starts_with(want),
            "{text}: '{e}' should start with '{want}'"
        );
    }
}

/// A tree nested `MAX_HEIGHT` (64) levels deep parses; one level deeper is refused, with a
/// message naming the limit.
#[test]
fn a_tree_may_be_64_levels_deep_and_no_deeper() {
    let nested = |levels: usize| format!("{}1{}", "[".repeat(levels), "]".repeat(levels));
    assert_eq!(mtdlab::games::tree::MAX_HEIGHT, 64);
    let deepest = Tree::parse(&nested(64)).unwrap();
    assert_eq!(mtdlab::Game::full_depth(&deepest), Some(64));
    let e = Tree::parse(&nested(65)).unwrap_err().to_string();
    assert!(e.contains("deeper than 64 levels"), "{e}");
}

/// A parse error quotes what it found, at the place worked out by hand (columns count
/// characters from 1): the character that cannot start a node, the end of the text, the
/// whole word that is not an integer, and what follows a complete tree.
#[test]
fn a_parse_error_quotes_what_it_found_and_where() {
    for (text, want) in [
        (
            "[1, ?]",
            "tree text, line 1, column 5: expected a number, a label, '(' or '['; found '?'",
        ),
        (
            "[1, é]",
            "tree text, line 1, column 5: expected a number, a label, '(' or '['; found 'é'",
        ),
        (
            "[1, b:",
            "tree text, line 1, column 7: expected a number, a label, '(' or '['; found the end of the text",
        ),
        ("[1, 2.5]", "tree text, line 1, column 5: '2.5' is not an integer"),
        ("[1,\n -3x4 ]", "tree text, line 2, column 2: '-3x4' is not an integer"),
        (
            "[1, 2] x",
            "tree text, line 1, column 8: unexpected 'x' after the end of the tree",
        ),
    ] {
        let e = Tree::parse(text).unwrap_err().to_string();
        assert_eq!(e, want, "{text:?}");
    }
}
