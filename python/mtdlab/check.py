"""Check a student's own search against mtdlab's reference, leaf by leaf (issue 22, item 3).

The student's function searches mtdlab's trees through :class:`Node` objects and never sees
the tree itself: reading ``node.children`` expands a node, reading ``node.value`` evaluates a
leaf. The checker records those reads in order and compares them with the reference trace of
the named algorithm (``mtdlab.trace``), so the first difference can be named with its node and
with the reference's own reason (the cut it made, the window it searched with).

>>> import mtdlab
>>> def minimax(node):
...     if node.is_leaf:
...         return node.value
...     values = [minimax(c) for c in node.children]
...     return max(values) if node.is_max else min(values)
>>> mtdlab.check(minimax, "minimax").ok
True
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, List, Optional, Sequence, Tuple, Union

__all__ = ["check", "CheckReport", "Node"]

#: The algorithms a student's function can be checked against, with their names in messages.
NAMES = {
    "minimax": "minimax",
    "alphabeta": "alpha-beta",
    "negascout": "NegaScout",
    "mtdf": "MTD(f)",
}

_INF = 2147483646  # the trace's raw infinity (the core's ±∞ as an int)


def _dotted(node: Tuple[int, ...]) -> str:
    """A node's id as the messages print it: move indices joined by dots, the root "root"."""
    return ".".join(str(i) for i in node) if node else "root"


def _node(node: Tuple[int, ...]) -> str:
    return f"node {_dotted(node)}" if node else "the root"


def _num(v: Optional[int]) -> str:
    if v is None:
        return "?"
    if v >= _INF:
        return "+inf"
    if v <= -_INF:
        return "-inf"
    return str(v)


class _Runaway(BaseException):
    """Raised inside the student's search when it reads far more than the tree holds (a
    BaseException, so that a student's ``except Exception`` does not swallow it)."""


class _Recorder:
    """What the student's search read, in order: ("expand", id) the first time a node's
    children are read in a test, ("leaf", id, value) at every read of a leaf's value."""

    def __init__(self, budget: int) -> None:
        self.segments: List[List[tuple]] = [[]]
        self.expanded: set = set()
        self.tests: List[Tuple[Any, Any]] = []
        self.budget = budget
        self.reads = 0

    def _count(self) -> None:
        self.reads += 1
        if self.reads > self.budget:
            raise _Runaway()

    def expand(self, node: Tuple[int, ...]) -> None:
        self._count()
        # a node's children read twice in one test (``if node.children: for c in
        # node.children``) is one expansion; a re-search in a later test expands it again
        if node not in self.expanded:
            self.expanded.add(node)
            self.segments[-1].append(("expand", node))

    def leaf(self, node: Tuple[int, ...], value: int) -> None:
        self._count()
        self.segments[-1].append(("leaf", node, value))

    def report(self, beta: Any, g: Any) -> None:
        """MTD(f)'s driver calls this after each null-window test."""
        self._count()
        self.tests.append((beta, g))
        self.segments.append([])
        self.expanded = set()


class Node:
    """A node of the tree being checked, as the student's search sees it.

    ``children`` (a list in move order; reading it expands the node), ``is_leaf``, ``value``
    (a leaf's value; each read is one leaf evaluation, recorded in order), ``is_max`` (the
    root is MAX, the levels alternate) and ``id`` (the tuple of move indices from the root)."""

    __slots__ = ("_tree", "_rec", "id")

    def __init__(self, tree: Any, rec: _Recorder, id: Tuple[int, ...] = ()) -> None:
        self._tree = tree
        self._rec = rec
        self.id = id

    @property
    def is_leaf(self) -> bool:
        return not isinstance(self._tree, list)

    @property
    def is_max(self) -> bool:
        return len(self.id) % 2 == 0

    @property
    def children(self) -> List["Node"]:
        if self.is_leaf:
            return []
        self._rec.expand(self.id)
        return [Node(c, self._rec, self.id + (i,)) for i, c in enumerate(self._tree)]

    @property
    def value(self) -> int:
        if not self.is_leaf:
            raise ValueError(
                f"node {_dotted(self.id)} is not a leaf: only a leaf has a value "
                f"(search its children)"
            )
        self._rec.leaf(self.id, self._tree)
        return self._tree

    def __repr__(self) -> str:
        kind = "leaf" if self.is_leaf else ("MAX" if self.is_max else "MIN")
        return f"<Node {_dotted(self.id)} {kind}>"


