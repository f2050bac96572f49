//! Textbook trees kept as data files (tests/data/textbook): each run's value, evaluated
//! leaves, TT counts and test sequence, as the books (and CONVENTIONS.md §6) give them.

use mtdlab::games::tree::Tree;
use mtdlab::search::{Algorithm, DriverParams, Options, Run};
use mtdlab::trace::LeafOrder;
use serde_json::Value;

fn bound(v: i32) -> Value {
    if mtdlab::trace::is_infinite(v) {
        Value::Null
    } else {
        v.into()
    }
}

#[test]
fn textbook_trees_give_the_published_values_leaves_and_tests() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/textbook");
    let mut files = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let case: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let name = case["name"].as_str().unwrap();
        let tree = Tree::parse(case["tree"].as_str().unwrap()).unwrap();
        files += 1;
        for r in case["runs"].as_array().unwrap() {
            let algorithm = Algorithm::parse(r["algo"].as_str().unwrap()).unwrap();
            let options = Options {
                driver: DriverParams::of(algorithm)
                    .with_guess(r["guess"].as_i64().unwrap_or(0) as i32),
                ..Options::default()
            };
            let run = Run::new(&tree, algorithm, options, LeafOrder::default()).unwrap();
            let (result, leaves) = run.finish().unwrap();
            let what = format!("{name}: {}", algorithm.name());
            let value = r.get("value").unwrap_or(&case["value"]);
            assert_eq!(Value::from(result.value), *value, "{what}: value");
            if let Some(want) = r.get("evaluated_leaves") {
                assert_eq!(
                    serde_json::to_value(&leaves.leaves).unwrap(),
                    *want,
                    "{what}: evaluated leaves"
                );
            }
            for (field, got) in [
                ("tt_hits", result.counters.tt_hits),
                ("tt_cutoffs", result.counters.tt_cutoffs),
            ] {
                if let Some(want) = r.get(field) {
                    assert_eq!(Value::from(got), *want, "{what}: {field}");
                }
            }
            if let Some(want) = r.get("tests") {
                let got: Vec<Value> = result
                    .tests
                    .iter()
                    .filter(|t| t.null_window)
                    .map(|t| {
                        serde_json::json!({
                            "beta": bound(t.beta), "g": t.g, "outcome": t.outcome,
                            "lower": bound(t.lower), "upper": bound(t.upper),
                        })
                    })
                    .collect();
                assert_eq!(Value::from(got), *want, "{what}: tests");
            }
        }
    }
    assert!(files >= 4, "the textbook trees are missing");
}

/// Hiroi's tree labels its nodes; a move is named by the label of the child it leads to, and
/// an unlabelled child by the move's index.
#[test]
fn a_move_is_named_by_its_childs_label() {
    use mtdlab::Game;
    let tree = Tree::parse("R:(A:(C:(G:1 H:3) D:(I:4 J:2)) B:(E:(K:2 L:1) F:(M:3 N:5)))").unwrap();
    let root = tree.root();
    assert_eq!(tree.move_label(&root, 0), "A");
    assert_eq!(tree.move_label(&root, 1), "B");
    let b = tree.apply(&root, 1);
    assert_eq!(tree.move_label(&b, 1), "F");
    let plain = Tree::parse("[[3,12,8],[2,4,6]]").unwrap();
    assert_eq!(plain.move_label(&plain.root(), 1), "1");
}
