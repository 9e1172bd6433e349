"""The whole lab in one small JSON file (`.mlmlab`), so a teacher can hand out a starting point.

    {
      "format": "mlm-lab-state", "version": 1,
      "tab": "image",                                  # text | image | training | features | generate
      "models": {"text": "bundled", "image": "/path/to/run/checkpoints/step-300"},
      "text": {...},                                   # TextState.to_dict()
      "image": {"source": "sample:astronaut", "strategy": "random", "ratio": 0.75, "seed": 0,
                "manual_mask": [[0, 1, ...], ...]},    # ImageState.to_dict()
      "training": {"form": {...}, "overlay": [...], "selected": null},
      "features": {"view": "image", "layer": -1, "sources": [...], "patch": [0, 57], ...},  # FeaturesState
      "generate": {"prompt": "...", "steps": 6, "remasking": "confidence", "round": 0, ...},  # GenerateState
      "hide": ["image.strategy", "text.attention"],    # controls a lesson does not need
      "presentation": false
    }

`parse_lab_bytes` reads a file's bytes into a checked LabState or raises LabStateError with
one line that names the field; nothing else in the lab reads or writes this format.
Top-level keys this version does not know are kept (`extra`) and written back on save;
keys inside a tab's part that it does not know are ignored, and `ignored_settings` names
them (with the nearest known key, for a typo) so the app and the CLI can say so.
No Qt in this package.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab.atomic import write_json_atomic
from mlm_lab.errors import msg, words
from mlm_lab.lab.checks import LabStateError
from mlm_lab.lab.compare import NAMED_MODELS
from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.generate import GenerateState
from mlm_lab.lab.image import ImageState
from mlm_lab.lab.text import TextState
from mlm_lab.lab.training import TrainingState

FORMAT = "mlm-lab-state"
VERSION = 1
SUFFIX = ".mlmlab"
# The parts of a lab, in tab order: one entry per tab (its key in the file and its state class).
# A new tab (features, lessons) adds its state class here and its widget in the app's tab registry.
PARTS: dict[str, type] = {"text": TextState, "image": ImageState, "training": TrainingState,
                          "features": FeaturesState, "generate": GenerateState}
TABS = tuple(PARTS)
MODEL_KINDS = ("text", "image")
BUNDLED = "bundled"
HIDE_PREFIXES = (*TABS, "tabs", "window")  # "image.seed", "tabs.training", "window.toolbar"
WINDOW_CONTROLS = ("toolbar",)
MAX_STATE_BYTES = 2_000_000  # a lab state is a few kB; anything this big is not one
MAX_DIGITS = 30  # no number in a lab state needs more digits than this
MAX_JSON_DEPTH = 200  # a lesson's steps nest a dozen levels; deeper is refused before parsing
KNOWN_KEYS = ("format", "version", "tab", "models", *TABS, "hide", "presentation")


@evented
@dataclass
class LabState:
    tab: str = "text"  # the tab in front
    models: dict[str, str] = field(default_factory=dict)  # "text" | "image" -> "bundled" or a model folder
    text: TextState = field(default_factory=TextState)
    image: ImageState = field(default_factory=ImageState)
    training: TrainingState = field(default_factory=TrainingState)
    features: FeaturesState = field(default_factory=FeaturesState)
    generate: GenerateState = field(default_factory=GenerateState)
    hide: list[str] = field(default_factory=list)  # "tab.control" names, e.g. "image.strategy"
    presentation: bool = False  # big fonts, high contrast, full screen
    extra: dict = field(default_factory=dict)  # top-level keys of a newer file, kept as they were

    def to_dict(self) -> dict:
        out = {"format": FORMAT, "version": VERSION, "tab": self.tab, "models": dict(self.models)}
        for name in TABS:
            out[name] = getattr(self, name).to_dict()
        out["hide"] = list(self.hide)
        out["presentation"] = bool(self.presentation)
        out.update({k: v for k, v in self.extra.items() if k not in out})
        return out

    @classmethod
    def from_dict(cls, data, *, base: LabState | None = None) -> LabState:
        """Check a whole document. `base` supplies the Text tab's keys a file leaves out (the
        current view, as the app has always done). Raises LabStateError naming the field."""
        if not isinstance(data, dict):
            raise LabStateError(words("a lab state must be a JSON object"))
        if data.get("format") != FORMAT:
            raise LabStateError(msg("format: not an MLM Lab state (format is {checks_show_data_get_for}, "
                                    "expected {format!r})",
                                    checks_show_data_get_for=checks.show(data.get('format')), format=FORMAT))
        version = data.get("version")
        if not checks.is_int(version) or not 1 <= version <= VERSION:
            raise LabStateError(msg("version: this app reads lab state version {version}, got {checks_show_version}",
                                    version=VERSION, checks_show_version=checks.show(version)))
        tab = checks.choice("tab", data.get("tab", "text"), TABS)
        models = checks.part("models", data.get("models", {}))
        for kind, source in models.items():
            if kind not in MODEL_KINDS or not isinstance(source, str) or not source:
                raise LabStateError(msg("models.{kind}: must map 'text'/'image' to 'bundled' or a folder, "
                                        "got {checks_show_source}",
                                        kind=kind, checks_show_source=checks.show(source)))
        return cls(
            tab=tab,
            models=dict(models),
            text=TextState.from_dict(data.get("text", {}), base=base.text if base else None),
            image=ImageState.from_dict(data.get("image", {})),
            training=TrainingState.from_dict(data.get("training", {})),
            features=FeaturesState.from_dict(data.get("features", {})),
            generate=GenerateState.from_dict(data.get("generate", {})),
            hide=checks.strings("hide", data.get("hide", [])),
            presentation=checks.boolean("presentation", data.get("presentation", False)),
            extra={k: v for k, v in data.items() if k not in KNOWN_KEYS},
        )


def tab_controls() -> dict[str, tuple[str, ...]]:
    """Each tab's hide names ("image" -> ("source", "strategy", ...)), declared with its state: a lab
    file or lesson is checked against them without the Qt modules."""
    return {key: tuple(cls.CONTROLS) for key, cls in PARTS.items()}


def hidden_for(prefix: str, hide: list[str]) -> list[str]:
    """The control names under one prefix: ["image.seed", "text.x"] -> ["seed"] for "image"."""
    start = f"{prefix}."
    return [h[len(start):] for h in hide if h.startswith(start) and len(h) > len(start)]


def unknown_hide_names(hide: list[str], controls: dict[str, tuple[str, ...]]) -> list[str]:
    """The names of `hide` that hide nothing: an unknown prefix, or a control `controls[prefix]`
    does not list. `controls` maps each tab to its control names; tabs and window are added."""
    known = {**controls, "tabs": TABS, "window": WINDOW_CONTROLS}
    out = []
    for name in hide:
        prefix, _, rest = name.partition(".")
        if prefix not in known or rest not in known[prefix]:
            out.append(name)
    return out


def decode_json_bytes(raw: bytes, name: str, *, kind: str = words("a lab state"), max_bytes: int = MAX_STATE_BYTES):
    """Bytes of a small JSON document -> the decoded value, refusing what no lab document is:
    more than `max_bytes`, not UTF-8 (a byte-order mark is accepted), not JSON, nested too
    deeply, a number of more than MAX_DIGITS digits, NaN or Infinity. Every problem is one
    LabStateError that names `name`; `kind` says what the file should have been."""
    if len(raw) > max_bytes:
        raise LabStateError(msg("{name} is {len_raw_1000000_0:.1f} MB; {kind} is a small JSON file",
                                name=name, len_raw_1000000_0=len(raw) / 1000000.0, kind=kind))

    def no_huge_ints(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise LabStateError(msg("a number of {len_digits_lstrip:,} digits; no field of {kind} needs one",
                                    len_digits_lstrip=len(digits.lstrip('-')), kind=kind))
        return int(digits)

    def no_constants(constant: str):
        raise LabStateError(msg("{constant} is not a number {kind} can hold", constant=constant, kind=kind))

    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LabStateError(msg("{name} is not a text file", name=name)) from None
    from mlm_lab.userfiles import json_depth

    if json_depth(text, stop=MAX_JSON_DEPTH) > MAX_JSON_DEPTH:  # counted without recursion
        raise LabStateError(msg("{name} is nested too deeply to be {kind} (more than {max_json_depth} levels)",
                                name=name, kind=kind, max_json_depth=MAX_JSON_DEPTH))
    try:
        return json.loads(text, parse_int=no_huge_ints, parse_constant=no_constants)
    except json.JSONDecodeError as exc:
        raise LabStateError(msg("{name} is not valid JSON (line {exc_lineno}: {exc_msg})",
                                name=name, exc_lineno=exc.lineno, exc_msg=exc.msg)) from None
    except RecursionError:
        raise LabStateError(msg("{name} is nested too deeply to be {kind}", name=name, kind=kind)) from None
    except LabStateError as exc:  # from the number hooks
        raise LabStateError(msg("{name} holds {exc}", name=name, exc=exc)) from None
    except ValueError as exc:  # a number Python will not read
        raise LabStateError(msg("{name} holds a number that cannot be read ({exc})", name=name, exc=exc)) from None


def _unknown_in(name: str, part: dict, state) -> list[str]:
    """`part`'s keys that `state`'s class has no field for, then those of its nested parts
    (a field that holds a state of its own: training.form, training.study.form)."""
    out = checks.unknown_keys(name, part, [f.name for f in fields(state)])
    for f in fields(state):
        child = getattr(state, f.name)
        if is_dataclass(child) and isinstance(part.get(f.name), dict):
            out += _unknown_in(f"{name}.{f.name}", part[f.name], child)
    return out


def ignored_settings(data) -> list[str]:
    """The keys inside a lab state's parts (text, image, training.form, ...) that this version
    does not know, so opening it ignores them: ["training.form.mask_prob (did you mean mask?)"].
    Top-level keys are not listed: those are kept (`extra`)."""
    if not isinstance(data, dict):
        return []
    return [typo for key, cls in PARTS.items() if isinstance(data.get(key), dict)
            for typo in _unknown_in(key, data[key], cls())]


def _escapes(path: Path, folder: Path) -> bool:
    """Whether `path` (a relative path joined to `folder`) lies outside `folder`: by its `..`
    parts, or through a symbolic link on the way that leads out. A path the system cannot
    resolve (a name over 255 bytes, a NUL) is left for the reader to refuse by name."""
    if not Path(os.path.normpath(path)).is_relative_to(os.path.normpath(folder)):
        return True
    try:
        return not path.resolve().is_relative_to(folder.resolve())
    except (OSError, ValueError, RuntimeError):  # ENAMETOOLONG, a NUL, a loop of links
        return False


def _rebased(source, folder: Path, name: str = "image.source", kind: str = "lab file"):
    """A relative file path `source` as seen from `folder`; anything else (a sample, "bundled",
    an absolute path, a value of the wrong type, left for the checks to refuse) as it is.
    A relative path must stay inside `folder` (no `../` out of it, no link that leads out):
    else LabStateError naming the field `name`. An absolute path is the user's own choice."""
    if not isinstance(source, str) or not source or source == BUNDLED or source.startswith("sample:"):
        return source
    try:
        path = Path(source).expanduser()
        if path.is_absolute():
            return source
    except (OSError, ValueError, RuntimeError):  # "~nobody/..." with no such user
        return source
    joined = folder / path
    if _escapes(joined, folder):
        raise LabStateError(msg("{name}: the relative path {shown_name_source} leads out of the {kind}'s folder; "
                                "a relative path must stay inside it (put the file next to the {kind}, "
                                "or give its absolute path)",
                                name=name, shown_name_source=shown_name(source), kind=kind))
    return str(joined)


