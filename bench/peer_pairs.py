#!/usr/bin/env python3
"""Peer benchmark in pairs: mtdlab's MTD(f) rows against the crate's, one round at a time.

On a shared machine the TT rows of `cargo bench --bench peer` swing with what the other
cores do (they wait on memory), so a ratio of two medians taken minutes apart says little.
Here each round times, with the peer binary's `--profile` mode, mtdlab's `id-mtdf like` and
`id-mtdf` and the crate's `Iterative-mtdf` one right after the other (the order alternating
between rounds) and keeps the round's ratios crate ms / mtdlab ms; it prints their median
and quartiles. Several binaries (builds of benches/peer.rs from different commits) take
their rounds in turns, so they meet the same load.

    cargo bench --bench peer --no-run     # prints the binary: target/release/deps/peer-HASH
    python3 bench/peer_pairs.py --rounds 15 --depths 8..8 target/release/deps/peer-HASH [...]

`--crate ENGINE --ours A,B` times other engines of the table (their names as `--profile`
takes them, spaces as dashes): `--crate Iterative-pvs+asp2+h --ours id-negascout-tt+asp2+h-like`.
"""

import argparse
import os
import statistics
import subprocess

MTDLAB = ["id-mtdf-like", "id-mtdf"]
CRATE = "Iterative-mtdf"


def cpu_ms(binary, profile, depths):
    """The CPU ms of one `--profile` run: the 20 positions' searches summed."""
    out = subprocess.run(
        [binary, "--profile", profile, "--depths", depths, "--reps", "1"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    # lines "NAME depth D: T ms"
    return sum(float(line.split()[-2]) for line in out.strip().splitlines())


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=15)
    p.add_argument("--depths", default="8..8", help="A..B, as the peer binary takes it")
    p.add_argument("--crate", default=CRATE, help="the crate's engine timed against")
    p.add_argument("--ours", default=",".join(MTDLAB), help="mtdlab's engines, A,B")
    p.add_argument("binaries", nargs="+")
    a = p.parse_args()
    mtdlab = a.ours.split(",")
    crate_engine = a.crate
    profiles = mtdlab + [crate_engine]
    times = {(b, q): [] for b in a.binaries for q in profiles}
    for r in range(a.rounds):
        flip = r % 2 == 1
        for b in reversed(a.binaries) if flip else a.binaries:
            for q in reversed(profiles) if flip else profiles:
                times[(b, q)].append(cpu_ms(b, q, a.depths))
    print(f"depths {a.depths}, {a.rounds} rounds; crate ms / mtdlab ms (> 1: mtdlab faster)")
    for b in a.binaries:
        crate = times[(b, crate_engine)]
        line = f"{os.path.basename(b)}: crate {statistics.median(crate):.1f} ms"
        for q in mtdlab:
            ours = times[(b, q)]
            ratios = [c / t for c, t in zip(crate, ours)]
            q1, _, q3 = statistics.quantiles(ratios, n=4)
            line += (
                f" | {q} {statistics.median(ours):.1f} ms,"
                f" {statistics.median(ratios):.2f}x (quartiles {q1:.2f}-{q3:.2f})"
            )
        print(line)
    with open("/proc/loadavg") as f:
        print("load average after:", f.read().split()[0])


if __name__ == "__main__":
    main()
