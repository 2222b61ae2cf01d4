"""A small learned scorer beside the cue families: words, word pairs and letter groups, one
logistic regression.

The cue families of `judges.injection` match the phrasings they were written for; a new
author's wording of the same move ("earlier instructions purged", "none of what you were asked
matters any more") slips past them. This scorer reads the same prepared text in short segments
(a line, or as many of its sentences as start within `SEGMENT_WORDS` words) and gives each the
probability that it is an instruction planted for the model, from the weights of its distinct
words, of each distinct pair of neighbouring words, and of the four-letter groups of its words
(`grams`): a word it has never seen, a typo ("ihnore") or a new form ("forwarding"), still
weighs through the groups it shares with words it has. Each word and pair counts once per
segment, so repeating an ordinary sentence adds nothing. Every word the model knows carries
its letter groups' weights folded into its own; an unknown word's are summed once per process
(bounded cache).

- **Deterministic and offline**: the model is a JSON file in the package
  (`judges/heuristic/data/scorer.json.gz`), written by `python -m attachguard_lab.train_scorer`
  from the corpus's dev split and the training texts in `lab/data/training/`; no download and no ML
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
- **Sized to the document**: every segment of a long document is one more chance for a benign
  line to look like an instruction, so the limit rises with the number of segments past
  `length_reference`, by `length_slope` in log-odds per factor e of segments (a 300-line manual
  needs more than a 30-line note). Set with the thresholds when the model is trained.
"""

from __future__ import annotations

import gzip
import math
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from itertools import pairwise
from typing import Any

import numpy as np
import orjson

# A segment is one line, or as many of its sentences as start within this many words of the
# segment's first word (about 300 characters of prose).
SEGMENT_WORDS = 50
# Letters per letter group (`grams`), and the longest word that has letter groups.
GRAM = 4
GRAM_WORD = 40
MODEL_RESOURCE = "scorer.json.gz"
MODEL_FORMAT = 2
# Letter-group sums of words the model does not know, kept per process up to this many words.
_UNKNOWN_CACHE = 1 << 16

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
    """For each word, the number of its segment (a marker opens the segment that follows).

    A line marker always opens one; a sentence marker opens one when it starts a new stretch
    of `SEGMENT_WORDS` words from its line's start. Worked out on the markers alone (a few
    per hundred words), then one cumulative sum over the words."""
    lines = np.flatnonzero(is_line)
    stops = np.flatnonzero(is_sentence & ~is_line)
    # The line a sentence marker sits in: the number of line markers before it; it starts at
    # the last of them (or at the text's start).
    line = np.searchsorted(lines, stops, "right")
    chunk = (stops - np.concatenate(([0], lines))[line]) // SEGMENT_WORDS
    # The stretch before a marker: the previous marker's in the same line, else the first.
    same_line = np.concatenate(([False], line[1:] == line[:-1]))
    before = np.where(same_line, np.concatenate(([0], chunk[:-1])), 0)
    opens = np.zeros(is_line.size, np.int64)
    opens[lines] = 1
    opens[stops[chunk != before]] = 1
    opens[0] = 0
    return np.cumsum(opens)


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


# The slices that cut a bounded word of each length into its letter groups (`grams`).
_SLICES = [
    [slice(i, i + GRAM) for i in range(max(1, length - GRAM + 1))]
    for length in range(GRAM_WORD + 3)
]


def grams(word: str) -> list[str]:
    """The letter groups of a word: every `GRAM` letters of it between its bounds ("<" and
    ">"), so that "ihnore" shares "nore" and "ore>" with "ignore"; a short word is one group;
    a word longer than `GRAM_WORD` (a token, a blob, a line of text without blanks) has none."""
    if len(word) > GRAM_WORD:
        return []
    bounded = f"<{word}>"
    return list(map(bounded.__getitem__, _SLICES[len(bounded)]))


