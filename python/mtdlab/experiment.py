"""Seed 001's experiments (random trees, Table 1, Table 2's step sizes) and seed 003's Kalah
table: the rows ``mtdlab experiment KIND --json`` gives on the same settings, computed by
the same core one tree (or one root search) at a time; Ctrl-C stops between them.

Each function returns the rows as a list of dicts, or a pandas DataFrame with
``as_frame=True``. A setting left as None takes the CLI's default. Times (``ms`` and the
ratios of times) are measured here and differ from run to run.

With ``client=`` (a ``dask.distributed.Client``) the trees (Kalah: the games) are cut into
shards run on the client's workers, tree i in shard i mod N as ``mtdlab experiment KIND
--shard K/N`` cuts them, and the shards' answers merged by the core's merge (the one behind
``mtdlab experiment merge``): the same counts and means as the local run."""

from __future__ import annotations

import json
from typing import Any, Iterable, Optional, Sequence, Tuple, Union

from . import _core

__all__ = ["random", "minimal", "steps", "kalah", "programs", "report"]

Depths = Union[int, Iterable[int], str]


def _depths(depths: Optional[Depths]) -> Optional[list]:
    if depths is None:
        return None
    if isinstance(depths, int):
        return [depths]
    if isinstance(depths, str):
        out: list = []
        for item in depths.split(","):
            if ".." in item:
                a, b = item.split("..")
                out.extend(range(int(a), int(b) + 1))
            else:
                out.append(int(item))
        return out
    return [int(d) for d in depths]


def _algos(algos: Union[None, str, Sequence[str]]) -> Optional[list]:
    if algos is None:
        return None
    if isinstance(algos, str):
        return [a.strip() for a in algos.split(",")]
    return list(algos)


def _seed001(
    kind: str,
    trees: Optional[int],
    branching: Optional[int],
    depths: Optional[Depths],
    seed: Optional[int],
    range: Optional[Tuple[int, int]],
    guess: Union[None, str, int],
    tt_size: Optional[int],
    max_visits: Optional[int],
    max_work: Optional[int],
    **more: Any,
) -> dict:
    config: dict = {"kind": kind}
    for name, value in [
        ("trees", trees),
        ("branching", branching),
        ("depths", _depths(depths)),
        ("seed", seed),
        ("guess", guess),
        ("tt_size", tt_size),
        ("max_visits", max_visits),
        ("max_work", max_work),
        *more.items(),
    ]:
        if value is not None:
            config[name] = value
    if range is not None:
        config["min"], config["max"] = range
    return config


def report(config: dict, *, client: Any = None, shards: Optional[int] = None) -> dict:
    """The whole report of the experiment ``config`` (``{"kind": …, …settings}``, the CLI's
    JSON field names): what ``mtdlab experiment KIND --json`` prints, without its
    ``wall_ms`` and ``threads``.

    With ``client`` (a ``dask.distributed.Client``), run as ``shards`` shards (default: one
    per thread of the client's workers) on the workers, each importing mtdlab, and merged."""
    text = json.dumps(config)
    try:
        if client is None:
            return json.loads(_core.experiment(text))
        n = shards if shards is not None else _threads(client)
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ValueError(f"shards: {n!r} is not a positive integer")
        futures = client.map(_core.experiment_part, [text] * n, range(n), [n] * n, pure=False)
        return json.loads(_core.experiment_merge(client.gather(futures)))
    except ValueError as e:
        raise ValueError(_keyword_named(str(e))) from None


def _threads(client: Any) -> int:
    """The threads of the client's workers, all together (at least 1)."""
    workers = client.scheduler_info().get("workers", {})
    return max(1, sum(w.get("nthreads", 1) for w in workers.values()))


# the config's fields as this module's keywords name them
_KEYWORDS = {"algorithms": "algos", "min": "range", "max": "range"}


def _keyword_named(message: str) -> str:
    """A message that starts with a config field ("max-work: …") with the Python keyword."""
    head, colon, rest = message.partition(":")
    if colon and head.replace("-", "").replace("_", "").isalpha():
        head = head.replace("-", "_")
        return _KEYWORDS.get(head, head) + colon + rest
    return message


def _rows(config: dict, as_frame: bool, client: Any = None, shards: Optional[int] = None) -> Any:
    rows = report(config, client=client, shards=shards)["rows"]
    if as_frame:
        from . import _pandas

        return _pandas("as_frame=True").DataFrame(rows)
    return rows


