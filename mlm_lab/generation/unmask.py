"""Generation by unmasking: start from [MASK] at every position to fill and reveal them
over K steps, as masked diffusion LMs sample (MDLM, Sahoo et al. 2024; LLaDA, Nie et
al. 2025). BERT's fill-in is the one-step case; left to right, one position a step, is
the autoregressive order.

Each step runs the model once on the batch of samples, draws a token for every position
still masked (temperature, top-k), and keeps the schedule's count of them (schedule.py);
the rest stay [MASK] and are predicted again next step. Which ones are kept is the
remasking rule:

- random: a uniformly random subset (the reverse of the absorbing process; MDLM reveals
  each masked token with probability (t_s - t_(s+1)) / t_s, here the count is fixed);
- confidence: the drawn tokens with the highest probability (LLaDA's low-confidence
  remasking; MaskGIT);
- margin: the largest gap between the first and second choice;
- entropy: the lowest entropy of the predicted distribution;
- left-to-right: the leftmost, one a step (the autoregressive reference);
- threshold: every drawn token whose probability is at least `threshold`, and at least the
  most probable one, so a step reveals as many as the model is sure of and the number of
  model calls follows its confidence, not K (Fast-dLLM's parallel decoding, Wu et al. 2025).
  `steps` is not used; `steps_used` says how many calls it took.

With `block_length`, the positions are taken in blocks of that many, left to right, each
finished before the next starts (LLaDA's semi-autoregressive decoding). Prompt tokens are
never changed, and with `remask` 0 (the default) a revealed token is never masked again.

Taking a token back (`remask` > 0; ReMDM, Wang et al. 2025): the steps follow ReMDM-loop's
window (schedule.remask_plan): the first steps reveal nine tenths of the positions, the middle
ones loop, the last reveal the rest. A loop step takes back `remask` of the committed tokens
(at least one), chosen as ReMDM-conf weighs them: at random, each with weight exp(-p), p the
probability it had when it was drawn (a token given, not drawn, counts p = 0), so the least
sure go back most often; the model's call predicts them with the positions still masked, and
the rule commits as many as were taken back. So K may exceed the positions to fill: the extra
steps loop. Each sample keeps the history of its revised tokens (`Sample.revisions`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

from mlm_lab.bounds import MAX_BATCH_POSITIONS, MAX_SAMPLES, MIN_TEMPERATURE
from mlm_lab.errors import message_of, msg, words
from mlm_lab.generation.cache import ModelCalls, supports_cache
from mlm_lab.generation.schedule import LOOP, REMASKING, remask_plan, reveal_counts, split_steps
from mlm_lab.generation.settings import GenerationError, GenerationSettings  # torch-free (the CLI's parser)
from mlm_lab.tokenization import CLS, MASK, PAD, SEP


@dataclass
class Round:
    """One step of one sample: what it revealed and the sequence after it."""

    index: int  # 1-based
    positions: list[int]  # token positions revealed this round, in the order chosen
    token_ids: list[int]
    tokens: list[str]
    probs: list[float]  # the model's probability of each revealed token (temperature 1, no top-k)
    ids: list[int]  # the whole sequence after this round
    text: str  # that sequence as text, "[MASK]" where still hidden
    taken_back: list[int] = field(default_factory=list)  # remask: positions put back under [MASK] before the call
    taken_tokens: list[str] = field(default_factory=list)  # what they held

    def to_dict(self) -> dict:
        return {"positions": self.positions, "tokens": self.tokens, "token_ids": self.token_ids,
                "probs": [round(p, 5) for p in self.probs], "text": self.text, "taken_back": self.taken_back,
                "taken_tokens": self.taken_tokens}


@dataclass
class Revision:
    """A token taken back (remask): what it was, when it was taken back, what replaced it."""

    position: int
    token: str  # what it was
    token_id: int
    drawn_in: int  # the round that drew it (0: given, not drawn)
    prob: float | None  # its probability when it was drawn (None: given)
    taken_back_in: int  # the round that put it back under [MASK]
    replaced_by: str | None = None  # the token committed there next (None: still masked at the end)
    replaced_in: int | None = None  # the round that committed it

    def to_dict(self) -> dict:
        return {"position": self.position, "token": self.token, "token_id": self.token_id, "drawn_in": self.drawn_in,
                "prob": None if self.prob is None else round(self.prob, 5), "taken_back_in": self.taken_back_in,
                "replaced_by": self.replaced_by, "replaced_in": self.replaced_in}


@dataclass
class Sample:
    rounds: list[Round] = field(default_factory=list)
    revisions: list[Revision] = field(default_factory=list)  # every token taken back, in the order it happened

    def history(self, position: int) -> list[Revision]:
        """The revisions of one position, first first."""
        return [r for r in self.revisions if r.position == position]

    @property
    def ids(self) -> list[int]:
        return self.rounds[-1].ids if self.rounds else []

    @property
    def text(self) -> str:
        return self.rounds[-1].text if self.rounds else ""

    def revealed_at(self) -> dict[int, tuple[int, float]]:
        """position -> (round its token was revealed in, its probability); a revised position's last."""
        return {p: (r.index, q) for r in self.rounds for p, q in zip(r.positions, r.probs, strict=True)}


