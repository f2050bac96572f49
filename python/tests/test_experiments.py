"""The experiments' rows against `mtdlab experiment KIND --json` on small settings. Times
(ms, and the ratios and rates made of them) are measured afresh by each run and left out."""

import pytest

import mtdlab

TIMED = {"ms", "time_vs_negascout", "nodes_per_s", "negascout_nodes_per_s", "time_ratio"}


def untimed(x):
    if isinstance(x, dict):
        return {k: untimed(v) for k, v in x.items() if k not in TIMED}
    if isinstance(x, list):
        return [untimed(v) for v in x]
    return x


def test_random(cli_json):
    rows = mtdlab.experiment.random(
        trees=4, branching=3, depths="2..4", algos="mtdf,negascout,alphabeta,mtd-f-step:50",
        seed=7, range=(-30, 30), guess=2,
    )
    cli = cli_json("experiment", "random", "--trees", "4", "--branching", "3", "--depths",
                   "2..4", "--algos", "mtdf,negascout,alphabeta,mtd-f-step:50", "--seed", "7",
                   "--range", "-30,30", "--guess", "2")
    assert len(rows) == 3 * 4
    assert untimed(rows) == untimed(cli["rows"])


def test_random_with_order_and_values(cli_json):
    rows = mtdlab.experiment.random(trees=3, branching=4, depths=[3], order="best",
                                    values="independent")
    cli = cli_json("experiment", "random", "--trees", "3", "--branching", "4", "--depths", "3",
                   "--order", "best", "--values", "independent")
    assert untimed(rows) == untimed(cli["rows"])


def test_minimal(cli_json):
    rows = mtdlab.experiment.minimal(trees=2, branching=3, depths=range(2, 5))
    cli = cli_json("experiment", "minimal", "--trees", "2", "--branching", "3", "--depths", "2..4")
    assert [r["depth"] for r in rows] == [2, 3, 4]
    assert untimed(rows) == untimed(cli["rows"])


def test_steps(cli_json):
    rows = mtdlab.experiment.steps(trees=2, branching=4, depths=3)
    cli = cli_json("experiment", "steps", "--trees", "2", "--branching", "4", "--depths", "3")
    assert untimed(rows) == untimed(cli["rows"])


def test_kalah(cli_json):
    rows = mtdlab.experiment.kalah(depths="2..3", algos=["alphabeta", "mtdf"])
    cli = cli_json("experiment", "kalah", "--depths", "2..3", "--algos", "alphabeta,mtdf")
    assert len(rows) == 8
    assert untimed(rows) == untimed(cli["rows"])


def test_programs(cli_json):
    rows = mtdlab.experiment.programs(positions=2, depth=3)
    cli = cli_json("experiment", "programs", "--positions", "2", "--depth", "3")
    # four programs at each depth, as ratios to aspiration NegaScout
    assert len(rows) == 4 * 3
    assert untimed(rows) == untimed(cli["rows"])


def test_as_frame():
    import pandas as pd

    frame = mtdlab.experiment.random(trees=2, branching=3, depths=2, as_frame=True)
    assert isinstance(frame, pd.DataFrame)
    assert list(frame["algorithm"]) == ["mtdf", "negascout", "alphabeta", "negascout-tt"]


def test_bad_settings_are_value_errors():
    with pytest.raises(ValueError, match="unknown algorithm 'mtd-g'"):
        mtdlab.experiment.random(trees=2, branching=3, depths=2, algos="mtd-g")
    with pytest.raises(ValueError, match="^max_work: these searches visit at least 18600 nodes"):
        mtdlab.experiment.random(trees=50, branching=5, depths=4, max_work=1000)


def test_the_work_budget_is_a_limit_error():
    # 18700 visits pass the check before the run (at least 18600: the minimal trees, 93 nodes
    # a tree for each of the four default algorithms) but not the run itself, whose guesses
    # and tests visit more
    with pytest.raises(mtdlab.LimitError, match="18700"):
        mtdlab.experiment.random(trees=50, branching=5, depths=4, max_work=18700)
