"""R4 through HTTP: create output files, discover file fields, verify and gate retries."""

from __future__ import annotations

import base64
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.builders import upload
from tests.conftest import assert_problem

JOB = "job-1"
WS = "run-7"
TICKET_DEF = {
    "type": "object",
    "properties": {
        "ID": {"type": "string"},
        "FullName": {"type": "string"},
        "MimeType": {"type": "string"},
    },
    "required": ["ID", "FullName", "MimeType"],
}
UNLINKED_UUID = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"


def create(client: TestClient, body: dict[str, Any], job: str = JOB) -> Any:
    return client.post(f"/v1/jobs/{job}/output-files", json=body)


def created_ticket(client: TestClient, body: dict[str, Any], job: str = JOB) -> dict[str, str]:
    response = create(client, body, job)
    assert response.status_code == 201, response.text
    ticket: dict[str, str] = response.json()["file"]
    return ticket


# --- create ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "mime"),
    [
        ("r.md", "text/markdown"),
        ("r.markdown", "text/markdown"),
        ("c.yaml", "application/yaml"),
        ("c.yml", "application/yaml"),
        ("e.jsonl", "application/jsonl"),
        ("d.json", "application/json"),
        ("t.csv", "text/csv"),
        ("n.txt", "text/plain"),
        ("p.pdf", "application/pdf"),
        ("R.MD", "text/markdown"),
        ("T.CSV", "text/csv"),
        ("D.Json", "application/json"),
        ("x.csv.gz", "text/csv"),
        ("img.PNG", "image/png"),
        ("noext", "application/octet-stream"),
        ("x.qqq", "application/octet-stream"),
    ],
)
def test_mime_type_from_the_extension(client: TestClient, name: str, mime: str) -> None:
    assert created_ticket(client, {"file_name": name, "content": "x"})["MimeType"] == mime


@pytest.mark.parametrize(
    ("extension", "mime"), [(".pdf", "application/pdf"), (".csv.gz", "text/csv")]
)
def test_a_long_name_keeps_its_extension_and_type(
    client: TestClient, extension: str, mime: str
) -> None:
    # An independent probe: the name was cut to 255 bytes from its start, its extension and
    # its type with it (application/octet-stream).
    ticket = created_ticket(client, {"file_name": "r" * 300 + extension, "content": "x"})
    assert ticket["FullName"].endswith(extension)
    assert len(ticket["FullName"].encode()) == 255
    assert ticket["MimeType"] == mime


def test_inline_text_is_stored_linked_and_readable(client: TestClient) -> None:
    ticket = created_ticket(client, {"file_name": "report.md", "content": "# Report\n"})
    assert ticket["FullName"] == "report.md"
    assert client.get(f"/v1/attachments/{ticket['ID']}/content").content == b"# Report\n"
    linked = client.get(f"/v1/jobs/{JOB}/attachments").json()["attachments"]
    assert linked == [ticket]


def test_base64_bytes(client: TestClient) -> None:
    data = bytes(range(256))
    ticket = created_ticket(
        client, {"file_name": "b.bin", "content_base64": base64.b64encode(data).decode()}
    )
    assert client.get(f"/v1/attachments/{ticket['ID']}/content").content == data


@pytest.mark.parametrize(
    ("file_name", "stored"),
    [
        ("../../etc/passwd.txt", "passwd.txt"),
        ("/report..v2.md", "report..v2.md"),
        ("dir\\sub\\x.csv", "x.csv"),
        ("a\x00b\u202e.txt", "ab.txt"),
    ],
)
def test_only_the_last_component_is_the_name(
    client: TestClient, file_name: str, stored: str
) -> None:
    assert created_ticket(client, {"file_name": file_name, "content": "x"})["FullName"] == stored


