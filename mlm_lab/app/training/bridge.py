"""Between the Training tab and the training engine, with no Qt: the menus' words, the list's
rows for run folders, a run's metrics and the snapshot strip's content. The form's values
go to the engine through `TrainingForm.to_config()` (mlm_lab/lab/training.py), and the
worker's events are the engine's dataclasses (`mlm_lab.training.events`), read as they are.

Run folders are read with the engine's own functions (`mlm_lab.training.runs`: list_runs,
load_metrics, newest_checkpoint), which import without torch, so this runs on the GUI thread.

The words this module writes (a run's summary and state, the snapshot's captions and warnings) are
in the window's language: QtCore is imported by `translate` on first use (context "TrainingTab"),
numbers go through mlm_lab.app.i18n.languages (Qt-free at import). The menus' words stay English here and are
translated where the form shows them (form.py's MENU_WORDS).
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_number, fmt_percent
from mlm_lab.masking.catalog import training_choices
from mlm_lab.training import runs as engine_runs
from mlm_lab.training.events import Metrics, Snapshot
from mlm_lab.training.runs import default_runs_dir, newest_checkpoint

PRESET_LABELS = {"nano": "nano: 2-minute runs", "tiny": "tiny: bundled size, slow"}  # the menus' words
DATA_CHOICES = {
    "text": [("generated", "Generated language (built in)"), ("path", "A text file or folder…")],
    "image": [("generated", "Generated images (built in)"), ("samples", "Sample photos (scikit-image)"),
              ("path", "A folder of images…")],
}
STRATEGY_CHOICES = {task: training_choices(task) for task in ("text", "image")}  # the strategy catalog's words
OBJECTIVE_CHOICES = [("mlm", "Masked LM (BERT)"), ("diffusion", "Masked diffusion (MDLM, LLaDA)"),
                     ("clm", "Causal LM (left to right)")]
# the metrics export's columns (a CSV's header) and the engine's metric keys they hold
METRICS_EXPORT = (("step", "step"), ("train_loss", "train_loss"), ("eval_loss", "eval_loss"),
                  ("accuracy", "eval_accuracy"), ("psnr", "eval_psnr"), ("lr", "lr"))

__all__ = ["DATA_CHOICES", "METRICS_EXPORT", "OBJECTIVE_CHOICES", "PRESET_LABELS", "STRATEGY_CHOICES", "RunRow",
           "StripView", "default_runs_dir", "list_run_infos", "metrics_table", "newest_checkpoint",
           "read_run_metrics", "saved_snapshot", "strip_view"]


def translate(context: str, text: str, disambiguation: str | None = None) -> str:
    """QCoreApplication.translate, imported on first use (by this name pyside6-lupdate finds the strings)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text, disambiguation)


def state_word(state: str) -> str:
    """A run's state (the engine's word: running, stopped, ...) as the list shows it."""
    words = {"running": translate("TrainingTab", "running"), "stopped": translate("TrainingTab", "stopped"),
             "finished": translate("TrainingTab", "finished"), "failed": translate("TrainingTab", "failed"),
             "diverged": translate("TrainingTab", "diverged"), "interrupted": translate("TrainingTab", "interrupted"),
             "unknown": translate("TrainingTab", "unknown", "a run's state")}
    return words.get(state, state)


def task_word(task: str) -> str:
    """A run's task ("text" or "image") as the list shows it."""
    words = {"text": translate("TrainingTab", "text", "a run's task"),
             "image": translate("TrainingTab", "image", "a run's task")}
    return words.get(task, task)


def _finite(value) -> float | None:
    """`value` as a finite number (a psnr, a probability read from a file), else None."""
    if value is None or isinstance(value, bool):
        return None
    try:
        value = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    return value if math.isfinite(value) else None


# -- run folders ------------------------------------------------------------------------------
@dataclass
class RunRow:
    """The Training tab's row for one run: the engine's RunInfo (`run`), what the buttons need
    (read from the folder once, when the list is made) and the line the list shows."""

    run: engine_runs.RunInfo
    status: str = ""  # the run's state ("interrupted" for a run whose process is gone)
    has_checkpoint: bool = False
    resumable: bool = False  # stopped, interrupted or failed, with a checkpoint to go on from
    summary: str = ""

    @property
    def path(self) -> str:
        return str(self.run.path)

    @property
    def name(self) -> str:
        return self.run.name

    @property
    def task(self) -> str:
        return self.run.task

    @property
    def config(self):
        """The run's TrainConfig (None when its config.json cannot be read)."""
        return self.run.config

    @property
    def short(self) -> str:
        return self.run.short

    @property
    def label(self) -> str:
        bits = [self.name]
        if self.task:
            bits.append(task_word(self.task))
        if self.status:
            bits.append(state_word(self.status))
        return " · ".join(bits) + (f"\n   {self.summary}" if self.summary else "")

    @property
    def tooltip(self) -> str:
        return f"{self.path}\n{self.summary}" if self.summary else self.path


