"""One exception hierarchy: problem documents, transport failures and unreadable answers."""

from __future__ import annotations

import json

import httpx2
import pydantic

from attachguard_client.models import Problem, ProblemDetail

# How much of a non-problem error body ends up in `detail` (a proxy's HTML page, say).
_MAX_DETAIL_CHARS = 500


class AttachguardError(Exception):
    """Anything the service could not do for this call: treat it as a deny.

    `status` is the HTTP status (None when no answer arrived), `code` the problem document's
    stable code, `detail` what went wrong, `request_id` the id to quote in a report; for a
    422, `errors` says where (the first 20) and `errors_omitted` how many more there were.
    """

    def __init__(
        self,
        detail: str,
        *,
        status: int | None,
        code: str,
        request_id: str | None = None,
        title: str = "",
        errors: list[ProblemDetail] | None = None,
        errors_omitted: int = 0,
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.status = status
        self.code = code
        self.request_id = request_id
        self.title = title
        self.errors = errors or []
        self.errors_omitted = errors_omitted

    def __str__(self) -> str:
        where = f"HTTP {self.status}" if self.status is not None else "no response"
        request = f", request {self.request_id}" if self.request_id else ""
        return f"{self.detail} ({where}, {self.code}{request})"


class BadRequestError(AttachguardError):
    """400: the request could not be read."""


class UnauthorizedError(AttachguardError):
    """401: no API key, or one the service does not know."""


class NotFoundError(AttachguardError):
    """404: unknown id, route or workspace file (also another tenant's)."""


class MethodNotAllowedError(AttachguardError):
    """405."""


class RequestTimeoutError(AttachguardError):
    """408: the request body went quiet, or took longer than the service allows."""


class PayloadTooLargeError(AttachguardError):
    """413: the body or the file is over the service's limit."""


class UnsupportedMediaTypeError(AttachguardError):
    """415."""


class ConflictError(AttachguardError):
    """409: the workspace is not a plain directory (code `unsafe_workspace`); nothing was
    written."""


class PreconditionFailedError(AttachguardError):
    """412: the attachment is not the version `if_match` names."""


class RangeNotSatisfiableError(AttachguardError):
    """416: the byte range lies outside the file."""


class HeaderFieldsTooLargeError(AttachguardError):
    """431: the request's headers are larger than the service takes (its `MAX_HEADER_BYTES`)."""


class ValidationError(AttachguardError):
    """422: the request was understood but is wrong; `errors` says where.

    For output files the `detail` is written for the model and can be handed to it verbatim.
    """


class InternalServerError(AttachguardError):
    """500: quote `request_id` when reporting it."""


class UpstreamError(AttachguardError):
    """502 or 504: something behind the service failed or timed out."""


class ServiceUnavailableError(AttachguardError):
    """503: the service or its store is unavailable; retried for idempotent calls."""


class InsufficientStorageError(AttachguardError):
    """507: the service's disk or quota is full; nothing was kept."""


class AttachguardConnectionError(AttachguardError):
    """No answer: the connection failed or broke off."""


class AttachguardTimeoutError(AttachguardConnectionError):
    """No answer within the client's timeout."""


class UnexpectedResponseError(AttachguardError):
    """A 2xx answer whose body does not match the contract (a different service, or a bug)."""


_BY_STATUS: dict[int, type[AttachguardError]] = {
    400: BadRequestError,
    401: UnauthorizedError,
    404: NotFoundError,
    405: MethodNotAllowedError,
    408: RequestTimeoutError,
    409: ConflictError,
    413: PayloadTooLargeError,
    415: UnsupportedMediaTypeError,
    412: PreconditionFailedError,
    416: RangeNotSatisfiableError,
    422: ValidationError,
    431: HeaderFieldsTooLargeError,
    500: InternalServerError,
    502: UpstreamError,
    503: ServiceUnavailableError,
    504: UpstreamError,
    507: InsufficientStorageError,
}


def error_class(status: int) -> type[AttachguardError]:
    """The exception class for an HTTP error status."""
    return _BY_STATUS.get(status, AttachguardError)


def request_id_of(response: httpx2.Response) -> str | None:
    """The id the service (or a proxy in front of it) gave the request: quote it in a report."""
    return response.headers.get("x-request-id")


def error_from_response(response: httpx2.Response, body: bytes) -> AttachguardError:
    """The typed exception for a non-2xx answer, from its problem document when it has one."""
    status = response.status_code
    request_id = request_id_of(response)
    cls = error_class(status)
    try:
        problem = Problem.model_validate(json.loads(body))
    except (ValueError, pydantic.ValidationError):
        text = body[:_MAX_DETAIL_CHARS].decode("utf-8", "replace").strip()
        return cls(
            text or response.reason_phrase or f"HTTP {status}",
            status=status,
            code=f"http_{status}",
            request_id=request_id,
        )
    return cls(
        problem.detail or problem.title,
        status=status,
        code=problem.code,
        request_id=problem.request_id or request_id,
        title=problem.title,
        errors=problem.errors,
        errors_omitted=problem.errors_omitted or 0,
    )


def error_from_transport(exc: httpx2.TransportError) -> AttachguardConnectionError:
    """The typed exception for a request that got no answer."""
    if isinstance(exc, httpx2.TimeoutException):
        return AttachguardTimeoutError(
            f"no answer in time: {type(exc).__name__}", status=None, code="timeout"
        )
    return AttachguardConnectionError(
        f"connection failed: {type(exc).__name__}: {exc}", status=None, code="connection_error"
    )


def error_from_unreadable(exc: httpx2.RequestError) -> UnexpectedResponseError:
    """The typed exception for an answer whose bytes could not be read (a broken encoding,
    a redirect loop): the service's answer is unknown, so it is a deny like any other."""
    return UnexpectedResponseError(
        f"unreadable answer: {type(exc).__name__}", status=None, code="unexpected_response"
    )


def unexpected_response(response: httpx2.Response, reason: str) -> UnexpectedResponseError:
    """The exception for a 2xx answer the client cannot read."""
    return UnexpectedResponseError(
        f"unexpected answer: {reason}",
        status=response.status_code,
        code="unexpected_response",
        request_id=request_id_of(response),
    )
