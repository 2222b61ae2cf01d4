"""Transports that forward to the live server and record the guardrail evaluations sent.

A client built with one (`Client(..., transport=RecordingTransport(evaluations))`) talks to the
real service; the test reads what the adapter asked the service and what it answered.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import httpx2

EVALUATE = "/v1/guardrails/evaluate"


@dataclass(frozen=True)
class Evaluation:
    """One `evaluate_guardrails` call: the body sent and the answer."""

    body: dict[str, Any]
    answer: dict[str, Any]

    @property
    def registry_ids(self) -> set[str]:
        """The ids of the registry the adapter sent."""
        return {str(ticket["ID"]) for ticket in self.body.get("registry", [])}

    @property
    def not_in_registry(self) -> int:
        """How many mentioned files the service did not forward: not in the registry."""
        return int(self.answer["unforwarded"]["not_in_registry"])


def _recorded(request: httpx2.Request, response: httpx2.Response) -> Evaluation | None:
    if request.url.path != EVALUATE or response.status_code != 200:
        return None
    return Evaluation(json.loads(request.content), response.json())


class RecordingTransport(httpx2.HTTPTransport):
    def __init__(self, evaluations: list[Evaluation]) -> None:
        super().__init__()
        self.evaluations = evaluations

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        response = super().handle_request(request)
        if request.url.path == EVALUATE:
            response.read()
            recorded = _recorded(request, response)
            if recorded is not None:
                self.evaluations.append(recorded)
        return response


class AsyncRecordingTransport(httpx2.AsyncHTTPTransport):
    def __init__(self, evaluations: list[Evaluation]) -> None:
        super().__init__()
        self.evaluations = evaluations

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        response = await super().handle_async_request(request)
        if request.url.path == EVALUATE:
            await response.aread()
            recorded = _recorded(request, response)
            if recorded is not None:
                self.evaluations.append(recorded)
        return response
