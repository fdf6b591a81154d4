//! The WebAssembly boundary: the only module that knows about JavaScript.
//!
//! Boards cross as `{rows, cols, tiles}` objects (or as text, parsed here); goals as a preset
//! name, board text or a board object. Every error becomes a JS `Error` carrying its message.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::goal::{Goal, GoalSpec};
use crate::heuristic::HeuristicKind;
use crate::moves::{Direction, MoveError};
use crate::pdb::{
    BuildStep, DatabaseBuilder, DatabaseSet, Partition, Pattern, PatternDatabase, SetBuilder, SetStep, cache,
    read_part, write_part,
};
use crate::random::{Rng, random_solvable, scramble};
use crate::shape::Shape;
use crate::solve::{Algorithm, Limits, SolveOptions, Solver, Status};
use crate::summary::{StatsSummary, Summary};
use crate::{heuristic, parse_board, solvability};

/// Installs the panic hook so a Rust panic shows its message in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A board as JavaScript sees it.
#[derive(Serialize, Deserialize)]
struct BoardDto {
    rows: usize,
    cols: usize,
    tiles: Vec<u32>,
}

impl From<&Board> for BoardDto {
    fn from(board: &Board) -> Self {
        let shape = board.shape();
        Self { rows: shape.rows(), cols: shape.cols(), tiles: board.tiles().iter().map(|&t| u32::from(t)).collect() }
    }
}

/// What `isSolvable` answers.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolvabilityDto {
    solvable: bool,
    explanation: String,
    inversions: usize,
    blank_row_distance: usize,
    fixing_swap: Option<(u8, u8)>,
    manhattan: usize,
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    serde_wasm_bindgen::to_value(value).map_err(error)
}

/// A board from text or from a `{rows, cols, tiles}` object.
fn board_from(value: JsValue) -> Result<Board, JsError> {
    if let Some(text) = value.as_string() {
        return parse_board(&text).map_err(error);
    }
    let dto: BoardDto = serde_wasm_bindgen::from_value(value)
        .map_err(|e| error(format!("a board is text or {{rows, cols, tiles}}: {e}")))?;
    let shape = Shape::new(dto.rows, dto.cols).map_err(error)?;
    Board::new(shape, &dto.tiles).map_err(error)
}

/// A goal for `shape` from `undefined` (blank-last), a preset name, board text or a board object.
fn goal_from(value: JsValue, shape: Shape) -> Result<Goal, JsError> {
    let spec = if value.is_undefined() || value.is_null() {
        GoalSpec::default()
    } else if let Some(text) = value.as_string() {
        text.parse::<GoalSpec>().map_err(error)?
    } else {
        GoalSpec::Custom(board_from(value)?)
    };
    spec.resolve(shape).map_err(error)
}

/// Parses board text in any supported format into `{rows, cols, tiles}`.
///
/// # Errors
/// A JS `Error` whose message names what is wrong and where.
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board_js(text: &str) -> Result<JsValue, JsError> {
    to_js(&BoardDto::from(&parse_board(text).map_err(error)?))
}

/// Prints a board, one row per line, the blank as `_`.
///
/// # Errors
/// A JS `Error` when `board` is not a board.
#[wasm_bindgen(js_name = formatBoard)]
pub fn format_board(board: JsValue) -> Result<String, JsError> {
    Ok(board_from(board)?.to_string())
}

/// `{solvable, explanation, inversions, blankRowDistance, fixingSwap, manhattan}` for a board and goal.
///
/// # Errors
/// A JS `Error` when the board or the goal is invalid.
#[wasm_bindgen(js_name = isSolvable)]
pub fn is_solvable(board: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    let board = board_from(board)?;
    let goal = goal_from(goal, board.shape())?;
    let verdict = solvability::check(&board, &goal);
    to_js(&SolvabilityDto {
        solvable: verdict.solvable,
        explanation: verdict.explanation,
        inversions: verdict.inversions,
        blank_row_distance: verdict.blank_row_distance,
        fixing_swap: verdict.fixing_swap,
        manhattan: heuristic::manhattan(&board, &goal),
    })
}

