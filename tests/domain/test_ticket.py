"""Canonical ids and safe keys."""

from __future__ import annotations

import uuid

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.ticket import canonical_id, canonical_key, is_safe_key

CANON = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"


@pytest.mark.parametrize(
    "spelling",
    [
        CANON,
        CANON.upper(),
        CANON.replace("-", ""),
        "{" + CANON + "}",
        "urn:uuid:" + CANON,
    ],
)
def test_canonical_id_accepts_every_uuid_spelling(spelling: str) -> None:
    assert canonical_id(spelling) == CANON


@pytest.mark.parametrize("value", [None, 42, True, "", "queue-item-42", CANON + "0", [CANON]])
def test_canonical_id_rejects_non_uuids(value: object) -> None:
    assert canonical_id(value) is None


@given(st.uuids())
def test_canonical_id_round_trips(value: uuid.UUID) -> None:
    assert canonical_id(str(value).upper()) == str(value)


@pytest.mark.parametrize(
    ("key", "ok"),
    [
        ("run-42", True),
        ("a.b_c-D9", True),
        ("x" * 128, True),
        ("x" * 129, False),
        (".", False),
        ("..", False),
        ("...", True),
        ("", False),
        ("a/b", False),
        ("a b", False),
        ("é", False),
    ],
)
def test_is_safe_key(key: str, ok: bool) -> None:
    assert is_safe_key(key) is ok


def test_canonical_key_lowers_uuid_job_keys_only() -> None:
    assert canonical_key(CANON.upper()) == CANON
    assert canonical_key("Job-A") == "Job-A"
