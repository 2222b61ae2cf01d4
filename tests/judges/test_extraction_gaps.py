"""Where a file's text hides from a reader that picks parts by name, and the bounds a file
can meet exactly: each found by an independent probe of the readers.

Every case must either be read (the planted sentence is in the text) or be counted as not
read (`Extracted.partial`): never a clean file with the sentence unread.
"""

from __future__ import annotations

import io
import time
import warnings
import zipfile
import zlib

from app.judges.extraction import content_of, extract_text
from app.judges.extraction.base import Extracted
from tests.judges.test_extraction import DOCX, PPTX, SECRET, XLSX

ODT = "application/vnd.oasis.opendocument.text"
W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def read(data: bytes, mime: str, limit: int = 1_000_000) -> Extracted:
    extracted = extract_text(data, mime, limit)
    assert extracted is not None
    return extracted


def _document_xml(text: str) -> bytes:
    return (
        f'<w:document xmlns:w="{W}"><w:body><w:p><w:r><w:t>{text}</w:t></w:r></w:p>'
        "</w:body></w:document>"
    ).encode()


def _rewritten(
    data: bytes, change: dict[str, bytes | None], extra: list[tuple[str, bytes]]
) -> bytes:
    """The package with members replaced (None: removed) and entries added (names may repeat)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            if info.filename in change:
                replacement = change[info.filename]
                if replacement is not None:
                    target.writestr(info.filename, replacement)
                continue
            target.writestr(info, source.read(info))
        for name, body in extra:
            target.writestr(name, body)
    return out.getvalue()


def _docx(text: str = "An ordinary report.") -> bytes:
    import docx

    document = docx.Document()
    document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_a_main_part_renamed_through_the_relationships_is_read_beside_a_decoy() -> None:
    original = _docx()
    with zipfile.ZipFile(io.BytesIO(original)) as archive:
        rels = archive.read("_rels/.rels").replace(b"word/document.xml", b"word/main.xml")
        types = archive.read("[Content_Types].xml").replace(
            b"/word/document.xml", b"/word/main.xml"
        )
    changed = _rewritten(
        original,
        {"_rels/.rels": rels, "[Content_Types].xml": types, "word/document.xml": None},
        [("word/main.xml", _document_xml(SECRET)), ("word/document.xml", _document_xml("Decoy."))],
    )
    extracted = read(changed, DOCX)
    assert SECRET in extracted.text
    assert "Decoy." in extracted.text


def test_entries_that_share_a_name_are_each_read() -> None:
    original = _docx()
    # zipfile opens the last of two same-named entries; Word may show the first.
    with zipfile.ZipFile(io.BytesIO(original)) as archive:
        names = [info.filename for info in archive.infolist()]
    out = io.BytesIO()
    with (
        warnings.catch_warnings(),
        zipfile.ZipFile(io.BytesIO(original)) as source,
        zipfile.ZipFile(out, "w") as target,
    ):
        warnings.simplefilter("ignore")  # "Duplicate name": the point of the test
        for name in names:
            if name == "word/document.xml":
                target.writestr(name, _document_xml(SECRET))
            target.writestr(name, source.read(name))
    assert SECRET in read(out.getvalue(), DOCX).text


def test_a_worksheet_of_any_name_and_a_slide_master_are_read() -> None:
    import openpyxl
    from pptx import Presentation

    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet["A1"] = "Amount"
    out = io.BytesIO()
    book.save(out)
    with zipfile.ZipFile(io.BytesIO(out.getvalue())) as archive:
        inline = archive.read("xl/worksheets/sheet1.xml").replace(
            b"</sheetData>",
            b'<row r="9"><c r="A9" t="inlineStr"><is><t>' + SECRET.encode() + b"</t></is></c>"
            b"</row></sheetData>",
        )
    renamed = _rewritten(
        out.getvalue(),
        {"xl/worksheets/sheet1.xml": None},
        [("xl/worksheets/data.xml", inline)],
    )
    assert SECRET in read(renamed, XLSX).text

    deck = Presentation()
    deck.slides.add_slide(deck.slide_layouts[0])
    master_title = deck.slide_master.placeholders[0]
    master_title.text_frame.text = f"master {SECRET}"
    saved = io.BytesIO()
    deck.save(saved)
    assert f"master {SECRET}" in read(saved.getvalue(), PPTX).text


def test_an_html_chunk_and_an_embedded_opendocument_object_are_read() -> None:
    chunk = f"<html><body><p>{SECRET} 1</p></body></html>".encode()
    with_chunk = _rewritten(_docx(), {}, [("word/afchunk.htm", chunk)])
    assert f"{SECRET} 1" in read(with_chunk, DOCX).text

    text_ns = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
    office_ns = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"

    def content(text: str) -> bytes:
        return (
            f'<office:document-content xmlns:office="{office_ns}" xmlns:text="{text_ns}">'
            f"<office:body><office:text><text:p>{text}</text:p></office:text></office:body>"
            "</office:document-content>"
        ).encode()

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("mimetype", ODT)
        archive.writestr("content.xml", content("An ordinary letter."))
        archive.writestr("Object 1/content.xml", content(f"{SECRET} 2"))
        archive.writestr("ObjectReplacements/Object 1", b"\x00\x01preview\x00" * 10)
    extracted = read(out.getvalue(), ODT)
    assert f"{SECRET} 2" in extracted.text
    assert extracted.partial is None  # the object's preview is a resource, not a gap


def test_a_macro_project_no_reader_reads_is_a_part_not_read() -> None:
    binary = bytes(range(256)) * 8
    extracted = read(_rewritten(_docx(), {}, [("word/vbaProject.bin", binary)]), DOCX)
    assert extracted.partial is not None
    assert "parts were read" in extracted.partial
    # A font or printer settings is a resource: not text, and no gap.
    fonts = _rewritten(_docx(), {}, [("word/fonts/font1.odttf", binary)])
    assert read(fonts, DOCX).partial is None


def test_a_picture_inside_an_archive_has_its_strings_read() -> None:
    png = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\x1btEXt" + f"Comment\x00{SECRET}".encode()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("notes.txt", b"Nothing to see.")
        archive.writestr("photo.png", png + b"\x00" * 64)
    assert SECRET in read(out.getvalue(), "application/zip").text


def test_a_bomb_in_the_marker_member_is_not_inflated_to_type_the_file() -> None:
    size = 512 * 1024 * 1024
    compressor = zlib.compressobj(1, zlib.DEFLATED, -15)
    block = b"\x00" * (16 * 1024 * 1024)
    deflated = b"".join(compressor.compress(block) for _ in range(size // len(block)))
    deflated += compressor.flush()
    crc = 0
    for _ in range(size // len(block)):
        crc = zlib.crc32(block, crc)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        info = zipfile.ZipInfo("mimetype")
        info.compress_type = zipfile.ZIP_DEFLATED
        info.file_size, info.compress_size, info.CRC = size, len(deflated), crc
        assert archive.fp is not None
        archive.fp.write(info.FileHeader())
        info.header_offset = 0
        archive.fp.write(deflated)
        archive.filelist.append(info)
        archive.NameToInfo[info.filename] = info
        archive.start_dir = archive.fp.tell()
    started = time.monotonic()
    content_of(out.getvalue(), "application/zip")
    # Typing reads its first bytes only (inflating it all takes seconds and the size in memory).
    assert time.monotonic() - started < 0.2


def test_a_csv_whose_text_ends_exactly_at_the_bound_says_it_was_cut() -> None:
    rows = [f"row {n},ordinary" for n in range(200)] + [f"row x,{SECRET}"]
    text = "\n".join(rows) + "\n"
    first = read(text.encode(), "text/csv").text
    # The bound falls exactly on the end of row 10: the rows after it were not read.
    bound = len("".join(line + "\n" for line in first.splitlines()[:10]))
    extracted = read(text.encode(), "text/csv", bound)
    assert SECRET not in extracted.text
    assert extracted.truncated
    assert extracted.partial is not None


def test_json_calendar_and_html_ending_exactly_at_the_bound_say_they_were_cut() -> None:
    import json

    document = json.dumps(["alpha", "beta", SECRET]).encode()
    assert read(document, "application/json", len("alpha\nbeta\n")).truncated
    calendar = f"BEGIN:VEVENT\r\nSUMMARY:alpha\r\nDESCRIPTION:{SECRET}\r\nEND:VEVENT\r\n"
    assert read(calendar.encode(), "text/calendar", len("alpha\n")).truncated
    page = f"<html><body><p>alpha</p><p>{SECRET}</p></body></html>".encode()
    cut = read(page, "text/html", len("alpha"))
    assert SECRET not in cut.text
    assert cut.truncated


def _pdf(*, outline: str = "", field: str = "", attachment: bytes = b"") -> bytes:
    from pypdf import PdfWriter
    from pypdf.generic import (
        ArrayObject,
        DictionaryObject,
        NameObject,
        NumberObject,
        TextStringObject,
    )

    writer = PdfWriter()
    page = writer.add_blank_page(200, 200)
    if outline:
        parent = writer.add_outline_item(title="Contents", page_number=0)
        writer.add_outline_item(title=outline, page_number=0, parent=parent)
    if field:
        widget = DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Annot"),
                NameObject("/Subtype"): NameObject("/Widget"),
                NameObject("/FT"): NameObject("/Tx"),
                NameObject("/T"): TextStringObject("note"),
                NameObject("/V"): TextStringObject(field),
                NameObject("/Rect"): ArrayObject([NumberObject(n) for n in (10, 10, 100, 30)]),
            }
        )
        reference = writer._add_object(widget)
        page[NameObject("/Annots")] = ArrayObject([reference])
        writer._root_object[NameObject("/AcroForm")] = DictionaryObject(
            {NameObject("/Fields"): ArrayObject([reference])}
        )
    if attachment:
        writer.add_attachment("notes.txt", attachment)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_a_pdf_s_bookmarks_form_values_and_embedded_files_are_read() -> None:
    assert f"{SECRET} 1" in read(_pdf(outline=f"{SECRET} 1"), "application/pdf").text
    assert f"{SECRET} 2" in read(_pdf(field=f"{SECRET} 2"), "application/pdf").text
    embedded = read(_pdf(attachment=f"{SECRET} 3".encode()), "application/pdf")
    assert f"{SECRET} 3" in embedded.text
    assert embedded.partial is None
    # An embedded file no reader reads is a part not read.
    opaque = read(_pdf(attachment=bytes(range(256)) * 8), "application/pdf")
    assert opaque.partial is not None


def test_utf32_with_its_mark_is_read_as_utf32() -> None:
    data = f"\ufeff{SECRET}".encode("utf-32-le")
    assert read(data, "text/plain").text.endswith(SECRET)
    assert read(f"\ufeff{SECRET}".encode("utf-32-be"), "text/plain").text.endswith(SECRET)


def test_html_reads_form_values_meta_contents_data_words_and_data_blocks() -> None:
    page = (
        "<html><head>"
        f'<meta name="instructions" content="{SECRET} 1">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<script type="application/ld+json">{{"description": "{SECRET} 2"}}</script>'
        "<script>var shown = 'code, not prose';</script>"
        "</head><body>"
        f'<input type="text" value="{SECRET} 3">'
        f'<div data-tooltip="{SECRET} 4" data-id="x17">Hello</div>'
        "</body></html>"
    ).encode()
    text = read(page, "text/html").text
    for n in range(1, 5):
        assert f"{SECRET} {n}" in text
    assert "width=device-width" not in text
    assert "code, not prose" not in text
    assert "x17" not in text


def test_html_declaring_utf16_without_a_mark_is_read_as_utf8() -> None:
    page = f'<html><head><meta charset="utf-16"></head><body><p>{SECRET}</p></body></html>'
    assert SECRET in read(page.encode(), "text/html").text


def test_rtf_is_read_through_its_escapes() -> None:
    hexed = "".join(f"\\'{ord(c):02x}" for c in SECRET)
    unicode = "".join(f"\\u{ord(c)}?" for c in SECRET)
    for body in (hexed, unicode):
        document = "{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}}\\f0 " + body + "\\par}"
        assert SECRET in read(document.encode(), "application/rtf").text
        # Declared as anything: the opening group says what it is.
        assert SECRET in read(document.encode(), "text/plain").text
    hidden = "{\\rtf1\\ansi {\\*\\private " + SECRET + "} Shown.\\par}"
    assert SECRET in read(hidden.encode(), "application/rtf").text


def test_a_pdf_behind_a_pictures_header_is_read_as_the_pdf_it_is() -> None:
    # PDF readers find `%PDF-` anywhere in the first 1,024 bytes: a PNG header in front made
    # the file "a picture", which `on_unreadable: {"image": "note"}` passed unread.
    from tests.api.test_guardrails import make_pdf

    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00"
    polyglot = png + make_pdf(SECRET)
    assert content_of(polyglot, "image/png").kind.value == "document"
    read = extract_text(polyglot, "image/png", 10_000)
    assert read is not None
    assert SECRET in read.text
    # Text that merely speaks of the header stays text.
    prose = b"How a PDF starts: the bytes %PDF-1.7 then a comment line.\n"
    assert content_of(prose, "text/plain").kind.value == "text"
