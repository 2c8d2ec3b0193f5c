"""The pupil's page, as the server sends it: one self-contained HTML file.

The page carries its own English and Chinese texts; the engines' verdict messages ("8 is used
twice") arrive as English templates with their fields, and the page translates them with the
Chinese templates read here from the app's own translation files (the `engine` context), so
the page and the desktop app say the same thing.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ElementTree
from functools import lru_cache
from importlib.resources import files

PAGE = ("contest", "pupil.html")
TRANSLATION_FILES = ("twentyfour_zh_CN.ts", "matchsticks_zh_CN.ts")
PLACEHOLDER = "/*ENGINE_ZH*/{}"


def engine_translations() -> dict[str, str]:
    """Each engine template's Chinese translation, from the shipped .ts files."""
    found: dict[str, str] = {}
    for name in TRANSLATION_FILES:
        try:
            data = files("resources").joinpath("translations", name).read_bytes()
            root = ElementTree.fromstring(data)
        except (OSError, ElementTree.ParseError):
            continue
        for context in root.iter("context"):
            if context.findtext("name") != "engine":
                continue
            for message in context.iter("message"):
                source, translation = message.findtext("source"), message.find("translation")
                if (
                    source
                    and translation is not None
                    and translation.text
                    and translation.get("type") not in ("unfinished", "obsolete", "vanished")
                ):
                    found[source] = translation.text
    return found


@lru_cache(maxsize=1)
def page_html() -> bytes:
    """The page with the engine's Chinese templates built in (escaped for a script block)."""
    text = files("resources").joinpath(*PAGE).read_text(encoding="utf-8")
    table = json.dumps(engine_translations(), ensure_ascii=False).replace("</", "<\\/")
    return text.replace(PLACEHOLDER, table).encode("utf-8")
