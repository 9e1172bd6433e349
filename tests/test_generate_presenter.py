"""GeneratePresenter without Qt: a real small masked LM (the conftest's `small_text_model_dir`), a
worker that runs each job at once on the test's thread and keeps its answer until the test hands
it over, so the test decides the order the answers arrive in. What the presenter keeps and
drops, when it is busy, the rounds the rows show (remasked tokens with their history), and the
metrics' rows."""

from __future__ import annotations

import pytest

from mlm_lab.generation.schedule import reveal_counts
from mlm_lab.lab.generate import GenerateState
from mlm_lab.lab.generate_view.presenter import GeneratePresenter
from mlm_lab.lab.generate_view.rounds import METRICS_HEADER
from mlm_lab.lab.generate_view.settings import enabled_settings


class HeldWorker:
    """The Worker protocol on the calling thread: `submit` runs the job at once and holds its answer
    (key, request_id, ok, result or message) in `answers` until `hand_over` gives it to the presenter."""

    def __init__(self):
        self.latest: dict[str, int] = {}
        self.next_id = 0
        self.answers: list[tuple[str, int, bool, object]] = []
        self.submitted: list[str] = []  # the keys of every job, in order

    def submit(self, key, job) -> int:
        self.next_id += 1
        self.latest[key] = self.next_id
        self.submitted.append(key)
        try:
            self.answers.append((key, self.next_id, True, job()))
        except Exception as exc:  # a job's error is the worker's failed answer
            self.answers.append((key, self.next_id, False, str(exc)))
        return self.next_id

    def cancel(self, key) -> None:
        self.next_id += 1
        self.latest[key] = self.next_id

    def latest_id(self, key) -> int:
        return self.latest.get(key, 0)

    def is_stale(self, key, request_id) -> bool:
        return self.latest.get(key, 0) != request_id


def hand_over(presenter, answer):
    key, request_id, ok, payload = answer
    return presenter.accept(key, request_id, payload) if ok else presenter.failed(key, request_id, payload)


def hand_over_all(presenter, worker) -> list:
    taken = [hand_over(presenter, answer) for answer in worker.answers]
    worker.answers.clear()
    return taken


@pytest.fixture(scope="module")
def small_model(small_text_model_dir):
    from mlm_lab.models.load import load_text_model

    return load_text_model(small_text_model_dir)


def _presenter(model, **fields):
    worker = HeldWorker()
    presenter = GeneratePresenter(GenerateState(**fields), worker, provider=lambda: (model, "small"))
    return presenter, worker


def _generated(model, **fields):
    """A presenter whose first generation (the model first) is on screen."""
    presenter, worker = _presenter(model, **fields)
    assert presenter.submit_generation() == "model"
    assert hand_over_all(presenter, worker) == ["model"]
    assert presenter.submit_generation() == "generate"
    assert hand_over_all(presenter, worker) == ["generate"]
    return presenter, worker


def test_the_model_comes_first_then_the_rows_and_busy_says_what_is_awaited(small_model):
    presenter, worker = _presenter(small_model, prompt="", length=6, steps=3)
    assert presenter.model is None and presenter.model_status == "none" and presenter.result is None
    assert not presenter.is_busy(shown=False)  # hidden: nothing asked, nothing awaited
    assert presenter.is_busy()  # shown: the state asks for rows a model can give
    assert presenter.submit_generation() == "model" and presenter.model_status == "loading"
    assert presenter.is_busy(shown=False)  # the model is on its way
    assert presenter.submit_generation() is None  # asked once, while it loads
    assert hand_over_all(presenter, worker) == ["model"]
    assert presenter.model is small_model and presenter.model_name == "small" and presenter.model_status == "ready"
    assert presenter.is_busy() and not presenter.is_busy(shown=False)  # the rows are still to ask
    assert presenter.submit_generation() == "generate" and presenter.is_busy(shown=False)
    assert hand_over_all(presenter, worker) == ["generate"]
    result = presenter.result
    assert result.request == presenter.request() and result.steps == 3 and len(result.rows[0].positions) == 6
    assert not presenter.is_busy() and not presenter.behind()
    assert presenter.submit_generation() is None  # on screen already: nothing asked again
    assert worker.submitted == ["model", "generate"]
    assert presenter.submit_generation(force=True) == "generate"  # the Generate button asks all the same


