//! A config field read from a [`Json`] value by hand, with serde's own words for a wrong type
//! or value ("invalid type: string \"x\", expected u32"), so that the config reader needs
//! neither serde's `Deserialize` nor `f64`'s `Display`: the page's `.wasm` carries neither
//! (docs/performance.md, "The size of the wasm"). Floats are written as serde_json writes them
//! (in the page, as JavaScript does: the same for any but the largest and smallest).

use super::json::{quoted, Json};
use crate::games::random::{Order, Values};

/// A value a config field may hold; `Err` is the message after `name: `.
pub(super) trait FromField: Sized {
    fn from_field(v: &Json) -> Result<Self, String>;
}

/// A value as it appears in an error message, cut short.
pub(super) fn short(v: &Json) -> String {
    let s = v.text();
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s
    }
}

/// What `v` is, in serde's words (`serde::de::Unexpected`).
fn unexpected(v: &Json) -> String {
    match v {
        Json::Null => "null".to_string(),
        Json::Bool(b) => format!("boolean `{b}`"),
        Json::Float(s) => {
            // serde writes a float with a decimal point
            if s.contains(['.', 'e', 'E', 'i', 'N']) {
                format!("floating point `{s}`")
            } else {
                format!("floating point `{s}.0`")
            }
        }
        Json::Int(i) => format!("integer `{i}`"),
        Json::Big(u) => format!("integer `{u}`"),
        // quoted as JSON quotes it: as `{:?}` does (serde's words) for quotes, backslashes,
        // newlines and tabs; `{:?}` itself would bring Unicode's tables of printable
        // characters into the page's `.wasm`
        Json::String(s) => {
            let mut out = String::from("string ");
            quoted(s, &mut out);
            out
        }
        Json::Array(_) => "sequence".to_string(),
        Json::Object(_) => "map".to_string(),
    }
}

fn invalid_type(v: &Json, expected: &str) -> String {
    format!("invalid type: {}, expected {expected}", unexpected(v))
}

/// An integer field: `expected` is the type's name (`u32`), as serde names it.
fn integer<T: TryFrom<i64> + TryFrom<u64>>(v: &Json, expected: &str) -> Result<T, String> {
    let out = match v {
        Json::Int(i) => T::try_from(*i).ok(),
        Json::Big(u) => T::try_from(*u).ok(),
        _ => return Err(invalid_type(v, expected)),
    };
    out.ok_or_else(|| format!("invalid value: {}, expected {expected}", unexpected(v)))
}

macro_rules! integer_field {
    ($($t:ty),*) => {$(
        impl FromField for $t {
            fn from_field(v: &Json) -> Result<Self, String> {
                integer(v, stringify!($t))
            }
        }
    )*};
}

integer_field!(i32, u32, u64, usize);

impl FromField for bool {
    fn from_field(v: &Json) -> Result<Self, String> {
        match v {
            Json::Bool(b) => Ok(*b),
            _ => Err(invalid_type(v, "a boolean")),
        }
    }
}

impl FromField for String {
    fn from_field(v: &Json) -> Result<Self, String> {
        v.as_str()
            .map(str::to_string)
            .ok_or_else(|| invalid_type(v, "a string"))
    }
}

impl<T: FromField> FromField for Option<T> {
    fn from_field(v: &Json) -> Result<Self, String> {
        match v {
            Json::Null => Ok(None),
            v => T::from_field(v).map(Some),
        }
    }
}

impl<T: FromField> FromField for Vec<T> {
    fn from_field(v: &Json) -> Result<Self, String> {
        match v {
            Json::Array(items) => items.iter().map(T::from_field).collect(),
            _ => Err(invalid_type(v, "a sequence")),
        }
    }
}

impl<T: FromField> FromField for [T; 2] {
    fn from_field(v: &Json) -> Result<Self, String> {
        match v {
            Json::Array(items) if items.len() == 2 => {
                Ok([T::from_field(&items[0])?, T::from_field(&items[1])?])
            }
            Json::Array(items) => Err(format!(
                "invalid length {}, expected an array of length 2",
                items.len()
            )),
            _ => Err(invalid_type(v, "an array of length 2")),
        }
    }
}

/// A unit variant of an enum, by its name (serde's `rename_all = "lowercase"`).
fn variant<T: Copy>(v: &Json, variants: &[(&str, T)]) -> Result<T, String> {
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
    fn from_field(v: &Json) -> Result<Self, String> {
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
    fn from_field(v: &Json) -> Result<Self, String> {
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
    use serde_json::{json, Value};

    /// The same message as serde_json's `from_value`.
    fn same<T: FromField + DeserializeOwned + PartialEq + std::fmt::Debug>(v: Value) {
        let ours = T::from_field(&Json::from(&v));
        let serde = serde_json::from_value::<T>(v.clone()).map_err(|e| e.to_string());
        assert_eq!(ours, serde, "{v}");
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
            json!("q\"uo\\te\n\r\t é ✓"),
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
