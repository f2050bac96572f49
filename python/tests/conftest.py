"""Shared helpers of the Python module's tests: the CLI they are checked against.

The CLI is the release binary `target/release/mtdlab` that `cargo build --release` (and the
test command's `cargo test --release`) leaves; MTDLAB_BIN names another."""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def cli_path() -> pathlib.Path:
    given = os.environ.get("MTDLAB_BIN")
    if given:
        return pathlib.Path(given)
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "release" / "mtdlab"


@pytest.fixture(scope="session")
def cli():
    """Runs `mtdlab ARGS…`; returns (exit status, stdout, stderr)."""
    path = cli_path()
    if not path.exists():
        pytest.fail(f"{path} is missing: run `cargo build --release` first (or set MTDLAB_BIN)")

    def run(*args: str):
        p = subprocess.run([str(path), *args], capture_output=True, text=True, timeout=120)
        return p.returncode, p.stdout.strip(), p.stderr.strip()

    return run


@pytest.fixture(scope="session")
def cli_json(cli):
    """`mtdlab ARGS… --json`, parsed; a failure fails the test with the CLI's message."""

    def run(*args: str):
        status, out, err = cli(*args, "--json")
        assert status == 0, f"mtdlab {' '.join(args)}: {err}"
        return json.loads(out)

    return run


#: Figures the tests measure (never asserted on), printed at the end of the run.
MEASURED: list = []


def pytest_terminal_summary(terminalreporter):
    if MEASURED:
        terminalreporter.section("measured")
        for line in MEASURED:
            terminalreporter.write_line(line)
