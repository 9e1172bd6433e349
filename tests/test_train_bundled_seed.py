"""scripts/train_bundled.py's seeded main run: the shipped text-tiny grown to the small preset,
with the engine's own optimizer settings in its step-0 checkpoint."""

import importlib.util
from pathlib import Path

import torch

from mlm_lab.inference import load_text_model
from mlm_lab.models import MaskedLM, text_config
from mlm_lab.training import TrainConfig
from mlm_lab.training.checkpoint import load_checkpoint
from mlm_lab.training.tasks import TextTask, adamw_for

ROOT = Path(__file__).resolve().parent.parent
TINY = ROOT / "resources" / "models" / "text-tiny"


def _script():
    spec = importlib.util.spec_from_file_location("train_bundled", ROOT / "scripts" / "train_bundled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_seeded_small_run_starts_as_text_tiny_with_the_engines_optimizer(tmp_path):
    config = TrainConfig(task="text", preset="small", data="toy", lr=6e-4, threads=1)
    run_dir = _script().seed_main_run(tmp_path, config, TINY)
    assert "grown from 4 to 6 blocks" in (run_dir / "INIT_FROM.txt").read_text(encoding="utf-8")
    model = MaskedLM(text_config("small", 8192))
    # an optimizer built with other settings: the checkpoint's groups are what the run will use
    optimizer = adamw_for(model, 1.0, 0.5, ((0.5, 0.5), 1e-3), fused=False)
    load_checkpoint(run_dir / "checkpoints" / "step-0", model=model, optimizer=optimizer)
    (betas, eps) = TextTask.adam_betas
    for group in optimizer.param_groups:
        assert tuple(group["betas"]) == betas and group["eps"] == eps and group["fused"] is True
    assert [g["weight_decay"] for g in optimizer.param_groups] == [config.weight_decay, 0.0]
    tiny = load_text_model(TINY)
    ids = torch.tensor([tiny.tokenizer.encode("the old man walked slowly along the [MASK] road").ids])
    with torch.no_grad():
        assert torch.allclose(model.eval()(ids).logits, tiny.model(ids).logits, atol=1e-4)