def features(words: Sequence[str]) -> list[str]:
    """What the models weigh: each distinct word and each distinct pair of neighbouring words,
    once however often it repeats (a sentence written 400 times weighs what it weighs once), and
    the letter groups of each distinct word (a group two words share counts twice), written
    with a leading blank (a word never starts with one); a pair across a sentence end is no
    pair."""
    distinct = list(dict.fromkeys(word for word in words if word != _SENTENCE))
    return [
        *distinct,
        *dict.fromkeys(f"{a} {b}" for a, b in pairwise(words) if _SENTENCE not in (a, b)),
        *(f" {group}" for word in distinct for group in grams(word)),
    ]


@dataclass(frozen=True, slots=True)
class Hit:
    """A flagged segment or unit: its probability, the attack family it is most like, and the
    number of the segment that holds it."""

    probability: float
    family: str
    segment: int = 0


class _Weights(dict[str, float]):
    """Letter-group weights; a group the model does not weigh weighs 0."""

    def __missing__(self, group: str) -> float:
        return 0.0


class _Ids(dict[str, int]):
    """Word ids; an unknown word's is -1 (one C-level look-up per word, no default argument)."""

    def __missing__(self, word: str) -> int:
        return -1


class Scorer:
    """The binary model that flags a segment and the family model that names it."""

    def __init__(self, model: dict[str, Any]) -> None:
        self.threshold: float = model["threshold"]
        self.cue_threshold: float = model["cue_threshold"]
        self.discussion_threshold: float = model["discussion_threshold"]
        self.length_slope: float = model.get("length_slope", 0.0)
        self.length_reference: int = model.get("length_reference", 1)
        self.bias: float = model["bias"]
        weights: dict[str, float] = model["weights"]
        self._grams = _Weights((f[1:], w) for f, w in weights.items() if f.startswith(" "))
        known = {f: w for f, w in weights.items() if not f.startswith(" ")}
        words = sorted({part for feature in known for part in feature.split(" ")})
        self._ids = _Ids((word, index) for index, word in enumerate(words))
        self._size = size = len(words)
        # Past the words: the two markers (weighing 0) and the bar, then, per text, the words
        # the model does not know (from `_first_unknown` on), weighed by their letter groups.
        self._line, self._sentence = size + 1, size + 2
        self._ids[_LINE], self._ids[_SENTENCE] = self._line, self._sentence
        # A table cell's bar: a word of the model (it may weigh), or one of its own.
        self._bar = self._ids.setdefault(_BAR, size + 3)
        self._first_unknown = size + 4
        # A word weighs its own weight and its letter groups' (all words of one segment, once).
        self._word_weights = np.zeros(size + 4)
        for word, index in self._ids.items():
            if word not in (_LINE, _SENTENCE):
                self._word_weights[index] = self._letters(word)
        pairs: dict[int, float] = {}
        for feature, weight in known.items():
            first, _, second = feature.partition(" ")
            if second:
                pairs[self._ids[first] * size + self._ids[second]] = weight
            else:
                self._word_weights[self._ids[first]] += weight
        self._unknown: dict[str, float] = {}
        self._pair_keys = np.array(sorted(pairs), dtype=np.int64)
        self._pair_weights = np.array([pairs[key] for key in sorted(pairs)])
        self.family_bias: dict[str, float] = model["family_bias"]
        self.family_weights: dict[str, dict[str, float]] = model["family_weights"]

    def _letters(self, word: str) -> float:
        """The summed weights of a word's letter groups (`grams`), looked up in a table whose
        missing groups weigh 0."""
        return sum(map(self._grams.__getitem__, grams(word)))

    def _unknown_weight(self, word: str) -> float:
        if len(word) > GRAM_WORD:
            return 0.0  # no letter groups: nothing to sum, nothing kept
        weight = self._unknown.get(word)
        if weight is None:
            if len(self._unknown) >= _UNKNOWN_CACHE:
                self._unknown.clear()
            weight = self._unknown[word] = self._letters(word)
        return weight

    def _lookup(self, words: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Each word's id, and the weight of every id: the model's words, then this text's
        unknown words, one id per distinct word."""
        ids = np.fromiter(map(self._ids.__getitem__, words), np.int64, len(words))
        unknown = np.flatnonzero(ids < 0)
        if not unknown.size:
            return ids, self._word_weights
        unknown_words = [words[position] for position in unknown.tolist()]
        distinct = dict.fromkeys(unknown_words)
        number = {word: self._first_unknown + k for k, word in enumerate(distinct)}
        ids[unknown] = np.fromiter(map(number.__getitem__, unknown_words), np.int64, unknown.size)
        extra = np.fromiter(map(self._unknown_weight, distinct), float, len(distinct))
        return ids, np.concatenate((self._word_weights, extra))

    def _scores(self, text: str) -> _Scored:
        """Log-odds of every segment and every unit, in one vector pass: a dictionary look-up
        per word, the rest in numpy."""
        words = tokens(text)
        if not words:
            return _Scored(words, np.empty(0), np.empty(0))
        ids, word_weights = self._lookup(words)
        is_line, is_sentence = ids == self._line, ids == self._sentence
        segment = _segment_ids(is_line, is_sentence)
        # The weight of each position's word and of the pair it opens with the next word
        # (0 where the model does not weigh that pair); `pair_at` numbers the weighed pairs.
        pair_weight = np.zeros(ids.size)
        pair_at = np.full(ids.size, -1, np.int64)
        if self._pair_keys.size and ids.size > 1:
            first, second = ids[:-1], ids[1:]
            keys = first * self._size + second
            at = np.minimum(np.searchsorted(self._pair_keys, keys), self._pair_keys.size - 1)
            # No pair holds an unknown word or a marker (ids from `_size` on), so no pair
            # spans two segments.
            found = (self._pair_keys[at] == keys) & (first < self._size) & (second < self._size)
            pair_at[:-1] = np.where(found, at, -1)
            pair_weight[:-1] = np.where(found, self._pair_weights[at], 0.0)
        word_weight = word_weights[ids]
        words_again = _Repeats(ids)
        pairs_again = _Repeats(pair_at, weighed=pair_at >= 0)
        # A segment of markers only is no segment.
        counts = np.bincount(segment, weights=~(is_line | is_sentence))
        segment_logits = (
            np.bincount(
                segment,
                weights=words_again.first_in(segment, word_weight)
                + pairs_again.first_in(segment, pair_weight),
            )
            + self.bias
        )
        segment_logits[counts == 0] = -np.inf
        # Units: a unit ends at a sentence, a line or a table cell (a bar between blanks).
        is_bar = ids == self._bar
        boundary = is_line | is_sentence | is_bar
        unit = np.cumsum(boundary)
        inside = ~boundary
        # A pair counts in a unit when both its words do: not one that reaches a bar.
        pair_inside = pair_weight * inside
        pair_inside[:-1] *= inside[1:]
        unit_logits = (
            np.bincount(
                unit,
                weights=words_again.first_in(unit, word_weight * inside)
                + pairs_again.first_in(unit, pair_inside),
            )
            + self.bias
        )
        words_in_unit = np.bincount(unit, weights=inside)
        unit_logits[words_in_unit < UNIT_WORDS] = -np.inf
        return _Scored(words, segment_logits, unit_logits, segment, unit)

    def _lift(self, scored: _Scored) -> float:
        """How much higher than its threshold a segment of this text must score: nothing up to
        `length_reference` segments, then `length_slope` per factor e more."""
        count = int(np.count_nonzero(scored.segments != -np.inf))
        if count <= self.length_reference or not self.length_slope:
            return 0.0
        return self.length_slope * math.log(count / self.length_reference)

    def margin(self, text: str) -> tuple[float, float]:
        """The highest segment log-odds of `text` and the limit it flags at (the model's own
        threshold, sized to the text); `-inf` when nothing was scored."""
        scored = self._scores(text)
        best = max((float(v) for v in scored.segments if v != -np.inf), default=-math.inf)
        return best, math.log(self.threshold / (1.0 - self.threshold)) + self._lift(scored)

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
        point: float = 0.0,
    ) -> list[Hit]:
        """The segments and units of `text` (prepared by `normalise.prepare`) at or over the
        threshold, highest first, at most `MAX_HITS`: `cue_threshold` where a cue family saw
        something short of flagging, `discussion_threshold` in a document that discusses
        attacks; `point`, when given, instead of the first two (a preset's operating point).
        `describes`, given the words around a hit (its segment and the segments on
        either side), says whether they discuss attacks: such a hit is a quoted or described
        attack, left to the cue families."""
        threshold = self.cue_threshold if near_cue else self.threshold
        if discusses_attacks:
            threshold = self.discussion_threshold
        elif point:
            threshold = point  # an operating point of the judge's (a preset) instead
        if threshold >= 1.0:
            return []
        scored = self._scores(text)
        lift = self._lift(scored)
        limit = math.log(threshold / (1.0 - threshold)) + lift
        unit_limit = max(limit, math.log(UNIT_PROBABILITY / (1.0 - UNIT_PROBABILITY)) + lift)
        hits: list[Hit] = []
        named: dict[tuple[str, ...], str] = {}  # a repeated piece is named once
        for logit, kind, start, end in _candidates(scored, limit=limit, unit_limit=unit_limit):
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


class _Repeats:
    """Where each key (a word's id, a pair's number; -1 for none) occurs again: the positions
    sorted by key, then by place, with one plain sort of `key << 32 | place`."""

    def __init__(self, keys: np.ndarray, *, weighed: np.ndarray | None = None) -> None:
        # Only the places `weighed` marks need sorting: elsewhere the weight is 0 whether the
        # key occurred before or not (pairs the model does not weigh, most of a text's pairs).
        if weighed is None:
            places = np.arange(keys.size, dtype=np.int64)
        else:
            places = np.flatnonzero(weighed)
        ordered = np.sort((keys[places] << 32) | places)
        self.size = keys.size
        self.order = ordered & 0xFFFFFFFF
        self.same_key = (ordered[1:] >> 32) == (ordered[:-1] >> 32)

    def first_in(self, group: np.ndarray, weights: np.ndarray) -> np.ndarray:
        """`weights`, with 0 at every position whose key already occurred in its group (groups
        are runs of places: segments, units)."""
        grouped = group[self.order]
        again = np.zeros(self.size, bool)
        again[self.order[1:]] = self.same_key & (grouped[1:] == grouped[:-1])
        return np.where(again, 0.0, weights)


def _candidates(
    scored: _Scored, *, limit: float, unit_limit: float
) -> list[tuple[float, str, int, int]]:
    """`(log-odds, kind, first word, end)` of every segment at or over `limit` and every unit
    at or over `unit_limit`, highest log-odds first (segments before units on a tie)."""
    found: list[tuple[float, str, int, int]] = []
    for kind, logits, owner, bar in (
        ("segment", scored.segments, scored.segment, limit),
        ("unit", scored.units, scored.unit, unit_limit),
    ):
        for index in np.flatnonzero(logits >= bar).tolist():
            # `owner` never decreases: a piece's words are one slice, found by bisection.
            start = int(np.searchsorted(owner, index, "left"))
            end = int(np.searchsorted(owner, index, "right"))
            found.append((float(logits[index]), kind, start, end))
    found.sort(key=lambda item: -item[0])
    return found


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
    if model.get("format") != MODEL_FORMAT:
        raise ValueError(f"unknown scorer model format {model.get('format')!r}")
    for name in ("threshold", "cue_threshold", "discussion_threshold"):
        if not 0.0 < model[name] <= 2.0:  # above 1.0: never
            raise ValueError(f"scorer model {name} {model[name]!r} is not a probability")
    if model.get("length_slope", 0.0) < 0 or model.get("length_reference", 1) < 1:
        raise ValueError("scorer model length_slope must be at least 0, length_reference 1")
    return Scorer(model)


@cache
def scorer() -> Scorer:
    """The packaged model, read once per process."""
    data = resources.files("app.judges.heuristic").joinpath("data", MODEL_RESOURCE).read_bytes()
    return load_model(data)
