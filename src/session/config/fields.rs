//! Reading one field of a config's JSON, and the errors that name the field (`game.pits: ...`).

use crate::game::InputError;
use crate::session::field::{short, FromField};
use crate::session::json::Json;

/// `field` of `obj` as a `T`, `None` when absent; a wrong type is an error naming the field.
pub(super) fn field<T: FromField>(
    obj: &Json,
    path: &str,
    name: &str,
) -> Result<Option<T>, InputError> {
    match obj.get(name) {
        None => Ok(None),
        Some(v) => T::from_field(v)
            .map(Some)
            .map_err(|e| wrong(path, name, &e, v)),
    }
}

/// The error of a field holding the wrong value: one function, not one per field type.
#[inline(never)]
fn wrong(path: &str, name: &str, e: &str, v: &Json) -> InputError {
    InputError::new(format!("{path}{name}: {e} (got {})", short(v)))
}

pub(super) fn required<T: FromField>(obj: &Json, path: &str, name: &str) -> Result<T, InputError> {
    field(obj, path, name)?.ok_or_else(|| missing(path, name))
}

#[inline(never)]
fn missing(path: &str, name: &str) -> InputError {
    InputError::new(format!("{path}{name}: missing"))
}

pub(super) fn no_unknown(obj: &Json, path: &str, known: &[&str]) -> Result<(), InputError> {
    match obj.keys().into_iter().find(|k| !known.contains(k)) {
        Some(k) => Err(InputError::new(format!(
            "{path}{k}: unknown field (expected one of {})",
            known.join(", ")
        ))),
        None => Ok(()),
    }
}

pub(super) fn in_range<T: PartialOrd + std::fmt::Display>(
    name: &str,
    v: T,
    lo: T,
    hi: T,
) -> Result<(), InputError> {
    if v < lo || v > hi {
        return Err(InputError::new(format!(
            "{name}: {v} is out of range ({lo}..={hi})"
        )));
    }
    Ok(())
}
