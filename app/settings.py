"""Service settings from `ATTACHGUARD_*` environment variables, validated at start-up."""

from __future__ import annotations

import difflib
import importlib.util
import ipaddress
import json
import os
import re
from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Literal, get_origin

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict

from app.domain.filename import display_name
from app.domain.guardrail import POLICY_NAME_PATTERN, Guardrail, NamedPolicy
from app.domain.provenance import ProvenancePolicy

MIB = 1024 * 1024
TENANT_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"
S3_PREFIX_PATTERN = r"^$|^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*$"


class StoreKind(StrEnum):
    """Attachment store backends: a directory on local disk, or S3-compatible object storage."""

    LOCAL = "local"
    S3 = "s3"


# A judge's address: http or https, a host, then a path (no spaces).
_HTTP_URL = r"^https?://[^\s/?#]+(/\S*)?$"


class _JudgeConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)

    # The verdict cache: 0 (the default) keeps it off; see services/verdict_cache.py.
    cache_ttl_s: float = Field(default=0, ge=0)
    cache_max_bytes: int = Field(default=16 * MIB, ge=4096)


UnreadAction = Literal["note", "error"]
# What a file's bytes are (judges.extraction.FileKind); `default` covers the kinds not named.
FileKindName = Literal[
    "text", "document", "archive", "image", "audio", "video", "binary", "default"
]
# A file not read whole is not clean (R2.11): `error` (the default) ends the guardrail in error;
# `note`, for every kind or per kind (`{"image": "note"}`), lets a verdict list it instead.
OnUnreadable = UnreadAction | dict[FileKindName, UnreadAction]


class HeuristicJudgeConfig(_JudgeConfig):
    """The embedded, offline judge: pattern rules over the judged text and file contents."""

    kind: Literal["heuristic"] = "heuristic"
    max_file_bytes: int = Field(default=2 * MIB, gt=0)
    on_unreadable: OnUnreadable = "error"
    # Where the learned scorer (judges.scorer) runs beside the cue families: on forwarded
    # files, where planted instructions live (default); also on the judged text; or nowhere.
    learned_scorer: Literal["files", "all", "off"] = "files"
    # The operating point: `balanced` flags at the learned scorer's own thresholds; `strict`
    # and `quiet` at PRESET_PROBABILITY's (judges.heuristic.judge): more catches and more
    # false alarms, or fewer of both.
    preset: Literal["strict", "balanced", "quiet"] = "balanced"


class OpenAIJudgeConfig(_JudgeConfig):
    """Any OpenAI-compatible chat-completions endpoint."""

    kind: Literal["openai"]
    base_url: str = Field(pattern=_HTTP_URL)
    model: str = Field(min_length=1)
    api_key: SecretStr | None = Field(default=None, min_length=1)
    timeout_s: float = Field(default=30.0, gt=0)
    max_file_chars: int = Field(default=20_000, gt=0)
    max_total_chars: int = Field(default=60_000, gt=0)
    max_file_bytes: int = Field(default=32 * MIB, gt=0)
    max_answer_bytes: int = Field(default=1 * MIB, ge=1024)
    response_format: Literal["json_schema", "json_object"] = "json_schema"
    on_unreadable: OnUnreadable = "error"
    # The model's own words may quote the judged file: off, they never reach a block message,
    # a record or a log (R2.12); on, for a model the operator trusts, they are the reason.
    trust_reason: bool = False


class ValidateApiJudgeConfig(_JudgeConfig):
    """A remote validate endpoint that fetches file content itself (R2.10)."""

    kind: Literal["validate_api"]
    url: str = Field(pattern=_HTTP_URL)
    token: SecretStr | None = Field(default=None, min_length=1)
    headers: dict[str, str] = Field(default_factory=dict, repr=False)
    timeout_s: float = Field(default=30.0, gt=0)
    max_answer_bytes: int = Field(default=1 * MIB, ge=1024)
    # As for `openai`: the endpoint's `details` are kept out of messages and records unless
    # the operator trusts it.
    trust_reason: bool = False
    # The endpoint fetches forwarded files itself; parts of the judged messages it is not
    # sent (a picture or a PDF sent inline) are not clean unless this says `note`.
    on_unreadable: OnUnreadable = "error"