def random(
    *,
    trees: Optional[int] = None,
    branching: Optional[int] = None,
    depths: Optional[Depths] = None,
    algos: Union[None, str, Sequence[str]] = None,
    seed: Optional[int] = None,
    order: Optional[str] = None,
    values: Optional[str] = None,
    range: Optional[Tuple[int, int]] = None,
    guess: Union[None, str, int] = None,
    tt_size: Optional[int] = None,
    max_visits: Optional[int] = None,
    max_work: Optional[int] = None,
    as_frame: bool = False,
    client: Any = None,
    shards: Optional[int] = None,
) -> Any:
    """``mtdlab experiment random``: each algorithm on ``trees`` random trees per depth
    (tree i has the seed ``seed + i``); one row per depth and algorithm (nodes, leaf
    evaluations, tests, time). ``depths`` is a list, an int or the CLI's text
    (``"3..6"``); ``algos`` names the algorithms (``"mtdf,negascout"``, ``mtd-f-step:50``).
    ``client`` (a ``dask.distributed.Client``) runs the trees on its workers in ``shards``
    shards (default: one per worker thread), with the same counts as the local run."""
    config = _seed001(
        "random", trees, branching, depths, seed, range, guess, tt_size, max_visits, max_work,
        algorithms=_algos(algos), order=order, values=values,
    )
    return _rows(config, as_frame, client, shards)


def steps(
    *,
    trees: Optional[int] = None,
    branching: Optional[int] = None,
    depths: Optional[Depths] = None,
    algos: Union[None, str, Sequence[str]] = None,
    seed: Optional[int] = None,
    order: Optional[str] = None,
    values: Optional[str] = None,
    range: Optional[Tuple[int, int]] = None,
    guess: Union[None, str, int] = None,
    tt_size: Optional[int] = None,
    max_visits: Optional[int] = None,
    max_work: Optional[int] = None,
    as_frame: bool = False,
    client: Any = None,
    shards: Optional[int] = None,
) -> Any:
    """``mtdlab experiment steps``: Table 2's shape (step sizes against NegaScout); the
    settings of :func:`random`, ``algos`` defaulting to Table 2's variants."""
    config = _seed001(
        "steps", trees, branching, depths, seed, range, guess, tt_size, max_visits, max_work,
        algorithms=_algos(algos), order=order, values=values,
    )
    return _rows(config, as_frame, client, shards)


def minimal(
    *,
    trees: Optional[int] = None,
    branching: Optional[int] = None,
    depths: Optional[Depths] = None,
    seed: Optional[int] = None,
    range: Optional[Tuple[int, int]] = None,
    guess: Union[None, str, int] = None,
    tt_size: Optional[int] = None,
    max_visits: Optional[int] = None,
    max_work: Optional[int] = None,
    as_frame: bool = False,
    client: Any = None,
    shards: Optional[int] = None,
) -> Any:
    """``mtdlab experiment minimal``: Table 1, MTD(f) and NegaScout against the minimal
    tree on best-ordered trees; one row per depth."""
    config = _seed001(
        "minimal", trees, branching, depths, seed, range, guess, tt_size, max_visits, max_work
    )
    return _rows(config, as_frame, client, shards)


def kalah(
    *,
    depths: Optional[Depths] = None,
    algos: Union[None, str, Sequence[str]] = None,
    negascout_end: Optional[str] = None,
    max_visits: Optional[int] = None,
    tt_size: Optional[int] = None,
    max_work: Optional[int] = None,
    as_frame: bool = False,
    client: Any = None,
    shards: Optional[int] = None,
) -> Any:
    """``mtdlab experiment kalah``: seed 003's Kalah table, one row per program and pair of
    depths, with the seed's printed figures beside ours."""
    config: dict = {"kind": "kalah"}
    for name, value in [
        ("depths", _depths(depths)),
        ("algos", _algos(algos)),
        ("negascout_end", negascout_end),
        ("max_visits", max_visits),
        ("tt_size", tt_size),
        ("max_work", max_work),
    ]:
        if value is not None:
            config[name] = value
    return _rows(config, as_frame, client, shards)


def programs(
    *,
    positions: Optional[int] = None,
    depth: Optional[int] = None,
    seed: Optional[int] = None,
    max_work: Optional[int] = None,
    as_frame: bool = False,
    client: Any = None,
    shards: Optional[int] = None,
) -> Any:
    """``mtdlab experiment programs``: ID-MTD(f), ID aspiration NegaScout, ID NegaScout and
    ID alpha-beta on Kalah positions, one row per depth and program (ratios to aspiration
    NegaScout); the ablation and the first guesses are in ``report({"kind": "programs", …})``."""
    config: dict = {"kind": "programs"}
    for name, value in [
        ("positions", positions),
        ("depth", depth),
        ("seed", seed),
        ("max_work", max_work),
    ]:
        if value is not None:
            config[name] = value
    return _rows(config, as_frame, client, shards)
