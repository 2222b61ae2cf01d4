"""R4.4-R4.7 as pure functions: discovery never crashes, the prompt states its rules."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.file_fields import FileField, SchemaError, find_file_fields, key_of, path_key
from app.domain.output_files import (
    Gate,
    corrective_message,
    files_prompt,
    gate,
    inspect_output,
    output_file_name,
    values_at,
    values_by_path,
)

schemas = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.text(max_size=8)
    | st.sampled_from(["#/$defs/a", "#/definitions/JobAttachment", "#", "#/x/0"]),
    lambda c: (
        st.lists(c, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "$ref",
                    "properties",
                    "items",
                    "anyOf",
                    "allOf",
                    "oneOf",
                    "$defs",
                    "definitions",
                    "type",
                    "a",
                    "JobAttachment",
                    "required",
                ]
            ),
            c,
            max_size=5,
        )
    ),
    max_leaves=40,
)


@given(schemas)
def test_discovery_never_crashes(schema: Any) -> None:
    codes = {"schema_ref_cycle", "schema_too_deep", "schema_ref_unresolved"}
    code = None
    try:
        fields = find_file_fields(schema, max_depth=16)
    except SchemaError as exc:
        code = exc.code
    else:
        assert all(isinstance(f, FileField) for f in fields)
    assert code is None or code in codes


@pytest.mark.parametrize(
    ("attempt", "expected"), [(0, Gate.RETRY), (1, Gate.RETRY), (2, Gate.FAIL), (7, Gate.FAIL)]
)
def test_gate(attempt: int, expected: Gate) -> None:
    assert gate(has_problems=True, attempt=attempt, max_retries=2) is expected
    assert gate(has_problems=False, attempt=attempt, max_retries=2) is Gate.PASSED


def test_prompt_states_the_rules() -> None:
    prompt = files_prompt(
        [
            FileField("report", ("report",), True, "Main\nreport"),
            FileField("extra", ("extra", "*"), False, None),
        ]
    )
    assert "`create_output_file`" in prompt
    assert "- `report` (required): Main report" in prompt
    assert "- `extra` (optional, a list of files)" in prompt
    assert "Create every required file" in prompt
    assert "only when it is useful" in prompt
    assert "matching extension" in prompt
    assert files_prompt([]) == ""


def test_corrective_message_keeps_one_line_per_field() -> None:
    from app.domain.output_files import FieldProblem, ProblemKind

    problems = [FieldProblem("evil\nname", ("evil\nname",), ProblemKind.MISSING)]
    message = corrective_message(problems, Gate.RETRY)
    assert len(message.splitlines()) == 2
    assert corrective_message([], Gate.PASSED) == ""


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("report.md", "report.md"),
        ("../../etc/passwd.txt", "passwd.txt"),
        ("/report..v2.md", "report..v2.md"),
        ("", None),
        ("dir/", None),
        ("..", None),
        (" . ", None),
    ],
)
def test_output_file_name(name: str, expected: str | None) -> None:
    assert output_file_name(name) == expected


def test_values_at_expands_arrays_and_skips_absent_parts() -> None:
    output = {"rows": [{"file": 1}, {"other": 2}, {"file": 3}], "x": "text"}
    assert values_at(output, ("rows", "*", "file")) == [1, 3]
    assert values_at(output, ("x", "file")) == []
    assert values_at([[1, 2], [3]], ("*", "*")) == [1, 2, 3]


def test_values_by_path_agrees_with_each_path_walked_alone() -> None:
    output = {
        "rows": [{"file": 1, "*": 9}, {"other": 2}, {"file": 3, "more": [{"file": 4}]}],
        "x": {"file": 5},
    }
    paths = [
        ("rows", "*", "file"),
        ("rows", "*", "more", "*", "file"),
        ("x", "file"),
        ("rows", "*", path_key("*")),
        ("missing",),
        ("rows",),
    ]
    found = values_by_path(output, paths)
    for path in paths:
        walked: list[Any] = [output]
        for key in path:
            step: list[Any] = []
            for value in walked:
                if key == "*" and isinstance(value, list):
                    step.extend(value)
                elif isinstance(value, dict) and key_of(key) in value:
                    step.append(value[key_of(key)])
            walked = step
        assert found[path] == walked, path
    assert found[("rows", "*", path_key("*"))] == [9]


def test_many_fields_over_many_items_cost_the_output_not_their_product() -> None:
    """Found by an independent probe: 1,000 file fields under one array's items over 20,000
    items took 7 s (4,000 x 80,000: 114 s), each field walking every item."""
    import time

    fields = [
        FileField(name="rows", path=("rows", "*", f"f{n}"), required=False, description="")
        for n in range(2000)
    ]
    output: dict[str, list[dict[str, Any]]] = {"rows": [{} for _ in range(40_000)]}
    started = time.perf_counter()
    problems, tickets = inspect_output(fields, output)
    # About 20 ms here; the product (80 million steps) takes minutes. The bound is wide: a
    # busy machine once made it 1.6 s.
    assert time.perf_counter() - started < 8.0
    assert (problems, tickets) == ([], [])
