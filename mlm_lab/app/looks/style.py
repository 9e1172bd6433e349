"""The look of the window: the platform's theme at the desk, high contrast on the projector.

Presentation mode is black on pure white with heavy borders and a dark red accent (it
reads best in a lit room and matches the Text tab's own presentation look); fonts grow
by `presentation_scale()`, which the window fits to the screen it presents on
(`fit_presentation_scale`: the words a class reads are a 60th of the screen's height, 18 px
on a 1080-line projector at any scale factor, 36 px on 2160 lines). The window
styles only its own chrome (toolbar, tab bar, status bar) and the panes it owns; each pane
scales its own fonts in `set_presentation`.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

PRESENTATION_SCALE = 1.8  # fonts in presentation mode at 1080 lines before they were fitted to the screen
LINES_PER_SCREEN = 60  # presentation text: the screen's height / 60 (18 px at 1080 lines)
MAX_SCALE = 4.0
MIN_SCALE = 0.75  # a 1920x1080 screen at 200 % is 540 lines to the window: 9 px there are 18 on the projector
_scale = {"now": 1.5}  # what presentation_scale() answers; the window fits it to its screen


def presentation_scale() -> float:
    """Fonts in presentation mode, relative to the desk size, for the screen the window presents on."""
    return _scale["now"]


def fit_presentation_scale(screen_height_px: int, desk_font_px: float) -> float:
    """Fit presentation fonts to a screen `screen_height_px` logical pixels high (a 1920x1080
    screen at 200 % is 540): the words a class reads become height / LINES_PER_SCREEN pixels
    (18 px of a 1080-line projector whatever its scale factor), at least MIN_SCALE of the desk
    font. Returns the scale (also what presentation_scale() says now)."""
    target = max(screen_height_px, 1) / LINES_PER_SCREEN
    scale = min(max(target / max(desk_font_px, 1.0), MIN_SCALE), MAX_SCALE)
    _scale["now"] = round(scale, 3)
    return _scale["now"]


def spin_arrows(pt: float) -> str:
    """Spin boxes' buttons and arrows sized to type of `pt` points (a style sheet that styles a spin
    box's frame leaves its buttons at the desk's 16 px, their arrows a few pixels: dots in a room)."""
    from mlm_lab.resources import resources_dir

    icons = resources_dir() / "icons"
    px = pt * 96 / 72
    button, arrow_w, arrow_h = max(18, round(px * 1.25)), max(10, round(px * 0.7)), max(7, round(px * 0.45))

    def url(name: str) -> str:
        return (icons / f"{name}.svg").as_posix()

    rules = [f"QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {{ width: {button}px;"
             " subcontrol-origin: padding; border-left: 1px solid #000; background: #fff; }",
             "QAbstractSpinBox::up-button { subcontrol-position: top right; }",
             "QAbstractSpinBox::down-button { subcontrol-position: bottom right; }"]
    for part in ("up", "down"):
        rules.append(f"QAbstractSpinBox::{part}-arrow {{ image: url({url('spin-' + part)});"
                     f" width: {arrow_w}px; height: {arrow_h}px; }}")
        rules.append(f"QAbstractSpinBox::{part}-arrow:disabled, QAbstractSpinBox::{part}-arrow:off"
                     f" {{ image: url({url('spin-' + part + '-off')}); }}")
    return " " + " ".join(rules)


def text_presentation_style(pt: float) -> str:
    """The Text tab's presentation look with its control panel's and labels' fonts at `pt` (a style
    sheet rule: the tab's setFont does not reach widgets under a style sheet)."""
    return TEXT_PRESENTATION_STYLE + spin_arrows(pt) + (
        f" TextControls QWidget, TokensView QLabel, TextViews QLabel, TextViews QTabBar, TextViews QGroupBox,"
        f" TextViews QAbstractItemView, TextViews QHeaderView {{ font-size: {pt:.1f}pt; }}")

ACCENT = "#b00020"

