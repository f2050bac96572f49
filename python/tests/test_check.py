"""mtdlab.check: students' own searches, written here as a student would, checked against the
reference. Correct ones pass on the default seeds; each typical mistake is caught on a small
tree worked by hand, with the node named and the reference's reason."""

import math
import pathlib
import subprocess
import sys

import pytest

import mtdlab

ROOT = pathlib.Path(__file__).resolve().parents[2]
AIMA = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]  # Russell & Norvig, Figure 5.5


# --- correct students ------------------------------------------------------------------


def minimax(node):
    if node.is_leaf:
        return node.value
    values = [minimax(c) for c in node.children]
    return max(values) if node.is_max else min(values)


def alphabeta_hard(node, alpha, beta):
    """Fail-hard: the value clamped to the window."""
    if node.is_leaf:
        return node.value
    if node.is_max:
        for c in node.children:
            alpha = max(alpha, alphabeta_hard(c, alpha, beta))
            if alpha >= beta:
                return beta
        return alpha
    for c in node.children:
        beta = min(beta, alphabeta_hard(c, alpha, beta))
        if alpha >= beta:
            return alpha
    return beta


def alphabeta_soft(node, alpha, beta):
    """Fail-soft: the best value seen, even outside the window."""
    if node.is_leaf:
        return node.value
    if node.is_max:
        g = -math.inf
        for c in node.children:
            g = max(g, alphabeta_soft(c, max(alpha, g), beta))
            if g >= beta:
                break
        return g
    g = math.inf
    for c in node.children:
        g = min(g, alphabeta_soft(c, alpha, min(beta, g)))
        if g <= alpha:
            break
    return g


def negascout(node, alpha, beta):
    """Reinefeld's NegaScout in its minimax form: a null window after the first child, and a
    re-search when the scout lands inside the window."""
    if node.is_leaf:
        return node.value
    g = -math.inf if node.is_max else math.inf
    for i, c in enumerate(node.children):
        if i == 0:
            v = negascout(c, alpha, beta)
        elif node.is_max:
            a = max(alpha, g)
            v = negascout(c, a, a + 1)
            if a < v < beta:
                v = negascout(c, v, beta)
        else:
            b = min(beta, g)
            v = negascout(c, b - 1, b)
            if alpha < v < b:
                v = negascout(c, alpha, v)
        g = max(g, v) if node.is_max else min(g, v)
        if (node.is_max and g >= beta) or (not node.is_max and g <= alpha):
            break
    return g


def alphabeta_negamax(node, alpha, beta):
    """The negamax form: one rule for both sides, a leaf's value negated at MIN."""

    def search(n, a, b):
        if n.is_leaf:
            return n.value if n.is_max else -n.value
        g = -math.inf
        for c in n.children:
            g = max(g, -search(c, -b, -max(a, g)))
            if g >= b:
                break
        return g

    return search(node, alpha, beta)


def negascout_negamax(node, alpha, beta):
    def search(n, a, b):
        if n.is_leaf:
            return n.value if n.is_max else -n.value
        g = -math.inf
        for i, c in enumerate(n.children):
            if i == 0:
                v = -search(c, -b, -a)
            else:
                lo = max(a, g)
                v = -search(c, -lo - 1, -lo)
                if lo < v < b:
                    v = -search(c, -b, -v)
            g = max(g, v)
            if g >= b:
                break
        return g

    return search(node, alpha, beta)


def mtdf(root, f, report):
    """Plaat's MTD(f) over fail-soft alpha-beta with null windows (no table)."""
    g, lower, upper = f, -math.inf, math.inf
    while lower < upper:
        beta = g + 1 if g == lower else g
        g = alphabeta_soft(root, beta - 1, beta)
        report(beta, g)
        if g < beta:
            upper = g
        else:
            lower = g
    return g


def mtdf_with_table(root, f, report, slip=False):
    """MTD(f) over MT with the student's own transposition table (a dict of bounds)."""
    table = {}

    def mt(node, beta):
        lo, hi = table.get(node.id, (-math.inf, math.inf))
        if lo >= beta:
            return lo
        if hi < beta:
            return hi
        if node.is_leaf:
            g = node.value
        elif node.is_max:
            g = -math.inf
            for c in node.children:
                g = max(g, mt(c, beta))
                if g >= beta:
                    break
        else:
            g = math.inf
            for c in node.children:
                g = min(g, mt(c, beta))
                if g < beta:
                    break
        if slip:
            table[node.id] = (g, g)  # seed 000's slip: "exact" whatever the window
        elif g >= beta:
            table[node.id] = (g, hi)
        else:
            table[node.id] = (lo, g)
        return g

    g, lower, upper = f, -math.inf, math.inf
    while lower < upper:
        beta = g + 1 if g == lower else g
        g = mt(root, beta)
        report(beta, g)
        if g < beta:
            upper = g
        else:
            lower = g
    return g


