"""The Image tab: panels follow the controls, painting hides patches, bad images leave the screen alone."""

from __future__ import annotations

import struct
import zlib

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from mlm_lab.app.image.tab import ImageTab
from mlm_lab.masking.patches import num_hidden_patches

GREY = np.float32(0.5)


@pytest.fixture
def tab(qtbot, image_model):
    widget = ImageTab()
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    widget.show()
    widget.set_model(image_model, "nano")
    _wait(qtbot, widget)
    yield widget
    widget.shutdown()


def _wait(qtbot, tab, check=lambda r: True):
    qtbot.waitUntil(lambda: tab.is_idle() and tab.result is not None and check(tab.result), timeout=30000)
    return tab.result


def _patch_pixels(img: np.ndarray, row: int, col: int, p: int) -> np.ndarray:
    return img[row * p:(row + 1) * p, col * p:(col + 1) * p]


def test_tab_builds_with_the_five_panels_and_metrics(tab, image_model):
    r = tab.result
    side = image_model.config.image_size
    for panel in (tab.panels.original_panel, tab.panels.masked_panel, tab.panels.recon_panel, tab.panels.pasted_panel, tab.panels.error_panel):
        assert panel.image() is not None and panel.image().shape == (side, side, 3)
    rows, cols = image_model.config.grid
    assert r.total == rows * cols
    assert r.hidden == num_hidden_patches(rows * cols, 0.75)
    assert "PSNR" in tab.panels.metrics_label.text() and "SSIM" in tab.panels.metrics_label.text()
    assert np.isfinite(r.psnr) and -1.0 <= r.ssim <= 1.0
    # the masked panel is grey exactly on the hidden patches, the pasted panel keeps visible ones
    p = image_model.config.patch_size
    pix = np.kron(r.reconstruction.mask, np.ones((p, p), dtype=bool))
    assert np.all(tab.panels.masked_panel.image()[pix] == GREY)
    np.testing.assert_array_equal(tab.panels.pasted_panel.image()[~pix], tab.panels.original_panel.image()[~pix])
    assert "48 of 64" in tab.panels.masked_panel.caption()


def test_moving_the_ratio_slider_updates_the_panels(qtbot, tab):
    before = tab.panels.masked_panel.image().copy()
    tab.ui.ratio_slider.setValue(25)
    r = _wait(qtbot, tab, lambda r: r.ratio == 0.25)
    assert r.hidden == num_hidden_patches(64, 0.25) == 16
    assert tab.ui.ratio_value.text() == "25\u00a0%"
    low = tab.panels.masked_panel.image().copy()
    assert not np.array_equal(before, low)
    assert np.mean(low == GREY) < np.mean(before == GREY)
    for value in (40, 60, 90):  # several moves: only the newest request is shown
        tab.ui.ratio_slider.setValue(value)
    r = _wait(qtbot, tab, lambda r: r.ratio == 0.90)
    assert r.hidden == num_hidden_patches(64, 0.90)
    assert tab.result.ratio == 0.90


def test_resample_draws_a_new_mask_and_the_seed_repeats_it(qtbot, tab):
    first = tab.result.reconstruction.mask.copy()
    tab.resample()
    r = _wait(qtbot, tab, lambda r: r.seed == 1)
    assert tab.ui.seed_spin.value() == 1
    assert not np.array_equal(first, r.reconstruction.mask)
    assert r.hidden == int(first.sum())
    tab.ui.seed_spin.setValue(0)
    r = _wait(qtbot, tab, lambda r: r.seed == 0)
    np.testing.assert_array_equal(first, r.reconstruction.mask)


def test_strategies_grid_and_center(qtbot, tab):
    tab.set_strategy("grid")
    r = _wait(qtbot, tab, lambda r: r.strategy == "grid")
    mask = r.reconstruction.mask
    assert not mask[0::2, 0::2].any() and mask[1::2, :].all() and mask[:, 1::2].all()
    assert not tab.ui.ratio_slider.isEnabled()
    tab.set_strategy("center")
    tab.ui.ratio_slider.setValue(50)
    r = _wait(qtbot, tab, lambda r: r.strategy == "center" and r.ratio == 0.5)
    assert r.reconstruction.mask[3:5, 3:5].all() and not r.reconstruction.mask[0, 0]
    assert r.hidden == 32
    tab.set_strategy("block")
    r = _wait(qtbot, tab, lambda r: r.strategy == "block")
    assert r.hidden == 32


