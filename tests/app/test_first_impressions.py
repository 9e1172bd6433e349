"""Issue 15, problem 8: what a new user sees first. One test per item of the list:
(1) the default sentence is answered right by the bundled model, (2) a model of the
generated language brings its own example sentences, (3) the attention view says what
will appear instead of drawing empty axes, (4) presentation keys land on multiples of 5,
(5) a run appears once in the model picker, (6) the status bar on the Text tab does not
speak of the image."""

from __future__ import annotations

import pytest

from mlm_lab.app.text.attention import ATTENTION_EMPTY
from mlm_lab.app.text.examples import english_examples, is_toy_tokenizer, toy_examples
from mlm_lab.app.text.tab import TextTab
from mlm_lab.app.window.model_picker import FOLDER_ENTRY, ModelPicker
from mlm_lab.lab.text import DEFAULT_TEXT, TextState


@pytest.fixture(scope="module")
def bundled_text():
    from mlm_lab.inference import bundled_text_model

    return bundled_text_model()


@pytest.fixture(scope="module")
def toy_model(tmp_path_factory):
    """A random nano model with the generated language's tokenizer (what a toy run saves)."""
    import torch

    from mlm_lab.data.toy_language import toy_tokenizer
    from mlm_lab.inference import load_text_model
    from mlm_lab.models import MaskedLM, save_pretrained, text_config

    tok = toy_tokenizer()
    torch.manual_seed(0)
    folder = tmp_path_factory.mktemp("toy") / "model"
    save_pretrained(MaskedLM(text_config("nano", tok.vocab_size, max_position=64)), folder, tokenizer=tok)
    return load_text_model(folder)


def _tab(qtbot, model=None):
    tab = TextTab(state=TextState())
    qtbot.addWidget(tab)
    tab.resize(1200, 800)
    tab.show()
    qtbot.waitUntil(lambda: tab.presenter.ready, timeout=30000)
    if model is not None:
        tab.set_model(model)
        qtbot.waitUntil(lambda: not tab.is_busy(), timeout=30000)
    return tab


def test_the_first_sentence_is_answered_right_by_the_bundled_model(qtbot, bundled_text):
    tab = _tab(qtbot, bundled_text)
    assert tab.state.text == DEFAULT_TEXT and DEFAULT_TEXT in english_examples()
    view, prediction = tab.presenter.masking, tab.presenter.prediction
    assert len(view.selected) >= 2
    assert [view.states[i] for i in view.selected] == ["mask"] * len(view.selected)  # the 80\u00a0% case: [MASK]
    assert not any(view.tokens[i].startswith("##") for i in view.selected)  # whole words asked
    assert prediction.accuracy == 1.0
    n = len(view.selected)
    assert f"{n}/{n}</b> (100\u00a0%)" in tab.tokens.metrics_label.text()


def test_a_model_of_the_generated_language_brings_its_sentences(qtbot, bundled_text, toy_model):
    assert is_toy_tokenizer(toy_model.tokenizer) and not is_toy_tokenizer(bundled_text.tokenizer)
    tab = _tab(qtbot, bundled_text)
    tab.set_model(toy_model)
    qtbot.waitUntil(lambda: not tab.is_busy(), timeout=30000)
    assert tab.controls.example_texts() == list(toy_examples())
    assert tab.state.text == toy_examples()[0]
    assert tab.controls.examples.currentText() == toy_examples()[0]
    # every word of its sentence is one token of that model: no letters, no [UNK]
    assert not any(t.startswith("##") or t == "[UNK]" for t in tab.presenter.masking.tokens)
    # back to the bundled model: English examples and the English first sentence
    tab.set_model(bundled_text)
    assert tab.controls.example_texts() == list(english_examples()) and tab.state.text == DEFAULT_TEXT
    # a sentence the user wrote stays when the model changes language
    tab.controls.set_text("my own words here")
    tab.set_model(toy_model)
    assert tab.state.text == "my own words here" and tab.controls.example_texts() == list(toy_examples())


def test_the_attention_view_says_what_will_appear_while_the_model_loads(qtbot):
    tab = _tab(qtbot)
    tab.set_model_loading()
    view = tab.views.attention_view
    assert view.matrix.isHidden()  # no empty -0.4..0.4 axes
    assert "appears when" in view.caption.text()
    from mlm_lab.app.text.attention import AttentionView

    fresh = AttentionView(TextState())  # before any sentence or model: no axes, the sentence that says why
    qtbot.addWidget(fresh)
    assert fresh.matrix.isHidden() and fresh.caption.text() == ATTENTION_EMPTY
    no_model = _tab(qtbot)
    assert no_model.views.attention_view.matrix.isHidden() and "No model loaded" in no_model.views.attention_view.caption.text()


def test_the_attention_plot_shows_once_the_model_answers(qtbot, bundled_text):
    tab = _tab(qtbot, bundled_text)
    assert not tab.views.attention_view.matrix.isHidden()
    assert tab.views.attention_view.current_matrix() is not None


def test_presentation_keys_land_on_multiples_of_5(qtbot, lab_window):
    w = lab_window
    w.tabs.setCurrentWidget(w.text_tab)
    slider = w.text_tab.controls.mask_slider
    slider.setValue(21)
    seen = []
    for _ in range(3):
        w.step_active_slider(+1)
        seen.append(slider.value())
    assert seen == [25, 30, 35]
    w.step_active_slider(-1)
    slider.setValue(76)
    w.step_active_slider(-1)
    assert slider.value() == 75


def test_a_run_appears_once_in_the_model_picker(qtbot, tmp_path):
    picker = ModelPicker()
    qtbot.addWidget(picker)
    run = str(tmp_path / "runs" / "20261201-text-nano-toy")
    checkpoint = run + "/checkpoints/step-120"
    picker.refill([(run, "Run: 20261201-text-nano-toy")], in_use=["bundled", checkpoint], current=checkpoint)
    labels = [picker.itemText(i) for i in range(picker.count())]
    assert labels == ["Bundled models", "Run: 20261201-text-nano-toy", "Model folder…"]
    assert picker.currentText() == "Run: 20261201-text-nano-toy"
    assert picker.itemData(picker.count() - 1) == FOLDER_ENTRY


def test_the_status_bar_on_the_text_tab_does_not_speak_of_the_image(qtbot, lab_window):
    w = lab_window
    w.tabs.setCurrentWidget(w.text_tab)
    qtbot.waitUntil(w.is_ready, timeout=30000)
    w.status_label.setText("")
    w.image_tab.load_source("sample:coffee")  # the image tab reads a picture behind the Text tab
    qtbot.waitUntil(lambda: w.image_tab.source() == "sample:coffee" and w.is_ready(), timeout=30000)
    text = w.status_label.text().lower()
    assert "coffee" not in text and "image" not in text and "reading" not in text
    w.tabs.setCurrentWidget(w.image_tab)
    w.image_tab.load_source("sample:astronaut")
    qtbot.waitUntil(lambda: "astronaut" in w.status_label.text().lower() or w.image_tab.source() == "sample:astronaut",
                    timeout=30000)
