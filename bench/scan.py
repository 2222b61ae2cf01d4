"""Cost of the bounded mention scan, as a ratio to parsing the same payload with orjson.

Run: `python -m bench.scan`. The baseline is `orjson.loads` of the payload's JSON text,
measured in the same run: what a request pays anyway before any rule runs. A payload far
past the scan's node bound (about 10 MB) must cost no more to scan than one at the bound.
"""

from __future__ import annotations

import re
import timeit
from typing import Any

import orjson

from app.domain.mentions import scan_mentions
from app.judges.heuristic.detection import detect

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
    text = orjson.dumps(data)
    huge = payload(150_000)  # about 8 MB of JSON
    repeat = 50
    scan_s = min(timeit.repeat(lambda: scan_mentions(data), number=repeat, repeat=5)) / repeat
    loads_s = min(timeit.repeat(lambda: orjson.loads(text), number=repeat, repeat=5)) / repeat
    huge_s = min(timeit.repeat(lambda: scan_mentions(huge), number=5, repeat=3)) / 5
    return {
        "scan_ms": scan_s * 1000,
        "loads_ms": loads_s * 1000,
        "ratio": scan_s / loads_s,
        "visited": float(scan_mentions(data).visited),
        "huge_ms": huge_s * 1000,
        "huge_mb": len(orjson.dumps(huge)) / 1e6,
        "huge_ratio": huge_s / scan_s,
    }


def main() -> None:
    f = run()
    print(f"baseline orjson.loads (10k values) {f['loads_ms']:6.2f} ms      1.00x")
    print(
        f"scan_mentions (bounded, BFS)      {f['scan_ms']:7.2f} ms      {f['ratio']:.2f}x"
        f"  ({f['visited']:.0f} values visited)"
    )
    print(
        f"scan of a {f['huge_mb']:.0f} MB payload          {f['huge_ms']:7.2f} ms      "
        f"{f['huge_ratio']:.2f}x the scan at the bound"
    )
    d = detect_rate()
    print(f"baseline one regex pass           {d['one_regex_ms_per_mib']:7.2f} ms/MiB  1.00x")
    print(
        f"heuristic rules, clean prose      {d['rules_ms_per_mib']:7.2f} ms/MiB  {d['ratio']:.2f}x"
    )


if __name__ == "__main__":
    main()
