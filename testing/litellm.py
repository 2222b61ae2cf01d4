"""A real LiteLLM proxy on loopback, offline: mocked models, the service as its guardrail.

The proxy lives in its own environment (`make litellm-env`: `.venv-litellm`, from
tests/gateways/litellm-requirements.txt), so the service's lock never carries it. Nothing is
fetched at run time: `LITELLM_LOCAL_MODEL_COST_MAP=True` keeps the import from downloading the
cost map, and the models answer with `mock_response` / `mock_tool_calls`.
"""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx2
import yaml

from testing.net import free_port

ROOT = Path(__file__).resolve().parent.parent
ENVIRONMENT = ROOT / ".venv-litellm"
MASTER_KEY = "sk-attachguard-tests-0123456789"
_PR_SET_PDEATHSIG = 1


def litellm_binary() -> Path:
    binary = Path(os.environ.get("ATTACHGUARD_LITELLM", ENVIRONMENT / "bin" / "litellm"))
    if not binary.exists():
        raise RuntimeError(f"no LiteLLM proxy at {binary}: run `make litellm-env` first")
    return binary


def _die_with_parent() -> None:
    ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def guardrail(
    name: str, mode: str, api_base: str, api_key: str, policy: str, **extra: Any
) -> dict[str, Any]:
    """A `generic_guardrail_api` guardrail that calls the service with a named policy."""
    return {
        "guardrail_name": name,
        "litellm_params": {
            "guardrail": "generic_guardrail_api",
            "mode": mode,
            "api_base": api_base,
            "api_key": api_key,
            "default_on": True,
            "extra_headers": ["x-attachguard-job"],
            "unreachable_fallback": "fail_closed",
            "timeout": 10,
            "additional_provider_specific_params": {"policy": policy},
            **extra,
        },
    }


def mock_model(name: str, text: str, tool_calls: list[dict[str, Any]] | None = None) -> Any:
    params: dict[str, Any] = {
        "model": f"openai/{name}",
        "api_key": "sk-fake",
        "mock_response": text,
    }
    if tool_calls:
        params["mock_tool_calls"] = tool_calls
    return {"model_name": name, "litellm_params": params}


class LiteLLMProxy:
    """`litellm --config` on a free loopback port, with the models and guardrails given."""

    def __init__(
        self, directory: Path, models: list[Any], guardrails: list[dict[str, Any]]
    ) -> None:
        self.directory = directory
        self.config = {
            "model_list": models,
            "guardrails": guardrails,
            "general_settings": {"master_key": MASTER_KEY},
        }
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.log = directory / "litellm.log"
        self._process: subprocess.Popen[bytes] | None = None

    def start(self, timeout_s: float = 120.0) -> None:
        config = self.directory / "litellm.yaml"
        config.write_text(yaml.safe_dump(self.config, sort_keys=False))
        env = {
            **os.environ,
            "LITELLM_LOCAL_MODEL_COST_MAP": "True",
            "DISABLE_SCHEMA_UPDATE": "True",
            "LITELLM_TELEMETRY": "False",
            "LITELLM_LOG": "ERROR",
        }
        command = [litellm_binary(), "--config", config, "--host", "127.0.0.1"]
        with self.log.open("wb") as sink:
            self._process = subprocess.Popen(
                [*map(str, command), "--port", str(self.port)],
                cwd=self.directory,
                env=env,
                stdout=sink,
                stderr=sink,
                preexec_fn=_die_with_parent,
            )
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"the proxy exited: {self.log.read_text()[-2000:]}")
            try:
                if httpx2.get(f"{self.base_url}/health/liveliness", timeout=1).status_code == 200:
                    return
            except httpx2.TransportError:
                pass
            time.sleep(0.25)
        self.stop()
        raise RuntimeError(f"the proxy did not start: {self.log.read_text()[-2000:]}")

    def stop(self) -> None:
        if self._process is None or self._process.poll() is not None:
            return
        self._process.terminate()
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()

    def chat(
        self, client: httpx2.Client, model: str, messages: list[Any], **headers: str
    ) -> httpx2.Response:
        return client.post(
            f"{self.base_url}/v1/chat/completions",
            json={"model": model, "messages": messages},
            headers={"Authorization": f"Bearer {MASTER_KEY}", **headers},
            timeout=60,
        )
