"""Path parameters and response parts that several routers share."""

from __future__ import annotations

from typing import Annotated
from urllib.parse import quote

from fastapi import Path
from pydantic import BaseModel, ConfigDict, Field
from pydantic.config import JsonDict

from app.domain.attachment import StoredAttachment
from app.domain.filename import ascii_fallback, display_name
from app.domain.ticket import SAFE_KEY_SCHEMA_PATTERN

# Documented here; enforced by the services with their own `invalid_key` code.
SAFE_KEY_SCHEMA: JsonDict = {"pattern": SAFE_KEY_SCHEMA_PATTERN}

AttachmentIdPath = Annotated[
    str,
    Path(
        description="The attachment id (a UUID).",
        examples=["0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"],
    ),
]
JobKeyPath = Annotated[
    str,
    Path(
        description="The job key: 1-128 of A-Z a-z 0-9 . _ -, not '.' or '..'.",
        json_schema_extra=SAFE_KEY_SCHEMA,
        examples=["job-42"],
    ),
]
WorkspaceIdPath = Annotated[
    str,
    Path(
        description="The workspace id: 1-128 of A-Z a-z 0-9 . _ -, not '.' or '..'.",
        json_schema_extra=SAFE_KEY_SCHEMA,
        examples=["run-42"],
    ),
]


class TicketResponse(BaseModel):
    """A ticket, as runtimes pass files around: PascalCase keys."""

    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    id: str = Field(alias="ID", description="The attachment id (canonical UUID).")
    full_name: str = Field(alias="FullName", description="The file name.")
    mime_type: str = Field(alias="MimeType", description="The media type.")

    @classmethod
    def of(cls, record: StoredAttachment) -> TicketResponse:
        """The one place a stored attachment becomes a ticket on the wire."""
        return cls(id=record.id, full_name=record.name, mime_type=record.mime_type)


# Set in the scope of a HEAD served by its GET route (`HeadRequests`): a download then
# answers its headers without reading a body nobody would read.
HEAD_ONLY = "attachguard.head_only"


def content_disposition(name: str) -> str:
    """`attachment` with an ASCII fallback and the UTF-8 name (RFC 6266), without the
    characters no file name should show (a CR/LF a file on a shared volume was named with)."""
    name = display_name(name) or "file"
    return (
        f"attachment; filename=\"{ascii_fallback(name)}\"; filename*=UTF-8''{quote(name, safe='')}"
    )
