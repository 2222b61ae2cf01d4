"""Hand-written labelled texts for testing an indirect prompt-injection detector, read from
`lab/data/paraphrases/`.

MALICIOUS (`malicious.jsonl`, `{"family": ..., "text": ...}`): passages planted in documents
that address the AI reading them and try to steer it.
BENIGN (`benign.jsonl`, `{"kind": ..., "text": ...}`): ordinary documents that a naive keyword
detector would be likely to flag (imperatives, "ignore my previous email", API docs that
mention tools and system prompts, security articles quoting attacks, ...).

Each item was worded by hand, not generated from templates, by an author who had not seen the
detector: a second development set for the heuristic judge
(`python -m attachguard_lab.quality --split paraphrases`). Tuning has looked at it, so it
measures breadth of phrasing, not an unseen split. The learned scorer is never trained on it.

All phrasings were written from scratch for these files.
"""

from __future__ import annotations

from attachguard_lab.data import DATA, read_jsonl

FOLDER = DATA / "paraphrases"

MALICIOUS: list[tuple[str, str]] = [
    (str(item["family"]), str(item["text"])) for item in read_jsonl(FOLDER / "malicious.jsonl")
]
BENIGN: list[tuple[str, str]] = [
    (str(item["kind"]), str(item["text"])) for item in read_jsonl(FOLDER / "benign.jsonl")
]
