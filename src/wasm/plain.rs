//! Plain JS objects built directly, without serde: lighter in the wasm for the answers asked
//! many times a second, and usable by every file of the boundary (the words too, which the
//! conversions in `transfer` use).

use wasm_bindgen::prelude::*;

/// A plain object of `fields`, built directly (lighter in the wasm than a serde type for the
/// answers asked many times a second).
pub(super) fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in fields {
        // Setting a property of a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object.into()
}
