"""The Features tab's text part: what the text view shows of the presenter's text side
(`presenter.text`, mlm_lab/lab/features_view/text.py) and what it says of its jobs ("index",
"neighbours", "search"): the sentence's tokens, the corpus index being built (its progress comes
through the job queue's `progress`) and ready, a clicked token's neighbours and the search hits.

`TextRequests` is built from the tab's state, its presenter, its job queue and the text view,
given the tab's status and error lines."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mlm_lab.app.features.text import FeatureTextView
from mlm_lab.app.features.work import FeatureJobs
from mlm_lab.app.i18n.languages import Context, fmt_number
from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.features_view.presenter import NO_NEIGHBOURS, FeaturesPresenter
from mlm_lab.lab.features_view.text import INDEX, NEIGHBOURS, SEARCH

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
FeaturesTab = Context("FeaturesTab")  # the texts with a plural (%n); lupdate takes the context from this name


class TextRequests:
    ASKS = (INDEX, NEIGHBOURS, SEARCH, NO_NEIGHBOURS)  # what it draws of the presenter's answers and refresh()

    def __init__(self, state: FeaturesState, presenter: FeaturesPresenter, jobs: FeatureJobs, view: FeatureTextView,
                 *, status: Callable[[str], None], error: Callable[[str], None]):
        self.state, self.presenter, self.jobs, self.view = state, presenter, jobs, view
        self._status, self._error = status, error
        jobs.progress.connect(self.show_progress)

    def model_loading(self) -> None:
        """The window started loading a text model: what the last one answered goes."""
        self.view.show_index_ready(translate("FeaturesTab", "Loading the text model… the corpus index is "
                                                            "built for it next."))
        self.view.clear_neighbours()
        self.view.clear_hits()

    def model_set(self) -> None:
        """A new text model: the last one's answers are not this one's; its tokens are shown."""
        waiting = translate("FeaturesTab", "The corpus index is being built for this model; the results follow.")
        self.view.clear_neighbours(waiting)
        self.view.clear_hits(waiting)
        self.show_tokens()

    def show_tokens(self) -> None:
        tokens = self.presenter.text.tokens()
        if tokens is not None:
            self.view.show_tokens(*tokens, self.state.token)

    def asked(self, what: str) -> None:
        """The presenter asked for `what` (or took the neighbours off the screen: NO_NEIGHBOURS)."""
        if what == INDEX:
            corpus = self.presenter.text.corpus_sentences()
            name = self.presenter.models.names["text"] or translate("FeaturesTab", "the text model")
            self.view.show_index_progress(0, 1, FeaturesTab.tr(
                "Indexing %n corpus sentence(s) with %1 (once per model and layer; kept in the cache)…", "",
                len(corpus)).replace("%1", name))
            self._status(translate("FeaturesTab", "Building the corpus index in the background…"))
        elif what == NO_NEIGHBOURS:
            self.view.clear_neighbours(translate("FeaturesTab", "Click a token of the sentence."))

    def show_progress(self, key: str, done: int, total: int) -> None:
        """The index's progress, while it is being built."""
        if key == INDEX and INDEX in self.presenter.awaiting:
            self.view.show_index_progress(done, total, translate(
                "FeaturesTab", "Indexing the corpus: %1 of %2 sentences…").replace("%1", fmt_number(done)).replace(
                "%2", fmt_number(total)))

    def show(self, key: str) -> None:
        """Draw the answer the presenter kept under `key`."""
        side = self.presenter.text
        if key == INDEX:
            index = side.index
            self.view.show_index_ready(
                translate("FeaturesTab", "Corpus index: %1 tokens of %2 sentences at layer %3 (%4).")
                .replace("%1", fmt_number(len(index))).replace("%2", fmt_number(len(index.sentences)))
                .replace("%3", fmt_number(side.layer())).replace("%4", self.presenter.models.names["text"]))
            self._status(translate("FeaturesTab", "Corpus index ready: %1 tokens").replace("%1", fmt_number(len(index))))
        elif key == NEIGHBOURS:
            self.view.show_neighbours(*side.neighbours)
        elif key == SEARCH:
            self.view.show_hits(side.hits)

    def failed(self, key: str, message: str) -> None:
        if key == INDEX:
            why = translate("FeaturesTab", "The corpus index could not be built: %1").replace("%1", message)
            self.view.show_index_ready(why)
            self._error(why)
        else:
            self._error(translate("FeaturesTab", "Features: %1").replace("%1", message))
