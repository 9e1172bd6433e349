"""The lab's state, Qt-free: one evented dataclass per tab and the `.mlmlab` document that holds
them all. The app's widgets observe these objects (psygnal events) and write their fields;
scripts, tests and lessons read and write them without a window.

    from mlm_lab.lab import LabState, load_state
    state = load_state("lesson.mlmlab")
    state.image.events.ratio.connect(print)
    state.image.ratio = 0.5        # -> prints 0.5 (and nothing when the value is unchanged)
"""

from mlm_lab.lab.catalog import IMAGE, IMAGE_STRATEGIES, TEXT, TEXT_STRATEGIES, Strategy
from mlm_lab.lab.checks import LabStateError
from mlm_lab.lab.document import (
    BUNDLED,
    FORMAT,
    PARTS,
    SUFFIX,
    TABS,
    VERSION,
    LabState,
    hidden_for,
    load_state,
    parse_lab_bytes,
    save_state,
    unknown_hide_names,
)
from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.image import ImageState
from mlm_lab.lab.study import StudyForm, StudyState
from mlm_lab.lab.text import TextState
from mlm_lab.lab.training import TrainingForm, TrainingState

__all__ = [
    "BUNDLED", "FORMAT", "IMAGE", "IMAGE_STRATEGIES", "PARTS", "SUFFIX", "TABS", "TEXT", "TEXT_STRATEGIES", "VERSION",
    "FeaturesState", "ImageState", "LabState", "LabStateError", "Strategy", "StudyForm", "StudyState", "TextState",
    "TrainingForm", "TrainingState",
    "hidden_for", "load_state", "parse_lab_bytes", "save_state", "unknown_hide_names",
]
