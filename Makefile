# One command surface for developers, CI and the README.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install run test pytest lint typecheck hadolint openapi bench clean

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade "pip>=25.1"
	$(BIN)/python -m pip install --quiet -e . --group dev
	touch $(STAMP)

## Start the service on its embedded defaults (local disk store, heuristic judge).
run: install
	$(BIN)/python -m app

## The whole suite: lint, types, Dockerfile lint, then every test with branch coverage.
test: install lint typecheck hadolint pytest

pytest: install
	$(BIN)/python -m pytest --cov --cov-report=term

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

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis .coverage var
