//! The JavaScript boundary (`src/wasm.rs`), called through Rust in a headless browser:
//! `make test-wasm`, or `cargo test --target wasm32-unknown-unknown --no-default-features --test wasm`
//! with wasm-bindgen-test-runner as the cargo runner.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Error, Reflect};
use npuzzle::wasm::{self, algorithms, board_line, format_board, heuristics, is_solvable, is_solved, replay_moves};
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// `{rows, cols, tiles}`, as the exports answer and accept boards.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Board {
    rows: usize,
    cols: usize,
    tiles: Vec<u32>,
}

/// What `isSolvable` answers.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Verdict {
    solvable: bool,
    explanation: String,
    inversions: usize,
    blank_row_distance: usize,
    fixing_swap: Option<(u8, u8)>,
    manhattan: usize,
}

fn board(value: Result<JsValue, JsError>) -> Board {
    serde_wasm_bindgen::from_value(value.expect("a board")).expect("{rows, cols, tiles}")
}

fn verdict(value: Result<JsValue, JsError>) -> Verdict {
    serde_wasm_bindgen::from_value(value.expect("a verdict")).expect("the verdict's fields")
}

fn js(board: &Board) -> JsValue {
    serde_wasm_bindgen::to_value(board).expect("a JS object")
}

/// The message of the JS `Error` a failed call throws.
fn message<T: std::fmt::Debug>(result: Result<T, JsError>) -> String {
    let error: JsValue = result.expect_err("an error").into();
    error.dyn_into::<Error>().expect("a JS Error").message().into()
}

fn text(s: &str) -> JsValue {
    JsValue::from_str(s)
}