CLASSIFIER_EXTRA_MISSING = (
    "the classifier judge needs the `classifier` extra: pip install 'attachguard[classifier]'"
)


class ClassifierJudgeConfig(_JudgeConfig):
    """A local ONNX prompt-injection classifier (extra `attachguard[classifier]`)."""

    kind: Literal["classifier"]
    model_path: Path
    tokenizer_path: Path
    # Which output is "injection": an index into the model's logits.
    injection_label: int = Field(default=1, ge=0)
    threshold: float = Field(default=0.5, gt=0, lt=1)
    max_tokens: int = Field(default=512, ge=8, le=8192)
    stride: int = Field(default=64, ge=0)
    max_chunks: int = Field(default=64, gt=0)
    max_file_bytes: int = Field(default=2 * MIB, gt=0)
    max_file_chars: int = Field(default=200_000, gt=0)
    threads: int = Field(default=1, ge=1, le=64)
    on_unreadable: OnUnreadable = "error"

    @model_validator(mode="after")
    def _files_exist(self) -> ClassifierJudgeConfig:
        if not all(importlib.util.find_spec(m) for m in ("onnxruntime", "tokenizers")):
            raise ValueError(CLASSIFIER_EXTRA_MISSING)
        for path in (self.model_path, self.tokenizer_path):
            if not path.is_file():
                raise ValueError(f"{path} is not a file")
        if self.stride >= self.max_tokens - 2:
            raise ValueError("stride must be smaller than max_tokens - 2")
        return self


class CascadeJudgeConfig(_JudgeConfig):
    """A screening judge (a `heuristic` one) settles what is clearly clean or clearly
    malicious; only what it is unsure of goes to a deciding judge (judges.cascade)."""

    kind: Literal["cascade"]
    # The names of two other configured judges.
    screen: str = "default"
    decide: str
    # At or above this screening score (1 is where the screen flags), short of flagging, a
    # text or file is uncertain and goes to the deciding judge.
    review_at: float = Field(default=0.2, gt=0, lt=1)


JudgeConfig = Annotated[
    HeuristicJudgeConfig
    | OpenAIJudgeConfig
    | ValidateApiJudgeConfig
    | ClassifierJudgeConfig
    | CascadeJudgeConfig,
    Field(discriminator="kind"),
]


def _check_cascade(
    name: str, config: CascadeJudgeConfig, judges: Mapping[str, JudgeConfig]
) -> None:
    """A cascade screens with a heuristic judge and decides with a judge of another kind."""
    screen, decide = judges.get(config.screen), judges.get(config.decide)
    if not isinstance(screen, HeuristicJudgeConfig):
        raise ValueError(f"judges.{_shown(name)}: screen must name a heuristic judge")
    if decide is None or isinstance(decide, HeuristicJudgeConfig | CascadeJudgeConfig):
        raise ValueError(
            f"judges.{_shown(name)}: decide must name an openai, validate_api or classifier judge"
        )


def _cached_as_decider(config: CascadeJudgeConfig, decide: JudgeConfig) -> CascadeJudgeConfig:
    """A cascade keeps verdicts as its deciding judge would, unless it says otherwise: the
    cascade asks that judge directly, past the judge's own cache, so a `cache_ttl_s` set
    only there would never apply inside it."""
    if "cache_ttl_s" in config.model_fields_set or decide.cache_ttl_s <= 0:
        return config
    update: dict[str, float | int] = {"cache_ttl_s": decide.cache_ttl_s}
    if "cache_max_bytes" not in config.model_fields_set:
        update["cache_max_bytes"] = decide.cache_max_bytes
    return config.model_copy(update=update)


def _default_judges() -> dict[str, JudgeConfig]:
    return {"default": HeuristicJudgeConfig()}


def _unbracketed(host: str) -> str:
    return host[1:-1] if host.startswith("[") and host.endswith("]") else host