def test_workspace_path_is_published(client: TestClient, tmp_path: Path) -> None:
    workspace = tmp_path / "workspaces" / "default" / WS
    (workspace / "out").mkdir(parents=True)
    (workspace / "out" / "data.csv").write_text("a,b\n1,2\n")
    ticket = created_ticket(
        client, {"file_name": "data.csv", "workspace_path": "out/data.csv", "workspace_id": WS}
    )
    assert client.get(f"/v1/attachments/{ticket['ID']}/content").content == b"a,b\n1,2\n"
    # The agent's view of its workspace is rooted at "/", as FilePath values are.
    again = created_ticket(
        client, {"file_name": "d.csv", "workspace_path": "/out/data.csv", "workspace_id": WS}
    )
    assert again["MimeType"] == "text/csv"


def test_a_symlink_escaping_the_workspace_is_refused(client: TestClient, tmp_path: Path) -> None:
    workspace = tmp_path / "workspaces" / "default" / WS
    workspace.mkdir(parents=True)
    (tmp_path / "secret.txt").write_text("secret")
    (workspace / "innocent.txt").symlink_to(tmp_path / "secret.txt")
    response = create(
        client, {"file_name": "x.txt", "workspace_path": "innocent.txt", "workspace_id": WS}
    )
    problem = assert_problem(response, 422, "path_outside_workspace")
    assert "inside" in problem["detail"]
    assert client.get(f"/v1/jobs/{JOB}/attachments").json() == {"attachments": []}


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"content": "x"}, "missing_file_name"),
        ({"file_name": "", "content": "x"}, "empty_file_name"),
        ({"file_name": "dir/", "content": "x"}, "empty_file_name"),
        ({"file_name": "..", "content": "x"}, "empty_file_name"),
        ({"file_name": "r.md"}, "missing_content"),
        ({"file_name": "r.md", "content": "x", "content_base64": "eA=="}, "multiple_contents"),
        (
            {"file_name": "r.md", "content": "x", "workspace_path": "r.md", "workspace_id": WS},
            "multiple_contents",
        ),
        ({"file_name": "r.md", "content_base64": "not base64!!"}, "invalid_base64"),
        ({"file_name": "r.md", "workspace_path": "r.md"}, "missing_workspace_id"),
        (
            {"file_name": "r.md", "workspace_path": "../../../etc/passwd", "workspace_id": WS},
            "path_outside_workspace",
        ),
        (
            {"file_name": "r.md", "workspace_path": "nope.md", "workspace_id": WS},
            "not_a_regular_file",
        ),
        ({"file_name": "r.md", "workspace_path": ".", "workspace_id": WS}, "not_a_regular_file"),
        ({"file_name": "r.md", "workspace_path": "r.md", "workspace_id": ".."}, "invalid_key"),
        ({"file_name": "r.md", "content": "x", "bogus": 1}, "validation_error"),
    ],
)
def test_correctable_mistakes_have_their_own_code(
    client: TestClient, tmp_path: Path, body: dict[str, Any], code: str
) -> None:
    (tmp_path / "workspaces" / "default" / WS).mkdir(parents=True, exist_ok=True)
    problem = assert_problem(create(client, body), 422, code)
    assert problem["detail"]
    assert client.get(f"/v1/jobs/{JOB}/attachments").json() == {"attachments": []}


# --- fields -----------------------------------------------------------------------------------


def schema(
    properties: dict[str, Any],
    required: list[str] | None = None,
    defs_key: str = "$defs",
    ticket_key: str = "job-attachment",
) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": required or [],
        defs_key: {ticket_key: TICKET_DEF},
    }


def ref(key: str = "job-attachment", section: str = "$defs") -> dict[str, str]:
    return {"$ref": f"#/{section}/{key}"}


def fields_of(client: TestClient, output_schema: dict[str, Any]) -> list[dict[str, Any]]:
    response = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert response.status_code == 200, response.text
    fields: list[dict[str, Any]] = response.json()["fields"]
    return fields


