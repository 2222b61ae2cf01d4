"""Letters, keys and syllables that several kinds of perturbation share."""

from __future__ import annotations

VOWELS = "aeiou"
CONSONANTS = set("bcdfghjklmnpqrstvwxz")
# Letters typed with the left hand, and the keys just above the space bar.
LEFT_HAND = set("qwertasdfgzxcvb")
SPACEBAR = "cvbnm"


def same_case(model: str, letter: str) -> str:
    return letter.upper() if model.isupper() else letter.lower()


def recase(model: str, text: str) -> str:
    """`text` (lower case) in the case of the word it stands for."""
    if model.isupper():
        return text.upper()
    return text[:1].upper() + text[1:] if model[:1].isupper() else text


def loose_letters(word: str) -> dict[str, list[int]]:
    """For each letter that is never doubled in `word`, where it occurs after the first letter."""
    low = word.lower()
    doubled = {low[k] for k in range(1, len(low)) if low[k] == low[k - 1]}
    spots: dict[str, list[int]] = {}
    for k in range(1, len(low)):
        if low[k].isalpha() and low[k] not in doubled:
            spots.setdefault(low[k], []).append(k)
    return spots


def _cuts(low: str) -> list[int]:
    vowel = [c in VOWELS or (c == "y" and k > 0) for k, c in enumerate(low)]
    cuts = []
    k = 1
    while k < len(low):
        if vowel[k - 1] and not vowel[k]:
            end = k
            while end < len(low) and not vowel[end]:
                end += 1
            if end < len(low):
                cuts.append(k if end - k == 1 else k + 1)
            k = end
        k += 1
    return cuts


def syllables(word: str) -> list[str]:
    """Rough syllables: a break before a lone consonant between vowels, else after the first
    consonant of a cluster between vowels ("in struc tions", "pas sword", "sys tem")."""
    cuts = _cuts(word.lower()) or [max(1, len(word) // 2)]
    return [word[a:b] for a, b in zip([0, *cuts], [*cuts, len(word)], strict=True)]