@pytest.mark.parametrize(
    "fn, algorithm",
    [
        (minimax, "minimax"),
        (alphabeta_hard, "alphabeta"),
        (alphabeta_soft, "alphabeta"),
        (alphabeta_negamax, "alphabeta"),
        (negascout, "negascout"),
        (negascout_negamax, "negascout"),
        (mtdf, "mtdf"),
    ],
)
def test_correct_students_pass_on_the_default_seeds(fn, algorithm):
    report = mtdlab.check(fn, algorithm)
    assert report.ok, report.message
    assert report.trees == 20 and report.passed == 20
    assert str(report).startswith("ok:")


def test_correct_students_pass_on_other_shapes_and_under_gt():
    for b, d in [(2, 6), (4, 3)]:
        assert mtdlab.check(alphabeta_soft, branching=b, depth=d, seeds=range(10)).ok
        assert mtdlab.check(mtdf, "mtdf", branching=b, depth=d, seeds=range(10)).ok


def alphabeta_hard_gt(node, alpha, beta):
    """Fail-hard, cutting only past the window (the cut="gt" convention)."""
    if node.is_leaf:
        return node.value
    if node.is_max:
        for c in node.children:
            alpha = max(alpha, alphabeta_hard_gt(c, alpha, beta))
            if alpha > beta:
                return beta
        return alpha
    for c in node.children:
        beta = min(beta, alphabeta_hard_gt(c, alpha, beta))
        if alpha > beta:
            return alpha
    return beta


def test_a_fail_hard_search_under_gt_is_told_why_it_cuts_less():
    # The root's first child gives α = 3. In the second, MIN node 1, the MAX node 1.0 sees
    # 1 and 2: fail-soft it returns 2 and node 1 cuts (2 < 3) before leaf 1.1; fail-hard it
    # returns its α, 3, a tie with node 1's α, which does not cut under "gt".
    tree = [[3], [[1, 2], 8]]
    assert mtdlab.check(alphabeta_hard, trees=[tree]).ok  # under "ge" both read alike
    report = mtdlab.check(alphabeta_hard_gt, trees=[tree], cut="gt")
    assert not report.ok
    assert report.message.startswith(
        "tree 0: your search evaluated leaf 1.1 (value 8), but alpha-beta cuts at node 1 "
        "before it: g = 2 < α = 3. Your search reads what a fail-hard alpha-beta reads"
    ), report.message
    assert "Return g itself (fail-soft)" in report.message
    # a search wrong in another way is not called fail-hard
    other = mtdlab.check(minimax, "alphabeta", trees=[tree], cut="gt")
    assert not other.ok and "fail-hard" not in other.message


def test_an_mtdf_with_its_own_table_passes_with_tt():
    report = mtdlab.check(mtdf_with_table, "mtdf", tt=True)
    assert report.ok, report.message


def test_trees_can_be_given_as_lists_or_text():
    assert mtdlab.check(alphabeta_soft, trees=[AIMA, "[[1,2],[3,4]]", 7]).trees == 3
    with pytest.raises(ValueError, match="not supported"):
        mtdlab.check(alphabeta_soft, trees=["(a (b 1) (c 2))"])
    with pytest.raises(ValueError, match="check knows minimax"):
        mtdlab.check(alphabeta_soft, "alphabeta-tt")


# --- typical mistakes, each on a tree worked by hand -----------------------------------


def test_alpha_and_beta_swapped_at_min():
    def student(node, alpha, beta):
        if node.is_leaf:
            return node.value
        g = -math.inf if node.is_max else math.inf
        for c in node.children:
            if node.is_max:
                g = max(g, student(c, max(alpha, g), beta))
                if g >= beta:
                    break
            else:
                g = min(g, student(c, alpha, min(beta, g)))
                if g >= beta:  # the MAX test at a MIN node: α and β swapped
                    break
        return g

    # AIMA: C (node 1) must cut after its leaf 2 (2 <= alpha = 3); the student goes on
    report = mtdlab.check(student, trees=[AIMA])
    assert not report.ok
    assert report.message == (
        "tree 0: your search evaluated leaf 1.1 (value 4), but alpha-beta cuts at node 1 "
        "before it: g = 2 ≤ α = 3"
    )


