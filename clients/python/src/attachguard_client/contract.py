"""Which client method serves each operation of the service's OpenAPI document."""

from __future__ import annotations

from typing import Final

OPERATIONS: Final[dict[str, tuple[str, ...]]] = {
    "healthz": ("healthz",),
    "readyz": ("readyz",),
    "metrics": ("metrics",),
    "upload_attachment": ("upload_attachment",),
    "describe_attachment": ("describe_attachment",),
    "download_attachment": ("download_attachment", "stream_attachment"),
    "link_attachment": ("link_attachment",),
    "list_job_attachments": ("list_job_attachments",),
    "list_decisions": ("list_decisions", "export_decisions"),
    "delete_decisions": ("delete_decisions",),
    "resolve_attachments": ("resolve_attachments",),
    "evaluate_guardrails": ("evaluate_guardrails",),
    "materialize_tool_result": ("materialize_tool_result",),
    "read_workspace_file": ("read_workspace_file", "stream_workspace_file"),
    "create_output_file": ("create_output_file",),
    "describe_output_fields": ("describe_output_fields",),
    "verify_output_files": ("verify_output_files",),
}
"""operationId -> the methods of `Client` and `AsyncClient` that call it (same names in both)."""

GATEWAY_OPERATIONS: Final[frozenset[str]] = frozenset({"litellm_guardrail"})
"""Operations a gateway calls in its own protocol (LiteLLM's proxy), not a client."""
