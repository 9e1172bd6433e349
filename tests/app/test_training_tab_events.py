"""The Training tab's side of a run, driven by a scripted worker handle that hands out the
engine's typed events: they become plot points, progress, snapshots and a final state; Stop
is passed on. (The real worker process is exercised in test_training_tab.py.)"""

from __future__ import annotations

import math

import numpy as np
import pytest

from mlm_lab.app.training.tab import TrainingTab
from mlm_lab.training.events import Metrics, Snapshot, Started, Status


class ScriptedHandle:
    """Hands out a few events per poll, like a process streaming them; ends after the last."""

    def __init__(self, run_dir, events, per_poll=4, endless=False):
        self.run_dir = run_dir
        self._events = list(events)
        self._per_poll = per_poll
        self._endless = endless
        self._step = 0
        self.stopped = False
        self.killed = False
        self.joined = False

    def poll(self, timeout=0):
        if self._endless and not self.stopped and len(self._events) < self._per_poll:
            self._step += 1
            self._events.append(Metrics({"step": self._step, "train_loss": 5.0 / self._step}))
        out, self._events = self._events[: self._per_poll], self._events[self._per_poll:]
        return out

    def stop(self):
        self.stopped = True
        self._endless = False
        self._events.append(Status("stopped", "stopped at step 5", 5))

    def kill(self):
        self.killed = True
        self._events.clear()

    def join(self, timeout=None):
        self.joined = True

    def is_alive(self):
        return bool(self._events) or (self._endless and not self.stopped)


def _events(task="text", steps=30):
    ev = [Started(run_dir="/tmp/fake-run", task=task, step=0, steps=steps)]
    for s in range(1, steps + 1):
        m = {"step": s, "train_loss": 6.0 * math.exp(-s / 10)}
        if s % 10 == 0:
            m["eval_loss"] = 6.5 * math.exp(-s / 12)
            m["eval_accuracy" if task == "text" else "eval_psnr"] = s / 100 if task == "text" else 10 + s / 3
        ev.append(Metrics(m))
        if s == 20:
            if task == "text":
                ev.append(Snapshot(s, [
                    {"text": "the cows say [MASK] .", "answer": "moo", "correct": True,
                     "predictions": [{"token": "moo", "probability": 0.6}, {"token": "woof", "probability": 0.1}]}]))
            else:
                img = np.full((16, 16, 3), 64, dtype=np.uint8)
                items = [{"index": i, "original": img, "masked": img, "reconstruction": img, "pasted": img,
                          "psnr": 20.0 + i} for i in range(2)]
                ev.append(Snapshot(s, items))
    ev.append(Status("finished", "finished", steps))
    return ev


@pytest.fixture
def tab_factory(qtbot, tmp_path):
    made = []

    def make(handle):
        tab = TrainingTab(runs_dir=tmp_path, start_worker=lambda config, runs_dir=None, resume=None: handle)
        qtbot.addWidget(tab)
        tab.resize(1200, 800)
        tab.show()
        made.append(tab)
        return tab

    yield make
    for tab in made:
        tab.shutdown()


def test_a_run_adds_plot_points_shows_progress_and_finishes(qtbot, tab_factory):
    handle = ScriptedHandle("/tmp/fake-run", _events("text", 30))
    tab = tab_factory(handle)
    tab.set_form({"task": "text", "steps": 30})
    finished = []
    tab.run_finished.connect(finished.append)
    assert tab.start()
    assert tab.is_running() and not tab.start_button.isEnabled() and tab.stop_button.isEnabled()
    qtbot.waitUntil(lambda: finished == ["finished"], timeout=10000)
    assert not tab.is_running()
    assert tab.points() == 30
    x, y = tab.loss_plot.shown_data("train loss")
    np.testing.assert_array_equal(x, np.arange(1, 31))
    assert y[0] > y[-1]
    ex, _ = tab.loss_plot.shown_data("eval loss")
    np.testing.assert_array_equal(ex, [10, 20, 30])
    mx, my = tab.metric_plot.shown_data("this run")
    np.testing.assert_allclose(my, [10, 20, 30])
    assert tab.progress.value() == 30 and tab.progress.maximum() == 30
    assert tab.eta_label.text().startswith("Finished at step 30 of 30")
    strip = tab.snapshot_box
    assert "moo</span> 60\u00a0%" in strip.text.text() and "Step 20" in strip.caption.text()
    assert tab.start_button.isEnabled() and not tab.stop_button.isEnabled()


def test_image_runs_plot_psnr_and_show_reconstructions(qtbot, tab_factory):
    handle = ScriptedHandle("/tmp/fake-run", _events("image", 30))
    tab = tab_factory(handle)
    tab.set_form({"task": "image", "steps": 30})
    assert tab.form_view.mask_label.text() == "Mask ratio" and tab.form_view.mask_spin.value() == 75
    done = []
    tab.run_finished.connect(done.append)
    tab.start()
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    assert tab.metric_plot.getPlotItem().getAxis("left").labelText == "PSNR (dB)"
    _, psnr = tab.metric_plot.shown_data("this run")
    np.testing.assert_allclose(psnr, [10 + 10 / 3, 10 + 20 / 3, 20])
    shown = tab.snapshot_box.shown_panels()
    assert len(shown) == 2
    assert shown[0].image().shape == (16, 16 * 3 + 2, 3)  # masked | reconstruction + visible | original
    np.testing.assert_allclose(shown[0].image()[:, :16], 64 / 255, atol=1e-6)
    assert "PSNR 21.0 dB" in shown[1].caption()