/// The goal board for a shape: `goal` is a preset name, board text or a board object.
///
/// # Errors
/// A JS `Error` when the shape or the goal is invalid.
#[wasm_bindgen(js_name = goalBoard)]
pub fn goal_board(rows: usize, cols: usize, goal: JsValue) -> Result<JsValue, JsError> {
    let shape = Shape::new(rows, cols).map_err(error)?;
    to_js(&BoardDto::from(goal_from(goal, shape)?.board()))
}

/// A uniformly random solvable board for `rows` x `cols` and `goal`, reproducible from `seed`.
///
/// # Errors
/// A JS `Error` when the shape or the goal is invalid.
#[wasm_bindgen(js_name = randomBoard)]
pub fn random_board(rows: usize, cols: usize, goal: JsValue, seed: f64) -> Result<JsValue, JsError> {
    let shape = Shape::new(rows, cols).map_err(error)?;
    let goal = goal_from(goal, shape)?;
    to_js(&BoardDto::from(&random_solvable(&goal, &mut Rng::new(seed_bits(seed)))))
}

/// `board` after `moves` random moves (never undoing the previous one), reproducible from `seed`.
///
/// # Errors
/// A JS `Error` when `board` is not a board.
#[wasm_bindgen(js_name = scrambleBoard)]
pub fn scramble_board(board: JsValue, moves: usize, seed: f64) -> Result<JsValue, JsError> {
    let board = board_from(board)?;
    to_js(&BoardDto::from(&scramble(&board, moves, &mut Rng::new(seed_bits(seed)))))
}

/// Slides `tile` into the blank; answers the new board, or an `Error` saying why it cannot move.
///
/// # Errors
/// A JS `Error` when `board` is invalid or the tile does not touch the blank.
#[wasm_bindgen(js_name = slideTile)]
pub fn slide_tile(board: JsValue, tile: u32) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    board.slide_tile(tile).map_err(error)?;
    to_js(&BoardDto::from(&board))
}

/// A board after some moves, and the moves in the order they happened.
#[derive(Serialize)]
struct MovedDto {
    board: BoardDto,
    moves: Vec<MoveDto>,
}

/// One tile slid one cell: its number and the way it went (`U`, `D`, `L` or `R`).
#[derive(Serialize)]
struct MoveDto {
    tile: u8,
    direction: char,
}

impl MovedDto {
    fn new(board: &Board, moves: &[(u8, Direction)]) -> Self {
        let moves = moves.iter().map(|&(tile, dir)| MoveDto { tile, direction: dir.letter() }).collect();
        Self { board: BoardDto::from(board), moves }
    }
}

/// Pushes the tile on cell `index` (row-major, from 0) towards the blank: every tile between
/// them slides one cell. Answers `{board, moves: [{tile, direction}]}`, the tile nearest the
/// blank first; the blank's own cell answers no moves.
///
/// # Errors
/// A JS `Error` when `board` is invalid, the cell is off the board, or it shares neither the
/// blank's row nor its column.
#[wasm_bindgen(js_name = slideCell)]
pub fn slide_cell(board: JsValue, index: usize) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    let moves = board.slide_from(index).map_err(error)?;
    to_js(&MovedDto::new(&board, &moves))
}

/// Slides the tile that can go `direction` (`U`, `D`, `L` or `R`, the way the tile moves).
/// Answers `{board, moves: [{tile, direction}]}`, as `slideCell`.
///
/// # Errors
/// A JS `Error` when `board` is invalid, the letter is not a direction, or no tile can go that
/// way (the blank is at that edge).
#[wasm_bindgen(js_name = slideDirection)]
pub fn slide_direction(board: JsValue, direction: &str) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    let mut letters = direction.trim().chars();
    let (Some(dir), None) = (letters.next().and_then(Direction::from_letter), letters.next()) else {
        return Err(error(MoveError::Unreadable(direction.to_string())));
    };
    let tile = board.slide(dir).map_err(error)?;
    to_js(&MovedDto::new(&board, &[(tile, dir)]))
}

