//! The trace reader: every format it reads gives back the boards written, log lines are
//! skipped only where no board could be meant, and bad or oversized traces are named.
#![cfg(not(target_arch = "wasm32"))]

use npuzzle::check::trace_input::{MAX_TRACE_BOARDS, MAX_TRACE_BYTES, TraceInputError, read_trace};
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::{Outcome, solve};
use npuzzle::{Board, Goal, Shape, parse_board};

/// The boards along the core's own solution of `start`, the start first.
fn path(start: &str) -> Vec<Board> {
    let board = parse_board(start).unwrap();
    let report = solve(&board, &Goal::blank_last(board.shape()), &SolveOptions::default()).unwrap();
    let Outcome::Solved(solution) = report.outcome else { panic!("{start} is solved") };
    let mut boards = vec![board.clone()];
    let mut current = board;
    for step in solution.moves {
        current.slide(step.direction).unwrap();
        boards.push(current.clone());
    }
    boards
}

fn nine() -> Vec<Board> {
    path("1 2 3\n4 0 6\n7 5 8")
}

fn shape3() -> Shape {
    Shape::square(3).unwrap()
}

fn values(board: &Board) -> Vec<String> {
    board.tiles().iter().map(u8::to_string).collect()
}

fn rows(board: &Board, sep: &str) -> Vec<String> {
    board
        .tiles()
        .chunks(board.shape().cols())
        .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(sep))
        .collect()
}

/// Each board written by `write`, the lines joined by `between`.
fn written(boards: &[Board], write: impl Fn(&Board) -> String, between: &str) -> String {
    boards.iter().map(write).collect::<Vec<_>>().join(between)
}

/// A way to write a board.
type Writer = Box<dyn Fn(&Board) -> String>;

#[test]
fn one_board_a_line_in_every_one_line_format() {
    let boards = nine();
    let formats: Vec<(&str, Writer)> = vec![
        ("spaces", Box::new(|b: &Board| values(b).join(" "))),
        ("commas", Box::new(|b: &Board| values(b).join(", "))),
        ("compact digits", Box::new(|b: &Board| values(b).concat())),
        ("blank as _", Box::new(|b: &Board| values(b).join(" ").replace('0', "_"))),
        ("JSON", Box::new(|b: &Board| format!("[{}]", values(b).join(",")))),
        ("tuple", Box::new(|b: &Board| format!("({})", values(b).join(", ")))),
        ("JSON rows", Box::new(|b: &Board| format!("[[{}]]", rows(b, ",").join("],[")))),
        ("semicolon rows", Box::new(|b: &Board| rows(b, " ").join("; "))),
    ];
    for (name, write) in formats {
        let text = written(&boards, write, "\n");
        assert_eq!(read_trace(&text, shape3()).as_ref(), Ok(&boards), "{name}: {text}");
    }
}

#[test]
fn blocks_of_rows_with_or_without_blank_lines_and_tables() {
    let boards = nine();
    let plain = |b: &Board| rows(b, " ").join("\n");
    for between in ["\n", "\n\n", "\n\n\n", "\n-----\n"] {
        let text = written(&boards, plain, between);
        assert_eq!(read_trace(&text, shape3()).as_ref(), Ok(&boards), "{text}");
    }
    let compact = |b: &Board| rows(b, "").join("\n").replace('0', "_");
    assert_eq!(read_trace(&written(&boards, compact, "\n"), shape3()).as_ref(), Ok(&boards));
    let markdown = |b: &Board| {
        let lines: Vec<String> = rows(b, " | ").iter().map(|r| format!("| {} |", r.replace('0', " "))).collect();
        format!("{}\n|---|---|---|\n{}", lines[0], lines[1..].join("\n"))
    };
    assert_eq!(read_trace(&written(&boards, markdown, "\n\n"), shape3()).as_ref(), Ok(&boards));
    let ascii = |b: &Board| {
        let border = "+---+---+---+";
        let lines: Vec<String> = rows(b, " | ").iter().map(|r| format!("| {r} |\n{border}")).collect();
        format!("{border}\n{}", lines.join("\n"))
    };
    assert_eq!(read_trace(&written(&boards, ascii, "\n"), shape3()).as_ref(), Ok(&boards));
}

