"""References a judge receives, built the same way for every scope (R1.2, R1.4)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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
    """The files a run legitimately holds, indexed by canonical id (the trust boundary).

    Entries are checked lazily: a tool call that mentions one file checks the entries that
    hold its id, not the whole registry (registries run to hundreds of entries, and every tool
    call of a run is evaluated).
    """

    def __init__(self, raw_entries: Sequence[object]) -> None:
        self._raw = raw_entries
        self._references: list[Reference | None] | None = None

    def _all(self) -> list[Reference | None]:
        if self._references is None:
            self._references = [reference_of(raw) for raw in self._raw]
        return self._references

    @property
    def skipped(self) -> int:
        """How many entries are not complete tickets (checks every entry)."""
        return sum(1 for reference in self._all() if reference is None)

    def whole(self, *, limit: int) -> list[Reference]:
        """References for the whole registry (agent and llm scope, pre stage)."""
        return build_references(self._all(), limit=limit)

    def whole_count(self) -> int:
        """How many distinct files the registry holds (complete entries, by canonical id)."""
        return len({r.id for r in self._all() if r is not None})

    def mentioned(self, ids: Sequence[str], *, limit: int) -> list[Reference]:
        """References for mentioned ids the registry holds, with the registry's name and type.

        A mention of a file the run never held is not forwarded (R1.2; `held` tells how many
        there were); the first complete entry of an id wins, as in `whole` (R1.4).
        """
        return self.held(ids, limit=limit)[0]

    def held(self, ids: Sequence[str], *, limit: int) -> tuple[list[Reference], int]:
        """`mentioned`, and how many distinct mentioned ids the registry does not hold."""
        references, missing, _ = self.held_and_invalid(ids, limit=limit)
        return references, missing

    def held_and_invalid(
        self, ids: Sequence[str], *, limit: int
    ) -> tuple[list[Reference], int, int]:
        """`held`, and how many of the ids it does not hold have only entries that are not
        valid files (an empty name or type, R1.4): the run holds them, no judge is sent them."""
        if not ids:
            return [], 0, 0
        wanted = set(ids)
        invalid: set[str] = set()
        held: dict[str, Reference] = {}
        for raw in self._raw:
            if type(raw) is not dict:
                continue
            raw_id = raw["ID"] if "ID" in raw else raw.get("id")
            if type(raw_id) is not str:
                continue
            if len(raw_id) == 36 and raw_id[8] == raw_id[13] == raw_id[18] == raw_id[23] == "-":
                # Hyphens where the canonical form has them: the canonical form is its lower
                # case, if it is a UUID at all (checked by reference_of when it is wanted).
                file_id: str | None = raw_id if raw_id in wanted else raw_id.lower()
            else:
                file_id = canonical_id(raw_id)
            if file_id in wanted and file_id not in held:
                reference = reference_of(raw)
                if reference is not None:
                    held[reference.id] = reference
                else:
                    invalid.add(file_id)
        missing = len(wanted - held.keys())
        references = build_references((held.get(i) for i in ids), limit=limit)
        return references, missing, len(invalid - held.keys())

    def __contains__(self, file_id: object) -> bool:
        wanted = canonical_id(file_id)
        return wanted is not None and bool(self.mentioned([wanted], limit=1))
