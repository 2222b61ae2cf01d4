"""Schemathesis fuzzes every operation of the committed spec against a real server.

Whatever it sends, the answer is never a 5xx: bad input is a problem document, not a crash.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error

from tests.conftest import KEY_A, LiveServer

SPEC = schemathesis.openapi.from_path(Path(__file__).resolve().parent.parent / "openapi.yaml")
OPERATIONS = [result.ok() for result in SPEC.get_all_operations()]  # type: ignore[union-attr]


@pytest.mark.parametrize("operation", OPERATIONS, ids=[op.label for op in OPERATIONS])
def test_no_input_causes_a_server_error(operation: Any, live_server: LiveServer) -> None:
    @given(case=operation.as_strategy())
    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    def check(case: Any) -> None:
        response = case.call(
            base_url=live_server.base_url, headers={"Authorization": f"Bearer {KEY_A}"}
        )
        case.validate_response(response, checks=(not_a_server_error,))

    check()
