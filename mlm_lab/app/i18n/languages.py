"""The app's languages: Qt's translation machinery (QTranslator), the catalogues and the locale.

The sources are Qt Linguist `.ts` files in resources/translations/ (`mlm_lab_de.ts`, ...),
kept up to date with scripts/update_translations.py (pyside6-lupdate over mlm_lab/app) and
translated there. The compiled `.qm` files are never kept in the repository nor edited by hand:
`qm_file(lang)` builds one with `pyside6-lrelease` (shipped with PySide6) the first time a
language is used, into the user's cache folder, named by a hash of its `.ts` so an edited
catalogue is rebuilt.

Which language: `--lang xx` on the command line, else the one chosen in View > Language
(the settings' `language`), else the system locale; English when the catalogue is missing.
`pseudo` is the test locale (every string in brackets, 40 % longer), built from the German
catalogue's sources by scripts/make_pseudo_locale.py; the menu does not offer it.

The CLI's own messages stay English; this module is imported by the app only. Qt is imported
inside the functions, so the CLI can list LANGUAGES without loading Qt.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

# code -> the language's own name, as the View > Language menu shows it
LANGUAGES = {"en": "English", "de": "Deutsch", "es": "Español", "zh_CN": "简体中文"}
PSEUDO = "pseudo"
SETTINGS_KEY = "language"
LANG_ENV = "MLM_LAB_LANG"  # the same as --lang, for a test or a whole classroom's machines

_installed: list = []  # the translators now installed (kept alive: Qt does not own them)
_current = "en"


def translations_dir() -> Path:
    """resources/translations, in the source tree or the installed mlm_lab_resources."""
    try:
        import mlm_lab_resources

        return Path(mlm_lab_resources.__file__).parent / "translations"
    except ImportError:  # pragma: no cover - a source tree without the package installed
        return Path(__file__).resolve().parents[2] / "resources" / "translations"


CATALOGUES = ("mlm_lab", "mlm_lab_core")  # the app's own texts; the core's messages (mlm_lab/app/i18n/core_messages.py)


def ts_file(lang: str, catalogue: str = "mlm_lab") -> Path:
    return translations_dir() / f"{catalogue}_{lang}.ts"


def choices() -> tuple[str, ...]:
    """The codes --lang accepts: English, the shipped languages and the pseudo-locale."""
    return (*LANGUAGES, PSEUDO)


def normalise(code: str | None) -> str | None:
    """'de_DE', 'de-AT', 'DE' -> 'de'; 'zh', 'zh_Hans_CN' -> 'zh_CN'; an unknown code -> None."""
    if not code:
        return None
    code = code.strip().replace("-", "_")
    if code == PSEUDO:
        return PSEUDO
    low = code.lower()
    if low.startswith("zh"):
        return "zh_CN" if not any(t in low for t in ("_tw", "_hk", "hant")) else None
    base = low.split("_")[0].split(".")[0]
    return base if base in LANGUAGES else None


def system_language() -> str:
    from PySide6.QtCore import QLocale

    for name in QLocale.system().uiLanguages():
        found = normalise(name)
        if found:
            return found
    return "en"


def lrelease() -> str | None:
    """The pyside6-lrelease next to this Python (a venv's bin/) or on PATH."""
    exe = "pyside6-lrelease" + (".exe" if os.name == "nt" else "")
    beside = Path(sys.executable).parent / exe
    if beside.is_file():
        return str(beside)
    return shutil.which("pyside6-lrelease")


def cache_dir() -> Path:
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)
    return Path(base or Path.home() / ".cache") / "mlm-lab" / "translations"


def qm_file(lang: str, *, out_dir: Path | None = None, catalogue: str = "mlm_lab") -> Path | None:
    """The compiled catalogue of `lang`, built from its .ts with pyside6-lrelease when missing or
    out of date (the name carries the .ts's hash); None for English, a missing .ts or no lrelease."""
    src = ts_file(lang, catalogue)
    if lang == "en" or not src.is_file():
        return None
    digest = hashlib.sha256(src.read_bytes()).hexdigest()[:16]
    folder = out_dir or cache_dir()
    out = folder / f"{catalogue}_{lang}-{digest}.qm"
    if qm_intact(out):  # a damaged cache file (cut short, bytes changed, a pipe) is built again
        return out
    tool = lrelease()
    if tool is None:
        print("mlm-lab: pyside6-lrelease not found; the app stays in English", file=sys.stderr)
        return None
    tmp = out.with_suffix(f".{os.getpid()}.tmp")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        result = subprocess.run([tool, "-silent", str(src), "-qm", str(tmp)], capture_output=True, text=True)
        if result.returncode != 0 or not tmp.is_file():
            print(f"mlm-lab: could not build the {lang} catalogue: {result.stderr.strip()[:200]}", file=sys.stderr)
            return None
        os.replace(tmp, out)
        from mlm_lab.atomic import write_text_atomic

        write_text_atomic(_sum_file(out), _qm_digest(out) + "\n")
    except (OSError, ValueError) as exc:  # a read-only cache folder: the app stays in English rather than not start
        print(f"mlm-lab: could not build the {lang} catalogue: {exc}", file=sys.stderr)
        return None
    for old in [*folder.glob(f"{catalogue}_{lang}-*.qm"), *folder.glob(f"{catalogue}_{lang}-*.qm.sha256")]:
        if old not in (out, _sum_file(out)):  # earlier builds of the same language
            old.unlink(missing_ok=True)
    return out


