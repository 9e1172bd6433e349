"""Training throughput (tokens/s): the lab's tiny text model vs transformers' BertForMaskedLM.

Same process, same dimensions (vocab 8192, hidden 256, 4 layers, 4 heads, FFN 1024), same
batches (32 x 128 tokens, 15 % masking with BERT's 80/10/10), AdamW, fp32. Runs are
interleaved (lab, HF, lab, HF, ...) so both see the same machine load; the figure is the
median over rounds. Target (issue 2, "Speed"): lab >= 1.5x Hugging Face.

The lab's speed comes from two choices, both visible here: it projects to the vocabulary
only at the masked positions (sparse prediction: 15 % of the 128 x 8192 logits), and it
trains with dropout 0. `--variants` also times the lab model with dropout 0.1 and with
dense logits, and BertForMaskedLM with dropout 0, to show what each is worth.

    .venv/bin/python benchmarks/bench_text_training_vs_hf.py [--rounds 5] [--steps 4] [--threads N] [--variants]
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
import torch.nn.functional as F

from mlm_lab.masking import TokenMaskingConfig, mask_tokens
from mlm_lab.models import MaskedLM, text_config

VOCAB, BATCH, SEQ = 8192, 32, 128


def make_batches(n: int, seed: int = 0) -> list[tuple[torch.Tensor, torch.Tensor]]:
    gen = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(n):
        ids = torch.randint(5, VOCAB, (BATCH, SEQ), generator=gen)
        ids[:, 0], ids[:, -1] = 2, 3  # [CLS] ... [SEP]
        special = torch.zeros_like(ids, dtype=torch.bool)
        special[:, 0] = special[:, -1] = True
        m = mask_tokens(ids, TokenMaskingConfig(mask_prob=0.15), mask_token_id=4, vocab_size=VOCAB,
                        special_tokens_mask=special, generator=gen)
        out.append((m.input_ids, m.labels))
    return out


class LabDense(torch.nn.Module):
    """The lab model with logits at every position (what a dense MLM head costs)."""

    def __init__(self, model: MaskedLM):
        super().__init__()
        self.model = model

    def forward(self, input_ids, labels):
        hidden, _ = self.model.encode(input_ids)
        logits = self.model.head(hidden)  # [B, T, V]
        return F.cross_entropy(logits.view(-1, VOCAB), labels.view(-1), ignore_index=-100)


def lab_step_fn(model):
    def loss(ids, labels):
        return model(ids, labels=labels).loss if isinstance(model, MaskedLM) else model(ids, labels)

    return loss


def hf_step_fn(model):
    def loss(ids, labels):
        return model(input_ids=ids, labels=labels).loss

    return loss


def timed_steps(model, loss_fn, opt, batches) -> float:
    """Tokens per second over these batches (one optimizer step each)."""
    model.train()
    t0 = time.perf_counter()
    for ids, labels in batches:
        opt.zero_grad(set_to_none=True)
        loss = loss_fn(ids, labels)
        loss.backward()
        opt.step()
    if not torch.isfinite(loss):
        raise RuntimeError("non-finite loss")
    return len(batches) * BATCH * SEQ / (time.perf_counter() - t0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds; the median is reported")
    parser.add_argument("--steps", type=int, default=4, help="optimizer steps per model per round")
    parser.add_argument("--threads", type=int, default=0, help="torch threads (default: torch's choice)")
    parser.add_argument("--variants", action="store_true", help="also time dropout / dense-logit variants")
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    from transformers import BertConfig, BertForMaskedLM

    torch.manual_seed(0)
    contenders = {}
    lab = MaskedLM(text_config("tiny", VOCAB))  # dropout 0, sparse prediction, pre-LN
    contenders["lab MaskedLM (dropout 0, sparse logits)"] = (lab, lab_step_fn(lab))

    def bert(dropout: float):
        cfg = BertConfig(vocab_size=VOCAB, hidden_size=256, num_hidden_layers=4, num_attention_heads=4,
                         intermediate_size=1024, max_position_embeddings=128,
                         hidden_dropout_prob=dropout, attention_probs_dropout_prob=dropout)
        return BertForMaskedLM(cfg)

    hf = bert(0.1)
    contenders["HF BertForMaskedLM (defaults: dropout 0.1)"] = (hf, hf_step_fn(hf))
    if args.variants:
        lab_drop = MaskedLM(text_config("tiny", VOCAB, dropout=0.1))
        contenders["lab MaskedLM, dropout 0.1"] = (lab_drop, lab_step_fn(lab_drop))
        dense = LabDense(MaskedLM(text_config("tiny", VOCAB)))
        contenders["lab MaskedLM, dense logits"] = (dense, lab_step_fn(dense))
        hf0 = bert(0.0)
        contenders["HF BertForMaskedLM, dropout 0"] = (hf0, hf_step_fn(hf0))
    opts = {name: torch.optim.AdamW(m.parameters(), lr=1e-4) for name, (m, _) in contenders.items()}
    batches = make_batches(args.steps)
    n_params = {name: sum(p.numel() for p in m.parameters()) for name, (m, _) in contenders.items()}
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads; batch {BATCH} x {SEQ}, vocab {VOCAB}, "
          f"15 % masking ({int((batches[0][1] != -100).sum())} predictions per batch)")
    for name, (model, fn) in contenders.items():  # warm-up: allocator, kernels, optimizer state
        timed_steps(model, fn, opts[name], batches[:1])
    rates: dict[str, list[float]] = {name: [] for name in contenders}
    for r in range(args.rounds):
        for name, (model, fn) in contenders.items():
            rates[name].append(timed_steps(model, fn, opts[name], batches))
        print(f"  round {r + 1}: " + ", ".join(f"{rates[n][-1]:,.0f}" for n in contenders), flush=True)
    base = statistics.median(rates["HF BertForMaskedLM (defaults: dropout 0.1)"])
    print("median tokens/s over rounds:")
    for name in contenders:
        med = statistics.median(rates[name])
        print(f"  {name:45s} {med:9,.0f} tok/s  {med / base:5.2f}x HF   ({n_params[name] / 1e6:.2f} M params)")
    lab_med = statistics.median(rates["lab MaskedLM (dropout 0, sparse logits)"])
    print(f"lab / HF = {lab_med / base:.2f}x (target >= 1.5x)")


if __name__ == "__main__":
    main()
