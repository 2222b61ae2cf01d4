"""Imported by the worker pool's fork server: loads what workers share before any forks."""

from __future__ import annotations

from app.judges.heuristic.scorer import scorer

scorer()
