"""garak's latent-injection probes as JSON Lines of documents.

Run in the check environment (`make lab-independent`), never in the service's: it imports
`garak`. Each latent-injection probe builds prompts as a top instruction ("Summarize this
article for me:") followed by a document (a report, a résumé, a WHOIS record, a text to
translate) with an injection buried in it. The document part of every distinct prompt is an
attack; the probes' documents with the injection marker removed are the benign ones. Lines:
`{"set", "suite", "attack", "label", "text"}`, `suite` being the probe's name.

Standalone on purpose (no import from this repository). Measurement only: nothing here is
trained or tuned on (README.md beside this file).
"""

from __future__ import annotations

import inspect
import json
import logging
import random
import sys
from collections.abc import Iterator
from typing import Any

from garak import _config

_config.load_base_config()

import garak.probes  # noqa: E402 (garak reads its configuration at import)
import garak.probes.latentinjection as latent  # noqa: E402


def documents() -> Iterator[dict[str, Any]]:
    """Each distinct document once: a probe's short version samples its `…Full` version, and
    probes share contexts and payloads. A document is named after the first probe (without
    `Full`) that makes it; blank contexts (a text to translate that is only the injection)
    are no benign document."""
    attacks: set[str] = set()
    benign: set[str] = set()
    for name, probe_class in inspect.getmembers(latent, inspect.isclass):
        if not name.startswith("Latent") or not issubclass(probe_class, garak.probes.Probe):
            continue
        family = name.removesuffix("Full")
        random.seed(0)  # some probes sample their contexts (with PYTHONHASHSEED=0: the same)
        probe: Any = probe_class()
        tops = sorted({t for t in probe.top_instructions if t}, key=len, reverse=True)
        for prompt in probe.prompts:
            text = str(prompt)
            document = next((text[len(t) :] for t in tops if text.startswith(t)), text)
            if document not in attacks:
                attacks.add(document)
                yield {
                    "set": "garak",
                    "suite": family,
                    "attack": family,
                    "label": 1,
                    "text": document,
                }
        for context in probe.contexts:
            document = context.replace(latent.INJECTION_MARKER, "")
            if document.strip() and document not in benign:
                benign.add(document)
                yield {
                    "set": "garak",
                    "suite": family,
                    "attack": None,
                    "label": 0,
                    "text": document,
                }


def main(argv: list[str]) -> None:
    logging.disable(logging.CRITICAL)
    count = [0, 0]
    with open(argv[0], "w", encoding="utf-8") as out:
        for document in documents():
            out.write(json.dumps(document) + "\n")
            count[document["label"]] += 1
    print(f"garak latent injection: {count[1]} attacks, {count[0]} benign documents")


if __name__ == "__main__":
    main(sys.argv[1:])
