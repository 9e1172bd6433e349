"""The views under the Text tab's tokens: attention, filling several masks, the statistics of
1,000 resamples, and XLNet's permutation order; and what each says while it has nothing to show.
The open page, the attention's layer and head and the permutation's "sees itself" are fields
of the tab's TextState: the widgets write them, `show_state` shows them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize
from PySide6.QtWidgets import QStyle, QTabWidget, QWidget

from mlm_lab.app.text.attention import AttentionView, PermutationView
from mlm_lab.app.text.fill import FillComparisonView
from mlm_lab.app.text.stats import StatisticsView
from mlm_lab.lab.text import VIEW_PAGES, TextState
from mlm_lab.lab.text_view.masking import MLM_STRATEGIES

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

TIPS = (QT_TRANSLATE_NOOP("TextTab", "Where the selected token looks, for a chosen layer and head."),
        QT_TRANSLATE_NOOP("TextTab", "Fill every hidden token at once, or one by one (most confident first)."),
        QT_TRANSLATE_NOOP("TextTab", "The current setting resampled 1,000 times: does the rule hold?"),
        QT_TRANSLATE_NOOP("TextTab", "XLNet's factorization order and attention mask for this sentence."))


class TextViews(QTabWidget):
    def __init__(self, state: TextState, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.attention_view = AttentionView(state)
        self.fill_view = FillComparisonView()
        self.stats_view = StatisticsView()
        self.permutation_view = PermutationView(state)
        self.addTab(self.attention_view, translate("TextTab", "Attention"))
        self.addTab(self.fill_view, translate("TextTab", "Fill several masks"))
        self.addTab(self.stats_view, translate("TextTab", "Statistics"))
        self.addTab(self.permutation_view, translate("TextTab", "Permutation (XLNet)"))
        for i, tip in enumerate(translate("TextTab", t) for t in TIPS):
            self.setTabToolTip(i, tip)
        self.show_state()
        self.currentChanged.connect(self._on_page)

    def minimumSizeHint(self) -> QSize:
        """As small as the open page allows (a QTabWidget asks for its largest page's minimum, so
        the statistics' plots would take the height of the tokens above on every other page)."""
        hint = super().minimumSizeHint()
        page = self.currentWidget()
        if page is None:
            return hint
        frame = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, self)
        return QSize(hint.width(), min(hint.height(), self.tabBar().sizeHint().height() + page.minimumSizeHint().height()
                                       + frame + 4))

    def all(self):
        return (self.attention_view, self.fill_view, self.stats_view, self.permutation_view)

    def _on_page(self, index: int) -> None:
        self.state.view = VIEW_PAGES[index]
        self.updateGeometry()  # its least height is the open page's

    def show_state(self) -> None:
        """The open page, the attention's layer and head, the permutation's "sees itself"."""
        self.setCurrentIndex(VIEW_PAGES.index(self.state.view))
        self.attention_view.show_state()
        self.permutation_view.show_state()

    def show_empty(self) -> None:
        self.attention_view.clear(translate("TextTab", "Type a sentence to see its attention."))
        self.permutation_view.set_view(None, None)
        self.stats_view.clear(translate("TextTab", "Type a sentence to see the statistics of its masking."))
        self.fill_view.clear(translate("TextTab", "Type a sentence to fill its masks."))

    def show_placeholders(self, view, has_model: bool, model_status: str, statistics, fill_result) -> None:
        """What the views say for masking `view` while (or instead of) their answers."""
        if view is None or view.empty:
            return
        if not has_model:
            reason = (translate("TextTab", "Loading the model… attention appears when it is loaded.") if model_status == "loading"
                      else translate("TextTab", "No model loaded: choose one in the toolbar to see attention."))
            self.attention_view.clear(reason)
            self.fill_view.clear(translate("TextTab", "Loading the model… the masks are filled when it is loaded.") if model_status == "loading"
                                 else translate("TextTab", "No model loaded: choose one in the toolbar to see the masks filled."))
        elif view.strategy not in MLM_STRATEGIES:
            self.fill_view.clear(translate("TextTab", "Filling masks needs [MASK] tokens: choose random, whole word, span or by hand."))
        elif not view.selected:
            self.fill_view.clear(translate("TextTab", "No hidden token to fill."))
        elif fill_result is not None:
            self.fill_view.set_result(fill_result)
        if statistics is not None:
            self.stats_view.set_statistics(statistics)
        elif view.strategy in ("manual", "permutation"):
            self.stats_view.clear(translate("TextTab", "By hand, nothing is drawn at random: no statistics to show.")
                                  if view.strategy == "manual" else
                                  translate("TextTab", "A permutation order is a uniform shuffle; its statistics are not shown here."))
        else:
            self.stats_view.set_busy()
