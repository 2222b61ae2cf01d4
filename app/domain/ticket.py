"""Canonical attachment ids and the safe keys that name jobs and workspaces."""

from __future__ import annotations

import re
import uuid
from collections.abc import Mapping
from dataclasses import dataclass

# Workspace ids and job keys become one path component; this is the whole alphabet they may use.
SAFE_KEY_PATTERN = r"^(?!\.{1,2}$)[A-Za-z0-9._-]{1,128}$"
# The same rule without the look-ahead, for JSON Schema readers ('.' and '..' still refused).
SAFE_KEY_SCHEMA_PATTERN = r"^[A-Za-z0-9._-]{1,128}$"
_SAFE_KEY = re.compile(SAFE_KEY_PATTERN)
# Ids nearly always arrive canonical already; recognising that is far cheaper than uuid.UUID.
_CANONICAL = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def canonical_id(value: object) -> str | None:
    """The lower-case hyphenated form of `value` when it is a UUID string, else None.

    A string is a UUID when `uuid.UUID` accepts it (any case, hyphens optional, braces or a
    `urn:uuid:` prefix); ids are compared in this form everywhere.
    """
    if type(value) is not str:
        return None
    if len(value) == 36 and _CANONICAL.fullmatch(value):
        return value
    try:
        return str(uuid.UUID(value))
    except ValueError:
        return None


def is_safe_key(value: str) -> bool:
    """True when `value` can name a job or a workspace as a single path component."""
    return _SAFE_KEY.fullmatch(value) is not None


def canonical_key(value: str) -> str:
    """A job key compared case-insensitively when it is a UUID, verbatim otherwise."""
    return canonical_id(value) or value


@dataclass(frozen=True, slots=True)
class TicketFields:
    """The parts of a ticket the rules read: canonical id, name and (when required) type."""

    id: str
    name: str
    mime_type: str | None


def read_ticket(value: Mapping[str, object], *, require_mime: bool = False) -> TicketFields | None:
    """The fields of `value` when it is a ticket, else None.

    A ticket has a UUID `ID` and a non-blank `FullName` (R3.1); with `require_mime` it is a
    complete ticket, which also needs a non-blank `MimeType` (R1.4, R4.6). This is the one
    check every rule uses.
    """
    name = value.get("FullName")
    if type(name) is not str or not name.strip():
        return None
    mime = value.get("MimeType")
    if type(mime) is not str or not mime.strip():
        if require_mime:
            return None
        mime = None
    file_id = canonical_id(value.get("ID"))
    return None if file_id is None else TicketFields(file_id, name, mime)


def ticket_id(value: Mapping[str, object], *, require_mime: bool = False) -> str | None:
    """The canonical id when `value` is a ticket (see `read_ticket`), else None."""
    fields = read_ticket(value, require_mime=require_mime)
    return None if fields is None else fields.id