def _check_judge_names(judges: Mapping[str, object]) -> None:
    """A `default` judge, and every name one a guardrail and a log line can carry."""
    if "default" not in judges:
        raise ValueError('judges: a judge named "default" is required')
    if "provenance" in judges:
        # The built-in guard's name: its records, metrics and caches would be confused.
        raise ValueError('judges: the name "provenance" is the built-in provenance guard\'s')
    for name in judges:
        if not re.fullmatch(POLICY_NAME_PATTERN, name):
            raise ValueError(
                f"judges: the name {display_name(name)!r} is not 1 to 64 letters, digits, "
                "'.', '_' or '-' (starting with a letter or digit)"
            )


def _not_empty(value: object) -> object:
    """An empty path is the working directory, whatever that is: a template's unset value."""
    if type(value) is str and not value.strip():
        raise ValueError("must not be empty (unset it for the default)")
    return value


SetPath = Annotated[Path, BeforeValidator(_not_empty)]


def _check_api_keys(api_keys: Mapping[SecretStr, str]) -> None:
    """Tenant names a path can hold, and keys no one could guess or mistype."""
    for tenant in api_keys.values():
        if not re.fullmatch(TENANT_PATTERN, tenant):
            raise ValueError(
                "api_keys: tenant names must be 1-64 of A-Z a-z 0-9 . _ - "
                "and start with a letter or digit"
            )
    if any(re.search(r"\s", key.get_secret_value()) for key in api_keys):
        # A key with a space around it is taken, and never matches a bearer token.
        raise ValueError("api_keys: an API key must not contain whitespace")
    if any(len(key.get_secret_value()) < 16 for key in api_keys):
        raise ValueError("api_keys: every API key must be at least 16 characters long")
    if any(_is_placeholder(key.get_secret_value()) for key in api_keys):
        raise ValueError(
            "api_keys: a key looks like a placeholder (a word such as 'replace' or "
            "'example', or too few distinct characters); generate one, e.g. with "
            "`python -c 'import secrets; print(secrets.token_urlsafe(32))'`"
        )


def _forms(path: Path) -> list[Path]:
    """`path` made absolute as written, and resolved when it can be (a link loop cannot)."""
    absolute = Path(os.path.abspath(path))
    try:
        return [absolute, path.resolve()]
    except (OSError, RuntimeError):
        return [absolute]


def _nested(inner: Path, outer: Path) -> bool:
    return inner == outer or outer in inner.parents


def _check_roots(settings: Settings) -> None:
    """The store, the workspaces and the journal each own their directory: the store's sweep
    removes what it does not know under its root, so a workspace inside it lost its files."""
    paths = {"ATTACHGUARD_WORKSPACE_ROOT": settings.workspace_root}
    paths["decision log (ATTACHGUARD_DECISION_LOG_DIR)"] = settings.journal_dir
    if settings.store is StoreKind.LOCAL:
        paths["ATTACHGUARD_STORE_ROOT"] = settings.store_root
    # As written and as resolved: the sweep walks the store root's entries, links included.
    forms = {name: _forms(path) for name, path in paths.items()}
    names = sorted(paths)
    for index, first in enumerate(names):
        for second in names[index + 1 :]:
            if any(_nested(a, b) or _nested(b, a) for a in forms[first] for b in forms[second]):
                raise ValueError(f"{first} and {second} overlap; give each a directory of its own")


