"""What the store knows of one attachment, and the ticket a runtime passes around for it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class StoredAttachment:
    """An attachment's metadata; `id` is canonical."""

    id: str
    name: str
    mime_type: str
    size: int
    sha256: str
    created_at: datetime

    def ticket(self) -> dict[str, str]:
        """The ticket runtimes pass around: `{"ID", "FullName", "MimeType"}`."""
        return {"ID": self.id, "FullName": self.name, "MimeType": self.mime_type}
