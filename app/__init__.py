"""attachguard: a guardrail service for AI agents that handle files."""

__version__ = "0.1.0"
