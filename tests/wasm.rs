//! The wasm `Session` (src/wasm.rs) in headless Chromium: sessions of every game and a few
//! algorithms step to the value, seeking forward and back agrees, typed arrays come out,
//! and a bad config throws an `Error` naming the field. `bash scripts/test.sh` runs it.
#![cfg(target_arch = "wasm32")]

use js_sys::{Error, Int32Array, Reflect, JSON};
use mtdlab::wasm::{solve, Session};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn js(json: &str) -> JsValue {
    JSON::parse(json).unwrap_or_else(|_| panic!("bad JSON in the test: {json}"))
}

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

fn config(game: &str, algorithm: &str) -> JsValue {
    js(&format!(
        r#"{{ "game": {game}, "algorithm": "{algorithm}" }}"#
    ))
}

/// JSON text of a value, typed arrays written as plain arrays (for comparing views).
fn text(v: &JsValue) -> String {
    let replacer =
        js_sys::Function::new_with_args("k, v", "return ArrayBuffer.isView(v) ? Array.from(v) : v");
    JSON::stringify_with_replacer(v, &replacer)
        .unwrap()
        .as_string()
        .unwrap()
}

fn run_to_end(s: &mut Session) -> usize {
    let mut tests = 0;
    loop {
        let record = s.next_test().unwrap_or_else(|_| panic!("nextTest failed"));
        if record.is_null() {
            return tests;
        }
        assert!(get(&record, "g").as_f64().is_some());
        tests += 1;
        assert!(tests < 10_000);
    }
}

fn value_of(game: &str, algorithm: &str) -> f64 {
    let answer = solve(config(game, algorithm)).unwrap_or_else(|_| panic!("solve failed"));
    get(&answer, "value").as_f64().unwrap()
}

