"""Between the Training tab's form and the training engine: form <-> TrainConfig, the list's
rows for run folders, metrics rows and worker events in the tab's shape. No Qt here.

Run folders are read with the engine's own functions (`mlm_lab.training.runs`: list_runs,
load_metrics, newest_checkpoint), which import without torch, so this runs on the GUI thread.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from pathlib import Path

from mlm_lab.training import runs as engine_runs
from mlm_lab.training.config import PRESET_DEFAULTS
from mlm_lab.training.events import TrainingEvent
from mlm_lab.training.runs import default_runs_dir, newest_checkpoint

PRESETS = [("nano", "nano: 2-minute runs"), ("tiny", "tiny: bundled size, slow")]
DATA_CHOICES = {
    "text": [("generated", "Generated language (built in)"), ("path", "A text file or folder…")],
    "image": [("generated", "Generated images (built in)"), ("samples", "Sample photos (scikit-image)"),
              ("path", "A folder of images…")],
}
STRATEGY_CHOICES = {
    "text": [("random", "Random tokens (BERT)"), ("whole_word", "Whole words"), ("span", "Spans (SpanBERT)")],
    "image": [("random", "Random patches (MAE)"), ("block", "Blocks (BEiT)"), ("grid", "Grid"),
              ("center", "Centre box")],
}
FORM_KEYS = ("task", "data", "path", "preset", "strategy", "objective", "mask", "steps", "lr", "name")
OBJECTIVE_CHOICES = [("mlm", "Masked LM (BERT)"), ("diffusion", "Masked diffusion (MDLM, LLaDA)"),
                     ("clm", "Causal LM (left to right)")]


# the engine's preset learning rates, for the form: {(task, preset): lr}
PRESET_LR = {key: values["lr"] for key, values in PRESET_DEFAULTS.items()}


def validate_form(form: dict) -> dict:
    """Check a form dict (from the widgets or a .mlmlab file); returns it with unknown keys dropped."""
    out = {k: form.get(k) for k in FORM_KEYS}
    task = out["task"]
    if task not in DATA_CHOICES:
        raise ValueError(f"training task must be 'text' or 'image', got {task!r}")
    if out["data"] not in dict(DATA_CHOICES[task]):
        raise ValueError(f"training data for {task} must be one of {', '.join(dict(DATA_CHOICES[task]))}")
    if not isinstance(out["path"], str):
        raise ValueError("training path must be text")
    if out["preset"] not in dict(PRESETS):
        raise ValueError(f"training preset must be one of {', '.join(dict(PRESETS))}")
    if out["strategy"] not in dict(STRATEGY_CHOICES[task]):
        raise ValueError(f"training masking for {task} must be one of {', '.join(dict(STRATEGY_CHOICES[task]))}")
    if out["objective"] is None:
        out["objective"] = "mlm"
    if out["objective"] not in dict(OBJECTIVE_CHOICES) or (task == "image" and out["objective"] != "mlm"):
        raise ValueError(f"training objective for {task} must be "
                         f"{'mlm' if task == 'image' else ', '.join(dict(OBJECTIVE_CHOICES))}, got {out['objective']!r}")
    mask = out["mask"]
    if isinstance(mask, bool) or not isinstance(mask, (int, float)) or not 0.01 <= mask <= 0.95:
        raise ValueError(f"training mask must be a number from 0.01 to 0.95, got {mask!r}")
    steps = out["steps"]
    if isinstance(steps, bool) or not isinstance(steps, int) or not 10 <= steps <= 1_000_000:
        raise ValueError(f"training steps must be a whole number from 10 to 1000000, got {steps!r}")
    lr = out["lr"]
    if isinstance(lr, bool) or not isinstance(lr, (int, float)) or not 1e-5 <= lr <= 0.1:
        raise ValueError(f"training learning rate must be from 0.00001 to 0.1, got {lr!r}")
    if not isinstance(out["name"], str):
        raise ValueError("training name must be text")
    out["mask"], out["lr"] = float(mask), float(lr)
    return out


def config_from_form(form: dict):
    """The TrainConfig the form describes. Raises ValueError with a clear reason.

    The app's runs evaluate and snapshot about 20 and 10 times per run (so the curves
    have points even in a 2-minute run) and leave one CPU core to the window."""
    from mlm_lab.masking import PatchMaskingConfig, TokenMaskingConfig
    from mlm_lab.training import TrainConfig

    form = validate_form(form)
    if form["data"] == "path":
        if not form["path"]:
            raise ValueError("choose a file or folder for the training data")
        from mlm_lab.imaging import shown_name

        try:
            path = Path(form["path"]).expanduser()
            there = path.exists()
            data = str(path.resolve()) if there else ""
        except (OSError, ValueError, RuntimeError) as exc:  # over 255 bytes, a NUL, "~nobody"
            longest = max((len(os.fsencode(p)) for p in Path(form["path"]).parts), default=0)
            why = "a name over 255 bytes" if longest > 255 else type(exc).__name__
            raise ValueError(f"the training data {shown_name(form['path'])} cannot be a file or folder ({why})") \
                from None
        if not there:
            raise ValueError(f"no such file or folder: {shown_name(form['path'])}")
    else:
        data = {"text": {"generated": "toy"}, "image": {"generated": "generated", "samples": "samples"}}[
            form["task"]][form["data"]]
    if form["task"] == "text":
        masking = TokenMaskingConfig(strategy=form["strategy"], mask_prob=form["mask"])
    else:
        masking = PatchMaskingConfig(strategy=form["strategy"], ratio=form["mask"])
    steps = form["steps"]
    return TrainConfig(
        task=form["task"], objective=form["objective"], preset=form["preset"], data=data, masking=masking,
        steps=steps, lr=form["lr"],
        name=form["name"],
        eval_every=max(10, steps // 20), snapshot_every=max(20, steps // 10),
        checkpoint_every=max(50, steps // 4), threads=max(1, (os.cpu_count() or 2) - 1),
    )


__all__ = ["DATA_CHOICES", "FORM_KEYS", "PRESETS", "PRESET_LR", "STRATEGY_CHOICES", "RunInfo", "config_from_form",
           "default_runs_dir", "form_from_config", "latest_snapshot_event", "list_run_infos",
           "newest_checkpoint", "normalize_event", "read_run_metrics", "validate_form"]


def form_from_config(config) -> dict:
    """The form that gives a run's config (a TrainConfig, or its config.json as a dict)."""
    data = config if isinstance(config, dict) else config.to_dict()
    task = data.get("task", "text")
    source = str(data.get("data") or "")
    builtin = {"text": {"toy": "generated", "": "generated"},
               "image": {"generated": "generated", "samples": "samples", "": "generated"}}.get(task, {})
    kind = builtin.get(source, "path")
    masking = data.get("masking") or {}
    mask = masking.get("mask_prob" if task == "text" else "ratio", 0.15 if task == "text" else 0.75)
    return validate_form({"task": task, "data": kind, "path": source if kind == "path" else "",
                          "preset": data.get("preset", "nano"), "strategy": masking.get("strategy", "random"),
                          "objective": data.get("objective", "mlm"),
                          "mask": float(mask), "steps": int(data.get("steps", 400)),
                          "lr": float(data.get("lr") or PRESET_LR.get((task, data.get("preset", "nano")), 1e-3)),
                          "name": str(data.get("name") or "")})


