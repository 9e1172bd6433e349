"""The Features tab's probe requests (a mixin of `FeaturesTab`): the probe the state names
(`FeaturesState.probe`) is shown from the result shipped for exactly these weights when there
is one (instant), else measured in the background worker with a progress bar; the Run
button always measures live. A class-folder probe is run by hand only (no state names a
folder)."""

from __future__ import annotations

from mlm_lab.app.features.jobs import shipped_or_live_probe
from mlm_lab.lab.features import PROBES

PROBE_KIND = {"words": "text", "agreement": "text", "shapes": "image"}


class ProbeRequestsMixin:
    def _probe_model(self, kind: str):
        return self.text_model if kind == "text" else self.image_model

    def run_probe(self, kind: str, task: str) -> None:
        """The Run button: measure `task` on every layer of the current `kind` model now, in the
        background (a named task is also written to the state, so a saved view shows it)."""
        if self._probe_model(kind) is None:
            self.error_message.emit(f"No {kind} model is loaded yet: the probe needs one.")
            return
        if task in PROBES and self._state.probe != task:
            self._live_probe = True
            self._state.probe = task  # the field event submits it
            return
        self._submit_probe(kind, task, live=True)

    def _refresh_probe(self) -> None:
        task = self._state.probe
        if "probe" not in self._stale or task is None:
            return
        kind = PROBE_KIND[task]
        if self._probe_model(kind) is None:
            return
        self._stale.discard("probe")
        live, self._live_probe = self._live_probe, False
        self._submit_probe(kind, task, live=live)

    def _submit_probe(self, kind: str, task: str, *, live: bool) -> None:
        model = self._probe_model(kind)
        name = self._names[kind] or f"the {kind} model"
        self.probe.set_running(True, f"Probing every layer of {name} and of a random-init twin…" if live else
                               f"Looking for this probe measured on {name}'s weights, else measuring it…")
        progress = self._probe_progress.emit
        self._submit(self._background, "probe",
                     lambda: (name, *shipped_or_live_probe(kind, model, task, live=live, progress=progress)))

    def _probe_pending(self) -> bool:
        """The state names a probe whose model is loaded and whose answer is not on screen yet."""
        task = self._state.probe
        return (task is not None and "probe" in self._stale
                and self._probe_model(PROBE_KIND[task]) is not None)
