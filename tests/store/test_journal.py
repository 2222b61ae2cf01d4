"""The decision journal on its own: whole lines, torn tails skipped, leftovers claimed once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app.store.journal import Entry, Journal, decode, encode
from tests.conftest import ROOT

ENTRY = Entry("tenant-a", "decisions/job-1", "00000000000000000001-aa", b'{"decision":"allow"}')


def test_an_entry_survives_its_line_and_a_damaged_line_is_none() -> None:
    line = encode(ENTRY)
    assert line.endswith(b"\n")
    assert line.count(b"\n") == 1
    assert decode(line) == ENTRY
    assert decode(line[:-5]) is None  # torn
    assert decode(line.replace(b"allow", b"block")) is None  # changed
    assert decode(b"zz not a line") is None
    assert decode(b"") is None


def test_appends_are_read_back_and_a_torn_tail_is_skipped(tmp_path: Path) -> None:
    journal = Journal(tmp_path)
    journal.start()
    journal.append([encode(ENTRY), encode(ENTRY)], sync=True)
    with open(journal.current.path, "ab") as handle:
        handle.write(encode(ENTRY)[:10])  # a crash in the middle of a write
    assert journal.current.entries() == [ENTRY, ENTRY]
    assert journal.scan("tenant-a", "decisions/job-1") == [ENTRY, ENTRY]
    assert journal.scan("tenant-a", "decisions/job-10") == []
    assert journal.scan("tenant-b", "decisions/job-1") == []


def test_rotation_hands_back_the_full_file_and_leaves_an_empty_one(tmp_path: Path) -> None:
    journal = Journal(tmp_path)
    journal.start()
    assert journal.rotate() is None  # nothing written yet
    journal.append([encode(ENTRY)], sync=False)
    full = journal.rotate()
    assert full is not None
    assert full.entries() == [ENTRY]
    assert journal.current.size == 0
    assert journal.claim_leftovers() == []  # both files are held by this journal
    full.remove()
    assert not full.path.exists()
    journal.remove_current_if_empty()
    assert list(tmp_path.iterdir()) == []


def test_a_file_is_a_leftover_only_once_its_writer_is_gone(tmp_path: Path) -> None:
    script = (
        "import os, sys, time\n"
        "from pathlib import Path\n"
        "from app.store.journal import Entry, Journal, encode\n"
        "journal = Journal(Path(sys.argv[1])); journal.start()\n"
        "journal.append([encode(Entry('t', 's', 'k', b'{}'))], sync=True)\n"
        "print('ready', flush=True); time.sleep(60)\n"
    )
    writer = subprocess.Popen(
        [sys.executable, "-c", script, str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE
    )
    try:
        assert writer.stdout is not None
        assert writer.stdout.readline() == b"ready\n"
        mine = Journal(tmp_path)
        mine.start()
        # Its file is readable (a listing merges it) but not claimable while it lives.
        assert [e.key for e in mine.scan("t", "s")] == ["k"]
        assert mine.claim_leftovers() == []
        writer.kill()
        writer.wait()
        [claimed] = mine.claim_leftovers()
        assert [e.key for e in claimed.entries()] == ["k"]
        # Claimed once: a second journal in the directory finds nothing to take.
        other = Journal(tmp_path)
        other.start()
        assert other.claim_leftovers() == []
        claimed.remove()
        assert other.claim_leftovers() == []
        mine.close()
        other.close()
    finally:
        if writer.poll() is None:
            writer.kill()
            writer.wait()
        if writer.stdout is not None:
            writer.stdout.close()
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".wal", ".wal"]
    assert all(os.path.getsize(p) == 0 for p in tmp_path.iterdir())
