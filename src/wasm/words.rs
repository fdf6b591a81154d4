//! The instance's language: the catalogue the page chose (`useCatalogue`), which words every
//! message the boundary hands out (`said`), and `say(key, args)` for the page's own words.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use super::plain::object;
use crate::words::{Arg, Catalogue, LANGUAGES, Language, Message, Said, english};

thread_local! {
    /// The catalogue chosen for this instance; none is English.
    static CHOSEN: RefCell<Option<Catalogue>> = const { RefCell::new(None) };
}

/// `message` in the instance's language: how every sentence of the core leaves the boundary.
pub(crate) fn said(message: &impl Said) -> String {
    let message = message.message();
    CHOSEN.with_borrow(|chosen| chosen.as_ref().unwrap_or(english()).say(&message, english()))
}

/// Every language, in the language menu's order: `{tag, name, direction}` (`name` in itself).
#[wasm_bindgen]
#[must_use]
pub fn languages() -> js_sys::Array {
    LANGUAGES
        .iter()
        .map(|language| {
            object(&[
                ("tag", language.tag.into()),
                ("name", language.name.into()),
                ("direction", language.direction.attribute().into()),
            ])
        })
        .collect()
}

/// The tag of the language nearest to `preferences` (a browser's `navigator.languages`, a
/// `lang` attribute), English when none is near.
#[wasm_bindgen(js_name = nearestLanguage)]
#[must_use]
#[expect(clippy::needless_pass_by_value, reason = "wasm-bindgen hands over an owned Vec")]
pub fn nearest_language(preferences: Vec<String>) -> String {
    Language::nearest(preferences.iter().map(String::as_str)).tag.to_owned()
}

/// Words this instance in `tag`'s language from its catalogue's `text` (English needs none:
/// it is built in). Answers `{tag, direction, missing}`: the keys the catalogue lacks, which
/// English words meanwhile.
///
/// # Errors
/// An unknown tag, or a catalogue that cannot be read (its line and why).
#[wasm_bindgen(js_name = useCatalogue)]
pub fn use_catalogue(tag: &str, text: &str) -> Result<JsValue, JsError> {
    let language =
        Language::find(tag).ok_or_else(|| JsError::new(&said(&Message::new("language-unknown").text("tag", tag))))?;
    let catalogue = if language == Language::english() {
        english().clone()
    } else {
        Catalogue::parse(language, text).map_err(|error| {
            JsError::new(&said(&Message::new("language-unreadable").text("tag", tag).text("problem", error)))
        })?
    };
    let missing = english().keys().filter(|key| !catalogue.has(key)).count();
    CHOSEN.with_borrow_mut(|chosen| *chosen = Some(catalogue));
    Ok(object(&[
        ("tag", language.tag.into()),
        ("direction", language.direction.attribute().into()),
        ("missing", missing.into()),
    ]))
}

/// The page's own words: `key` with `args` (an object of numbers, strings and nested
/// `{key, args}` messages) in the instance's language.
#[wasm_bindgen]
#[must_use]
#[expect(clippy::needless_pass_by_value, reason = "wasm-bindgen hands over owned values")]
pub fn say(key: String, args: JsValue) -> String {
    said(&message_from(key, &args))
}

fn message_from(key: String, args: &JsValue) -> Message {
    let mut message = Message::new(key);
    let Some(args) = args.dyn_ref::<js_sys::Object>() else { return message };
    for entry in js_sys::Object::entries(args) {
        let pair = js_sys::Array::from(&entry);
        let (Some(name), value) = (pair.get(0).as_string(), pair.get(1)) else { continue };
        let arg = if let Some(number) = value.as_f64() {
            Arg::Number { value: number, places: decimals(number) }
        } else if let Some(text) = value.as_string() {
            Arg::Text(text)
        } else if let Some(key) = js_sys::Reflect::get(&value, &"key".into()).ok().and_then(|key| key.as_string()) {
            let inner = js_sys::Reflect::get(&value, &"args".into()).unwrap_or(JsValue::UNDEFINED);
            Arg::Message(message_from(key, &inner))
        } else {
            continue;
        };
        message = message.with(name, arg);
    }
    message
}

/// The decimals a JS number is written with: none for a whole one, else as JS shortens it, at
/// most three.
fn decimals(number: f64) -> usize {
    if number.fract() == 0.0 {
        return 0;
    }
    let text = format!("{number}");
    text.split_once('.').map_or(0, |(_, fraction)| fraction.len().min(3))
}
