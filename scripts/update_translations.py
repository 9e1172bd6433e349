"""Refresh the translation sources: run pyside6-lupdate over mlm_lab/app into every
resources/translations/mlm_lab_<lang>.ts (new strings come in unfinished, vanished ones
are dropped), after writing mlm_lab/app/catalog_strings.py (the masking catalogue's names, which the
core keeps in English), then regenerate the pseudo-locale from the German catalogue.

    .venv/bin/python scripts/update_translations.py          # all languages
    .venv/bin/python scripts/update_translations.py fr       # start a new language: mlm_lab_fr.ts

Translate the new entries in Qt Linguist (pyside6-linguist resources/translations/mlm_lab_de.ts)
or in a text editor; an entry counts as done when its translation is not type="unfinished".
The .qm files are built by the app at first run (mlm_lab/app/i18n.py), never kept here.
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


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "mlm_lab" / "app").rglob("*.py"))


def update(langs: list[str]) -> None:
    for lang in langs:
        ts = TS_DIR / f"mlm_lab_{lang}.ts"
        cmd = [lupdate(), *sources(), "-no-obsolete", "-locations", "none", "-target-language", lang,
               "-ts", str(ts.relative_to(ROOT))]
        subprocess.run(cmd, cwd=ROOT, check=True)


def main(argv: list[str]) -> int:
    langs = argv or [*SHIPPED]
    TS_DIR.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_catalog_strings.py")], cwd=ROOT, check=True)
    update(langs)
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_pseudo_locale.py")], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
