"""The package's own examples (its docstring, the README's) hold, and every public name has a docstring."""

import doctest

import npuzzle

from conftest import ROOT


def test_the_module_docstring_examples():
    failed, tried = doctest.testmod(npuzzle)
    assert tried > 0 and failed == 0


def test_every_public_name_is_documented():
    for name in npuzzle.__all__:
        assert getattr(npuzzle, name).__doc__, name


def test_the_readmes_example_runs_and_prints_what_it_says(capsys):
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## Python and notebooks") :]
    code = section[section.index("```python\n") + len("```python\n") :]
    code = code[: code.index("```")]
    exec(compile(code, "README.md", "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    said = [
        line.split("  # ", 1)[1] for line in code.splitlines() if line.startswith("print(") and "  # " in line
    ]
    assert printed[: len(said)] == said
