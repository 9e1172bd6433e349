"""The bundled models' card writer (scripts/bundled_cards.py): the mae-tiny card's linear-probe
section is rendered from the measured figures, so a re-export keeps it."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# the figures the shipped mae-tiny card states (benchmarks/bench_probe.py, 9,000 / 1,000 CIFAR-10 images)
SHIPPED = {"n_train": 9000, "n_test": 1000, "pretrained_acc": 0.564, "random_init_acc": 0.449,
           "pixels_acc": 0.311, "majority_acc": 0.081, "C": 1.0, "subset": 10000, "image_size": 96}


@pytest.fixture(scope="module")
def cards():
    spec = importlib.util.spec_from_file_location("bundled_cards", ROOT / "scripts" / "bundled_cards.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _image_metrics(probe: dict | None) -> dict:
    m = {"model_psnr": 18.5, "model_ssim": 0.446, "mean_colour_psnr": 14.53, "mean_colour_ssim": 0.285,
         "interpolate_psnr": 17.36, "interpolate_ssim": 0.411, "photos": 100, "step": 4500, "train_seconds": 1962,
         "parameters": 3153216,
         "recipe": {"image_size": 96, "patch_size": 8, "masking": {"ratio": 0.75}, "batch_size": 64,
                    "weight_decay": 0.05, "lr": 0.001, "warmup": 300}}
    if probe is not None:
        m["linear_probe"] = probe
    return m


def _checkpoint(tmp_path: Path) -> Path:
    run = tmp_path / "2026-01-01-main-from-4000"
    (run / "checkpoints" / "step-4500").mkdir(parents=True)
    (run / "metrics.jsonl").write_text(json.dumps({"step": 0, "eval_psnr": 12.4}) + "\n", encoding="utf-8")
    return run / "checkpoints" / "step-4500"


def _card(cards, tmp_path, probe):
    state = {"step": 4500, "extra": {"threads": 2}}
    curve = [{"step": 0, "eval_loss": 1.1267, "eval_psnr": 12.4},
             {"step": 4500, "train_loss": 0.2741, "eval_loss": 0.2859, "eval_psnr": 18.35}]
    return cards.image_card(_image_metrics(probe), state, curve, _checkpoint(tmp_path), "(the curve)\n")


def test_the_image_card_renders_the_probe_section_from_the_figures(cards, tmp_path):
    probe = dict(SHIPPED, pretrained_acc=0.6123, random_init_acc=0.4, pixels_acc=0.3, majority_acc=0.1, n_test=500)
    card = _card(cards, tmp_path, probe)
    section = card[card.index("## What the encoder learned (linear probe)"):card.index("## Learning curve")]
    assert "| this model | 61.2 % |" in section
    assert "| a randomly initialised MAE of the same shape | 40.0 % |" in section
    assert "| raw pixels (32 x 32 x 3) | 30.0 % |" in section
    assert "| always the most frequent class | 10.0 % |" in section
    assert "| features | top-1 on 500 test images |" in section
    assert "9,000 training rows and the last 500 rows of the 10,000-image subset" in section
    assert "Pretraining is worth 21.2 points here" in section
    # it sits between the reconstruction quality and the learning curve
    assert card.index("## Quality on the validation photos") < card.index("## What the encoder") < card.index(
        "## Learning curve")


def test_the_shipped_figures_give_the_shipped_section(cards):
    folder = ROOT / "resources" / "models" / "mae-tiny"
    probe = json.loads((folder / "metrics.json").read_text(encoding="utf-8"))["linear_probe"]
    section = cards.linear_probe_section(probe, 96)
    assert section.strip() in (folder / "MODEL_CARD.md").read_text(encoding="utf-8")
    gain = 100 * (probe["pretrained_acc"] - probe["random_init_acc"])
    assert f"| this model | {100 * probe['pretrained_acc']:.1f} % |" in section
    assert f"Pretraining is worth {gain:.1f} points" in section and gain > 10


def test_without_a_probe_the_card_has_no_probe_section(cards, tmp_path):
    card = _card(cards, tmp_path, None)
    assert "linear probe" not in card
    assert "| this model | 18.50 | 0.446 |\n" in card and "## Learning curve" in card


def test_read_probe_takes_bench_probes_report_and_refuses_other_files(cards, tmp_path):
    report = tmp_path / "probe.json"
    report.write_text(json.dumps({"cifar10": dict(SHIPPED, seconds=12.5), "toy": {"steps": 300}}), encoding="utf-8")
    assert cards.read_probe(report) == SHIPPED  # the figures the card needs, nothing else
    alone = tmp_path / "alone.json"
    alone.write_text(json.dumps(SHIPPED), encoding="utf-8")
    assert cards.read_probe(alone) == SHIPPED
    toy_only = tmp_path / "toy.json"
    toy_only.write_text(json.dumps({"toy": {"steps": 300}}), encoding="utf-8")
    with pytest.raises(ValueError, match="not a bench_probe.py CIFAR-10 report"):
        cards.read_probe(toy_only)
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(ValueError):
        cards.read_probe(broken)


def test_the_export_writes_data_paths_from_the_shared_folder_whichever_checkout_exports():
    spec = importlib.util.spec_from_file_location("export_bundled", ROOT / "scripts" / "export_bundled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.shipped_path("/anywhere/else/shared/data/text") == "../shared/data/text"
    assert module.shipped_path(str(ROOT / "runs" / "x")) == "runs/x"
    shipped = json.loads((ROOT / "resources" / "models" / "text-tiny" / "metrics.json").read_text())
    assert shipped["recipe"]["data"] == "../shared/data/text"


def test_a_recipe_with_cifar_pictures_says_so_and_keeps_the_probe_test_rows_out(cards, tmp_path):
    m = _image_metrics(None)
    m["recipe"].update(extra_images="../shared/data/images/cifar10/cifar10_train_subset_10k_uint8.npy",
                       extra_rows=9000, extra_share=0.5, data="../shared/data/images/bsds500")
    m["continued_from"] = {"step": 7050, "hours": 0.92, "this_stretch_steps": 4500, "lr": 0.001}
    state = {"step": 4500, "extra": {"threads": 1}}
    card = cards.image_card(m, state, [{"step": 0, "eval_loss": 0.28, "eval_psnr": 18.4}], _checkpoint(tmp_path))
    data = card[card.index("## Data"):card.index("## Training")]
    assert "the first 9,000 of the 10,000 images" in data and "the last 1,000, the\n  probe's test set, were never trained on" in data
    assert "about 50 % of the training views" in data and "upscaled to 96 px" in data
    assert "--extra-images ../shared/data/images/cifar10/cifar10_train_subset_10k_uint8.npy --extra-rows 9000" in card
    assert "400 photos and 9,000 CIFAR-10 thumbnails" in card
    # without extra pictures none of this is written
    plain = _card(cards, tmp_path / "plain", None)
    assert "CIFAR-10 (Krizhevsky" not in plain and "--extra-images" not in plain
