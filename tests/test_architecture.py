"""The import rules of STYLE.md, checked by reading every module's AST."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "app"
STDLIB = set(sys.stdlib_module_names)


def modules() -> list[tuple[str, Path]]:
    found = []
    for path in sorted(APP.rglob("*.py")):
        parts = path.relative_to(APP.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found.append((name, path))
    return found


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "root"


MODULES = modules()


@pytest.mark.parametrize(("module", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_domain_imports_only_stdlib_pydantic_and_domain(module: str, path: Path) -> None:
    if layer(module) != "domain":
        return
    for name in imports_of(path):
        top = name.split(".")[0]
        allowed = top in STDLIB or top in {"pydantic", "orjson"} or name.startswith("app.domain")
        assert allowed, name


FORBIDDEN = {
    "api": (
        "app.main",
        "app.store.local",
        "app.store.s3",
        "app.judges.heuristic",
        "app.judges.openai",
        "app.judges.validate_api",
        "httpx2",
    ),
    "services": ("app.api", "app.main", "fastapi", "starlette"),
    "store": ("app.api", "app.services", "app.judges", "app.main", "fastapi", "starlette"),
    "judges": ("app.api", "app.services", "app.main", "fastapi", "starlette"),
}


@pytest.mark.parametrize(("module", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_layers_point_one_way(module: str, path: Path) -> None:
    for name in imports_of(path):
        for banned in FORBIDDEN.get(layer(module), ()):
            assert name != banned, f"{module} imports {name}"
            assert not name.startswith(banned + "."), f"{module} imports {name}"


@pytest.mark.parametrize(("module", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_only_judges_store_and_wiring_talk_http(module: str, path: Path) -> None:
    if layer(module) in {"judges", "store"} or module == "app.main":
        return
    assert "httpx2" not in {n.split(".")[0] for n in imports_of(path)}


@pytest.mark.parametrize(("module", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_every_module_states_its_responsibility(module: str, path: Path) -> None:
    docstring = ast.get_docstring(ast.parse(path.read_text()))
    assert docstring, f"{module} has no module docstring"


BANNED_AT_IMPORT = {"Settings", "load_settings", "create_app", "AsyncClient", "Client"}


@pytest.mark.parametrize(("module", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_nothing_is_built_at_import_time(module: str, path: Path) -> None:
    tree = ast.parse(path.read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.Expr) and node.value is not None:
            for call in ast.walk(node.value):
                if isinstance(call, ast.Call):
                    func = call.func
                    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                    assert name not in BANNED_AT_IMPORT, f"{module} calls {name} at import"


def test_no_grab_bag_module_names() -> None:
    for module, _ in MODULES:
        assert module.split(".")[-1] not in {"utils", "helpers", "misc", "common"}, module