def list_run_infos(runs_dir=None) -> list[RunRow]:
    """The runs under `runs_dir` (default: the engine's default_runs_dir), newest first."""
    try:
        found = engine_runs.list_runs(runs_dir)
    except OSError:
        return []
    out = []
    for run in found:  # one damaged run folder never hides the others, nor stops the window
        try:
            summary = _summary(run)
        except (TypeError, ValueError, AttributeError, KeyError):
            summary = translate("TrainingTab", "its status.json is damaged")
        try:
            out.append(RunRow(run, run.state, run.newest_checkpoint is not None, run.resumable, summary))
        except (OSError, TypeError, ValueError, AttributeError):
            continue
    return out


def _summary(run: engine_runs.RunInfo) -> str:
    parts = []
    config, final = run.config, run.final_metrics
    if config is not None and config.task == "text" and config.objective == "clm":
        parts.append(translate("TrainingTab", "causal LM"))
    elif config is not None:
        mask = config.masking.mask_prob if config.task == "text" else config.masking.ratio
        parts.append(translate("TrainingTab", "mask {share}").format(share=fmt_percent(mask)))
    step = final.get("step", run.step)
    if step:
        parts.append(translate("TrainingTab", "step {step}").format(step=fmt_number(step)))
    ev = _finite(final.get("eval_loss"))
    if ev is not None:
        parts.append(translate("TrainingTab", "eval loss {loss}").format(loss=fmt_number(ev, 3)))
    acc = _finite(final.get("eval_accuracy"))
    psnr = _finite(final.get("eval_psnr"))
    if run.task == "text" and acc is not None:
        parts.append(translate("TrainingTab", "accuracy {accuracy}").format(accuracy=fmt_percent(acc, 1)))
    if run.task == "image" and psnr is not None:
        parts.append(translate("TrainingTab", "PSNR {psnr} dB").format(psnr=fmt_number(psnr, 1)))
    return " · ".join(parts)


def read_run_metrics(run_dir) -> list[Metrics]:
    """A run's metrics records (metrics.jsonl) as the engine's Metrics events, oldest first; a
    line a killed run left half-written is skipped."""
    return [Metrics(record) for record in engine_runs.load_metrics(run_dir)]


def metrics_table(records: list[Metrics]) -> tuple[list[str], list[list]]:
    """The metrics export of a run: (header, rows), a column per METRICS_EXPORT entry."""
    header = [name for name, _ in METRICS_EXPORT]
    rows = [[m.step if key == "step" else m.value(key) for _, key in METRICS_EXPORT] for m in records]
    return header, rows


# -- the snapshot strip ---------------------------------------------------------------------------
@dataclass
class StripView:
    """What the snapshot strip shows of one Snapshot, live or reopened from a run folder: a
    rich-text line per probe sentence (text runs), or a captioned picture per image (image
    runs: masked | reconstruction + visible | original, side by side)."""

    step: int
    lines: list[str] = field(default_factory=list)
    images: list[tuple[str, np.ndarray]] = field(default_factory=list)  # (caption, HxWx3 float in [0, 1])
    note: str = ""


def strip_view(event: Snapshot) -> StripView:
    """The strip of a snapshot event: the one layout, for a live run and a reopened one."""
    view = StripView(step=int(event.step))
    for item in event.items or []:
        if not isinstance(item, dict):
            continue
        if "predictions" in item:
            view.lines.append(_prediction_line(item))
        elif "pasted" in item:
            parts = [np.asarray(item[k], dtype=np.float32) for k in ("masked", "pasted", "original") if k in item]
            parts = [p / 255.0 if p.max() > 1.0 else p for p in parts]
            gap = np.ones((parts[0].shape[0], 1, 3), dtype=np.float32)
            strip = np.concatenate([x for p in parts for x in (p, gap)][:-1], axis=1)
            psnr = _finite(item.get("psnr"))
            caption = f"#{int(item.get('index', len(view.images))) + 1}"
            if psnr is not None:
                caption += " · " + translate("TrainingTab", "PSNR {psnr} dB").format(psnr=fmt_number(psnr, 1))
            view.images.append((caption, strip))
    if view.images:  # translated where it is shown (snapshots.py's SNAPSHOT_NOTES)
        view.note = "each: masked · reconstruction + visible · original"
    return view


def _prediction_line(item: dict) -> str:
    text = html.escape(str(item.get("text", "")))
    answer = str(item.get("answer", ""))
    preds = item.get("predictions") or []
    guesses = []
    for p in preds[:3]:
        token = html.escape(str(p.get("token", "")))
        prob = _finite(p.get("probability")) or 0.0
        style = "color:#0a7d2c;font-weight:700" if p.get("token") == answer else ""
        guesses.append(f"<span style='{style}'>{token}</span> {fmt_percent(prob)}")
    mark = "✓" if item.get("correct") else "✗"
    true = translate("TrainingTab", "(true: {answer})").format(answer=html.escape(answer))
    return f"{mark} {text} → {', '.join(guesses)} <span style='color:#59636e'>{true}</span>"


