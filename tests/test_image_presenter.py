"""The Image tab's presenter, without Qt (mlm_lab/lab/image_view): a picture read then reconstructed,
answers asked for before the newest request dropped, what keeps the tab busy, the metrics rows of
the export, the masks the state asks for (the second pane's too) and one patch's explanation; driven
with a synchronous stand-in for the worker thread and an untrained nano MAE."""

from __future__ import annotations

import numpy as np
import pytest
from step_worker import StepWorker

from mlm_lab.imaging import ImageError
from mlm_lab.lab.compare import ImageCompare
from mlm_lab.lab.image import DEFAULT_SOURCE, ImageState
from mlm_lab.lab.image_view.compare import right_mask
from mlm_lab.lab.image_view.explain import OUTSIDE, VISIBLE, patch_problem
from mlm_lab.lab.image_view.jobs import METRICS_HEADER
from mlm_lab.lab.image_view.presenter import ImagePresenter
from mlm_lab.masking.patches import num_hidden_patches

SOURCE = "sample:coffee"


def deliver(p: ImagePresenter) -> list[str | None]:
    answers = p.worker.run()
    assert all(ok for _, _, ok, _ in answers), answers  # no job of these tests fails
    return [p.accept(key, rid, result) for key, rid, _, result in answers]


@pytest.fixture(scope="module")
def model(small_image_model_dir):
    from mlm_lab.inference import load_image_model

    return load_image_model(small_image_model_dir)  # nano: 64 px, an 8 x 8 grid, untrained


def ready(model, **fields) -> ImagePresenter:
    """A presenter with `model` and the picture read, nothing else asked."""
    p = ImagePresenter(ImageState(source=SOURCE, **fields), StepWorker())
    assert p.set_model(model, "nano") == "load"
    p.load_source(p.source_to_load())
    assert deliver(p) == ["load"]
    return p


def reconstructed(p: ImagePresenter):
    assert p.request() and p.submit_reconstruction()
    assert deliver(p) == ["reconstruct"]
    return p.result


def test_a_model_reads_the_picture_first_then_the_reconstruction_answers_the_state(model):
    p = ImagePresenter(ImageState(source=SOURCE, ratio=0.5, seed=4), StepWorker())
    assert not p.is_busy() and p.model_status == "none" and not p.request()  # nothing to reconstruct yet
    assert p.set_model(model, "nano") == "load" and p.model_status == "ready" and p.grid() == (8, 8)
    assert p.source_to_load() == SOURCE
    p.load_source(SOURCE)
    assert p.requested_source == SOURCE and not p.wants_source(SOURCE) and p.wants_source(DEFAULT_SOURCE)
    assert p.awaiting == {"load"} and p.busy_key() == "load" and p.is_busy() and not p.is_idle()
    assert deliver(p) == ["load"]
    assert p.loaded_source == SOURCE and p.requested_source == "" and p.source_rgb.ndim == 3
    assert p.set_model(model, "nano") == "update"  # a second model keeps the picture held
    r = reconstructed(p)
    assert (r.source, r.strategy, r.ratio, r.seed) == (SOURCE, "random", 0.5, 4)
    assert r.total == 64 and r.hidden == num_hidden_patches(64, 0.5) == int(r.reconstruction.mask.sum())
    assert not p.awaiting and not p.is_busy() and p.is_idle()


def test_an_answer_asked_for_before_the_newest_request_is_dropped(model):
    p = ready(model, ratio=0.25, seed=1)
    assert p.request() and p.submit_reconstruction()
    p.state.ratio = 0.75
    assert p.request() and p.generation == 2  # the slider moved before the answer came
    assert deliver(p) == [None]  # the answer for 25 %: dropped, and the newer one still owed
    assert p.result is None and p.awaiting == {"reconstruct"} and p.busy_key() == "reconstruct" and p.is_busy()
    assert p.submit_reconstruction()
    assert deliver(p) == ["reconstruct"] and p.result.ratio == 0.75 and not p.is_busy()

    p.state.seed = 2  # two jobs submitted: the first one's request id is stale
    p.request()
    p.submit_reconstruction()
    p.state.seed = 3
    p.request()
    p.submit_reconstruction()
    assert deliver(p) == [None, "reconstruct"] and p.result.seed == 3