const SOLVED_3X3: [u32; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

// The exports take JS values and numbers as JavaScript passes them; these take Rust's.
fn parse_board_js(input: &str) -> Result<JsValue, JsError> {
    wasm::parse_board_js(&text(input))
}
fn goal_board(rows: u32, cols: u32, goal: JsValue) -> Result<JsValue, JsError> {
    wasm::goal_board(rows.into(), cols.into(), goal)
}
fn random_board(rows: u32, cols: u32, goal: JsValue, seed: f64) -> Result<JsValue, JsError> {
    wasm::random_board(rows.into(), cols.into(), goal, seed)
}
fn scramble_board(board: JsValue, moves: u32, seed: f64) -> Result<JsValue, JsError> {
    wasm::scramble_board(board, moves.into(), seed)
}
fn slide_tile(board: JsValue, tile: u32) -> Result<JsValue, JsError> {
    wasm::slide_tile(board, tile.into())
}
fn slide_cell(board: JsValue, cell: u32) -> Result<JsValue, JsError> {
    wasm::slide_cell(board, cell.into())
}
fn slide_direction(board: JsValue, direction: &str) -> Result<JsValue, JsError> {
    wasm::slide_direction(board, &text(direction))
}
fn swap_tiles(board: JsValue, a: u32, b: u32) -> Result<JsValue, JsError> {
    wasm::swap_tiles(board, a.into(), b.into())
}

#[wasm_bindgen_test]
fn parses_every_text_format_to_the_same_board() {
    let expected = Board { rows: 3, cols: 3, tiles: SOLVED_3X3.to_vec() };
    for input in [
        "1 2 3 4 5 6 7 8 0",
        "1 2 3\n4 5 6\n7 8 _",
        "123456780",
        "[[1,2,3],[4,5,6],[7,8,null]]",
        "3x3: 1,2,3,4,5,6,7,8,-",
    ] {
        assert_eq!(board(parse_board_js(input)), expected, "{input:?}");
    }
}

#[wasm_bindgen_test]
fn parses_rectangular_boards() {
    let parsed = board(parse_board_js("2x3: 1 2 3 4 5 0"));
    assert_eq!((parsed.rows, parsed.cols), (2, 3));
}

/// The message the core gives for `text`, as Rust sees it.
fn core_message(text: &str) -> String {
    npuzzle::parse_board(text).expect_err("not a board").to_string()
}

#[wasm_bindgen_test]
fn parse_errors_are_js_errors_with_the_core_message() {
    for input in ["1 2 3 4 5 6 7 8 8", "   ", "1 2 x 4", "1 2 3\n4 5", "[[1,2],[3,"] {
        assert_eq!(message(parse_board_js(input)), core_message(input), "{input:?}");
    }
    assert!(
        message(parse_board_js("1 2 3 4 5 6 7 8 8"))
            .starts_with("tile 8 appears twice: at row 3, column 2 and at row 3, column 3")
    );
    assert!(message(parse_board_js("1 2 x 4")).contains("'x'"));
}

#[wasm_bindgen_test]
fn formats_text_and_objects_and_round_trips() {
    let text_form = format_board(text("[[1,2,3],[4,5,6],[7,8,0]]")).expect("formatted");
    assert_eq!(text_form, "1 2 3\n4 5 6\n7 8 _");
    let object = Board { rows: 2, cols: 2, tiles: vec![3, 1, 0, 2] };
    let formatted = format_board(js(&object)).expect("formatted");
    assert_eq!(board(parse_board_js(&formatted)), object);
    // A board named in a sentence, rows on one line (issue 35), reads back too.
    let wide = Board { rows: 2, cols: 3, tiles: vec![1, 2, 3, 4, 5, 0] };
    let line = board_line(js(&wide)).expect("a line");
    assert_eq!(line, "1 2 3 / 4 5 _");
    assert_eq!(board(parse_board_js(&line)), wide);
}

#[wasm_bindgen_test]
fn rejects_values_that_are_not_boards() {
    assert!(message(format_board(JsValue::from_f64(3.0))).contains("{rows, cols, tiles}"));
    let wrong_count = Board { rows: 2, cols: 2, tiles: vec![1, 2, 0] };
    assert!(message(format_board(js(&wrong_count))).starts_with("a 2x2 board has 4 cells, but 3 numbers were given"));
}

#[wasm_bindgen_test]
fn a_solvable_board() {
    let v = verdict(is_solvable(text("1 2 3\n4 5 6\n7 _ 8"), JsValue::UNDEFINED));
    assert!(v.solvable, "{v:?}");
    assert_eq!(v.inversions, 0);
    assert_eq!(v.fixing_swap, None);
    assert_eq!(v.manhattan, 1);
    assert!(!v.explanation.is_empty());
}

#[wasm_bindgen_test]
fn an_unsolvable_board_names_a_fixing_swap() {
    let v = verdict(is_solvable(text("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0"), text("blank-last")));
    assert!(!v.solvable);
    assert_eq!(v.inversions, 1);
    assert_eq!(v.blank_row_distance, 0);
    assert_eq!(v.fixing_swap, Some((14, 15)));
}

#[wasm_bindgen_test]
fn solvability_depends_on_the_goal() {
    // On a 4x4 board the blank's row counts: blank-last and blank-first are 3 rows apart.
    let solved_4x4 = text("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0");
    assert!(verdict(is_solvable(solved_4x4.clone(), JsValue::UNDEFINED)).solvable);
    let v = verdict(is_solvable(solved_4x4, text("blank-first")));
    assert!(!v.solvable);
    assert_eq!(v.blank_row_distance, 3);

    let board = text("1 2 3\n4 5 6\n7 8 0");
    assert!(verdict(is_solvable(board.clone(), text("1 2 3\n4 5 6\n7 _ 8"))).solvable);
    assert!(!verdict(is_solvable(board.clone(), text("2 1 3\n4 5 6\n7 8 _"))).solvable);
    assert!(message(is_solvable(board.clone(), text("nonsense"))).contains("blank-last"));
    assert!(message(is_solvable(board, text("1 2 3 0"))).contains("same shape"));
}

#[wasm_bindgen_test]
fn goal_boards() {
    assert_eq!(board(goal_board(2, 3, JsValue::UNDEFINED)).tiles, [1, 2, 3, 4, 5, 0]);
    assert_eq!(board(goal_board(2, 3, text("blank-first"))).tiles, [0, 1, 2, 3, 4, 5]);
    assert!(message(goal_board(1, 3, JsValue::UNDEFINED)).contains("between 2x2 and 10x10"));
}

#[wasm_bindgen_test]
fn random_boards_are_reproducible_and_solvable() {
    let a = board(random_board(4, 4, JsValue::UNDEFINED, 42.0));
    let again = board(random_board(4, 4, JsValue::UNDEFINED, 42.0));
    let other = board(random_board(4, 4, JsValue::UNDEFINED, 43.0));
    assert_eq!(a, again);
    assert_ne!(a, other);
    assert_eq!((a.rows, a.cols), (4, 4));
    let mut sorted = a.tiles.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (0..16).collect::<Vec<u32>>());
    for seed in 0..20 {
        let goal = text("blank-first");
        let b = random_board(3, 3, goal.clone(), f64::from(seed));
        assert!(verdict(is_solvable(js(&board(b)), goal)).solvable);
    }
}

