"""`mlm-lab lesson FILE`: open the app on a lesson; with `--pdf OUT.pdf`, render every step
offscreen (answers revealed) and write the handout instead, then exit. (Its arguments are
declared in mlm_lab/cli/app.py, which also parses --size, so building the CLI's parser
imports no Qt.)

    mlm-lab lesson resources/lessons/3-why-mae-hides-75.mlmlesson
    mlm-lab lesson my-class.mlmlesson --pdf my-class.pdf --paper letter
    mlm-lab lesson my-class.mlmlesson --pdf teacher.pdf --answers    # with the exercises' answer key

The handout is rendered in a window of its own with an empty runs folder, so it never shows
whatever runs the machine that writes it happens to hold: a step's training plots draw the runs
shipped beside the lesson that the step names (`handout_runs`, lesson 4's), and say to run it
in class (RUN_IN_CLASS) where it names none.

The lesson is checked whole before any window opens (every step's state, its hide names,
the pictures and model folders it names): a bad file exits 2 with one line on stderr.
The handout run neither reads nor writes the user's settings.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from mlm_lab.errors import UserError


def read_lesson(path: str | os.PathLike):
    """The lesson at `path`, checked as the window checks it; a problem is a UserError (one line)."""
    from mlm_lab.app.lessons.player import read_checked_lesson
    from mlm_lab.lab import LabStateError

    try:
        return read_checked_lesson(path)
    except LabStateError as exc:
        raise UserError(f"mlm-lab: {exc}") from None


def cmd_lesson(args, size: tuple[int, int]) -> int:
    """`args` as cli_app declares them; `size` already parsed from --size."""
    lesson = read_lesson(args.file)
    if not args.pdf:
        from mlm_lab.app.window.main import run_app

        return run_app([], lesson_file=args.file)
    out = Path(args.pdf)
    if out.suffix.lower() != ".pdf":
        raise UserError("mlm-lab: --pdf must name a .pdf file")
    from mlm_lab.atomic import check_output_path
    from mlm_lab.named_files import lesson_files

    # an existing folder, a read-only folder, a full disk, the lesson itself: refused before any page is drawn
    check_output_path(out, "handout", inputs=(args.file, *lesson_files(lesson)))
    if args.timeout <= 0:
        raise UserError("mlm-lab: --timeout must be positive")
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a handout needs no screen
    return _write_pdf(lesson, Path(args.file), out, size, args.timeout, getattr(args, "paper", "a4"),
                      answers=getattr(args, "answers", False))


def _write_pdf(lesson, path: Path, out: Path, size: tuple[int, int], timeout: float, paper: str = "a4",
               *, answers: bool = False) -> int:
    from PySide6.QtCore import QEventLoop

    from mlm_lab.app.lessons.handout import HandoutExporter, say_run_it_in_class
    from mlm_lab.app.window.main import create_app
    from mlm_lab.app.window.main_window import MainWindow

    app = create_app()
    result: dict = {}
    with tempfile.TemporaryDirectory(prefix="mlm-lab-handout-") as tmp:
        window = MainWindow(settings_path=Path(tmp) / "settings.ini", runs_dir=Path(tmp) / "runs", restore=False)
        window.ask = lambda title, text: True
        window.resize(*size)
        window.show()
        say_run_it_in_class(window)
        window.lessons.player.start(lesson, path)
        exporter = HandoutExporter(window, window.lessons.player, step_timeout_s=timeout, paper=paper,
                                   answers=answers)
        loop = QEventLoop()
        exporter.finished.connect(lambda written: (result.update(written=written), loop.quit()))
        exporter.failed.connect(lambda message: (result.update(error=message), loop.quit()))
        exporter.progress.connect(lambda n, total: print(f"step {n} of {total} rendered", file=sys.stderr))
        exporter.start(out)
        loop.exec()
        window.close()
        app.processEvents()
    if "error" in result:
        raise UserError(f"mlm-lab: {result['error']}")
    late = ", ".join(str(i + 1) for i in exporter.timed_out)
    print(f"wrote {result['written']} ({len(lesson.steps)} pages)")
    if late:
        print(f"mlm-lab: the models were not ready after {timeout:.0f} s at step(s) {late}; "
              "those pages show what was on screen", file=sys.stderr)
        return 1
    return 0
