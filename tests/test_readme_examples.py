"""The README's `sh` examples run as written, in order, against a fresh real server.

Each example is a group of command lines followed by `# ` lines showing what it prints. A
shown JSON object must match the output: every key it shows is there with that value, where
`…` stands for anything (a whole value) or for any text (inside a string); arrays match item
by item. Shown text must equal the output.
"""

from __future__ import annotations

import json
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import ROOT, LiveServer

ELLIPSIS = "…"
MARKER = "@@attachguard-example-{}@@"


@dataclass
class Example:
    command: str
    shown: str
    line: int


def examples() -> list[Example]:
    """Every `sh` block of the README, split into (command, shown output) in order."""
    found: list[Example] = []
    lines = (ROOT / "README.md").read_text().splitlines()
    in_block = False
    command: list[str] = []
    shown: list[str] = []
    start = 0
    for number, line in enumerate(lines, start=1):
        if line.strip() == "```sh":
            in_block, command, shown, start = True, [], [], number
            continue
        if not in_block:
            continue
        if line.strip() == "```":
            if command:
                found.append(Example("\n".join(command), "\n".join(shown), start))
            in_block = False
            continue
        is_shown = line.startswith("# ") or line == "#"
        if is_shown and command and not _in_heredoc(command):
            shown.append(line[2:])
            continue
        if shown:
            found.append(Example("\n".join(command), "\n".join(shown), start))
            command, shown, start = [], [], number
        command.append(line)
    return found


def _in_heredoc(command: list[str]) -> bool:
    """Whether the command lines so far leave a heredoc open (its body may hold `#`)."""
    opened = None
    for line in command:
        if opened is None:
            match = re.search(r"<<-?'?(\w+)'?", line)
            opened = match.group(1) if match else None
        elif line.strip() == opened:
            opened = None
    return opened is not None


def matches(shown: object, actual: object) -> bool:
    if shown == ELLIPSIS:
        return True
    if isinstance(shown, dict):
        return isinstance(actual, dict) and all(
            key in actual and matches(value, actual[key]) for key, value in shown.items()
        )
    if isinstance(shown, list):
        return (
            isinstance(actual, list)
            and len(shown) == len(actual)
            and all(matches(s, a) for s, a in zip(shown, actual, strict=True))
        )
    if isinstance(shown, str) and ELLIPSIS in shown:
        return isinstance(actual, str) and _fragments_in_order(shown.split(ELLIPSIS), actual)
    return shown == actual


def _fragments_in_order(fragments: list[str], text: str) -> bool:
    if not text.startswith(fragments[0]) or not text.endswith(fragments[-1]):
        return False
    position = len(fragments[0])
    for fragment in fragments[1:-1]:
        found = text.find(fragment, position)
        if found < 0:
            return False
        position = found + len(fragment)
    return position <= len(text) - len(fragments[-1])


def run_all(server: LiveServer, workdir: Path) -> tuple[list[Example], list[str]]:
    found = examples()
    script = ["set -euo pipefail"]
    for index, example in enumerate(found):
        command = example.command.replace("http://127.0.0.1:8000", server.base_url)
        script += [f"echo '{MARKER.format(index)}'", command, "echo"]
    done = subprocess.run(
        ["bash", "-c", "\n".join(script)],
        cwd=workdir,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    outputs = []
    for index in range(len(found)):
        after = done.stdout.split(MARKER.format(index) + "\n", 1)[1]
        outputs.append(after.split("@@attachguard-example-", 1)[0].rstrip("\n"))
    return found, outputs


@pytest.fixture(scope="module")
def readme_run(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Example, str]]:
    from tests.conftest import start_server, stop_server

    root = tmp_path_factory.mktemp("readme")
    server = start_server(root, {})
    try:
        workdir = root / "work"
        workdir.mkdir()
        found, outputs = run_all(server, workdir)
    finally:
        stop_server(server)
    return list(zip(found, outputs, strict=True))


def test_the_readme_has_examples_that_show_outputs() -> None:
    found = examples()
    assert len(found) >= 8
    assert all(example.shown for example in found)


def test_every_readme_example_prints_what_it_shows(
    readme_run: list[tuple[Example, str]],
) -> None:
    for example, output in readme_run:
        where = f"README.md line {example.line}: {example.command.splitlines()[-1]!r}"
        try:
            shown = json.loads(example.shown)
        except json.JSONDecodeError:
            assert output.strip() == example.shown.strip(), where
            continue
        actual = json.loads(output)
        assert matches(shown, actual), f"{where}\nshown:  {shown}\nactual: {actual}"


@pytest.mark.parametrize(
    ("shown", "actual", "expected"),
    [
        ({"a": ELLIPSIS}, {"a": [1], "b": 2}, True),
        ({"a": 1}, {"a": 2}, False),
        ({"a": 1}, {}, False),
        ([1, ELLIPSIS], [1, {"x": 1}], True),
        ([1], [1, 2], False),
        ("Blocked …: brief.txt", "Blocked by g: brief.txt", True),
        ("Blocked …: brief.txt", "Allowed: brief.txt", False),
        ("a…b…c", "a-c-c", False),
        ("a…b…c", "a-b-c", True),
    ],
)
def test_the_matcher_can_fail(shown: object, actual: object, expected: bool) -> None:
    assert matches(shown, actual) is expected
