//! A plain JS value (a config) as a [`Json`] value, walked by hand: what serde-wasm-bindgen's
//! `from_value` gave for JSON-shaped values (`undefined` and `null` are null, a safe integer an
//! integer, a `BigInt` an integer when it fits), with neither a serde `Deserializer` nor
//! serde_json in the page's `.wasm` (docs/performance.md, "The size of the wasm"). A number
//! that is not a safe integer keeps JavaScript's text of it, for the error message that refuses
//! it (the same as serde_json's but for exponents: JavaScript writes `1e+21`, serde_json
//! `1e21`).

use crate::session::Json;
use js_sys::{Array, Number, Object};
use wasm_bindgen::{JsCast, JsValue};

/// `v` as JSON; `Err` says which value is not JSON-shaped.
pub(super) fn json_of(v: &JsValue) -> Result<Json, String> {
    if v.is_null() || v.is_undefined() {
        Ok(Json::Null)
    } else if let Some(b) = v.as_bool() {
        Ok(Json::Bool(b))
    } else if v.is_bigint() {
        match i64::try_from(v.clone()) {
            Ok(i) => Ok(Json::Int(i)),
            Err(v) => u64::try_from(v).map(Json::Big).map_err(|_| {
                "Couldn't deserialize i64 or u64 from a BigInt outside i64::MIN..u64::MAX bounds"
                    .to_string()
            }),
        }
    } else if let Some(f) = v.as_f64() {
        if Number::is_safe_integer(v) {
            Ok(Json::Int(f as i64))
        } else if f.is_finite() {
            let text = v.unchecked_ref::<Number>().to_string_with_radix(10);
            let mut text = text.map(String::from).unwrap_or_default();
            if !text.contains(['.', 'e']) {
                // a whole number past 2^53: serde_json writes it as a float, `….0`
                text.push_str(".0");
            }
            Ok(Json::Float(text))
        } else {
            // NaN and the infinities are null, as in JSON
            Ok(Json::Null)
        }
    } else if let Some(s) = v.as_string() {
        Ok(Json::String(s))
    } else if Array::is_array(v) {
        let items = v.unchecked_ref::<Array>();
        items
            .iter()
            .map(|item| json_of(&item))
            .collect::<Result<_, _>>()
            .map(Json::Array)
    } else if v.is_object() && !v.is_function() {
        let mut fields = Vec::new();
        for entry in Object::entries(v.unchecked_ref::<Object>()).iter() {
            let entry = entry.unchecked_into::<Array>();
            let key = entry.get(0).as_string().unwrap_or_default();
            fields.push((key, json_of(&entry.get(1))?));
        }
        Ok(Json::Object(fields))
    } else {
        Err("invalid type: not a JSON value (a function or a symbol)".to_string())
    }
}
