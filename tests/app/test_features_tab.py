"""The Features tab: PCA maps and patch similarity, token neighbours and sentence search on a
small corpus, probes per layer, bad input (a message, the view unchanged), its state in lab
files. Models: the random nano folders of tests/app/conftest.py, the bundled ones, a run."""

from __future__ import annotations

import json

import numpy as np
import pytest
from PySide6.QtCore import Qt

from mlm_lab.lab import LabState, LabStateError, parse_lab_bytes
from mlm_lab.lab.features import DEFAULT_SOURCES, FeaturesState

WAIT = 180_000  # ms: the test machine is heavily loaded
CORPUS = [
    "the cat sat on the mat by the door",
    "a cat slept on the warm mat all day",
    "the dog ran across the field to the river",
    "she sat on the bank of the river and watched the water",
    "he kept his money in the bank in town",
    "the children played in the garden after school",
    "a bird sang in the tall tree near the house",
    "they walked down the road to the old mill",
]


@pytest.fixture
def make_tab(qtbot, tmp_path):
    from mlm_lab.app.features.tab import FeaturesTab

    made = []

    def make(state: FeaturesState | None = None, *, image_model=None, text_model=None):
        tab = FeaturesTab(state=state, corpus=CORPUS, cache_dir=tmp_path / "cache")
        made.append(tab)
        qtbot.addWidget(tab)
        tab.resize(1300, 850)
        tab.show()
        if image_model is not None:
            tab.set_image_model(image_model, "test image model")
        if text_model is not None:
            tab.set_text_model(text_model, "test text model")
        return tab

    yield make
    for tab in made:
        tab.shutdown()  # its worker threads end with the test


def _idle(tab) -> bool:
    return not tab.is_busy()


def test_pca_maps_of_a_model_folder_are_drawn_for_every_picture(qtbot, make_tab, image_model):
    tab = make_tab(image_model=image_model)
    qtbot.waitUntil(lambda: tab.image_view.maps is not None and _idle(tab), timeout=WAIT)
    maps = tab.image_view.maps
    h, w = image_model.config.grid
    assert maps.sources == list(DEFAULT_SOURCES) and maps.pca.shape == (2, h, w, 3)
    assert 0.0 <= maps.pca.min() and maps.pca.max() <= 1.0 and maps.pca.std() > 0.05  # colours, not one grey
    for b in range(2):
        shown = tab.image_view.columns[b]["pca"].image()
        assert shown.shape == (h * image_model.config.patch_size, w * image_model.config.patch_size, 3)
        assert np.allclose(shown[:: image_model.config.patch_size, :: image_model.config.patch_size], maps.pca[b])
    assert not tab.image_view.columns[2]["pca"].isVisible()
    assert "fitted jointly" in tab.image_view.caption.text() and "Background kept" in tab.image_view.caption.text()
    tab.state.remove_background = True
    qtbot.waitUntil(lambda: tab.image_view.maps is not maps and _idle(tab), timeout=WAIT)
    assert tab.image_view.maps.background_removed and "Background removed" in tab.image_view.caption.text()


def test_clicking_a_patch_gives_a_similarity_map_that_peaks_at_that_patch(qtbot, make_tab, image_model):
    tab = make_tab(image_model=image_model)
    qtbot.waitUntil(lambda: tab.image_view.maps is not None and _idle(tab), timeout=WAIT)
    canvas = tab.image_view.columns[1]["picture"].canvas
    row, col = 3, 5
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.patch_center(row, col))
    patch = row * image_model.config.grid[1] + col
    assert tab.state.patch == [1, patch]
    qtbot.waitUntil(lambda: tab.image_view.similarity is not None and _idle(tab), timeout=WAIT)
    sim = tab.image_view.similarity
    assert sim.similarity.shape == (2, image_model.config.grid[0] * image_model.config.grid[1])
    assert int(np.argmax(sim.similarity[1])) == patch and sim.best[1] == patch
    assert sim.similarity[1, patch] == pytest.approx(1.0, abs=1e-4)
    assert sim.best[0] == int(np.argmax(sim.similarity[0]))  # the other picture's best match is marked
    assert tab.image_view.columns[0]["similarity"].image() is not None
    assert "best match" in tab.image_view.columns[0]["similarity"].caption()


