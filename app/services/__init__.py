"""Use cases: one module per capability, orchestrating domain rules, judges and the store."""