#[wasm_bindgen_test]
fn every_game_and_a_few_algorithms_step_to_the_minimax_value() {
    let games = [
        format!(r#"{{ "kind": "tree", "text": "{AIMA}" }}"#),
        r#"{ "kind": "tree", "text": "(a:((3 9) (b:(2 7) 5)) (b (a 4)) (6 a))" }"#.to_string(),
        r#"{ "kind": "random", "branching": 3, "depth": 5, "min": -20, "max": 20, "seed": 4, "ordered": false }"#.to_string(),
        r#"{ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 5 }"#.to_string(),
    ];
    for game in &games {
        let minimax = value_of(game, "minimax");
        for algorithm in [
            "alphabeta",
            "negascout-tt",
            "mtdf",
            "mtd-bi",
            "mtd-f-ab",
            "id-mtdf",
        ] {
            let mut s = Session::new(config(game, algorithm))
                .unwrap_or_else(|_| panic!("{game} {algorithm}"));
            assert!(!s.done());
            let tests = run_to_end(&mut s);
            assert!(s.done());
            assert_eq!(s.test_count() as usize, tests);
            let summary = s.summary();
            assert_eq!(
                get(&summary, "value").as_f64(),
                Some(minimax),
                "{game} {algorithm}"
            );
            assert_eq!(get(&summary, "done").as_bool(), Some(true));
            assert_eq!(get(&summary, "truncated").as_bool(), Some(false));
            let events: Int32Array = s.events(0, s.event_count());
            assert_eq!(events.length(), 5 * s.event_count());
        }
    }
}

#[wasm_bindgen_test]
fn mtdf_on_the_aima_tree_makes_two_tests_to_the_value_3() {
    let game = format!(r#"{{ "kind": "tree", "text": "{AIMA}" }}"#);
    let mut s = Session::new(config(&game, "mtdf")).unwrap_or_else(|_| panic!("new"));
    let first = s.next_test().unwrap_or_else(|_| panic!("test 1"));
    assert_eq!(get(&first, "beta").as_f64(), Some(0.0));
    assert_eq!(get(&first, "outcome").as_string().as_deref(), Some("high"));
    assert!(get(&first, "upper").is_null(), "an infinite bound is null");
    let second = s.next_test().unwrap_or_else(|_| panic!("test 2"));
    assert_eq!(get(&second, "beta").as_f64(), Some(4.0));
    assert!(s.next_test().unwrap_or_else(|_| panic!("end")).is_null());
    let summary = s.summary();
    assert_eq!(get(&summary, "value").as_f64(), Some(3.0));
    let settings = get(&summary, "settings");
    assert_eq!(get(&settings, "ttSize").as_f64(), Some(65536.0));
}

#[wasm_bindgen_test]
fn seeking_forward_then_back_gives_equal_views_in_typed_arrays() {
    for (game, algorithm) in [
        (format!(r#"{{ "kind": "tree", "text": "{AIMA}" }}"#), "mtdf"),
        (
            r#"{ "kind": "random", "branching": 3, "depth": 5, "seed": 9 }"#.to_string(),
            "negascout",
        ),
        (
            r#"{ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 4 }"#.to_string(),
            "mtd-plus",
        ),
    ] {
        let mut s = Session::new(config(&game, algorithm)).unwrap_or_else(|_| panic!("new"));
        s.run_some(1000).unwrap_or_else(|_| panic!("run"));
        let n = s.event_count();
        let stride = (n / 100).max(1);
        let ks: Vec<u32> = (0..=n).step_by(stride as usize).chain([n]).collect();
        let forward: Vec<String> = ks.iter().map(|&k| text(&s.seek(k, None))).collect();
        // backwards, each seek handed the last view's node columns to refill, as the page does
        let mut reuse: Option<js_sys::Object> = None;
        for (i, &k) in ks.iter().enumerate().rev() {
            let view = s.seek(k, reuse.take());
            assert_eq!(text(&view), forward[i], "{game} {algorithm} k={k}");
            reuse = Some(get(&view, "nodes").unchecked_into());
        }
        // a view refilled is made of the arrays handed back: no fresh memory
        let handed = reuse.clone().map(JsValue::from).unwrap_or_default();
        let again = s.seek(0, reuse);
        let alpha = get(&get(&again, "nodes"), "alpha");
        assert!(
            js_sys::Object::is(&alpha, &get(&handed, "alpha")),
            "{game} {algorithm}"
        );
        // anything else handed back is ignored, not an error
        for junk in [
            JsValue::from(3),
            JsValue::from_str("x"),
            js_sys::Object::new().into(),
        ] {
            let view = s.seek(n, Some(junk.unchecked_into()));
            assert_eq!(
                text(&view),
                forward[forward.len() - 1],
                "{game} {algorithm} junk"
            );
        }
        let end = s.seek(n, None);
        let nodes = get(&end, "nodes");
        assert!(get(&nodes, "alpha").is_instance_of::<Int32Array>());
        assert!(get(&nodes, "kind").is_instance_of::<js_sys::Int8Array>());
        assert!(get(&nodes, "flags").is_instance_of::<js_sys::Uint8Array>());
        // the TT as four Int32Array columns, one row per entry, in node order
        let tt = get(&end, "tt");
        let column = |name: &str| -> Vec<i32> {
            let c = get(&tt, name);
            assert!(
                c.is_instance_of::<Int32Array>(),
                "tt.{name} is an Int32Array"
            );
            c.unchecked_into::<Int32Array>().to_vec()
        };
        let node = column("node");
        assert!(
            node.windows(2).all(|w| w[0] < w[1]),
            "by node, one entry each"
        );
        for name in ["depth", "lower", "upper"] {
            assert_eq!(column(name).len(), node.len());
        }
        let summary = s.summary();
        let stores = get(&get(&summary, "counters"), "ttStores").as_f64();
        assert_eq!(
            node.is_empty(),
            stores == Some(0.0),
            "{game} {algorithm}: entries when it stored"
        );
        assert_eq!(
            text(&get(&end, "counters")),
            text(&get(&summary, "counters")),
            "seek(end) shows the run's counters"
        );
        assert_eq!(get(&end, "rootG").as_f64(), get(&summary, "value").as_f64());
        let tree = s.tree();
        assert!(get(&tree, "parent").is_instance_of::<Int32Array>());
        assert!(get(&tree, "depth").is_instance_of::<js_sys::Uint16Array>());
        assert_eq!(
            get(&tree, "parent")
                .unchecked_into::<Int32Array>()
                .get_index(0),
            -1
        );
    }
}

#[wasm_bindgen_test]
fn a_bad_config_throws_an_error_naming_the_field() {
    let cases = [
        (
            r#"{ "game": { "kind": "tree", "text": "[[1,2],[3," } }"#,
            "game.text: tree text, line 1, column",
        ),
        (
            r#"{ "game": { "kind": "kalah", "pits": 9, "seeds": 2, "depth": 3 } }"#,
            "game.pits: 9 is out of range",
        ),
        (
            r#"{ "game": { "kind": "kalah", "pits": 3, "seeds": 0, "depth": 3 } }"#,
            "game.seeds: 0 is out of range",
        ),
        (
            r#"{ "game": { "kind": "random", "branching": 3.5, "depth": 3 } }"#,
            "game.branching: invalid type",
        ),
        (
            r#"{ "game": { "kind": "tree", "text": "[1]" }, "algorithm": "sss" }"#,
            "algorithm: unknown algorithm 'sss'",
        ),
        (
            r#"{ "game": { "kind": "tree", "text": "[1]" }, "maxEvents": 0 }"#,
            "maxEvents: 0 is out of range",
        ),
        (
            r#"{ "game": { "kind": "tree", "text": "[1]" }, "colour": "red" }"#,
            "colour: unknown field",
        ),
        (r#""not an object""#, "config: expected an object"),
    ];
    for (json, want) in cases {
        let err = match Session::new(js(json)) {
            Ok(_) => panic!("{json} was accepted"),
            Err(e) => JsValue::from(e),
        };
        let err: Error = err.dyn_into().expect("an Error");
        let message = String::from(err.message());
        assert!(message.starts_with(want), "{json}: {message}");
    }
}

#[wasm_bindgen_test]
fn a_bad_config_is_refused_with_the_native_message() {
    // the page reads its config from the JS object (src/wasm/json.rs), natively from serde_json
    let tree = format!(r#"{{ "kind": "tree", "text": "{AIMA}" }}"#);
    let cases = [
        format!(r#"{{ "game": {tree}, "zeta": 1, "alpha": 2, "Beta": 3 }}"#),
        format!(r#"{{ "game": {tree}, "guess": 1.5 }}"#),
        format!(r#"{{ "game": {tree}, "depth": 0.125 }}"#),
        format!(r#"{{ "game": {tree}, "tt": {{ "b": [1, "x\ty"], "a": null }} }}"#),
        format!(r#"{{ "game": {tree}, "maxNodes": -1 }}"#),
        format!(r#"{{ "game": {tree}, "schedule": [1, true] }}"#),
        format!(r#"{{ "game": {tree}, "algorithm": "x\"y" }}"#),
        r#"{ "game": { "kind": "random", "branching": 3, "depth": 3, "seed": 12.5 } }"#.to_string(),
        r#"{ "game": { "kind": "random", "branching": 3, "depth": 3, "order": "up" } }"#
            .to_string(),
        r#"{ "game": { "kind": "kalah", "pits": 3, "seeds": 2, "depths": [1] } }"#.to_string(),
        r#"{ "game": { "kind": "kalah-match", "program": "mtdf", "depths": [2], "search": 1 } }"#
            .to_string(),
        r#"{ "game": [1, { "b": 2, "a": 1 }, "a long string to cut short: 0123456789"] }"#
            .to_string(),
        r#"[1, 2]"#.to_string(),
    ];
    for json in cases {
        let ours = match Session::new(js(&json)) {
            Ok(_) => panic!("{json} was accepted"),
            Err(e) => String::from(JsValue::from(e).dyn_into::<Error>().unwrap().message()),
        };
        let native = mtdlab::session::Session::from_json(&serde_json::from_str(&json).unwrap());
        let native = native.err().unwrap_or_else(|| panic!("{json}")).message;
        assert_eq!(ours, native, "{json}");
    }
}

#[wasm_bindgen_test]
fn test_records_built_in_bulk_are_what_serde_gives() {
    // solve and summary build their test records in JS from one array of numbers
    // (src/wasm.rs); they must be the objects serde gives, field for field and in order
    let random =
        r#"{ "kind": "random", "branching": 3, "depth": 4, "min": -30, "max": 30, "seed": 7 }"#;
    let games = [
        format!(r#"{{ "kind": "tree", "text": "{AIMA}" }}"#),
        random.to_string(),
        r#"{ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 5 }"#.to_string(),
    ];
    for game in &games {
        for algorithm in ["alphabeta", "mtdf", "mtd-bi", "id-mtdf", "negascout-tt"] {
            let json = format!(r#"{{ "game": {game}, "algorithm": "{algorithm}" }}"#);
            let parsed = mtdlab::session::Config::from_json(&serde_json::from_str(&json).unwrap())
                .unwrap_or_else(|_| panic!("{json}"));
            let native = mtdlab::session::solve(&parsed).unwrap_or_else(|_| panic!("{json}"));
            let answer = solve(js(&json)).unwrap_or_else(|_| panic!("solve {json}"));
            assert_eq!(
                text(&answer),
                serde_json::to_string(&native).unwrap(),
                "{json}"
            );
            let mut s = Session::new(js(&json)).unwrap_or_else(|_| panic!("{json}"));
            run_to_end(&mut s);
            let mut native =
                mtdlab::session::Session::from_json(&serde_json::from_str(&json).unwrap())
                    .unwrap_or_else(|_| panic!("{json}"));
            native.run_some(usize::MAX).unwrap();
            assert_eq!(
                text(&s.summary()),
                serde_json::to_string(&native.summary()).unwrap(),
                "{json}"
            );
        }
    }
}

/// serde_json's text of values of different types, in one list.
mod erased {
    pub trait Json {
        fn json(&self) -> String;
    }
    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> String {
            serde_json::to_string(self).unwrap()
        }
    }
}

#[wasm_bindgen_test]
fn results_built_by_hand_are_what_serde_gives() {
    // the page's results are JS objects built field by field (src/wasm/js.rs); they must be
    // the objects serde gives of the native values, field for field and in order
    let games = [
        r#"{ "kind": "tree", "text": "((a:(3 5) 4) (a 6) (b:(2 7) 1))" }"#.to_string(),
        r#"{ "kind": "random", "branching": 3, "depth": 4, "min": -30, "max": 30, "seed": 7, "order": "worst", "values": "incremental" }"#.to_string(),
        r#"{ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 5, "position": "2,2,2,0,2,2,2,0;1" }"#.to_string(),
        r#"{ "kind": "kalah-match", "program": "mtdf", "depths": [2, 3], "search": 2 }"#.to_string(),
    ];
    for game in &games {
        for algorithm in ["alphabeta", "mtdf", "negascout-tt"] {
            let extra = if game.contains("kalah-match") {
                String::new()
            } else if algorithm == "alphabeta" {
                // a TT size for an algorithm without a TT is refused (src/search/catalog/)
                format!(r#", "algorithm": "{algorithm}""#)
            } else {
                format!(r#", "algorithm": "{algorithm}", "ttSize": 4"#)
            };
            let json = format!(r#"{{ "game": {game}{extra} }}"#);
            let mut s = Session::new(js(&json)).unwrap_or_else(|_| panic!("{json}"));
            let mut native =
                mtdlab::session::Session::from_json(&serde_json::from_str(&json).unwrap())
                    .unwrap_or_else(|_| panic!("{json}"));
            let same = |ours: &JsValue, native: String, what: &str| {
                assert_eq!(text(ours), native, "{what} of {json}");
            };
            loop {
                let record = s.next_test().unwrap_or_else(|_| panic!("nextTest"));
                let theirs = native.next_test().unwrap();
                same(&record, serde_json::to_string(&theirs).unwrap(), "nextTest");
                if theirs.is_none() {
                    break;
                }
            }
            same(
                &s.summary(),
                serde_json::to_string(&native.summary()).unwrap(),
                "summary",
            );
            let n = native.event_count();
            for k in [0, 1, n / 3, n / 2, n] {
                let k32 = k as u32;
                same(
                    &s.proofs(k32),
                    serde_json::to_string(&native.proofs(k)).unwrap(),
                    "proofs",
                );
                let view = s.seek(k32, None);
                let theirs = native.seek(k);
                let json = |v: &dyn erased::Json| v.json();
                for (field, native) in [
                    ("event", json(&theirs.event)),
                    ("path", json(&theirs.path)),
                    ("cuts", json(&theirs.cuts)),
                    ("counters", json(&theirs.counters)),
                    ("test", json(&theirs.test)),
                    ("testsDone", json(&theirs.tests_done)),
                    ("rootG", json(&theirs.root_g)),
                ] {
                    same(&get(&view, field), native, field);
                }
            }
            same(&s.tt(), serde_json::to_string(&native.tt()).unwrap(), "tt");
            same(
                &get(&s.tree(), "label"),
                serde_json::to_string(&native.tree().label).unwrap(),
                "tree labels",
            );
            match (s.critical(), native.critical()) {
                (Ok(ours), Ok(theirs)) => {
                    same(&ours, serde_json::to_string(&theirs).unwrap(), "critical")
                }
                (Err(_), Err(_)) => {}
                _ => panic!("critical: one side failed, {json}"),
            }
        }
    }
    for position in [None, Some("2,2,2,0,2,2,2,0;1".to_string())] {
        let ours = mtdlab::wasm::kalah_board(3, 2, position.clone()).unwrap_or_else(|_| panic!());
        let theirs = mtdlab::session::kalah_board(3, 2, position.as_deref()).unwrap();
        assert_eq!(text(&ours), serde_json::to_string(&theirs).unwrap());
        for pit in [0, 2, 5] {
            let ours = mtdlab::wasm::kalah_play(3, 2, position.clone(), pit);
            match (
                ours,
                mtdlab::session::kalah_play(3, 2, position.as_deref(), pit),
            ) {
                (Ok(ours), Ok(theirs)) => {
                    assert_eq!(text(&ours), serde_json::to_string(&theirs).unwrap())
                }
                (Err(_), Err(_)) => {}
                _ => panic!("kalahPlay {pit}: one side failed"),
            }
        }
    }
    for order in ["best", "worst"] {
        let text_in = "((a:(3 5) 4) (a 6) (9 (2 8)))";
        let ours = mtdlab::wasm::tree_order(text_in.to_string(), order.to_string())
            .unwrap_or_else(|_| panic!("treeOrder"));
        let theirs = mtdlab::session::tree_order(text_in, order).unwrap();
        assert_eq!(text(&ours), serde_json::to_string(&theirs).unwrap());
    }
}
