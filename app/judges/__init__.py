"""Judges: one module per kind behind one small protocol."""
