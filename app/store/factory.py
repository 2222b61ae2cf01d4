"""The attachment store the settings name, its backend imported only when it is used."""

from __future__ import annotations

from app.settings import MIB, Settings, StoreKind
from app.store.protocol import AttachmentStore


def build_store(settings: Settings) -> AttachmentStore:
    """The backend the settings name."""
    match settings.store:
        case StoreKind.LOCAL:
            from app.store.local import LocalStore

            return LocalStore(settings.store_root, min_free_bytes=settings.min_free_mb * MIB)
        case StoreKind.S3:
            from app.store.s3 import S3Config, S3Store

            secret = settings.s3_secret_access_key
            return S3Store(
                S3Config(
                    bucket=settings.s3_bucket,
                    # None: the AWS default chain (workload identity, instance role, AWS_*).
                    access_key_id=settings.s3_access_key_id,
                    secret_access_key=None if secret is None else secret.get_secret_value(),
                    endpoint_url=settings.s3_endpoint_url,
                    region=settings.s3_region,
                    path_style=settings.s3_path_style,
                    prefix=settings.s3_prefix,
                    part_size=settings.s3_part_size,
                    upload_concurrency=settings.s3_upload_concurrency,
                    upload_buffer_bytes=settings.s3_upload_buffer_mb * MIB,
                    connect_timeout_s=settings.s3_connect_timeout_s,
                    read_timeout_s=settings.s3_read_timeout_s,
                    max_attempts=settings.s3_max_attempts,
                    timeout_s=settings.s3_timeout_s,
                    lease_s=settings.s3_lease_s,
                )
            )