def test_what_keeps_the_tab_busy_and_what_closing_ends(model):
    p = ready(model)
    assert p.is_busy()  # a model and no reconstruction yet: the first one is owed
    p.request()
    assert p.busy_key() == "reconstruct"
    p.load_source(DEFAULT_SOURCE)
    assert p.busy_key() == "reconstruct" and p.awaiting == {"reconstruct", "load"}  # the reconstruction named first
    assert p.submit_rounds(0.9, 2, "random") == ""
    assert p.awaiting == {"reconstruct", "load", "rounds"}
    p.submit_reconstruction()
    assert deliver(p) == ["load", "rounds", "reconstruct"]
    assert p.rounds is not None and len(p.rounds.rounds) == 2 and not p.is_busy()
    p.state.seed = 9
    p.request()
    p.close()
    assert not p.is_busy() and not p.awaiting and not p.request() and not p.submit_reconstruction()
    assert p.worker.queue == [] and p.accept("reconstruct", 1, (p.generation, None)) is None


def test_a_picture_that_cannot_be_read_leaves_the_one_held(model, tmp_path):
    p = ready(model)
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"not a picture")
    p.load_source(str(broken))
    key, rid, job = p.worker.queue.pop()
    with pytest.raises(ImageError):
        job()  # (the worker reports it as a failure)
    assert p.failed(key, rid) == "load"
    assert p.loaded_source == SOURCE and p.requested_source == "" and "load" not in p.awaiting
    assert p.failed(key, rid - 1) is None  # a failure of an older request is not said


def test_without_a_model_or_a_picture_the_rounds_say_why(model):
    p = ImagePresenter(ImageState(), StepWorker())
    assert p.submit_rounds(0.9, 4, "random") == "no_model" and not p.submit_token_rounds(0.9, 4)
    p.set_model(model, "nano")
    assert p.submit_rounds(0.9, 4, "random") == "no_picture" and p.worker.queue == []
    assert p.set_model(None) == "none" and p.model_status == "none" and p.grid() is None


def test_the_metrics_rows_are_the_summary_then_every_patch_and_then_the_right_side(model):
    p = ready(model, ratio=0.5, seed=7)
    assert p.metrics_rows() == []  # nothing to export before the first reconstruction
    r = reconstructed(p)
    rows = p.metrics_rows()
    assert METRICS_HEADER == ("metric", "value")
    assert [name for name, _ in rows[:11]] == ["source", "strategy", "ratio", "seed", "model", "hidden_patches",
                                               "total_patches", "psnr_hidden_db", "ssim_hidden", "model_loss",
                                               "uses_target_stats"]
    values = dict(rows)
    assert values["model"] == "nano" and values["psnr_hidden_db"] == r.psnr and values["hidden_patches"] == r.hidden
    patches = rows[11:]
    assert len(patches) == 64 and sum(name.endswith("_hidden") for name, _ in patches) == r.hidden
    assert values["patch_mse_r0_c0" + ("_hidden" if r.reconstruction.mask[0, 0] else "")] == \
        float(r.reconstruction.patch_error[0, 0])

    p.state.compare = ImageCompare(on=True, model="same", ratio=0.25)
    assert p.right.request() and p.right.is_busy() and p.right.submit(model)
    assert deliver(p) == ["compare"] and not p.right.is_busy()
    right = p.metrics_rows("nano at 25 %")[len(rows):]
    assert right[0] == ["right_source", SOURCE] and ["right_model", "nano at 25 %"] in right
    assert ["right_hidden_patches", num_hidden_patches(64, 0.25)] in right and len(right) == len(rows)
    p.state.compare = ImageCompare(on=False, model="same", ratio=0.25)
    assert p.metrics_rows() == rows  # the split closed: its rows go


