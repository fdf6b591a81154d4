"""Boards: every format the page reads, a student's own lists, tuples and arrays, the core's
messages for what is not a board, equality and hashing, neighbours, moves, solvability, goals."""

import heapq

import numpy as np
import pytest

import npuzzle

from conftest import BOARDS

GOAL = npuzzle.Board("1 2 3 4 5 6 7 8 0")

TEXTS = [
    "1 2 3 4 5 6 7 8 0",
    "1 2 3\n4 5 6\n7 8 _",
    "1,2,3;4,5,6;7,8,.",
    "123456780",
    "123\n456\n78-",
    "3x3: 1 2 3 4 5 6 7 8 0",
    "[[1,2,3],[4,5,6],[7,8,null]]",
    "[1, 2, 3, 4, 5, 6, 7, 8, 0]",
    "((1, 2, 3), (4, 5, 6), (7, 8, 0))",
    "(1, 2, 3), (4, 5, 6), (7, 8, 0)",
    "| 1 | 2 | 3 |\n|---|---|---|\n| 4 | 5 | 6 |\n| 7 | 8 |   |",
    "+---+---+---+\n| 1 | 2 | 3 |\n+---+---+---+\n| 4 | 5 | 6 |\n+---+---+---+\n| 7 | 8 |   |\n+---+---+---+",
]

OWN = [
    [1, 2, 3, 4, 5, 6, 7, 8, 0],
    (1, 2, 3, 4, 5, 6, 7, 8, 0),
    [[1, 2, 3], [4, 5, 6], [7, 8, 0]],
    ((1, 2, 3), (4, 5, 6), (7, 8, None)),
    [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "_"]],
    ["1", "2", "3", "4", "5", "6", "7", "8", ""],
    np.array([[1, 2, 3], [4, 5, 6], [7, 8, 0]]),
    np.array([1, 2, 3, 4, 5, 6, 7, 8, 0], dtype=np.uint8),
    np.array([[1.0, 2, 3], [4, 5, 6], [7, 8, 0]]),
    [np.int64(t) for t in (1, 2, 3, 4, 5, 6, 7, 8, 0)],
    iter([1, 2, 3, 4, 5, 6, 7, 8, 0]),
    GOAL,
]


@pytest.mark.parametrize("text", TEXTS)
def test_every_text_format_the_page_reads(text):
    assert npuzzle.Board(text) == GOAL


@pytest.mark.parametrize("own", OWN, ids=lambda own: type(own).__name__)
def test_a_students_own_representation(own):
    board = npuzzle.Board(own)
    assert board == GOAL
    assert hash(board) == hash(GOAL)


def test_rectangles_from_rows():
    board = npuzzle.Board([[1, 2, 3], [4, 5, 0]])
    assert (board.shape, board.rows, board.cols) == ((2, 3), 2, 3)
    assert board == npuzzle.Board("2x3: 1 2 3 4 5 0")
    assert np.array_equal(np.array(board.tolist()), np.array([[1, 2, 3], [4, 5, 0]]))


def test_str_is_rows_and_repr_reads_back():
    board = npuzzle.Board("8 6 7 2 5 4 3 0 1")
    assert str(board) == "8 6 7\n2 5 4\n3 _ 1"
    assert repr(board) == 'Board("8 6 7 2 5 4 3 0 1")'
    assert eval(repr(board), {"Board": npuzzle.Board}) == board
    rectangle = npuzzle.Board("2x3: 4 1 3 0 5 2")
    assert eval(repr(rectangle), {"Board": npuzzle.Board}) == rectangle
    assert board.tiles == [8, 6, 7, 2, 5, 4, 3, 0, 1]
    assert board.blank == (2, 1)


BAD = [
    "1 2 3 4 5 6 7 8 8",
    "1 2 3 4 5 6 7 8",
    "1 2 3\n4 5\n6 7 8",
    "1 2 x 4 5 6 7 8 0",
    "1 2 3 4 5 6 7 8 9 0 11",
    "",
]


@pytest.mark.parametrize("text", BAD)
def test_a_bad_board_raises_value_error_with_the_cores_message(cli, text):
    code, _, err = cli("check", text)
    assert code != 0
    message = err.strip().removeprefix("npuzzle: ").removeprefix("invalid board: ")
    with pytest.raises(ValueError) as raised:
        npuzzle.Board(text)
    assert str(raised.value) == message


