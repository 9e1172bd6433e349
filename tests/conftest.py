"""Shared fixtures: small real models and tokenizers built in a temporary folder."""

from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


def made_once(tmp_path_factory, name: str, build):
    """`build(folder)` once per test run, also when the suite runs in several pytest-xdist worker
    processes: they share the parent of their base temporary folders, where the first worker to
    take the lock builds and the others wait for it and read what it made. `build` gets a folder
    that does not exist yet and returns the path the fixture gives."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker:
        return build(tmp_path_factory.mktemp(name, numbered=True) / "made")
    shared = tmp_path_factory.getbasetemp().parent / f"once-{name}"
    shared.mkdir(exist_ok=True)
    with open(shared / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        done = shared / "done.json"
        if done.exists():
            return Path(json.loads(done.read_text())["path"])
        out = build(shared / f"made-{worker}")
        done.write_text(json.dumps({"path": str(out)}))
        return out

SENTENCES = [
    "the cat sat on the mat and looked at the dog",
    "the dog barked at the cat in the garden",
    "a bird sang in the tall tree near the house",
    "she opened the door and walked into the garden",
    "he took off his hat and sat down by the fire",
    "the children ran down the hill laughing and shouting",
    "they went to the market to buy bread and milk",
    "the old man lived alone in a small house near the sea",
] * 4


@pytest.fixture(scope="session")
def small_tokenizer():
    from mlm_lab.tokenization import WordPieceTokenizer

    return WordPieceTokenizer.train(SENTENCES, vocab_size=200, min_frequency=1)


@pytest.fixture(scope="session")
def small_text_model_dir(tmp_path_factory, small_tokenizer):
    import torch

    from mlm_lab.models import MaskedLM, save_pretrained, text_config

    torch.manual_seed(0)
    model = MaskedLM(text_config("nano", small_tokenizer.vocab_size))
    folder = tmp_path_factory.mktemp("text-model")
    save_pretrained(model, folder, tokenizer=small_tokenizer)
    return folder


@pytest.fixture(scope="session")
def small_image_model_dir(tmp_path_factory):
    import torch

    from mlm_lab.models import MaskedAutoencoder, image_config, save_pretrained

    torch.manual_seed(0)
    folder = tmp_path_factory.mktemp("image-model")
    save_pretrained(MaskedAutoencoder(image_config("nano")), folder)
    return folder


OBJECTIVE_STUDY_STEPS = 30


@pytest.fixture(scope="session")
def objective_study_dir(tmp_path_factory):
    """A real, finished 1-seed nano objective study (mlm vs clm, 30 steps, evaluated every 10,
    checkpoints at 15 and 30) with its compare.json and figure. It costs about 3 minutes on a
    loaded 2-core machine (the runs, then yardsticks, cloze and probes per layer), so it is made
    once for the session: tests/test_studies_compare.py reads it and tests/app/test_study_compare.py
    copies it. Read it or copy it; never change it in place."""
    from mlm_lab.studies import Study, StudyRunner, StudySpec
    from mlm_lab.training import TrainConfig

    def build(made: Path) -> Path:
        folder = made / "objective"
        spec = StudySpec(knob="objective", task="text", values=["mlm", "clm"], seeds=[0],
                         fixed=TrainConfig(task="text", steps=OBJECTIVE_STUDY_STEPS, eval_every=10,
                                           checkpoint_every=15, keep_checkpoints=2))
        outcome = StudyRunner(Study.create_or_continue(folder, spec), threads=1).run()
        assert outcome.state == "finished", outcome.message
        return folder

    return made_once(tmp_path_factory, "compare", build)


@pytest.fixture(scope="session")
def nano_text_run(tmp_path_factory):
    """A finished 300-step nano text run on the generated language at 40 % masking (one thread,
    seed 0; checkpoints at 0, 150 and 300, all kept): the learning bar of
    tests/test_training_learning.py and the probes of tests/test_features_probe.py read the same
    run (about 25 s on the loaded 2-core machine, so trained once). Never change it in place."""
    from mlm_lab.training import TrainConfig, Trainer

    config = TrainConfig.from_dict(dict(task="text", data="toy", preset="nano", steps=300, threads=1, seed=0,
                                        eval_every=300, snapshot_every=300, checkpoint_every=150,
                                        keep_checkpoints=0, masking={"mask_prob": 0.4}))

    def build(made: Path) -> Path:
        result = Trainer(config, runs_dir=made).run()
        assert result.state == "finished"
        return result.run_dir

    return made_once(tmp_path_factory, "runs", build)
