"""Two ways to fill several masks, computed without Qt: every position at once from one pass
(what BERT's fill-mask pipeline does) and one position per round, most confident first,
re-predicting the rest each round (MaskGIT-style decoding). The worker thread runs
`compute_fill`; the Text tab's "Fill several masks" page shows the `FillResult`."""

from __future__ import annotations

from dataclasses import dataclass, field

MAX_FILL_POSITIONS = 24  # iterative filling runs one forward pass per position


@dataclass
class FillResult:
    """What the worker returns for the fill comparison."""

    tokens: list[str]  # the original tokens
    positions: list[int]  # the positions filled (all hidden as [MASK] for both ways)
    true_ids: list[int]
    independent: list[tuple[int, int, str, float]]  # (position, token id, token, probability)
    rounds: list[dict] = field(default_factory=list)  # inference.iterative_fill's rounds
    cut: int = 0  # positions left out (more than MAX_FILL_POSITIONS)

    def tokens_true(self) -> list[str]:
        """The true token at each filled position."""
        return [self.tokens[p] for p in self.positions]

    def independent_correct(self) -> int:
        truth = dict(zip(self.positions, self.true_ids, strict=True))
        return sum(1 for pos, tid, _, _ in self.independent if truth.get(pos) == tid)

    def iterative_correct(self) -> int:
        truth = dict(zip(self.positions, self.true_ids, strict=True))
        return sum(1 for r in self.rounds if truth.get(r["position"]) == r["token_id"])


def compute_fill(text_model, input_ids: list[int], positions: list[int], true_ids: list[int],
                 tokens: list[str]) -> FillResult:
    """Run both ways on the worker thread (imports torch through the core)."""
    from mlm_lab.inference import iterative_fill, predict_tokens

    cut = max(0, len(positions) - MAX_FILL_POSITIONS)
    positions, true_ids = list(positions[:MAX_FILL_POSITIONS]), list(true_ids[:MAX_FILL_POSITIONS])
    ids = list(input_ids)
    for pos in positions:
        ids[pos] = text_model.tokenizer.mask_token_id
    once = predict_tokens(ids, positions, model=text_model, true_ids=true_ids, top_k=1)
    independent = [(p.position, p.top_ids[0], p.top[0][0], p.top[0][1]) for p in once.predictions]
    rounds = iterative_fill(ids, positions, model=text_model)
    return FillResult(list(tokens), positions, true_ids, independent, rounds, cut)
