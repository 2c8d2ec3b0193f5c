# Set-up and everyday commands. A fresh machine needs only python3 (>= 3.11) and make:
# every target creates and fills .venv itself.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
TS_FILES := $(wildcard resources/translations/*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)

.PHONY: run test lint bench translations clean

run: $(RUN_STAMP) translations
	$(BIN)/python -m gui

test: $(TEST_STAMP) translations
	$(BIN)/ruff check .
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(TEST_STAMP)
	$(BIN)/ruff check .

bench: $(RUN_STAMP)
	@for script in benchmarks/bench_*.py; do $(BIN)/python "$$script" || exit 1; done

translations: $(QM_FILES)

resources/translations/%.qm: resources/translations/%.ts $(RUN_STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e .
	touch $@

$(TEST_STAMP): pyproject.toml $(RUN_STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $@

clean:
	rm -rf $(VENV) build dist *.egg-info $(QM_FILES)