#[wasm_bindgen_test]
fn scrambles_are_reproducible_and_solvable() {
    let solved = text("1 2 3\n4 5 6\n7 8 0");
    let a = board(scramble_board(solved.clone(), 30, 7.0));
    assert_eq!(a, board(scramble_board(solved.clone(), 30, 7.0)));
    assert!(verdict(is_solvable(js(&a), JsValue::UNDEFINED)).solvable);
    assert_eq!(board(scramble_board(solved, 0, 7.0)).tiles, SOLVED_3X3.to_vec());
}

#[wasm_bindgen_test]
fn slides_tiles_next_to_the_blank_only() {
    let start = text("1 2 3\n4 5 6\n7 _ 8");
    assert_eq!(board(slide_tile(start.clone(), 8)).tiles, SOLVED_3X3.to_vec());
    assert_eq!(message(slide_tile(start.clone(), 1)), "tile 1 is not next to the blank, so it cannot slide");
    assert!(message(slide_tile(start, 9)).contains("no tile 9"));
}

#[wasm_bindgen_test]
fn results_are_plain_js_objects() {
    let value = parse_board_js("1 2 3 0").expect("a board");
    let tiles = Reflect::get(&value, &text("tiles")).expect("a tiles field");
    assert!(Array::is_array(&tiles));
    assert_eq!(Reflect::get(&value, &text("rows")).unwrap().as_f64(), Some(2.0));
}

/// What `slideCell` and `slideDirection` answer.
#[derive(Debug, Deserialize)]
struct Moved {
    board: Board,
    moves: Vec<Move>,
}

#[derive(Debug, PartialEq, Eq, Deserialize)]
struct Move {
    tile: u8,
    direction: char,
}

fn moved(value: Result<JsValue, JsError>) -> Moved {
    serde_wasm_bindgen::from_value(value.expect("moved")).expect("{board, moves}")
}

fn mv(tile: u8, direction: char) -> Move {
    Move { tile, direction }
}

#[wasm_bindgen_test]
fn a_click_pushes_every_tile_between_the_cell_and_the_blank() {
    let m = moved(slide_cell(text("1 2 3\n4 5 6\n_ 7 8"), 8));
    assert_eq!(m.board.tiles, SOLVED_3X3.to_vec());
    assert_eq!(m.moves, [mv(7, 'L'), mv(8, 'L')]);

    let column = moved(slide_cell(text("_ 2 3\n1 5 6\n4 7 8"), 6));
    assert_eq!(column.moves, [mv(1, 'U'), mv(4, 'U')]);
    assert!(moved(slide_cell(text("1 2 3\n4 5 6\n7 8 _"), 8)).moves.is_empty(), "the blank's own cell");

    assert_eq!(
        message(slide_cell(text("1 2 3\n4 _ 6\n7 5 8"), 0)),
        "tile 1 is not in the blank's row or column, so it cannot slide"
    );
    assert_eq!(message(slide_cell(text("1 2 3 0"), 4)), "there is no cell 4 on this board (cells are 0 to 3)");
}

#[wasm_bindgen_test]
fn a_direction_letter_moves_the_tile_that_way() {
    // `L`: the tile right of the blank slides left.
    let m = moved(slide_direction(text("1 2 3\n4 5 6\n7 _ 8"), "L"));
    assert_eq!(m.board.tiles, SOLVED_3X3.to_vec());
    assert_eq!(m.moves, [mv(8, 'L')]);
    assert_eq!(moved(slide_direction(text("1 2 3\n4 5 6\n7 _ 8"), "d")).moves, [mv(5, 'D')]);
    assert_eq!(
        message(slide_direction(text("1 2 3\n4 5 6\n7 _ 8"), "U")),
        "no tile can slide up: the blank is at the edge of the board"
    );
    assert!(message(slide_direction(text("1 2 3 0"), "north")).contains("'north' is not a move"));
}

