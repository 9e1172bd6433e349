"""Refresh the translation sources: run pyside6-lupdate over mlm_lab/app into every
resources/translations/mlm_lab_<lang>.ts (new strings come in unfinished, vanished ones
are dropped), after writing mlm_lab/app/i18n/catalog_strings.py (the masking catalogue's names, which the
core keeps in English) and mlm_lab/app/i18n/core_strings/ (the messages the core raises, which go to
their own catalogue, mlm_lab_core_<lang>.ts), then regenerate the pseudo-locales from the German catalogues.

    .venv/bin/python scripts/update_translations.py          # all languages
    .venv/bin/python scripts/update_translations.py fr       # start a new language: mlm_lab_fr.ts
    .venv/bin/python scripts/update_translations.py --app    # the app's own texts only

Translate the new entries in Qt Linguist (pyside6-linguist resources/translations/mlm_lab_de.ts)
or in a text editor; an entry counts as done when its translation is not type="unfinished".
The .qm files are built by the app at first run (mlm_lab/app/i18n/languages.py), never kept here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
SHIPPED = ("de", "es", "zh_CN")


def lupdate() -> str:
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    return str(beside) if beside.is_file() else "pyside6-lupdate"


CORE_STRINGS = ROOT / "mlm_lab" / "app" / "i18n" / "core_strings"  # the core's messages (their own catalogue)


def sources() -> list[str]:
    """The app's files, but for the core's messages."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "mlm_lab" / "app").rglob("*.py")
                  if CORE_STRINGS not in p.parents)


def core_sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in CORE_STRINGS.glob("*.py"))


def core_is_current(ts: Path) -> bool:
    """The core's catalogue already holds exactly the core's templates (then it is left untouched)."""
    import xml.etree.ElementTree as ET

    sys.path.insert(0, str(ROOT))
    from mlm_lab.app.i18n.core_strings import CORE_STRINGS

    if not ts.is_file():
        return False
    held = {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
    return held == set(CORE_STRINGS)


def update(langs: list[str], *, core: bool = True) -> None:
    catalogues = [("mlm_lab", sources())] + ([("mlm_lab_core", core_sources())] if core else [])
    for lang in langs:
        for catalogue, files in catalogues:
            ts = TS_DIR / f"{catalogue}_{lang}.ts"
            if catalogue == "mlm_lab_core" and core_is_current(ts):
                continue
            cmd = [lupdate(), *files, "-no-obsolete", "-locations", "none", "-target-language", lang,
                   "-ts", str(ts.relative_to(ROOT))]
            subprocess.run(cmd, cwd=ROOT, check=True)


def main(argv: list[str]) -> int:
    core = "--app" not in argv  # --app: the app's own catalogue only, the core's messages left as they are
    langs = [a for a in argv if not a.startswith("--")] or [*SHIPPED]
    TS_DIR.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_catalog_strings.py")], cwd=ROOT, check=True)
    if core:
        subprocess.run([sys.executable, str(ROOT / "scripts" / "make_core_strings.py")], cwd=ROOT, check=True)
    update(langs, core=core)
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_pseudo_locale.py")], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