/// The board with tiles `a` and `b` swapped: not a legal move, but how an unsolvable board is
/// repaired (`isSolvable` names the swap).
///
/// # Errors
/// A JS `Error` when `board` is invalid or `a` or `b` is not one of its tiles.
#[wasm_bindgen(js_name = swapTiles)]
pub fn swap_tiles(board: JsValue, a: u32, b: u32) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    board.try_swap_tiles(a, b).map_err(error)?;
    to_js(&BoardDto::from(&board))
}

/// Whether `board` is the goal (`goal` as for `isSolvable`).
///
/// # Errors
/// A JS `Error` when the board or the goal is invalid.
#[wasm_bindgen(js_name = isSolved)]
pub fn is_solved(board: JsValue, goal: JsValue) -> Result<bool, JsError> {
    let board = board_from(board)?;
    Ok(goal_from(goal, board.shape())?.is_solved(&board))
}

/// Every board along a list of moved tiles: `[board, after the first move, ...]`, one more
/// than there are tiles (for stepping through a solution).
///
/// # Errors
/// A JS `Error` naming the first move that cannot be played, and its position.
#[wasm_bindgen(js_name = replayMoves)]
pub fn replay_moves(board: JsValue, tiles: &[u32]) -> Result<JsValue, JsError> {
    let mut board = board_from(board)?;
    let mut boards = Vec::with_capacity(tiles.len() + 1);
    boards.push(BoardDto::from(&board));
    for (step, &tile) in tiles.iter().enumerate() {
        board.slide_tile(tile).map_err(|e| error(format!("move {} of {}: {e}", step + 1, tiles.len())))?;
        boards.push(BoardDto::from(&board));
    }
    to_js(&boards)
}

/// An algorithm as the page lists it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AlgorithmDto {
    name: &'static str,
    uses_heuristic: bool,
    uses_weight: bool,
}

/// The search algorithms the core offers, in teaching order:
/// `[{name, usesHeuristic, usesWeight}]`.
///
/// # Errors
/// Only if the answer cannot be handed to JavaScript.
#[wasm_bindgen]
pub fn algorithms() -> Result<JsValue, JsError> {
    let list: Vec<AlgorithmDto> = Algorithm::ALL
        .into_iter()
        .map(|a| AlgorithmDto {
            name: a.name(),
            uses_heuristic: a.uses_heuristic(),
            uses_weight: a == Algorithm::Wastar,
        })
        .collect();
    to_js(&list)
}

/// The heuristic names the core accepts, weakest first.
#[wasm_bindgen]
#[must_use]
pub fn heuristics() -> Vec<String> {
    // Every name the core has had or is getting; those it does not parse are left out.
    ["none", "hamming", "manhattan", "linear-conflict", "pdb"]
        .into_iter()
        .filter(|name| name.parse::<HeuristicKind>().is_ok())
        .map(String::from)
        .collect()
}

/// A JS number as a seed: whole numbers are used as they are (so seed 42 here is seed 42 in the
/// CLI); any other number still gives a fixed seed, from its bits.
fn seed_bits(seed: f64) -> u64 {
    const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53: every whole number below is exact
    if seed.fract() == 0.0 && (0.0..EXACT).contains(&seed) {
        #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a whole number in 0..2^53")]
        return seed as u64;
    }
    seed.to_bits()
}

/// Solve options as JavaScript writes them; every field is optional.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct OptionsDto {
    algorithm: Option<String>,
    heuristic: Option<String>,
    weight: Option<f64>,
    goal: Option<GoalDto>,
    depth_limit: Option<u32>,
    limits: Option<LimitsDto>,
}

