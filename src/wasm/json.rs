//! A plain JS value (a config) as a `serde_json::Value`, walked by hand: what
//! serde-wasm-bindgen's `from_value` gives for JSON-shaped values (`undefined` and `null` are
//! null, a safe integer an integer, a `BigInt` an integer when it fits), without a serde
//! `Deserializer`, whose error messages would bring `f64`'s `Display` into the page's `.wasm`.

use js_sys::{Array, Number, Object};
use serde_json::{Map, Value};
use wasm_bindgen::{JsCast, JsValue};

/// `v` as JSON; `Err` says which value is not JSON-shaped.
pub(super) fn json_of(v: &JsValue) -> Result<Value, String> {
    if v.is_null() || v.is_undefined() {
        Ok(Value::Null)
    } else if let Some(b) = v.as_bool() {
        Ok(Value::Bool(b))
    } else if v.is_bigint() {
        match i64::try_from(v.clone()) {
            Ok(i) => Ok(Value::from(i)),
            Err(v) => u64::try_from(v).map(Value::from).map_err(|_| {
                "Couldn't deserialize i64 or u64 from a BigInt outside i64::MIN..u64::MAX bounds"
                    .to_string()
            }),
        }
    } else if let Some(f) = v.as_f64() {
        if Number::is_safe_integer(v) {
            Ok(Value::from(f as i64))
        } else {
            // NaN and the infinities are null, as in JSON
            Ok(serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number))
        }
    } else if let Some(s) = v.as_string() {
        Ok(Value::String(s))
    } else if Array::is_array(v) {
        let items = v.unchecked_ref::<Array>();
        items.iter().map(|item| json_of(&item)).collect()
    } else if v.is_object() && !v.is_function() {
        let mut map = Map::new();
        for entry in Object::entries(v.unchecked_ref::<Object>()).iter() {
            let entry = entry.unchecked_into::<Array>();
            let key = entry.get(0).as_string().unwrap_or_default();
            map.insert(key, json_of(&entry.get(1))?);
        }
        Ok(Value::Object(map))
    } else {
        Err("invalid type: not a JSON value (a function or a symbol)".to_string())
    }
}