#[test]
fn lists_of_boards_as_python_and_json_print_them() {
    let boards = nine();
    let tuples = format!("[{}]", written(&boards, |b| format!("({})", values(b).join(", ")), ", "));
    assert_eq!(read_trace(&tuples, shape3()).as_ref(), Ok(&boards), "{tuples}");
    let lists_of_rows = format!("[{}]", written(&boards, |b| format!("[[{}]]", rows(b, ", ").join("], [")), ", "));
    assert_eq!(read_trace(&lists_of_rows, shape3()).as_ref(), Ok(&boards), "{lists_of_rows}");
    let tuples_of_rows = format!("[{}]", written(&boards, |b| format!("(({}))", rows(b, ", ").join("), (")), ", "));
    assert_eq!(read_trace(&tuples_of_rows, shape3()).as_ref(), Ok(&boards), "{tuples_of_rows}");
    let json = format!("[\n{}\n]\n", written(&boards, |b| format!("  [{}]", values(b).join(",")), ",\n"));
    assert_eq!(read_trace(&json, shape3()).as_ref(), Ok(&boards), "{json}");
    for one in ["[1, 2, 3, 4, 5, 6, 7, 8, 0]", "[[1, 2, 3], [4, 5, 6], [7, 8, 0]]", "((1, 2, 3), (4, 5, 6), (7, 8, 0))"]
    {
        assert_eq!(read_trace(one, shape3()), Ok(vec![parse_board(one).unwrap()]), "{one}");
    }
    let trailing_comma = format!("[{},]", written(&boards, |b| format!("({})", values(b).join(", ")), ", "));
    assert_eq!(read_trace(&trailing_comma, shape3()).as_ref(), Ok(&boards));
}

#[test]
fn a_rectangle_reads_on_one_line_and_in_rows() {
    let shape = Shape::new(2, 3).unwrap();
    let boards = path("2x3: 1 2 3 4 0 5");
    let line = written(&boards, |b| values(b).join(" "), "\n");
    assert_eq!(read_trace(&line, shape).as_ref(), Ok(&boards));
    let list = format!("[{}]", written(&boards, |b| format!("({})", values(b).join(", ")), ", "));
    assert_eq!(read_trace(&list, shape).as_ref(), Ok(&boards));
    let blocks = written(&boards, |b| rows(b, " ").join("\n"), "\n");
    assert_eq!(read_trace(&blocks, shape).as_ref(), Ok(&boards));
}

#[test]
fn log_lines_around_the_boards_are_skipped() {
    let boards = nine();
    let labelled = format!(
        "Solving...\n{}\nnodes expanded: 31\nDone.",
        written(&boards, |b| format!("Expanding node 4 (f=5): {}", values(b).join(" ")), "\n")
    );
    assert_eq!(read_trace(&labelled, shape3()).as_ref(), Ok(&boards), "{labelled}");
    let arrows = written(&boards, |b| format!("step -> [{}]", values(b).join(", ")), "\n");
    assert_eq!(read_trace(&arrows, shape3()).as_ref(), Ok(&boards), "{arrows}");
    let numbered = written(&boards, |b| format!("7: {}", values(b).join(" ")), "\n");
    assert_eq!(read_trace(&numbered, shape3()).as_ref(), Ok(&boards), "{numbered}");
    let headed_blocks = written(&boards, |b| format!("Expanding:\n{}\ng = 3, h = 4", rows(b, " ").join("\n")), "\n");
    assert_eq!(read_trace(&headed_blocks, shape3()).as_ref(), Ok(&boards), "{headed_blocks}");
    let nulls = written(
        &boards,
        |b| format!("state: [{}]", values(b).join(", ").replace(" 0", " null").replace("[0", "[null")),
        "\n",
    );
    assert_eq!(read_trace(&nulls, shape3()).as_ref(), Ok(&boards), "{nulls}");
}

