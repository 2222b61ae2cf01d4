"""R1.2 and R1.4: only registry files become references, built one way for every scope."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.references import Reference, Registry, build_references, reference_of

A = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"
B = "6f9619ff-8b86-d011-b42d-00c04fc964ff"
C = "3c3c3c3c-1111-4222-8333-444455556666"


def entry(file_id: object, name: object = "a.txt", mime: object = "text/plain") -> Reference | None:
    return reference_of({"ID": file_id, "FullName": name, "MimeType": mime})


@pytest.mark.parametrize(
    ("entries", "expected"),
    [
        pytest.param([entry("not-a-uuid"), entry(A)], [A], id="R1.4 skip non-uuid"),
        pytest.param([entry(A, name=""), entry(B)], [B], id="R1.4 skip empty name"),
        pytest.param([entry(A, name="   "), entry(B)], [B], id="R1.4 skip blank name"),
        pytest.param([entry(A, mime=""), entry(B)], [B], id="R1.4 skip empty mime"),
        pytest.param([entry(A, name=None), entry(B)], [B], id="R1.4 skip missing name"),
        pytest.param([entry(A), entry(A.upper(), name="dup")], [A], id="R1.4 dedupe canonical"),
        pytest.param([entry(x) for x in (A, B, C)], [A, B], id="R1.4 stop at limit"),
        pytest.param(
            [entry("x"), entry(""), entry(A), entry(B)], [A, B], id="R1.4 skipped take no slot"
        ),
    ],
)
def test_build_references(entries: list[Reference | None], expected: list[str]) -> None:
    assert [r.id for r in build_references(entries, limit=2)] == expected


def test_names_are_cut_to_260_characters() -> None:
    (reference,) = build_references([entry(A, name="n" * 1000)])
    assert reference.file_name == "n" * 260


def test_default_limit_is_five() -> None:
    ids = [f"00000000-0000-4000-8000-00000000000{i}" for i in range(8)]
    assert len(build_references([entry(i) for i in ids])) == 5


def test_registry_accepts_both_spellings() -> None:
    registry = Registry(
        [
            {"ID": A, "FullName": "a.txt", "MimeType": "text/plain"},
            {"id": B, "full_name": "b.csv", "mime_type": "text/csv"},
            "not an object",
            {"ID": C},
        ]
    )
    assert registry.skipped == 2
    assert registry.whole(limit=5) == [
        Reference(A, "a.txt", "text/plain"),
        Reference(B, "b.csv", "text/csv"),
    ]


def test_mentioned_takes_the_registry_name_and_type_and_drops_unknown_ids() -> None:
    registry = Registry([{"ID": A, "FullName": "real.txt", "MimeType": "text/plain"}])
    assert registry.mentioned([B, A], limit=5) == [Reference(A, "real.txt", "text/plain")]
    assert A.upper() in registry


@given(
    st.lists(st.uuids().map(str), max_size=20),
    st.lists(st.uuids().map(str), max_size=20),
    st.integers(min_value=1, max_value=10),
)
def test_a_file_not_in_the_registry_is_never_forwarded(
    held: list[str], mentioned: list[str], limit: int
) -> None:
    registry = Registry([{"ID": i, "FullName": "f", "MimeType": "m"} for i in held])
    references = registry.mentioned(mentioned + held, limit=limit)
    assert {r.id for r in references} <= set(held)
    assert len(references) <= limit
    assert len({r.id for r in references}) == len(references)
    assert references == registry.mentioned(mentioned + held, limit=limit)
