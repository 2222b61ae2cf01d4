"""The process environment after start-up: the secrets it carried are wiped.

Settings read, the variables that hold keys (API keys, the store's credentials, judges'
tokens) have no further use, and leaving them is a gift to anyone who can read the process's
environment: `/proc/<pid>/environ`, a child process, a crash reporter. Removing a variable
from `os.environ` is not enough: `/proc/<pid>/environ` shows the block the kernel copied in
at exec, which `unsetenv` never touches. So each value is first overwritten in place, then
the variable is removed, from the C environment and from Python's copies alike.
"""

from __future__ import annotations

import ctypes
import os
import posix
from collections.abc import Iterable


def wipe(names: Iterable[str]) -> list[str]:
    """Overwrite and remove the named variables; return those that were set. Linux/glibc:
    elsewhere the variables are still removed, only the in-place overwrite is skipped."""
    wanted = {name.encode() + b"=": name for name in names if name in os.environ}
    if not wanted:
        return []
    try:
        libc = ctypes.CDLL(None)
        block = ctypes.POINTER(ctypes.c_void_p).in_dll(libc, "environ")
    except (OSError, ValueError):
        block = None
    index = 0
    while block is not None and block[index]:
        address = block[index]
        entry = ctypes.string_at(address)
        for prefix in wanted:
            if entry.startswith(prefix):
                ctypes.memset(address + len(prefix), 0, len(entry) - len(prefix))
        index += 1
    for name in wanted.values():
        del os.environ[name]
        posix.environ.pop(name.encode(), None)
    return sorted(wanted.values())
