"""Image model shapes for the bundled MAE: reconstruct latency and training-step cost per shape.

Prints figures; asserts nothing. Each shape is `<input side in px>/<decoder blocks>` with
mae-tiny's 8 px patches, encoder 192 x 6 and decoder width 128: 96/2 is mae-tiny, 96/4 the
`small` image preset (a decoder twice as deep), 112/2 and 128/2 larger inputs (14 x 14 and
16 x 16 patches; issue 14 asks whether they read better on a projector while `reconstruct`
stays under 40 ms). For each: parameters; `reconstruct` of one 512 x 512 photo at 75 %
(median of `--repeats` calls, wall clock, the crop and resize included); the arithmetic of one
training step (batch 64, 75 % random masking, forward + backward, GFLOP by
torch.utils.flop_counter); and that step's CPU time with the engine's fused AdamW, timed in
interleaved rounds in one process (median, and the ratio to the first shape). Random
weights: speed does not depend on them.

    PYTHONPATH=. python benchmarks/bench_image_sizes.py [--threads 1] [--rounds 5] [--shapes 96/2,96/4,112/2,128/2]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_mae_vs_hf import step_gflops
from bench_text_sizes import interleaved, size_args

from mlm_lab.inference import reconstruct
from mlm_lab.models import MaskedAutoencoder, image_config
from mlm_lab.training.tasks import ImageTask, adamw_for

BATCH = 64


def build(shape: str) -> MaskedAutoencoder:
    side, depth = (int(v) for v in shape.split("/"))
    torch.manual_seed(0)
    return MaskedAutoencoder(image_config("tiny", image_size=side, decoder_num_layers=depth))


def photo() -> np.ndarray:
    try:
        from skimage import data

        return data.astronaut()  # 512 x 512 x 3
    except Exception:  # scikit-image without its sample data
        return (np.random.default_rng(0).random((512, 512, 3)) * 255).astype(np.uint8)


def main() -> None:
    args, shapes = size_args(__doc__, "96/2,96/4,112/2,128/2", 40, "reconstruct")
    models = {s: build(s) for s in shapes}
    image = photo()
    print(f"torch {torch.__version__}, {torch.get_num_threads()} thread(s); 8 px patches, encoder 192 x 6, "
          f"decoder 128 wide; training batch {BATCH}, 75 % masked; reconstruct of a {image.shape[1]} x "
          f"{image.shape[0]} photo")
    latency = {}
    for s, m in models.items():
        m.eval()
        for seed in range(5):  # warm-up
            reconstruct(image, model=m, ratio=0.75, seed=seed)
        times = []
        for seed in range(args.repeats):
            t0 = time.perf_counter()
            reconstruct(image, model=m, ratio=0.75, seed=seed)
            times.append((time.perf_counter() - t0) * 1e3)
        latency[s] = statistics.median(times)
    gen = torch.Generator().manual_seed(0)
    batches = {}
    for s, m in models.items():
        side, n = m.config.image_size, m.config.num_patches
        batches[s] = (torch.randn(BATCH, 3, side, side, generator=gen), torch.rand(BATCH, n, generator=gen))
    flops = {s: step_gflops(m, lambda x, noise, m=m: m(x, noise=noise).loss, batches[s]) for s, m in models.items()}
    opts = {s: adamw_for(m, 1e-4, 0.05, ImageTask.adam_betas) for s, m in models.items()}

    def step(s: str) -> float:
        m, opt = models[s].train(), opts[s]
        x, noise = batches[s]
        c = time.process_time()
        opt.zero_grad(set_to_none=True)
        m(x, noise=noise).loss.backward()
        opt.step()
        return time.process_time() - c

    cost = interleaved(step, shapes, args.rounds)
    base = statistics.median(cost[shapes[0]])
    print(f"{'shape':>7s} {'patches':>8s} {'parameters':>11s} {'reconstruct ms':>15s} {'GFLOP/step':>11s} "
          f"{'step s (CPU)':>13s} {'x ' + shapes[0]:>9s}")
    for s, m in models.items():
        c = statistics.median(cost[s])
        flag = "" if latency[s] < 40 else "  over the 40 ms bound"
        print(f"{s:>7s} {m.config.num_patches:>8d} {m.num_parameters():>11,d} {latency[s]:15.2f} {flops[s]:11.1f} "
              f"{c:13.3f} {c / base:9.2f}{flag}")


if __name__ == "__main__":
    main()