@pytest.mark.parametrize(
    ("section", "key"),
    [
        ("$defs", "job-attachment"),
        ("definitions", "job-attachment"),
        ("$defs", "JobAttachment"),
        ("definitions", "job_attachment"),
        ("$defs", "JOB-ATTACHMENT"),
        ("$defs", "jobattachment"),
    ],
)
def test_every_spelling_of_the_ticket_definition(
    client: TestClient, section: str, key: str
) -> None:
    output_schema = schema({"report": ref(key, section)}, ["report"], section, key)
    assert fields_of(client, output_schema) == [
        {"name": "report", "path": ["report"], "required": True, "description": None, "many": False}
    ]


def test_the_resource_kind_marker_under_any_key(client: TestClient) -> None:
    marked = {**TICKET_DEF, "x-uipath-resource-kind": "JobAttachment"}
    output_schema = {
        "type": "object",
        "properties": {"f": {"$ref": "#/$defs/Blob"}},
        "$defs": {"Blob": marked},
    }
    assert [f["name"] for f in fields_of(client, output_schema)] == ["f"]
    inline = {"type": "object", "properties": {"g": marked}}
    assert [f["name"] for f in fields_of(client, inline)] == ["g"]


def test_every_shape(client: TestClient) -> None:
    properties = {
        "direct": {**ref(), "description": "The main report"},
        "nullable_any": {"anyOf": [ref(), {"type": "null"}]},
        "nullable_one": {"oneOf": [{"type": "null"}, ref()]},
        "wrapped": {"allOf": [ref()], "description": "Wrapped"},
        "nested": {
            "type": "object",
            "properties": {"deeper": {"type": "object", "properties": {"doc": ref()}}},
        },
        "many": {"type": "array", "items": ref()},
        "grid": {"type": "array", "items": {"type": "array", "items": ref()}},
        "rows": {"type": "array", "items": {"type": "object", "properties": {"file": ref()}}},
        "plain": {"type": "string"},
    }
    fields = fields_of(client, schema(properties, ["direct", "many"]))
    assert [(f["name"], f["path"], f["required"], f["many"]) for f in fields] == [
        ("direct", ["direct"], True, False),
        ("nullable_any", ["nullable_any"], False, False),
        ("nullable_one", ["nullable_one"], False, False),
        ("wrapped", ["wrapped"], False, False),
        ("nested", ["nested", "deeper", "doc"], False, False),
        ("many", ["many", "*"], True, True),
        ("grid", ["grid", "*", "*"], False, True),
        ("rows", ["rows", "*", "file"], False, True),
    ]
    assert fields[0]["description"] == "The main report"
    assert fields[3]["description"] == "Wrapped"


def test_a_root_array(client: TestClient) -> None:
    output_schema = {
        "type": "array",
        "items": ref(),
        "minItems": 1,
        "$defs": {"job-attachment": TICKET_DEF},
    }
    assert fields_of(client, output_schema) == [
        {"name": "$", "path": ["*"], "required": True, "description": None, "many": True}
    ]


@pytest.mark.parametrize("key", ["schema", "copy", "my file", "2nd", "données", "class"])
def test_names_are_the_json_key_exactly(client: TestClient, key: str) -> None:
    (field,) = fields_of(client, schema({key: ref()}, [key]))
    assert field["name"] == key
    assert field["path"] == [key]
    assert field["required"] is True


def test_refs_through_other_definitions(client: TestClient) -> None:
    output_schema = {
        "type": "object",
        "properties": {"bundle": {"$ref": "#/definitions/Bundle"}},
        "definitions": {
            "Bundle": {"type": "object", "properties": {"doc": {"$ref": "#/definitions/Att"}}},
            "Att": {"allOf": [{"$ref": "#/$defs/JobAttachment"}]},
        },
        "$defs": {"JobAttachment": TICKET_DEF},
    }
    assert [f["path"] for f in fields_of(client, output_schema)] == [["bundle", "doc"]]


