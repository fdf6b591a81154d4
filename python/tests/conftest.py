"""Shared helpers: the CLI the answers are compared with, and boards of every difficulty."""

import json
import os
import random
import subprocess
from pathlib import Path

import pytest

import npuzzle

ROOT = Path(__file__).resolve().parents[2]


def cli_path() -> Path:
    """The npuzzle CLI: $NPUZZLE_CLI (make test-python sets it), else the one cargo test builds."""
    return Path(os.environ.get("NPUZZLE_CLI", ROOT / "target" / "debug" / "npuzzle"))


@pytest.fixture(scope="session")
def cli():
    """Runs the CLI; answers (exit code, stdout, stderr)."""
    path = cli_path()
    if not path.exists():
        pytest.fail(f"no CLI at {path}: run `cargo test --no-run --test cli` or set NPUZZLE_CLI")

    def run(*args: str) -> tuple[int, str, str]:
        done = subprocess.run([str(path), *args], capture_output=True, text=True, check=False)
        return done.returncode, done.stdout, done.stderr

    return run


@pytest.fixture(scope="session")
def cli_json(cli):
    """Runs the CLI with --json; answers its JSON."""

    def run(*args: str) -> dict:
        _, out, err = cli(*args, "--json")
        assert out, err
        return json.loads(out)

    return run


def scrambled(board: npuzzle.Board, moves: int, seed: int) -> npuzzle.Board:
    """`board` after `moves` random moves (a reproducible walk)."""
    rng = random.Random(seed)
    for _ in range(moves):
        board = rng.choice(board.neighbors())
    return board


GOAL_3X3 = npuzzle.Board("1 2 3 4 5 6 7 8 0")

# 8-puzzles from a few moves to the hardest kind (31 moves), and two rectangles.
BOARDS = [
    *(scrambled(GOAL_3X3, moves, seed) for seed, moves in enumerate([3, 8, 14, 20, 40, 80])),
    npuzzle.Board("8 6 7\n2 5 4\n3 _ 1"),
    scrambled(npuzzle.Board("2x3: 1 2 3 4 5 0"), 25, 7),
    scrambled(npuzzle.Board([[1, 2], [3, 4], [5, 0]]), 25, 8),
]

# A 15-puzzle some 40 random moves out: what the pattern databases' tests solve (one set, 6-6-3
# for the blank-last goal, built once for the whole run).
FIFTEEN = scrambled(npuzzle.Board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0"), 40, 3)
