"""Office files (`.docx`, `.xlsx`, `.pptx`, OpenDocument): the text of every part.

An Office file is a ZIP archive of parts. The parts a reader shows first are read first: the
body, headers, footers, footnotes, comments and tracked deletions of a document; every
worksheet (hidden ones too), shared strings, cell comments, formulas and sheet names of a
workbook; every slide, its speaker notes and comments, text boxes wherever they sit (off-slide
too); external link targets; the title, subject, keywords and description of every file. Then
every other part, whatever its name: a main part renamed through the package's relationships,
slide masters and layouts, SmartArt, an embedded OpenDocument object, parts that share one
name. XML parts go through the same XML reader; the others through the archive's member
reader (`member`): an HTML chunk Word renders inline, a text file, an embedded package (to a
depth), a macro project or an embedded object no reader reads (a part not read). Binaries in a
package's resource folders (pictures, fonts, printer settings, thumbnails) are not text and
are not counted. Hidden runs are text like any other: that is the point.

The archive is untrusted: at most `MAX_MEMBERS` parts are read, at most `MAX_UNPACKED_BYTES`
unpacked bytes in all (a part's declared size can lie, so the count is of bytes really read),
and the XML parser resolves no entities and loads nothing from the network. A part that cannot
be read (malformed XML, a DOCTYPE or an undeclared entity, a broken member) is counted as not
read and the reader goes on: one bad part never hides the others.
"""

from __future__ import annotations

import dataclasses
import io
import re
import zipfile
from collections.abc import Iterable, Iterator
from typing import IO, Protocol

from lxml import etree

from app.judges.extraction.base import Extracted, TextSink

MAX_MEMBERS = 10_000
MAX_UNPACKED_BYTES = 64 * 1024 * 1024
# Parts read by the XML reader; every other part goes to the archive's member reader.
_XML_PART = re.compile(r".+\.(xml|rels)", re.IGNORECASE)
# The package's own marker, not text.
_MARKERS = frozenset({"mimetype"})

_PARTS = {
    "docx": re.compile(
        r"word/(document|header\d*|footer\d*|footnotes|endnotes|comments\w*|glossary/document)"
        r"\.xml|docProps/core\.xml|word/_rels/document\.xml\.rels"
    ),
    "xlsx": re.compile(
        r"xl/(workbook|sharedStrings|worksheets/sheet\d+|comments\d*|comments/\w+|threadedComments/\w+"
        r"|drawings/drawing\d+)\.xml|docProps/core\.xml|xl/worksheets/_rels/sheet\d+\.xml\.rels"
    ),
    "pptx": re.compile(
        r"ppt/(slides/slide\d+|notesSlides/notesSlide\d+|comments/\w+)\.xml"
        r"|docProps/core\.xml|ppt/slides/_rels/slide\d+\.xml\.rels"
    ),
    "odf": re.compile(r"content\.xml|styles\.xml|meta\.xml"),
}
# Elements whose text is document text (OOXML); OpenDocument keeps text in mixed content.
_TEXT = frozenset({"t", "delText", "instrText", "f", "title", "subject", "description",
                   "keywords", "creator"})  # fmt: skip
# Elements whose end is a line break.
_BREAKS = frozenset({"p", "si", "br", "cr", "row", "c", "comment", "tc"})
_ODF_TEXT_NS = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"


class Budget:
    """Counts unpacked bytes across every part read from one archive."""

    def __init__(self, limit: int) -> None:
        self.left = limit

    def take(self, size: int) -> None:
        self.left -= size
        if self.left < 0:
            raise ValueError(f"the archive unpacks to more than {MAX_UNPACKED_BYTES} bytes")


class Bounded(io.RawIOBase):
    """A part's stream that stops the read once the archive's budget is spent."""

    def __init__(self, stream: IO[bytes], budget: Budget) -> None:
        self._stream = stream
        self._budget = budget

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        chunk = self._stream.read(len(buffer))
        self._budget.take(len(chunk))
        buffer[: len(chunk)] = chunk
        return len(chunk)


def _natural(name: str) -> list[int | str]:
    return [int(piece) if piece.isdigit() else piece for piece in re.split(r"(\d+)", name)]


def _open(data: bytes) -> zipfile.ZipFile:
    return zipfile.ZipFile(io.BytesIO(data))


def sniff_archive(data: bytes) -> str | None:
    """The Office media type of a ZIP archive, or None for any other archive."""
    try:
        with _open(data) as archive:
            names = set(archive.namelist())
            if "mimetype" in names:
                # Its first bytes only: this runs on the event loop, and the member may be a
                # bomb that inflates to gigabytes.
                with archive.open("mimetype") as member:
                    declared = member.read(100).decode("ascii", errors="replace")
                return declared.strip() or None
    except (zipfile.BadZipFile, ValueError, EOFError, OSError, RuntimeError):
        return None
    for marker, media in (
        ("word/document.xml", "wordprocessingml.document"),
        ("xl/workbook.xml", "spreadsheetml.sheet"),
        ("ppt/presentation.xml", "presentationml.presentation"),
    ):
        if marker in names:
            return "application/vnd.openxmlformats-officedocument." + media
    return None


