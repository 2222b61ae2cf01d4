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
