//! A catalogue: one language's words for every message key, read from a file in `locales/`
//! written in a subset of Project Fluent's syntax, so translators' tools read it too:
//!
//! ```ftl
//! # A comment.
//! -frontier = frontier
//! waiting = { $count ->
//!         [one] { $count } board was waiting on the { -frontier }
//!        *[other] { $count } boards were waiting on the { -frontier }
//!     }
//! ```
//!
//! What it reads: messages and `-terms`, a value on the line of its key and on the indented
//! lines below it (their line breaks kept, their indentation not), placeables of a variable
//! (`{ $count }`), a term or another message (`{ -frontier }`, `{ other-key }`), a string
//! literal (`{ "{" }`), and selects on a variable whose variants each fit on one line: a number
//! exact (`[0]`), a CLDR plural category (`[one]`, `[few]`) or a word (`[tile]`), with one
//! default marked `*`. That is all the catalogues need, and the one formatter below is all
//! that words them: the CLI, the Python package and the page (through the wasm boundary) alike.

use std::collections::HashMap;
use std::fmt::Write as _;

use super::language::Language;
use super::message::{Arg, Message};

/// Why a catalogue's text could not be read: the line (counted from 1) and what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct CatalogueError {
    /// The line of the entry, from 1.
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

/// A pattern: text and placeables in order.
#[derive(Debug, Clone, PartialEq)]
enum Part {
    Text(String),
    Variable(String),
    Reference(String),
    Select { variable: String, variants: Vec<(String, Vec<Part>)>, default: usize },
}

/// One language's words, read from its file.
#[derive(Debug, Clone)]
pub struct Catalogue {
    language: &'static Language,
    entries: HashMap<String, Vec<Part>>,
}

impl Catalogue {
    /// Reads `text`, a catalogue in `language`.
    ///
    /// # Errors
    /// The first entry that is not in the syntax above, with its line.
    pub fn parse(language: &'static Language, text: &str) -> Result<Catalogue, CatalogueError> {
        let mut entries = HashMap::new();
        for (line, key, value) in entries_of(text)? {
            let mut reader = Reader { chars: value.chars().collect(), at: 0, line };
            let parts = reader.pattern(None)?;
            if entries.insert(key.clone(), parts).is_some() {
                return Err(CatalogueError { line, reason: format!("`{key}` is defined twice") });
            }
        }
        Ok(Catalogue { language, entries })
    }

    /// The language it words.
    #[must_use]
    pub fn language(&self) -> &'static Language {
        self.language
    }

    /// Its message keys (not its `-terms`), in no order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.keys().map(String::as_str).filter(|key| !key.starts_with('-'))
    }

    /// Whether it words `key`.
    #[must_use]
    pub fn has(&self, key: &str) -> bool {
        self.entries.contains_key(key)
    }

    /// The variables `key`'s wording uses (its own and those of the variants of its selects),
    /// sorted: what a translation must keep.
    #[must_use]
    pub fn variables(&self, key: &str) -> Vec<String> {
        fn collect(parts: &[Part], out: &mut Vec<String>) {
            for part in parts {
                match part {
                    Part::Variable(name) => out.push(name.clone()),
                    Part::Select { variable, variants, .. } => {
                        out.push(variable.clone());
                        for (_, parts) in variants {
                            collect(parts, out);
                        }
                    }
                    Part::Text(_) | Part::Reference(_) => {}
                }
            }
        }
        let mut out = Vec::new();
        if let Some(parts) = self.entries.get(key) {
            collect(parts, &mut out);
        }
        out.sort();
        out.dedup();
        out
    }

    /// `message` in this catalogue's words; a key it lacks is worded by `fallback` (English),
    /// and a key neither has is written as itself, so a gap shows and never breaks the page.
    #[must_use]
    pub fn say(&self, message: &Message, fallback: &Catalogue) -> String {
        let mut out = String::new();
        self.write(message, fallback, &mut out, 0);
        out
    }

    fn write(&self, message: &Message, fallback: &Catalogue, out: &mut String, depth: usize) {
        let key = message.key();
        match (self.entries.get(key), fallback.entries.get(key)) {
            (Some(parts), _) => self.write_parts(parts, message, fallback, out, depth),
            (None, Some(parts)) => fallback.write_parts(parts, message, fallback, out, depth),
            (None, None) => out.push_str(key),
        }
    }

    fn write_parts(&self, parts: &[Part], message: &Message, fallback: &Catalogue, out: &mut String, depth: usize) {
        // A reference cycle in a catalogue would recurse for ever; no real message nests this deep.
        if depth > 16 {
            return;
        }
        for part in parts {
            match part {
                Part::Text(text) => out.push_str(text),
                Part::Variable(name) => self.write_arg(message.arg(name), name, fallback, out, depth),
                Part::Reference(key) => self.write(&Message::new(key.clone()), fallback, out, depth + 1),
                Part::Select { variable, variants, default } => {
                    let chosen = self.select(message.arg(variable), variants).unwrap_or(*default);
                    self.write_parts(&variants[chosen].1, message, fallback, out, depth + 1);
                }
            }
        }
    }

    fn write_arg(&self, arg: Option<&Arg>, name: &str, fallback: &Catalogue, out: &mut String, depth: usize) {
        // Fluent's isolation marks, so a board's digits and a name keep their own order inside a
        // right-to-left sentence; a left-to-right one needs none.
        let isolate = self.language.direction == super::Direction::Rtl;
        match arg {
            None => {
                let _ = write!(out, "{{${name}}}");
            }
            Some(Arg::Number { value, places }) => out.push_str(&self.language.numbers.write(*value, *places)),
            Some(Arg::Text(text)) if isolate => {
                let _ = write!(out, "\u{2068}{text}\u{2069}");
            }
            Some(Arg::Text(text)) => out.push_str(text),
            Some(Arg::Message(inner)) => {
                if isolate {
                    out.push('\u{2068}');
                }
                self.write(inner, fallback, out, depth + 1);
                if isolate {
                    out.push('\u{2069}');
                }
            }
        }
    }

    fn select(&self, arg: Option<&Arg>, variants: &[(String, Vec<Part>)]) -> Option<usize> {
        let find = |wanted: &str| variants.iter().position(|(key, _)| key == wanted);
        match arg? {
            Arg::Number { value, places } => {
                let whole = (*places == 0 && value.fract() == 0.0 && *value >= 0.0).then_some(*value);
                #[expect(
                    clippy::cast_possible_truncation,
                    clippy::cast_sign_loss,
                    reason = "a whole, non-negative count"
                )]
                let count = whole.map(|value| value as u64);
                count
                    .and_then(|count| find(&count.to_string()))
                    .or_else(|| find(count.map_or("other", |count| self.language.plurals.category(count).name())))
            }
            Arg::Text(text) => find(text),
            Arg::Message(inner) => find(inner.key()),
        }
    }
}

