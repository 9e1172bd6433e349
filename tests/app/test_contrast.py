"""Colour (issue 27 item 7): every text/background pair in the app's style sheets meets WCAG 2.2 AA
(4.5:1 for text; 3:1 for the parts of a control), token kinds carry a symbol besides their colour,
and View > High contrast and Text size work outside presentation mode and are remembered."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from mlm_lab.app.looks import style
from mlm_lab.app.looks.accessibility import AA_LARGE, AA_TEXT, contrast_ratio, parse_colour, relative_luminance
from mlm_lab.app.text.chips import CHIP_BORDER, CONTRAST_COLORS, STATE_COLORS, STATE_LABELS, STATE_SYMBOLS, Legend

APP = Path(__file__).resolve().parents[2] / "mlm_lab" / "app"
WINDOW_BACKGROUNDS = ("#ffffff", "#efefef")  # a pane's background when a rule names none (light themes)
TEXT_DEFAULT = "#000000"
_RULE = re.compile(r"([^{}]*)\{([^{}]*)\}")
_HEXCOL = r"(#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|white\b|black\b|gray\b|grey\b)"


def _decl(body: str, name: str) -> str | None:
    m = re.search(rf"(?:^|[;\s{{]){name}\s*:\s*{_HEXCOL}", body)
    return m.group(1) if m else None


def sheet_pairs(sheet: str) -> list[tuple[str, str, str]]:
    """(selector, text colour, background) for each rule of a Qt style sheet that sets a colour;
    a side the rule does not set is the default (black text; a light window). Rules for disabled
    controls are left out (WCAG exempts inactive components)."""
    pairs = []
    for selector, body in _RULE.findall(sheet):
        selector = selector.strip()
        if ":disabled" in selector or "::" in selector and "::title" not in selector and "::tab" not in selector:
            continue
        if re.search(r"(?<![-\w])(color|background(-color)?)\s*:\s*@v", body):
            continue  # a colour filled in at run time (an f-string's value): the runtime sheets are tested
        fg = _decl(body, "color")
        bg = _decl(body, "background(?:-color)?")
        if fg is None and bg is None:
            continue
        for back in ([bg] if bg else WINDOW_BACKGROUNDS):
            pairs.append((selector, fg or TEXT_DEFAULT, back))
    return pairs


def _failing(pairs, need=AA_TEXT):
    return [(sel, fg, bg, round(contrast_ratio(fg, bg), 2)) for sel, fg, bg in pairs if contrast_ratio(fg, bg) < need]


def test_contrast_ratio_is_wcag_arithmetic():
    assert contrast_ratio("#000", "#fff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # the classic near miss
    assert contrast_ratio("#ffffff", "#777777") == contrast_ratio("#777777", "#ffffff")
    assert relative_luminance("#ffffff") == pytest.approx(1.0)
    assert relative_luminance((0, 0, 0)) == 0.0
    assert parse_colour("#abc") == (0xAA, 0xBB, 0xCC)
    assert sheet_pairs("QLabel { color: #777; } QLabel:disabled { color: #eee; }") == [
        ("QLabel", "#777", "#ffffff"), ("QLabel", "#777", "#efefef")]
    assert _failing(sheet_pairs("QLabel { color: #777; background: #fff; }"))


def _style_sheets():
    sheets = {"text presentation": style.TEXT_PRESENTATION_STYLE,
              "text presentation at 20 pt": style.text_presentation_style(20)}
    for presentation in (False, True):
        sheets[f"panes (presentation={presentation})"] = style.pane_stylesheet(10, presentation)
        for name, sheet in style.chrome_stylesheets(10, presentation).items():
            sheets[f"{name} (presentation={presentation})"] = sheet
    for high in (False, True):
        sheets[f"window (high contrast={high})"] = style.window_stylesheet(high, 15.0)
    return sheets


@pytest.mark.parametrize("name", list(_style_sheets()))
def test_every_pair_in_the_style_sheets_meets_aa(name):
    sheet = _style_sheets()[name]
    assert _failing(sheet_pairs(sheet)) == []


def _literal_sheets() -> list[tuple[str, str]]:
    """Every string constant in the app's source that holds a style-sheet rule or an HTML colour
    (f-strings' constant parts included): (file:line, text)."""
    found = []
    for path in sorted(APP.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parts = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
        for node in ast.walk(tree):
            if id(node) in parts:
                continue  # a piece of an f-string: read with the whole string
            if isinstance(node, ast.JoinedStr):
                text = "".join(v.value if isinstance(v, ast.Constant) else "@v" for v in node.values)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
            else:
                continue
            if re.search(r"(?<![-\w])color\s*:", text):
                found.append((f"{path.relative_to(APP)}:{node.lineno}", text))
    return found


def test_every_literal_style_in_the_app_meets_aa():
    """Style sheets set on single widgets across the app (notices, captions, swatches...) and inline
    HTML colours: each text colour on its background (a light window where none is named)."""
    bad = []
    for where, text in _literal_sheets():
        rules = text if "{" in text else "X {" + text.replace("'", ";").replace('"', ";") + "}"
        for failure in _failing(sheet_pairs(rules)):
            bad.append((where, *failure))
    assert bad == []


def test_chip_kinds_meet_aa_and_carry_a_symbol():
    for palette in (STATE_COLORS, CONTRAST_COLORS):
        for state, (bg, fg) in palette.items():
            assert contrast_ratio(fg, bg) >= AA_TEXT, (state, bg, fg)
    # the chip outline is a UI part: 3:1 against the window
    for back in WINDOW_BACKGROUNDS:
        assert contrast_ratio(CHIP_BORDER, back) >= AA_LARGE
        assert contrast_ratio(style.FOCUS_COLOUR, back) >= AA_LARGE
    # the kinds a learner must tell apart never rely on colour: each has its own symbol
    kinds = [s for s in STATE_LABELS if s != "none"]
    symbols = [STATE_SYMBOLS[s] for s in kinds]
    assert all(symbols) and len(set(symbols)) == len(symbols)
    assert STATE_SYMBOLS["none"] == ""


def test_okabe_ito_is_the_default_palette():
    okabe_ito = {"#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000"}
    for state in ("mask", "random", "kept", "sentinel", "target"):
        assert STATE_COLORS[state][0].lower() in okabe_ito


def test_legend_swatches_show_the_symbol_and_meet_aa(qtbot):
    legend = Legend()
    qtbot.addWidget(legend)
    for contrast in (False, True):
        legend.set_states(["mask", "random", "kept", "none"], contrast=contrast)
        assert legend.labels["mask"].text().startswith(STATE_SYMBOLS["mask"])
        assert legend.labels["random"].text().startswith(STATE_SYMBOLS["random"])
        assert legend.labels["kept"].text().startswith(STATE_SYMBOLS["kept"])
        assert legend.labels["none"].text() == STATE_LABELS["none"]
        for label in legend.labels.values():
            assert _failing(sheet_pairs(label.styleSheet())) == []
        assert STATE_SYMBOLS["mask"] in legend.accessibleDescription()


def test_chip_paints_its_symbol(qtbot):
    from mlm_lab.app.text.chips import TokenChip

    plain = TokenChip(1, "door", "", "none")
    masked = TokenChip(1, "door", "", "mask")
    qtbot.addWidget(plain)
    qtbot.addWidget(masked)
    assert masked.sizeHint().width() > plain.sizeHint().width()  # room for the symbol
    image = masked.grab().toImage()
    bg = parse_colour(STATE_COLORS["mask"][0])
    # the chip is painted in its kind's colour, with dark marks (symbol, text) on it
    colours = {image.pixelColor(x, image.height() // 2).name() for x in range(image.width())}
    assert "#{:02x}{:02x}{:02x}".format(*bg) in colours


def test_high_contrast_and_text_size_outside_presentation_are_remembered(lab_window, tmp_path):
    from PySide6.QtGui import QPalette

    from mlm_lab.app.window.main_window import MainWindow

    w = lab_window
    assert not w.is_presentation()
    assert style.HIGH_CONTRAST_STYLE not in w.styleSheet()
    w.act_high_contrast.trigger()
    assert w.presentation.high_contrast and style.HIGH_CONTRAST_STYLE in w.styleSheet()
    assert w.palette().color(QPalette.ColorRole.Window).name() == "#ffffff"
    assert w.palette().color(QPalette.ColorRole.WindowText).name() == "#000000"
    assert not w.is_presentation() and w.menuBar().isVisible()
    w.act_text_sizes[150].trigger()
    assert w.presentation.text_size == 150 and style.text_scale() == 1.5
    assert "font-size" in w.styleSheet()
    chip = w.text_tab.tokens.columns[1].chip
    assert chip.font().pointSizeF() == pytest.approx(11 * 1.5)
    # the plots' ticks, axis titles and legends grow with the rest of the text
    loss = w.training_tab.loss_plot
    assert loss.getPlotItem().getAxis("left").style["tickFont"].pointSizeF() == pytest.approx(9 * 1.5)
    # presentation mode keeps its own look, and the desk's comes back after it
    w.set_presentation(True, fullscreen=False)
    assert style.text_scale() == 1.0 and style.HIGH_CONTRAST_STYLE not in w.styleSheet()
    w.set_presentation(False, fullscreen=False)
    assert style.text_scale() == 1.5 and style.HIGH_CONTRAST_STYLE in w.styleSheet()
    w.settings.sync()
    again = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs", restore=False)
    try:
        assert again.presentation.high_contrast and again.presentation.text_size == 150
        assert again.act_high_contrast.isChecked() and again.act_text_sizes[150].isChecked()
        assert style.HIGH_CONTRAST_STYLE in again.styleSheet()
        again.act_high_contrast.trigger()
        again.act_text_sizes[100].trigger()
        assert not again.presentation.high_contrast and style.text_scale() == 1.0
        assert style.HIGH_CONTRAST_STYLE not in again.styleSheet() and "font-size" not in again.styleSheet()
    finally:
        again.ask = lambda title, text: True
        again.close()
        again.deleteLater()
        w.presentation.set_text_size(100)
        w.presentation.set_high_contrast(False)
    assert loss.getPlotItem().getAxis("left").style["tickFont"].pointSizeF() == pytest.approx(9)


def test_a_chips_second_line_takes_its_whole_width_beside_the_symbol(qtbot):
    """The kind's symbol moves only the token's line: a second line wider than the token ("was: opened"
    under "▲ [MASK]", or a translation's longer words) is centred in the chip and never clipped."""
    from mlm_lab.app.text.chips import TokenChip

    chip = TokenChip(3, "[MASK]", "was: an extraordinarily long word", "mask")
    qtbot.addWidget(chip)
    chip.resize(chip.sizeHint())
    image = chip.grab().toImage()
    bg = STATE_COLORS["mask"][0].lower()
    top = image.height() * 3 // 5  # the second line's band, under the token's line
    ink = [x for x in range(image.width()) for y in range(top, image.height() - 4)
           if image.pixelColor(x, y).name() != bg and 4 <= x < image.width() - 4]
    left, right = min(ink), max(ink)
    # centred: the margins either side of the second line's ink differ by a few pixels at most
    assert abs(left - (image.width() - 1 - right)) <= 4, (left, image.width() - 1 - right)
