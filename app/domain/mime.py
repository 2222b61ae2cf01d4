"""Media types from file names, identical on every machine (R4.3)."""

from __future__ import annotations

import mimetypes
import re
from email.message import Message
from functools import cache
from pathlib import PurePosixPath

OCTET_STREAM = "application/octet-stream"

# `type/subtype`, each an HTTP token (RFC 9110 5.6.2): what a `Content-Type` header may carry.
_HTTP_WORD = r"[!#$%&'*+.^_`|~0-9A-Za-z-]+"
_MEDIA_TYPE = re.compile(f"{_HTTP_WORD}/{_HTTP_WORD}")

# Rows the spec fixes, or where Python's built-in table disagrees with what agents expect.
_PINNED: dict[str, str] = {
    ".md": "text/markdown",
    ".markdown": "text/markdown",
    ".yaml": "application/yaml",
    ".yml": "application/yaml",
    ".jsonl": "application/jsonl",
    ".ndjson": "application/jsonl",
    ".json": "application/json",
    ".csv": "text/csv",
    ".tsv": "text/tab-separated-values",
    ".txt": "text/plain",
    ".log": "text/plain",
    ".pdf": "application/pdf",
    ".html": "text/html",
    ".htm": "text/html",
    ".xml": "application/xml",
    ".py": "text/x-python",
    ".toml": "application/toml",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
}

# A compression suffix says how the bytes are packed, not what they are: `x.csv.gz` is a CSV.
_COMPRESSION = frozenset({".gz", ".bz2", ".xz", ".zst", ".br", ".z", ".lz", ".lzma"})
_COMPRESSED_ALONE: dict[str, str] = {
    ".gz": "application/gzip",
    ".bz2": "application/x-bzip2",
    ".xz": "application/x-xz",
    ".zst": "application/zstd",
    ".br": "application/x-brotli",
}


@cache
def _builtin_table() -> dict[str, str]:
    # A fresh MimeTypes() holds only the table compiled into Python, never the host's
    # /etc/mime.types, so the answer cannot drift between machines.
    table = mimetypes.MimeTypes(filenames=())
    return {ext.lower(): mime for ext, mime in table.types_map[True].items()}


def guess_mime_type(name: str) -> str:
    """The media type for `name` by extension, case-insensitive; `application/octet-stream`."""
    suffixes = [s.lower() for s in PurePosixPath(name.replace("\\", "/")).suffixes]
    if not suffixes:
        return OCTET_STREAM
    # `.tgz` is `.tar.gz` (the standard table's short forms).
    suffixes[-1:] = _short_forms().get(suffixes[-1], suffixes[-1]).replace(".", " .").split()
    last = suffixes[-1]
    if last in _COMPRESSION:
        if len(suffixes) >= 2:
            inner = _lookup(suffixes[-2])
            if inner is not None:
                return inner
        return _COMPRESSED_ALONE.get(last, OCTET_STREAM)
    return _lookup(last) or OCTET_STREAM


@cache
def _short_forms() -> dict[str, str]:
    return dict(mimetypes.MimeTypes(filenames=()).suffix_map)


def _lookup(suffix: str) -> str | None:
    return _PINNED.get(suffix) or _builtin_table().get(suffix)


def bare_media_type(mime_type: str) -> str:
    """The media type without parameters, lower-case: `Text/Plain; charset=x` is `text/plain`."""
    return mime_type.split(";", 1)[0].strip().lower()


def media_type_parameter(mime_type: str, name: str) -> str | None:
    """One parameter of a media type (`charset` of `text/plain; charset="latin-1"`), or None."""
    if ";" not in mime_type:
        return None
    header = Message()
    header["content-type"] = mime_type
    value = header.get_param(name)
    return value if isinstance(value, str) and value else None


def media_type_of(declared: str | None, name: str) -> str:
    """The media type of an upload: the declared one, else the extension's (R4.3 table).

    A browser or curl declares `application/octet-stream` when it does not know better; the
    extension then gives the more useful answer. A declared type that is not a plain
    `type/subtype` of HTTP tokens is ignored (a control character in it would make every
    download's `Content-Type` header invalid).
    """
    if declared:
        media = bare_media_type(declared)
        if media != OCTET_STREAM and _MEDIA_TYPE.fullmatch(media):
            return media
    return guess_mime_type(name)
