"""Train the heuristic judge's learned scorer (`app/judges/heuristic/data/scorer.json.gz`).

Run: `python -m attachguard_lab.train_scorer` (about a minute; `make lab-train`); `--check`
only reports how far the committed model is from a fresh fit.

What it learns from, all in this repository:

- the corpus's **dev** split (`attachguard_lab.corpus`): each malicious document's planted
  text, with its family, and every segment of every benign document (hard negatives included);
- the hand-written training texts in `lab/data/training/*.jsonl`: malicious passages with their
  family and benign passages, most of them hard negatives, written by authors who had seen
  neither the detector nor the corpus's held-out phrasings;
- the real-world benign set's **calibration** split (`attachguard_lab.realworld`: manual pages,
  READMEs, changelogs, licences, records the team did not write), at most `REALWORLD_CAP`
  segments a document, as negatives: what people really hand to agents, where the corpus's
  benign documents alone left the scorer flagging half of them.

The three sources are weighed, not counted: the malicious passages carry `POSITIVE_SHARE` of
the total weight, the real-world segments `REALWORLD_SHARE` of the rest, so that three
hundred thousand manual-page lines neither drown the corpus's hard negatives nor the attacks.

Never the held-out split of either set, never `lab/data/paraphrases` (kept as a measurement
the scorer has not seen), never AgentDojo or garak.

Two models over the same features (`app.judges.heuristic.scorer.features`: the distinct
words and word pairs of the prepared text and its words' four-letter groups): a binary
logistic regression that flags a segment, and a multinomial one over the attack families,
trained on malicious passages only, that names it. Small weights are dropped and the rest
rounded, so the file stays small and its diff readable.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import orjson
from sklearn.feature_extraction.text import CountVectorizer
from sklearn.linear_model import LogisticRegression

from app.judges import heuristic
from app.judges.extraction import extract_text
from app.judges.heuristic.scorer import MODEL_FORMAT, MODEL_RESOURCE, features, segments
from app.judges.normalise import prepare
from attachguard_lab import realworld
from attachguard_lab.corpus import Label, load
from attachguard_lab.data import DATA

TRAINING = DATA / "training"
# The service's packaged model: written where the service's source is (the workspace installs it
# editable), and read from there by `app.judges.heuristic.scorer`.
MODEL = Path(heuristic.__file__).resolve().parent / "data" / MODEL_RESOURCE
# The share of the total training weight on malicious segments, and the real-world set's share
# of the benign weight; at most this many segments of one real-world document (a seeded draw).
# Chosen with `THRESHOLD` on a quarter of the real-world calibration split's packages left out
# of training, then kept for the final fit on all of it.
POSITIVE_SHARE = 0.3
REALWORLD_SHARE = 0.5
REALWORLD_CAP = 400
# Regularisation (inverse strength) of the binary model and of the family model.
C_BINARY = 0.5
C_FAMILY = 1.0
# A feature must occur in this many training segments to get a weight.
MIN_COUNT = 2
# Weights smaller than this are dropped from the file (their sum over a segment stays far
# below the threshold's margin); the rest are rounded to this many decimals.
PRUNE = 0.01
DECIMALS = 4
# A segment flags at this probability; at the second in a text where a cue window scored short
# of flagging; at the third in a document that discusses attacks. The first two chosen on the
# real-world tuning quarter (above): the default preset's false alarms there near 1 %, most of
# them the cue families'. `C_BINARY` and the letter groups were chosen earlier on the retired
# held-out generations of the corpus (docs/judges). A sentence or a cell alone flags from
# `scorer.UNIT_PROBABILITY` only.
THRESHOLD = 0.95
CUE_THRESHOLD = 0.95
# Past this many segments, a document's limit rises by `LENGTH_SLOPE` log-odds per factor e
# (`scorer.Scorer._lift`): chosen with the thresholds on the real-world tuning quarter, where
# it halves the learned scorer's false alarms on long manuals for a point of dev recall.
LENGTH_SLOPE = 1.0
LENGTH_REFERENCE = 30
DISCUSSION_THRESHOLD = 1.01  # never: quoted and described attacks are the cue families' job


Words = tuple[str, ...]


def pieces(text: str) -> list[Words]:
    return [tuple(words) for words in segments(text)]


def corpus_examples() -> tuple[list[tuple[str, Words]], list[Words]]:
    """(family, segment) pairs of the dev split's planted texts, and its benign segments."""
    malicious: list[tuple[str, Words]] = []
    benign: list[Words] = []
    for document in load("dev"):
        if document.label is Label.MALICIOUS:
            planted = prepare(document.planted).text
            family = str(document.family)
            malicious.extend((family, piece) for piece in pieces(planted))
            continue
        extracted = extract_text(document.data, document.mime_type, 1 << 22)
        if extracted is not None:
            benign.extend(pieces(prepare(extracted.text).text))
    return malicious, benign


def written_examples(folder: Path = TRAINING) -> tuple[list[tuple[str, Words]], list[Words]]:
    """The hand-written passages of `lab/data/training/`: malicious_*.jsonl and benign_*.jsonl."""
    malicious: list[tuple[str, Words]] = []
    benign: list[Words] = []
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            item = json.loads(line)
            found = pieces(prepare(item["text"]).text)
            if path.name.startswith("malicious"):
                malicious.extend((item["family"], piece) for piece in found)
            else:
                benign.extend(found)
    return malicious, benign


