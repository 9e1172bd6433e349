"""The Features tab's probe part: what the probe panel shows of the presenter's probe
(`presenter.probe`, mlm_lab/lab/features_view/probe.py) and what it says of its job ("probe"):
running (with its progress, through the job queue's `progress`), the result per layer, a probe
that could not run. The Run button asks the presenter; a named task it does not hold yet is
written to the state, whose change asks for it.

`ProbeRequests` is built from the tab's state, its presenter, its job queue and the probe panel,
given the tab's error line."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mlm_lab.app.features.probe import ProbePanel
from mlm_lab.app.features.work import FeatureJobs
from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.features_view.presenter import FeaturesPresenter
from mlm_lab.lab.features_view.probe import PROBE

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class ProbeRequests:
    ASKS = (PROBE,)  # what it draws of the presenter's answers and refresh()

    def __init__(self, state: FeaturesState, presenter: FeaturesPresenter, jobs: FeatureJobs, panel: ProbePanel, *,
                 error: Callable[[str], None]):
        self.state, self.presenter, self.jobs, self.panel = state, presenter, jobs, panel
        self._error = error
        jobs.progress.connect(self.show_progress)
        panel.show_task(state.probe)

    def run(self, kind: str, task: str) -> None:
        """The Run button: measure `task` on every layer of the `kind` model now, in the background
        (a named task is also written to the state, so a saved view shows it)."""
        then = self.presenter.probe.run(kind, task)
        if then == "no_model":
            self._error(translate("FeaturesTab", "No text model is loaded yet: the probe needs one.") if kind == "text"
                        else translate("FeaturesTab", "No image model is loaded yet: the probe needs one."))
        elif then == "state":
            self.state.probe = task  # the field event asks for it
        else:
            self.asked(PROBE)

    def model_name(self, kind: str, name: str) -> str:
        """How the panel names the `kind` model (its name, else which model it is)."""
        return name or (translate("FeaturesTab", "the text model") if kind == "text" else
                        translate("FeaturesTab", "the image model"))

    def asked(self, what: str) -> None:
        """The presenter asked for the probe (`what` is PROBE): say so while it runs."""
        if what != PROBE or self.presenter.probe.asked is None:
            return
        kind, _task, live = self.presenter.probe.asked
        name = self.model_name(kind, self.presenter.models.names[kind])
        self.panel.set_running(True, (translate("FeaturesTab", "Probing every layer of %1 and of a random-init twin…")
                                      if live else translate("FeaturesTab", "Looking for this probe measured on the "
                                                             "weights of %1, else measuring it…")).replace("%1", name))

    def show_progress(self, key: str, done: int, total: int) -> None:
        if key == PROBE:
            self.panel.set_progress(done, total)

    def show(self, key: str) -> None:
        """Draw the probe the presenter kept."""
        probe = self.presenter.probe
        self.panel.set_running(False)
        self.panel.show_result(probe.result, self.model_name(probe.result.get("kind", "text"), probe.name),
                               probe.origin)

    def failed(self, key: str, message: str) -> None:
        self.panel.set_running(False)
        self.panel.summary.setText(translate("FeaturesTab", "The probe could not run: %1").replace("%1", message))
        self._error(translate("FeaturesTab", "The probe could not run: %1. The plot is unchanged.")
                    .replace("%1", message))
