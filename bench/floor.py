"""Raw ASGI apps the load benchmarks measure against: the floor, the judged floor, a fake
judge and a collector.

`app` reads a request body and parses it with orjson, nothing else: the least any JSON
endpoint can cost on the same uvicorn loop and parser. `judged` does that and then makes one
chat-completions call to the fake judge at `FAKE_JUDGE_URL` with the service's own judge
client (`http_judge.make_client`) and parses the answer: the least a judged evaluation can
cost. `judge` is an OpenAI-compatible chat-completions endpoint that answers a clean verdict
after `FAKE_JUDGE_DELAY_S`; `collector` an OTLP/HTTP collector that takes every export. Each
tunes its garbage collector as a serving process of the service does
(`app.main.tune_collector`).
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

import orjson

from app.judges.http_judge import JudgeClient, make_client, post_json
from app.main import tune_collector

_VERDICT = orjson.dumps(
    {
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": orjson.dumps(
                        {"flagged": False, "reason": "clean", "flagged_file_ids": []}
                    ).decode(),
                },
            }
        ]
    }
)


async def _lifespan(receive: Any, send: Any) -> None:
    while True:
        message = await receive()
        if message["type"] == "lifespan.startup":
            # The service's own collector settings: the floors run as the service does.
            tune_collector()
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            await send({"type": "lifespan.shutdown.complete"})
            return


async def _body(receive: Any) -> bytes:
    chunks = []
    more = True
    while more:
        message = await receive()
        chunks.append(message.get("body", b""))
        more = message.get("more_body", False)
    return b"".join(chunks)


async def _answer(send: Any, body: bytes) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [(b"content-type", b"application/json")],
        }
    )
    await send({"type": "http.response.body", "body": body})


async def app(scope: Any, receive: Any, send: Any) -> None:
    if scope["type"] == "lifespan":
        await _lifespan(receive, send)
        return
    raw = await _body(receive)
    parsed = orjson.loads(raw) if raw else {}
    await _answer(send, orjson.dumps({"keys": len(parsed)}))


async def judge(scope: Any, receive: Any, send: Any) -> None:
    if scope["type"] == "lifespan":
        await _lifespan(receive, send)
        return
    await _body(receive)
    await asyncio.sleep(float(os.environ.get("FAKE_JUDGE_DELAY_S", "0.05")))
    await _answer(send, _VERDICT)


_CLIENT: list[JudgeClient] = []
_ASK = {"model": "fake", "messages": [{"role": "user", "content": "judge this"}]}


async def judged(scope: Any, receive: Any, send: Any) -> None:
    if scope["type"] == "lifespan":
        await _lifespan(receive, send)
        return
    raw = await _body(receive)
    parsed = orjson.loads(raw) if raw else {}
    if not _CLIENT:
        _CLIENT.append(make_client(timeout_s=30.0, headers={}))
    answer = await post_json(
        _CLIENT[0], os.environ["FAKE_JUDGE_URL"], _ASK, files_sent=False, max_bytes=1 << 20
    )
    verdict = orjson.loads(answer["choices"][0]["message"]["content"])
    await _answer(send, orjson.dumps({"keys": len(parsed), "flagged": verdict["flagged"]}))


async def collector(scope: Any, receive: Any, send: Any) -> None:
    """An OTLP/HTTP collector that takes every export (an empty success answer) and keeps
    nothing: what tracing costs the service, not what a collector costs."""
    if scope["type"] == "lifespan":
        await _lifespan(receive, send)
        return
    await _body(receive)
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [(b"content-type", b"application/x-protobuf")],
        }
    )
    await send({"type": "http.response.body", "body": b""})
