"""Output files: their names, the prompt and tool text, verification and the retry gate (R4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.domain.file_fields import ITEM, FileField, key_of
from app.domain.filename import display_name, usable_file_name
from app.domain.ticket import canonical_id, ticket_id

OUTPUT_FILE_TOOL = "create_output_file"
MAX_RETRIES = 2


def output_file_name(file_name: str) -> str | None:
    """The attachment name for `file_name` (R4.1): its last component made safe, or None
    when nothing usable is left; `/report..v2.md` is `report..v2.md`."""
    return usable_file_name(file_name)


# --- the text a runtime gives the model (R4.5) -------------------------------------------


def files_prompt(fields: Sequence[FileField], *, tool_name: str = OUTPUT_FILE_TOOL) -> str:
    """Instructions to append to the agent's prompt; empty when the output has no file field."""
    if not fields:
        return ""
    lines = [
        f"Your final output includes files. Create each file with the `{tool_name}` tool, then "
        'put the ticket it returns ({"ID", "FullName", "MimeType"}) into the output '
        "field, unchanged. Never write a ticket yourself or invent an ID.",
        "",
        "File fields:",
    ]
    seen: set[str] = set()
    for field in fields:
        if field.name in seen:
            continue
        seen.add(field.name)
        kind = "required" if field.required else "optional"
        many = ", a list of files" if any(f.many for f in fields if f.name == field.name) else ""
        description = f": {display_name(field.description)}" if field.description else ""
        lines.append(f"- `{field.name}` ({kind}{many}){description}")
    lines += [
        "",
        "Rules:",
        "- Create every required file before you give your final answer.",
        "- Create an optional file only when it is useful for the task; otherwise leave the "
        "field out.",
        "- Choose a format that fits the content and give the file name a matching extension "
        "(.md for prose, .csv for tables, .json for data, .txt for plain text).",
    ]
    return "\n".join(lines)


def tool_description(*, workspace: bool, tool_name: str = OUTPUT_FILE_TOOL) -> str:
    """How the model should call the output-file tool."""
    sources = "`content` (text) or `content_base64` (bytes)"
    if workspace:
        sources += " or `workspace_path` (a file you already wrote in your workspace)"
    return (
        f"Publish a file as an output of this job and get its ticket back. Give `file_name` "
        f"(with an extension that fits the content) and exactly one of {sources}. The answer "
        'is a ticket {"ID", "FullName", "MimeType"}: put it, unchanged, in the output '
        f"field the file belongs to. Call `{tool_name}` once per file."
    )


def tool_input_schema(*, workspace: bool) -> dict[str, Any]:
    """The JSON Schema of the output-file tool's arguments."""
    properties: dict[str, Any] = {
        "file_name": {"type": "string", "description": "The file's name with its extension."},
        "content": {"type": "string", "description": "The file's text."},
        "content_base64": {"type": "string", "description": "The file's bytes, base64."},
    }
    if workspace:
        properties["workspace_path"] = {
            "type": "string",
            "description": "Path of a file you wrote, relative to your workspace.",
        }
    return {
        "type": "object",
        "properties": properties,
        "required": ["file_name"],
        "additionalProperties": False,
    }


# --- verification (R4.6) ------------------------------------------------------------------


class ProblemKind(StrEnum):
    MISSING = "missing"
    MALFORMED = "malformed"
    UNLINKED = "unlinked"


@dataclass(frozen=True, slots=True)
class FieldProblem:
    field: str
    path: tuple[str, ...]
    kind: ProblemKind
    attachment_id: str | None = None


@dataclass(frozen=True, slots=True)
class FilledTicket:
    """A complete ticket found in the output, still to be checked against the job."""

    field: FileField
    attachment_id: str


def values_at(output: object, path: Sequence[str]) -> list[object]:
    """Every value at `path` in `output`, `*` expanding arrays; absent parts give nothing."""
    return values_by_path(output, [tuple(path)])[tuple(path)]


_END = object()


