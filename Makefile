# Set-up and everyday commands. A fresh machine needs only python3 (>= 3.11) and make:
# every target creates and fills .venv itself.
#
# Every path in a recipe is quoted, and paths that come from outside (the checkout's location,
# $XDG_DATA_HOME) never appear in a recipe at all: recipes use paths relative to the checkout,
# and the Python helpers read the environment themselves.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
BUNDLE_STAMP := $(VENV)/.installed-bundle
TS_FILES := $(wildcard resources/translations/*.ts)
# Qt's translation compiler, run through the venv's Python: pip's `pyside6-lrelease` launcher
# carries the checkout's absolute path in its first line, which breaks when that path holds a
# quote or other characters the shell treats specially.
LRELEASE := '$(BIN)/python' -c 'from PySide6.scripts.pyside_tool import lrelease; lrelease()'

QM_FILES := $(TS_FILES:.ts=.qm)

.PHONY: run test lint bench bytecode translations clean desktop bundle dist bundle-test screenshots

run: $(RUN_STAMP) translations bytecode
	'$(BIN)/python' -m gui

# One worker process per core (pytest-xdist); each worker takes whole files, slowest first
# (tests/conftest.py), so the bundle and wheel builds run beside the rest of the suite.
PYTEST_WORKERS ?= auto
test: $(TEST_STAMP) translations
	'$(BIN)/ruff' check .
	QT_QPA_PLATFORM=offscreen '$(BIN)/python' -m pytest -n '$(PYTEST_WORKERS)' \
		--dist loadfile --no-loadscope-reorder

lint: $(TEST_STAMP)
	'$(BIN)/ruff' check .

bench: $(RUN_STAMP) bytecode
	@for script in benchmarks/bench_*.py; do '$(BIN)/python' "$$script" || exit 1; done

translations: $(QM_FILES)

# Compiled bytecode for the checkout, as pip writes for an installed copy: with
# PYTHONDONTWRITEBYTECODE set, every start would otherwise compile each changed module again.
# Only modules whose source changed are compiled.
bytecode: $(RUN_STAMP)
	'$(BIN)/python' -m compileall -q 'engines' 'gui' 'resources'

# The desktop entry, icon and AppStream metadata go to the current user's XDG data directory;
# Exec is pointed at this checkout's .venv so a double click starts exactly what `make run`
# starts. The helper reads $XDG_DATA_HOME itself: no path is ever pasted into a shell line.
desktop: $(RUN_STAMP) translations
	'$(BIN)/python' packaging/install_desktop.py '$(BIN)/puzzle-suite'

# A standalone one-folder build: dist/puzzle-suite/puzzle-suite starts without Python.
bundle: $(BUNDLE_STAMP) translations
	'$(BIN)/pyinstaller' --noconfirm --log-level ERROR --distpath 'dist' \
		--workpath 'build/pyinstaller' 'packaging/puzzle-suite.spec'
	@echo "Built dist/puzzle-suite"

# The release archive of that build: dist/puzzle-suite-VERSION-SYSTEM-MACHINE.tar.xz.
dist: bundle
	'$(BIN)/python' packaging/make_archive.py 'dist'

# The README's pictures, rendered offscreen by the app itself.
SCREENSHOT := QT_QPA_PLATFORM=offscreen '$(BIN)/python' -m gui --screenshot
screenshots: $(RUN_STAMP) translations
	mkdir -p 'docs'
	$(SCREENSHOT) 'docs/twentyfour.png' --tab 24 --hand "3 3 8 8" --lang en
	$(SCREENSHOT) 'docs/matchsticks.png' --equation "5+7=2" --lang en
	$(SCREENSHOT) 'docs/twentyfour-zh_CN-800x600.png' --tab 24 --hand "A 5 5 5" --lang zh_CN \
		--size 800x600
	$(SCREENSHOT) 'docs/twentyfour-dark.png' --tab 24 --hand "3 3 8 8" --lang en --appearance dark
	$(SCREENSHOT) 'docs/matchsticks-zh_CN-dark-800x600.png' --equation "5+7=2" --lang zh_CN \
		--appearance dark --size 800x600
	'$(BIN)/python' packaging/contest_screenshots.py
	'$(BIN)/python' packaging/step_screenshots.py
	'$(BIN)/python' packaging/match_screenshots.py
	'$(BIN)/python' packaging/ways_screenshots.py
	'$(BIN)/python' packaging/clock_screenshots.py

# Only the bundle test (it also runs within `make test`).
bundle-test: $(TEST_STAMP) translations
	QT_QPA_PLATFORM=offscreen '$(BIN)/python' -m pytest -m bundle

resources/translations/%.qm: resources/translations/%.ts $(RUN_STAMP)
	$(LRELEASE) -silent '$<' -qm '$@'

$(BIN)/python:
	'$(PYTHON)' -m venv '$(VENV)'

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	'$(BIN)/python' -m pip install --quiet --disable-pip-version-check -e .
	touch '$@'

# The bundle test is part of `make test`, so the test tools include PyInstaller.
$(TEST_STAMP): pyproject.toml $(RUN_STAMP)
	'$(BIN)/python' -m pip install --quiet --disable-pip-version-check -e '.[test,bundle]'
	touch '$@'

$(BUNDLE_STAMP): pyproject.toml $(RUN_STAMP)
	'$(BIN)/python' -m pip install --quiet --disable-pip-version-check -e '.[bundle]'
	touch '$@'

clean:
	rm -rf '$(VENV)' 'build' 'dist' *.egg-info resources/translations/*.qm