class Settings(BaseSettings):
    """Every limit and location the service uses; each has a default that works offline."""

    # No `inf` or `nan`: an infinite timeout or retention silently turns its guard off.
    model_config = SettingsConfigDict(
        env_prefix="ATTACHGUARD_", extra="forbid", frozen=True, allow_inf_nan=False
    )

    # An IPv6 address as a URL writes it (`[::1]`) is bound as the address itself.
    host: Annotated[str, AfterValidator(_unbracketed)] = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    workers: int = Field(default=1, ge=0, le=64)
    max_connections: int = Field(default=1000, ge=1)
    keep_alive_s: int = Field(default=5, ge=1, le=3600)
    header_timeout_s: float = Field(default=10.0, gt=0, le=3600)
    max_header_bytes: int = Field(default=64 * 1024, ge=1024, le=16 * MIB)
    body_timeout_s: float = Field(default=60.0, gt=0, le=86400)
    body_idle_timeout_s: float = Field(default=15.0, gt=0, le=3600)
    # How long the server's writes may stay stalled (a client reading none of its answer)
    # before the connection is dropped.
    send_idle_timeout_s: float = Field(default=60.0, gt=0, le=3600)
    # How long a stop (SIGTERM) waits for requests in flight before it cancels them; the
    # decision records' drain and the store's close follow (see deploy/: 30 s of grace).
    shutdown_grace_s: int = Field(default=12, ge=1, le=600)
    allow_unauthenticated_remote: bool = False
    api_keys: dict[SecretStr, str] = Field(default_factory=dict)
    # When set, GET /metrics needs `Authorization: Bearer <metrics_key>`: its counters are the
    # whole service's, every tenant's traffic together, so with several tenants one could
    # read the others' activity from them.
    metrics_key: SecretStr | None = None
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"

    store: StoreKind = StoreKind.LOCAL
    store_root: SetPath = Path("var/store")
    workspace_root: SetPath = Path("var/workspaces")
    # The S3-compatible store (STORE=s3). Path-style addressing suits most self-hosted servers
    # (MinIO, SeaweedFS, Ceph RGW); AWS S3 takes either.
    s3_endpoint_url: str | None = Field(default=None, pattern=r"^https?://[^\s/]+(/\S*)?$")
    s3_region: str = "us-east-1"
    # A bucket's name (no spaces or slashes; legacy and self-hosted names are wider than
    # today's AWS rules), or empty with the local store.
    s3_bucket: str = Field(default="", pattern=r"^[^\s/]*$", max_length=255)
    s3_access_key_id: str | None = None
    s3_secret_access_key: SecretStr | None = None
    s3_path_style: bool = False
    s3_prefix: str = Field(default="", pattern=S3_PREFIX_PATTERN, max_length=256)
    s3_part_size: int = Field(default=8 * MIB, ge=5 * MIB, le=5 * 1024 * MIB)
    # Parts of one multipart upload in flight at once; an upload holds one part more in memory.
    s3_upload_concurrency: int = Field(default=4, ge=1, le=64)
    # The part buffers all S3 uploads hold at once, in MiB (at least one part is held): past it,
    # an upload waits for another's part to be sent before it reads on.
    s3_upload_buffer_mb: int = Field(default=128, ge=1, le=64 * 1024)
    s3_connect_timeout_s: float = Field(default=5.0, gt=0, le=600)
    s3_read_timeout_s: float = Field(default=30.0, gt=0, le=600)
    s3_max_attempts: int = Field(default=3, ge=1, le=10)
    # One S3 operation, its retries included, never takes longer than this.
    s3_timeout_s: float = Field(default=15.0, gt=0, le=600)
    # A process's lease on its S3 saves in progress, renewed every third of it: a crash's
    # leftovers are removed by the first sweep after it lapses.
    s3_lease_s: float = Field(default=15.0, ge=3, le=3600)

    # The decision log (services/decisions.py): a journal on local disk, shipped to the store;
    # by default the directory `decision-log` beside STORE_ROOT.
    decision_log_dir: SetPath | None = None
    decision_durability: Literal["async", "sync"] = "async"
    decision_commit_window_ms: int = Field(default=10, ge=0, le=1000)
    decision_ship_interval_s: float = Field(default=1.0, gt=0, le=3600)
    decision_segment_bytes: int = Field(default=4 * MIB, ge=64 * 1024, le=64 * MIB)
    # 0 keeps every record forever.
    decision_retention_days: float = Field(default=90, ge=0, le=36500)

    # The provenance guard (validator "provenance") reads the run's files for a destination's
    # source: each up to this size; a file not read whole is handled as `on_unreadable` says.
    provenance_max_file_bytes: int = Field(default=2 * MIB, gt=0)
    provenance_on_unreadable: OnUnreadable = "error"
    judges: dict[str, JudgeConfig] = Field(default_factory=_default_judges)
    # Named guardrail lists a request (or a gateway) names instead of sending its own.
    policies: dict[str, NamedPolicy] = Field(default_factory=dict)
    max_references: int = Field(default=5, ge=1, le=100)
    # Files a call mentions but no judge was sent (past `max_references`, or past the scan's
    # bounds): `error` (a guardrail that passed what it was sent ends in `error`) or `note`
    # (counted in `unforwarded` only).
    on_unsent_files: Literal["error", "note"] = "error"
    deadline_ms: int = Field(default=10_000, ge=10)
    max_deadline_ms: int = Field(default=60_000, ge=10)
    max_guardrails: int = Field(default=20, ge=1, le=1000)
    # Tool calls of one assistant turn a per-call evaluation (`each_call`, a gateway) judges.
    max_turn_calls: int = Field(default=32, ge=1, le=1000)
    # Conversations of a gateway's request side kept (5 minutes) for its response side.
    gateway_max_conversations: int = Field(default=10_000, ge=1)
    max_registry: int = Field(default=1_000, ge=1)
    max_json_depth: int = Field(default=64, ge=4, le=200)
    max_json_values: int = Field(default=200_000, ge=1_000)
    max_messages: int = Field(default=5_000, ge=1)
    max_body_bytes: int = Field(default=10 * MIB, ge=1024)
    max_upload_bytes: int = Field(default=100 * MIB, ge=1)
    max_download_concurrency: int = Field(default=4, ge=1, le=64)
    max_materialize_files: int = Field(default=100, ge=1, le=10_000)
    output_file_tools: list[str] = Field(default_factory=lambda: ["create_output_file"])
    # The most corrections a verification grants, whatever `max_retries` a caller asks for.
    max_output_retries: int = Field(default=5, ge=0, le=100)
    min_free_mb: int = Field(default=64, ge=0)
    sweep_age_s: float = Field(default=3600.0, ge=0)
    # Sweeps after the one at start-up, this often; 0: at start-up only.
    sweep_interval_s: float = Field(default=60.0, ge=0)
    cpu_workers: int = Field(default=2, ge=1, le=64)
    # How many CPU workers one tenant may hold at once; 0: all of them when one tenant is
    # configured, all but one when several are (one tenant never holds every worker).
    cpu_workers_per_tenant: int = Field(default=0, ge=0, le=64)
    cpu_task_timeout_s: float = Field(default=10.0, gt=0, le=600)
    cpu_worker_memory_mb: int = Field(default=1024, ge=128)
    # Files judged once (judges.memo): their texts and the heuristic's findings, per tenant
    # and content, across evaluations; 0 turns it off.
    file_memo_mb: int = Field(default=32, ge=0, le=4096)

    @model_validator(mode="after")
    def _coherent(self) -> Settings:
        _check_api_keys(self.api_keys)
        _check_metrics_key(self.metrics_key)
        if self.store is StoreKind.S3:
            if not self.s3_bucket:
                raise ValueError("store s3 needs ATTACHGUARD_S3_BUCKET")
            if self.s3_access_key_id == "" or (
                self.s3_secret_access_key is not None
                and not self.s3_secret_access_key.get_secret_value()
            ):
                raise ValueError(
                    "store s3: ATTACHGUARD_S3_ACCESS_KEY_ID and ATTACHGUARD_S3_SECRET_ACCESS_KEY "
                    "must not be empty (unset both for the AWS default credential chain)"
                )
            if (self.s3_access_key_id is None) != (self.s3_secret_access_key is None):
                raise ValueError(
                    "store s3 needs both ATTACHGUARD_S3_ACCESS_KEY_ID and "
                    "ATTACHGUARD_S3_SECRET_ACCESS_KEY, or neither (the AWS default credential "
                    "chain: workload identity, an instance role)"
                )
        _check_judge_names(self.judges)
        if self.deadline_ms > self.max_deadline_ms:
            raise ValueError("deadline_ms must not exceed max_deadline_ms")
        if (
            not self.api_keys
            and not self.allow_unauthenticated_remote
            and not _is_loopback(self.host)
        ):
            raise ValueError(
                f"ATTACHGUARD_HOST {self.host!r} is not a loopback address and no API keys are "
                "configured; set ATTACHGUARD_API_KEYS, or "
                "ATTACHGUARD_ALLOW_UNAUTHENTICATED_REMOTE=true to serve without authentication "
                "on purpose"
            )
        return self

    @model_validator(mode="after")
    def _roots_apart(self) -> Settings:
        _check_roots(self)
        return self

    @model_validator(mode="after")
    def _cascades_fit(self) -> Settings:
        for name, config in self.judges.items():
            if isinstance(config, CascadeJudgeConfig):
                _check_cascade(name, config, self.judges)
                self.judges[name] = _cached_as_decider(config, self.judges[config.decide])
        return self

    @model_validator(mode="after")
    def _policies_fit(self) -> Settings:
        problems = policy_problems(self)
        if problems:
            raise ValueError("\n".join(problems))
        return self

    @property
    def worker_count(self) -> int:
        """Worker processes to serve with: `workers`, or one per CPU when it is 0."""
        return self.workers or (os.cpu_count() or 1)

    @property
    def journal_dir(self) -> Path:
        """Where the decision log's journal lives (`decision_log_dir`, or beside the store)."""
        return self.decision_log_dir or self.store_root.parent / "decision-log"

    @property
    def cpu_share(self) -> int:
        """CPU workers one tenant may hold at once (see `cpu_workers_per_tenant`)."""
        if self.cpu_workers_per_tenant:
            return min(self.cpu_workers_per_tenant, self.cpu_workers)
        if len(set(self.api_keys.values())) <= 1:
            return self.cpu_workers
        return max(1, self.cpu_workers - 1)

    @property
    def tenants(self) -> frozenset[str]:
        """Every tenant a request can act for: the API keys' tenants, or `default` alone."""
        return frozenset(self.api_keys.values()) or frozenset({"default"})

    @property
    def authenticated(self) -> bool:
        """Whether requests must carry an API key."""
        return bool(self.api_keys)


