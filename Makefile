# One command surface for developers, CI and the README.
#
# Installs come from uv.lock (exact versions, hashes): `make lock` refreshes it. uv itself is
# bootstrapped into .tools/ from PyPI, pinned. The client distribution (clients/python) has its
# own lock and environment and is tested by `make test` too (`make client-test`).
PYTHON     ?= python3
VENV       ?= .venv
BIN        := $(VENV)/bin
TOOLS      := .tools
UV_VERSION := 0.13.9
UV         := $(TOOLS)/bin/uv
CLIENT     := clients/python
export UV_PROJECT_ENVIRONMENT := $(VENV)
export UV_PYTHON := $(PYTHON)

.PHONY: install install-runtime run test pytest client-test lint typecheck hadolint openapi bench \
	lock clean

$(UV):
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/python -m pip install --quiet "uv==$(UV_VERSION)"

## The runtime only: what `make run` needs (no test or lint tools).
install-runtime: $(VENV)/.runtime

$(VENV)/.runtime: pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen --no-dev --inexact --quiet
	touch $@

## Runtime, every optional extra (the classifier judge's onnxruntime) and every dev tool.
install: $(VENV)/.dev

$(VENV)/.dev: pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen --all-extras --quiet
	touch $@ $(VENV)/.runtime

## Start the service on its embedded defaults (local disk store, heuristic judge).
run: install-runtime
	$(BIN)/python -m app

## The whole suite: lint, types, Dockerfile lint, every test with branch coverage, then the
## client distribution's lint, types and tests.
test: install lint typecheck hadolint pytest client-test

pytest: install
	$(BIN)/python -m pytest --cov --cov-report=term

## attachguard-client, from its own uv.lock into clients/python/.venv: ruff, mypy --strict and
## its tests, which start this service from $(VENV) (the runtime exactly as uv.lock pins it).
client-test: install-runtime | $(UV)
	$(MAKE) -C $(CLIENT) test VENV=.venv UV=$(abspath $(UV)) SERVER_PYTHON=$(abspath $(BIN))/python

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: install
	$(BIN)/mypy

hadolint: install
	$(BIN)/hadolint Dockerfile

## Regenerate openapi.yaml from the app (tests fail when it drifts).
openapi: install
	$(BIN)/python -c 'import sys, yaml; from app.main import create_app; yaml.safe_dump(create_app().openapi(), sys.stdout, sort_keys=False, allow_unicode=True, width=100)' > openapi.yaml

bench: install
	$(BIN)/python -m bench

## Re-resolve every dependency to its newest allowed version and rewrite both locks.
lock: | $(UV)
	$(UV) lock --upgrade
	$(MAKE) -C $(CLIENT) lock VENV=.venv UV=$(abspath $(UV))

clean:
	$(MAKE) -C $(CLIENT) clean VENV=.venv
	rm -rf $(VENV) $(TOOLS) .mypy_cache .ruff_cache .pytest_cache .hypothesis .coverage var
