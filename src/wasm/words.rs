//! The instance's language: the catalogue the page chose (`useCatalogue`), which words every
//! message the boundary hands out (`said`), and `say(key, args)` for the page's own words.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use super::plain::object;
use crate::words::{Arg, Catalogue, ENGLISH_WHOLE, LANGUAGES, Language, Message, Said, english, places_needed};

thread_local! {
    /// The catalogue chosen for this instance; none is English.
    static CHOSEN: RefCell<Option<Catalogue>> = const { RefCell::new(None) };
    /// The whole English catalogue, once the page has handed it over (`completeEnglish`): the
    /// first module's own English leaves out the sections only later views say.
    static WHOLE_ENGLISH: RefCell<Option<Catalogue>> = const { RefCell::new(None) };
}

/// `message` in the instance's language: how every sentence of the core leaves the boundary.
pub(crate) fn said(message: &impl Said) -> String {
    say_message(&message.message())
}

// Apart from the generic callers, which are many: one copy of the wording in the module.
#[inline(never)]
fn say_message(message: &Message) -> String {
    WHOLE_ENGLISH.with_borrow(|whole| {
        let english = whole.as_ref().unwrap_or(english());
        CHOSEN.with_borrow(|chosen| chosen.as_ref().unwrap_or(english).say(message, english))
    })
}

/// A JS `Error` saying what the core `found` (a typed error), in the instance's language.
#[expect(clippy::needless_pass_by_value, reason = "taken by value so `.map_err(refused)` reads as one word")]
pub(crate) fn refused(found: impl Said) -> JsError {
    refuse(&found.message())
}

#[inline(never)]
fn refuse(message: &Message) -> JsError {
    JsError::new(&say_message(message))
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
        None
    } else {
        Some(Catalogue::parse(language, text).map_err(|error| {
            JsError::new(&said(&Message::new("language-unreadable").text("tag", tag).text("problem", error)))
        })?)
    };
    let missing = catalogue.as_ref().map_or(0, |catalogue| english().keys().filter(|key| !catalogue.has(key)).count());
    CHOSEN.with_borrow_mut(|chosen| *chosen = catalogue);
    Ok(object(&[
        ("tag", language.tag.into()),
        ("direction", language.direction.attribute().into()),
        ("missing", missing.into()),
    ]))
}

/// Whether this instance words every sentence: the first module's English leaves out what
/// only the views and checks loaded later say (`completeEnglish` brings it); another
/// language's catalogue is whole.
#[wasm_bindgen(js_name = wordsComplete)]
#[must_use]
pub fn words_complete() -> bool {
    ENGLISH_WHOLE || CHOSEN.with_borrow(Option::is_some) || WHOLE_ENGLISH.with_borrow(Option::is_some)
}

/// Words this instance, while it speaks English, from the whole English catalogue's `text`.
///
/// # Errors
/// A catalogue that cannot be read (its line and why).
#[wasm_bindgen(js_name = completeEnglish)]
pub fn complete_english(text: &str) -> Result<(), JsError> {
    if words_complete() {
        return Ok(());
    }
    let catalogue = Catalogue::parse(Language::english(), text)
        .map_err(|error| refuse(&Message::new("language-unreadable").text("tag", "en").text("problem", error)))?;
    WHOLE_ENGLISH.with_borrow_mut(|whole| *whole = Some(catalogue));
    Ok(())
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
            Arg::Number { value: number, places: places_needed(number, 3) }
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
