"""The attachment store endpoints, in process (lifespan included)."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from fastapi.testclient import TestClient

from app.store.local import LocalStore
from tests.conftest import KEY_A, KEY_B, assert_problem


def upload(client: TestClient, name: str, data: bytes, **fields: str) -> dict[str, object]:
    response = client.post("/v1/attachments", files={"file": (name, data)}, data=fields)
    assert response.status_code == 201, response.text
    body: dict[str, object] = response.json()
    return body


def stored_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


def test_upload_then_download_returns_the_same_bytes(client: TestClient) -> None:
    data = bytes(range(256)) * 1000
    ticket = upload(client, "blob.bin", data)
    assert ticket["FullName"] == "blob.bin"
    assert ticket["MimeType"] == "application/octet-stream"
    assert ticket["size"] == len(data)
    assert ticket["sha256"] == hashlib.sha256(data).hexdigest()

    response = client.get(f"/v1/attachments/{ticket['ID']}/content")
    assert response.status_code == 200
    assert response.content == data
    assert response.headers["etag"] == f'"{ticket["sha256"]}"'
    assert response.headers["content-length"] == str(len(data))
    assert response.headers["accept-ranges"] == "bytes"


def test_metadata_has_ticket_size_hash_and_time(client: TestClient) -> None:
    ticket = upload(client, "notes.md", b"# hi")
    body = client.get(f"/v1/attachments/{ticket['ID']}").json()
    assert body["ID"] == ticket["ID"]
    assert body["FullName"] == "notes.md"
    assert body["MimeType"] == "text/markdown"
    assert body["size"] == 4
    assert body["created_at"].endswith("Z")


def test_declared_media_type_wins_over_the_extension(client: TestClient) -> None:
    response = client.post(
        "/v1/attachments", files={"file": ("data.bin", b"{}", "application/json")}
    )
    assert response.json()["MimeType"] == "application/json"


@pytest.mark.parametrize(
    "declared", ["text/plain\x1b", "text/pl\x7fain", "text/\x00plain", "a/b/c"]
)
def test_a_declared_type_a_header_cannot_carry_is_not_taken(
    client: TestClient, declared: str
) -> None:
    # Found by an independent probe: `text/plain` and ESC was stored, and every download of
    # the file then died on the invalid `Content-Type` header.
    part = (
        b'--b\r\nContent-Disposition: form-data; name="file"; filename="m.txt"\r\n'
        b"Content-Type: " + declared.encode() + b"\r\n\r\nhello\r\n--b--\r\n"
    )
    headers = {"Content-Type": "multipart/form-data; boundary=b"}
    answer = client.post("/v1/attachments", content=part, headers=headers)
    assert answer.status_code == 201, answer.text
    assert answer.json()["MimeType"] == "text/plain"
    download = client.get(f"/v1/attachments/{answer.json()['ID']}/content")
    assert (download.status_code, download.content) == (200, b"hello")


def test_id_lookup_is_case_and_brace_insensitive(client: TestClient) -> None:
    ticket = upload(client, "a.txt", b"a")
    spelled = "{" + str(ticket["ID"]).upper() + "}"
    assert client.get(f"/v1/attachments/{spelled}").json()["ID"] == ticket["ID"]


@pytest.mark.parametrize(
    ("header", "status", "body", "content_range"),
    [
        ("bytes=0-3", 206, b"0123", "bytes 0-3/10"),
        ("bytes=7-", 206, b"789", "bytes 7-9/10"),
        ("bytes=-2", 206, b"89", "bytes 8-9/10"),
        ("bytes=5-100", 206, b"56789", "bytes 5-9/10"),
        ("bytes=0-1,4-5", 200, b"0123456789", None),
        ("items=0-1", 200, b"0123456789", None),
    ],
)
def test_range_requests(
    client: TestClient, header: str, status: int, body: bytes, content_range: str | None
) -> None:
    ticket = upload(client, "digits.txt", b"0123456789")
    response = client.get(f"/v1/attachments/{ticket['ID']}/content", headers={"Range": header})
    assert response.status_code == status
    assert response.content == body
    assert response.headers.get("content-range") == content_range
    assert response.headers["content-length"] == str(len(body))


def test_range_past_the_end_is_416(client: TestClient) -> None:
    ticket = upload(client, "digits.txt", b"0123456789")
    response = client.get(f"/v1/attachments/{ticket['ID']}/content", headers={"Range": "bytes=10-"})
    assert_problem(response, 416, "range_not_satisfiable")
    assert response.headers["content-range"] == "bytes */10"


def test_if_none_match_answers_304(client: TestClient) -> None:
    ticket = upload(client, "a.txt", b"abc")
    url = f"/v1/attachments/{ticket['ID']}/content"
    etag = client.get(url).headers["etag"]
    for header in (etag, f"W/{etag}", "*", f'"other", {etag}'):
        response = client.get(url, headers={"If-None-Match": header})
        assert response.status_code == 304, header
        assert response.content == b""
        assert response.headers["etag"] == etag
    assert client.get(url, headers={"If-None-Match": '"other"'}).status_code == 200
    # The precondition comes before the range (RFC 9110 §13.2.2): a current copy is a 304
    # even when the range lies past the end.
    past = client.get(url, headers={"If-None-Match": etag, "Range": "bytes=50-"})
    assert past.status_code == 304
    assert client.get(url, headers={"Range": "bytes=50-"}).status_code == 416


def test_preconditions_and_ranges_follow_rfc_9110(client: TestClient) -> None:
    # An independent probe: If-Match and If-Range were ignored, a HEAD honoured Range, and a
    # suffix range of an empty file was a 416.
    ticket = upload(client, "digits.txt", b"0123456789")
    url = f"/v1/attachments/{ticket['ID']}/content"
    etag = client.get(url).headers["etag"]
    assert_problem(client.get(url, headers={"If-Match": '"other"'}), 412, "precondition_failed")
    assert_problem(client.get(url, headers={"If-Match": f"W/{etag}"}), 412, "precondition_failed")
    for holds in (etag, "*", f'"other", {etag}'):
        assert client.get(url, headers={"If-Match": holds}).content == b"0123456789"
    ranged = {"Range": "bytes=0-1"}
    assert client.get(url, headers={**ranged, "If-Range": etag}).status_code == 206
    for stale in ('"other"', f"W/{etag}", "Thu, 01 Jan 2099 00:00:00 GMT"):
        whole = client.get(url, headers={**ranged, "If-Range": stale})
        assert (whole.status_code, whole.content) == (200, b"0123456789"), stale
    past = client.get(url, headers={"Range": "bytes=50-", "If-Range": '"other"'})
    assert past.status_code == 200
    reads = 0
    read = LocalStore.read

    def counted(self: LocalStore, *args: Any, **kwargs: Any) -> Any:
        nonlocal reads
        reads += 1
        return read(self, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(LocalStore, "read", counted)
        for header in ("bytes=0-1", "bytes=50-"):
            head = client.head(url, headers={"Range": header})
            assert (head.status_code, head.headers["content-length"]) == (200, "10"), header
            assert "content-range" not in head.headers
    assert reads == 0  # a HEAD reads no content (a review)
    empty = upload(client, "empty.txt", b"")
    response = client.get(f"/v1/attachments/{empty['ID']}/content", headers={"Range": "bytes=-1"})
    assert (response.status_code, response.content) == (200, b"")


def test_a_download_says_its_stored_type_and_no_charset_nobody_checked(
    client: TestClient,
) -> None:
    # An independent probe: every text download was said to be UTF-8 (a Latin-1 file came
    # back garbled), and nothing kept a shared cache from storing a tenant's file.
    files = {"file": ("l1.txt", "caf\u00e9".encode("latin-1"), "text/plain; charset=iso-8859-1")}
    ticket = client.post("/v1/attachments", files=files).json()
    response = client.get(f"/v1/attachments/{ticket['ID']}/content")
    assert response.headers["content-type"] == "text/plain"
    assert response.headers["cache-control"] == "private, no-cache"
    assert response.content == "caf\u00e9".encode("latin-1")


def test_a_range_of_thousands_of_digits_is_416_not_500(client: TestClient) -> None:
    ticket = upload(client, "digits.txt", b"0123456789")
    url = f"/v1/attachments/{ticket['ID']}/content"
    huge = "9" * 5000
    assert_problem(
        client.get(url, headers={"Range": f"bytes={huge}-"}), 416, "range_not_satisfiable"
    )
    tail = client.get(url, headers={"Range": f"bytes=2-{huge}"})
    assert tail.status_code == 206
    assert tail.content == b"23456789"


def test_content_disposition_cannot_inject_headers(client: TestClient) -> None:
    ticket = upload(client, 'ev"il\u202e;\r\nX-Injected: 1 résumé.txt', b"x")
    response = client.get(f"/v1/attachments/{ticket['ID']}/content")
    disposition = response.headers["content-disposition"]
    assert "x-injected" not in {k.lower() for k in response.headers}
    assert disposition.startswith('attachment; filename="')
    assert "\r" not in disposition
    assert "\n" not in disposition
    assert "filename*=UTF-8''" in disposition
    assert disposition.isascii()


@pytest.mark.parametrize(
    ("disposition", "name"),
    [
        (b"filename*=utf-8''%E2%82%AC%20rates.txt", "\u20ac rates.txt"),
        (b"filename=\"EUR rates.txt\"; filename*=UTF-8''%E2%82%AC%20rates.txt", "\u20ac rates.txt"),
        (b"filename*=utf-8''..%2F..%2Fetc%2Fpasswd", "passwd"),
        (b"filename*=utf-8'en'%0D%0Aforged.txt", "forged.txt"),
    ],
)
def test_an_upload_named_in_the_extended_form_keeps_its_name(
    client: TestClient, disposition: bytes, name: str
) -> None:
    # An independent probe: a part named only by `filename*=` (RFC 5987, which some clients
    # send) was refused as having no file; with both forms, the ASCII fallback was kept.
    part = (
        b'--b\r\nContent-Disposition: form-data; name="file"; ' + disposition + b"\r\n"
        b"Content-Type: text/plain\r\n\r\nhello\r\n--b--\r\n"
    )
    headers = {"Content-Type": "multipart/form-data; boundary=b"}
    answer = client.post("/v1/attachments", content=part, headers=headers)
    assert answer.status_code == 201, answer.text
    assert answer.json()["FullName"] == name


@pytest.mark.parametrize(
    ("sent", "name"),
    [
        ('q"4" report.txt', 'q"4" report.txt'),
        ("two\r\nlines.txt", "twolines.txt"),
        ("50%25 off.txt", "50%25 off.txt"),
    ],
)
def test_an_upload_named_by_a_form_encoder_keeps_its_quotes(
    client: TestClient, sent: str, name: str
) -> None:
    # A probe: httpx (as browsers and urllib3 do) writes `"` in a form's file name as `%22`,
    # so the Python client's upload of `q"4".txt` was kept as `q%224%22.txt`.
    ticket = upload(client, sent, b"x")
    assert ticket["FullName"] == name


def test_upload_name_keeps_only_the_last_component(client: TestClient) -> None:
    ticket = upload(client, "../../etc/passwd", b"root")
    assert ticket["FullName"] == "passwd"


def test_upload_past_the_cap_is_413_and_leaves_nothing(
    make_client: Callable[..., TestClient], tmp_path: Path
) -> None:
    client = make_client(max_upload_bytes=1000)
    response = client.post("/v1/attachments", files={"file": ("big.bin", b"x" * 5000)})
    assert_problem(response, 413, "file_too_large")
    assert stored_files(tmp_path / "store") == []


def test_undeclared_body_past_the_hard_limit_is_413(
    make_client: Callable[..., TestClient], tmp_path: Path
) -> None:
    client = make_client(max_upload_bytes=1000)

    def body() -> Iterator[bytes]:
        for _ in range(100):
            yield b"y" * 65536

    response = client.post(
        "/v1/attachments",
        content=body(),
        headers={"Content-Type": "multipart/form-data; boundary=xyz"},
    )
    # The same code as a file just past the limit: one limit, one code.
    problem = assert_problem(response, 413, "file_too_large")
    assert "1000 bytes" in problem["detail"]
    assert stored_files(tmp_path / "store") == []
    declared = client.post(
        "/v1/attachments",
        content=b"z" * 10,
        headers={"Content-Type": "multipart/form-data; boundary=xyz", "Content-Length": "9999999"},
    )
    assert_problem(declared, 413, "file_too_large")


def test_declared_length_past_the_limit_is_refused_before_reading(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(max_body_bytes=2048)
    response = client.post("/v1/jobs/j/attachments", content=b"x" * 4096)
    assert_problem(response, 413, "payload_too_large")


def test_truncated_upload_leaves_nothing(client: TestClient, tmp_path: Path) -> None:
    body = (
        b"--xyz\r\n"
        b'Content-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n'
        b"partial content with no closing boundary"
    )
    response = client.post(
        "/v1/attachments",
        content=body,
        headers={"Content-Type": "multipart/form-data; boundary=xyz"},
    )
    assert_problem(response, 422, "invalid_upload")
    assert stored_files(tmp_path / "store") == []


def test_invalid_job_key_after_the_file_rolls_the_upload_back(
    client: TestClient, tmp_path: Path
) -> None:
    response = client.post(
        "/v1/attachments", files={"file": ("a.txt", b"a")}, data={"job_key": "../x"}
    )
    assert_problem(response, 422, "invalid_key")
    assert [p for p in stored_files(tmp_path / "store") if "objects" in p.parts] == []


@pytest.mark.parametrize(
    ("kwargs", "status", "code"),
    [
        ({"files": {"job_key": (None, "j")}}, 422, "missing_file"),
        ({"data": {"job_key": "j"}}, 415, "unsupported_media_type"),
        (
            {"content": b"{}", "headers": {"Content-Type": "application/json"}},
            415,
            "unsupported_media_type",
        ),
        (
            {"content": b"x", "headers": {"Content-Type": "multipart/form-data"}},
            422,
            "invalid_upload",
        ),
        ({"files": [("file", ("a.txt", b"a")), ("file", ("b.txt", b"b"))]}, 422, "invalid_upload"),
    ],
)
def test_bad_uploads_are_problems(
    client: TestClient, kwargs: dict[str, object], status: int, code: str
) -> None:
    response = client.post("/v1/attachments", **kwargs)  # type: ignore[arg-type]
    assert_problem(response, status, code)


def test_link_is_idempotent_and_lists_in_link_order(client: TestClient) -> None:
    first = upload(client, "one.txt", b"1")
    second = upload(client, "two.csv", b"2", job_key="job-7")
    for _ in range(2):
        assert client.put(f"/v1/jobs/job-7/attachments/{first['ID']}").status_code == 204
    listed = client.get("/v1/jobs/job-7/attachments").json()["attachments"]
    assert listed == [
        {"ID": second["ID"], "FullName": "two.csv", "MimeType": "text/csv"},
        {"ID": first["ID"], "FullName": "one.txt", "MimeType": "text/plain"},
    ]


def test_uuid_job_keys_compare_case_insensitively(client: TestClient) -> None:
    ticket = upload(client, "a.txt", b"a")
    job = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
    client.put(f"/v1/jobs/{job}/attachments/{ticket['ID']}")
    listed = client.get(f"/v1/jobs/{job.lower()}/attachments").json()["attachments"]
    assert [t["ID"] for t in listed] == [ticket["ID"]]


def test_unknown_job_lists_nothing(client: TestClient) -> None:
    assert client.get("/v1/jobs/nobody/attachments").json() == {"attachments": []}


@pytest.mark.parametrize(
    ("method", "path", "status", "code"),
    [
        (
            "GET",
            "/v1/attachments/0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10",
            404,
            "attachment_not_found",
        ),
        (
            "GET",
            "/v1/attachments/0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10/content",
            404,
            "attachment_not_found",
        ),
        (
            "PUT",
            "/v1/jobs/j/attachments/0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10",
            404,
            "attachment_not_found",
        ),
        ("GET", "/v1/attachments/not-a-uuid", 422, "invalid_id"),
        ("PUT", "/v1/jobs/j/attachments/nope", 422, "invalid_id"),
        ("GET", "/v1/jobs/bad%20key/attachments", 422, "invalid_key"),
        ("GET", "/v1/nowhere", 404, "not_found"),
        ("DELETE", "/v1/attachments", 405, "method_not_allowed"),
        # Taken for the GET of an attachment named "resolve" (an independent probe).
        ("GET", "/v1/attachments/resolve", 405, "method_not_allowed"),
        ("HEAD", "/v1/attachments/resolve", 405, "method_not_allowed"),
        ("PUT", "/v1/guardrails/evaluate", 405, "method_not_allowed"),
        # A trailing slash was a 307 to an address built from the client's Host header
        # (an independent probe): a client following it re-posted its body there.
        ("POST", "/v1/attachments/resolve/", 404, "not_found"),
        ("GET", "/healthz/", 404, "not_found"),
    ],
)
def test_error_paths_are_problems(
    client: TestClient, method: str, path: str, status: int, code: str
) -> None:
    response = client.request(method, path, headers={"Host": "evil.example"})
    if method == "HEAD":
        assert (response.status_code, response.content) == (status, b"")
        return
    body = assert_problem(response, status, code)
    assert body["request_id"] == response.headers["x-request-id"]
    assert "location" not in response.headers
    if status == 405:
        assert response.headers["allow"]


def test_a_405_allows_every_method_the_document_gives_its_path(client: TestClient) -> None:
    # An independent probe: the Allow of a path with two routes named the first one's method
    # only (`GET` for the decisions, which also take `DELETE`).
    spec = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text())
    for template, operations in spec["paths"].items():
        path = re.sub(r"\{[^}]+\}", "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10", template)
        documented = {method.upper() for method in operations}
        if "GET" in documented:
            documented.add("HEAD")
        missing = next(m for m in ("PATCH", "PUT", "DELETE", "POST") if m not in documented)
        response = client.request(missing, path)
        assert_problem(response, 405, "method_not_allowed")
        assert set(response.headers["allow"].split(", ")) == documented, template


def _multipart(*parts: tuple[str, str | None, bytes]) -> bytes:
    body = b""
    for name, filename, data in parts:
        file_part = f'; filename="{filename}"' if filename else ""
        head = f'--B\r\nContent-Disposition: form-data; name="{name}"{file_part}\r\n\r\n'
        body += head.encode() + data + b"\r\n"
    return body + b"--B--\r\n"


MULTIPART = {"Content-Type": "multipart/form-data; boundary=B"}


def test_a_bad_job_key_after_the_file_publishes_nothing(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A review: the file was published, then the job key after it was found bad and the
    # file deleted again (listed meanwhile); two job keys linked it to both jobs.
    async def no_delete(*args: object) -> None:
        raise AssertionError("published, then deleted")

    monkeypatch.setattr(LocalStore, "delete", no_delete)
    for parts in (
        [("file", "a.txt", b"a"), ("job_key", None, b"../bad")],
        [("job_key", None, b"job-a"), ("file", "a.txt", b"a"), ("job_key", None, b"job-b")],
    ):
        response = client.post("/v1/attachments", content=_multipart(*parts), headers=MULTIPART)
        assert response.status_code == 422, response.text
    assert client.get("/v1/jobs/job-a/attachments").json() == {"attachments": []}
    same = [("job_key", None, b"job-a"), ("file", "a.txt", b"a"), ("job_key", None, b"job-a")]
    created = client.post("/v1/attachments", content=_multipart(*same), headers=MULTIPART)
    assert created.status_code == 201, created.text
    listed = client.get("/v1/jobs/job-a/attachments").json()["attachments"]
    assert [t["ID"] for t in listed] == [created.json()["ID"]]


def test_an_upload_takes_a_bounded_number_of_fields(client: TestClient) -> None:
    # An independent probe: each field was capped, their number not, so one upload could
    # hold its whole size limit of field text in memory.
    fields = {f"f{n}": "x" for n in range(17)}
    response = client.post("/v1/attachments", data=fields, files={"file": ("a.txt", b"a")})
    assert_problem(response, 422, "invalid_upload")
    sixteen = dict(list(fields.items())[:16])
    ok = client.post("/v1/attachments", data=sixteen, files={"file": ("a.txt", b"a")})
    assert ok.status_code == 201
    # Parts, not names: one name sent 17 times is 17 fields (a review).
    repeated = _multipart(*[("x", None, b"v")] * 17, ("file", "a.txt", b"a"))
    response = client.post("/v1/attachments", content=repeated, headers=MULTIPART)
    assert_problem(response, 422, "invalid_upload")


def test_tenants_cannot_see_each_others_files(make_client: Callable[..., TestClient]) -> None:
    client = make_client(api_keys={KEY_A: "tenant-a", KEY_B: "tenant-b"})
    a = {"Authorization": f"Bearer {KEY_A}"}
    b = {"Authorization": f"Bearer {KEY_B}"}
    created = client.post("/v1/attachments", files={"file": ("s.txt", b"secret")}, headers=a)
    attachment_id = created.json()["ID"]
    assert client.get(f"/v1/attachments/{attachment_id}", headers=a).status_code == 200
    for path in (f"/v1/attachments/{attachment_id}", f"/v1/attachments/{attachment_id}/content"):
        assert_problem(client.get(path, headers=b), 404, "attachment_not_found")
    assert_problem(
        client.put(f"/v1/jobs/j/attachments/{attachment_id}", headers=b),
        404,
        "attachment_not_found",
    )
    client.put(f"/v1/jobs/shared/attachments/{attachment_id}", headers=a)
    assert client.get("/v1/jobs/shared/attachments", headers=b).json() == {"attachments": []}


@pytest.mark.parametrize(
    "headers",
    [{}, {"Authorization": "Bearer wrong-key-0123456789"}, {"Authorization": f"Basic {KEY_A}"}],
)
def test_missing_or_invalid_key_is_401(
    make_client: Callable[..., TestClient], headers: dict[str, str]
) -> None:
    client = make_client(api_keys={KEY_A: "tenant-a"})
    response = client.get("/v1/jobs/j/attachments", headers=headers)
    assert_problem(response, 401, "unauthorized")
    assert response.headers["www-authenticate"].startswith("Bearer")


def test_health_needs_no_key(make_client: Callable[..., TestClient]) -> None:
    client = make_client(api_keys={KEY_A: "tenant-a"})
    assert client.get("/healthz").json() == {"status": "ok"}
    assert client.get("/readyz").json()["status"] == "ready"