# -- events ---------------------------------------------------------------------------------
def _num(value):
    if value is None or isinstance(value, bool):
        return None
    try:
        value = float(value)
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) else None


def normalize_event(ev) -> dict:
    """A worker event (a typed TrainingEvent, or its dict) in the tab's shape: type + the
    fields the tab reads.

    metrics: step, train_loss, eval_loss, accuracy (the objective's held-out top-1: masked
    tokens at 15 % for a masked LM, next tokens for a causal LM), psnr, lr; started: run_dir,
    step, total_steps; status: status, message; snapshot: step + texts (rich-text lines) or
    images ((caption, HxWx3 array) pairs)."""
    if isinstance(ev, TrainingEvent):
        ev = ev.to_dict()
    if not isinstance(ev, dict):
        return {"type": "unknown"}
    out = dict(ev)
    kind = ev.get("type")
    if kind == "metrics":
        out["step"] = int(ev.get("step", 0) or 0)
        out["train_loss"] = _num(ev.get("train_loss"))
        out["eval_loss"] = _num(ev.get("eval_loss"))
        out["accuracy"] = _num(ev.get("eval_accuracy", ev.get("accuracy")))
        out["psnr"] = _num(ev.get("eval_psnr", ev.get("psnr")))
        out["lr"] = _num(ev.get("lr"))
    elif kind == "snapshot":
        out.update(_snapshot_payload(ev))
    elif kind == "started":
        out["run_dir"] = str(ev.get("run_dir") or "") or None
        out["step"] = int(ev.get("step", 0) or 0)
        out["total_steps"] = int(ev.get("steps", ev.get("total_steps", 0)) or 0)
    elif kind == "status":
        out["status"] = ev.get("state", ev.get("status", ""))
    return out


