"""PDF: the text of each page (pypdf), the annotations on it (comments, free text, the
addresses of links), the title, author, subject and keywords of the document, its bookmarks,
the values and tooltips of its form fields, and the files embedded in it (each read as its
bytes say, to a depth): an agent's PDF tool reads all of these as readily as the page, so an
instruction planted there is judged like one in the body.

A page that cannot be read (a broken content stream, a filter bomb cut off by the worker's
memory limit) is counted as a part not read, and the reader goes on to the next: one bad page
never hides the others, and never passes as clean. So are the pages of a document that are
all pictures with hardly a word (a scan), an embedded file no reader reads, and bookmarks and
form fields that cannot be read.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from app.judges.extraction.base import Extracted, TextSink

if TYPE_CHECKING:
    from pypdf import PageObject, PdfReader

# A PDF past this many pages is read up to it; the rest are parts not read.
MAX_PDF_PAGES = 200


# What pypdf raises on a part it cannot take apart.
_ERRORS: tuple[type[BaseException], ...] = (
    ValueError, KeyError, TypeError, AttributeError, IndexError, MemoryError, RecursionError,
)  # fmt: skip


def pdf_text(data: bytes, max_chars: int, depth: int = 0) -> Extracted:
    """The text of a PDF, page by page, up to `max_chars`; then its bookmarks, form fields and
    embedded files (at `depth` inside other files)."""
    from pypdf import PdfReader  # loaded in the worker that reads PDFs, not at import
    from pypdf.errors import PyPdfError

    errors: tuple[type[BaseException], ...] = (PyPdfError, *_ERRORS)
    reader = PdfReader(io.BytesIO(data))
    sink = TextSink(max_chars)
    _metadata(reader, sink)
    _pages(reader, sink, errors)
    for read in (_outline, _fields):
        if sink.full:
            break
        try:
            sink.add(read(reader))
        except errors:
            sink.part(read=False)
    _attachments(reader, sink, depth, errors)
    return sink.result()


def _metadata(reader: PdfReader, sink: TextSink) -> None:
    metadata = reader.metadata
    if metadata is not None:
        for value in (
            metadata.title,
            metadata.author,
            metadata.subject,
            metadata.get("/Keywords"),
        ):
            if isinstance(value, str) and value.strip():
                sink.add(value.strip() + "\n")


def _pages(reader: PdfReader, sink: TextSink, errors: tuple[type[BaseException], ...]) -> None:
    pages = reader.pages
    count = len(pages)
    scanned: list[int] = []
    for index in range(count):
        if sink.full:
            sink.truncated = True
            break
        if index >= MAX_PDF_PAGES:
            for _ in range(count - index):
                sink.part(read=False)
            break
        try:
            text = pages[index].extract_text() or ""
            text += _annotations(pages[index])
            if len("".join(text.split())) < _FEW_CHARACTERS and _holds_pictures(pages[index]):
                scanned.append(index)
        except errors:
            sink.part(read=False)
            continue
        sink.part()
        sink.add(text + "\n")
    if scanned and len(scanned) == min(count, MAX_PDF_PAGES):
        # Every page a picture with hardly a word (a scan, page numbers at most): what it
        # says no reader here reads. A report with one chart page is read as it is.
        sink.skipped += len(scanned)


# A page with fewer characters than this (a page number, a stamp) and a picture is a scan.
_FEW_CHARACTERS = 16


def _holds_pictures(page: PageObject) -> bool:
    """Whether the page draws a picture: an image among its resources, inside a form it
    draws (two levels down), or inline in its content."""
    if _has_image(page.get("/Resources"), depth=2):
        return True
    contents = page.get_contents()
    return contents is not None and b"\nBI" in b"\n" + contents.get_data()[:1_000_000]


def _has_image(resources: object, depth: int) -> bool:
    resources = resources.get_object() if resources is not None else None  # type: ignore[attr-defined]
    xobjects = resources.get("/XObject") if isinstance(resources, dict) else None
    if xobjects is None:
        return False
    for item in xobjects.get_object().values():
        found = item.get_object()
        if found.get("/Subtype") == "/Image":
            return True
        form = found.get("/Subtype") == "/Form" and depth > 0
        if form and _has_image(found.get("/Resources"), depth - 1):
            return True
    return False


# Bookmarks and form fields read at most this many entries each.
_MAX_ENTRIES = 10_000


def _outline(reader: PdfReader) -> str:
    """The titles of the document's bookmarks, nested ones too, one a line."""
    lines: list[str] = []
    stack: list[object] = [reader.outline]
    while stack and len(lines) < _MAX_ENTRIES:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(reversed(item))
            continue
        title = getattr(item, "title", None)
        if isinstance(title, str) and title.strip():
            lines.append(title.strip())
    return "".join(f"{line}\n" for line in lines)


def _fields(reader: PdfReader) -> str:
    """The values, default values and tooltips of the form's fields, one a line."""
    fields = reader.get_fields() or {}
    lines: list[str] = []
    for field in list(fields.values())[:_MAX_ENTRIES]:
        for key in ("/V", "/DV", "/TU"):
            value = field.get(key)
            if isinstance(value, str) and value.strip():
                lines.append(value.strip())
    return "".join(f"{line}\n" for line in lines)


def _attachments(
    reader: PdfReader, sink: TextSink, depth: int, errors: tuple[type[BaseException], ...]
) -> None:
    """The embedded files, each read as its bytes say: a part each, not read past the depth
    of nesting archives allow or when no reader reads it."""
    from app.judges.extraction import MAX_ARCHIVE_DEPTH, extract_text

    try:
        attachments = reader.attachments
        embedded = [body for name in list(attachments)[:_MAX_ENTRIES] for body in attachments[name]]
    except errors:
        sink.part(read=False)
        return
    for body in embedded:
        if sink.full:
            sink.truncated = True
            return
        if depth + 1 > MAX_ARCHIVE_DEPTH:
            sink.part(read=False)
            continue
        try:
            inner = extract_text(body, "application/octet-stream", sink.limit, depth + 1)
        except Exception:
            inner = None
        if inner is None:
            sink.part(read=False)
            continue
        sink.part()
        sink.absorb(inner)


def _annotations(page: PageObject) -> str:
    """The text a page's annotations carry: a comment's or a free-text box's contents, a
    link's address; one a line."""
    annotations = page.get("/Annots")
    found = (
        value.strip()
        for reference in (annotations.get_object() if annotations is not None else ())
        for value in _carried(reference.get_object())
        if isinstance(value, str) and value.strip()
    )
    return "".join(f"\n{value}" for value in found)


def _carried(annotation: object) -> tuple[object, ...]:
    """An annotation's contents and its link's address, where it has them."""
    from pypdf.generic import DictionaryObject  # with the reader, in the worker

    if not isinstance(annotation, DictionaryObject):
        return ()
    action = annotation.get("/A")
    action = action.get_object() if action is not None else None
    link = action.get("/URI") if isinstance(action, DictionaryObject) else None
    return (annotation.get("/Contents"), link)
