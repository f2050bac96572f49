//! A config as the config reader reads it (config/, field.rs): a JSON value, made from a
//! `serde_json::Value` natively and from the page's JS object in the wasm (src/wasm/json.rs),
//! so that the page's `.wasm` needs no serde_json (docs/performance.md, "The size of the
//! wasm"). Its text in an error message is what `serde_json::to_string` writes of the same
//! value.

use serde_json::Value;

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// An integer in i64's range (a JS number that is a safe integer, or a BigInt).
    Int(i64),
    /// An integer above `i64::MAX`.
    Big(u64),
    /// A number that is not an integer, as its text: no config field takes one, so it only
    /// ever appears in an error message.
    Float(String),
    String(String),
    Array(Vec<Json>),
    /// The fields in the order given (serde_json's map orders them by key: see `keys`).
    Object(Vec<(String, Json)>),
}

impl Json {
    /// The value of field `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn is_object(&self) -> bool {
        matches!(self, Json::Object(_))
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    /// An object's keys in serde_json's order (by key), so that an error names the same field
    /// and a value is written the same natively and in the page.
    pub fn keys(&self) -> Vec<&str> {
        let mut keys: Vec<&str> = match self {
            Json::Object(fields) => fields.iter().map(|(k, _)| k.as_str()).collect(),
            _ => Vec::new(),
        };
        // a handful of keys: a plain insertion sort, not another instance of slice::sort
        for i in 1..keys.len() {
            let mut j = i;
            while j > 0 && keys[j - 1] > keys[j] {
                keys.swap(j - 1, j);
                j -= 1;
            }
        }
        keys
    }

    /// The value as compact JSON text, as `serde_json::to_string` writes it.
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(i) => out.push_str(&i.to_string()),
            Json::Big(u) => out.push_str(&u.to_string()),
            Json::Float(text) => out.push_str(text),
            Json::String(s) => quoted(s, out),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Object(_) => {
                out.push('{');
                for (i, key) in self.keys().into_iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    quoted(key, out);
                    out.push(':');
                    if let Some(v) = self.get(key) {
                        v.write(out);
                    }
                }
                out.push('}');
            }
        }
    }
}

/// `s` as a JSON string, escaped as serde_json escapes it.
pub(super) fn quoted(s: &str, out: &mut String) {
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

impl From<&Value> for Json {
    fn from(v: &Value) -> Json {
        match v {
            Value::Null => Json::Null,
            Value::Bool(b) => Json::Bool(*b),
            Value::Number(n) => match (n.as_i64(), n.as_u64()) {
                (Some(i), _) => Json::Int(i),
                (None, Some(u)) => Json::Big(u),
                _ => Json::Float(n.to_string()),
            },
            Value::String(s) => Json::String(s.clone()),
            Value::Array(items) => Json::Array(items.iter().map(Json::from).collect()),
            Value::Object(map) => Json::Object(
                map.iter()
                    .map(|(k, v)| (k.clone(), Json::from(v)))
                    .collect(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
            json!({ "b": { "x": [] }, "a": "q\"uo\\te\n\r\t\u{8}\u{c}\u{1}\u{1f} é ✓", "A": 1 }),
            json!(""),
        ] {
            assert_eq!(Json::from(&v).text(), v.to_string());
        }
    }

    #[test]
    fn keys_come_in_serde_jsons_order() {
        let v = Json::Object(vec![
            ("b".into(), Json::Null),
            ("a".into(), Json::Null),
            ("B".into(), Json::Null),
        ]);
        assert_eq!(v.keys(), ["B", "a", "b"]);
        assert_eq!(v.text(), r#"{"B":null,"a":null,"b":null}"#);
        assert_eq!(v.get("a"), Some(&Json::Null));
        assert_eq!(v.get("c"), None);
    }
}
