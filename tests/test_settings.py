"""Settings: defaults, validation at start-up, the refusal to serve unauthenticated remotely."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import SecretStr

from app.settings import Settings, SettingsError, load_settings


def test_defaults_work_offline() -> None:
    settings = Settings()
    assert settings.host == "127.0.0.1"
    assert settings.port == 8000
    assert settings.store == "local"
    assert settings.max_references == 5
    assert [(name, judge.kind) for name, judge in settings.judges.items()] == [
        ("default", "heuristic")
    ]
    assert not settings.authenticated


@pytest.mark.parametrize(
    ("env", "fragment"),
    [
        ({"ATTACHGUARD_PORT": "0"}, "ATTACHGUARD_PORT"),
        ({"ATTACHGUARD_STORE": "ftp"}, "ATTACHGUARD_STORE"),
        ({"ATTACHGUARD_JUDGES": "not json"}, "ATTACHGUARD_JUDGES"),
        ({"ATTACHGUARD_JUDGES": '{"default": {"kind": "openai"}}'}, "default.openai.base_url"),
        ({"ATTACHGUARD_JUDGES": '{"x": {"kind": "heuristic"}}'}, 'judge named "default"'),
        ({"ATTACHGUARD_API_KEYS": '{"short": "t"}'}, "at least 16"),
        ({"ATTACHGUARD_API_KEYS": '{"0123456789abcdefg": "../t"}'}, "tenant names"),
        ({"ATTACHGUARD_HOST": "0.0.0.0"}, "not a loopback address"),
        ({"ATTACHGUARD_DEADLINE_MS": "90000"}, "max_deadline_ms"),
        ({"ATTACHGUARD_MAX_UPLAOD_BYTES": "1"}, "did you mean ATTACHGUARD_MAX_UPLOAD_BYTES?"),
        ({"ATTACHGUARD_API_KEYS": "{nope"}, "ATTACHGUARD_API_KEYS: not valid JSON"),
        ({"ATTACHGUARD_API_KEYS": '{"changeme-0123456789": "t"}'}, "placeholder"),
        ({"ATTACHGUARD_API_KEYS": '{"YOUR-API-KEY-GOES-HERE": "t"}'}, "placeholder"),
        ({"ATTACHGUARD_API_KEYS": '{"aaaaaaaaaabbbbbbbbbb": "t"}'}, "placeholder"),
        ({"ATTACHGUARD_MAX_HEADER_BYTES": "10"}, "ATTACHGUARD_MAX_HEADER_BYTES"),
        ({"ATTACHGUARD_JUDGES": "null"}, "ATTACHGUARD_JUDGES: null is not a value"),
        ({"ATTACHGUARD_API_KEYS": " null "}, "ATTACHGUARD_API_KEYS: null is not a value"),
        (
            {
                "ATTACHGUARD_JUDGES": '{"default": {"kind": "openai", "base_url": "ftp://x", '
                '"model": "m"}}'
            },
            "default.openai.base_url",
        ),
        (
            {"ATTACHGUARD_JUDGES": '{"default": {"kind": "validate_api", "url": "not-a-url"}}'},
            "default.validate_api.url",
        ),
        (
            {
                "ATTACHGUARD_JUDGES": '{"default": {"kind": "openai", '
                '"base_url": "http://127.0.0.1:9/v1", "model": ""}}'
            },
            "default.openai.model",
        ),
        (
            {
                "ATTACHGUARD_JUDGES": '{"default": {"kind": "heuristic"}, "bad name\\n": '
                '{"kind": "heuristic"}}'
            },
            "is not 1 to 64 letters",
        ),
        (
            {"ATTACHGUARD_JUDGES": '{"default": {"kind": "heuristic"}, "": {"kind": "heuristic"}}'},
            "is not 1 to 64 letters",
        ),
        (
            {
                "ATTACHGUARD_JUDGES": '{"default": {"kind": "heuristic"}, '
                '"provenance": {"kind": "heuristic", "cache_ttl_s": 600}}'
            },
            "built-in provenance guard",
        ),
    ],
)
def test_bad_values_are_named(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], fragment: str
) -> None:
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    with pytest.raises(SettingsError) as caught:
        load_settings()
    assert fragment in str(caught.value)
    assert "sk-" not in str(caught.value)


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.9.9.9", True),
        ("::1", True),
        ("[::1]", True),
        ("localhost", True),
        ("0.0.0.0", False),
        ("::", False),
        ("10.0.0.5", False),
        ("example.com", False),
    ],
)
def test_only_loopback_hosts_serve_without_keys(host: str, loopback: bool) -> None:
    if loopback:
        assert not Settings(host=host).authenticated
    else:
        with pytest.raises(ValueError, match="not a loopback address"):
            Settings(host=host)


def test_a_bracketed_ipv6_host_is_bound_as_the_address() -> None:
    assert Settings(host="[::1]").host == "::1"


def test_remote_host_is_allowed_with_keys_or_explicit_consent() -> None:
    Settings(host="0.0.0.0", api_keys={SecretStr("0123456789abcdef"): "t"})
    Settings(host="0.0.0.0", allow_unauthenticated_remote=True)


def test_api_keys_stay_out_of_repr() -> None:
    settings = Settings(api_keys={SecretStr("very-private-key-123"): "t"})
    assert "very-secret" not in repr(settings)


def test_secrets_come_from_a_mounted_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    secrets = tmp_path / "secrets"
    secrets.mkdir()
    (secrets / "attachguard_api_keys").write_text('{"0123456789abcdefgh": "tenant-a"}')
    (secrets / "ATTACHGUARD_S3_SECRET_ACCESS_KEY").write_text("s3-secret-value")
    (secrets / "..data").mkdir()  # what a Kubernetes secret volume holds besides the keys
    (secrets / "unrelated").write_text("x")
    monkeypatch.setenv("ATTACHGUARD_SECRETS_DIR", str(secrets))
    settings = load_settings()
    assert {k.get_secret_value(): v for k, v in settings.api_keys.items()} == {
        "0123456789abcdefgh": "tenant-a"
    }
    assert settings.s3_secret_access_key is not None
    assert settings.s3_secret_access_key.get_secret_value() == "s3-secret-value"
    (secrets / "attachguard_judges").write_text("{not json")
    with pytest.raises(SettingsError, match=r"ATTACHGUARD_JUDGES \(from .*\): not valid JSON"):
        load_settings()
