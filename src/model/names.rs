//! Names as the core reads and writes them: a name matched whatever its case, input echoed in
//! errors, and counts grouped in thousands. Lists of names in messages are `words::one_of`,
//! built from the `ALL` constants, so a new name is never missing from the message that
//! refuses a misspelt one.

use std::fmt::Display;

/// At most `max` characters of `text`, with an ellipsis when cut: what a message repeats of
/// a refused input, so a megabyte of it never ends up in a message.
///
/// ```
/// use npuzzle::model::names::echo;
///
/// assert_eq!(echo("astar", 40), "astar");
/// assert_eq!(echo("abcdefgh", 4), "abcd…");
/// ```
#[must_use]
pub fn echo(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

/// Whether `text` is `name`, ignoring the case of its letters and the spaces around it: the one
/// way every name the core reads (algorithms, heuristics, partitions, goals) is matched, so a
/// link's `algorithm=BFS` or `heuristic=Manhattan` reads as `bfs` and `manhattan` everywhere.
///
/// ```
/// use npuzzle::model::names::is_named;
///
/// assert!(is_named(" Linear-Conflict ", "linear-conflict"));
/// assert!(!is_named("linear conflict", "linear-conflict"));
/// ```
#[must_use]
pub fn is_named(text: &str, name: &str) -> bool {
    text.trim().eq_ignore_ascii_case(name)
}

/// The item of `all` whose name (`name_of`) `text` is ([`is_named`]).
pub fn find_named<T: Copy>(
    all: impl IntoIterator<Item = T>,
    text: &str,
    name_of: impl Fn(T) -> &'static str,
) -> Option<T> {
    all.into_iter().find(|&item| is_named(text, name_of(item)))
}

/// A number with the thousands of its whole part grouped by commas, as every message and page
/// shows counts: `1,171,354` (and `1,234.5`).
///
/// ```
/// use npuzzle::model::names::grouped;
///
/// assert_eq!(grouped(1_171_354_u64), "1,171,354");
/// assert_eq!(grouped(999_usize), "999");
/// assert_eq!(grouped(1234.5), "1,234.5");
/// assert_eq!(grouped(0_u32), "0");
/// ```
pub fn grouped(number: impl Display) -> String {
    let text = number.to_string();
    let whole = text.bytes().take_while(u8::is_ascii_digit).count();
    let mut out = String::with_capacity(text.len() + whole / 3);
    for (index, digit) in text[..whole].chars().enumerate() {
        if index > 0 && (whole - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out.push_str(&text[whole..]);
    out
}

/// A count and its noun, the noun in the singular for exactly one, the count grouped: how
/// every message writes "1 number", "7 numbers", "1,171,354 states".
///
/// ```
/// use npuzzle::model::names::counted;
///
/// assert_eq!(counted(1_usize, "number", "numbers"), "1 number");
/// assert_eq!(counted(0_usize, "child", "children"), "0 children");
/// assert_eq!(counted(1_171_354_u64, "state", "states"), "1,171,354 states");
/// ```
pub fn counted<N: Display + PartialEq + From<u8>>(count: N, one: &str, many: &str) -> String {
    let noun = if count == N::from(1) { one } else { many };
    format!("{} {noun}", grouped(count))
}