def test_painting_a_patch_hides_it(qtbot, tab, image_model):
    tab.ui.ratio_slider.setValue(0)
    r = _wait(qtbot, tab, lambda r: r.ratio == 0.0)
    assert r.hidden == 0 and "Nothing is hidden" in tab.panels.metrics_label.text()
    canvas = tab.panels.original_panel.canvas
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.patch_center(2, 3))
    assert tab.strategy() == "paint"
    r = _wait(qtbot, tab, lambda r: r.strategy == "paint" and r.hidden == 1)
    assert r.reconstruction.mask[2, 3]
    p = image_model.config.patch_size
    assert np.all(_patch_pixels(tab.panels.masked_panel.image(), 2, 3, p) == GREY)
    assert not np.all(_patch_pixels(tab.panels.masked_panel.image(), 2, 4, p) == GREY)
    assert np.isfinite(r.psnr)
    # clicking the same patch shows it again
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.patch_center(2, 3))
    r = _wait(qtbot, tab, lambda r: r.hidden == 0)
    assert not r.reconstruction.mask.any()


def test_dragging_paints_a_row_of_patches(qtbot, tab):
    tab.set_strategy("paint")
    tab.painter.fill(False)
    _wait(qtbot, tab, lambda r: r.strategy == "paint" and r.hidden == 0)
    canvas = tab.panels.original_panel.canvas
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=canvas.patch_center(5, 1))
    for col in range(2, 7):
        qtbot.mouseMove(canvas, canvas.patch_center(5, col))
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=canvas.patch_center(5, 6))
    r = _wait(qtbot, tab, lambda r: r.hidden == 6)
    assert r.reconstruction.mask[5, 1:7].all() and r.reconstruction.mask.sum() == 6
    tab.painter.invert()
    r = _wait(qtbot, tab, lambda r: r.hidden == 58)
    assert not r.reconstruction.mask[5, 1:7].any()


def test_switching_to_paint_starts_from_the_shown_mask(qtbot, tab):
    shown = tab.result.reconstruction.mask.copy()
    tab.set_strategy("paint")
    r = _wait(qtbot, tab, lambda r: r.strategy == "paint")
    np.testing.assert_array_equal(r.reconstruction.mask, shown)


def test_sample_picker_and_open_file(qtbot, tab, tmp_path):
    idx = tab.ui.sample_combo.findData("sample:coffee")
    tab.ui.sample_combo.setCurrentIndex(idx)
    r = _wait(qtbot, tab, lambda r: r.source == "sample:coffee")
    coffee = r.reconstruction.original.copy()
    path = tmp_path / "stripes.png"
    arr = np.zeros((40, 60, 3), dtype=np.uint8)
    arr[:, ::2] = 255
    Image.fromarray(arr).save(path)
    tab.open_file(path)
    r = _wait(qtbot, tab, lambda r: r.source == str(path))
    assert not np.array_equal(coffee, r.reconstruction.original)
    assert tab.ui.sample_combo.currentText() == "File: stripes.png"


