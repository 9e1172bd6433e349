"""Training and inference speed: the lab's MaskedAutoencoder vs transformers' ViTMAEForPreTraining.

Same process, same dimensions as the bundled `mae-tiny` (96 px, 8 px patches, encoder 192 x 6
with 3 heads, decoder 128 x 2 with 4 heads, MLP ratio 4, 75 % random masking, dropout 0),
the same random masks for both (the same noise). Training: batch 32, forward + backward +
AdamW step, images per second. Inference: one image, forward under no_grad, milliseconds.
The contenders run interleaved (lab, HF, lab, HF, ...) so each round sees the same machine
load; the figure is the median over rounds. Each figure is given twice: by wall-clock time
and by this process's CPU time (`time.process_time`; with one thread it leaves out the time
the process waited for a core, so it is the steadier figure on a shared machine). Target (issue 14): lab >= 1.2x HF training,
inference not slower than before.

`--old FILE` also times the MaskedAutoencoder defined in FILE, e.g. the previous version:
`git show 536b316:mlm_lab/models/mae.py > old_mae.py`. `--fused` also times the lab model
with `torch.optim.AdamW(fused=True)` (the trainer uses the default implementation).
`--profile` prints torch.profiler's table for a few lab training steps and exits.

    PYTHONPATH=. python benchmarks/bench_mae_vs_hf.py [--rounds 15] [--steps 3] [--threads 1] [--old FILE] [--fused]
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

BATCH = 32


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
    parser.add_argument("--fused", action="store_true", help="also time the lab model with fused AdamW")
    parser.add_argument("--profile", action="store_true", help="profile lab training steps and exit")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    cfg = image_config("tiny")
    torch.manual_seed(0)
    lab = MaskedAutoencoder(cfg)
    contenders = {"lab MaskedAutoencoder": (lab, lab_loss(lab), {})}
    contenders["HF ViTMAEForPreTraining"] = (hf := hf_model(), hf_loss(hf), {})
    if args.old:
        old = old_lab_class(args.old)(cfg)
        old.load_state_dict(lab.state_dict())
        contenders[f"old lab ({Path(args.old).name})"] = (old, lab_loss(old), {})
    if args.fused:
        fused = MaskedAutoencoder(cfg)
        contenders["lab, AdamW(fused=True)"] = (fused, lab_loss(fused), {"fused": True})
    opts = {name: torch.optim.AdamW(m.parameters(), lr=1e-4, betas=(0.9, 0.95), **kw)
            for name, (m, _, kw) in contenders.items()}
    batches = make_batches(args.steps, BATCH, cfg.num_patches, cfg.image_size)
    singles = make_batches(8, 1, cfg.num_patches, cfg.image_size, seed=1)
    if args.profile:
        profile(lab, lab_loss(lab), opts["lab MaskedAutoencoder"], batches)
        return
    attn = getattr(hf.config, "_attn_implementation", "?")
    print(f"torch {torch.__version__}, {torch.get_num_threads()} thread(s); {cfg.image_size} px, "
          f"{cfg.patch_size} px patches, encoder {cfg.hidden_size} x {cfg.num_layers}, decoder "
          f"{cfg.decoder_hidden_size} x {cfg.decoder_num_layers}; batch {BATCH}, 75 % masked; HF attention: {attn}")
    for name, (model, fn, _) in contenders.items():  # warm-up: allocator, kernels, optimizer state
        train_rate(model, fn, opts[name], batches[:1])
        infer_ms(model, fn, singles, 3)
    train: dict[str, list[tuple[float, float]]] = {name: [] for name in contenders}
    infer: dict[str, list[tuple[float, float]]] = {name: [] for name in contenders}
    for r in range(args.rounds):
        for name, (model, fn, _) in contenders.items():
            train[name].append(train_rate(model, fn, opts[name], batches))
            infer[name].append(infer_ms(model, fn, singles, args.infer))
        print(f"  round {r + 1:2d} (wall / CPU): train " + ", ".join(f"{train[n][-1][0]:.1f}/{train[n][-1][1]:.1f}"
              for n in contenders) + " img/s; infer " + ", ".join(f"{infer[n][-1][0]:.2f}/{infer[n][-1][1]:.2f}"
              for n in contenders) + " ms", flush=True)
    hf_name = "HF ViTMAEForPreTraining"
    for j, clock in enumerate(("wall-clock", "CPU-time")):
        def med(table, name, j=j):
            return statistics.median(v[j] for v in table[name])

        print(f"medians over {args.rounds} rounds, {clock} (train: batch {BATCH}, {args.steps} steps a round; "
              f"infer: batch 1):")
        for name in contenders:
            t, i = med(train, name), med(infer, name)
            print(f"  {name:32s} train {t:7.1f} img/s ({t / med(train, hf_name):4.2f}x HF)   infer {i:6.2f} ms "
                  f"({med(infer, hf_name) / i:4.2f}x HF)")
        lab = "lab MaskedAutoencoder"
        print(f"  lab / HF ({clock}): training {med(train, lab) / med(train, hf_name):.2f}x (target >= 1.2x), "
              f"inference {med(infer, hf_name) / med(infer, lab):.2f}x")

if __name__ == "__main__":
    main()