# the Text tab's own presentation look (its widgets are not styled by pane_stylesheet)
TEXT_PRESENTATION_STYLE = (
    "QGroupBox { font-weight: bold; border: 2px solid #000; border-radius: 4px; margin-top: 1.2em; }"
    " QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 4px; }"
    " QLabel, QGroupBox, QComboBox, QSpinBox, QDoubleSpinBox, QPlainTextEdit { color: #000; }"
    " QPlainTextEdit { background: #fff; border: 2px solid #000; }"
    " QAbstractSpinBox { background: #fff; border: 2px solid #000; border-radius: 3px; padding: 1px 4px; }"
    " QAbstractSpinBox:disabled { color: #595959; border-color: #999; }"
    " QSlider::groove:horizontal { height: 10px; background: #bbb; border: 1px solid #000; }"
    " QSlider::handle:horizontal { width: 26px; margin: -9px 0; background: #000; border-radius: 4px; }"
    " QSlider::sub-page:horizontal { background: #b00020; }"
)
# keyboard focus, visible on every control (set on the main window: it cascades to every tab;
# a border only, so the panes' own fonts and sheets are untouched)
FOCUS_COLOUR = "#1f6feb"
FOCUS_STYLE = (
    "QPushButton:focus, QToolButton:focus, QComboBox:focus, QSpinBox:focus, QDoubleSpinBox:focus,"
    " QLineEdit:focus, QPlainTextEdit:focus, QListWidget:focus, QListView:focus, QTreeView:focus,"
    " QTableView:focus, QAbstractScrollArea:focus"
    f" {{ border: 2px solid {FOCUS_COLOUR}; border-radius: 3px; }}"
    f" QSlider:focus, QCheckBox:focus, QRadioButton:focus {{ border: 2px dashed {FOCUS_COLOUR}; }}"
    f" QTabBar:focus {{ border: 2px solid {FOCUS_COLOUR}; }}"
    f" QTabBar::tab:focus {{ border: 2px solid {FOCUS_COLOUR}; }}"
)
# View > High contrast, outside presentation mode: the presentation palette (black on white, dark red
# highlight) at the desk's type size, with heavy black outlines on the controls (set on the window,
# after FOCUS_STYLE; colours only, so the panes' own fonts are untouched)
HIGH_CONTRAST_STYLE = (
    " QWidget { color: #000000; }"
    " QPushButton, QToolButton, QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit, QPlainTextEdit, QTextEdit,"
    " QListWidget, QListView, QTreeView, QTableView { background: #ffffff; color: #000000;"
    " border: 2px solid #000000; }"
    " QPushButton:disabled, QToolButton:disabled, QComboBox:disabled, QSpinBox:disabled,"
    " QDoubleSpinBox:disabled, QLineEdit:disabled { color: #595959; border-color: #595959; }"
    " QToolTip { background: #ffffff; color: #000000; border: 2px solid #000000; }"
    " QTabBar::tab { background: #ffffff; color: #000000; border: 2px solid #000000; padding: 4px 12px; }"
    " QTabBar::tab:selected { background: #000000; color: #ffffff; }"
    " QGroupBox { border: 2px solid #000000; margin-top: 1.1em; }"
    " QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 3px; color: #000000; }"
    " QProgressBar { border: 2px solid #000000; background: #ffffff; color: #000000; text-align: center; }"
    f" QProgressBar::chunk {{ background: {ACCENT}; }}"
    " QSlider::groove:horizontal { height: 8px; background: #ffffff; border: 2px solid #000000; }"
    " QSlider::handle:horizontal { width: 18px; margin: -7px 0; background: #000000; border-radius: 3px; }"
    f" QSlider::sub-page:horizontal {{ background: {ACCENT}; }}"
    " QMenu { background: #ffffff; color: #000000; border: 2px solid #000000; }"
    f" QMenu::item:selected {{ background: {ACCENT}; color: #ffffff; }}"
)
TEXT_SIZES = (100, 125, 150, 200)  # View > Text size, in percent of the system's font
_text = {"scale": 1.0}  # what text_scale() answers; the window sets it (View > Text size)
# the widgets View > Text size enlarges through the window's style sheet (a sheet's font-size wins
# over a pane's setFont; painted widgets such as the token chips read text_scale() themselves)
TEXT_SIZE_WIDGETS = ("QLabel, QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QPlainTextEdit, QTextEdit,"
                     " QGroupBox, QTabBar, QMenuBar, QMenu, QListView, QTreeView, QTableView, QHeaderView,"
                     " QToolTip, QStatusBar")


def text_scale() -> float:
    """View > Text size as a factor (1.0 at 100 %); 1.0 in presentation mode, which fits its own type."""
    return _text["scale"]


def set_text_scale(scale: float) -> None:
    _text["scale"] = float(scale)


def window_stylesheet(high_contrast: bool, text_pt: float | None = None) -> str:
    """The main window's own style sheet: the focus ring always, the high-contrast rules when asked,
    and the desk's type at `text_pt` points when View > Text size is above 100 %."""
    sheet = FOCUS_STYLE + (HIGH_CONTRAST_STYLE if high_contrast else "")
    if text_pt:
        sheet += f" {TEXT_SIZE_WIDGETS} {{ font-size: {text_pt:.1f}pt; }}"
    return sheet


