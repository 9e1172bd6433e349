"""Measures of generated text, and the samplers the comparisons need (Qt-free).

- `toy_samples` / `toy_valid_share`: sentences of the generated toy language written by a
  masked model (by unmasking, the length drawn from the training rows, as MDLM's
  fixed-length evaluation does) or by a causal model (left to right until [SEP]), judged
  by `mlm_lab.data.toy_recogniser` (templates, agreement, the truth of its sums).
- `distinct_n`, `repetition_rate`: diversity and the repetition failure of confidence
  ordering ("good, good, good"), on words.
- `generative_perplexity`: exp of the mean next-token loss of texts under an independent
  causal scorer (never the generator itself).
- `sample_causal`: left-to-right sampling from a causal `MaskedLM` (objective "clm").
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence

import torch

from mlm_lab.errors import msg
from mlm_lab.generation.unmask import GenerationSettings, generate
from mlm_lab.models.text_model import is_causal

WORD = re.compile(r"[a-z0-9']+|[^\sa-z0-9']", re.IGNORECASE)


def words(text: str) -> list[str]:
    """Lower-case words and punctuation marks, each its own item."""
    return WORD.findall(text.lower())


def distinct_n(texts: Sequence[str], n: int) -> float:
    """Distinct n-grams over all n-grams of the texts (Li et al. 2016); 0 when there are none."""
    grams: Counter = Counter()
    for text in texts:
        w = words(text)
        grams.update(tuple(w[i : i + n]) for i in range(len(w) - n + 1))
    total = sum(grams.values())
    return len(grams) / total if total else 0.0


def repetition_rate(texts: Sequence[str], window: int = 2) -> float:
    """The share of words equal to one of the `window` words just before them ("good , good , good"
    and ". . ." count; natural text has few)."""
    hits = total = 0
    for text in texts:
        w = words(text)
        for i in range(1, len(w)):
            total += 1
            hits += w[i] in w[max(0, i - window) : i]
    return hits / total if total else 0.0


def _banned(tok, *, allow_sep: bool) -> list[int]:
    ids = {tok.pad_token_id, tok.cls_token_id, tok.mask_token_id, getattr(tok, "unk_token_id", None)}
    if not allow_sep:
        ids.add(tok.sep_token_id)
    return [i for i in ids if i is not None]


@torch.no_grad()
def sample_causal(tm, n: int, *, max_new: int, prompt_ids: Sequence[int] | None = None, temperature: float = 1.0,
                  seed: int = 0, stop_at_sep: bool = True) -> list[list[int]]:
    """`n` sequences from a causal model, left to right from [CLS] (or `prompt_ids`), each until it
    writes [SEP] (kept) or `max_new` tokens. Returns token ids with the prompt."""
    tok, net = tm.tokenizer, tm.model.eval()
    if not is_causal(net):
        raise ValueError(msg("sample_causal needs a causal model (objective clm)"))
    start = list(prompt_ids) if prompt_ids else [tok.cls_token_id]
    gen = torch.Generator().manual_seed(seed)
    ids = torch.tensor([start] * n, dtype=torch.long)  # [n, T]
    done = torch.zeros(n, dtype=torch.bool)
    banned = _banned(tok, allow_sep=stop_at_sep)
    for _ in range(max_new):
        if ids.shape[1] >= net.config.max_position or bool(done.all()):
            break
        last = torch.zeros(ids.shape, dtype=torch.bool)
        last[:, -1] = True
        logits = net(ids, positions=last).logits.float()  # [n, V]: the next token of each row
        logits[:, banned] = float("-inf")
        probs = (logits / temperature).softmax(-1)
        nxt = torch.multinomial(probs, 1, generator=gen)[:, 0]
        nxt = torch.where(done, torch.full_like(nxt, tok.pad_token_id), nxt)
        ids = torch.cat([ids, nxt[:, None]], dim=1)
        done |= nxt == tok.sep_token_id
    out = []
    for row in ids.tolist():
        if tok.pad_token_id in row[len(start):]:
            row = row[: len(start) + row[len(start):].index(tok.pad_token_id)]
        out.append(row)
    return out


def toy_samples(tm, n: int, lengths: Sequence[int], *, steps: int, remasking: str, seed: int = 0,
                temperature: float = 1.0, batch: int = 50, threshold: float | None = None,
                calls: list[int] | None = None, remask: float = 0.0) -> list[list[int]]:
    """`n` toy sentences as token rows ([CLS] ... [SEP]). A masked model unmasks a length drawn
    from `lengths` (the training rows' sentence lengths) in min(steps, length) steps (remasking
    "threshold": as many as its confidence needs, `threshold` passed on); a causal model samples
    left to right. `calls`, when given, gets each masked row's model calls: the rounds that
    revealed something in it (what it needs alone; a batch runs until its slowest row is done).
    `remask` > 0: ReMDM's loop steps take tokens back, and every row takes all `steps` (not capped)."""
    gen = torch.Generator().manual_seed(seed)
    if is_causal(tm.model):
        return sample_causal(tm, n, max_new=max(lengths) + 1, temperature=temperature, seed=seed)
    drawn = torch.tensor(list(lengths))[torch.randint(len(lengths), (n,), generator=gen)].tolist()
    rows: list[list[int]] = []
    by_length = Counter(drawn)
    extra = {} if threshold is None else {"threshold": threshold}
    for k, length in enumerate(sorted(by_length)):
        left = by_length[length]
        part = 0
        while left:
            size = min(batch, left)
            if remask:
                extra["remask"] = remask
            settings = GenerationSettings(length=length, steps=steps if remask else min(steps, length),
                                          remasking=remasking, temperature=temperature,
                                          seed=seed * 1000 + k * 50 + part, samples=size, **extra)
            for sample in generate(tm, "", settings).samples:
                rows.append(sample.ids)
                if calls is not None:
                    calls.append(sum(1 for r in sample.rounds if r.positions))
            left -= size
            part += 1
    return rows


def toy_valid_share(tm, rows: Sequence[Sequence[int]]) -> float:
    """The share of rows the toy recogniser accepts."""
    from mlm_lab.data.toy_recogniser import check_row

    return sum(check_row(r, tm.tokenizer).valid for r in rows) / max(len(rows), 1)


@torch.no_grad()
def generative_perplexity(scorer, texts: Sequence[str], *, batch: int = 32) -> float:
    """exp(mean next-token loss) of `texts` under a causal scorer (a TextModel whose model is causal),
    over every token after [CLS] up to and including [SEP]."""
    from mlm_lab.training.tasks import next_token_labels

    tok, net = scorer.tokenizer, scorer.model.eval()
    if not is_causal(net):
        raise ValueError(msg("the scorer must be a causal model (objective clm)"))
    rows = [tok.encode(t, max_length=net.config.max_position).ids for t in texts if t.strip()]
    loss_sum, count = 0.0, 0
    for i in range(0, len(rows), batch):
        part = rows[i : i + batch]
        width = max(len(r) for r in part)
        ids = torch.full((len(part), width), tok.pad_token_id, dtype=torch.long)
        for j, r in enumerate(part):
            ids[j, : len(r)] = torch.tensor(r)
        labels = next_token_labels(ids, tok.pad_token_id)
        out = net(ids, attention_mask=ids != tok.pad_token_id, labels=labels)
        m = int((labels != -100).sum())
        loss_sum += float(out.loss) * m
        count += m
    return math.exp(loss_sum / max(count, 1))


__all__ = ["distinct_n", "generative_perplexity", "repetition_rate", "sample_causal", "toy_samples",
           "toy_valid_share", "words"]
