"""A teacher's autograder built on mtdlab.check (issue 22, item 3).

    python examples/grading.py path/to/student.py [--seeds 20] [--first-seed 0]
                               [--branching 3] [--depth 4]

The student's module defines any of ``minimax(node)``, ``alphabeta(node, alpha, beta)``,
``negascout(node, alpha, beta)`` and ``mtdf(root, f, report)``. Each one it defines is
checked on the same seeded random trees (a teacher picks a --first-seed the class has not
seen, so answers cannot be hard-coded); a function counts
when it matches mtdlab's reference on every tree. The score is the number that count, out of
the number defined; for each that fails, the first difference is printed, naming the tree,
the node and the reference's reason. The exit status is 0 when all pass, 1 otherwise.
"""

import argparse
import importlib.util
import pathlib
import sys

import mtdlab

ALGORITHMS = ("minimax", "alphabeta", "negascout", "mtdf")


def load(path: pathlib.Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    if spec is None or spec.loader is None:
        sys.exit(f"grading: cannot load {path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("student", type=pathlib.Path, help="the student's .py file")
    ap.add_argument("--seeds", type=int, default=20, help="random trees per algorithm")
    ap.add_argument("--first-seed", type=int, default=0, help="the first tree's seed")
    ap.add_argument("--branching", type=int, default=3)
    ap.add_argument("--depth", type=int, default=4)
    args = ap.parse_args()
    if not args.student.is_file():
        sys.exit(f"grading: {args.student}: no such file")
    student = load(args.student)
    found = [a for a in ALGORITHMS if callable(getattr(student, a, None))]
    if not found:
        sys.exit(f"grading: {args.student} defines none of {', '.join(ALGORITHMS)}")
    score = 0
    for name in found:
        report = mtdlab.check(
            getattr(student, name),
            name,
            seeds=range(args.first_seed, args.first_seed + args.seeds),
            branching=args.branching,
            depth=args.depth,
        )
        if report.ok:
            score += 1
            print(f"{name}: ok ({report.trees} trees)")
        else:
            print(f"{name}: {report.passed}/{report.trees} trees; first difference:")
            print(f"  {report.message}")
    print(f"score: {score}/{len(found)}")
    return 0 if score == len(found) else 1


if __name__ == "__main__":
    sys.exit(main())
