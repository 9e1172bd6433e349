"""What a lab state names outside itself, read and checked: the image it shows (a sample
photo or a file) and the model folders. `resolve(state)` does it all before a lab file
is applied, so a missing or broken resource is refused while nothing has changed yet.

The image is decoded here (up to 50 megapixels: call it off the GUI thread). No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from mlm_lab.errors import msg
from mlm_lab.lab.checks import LabStateError
from mlm_lab.lab.compare import check_compare_sources
from mlm_lab.lab.image import SAMPLE_PREFIX

# skimage.data photos that ship inside the scikit-image wheel (no download needed)
SAMPLES: list[tuple[str, str]] = [
    ("astronaut", "Astronaut (Eileen Collins)"),
    ("coffee", "Cup of coffee"),
    ("chelsea", "Chelsea the cat"),
    ("rocket", "Rocket launch"),
    ("immunohistochemistry", "Stained tissue"),
    ("hubble_deep_field", "Hubble deep field"),
    ("colorwheel", "Colour wheel"),
    ("camera", "Cameraman (grey)"),
    ("coins", "Coins (grey)"),
    ("brick", "Brick wall (grey)"),
    ("retina", "Retina"),
]
MAX_SOURCE_SIDE = 512  # the square crop kept in memory; models see far less


def read_source(source: str) -> np.ndarray:
    """A sample name (`sample:astronaut`) or a file path -> the centred square crop as
    float32 HxWx3 in [0, 1], at most MAX_SOURCE_SIDE pixels a side. Raises ImageError."""
    from PIL import Image

    from mlm_lab.imaging import ImageError, load_image

    if source.startswith(SAMPLE_PREFIX):
        name = source[len(SAMPLE_PREFIX):]
        if name not in dict(SAMPLES):
            raise ImageError(msg("unknown sample photo {name!r}", name=name))
        import skimage.data

        rgb = load_image(getattr(skimage.data, name)())
    else:
        rgb = load_image(source)
    h, w = rgb.shape[:2]
    side = min(h, w)
    top, left = (h - side) // 2, (w - side) // 2
    crop = rgb[top:top + side, left:left + side]  # (side, side, 3)
    if side > MAX_SOURCE_SIDE:
        img = Image.fromarray((crop * 255 + 0.5).astype(np.uint8)).resize(
            (MAX_SOURCE_SIDE, MAX_SOURCE_SIDE), Image.Resampling.LANCZOS)
        crop = np.asarray(img, dtype=np.float32) / 255.0
    return np.ascontiguousarray(crop, dtype=np.float32)


def check_source_name(source: str) -> None:
    """The cheap part of resolving an image (no decoding): a known sample, or a file that exists."""
    if source.startswith(SAMPLE_PREFIX):
        if source[len(SAMPLE_PREFIX):] not in dict(SAMPLES):
            raise LabStateError(msg("image.source: no sample photo named {source_len_sample_prefix!r}; the samples "
                                    "are {join_k_for_k_in_samples}",
                                    source_len_sample_prefix=source[len(SAMPLE_PREFIX):],
                                    join_k_for_k_in_samples=', '.join((k for k, _ in SAMPLES))))
    else:
        _check_file("image.source", source)


def _check_file(field: str, source: str) -> None:
    """`source` names a picture file that exists; LabStateError naming `field` (the name shown
    escaped and cut, a name over the system's limit said so)."""
    from mlm_lab.imaging import ImageError, load_image_path_check

    try:
        load_image_path_check(source)
    except ImageError as exc:
        raise LabStateError(msg("{field}: {exc}", field=field, exc=exc)) from None


def check_picture(source: str, field: str = "image.source") -> None:
    """check_source_name, and a file's header read to be a picture's (no decoding): what a
    lesson checks of every step when it is opened. LabStateError naming `field`."""
    from mlm_lab.imaging import ImageError, check_picture_file

    if source.startswith(SAMPLE_PREFIX):
        check_source_name(source)
        return
    try:
        check_picture_file(source)
    except ImageError as exc:
        raise LabStateError(msg("{field}: {exc}", field=field, exc=exc)) from None


def read_image_field(source: str) -> np.ndarray:
    """read_source, with every failure as a LabStateError naming image.source."""
    from mlm_lab.imaging import ImageError

    check_source_name(source)
    try:
        return read_source(source)
    except ImageError as exc:
        raise LabStateError(msg("image.source: {exc}", exc=exc)) from None
    except (OSError, ValueError, MemoryError) as exc:
        from mlm_lab.imaging import shown_name

        raise LabStateError(msg("image.source: {shown_name_source} could not be read ({exc})",
                                shown_name_source=shown_name(source), exc=exc)) from None


def check_model_sources(models: dict[str, str], bundled: str = "bundled") -> None:
    """Every model a state names is "bundled" or a folder that exists."""
    for kind, source in models.items():
        if source != bundled and not _is_dir(source):
            from mlm_lab.imaging import shown_name

            raise LabStateError(msg("models.{kind}: the {kind} model folder {shown_name_source} does not exist",
                                    kind=kind, shown_name_source=shown_name(source)))


def check_feature_sources(sources: list[str]) -> None:
    """The Features tab's pictures name known samples or files that exist (they are read when shown)."""
    for i, source in enumerate(sources):
        if source.startswith(SAMPLE_PREFIX):
            if source[len(SAMPLE_PREFIX):] not in dict(SAMPLES):
                raise LabStateError(msg("features.sources[{i}]: no sample photo named {source_len_sample_prefix!r}",
                                        i=i, source_len_sample_prefix=source[len(SAMPLE_PREFIX):]))
        else:
            _check_file(f"features.sources[{i}]", source)


def _is_dir(source: str) -> bool:
    try:
        return Path(source).is_dir()
    except (OSError, ValueError):  # a name over the system's limit, a NUL
        return False


@dataclass
class Resolved:
    """What resolving a state produced: the decoded image (None when the caller already shows it)."""

    image_source: str
    image_rgb: np.ndarray | None  # (H, W, 3) float32 in [0, 1]


def resolve(state, *, shown_image: str | None = None) -> Resolved:
    """Check and read everything `state` (a LabState) names. `shown_image` is the source on
    screen now: it is not decoded again. Raises LabStateError naming the field."""
    check_model_sources(state.models)
    check_compare_sources(state)
    check_feature_sources(state.features.sources)
    source = state.image.source
    if source == shown_image:
        return Resolved(source, None)
    return Resolved(source, read_image_field(source))