/// A goal inside the options: a preset name, board text, or a board object.
#[derive(Deserialize)]
#[serde(untagged)]
enum GoalDto {
    Text(String),
    Board(BoardDto),
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
#[expect(clippy::struct_field_names, reason = "the names JavaScript writes: maxExpanded, maxMemoryMb, maxMs")]
struct LimitsDto {
    max_expanded: Option<u64>,
    max_memory_mb: Option<u64>,
    max_ms: Option<f64>,
}

/// The board, its goal and the solve options from `algo`: an algorithm name or an options object.
fn solve_request(board: JsValue, algo: JsValue) -> Result<(Board, Goal, SolveOptions), JsError> {
    let board = board_from(board)?;
    let dto = if let Some(name) = algo.as_string() {
        OptionsDto { algorithm: Some(name), ..OptionsDto::default() }
    } else if algo.is_undefined() || algo.is_null() {
        OptionsDto::default()
    } else {
        known_keys_only(&algo, &["algorithm", "heuristic", "weight", "goal", "depthLimit", "limits"], "option")?;
        if let Ok(limits) = js_sys::Reflect::get(&algo, &JsValue::from_str("limits")) {
            known_keys_only(&limits, &["maxExpanded", "maxMemoryMb", "maxMs"], "limit")?;
        }
        serde_wasm_bindgen::from_value(algo).map_err(|e| error(format!("invalid solve options: {e}")))?
    };
    let goal = match dto.goal {
        None => GoalSpec::default(),
        Some(GoalDto::Text(text)) => text.parse::<GoalSpec>().map_err(error)?,
        Some(GoalDto::Board(goal)) => GoalSpec::Custom(board_from(to_js(&goal)?)?),
    }
    .resolve(board.shape())
    .map_err(error)?;
    let defaults = SolveOptions::default();
    let limits = dto.limits.unwrap_or_default();
    let options = SolveOptions {
        algorithm: dto.algorithm.as_deref().map_or(Ok(defaults.algorithm), str::parse::<Algorithm>).map_err(error)?,
        heuristic: dto
            .heuristic
            .as_deref()
            .map_or(Ok(defaults.heuristic), str::parse::<HeuristicKind>)
            .map_err(error)?,
        weight: dto.weight.unwrap_or(defaults.weight),
        depth_limit: dto.depth_limit.unwrap_or(defaults.depth_limit),
        limits: Limits {
            max_expanded: limits.max_expanded,
            max_memory_mb: limits.max_memory_mb.or(defaults.limits.max_memory_mb),
            max_ms: limits.max_ms,
        },
    };
    Ok((board, goal, options))
}

/// Refuses an object with a key outside `known`, so a misspelt option is reported rather than
/// silently ignored (deserializing reads only the known keys).
fn known_keys_only(value: &JsValue, known: &[&str], what: &str) -> Result<(), JsError> {
    let Some(object) = value.dyn_ref::<js_sys::Object>() else {
        return Ok(());
    };
    for key in js_sys::Object::keys(object).iter().filter_map(|key| key.as_string()) {
        if !known.contains(&key.as_str()) {
            return Err(error(format!(
                "invalid solve options: unknown {what} '{key}' (expected one of {})",
                known.join(", ")
            )));
        }
    }
    Ok(())
}

/// Milliseconds from `performance.now()` (in a page or a worker), else `Date.now()`.
fn now_ms() -> f64 {
    let global = js_sys::global();
    js_sys::Reflect::get(&global, &JsValue::from_str("performance"))
        .ok()
        .filter(JsValue::is_object)
        .and_then(|performance| {
            let now = js_sys::Reflect::get(&performance, &JsValue::from_str("now")).ok()?;
            now.dyn_into::<js_sys::Function>().ok()?.call0(&performance).ok()?.as_f64()
        })
        .unwrap_or_else(js_sys::Date::now)
}

fn new_solver(board: JsValue, algo: JsValue) -> Result<Solver, JsError> {
    let (board, goal, options) = solve_request(board, algo)?;
    Solver::new(&board, &goal, options, Box::new(now_ms)).map_err(error)
}

/// Solves `board` to the end. `algo` is an algorithm name (`"astar"`) or an options object
/// `{algorithm, heuristic, weight, goal, depthLimit, limits: {maxExpanded, maxMemoryMb, maxMs}}`.
/// Answers `{solved, length, optimal, boundFactor, tiles, directions, algorithm, heuristic,
/// weight, reason, message, stats: {expanded, generated, maxFrontier, frontier, stored, bound,
/// iterations, elapsedMs, memoryBytes}}`; a limit reached answers `solved: false` with a message.
///
/// # Errors
/// A JS `Error` for an invalid board, goal or option, or an unsolvable board (with the explanation).
#[wasm_bindgen]
pub fn solve(board: JsValue, algo: JsValue) -> Result<JsValue, JsError> {
    to_js(&Summary::from(&new_solver(board, algo)?.run_to_end()))
}

/// A resumable solve for a worker: `run(budget)` searches for at most `budget` expansions and
/// answers `{done: false, progress}` or `{done: true, result}`; `cancel()` ends it.
#[wasm_bindgen]
pub struct SolveJob {
    solver: Solver,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JobStep {
    done: bool,
    progress: Option<StatsSummary>,
    result: Option<Summary>,
}

#[wasm_bindgen]
impl SolveJob {
    /// Prepares a solve, with the same arguments as `solve`.
    ///
    /// # Errors
    /// As `solve`.
    #[wasm_bindgen(constructor)]
    pub fn new(board: JsValue, algo: JsValue) -> Result<Self, JsError> {
        Ok(Self { solver: new_solver(board, algo)? })
    }