def _read_json(path: Path) -> dict:
    from mlm_lab.userfiles import read_user_json

    try:  # a run's file that is a named pipe is refused, never waited on (the GUI thread reads it)
        data = read_user_json(path, what="run file", max_bytes=20_000_000)
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


# A run's snapshot strip is a few hundred pixels a side (rows of 4 small panels); one far
# larger is not the lab's and is refused from its header, before any pixel is decoded.
SNAPSHOT_MAX_PIXELS = 2_000_000


def _read_snapshot_png(path: Path):
    """A snapshot PNG as HxWx3 uint8, or a one-line reason (str) when it is too large or not a
    picture; None when there is no such file. Only the header is read before the size check."""
    import warnings

    from PIL import Image, UnidentifiedImageError

    from mlm_lab.imaging import shown_name

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as img:
                w, h = img.size
                if w * h > SNAPSHOT_MAX_PIXELS:
                    return translate("TrainingTab", "the run's snapshot {name} is {width}x{height} pixels, far larger "
                                     "than the lab writes (at most {limit} megapixels); it is not shown").format(
                        name=shown_name(path.name), width=w, height=h, limit=fmt_number(SNAPSHOT_MAX_PIXELS / 1e6))
                picture = np.asarray(img.convert("RGB"), dtype=np.uint8)
    except FileNotFoundError:
        return None
    except Image.DecompressionBombError:  # Pillow refuses the header itself: over twice its own limit
        return translate("TrainingTab", "the run's snapshot {name} claims over {limit} megapixels (a decompression "
                         "bomb); it is not shown").format(name=shown_name(path.name),
                                                          limit=fmt_number(2 * Image.MAX_IMAGE_PIXELS / 1e6))
    except UnidentifiedImageError:
        return translate("TrainingTab", "the run's snapshot {name} is not a picture").format(name=shown_name(path.name))
    except (OSError, ValueError, SyntaxError) as exc:
        return translate("TrainingTab", "the run's snapshot {name} could not be read ({error})").format(
            name=shown_name(path.name), error=core_text(exc))
    return picture


def _image_items(picture: np.ndarray, summary: list) -> list[dict] | None:
    """The items of an image snapshot from the PNG the trainer wrote (training/tasks.py: a row
    per image of original | masked | reconstruction | pasted, 2-pixel white gaps, all scaled
    up by a whole factor), as the live event has them; None when the picture is not laid out so."""
    n = len(summary)
    height, width = picture.shape[:2]
    if n == 0 or height % n:
        return None
    row = height // n  # a panel and the gap under it
    gap = 4 * row - width  # width = 4 panels + 3 gaps; row = panel + gap
    scale = gap // 2
    panel = row - gap
    if gap <= 0 or gap % 2 or panel <= 0 or panel % scale or 4 * panel + 3 * gap != width:
        return None
    items = []
    for i, info in enumerate(summary):
        top = i * row
        cut = [picture[top:top + panel, k * (panel + gap):k * (panel + gap) + panel][::scale, ::scale]
               for k in range(4)]
        info = info if isinstance(info, dict) else {}
        items.append({"index": info.get("index", i), "original": cut[0], "masked": cut[1],
                      "reconstruction": cut[2], "pasted": cut[3], "psnr": info.get("psnr")})
    return items


def saved_snapshot(run_dir) -> Snapshot | str | None:
    """The newest snapshot a run wrote (snapshots/step-N.json, and its PNG for image runs) as
    the Snapshot event the run sent then, so it is shown as the live one was; a one-line
    reason (str) when it cannot be shown; None when there is none or it cannot be read."""
    from mlm_lab.imaging import shown_name

    folder = Path(run_dir) / "snapshots"
    best = None
    try:
        for path in folder.glob("step-*.json"):
            try:
                step = int(path.stem.split("-", 1)[1])
            except ValueError:
                continue
            if best is None or step > best[0]:
                best = (step, path)
    except OSError:
        return None
    if best is None:
        return None
    data = _read_json(best[1])
    if not data:
        return None
    step = data.get("step", best[0])
    step = step if isinstance(step, int) and not isinstance(step, bool) else best[0]
    if isinstance(data.get("probes"), list):
        return Snapshot(step, data["probes"], str(best[1]))
    png = data.get("png")
    if not png:
        return None
    path = folder / Path(str(png)).name  # its name only: never outside snapshots/
    picture = _read_snapshot_png(path)
    if picture is None or isinstance(picture, str):
        return picture
    summary = data.get("images") if isinstance(data.get("images"), list) else []
    items = _image_items(picture, summary)
    if items is None:
        return translate("TrainingTab", "the run's snapshot {name} is not laid out as the lab writes it; it is not "
                         "shown").format(name=shown_name(path.name))
    return Snapshot(step, items, str(path))
