"""The causal-LM objective: the same encoder with a causal mask and a next-token loss."""

from __future__ import annotations

import json

import pytest
import torch

from mlm_lab.cli import main
from mlm_lab.models import MaskedLM, load_pretrained, text_config
from mlm_lab.training import ConfigError, TrainConfig, Trainer, load_metrics, read_status
from mlm_lab.training.tasks import next_token_labels


def _causal_model(seed=0):
    torch.manual_seed(seed)
    model = MaskedLM(text_config("nano", 50, causal=True))
    return model.eval()


def test_the_attention_mask_is_lower_triangular():
    model = _causal_model()
    bias = model.attention_bias(None, 6, torch.float32, torch.device("cpu"))  # [1, 1, 6, 6]
    allowed = bias[0, 0] == 0
    assert torch.equal(allowed, torch.ones(6, 6, dtype=torch.bool).tril())
    # with padding: a real query never sees a later or a padded key
    mask = torch.tensor([[1, 1, 1, 1, 0, 0]])
    allowed = model.attention_bias(mask, 6, torch.float32, torch.device("cpu"))[0, 0] == 0
    assert not allowed[:4].triu(1).any() and not allowed[:4, 4:].any()
    # the weights the model reports put nothing on later positions
    ids = torch.randint(5, 50, (2, 6))
    with torch.no_grad():
        out = model(ids, return_attentions=True)
    for weights in out.attentions:  # [B, H, T, T]
        assert float(weights.triu(1).abs().max()) == 0.0


def test_changing_a_later_token_leaves_earlier_logits_unchanged():
    model = _causal_model()
    ids = torch.randint(5, 50, (3, 10))
    changed = ids.clone()
    changed[:, 6] = (ids[:, 6] + 7) % 45 + 5  # a different token at position 6
    with torch.no_grad():
        a = model(ids).logits  # [B, T, V]
        b = model(changed).logits
    assert torch.allclose(a[:, :6], b[:, :6], atol=1e-6, rtol=0)
    assert not torch.allclose(a[:, 6:], b[:, 6:], atol=1e-3)  # later positions do see it
    # the same holds with a padding mask
    mask = torch.ones(3, 10, dtype=torch.long)
    mask[:, 8:] = 0
    with torch.no_grad():
        a = model(ids, attention_mask=mask).logits
        b = model(changed, attention_mask=mask).logits
    assert torch.allclose(a[:, :6], b[:, :6], atol=1e-6, rtol=0)
    # and a masked (bidirectional) model is different: earlier positions see the change
    torch.manual_seed(0)
    bidirectional = MaskedLM(text_config("nano", 50)).eval()
    with torch.no_grad():
        a, b = bidirectional(ids).logits, bidirectional(changed).logits
    assert not torch.allclose(a[:, :6], b[:, :6], atol=1e-4)


def test_next_token_labels_shift_by_one_and_skip_padding():
    rows = torch.tensor([[2, 10, 11, 3, 0, 0], [2, 12, 13, 14, 15, 3]])
    labels = next_token_labels(rows, pad_id=0)
    assert labels.tolist() == [[10, 11, 3, -100, -100, -100], [12, 13, 14, 15, 3, -100]]


def test_objective_is_checked_recorded_and_old_configs_still_load(tmp_path):
    with pytest.raises(ConfigError, match="objective"):
        TrainConfig(task="text", objective="bogus")
    with pytest.raises(ConfigError, match="objective"):
        TrainConfig(task="image", objective="clm")
    config = TrainConfig(task="text", objective="clm")
    assert TrainConfig.from_json(config.to_json()).objective == "clm"
    old = config.to_dict()
    del old["objective"]  # a config.json written before the field existed
    (tmp_path / "config.json").write_text(json.dumps(old))
    assert TrainConfig.load(tmp_path / "config.json").objective == "mlm"


def test_a_nano_causal_run_beats_the_unigram_baseline_on_next_tokens(tmp_path):
    config = TrainConfig(task="text", data="toy", objective="clm", steps=300, eval_every=100, snapshot_every=300,
                         checkpoint_every=300, threads=1, seed=0)
    result = Trainer(config, runs_dir=tmp_path).run()
    assert result.state == "finished"
    records = load_metrics(result.run_dir)
    status = read_status(result.run_dir)
    baseline = status["unigram_baseline"]  # always guessing the most frequent next token
    assert status["objective"] == "clm" and 0.05 < baseline < 0.4
    first, last = records[0], records[-1]
    assert first["eval_next_token_accuracy"] < baseline  # the untrained model knows nothing
    assert last["step"] == 300
    assert last["eval_next_token_accuracy"] == last["eval_accuracy"]  # its own objective's accuracy
    assert last["eval_next_token_loss"] == last["eval_loss"] < first["eval_loss"]
    assert last["eval_next_token_accuracy"] > 1.5 * baseline
    # the saved model is a causal one, and says so
    checkpoint = result.run_dir / "checkpoints" / "step-300"
    assert json.loads((checkpoint / "config.json").read_text())["causal"] is True
    assert load_pretrained(checkpoint).config.causal
    assert TrainConfig.load(result.run_dir / "config.json").objective == "clm"


def test_cli_objective_flag(tmp_path, capsys):
    code = main(["train", "text", "--objective", "clm", "--steps", "4", "--batch-size", "16", "--eval-every", "2",
                 "--threads", "1", "--runs-dir", str(tmp_path)])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert "next-token accuracy" in out.out
    run_dir = next(tmp_path.iterdir())
    assert TrainConfig.load(run_dir / "config.json").objective == "clm"
    with pytest.raises(SystemExit) as exit_info:
        main(["train", "text", "--objective", "bogus", "--runs-dir", str(tmp_path)])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "objective" in err and "Traceback" not in err
