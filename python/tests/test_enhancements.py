"""The programs' enhancements as keywords (issue 23): iterative_deepening, aspiration,
history and tt_move_first give the CLI's answer for the same flags, never change the value,
and a keyword the algorithm does not take is refused naming it."""

import itertools
import json

import pytest

import mtdlab

TREE = "[[[3,1],[12,2],[8,0]],[[2,9],[4,4],[6,1]],[[14,3],[5,5],[2,7]]]"


@pytest.mark.parametrize("algorithm", ["alphabeta", "negascout", "negascout-tt", "mtdf"])
def test_every_combination_keeps_the_value_and_matches_the_cli(cli, algorithm):
    plain = mtdlab.search(TREE, algorithm).value
    takes_tt = algorithm in ("negascout-tt", "mtdf")
    takes_aspiration = algorithm != "mtdf"
    for id_, asp, hist, first in itertools.product(
        [False, True], [None, 1] if takes_aspiration else [None], [False, True],
        [False, True] if takes_tt else [False],
    ):
        r = mtdlab.search(
            TREE, algorithm, iterative_deepening=id_, aspiration=asp, history=hist,
            tt_move_first=first,
        )
        assert r.value == plain
        flags = (["--id"] if id_ else []) + (["--aspiration", str(asp)] if asp else [])
        flags += (["--history"] if hist else []) + (["--tt-move-first"] if first else [])
        status, out, err = cli("search", "--tree", TREE, "--algo", algorithm, "--json", *flags)
        assert status == 0, err
        assert r.to_dict() == json.loads(out)


def test_a_keyword_the_algorithm_does_not_take_is_refused():
    with pytest.raises(ValueError, match="^tt_move_first: negascout takes no TT move ordering"):
        mtdlab.search(TREE, "negascout", tt_move_first=True)
    with pytest.raises(ValueError, match="^aspiration: mtdf takes no aspiration window"):
        mtdlab.search(TREE, "mtdf", aspiration=2)


def test_the_trace_says_where_the_order_changed():
    steps = mtdlab.trace(TREE, "mtdf", iterative_deepening=True, tt_move_first=True)
    assert any(s.kind == "order" for s in steps)
    assert not any(s.kind == "order" for s in mtdlab.trace(TREE, "mtdf"))
