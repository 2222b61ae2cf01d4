"""Attachment store backends behind one protocol."""

from __future__ import annotations

from app.settings import MIB, Settings, StoreKind
from app.store.local import LocalStore
from app.store.protocol import AttachmentStore


def build_store(settings: Settings) -> AttachmentStore:
    """The backend the settings name."""
    match settings.store:
        case StoreKind.LOCAL:
            return LocalStore(settings.store_root, min_free_bytes=settings.min_free_mb * MIB)
