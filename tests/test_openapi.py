"""The committed openapi.yaml is exactly what the app serves."""

from __future__ import annotations

from pathlib import Path

import yaml
from fastapi.testclient import TestClient

from app.main import create_app

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
