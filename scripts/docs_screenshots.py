"""Make the documentation's screenshots again, each from its recipe (issue 39 item 4).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/docs_screenshots.py            # every one it can make
    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/docs_screenshots.py text.png image.png
    .venv/bin/python scripts/docs_screenshots.py --list                               # the recipes, nothing made

Most pictures are a lab state rendered by the real window: `mlm-lab screenshot --state
docs/screenshots/labs/<name>.mlmlab`, so the view is kept as a small file beside the pictures and
`tests/test_docs_site.py` fails when one of those files no longer opens. Others are a bundled lesson's
step (`--lesson ... --step N`) or a shipped study (`--study`). The class, the probe plot, the exercise and
the rooms' contact sheets need a live class, a trained probe or several screens: their own scripts make
them, and this one runs those scripts too. A few pictures are still made by hand; `--list` names them and
says how, and the test fails on a picture in docs/screenshots that has no recipe here.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "docs" / "screenshots"
LABS = SHOTS / "labs"
LESSONS = ROOT / "resources" / "lessons"


@dataclass(frozen=True)
class Recipe:
    out: Path  # the picture, under docs/screenshots
    lab: Path | None = None  # a lab state to render with `mlm-lab screenshot --state`
    args: tuple[str, ...] = ()  # more arguments of `mlm-lab screenshot` (or the whole of them without a lab)
    script: str | None = None  # a script under scripts/ that makes this picture (with others)
    script_args: tuple[str, ...] = ()
    by_hand: str = ""  # how the picture was made, when nothing here makes it yet
    env: dict = field(default_factory=dict, hash=False)

    @property
    def name(self) -> str:
        return self.out.relative_to(SHOTS).as_posix()

    def command(self) -> list[str] | None:
        if self.script:
            return [sys.executable, str(ROOT / "scripts" / self.script), *self.script_args]
        if self.by_hand:
            return None
        state = ["--state", str(self.lab)] if self.lab else []
        return [sys.executable, "-m", "mlm_lab", "screenshot", *state, *self.args, "--out", str(self.out)]


def _lab(out: str, lab: str, *args: str, **env: str) -> Recipe:
    return Recipe(SHOTS / out, lab=LABS / f"{lab}.mlmlab", args=args, env=env)


def _shot(out: str, *args: str, **env: str) -> Recipe:
    return Recipe(SHOTS / out, args=args, env=env)


def _lesson(name: str) -> str:
    return str(LESSONS / f"{name}.mlmlesson")


def _script(out: str, script: str, *args: str) -> Recipe:
    return Recipe(SHOTS / out, script=script, script_args=args)


def _hand(out: str, how: str) -> Recipe:
    return Recipe(SHOTS / out, by_hand=how)


def recipes() -> list[Recipe]:
    """Every picture of docs/screenshots and how it is made."""
    out = str(SHOTS)
    return [
        # lab states beside the pictures (docs/screenshots/labs)
        _lab("text.png", "text"),
        _lab("text-presentation.png", "text", "--presentation"),
        _lab("language-zh-text.png", "text", "--lang", "zh_CN", "--size", "1280x720"),
        _lab("image.png", "image"),
        _lab("image-presentation.png", "image", "--presentation"),
        _lab("side-by-side.png", "side-by-side"),
        _lab("side-by-side-image.png", "side-by-side-image"),
        _lab("explain-text.png", "explain-text"),
        _lab("explain-text-attention.png", "explain-text-attention"),
        _lab("explain-image.png", "explain-image"),
        _lab("generate.png", "generate"),
        _lab("generate-presentation.png", "generate-side-by-side", "--presentation"),
        _lab("generate-remask.png", "generate-remask", "--size", "1024x768"),
        _lab("features-pca.png", "features-pca"),
        _lab("features-neighbours.png", "features-neighbours", "--timeout", "600"),
        # a shipped study, a bundled lesson's step
        _shot("study.png", "--tab", "training", "--study", str(ROOT / "docs" / "studies" / "mask-rate-text")),
        _shot("lesson-presentation.png", "--lesson", _lesson("1-fill-in-the-blank"), "--step", "4", "--presentation"),
        _shot("lesson-features-presentation.png", "--lesson", _lesson("5-what-the-encoder-knows"), "--step", "4",
              "--presentation", "--timeout", "300"),
        _shot("language-de-lesson.png", "--lesson", _lesson("1-fill-in-the-blank"), "--step", "4", "--presentation",
              "--size", "1280x720", "--lang", "de"),
        _shot("rooms/1024x768-lesson1-step4.png", "--lesson", _lesson("1-fill-in-the-blank"), "--step", "4",
              "--presentation", "--size", "1024x768"),
        _shot("rooms/1920x1080-lesson3-step2.png", "--lesson", _lesson("3-why-mae-hides-75"), "--step", "2",
              "--presentation", "--size", "1920x1080"),
        _shot("rooms/1920x1080-at-200-lesson1-step4.png", "--lesson", _lesson("1-fill-in-the-blank"), "--step", "4",
              "--presentation", "--size", "1920x1080", QT_SCALE_FACTOR="2"),
        # their own scripts
        _script("class-dashboard.png", "class_screenshots_teacher.py", out),
        _script("class-card.png", "class_screenshots_teacher.py", out),
        _script("class-answers.png", "class_screenshots_teacher.py", out),
        _script("class-join.png", "class_screenshots_student.py", out),
        _script("class-student.png", "class_screenshots_student.py", out),
        _script("features-probe.png", "features_probe_screenshot.py", "--out", str(SHOTS / "features-probe.png")),
        _script("lesson-exercise.png", "lesson_exercise_screenshot.py", str(SHOTS / "lesson-exercise.png")),
        # not yet made from a file: how they were made
        _hand("rooms/contact-sheet-offscreen.png", "the renders of tests/app/test_rooms.py, joined into one sheet"),
        _hand("rooms/contact-sheet.png", "MLM_LAB_ROOM_SHOTS=DIR pytest tests/app/test_rooms_xvfb.py, then "
              "python scripts/room_contact_sheet.py --measured DIR docs/screenshots/rooms/contact-sheet.png"),
        _hand("training.png", "the Training tab with three nano runs of the session overlaid (runs are not shipped)"),
        _hand("study-compare.png", "the Study page with docs/studies/objective-text open, its Masked vs causal tab "
              "in front"),
        _hand("study-compare-offer.png", "an objective study with its run folders and no compare.json, opened on "
              "the Study page"),
        _hand("animation-frame.png", "one frame of mlm-lab animate --tab image --sweep image.ratio=0:0.95:0.05"),
        _hand("web-page.png", "mlm-lab screenshot --tab image --out page.html, opened in a browser"),
        _hand("image-rounds.png", "the Image tab's Reveal in rounds... window on a sample photo"),
        _hand("image-tokens.png", "the Image tab's Reveal in rounds... window at 1024x768, 8 rounds, the bundled "
              "image-tokens-tiny beside the MAE (astronaut)"),
        _hand("features-dinov2.png", "the Features tab with a tiny random DINOv2 from a cache laid out as the Hub "
              "does (tests/app/test_features_hf_vision.py makes one)"),
    ]


def run(chosen: list[Recipe]) -> int:
    """Make the chosen pictures; a script that makes several runs once. Returns how many failed."""
    failed, scripts_done = 0, set()
    for recipe in chosen:
        command = recipe.command()
        if command is None:
            print(f"  by hand: {recipe.name}: {recipe.by_hand}")
            continue
        if recipe.script:
            if recipe.script in scripts_done:
                continue
            scripts_done.add(recipe.script)
        recipe.out.parent.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"), **recipe.env}
        print(f"  {recipe.name}: {' '.join(command[1:])}", flush=True)
        done = subprocess.run(command, cwd=ROOT, env=env)
        if done.returncode != 0:
            print(f"  failed ({done.returncode}): {recipe.name}", file=sys.stderr)
            failed += 1
    return failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="pictures to make (e.g. text.png rooms/1024x768-lesson1-step4.png); "
                        "default: all")
    parser.add_argument("--list", action="store_true", help="print every recipe and make nothing")
    args = parser.parse_args(argv)
    every = recipes()
    if args.list:
        for recipe in every:
            command = recipe.command()
            how = recipe.by_hand if command is None else " ".join(Path(command[1]).name if i == 0 else c
                                                                   for i, c in enumerate(command[1:]))
            print(f"{recipe.name}: {how}")
        return 0
    known = {r.name: r for r in every}
    unknown = [n for n in args.names if n not in known]
    if unknown:
        parser.error(f"no recipe for {', '.join(unknown)}; --list shows them")
    chosen = [known[n] for n in args.names] if args.names else every
    return 1 if run(chosen) else 0


if __name__ == "__main__":
    sys.exit(main())
