"""trace: every event with the fields of the element's state.step, worked by hand on AIMA's
tree (Russell & Norvig, Figure 5.5: B = 3, C cut after its first leaf 2, D = 2)."""

import json
import pathlib
import subprocess
import sys

import pytest

import mtdlab
from conftest import MEASURED

AIMA = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]
INF = 2147483646  # the trace's infinity (raw, as state.step gives it)


def test_alphabeta_on_aima_by_hand():
    t = mtdlab.trace(AIMA, "alphabeta")
    assert t.value == 3
    # the wide-window root search opens with (-inf, +inf)
    assert t[0] == ("test-begin", (), -INF, INF, None, None, None)
    # B's second child is entered with beta = 3: B (MIN) has seen the leaf 3
    assert t[6] == ("enter", (0, 1), -INF, 3, None, None, None)
    # C is entered with alpha = 3 (the root has B = 3); its first leaf is 2 ...
    assert t[15] == ("leaf", (1, 0), 3, INF, 2, None, None)
    # ... so C cuts: g = 2 <= alpha = 3, and returns 2 as an upper bound
    assert t[17] == ("cut", (1,), 3, INF, 2, None, None)
    assert t[18] == ("return", (1,), 3, INF, 2, "upper", None)
    # D's third child is searched with (3, 5): D has seen 14 and 5
    assert t[26] == ("enter", (2, 2), 3, 5, None, None, None)
    assert t[-1] == ("test-end", (), -INF, INF, 3, None, None)
    kinds = [s.kind for s in t]
    assert kinds.count("leaf") == 7  # 3, 12, 8, 2, 14, 5, 2
    assert len(t) == len(list(iter(t)))


def test_mtdf_on_aima_by_hand():
    t = mtdlab.trace(AIMA, "mtdf")
    tests = [s for s in t if s.kind == "test-end"]
    # guess 0: test beta = 0 (window (-1, 0)) fails high with g = 3; beta = 4 fails low
    assert [(s.alpha, s.beta, s.g) for s in tests] == [(-1, 0, 3), (3, 4, 3)]
    stores = [s for s in t if s.kind == "store"]
    # first test: B returns 3 >= beta = 0: MT stores 3 as B's lower bound
    assert ("store", (0,), -1, 0, 3, None, "lower") in stores
    # second test: B's first leaf 3 <= alpha = 3 cuts B, stored as its upper bound
    assert ("store", (0,), 3, 4, 3, None, "upper") in stores
    assert all(s.bound in ("exact", "lower", "upper") for s in t if s.kind == "return")


def test_steps_are_named_tuples():
    step = mtdlab.trace(AIMA, "alphabeta")[1]
    assert step.kind == "enter" and step.node == () and step.alpha == -INF
    assert step._fields == ("kind", "node", "alpha", "beta", "g", "bound", "stored")


def test_to_pandas():
    import pandas as pd

    frame = mtdlab.trace(AIMA, "mtdf").to_pandas()
    assert isinstance(frame, pd.DataFrame)
    assert list(frame.columns) == ["kind", "node", "alpha", "beta", "g", "bound", "stored"]
    assert (frame["kind"] == "test-end").sum() == 2
    # ints stay ints (no floats with NaN): 3 is the g of the last test's end
    assert frame["g"].iloc[-1] == 3 and str(frame["g"].dtype) == "Int64"
    assert frame["g"].isna().iloc[0]


def test_to_pandas_without_pandas_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)  # as if not installed
    with pytest.raises(ImportError, match="pip install pandas"):
        mtdlab.trace(AIMA, "mtdf").to_pandas()


def test_a_long_recording_stops_at_max_events():
    t = mtdlab.trace(mtdlab.Kalah(4, 3), "alphabeta", depth=6, max_events=1000)
    assert t.truncated and len(t) <= 1000
    full = mtdlab.trace(mtdlab.Kalah(4, 3), "alphabeta", depth=6)
    assert not full.truncated and len(full) > 1000
    # the search ran to its end either way
    assert t.value == full.value == mtdlab.search(mtdlab.Kalah(4, 3), "alphabeta", depth=6).value


def element_steps(configs):
    """The element's state.step for every event of each config's run (element_steps.mjs:
    the page's code and wasm, www/pkg, in Node)."""
    root = pathlib.Path(__file__).resolve().parents[2]
    if not (root / "www" / "pkg" / "mtdlab_bg.wasm").exists():
        pytest.fail("www/pkg is missing: run `bash scripts/build-wasm.sh` first")
    out = subprocess.run(
        ["node", str(pathlib.Path(__file__).with_name("element_steps.mjs")), json.dumps(configs)],
        capture_output=True, text=True, cwd=root, timeout=300,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_every_step_is_the_element_s():
    # every algorithm on seeded random trees, each with settings of its own: as given, with
    # cut "gt", with a TT of 8 entries (evictions); a setting the algorithm does not take is
    # left out here and dropped by the page
    trees = [mtdlab.random_tree(3, 3 + s % 2, 500 + s, values="incremental") for s in range(6)]
    settings = [{}, {"cut": "gt"}, {"tt_size": 8}]
    page_names = {"cut": "cut", "tt_size": "ttSize"}
    runs, configs = [], []
    for i, text in enumerate(trees):
        for algorithm in mtdlab.ALGORITHMS:
            kw = settings[i % len(settings)]
            try:
                t = mtdlab.trace(text, algorithm, **kw)
            except ValueError:  # a setting this algorithm does not take
                t = mtdlab.trace(text, algorithm)
            runs.append((algorithm, kw, t))
            config = {"game": {"kind": "tree", "text": text}, "algorithm": algorithm}
            config.update({page_names[k]: v for k, v in kw.items()})
            configs.append(config)
    events, kinds = 0, set()
    for (algorithm, kw, t), element in zip(runs, element_steps(configs)):
        assert t.value == element["value"], algorithm
        mine = [[s.kind, list(s.node), s.alpha, s.beta, s.g, s.bound, s.stored] for s in t]
        theirs = [[e["kind"], e["node"], e["alpha"], e["beta"], e["g"], e["bound"], e["stored"]]
                  for e in element["steps"]]
        assert mine == theirs, f"{algorithm} {kw}"
        events += len(mine)
        kinds |= {s.kind for s in t}
    # every kind of event was compared
    # (an order step: id-mtdf searches the TT's best move first, issue 23)
    assert kinds == {"enter", "probe", "leaf", "cut", "store", "return", "research",
                     "test-begin", "test-end", "evict", "order"}
    MEASURED.append(f"trace: {events} events of {len(runs)} runs equal the element's state.step")
