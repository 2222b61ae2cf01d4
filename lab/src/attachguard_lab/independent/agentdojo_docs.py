"""AgentDojo's attacks, planted in AgentDojo's own environments, as JSON Lines of records.

Run in the check environment (`make lab-independent`), never in the service's: it imports
`agentdojo`. Writes one line per document, `{"set", "suite", "attack", "task", "label",
"path", "record"}`: for every attack AgentDojo registers (but `manual`), every injection task
and every injection vector some user task exposes, the environment record that holds the
planted text (an e-mail, a calendar event, a file, a web page, a transaction, a hotel with its
reviews) with that one vector injected and every other vector at its benign default; then, as
benign documents, every record of the same collections with all vectors at their defaults.
`attachguard_lab.independent.measure` renders each record as the file a tool would hand over.

Standalone on purpose (no import from this repository), so it runs with only AgentDojo
installed. Measurement only: nothing here is trained or tuned on (README.md beside this file).
"""

from __future__ import annotations

import json
import sys
import warnings
from collections.abc import Iterator
from typing import Any

from agentdojo.attacks.attack_registry import ATTACKS, load_attack
from agentdojo.attacks.base_attacks import BaseAttack
from agentdojo.task_suite.load_suites import get_suite

BENCHMARK_VERSION = "v1.2"
SUITES = ("workspace", "slack", "banking", "travel")
Path = tuple[str | int, ...]


class _Pipeline:
    """What an attack reads of the pipeline it targets: the model's name, written into
    attacks that address the model by name."""

    name = "gpt-4o-2024-05-13"


def _texts(value: Any) -> bool:
    """Texts by URL or file name (web pages, a file system): each one is a document."""
    return (
        isinstance(value, dict)
        and bool(value)
        and all(isinstance(v, str) and "." in k for k, v in value.items())
        and any(len(v) >= 80 for v in value.values())
    )


def _scalar(value: Any) -> bool:
    return not isinstance(value, (dict, list))


def _records(value: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    """Every leaf record: a dict of scalars, lists of scalars and small maps of scalars (a
    file's sharing list) with some text; or a text held directly in a dict or a list (a web
    page by its URL, a file by its name)."""
    if isinstance(value, dict) and not _texts(value):
        flat = all(
            _scalar(v)
            or (isinstance(v, list) and all(map(_scalar, v)))
            or (isinstance(v, dict) and all(map(_scalar, v.values())) and not _texts(v))
            for v in value.values()
        )
        if flat and len(value) > 1 and any(isinstance(v, str) and v for v in value.values()):
            yield path, value
            return
        for key, item in value.items():
            yield from _records(item, (*path, key))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield (*path, key), item
    elif isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        yield path, value  # a list of names (channels, users): one document, as a tool lists it
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _records(item, (*path, index))
    elif isinstance(value, str):
        yield path, value


def _holds(record: Any, text: str) -> bool:
    """Whether `record` holds `text`, blanks collapsed (AgentDojo injects into YAML, which folds
    the line breaks of a plain value)."""
    wanted = " ".join(text.split())
    if isinstance(record, str):
        values = [record]
    elif isinstance(record, list):
        values = list(record)
    else:
        values = list(record.values())
    flat = [x for v in values for x in (v if isinstance(v, list) else [v])]
    return any(isinstance(v, str) and wanted in " ".join(v.split()) for v in flat)


def _cached_candidates() -> None:
    """Which vectors a user task exposes depends on the task only: compute it once per task,
    not once per attack and injection task (it replays the task's ground truth)."""
    original = BaseAttack.get_injection_candidates
    seen: dict[tuple[str, str], list[str]] = {}

    def candidates(self: BaseAttack, user_task: Any) -> list[str]:
        key = (self.task_suite.name, user_task.ID)
        if key not in seen:
            seen[key] = original(self, user_task)
        return seen[key]

    BaseAttack.get_injection_candidates = candidates


def _holder(suite: Any, vector: str, text: str) -> tuple[Path, Any] | None:
    """The smallest record that holds `text` once it is injected at `vector`, every other
    vector at its default; None if none does."""
    environment = suite.load_and_inject_default_environment({vector: text})
    probe = " ".join(text.split())[:60]
    found = [
        (path, record)
        for path, record in _records(environment.model_dump(mode="json"))
        if _holds(record, probe)
    ]
    return min(found, key=lambda item: len(json.dumps(item[1]))) if found else None


def documents(suite_name: str, missing: list[str]) -> Iterator[dict[str, Any]]:
    """The suite's attacked records, each distinct one once (an attack whose text does not
    depend on the injection task, such as the denial-of-service ones, plants the same record
    for every task), then its benign records. A planted text no record holds is added to
    `missing`."""
    suite = get_suite(BENCHMARK_VERSION, suite_name)
    vectors = suite.get_injection_vector_defaults()
    collections: set[Path] = set()
    done: set[tuple[str, str, str]] = set()
    planted: set[tuple[str, str]] = set()
    for attack_name in ATTACKS:
        if attack_name == "manual":  # asks a person for the text
            continue
        attack = load_attack(attack_name, suite, _Pipeline())
        for task_id, injection_task in suite.injection_tasks.items():
            for user_task in suite.user_tasks.values():
                if all((attack_name, task_id, v) in done for v in vectors):
                    break
                for vector, text in attack.attack(user_task, injection_task).items():
                    if (attack_name, task_id, vector) in done:
                        continue
                    done.add((attack_name, task_id, vector))
                    if (vector, text) in planted:
                        continue
                    planted.add((vector, text))
                    held = _holder(suite, vector, text)
                    if held is None:
                        missing.append(f"{suite_name} {attack_name} {task_id} {vector}")
                        continue
                    path, record = held
                    collections.add(path[:-1])
                    yield {
                        "set": "agentdojo",
                        "suite": suite_name,
                        "attack": attack_name,
                        "task": task_id,
                        "label": 1,
                        "path": [str(p) for p in path],
                        "record": record,
                    }
    benign = suite.load_and_inject_default_environment({}).model_dump(mode="json")
    for path, record in _records(benign):
        if path[:-1] in collections:
            yield {
                "set": "agentdojo",
                "suite": suite_name,
                "attack": None,
                "task": None,
                "label": 0,
                "path": [str(p) for p in path],
                "record": record,
            }


def main(argv: list[str]) -> None:
    warnings.filterwarnings("ignore")
    _cached_candidates()
    missing: list[str] = []
    with open(argv[0], "w", encoding="utf-8") as out:
        for suite_name in SUITES:
            count = [0, 0]
            for document in documents(suite_name, missing):
                out.write(json.dumps(document, default=str) + "\n")
                count[document["label"]] += 1
            print(f"agentdojo {suite_name}: {count[1]} attacks, {count[0]} benign records")
    if missing:  # a dropped attack would flatter the recall: fail instead
        sys.exit("planted text found in no record: " + "; ".join(missing))


if __name__ == "__main__":
    main(sys.argv[1:])