    /// Searches for at most `budget` more expansions.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn run(&mut self, budget: f64) -> Result<JsValue, JsError> {
        #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a budget is a small whole number")]
        let budget = budget.clamp(1.0, 1e12) as u64;
        let step = match self.solver.run(budget) {
            Status::Running { stats, elapsed_ms } => {
                let memory = self.solver.memory_bytes();
                JobStep { done: false, progress: Some(StatsSummary::new(&stats, elapsed_ms, memory)), result: None }
            }
            Status::Done(report) => JobStep { done: true, progress: None, result: Some(Summary::from(&report)) },
        };
        to_js(&step)
    }

    /// Stops the search and answers its result, which says it was cancelled.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn cancel(&mut self) -> Result<JsValue, JsError> {
        to_js(&Summary::from(&self.solver.cancel()))
    }
}

/// The version of the bytes `databaseBytes` writes, as `DatabaseSet`'s header names it
/// (`npuzPDB2`), in every cache key: bumped with it, a page never reads bytes of an old layout
/// (which `loadDatabases` would refuse anyway, at the cost of reading them).
const DATABASE_BYTES_VERSION: u32 = 2;

/// The pattern databases a solve needs, as `databasesFor` answers.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DatabasesDto {
    /// The algorithm and heuristic the solve will run (what `auto` picks, say).
    algorithm: &'static str,
    heuristic: &'static str,
    partition: &'static str,
    blank_goal: u8,
    /// A name for a persistent cache: the byte format's version, the partition and the cell.
    key: String,
    /// Whether the process holds them already (a solve can start at once).
    loaded: bool,
}

/// What `loadDatabases` answers.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LoadedDto {
    partition: &'static str,
    blank_goal: u8,
    key: String,
}

/// The name a set's bytes are kept under in a persistent cache.
fn cache_key(partition: Partition, blank_goal: u8) -> String {
    format!("pdb-v{DATABASE_BYTES_VERSION}/{}/{blank_goal}", partition.name())
}

