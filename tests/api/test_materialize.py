"""R3 through the HTTP endpoint: tickets found, files materialised, results rewritten."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import AsyncGenerator, Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.main import create_app
from app.settings import Settings
from app.store.local import LocalStore
from app.store.workspace import FileStream
from tests.builders import upload
from tests.conftest import assert_problem, make_settings

WS = "run-42"


def workspace_dir(tmp_path: Path, tenant: str = "default") -> Path:
    return tmp_path / "workspaces" / tenant / WS


def materialize(client: TestClient, result: Any, **extra: Any) -> dict[str, Any]:
    body = {"workspace_id": WS, "tool_name": "Export_Report", "result": result, **extra}
    response = client.post("/v1/tool-results/materialize", json=body)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def tool_msg(content: Any, **extra: Any) -> dict[str, Any]:
    return {
        "role": "tool",
        "tool_call_id": "call_1",
        "status": "success",
        "content": content,
        **extra,
    }


def workspace_files(tmp_path: Path) -> list[str]:
    directory = workspace_dir(tmp_path)
    return sorted(p.name for p in directory.iterdir()) if directory.exists() else []


def test_string_content_gets_file_paths_and_files_land(client: TestClient, tmp_path: Path) -> None:
    report = upload(client, "report.csv", b"a,b\n1,2\n")
    content = json.dumps({"file": report, "note": "done"})
    answer = materialize(client, tool_msg(content))
    assert answer["changed"] is True
    rewritten = json.loads(answer["result"]["content"])
    expected_name = f"{report['ID']}_report.csv"
    assert rewritten == {"file": {**report, "FilePath": f"/{expected_name}"}, "note": "done"}
    assert answer["result"]["tool_call_id"] == "call_1"
    assert answer["files"] == [
        {
            "id": report["ID"],
            "path": f"/{expected_name}",
            "status": "downloaded",
            "size": 8,
            "error": None,
            "file_name": "report.csv",
            "mime_type": "text/csv",
        }
    ]
    assert (workspace_dir(tmp_path) / expected_name).read_bytes() == b"a,b\n1,2\n"


def test_nested_tickets_come_in_document_order(client: TestClient) -> None:
    a, b, c = (upload(client, f"{n}.txt", n.encode()) for n in "abc")
    payload = {"outer": {"deep": [{"x": a}], "y": b}, "z": [[c]]}
    answer = materialize(client, tool_msg(json.dumps(payload)))
    assert [f["id"] for f in answer["files"]] == [a["ID"], b["ID"], c["ID"]]


@pytest.mark.parametrize(
    "not_a_ticket",
    [
        {"ID": "queue-item-42", "FullName": "x.txt"},
        {"ID": "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"},
        {"ID": "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10", "FullName": "   "},
        {"ID": "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10", "FullName": 7},
    ],
)
def test_non_tickets_are_left_alone(client: TestClient, not_a_ticket: dict[str, Any]) -> None:
    result = tool_msg(json.dumps({"thing": not_a_ticket}))
    answer = materialize(client, result)
    assert answer == {"changed": False, "result": result, "files": [], "notes": []}


def test_a_ticket_inside_metadata_is_ignored(client: TestClient) -> None:
    outer = upload(client, "outer.txt", b"o")
    inner = upload(client, "inner.txt", b"i")
    outer_with_meta = {**outer, "Metadata": {"nested": inner}}
    answer = materialize(client, tool_msg(json.dumps({"f": outer_with_meta})))
    assert [f["id"] for f in answer["files"]] == [outer["ID"]]
    rewritten = json.loads(answer["result"]["content"])
    assert "FilePath" not in rewritten["f"]["Metadata"]["nested"]


def test_block_content_rewrites_only_the_json_block(client: TestClient) -> None:
    report = upload(client, "r.md", b"# r")
    blocks = [
        {"type": "text", "text": json.dumps({"file": report})},
        {"type": "text", "text": "Here is the report you asked for."},
        {"type": "image", "url": "https://example.invalid/x.png"},
    ]
    answer = materialize(client, tool_msg(blocks))
    out = answer["result"]["content"]
    assert json.loads(out[0]["text"])["file"]["FilePath"] == f"/{report['ID']}_r.md"
    assert out[1:] == blocks[1:]
    assert materialize(client, blocks)["files"][0]["status"] == "present"


def test_command_keeps_goto_and_other_update_keys(client: TestClient) -> None:
    report = upload(client, "r.txt", b"r")
    command: dict[str, Any] = {
        "goto": "supervisor",
        "graph": "PARENT",
        "update": {
            "messages": [
                {"role": "assistant", "content": json.dumps({"file": report})},
                tool_msg(json.dumps({"file": report})),
                tool_msg(json.dumps({"file": report}), status="error"),
            ],
            "counter": 3,
            "artifacts": [{"ID": report["ID"], "FullName": "r.txt"}],
        },
    }
    answer = materialize(client, command)
    out = answer["result"]
    assert out["goto"] == "supervisor"
    assert out["graph"] == "PARENT"
    assert out["update"]["counter"] == 3
    assert out["update"]["artifacts"] == command["update"]["artifacts"]
    messages = out["update"]["messages"]
    assert messages[0] == command["update"]["messages"][0]
    assert "FilePath" in json.loads(messages[1]["content"])["file"]
    assert messages[2] == command["update"]["messages"][2]
    assert len(answer["files"]) == 1


def test_error_status_messages_are_untouched(client: TestClient) -> None:
    report = upload(client, "r.txt", b"r")
    result = tool_msg(json.dumps({"file": report}), status="error")
    assert materialize(client, result) == {
        "changed": False,
        "result": result,
        "files": [],
        "notes": [],
    }


def test_the_output_file_tools_result_is_untouched(client: TestClient, tmp_path: Path) -> None:
    report = upload(client, "r.txt", b"r")
    result = tool_msg(json.dumps({"file": report}))
    body = {"workspace_id": WS, "tool_name": "create_output_file", "result": result}
    answer = client.post("/v1/tool-results/materialize", json=body).json()
    assert answer == {"changed": False, "result": result, "files": [], "notes": []}
    assert workspace_files(tmp_path) == []


def test_present_and_complete_is_not_downloaded_again(client: TestClient, tmp_path: Path) -> None:
    report = upload(client, "r.txt", b"report body")
    result = tool_msg(json.dumps({"file": report}))
    assert materialize(client, result)["files"][0]["status"] == "downloaded"
    target = workspace_dir(tmp_path) / f"{report['ID']}_r.txt"
    before = target.stat().st_ino
    assert materialize(client, result)["files"][0]["status"] == "present"
    assert target.stat().st_ino == before


@pytest.mark.parametrize("tampered", [b"report BODY", b"short", b"report body, and more"])
def test_present_but_different_is_replaced(
    client: TestClient, tmp_path: Path, tampered: bytes
) -> None:
    report = upload(client, "r.txt", b"report body")
    result = tool_msg(json.dumps({"file": report}))
    materialize(client, result)
    target = workspace_dir(tmp_path) / f"{report['ID']}_r.txt"
    target.write_bytes(tampered)
    assert materialize(client, result)["files"][0]["status"] == "downloaded"
    assert target.read_bytes() == b"report body"


def test_two_tickets_with_one_id_share_one_file(client: TestClient, tmp_path: Path) -> None:
    report = upload(client, "first.txt", b"x")
    twin = {**report, "FullName": "second-name.txt"}
    answer = materialize(client, tool_msg(json.dumps([report, twin])))
    paths = [item["FilePath"] for item in json.loads(answer["result"]["content"])]
    assert paths == [f"/{report['ID']}_first.txt"] * 2
    assert workspace_files(tmp_path) == [f"{report['ID']}_first.txt"]


def test_unknown_id_fails_without_failing_the_call(client: TestClient, tmp_path: Path) -> None:
    ghost = {
        "ID": "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10",
        "FullName": "ghost.txt",
        "MimeType": "text/plain",
        "FilePath": "/stale",
    }
    answer = materialize(client, tool_msg(json.dumps({"f": ghost})))
    assert answer["files"][0]["status"] == "failed"
    assert answer["files"][0]["error"] == "not in the attachment store"
    rewritten = json.loads(answer["result"]["content"])["f"]
    assert rewritten == {k: v for k, v in ghost.items() if k != "FilePath"}


class FlakyStore(LocalStore):
    """A real local store whose reads of chosen ids break after the first chunk."""

    def __init__(self, root: Path, broken: set[str]) -> None:
        super().__init__(root)
        self.broken = broken

    async def read(
        self, tenant: str, attachment_id: str, *, start: int = 0, end: int | None = None
    ) -> AsyncGenerator[bytes, None]:
        async for chunk in super().read(tenant, attachment_id, start=start, end=end):
            yield chunk
            if attachment_id in self.broken:
                raise ConnectionResetError("storage backend went away")


@pytest.fixture
def flaky(tmp_path: Path) -> Iterator[tuple[TestClient, FlakyStore]]:
    settings = make_settings(tmp_path)
    store = FlakyStore(settings.store_root, set())
    with TestClient(create_app(settings, store=store)) as test_client:
        yield test_client, store


def test_one_of_two_downloads_fails_mid_stream(
    flaky: tuple[TestClient, FlakyStore], tmp_path: Path
) -> None:
    client, store = flaky
    good = upload(client, "good.txt", b"g" * 700_000)
    bad = upload(client, "bad.bin", os.urandom(2_000_000))
    store.broken.add(bad["ID"])
    stale = {**bad, "FilePath": f"/{bad['ID']}_bad.bin"}
    answer = materialize(client, tool_msg(json.dumps({"a": good, "b": stale})))
    statuses = {f["id"]: f["status"] for f in answer["files"]}
    assert statuses == {good["ID"]: "downloaded", bad["ID"]: "failed"}
    rewritten = json.loads(answer["result"]["content"])
    assert rewritten["a"]["FilePath"] == f"/{good['ID']}_good.txt"
    assert "FilePath" not in rewritten["b"]
    assert workspace_files(tmp_path) == [f"{good['ID']}_good.txt"]


def test_a_truncated_blob_fails_its_hash_and_leaves_nothing(
    client: TestClient, tmp_path: Path
) -> None:
    blob = upload(client, "b.bin", b"0123456789" * 1000)
    stored = next(p for p in (tmp_path / "store").rglob(blob["ID"]) if p.suffix == "")
    stored.write_bytes(b"0123456789")
    answer = materialize(client, tool_msg(json.dumps({"b": blob})))
    assert answer["files"][0]["status"] == "failed"
    assert workspace_files(tmp_path) == []


HOSTILE = [
    "../../etc/passwd",
    "/etc/shadow",
    "..\\..\\windows\\system32\\config",
    "evil\x00name.txt",
    "line\r\nbreak\x1b[31m.txt",
    "x" * 10_000,
    "..",
    "...",
    " . ",
    ". . .",
    "invoice\u202etxt.exe",
]


@pytest.mark.parametrize("name", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_names_stay_inside_the_workspace(
    client: TestClient, tmp_path: Path, name: str
) -> None:
    blob = upload(client, "payload.bin", b"payload")
    hostile = {**blob, "FullName": name}
    answer = materialize(client, tool_msg(json.dumps({"f": hostile})))
    (outcome,) = answer["files"]
    assert outcome["status"] == "downloaded"
    path = outcome["path"]
    assert path.startswith(f"/{blob['ID']}_")
    written = workspace_dir(tmp_path) / path.lstrip("/")
    assert written.parent == workspace_dir(tmp_path)
    assert written.read_bytes() == b"payload"
    assert len(written.name.encode()) <= 255
    assert written.name.isprintable()
    assert not (tmp_path / "etc").exists()


def test_a_planted_symlink_is_replaced_not_followed(client: TestClient, tmp_path: Path) -> None:
    blob = upload(client, "r.txt", b"fresh content")
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"do not touch")
    directory = workspace_dir(tmp_path)
    directory.mkdir(parents=True)
    (directory / f"{blob['ID']}_r.txt").symlink_to(outside)
    answer = materialize(client, tool_msg(json.dumps({"f": blob})))
    assert answer["files"][0]["status"] == "downloaded"
    assert outside.read_bytes() == b"do not touch"
    target = directory / f"{blob['ID']}_r.txt"
    assert not target.is_symlink()
    assert target.read_bytes() == b"fresh content"


@settings(
    max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None
)
@given(name=st.text(min_size=1, max_size=300))
def test_any_full_name_is_written_inside_the_workspace(
    client: TestClient, tmp_path: Path, name: str
) -> None:
    if not name.strip():
        return
    blob = upload(client, "p.bin", b"p")
    answer = materialize(client, tool_msg(json.dumps({"f": {**blob, "FullName": name}})))
    path = answer["files"][0]["path"]
    written = (workspace_dir(tmp_path) / path.lstrip("/")).resolve()
    assert written.parent == workspace_dir(tmp_path).resolve()
    assert written.is_file()


def test_link_to_job_links_each_file(client: TestClient) -> None:
    report = upload(client, "r.txt", b"r")
    answer = materialize(
        client, tool_msg(json.dumps({"f": report})), job_key="parent-job", link_to_job=True
    )
    assert answer["files"][0]["status"] == "downloaded"
    listed = client.get("/v1/jobs/parent-job/attachments").json()["attachments"]
    assert [t["ID"] for t in listed] == [report["ID"]]


def test_materialised_files_can_be_read_back(client: TestClient, tmp_path: Path) -> None:
    report = upload(client, "r.csv", b"a,b\n")
    path = materialize(client, tool_msg(json.dumps({"f": report})))["files"][0]["path"]
    response = client.get(f"/v1/workspaces/{WS}{path.replace('/', '/files/', 1)}")
    assert response.status_code == 200
    assert response.content == b"a,b\n"
    assert response.headers["content-type"].startswith("text/csv")
    assert hashlib.sha256(response.content).hexdigest() == hashlib.sha256(b"a,b\n").hexdigest()


def test_a_workspace_file_is_a_download_whatever_its_name_holds(
    client: TestClient, tmp_path: Path
) -> None:
    # An independent probe: a file another process named with a CR/LF came back with it in
    # `filename*`; a text file was said to be UTF-8; a HEAD left the file open.
    directory = workspace_dir(tmp_path)
    directory.mkdir(parents=True)
    (directory / 'a\r\nSet-Cookie: z=1;"q.txt').write_bytes("caf\u00e9".encode("latin-1"))
    url = f"/v1/workspaces/{WS}/files/" + quote('a\r\nSet-Cookie: z=1;"q.txt', safe="")
    response = client.get(url)
    assert response.status_code == 200, response.text
    disposition = response.headers["content-disposition"]
    assert "%0D" not in disposition, disposition
    assert "%0A" not in disposition, disposition
    assert response.headers["content-type"] == "text/plain"
    assert response.headers["cache-control"] == "private, no-cache"
    released: list[FileStream] = []
    release = FileStream.release

    async def spy(self: FileStream) -> None:
        released.append(self)
        await release(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(FileStream, "release", spy)
        head = client.head(url)
    assert (head.status_code, head.headers["content-length"], head.content) == (200, "4", b"")
    assert len(released) == 1  # closed at once, not left to the collector


def test_reading_back_does_not_follow_symlinks_or_paths(client: TestClient, tmp_path: Path) -> None:
    directory = workspace_dir(tmp_path)
    directory.mkdir(parents=True)
    (tmp_path / "secret.txt").write_text("secret")
    (directory / "link.txt").symlink_to(tmp_path / "secret.txt")
    (directory / "sub").mkdir()
    for name in ("link.txt", "sub", "missing.txt", "..", "%2E%2E"):
        response = client.get(f"/v1/workspaces/{WS}/files/{name}")
        assert response.status_code in (404, 405)
        assert "secret" not in response.text


def test_workspaces_are_per_tenant(make_client: Callable[..., TestClient], tmp_path: Path) -> None:
    from tests.conftest import KEY_A, KEY_B

    client = make_client(api_keys={KEY_A: "tenant-a", KEY_B: "tenant-b"})
    a = {"Authorization": f"Bearer {KEY_A}"}
    b = {"Authorization": f"Bearer {KEY_B}"}
    report = upload(client, "r.txt", b"tenant a data", **a)
    result = tool_msg(json.dumps({"f": report}))
    body = {"workspace_id": WS, "tool_name": "T", "result": result}
    # Tenant B names A's ticket: B's store does not hold it, nothing is written.
    answer_b = client.post("/v1/tool-results/materialize", json=body, headers=b).json()
    assert answer_b["files"][0]["status"] == "failed"
    answer_a = client.post("/v1/tool-results/materialize", json=body, headers=a).json()
    path = answer_a["files"][0]["path"]
    url = f"/v1/workspaces/{WS}/files{path}"
    assert client.get(url, headers=a).content == b"tenant a data"
    assert_problem(client.get(url, headers=b), 404, "workspace_file_not_found")


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"workspace_id": "..", "tool_name": "T", "result": {}}, "invalid_key"),
        ({"workspace_id": "a/b", "tool_name": "T", "result": {}}, "invalid_key"),
        ({"workspace_id": "", "tool_name": "T", "result": {}}, "invalid_key"),
        ({"workspace_id": "w", "tool_name": "T", "result": "just a string"}, "invalid_result"),
        (
            {"workspace_id": "w", "tool_name": "T", "result": {}, "link_to_job": True},
            "validation_error",
        ),
        (
            {
                "workspace_id": "w",
                "tool_name": "T",
                "result": {},
                "job_key": "bad key",
                "link_to_job": True,
            },
            "invalid_key",
        ),
    ],
)
def test_bad_materialize_requests(client: TestClient, body: dict[str, Any], code: str) -> None:
    assert_problem(client.post("/v1/tool-results/materialize", json=body), 422, code)


def test_unchanged_when_no_ticket(client: TestClient, settings: Settings) -> None:
    result = tool_msg("plain words, nothing to download")
    assert materialize(client, result) == {
        "changed": False,
        "result": result,
        "files": [],
        "notes": [],
    }


def test_a_ticket_past_the_per_call_limit_loses_its_stale_file_path(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(max_materialize_files=1)
    first = upload(client, "a.txt", b"first")
    second = upload(client, "b.txt", b"second")
    stale = {**second, "FilePath": f"/{second['ID']}_b.txt"}
    answer = materialize(client, tool_msg(json.dumps({"files": [first, stale]})))
    assert [f["status"] for f in answer["files"]] == ["downloaded", "skipped"]
    files = json.loads(answer["result"]["content"])["files"]
    assert "FilePath" in files[0]
    assert "FilePath" not in files[1]  # it points at no file in the workspace


def test_integers_past_64_bits_come_back_whole(client: TestClient) -> None:
    # R3.9: rewriting keeps everything else; orjson alone would read these as floats.
    big = 98765432109876543210987
    unchanged = materialize(client, tool_msg({"order_id": big}))
    assert unchanged["changed"] is False
    assert unchanged["result"]["content"] == {"order_id": big}
    report = upload(client, "report.csv", b"a,b\n")
    text = '{"file": ' + json.dumps(report) + ', "id": 12345678901234567890123}'
    changed = materialize(client, tool_msg(text))
    assert changed["changed"] is True
    rewritten = json.loads(changed["result"]["content"])
    assert rewritten["id"] == 12345678901234567890123
    assert rewritten["file"]["FilePath"].endswith("_report.csv")


def test_a_part_past_64_bits_in_a_message_is_no_500(client: TestClient) -> None:
    # Found by the fuzz test: a part with no text of its own is read as its JSON, and one
    # holding an integer past 64 bits could not be written (a 500).
    part = {"type": "record", "n": 410874962496050888704}
    result = {"role": "user", "content": [part, {"type": "text", "text": "done"}]}
    answer = materialize(client, result)
    assert answer["changed"] is False
    assert answer["result"] == result
    assert answer["notes"] == [
        "the result holds a part that cannot be read as JSON; no ticket was read"
    ]


def test_a_materialise_body_that_is_not_json_is_a_422_whatever_parser_reads_it(
    client: TestClient,
) -> None:
    for raw in (
        b'{"x": 12345678901234567890123, "bad": \xff}',
        b'{"n": 12345678901234567890123, "v": NaN}',
    ):
        response = client.post(
            "/v1/tool-results/materialize",
            content=raw,
            headers={"Content-Type": "application/json"},
        )
        assert_problem(response, 422, "invalid_json")


def test_a_search_stopped_by_a_bound_says_so(client: TestClient) -> None:
    file = upload(client, "brief.txt", b"hello")
    ticket = {"ID": file["ID"], "FullName": "brief.txt"}
    nested: Any = ticket
    for _ in range(40):
        nested = {"k": nested}
    answer = materialize(client, tool_msg(json.dumps(nested)))
    assert answer["changed"] is False
    assert answer["notes"] == [
        "the search for tickets stopped at its depth bound; tickets past it were not looked for"
    ]
    too_deep = f'{{"f": {json.dumps(ticket)}, "deep": {"[" * 1_100 + "]" * 1_100}}}'
    answer = materialize(client, tool_msg(too_deep))
    assert answer["result"]["content"] == too_deep  # never rewritten from a cut reading
    assert answer["notes"] == [
        "a JSON text in the result is nested too deep to read; its tickets were not looked for"
    ]


def test_a_result_of_no_known_shape_is_answered_without_a_warning_printing_it(
    client: TestClient,
) -> None:
    # Found by an independent probe: pydantic warned about the shape on stderr, quoting the
    # payload, once per answer.
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for result in (["PAYLOAD-1 secret"], {"text": ["PAYLOAD-2"]}):
            assert materialize(client, result)["result"] == result


def test_a_workspace_root_that_cannot_be_written_is_a_503_not_a_500(
    make_client: Callable[..., TestClient],
) -> None:
    # An independent probe: start-up takes it (readiness says so), and materialise was a 500.
    client = make_client(workspace_root=Path("/proc/attachguard-workspaces"))
    ticket = upload(client, "r.txt", b"hello")
    response = client.post(
        "/v1/tool-results/materialize",
        json={"workspace_id": WS, "tool_name": "t", "result": tool_msg(json.dumps(ticket))},
    )
    assert_problem(response, 503, "workspace_unavailable")
    assert "/proc" not in response.text  # the server's paths stay its own
