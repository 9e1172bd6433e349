"""The Text tab's presenter and its parts, without Qt (mlm_lab/lab/text_view): the masking
read from a TextState, TextState.token_config, the presenter's generations, dirty flags and
stale answers with a synchronous stand-in for the worker thread, the exports, and the
attention view's layer and head as fields of the lab file."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mlm_lab.lab import LabState, LabStateError, load_state, save_state
from mlm_lab.lab.text import TextState
from mlm_lab.lab.text_view.masking import compute_masking, with_mask_prob
from mlm_lab.lab.text_view.metrics import METRICS_HEADER
from mlm_lab.lab.text_view.presenter import TextPresenter
from mlm_lab.masking import TokenMaskingConfig

SENTENCE = "the cat sat on the mat and looked at the dog"


class SyncWorker:
    """The worker's contract (keyed jobs, the newest id of a key wins), run at once or held."""

    def __init__(self, hold: bool = False):
        self.hold = hold
        self.ids: dict[str, int] = {}
        self.answers: list[tuple[str, int, object]] = []  # (key, id, result) in the order they finished
        self.held: list[tuple[str, int, object]] = []
        self.cancelled: list[str] = []

    def submit(self, key, job):
        self.ids[key] = self.ids.get(key, 0) + 1
        rid = self.ids[key]
        if self.hold:
            self.held.append((key, rid, job))
        else:
            self.answers.append((key, rid, job()))
        return rid

    def run_held(self):
        for key, rid, job in self.held:
            self.answers.append((key, rid, job()))
        self.held = []

    def cancel(self, key):
        self.cancelled.append(key)
        self.ids[key] = self.ids.get(key, 0) + 1  # anything in flight is now stale

    def latest_id(self, key):
        return self.ids.get(key, 0)

    def is_stale(self, key, rid):
        return rid != self.ids.get(key, 0)


@pytest.fixture(scope="module")
def model(small_text_model_dir):
    from mlm_lab.inference import load_text_model

    return load_text_model(small_text_model_dir)


def _presenter(state=None, model=None, hold=False) -> TextPresenter:
    p = TextPresenter(state if state is not None else TextState(text=SENTENCE), SyncWorker(hold))
    p.ready = True
    if model is not None:
        p.set_model(model)
    return p


def _deliver(p: TextPresenter) -> list[str | None]:
    taken = [p.accept(key, rid, result) for key, rid, result in p.worker.answers]
    p.worker.answers = []
    return taken


# -- TextState.token_config and compute_masking ------------------------------------------------
def test_token_config_is_the_engines_config_of_the_state():
    s = TextState(strategy="whole_word", mask_prob=0.3, mask_token_prob=0.6, random_token_prob=0.3, keep_prob=0.1)
    config = s.token_config()
    assert isinstance(config, TokenMaskingConfig)
    assert (config.strategy, config.mask_prob) == ("whole_word", 0.3)
    assert config.mask_token_prob == pytest.approx(0.6) and config.random_token_prob == pytest.approx(0.3) and config.keep_prob == pytest.approx(0.1)
    for other in ("t5", "manual", "permutation"):  # masked by their own functions: random's config
        assert TextState(strategy=other).token_config().strategy == "random"


def test_token_config_scales_a_half_made_split_to_sum_to_one():
    s = TextState()
    s.mask_token_prob, s.random_token_prob, s.keep_prob = 0.5, 0.5, 0.5  # each checked on its own
    c = s.token_config()
    assert (c.mask_token_prob, c.random_token_prob, c.keep_prob) == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    s.mask_token_prob = s.random_token_prob = s.keep_prob = 0.0
    c = s.token_config()
    assert (c.mask_token_prob, c.random_token_prob) == pytest.approx((0.8, 0.1))


def test_compute_masking_reads_the_state_and_the_seed_decides(small_tokenizer):
    state = TextState(text=SENTENCE, mask_prob=0.5, seed=3)
    one = compute_masking(small_tokenizer, state)
    again = compute_masking(small_tokenizer, state.copy())
    assert one.selected and one.states == again.states and one.input_ids == again.input_ids
    state.seed = 4
    assert compute_masking(small_tokenizer, state).states != one.states
    hand = TextState(text=SENTENCE, strategy="manual", manual=[0, 2, 999])  # [CLS] and past the end: ignored
    assert compute_masking(small_tokenizer, hand).selected == [2]
    assert "empty" in compute_masking(small_tokenizer, TextState(text="  ")).message


