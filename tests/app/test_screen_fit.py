"""Windows that fit the screen they open on (issue 37 item 1). The offscreen platform's screen is
800x800, smaller than the 1400x900 a first launch used to take: the window's frame lies inside the
screen's available geometry on a first launch, with a remembered geometry larger than the screen,
and after Esc leaves presentation mode (maximised again where it was maximised). And lesson 1 at
1024x768 in presentation: the Model line reads as a line, the page does not scroll across, and the
first blank the narration talks about is in sight."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect

from mlm_lab.app.window.screen_fit import FIRST_SIZE, first_geometry, fitted


def test_fitted_shrinks_and_moves_a_rectangle_into_the_room_its_frame_included():
    frame = QMargins(4, 30, 4, 4)
    available = QRect(0, 0, 1280, 720)
    got = fitted(QRect(100, 100, 1400, 900), available, frame)
    assert got == QRect(4, 30, 1272, 686)
    assert available.contains(got.marginsAdded(frame))
    assert fitted(QRect(50, 60, 800, 500), available, frame) == QRect(50, 60, 800, 500)  # fits: unchanged
    off = fitted(QRect(1200, 700, 800, 500), available, frame)  # hanging off the bottom right: moved back
    assert off.size() == QRect(0, 0, 800, 500).size() and available.contains(off.marginsAdded(frame))
    assert first_geometry(QRect(0, 0, 2560, 1440), frame).size() == FIRST_SIZE  # room for it: 1400x900
    small = first_geometry(QRect(0, 25, 1024, 743), frame)  # a panel of 25 px at the top of a 1024x768 screen
    assert small.width() <= 1016 and small.marginsAdded(frame).top() >= 25
    assert QRect(0, 25, 1024, 743).contains(small.marginsAdded(frame))


def _window(tmp_path, text_model_dir, image_model_dir, restore=False):
    from mlm_lab.app.window.main_window import MainWindow

    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs",
                        models={"text": str(text_model_dir), "image": str(image_model_dir)}, restore=restore)
    window.ask = lambda title, text: True
    return window


def _on_screen(window) -> bool:
    return window.screen().availableGeometry().contains(window.frameGeometry())


def test_a_first_launch_and_a_remembered_geometry_fit_the_screen(qtbot, tmp_path, text_model_dir, image_model_dir):
    window = _window(tmp_path, text_model_dir, image_model_dir)
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()
    assert available.width() < FIRST_SIZE.width()  # (the test's premise: a screen smaller than 1400x900)
    window.show()
    qtbot.waitUntil(lambda: _on_screen(window), timeout=5000)
    assert window.width() <= available.width() and window.height() <= available.height()
    window.setGeometry(QRect(300, 200, 1400, 900))  # as a larger screen left it
    window.save_settings()
    window.close()

    again = _window(tmp_path, text_model_dir, image_model_dir, restore=True)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: _on_screen(again), timeout=5000)
    assert again.width() < 1400 and again.height() < 900
    again.close()


def test_esc_from_presentation_gives_back_a_window_that_fits_or_a_maximised_one(qtbot, tmp_path, text_model_dir,
                                                                                 image_model_dir):
    window = _window(tmp_path, text_model_dir, image_model_dir)
    qtbot.addWidget(window)
    window.show()
    window.resize(1400, 900)  # larger than the screen (Qt keeps it as the normal geometry through full screen)
    window.set_presentation(True)
    qtbot.waitUntil(window.isFullScreen, timeout=5000)
    window.set_presentation(False)  # what Esc does
    qtbot.waitUntil(lambda: not window.isFullScreen() and _on_screen(window), timeout=5000)
    assert not window.isMaximized()

    window.showMaximized()
    qtbot.waitUntil(window.isMaximized, timeout=5000)
    window.set_presentation(True)
    qtbot.waitUntil(window.isFullScreen, timeout=5000)
    window.set_presentation(False)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=5000)
    assert window.isMaximized() and _on_screen(window)
    window.close()


def test_lesson_one_at_1024x768_in_presentation_reads_across_and_shows_the_first_blank(qtbot, tmp_path):
    from mlm_lab.app.lessons.room_fit import fully_visible, page_scrolls, show_room
    from mlm_lab.app.window.main_window import MainWindow
    from mlm_lab.lab.lesson import bundled_lessons, load_lesson

    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs", restore=False)
    window.ask = lambda title, text: True
    qtbot.addWidget(window)
    window.show()
    path = next(p for p in bundled_lessons() if p.name.startswith("1-"))
    lesson = load_lesson(path)
    show_room(window, (1024, 768), presentation=True, lesson=(lesson, path, 3, True),
              wait=lambda condition, seconds: qtbot.waitUntil(condition, timeout=int(seconds * 1000)))
    qtbot.waitUntil(window.is_ready, timeout=120000)
    tab = window.text_tab
    label = tab.tokens.model_label
    assert "text-tiny" in label.text()
    assert label.height() <= 2.5 * label.fontMetrics().lineSpacing()  # a line (two at most), not a word a line
    masking = tab.presenter.masking
    blanks = [i for i in masking.selected if masking.states[i] == "mask"]
    assert blanks
    first = tab.tokens.columns[blanks[0]]
    qtbot.waitUntil(lambda: fully_visible(first, window), timeout=10000)  # the step scrolls the blank into sight
    assert page_scrolls(tab) == (False, page_scrolls(tab)[1])  # never across
    controls = tab.controls
    assert controls.width() <= 0.36 * tab.width() + 1 or controls.width() <= controls.minimumWidth()
    window.close()
