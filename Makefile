# One command surface for developers, CI and the README.
#
# Installs come from uv.lock (exact versions, hashes): `make lock` refreshes it. uv itself is
# bootstrapped into .tools/ from PyPI, pinned. The client distribution (clients/python) has its
# own lock and environment and is tested by `make test` too (`make client-test`). The judge lab
# (lab/: corpus, hand-written data, scorer training, quality figures) is a member of the uv
# workspace, installed by `make install` and tested by `make test`; never part of the runtime.
PYTHON     ?= python3
VENV       ?= .venv
BIN        := $(VENV)/bin
TOOLS      := .tools
UV_VERSION := 0.13.9
UV         := $(TOOLS)/bin/uv
CLIENT     := clients/python
export UV_PROJECT_ENVIRONMENT := $(VENV)
export UV_PYTHON := $(PYTHON)

.PHONY: install install-runtime run test pytest client-test lint typecheck hadolint docs openapi bench \
	lab-quality lab-bench lab-cascade lab-train lab-traces lab-realworld lab-independent bench-independent \
	litellm-env lock clean

$(UV):
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/python -m pip install --quiet "uv==$(UV_VERSION)"

## The runtime only: what `make run` needs (no test or lint tools).
install-runtime: $(VENV)/.runtime

$(VENV)/.runtime: pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen --no-dev --inexact --quiet
	touch $@

## Runtime, every optional extra (the classifier judge's onnxruntime), every dev tool and the
## judge lab (every workspace package).
install: $(VENV)/.dev

$(VENV)/.dev: pyproject.toml lab/pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen --all-extras --all-packages --quiet
	touch $@ $(VENV)/.runtime

## Start the service on its embedded defaults (local disk store, heuristic judge).
run: install-runtime
	$(BIN)/python -m app

## The whole suite: lint, types, Dockerfile lint, every test with branch coverage, then the
## client distribution's lint, types and tests.
test: install lint typecheck hadolint docs pytest client-test

pytest: install litellm-env
	$(BIN)/python -m pytest --cov --cov-report=term

## The LiteLLM proxy the gateway tests run (tests/gateways), in its own environment from its
## own pinned list: the service's lock never carries it.
LITELLM_ENV := .venv-litellm
litellm-env: $(LITELLM_ENV)/.synced

$(LITELLM_ENV)/.synced: tests/gateways/litellm-requirements.txt | $(UV)
	$(UV) venv --quiet --allow-existing --python $(PYTHON) $(LITELLM_ENV)
	$(UV) pip sync --quiet --python $(LITELLM_ENV)/bin/python tests/gateways/litellm-requirements.txt
	touch $@

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

## The documentation site (docs/, mkdocs.yml) built offline into var/site, strict: a broken link,
## a missing anchor or a page left out of the nav fails.
docs: install
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet

## Regenerate openapi.yaml from the app (tests fail when it drifts).
openapi: install
	$(BIN)/python -c 'import sys, yaml; from app.main import create_app; yaml.safe_dump(create_app().openapi(), sys.stdout, sort_keys=False, allow_unicode=True, width=100)' > openapi.yaml

## The service's performance benchmarks (bench/), each against its in-run baseline.
bench: install
	$(BIN)/python -m bench

## The heuristic judge's recall and false alarms on the lab's corpus (dev and held-out splits)
## and on its hand-worded paraphrases, and its cost.
lab-quality: install
	$(BIN)/python -m attachguard_lab.quality

## The content judge's figures in one run: every preset on the held-out attacks and the
## held-out real-world documents, per format and family, and the live cascade (lab/results/bench.txt).
lab-bench: install
	$(BIN)/python -m attachguard_lab.bench

## What a cascade judge's screen would send to its deciding judge, on the held-out generation.
lab-cascade: install
	$(BIN)/python -m attachguard_lab.cascade --split heldout --live | tee lab/results/cascade-heldout.txt

## The provenance guard and the content judge on the lab's agent traces: a live service replays
## the held-out and the fresh (blind-written) runs; results in lab/results/traces-*.txt.
lab-traces: install
	$(BIN)/python -m attachguard_lab.traces --split heldout --write
	$(BIN)/python -m attachguard_lab.traces --split fresh --write
	$(BIN)/python -m attachguard_lab.traces --split fresh2 --write
	for split in heldout fresh2; do for preset in content provenance; do \
		$(BIN)/python -m attachguard_lab.traces --split $$split --preset $$preset --write; done; done

## The heuristic judge's false alarms on real-world benign documents the team did not write
## (lab/data/realworld: Debian's, PyPI's and npm's shipped texts, this machine's tool output),
## held-out split; results in lab/results/realworld-heldout.txt. Measurement only.
lab-realworld: install
	$(BIN)/python -m attachguard_lab.realworld measure --split heldout --write

## Retrain the heuristic judge's learned scorer (app/judges/heuristic/data/scorer.json.gz) from
## the corpus's dev split and the lab's training texts.
lab-train: install
	$(BIN)/python -m attachguard_lab.train_scorer

## The independent check (not part of `test`, `bench` or `lab-quality`; needs PyPI): AgentDojo's
## and garak's attacks, generated by their own packages in a separate environment ($(CHECK))
## and measured with the committed judge. Measurement only: nothing is trained or tuned on them.
CHECK := .venv-independent
INDEPENDENT := lab/src/attachguard_lab/independent
lab-independent: install | $(UV)
	$(UV) venv --quiet --allow-existing --python $(PYTHON) $(CHECK)
	$(UV) pip sync --quiet --python $(CHECK)/bin/python $(INDEPENDENT)/requirements.txt
	mkdir -p var/independent
	PYTHONHASHSEED=0 $(CHECK)/bin/python $(INDEPENDENT)/agentdojo_docs.py var/independent/agentdojo.jsonl
	PYTHONHASHSEED=0 TQDM_DISABLE=1 $(CHECK)/bin/python $(INDEPENDENT)/garak_docs.py var/independent/garak.jsonl
	$(BIN)/python -m attachguard_lab.independent.measure var/independent/agentdojo.jsonl \
		var/independent/garak.jsonl > var/independent/result.txt
	cp var/independent/result.txt lab/results/independent.txt
	cat lab/results/independent.txt

## The independent check's former name.
bench-independent: lab-independent

## Re-resolve every dependency to its newest allowed version and rewrite both locks.
lock: | $(UV)
	$(UV) lock --upgrade
	$(MAKE) -C $(CLIENT) lock VENV=.venv UV=$(abspath $(UV))

clean:
	$(MAKE) -C $(CLIENT) clean VENV=.venv
	rm -rf $(VENV) $(CHECK) $(LITELLM_ENV) $(TOOLS) .mypy_cache .ruff_cache .pytest_cache .hypothesis .coverage var