def _snapshot_payload(ev: dict) -> dict:
    import numpy as np

    items = ev.get("items") or []
    out: dict = {"step": ev.get("step")}
    texts, images = [], []
    for item in items:
        if not isinstance(item, dict):
            continue
        if "predictions" in item:
            texts.append(_prediction_line(item))
        elif "pasted" in item:
            parts = [np.asarray(item[k], dtype=np.float32) for k in ("masked", "pasted", "original") if k in item]
            parts = [p / 255.0 if p.max() > 1.0 else p for p in parts]
            gap = np.ones((parts[0].shape[0], 1, 3), dtype=np.float32)
            strip = np.concatenate([x for p in parts for x in (p, gap)][:-1], axis=1)
            psnr = _num(item.get("psnr"))
            images.append((f"#{int(item.get('index', len(images))) + 1}"
                           + (f" · PSNR {psnr:.1f} dB" if psnr is not None else ""), strip))
    if texts:
        out["texts"] = texts
    if images:
        out["images"] = images
        out["note"] = "each: masked · reconstruction + visible · original"
    return out


def _prediction_line(item: dict) -> str:
    import html

    text = html.escape(str(item.get("text", "")))
    answer = str(item.get("answer", ""))
    preds = item.get("predictions") or []
    guesses = []
    for p in preds[:3]:
        token = html.escape(str(p.get("token", "")))
        prob = _num(p.get("probability")) or 0.0
        style = "color:#0a7d2c;font-weight:700" if p.get("token") == answer else ""
        guesses.append(f"<span style='{style}'>{token}</span> {prob * 100:.0f} %")
    mark = "✓" if item.get("correct") else "✗"
    return f"{mark} {text} → {', '.join(guesses)} <span style='color:gray'>(true: {html.escape(answer)})</span>"


# -- run folders ------------------------------------------------------------------------------
@dataclass
class RunInfo:
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
            bits.append(self.task)
        if self.status:
            bits.append(self.status)
        return " · ".join(bits) + (f"\n   {self.summary}" if self.summary else "")

    @property
    def tooltip(self) -> str:
        return f"{self.path}\n{self.summary}" if self.summary else self.path


def list_run_infos(runs_dir=None) -> list[RunInfo]:
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
            summary = "its status.json is damaged"
        try:
            out.append(RunInfo(run, run.state, run.newest_checkpoint is not None, run.resumable, summary))
        except (OSError, TypeError, ValueError, AttributeError):
            continue
    return out


