"""Side by side in the real window with the bundled models: the Text and Image tabs split into two
panes that show the models' real answers, the line of differences says what compare.py computes
from answers made here independently, the choice goes into the lab file and comes back, bad
choices are one message and change nothing, and presentation / hidden controls / export hold."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

from mlm_lab.compare import compare_image, compare_text, image_twin, text_twin
from mlm_lab.inference import bundled_image_model, bundled_text_model, predict_tokens, reconstruct
from mlm_lab.lab.compare import ImageCompare, TextCompare
from mlm_lab.metrics import psnr_hidden
from mlm_lab.resources import bundled_model_dir


@pytest.fixture
def window(qtbot, tmp_path):
    from mlm_lab.app.window.main_window import MainWindow

    w = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs",
                   models={"text": "bundled", "image": "bundled"}, restore=False)
    w.ask = lambda title, text: True
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitUntil(w.is_ready, timeout=60000)
    yield w
    w.close()


def _ready(qtbot, w):
    qtbot.waitUntil(w.is_ready, timeout=60000)


def _tops(tokens_view, positions):
    return [[t for t, _ in tokens_view.columns[p].predictions.entries] for p in positions]


def test_the_text_split_shows_the_model_and_its_twin_and_names_the_differences(qtbot, window):
    tab = window.text_tab
    window.tabs.setCurrentIndex(0)
    assert not tab.compare.isVisible() and window.act_compare.isEnabled()
    window.act_compare.trigger()  # View > Compare side by side…
    assert tab.state.compare == TextCompare(on=True) and tab.compare.holder.toggle.isChecked()
    combo = tab.compare.chooser.model_combo
    combo.activated.emit(combo.findData("twin"))  # the pane's own chooser
    _ready(qtbot, window)
    assert tab.state.compare.model == "twin" and tab.compare.isVisible() and tab.tokens.isVisible()

    view, right_view = tab.presenter.masking, tab.compare.view
    positions = list(view.selected)
    assert positions and list(right_view.selected) == positions  # the same mask on both sides
    assert right_view.input_ids == view.input_ids
    tm = bundled_text_model()
    true_ids = [view.ids[p] for p in positions]
    left = predict_tokens(view.input_ids, positions, model=tm, true_ids=true_ids)
    right = predict_tokens(view.input_ids, positions, model=text_twin(tm), true_ids=true_ids)
    assert _tops(tab.tokens, positions) == [[t for t, _ in p.top] for p in left.predictions]
    assert _tops(tab.compare.tokens, positions) == [[t for t, _ in p.top] for p in right.predictions]
    expected = compare_text(left, right, left_tokens=view.tokens, right_tokens=view.tokens).summary()
    line = tab.compare.holder.differences.text()
    assert line == f"<b>Left vs right:</b> {expected}" and "loss " in line and "nats" in line
    assert f"loss {left.loss:.2f} vs {right.loss:.2f} nats" in line
    assert "random-init twin of" in tab.compare.tokens.model_label.text()

    # the same model at 40 %: the same seed, more masks, the positions both hide compared
    tab.compare.chooser.model_combo.activated.emit(combo.findData("same"))
    tab.compare.chooser.rate_spin.setValue(40)
    _ready(qtbot, window)
    assert tab.state.compare == TextCompare(on=True, model="same", mask_prob=0.4)
    assert len(tab.compare.view.selected) > len(positions)
    assert tab.compare.holder.differences.text().startswith("<b>Left vs right:</b> 15 % vs 40 %: ")

    # closing the split from its button
    tab.compare.holder.toggle.click()
    assert not tab.state.compare.on and not tab.compare.isVisible() and not window.act_compare.isChecked()


def test_the_image_split_shows_the_twin_on_the_same_mask(qtbot, window):
    tab = window.image_tab
    window.tabs.setCurrentIndex(1)
    tab.state.seed = 3
    window.act_compare.trigger()
    tab.compare.picked.choose_model("twin")
    _ready(qtbot, window)
    left, right = tab.result, tab.compare.result
    assert np.array_equal(left.reconstruction.mask, right.reconstruction.mask)
    mae = bundled_image_model()
    image = tab.presenter.model_input.get(tab.presenter.source_rgb, mae.config.image_size)
    mine = reconstruct(image, model=image_twin(mae), ratio=tab.state.ratio, seed=3)
    assert np.array_equal(mine.mask, right.reconstruction.mask)
    assert right.psnr == pytest.approx(psnr_hidden(mine.original, mine.reconstruction, mine.mask, mine.patch_size),
                                       abs=0.05)
    assert np.allclose(tab.compare.pasted_panel.image(), right.reconstruction.pasted)
    line = tab.compare.holder.differences.text()
    assert line == f"<b>Left vs right:</b> {compare_image(left, right).summary()}"
    assert f"PSNR {left.psnr:.1f} vs {right.psnr:.1f} dB" in line and left.psnr > right.psnr
    # MAE at 25 % vs 75 %
    tab.compare.picked.choose_model("same")
    tab.compare.chooser.rate_spin.setValue(25)
    _ready(qtbot, window)
    assert tab.state.compare == ImageCompare(on=True, model="same", ratio=0.25)
    r = tab.compare.result
    assert r.hidden == round(0.25 * r.total) and tab.compare.holder.differences.text().startswith(
        f"<b>Left vs right:</b> hides {tab.result.hidden} vs {r.hidden} of {r.total} patches")
    # the CSV export carries the right side's rows
    header, rows = tab.metrics_rows()
    named = dict(rows)
    assert named["right_psnr_hidden_db"] == pytest.approx(r.psnr) and named["psnr_hidden_db"] == tab.result.psnr


def test_the_choice_goes_into_the_lab_file_and_comes_back(qtbot, window, tmp_path):
    tab = window.text_tab
    tab.state.compare = TextCompare(on=True, model="twin", mask_prob=0.4)
    window.image_tab.state.compare = ImageCompare(on=True, model="bundled", ratio=0.25)
    _ready(qtbot, window)
    path = window.save_lab_state(tmp_path / "split")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["text"]["compare"] == {"on": True, "model": "twin", "mask_prob": 0.4}
    tab.state.compare = TextCompare()
    window.image_tab.state.compare = ImageCompare()
    assert not tab.compare.isVisible()
    assert window.open_lab_state(path)
    _ready(qtbot, window)
    assert tab.state.compare == TextCompare(on=True, model="twin", mask_prob=0.4)
    assert window.image_tab.state.compare == ImageCompare(on=True, model="bundled", ratio=0.25)
    assert tab.compare.isVisible() and tab.compare.prediction is not None
    assert window.lab_state().to_dict()["image"]["compare"] == {"on": True, "model": "bundled", "ratio": 0.25}


def _shown(tab):
    return (tab.state.compare, tab.compare.holder.differences.text(), _tops(tab.compare.tokens,
                                                                           list(tab.compare.view.selected)))


def test_bad_choices_are_one_message_and_change_nothing(qtbot, window, tmp_path):
    tab = window.text_tab
    window.tabs.setCurrentIndex(0)
    tab.state.compare = TextCompare(on=True, model="twin")
    _ready(qtbot, window)
    before = _shown(tab)
    not_a_model = tmp_path / "runs" / "empty-run"  # a run folder with no checkpoint: no model in it
    not_a_model.mkdir(parents=True)
    (not_a_model / "config.json").write_text('{"task": "text", "steps": 10}', encoding="utf-8")
    for folder, words in ((not_a_model, "empty-run"), (bundled_model_dir("image"), "holds an image model, "
                                                                                    "not a text model")):
        window.last_message = ""
        tab.compare.picked.choose_model(str(folder))
        qtbot.waitUntil(lambda: window.last_message != "", timeout=30000)
        _ready(qtbot, window)
        assert window.last_message.startswith("Cannot compare with ") and words in window.last_message
        assert "The right side still shows its random-init twin." in window.last_message
        assert _shown(tab) == before and tab.compare.chooser.model_combo.currentData() == "twin"
    # the image side refuses a text model the same way
    image = window.image_tab
    image.state.compare = ImageCompare(on=True)
    _ready(qtbot, window)
    window.last_message = ""
    image.compare.picked.choose_model(str(bundled_model_dir("text")))
    qtbot.waitUntil(lambda: window.last_message != "", timeout=30000)
    assert "holds a text model, not an image model" in window.last_message
    assert image.state.compare == ImageCompare(on=True)


def test_presentation_hidden_controls_and_export_with_the_split(qtbot, window, tmp_path):
    tab = window.text_tab
    window.tabs.setCurrentIndex(0)
    tab.state.compare = TextCompare(on=True, model="twin")
    _ready(qtbot, window)
    window.set_hidden_controls(["text.compare"])
    assert not tab.compare.holder.toggle.isVisible() and not tab.compare.chooser.isVisible()
    assert tab.compare.isVisible()  # the split stays as the lesson set it
    window.set_presentation(True, fullscreen=False)
    _ready(qtbot, window)
    assert tab.compare._scale == tab.scale > 1 and tab.compare.isVisible()  # the right side follows the left
    out = window.export_png(tmp_path / "split.png")
    from PIL import Image

    with Image.open(out) as img:
        assert img.size[0] >= tab.width() and np.asarray(img.convert("RGB")).std() > 10
    written = window.export_csv(tmp_path / "split.csv")
    with open(written, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    models = [row["model"] for row in rows]
    assert "text-tiny" in models[0] and models[-1].startswith("right: random-init twin of")
    assert len(models) == 2 * len(tab.presenter.masking.selected)  # one row per predicted token, each side
    window.set_presentation(False)
    window.set_hidden_controls([])
    assert tab.compare.holder.toggle.isVisible()
    # a lesson step that asks the room first hides the right side's answer too, until revealed
    from mlm_lab.app.lessons.reveal import REVEAL_HINT

    positions = list(tab.compare.view.selected)
    tab.set_answer_hidden(True)
    _ready(qtbot, window)
    assert REVEAL_HINT in tab.compare.holder.differences.text()
    assert all(tab.compare.tokens.columns[p].predictions is None or tab.compare.tokens.columns[p].predictions.isHidden()
               for p in positions)
    tab.set_answer_hidden(False)
    _ready(qtbot, window)
    assert tab.compare.holder.differences.text().startswith("<b>Left vs right:</b> top-1 differs at ")


def test_text_tiny_against_a_run_from_the_training_tab(qtbot, tmp_path, nano_text_run):
    """The shared 300-step nano run (tests/conftest.py, trained once per session) picked from the right
    side's menu: its newest checkpoint answers, with its own tokenizer (the generated language's)."""
    from mlm_lab.app.window.main_window import MainWindow
    from mlm_lab.app.window.model_sources import short_label
    from mlm_lab.inference import load_text_model
    from mlm_lab.training.runs import newest_checkpoint

    w = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=nano_text_run.parent,
                   models={"text": "bundled", "image": "bundled"}, restore=False)
    w.ask = lambda title, text: True
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    _ready(qtbot, w)
    tab = w.text_tab
    tab.compare.picked.set_on(True)
    combo = tab.compare.chooser.model_combo
    index = combo.findData(str(nano_text_run))
    assert index >= 0 and combo.itemText(index) == f"Run: {nano_text_run.name}"
    combo.activated.emit(index)
    qtbot.waitUntil(lambda: tab.state.compare.model == str(nano_text_run), timeout=30000)
    _ready(qtbot, w)
    checkpoint = newest_checkpoint(nano_text_run)
    assert checkpoint.name == "step-300"
    assert short_label(str(checkpoint)) in tab.compare.tokens.model_label.text() or \
        nano_text_run.name in tab.compare.tokens.model_label.text()
    run_model = load_text_model(checkpoint)
    view = tab.compare.view
    assert view.tokens == list(run_model.tokenizer.encode(tab.state.text, max_length=run_model.max_length).tokens)
    expected = predict_tokens(view.input_ids, list(view.selected), model=run_model,
                              true_ids=[view.ids[p] for p in view.selected])
    assert _tops(tab.compare.tokens, list(view.selected)) == [[t for t, _ in p.top] for p in expected.predictions]
    line = tab.compare.holder.differences.text()
    if view.tokens != tab.presenter.masking.tokens:
        assert line.startswith("<b>Left vs right:</b> the two tokenizers split the sentence differently")
    assert f"vs {expected.loss:.2f} nats" in line
    w.close()



def test_showing_a_rate_is_not_choosing_it(qtbot, tmp_path):
    """The rate box shows the choice's rate in whole percent; that showing never writes back (a
    rate of 0.155 shown as 16 % stays 0.155), and a person's pick is taken."""
    from mlm_lab.app.compare.chooser import SAME_RATE, CompareChooser

    chosen = []
    chooser = CompareChooser("text", "rate", 100, on_model=lambda _m: None, on_rate=chosen.append,
                             runs_dir=lambda: tmp_path)
    qtbot.addWidget(chooser)
    chooser.show_rate(0.155)
    chooser.show_rate(0.155)
    chooser.show_rate(None)
    assert chosen == [] and chooser.rate_spin.value() == SAME_RATE
    chooser.show_rate(0.155)
    assert chooser.rate_spin.value() == 16 and chosen == []
    chooser.rate_spin.setValue(30)
    chooser.rate_spin.setValue(SAME_RATE)
    assert chosen == [0.30, None]
