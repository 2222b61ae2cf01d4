"""A body in a content coding or a charset no operation reads is a 415, never read as sent."""

from __future__ import annotations

import gzip

import orjson
import pytest
from fastapi.testclient import TestClient

from tests.conftest import assert_problem

RESOLVE = "/v1/attachments/resolve"
BODY = orjson.dumps({"messages": [{"role": "user", "content": "hi"}]})


@pytest.mark.parametrize("coding", ["gzip", "br", "deflate", "identity, gzip", "GZIP"])
def test_a_body_in_a_content_coding_is_a_415(client: TestClient, coding: str) -> None:
    # An independent probe: a gzip body was read as JSON and refused as invalid UTF-8.
    for path, headers in (
        (RESOLVE, {"Content-Type": "application/json"}),
        ("/v1/guardrails/evaluate", {"Content-Type": "application/json"}),
        ("/v1/attachments", {"Content-Type": "multipart/form-data; boundary=x"}),
    ):
        response = client.post(
            path, content=gzip.compress(BODY), headers={**headers, "Content-Encoding": coding}
        )
        assert_problem(response, 415, "unsupported_media_type")
        assert response.headers["accept-encoding"] == "identity"
        assert "Content-Encoding" in response.json()["detail"]


def test_every_content_encoding_header_counts(client: TestClient) -> None:
    # An independent probe: only the first header was read, so a second one slipped by.
    headers = [
        ("Content-Type", "application/json"),
        ("Content-Encoding", "identity"),
        ("Content-Encoding", "gzip"),
    ]
    response = client.post(RESOLVE, content=gzip.compress(BODY), headers=headers)
    assert_problem(response, 415, "unsupported_media_type")


def test_a_request_without_a_body_has_no_coding_to_refuse(client: TestClient) -> None:
    # An independent probe: a GET or DELETE that carried the header, but no body, was a 415.
    coded = {"Content-Encoding": "gzip"}
    assert client.get("/healthz", headers=coded).status_code == 200
    assert client.get("/v1/jobs/j/attachments", headers=coded).status_code == 200
    assert client.delete("/v1/jobs/j/decisions", headers=coded).status_code == 204
    empty = client.post(RESOLVE, content=b"", headers={"Content-Type": "application/json", **coded})
    assert empty.status_code != 415, empty.text


@pytest.mark.parametrize("coding", ["identity", " Identity ", ""])
def test_identity_is_no_coding(client: TestClient, coding: str) -> None:
    response = client.post(
        RESOLVE,
        content=BODY,
        headers={"Content-Type": "application/json", "Content-Encoding": coding},
    )
    assert response.status_code != 415, response.text


@pytest.mark.parametrize(
    "content_type",
    [
        "application/json; charset=latin-1",
        "application/json;charset=utf-16",
        "application/x+json; charset=x",
    ],
)
def test_json_in_another_charset_is_a_415(client: TestClient, content_type: str) -> None:
    response = client.post(RESOLVE, content=BODY, headers={"Content-Type": content_type})
    assert_problem(response, 415, "unsupported_media_type")
    assert "UTF-8" in response.json()["detail"]


@pytest.mark.parametrize(
    "content_type",
    [
        "application/json; charset=utf-8",
        'application/json; charset="UTF-8"',
        "application/json;charset=utf8",
        "application/vnd.example+json; charset=utf-8; version=2",
    ],
)
def test_json_in_utf8_is_read(client: TestClient, content_type: str) -> None:
    response = client.post(RESOLVE, content=BODY, headers={"Content-Type": content_type})
    assert response.status_code != 415, response.text
