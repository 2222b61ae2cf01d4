"""`python -m app` / `attachguard`: validate the settings, then serve (see `app.server`)."""

from __future__ import annotations

import argparse
import os
import socket
import sys
import tempfile

from app import __version__
from app.domain.filename import display_name
from app.environment import wipe
from app.settings import Settings, SettingsError, StoreKind, load_settings, secret_variables
from app.tracing import tracing_problems


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
        _report(exc.problems)
        raise SystemExit(2) from None
    unusable = tracing_problems() + _unusable_directories(settings) + _unbindable(settings)
    if unusable:
        _report(unusable)
        raise SystemExit(2)
    # Read once; from here on the keys live only in the settings object (see app.environment).
    wipe(secret_variables())
    from app.server import serve  # after the settings check: a bad setting starts nothing

    try:
        serve(settings)
    except KeyboardInterrupt:
        # Ctrl-C: the server has already shut down cleanly; no traceback after it.
        raise SystemExit(130) from None


# A problem's line is cut here: a setting's value it names (a policy's name, a path) may be
# long, and the line is one of a container's log.
_LINE_CHARS = 1000


def _report(problems: list[str]) -> None:
    """One line per problem: a name taken from a setting (a policy's, a tenant's, a judge's)
    cannot break a line or forge the next one (its control and bidi characters are blanked)."""
    lines = []
    # A check may say several problems in one message, a line each: each stays a line (the
    # names in them are printable already, `settings._shown`; this is the second net).
    for said in (part for problem in problems for part in problem.split("\n")):
        line = display_name(said)
        if line:
            lines.append(line if len(line) <= _LINE_CHARS else line[: _LINE_CHARS - 1] + "…")
    sys.stderr.write("".join(f"attachguard: {line}\n" for line in lines))


def _unusable_directories(settings: Settings) -> list[str]:
    """The directories the service writes that it cannot make, each named by its setting:
    one line each at start-up instead of a traceback when the first request needs them. (The
    workspace root is `/readyz`'s to report: a mount may come later.)"""
    wanted = [("ATTACHGUARD_DECISION_LOG_DIR", settings.journal_dir)]
    if settings.store is StoreKind.LOCAL:
        wanted.insert(0, ("ATTACHGUARD_STORE_ROOT", settings.store_root))
    problems = []
    for name, directory in wanted:
        try:
            directory.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            problems.append(
                f"{name}: cannot create the directory {str(directory)!r} "
                f"({exc.strerror or type(exc).__name__})"
            )
            continue
        if name == "ATTACHGUARD_DECISION_LOG_DIR":
            # The journal is written before the first answer: a directory there but read-only
            # (a mount) failed start-up with a traceback (exit code 3).
            try:
                with tempfile.TemporaryFile(dir=directory):
                    pass
            except OSError as exc:
                problems.append(
                    f"{name}: cannot write in the directory {str(directory)!r} "
                    f"({exc.strerror or type(exc).__name__})"
                )
    return problems


def _unbindable(settings: Settings) -> list[str]:
    """The address the server cannot listen on (in use, not this machine's, a name that does
    not resolve), named by its settings: one line before start-up rather than the server's
    own log line after it. (A race with another process still fails at the real bind.)"""
    where = f"ATTACHGUARD_HOST and ATTACHGUARD_PORT ({settings.host!r}, {settings.port})"
    try:
        found = socket.getaddrinfo(
            settings.host, settings.port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )
    except (OSError, UnicodeError) as exc:
        return [f"{where}: the host does not resolve ({getattr(exc, 'strerror', None) or exc})"]
    family, kind, proto, _, address = found[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            return [f"{where}: cannot listen there ({exc.strerror or type(exc).__name__})"]
    return []


if __name__ == "__main__":
    main()
