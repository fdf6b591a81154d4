"""search(): the expansions the core records, one at a time, with their g, h, f and the facts
behind each pick, as many as the solve expands, ending on the goal."""

import pytest

import npuzzle

START = npuzzle.Board("8 6 7 2 5 4 3 0 1")


def test_a_star_expands_as_its_solve_does():
    steps = npuzzle.search(START, "astar", "manhattan")
    expansions = list(steps)
    solved = npuzzle.solve(START, "astar", "manhattan")
    assert len(expansions) == steps.expansions == solved.expanded
    first = expansions[0]
    assert (first.step, first.board, first.g, first.parent) == (1, START, 0, None)
    assert first.h == npuzzle.heuristic(START, "manhattan") and first.f == first.g + first.h
    fs = [step.f for step in expansions]
    assert fs == sorted(fs), "A* with a consistent heuristic expands in order of f"
    for step in expansions:
        assert step.why["pick"] == "lowest" and step.why["key"] == "f" and step.why["value"] == step.f
        assert step.h == npuzzle.heuristic(step.board, "manhattan")
        children = {steps.board(child["node"]) for child in step.why["generated"]}
        assert children <= set(step.board.neighbors())
    assert steps.found is not None and not steps.stopped
    path = steps.path(steps.found)
    assert path[0] == START and path[-1].is_goal() and len(path) - 1 == solved.length


def test_breadth_first_takes_the_oldest():
    expansions = list(npuzzle.search("1 2 3 4 5 6 0 7 8", "bfs"))
    assert [step.why["pick"] for step in expansions] == ["oldest"] * len(expansions)
    assert [step.g for step in expansions] == sorted(step.g for step in expansions)
    assert all(step.h == 0 for step in expansions)


def test_ties_and_their_rule():
    tied = [
        step.why
        for step in npuzzle.search(START, "astar", "manhattan", max_expansions=200)
        if step.why["tied_count"]
    ]
    assert tied and all(why["tie_rule"] for why in tied)
    assert all(len(why["tied"]) <= why["tied_count"] for why in tied)


def test_ida_star_names_its_bounds():
    expansions = list(npuzzle.search("4 1 3 0 2 5 7 8 6", "idastar", "manhattan"))
    assert {step.why["pick"] for step in expansions} == {"within-bound"}
    assert expansions[0].why["iteration_starts"] and expansions[0].why["bound"] == expansions[0].f


def test_a_cap_stops_the_recording():
    steps = npuzzle.search(START, "bfs", max_expansions=5)
    assert len(list(steps)) == 5 and steps.stopped and steps.found is None
    assert next(steps, None) is None


def test_what_cannot_be_searched_raises_value_error():
    with pytest.raises(ValueError, match=r"^a search records 1 to 100,000 expansions, not 0"):
        npuzzle.search(START, "astar", max_expansions=0)
    with pytest.raises(ValueError, match=r"^the fast solver cannot be recorded"):
        npuzzle.search(START, "fast")
