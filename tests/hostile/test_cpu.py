"""CPU attacks on a real server: no input may freeze the event loop or outlive its deadline.

Each pathological input's request must end within its deadline plus a small margin, while
`/healthz` keeps answering in under 100 ms, and no worker may keep burning CPU afterwards.
"""

from __future__ import annotations

import io
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx2
import psutil
import pytest
from pypdf import PdfWriter
from pypdf.generic import DictionaryObject, NameObject, StreamObject

from tests.builders import guardrail
from tests.conftest import LiveServer, start_server, stop_server

DEADLINE_MS = 2000
MARGIN_S = 1.0
HEALTH_BUDGET_S = 0.1


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    live = start_server(
        tmp_path_factory.mktemp("cpu"),
        {"ATTACHGUARD_DEADLINE_MS": str(DEADLINE_MS), "ATTACHGUARD_CPU_TASK_TIMEOUT_S": "30"},
    )
    try:
        yield live
    finally:
        stop_server(live)


def pdf_bomb(pages: int = 2000, operators: int = 4000) -> bytes:
    """A small PDF whose pages all share one content stream that is slow to parse."""
    writer = PdfWriter()
    writer.add_blank_page(612, 792)
    page = writer.pages[0]
    content = StreamObject()
    content.set_data(b"BT /F1 12 Tf 72 720 Td " + b"(ab) Tj 0 -1 Td " * operators + b"ET")
    content[NameObject("/Filter")] = NameObject("/FlateDecode")
    content._data = zlib.compress(content.get_data(), 9)
    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
        }
    )
    page[NameObject("/Contents")] = writer._add_object(content)
    page[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})}
    )
    for _ in range(pages - 1):
        writer.add_page(page)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def upload(base_url: str, name: str, data: bytes, mime: str) -> dict[str, str]:
    response = httpx2.post(f"{base_url}/v1/attachments", files={"file": (name, data, mime)})
    assert response.status_code == 201, response.text
    body = response.json()
    return {key: body[key] for key in ("ID", "FullName", "MimeType")}


def evaluate_body(text: str, ticket: dict[str, str] | None) -> dict[str, Any]:
    arguments: dict[str, Any] = {"note": text}
    if ticket is not None:
        arguments["file"] = {"ID": ticket["ID"]}
    return {
        "scope": "tool",
        "stage": "pre",
        "tool_name": "Analyze_Files",
        "messages": [
            {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {"name": "Analyze_Files", "arguments": _json(arguments)},
                    }
                ],
            }
        ],
        "registry": [ticket] if ticket is not None else [],
        "guardrails": [guardrail()],
    }


def _json(value: object) -> str:
    import json

    return json.dumps(value)


def while_healthy(base_url: str, work: Callable[[], httpx2.Response]) -> tuple[Any, float, float]:
    """Run `work` in a thread, probing /healthz meanwhile: (answer, seconds, worst probe)."""
    box: dict[str, Any] = {}

    def run() -> None:
        started = time.monotonic()
        box["response"] = work()
        box["elapsed"] = time.monotonic() - started

    thread = threading.Thread(target=run)
    thread.start()
    worst = 0.0
    with httpx2.Client(base_url=base_url, timeout=5) as probe:
        time.sleep(0.05)
        while thread.is_alive():
            started = time.monotonic()
            assert probe.get("/healthz").status_code == 200
            worst = max(worst, time.monotonic() - started)
            time.sleep(0.05)
    thread.join()
    return box["response"], box["elapsed"], worst


def busy_descendants(pid: int, seconds: float = 2.0, settle: float = 1.0) -> float:
    """Share of one core the server's descendant processes burn over `seconds`.

    Measured after `settle` seconds, so the start-up of the worker that replaces a
    killed one (imports, a fraction of a second) is not mistaken for a runaway
    parse, which would hold a whole core (a share near 1.0).
    """

    def cpu() -> float:
        total = 0.0
        for child in psutil.Process(pid).children(recursive=True):
            try:
                times = child.cpu_times()
            except psutil.NoSuchProcess:
                continue
            total += times.user + times.system
        return total

    time.sleep(settle)
    before = cpu()
    time.sleep(seconds)
    return (cpu() - before) / seconds


def test_a_pdf_that_burns_cpu_costs_its_request_an_error_and_nothing_else(
    server: LiveServer,
) -> None:
    ticket = upload(server.base_url, "report.pdf", pdf_bomb(), "application/pdf")

    def work() -> httpx2.Response:
        return httpx2.post(
            f"{server.base_url}/v1/guardrails/evaluate",
            json=evaluate_body("see the report", ticket),
            timeout=30,
        )

    response, elapsed, worst = while_healthy(server.base_url, work)
    assert response.status_code == 200
    result = response.json()["results"][0]
    assert result["outcome"] == "error"
    assert result["error"] == "deadline"
    assert response.json()["decision"] == "block"
    assert elapsed < DEADLINE_MS / 1000 + MARGIN_S
    assert worst < HEALTH_BUDGET_S
    # The worker that was parsing it was killed with the request: nothing burns on. On a
    # loaded machine the kill and the replacement worker's start can spill into the first
    # window, so up to three windows (9 s) are read; a runaway parse, whose budget here is
    # 30 s, would hold a core through all of them.
    shares = []
    for _ in range(3):
        shares.append(busy_descendants(server.process.pid))
        if shares[-1] < 0.3:
            break
    assert shares[-1] < 0.3, shares


BACKTRACKING = [
    pytest.param("\n" * 16_000 + "system", id="newlines then system"),
    pytest.param("eyJ" + "a" * 40_000 + ".eyJ" + "b" * 40_000, id="jwt-like"),
    pytest.param("a@" * 20_000 + "a", id="e-mail-like"),
    pytest.param(("ignore " + "x" * 39) * 2000, id="override-like"),
]


@pytest.mark.parametrize("text", BACKTRACKING)
def test_no_text_makes_the_rules_backtrack(server: LiveServer, text: str) -> None:
    def work() -> httpx2.Response:
        return httpx2.post(
            f"{server.base_url}/v1/guardrails/evaluate",
            json=evaluate_body(text, None),
            timeout=30,
        )

    response, elapsed, worst = while_healthy(server.base_url, work)
    assert response.status_code == 200
    assert response.json()["results"][0]["outcome"] in ("passed", "flagged")
    assert elapsed < 1.0
    assert worst < HEALTH_BUDGET_S


@pytest.mark.parametrize("text", BACKTRACKING)
def test_no_file_makes_the_rules_backtrack(server: LiveServer, text: str, tmp_path: Path) -> None:
    ticket = upload(server.base_url, "notes.txt", (text * 5).encode(), "text/plain")

    def work() -> httpx2.Response:
        return httpx2.post(
            f"{server.base_url}/v1/guardrails/evaluate",
            json=evaluate_body("read the notes", ticket),
            timeout=30,
        )

    response, elapsed, worst = while_healthy(server.base_url, work)
    assert response.status_code == 200
    assert response.json()["results"][0]["outcome"] in ("passed", "flagged")
    assert elapsed < 1.0 + MARGIN_S
    assert worst < HEALTH_BUDGET_S
