"""Judges: one module per kind behind one small protocol (`protocol`), built by `factory`.

Nothing is imported here: the worker processes import the text readers and the rules alone,
not every judge's HTTP client.
"""
