//! The catalog as JSON ([`catalog_json`]): the wasm exports it, and scripts/build-wasm.sh
//! writes the page's copy (www/engine/catalog.js) from it.

use super::{
    programs_aspiration, Limit, Setting, Spec, TtUse, ALGORITHMS, ASPIRATION_RANGE,
    DEFAULT_ALGORITHM, DEFAULT_GUESS, DEFAULT_STEP, GUESS_RANGE, KALAH_MATCH_CHECKED,
    KALAH_MATCH_REFUSED, LIMITS, RULE, SCHEDULE_DIVISORS, SEED_001_SCHEDULE, STEP_RANGE,
};

/// The catalog's JSON, written by hand into one `String`: `format!` with its many arguments
/// cost the page's wasm about 12 KB of code here, these few pushes a fraction of that.
struct Out(String);

impl Out {
    // one call per piece, not a copy of `push_str` at each (the wasm's size)
    #[inline(never)]
    fn raw(&mut self, s: &str) -> &mut Self {
        self.0.push_str(s);
        self
    }

    /// A JSON string (the names and labels hold no quote or backslash: the tests check the
    /// text parses).
    #[inline(never)]
    fn str(&mut self, s: &str) -> &mut Self {
        self.raw("\"").raw(s).raw("\"")
    }

    /// `"key":` — every key is a plain identifier.
    #[inline(never)]
    fn key(&mut self, k: &str) -> &mut Self {
        self.str(k).raw(":")
    }

    #[inline(never)]
    fn opt(&mut self, s: Option<&str>) -> &mut Self {
        match s {
            Some(s) => self.str(s),
            None => self.raw("null"),
        }
    }

    #[inline(never)]
    fn bool(&mut self, b: bool) -> &mut Self {
        self.raw(if b { "true" } else { "false" })
    }

    fn num(&mut self, v: i64) -> &mut Self {
        let mut digits = [0u8; 20];
        let (mut n, mut i) = (v.unsigned_abs(), digits.len());
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        if v < 0 {
            self.raw("-");
        }
        for &d in &digits[i..] {
            self.0.push(d as char);
        }
        self
    }

    /// `[a,b,…]`, each item written by `f`.
    fn list<T>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        f: impl Fn(&mut Self, T),
    ) -> &mut Self {
        self.raw("[");
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.raw(",");
            }
            f(self, item);
        }
        self.raw("]")
    }

    /// `{"default":…,"min":…,"max":…}` of a setting whose default is written by `default`.
    fn range(&mut self, default: impl Fn(&mut Self), (lo, hi): (i64, i64)) -> &mut Self {
        self.raw("{").key("default");
        default(self);
        self.raw(",")
            .key("min")
            .num(lo)
            .raw(",")
            .key("max")
            .num(hi)
            .raw("}")
    }
}

/// One algorithm's settings with their defaults and ranges (only those it takes).
#[inline(never)]
fn settings_json(o: &mut Out, s: &Spec) {
    o.raw("{");
    let mut first = true;
    let mut next = |o: &mut Out, k: &str| {
        if !first {
            o.raw(",");
        }
        first = false;
        o.key(k);
    };
    if s.guess {
        next(o, "guess");
        o.range(
            |o| {
                o.num(DEFAULT_GUESS as i64);
            },
            GUESS_RANGE,
        );
    }
    if s.step {
        next(o, "step");
        o.range(
            |o| {
                o.num(DEFAULT_STEP as i64);
            },
            STEP_RANGE,
        );
    }
    if s.schedule {
        next(o, "schedule");
        o.raw("{").key("default");
        o.list(SEED_001_SCHEDULE, |o, v| {
            o.num(v as i64);
        });
        o.raw(",").key("divisors");
        o.list(SCHEDULE_DIVISORS, |o, v| {
            o.num(v as i64);
        });
        o.raw(",").key("min").num(STEP_RANGE.0);
        o.raw(",").key("max").num(STEP_RANGE.1).raw("}");
    }
    if s.tt == TtUse::Switch {
        next(o, "tt");
        o.raw("{").key("default").bool(true).raw("}");
    }
    // the enhancements: switches off by default, and the aspiration window's δ (none by
    // default; `programs`: the δ of this algorithm's programs' setting, DEFAULT_ASPIRATION
    // for NegaScout, none for alpha-beta: the page's Kalah tab reads it, not the names)
    for t in [
        Setting::IterativeDeepening,
        Setting::History,
        Setting::TtMoveFirst,
    ] {
        if s.takes(t) {
            next(o, t.field());
            o.raw("{").key("default").bool(false).raw("}");
        }
    }
    if s.takes(Setting::Aspiration) {
        next(o, "aspiration");
        let (lo, hi) = ASPIRATION_RANGE;
        o.raw("{").key("default").raw("null");
        o.raw(",").key("min").num(lo).raw(",").key("max").num(hi);
        o.raw(",").key("programs");
        match programs_aspiration(s.algorithm) {
            Some(delta) => o.num(i64::from(delta)),
            None => o.raw("null"),
        };
        o.raw("}");
    }
    o.raw("}");
}

