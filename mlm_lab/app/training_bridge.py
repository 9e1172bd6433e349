"""Between the Training tab's form and the training engine: form <-> TrainConfig, run folders,
metrics rows and worker events in one shape. No Qt here, and no torch at import time.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path

from mlm_lab.app.model_sources import newest_checkpoint

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
FORM_KEYS = ("task", "data", "path", "preset", "strategy", "mask", "steps", "lr", "name")


def default_form(task: str = "text") -> dict:
    if task not in DATA_CHOICES:
        task = "text"
    return {
        "task": task,
        "data": "generated",
        "path": "",
        "preset": "nano",
        "strategy": "random",
        "mask": 0.15 if task == "text" else 0.75,
        "steps": 400 if task == "text" else 300,
        "lr": 0.002 if task == "text" else 0.0015,
        "name": "",
    }


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
    """The TrainConfig the form describes. Raises ValueError with a clear reason."""
    from mlm_lab.training import TrainConfig

    form = validate_form(form)
    if form["data"] == "path":
        if not form["path"]:
            raise ValueError("choose a file or folder for the training data")
        if not Path(form["path"]).exists():
            raise ValueError(f"no such file or folder: {form['path']}")
    values = {"task": form["task"], "preset": form["preset"], "steps": form["steps"], "lr": form["lr"]}
    data = {"generated": "toy", "samples": "samples", "path": form["path"]}[form["data"]]
    values["data"] = data
    values["strategy"] = form["strategy"]
    values["mask"] = form["mask"]
    if form["name"]:
        values["name"] = form["name"]
    return _build_config(TrainConfig, values)


def _build_config(cls, v: dict):
    """Map the form's values onto TrainConfig's fields (names as the engine spells them)."""
    fields = getattr(cls, "__dataclass_fields__", {})
    kwargs = {}

    def put(names, value):
        for n in names:
            if n in fields:
                kwargs[n] = value
                return True
        return False

    put(("task",), v["task"])
    put(("preset",), v["preset"])
    put(("steps", "max_steps", "total_steps"), v["steps"])
    put(("lr", "learning_rate"), v["lr"])
    put(("data", "data_source", "dataset"), v["data"])
    if "name" in v:
        put(("name", "run_name"), v["name"])
    cfg = cls(**kwargs)
    _set_masking(cfg, v["task"], v["strategy"], v["mask"])
    return cfg


def _set_masking(cfg, task: str, strategy: str, mask: float) -> None:
    for name in ("masking", "text_masking", "patch_masking", "mask"):
        sub = getattr(cfg, name, None)
        if sub is None or isinstance(sub, (int, float, str)):
            continue
        if task == "text" and hasattr(sub, "mask_prob"):
            sub.strategy, sub.mask_prob = strategy, mask
            return
        if task == "image" and hasattr(sub, "ratio"):
            sub.strategy, sub.ratio = strategy, mask
            return
    for attr, value in (("strategy", strategy), ("mask_prob" if task == "text" else "mask_ratio", mask)):
        if hasattr(cfg, attr):
            setattr(cfg, attr, value)


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
    """A worker event in the tab's shape: type + the fields the tab reads."""
    if not isinstance(ev, dict):
        return {"type": "unknown"}
    out = dict(ev)
    kind = ev.get("type") or ev.get("event") or ev.get("kind")
    out["type"] = kind
    if kind == "metrics":
        m = ev.get("metrics") if isinstance(ev.get("metrics"), dict) else ev
        out["step"] = int(m.get("step", ev.get("step", 0)) or 0)
        out["train_loss"] = _num(m.get("train_loss", m.get("loss")))
        out["eval_loss"] = _num(m.get("eval_loss"))
        out["accuracy"] = _num(m.get("accuracy", m.get("eval_accuracy", m.get("masked_accuracy"))))
        out["psnr"] = _num(m.get("psnr", m.get("eval_psnr")))
        out["lr"] = _num(m.get("lr"))
    elif kind == "snapshot":
        out.update(_snapshot_payload(ev))
    elif kind == "started":
        out["run_dir"] = str(ev.get("run_dir") or ev.get("path") or "") or None
    return out


def _snapshot_payload(ev: dict) -> dict:
    """Snapshots as lines of rich text (text runs) or (title, HxWx3 array) pairs (image runs)."""
    import html

    import numpy as np

    payload = ev.get("snapshot") if isinstance(ev.get("snapshot"), dict) else ev
    out: dict = {"step": payload.get("step", ev.get("step"))}
    preds = payload.get("predictions") or payload.get("texts")
    if preds:
        lines = []
        for p in preds:
            if isinstance(p, str):
                lines.append(html.escape(p))
            elif isinstance(p, dict):
                lines.append(_prediction_line(p))
        out["texts"] = lines
    images = payload.get("images") or payload.get("reconstructions")
    if images:
        pairs = []
        for i, item in enumerate(images):
            if isinstance(item, dict):
                for key in ("masked", "pasted", "reconstruction", "original"):
                    if key in item and item[key] is not None:
                        pairs.append((f"#{i + 1} {key}", np.asarray(item[key], dtype=np.float32)))
            else:
                pairs.append((f"#{i + 1}", np.asarray(item, dtype=np.float32)))
        out["images"] = pairs
    return out


