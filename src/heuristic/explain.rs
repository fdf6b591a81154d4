//! What a heuristic counts on one board, for the page's "Explain h": the misplaced tiles, each
//! tile's Manhattan distance and goal cell, each linear conflict with its row or column, each
//! pattern database's tiles and lookup, and one line summing them, worded here. Every number
//! comes from the functions the searches call ([`Heuristic`]'s tables and its conflict count,
//! [`PdbHeuristic::lookups`]), so the breakdown is of the very estimate a solver uses.
//!
//! ```
//! use npuzzle::{Goal, parse_board, heuristic::{Heuristic, HeuristicKind, explain}};
//!
//! let board = parse_board("8 6 7\n2 5 4\n3 _ 1")?;
//! let goal = Goal::blank_last(board.shape());
//! let explained = explain(&Heuristic::new(HeuristicKind::Manhattan, &goal), &board, Some(31));
//! assert_eq!(explained.h, 21);
//! assert!(explained.sum.starts_with("h = 21 (Manhattan: "), "{}", explained.sum);
//! assert!(explained.sum.ends_with(" · h* = 31"));
//! # Ok::<(), npuzzle::ParseError>(())
//! ```

use std::fmt::Write as _;

use serde::Serialize;

use super::custom::{CustomWeights, Terms, decimal};
use super::incremental::Heuristic;
use super::kind::HeuristicKind;
use super::linear_conflict::{Line, leaving};
use super::pdb::{Partition, PdbHeuristic};
use crate::model::board::Board;
use crate::model::goal::Goal;

/// One tile's part: where it is, where it belongs, how far that is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TileMark {
    /// The tile's number.
    pub tile: u8,
    /// Its cell (row-major, from 0).
    pub cell: usize,
    /// Its goal cell.
    pub goal: usize,
    /// Moves from its cell to its goal cell (0 when it is home).
    pub distance: u32,
}

/// One row or column with linear conflicts: its tiles that belong to it but stand in the
/// wrong order, and those that must leave it so the others can pass.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineMark {
    /// `row` or `column`.
    pub line: &'static str,
    /// Its number, from 0.
    pub index: usize,
    /// Pairs of tiles of this line in each other's way (the first stands before the second
    /// but belongs after it).
    pub pairs: Vec<(u8, u8)>,
    /// The tiles that leave the line: as many as its conflicts, each adding 2 moves.
    pub leaving: Vec<u8>,
}

/// One pattern database's lookup: the tiles it covers and the moves it answers for them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GroupMark {
    /// The tiles of the pattern, as on the board.
    pub tiles: Vec<u8>,
    /// Its entry: the fewest moves of these tiles that bring them home.
    pub moves: u32,
}

/// What the overlay shows for a heuristic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[expect(clippy::struct_excessive_bools, reason = "what the overlay draws, each part by its name")]
pub struct Shown {
    /// The misplaced tiles are marked.
    pub misplaced: bool,
    /// Each tile's distance, and an arrow to its goal cell.
    pub distances: bool,
    /// The linear conflicts' pairs.
    pub conflicts: bool,
    /// The pattern databases' groups.
    pub groups: bool,
}

/// A heuristic's estimate for one board, taken apart.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Explanation {
    /// The heuristic (`custom:...` with its weights).
    pub heuristic: String,
    /// The estimate, as the solvers use it.
    pub h: u32,
    /// A custom heuristic's exact sum before rounding up (`31.5`), when it is not whole.
    pub exact: Option<f64>,
    /// The true distance, when it is known.
    pub true_distance: Option<u32>,
    /// What the overlay shows.
    pub shown: Shown,
    /// Every tile's part (the blank left out), in tile order.
    pub tiles: Vec<TileMark>,
    /// The rows and columns with linear conflicts.
    pub lines: Vec<LineMark>,
    /// The pattern databases' lookups, the larger first when reflected lookups are used.
    pub groups: Vec<GroupMark>,
    /// The other lookup (of the board reflected across its main diagonal, or direct when the
    /// reflected one is the larger), when the databases make both.
    pub other_groups: Vec<GroupMark>,
    /// Whether `groups` is the reflected lookup.
    pub reflected: bool,
    /// One line summing it up: `h = 25 = Manhattan 21 + 2 linear conflicts × 2`.
    pub sum: String,
}