def test_a_third_picture_and_a_bad_file(qtbot, make_tab, image_model, tmp_path):
    tab = make_tab(image_model=image_model)
    errors = []
    tab.error_message.connect(errors.append)
    qtbot.waitUntil(lambda: tab.image_view.maps is not None and _idle(tab), timeout=WAIT)
    tab.add_source("sample:coffee")
    qtbot.waitUntil(lambda: len(tab.image_view.maps.sources) == 3 and _idle(tab), timeout=WAIT)
    shown = tab.image_view.maps
    assert shown.pca.shape[0] == 3 and tab.image_view.columns[2]["pca"].isVisible()
    bad = tmp_path / "notes.png"
    bad.write_text("this is not a picture")
    tab.add_source(str(bad))
    qtbot.waitUntil(lambda: bool(errors) and _idle(tab), timeout=WAIT)
    assert "Cannot show those pictures" in errors[-1] and "unchanged" in errors[-1]
    assert tab.image_view.maps is shown and tab.state.sources == shown.sources  # nothing changed
    tab.remove_source(1)
    qtbot.waitUntil(lambda: len(tab.image_view.maps.sources) == 2 and _idle(tab), timeout=WAIT)
    assert tab.image_view.maps.sources == ["sample:astronaut", "sample:coffee"]


def test_neighbours_and_sentence_search_on_a_small_corpus(qtbot, make_tab, text_model):
    state = FeaturesState(view="text", sentence="the cat sat on the mat", query="a cat on a mat")
    tab = make_tab(state, text_model=text_model)
    qtbot.waitUntil(lambda: tab.presenter.text.index is not None and _idle(tab), timeout=WAIT)
    assert tab.text_view.index_progress.isHidden() and "Corpus index" in tab.text_view.index_label.text()
    buttons = tab.text_view.token_buttons
    tokens = [b.text() for b in buttons]
    assert tokens[0] == "[CLS]" and not buttons[0].isEnabled() and "cat" in tokens
    buttons[tokens.index("cat")].click()
    assert tab.state.token == tokens.index("cat")
    qtbot.waitUntil(lambda: bool(tab.text_view.neighbours) and _idle(tab), timeout=WAIT)
    found = tab.text_view.neighbours
    assert len(found) == 8 and all(-1.0001 <= n.cosine <= 1.0001 for n in found)
    assert [n.cosine for n in found] == sorted((n.cosine for n in found), reverse=True)
    assert "cat" in [n.token.lower() for n in found[:2]]  # the same word in a similar sentence
    assert "<b" in tab.text_view.neighbour_browser.toHtml() or "font-weight" in tab.text_view.neighbour_browser.toHtml()
    hits = tab.text_view.hits
    assert len(hits["embedding"]) == 5 and len(hits["tfidf"]) == 5
    assert hits["tfidf"][0].sentence in ("the cat sat on the mat by the door", "a cat slept on the warm mat all day")
    assert "in both lists" in tab.text_view.overlap_label.text()
    assert "TF-IDF" in tab.text_view.note.text()


