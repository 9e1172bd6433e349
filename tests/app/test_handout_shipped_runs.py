"""Lesson 4's handout draws its training plots from the runs shipped with the lesson
(resources/lessons/4-watch-a-model-learn-runs), never from a runs folder (issue 26 item 6); the
shipped runs are real runs of the engine, of the forms the lesson fills in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mlm_lab.app.lessons.handout import HANDOUT_RUNS, ClassroomHandout, HandoutExporter, handout_runs, run_curves
from mlm_lab.lab.lesson import LessonStep, bundled_lessons, load_lesson
from mlm_lab.training.runs import load_metrics

LESSON4 = next(p for p in bundled_lessons() if p.name.startswith("4-"))
RUNS = LESSON4.parent / "4-watch-a-model-learn-runs"


def _shipped(run: str) -> dict:
    """What the shipped run's files hold: every step's training loss, the evaluations, the final figures."""
    records = load_metrics(RUNS / run)
    status = json.loads((RUNS / run / "status.json").read_text())
    return {"train": [(r["step"], r["train_loss"]) for r in records if "train_loss" in r],
            "eval": [(r["step"], r["eval_loss"]) for r in records if "eval_loss" in r],
            "accuracy": [(r["step"], 100 * r["eval_accuracy"]) for r in records if "eval_accuracy" in r],
            "final": status["final_metrics"]}


def test_every_training_step_of_lesson_4_names_runs_that_ship_beside_it():
    lesson = load_lesson(LESSON4)
    for i, step in enumerate(lesson.steps):
        assert step.lab_state().tab == "training"
        runs = handout_runs(step, LESSON4)
        assert runs and len(runs) == len(step.extra[HANDOUT_RUNS]), (i + 1, runs)
        assert all(run.parent == RUNS for run in runs)
    assert [r.name for r in handout_runs(lesson.steps[0], LESSON4)] == ["mask-15"]
    assert [r.name for r in handout_runs(lesson.steps[3], LESSON4)] == ["mask-40", "mask-15"]
    for run in ("mask-15", "mask-40"):  # small: curves and the last snapshot, no weights
        files = [p for p in (RUNS / run).rglob("*") if p.is_file()]
        assert sum(p.stat().st_size for p in files) < 200_000
        assert not [p for p in files if p.suffix in (".safetensors", ".pt", ".bin")]


def test_a_step_names_only_runs_inside_the_lessons_folder(tmp_path):
    (tmp_path / "runs" / "good").mkdir(parents=True)
    (tmp_path / "runs" / "good" / "metrics.jsonl").write_text('{"step": 1, "train_loss": 2.0}\n')
    (tmp_path / "runs" / "empty").mkdir()
    outside = tmp_path.parent / f"{tmp_path.name}-outside"
    outside.mkdir()
    (outside / "metrics.jsonl").write_text('{"step": 1, "train_loss": 9.0}\n')
    lesson = tmp_path / "lesson" / "l.mlmlesson"
    lesson.parent.mkdir()
    (lesson.parent / "runs").symlink_to(tmp_path / "runs")  # a link that leads out of the folder
    (lesson.parent / "mine").mkdir()
    (lesson.parent / "mine" / "metrics.jsonl").write_text('{"step": 1, "train_loss": 1.0}\n')
    names = ["mine", "../runs/good", "runs/good", str(outside), "missing", "", 7, "mine/../mine"]
    step = LessonStep(extra={HANDOUT_RUNS: names})
    assert handout_runs(step, lesson) == [lesson.parent / "mine", lesson.parent / "mine/../mine"]
    assert handout_runs(step, None) == [] and handout_runs(LessonStep(), lesson) == []
    assert handout_runs(LessonStep(extra={HANDOUT_RUNS: "mine"}), lesson) == []  # a list, not a string


def test_run_curves_are_the_shipped_files_numbers():
    for run in ("mask-15", "mask-40"):
        curves, want = run_curves(RUNS / run), _shipped(run)
        assert list(zip(*curves["train"], strict=True)) == [(float(s), v) for s, v in want["train"]]
        assert list(zip(*curves["eval"], strict=True)) == [(float(s), v) for s, v in want["eval"]]
        assert curves["metric"][1] == pytest.approx([v for _, v in want["accuracy"]], rel=1e-12)


def _spy_metric_reads(monkeypatch) -> list[Path]:
    """Every run folder whose metrics.jsonl is read (the engine's reader, which the handout and the runs list use)."""
    import mlm_lab.training.runs as engine_runs

    read: list[Path] = []
    real = engine_runs.load_metrics

    def spy(run):
        read.append(Path(getattr(run, "path", run)))
        return real(run)

    monkeypatch.setattr(engine_runs, "load_metrics", spy)
    return read


def test_lesson_4s_handout_draws_the_shipped_runs_with_an_empty_runs_folder(qtbot, tmp_path, monkeypatch):
    """The menu's handout (a private window, as the CLI's): MLM_LAB_RUNS points at an empty folder; every
    page's plots hold the shipped runs' curves, point for point, and no runs folder is read or written."""
    from mlm_lab.app.window.main_window import MainWindow

    runs_dir = tmp_path / "runs"
    runs_dir.mkdir()
    monkeypatch.setenv("MLM_LAB_RUNS", str(runs_dir))
    read = _spy_metric_reads(monkeypatch)
    lesson = load_lesson(LESSON4)
    handout = ClassroomHandout(lesson, LESSON4, (1400, 900), window_class=MainWindow)
    on_page = []

    def looked(n, total):  # the page just grabbed: its plots show curves, not "Run it in class" / "No run yet"
        tab = handout.window.training_tab
        on_page.append((tab.loss_plot.empty_label.isVisible(), tab.metric_plot.empty_label.isVisible(),
                        tab.snapshot_box.caption.text()))

    handout.progress.connect(looked)
    with qtbot.waitSignal(handout.finished, timeout=240000):
        handout.start(tmp_path / "four.pdf")
    exporter = handout.exporter
    assert len(exporter.plotted) == len(lesson.steps) == 6 and not exporter.timed_out
    assert (tmp_path / "four.pdf").read_bytes().startswith(b"%PDF")
    for i, step in enumerate(lesson.steps):
        names = [Path(n).name for n in step.extra[HANDOUT_RUNS]]
        drawn = exporter.plotted[i]
        assert sorted(drawn) == sorted(n + s for n in names for s in (" train", " eval", "")), (i + 1, drawn)
        for run in names:
            want = _shipped(run)
            xs, ys = drawn[f"{run} train"]
            assert len(xs) == len(want["train"]) == 400 and list(zip(xs, ys, strict=True)) == want["train"]
            assert ys[-1] == want["final"]["train_loss"]
            xs, ys = drawn[f"{run} eval"]
            assert len(xs) == len(want["eval"]) == 21 and ys[-1] == want["final"]["eval_loss"]
            xs, ys = drawn[run]
            assert xs == [s for s, _ in want["accuracy"]] and ys[-1] == pytest.approx(100 * want["final"]["eval_accuracy"])
        assert on_page[i][:2] == (False, False), (i + 1, on_page[i])
        assert on_page[i][2] == f"{names[0]}, step 400"  # the first run's last snapshot under the plots
    assert not any(runs_dir.iterdir())
    assert read and all(p.parent == RUNS for p in read), read  # only the shipped runs' metrics were read


def test_the_exporter_takes_the_shipped_runs_off_the_window_it_borrowed(qtbot, lab_window, tmp_path):
    """On a window of the teacher's (the exporter used directly), the shipped curves are on the pages only:
    afterwards the plots and the snapshot strip are as they were."""
    w = lab_window
    lesson = load_lesson(LESSON4)
    lesson.steps = lesson.steps[2:4]  # one run, then two
    w.lessons.player.start(lesson, LESSON4, 0)
    tab = w.training_tab
    before = (tab.loss_plot.series_names(), tab.metric_plot.series_names(), tab.snapshot_box.caption.text())
    exporter = HandoutExporter(w, w.lessons.player)
    exporter.start(tmp_path / "two.pdf")
    qtbot.waitUntil(lambda: not exporter.running(), timeout=120000)
    assert [sorted(p) for p in exporter.plotted] == [
        ["mask-15", "mask-15 eval", "mask-15 train"],
        ["mask-15", "mask-15 eval", "mask-15 train", "mask-40", "mask-40 eval", "mask-40 train"]]
    assert (tab.loss_plot.series_names(), tab.metric_plot.series_names(), tab.snapshot_box.caption.text()) == before


def test_the_shipped_runs_are_the_engines_runs_of_the_lessons_forms(tmp_path):
    """Each shipped run's config is the one the Training tab's form of its step starts (one thread), and the
    engine, run again from it, gives the same first 20 steps (training losses and the step-20 evaluation;
    to 1e-4: another machine's float arithmetic may differ in the last bits)."""
    from mlm_lab.training.config import TrainConfig
    from mlm_lab.training.trainer import Trainer

    lesson = load_lesson(LESSON4)
    for run, step in (("mask-15", 0), ("mask-40", 2)):
        shipped = json.loads((RUNS / run / "config.json").read_text())
        form = lesson.steps[step].lab_state().training.form
        assert shipped == {**form.to_config().to_dict(), "threads": 1}, run
    config = {**json.loads((RUNS / "mask-40" / "config.json").read_text()), "steps": 20, "warmup": 40,
              "checkpoint_every": 1000, "snapshot_every": 1000, "name": "again"}
    trainer = Trainer(TrainConfig.from_dict(config), runs_dir=tmp_path)
    trainer.run()
    again = {r["step"]: r for r in load_metrics(trainer.run_dir)}
    shipped = {r["step"]: r for r in load_metrics(RUNS / "mask-40")}
    for s in range(1, 21):
        assert again[s]["train_loss"] == pytest.approx(shipped[s]["train_loss"], rel=1e-4), s
    for key in ("eval_loss", "eval_accuracy"):  # the same weights (the losses above), so the same evaluation
        assert again[20][key] == pytest.approx(shipped[20][key], rel=1e-4), \
            f"{key} at step 20 differs although training matched: the held-out evaluation is not of these weights"
