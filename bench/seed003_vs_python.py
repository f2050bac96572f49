#!/usr/bin/env python3
"""Seed 003's whole MTD(f) game: mtdlab against the seed's own Python.

Plays one game of Kalah(6, 6) from the opening with MTD(f), the first player searching to
depth D1 and the second to D2, twice: `mtdlab kalah-match --depths D1,D2 --algo mtdf --json`
(the release build) and bench/seed003/kalah9.py (seed 003's listing, plain Python 3). Checks
that both report the same evaluations, TT hits and final stores, and the seed's printed
figure where its table has the cell (data/seed003/mtdf.json); then prints the median
time of each over --runs runs (CPU time of the child process, user + system, and wall time)
and the ratio. Refuses to print times when the counts differ. With --baseline BIN, another
build of mtdlab (a copy of the binary before a change) is timed in the same rounds, in turn
with this one, and must print the same counts.

    python3 bench/seed003_vs_python.py [--depths 7,8] [--runs 3] [--no-build] [--baseline BIN]
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
KALAH9 = ROOT / "bench" / "seed003" / "kalah9.py"
MTDLAB = ROOT / "target" / "release" / "mtdlab"
TABLE = ROOT / "data" / "seed003" / "mtdf.json"


def run(cmd, cwd=None):
    """Runs cmd; returns (stdout, CPU seconds of the child, wall seconds)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, cwd=cwd)
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"{' '.join(map(str, cmd))} failed with status {proc.returncode}")
    return out.decode(), usage.ru_utime + usage.ru_stime, wall


def python_counts(text):
    counts = {}
    for line in text.splitlines():
        words = line.split()
        if words and words[0] in ("evals", "tt_hits"):
            counts[words[0]] = int(words[1])
        if words and words[0] == "stores":
            counts["stores"] = [int(words[1]), int(words[2])]
    return counts


def seed_figure(d1, d2):
    for cell in json.loads(TABLE.read_text())["cells"]:
        if cell["d1"] == d1 and cell["d2"] == d2:
            return cell["mtdf"]
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depths", default="7,8", help="D1,D2 (default 7,8)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each (default 3)")
    parser.add_argument("--no-build", action="store_true", help="use the existing build")
    parser.add_argument("--baseline", help="another mtdlab binary, timed in the same rounds")
    args = parser.parse_args()
    d1, d2 = (int(d) for d in args.depths.split(","))

    if not args.no_build:
        subprocess.run(
            ["cargo", "build", "--release", "--quiet", "--bin", "mtdlab"], cwd=ROOT, check=True
        )

    ours, theirs, baseline = [], [], []
    counts_ours = counts_python = counts_baseline = None
    match = ["kalah-match", "--depths", f"{d1},{d2}", "--algo", "mtdf", "--json"]
    for _ in range(args.runs):
        out, cpu, wall = run([MTDLAB] + match)
        counts_ours = json.loads(out)
        ours.append((cpu, wall))
        if args.baseline:
            out, cpu, wall = run([args.baseline] + match)
            counts_baseline = json.loads(out)
            baseline.append((cpu, wall))
        out, cpu, wall = run([sys.executable, KALAH9, str(d1), str(d2)], cwd=KALAH9.parent)
        counts_python = python_counts(out)
        theirs.append((cpu, wall))

    print(f"Seed 003's MTD(f) game, depths {d1},{d2} (first, second player)")
    print(f"  mtdlab kalah-match: {counts_ours}")
    print(f"  kalah9.py:          {counts_python}")
    seed = seed_figure(d1, d2)
    if seed is not None:
        print(f"  seed 003's table:   evals {seed['evals']}, tt_hits {seed['tt_hits']}")
    if args.baseline:
        print(f"  baseline:           {counts_baseline}")
    if counts_ours != counts_python or (args.baseline and counts_baseline != counts_ours):
        sys.exit("the counts differ: no times printed")
    if seed is not None and seed["evals"] != counts_ours["evals"]:
        sys.exit("the evaluations differ from seed 003's table: no times printed")

    py = sys.version.split()[0]
    print(f"\nmedian of {args.runs} runs, whole processes; Python {py}")
    print(f"{'':<22} {'CPU s':>10} {'wall s':>10}")
    rows = [("mtdlab kalah-match", ours), ("kalah9.py", theirs)]
    if args.baseline:
        rows.insert(1, ("baseline", baseline))
    medians = {}
    for name, samples in rows:
        cpu = statistics.median(s[0] for s in samples)
        wall = statistics.median(s[1] for s in samples)
        medians[name] = (cpu, wall)
        print(f"{name:<22} {cpu:>10.3f} {wall:>10.3f}")
    (oc, ow), (pc, pw) = medians["mtdlab kalah-match"], medians["kalah9.py"]
    print(f"{'Python / mtdlab':<22} {pc / oc:>9.0f}x {pw / ow:>9.0f}x")
    if args.baseline:
        bc, bw = medians["baseline"]
        print(f"{'baseline / mtdlab':<22} {bc / oc:>9.2f}x {bw / ow:>9.2f}x")
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
