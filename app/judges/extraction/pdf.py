"""PDF: the text of each page (pypdf), the annotations on it (comments, free text, the
addresses of links) and the title, author, subject and keywords of the document: an agent's PDF
tool reads comments and metadata as readily as the page, so an instruction planted there is
judged like one in the body.

A page that cannot be read (a broken content stream, a filter bomb cut off by the worker's
memory limit) is counted as a part not read, and the reader goes on to the next: one bad page
never hides the others, and never passes as clean.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from app.judges.extraction.base import Extracted, TextSink

if TYPE_CHECKING:
    from pypdf import PageObject

# A PDF past this many pages is read up to it; the rest are parts not read.
MAX_PDF_PAGES = 200


def pdf_text(data: bytes, max_chars: int) -> Extracted:
    """The text of a PDF, page by page, up to `max_chars`."""
    from pypdf import PdfReader  # loaded in the worker that reads PDFs, not at import
    from pypdf.errors import PyPdfError

    reader = PdfReader(io.BytesIO(data))
    sink = TextSink(max_chars)
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
    pages = reader.pages
    count = len(pages)
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
        except (PyPdfError, ValueError, KeyError, TypeError, MemoryError, RecursionError):
            sink.part(read=False)
            continue
        sink.part()
        sink.add(text + "\n")
    return sink.result()


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