def ignored_settings(settings: Settings) -> list[str]:
    """The `S3_*` variables set with the local store, which does not read them: worth a
    warning, since whoever set them expects them to apply.

    `STORE_ROOT` with S3 is not named: the container image sets it for its local default, so
    every S3 deployment that gives the decision log a directory of its own (the manifests
    do) warned at each start of a variable no operator set."""
    if settings.store is not StoreKind.LOCAL:
        return []
    names = sorted(name for name in settings.model_fields_set if name.startswith("s3_"))
    return [f"{ENV_PREFIX}{name.upper()}" for name in names]


def policy_problems(settings: Settings) -> list[str]:
    """One line per problem of the named policies: a name, a judge, a guardrail id, a
    provenance policy, a tenant or a count that does not fit."""
    tenants = settings.tenants
    lines = []
    for name, policy in settings.policies.items():
        where = f"ATTACHGUARD_POLICIES ({_shown(name)})"
        if not re.fullmatch(POLICY_NAME_PATTERN, name):
            lines.append(f"{where}: a policy name is 1-64 of A-Z a-z 0-9 . _ -")
        ids = [g.id for g in policy.guardrails]
        if len(ids) != len(set(ids)):
            lines.append(f"{where}: two guardrails share an id")
        if len(ids) > settings.max_guardrails:
            lines.append(f"{where}: {len(ids)} guardrails; the limit is {settings.max_guardrails}")
        for guardrail in policy.guardrails:
            lines.extend(
                f"{where}: guardrail {guardrail.id!r}: {problem}"
                for problem in _guardrail_problems(guardrail, settings)
            )
        unknown = sorted(set(policy.tenants or ()) - tenants)
        if unknown:
            named = ", ".join(map(_shown, unknown))
            lines.append(f"{where}: no API key belongs to tenant(s) {named}")
    return lines


