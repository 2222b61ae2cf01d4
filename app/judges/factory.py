"""The configured judges, built from the settings: one per name."""

from __future__ import annotations

from app.judges.cascade import CascadeJudge, Count, no_count
from app.judges.classifier import ClassifierJudge
from app.judges.heuristic.judge import HeuristicJudge
from app.judges.openai import OpenAIJudge
from app.judges.protocol import Judge
from app.judges.validate_api import ValidateApiJudge
from app.judges.worker_pool import WorkerPool
from app.settings import (
    CascadeJudgeConfig,
    ClassifierJudgeConfig,
    HeuristicJudgeConfig,
    OpenAIJudgeConfig,
    Settings,
)
from app.store.protocol import AttachmentStore


def build_judges(
    settings: Settings,
    store: AttachmentStore,
    pool: WorkerPool,
    count: Count = no_count,
) -> dict[str, Judge]:
    """One judge per configured name; HTTP judges each own one long-lived client; a cascade
    uses two of the others (`count` counts what its stages settle)."""
    judges: dict[str, Judge] = {}
    for name, config in settings.judges.items():
        if isinstance(config, CascadeJudgeConfig):
            continue
        if isinstance(config, HeuristicJudgeConfig):
            judges[name] = HeuristicJudge(name, config, store, pool)
        elif isinstance(config, OpenAIJudgeConfig):
            judges[name] = OpenAIJudge(name, config, store, pool)
        elif isinstance(config, ClassifierJudgeConfig):
            judges[name] = ClassifierJudge(name, config, store, pool)
        else:
            judges[name] = ValidateApiJudge(name, config)
    for name, config in settings.judges.items():
        if isinstance(config, CascadeJudgeConfig):
            screen = judges[config.screen]
            assert isinstance(screen, HeuristicJudge)  # checked with the settings
            judges[name] = CascadeJudge(name, config, screen, judges[config.decide], count)
    return judges
