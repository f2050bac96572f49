//! A config field read from a `serde_json::Value` by hand, with serde's own words for a wrong
//! type or value ("invalid type: string \"x\", expected u32"), so that the config reader
//! needs neither serde's `Deserialize` nor `f64`'s `Display`: the page's `.wasm` carries
//! neither (README: "The size of the wasm"). Floats are written as serde_json writes them.

use crate::games::random::{Order, Values};
use serde_json::Value;

/// A value a config field may hold; `Err` is the message after `name: `.
pub(super) trait FromField: Sized {
    fn from_field(v: &Value) -> Result<Self, String>;
}

/// What `v` is, in serde's words (`serde::de::Unexpected`).
fn unexpected(v: &Value) -> String {
    match v {
        Value::Null => "null".to_string(),
        Value::Bool(b) => format!("boolean `{b}`"),
        Value::Number(n) if n.is_f64() => {
            let s = n.to_string();
            // serde writes a float with a decimal point
            if s.contains(['.', 'e', 'E', 'i', 'N']) {
                format!("floating point `{s}`")
            } else {
                format!("floating point `{s}.0`")
            }
        }
        Value::Number(n) => format!("integer `{n}`"),
        Value::String(s) => format!("string {s:?}"),
        Value::Array(_) => "sequence".to_string(),
        Value::Object(_) => "map".to_string(),
    }
}

/// A value as it appears in an error message, cut short.
pub(super) fn short(v: &Value) -> String {
    let mut s = String::new();
    json_text(v, &mut s);
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s
    }
}

/// `v` as compact JSON text, as `serde_json::to_string` writes it, written by hand: the page's
/// `.wasm` then carries no JSON serializer (README "The size of the wasm").
fn json_text(v: &Value, out: &mut String) {
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => out.push_str(&n.to_string()),
        Value::String(s) => quoted(s, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                json_text(item, out);
            }
            out.push(']');
        }
        Value::Object(map) => {
            out.push('{');
            for (i, (key, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                quoted(key, out);
                out.push(':');
                json_text(item, out);
            }
            out.push('}');
        }
    }
}

