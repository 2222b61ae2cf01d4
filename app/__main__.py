"""`python -m app` / `attachguard`: validate the settings, then serve with uvicorn."""

from __future__ import annotations

import sys

import uvicorn

from app.settings import SettingsError, load_settings


def main() -> None:
    """Start the server on the configured host and port; exit 2 on bad settings."""
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"attachguard: {exc}", file=sys.stderr)
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
