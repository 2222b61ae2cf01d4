"""Safe names for display (R2.6) and for the disk (R3.5)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.filename import ascii_fallback, display_name, safe_file_name


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("report.csv", "report.csv"),
        ("../../etc/passwd", "passwd"),
        ("/abs/path/x.txt", "x.txt"),
        ("C:\\Users\\me\\doc.docx", "doc.docx"),
        ("a\x00b\x1fc.txt", "abc.txt"),
        ("evil\u202eexe.txt", "evilexe.txt"),
        ("  spaced.txt  ", "spaced.txt"),
        ("..", "file"),
        ("...", "file"),
        ("   ", "file"),
        (". .", "file"),
        ("", "file"),
        ("dir/", "file"),
        ("/report..v2.md", "report..v2.md"),
    ],
)
def test_safe_file_name(name: str, expected: str) -> None:
    assert safe_file_name(name) == expected


def test_long_names_are_cut_on_a_character_boundary() -> None:
    cut = safe_file_name("é" * 10_000)
    assert len(cut.encode()) <= 255
    assert cut == "é" * 127


@given(st.text())
def test_safe_file_name_is_one_printable_component(name: str) -> None:
    safe = safe_file_name(name, max_bytes=200)
    assert safe
    assert "/" not in safe
    assert "\\" not in safe
    assert safe not in {".", ".."}
    assert safe.isprintable()
    assert len(safe.encode()) <= 200


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("a\r\nFAKE log line", "a  FAKE log line"),
        ("tab\there", "tab here"),
        ("\u202egnp.exe", "gnp.exe"),
        ("\x85next", "next"),
        ("\r\n", ""),
    ],
)
def test_display_name(name: str, expected: str) -> None:
    assert display_name(name) == expected


@given(st.text())
def test_display_name_never_breaks_a_line(name: str) -> None:
    shown = display_name(name)
    assert shown.isprintable()
    assert len(shown.splitlines()) <= 1


def test_ascii_fallback_has_no_quote_or_control() -> None:
    assert ascii_fallback('a"b\\c;d é') == "a_b_c_d _"
