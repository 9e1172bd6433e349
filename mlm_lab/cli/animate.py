"""`mlm-lab animate`: record a sweep of the real window offscreen as GIF, APNG or MP4, then exit.

    mlm-lab animate --tab image --sweep image.ratio=0:0.95:0.05 --out sweep.gif
    mlm-lab animate --tab text --sweep text.mask_prob=0.05:0.6:0.05 --out text.png --fps 4
    mlm-lab animate --tab image --seeds 0:9 --out seeds.mp4 --size 1280x720
    mlm-lab animate --tab generate --rounds --out rounds.gif --state talk.mlmlab
    mlm-lab animate --tab text --run runs/my-run --out learning.gif

Each frame is what `mlm-lab screenshot` would write at that value (the whole window, once every
pane shows its newest answer), fitted into --size, with the value as a caption. Everything is
checked before the window opens: bad arguments exit 2 with one line on stderr.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from mlm_lab.cli import UserError, seconds_arg
from mlm_lab.cli.limits import number_arg

TABS = ("text", "image", "training", "features", "generate")


def register(subparsers) -> None:
    p = subparsers.add_parser("animate", help="record a slider sweep, seeds, rounds or a run's checkpoints "
                              "as GIF / APNG / MP4",
                              description="Record the real window offscreen as an animation, then exit: one frame "
                                          "per value of a --sweep, per seed, per round of a generation or per "
                                          "checkpoint of a run, each captioned with its value.")
    p.add_argument("--tab", choices=TABS, help="the tab to record (default: the sweep's, the state's or the "
                   "lesson step's)")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--sweep", help="a field of the lab state and its values: image.ratio=0:0.95:0.05 "
                      "(FROM:TO:STEP, TO included)")
    what.add_argument("--seeds", help="a series of seeds FROM:TO[:STEP], TO included (e.g. 0:9)")
    what.add_argument("--rounds", action="store_true",
                      help="the rounds of the generation (Generate tab) or of 'Fill several masks' (Text tab)")
    what.add_argument("--run", help="a run folder: one frame per checkpoint, oldest first (Text or Image tab)")
    p.add_argument("--out", required=True, help="the file: .gif, .png (animated PNG) or .mp4 (needs mlm-lab[mp4])")
    p.add_argument("--fps", type=number_arg("fps"), default=8.0, help="frames a second, 0.1 to 60 (default 8)")
    p.add_argument("--size", default="960x540", help="frame size WIDTHxHEIGHT (default 960x540)")
    p.add_argument("--state", help="a .mlmlab lab state to open first")
    p.add_argument("--lesson", help="a .mlmlesson lesson to open at --step")
    p.add_argument("--step", type=number_arg("lesson_step"), default=1, help="with --lesson: the step, from 1 (default 1)")
    p.add_argument("--text-model", help="text model folder (default: the state's, else bundled)")
    p.add_argument("--image-model", help="image model folder (default: the state's, else bundled)")
    p.add_argument("--timeout", type=seconds_arg, default=120.0, help="seconds to wait for the models (default 120)")
    p.set_defaults(func=cmd_animate)


def _fail_on(call, *args, **kwargs):
    """The core's ExportError / LabStateError as the CLI's one line."""
    from mlm_lab.export import ExportError
    from mlm_lab.lab import LabStateError

    try:
        return call(*args, **kwargs)
    except (ExportError, LabStateError) as exc:
        raise UserError(f"mlm-lab: {exc}") from None


def cmd_animate(args) -> int:
    from mlm_lab.cli.app import parse_size, read_state
    from mlm_lab.export import animation_format, check_writable
    from mlm_lab.export.animation import check_fps
    from mlm_lab.export.sweep import parse_seeds, parse_sweep, run_sweep

    _fail_on(animation_format, args.out)
    _fail_on(check_fps, args.fps)
    size = parse_size(args.size)
    if args.timeout <= 0:
        raise UserError("mlm-lab: --timeout must be positive")
    if args.lesson and args.state:
        raise UserError("mlm-lab: give --state or --lesson, not both")
    state = prepared = lesson = None
    if args.state:
        state, prepared = _fail_on(read_state, args.state)
    if args.lesson:
        from mlm_lab.app.lessons.player import read_checked_lesson

        read = _fail_on(read_checked_lesson, args.lesson)
        if not 1 <= args.step <= len(read.steps):
            raise UserError(f"mlm-lab: --step must be from 1 to {len(read.steps)} (the lesson's steps), got {args.step}")
        lesson = (read, Path(args.lesson), args.step - 1)
    from mlm_lab.named_files import lesson_files, state_files

    # never over what the command reads: the lab file, the lesson, the pictures either names
    inputs = (args.state, args.lesson, *(state_files(state) if state is not None else ()),
              *(lesson_files(lesson[0]) if lesson is not None else ()))
    _fail_on(check_writable, args.out, "animation", inputs=inputs)
    tab = args.tab
    if tab is None and args.sweep and "." in args.sweep:
        tab = args.sweep.split(".", 1)[0].strip().lower()
    if tab is None and state is not None:
        tab = state.tab
    if tab is None and lesson is not None:
        tab = lesson[0].steps[lesson[2]].lab_state().tab  # the tab the step shows
    if tab is None:
        raise UserError("mlm-lab animate: the argument --tab is required (or give --state, --lesson or a --sweep "
                        "part.field)")
    if tab not in TABS:
        raise UserError(f"mlm-lab: --sweep names no tab {tab!r} (one of {', '.join(TABS)})")
    sweep = None
    if args.sweep:
        sweep = _fail_on(parse_sweep, args.sweep, tab)
    elif args.seeds:
        sweep = _fail_on(parse_seeds, args.seeds, tab)
    elif args.run:
        if not Path(args.run).is_dir():
            raise UserError(f"mlm-lab: no such run folder: {args.run}")
        from mlm_lab.training.runs import list_checkpoints

        checkpoints = [(str(p), p.name.replace("-", " ")) for p in list_checkpoints(args.run)]
        sweep = _fail_on(run_sweep, tab, checkpoints)
    elif tab not in ("generate", "text"):
        raise UserError(f"mlm-lab: --rounds records the Generate tab's rounds or the Text tab's fill, not {tab}")
    models = {}
    for kind, folder in (("text", args.text_model), ("image", args.image_model)):
        if folder:
            folder = _cache_id(folder)  # a Hugging Face cache id (org/name) -> its snapshot
            if not Path(folder).is_dir():
                raise UserError(f"mlm-lab: no such model folder: {folder}")
            models[kind] = str(Path(folder).resolve())
    if not os.environ.get("QT_QPA_PLATFORM") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    return _record(args, tab, sweep, size, state, prepared, lesson, models)


def _record(args, tab, sweep, size, state, prepared, lesson, models) -> int:
    import tempfile

    from PySide6.QtCore import QEventLoop

    from mlm_lab.app.export.animation import FrameRecorder, frame_count, record_blocking, view_image
    from mlm_lab.app.window.main import create_app
    from mlm_lab.app.window.main_window import TAB_NAMES, MainWindow
    from mlm_lab.cli.app import quiet_offscreen_warnings
    from mlm_lab.export import write_animation
    from mlm_lab.export.sweep import rounds_sweep

    quiet_offscreen_warnings()
    app = create_app()
    with tempfile.TemporaryDirectory(prefix="mlm-lab-animate-") as tmp:
        if state is not None:
            models = {**state.models, **models}
        window = MainWindow(settings_path=Path(tmp) / "settings.ini", models=models, restore=False)
        window.ask = lambda title, text: True
        window.resize(*size)
        window.show()
        try:
            if state is not None:
                state.presentation = False
                window.apply_lab_state(state, prepared=prepared, load_models=False)
            if lesson is not None:
                window.lessons.player.start(*lesson)
            if args.rounds and tab == "text":
                window.lab_tabs["text"].state.view = "fill"
            window.tabs.setCurrentIndex(TAB_NAMES.index(tab))
            window.resize(*size)
            deadline = time.monotonic() + args.timeout
            while not window.is_ready() and time.monotonic() < deadline:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
                time.sleep(0.01)
            if not window.is_ready():
                print(f"mlm-lab: the models were not ready after {args.timeout:.0f} s; nothing written",
                      file=sys.stderr)
                return 1
            if args.rounds:  # the rounds there are to record: none is refused, before anything is written
                sweep = _fail_on(rounds_sweep, tab, _rounds_shown(window, tab, frame_count))
            started = time.monotonic()
            recorder = FrameRecorder(window, sweep, grab=lambda: view_image(window), size=size)
            frames = _fail_on(record_blocking, app, recorder)
            written = _fail_on(write_animation, args.out, frames, args.fps)
            grabbed = (window.width(), window.height())
        finally:
            window.close()
            app.processEvents()
    note = "" if grabbed == size else f"; the window needs at least {grabbed[0]}x{grabbed[1]}, frames scaled to fit"
    print(f"wrote {written} ({len(frames)} frames, {size[0]}x{size[1]}, {args.fps:g} fps, {tab} tab, "
          f"{sweep.name}: {sweep.captions[0]} .. {sweep.captions[-1]}, {time.monotonic() - started:.1f} s{note})")
    return 0


def _rounds_shown(window, tab: str, frame_count) -> int:
    """The rounds the tab has to show now: the Generate tab's are its last generation's steps (0 when
    it has none, as when the prompt has fewer masks than the steps asked), not the steps asked."""
    if tab == "generate":
        result = getattr(window.lab_tabs["generate"], "result", None)
        if result is None or int(result.steps) < 1:
            raise UserError("mlm-lab: --rounds: the Generate tab has no generation to record (none ran: a prompt "
                            "with fewer [MASK] than its steps, say); nothing written")
        return int(result.steps)
    return frame_count(window, "rounds", tab)


def _cache_id(folder: str) -> str:
    from mlm_lab.cli import UserError
    from mlm_lab.models import ModelLoadError
    from mlm_lab.models.hf_cache import resolve_model_source

    try:
        return str(resolve_model_source(folder))
    except ModelLoadError as exc:
        raise UserError(f"mlm-lab: {exc}") from None
