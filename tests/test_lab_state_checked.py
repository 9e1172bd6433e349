"""Every part of the lab state checks a field on assignment, as it checks a file: a bad value
raises LabStateError naming the field, changes nothing and emits nothing."""

from __future__ import annotations

import pytest

from mlm_lab.lab import LabStateError, parse_lab_bytes
from mlm_lab.lab.document import LabState
from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.generate import GenerateState
from mlm_lab.lab.image import ImageState
from mlm_lab.lab.study import StudyForm, StudyState
from mlm_lab.lab.text import TextState
from mlm_lab.lab.training import TrainingForm, TrainingState

BAD = [
    (ImageState, "ratio", 7.5, "image.ratio"),
    (ImageState, "strategy", "squares", "image.strategy"),
    (ImageState, "seed", -1, "image.seed"),
    (ImageState, "manual_mask", [[0, 2]], "image.manual_mask[0][1]"),
    (TextState, "mask_prob", 1.5, "text.mask_prob"),
    (TextState, "seed", 1.5, "text.seed"),
    (TextState, "view", "map", "text.view"),
    (TextState, "manual", [3, -1], "text.manual[1]"),
    (TextState, "text", 5, "text.text"),
    (FeaturesState, "layer", -2, "features.layer"),
    (FeaturesState, "sources", [], "features.sources"),
    (FeaturesState, "probe", "colour", "features.probe"),
    (GenerateState, "temperature", 0.0, "generate.temperature"),
    (GenerateState, "samples", 9, "generate.samples"),
    (GenerateState, "remasking", "best", "generate.remasking"),
    (TrainingForm, "lr", 5.0, "training.form.lr"),
    (TrainingForm, "steps", 3, "training.form.steps"),
    (StudyForm, "seeds", 0, "training.study.form.seeds"),
    (StudyState, "page", "other", "training.study.page"),
    (TrainingState, "overlay", "run", "training.overlay"),
]


@pytest.mark.parametrize(("cls", "key", "value", "named"), BAD)
def test_a_bad_assignment_is_refused_named_and_silent(cls, key, value, named):
    state = cls()
    before = state.to_dict()
    seen = []
    getattr(state.events, key).connect(lambda *a: seen.append(a))
    with pytest.raises(LabStateError) as err:
        setattr(state, key, value)
    assert str(err.value).startswith(named + ":")
    assert state.to_dict() == before and seen == []


def test_a_good_assignment_is_stored_in_its_canonical_type_and_emitted():
    state = ImageState()
    seen = []
    state.events.ratio.connect(seen.append)
    state.ratio = 1 - 1  # an int is a number: stored as a float
    assert state.ratio == 0.0 and isinstance(state.ratio, float) and seen == [0.0]
    form = TrainingForm()
    form.path = "  data.txt  "
    assert form.path == "data.txt"


def test_the_lab_reads_back_every_file_it_can_write():
    lab = LabState()
    with pytest.raises(LabStateError):
        lab.image.ratio = 7.5  # refused at once, so it can never be saved
    lab.image.ratio = 0.9
    lab.text.mask_prob = 0.4
    lab.generate.steps = 3
    lab.training.form.lr = 0.01
    lab.features.layer = 2
    back = parse_lab_bytes(__import__("json").dumps(lab.to_dict()).encode())
    assert back.to_dict() == lab.to_dict()


@pytest.mark.parametrize("cls", [TextState, ImageState, FeaturesState, GenerateState, TrainingForm, TrainingState,
                                 StudyForm, StudyState])
def test_copy_is_equal_and_independent_and_a_round_trip_is_exact(cls):
    state = cls()
    twin = state.copy()
    assert twin.to_dict() == state.to_dict() and twin is not state
    assert cls.from_dict(state.to_dict()).to_dict() == state.to_dict()
    for f in state.__dataclass_fields__.values():
        if isinstance(getattr(state, f.name), list):
            assert getattr(twin, f.name) is not getattr(state, f.name)


def test_cross_field_checks_stay_with_the_file():
    with pytest.raises(LabStateError, match="sum to 1"):
        TextState.from_dict({"keep_prob": 0.5})
    with pytest.raises(LabStateError, match=r"training.form.data"):
        TrainingForm.from_dict({"task": "text", "data": "samples"})
    with pytest.raises(LabStateError, match=r"features.patch\[0\]"):
        FeaturesState.from_dict({"sources": ["sample:astronaut"], "patch": [1, 3]})
    with pytest.raises(LabStateError, match=r"steps\[2\].state.image.ratio"):
        ImageState.from_dict({"ratio": 2}, name="steps[2].state.image")
