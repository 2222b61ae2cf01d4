"""HTML: the visible text, and the places attackers hide text, with quoted parts marked.

Parsed by lxml (libxml2's forgiving HTML parser: entities decoded, broken markup repaired).
Kept: element text in document order, comments, `alt`/`title`/`aria-label`/`placeholder`
attributes, `<meta>` contents (all but technical ones such as `viewport`), form values, `data-*`
attributes that hold words, data blocks (`<script>` of a type that is not a script, such as
JSON-LD or a template), and elements hidden by style (their text is read like any other).
Dropped: the bodies of scripts and of `<style>`, which are code, not prose. Block elements end a
line; text inside `blockquote`, `pre` and `q` is prefixed with `> ` and inline `code` is wrapped
in backticks, so quotation survives as plain text.

A document that declares UTF-16 or UTF-32 in a `<meta>` without a byte-order mark is read as
UTF-8, as the HTML standard has browsers do (libxml2 would read it as UTF-16: other text).
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator

import lxml.html
from lxml import etree

from app.judges.extraction.base import Extracted, TextSink

_SKIPPED = frozenset({"script", "style"})
_BLOCKS = frozenset(
    {
        "p", "div", "br", "li", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6",
        "section", "article", "header", "footer", "nav", "main", "aside", "table", "ul", "ol",
        "dl", "dt", "dd", "form", "figure", "figcaption", "hr", "title", "address", "details",
        "summary", "body", "html", "blockquote", "pre", "caption", "option", "label", "button",
    }
)  # fmt: skip
_QUOTES = frozenset({"blockquote", "pre", "q"})
_ATTRIBUTES = ("alt", "title", "aria-label", "aria-description", "placeholder")
# `<meta>` names whose content is configuration, not text anyone reads.
_META_TECHNICAL = frozenset(
    {
        "viewport", "robots", "googlebot", "generator", "theme-color", "color-scheme",
        "format-detection", "referrer", "csrf-token", "csrf-param", "apple-mobile-web-app-capable",
        "mobile-web-app-capable", "handheldfriendly", "msvalidate.01", "google-site-verification",
    }
)  # fmt: skip
# `<script>` types that are scripts; any other type is a data block, read as text.
_SCRIPT_TYPES = frozenset(
    {"", "text/javascript", "application/javascript", "module", "text/ecmascript",
     "application/ecmascript", "importmap", "speculationrules"}
)  # fmt: skip
_VALUED = frozenset({"input", "button", "option", "param", "data", "meter", "li"})


def _attribute_text(element: etree._Element) -> Iterator[str]:
    for name in _ATTRIBUTES:
        value = element.get(name)
        if value and value.strip():
            yield value.strip()
    tag = element.tag
    if tag == "meta":
        yield from _meta_text(element)
    elif tag in _VALUED and (element.get("value") or "").strip():
        yield str(element.get("value")).strip()
    for name, value in element.attrib.items():
        # A data attribute that holds words (not an id, a number or a flag) is text a page's
        # script may show, and that an agent reading the source reads.
        if str(name).startswith("data-") and len(str(value).split()) > 1:
            yield str(value).strip()


def _meta_text(element: etree._Element) -> Iterator[str]:
    """A `<meta>`'s content, unless its name says it is configuration."""
    key = element.get("name") or element.get("property") or element.get("itemprop") or ""
    key = key.strip().lower()
    content = element.get("content")
    if key and key not in _META_TECHNICAL and not key.startswith("msapplication") and content:
        yield str(content)


def _is_script(element: etree._Element) -> bool:
    kind = (element.get("type") or "").split(";")[0].strip().lower()
    return kind in _SCRIPT_TYPES


