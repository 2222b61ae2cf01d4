"""PDF: the text of each page (pypdf), and the title, subject and keywords of the document.

A page that cannot be read (a broken content stream, a filter bomb cut off by the worker's
memory limit) is counted as a part not read, and the reader goes on to the next: one bad page
never hides the others, and never passes as clean.
"""

from __future__ import annotations

import io

from app.judges.extraction.base import Extracted, TextSink

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
        for value in (metadata.title, metadata.subject, metadata.get("/Keywords")):
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
        except (PyPdfError, ValueError, KeyError, TypeError, MemoryError, RecursionError):
            sink.part(read=False)
            continue
        sink.part()
        sink.add(text + "\n")
    return sink.result()