def _big_png_header(path, width=10000, height=6000):
    """A PNG whose header claims 60 megapixels (the data is tiny)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 10))
                     + chunk(b"IEND", b""))
    return path


def _bad_files(tmp_path):
    good = tmp_path / "good.png"
    Image.fromarray(np.full((50, 50, 3), 200, dtype=np.uint8)).save(good)
    truncated = tmp_path / "truncated.png"
    truncated.write_bytes(good.read_bytes()[:60])
    text = tmp_path / "notes.png"
    text.write_text("this is not a picture")
    return {
        "truncated": truncated,
        "not an image": text,
        "huge": _big_png_header(tmp_path / "huge.png"),
        "missing": tmp_path / "nowhere.jpg",
    }


def test_bad_images_show_a_message_and_keep_the_previous_image(qtbot, tab, tmp_path):
    messages = []
    tab.error_message.connect(messages.append)
    shown = tab.panels.original_panel.image().copy()
    source = tab.source()
    for name, path in _bad_files(tmp_path).items():
        before = len(messages)
        tab.open_file(path)
        qtbot.waitUntil(lambda before=before: len(messages) > before and tab.is_idle(), timeout=30000)
        assert "previous image stays" in messages[-1], name
        assert tab.source() == source
        np.testing.assert_array_equal(tab.panels.original_panel.image(), shown)
        assert tab.ui.sample_combo.currentData() == source
    assert "megapixels" in " ".join(messages)
    # and the tab still works
    tab.ui.ratio_slider.setValue(50)
    _wait(qtbot, tab, lambda r: r.ratio == 0.5)


def test_dropping_an_image_file_opens_it(qtbot, tab, tmp_path):
    path = tmp_path / "dropped.png"
    Image.fromarray(np.full((64, 64, 3), 30, dtype=np.uint8)).save(path)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    tab.dropEvent(event)
    r = _wait(qtbot, tab, lambda r: r.source == str(path))
    assert np.allclose(r.reconstruction.original, 30 / 255, atol=0.01)


def test_state_round_trip_with_a_painted_mask(qtbot, tab, image_model):
    tab.set_strategy("paint")
    tab.painter.fill(False)
    canvas = tab.panels.original_panel.canvas
    for cell in ((0, 0), (7, 7), (3, 4)):
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.patch_center(*cell))
    _wait(qtbot, tab, lambda r: r.hidden == 3)
    state = tab.get_state()
    assert state["strategy"] == "paint" and np.asarray(state["manual_mask"]).sum() == 3
    other = ImageTab()
    qtbot.addWidget(other)
    other.set_state(state)
    other.set_model(image_model, "nano")
    r = _wait(qtbot, other, lambda r: r.strategy == "paint")
    np.testing.assert_array_equal(r.reconstruction.mask, tab.result.reconstruction.mask)
    np.testing.assert_array_equal(other.panels.masked_panel.image(), tab.panels.masked_panel.image())
    assert other.get_state() == state
    other.shutdown()


@pytest.mark.parametrize("bad", [
    {"strategy": "spiral"}, {"ratio": 1.5}, {"ratio": "lots"}, {"seed": -3}, {"manual_mask": "xx"}, {"source": 7},
])
def test_bad_state_is_refused_before_anything_changes(tab, bad):
    before = tab.get_state()
    with pytest.raises(ValueError):
        tab.set_state({**before, **bad})
    assert tab.get_state() == before


def test_norm_pix_loss_model_says_it_uses_the_true_patch_statistics(qtbot, tmp_path):
    from conftest import build_image_model_dir

    from mlm_lab.inference import load_image_model

    model = load_image_model(build_image_model_dir(tmp_path / "norm", norm_pix_loss=True))
    widget = ImageTab()
    qtbot.addWidget(widget)
    widget.show()
    widget.set_model(model, "norm")
    r = _wait(qtbot, widget)
    assert r.reconstruction.uses_target_stats
    assert widget.ui.norm_note.isVisible() and "true mean" in widget.ui.norm_note.text()
    assert "norm_pix_loss" in widget.panels.metrics_label.text()
    # hidden patches carry the original's per-patch mean (the model supplies only the shape)
    rec = r.reconstruction
    p = rec.patch_size
    row, col = map(int, np.argwhere(rec.mask)[0])
    got = _patch_pixels(rec.reconstruction, row, col, p).mean()
    want = _patch_pixels(rec.original, row, col, p).mean()
    assert abs(got - want) < 0.08
    widget.shutdown()


def test_hide_controls_and_metrics_export_rows(tab):
    tab.hide_controls(["strategy", "seed"])
    assert not tab.ui.strategy_combo.isVisibleTo(tab) and not tab.ui.seed_spin.isVisibleTo(tab)
    assert tab.ui.ratio_slider.isVisibleTo(tab)
    header, rows = tab.metrics_rows()
    table = dict((k, v) for k, v in rows)
    assert header == ["metric", "value"]
    assert table["hidden_patches"] == 48 and table["strategy"] == "random"
    assert sum(1 for k in table if k.startswith("patch_mse")) == 64


def test_a_state_set_before_the_model_arrives_keeps_its_image(qtbot, image_model):
    widget = ImageTab()
    qtbot.addWidget(widget)
    widget.set_state({"source": "sample:coffee", "strategy": "center", "ratio": 0.5, "seed": 0})
    widget.set_model(image_model, "nano")  # arrives while coffee is still being read
    r = _wait(qtbot, widget, lambda r: True)
    assert r.source == "sample:coffee" and r.strategy == "center"
    widget.shutdown()


def test_quick_slider_moves_compute_only_the_newest_position(qtbot, tab, monkeypatch):
    """Ten moves inside one event-loop turn (a key held down, a fast drag) are one request: the
    intermediate positions are never computed, and the panels show the last one's answer."""
    from mlm_lab.lab.image_view import jobs

    asked: list[float] = []
    real = jobs.run_reconstruction

    def counting(*args):
        asked.append(args[4])  # the ratio
        return real(*args)

    monkeypatch.setattr(jobs, "run_reconstruction", counting)
    for value in range(20, 70, 5):  # 10 moves, the last at 65 %
        tab.ui.ratio_slider.setValue(value)
    assert not tab.is_idle()  # an answer is owed even before the request goes out
    r = _wait(qtbot, tab)
    assert asked == [0.65]
    assert r.ratio == 0.65 and r.hidden == num_hidden_patches(64, 0.65)
    assert f"{r.hidden} of 64 patches hidden" in tab.panels.masked_panel.caption()
    p = r.reconstruction.patch_size
    pix = np.kron(r.reconstruction.mask, np.ones((p, p), dtype=bool))
    assert np.all(tab.panels.masked_panel.image()[pix] == GREY) and not np.any(tab.panels.masked_panel.image()[~pix] == GREY)


