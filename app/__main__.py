"""`python -m app` / `attachguard`: validate the settings, then serve (see `app.server`)."""

from __future__ import annotations

import argparse
import os
import sys

from app import __version__
from app.environment import wipe
from app.settings import SettingsError, load_settings, secret_variables


def main(argv: list[str] | None = None) -> None:
    """Start the server on the configured host and port; exit 2 on bad settings."""
    # numpy (the learned scorer's sums) never needs BLAS threads; OpenBLAS would reserve memory
    # for one per core, in every worker process too. Set before anything imports numpy.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    parser = argparse.ArgumentParser(
        prog="attachguard",
        description="Guardrail service for AI agents that handle files. Every setting is an "
        "ATTACHGUARD_* environment variable (see the README); the defaults serve on "
        "127.0.0.1:8000 with a local store and the built-in heuristic judge.",
    )
    parser.add_argument("--version", action="version", version=f"attachguard {__version__}")
    parser.parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        # One line per bad variable, each naming it: readable in a container's log.
        sys.stderr.write("".join(f"attachguard: {problem}\n" for problem in exc.problems))
        raise SystemExit(2) from None
    # Read once; from here on the keys live only in the settings object (see app.environment).
    wipe(secret_variables())
    from app.server import serve  # after the settings check: a bad setting starts nothing

    serve(settings)


if __name__ == "__main__":
    main()
