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


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("a" * 300 + ".pdf", "a" * 251 + ".pdf"),
        ("é" * 300 + ".docx", "é" * 125 + ".docx"),  # 250 bytes: a character is not split
        ("a" * 300 + ".tar.gz", "a" * 248 + ".tar.gz"),
        ("a" * 300 + ".v2.1.csv.gz", "a" * 248 + ".csv.gz"),
        ("report " * 50 + ".csv", ("report " * 50)[:251].rstrip() + ".csv"),
        # No extension to keep: too long to be one, or nothing but an extension.
        ("a" * 300 + "." + "b" * 40, "a" * 255),
        ("a" * 300 + ".not one", "a" * 255),
        ("." + "b" * 300, "." + "b" * 254),
    ],
)
def test_a_long_name_keeps_its_extension(name: str, expected: str) -> None:
    # An independent probe: a long output file's name lost its extension, and its type with it.
    assert safe_file_name(name) == expected
    assert len(expected.encode()) <= 255


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
