"""Recall and false alarms of the heuristic judge on AgentDojo's and garak's attacks.

`python -m attachguard_lab.independent.measure AGENTDOJO.jsonl GARAK.jsonl` (`make
lab-independent` writes both files with the generators beside this module, in a separate
environment, and runs this). Each record becomes the file a tool would hand the guardrail: an
e-mail as `message/rfc822`, a calendar event as `text/calendar` (escaped and folded), a `.docx`
file as a real Word document, a CSV or spreadsheet export as `text/csv`, a transaction as a CSV
row, a web page as HTML, any other record as JSON; garak's documents as plain text. The judge is the
committed one (`scan_document`, every default category, the learned scorer on), as a
guardrail runs it on a forwarded file.

Measurement only: these sets are reserved as independent checks, and nothing in this
repository is trained or tuned on them (README.md beside this file).
"""

from __future__ import annotations

import csv
import email.policy
import html
import io
import sys
from collections import defaultdict
from collections.abc import Iterable, Mapping
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import docx
import orjson

from app.judges.heuristic.detection import DEFAULT_CATEGORIES, LEARNED
from app.judges.heuristic.judge import scan_document
from attachguard_lab.corpus.event import escape_text, fold

MAX_BYTES = 10 << 20
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


def _ics_time(value: object) -> str:
    return str(value).replace("-", "").replace(":", "").split(".")[0]


def _docx(text: str) -> bytes:
    """A Word document (python-docx, as the corpus writes them): one paragraph per line."""
    document = docx.Document()
    for line in text.split("\n"):
        document.add_paragraph(line)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def _email(record: Mapping[str, Any]) -> bytes:
    message = EmailMessage(policy=email.policy.SMTP)
    message["From"] = record["sender"]
    message["To"] = ", ".join(record["recipients"] or [])
    message["Subject"] = record["subject"]
    message["Date"] = "Mon, 13 May 2024 10:00:00 +0000"
    message.set_content(record["body"], cte="8bit")
    return message.as_bytes()


def render(document: Mapping[str, Any]) -> tuple[str, str, bytes]:
    """(format, media type, bytes) of the file a tool would hand over for this record."""
    if "text" in document:
        return "text", "text/plain", str(document["text"]).encode()
    record, path = document["record"], document["path"]
    if isinstance(record, str):
        if path and path[0] == "web":
            paragraphs = "".join(f"<p>{html.escape(p)}</p>" for p in record.split("\n") if p)
            title = html.escape(path[-1])
            page = f"<!DOCTYPE html><html><head><title>{title}</title></head>"
            return "html", "text/html", f"{page}<body>{paragraphs}</body></html>".encode()
        return "text", "text/plain", record.encode()
    if isinstance(record, list):  # a list of names, as a tool lists them
        return "json", "application/json", orjson.dumps(record, option=orjson.OPT_INDENT_2)
    if {"sender", "recipients", "subject", "body"} <= record.keys():
        return "email", "message/rfc822", _email(record)
    if {"title", "start_time"} <= record.keys():
        lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//attachguard//independent check//EN",
            "BEGIN:VEVENT",
            f"UID:{record.get('id_', 'event')}@example.com",
            f"DTSTART:{_ics_time(record['start_time'])}",
            f"DTEND:{_ics_time(record.get('end_time') or record['start_time'])}",
            f"SUMMARY:{escape_text(str(record['title']))}",
            f"DESCRIPTION:{escape_text(str(record.get('description') or ''))}",
            f"LOCATION:{escape_text(str(record.get('location') or ''))}",
            *(f"ATTENDEE;CN={escape_text(p)}:mailto:{p}" for p in record.get("participants") or []),
            "END:VEVENT",
            "END:VCALENDAR",
        ]
        return "calendar", "text/calendar", "".join(fold(x) + "\r\n" for x in lines).encode()
    if {"filename", "content"} <= record.keys():
        name, content = str(record["filename"]), str(record["content"])
        if name.endswith(".docx"):
            return "docx", DOCX, _docx(content)
        if name.endswith((".csv", ".xlsx")):
            return "csv", "text/csv", content.encode()
        return "text", "text/plain", content.encode()
    if {"amount", "recipient", "subject"} <= record.keys():
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(list(record))
        writer.writerow(list(record.values()))
        return "csv", "text/csv", buffer.getvalue().encode()
    return "json", "application/json", orjson.dumps(record, option=orjson.OPT_INDENT_2)


def measure(documents: Iterable[Mapping[str, Any]]) -> dict[tuple[str, int, str], list[int]]:
    """(set, label, group) -> [flagged, total], for the groups: all, without the learned
    scorer, unread (files the judge could not read: not flagged, as a guardrail with
    `on_unreadable: note` lets them through with a note), per attack, per format, per suite
    (where a suite is not an attack)."""
    counts: dict[tuple[str, int, str], list[int]] = defaultdict(lambda: [0, 0])
    for document in documents:
        kind, media_type, data = render(document)
        found = scan_document(data, media_type, DEFAULT_CATEGORIES, MAX_BYTES)
        flagged = bool(found)
        rules = any(not finding.label.endswith(LEARNED) for finding in found or [])
        name, label = str(document["set"]), int(document["label"])
        groups = {
            "all": flagged,
            "without the learned scorer": rules,
            "files it could not read": found is None,
            f"format {kind}": flagged,
        }
        if document["suite"] != document.get("attack"):  # garak's suites are its probes
            groups[f"suite {document['suite']}"] = flagged
        if label and document.get("attack"):
            groups[f"attack {document['attack']}"] = flagged
        for group, hit in groups.items():
            counts[(name, label, group)][0] += hit
            counts[(name, label, group)][1] += 1
    return counts


_FIRST = {"all": 0, "without the learned scorer": 1, "files it could not read": 2}


def report(counts: Mapping[tuple[str, int, str], list[int]]) -> list[str]:
    lines: list[str] = []
    for name in sorted({key[0] for key in counts}):
        lines.append(f"== {name} ==")
        for label, what in ((1, "recall"), (0, "false alarms")):
            keys = sorted(k for k in counts if k[0] == name and k[1] == label)
            keys.sort(key=lambda k: (k[2] not in _FIRST, _FIRST.get(k[2], 0), k[2]))
            for key in keys:
                hit, total = counts[key]
                shown = "unread" if key[2] == "files it could not read" else what
                lines.append(f"{shown:12} {key[2]:55} {hit:5}/{total:<5} {hit / total:6.3f}")
            attacks = [counts[k] for k in keys if k[2].startswith("attack ")]
            if attacks:  # each attack weighs the same, however many documents it planted
                mean = sum(hit / total for hit, total in attacks) / len(attacks)
                lines.append(f"{what:12} {'mean over attacks':55} {'':11} {mean:6.3f}")
    return lines


def main(argv: list[str]) -> None:
    documents = (
        orjson.loads(line)
        for path in argv
        for line in Path(path).read_bytes().splitlines()
        if line.strip()
    )
    print("\n".join(report(measure(documents))))


if __name__ == "__main__":
    main(sys.argv[1:])
