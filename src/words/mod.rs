//! Words: what the core says as message keys with arguments ([`Message`]), the catalogues that
//! word them, one a language ([`Catalogue`], read from `locales/{tag}.ftl`), and the languages
//! with their plural rules and numbers ([`LANGUAGES`]). Every other layer says things through
//! here, so each sentence is written once, in the English catalogue, which the CLI and the
//! Python package print and every other catalogue translates.

mod catalogue;
mod language;
mod message;

use std::sync::OnceLock;

pub use catalogue::{Catalogue, CatalogueError};
pub use language::{Direction, LANGUAGES, Language, NumberStyle, PluralCategory, PluralRule, places_needed, plain};
pub(crate) use message::english_display;
pub use message::{Arg, Count, Message, Said, all_of, one_of};

/// The English catalogue's text, built into the core: the source language (`locales/en.ftl`
/// without comments; in the first wasm module, without its `## Later:` sections: build.rs).
pub const ENGLISH_TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// Whether the English built in is the whole catalogue (not in the first wasm module).
pub const ENGLISH_WHOLE: bool = !cfg!(feature = "light");

/// The English catalogue, read once.
///
/// # Panics
/// Never in a build whose tests pass: `tests/words.rs` reads the same text.
#[must_use]
pub fn english() -> &'static Catalogue {
    static ENGLISH: OnceLock<Catalogue> = OnceLock::new();
    ENGLISH.get_or_init(|| match Catalogue::parse(Language::english(), ENGLISH_TEXT) {
        Ok(catalogue) => catalogue,
        Err(error) => panic!("locales/en.ftl: {error}"),
    })
}