// Each row is written by a function of its own, not inlined: the loops over the constant
// tables would otherwise be unrolled, row by row, into the wasm.
#[inline(never)]
fn algorithm_json(o: &mut Out, s: &Spec) {
    o.raw("{").key("name").str(s.name);
    o.raw(",").key("label").str(s.label());
    o.raw(",").key("guess").bool(s.guess);
    o.raw(",").key("step").bool(s.step);
    o.raw(",").key("schedule").bool(s.schedule);
    o.raw(",").key("tt").str(s.tt.name());
    o.raw(",").key("nullWindow").bool(s.null_window);
    o.raw(",").key("literal").bool(s.literal);
    o.raw(",").key("takes");
    o.list(Setting::ALL.into_iter().filter(|&t| s.takes(t)), |o, t| {
        o.str(t.field());
    });
    o.raw(",").key("always");
    o.list(Setting::ALL.into_iter().filter(|&t| s.always(t)), |o, t| {
        o.str(t.field());
    });
    o.raw(",").key("settings");
    settings_json(o, s);
    o.raw("}");
}

#[inline(never)]
fn setting_json(o: &mut Out, t: Setting) {
    o.raw("{").key("field").str(t.field());
    o.raw(",").key("flag").str(t.flag());
    o.raw(",").key("attribute").opt(t.attribute()).raw("}");
}

#[inline(never)]
fn limit_json(o: &mut Out, l: &Limit) {
    o.raw("{").key("field").str(l.field);
    o.raw(",").key("flag").opt(l.flag);
    o.raw(",").key("attribute").opt(l.attribute);
    o.raw(",").key("min").num(l.min as i64);
    o.raw(",").key("contexts").raw("{");
    for (i, c) in l.contexts.iter().enumerate() {
        if i > 0 {
            o.raw(",");
        }
        o.key(c.name).raw("{").key("default");
        match c.default {
            Some(v) => o.num(v as i64),
            None => o.raw("null"),
        };
        o.raw(",").key("max").num(c.max as i64).raw("}");
    }
    o.raw("}}");
}

/// Both tables as one JSON text: `{ algorithms, defaultAlgorithm, kalahMatchChecked,
/// kalahMatchRefused, settings, limits, rule }` (docs/engine-api.md). The page's wasm carries no JSON serializer.
pub fn catalog_json() -> String {
    let mut o = Out(String::with_capacity(8192));
    o.raw("{").key("algorithms");
    o.list(ALGORITHMS.iter(), algorithm_json);
    o.raw(",")
        .key("defaultAlgorithm")
        .str(DEFAULT_ALGORITHM.name());
    o.raw(",").key("kalahMatchChecked");
    o.list(KALAH_MATCH_CHECKED, |o, t| {
        o.str(t.field());
    });
    o.raw(",").key("kalahMatchRefused");
    o.list(KALAH_MATCH_REFUSED, |o, t| {
        o.str(t.field());
    });
    o.raw(",").key("settings");
    o.list(Setting::ALL, setting_json);
    o.raw(",").key("limits");
    o.list(LIMITS.iter(), limit_json);
    o.raw(",").key("rule").str(RULE).raw("}");
    o.0
}
