"""npuzzle: the n-puzzle solver playground's Rust core, in Python.

The same core as the web page and the CLI decides everything: what a board is, whether it can
be solved, each heuristic, each search and its order, and the checks of a student's own search.

>>> import npuzzle
>>> board = npuzzle.Board("8 6 7\\n2 5 4\\n3 _ 1")
>>> board.solvable
True
>>> npuzzle.heuristic(board, "manhattan")
21
>>> result = npuzzle.solve(board, "astar", "manhattan")
>>> result.length, result.optimal
(31, True)
>>> {board, npuzzle.Board([[8, 6, 7], [2, 5, 4], [3, 0, 1]])} == {board}
True

- ``Board``, ``Goal``, ``Solvability``: boards in any text format the page reads or as a program
  holds them (lists, tuples, NumPy arrays), goals, and why a board can or cannot be solved.
- ``solve()``: a solution and the statistics the page shows (``SolveResult``).
- ``heuristic()``, ``explain()``: a heuristic's estimate, and the core's sum line for it.
- ``search()``: a recorded search's expansions, one at a time (``Search``, ``Expansion``).
- ``check_search()``, ``check_solution()``: a student's own search (the boards it expanded) or
  solution (moves in any notation) checked against the rules (``Check``, whose
  ``assert_valid()`` raises ``AssertionError`` with the core's message: an autograder's test in
  one line).
- ``algorithms()``, ``heuristics()``: the names these read.

Errors: a board, goal or name that is not one raises ``ValueError`` with the core's message; a
value of the wrong type, ``TypeError``.
"""

from ._npuzzle import (
    Board,
    Check,
    Expansion,
    Goal,
    Search,
    Solvability,
    SolveResult,
    algorithms,
    check_search,
    check_solution,
    explain,
    heuristic,
    heuristics,
    search,
    solve,
)

__all__ = [
    "Board",
    "Check",
    "Expansion",
    "Goal",
    "Search",
    "Solvability",
    "SolveResult",
    "algorithms",
    "check_search",
    "check_solution",
    "explain",
    "heuristic",
    "heuristics",
    "search",
    "solve",
]


def __getattr__(name: str) -> object:  # npuzzle.Widget: imported when first used, anywidget with it
    if name == "Widget":
        from .widget import Widget  # noqa: PLC0415

        return Widget
    raise AttributeError(f"module 'npuzzle' has no attribute {name!r}")
