"""The Text tab's statistics view on a projector (issue 26 item 8): the p and mean notes sit above
the tallest bar, the legend outside the plots (it covered the [MASK] bars at 1024x768), and the
plots' words are as big as the tab's own in presentation mode."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF

from mlm_lab.app.lessons.room_fit import small_text
from mlm_lab.app.text.tab import TextTab

SENTENCE = "She looked at him for a long time without saying a word."


@pytest.mark.parametrize("size", [(720, 820), (1500, 950)])  # a narrow tab (1024x768 with the narration) and a wide one
def test_statistics_notes_above_the_bars_and_the_legend_outside_the_plots(qtbot, text_model, size):
    tab = TextTab()
    qtbot.addWidget(tab)
    tab.resize(*size)
    tab.show()
    tab.set_model(text_model)
    tab.set_presentation(True)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.15, "seed": 3, "view": "statistics"})
    view = tab.views.stats_view
    qtbot.waitUntil(lambda: view.stats is not None and view.isVisible(), timeout=20000)
    plot = view.fraction_plot

    def notes_and_bar_top():
        bars = next(item for item in plot.items if isinstance(item, pg.BarGraphItem))
        tallest = float(max(bars.opts["height"]))
        bar_top = plot.vb.mapViewToScene(QPointF(0.0, tallest)).y()  # scene y grows downwards
        lines = [item for item in plot.items if isinstance(item, pg.InfiniteLine)]
        return [line.label.mapRectToScene(line.label.boundingRect()) for line in lines], bar_top

    def placed() -> bool:  # the plots' layout and view ranges settle after the first paint: wait on that
        notes, bar_top = notes_and_bar_top()
        box = plot.vb.mapRectToScene(plot.vb.boundingRect())
        legend = view.legend.mapRectToScene(view.legend.boundingRect())
        apart = not any(legend.intersects(shown.vb.mapRectToScene(shown.vb.boundingRect()))
                        for shown in (view.fraction_plot, view.split_plot))
        return apart and len(notes) == 2 and all(n.bottom() <= bar_top + 1 and box.contains(n) for n in notes)

    qtbot.waitUntil(placed, timeout=10000)
    notes, bar_top = notes_and_bar_top()
    assert len(notes) == 2
    for note in notes:
        assert note.bottom() <= bar_top + 1, (note, bar_top)  # above every bar
        assert plot.vb.mapRectToScene(plot.vb.boundingRect()).contains(note)  # and inside the plot
    assert not notes[0].intersects(notes[1])

    legend = view.legend.mapRectToScene(view.legend.boundingRect())
    names = {label.text for _sample, label in view.legend.items}
    assert names == {"observed", "configured"}
    for shown in (view.fraction_plot, view.split_plot):
        assert not legend.intersects(shown.vb.mapRectToScene(shown.vb.boundingRect()))

    assert small_text(view, tab.fontInfo().pixelSize() - 1) == []  # ticks, titles, notes, legend: the tab's size


def test_small_text_measures_the_plots_words(qtbot, text_model):
    """At the desk the plots' words are small (8.5 pt): small_text names the ticks, titles and notes."""
    tab = TextTab()
    qtbot.addWidget(tab)
    tab.resize(1400, 900)
    tab.show()
    tab.set_model(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.15, "seed": 3, "view": "statistics"})
    view = tab.views.stats_view
    qtbot.waitUntil(lambda: view.stats is not None and view.isVisible(), timeout=20000)
    small = small_text(view, 18)
    assert any("ticks" in line for line in small)
    assert any("“p = 0.15”" in line for line in small) and any("“Selected fraction”" in line for line in small)
