"""The detector on a sample of the labelled corpus's development split (attachguard_lab.corpus).

A regression floor, not the measurement: `python -m attachguard_lab.quality` measures both splits
in full, and the held-out split is never used in tests.
"""

from __future__ import annotations

from attachguard_lab.corpus import Label, Split, make, plan
from attachguard_lab.quality import flagged

SAMPLE_EVERY = 4


def test_recall_and_false_positive_rate_on_a_dev_sample() -> None:
    specs = [spec for spec in plan() if spec.split is Split.DEV][::SAMPLE_EVERY]
    caught = missed = false_alarms = clean = 0
    for spec in specs:
        document = make(spec)
        hit = flagged(document)
        if document.label is Label.MALICIOUS:
            caught, missed = caught + hit, missed + (not hit)
        else:
            false_alarms, clean = false_alarms + hit, clean + (not hit)
    recall = caught / (caught + missed)
    fpr = false_alarms / (false_alarms + clean)
    assert caught + missed > 100
    assert false_alarms + clean > 100
    # Dev holds eight retired held-out generations the cue families were never tuned on; the
    # judge with its learned scorer reads 0.87 of the whole split and 0.89 of this quarter of
    # it (README, Judges); the floor sits under both.
    assert recall >= 0.85, recall
    assert fpr <= 0.02, fpr
