"""The lab state (mlm_lab/lab): typed, validated fields, events, and the .mlmlab document.
Runs without Qt; one test proves the package imports with PySide6 absent."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from mlm_lab.lab import (
    FeaturesState,
    ImageState,
    LabState,
    LabStateError,
    TextState,
    TrainingForm,
    hidden_for,
    load_state,
    parse_lab_bytes,
    save_state,
    unknown_hide_names,
)
from mlm_lab.lab.generate import GenerateState


def _doc(**parts) -> dict:
    return {"format": "mlm-lab-state", "version": 1, **parts}


def _raw(**parts) -> bytes:
    return json.dumps(_doc(**parts)).encode()


def test_a_state_round_trips_through_a_file(tmp_path):
    state = LabState(tab="image", models={"text": "bundled"}, hide=["text.seed"], presentation=True)
    state.text.text = "a b c"
    state.text.strategy = "manual"
    state.text.manual = [1, 2]
    state.image.strategy = "paint"
    state.image.manual_mask = [[0, 1], [1, 0]]
    state.training.form = TrainingForm.defaults("image", "tiny")
    path = save_state(state, tmp_path / "lesson")
    assert path.name == "lesson.mlmlab"
    again = load_state(path)
    assert again == state
    assert again.to_dict() == state.to_dict()
    data = json.loads(path.read_text())
    assert data["format"] == "mlm-lab-state" and data["version"] == 1
    assert data["image"]["manual_mask"] == [[0, 1], [1, 0]]
    assert data["training"]["form"]["lr"] == 1.5e-3


def test_a_file_written_by_the_previous_app_is_read_the_same():
    old = _doc(tab="image", models={"text": "bundled", "image": "bundled"},
               text={"text": "hi there", "strategy": "span", "mask_prob": 0.3, "mask_token_prob": 0.8,
                     "random_token_prob": 0.1, "keep_prob": 0.1, "seed": 4, "manual": [], "selected_token": None,
                     "layer": 1, "head": 2, "view": "fill", "include_self": True, "hidden_controls": []},
               image={"source": "sample:chelsea", "strategy": "block", "ratio": 0.6, "seed": 7},
               training={"form": {"task": "text", "data": "generated", "path": "", "preset": "nano",
                                  "strategy": "random", "mask": 0.15, "steps": 400, "lr": 0.006, "name": ""},
                         "overlay": [], "selected": None},
               hide=["image.seed"], presentation=False)
    state = LabState.from_dict(old)
    out = state.to_dict()
    assert out.pop("features") == FeaturesState().to_dict()  # a part the old file predates: the defaults
    assert out.pop("generate") == GenerateState().to_dict()
    assert out["training"]["form"].pop("objective") == "mlm"  # a field the old form predates: the default
    assert out == old
    assert state.text.view == "fill" and state.image.ratio == 0.6


def test_missing_parts_take_defaults_and_the_text_part_the_base():
    base = LabState()
    base.text.text, base.text.seed = "kept sentence", 9
    state = LabState.from_dict(_doc(text={"seed": 3}), base=base)
    assert state.text.text == "kept sentence" and state.text.seed == 3
    assert state.image == ImageState()
    assert state.training.form == TrainingForm.defaults("text")
    image_form = LabState.from_dict(_doc(training={"form": {"task": "image"}})).training.form
    assert (image_form.mask, image_form.steps, image_form.lr) == (0.75, 300, 3e-3)


@pytest.mark.parametrize(("parts", "message"), [
    ({"image": {"ratio": 1.5}}, "image.ratio: must be between 0 and 0.95, got 1.5"),
    ({"image": {"strategy": "spiral"}}, "image.strategy: must be one of random, block, grid, center, paint"),
    ({"image": {"seed": True}}, "image.seed: must be a whole number"),
    ({"image": {"manual_mask": [[0, 1], [1]]}}, "image.manual_mask: rows must all have the same length"),
    ({"image": {"manual_mask": [[0, 2]]}}, "image.manual_mask[0][1]: must be 0 or 1, got 2"),
    ({"image": "big"}, "image: must be a JSON object"),
    ({"text": {"mask_prob": "0.5"}}, "text.mask_prob: must be between 0 and 1, got '0.5'"),
    ({"text": {"keep_prob": 0.5}}, "text: mask_token_prob, random_token_prob and keep_prob must sum to 1"),
    ({"text": {"view": "chart"}}, "text.view: must be one of attention, fill, statistics, permutation"),
    ({"text": {"manual": [1, -2]}}, "text.manual[1]: must be a whole number from 0"),
    ({"text": {"text": ["a"]}}, "text.text: must be text, got a list of 1"),
    ({"training": {"form": {"steps": 5}}}, "training.form.steps: must be a whole number from 10 to 1000000"),
    ({"training": {"form": {"task": "image", "strategy": "span"}}}, "training.form.strategy: must be one of"),
    ({"training": {"overlay": "x"}}, "training.overlay: must be a list of run folders"),
    ({"tab": "audio"}, "tab: must be one of text, image, training, features, generate, got 'audio'"),
    ({"hide": "image.seed"}, "hide: must be a list of names"),
    ({"presentation": 1}, "presentation: must be true or false, got 1"),
    ({"models": {"audio": "bundled"}}, "models.audio: must map"),
    ({"version": 2}, "version: this app reads lab state version 1, got 2"),
    ({"version": "1"}, "version: this app reads lab state version 1, got '1'"),
    ({"format": "other"}, "format: not an MLM Lab state"),
])
def test_a_bad_field_is_named_in_one_line(parts, message):
    with pytest.raises(LabStateError) as info:
        parse_lab_bytes(json.dumps({**_doc(), **parts}).encode())
    text = str(info.value)
    assert message in text
    assert "\n" not in text


@pytest.mark.parametrize(("raw", "message"), [
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (b'{"format": "mlm-lab-state", "version": 1, "image": {"seed": ' + b"9" * 5000 + b"}}", "5,000 digits"),
    (b'{"format": "mlm-lab-state", "version": 1, "image": {"ratio": NaN}}', "NaN is not a number"),
    (b'{"format": "mlm-lab-state", "version": 1, "image": {"ratio": 1e999}}', "image.ratio: must be between"),
    (b"{ not json", "is not valid JSON (line 1"),
    (b"", "is not valid JSON"),
    (b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "is not a text file"),
    (b"[1, 2, 3]", "a lab state must be a JSON object"),
    (b" " * 2_000_001, "MB; a lab state is a small JSON file"),
])
def test_hostile_bytes_give_a_lab_state_error_never_another_exception(raw, message):
    with pytest.raises(LabStateError) as info:
        parse_lab_bytes(raw, "bad.mlmlab")
    assert message in str(info.value)
    assert type(info.value) is LabStateError


def test_a_utf8_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "notepad.mlmlab"
    path.write_bytes(b"\xef\xbb\xbf" + _raw(tab="image", image={"seed": 5}))
    state = load_state(path)
    assert state.tab == "image" and state.image.seed == 5


def test_unknown_top_level_fields_are_kept_on_save(tmp_path):
    path = tmp_path / "lesson.mlmlab"
    path.write_bytes(_raw(lesson={"steps": [{"say": "hello"}]}, author="T."))
    state = load_state(path)
    assert state.extra == {"lesson": {"steps": [{"say": "hello"}]}, "author": "T."}
    data = json.loads(save_state(state, tmp_path / "again.mlmlab").read_text())
    assert data["lesson"] == {"steps": [{"say": "hello"}]} and data["author"] == "T."


def test_settings_this_version_does_not_know_are_named_with_the_nearest_known_one(tmp_path):
    path = tmp_path / "typo.mlmlab"
    path.write_bytes(_raw(image={"ratoi": 0.5, "seed": 3}, training={"form": {"mask_prob": 0.4, "steps": 300},
                                                                     "study": {"form": {"knobb": "x"}}},
                          text={"zzz": 1}, author="T."))
    ignored: list[str] = []
    state = load_state(path, ignored=ignored)
    assert ignored == ["text.zzz", "image.ratoi (did you mean ratio?)", "training.form.mask_prob (did you mean mask?)",
                       "training.study.form.knobb (did you mean knob?)"]  # not the top-level "author": kept
    assert state.image.seed == 3 and state.image.ratio == ImageState().ratio  # the typo changed nothing
    assert state.training.form.steps == 300 and state.training.form.mask == TrainingForm().mask
    clean: list[str] = []
    load_state(save_state(state, tmp_path / "saved.mlmlab"), ignored=clean)
    assert clean == []  # what the lab writes, it knows


def test_files_that_are_missing_folders_or_huge_are_refused(tmp_path):
    with pytest.raises(LabStateError, match="no such lab file"):
        load_state(tmp_path / "nope.mlmlab")
    with pytest.raises(LabStateError, match="is not a file"):
        load_state(tmp_path)
    big = tmp_path / "big.mlmlab"
    big.write_bytes(b" " * 3_000_000)
    with pytest.raises(LabStateError, match="3.0 MB"):
        load_state(big)


def test_fields_emit_an_event_only_when_their_value_changes():
    state = TextState(text="x")
    seen = []
    state.events.mask_prob.connect(lambda new, old: seen.append((new, old)))
    state.mask_prob = 0.15  # unchanged: silent, so a widget writing back what it shows makes no loop
    state.mask_prob = 0.4
    state.mask_prob = 0.4
    assert seen == [(0.4, 0.15)]
    image = ImageState()
    names = []
    image.events.connect(lambda info: names.append(info.signal.name))
    image.seed, image.ratio, image.seed = 1, 0.75, 1
    assert names == ["seed"]


def test_hide_names_are_split_by_prefix_and_unknown_ones_found():
    hide = ["image.seed", "text.strategy", "tabs.training", "window.toolbar", "image.sed", "imgae.seed", "x"]
    assert hidden_for("image", hide) == ["seed", "sed"]
    controls = {"text": ("strategy",), "image": ("seed",), "training": ()}
    assert unknown_hide_names(hide, controls) == ["image.sed", "imgae.seed", "x"]


def test_the_lab_package_imports_and_round_trips_without_qt(tmp_path):
    code = (
        "import sys\n"
        "for name in ('PySide6', 'PySide6.QtCore', 'PySide6.QtWidgets', 'pyqtgraph'): sys.modules[name] = None\n"
        "from mlm_lab.lab import LabState, load_state, save_state\n"
        "s = LabState(tab='image'); s.image.ratio = 0.5\n"
        f"p = save_state(s, {str(tmp_path / 'x')!r})\n"
        "assert load_state(p) == s\n"
        "print(sorted(m for m in ('torch', 'PySide6.QtCore') if sys.modules.get(m) is not None))\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = {**os.environ, "PYTHONPATH": root}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
