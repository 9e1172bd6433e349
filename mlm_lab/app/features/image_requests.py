"""The Features tab's image part: what the image view shows of the presenter's image side
(`presenter.image`, mlm_lab/lab/features_view/image.py) and what it says of its jobs ("maps",
"similarity"): the maps with their status line, a clicked patch's similarity, and a set of pictures
that cannot be shown (the state goes back to the pictures on screen, and the window says why).

`ImageRequests` is built from the tab's state, its presenter, its job queue and the image view,
given the tab's batch (one state event for several fields) and its status and error lines."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from PySide6.QtCore import QCoreApplication

from mlm_lab.app.features.image import FeatureImageView, maps_status
from mlm_lab.app.features.work import FeatureJobs
from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.features_view.image import MAPS, SIMILARITY
from mlm_lab.lab.features_view.presenter import NO_SIMILARITY, FeaturesPresenter

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class ImageRequests:
    ASKS = (MAPS, SIMILARITY, NO_SIMILARITY)  # what it draws of the presenter's answers and refresh()

    def __init__(self, state: FeaturesState, presenter: FeaturesPresenter, jobs: FeatureJobs, view: FeatureImageView,
                 *, batch: Callable[[], AbstractContextManager], status: Callable[[str], None],
                 error: Callable[[str], None]):
        self.state, self.presenter, self.jobs, self.view = state, presenter, jobs, view
        self._batch, self._status, self._error = batch, status, error
        self.reverting = False  # the state goes back to the pictures on screen: nothing to compute

    def asked(self, what: str) -> None:
        """The presenter asked for `what` (or took an answer off the screen: NO_SIMILARITY)."""
        if what == NO_SIMILARITY:
            self.view.clear_similarity()

    def show(self, key: str) -> None:
        """Draw the answer the presenter kept under `key`."""
        side = self.presenter.image
        if key == MAPS:
            self.view.show_maps(side.maps)
            self._status(maps_status(side.maps))
        elif key == SIMILARITY:
            self.view.show_similarity(side.similarity)

    def failed(self, key: str, message: str) -> None:
        if key != MAPS:
            self._error(translate("FeaturesTab", "Features: %1").replace("%1", message))
            return
        back = self.presenter.image.sources_after_failure()
        if back is not None:
            sources, drop_patch = back
            if self.presenter.image.maps is not None:  # back to what is on screen: nothing to compute
                self.reverting = True
                try:
                    with self._batch():
                        self.state.sources = sources
                        if drop_patch:
                            self.state.patch = None
                finally:
                    self.reverting = False
            else:
                self.state.sources = sources
        self._error(translate("FeaturesTab", "Cannot show those pictures: %1. The view is unchanged.")
                    .replace("%1", message))