/// The entries of a catalogue's text: (line, key, value with its continuation lines).
fn entries_of(text: &str) -> Result<Vec<(usize, String, String)>, CatalogueError> {
    let mut entries: Vec<(usize, String, String)> = Vec::new();
    let mut blank_lines = 0;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        if raw.trim().is_empty() {
            blank_lines += 1;
            continue;
        }
        // A select's closing brace may sit at the start of its line, as many editors leave it.
        if raw.starts_with(' ') || raw.starts_with('}') {
            let Some((_, _, value)) = entries.last_mut() else {
                return Err(CatalogueError { line, reason: "an indented line before any key".into() });
            };
            for _ in 0..blank_lines {
                value.push('\n');
            }
            if !value.is_empty() {
                value.push('\n');
            }
            value.push_str(raw.trim());
        } else if !raw.starts_with('#') {
            let Some((key, value)) = raw.split_once('=') else {
                return Err(CatalogueError { line, reason: "expected `key = value`".into() });
            };
            let key = key.trim();
            let body = key.strip_prefix('-').unwrap_or(key);
            let valid = body.starts_with(|c: char| c.is_ascii_alphabetic())
                && body.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            if !valid {
                return Err(CatalogueError {
                    line,
                    reason: format!("`{key}` is not a key (letters, digits and - only)"),
                });
            }
            entries.push((line, key.to_owned(), value.trim().to_owned()));
        }
        blank_lines = 0;
    }
    Ok(entries)
}

/// Reads one entry's value.
struct Reader {
    chars: Vec<char>,
    at: usize,
    line: usize,
}

impl Reader {
    fn fail<T>(&self, reason: impl Into<String>) -> Result<T, CatalogueError> {
        Err(CatalogueError { line: self.line, reason: reason.into() })
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, wanted: char) -> Result<(), CatalogueError> {
        self.skip_blanks();
        if self.peek() == Some(wanted) {
            self.at += 1;
            Ok(())
        } else {
            self.fail(format!("expected `{wanted}`"))
        }
    }

    /// Text and placeables up to the end, or up to `until` (a variant's line end).
    fn pattern(&mut self, until: Option<char>) -> Result<Vec<Part>, CatalogueError> {
        let mut parts = Vec::new();
        let mut text = String::new();
        while let Some(c) = self.peek() {
            if Some(c) == until {
                break;
            }
            match c {
                '{' => {
                    self.at += 1;
                    if !text.is_empty() {
                        parts.push(Part::Text(std::mem::take(&mut text)));
                    }
                    let part = self.placeable()?;
                    match (part, parts.last_mut()) {
                        (Part::Text(literal), Some(Part::Text(before))) => before.push_str(&literal),
                        (part, _) => parts.push(part),
                    }
                }
                '}' => return self.fail("a `}` with no `{` before it (write { \"}\" } for the character)"),
                _ => {
                    text.push(c);
                    self.at += 1;
                }
            }
        }
        if !text.is_empty() {
            parts.push(Part::Text(text));
        }
        Ok(parts)
    }

