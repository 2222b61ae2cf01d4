"""Generate the sync client (client.py) from the async one (async_client.py) with unasync.

`python scripts/generate_client.py` rewrites src/attachguard_client/client.py (`make generate`);
`--check` rewrites nothing and fails, printing the difference, when the committed file is not
what the generator makes (the test suite runs it). unasync drops `async` and `await` and renames
the tokens below; ruff then sorts the imports and formats the result as the tree is formatted.
"""

from __future__ import annotations

import argparse
import difflib
import subprocess
import sys
import tempfile
from pathlib import Path

import unasync

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "attachguard_client"
SOURCE = PACKAGE / "async_client.py"
TARGET = PACKAGE / "client.py"

# Beyond unasync's own (__aenter__, __aexit__, asynccontextmanager, AsyncIterator, ...): every
# name that differs between the two clients. The waiting and the file I/O go through the seam
# in concurrency.py, whose `a`-prefixed functions have blocking twins.
REPLACEMENTS = {
    "AsyncClient": "Client",  # the class, and httpx2's
    "AsyncBaseTransport": "BaseTransport",
    "AsyncDownload": "Download",
    "aclose": "close",
    "aiter_bytes": "iter_bytes",
    "aiter_lines": "iter_lines",
    "asleep": "sleep",
    "arun_blocking": "run_blocking",
}

HEADER = (
    "# Generated from async_client.py by scripts/generate_client.py (`make generate`): edit that\n"
    "# file, not this one; a test fails when the two disagree.\n"
)


def _ruff(*args: str, source: str) -> str:
    # --stdin-filename makes ruff read the project's settings (line length, import sections).
    done = subprocess.run(
        [sys.executable, "-m", "ruff", *args, "--stdin-filename", str(TARGET), "-"],
        input=source,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"ruff {' '.join(args)} failed:\n{done.stderr}")
    return done.stdout


def generate() -> str:
    """The text client.py should hold."""
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / SOURCE.name
        source.write_text(SOURCE.read_text(encoding="utf-8"), encoding="utf-8")
        rule = unasync.Rule(SOURCE.name, TARGET.name, additional_replacements=REPLACEMENTS)
        unasync.unasync_files([str(source)], rules=[rule])
        generated = (Path(tmp) / TARGET.name).read_text(encoding="utf-8")
    sorted_imports = _ruff("check", "--select", "I", "--fix", "--quiet", source=HEADER + generated)
    return _ruff("format", "--quiet", source=sorted_imports)


def main() -> int:
    parser = argparse.ArgumentParser(description="Generate client.py from async_client.py.")
    parser.add_argument(
        "--check", action="store_true", help="compare with client.py instead of writing it"
    )
    check = parser.parse_args().check
    expected = generate()
    if not check:
        TARGET.write_text(expected, encoding="utf-8")
        return 0
    committed = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
    if committed == expected:
        return 0
    diff = difflib.unified_diff(
        committed.splitlines(keepends=True),
        expected.splitlines(keepends=True),
        fromfile="client.py (committed)",
        tofile="client.py (generated from async_client.py)",
    )
    sys.stdout.writelines(diff)
    print("client.py is stale: run `make generate` and commit the result", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
