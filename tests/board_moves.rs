//! Moves as the playground makes them: pushing a line of tiles from a clicked cell, and the
//! checked two-tile swap that repairs an unsolvable board.

use npuzzle::{Board, Direction, Goal, MoveError, Shape, model::solvability, parse_board};

fn board(text: &str) -> Board {
    parse_board(text).expect("a board")
}

#[test]
fn a_tile_next_to_the_blank_slides_alone() {
    let mut b = board("1 2 3\n4 5 6\n7 _ 8");
    assert_eq!(b.slide_from(8), Ok(vec![(8, Direction::Left)]));
    assert_eq!(b, board("1 2 3\n4 5 6\n7 8 _"));
}

#[test]
fn a_row_slides_towards_the_blank_nearest_tile_first() {
    let mut b = board("1 2 3 4\n5 6 7 8\n9 10 11 12\n_ 13 14 15");
    assert_eq!(b.slide_from(15), Ok(vec![(13, Direction::Left), (14, Direction::Left), (15, Direction::Left)]));
    assert_eq!(b, board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 _"));

    let mut b = board("1 2 3\n4 5 6\n7 8 _");
    assert_eq!(b.slide_from(6), Ok(vec![(8, Direction::Right), (7, Direction::Right)]));
    assert_eq!(b, board("1 2 3\n4 5 6\n_ 7 8"));
}

#[test]
fn a_column_slides_up_or_down() {
    let mut b = board("_ 2 3\n1 5 6\n4 7 8");
    assert_eq!(b.slide_from(6), Ok(vec![(1, Direction::Up), (4, Direction::Up)]));
    assert_eq!(b, board("1 2 3\n4 5 6\n_ 7 8"));

    let mut b = board("1 2 3\n4 5 6\n7 8 _");
    assert_eq!(b.slide_from(2), Ok(vec![(6, Direction::Down), (3, Direction::Down)]));
    assert_eq!(b, board("1 2 _\n4 5 3\n7 8 6"));
}

#[test]
fn each_move_of_a_line_slide_is_a_legal_single_move() {
    // Replaying the answered moves one tile at a time gives the same board.
    let start = board("5x5: 1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15 16 17 18 19 20 21 22 23 24");
    for index in [10, 11, 14, 2, 7, 17, 22] {
        let mut pushed = start.clone();
        let moves = pushed.slide_from(index).expect("in line with the blank");
        let mut replayed = start.clone();
        for (tile, dir) in &moves {
            assert_eq!(replayed.slide_tile(u32::from(*tile)), Ok(*dir));
        }
        assert_eq!(pushed, replayed, "cell {index}");
        assert_eq!(pushed.blank(), index, "the blank ends on the clicked cell");
        assert_eq!(moves.len(), start.shape().distance(index, start.blank()));
    }
}

#[test]
fn the_blank_itself_moves_nothing() {
    let mut b = board("1 2 3\n4 _ 6\n7 5 8");
    assert_eq!(b.slide_from(4), Ok(vec![]));
    assert_eq!(b, board("1 2 3\n4 _ 6\n7 5 8"));
}

#[test]
fn refuses_cells_off_the_blanks_lines_and_off_the_board() {
    let start = board("1 2 3\n4 _ 6\n7 5 8");
    let mut b = start.clone();
    let error = b.slide_from(0).expect_err("a corner, off the blank's lines");
    assert_eq!(error, MoveError::NotInLine(1));
    assert_eq!(error.to_string(), "tile 1 is not in the blank's row or column, so it cannot slide");
    let error = b.slide_from(9).expect_err("beyond the board");
    assert_eq!(error.to_string(), "there is no cell 9 on this board (cells are 0 to 8)");
    assert_eq!(b, start, "a refused push leaves the board alone");
}

#[test]
fn rectangular_boards_push_along_both_axes() {
    let mut b = board("2x4: 1 2 3 4 5 0 6 7");
    assert_eq!(b.slide_from(7), Ok(vec![(6, Direction::Left), (7, Direction::Left)]));
    assert_eq!(b, board("2x4: 1 2 3 4 5 6 7 0"));
    assert_eq!(b.slide_from(3), Ok(vec![(4, Direction::Down)]));
}

#[test]
fn the_fixing_swap_makes_an_unsolvable_board_solvable() {
    let mut b = board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _");
    let goal = Goal::blank_last(b.shape());
    let verdict = solvability::check(&b, &goal);
    assert!(!verdict.solvable);
    let (x, y) = verdict.fixing_swap.expect("a swap that fixes it");
    b.try_swap_tiles(u32::from(x), u32::from(y)).expect("both are tiles");
    assert!(solvability::check(&b, &goal).solvable);
    assert!(goal.is_solved(&b));
}

#[test]
fn the_checked_swap_refuses_numbers_that_are_not_tiles() {
    let start = Board::new(Shape::square(2).expect("2x2"), &[1, 2, 3, 0]).expect("a board");
    let mut b = start.clone();
    assert_eq!(b.try_swap_tiles(0, 1), Err(MoveError::NoSuchTile { tile: 0, max: 3 }));
    assert_eq!(b.try_swap_tiles(1, 4), Err(MoveError::NoSuchTile { tile: 4, max: 3 }));
    assert_eq!(b, start);
    b.try_swap_tiles(2, 2).expect("a tile swapped with itself");
    assert_eq!(b, start);
}