def test_a_ref_cycle_is_a_clear_422(client: TestClient) -> None:
    output_schema = {
        "type": "object",
        "properties": {"tree": {"$ref": "#/$defs/Node"}},
        "$defs": {
            "Node": {
                "type": "object",
                "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}},
            }
        },
    }
    response = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert "Node" in assert_problem(response, 422, "schema_ref_cycle")["detail"]


def test_a_too_deep_schema_is_a_clear_422(client: TestClient) -> None:
    # Shallow JSON, deep schema: a chain of 100 definitions, each referring to the next.
    defs: dict[str, Any] = {"job-attachment": TICKET_DEF, "d100": ref()}
    for n in range(100):
        defs[f"d{n}"] = {"type": "object", "properties": {"x": {"$ref": f"#/$defs/d{n + 1}"}}}
    output_schema = {"$ref": "#/$defs/d0", "$defs": defs}
    response = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert_problem(response, 422, "schema_too_deep")


def test_a_deeply_nested_schema_is_a_clear_422(client: TestClient) -> None:
    node: dict[str, Any] = ref()
    for _ in range(100):
        node = {"type": "object", "properties": {"x": node}}
    output_schema = {**node, "$defs": {"job-attachment": TICKET_DEF}}
    response = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert_problem(response, 422, "schema_too_deep")


def test_a_dangling_ref_is_a_clear_422(client: TestClient) -> None:
    output_schema = {"type": "object", "properties": {"x": {"$ref": "#/$defs/Missing"}}}
    response = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert_problem(response, 422, "schema_ref_unresolved")


def test_a_schema_past_the_values_limit_is_a_422_before_it_is_walked(
    make_client: Callable[..., TestClient],
) -> None:
    # An independent probe: a schema was not checked against MAX_JSON_VALUES, as the docs say.
    client = make_client(max_json_values=1_000)
    output_schema = {"type": "object", "properties": {}, "examples": [0] * 1_001}
    fields = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert_problem(fields, 422, "limit_exceeded")
    body = {"output_schema": output_schema, "output": {}}
    assert_problem(
        client.post(f"/v1/jobs/{JOB}/output-files/verify", json=body), 422, "limit_exceeded"
    )
    output_schema["examples"] = [0] * 10
    assert (
        client.post("/v1/output-files/fields", json={"output_schema": output_schema}).status_code
        == 200
    )


def test_references_that_branch_into_each_other_are_a_quick_422(client: TestClient) -> None:
    # Each definition refers twice to the next: listing it naively takes 2**40 steps.
    defs: dict[str, Any] = {"job-attachment": TICKET_DEF, "d40": ref()}
    for n in range(40):
        nxt = {"$ref": f"#/$defs/d{n + 1}"}
        defs[f"d{n}"] = {"anyOf": [nxt, nxt]}
    output_schema = {"type": "object", "properties": {"r": {"$ref": "#/$defs/d0"}}, "$defs": defs}
    started = time.perf_counter()
    fields = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert_problem(fields, 422, "schema_too_deep")
    body = {"output_schema": output_schema, "output": {}}
    checked = client.post(f"/v1/jobs/{JOB}/output-files/verify", json=body)
    assert_problem(checked, 422, "schema_too_deep")
    assert time.perf_counter() - started < 2.0


def test_a_ref_into_a_list_by_a_digit_python_cannot_read_is_a_422(client: TestClient) -> None:
    output_schema = {"properties": {"r": {"$ref": "#/$defs/x/\u00b2"}}, "$defs": {"x": [{}]}}
    response = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert_problem(response, 422, "schema_ref_unresolved")


