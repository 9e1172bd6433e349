"""scripts/train_bundled.py's seeded main run: a 4 x 256 text model (the shape text-tiny had
before it was grown) grown to the small preset, or the shipped 6 x 256 text-tiny taken as it
is, with the engine's own optimizer settings in its step-0 checkpoint."""

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


def _four_blocks(folder: Path) -> Path:
    """A trained-looking 4 x 256 model folder with text-tiny's tokenizer."""
    from mlm_lab.models.io import save_pretrained

    tiny = load_text_model(TINY)
    torch.manual_seed(0)
    model = MaskedLM(text_config("tiny", tiny.tokenizer.vocab_size))
    with torch.no_grad():
        for p in model.parameters():
            p.add_(0.05 * torch.randn_like(p))
    return save_pretrained(model, folder, tokenizer=tiny.tokenizer)


def _seeded_logits_equal_the_source(run_dir: Path, source: Path, config: TrainConfig) -> None:
    model = MaskedLM(text_config("small", 8192))
    # an optimizer built with other settings: the checkpoint's groups are what the run will use
    optimizer = adamw_for(model, 1.0, 0.5, ((0.5, 0.5), 1e-3), fused=False)
    load_checkpoint(run_dir / "checkpoints" / "step-0", model=model, optimizer=optimizer)
    (betas, eps) = TextTask.adam_betas
    for group in optimizer.param_groups:
        assert tuple(group["betas"]) == betas and group["eps"] == eps and group["fused"] is True
    assert [g["weight_decay"] for g in optimizer.param_groups] == [config.weight_decay, 0.0]
    src = load_text_model(source)
    ids = torch.tensor([src.tokenizer.encode("the old man walked slowly along the [MASK] road").ids])
    with torch.no_grad():
        want = src.model(ids).logits
        assert want.abs().max() > 1.0
        assert torch.allclose(model.eval()(ids).logits, want, atol=1e-4)


def test_a_seeded_small_run_grows_a_four_block_model_with_the_engines_optimizer(tmp_path):
    source = _four_blocks(tmp_path / "four")
    config = TrainConfig(task="text", preset="small", data="toy", lr=6e-4, threads=1)
    run_dir = _script().seed_main_run(tmp_path / "runs", config, source)
    assert "grown from 4 to 6 blocks" in (run_dir / "INIT_FROM.txt").read_text(encoding="utf-8")
    _seeded_logits_equal_the_source(run_dir, source, config)


def test_a_seeded_small_run_takes_the_shipped_six_block_text_tiny_as_it_is(tmp_path):
    config = TrainConfig(task="text", preset="small", data="toy", lr=6e-4, threads=1)
    run_dir = _script().seed_main_run(tmp_path, config, TINY)
    assert "grown" not in (run_dir / "INIT_FROM.txt").read_text(encoding="utf-8")
    _seeded_logits_equal_the_source(run_dir, TINY, config)