#[wasm_bindgen_test]
fn the_fixing_swap_repairs_an_unsolvable_board() {
    let unsolvable = text("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0");
    let (a, b) = verdict(is_solvable(unsolvable.clone(), JsValue::UNDEFINED)).fixing_swap.expect("a swap");
    let fixed = board(swap_tiles(unsolvable.clone(), a.into(), b.into()));
    assert!(verdict(is_solvable(js(&fixed), JsValue::UNDEFINED)).solvable);
    assert!(message(swap_tiles(unsolvable, 1, 16)).contains("no tile 16"));
}

#[wasm_bindgen_test]
fn knows_a_solved_board_for_any_goal() {
    assert_eq!(is_solved(text("1 2 3\n4 5 6\n7 8 _"), JsValue::UNDEFINED).ok(), Some(true));
    assert_eq!(is_solved(text("1 2 3\n4 5 6\n7 _ 8"), JsValue::UNDEFINED).ok(), Some(false));
    assert_eq!(is_solved(text("_ 1 2\n3 4 5\n6 7 8"), text("blank-first")).ok(), Some(true));
    assert_eq!(is_solved(text("2 1 3 0"), text("2 1\n3 _")).ok(), Some(true));
    assert!(message(is_solved(text("1 2 3 0"), text("1 2 3 4 5 6 7 8 0"))).contains("same shape"));
}

