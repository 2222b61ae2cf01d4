"""client.py is what unasync makes of async_client.py: one client core, committed as generated."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

GENERATOR = Path(__file__).resolve().parents[1] / "scripts" / "generate_client.py"


def test_the_committed_sync_client_is_generated_from_the_async_one() -> None:
    done = subprocess.run(
        [sys.executable, GENERATOR, "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, f"{done.stderr}\n{done.stdout}"
