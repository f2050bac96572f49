"""Bad input is a Python exception that says what and where; never a crash."""

import pathlib
import re

import pytest

import mtdlab

AIMA = "[[3,12,8],[2,4,6],[14,5,2]]"


def test_tree_error_gives_line_and_column():
    # line 2 is " [2, @]]": the '@' is its 6th character (space, '[', '2', ',', space, '@')
    with pytest.raises(mtdlab.TreeError) as caught:
        mtdlab.search("[1,\n [2, @]]")
    assert (caught.value.line, caught.value.column) == (2, 6)
    assert isinstance(caught.value, ValueError)
    assert "line 2, column 6" in str(caught.value)


def test_tree_error_of_an_unclosed_group():
    # "[1,[2" ends after its 5th character: the parser wants a ']' at column 6
    with pytest.raises(mtdlab.TreeError) as caught:
        mtdlab.trace("[1,[2", "alphabeta")
    assert (caught.value.line, caught.value.column) == (1, 6)


def test_nested_lists_are_tree_text():
    as_list = mtdlab.search([[3, 12, 8], [2, 4, 6], [14, 5, 2]], "alphabeta")
    assert as_list.to_dict() == mtdlab.search(AIMA, "alphabeta").to_dict()
    assert as_list.value == 3
    # max(min(1, 5), min(7, 2)) = max(1, 2)
    assert mtdlab.search(([1, 5], (7, 2)), "minimax").value == 2


@pytest.mark.parametrize("bad", [[[1, "x"]], [[]], [1.5], [[True, 2]]])
def test_nested_lists_of_other_things_are_refused(bad):
    with pytest.raises((TypeError, ValueError)):
        mtdlab.search(bad)


@pytest.mark.parametrize(
    "algorithm, keywords, named",
    [
        ("alphabeta", {"guess": 3}, "guess"),
        ("minimax", {"tt": False}, "tt"),
        ("negascout", {"step": 5}, "step"),
        ("mtdf", {"schedule": [4, 2, 0]}, "schedule"),
    ],
)
def test_a_setting_the_algorithm_does_not_take_is_refused(algorithm, keywords, named):
    with pytest.raises(ValueError) as caught:
        mtdlab.search(AIMA, algorithm, **keywords)
    assert str(caught.value).startswith(f"{named}:"), caught.value
    assert not isinstance(caught.value, mtdlab.TreeError)


def test_unknown_algorithm_and_cut():
    with pytest.raises(ValueError, match="algorithm"):
        mtdlab.search(AIMA, "mtd-g")
    with pytest.raises(ValueError, match="cut"):
        mtdlab.search(AIMA, "alphabeta", cut="ne")


def test_the_work_budget_is_a_limit_error():
    # AIMA's tree has 13 nodes: minimax visits them all, past a budget of 10
    budget = "visited 10 nodes without finishing; raise max_visits"
    with pytest.raises(mtdlab.LimitError, match=budget):
        mtdlab.search(AIMA, "minimax", max_visits=10)


@pytest.mark.parametrize(
    "algorithm, keywords, message",
    [
        ("mtdf", {"guess": 2_000_000_000}, "guess: 2000000000 must lie in"),
        ("mtdf", {"tt_size": 0}, "tt_size: 0 must lie in 1..="),
        ("alphabeta", {"max_visits": 0}, "max_visits: 0 must lie in 1..="),
        ("alphabeta", {"depth": 0}, "depth: 0 must lie in 1..="),
        ("mtd-f-step", {"schedule": []}, "schedule: must be a non-empty list"),
    ],
)
def test_a_setting_out_of_range_names_its_keyword(algorithm, keywords, message):
    with pytest.raises(ValueError) as caught:
        mtdlab.search(AIMA, algorithm, **keywords)
    assert str(caught.value).startswith(message), caught.value


def test_bad_random_tree_settings():
    with pytest.raises(ValueError, match="order"):
        mtdlab.random_tree(3, 3, 1, order="sideways")
    with pytest.raises(ValueError, match="leaves"):
        mtdlab.random_tree(50, 9, 1)
    with pytest.raises(OverflowError):
        mtdlab.random_tree(-1, 3, 1)


def test_version_is_the_crate_s():
    cargo = (pathlib.Path(__file__).resolve().parents[2] / "Cargo.toml").read_text()
    version = re.search(r'^version = "([^"]+)"', cargo, re.M).group(1)
    assert mtdlab.__version__ == version

