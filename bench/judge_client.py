"""The judge's HTTP client, chosen by measurement: CPU per call and latency under concurrency
against a fake OpenAI-compatible judge on loopback (`bench.floor:judge`, its own process), for
the service's client as configured and the candidates beside it, each a ratio to the first in
the same run.

Run: `python -m bench.judge_client [--calls N] [--seconds S]` (part of `make bench`). The
choice and its figures: docs/decisions/judge-client.md.

Candidates (the first is the baseline: the client the service used before this measurement):
- `httpx2, as before`: httpx2's `AsyncClient` with its default pool (100 connections, 20 kept
  alive), HTTP/1.1, explicit timeouts, no redirects;
- `httpx2, 64 kept alive`: the same with every connection of a busy worker kept alive;
- `aiohttp`: aiohttp's `ClientSession`, a `TCPConnector` of 64, the same timeouts;
- `service`: what the service runs now, `http_judge.post_json` on its `JudgeClient` (aiohttp,
  and the strict JSON parse that refuses duplicate keys).

Each makes the same POST the service makes (orjson body, streamed answer read whole, parsed),
first one at a time (`--calls`, the judge answering at once: CPU per call), then at 32 calls in
flight for `--seconds` with the judge answering after 50 ms, as in `bench.load`.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack

import aiohttp
import httpx2
import orjson

from app.judges.http_judge import JudgeClient, make_client, post_json
from bench.load import ROOT, free_port, process, publish, uvicorn_app

_BODY = {"model": "fake", "messages": [{"role": "user", "content": "judge this"}]}
_ASK = orjson.dumps(_BODY)
RESULTS = ROOT / "bench" / "results" / "judge-client.txt"
CONCURRENCY = 32
DELAY_S = 0.05

Call = Callable[[], Awaitable[bool]]


async def _httpx2_call(client: httpx2.AsyncClient, url: str) -> bool:
    async with client.stream(
        "POST", url, content=_ASK, headers={"Content-Type": "application/json"}
    ) as response:
        data = bytearray()
        async for chunk in response.aiter_bytes():
            data += chunk
    answer = orjson.loads(bytes(data))
    return bool(orjson.loads(answer["choices"][0]["message"]["content"])["flagged"])


async def _aiohttp_call(session: aiohttp.ClientSession, url: str) -> bool:
    async with session.post(
        url, data=_ASK, headers={"Content-Type": "application/json"}, allow_redirects=False
    ) as response:
        data = bytearray()
        async for chunk in response.content.iter_any():
            data += chunk
    answer = orjson.loads(bytes(data))
    return bool(orjson.loads(answer["choices"][0]["message"]["content"])["flagged"])


async def _service_call(client: JudgeClient, url: str) -> bool:
    answer = await post_json(client, url, _BODY, files_sent=False, max_bytes=1 << 20)
    return bool(orjson.loads(answer["choices"][0]["message"]["content"])["flagged"])


async def _clients(stack: AsyncExitStack, url: str) -> list[tuple[str, Call]]:
    before = await stack.enter_async_context(
        httpx2.AsyncClient(timeout=httpx2.Timeout(30.0, connect=5.0), follow_redirects=False)
    )
    kept = await stack.enter_async_context(
        httpx2.AsyncClient(
            timeout=httpx2.Timeout(30.0, connect=5.0),
            limits=httpx2.Limits(max_connections=64, max_keepalive_connections=64),
            follow_redirects=False,
        )
    )
    session = await stack.enter_async_context(
        aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=64),
            timeout=aiohttp.ClientTimeout(total=30.0, connect=5.0),
        )
    )
    service = make_client(timeout_s=30.0, headers={})
    stack.push_async_callback(service.aclose)
    return [
        ("httpx2, as before", lambda: _httpx2_call(before, url)),
        ("httpx2, 64 kept alive", lambda: _httpx2_call(kept, url)),
        ("aiohttp", lambda: _aiohttp_call(session, url)),
        ("service (aiohttp)", lambda: _service_call(service, url)),
    ]


async def _sequential(call: Call, calls: int) -> float:
    """CPU milliseconds per call, one call at a time."""
    for _ in range(20):
        await call()  # warm: connections open, code paths loaded
    start = time.process_time()
    for _ in range(calls):
        await call()
    return 1000 * (time.process_time() - start) / calls


async def _concurrent(call: Call, seconds: float) -> tuple[float, float, float, float]:
    """Calls per second, CPU milliseconds per call, p50 and p99 milliseconds, at
    `CONCURRENCY` calls in flight for `seconds`."""
    latencies: list[float] = []
    deadline = time.monotonic() + seconds

    async def worker() -> None:
        while time.monotonic() < deadline:
            began = time.perf_counter()
            await call()
            latencies.append(1000 * (time.perf_counter() - began))

    await asyncio.gather(*(call() for _ in range(CONCURRENCY)))  # warm the pool
    start_cpu, start = time.process_time(), time.monotonic()
    await asyncio.gather(*(worker() for _ in range(CONCURRENCY)))
    elapsed, cpu = time.monotonic() - start, time.process_time() - start_cpu
    quantiles = statistics.quantiles(latencies, n=100)
    return len(latencies) / elapsed, 1000 * cpu / len(latencies), quantiles[49], quantiles[98]


async def _measure(fast_url: str, slow_url: str, calls: int, seconds: float) -> list[str]:
    lines = [
        f"{'client':<24}{'CPU/call, 1 at a time':>22}{'calls/s at 32':>15}"
        f"{'CPU/call at 32':>16}{'p50':>9}{'p99':>9}"
    ]
    async with AsyncExitStack() as stack:
        fast = await _clients(stack, fast_url)
        slow = await _clients(stack, slow_url)
        base: tuple[float, ...] | None = None
        for (name, call), (_, slow_call) in zip(fast, slow, strict=True):
            cpu_one = await _sequential(call, calls)
            rate, cpu_many, p50, p99 = await _concurrent(slow_call, seconds)
            figures = (cpu_one, rate, cpu_many, p50, p99)
            base = base or figures
            lines.append(
                f"{name:<24}{cpu_one:>9.3f} ms ({cpu_one / base[0]:4.2f}x)"
                f"{rate:>8.0f} ({rate / base[1]:4.2f}x)"
                f"{cpu_many:>8.3f} ms ({cpu_many / base[2]:4.2f}x)"
                f"{p50:>6.1f} ms{p99:>6.1f} ms"
            )
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args(argv)
    fast_port, slow_port = free_port(), free_port()
    fast_env = {**os.environ, "FAKE_JUDGE_DELAY_S": "0"}
    slow_env = {**os.environ, "FAKE_JUDGE_DELAY_S": str(DELAY_S)}
    with (
        process(
            uvicorn_app("bench.floor:judge", fast_port), fast_env, f"http://127.0.0.1:{fast_port}/"
        ),
        process(
            uvicorn_app("bench.floor:judge", slow_port), slow_env, f"http://127.0.0.1:{slow_port}/"
        ),
    ):
        path = "/v1/chat/completions"
        lines = asyncio.run(
            _measure(
                f"http://127.0.0.1:{fast_port}{path}",
                f"http://127.0.0.1:{slow_port}{path}",
                args.calls,
                args.seconds,
            )
        )
    publish(RESULTS, lines)


if __name__ == "__main__":
    main()
