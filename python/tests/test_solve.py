"""solve(): each answer replayed move by move to the goal, its length and counts as the CLI's,
limits and unsolvable boards answered with the core's messages."""

import pytest

import npuzzle

from conftest import BOARDS, FIFTEEN

CHOICES = [
    ("auto", None),
    ("astar", "manhattan"),
    ("idastar", "linear-conflict"),
    ("bfs", None),
    ("greedy", "hamming"),
]


def replayed(result: npuzzle.SolveResult) -> npuzzle.Board:
    """The start played move by move, each board checked against the result's."""
    board = result.boards[0]
    for step, (tile, direction) in enumerate(result.moves):
        assert board.play(tile) == board.play(direction) == result.boards[step + 1]
        board = board.play(tile)
    return board


@pytest.mark.parametrize(("algorithm", "heuristic"), CHOICES)
@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_a_solution_replays_to_the_goal_as_long_as_the_clis(cli_json, board, algorithm, heuristic):
    result = npuzzle.solve(board, algorithm, heuristic)
    assert result.solved and result.boards[0] == board
    assert replayed(result).is_goal()
    assert (
        result.length
        == len(result.moves)
        == len(result.tiles)
        == len(result.directions)
        == len(result.boards) - 1
    )
    flags = ["--algo", algorithm] + (["--heuristic", heuristic] if heuristic else [])
    answer = cli_json("solve", str(board), *flags)
    assert (result.length, result.optimal, result.algorithm, result.heuristic) == (
        answer["length"],
        answer["optimal"],
        answer["algorithm"],
        answer["heuristic"],
    )
    assert result.directions == answer["directions"]
    stats = answer["stats"]
    assert (result.expanded, result.generated, result.max_frontier, result.stored) == (
        stats["expanded"],
        stats["generated"],
        stats["maxFrontier"],
        stats["stored"],
    )
    assert result.ms >= 0


def test_the_statistics_of_iterative_deepening():
    result = npuzzle.solve("8 6 7 2 5 4 3 0 1", "idastar", "manhattan")
    assert result.optimal and result.length == 31
    bounds = [bound for bound, _ in result.iterations]
    assert bounds == sorted(bounds) and bounds[0] == npuzzle.heuristic("8 6 7 2 5 4 3 0 1", "manhattan")
    assert result.expanded >= sum(expanded for _, expanded in result.iterations)


def test_goals_and_weights():
    result = npuzzle.solve("1 0 2 3 4 5 6 7 8", "astar", "manhattan", goal="blank-first")
    assert result.length == 1 and result.boards[-1] == npuzzle.Board("0 1 2 3 4 5 6 7 8")
    weighted = npuzzle.solve("8 6 7 2 5 4 3 0 1", "wastar", "manhattan", weight=3)
    assert weighted.solved and weighted.weight == 3 and weighted.bound_factor == 3
    assert replayed(weighted).is_goal()
    with pytest.raises(ValueError, match="weight"):
        npuzzle.solve("8 6 7 2 5 4 3 0 1", "wastar", weight=0.5)


def test_a_limit_stops_with_the_clis_message(cli_json):
    result = npuzzle.solve("8 6 7 2 5 4 3 0 1", "bfs", max_nodes=10)
    answer = cli_json("solve", "8 6 7 2 5 4 3 0 1", "--algo", "bfs", "--max-nodes", "10")
    assert (
        not result.solved
        and result.length is None
        and result.moves == []
        and result.boards == [result.boards[0]]
    )
    assert (
        (result.reason, result.message)
        == (answer["reason"], answer["message"])
        == ("expanded-limit", answer["message"])
    )
    assert result.expanded == 10
    timed = npuzzle.solve("8 6 7 2 5 4 3 0 1", "bfs", max_ms=0.001)
    assert timed.reason == "time-limit" and "time limit" in timed.message


def test_what_cannot_be_solved_raises_value_error_with_the_cores_message(cli):
    _, _, err = cli("solve", "1 2 3 4 5 6 8 7 0")
    with pytest.raises(ValueError) as raised:
        npuzzle.solve("1 2 3 4 5 6 8 7 0")
    assert str(raised.value) == err.strip().removeprefix("npuzzle: ")
    assert str(raised.value).startswith("this board cannot be solved.")
    with pytest.raises(ValueError, match=r"^unknown algorithm 'dijkstra': use bfs, dfs"):
        npuzzle.solve("1 2 3 4 5 6 7 0 8", "dijkstra")
    with pytest.raises(ValueError, match=r"^the pdb heuristic needs a 4x4 board, not 3x3"):
        npuzzle.solve("1 2 3 4 5 6 7 0 8", "idastar", "pdb")
    with pytest.raises(ValueError, match=r"^the expanded-node limit must be at least 1"):
        npuzzle.solve("1 2 3 4 5 6 7 0 8", max_nodes=0)


def test_a_15_puzzle(cli_json):
    result = npuzzle.solve(FIFTEEN)
    assert result.optimal and replayed(result).is_goal()
    assert (result.algorithm, result.heuristic) == ("idastar", "pdb")
    assert (
        result.length
        == cli_json("solve", str(FIFTEEN), "--algo", "idastar", "--heuristic", "manhattan")["length"]
    )
    assert repr(result).startswith(f"SolveResult(length={result.length}, optimal=True, algorithm=")
