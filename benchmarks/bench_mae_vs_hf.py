"""Training and inference speed: the lab's MaskedAutoencoder vs transformers' ViTMAEForPreTraining.

Same process, same dimensions as the bundled `mae-tiny` (96 px, 8 px patches, encoder 192 x 6
with 3 heads, decoder 128 x 2 with 4 heads, MLP ratio 4, 75 % random masking, dropout 0),
the same random masks for both (the same noise). Training: batch 32, forward + backward +
AdamW step, images per second. Inference: one image, forward under no_grad, milliseconds.

Each side is timed as it trains: the lab with the engine's optimizer
(`mlm_lab.training.tasks.adamw_for`: fused AdamW, decay on matrices only), Hugging Face with
`torch.optim.AdamW(model.parameters())` as its examples build it. `HF + fused AdamW` is also
timed, so the share of the gain that is the optimizer's shows. The contenders run
interleaved, their order turning every round, and the figure is the median over rounds of
each round's ratio (both sides of a ratio saw the same machine load). Each figure is given
by wall-clock time and by this process's CPU time (`time.process_time`; with one thread it
leaves out the time the process waited for a core, so it is the steadier figure on a shared
machine). Target (issue 14): lab >= 1.2x HF training, inference not slower than before.

`--old FILE` also times the MaskedAutoencoder defined in FILE, e.g. the previous version:
`git show 536b316:mlm_lab/models/mae.py > old_mae.py`. `--profile` prints torch.profiler's
table for a few lab training steps and exits.

    PYTHONPATH=. python benchmarks/bench_mae_vs_hf.py [--rounds 15] [--steps 3] [--threads 1] [--old FILE]
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path

import torch

from mlm_lab.models import MaskedAutoencoder, image_config
from mlm_lab.training.tasks import ImageTask, adamw_for

BATCH = 32
LAB, HF = "lab MaskedAutoencoder", "HF ViTMAEForPreTraining"


def hf_model():
    from transformers import ViTMAEConfig, ViTMAEForPreTraining

    c = image_config("tiny")
    cfg = ViTMAEConfig(image_size=c.image_size, patch_size=c.patch_size, num_channels=3,
                       hidden_size=c.hidden_size, num_hidden_layers=c.num_layers, num_attention_heads=c.num_heads,
                       intermediate_size=int(c.hidden_size * c.mlp_ratio),
                       decoder_hidden_size=c.decoder_hidden_size, decoder_num_hidden_layers=c.decoder_num_layers,
                       decoder_num_attention_heads=c.decoder_num_heads,
                       decoder_intermediate_size=int(c.decoder_hidden_size * c.mlp_ratio),
                       mask_ratio=c.mask_ratio, norm_pix_loss=False, layer_norm_eps=c.layer_norm_eps,
                       hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    return ViTMAEForPreTraining(cfg)


def old_lab_class(path: str):
    spec = importlib.util.spec_from_file_location("old_mae", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_mae"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module.MaskedAutoencoder


def lab_loss(model):
    return lambda x, noise: model(x, noise=noise).loss


def hf_loss(model):
    return lambda x, noise: model(pixel_values=x, noise=noise).loss


def make_batches(n: int, batch: int, num_patches: int, side: int, seed: int = 0):
    gen = torch.Generator().manual_seed(seed)
    return [(torch.randn(batch, 3, side, side, generator=gen), torch.rand(batch, num_patches, generator=gen))
            for _ in range(n)]


def train_rate(model, loss_fn, opt, batches) -> tuple[float, float]:
    """Images per second over these batches (one optimizer step each): (wall, CPU time)."""
    model.train()
    t0, c0 = time.perf_counter(), time.process_time()
    for x, noise in batches:
        opt.zero_grad(set_to_none=True)
        loss = loss_fn(x, noise)
        loss.backward()
        opt.step()
    if not torch.isfinite(loss):
        raise RuntimeError("non-finite loss")
    n = len(batches) * batches[0][0].shape[0]
    return n / (time.perf_counter() - t0), n / (time.process_time() - c0)


@torch.no_grad()
def infer_ms(model, loss_fn, batches, repeats: int) -> tuple[float, float]:
    """Median milliseconds of one batch-1 forward: (wall, CPU time)."""
    model.eval()
    wall, cpu = [], []
    for i in range(repeats):
        x, noise = batches[i % len(batches)]
        t0, c0 = time.perf_counter(), time.process_time()
        loss_fn(x, noise)
        wall.append((time.perf_counter() - t0) * 1e3)
        cpu.append((time.process_time() - c0) * 1e3)
    return statistics.median(wall), statistics.median(cpu)


def step_gflops(model, loss_fn, batch) -> float:
    """Floating-point operations of one training step's forward + backward (matmuls and
    attention, as torch.utils.flop_counter counts them), in GFLOP."""
    from torch.utils.flop_counter import FlopCounterMode

    model.train()
    with FlopCounterMode(display=False) as counter:
        loss_fn(*batch).backward()
    model.zero_grad(set_to_none=True)
    return counter.get_total_flops() / 1e9


def profile(model, loss_fn, opt, batches) -> None:
    from torch.profiler import ProfilerActivity, profile

    train_rate(model, loss_fn, opt, batches[:1])
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        train_rate(model, loss_fn, opt, batches)
    print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=30))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15, help="interleaved rounds; the median is reported")
    parser.add_argument("--steps", type=int, default=3, help="training steps per model per round")
    parser.add_argument("--infer", type=int, default=20, help="batch-1 forwards per model per round")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--old", help="also time the MaskedAutoencoder of this file (an older mae.py)")
    parser.add_argument("--profile", action="store_true", help="profile lab training steps and exit")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    cfg = image_config("tiny")
    torch.manual_seed(0)
    lab = MaskedAutoencoder(cfg)
    hf, hf_fused = hf_model(), hf_model()
    hf_fused.load_state_dict(hf.state_dict())
    lab_opt = adamw_for(lab, 1e-4, 0.05, ImageTask.adam_betas)  # what the engine trains with
    contenders = {LAB: (lab, lab_loss(lab), lab_opt),
                  HF: (hf, hf_loss(hf), torch.optim.AdamW(hf.parameters(), lr=1e-4, betas=(0.9, 0.95))),
                  "HF + fused AdamW": (hf_fused, hf_loss(hf_fused),
                                       torch.optim.AdamW(hf_fused.parameters(), lr=1e-4, betas=(0.9, 0.95), fused=True))}
    if args.old:
        old = old_lab_class(args.old)(cfg)
        old.load_state_dict(lab.state_dict())
        contenders[f"old lab ({Path(args.old).name})"] = (old, lab_loss(old), adamw_for(old, 1e-4, 0.05,
                                                                                        ImageTask.adam_betas))
    batches = make_batches(args.steps, BATCH, cfg.num_patches, cfg.image_size)
    singles = make_batches(8, 1, cfg.num_patches, cfg.image_size, seed=1)
    if args.profile:
        profile(lab, lab_loss(lab), lab_opt, batches)
        return
    attn = getattr(hf.config, "_attn_implementation", "?")
    print(f"torch {torch.__version__}, {torch.get_num_threads()} thread(s); {cfg.image_size} px, "
          f"{cfg.patch_size} px patches, encoder {cfg.hidden_size} x {cfg.num_layers}, decoder "
          f"{cfg.decoder_hidden_size} x {cfg.decoder_num_layers}; batch {BATCH}, 75 % masked; HF attention: {attn}")
    flops = {name: step_gflops(model, fn, batches[0]) for name, (model, fn, _) in contenders.items()}
    print("arithmetic per training step (forward + backward, batch 32): " + ", ".join(
        f"{name} {g:.2f} GFLOP" for name, g in flops.items()) + f"; HF / lab = {flops[HF] / flops[LAB]:.3f}: "
        "the speed-up the arithmetic alone allows; the rest must come from time outside the matmuls")
    for model, fn, opt in contenders.values():  # warm-up: allocator, kernels, optimizer state
        train_rate(model, fn, opt, batches[:1])
        infer_ms(model, fn, singles, 3)
    names = list(contenders)
    train: dict[str, list[tuple[float, float]]] = {name: [] for name in names}
    infer: dict[str, list[tuple[float, float]]] = {name: [] for name in names}
    for r in range(args.rounds):
        order = names[r % len(names):] + names[:r % len(names)]  # each contender leads in turn
        for name in order:
            model, fn, opt = contenders[name]
            train[name].append(train_rate(model, fn, opt, batches))
            infer[name].append(infer_ms(model, fn, singles, args.infer))
        print(f"  round {r + 1:2d} (wall / CPU): train " + ", ".join(f"{train[n][-1][0]:.1f}/{train[n][-1][1]:.1f}"
              for n in names) + " img/s; infer " + ", ".join(f"{infer[n][-1][0]:.2f}/{infer[n][-1][1]:.2f}"
              for n in names) + " ms", flush=True)
    for j, clock in enumerate(("wall-clock", "CPU-time")):
        def ratio(table, name, inverse=False, j=j):  # median over rounds of this round's name / HF
            pairs = [(a[j], b[j]) for a, b in zip(table[name], table[HF], strict=True)]
            return statistics.median((b / a) if inverse else (a / b) for a, b in pairs)

        print(f"{clock}, medians over {args.rounds} rounds (train: batch {BATCH}, {args.steps} steps a round; "
              f"infer: batch 1); ratios are medians of each round's ratio to HF:")
        for name in names:
            t = statistics.median(v[j] for v in train[name])
            i = statistics.median(v[j] for v in infer[name])
            print(f"  {name:32s} train {t:7.1f} img/s ({ratio(train, name):4.2f}x HF)   infer {i:6.2f} ms "
                  f"({ratio(infer, name, inverse=True):4.2f}x HF)")
        print(f"  lab / HF ({clock}): training {ratio(train, LAB):.2f}x (target >= 1.2x), "
              f"inference {ratio(infer, LAB, inverse=True):.2f}x; lab / (HF + fused AdamW): training "
              f"{ratio(train, LAB) / ratio(train, 'HF + fused AdamW'):.2f}x")


if __name__ == "__main__":
    main()