def _guardrail_problems(guardrail: Guardrail, settings: Settings) -> list[str]:
    if guardrail.validator == "provenance":
        parameters = guardrail.parameters
        if parameters and not isinstance(parameters[0], dict):
            return ["the provenance policy is an object in parameters[0]"]
        try:
            if parameters:
                ProvenancePolicy.model_validate(parameters[0])
        except ValidationError as exc:
            return [f"its provenance policy is not valid ({_short(exc)})"]
        return []
    if guardrail.judge not in settings.judges:
        return [f"no judge named {guardrail.judge!r}"]
    return []


def _short(exc: ValidationError) -> str:
    return "; ".join(
        ".".join(str(part) for part in error["loc"]) + ": " + error["msg"]
        for error in exc.errors(include_input=False, include_url=False)
    )


# Words that mark a key copied from an example rather than generated.
_PLACEHOLDER_WORDS = ("replace", "change", "example", "placeholder", "your", "secret", "xxxx")


def _check_metrics_key(key: SecretStr | None) -> None:
    if key is None:
        return
    value = key.get_secret_value()
    if len(value) < 16 or _is_placeholder(value):
        raise ValueError(
            "metrics_key: at least 16 characters and no placeholder; generate one, e.g. with "
            "`python -c 'import secrets; print(secrets.token_urlsafe(32))'`"
        )


