"""The layer rules, checked by reading every module's imports from its AST.

api -> services -> {domain, judges, store}; domain imports only the standard library,
pydantic, orjson and itself; errors.py is framework-free; routers do not import each other;
only judges/, store/ and the wiring talk HTTP. Each rule is parametrised over exactly the
modules it governs (a rule with no module to check fails), so none passes by checking nothing.
ruff's banned-api (app/*/ruff.toml) enforces the same at lint time.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "app"
STDLIB = set(sys.stdlib_module_names)


def modules() -> dict[str, Path]:
    found = {}
    for path in sorted(APP.rglob("*.py")):
        parts = path.relative_to(APP.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


MODULES = modules()


def imports_of(path: Path) -> set[str]:
    """Absolute module names a module imports (`from x import y` gives x and x.y)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path}: relative import"
            assert node.module is not None
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def in_layer(layer: str) -> list[str]:
    return [m for m in MODULES if m == f"app.{layer}" or m.startswith(f"app.{layer}.")]


def defines_router(path: Path) -> bool:
    tree = ast.parse(path.read_text())
    return any(
        isinstance(node, ast.Assign)
        and any(getattr(t, "id", None) == "router" for t in node.targets)
        for node in tree.body
    )


ROUTERS = [m for m in in_layer("api") if defines_router(MODULES[m])]


def matches(name: str, banned: str) -> bool:
    return name == banned or name.startswith(banned + ".")


def params(names: list[str]) -> list[str]:
    assert names, "a rule with no module to govern"
    return names


@pytest.mark.parametrize("module", params(in_layer("domain")))
def test_domain_imports_only_stdlib_pydantic_orjson_and_domain(module: str) -> None:
    for name in imports_of(MODULES[module]):
        top = name.split(".")[0]
        allowed = top in STDLIB or top in {"pydantic", "orjson"} or matches(name, "app.domain")
        assert allowed, f"{module} imports {name}"


FORBIDDEN = {
    "api": ("app.store", "app.judges", "app.main", "httpx2", "aiohttp"),
    "services": ("app.api", "app.main", "fastapi", "starlette", "httpx2", "aiohttp"),
    "store": ("app.api", "app.services", "app.judges", "app.main", "fastapi", "starlette"),
    "judges": ("app.api", "app.services", "app.main", "fastapi", "starlette"),
}
CASES = [(layer, m) for layer in FORBIDDEN for m in params(in_layer(layer))]


@pytest.mark.parametrize(("layer", "module"), CASES, ids=[m for _, m in CASES])
def test_layers_point_one_way(layer: str, module: str) -> None:
    for name in imports_of(MODULES[module]):
        for banned in FORBIDDEN[layer]:
            assert not matches(name, banned), f"{module} imports {name}"


@pytest.mark.parametrize("module", params(["app.errors", "app.settings", "app.observability"]))
def test_shared_modules_are_framework_free(module: str) -> None:
    for name in imports_of(MODULES[module]):
        for banned in ("fastapi", "starlette", "app.api", "app.services", "app.store"):
            assert not matches(name, banned), f"{module} imports {name}"


@pytest.mark.parametrize("module", params(ROUTERS))
def test_routers_do_not_import_each_other(module: str) -> None:
    others = [r for r in ROUTERS if r != module]
    for name in imports_of(MODULES[module]):
        for other in others:
            assert not matches(name, other), f"{module} imports {name}"


TALKS_HTTP = ("app.judges", "app.store", "app.main")


@pytest.mark.parametrize(
    "module", params([m for m in MODULES if not any(matches(m, t) for t in TALKS_HTTP)])
)
def test_only_judges_store_and_wiring_talk_http(module: str) -> None:
    imported = imports_of(MODULES[module])
    assert not any(matches(name, http) for name in imported for http in ("httpx2", "aiohttp"))


@pytest.mark.parametrize("module", params(list(MODULES)))
def test_every_module_states_its_responsibility(module: str) -> None:
    assert ast.get_docstring(ast.parse(MODULES[module].read_text())), f"{module}: no docstring"


