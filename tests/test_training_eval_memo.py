"""A study's runs share step 0's evaluation only when they start from the same weights on
the same data and objective: the shared figures equal a fresh evaluation, and another seed
(other weights) or another objective is evaluated anew."""

from __future__ import annotations

from mlm_lab.training import TrainConfig, Trainer, build_data, load_metrics


def _step0(tmp_path, config, data, memo):
    result = Trainer(config, runs_dir=tmp_path, data=data, eval_memo=memo).run()
    assert result.state == "finished", result.message
    return load_metrics(result.run_dir)[0]


def test_step_zero_is_shared_by_equal_starts_and_equals_a_fresh_evaluation(tmp_path):
    base = TrainConfig(task="text", preset="nano", steps=2, eval_every=100, checkpoint_every=100, threads=1, eval_size=256)
    data = build_data(base)
    memo: dict = {}
    first = _step0(tmp_path, base, data, memo)
    assert len(memo) == 1
    other_rate = base.replace(masking=base.masking.__class__(mask_prob=0.5))
    shared = _step0(tmp_path, other_rate, data, memo)
    assert len(memo) == 1 and shared == first  # same seed, same init: the memo answered
    fresh = _step0(tmp_path, other_rate, data, None)  # no memo: evaluated anew, the same numbers
    assert fresh == first
    seed1 = _step0(tmp_path, base.replace(seed=1), data, memo)
    assert len(memo) == 2 and seed1["eval_loss"] != first["eval_loss"]
    causal = _step0(tmp_path, base.replace(objective="clm"), data, memo)
    assert len(memo) == 3 and "eval_next_token_loss" in causal and "eval_next_token_loss" not in first
