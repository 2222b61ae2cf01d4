"""Case: one function or one set of capital letters per kind of unusual casing."""

from __future__ import annotations

from collections.abc import Callable

from attachguard_lab.corpus import phrases
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.perturbation.letters import CONSONANTS, LEFT_HAND, VOWELS, syllables

# Each split has its own kinds, so held-out documents show casings never tuned on.
CASE_KINDS = phrases.pool("perturbation.case_kinds")

# Prime positions, counting from one (primes).
PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23}
# The stressed part of each keyword (stress).
STRESSED = {
    "ignore": "nore", "instructions": "struc", "previous": "pre", "prior": "pri",
    "assistant": "sis", "system": "sys", "password": "pass", "forward": "for", "transfer": "fer",
    "send": "e", "reply": "ply", "only": "on", "delete": "lete", "tell": "e", "user": "us",
    "disregard": "gard", "message": "mess", "refuse": "fuse", "answer": "an",
    "important": "port", "before": "fore", "task": "a", "forget": "get", "override": "ride",
}  # fmt: skip

# The kinds that put the letters of a set in capitals and the rest in lower case: (the set,
# whether the result may read as the word unchanged).
CAPITALS: dict[str, tuple[frozenset[str], bool]] = {
    # Letters typed with the left hand in capitals ("iGnoRE").
    "lefthand": (frozenset(LEFT_HAND), True),
    # Letters with an ascender or a descender in capitals ("iGnore", "DeLeTe").
    "tall": (frozenset("bdfhkltgjpqy"), True),
    # Letters drawn with a closed loop in capitals ("iGnOrE", "PAsswOrD").
    "loops": (frozenset("abdegopq"), False),
    # Letters from the top row of the keyboard in capitals ("IgnORE", "PassWORd").
    "toprow": (frozenset("qwertyuiop"), False),
    # Letters of the home row in capitals ("iGnore", "pASSworD").
    "homerow": (frozenset("asdfghjkl"), False),
    # Letters struck by the index fingers in capitals ("iGNoRe", "passwoRd").
    "index": (frozenset("rtfgvbyuhjnm"), False),
    # Letters whose capital is the small letter drawn larger in capitals ("paSSWOrd").
    "samesize": (frozenset("cosuvwxz"), False),
    # Letters that are Roman numerals in capitals ("DeLete", "preVIous").
    "roman": (frozenset("ivxlcdm"), False),
    # The six commonest letters of English in capitals ("IgNOrE", "pAsswOrd").
    "frequent": (frozenset("etaoin"), False),
    # Letters worth three points or more in Scrabble in capitals ("PassWord", "sYsteM").
    "scrabble": (frozenset("bcfhjkmpqvwxyz"), False),
    # Letters from the bottom row of the keyboard in capitals ("igNore", "preVious").
    "bottomrow": (frozenset("zxcvbnm"), False),
    # Letters whose capital looks the same in a mirror in capitals ("IgnOre", "pAssWOrd").
    "axial": (frozenset("ahimotuvwxy"), False),
    # Stop consonants (b, d, g, k, p, t) in capitals ("iGnore", "PassworD").
    "plosives": (frozenset("bdgkpt"), False),
    # Letters that are also hexadecimal digits in capitals ("ignorE", "pAssworD").
    "hexletters": (frozenset("abcdef"), False),
    # Letters typed by the ring fingers in capitals ("ignOre", "paSSWOrd").
    "ringfinger": (frozenset("wsxol"), False),
}


def settled(out: str, word: str, *, upper: bool = False, unchanged: bool = False) -> str:
    """`out`, unless it reads as ordinary lower or title case (its last letter then goes into
    capitals), as all capitals (its last letter then goes into lower case; unless `upper`) or
    as `word` unchanged (its last letter's case then swaps; unless `unchanged`)."""
    if out.islower() or out == word.lower().capitalize():
        out = out[:-1] + out[-1].upper()
    elif out.isupper() and not upper:
        out = out[:-1] + out[-1].lower()
    if out == word and not unchanged:
        out = out[:-1] + out[-1].swapcase()
    return out


def stressed(word: str) -> tuple[int, int]:
    """Where the stressed part of `word` starts and ends: from the keyword table, else the
    second-to-last syllable of a long word or the first of a short one."""
    low = word.lower()
    part = STRESSED.get(low)
    if part is not None:
        at = low.index(part)
        return at, at + len(part)
    parts = syllables(word)
    n = len(parts) - 2 if len(parts) > 2 else 0
    at = sum(len(p) for p in parts[:n])
    return at, at + len(parts[n])


def _upper(draw: Draw, word: str) -> str:
    return word.upper()


def _alternate(draw: Draw, word: str) -> str:
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(word))


def _random(draw: Draw, word: str) -> str:
    return "".join(c.upper() if draw.chance(0.5) else c.lower() for c in word)


def _caps_lock(draw: Draw, word: str) -> str:
    return word[:1].lower() + word[1:].upper()


