"""A request cut off by the stop (its task cancelled by the server): a 503 `shutting_down`
when nothing was answered yet; an answer already begun is cut off, and a CancelledError that
is not the task's own cancellation is raised as the bug it is."""

from __future__ import annotations

import asyncio
from collections.abc import MutableMapping
from typing import Any

import pytest

from app.api.middleware import RequestContextMiddleware

pytestmark = pytest.mark.anyio

SCOPE: dict[str, Any] = {"type": "http", "method": "GET", "path": "/x", "headers": []}


async def _receive() -> dict[str, Any]:
    return {"type": "http.request", "body": b"", "more_body": False}


def _serve(app: Any) -> tuple[asyncio.Task[None], list[dict[str, Any]]]:
    sent: list[dict[str, Any]] = []

    async def send(message: MutableMapping[str, Any]) -> None:
        sent.append(dict(message))

    middleware = RequestContextMiddleware(app)
    return asyncio.ensure_future(middleware(dict(SCOPE), _receive, send)), sent


async def test_a_request_cancelled_before_its_answer_is_told_to_come_back() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await asyncio.sleep(60)

    task, sent = _serve(app)
    await asyncio.sleep(0.01)
    task.cancel()
    await task  # ends normally: the cancellation is answered
    assert sent[0]["status"] == 503
    assert b"shutting_down" in sent[1]["body"]


async def test_an_answer_already_begun_is_cut_off() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await asyncio.sleep(60)

    task, sent = _serve(app)
    await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert [m.get("status") for m in sent] == [200]


async def test_a_stray_cancelled_error_is_raised() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        raise asyncio.CancelledError  # not this task's cancellation: a bug

    task, sent = _serve(app)
    with pytest.raises(asyncio.CancelledError):
        await task
    assert sent == []
