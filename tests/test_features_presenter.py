"""The Features tab's presenter, without Qt (mlm_lab/lab/features_view): what the state makes stale
and what `refresh` asks for the view in front, answers kept and dropped (not the newest of their
key, asked of a replaced model, of maps or of an index no longer in use), what keeps the tab busy,
the probe the state names or the Run button asks for, a set of pictures that cannot be shown, the
metrics rows. Driven with a worker that holds every job until the test runs it and hands over the
answers in the order the test says, and real untrained nano models (tests/conftest.py)."""

from __future__ import annotations

import numpy as np
import pytest
from step_worker import StepWorker

import mlm_lab.lab.features_view.jobs as jobs
from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.features_view.presenter import (
    METRICS_HEADER,
    NO_NEIGHBOURS,
    NO_SIMILARITY,
    SLOW_KEYS,
    FeaturesPresenter,
)

CORPUS = ["the cat sat on the mat by the door", "a dog ran across the field to the river",
          "she sat on the bank of the river", "the children played in the garden after school"]


def deliver(p: FeaturesPresenter, answers) -> list[str | None]:
    return [p.accept(key, rid, out) if ok else p.failed(key, rid) for key, rid, ok, out in answers]


def settle(p: FeaturesPresenter) -> list[str | None]:
    """Run what is asked and hand over every answer, until nothing more is asked."""
    taken = []
    while p.worker.queue or p.refresh():
        taken += deliver(p, p.worker.run())
    return taken


@pytest.fixture(scope="module")
def image_model(small_image_model_dir):
    from mlm_lab.models.load import load_image_model

    return load_image_model(small_image_model_dir)  # nano: 64 px, an 8 x 8 grid, untrained


@pytest.fixture(scope="module")
def text_model(small_text_model_dir):
    from mlm_lab.models.load import load_text_model

    return load_text_model(small_text_model_dir)


@pytest.fixture
def make(tmp_path):
    def make(state: FeaturesState | None = None, **models) -> FeaturesPresenter:
        progress = []
        p = FeaturesPresenter(state or FeaturesState(), StepWorker(), corpus=CORPUS, cache_dir=tmp_path / "cache",
                              progress=lambda key, done, total: progress.append((key, done, total)))
        p.progress_seen = progress
        for kind, model in models.items():
            p.set_model(kind, model, f"nano {kind}")
        return p

    return make


@pytest.fixture
def small_probes(monkeypatch):
    real = jobs.probe_per_layer
    monkeypatch.setattr(jobs, "probe_per_layer", lambda *a, **k: real(*a, n_train=120, n_test=60, **k))


def test_the_maps_then_a_clicked_patchs_similarity_and_their_rows(make, image_model):
    p = make(FeaturesState(sources=["sample:astronaut", "sample:coffee"]), image=image_model)
    assert p.is_busy() and not p.is_busy(shown=False)  # owed, but nothing is asked while hidden
    assert p.refresh() == ["maps"] and p.awaiting == {"maps"} and p.is_busy(shown=False)
    assert p.refresh() == []  # asked once
    assert deliver(p, p.worker.run()) == ["maps"]
    assert p.is_busy() and p.refresh() == [] and not p.is_busy()  # the similarity of no patch: nothing to ask
    maps = p.image.maps
    assert maps.sources == ["sample:astronaut", "sample:coffee"] and maps.pca.shape == (2, 8, 8, 3)
    assert maps.layer == image_model.config.num_layers and not maps.random_init
    rows = p.metrics_rows(label=str.upper)
    assert list(METRICS_HEADER) == ["metric", "value"]
    assert rows[:4] == [["image_model", "nano image"], ["random_init", False], ["layer", maps.layer],
                        ["pictures", "SAMPLE:ASTRONAUT | SAMPLE:COFFEE"]]
    assert [r[0] for r in rows[4:]] == ["pca_explained_0", "pca_explained_1", "pca_explained_2"]

    p.state.patch = [1, 19]
    p.changed({"patch"})
    assert p.is_busy() and p.refresh() == ["similarity"]
    assert deliver(p, p.worker.run()) == ["similarity"]
    sim = p.image.similarity
    assert sim.best[1] == 19 and int(np.argmax(sim.similarity[1])) == 19 and len(sim.overlays) == 2
    assert p.metrics_rows()[-2:] == [["best_match_picture_0", sim.best[0]], ["best_match_picture_1", 19]]
    p.state.layer = 0
    p.changed({"layer"})
    assert p.refresh() == ["maps"] and deliver(p, p.worker.run()) == ["maps"]
    assert p.image.similarity is None and "best_match_picture_0" not in {r[0] for r in p.metrics_rows()}
    assert settle(p) == ["similarity"] and p.image.similarity is not sim and p.image.similarity.best[1] == 19
    p.state.patch = None
    p.changed({"patch"})
    assert p.refresh() == [NO_SIMILARITY] and p.image.similarity is None
    assert p.refresh() == [] and not p.is_busy()


