"""Training figures on this machine: what a short run reaches, throughput per preset, peak memory.

    python benchmarks/bench_training.py                 # 2-minute runs, torch's default threads
    python benchmarks/bench_training.py --seconds 60 --threads 1

Prints, for text (the generated toy language) and images (generated pictures): the
masked-token accuracy / masked-patch PSNR a `nano` run reaches in the time budget
(the number of steps is sized from a short probe so the learning-rate schedule ends on
time); then training throughput (tokens/s, images/s) of the `nano` and `tiny` presets
at their default batch sizes and sequence lengths / image sizes; each measurement runs
in a fresh process and reports that process's peak resident memory. Run by hand, not in CI.
"""

from __future__ import annotations

import argparse
import multiprocessing
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _job(kind: str, config_dict: dict, runs_dir: str, threads: int) -> dict:
    import torch

    from mlm_lab.training import TrainConfig, Trainer, load_metrics

    if threads:
        torch.set_num_threads(threads)
    config = TrainConfig.from_dict(config_dict)
    start = time.perf_counter()
    result = Trainer(config, runs_dir=runs_dir).run()
    wall = time.perf_counter() - start
    records = load_metrics(result.run_dir)
    speed_key = "tokens_per_s" if config.task == "text" else "images_per_s"
    speeds = [r[speed_key] for r in records if speed_key in r]
    steady = speeds[len(speeds) // 3 :] or speeds  # skip the first steps (allocation, warm caches)
    return {
        "kind": kind,
        "steps": result.step,
        "wall_s": wall,
        "train_s": records[-1].get("elapsed_s", wall),
        "speed": sum(steady) / max(len(steady), 1),
        "speed_key": speed_key,
        "first": records[0],
        "last": result.final_metrics,
        "baseline": _baseline(config),
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def _baseline(config) -> float | None:
    if config.task != "text" or config.data != "toy":
        return None
    from mlm_lab.data.toy_language import unigram_baseline_accuracy

    return unigram_baseline_accuracy()


def _import_only() -> float:
    import torch  # noqa: F401

    import mlm_lab.training  # noqa: F401

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _in_fresh_process(kind: str, config: dict, runs_dir: str, threads: int) -> dict:
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(1) as pool:
        return pool.apply(_job, (kind, config, runs_dir, threads))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=120.0, help="time budget of each learning run (default 120)")
    parser.add_argument("--threads", type=int, default=0, help="torch CPU threads (default: torch's choice)")
    parser.add_argument("--throughput-steps", type=int, default=30, help="steps per throughput measurement")
    parser.add_argument("--skip-learning", action="store_true", help="only measure throughput")
    args = parser.parse_args()
    import torch

    runs = tempfile.mkdtemp(prefix="mlm-lab-bench-")
    print(f"torch {torch.__version__}, threads {args.threads or torch.get_num_threads()}, runs in {runs}")
    common = dict(threads=args.threads, snapshot_every=10**9, checkpoint_every=10**9, device="cpu")

    if not args.skip_learning:
        print(f"\n== what a {args.seconds:.0f}-second nano run reaches ==")
        for task, data, extra in (("text", "toy", {"masking": {"mask_prob": 0.15}}),
                                  ("image", "generated", {})):
            probe = _in_fresh_process("probe", dict(task=task, data=data, steps=20, eval_every=20, **common, **extra),
                                      runs, args.threads)
            rate = probe["steps"] / max(probe["train_s"], 1e-6)
            steps = max(20, int(rate * args.seconds * 0.9))
            res = _in_fresh_process("learn", dict(task=task, data=data, steps=steps,
                                                  eval_every=max(1, steps // 4), **common, **extra), runs, args.threads)
            last = res["last"]
            if task == "text":
                print(f"text  nano, toy language, 15 % masking: {steps} steps in {res['train_s']:.0f} s -> "
                      f"masked-token accuracy {last['eval_accuracy']:.3f} (top-5 {last['eval_top5']:.3f}; "
                      f"unigram baseline {res['baseline']:.3f}, {last['eval_accuracy'] / res['baseline']:.1f}x), "
                      f"eval loss {last['eval_loss']:.3f}")
            else:
                print(f"image nano, generated 32 px, 75 % masking: {steps} steps in {res['train_s']:.0f} s -> "
                      f"PSNR over hidden patches {last['eval_psnr']:.2f} dB (untrained {res['first']['eval_psnr']:.2f}), "
                      f"masked-patch loss {last['eval_loss']:.3f} (untrained {res['first']['eval_loss']:.3f})")

    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(1) as pool:
        floor = pool.apply(_import_only)
    print(f"\n== throughput ({args.throughput_steps} steps each, default batch sizes) ==")
    print(f"(peak memory is the whole process; importing torch and the lab alone takes {floor:.0f} MB)")
    corpus = Path(runs) / "toy-text.txt"
    from mlm_lab.data.toy_language import generate_sentences

    sentences = generate_sentences(40_000, 0)
    corpus.write_text("\n".join(" ".join(sentences[i : i + 8]) for i in range(0, len(sentences), 8)))
    jobs = [
        ("text nano, toy language rows (12 tokens)", dict(task="text", preset="nano", data="toy")),
        ("text nano, packed rows of 64 tokens", dict(task="text", preset="nano", data=str(corpus))),
        ("text tiny, packed rows of 128 tokens", dict(task="text", preset="tiny", data=str(corpus))),
        ("image nano, 32 px generated", dict(task="image", preset="nano", data="generated")),
        ("image tiny, generated", dict(task="image", preset="tiny", data="generated")),
    ]
    for label, cfg in jobs:
        res = _in_fresh_process("speed", dict(cfg, steps=args.throughput_steps, eval_every=10**9, eval_size=8, **common),
                                runs, args.threads)
        from mlm_lab.training import TrainConfig

        batch = TrainConfig.from_dict(dict(cfg, steps=10)).batch_size
        unit = "tokens/s" if res["speed_key"] == "tokens_per_s" else "images/s"
        print(f"{label:42} batch {batch:4d}: {res['speed']:10,.0f} {unit:9} peak memory {res['peak_mb']:7.0f} MB")


if __name__ == "__main__":
    main()
