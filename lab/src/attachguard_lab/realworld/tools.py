"""Logs and records that real tools produce on this machine: certificate dumps, key listings,
dpkg's and apt's logs, apt's simulated installs, pip's listings, and the service's own log.

Every command's output is kept as the tool printed it, except that this checkout's path, the
home directory and a temporary directory are replaced by `.`, `~` and `$TMP`, so no machine
path is kept. Commands that fail or are missing are skipped.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from attachguard_lab.realworld.source import Candidate, cap, decode

CERTIFICATES = Path("/usr/share/ca-certificates/mozilla")
KEYRINGS = Path("/usr/share/keyrings")
LOGS = ("/var/log/dpkg.log", "/var/log/alternatives.log", "/var/log/apt/history.log",
        "/var/log/apt/term.log", "/var/log/fontconfig.log")  # fmt: skip
# A long log is cut into pieces of about this size, at most this many of them.
LOG_PIECE = 24 * 1024
LOG_PIECES = 8
# Packages whose install apt simulates (none of them need be installed; apt only plans).
SIMULATED = ("nginx", "postgresql-contrib", "mandoc", "imagemagick", "redis-server",
             "apache2", "texlive-base", "golang", "openjdk-17-jdk", "rustc", "git-lfs",
             "vim", "emacs-nox", "docker.io", "sqlite3", "jq")  # fmt: skip
ROOT = Path(__file__).resolve().parents[4]


def _scrub(text: str, *more: str) -> str:
    for path, alias in ((str(ROOT), "."), *((m, "$TMP") for m in more), (str(Path.home()), "~")):
        text = text.replace(path, alias)
    return text


def run(command: list[str], *, timeout: float = 120, env: dict[str, str] | None = None) -> str:
    """A command's standard output and error, scrubbed; "" when it is missing or fails."""
    if shutil.which(command[0]) is None and not Path(command[0]).is_file():
        return ""
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            timeout=timeout,
            check=False,
            env={**os.environ, "LC_ALL": "C.UTF-8", **(env or {})},
            stdin=subprocess.DEVNULL,
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    if done.returncode != 0:
        return ""
    return _scrub((done.stdout + done.stderr).decode("utf-8", errors="replace"))


def certificates() -> Iterator[Candidate]:
    """`openssl x509 -text` of each CA certificate Debian's ca-certificates ships; each
    authority is a group of its own (the package is a bundle of independent authorities)."""
    for path in sorted(CERTIFICATES.glob("*.crt")):
        text = run(["openssl", "x509", "-in", str(path), "-text"])
        if text:
            yield Candidate(
                f"ca-certificates:{path.stem}",
                "certificate",
                f"{path.stem}.crt.txt",
                f"debian:ca-certificates openssl x509 -text -in {path}",
                cap(text),
            )


def keyrings() -> Iterator[Candidate]:
    """`gpg --show-keys` of each public keyring under /usr/share/keyrings, with a throwaway
    GnuPG home."""
    with tempfile.TemporaryDirectory() as home:
        for path in sorted(KEYRINGS.glob("*.gpg")):
            text = run(["gpg", "--homedir", home, "--show-keys", "--with-fingerprint", str(path)])
            owner = run(["dpkg-query", "--search", str(path)]).split(":", 1)[0].strip()
            if text and owner:
                yield Candidate(
                    f"debian:{owner}",
                    "record",
                    f"{path.stem}.keys.txt",
                    f"debian:{owner} gpg --show-keys {path}",
                    cap(_scrub(text, home)),
                )


def pieces(text: str, size: int = LOG_PIECE, most: int = LOG_PIECES) -> list[str]:
    """A long text cut at line ends into pieces of about `size` bytes, the first `most`."""
    out: list[str] = []
    piece: list[str] = []
    length = 0
    for line in text.splitlines(keepends=True):
        piece.append(line)
        length += len(line.encode("utf-8"))
        if length >= size:
            out.append("".join(piece))
            piece, length = [], 0
            if len(out) == most:
                return out
    if piece:
        out.append("".join(piece))
    return out


def logs() -> Iterator[Candidate]:
    """dpkg's, apt's and fontconfig's logs on this machine, cut into pieces."""
    for log in LOGS:
        path = Path(log)
        if not path.is_file() or not os.access(path, os.R_OK):
            continue
        text = decode(path.read_bytes()[: LOG_PIECE * LOG_PIECES * 2])
        if text is None:
            continue
        stem = path.name.removesuffix(".log")
        for number, piece in enumerate(pieces(_scrub(text)), 1):
            name = path.name if number == 1 else f"{stem}.{number}.log"
            yield Candidate(f"log:{path.name}", "log", name, f"log {log} (piece {number})", piece)


