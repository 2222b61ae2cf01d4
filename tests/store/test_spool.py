"""`atomic_write` against a sweep that runs while it writes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.store import spool


def test_a_sweep_during_an_atomic_write_leaves_its_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A CI run: the temporary file was closed (its lock let go) before its rename, and a
    # sweep in between removed it as a crash's leftover; the save failed with a 503.
    temps = tmp_path / "tmp"
    real = os.replace
    swept: list[int] = []

    def replace_after_a_sweep(src: str, dst: str, *args: object, **kwargs: object) -> None:
        swept.append(spool.sweep([p for p in temps.iterdir() if p.is_file()]))
        real(src, dst, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", replace_after_a_sweep)
    spool.atomic_write(tmp_path / "metadata.json", b"{}", temp_dir=temps)
    assert swept == [0]
    assert (tmp_path / "metadata.json").read_bytes() == b"{}"
    assert list(temps.iterdir()) == []
