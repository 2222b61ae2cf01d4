"""References a judge receives, built the same way for every scope (R1.2, R1.4)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.domain.ticket import canonical_id, read_ticket

MAX_NAME_CHARS = 260
DEFAULT_MAX_REFERENCES = 5

# Registry entries may use the ticket's PascalCase keys or snake_case.
_KEYS = (("ID", "id"), ("FullName", "full_name"), ("MimeType", "mime_type"))


@dataclass(frozen=True, slots=True)
class Reference:
    """One file as a judge sees it: canonical id, name and type from the registry."""

    id: str
    file_name: str
    mime_type: str


def reference_of(raw: object) -> Reference | None:
    """The reference a registry entry gives, or None when it is not a complete ticket (R1.4).

    Entries may use the ticket's PascalCase keys or snake_case, key by key; names are cut to
    260 characters.
    """
    if type(raw) is not dict:
        return None
    view = {pascal: raw[pascal] if pascal in raw else raw.get(snake) for pascal, snake in _KEYS}
    fields = read_ticket(view, require_mime=True)
    if fields is None or fields.mime_type is None:
        return None
    return Reference(fields.id, fields.name[:MAX_NAME_CHARS], fields.mime_type)


def build_references(
    references: Iterable[Reference | None], *, limit: int = DEFAULT_MAX_REFERENCES
) -> list[Reference]:
    """References in order (R1.4): invalid entries (None) take no slot, the first reference
    of each canonical id wins, and at most `limit` come out."""
    seen: set[str] = set()
    out: list[Reference] = []
    for reference in references:
        if len(out) >= limit:
            break
        if reference is None or reference.id in seen:
            continue
        seen.add(reference.id)
        out.append(reference)
    return out


class Registry:
    """The files a run legitimately holds, indexed by canonical id (the trust boundary)."""

    def __init__(self, raw_entries: Iterable[object]) -> None:
        self.entries = [reference_of(raw) for raw in raw_entries]
        self.skipped = sum(1 for entry in self.entries if entry is None)
        self._by_id: dict[str, Reference] = {}
        for entry in self.entries:
            if entry is not None and entry.id not in self._by_id:
                self._by_id[entry.id] = entry

    def whole(self, *, limit: int) -> list[Reference]:
        """References for the whole registry (agent and llm scope, pre stage)."""
        return build_references(self.entries, limit=limit)

    def mentioned(self, ids: Iterable[str], *, limit: int) -> list[Reference]:
        """References for mentioned ids the registry holds, with the registry's name and type.

        A mention of a file the run never held is dropped silently (R1.2).
        """
        return build_references((self._by_id.get(i) for i in ids), limit=limit)

    def __contains__(self, file_id: object) -> bool:
        return canonical_id(file_id) in self._by_id
