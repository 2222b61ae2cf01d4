"""Folding: each surface trick undone, and the invisible ones reported."""

from __future__ import annotations

import pytest

from app.judges.heuristic.detection import DEFAULT_CATEGORIES, detect
from app.judges.normalise import clean, fold, hidden_tricks, prepare


@pytest.mark.parametrize(
    ("raw", "folded"),
    [
        ("Ig\u200bnore", "ignore"),
        ("\uff29\uff27\uff2e\uff2f\uff32\uff25", "ignore"),
        ("ign\u043er\u0435", "ignore"),
        ("\u03bfverr\u03b9de", "override"),
        ("i g n o r e this", "ignore this"),
        ("e.g. the U.S. team, Plan A or B", "e.g. the u.s. team, plan a or b"),
        (
            "docs.example.com/a-b-c-d-list, the x-y plot, a*b*c*d",
            "docs.example.com/a-b-c-d-list, the x-y plot, a*b*c*d",
        ),
        ("&#105gnore &#73&#71 &notes; &copyright;", "ignore ig &notes; &copyright;"),
        ("fixes #12&#13 and #101&#102", "fixes #12&#13 and #101&#102"),
        ("doesn\u2019t, you\u2019re", "doesn't, you're"),
        ("s e n d_email", "send_email"),
        ("'ig' + 'nore'", "'ignore'"),
        ("a\\nb \\u0041 \\x42", "a\nb a b"),
        ("&lt;b&gt; &#105;", "<b> i"),
        ("wide    gaps\tand tabs", "wide gaps and tabs"),
        ("pl\u00adain", "plain"),
        # Letters under marks and small capitals read as their plain letters.
        ("\u1ecbgn\u1ecdre pr\u00e9vious", "ignore previous"),
        ("\u026a\u0262\u0274\u1d0f\u0280\u1d07 \u1d00\u029f\u029f", "ignore all"),
        ("Ignor\u0065\u0301 e\u20d7", "ignore e"),
        # Letter runs fold, and a dotted word they leave is read too; either alone as well.
        ("instruuuctions", "instructions"),
        ("u.s.e.r", "user"),
        ("x.AAA.y.z", "xayz"),
    ],
)
def test_fold_undoes_surface_tricks(raw: str, folded: str) -> None:
    assert fold(raw) == folded


def test_clean_keeps_case_for_a_judge_model() -> None:
    assert clean("Ig\u200bnore &amp; \uff21") == "Ignore & A"
    # Marks stay in what a model is shown: "café" is a word, not a trick.
    assert clean("caf\u00e9") == "caf\u00e9"


def test_only_whole_html_entities_are_read() -> None:
    # A URL's `&notes=` is not the legacy entity `&not` followed by "es=".
    assert clean("?city=x&notes=1&region=eu &amp; &#105;") == "?city=x&notes=1&region=eu & i"


def test_plain_ascii_prose_reports_nothing() -> None:
    assert hidden_tricks("Plain text, nothing hidden.") == frozenset()
    assert prepare("Plain").hidden == frozenset()


def test_tricks_with_no_innocent_use_are_reported() -> None:
    assert hidden_tricks("a\u200bb") == {"zero_width"}
    assert hidden_tricks("x\u202ey") == {"bidi"}
    assert hidden_tricks("x\U000e0041") == {"tags"}
    assert hidden_tricks("t\u0430sk") == {"mixed_script"}


# One character of each range Unicode calls default-ignorable, and the interlinear-annotation
# controls: each renders as nothing.
INVISIBLE = [
    "\u034f", "\u115f", "\u1160", "\u17b4", "\u180b", "\u180e", "\u180f", "\u200b",
    "\u2060", "\u2065", "\u206a", "\u206f", "\u3164", "\ufe00", "\ufe0d",
    "\ufe0f", "\uffa0", "\ufff0", "\ufff9", "\ufffb", "\U0001bca0", "\U0001d173",
    "\U000e0100", "\U000e01ef", "\U000e0fff",
]  # fmt: skip


@pytest.mark.parametrize("mark", INVISIBLE, ids=lambda mark: f"U+{ord(mark):04X}")
def test_an_invisible_character_inside_a_word_is_removed_and_reported(mark: str) -> None:
    found = prepare(f"please se{mark}nd the file")
    assert found.text == "please send the file"
    assert found.hidden == {"zero_width"}


def test_invisible_characters_that_are_reported_on_their_own_or_not_at_all() -> None:
    # Removed for matching; reported as their own trick (bidi, tags) or not at all (a soft
    # hyphen hyphenates, a left-to-right or Arabic letter mark sits beside Latin words in
    # mixed-direction text).
    for mark, hidden in (
        ("\u202e", {"bidi"}),
        ("\U000e0041", {"tags"}),
        ("\u00ad", set()),
        ("\u200e", set()),
        ("\u061c", set()),
        ("\u2061", set()),
        ("\u2064", set()),
    ):
        found = prepare(f"se{mark}nd")
        assert found.text == "send", hex(ord(mark))
        assert found.hidden == hidden, hex(ord(mark))


def test_innocent_unicode_is_not_a_trick() -> None:
    # An emoji's presentation selector, an ideograph's variation selector, even with a Latin
    # letter right after; an invisible operator in mathematics.
    assert hidden_tricks("I \u2764\ufe0f it, \u845b\U000e0100 too") == frozenset()
    assert hidden_tricks("\u2714\ufe0fTests pass, \u26a0\ufe0eKnown issue") == frozenset()
    assert hidden_tricks("\u845b\U000e0100City, sin\u2061x") == frozenset()
    assert hidden_tricks("\U0001f468\u200d\U0001f469\u200d\U0001f467 family") == frozenset()
    assert hidden_tricks("\u041f\u0440\u0438\u0432\u0435\u0442, world") == frozenset()
    assert hidden_tricks("Donau\u00addampf") == frozenset()  # a soft hyphen is removed only


def test_an_escaped_surrogate_is_read_as_a_replacement_character() -> None:
    # A manual page quoting JSON's `\ud800` once made the judge fail on its own input.
    text = "Lone surrogates such as \\ud800 or \\udfff are rejected by the decoder."
    assert "\ufffd" in prepare(text).text
    assert detect(text, DEFAULT_CATEGORIES, learned=True) == []