@dataclass
class Generation:
    settings: GenerationSettings
    start_ids: list[int]  # the sequence before the first round: the prompt and [MASK] where to fill
    positions: list[int]  # the positions filled, in sequence order
    samples: list[Sample]
    steps_used: int  # model calls (left-to-right: one per position)
    start_text: str = ""
    steps_asked: int = 0  # the steps asked for where they were capped at the positions to fill (0: not capped)
    calls: dict = field(default_factory=dict)  # what the model calls computed (cache.ModelCalls.summary)

    @property
    def steps_capped(self) -> bool:
        """More steps were asked for than there are positions to fill, and `settings.steps` is that number."""
        return self.steps_asked > 0

    def to_dict(self) -> dict:
        return {"settings": self.settings.to_dict(), "steps_used": self.steps_used, "positions": self.positions,
                "steps_capped": self.steps_capped, "steps_asked": self.steps_asked or self.settings.steps,
                "start": self.start_text, "calls": self.calls,
                "samples": [{"text": s.text, "rounds": [r.to_dict() for r in s.rounds],
                             "history": [v.to_dict() for v in s.revisions]} for s in self.samples]}


def check_prompt(prompt) -> None:
    """GenerationError unless `prompt` is text the tokenizer can read (a str of real characters)."""
    from mlm_lab.tokenization import TextError, check_text

    if not isinstance(prompt, str):
        raise GenerationError(words("the prompt must be text"))
    try:
        check_text(prompt, "the prompt")
    except TextError as exc:
        raise GenerationError(message_of(exc)) from None


def prepare_prompt(tm, prompt: str, length: int) -> tuple[list[int], list[int]]:
    """(ids with [CLS] ... [SEP], the positions to fill). A prompt holding [MASK] is infilled there;
    otherwise `length` [MASK] follow it."""
    tok = tm.tokenizer
    if getattr(tok, "mask_token_id", None) is None:
        raise GenerationError(words("this model's tokenizer has no [MASK] token: it cannot generate by unmasking"))
    limit = tm.max_length
    if not isinstance(prompt, str):
        raise GenerationError(words("the prompt must be text"))
    enc = tok.encode(prompt, max_length=limit) if prompt.strip() else None
    ids = list(enc.ids) if enc is not None else [tok.cls_token_id, tok.sep_token_id]
    if enc is not None and enc.truncated:
        raise GenerationError(msg("the prompt is longer than the model's {limit} tokens", limit=limit))
    holes = [i for i, t in enumerate(ids) if t == tok.mask_token_id]
    if not holes:
        if length > limit - len(ids):
            raise GenerationError(msg("a length of {length} with this prompt needs {len_ids_length} tokens; "
                                      "the model takes at most {limit} (at most {limit_len_ids} to write)",
                                      length=length, len_ids_length=len(ids) + length, limit=limit,
                                      limit_len_ids=limit - len(ids)))
        ids = ids[:-1] + [tok.mask_token_id] * length + ids[-1:]
        holes = list(range(len(ids) - 1 - length, len(ids) - 1))
    return ids, holes


def _blocks(positions: list[int], block_length: int) -> list[list[int]]:
    if not block_length or block_length >= len(positions):
        return [positions]
    return [positions[i : i + block_length] for i in range(0, len(positions), block_length)]


