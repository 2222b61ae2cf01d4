"""Cost of the bounded mention scan, as a ratio to serialising the same payload.

Run: `python -m bench.scan`. The baseline is `json.dumps` of the payload, measured in the
same run: a scan that costs about one serialisation is cheap next to the request parsing
that precedes it.
"""

from __future__ import annotations

import json
import re
import timeit
from typing import Any

from app.domain.mentions import scan_mentions
from app.judges.detection import detect

A = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"


def payload(width: int) -> Any:
    rows = [{"n": i, "tags": ["a", "b"], "meta": {"k": str(i)}} for i in range(width)]
    return {"rows": rows, "file": {"ID": A, "FullName": "x.txt"}}


def detect_rate() -> dict[str, float]:
    """The heuristic rules over 1 MiB of clean prose, against one plain regex pass."""
    text = "Quarterly revenue grew 4% on strong demand; the team will send the report. " * 14_000
    one = re.compile(r"\bignore\b", re.IGNORECASE)
    rules_s = min(timeit.repeat(lambda: detect(text), number=3, repeat=3)) / 3
    one_s = min(timeit.repeat(lambda: one.search(text), number=3, repeat=3)) / 3
    mib = len(text) / (1024 * 1024)
    return {
        "rules_ms_per_mib": rules_s * 1000 / mib,
        "one_regex_ms_per_mib": one_s * 1000 / mib,
        "ratio": rules_s / one_s,
    }


def run() -> dict[str, float]:
    data = payload(1_500)  # about 10,000 values: the scan's own bound
    repeat = 50
    scan_s = min(timeit.repeat(lambda: scan_mentions(data), number=repeat, repeat=5)) / repeat
    dumps_s = min(timeit.repeat(lambda: json.dumps(data), number=repeat, repeat=5)) / repeat
    return {
        "scan_ms": scan_s * 1000,
        "dumps_ms": dumps_s * 1000,
        "ratio": scan_s / dumps_s,
        "visited": float(scan_mentions(data).visited),
    }


def main() -> None:
    f = run()
    print(f"baseline json.dumps (10k values)  {f['dumps_ms']:7.2f} ms      1.00x")
    print(
        f"scan_mentions (bounded, BFS)      {f['scan_ms']:7.2f} ms      {f['ratio']:.2f}x"
        f"  ({f['visited']:.0f} values visited)"
    )
    d = detect_rate()
    print(f"baseline one regex pass           {d['one_regex_ms_per_mib']:7.2f} ms/MiB  1.00x")
    print(
        f"heuristic rules, clean prose      {d['rules_ms_per_mib']:7.2f} ms/MiB  {d['ratio']:.2f}x"
    )


if __name__ == "__main__":
    main()
