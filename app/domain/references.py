"""References a judge receives, built the same way for every scope (R1.2, R1.4)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from app.domain.ticket import canonical_id

MAX_NAME_CHARS = 260
DEFAULT_MAX_REFERENCES = 5

# Registry entries may use the ticket's PascalCase keys or snake_case.
_KEYS = {"id": ("ID", "id"), "name": ("FullName", "full_name"), "mime": ("MimeType", "mime_type")}


@dataclass(frozen=True, slots=True)
class Reference:
    """One file as a judge sees it: canonical id, name and type from the registry."""

    id: str
    file_name: str
    mime_type: str


@dataclass(frozen=True, slots=True)
class RegistryEntry:
    """A registry item as given: possibly not a valid file at all (R1.4 skips those)."""

    id: object
    full_name: object
    mime_type: object

    @classmethod
    def of(cls, raw: object) -> RegistryEntry:
        """Read one registry item of any shape; a non-object gives an entry that is skipped."""
        if not isinstance(raw, Mapping):
            return cls(None, None, None)
        picked = {
            field: next((raw[k] for k in keys if k in raw), None) for field, keys in _KEYS.items()
        }
        return cls(picked["id"], picked["name"], picked["mime"])


def _valid(entry: RegistryEntry) -> Reference | None:
    file_id = canonical_id(entry.id)
    name, mime = entry.full_name, entry.mime_type
    if file_id is None or not isinstance(name, str) or not isinstance(mime, str):
        return None
    if not name.strip() or not mime.strip():
        return None
    return Reference(id=file_id, file_name=name[:MAX_NAME_CHARS], mime_type=mime)


def build_references(
    entries: Iterable[RegistryEntry], *, limit: int = DEFAULT_MAX_REFERENCES
) -> list[Reference]:
    """References from entries in order (R1.4).

    Entries whose id is not a UUID or whose name or MIME type is empty are skipped and take no
    slot; names are cut to 260 characters; the first entry of each canonical id wins; at most
    `limit` references come out.
    """
    seen: set[str] = set()
    out: list[Reference] = []
    for entry in entries:
        if len(out) >= limit:
            break
        reference = _valid(entry)
        if reference is None or reference.id in seen:
            continue
        seen.add(reference.id)
        out.append(reference)
    return out


class Registry:
    """The files a run legitimately holds, indexed by canonical id (the trust boundary)."""

    def __init__(self, raw_entries: Iterable[object]) -> None:
        self.entries = [RegistryEntry.of(raw) for raw in raw_entries]
        self._by_id: dict[str, RegistryEntry] = {}
        self.skipped = 0
        for entry in self.entries:
            reference = _valid(entry)
            if reference is None:
                self.skipped += 1
            elif reference.id not in self._by_id:
                self._by_id[reference.id] = entry

    def whole(self, *, limit: int) -> list[Reference]:
        """References for the whole registry (agent and llm scope, pre stage)."""
        return build_references(self.entries, limit=limit)

    def mentioned(self, ids: Iterable[str], *, limit: int) -> list[Reference]:
        """References for mentioned ids the registry holds, with the registry's name and type.

        A mention of a file the run never held is dropped silently (R1.2).
        """
        held = (self._by_id[i] for i in ids if i in self._by_id)
        return build_references(held, limit=limit)

    def __contains__(self, file_id: object) -> bool:
        return canonical_id(file_id) in self._by_id