/// The partition the solve of `board` with `options` towards `goal` looks up, if any: the
/// heuristic asked for, or what `auto` picks, when the algorithm uses it.
/// Answers it with the algorithm and heuristic run.
fn partition_needed(
    board: &Board,
    goal: &Goal,
    options: &SolveOptions,
) -> Option<(Algorithm, HeuristicKind, Partition)> {
    let shape = board.shape();
    let (algorithm, heuristic) = options.algorithm.resolve(shape, options.heuristic);
    let HeuristicKind::Pdb(partition) = heuristic else {
        return None;
    };
    // `fast` ignores the heuristic; a board that cannot be solved fails before any lookup.
    let used = algorithm.uses_heuristic() && algorithm != Algorithm::Fast;
    let needed = used && shape.rows() == 4 && shape.cols() == 4 && solvability::check(board, goal).solvable;
    needed.then_some((algorithm, heuristic, partition))
}

/// The blank's goal cell of a 4x4 goal.
fn blank_goal_of(goal: &Goal) -> Result<u8, JsError> {
    let shape = goal.shape();
    if shape.rows() != 4 || shape.cols() != 4 {
        return Err(error(format!("pattern databases are for the 4x4 board, not {shape}")));
    }
    u8::try_from(goal.board().blank()).map_err(error)
}

/// Refuses the 7-8 partition, whose build needs far more memory than a page may take.
fn browser_partition(partition: Partition) -> Result<Partition, JsError> {
    if partition == Partition::SevenEight {
        return Err(error(
            "the 7-8 pattern databases need about 2.3 GB to build, too much for a browser: use pdb (6-6-3) or pdb-5-5-5",
        ));
    }
    Ok(partition)
}

/// Which pattern databases a solve of `board` with `algo` (as for `solve`) needs:
/// `{algorithm, heuristic, partition, blankGoal, key, loaded}` (the algorithm and heuristic
/// the solve runs, `auto` resolved), or `null` when it needs none (another heuristic, an
/// algorithm that uses none, a board that is not 4x4 or cannot be solved). A worker asks
/// before starting a `SolveJob`, and builds (`PdbBuild`) or loads (`loadDatabases`) them first
/// unless `loaded`, so the job does not build them in its constructor.
///
/// # Errors
/// A JS `Error` for an invalid board, goal or option (as `solve`), or the 7-8 partition.
#[wasm_bindgen(js_name = databasesFor)]
pub fn databases_for(board: JsValue, algo: JsValue) -> Result<JsValue, JsError> {
    let (board, goal, options) = solve_request(board, algo)?;
    let Some((algorithm, heuristic, partition)) = partition_needed(&board, &goal, &options) else {
        return Ok(JsValue::NULL);
    };
    let partition = browser_partition(partition)?;
    let blank_goal = blank_goal_of(&goal)?;
    to_js(&DatabasesDto {
        algorithm: algorithm.name(),
        heuristic: heuristic.name(),
        partition: partition.name(),
        blank_goal,
        key: cache_key(partition, blank_goal),
        loaded: cache::cached(partition, blank_goal).is_some(),
    })
}

/// A resumable build of pattern databases for a worker: `run(budget)` scans at most `budget`
/// placements and answers `{done, progress}` (the fraction built). Once done, the databases are
/// in the process's cache, where solves find them, and `databaseBytes` writes them for keeping.
/// Freeing an unfinished build drops what it built.
#[wasm_bindgen]
#[derive(Debug)]
pub struct PdbBuild {
    /// `None` once the set is built and handed to the cache.
    builder: Option<SetBuilder>,
}

#[derive(Serialize)]
struct BuildStepDto {
    done: bool,
    progress: f64,
    /// Its own databases are built; the part left to another worker is still to be adopted.
    waiting: bool,
}

impl BuildStepDto {
    const DONE: Self = Self { done: true, progress: 1.0, waiting: false };
}

#[wasm_bindgen]
impl PdbBuild {
    /// A build of `partition` (`6-6-3` or `5-5-5`) for a goal given as the blank's goal cell
    /// (0 to 15, as `databasesFor` answers) or as for `solve` (a preset name, board text or a
    /// board object).
    ///
    /// # Errors
    /// A JS `Error` for an unknown partition, the 7-8 partition, or a goal that is not 4x4.
    #[wasm_bindgen(constructor)]
    pub fn new(partition: &str, goal: JsValue) -> Result<Self, JsError> {
        let partition = browser_partition(partition.parse::<Partition>().map_err(error)?)?;
        Ok(Self { builder: Some(SetBuilder::new(partition, blank_cell_of(goal)?)) })
    }

