"""The engine's seams: prebuilt data for a series of runs, typed events, one checkpoint rule,
the MAE pixel helpers, and the app bridge reading run folders through the engine."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from mlm_lab.training import ConfigError, TrainConfig, Trainer, build_data, load_metrics
from mlm_lab.training.events import (
    EventCallback,
    Log,
    Metrics,
    Snapshot,
    Started,
    Status,
    event_from_dict,
)
from mlm_lab.training.runs import list_checkpoints, newest_checkpoint


def quick(task="text", **overrides) -> TrainConfig:
    base = dict(task=task, steps=6, batch_size=16 if task == "text" else 8, eval_every=3, snapshot_every=6,
                checkpoint_every=100, threads=1, eval_size=64 if task == "text" else 8)
    base.update(overrides)
    return TrainConfig.from_dict(base)


# -- prebuilt data ------------------------------------------------------------------------------
def test_runs_on_prebuilt_data_compute_what_runs_that_build_their_own_do(tmp_path):
    config = quick()
    data = build_data(config)
    shared = [Trainer(config.replace(masking={"mask_prob": p}), runs_dir=tmp_path / "shared", data=data).run()
              for p in (0.15, 0.4)]
    alone = Trainer(config.replace(masking={"mask_prob": 0.4}), runs_dir=tmp_path / "alone").run()
    assert [r.state for r in shared] == ["finished", "finished"]
    ours, theirs = load_metrics(shared[1].run_dir), load_metrics(alone.run_dir)
    assert [r["step"] for r in ours] == [r["step"] for r in theirs] == list(range(7))
    for a, b in zip(ours[1:], theirs[1:], strict=True):
        assert a["train_loss"] == b["train_loss"]
    assert ours[-1]["eval_accuracy"] == theirs[-1]["eval_accuracy"]
    assert (shared[0].run_dir / "tokenizer.json").is_file()  # the run folder is complete as ever
    assert load_metrics(shared[0].run_dir)[1]["train_loss"] != ours[1]["train_loss"]  # other masking, other run


def test_prebuilt_data_must_match_the_config(tmp_path):
    data = build_data(quick())
    with pytest.raises(ConfigError, match="seq_len"):
        Trainer(quick(seq_len=10), runs_dir=tmp_path, data=data)
    with pytest.raises(ConfigError, match="build_data"):
        Trainer(quick(), runs_dir=tmp_path, data=object())
    image = build_data(quick("image"))
    with pytest.raises(ConfigError, match="seed"):  # the generated pool is drawn from the seed
        Trainer(quick("image", seed=1), runs_dir=tmp_path, data=image)
    with pytest.raises(ValueError, match="new run"):
        Trainer(None, resume=tmp_path, data=data)
    assert not list(tmp_path.iterdir())  # nothing was written


# -- events ---------------------------------------------------------------------------------------
def test_event_callback_emits_typed_events_that_round_trip():
    got = []
    cb = EventCallback(got.append)
    cb.on_start("/runs/x", {"task": "text", "step": 0, "steps": 10, "data": "toy", "parameters": 5,
                            "unigram_baseline": 0.2, "objective": "clm", "something_new": 1})
    cb.on_metrics({"step": 3, "train_loss": 2.5})
    cb.on_snapshot(3, [{"text": "a"}], "/runs/x/snapshots/step-3.json")
    cb.on_status("finished", "done", 10)
    cb.on_log("hello")
    assert [type(e) for e in got] == [Started, Metrics, Snapshot, Status, Log]
    started, metrics = got[0], got[1]
    assert started.run_dir == "/runs/x" and started.objective == "clm" and started.unigram_baseline == 0.2
    assert metrics.step == 3 and metrics.value("train_loss") == 2.5 and metrics.value("eval_loss") is None
    assert Metrics({"step": 4, "train_loss": float("nan"), "lr": True}).value("train_loss") is None  # never plotted
    assert not hasattr(metrics, "get") and not hasattr(metrics, "__getitem__")  # typed: no dict shims
    assert got[3].to_dict() == {"type": "status", "state": "finished", "message": "done", "step": 10}
    for event in got:
        assert event_from_dict(json.loads(json.dumps(event.to_dict()))) == event
    with pytest.raises(ValueError):
        event_from_dict({"type": "nonsense"})


# -- one checkpoint rule ------------------------------------------------------------------------
def test_a_checkpoint_without_its_weights_is_not_a_checkpoint(tmp_path):
    for step, files in ((100, ("trainer_state.json", "model.safetensors")), (200, ("trainer_state.json",)),
                        (300, ("model.safetensors",))):
        folder = tmp_path / "checkpoints" / f"step-{step}"
        folder.mkdir(parents=True)
        for name in files:
            (folder / name).write_text("x")
    assert [p.name for p in list_checkpoints(tmp_path)] == ["step-100"]
    assert newest_checkpoint(tmp_path).name == "step-100"
    from mlm_lab.app.training import bridge as training_bridge
    from mlm_lab.app.window import model_sources
    from mlm_lab.training import checkpoint

    assert model_sources.newest_checkpoint is newest_checkpoint is training_bridge.newest_checkpoint
    assert checkpoint.list_checkpoints is list_checkpoints


# -- the bridge reads through the engine --------------------------------------------------------------
def test_bridge_lists_runs_with_the_engines_reading(tmp_path):
    from mlm_lab.app.training.bridge import list_run_infos, read_run_metrics
    from mlm_lab.lab.training import TrainingForm
    from mlm_lab.training.config import PRESET_DEFAULTS

    result = Trainer(quick(objective="clm", checkpoint_every=3), runs_dir=tmp_path).run()
    (tmp_path / "not-a-run").mkdir()
    infos = list_run_infos(tmp_path)
    assert len(infos) == 1
    info = infos[0]
    assert info.path == str(result.run_dir) and info.task == "text" and info.status == "finished"
    assert info.has_checkpoint and not info.resumable and info.config.objective == "clm"
    assert "causal LM" in info.summary and "step 6" in info.summary
    records = read_run_metrics(result.run_dir)
    assert all(isinstance(m, Metrics) for m in records)
    assert [m.step for m in records] == list(range(7)) and records[-1].value("eval_accuracy") is not None
    # the form's learning rates are the engine's preset rates (one table: the engine's)
    for task in ("text", "image"):
        for preset in ("nano", "tiny"):
            assert TrainingForm.defaults(task, preset).lr == PRESET_DEFAULTS[(task, preset)]["lr"]


# -- MAE pixels ------------------------------------------------------------------------------------
def test_mae_pixels_undo_the_normalisation_and_compose_the_pictures():
    from mlm_lab.mae_pixels import compose, patch_squared_error, predicted_pixels, psnr_from_mse
    from mlm_lab.models import MaskedAutoencoder, image_config

    torch.manual_seed(0)
    images = torch.rand(2, 3, 32, 32)
    for norm_pix in (False, True):
        mae = MaskedAutoencoder(image_config("nano", norm_pix_loss=norm_pix)).eval()
        target = mae.patchify(mae.normalize(images))  # what a perfect decoder would predict
        if norm_pix:
            target = (target - target.mean(-1, keepdim=True)) / (target.var(-1, keepdim=True) + 1e-6) ** 0.5
        pixels = predicted_pixels(mae, images, target)
        assert torch.allclose(pixels, mae.patchify(images), atol=1e-5)
        assert float(patch_squared_error(mae, images, pixels).max()) < 1e-9
    mask = torch.zeros(2, mae.config.num_patches, dtype=torch.bool)
    mask[:, ::2] = True
    grey = torch.full_like(mae.patchify(images), 0.25)
    recon, masked, pasted = compose(mae, images, grey, mask)
    hidden = mae.unpatchify(mask[..., None].float().expand(-1, -1, grey.shape[-1])) > 0.5
    assert torch.equal(pasted[~hidden], images[~hidden]) and bool((pasted[hidden] == 0.25).all())
    assert bool((masked[hidden] == 0.5).all()) and torch.equal(masked[~hidden], images[~hidden])
    assert bool((recon == 0.25).all())
    assert psnr_from_mse(0.01) == pytest.approx(20.0) and psnr_from_mse(0.0) == float("inf")


def test_reconstruct_shows_the_same_pixels_as_the_trainer(tmp_path):
    from mlm_lab.inference import reconstruct
    from mlm_lab.mae_pixels import predicted_pixels
    from mlm_lab.masking import patch_mask_from_bool
    from mlm_lab.models import MaskedAutoencoder, image_config

    torch.manual_seed(1)
    mae = MaskedAutoencoder(image_config("nano", norm_pix_loss=True)).eval()
    rng = np.random.default_rng(0)
    image = rng.random((32, 32, 3)).astype(np.float32)
    hidden = rng.random(mae.config.grid) < 0.75
    out = reconstruct(image, model=mae, mask=hidden)
    x01 = torch.from_numpy(out.original).permute(2, 0, 1)[None]
    with torch.no_grad():
        pred = mae(mae.normalize(x01), patch_mask=patch_mask_from_bool(torch.from_numpy(hidden).reshape(1, -1))).pred
        expected = mae.unpatchify(predicted_pixels(mae, x01, pred))[0].permute(1, 2, 0).numpy()
    np.testing.assert_allclose(out.reconstruction, expected, atol=1e-6)
    assert out.uses_target_stats
