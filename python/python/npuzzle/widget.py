"""npuzzle.Widget: the playground's ``<n-puzzle>`` element in a notebook, as an anywidget.

Its traits are the element's attributes (README, "Embed in your notes") and sync both ways: the
board, goal, algorithm, heuristic, view and step set from Python rebuild the element, and a move
or a step in the page comes back into ``board`` and ``step``; ``solution`` (the last search's
summary), ``result`` (a finished game's) and ``score`` (an exercise's last answer) are read back.

The element's code, its workers, style sheets and WebAssembly are files of this package
(``static/``, made by ``scripts/widget-assets.mjs`` when the wheel is built): the front end
(``widget.js``) asks the kernel for them once a page and they come back as binary buffers, so
the widget works offline and behind a firewall, and every widget of a page shares one core.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ._npuzzle import Board, Check, check_search

_HERE = Path(__file__).parent
_STATIC = _HERE / "static"


@cache
def _files() -> tuple[dict[str, Any], list[bytes]]:
    """The element's files as the front end asks for them: the manifest and each file's bytes."""
    manifest = json.loads((_STATIC / "manifest.json").read_text(encoding="utf-8"))
    return manifest, [(_STATIC / file["path"]).read_bytes() for file in manifest["files"]]


def _version() -> str:
    try:
        return _files()[0]["version"]
    except FileNotFoundError as error:
        raise RuntimeError(
            f"npuzzle's widget files are missing ({error.filename}): this is a source checkout; "
            "build and install the wheel (`make wheel`)"
        ) from None


def _board_rows(value: Any) -> list[list[int]] | None:
    """A board in any form ``Board`` reads (text, rows, a NumPy array, a ``Board``) as its rows."""
    if value is None:
        return None
    return (value if isinstance(value, Board) else Board(value)).tolist()


def _goal_value(value: Any) -> str | list[list[int]] | None:
    """A goal: a name the element reads (``blank-last``, ``blank-first``), else a board's rows."""
    if value is None or (isinstance(value, str) and not any(c.isdigit() for c in value)):
        return value
    name = getattr(value, "name", None)
    if isinstance(name, str):
        return name
    return _board_rows(value)


def _board_to_json(board: Board | None, _widget: Widget) -> list[list[int]] | None:
    return None if board is None else board.tolist()


def _board_from_json(rows: list[list[int]] | None, _widget: Widget) -> Board | None:
    return None if rows is None else Board(rows)


class Widget(anywidget.AnyWidget):
    """The ``<n-puzzle>`` element: a board, its solvers, the step player, the Search view, the Lab.

    ``Widget(board="7 3 4; 8 2 6; 5 1 0", algorithm="astar", heuristic="manhattan", view="solve")``;
    any other keyword is an attribute of the element (``controls="play,solve,step"``,
    ``exercise="predict"``, ``colour_by="f"`` for ``colour-by``, ``lang="fr"`` for its language:
    ``en``, ``es``, ``fr``, ``pt-BR``, ``zh-Hans``, ``ar``, else the notebook page's). ``view`` is
    ``"play"`` (a timed game), ``"solve"``, ``"search"``, ``"lab"`` or ``"exercise"`` (the Search
    view asks and grades).
    A setting the element cannot use is listed in the widget, naming it.
    """

    _esm = _HERE / "widget.js"
    _version = traitlets.Unicode("").tag(sync=True)

    board = traitlets.Any(None, allow_none=True).tag(
        sync=True, to_json=_board_to_json, from_json=_board_from_json
    )
    """The board shown (an ``npuzzle.Board``; set it from any form ``Board`` reads)."""
    goal = traitlets.Any(None, allow_none=True).tag(sync=True)
    """``"blank-last"``, ``"blank-first"`` or a goal board's rows; None: the element's default."""
    algorithm = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    heuristic = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    view = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    step = traitlets.Int(None, allow_none=True).tag(sync=True)
    """The solution's step shown (the Search view's expansion to open at, with ``view="search"``)."""
    controls = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    attributes = traitlets.Dict().tag(sync=True)
    """The element's other attributes, by their names (``colour-by``)."""

    solution = traitlets.Dict(None, allow_none=True, read_only=True).tag(sync=True)
    """The last search's summary: ``length``, ``optimal``, ``tiles``, ``directions``, ``stats``, ..."""
    result = traitlets.Dict(None, allow_none=True, read_only=True).tag(sync=True)
    """A finished game's result (``view="play"``): ``moves``, ``timeMs``, ``optimal``, ``sentence``, ..."""
    score = traitlets.Dict(None, allow_none=True, read_only=True).tag(sync=True)
    """An exercise's last answer (``view="exercise"``): ``kind``, ``step``, ``right``, ``score``, ``total``"""
    trace = traitlets.Dict(None, allow_none=True).tag(sync=True)
    """The trace ``show_trace`` was given: ``expanded`` (rows), ``algorithm``, ``heuristic``, ``check``."""

    def __init__(  # noqa: PLR0913 (the element's settings, by name)
        self,
        board: Any = None,
        *,
        goal: Any = None,
        algorithm: str | None = None,
        heuristic: str | None = None,
        view: str | None = None,
        step: int | None = None,
        controls: str | list[str] | None = None,
        **attributes: Any,
    ) -> None:
        super().__init__(
            _version=_version(),
            board=board,
            goal=goal,
            algorithm=algorithm,
            heuristic=heuristic,
            view=view,
            step=step,
            controls=controls,
            attributes={name.replace("_", "-"): value for name, value in attributes.items()},
        )
        self.on_msg(self._send_files)

    @traitlets.validate("board")
    def _valid_board(self, proposal: Any) -> Board | None:
        value = proposal["value"]
        return value if value is None or isinstance(value, Board) else Board(value)

    @traitlets.validate("goal")
    def _valid_goal(self, proposal: Any) -> str | list[list[int]] | None:
        return _goal_value(proposal["value"])

    @traitlets.validate("controls")
    def _valid_controls(self, proposal: Any) -> str | None:
        value = proposal["value"]
        return value if value is None or isinstance(value, str) else ",".join(value)

    def show_trace(self, expanded: Any, algorithm: str | None = None, heuristic: str | None = None) -> Check:
        """Hands the widget a student's trace, the boards ``expanded`` in order (any form ``Board``
        reads), to draw beside the reference search of ``algorithm`` and ``heuristic`` (the widget's
        own when not given) from the widget's board, and answers the core's check of it
        (``npuzzle.check_search``: ``valid``, ``step``, ``message``, ``hint``), which ``trace`` holds too.
        """
        if algorithm is not None:
            self.algorithm = algorithm
        if heuristic is not None:
            self.heuristic = heuristic
        boards = [_board_rows(board) for board in expanded]
        start = self.board if self.board is not None or not boards else boards[0]
        named = {"algorithm": self.algorithm} if self.algorithm is not None else {}
        check = check_search(start, boards, heuristic=self.heuristic, goal=self.goal, **named)
        verdict = {name: getattr(check, name) for name in ("valid", "variant", "step", "message", "hint")}
        chosen = {"algorithm": self.algorithm, "heuristic": self.heuristic}
        self.trace = {"expanded": boards, **chosen, "check": verdict}
        return check

    def _send_files(self, _widget: Widget, content: Any, _buffers: list[bytes]) -> None:
        if not isinstance(content, dict) or content.get("type") != "npuzzle-files":
            return
        manifest, files = _files()
        self.send({"type": "npuzzle-files", "manifest": manifest}, files)