def _summary(run: engine_runs.RunInfo) -> str:
    parts = []
    config, final = run.config, run.final_metrics
    if config is not None and config.task == "text" and config.objective == "clm":
        parts.append("causal LM")
    elif config is not None:
        mask = config.masking.mask_prob if config.task == "text" else config.masking.ratio
        parts.append(f"mask {mask * 100:.0f} %")
    step = final.get("step", run.step)
    if step:
        parts.append(f"step {step}")
    ev = _num(final.get("eval_loss"))
    if ev is not None:
        parts.append(f"eval loss {ev:.3f}")
    acc = _num(final.get("eval_accuracy"))
    psnr = _num(final.get("eval_psnr"))
    if run.task == "text" and acc is not None:
        parts.append(f"accuracy {acc * 100:.1f} %")
    if run.task == "image" and psnr is not None:
        parts.append(f"PSNR {psnr:.1f} dB")
    return " · ".join(parts)


def read_run_metrics(run_dir) -> list[dict]:
    """Metrics rows of a run (step, train_loss, eval_loss, accuracy, psnr, lr), oldest first;
    a line a killed run left half-written is skipped."""
    out = []
    for record in engine_runs.load_metrics(run_dir):
        ev = normalize_event({**record, "type": "metrics"})
        out.append({k: ev.get(k) for k in ("step", "train_loss", "eval_loss", "accuracy", "psnr", "lr")})
    return out


def _read_json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


# A run's snapshot strip is a few hundred pixels a side (rows of 4 small panels); one far
# larger is not the lab's and is refused from its header, before any pixel is decoded.
SNAPSHOT_MAX_PIXELS = 2_000_000


def _read_snapshot_png(path: Path):
    """A snapshot PNG as float32 RGB, or a one-line reason (str) when it is too large or not a
    picture; None when there is no such file. Only the header is read before the size check."""
    import warnings

    import numpy as np
    from PIL import Image, UnidentifiedImageError

    from mlm_lab.imaging import shown_name

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as img:
                w, h = img.size
                if w * h > SNAPSHOT_MAX_PIXELS:
                    return (f"the run's snapshot {shown_name(path.name)} is {w}x{h} pixels, far larger than the "
                            f"lab writes (at most {SNAPSHOT_MAX_PIXELS / 1e6:.0f} megapixels); it is not shown")
                strip = np.asarray(img.convert("RGB"), dtype=np.float32) / 255.0
    except FileNotFoundError:
        return None
    except Image.DecompressionBombError:  # Pillow refuses the header itself: over twice its own limit
        return (f"the run's snapshot {shown_name(path.name)} claims over {2 * Image.MAX_IMAGE_PIXELS / 1e6:.0f} "
                f"megapixels (a decompression bomb); it is not shown")
    except UnidentifiedImageError:
        return f"the run's snapshot {shown_name(path.name)} is not a picture"
    except (OSError, ValueError, SyntaxError) as exc:
        return f"the run's snapshot {shown_name(path.name)} could not be read ({exc})"
    return strip


def latest_snapshot_event(run_dir) -> dict | None:
    """The newest snapshot a run wrote (snapshots/step-N.json, and its PNG for image runs), as
    a snapshot event the tab can show; None when there is none or it cannot be read."""
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
    event = {"type": "snapshot", "step": data.get("step", best[0])}
    if isinstance(data.get("probes"), list):
        event["items"] = data["probes"]
        return normalize_event(event)
    png = data.get("png")
    if png:
        strip = _read_snapshot_png(folder / Path(str(png)).name)  # its name only: never outside snapshots/
        if isinstance(strip, str):
            return {"type": "snapshot", "step": event["step"], "error": strip}
        if strip is None:
            return None
        out = normalize_event({"type": "snapshot", "step": event["step"], "items": []})
        out["images"] = [("each row: original · masked · reconstruction · reconstruction + visible", strip)]
        return out
    return None
