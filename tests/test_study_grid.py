"""`mlm-lab study grid`: a real 2 x 2 nano grid through the local runner, its results.csv (a column
per knob, a row per combination), its heatmaps and line plots (PNG and SVG, the SVG the same bytes
when written again) and their best cell, `study resume` skipping the finished runs and writing the
figures a folder lacks, a spec that round-trips through study.json; every bad input exits 2 in one
line."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET

import pytest
from PIL import Image

from mlm_lab.cli import main
from mlm_lab.studies import Study, StudyError, StudyRunner, StudySpec
from mlm_lab.studies.grid_lines import grid_lines
from mlm_lab.studies.heatmap import cell_label, grid_cells, lower_is_better
from mlm_lab.studies.plots import SERIES_COLOURS
from mlm_lab.studies.results import read_csv
from mlm_lab.training import TrainConfig

STEPS = ["--steps", "6", "--eval-every", "3", "--threads", "1"]
GRID = ["--knob", "mask_prob=0.15,0.4", "--knob", "strategy=random,whole_word"]


def _grid_spec(**kw) -> StudySpec:
    return StudySpec(knob="mask-rate", task="text", values=[0.15, 0.4], knob2="strategy",
                     values2=["random", "whole_word"], seeds=[0], fixed=TrainConfig(task="text", steps=6), **kw)


@pytest.fixture(scope="module")
def grid(tmp_path_factory):
    """A 2 x 2 grid, 1 seed, run by the CLI in two goes: one run, then `study resume` for the rest."""
    folder = tmp_path_factory.mktemp("grid") / "g"
    assert main(["study", "grid", "--task", "text", *GRID, *STEPS, "--out", str(folder), "--max-runs", "1"]) == 0
    first = {p.name for p in (folder / "runs").iterdir()}
    assert len(first) == 1
    assert main(["study", "resume", str(folder)]) == 0
    return folder, first


def test_the_grid_writes_a_column_per_knob_and_a_row_per_combination(grid):
    folder, _ = grid
    rows = read_csv(folder / "results.csv")
    header = (folder / "results.csv").read_text().splitlines()[0].split(",")
    assert header[:3] == ["mask_prob", "strategy", "seed"]
    assert [(r["mask_prob"], r["strategy"]) for r in rows] == [
        (0.15, "random"), (0.15, "whole_word"), (0.4, "random"), (0.4, "whole_word")]
    assert all(r["state"] == "finished" and r["steps"] == 6 for r in rows)
    saved = json.loads((folder / "study.json").read_text())
    assert saved["knob"] == "mask-rate" and saved["knob2"] == "strategy"
    assert saved["values2"] == ["random", "whole_word"] and saved["finished"]
    # each run trained what its cell says
    for r in rows:
        config = json.loads((folder / "runs" / r["run"] / "config.json").read_text())
        assert config["masking"]["mask_prob"] == r["mask_prob"] and config["masking"]["strategy"] == r["strategy"]


def test_resume_kept_the_finished_run_and_trained_only_the_rest(grid, capsys):
    folder, first = grid
    runs = {p.name for p in (folder / "runs").iterdir()}
    assert first < runs and len(runs) == 4  # the first run's folder kept, three more, none twice
    assert main(["study", "resume", str(folder)]) == 0  # nothing left: nothing trained again
    out = capsys.readouterr()
    assert "0 of 4 runs left" in out.err and "for 0 run(s)" in out.out
    assert {p.name for p in (folder / "runs").iterdir()} == runs


def test_a_heatmap_per_metric_with_the_best_cell(grid):
    folder, _ = grid
    for metric in ("eval_loss_at_15", "eval_accuracy_at_15", "wall_s"):
        with Image.open(folder / f"heatmap-{metric}.png") as image:
            assert image.width > 300 and image.height > 200
    assert not list(folder.glob("heatmap-unigram_baseline*")) and not list(folder.glob("heatmap-*majority*"))
    rows = read_csv(folder / "results.csv")
    cells = grid_cells(rows, ("mask_prob", "strategy"), [0.15, 0.4], ["random", "whole_word"], "eval_loss_at_15")
    lowest = min(rows, key=lambda r: r["eval_loss_at_15"])
    best_i, best_j = cells["best"]
    assert ([0.15, 0.4][best_i], ["random", "whole_word"][best_j]) == (lowest["mask_prob"], lowest["strategy"])
    assert cells["n"] == [[1, 1], [1, 1]]


METRICS = ("eval_loss_at_15", "eval_accuracy_at_15", "wall_s")
FIGURES = ("heatmap-{}.png", "heatmap-{}.svg", "lines-{}.png", "lines-{}.svg")


def test_each_metric_has_its_heatmap_and_lines_as_png_and_svg(grid):
    folder, _ = grid
    for metric in METRICS:
        for name in FIGURES:
            assert (folder / name.format(metric)).is_file(), name.format(metric)
        with Image.open(folder / f"lines-{metric}.png") as image:
            assert image.width > 300 and image.height > 200
        for kind in ("heatmap", "lines"):
            root = ET.parse(folder / f"{kind}-{metric}.svg").getroot()  # valid XML
            assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert not list(folder.glob("lines-unigram_baseline*")) and not list(folder.glob("lines-*majority*"))
    rows = read_csv(folder / "results.csv")
    lines = grid_lines(rows, ("mask_prob", "strategy"), [0.15, 0.4], ["random", "whole_word"], "eval_loss_at_15")
    lowest = min(rows, key=lambda r: r["eval_loss_at_15"])
    best = lines["best"]
    assert ([0.15, 0.4][best["index"]], ["random", "whole_word"][best["series"]]) == (
        lowest["mask_prob"], lowest["strategy"])
    assert best["mean"] == pytest.approx(lowest["eval_loss_at_15"])


def test_the_figures_written_again_from_the_same_rows_are_the_same_bytes(tmp_path):
    spec = _grid_spec()
    spec.values, spec.values2, spec.seeds = [0.15, 0.4, 0.8], ["random", "whole_word"], [0, 1]
    rows = _seeded_rows()
    first = Study(tmp_path / "a", spec).write_plots(rows)
    second = Study(tmp_path / "b", spec).write_plots(rows)
    names = sorted(p.name for p in first)
    assert names == sorted(p.name for p in second)
    assert names == sorted(name.format(m) for m in ("eval_loss_at_15", "eval_accuracy_at_15") for name in FIGURES)
    for name in names:
        if name.endswith(".svg"):
            ET.parse(tmp_path / "a" / name)  # valid XML
            assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name
    assert not list((tmp_path / "a").glob(".*.tmp"))  # written atomically: no temporary file left


def test_resume_writes_the_figures_an_older_grid_folder_lacks(grid, tmp_path):
    folder, _ = grid
    old = tmp_path / "old"
    shutil.copytree(folder, old)
    for path in [*old.glob("lines-*"), *old.glob("heatmap-*.svg")]:  # as a grid made before they existed
        path.unlink()
    assert main(["study", "resume", str(old)]) == 0  # nothing to train, the figures written
    for metric in METRICS:
        assert all((old / name.format(metric)).is_file() for name in FIGURES)


def _seeded_rows():
    """3 mask rates x 2 strategies x 2 seeds; whole_word at 0.4 has the lowest loss and the highest
    accuracy, random at 0.15 the highest loss; (0.8, whole_word) has no run."""
    loss = {(0.15, "random"): (2.4, 2.6), (0.15, "whole_word"): (2.3, 2.3), (0.4, "random"): (2.0, 2.2),
            (0.4, "whole_word"): (1.7, 1.9), (0.8, "random"): (2.2, 2.2)}
    return [{"mask_prob": a, "strategy": b, "seed": s, "eval_loss_at_15": ys[s], "eval_accuracy_at_15": 1 - ys[s] / 4}
            for (a, b), ys in loss.items() for s in (0, 1)]


def test_lines_are_one_series_per_second_knob_value_with_the_heatmaps_best_cell():
    rows, columns = _seeded_rows(), ("mask_prob", "strategy")
    values, values2 = [0.15, 0.4, 0.8], ["random", "whole_word"]
    lines = grid_lines(rows, columns, values, values2, "eval_loss_at_15")
    assert [s["value"] for s in lines["series"]] == values2 and lines["numeric"]
    random_, whole = lines["series"]
    assert random_["index"] == [0, 1, 2] and random_["x"] == [0.15, 0.4, 0.8]  # a numeric axis: the values
    assert random_["mean"] == pytest.approx([2.5, 2.1, 2.2])
    assert random_["spread"] == pytest.approx([0.1414, 0.1414, 0.0], abs=1e-4) and random_["n"] == [2, 2, 2]
    assert whole["index"] == [0, 1] and whole["mean"] == pytest.approx([2.3, 1.8])  # no run at 0.8: no point
    assert sorted(y for _, y in whole["seeds"]) == pytest.approx([1.7, 1.9, 2.3, 2.3])
    # the marked point is the heatmap's framed cell, the lowest loss: 0.4 / whole_word
    cells = grid_cells(rows, columns, values, values2, "eval_loss_at_15")
    best = lines["best"]
    assert (best["index"], best["series"]) == cells["best"] == (1, 1)
    assert best["x"] == 0.4 and best["mean"] == pytest.approx(1.8) and lines["lower_is_better"]
    assert best["mean"] == min(m for s in lines["series"] for m in s["mean"])
    # an accuracy: higher is better, the highest is marked (the same cell here)
    acc = grid_lines(rows, columns, values, values2, "eval_accuracy_at_15")
    assert not acc["lower_is_better"]
    assert acc["best"]["mean"] == max(m for s in acc["series"] for m in s["mean"])
    # the worst loss is the best of a metric where higher is better: the rule, not the position, decides
    worst = grid_lines([{**r, "tokens_per_s": r["eval_loss_at_15"]} for r in rows], columns, values, values2,
                       "tokens_per_s")["best"]
    assert (worst["index"], worst["series"]) == (0, 0)


def test_lines_over_a_named_first_knob_have_one_position_per_name():
    rows = [{"strategy": a, "mask_prob": b, "seed": 0, "eval_loss_at_15": loss}
            for a, b, loss in (("random", 0.15, 2.0), ("span", 0.15, 2.2), ("random", 0.4, 1.9), ("span", 0.4, 2.1))]
    lines = grid_lines(rows, ("strategy", "mask_prob"), ["random", "span"], [0.15, 0.4], "eval_loss_at_15")
    assert not lines["numeric"] and lines["ticks"] == [0.0, 1.0]
    low, high = lines["series"]
    assert low["label"] == "0.15" and high["label"] == "0.4"
    assert [round(x) for x in low["x"]] == [0, 1] and [round(x) for x in high["x"]] == [0, 1]
    assert all(a < b for a, b in zip(low["x"], high["x"], strict=True))  # set a little apart, in order
    assert low["spread"] == [0.0, 0.0]  # one seed: no spread
    assert lines["best"]["x"] == high["x"][0]  # random at 0.4


def test_the_lines_svg_draws_a_line_per_second_knob_value(tmp_path):
    spec = _grid_spec()
    spec.values, spec.values2, spec.seeds = [0.15, 0.4, 0.8], ["random", "whole_word"], [0, 1]
    written = Study(tmp_path, spec).write_plots(_seeded_rows())
    assert {p.name for p in written} == {name.format(m) for m in ("eval_loss_at_15", "eval_accuracy_at_15")
                                         for name in FIGURES}
    svg = (tmp_path / "lines-eval_loss_at_15.svg").read_text()
    ET.fromstring(svg)
    drawn = [c for c in SERIES_COLOURS if f"stroke: {c}" in svg]
    assert drawn == list(SERIES_COLOURS[:2])  # the two strategies' colours, no third line


def test_cells_are_the_mean_and_spread_over_seeds_and_best_follows_the_metric():
    rows = [{"a": 1.0, "b": "x", "seed": s, "loss": loss, "acc": acc}
            for s, loss, acc in ((0, 2.0, 0.5), (1, 2.2, 0.7))]
    rows += [{"a": 2.0, "b": "x", "seed": 0, "loss": 1.0, "acc": 0.1}]
    cells = grid_cells(rows, ("a", "b"), [1.0, 2.0], ["x", "y"], "loss")
    assert cells["mean"][0][0] == pytest.approx(2.1) and cells["spread"][0][0] == pytest.approx(0.1414, abs=1e-4)
    assert cells["mean"][1] == [None, None] and cells["best"] == (1, 0) and cells["lower_is_better"]
    assert grid_cells(rows, ("a", "b"), [1.0, 2.0], ["x", "y"], "acc")["best"] == (0, 0)
    assert cell_label(2.31, 0.04, 3) == "2.31 ±0.04" and cell_label(2.31, 0.0, 1) == "2.31"
    assert lower_is_better("eval_loss_at_15") and lower_is_better("wall_s") and lower_is_better("eval_diffusion_bound")
    assert not lower_is_better("eval_accuracy_at_15") and not lower_is_better("tokens_per_s")


def test_a_grid_spec_round_trips_and_a_one_knob_study_is_unchanged(tmp_path):
    spec = _grid_spec()
    assert spec.name == "mask-rate-x-strategy-text-nano-toy" and spec.columns == ("mask_prob", "strategy")
    assert len(spec.plan()) == 4 and spec.plan()[1] == ({"mask-rate": 0.15, "strategy": "whole_word"}, 0)
    assert spec.config_for(*spec.plan()[1]).name == "mask-rate-0.15-strategy-whole_word-seed0"
    spec.save(tmp_path)
    assert StudySpec.load(tmp_path).differences(spec) == []
    one = StudySpec(knob="mask-rate", task="text", values=[0.15], seeds=[0], fixed=TrainConfig(task="text"))
    assert "knob2" not in one.to_dict() and "knob2" not in one.identity()
    other = _grid_spec()
    other.values2 = ["random"]
    assert "values2" in spec.differences(other)
    with pytest.raises(StudyError, match="given twice"):
        StudySpec(knob="strategy", task="text", values=["random"], knob2="strategy", values2=["span"], seeds=[0],
                  fixed=TrainConfig(task="text"))


def test_a_grid_in_the_core_runs_as_a_study_does(tmp_path):
    study = Study.create_or_continue(tmp_path / "core", _grid_spec())
    outcome = StudyRunner(study, threads=1, yardsticks=[], max_runs=2).run()
    assert outcome.state == "stopped" and outcome.trained == 2
    assert [p.done for p in study.planned()] == [True, True, False, False]


MANY = ",".join(f"{i / 1000:g}" for i in range(1, 1001))


@pytest.mark.parametrize("argv, message", [
    (["--knob", "mask-rate=0.1"], "exactly two --knob"),
    ([*GRID, "--knob", "objective"], "(got 3)"),
    (["--knob", "lr=0.1", "--knob", "strategy"], "unknown knob 'lr'"),
    (["--knob", "mask-rate=0.1", "--knob", "mask_prob=0.2"], "mask-rate knob is given twice"),
    (["--knob", "mask-rate=0.1,x", "--knob", "strategy"], "mask-rate values are numbers, got 'x'"),
    (["--knob", "mask-rate=1.5", "--knob", "strategy"], "a mask rate must be a number more than 0 and at most 1"),
    (["--knob", "mask-rate=0.1", "--knob", "strategy=zigzag"], "unknown strategy 'zigzag'"),
    (["--knob", "mask-rate=", "--knob", "strategy"], "has no values"),
    (["--knob", "mask-rate=0.1,,0.2", "--knob", "strategy"], "--knob mask-rate has an empty item"),
    ([*GRID, "--steps", "0"], "--steps"),
    (["--knob", "mask-rate=0.1,0.1", "--knob", "strategy"], "repeat"),
    (["--task", "image", "--knob", "mask-rate=0.1", "--knob", "strategy"], "image studies use mask-ratio"),
    (["--knob", f"mask-rate={MANY}", "--knob", "strategy", "--seeds", "4"], "at most 10000 runs"),
    ([*GRID, "--seeds", "0"], "--seeds"),
    ([*GRID, "--backend", "local", "--address", "127.0.0.1:1"], "--address is for --backend ray"),
])
def test_bad_grids_exit_2_with_one_line(argv, message, tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["study", "grid", *argv, "--out", str(tmp_path / "s")])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and message in err, err
    assert err.startswith("mlm-lab study grid: "), err  # the command the user typed
    assert not (tmp_path / "s").exists()


def test_a_dry_run_lists_every_combination(tmp_path, capsys):
    assert main(["study", "grid", *GRID, "--seeds", "2", "--dry-run", "--out", str(tmp_path / "s")]) == 0
    out = capsys.readouterr().out
    assert out.count("mask-rate x strategy") == 8 and "0.4 / whole_word seed 1" in out