def test_cells_are_read_as_the_text_is():
    with pytest.raises(ValueError, match=r"^tile 8 appears twice: at row 3, column 2 and at row 3, column 3"):
        npuzzle.Board([[1, 2, 3], [4, 5, 6], [7, 8, 8]])
    with pytest.raises(ValueError, match=r"^'x' at row 2, position 2 is not a number"):
        npuzzle.Board([[1, 2, 3], [4, "x", 6], [7, 8, 0]])
    with pytest.raises(ValueError, match=r"^'2.5' at position 2 is not a number"):
        npuzzle.Board([1, 2.5, 3, 0])
    with pytest.raises(ValueError, match=r"^row 2 has 2 numbers but row 1 has 3"):
        npuzzle.Board([[1, 2, 3], [4, 5]])
    with pytest.raises(ValueError, match=r"^'-3' at position 1 is not a number"):
        npuzzle.Board(np.array([-3, 1, 2, 0]))


@pytest.mark.parametrize("value", [3.5, None, True, [[[1]]], object()])
def test_a_value_of_the_wrong_type_raises_type_error(value):
    with pytest.raises(TypeError):
        npuzzle.Board(value)


def test_boards_go_in_sets_and_dicts():
    seen = {npuzzle.Board(board.tolist()) for board in BOARDS}
    assert len(seen) == len(BOARDS)
    assert all(board in seen for board in BOARDS)
    distance = {GOAL: 0}
    assert distance[npuzzle.Board((1, 2, 3, 4, 5, 6, 7, 8, 0))] == 0
    assert GOAL != npuzzle.Board("1 2 3 4 5 6 7 0 8")
    assert GOAL != "1 2 3 4 5 6 7 8 0"


@pytest.mark.parametrize(
    ("text", "count"), [("0 1 2 3 4 5 6 7 8", 2), ("1 0 2 3 4 5 6 7 8", 3), ("1 2 3 4 0 5 6 7 8", 4)]
)
def test_neighbors_are_one_move_away(text, count):
    board = npuzzle.Board(text)
    neighbors = board.neighbors()
    assert len(neighbors) == len(set(neighbors)) == count
    for neighbor in neighbors:
        assert board in neighbor.neighbors()
        assert sum(a != b for a, b in zip(board.tiles, neighbor.tiles, strict=True)) == 2
    assert set(neighbors) == {board.play(d) for d in "UDLR" if _legal(board, d)}


def _legal(board, direction):
    try:
        board.play(direction)
    except ValueError:
        return False
    return True


def test_play_takes_letters_tiles_and_lists():
    board = npuzzle.Board("1 2 3 4 5 6 0 7 8")
    assert board.play("LL") == GOAL
    assert board.play([7, 8]) == GOAL == board.play("7 8") == board.play(7).play(8)
    with pytest.raises(ValueError, match="tile 1 is not next to the blank"):
        board.play(1)
    with pytest.raises(ValueError, match="'X' is not a move"):
        board.play("X")
    assert board == npuzzle.Board("1 2 3 4 5 6 0 7 8"), "a board never changes"


def test_solvability_and_why_as_the_cli_says(cli_json):
    for text in ["8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 8 7 0", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"]:
        board = npuzzle.Board(text)
        facts = cli_json("check", text)
        verdict = board.solvability()
        assert board.solvable == verdict.solvable == bool(verdict) == facts["solvable"]
        assert verdict.explanation == facts["explanation"]
        assert verdict.inversions == facts["inversions"]
        assert verdict.fixing_swap == (tuple(facts["fixingSwap"]) if facts["fixingSwap"] else None)


def test_goals():
    board = npuzzle.Board("1 2 3 4 5 6 7 8 0")
    first = npuzzle.Goal("Blank-First")
    assert first.name == "blank-first" == npuzzle.Goal.blank_first().name
    assert first.board_for(board) == npuzzle.Board("0 1 2 3 4 5 6 7 8")
    assert npuzzle.Goal.blank_last().board_for([[1, 2], [3, 0]]) == npuzzle.Board("1 2 3 0")
    assert board.is_goal() and board.is_goal("blank-last") and not board.is_goal(first)
    custom = npuzzle.Goal([[2, 1, 3], [4, 5, 6], [7, 8, 0]])
    assert custom.name is None and repr(custom) == 'Goal("2 1 3 4 5 6 7 8 0")'
    assert not board.solvability(custom).solvable
    with pytest.raises(ValueError, match="the goal is 2x2 but the board is 3x3"):
        board.is_goal([[1, 2], [3, 0]])
    with pytest.raises(ValueError, match="the goal is not 'blank-last', 'blank-first' or a board"):
        npuzzle.Goal("blank-middle")


def test_boards_sort_so_a_heap_of_f_and_board_pairs_works():
    boards = [npuzzle.Board("1 2 3 4 5 6 7 0 8"), npuzzle.Board("1 2 3 4 5 6 0 7 8"), GOAL]
    heap = [(1, board) for board in boards]
    heapq.heapify(heap)
    assert [heapq.heappop(heap)[1] for _ in boards] == sorted(boards)
    assert sorted(boards)[0] < sorted(boards)[1] and not GOAL < npuzzle.Board(GOAL.tolist())