#[test]
fn a_line_that_could_be_a_board_is_refused_not_skipped() {
    let text = "1 2 3 4 5 6 7 8 0\nExpanding: 1 2 3 4 5 6 7 8 8\n";
    let error = read_trace(text, shape3()).unwrap_err();
    assert!(matches!(error, TraceInputError::BadBoard { index: 2, line: 2, .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "board 2 (line 2): tile 8 appears twice: at row 3, column 2 and at row 3, column 3; the blank is missing"
    );
    // A line of numbers alone in a trace of one board a line is a board, or wrong.
    let error = read_trace("1 2 3 4 5 6 7 8 0\n1 2 3\n", shape3()).unwrap_err();
    assert!(matches!(error, TraceInputError::BadBoard { index: 2, line: 2, .. }), "{error:?}");
    assert!(error.to_string().contains("a 3x3 board has 9 cells, but 3 numbers were given"), "{error}");
    // Eight numbers after a label: a board missing a tile, not a log line.
    let error = read_trace("Expanding: 1 2 3 4 5 6 7 8\n", shape3()).unwrap_err();
    assert!(error.to_string().starts_with("board 1 (line 1): a 3x3 board has 9 cells, but 8 numbers"), "{error}");
    // Rows that do not make whole boards.
    let error = read_trace("1 2 3\n4 5 6\n7 8 0\n\n1 2 3\n4 5 6\n", shape3()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "board 2 (line 5) has 2 of the 3 rows a 3x3 board has: a board's rows go on consecutive lines"
    );
}

#[test]
fn a_bad_board_is_named_by_index_and_line_with_the_parsers_message() {
    let text = "1 2 3 4 5 6 7 8 0\n\n1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 0 9\n";
    let error = read_trace(text, shape3()).unwrap_err();
    let parser = parse_board("1 2 3 4 5 6 7 0 9").unwrap_err();
    assert_eq!(error.to_string(), format!("board 3 (line 4): {parser}"));
    let error = read_trace("[(1, 2, 3, 4, 5, 6, 7, 8, 0),\n (1, 2, 3, 4, 5, 6, 7, 8, 8)]", shape3()).unwrap_err();
    assert!(error.to_string().starts_with("board 2 (line 2): tile 8 appears twice"), "{error}");
    let error = read_trace("1 2 3\n4 5 6\n7 8 0\n\n1 2 3\n4 5 6\n7 8 8\n", shape3()).unwrap_err();
    assert!(error.to_string().starts_with("board 2 (line 5): tile 8 appears twice"), "{error}");
    let error = read_trace("1 2 3 4 5 6 7 8 0\n2x3: 1 2 3 4 5 0\n", shape3()).unwrap_err();
    assert_eq!(error.to_string(), "board 2 (line 2) is a 2x3 board, but the start is 3x3");
    let error = read_trace("[(1, 2, 3, 4, 5, 6, 7, 8, 0), (1, 2", shape3()).unwrap_err();
    assert_eq!(error, TraceInputError::Unclosed);
    let error = read_trace("no boards here\nat all\n", shape3()).unwrap_err();
    assert_eq!(error, TraceInputError::NoBoards(shape3()));
}

#[test]
fn limits_are_refused_with_the_limit_named() {
    let long = "1".repeat(MAX_TRACE_BYTES + 1);
    let error = read_trace(&long, shape3()).unwrap_err();
    assert_eq!(error, TraceInputError::TooLong(MAX_TRACE_BYTES + 1));
    assert!(error.to_string().contains("a trace is at most 16 MiB (16,777,216 bytes)"), "{error}");
    let many = "123456780\n".repeat(MAX_TRACE_BOARDS + 1);
    let error = read_trace(&many, shape3()).unwrap_err();
    assert_eq!(error, TraceInputError::TooManyBoards);
    assert_eq!(error.to_string(), "the trace holds more than 200,000 boards, the most a trace may hold");
    assert_eq!(read_trace(&"123456780\n".repeat(MAX_TRACE_BOARDS), shape3()).map(|b| b.len()), Ok(MAX_TRACE_BOARDS));
}
