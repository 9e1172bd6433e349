"""Side by side in the lab state: the choice is checked, part of the lab file, and a lesson step can set it."""

from __future__ import annotations

import json

import pytest

from mlm_lab.lab import LabState, LabStateError, parse_lab_bytes
from mlm_lab.lab.compare import ImageCompare, TextCompare, check_compare_sources
from mlm_lab.lab.document import ignored_settings
from mlm_lab.lab.lesson import parse_lesson_bytes


def _raw(data: dict) -> bytes:
    return json.dumps(data).encode("utf-8")


def test_the_choice_round_trips_through_a_lab_file(tmp_path):
    state = LabState()
    state.text.compare = state.text.compare.but(on=True, model="twin", mask_prob=0.4)
    state.image.compare = ImageCompare(on=True, model=str(tmp_path), ratio=0.25)
    data = state.to_dict()
    assert data["text"]["compare"] == {"on": True, "model": "twin", "mask_prob": 0.4}
    assert data["image"]["compare"] == {"on": True, "model": str(tmp_path), "ratio": 0.25}
    back = parse_lab_bytes(_raw(data))
    assert back.text.compare == TextCompare(True, "twin", 0.4)
    assert back.image.compare.model == str(tmp_path) and back.image.compare.is_folder
    assert back.to_dict() == data
    check_compare_sources(back)  # the folder exists


def test_a_lab_without_a_split_writes_none():
    data = LabState().to_dict()
    assert "compare" not in data["text"] and "compare" not in data["image"]
    assert LabState.from_dict(data).text.compare == TextCompare()


def test_a_choice_is_a_value_and_one_event_per_change():
    state = LabState()
    seen = []
    state.text.events.compare.connect(seen.append)
    choice = state.text.compare
    with pytest.raises(AttributeError):
        choice.on = True  # frozen: never changed in place
    state.text.compare = choice.but(on=True)
    state.text.compare = state.text.compare.but(on=True)  # the same value: no event
    assert [c.on for c in seen] == [True]


@pytest.mark.parametrize("part, bad, message", [
    ("text", {"mask_prob": 1.5}, "text.compare.mask_prob: must be between 0 and 1, got 1.5"),
    ("image", {"ratio": 0.99}, "image.compare.ratio: must be between 0 and 0.95, got 0.99"),
    ("text", {"on": "yes"}, "text.compare.on: must be true or false"),
    ("text", {"model": ""}, "text.compare.model: must not be empty"),
    ("image", {"model": 3}, "image.compare.model: must be text"),
])
def test_bad_choices_name_the_field(part, bad, message):
    data = LabState().to_dict()
    data[part]["compare"] = bad
    with pytest.raises(LabStateError, match=message.replace("(", r"\(")):
        parse_lab_bytes(_raw(data))
    with pytest.raises(LabStateError):
        TextCompare().but(mask_prob=-0.1)


def test_a_missing_folder_is_refused_before_anything_changes(tmp_path):
    state = LabState()
    state.text.compare = TextCompare(True, str(tmp_path / "gone"))
    with pytest.raises(LabStateError, match="text.compare.model: no such model or run folder"):
        check_compare_sources(state)


def test_a_typo_in_the_choice_is_named():
    assert ignored_settings({"image": {"compare": {"ratoi": 0.2}}}) == ["image.compare.ratoi (did you mean ratio?)"]


def test_a_lesson_step_turns_the_split_on_and_chooses_the_right_side():
    lesson = {"format": "mlm-lab-lesson", "version": 1, "title": "t", "steps": [
        {"title": "trained vs untrained", "narration": "n",
         "state": {"tab": "text", "text": {"compare": {"on": True, "model": "twin"}}, "hide": ["text.compare"]}},
        {"title": "25 vs 75", "narration": "n",
         "state": {"tab": "image", "image": {"ratio": 0.25, "compare": {"on": True, "ratio": 0.75}}}},
    ]}
    controls = {"text": ("compare",), "image": ("compare",)}
    steps = parse_lesson_bytes(_raw(lesson), controls=controls).steps
    first, second = steps[0].lab_state(), steps[1].lab_state()
    assert first.text.compare == TextCompare(on=True, model="twin") and first.hide == ["text.compare"]
    assert second.image.compare == ImageCompare(on=True, ratio=0.75) and second.image.ratio == 0.25
    assert not second.text.compare.on  # a part a step leaves out takes a fresh lab's values
