"""Which language a short text is written in, by its most common words (no model).

Enough to tell a sentence that switches language from the text around it: an instruction
planted in another language than the mail or document it sits in is a known way to slip past
readers and rules alike. Seven languages; None when a text has too few of their words.
"""

from __future__ import annotations

import re

_STOPWORDS: dict[str, frozenset[str]] = {
    language: frozenset(words.split())
    for language, words in {
        "en": "the and to of a in is it you that for on with this be are as at have not "
        "your we will can from or by please all any if our",
        "de": "der die das und zu den von mit ist nicht sie es ein eine auf für im dem des "
        "bitte an auch ihr wir alle aus oder ich",
        "fr": "le la les et de des du un une est pas que pour dans sur avec vous nous ce "
        "merci au aux à ne tous toutes",
        "es": "el la los las y de del que en un una es por para con no se su al lo como "
        "todos todas favor",
        "it": "il lo gli e di che è per non un una con del della sono si le al alla tutti",
        "pt": "o os as e de do da que em um uma é para com não se por mais ao dos das todos",
        "nl": "de het een en van is dat op te in niet je met voor zijn er maar ook aan alle",
    }.items()
}
_WORD = re.compile(r"[^\W\d_]+")
# Addresses are no language's words (`.com` is not Portuguese).
_ADDRESS = re.compile(r"\S+@\S+|\S+://\S+|www\.\S+|\S+\.(?:com|org|net|io|fr|de|es|it|pt|nl)\b")
MIN_HITS = 2


def language_of(text: str) -> str | None:
    """The language most of `text`'s common words belong to, when it clearly leads."""
    counts = dict.fromkeys(_STOPWORDS, 0)
    for word in _WORD.findall(_ADDRESS.sub(" ", text.lower())):
        for language, words in _STOPWORDS.items():
            if word in words:
                counts[language] += 1
    ranked = sorted(counts.items(), key=lambda item: -item[1])
    (best, hits), (_, second) = ranked[0], ranked[1]
    if hits < MIN_HITS or hits <= second:
        return None
    return best


def switches_language(sentence: str, around: str) -> bool:
    """Whether `sentence` is in another language than the text `around` it."""
    own = language_of(sentence)
    rest = language_of(around)
    return own is not None and rest is not None and own != rest