def test_prompt_and_tool(client: TestClient) -> None:
    output_schema = schema(
        {
            "report": {**ref(), "description": "The final report"},
            "appendix": {"type": "array", "items": ref()},
        },
        ["report"],
    )
    body = client.post(
        "/v1/output-files/fields", json={"output_schema": output_schema, "workspace": True}
    ).json()
    prompt = body["prompt"]
    assert "create_output_file" in prompt
    assert "- `report` (required): The final report" in prompt
    assert "- `appendix` (optional, a list of files)" in prompt
    assert "every required file" in prompt
    assert "optional file only when it is useful" in prompt
    assert "extension" in prompt
    tool = body["tool"]
    assert tool["name"] == "create_output_file"
    assert "exactly one of" in tool["description"]
    assert "workspace_path" in tool["input_schema"]["properties"]
    without = client.post("/v1/output-files/fields", json={"output_schema": output_schema}).json()[
        "tool"
    ]
    assert "workspace_path" not in without["input_schema"]["properties"]
    assert "workspace_path" not in without["description"]


def test_no_file_fields_means_no_prompt(client: TestClient) -> None:
    body = client.post(
        "/v1/output-files/fields",
        json={"output_schema": {"type": "object", "properties": {"x": {"type": "string"}}}},
    ).json()
    assert body["fields"] == []
    assert body["prompt"] == ""


# --- verify -------------------------------------------------------------------------------


def verify(
    client: TestClient,
    output: Any,
    output_schema: dict[str, Any] | None = None,
    job: str = JOB,
    **extra: Any,
) -> dict[str, Any]:
    body = {
        "output_schema": output_schema or schema({"report": ref()}, ["report"]),
        "output": output,
        **extra,
    }
    response = client.post(f"/v1/jobs/{job}/output-files/verify", json=body)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


@pytest.mark.parametrize(
    "output",
    [
        {},
        {"report": None},
        {"report": {}},
        {"report": "report.md"},
        {"report": []},
        {"report": [None]},
    ],
    ids=["absent", "null", "empty object", "string", "empty array", "array of null"],
)
def test_missing(client: TestClient, output: Any) -> None:
    result = verify(client, output)
    assert result["status"] == "retry"
    assert result["problems"] == [
        {"field": "report", "path": ["report"], "kind": "missing", "attachment_id": None}
    ]
    assert "`report`" in result["message"]
    assert "create_output_file" in result["message"]


@pytest.mark.parametrize(
    ("value", "attachment_id"),
    [
        ({"FullName": "r.md", "MimeType": "text/markdown"}, None),
        ({"ID": "", "FullName": "r.md", "MimeType": "text/markdown"}, None),
        ({"ID": "report-1", "FullName": "r.md", "MimeType": "text/markdown"}, None),
        ({"ID": UNLINKED_UUID}, UNLINKED_UUID),
        ({"ID": UNLINKED_UUID, "FullName": "r.md"}, UNLINKED_UUID),
    ],
    ids=["no ID", "empty ID", "non-UUID ID", "ID only", "no MimeType"],
)
def test_malformed(client: TestClient, value: dict[str, str], attachment_id: str | None) -> None:
    result = verify(client, {"report": value})
    assert result["problems"] == [
        {"field": "report", "path": ["report"], "kind": "malformed", "attachment_id": attachment_id}
    ]


def test_unlinked_for_an_invented_id_and_another_jobs_file(client: TestClient) -> None:
    invented = {"ID": UNLINKED_UUID, "FullName": "r.md", "MimeType": "text/markdown"}
    assert verify(client, {"report": invented})["problems"][0]["kind"] == "unlinked"
    other = created_ticket(client, {"file_name": "r.md", "content": "x"}, job="other-job")
    result = verify(client, {"report": other})
    assert result["problems"] == [
        {"field": "report", "path": ["report"], "kind": "unlinked", "attachment_id": other["ID"]}
    ]
    assert "not an output of this job" in result["message"]


def test_linked_passes_even_spelled_in_upper_case(client: TestClient) -> None:
    ticket = created_ticket(client, {"file_name": "r.md", "content": "x"})
    upper = {**ticket, "ID": ticket["ID"].upper()}
    result = verify(client, {"report": upper})
    assert result == {
        "status": "passed",
        "problems": [],
        "message": "",
        "attempt": 0,
        "retries_left": 2,
    }


