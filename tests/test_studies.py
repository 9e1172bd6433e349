"""Studies: a series of short nano runs that differ in one knob; resumable; CLI and files."""

from __future__ import annotations

import csv
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mlm_lab.cli import main
from mlm_lab.studies import (
    Study,
    StudyCallback,
    StudyError,
    StudyRunner,
    StudySpec,
    data_key,
    estimate_seconds,
)
from mlm_lab.training import TrainConfig

STEPS = 10


def _run_cli(argv, capsys):
    code = main(["study", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def _snapshot(study_dir: Path) -> dict:
    """Every file under runs/ with its size and mtime: a re-run would change them."""
    out = {}
    for path in sorted((study_dir / "runs").rglob("*")):
        if path.is_file():
            st = path.stat()
            out[str(path.relative_to(study_dir))] = (st.st_size, st.st_mtime_ns)
    return out


@pytest.fixture(scope="module")
def text_study(tmp_path_factory):
    """A 2-value x 1-seed mask-rate study made by the CLI (once for the module)."""
    import io
    from contextlib import redirect_stderr, redirect_stdout

    folder = tmp_path_factory.mktemp("study") / "mask-rate"
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["study", "mask-rate", "--values", "0.15,0.5", "--steps", str(STEPS), "--eval-every", "5",
                     "--threads", "1", "--out", str(folder)])
    return folder, code, out.getvalue(), err.getvalue()


def test_a_study_writes_its_results_and_plots(text_study):
    folder, code, out, err = text_study
    assert code == 0, err
    spec = json.loads((folder / "study.json").read_text())
    assert spec["knob"] == "mask-rate" and spec["values"] == [0.15, 0.5] and spec["seeds"] == [0]
    assert spec["fixed"]["steps"] == STEPS and spec["finished"]
    with open(folder / "results.csv", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [float(r["mask_prob"]) for r in rows] == [0.15, 0.5]
    assert all(r["state"] == "finished" and int(r["steps"]) == STEPS for r in rows)
    for r in rows:  # the fixed yardstick, named as such
        assert 0.0 <= float(r["eval_accuracy_at_15"]) <= 1.0 and float(r["eval_loss_at_15"]) > 0
        assert float(r["wall_s"]) > 0
    # the runs really trained at their own rates
    configs = [json.loads((folder / "runs" / r["run"] / "config.json").read_text()) for r in rows]
    assert [c["masking"]["mask_prob"] for c in configs] == [0.15, 0.5]
    # the yardstick does not depend on the training rate: same seed, same init, same step-0 evaluation
    step0 = [json.loads((folder / "runs" / r["run"] / "metrics.jsonl").read_text().splitlines()[0]) for r in rows]
    assert step0[0]["step"] == 0 and step0[0]["eval_loss"] == step0[1]["eval_loss"]
    assert step0[0]["eval_accuracy"] == step0[1]["eval_accuracy"]
    png = (folder / "eval_accuracy_at_15.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    root = ET.parse(folder / "eval_accuracy_at_15.svg").getroot()
    assert root.tag.endswith("svg")
    assert (folder / "eval_loss_at_15.png").is_file() and (folder / "train_loss.svg").is_file()
    # progress lines and the table
    assert "[1/2] 0.15 seed 0" in err and "[2/2] 0.5 seed 0: finished" in err
    assert "eval_accuracy_at_15" in out and "finished: all 2 runs done" in out


def test_running_it_again_trains_nothing(text_study, capsys):
    folder, code, _, _ = text_study
    before = _snapshot(folder)
    code, out, err = _run_cli(["mask-rate", "--values", "0.15,0.5", "--steps", str(STEPS), "--eval-every", "5",
                               "--threads", "1", "--out", str(folder)], capsys)
    assert code == 0, err
    assert "0 run(s)" in out and "2 already done" in err
    assert _snapshot(folder) == before


def test_another_study_in_the_same_folder_is_refused(text_study, capsys):
    folder = text_study[0]
    with pytest.raises(SystemExit) as exc:
        main(["study", "mask-rate", "--values", "0.15,0.6", "--steps", str(STEPS), "--out", str(folder)])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "holds another study" in err and "values" in err


def test_study_show_prints_the_table(text_study, capsys, tmp_path):
    folder = text_study[0]
    code, out, _ = _run_cli(["show", str(folder)], capsys)
    assert code == 0
    assert "2 of 2 runs done" in out
    lines = [ln for ln in out.splitlines() if ln.startswith(("0.15 ", "0.5 "))]
    assert len(lines) == 2 and all("finished" in ln for ln in lines)
    code, out, _ = _run_cli(["show", str(folder), "--json"], capsys)
    data = json.loads(out)
    assert [r["mask_prob"] for r in data["rows"]] == [0.15, 0.5]
    # a shipped study: study.json and results.csv without the run folders
    shipped = tmp_path / "shipped"
    shipped.mkdir()
    for name in ("study.json", "results.csv"):
        (shipped / name).write_bytes((folder / name).read_bytes())
    code, out2, _ = _run_cli(["show", str(shipped), "--json"], capsys)
    rows = json.loads(out2)["rows"]
    assert [r["mask_prob"] for r in rows] == [0.15, 0.5]
    assert rows[0]["eval_accuracy_at_15"] == pytest.approx(data["rows"][0]["eval_accuracy_at_15"])


@pytest.mark.parametrize("argv, message", [
    (["mask-rate", "--values", ""], "at least one value"),
    (["mask-rate", "--values", "0.15,1.5"], "more than 0 and at most 1"),
    (["mask-rate", "--values", "0"], "more than 0 and at most 1"),
    (["mask-rate", "--values", "0.3,x"], "numbers"),
    (["mask-ratio", "--values", "0.5,1.0"], "more than 0 and at most 0.95"),
    (["mask-rate", "--values", "0.3,0.30"], "repeat"),
    (["mask-rate", "--seeds", "0"], "--seeds"),
    (["mask-rate", "--task", "image"], "mask-ratio"),
    (["strategy", "--values", "random,zigzag"], "unknown strategy 'zigzag'"),
    (["strategy", "--task", "image", "--values", "whole_word"], "choose from random, block"),
    (["dropout"], "invalid choice"),
    ([], "say which knob"),
    (["mask-rate", "--steps", "0"], "--steps"),
    (["mask-rate", "--parallel", "0"], "--parallel"),
    (["mask-rate", "--data", "/no/such/folder"], "no such file or folder"),
])
def test_bad_values_exit_2_with_one_line(argv, message, tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["study", *argv, "--out", str(tmp_path / "s")] if argv else ["study"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and message in err, err
    assert not (tmp_path / "s").exists()


class _StopAfter(StudyCallback):
    """Asks the study to stop once the given run reaches `step`."""

    def __init__(self, runner_box: list, index: int, step: int):
        self.box, self.index, self.step = runner_box, index, step
        self.ended: list[tuple[int, str]] = []

    def on_run_metrics(self, run, record):
        if run.index == self.index and record.get("step") == self.step:
            self.box[0].request_stop()

    def on_run_end(self, run, row, state, message):
        self.ended.append((run.index, state))


def _image_spec(seeds=(0,)) -> StudySpec:
    fixed = TrainConfig(task="image", steps=STEPS, batch_size=16, eval_every=5, checkpoint_every=100,
                        keep_checkpoints=1, eval_size=16)
    return StudySpec(knob="mask-ratio", task="image", values=[0.5, 0.75], seeds=list(seeds), fixed=fixed)


def test_a_stopped_study_resumes_its_interrupted_run_and_finishes(tmp_path):
    study = Study.create_or_continue(tmp_path / "s", _image_spec())
    box: list = []
    stopper = _StopAfter(box, index=0, step=4)
    runner = StudyRunner(study, callbacks=[stopper], threads=1, yardsticks=[], plots=False)
    box.append(runner)
    outcome = runner.run()
    assert outcome.state == "stopped" and outcome.rows == []
    assert stopper.ended == [(0, "stopped")]  # the second run never started
    first = study.planned()[0]
    assert first.state == "stopped" and first.step == 4 and first.run_dir is not None
    assert not study.spec.finished

    seen: list = []

    class Starts(StudyCallback):
        def on_run_start(self, run, run_dir, info):
            seen.append((run.index, run_dir, info["step"], info["resumed"]))

    outcome = StudyRunner(Study.open(tmp_path / "s"), callbacks=[Starts()], threads=1, yardsticks=[],
                          plots=False).run()
    assert outcome.state == "finished" and outcome.trained == 2
    assert seen[0] == (0, first.run_dir, 4, True)  # the same folder, from its checkpoint at step 4
    assert seen[1][2] == 0 and not seen[1][3]
    assert len(list((tmp_path / "s" / "runs").iterdir())) == 2
    assert [r["state"] for r in outcome.rows] == ["finished", "finished"]
    assert all(r["steps"] == STEPS and r["eval_psnr_at_75"] > 0 for r in outcome.rows)
    step0 = [json.loads((tmp_path / "s" / "runs" / r["run"] / "metrics.jsonl").read_text().splitlines()[0])
             for r in outcome.rows]  # evaluated at 75 % whatever the training ratio
    assert step0[0]["step"] == 0 and step0[0]["eval_psnr"] == step0[1]["eval_psnr"]
    assert Study.open(tmp_path / "s").spec.finished


def test_max_runs_then_the_rest_and_yardsticks_once_per_run(tmp_path):
    calls: list[str] = []

    def toy_probe(run_dir: Path) -> dict:
        calls.append(run_dir.name)
        return {"probe_toy": 0.5 + 0.25 * len(calls)}

    spec = StudySpec(knob="strategy", task="text", values=["random", "span"], seeds=[0],
                     fixed=TrainConfig(task="text", steps=STEPS, eval_every=5, checkpoint_every=100))
    study = Study.create_or_continue(tmp_path / "s", spec)
    first = StudyRunner(study, threads=1, max_runs=1, yardsticks=[toy_probe], plots=False).run()
    assert first.state == "stopped" and len(first.rows) == 1 and len(calls) == 1
    runner = StudyRunner(Study.open(tmp_path / "s"), threads=1, yardsticks=[toy_probe], plots=False)
    second = runner.run()
    assert second.state == "finished" and second.trained == 1 and len(calls) == 2
    assert [r["strategy"] for r in second.rows] == ["random", "span"]
    assert [r["probe_toy"] for r in second.rows] == [0.75, 1.0]
    with open(tmp_path / "s" / "results.csv", newline="") as handle:
        header = next(csv.reader(handle))
    assert "probe_toy" in header and header[0] == "strategy"
    assert runner._cache.builds == 1  # the second run reused nothing it had to rebuild: one build
    StudyRunner(Study.open(tmp_path / "s"), threads=1, yardsticks=[toy_probe], plots=False).run()
    assert len(calls) == 2  # kept in the run folders, not measured again

    def later_probe(run_dir: Path) -> dict:  # a yardstick that arrives after the runs finished
        return {"probe_later": 0.5}

    before = {p.name: (p / "metrics.jsonl").read_bytes() for p in (tmp_path / "s" / "runs").iterdir()}
    third = StudyRunner(Study.open(tmp_path / "s"), threads=1, yardsticks=[toy_probe, later_probe],
                        plots=False).run()
    assert third.trained == 0 and [r["probe_later"] for r in third.rows] == [0.5, 0.5]
    assert {p.name: (p / "metrics.jsonl").read_bytes() for p in (tmp_path / "s" / "runs").iterdir()} == before


def test_two_runs_share_one_data_build(tmp_path):
    spec = StudySpec(knob="mask-rate", task="text", values=[0.2, 0.4], seeds=[0],
                     fixed=TrainConfig(task="text", steps=3, eval_every=5, checkpoint_every=100))
    runner = StudyRunner(Study.create_or_continue(tmp_path / "s", spec), threads=1, yardsticks=[], plots=False)
    outcome = runner.run()
    assert outcome.state == "finished" and runner._cache.builds == 1
    assert len(outcome.overheads_s) == 1 and outcome.overheads_s[0] >= 0
    tokenizers = {(p / "tokenizer.json").read_text() for p in (tmp_path / "s" / "runs").iterdir()}
    assert len(tokenizers) == 1


def test_data_key_says_when_data_can_be_shared():
    base = TrainConfig(task="text", steps=5)
    assert data_key(base.replace(seed=3, masking={"mask_prob": 0.4})) == data_key(base)
    assert data_key(base.replace(seq_len=8)) != data_key(base)
    img = TrainConfig(task="image", steps=5)
    assert data_key(img.replace(masking={"ratio": 0.5})) == data_key(img)
    assert data_key(img.replace(seed=1)) != data_key(img)  # generated images are drawn from the seed


def test_estimate_grows_with_the_work():
    small = _image_spec()
    big = _image_spec(seeds=[0, 1])
    more_steps = StudySpec(knob="mask-ratio", task="image", values=[0.5, 0.75], seeds=[0],
                           fixed=small.fixed.replace(steps=STEPS * 10))
    a, b, c = estimate_seconds(small), estimate_seconds(big), estimate_seconds(more_steps)
    assert 0 < a < b and a < c
    assert estimate_seconds(big, parallel=2, threads=1) < estimate_seconds(big, parallel=1, threads=1)


def test_spec_checks_and_round_trip():
    spec = _image_spec()
    again = StudySpec.from_dict(json.loads(json.dumps(spec.to_dict())))
    assert again.differences(spec) == []
    assert spec.config_for(0.5, 3).masking.ratio == 0.5 and spec.config_for(0.5, 3).seed == 3
    with pytest.raises(StudyError, match="unknown knob"):
        StudySpec(knob="dropout", task="text", values=[0.1], seeds=[0], fixed=TrainConfig())
    with pytest.raises(StudyError, match="at least one seed"):
        _image_spec(seeds=[])


@pytest.mark.skipif(not hasattr(TrainConfig(), "objective"), reason="waits for the engine's TrainConfig.objective")
def test_objective_study_sets_the_objective(tmp_path):
    spec = StudySpec(knob="objective", task="text", values=["mlm", "clm"], seeds=[0],
                     fixed=TrainConfig(task="text", steps=STEPS, eval_every=5, checkpoint_every=100))
    assert [spec.config_for(v, 0).objective for v in spec.values] == ["mlm", "clm"]
    outcome = StudyRunner(Study.create_or_continue(tmp_path / "s", spec), threads=1, yardsticks=[]).run()
    assert outcome.state == "finished" and [r["objective"] for r in outcome.rows] == ["mlm", "clm"]


def test_plotting_never_imports_qt(tmp_path):
    import subprocess
    import sys

    code = ("import sys; from mlm_lab.studies.plots import write_plots; "
            f"write_plots({str(tmp_path)!r}, [{{'mask_prob': 0.1, 'seed': 0, 'eval_loss_at_15': 1.0}}], "
            "knob='mask-rate', column='mask_prob', values=[0.1]); "
            "print(any(m.startswith(('PySide6', 'PyQt')) for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[1],
                         env={**__import__("os").environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
    assert out.stdout.strip() == "False"
    assert (tmp_path / "eval_loss_at_15.png").is_file()


def test_runs_dir_places_the_study_and_dry_run_trains_nothing(tmp_path, capsys):
    code, out, _ = _run_cli(["strategy", "--task", "image", "--steps", "50", "--runs-dir", str(tmp_path),
                             "--dry-run"], capsys)
    assert code == 0
    assert f"study folder: {tmp_path / 'studies' / 'strategy-image-nano-generated'}" in out
    assert [ln.split()[1] for ln in out.splitlines() if ln.startswith("  strategy")] == \
        ["random", "block", "grid", "center"]
    assert "estimate: about" in out
    assert not (tmp_path / "studies").exists()


def test_bad_data_exits_2_and_leaves_no_study_folder(tmp_path, capsys):
    (tmp_path / "small.txt").write_text("too little text\n" * 3)
    with pytest.raises(SystemExit) as exc:
        main(["study", "mask-rate", "--values", "0.15,0.3", "--steps", "5", "--data", str(tmp_path / "small.txt"),
              "--out", str(tmp_path / "s")])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "too small" in err[0], err
    assert not (tmp_path / "s").exists()



def test_the_probe_yardstick_uses_mlm_lab_features_when_there(text_study, monkeypatch):
    import sys
    import types

    from mlm_lab.studies import default_yardsticks

    calls = []

    def probe_model(model_dir, task, *, random_init=True, **kwargs):
        calls.append((Path(model_dir), task, random_init))
        return {"acc": 0.625, "majority_acc": 0.25}

    monkeypatch.setitem(sys.modules, "mlm_lab.features", types.SimpleNamespace(probe_model=probe_model))
    probe, cloze = default_yardsticks()
    assert cloze.__name__ == "cloze_by_side"
    run = sorted((text_study[0] / "runs").iterdir())[0]
    assert probe(run) == {"probe_words_accuracy": 0.625, "probe_words_majority": 0.25}
    newest = sorted((run / "checkpoints").iterdir(), key=lambda p: int(p.name.split("-")[1]))[-1]
    assert calls == [(newest, "words", False)]
    monkeypatch.setitem(sys.modules, "mlm_lab.features", None)  # not installed: no probe column
    assert [y.__name__ for y in default_yardsticks()] == ["cloze_by_side"]


def test_a_causal_run_keeps_its_next_token_names():
    from mlm_lab.studies.results import run_row

    metrics = {"step": 20, "elapsed_s": 7.5, "eval_loss": 3.1, "eval_accuracy": 0.42, "eval_top5": 0.6,
               "eval_next_token_loss": 3.1, "eval_next_token_accuracy": 0.42, "train_loss": 3.2}
    status = {"state": "finished", "step": 20, "final_metrics": metrics, "unigram_baseline": 0.14}
    clm = run_row("text", {"objective": "clm"}, 0, {**status, "objective": "clm"}, "run-b")
    assert clm["eval_next_token_accuracy"] == 0.42 and clm["eval_next_token_top5"] == 0.6
    assert not any(k.endswith("_at_15") for k in clm)  # not measured with 15 % masking
    assert clm["unigram_baseline_next_token"] == 0.14
    mlm = run_row("text", {"objective": "mlm"}, 0, status, "run-a")
    assert mlm["eval_accuracy_at_15"] == 0.42 and mlm["unigram_baseline_at_15"] == 0.14 and mlm["wall_s"] == 7.5
