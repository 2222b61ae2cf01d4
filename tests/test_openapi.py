"""The committed openapi.yaml is exactly what the app serves."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

import yaml
from fastapi.testclient import TestClient

from app.main import create_app
from tests.conftest import make_settings

SPEC = Path(__file__).resolve().parent.parent / "openapi.yaml"


def test_committed_spec_equals_served_spec(client: TestClient) -> None:
    committed = yaml.safe_load(SPEC.read_text())
    served = client.get("/openapi.json").json()
    assert committed == served, "openapi.yaml is stale: run `make openapi` and commit it"


def test_every_error_response_is_a_problem_document() -> None:
    spec = create_app().openapi()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            for status, response in operation["responses"].items():
                if status.startswith(("4", "5")):
                    assert "application/problem+json" in response.get("content", {}), (
                        f"{method.upper()} {path} {status}"
                    )


def _example(holder: dict[str, object]) -> object:
    if "example" in holder:
        return holder["example"]
    examples = holder.get("examples")
    if isinstance(examples, dict):
        first = next(iter(examples.values()))
        assert isinstance(first, dict)
        return first["value"]
    if isinstance(examples, list):
        return examples[0]
    schema = holder.get("schema")
    if isinstance(schema, dict) and ("examples" in schema or "example" in schema):
        return _example(schema)
    raise AssertionError("no example")


# The gateway endpoint's examples name a policy `agents`, as a gateway's config would.
EXAMPLE_POLICIES = {
    "agents": {
        "guardrails": [
            {
                "id": "g1",
                "name": "Unsafe files",
                "validator": "llm_as_judge",
                "selector": {"scopes": ["tool"], "match_names": ["lookup"]},
                "action": {"type": "block"},
            }
        ]
    }
}


def test_every_operation_can_be_tried_out_without_editing(tmp_path: Path) -> None:
    """Each parameter and JSON body has an example, and sending the examples is never a 4xx
    validation error: "Try it out" in /docs works as it stands (on a service that has the
    policy the gateway examples name)."""
    with TestClient(create_app(make_settings(tmp_path, policies=EXAMPLE_POLICIES))) as client:
        _try_every_operation(client)


def _try_every_operation(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    tried = 0
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            url = path
            headers: dict[str, str] = {}
            query: dict[str, str] = {}
            for parameter in operation.get("parameters", []):
                value = str(_example(parameter))
                if parameter["in"] == "path":
                    url = url.replace("{" + parameter["name"] + "}", value)
                elif parameter["in"] == "header":
                    headers[parameter["name"]] = value
                elif parameter["in"] == "query":
                    query[parameter["name"]] = value
            if query:
                url += "?" + urlencode(query)
            body = operation.get("requestBody", {}).get("content", {})
            if "multipart/form-data" in body:
                properties = body["multipart/form-data"]["schema"]["properties"]
                fields = {k: str(_example(v)) for k, v in properties.items() if k != "file"}
                response = client.request(
                    method, url, data=fields, files={"file": ("notes.txt", b"hello")}
                )
                responses = [response]
            elif "application/json" in body:
                media = body["application/json"]
                values = [e["value"] for e in media.get("examples", {}).values()]
                assert values, f"{method.upper()} {path} has no request example"
                responses = [
                    client.request(method, url, json=value, headers=headers) for value in values
                ]
            else:
                responses = [client.request(method, url, headers=headers)]
            tried += 1
            for response in responses:
                assert response.status_code not in {400, 415, 422}, (
                    f"{method.upper()} {path}: {response.status_code} {response.text[:300]}"
                )
    assert tried == sum(len(ops) for ops in spec["paths"].values())