def test_an_answer_asked_of_a_replaced_model_or_maps_or_before_the_newest_is_dropped(make, image_model):
    p = make(image=image_model)
    p.refresh()
    p.set_model("image", image_model, "the same weights, loaded again")
    assert deliver(p, p.worker.run()) == [None]  # asked of the model replaced
    assert p.image.maps is None and p.is_busy() and p.refresh() == ["maps"]
    assert deliver(p, p.worker.run()) == ["maps"]

    p.state.layer = 0
    p.changed({"layer"})
    p.refresh()
    p.state.layer = 1
    p.changed({"layer"})
    p.refresh()
    assert deliver(p, p.worker.run()) == [None, "maps"] and p.image.maps.layer == 1  # the first: not the newest

    old = p.image.maps
    p.state.patch = [0, 5]
    p.changed({"patch"})
    assert p.refresh() == ["similarity"]
    similarity = p.worker.run()
    p.state.remove_background = True
    p.changed({"remove_background"})
    assert p.refresh() == ["maps"]
    assert deliver(p, p.worker.run()) == ["maps"] and p.image.maps is not old
    assert deliver(p, similarity) == [None] and p.image.similarity is None  # of the maps replaced
    assert settle(p) == ["similarity"] and p.image.similarity.patch == 5


def test_pictures_that_cannot_be_shown_go_back_to_those_on_screen(make, image_model, tmp_path):
    bad = tmp_path / "notes.png"
    bad.write_text("this is not a picture")
    p = make(FeaturesState(sources=["sample:astronaut", str(bad)]), image=image_model)
    assert settle(p) == ["maps"]  # the failure is said (the key comes back) ...
    assert p.image.maps is None and p.image.sources_after_failure() == (["sample:astronaut"], False)
    p.state.sources = ["sample:astronaut"]
    p.changed({"sources"})
    assert settle(p) == ["maps"] and p.image.maps.sources == ["sample:astronaut"]
    p.state.sources = ["sample:astronaut", "sample:coffee", str(bad)]
    p.state.patch = [2, 3]
    p.changed({"sources", "patch"})
    p.refresh()
    (key, rid, ok, _message), = p.worker.run()
    assert not ok and p.failed(key, rid - 1) is None and p.failed(key, rid) == "maps" and not p.awaiting
    assert p.image.sources_after_failure() == (["sample:astronaut"], True)  # the patch's picture is gone too
    p.state.sources, p.state.patch = ["sample:astronaut"], None
    assert p.image.sources_after_failure() is None  # the state is what is on screen


def test_the_random_init_twin_is_drawn_once_per_model(make, image_model):
    p = make(FeaturesState(random_init=True), image=image_model)
    assert settle(p) == ["maps"] and p.image.maps.random_init
    twin = p.image.twin
    assert twin[0] is image_model and twin[1] is not image_model
    p.state.layer = 1
    p.changed({"layer"})
    assert settle(p) == ["maps"] and p.image.twin is twin and p.image.maps.random_init
    assert p.metrics_rows()[1] == ["random_init", True]


def test_the_index_first_then_the_neighbours_and_the_search(make, text_model):
    p = make(FeaturesState(view="text", sentence="the cat sat on the mat", query="a cat on a mat"),
             text=text_model)
    tokens, clickable = p.text.tokens()
    assert tokens[0] == "[CLS]" and tokens[-1] == "[SEP]" and not clickable[0] and not clickable[-1]
    assert all(clickable[1:-1]) and p.text.layer() == text_model.model.config.num_layers
    assert p.refresh() == ["index"] and "index" in SLOW_KEYS and "neighbours" not in SLOW_KEYS
    assert p.refresh() == [] and p.is_busy()  # the neighbours and the search wait for the index
    assert deliver(p, p.worker.run()) == ["index"] and len(p.text.index.sentences) == len(CORPUS)
    assert p.progress_seen and p.progress_seen[-1] == ("index", len(CORPUS), len(CORPUS))
    assert p.refresh() == [NO_NEIGHBOURS, "search"]  # no token clicked yet
    assert deliver(p, p.worker.run()) == ["search"] and p.text.neighbours is None
    assert len(p.text.hits["embedding"]) == 4 and len(p.text.hits["tfidf"]) == 4
    p.state.token = tokens.index("cat")
    p.changed({"token"})
    assert p.refresh() == ["neighbours"] and deliver(p, p.worker.run()) == ["neighbours"]
    token, found = p.text.neighbours
    assert token == "cat" and len(found) == 8 and [n.cosine for n in found] == sorted((n.cosine for n in found),
                                                                                       reverse=True)
    assert not p.is_busy() and p.metrics_rows() == []  # the text view measures nothing to export


