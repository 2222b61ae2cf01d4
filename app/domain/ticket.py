"""Canonical attachment ids and the safe keys that name jobs and workspaces."""

from __future__ import annotations

import re
import uuid

# Workspace ids and job keys become one path component; this is the whole alphabet they may use.
SAFE_KEY_PATTERN = r"^(?!\.{1,2}$)[A-Za-z0-9._-]{1,128}$"
# The same rule without the look-ahead, for JSON Schema readers ('.' and '..' still refused).
SAFE_KEY_SCHEMA_PATTERN = r"^[A-Za-z0-9._-]{1,128}$"
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
