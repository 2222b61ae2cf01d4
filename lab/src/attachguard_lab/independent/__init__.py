"""The independent check: AgentDojo's and garak's attacks, measured, never tuned on (README.md)."""
