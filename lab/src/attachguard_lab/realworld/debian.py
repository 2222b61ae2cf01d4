"""Documents that Debian's installed packages ship: manual pages, /usr/share/doc, conffiles and
each package's dpkg record.

Which file belongs to which package is read from dpkg's own lists (/var/lib/dpkg/info), so a
file no package installed (anything the machine's set-up left) is never taken; a conffile is
taken only while it still has the checksum its package shipped.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from attachguard_lab.realworld.source import (
    SECRET_PATH,
    Candidate,
    cap,
    category_of,
    decode,
    excluded,
    plain_name,
)

DPKG = Path("/var/lib/dpkg")
# English manual pages only: the translations repeat them.
MANPAGE = re.compile(r"^/usr/share/man/man[1-9][^/]*/[^/]+$")
DOC = re.compile(r"^/usr/share/doc/[^/]+/(.+)$")
# Per package, at most this many manual pages and this many files of /usr/share/doc, chosen by
# a hash of the path (stable, and not the alphabet's first pages).
MANPAGES_PER_PACKAGE = 12
DOCS_PER_PACKAGE = 10


def packages() -> dict[str, list[str]]:
    """Every installed package's files, by package name (architecture qualifier dropped)."""
    owned: dict[str, list[str]] = {}
    for listing in sorted((DPKG / "info").glob("*.list")):
        name = listing.name.removesuffix(".list").split(":", 1)[0]
        lines = listing.read_text(encoding="utf-8", errors="replace").splitlines()
        owned.setdefault(name, []).extend(line for line in lines if line.startswith("/"))
    return owned


def status_records() -> dict[str, str]:
    """Each installed package's paragraph of dpkg's status file (what `dpkg -s` prints)."""
    text = (DPKG / "status").read_text(encoding="utf-8", errors="replace")
    records: dict[str, str] = {}
    for paragraph in text.split("\n\n"):
        found = re.match(r"Package: (\S+)", paragraph)
        if found and "Status: install ok installed" in paragraph:
            records[found.group(1)] = paragraph.strip() + "\n"
    return records


def _by_hash(paths: list[str], limit: int) -> list[str]:
    return sorted(sorted(paths, key=lambda p: hashlib.sha256(p.encode()).hexdigest())[:limit])


def _regular(path: str) -> bool:
    return os.path.isfile(path) and not os.path.islink(path) and os.access(path, os.R_OK)


def render_manpage(path: str) -> str | None:
    """A manual page as the terminal shows it, in plain text (groff, no overstriking); None
    for an alias page (`.so`) or one groff cannot render."""
    source = decode(Path(path).read_bytes(), path)
    if source is None or source.lstrip().startswith(".so "):
        return None
    done = subprocess.run(
        ["groff", "-t", "-man", "-Tutf8", "-P-c", "-P-b", "-P-o", "-P-u"],
        input=source.encode("utf-8"),
        capture_output=True,
        timeout=60,
        check=False,
        env={**os.environ, "LC_ALL": "C.UTF-8"},
    )
    text = done.stdout.decode("utf-8", errors="replace")
    return cap(text) if done.returncode == 0 and text.strip() else None


def _manpages(package: str, files: list[str]) -> list[tuple[str, str]]:
    pages = _by_hash([f for f in files if MANPAGE.match(f) and _regular(f)], MANPAGES_PER_PACKAGE)
    return [(package, page) for page in pages]


def manpages(owned: dict[str, list[str]]) -> Iterator[Candidate]:
    """Every package's manual pages (up to `MANPAGES_PER_PACKAGE`), rendered to text."""
    jobs = [job for package in sorted(owned) for job in _manpages(package, owned[package])]
    with ThreadPoolExecutor(max_workers=2) as pool:
        texts = list(pool.map(lambda job: render_manpage(job[1]), jobs))
    for (package, page), text in zip(jobs, texts, strict=True):
        if text is not None and not excluded(package):
            yield Candidate(
                f"debian:{package}",
                "manpage",
                plain_name(page) + ".txt",
                f"debian:{package} {page}",
                text,
            )


def docs(owned: dict[str, list[str]]) -> Iterator[Candidate]:
    """READMEs, changelogs, copyright files, HTML manuals, texts and example configurations
    under /usr/share/doc, up to `DOCS_PER_PACKAGE` per package."""
    for package in sorted(owned):
        if excluded(package):
            continue
        chosen = []
        for path in owned[package]:
            inside = DOC.match(path)
            if inside is None or excluded(inside.group(1)) or not _regular(path):
                continue
            name = plain_name(path)
            category = "license" if name == "copyright" else category_of(name)
            if category is not None and not SECRET_PATH.search(path):
                chosen.append((path, category))
        kinds = dict(chosen)
        for path in _by_hash([p for p, _ in chosen], DOCS_PER_PACKAGE):
            text = decode(Path(path).read_bytes(), path)
            if text is not None:
                name = plain_name(path)
                yield Candidate(
                    f"debian:{package}", kinds[path], name, f"debian:{package} {path}", text
                )


def conffiles() -> Iterator[Candidate]:
    """The configuration files packages ship in /etc, as shipped (checksum unchanged), text
    only, nothing secret-looking."""
    text = (DPKG / "status").read_text(encoding="utf-8", errors="replace")
    for paragraph in text.split("\n\n"):
        found = re.match(r"Package: (\S+)", paragraph)
        block = re.search(r"^Conffiles:\n((?: .*\n?)+)", paragraph, re.MULTILINE)
        if found is None or block is None or excluded(found.group(1)):
            continue
        package = found.group(1)
        for line in block.group(1).splitlines():
            parts = line.split()
            if len(parts) < 2 or SECRET_PATH.search(parts[0]) or not _regular(parts[0]):
                continue
            data = Path(parts[0]).read_bytes()
            if hashlib.md5(data, usedforsecurity=False).hexdigest() != parts[1]:
                continue  # changed on this machine: not what the package shipped
            content = decode(data)
            if content is None:
                continue
            # /etc/default holds a service's environment (KEY=value lines): the dotenv files
            # of Debian, named as such.
            env = parts[0].startswith("/etc/default/")
            name = plain_name(parts[0]) + (".env" if env else "")
            yield Candidate(
                f"debian:{package}",
                "env_example" if env else "config",
                name,
                f"debian:{package} {parts[0]}",
                content,
            )


def records() -> Iterator[Candidate]:
    """Each installed package's dpkg record."""
    for package, record in sorted(status_records().items()):
        if not excluded(package):
            yield Candidate(
                f"debian:{package}",
                "record",
                f"{package}.dpkg-status.txt",
                f"debian:{package} dpkg-query --status {package}",
                record,
            )


def collect() -> Iterator[Candidate]:
    """Every Debian document, package by package within each kind."""
    owned = packages()
    yield from manpages(owned)
    yield from docs(owned)
    yield from conffiles()
    yield from records()