/// The most terms the sum line lists before `+ …`.
const MAX_TERMS: usize = 24;

/// `heuristic`'s estimate for `board` taken apart, with the true distance when it is known.
#[must_use]
pub fn explain(heuristic: &Heuristic, board: &Board, true_distance: Option<u32>) -> Explanation {
    let tile_at = |cell: usize| board.tile_at(cell);
    let h = heuristic.evaluate(tile_at);
    let kind = heuristic.kind();
    let mut tiles: Vec<TileMark> = (0..board.tiles().len())
        .filter(|&cell| tile_at(cell) != 0)
        .map(|cell| {
            let tile = tile_at(cell);
            TileMark { tile, cell, goal: heuristic.goal_cell(tile), distance: heuristic.distance(tile, cell) }
        })
        .collect();
    tiles.sort_by_key(|mark| mark.tile);
    let conflicted = matches!(kind, HeuristicKind::LinearConflict | HeuristicKind::Custom(_));
    let lines: Vec<LineMark> = if conflicted { line_marks(heuristic, &tile_at) } else { Vec::new() };
    let mut explanation = Explanation {
        heuristic: kind.to_string(),
        h,
        exact: None,
        true_distance,
        shown: Shown { misplaced: false, distances: false, conflicts: false, groups: false },
        tiles,
        lines,
        groups: Vec::new(),
        other_groups: Vec::new(),
        reflected: false,
        sum: String::new(),
    };
    let sum = match kind {
        HeuristicKind::None => "h = 0 (no heuristic: every board counts 0)".to_string(),
        HeuristicKind::Hamming => {
            explanation.shown.misplaced = true;
            let misplaced = explanation.tiles.iter().filter(|mark| mark.distance > 0).count();
            let tiles = explanation.tiles.len();
            format!("h = {h} (Hamming: {misplaced} of {tiles} tiles are not on their goal cell)")
        }
        HeuristicKind::Manhattan => {
            explanation.shown.distances = true;
            format!("h = {h} (Manhattan: {})", distances(&explanation.tiles))
        }
        HeuristicKind::LinearConflict => {
            explanation.shown.distances = true;
            explanation.shown.conflicts = true;
            let manhattan: u32 = explanation.tiles.iter().map(|mark| mark.distance).sum();
            let conflicts: usize = explanation.lines.iter().map(|line| line.leaving.len()).sum();
            let word = if conflicts == 1 { "conflict" } else { "conflicts" };
            format!("h = {h} = Manhattan {manhattan} + {conflicts} linear {word} × 2")
        }
        HeuristicKind::Custom(weights) => custom_sum(&mut explanation, weights, heuristic.terms(&tile_at)),
        HeuristicKind::Pdb(partition) => match heuristic.databases() {
            Some(pdb) => {
                explanation.shown.groups = true;
                pdb_sum(&mut explanation, pdb, board, partition.name())
            }
            // Heuristic::new makes a pdb kind without its databases linear conflict: never here.
            None => format!("h = {h}"),
        },
    };
    explanation.sum = match true_distance {
        Some(distance) => format!("{sum} · h* = {distance}"),
        None => sum,
    };
    explanation
}

/// What the page shows for pattern databases it does not hold yet: linear conflict's
/// breakdown, said to stand in for them.
#[must_use]
pub fn explain_awaiting(partition: Partition, goal: &Goal, board: &Board, true_distance: Option<u32>) -> Explanation {
    let mut explanation = explain(&Heuristic::new(HeuristicKind::LinearConflict, goal), board, true_distance);
    explanation.heuristic = HeuristicKind::Pdb(partition).to_string();
    explanation.sum = format!(
        "The {} pattern databases are not loaded yet (a solve with them loads them); linear conflict meanwhile: {}",
        partition.name(),
        explanation.sum
    );
    explanation
}