    /// Scans at most `budget` more placements; when that finishes the build, the databases go
    /// to the process's cache.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn run(&mut self, budget: f64) -> Result<JsValue, JsError> {
        #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a budget is a small whole number")]
        let budget = budget.clamp(1.0, 1e9) as usize;
        let step = match self.builder.as_mut().map(|builder| builder.run(budget)) {
            None => BuildStepDto::DONE,
            Some(SetStep::Running(progress)) => BuildStepDto { done: false, progress, waiting: false },
            Some(SetStep::Waiting(progress)) => BuildStepDto { done: false, progress, waiting: true },
            Some(SetStep::Finished) => {
                if let Some(set) = self.builder.take().and_then(SetBuilder::into_set) {
                    cache::insert(Arc::new(set));
                }
                BuildStepDto::DONE
            }
        };
        to_js(&step)
    }

    /// Leaves database `part` to a [`PdbPartBuild`] in another worker, so the two build at
    /// once: this build makes the others, then answers `waiting: true` until `adopt` hands
    /// that part over. Part 0 is the largest of the browser's partitions.
    pub fn elsewhere(&mut self, part: usize) {
        if let Some(builder) = self.builder.as_mut() {
            builder.elsewhere(part);
        }
    }

    /// The share of all entries database `part` holds (0 to 1), to weigh the other worker's
    /// progress on it.
    #[wasm_bindgen(js_name = partShare)]
    #[must_use]
    pub fn part_share(&self, part: usize) -> f64 {
        self.builder.as_ref().map_or(0.0, |builder| builder.part_share(part))
    }

    /// Takes the part a [`PdbPartBuild`] built, as its `bytes()`.
    ///
    /// # Errors
    /// A JS `Error` when the bytes are damaged or are a part of another set.
    pub fn adopt(&mut self, bytes: &[u8]) -> Result<(), JsError> {
        let (partition, part, database) =
            read_part(bytes).map_err(|e| error(format!("the pattern database part is damaged: {e}")))?;
        let Some(builder) = self.builder.as_mut() else { return Ok(()) };
        if partition != builder.partition() {
            return Err(error(format!(
                "a part of the {partition} databases does not fit a {} build",
                builder.partition()
            )));
        }
        builder.adopt(part, database).map_err(error)
    }
}

/// One database of a set, built on its own (in a second worker) while a [`PdbBuild`] that
/// leaves it `elsewhere` builds the rest: `run(budget)` answers `{done, progress}`, then
/// `bytes()` hands the database over for the other build's `adopt`.
#[wasm_bindgen]
#[derive(Debug)]
pub struct PdbPartBuild {
    partition: Partition,
    part: usize,
    builder: Option<DatabaseBuilder>,
    database: Option<PatternDatabase>,
}

#[wasm_bindgen]
impl PdbPartBuild {
    /// A build of database `part` of `partition` for a goal given as for [`PdbBuild`].
    ///
    /// # Errors
    /// A JS `Error` for an unknown partition, the 7-8 partition, a goal that is not 4x4, or
    /// a part the partition does not have.
    #[wasm_bindgen(constructor)]
    pub fn new(partition: &str, goal: JsValue, part: usize) -> Result<Self, JsError> {
        let partition = browser_partition(partition.parse::<Partition>().map_err(error)?)?;
        let blank_goal = blank_cell_of(goal)?;
        let patterns = partition.patterns_for_blank(blank_goal);
        let cells = patterns.get(part).ok_or_else(|| {
            error(format!("the {partition} partition has parts 0 to {}, not {part}", patterns.len().saturating_sub(1)))
        })?;
        Ok(Self {
            partition,
            part,
            builder: Some(DatabaseBuilder::new(Pattern::new(cells), blank_goal)),
            database: None,
        })
    }

