"""The Training tab's form and the engine's config: one path each way (TrainingForm.to_config,
TrainingForm.from_config), the engine's check the one that refuses a run, the engine's preset
table the one the form reads; and the Study page's form to its StudySpec."""

from __future__ import annotations

import pytest

from mlm_lab.lab import LabStateError
from mlm_lab.lab.study import STUDY_RUN_SETTINGS, StudyForm
from mlm_lab.lab.training import TrainingForm
from mlm_lab.training.config import FORM_LR, FORM_PRESETS, FORM_STEPS, PRESET_DEFAULTS, ConfigError, TrainConfig


def _forms(tmp_path) -> list[TrainingForm]:
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("the cat sat on the mat\n" * 50)
    return [
        TrainingForm(),
        TrainingForm(task="text", data="path", path=str(corpus), preset="tiny", strategy="span", objective="clm",
                     mask=0.3, steps=120, lr=0.002, name="mine"),
        TrainingForm(task="text", strategy="whole_word", objective="diffusion", mask=0.5, steps=10, lr=1e-5),
        TrainingForm(task="image", data="samples", strategy="block", mask=0.4, steps=1_000_000, lr=0.1, name="blocks"),
        TrainingForm.defaults("image", "tiny"),
    ]


def test_a_form_goes_to_the_engine_and_comes_back_the_same(tmp_path):
    for form in _forms(tmp_path):
        config = form.to_config()
        assert isinstance(config, TrainConfig)
        assert TrainingForm.from_config(config) == form
        # through config.json, as a resumed run's config is read
        assert TrainingForm.from_config(TrainConfig.from_json(config.to_json())) == form


def test_the_config_holds_the_form_and_the_apps_run_settings(tmp_path):
    form = _forms(tmp_path)[1]
    config = form.to_config()
    assert (config.task, config.objective, config.preset, config.steps, config.lr, config.name) == \
        ("text", "clm", "tiny", 120, 0.002, "mine")
    assert config.data == str((tmp_path / "corpus.txt").resolve()) and config.data_kind == "path"
    assert config.masking.strategy == "span" and config.masking.mask_prob == 0.3
    assert (config.eval_every, config.snapshot_every, config.checkpoint_every) == (10, 20, 50)
    assert config.threads >= 1
    image = TrainingForm(task="image", data="samples", mask=0.6).to_config()
    assert image.data == "samples" and image.masking.ratio == 0.6
    assert TrainingForm(task="text").to_config().data == "toy"


@pytest.mark.parametrize(("field", "value", "said"), [
    ("name", "a/b", "name may not contain / or \\\\"),
    ("name", "x" * 150, "name must be at most 100 characters"),
])
def test_a_value_the_form_takes_but_the_engine_refuses_is_refused_naming_the_field(field, value, said):
    form = TrainingForm()
    setattr(form, field, value)  # the form's own check lets it by
    with pytest.raises(ConfigError, match=said):
        form.to_config()


def test_data_that_is_not_there_is_refused_before_anything_starts(tmp_path):
    form = TrainingForm(data="path", path=str(tmp_path / "missing.txt"))
    with pytest.raises(ConfigError, match="no such file or folder: .*missing.txt"):
        form.to_config()
    form.path = ""
    with pytest.raises(ConfigError, match="choose a file or folder"):
        form.to_config()


def test_a_config_the_form_cannot_say_is_refused_naming_the_field():
    with pytest.raises(LabStateError, match=r"training\.form\.preset"):
        TrainingForm.from_config(TrainConfig(task="text", preset="small"))
    with pytest.raises(LabStateError, match=r"training\.form\.lr"):
        TrainingForm.from_config(TrainConfig(task="image", lr=0.5))


def test_the_form_reads_presets_rates_and_ranges_from_the_engine():
    for task in ("text", "image"):
        for preset in FORM_PRESETS:
            assert TrainingForm.defaults(task, preset).lr == PRESET_DEFAULTS[(task, preset)]["lr"]
    form = TrainingForm()
    for field, (low, high) in (("steps", FORM_STEPS), ("lr", FORM_LR)):
        setattr(form, field, low)
        setattr(form, field, high)
        with pytest.raises(LabStateError, match=rf"training\.form\.{field}"):
            setattr(form, field, high * 2)
    with pytest.raises(LabStateError, match=r"training\.form\.preset"):
        form.preset = "small"


def test_a_study_form_is_a_spec_with_the_fixed_run_settings():
    spec = StudyForm(knob="strategy", task="image", values="random, grid", seeds=2, steps=50, preset="tiny").to_spec()
    assert spec.knob == "strategy" and spec.values == ["random", "grid"] and spec.seeds == [0, 1]
    fixed = spec.fixed
    assert (fixed.task, fixed.preset, fixed.steps) == ("image", "tiny", 50)
    assert {k: getattr(fixed, k) for k in STUDY_RUN_SETTINGS} == STUDY_RUN_SETTINGS
    assert spec.command == "mlm-lab study strategy --task image --values random,grid --seeds 2 --steps 50 --preset tiny"


def test_the_study_page_and_mlm_lab_study_take_the_same_steps_by_default(capsys):
    from mlm_lab.cli import build_parser
    from mlm_lab.cli.study import build_spec
    from mlm_lab.lab.study import DEFAULT_STEPS

    cli = build_spec(build_parser().parse_args(["study", "mask-rate", "--task", "text"])).fixed
    form = StudyForm.defaults("mask-rate", "text").to_spec().fixed
    assert cli.steps == form.steps == DEFAULT_STEPS
    assert cli.to_dict() == form.to_dict()  # the same runs either way
    with pytest.raises(SystemExit):
        build_parser().parse_args(["study", "mask-rate", "--help"])
    assert f"steps per run (default {DEFAULT_STEPS})" in " ".join(capsys.readouterr().out.split())
