"""search, random_tree and Kalah against the CLI: the same trees and settings give the same
`--json` object (`Result.to_dict()`), and a setting the CLI refuses is refused here."""

import json

import pytest

import mtdlab

# 30 seeded random trees of varied shapes: (branching, depth, seed, order, values)
TREES = [
    (2 + s % 3, 2 + s % 4, 1000 + s, ["random", "best", "worst"][s % 3],
     ["independent", "incremental"][s % 2])
    for s in range(30)
]


def tree_args(b, d, seed, order, values):
    return ["--random", f"{b},{d},{seed}", "--order", order, "--values", values]


@pytest.mark.parametrize("shape", TREES, ids=lambda t: f"b{t[0]}d{t[1]}s{t[2]}{t[3]}")
def test_random_tree_text_is_the_cli_s(cli, shape):
    b, d, seed, order, values = shape
    status, out, err = cli("tree", *tree_args(*shape), "--range", "-30,25")
    assert status == 0, err
    assert mtdlab.random_tree(b, d, seed, order=order, values=values, range=(-30, 25)) == out


def settings_for(seed, algorithm):
    """Settings that vary with the tree: a guess, the cut convention, the TT switch."""
    kw, flags = {}, []
    if seed % 2:
        kw["guess"] = seed % 9 - 4 or 1
        flags += ["--guess", str(kw["guess"])]
    if seed % 5 == 0:
        kw["cut"] = "gt"
        flags += ["--cut", "gt"]
    if seed % 7 == 3:
        kw["tt"] = False
        flags += ["--no-tt"]
    if algorithm == "mtd-step" and seed % 3 == 1:
        kw["step"] = 7
        flags += ["--step", "7"]
    return kw, flags


def agree(cli, text, algorithm, kw, flags):
    """True when both answer alike; False when both refuse the settings; else it fails."""
    status, out, err = cli("search", "--tree", text, "--algo", algorithm, *flags, "--json")
    try:
        got = mtdlab.search(text, algorithm, **kw)
    except ValueError as e:
        assert status == 2, f"{algorithm} {kw}: Python refused ({e}), the CLI did not"
        return False
    assert status == 0, f"{algorithm} {kw}: the CLI refused ({err}), Python did not"
    assert got.to_dict() == json.loads(out), f"{algorithm} {kw}"
    return True


@pytest.mark.parametrize("shape", TREES, ids=lambda t: f"b{t[0]}d{t[1]}s{t[2]}{t[3]}")
def test_every_algorithm_answers_as_the_cli(cli, shape):
    text = mtdlab.random_tree(*shape[:3], order=shape[3], values=shape[4])
    for algorithm in mtdlab.ALGORITHMS:
        kw, flags = settings_for(shape[2], algorithm)
        # settings the algorithm does not take: refused by both, then compared without them
        if not agree(cli, text, algorithm, kw, flags):
            assert agree(cli, text, algorithm, {}, [])


def test_result_fields_are_the_json_s(cli_json):
    tree = "[[3,12,8],[2,4,6],[14,5,2]]"
    r = mtdlab.search(tree, "mtdf", guess=5)
    d = cli_json("search", "--tree", tree, "--algo", "mtdf", "--guess", "5")
    assert (r.value, r.leaf_evals, r.nodes, r.tt_hits, r.tt_cutoffs) == (
        d["value"], d["leaf_evals"], d["nodes"], d["tt_hits"], d["tt_cutoffs"])
    assert r.evaluated_leaves == d["evaluated_leaves"]
    assert [tuple(t) for t in r.tests] == [(t["beta"], t["g"], t["outcome"]) for t in d["tests"]]


@pytest.mark.parametrize("algorithm", ["alphabeta", "negascout-tt", "mtdf", "id-mtdf", "mtd-bi"])
def test_kalah_answers_as_the_cli(cli_json, algorithm):
    got = mtdlab.search(mtdlab.Kalah(4, 3), algorithm, depth=4)
    assert got.to_dict() == cli_json("search", "--kalah", "4,3", "--depth", "4", "--algo", algorithm)


def test_kalah_needs_a_depth():
    with pytest.raises(ValueError, match="depth"):
        mtdlab.search(mtdlab.Kalah(4, 3), "mtdf")
