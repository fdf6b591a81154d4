//! Lists of names in messages, built from the `ALL` constants so a new name is never missing
//! from the message that refuses a misspelt one.

use std::fmt::Display;

/// The names as a reader expects them: `a, b or c`.
///
/// ```
/// use npuzzle::model::names::one_of;
///
/// assert_eq!(one_of(["bfs", "dfs", "astar"]), "bfs, dfs or astar");
/// assert_eq!(one_of(["pdb"]), "pdb");
/// ```
pub fn one_of<T: Display>(names: impl IntoIterator<Item = T>) -> String {
    let names: Vec<String> = names.into_iter().map(|name| name.to_string()).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

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