def test_a_cut_with_strict_inequality_under_ge():
    def student(node, alpha, beta):
        if node.is_leaf:
            return node.value
        if node.is_max:
            g = -math.inf
            for c in node.children:
                g = max(g, student(c, max(alpha, g), beta))
                if g > beta:
                    break
            return g
        g = math.inf
        for c in node.children:
            g = min(g, student(c, alpha, min(beta, g)))
            if g < alpha:
                break
        return g

    # root MAX: A = 5; B (MIN) sees 5 first: 5 <= alpha = 5 cuts under ge, not under <
    tree = [[5, 6], [5, 9]]
    report = mtdlab.check(student, trees=[tree])
    assert report.message == (
        "tree 0: your search evaluated leaf 1.1 (value 9), but alpha-beta cuts at node 1 "
        "before it: g = 5 ≤ α = 5"
    )
    # the same student is right under gt
    assert mtdlab.check(student, trees=[tree], cut="gt").ok


def test_a_cut_with_ge_under_gt():
    # under gt, B's 5 = alpha = 5 does not cut: the reference goes on to 9
    report = mtdlab.check(alphabeta_soft, trees=[[[5, 6], [5, 9]]], cut="gt")
    assert report.message == (
        "tree 0: your search skipped leaf 1.1 (value 9) and stopped, but alpha-beta "
        "evaluates it: node 1 (MIN) has g = 5 with window (α, β) = (5, +inf), so it does "
        "not cut"
    )


def test_the_narrowed_window_not_passed_down():
    def student(node, alpha, beta):
        if node.is_leaf:
            return node.value
        if node.is_max:
            g = -math.inf
            for c in node.children:
                g = max(g, student(c, alpha, beta))  # alpha not raised to g
                if g >= beta:
                    break
            return g
        g = math.inf
        for c in node.children:
            g = min(g, student(c, alpha, beta))  # beta not lowered to g
            if g <= alpha:
                break
        return g

    # AIMA: the root passes (-inf, +inf) to C instead of (3, +inf): C never cuts
    report = mtdlab.check(student, trees=[AIMA])
    assert report.message == (
        "tree 0: your search evaluated leaf 1.1 (value 4), but alpha-beta cuts at node 1 "
        "before it: g = 2 ≤ α = 3"
    )


def test_negascout_without_its_research():
    def student(node, alpha, beta):
        if node.is_leaf:
            return node.value
        g = -math.inf if node.is_max else math.inf
        for i, c in enumerate(node.children):
            if i == 0:
                v = student(c, alpha, beta)
            elif node.is_max:
                a = max(alpha, g)
                v = student(c, a, a + 1)  # no re-search when a < v < beta
            else:
                b = min(beta, g)
                v = student(c, b - 1, b)
            g = max(g, v) if node.is_max else min(g, v)
            if (node.is_max and g >= beta) or (not node.is_max and g <= alpha):
                break
        return g

    # root MAX: A = min(1, 2) = 1; B is scouted with (1, 2) and returns min(5, 7) = 5, a
    # lower bound inside (1, +inf): NegaScout re-searches B with (5, +inf), evaluating its
    # leaf 5 again (and cutting: 5 <= alpha = 5); the student takes the scout's 5 and stops
    tree = [[1, 2], [5, 7]]
    report = mtdlab.check(student, "negascout", trees=[tree])
    assert report.message == (
        "tree 0: your search skipped leaf 1.0 (value 5) and stopped, but NegaScout evaluates "
        "it: it re-searches node 1 with the window (α, β) = (5, +inf): the null-window scout "
        "returned g = 5, inside the window"
    )
    assert mtdlab.check(negascout, "negascout", trees=[tree]).ok
    # on the default seeds the missing re-search shows as skipped leaves
    seeded = mtdlab.check(student, "negascout")
    assert not seeded.ok and "skipped leaf" in seeded.message


