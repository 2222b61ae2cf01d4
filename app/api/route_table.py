"""The service's routes by path template: for a request the router never matched (HEAD,
refused before routing) and for the `Allow` of a 405."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from fastapi.routing import APIRoute


@dataclass(frozen=True, slots=True)
class RouteTable:
    routes: tuple[tuple[re.Pattern[str], str, frozenset[str]], ...]

    @classmethod
    def of(cls, routes: Iterable[APIRoute]) -> RouteTable:
        return cls(tuple((r.path_regex, r.path, frozenset(r.methods or ())) for r in routes))

    def template(self, path: str) -> str | None:
        """The template of the first route whose path matches, in any method."""
        return next((template for regex, template, _ in self.routes if regex.match(path)), None)

    def methods(self, path: str) -> set[str]:
        """Every method some route of the path takes (HEAD with GET: every GET route takes
        it)."""
        found = {m for regex, _, methods in self.routes if regex.match(path) for m in methods}
        if "GET" in found:
            found.add("HEAD")
        return found
