"""Throughput and latency under load (wrk, 32 connections, one worker), as ratios to a floor.

Run: `python -m bench.load [--rounds 3] [--seconds 5]` (part of `make bench`). The floor is a
raw ASGI app that only reads the same ~20 KB tool-call body and parses it with orjson, served
by the same uvicorn loop and HTTP parser as the service, measured in the same run. Every
figure is the median of the rounds. Results go to stdout and to `bench/results/load.txt`.

Scenarios: resolve; evaluate with the heuristic on text only; evaluate with one 10 KB file
judged before (the file memo answers) and cold (the memo off: read and scanned anew);
evaluate against a fake OpenAI-compatible judge that answers after 50 ms, against the judged
floor (a raw ASGI app making one call to the same fake judge with the same client, per
request: the added p50/p99 are the service's own); 2 workers against 1.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx2

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "load.txt"
TOOL = "Analyze_Files"
JUDGE_DELAY_S = 0.05
COLD = "evaluate, one 10 KB file, cold (memo off)"
JUDGED_FLOOR = "judged floor (one call to the same judge)"


@dataclass(frozen=True, slots=True)
class Figures:
    rps: float
    p50_ms: float
    p99_ms: float


def tool_call_body(registry: list[dict[str, str]], target: str, **extra: Any) -> dict[str, Any]:
    """~20 KB: a conversation of 30 tool calls (with their results) and a 40-file registry."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Summarize my files " * 20}]
    for n in range(29):
        arguments = json.dumps({"attachment": {"ID": registry[n]["ID"]}, "question": "what?" * 8})
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"call_{n}",
                        "type": "function",
                        "function": {"name": TOOL, "arguments": arguments},
                    }
                ],
            }
        )
        messages.append(
            {"role": "tool", "tool_call_id": f"call_{n}", "content": "The file says: fine. " * 12}
        )
    arguments = json.dumps({"attachment": {"ID": target}, "question": "summarize"})
    call = {"id": "call_x", "type": "function", "function": {"name": TOOL, "arguments": arguments}}
    messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
    return {
        "scope": "tool",
        "stage": "pre",
        "tool_name": TOOL,
        "messages": messages,
        "registry": registry,
        **extra,
    }


def guardrail(judge: str = "default") -> dict[str, Any]:
    return {
        "id": "g1",
        "name": "Unsafe files",
        "validator": "llm_as_judge",
        "selector": {"scopes": ["tool"], "match_names": [TOOL]},
        "action": {"type": "block", "reason": "Unsafe file content"},
        "judge": judge,
    }


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_healthy(url: str) -> None:
    for _ in range(300):
        try:
            httpx2.get(url, timeout=0.5)
            return
        except httpx2.TransportError:
            time.sleep(0.05)
    raise RuntimeError(f"{url} did not start")