MAX_QM_BYTES = 64_000_000  # a catalogue is a few hundred kB


def _sum_file(qm: Path) -> Path:
    return qm.with_name(qm.name + ".sha256")


def _qm_digest(qm: Path) -> str:
    from mlm_lab.userfiles import read_user_bytes

    return hashlib.sha256(read_user_bytes(qm, what="translation catalogue", max_bytes=MAX_QM_BYTES)).hexdigest()


def qm_intact(qm: Path) -> bool:
    """Whether the cached catalogue `qm` is a regular file whose bytes are those written when it was
    built (the SHA-256 beside it): a catalogue damaged in the cache is never loaded (a changed
    byte in a translation's {name} would be a KeyError where the window formats it)."""
    from mlm_lab.userfiles import read_user_text

    try:
        recorded = read_user_text(_sum_file(qm), what="checksum", max_bytes=200).strip()
        return bool(recorded) and _qm_digest(qm) == recorded
    except (OSError, ValueError):
        return False


def choose_language(cli_lang: str | None = None, settings=None) -> str:
    """--lang, else $MLM_LAB_LANG, else the settings' choice, else the system locale."""
    for candidate in (cli_lang, os.environ.get(LANG_ENV),
                      settings.value(SETTINGS_KEY, "") if settings is not None else None):
        found = normalise(str(candidate)) if candidate else None
        if found:
            return found
    return system_language()


def install(lang: str, app=None) -> str:
    """Install the translators of `lang` (the app's catalogue, the core's messages' and Qt's own, for
    the standard dialogs' buttons) and make its locale the default for number formatting. Returns the
    language now in effect ('en' when the catalogue could not be loaded)."""
    global _current
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    app = app or QCoreApplication.instance()
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    lang = normalise(lang) or "en"

    def load(path) -> bool:
        translator = QTranslator(app)
        if path is None or not translator.load(str(path)):
            return False
        app.installTranslator(translator)
        _installed.append(translator)
        return True

    if lang != "en":
        main, core = CATALOGUES  # the app's own catalogue decides the language; the core's is optional
        if load(qm_file(lang, catalogue=main)):
            load(qm_file(lang, catalogue=core))
        else:
            lang = "en"
    if lang in LANGUAGES and lang != "en":  # Qt's own, for the standard dialogs' buttons
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(QLocale("en_US" if lang in ("en", PSEUDO) else lang))
    _current = lang
    return lang


def current() -> str:
    return _current


def plural(text: str, n: int) -> str:
    """A %n text from translate(context, "%n token(s)", "", n) as English reads it when no catalogue
    gave its plural forms (English, or an entry not yet translated): "1 token", "2 tokens"."""
    if "(s)" in text or "(es)" in text:
        text = text.replace("(s)", "" if n == 1 else "s").replace("(es)", "" if n == 1 else "es")
    return text


class Context:
    """A translation context for texts with a plural: `TextTab = Context("TextTab")`, then
    `TextTab.tr("%n token(s) to predict", "", n)`. pyside6-lupdate marks an entry as plural
    (numerus) only for a `Name.tr(...)` call, and takes the context from that name; the call
    is QCoreApplication.translate(context, text, disambiguation, n), English plurals made right."""

    def __init__(self, name: str):
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        from PySide6.QtCore import QCoreApplication

        return plural(QCoreApplication.translate(self.name, text, disambiguation, n), n)


def fmt_number(value: float, decimals: int = 0) -> str:
    """`value` written for the app's locale (decimal comma in German, ...)."""
    from PySide6.QtCore import QLocale

    if decimals <= 0:
        return QLocale().toString(int(round(value)))
    return QLocale().toString(float(value), "f", decimals)


def fmt_percent(fraction: float, decimals: int = 0) -> str:
    """0.75 -> '75 %' (English, German, Spanish), '75%' (Chinese): the locale's percent sign."""
    from PySide6.QtCore import QLocale

    loc = QLocale()
    number = fmt_number(fraction * 100.0, decimals)
    sep = "" if loc.language() == QLocale.Language.Chinese else "\u00a0"  # "75 %", never broken before the %
    return f"{number}{sep}{loc.percent()}"