def rebase_paths(data, folder: str | os.PathLike, *, kind: str = "lab file"):
    """A lab state's dict with its relative picture and model paths (image.source,
    features.sources, models, text.compare.model, image.compare.model) resolved against `folder`, the folder of the file that holds
    it, so a lab file and its pictures can be moved together. A new dict; `data` unchanged.
    A relative path that leads out of `folder` raises LabStateError naming its field
    (`kind`, "lab file" or "lesson file", says whose folder)."""
    if not isinstance(data, dict):
        return data
    folder = Path(folder)
    out = dict(data)
    if isinstance(out.get("image"), dict) and "source" in out["image"]:
        out["image"] = {**out["image"], "source": _rebased(out["image"]["source"], folder, "image.source", kind)}
    features = out.get("features")
    if isinstance(features, dict) and isinstance(features.get("sources"), list):
        out["features"] = {**features, "sources": [_rebased(s, folder, f"features.sources[{i}]", kind)
                                                   for i, s in enumerate(features["sources"])]}
    if isinstance(out.get("models"), dict):
        out["models"] = {k: _rebased(v, folder, f"models.{k}", kind) for k, v in out["models"].items()}
    for tab in ("text", "image"):  # side by side's folder, as the models' ("same", "twin", "bundled": names)
        part = out.get(tab)
        compare = part.get("compare") if isinstance(part, dict) else None
        if isinstance(compare, dict) and "model" in compare and compare["model"] not in NAMED_MODELS:
            model = _rebased(compare["model"], folder, f"{tab}.compare.model", kind)
            out[tab] = {**part, "compare": {**compare, "model": model}}
    return out


