"""A remote validate endpoint that fetches file content itself (the seeds' contract, R2.10)."""

from __future__ import annotations

from typing import Any

from app.domain.ticket import canonical_id
from app.judges.http_judge import INVALID_VERDICT, Credentials, make_client, post_json
from app.judges.protocol import JudgeError, JudgeRequest, Verdict, describe_verdict
from app.settings import OnUnreadable, ValidateApiJudgeConfig


class ValidateApiJudge:
    """Posts `{validator, input, parameters, guardrailName, attachments?, terminationMode}`."""

    kind = "validate_api"
    # The contract's body carries `validator` and `parameters`, never the criteria text.
    follows_criteria = False
    validators: frozenset[str] | None = None  # the API is told the validator

    def __init__(
        self,
        name: str,
        config: ValidateApiJudgeConfig,
    ) -> None:
        self.name = name
        self._url = config.url
        self._max_bytes = config.max_answer_bytes
        self._trust = config.trust_reason
        self._on_unreadable = config.on_unreadable
        headers = dict(config.headers)
        if config.token:
            headers["Authorization"] = f"Bearer {config.token.get_secret_value()}"
        self._credentials = Credentials()
        self._client = make_client(timeout_s=config.timeout_s, headers=headers)

    @property
    def on_unreadable(self) -> OnUnreadable:
        """The endpoint reads the files itself; a part of the judged messages it is not sent
        (a picture or a PDF sent inline) is what this says."""
        return self._on_unreadable

    @staticmethod
    def body(request: JudgeRequest) -> dict[str, Any]:
        """The request body; `attachments` is left out when there are none."""
        guardrail = request.guardrail
        body: dict[str, Any] = {
            "validator": guardrail.validator,
            "input": request.input,
            "parameters": guardrail.parameters,
            "guardrailName": guardrail.name,
            "terminationMode": (
                "EvaluateAll" if guardrail.action.type == "escalate" else "FailFast"
            ),
        }
        if request.references:
            body["attachments"] = [
                {"id": r.id, "fileName": r.file_name, "mimeType": r.mime_type}
                for r in request.references
            ]
        return body

    async def judge(self, request: JudgeRequest) -> Verdict:
        """Ask the endpoint; a 403 with a JSON body is read like a 200."""
        answer = await post_json(
            self._client,
            self._url,
            self.body(request),
            files_sent=bool(request.references),
            max_bytes=self._max_bytes,
            credentials=self._credentials,
            json_statuses=frozenset({200, 403}),
        )
        result, details, raw_ids = _answer_fields(answer)
        if result == "passed" and raw_ids:
            # Flagged files in an answer that passes: which half is true is unknown.
            raise JudgeError(INVALID_VERDICT, "a passed result names flagged attachments")
        if result == "passed":
            said = describe_verdict(
                "passed by the validate endpoint", [], free_text=details or "", trusted=self._trust
            )
            return Verdict(flagged=False, reason=said, free_text=details)
        if result != "validation_failed":
            raise JudgeError(INVALID_VERDICT, "unknown result")
        ids = [i for i in (canonical_id(x) for x in raw_ids or []) if i is not None]
        said = describe_verdict(
            "flagged by the validate endpoint", [], free_text=details or "", trusted=self._trust
        )
        return Verdict(flagged=True, reason=said, flagged_ids=ids, free_text=details)

    def readiness(self) -> str | None:
        """Why the judge cannot work as configured (a refused key), or None."""
        return self._credentials.refused

    async def aclose(self) -> None:
        """Close the client."""
        await self._client.aclose()


def _answer_fields(answer: object) -> tuple[object, str | None, list[str] | None]:
    """`result`, `details` and `flaggedAttachmentIds` of an answer that has the contract's shape.

    Raises `JudgeError` (invalid verdict) when the answer is not an object or a field has the
    wrong type: such an answer is not the contract's, whatever its `result` says.
    """
    if not isinstance(answer, dict):
        raise JudgeError(INVALID_VERDICT, "answer is not an object")
    details = answer.get("details")
    raw_ids = answer.get("flaggedAttachmentIds")
    if details is not None and not isinstance(details, str):
        raise JudgeError(INVALID_VERDICT, "details is not a string")
    if raw_ids is not None and not (
        isinstance(raw_ids, list) and all(isinstance(x, str) for x in raw_ids)
    ):
        raise JudgeError(INVALID_VERDICT, "flaggedAttachmentIds is not a list of strings")
    return answer.get("result"), details, raw_ids