    fn name(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    /// After `{`: up to and including its `}`.
    fn placeable(&mut self) -> Result<Part, CatalogueError> {
        self.skip_blanks();
        let part = match self.peek() {
            Some('$') => {
                self.at += 1;
                let variable = self.name();
                if variable.is_empty() {
                    return self.fail("`$` with no variable name");
                }
                self.skip_blanks();
                if self.chars[self.at..].starts_with(&['-', '>']) {
                    self.at += 2;
                    self.select(variable)?
                } else {
                    Part::Variable(variable)
                }
            }
            Some('"') => {
                self.at += 1;
                let start = self.at;
                while self.peek().is_some_and(|c| c != '"') {
                    self.at += 1;
                }
                let literal = self.chars[start..self.at].iter().collect();
                self.eat('"')?;
                Part::Text(literal)
            }
            Some(c) if c == '-' || c.is_ascii_alphabetic() => Part::Reference(self.name()),
            _ => return self.fail("expected `$variable`, a key or a \"string\" in `{ }`"),
        };
        self.eat('}')?;
        Ok(part)
    }

    /// After `$variable ->`: the variants, each `[key] value` or `*[key] value` on its line.
    fn select(&mut self, variable: String) -> Result<Part, CatalogueError> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blanks();
            match self.peek() {
                Some('}') => break,
                Some('*') if default.is_none() => {
                    self.at += 1;
                    default = Some(variants.len());
                }
                Some('[') => {}
                _ => return self.fail(format!("expected a variant `[key]` of the select on ${variable}")),
            }
            self.eat('[')?;
            self.skip_blanks();
            let key = self.name();
            self.eat(']')?;
            while self.peek().is_some_and(|c| c == ' ') {
                self.at += 1;
            }
            let value = self.pattern(Some('\n'))?;
            variants.push((key, value));
        }
        let Some(default) = default else {
            return self.fail(format!("the select on ${variable} has no default variant `*[...]`"));
        };
        Ok(Part::Select { variable, variants, default })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalogue(tag: &str, text: &str) -> Catalogue {
        Catalogue::parse(Language::find(tag).unwrap(), text).unwrap()
    }

    #[test]
    fn plurals_choose_by_the_languages_rule_and_exact_numbers_first() {
        let text = "n = { $count ->\n    [0] none\n    [one] { $count } board\n    [two] two boards\n   *[other] { $count } boards\n}\n";
        let en = catalogue("en", text);
        let ar = catalogue("ar", text);
        let say = |c: &Catalogue, count: u32| c.say(&Message::new("n").count("count", count), &en);
        assert_eq!(say(&en, 0), "none");
        assert_eq!(say(&en, 1), "1 board");
        assert_eq!(say(&en, 2), "2 boards");
        assert_eq!(say(&en, 1234), "1,234 boards");
        assert_eq!(say(&ar, 2), "two boards");
        assert_eq!(say(&ar, 12), "12 boards");
    }

    #[test]
    fn terms_references_and_nested_messages_are_worded() {
        let en =
            catalogue("en", "-frontier = frontier\nwaiting = on the { -frontier }: { $why }\nwhy = { $board } tied\n");
        let message = Message::new("waiting").message("why", Message::new("why").text("board", "1 2 / 3 _"));
        assert_eq!(en.say(&message, &en), "on the frontier: 1 2 / 3 _ tied");
    }

    #[test]
    fn a_missing_key_falls_back_to_english_then_to_itself() {
        let en = catalogue("en", "a = apple\n");
        let fr = catalogue("fr", "b = banane\n");
        assert_eq!(fr.say(&Message::new("a"), &en), "apple");
        assert_eq!(fr.say(&Message::new("c"), &en), "c");
    }

    #[test]
    fn continuation_lines_keep_their_breaks_and_errors_name_the_line() {
        let en = catalogue("en", "long =\n    first line\n    second line\n");
        assert_eq!(en.say(&Message::new("long"), &en), "first line\nsecond line");
        let error = Catalogue::parse(Language::english(), "a = ok\nb = { $x ->\n  [one] x\n}\n").unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.reason.contains("no default"), "{error}");
        assert_eq!(Catalogue::parse(Language::english(), "a = }").unwrap_err().line, 1);
    }

    #[test]
    fn right_to_left_catalogues_isolate_text_arguments() {
        let ar = catalogue("ar", "b = اللوحة { $board }\n");
        assert_eq!(ar.say(&Message::new("b").text("board", "1 2"), &ar), "اللوحة \u{2068}1 2\u{2069}");
    }
}