def parse_lab_bytes(raw: bytes, name: str = "the lab file", *, base: LabState | None = None,
                    ignored: list[str] | None = None, folder: str | os.PathLike | None = None) -> LabState:
    """Bytes of a .mlmlab file -> a checked LabState. A UTF-8 byte-order mark is accepted.
    Every problem (size, encoding, JSON, nesting, numbers, fields) is one LabStateError.
    `ignored`, when given, receives `ignored_settings` of the file; `folder`, when given, is
    the file's folder: relative paths in it are read from there (`rebase_paths`)."""
    data = decode_json_bytes(raw, name)
    if folder is not None:
        data = rebase_paths(data, folder)
    try:
        state = LabState.from_dict(data, base=base)
        if ignored is not None:
            ignored.extend(ignored_settings(data))
        return state
    except RecursionError:
        raise LabStateError(msg("{name} is nested too deeply to be a lab state", name=name)) from None


def load_state(path: str | os.PathLike, *, base: LabState | None = None,
               ignored: list[str] | None = None) -> LabState:
    """Read and check a .mlmlab file; any problem raises LabStateError with a one-line reason.
    `ignored`, when given, receives the settings it holds that this version does not know."""
    path = Path(path)
    raw = read_small_file(path, MAX_STATE_BYTES, kind=words("lab file"), what=words("a lab state"))
    return parse_lab_bytes(raw, shown_name(path.name), base=base, ignored=ignored, folder=path.absolute().parent)