def test_with_mask_prob_masks_a_copy_and_leaves_the_state_alone(small_tokenizer):
    state = TextState(text=SENTENCE, mask_prob=0.15, seed=1)
    assert with_mask_prob(state, None) is state and with_mask_prob(state, 0.15) is state
    other = with_mask_prob(state, 0.9)
    assert other is not state and other.mask_prob == 0.9 and state.mask_prob == 0.15
    assert len(compute_masking(small_tokenizer, other).selected) > len(compute_masking(small_tokenizer, state).selected)


# -- the presenter -------------------------------------------------------------------------------
def test_nothing_is_masked_before_the_core_is_ready_or_once_closed():
    p = TextPresenter(TextState(text=SENTENCE), SyncWorker())
    assert not p.remask() and p.masking is None and p.is_busy()  # still starting
    p.warm_up()
    assert _deliver(p) == ["warmup"] and p.ready
    assert p.remask() and p.masking.tokens[0] == "[CLS]" and p.generation == 1
    assert not p.is_busy()  # no model: nothing to wait for
    p.close()
    assert not p.remask() and p.generation == 1 and not p.is_busy()


def test_the_prediction_of_the_current_masking_is_kept_and_an_older_one_dropped(model):
    p = _presenter(TextState(text=SENTENCE, mask_prob=0.5, seed=2), model, hold=True)
    p.remask()
    p.submit_prediction()
    first = p.masking
    assert p.awaits_prediction() and p.is_busy()
    p.state.seed = 3
    p.remask()  # a slider step before the answer came
    p.submit_prediction()
    p.worker.run_held()
    assert _deliver(p) == [None, "predict"]  # the first answer is stale
    assert p.masking is not first and [q.position for q in p.prediction.predictions] == p.masking.selected
    assert not p.is_busy() and p.attentions() is not None
    # an answer of the newest request, but for a masking made since, is dropped too
    p.submit_prediction()
    p.remask()
    p.worker.run_held()
    assert _deliver(p) == [None] and p.prediction is None


def test_page_work_is_asked_once_per_masking(model):
    p = _presenter(TextState(text=SENTENCE + " " + SENTENCE, mask_prob=0.3), model)
    p.remask()
    assert p.submit_page_work("attention") is None
    assert p.submit_page_work("statistics") == "stats"
    assert p.submit_page_work("statistics") is None  # the same masking: not again
    assert _deliver(p) == ["stats"]
    stats = p.statistics
    assert stats.resamples == 1000 and stats.p == pytest.approx(0.3)
    assert abs(stats.mean_fraction - 0.3) <= 3 * stats.sigma_of_mean
    assert p.submit_page_work("fill") == "fill" and _deliver(p) == ["fill"]
    assert p.fill_result.positions == p.masking.selected
    p.remask()  # a new masking: its answers are asked again
    assert p.statistics is None and p.fill_result is None and p.stats_dirty and p.fill_dirty
    assert p.submit_page_work("statistics") == "stats"


def test_the_presenter_is_busy_until_the_open_pages_answer_is_in(model):
    """A screenshot or a lesson step waits on `is_busy`: the statistics or the fill asked for the
    open page count, as the prediction does; a new masking, or a failed job, lets go of them."""
    p = _presenter(TextState(text=SENTENCE + " " + SENTENCE, mask_prob=0.3), model, hold=True)
    p.remask()
    p.submit_prediction()
    p.worker.run_held()
    _deliver(p)
    assert not p.is_busy()
    assert p.submit_page_work("statistics") == "stats" and p.is_busy() and p.page_pending == {"stats"}
    p.worker.run_held()
    assert p.is_busy()  # answered by the worker, not yet taken
    assert _deliver(p) == ["stats"] and not p.is_busy()
    assert p.submit_page_work("fill") == "fill" and p.is_busy()
    p.failed("fill")
    assert not p.is_busy()
    p.remask()
    p.worker.held = []  # the old masking's prediction, never answered
    assert p.submit_page_work("statistics") == "stats" and "stats" in p.page_pending
    p.remask()  # a newer masking: the old statistics no longer count
    assert "stats" not in p.page_pending


