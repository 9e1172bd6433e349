"""Images by unmasking tokens: the VQ tokenizer, MaskGIT's masking and decoding, `mlm-lab train image-tokens`."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import numpy as np
import pytest
import torch

from mlm_lab.cli import main
from mlm_lab.generation.schedule import reveal_counts
from mlm_lab.generation.token_rounds import maskgit_decode, reveal_tokens_in_rounds
from mlm_lab.masking.maskgit import maskgit_mask
from mlm_lab.models.image_tokens_io import ImageTokenModel, load_image_tokens, load_part, save_image_tokens
from mlm_lab.models.token_transformer import TokenTransformer, TokenTransformerConfig
from mlm_lab.models.vq import VectorQuantizer, VQAutoencoder, VQConfig

SMALL_VQ = dict(channels=8, codebook_size=16, code_dim=4)


@pytest.fixture(scope="module")
def pair():
    torch.manual_seed(0)
    vq = VQAutoencoder(VQConfig(**SMALL_VQ)).eval()
    vq.quantizer.initialised.fill_(True)
    tf = TokenTransformer(TokenTransformerConfig(codebook_size=16, grid=12, hidden_size=32, num_layers=1,
                                                 num_heads=2)).eval()
    return ImageTokenModel(vq, tf)


def test_vq_shapes_ids_in_range_and_round_trip():
    vq = VQAutoencoder(VQConfig(**SMALL_VQ))
    x = torch.rand(3, 3, 32, 32)
    out = vq(x)  # training mode: the first batch initialises the codebook
    assert out.recon.shape == x.shape and out.ids.shape == (3, 4, 4)
    assert out.ids.dtype == torch.long and 0 <= int(out.ids.min()) and int(out.ids.max()) < 16
    assert torch.isfinite(out.loss) and 1.0 <= float(out.perplexity) <= 16.0
    vq.eval()
    ids = vq.encode(torch.rand(2, 3, 96, 96))  # fully convolutional: trains on crops, encodes 96 px
    assert ids.shape == (2, 12, 12) and int(ids.max()) < 16
    back = vq.decode(ids)
    assert back.shape == (2, 3, 96, 96) and float(back.min()) >= 0.0 and float(back.max()) <= 1.0
    assert vq.encode(back).shape == ids.shape  # decode -> encode round trip keeps the grid
    with pytest.raises(ValueError, match="multiples of 8"):
        vq.encode(torch.rand(1, 3, 30, 32))
    with pytest.raises(ValueError, match="0..15"):
        vq.decode(torch.full((1, 2, 2), 16))


def test_straight_through_gradient_is_the_identity_and_reaches_the_encoder():
    torch.manual_seed(0)
    q = VectorQuantizer(VQConfig(**SMALL_VQ)).eval()
    z = torch.randn(2, 4, 3, 3, requires_grad=True)
    z_st, ids, commit, _, _ = q(z)
    assert torch.allclose(z_st, q.embed[ids].permute(0, 3, 1, 2), atol=1e-6)  # forward: the nearest codes
    w = torch.randn_like(z)
    (z_st * w).sum().backward()
    assert torch.allclose(z.grad, w)  # backward: passed straight through
    vq = VQAutoencoder(VQConfig(**SMALL_VQ))
    vq(torch.rand(2, 3, 16, 16))  # initialise
    out = vq(torch.rand(2, 3, 16, 16))
    out.recon_loss.backward()  # the reconstruction alone: its gradient must cross the snap
    first = vq.encoder[0].weight.grad
    assert first is not None and float(first.abs().sum()) > 0
    assert vq.quantizer.embed.grad is None  # the codebook follows an EMA, not the gradient


def test_ema_moves_used_codes_and_dead_codes_are_restarted():
    q = VectorQuantizer(VQConfig(**SMALL_VQ, restart_below=0.5))
    gen = torch.Generator().manual_seed(0)
    z = torch.randn(4, 4, 4, 4, generator=gen)
    q(z, gen)  # initialise from the batch
    before = q.embed.clone()
    q.eval()
    q(z)
    assert torch.equal(q.embed, before)  # eval: nothing moves
    q.train()
    q.cluster_size[:5] = 0.0  # five codes nobody chose for a long while
    _, _, _, _, restarted = q(z, gen)
    assert restarted >= 5
    flat = z.permute(0, 2, 3, 1).reshape(-1, 4)
    for k in range(5):  # each restarted code is one of the batch's vectors
        assert torch.isclose(flat, q.embed[k][None]).all(1).any()
    assert not torch.equal(q.embed, before)


def test_maskgit_mask_follows_the_cosine_schedule():
    n, rows = 144, 20000
    mask = maskgit_mask(rows, n, generator=torch.Generator().manual_seed(1))
    counts = mask.sum(1).double()
    assert bool((counts >= 1).all()) and bool((counts <= n).all())
    share = counts / n
    # E[ceil(cos(pi r / 2) n)] / n, r ~ U(0, 1): 2 / pi plus the rounding up (about 0.5 / n)
    r = (torch.arange(100000, dtype=torch.float64) + 0.5) / 100000
    expected = float(torch.ceil(torch.cos(math.pi * r / 2) * n).clamp(1, n).mean()) / n
    sigma = float(share.std()) / math.sqrt(rows)
    assert abs(float(share.mean()) - expected) < 3 * sigma
    assert abs(expected - 2 / math.pi) < 0.01
    # P(share <= 1/2) = P(cos(pi r / 2) <= 1/2) = 1/3
    below = float((share <= 0.5).double().mean())
    assert abs(below - 1 / 3) < 3 * math.sqrt(1 / 3 * 2 / 3 / rows) + 1 / n
    # which positions: uniform over the grid
    per_position = mask.double().mean(0)
    assert float((per_position - per_position.mean()).abs().max()) < 5 * math.sqrt(0.25 / rows)
    again = maskgit_mask(rows, n, generator=torch.Generator().manual_seed(1))
    assert torch.equal(mask, again)


def test_decoding_reveals_every_token_in_the_rounds_most_confident_first(pair):
    tf = pair.transformer
    gen = torch.Generator().manual_seed(2)
    tokens = torch.randint(16, (144,), generator=gen)
    hidden = torch.rand(144, generator=gen) < 0.8
    n_hidden = int(hidden.sum())
    steps = maskgit_decode(tf, tokens, hidden, 6, temperature=0.0, sample_temperature=0.0, seed=0)
    assert len(steps) == 6
    assert [len(s.revealed) for s in steps] == reveal_counts(n_hidden, 6, "cosine")
    assert not bool(steps[-1].still.any())
    revealed = torch.cat([s.revealed for s in steps])
    assert sorted(revealed.tolist()) == sorted(hidden.nonzero().flatten().tolist())  # each hidden one, once
    assert torch.equal(steps[-1].tokens[~hidden], tokens[~hidden])  # the visible ones never change
    still, grid = hidden.clone(), tokens.clone()
    grid[hidden] = tf.config.mask_id
    for s in steps:
        with torch.no_grad():
            p = torch.softmax(tf(grid[None])[0], -1).max(-1).values  # the argmax's probability
        left = still.clone()
        left[s.revealed] = False
        assert torch.allclose(s.probability, p[s.revealed])
        assert bool((s.probability[:-1] >= s.probability[1:]).all())  # most confident first
        if left.any():
            assert float(s.probability.min()) >= float(p[left].max()) - 1e-6
        grid[s.revealed] = s.tokens[s.revealed]
        assert torch.equal(s.tokens[~left], grid[~left])  # committed tokens stay as drawn
        still = left
    with pytest.raises(ValueError, match="rounds must be"):
        maskgit_decode(tf, tokens, hidden, n_hidden + 1)
    with pytest.raises(ValueError, match="temperature"):
        maskgit_decode(tf, tokens, hidden, 2, temperature=-1.0)


def test_randomness_is_seeded_and_annealed(pair):
    tokens = torch.zeros(144, dtype=torch.long)
    hidden = torch.ones(144, dtype=torch.bool)
    a = maskgit_decode(pair.transformer, tokens, hidden, 4, seed=5)
    b = maskgit_decode(pair.transformer, tokens, hidden, 4, seed=5)
    c = maskgit_decode(pair.transformer, tokens, hidden, 4, seed=6)
    assert all(torch.equal(x.revealed, y.revealed) and torch.equal(x.tokens, y.tokens) for x, y in zip(a, b, strict=True))
    assert any(not torch.equal(x.revealed, y.revealed) for x, y in zip(a, c, strict=True))


def test_reveal_tokens_uses_the_mae_reveals_mask(pair, tmp_path):
    from mlm_lab.generation.image_rounds import reveal_in_rounds
    from mlm_lab.inference import bundled_image_model

    y, x = np.mgrid[0:120, 0:160] / 160.0
    photo = np.clip(np.stack([x, y, 0.5 + 0.5 * np.sin(12 * x) * (y > 0.4)], axis=2), 0, 1).astype(np.float32)
    r = reveal_tokens_in_rounds(pair, photo, ratio=0.9, rounds=4, seed=3)
    mae = reveal_in_rounds(bundled_image_model(), photo, ratio=0.9, rounds=4, seed=3)
    assert np.array_equal(r.start_mask, mae.start_mask)  # the same patches hidden, side by side
    assert np.allclose(r.original, mae.original, atol=1e-6)
    assert len(r.rounds) == 4 and sum(r.counts) == int(r.start_mask.sum())
    assert not r.final.hidden.any() and r.final.image.shape == (96, 96, 3)
    visible = ~np.kron(r.start_mask, np.ones((8, 8), dtype=bool))
    assert np.array_equal(r.final.image[visible], r.original[visible])
    assert np.isfinite(r.final.sharpness) and np.isfinite(r.ceiling_sharpness) and r.original_sharpness > 0
    save_image_tokens(pair, tmp_path / "pair")
    again = reveal_tokens_in_rounds(tmp_path / "pair", photo, ratio=0.9, rounds=4, seed=3)
    assert np.array_equal(again.final.tokens, r.final.tokens)


def _train(argv, capsys):
    code = main(["train", "image-tokens", *argv])
    return code, capsys.readouterr()


def test_a_tiny_run_of_both_stages_writes_run_folders_that_load_back(tmp_path, capsys):
    cfg = tmp_path / "small.json"
    cfg.write_text(json.dumps({"task": "image-tokens", "stage": "tokenizer", "channels": 8, "codebook_size": 16,
                               "code_dim": 4, "eval_size": 4, "batch_size": 4, "log_every": 1}))
    code, out = _train(["--config", str(cfg), "--data", "generated", "--steps", "3", "--eval-every", "2",
                        "--checkpoint-every", "2", "--runs-dir", str(tmp_path / "runs"), "--threads", "1"], capsys)
    assert code == 0, out.err
    stage1 = next((tmp_path / "runs").iterdir())
    records = [json.loads(line) for line in (stage1 / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in records] == [0, 1, 2, 3]
    assert {"eval_loss", "eval_psnr", "eval_detail_kept", "eval_codes_used"} <= set(records[-1])
    assert json.loads((stage1 / "status.json").read_text())["state"] == "finished"
    assert json.loads((stage1 / "config.json").read_text())["task"] == "image-tokens"
    vq = load_part(stage1 / "checkpoints" / "step-3", "vq")  # a checkpoint is a loadable folder
    assert vq.config.codebook_size == 16
    # resume: more steps continue the same folder
    code = main(["train", "--resume", str(stage1), "--steps", "4", "--threads", "1"])
    out = capsys.readouterr()
    assert code == 0, out.err
    records = [json.loads(line) for line in (stage1 / "metrics.jsonl").read_text().splitlines()]
    assert records[-1]["step"] == 4 and [r["step"] for r in records].count(3) == 1

    cfg.write_text(json.dumps({"task": "image-tokens", "stage": "transformer", "hidden_size": 16, "num_layers": 1,
                               "num_heads": 2, "views_per_image": 1, "eval_size": 4, "batch_size": 4}))
    code, out = _train(["--config", str(cfg), "--data", "generated", "--tokenizer", str(stage1), "--steps", "2",
                        "--runs-dir", str(tmp_path / "runs2"), "--threads", "1"], capsys)
    assert code == 0, out.err
    stage2 = next((tmp_path / "runs2").iterdir())
    pair = load_image_tokens(stage2)
    assert pair.transformer.config.codebook_size == 16 and pair.transformer.config.grid == 12
    final = json.loads((stage2 / "metrics.jsonl").read_text().splitlines()[-1])
    assert {"eval_loss_50", "eval_accuracy_90"} <= set(final)
    with pytest.raises(Exception, match="transformer"):
        load_image_tokens(stage1)  # a tokenizer alone cannot reveal tokens


@pytest.mark.parametrize("argv, fragment", [
    (["--stage", "transformer", "--data", "generated"], "--tokenizer"),
    (["--stage", "transformer", "--tokenizer", "resources/models/mae-tiny"], "has no tokenizer"),
    (["--stage", "tokenizer", "--preset", "tiny"], "--preset is for text and MAE runs"),
    (["--data", "generated"], "--stage"),
    (["--stage", "tokenizer", "--data", "/no/such/folder"], "no such file or folder"),
])
def test_bad_input_is_one_line_and_exit_2(argv, fragment, capsys, tmp_path):
    with pytest.raises(SystemExit) as exc:
        main(["train", "image-tokens", *argv, "--runs-dir", str(tmp_path)])
    err = capsys.readouterr().err
    assert exc.value.code == 2 and fragment in err and len(err.strip().splitlines()) == 1, err
    assert not any(tmp_path.iterdir())  # refused before any run folder is made


def test_the_console_command_refuses_an_mae_as_a_tokenizer():
    out = subprocess.run([sys.executable, "-m", "mlm_lab", "train", "image-tokens", "--stage", "transformer",
                          "--tokenizer", "resources/models/mae-tiny"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1, out.stderr


def test_the_bundled_pair_loads_fits_the_budget_and_has_its_card():
    from mlm_lab.models.image_tokens_io import bundled_image_tokens_dir

    folder = bundled_image_tokens_dir()
    if not (folder / "transformer" / "model.safetensors").is_file():
        pytest.skip("image-tokens-tiny is not bundled")
    pair = load_image_tokens(folder)
    assert pair.tokenizer.config.grid == (12, 12) and pair.transformer.config.codebook_size == 512
    every = folder.parent  # every bundled model together stays under the lab's 60 MB
    assert sum(p.stat().st_size for p in every.rglob("*") if p.is_file()) < 60 * 1024 * 1024
    card = (folder / "MODEL_CARD.md").read_text(encoding="utf-8")
    for needle in ("BSDS500", "mlm-lab train image-tokens --stage tokenizer", "--stage transformer",
                   "learning_curve.png", "What this scale can and cannot show", "MAE one shot"):
        assert needle in card
    assert (folder / "learning_curve.png").is_file()
