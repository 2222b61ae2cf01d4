"""The embedded, offline judge: its rules (`cues`, `injection`, `detection`), its learned scorer
(`scorer`, with its model in `data/`) and the judge itself (`judge`).

Nothing is imported here: the worker processes load the rules and the scorer alone.
"""
