"""What a cascade judge (the heuristic as its screen) sends to its deciding judge.

Run: `python -m attachguard_lab.cascade [--split heldout|dev] [--live]` (`make lab-cascade`).

Every document of the split goes through the screen as `CascadeJudge` runs it on a forwarded
file: the heuristic's rules on the extracted text (flagged: settled as flagged), else its
score (`detection.evidence`): at or above `review_at` the file is uncertain and would go to
the deciding judge, below it the screen settles it as clean. Printed per `review_at`: the
share of benign files settled without the deciding judge (the issue's target: at least 80 %),
the share of attacks settled as clean (at most 2 %), and the share of all files sent on.

`--live` runs the real thing at the cascade's default `review_at`: the service in process, a
`cascade` judge whose deciding judge is a `validate_api` endpoint on loopback that records what
it is asked and answers as a perfect judge would (it knows each file's label). Every document is
uploaded and evaluated at tool pre; the table counts the stage each answer names and what the
deciding judge was sent.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.judges.extraction import extract_text
from app.judges.heuristic.detection import DEFAULT_CATEGORIES, detect, evidence
from attachguard_lab.corpus import Document, Label, load

MAX_BYTES = 10 * 1024 * 1024
POINTS = (0.1, 0.15, 0.2, 0.25, 0.3, 0.5)


@dataclass(frozen=True)
class Screened:
    malicious: bool
    flagged: bool
    score: float


def screen(document: Document) -> Screened:
    """The screen's answer for one file (unreadable: score 0, never flagged)."""
    extracted = extract_text(document.data, document.mime_type, MAX_BYTES)
    text = extracted.text if extracted is not None else ""
    flagged = bool(text) and bool(detect(text, DEFAULT_CATEGORIES, True))
    score = 1.0 if flagged else (evidence(text) if text else 0.0)
    return Screened(document.label is Label.MALICIOUS, flagged, score)


def report(split: str, screened: list[Screened]) -> str:
    benign = [s for s in screened if not s.malicious]
    attacks = [s for s in screened if s.malicious]
    lines = [
        f"split {split}: {len(attacks)} attacks, {len(benign)} benign files; the screen alone "
        f"flags {sum(s.flagged for s in attacks)} attacks and {sum(s.flagged for s in benign)} "
        "benign files",
        "",
        "| review_at | benign settled by the screen | attacks settled as clean | files sent on |",
        "|---:|---:|---:|---:|",
    ]
    for point in POINTS:
        settled = sum(s.flagged or s.score < point for s in benign)
        missed = sum(not s.flagged and s.score < point for s in attacks)
        sent = sum(not s.flagged and s.score >= point for s in screened)
        lines.append(
            f"| {point:.2f} | {settled / len(benign):.1%} ({settled}/{len(benign)}) "
            f"| {missed / len(attacks):.1%} ({missed}/{len(attacks)}) "
            f"| {sent / len(screened):.1%} ({sent}/{len(screened)}) |"
        )
    return "\n".join(lines) + "\n"


@dataclass
class Live:
    """What the live cascade did: per label, answers by stage and outcome; files sent on."""

    answers: Counter[tuple[bool, str, str]] = field(default_factory=Counter)
    sent: list[str] = field(default_factory=list)


def _body(ticket: dict[str, str]) -> dict[str, Any]:
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "Analyze_Files", "arguments": json.dumps({"f": {"ID": ticket["ID"]}})},
    }
    rail = {
        "id": "g1",
        "name": "Files",
        "validator": "prompt_injection",
        "judge": "cascade",
        "selector": {"scopes": ["tool"], "match_names": ["Analyze_Files"]},
        "action": {"type": "block", "reason": "Unsafe file content"},
    }
    return {
        "scope": "tool",
        "stage": "pre",
        "tool_name": "Analyze_Files",
        "messages": [
            {"role": "user", "content": "go"},
            {"role": "assistant", "content": None, "tool_calls": [call]},
        ],
        "registry": [ticket],
        "guardrails": [rail],
    }


def live(documents: list[Document]) -> Live:
    """Every document through the service's cascade, the deciding judge on loopback."""
    from fastapi.testclient import TestClient

    from app.main import create_app
    from app.settings import Settings
    from testing.fakes import FakeServer, Reply, serve

    result = Live()
    malicious: set[str] = set()

    def decide(body: dict[str, Any]) -> Reply:
        ids = [attachment["id"] for attachment in body.get("attachments", [])]
        result.sent.extend(ids)
        bad = [i for i in ids if i in malicious]
        if bad:
            return Reply(body={"result": "validation_failed", "flaggedAttachmentIds": bad})
        return Reply(body={"result": "passed"})

    with serve(FakeServer(handler=decide)) as fake, tempfile.TemporaryDirectory() as root:
        settings = Settings.model_validate(
            {
                "store_root": Path(root) / "store",
                "workspace_root": Path(root) / "workspaces",
                "decision_log_dir": Path(root) / "decisions",
                "log_level": "WARNING",
                "judges": {
                    "default": {"kind": "heuristic"},
                    "remote": {"kind": "validate_api", "url": f"{fake.base_url}/validate"},
                    "cascade": {"kind": "cascade", "decide": "remote"},
                },
            }
        )
        with TestClient(create_app(settings)) as client:
            for document in documents:
                response = client.post(
                    "/v1/attachments",
                    files={"file": (document.file_name, document.data, document.mime_type)},
                )
                ticket = {k: response.json()[k] for k in ("ID", "FullName", "MimeType")}
                is_bad = document.label is Label.MALICIOUS
                if is_bad:
                    malicious.add(ticket["ID"])
                answer = client.post("/v1/guardrails/evaluate", json=_body(ticket)).json()
                outcome = answer["results"][0]
                stage = (outcome.get("judge") or {}).get("stage") or "none"
                result.answers[(is_bad, stage, outcome["outcome"])] += 1
    return result


def live_report(split: str, result: Live) -> str:
    lines = [
        f"split {split}, live: the service's cascade (screen: the default heuristic, review_at "
        "0.2), the deciding judge a perfect validate endpoint on loopback",
        "",
        "| files | answered by | outcome | count |",
        "|---|---|---|---:|",
    ]
    for (is_bad, stage, outcome), count in sorted(result.answers.items()):
        lines.append(f"| {'attack' if is_bad else 'benign'} | {stage} | {outcome} | {count} |")
    attacks = sum(n for (bad, _, _), n in result.answers.items() if bad)
    benign = sum(n for (bad, _, _), n in result.answers.items() if not bad)
    clean_attacks = result.answers[(True, "screen", "passed")]
    settled = sum(
        n for (bad, stage, _), n in result.answers.items() if not bad and stage == "screen"
    )
    lines += [
        "",
        f"benign files settled without the deciding judge: {settled / benign:.1%} "
        f"({settled}/{benign}); attacks settled as clean: {clean_attacks / attacks:.1%} "
        f"({clean_attacks}/{attacks}); files the deciding judge was sent: {len(result.sent)} "
        f"of {attacks + benign} ({len(result.sent) / (attacks + benign):.1%})",
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["dev", "heldout"], default="heldout")
    parser.add_argument("--live", action="store_true", help="through the service, a fake judge")
    args = parser.parse_args(argv)
    documents = load(args.split)
    print(report(args.split, [screen(document) for document in documents]), end="")
    if args.live:
        print()
        print(live_report(args.split, live(documents)), end="")


if __name__ == "__main__":
    main()
