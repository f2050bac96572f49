"""mtdlab in Python: alpha-beta, NegaScout and the MTD family on hand-built trees, random
trees and Kalah, from the same Rust core as the ``mtdlab`` command line and the web page.

>>> import mtdlab
>>> r = mtdlab.search("[[3,12,8],[2,4,6],[14,5,2]]", "mtdf")
>>> r.value, len(r.tests)
(3, 2)

``search`` answers as ``mtdlab search --json`` does (``Result.to_dict()`` is that object),
``trace`` gives every event of the run as the element's ``state.step``, ``random_tree`` the
text ``mtdlab tree --random`` prints, and ``mtdlab.experiment`` the rows of ``mtdlab
experiment … --json``. Ctrl-C stops a long search; the GIL is released while it runs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import (
    TYPE_CHECKING,
    Any,
    Iterator,
    NamedTuple,
    Optional,
    Sequence,
    Tuple,
    Union,
    overload,
)

from . import _core
from ._core import ALGORITHMS, LimitError, TreeError

__version__: str = _core.__version__

__all__ = [
    "ALGORITHMS",
    "Kalah",
    "LimitError",
    "Result",
    "Step",
    "Test",
    "Trace",
    "TreeError",
    "experiment",
    "random_tree",
    "search",
    "trace",
]

#: A tree: tree text (JSON nested arrays, or the labelled text format), or nested lists of
#: ints (leaves) such as ``[[3, 12, 8], [2, 4, 6], [14, 5, 2]]``.
TreeLike = Union[str, Sequence[Any]]


@dataclass(frozen=True)
class Kalah:
    """A Kalah position to search (seed 003's rules): ``pits`` pits a side, ``seeds`` seeds
    in each pit at the opening, or ``position`` in the text format of ``mtdlab search
    --kalah PITS,SEEDS --position TEXT``. Search it with a depth:
    ``mtdlab.search(mtdlab.Kalah(6, 4), "mtdf", depth=5)``."""

    pits: int
    seeds: int
    position: Optional[str] = None


def _tree_text(tree: Any, where: str = "tree") -> str:
    """Nested lists of ints as tree text (JSON arrays)."""
    if isinstance(tree, bool):
        raise TypeError(f"{where}: a leaf must be an int, not a bool")
    if isinstance(tree, int):
        return str(tree)
    if isinstance(tree, (list, tuple)):
        if not tree:
            raise ValueError(f"{where}: an inner node needs at least one child")
        return "[" + ",".join(_tree_text(c, f"{where}[{i}]") for i, c in enumerate(tree)) + "]"
    raise TypeError(
        f"{where}: expected tree text (str), a list of children or an int leaf, "
        f"not {type(tree).__name__}"
    )


def _game(tree: Union[TreeLike, Kalah]) -> Tuple[Optional[str], Optional[tuple]]:
    if isinstance(tree, Kalah):
        return None, (tree.pits, tree.seeds, tree.position)
    if isinstance(tree, str):
        return tree, None
    return _tree_text(tree), None


def _settings(
    algorithm: str,
    guess: int,
    step: Optional[int],
    schedule: Optional[Sequence[int]],
    tt: bool,
    tt_size: int,
    depth: Optional[int],
    cut: str,
    max_visits: int,
    max_tests: Optional[int],
    iterative_deepening: bool = False,
    aspiration: Optional[int] = None,
    history: bool = False,
    tt_move_first: bool = False,
) -> tuple:
    if not isinstance(algorithm, str):
        raise TypeError(f"algorithm: expected a name such as 'mtdf', not {algorithm!r}")
    schedule = None if schedule is None else [int(s) for s in schedule]
    return (
        algorithm,
        guess,
        step,
        schedule,
        bool(tt),
        tt_size,
        depth,
        cut,
        max_visits,
        max_tests,
        bool(iterative_deepening),
        aspiration,
        bool(history),
        bool(tt_move_first),
    )


class Test(NamedTuple):
    """One null-window test, a ``(beta, g, outcome)`` tuple: the test value ``beta``, the
    value ``g`` it returned and its ``outcome`` (``"high"``: g ≥ β, ``"low"``: g < β)."""

    beta: Optional[int]
    g: int
    outcome: str


@dataclass(frozen=True)
class Result:
    """The answer of one search, as ``mtdlab search --json`` gives it.

    ``value`` is the minimax value, ``leaf_evals``, ``nodes``, ``tt_hits`` and
    ``tt_cutoffs`` the counters of CONVENTIONS.md, ``evaluated_leaves`` the leaves' indices
    in the order they were evaluated, and ``tests`` the null-window tests as ``(beta, g,
    outcome)`` tuples (``beta`` None for an infinite bound). ``to_dict()`` is the CLI's JSON
    object itself."""

    algorithm: str
    value: int
    leaf_evals: int
    nodes: int
    tt_hits: int
    tt_cutoffs: int
    evaluated_leaves: list = field(repr=False)
    tests: list
    #: leaves evaluated past the list's cap of 10^7 (0 below it), as the CLI's JSON says
    evaluated_leaves_omitted: int = field(repr=False)
    _json: dict = field(repr=False, compare=False)

    def to_dict(self) -> dict:
        """The CLI's ``--json`` object for the same search (a fresh copy)."""
        return json.loads(json.dumps(self._json))


def search(
    tree: Union[TreeLike, Kalah],
    algorithm: str = "mtdf",
    *,
    guess: int = 0,
    step: Optional[int] = None,
    schedule: Optional[Sequence[int]] = None,
    tt: bool = True,
    tt_size: int = _core.DEFAULT_TT_SIZE,
    depth: Optional[int] = None,
    cut: str = "ge",
    max_visits: int = _core.DEFAULT_MAX_VISITS,
    max_tests: Optional[int] = None,
    iterative_deepening: bool = False,
    aspiration: Optional[int] = None,
    history: bool = False,
    tt_move_first: bool = False,
) -> Result:
    """Search ``tree`` with ``algorithm`` (one of ``mtdlab.ALGORITHMS``) and return its
    :class:`Result`.

    ``tree`` is tree text (the CLI's grammar; a bad text raises :class:`TreeError` with its
    ``line`` and ``column``), nested lists of ints, or a :class:`Kalah` position (then
    ``depth`` is required). The keywords are the CLI's flags: ``guess`` (MTD(f)'s first
    guess), ``step`` (MTD-step's), ``schedule`` (MTD-f-step's), ``tt=False`` (``--no-tt``),
    ``tt_size``, ``depth``, ``cut`` (``"ge"``: cut when α ≥ β, ``"gt"``: when α > β),
    ``max_visits`` (the work budget) and ``max_tests``; and the programs' enhancements,
    ``iterative_deepening`` (``--id``), ``aspiration`` (δ, ``--aspiration``), ``history``
    (``--history``) and ``tt_move_first`` (``--tt-move-first``), none of which changes the
    value (docs/cli.md says which algorithm takes which). A keyword the algorithm does not
    take raises ValueError naming it, as the CLI refuses the flag; a keyword left at its
    default counts as not given. A limit reached raises :class:`LimitError`; Ctrl-C raises
    KeyboardInterrupt within a fraction of a second."""
    text, kalah = _game(tree)
    raw = _core.search(
        text,
        kalah,
        *_settings(
            algorithm,
            guess,
            step,
            schedule,
            tt,
            tt_size,
            depth,
            cut,
            max_visits,
            max_tests,
            iterative_deepening,
            aspiration,
            history,
            tt_move_first,
        ),
    )
    out = json.loads(raw)
    return Result(
        algorithm=out["algorithm"],
        value=out["value"],
        leaf_evals=out["leaf_evals"],
        nodes=out["nodes"],
        tt_hits=out["tt_hits"],
        tt_cutoffs=out["tt_cutoffs"],
        evaluated_leaves=list(out["evaluated_leaves"]),
        tests=[Test(t["beta"], t["g"], t["outcome"]) for t in out["tests"]],
        evaluated_leaves_omitted=out.get("evaluated_leaves_omitted", 0),
        _json=out,
    )


class Step(NamedTuple):
    """One event of a trace, as the element's ``state.step``: its ``kind`` (enter, probe,
    leaf, cut, store, return, research, test-begin, test-end, evict, order), the ``node`` as a tuple
    of move indices from the root (``()`` for the root and for a test's begin and end), the
    window ``alpha``, ``beta`` the node is searched with (after MT's TT narrowed it), the
    value ``g``, the ``bound`` a return proves (exact, lower, upper) and what a store wrote
    (``stored``: lower, upper, both). Raw trace integers: infinity is ±2147483646."""

    kind: str
    node: Tuple[int, ...]
    alpha: Optional[int]
    beta: Optional[int]
    g: Optional[int]
    bound: Optional[str]
    stored: Optional[str]


class Trace(Sequence[Step]):
    """Every event of a run, in order: ``len(trace)``, ``trace[i]`` (a :class:`Step`),
    iteration, and ``to_pandas()``. ``value`` is the run's answer, ``truncated`` true when
    the recording stopped at its limit (``max_events``)."""

    def __init__(self, algorithm: str, value: int, truncated: bool, steps: list) -> None:
        self.algorithm = algorithm
        self.value = value
        self.truncated = truncated
        self._steps = [Step(k, tuple(n), a, b, g, bd, s) for (k, n, a, b, g, bd, s) in steps]

    def __len__(self) -> int:
        return len(self._steps)

    @overload
    def __getitem__(self, i: int) -> Step: ...
    @overload
    def __getitem__(self, i: slice) -> list: ...
    def __getitem__(self, i):
        return self._steps[i]

    def __iter__(self) -> Iterator[Step]:
        return iter(self._steps)

    def __repr__(self) -> str:
        return f"<Trace {self.algorithm}: {len(self)} events, value {self.value}>"

    def to_pandas(self):
        """The events as a pandas DataFrame, one row each (pandas must be installed)."""
        pd = _pandas("Trace.to_pandas()")
        frame = pd.DataFrame(self._steps, columns=list(Step._fields))
        # whole numbers with gaps (pandas' nullable Int64), not floats with NaN
        return frame.astype({"alpha": "Int64", "beta": "Int64", "g": "Int64"})


def _pandas(what: str):
    try:
        import pandas
    except ImportError as e:
        raise ImportError(
            f"{what} needs pandas, an optional dependency of mtdlab: pip install pandas"
        ) from e
    return pandas


def trace(
    tree: Union[TreeLike, Kalah],
    algorithm: str = "mtdf",
    *,
    guess: int = 0,
    step: Optional[int] = None,
    schedule: Optional[Sequence[int]] = None,
    tt: bool = True,
    tt_size: int = _core.DEFAULT_TT_SIZE,
    depth: Optional[int] = None,
    cut: str = "ge",
    max_visits: int = _core.DEFAULT_MAX_VISITS,
    max_tests: Optional[int] = None,
    iterative_deepening: bool = False,
    aspiration: Optional[int] = None,
    history: bool = False,
    tt_move_first: bool = False,
    max_events: int = 1_000_000,
) -> Trace:
    """Run ``algorithm`` on ``tree`` as :func:`search` does and return every event of the
    run as a :class:`Trace` (the events the web page steps through). The recording stops
    after ``max_events`` events (``Trace.truncated`` then says so; the search itself runs to
    its end): each event takes about 200 bytes in Python."""
    if max_events < 1:
        raise ValueError(f"max_events: {max_events} must be at least 1")
    text, kalah = _game(tree)
    out = _core.trace(
        text,
        kalah,
        *_settings(
            algorithm,
            guess,
            step,
            schedule,
            tt,
            tt_size,
            depth,
            cut,
            max_visits,
            max_tests,
            iterative_deepening,
            aspiration,
            history,
            tt_move_first,
        ),
        max_events,
    )
    return Trace(*out)


def random_tree(
    branching: int,
    depth: int,
    seed: int,
    order: str = "random",
    values: str = "independent",
    range: Tuple[int, int] = (-20, 20),
) -> str:
    """Seed 001's random tree as tree text: exactly what ``mtdlab tree --random
    BRANCHING,DEPTH,SEED --order ORDER --values VALUES --range LO,HI`` prints. ``order`` is
    random, best or worst; ``values`` independent (leaves in ``range``) or incremental
    (deltas in ``range``)."""
    lo, hi = range
    return _core.random_tree(branching, depth, seed, order, values, lo, hi)


from . import experiment  # noqa: E402  (uses the names above)
from .check import CheckReport, check  # noqa: E402  (issue 22 item 3)
__all__ += ["CheckReport", "check"]

if TYPE_CHECKING:  # for type checkers; at run time __getattr__ below imports it on first use
    from .widget import Lab


def __getattr__(name: str) -> Any:
    # mtdlab.Lab, the Jupyter widget, imported on first use: it needs anywidget, which a
    # script that only searches does not (so it is not in __all__: `import *` stays free of it)
    if name == "Lab":
        from .widget import Lab

        return Lab
    raise AttributeError(f"module 'mtdlab' has no attribute {name!r}")
