"""A small learned scorer beside the cue families: word n-grams, one logistic regression.

The cue families of `judges.injection` match the phrasings they were written for; a new
author's wording of the same move ("earlier instructions purged", "none of what you were asked
matters any more") slips past them. This scorer reads the same prepared text in short segments
(a line, or as many of its sentences as start within `SEGMENT_WORDS` words) and gives each the
probability that it is an instruction planted for the model, from the weights of its words and
of each pair of neighbouring words.

- **Deterministic and offline**: the model is a JSON file in the package
  (`judges/data/scorer.json.gz`), written by `python -m bench.train_scorer` from the corpus's
  dev split and the hand-written training texts in `bench/training/`; no download and no ML
  library at run time, only look-ups and sums (numpy).
- **Explainable**: a flagged segment is named by a second, per-family model over the same
  features (which attack family its words are most like), never by its text.
- **Calibrated with the cue families**: a segment flags at `threshold`, or at the lower
  `cue_threshold` in a text where some cue window scored short of flagging (two weak signals
  that agree). Sentences and table cells are also scored alone (`units`), from
  `UNIT_PROBABILITY`. In a document that discusses attacks (a security article, an awareness
  quiz) it needs `discussion_threshold`, and a hit with words of attack write-ups around it is
  dropped (`flagged(describes=...)`): quoted and described attacks are the cue families' job,
  which weigh quotation and context.
"""

from __future__ import annotations

import gzip
import math
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from itertools import pairwise, repeat
from typing import Any

import numpy as np
import orjson

# A segment is one line, or as many of its sentences as start within this many words of the
# segment's first word (about 300 characters of prose).
SEGMENT_WORDS = 50
MODEL_RESOURCE = "scorer.json.gz"

# What a word is: a run of anything but blanks and ASCII punctuation, lower-case, so non-ASCII
# letters count. Markup punctuation that shapes forged turns stays part of its word ("system:",
# "<|im_start|>", "[inst]"). A sentence ends at ".", "!" or "?" before a space; a line at a
# newline. Both ends are marker words, which weigh nothing.
_MARKUP = "<>[]{}|#:@/"
_LINE = "\x01"
_SENTENCE = "\x02"
_BAR = "|"
# A unit (a sentence, a table cell) of fewer words is not scored on its own.
UNIT_WORDS = 6
# A unit is short, so its score is noisier: it flags only from this probability, whatever the
# threshold.
UNIT_PROBABILITY = 0.95
# At most this many hits are named (their families are what a finding reports): a hostile
# file of a million planted lines costs no more to name than a few.
MAX_HITS = 32
# One character for one character only: `str.translate` keeps its fast path, and the markers
# go in with `str.replace`, also fast.
_BLANKS = str.maketrans(
    {c: " " for c in string.punctuation if c not in _MARKUP and c not in ".!?"}
    | {"!": ".", "?": ".", _LINE: " ", _SENTENCE: " "}
)


def tokens(text: str) -> list[str]:
    """The words of a prepared (lower-case) text, with line and sentence markers."""
    text = text.translate(_BLANKS).replace(". ", f" {_SENTENCE} ").replace(".", " ")
    return text.replace("\n", f" {_LINE} ").split()


def _segment_ids(is_line: np.ndarray, is_sentence: np.ndarray) -> np.ndarray:
    """For each word, the number of its segment (a marker opens the segment that follows)."""
    position = np.arange(is_line.size)
    line_start = np.maximum.accumulate(np.where(is_line, position, 0))
    sentence_start = np.maximum.accumulate(np.where(is_line | is_sentence, position, 0))
    line = np.cumsum(is_line)
    chunk = (sentence_start - line_start) // SEGMENT_WORDS
    key = line * (is_line.size + 1) + chunk
    return np.concatenate(([0], np.cumsum(key[1:] != key[:-1])))


def segments(text: str) -> list[list[str]]:
    """The words of each segment of `text`: its lines, a long line cut between sentences every
    `SEGMENT_WORDS` words or so, sentence markers kept; empty segments left out."""
    words = tokens(text)
    if not words:
        return []
    is_line = np.array([word == _LINE for word in words])
    is_sentence = np.array([word == _SENTENCE for word in words])
    found: dict[int, list[str]] = {}
    for word, segment in zip(words, _segment_ids(is_line, is_sentence).tolist(), strict=True):
        if word != _LINE:
            found.setdefault(segment, []).append(word)
    # A sentence marker stays inside its segment (`features` skips it); alone, it is no segment.
    return [words for words in found.values() if any(word != _SENTENCE for word in words)]


