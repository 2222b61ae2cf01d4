"""What one found document is before it is kept: its group, category, name, origin and text.

A candidate's `group` is the package it came from (`debian:coreutils`, `pypi:requests`,
`npm:semver`) or, for records that no package wrote, the thing they record; the split is a hash
of it, so one group's documents never straddle the splits.
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass
from pathlib import PurePosixPath

# Each document keeps at most this much of its text (UTF-8), cut at a line end.
CAP_BYTES = 64 * 1024

# Distributions and paths never taken: attack corpora and security test data, whose payloads
# are prompt injections by design, and this repository's own packages.
EXCLUDED_DISTRIBUTIONS = frozenset(
    {"attachguard", "attachguard-lab", "attachguard-client", "garak", "agentdojo"}
)
EXCLUDED_WORDS = re.compile(
    r"injection|jailbreak|payload|malicious|exploit|attack|adversar|red.?team", re.IGNORECASE
)
# Paths and texts that look like secrets are never read or kept, even public-looking ones.
SECRET_PATH = re.compile(
    r"shadow|gshadow|ssh_host_|/private/|\.key$|\.pem$|secret|token|password|credential|"
    r"netrc|keytab",
    re.IGNORECASE,
)
SECRET_TEXT = re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----")


@dataclass(frozen=True)
class Candidate:
    """A document as found: `text` is already decoded, capped and rendered (a manual page)."""

    group: str
    category: str
    file_name: str
    source: str
    text: str


def excluded(name: str) -> bool:
    """Whether a distribution, package or path is one the set never takes."""
    normal = re.sub(r"[-_.]+", "-", name).lower()
    return normal in EXCLUDED_DISTRIBUTIONS or bool(EXCLUDED_WORDS.search(name))


def decode(data: bytes, name: str = "") -> str | None:
    """The text of a file's bytes (gunzipped when `name` ends in .gz), capped; None when the
    bytes are not text (a NUL byte, not UTF-8 nor mostly Latin-1 printable) or look secret."""
    if name.endswith(".gz"):
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError):
            return None
    data = data[: CAP_BYTES * 2]
    if b"\x00" in data:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start >= CAP_BYTES:  # a character cut by the read above
            text = data[: error.start].decode("utf-8")
        else:
            text = data.decode("latin-1")
            if sum(c.isprintable() or c in "\n\t\r" for c in text) < 0.97 * len(text):
                return None
    text = cap(text.replace("\r\n", "\n"))
    if not text.strip() or SECRET_TEXT.search(text):
        return None
    return text


def cap(text: str, limit: int = CAP_BYTES) -> str:
    """`text` cut to at most `limit` UTF-8 bytes, at the last line end before the limit."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    head = data[:limit].decode("utf-8", errors="ignore")
    end = head.rfind("\n")
    return head[: end + 1] if end > limit // 2 else head


def plain_name(path: str) -> str:
    """A file's name as an agent would receive it: its base name without a .gz suffix."""
    name = PurePosixPath(path).name
    return name[:-3] if name.endswith(".gz") else name


_CHANGELOG = re.compile(r"^(changelog|changes|history|news|release[-_ ]?notes)", re.IGNORECASE)
_LICENSE = re.compile(r"^(licen[cs]e|copying|copyright|notice|authors|patents)", re.IGNORECASE)
_README = re.compile(r"^(readme|install|contributing|usage|faq|todo)", re.IGNORECASE)
_CONFIG = re.compile(r"\.(conf|ini|cfg|toml|ya?ml|properties|cnf|rc)$", re.IGNORECASE)
_EXAMPLE = re.compile(r"\.(example|sample|dist|template)$|^\.?env(\.|$)", re.IGNORECASE)
_DOC = re.compile(r"\.(md|markdown|rst|txt|text)$", re.IGNORECASE)
_HTML = re.compile(r"\.html?$", re.IGNORECASE)
# Names such as `install.py` or `license.svg` are code and pictures, never documents.
_CODE = re.compile(
    r"\.(py[icdwx]?|pxd|js|mjs|cjs|ts|jsx|tsx|c|h|cc|cpp|hpp|sh|bash|zsh|fish|pl|pm|rb|go|rs|"
    r"java|lua|el|awk|sed|cocci|so|a|o|mo|svg|png|gif|jpe?g|ico|map|css|xsl|xml|[0-9]\w*)$",
    re.IGNORECASE,
)
# In order: the first pattern that names a file's category wins.
_BY_NAME = (
    (_LICENSE, "license"),
    (_CHANGELOG, "changelog"),
    (_README, "readme"),
    (_HTML, "html_manual"),
    (_CONFIG, "config"),
    (_DOC, "doc"),
)


def category_of(name: str) -> str | None:
    """The category of a shipped file by its name (already without .gz), or None to skip it."""
    if _CODE.search(name):
        return None
    if _EXAMPLE.search(name):
        return "env_example" if "env" in name.lower() else "config"
    for pattern, category in _BY_NAME:
        if pattern.search(name):
            return category
    return None
