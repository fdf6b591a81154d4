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

use serde::{Deserialize, Serialize};

use super::custom::{CustomWeights, Terms, decimal};
use super::incremental::Heuristic;
use super::kind::HeuristicKind;
use super::linear_conflict::{Line, leaving};
use super::pdb::{Partition, PdbHeuristic};
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::words::Message;

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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    /// One line summing it up: `h = 25 = Manhattan 21 + 2 linear conflicts × 2` (worded at
    /// the boundary, in the reader's language).
    #[serde(skip)]
    pub sum: Message,
}

/// The most terms the sum line lists before `+ …`.
const MAX_TERMS: usize = 24;

/// `heuristic`'s estimate for `board` taken apart, with the true distance when it is known.
#[must_use]
pub fn explain(heuristic: &Heuristic, board: &Board, true_distance: Option<u32>) -> Explanation {
    if let Some(pdb) = heuristic.databases() {
        return explain_lookups(heuristic, board, lookups(pdb, board), true_distance);
    }
    let tile_at = |cell: usize| board.tile_at(cell);
    let h = heuristic.evaluate(tile_at);
    let kind = heuristic.kind();
    let mut explanation = marked(heuristic, board, kind.to_string(), h, true_distance);
    if matches!(kind, HeuristicKind::LinearConflict | HeuristicKind::Custom(_)) {
        explanation.lines = line_marks(heuristic, &tile_at);
    }
    let sum = match kind {
        HeuristicKind::Hamming => {
            explanation.shown.misplaced = true;
            let misplaced = explanation.tiles.iter().filter(|mark| mark.distance > 0).count();
            Message::new("explain-hamming")
                .count("h", h)
                .count("misplaced", misplaced)
                .count("tiles", explanation.tiles.len())
        }
        HeuristicKind::Manhattan => {
            explanation.shown.distances = true;
            Message::new("explain-manhattan").count("h", h).message("distances", distances(&explanation.tiles))
        }
        HeuristicKind::LinearConflict => {
            explanation.shown.distances = true;
            explanation.shown.conflicts = true;
            let manhattan: u32 = explanation.tiles.iter().map(|mark| mark.distance).sum();
            let conflicts: usize = explanation.lines.iter().map(|line| line.leaving.len()).sum();
            Message::new("explain-linear-conflict")
                .count("h", h)
                .count("manhattan", manhattan)
                .count("conflicts", conflicts)
        }
        HeuristicKind::Custom(weights) => custom_sum(&mut explanation, weights, heuristic.terms(&tile_at)),
        // Without its databases (Heuristic::new) a pdb kind is linear conflict: never here.
        HeuristicKind::None | HeuristicKind::Pdb(_) | HeuristicKind::Pdb24(_) => Message::new("explain-none"),
    };
    explanation.sum = with_truth(sum, true_distance);
    explanation
}

/// A pattern-database set's lookups for one board ([`lookups`]), which [`explain_lookups`] takes
/// apart: they cross from the wasm instance that holds the databases to the one that explains.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lookups {
    /// The heuristic the set makes: `pdb`, `pdb-7-7-1`.
    pub heuristic: String,
    /// Its partition: `6-6-3`.
    pub partition: String,
    /// Each pattern's lookup for the board.
    pub direct: Vec<GroupMark>,
    /// Each pattern's lookup for the board reflected across its main diagonal, when the set
    /// makes that lookup too.
    pub reflected: Option<Vec<GroupMark>>,
}

/// `pdb`'s lookups for `board` ([`PdbHeuristic::lookups`]): the larger total is its estimate.
#[must_use]
pub fn lookups(pdb: &PdbHeuristic, board: &Board) -> Lookups {
    let marks = |reflected: bool| -> Vec<GroupMark> {
        pdb.lookups(board.tiles(), reflected).into_iter().map(|(tiles, moves)| GroupMark { tiles, moves }).collect()
    };
    let partition = pdb.set().partition();
    Lookups {
        heuristic: HeuristicKind::Pdb(partition).to_string(),
        partition: partition.name().to_string(),
        direct: marks(false),
        reflected: pdb.reflects().then(|| marks(true)),
    }
}

/// Pattern databases' `lookups` for `board` taken apart: the estimate is the larger total
/// (`h = 48 = 20 + 18 + 10 (reflected lookup; the direct one: 46) (pattern databases 6-6-3)`).
/// `marks` is any heuristic prepared for the goal: the tiles' distances and goal cells.
#[must_use]
pub fn explain_lookups(marks: &Heuristic, board: &Board, lookups: Lookups, true_distance: Option<u32>) -> Explanation {
    let total = |groups: &[GroupMark]| groups.iter().map(|group| group.moves).sum::<u32>();
    let terms =
        |groups: &[GroupMark]| groups.iter().map(|group| group.moves.to_string()).collect::<Vec<_>>().join(" + ");
    let Lookups { heuristic, partition, direct, reflected } = lookups;
    let (used, other, larger_reflected) = match reflected {
        Some(reflected) if total(&reflected) > total(&direct) => (reflected, direct, true),
        Some(reflected) => (direct, reflected, false),
        None => (direct, Vec::new(), false),
    };
    let h = total(&used);
    let mut explanation = marked(marks, board, heuristic, h, true_distance);
    explanation.shown.groups = true;
    let key = match (other.is_empty(), larger_reflected) {
        (true, _) => "explain-lookups",
        (false, true) => "explain-lookups-reflected",
        (false, false) => "explain-lookups-direct",
    };
    let sum = Message::new(key)
        .count("h", h)
        .text("terms", terms(&used))
        .count("other", total(&other))
        .text("partition", partition);
    explanation.reflected = larger_reflected;
    explanation.groups = used;
    explanation.other_groups = other;
    explanation.sum = with_truth(sum, true_distance);
    explanation
}

