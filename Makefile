# Two commands: `make run` installs and opens the app; `make test` installs, lints (ruff) and runs the tests.
# `make docs` builds the documentation site into site/ (open site/index.html; no network needed).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test docs install clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev,hf]"
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(PY) -m mlm_lab.syscheck
	$(VENV)/bin/mlm-lab

# pytest in two worker processes of one torch thread each: the 2-core machine's Python and Qt time runs
# in parallel and torch never oversubscribes the cores; each test file stays in one worker (loadfile)
test: $(STAMP)
	$(PY) -m ruff check mlm_lab tests benchmarks scripts
	QT_QPA_PLATFORM=offscreen OMP_NUM_THREADS=1 $(PY) -m pytest -n 2 --dist loadfile

# the generated reference pages first (when the script is there), then the site; --strict fails on a
# broken link or anchor (mkdocs.yml: validation)
docs: $(STAMP)
	if [ -f scripts/make_reference.py ]; then $(PY) scripts/make_reference.py; fi
	NO_MKDOCS_2_WARNING=1 $(PY) -m mkdocs build --strict --site-dir site

clean:
	rm -rf $(VENV) build *.egg-info site