def test_mtdf_with_beta_always_g_plus_one():
    def student(root, f, report):
        g, lower, upper = f, -math.inf, math.inf
        while lower < upper:
            beta = g + 1  # wrong: after a fail low the next test is beta = g
            g = alphabeta_soft(root, beta - 1, beta)
            report(beta, g)
            if g < beta:
                upper = g
            else:
                lower = g
        return g

    # AIMA, f = 0: MTD(f)'s first test is beta = 0, the student's beta = 1
    report = mtdlab.check(student, "mtdf", trees=[AIMA])
    assert report.message == (
        "tree 0: your test 1 was β = 1, but MTD(f) tests β = 0: the first test's β is the "
        "guess f = 0"
    )


def test_mtdf_table_storing_exact_values_outside_the_window():
    def slip(root, f, report):
        return mtdf_with_table(root, f, report, slip=True)

    # value max(min(3, 1), min(3, 2)) = 2. Test 1, beta = 0: A = 1 >= 0 fails the root high
    # with g = 1, a lower bound, but the slip stores the root as exactly 1; test 2, beta = 2,
    # finds (1, 1) in the table and answers 1 without searching: MT finds B = 2
    report = mtdlab.check(slip, "mtdf", trees=[[[3, 1], [3, 2]]], tt=True)
    assert report.message == (
        "tree 0: your test 2 (β = 2) returned g = 1, but MT returns g = 2: the value is ≥ 2"
    )
    # and on the default seeds it is caught too
    seeded = mtdlab.check(slip, "mtdf", tt=True)
    assert not seeded.ok and "returned g =" in seeded.message


def test_an_mtdf_that_never_raises_beta_is_stopped():
    def student(root, f, report):
        g, lower, upper = f, -math.inf, math.inf
        while lower < upper:
            beta = g  # after a fail high the same test again: no progress, ever
            g = alphabeta_soft(root, beta - 1, beta)
            report(beta, g)
            if g < beta:
                upper = g
            else:
                lower = g
        return g

    # AIMA has 13 nodes: the budget is 50 * 13 + 1000 reads
    report = mtdlab.check(student, "mtdf", trees=[AIMA])
    assert report.message == (
        "tree 0: your test 2 was β = 3, but MTD(f) tests β = 4: test 1 returned g = 3 ≥ β = "
        "0, so the value is at least 3 and the next test is β = g + 1 = 4 (stopped after 1650 "
        "reads: an endless loop?)"
    )


def test_a_leaf_read_twice_and_a_students_error():
    def twice(node, alpha, beta):  # a root whose children are leaves
        g = -math.inf
        for c in node.children:
            if c.value > g:
                g = c.value  # a second evaluation of the same leaf
        return g

    report = mtdlab.check(twice, trees=[[1, 2]])
    assert report.message == (
        "tree 0: your search evaluated leaf 0 (value 1) a second time (each read of "
        "node.value is one evaluation: keep it in a variable), but alpha-beta evaluates leaf "
        "1 (value 2) there"
    )
    report = mtdlab.check(lambda node, a, b: node.children[0].value, trees=[AIMA])
    assert report.message == (
        "tree 0: your search raised ValueError: node 0 is not a leaf: only a leaf has a "
        "value (search its children)"
    )


# --- the teacher's autograder -------------------------------------------------------------

GOOD = '''
import math

def minimax(node):
    if node.is_leaf:
        return node.value
    vs = [minimax(c) for c in node.children]
    return max(vs) if node.is_max else min(vs)

def alphabeta(node, alpha, beta):
    if node.is_leaf:
        return node.value
    for c in node.children:
        v = alphabeta(c, alpha, beta)
        if node.is_max:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
        if alpha >= beta:
            break
    return alpha if node.is_max else beta
'''

BAD = GOOD.replace("if alpha >= beta:", "if alpha > beta:")


def test_the_autograder_on_a_good_and_a_bad_student(tmp_path):
    good, bad = tmp_path / "good.py", tmp_path / "bad.py"
    good.write_text(GOOD)
    bad.write_text(BAD)
    script = ROOT / "examples" / "grading.py"
    run = lambda f: subprocess.run(  # noqa: E731
        [sys.executable, str(script), str(f)], capture_output=True, text=True, timeout=120
    )
    g, b = run(good), run(bad)
    assert g.returncode == 0, g.stderr
    assert "score: 2/2" in g.stdout
    assert "alphabeta" in b.stdout and "score: 1/2" in b.stdout
    assert "cuts at node" in b.stdout
