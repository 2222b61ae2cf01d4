"""attachguard-client: a typed HTTP client for attachguard, and adapters for agent frameworks.

The core depends on httpx2 and pydantic only; the framework adapters live in
`attachguard_client.integrations` and are imported on demand (extras `langchain`,
`openai-agents`).
"""

from attachguard_client.async_client import AsyncClient
from attachguard_client.client import Client
from attachguard_client.download import AsyncDownload, Download, DownloadInfo
from attachguard_client.errors import (
    AttachguardConnectionError,
    AttachguardError,
    AttachguardTimeoutError,
    BadRequestError,
    InsufficientStorageError,
    InternalServerError,
    MethodNotAllowedError,
    NotFoundError,
    PayloadTooLargeError,
    RangeNotSatisfiableError,
    RequestTimeoutError,
    ServiceUnavailableError,
    UnauthorizedError,
    UnexpectedResponseError,
    UnsupportedMediaTypeError,
    UpstreamError,
    ValidationError,
)
from attachguard_client.guard import (
    AsyncGuard,
    Guard,
    GuardrailBlockedError,
    OutputFilesRejectedError,
    Verdict,
)
from attachguard_client.models import (
    Attachment,
    BlockAction,
    Decision,
    EscalateAction,
    EvaluateResponse,
    FieldsResponse,
    Gate,
    Guardrail,
    JobAttachment,
    LogAction,
    MaterializeResponse,
    ResolveResponse,
    Scope,
    Selector,
    Stage,
    Ticket,
    TicketParam,
    Unforwarded,
    VerifyResponse,
)
from attachguard_client.retry import RetryPolicy
from attachguard_client.tickets import Registry

__version__ = "0.1.0"

__all__ = [
    "AsyncClient",
    "AsyncDownload",
    "AsyncGuard",
    "AttachguardConnectionError",
    "AttachguardError",
    "AttachguardTimeoutError",
    "Attachment",
    "BadRequestError",
    "BlockAction",
    "Client",
    "Decision",
    "Download",
    "DownloadInfo",
    "EscalateAction",
    "EvaluateResponse",
    "FieldsResponse",
    "Gate",
    "Guard",
    "Guardrail",
    "GuardrailBlockedError",
    "InsufficientStorageError",
    "InternalServerError",
    "JobAttachment",
    "LogAction",
    "MaterializeResponse",
    "MethodNotAllowedError",
    "NotFoundError",
    "OutputFilesRejectedError",
    "PayloadTooLargeError",
    "RangeNotSatisfiableError",
    "Registry",
    "RequestTimeoutError",
    "ResolveResponse",
    "RetryPolicy",
    "Scope",
    "Selector",
    "ServiceUnavailableError",
    "Stage",
    "Ticket",
    "TicketParam",
    "UnauthorizedError",
    "UnexpectedResponseError",
    "Unforwarded",
    "UnsupportedMediaTypeError",
    "UpstreamError",
    "ValidationError",
    "Verdict",
    "VerifyResponse",
    "__version__",
]
