"""Documents shipped inside the PyPI and npm packages installed on this machine.

PyPI: every site-packages directory found (this environment's, pyenv's versions, Debian's
dist-packages): a distribution's long description (its METADATA body), and from its RECORD the
licences, changelogs, READMEs, docs and configuration files it installed. npm: the packages
under the global node_modules directories. A source is named relative to its site-packages or
node_modules directory, never by an absolute path.
"""

from __future__ import annotations

import email.parser
import email.policy
import hashlib
import json
import sysconfig
from collections.abc import Iterator
from pathlib import Path

from attachguard_lab.realworld.source import (
    SECRET_PATH,
    Candidate,
    category_of,
    decode,
    excluded,
    plain_name,
)

# Per distribution, at most this many shipped files beside its long description.
FILES_PER_PACKAGE = 24
NODE_ROOTS = (Path("/usr/lib/node_modules"), Path("/usr/local/lib/node_modules"))
_DESCRIPTION_FORMATS = {"text/markdown": "md", "text/x-rst": "rst", "text/plain": "txt"}


def site_packages() -> list[Path]:
    """Every site-packages directory on the machine, this environment's first, each once."""
    found = [Path(sysconfig.get_paths()["purelib"])]
    found += sorted(Path.home().glob(".pyenv/versions/*/lib/python*/site-packages"))
    found += sorted(Path("/usr/local/lib").glob("python3*/site-packages"))
    found += sorted(Path("/usr/lib/python3").glob("dist-packages"))
    unique: list[Path] = []
    for path in found:
        if path.is_dir() and path.resolve() not in {p.resolve() for p in unique}:
            unique.append(path)
    return unique


def _metadata(path: Path) -> tuple[str, str, str] | None:
    """A distribution's name, description format and long description."""
    message = email.parser.BytesParser(policy=email.policy.compat32).parsebytes(path.read_bytes())
    name = message.get("Name")
    if not name:
        return None
    body = message.get_payload()
    description = body if isinstance(body, str) and body.strip() else ""
    if not description:
        description = str(message.get("Description") or "")
    kind = str(message.get("Description-Content-Type") or "text/plain").split(";")[0].strip()
    return str(name), _DESCRIPTION_FORMATS.get(kind.lower(), "txt"), description


def _group(name: str) -> str:
    return "pypi:" + name.lower().replace("_", "-").replace(".", "-")


def _shipped(root: Path, info: Path) -> list[tuple[str, str]]:
    """(path relative to `root`, category) of the documents a distribution's RECORD lists."""
    record = info / "RECORD"
    if not record.is_file():
        return [("/".join((info.name, n)), "license") for n in _licenses(info)]
    chosen = []
    for line in record.read_text(encoding="utf-8", errors="replace").splitlines():
        relative = line.rsplit(",", 2)[0]
        if relative.startswith(("..", "/")) or "__pycache__" in relative:
            continue
        name = plain_name(relative)
        category = category_of(name)
        if ".dist-info/" in relative:
            category = "license" if category == "license" else None
        elif category is None and name.endswith(".json"):
            category = "data"
        if category is not None and not excluded(relative) and not SECRET_PATH.search(relative):
            chosen.append((relative, category))
    return chosen


def _licenses(info: Path) -> list[str]:
    return sorted(
        p.name for p in info.iterdir() if p.is_file() and category_of(p.name) == "license"
    )


def python() -> Iterator[Candidate]:
    """Every installed distribution's documents, site-packages by site-packages."""
    for root in site_packages():
        for info in sorted([*root.glob("*.dist-info"), *root.glob("*.egg-info")]):
            meta = info / "METADATA" if info.suffix == ".dist-info" else info / "PKG-INFO"
            if not meta.is_file():
                continue
            found = _metadata(meta)
            if found is None or excluded(found[0]):
                continue
            name, form, description = found
            group = _group(name)
            where = f"{group} site-packages/{info.name}/{meta.name}"
            text = decode(description.encode("utf-8"))
            if text is not None and len(text.strip()) > 40:
                yield Candidate(group, "readme", f"{name}-README.{form}", where, text)
            shipped = _shipped(root, info)
            kinds = dict(shipped)
            picked = sorted(
                sorted(kinds, key=lambda p: hashlib.sha256(p.encode()).hexdigest())[
                    :FILES_PER_PACKAGE
                ]
            )
            for relative in picked:
                path = root / relative
                if not path.is_file() or path.is_symlink():
                    continue
                content = decode(path.read_bytes(), relative)
                if content is None or (kinds[relative] == "data" and not _json(content)):
                    continue
                yield Candidate(
                    group,
                    kinds[relative],
                    plain_name(relative),
                    f"{group} site-packages/{relative}",
                    content,
                )


def _json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def _node_packages(root: Path) -> Iterator[Path]:
    for manifest in sorted(root.rglob("package.json")):
        if manifest.parent.parent.name == "node_modules" or (
            manifest.parent.parent.parent.name == "node_modules"
            and manifest.parent.parent.name.startswith("@")
        ):
            yield manifest.parent


def npm() -> Iterator[Candidate]:
    """The README, licence, changelog, manifest and docs of each global npm package."""
    for root in NODE_ROOTS:
        if not root.is_dir():
            continue
        for package in _node_packages(root):
            try:
                name = str(json.loads(package.joinpath("package.json").read_text())["name"])
            except (ValueError, KeyError, OSError):
                continue
            if excluded(name):
                continue
            group = f"npm:{name}"
            chosen: list[tuple[Path, str]] = [(package / "package.json", "config")]
            for path in sorted(package.rglob("*")):
                inside = path.relative_to(package)
                if "node_modules" in inside.parts or not path.is_file() or path.is_symlink():
                    continue
                category = category_of(path.name)
                top = len(inside.parts) == 1
                if category is not None and (top or inside.parts[0] in ("docs", "doc")):
                    chosen.append((path, category))
            picked = sorted(
                sorted(chosen, key=lambda c: hashlib.sha256(str(c[0]).encode()).hexdigest())[
                    :FILES_PER_PACKAGE
                ]
            )
            for path, category in picked:
                content = decode(path.read_bytes(), path.name)
                if content is not None:
                    relative = path.relative_to(root)
                    yield Candidate(
                        group, category, path.name, f"{group} node_modules/{relative}", content
                    )