def _is_placeholder(key: str) -> bool:
    lowered = key.lower()
    return any(word in lowered for word in _PLACEHOLDER_WORDS) or len(set(key)) < 8


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class SettingsError(RuntimeError):
    """Settings that cannot start the service: one line per bad variable, each naming it."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


ENV_PREFIX = "ATTACHGUARD_"
# A directory of files named like the settings (`attachguard_api_keys`, any case), each
# holding the value: how a Kubernetes or Docker secret is mounted. Not a setting itself.
SECRETS_DIR_VARIABLE = f"{ENV_PREFIX}SECRETS_DIR"
# Settings that carry keys: wiped from the environment once read (see app.environment).
SECRET_SETTINGS = (
    "api_keys",
    "metrics_key",
    "s3_access_key_id",
    "s3_secret_access_key",
    "judges",
)


def secret_variables() -> list[str]:
    """The environment variables that may hold secrets, to wipe after start-up."""
    return [f"{ENV_PREFIX}{name.upper()}" for name in SECRET_SETTINGS]


def _secret_files(directory: Path) -> dict[str, Path]:
    """Setting name -> file, for the files of `directory` that name a setting."""
    found: dict[str, Path] = {}
    for entry in directory.iterdir():
        name = entry.name.lower().removeprefix(ENV_PREFIX.lower())
        if name in Settings.model_fields and entry.is_file():
            found[name] = entry
    return found


def _is_json_setting(name: str) -> bool:
    """Settings whose variable holds JSON (objects and lists), as pydantic-settings reads them."""
    return get_origin(Settings.model_fields[name].annotation) in (dict, list)


def _shown(value: str) -> str:
    """A name taken from a setting's value (a policy's, a judge's, a tenant's) as a start-up
    problem says it: printable, so it cannot break the problem's line or forge the next one,
    and cut to 64 characters."""
    text = display_name(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"


MAX_SHOWN = 64


def _unknown_variable(name: str, known: list[str]) -> str:
    guess = difflib.get_close_matches(name.upper(), known, n=1, cutoff=0.75)
    hint = f"; did you mean {guess[0]}?" if guess else ""
    return f"{name}: no such setting{hint}"


def load_settings() -> Settings:
    """Read the environment; raise `SettingsError` with one line per bad variable.

    An `ATTACHGUARD_*` variable that names no setting is an error too, with the nearest
    setting's name: a typo in a limit must not silently leave the default in force.
    """
    lines = _unknown_variables()
    secrets_dir = os.environ.get(SECRETS_DIR_VARIABLE)
    files: dict[str, Path] = {}
    if secrets_dir is not None and not secrets_dir.strip():
        # A template's unset value: the keys it should hold would silently not be read.
        lines.append(f"{SECRETS_DIR_VARIABLE}: must not be empty (unset it for none)")
    elif secrets_dir:
        files, problems = _read_secrets_dir(Path(secrets_dir))
        if problems:
            # The settings library would fail on the directory itself, with a traceback.
            raise SettingsError([*lines, *problems])
    unparsed = _json_problems(files)
    if unparsed:
        # The settings library would name the same variables again, in its own words.
        raise SettingsError([*lines, *unparsed])
    if secrets_dir is not None and not secrets_dir.strip():
        raise SettingsError(lines)
    try:
        settings = Settings(_secrets_dir=secrets_dir or None)
    except ValidationError as exc:
        # Every problem in one run: a typo'd name and a bad value are both said.
        lines.extend(_validation_problems(exc))
    if lines:
        raise SettingsError(lines)
    return settings


def _unknown_variables() -> list[str]:
    """One line per `ATTACHGUARD_*` variable that names no setting, in name order."""
    known = sorted(f"{ENV_PREFIX}{name.upper()}" for name in Settings.model_fields)
    lines: list[str] = []
    for key in sorted(os.environ):
        upper = key.upper()
        if not upper.startswith(ENV_PREFIX):
            continue
        if upper not in known and upper != SECRETS_DIR_VARIABLE:
            lines.append(_unknown_variable(key, known))
        elif key != upper:
            # Read as well, it would win over the upper-case one and escape the secrets' wipe.
            lines.append(f"{key}: settings are upper case; write {upper}")
    return lines


def _read_secrets_dir(directory: Path) -> tuple[dict[str, Path], list[str]]:
    """The setting files of `directory`, and one line per problem with it."""
    files: dict[str, Path] = {}
    lines: list[str] = []
    try:
        files = _secret_files(directory)
    except OSError as exc:
        lines.append(f"{SECRETS_DIR_VARIABLE}: cannot be read ({exc.strerror})")
    lines.extend(
        f"{ENV_PREFIX}{name.upper()}: set both as a variable and as a file in "
        f"{SECRETS_DIR_VARIABLE}; keep one"
        for name in files
        if f"{ENV_PREFIX}{name.upper()}" in os.environ
    )
    return files, lines


class _DuplicateKey(Exception):
    """A JSON object names a key twice (the last would quietly win)."""


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    found: dict[str, object] = {}
    for key, value in pairs:
        if key in found:
            raise _DuplicateKey(json.dumps(key)[:66])
        found[key] = value
    return found


def _json_problems(files: dict[str, Path]) -> list[str]:
    """One line per JSON-valued setting that does not parse, or whose file cannot be read.

    They are parsed here first, so a bad one is named by us rather than by the settings
    library's message.
    """
    lines: list[str] = []
    for name in Settings.model_fields:
        raw = os.environ.get(f"{ENV_PREFIX}{name.upper()}")
        where = f"{ENV_PREFIX}{name.upper()}"
        if raw is None and name in files:
            where = f"{where} (from {files[name]})"
            try:
                raw = files[name].read_text()
            except (OSError, UnicodeDecodeError):
                lines.append(f"{where}: cannot be read")
                continue
        if raw is not None and _is_json_setting(name):
            try:
                parsed = json.loads(raw, object_pairs_hook=_unique_keys)
            except _DuplicateKey as exc:
                said = "" if name in _SECRET_KEYS else f" {exc}"
                lines.append(f"{where}: a key is given twice{said}; keep one")
                continue
            except ValueError:
                lines.append(f"{where}: not valid JSON")
                continue
            if parsed is None:
                # pydantic-settings would quietly take the default: a typo'd template, say.
                lines.append(f"{where}: null is not a value (unset it for the default)")
    return lines


# Settings whose JSON object keys are secrets (an API key): never named in a message.
_SECRET_KEYS = frozenset({"api_keys"})
# A setting's name at the start of a message, or one with an underscore anywhere in it.
_NAMED = re.compile(r"^[a-z][a-z0-9_]*(?=[.:\s])|\b[a-z0-9]+(?:_[a-z0-9]+)+\b")


def _named_as_variables(message: str) -> str:
    """A rule's message with the settings it names written as their variables."""

    def variable(found: re.Match[str]) -> str:
        name = found.group()
        return f"{ENV_PREFIX}{name.upper()}" if name in Settings.model_fields else name

    return _NAMED.sub(variable, message)


def _validation_problems(exc: ValidationError) -> list[str]:
    """One line per error of the settings model, naming the variable it concerns (never an
    API key, which is where a tenant's error sits)."""
    lines: list[str] = []
    for error in exc.errors(include_input=False, include_url=False):
        loc = [str(part) for part in error["loc"]]
        message = error["msg"].removeprefix("Value error, ")
        if not loc:  # a rule across settings: its message names the settings
            lines.append(_named_as_variables(message))
            continue
        where = f"{ENV_PREFIX}{loc[0].upper()}"
        if len(loc) > 1:
            inner = "a key's tenant" if loc[0] in _SECRET_KEYS else _shown(".".join(loc[1:]))
            where += f" ({inner})"
        lines.append(f"{where}: {message}")
    return lines