NORMAL = {"muted": "#57606a", "explain_bg": "#eef3fb", "note_bg": "#fff4cf", "border": "#c8d0d8"}
PRESENTATION = {"muted": "#222222", "explain_bg": "#ffffff", "note_bg": "#fff4cf", "border": "#000000"}


def presentation_palette(base: QPalette) -> QPalette:
    """Pure white backgrounds, black text, a dark red highlight."""
    pal = QPalette(base)
    white, black = QColor("#ffffff"), QColor("#000000")
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button,
                 QPalette.ColorRole.AlternateBase, QPalette.ColorRole.ToolTipBase):
        pal.setColor(role, white)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.ToolTipText, QPalette.ColorRole.PlaceholderText):
        pal.setColor(role, black)
    pal.setColor(QPalette.ColorRole.Highlight, QColor(ACCENT))
    pal.setColor(QPalette.ColorRole.HighlightedText, white)
    return pal


def chrome_stylesheets(base_pt: float, presentation: bool) -> dict[str, str]:
    """Style sheets for the toolbar, the main tab bar and the status bar, each set on that widget
    only (a style sheet on the window would stop fonts set by the panes from reaching their children)."""
    if not presentation:
        return {"toolbar": "", "tabbar": "", "statusbar": "QStatusBar QLabel { padding: 0 6px; }"}
    pt = base_pt * presentation_scale()
    return {
        "toolbar": f"""
            QToolBar {{ background: #ffffff; border-bottom: 2px solid #000; spacing: 8px; }}
            QLabel, QToolButton, QComboBox {{ font-size: {pt:.1f}pt; color: #000; }}
            QComboBox {{ border: 2px solid #000; background: #fff; padding: 2px 8px; }}""",
        "tabbar": f"""
            QTabBar {{ font-size: {pt:.1f}pt; }}
            QTabBar::tab {{ background: #ffffff; color: #000; padding: 8px 24px; border: 2px solid #000;
                            margin-right: 4px; }}
            QTabBar::tab:selected {{ background: #000000; color: #ffffff; font-weight: 700; }}""",
        "statusbar": f"""
            QStatusBar {{ background: #ffffff; border-top: 2px solid #000; }}
            QLabel {{ font-size: {pt:.1f}pt; color: #000; padding: 0 8px; }}""",
    }


def pane_stylesheet(base_pt: float, presentation: bool) -> str:
    """The Image and Training panes (set on the pane: it applies to its children only)."""
    c = PRESENTATION if presentation else NORMAL
    size = f"font-size: {base_pt * presentation_scale():.1f}pt;" if presentation else ""
    border = "2px" if presentation else "1px"
    sheet = f"""
    QWidget {{ {size} }}
    QLabel#panelTitle {{ font-weight: 600; }}
    QLabel#panelCaption, QLabel#hint {{ color: {c['muted']}; }}
    QLabel#explanation {{ background: {c['explain_bg']}; border: {border} solid {c['border']};
                          border-radius: 4px; padding: 6px; }}
    QLabel#note {{ background: {c['note_bg']}; border: {border} solid {c['border']}; border-radius: 4px; padding: 6px; }}
    QLabel#metrics {{ padding: 6px; }}
    QGroupBox {{ font-weight: 600; border: {border} solid {c['border']}; border-radius: 4px; margin-top: 1.1em;
                 padding-top: 0.3em; }}
    QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 3px; }}
    """
    if presentation:
        sheet += f"""
        QWidget {{ background: #ffffff; color: #000000; }}
        QLabel, QGroupBox, QCheckBox, QRadioButton {{ color: #000; }}
        QPushButton, QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit {{ background: #fff; color: #000;
            border: 2px solid #000; border-radius: 3px; padding: 3px 8px; }}
        QPushButton:disabled, QComboBox:disabled, QSpinBox:disabled, QDoubleSpinBox:disabled {{
            color: #777; border-color: #999; }}
        QSlider::groove:horizontal {{ height: 10px; background: #bbb; border: 1px solid #000; }}
        QSlider::handle:horizontal {{ width: 26px; margin: -9px 0; background: #000; border-radius: 4px; }}
        QSlider::sub-page:horizontal {{ background: {ACCENT}; }}
        QSlider::sub-page:horizontal:disabled {{ background: #999; }}
        QProgressBar {{ border: 2px solid #000; background: #fff; color: #000; text-align: center; }}
        QProgressBar::chunk {{ background: {ACCENT}; }}
        QListWidget {{ background: #fff; color: #000; border: 2px solid #000; }}
        """ + spin_arrows(base_pt * presentation_scale())
    return sheet
