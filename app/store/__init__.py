"""Attachment store backends behind one protocol."""

from __future__ import annotations

from app.settings import MIB, Settings, StoreKind
from app.store.local import LocalStore
from app.store.protocol import AttachmentStore
from app.store.s3 import S3Config, S3Store


def build_store(settings: Settings) -> AttachmentStore:
    """The backend the settings name."""
    match settings.store:
        case StoreKind.LOCAL:
            return LocalStore(settings.store_root, min_free_bytes=settings.min_free_mb * MIB)
        case StoreKind.S3:
            assert settings.s3_access_key_id is not None
            assert settings.s3_secret_access_key is not None
            return S3Store(
                S3Config(
                    bucket=settings.s3_bucket,
                    access_key_id=settings.s3_access_key_id,
                    secret_access_key=settings.s3_secret_access_key.get_secret_value(),
                    endpoint_url=settings.s3_endpoint_url,
                    region=settings.s3_region,
                    path_style=settings.s3_path_style,
                    prefix=settings.s3_prefix,
                    part_size=settings.s3_part_size,
                    connect_timeout_s=settings.s3_connect_timeout_s,
                    read_timeout_s=settings.s3_read_timeout_s,
                    max_attempts=settings.s3_max_attempts,
                )
            )