def test_probe_per_layer_is_drawn_and_an_empty_class_folder_is_refused(qtbot, make_tab, text_model, image_model,
                                                                     tmp_path, monkeypatch):
    import mlm_lab.lab.features_view.jobs as jobs

    real = jobs.probe_per_layer
    monkeypatch.setattr(jobs, "probe_per_layer", lambda *a, **k: real(*a, n_train=120, n_test=60, **k))
    tab = make_tab(text_model=text_model, image_model=image_model)
    errors = []
    tab.error_message.connect(errors.append)
    tab.run_probe("text", "words")
    qtbot.waitUntil(lambda: tab.probe.result is not None and _idle(tab), timeout=WAIT)
    result = tab.probe.result
    layers = list(range(text_model.model.config.num_layers + 1))
    assert result["layers"] == layers
    x, y = tab.probe.plot.shown_data("model")
    assert list(x) == layers and np.allclose(y, [100 * a for a in result["model_acc"]])
    assert len(tab.probe.plot.shown_data("random init")[1]) == len(layers)
    assert np.allclose(tab.probe.plot.shown_data("majority")[1], 100 * result["majority_acc"])
    assert "majority" in tab.probe.summary.text()
    folder = tmp_path / "classes"
    (folder / "a").mkdir(parents=True)
    (folder / "b").mkdir()
    from PIL import Image

    for i in range(3):
        Image.fromarray(np.full((16, 16, 3), 30 * i, dtype=np.uint8)).save(folder / "a" / f"{i}.png")
    tab.run_probe("image", str(folder))
    qtbot.waitUntil(lambda: bool(errors) and _idle(tab), timeout=WAIT)
    assert "holds no images" in errors[-1] and tab.probe.result is result  # the plot keeps the text probe
    assert tab.probe.run_button.isEnabled()


def test_features_state_round_trips_and_old_files_load():
    state = LabState(tab="features")
    state.features = FeaturesState(view="text", layer=2, sources=["sample:coffee", "/tmp/x.png"], patch=[1, 7],
                                   remove_background=True, random_init=True, sentence="a b c", token=2, query="q",
                                   probe="agreement")
    back = parse_lab_bytes(json.dumps(state.to_dict()).encode())
    assert back.tab == "features" and back.features.to_dict() == state.features.to_dict()
    old = parse_lab_bytes(json.dumps({"format": "mlm-lab-state", "version": 1, "tab": "image"}).encode())
    assert old.features.to_dict() == FeaturesState().to_dict()
    for bad, field in (({"patch": [5, 0]}, "features.patch[0]"), ({"sources": []}, "features.sources"),
                       ({"view": "audio"}, "features.view"), ({"layer": "x"}, "features.layer"),
                       ({"token": -3}, "features.token"), ({"probe": "folder"}, "features.probe"),
                       ({"random_init": 1}, "features.random_init")):
        doc = {"format": "mlm-lab-state", "version": 1, "features": bad}
        with pytest.raises(LabStateError, match=field.replace("[", r"\[").replace("]", r"\]")):
            parse_lab_bytes(json.dumps(doc).encode())


def test_a_lab_file_naming_a_missing_features_picture_is_refused_naming_the_field(tmp_path):
    from mlm_lab.lab.resources import resolve

    for sources, field in ((["sample:astronaut", str(tmp_path / "gone.png")], "features.sources[1]"),
                           (["sample:unicorn"], "features.sources[0]")):
        state = LabState()
        state.features.sources = sources
        with pytest.raises(LabStateError, match=field.replace("[", r"\[").replace("]", r"\]")):
            resolve(state)


def test_a_deeper_layer_than_the_model_has_is_shown_clamped_and_kept(qtbot, make_tab):
    """The layer box shows the state clamped to the model's depth; that showing (setValue, a
    clamping setRange) never writes back, so a lab file's layer 9 survives a 4-layer model, and a
    person's pick is taken."""
    tab = make_tab(FeaturesState(view="text", layer=9))
    tab.ui.set_depth(4)
    assert tab.ui.layer_spin.value() == 4 and tab.state.layer == 9
    tab.ui.show_state()
    assert tab.ui.layer_spin.value() == 4 and tab.state.layer == 9
    tab.ui.set_depth(12)  # a deeper model: the state's layer fits now and is shown as it is
    assert tab.ui.layer_spin.value() == 9 and tab.state.layer == 9
    tab.ui.layer_spin.setValue(2)  # a person's pick
    assert tab.state.layer == 2
    tab.ui.layer_spin.setValue(-1)  # "final"
    assert tab.state.layer == -1
