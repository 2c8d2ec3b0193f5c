"""The AppStream metadata software centres read: valid, bilingual, and true to the project."""

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
APP_ID = "org.puzzlesuite.PuzzleSuite"
METAINFO = REPO / "resources" / f"{APP_ID}.metainfo.xml"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


@pytest.fixture(scope="module")
def component() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def test_passes_appstreamcli_validate():
    validator = shutil.which("appstreamcli")
    if validator is None:
        pytest.skip("appstreamcli (Debian package appstream) is not installed")
    result = subprocess.run(
        [validator, "validate", "--no-net", "--strict", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_id_matches_the_file_name_and_the_launchable_entry_exists(component):
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    launchable = component.find("launchable")
    assert launchable.get("type") == "desktop-id"
    assert (REPO / "resources" / launchable.text).is_file()


@pytest.mark.parametrize("tag", ["name", "summary"])
def test_name_and_summary_in_english_and_chinese(component, tag):
    languages = {element.get(LANG) for element in component.findall(tag)}
    assert languages == {None, "zh_CN"}


def test_description_in_english_and_chinese(component):
    languages = {element.get(LANG) for element in component.find("description")}
    assert languages == {None, "zh_CN"}


def test_every_screenshot_is_one_of_the_docs_pictures(component):
    images = [element.text for element in component.iter("image")]
    assert images
    shipped = {path.name for path in (REPO / "docs").glob("*.png")}
    for url in images:
        assert url.startswith("https://")
        assert url.rsplit("/", 1)[1] in shipped, url


def test_has_an_oars_content_rating(component):
    assert component.find("content_rating").get("type").startswith("oars-")