def test_the_picture_is_resized_once_and_the_panels_are_the_same_as_without_the_cache(tab, image_model):
    """ModelInput resizes a picture once; a reconstruction from it equals one from the full-size picture."""
    from mlm_lab.lab.image_view.jobs import ModelInput, run_reconstruction

    source = tab.presenter.source_rgb  # the sample as read (larger than the model's input)
    side = image_model.config.image_size
    assert source.shape[0] > side
    cache = ModelInput()
    first = cache.get(source, side)
    assert cache.get(source, side) is first and first.shape == (side, side, 3)
    assert cache.get(source.copy(), side) is not first  # another picture is resized again
    for ratio, seed in ((0.25, 1), (0.8, 7)):
        cached = run_reconstruction(image_model, source, "s", "random", ratio, seed, None, cache)
        plain = run_reconstruction(image_model, source, "s", "random", ratio, seed, None)
        for name in ("original", "masked", "reconstruction", "pasted", "error", "mask"):
            np.testing.assert_array_equal(getattr(cached.reconstruction, name), getattr(plain.reconstruction, name))
        assert (cached.psnr, cached.ssim, cached.reconstruction.loss) == (plain.psnr, plain.ssim, plain.reconstruction.loss)


def test_the_hidden_tint_covers_exactly_the_hidden_patches():
    """The original panel tints runs of hidden patches: together they are the mask, no patch twice."""
    from mlm_lab.app.looks.widgets import _hidden_runs

    rng = np.random.default_rng(0)
    for _ in range(100):
        hidden = rng.random((8, 12)) < rng.random()
        covered = np.zeros(hidden.shape, dtype=int)
        for row, first, past in _hidden_runs(hidden):
            assert first < past
            covered[row, first:past] += 1
        np.testing.assert_array_equal(covered, hidden.astype(int))
    assert _hidden_runs(np.array([[1, 1, 0, 1], [0, 0, 0, 0]], dtype=bool)) == [(0, 0, 2), (0, 3, 4)]
