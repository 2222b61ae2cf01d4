"""The metadata document every backend stores beside an attachment's content (one layout)."""

from __future__ import annotations

from datetime import datetime

import orjson

from app.store.protocol import StoredAttachment


def encode_metadata(record: StoredAttachment) -> bytes:
    """The JSON document that makes an attachment visible once its content is whole."""
    return orjson.dumps(
        {
            "id": record.id,
            "name": record.name,
            "mime_type": record.mime_type,
            "size": record.size,
            "sha256": record.sha256,
            "created_at": record.created_at.isoformat(),
        }
    )


def decode_metadata(raw: bytes) -> StoredAttachment:
    """The attachment a metadata document describes."""
    data = orjson.loads(raw)
    return StoredAttachment(
        id=data["id"],
        name=data["name"],
        mime_type=data["mime_type"],
        size=data["size"],
        sha256=data["sha256"],
        created_at=datetime.fromisoformat(data["created_at"]),
    )