def test_a_painted_mask_is_reconstructed_as_painted_and_the_seed_decides_a_random_one(model):
    painted = np.zeros((8, 8), dtype=int)
    painted[2:4, 1:6] = 1
    p = ready(model, strategy="paint", manual_mask=painted.tolist())
    np.testing.assert_array_equal(p.painted_mask(), painted.astype(bool))
    r = reconstructed(p)
    np.testing.assert_array_equal(r.reconstruction.mask, painted.astype(bool))
    assert r.hidden == 10

    p.state.strategy = "random"
    first = reconstructed(p).reconstruction.mask.copy()
    again = reconstructed(p).reconstruction.mask
    p.state.seed += 1
    other = reconstructed(p).reconstruction.mask
    np.testing.assert_array_equal(first, again)
    assert not np.array_equal(first, other) and first.sum() == other.sum() == num_hidden_patches(64, p.state.ratio)


def test_the_right_side_draws_the_lefts_mask_or_a_random_one_at_its_ratio():
    painted = np.zeros((8, 8), dtype=bool)
    painted[:4] = True  # half the patches
    assert right_mask("block", 0.6, None, painted, (8, 8)) == ("block", 0.6, None)
    assert right_mask("block", 0.6, 0.3, painted, (8, 8)) == ("block", 0.3, None)
    strategy, ratio, manual = right_mask("paint", 0.6, None, painted, (8, 8))
    assert (strategy, ratio) == ("paint", 0.6) and manual is painted  # the same grid: the same patches
    assert right_mask("paint", 0.6, None, painted, (12, 12)) == ("random", 0.5, None)  # the painted share
    assert right_mask("paint", 0.6, 0.2, painted, (8, 8)) == ("random", 0.2, None)
    assert right_mask("paint", 0.6, None, np.ones((8, 8), dtype=bool), (12, 12))[1] == 0.95


def test_the_right_sides_answer_for_an_older_request_is_dropped(model):
    p = ready(model, ratio=0.5)
    reconstructed(p)
    p.state.compare = ImageCompare(on=True, model="same")
    side = p.right
    side.request()
    side.submit(model)
    side.request()  # a newer request before the answer
    assert deliver(p) == [None] and side.result is None and side.is_busy() and not p.is_idle()
    side.submit(model)
    assert deliver(p) == ["compare"] and side.settled() and not side.is_busy()
    np.testing.assert_array_equal(side.result.reconstruction.mask, p.result.reconstruction.mask)  # the same patches


def test_a_patch_is_explained_once_per_reconstruction_and_an_older_answer_dropped(model):
    mask = np.zeros((8, 8), dtype=bool)
    mask[3, 4] = True
    assert (patch_problem(mask, (3, 4)), patch_problem(mask, (0, 0)), patch_problem(mask, (8, 0))) == \
        ("", VISIBLE, OUTSIDE)
    p = ready(model, ratio=0.75)
    ex = p.explain
    assert not ex.submit((0, 0), "gradient")  # no reconstruction to explain yet
    r = reconstructed(p)
    row, col = map(int, np.argwhere(r.reconstruction.mask)[0])
    assert ex.submit((row, col), "gradient") and ex.is_busy() and p.is_busy()
    assert not ex.submit((row, col), "gradient")  # asked already: nothing sent again
    assert deliver(p) == ["explain"] and not ex.is_busy()
    assert ex.result.method == "gradient" and tuple(ex.result.patch) == (row, col)
    assert ex.shown_patch() == (row, col)

    assert ex.submit((row, col), "attention")
    held = p.worker.run()  # its answer computed, not handed over yet
    p.state.seed += 1
    reconstructed(p)  # a new reconstruction meanwhile
    assert ex.shown_patch() is None  # the explanation on screen was made for the old one
    row, col = map(int, np.argwhere(p.result.reconstruction.mask)[0])
    assert ex.submit((row, col), "attention")  # asked again, on the new reconstruction
    assert [p.accept(key, rid, result) for key, rid, _, result in held] == [None]  # its request id is stale
    assert not ex.accept(held[0][3])  # and its key is not the one asked for now
    assert ex.result.method == "gradient"
    assert deliver(p) == ["explain"] and ex.result.method == "attention" and ex.shown_patch() == (row, col)