def units(text: str) -> list[list[str]]:
    """The words of each unit of `text`: a sentence, or a table cell (words between bars
    standing alone); units of fewer than `UNIT_WORDS` words left out. Scored beside the
    segments, so that a planted sentence inside a long paragraph or a table row is also read
    on its own."""
    found: list[list[str]] = []
    current: list[str] = []
    for word in [*tokens(text), _LINE]:
        if word in (_LINE, _SENTENCE, _BAR):
            if len(current) >= UNIT_WORDS:
                found.append(current)
            current = []
        else:
            current.append(word)
    return found


def features(words: Sequence[str]) -> list[str]:
    """What the models weigh: each word and each pair of neighbouring words, with repeats; a
    pair across a sentence end is no pair."""
    return [
        *(word for word in words if word != _SENTENCE),
        *(f"{a} {b}" for a, b in pairwise(words) if _SENTENCE not in (a, b)),
    ]


@dataclass(frozen=True, slots=True)
class Hit:
    """A flagged segment or unit: its probability, the attack family it is most like, and the
    number of the segment that holds it."""

    probability: float
    family: str
    segment: int = 0


class Scorer:
    """The binary model that flags a segment and the family model that names it."""

    def __init__(self, model: dict[str, Any]) -> None:
        self.threshold: float = model["threshold"]
        self.cue_threshold: float = model["cue_threshold"]
        self.discussion_threshold: float = model["discussion_threshold"]
        self.bias: float = model["bias"]
        weights: dict[str, float] = model["weights"]
        words = sorted({part for feature in weights for part in feature.split(" ")})
        self._ids = {word: index for index, word in enumerate(words)}
        self._size = size = len(words)
        # Past the words, all weighing 0: an unknown word (id `size`) and the two markers.
        self._line, self._sentence = size + 1, size + 2
        self._ids[_LINE], self._ids[_SENTENCE] = self._line, self._sentence
        # A table cell's bar: a word of the model (it may weigh), or one of its own.
        self._bar = self._ids.setdefault(_BAR, size + 3)
        self._word_weights = np.zeros(size + 4)
        pairs: dict[int, float] = {}
        for feature, weight in weights.items():
            first, _, second = feature.partition(" ")
            if second:
                pairs[self._ids[first] * size + self._ids[second]] = weight
            else:
                self._word_weights[self._ids[first]] = weight
        self._pair_keys = np.array(sorted(pairs), dtype=np.int64)
        self._pair_weights = np.array([pairs[key] for key in sorted(pairs)])
        self.family_bias: dict[str, float] = model["family_bias"]
        self.family_weights: dict[str, dict[str, float]] = model["family_weights"]

    def _scores(self, text: str) -> _Scored:
        """Log-odds of every segment and every unit, in one vector pass: a dictionary look-up
        per word, the rest in numpy."""
        words = tokens(text)
        ids = np.fromiter(map(self._ids.get, words, repeat(self._size)), np.int64, len(words))
        if not ids.size:
            return _Scored(words, np.empty(0), np.empty(0))
        is_line, is_sentence = ids == self._line, ids == self._sentence
        segment = _segment_ids(is_line, is_sentence)
        single = self._word_weights[ids]
        pair = np.zeros(ids.size)
        if self._pair_keys.size and ids.size > 1:
            first, second = ids[:-1], ids[1:]
            keys = first * self._size + second
            at = np.minimum(np.searchsorted(self._pair_keys, keys), self._pair_keys.size - 1)
            # No pair holds an unknown word or a marker (ids from `_size` on), so no pair
            # spans two segments.
            found = (self._pair_keys[at] == keys) & (first < self._size) & (second < self._size)
            pair[:-1] = np.where(found, self._pair_weights[at], 0.0)
        # A segment of markers only is no segment.
        counts = np.bincount(segment, weights=ids <= self._size)
        segment_logits = np.bincount(segment, weights=single + pair) + self.bias
        segment_logits[counts == 0] = -np.inf
        # Units: a unit ends at a sentence, a line or a table cell (a bar between blanks).
        is_bar = ids == self._bar
        boundary = is_line | is_sentence | is_bar
        unit = np.cumsum(boundary)
        inside = ~boundary
        # A pair counts in a unit when both its words do: not one that reaches a bar.
        pair_inside = pair.copy()
        pair_inside[:-1] *= inside[1:]
        unit_logits = np.bincount(unit, weights=(single + pair_inside) * inside) + self.bias
        words_in_unit = np.bincount(unit, weights=inside)
        unit_logits[words_in_unit < UNIT_WORDS] = -np.inf
        return _Scored(words, segment_logits, unit_logits, segment, unit)

    def logits(self, text: str) -> list[float]:
        """Each segment's log-odds, in the order of `segments(text)`."""
        return [float(value) for value in self._scores(text).segments if value != -np.inf]

    def unit_logits(self, text: str) -> list[float]:
        """Each unit's log-odds, in the order of `units(text)`."""
        return [float(value) for value in self._scores(text).units if value != -np.inf]

    def family(self, words: list[str]) -> str:
        """The attack family whose words the segment is most like."""
        found = features(words)
        best, best_score = "", -math.inf
        for family, bias in sorted(self.family_bias.items()):
            table = self.family_weights[family]
            score = bias + sum(table.get(feature, 0.0) for feature in found)
            if score > best_score:
                best, best_score = family, score
        return best

    def flagged(
        self,
        text: str,
        *,
        discusses_attacks: bool = False,
        near_cue: bool = False,
        describes: Callable[[str], bool] | None = None,
    ) -> list[Hit]:
        """The segments and units of `text` (prepared by `normalise.prepare`) at or over the
        threshold, highest first, at most `MAX_HITS`: `cue_threshold` where a cue family saw
        something short of flagging, `discussion_threshold` in a document that discusses
        attacks. `describes`, given the words around a hit (its segment and the segments on
        either side), says whether they discuss attacks: such a hit is a quoted or described
        attack, left to the cue families."""
        threshold = self.cue_threshold if near_cue else self.threshold
        if discusses_attacks:
            threshold = self.discussion_threshold
        if threshold >= 1.0:
            return []
        scored = self._scores(text)
        limit = math.log(threshold / (1.0 - threshold))
        unit_limit = max(limit, math.log(UNIT_PROBABILITY / (1.0 - UNIT_PROBABILITY)))
        found: list[tuple[float, str, int, int, int]] = []  # log-odds, kind, index, from, to
        for kind, logits, owner, bar in (
            ("segment", scored.segments, scored.segment, limit),
            ("unit", scored.units, scored.unit, unit_limit),
        ):
            for index in np.flatnonzero(logits >= bar).tolist():
                # `owner` never decreases: a piece's words are one slice, found by bisection.
                start = int(np.searchsorted(owner, index, "left"))
                end = int(np.searchsorted(owner, index, "right"))
                found.append((float(logits[index]), kind, index, start, end))
        found.sort(key=lambda item: -item[0])
        hits: list[Hit] = []
        named: dict[tuple[str, ...], str] = {}  # a repeated piece is named once
        for logit, kind, _, start, end in found:
            if len(hits) >= MAX_HITS:
                break
            if describes is not None and describes(_around(scored, start)):
                continue
            own = scored.words[start:end]
            # A unit's words exclude its bounds; a segment keeps its bars, as in training.
            words = [w for w in own if w not in (_LINE, _BAR)] if kind == "unit" else own
            probability = 1.0 / (1.0 + math.exp(-min(30.0, logit)))
            piece = tuple(w for w in words if w != _LINE)
            if piece not in named:
                named[piece] = self.family(list(piece))
            family = named[piece]
            hits.append(Hit(probability, family, int(scored.segment[start])))
        return hits