def realworld_examples(split: str = "calibration", cap: int = REALWORLD_CAP) -> list[Words]:
    """The segments of the real-world set's `split`, at most `cap` a document (drawn with the
    document's id as the seed, so a fit is repeatable)."""
    found: list[Words] = []
    for document in realworld.load(split):
        extracted = extract_text(document.data, document.mime_type, 1 << 22)
        if extracted is None:
            continue
        segments_of = pieces(prepare(extracted.text).text)
        if len(segments_of) > cap:
            random.Random(document.id).shuffle(segments_of)
            segments_of = segments_of[:cap]
        found.extend(segments_of)
    return found


def _table(names: Sequence[str], weights: np.ndarray) -> dict[str, float]:
    return {
        name: round(float(weight), DECIMALS)
        for name, weight in zip(names, weights, strict=True)
        if abs(weight) >= PRUNE
    }


def fit(
    malicious: Iterable[tuple[str, Words]],
    benign: Iterable[Words],
    real_benign: Iterable[Words] = (),
    *,
    threshold: float = THRESHOLD,
    cue_threshold: float = CUE_THRESHOLD,
    discussion_threshold: float = DISCUSSION_THRESHOLD,
) -> dict[str, Any]:
    """Both models as the JSON-ready dict `app.judges.heuristic.scorer.Scorer` reads."""
    by_text = dict(sorted({text: family for family, text in malicious}.items()))
    negatives = sorted(set(benign) - set(by_text))
    real = sorted(set(real_benign) - set(by_text) - set(negatives))
    texts = list(by_text) + negatives + real
    labels = np.array([1] * len(by_text) + [0] * (len(negatives) + len(real)))
    vectoriser = CountVectorizer(analyzer=features, min_df=MIN_COUNT)
    matrix = vectoriser.fit_transform(texts)
    names = list(vectoriser.get_feature_names_out())
    binary = LogisticRegression(C=C_BINARY, max_iter=5000)
    binary.fit(matrix, labels, sample_weight=_weights(len(by_text), len(negatives), len(real)))
    families = sorted(set(by_text.values()))
    family_model = LogisticRegression(C=C_FAMILY, max_iter=5000)
    family_model.fit(matrix[: len(by_text)], [by_text[text] for text in by_text])
    classes = [str(name) for name in family_model.classes_]
    assert classes == families, classes
    coef, intercept = family_model.coef_, family_model.intercept_
    if len(classes) == 2:  # one row for two classes: the second's score, the first's is minus
        coef, intercept = np.vstack([-coef, coef]), np.concatenate([-intercept, intercept])
    return {
        "format": MODEL_FORMAT,
        "trained_on": {
            "malicious": len(by_text),
            "benign": len(negatives),
            "real_world_benign": len(real),
        },
        "threshold": threshold,
        "cue_threshold": cue_threshold,
        "discussion_threshold": discussion_threshold,
        "length_slope": LENGTH_SLOPE,
        "length_reference": LENGTH_REFERENCE,
        "bias": round(float(binary.intercept_[0]), DECIMALS),
        "weights": _table(names, binary.coef_[0]),
        "family_bias": {
            family: round(float(bias), DECIMALS)
            for family, bias in zip(classes, intercept, strict=True)
        },
        "family_weights": {
            family: _table(names, row) for family, row in zip(classes, coef, strict=True)
        },
    }


def _weights(malicious: int, benign: int, real: int) -> np.ndarray:
    """Each segment's weight: the malicious ones share `POSITIVE_SHARE` of the total (the
    number of segments), the real-world ones `REALWORLD_SHARE` of the rest (all of the rest
    goes to the corpus's benign ones when there are none)."""
    total = malicious + benign + real
    real_share = REALWORLD_SHARE if real else 0.0
    parts = (
        (malicious, POSITIVE_SHARE),
        (benign, (1 - POSITIVE_SHARE) * (1 - real_share)),
        (real, (1 - POSITIVE_SHARE) * real_share),
    )
    return np.concatenate([np.full(n, share * total / n) for n, share in parts if n])


def drift(one: dict[str, Any], other: dict[str, Any]) -> float:
    """The largest difference between two models' numbers: weights, biases, thresholds."""

    def numbers(model: dict[str, Any]) -> dict[str, float]:
        flat = {f"w {k}": v for k, v in model["weights"].items()}
        flat |= {f"b {k}": v for k, v in model["family_bias"].items()}
        for family, table in model["family_weights"].items():
            flat |= {f"f {family} {k}": v for k, v in table.items()}
        for name in ("bias", "threshold", "cue_threshold", "discussion_threshold"):
            flat[name] = model[name]
        return flat

    first, second = numbers(one), numbers(other)
    return max(abs(first.get(k, 0.0) - second.get(k, 0.0)) for k in first.keys() | second)


def encode(model: dict[str, Any]) -> bytes:
    # mtime=0: the same model gives the same bytes.
    return gzip.compress(orjson.dumps(model, option=orjson.OPT_SORT_KEYS), mtime=0)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed model")
    args = parser.parse_args(argv)
    corpus_bad, corpus_good = corpus_examples()
    written_bad, written_good = written_examples()
    model = fit(corpus_bad + written_bad, corpus_good + written_good, realworld_examples())
    print(
        f"trained on {model['trained_on']['malicious']} malicious, "
        f"{model['trained_on']['benign']} benign and {model['trained_on']['real_world_benign']} "
        f"real-world benign segments; {len(model['weights'])} weights"
    )
    if args.check:
        committed = orjson.loads(gzip.decompress(MODEL.read_bytes()))
        print(f"largest weight difference from the committed model: {drift(committed, model):.4f}")
        return
    MODEL.parent.mkdir(parents=True, exist_ok=True)
    MODEL.write_bytes(encode(model))
    print(f"wrote {MODEL} ({MODEL.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
