"""The judge lab: the labelled corpus, the hand-written texts, the scorer's training and the
commands that measure the heuristic judge (`python -m attachguard_lab.quality`)."""
