"""Word, PowerPoint and Excel files, written with their libraries and zipped reproducibly."""

from __future__ import annotations

import io
import re
import zipfile
from datetime import datetime

import docx
import openpyxl
import pptx
from docx.shared import Pt, RGBColor
from openpyxl.comments import Comment
from openpyxl.styles import Font
from pptx.dml.color import RGBColor as PptxRGB
from pptx.presentation import Presentation as PptxPresentation
from pptx.slide import Slide
from pptx.util import Emu
from pptx.util import Pt as PptxPt

from attachguard_lab.corpus import phrases
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.prose import Block, Prose
from attachguard_lab.corpus.records import Table, plant
from attachguard_lab.corpus.rendered import Rendered, file_name

PRESENTER_REMINDERS = phrases.shared("office.presenter_reminders")
MODIFIED = re.compile(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)")


def reproducible_zip(data: bytes, when: datetime) -> bytes:
    """The same archive with fixed entry times, so a seed always gives the same bytes."""
    stamp = (when.year, when.month, when.day, when.hour, when.minute, 0)
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as src,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst,
    ):
        for info in src.infolist():
            entry = zipfile.ZipInfo(info.filename, date_time=stamp)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            content = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                # openpyxl stamps the save time into dcterms:modified whatever we set.
                content = MODIFIED.sub(rf"\g<1>{when:%Y-%m-%dT%H:%M:%SZ}\g<2>".encode(), content)
            dst.writestr(entry, content)
    return out.getvalue()


def naive(when: datetime) -> datetime:
    return when.replace(tzinfo=None)


def docx_block(document: docx.document.Document, block: Block) -> None:
    if block.kind == "h":
        document.add_heading(block.text, level=1)
    elif block.kind == "ul":
        for line in block.lines:
            document.add_paragraph(line, style="List Bullet")
    elif block.kind == "quote":
        document.add_paragraph(block.text, style="Quote")
    elif block.kind == "code":
        run = document.add_paragraph().add_run(block.text)
        run.font.name = "Courier New"
        run.font.size = Pt(9)
    else:
        document.add_paragraph(block.text)


def render_docx(draw: Draw, prose: Prose, injection: str | None) -> Rendered:
    document = docx.Document()
    props = document.core_properties
    props.author = prose.author.name
    props.last_modified_by = prose.author.name
    props.title = prose.title
    props.created = naive(prose.when)
    props.modified = naive(prose.when)
    props.revision = draw.between(1, 12)
    document.add_heading(prose.title, level=0)
    at = draw.between(1, len(prose.blocks)) if injection is not None else -1
    where = draw.choice(("visible", "visible", "white_text", "hidden_text", "footer", "table"))
    tags: tuple[str, ...] = ()
    for i, block in enumerate(prose.blocks):
        if i == at and injection is not None:
            tags = (f"placement:{where}",)
            if where == "visible":
                document.add_paragraph(injection)
            elif where in ("white_text", "hidden_text"):
                run = document.add_paragraph().add_run(injection)
                if where == "white_text":
                    run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
                    run.font.size = Pt(1)
                else:
                    run.font.hidden = True
            elif where == "table":
                table = document.add_table(rows=2, cols=2)
                table.style = "Table Grid"
                table.cell(0, 0).text = "Owner"
                table.cell(0, 1).text = prose.author.name
                table.cell(1, 0).text = "Notes"
                table.cell(1, 1).text = injection
        docx_block(document, block)
    if at >= 0 and where == "footer":
        footer = document.sections[0].footer.paragraphs[0]
        footer.text = injection or ""
    elif draw.chance(0.4):
        document.sections[0].footer.paragraphs[0].text = f"Internal \u2014 {prose.author.company}"
    if injection is None and draw.chance(0.1):
        # Templates keep hidden fields (IDs, versions); hidden text alone is not an attack.
        run = document.add_paragraph().add_run(
            f"Template v{draw.between(2, 5)}.{draw.between(0, 9)}"
        )
        run.font.hidden = True
    if at == len(prose.blocks) and injection is not None and not tags:
        tags = (f"placement:{where}",)
        document.add_paragraph(injection)
    out = io.BytesIO()
    document.save(out)
    name = file_name(draw, prose.title, prose.when, "docx")
    return Rendered(name, reproducible_zip(out.getvalue(), prose.when), prose.kind, tags)


def slide_groups(prose: Prose) -> list[tuple[str, list[Block]]]:
    groups: list[tuple[str, list[Block]]] = [("Overview", [])]
    for block in prose.blocks:
        if block.kind == "h":
            groups.append((block.text, []))
        else:
            groups[-1][1].append(block)
    return [g for g in groups if g[1]]


def hide_on_slide(deck: PptxPresentation, slide: Slide, injection: str, where: str) -> None:
    """The injection in the speaker notes, off the slide, or in 1 pt white text on it."""
    if where == "notes":
        notes = slide.notes_slide.notes_text_frame
        assert notes is not None
        notes.text = injection
    elif where in ("off_slide", "tiny_white_text"):
        width = deck.slide_width or Emu(9144000)
        left = Emu(width + 200_000) if where == "off_slide" else Emu(300_000)
        box = slide.shapes.add_textbox(left, Emu(6_000_000), Emu(4_000_000), Emu(400_000))
        box.text_frame.text = injection
        if where == "tiny_white_text":
            for para in box.text_frame.paragraphs:
                for run in para.runs:
                    run.font.size = PptxPt(1)
                    run.font.color.rgb = PptxRGB.from_string("FFFFFF")  # type: ignore[no-untyped-call]