def values_by_path(
    output: object, paths: Sequence[tuple[str, ...]]
) -> dict[tuple[str, ...], list[object]]:
    """The values at each of `paths` (as `values_at`), in one walk of `output` for all.

    Paths share their prefixes, and at each step a mapping is matched against the keys wanted
    there from whichever side is smaller: a schema of thousands of file fields under one
    array's items, over an output of thousands of items, costs the output's size, not the
    fields times the items.
    """
    trie = _trie(paths)
    found: dict[tuple[str, ...], list[object]] = {tuple(path): [] for path in paths}
    stack: list[tuple[tuple[str, ...], dict[Any, Any], list[object]]] = [((), trie, [output])]
    while stack:
        prefix, node, values = stack.pop()
        if _END in node:
            found[prefix] = values
        named = {key_of(key): key for key in node if key is not _END and key != ITEM}
        following: dict[str, list[object]] = {key: [] for key in node if key is not _END}
        for value in values:
            if ITEM in following and isinstance(value, list):
                following[ITEM].extend(value)
            elif isinstance(value, Mapping) and named:
                _match_keys(value, named, following)
        stack.extend(((*prefix, key), node[key], following[key]) for key in following)
    return found


def _trie(paths: Sequence[tuple[str, ...]]) -> dict[Any, Any]:
    """The paths as nested keys; `_END` marks where one ends."""
    trie: dict[Any, Any] = {}
    for path in paths:
        node = trie
        for key in path:
            node = node.setdefault(key, {})
        node[_END] = True
    return trie


def _match_keys(
    value: Mapping[Any, Any], named: Mapping[str, str], following: dict[str, list[object]]
) -> None:
    """Append to `following` the values of `value` under the keys `named` wants."""
    if len(value) < len(named):
        for raw, child in value.items():
            key = named.get(raw) if isinstance(raw, str) else None
            if key is not None:
                following[key].append(child)
    else:
        for raw, key in named.items():
            if raw in value:
                following[key].append(value[raw])


def inspect_output(
    fields: Sequence[FileField], output: object
) -> tuple[list[FieldProblem], list[FilledTicket]]:
    """Missing and malformed problems, plus the complete tickets to check for linkage.

    A filled value is a non-empty object; absent, null, `{}`, a string, `[]` and `[null]`
    are not. Optional fields are never missing, but a filled one is checked like any other.
    """
    problems: list[FieldProblem] = []
    tickets: list[FilledTicket] = []
    found = values_by_path(output, [tuple(field.path) for field in fields])
    for field in fields:
        filled = [v for v in found[tuple(field.path)] if isinstance(v, Mapping) and v]
        if not filled:
            if field.required:
                problems.append(FieldProblem(field.name, field.path, ProblemKind.MISSING))
            continue
        for value in filled:
            file_id = ticket_id(value, require_mime=True)
            if file_id is None:
                problems.append(
                    FieldProblem(
                        field.name, field.path, ProblemKind.MALFORMED, canonical_id(value.get("ID"))
                    )
                )
            else:
                tickets.append(FilledTicket(field, file_id))
    return problems, tickets


class Gate(StrEnum):
    PASSED = "passed"
    RETRY = "retry"
    FAIL = "fail"


def gate(*, has_problems: bool, attempt: int, max_retries: int) -> Gate:
    """Stateless retry gating (R4.7): retry while corrections remain, then fail."""
    if not has_problems:
        return Gate.PASSED
    return Gate.RETRY if attempt < max_retries else Gate.FAIL


_ADVICE = {
    ProblemKind.MISSING: (
        "is required but has no file. Call `{tool}` with a `file_name` and the content, then "
        "put the ticket it returns in this field."
    ),
    ProblemKind.MALFORMED: (
        "does not hold a complete ticket (it needs `ID`, `FullName` and `MimeType` exactly as "
        "`{tool}` returned them). Put the returned ticket in this field unchanged."
    ),
    ProblemKind.UNLINKED: (
        "names a file{which} that is not an output of this job. Do not invent or reuse IDs: "
        "create the file with `{tool}` and put the ticket it returns in this field."
    ),
}


def corrective_message(
    problems: Sequence[FieldProblem], status: Gate, *, tool_name: str = OUTPUT_FILE_TOOL
) -> str:
    """Text for the model (retry) or the run's error (fail) naming every field and the tool."""
    if not problems:
        return ""
    if status is Gate.FAIL:
        head = "The final output still has file problems and no corrections are left:"
    else:
        head = (
            "Your final output is not complete yet. Fix these file fields, then give your "
            "final answer again:"
        )
    lines = [head]
    for problem in problems:
        location = ".".join(map(key_of, problem.path))
        # Field names come from the schema: shown safe, so none can start a line of its own.
        where = f"`{display_name(problem.field)}`"
        if location != problem.field:
            where += f" (at `{display_name(location)}`)"
        which = f" ({problem.attachment_id})" if problem.attachment_id else ""
        advice = _ADVICE[problem.kind].format(tool=tool_name, which=which)
        lines.append(f"- {where} {advice}")
    return "\n".join(lines)
