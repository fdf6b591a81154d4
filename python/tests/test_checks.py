"""check_search() on traces from a CS188-style breadth-first search and A* written here in plain
Python (a queue or a heap of boards, a closed set, successors pushed in either order): valid;
a trace altered at one step is invalid at that step, and assert_valid() says why."""

import heapq
import itertools
from collections import deque

import pytest

import npuzzle

START = npuzzle.Board("1 2 3\n4 0 6\n7 5 8")  # a few moves out
HARD = npuzzle.Board("4 1 3\n7 2 6\n0 5 8")


def successors(board, reverse):
    """The student's successor function, in one push order or the other."""
    children = board.neighbors()
    return children[::-1] if reverse else children


class Queue:
    """CS188's FIFO queue: the priority is ignored."""

    def __init__(self):
        self.items = deque()

    def push(self, item, _priority):
        self.items.append(item)

    def pop(self):
        return self.items.popleft()

    def __len__(self):
        return len(self.items)


class PriorityQueue:
    """CS188's priority queue: the lowest first, ties in push order."""

    def __init__(self):
        self.heap, self.count = [], itertools.count()

    def push(self, item, priority):
        heapq.heappush(self.heap, (priority, next(self.count), item))

    def pop(self):
        return heapq.heappop(self.heap)[-1]

    def __len__(self):
        return len(self.heap)


def graph_search(start, fringe, priority, reverse=False):
    """CS188's graph search: a board is expanded the first time it is popped (a closed set),
    the goal tested when popped; answers the boards expanded, in order."""
    expanded, closed = [], set()
    fringe.push((start, 0), priority(start, 0))
    while fringe:
        board, g = fringe.pop()
        if board in closed:
            continue
        expanded.append(board)
        if board.is_goal():
            return expanded
        closed.add(board)
        for child in successors(board, reverse):
            fringe.push((child, g + 1), priority(child, g + 1))
    return expanded


def breadth_first(start, reverse=False):
    return graph_search(start, Queue(), lambda _board, g: g, reverse)


def a_star(start, reverse=False, heuristic="manhattan"):
    return graph_search(
        start, PriorityQueue(), lambda board, g: g + npuzzle.heuristic(board, heuristic), reverse
    )


@pytest.mark.parametrize("reverse", [False, True], ids=["push-order", "reversed"])
@pytest.mark.parametrize("start", [START, HARD], ids=repr)
def test_a_cs188_breadth_first_search_is_valid(start, reverse):
    trace = breadth_first(start, reverse)
    check = npuzzle.check_search(start, trace, algorithm="bfs")
    assert check.valid and check and check.step is None, check.message
    assert check.length == len(trace)
    assert "graph-skip-expanded" in " ".join(check.variants)
    check.assert_valid()


@pytest.mark.parametrize("reverse", [False, True], ids=["push-order", "reversed"])
@pytest.mark.parametrize("start", [START, HARD], ids=repr)
def test_a_cs188_a_star_is_valid(start, reverse):
    trace = a_star(start, reverse)
    check = npuzzle.check_search(start, trace, algorithm="astar", heuristic="manhattan")
    assert check.valid, check.message
    assert check.message.startswith(f"a valid trace of A* with Manhattan, {len(trace)} expansions")
    check.assert_valid()


def test_a_students_own_boards():
    trace = [tuple(board.tiles) for board in breadth_first(HARD)]
    assert npuzzle.check_search(tuple(HARD.tiles), trace, algorithm="bfs").valid
    rows = [board.tolist() for board in a_star(HARD)]
    assert npuzzle.check_search(HARD.tolist(), rows, algorithm="astar", heuristic="manhattan").valid


def test_a_board_out_of_breadth_first_order_is_named_at_its_step():
    trace = breadth_first(HARD)
    depth = {HARD: 0}
    for board in trace:
        for child in board.neighbors():
            depth.setdefault(child, depth[board] + 1)
    # The first board at depth 3 swapped with the last at depth 2 before it: expanded too soon.
    first = next(k for k in range(1, len(trace)) if depth[trace[k]] == 3)
    altered = [*trace[: first - 1], trace[first], trace[first - 1], *trace[first + 1 :]]
    check = npuzzle.check_search(HARD, altered, algorithm="bfs")
    assert not check.valid and not check
    assert check.step == first - 1
    assert check.message == (
        f"expansion {first}: BFS expanded a board at depth 3 while 1 at depth 2 was waiting: "
        f"{str(trace[first - 1]).replace(chr(10), ' / ')}"
    )
    with pytest.raises(AssertionError) as raised:
        check.assert_valid()
    assert str(raised.value) == check.message


