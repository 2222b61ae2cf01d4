"""The labelled corpus: deterministic, large enough, every format per split, readable files."""

from __future__ import annotations

import email
import email.policy
import html
import io
import json
import re
import zipfile
from collections import Counter
from collections.abc import Iterator
from email.message import EmailMessage
from pathlib import Path

import pypdf
import pytest

from attachguard_lab.corpus import (
    DEFAULT_SEED,
    Document,
    Family,
    Format,
    Label,
    Perturbation,
    Spec,
    Split,
    make,
    perturbation,
    phrases,
    plan,
)
from attachguard_lab.corpus.draw import DEV, HELDOUT, RETIRED, Part, Pool

SPECS = plan()
CORPUS = Path(perturbation.__file__).resolve().parent.parent


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


def written(name: str) -> Pool[str]:
    """A pool's phrasings as written in the data files (JSON), whatever the code makes of them."""
    return phrases.pool_of(name, lambda value: json.dumps(value, sort_keys=True))


def test_dev_and_heldout_phrasings_never_overlap() -> None:
    names = phrases.pool_names()
    assert len(names) >= 40
    for name in names:
        # An empty phrasing ("no lead-in", "no note") is a shape, not a phrasing; it may be shared.
        parts = [set(part.items) - {'""'} for part in written(name).parts]
        for i, one in enumerate(parts):
            for other in parts[i + 1 :]:
                assert not one & other, name


def test_every_pool_has_dev_and_the_current_generations_heldout_phrasings() -> None:
    pools = [written(name) for name in phrases.pool_names()]
    current = max(part.generation for pool in pools for part in pool.parts)
    for pool in pools:
        splits = [(part.split, part.generation) for part in pool.parts]
        assert len(set(splits)) == len(splits), pool.name  # each part written in one place
        assert pool.of(Split.DEV), pool.name
        assert pool.of(Split.HELDOUT), pool.name
        for part in pool.parts:
            if part.split == HELDOUT:
                assert part.generation == current, pool.name
            else:
                assert part.generation < current, pool.name


def test_every_pool_and_list_in_the_data_is_read_by_the_generator() -> None:
    source = "".join(path.read_text() for path in CORPUS.rglob("*.py"))
    for name in phrases.pool_names() + phrases.list_names():
        group = name.rsplit(".", 1)[0]
        assert f'"{name}"' in source or f'"{group}"' in source, name


def test_every_perturbation_kind_drawn_has_its_code() -> None:
    kinds = {
        "perturbation.typo_kinds": set(perturbation.TYPOS),
        "perturbation.spacing_kinds": set(perturbation.SPACINGS) | set(perturbation.SEPARATED),
        "perturbation.case_kinds": set(perturbation.CASINGS) | set(perturbation.CAPITALS),
        "perturbation.split_styles": set(perturbation.STYLES),
    }
    for name, known in kinds.items():
        drawn = {kind for split in Split for kind in phrases.pool(name).of(split)}
        assert drawn == known, name


def test_retired_phrasings_are_drawn_by_dev_only() -> None:
    pool = Pool(
        "example",
        [
            Part(DEV, 1, ("a",)),
            Part(RETIRED, 1, ("b", "c")),
            Part(RETIRED, 2, ("d",)),
            Part(DEV, 2, ("x",)),
            Part(HELDOUT, 3, ("k",)),
        ],
    )
    assert pool.of(Split.DEV) == ("a", "b", "c", "x", "d")
    assert pool.of(Split.HELDOUT) == ("k",)


def test_a_new_generation_is_lines_of_data(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    lines = [
        {"pool": "demo.greetings", "split": "dev", "generation": 1, "text": "Hello"},
        {"pool": "demo.greetings", "split": "retired", "generation": 1, "text": "Hi there"},
        {"pool": "demo.greetings", "split": "retired", "generation": 2, "text": "Good day"},
        {"pool": "demo.greetings", "split": "heldout", "generation": 3, "text": "Greetings"},
        {"pool": "demo.tables", "split": "dev", "generation": 1, "value": {"a": "\u0430"}},
        {"pool": "demo.tables", "split": "heldout", "generation": 3, "value": {"e": "\u0435"}},
    ]
    (tmp_path / "demo.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    monkeypatch.setattr(phrases, "POOLS", tmp_path)
    phrases._pools.cache_clear()
    try:
        greetings = phrases.pool("demo.greetings")
        assert greetings.of(Split.DEV) == ("Hello", "Hi there", "Good day")
        assert greetings.of(Split.HELDOUT) == ("Greetings",)
        assert [(p.split, p.generation) for p in greetings.parts] == [
            (DEV, 1), (RETIRED, 1), (RETIRED, 2), (HELDOUT, 3),
        ]  # fmt: skip
        tables = phrases.pool_of("demo.tables", phrases.table)
        assert tables.of(Split.HELDOUT) == ({"e": "\u0435"},)
        with pytest.raises(TypeError):
            phrases.pool_of("demo.greetings", phrases.table)
        with pytest.raises(KeyError):
            phrases.pool("demo.missing")
    finally:
        phrases._pools.cache_clear()


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
