"""Each numeric range is declared once (mlm_lab/ranges.py), and the command line, the engine's configs
and the lab state refuse exactly what their span refuses: at both edges, just past them, and for the
values that are no number at all."""

from __future__ import annotations

import argparse
import ast
import math
from pathlib import Path

import numpy as np
import pytest

from mlm_lab import ranges
from mlm_lab.cli.limits import RANGES
from mlm_lab.ranges import Span

ROOT = Path(__file__).resolve().parents[1]


def probes(span: Span) -> list:
    """Values around both edges of `span`, the middle, and what is no number."""
    if span.whole:
        edges = [span.low - 1, span.low, span.low + 1, span.high - 1, span.high, span.high + 1]
        return [*edges, (span.low + span.high) // 2, 1.5, True, None, "3"]
    gap = 1e-9 * max(1.0, abs(span.high))
    return [span.low - gap, span.low, span.low + gap, span.high - gap, span.high, span.high + gap,
            (span.low + span.high) / 2, math.nan, math.inf, True, None, "0.5"]


def test_a_span_in_words_and_its_refusal():
    assert str(Span(0, 5).words()) == "from 0 to 5"
    assert str(Span(0.0, 1.0, whole=False, low_open=True).words()) == "more than 0 and at most 1"
    assert str(Span(0.0, 1.0, whole=False, high_open=True).words()) == "from 0 to below 1"
    assert str(Span(0.0, 1.0, whole=False, low_open=True, high_open=True).words()) == "more than 0 and less than 1"
    assert str(ranges.SEED.words()) == "from 0 to 2**63 - 1"
    assert str(ranges.FORM_STEPS.words()) == "from 10 to 1,000,000"
    with pytest.raises(KeyError) as caught:
        ranges.TRAIN_MASK_PROB.check("mask_prob", 1.5, KeyError)
    assert caught.value.args[0] == "mask_prob must be a number more than 0 and at most 1, got 1.5"
    assert ranges.TRAIN_MASK_PROB.refusal("x", "y" * 500).endswith("…")  # a huge value is cut
    # the refusal is a message the app translates: its template and the span's own
    refusal = ranges.VIEW_RATIO.refusal("ratio", 2)
    assert refusal.template == "{name} must be {kind} {span}, got {shown}"
    assert refusal.values["span"].template == "from {low} to {high}"


def test_what_a_span_holds():
    span = Span(0.0, 1.0, whole=False, low_open=True)
    assert [span.holds(v) for v in (0.0, 1e-12, 1.0, 1.0 + 1e-12, math.nan, math.inf, True, "0.5", None)] == \
        [False, True, True, False, False, False, False, False, False]
    assert span.holds(np.float32(0.5)) and span.holds(np.float64(1.0)) and span.holds(1)
    whole = Span(1, 10)
    assert [whole.holds(v) for v in (0, 1, 10, 11, 5.0, np.int64(3), False)] == \
        [False, True, True, False, False, True, False]
    assert type(whole.check("n", np.int64(3))) is int and type(span.check("p", 1)) is float


def _cli(key: str, value) -> bool:
    try:
        RANGES[key].check(str(value))
    except argparse.ArgumentTypeError:
        return False
    return True


def _raises(make) -> bool:
    try:
        make()
    except (ValueError, TypeError):
        return False
    return True


def _train(**changes):
    from mlm_lab.training.config import TrainConfig

    return TrainConfig(**changes)


def _text_run(prob):
    from mlm_lab.masking.configs import TokenMaskingConfig

    def make():
        config = _train(task="text", data="toy")
        config.masking = TokenMaskingConfig(mask_prob=0.15)
        config.masking.mask_prob = prob
        config._check()

    return make


def _image_run(ratio):
    from mlm_lab.masking.configs import PatchMaskingConfig

    def make():
        config = _train(task="image", data="generated")
        config.masking = PatchMaskingConfig()
        config.masking.ratio = ratio
        config._check()

    return make


def _field(cls, name: str, value):
    def make():
        setattr(cls(), name, value)

    return make


def _settings(name: str, value):
    from mlm_lab.generation.settings import GenerationSettings

    def make():
        settings = GenerationSettings()
        setattr(settings, name, value)
        settings.check()

    return make


def _consumers():
    """(what checks it, its span, make(value) -> a callable that raises when the value is refused)."""
    from mlm_lab.lab.compare import ImageCompare, TextCompare
    from mlm_lab.lab.generate import GenerateState
    from mlm_lab.lab.image import ImageState
    from mlm_lab.lab.text import TextState
    from mlm_lab.lab.training import TrainingForm
    from mlm_lab.masking.configs import PatchMaskingConfig, TokenMaskingConfig
    from mlm_lab.studies.spec import KNOBS, check_values

    return [
        ("TrainConfig mask_prob", ranges.TRAIN_MASK_PROB, _text_run),
        ("TrainConfig image ratio", ranges.TRAIN_MASK_RATIO, _image_run),
        ("TrainConfig lr", ranges.LR, lambda v: lambda: _train(lr=v)),
        ("TrainConfig steps", ranges.STEPS, lambda v: lambda: _train(steps=v, warmup=0)),
        ("TrainConfig seed", ranges.SEED, lambda v: lambda: _train(seed=v)),
        ("TrainConfig seq_len", ranges.SEQ_LEN, lambda v: lambda: _train(task="text", data="toy", preset="small",
                                                                          seq_len=v)),
        ("TokenMaskingConfig mask_prob", ranges.MASK_SHARE, lambda v: lambda: TokenMaskingConfig(mask_prob=v)),
        ("PatchMaskingConfig ratio", ranges.PATCH_RATIO, lambda v: lambda: PatchMaskingConfig(ratio=v)),
        ("TextState.mask_prob", ranges.MASK_SHARE, lambda v: _field(TextState, "mask_prob", v)),
        ("TextCompare.mask_prob", ranges.MASK_SHARE, lambda v: lambda: TextCompare.from_dict({"mask_prob": v})),
        ("ImageState.ratio", ranges.VIEW_RATIO, lambda v: _field(ImageState, "ratio", v)),
        ("ImageCompare.ratio", ranges.VIEW_RATIO, lambda v: lambda: ImageCompare.from_dict({"ratio": v})),
        ("TrainingForm.mask", ranges.FORM_MASK, lambda v: _field(TrainingForm, "mask", v)),
        ("TrainingForm.lr", ranges.FORM_LR, lambda v: _field(TrainingForm, "lr", v)),
        ("TrainingForm.steps", ranges.FORM_STEPS, lambda v: _field(TrainingForm, "steps", v)),
        ("GenerateState.threshold", ranges.THRESHOLD, lambda v: _field(GenerateState, "threshold", v)),
        ("GenerateState.remask", ranges.REMASK, lambda v: _field(GenerateState, "remask", v)),
        ("GenerateState.temperature", ranges.VIEW_TEMPERATURE, lambda v: _field(GenerateState, "temperature", v)),
        ("GenerationSettings.temperature", ranges.TEMPERATURE, lambda v: _settings("temperature", v)),
        ("GenerationSettings.threshold", ranges.THRESHOLD, lambda v: _settings("threshold", v)),
        ("GenerationSettings.remask", ranges.REMASK, lambda v: _settings("remask", v)),
        ("GenerationSettings.top_k", ranges.GEN_TOP_K, lambda v: _settings("top_k", v)),
        ("study mask-rate", ranges.TRAIN_MASK_PROB,
         lambda v: lambda: check_values(KNOBS["mask-rate"], "text", [v]) if isinstance(v, float) else 1 / 0),
        ("study mask-ratio", ranges.STUDY_MASK_RATIO,
         lambda v: lambda: check_values(KNOBS["mask-ratio"], "image", [v]) if isinstance(v, float) else 1 / 0),
    ]


@pytest.mark.parametrize("index", range(24))
def test_each_consumer_refuses_what_its_span_refuses(index):
    consumers = _consumers()
    assert len(consumers) == 24
    name, span, make = consumers[index]
    for value in probes(span):
        if name == "TrainConfig seq_len" and isinstance(value, int) and value > 512:
            continue  # past the small preset's 512 positions: refused for that reason
        if value is None and name in ("TrainConfig lr", "TrainConfig seq_len", "TextCompare.mask_prob",
                                      "ImageCompare.ratio"):
            continue  # None: the preset's value, or the left pane's
        try:
            ok = _raises(make(value))
        except ZeroDivisionError:
            continue  # a value this consumer is never handed (a study's values are numbers read from text)
        assert ok == span.holds(value), f"{name}: {value!r} {'taken' if ok else 'refused'}, its span says otherwise"


@pytest.mark.parametrize("key, span", [
    ("mask_prob", ranges.TRAIN_MASK_PROB), ("mask_ratio", ranges.TRAIN_MASK_RATIO), ("ratio", ranges.VIEW_RATIO),
    ("prob", ranges.MASK_SHARE), ("lr", ranges.LR), ("seed", ranges.SEED), ("temperature", ranges.TEMPERATURE),
    ("threshold", ranges.THRESHOLD), ("remask", ranges.REMASK), ("train_steps", ranges.STEPS),
    ("seq_len", ranges.SEQ_LEN), ("vocab_size", ranges.VOCAB_SIZE), ("study_seeds", ranges.STUDY_SEEDS),
    ("ig_steps", ranges.IG_STEPS), ("top_k", ranges.GEN_TOP_K),
])
def test_the_command_line_takes_the_engines_span(key, span):
    """The option and the field it fills are one declaration: the same object, so they cannot drift."""
    assert RANGES[key].span is span
    for value in probes(span):
        if value is None or isinstance(value, bool) or isinstance(value, str):
            continue
        assert _cli(key, repr(value) if isinstance(value, float) else value) == span.holds(value), (key, value)


def test_the_engine_refuses_a_run_config_file_the_command_line_would_refuse(tmp_path):
    from mlm_lab.training.config import ConfigError, TrainConfig

    # the CLI's --mask-prob refuses both: 0 (a run that masks nothing learns nothing), 1.5 (no share)
    with pytest.raises(ConfigError, match="mask_prob must be a number more than 0 and at most 1, got 0.0"):
        TrainConfig.from_dict({"task": "text", "data": "toy", "masking": {"mask_prob": 0.0}})
    with pytest.raises(ConfigError, match="mask_prob must be a number from 0 to 1, got 1.5"):
        TrainConfig.from_dict({"task": "text", "data": "toy", "masking": {"mask_prob": 1.5}})
    with pytest.raises(ConfigError, match="ratio must be a number more than 0 and less than 1"):
        TrainConfig.from_dict({"task": "image", "data": "generated", "masking": {"ratio": 0.0}})
    assert TrainConfig.from_dict({"task": "text", "data": "toy", "masking": {"mask_prob": 1.0}}).masking.mask_prob == 1.0


# -- written once: no range is checked by hand outside mlm_lab/ranges.py ---------------------------
RANGED = ("mask_prob", "ratio", "lr", "temperature", "threshold", "remask", "seed", "steps", "samples",
          "prob", "noise_density", "span_geometric_p", "extra_share", "min_lr_ratio")


def _hand_checks(path: Path, root: Path = ROOT) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Compare) or len(node.ops) != 2:
            continue
        middle = ast.unparse(node.comparators[0])
        if any(word in middle.lower() for word in RANGED):
            found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_range_of_a_ranged_field_is_written_by_hand():
    """`0.0 < mask_prob <= 1.0` outside mlm_lab/ranges.py is a second declaration of a range."""
    found = []
    for path in sorted((ROOT / "mlm_lab").rglob("*.py")):
        if "app" not in path.relative_to(ROOT / "mlm_lab").parts and path.name != "ranges.py":
            found += _hand_checks(path)
    assert found == []


def test_the_hand_check_finder_finds_one(tmp_path):
    (tmp_path / "x.py").write_text("def f(args, n):\n    ok = 0 < n < 3\n    return 0.0 < args.mask_prob <= 1.0\n")
    assert _hand_checks(tmp_path / "x.py", tmp_path) == ["x.py:3: 0.0 < args.mask_prob <= 1.0"]
