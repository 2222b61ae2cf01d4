"""`python -m bench.memory`: the service's memory, idle, with its CPU workers, and under load.

Starts the service as the container does (one server process, the default two CPU workers),
and reads the unique and proportional set sizes (USS, PSS: what the processes really cost the
node, shared pages counted once) of the server and every process it starts:

* idle: after start-up and one request;
* with workers: after a document was read (the fork server and its workers are up);
* under load: the peak while 32 clients evaluate, upload and read files for a while.

It writes `bench/results/memory.txt`, which `tests/test_deploy.py` reads: the manifests'
memory requests must cover the idle figure and their limits the peak under load, with room.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2
import psutil

ROOT = Path(__file__).resolve().parent.parent
RESULT = ROOT / "bench" / "results" / "memory.txt"
MIB = 2**20


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start(root: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("ATTACHGUARD_")},
        "ATTACHGUARD_PORT": str(port),
        "ATTACHGUARD_STORE_ROOT": str(root / "store"),
        "ATTACHGUARD_WORKSPACE_ROOT": str(root / "workspaces"),
        "ATTACHGUARD_LOG_LEVEL": "WARNING",
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "app"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            if httpx2.get(f"{base}/healthz", timeout=0.5).status_code == 200:
                return process, base
        except httpx2.TransportError:
            time.sleep(0.05)
    process.kill()
    raise RuntimeError("the service did not start")


def family(pid: int) -> list[psutil.Process]:
    root = psutil.Process(pid)
    return [root, *root.children(recursive=True)]


def sizes(pid: int) -> dict[str, float]:
    """USS and PSS of the server and its descendants, and the server's own RSS, in MiB."""
    uss = pss = 0.0
    for process in family(pid):
        try:
            full = process.memory_full_info()
        except psutil.NoSuchProcess:
            continue
        uss += full.uss
        pss += full.pss
    rss = psutil.Process(pid).memory_info().rss
    return {"server_rss": rss / MIB, "uss": uss / MIB, "pss": pss / MIB}


def pdf() -> bytes:
    from fpdf import FPDF

    document = FPDF()
    document.add_page()
    document.set_font("helvetica", size=11)
    document.multi_cell(0, 6, "Quarterly report. Revenue grew four percent. " * 200)
    return bytes(document.output())


def body(ticket: dict[str, str]) -> dict[str, Any]:
    arguments = json.dumps({"file": {"ID": ticket["ID"]}})
    return {
        "scope": "tool",
        "stage": "pre",
        "tool_name": "read",
        "messages": [
            {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": "c",
                        "type": "function",
                        "function": {"name": "read", "arguments": arguments},
                    }
                ],
            }
        ],
        "registry": [ticket],
        "guardrails": [
            {
                "id": "g",
                "name": "g",
                "validator": "prompt_injection",
                "selector": {"scopes": ["tool"], "match_names": ["read"]},
                "action": {"type": "block"},
            }
        ],
        "job_key": "memory",
    }


async def load(base: str, tickets: list[dict[str, str]], seconds: float, pid: int) -> float:
    """32 clients evaluating and uploading for `seconds`; the peak PSS seen, sampled."""
    peak = 0.0
    stop = time.monotonic() + seconds

    async def client(n: int) -> None:
        async with httpx2.AsyncClient(base_url=base, timeout=30) as http:
            i = 0
            while time.monotonic() < stop:
                if i % 5 == 0:
                    data = io.BytesIO(os.urandom(256 * 1024))
                    await http.post("/v1/attachments", files={"file": ("b.bin", data)})
                else:
                    await http.post(
                        "/v1/guardrails/evaluate", json=body(tickets[(n + i) % len(tickets)])
                    )
                i += 1

    async def sample() -> None:
        nonlocal peak
        while time.monotonic() < stop:
            peak = max(peak, sizes(pid)["pss"])
            await asyncio.sleep(0.2)

    await asyncio.gather(sample(), *(client(n) for n in range(32)))
    return peak


def main(argv: list[str] | None = None) -> dict[str, float]:
    seconds = float((argv or sys.argv[1:] or ["10"])[0])
    with tempfile.TemporaryDirectory() as directory:
        process, base = start(Path(directory))
        try:
            time.sleep(1.0)
            httpx2.get(f"{base}/readyz")
            idle = sizes(process.pid)
            tickets = []
            for name, data in (("r.pdf", pdf()), ("n.txt", b"A clean note about the plan. " * 600)):
                created = httpx2.post(f"{base}/v1/attachments", files={"file": (name, data)}).json()
                tickets.append({k: created[k] for k in ("ID", "FullName", "MimeType")})
            httpx2.post(f"{base}/v1/guardrails/evaluate", json=body(tickets[0]), timeout=30)
            time.sleep(1.0)
            workers = sizes(process.pid)
            peak = asyncio.run(load(base, tickets, seconds, process.pid))
        finally:
            process.terminate()
            process.wait(timeout=20)
    figures = {
        "idle_server_rss_mib": round(idle["server_rss"], 1),
        "idle_pss_mib": round(idle["pss"], 1),
        "with_workers_pss_mib": round(workers["pss"], 1),
        "load_peak_pss_mib": round(peak, 1),
    }
    lines = [
        "# python -m bench.memory: MiB, the server and every process it starts (PSS)",
        *(f"{key} {value}" for key, value in figures.items()),
    ]
    RESULT.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return figures


if __name__ == "__main__":
    main()
