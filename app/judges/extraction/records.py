"""Record formats: JSON (string values, field names), CSV (cells), iCalendar and vCard (values).

In these formats a newline inside a text field is written as the two characters `\\n`, which
hides sentence and line boundaries from any matcher; each reader here gives the text back as
it reads to a person. A file that does not parse as its format is read as plain text, never
skipped.
"""

from __future__ import annotations

import csv
import io
import re

import orjson

from app.judges.extraction.base import Extracted, TextSink

# A JSON string value shorter than this is a code, a date or a flag, not prose; keys likewise.
_MIN_KEY_CHARS = 24
# At most this many distinct field names are read (a map keyed by ids has one name per entry).
_MAX_NAMES = 256


def _json_strings(value: object, sink: TextSink, named: set[str]) -> None:
    """The strings of `value` into `sink`. Field names of several words say what the values
    are ("expected_behaviour", "test_case"): each is read once per document (`named`), as words
    on a line of its own, the first time it is met. One-word names ("payload", "severity") are
    everyday structure and are not read."""
    stack: list[object] = [value]
    while stack and not sink.full:
        item = stack.pop()
        if isinstance(item, str):
            sink.add(item)
            sink.add("\n")
        elif isinstance(item, dict):
            for key in item:
                if (
                    "_" in key
                    and len(key) < _MIN_KEY_CHARS
                    and key not in named
                    and len(named) < _MAX_NAMES
                ):
                    named.add(key)
                    sink.add(key.replace("_", " "))
                    sink.add("\n")
            for key, child in reversed(item.items()):
                stack.append(child)
                if len(key) >= _MIN_KEY_CHARS:  # a long key can carry a sentence too
                    stack.append(key)
        elif isinstance(item, list):
            stack.extend(reversed(item))
    if stack:
        sink.truncated = True  # full, exactly at the bound, with values still to read


def json_text(text: str, max_chars: int) -> Extracted:
    """Every string value of a JSON document (or of each line of JSON Lines), in order, and each
    field name once."""
    sink = TextSink(max_chars)
    try:
        _json_strings(orjson.loads(text), sink, set())
        return sink.result()
    except orjson.JSONDecodeError:
        pass
    lines = text.splitlines()
    named: set[str] = set()
    try:
        for line in lines:
            if line.strip():
                _json_strings(orjson.loads(line), sink, named)
    except orjson.JSONDecodeError:
        sink = TextSink(max_chars)  # not JSON at all: the text as it stands
        sink.add(text)
    return sink.result()


def csv_text(text: str, max_chars: int) -> Extracted:
    """The cells of a CSV (or TSV) file, one row per line, cells separated by ` | `."""
    sink = TextSink(max_chars)
    first = text[:4096].partition("\n")[0]
    # The header line's most frequent separator; quoting stays RFC 4180's ("" inside quotes).
    delimiter = max(",;\t|", key=first.count)
    try:
        for row in csv.reader(io.StringIO(text), csv.excel, delimiter=delimiter):
            if sink.full:
                sink.truncated = True  # a row left, even when the bound fell on a row's end
                break
            sink.add(" | ".join(cell.strip() for cell in row))
            sink.add("\n")
    except csv.Error:  # a field past the csv module's limit, a NUL byte: read it as text
        sink = TextSink(max_chars)
        sink.add(text)
    return sink.result()


# RFC 5545 3.1: a line starting with a space or tab continues the previous one.
_FOLD = re.compile(r"\r?\n[ \t]")
# RFC 5545 3.3.11 / RFC 6350 3.4: \n \N \, \; \\ in TEXT values.
_ESCAPE = re.compile(r"\\([nN,;:\\])")
_UNESCAPED = {"n": "\n", "N": "\n", ",": ",", ";": ";", ":": ":", "\\": "\\"}
# Properties that carry structure, not prose.
_STRUCTURAL = frozenset(
    {
        "BEGIN", "END", "VERSION", "PRODID", "CALSCALE", "METHOD", "DTSTART", "DTEND", "DTSTAMP",
        "DUE", "UID", "SEQUENCE", "STATUS", "TZID", "TZOFFSETFROM", "TZOFFSETTO", "TZNAME",
        "RRULE", "EXDATE", "RDATE", "CREATED", "LAST-MODIFIED", "TRANSP", "CLASS", "PRIORITY",
        "DURATION", "FREEBUSY", "GEO", "REV", "X-WR-TIMEZONE", "ACTION", "TRIGGER", "PHOTO",
    }
)  # fmt: skip
_CN = re.compile(r';CN=("([^"]*)"|[^;:]*)', re.IGNORECASE)


def _content_line(line: str) -> tuple[str, str, str] | None:
    """(name, parameters, value) of one unfolded content line; None when it is not one."""
    quoted = False
    for index, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == ":" and not quoted:
            head, value = line[:index], line[index + 1 :]
            name, _, parameters = head.partition(";")
            return name.strip().upper(), ";" + parameters if parameters else "", value
    return None


def calendar_text(text: str, max_chars: int) -> Extracted:
    """The text values of an iCalendar or vCard file: unfolded, unescaped, one per line.

    Display names in `CN=` parameters are read too (attendees and organisers are named by
    whoever wrote the invitation). `X-ALT-DESC` (HTML) is read as HTML.
    """
    from app.judges.extraction.markup import html_text

    sink = TextSink(max_chars)
    for line in _FOLD.sub("", text).splitlines():
        if sink.full:
            sink.truncated = True  # a line left, even when the bound fell on a line's end
            break
        parsed = _content_line(line)
        if parsed is None:
            sink.add(line)
            sink.add("\n")
            continue
        name, parameters, value = parsed
        for match in _CN.finditer(parameters):
            sink.add((match.group(2) if match.group(2) is not None else match.group(1)) + "\n")
        if name in _STRUCTURAL or not value.strip():
            continue
        value = _ESCAPE.sub(lambda m: _UNESCAPED[m.group(1)], value)
        if name == "X-ALT-DESC" and "HTML" in parameters.upper():
            value = html_text(value, max_chars).text
        sink.add(value)
        sink.add("\n")
    return sink.result()
