"""Helpers that the service's tests (tests/) and its benchmarks (bench/) both use.

Tests and benchmarks never import each other; what they share lives here, and stays small: a
free port, a fake remote API served over real HTTP, and a real S3 server (SeaweedFS).
"""
