"""The Text tab's "Fill several masks" panels never cut their titles: a title stays on the frame
where it fits and moves to the head of the score line, which wraps, where it does not (German at
1280x720 in presentation); the panel then asks for the height the wrapped line needs."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox


def test_a_title_too_long_for_its_panel_wraps_with_the_score_line(qtbot):
    from mlm_lab.app.text.fill import FillComparisonView

    view = FillComparisonView()
    qtbot.addWidget(view)
    panel = view.independent
    panel.set_summary("<b>1 of 4</b> right, 1 forward pass")
    view.resize(900, 400)
    view.show()
    qtbot.waitUntil(lambda: panel.width() > 300)
    assert QGroupBox.title(panel) == "All at once (one pass)" and panel.title_fits(panel.width())
    assert panel.summary.text() == "<b>1 of 4</b> right, 1 forward pass"

    panel.resize(90, panel.height())  # narrower than the title on the frame
    qtbot.waitUntil(lambda: QGroupBox.title(panel) == "")
    assert not panel.title_fits(90)
    assert panel.summary.text().startswith("<b>All at once (one pass)</b> · <b>1 of 4</b>")
    assert panel.summary.wordWrap() and panel.accessibleName() == "All at once (one pass)"
    wrapped = panel.summary.heightForWidth(panel.summary.width())
    one_line = panel.summary.minimumSizeHint().height()
    assert wrapped > one_line  # the line wraps, and the panel asks for every line of it
    assert panel.minimumSizeHint().height() == QGroupBox.minimumSizeHint(panel).height() + wrapped - one_line

    panel.resize(400, panel.height())  # room again: back on the frame
    qtbot.waitUntil(lambda: QGroupBox.title(panel) == "All at once (one pass)")
    assert panel.summary.text() == "<b>1 of 4</b> right, 1 forward pass"
