//! What the core found, as a message key with its arguments: the facts, to be worded by a
//! catalogue. A `Message` prints in English (`Display`), which is how the CLI and the Python
//! package say it; the page words it in the reader's language through the boundary.

use std::borrow::Cow;
use std::fmt;

/// One argument of a message: a number (written in the language's style and choosing its
/// plural), text written as it is (a board, a tile, a name the reader typed), or another
/// message worded in the same language.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A number and how many decimal places it is written with.
    Number {
        /// The number.
        value: f64,
        /// Decimal places written.
        places: usize,
    },
    /// Text as it is: boards, tile numbers, moves, file names, the reader's own input.
    Text(String),
    /// A message inside the message.
    Message(Message),
}

/// A count a message may carry: any whole number type.
pub trait Count {
    /// The count as a float, exact up to 2^53.
    fn to_count(self) -> f64;
}

macro_rules! count_types {
    ($($t:ty),*) => {$(
        impl Count for $t {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless, reason = "counts are far below 2^53; which lint fires depends on the type")]
            fn to_count(self) -> f64 {
                self as f64
            }
        }
    )*};
}
count_types!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// A message key and its named arguments.
///
/// ```
/// use npuzzle::words::Message;
///
/// let message = Message::new("list-or-pair").text("first", "bfs").text("last", "dfs");
/// assert_eq!(message.to_string(), "bfs or dfs");
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    key: Cow<'static, str>,
    args: Vec<(Cow<'static, str>, Arg)>,
}

impl Message {
    /// A message with no arguments yet.
    #[must_use]
    #[inline(never)]
    pub fn new(key: impl Into<Cow<'static, str>>) -> Message {
        Message { key: key.into(), args: Vec::new() }
    }

    /// Its key.
    #[must_use]
    pub fn key(&self) -> &str {
        &self.key
    }

    /// Its argument `name`.
    #[must_use]
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(arg, _)| arg == name).map(|(_, value)| value)
    }

    /// Its arguments in the order they were given.
    pub fn args(&self) -> impl Iterator<Item = (&str, &Arg)> {
        self.args.iter().map(|(name, value)| (name.as_ref(), value))
    }

    /// With the argument `name` set to `value`. Never inlined, like the builders below: a
    /// message is built at hundreds of places, and the first wasm module a page loads is weighed.
    #[must_use]
    #[inline(never)]
    pub fn with(mut self, name: impl Into<Cow<'static, str>>, value: Arg) -> Message {
        self.args.push((name.into(), value));
        self
    }

    /// With a count (grouped in thousands, choosing the plural).
    #[must_use]
    #[inline(never)]
    pub fn count(self, name: &'static str, count: impl Count) -> Message {
        self.number(name, count.to_count(), 0)
    }

    /// With a number written with `places` decimals.
    #[must_use]
    #[inline(never)]
    pub fn number(self, name: &'static str, value: f64, places: usize) -> Message {
        self.with(name, Arg::Number { value, places })
    }

    /// With text written as it is.
    #[must_use]
    #[inline(never)]
    pub fn text(self, name: &'static str, text: impl fmt::Display) -> Message {
        self.text_string(name, text.to_string())
    }

    #[inline(never)]
    fn text_string(self, name: &'static str, text: String) -> Message {
        self.with(name, Arg::Text(text))
    }

    /// With another message worded inside it.
    #[must_use]
    #[inline(never)]
    pub fn message(self, name: &'static str, message: Message) -> Message {
        self.with(name, Arg::Message(message))
    }
}

impl fmt::Display for Message {
    /// The message in English, from the English catalogue.
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let english = super::english();
        formatter.write_str(&english.say(self, english))
    }
}

/// Anything the core says: its facts as a message.
pub trait Said {
    /// What it says, to be worded by a catalogue.
    fn message(&self) -> Message;
}

impl Said for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

/// `Display` for types that are [`Said`]: their message in English, as the CLI and the Python
/// package print it (and as `thiserror` needs it), written once for them all.
macro_rules! english_display {
    ($($said:ty),+ $(,)?) => {$(
        impl ::std::fmt::Display for $said {
            fn fmt(&self, formatter: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                formatter.write_str(&$crate::words::Said::message(self).to_string())
            }
        }
    )+};
}
pub(crate) use english_display;

/// `items` as a reader expects a choice: `a, b or c` in English, worded by the catalogue's
/// `list-or-pair` and `list-comma`.
///
/// ```
/// use npuzzle::words::{one_of, Message};
///
/// assert_eq!(one_of(["bfs", "dfs", "astar"]).to_string(), "bfs, dfs or astar");
/// assert_eq!(one_of(["pdb"]).to_string(), "pdb");
/// ```
pub fn one_of<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> Message {
    listed(items, "list-or-pair")
}

/// `items` as a reader expects a list: `a, b and c` (`list-and-pair`, `list-comma`).
pub fn all_of<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> Message {
    listed(items, "list-and-pair")
}

fn listed<T: fmt::Display>(items: impl IntoIterator<Item = T>, pair: &'static str) -> Message {
    let items: Vec<String> = items.into_iter().map(|item| item.to_string()).collect();
    let mut rest = items.iter().rev();
    let last = rest.next().map_or_else(String::new, Clone::clone);
    let mut message = Message::new("list-one").text("item", last);
    for (index, item) in rest.enumerate() {
        let key = if index == 0 { pair } else { "list-comma" };
        let tail = std::mem::replace(&mut message, Message::new(key));
        message = message.text("first", item).message("last", tail);
    }
    message
}
