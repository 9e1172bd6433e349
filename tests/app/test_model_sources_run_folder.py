"""A run folder picked as a model (the toolbar's model menu) loads its newest checkpoint,
though the run folder has a config.json of its own (the run's TrainConfig)."""

from mlm_lab.app.window.model_sources import resolve_folder
from mlm_lab.training.config import TrainConfig


def test_a_run_folder_resolves_to_its_newest_complete_checkpoint(tmp_path):
    run = tmp_path / "20261201-000000-main"
    run.mkdir()
    TrainConfig(task="text").save(run / "config.json")
    for step, complete in ((100, True), (200, True), (300, False)):
        ckpt = run / "checkpoints" / f"step-{step}"
        ckpt.mkdir(parents=True)
        (ckpt / "trainer_state.json").write_text(f'{{"step": {step}}}')
        if complete:
            (ckpt / "model.safetensors").write_bytes(b"")
    assert resolve_folder(run) == run / "checkpoints" / "step-200"
    model_folder = tmp_path / "model"
    model_folder.mkdir()
    (model_folder / "config.json").write_text("{}")
    assert resolve_folder(model_folder) == model_folder
