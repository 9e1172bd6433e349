"""LivePlot: its legend moves to the corner where it hides no data (LegendPlacer), checked in
the scene against the data points mapped by the view box; its empty state says what to do."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF

from mlm_lab.app.looks.plots import LivePlot


def _hidden_points(plot: LivePlot, xs, ys) -> int:
    vb = plot.getPlotItem().getViewBox()
    legend = plot.legend.sceneBoundingRect()
    return sum(legend.contains(vb.mapViewToScene(QPointF(float(x), float(y)))) for x, y in zip(xs, ys, strict=True))


def _show(qtbot, plot: LivePlot) -> None:
    plot.resize(480, 320)
    qtbot.addWidget(plot)
    plot.show()
    qtbot.waitExposed(plot)


def test_the_legend_leaves_the_corner_a_curve_runs_through(qtbot):
    plot = LivePlot("loss", "loss")  # the legend starts top right
    _show(qtbot, plot)
    xs = np.linspace(0, 100, 201)
    ys = 1.0 - np.exp(-xs / 10.0)  # a learning curve: the whole top edge is taken
    for i, name in enumerate(["run a", "run b", "run c"]):
        plot.ensure_series(name, color=("#d62728", "#2ca02c", "#1f77b4")[i])
        plot.set_series(name, xs, ys - 0.05 * i)
    plot.redraw()
    plot.getPlotItem().getViewBox().autoRange(padding=0.02)
    # placed soon after (one count per 200 ms at most), in the empty corner: below the curve, right
    qtbot.waitUntil(lambda: plot.legend_placer.corner == "bottom-right", timeout=3000)
    qtbot.wait(300)  # and it stays there
    assert plot.legend_placer.corner == "bottom-right"
    dense = np.linspace(0, 100, 2001)
    curve = 1.0 - np.exp(-dense / 10.0)
    for i in range(3):
        assert _hidden_points(plot, dense, curve - 0.05 * i) == 0


def test_a_legend_over_free_space_stays_where_it_is_and_a_tall_one_takes_two_columns(qtbot):
    plot = LivePlot("acc", "accuracy", legend_corner="bottom")
    _show(qtbot, plot)
    xs = np.linspace(0, 10, 50)
    for i in range(6):
        plot.ensure_series(f"value {i}", color=(40 * i, 80, 200 - 30 * i))
        plot.set_series(f"value {i}", xs, 0.9 - 0.02 * i + 0.0 * xs)  # flat lines near the top
    plot.redraw()
    plot.getPlotItem().getViewBox().setYRange(0, 1, padding=0)
    qtbot.waitUntil(lambda: plot.legend.columnCount == 2, timeout=3000)
    qtbot.wait(300)
    assert plot.legend_placer.corner == "bottom-right"  # nothing below: it never moved
    assert plot.legend.columnCount == 2 and len(plot.legend.items) == 6
    for i in range(6):
        assert _hidden_points(plot, xs, 0.9 - 0.02 * i + 0.0 * xs) == 0


def test_an_empty_plot_says_what_to_do_until_its_first_point(qtbot):
    plot = LivePlot("acc", "accuracy (%)", empty_text="No run yet: press Start", empty_y=(0, 100))
    _show(qtbot, plot)
    plot.ensure_series("this run", color="#1f77b4")
    assert plot.empty_label.isVisible() and plot.empty_label.textItem.toPlainText() == "No run yet: press Start"
    (_x0, _x1), (y0, y1) = plot.getPlotItem().getViewBox().viewRange()
    assert (y0, y1) == (0, 100)  # in percent while empty, not pyqtgraph's 0-1
    plot.add_point("this run", 10, 42.0)
    plot.redraw()
    assert not plot.empty_label.isVisible()
    plot.set_series("this run", [], [])  # a new run clears the curve: the hint is back
    plot.redraw()
    assert plot.empty_label.isVisible()


def test_two_plots_stack_when_there_is_no_room_across_and_the_hint_wraps_inside(qtbot):
    from mlm_lab.app.looks.plots import PlotPair

    a = LivePlot("Loss", "loss", empty_text="No run yet: press Start, or tick a run to overlay it")
    b = LivePlot("Masked-token accuracy (at 15 %)", "accuracy (%)")
    pair = PlotPair(a, b, min_width=380)
    qtbot.addWidget(pair)
    pair.resize(1000, 600)
    pair.show()
    qtbot.waitExposed(pair)
    qtbot.waitUntil(lambda: a.width() > 400)
    assert not pair.stacked() and a.geometry().top() == b.geometry().top()  # side by side
    pair.resize(560, 600)  # a lesson panel beside it, presentation fonts
    qtbot.waitUntil(pair.stacked)
    qtbot.waitUntil(lambda: a.geometry().bottom() < b.geometry().top())  # one above the other
    assert a.width() > 500
    pair.resize(300, 600)
    qtbot.wait(100)
    vb = a.getPlotItem().getViewBox()
    label = a.empty_label.mapRectToScene(a.empty_label.boundingRect())
    plot_area = vb.sceneBoundingRect()
    assert label.width() <= plot_area.width()  # the hint wraps instead of being cut off
    assert plot_area.left() <= label.left() and label.right() <= plot_area.right()


def test_a_long_curve_is_counted_thinned_and_the_legend_still_avoids_it(qtbot):
    plot = LivePlot("loss", "loss")
    _show(qtbot, plot)
    xs = np.arange(20000, dtype=float)
    zigzag = 0.7 + 0.3 * (np.arange(20000) % 2)
    ys = np.where(xs > 15000, zigzag, 0.0)  # flat along the bottom, then noisy at the top right
    plot.ensure_series("long run", color="#1f77b4")
    plot.set_series("long run", xs, ys)
    plot.redraw()
    plot.getPlotItem().getViewBox().autoRange(padding=0.02)
    qtbot.waitUntil(lambda: plot.legend_placer.corner == "top-left", timeout=3000)
    assert _hidden_points(plot, xs[::50], ys[::50]) == 0


def test_error_bar_ends_are_points_the_legend_can_avoid():
    import pyqtgraph as pg

    from mlm_lab.app.looks.plots import error_bar_ends

    assert [len(a) for a in error_bar_ends(pg.ErrorBarItem(x=np.zeros(0), y=np.zeros(0)))] == [0, 0]
    bars = pg.ErrorBarItem(x=np.array([1.0, 2.0]), y=np.array([0.5, 0.6]), top=np.array([0.1, 0.2]),
                           bottom=np.array([0.05, 0.1]))
    x, y = error_bar_ends(bars)
    np.testing.assert_allclose(x, [1, 2, 1, 2])
    np.testing.assert_allclose(y, [0.6, 0.8, 0.45, 0.5])


def test_the_legend_shows_only_once_there_is_data_to_tell_apart(qtbot):
    """An empty plot shows its placeholder, not a legend over it (the probe plot at 1024x768 had its
    legend across 'press Run probe'); the first points bring the legend, clearing them takes it away."""
    plot = LivePlot("accuracy", "accuracy", empty_text="Choose a task and press Run probe")
    _show(qtbot, plot)
    plot.ensure_series("model", color="#1f77b4")
    plot.ensure_series("random init", color="#d62728")
    assert plot.empty_label.isVisible() and not plot.legend.isVisible()
    plot.set_series("model", [0, 1, 2], [0.4, 0.6, 0.7])
    plot.redraw()
    assert plot.legend.isVisible() and not plot.empty_label.isVisible()
    plot.remove_series("model")
    assert not plot.legend.isVisible() and plot.empty_label.isVisible()
