"""Tickets (the JSON by which agents pass files around) and the canonical form of their ids."""

from __future__ import annotations

import re
import uuid
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

# Workspace ids and job keys become one path component; this is the whole alphabet they may use.
SAFE_KEY_PATTERN = r"^(?!\.{1,2}$)[A-Za-z0-9._-]{1,128}$"
_SAFE_KEY = re.compile(SAFE_KEY_PATTERN)


def canonical_id(value: object) -> str | None:
    """The lower-case hyphenated form of `value` when it is a UUID string, else None.

    A string is a UUID when `uuid.UUID` accepts it (any case, hyphens optional, braces or a
    `urn:uuid:` prefix); ids are compared in this form everywhere.
    """
    if not isinstance(value, str):
        return None
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


class Ticket(BaseModel):
    """A file as agents and tools see it: PascalCase keys on the wire."""

    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True, extra="allow")

    id: str = Field(alias="ID", description="The attachment's id (a UUID).")
    full_name: str = Field(alias="FullName", description="The file name.")
    mime_type: str = Field(alias="MimeType", description="The media type.")
    metadata: dict[str, str] | None = Field(
        default=None, alias="Metadata", description="Opaque string metadata."
    )

    def wire(self) -> dict[str, Any]:
        """The ticket as agents expect it, without empty optional keys."""
        return self.model_dump(by_alias=True, exclude_none=True)
