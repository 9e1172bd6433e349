"""Speed of the explanations on the bundled models (issue 25, "Speed"), and the MAE's locality.

Targets on a 2-core CPU: occlusion for a 32-token sentence <= 40 ms; integrated gradients
with 32 steps <= 250 ms (off the GUI thread); the MAE influence of one hidden patch
<= 200 ms; the layer lens adds <= 10 ms to a prediction. Each figure is a wall-clock
median (p90 beside it) after one warm-up call; beside the float32 rows, the call's GFLOP and
its arithmetic floor, GFLOP / the CPU's fp32 peak (--peak, 330 GFLOP/s by default): no code
on that CPU runs faster than the floor, so a target below it cannot be met there. Last, the
GUI thread's longest stall (target <= 50 ms) while the real window, offscreen, computes and
draws the Text tab's Why? (every method, the lens table, the heads grid, one map large) and
the Image tab's influence overlay (every method): a 5 ms heartbeat timer measures the gaps. Then, for the MAE, how influence falls with
distance from the hidden patch, per view and layer (Spearman correlation of |influence|
with distance; mean |influence| within 1.5 patches and beyond 3). Prints; asserts nothing.

    .venv/bin/python benchmarks/bench_explain.py [--repeats 20] [--threads 2] [--no-locality]
        [--gui-rounds 2 | --gui-only] [--peak 330]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mlm_lab.explain import explain_patch, explain_text, lens_logits
from mlm_lab.inference import bundled_image_model, bundled_text_model

# 32 tokens with [CLS] and [SEP] in the bundled tokenizer (checked below)
SENTENCE_32 = ("when the old man came back home from the busy market late that evening , he quietly opened the [MASK] very slowly and "
               "sat down by the warm fire .")


def timed(fn, repeats: int) -> tuple[float, float]:
    """(median, p90) wall ms of fn() after one warm-up call."""
    fn()
    walls = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        walls.append((time.perf_counter() - t) * 1000)
    walls.sort()
    return statistics.median(walls), walls[int(0.9 * (len(walls) - 1))]


PEAK_GFLOPS = 330.0  # fp32 peak of the 2-core machine the targets were set on (--peak to change)


def gflop(fn) -> float:
    """Floating-point operations of one call (matrix products and attention, as torch counts them)."""
    from torch.utils.flop_counter import FlopCounterMode

    with FlopCounterMode(display=False) as counter:
        fn()
    return counter.get_total_flops() / 1e9


def line(label: str, med: float, p90: float, target: float | None = None, fn=None) -> None:
    """One row; with fn, also its GFLOP and the arithmetic floor: GFLOP / the machine's peak."""
    verdict = "" if target is None else ("  ok" if med <= target else f"  MISSED (target {target:g} ms)")
    floor = ""
    if fn is not None:
        try:
            g = gflop(fn)
            floor = f"  {g:5.2f} GFLOP, floor {g / PEAK_GFLOPS * 1000:5.1f} ms"
        except RuntimeError:  # the counter's module hooks refuse autograd.grad to a leaf (the MAE's gradient)
            floor = "  (GFLOP not counted)"
    print(f"{label:58s} median {med:7.1f} ms  p90 {p90:7.1f}{floor}{verdict}")


GUI_SENTENCE = "when the old man came back home from the market late that evening , he quietly opened the door slowly ."


class Heartbeat:
    """A 5 ms precise QTimer on the GUI thread: every tick records the gap since the last one; a
    stall is gap - 5 ms, the time the GUI thread was busy (or held off the GIL) instead of ticking."""

    PERIOD_MS = 5

    def __init__(self):
        from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer

        self.clock = QElapsedTimer()
        self.clock.start()
        self.last = 0.0
        self.cpu_last = time.thread_time() * 1000
        self.stalls: dict[str, list[float]] = {}
        self.cpu: dict[str, list[float]] = {}  # the GUI thread's own CPU time within each gap
        self.phase = "start"
        self.until = None
        self.loop = QEventLoop()
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.timer.start(self.PERIOD_MS)

    def _tick(self) -> None:
        now, cpu = self.clock.nsecsElapsed() / 1e6, time.thread_time() * 1000
        self.stalls.setdefault(self.phase, []).append(now - self.last - self.PERIOD_MS)
        self.cpu.setdefault(self.phase, []).append(cpu - self.cpu_last)
        self.last, self.cpu_last = now, cpu
        if self.until is not None and self.until():
            self.loop.quit()

    def wait(self, phase: str, until, settle_ms: float = 150.0, timeout_s: float = 120.0) -> None:
        """Run the event loop (as the app does) until `until()` holds, then settle_ms more (the
        answer painted), recording the stalls under `phase`; the actions taken before the call
        are in it too, since their slots run in this loop."""
        self.phase = phase
        start = self.clock.elapsed()
        done_at: list[float] = []

        def finished() -> bool:
            now = self.clock.elapsed()
            if now - start > timeout_s * 1000:
                raise TimeoutError(f"GUI benchmark: {phase} took more than {timeout_s:.0f} s")
            if not done_at and until():
                done_at.append(now)
            return bool(done_at) and now - done_at[0] >= settle_ms

        self.until = finished
        self.loop.exec()
        self.until = None