def _tail(draw: Draw, word: str) -> str:
    i = draw.between(2, max(2, len(word) - 2))
    return word[:i].lower() + word[i:].upper()


def _vowels(draw: Draw, word: str) -> str:
    return "".join(c.upper() if c.lower() in VOWELS else c.lower() for c in word)


def _camel(draw: Draw, word: str) -> str:
    inner = draw.sample(range(1, len(word)), min(len(word) - 1, draw.between(1, 2)))
    return word[0] + "".join(
        c.upper() if k in inner else c.lower() for k, c in enumerate(word[1:], 1)
    )


def _ends(draw: Draw, word: str) -> str:
    return word[0].upper() + word[1:-1].lower() + word[-1].upper()


def _pairs(draw: Draw, word: str) -> str:
    phase = draw.between(0, 1)
    return "".join(c.upper() if (k // 2 + phase) % 2 else c.lower() for k, c in enumerate(word))


def _consonants(draw: Draw, word: str) -> str:
    return "".join(c.lower() if c.lower() in VOWELS else c.upper() for c in word)


def _middle(draw: Draw, word: str) -> str:
    a = draw.between(1, max(1, len(word) - 3))
    b = min(len(word) - 1, a + draw.between(2, 3))
    return word[:a].lower() + word[a:b].upper() + word[b:].lower()


def _thirds(draw: Draw, word: str) -> str:
    phase = draw.between(1, 2) if len(word) < 5 else draw.between(0, 2)
    return "".join(c.upper() if (k + phase) % 3 == 0 else c.lower() for k, c in enumerate(word))


def _head(draw: Draw, word: str) -> str:
    n = min(len(word) - 1, draw.between(2, 3))
    return word[:n].upper() + word[n:].lower()


def _syllabic(draw: Draw, word: str) -> str:
    # Every other syllable in capitals ("inSTRUCtions", "PASsword").
    phase = draw.between(0, 1)
    parts = syllables(word)
    return "".join(p.upper() if (n + phase) % 2 else p.lower() for n, p in enumerate(parts))


def _lowered(draw: Draw, word: str) -> str:
    # Capitals except one or two letters ("IGNoRE", "PASSWoRD").
    low = draw.sample(range(1, len(word)), 1 if len(word) < 7 else draw.between(1, 2))
    return "".join(c.lower() if k in low else c.upper() for k, c in enumerate(word))


def _alphabet(draw: Draw, word: str) -> str:
    # Letters from the first half of the alphabet in capitals ("IGnorE", "pAssworD").
    out = "".join(c.upper() if c.lower() <= "m" else c.lower() for c in word)
    if out.isupper() or out.islower():
        out = out[:-1] + out[-1].swapcase()
    return out


def _runs(draw: Draw, word: str) -> str:
    # Runs of one to three letters, alternately lower case and capitals ("igNORe").
    upper = draw.chance(0.5)
    parts = []
    k = 0
    while k < len(word):
        n = draw.between(1, 3)
        if k == 0:
            n = min(n, len(word) - 1)
        parts.append(word[k : k + n].upper() if upper else word[k : k + n].lower())
        upper = not upper
        k += n
    return "".join(parts)


def _prevowel(draw: Draw, word: str) -> str:
    low = word.lower()
    # Each letter just before a vowel in capitals ("igNoRe", "PassWord").
    out = "".join(
        c.upper() if k + 1 < len(low) and low[k + 1] in VOWELS else c.lower()
        for k, c in enumerate(word)
    )
    return settled(out, word, unchanged=True)


def _sandwich(draw: Draw, word: str) -> str:
    low = word.lower()
    # Both ends in capitals around a lower-case middle ("IGnoRE", "PAsswoRD").
    n = max(1, min(len(word) // 3, 4))
    out = word[:n].upper() + low[n : len(word) - n] + word[len(word) - n :].upper()
    return settled(out, word, upper=True, unchanged=True)


def _staircase(draw: Draw, word: str) -> str:
    low = word.lower()
    # Runs of one, two, three ... letters, alternately in capitals ("IgnORE").
    upper = draw.chance(0.5)
    parts = []
    k, n = 0, 1
    while k < len(word):
        parts.append(word[k : k + n].upper() if upper else low[k : k + n])
        upper = not upper
        k += n
        n += 1
    out = "".join(parts)
    return settled(out, word, unchanged=True)


def _onset(draw: Draw, word: str) -> str:
    # The first letter of each syllable in capitals ("IgNoRe", "PasSword").
    out = "".join(part[:1].upper() + part[1:].lower() for part in syllables(word))
    return settled(out, word)


def _primes(draw: Draw, word: str) -> str:
    # Letters at prime positions, counting from one, in capitals ("iGNoRe").
    out = "".join(c.upper() if k + 1 in PRIMES else c.lower() for k, c in enumerate(word))
    return settled(out, word)


def _symmetric(draw: Draw, word: str) -> str:
    # A case pattern that reads the same from both ends ("iGnoRe", "pASswoRD").
    n = len(word)
    inner = list(range(1, (n + 1) // 2)) or [0]
    chosen = set(draw.sample(inner, draw.between(1, max(1, len(inner) // 2))))
    chosen |= {n - 1 - k for k in chosen}
    out = "".join(c.upper() if k in chosen else c.lower() for k, c in enumerate(word))
    return settled(out, word)


def _ascending(draw: Draw, word: str) -> str:
    low = word.lower()
    # A letter in capitals when it comes later in the alphabet than the one before it
    # ("igNORe", "paSsWoRd").
    out = "".join(c.upper() if k and low[k] > low[k - 1] else c.lower() for k, c in enumerate(word))
    return settled(out, word)


def _coda(draw: Draw, word: str) -> str:
    # The last letter of each syllable in capitals ("iGnorE", "paSsworD").
    out = "".join(part[:-1].lower() + part[-1:].upper() for part in syllables(word))
    return settled(out, word)


def _repeats(draw: Draw, word: str) -> str:
    low = word.lower()
    # Letters that occur more than once in the word in capitals ("paSSword", "DisRegaRD").
    out = "".join(c.upper() if low.count(c.lower()) > 1 else c.lower() for c in word)
    return settled(out, word)


def _clusters(draw: Draw, word: str) -> str:
    low = word.lower()
    # Consonants that stand next to another consonant in capitals ("iGNore", "paSSWoRD").
    out = "".join(
        c.upper()
        if low[k] in CONSONANTS
        and (
            (k > 0 and low[k - 1] in CONSONANTS) or (k + 1 < len(low) and low[k + 1] in CONSONANTS)
        )
        else c.lower()
        for k, c in enumerate(word)
    )
    return settled(out, word)


def _oddletters(draw: Draw, word: str) -> str:
    # Letters at odd places in the alphabet (a, c, e ...) in capitals ("IGnOrE").
    out = "".join(c.upper() if (ord(c.lower()) - 96) % 2 else c.lower() for c in word)
    return settled(out, word)


def _stress(draw: Draw, word: str) -> str:
    low = word.lower()
    # The stressed syllable in capitals, as when a word is written the way it is said
    # ("igNORE", "PASSword", "tAsk").
    a, b = stressed(word)
    out = low[:a] + word[a:b].upper() + low[b:]
    return settled(out, word)


def _handswitch(draw: Draw, word: str) -> str:
    low = word.lower()
    # A capital wherever typing passes from one hand to the other ("iGNoRe").
    out = "".join(
        c.upper() if k and (low[k] in LEFT_HAND) != (low[k - 1] in LEFT_HAND) else c.lower()
        for k, c in enumerate(word)
    )
    return settled(out, word)


def _postvowel(draw: Draw, word: str) -> str:
    low = word.lower()
    # Each letter just after a vowel in capitals ("iGnoRe", "paSswoRd").
    out = "".join(
        c.upper() if k and low[k - 1] in VOWELS else c.lower() for k, c in enumerate(word)
    )
    return settled(out, word)


def _intervocalic(draw: Draw, word: str) -> str:
    low = word.lower()
    # Consonants with a vowel on each side in capitals ("ignoRe", "preVious").
    out = "".join(
        c.upper()
        if 0 < k < len(low) - 1
        and low[k] not in VOWELS
        and low[k - 1] in VOWELS
        and low[k + 1] in VOWELS
        else c.lower()
        for k, c in enumerate(word)
    )
    return settled(out, word)


Casing = Callable[[Draw, str], str]

# The kinds that do more than put a set of letters in capitals.
CASINGS: dict[str, Casing] = {
    "upper": _upper,
    "alternate": _alternate,
    "random": _random,
    "caps_lock": _caps_lock,
    "tail": _tail,
    "vowels": _vowels,
    "camel": _camel,
    "ends": _ends,
    "pairs": _pairs,
    "consonants": _consonants,
    "middle": _middle,
    "thirds": _thirds,
    "head": _head,
    "syllabic": _syllabic,
    "lowered": _lowered,
    "alphabet": _alphabet,
    "runs": _runs,
    "prevowel": _prevowel,
    "sandwich": _sandwich,
    "staircase": _staircase,
    "onset": _onset,
    "primes": _primes,
    "symmetric": _symmetric,
    "ascending": _ascending,
    "coda": _coda,
    "repeats": _repeats,
    "clusters": _clusters,
    "oddletters": _oddletters,
    "stress": _stress,
    "handswitch": _handswitch,
    "postvowel": _postvowel,
    "intervocalic": _intervocalic,
}


def casing(draw: Draw, word: str) -> str:
    """`word` in a kind of casing drawn from the split's kinds."""
    kind = draw.pick(CASE_KINDS)
    if kind in CAPITALS:
        letters, unchanged = CAPITALS[kind]
        out = "".join(c.upper() if c.lower() in letters else c.lower() for c in word)
        return settled(out, word, unchanged=unchanged)
    return CASINGS[kind](draw, word)
