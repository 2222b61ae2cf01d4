"""Attachment store backends behind one protocol."""

from __future__ import annotations

import logging

from app.errors import StoreUnavailable
from app.settings import Settings, StoreKind
from app.store.local import LocalStore
from app.store.protocol import AttachmentStore
from app.store.s3 import S3Config, S3Store

logger = logging.getLogger("attachguard.store")


def build_store(settings: Settings) -> AttachmentStore:
    """The backend the settings name."""
    match settings.store:
        case StoreKind.LOCAL:
            return LocalStore(settings.store_root)
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


async def sweep_leftovers(store: AttachmentStore, *, older_than_s: float) -> None:
    """The start-up sweep: remove a crash's left-overs; a store that is down is retried at the
    next start, never a reason not to start."""
    try:
        removed = await store.sweep(older_than_s=older_than_s)
    except StoreUnavailable as exc:
        logger.warning("start-up sweep skipped", extra={"reason": exc.detail})
        return
    logger.info("start-up sweep done", extra={"removed": removed})
