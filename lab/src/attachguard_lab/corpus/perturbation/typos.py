"""Typos: one function per kind of slip, found in `TYPOS` by the name the data files give it.

A kind returns None where it finds nothing to change in a word; the word then gets the
neighbour-key substitution (`substitute`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from attachguard_lab.corpus import phrases
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.perturbation.letters import (
    CONSONANTS,
    SPACEBAR,
    VOWELS,
    loose_letters,
    recase,
    same_case,
)

# Each split has its own kinds, so held-out documents show typos never tuned on.
TYPO_KINDS = phrases.pool("perturbation.typo_kinds")

# The keys beside each letter.
NEIGHBOURS = {
    "a": "sq", "b": "vn", "c": "xv", "d": "sf", "e": "wr", "f": "dg", "g": "fh", "h": "gj",
    "i": "uo", "j": "hk", "k": "jl", "l": "k", "m": "n", "n": "bm", "o": "ip", "p": "o",
    "r": "et", "s": "ad", "t": "ry", "u": "yi", "v": "cb", "w": "qe", "y": "tu",
}  # fmt: skip
# Digits for letters (leet), letter pairs that read as one letter when set tight (kerning),
# and spelling-by-sound rules that rewrite one spot of the lower-cased word (phonetic).
LEET = {"o": "0", "i": "1", "e": "3", "a": "4", "s": "5", "t": "7", "g": "9", "b": "8"}
KERNING = {"m": "rn", "w": "vv", "d": "cl", "l": "I", "n": "ri", "k": "lc", "h": "ln", "b": "lo"}
KERNING_UPPER = {"W": "VV", "M": "IVI", "O": "0", "I": "l"}
KERNING_LAST = {"e": "c", "i": "l"}
PHONETIC = (
    (r"ph", "f"), (r"ck", "k"), (r"c(?=[aoulrt])", "k"), (r"(?<=[aeiou])s(?=[aeiou])", "z"),
    (r"ns", "nz"), (r"tion", "shun"), (r"x", "ks"), (r"qu", "kw"), (r"ight", "ite"),
    (r"(?<=[^aeiou])ore$", "or"), (r"ete$", "eet"), (r"age$", "idge"), (r"ant$", "unt"),
    (r"ide$", "yde"), (r"ard$", "erd"), (r"ord$", "urd"), (r"get$", "git"), (r"er$", "ur"),
    (r"ous$", "us"), (r"i(?=or$)", "y"), (r"ask$", "ahsk"), (r"^s(?=[ei])", "c"),
    (r"^u", "yu"), (r"ly$", "lee"), (r"(?<=[^aeiou])y$", "ie"), (r"sys", "sis"),
    (r"^be", "bi"), (r"^re", "ri"),
)  # fmt: skip
# A letter read as its mirror image (mirror), else as a letter of similar shape.
MIRROR = {"b": "d", "d": "b", "p": "q", "q": "p", "n": "u", "u": "n", "m": "w", "w": "m"}
SLIPS = {"t": "f", "f": "t", "h": "n", "e": "c", "c": "e", "l": "i", "r": "n"}
# A consonant with its voiced or voiceless partner (voicing), the number-row keys above a
# top-row letter (numrow), and the keys straight above or below (vertical).
VOICING = {"b": "p", "p": "b", "d": "t", "t": "d", "g": "k", "k": "g", "v": "f", "f": "v",
           "z": "s", "s": "z"}  # fmt: skip
NUMROW = {"q": "12", "w": "23", "e": "34", "r": "45", "t": "56", "y": "67", "u": "78", "i": "89",
          "o": "90", "p": "0"}  # fmt: skip
VERTICAL = {
    "q": "a", "w": "s", "e": "d", "r": "f", "t": "g", "y": "h", "u": "j", "i": "k", "o": "l",
    "a": "qz", "s": "wx", "d": "ec", "f": "rv", "g": "tb", "h": "yn", "j": "um", "k": "i",
    "l": "o", "z": "a", "x": "s", "c": "d", "v": "f", "b": "g", "n": "h", "m": "j",
}  # fmt: skip
# The key struck by the same finger of the other hand (crosshand), m/n and l/r confusions
# (sonorant), and two-vowel spellings of a single vowel (digraph).
CROSSHAND = {
    "q": "p", "w": "o", "e": "i", "r": "u", "t": "y", "s": "l", "d": "k", "f": "j", "g": "h",
    "v": "m", "b": "n", "p": "q", "o": "w", "i": "e", "u": "r", "y": "t", "l": "s", "k": "d",
    "j": "f", "h": "g", "m": "v", "n": "b",
}  # fmt: skip
SONORANT = {"m": "n", "n": "m", "l": "r", "r": "l"}
DIGRAPH = {"a": ("ai", "au"), "e": ("ea", "ei"), "i": ("ie", "ei"), "o": ("oa", "ou"),
           "u": ("ou", "ue")}  # fmt: skip
# The forms a predictive keyboard offers for words that do not simply take an ending
# (autocomplete).
COMPLETIONS = {
    "previous": ("previously",), "prior": ("priority", "priors"), "only": ("online",),
    "before": ("beforehand",), "important": ("importantly", "importance"),
    "assistant": ("assistants", "assistance"), "system": ("systems", "systematic"),
    "user": ("users", "username"), "instructions": ("instruction", "instructed"),
    "answer": ("answers", "answered"), "message": ("messages", "messaging"),
    "password": ("passwords", "passworded"), "override": ("overridden", "overrides"),
    "disregard": ("disregards", "disregarded"), "forget": ("forgets", "forgotten"),
    "send": ("sends", "sending"), "tell": ("tells", "telling"), "task": ("tasks", "tasked"),
}  # fmt: skip
# What a Mac keyboard types for a letter while Option (with Shift, for capitals) is held
# (optionkey), the letters that a laptop's built-in number pad turns into digits (numlock),
# and real words a phone's autocorrect puts in place of a mistyped one (realword).
OPTION_KEY = {"a": "\u00e5", "c": "\u00e7", "d": "\u2202", "f": "\u0192", "m": "\u00b5",
              "o": "\u00f8", "p": "\u03c0", "s": "\u00df"}  # fmt: skip
OPTION_KEY_MORE = {"t": "\u2020", "l": "\u00ac", "y": "\u00a5", "r": "\u00ae", "g": "\u00a9",
                   "b": "\u222b", "w": "\u2211"}  # fmt: skip
OPTION_SHIFT = {"A": "\u00c5", "C": "\u00c7", "O": "\u00d8", "P": "\u220f"}
NUMPAD = {"u": "4", "i": "5", "o": "6", "j": "1", "k": "2", "l": "3", "m": "0"}
AUTOCORRECT = {
    "ignore": ("ignite",), "instructions": ("instructors",), "previous": ("precious", "pervious"),
    "prior": ("prion",), "password": ("passport",), "forward": ("foreword",),
    "send": ("sand", "seed"), "reply": ("replay",), "delete": ("deplete",),
    "tell": ("tall", "till"), "user": ("used",), "message": ("massage",), "refuse": ("refuge",),
    "task": ("tusk", "tack"), "forget": ("forge",),
}  # fmt: skip
# The key a French (AZERTY) or German (QWERTZ) typist's fingers find on a QWERTY keyboard
# (layout), the digit a phone keyboard gives for a long press on the top row, not e, whose 3
# is also a leet spelling (longpress), note-taking shorthand (shorthand), what speech
# recognition writes for a word (dictation), and the look-alike word a phone's
# second-language dictionary puts in its place (foreign).
LAYOUT = {"a": "q", "q": "a", "w": "z", "y": "z", "z": "y"}
LONGPRESS = {"q": "1", "w": "2", "r": "4", "t": "5", "y": "6", "u": "7", "i": "8", "o": "9",
             "p": "0"}  # fmt: skip
SHORTHAND = {
    "instructions": ("instrs", "instrux"), "previous": ("prev",), "assistant": ("asst",),
    "system": ("sys",), "password": ("pwd", "pw"), "forward": ("fwd",), "transfer": ("xfer",),
    "message": ("msg",), "delete": ("del",), "user": ("usr",), "answer": ("ans",),
    "important": ("impt",), "before": ("b4", "bfr"), "forget": ("4get",),
}  # fmt: skip
DICTATION = {
    "prior": ("pry or",), "assistant": ("assist and", "assist ant"), "password": ("pass word",),
    "forward": ("for word",), "user": ("use her", "you sir"), "disregard": ("this regard",),
    "important": ("import and",), "before": ("be for",), "forget": ("for get",),
    "override": ("over ride",),
}  # fmt: skip
FOREIGN = {
    "ignore": ("ignora", "ignor\u00e9"), "instructions": ("instrucciones",),
    "previous": ("previo",), "prior": ("prier",), "assistant": ("assistente", "asistente"),
    "system": ("sistema", "syst\u00e8me"), "transfer": ("transfert",), "tell": ("tel",),
    "user": ("usar",), "refuse": ("refus\u00e9",), "important": ("importante",),
    "message": ("mensaje",), "reply": ("r\u00e9plica",),
}  # fmt: skip
# The punctuation keys a finger catches beside a letter (punctkey), the letter groups of a
# phone keypad, pressed once too often or too rarely (multitap), braille cells as sets of
# dots, a braille keyboard's chord with one dot too many or too few (braillekeys), and an
# on-screen keyboard laid out alphabetically in rows of six, as on televisions and consoles
# (tvgrid).
PUNCT_KEYS = {"p": "[;", "l": ";.", "k": ",", "m": ","}
KEYPAD = ("abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz")
BRAILLE = {
    "a": "1", "b": "12", "c": "14", "d": "145", "e": "15", "f": "124", "g": "1245", "h": "125",
    "i": "24", "j": "245", "k": "13", "l": "123", "m": "134", "n": "1345", "o": "135",
    "p": "1234", "q": "12345", "r": "1235", "s": "234", "t": "2345", "u": "136", "v": "1236",
    "w": "2456", "x": "1346", "y": "13456", "z": "1356",
}  # fmt: skip
BRAILLE_NEAR = {
    a: "".join(b for b in BRAILLE if len(set(BRAILLE[a]) ^ set(BRAILLE[b])) == 1) for a in BRAILLE
}
GRID_WIDTH = 6


def _substitute(draw: Draw, word: str, i: int) -> str:
    """The letter at `i` replaced by a key beside it."""
    near = NEIGHBOURS.get(word[i].lower(), "e")
    return word[:i] + draw.choice(near) + word[i + 1 :]


def _transpose(draw: Draw, word: str, i: int) -> str | None:
    return word[:i] + word[i + 1] + word[i] + word[i + 2 :]


def _neighbour(draw: Draw, word: str, i: int) -> str | None:
    extra = draw.choice(NEIGHBOURS.get(word[i - 1].lower(), "e"))
    return word[:i] + extra + word[i:]


def _drop(draw: Draw, word: str, i: int) -> str | None:
    return word[:i] + word[i + 1 :]


def _double(draw: Draw, word: str, i: int) -> str | None:
    return word[:i] + word[i] + word[i:]


def _vowel(draw: Draw, word: str, i: int) -> str | None:
    # One vowel written as another ("instrictions", "passward").
    at = [k for k in range(1, len(word)) if word[k].lower() in VOWELS] or [i]
    k = draw.choice(at)
    new = draw.choice([v for v in VOWELS if v != word[k].lower()])
    return word[:k] + (new.upper() if word[k].isupper() else new) + word[k + 1 :]


def _swap(draw: Draw, word: str, i: int) -> str | None:
    # Two letters with one or two letters between them trade places ("igrone", "pawssord").
    n = len(word)
    pairs = [
        (a, b)
        for a in range(1, n)
        for b in range(a + 2, min(n, a + 4))
        if word[a].lower() != word[b].lower()
    ] or [(0, n - 1)]
    a, b = draw.choice(pairs)
    return word[:a] + word[b] + word[a + 1 : b] + word[a] + word[b + 1 :]


def _triple(draw: Draw, word: str, i: int) -> str | None:
    return word[:i] + word[i] * 3 + word[i + 1 :]


def _leet(draw: Draw, word: str, i: int) -> str | None:
    at = [k for k, c in enumerate(word) if c.lower() in LEET] or [i]
    picked = draw.sample(at, min(len(at), draw.between(1, 2)))
    return "".join(LEET.get(c.lower(), "0") if k in picked else c for k, c in enumerate(word))


def _kerning(draw: Draw, word: str, i: int) -> str | None:
    kern = [(k, KERNING[c]) for k, c in enumerate(word) if c in KERNING]
    kern += [(k, KERNING_UPPER[c]) for k, c in enumerate(word) if c in KERNING_UPPER]
    kern = kern or [(k, KERNING_LAST[c]) for k, c in enumerate(word) if c in KERNING_LAST]
    kern = kern or [(k, LEET[c.lower()]) for k, c in enumerate(word) if c.lower() in LEET]
    k, new = draw.choice(kern) if kern else (i, draw.choice(NEIGHBOURS.get(word[i].lower(), "e")))
    return word[:k] + new + word[k + 1 :]


def _phonetic(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    matches = [(m, new) for rule, new in PHONETIC for m in re.finditer(rule, low)]
    if matches:
        m, new = draw.choice(matches)
        low = low[: m.start()] + new + low[m.end() :]
    else:
        at = [k for k in range(len(low) - 1) if low[k] in VOWELS and low[k + 1] not in VOWELS]
        k = draw.choice(at) if at else i
        low = low[: k + 1] + "h" + low[k + 1 :]
    if word.isupper():
        return low.upper()
    return low[0].upper() + low[1:] if word[0].isupper() else low


def _stutter(draw: Draw, word: str, i: int) -> str | None:
    # A two-letter chunk typed twice ("instrtructions", "passwowrd").
    k = draw.between(1, max(1, len(word) - 3))
    return word[: k + 2] + word[k : k + 2] + word[k + 2 :]


def _mirror(draw: Draw, word: str, i: int) -> str | None:
    # One letter read or typed as its mirror image ("qrevious", "delete" as "belete").
    spots = [k for k, c in enumerate(word) if c.lower() in MIRROR]
    table = MIRROR
    if not spots:
        spots = [k for k, c in enumerate(word) if c.lower() in SLIPS] or [i]
        table = SLIPS
    k = draw.choice(spots)
    new = table.get(word[k].lower(), "e")
    return word[:k] + (new.upper() if word[k].isupper() else new) + word[k + 1 :]


def _epenthesis(draw: Draw, word: str, i: int) -> str | None:
    # A stray vowel between two consonants ("instiructions", "passeword").
    low = word.lower()
    spots = (
        [
            k
            for k in range(1, len(word))
            if low[k - 1].isalpha() and low[k].isalpha() and not {low[k - 1], low[k]} & set(VOWELS)
        ]
        or [k for k in range(1, len(word)) if low[k - 1] not in VOWELS]
        or [i]
    )
    k = draw.choice(spots)
    new = draw.choice("aeeio")
    return word[:k] + (new.upper() if word.isupper() else new) + word[k:]


def _jumble(draw: Draw, word: str, i: int) -> str | None:
    # Three neighbouring letters rotate by one place, so one letter jumps over the other
    # two ("insrutctions", "fowarrd"); the first letter stays. A rotation is neither an
    # adjacent transposition nor a swap of two letters.
    a = draw.between(1, max(1, len(word) - 4))
    inner = word[a : a + 3]
    turns = sorted({inner[1:] + inner[:1], inner[-1:] + inner[:-1]} - {inner})
    if len(inner) < 3 or not turns:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    return word[:a] + draw.choice(turns) + word[a + 3 :]


def _syncope(draw: Draw, word: str, i: int) -> str | None:
    # One or two vowels inside the word left out, as in hurried typing ("instrctions",
    # "passwrd"); never two side by side, so the word keeps its shape.
    spots = [k for k in range(1, len(word) - 1) if word[k].lower() in VOWELS]
    if spots:
        gone = {draw.choice(spots)}
        rest = [k for k in spots if all(abs(k - g) > 1 for g in gone)]
        if rest and len(word) >= 10 and draw.chance(0.5):
            gone.add(draw.choice(rest))
        return "".join(c for k, c in enumerate(word) if k not in gone)
    return None


def _voicing(draw: Draw, word: str, i: int) -> str | None:
    # A consonant (not the first letter) written as its voiced or voiceless partner
    # ("passwort", "sysdem"); a doubled letter changes as a pair ("pazzword").
    spots = [k for k in range(1, len(word)) if word[k].lower() in VOICING]
    if spots:
        k = draw.choice(spots)
        old = word[k].lower()
        a, b = k, k + 1
        while a > 1 and word[a - 1].lower() == old:
            a -= 1
        while b < len(word) and word[b].lower() == old:
            b += 1
        new = "".join(same_case(c, VOICING[old]) for c in word[a:b])
        return word[:a] + new + word[b:]
    return None


def _anticipation(draw: Draw, word: str, i: int) -> str | None:
    # A letter typed too early: one spot takes a letter that comes one to three places
    # later in the word ("irnore", "passwdrd"), never making a letter double.
    low = word.lower()
    pairs = [
        (k, j)
        for k in range(1, len(word) - 1)
        for j in range(k + 1, min(len(word), k + 4))
        if len(word) >= 5 and low[j].isalpha() and low[j] not in low[k - 1 : k + 2]
    ]
    if pairs:
        k, j = draw.choice(pairs)
        return word[:k] + same_case(word[k], word[j]) + word[k + 1 :]
    return None


def _numrow(draw: Draw, word: str, i: int) -> str | None:
    # A number-row key caught next to the top-row letter below it ("ign9ore",
    # "passw3ord").
    spots = [k for k, c in enumerate(word) if c.lower() in NUMROW]
    if spots:
        k = draw.choice(spots)
        digit = draw.choice(NUMROW[word[k].lower()])
        cut = k + 1 if k == 0 or draw.chance(0.5) else k
        return word[:cut] + digit + word[cut:]
    return None


def _vertical(draw: Draw, word: str, i: int) -> str | None:
    # A letter replaced by the key straight above or below it ("passwlrd", "ihnore").
    spots = [k for k in range(1, len(word) - 1) if word[k].lower() in VERTICAL] or [i]
    k = draw.choice(spots)
    new = draw.choice(VERTICAL.get(word[k].lower(), "e"))
    return word[:k] + same_case(word[k], new) + word[k + 1 :]


def _perseveration(draw: Draw, word: str, i: int) -> str | None:
    # A letter typed again a little later, in place of the one that belongs there: one
    # spot takes a letter from two or three places before it ("ignorn", "passwsrd").
    low = word.lower()
    pairs = [
        (k, j)
        for k in range(2, len(word))
        for j in range(max(0, k - 3), k - 1)
        if low[j].isalpha() and low[j] not in low[k - 1 : k + 2]
    ]
    if pairs:
        k, j = draw.choice(pairs)
        return word[:k] + same_case(word[k], word[j]) + word[k + 1 :]
    return None


def _crosshand(draw: Draw, word: str, i: int) -> str | None:
    # A letter struck by the same finger of the other hand ("ignori", "passwird").
    spots = [k for k in range(1, len(word)) if word[k].lower() in CROSSHAND]
    if spots:
        k = draw.choice(spots)
        return word[:k] + same_case(word[k], CROSSHAND[word[k].lower()]) + word[k + 1 :]
    return None


def _clipped(draw: Draw, word: str, i: int) -> str | None:
    # The word cut short by its last letter ("ignor", "passwor").
    return word[:-1] if len(word) >= 4 else None


def _sonorant(draw: Draw, word: str, i: int) -> str | None:
    # m/n or l/r confused at one spot ("igmore", "passwold").
    spots = [k for k in range(1, len(word)) if word[k].lower() in SONORANT]
    if spots:
        k = draw.choice(spots)
        return word[:k] + same_case(word[k], SONORANT[word[k].lower()]) + word[k + 1 :]
    return None


def _digraph(draw: Draw, word: str, i: int) -> str | None:
    # A single vowel spelt as two ("ignoure", "passwoard", "deleate").
    low = word.lower()
    spots = [
        k
        for k in range(1, len(word))
        if low[k] in DIGRAPH
        and low[k - 1] not in VOWELS
        and k + 1 < len(word)
        and low[k + 1] not in VOWELS
    ]
    if spots:
        k = draw.choice(spots)
        pair = draw.choice(DIGRAPH[low[k]])
        new = pair.upper() if word.isupper() else same_case(word[k], pair[0]) + pair[1]
        return word[:k] + new + word[k + 1 :]
    return None


def _bouncing(draw: Draw, word: str, i: int) -> str | None:
    # A worn key that registers twice: one letter doubled wherever it occurs after the
    # first letter ("innstructionns", "ignorre").
    spots = loose_letters(word)
    if spots:
        many = sorted(c for c, ks in spots.items() if len(ks) > 1)
        letter = draw.choice(many or sorted(spots))
        return "".join(c * 2 if k in spots[letter] else c for k, c in enumerate(word))
    return None


def _deadkey(draw: Draw, word: str, i: int) -> str | None:
    # A key that fails to register: one letter missing wherever it occurs after the first
    # letter ("instructons", "igore", "insrucions"); never the last letter, and a letter
    # that occurs twice only in long words.
    spots = loose_letters(word)
    most = 2 if len(word) >= 10 else 1
    letters = sorted(c for c, ks in spots.items() if len(ks) <= most and len(word) - 1 not in ks)
    if letters and len(word) >= 4:
        letter = draw.choice(letters)
        return "".join(c for k, c in enumerate(word) if k not in spots[letter])
    return None


def _spacebar(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # The thumb catches a key just above the space bar as the word ends ("ignoren",
    # "passwordb").
    extra = draw.choice([c for c in SPACEBAR if c != low[-1]])
    return word + (extra.upper() if word.isupper() else extra)


def _cluster(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # One consonant of a consonant cluster left out ("instuctions", "pasword", "trasfer").
    places = [
        k
        for k in range(1, len(word))
        if low[k] in CONSONANTS
        and (low[k - 1] in CONSONANTS or (k + 1 < len(word) and low[k + 1] in CONSONANTS))
    ]
    if places and len(word) >= 4:
        k = draw.choice(places)
        return word[:k] + word[k + 1 :]
    return None


def _autocomplete(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # A predictive keyboard finishes the word as another form of it ("ignored",
    # "instruction", "previously").
    if low in COMPLETIONS:
        options = list(COMPLETIONS[low])
    elif low.endswith("s") and not low.endswith(("ss", "us", "is")):
        options = [low[:-1]]
    elif low.endswith("e"):
        options = [low + "d", low + "s"]
    elif low.endswith("y") and len(low) > 2 and low[-2] not in VOWELS:
        options = [low[:-1] + "ies", low + "ing"]
    else:
        options = [low + "s", low + "ing"]
    return recase(word, draw.choice(options))


def _gemination(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # A double consonant written once, or a single one between vowels written twice, as
    # in common misspellings ("pasword", "refusse", "dellete").
    doubles = [k for k in range(1, len(word)) if low[k] == low[k - 1] and low[k] in CONSONANTS]
    if doubles:
        k = draw.choice(doubles)
        return word[:k] + word[k + 1 :]
    singles = [
        k
        for k in range(1, len(word) - 1)
        if low[k] in CONSONANTS and low[k - 1] in VOWELS and low[k + 1] in VOWELS
    ] or [
        k
        for k in range(1, len(word) - 1)
        if low[k] in CONSONANTS and low[k + 1] in VOWELS + "y" and low[k + 1] != low[k]
    ]
    if singles:
        k = draw.choice(singles)
        return word[: k + 1] + word[k] + word[k + 1 :]
    return None


def _headless(draw: Draw, word: str, i: int) -> str | None:
    # The first key of the word never registered ("gnore", "assword").
    return word[1:] if len(word) >= 5 else None


def _restart(draw: Draw, word: str, i: int) -> str | None:
    # The word begun, abandoned and typed again from the start ("igignore", "passpassword").
    if len(word) < 4:
        return None
    n = draw.between(2, min(4, len(word) - 2))
    return word[:n] + word


def _optionkey(draw: Draw, word: str, i: int) -> str | None:
    # One letter typed with the Option key still held ("ign\u00f8re", "pa\u00dfsword").
    spots = [
        k
        for k in range(1, len(word))
        if (word[k].islower() and word[k] in OPTION_KEY) or word[k] in OPTION_SHIFT
    ] or [k for k in range(1, len(word)) if word[k].islower() and word[k] in OPTION_KEY_MORE]
    if not spots:
        return None
    k = draw.choice(spots)
    symbol = OPTION_SHIFT.get(word[k]) or OPTION_KEY.get(word[k]) or OPTION_KEY_MORE[word[k]]
    return word[:k] + symbol + word[k + 1 :]


def _numlock(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # Number lock left on, so a letter of the laptop's built-in keypad comes out as its
    # digit ("ign6re", "passw6rd"); two of them in a long word.
    spots = [k for k in range(1, len(word)) if low[k] in NUMPAD]
    if not spots:
        return None
    many = 2 if len(word) >= 9 and len(spots) > 1 and draw.chance(0.5) else 1
    hit = set(draw.sample(spots, many))
    return "".join(NUMPAD[low[k]] if k in hit else c for k, c in enumerate(word))


def _thumbspace(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # The thumb strikes the space bar instead of a letter on the row above it ("ig ore",
    # "i structions"); never the last letter.
    spots = [k for k in range(1, len(word) - 1) if low[k] in SPACEBAR]
    if not spots:
        return None
    k = draw.choice(spots)
    return word[:k] + " " + word[k + 1 :]


def _realword(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    if low not in AUTOCORRECT:
        return None
    # Autocorrect swaps the word for a real word spelt almost the same ("massage",
    # "replay", "passport").
    return recase(word, draw.choice(AUTOCORRECT[low]))


def _layout(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # One letter typed where a French or German keyboard has it ("pqssword", "szstem").
    spots = [k for k in range(len(word)) if low[k] in LAYOUT]
    if not spots:
        return None
    k = draw.choice(spots)
    return word[:k] + same_case(word[k], LAYOUT[low[k]]) + word[k + 1 :]


def _longpress(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # A top-row key held a moment too long on a phone, giving its digit ("ign9re",
    # "pass2ord").
    spots = [k for k in range(1, len(word)) if low[k] in LONGPRESS]
    if not spots:
        return None
    k = draw.choice(spots)
    return word[:k] + LONGPRESS[low[k]] + word[k + 1 :]


def _shorthand(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    if low not in SHORTHAND:
        return None
    # The abbreviation of a hurried note ("pwd", "msg", "prev").
    return recase(word, draw.choice(SHORTHAND[low]))


def _dictation(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    if low not in DICTATION:
        return None
    # Speech recognition writes the word as words that sound like it ("pass word",
    # "this regard").
    return recase(word, draw.choice(DICTATION[low]))


def _foreign(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    if low not in FOREIGN:
        return None
    # A phone set to two languages swaps in the other language's look-alike ("sistema",
    # "importante").
    return recase(word, draw.choice(FOREIGN[low]))


def _repeatword(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # The word typed twice, as in "the the"; a capitalised first copy is followed by a
    # lower-case one ("Ignore ignore").
    again = low if word[:1].isupper() and not word.isupper() else word
    return word + " " + again


def _punctkey(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # A punctuation key beside a letter struck together with it ("p;assword", "im,portant").
    spots = [k for k in range(len(word) - 1) if low[k] in PUNCT_KEYS]
    if not spots:
        return None
    k = draw.choice(spots)
    return word[: k + 1] + draw.choice(PUNCT_KEYS[low[k]]) + word[k + 1 :]


def _multitap(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # On a phone keypad a key is pressed once too often, or once too rarely, so a letter
    # becomes its neighbour on the same key ("ihnore", "passwnrd").
    spots = [k for k in range(1, len(word)) if low[k] in "".join(KEYPAD)]
    if not spots:
        return None
    k = draw.choice(spots)
    group = next(g for g in KEYPAD if low[k] in g)
    step = 1 if draw.chance(0.7) else -1
    new = group[(group.index(low[k]) + step) % len(group)]
    return word[:k] + same_case(word[k], new) + word[k + 1 :]


def _braillekeys(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # A chord on a braille keyboard with one dot too many or too few ("ihnore", "passwrrd").
    spots = [k for k in range(1, len(word)) if BRAILLE_NEAR.get(low[k])]
    if not spots:
        return None
    k = draw.choice(spots)
    new = draw.choice(BRAILLE_NEAR[low[k]])
    return word[:k] + same_case(word[k], new) + word[k + 1 :]


def _tvgrid(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # The remote's cursor stops a row too early or too late on an alphabetical on-screen
    # keyboard ("imnore", "pgssword").
    spots = [k for k in range(1, len(word)) if "a" <= low[k] <= "z"]
    if not spots:
        return None
    k = draw.choice(spots)
    at = ord(low[k]) - 97
    rows = [n for n in (at - GRID_WIDTH, at + GRID_WIDTH) if 0 <= n < 26]
    return word[:k] + same_case(word[k], chr(97 + draw.choice(rows))) + word[k + 1 :]


def _apostrophe(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # The greengrocer's apostrophe before a plural s ("instruction's").
    if len(word) >= 4 and low.endswith("s") and not low.endswith(("ss", "us", "is")):
        return word[:-1] + "'" + word[-1]
    return None


def _misdouble(draw: Draw, word: str, i: int) -> str | None:
    low = word.lower()
    # A double letter written once and a nearby consonant doubled instead ("paswword",
    # "asisstant", "mesagge").
    doubles = [k for k in range(1, len(word)) if low[k] == low[k - 1] and low[k].isalpha()]
    if not doubles:
        return None
    k = draw.choice(doubles)
    single = word[:k] + word[k + 1 :]
    one = single.lower()
    spots = [
        j
        for j in range(1, len(single))
        if 1 <= abs(j - (k - 1)) <= 3
        and one[j] in CONSONANTS
        and one[j - 1] != one[j]
        and (j + 1 == len(single) or one[j + 1] != one[j])
    ]
    if not spots:
        return None
    j = draw.choice(spots)
    return single[: j + 1] + single[j] + single[j + 1 :]


# The position every kind is handed (drawn before the kind looks at the word).
Typo = Callable[[Draw, str, int], str | None]

TYPOS: dict[str, Typo] = {
    "transpose": _transpose,
    "neighbour": _neighbour,
    "drop": _drop,
    "double": _double,
    "substitute": _substitute,
    "vowel": _vowel,
    "swap": _swap,
    "triple": _triple,
    "leet": _leet,
    "kerning": _kerning,
    "phonetic": _phonetic,
    "stutter": _stutter,
    "mirror": _mirror,
    "epenthesis": _epenthesis,
    "jumble": _jumble,
    "syncope": _syncope,
    "voicing": _voicing,
    "anticipation": _anticipation,
    "numrow": _numrow,
    "vertical": _vertical,
    "perseveration": _perseveration,
    "crosshand": _crosshand,
    "clipped": _clipped,
    "sonorant": _sonorant,
    "digraph": _digraph,
    "bouncing": _bouncing,
    "deadkey": _deadkey,
    "spacebar": _spacebar,
    "cluster": _cluster,
    "autocomplete": _autocomplete,
    "gemination": _gemination,
    "headless": _headless,
    "restart": _restart,
    "optionkey": _optionkey,
    "numlock": _numlock,
    "thumbspace": _thumbspace,
    "realword": _realword,
    "layout": _layout,
    "longpress": _longpress,
    "shorthand": _shorthand,
    "dictation": _dictation,
    "foreign": _foreign,
    "repeatword": _repeatword,
    "punctkey": _punctkey,
    "multitap": _multitap,
    "braillekeys": _braillekeys,
    "tvgrid": _tvgrid,
    "apostrophe": _apostrophe,
    "misdouble": _misdouble,
}


def typo(draw: Draw, word: str) -> str:
    """`word` with one typo of a kind drawn from the split's kinds."""
    kind = draw.pick(TYPO_KINDS)
    i = draw.between(1, len(word) - 2)
    changed = TYPOS[kind](draw, word, i)
    return _substitute(draw, word, i) if changed is None else changed