@dataclass
class CheckReport:
    """The answer of :func:`check`: ``ok`` when every tree matched; ``trees`` how many were
    checked and ``passed`` how many matched; ``message`` the first difference as a sentence
    (None when ok) and ``messages`` each failing tree's first difference. ``bool(report)`` is
    ``ok``; ``str(report)`` the message or a line saying all matched."""

    algorithm: str
    trees: int
    passed: int
    messages: List[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.messages

    @property
    def message(self) -> Optional[str]:
        return self.messages[0] if self.messages else None

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return f"ok: your {NAMES[self.algorithm]} matches mtdlab's on all {self.trees} trees"
        return self.messages[0]


def _parse(tree: Any, k: int) -> Any:
    """Tree text or nested lists as nested lists of ints."""
    if isinstance(tree, str):
        try:
            tree = json.loads(tree)
        except ValueError:
            raise ValueError(
                f"trees[{k}]: check takes trees as nested lists of ints or their JSON text "
                f"(what random_tree prints, e.g. '[[3,12,8],[2,4,6]]'); labels and the rest "
                f"of the tree-text grammar are not supported here"
            ) from None
    _valid(tree, f"trees[{k}]")
    return tree


def _valid(tree: Any, where: str) -> None:
    if isinstance(tree, bool) or not isinstance(tree, (int, list)):
        raise TypeError(f"{where}: a leaf must be an int and an inner node a list, not {tree!r}")
    if isinstance(tree, list):
        if not tree:
            raise ValueError(f"{where}: an inner node needs at least one child")
        for i, c in enumerate(tree):
            _valid(c, f"{where}[{i}]")


def _count_nodes(tree: Any) -> int:
    return 1 if not isinstance(tree, list) else 1 + sum(_count_nodes(c) for c in tree)


def _reference(tree: Any, algorithm: str, cut: str):
    """The reference trace split at its tests: [(test-begin step, events, test-end step)],
    each event ("expand", id) or ("leaf", id, value) paired with its trace index; and the
    trace itself."""
    from . import trace

    kw: dict = {} if algorithm == "minimax" else {"cut": cut}
    if algorithm == "mtdf":
        kw["tt"] = False  # MTD(f) over plain MT: every test searches from the root again
    tr = trace(tree, algorithm, **kw)
    if tr.truncated:
        raise ValueError(
            f"the tree is too large for check: its {algorithm} trace passed "
            f"{len(tr)} events; choose a smaller branching or depth"
        )
    inner = _inner_nodes(tree)
    tests = []
    for i, s in enumerate(tr):
        if s.kind == "test-begin":
            tests.append([s, [], None, set(), i])
        elif s.kind == "test-end":
            tests[-1][2] = s
        elif s.kind == "enter" and s.node in inner and s.node not in tests[-1][3]:
            tests[-1][3].add(s.node)
            tests[-1][1].append((("expand", s.node), i))
        elif s.kind == "leaf":
            tests[-1][1].append((("leaf", s.node, s.g), i))
    return tr, [(b, ev, e, start) for b, ev, e, _, start in tests]


def _inner_nodes(tree: Any, at: Tuple[int, ...] = ()) -> set:
    if not isinstance(tree, list):
        return set()
    out = {at}
    for i, c in enumerate(tree):
        out |= _inner_nodes(c, at + (i,))
    return out


def _event_text(e: tuple) -> str:
    if e[0] == "leaf":
        return f"leaf {_dotted(e[1])} (value {e[2]})"
    return _node(e[1])


def _verb(e: tuple, you: bool) -> str:
    if e[0] == "leaf":
        return "evaluated" if you else "evaluates"
    return "expanded" if you else "expands"


def _cut_reason(tr, lo: int, hi: int, node: Tuple[int, ...], cut: str) -> Optional[str]:
    """Why the reference never reached ``node`` in trace[lo:hi]: the deepest ancestor that
    cut before the branch leading to it, with the numbers of its Cut event."""
    best = None
    enter_at = {}
    for i in range(lo, hi):
        s = tr[i]
        if s.kind == "enter":
            enter_at[s.node] = i
        if s.kind != "cut" or len(s.node) >= len(node) or node[: len(s.node)] != s.node:
            continue
        branch = node[: len(s.node) + 1]
        start = enter_at.get(s.node, lo)
        if any(tr[j].kind == "enter" and tr[j].node == branch for j in range(start, i)):
            continue  # the branch was searched before this cut
        if best is None or len(s.node) > len(best.node):
            best = s
    if best is None:
        return None
    strict = "≥" if cut == "ge" else ">"
    if len(best.node) % 2 == 0:  # MAX
        why = f"g = {_num(best.g)} {strict} β = {_num(best.beta)}"
    else:
        rel = "≤" if cut == "ge" else "<"
        why = f"g = {_num(best.g)} {rel} α = {_num(best.alpha)}"
    return f"cuts at {_node(best.node)} before it: {why}"


def _no_cut_reason(tr, lo: int, upto: int, missed: tuple) -> str:
    """Why the reference did reach ``missed``: the state, just before it, of its parent
    (where a search that skips it stopped early): the parent's window and its g so far."""
    target = missed[1]
    research = _research_reason(tr, lo, upto, target)
    if research:
        return research
    if not target:
        return "every test searches from the root"
    at = target[:-1]
    window, g, is_max = None, None, len(at) % 2 == 0
    for i in range(lo, upto):
        s = tr[i]
        if s.kind == "enter" and s.node == at:
            window, g = (s.alpha, s.beta), None
        elif s.kind == "return" and len(s.node) == len(at) + 1 and s.node[:-1] == at:
            if g is None or (s.g > g if is_max else s.g < g):
                g = s.g
    if window is None:
        return f"it reaches {_node(at)} and does not cut there"
    so_far = "no child searched yet" if g is None else f"g = {_num(g)}"
    return (
        f"{_node(at)} ({'MAX' if is_max else 'MIN'}) has {so_far} with window "
        f"(α, β) = ({_num(window[0])}, {_num(window[1])}), so it does not cut"
    )


def _research_reason(tr, lo: int, upto: int, target: Tuple[int, ...]) -> Optional[str]:
    """NegaScout's re-search: when the reference reaches ``target`` inside a re-search of one
    of its ancestors, that re-search is the reason (a search without it skips the leaf)."""
    entered = {}
    for i in range(lo, upto):
        s = tr[i]
        if s.kind == "enter" and s.node == target[: len(s.node)]:
            entered[s.node] = i
    for node, i in sorted(entered.items(), key=lambda x: len(x[0])):
        if i > lo and tr[i - 1].kind == "research":
            s = tr[i]
            return (
                f"it re-searches {_node(node)} with the window (α, β) = ({_num(s.alpha)}, "
                f"{_num(s.beta)}): the null-window scout returned g = {_num(tr[i - 1].g)}, "
                f"inside the window"
            )
    return None


def _compare_events(
    mine: list, ref: list, tr, lo: int, hi: int, name: str, cut: str, where: str
) -> Optional[str]:
    for k in range(max(len(mine), len(ref))):
        m = mine[k] if k < len(mine) else None
        r, ri = ref[k] if k < len(ref) else (None, hi)
        if m == r:
            continue
        later = [e for e, _ in ref[k + 1 :]]
        there = "has finished by then" if r is None else f"{_verb(r, False)} {_event_text(r)} there"
        if m is not None and m[0] == "leaf" and m in mine[:k] and m not in later:
            return (
                f"{where}your search evaluated {_event_text(m)} a second time (each read of "
                f"node.value is one evaluation: keep it in a variable), but {name} {there}"
            )
        if m is not None and m not in later:
            # something the reference never does here: the cut that kept it away, if any
            reason = _cut_reason(tr, lo, hi, m[1], cut) or there
            return f"{where}your search {_verb(m, True)} {_event_text(m)}, but {name} {reason}"
        why = _no_cut_reason(tr, lo, ri, r)
        instead = "and stopped" if m is None else f"and {_verb(m, True)} {_event_text(m)} instead"
        return (
            f"{where}your search skipped {_event_text(r)} {instead}, but {name} "
            f"{_verb(r, False)} it: {why}"
        )
    return None


def _same(a: Any, b: Optional[int]) -> bool:
    """A student's number (int, float or ±math.inf) against a raw trace int."""
    if b is not None and abs(b) >= _INF:
        return a == (math.inf if b > 0 else -math.inf) or a == b
    try:
        return a == b
    except Exception:
        return False


def _shown(a: Any) -> str:
    return repr(a) if not isinstance(a, (int, float)) else (str(a) if a == a else "nan")


def _fail_hard_reads(tree: Any, cut: str) -> list:
    """What a fail-hard alpha-beta reads on ``tree`` from the full window, in order, as the
    recorder writes it: at a MAX node alpha := max(alpha, v) and, past beta (``cut``), it
    returns beta; at MIN the mirror; otherwise the bound itself. Used only to say why a
    student's search differs (under "gt" a fail-hard search cuts less than the fail-soft
    reference), never as the reference."""
    reads: list = []
    past = (lambda a, b: a >= b) if cut == "ge" else (lambda a, b: a > b)

    def search(t: Any, at: Tuple[int, ...], alpha: float, beta: float) -> float:
        if not isinstance(t, list):
            reads.append(("leaf", at, t))
            return t
        reads.append(("expand", at))
        is_max = len(at) % 2 == 0
        for i, c in enumerate(t):
            v = search(c, at + (i,), alpha, beta)
            if is_max:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if past(alpha, beta):
                return beta if is_max else alpha
        return alpha if is_max else beta

    search(tree, (), -math.inf, math.inf)
    return reads


FAIL_HARD_UNDER_GT = (
    ". Your search reads what a fail-hard alpha-beta reads (it returns α or β in place of a "
    "g beyond them): under cut=\"gt\" that clamped value ties with its parent’s bound, and a "
    "tie does not cut, so it searches on where the reference cuts. Return g itself "
    "(fail-soft), as the reference does"
)


def _check_tree(fn: Callable, tree: Any, algorithm: str, cut: str, tt: bool, where: str):
    tr, tests = _reference(tree, algorithm, cut)
    name = NAMES[algorithm]
    rec = _Recorder(budget=50 * _count_nodes(tree) + 1000)
    root = Node(tree, rec)
    try:
        if algorithm == "minimax":
            got = fn(root)
        elif algorithm == "mtdf":
            got = fn(root, 0, rec.report)
        else:
            got = fn(root, -math.inf, math.inf)
    except _Runaway:
        if algorithm == "mtdf" and rec.tests:
            # an MTD(f) that loops: its tests so far say where it went wrong
            diff = _check_tests(rec, tr, tests, tt, cut, where, finished=False)
            if diff:
                return f"{diff} (stopped after {rec.budget} reads: an endless loop?)"
        return (
            f"{where}your search read {rec.budget} nodes and values and was stopped: the "
            f"tree has only {_count_nodes(tree)} nodes (an endless loop?)"
        )
    except Exception as e:  # the student's own error, reported as a difference
        return f"{where}your search raised {type(e).__name__}: {e}"

    if algorithm != "mtdf":
        begin, ref, end, start = tests[0]
        hi = len(tr)
        diff = _compare_events(rec.segments[0], ref, tr, start, hi, name, cut, where)
        if diff and algorithm == "alphabeta" and cut == "gt":
            if rec.segments[0] == _fail_hard_reads(tree, cut):
                diff += FAIL_HARD_UNDER_GT
        if diff:
            return diff
    else:
        diff = _check_tests(rec, tr, tests, tt, cut, where)
        if diff:
            return diff
    if not _same(got, tr.value):
        return f"{where}your search returned {_shown(got)}, but the root's value is {tr.value}"
    return None


def _check_tests(
    rec: _Recorder, tr, tests: list, tt: bool, cut: str, where: str, finished: bool = True
):
    mine = rec.tests
    if not mine:
        return (
            f"{where}your MTD(f) made no test: its driver must call report(beta, g) after "
            f"each null-window test"
        )
    lower, upper = -math.inf, math.inf
    for j, (begin, ref, end, start) in enumerate(tests):
        n = j + 1
        if j >= len(mine):
            if not finished:
                return None
            return (
                f"{where}your MTD(f) stopped after test {j}, but MTD(f) goes on with test {n} "
                f"(β = {begin.beta}): the value is only known to lie in [{_num(lower)}, "
                f"{_num(upper)}]"
            )
        beta, g = mine[j]
        if not _same(beta, begin.beta):
            if j == 0:
                why = "the first test's β is the guess f = 0"
            else:
                pb, pg = tests[j - 1][0].beta, tests[j - 1][2].g
                if pg >= pb:
                    why = (
                        f"test {j} returned g = {pg} ≥ β = {pb}, so the value is at least "
                        f"{pg} and the next test is β = g + 1 = {pg + 1}"
                    )
                else:
                    why = (
                        f"test {j} returned g = {pg} < β = {pb}, so the value is at most "
                        f"{pg} and the next test is β = g = {pg}"
                    )
            return (
                f"{where}your test {n} was β = {_shown(beta)}, but MTD(f) tests "
                f"β = {begin.beta}: {why}"
            )
        hi = len(tr) if j + 1 >= len(tests) else tests[j + 1][3]
        if not tt and (finished or j + 1 < len(rec.segments)):
            seg = rec.segments[j]
            here = f"{where}test {n} (β = {begin.beta}): "
            diff = _compare_events(seg, ref, tr, start, hi, "MT", cut, here)
            if diff:
                if n > 1 and "skipped" in diff:
                    diff += " (an MTD(f) with its own transposition table: check it with tt=True)"
                return diff
        if not _same(g, end.g):
            return (
                f"{where}your test {n} (β = {begin.beta}) returned g = {_shown(g)}, but MT "
                f"returns g = {end.g}: the value is {'≥' if end.g >= begin.beta else '<'} "
                f"{begin.beta}"
            )
        if end.g >= begin.beta:
            lower = end.g
        else:
            upper = end.g
    if len(mine) > len(tests):
        beta, g = mine[len(tests)]
        return (
            f"{where}your MTD(f) made test {len(tests) + 1} (β = {_shown(beta)}), but MTD(f) "
            f"stops after test {len(tests)}: the value {tr.value} is known"
        )
    if not tt and len(rec.segments) > len(tests) and rec.segments[len(tests)]:
        e = rec.segments[len(tests)][0]
        return (
            f"{where}your search {_verb(e, True)} {_event_text(e)} after its last test, "
            f"but MTD(f) has its value by then"
        )
    return None


Tree = Union[str, Sequence[Any]]


def check(
    fn: Callable,
    algorithm: str = "alphabeta",
    *,
    trees: Optional[Iterable[Tree]] = None,
    seeds: Iterable[int] = range(20),
    branching: int = 3,
    depth: int = 4,
    cut: str = "ge",
    tt: bool = False,
) -> CheckReport:
    """Check the student's search ``fn`` against mtdlab's ``algorithm`` (minimax, alphabeta,
    negascout or mtdf) on random trees (``random_tree(branching, depth, seed)`` for each of
    ``seeds``) or on the given ``trees`` (nested lists of ints or their JSON text).

    ``fn`` is called as ``fn(root)`` for minimax, ``fn(root, alpha, beta)`` for alpha-beta and
    NegaScout with the float window ``(-math.inf, math.inf)``, and ``fn(root, f, report)`` for
    MTD(f) with the guess ``f = 0``, its driver calling ``report(beta, g)`` after each
    null-window test. The leaves evaluated (in order), the nodes expanded, the value and, for
    MTD(f), the tests are compared with the reference trace under the ``cut`` convention
    ("ge": cut when α ≥ β, "gt": when α > β). The reference MTD(f) runs MT without a
    transposition table, so each test searches from the root again; a student's MTD(f) with
    its own table passes ``tt=True``: then only its tests and its value are compared."""
    if algorithm not in NAMES:
        raise ValueError(f"algorithm: check knows {', '.join(NAMES)}, not {algorithm!r}")
    if cut not in ("ge", "gt"):
        raise ValueError(
            f"cut: expected 'ge' (cut when α ≥ β) or 'gt' (when α > β), not {cut!r}"
        )
    if not callable(fn):
        raise TypeError(f"fn: expected the student's search function, not {fn!r}")
    if trees is not None:
        named = [(f"tree {k}: ", _parse(t, k)) for k, t in enumerate(trees)]
    else:
        named = [
            (f"tree {s} (seed {s}): ", json.loads(_core_random_tree(branching, depth, s)))
            for s in seeds
        ]
    messages = []
    for where, tree in named:
        diff = _check_tree(fn, tree, algorithm, cut, tt, where)
        if diff:
            messages.append(diff)
    return CheckReport(algorithm, len(named), len(named) - len(messages), messages)


def _core_random_tree(branching: int, depth: int, seed: int) -> str:
    from . import random_tree

    return random_tree(branching, depth, seed)