/// An explanation of `h` with every tile's distance and goal cell, nothing shown yet.
fn marked(heuristic: &Heuristic, board: &Board, name: String, h: u32, true_distance: Option<u32>) -> Explanation {
    let mut tiles = Vec::with_capacity(board.tiles().len());
    for tile in (1..board.tiles().len()).filter_map(|tile| u8::try_from(tile).ok()) {
        let cell = board.position_of(tile);
        tiles.push(TileMark { tile, cell, goal: heuristic.goal_cell(tile), distance: heuristic.distance(tile, cell) });
    }
    Explanation {
        heuristic: name,
        h,
        exact: None,
        true_distance,
        shown: Shown { misplaced: false, distances: false, conflicts: false, groups: false },
        tiles,
        lines: Vec::new(),
        groups: Vec::new(),
        other_groups: Vec::new(),
        reflected: false,
        sum: Message::new("explain-none"),
    }
}

/// The sum line, and ` · h* = 31` when the true distance is known.
fn with_truth(sum: Message, true_distance: Option<u32>) -> Message {
    match true_distance {
        Some(distance) => Message::new("explain-with-truth").message("sum", sum).count("distance", distance),
        None => sum,
    }
}

/// What the page shows for pattern databases it does not hold yet: linear conflict's
/// breakdown, said to stand in for them.
#[must_use]
pub fn explain_awaiting(partition: Partition, goal: &Goal, board: &Board, true_distance: Option<u32>) -> Explanation {
    let mut explanation = explain(&Heuristic::new(HeuristicKind::LinearConflict, goal), board, true_distance);
    explanation.heuristic = HeuristicKind::Pdb(partition).to_string();
    explanation.sum =
        Message::new("explain-awaiting").text("partition", partition.name()).message("sum", explanation.sum);
    explanation
}

/// The rows and columns with conflicts, from the tables and the count the heuristic uses.
fn line_marks(heuristic: &Heuristic, tile_at: &dyn Fn(usize) -> u8) -> Vec<LineMark> {
    let mut marks = Vec::new();
    for line in heuristic.lines().filter(|&line| heuristic.line_conflicts(line, &tile_at) > 0) {
        let (len, first, step) = heuristic.line_cells(line);
        let mut tiles = Vec::new();
        let mut keys = Vec::new();
        for tile in (0..len).map(|i| tile_at(first + i * step)) {
            let key = heuristic.line_key(line, tile);
            if key > 0 {
                tiles.push(tile);
                keys.push(key);
            }
        }
        let mut pairs = Vec::new();
        for i in 0..keys.len() {
            for j in i + 1..keys.len() {
                if keys[j] < keys[i] {
                    pairs.push((tiles[i], tiles[j]));
                }
            }
        }
        let leaving = tiles.iter().zip(leaving(&keys)).filter(|&(_, leaves)| leaves).map(|(&tile, _)| tile).collect();
        let (line, index) = match line {
            Line::Row(r) => ("row", usize::from(r)),
            Line::Col(c) => ("column", usize::from(c)),
        };
        marks.push(LineMark { line, index, pairs, leaving });
    }
    marks
}

/// `3 + 1 + 2 + …`: the tiles' nonzero distances in tile order.
fn distances(tiles: &[TileMark]) -> Message {
    let terms: Vec<String> =
        tiles.iter().filter(|mark| mark.distance > 0).map(|mark| mark.distance.to_string()).collect();
    if terms.is_empty() {
        return Message::new("explain-every-tile-home");
    }
    let mut listed = terms[..terms.len().min(MAX_TERMS)].join(" + ");
    if terms.len() > MAX_TERMS {
        listed.push_str(" + …");
    }
    Message::new("explain-terms").text("terms", listed)
}

/// `h = 32 = 1.5 × Manhattan 21 = 31.5, rounded up`.
fn custom_sum(explanation: &mut Explanation, weights: CustomWeights, terms: Terms) -> Message {
    let [hamming, manhattan, conflicts, _] = weights.parts();
    explanation.shown.misplaced = hamming != 0;
    explanation.shown.distances = manhattan != 0;
    explanation.shown.conflicts = conflicts != 0;
    let h = explanation.h;
    let raw = weights.sum(terms);
    let key = if raw < 0 {
        "explain-custom-negative"
    } else if raw % 1000 != 0 {
        explanation.exact = Some(thousandths(raw));
        "explain-custom-rounded"
    } else {
        "explain-custom"
    };
    // The decimals the raw sum is written with: as many as it needs to be exact.
    let places = decimal(raw).split_once('.').map_or(0, |(_, fraction)| fraction.len());
    Message::new(key).count("h", h).text("formula", weights.formula(Some(terms))).number(
        "raw",
        thousandths(raw.abs()),
        places,
    )
}

/// Thousandths as a number.
fn thousandths(raw: i64) -> f64 {
    f64::from(i32::try_from(raw).unwrap_or(i32::MAX)) / 1000.0
}
