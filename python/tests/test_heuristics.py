"""heuristic() and explain(): every heuristic the core names, Manhattan as the CLI counts it,
each estimate a lower bound, and the core's sum line."""

import pytest

import npuzzle

from conftest import BOARDS, FIFTEEN


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_manhattan_as_the_cli_counts_it(cli_json, board):
    assert npuzzle.heuristic(board, "manhattan") == cli_json("check", str(board))["manhattan"]
    assert npuzzle.heuristic(board) == npuzzle.heuristic(board.tolist(), "Manhattan")


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_every_heuristic_is_a_lower_bound_in_its_order(board):
    optimal = npuzzle.solve(board, "astar", "manhattan").length
    names = [name for name in npuzzle.heuristics() if not name.startswith("pdb")]
    assert names == ["none", "hamming", "manhattan", "linear-conflict"]
    values = [npuzzle.heuristic(board, name) for name in names]
    assert values[0] == 0
    assert values == sorted(values) and values[-1] <= optimal
    assert npuzzle.heuristic(board, "custom:0,1,0,0") == values[2]
    assert npuzzle.heuristic(board, "custom:0,1,1,0") == values[3]


def test_goals_count():
    board = npuzzle.Board("1 2 3 4 5 6 7 8 0")
    assert npuzzle.heuristic(board, "manhattan") == 0
    assert npuzzle.heuristic(board, "manhattan", goal="blank-first") == npuzzle.heuristic(
        "0 1 2 3 4 5 6 7 8", "manhattan", goal=board
    )


def test_explain_gives_the_cores_sum_line():
    board = "8 6 7\n2 5 4\n3 _ 1"
    manhattan = npuzzle.explain(board, "manhattan")
    assert manhattan.startswith("h = 21 (Manhattan: ") and manhattan.endswith(")")
    assert sum(int(term) for term in manhattan.removeprefix("h = 21 (Manhattan: ")[:-1].split(" + ")) == 21
    assert npuzzle.explain(board, "linear-conflict") == "h = 23 = Manhattan 21 + 1 linear conflict × 2"
    assert npuzzle.explain(board, "hamming") == "h = 7 (Hamming: 7 of 8 tiles are not on their goal cell)"
    for name in ["none", "hamming", "manhattan", "linear-conflict", "custom:1,1,0,0.5"]:
        assert npuzzle.explain(board, name).startswith(f"h = {npuzzle.heuristic(board, name)} ")


def test_pattern_databases_on_a_15_puzzle():
    board = FIFTEEN
    optimal = npuzzle.solve(board, "idastar", "pdb")
    assert optimal.optimal and optimal.heuristic == "pdb"
    h = npuzzle.heuristic(board, "pdb")
    assert npuzzle.heuristic(board, "linear-conflict") <= h <= optimal.length
    line = npuzzle.explain(board, "pdb")
    assert line.startswith(f"h = {h} = ") and line.endswith("(pattern databases 6-6-3)")


def test_unknown_names_raise_value_error_with_the_cores_message():
    with pytest.raises(ValueError, match=r"^unknown heuristic 'euclid': use none, hamming, manhattan"):
        npuzzle.heuristic("1 2 3 4 5 6 7 8 0", "euclid")
    with pytest.raises(ValueError, match="4x4"):
        npuzzle.heuristic("1 2 3 4 5 6 7 8 0", "pdb")
