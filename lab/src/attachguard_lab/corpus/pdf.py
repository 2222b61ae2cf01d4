"""Prose documents as PDF (fpdf2), with visible, white, tiny and footer placements."""

from __future__ import annotations

from datetime import datetime

from fpdf import FPDF

from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.prose import Block, Prose
from attachguard_lab.corpus.rendered import Rendered, file_name
from attachguard_lab.data import DATA

FONT = DATA / "font" / "DejaVuSans.ttf"

# The core PDF fonts only cover Latin-1: typographic punctuation is mapped onto it so most
# files use them (fast, small); text that still does not fit uses the embedded DejaVu font.
# fpdf2 turns a soft hyphen into a visible hyphen at a line break, so a zero-width joiner
# stands in for it; the manifest's `planted` records the text as written.
TYPOGRAPHY = str.maketrans(
    {"\u2014": "-", "\u2013": "-", "\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"',
     "\u00ad": "\u200d"}
)  # fmt: skip


def fits_latin1(texts: list[str]) -> bool:
    try:
        "".join(texts).encode("latin-1")
    except UnicodeEncodeError:
        return False
    return True


class Writer:
    """One PDF being written: the font family chosen for it and a cursor down the page."""

    def __init__(self, title: str, author: str, when: datetime, unicode_font: bool) -> None:
        self.pdf = FPDF(format="A4")
        self.pdf.set_creation_date(when)
        self.pdf.set_title(title)
        self.pdf.set_author(author)
        self.pdf.set_producer("Microsoft: Print To PDF")
        self.pdf.set_auto_page_break(auto=True, margin=18)
        if unicode_font:
            self.pdf.add_font("DejaVu", fname=str(FONT))
            self.family = "DejaVu"
        else:
            self.family = "Helvetica"
        self.pdf.add_page()

    def text(
        self, text: str, *, size: float = 10.5, height: float = 5.5, bold: bool = False
    ) -> None:
        style = "B" if bold and self.family == "Helvetica" else ""
        self.pdf.set_font(self.family, style=style, size=size)
        self.pdf.multi_cell(0, height, text, new_x="LMARGIN", new_y="NEXT")
        self.pdf.ln(height / 2)

    def block(self, block: Block) -> None:
        if block.kind == "h":
            self.text(block.text, size=13, height=7, bold=True)
        elif block.kind == "ul":
            for line in block.lines:
                self.text(f"\u2022 {line}" if self.family == "DejaVu" else f"- {line}")
        elif block.kind in ("quote", "code"):
            self.pdf.set_x(self.pdf.l_margin + 6)
            self.text(block.text, size=9.5)
        else:
            self.text(block.text)


def write_planted(writer: Writer, planted: str, where: str) -> None:
    """The injection as a paragraph of the body: visible, white or 1 pt."""
    if where == "white_text":
        writer.pdf.set_text_color(255, 255, 255)
        writer.text(planted, size=6, height=3)
        writer.pdf.set_text_color(0, 0, 0)
    elif where == "tiny_text":
        writer.text(planted, size=1, height=0.6)
    else:
        writer.text(planted)


def write_footer(writer: Writer, text: str, *, y: float, size: float, height: float) -> None:
    """Grey text at the foot of the last page."""
    writer.pdf.set_auto_page_break(auto=False)
    writer.pdf.set_y(y)
    writer.pdf.set_text_color(140, 140, 140)
    writer.text(text, size=size, height=height)


def write_body(
    writer: Writer, blocks: list[Block], planted: str | None, at: int, where: str
) -> None:
    """The blocks, with the injection before block `at` (after the last: `at` is their count)
    unless it goes into the footer."""
    for i, block in enumerate([*blocks, None]):
        if i == at and planted is not None and where != "footer":
            write_planted(writer, planted, where)
        if block is not None:
            writer.block(block)


def render_pdf(draw: Draw, prose: Prose, injection: str | None) -> Rendered:
    title = prose.title.translate(TYPOGRAPHY)
    blocks = [Block(b.kind, tuple(x.translate(TYPOGRAPHY) for x in b.lines)) for b in prose.blocks]
    planted = injection.translate(TYPOGRAPHY) if injection is not None else None
    texts = [title, prose.author.name, *(x for b in blocks for x in b.lines), planted or ""]
    writer = Writer(title, prose.author.name, prose.when, unicode_font=not fits_latin1(texts))
    writer.text(title, size=17, height=9, bold=True)
    at = draw.between(0, len(blocks)) if planted is not None else -1
    where = draw.choice(("visible", "visible", "white_text", "tiny_text", "footer"))
    write_body(writer, blocks, planted, at, where)
    if (planted is None or where != "footer") and draw.chance(0.4):
        company = prose.author.company or "Internal"
        footer = f"{company} - confidential - {prose.when:%d/%m/%Y}"
        write_footer(writer, footer, y=-12, size=7, height=3)
        writer.pdf.set_text_color(0, 0, 0)
    if planted is not None and where == "footer":
        write_footer(writer, planted, y=-16, size=6, height=2.6)
    data = bytes(writer.pdf.output())
    name = file_name(draw, prose.title, prose.when, "pdf")
    tags = (f"placement:{where}",) if planted is not None else ()
    changed = planted if planted is not None and planted != injection else None
    return Rendered(name, data, prose.kind, tags, planted=changed)