BANNED_AT_IMPORT = {"Settings", "load_settings", "create_app", "AsyncClient", "Client"}


@pytest.mark.parametrize("module", params(list(MODULES)))
def test_nothing_is_built_at_import_time(module: str) -> None:
    for node in ast.parse(MODULES[module].read_text()).body:
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.Expr) and node.value is not None:
            for call in ast.walk(node.value):
                if isinstance(call, ast.Call):
                    func = call.func
                    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                    assert name not in BANNED_AT_IMPORT, f"{module} calls {name} at import"


def _changes_the_environment(node: ast.AST) -> bool:
    """A call or an assignment that changes `os.environ` (or `os.putenv`)."""
    for inner in ast.walk(node):
        if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute):
            target = ast.unparse(inner.func)
            if target in {"os.putenv", "os.unsetenv"} or (
                target.startswith("os.environ.")
                and inner.func.attr in {"setdefault", "update", "pop", "clear", "__setitem__"}
            ):
                return True
        if isinstance(inner, ast.Assign | ast.AugAssign | ast.Delete):
            targets = (
                inner.targets if isinstance(inner, ast.Assign | ast.Delete) else [inner.target]
            )
            if any(ast.unparse(t).startswith("os.environ[") for t in targets):
                return True
    return False


@pytest.mark.parametrize("module", params(list(MODULES)))
def test_nothing_changes_the_environment_at_import(module: str) -> None:
    for node in ast.parse(MODULES[module].read_text()).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue  # runs when called, not at import
        assert not _changes_the_environment(node), f"{module} changes the environment at import"


def test_the_environment_rule_sees_what_it_forbids() -> None:
    for source in (
        "import os\nos.environ.setdefault('A', '1')",
        "import os\nos.environ['A'] = '1'",
        "import os\nos.putenv('A', '1')",
    ):
        assert _changes_the_environment(ast.parse(source))
    assert not _changes_the_environment(ast.parse("import os\nx = os.environ.get('A')"))


def test_no_grab_bag_module_names() -> None:
    for module in MODULES:
        assert module.split(".")[-1] not in {"utils", "helpers", "misc", "common"}, module


def test_the_rules_see_the_imports_they_forbid(tmp_path: Path) -> None:
    """The reader itself: a forbidden import in any spelling is seen."""
    probe = tmp_path / "probe.py"
    probe.write_text("import app.store.local\nfrom app import judges\nfrom app.judges import x\n")
    assert {"app.store.local", "app.judges", "app.judges.x", "app"} <= imports_of(probe)


# The service's tests, its benchmarks and the judge lab never import one another (the lab's own
# tests import the lab, of course); what tests and benchmarks share is in testing/, which
# imports none of them.
ROOT = APP.parent
SEPARATE = {
    "tests": ("bench", "attachguard_lab"),
    "bench": ("tests", "attachguard_lab"),
    "lab": ("tests", "bench"),
    "testing": ("tests", "bench", "attachguard_lab"),
}


def sources(folder: str) -> list[str]:
    return params([str(p.relative_to(ROOT)) for p in sorted((ROOT / folder).rglob("*.py"))])


SEPARATE_CASES = [(path, folder) for folder in SEPARATE for path in sources(folder)]


@pytest.mark.parametrize(("path", "folder"), SEPARATE_CASES)
def test_tests_benchmarks_and_the_lab_do_not_import_each_other(path: str, folder: str) -> None:
    for name in imports_of(ROOT / path):
        assert not any(matches(name, banned) for banned in SEPARATE[folder]), f"{path}: {name}"


def test_the_separation_rule_covers_the_lab_and_the_benchmarks() -> None:
    paths = {path for path, _ in SEPARATE_CASES}
    assert "lab/src/attachguard_lab/quality.py" in paths
    assert "lab/tests/test_corpus.py" in paths
    assert "bench/evaluate.py" in paths
    assert "tests/test_architecture.py" in paths
