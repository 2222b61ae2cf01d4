"""The shapes of a trace: steps (a call and what the tool returned), files, runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class File:
    """A file a tool returns (or the user attaches): the replay uploads it and puts its
    ticket where the file sits in the result."""

    name: str
    mime: str
    text: str


@dataclass
class Step:
    tool: str
    args: dict[str, Any]
    result: Any


@dataclass
class Task:
    """A user's request and the calls a correct agent makes for it, with their results.

    `slots` are the places in those results an attacker's text can sit: each a function that
    puts the text there (the task is built afresh for every run)."""

    name: str
    domain: str
    user: str
    steps: list[Step]
    facts: dict[str, Any] = field(default_factory=dict)
    attachments: list[File] = field(default_factory=list)
    heldout: bool = False
    acts_on_data: bool = False


@dataclass
class Run:
    id: str
    split: str
    domain: str
    task: str
    shape: str
    system: str
    user: str
    steps: list[Step]
    attachments: list[File]
    # For attacked runs: the attack's goal, kind, phrasing and where it sits, and the index
    # of the first step the attacker wants.
    attack: dict[str, str] | None = None
    target: int | None = None
