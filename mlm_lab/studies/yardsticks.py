"""Yardsticks: measurements applied to each finished run of a study, beyond the trainer's
own evaluation. A yardstick is a callable `(run_dir: Path) -> dict` of column -> number;
its results are kept in the run folder (`yardsticks.json`) so a resumed study does not
measure a run twice, and a yardstick that arrives later fills in the runs that lack it.

The default is the linear probe of the encoder (`mlm_lab.features.probe_model`: word
categories for text, shapes for images) where that package is importable; without it
there is no probe column.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

Yardstick = Callable[[Path], dict]
YARDSTICKS_FILE = "yardsticks.json"


PROBE_TASKS = {"text": "words", "image": "shapes"}  # mlm_lab.features probe tasks: word category, shape


def default_yardsticks() -> list[Yardstick]:
    """The clue-side cloze set (text runs on the generated language), and the linear
    probe when mlm_lab.features is there."""
    try:
        from mlm_lab.features import probe_model
    except ImportError:
        return [ClozeBySide()]
    return [LinearProbe(probe_model), ClozeBySide()]


class ClozeBySide:
    """Fill-in-the-blank accuracy on generated sentences, split by where the clue is: left
    of the blank ("the girls who feed the ducks [MASK] happy") or right of it ("the [MASK]
    say moo"). A masked model reads both sides ([MASK] at the blank); a causal model only
    the left (next-token probabilities after the left context). Text runs on the generated
    language only (the candidates are its words). Columns: cloze_left_acc, cloze_right_acc
    and the chance level of each (a uniform guess among the candidates)."""

    __name__ = "cloze_by_side"

    def __init__(self, per_kind: int = 50, seed: int = 0):
        self.per_kind, self.seed = per_kind, seed

    def __call__(self, run_dir: Path) -> dict:
        from mlm_lab.training.checkpoint import list_checkpoints
        from mlm_lab.training.config import TrainConfig

        config = TrainConfig.load(Path(run_dir) / "config.json")
        checkpoints = list_checkpoints(run_dir)
        if config.task != "text" or config.data_kind != "toy" or not checkpoints:
            return {}
        return self.at_checkpoint(checkpoints[-1])

    def at_checkpoint(self, checkpoint: Path) -> dict:
        """The same columns for one checkpoint folder (weights, config, tokenizer.json)."""
        from mlm_lab.data import toy_cloze
        from mlm_lab.models import load_pretrained
        from mlm_lab.models.text_model import is_causal
        from mlm_lab.tokenization import WordPieceTokenizer

        model = load_pretrained(checkpoint)
        tokenizer = WordPieceTokenizer.load(Path(checkpoint) / "tokenizer.json")
        items = toy_cloze.cloze_set(per_kind=self.per_kind, seed=self.seed)
        causal = is_causal(model)
        score = toy_cloze.causal_lm_candidate_logprobs if causal else toy_cloze.masked_lm_candidate_logprobs
        result = toy_cloze.score_cloze(items, score(model, tokenizer, items))
        return {"cloze_left_acc": result["left_acc"], "cloze_right_acc": result["right_acc"],
                "cloze_left_chance_acc": result["left_chance_acc"], "cloze_right_chance_acc": result["right_chance_acc"]}


class LinearProbe:
    """The linear-probe accuracy of a run's final encoder (its newest checkpoint, top
    layer): word categories for text, shapes for images, via mlm_lab.features.probe_model.
    Columns: `probe_<task>_accuracy` and `probe_<task>_majority` (always the most frequent class)."""

    __name__ = "linear_probe"

    def __init__(self, probe_model):
        self.probe_model = probe_model

    def __call__(self, run_dir: Path) -> dict:
        from mlm_lab.training.checkpoint import list_checkpoints
        from mlm_lab.training.config import TrainConfig

        config = TrainConfig.load(Path(run_dir) / "config.json")
        checkpoints = list_checkpoints(run_dir)
        if not checkpoints:
            return {}
        task = PROBE_TASKS[config.task]
        result = self.probe_model(checkpoints[-1], task, random_init=False)
        out = {f"probe_{task}_accuracy": float(result["acc"])}
        if isinstance(result.get("majority_acc"), (int, float)):
            out[f"probe_{task}_majority"] = float(result["majority_acc"])
        return out


def yardstick_name(fn: Yardstick) -> str:
    return getattr(fn, "__name__", type(fn).__name__)


def measure(run_dir: Path, yardsticks: list[Yardstick], log: Callable[[str], None] | None = None) -> dict:
    """Every yardstick's columns for one run: the kept ones, plus new measurements of the
    yardsticks not yet applied (written back to the run folder)."""
    path = Path(run_dir) / YARDSTICKS_FILE
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        kept = {}
    if not isinstance(kept, dict):
        kept = {}
    done = kept.setdefault("applied", {})
    changed = False
    for fn in yardsticks:
        name = yardstick_name(fn)
        if name in done:
            continue
        try:
            values = fn(Path(run_dir))
        except Exception as exc:  # a failed measurement leaves its column empty, the study goes on
            if log:
                log(f"yardstick {name} failed on {Path(run_dir).name}: {type(exc).__name__}: {exc}")
            continue
        done[name] = {k: v for k, v in dict(values).items()}
        changed = True
    if changed:
        from mlm_lab.atomic import write_json_atomic

        write_json_atomic(path, kept)
    out: dict = {}
    for values in done.values():
        out.update(values)
    return out