def _around(scored: _Scored, start: int) -> str:
    """The words of the segment holding word `start` and of the segments on either side."""
    segment = int(scored.segment[start])
    low = int(np.searchsorted(scored.segment, segment - 1, "left"))
    high = int(np.searchsorted(scored.segment, segment + 1, "right"))
    return " ".join(word for word in scored.words[low:high] if word not in (_LINE, _SENTENCE))


@dataclass(frozen=True, slots=True)
class _Scored:
    words: list[str]
    segments: np.ndarray  # log-odds per segment id, -inf for none
    units: np.ndarray  # log-odds per unit id, -inf for none or too short
    segment: np.ndarray = field(default_factory=lambda: np.empty(0))  # each word's segment
    unit: np.ndarray = field(default_factory=lambda: np.empty(0))  # each word's unit


def load_model(data: bytes) -> Scorer:
    model = orjson.loads(gzip.decompress(data))
    if model.get("format") != 1:
        raise ValueError(f"unknown scorer model format {model.get('format')!r}")
    for name in ("threshold", "cue_threshold", "discussion_threshold"):
        if not 0.0 < model[name] <= 2.0:  # above 1.0: never
            raise ValueError(f"scorer model {name} {model[name]!r} is not a probability")
    return Scorer(model)


@cache
def scorer() -> Scorer:
    """The packaged model, read once per process."""
    data = resources.files("app.judges").joinpath("data", MODEL_RESOURCE).read_bytes()
    return load_model(data)
