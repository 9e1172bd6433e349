"""Probes as a learning test (a trained nano model's layers hold word categories and
agreement that a random-init model's do not) and `mlm-lab probe` exit codes / JSON."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch
from PIL import Image

from mlm_lab.cli import main
from mlm_lab.features import probe_run, probe_text
from mlm_lab.models import MAEConfig, MaskedAutoencoder, save_pretrained
from mlm_lab.training.checkpoint import list_checkpoints


@pytest.fixture(scope="module")
def nano_run(nano_text_run):
    """tests/conftest.py's 300-step nano text run (40 % masking, checkpoints at 0, 150, 300)."""
    return nano_text_run


def test_trained_nano_model_probes_far_above_its_random_init_twin(nano_run):
    from mlm_lab.inference import load_text_model

    tm = load_text_model(list_checkpoints(nano_run)[-1])
    words = probe_text(tm, task="words", n_train=400, n_test=200)
    assert words["layers"] == [0, 1, 2]
    best_trained, best_random = max(words["model_acc"]), max(words["random_init_acc"])
    assert best_trained >= best_random + 0.2, words  # categories generalise to unseen word types
    assert best_trained > words["majority_acc"] + 0.3
    agreement = probe_text(tm, task="agreement", n_train=400, n_test=200)
    # layer 0 sees only the verb, whose form hides the number; the trained layers read the subject
    assert agreement["model_acc"][-1] >= agreement["model_acc"][0] + 0.15, agreement
    assert agreement["model_acc"][-1] >= agreement["random_init_acc"][-1] + 0.1, agreement


def test_probe_run_probes_every_kept_checkpoint_in_step_order(nano_run):
    result = probe_run(nano_run, "agreement", n_train=200, n_test=100)
    assert result["steps"] == [0, 150, 300][-len(result["steps"]) :] and len(result["steps"]) >= 2
    assert len(result["acc"]) == len(result["steps"]) and all(0 <= a <= 1 for a in result["acc"])
    assert "keep_checkpoints" in result["note"]


def _run_cli(capsys, *argv) -> tuple[int, str, str]:
    try:
        rc = main(list(argv))
    except SystemExit as exc:
        rc = exc.code
    out = capsys.readouterr()
    return rc, out.out, out.err


def _acc_fields(data: dict) -> set[str]:
    return {k for k in data if "acc" in k}


def test_cli_probe_json_for_a_checkpoint_and_a_run(nano_run, capsys):
    ckpt = list_checkpoints(nano_run)[-1]
    rc, out, _ = _run_cli(capsys, "probe", str(ckpt), "--task", "words", "--json", "--layer", "1")
    assert rc == 0
    data = json.loads(out)
    assert {"acc", "model_acc", "random_init_acc", "majority_acc"} <= _acc_fields(data)
    assert data["layer"] == 1 and data["acc"] == data["model_acc"][1]
    rc, out, _ = _run_cli(capsys, "probe", str(nano_run), "--task", "words")
    assert rc == 0 and "step 300:" in out


@pytest.fixture(scope="module")
def image_model_dir(tmp_path_factory):
    torch.manual_seed(0)
    model = MaskedAutoencoder(MAEConfig(image_size=32, patch_size=4, hidden_size=32, num_layers=1, num_heads=2,
                                        decoder_hidden_size=16, decoder_num_layers=1, decoder_num_heads=2))
    return save_pretrained(model, tmp_path_factory.mktemp("mae"))


def _class_folder(root, counts: dict[str, int]):
    rng = np.random.default_rng(0)
    for k, (name, n) in enumerate(counts.items()):
        (root / name).mkdir(parents=True)
        for i in range(n):
            pixels = np.full((24, 24, 3), 40 + 170 * k, dtype=np.uint8) + rng.integers(0, 30, (24, 24, 3), dtype=np.uint8)
            Image.fromarray(pixels).save(root / name / f"{i}.png")
    return root


def test_cli_probe_an_image_folder(image_model_dir, tmp_path, capsys):
    folder = _class_folder(tmp_path / "classes", {"dark": 8, "light": 8})
    rc, out, _ = _run_cli(capsys, "probe", str(image_model_dir), "--task", str(folder), "--json")
    assert rc == 0
    data = json.loads(out)
    assert {"acc", "pretrained_acc", "random_init_acc", "pixels_acc", "majority_acc"} <= _acc_fields(data)
    assert data["classes"] == ["dark", "light"] and data["pixels_acc"] == 1.0  # the classes differ in brightness


@pytest.mark.parametrize("case", ["missing", "wrong_kind_text", "wrong_kind_image", "empty_class", "one_class",
                                  "bad_task", "not_a_model"])
def test_cli_probe_bad_input_exits_2_with_one_line(case, image_model_dir, tmp_path, capsys):
    from mlm_lab.resources import bundled_model_dir

    text_dir = str(bundled_model_dir("text"))
    if case == "missing":
        argv = ["probe", str(tmp_path / "nope"), "--task", "words"]
    elif case == "wrong_kind_text":
        argv = ["probe", str(image_model_dir), "--task", "agreement"]
    elif case == "wrong_kind_image":
        argv = ["probe", text_dir, "--task", "shapes"]
    elif case == "empty_class":
        folder = _class_folder(tmp_path / "c", {"a": 3})
        (folder / "b").mkdir()
        argv = ["probe", str(image_model_dir), "--task", str(folder)]
    elif case == "one_class":
        argv = ["probe", str(image_model_dir), "--task", str(_class_folder(tmp_path / "c", {"a": 3}))]
    elif case == "bad_task":
        argv = ["probe", text_dir, "--task", "colours"]
    else:
        (tmp_path / "empty").mkdir()
        argv = ["probe", str(tmp_path / "empty"), "--task", "words"]
    rc, out, err = _run_cli(capsys, *argv)
    assert rc == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    expected = {"missing": "no such", "wrong_kind_text": "needs a text model", "wrong_kind_image": "needs an image",
                "empty_class": "holds no images", "one_class": "at least two class", "bad_task": "--task",
                "not_a_model": "model.safetensors"}[case]
    assert expected in err


def test_masked_lm_fills_the_clue_side_cloze_set_above_chance(nano_run):
    from mlm_lab.data.toy_cloze import cloze_set, masked_lm_candidate_logprobs, score_cloze
    from mlm_lab.inference import load_text_model

    tm = load_text_model(list_checkpoints(nano_run)[-1])
    items = cloze_set(per_kind=25, seed=1)
    rows = masked_lm_candidate_logprobs(tm.model, tm.tokenizer, items)
    assert all(r.shape == (len(i.candidates),) and np.all(np.isfinite(r)) for r, i in zip(rows, items, strict=True))
    assert all(np.all(r <= 0) for r in rows)  # log-probabilities
    scores = score_cloze(items, rows)
    # a masked LM uses the clue on either side (measured at 300 steps: about 0.4 on each side
    # against 0.2 by chance, nearly all of it agreement; the facts come later)
    assert scores["left_acc"] > scores["left_chance_acc"] + 0.1, scores
    assert scores["right_acc"] > scores["right_chance_acc"] + 0.1, scores