def _prediction_line(p: dict) -> str:
    import html

    text = p.get("masked") or p.get("input") or p.get("text") or ""
    guesses = p.get("predicted") or p.get("predictions") or p.get("top") or []
    truth = p.get("target") or p.get("true") or p.get("answer")
    parts = [html.escape(str(text))]
    if guesses:
        parts.append("→ <b>" + html.escape(" ".join(str(g[0] if isinstance(g, (list, tuple)) else g)
                                                   for g in guesses)) + "</b>")
    if truth:
        parts.append(f"<span style='color:gray'>(true: {html.escape(str(truth))})</span>")
    return " ".join(parts)


# -- run folders ------------------------------------------------------------------------------
@dataclass
class RunInfo:
    path: str
    name: str
    task: str = ""
    status: str = ""
    config: object = None
    summary: str = ""
    has_checkpoint: bool = False
    resumable: bool = False
    extra: dict = field(default_factory=dict)

    @property
    def short(self) -> str:
        name = self.name
        return name.split("-", 2)[2] if name.count("-") >= 2 and name[:8].isdigit() else name

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
    """The runs under `runs_dir`, newest first."""
    try:
        from mlm_lab.training.runs import list_runs
    except ImportError:
        return []
    try:
        runs = list_runs(runs_dir)
    except (OSError, ValueError):
        return []
    infos = []
    for run in runs:
        path = str(getattr(run, "path", None) or getattr(run, "run_dir", None) or run)
        config = getattr(run, "config", None)
        task = str(getattr(config, "task", "") or getattr(run, "task", "") or "")
        status = str(getattr(run, "status", "") or "")
        ckpt = newest_checkpoint(path) is not None
        info = RunInfo(path=path, name=Path(path).name, task=task, status=status, config=config,
                       has_checkpoint=ckpt, resumable=ckpt and config is not None and status != "finished")
        info.summary = _summary(run, task)
        infos.append(info)
    infos.sort(key=lambda i: i.name, reverse=True)
    return infos


def _summary(run, task: str) -> str:
    final = getattr(run, "final_metrics", None) or getattr(run, "final", None) or {}
    if not isinstance(final, dict):
        return ""
    parts = []
    config = getattr(run, "config", None)
    mask = _mask_of(config, task)
    if mask is not None:
        parts.append(f"mask {mask * 100:.0f} %")
    step = final.get("step")
    if step is not None:
        parts.append(f"step {step}")
    if final.get("eval_loss") is not None:
        parts.append(f"eval loss {float(final['eval_loss']):.3f}")
    key = "accuracy" if task == "text" else "psnr"
    if final.get(key) is not None:
        parts.append(f"acc {float(final[key]) * 100:.1f} %" if key == "accuracy" else f"PSNR {float(final[key]):.1f} dB")
    return " · ".join(parts)


def _mask_of(config, task: str):
    if config is None:
        return None
    for name in ("masking", "text_masking", "patch_masking"):
        sub = getattr(config, name, None)
        if sub is None:
            continue
        value = getattr(sub, "mask_prob" if task == "text" else "ratio", None)
        if isinstance(value, (int, float)):
            return float(value)
    for name in ("mask_prob", "mask_ratio"):
        value = getattr(config, name, None)
        if isinstance(value, (int, float)):
            return float(value)
    return None


def read_run_metrics(run_dir) -> list[dict]:
    """Metrics rows of a run (step, train_loss, eval_loss, accuracy, psnr, lr), oldest first."""
    try:
        from mlm_lab.training.runs import load_metrics

        rows = load_metrics(run_dir)
    except ImportError:
        rows = _read_jsonl(Path(run_dir) / "metrics.jsonl")
    out = []
    for r in rows:
        if not isinstance(r, dict):
            r = getattr(r, "__dict__", {})
        ev = normalize_event({**r, "type": "metrics"})
        out.append({k: ev.get(k) for k in ("step", "train_loss", "eval_loss", "accuracy", "psnr", "lr")})
    return out


def _read_jsonl(path: Path) -> list[dict]:
    rows = []
    if not path.is_file():
        return rows
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = line.strip()
        if not line:
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue  # a line cut short by a kill
    return rows


def runs_dir_exists(runs_dir) -> bool:
    return runs_dir is None or os.path.isdir(runs_dir)
