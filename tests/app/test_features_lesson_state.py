"""What the Features tab restores from a lesson step's state: the random-init twin of the image
model, the probe view with a named probe (a result shipped for exactly these weights, else
measured live), and the reveal that hides the maps, the similarity and the probe plot.
Models: the random nano folders of tests/app/conftest.py."""

from __future__ import annotations

import json

import numpy as np
import pytest

from mlm_lab.app.lessons.reveal import REVEAL_HINT
from mlm_lab.lab.features import FeaturesState

WAIT = 180_000  # ms: the test machine is heavily loaded


@pytest.fixture
def make_tab(qtbot, tmp_path):
    from mlm_lab.app.features.tab import FeaturesTab

    made = []

    def make(state: FeaturesState | None = None, *, image_model=None, text_model=None):
        tab = FeaturesTab(state=state, corpus=["the cat sat on the mat"], cache_dir=tmp_path / "cache")
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
        tab.shutdown()


def _idle(tab) -> bool:
    return not tab.is_busy()


def _moved(model):
    """A copy of `model` whose weights are not its seed-0 init (the conftest folders are exactly that)."""
    import copy

    import torch

    out = copy.deepcopy(model)
    gen = torch.Generator().manual_seed(1)
    with torch.no_grad():
        for p in out.parameters():
            p.add_(0.2 * torch.randn(p.shape, generator=gen))
    return out.eval()


def test_the_random_init_twin_draws_other_features_and_says_so(qtbot, make_tab, image_model):
    image_model = _moved(image_model)
    tab = make_tab(FeaturesState(patch=[0, 5]), image_model=image_model)
    qtbot.waitUntil(lambda: tab.image_view.similarity is not None and _idle(tab), timeout=WAIT)
    trained = tab.image_view.maps
    assert not trained.random_init and "Random-init" not in tab.image_view.caption.text()
    tab.state.random_init = True
    qtbot.waitUntil(lambda: tab.image_view.maps is not trained and tab.image_view.similarity is not None
                    and _idle(tab), timeout=WAIT)
    twin = tab.image_view.maps
    assert twin.random_init and "Random-init twin" in tab.image_view.caption.text()
    assert twin.patches.shape == trained.patches.shape and not np.allclose(twin.patches, trained.patches)
    assert tab.ui.random_check.isChecked()
    from mlm_lab.features import random_init_like
    from mlm_lab.features.image import image_features

    pixels = np.stack(twin.pictures).transpose(0, 3, 1, 2)
    import torch

    want = image_features(random_init_like(image_model, seed=0), torch.from_numpy(pixels.copy()),
                          layer=twin.layer).patches
    assert np.allclose(twin.patches, want, atol=1e-5)  # the seed-0 twin, the same every time
    tab.state.random_init = False
    qtbot.waitUntil(lambda: not tab.image_view.maps.random_init and _idle(tab), timeout=WAIT)
    assert np.allclose(tab.image_view.maps.patches, trained.patches, atol=1e-6)


def test_a_named_probe_is_measured_live_then_shown_from_a_file_shipped_for_these_weights(
        qtbot, make_tab, text_model, tmp_path, monkeypatch):
    import mlm_lab.features.shipped as shipped
    import mlm_lab.lab.features_view.jobs as jobs
    from mlm_lab.features import weights_hash

    real = jobs.probe_per_layer
    monkeypatch.setattr(jobs, "probe_per_layer", lambda *a, **k: real(*a, n_train=120, n_test=60, **k))
    folder = tmp_path / "probes"
    folder.mkdir()
    monkeypatch.setattr(shipped, "probes_dir", lambda: folder)
    tab = make_tab(FeaturesState(view="probe", probe="agreement"), text_model=text_model)
    assert not tab.stack.isVisible() and tab.probe.isVisible() and not tab.ui.layer_spin.isVisible()
    assert tab.probe.task_combo.currentData() == "agreement"
    qtbot.waitUntil(lambda: tab.probe.result is not None and _idle(tab), timeout=WAIT)
    live = tab.probe.result
    assert live["task"] == "agreement" and "Shown as measured" not in tab.probe.summary.text()
    layers = list(range(text_model.model.config.num_layers + 1))
    fake = {"layers": layers, "model_acc": [0.11] * len(layers), "random_init_acc": [0.07] * len(layers),
            "majority_acc": 0.05, "n_train": 3, "n_test": 2}
    (folder / "x.json").write_text(json.dumps({
        "format": "mlm-lab-probe", "version": 1, "task": "words", "weights_sha256": weights_hash(text_model.model),
        "made_by": "this test", "made_on": "today", "result": fake}))
    (folder / "other.json").write_text(json.dumps({
        "format": "mlm-lab-probe", "version": 1, "task": "words", "weights_sha256": "0" * 64,
        "made_by": "another model", "result": {**fake, "model_acc": [0.99] * len(layers)}}))
    tab.state.probe = "words"
    qtbot.waitUntil(lambda: tab.probe.result is not live and _idle(tab), timeout=WAIT)
    assert tab.probe.result["model_acc"] == fake["model_acc"]  # the file of these weights, not the other one
    assert "Shown as measured on these weights on today and shipped with the app" in tab.probe.summary.text()
    assert np.allclose(tab.probe.plot.shown_data("model")[1], 11.0)
    shown = tab.probe.result
    tab.run_probe("text", "words")  # the button measures again, live
    qtbot.waitUntil(lambda: tab.probe.result is not shown and _idle(tab), timeout=WAIT)
    assert tab.probe.result["model_acc"] != fake["model_acc"] and "Shown as" not in tab.probe.summary.text()


def test_the_reveal_hides_the_maps_the_similarity_and_the_probe_plot(qtbot, make_tab, image_model):
    tab = make_tab(FeaturesState(patch=[1, 3]), image_model=image_model)
    qtbot.waitUntil(lambda: tab.image_view.similarity is not None and _idle(tab), timeout=WAIT)
    col = tab.image_view.columns[0]
    pca, sim = col["pca"].image().copy(), col["similarity"].image().copy()
    tab.set_answer_hidden(True)
    assert tab.reveal_label.isVisible() and REVEAL_HINT in tab.reveal_label.text()
    assert col["pca"].image() is None and col["similarity"].image() is None
    assert col["picture"].image() is not None  # the photo stays: the room guesses from it
    assert not tab.probe.plot.isVisible() and tab.probe.summary.text() == REVEAL_HINT
    final = tab.image_view.maps.layer
    tab.state.layer = 0  # a new answer arriving while hidden stays hidden
    qtbot.waitUntil(lambda: tab.image_view.maps.layer == 0 and tab.image_view.similarity is not None
                    and _idle(tab), timeout=WAIT)
    assert col["pca"].image() is None and col["similarity"].image() is None
    embeddings = tab.image_view.maps
    tab.state.layer = -1
    qtbot.waitUntil(lambda: tab.image_view.maps is not embeddings and tab.image_view.similarity is not None
                    and _idle(tab), timeout=WAIT)
    assert tab.image_view.maps.layer == final
    tab.set_answer_hidden(False)
    assert not tab.reveal_label.isVisible() and tab.probe.plot.isVisible()
    assert np.allclose(col["pca"].image(), pca) and np.allclose(col["similarity"].image(), sim)