def test_a_board_never_generated_is_named_at_its_step():
    trace = a_star(HARD)
    altered = [*trace[:3], npuzzle.Board("8 6 7 2 5 4 3 0 1"), *trace[4:]]
    check = npuzzle.check_search(HARD, altered, algorithm="astar", heuristic="manhattan")
    assert (check.valid, check.step) == (False, 3)
    assert (
        check.message
        == "expansion 4 was never generated: it is not one move from any board expanded before it"
    )


def test_the_wrong_heuristic_gets_a_hint():
    start = npuzzle.Board("8 1 3 4 0 2 7 6 5")
    check = npuzzle.check_search(
        start, a_star(start, heuristic="hamming"), algorithm="astar", heuristic="manhattan"
    )
    assert (check.valid, check.step) == (False, 2)
    assert check.message.startswith("expansion 3: 8 _ 3 / 4 1 2 / 7 6 5 has f = 12, but 2 boards with f = 10")
    assert check.hint == "this is a valid A* order with Hamming, not Manhattan"


def test_what_cannot_be_checked_raises_value_error():
    with pytest.raises(ValueError, match=r"^the trace is empty"):
        npuzzle.check_search(HARD, [], algorithm="bfs")
    with pytest.raises(ValueError, match=r"^expanded\[1\]: tile 8 appears twice"):
        npuzzle.check_search(HARD, [HARD, "1 2 3 4 5 6 7 8 8"], algorithm="bfs")
    with pytest.raises(ValueError, match=r"^unknown algorithm"):
        npuzzle.check_search(HARD, [HARD], algorithm="bogo")
    with pytest.raises(TypeError):
        npuzzle.check_search(HARD, 3, algorithm="bfs")


def test_a_solution_in_every_notation_is_valid():
    result = npuzzle.solve(HARD, "astar", "manhattan")
    blank_letters = result.directions.translate(str.maketrans("UDLR", "DURL"))
    written = {
        "tile": result.directions,
        "blank": blank_letters,
        "tile-numbers": result.tiles,
        "boards": [board.tolist() for board in result.boards],
    }
    for notation, moves in written.items():
        check = npuzzle.check_solution(HARD, moves)
        assert check.valid and check.optimal, (notation, check.message)
        assert (check.variant, check.step, check.length) == (notation, None, result.length)
        check.assert_valid()
    assert npuzzle.check_solution(tuple(HARD.tiles), " ".join(blank_letters), convention="blank").valid


def test_a_wrong_move_is_named_at_its_step():
    result = npuzzle.solve(HARD, "astar", "manhattan")
    moves = [*result.tiles]
    moves[2] = next(tile for tile in range(1, 9) if not _slides(result.boards[2], tile))
    check = npuzzle.check_solution(HARD, moves)
    assert (check.valid, check.step) == (False, 2)
    with pytest.raises(AssertionError) as raised:
        check.assert_valid()
    assert str(raised.value) == check.message
    assert f"Move 3: tile {moves[2]} is not next to the blank, so it cannot slide." in check.message


def _slides(board, tile):
    try:
        board.play(tile)
    except ValueError:
        return False
    return True


def test_moves_that_stop_short_or_run_past_are_not_a_solution():
    result = npuzzle.solve(HARD, "astar", "manhattan")
    short = npuzzle.check_solution(HARD, result.directions[:-1])
    assert (short.valid, short.step) == (False, result.length - 1)
    assert "the goal is not reached" in short.message
    longer = npuzzle.check_solution(HARD, result.directions + "LR")
    assert not longer.valid
    slow = npuzzle.check_solution(HARD, result.directions[:2] + "LR" + result.directions[2:])
    assert slow.valid is False or slow.optimal is False


def test_moves_that_cannot_be_read_raise_value_error():
    with pytest.raises(ValueError, match=r"^no moves were given"):
        npuzzle.check_solution(HARD, "")
    with pytest.raises(ValueError, match=r"^'xyzzy' \(word 2\) is not a move"):
        npuzzle.check_solution(HARD, "U xyzzy L")
    with pytest.raises(ValueError, match=r"^moves\[1\]: tile 8 appears twice"):
        npuzzle.check_solution(HARD, [HARD, "1 2 3 4 5 6 7 8 8"])
    with pytest.raises(ValueError, match=r"is not a convention"):
        npuzzle.check_solution(HARD, "U", convention="sideways")
    with pytest.raises(ValueError, match=r"^moves\[1\]: 'L' at position 1 is not a number"):
        npuzzle.check_solution(HARD, [HARD, "L"])
    with pytest.raises(TypeError):
        npuzzle.check_solution(HARD, 3)
