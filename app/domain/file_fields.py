"""File fields of an output schema: where a JSON Schema expects a ticket (R4.4)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.domain.filename import said

RESOURCE_KIND_KEY = "x-uipath-resource-kind"
RESOURCE_KIND = "JobAttachment"
ROOT_FIELD = "$"
ITEM = "*"
# A property whose name is `*` (or starts with the escape) is kept escaped in a path, so that
# it is never taken for the array-item marker: `key_of` gives the name back.
_ESCAPE = "\\"
# How many schema nodes one listing may visit: `anyOf` branches that refer to the same
# definition double the work at each level, so a small schema could ask for 2**40 visits.
MAX_VISITS = 20_000


def path_key(name: str) -> str:
    """A property name as a path holds it (escaped when it could be taken for `ITEM`)."""
    return _ESCAPE + name if name == ITEM or name.startswith(_ESCAPE) else name


def key_of(part: str) -> str:
    """The property name a path part stands for (the inverse of `path_key`)."""
    return part[len(_ESCAPE) :] if part.startswith(_ESCAPE) else part


@dataclass(frozen=True, slots=True)
class FileField:
    """One place in the output where a ticket goes.

    `name` is the top-level JSON key as written (`$` for a root array), `path` the keys from
    the root to the ticket with `*` for array items (a property named `*` escaped,
    `path_key`); requiredness and description come from the top-level property.
    """

    name: str
    path: tuple[str, ...]
    required: bool
    description: str | None

    @property
    def many(self) -> bool:
        return ITEM in self.path


class SchemaError(ValueError):
    """The schema cannot be walked; `code` says why (a cycle, too deep, a dangling `$ref`)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


def _normalise(key: str) -> str:
    return key.replace("-", "").replace("_", "").lower()


def _is_ticket_schema(node: Mapping[str, Any]) -> bool:
    return node.get(RESOURCE_KIND_KEY) == RESOURCE_KIND


class _Walker:
    def __init__(self, root: Mapping[str, Any], max_depth: int) -> None:
        self.root = root
        self.max_depth = max_depth
        self.visits = 0
        self.ticket_refs: set[str] = set()
        for section in ("definitions", "$defs"):
            defs = root.get(section)
            if isinstance(defs, Mapping):
                for key, definition in defs.items():
                    marked = isinstance(definition, Mapping) and _is_ticket_schema(definition)
                    if _normalise(str(key)) == "jobattachment" or marked:
                        self.ticket_refs.add(f"#/{section}/{key}")

    def resolve(self, ref: str) -> Mapping[str, Any]:
        if not ref.startswith("#"):
            raise SchemaError("schema_ref_unresolved", f"'{ref}' is not a local $ref.")
        node: Any = self.root
        for raw in ref[1:].split("/")[1:] if ref != "#" else []:
            part = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, Mapping) and part in node:
                node = node[part]
            elif (
                isinstance(node, list)
                and part.isascii()
                and part.isdigit()
                and int(part) < len(node)
            ):
                node = node[int(part)]
            else:
                raise SchemaError("schema_ref_unresolved", f"$ref {said(ref)} points nowhere.")
        if not isinstance(node, Mapping):
            raise SchemaError("schema_ref_unresolved", f"$ref {said(ref)} is not a schema.")
        return node

    def _count(self, depth: int) -> None:
        """One more node visited at `depth`: `SchemaError` past the depth or visit bound."""
        if depth > self.max_depth:
            raise SchemaError(
                "schema_too_deep", f"The schema nests deeper than {self.max_depth} levels."
            )
        self.visits += 1
        if self.visits > MAX_VISITS:
            raise SchemaError(
                "schema_too_deep",
                f"Listing the schema's file fields takes more than {MAX_VISITS} steps "
                "(its references branch into each other).",
            )

    def walk(
        self, node: object, path: tuple[str, ...], refs: tuple[str, ...], depth: int
    ) -> list[tuple[str, ...]]:
        self._count(depth)
        if not isinstance(node, Mapping):
            return []
        ref = node.get("$ref")
        if isinstance(ref, str):
            if ref in self.ticket_refs:
                return [path]
            if ref in refs:
                raise SchemaError(
                    "schema_ref_cycle",
                    f"$ref '{ref}' refers back to itself; file fields cannot be listed.",
                )
            target = self.resolve(ref)
            if _is_ticket_schema(target):
                return [path]
            return self.walk(target, path, (*refs, ref), depth + 1)
        if _is_ticket_schema(node):
            return [path]
        found: list[tuple[str, ...]] = []
        for keyword in ("anyOf", "oneOf", "allOf"):
            members = node.get(keyword)
            if isinstance(members, list):
                for member in members:
                    found += self.walk(member, path, refs, depth + 1)
        properties = node.get("properties")
        if isinstance(properties, Mapping):
            for key, sub in properties.items():
                found += self.walk(sub, (*path, path_key(str(key))), refs, depth + 1)
        items = node.get("items")
        for item in items if isinstance(items, list) else [items]:
            found += self.walk(item, (*path, ITEM), refs, depth + 1)
        return list(dict.fromkeys(found))


