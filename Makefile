# Winning Moves. `make test`, `make lab` and `make book` set everything up on first use.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
NPM_DIR := build/npm
NPM_STAMP := $(NPM_DIR)/.installed
SITE := build/book/_build/html

.PHONY: setup test lint lab bench clean notebooks book student figures

setup: $(STAMP)

# Re-install whenever the dependency list changes.
$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Python 3.11 or newer is needed; set PYTHON=/path/to/python3.11"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $(STAMP)

# The JavaScript the course site serves itself (MathJax, require.js, the
# widget manager), pinned by notebooks/_ext/package-lock.json.
$(NPM_STAMP): notebooks/_ext/package.json notebooks/_ext/package-lock.json
	@command -v npm >/dev/null || { echo "make book needs Node.js and npm"; exit 1; }
	rm -rf $(NPM_DIR) && mkdir -p $(NPM_DIR)
	cp notebooks/_ext/package.json notebooks/_ext/package-lock.json $(NPM_DIR)/
	cd $(NPM_DIR) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	touch $(NPM_STAMP)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Everything: lint, gamelib tests and doctests, every notebook under nbval,
# then the course site: built, and opened in headless Chromium where it is
# installed (the browser tests are skipped, with the reason, where it is not).
test: lint book
	WM_SITE=$(SITE) $(BIN)/python -m pytest

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

# The course site: every chapter executed, then built with Jupyter Book into
# build/book/_build/html. Any warning (a cell that raised, a broken link)
# fails the build.
book: $(STAMP) $(NPM_STAMP)
	$(BIN)/python notebooks/_ext/build_site.py --out build/book

# Copies of the chapters with the exercise solutions emptied, for a class.
student: $(STAMP)
	$(BIN)/python notebooks/_ext/student.py --out build/student

# The book's key static figures, regenerated from gamelib.
figures: $(STAMP)
	$(BIN)/python figures/make_figures.py
