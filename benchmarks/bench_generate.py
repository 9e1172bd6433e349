"""Speed of generation by unmasking with the bundled generator (issue 24, "Speed").

Targets on a 2-core CPU: 32 tokens in 16 steps at most 100 ms median; 8 samples in one
batch at most 2x one sample; while a generation plays in the app, the GUI thread is never
busy for more than 50 ms. Prints figures; asserts nothing.

1. Whole generations: wall-clock median and p90 and, in brackets, this process's CPU time
   per call (all threads), and the wall time per step.
2. The cost of one step of 32 x 16, split: the model call on the batch (34 tokens; the logits
   only at the positions still masked, 32 at the first step) and the rest of a step (the draw,
   the remasking, the bookkeeping of the rounds), for 1 and for 8 samples, timed inside the
   same generations.
3. The arithmetic: multiply-adds per generation, the rate reached, and this CPU's fp32 matrix
   product rate at the model's own shapes with the weights in cache (the ceiling), hence the
   least time 1 and 8 samples can take: 8 samples are 8x the multiply-adds of one, and the
   results must stay bit for bit those of the plain fp32 model. (One sample also reads all
   27 MB of weights every step for 34 rows: it stays well under the ceiling.)
4. With --gui: the Generate tab (offscreen), 32 tokens in 16 steps, 8 samples, while the worker
   generates and while Play walks the rounds: a 10 ms QTimer on the GUI thread records the wall
   clock and the GUI thread's own CPU time at each tick. "Busy" is the thread's CPU time between
   two ticks (what the tab itself spent); a stall is the wall gap - 10 ms, which also counts the
   time the thread waited for a core while other programs ran. Cyclic garbage collections in
   each phase are listed (the app runs them on the GUI thread: mlm_lab/app/qt/gc_guard.py).

    .venv/bin/python benchmarks/bench_generate.py [--repeats 30] [--threads 2] [--model FOLDER] [--gui]
        [--wait-idle 0.2]

Several programs sharing the 2 cores make every wall figure noisy (two OpenMP threads on two
busy cores wait for each other, a scheduler slice at a time): compare figures taken in one
sitting, or the CPU times, or time only idle moments with --wait-idle.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import time

import torch
import torch.nn.functional as F

from mlm_lab.generation import bundled_generator, bundled_generator_dir, generate
from mlm_lab.generation.schedule import reveal_counts
from mlm_lab.inference import load_text_model

LENGTH, STEPS = 32, 16
QUIET = {"limit": None, "waits": 0}  # --wait-idle: the busy share of the cores that still counts as idle


def cores_busy(seconds: float = 0.3) -> float:
    """The share of all cores busy over `seconds` (Linux /proc/stat; 0 elsewhere), this process idle meanwhile."""
    def snap() -> tuple[int, int]:
        with open("/proc/stat") as f:
            v = [int(x) for x in f.readline().split()[1:]]
        return sum(v), v[3] + v[4]  # all, idle + iowait

    try:
        a = snap()
        time.sleep(seconds)
        b = snap()
    except OSError:
        return 0.0
    return 1.0 - (b[1] - a[1]) / max(1, b[0] - a[0])


def wait_for_idle() -> None:
    """With --wait-idle, wait (at most a minute) until the other programs leave the cores idle."""
    if QUIET["limit"] is None:
        return
    deadline = time.perf_counter() + 60
    while cores_busy() > QUIET["limit"] and time.perf_counter() < deadline:
        QUIET["waits"] += 1


def timed(fn, repeats: int) -> tuple[float, float, float]:
    """(median wall ms, p90 wall ms, mean CPU ms) of fn() after one warm-up call."""
    fn()
    walls, cpu = [], 0.0
    for _ in range(repeats):
        wait_for_idle()
        t, c = time.perf_counter(), time.process_time()
        fn()
        walls.append((time.perf_counter() - t) * 1000)
        cpu += (time.process_time() - c) * 1000 / repeats
    walls.sort()
    return statistics.median(walls), walls[int(0.9 * (len(walls) - 1))], cpu


def asked_counts(length: int, steps: int) -> list[int]:
    """Masked positions the model is asked for at each step of a linear one-block plan."""
    left, out = length, []
    for c in reveal_counts(length, steps, "linear"):
        out.append(left)
        left -= c
    return out


def split_step(tm, repeats: int, **settings) -> tuple[float, float, float]:
    """(median ms of the first model call, of the model calls a step, of the rest of a step) over
    `repeats` generations: the model's forward is timed inside the generation itself."""
    net, calls = tm.model, []
    plain = net.forward

    def forward(*args, **kwargs):
        t = time.perf_counter()
        out = plain(*args, **kwargs)
        calls.append((time.perf_counter() - t) * 1000)
        return out

    net.forward = forward  # an instance attribute: nn.Module.__call__ finds it first
    try:
        generate(tm, "", seed=0, **settings)
        first, model, rest = [], [], []
        for _ in range(repeats):
            wait_for_idle()
            calls.clear()
            t = time.perf_counter()
            generate(tm, "", seed=0, **settings)
            total = (time.perf_counter() - t) * 1000
            first.append(calls[0])
            model.append(sum(calls) / len(calls))
            rest.append((total - sum(calls)) / len(calls))
    finally:
        del net.forward
    return statistics.median(first), statistics.median(model), statistics.median(rest)


