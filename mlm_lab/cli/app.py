"""`mlm-lab screenshot`: render the real window offscreen to a PNG, then exit.

    mlm-lab screenshot --tab image --out docs/screenshots/image.png
    mlm-lab screenshot --tab text --out talk.png --presentation --state lesson.mlmlab
    mlm-lab screenshot --lesson resources/lessons/1-fill-in-the-blank.mlmlesson --step 3 --out step3.png
    mlm-lab screenshot --tab training --study docs/studies/mask-rate-text --out docs/screenshots/study.png

The window is the one people use: it loads its models behind the window, waits until
every pane shows its newest answer, grabs itself and exits 0. Bad arguments exit 2
with one line on stderr. The user's own settings are neither read nor written.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
from pathlib import Path

from mlm_lab.cli import LANG_HELP, UserError, lang_arg, seconds_arg
from mlm_lab.cli.limits import number_arg
from mlm_lab.named_files import lesson_files, state_files

TABS = ("text", "image", "training", "features", "generate")


def register(subparsers) -> None:
    p = subparsers.add_parser("screenshot", help="render the app window offscreen to a PNG and exit")
    p.add_argument("--tab", choices=TABS, help="which tab to show (default with --state: the state's own; "
                   "needed unless --state or --lesson is given)")
    p.add_argument("--out", required=True, help="the file to write: .png, .svg / .pdf (vectors) or .html (a web page)")
    p.add_argument("--presentation", action="store_true", help="presentation mode: large, high-contrast")
    p.add_argument("--state", help="a .mlmlab lab state to open first")
    p.add_argument("--lesson", help="a .mlmlesson lesson to open (with its narration panel) at --step")
    p.add_argument("--step", type=number_arg("lesson_step"), default=1, help="with --lesson: the step to show, from 1 (default 1)")
    p.add_argument("--reveal", action="store_true", help="with --lesson: show the step's answer if it hides it")
    p.add_argument("--size", help="window size WIDTHxHEIGHT (default 1400x900; 1920x1080 with --presentation)")
    p.add_argument("--text-model", help="text model folder (default: the state's, else bundled)")
    p.add_argument("--image-model", help="image model folder (default: the state's, else bundled)")
    p.add_argument("--runs-dir", help="where the Training tab looks for runs")
    p.add_argument("--study", help="a study folder to show on the Training tab's Study page (with --tab training)")
    p.add_argument("--timeout", type=seconds_arg, default=120.0, help="seconds to wait for the models (default 120)")
    p.add_argument("--lang", type=lang_arg, help="the window's language: en, de, es, zh_CN (default en)")
    p.set_defaults(func=cmd_screenshot)

    p = subparsers.add_parser("lesson", help="open a lesson (.mlmlesson), or write its PDF handout with --pdf")
    p.add_argument("file", help="the .mlmlesson file")
    p.add_argument("--pdf", help="write the handout (one page per step) to this PDF and exit; no window is shown")
    p.add_argument("--size", default="1400x900", help="window size for the handout's views (default 1400x900)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help="the handout's paper (default a4)")
    p.add_argument("--answers", action="store_true",
                   help="the teacher's handout: each exercise's answer on its page (the students' copy has none)")
    p.add_argument("--timeout", type=seconds_arg, default=120.0,
                   help="seconds to wait for the models at each step (default 120)")
    p.add_argument("--lang", type=lang_arg, help=LANG_HELP + "; with --pdf the default is en")
    p.set_defaults(func=cmd_lesson)


def cmd_lesson(args) -> int:
    size = parse_size(args.size)
    from mlm_lab.app.lessons.cli import cmd_lesson as run

    quiet_offscreen_warnings()
    lang = getattr(args, "lang", None)
    if args.pdf:  # the handout: English unless --lang (it does not depend on the machine's locale)
        if not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from mlm_lab.app.window.main import create_app

        create_app(lang=lang or "en")
    elif lang:  # the window: run_app reads it before the settings' choice
        from mlm_lab.app.i18n.languages import LANG_ENV

        os.environ[LANG_ENV] = lang
    return run(args, size)


def parse_size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", text or "")
    if not m:
        raise UserError(f"mlm-lab: --size must look like 1400x900, got {text!r}")
    w, h = int(m.group(1)), int(m.group(2))
    if not (400 <= w <= 7680 and 300 <= h <= 4320):
        raise UserError(f"mlm-lab: --size {w}x{h} is out of range (400x300 to 7680x4320)")
    return w, h


def cmd_screenshot(args) -> int:
    from mlm_lab.lab import LabStateError

    out = Path(args.out)
    if out.suffix.lower() not in (".png", ".svg", ".pdf", ".html"):
        raise UserError("mlm-lab: --out must name a .png, .svg, .pdf or .html file")
    size = parse_size(args.size or ("1920x1080" if args.presentation else "1400x900"))
    if args.timeout <= 0:
        raise UserError("mlm-lab: --timeout must be positive")
    if not args.tab and not args.lesson and not args.state:
        raise UserError("mlm-lab screenshot: the argument --tab is required (or give --state or --lesson)")
    if args.lesson and args.state:
        raise UserError("mlm-lab: give --state or --lesson, not both")
    lesson = None
    if args.lesson:
        from mlm_lab.app.lessons.player import read_checked_lesson
        from mlm_lab.lab import LabStateError as LessonError

        try:
            read = read_checked_lesson(args.lesson, language=getattr(args, "lang", None) or "en")
        except LessonError as exc:
            raise UserError(f"mlm-lab: {exc}") from None
        if not 1 <= args.step <= len(read.steps):
            raise UserError(f"mlm-lab: --step must be from 1 to {len(read.steps)} (the lesson's steps), "
                            f"got {args.step}")
        lesson = (read, Path(args.lesson), args.step - 1, args.reveal)
    state = prepared = None
    if args.state:
        try:
            state, prepared = read_state(args.state)
        except LabStateError as exc:
            hint = ""
            if Path(args.state).suffix.lower() == ".mlmlesson" or "'mlm-lab-lesson'" in str(exc):
                hint = f"; {Path(args.state).name} is a lesson: give it with --lesson (and --step N)"
            raise UserError(f"mlm-lab: {exc}{hint}") from None
    models = {}
    for kind, folder in (("text", args.text_model), ("image", args.image_model)):
        if folder:
            folder = _cache_id(folder)  # a Hugging Face cache id (org/name) -> its snapshot
            if not Path(folder).is_dir():
                raise UserError(f"mlm-lab: no such model folder: {folder}")
            models[kind] = str(Path(folder).resolve())
    if args.runs_dir and not Path(args.runs_dir).is_dir():
        raise UserError(f"mlm-lab: no such runs folder: {args.runs_dir}")
    study = _check_study(args.study, args.tab) if args.study else None
    from mlm_lab.atomic import check_output_path

    # never over what the command reads: the lab file, the lesson, the picture either names
    inputs = (args.state, args.lesson, *(state_files(state) if state is not None else ()),
              *(lesson_files(lesson[0]) if lesson is not None else ()))
    check_output_path(out, "screenshot", inputs=inputs)

    if not os.environ.get("QT_QPA_PLATFORM") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    return _render(out, args.tab, size, args.presentation, state, prepared, models, args.runs_dir, args.timeout,
                   lesson, study=study, lang=getattr(args, "lang", None) or "en")


def _check_study(folder: str, tab: str) -> str:
    """A study folder the Study page can show (read only), or UserError."""
    from mlm_lab.studies import Study, StudyError

    if tab != "training":
        raise UserError("mlm-lab: --study shows the Training tab's Study page; use it with --tab training")
    try:
        Study.open(folder).rows()
    except StudyError as exc:
        raise UserError(f"mlm-lab: {exc}") from None
    return str(Path(folder).expanduser().resolve())


def read_state(path):
    """A lab file checked whole, its hide list checked and its resources read: the same checks
    the window makes before it applies one. Raises LabStateError naming the field."""
    from mlm_lab.app.lessons.player import tab_controls
    from mlm_lab.app.window.lab_opener import read_lab_file
    from mlm_lab.lab.resources import resolve

    controls = tab_controls()
    state, notes = read_lab_file(path, base=None, controls=controls)
    for note in notes:
        print(f"mlm-lab: warning: {note} (ignored)", file=sys.stderr)
    return state, resolve(state)


def _waiter(app):
    """wait(condition, seconds): run the event loop until condition() or the time is up."""
    from PySide6.QtCore import QEventLoop

    def wait(condition, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while not condition() and time.monotonic() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            time.sleep(0.005)

    return wait


def quiet_offscreen_warnings() -> None:
    """The offscreen platform warns about window hints it ignores; keep stderr for real problems."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode, context, message):
        if "propagateSizeHints" in message:
            return
        print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def _render(out: Path, tab: str | None, size: tuple[int, int], presentation: bool, state, prepared, models: dict,
            runs_dir: str | None, timeout: float, lesson=None, study: str | None = None, lang: str = "en") -> int:
    """`lesson`: (Lesson, its path, step index, reveal) to open at that step instead of a tab;
    `study`: a study folder to show on the Training tab's Study page; `lang`: the window's language
    (English unless --lang says otherwise: a screenshot does not depend on the machine's locale)."""
    from PySide6.QtCore import QEventLoop

    from mlm_lab.app.lessons.room_fit import logical_size, show_room
    from mlm_lab.app.window.main import create_app
    from mlm_lab.app.window.main_window import TAB_NAMES, MainWindow

    quiet_offscreen_warnings()
    app = create_app(lang=lang)
    with tempfile.TemporaryDirectory(prefix="mlm-lab-shot-") as tmp:
        if state is not None:
            wanted = dict(state.models)
            wanted.update(models)
            models = wanted
        window = MainWindow(settings_path=Path(tmp) / "settings.ini", runs_dir=runs_dir, models=models,
                            restore=False)
        window.ask = lambda title, text: True
        window.resize(*size)
        window.show()
        if state is not None:
            state.presentation = False
            window.apply_lab_state(state, prepared=prepared, load_models=False)
        # the room: its size (in the screen's pixels: at QT_SCALE_FACTOR=2 a 1920x1080 picture is a
        # 960x540 window), presentation mode, the lesson's step; the room tests take the same path
        show_room(window, size, presentation=presentation, lesson=lesson, wait=_waiter(app))
        if tab:
            window.tabs.setCurrentIndex(TAB_NAMES.index(tab))
        if study and not window.training_tab.open_study(study):
            raise UserError(f"mlm-lab: {window.last_message or 'cannot open the study'}")
        window.resize(*logical_size(window, size))
        deadline = time.monotonic() + timeout
        while not window.is_ready() and time.monotonic() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            time.sleep(0.01)
        ready = window.is_ready()
        settle = time.monotonic() + 0.4  # let the last answers paint
        while time.monotonic() < settle:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            time.sleep(0.01)
        from mlm_lab.app.export.vector import export_view

        export_view(window, out, app)  # .png, .svg, .pdf or .html, by the suffix
        ratio = window.devicePixelRatioF() or 1.0
        shot_size = (round(window.width() * ratio), round(window.height() * ratio))
        shown = TAB_NAMES[window.tabs.currentIndex()]
        window.close()
        app.processEvents()
    if not ready:
        print(f"mlm-lab: the models were not ready after {timeout:.0f} s; wrote {out} anyway", file=sys.stderr)
        return 1
    note = "" if shot_size == size else f" (the window needs at least {shot_size[0]}x{shot_size[1]})"
    what = f"lesson step {lesson[2] + 1}" if lesson is not None and not tab else f"{shown} tab"
    print(f"wrote {out} ({shot_size[0]}x{shot_size[1]}, {what}{', presentation' if presentation else ''}){note}")
    return 0


def _cache_id(folder: str) -> str:
    from mlm_lab.cli import UserError
    from mlm_lab.models import ModelLoadError
    from mlm_lab.models.hf_cache import resolve_model_source

    try:
        return str(resolve_model_source(folder))
    except ModelLoadError as exc:
        raise UserError(f"mlm-lab: {exc}") from None