def test_link_existing_links_a_stored_file(client: TestClient) -> None:
    child = upload(client, "child.csv", b"a,b\n")
    result = verify(client, {"report": child}, link_existing=True)
    assert result["status"] == "passed"
    linked = client.get(f"/v1/jobs/{JOB}/attachments").json()["attachments"]
    assert [t["ID"] for t in linked] == [child["ID"]]
    invented = {"ID": UNLINKED_UUID, "FullName": "r.md", "MimeType": "text/markdown"}
    assert verify(client, {"report": invented}, link_existing=True)["status"] == "retry"


def test_optional_empty_passes_but_a_filled_optional_is_checked(client: TestClient) -> None:
    output_schema = schema({"report": ref(), "extra": ref()}, ["report"])
    ticket = created_ticket(client, {"file_name": "r.md", "content": "x"})
    assert verify(client, {"report": ticket}, output_schema)["status"] == "passed"
    assert verify(client, {"report": ticket, "extra": None}, output_schema)["status"] == "passed"
    bad = verify(client, {"report": ticket, "extra": {"ID": "nope"}}, output_schema)
    assert [p["field"] for p in bad["problems"]] == ["extra"]


def test_a_property_named_like_the_item_marker_is_a_property(client: TestClient) -> None:
    # `*` marks array items in a path; a property of that name is still a property.
    output_schema = schema({"*": ref()}, [])
    assert [(f["name"], f["path"], f["many"]) for f in fields_of(client, output_schema)] == [
        ("*", ["*"], False)
    ]
    invented = {"ID": UNLINKED_UUID, "FullName": "x.md", "MimeType": "text/markdown"}
    assert verify(client, {"*": invented}, output_schema)["problems"][0]["kind"] == "unlinked"
    ticket = created_ticket(client, {"file_name": "r.md", "content": "x"})
    required = schema({"*": ref()}, ["*"])
    assert verify(client, {"*": ticket}, required)["status"] == "passed"
    assert verify(client, {"*": [ticket]}, required)["status"] == "retry"


def test_lists_of_files_are_checked_item_by_item(client: TestClient) -> None:
    output_schema = schema({"files": {"type": "array", "items": ref()}}, ["files"])
    good = created_ticket(client, {"file_name": "a.txt", "content": "a"})
    invented = {"ID": UNLINKED_UUID, "FullName": "b.txt", "MimeType": "text/plain"}
    result = verify(client, {"files": [good, None, invented]}, output_schema)
    assert [(p["kind"], p["attachment_id"]) for p in result["problems"]] == [
        ("unlinked", UNLINKED_UUID)
    ]


@pytest.mark.parametrize(
    ("attempt", "status", "next_attempt", "left"),
    [(0, "retry", 1, 1), (1, "retry", 2, 0), (2, "fail", 2, 0)],
)
def test_the_retry_gate(
    client: TestClient, attempt: int, status: str, next_attempt: int, left: int
) -> None:
    result = verify(client, {}, attempt=attempt)
    assert (result["status"], result["attempt"], result["retries_left"]) == (
        status,
        next_attempt,
        left,
    )
    if status == "fail":
        assert result["message"].startswith("The final output still has file problems")


def test_a_runtime_replaying_attempt_zero_still_runs_out_of_retries(client: TestClient) -> None:
    """The budget is kept by the service per job and file fields (R4.7): the caller's
    `attempt` cannot reset it, nor can a schema reworded between attempts (an independent
    probe: a description changed gave a new budget)."""
    statuses = [verify(client, {}, attempt=0, max_retries=2)["status"] for _ in range(3)]
    assert statuses == ["retry", "retry", "fail"]
    reworded = schema({"report": ref()}, ["report"])
    reworded["description"] = "The agent's report, reworded."
    reworded["properties"]["report"] = {"description": "The report file.", **ref()}
    assert verify(client, {}, reworded, attempt=0)["status"] == "fail"
    # Another schema of the same job, and the same schema of another job, start afresh.
    other = schema({"summary": ref()}, ["summary"])
    assert verify(client, {}, other, attempt=0)["status"] == "retry"
    assert verify(client, {}, job="another-job", attempt=0)["status"] == "retry"


