"""Text model sizes for the bundled model: fill_mask latency and training-step cost per shape.

Prints figures; asserts nothing. For each shape (layers x width; heads = width / 64 rounded,
feed-forward 4 x width; the bundled tokenizer's 8,192 tokens): parameters; `fill_mask` on the
32-token sentence of bench_inference.py (median of `--repeats` calls; the issue's bound is
10 ms on this CPU, wall clock; CPU time beside it); and one training step as the bundled recipe takes it (batch 64 x 128
tokens, 25 % masked with 80/10/10, the engine's fused AdamW), timed in interleaved rounds in one
process (median seconds of CPU time, and the ratio to the first shape). Random weights:
latency does not depend on them. The step ratio turns steps of two runs into CPU time when
the runs' own clocks were shared with other work.

    PYTHONPATH=. python benchmarks/bench_text_sizes.py [--threads 1] [--rounds 5] [--shapes 4x256,6x256,6x320,6x384]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_inference import sentence_of, timed

from mlm_lab.inference import TextModel, fill_mask, load_text_model
from mlm_lab.masking import TokenMaskingConfig, mask_tokens
from mlm_lab.models import MaskedLM, text_config
from mlm_lab.resources import bundled_model_dir
from mlm_lab.training.tasks import TextTask, adamw_for

BATCH, SEQ = 64, 128


def build(shape: str, vocab: int) -> MaskedLM:
    layers, width = (int(v) for v in shape.lower().split("x"))
    torch.manual_seed(0)
    return MaskedLM(text_config("tiny", vocab, num_layers=layers, hidden_size=width,
                                num_heads=max(1, round(width / 64)), intermediate_size=4 * width))


def interleaved(step, names: list[str], rounds: int) -> dict[str, list[float]]:
    """step(name) -> seconds, once per name for warm-up, then `rounds` rounds in turning order."""
    for name in names:
        step(name)  # warm-up: optimizer state, allocator
    cost: dict[str, list[float]] = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            cost[name].append(step(name))
    return cost


def size_args(doc: str, shapes: str, repeats: int, call: str) -> tuple[argparse.Namespace, list[str]]:
    """The size benchmarks' command line (parsed, threads set) and the shapes it names."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--shapes", default=shapes)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds of one training step each")
    parser.add_argument("--repeats", type=int, default=repeats, help=f"{call} calls per shape")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    return args, [s.strip() for s in args.shapes.split(",") if s.strip()]


def main() -> None:
    args, shapes = size_args(__doc__, "4x256,6x256,6x320,6x384", 100, "fill_mask")
    bundled = load_text_model(bundled_model_dir("text"))
    tok = bundled.tokenizer
    sentence = sentence_of(bundled)
    models = {s: build(s, tok.vocab_size) for s in shapes}
    print(f"torch {torch.__version__}, {torch.get_num_threads()} thread(s); vocab {tok.vocab_size}; "
          f"fill_mask on {len(tok.encode(sentence).ids)} tokens; training batch {BATCH} x {SEQ}, 25 % masked")
    latency = {}
    for s, m in models.items():
        tm = TextModel(m.eval(), tok, s)
        latency[s] = timed(lambda tm=tm: fill_mask(sentence, model=tm, top_k=5), args.repeats)
    gen = torch.Generator().manual_seed(0)
    ids = torch.randint(5, tok.vocab_size, (BATCH, SEQ), generator=gen)
    masking = TokenMaskingConfig(mask_prob=0.25)
    batch = mask_tokens(ids, masking, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                        special_ids=tok.special_ids, generator=gen)
    opts = {s: adamw_for(m, 1e-4, 0.01, TextTask.adam_betas) for s, m in models.items()}

    def step(s: str) -> float:
        m, opt = models[s].train(), opts[s]
        c = time.process_time()
        opt.zero_grad(set_to_none=True)
        m(batch.input_ids, labels=batch.labels).loss.backward()
        opt.step()
        return time.process_time() - c

    cost = interleaved(step, shapes, args.rounds)
    base = statistics.median(cost[shapes[0]])
    print(f"{'shape':>7s} {'parameters':>11s} {'fill_mask ms':>13s} {'(p90)':>7s} {'(CPU)':>7s} "
          f"{'step s (CPU)':>13s} {'x ' + shapes[0]:>9s}")
    for s in shapes:
        n = sum(p.numel() for p in models[s].parameters())
        _, med, p90, _, cpu = latency[s]
        c = statistics.median(cost[s])
        flag = "" if med < 10 else "  over the 10 ms bound"
        print(f"{s:>7s} {n:>11,d} {med:13.2f} {p90:7.2f} {cpu:7.2f} {c:13.3f} {c / base:9.2f}{flag}")


if __name__ == "__main__":
    main()
