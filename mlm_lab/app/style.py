"""The look of the window: a calm light theme for the desk, a high-contrast one for the projector."""

from __future__ import annotations

PRESENTATION_SCALE = 1.8  # fonts in presentation mode, relative to the desk size (at least 1.6)

# colours of the two themes; panes read them to match (plots, chips)
NORMAL = {
    "background": "#f6f7f9",
    "panel": "#ffffff",
    "text": "#1b1f24",
    "muted": "#57606a",
    "accent": "#0b62d6",
    "explain_bg": "#eef3fb",
    "note_bg": "#fff4cf",
    "border": "#d0d7de",
}
PRESENTATION = {
    "background": "#000000",
    "panel": "#101010",
    "text": "#ffffff",
    "muted": "#d8d8d8",
    "accent": "#ffd400",
    "explain_bg": "#1c1c1c",
    "note_bg": "#3a3000",
    "border": "#8a8a8a",
}


def stylesheet(base_pt: float, presentation: bool) -> str:
    """The window's style sheet; `base_pt` is the desk font size in points."""
    c = PRESENTATION if presentation else NORMAL
    pt = base_pt * (PRESENTATION_SCALE if presentation else 1.0)
    title_pt = pt * 1.1
    sheet = f"""
    QWidget {{ font-size: {pt:.1f}pt; }}
    QLabel#panelTitle {{ font-weight: 600; font-size: {title_pt:.1f}pt; }}
    QLabel#panelCaption, QLabel#hint {{ color: {c['muted']}; }}
    QLabel#explanation {{ background: {c['explain_bg']}; border: 1px solid {c['border']};
                          border-radius: 4px; padding: 6px; }}
    QLabel#note {{ background: {c['note_bg']}; border: 1px solid {c['border']}; border-radius: 4px; padding: 6px; }}
    QLabel#metrics {{ padding: 6px; }}
    QGroupBox {{ font-weight: 600; border: 1px solid {c['border']}; border-radius: 4px; margin-top: 1.1em;
                 padding-top: 0.3em; }}
    QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 3px; }}
    QStatusBar QLabel {{ padding: 0 6px; }}
    """
    if presentation:
        sheet += f"""
        QWidget {{ background: {c['background']}; color: {c['text']}; }}
        QTabBar::tab {{ background: #222; color: {c['text']}; padding: 8px 22px; border: 1px solid {c['border']}; }}
        QTabBar::tab:selected {{ background: {c['accent']}; color: #000; font-weight: 700; }}
        QTabWidget::pane {{ border: 1px solid {c['border']}; }}
        QPushButton, QToolButton, QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit, QPlainTextEdit, QTextEdit {{
            background: #1a1a1a; color: {c['text']}; border: 1px solid {c['border']}; border-radius: 3px;
            padding: 4px 8px; }}
        QPushButton:hover, QToolButton:hover {{ border-color: {c['accent']}; }}
        QPushButton:disabled, QComboBox:disabled, QSpinBox:disabled {{ color: #7a7a7a; border-color: #444; }}
        QComboBox QAbstractItemView {{ background: #1a1a1a; color: {c['text']};
                                        selection-background-color: {c['accent']}; selection-color: #000; }}
        QSlider::groove:horizontal {{ height: 10px; background: #444; border-radius: 5px; }}
        QSlider::sub-page:horizontal {{ background: {c['accent']}; border-radius: 5px; }}
        QSlider::handle:horizontal {{ background: #ffffff; width: 26px; margin: -9px 0; border-radius: 13px; }}
        QSlider::groove:horizontal:disabled {{ background: #333; }}
        QSlider::sub-page:horizontal:disabled {{ background: #666; }}
        QProgressBar {{ border: 1px solid {c['border']}; background: #1a1a1a; color: {c['text']}; text-align: center; }}
        QProgressBar::chunk {{ background: {c['accent']}; }}
        QToolBar {{ background: #111; border-bottom: 1px solid {c['border']}; spacing: 6px; }}
        QListWidget, QTableWidget, QTreeWidget {{ background: #111; color: {c['text']}; }}
        QCheckBox::indicator, QRadioButton::indicator {{ width: 1.1em; height: 1.1em; }}
        QScrollArea {{ background: {c['background']}; }}
        QToolTip {{ background: #222; color: #fff; border: 1px solid {c['accent']}; }}
        """
    return sheet
