//! Reading a move list as homework prints it: direction letters or words, tile numbers, or the
//! sequence of boards (through the trace reader, so through the core's one board parser).

use super::SolutionInputError;
use crate::check::trace_input::read_trace;
use crate::model::board::Board;
use crate::model::moves::Direction;
use crate::model::names::echo;

/// The most moves a list may hold.
pub const MAX_MOVES: usize = 1_000_000;

/// The most characters of a refused token an error repeats.
const MAX_ECHO: usize = 20;

/// A move list as written, before a convention is chosen.
#[derive(Debug)]
pub(super) enum Written {
    /// Directions: each as the core reads its letter (the way a tile slides), and as written.
    Directions(Vec<(Direction, String)>),
    /// Tile numbers, each the tile slid.
    Tiles(Vec<u32>),
    /// Boards, from the start (or its first successor) on.
    Boards(Vec<Board>),
}

/// Reads `text` as a move list for boards of `start`'s shape: directions (letters U D L R, which
/// may run together, or the words up, down, left, right, any case), tile numbers, or boards;
/// separated by spaces, commas or nothing, in a JSON or Python list or not, after a label
/// (`moves: ...`) or not.
pub(super) fn read_moves(text: &str, start: &Board) -> Result<Written, SolutionInputError> {
    let body = without_label(text);
    let tokens: Vec<&str> = body.split(is_separator).filter(|token| !token.is_empty()).collect();
    if tokens.is_empty() {
        return Err(SolutionInputError::Empty);
    }
    if let Some(directions) = directions(&tokens)? {
        return Ok(Written::Directions(directions));
    }
    if let Some(tiles) = tile_numbers(&tokens)? {
        return Ok(Written::Tiles(tiles));
    }
    match read_trace(text, start.shape()) {
        Ok(boards) => Ok(Written::Boards(boards)),
        // A word that is no direction, among directions and numbers: name it rather than the
        // boards that were never meant.
        Err(error) => match tokens
            .iter()
            .enumerate()
            .find(|(_, token)| token.contains(char::is_alphabetic) && direction_of(token).is_none())
        {
            Some((at, token)) if tokens.iter().any(|token| direction_of(token).is_some()) => {
                Err(SolutionInputError::Unreadable { token: echo(token, MAX_ECHO), word: at + 1 })
            }
            _ => Err(SolutionInputError::Trace(error)),
        },
    }
}

/// What separates moves: spaces, commas, semicolons, and a list's brackets and quotes.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | ';' | '[' | ']' | '(' | ')' | '\'' | '"')
}

/// The text after a label on its first line (`moves: U L`, `path = ['U', 'L']`), if it has one:
/// words with a letter before a `:` or `=`, which are not themselves moves.
fn without_label(text: &str) -> &str {
    let text = text.trim_start();
    let first_line = text.lines().next().unwrap_or_default();
    let Some(at) = first_line.find([':', '=']) else { return text };
    let label = &first_line[..at];
    let moves = label.split(is_separator).filter(|t| !t.is_empty()).all(|t| direction_of(t).is_some());
    if label.contains(char::is_alphabetic) && !moves { &text[at + 1..] } else { text }
}

/// The directions of one token: a word (`up`, `Down`), or letters run together (`ULDR`).
fn direction_of(token: &str) -> Option<Vec<(Direction, String)>> {
    if let Some(dir) = Direction::ALL.into_iter().find(|dir| token.eq_ignore_ascii_case(&dir.to_string())) {
        return Some(vec![(dir, token.to_string())]);
    }
    token.chars().map(|letter| Direction::from_letter(letter).map(|dir| (dir, letter.to_string()))).collect()
}

/// The directions when every token is one, `None` when none is a direction word.
fn directions(tokens: &[&str]) -> Result<Option<Vec<(Direction, String)>>, SolutionInputError> {
    let mut moves = Vec::new();
    for token in tokens {
        match direction_of(token) {
            Some(dirs) => moves.extend(dirs),
            None => return Ok(None),
        }
        if moves.len() > MAX_MOVES {
            return Err(SolutionInputError::TooManyMoves);
        }
    }
    Ok(Some(moves))
}

/// The tiles when every token is a tile number (one or two digits, not 0: a board has a blank,
/// a list of tiles slid does not), else `None`.
fn tile_numbers(tokens: &[&str]) -> Result<Option<Vec<u32>>, SolutionInputError> {
    let tile = |token: &&str| {
        let digits = token.len() <= 2 && token.bytes().all(|b| b.is_ascii_digit());
        digits.then(|| token.parse::<u32>().ok()).flatten().filter(|&tile| tile != 0)
    };
    let tiles: Option<Vec<u32>> = tokens.iter().map(tile).collect();
    match tiles {
        Some(tiles) if tiles.len() > MAX_MOVES => Err(SolutionInputError::TooManyMoves),
        tiles => Ok(tiles),
    }
}
