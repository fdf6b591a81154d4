"""The package's own examples (its docstring) hold, and every public name has a docstring."""

import doctest

import npuzzle


def test_the_module_docstring_examples():
    failed, tried = doctest.testmod(npuzzle)
    assert tried > 0 and failed == 0


def test_every_public_name_is_documented():
    for name in npuzzle.__all__:
        assert getattr(npuzzle, name).__doc__, name
