"""A rough time estimate of a study before it starts (the app's form shows it).

The throughputs are ROUGH: measured once, on the project's 2-core development machine
(shared with other jobs), 2026-12-01, 1 torch thread, default batch (text: 256 rows of
12 toy tokens; image: 64 generated 32 px images), 60-step runs with no evaluation in
between. Another machine, other data or a busy CPU will differ by a factor of 2 or more.
"""

from __future__ import annotations

# steps per second at 1 thread, default batch size
STEPS_PER_S = {
    ("text", "nano"): 12.0,
    ("image", "nano"): 12.0,
    # tiny was not measured here: nano's figure scaled by the model's compute (about 5x)
    ("text", "tiny"): 2.4,
    ("image", "tiny"): 2.4,
}
DEFAULT_BATCH = {"text": 256, "image": 64}  # the batch the figures above were measured with
EVAL_S = {"text": 0.25, "image": 0.15}  # one held-out evaluation + snapshot, nano
RUN_OVERHEAD_S = 1.0  # setup between runs (model, run folder, step-0 evaluation)
DATA_BUILD_S = {"text": 4.0, "image": 2.0}  # building the data once per study (per process)
# The yardsticks taken after each run (studies.yardsticks.default_yardsticks): the linear
# probe of the final encoder (text: word categories, 8 s; image: shapes, 12 s, nano, 1 thread,
# measured 2026-12-02 on the same busy machine) and, for text on the toy language, the
# cloze set (0.3 s). Often most of a short run's time: a 60-step nano run trains in ~10 s.
YARDSTICK_S = {"text": 8.0, "image": 12.0}
CLOZE_S = 0.5


def estimate_run_seconds(config, threads: int = 1) -> float:
    """Seconds for one run of `config` from step 0 at `threads` torch threads."""
    sps = STEPS_PER_S.get((config.task, config.preset), 2.4)
    if config.task == "text":
        batch = config.batch_size * config.seq_len / (DEFAULT_BATCH["text"] * 12)
    else:
        batch = config.batch_size / DEFAULT_BATCH["image"]
    speedup = max(1, threads) ** 0.6  # small models use extra threads poorly
    train = config.steps * batch / (sps * speedup)
    evals = (config.steps // max(1, config.eval_every) + 2) * EVAL_S[config.task] * batch
    return train + evals + RUN_OVERHEAD_S


def estimate_yardstick_seconds(config, threads: int = 1) -> float:
    """Seconds of the yardsticks a study takes of one finished run (probe, cloze)."""
    scale = 1.0 if config.preset == "nano" else 3.0  # tiny: a wider encoder to read features from
    seconds = YARDSTICK_S.get(config.task, 8.0) * scale  # the probe fit is mostly single-threaded
    if config.task == "text" and config.data == "toy":
        seconds += CLOZE_S * scale
    return seconds


def estimate_seconds(study, *, parallel: int = 1, threads: int = 0, remaining_only: bool = True,
                     yardsticks: bool = True) -> float:
    """Seconds the study (a Study or a StudySpec) should take, roughly: the runs still to
    do (all of them for a spec, or with remaining_only=False), each with its yardsticks
    (the probe after it; `yardsticks=False` leaves them out), split over `parallel`
    processes of `threads` threads each (0: the cores shared between them)."""
    import os

    spec = getattr(study, "spec", study)
    plan = [(v, s, 0) for v, s in spec.plan()]
    if remaining_only and hasattr(study, "pending") and study.runs_dir.is_dir():
        plan = [(p.value, p.seed, p.step) for p in study.pending()]
    parallel = max(1, int(parallel))
    if not threads:
        threads = max(1, (os.cpu_count() or 1) // parallel)
    total = 0.0
    for value, seed, done_steps in plan:
        config = spec.config_for(value, seed)
        total += estimate_run_seconds(config, threads) * (1 - done_steps / max(1, config.steps))
        if yardsticks:
            total += estimate_yardstick_seconds(config, threads)
    waves = parallel if len(plan) >= parallel else max(1, len(plan))
    return DATA_BUILD_S[spec.task] + total / waves
