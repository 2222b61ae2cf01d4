"""Spacing: letters, pairs, triplets or syllables set apart, one function or separator per kind."""

from __future__ import annotations

from collections.abc import Callable

from attachguard_lab.corpus import phrases
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.perturbation.letters import syllables

# Each split has its own kinds, so held-out documents show spacings never tuned on.
SPACING_KINDS = phrases.pool("perturbation.spacing_kinds")

UNITS: dict[str, Callable[[str], list[str]]] = {
    "letters": list,
    "pairs": lambda word: [word[k : k + 2] for k in range(0, len(word), 2)],
    "triplets": lambda word: [word[k : k + 3] for k in range(0, len(word), 3)],
    "syllables": syllables,
}
# The kinds that only put a separator between the units of a word: (separator, unit).
SEPARATED: dict[str, tuple[str, str]] = {
    "letters": (" ", "letters"),
    "hyphens": ("-", "letters"),
    "dots": (".", "letters"),
    "pairs": (" ", "pairs"),
    "narrow": ("\u202f", "letters"),
    "syllables": (" ", "syllables"),
    "dictionary": ("\u00b7", "syllables"),
    "thin": ("\u2009", "letters"),
    "triplets": (" ", "triplets"),
    "underscores": ("_", "letters"),
    "nbsp": ("\u00a0", "letters"),
    "slashes": ("/", "syllables"),
    "emspace": ("\u2003", "letters"),
    "hair": ("\u200a", "letters"),
    "pluses": ("+", "letters"),
    "colons": (":", "letters"),
    "endash": ("\u2013", "syllables"),
    "enspace": ("\u2002", "letters"),
    "sixperem": ("\u2006", "letters"),
    "mathspace": ("\u205f", "letters"),
    "fourperem": ("\u2005", "pairs"),
    "figure": ("\u2007", "syllables"),
    "enquad": ("\u2000", "letters"),
    "emquad": ("\u2001", "syllables"),
    "threeperem": ("\u2004", "triplets"),
    "punctspace": ("\u2008", "letters"),
    "doublespace": ("  ", "letters"),
    "asterisks": ("*", "letters"),
    "bullets": ("\u2022", "letters"),
    "tildes": ("~", "pairs"),
    "pipes": ("|", "syllables"),
    "nbhyphen": ("\u2011", "syllables"),
    "braille": ("\u2800", "letters"),
    "commas": (",", "letters"),
    "initials": (". ", "letters"),  # spelt out as initials ("i. g. n. o. r. e")
    "openbox": ("\u2423", "syllables"),
    "stacked": ("\n", "letters"),
    "circles": ("\u25e6", "pairs"),
    "semicolons": (";", "syllables"),
    "spacedhyphens": (" - ", "syllables"),
}


def _wide(draw: Draw, word: str) -> str:
    """The word set apart by two spaces on each side."""
    return "  " + word + "  "


def _inner(draw: Draw, word: str) -> str:
    i = draw.between(2, len(word) - 2)
    return word[:i] + " " + word[i:]


def _linebreak(draw: Draw, word: str) -> str:
    i = draw.between(2, max(2, len(word) - 2))
    return word[:i] + "\n" + word[i:]


def _mixed(draw: Draw, word: str) -> str:
    gaps = [draw.choice((" ", ".", "-", "_", " ")) for _ in word[1:]]
    if set(gaps) == {" "}:
        gaps[draw.between(0, len(gaps) - 1)] = draw.choice((".", "-", "_"))
    return word[0] + "".join(g + c for g, c in zip(gaps, word[1:], strict=True))


def _broken(draw: Draw, word: str) -> str:
    parts = syllables(word)
    k = draw.between(1, len(parts) - 1)
    return "".join(parts[:k]) + "- " + "".join(parts[k:])


def _chunks(draw: Draw, word: str) -> str:
    # Uneven pieces of two to four letters ("ins truc tions", "pa sswo rd").
    parts = []
    k = 0
    while k < len(word):
        n = draw.between(2, 4)
        if k == 0:
            n = min(n, len(word) - 1)
        parts.append(word[k : k + n])
        k += n
    return " ".join(parts)


def _tracked(draw: Draw, word: str) -> str:
    # Letters spaced out, with a wider gap between syllables ("i g   n o   r e").
    return "   ".join(" ".join(part) for part in syllables(word))


def _ends(draw: Draw, word: str) -> str:
    # First and last letters set apart ("i gnor e").
    return word[0] + " " + word[1:-1] + " " + word[-1]


def _halfspaced(draw: Draw, word: str) -> str:
    # The first half kept whole, the rest letter-spaced ("ign o r e").
    half = len(word) // 2
    return word[:half] + " " + " ".join(word[half:])


def _justified(draw: Draw, word: str) -> str:
    # A run of three to five spaces at one syllable break, as text copied from a justified
    # line comes out ("ig    nore").
    parts = syllables(word)
    k = draw.between(1, len(parts) - 1)
    return "".join(parts[:k]) + " " * draw.between(3, 5) + "".join(parts[k:])


Spacing = Callable[[Draw, str], str]

# The kinds that do more than separate units.
SPACINGS: dict[str, Spacing] = {
    "wide": _wide,
    "inner": _inner,
    "linebreak": _linebreak,
    "mixed": _mixed,
    "broken": _broken,
    "chunks": _chunks,
    "tracked": _tracked,
    "ends": _ends,
    "halfspaced": _halfspaced,
    "justified": _justified,
}


def spacing(draw: Draw, word: str) -> str:
    """`word` spaced out in a kind drawn from the split's kinds."""
    kind = draw.pick(SPACING_KINDS)
    if kind in SEPARATED:
        separator, unit = SEPARATED[kind]
        return separator.join(UNITS[unit](word))
    return SPACINGS[kind](draw, word)