def test_stop_is_passed_on_and_the_run_ends_stopped(qtbot, tab_factory):
    handle = ScriptedHandle("/tmp/fake-run", _events("text", 1)[:1], endless=True)
    tab = tab_factory(handle)
    done = []
    tab.run_finished.connect(done.append)
    tab.start()
    qtbot.waitUntil(lambda: tab.points() >= 5, timeout=10000)
    tab.stop()
    assert handle.stopped
    assert tab.eta_label.text().startswith("Stopping")
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    assert done == ["stopped"] and not tab.is_running()


def test_the_plot_redraws_on_its_timer_not_on_every_point(qtbot, tab_factory):
    tab = tab_factory(ScriptedHandle("/tmp/x", []))
    tab._redraw_timer.stop()
    tab.loss_plot.ensure_series("train loss", color="#1f77b4")
    for step in range(1, 501):
        tab.loss_plot.add_point("train loss", step, 1.0 / step)
    x, _ = tab.loss_plot.shown_data("train loss")
    assert x.size == 0  # nothing drawn yet: points only go to the buffer
    assert tab.loss_plot.redraw() == 1
    x, _ = tab.loss_plot.shown_data("train loss")
    assert x.size == 500
    assert tab.loss_plot.redraw() == 0  # nothing new, nothing redrawn


def test_shutdown_stops_then_kills_a_run_that_does_not_end(qtbot, tab_factory):
    class Stubborn(ScriptedHandle):
        def stop(self):
            self.stopped = True  # ...but keeps running

        def is_alive(self):
            return not self.killed

    handle = Stubborn("/tmp/x", [], endless=True)
    tab = tab_factory(handle)
    tab.start()
    tab.shutdown(timeout=0.1)
    assert handle.stopped and handle.killed and handle.joined
    assert not tab.is_running()


def test_a_bad_form_does_not_start(qtbot, tab_factory, tmp_path):
    tab = tab_factory(ScriptedHandle("/tmp/x", []))
    messages = []
    tab.error_message.connect(messages.append)
    tab.set_form({"task": "text", "data": "path", "path": str(tmp_path / "nowhere")})
    assert not tab.start()
    assert not tab.is_running()
    assert messages == [f"Cannot start: no such file or folder: {tmp_path / 'nowhere'}"]
    tab.set_form({"task": "text", "name": "a/b"})  # the form takes any text; the engine's check refuses it
    assert not tab.start() and not tab.is_running()
    assert messages[-1] == "Cannot start: name may not contain / or \\: 'a/b'"


def test_form_state_round_trip_and_validation(tab_factory):
    tab = tab_factory(ScriptedHandle("/tmp/x", []))
    tab.set_form({"task": "image", "data": "samples", "strategy": "block", "mask": 0.4, "steps": 120,
                  "lr": 0.001, "name": "blocks"})
    state = tab.get_state()
    assert state["form"]["strategy"] == "block" and state["form"]["mask"] == 0.4
    tab.set_form({"task": "text"})
    tab.set_state(state)
    assert tab.get_state() == state
    assert "train loss" not in tab.loss_plot.series_names()  # no live curves before a run
    for bad in ({"task": "audio"}, {"task": "text", "strategy": "block"}, {"task": "text", "steps": 3},
                {"task": "text", "lr": 5.0}, {"task": "image", "data": "toy"}):
        with pytest.raises(ValueError):
            tab.set_state({"form": bad})
    assert tab.get_state() == state


def test_start_stop_cycles_leave_no_curves_timers_or_handles_behind(qtbot, tmp_path):
    """The soak's pattern (a run started and stopped, again and again): each run's curves replace
    the last one's, and the tab's Qt objects, plot items and timers stay as many as after one run."""
    from PySide6.QtCore import QObject, QTimer

    handles = []

    def start_worker(config, runs_dir=None, resume=None):
        handles.append(ScriptedHandle("/tmp/fake-run", _events("text", 1)[:1], endless=True))
        return handles[-1]

    tab = TrainingTab(runs_dir=tmp_path, start_worker=start_worker)
    qtbot.addWidget(tab)
    tab.show()
    tab.set_form({"task": "text", "steps": 2000})
    done = []
    tab.run_finished.connect(done.append)

    def counts():
        items = [len(p.getPlotItem().items) for p in (tab.loss_plot, tab.metric_plot)]
        legend = [len(p.legend.items) for p in (tab.loss_plot, tab.metric_plot)]
        return (len(tab.findChildren(QObject)), len(tab.findChildren(QTimer)), items, legend,
                tab.loss_plot.series_names(), tab.metric_plot.series_names())

    after_first = None
    for cycle in range(6):
        assert tab.start()
        qtbot.waitUntil(lambda n=5 + cycle: tab.points() >= n, timeout=10000)  # runs of different lengths
        tab.stop()
        qtbot.waitUntil(lambda n=cycle + 1: len(done) == n, timeout=10000)
        tab.loss_plot.redraw()
        x, _ = tab.loss_plot.shown_data("train loss")
        assert x.size == tab.points() and x[0] == 1  # this run's points only, from its first step
        after_first = after_first or counts()
        assert counts() == after_first, f"cycle {cycle}"
    assert after_first[2] == [2, 1] and after_first[4] == ["train loss", "eval loss"]
    assert done == ["stopped"] * 6 and not tab.is_running() and tab.run.controller.handle is None
    assert len(handles) == 6 and all(h.stopped and h.joined and not h.is_alive() for h in handles)
    tab.shutdown()
