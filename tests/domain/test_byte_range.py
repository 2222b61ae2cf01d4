"""`Range` header parsing (RFC 9110 §14)."""

from __future__ import annotations

import pytest

from app.domain.byte_range import (
    ByteRange,
    UnsatisfiableRange,
    any_match,
    none_match,
    parse_range,
    range_holds,
)


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("bytes=0-0", ByteRange(0, 0, 10)),
        ("bytes=2-5", ByteRange(2, 5, 10)),
        ("bytes=8-", ByteRange(8, 9, 10)),
        ("bytes=-3", ByteRange(7, 9, 10)),
        ("bytes=-30", ByteRange(0, 9, 10)),
        ("bytes=4-99", ByteRange(4, 9, 10)),
        ("BYTES = 1 - 2", ByteRange(1, 2, 10)),
        ("bytes=5-2", None),
        ("bytes=-", None),
        ("bytes=a-b", None),
        ("bytes=0-1,3-4", None),
        ("pages=1-2", None),
    ],
)
def test_parse(header: str, expected: ByteRange | None) -> None:
    assert parse_range(header, 10) == expected


HUGE = "9" * 5000


def test_positions_of_thousands_of_digits_are_past_the_end() -> None:
    assert parse_range(f"bytes=0-{HUGE}", 10) == ByteRange(0, 9, 10)
    assert parse_range(f"bytes=-{HUGE}", 10) == ByteRange(0, 9, 10)
    assert parse_range("bytes=00000000000000000000000000003-4", 10) == ByteRange(3, 4, 10)
    with pytest.raises(UnsatisfiableRange):
        parse_range(f"bytes={HUGE}-", 10)


@pytest.mark.parametrize(
    ("header", "matches"),
    [
        ('"abc"', True),
        ('W/"abc"', True),
        ('"x", W/"abc"', True),
        ("*", True),
        (" * ", True),
        ('"abd"', False),
        ('"ab"', False),
        ("", False),
    ],
)
def test_if_none_match_compares_weakly(header: str, matches: bool) -> None:
    assert none_match(header, '"abc"') is matches


@pytest.mark.parametrize("header", ["bytes=10-", "bytes=10-20", "bytes=-0"])
def test_unsatisfiable(header: str) -> None:
    with pytest.raises(UnsatisfiableRange):
        parse_range(header, 10)


def test_a_suffix_of_an_empty_representation_is_the_whole_of_it() -> None:
    # RFC 9110 §14.1.1: on an empty representation the only satisfiable range is a suffix
    # with a non-zero length (an independent probe: it was a 416), served as the whole body.
    assert parse_range("bytes=-5", 0) is None
    for unsatisfiable in ("bytes=0-", "bytes=0-0", "bytes=-0"):
        with pytest.raises(UnsatisfiableRange):
            parse_range(unsatisfiable, 0)


@pytest.mark.parametrize(
    ("header", "matches"),
    [('"abc"', True), ("*", True), ('"x", "abc"', True), ('W/"abc"', False), ('"x"', False)],
)
def test_if_match_compares_strongly(header: str, matches: bool) -> None:
    assert any_match(header, '"abc"') is matches


@pytest.mark.parametrize(
    ("header", "holds"),
    [('"abc"', True), ('W/"abc"', False), ('"x"', False), ("Thu, 01 Jan 2099 00:00:00 GMT", False)],
)
def test_if_range_holds_for_the_same_strong_tag_only(header: str, holds: bool) -> None:
    assert range_holds(header, '"abc"') is holds


def test_content_range_and_length() -> None:
    byte_range = ByteRange(2, 5, 10)
    assert byte_range.length == 4
    assert byte_range.content_range() == "bytes 2-5/10"
