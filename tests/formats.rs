//! Board text formats: every accepted form, every rejection message, and round trips.
#![cfg(not(target_arch = "wasm32"))]

use npuzzle::model::parse::MAX_INPUT_BYTES;
use npuzzle::{Goal, GoalSpec, Shape, parse_board};
use proptest::prelude::*;

const SOLVED_3X3: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

#[test]
fn every_format_reads_the_same_board() {
    let inputs = [
        "1 2 3 4 5 6 7 8 0",
        "1,2,3,4,5,6,7,8,0",
        "1, 2, 3, 4, 5, 6, 7, 8, _",
        "  1 2 3\n4 5 6\n7 8 .\n",
        "1 2 3\r\n4 5 6\r\n7 8 -",
        "1 2 3; 4 5 6; 7 8 0",
        "123456780",
        "12345678_",
        "123\n456\n78.",
        "3x3: 1 2 3 4 5 6 7 8 0",
        "3X3:123456780",
        "[1,2,3,4,5,6,7,8,0]",
        "[[1,2,3],[4,5,6],[7,8,0]]",
        "[[1, 2, 3], [4, 5, 6], [7, 8, null]]",
        // Homework formats (issue 25): tuples, nested lists, Markdown and ASCII tables.
        "(1, 2, 3), (4, 5, 6), (7, 8, 0)",
        "((1,2,3),(4,5,6),(7,8,0))",
        "(1, 2, 3, 4, 5, 6, 7, 8, _)",
        "[(1, 2, 3), (4, 5, 6), (7, 8, 0)]",
        "| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n| 7 | 8 |   |",
        "| 1 | 2 | 3 |\n|---|---|---|\n| 4 | 5 | 6 |\n| 7 | 8 | 0 |",
        "|:-:|:--|--:|\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n| 7 | 8 | _ |",
        "1 | 2 | 3\n4 | 5 | 6\n7 | 8 | 0",
        "+---+---+---+\n| 1 | 2 | 3 |\n+---+---+---+\n| 4 | 5 | 6 |\n+---+---+---+\n| 7 | 8 |   |\n+---+---+---+",
        "+===+===+===+\r\n| 1 | 2 | 3 |\r\n| 4 | 5 | 6 |\r\n| 7 | 8 | . |\r\n+---+---+---+",
        "┌───┬───┬───┐\n│ 1 │ 2 │ 3 │\n├───┼───┼───┤\n│ 4 │ 5 │ 6 │\n├───┼───┼───┤\n│ 7 │ 8 │   │\n└───┴───┴───┘",
        "3x3: | 1 | 2 | 3 |\n| 4 | 5 | 6 |\n| 7 | 8 | |",
        // As the page writes a board in a sentence (issue 35): rows separated by " / ".
        "1 2 3 / 4 5 6 / 7 8 _",
        "1 2 3/4 5 6/7 8 0",
        "123/456/78_",
        "3x3: 1 2 3 / 4 5 6 / 7 8 _",
    ];
    for input in inputs {
        let board = parse_board(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(board.tiles(), SOLVED_3X3, "{input:?}");
        assert_eq!(board.shape(), Shape::square(3).unwrap(), "{input:?}");
    }
}

/// The hardest 8-puzzle as the page writes it parses, and a rectangle's rows give its shape.
#[test]
fn rows_separated_by_slashes_read_as_the_page_writes_them() {
    let hardest = parse_board("8 6 7 / 2 5 4 / 3 _ 1").unwrap();
    assert_eq!(hardest.tiles(), [8, 6, 7, 2, 5, 4, 3, 0, 1]);
    assert_eq!(hardest.rows_line(), "8 6 7 / 2 5 4 / 3 _ 1");
    let wide = parse_board("1 2 3 / 4 5 _").unwrap();
    assert_eq!((wide.shape().rows(), wide.shape().cols()), (2, 3));
    assert_eq!(parse_board(&wide.rows_line()).unwrap(), wide);
}

#[test]
fn rectangles_take_their_shape_from_rows_or_prefix() {
    let wide = parse_board("1 2 3\n4 5 0").unwrap();
    assert_eq!((wide.shape().rows(), wide.shape().cols()), (2, 3));
    let tall = parse_board("3x2: 1 2 3 4 5 0").unwrap();
    assert_eq!((tall.shape().rows(), tall.shape().cols()), (3, 2));
    let json = parse_board("[[1,2],[3,4],[5,0]]").unwrap();
    assert_eq!(json, tall);
    assert_eq!(parse_board("(1, 2), (3, 4), (5, 0)").unwrap(), tall);
    assert_eq!(parse_board("| 1 | 2 |\n|---|---|\n| 3 | 4 |\n| 5 |   |").unwrap(), tall);
    assert_eq!(parse_board("+--+--+--+\n|1 |2 |3 |\n|4 |5 |  |\n+--+--+--+").unwrap(), wide);
    assert_eq!(parse_board("3x2: 1 2\n3 4\n5 0").unwrap(), tall);
    let big = parse_board(&(1..100).map(|t| t.to_string()).chain(["0".into()]).collect::<Vec<_>>().join(" ")).unwrap();
    assert_eq!(big.shape(), Shape::square(10).unwrap());
}

/// Each kind of bad input, and the message it must get.
#[test]
fn bad_input_gets_a_specific_message() {
    let cases: &[(&str, &str)] = &[
        ("", "the input is empty"),
        ("   \n\t ", "the input is empty"),
        ("[]", "the input is empty"),
        ("1 2 3 4 5 6 7", "7 numbers do not make a square board; 4 make a 2x2 board and 9 make a 3x3 board"),
        ("1 2 3 4 5 6 7 8 0 9", "10 numbers do not make a square board; 9 make a 3x3 board and 16 make a 4x4 board"),
        ("1 2 3 4 5 6 7 8 8", "tile 8 appears twice: at row 3, column 2 and at row 3, column 3"),
        ("1 2 3 4 0 6 7 8 0", "there are two blanks: at row 2, column 2 and at row 3, column 3"),
        ("1 2 3 4 5 6 7 9 0", "9 at row 3, column 2 is out of range: a 3x3 board has tiles 1 to 8 and one blank"),
        ("1 2 3 4 5 6 7 x 0", "'x' at position 8 is not a number"),
        ("1 2 3\n4 five 6\n7 8 0", "'five' at row 2, position 2 is not a number"),
        ("1 2 3 4 5 6 7 -8 0", "'-8' at position 8 is not a number"),
        ("1 2 3\n4 5\n7 8 0", "row 2 has 2 numbers but row 1 has 3"),
        ("2x3: 1 2 3 4 5 0 6", "a 2x3 board has 6 cells, but 7 numbers were given"),
        ("11x11: 1", "a board must be between 2x2 and 10x10, but 11x11 was asked for"),
        ("1x4: 1 2 3 0", "a board must be between 2x2 and 10x10, but 1x4 was asked for"),
        ("3x2: 1 2 3\n4 5 0", "the prefix says 3x2 but the rows written make 2x3"),
        ("3x2: 1 2\n3 4 5\n0", "row 2 has 3 numbers but row 1 has 2"),
        ("2x2: [[1,2,3],[0]]", "row 2 has 1 number but row 1 has 3"),
        // Rows separated by " / ", as the page writes a board: a row of the wrong length by its row.
        ("8 6 7 / 2 5 / 3 _ 1", "row 2 has 2 numbers but row 1 has 3; every row needs the same count"),
        ("8 6 7 / 2 5 4 / 3 x 1", "'x' at row 3, position 2 is not a number"),
        ("1 2 / 3 / 0", "row 2 has 1 number but row 1 has 2"),
        ("5", "1 number does not make a square board"),
        ("2x3: 1", "a 2x3 board has 6 cells, but 1 number was given"),
        ("+2x+2: 1 2 3 0", "'+2x+2:' is not a shape"),
        ("three by three: 1 2 3", "'three by three:' is not a shape"),
        ("1 2 3 99999999999 0", "99999999999 at position 4 is out of range"),
        ("1234567891011121314150", "digits written together only work for boards of at most 10 cells"),
        ("[[1,2,3],[4,5,6],[7,8]]", "row 3 has 2 numbers but row 1 has 3"),
        ("[1,2,3,4,5,6,7,8,0", "JSON: expected , or ] at character 19"),
        ("[1,2,3,4,5,6,7,8,0] x", "JSON: unexpected text after the closing ]"),
        ("[[1,2],[\"a\",0]]", "JSON: expected a number"),
        // Tables and tuples: the row and the cell, counted as written.
        ("| 1 | 2 | 3 |\n| 4 | x | 6 |\n| 7 | 8 |   |", "'x' at row 2, position 2 is not a number"),
        ("| 1 | 2 | 3 |\n|---|---|---|\n| 4 | 5 |\n| 7 | 8 |   |", "row 2 has 2 numbers but row 1 has 3"),
        (
            "| 1 | 2 | 3 |\n| 4 |   | 6 |\n| 7 | 8 |   |",
            "there are two blanks: at row 2, column 2 and at row 3, column 3",
        ),
        ("+---+---+\n+---+---+", "the input is empty"),
        ("(1, 2, 3), (4, 5, 6), (7, 8)", "row 3 has 2 numbers but row 1 has 3"),
        ("(1, 2, 3), (4, 5, 6), (7, 8, 0", "JSON: expected , or ] at character 31"),
        ("((1,2),(3,0)) x", "JSON: unexpected text after the closing ]"),
    ];
    for (input, expected) in cases {
        let message = parse_board(input).expect_err(input).to_string();
        assert!(message.contains(expected), "{input:?}\n  got:  {message}\n  want: {expected}");
    }
}

#[test]
fn missing_tiles_are_named() {
    let cases: &[(&str, &str)] = &[
        ("1 2 3 4 5 6 7 0", "a 3x3 board has 9 cells, but 8 numbers were given; tile 8 is missing"),
        ("1 2 3 4 5 6 7 8", "a 3x3 board has 9 cells, but 8 numbers were given; the blank is missing"),
        ("1 2 3\n4 5 6\n7 7 0", "tile 7 appears twice: at row 3, column 1 and at row 3, column 2; tile 8 is missing"),
        (
            "2x3: 1 1 2 2 0 5",
            "tile 1 appears twice: at row 1, column 1 and at row 1, column 2; tiles 3 and 4 are missing",
        ),
        (
            "[[1,0],[0,2]]",
            "there are two blanks: at row 1, column 2 and at row 2, column 1; a board has exactly one; tile 3 is missing",
        ),
        ("2x3: 1 2 0 4", "a 2x3 board has 6 cells, but 4 numbers were given; tiles 3 and 5 are missing"),
    ];
    for (input, expected) in cases {
        let message = parse_board(input).expect_err(input).to_string();
        assert_eq!(&message, expected, "{input:?}");
    }
}

#[test]
fn oversized_input_is_refused_before_parsing() {
    let huge = "1 ".repeat(MAX_INPUT_BYTES);
    let message = parse_board(&huge).unwrap_err().to_string();
    assert!(message.contains("at most 64 KiB"), "{message}");
    // A long token is named by its start, not repeated whole (found by tests/fuzz.rs).
    for long in ["9".repeat(10_000), format!("1 2 3 {}", "9".repeat(10_000)), format!("1 2 {}", "x".repeat(10_000))] {
        let message = parse_board(&long).unwrap_err().to_string();
        assert!(message.len() < 200, "{}", &message[..200]);
    }
    // The same bytes count for a goal: white space around it included, as for a board.
    let padded = format!("1 2 3 0{}", " ".repeat(MAX_INPUT_BYTES));
    assert!(parse_board(&padded).is_err());
    for goal in [padded, format!("blank-last{}", " ".repeat(MAX_INPUT_BYTES))] {
        let message = goal.parse::<GoalSpec>().unwrap_err().to_string();
        assert!(message.contains("at most 64 KiB"), "{message}");
    }
}

#[test]
fn goals_by_name_or_board() {
    let shape = Shape::square(3).unwrap();
    assert_eq!("blank-last".parse::<GoalSpec>().unwrap().resolve(shape).unwrap(), Goal::blank_last(shape));
    assert_eq!(Goal::blank_first(shape).board().to_line(), "0 1 2 3 4 5 6 7 8");
    let custom = "1 2 3 8 0 4 7 6 5".parse::<GoalSpec>().unwrap().resolve(shape).unwrap();
    assert_eq!(custom.position_of(0), 4);
    let mismatch = "1 2 3 0".parse::<GoalSpec>().unwrap().resolve(shape).unwrap_err().to_string();
    assert_eq!(mismatch, "the goal is 2x2 but the board is 3x3; they must have the same shape");
    assert!("blank-middle".parse::<GoalSpec>().is_err());
    // Names are read whatever their case (issue 25), as every name the core reads.
    assert_eq!(" Blank-First ".parse::<GoalSpec>().unwrap(), GoalSpec::BlankFirst);
    assert_eq!("BLANK-LAST".parse::<GoalSpec>().unwrap().name(), Some("blank-last"));
}

/// Any valid board of any shape from 2x2 to 10x10.
fn any_board() -> impl Strategy<Value = npuzzle::Board> {
    (2usize..=10, 2usize..=10).prop_flat_map(|(rows, cols)| {
        let cells = rows * cols;
        Just((0..u32::try_from(cells).unwrap()).collect::<Vec<u32>>())
            .prop_shuffle()
            .prop_map(move |values| npuzzle::Board::new(Shape::new(rows, cols).unwrap(), &values).unwrap())
    })
}

proptest! {
    /// Every board the core writes reads back as the same board: its lines (Display), its one
    /// line (`to_line`), and its rows on one line as the page names boards (`rows_line`).
    #[test]
    fn printing_round_trips(board in any_board()) {
        prop_assert_eq!(&parse_board(&board.to_string())?, &board);
        prop_assert_eq!(&parse_board(&board.to_line())?, &board);
        prop_assert_eq!(&parse_board(&board.rows_line())?, &board);
    }

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        let _ = parse_board(&text);
    }

    #[test]
    fn board_like_text_never_panics(text in "[0-9 ,;_.\\-\\[\\]x:\n]{0,80}") {
        let _ = parse_board(&text);
    }
}
