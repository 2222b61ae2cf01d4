"""`python -m app` / `attachguard`: validate the settings, then serve with uvicorn."""

from __future__ import annotations

import argparse
import sys

import uvicorn

from app import __version__
from app.settings import SettingsError, load_settings


def main(argv: list[str] | None = None) -> None:
    """Start the server on the configured host and port; exit 2 on bad settings."""
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
        sys.stderr.write(f"attachguard: {exc}\n")
        raise SystemExit(2) from None
    uvicorn.run(
        "app.main:create_app",
        factory=True,
        host=settings.host,
        port=settings.port,
        access_log=False,
        proxy_headers=False,
        server_header=False,
    )


if __name__ == "__main__":
    main()