/// The rows and columns with conflicts, from the tables and the count the heuristic uses.
fn line_marks(heuristic: &Heuristic, tile_at: &impl Fn(usize) -> u8) -> Vec<LineMark> {
    heuristic
        .lines()
        .filter(|&line| heuristic.line_conflicts(line, tile_at) > 0)
        .map(|line| {
            let members: Vec<(u8, u8)> =
                heuristic.line_members(line, tile_at).map(|(_, tile, key)| (tile, key)).collect();
            let keys: Vec<u8> = members.iter().map(|&(_, key)| key).collect();
            let pairs = members
                .iter()
                .enumerate()
                .flat_map(|(i, &(a, key_a))| {
                    members[i + 1..].iter().filter(move |&&(_, key_b)| key_b < key_a).map(move |&(b, _)| (a, b))
                })
                .collect();
            let leaving =
                members.iter().zip(leaving(&keys)).filter(|&(_, leaves)| leaves).map(|(&(tile, _), _)| tile).collect();
            let (line, index) = match line {
                Line::Row(r) => ("row", usize::from(r)),
                Line::Col(c) => ("column", usize::from(c)),
            };
            LineMark { line, index, pairs, leaving }
        })
        .collect()
}

/// `3 + 1 + 2 + …`: the tiles' nonzero distances in tile order.
fn distances(tiles: &[TileMark]) -> String {
    let terms: Vec<String> =
        tiles.iter().filter(|mark| mark.distance > 0).map(|mark| mark.distance.to_string()).collect();
    if terms.is_empty() {
        return "every tile is home".to_string();
    }
    let mut listed = terms[..terms.len().min(MAX_TERMS)].join(" + ");
    if terms.len() > MAX_TERMS {
        listed.push_str(" + …");
    }
    listed
}

/// `h = 32 = 1.5 × Manhattan 21 = 31.5, rounded up`.
fn custom_sum(explanation: &mut Explanation, weights: CustomWeights, terms: Terms) -> String {
    let [hamming, manhattan, conflicts, _] = weights.parts();
    explanation.shown.misplaced = hamming != 0;
    explanation.shown.distances = manhattan != 0;
    explanation.shown.conflicts = conflicts != 0;
    let h = explanation.h;
    let mut sum = format!("h = {h} = {}", weights.formula(Some(terms)));
    let raw = weights.sum(terms);
    if raw < 0 {
        let _ = write!(sum, " = −{}, counted as 0", decimal(-raw));
    } else if raw % 1000 != 0 {
        explanation.exact = Some(f64::from(i32::try_from(raw).unwrap_or(i32::MAX)) / 1000.0);
        let _ = write!(sum, " = {}, rounded up", decimal(raw));
    }
    sum
}

/// `h = 48 = 20 + 18 + 10 (reflected lookup; the direct one: 46) (pattern databases 6-6-3)`.
fn pdb_sum(explanation: &mut Explanation, pdb: &PdbHeuristic, board: &Board, name: &str) -> String {
    let marks = |lookups: Vec<(Vec<u8>, u32)>| -> Vec<GroupMark> {
        lookups.into_iter().map(|(tiles, moves)| GroupMark { tiles, moves }).collect()
    };
    let total = |groups: &[GroupMark]| groups.iter().map(|group| group.moves).sum::<u32>();
    let terms =
        |groups: &[GroupMark]| groups.iter().map(|group| group.moves.to_string()).collect::<Vec<_>>().join(" + ");
    let direct = marks(pdb.lookups(board.tiles(), false));
    let h = explanation.h;
    let sum = if pdb.reflects() {
        let reflected = marks(pdb.lookups(board.tiles(), true));
        let larger_reflected = total(&reflected) > total(&direct);
        let (used, other) = if larger_reflected { (reflected, direct) } else { (direct, reflected) };
        let (which, other_name) =
            if larger_reflected { ("reflected lookup", "direct") } else { ("lookup", "reflected") };
        let line = format!("h = {h} = {} ({which}; the {other_name} one: {})", terms(&used), total(&other));
        explanation.reflected = larger_reflected;
        explanation.groups = used;
        explanation.other_groups = other;
        line
    } else {
        let line = format!("h = {h} = {}", terms(&direct));
        explanation.groups = direct;
        line
    };
    format!("{sum} (pattern databases {name})")
}