def test_failures_past_every_budget_leave_nothing_behind(
    make_client: Callable[..., TestClient], tmp_path: Path
) -> None:
    # A storm of failing verifications left one object each, and each new one raced all
    # the others for its number: past the largest budget the answer is `fail` anyway.
    client = make_client(max_output_retries=3)
    statuses = [verify(client, {}, attempt=0, max_retries=3)["status"] for _ in range(12)]
    assert statuses == ["retry"] * 3 + ["fail"] * 9
    [stream] = [p for p in tmp_path.rglob("verify/*/*") if p.is_dir()]
    assert len(list(stream.iterdir())) == 3


def test_the_settings_cap_what_a_caller_asks_for(make_client: Callable[..., TestClient]) -> None:
    client = make_client(max_output_retries=1)
    first = verify(client, {}, attempt=0, max_retries=100)
    assert (first["status"], first["retries_left"]) == ("retry", 0)
    assert verify(client, {}, attempt=1, max_retries=100)["status"] == "fail"


def test_a_passing_output_uses_no_budget(client: TestClient) -> None:
    ticket = client.post(f"/v1/jobs/{JOB}/output-files", json={"file_name": "r.md", "content": "#"})
    good = {"report": ticket.json()["file"]}
    for _ in range(5):
        assert verify(client, good, attempt=0)["status"] == "passed"
    assert verify(client, {}, attempt=0)["status"] == "retry"


def test_every_kind_counts_the_same(client: TestClient) -> None:
    output_schema = schema({"a": ref(), "b": ref(), "c": ref()}, ["a"])
    output = {"b": {"ID": "x"}, "c": {"ID": UNLINKED_UUID, "FullName": "c", "MimeType": "t"}}
    result = verify(client, output, output_schema, attempt=2)
    assert result["status"] == "fail"
    assert [p["kind"] for p in result["problems"]] == ["missing", "malformed", "unlinked"]
    for name in ("`a`", "`b`", "`c`"):
        assert name in result["message"]


def test_full_agent_scenario(client: TestClient) -> None:
    output_schema = schema(
        {"summary": {"type": "string"}, "report": {**ref(), "description": "The report"}},
        ["summary", "report"],
    )
    fields = client.post("/v1/output-files/fields", json={"output_schema": output_schema}).json()
    assert [f["name"] for f in fields["fields"]] == ["report"]
    first = verify(client, {"summary": "done"}, output_schema)
    assert first["status"] == "retry"
    tool = fields["tool"]["name"]
    assert tool in first["message"]
    ticket = created_ticket(client, {"file_name": "report.md", "content": "# Findings\n"})
    final = verify(
        client, {"summary": "done", "report": ticket}, output_schema, attempt=first["attempt"]
    )
    assert final["status"] == "passed"
    assert final["attempt"] == 1


def test_verify_rejects_bad_requests(client: TestClient) -> None:
    response = client.post(
        f"/v1/jobs/{JOB}/output-files/verify",
        json={"output_schema": {}, "output": {}, "attempt": -1},
    )
    assert_problem(response, 422, "validation_error")
    response = client.post(
        "/v1/jobs/bad key/output-files/verify", json={"output_schema": {}, "output": {}}
    )
    assert_problem(response, 422, "invalid_key")


def test_an_output_past_the_json_limits_is_a_422(client: TestClient) -> None:
    deep: Any = {}
    for _ in range(100):
        deep = {"x": deep}
    for body in (
        {"output_schema": schema({"report": ref()}, ["report"]), "output": deep},
        {"output_schema": schema({"report": ref()}, ["report"]), "output": [0] * 250_000},
    ):
        response = client.post(f"/v1/jobs/{JOB}/output-files/verify", json=body)
        assert_problem(response, 422, "limit_exceeded")