    /// Scans at most `budget` more placements.
    ///
    /// # Errors
    /// Only if the answer cannot be handed to JavaScript.
    pub fn run(&mut self, budget: f64) -> Result<JsValue, JsError> {
        #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a budget is a small whole number")]
        let budget = budget.clamp(1.0, 1e9) as usize;
        let step = match self.builder.as_mut().map(|builder| builder.run(budget)) {
            None => BuildStepDto::DONE,
            Some(BuildStep::Running(progress)) => BuildStepDto { done: false, progress, waiting: false },
            Some(BuildStep::Finished) => {
                self.database = self.builder.take().and_then(DatabaseBuilder::into_database);
                BuildStepDto::DONE
            }
        };
        to_js(&step)
    }

    /// The database, once built, as bytes for [`PdbBuild::adopt`] (checksum included).
    ///
    /// # Errors
    /// A JS `Error` before the build has finished.
    pub fn bytes(&self) -> Result<Vec<u8>, JsError> {
        let database = self.database.as_ref().ok_or_else(|| error("the pattern database part is not built yet"))?;
        let mut bytes = Vec::with_capacity(database.memory_bytes() + 64);
        write_part(&mut bytes, self.partition, self.part, database).map_err(error)?;
        Ok(bytes)
    }
}

/// The blank's goal cell from a goal given as the cell (0 to 15, as `databasesFor` answers) or
/// as for `solve` (a preset name, board text or a board object).
fn blank_cell_of(goal: JsValue) -> Result<u8, JsError> {
    if let Some(cell) = goal.as_f64() {
        if cell.fract() != 0.0 || !(0.0..16.0).contains(&cell) {
            return Err(error(format!("the blank's goal cell is 0 to 15, not {cell}")));
        }
        #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a whole number below 16")]
        let cell = cell as u8;
        Ok(cell)
    } else {
        blank_goal_of(&goal_from(goal, Shape::new(4, 4).map_err(error)?)?)
    }
}

/// The pattern databases of `partition` for the blank's goal cell `blankGoal`, built or
/// loaded in this process, as bytes to keep (in `IndexedDB`, say) and hand to `loadDatabases`
/// on a later visit: the set as `DatabaseSet::write` writes it, checksum included.
///
/// # Errors
/// A JS `Error` for an unknown partition, or databases this process does not hold.
#[wasm_bindgen(js_name = databaseBytes)]
pub fn database_bytes(partition: &str, blank_goal: u8) -> Result<Vec<u8>, JsError> {
    let partition = partition.parse::<Partition>().map_err(error)?;
    let set = cache::cached(partition, blank_goal).ok_or_else(|| {
        error(format!("the {} pattern databases for blank cell {blank_goal} are not built", partition.name()))
    })?;
    let mut bytes = Vec::with_capacity(set.memory_bytes() + 64);
    set.write(&mut bytes).map_err(error)?;
    Ok(bytes)
}

/// Loads pattern databases from bytes `databaseBytes` wrote into the process's cache and
/// answers `{partition, blankGoal, key}`. Bytes cut short, followed by more, or changed in any
/// way are refused (the set's checksum catches a changed entry, which would make answers
/// wrong rather than fail).
///
/// # Errors
/// A JS `Error` saying the bytes are damaged, for any bytes but whole, unchanged ones.
#[wasm_bindgen(js_name = loadDatabases)]
pub fn load_databases(bytes: &[u8]) -> Result<JsValue, JsError> {
    let set = DatabaseSet::read(bytes).map_err(|e| error(format!("the stored pattern databases are damaged: {e}")))?;
    let loaded = LoadedDto {
        partition: set.partition().name(),
        blank_goal: set.blank_goal(),
        key: cache_key(set.partition(), set.blank_goal()),
    };
    cache::insert(Arc::new(set));
    to_js(&loaded)
}