def _plan(positions: list[int], settings: GenerationSettings) -> list[tuple[list[int], int]]:
    """[(the block's positions, positions revealed this step)] for every step."""
    n = len(positions)
    if settings.remasking == "left-to-right":
        return [([p], 1) for p in positions]
    if settings.remasking == "threshold":  # a block's steps follow the model's confidence: 0 = until it is done
        return [(block, 0) for block in _blocks(positions, settings.block_length)]
    if settings.remask > 0:  # one block (check() says so); LOOP steps take back and commit again
        return [(positions, c) for c in remask_plan(n, settings.steps, settings.schedule)]
    if settings.steps > n:
        raise GenerationError(msg("steps ({settings_steps}) is more than the {n} masked position(s) to fill; "
                                  "use at most {n}",
                                  settings_steps=settings.steps, n=n))
    blocks = _blocks(positions, settings.block_length)
    plan = []
    for block, k in zip(blocks, split_steps(settings.steps, [len(b) for b in blocks]), strict=True):
        plan += [(block, c) for c in reveal_counts(len(block), k, settings.schedule)]
    return plan


def ids_to_text(tok, ids: list[int]) -> str:
    """The sequence as text, [MASK] kept visible and [CLS]/[SEP]/[PAD] dropped. A tokenizer
    that joins its own pieces (a runtime model's byte-level BPE or SentencePiece) does it."""
    if hasattr(tok, "decode_text"):
        return tok.decode_text(ids)
    words = [tok.id_to_token(i) for i in ids]
    kept = [w for w in words if w not in (CLS, SEP, PAD)]
    out = ""
    for w in kept:
        if w.startswith("##"):
            out += w[2:]
        elif out and (w in ".,;:!?)'" or out.endswith(("(", "'"))) and w != MASK:
            out += w
        else:
            out += (" " if out else "") + w
    return out