def multiply_adds(cfg, samples: int, tokens: int, asked: list[int]) -> float:
    """Multiply-adds of the model calls (the linear layers, attention and the head at the asked rows)."""
    d, f, v, layers = cfg.hidden_size, cfg.intermediate_size, cfg.vocab_size, cfg.num_layers
    encoder = layers * tokens * (4 * d * d + 2 * d * f + 2 * tokens * d)
    return samples * sum(encoder + m * (d * d + d * v) for m in asked)


def matmul_rate(rows: int, d: int, f: int, repeats: int = 30) -> float:
    """Median GFLOP/s of the feed-forward product [rows, d] x [d, f] in fp32 (the model's own shape)."""
    x, w, b = torch.randn(rows, d), torch.randn(f, d), torch.randn(f)
    for _ in range(5):
        F.linear(x, w, b)
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        F.linear(x, w, b)
        times.append(time.perf_counter() - t)
    return 2 * rows * d * f / statistics.median(times) / 1e9


def gui_stalls(samples: int) -> list[str]:
    """The Generate tab's event loop while the worker generates LENGTH x STEPS for `samples` and while
    Play walks the rounds: the longest stall of each phase."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from mlm_lab.app.generate.tab import GenerateTab

    app = QApplication.instance() or QApplication([])

    def pump(until, timeout_s: float = 120.0) -> bool:
        deadline = time.perf_counter() + timeout_s
        while time.perf_counter() < deadline and not until():
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 10)
        return until()

    tab = GenerateTab()
    tab.resize(1280, 720)
    tab.show()
    if not pump(lambda: not tab.is_busy() and tab.result is not None):
        return ["GUI: the tab gave no first generation in 120 s"]
    ticks: list[tuple[float, float]] = []  # (wall ms, the GUI thread's CPU ms) at each tick
    heartbeat = QTimer()
    heartbeat.timeout.connect(lambda: ticks.append((time.perf_counter() * 1000, time.thread_time() * 1000)))
    heartbeat.start(10)

    collections: list[tuple[float, int]] = []  # (ms, generation) of each cyclic collection in a phase
    began: list[float] = []

    def on_gc(what: str, info: dict) -> None:
        if what == "start":
            began[:] = [time.perf_counter()]
        elif began:
            collections.append(((time.perf_counter() - began[0]) * 1000, info["generation"]))

    gc.callbacks.append(on_gc)

    def phase(name: str, start, until) -> str:
        ticks.clear()
        collections.clear()
        t0 = time.perf_counter()
        start()
        done = pump(until)
        seconds = time.perf_counter() - t0
        settle = time.perf_counter() + 0.3
        pump(lambda: time.perf_counter() > settle)  # the ticks after the last redraw: its stall counts too
        gaps = [(b[0] - a[0], b[1] - a[1]) for a, b in zip(ticks, ticks[1:], strict=False)]  # (wall, GUI thread CPU) ms
        if not done or not gaps:
            return f"GUI {name}: did not finish"
        worst = max(gaps)
        busy = max(cpu for _, cpu in gaps)
        return (f"GUI thread {name} ({seconds:.1f} s): busy at most {busy:5.1f} ms at a time (its CPU time "
                f"between two ticks; target <= 50), {sum(1 for _, c in gaps if c > 50)} time(s) over 50 ms; "
                f"longest stall {worst[0] - 10:5.1f} ms (a gap of {worst[0]:.1f} ms wall, {worst[1]:.1f} ms of it on "
                f"the GUI thread's CPU, the rest waiting for a core), {sum(1 for w, _ in gaps if w > 60)} over 50 ms"
                + (f"; {len(collections)} cyclic garbage collections, the longest {max(collections)[0]:.0f} ms "
                   f"(generation {max(collections)[1]})" if collections else ""))

    def ask() -> None:
        tab.state.prompt, tab.state.length, tab.state.steps, tab.state.samples = "", LENGTH, STEPS, samples

    lines = [phase(f"while the worker generates {LENGTH} x {STEPS}, {samples} samples", ask,
                   lambda: not tab.is_busy() and tab.result is not None and tab.result.steps == STEPS
                   and len(tab.result.rows) == samples)]

    def play() -> None:
        tab.player.slider.setValue(1)
        tab.play()

    lines.append(phase(f"while Play walks the {STEPS} rounds", play, lambda: not tab.is_playing()))
    heartbeat.stop()
    gc.callbacks.remove(on_gc)
    tab.shutdown()
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", help="a masked-LM folder (default: the bundled generator)")
    parser.add_argument("--gui", action="store_true", help="also time the Generate tab's event loop (offscreen)")
    parser.add_argument("--wait-idle", type=float, metavar="SHARE",
                        help="before each timed call, wait until the cores are at most this busy (e.g. 0.2) "
                             "over 0.3 s: for a machine that other programs share")
    args = parser.parse_args()
    QUIET["limit"] = args.wait_idle
    torch.set_num_threads(args.threads)
    tm = load_text_model(args.model) if args.model else bundled_generator()
    name = args.model or bundled_generator_dir().name
    cfg = tm.model.config
    print(f"model {name} ({cfg.num_layers} layers x {cfg.hidden_size}), {args.threads} thread(s), "
          f"{args.repeats} repeats, torch {torch.__version__}")
    cases = [
        ("32 tokens, 16 steps, 1 sample (target <= 100 ms)", dict(length=LENGTH, steps=STEPS, samples=1)),
        ("32 tokens, 16 steps, 8 samples in one batch", dict(length=LENGTH, steps=STEPS, samples=8)),
        ("32 tokens, 1 step (BERT-style)", dict(length=LENGTH, steps=1, samples=1)),
        ("32 tokens, 32 steps, left to right", dict(length=LENGTH, steps=LENGTH, remasking="left-to-right")),
        ("64 tokens, 64 steps, 1 sample", dict(length=64, steps=64, samples=1)),
    ]
    results = {}
    for label, kw in cases:
        med, p90, cpu = timed(lambda kw=kw: generate(tm, "", seed=0, **kw), args.repeats)
        results[label] = med
        steps = kw.get("steps", 1) if kw.get("remasking") != "left-to-right" else kw["length"]
        print(f"{label:52s} median {med:7.1f} ms  p90 {p90:7.1f}  [cpu {cpu:7.1f}]  per step {med / steps:5.2f} ms")
    one, eight = results[cases[0][0]], results[cases[1][0]]

    tokens = LENGTH + 2  # [CLS] ... [SEP]
    asked = asked_counts(LENGTH, STEPS)
    print(f"one step of {LENGTH} x {STEPS} ({tokens} tokens; the first step asks for {asked[0]}, the last for "
          f"{asked[-1]}), timed inside the generation:")
    for samples in (1, 8):
        first, model, rest = split_step(tm, args.repeats, length=LENGTH, steps=STEPS, samples=samples)
        print(f"  {samples} sample(s): model call {model:6.2f} ms a step (the first {first:6.2f}); draw, remasking "
              f"and rounds {rest:5.2f} ms a step ({100 * rest / (model + rest):3.0f} % of the time)")

    work1 = multiply_adds(cfg, 1, tokens, asked) * 2 / 1e9  # GFLOP
    ceiling1 = matmul_rate(tokens, cfg.hidden_size, cfg.intermediate_size)
    ceiling8 = matmul_rate(8 * tokens, cfg.hidden_size, cfg.intermediate_size)
    floor1, floor8 = work1 / ceiling1 * 1000, 8 * work1 / ceiling8 * 1000
    print(f"work: {work1:.2f} GFLOP a sample ({LENGTH} x {STEPS}); reached {work1 / one * 1000:5.1f} GFLOP/s with 1 "
          f"sample, {8 * work1 / eight * 1000:5.1f} with 8")
    print(f"ceiling: this CPU's fp32 matrix product at the model's shapes, {ceiling1:5.1f} GFLOP/s on {tokens} rows, "
          f"{ceiling8:5.1f} on {8 * tokens}: one sample takes at least {floor1:.0f} ms, 8 samples {floor8:.0f} ms "
          f"({floor8 / floor1:.1f}x); 8 samples within 2x of 100 ms would need "
          f"{8 * work1 / 0.2:.0f} GFLOP/s")
    print(f"8 samples / 1 sample: {eight / one:.2f}x (target <= 2x)")
    if QUIET["limit"] is not None:
        print(f"waited {QUIET['waits']} x 0.3 s for the cores to be at most {QUIET['limit']:.0%} busy")
    if args.gui:
        for line in gui_stalls(8):
            print(line)


if __name__ == "__main__":
    main()
