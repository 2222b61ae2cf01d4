"""The cascade's screen report: shares per review point, counted as the judge counts them."""

from __future__ import annotations

from attachguard_lab.cascade import Screened, report


def test_the_report_counts_what_the_screen_settles_and_sends_on() -> None:
    screened = [
        Screened(malicious=True, flagged=True, score=1.0),
        Screened(malicious=True, flagged=False, score=0.12),
        Screened(malicious=False, flagged=False, score=0.0),
        Screened(malicious=False, flagged=False, score=0.3),
    ]
    text = report("test", screened)
    # At 0.10 both unflagged scores are sent on; at 0.20 the attack's 0.12 is settled clean.
    assert "| 0.10 | 50.0% (1/2) | 0.0% (0/2) | 50.0% (2/4) |" in text
    assert "| 0.20 | 50.0% (1/2) | 50.0% (1/2) | 25.0% (1/4) |" in text
    assert "| 0.50 | 100.0% (2/2) | 50.0% (1/2) | 0.0% (0/4) |" in text


def test_the_live_cascade_sends_only_the_unsure_to_its_deciding_judge() -> None:
    """Through the service: a clear attack and a clear clean file are settled by the screen;
    only a file the screen is unsure of reaches the fake deciding judge on loopback, which
    answers as a perfect judge."""
    from attachguard_lab.cascade import live, live_report, screen
    from attachguard_lab.corpus import Label, load

    documents = load("dev")
    clear_attack = next(d for d in documents if d.label is Label.MALICIOUS and screen(d).flagged)
    clear_clean = next(d for d in documents if d.label is Label.BENIGN and screen(d).score < 0.05)
    unsure = next(
        d
        for d in documents
        if d.label is Label.MALICIOUS and not screen(d).flagged and screen(d).score >= 0.2
    )
    result = live([clear_attack, clear_clean, unsure])
    assert result.answers[(True, "screen", "flagged")] == 1
    assert result.answers[(False, "screen", "passed")] == 1
    assert result.answers[(True, "decide", "flagged")] == 1
    assert len(result.sent) == 1
    assert "files the deciding judge was sent: 1 of 3" in live_report("dev", result)