def gui_stalls(rounds: int) -> None:
    """The real window offscreen with the bundled models: the Text tab's Why? (heat strip, the
    method chooser through every method: occlusion, integrated gradients, gradient x input, the lens
    table, attention with its heads grid and one map opened large) and the Image tab's influence
    overlay for every method, `rounds` times; prints the longest GUI-thread stall per step."""
    import os
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from mlm_lab.app.window.main_window import MainWindow
    from mlm_lab.explain import PATCH_METHODS

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="bench-explain-gui-"))
    window = MainWindow(settings_path=folder / "settings.ini", runs_dir=folder / "runs",
                        models={"text": "bundled", "image": "bundled"}, restore=False)
    window.ask = lambda title, text: True
    window.resize(1400, 900)
    window.show()
    beat = Heartbeat()
    beat.wait("window start, models loading (not an explanation)", window.is_ready, timeout_s=300)
    text, image = window.text_tab, window.image_tab
    panel = text.explainer
    window.tabs.setCurrentWidget(text)
    text.set_state({"text": GUI_SENTENCE, "strategy": "manual", "manual": [18]})
    beat.wait("text prediction (not an explanation)", lambda: text.presenter.prediction is not None and window.is_ready())
    position = text.presenter.masking.selected[-1]
    for _ in range(rounds):
        panel.close_explanation()
        beat.wait("text: close Why?", lambda: True)
        assert panel.open_at(position)
        beat.wait("text: Why? opens, occlusion heat strip", lambda: panel.result is not None
                  and panel.result.method == "occlusion" and not panel.is_busy())
        for method, label in (("ig", "integrated gradients (32 steps)"), ("gradxinput", "gradient x input"),
                              ("lens", "the layer lens table"), ("attention", "attention: heads grid"),
                              ("occlusion", "occlusion again")):
            index = panel.method_combo.findData(method)
            panel.method_combo.setCurrentIndex(index)
            panel.method_combo.activated.emit(index)
            beat.wait(f"text: {label}", lambda m=method: panel.result is not None and panel.result.method == m
                      and not panel.is_busy())
            if method == "attention":
                panel.open_map(panel.result.attentions.shape[0] - 1, 0)
                beat.wait("text: one head's map, large", lambda: panel.large_map.isVisible())
                panel.large_map.close()
    window.tabs.setCurrentWidget(image)
    beat.wait("image tab shown", lambda: image.result is not None and window.is_ready())
    ex = image.explainer
    cells = np.argwhere(image.result.reconstruction.mask)
    for k in range(rounds):
        r, c = (int(v) for v in cells[(k * 7) % len(cells)])
        if ex.choice.patch is not None:
            ex.clear()
        assert ex.click(r, c)
        for method in PATCH_METHODS:
            index = ex.method_combo.findData(method)
            if ex.choice.method != method:
                ex.method_combo.setCurrentIndex(index)
                ex.method_combo.activated.emit(index)
            beat.wait(f"image: influence overlay, {method}", lambda m=method: ex.result is not None
                      and ex.result.method == m and not ex.is_busy())
    beat.timer.stop()
    print(f"\nGUI thread during explanations (the real window offscreen, bundled models, {rounds} round(s); "
          f"a {Heartbeat.PERIOD_MS} ms heartbeat, stall = gap - {Heartbeat.PERIOD_MS} ms; 'GUI CPU': the GUI "
          "thread's own CPU time in that gap, the rest is waiting for a core or the GIL):")
    worst = 0.0
    for phase, stalls in beat.stalls.items():
        top = max(stalls)
        own = beat.cpu[phase][stalls.index(top)]
        counted = "not an explanation" not in phase and phase != "start"
        worst = max(worst, top) if counted else worst
        print(f"  {phase:58s} longest {top:6.1f} ms (GUI CPU {own:5.1f})  ticks {len(stalls):5d}  over 50 ms: "
              f"{sum(1 for v in stalls if v > 50)}")
    print(f"{'longest GUI-thread stall while explaining and drawing':58s} {worst:7.1f} ms"
          f"{'  ok' if worst <= 50 else '  MISSED (target 50 ms)'}")
    window.close()
    app.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--no-locality", action="store_true", help="skip the MAE distance figures")
    parser.add_argument("--gui-rounds", type=int, default=2, help="rounds of the window's explanations (0: none)")
    parser.add_argument("--gui-only", action="store_true", help="only the GUI-thread stalls")
    parser.add_argument("--peak", type=float, default=PEAK_GFLOPS, help="the CPU's fp32 peak in GFLOP/s (for the floor)")
    args = parser.parse_args()
    globals()["PEAK_GFLOPS"] = args.peak
    torch.set_num_threads(args.threads)
    if args.gui_only:
        gui_stalls(max(1, args.gui_rounds))
        return
    tm, mae = bundled_text_model(), bundled_image_model()
    ids = tm.tokenizer.encode(SENTENCE_32, max_length=tm.max_length).ids
    print(f"text-tiny and mae-tiny, {args.threads} thread(s), {args.repeats} repeats, torch {torch.__version__}; "
          f"sentence of {len(ids)} tokens")
    net = tm.model.eval()
    x = torch.tensor([ids])
    pos = ids.index(tm.tokenizer.mask_token_id)
    wanted = torch.zeros_like(x, dtype=torch.bool)
    wanted[0, pos] = True

    def predict():
        with torch.no_grad():
            return net(x, positions=wanted).logits

    def predict_with_lens():
        with torch.no_grad():
            out = net(x, positions=wanted, output_hidden_states=True)
            return lens_logits(net, out.layer_hidden_states, pos).softmax(-1).topk(5)

    for method, target in (("occlusion", 40.0), ("ig", 250.0), ("gradxinput", None), ("attention", None),
                           ("lens", None)):
        label = {"occlusion": f"occlusion, {len(ids)} tokens, one batched forward",
                 "ig": "integrated gradients, 32 steps", "gradxinput": "gradient x input",
                 "attention": "attention: rollout + every layer x head", "lens": "explain_text(method='lens')"}[method]
        for precision in ("float32", "bfloat16") if method in ("occlusion", "ig") else ("float32",):
            def run(m=method, p=precision):
                return explain_text(tm, None, SENTENCE_32, method=m, steps=32, precision=p)

            line(f"{label}{', bfloat16' if precision == 'bfloat16' else ''}", *timed(run, args.repeats), target,
                 run if precision == "float32" else None)
    ig16 = lambda: explain_text(tm, None, SENTENCE_32, method="ig", steps=16)  # noqa: E731
    line("integrated gradients, 16 steps (gap < 0.03 % on the sentence set)", *timed(ig16, args.repeats), 250.0, ig16)
    # the lens: the same forward with and without it, interleaved, so the machine's load hits both alike
    predict(), predict_with_lens()
    plain_ms, lens_ms = [], []
    for _ in range(args.repeats * 5):
        for fn, store in ((predict, plain_ms), (predict_with_lens, lens_ms)):
            t = time.perf_counter()
            fn()
            store.append((time.perf_counter() - t) * 1000)
    diffs = sorted(b - a for a, b in zip(plain_ms, lens_ms, strict=True))
    line("a prediction at the [MASK] (one forward)", statistics.median(plain_ms), sorted(plain_ms)[int(0.9 * (len(plain_ms) - 1))])
    line("the same forward with the layer lens (7 layers, top-5)", statistics.median(lens_ms),
         sorted(lens_ms)[int(0.9 * (len(lens_ms) - 1))])
    extra = statistics.median(diffs)
    print(f"{'the lens adds (median of paired differences)':58s} {extra:7.1f} ms"
          f"{'  ok' if extra <= 10 else '  MISSED (target 10 ms)'}")

    from mlm_lab.data.image_sources import sample_photos
    from mlm_lab.explain.image import patch_mask_for

    image = sample_photos(("chelsea",)).images[0]
    pm = patch_mask_for(mae, None, 0.75, 0, "random")
    h = int(pm.mask[0].nonzero()[0])
    patch = (h // mae.config.grid[1], h % mae.config.grid[1])
    visible = int((~pm.mask[0]).sum())
    for method, target in (("occlusion", 200.0), ("gradient", 200.0), ("attention", 200.0)):
        for precision in ("float32", "bfloat16") if method == "occlusion" else ("float32",):
            def run_patch(m=method, p=precision):
                return explain_patch(mae, image, pm, patch, m, precision=p)

            line(f"MAE {method}, one hidden patch ({visible} visible of {pm.mask.shape[1]})"
                 + (", bfloat16" if precision == "bfloat16" else ""), *timed(run_patch, args.repeats), target,
                 run_patch if precision == "float32" else None)
    if args.gui_rounds > 0:
        gui_stalls(args.gui_rounds)
    if args.no_locality:
        return
    from mlm_lab.explain.sanity import mae_locality

    photos = sample_photos(("chelsea", "coffee", "astronaut")).images
    print("\nMAE locality: Spearman(|influence|, distance) over 3 photos x 4 hidden patches (75 % hidden, seed 0); "
          "negative = falls with distance; mean |influence| near (<= 1.5 patches) / far (> 3)")
    for method in ("occlusion", "gradient", "attention"):
        result = mae_locality(mae, photos, method, patches_per_image=4)
        for name, corr, (near, far) in zip(result.layer_names, result.correlations, result.near_far, strict=True):
            print(f"  {method:9s} {name:16s} rho {corr:+.3f}   near {near:.5f}  far {far:.5f}  "
                  f"near/far {near / max(far, 1e-12):6.1f}x")


if __name__ == "__main__":
    main()
