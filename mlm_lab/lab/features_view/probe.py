"""The Features tab's probe, without Qt (`ProbeSide`, held by the tab's `FeaturesPresenter` as
`presenter.probe`): the probe the state names (`FeaturesState.probe`) is shown from the result
shipped for exactly these weights when there is one (instant), else measured in the slow lane under
the key "probe"; the Run button always measures live. A class-folder probe is run by hand only (no
state names a folder). A probe's answer names the model it measured (the panel says which), so it
is shown whatever model came since; a newer probe asked meanwhile replaces it in the worker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlm_lab.lab.features import PROBES
from mlm_lab.lab.features_view.jobs import shipped_or_live_probe

if TYPE_CHECKING:
    from mlm_lab.lab.features_view.presenter import FeaturesPresenter

PROBE = "probe"
PROBE_KIND = {"words": "text", "agreement": "text", "shapes": "image"}  # a named probe's model


class ProbeSide:
    """The probe asked for and the one on screen."""

    def __init__(self, owner: FeaturesPresenter):
        self.owner = owner
        self.live_next = False  # the next probe the state asks for measures live (the Run button)
        self.asked: tuple[str, str, bool] | None = None  # (kind, task, live) of the probe in flight
        self.result: dict | None = None  # probe_per_layer's dict on screen
        self.name = ""  # the model it measured ("" when it had no name)
        self.origin = ""  # "" for a live run, else the shipped file's provenance

    def run(self, kind: str, task: str) -> str:
        """The Run button: measure `task` on every layer of the `kind` model now, in the background.
        Returns "no_model" (nothing asked), "state" (a named task the state does not name yet: write
        it to the state, whose change asks for it live, so a saved view shows it) or "probe" (asked)."""
        if self.owner.models.of(kind) is None:
            return "no_model"
        if task in PROBES and self.owner.state.probe != task:
            self.live_next = True
            return "state"
        self.submit(kind, task, live=True)
        return PROBE

    def due(self) -> bool:
        """The state names a probe whose model is loaded and which is not asked for yet."""
        task = self.owner.state.probe
        return task is not None and PROBE in self.owner.stale and self.owner.models.of(PROBE_KIND[task]) is not None

    def refresh(self) -> bool:
        """Ask for the probe the state names when it is due; True when asked."""
        if not self.due():
            return False
        task = self.owner.state.probe
        self.owner.stale.discard(PROBE)
        live, self.live_next = self.live_next, False
        self.submit(PROBE_KIND[task], task, live=live)
        return True

    def submit(self, kind: str, task: str, *, live: bool) -> None:
        model, name, progress = self.owner.models.of(kind), self.owner.models.names[kind], self.owner.progress_of(PROBE)
        self.asked = (kind, task, live)
        self.owner.submit(PROBE, lambda: (name, *shipped_or_live_probe(kind, model, task, live=live,
                                                                         progress=progress)))

    def accept(self, payload) -> bool:
        """(model name, result, origin): on screen from now on."""
        self.name, self.result, self.origin = payload
        self.asked = None
        return True

    def failed(self) -> None:
        """The probe could not run: the one on screen stays."""
        self.asked = None

    def metrics_rows(self) -> list[list]:
        """The probe's rows of the metrics export: accuracy per layer of the model and of its twin,
        the baselines."""
        result = self.result
        if result is None:
            return []
        rows: list[list] = []
        for key in ("model_acc", "random_init_acc"):
            rows += [[f"probe_{result['task']}_{key}_layer_{k}", v]
                     for k, v in zip(result["layers"], result[key], strict=True)]
        rows += [[f"probe_{result['task']}_{k}", result[k]] for k in ("majority_acc", "pixels_acc") if k in result]
        return rows