# A `<meta>` declaring UTF-16 or UTF-32 in the document's first bytes.
_WIDE_CHARSET = re.compile(rb"<meta[^>]*charset\s*=\s*[\"']?\s*utf-?(16|32)", re.IGNORECASE)
_MARKS = (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


class _Writer:
    """Writes text into the sink, prefixing lines inside quotes with `> `."""

    def __init__(self, sink: TextSink) -> None:
        self.sink = sink
        self.quote_depth = 0
        self.at_line_start = True

    def text(self, text: str | None) -> None:
        if not text:
            return
        if self.quote_depth:
            prefix = "> "
            lines = text.split("\n")
            out = []
            for i, line in enumerate(lines):
                if (i or self.at_line_start) and line.strip():
                    out.append(prefix + line)
                else:
                    out.append(line)
            text = "\n".join(out)
        self.sink.add(text)
        self.at_line_start = text.endswith("\n")

    def line(self) -> None:
        if not self.at_line_start:
            self.sink.add("\n")
            self.at_line_start = True


def _walk(root: etree._Element, writer: _Writer) -> None:
    # Iterative: a page nested ten thousand deep must not exhaust the stack.
    stack: list[tuple[etree._Element, bool]] = [(root, False)]
    while stack and not writer.sink.full:
        element, closing = stack.pop()
        if closing:
            _leave(element, writer)
            continue
        if isinstance(element, etree._Comment):
            writer.line()
            writer.text(element.text)
            writer.line()
            writer.text(element.tail)
            continue
        if not isinstance(element.tag, str):  # processing instructions, entities
            writer.text(element.tail)
            continue
        tag = element.tag.lower()
        if tag in _SKIPPED and (tag == "style" or _is_script(element)):
            writer.text(element.tail)
            continue
        _enter(element, tag, writer)
        stack.append((element, True))
        stack.extend((child, False) for child in reversed(element))
    if any(not closing for _, closing in stack):
        writer.sink.truncated = True  # full, exactly at the bound, with elements still to read


def _enter(element: etree._Element, tag: str, writer: _Writer) -> None:
    """Write what comes before an element's children: its attributes' text and its own."""
    for value in _attribute_text(element):
        writer.line()
        writer.text(value)
        writer.line()
    if tag in _BLOCKS:
        writer.line()
    if tag in _QUOTES:
        writer.quote_depth += 1
    if tag == "code" and writer.quote_depth == 0:
        writer.text("`")
    writer.text(element.text)


def _leave(element: etree._Element, writer: _Writer) -> None:
    """Write what comes after an element's children: the end of its quote or line, its tail."""
    tag = element.tag if isinstance(element.tag, str) else ""
    if tag == "code" and writer.quote_depth == 0:
        writer.text("`")
    if tag in _QUOTES:
        writer.quote_depth -= 1
    if tag in _BLOCKS:
        writer.line()
    writer.text(element.tail)


def html_text(data: bytes | str, max_chars: int) -> Extracted:
    """The text of an HTML document (bytes: the charset comes from the document itself)."""
    sink = TextSink(max_chars)
    if not data.strip():
        return sink.result()
    # huge_tree lifts libxml2's nesting limit from 256 to 2048 levels (the input is already
    # bounded in bytes); past that the parser stops reading, which is reported, never skipped.
    if (
        isinstance(data, bytes)
        and not data.startswith(_MARKS)
        and _WIDE_CHARSET.search(data[:1024])
    ):
        data = data.decode("utf-8", errors="replace")
    parser = lxml.html.HTMLParser(huge_tree=True, no_network=True)
    try:
        root = lxml.html.document_fromstring(data, parser=parser)
    except (etree.ParserError, ValueError):
        # Nothing parseable (only a comment, say): read it as it stands.
        sink.add(data if isinstance(data, str) else data.decode("utf-8", errors="replace"))
        return sink.result()
    if any(error.type_name == "ERR_RESOURCE_LIMIT" for error in parser.error_log):
        raise ValueError("the HTML is nested deeper than the parser reads")
    _walk(root, _Writer(sink))
    return sink.result()
