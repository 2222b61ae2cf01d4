"""A trace's files as bytes: text as UTF-8, Word documents (python-docx), PDFs (fpdf2)."""

from __future__ import annotations

import io

DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


def render_file(name: str, mime: str, text: str) -> bytes:
    if mime == DOCX:
        import docx

        document = docx.Document()
        for paragraph in text.split("\n\n"):
            document.add_paragraph(paragraph)
        out = io.BytesIO()
        document.save(out)
        return out.getvalue()
    if mime == "application/pdf":
        from fpdf import FPDF

        pdf = FPDF(format="A4")
        pdf.add_page()
        pdf.set_font("Helvetica", size=11)
        safe = text.encode("latin-1", "replace").decode("latin-1")
        pdf.multi_cell(0, 6, safe)
        return bytes(pdf.output())
    return text.encode()