def test_page_work_that_has_nothing_to_do_queues_nothing():
    p = _presenter(TextState(text=SENTENCE, strategy="manual", manual=[2]))
    p.remask()
    assert p.submit_page_work("statistics") is None and "stats" in p.worker.cancelled  # nothing drawn at random
    assert p.submit_page_work("fill") is None and "fill" in p.worker.cancelled  # no model
    p.state.text = ""
    p.remask()
    p.stats_dirty = True
    assert p.submit_page_work("statistics") is None


def test_a_loaded_model_is_taken_unless_one_was_set_meanwhile(model):
    p = _presenter(hold=True)
    p.load_model(lambda: model)
    assert p.model_status == "loading"
    p.worker.run_held()
    key, rid, result = p.worker.answers[0]
    assert p.accept(key, rid, result) == "model" and result is model  # the tab takes it (set_model)
    p.set_model(model)
    assert p.accept(key, rid, result) is None  # one is there: the window's choice wins
    p.set_error("no model.safetensors")
    assert p.model_status == "ready" and p.model_error  # the model in use stays
    p.set_model(None)
    p.set_error("broken")
    assert p.model_status == "error" and p.model_name() == ""


def test_the_exports_say_why_they_are_empty_and_list_the_predicted_tokens(model):
    p = _presenter(TextState(text=SENTENCE, mask_prob=0.4, seed=5))
    p.remask()
    assert "No text model" in p.metrics_empty_reason() and p.metrics_rows() == []
    p.set_model(model)
    p.remask()
    assert "still predicting" in p.metrics_empty_reason()
    p.submit_prediction()
    _deliver(p)
    rows = p.metrics_rows()
    assert p.metrics_empty_reason() == "" and [r[0] for r in rows] == p.masking.selected
    assert all(len(r) == len(METRICS_HEADER) for r in rows)
    assert {r[METRICS_HEADER.index("model")] for r in rows} == {p.model_name()}
    p.state.strategy = "t5"
    p.remask()
    assert "T5" in p.metrics_empty_reason()


def test_the_followed_token_is_the_clicked_one_else_the_first_predicted():
    p = _presenter(TextState(text=SENTENCE, mask_prob=0.5, seed=1))
    p.remask()
    assert p.selected() == p.masking.selected[0]
    p.state.selected_token = 3
    assert p.selected() == 3
    p.state.selected_token = 500  # past the sentence (a file's): back to the first predicted
    assert p.selected() == p.masking.selected[0]


def test_the_presenter_imports_neither_qt_nor_torch():
    code = ("import sys; import mlm_lab.lab.text_view.presenter; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'torch', 'pyqtgraph')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stderr


# -- the attention view's layer and head, in the lab file ---------------------------------------
def test_layer_and_head_are_checked_fields_a_lab_file_keeps(tmp_path):
    lab = LabState()
    lab.text.layer, lab.text.head = 3, 2
    path = save_state(lab, tmp_path / "attention.mlmlab")
    data = json.loads(path.read_text())
    assert (data["text"]["layer"], data["text"]["head"]) == (3, 2)
    again = load_state(path)
    assert (again.text.layer, again.text.head) == (3, 2)
    for name, bad in (("layer", -1), ("head", -2), ("layer", 1.5), ("head", "mean")):
        with pytest.raises(LabStateError, match=f"text.{name}"):
            setattr(lab.text, name, bad)
    assert (lab.text.layer, lab.text.head) == (3, 2)


def test_a_lab_file_without_layer_and_head_still_opens(tmp_path):
    data = LabState().to_dict()
    data["text"].pop("layer", None)
    data["text"].pop("head", None)
    data["text"]["view"] = "attention"
    path = tmp_path / "old.mlmlab"
    path.write_text(json.dumps(data))
    state = load_state(path)
    assert (state.text.layer, state.text.head) == (0, -1)  # the first layer, the mean of the heads