def test_text_answers_of_a_layer_or_an_index_no_longer_in_use_are_dropped(make, text_model):
    p = make(FeaturesState(view="text", token=2), text=text_model)
    assert settle(p) == ["index", "neighbours", "search"]
    index, before = p.text.index, p.text.neighbours
    p.state.token = 3
    p.changed({"token"})
    assert p.refresh() == ["neighbours"]
    neighbours = p.worker.run()  # asked of the final layer's index
    p.state.layer = 0
    p.changed({"layer"})
    assert p.refresh() == ["index"]
    built = p.worker.run()
    p.state.layer = 1  # the layer moved on while the index for layer 0 was built (the tab hidden meanwhile)
    p.changed({"layer"})
    assert deliver(p, built) == [None] and p.text.index is index and p.stale >= {"index", "neighbours"}
    assert p.refresh() == ["index"] and deliver(p, p.worker.run()) == ["index"]
    assert p.text.index is not index and p.text.index.layer == 1
    assert deliver(p, neighbours) == [None] and p.text.neighbours is before  # of the index replaced
    assert settle(p) == ["neighbours", "search"] and p.text.neighbours[0] == p.text.tokens()[0][3]


def test_a_new_text_model_forgets_the_last_ones_answers(make, text_model):
    p = make(FeaturesState(view="text", token=2, probe="words"), text=text_model)
    p.stale.discard("probe")  # (the probe has a test of its own)
    assert settle(p) == ["index", "neighbours", "search"]
    p.state.sentence = "the river ran by the old mill"
    p.changed({"sentence"})
    p.refresh()
    neighbours = p.worker.run()
    p.set_model("text", text_model, "the same weights, loaded again")
    assert p.text.index is None and p.text.neighbours is None and p.text.hits is None
    assert {"index", "neighbours", "search", "probe"} <= p.stale and p.generation["text"] == 2
    assert deliver(p, neighbours) == [None]  # asked of the last model's index
    assert p.refresh() == ["probe", "index"]


def test_busy_follows_the_view_in_front_and_ends_on_close(make, image_model, text_model):
    p = make(FeaturesState(view="text"), image=image_model)
    assert not p.is_busy()  # the image side owes its maps, but the text view is in front and has no model
    p.state.view = "probe"
    assert not p.is_busy() and p.refresh() == [] and p.depth() is None
    p.state.view = "image"
    assert p.is_busy() and p.depth() == image_model.config.num_layers
    p.set_model("text", text_model, "t")
    p.state.view = "text"
    assert p.depth() == text_model.model.config.num_layers
    p.refresh()
    assert p.is_busy(shown=False)
    p.close()
    assert not p.is_busy() and not p.awaiting and p.refresh() == []
    key, rid, _ok, out = p.worker.run()[0]
    assert p.accept(key, rid, out) is None and p.text.index is None


def test_model_status_follows_the_windows_loader(make, image_model):
    p = make()
    assert p.model_status == {"text": "none", "image": "none"}
    p.set_loading({"image", "text"})
    assert p.model_status == {"text": "loading", "image": "loading"}
    p.set_model("image", image_model, "nano")
    p.load_failed("text")
    assert p.model_status == {"text": "error", "image": "ready"}
    p.set_loading({"image"})
    p.load_failed("image")
    assert p.model_status["image"] == "ready" and p.models.image is image_model  # the model in use stays
    assert p.image.features_only() is False


def test_the_named_probe_and_the_run_button(make, text_model, small_probes):
    p = make(FeaturesState(probe="words"))
    assert not p.is_busy() and p.probe.run("text", "words") == "no_model" and p.worker.queue == []
    p.set_model("text", text_model, "nano text")
    assert p.probe.due() and p.is_busy()
    assert p.refresh() == ["probe"] and p.probe.asked == ("text", "words", False)
    assert deliver(p, p.worker.run()) == ["probe"] and p.probe.asked is None
    result, layers = p.probe.result, list(range(text_model.model.config.num_layers + 1))
    assert result["task"] == "words" and result["layers"] == layers and p.probe.name == "nano text"
    assert p.probe.origin == ""  # measured live: no file was shipped for these weights
    assert p.progress_seen and {key for key, _, _ in p.progress_seen} == {"probe"}
    rows = p.metrics_rows()
    assert len(rows) == 2 * len(layers) + 1 and rows[-1] == ["probe_words_majority_acc", result["majority_acc"]]
    assert rows[0] == ["probe_words_model_acc_layer_0", result["model_acc"][0]]

    assert p.probe.run("text", "agreement") == "state" and p.worker.queue == []  # the state is written first
    p.state.probe = "agreement"
    p.changed({"probe"})
    assert p.refresh() == ["probe"] and p.probe.asked == ("text", "agreement", True)  # and measured live
    p.worker.run()
    assert p.probe.run("text", "agreement") == "probe" and p.probe.asked == ("text", "agreement", True)
    (key, rid, ok, out), = p.worker.run()
    p.state.probe = None
    assert p.failed(key, rid) == "probe" and p.probe.asked is None and p.probe.result is result  # the plot stays