def test_an_answer_to_an_older_request_or_an_older_model_is_dropped(small_model, small_tokenizer):
    from mlm_lab.models import MaskedLM, MaskedLMConfig
    from mlm_lab.models.text_model import TextModel

    presenter, worker = _generated(small_model, prompt="", length=6, steps=3)
    first = presenter.result
    presenter.state.steps = 2
    assert presenter.behind() and presenter.is_busy()
    presenter.submit_generation()
    presenter.state.steps = 6
    presenter.submit_generation()
    older, newer = worker.answers
    worker.answers.clear()
    assert hand_over(presenter, older) is None  # a newer request exists: dropped
    assert presenter.result is first and presenter.is_busy(shown=False)  # the newer one is still awaited
    assert hand_over(presenter, newer) == "generate"
    assert presenter.result.steps == 6 and not presenter.is_busy()
    # a generation asked of the last model is dropped once another model is in use
    presenter.state.seed = 5
    presenter.submit_generation()
    other = TextModel(MaskedLM(MaskedLMConfig(vocab_size=small_tokenizer.vocab_size, hidden_size=32, num_layers=1,
                                              num_heads=2, intermediate_size=64)), small_tokenizer, "other")
    assert presenter.offer(other, "other run")
    assert hand_over_all(presenter, worker) == [None]
    assert presenter.result.request[1]["seed"] == 0 and presenter.behind() and presenter.is_busy()
    assert presenter.submit_generation() == "generate" and hand_over_all(presenter, worker) == ["generate"]
    assert presenter.result.request[1]["seed"] == 5 and presenter.result.model_name == "other run"


def test_a_model_the_window_sets_while_the_generator_loads_wins(small_model, small_tokenizer):
    from mlm_lab.models import MaskedLM, MaskedLMConfig
    from mlm_lab.models.text_model import TextModel

    presenter, worker = _presenter(small_model)
    presenter.submit_generation()  # the provider's model, on its way
    picked = TextModel(MaskedLM(MaskedLMConfig(vocab_size=small_tokenizer.vocab_size, hidden_size=32, num_layers=1,
                                               num_heads=2, intermediate_size=64)), small_tokenizer, "picked")
    assert presenter.offer(picked, "my run")
    assert hand_over_all(presenter, worker) == [None]
    assert presenter.model is picked and presenter.model_name == "my run" and not presenter.awaiting


def test_a_causal_model_is_refused_and_the_bundled_one_comes_back(small_model, small_tokenizer):
    from mlm_lab.models import MaskedLM, MaskedLMConfig
    from mlm_lab.models.text_model import TextModel

    presenter, worker = _generated(small_model)
    causal = TextModel(MaskedLM(MaskedLMConfig(vocab_size=small_tokenizer.vocab_size, hidden_size=32, num_layers=1,
                                               num_heads=2, intermediate_size=64, causal=True)), small_tokenizer, "c")
    assert not presenter.offer(causal, "causal run")
    assert presenter.model is small_model and presenter.model_name == "small" and not presenter.behind()
    assert not presenter.use_bundled()  # the model in use is the provider's already
    masked = TextModel(MaskedLM(MaskedLMConfig(vocab_size=small_tokenizer.vocab_size, hidden_size=32, num_layers=1,
                                               num_heads=2, intermediate_size=64)), small_tokenizer, "m")
    assert presenter.offer(masked, "masked run") and presenter.model is masked
    assert presenter.use_bundled()
    assert presenter.model is None and presenter.model_status == "none"
    assert presenter.submit_generation() == "model" and hand_over_all(presenter, worker) == ["model"]
    assert presenter.model is small_model


def test_a_refused_setting_is_answered_once_and_the_rows_keep_the_last_generation(small_model):
    presenter, worker = _generated(small_model, prompt="", length=6, steps=3)
    shown = presenter.result
    presenter.state.steps = 9  # more steps than the 6 positions
    assert presenter.submit_generation() == "generate"
    key, request_id, ok, message = worker.answers[0]
    assert not ok and "steps (9) is more than the 6" in message
    assert hand_over_all(presenter, worker) == ["generate"]
    assert presenter.result is shown and not presenter.behind() and not presenter.is_busy()
    assert presenter.submit_generation() is None  # the same refusal is not asked again
    presenter.state.steps = 2
    assert presenter.submit_generation() == "generate" and hand_over_all(presenter, worker) == ["generate"]
    assert presenter.result.steps == 2


def test_a_generator_that_cannot_load_leaves_nothing_busy():
    def broken():
        raise OSError("no weights here")

    worker = HeldWorker()
    presenter = GeneratePresenter(GenerateState(), worker, provider=broken)
    assert presenter.submit_generation() == "model"
    assert hand_over_all(presenter, worker) == ["model"]
    assert presenter.model_status == "error" and presenter.model_error == "no weights here"
    assert not presenter.is_busy() and presenter.submit_generation() is None  # not asked again
    without = GeneratePresenter(GenerateState(), HeldWorker(), provider=None)  # a model only from set_model
    assert not without.is_busy() and without.submit_generation() is None


