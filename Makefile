# Winning Moves. `make test` and `make lab` set everything up on first use.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup test lint lab bench clean notebooks

setup: $(STAMP)

# Re-install whenever the dependency list changes.
$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Python 3.11 or newer is needed; set PYTHON=/path/to/python3.11"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $(STAMP)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Everything: lint, gamelib tests and doctests, every notebook under nbval.
test: lint
	$(BIN)/python -m pytest

lab: $(STAMP)
	$(BIN)/jupyter lab notebooks/

bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) build .pytest_cache

# After editing a chapter: re-run it in place so its stored outputs (which
# nbval compares against) are fresh. `make notebooks NB=notebooks/01-bash.ipynb`
NB ?= notebooks/*.ipynb
notebooks: $(STAMP)
	$(BIN)/jupyter nbconvert --to notebook --execute --inplace $(NB)
