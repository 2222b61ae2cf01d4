"""What the corpus holds (one Spec per document) and how one Spec becomes a Document."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from attachguard_lab.corpus import (
    attack,
    event,
    export,
    lexicon,
    mail,
    office,
    pdf,
    prose,
    records,
    text,
    web,
)
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.model import Document, Family, Format, Label, Perturbation, Split
from attachguard_lab.corpus.perturbation import perturb
from attachguard_lab.corpus.rendered import Rendered

DEFAULT_SEED = 20261208
# Documents per format and label: 60% dev, 40% held-out.
PER_FORMAT = {Split.DEV: 60, Split.HELDOUT: 40}
FAMILIES = tuple(Family)
PERTURBATIONS = tuple(Perturbation)
HARD_EVERY = 5  # one benign document in five describes or quotes attacks


@dataclass(frozen=True)
class Spec:
    """The decisions fixed before any text is drawn: where a document goes and what it is."""

    split: Split
    format: Format
    label: Label
    index: int
    family: Family | None
    perturbation: Perturbation | None
    hard: bool

    @property
    def key(self) -> str:
        return f"{self.split}/{self.format}/{self.label}/{self.index}"


def plan() -> list[Spec]:
    """Every document of the corpus, with families and perturbations spread evenly."""
    specs: list[Spec] = []
    for split in Split:
        perturbed = 0
        for f, fmt in enumerate(Format):
            for label in Label:
                for i in range(PER_FORMAT[split]):
                    family = None
                    perturbation = None
                    if label is Label.MALICIOUS:
                        family = FAMILIES[(i + f) % len(FAMILIES)]
                        # Whole rounds of the family rotation are perturbed, so within a
                        # format every family gets perturbed and unperturbed documents.
                        if (i // len(FAMILIES) + f) % 3 == 1:
                            perturbation = PERTURBATIONS[perturbed % len(PERTURBATIONS)]
                            perturbed += 1
                    hard = label is Label.BENIGN and (i + f) % HARD_EVERY == 0
                    specs.append(Spec(split, fmt, label, i, family, perturbation, hard))
    return specs


def document_id(seed: int, spec: Spec) -> str:
    return hashlib.sha256(f"{seed}:{spec.key}".encode()).hexdigest()[:12]


def injection(draw: Draw, spec: Spec, owner: str) -> tuple[str | None, tuple[str, ...]]:
    if spec.family is None:
        return None, ()
    made = attack.make_attack(draw, spec.family, owner)
    body = made.text
    tags = made.tags
    if spec.perturbation is not None:
        body = perturb(draw, body, spec.perturbation)
        tags = (*tags, f"perturbation:{spec.perturbation}")
    return body, tags


def reader(draw: Draw) -> str:
    return lexicon.person(draw).first


def render(draw: Draw, spec: Spec) -> tuple[Rendered, str | None, tuple[str, ...]]:
    """The file for `spec`: its carrier first, then the injection written into it."""
    fmt = spec.format
    hard = spec.hard
    if fmt in (Format.TXT, Format.MD, Format.DOCX, Format.PPTX, Format.PDF):
        doc = prose.make_prose(draw, hard=hard)
        planted, tags = injection(draw, spec, reader(draw))
        writer = {
            Format.TXT: text.render_txt,
            Format.MD: text.render_md,
            Format.DOCX: office.render_docx,
            Format.PPTX: office.render_pptx,
            Format.PDF: pdf.render_pdf,
        }[fmt]
        return writer(draw, doc, planted), planted, tags
    if fmt is Format.EML:
        message = mail.make_mail(draw, hard=hard)
        planted, tags = injection(draw, spec, message.to.first)
        return mail.render_eml(draw, message, planted), planted, tags
    if fmt is Format.HTML:
        page = web.make_page(draw, hard=hard)
        planted, tags = injection(draw, spec, reader(draw))
        return web.render_html(draw, page, planted), planted, tags
    if fmt is Format.ICS or (fmt is Format.JSON and draw.chance(0.5)):
        cal = event.make_calendar(draw, hard=hard)
        planted, tags = injection(draw, spec, cal.owner.first)
        if fmt is Format.ICS:
            return event.render_ics(draw, cal, planted), planted, tags
        return export.render_json(draw, cal, planted), planted, tags
    kinds = ("reviews", "support_tickets", "contacts") if fmt is Format.JSON else ()
    table = records.make_table(draw, hard=hard, kinds=kinds)
    planted, tags = injection(draw, spec, reader(draw))
    if fmt is Format.JSON:
        return export.render_json(draw, table, planted), planted, tags
    if fmt is Format.CSV:
        return export.render_csv(draw, table, planted), planted, tags
    return office.render_xlsx(draw, table, planted), planted, tags


def make(spec: Spec, seed: int = DEFAULT_SEED) -> Document:
    """The document for `spec`; the same seed always gives the same bytes."""
    draw = Draw(f"{seed}:{spec.key}", spec.split)
    rendered, planted, attack_tags = render(draw, spec)
    if spec.label is Label.MALICIOUS:
        assert spec.family is not None
        family = str(spec.family)
        tags = (f"carrier:{rendered.kind}", *attack_tags, *rendered.tags)
        written = rendered.planted if rendered.planted is not None else planted or ""
    else:
        family = rendered.kind
        hard = ("hard_negative:quotes_attack",) if spec.hard else ()
        tags = (*hard, *(t for t in rendered.tags if t not in hard))
        written = ""
    return Document(
        id=document_id(seed, spec),
        file_name=rendered.file_name,
        format=spec.format,
        label=spec.label,
        family=family,
        tags=tags,
        split=spec.split,
        data=rendered.data,
        planted=written,
    )