def _local(tag: object) -> str:
    return tag.rpartition("}")[2] if isinstance(tag, str) else ""


def _part_text(stream: IO[bytes], odf: bool) -> Iterator[str]:
    events = etree.iterparse(
        stream,
        events=("end",),
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        huge_tree=False,
        remove_comments=True,
    )
    yield from _odf_text(events) if odf else _ooxml_text(events)


def _odf_text(events: Iterable[tuple[str, etree._Element]]) -> Iterator[str]:
    for _, element in events:
        local = _local(element.tag)
        # OpenDocument keeps text as mixed content of paragraphs and headings.
        if local in {"p", "h"} and str(element.tag).startswith("{" + _ODF_TEXT_NS):
            yield "".join(element.itertext()) + "\n"
            element.clear(keep_tail=True)
        elif local == "title" or local == "description" or local == "subject":
            yield (element.text or "") + "\n"


def _ooxml_text(events: Iterable[tuple[str, etree._Element]]) -> Iterator[str]:
    for _, element in events:
        local = _local(element.tag)
        if local == "Relationship":
            if element.get("TargetMode") == "External" and element.get("Target"):
                yield str(element.get("Target")) + "\n"
        elif local == "sheet" and element.get("name"):
            yield str(element.get("name")) + "\n"
        elif local in _TEXT and element.text:
            yield element.text
        elif local == "tab":
            yield " "
        if local in _BREAKS:
            yield "\n"
        element.clear(keep_tail=True)


_PART_ERRORS = (etree.XMLSyntaxError, zipfile.BadZipFile, EOFError, OSError, ValueError)


class Reader(Protocol):
    """The archive's member reader (`extraction.read_member`), which office files use for
    parts that are not XML."""

    def __call__(
        self,
        archive: zipfile.ZipFile,
        info: zipfile.ZipInfo,
        sink: TextSink,
        budget: Budget,
        depth: int,
        *,
        resource: bool = False,
    ) -> None: ...


# Folders of a package's resources: a binary there (a picture, a font, printer settings, an
# object's preview) is not text, and is not counted as a part not read.
_RESOURCES = re.compile(
    r"(?:^|/)(?:media|fonts|printerSettings|Pictures|Thumbnails|ObjectReplacements"
    r"|Configurations2)/|(?:^|/)thumbnail\.\w+$|(?:^|/)layout-cache$",
    re.IGNORECASE,
)


def office_text(
    data: bytes, kind: str, max_chars: int, depth: int = 0, *, member: Reader
) -> Extracted:
    """The text of an Office archive of `kind` (`docx`, `xlsx`, `pptx` or `odf`): its named
    parts first, then every other part (see the module's docstring)."""
    sink = TextSink(max_chars)
    budget = Budget(MAX_UNPACKED_BYTES)
    wanted = _PARTS[kind]
    with _open(data) as archive:
        infos = [
            info
            for info in archive.infolist()
            if not info.is_dir() and info.filename not in _MARKERS
        ]
        # By entry, not by name: two entries may share a name, and each is read.
        named = sorted(
            (info for info in infos if wanted.fullmatch(info.filename)),
            key=lambda info: _natural(info.filename),
        )
        parts = named + [info for info in infos if not wanted.fullmatch(info.filename)]
        seen: set[str] = set()
        for index, info in enumerate(parts):
            if sink.full or index >= MAX_MEMBERS or budget.left <= 0:
                _skip_rest(sink, len(parts) - index, full=sink.full)
                break
            part = TextSink(sink.limit)
            if _XML_PART.fullmatch(info.filename):
                _xml_part(archive, info, part, budget, odf=kind == "odf")
            else:
                resource = _RESOURCES.search(info.filename) is not None
                member(archive, info, part, budget, depth, resource=resource)
            sink.absorb(_new_lines(part.result(), seen, named=index < len(named)))
    return sink.result()


def _new_lines(extracted: Extracted, seen: set[str], *, named: bool) -> Extracted:
    """A part's text, and its lines noted in `seen`. A part the reader does not show first (a
    slide layout, a master) keeps only lines not read before: the placeholder prompts every
    layout repeats ("Click to edit Master title style") would otherwise outweigh the slides
    for a judge that sizes its limit to the document."""
    lines = extracted.text.splitlines(keepends=True)
    if not named:
        lines = [line for line in lines if line.strip() and line.strip() not in seen]
    seen.update(line.strip() for line in lines)
    return dataclasses.replace(extracted, text="".join(lines))


def _xml_part(
    archive: zipfile.ZipFile, info: zipfile.ZipInfo, sink: TextSink, budget: Budget, *, odf: bool
) -> None:
    try:
        with archive.open(info) as raw:
            stream = io.BufferedReader(Bounded(raw, budget))
            for piece in _part_text(stream, odf=odf):
                sink.add(piece)
    except _PART_ERRORS:
        sink.part(read=False)
        return
    sink.part()
    sink.add("\n")


def _skip_rest(sink: TextSink, count: int, *, full: bool) -> None:
    if full:
        sink.truncated = True  # the text bound, not a part the reader could not read
        return
    for _ in range(count):
        sink.part(read=False)
