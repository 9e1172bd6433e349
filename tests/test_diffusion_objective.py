"""The masked-diffusion objective: rates, masks, the 1/t-weighted loss, and a real engine run."""

from __future__ import annotations

import math

import pytest
import torch

from mlm_lab.masking import diffusion_loss, diffusion_rates, mask_at_rates
from mlm_lab.training import TrainConfig, Trainer
from mlm_lab.training.config import ConfigError


def test_rates_are_low_discrepancy_and_inside_eps_1():
    gen = torch.Generator().manual_seed(3)
    t = diffusion_rates(8, eps=0.01, generator=gen)
    assert t.shape == (8,)
    assert float(t.min()) >= 0.01 and float(t.max()) < 1.0
    # evenly spaced after sorting: one offset, then steps of (1 - eps) / B
    gaps = t.sort().values.diff()
    assert torch.allclose(gaps, torch.full_like(gaps, 0.99 / 8), atol=1e-5)


def test_each_row_is_masked_at_its_rate_and_specials_never():
    gen = torch.Generator().manual_seed(0)
    ids = torch.randint(10, 100, (4, 5000), generator=gen)
    special = torch.zeros_like(ids, dtype=torch.bool)
    special[:, 0] = special[:, -1] = True
    rates = torch.tensor([0.1, 0.4, 0.7, 1.0])
    out = mask_at_rates(ids, rates, mask_token_id=4, special_tokens_mask=special, generator=gen)
    chosen = out.labels != -100
    assert not bool(chosen[special].any())
    n = 4998
    for b, t in enumerate(rates.tolist()):
        share = float(chosen[b].sum()) / n
        assert abs(share - t) <= 3 * math.sqrt(max(t * (1 - t), 1e-9) / n) + 1e-9
    assert bool((out.input_ids[chosen] == 4).all())  # every chosen token is [MASK]: no 80/10/10
    assert bool((out.input_ids[~chosen] == ids[~chosen]).all())
    assert out.ordinary.tolist() == [n] * 4


def test_the_loss_is_the_hand_computed_one_over_t_bound():
    labels = torch.tensor([[-100, 2, -100, 1], [0, -100, -100, -100]])  # row 0: two masked; row 1: one
    rates = torch.tensor([0.5, 0.25])
    ordinary = torch.tensor([4, 3])
    logits = torch.tensor([[2.0, 0.0, 1.0], [0.0, 0.5, 0.0], [1.0, 1.0, 1.0]])  # [M=3, V=3], row-major order
    ce = [-(torch.log_softmax(logits[i], 0)[k]) for i, k in enumerate((2, 1, 0))]
    expected = (float(ce[0]) / 0.5 + float(ce[1]) / 0.5 + float(ce[2]) / 0.25) / 7
    got = float(diffusion_loss(logits, labels, rates, ordinary))
    assert got == pytest.approx(expected, rel=1e-6)


def test_a_diffusion_run_learns_and_reports_its_bound(tmp_path):
    cfg = TrainConfig(task="text", objective="diffusion", preset="nano", steps=60, eval_every=30,
                      snapshot_every=60, checkpoint_every=60, threads=1, seed=0)
    result = Trainer(cfg, runs_dir=tmp_path).run()
    assert result.state == "finished"
    import json

    records = [json.loads(line) for line in (result.run_dir / "metrics.jsonl").read_text().splitlines()]
    evals = [r for r in records if "eval_diffusion_bound" in r]
    assert len(evals) >= 2
    first, last = evals[0], evals[-1]
    assert last["eval_diffusion_bound"] < first["eval_diffusion_bound"] - 0.5  # it learns on the bound
    assert "eval_accuracy" in last  # and is read at 15 % masking like an mlm run
    assert json.loads((result.run_dir / "config.json").read_text())["objective"] == "diffusion"


def test_an_unknown_objective_is_refused():
    with pytest.raises(ConfigError, match="objective"):
        TrainConfig(task="text", objective="diffuse")
    with pytest.raises(ConfigError):
        TrainConfig(task="image", objective="diffusion")
