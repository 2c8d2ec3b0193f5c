# Set-up and everyday commands. A fresh machine needs only python3 (>= 3.11) and make:
# every target creates and fills .venv itself.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
BUNDLE_STAMP := $(VENV)/.installed-bundle
TS_FILES := $(wildcard resources/translations/*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)

.PHONY: run test lint bench translations clean desktop bundle bundle-test screenshots

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

# The desktop entry and icon go to the current user's XDG data directory; Exec is pointed at
# this checkout's .venv so a double click starts exactly what `make run` starts.
DATA_HOME := $(or $(XDG_DATA_HOME),$(HOME)/.local/share)
APPS_DIR := $(DATA_HOME)/applications
ICON_DIR := $(DATA_HOME)/icons/hicolor/scalable/apps

desktop: $(RUN_STAMP) translations
	install -d "$(APPS_DIR)" "$(ICON_DIR)"
	sed 's|^Exec=.*|Exec="$(abspath $(BIN))/puzzle-suite"|' resources/puzzle-suite.desktop \
		> "$(APPS_DIR)/puzzle-suite.desktop"
	install -m 644 resources/icons/puzzle-suite.svg "$(ICON_DIR)/puzzle-suite.svg"
	-update-desktop-database -q "$(APPS_DIR)" 2>/dev/null
	@echo "Installed $(APPS_DIR)/puzzle-suite.desktop"

# A standalone one-folder build: dist/puzzle-suite/puzzle-suite starts without Python.
bundle: $(BUNDLE_STAMP) translations
	$(BIN)/pyinstaller --noconfirm --log-level ERROR --distpath dist \
		--workpath build/pyinstaller packaging/puzzle-suite.spec
	@echo "Built dist/puzzle-suite/puzzle-suite"

# The README's pictures, rendered offscreen by the app itself.
SCREENSHOT := QT_QPA_PLATFORM=offscreen $(BIN)/python -m gui --screenshot
screenshots: $(RUN_STAMP) translations
	mkdir -p docs
	$(SCREENSHOT) docs/twentyfour.png --tab 24 --hand "3 3 8 8" --lang en
	$(SCREENSHOT) docs/matchsticks.png --equation "5+7=2" --lang en
	$(SCREENSHOT) docs/twentyfour-zh_CN-800x600.png --tab 24 --hand "A 5 5 5" --lang zh_CN \
		--size 800x600

# Only the bundle test (it also runs within `make test`).
bundle-test: $(TEST_STAMP) translations
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m bundle

resources/translations/%.qm: resources/translations/%.ts $(RUN_STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e .
	touch $@

# The bundle test is part of `make test`, so the test tools include PyInstaller.
$(TEST_STAMP): pyproject.toml $(RUN_STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test,bundle]'
	touch $@

$(BUNDLE_STAMP): pyproject.toml $(RUN_STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[bundle]'
	touch $@

clean:
	rm -rf $(VENV) build dist *.egg-info $(QM_FILES)
