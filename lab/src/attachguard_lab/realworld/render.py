"""Some real-world texts as the PDF and Word files agents also receive, with the corpus's own
writers (`corpus.pdf.Writer`, `corpus.office.docx_block`): the same text, laid out the same way
every time (fixed dates, reproducible archives)."""

from __future__ import annotations

import io
import re
from datetime import UTC, datetime

import docx

from attachguard_lab.corpus.office import docx_block, naive, reproducible_zip
from attachguard_lab.corpus.pdf import TYPOGRAPHY, Writer, fits_latin1
from attachguard_lab.corpus.prose import Block

WHEN = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)
# Characters neither a PDF text nor a Word document's XML can hold.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ufffe\uffff]")


def paragraphs(text: str) -> list[str]:
    """The text's paragraphs (blank-line separated), tabs as spaces, control characters gone."""
    clean = _CONTROL.sub("", text.expandtabs(4))
    return [part.strip("\n") for part in re.split(r"\n\s*\n", clean) if part.strip()]


def render_pdf(title: str, author: str, text: str) -> bytes:
    """`text` as a PDF: a title, then one paragraph after another."""
    parts = [part.translate(TYPOGRAPHY) for part in paragraphs(text)]
    title, author = title.translate(TYPOGRAPHY), author.translate(TYPOGRAPHY)
    writer = Writer(title, author, WHEN, unicode_font=not fits_latin1([title, author, *parts]))
    writer.text(title, size=17, height=9, bold=True)
    for part in parts:
        writer.block(Block("p", (part,)))
    return bytes(writer.pdf.output())


def render_docx(title: str, author: str, text: str) -> bytes:
    """`text` as a Word document: a title, then one paragraph after another."""
    document = docx.Document()
    props = document.core_properties
    props.author = props.last_modified_by = author
    props.title = title
    props.created = props.modified = naive(WHEN)
    document.add_heading(_CONTROL.sub("", title), level=0)
    for part in paragraphs(text):
        docx_block(document, Block("p", (part,)))
    out = io.BytesIO()
    document.save(out)
    return reproducible_zip(out.getvalue(), WHEN)