def find_file_fields(schema: object, *, max_depth: int = 64) -> list[FileField]:
    """Every file field of `schema`, in property order; raises `SchemaError` when unwalkable.

    A property is a file field when it refers (through `definitions` or `$defs`) to a ticket
    definition, one whose key normalises to `jobattachment` or that carries
    `"x-uipath-resource-kind": "JobAttachment"`, directly, nullable, in `allOf`, nested in
    objects, or in arrays of any depth.
    """
    if not isinstance(schema, Mapping):
        return []
    walker = _Walker(schema, max_depth)
    root, seen_refs = _top_schema(walker, schema)
    if root.get("type") == "array" or "items" in root:
        return _root_array_fields(walker, root, seen_refs)
    return _property_fields(walker, root, seen_refs)


def _top_schema(
    walker: _Walker, schema: Mapping[str, Any]
) -> tuple[Mapping[str, Any], tuple[str, ...]]:
    """The schema the output's top level follows, past any `$ref` that is not a ticket, and
    the refs followed to reach it (raises `SchemaError` on a cycle)."""
    root = schema
    seen_refs: tuple[str, ...] = ()
    while isinstance(root.get("$ref"), str) and root["$ref"] not in walker.ticket_refs:
        ref = root["$ref"]
        if ref in seen_refs:
            raise SchemaError("schema_ref_cycle", f"$ref '{ref}' refers back to itself.")
        seen_refs += (ref,)
        root = walker.resolve(ref)
    return root, seen_refs


def _root_array_fields(
    walker: _Walker, root: Mapping[str, Any], seen_refs: tuple[str, ...]
) -> list[FileField]:
    """The file fields of an output that is an array: required when it needs an item."""
    paths = walker.walk(root.get("items"), (ITEM,), seen_refs, 1)
    required = isinstance(root.get("minItems"), int) and root["minItems"] > 0
    description = root.get("description")
    return [
        FileField(ROOT_FIELD, path, required, description if isinstance(description, str) else None)
        for path in paths
    ]


def _property_fields(
    walker: _Walker, root: Mapping[str, Any], seen_refs: tuple[str, ...]
) -> list[FileField]:
    """The file fields of an output that is an object, in property order."""
    properties = root.get("properties")
    if not isinstance(properties, Mapping):
        return []
    required_keys = root.get("required")
    listed = required_keys if isinstance(required_keys, list) else []
    required_set = {key for key in listed if isinstance(key, str)}
    fields: list[FileField] = []
    for key, prop in properties.items():
        for path in walker.walk(prop, (path_key(str(key)),), seen_refs, 1):
            description = prop.get("description") if isinstance(prop, Mapping) else None
            fields.append(
                FileField(
                    name=str(key),
                    path=path,
                    required=key in required_set,
                    description=description if isinstance(description, str) else None,
                )
            )
    return fields