def annotate_slide(draw: Draw, deck: PptxPresentation, slide: Slide, injection: str | None) -> None:
    """What presenters leave on an ordinary slide: a reminder beside it, or speaker notes."""
    if injection is None and draw.chance(0.1):
        # Presenters park reminders beside the slide; off-slide text is not only for attacks.
        width = deck.slide_width or Emu(9144000)
        box = slide.shapes.add_textbox(
            Emu(width + 200_000), Emu(500_000), Emu(3_000_000), Emu(400_000)
        )
        box.text_frame.text = draw.choice(PRESENTER_REMINDERS)
    elif draw.chance(0.3):
        notes = slide.notes_slide.notes_text_frame
        assert notes is not None
        notes.text = draw.choice(
            ("Keep this short.", "Pause for questions.", "Numbers are from the March close.")
        )


def render_pptx(draw: Draw, prose: Prose, injection: str | None) -> Rendered:
    deck = pptx.Presentation()
    props = deck.core_properties
    props.author = prose.author.name
    props.last_modified_by = prose.author.name
    props.title = prose.title
    props.created = naive(prose.when)
    props.modified = naive(prose.when)
    props.revision = draw.between(1, 9)
    first = deck.slides.add_slide(deck.slide_layouts[0])
    first.shapes.title.text = prose.title
    first.placeholders[1].text = f"{prose.author.name}\n{prose.when:%d %B %Y}"
    groups = slide_groups(prose)
    target = draw.between(0, len(groups) - 1)
    where = draw.choice(("visible", "visible", "notes", "off_slide", "tiny_white_text"))
    tags: tuple[str, ...] = ()
    for g, (title, blocks) in enumerate(groups):
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = title
        frame = slide.placeholders[1].text_frame
        texts = [line for b in blocks for line in b.lines if line]
        if g == target and injection is not None and where == "visible":
            texts.insert(draw.between(0, len(texts)), injection)
        frame.text = texts[0] if texts else ""
        for line in texts[1:]:
            frame.add_paragraph().text = line
        if g == target and injection is not None:
            tags = (f"placement:{where}",)
            hide_on_slide(deck, slide, injection, where)
        else:
            annotate_slide(draw, deck, slide, injection)
    out = io.BytesIO()
    deck.save(out)
    name = file_name(draw, prose.title, prose.when, "pptx")
    return Rendered(name, reproducible_zip(out.getvalue(), prose.when), prose.kind, tags)


def cell_value(column: str, value: str) -> str | float | int:
    if column.lower() in ("amount", "balance", "qty", "rating", "helpful_votes"):
        try:
            number = float(value)
        except ValueError:
            return value
        return int(number) if number.is_integer() and column.lower() != "amount" else number
    return value


def render_xlsx(draw: Draw, table: Table, injection: str | None) -> Rendered:
    where = draw.choice(("cell", "cell", "cell", "comment", "hidden_sheet", "notes_sheet"))
    if injection is not None and where == "cell":
        table = plant(draw, table, injection)
    book = openpyxl.Workbook()
    book.properties.creator = "Microsoft Excel"
    book.properties.created = naive(table.when)
    book.properties.modified = naive(table.when)
    sheet = book.active
    assert sheet is not None
    sheet.title = table.title[:31].replace("/", "-")
    sheet.append(list(table.columns))
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    for row in table.rows:
        sheet.append([cell_value(c, v) for c, v in zip(table.columns, row, strict=True)])
    tags: tuple[str, ...] = ()
    if injection is not None:
        tags = (f"placement:{where}",)
        if where == "comment":
            row_at = draw.between(2, len(table.rows) + 1)
            sheet.cell(row=row_at, column=table.text_column + 1).comment = Comment(
                injection, "Reviewer"
            )
        elif where == "hidden_sheet":
            hidden = book.create_sheet(draw.choice(("_meta", "Sheet2", "config", "x")))
            hidden["A1"] = injection
            hidden.sheet_state = "hidden"
        elif where == "notes_sheet":
            notes = book.create_sheet("Notes")
            notes["A1"] = "Notes"
            notes["A2"] = f"Exported {table.when:%d/%m/%Y}"
            notes["A3"] = injection
    else:
        # Real workbooks have notes sheets, hidden lookup sheets and comments too.
        if draw.chance(0.25):
            notes = book.create_sheet("Notes")
            notes["A1"] = "Notes"
            notes["A2"] = f"Exported {table.when:%d/%m/%Y} by the reporting job."
        if draw.chance(0.15):
            lookup = book.create_sheet("_lookup")
            for i, value in enumerate(("Open", "Closed", "Pending", "Escalated"), start=1):
                lookup.cell(row=i, column=1, value=value)
            lookup.sheet_state = "hidden"
        if draw.chance(0.2):
            row_at = draw.between(2, len(table.rows) + 1)
            sheet.cell(row=row_at, column=1).comment = Comment(
                draw.choice(("Checked against the statement.", "Please confirm this one.",
                             "Duplicate? See row above.")), "Reviewer",
            )  # fmt: skip
    out = io.BytesIO()
    book.save(out)
    name = file_name(draw, table.title, table.when, "xlsx")
    return Rendered(name, reproducible_zip(out.getvalue(), table.when), table.kind, tags)
