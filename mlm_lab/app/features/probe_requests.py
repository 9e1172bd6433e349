"""The Features tab's probe requests: the probe the state names (`FeaturesState.probe`) is shown
from the result shipped for exactly these weights when there is one (instant), else measured
in the background worker with a progress bar; the Run button always measures live. A
class-folder probe is run by hand only (no state names a folder).

`ProbeRequests` is a part of the tab (composed, not inherited), given the state, the probe
panel, the models and the work it submits, and the tab's error line and progress signal as
callables."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mlm_lab.app.features.jobs import shipped_or_live_probe
from mlm_lab.app.features.probe import ProbePanel
from mlm_lab.app.features.work import FeatureModels, FeatureWork
from mlm_lab.lab.features import PROBES, FeaturesState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

PROBE_KIND = {"words": "text", "agreement": "text", "shapes": "image"}


class ProbeRequests:
    def __init__(self, state: FeaturesState, panel: ProbePanel, models: FeatureModels, work: FeatureWork, *,
                 error: Callable[[str], None], progress: Callable[[int, int], None]):
        """`error(text)` says a problem in the window; `progress(done, total)` is called from the
        background worker's thread (a queued signal of the tab)."""
        self._state, self._panel, self._models, self._work = state, panel, models, work
        self._error, self._progress = error, progress
        self._live = False  # the next probe request measures live (the Run button)

    def run(self, kind: str, task: str) -> None:
        """The Run button: measure `task` on every layer of the current `kind` model now, in the
        background (a named task is also written to the state, so a saved view shows it)."""
        if self._models.of(kind) is None:
            self._error(translate("FeaturesTab", "No text model is loaded yet: the probe needs one.") if kind == "text"
                        else translate("FeaturesTab", "No image model is loaded yet: the probe needs one."))
            return
        if task in PROBES and self._state.probe != task:
            self._live = True
            self._state.probe = task  # the field event submits it
            return
        self._submit(kind, task, live=True)

    def refresh(self) -> None:
        """Submit the probe the state names, if it is stale and its model is loaded."""
        task = self._state.probe
        if "probe" not in self._work.stale or task is None:
            return
        kind = PROBE_KIND[task]
        if self._models.of(kind) is None:
            return
        self._work.stale.discard("probe")
        live, self._live = self._live, False
        self._submit(kind, task, live=live)

    def _submit(self, kind: str, task: str, *, live: bool) -> None:
        model = self._models.of(kind)
        name = self._models.names[kind] or (translate("FeaturesTab", "the text model") if kind == "text" else
                                            translate("FeaturesTab", "the image model"))
        self._panel.set_running(True, (translate("FeaturesTab", "Probing every layer of %1 and of a random-init twin…")
                                       if live else translate("FeaturesTab", "Looking for this probe measured on the "
                                                              "weights of %1, else measuring it…")).replace("%1", name))
        progress = self._progress
        self._work.submit(self._work.background, "probe",
                          lambda: (name, *shipped_or_live_probe(kind, model, task, live=live, progress=progress)))

    def pending(self) -> bool:
        """The state names a probe whose model is loaded and whose answer is not on screen yet."""
        task = self._state.probe
        return task is not None and "probe" in self._work.stale and self._models.of(PROBE_KIND[task]) is not None
