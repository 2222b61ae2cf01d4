"""attachguard: a guardrail service for AI agents that handle files."""

import os

# numpy (the learned scorer's sums) never needs BLAS threads; OpenBLAS would reserve memory for
# one per core, in every worker process too.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

__version__ = "0.1.0"