@contextmanager
def process(args: list[str], env: dict[str, str], health: str) -> Iterator[None]:
    proc = subprocess.Popen(
        args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        wait_healthy(health)
        yield
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def uvicorn_app(target: str, port: int) -> list[str]:
    return [
        sys.executable,
        "-m",
        "uvicorn",
        target,
        "--port",
        str(port),
        "--no-access-log",
        "--log-level",
        "warning",
        "--http",
        "httptools",
        "--loop",
        "uvloop",
    ]


_LATENCY = re.compile(r"^\s+(\d+)%\s+([\d.]+)(us|ms|s)\s*$", re.MULTILINE)
_RPS = re.compile(r"Requests/sec:\s+([\d.]+)")
_UNIT = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def wrk(url: str, body_file: Path, seconds: float, connections: int = 32) -> Figures:
    script = body_file.with_suffix(".lua")
    script.write_text(
        'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
        f'local f = io.open("{body_file}"); wrk.body = f:read("*a"); f:close()\n'
        "done = function(summary, latency, requests)\n"
        '  io.write(string.format("  99%%  %.0fus\\n", latency:percentile(99)))\n'
        '  io.write(string.format("non2xx %d\\n", summary.errors.status))\n'
        "end\n"
    )
    command = ["wrk", "-t1", f"-c{connections}", f"-d{int(seconds)}s", "--latency"]
    out = subprocess.run(
        [*command, "-s", str(script), url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    non2xx = re.search(r"non2xx (\d+)", out)
    if non2xx is None or int(non2xx.group(1)) > 0 or "Non-2xx" in out:
        raise RuntimeError(f"non-2xx answers under load:\n{out}")
    latency = {int(p): float(v) * _UNIT[u] for p, v, u in _LATENCY.findall(out)}
    rps = _RPS.search(out)
    assert rps is not None, out
    return Figures(float(rps.group(1)), latency[50], latency[99])


def median(figures: list[Figures]) -> Figures:
    return Figures(
        statistics.median(f.rps for f in figures),
        statistics.median(f.p50_ms for f in figures),
        statistics.median(f.p99_ms for f in figures),
    )


def service_env(
    root: Path, port: int, judge_port: int, workers: int, *, memo_mb: int = 32
) -> dict[str, str]:
    judges = {
        "default": {"kind": "heuristic"},
        "remote": {
            "kind": "openai",
            "base_url": f"http://127.0.0.1:{judge_port}/v1",
            "model": "fake",
        },
    }
    return {
        **{k: v for k, v in os.environ.items() if not k.startswith("ATTACHGUARD_")},
        "ATTACHGUARD_PORT": str(port),
        "ATTACHGUARD_WORKERS": str(workers),
        "ATTACHGUARD_STORE_ROOT": str(root / "store"),
        "ATTACHGUARD_WORKSPACE_ROOT": str(root / "workspaces"),
        "ATTACHGUARD_LOG_LEVEL": "WARNING",
        "ATTACHGUARD_JUDGES": json.dumps(judges),
        "ATTACHGUARD_FILE_MEMO_MB": str(memo_mb),
    }


def upload(base: str, name: str, data: bytes) -> dict[str, str]:
    body = httpx2.post(f"{base}/v1/attachments", files={"file": (name, data)}).json()
    return {k: body[k] for k in ("ID", "FullName", "MimeType")}


def measure(rounds: int, seconds: float) -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix="attachguard-load-") as directory:
        root = Path(directory)
        floor_port, port, judge_port = free_port(), free_port(), free_port()
        judged_port = free_port()
        env = {
            **os.environ,
            "FAKE_JUDGE_DELAY_S": str(JUDGE_DELAY_S),
            "FAKE_JUDGE_URL": f"http://127.0.0.1:{judge_port}/v1/chat/completions",
        }
        with (
            process(
                uvicorn_app("bench.floor:app", floor_port),
                env,
                f"http://127.0.0.1:{floor_port}/",
            ),
            process(
                uvicorn_app("bench.floor:judge", judge_port),
                env,
                f"http://127.0.0.1:{judge_port}/",
            ),
            process(
                uvicorn_app("bench.floor:judged", judged_port),
                env,
                f"http://127.0.0.1:{judged_port}/",
            ),
        ):
            results = run_scenarios(
                root, (floor_port, judged_port), port, judge_port, rounds, seconds
            )
        floor = results["floor"]
        lines.append(f"{'scenario':<46}{'req/s':>9}{'x floor':>9}{'p50 ms':>9}{'p99 ms':>9}")
        for name, figures in results.items():
            lines.append(
                f"{name:<46}{figures.rps:>9.0f}{figures.rps / floor.rps:>8.2f}x"
                f"{figures.p50_ms:>9.1f}{figures.p99_ms:>9.1f}"
            )
        judged = results["evaluate, openai judge answering in 50 ms"]
        lines.append(
            f"judge overhead (latency - 50 ms)              p50 {judged.p50_ms - 50:.1f} ms, "
            f"p99 {judged.p99_ms - 50:.1f} ms"
        )
        bare = results[JUDGED_FLOOR]
        lines.append(
            f"judged evaluate vs judged floor               {judged.rps / bare.rps:.2f}x, added "
            f"p50 {judged.p50_ms - bare.p50_ms:.1f} ms, p99 {judged.p99_ms - bare.p99_ms:.1f} ms"
        )
        two = results["evaluate, heuristic, text only, 2 workers"]
        one = results["evaluate, heuristic, text only"]
        lines.append(f"2 workers vs 1 (evaluate, text only)           {two.rps / one.rps:.2f}x")
    return lines


def run_scenarios(
    root: Path, floors: tuple[int, int], port: int, judge_port: int, rounds: int, seconds: float
) -> dict[str, Figures]:
    floor_port, judged_port = floors
    results: dict[str, list[Figures]] = {}
    bodies: dict[str, tuple[str, Path]] = {}
    # One worker with the file memo on (the default), two workers, one worker with it off.
    for workers, memo_mb in ((1, 32), (2, 32), (1, 0)):
        base = f"http://127.0.0.1:{port}"
        env = service_env(root, port, judge_port, workers, memo_mb=memo_mb)
        with process([sys.executable, "-m", "app"], env, f"{base}/healthz"):
            if workers == 1 and memo_mb:
                registry = [upload(base, f"f{n}.txt", b"fine. " * 20) for n in range(39)]
                ten_kb = upload(base, "notes.txt", b"Quarterly notes are fine. " * 400)
                registry.append(ten_kb)
                unseen = str(uuid.uuid4())
                text_only = tool_call_body(registry, unseen, guardrails=[guardrail()])
                bodies = {
                    "floor": (
                        f"http://127.0.0.1:{floor_port}/",
                        _write(root, "floor", text_only),
                    ),
                    "resolve": (
                        f"{base}/v1/attachments/resolve",
                        _write(root, "resolve", tool_call_body(registry, ten_kb["ID"])),
                    ),
                    "evaluate, heuristic, text only": (
                        f"{base}/v1/guardrails/evaluate",
                        _write(root, "text", text_only),
                    ),
                    "evaluate, heuristic, one 10 KB file": (
                        f"{base}/v1/guardrails/evaluate",
                        _write(
                            root,
                            "file",
                            tool_call_body(registry, ten_kb["ID"], guardrails=[guardrail()]),
                        ),
                    ),
                    JUDGED_FLOOR: (
                        f"http://127.0.0.1:{judged_port}/",
                        _write(root, "judged-floor", text_only),
                    ),
                    "evaluate, openai judge answering in 50 ms": (
                        f"{base}/v1/guardrails/evaluate",
                        _write(
                            root,
                            "judge",
                            tool_call_body(registry, unseen, guardrails=[guardrail("remote")]),
                        ),
                    ),
                }
                for _ in range(rounds):
                    for name, (url, body) in bodies.items():
                        results.setdefault(name, []).append(wrk(url, body, seconds))
            elif workers == 2:
                url, body = bodies["evaluate, heuristic, text only"]
                for _ in range(rounds):
                    results.setdefault("evaluate, heuristic, text only, 2 workers", []).append(
                        wrk(url, body, seconds)
                    )
            else:
                # The same file, read and scanned anew on every request: a file never judged
                # before. The store is the first run's, so the file is there.
                url, body = bodies["evaluate, heuristic, one 10 KB file"]
                for _ in range(rounds):
                    results.setdefault(COLD, []).append(wrk(url, body, seconds))
    return {name: median(figures) for name, figures in results.items()}


def _write(root: Path, name: str, body: dict[str, Any]) -> Path:
    path = root / f"{name}.json"
    path.write_text(json.dumps(body))
    return path


def publish(path: Path, lines: list[str]) -> None:
    """Print a benchmark's lines and keep them as its last result."""
    text = "\n".join(lines)
    print(text)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + "\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=5)
    args = parser.parse_args(argv)
    publish(RESULTS, measure(args.rounds, args.seconds))


if __name__ == "__main__":
    main()
