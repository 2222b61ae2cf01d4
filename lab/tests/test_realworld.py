"""The committed real-world set (attachguard_lab.realworld): both splits load, no group
straddles them, no text is kept twice, every document is typed, no machine path leaks."""

from __future__ import annotations

import hashlib
import re
from functools import cache

import pytest

from attachguard_lab.realworld import RealDocument, Split, files, load
from attachguard_lab.realworld.build import split_of
from attachguard_lab.realworld.render import render_docx, render_pdf
from attachguard_lab.realworld.source import CAP_BYTES, excluded

CATEGORIES = {"manpage", "readme", "license", "changelog", "config", "env_example", "doc",
              "html_manual", "log", "certificate", "record", "data"}  # fmt: skip
HOME = re.compile(r"/(?:root|home)/")


@cache
def documents() -> tuple[RealDocument, ...]:
    return (*load(Split.CALIBRATION), *load(Split.HELDOUT))


@pytest.mark.parametrize("split", list(Split))
def test_the_loader_returns_each_split(split: Split) -> None:
    loaded = load(split)
    assert len(loaded) > 1000
    assert {d.split for d in loaded} == {split}


def test_about_seventy_percent_of_documents_calibrate() -> None:
    share = sum(d.split is Split.CALIBRATION for d in documents()) / len(documents())
    assert 0.6 <= share <= 0.8, share


def test_no_group_straddles_the_splits_and_each_split_is_its_groups_hash() -> None:
    splits: dict[str, set[Split]] = {}
    for document in documents():
        splits.setdefault(document.group, set()).add(document.split)
    assert all(len(found) == 1 for found in splits.values())
    assert all(split_of(group) in found for group, found in splits.items())


def test_no_content_is_kept_twice() -> None:
    digests = [hashlib.sha256(d.content.strip().encode()).hexdigest() for d in documents()]
    assert len(digests) == len(set(digests))
    assert len({d.id for d in documents()}) == len(documents())


def test_every_document_has_a_category_a_format_a_media_type_and_a_name() -> None:
    for document in documents():
        assert document.category in CATEGORIES, document.id
        assert document.format, document.id
        assert "/" in document.mime_type, document.id
        assert document.file_name, document.id
        assert "/" not in document.file_name, document.id
        assert document.content.strip(), document.id
        assert len(document.content.encode()) <= CAP_BYTES, document.id


def test_every_category_is_in_both_splits() -> None:
    for split in Split:
        found = {d.category for d in documents() if d.split is split}
        assert found >= CATEGORIES - {"env_example", "data"}, split


def test_no_home_path_leaks_into_a_source_and_sources_name_their_package() -> None:
    for document in documents():
        assert not HOME.search(document.source), document.source
        assert "/work/" not in document.source, document.source
        if document.group.startswith(("debian:", "pypi:", "npm:")):
            assert document.source.startswith(document.group + " "), document.source


def test_no_excluded_package_or_attack_corpus_is_taken() -> None:
    for document in documents():
        assert not excluded(document.group.split(":", 1)[1]), document.group
        assert "attachguard" not in document.group or document.category == "log"


def test_files_are_ready_to_upload_and_rendered_ones_are_reproducible() -> None:
    ready = files(Split.HELDOUT)
    assert len(ready) == len(load(Split.HELDOUT))
    rendered = [d for d in load(Split.HELDOUT) if d.format in ("pdf", "docx")]
    assert {d.format for d in rendered} == {"pdf", "docx"}
    for document in rendered[:4]:
        assert document.data == document.data
        assert document.data.startswith(b"%PDF" if document.format == "pdf" else b"PK")


def test_the_renderers_write_any_text() -> None:
    text = "Überschrift\n\n\tcontrol \x07 chars and 日本語\n\nplain"
    assert render_pdf("t", "a", text).startswith(b"%PDF")
    assert render_docx("t", "a", text).startswith(b"PK")
