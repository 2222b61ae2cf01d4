"""PDF: the text of each page (pypdf), and the title, subject and keywords of the document."""

from __future__ import annotations

import io

from app.judges.extraction.base import Extracted, TextSink

# A PDF past this many pages is read up to it: its text is cut, and says so.
MAX_PDF_PAGES = 200


def pdf_text(data: bytes, max_chars: int) -> Extracted:
    """The text of a PDF, page by page, up to `max_chars`."""
    from pypdf import PdfReader  # loaded in the worker that reads PDFs, not at import

    reader = PdfReader(io.BytesIO(data))
    sink = TextSink(max_chars)
    metadata = reader.metadata
    if metadata is not None:
        for value in (metadata.title, metadata.subject, metadata.get("/Keywords")):
            if isinstance(value, str) and value.strip():
                sink.add(value.strip() + "\n")
    pages = reader.pages
    for page in pages[:MAX_PDF_PAGES]:
        sink.add((page.extract_text() or "") + "\n")
        if sink.full:
            break
    if len(pages) > MAX_PDF_PAGES:
        sink.truncated = True
    return sink.result()
