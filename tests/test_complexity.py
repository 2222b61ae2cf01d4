"""No function under app/ has a cyclomatic complexity over 15, as radon measures it (issue 28).

Parametrised over every module of app/ (a run with no module to check fails), so a function
that grows past the limit is named with its module, line and score. Closures and the methods
of nested classes count as functions of their own, as `radon cc --show-closures` lists them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

# radon ships no type information (no py.typed, no stubs package).
from radon.complexity import add_inner_blocks, cc_visit  # type: ignore[import-untyped]
from radon.visitors import Function  # type: ignore[import-untyped]

APP = Path(__file__).resolve().parent.parent / "app"
MAX_COMPLEXITY = 15
MODULES = sorted(APP.rglob("*.py"))


def test_there_are_modules_to_check() -> None:
    assert MODULES


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(APP.parent)))
def test_every_function_is_within_the_complexity_limit(path: Path) -> None:
    blocks = add_inner_blocks(cc_visit(path.read_text(encoding="utf-8")))
    over = [
        f"{block.fullname} (line {block.lineno}): {block.complexity}"
        for block in blocks
        if isinstance(block, Function) and block.complexity > MAX_COMPLEXITY
    ]
    assert not over, (
        f"{path.relative_to(APP.parent)}: over {MAX_COMPLEXITY}, split into named helpers: "
        + "; ".join(over)
    )
