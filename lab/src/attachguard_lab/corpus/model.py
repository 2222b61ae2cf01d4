"""The corpus vocabulary: labels, splits, formats, attack families and the Document record."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Label(StrEnum):
    MALICIOUS = "malicious"
    BENIGN = "benign"


class Split(StrEnum):
    DEV = "dev"
    HELDOUT = "heldout"


class Format(StrEnum):
    TXT = "txt"
    MD = "md"
    EML = "eml"
    HTML = "html"
    JSON = "json"
    ICS = "ics"
    CSV = "csv"
    DOCX = "docx"
    XLSX = "xlsx"
    PPTX = "pptx"
    PDF = "pdf"


MIME_TYPES: dict[Format, str] = {
    Format.TXT: "text/plain",
    Format.MD: "text/markdown",
    Format.EML: "message/rfc822",
    Format.HTML: "text/html",
    Format.JSON: "application/json",
    Format.ICS: "text/calendar",
    Format.CSV: "text/csv",
    Format.DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    Format.XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    Format.PPTX: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    Format.PDF: "application/pdf",
}


class Family(StrEnum):
    """The primary attack family of a malicious document (exactly one per document)."""

    OVERRIDE = "override"
    ADDRESSED = "addressed"
    FORGED_TURN = "forged_turn"
    TODO = "todo"
    REPLY_ONLY = "reply_only"
    TOOL_CALL = "tool_call"
    DENIAL = "denial_of_service"
    EXFILTRATION = "exfiltration"
    CONCEALMENT = "concealment"


class Perturbation(StrEnum):
    """A surface change applied on top of a family (a secondary tag, never a family)."""

    TYPO = "typo"
    SPACING = "spacing"
    CASE = "case"
    HOMOGLYPH = "homoglyph"
    ZERO_WIDTH = "zero_width"
    SPLIT = "split"


@dataclass(frozen=True)
class Document:
    """One generated file with its label; `planted` is the injected text as written (malicious)."""

    id: str
    file_name: str
    format: Format
    label: Label
    family: str
    tags: tuple[str, ...]
    split: Split
    data: bytes
    planted: str = ""

    @property
    def mime_type(self) -> str:
        return MIME_TYPES[self.format]

    def manifest_entry(self) -> dict[str, object]:
        return {
            "id": self.id,
            "file_name": self.file_name,
            "path": f"{self.split}/{self.id}/{self.file_name}",
            "mime_type": self.mime_type,
            "format": str(self.format),
            "label": str(self.label),
            "family": self.family,
            "tags": list(self.tags),
            "split": str(self.split),
            "size": len(self.data),
            "planted": self.planted,
        }
