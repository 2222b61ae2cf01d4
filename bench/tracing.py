"""What tracing costs: evaluate (heuristic, text only) with tracing off, on (every request
traced, OTLP/HTTP to a collector that accepts everything) and on with a 10 % sampler, as
ratios to off, measured in the same run under wrk (32 connections, one worker).

Run: `python -m bench.tracing [--rounds 2] [--seconds 5]` (part of `make bench`). Each figure
is the median of the rounds. Results go to stdout and to `bench/results/tracing.txt`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import uuid
from pathlib import Path

from bench.load import (
    ROOT,
    _write,
    free_port,
    guardrail,
    process,
    publish,
    service_env,
    tool_call_body,
    upload,
    uvicorn_app,
    wrk,
)

RESULTS = ROOT / "bench" / "results" / "tracing.txt"


def _variants(collector: str) -> dict[str, dict[str, str]]:
    return {
        "tracing off": {},
        "tracing on, every request": {"OTEL_EXPORTER_OTLP_ENDPOINT": collector},
        "tracing on, parentbased_traceidratio 0.1": {
            "OTEL_EXPORTER_OTLP_ENDPOINT": collector,
            "OTEL_TRACES_SAMPLER": "parentbased_traceidratio",
            "OTEL_TRACES_SAMPLER_ARG": "0.1",
        },
    }


def measure(rounds: int, seconds: float) -> list[str]:
    rps: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="attachguard-tracing-") as directory:
        root = Path(directory)
        sink = free_port()
        collector = f"http://127.0.0.1:{sink}"
        with process(uvicorn_app("bench.floor:collector", sink), dict(os.environ), collector):
            for _ in range(rounds):
                for name, extra in _variants(collector).items():
                    rps.setdefault(name, []).append(_one(root, extra, seconds))
    off = statistics.median(rps["tracing off"])
    lines = [f"{'evaluate, heuristic, text only':<46}{'req/s':>9}{'x off':>9}"]
    for name, figures in rps.items():
        median = statistics.median(figures)
        lines.append(f"{name:<46}{median:>9.0f}{median / off:>8.2f}x")
    return lines


def _one(root: Path, extra: dict[str, str], seconds: float) -> float:
    port = free_port()
    env = {
        **{k: v for k, v in service_env(root, port, 1, 1).items() if not k.startswith("OTEL_")},
        **extra,
    }
    base = f"http://127.0.0.1:{port}"
    with process([sys.executable, "-m", "app"], env, f"{base}/healthz"):
        registry = [upload(base, f"f{n}.txt", b"fine. " * 20) for n in range(40)]
        body = tool_call_body(registry, str(uuid.uuid4()), guardrails=[guardrail()])
        path = _write(root, "text", body)
        wrk(f"{base}/v1/guardrails/evaluate", path, 1)  # warm up
        return wrk(f"{base}/v1/guardrails/evaluate", path, seconds).rps


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=5)
    args = parser.parse_args(argv)
    publish(RESULTS, measure(args.rounds, args.seconds))


if __name__ == "__main__":
    main()