def _scores(rule: str, probs: torch.Tensor, drawn: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    """[S, M] scores, higher = revealed first, for probs [S, M, V] and the drawn tokens [S, M]."""
    if rule == "random":
        return torch.rand(drawn.shape, generator=gen)
    if rule == "confidence":
        return probs.gather(-1, drawn[..., None])[..., 0]
    if rule == "margin":
        top2 = probs.topk(2, dim=-1).values
        return top2[..., 0] - top2[..., 1]
    if rule == "entropy":
        return (probs * probs.clamp_min(1e-12).log()).sum(-1)  # minus the entropy
    raise GenerationError(msg("unknown remasking {rule!r}", rule=rule))


def _draw(probs: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    """One token per row of probs [N, V] by the inverse CDF: one uniform a row (torch.multinomial
    measured 8x slower here on [256, 8192])."""
    cdf = probs.cumsum(-1)  # [N, V]
    u = torch.rand(probs.shape[0], 1, generator=gen) * cdf[:, -1:]
    return torch.searchsorted(cdf, u, right=True).clamp_max(probs.shape[-1] - 1)[:, 0]  # never a p = 0 token


def _resolve(model):
    from mlm_lab.generation.models import generator_model

    return generator_model(model)


def _rounds(tok, start: list[int], samples: int, steps: list[tuple[torch.Tensor, ...]],
            given: list[int] | None = None) -> list[Sample]:
    """Every sample's rounds from what each step did: [(positions, token ids, probs, taken back)],
    the first three [S, count], the last [S, taken] (taken = 0 unless the step looped); `given`:
    the start's positions that may be taken back (revise). Built once at the end, four `.tolist()`
    in all: a step costs no Python per sample."""
    if not steps:
        return [Sample() for _ in range(samples)]
    counts = [p.shape[1] for p, _, _, _ in steps]
    taken_counts = [t.shape[1] for _, _, _, t in steps]
    pos_all, tid_all, prob_all, taken_all = (torch.cat([step[i] for step in steps], dim=1).tolist()
                                             for i in range(4))
    names: dict[int, str] = {}

    def name(t: int) -> str:
        if t not in names:
            names[t] = tok.id_to_token(t)
        return names[t]

    mask_id = tok.mask_token_id
    out = []
    for pos_row, tid_row, prob_row, taken_row in zip(pos_all, tid_all, prob_all, taken_all, strict=True):
        sample, row, at, at_taken = Sample(), list(start), 0, 0
        drawn: dict[int, tuple[int, float | None]] = {p: (0, None) for p in given or ()}  # position -> (round, p)
        open_revision: dict[int, Revision] = {}
        for index, (count, n_taken) in enumerate(zip(counts, taken_counts, strict=True), start=1):
            pos, tids, probs = pos_row[at : at + count], tid_row[at : at + count], prob_row[at : at + count]
            taken = taken_row[at_taken : at_taken + n_taken]
            at += count
            at_taken += n_taken
            if -1 in pos:  # a threshold step revealed fewer here than in another sample: -1 pads
                kept = [i for i, p in enumerate(pos) if p >= 0]
                pos, tids, probs = [pos[i] for i in kept], [tids[i] for i in kept], [probs[i] for i in kept]
            taken_tokens = []
            for p in taken:
                was_round, was_prob = drawn.pop(p)
                revision = Revision(p, name(row[p]), row[p], was_round, was_prob, index)
                sample.revisions.append(revision)
                open_revision[p] = revision
                taken_tokens.append(revision.token)
                row[p] = mask_id
            for p, t, q in zip(pos, tids, probs, strict=True):
                row[p] = t
                drawn[p] = (index, q)
                if p in open_revision:
                    revision = open_revision.pop(p)
                    revision.replaced_by, revision.replaced_in = name(t), index
            tokens = [name(t) for t in tids]
            sample.rounds.append(Round(index, pos, tids, tokens, probs, list(row), ids_to_text(tok, row),
                                       taken, taken_tokens))
        out.append(sample)
    return out


def _draw_step(calls, ids: torch.Tensor, query: torch.Tensor, settings: GenerationSettings, banned: list[int],
               gen: torch.Generator) -> tuple[torch.Tensor, ...]:
    """One model call on ids [S, T] at the positions `query` [S, T] (the same count in every row):
    (drawn tokens [S, M], the model's probability of each [S, M], the model's distributions [S, M, V])."""
    S, M = ids.shape[0], int(query[0].sum())
    logits = calls(ids, query).float().view(S, M, -1)  # [S, M, V]
    logits[..., banned] = float("-inf")
    model_probs = logits.softmax(-1)  # [S, M, V]
    V = logits.shape[-1]
    if settings.temperature < MIN_TEMPERATURE:  # greedy: the limit as the temperature goes to 0
        draw_probs = torch.zeros_like(model_probs).scatter_(-1, logits.argmax(-1, keepdim=True), 1.0)
    elif settings.temperature == 1 and not (settings.top_k and settings.top_k < V):
        draw_probs = model_probs  # logits / 1 is logits: the same softmax, not computed twice
    else:
        sampling = logits / settings.temperature
        if settings.top_k and settings.top_k < V:
            kth = sampling.topk(settings.top_k, dim=-1).values[..., -1:]
            sampling = sampling.masked_fill(sampling < kth, float("-inf"))
        draw_probs = sampling.softmax(-1)
    drawn = _draw(draw_probs.view(S * M, -1), gen).view(S, M)  # [S, M]
    return drawn, model_probs.gather(-1, drawn[..., None])[..., 0], model_probs


def _threshold_block(calls, ids: torch.Tensor, masked: torch.Tensor, block: list[int], settings: GenerationSettings,
                     banned: list[int], gen: torch.Generator) -> list[tuple[torch.Tensor, ...]]:
    """Steps of remasking "threshold" over one block until no sample has a [MASK] in it. Each step
    reveals, in every sample, each drawn token whose probability is at least the threshold, and the
    most probable one if none is; samples reveal different counts, so the shorter rows pad with -1."""
    S, T = ids.shape
    calls.begin(block)
    in_block = torch.zeros(T, dtype=torch.bool)
    in_block[block] = True
    rows = torch.arange(S)
    steps = []
    for _ in range(len(block)):  # at least one a step in each sample: never more steps than positions
        open_now = masked & in_block  # [S, T]
        cols = open_now.any(0)  # masked in some sample: asked of every sample, so each row has M
        if not bool(cols.any()):
            break
        where = cols.nonzero()[:, 0]  # [M]
        drawn, drawn_probs, _ = _draw_step(calls, ids, cols.expand(S, T), settings, banned, gen)
        still = open_now[:, where]  # [S, M]: masked in this sample
        scores = drawn_probs.masked_fill(~still, -1.0)
        keep = (scores >= settings.threshold) & still
        keep[rows, scores.argmax(1)] |= still.any(1)  # at least the likeliest, where anything is left
        count = int(keep.sum(1).max())
        order = scores.masked_fill(~keep, -2.0).topk(count, dim=1).indices  # [S, count]: kept ones, surest first
        valid = keep.gather(1, order)
        pos, tids, probs = where[order], drawn.gather(1, order), drawn_probs.gather(1, order)
        at_rows = rows[:, None].expand_as(pos)[valid]
        ids[at_rows, pos[valid]] = tids[valid]
        masked[at_rows, pos[valid]] = False
        steps.append((pos.masked_fill(~valid, -1), tids, probs, pos[:, :0]))
    return steps


def _take_back(committed: torch.Tensor, conf: torch.Tensor, share: float, gen: torch.Generator) -> torch.Tensor:
    """[S, r] positions to put back under [MASK]: r = `share` of each row's committed tokens (at
    least one; every row has as many), drawn without replacement with weight exp(-p), p the
    probability each had when it was drawn (ReMDM-conf's weights)."""
    have = int(committed[0].sum())
    r = min(have, max(1, round(share * have)))
    weights = torch.exp(-conf).masked_fill(~committed, 0.0)  # [S, T]
    return torch.multinomial(weights, r, replacement=False, generator=gen)


@torch.inference_mode()  # here, not around _resolve: weights loaded under it would be inference tensors
def _unmask(calls: ModelCalls, ids: torch.Tensor, masked: torch.Tensor, plan: list[tuple[list[int], int]],
            settings: GenerationSettings, banned: list[int], gen: torch.Generator, mask_id: int,
            committed: torch.Tensor | None = None) -> list[tuple[torch.Tensor, ...]]:
    """Run the plan on ids [S, T] (masked [S, T]: True where still [MASK]; both updated in place;
    `committed` [S, T]: tokens a loop step may take back, those given and those revealed).
    Returns what each step did: (positions, token ids, model probabilities), each [S, count]
    (-1 pads a position where a threshold step revealed fewer in one sample than in another),
    and the positions taken back before the call [S, taken] (taken = 0 outside the loop)."""
    S, T = ids.shape
    revealed = []
    in_block, block_of = None, None
    committed = torch.zeros(S, T, dtype=torch.bool) if committed is None else committed
    conf = torch.zeros(S, T)  # the probability each committed token had when drawn (0: given)
    rows = torch.arange(S)[:, None]
    for block, count in plan:
        if count == 0:  # remasking "threshold": the block's steps follow the model's confidence
            revealed += _threshold_block(calls, ids, masked, block, settings, banned, gen)
            continue
        if block is not block_of:  # the plan repeats one list for every step of a block
            in_block, block_of = torch.zeros(T, dtype=torch.bool), block
            in_block[block] = True
            calls.begin(block)
        taken = ids[:, :0]
        if count == LOOP:  # ReMDM: take some back, and commit as many again after the call
            taken = _take_back(committed, conf, settings.remask, gen)  # [S, r]
            ids[rows, taken] = mask_id
            masked[rows, taken] = True
            committed[rows, taken] = False
            count = taken.shape[1]
        asked = masked & in_block  # [S, T]: only the current block's masked positions are predicted
        where = asked.nonzero()[:, 1].view(S, -1)  # [S, M]: every sample has the same count still masked
        drawn, drawn_probs, model_probs = _draw_step(calls, ids, asked, settings, banned, gen)
        if settings.remasking == "left-to-right":
            scores = -where.float()
        elif settings.remasking == "confidence":
            scores = drawn_probs
        else:
            scores = _scores(settings.remasking, model_probs, drawn, gen)
        chosen = scores.topk(count, dim=-1).indices  # [S, count] indices into each sample's M
        pos, tids = where.gather(1, chosen), drawn.gather(1, chosen)  # [S, count]
        probs = drawn_probs.gather(1, chosen)
        ids.scatter_(1, pos, tids)
        masked.scatter_(1, pos, False)
        committed.scatter_(1, pos, True)
        conf.scatter_(1, pos, probs)
        revealed.append((pos, tids, probs, taken))
    return revealed


def generate(model=None, prompt: str = "", settings: GenerationSettings | None = None, *, cap_steps: bool = False,
             measure_cache: bool = False, **changes) -> Generation:
    """Generate `settings.samples` sequences by unmasking; every round of every sample is returned.

    model: None (the bundled generator), a model folder, or a TextModel. Keyword arguments
    override single settings: `generate(prompt="the old man [MASK] [MASK]", steps=2)`. More steps
    than positions to fill raise GenerationError, or with `cap_steps` are capped at that number
    (the result's `steps_capped` and `steps_asked` say so). `measure_cache`: each cached call also
    computes fresh keys and values, and `calls["drift"]` says how far the kept ones were (slow)."""
    settings = GenerationSettings(**{**(settings.to_dict() if settings else {}), **changes})
    settings.check()
    check_prompt(prompt)
    tm = _resolve(model)
    if tm.causal:
        raise GenerationError(words("this is a causal (left-to-right) model: unmasking needs a bidirectional masked LM"))
    tok = tm.tokenizer
    start, positions = prepare_prompt(tm, prompt, settings.length)
    asked = 0
    if (cap_steps and settings.remasking not in ("left-to-right", "threshold") and not settings.remask
            and settings.steps > len(positions)):
        asked = settings.steps
        settings = GenerationSettings(**{**settings.to_dict(), "steps": len(positions)})
    plan = _plan(positions, settings)
    S, T = settings.samples, len(start)
    if S * T > MAX_BATCH_POSITIONS:
        raise GenerationError(msg("{s} samples of {t} tokens is {s_t:,} tokens in one batch; at most "
                                  "{max_batch_positions:,} (memory): ask for fewer samples or a shorter length",
                                  s=S, t=T, s_t=S * T, max_batch_positions=MAX_BATCH_POSITIONS))
    ids = torch.tensor([start] * S, dtype=torch.long)  # [S, T]
    masked = torch.zeros(S, T, dtype=torch.bool)
    masked[:, positions] = True
    banned = [i for i in {tok.pad_token_id, tok.cls_token_id, tok.sep_token_id, tok.mask_token_id,
                          getattr(tok, "unk_token_id", None)} if i is not None]
    gen = torch.Generator().manual_seed(settings.seed)
    net = tm.model
    if (settings.cache != "none" or settings.attention != "full") and not supports_cache(net):
        raise GenerationError(words("this model computes every position itself: block-causal attention and the key/value caches need one of the lab's own models"))
    calls = ModelCalls(net, T, _blocks(positions, settings.block_length), attention=settings.attention,
                       cache=settings.cache, refresh=settings.cache_refresh, measure=measure_cache)
    was_training = net.training
    net.eval()
    try:
        revealed = _unmask(calls, ids, masked, plan, settings, banned, gen, tok.mask_token_id)
    finally:
        net.train(was_training)
    return Generation(settings, start, positions, _rounds(tok, start, S, revealed), len(revealed),
                      ids_to_text(tok, start), asked, calls.summary())


def revise(model, rows: list[list[int]], positions: list[int], settings: GenerationSettings) -> list[Sample]:
    """Loop steps only (remask > 0) on finished rows: `rows` (token ids, all as long) hold committed
    tokens at `positions`, given, not drawn (each counts p = 0); each of `settings.steps` calls takes
    back `settings.remask` of them and commits as many again. One sample per row; with remask 0
    nothing is taken back and the rows come back unchanged, with no rounds (the planted-error test)."""
    settings.check()
    tm = _resolve(model)
    tok = tm.tokenizer
    if not rows or not settings.remask:
        return [Sample() for _ in rows]
    if len({len(r) for r in rows}) > 1:
        raise GenerationError(words("revise takes rows of one length"))
    ids = torch.tensor(rows, dtype=torch.long)  # [S, T]
    S, T = ids.shape
    masked = torch.zeros(S, T, dtype=torch.bool)
    committed = torch.zeros(S, T, dtype=torch.bool)
    committed[:, positions] = True
    banned = [i for i in {tok.pad_token_id, tok.cls_token_id, tok.sep_token_id, tok.mask_token_id,
                          getattr(tok, "unk_token_id", None)} if i is not None]
    gen = torch.Generator().manual_seed(settings.seed)
    net = tm.model
    calls = ModelCalls(net, T, [positions])
    was_training = net.training
    net.eval()
    try:
        steps = _unmask(calls, ids, masked, [(positions, LOOP)] * settings.steps, settings, banned, gen,
                        tok.mask_token_id, committed)
    finally:
        net.train(was_training)
    return [_rounds(tok, row, 1, [tuple(t[k : k + 1] for t in step) for step in steps], positions)[0]
            for k, row in enumerate(rows)]


__all__ = ["MAX_BATCH_POSITIONS", "MAX_SAMPLES", "MIN_TEMPERATURE", "REMASKING", "Generation", "GenerationError",
           "GenerationSettings", "Revision", "Round", "Sample", "check_prompt", "generate", "prepare_prompt", "revise"]
