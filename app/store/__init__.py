"""Attachment store backends behind one protocol (`protocol`), built by `factory`.

Nothing is imported here: a module that needs the protocol does not load every backend (the
S3 client alone is tens of MiB in every process that imports it).
"""