#[wasm_bindgen_test]
fn replays_a_solution_board_by_board() {
    let value = replay_moves(text("1 2 3\n4 5 6\n_ 7 8"), &[7, 8]).expect("boards");
    let boards: Vec<Board> = serde_wasm_bindgen::from_value(value).expect("a list of boards");
    assert_eq!(boards.len(), 3);
    assert_eq!(boards[0].tiles, [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    assert_eq!(boards[2].tiles, SOLVED_3X3.to_vec());
    assert_eq!(
        message(replay_moves(text("1 2 3\n4 5 6\n_ 7 8"), &[7, 1])),
        "move 2 of 2: tile 1 is not next to the blank, so it cannot slide"
    );
}

#[wasm_bindgen_test]
fn lists_the_algorithms_and_heuristics_the_core_offers() {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[expect(clippy::struct_excessive_bools, reason = "the facts algorithms() answers")]
    struct Algorithm {
        name: String,
        uses_heuristic: bool,
        weighted: bool,
        optimal: bool,
        iterative: bool,
        frontier: String,
    }
    let list: Vec<Algorithm> = serde_wasm_bindgen::from_value(algorithms().expect("a list")).expect("algorithms");
    let names: Vec<&str> = list.iter().map(|a| a.name.as_str()).collect();
    for name in ["bfs", "dfs", "iddfs", "greedy", "ucs", "astar", "wastar", "idastar"] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    let astar = list.iter().find(|a| a.name == "astar").expect("A*");
    assert!(astar.uses_heuristic && !astar.weighted && astar.optimal && !astar.iterative);
    assert_eq!(astar.frontier, "f");
    let wastar = list.iter().find(|a| a.name == "wastar").expect("weighted A*");
    assert!(wastar.weighted && !wastar.optimal);
    let bfs = list.iter().find(|a| a.name == "bfs").expect("BFS");
    assert!(!bfs.uses_heuristic && bfs.optimal && bfs.frontier == "queue");
    let idastar = list.iter().find(|a| a.name == "idastar").expect("IDA*");
    assert!(idastar.iterative && idastar.frontier == "stack");

    let heuristics = heuristics();
    assert_eq!(heuristics[..4], ["none", "hamming", "manhattan", "linear-conflict"]);
    // From the core's list, less what a browser cannot run.
    assert!(heuristics.contains(&"pdb".to_string()) && !heuristics.contains(&"pdb-7-8".to_string()));
}

#[wasm_bindgen_test]
fn sizes_weights_and_names_are_read_by_the_core() {
    #[derive(Debug, Deserialize, PartialEq)]
    struct Shape {
        rows: usize,
        cols: usize,
    }
    let shape = |input: &str| wasm::parse_shape(&text(input));
    assert_eq!(serde_wasm_bindgen::from_value::<Shape>(shape(" 3 × 5").unwrap()).unwrap(), Shape { rows: 3, cols: 5 });
    assert!(message(shape("4 by 4")).contains("write rows x columns, like 4x4"));
    assert!(message(shape("1x12")).contains("between 2x2 and 10x10"));
    assert!(message(wasm::parse_shape(&JsValue::from_f64(4.0))).contains("must be text"));
    assert!((wasm::parse_weight(&text(" 1.5")).unwrap() - 1.5).abs() < f64::EPSILON);
    assert_eq!(message(wasm::parse_weight(&text("0.5"))), "the weight must be a number of at least 1, not 0.5");
    assert_eq!(wasm::parse_algorithm(&text("idastar")).unwrap(), "idastar");
    assert!(message(wasm::parse_algorithm(&text("a-star"))).ends_with("idastar, fast or auto"));
    assert!(message(wasm::parse_heuristic(&text("pdb-7-8"))).contains("more memory than a browser tab has"));
}

#[wasm_bindgen_test]
fn numbers_from_javascript_are_checked_not_wrapped() {
    let solved = text("1 2 3 4 5 6 7 8 0");
    assert!(message(wasm::goal_board(f64::from(u32::MAX) + 4.0, 3.0, JsValue::UNDEFINED)).contains("from 0 to 1,000"));
    assert!(message(wasm::scramble_board(solved.clone(), -1.0, 1.0)).contains("whole number"));
    assert!(message(wasm::random_board(3.0, 3.0, JsValue::UNDEFINED, -7.0)).contains("the seed"));
    assert!(message(wasm::slide_tile(solved, 2.5)).contains("whole number"));
    assert!(message(wasm::parse_board_js(&JsValue::from_f64(12.0))).contains("must be text"));
}

/// What `dailyPuzzle` answers.
#[derive(Debug, Deserialize)]
struct Daily {
    date: String,
    board: Board,
    par: usize,
    tiles: Vec<u8>,
}

#[wasm_bindgen_test]
fn the_game_functions_answer_the_core_and_refuse_bad_input_by_name() {
    let daily: Daily =
        serde_wasm_bindgen::from_value(wasm::daily_puzzle(&text("2026-11-25"), 3.0, 3.0).expect("a puzzle"))
            .expect("{date, board, par, tiles}");
    assert_eq!((daily.date.as_str(), daily.par, daily.tiles.len()), ("2026-11-25", 24, 24));
    assert_eq!(daily.board.tiles, [5, 4, 8, 1, 7, 2, 6, 3, 0], "the board tests/play.rs pins");
    let moved = replay_moves(js(&daily.board), &daily.tiles.iter().map(|&t| u32::from(t)).collect::<Vec<_>>());
    let last: Vec<Board> = serde_wasm_bindgen::from_value(moved.expect("boards")).expect("boards");
    assert_eq!(last.last().map(|b| b.tiles.clone()), Some(vec![1, 2, 3, 4, 5, 6, 7, 8, 0]));
    assert_eq!(
        message(wasm::daily_puzzle(&text("2026-02-30"), 3.0, 3.0)),
        "2026-02-30 is not a day of the calendar (years 1970 to 9999)"
    );
    assert_eq!(
        message(wasm::daily_puzzle(&text("2026-11-25"), 5.0, 5.0)),
        "the daily puzzle comes in 3x3 or 4x4, not 5x5"
    );
    assert_eq!(wasm::utc_date(1_795_564_800_000.0).expect("a day"), "2026-11-25");
    assert!(message(wasm::utc_date(-1.0)).starts_with("a moment in milliseconds must be a whole number"));
    assert_eq!(wasm::format_time_js(41_389.0).expect("a time"), "0:41.3");
    let sentence = wasm::played_sentence(23.0, 41_300.0, Some(21.0), true).expect("a sentence");
    assert_eq!(sentence, "Solved in 23 moves, 0:41.3. Optimal: 21 moves (+2).");
    let line = wasm::share_line(&text("2026-11-25"), 4.0, 4.0, 52.0, 133_000.0, 48.0).expect("a line");
    assert_eq!(line, "npuzzle daily 2026-11-25 4x4: 52 moves (par 48), 2:13");
    assert_eq!(wasm::judge_move(14.0, 13.0, 1.0).expect("a verdict"), "good");
    assert_eq!(wasm::judge_move(14.0, 15.0, 1.0).expect("a verdict"), "away");
    assert_eq!(wasm::daily_streak(&text("2026-11-24 2026-11-23"), &text("2026-11-25")).expect("a streak"), 2);
    assert!(
        message(wasm::daily_streak(&text("2026-11-24 yesterday"), &text("2026-11-25")))
            .contains("'yesterday' is not a date")
    );
}
