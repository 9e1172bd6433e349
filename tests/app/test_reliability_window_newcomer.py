"""Issue 29, what a newcomer met in the window: the Image caption and slider agree on the
share hidden, the status bar says the tab in front's own line, the Features tab says a model is
loading (not "Load an image model") and drops the previous model's search results, and counts
of one are singular."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path
from types import SimpleNamespace

from mlm_lab.app.features.image import LOADING, WAITING
from mlm_lab.app.image.panels import ImageResult, hidden_caption
from mlm_lab.app.text.tokens import metrics_text
from mlm_lab.masking import num_hidden_patches
from mlm_lab.wording import plural


def test_plural():
    assert plural(1, "token") == "1 token" and plural(2, "token") == "2 tokens" and plural(0, "run") == "0 runs"
    assert plural(1, "patch", "patches") == "1 patch" and plural(3, "patch", "patches") == "3 patches"


def _result(hidden: int, total: int, strategy: str, ratio: float) -> ImageResult:
    return ImageResult(None, 0.0, 0.0, hidden, total, "sample:astronaut", strategy, ratio, 0)


def test_the_caption_says_when_the_grid_cannot_hide_the_sliders_share():
    hidden = num_hidden_patches(64, 0.15)
    text = hidden_caption(_result(hidden, 64, "random", 0.15))
    share = round(100 * hidden / 64)
    assert text.startswith(f"{hidden} of 64 patches hidden ({share}\u00a0%")
    assert (share != 15) == ("the nearest the grid gets to 15\u00a0%" in text)
    assert hidden_caption(_result(48, 64, "random", 0.75)) == "48 of 64 patches hidden (75\u00a0%)"
    assert "nearest" not in hidden_caption(_result(16, 64, "grid", 0.75))  # grid ignores the slider


def test_the_window_newcomer_list(qtbot, lab_window, tmp_path):
    w = lab_window
    # the Image tab: the caption and the slider say the same share (or the caption says why not)
    w.tabs.setCurrentWidget(w.image_tab)
    w.image_tab.ui.ratio_slider.setValue(15)
    qtbot.waitUntil(lambda: w.is_ready() and w.image_tab.result is not None and w.image_tab.result.ratio == 0.15,
                    timeout=30000)
    r = w.image_tab.result
    caption = w.image_tab.panels.masked_panel.caption()
    assert w.image_tab.ui.ratio_value.text() == "15\u00a0%"
    share = round(100 * r.hidden / r.total)
    assert f"({share}\u00a0%" in caption and (share == 15 or "nearest the grid gets to 15\u00a0%" in caption), caption

    # the status bar: the Text tab's line does not stay on the Image tab
    w.tabs.setCurrentWidget(w.text_tab)
    w.text_tab.status_message.emit("a line of the Text tab")
    assert w.status_label.text() == "a line of the Text tab"
    w.tabs.setCurrentWidget(w.image_tab)
    assert w.status_label.text() != "a line of the Text tab"
    w.tabs.setCurrentWidget(w.text_tab)
    assert w.status_label.text() == "a line of the Text tab"  # and it comes back with its tab

    # any message is one line: a newline in it (a file name's) is shown escaped, not cut
    w.show_message("Cannot open first\nsecond.png: no such file", "error")
    assert w.banner.text() == "Cannot open first\\nsecond.png: no such file" == w.status_label.text()
    w.banner.clear()

    # one token: singular
    view = w.text_tab.presenter.masking
    assert view is not None and view.selected
    one = dataclasses.replace(view, selected=view.selected[:1])
    assert metrics_text(one, None, has_model=False) == "1 token to predict"

    # the Features tab: a model that loads is said to load; the previous model's answers go
    features = w.lab_tabs["features"]
    assert features.image_view.caption.text() != WAITING  # the window's image model is in
    hit = SimpleNamespace(score=0.9, sentence="the cat sat.", sentence_index=3)
    features.text_view.show_hits({"embedding": [hit], "tfidf": [hit]})
    assert features.text_view.hits
    other = tmp_path / "other-text-model"
    shutil.copytree(Path(w.model_sources()["text"]), other)
    w.load_model(other)
    assert "Loading the text model" in features.text_view.index_label.text()
    assert features.text_view.hits == {}
    qtbot.waitUntil(lambda: w.is_ready() and Path(w.model_sources()["text"]) == other, timeout=30000)
    assert features.text_view.hits == {} and "1 of the 1" not in features.text_view.overlap_label.text()
    w.load_model(Path(w.model_sources()["image"]))
    assert features.image_view.caption.text() == LOADING
    qtbot.waitUntil(lambda: w.is_ready() and not w.loader.pending(), timeout=30000)
    assert features.image_view.caption.text() != LOADING  # loaded: no longer said to load


def test_study_plots_keep_their_legends_off_the_data_and_accuracies_end_at_one(qtbot):
    """The shipped objective study: the knob plot's legend under the axis (it covered the mlm
    error bar) says the unigram baseline is below the axis; probe and cloze axes end at 1.0 with
    whole-number layer ticks, their legends under the plot."""
    from mlm_lab.app.training.study_view import StudyView
    from mlm_lab.studies import Study

    root = Path(__file__).resolve().parents[2]
    view = StudyView()
    qtbot.addWidget(view)
    view.resize(1300, 900)
    view.show()
    study = Study.open(root / "docs" / "studies" / "objective-text")
    view.show_study(study, study.rows())
    item = view.knob_plot.getPlotItem()
    labels = [label.text for _, label in item.legend.items]
    assert any(t.startswith("unigram baseline: 0.163 (below this axis)") for t in labels), labels
    (_, (low, _high)) = item.getViewBox().viewRange()
    assert low > 0.163  # the line is indeed off the axis
    view.lower.setCurrentWidget(view.compare)
    for plot in (view.compare.probe_plot, view.compare.cloze_plot, view.knob_plot):
        legend, box = plot.getPlotItem().legend, plot.getPlotItem().getViewBox()
        # once laid out (the event loop runs the layout), the legend is under the data area
        qtbot.waitUntil(lambda legend=legend, box=box: legend.sceneBoundingRect().top()
                        >= box.sceneBoundingRect().bottom() > 0, timeout=10000)
        assert legend.items  # and it lists the plot's items
    for plot in (view.compare.probe_plot, view.compare.cloze_plot):
        (_, (bottom, top)) = plot.getPlotItem().getViewBox().viewRange()
        assert bottom == 0.0 and top <= 1.05
    axis = view.compare.probe_plot.getPlotItem().getAxis("bottom")
    ticks = [v for level in axis.tickValues(-0.2, 2.2, 400) for v in level[1]]
    assert ticks and all(float(v).is_integer() for v in ticks), ticks
