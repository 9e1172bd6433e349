"""The Generate tab's state (mlm_lab/lab/generate.py): checked like every part of a lab file,
carried by .mlmlab files, and its rules the same as the generation's own."""

from __future__ import annotations

import json

import pytest

from mlm_lab.lab import LabState, LabStateError, load_state, save_state
from mlm_lab.lab.document import PARTS, TABS
from mlm_lab.lab.generate import DEFAULT_PROMPT, MAX_LENGTH, MAX_SAMPLES, REMASKING, GenerateState


def test_defaults_round_trip_and_are_settings_the_generation_accepts():
    from mlm_lab.generation import REMASKING as CORE_REMASKING
    from mlm_lab.generation import GenerationSettings

    state = GenerateState()
    assert state.prompt == DEFAULT_PROMPT and state.round == 0 and not state.compare
    assert GenerateState.from_dict(state.to_dict()) == state
    GenerationSettings(**state.settings_dict()).check()
    assert REMASKING == CORE_REMASKING  # the copy kept here (no torch) is the generation's list


def test_missing_keys_take_the_defaults_and_given_ones_are_kept():
    state = GenerateState.from_dict({"prompt": "", "steps": 12, "remasking": "random", "schedule": "cosine",
                                     "temperature": 0.7, "top_k": 5, "block_length": 8, "seed": 3, "samples": 4,
                                     "compare": True, "round": 7, "length": 40})
    assert (state.prompt, state.steps, state.remasking, state.schedule, state.temperature, state.top_k,
            state.block_length, state.seed, state.samples, state.compare, state.round, state.length) == \
        ("", 12, "random", "cosine", 0.7, 5, 8, 3, 4, True, 7, 40)
    assert GenerateState.from_dict({}) == GenerateState()


@pytest.mark.parametrize(("field", "value", "message"), [
    ("length", 0, "generate.length: must be a whole number from 1 to 126, got 0"),
    ("length", MAX_LENGTH + 1, "generate.length: must be a whole number from 1 to 126"),
    ("length", 2.5, "generate.length"),
    ("steps", 0, "generate.steps: must be a whole number from 1"),
    ("steps", True, "generate.steps"),
    ("samples", 0, "generate.samples: must be a whole number from 1 to 8"),
    ("samples", MAX_SAMPLES + 1, "generate.samples: must be a whole number from 1 to 8, got 9"),
    ("temperature", 0, "generate.temperature: must be a number more than 0 and at most 5, got 0"),
    ("temperature", 0.0, "generate.temperature: must be a number more than 0 and at most 5, got 0.0"),
    ("temperature", -1.0, "generate.temperature: must be a number more than 0 and at most 5, got -1.0"),
    ("temperature", 5.5, "generate.temperature: must be a number more than 0 and at most 5, got 5.5"),
    ("temperature", "hot", "generate.temperature"),
    ("top_k", -1, "generate.top_k"),
    ("block_length", -2, "generate.block_length"),
    ("seed", -1, "generate.seed"),
    ("remasking", "greedy", "generate.remasking: must be one of confidence, random, margin, entropy, left-to-right"),
    ("schedule", "square", "generate.schedule: must be one of linear, cosine"),
    ("compare", "yes", "generate.compare: must be true or false"),
    ("round", -1, "generate.round"),
    ("prompt", 12, "generate.prompt: must be text"),
    ("prompt", "x" * 2001, "generate.prompt: is 2,001 characters long"),
])
def test_bad_values_are_refused_naming_the_field(field, value, message):
    with pytest.raises(LabStateError, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        GenerateState.from_dict({field: value})


def test_a_part_that_is_not_an_object_is_refused():
    with pytest.raises(LabStateError, match="^generate: must be a JSON object"):
        GenerateState.from_dict([1, 2])


def test_lab_files_carry_the_part(tmp_path):
    assert PARTS["generate"] is GenerateState and "generate" in TABS
    state = LabState(tab="generate")
    state.generate.prompt, state.generate.steps, state.generate.round = "once upon a time", 8, 3
    state.generate.compare = True
    path = save_state(state, tmp_path / "gen")
    data = json.loads(path.read_text())
    assert data["tab"] == "generate" and data["generate"]["steps"] == 8 and data["generate"]["round"] == 3
    again = load_state(path)
    assert again.generate == state.generate and again.tab == "generate"
    data["generate"]["samples"] = 20
    path.write_text(json.dumps(data))
    with pytest.raises(LabStateError, match="^generate.samples: must be a whole number from 1 to 8, got 20"):
        load_state(path)


def test_an_older_file_without_the_part_opens_with_the_defaults():
    state = LabState.from_dict({"format": "mlm-lab-state", "version": 1, "tab": "text"})
    assert state.generate == GenerateState()


def test_the_state_is_evented_and_quiet_when_unchanged():
    state = GenerateState()
    seen = []
    state.events.round.connect(lambda new, old: seen.append(new))
    state.round = 2
    state.round = 2
    assert seen == [2]