/// `s` as a JSON string, escaped as serde_json escapes it.
fn quoted(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[c as usize >> 4] as char);
                out.push(HEX[c as usize & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn invalid_type(v: &Value, expected: &str) -> String {
    format!("invalid type: {}, expected {expected}", unexpected(v))
}

/// An integer field: `expected` is the type's name (`u32`), as serde names it.
fn integer<T: TryFrom<i64> + TryFrom<u64>>(v: &Value, expected: &str) -> Result<T, String> {
    let n = match v {
        Value::Number(n) => n,
        _ => return Err(invalid_type(v, expected)),
    };
    let out = if let Some(u) = n.as_u64() {
        T::try_from(u).ok()
    } else if let Some(i) = n.as_i64() {
        T::try_from(i).ok()
    } else {
        return Err(invalid_type(v, expected));
    };
    out.ok_or_else(|| format!("invalid value: integer `{n}`, expected {expected}"))
}

macro_rules! integer_field {
    ($($t:ty),*) => {$(
        impl FromField for $t {
            fn from_field(v: &Value) -> Result<Self, String> {
                integer(v, stringify!($t))
            }
        }
    )*};
}

integer_field!(i32, u32, u64, usize);

impl FromField for bool {
    fn from_field(v: &Value) -> Result<Self, String> {
        v.as_bool().ok_or_else(|| invalid_type(v, "a boolean"))
    }
}

impl FromField for String {
    fn from_field(v: &Value) -> Result<Self, String> {
        v.as_str()
            .map(str::to_string)
            .ok_or_else(|| invalid_type(v, "a string"))
    }
}

impl<T: FromField> FromField for Option<T> {
    fn from_field(v: &Value) -> Result<Self, String> {
        match v {
            Value::Null => Ok(None),
            v => T::from_field(v).map(Some),
        }
    }
}

impl<T: FromField> FromField for Vec<T> {
    fn from_field(v: &Value) -> Result<Self, String> {
        match v {
            Value::Array(items) => items.iter().map(T::from_field).collect(),
            _ => Err(invalid_type(v, "a sequence")),
        }
    }
}

impl<T: FromField> FromField for [T; 2] {
    fn from_field(v: &Value) -> Result<Self, String> {
        match v {
            Value::Array(items) if items.len() == 2 => {
                Ok([T::from_field(&items[0])?, T::from_field(&items[1])?])
            }
            Value::Array(items) => Err(format!(
                "invalid length {}, expected an array of length 2",
                items.len()
            )),
            _ => Err(invalid_type(v, "an array of length 2")),
        }
    }
}

/// A unit variant of an enum, by its name (serde's `rename_all = "lowercase"`).
fn variant<T: Copy>(v: &Value, variants: &[(&str, T)]) -> Result<T, String> {
    // serde's `OneOf`
    let names = || match variants {
        [(a, _), (b, _)] => format!("`{a}` or `{b}`"),
        _ => {
            let names: Vec<_> = variants.iter().map(|(n, _)| format!("`{n}`")).collect();
            format!("one of {}", names.join(", "))
        }
    };
    let Some(s) = v.as_str() else {
        return Err(invalid_type(v, "string or map"));
    };
    variants
        .iter()
        .find(|(name, _)| *name == s)
        .map(|&(_, t)| t)
        .ok_or_else(|| format!("unknown variant `{s}`, expected {}", names()))
}

impl FromField for Order {
    fn from_field(v: &Value) -> Result<Self, String> {
        variant(
            v,
            &[
                ("random", Order::Random),
                ("best", Order::Best),
                ("worst", Order::Worst),
            ],
        )
    }
}

impl FromField for Values {
    fn from_field(v: &Value) -> Result<Self, String> {
        variant(
            v,
            &[
                ("independent", Values::Independent),
                ("incremental", Values::Incremental),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::de::DeserializeOwned;
    use serde_json::json;

    /// The same message as serde_json's `from_value`.
    fn same<T: FromField + DeserializeOwned + PartialEq + std::fmt::Debug>(v: Value) {
        let ours = T::from_field(&v);
        let serde = serde_json::from_value::<T>(v.clone()).map_err(|e| e.to_string());
        assert_eq!(ours, serde, "{v}");
    }

    #[test]
    fn writes_json_as_serde_json_does() {
        for v in [
            json!(null),
            json!([
                true,
                false,
                0,
                -7,
                18446744073709551615u64,
                1.5,
                2.0,
                1e21,
                -0.001
            ]),
            json!({ "b": { "x": [] }, "a": "q\"uo\\te\n\r\t\u{8}\u{c}\u{1}\u{1f} é ✓" }),
            json!(""),
        ] {
            let mut ours = String::new();
            json_text(&v, &mut ours);
            assert_eq!(ours, v.to_string());
        }
        assert_eq!(
            short(&json!("x".repeat(50))),
            format!("\"{}…", "x".repeat(39))
        );
    }

    #[test]
    fn reads_as_serde_json_does() {
        for v in [
            json!(3),
            json!(-1),
            json!(1.5),
            json!(2.0),
            json!(5_000_000_000u64),
            json!("x"),
            json!(null),
            json!(true),
            json!([1]),
            json!({}),
        ] {
            same::<u32>(v.clone());
            same::<i32>(v.clone());
            same::<u64>(v.clone());
            same::<usize>(v.clone());
            same::<bool>(v.clone());
            same::<String>(v.clone());
            same::<Option<u32>>(v.clone());
            same::<Option<String>>(v.clone());
        }
        for v in [
            json!([1, 2]),
            json!([1, "a"]),
            json!([]),
            json!("ab"),
            json!(1),
            json!([-1, 2]),
        ] {
            same::<Vec<i32>>(v.clone());
            same::<[u32; 2]>(v.clone());
        }
        for v in [json!("best"), json!("worst"), json!("random"), json!("x")] {
            same::<Order>(v);
        }
        for v in [
            json!("independent"),
            json!("incremental"),
            json!("x"),
            json!(1),
        ] {
            same::<Values>(v);
        }
    }
}