def apt() -> Iterator[Candidate]:
    """apt's simulated install of a few packages, and its policy and record for each."""
    for package in SIMULATED:
        group = f"debian:{package}"
        outputs = (
            ("log", f"apt-get-install-{package}.log", ["apt-get", "-s", "install", package]),
            ("record", f"{package}.apt-show.txt", ["apt-cache", "show", "--no-all-versions",
                                                    package]),
            ("record", f"{package}.apt-policy.txt", ["apt-cache", "policy", package]),
        )  # fmt: skip
        for category, name, command in outputs:
            text = run(command)
            if text.strip():
                yield Candidate(group, category, name, f"{group} {' '.join(command)}", cap(text))
    listing = run(["dpkg-query", "--list"])
    for number, piece in enumerate(pieces(listing, most=3), 1):
        yield Candidate(
            "log:dpkg-list", "record", f"dpkg-l.{number}.txt", "dpkg-query --list", piece
        )


def _pythons() -> list[Path]:
    return [
        p / "bin" / "python"
        for p in sorted(Path.home().glob(".pyenv/versions/*"))
        if (p / "bin" / "python").is_file()
    ]


def pip() -> Iterator[Candidate]:
    """pip's listing, freeze and check of each pyenv interpreter, and `pip show` of each of
    their distributions (one record per distribution, in its own group)."""
    for python in _pythons():
        version = python.parent.parent.name
        for what in ("list", "freeze", "check"):
            text = run([str(python), "-m", "pip", what, "--disable-pip-version-check"])
            if text.strip():
                yield Candidate(
                    f"tool:pip-{version}",
                    "log",
                    f"pip-{what}-{version}.log",
                    f"python{version} -m pip {what}",
                    cap(text),
                )
        names = re.findall(
            r"^(\S+)==", run([str(python), "-m", "pip", "freeze", "--all"]), re.MULTILINE
        )
        shown = run([str(python), "-m", "pip", "show", "--disable-pip-version-check", "-f", *names])
        for record in shown.split("\n---\n"):
            found = re.search(r"^Name: (\S+)", record, re.MULTILINE)
            if found:
                name = found.group(1)
                group = "pypi:" + name.lower().replace("_", "-").replace(".", "-")
                yield Candidate(
                    group,
                    "record",
                    f"pip-show-{name}.txt",
                    f"{group} python{version} -m pip show -f {name}",
                    cap(record.strip() + "\n"),
                )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def service_log() -> Iterator[Candidate]:
    """The service's own log: `python -m app` on a free loopback port, a few requests, then
    stopped."""
    with tempfile.TemporaryDirectory() as work:
        port = _free_port()
        env = {
            **os.environ,
            "ATTACHGUARD_PORT": str(port),
            "ATTACHGUARD_STORE_ROOT": f"{work}/store",
            "ATTACHGUARD_WORKSPACE_ROOT": f"{work}/workspaces",
        }
        with open(f"{work}/server.log", "wb") as out:
            server = subprocess.Popen(
                [sys.executable, "-m", "app"], cwd=work, env=env, stdout=out, stderr=out
            )
            try:
                base = f"http://127.0.0.1:{port}"
                for _ in range(100):
                    try:
                        urllib.request.urlopen(f"{base}/healthz", timeout=2).close()
                        break
                    except OSError:
                        time.sleep(0.2)
                for path in ("/healthz", "/openapi.json", "/docs", "/v1/attachments/nope",
                             "/v1/attachments/00000000-0000-4000-8000-000000000000", "/missing",
                             "/metrics", "/healthz"):  # fmt: skip
                    with contextlib.suppress(OSError):
                        urllib.request.urlopen(base + path, timeout=5).close()
            finally:
                server.terminate()
                server.wait(timeout=30)
        text = Path(f"{work}/server.log").read_text(encoding="utf-8", errors="replace")
    text = re.sub(rf"\b{port}\b", "8000", _scrub(text, work))
    if text.strip():
        yield Candidate(
            "log:attachguard-service",
            "log",
            "attachguard.log",
            "log python -m app (a few requests on loopback)",
            cap(text),
        )


def collect() -> Iterator[Candidate]:
    """Every tool-made document."""
    yield from certificates()
    yield from keyrings()
    yield from logs()
    yield from apt()
    yield from pip()
    yield from service_log()
