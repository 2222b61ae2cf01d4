"""Pure rules: mentions, references, tickets, file fields, verification, MIME. No I/O."""