def test_the_rounds_shown_follow_the_states_round(small_model):
    presenter, _ = _generated(small_model, prompt="", length=8, steps=4)
    counts = reveal_counts(8, 4)
    assert presenter.shown_round() == 4  # round 0: the last
    for r in (1, 2, 3, 4):
        presenter.state.round = presenter.round_for_slider(r)
        assert presenter.shown_round() == r and presenter.state.round == (0 if r == 4 else r)
        (row,) = presenter.rows_shown()
        revealed = [c for c in row.chips if c.kind == "revealed"]
        assert len(revealed) == sum(counts[:r]) and sum(1 for c in row.chips if c.kind == "mask") == 8 - sum(counts[:r])
        assert sum(1 for c in revealed if c.new) == counts[r - 1] and all(c.round <= r for c in revealed)
        summary = presenter.round_summary()
        assert (summary.shown, summary.steps, len(summary.revealed)) == (r, 4, counts[r - 1])
        assert summary.still_masked == 8 - sum(counts[:r]) and not summary.each_sample
        assert [p for p, _, _ in summary.revealed] == row.row.rounds[r - 1].positions
    assert row.text == presenter.result.rows[0].text and "[MASK]" not in row.text
    assert presenter.cache_summary() is None  # no cache asked


def test_side_by_side_rows_each_show_their_share_of_the_rounds(small_model):
    presenter, _ = _generated(small_model, prompt="", length=8, steps=4, compare=True)
    result = presenter.result
    assert [row.key for row in result.rows] == ["one-step", "k-steps", "left-to-right"]
    presenter.state.round = 2
    one, k, ltr = presenter.rows_shown()
    assert (one.round, k.round, ltr.round) == (1, 2, 4)  # half of 1, 4 and 8 rounds
    assert sum(1 for c in ltr.chips if c.kind == "revealed") == 4


def test_remasked_tokens_are_shown_with_their_history(small_model):
    presenter, _ = _generated(small_model, prompt="", length=8, steps=16, remask=0.25)
    row = presenter.result.rows[0]
    assert row.revisions
    first = min(v.taken_back_in for v in row.revisions)
    assert first > 1  # the first rounds only write
    presenter.state.round = first - 1  # before any take-back: no chip has a history
    assert all(not c.history for c in presenter.rows_shown()[0].chips)
    presenter.state.round = first
    summary = presenter.round_summary()
    rnd = row.rounds[first - 1]
    assert summary.taken_back == tuple(rnd.taken_tokens) and len(summary.taken_back) == len(rnd.taken_back) > 0
    presenter.state.round = 0
    chips = {c.position: c for c in presenter.rows_shown()[0].chips}
    revised = {v.position for v in row.revisions}
    for p in revised:
        assert chips[p].history == tuple(v for v in row.revisions if v.position == p)
    assert all(not c.history for p, c in chips.items() if p not in revised)
    assert all(c.kind == "revealed" for c in chips.values())  # every token written again by the last round


def test_the_metrics_rows_are_one_per_revealed_position(small_model):
    presenter, _ = _presenter(small_model)
    assert presenter.metrics_rows() == (list(METRICS_HEADER), [])
    presenter, _ = _generated(small_model, prompt="", length=6, steps=3, samples=2)
    header, rows = presenter.metrics_rows()
    assert header == ["sample", "round", "position", "token", "probability"]
    positions = presenter.result.rows[0].positions
    assert len(rows) == 2 * 6 and {r[0] for r in rows} == {1, 2}
    assert sorted(r[2] for r in rows if r[0] == 1) == positions
    assert all(1 <= r[1] <= 3 and 0 <= r[4] <= 1 for r in rows)
    presenter.state.compare = True
    presenter.submit_generation()
    hand_over_all(presenter, presenter.worker)
    _, rows = presenter.metrics_rows()
    assert {r[0] for r in rows} == {row.label for row in presenter.result.rows}


def test_nothing_is_asked_or_kept_once_closed(small_model):
    presenter, worker = _presenter(small_model)
    presenter.submit_generation()
    presenter.close()
    assert hand_over_all(presenter, worker) == [None] and presenter.model is None
    assert presenter.submit_generation() is None and not presenter.is_busy() and worker.submitted == ["model"]


def test_the_settings_a_choice_turns_off():
    on = enabled_settings(GenerateState())
    assert on == {"steps": True, "schedule": True, "threshold": False, "remask": True, "cache_refresh": False,
                  "block_length": True, "samples": True}
    ltr = enabled_settings(GenerateState(remasking="left-to-right"))
    assert not (ltr["steps"] or ltr["schedule"] or ltr["remask"] or ltr["block_length"]) and not ltr["threshold"]
    sure = enabled_settings(GenerateState(remasking="threshold"))
    assert sure["threshold"] and not (sure["steps"] or sure["schedule"] or sure["remask"]) and sure["block_length"]
    assert enabled_settings(GenerateState(cache="prefix"))["cache_refresh"]
    assert not enabled_settings(GenerateState(cache="prefix", attention="block-causal"))["cache_refresh"]
    assert not enabled_settings(GenerateState(compare=True))["samples"]