def read_small_file(path: Path, max_bytes: int, *, kind: str, what: str) -> bytes:
    """The bytes of a small file (at most `max_bytes`), or LabStateError in one line: no such
    file, a folder, a name the system refuses (over 255 bytes), unreadable, too big. The name
    is shown with its control characters escaped (`shown_name`)."""
    try:
        exists, is_file = path.exists(), path.is_file()
    except (OSError, ValueError) as exc:  # ENAMETOOLONG, a NUL in the name
        raise LabStateError(msg("cannot open the {kind} {shown_name_path}: {reason_exc}",
                                kind=kind, shown_name_path=shown_name(path), reason_exc=_reason(exc))) from None
    if not exists:
        raise LabStateError(msg("no such {kind}: {shown_name_path}", kind=kind, shown_name_path=shown_name(path)))
    if not is_file:
        raise LabStateError(msg("{shown_name_path} is not a file", shown_name_path=shown_name(path)))
    from mlm_lab.userfiles import open_user_file

    fd = open_user_file(path, what=kind, error=LabStateError)  # a pipe swapped in since is_file: refused
    try:
        with os.fdopen(fd, "rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as exc:
        raise LabStateError(msg("cannot read {shown_name_path_name}: {reason_exc}",
                                shown_name_path_name=shown_name(path.name), reason_exc=_reason(exc))) from None
    if len(raw) > max_bytes:
        size = path.stat().st_size
        raise LabStateError(msg("{shown_name_path_name} is {size_1000000_0:.1f} MB; {what} is a small JSON file",
                                shown_name_path_name=shown_name(path.name), size_1000000_0=size / 1000000.0, what=what))
    return raw


def _reason(exc: BaseException) -> str:
    import errno

    if getattr(exc, "errno", None) == errno.ENAMETOOLONG:
        return "the name is too long (file names are at most 255 bytes)"
    if isinstance(exc, ValueError):
        return "the name holds a NUL character"
    return str(getattr(exc, "strerror", None) or exc)


def shown_name(name) -> str:
    from mlm_lab.imaging import shown_name as shown

    return shown(name)


def save_state(state: LabState, path: str | os.PathLike) -> Path:
    """Write `state` to `path` atomically (adds .mlmlab when the name has no suffix)."""
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(SUFFIX)
    return write_json_atomic(path, state.to_dict())
