"""Experiments on a Dask cluster (issue 22 item 4): ``client=`` runs the trees (Kalah: the
games) as shards on the workers of a LocalCluster of two worker processes and merges them
with the core's merge; the rows equal the local run's, every count and mean. Only the times
differ (measured afresh by each run): ``ms`` and the ratios and rates made of it."""

import json

import pytest

import mtdlab
from mtdlab import _core

distributed = pytest.importorskip("distributed")

TIMED = {"ms", "time_vs_negascout", "nodes_per_s", "negascout_nodes_per_s"}


def untimed(x):
    if isinstance(x, dict):
        return {k: untimed(v) for k, v in x.items() if k not in TIMED}
    if isinstance(x, list):
        return [untimed(v) for v in x]
    return x


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(
        n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None
    )
    c = distributed.Client(cluster)
    yield c
    c.close()
    cluster.close()


def test_the_workers_are_two_processes(client):
    workers = client.scheduler_info()["workers"]
    assert len(workers) == 2
    pids = client.run(lambda: __import__("os").getpid())
    assert len(set(pids.values())) == 2


def test_random(client):
    settings = dict(trees=7, branching=3, depths="2..4", algos="mtdf,negascout,alphabeta,mtd-f-step:10",
                    seed=5)
    local = mtdlab.experiment.random(**settings)
    remote = mtdlab.experiment.random(**settings, client=client)
    assert len(remote) == 3 * 4
    assert remote[0]["trees"] == 7
    assert untimed(remote) == untimed(local)


def test_minimal(client):
    settings = dict(trees=5, branching=3, depths=[3, 4, 5])
    assert untimed(mtdlab.experiment.minimal(**settings, client=client)) == untimed(
        mtdlab.experiment.minimal(**settings))


def test_steps(client):
    settings = dict(trees=5, branching=4, depths=4)
    assert untimed(mtdlab.experiment.steps(**settings, client=client)) == untimed(
        mtdlab.experiment.steps(**settings))


def test_kalah(client):
    settings = dict(depths="2..3", algos=["alphabeta", "mtdf", "negascout"])
    remote = mtdlab.experiment.kalah(**settings, client=client)
    assert len(remote) == 12
    assert untimed(remote) == untimed(mtdlab.experiment.kalah(**settings))


def test_more_shards_than_trees(client):
    settings = dict(trees=3, branching=3, depths=3)
    remote = mtdlab.experiment.random(**settings, client=client, shards=5)
    assert untimed(remote) == untimed(mtdlab.experiment.random(**settings))


def test_the_whole_report_equals_the_local_one(client):
    config = {"kind": "random", "trees": 4, "branching": 3, "depths": [2, 3]}
    assert untimed(mtdlab.experiment.report(config, client=client)) == untimed(
        mtdlab.experiment.report(config))


def test_the_merge_is_the_clis(cli, tmp_path):
    """The parts the workers make, merged by `mtdlab experiment merge`: the same rows."""
    config = json.dumps({"kind": "random", "trees": 5, "branching": 3, "depths": [3]})
    files = []
    for k in range(3):
        part = json.loads(_core.experiment_part(config, k, 3))
        f = tmp_path / f"part-{k}.json"
        f.write_text(json.dumps({"shard": part}))
        files.append(str(f))
    status, out, err = cli("experiment", "merge", *files)
    assert status == 0, err
    merged = json.loads(_core.experiment_merge([json.dumps(json.loads(open(f).read())["shard"])
                                                for f in files]))
    assert untimed(json.loads(out)["rows"]) == untimed(merged["rows"])


def test_bad_shards_and_mixed_parts_are_value_errors(client):
    with pytest.raises(ValueError, match="shards"):
        mtdlab.experiment.random(trees=2, branching=3, depths=3, client=client, shards=0)
    with pytest.raises(ValueError, match="shard: '2/2'"):
        _core.experiment_part(json.dumps({"kind": "random"}), 2, 2)
    a = _core.experiment_part(json.dumps({"kind": "random", "trees": 2, "branching": 3,
                                          "depths": [3]}), 0, 2)
    b = _core.experiment_part(json.dumps({"kind": "random", "trees": 3, "branching": 3,
                                          "depths": [3]}), 1, 2)
    with pytest.raises(ValueError, match="part 1: its settings differ .*trees: 3 here, 2 there"):
        _core.experiment_merge([a, b])
    with pytest.raises(ValueError, match="shard 1/2 is missing"):
        _core.experiment_merge([a])
    with pytest.raises(ValueError, match="trees"):
        mtdlab.experiment.random(trees=0, client=client)
