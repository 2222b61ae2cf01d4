"""The labelled corpus: deterministic, large enough, every format per split, readable files."""

from __future__ import annotations

import email
import email.policy
import html
import io
import re
import zipfile
from collections import Counter
from collections.abc import Iterator
from email.message import EmailMessage

import pypdf
import pytest

from bench.corpus import (
    DEFAULT_SEED,
    Document,
    Family,
    Format,
    Label,
    Perturbation,
    Spec,
    Split,
    attack,
    event,
    mail,
    make,
    perturbation,
    plan,
    prose,
    records,
    web,
)
from bench.corpus.draw import Pool

SPECS = plan()
MODULES = (attack, event, mail, perturbation, prose, records, web)


def sample(fmt: Format, label: Label, split: Split, count: int) -> list[Spec]:
    found = [s for s in SPECS if s.format is fmt and s.label is label and s.split is split]
    step = max(1, len(found) // count)
    return found[::step][:count]


ONE_EACH = [
    s for fmt in Format for label in Label for split in Split for s in sample(fmt, label, split, 1)
]


def squash(text: str) -> str:
    """Whitespace, soft hyphens and zero-width marks vary with wrapping (a PDF line may break at
    a zero-width space and drop it); the words must not."""
    return re.sub(r"[\s\u00ad\u200b-\u200d\u2060]+", "", html.unescape(text))


def xml_text(archive: zipfile.ZipFile, prefix: str) -> str:
    parts = [
        archive.read(name).decode("utf-8")
        for name in archive.namelist()
        if name.startswith(prefix) and name.endswith(".xml")
    ]
    return re.sub(r"<[^>]+>", "", "".join(parts))


def office_text(doc: Document) -> str:
    prefix = {Format.DOCX: "word/", Format.XLSX: "xl/", Format.PPTX: "ppt/"}[doc.format]
    with zipfile.ZipFile(io.BytesIO(doc.data)) as archive:
        assert archive.testzip() is None
        assert "[Content_Types].xml" in archive.namelist()
        return xml_text(archive, prefix)


def pdf_text(doc: Document) -> str:
    reader = pypdf.PdfReader(io.BytesIO(doc.data))
    return "".join(page.extract_text() for page in reader.pages)


def test_plan_meets_the_minimums_and_the_split_ratio() -> None:
    labels = Counter((s.label, s.split) for s in SPECS)
    assert labels[(Label.MALICIOUS, Split.DEV)] + labels[(Label.MALICIOUS, Split.HELDOUT)] >= 600
    assert labels[(Label.BENIGN, Split.DEV)] + labels[(Label.BENIGN, Split.HELDOUT)] >= 600
    for label in Label:
        dev, held = labels[(label, Split.DEV)], labels[(label, Split.HELDOUT)]
        assert 0.55 <= dev / (dev + held) <= 0.65
        assert held >= 240


@pytest.mark.parametrize("split", list(Split))
def test_every_format_family_and_perturbation_is_in_each_split(split: Split) -> None:
    specs = [s for s in SPECS if s.split is split]
    assert {(s.format, s.label) for s in specs} == {(f, lab) for f in Format for lab in Label}
    assert {s.family for s in specs if s.family} == set(Family)
    assert {s.perturbation for s in specs if s.perturbation} == set(Perturbation)
    for fmt in Format:
        families = {s.family for s in specs if s.format is fmt and s.family}
        assert families == set(Family), fmt
    benign = [s for s in specs if s.label is Label.BENIGN]
    assert 0.15 <= sum(s.hard for s in benign) / len(benign) <= 0.3


def pools() -> Iterator[tuple[str, Pool[object]]]:
    for module in MODULES:
        for name, value in vars(module).items():
            if isinstance(value, Pool):
                yield f"{module.__name__}.{name}", value
            elif isinstance(value, dict):
                for key, inner in value.items():
                    if isinstance(inner, Pool):
                        yield f"{module.__name__}.{name}[{key}]", inner


def test_dev_and_heldout_phrasings_never_overlap() -> None:
    found = list(pools())
    assert len(found) >= 40
    for name, pool in found:
        parts = pool.parts()
        assert all(parts), name
        # An empty phrasing ("no lead-in", "no note") is a shape, not a phrasing; it may be shared.
        phrasings = [set(map(repr, part)) - {"''"} for part in parts]
        for i, one in enumerate(phrasings):
            for other in phrasings[i + 1 :]:
                assert not one & other, name


def test_retired_phrasings_are_drawn_by_dev_only() -> None:
    pool = Pool(
        dev=("a",), retired=("b",), retired_2=("c",), retired_3=("d",), retired_4=("e",),
        retired_5=("f",), retired_6=("g",), retired_7=("h",), retired_8=("i",), retired_9=("j",),
        heldout=("k",),
    )  # fmt: skip
    assert pool.of(Split.DEV) == ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j")
    assert pool.of(Split.HELDOUT) == ("k",)


@pytest.fixture(scope="module")
def built() -> dict[str, Document]:
    return {spec.key: make(spec) for spec in ONE_EACH}


def test_the_same_seed_gives_the_same_bytes(built: dict[str, Document]) -> None:
    for spec in ONE_EACH:
        again = make(spec)
        assert again == built[spec.key], spec.key
    other = make(ONE_EACH[0], DEFAULT_SEED + 1)
    assert other.data != built[ONE_EACH[0].key].data


def test_documents_carry_a_manifest_entry(built: dict[str, Document]) -> None:
    for doc in built.values():
        entry = doc.manifest_entry()
        assert entry["mime_type"] == doc.mime_type
        assert str(entry["file_name"]).endswith("." + str(doc.format))
        assert entry["label"] in ("malicious", "benign")
        assert bool(doc.planted) is (doc.label is Label.MALICIOUS)
        if doc.label is Label.MALICIOUS:
            assert doc.family in set(Family)
            assert sum(t.startswith("goal:") for t in doc.tags) == 1


def malicious(fmt: Format, count: int) -> Iterator[Document]:
    for split in Split:
        for spec in sample(fmt, Label.MALICIOUS, split, count):
            yield make(spec)


@pytest.mark.parametrize("fmt", [Format.DOCX, Format.XLSX, Format.PPTX])
def test_office_files_open_and_hold_the_planted_text(fmt: Format) -> None:
    for doc in malicious(fmt, 6):
        assert squash(doc.planted) in squash(office_text(doc)), (doc.id, doc.tags)


def test_pdfs_open_with_pypdf_and_hold_the_planted_text() -> None:
    for doc in malicious(Format.PDF, 8):
        assert doc.data.startswith(b"%PDF-")
        assert squash(doc.planted) in squash(pdf_text(doc)), (doc.id, doc.tags)


def unfold(data: bytes) -> list[str]:
    return data.decode("utf-8").replace("\r\n ", "").split("\r\n")


def test_ics_is_folded_and_escaped_per_rfc_5545() -> None:
    docs = [make(s) for s in SPECS if s.format is Format.ICS and s.index < 8]
    assert any(b"\r\n " in d.data for d in docs)
    for doc in docs:
        raw = doc.data.decode("utf-8")
        assert raw.endswith("\r\n")
        assert "\n" not in raw.replace("\r\n", "")
        for line in doc.data.split(b"\r\n"):
            assert len(line) <= 75
        lines = unfold(doc.data)
        assert lines[0] == "BEGIN:VCALENDAR"
        if doc.label is Label.MALICIOUS:
            values = [line.split(":", 1)[1] for line in lines if ":" in line]
            text = "".join(
                v.replace("\\n", "\n").replace("\\,", ",").replace("\\;", ";").replace("\\\\", "\\")
                for v in values
            )
            assert squash(doc.planted) in squash(text)


def bodies(message: EmailMessage) -> str:
    texts = []
    for part in message.walk():
        if part.get_content_maintype() == "text":
            assert isinstance(part, EmailMessage)
            texts.append(str(part.get_content()))
    return "\n".join(texts)


def test_emails_parse_with_the_standard_library() -> None:
    docs = [make(s) for s in SPECS if s.format is Format.EML and s.index < 10]
    seen_encodings: set[str] = set()
    for doc in docs:
        message = email.message_from_bytes(doc.data, policy=email.policy.default)
        assert isinstance(message, EmailMessage)
        for header in ("From", "To", "Subject", "Date", "Message-ID"):
            assert message[header], header
        assert not message.defects
        for part in message.walk():
            seen_encodings.add(str(part.get("Content-Transfer-Encoding", "")))
        if doc.label is Label.MALICIOUS:
            text = re.sub(r"(?m)^>+ ?", "", bodies(message))
            assert squash(doc.planted) in squash(text), (doc.id, doc.tags)
    assert {"quoted-printable", "base64"} <= seen_encodings
