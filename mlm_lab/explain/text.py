"""Why a masked LM guesses a token at one [MASK]: occlusion, gradient x input, integrated
gradients, a layer lens, attention rollout.

f(input) = log p(target | input) at the explained position; with a foil (a contrastive
explanation, Yin & Neubig 2022: "why this token rather than that one?"),
f = log p(target) - log p(foil), which isolates what tells the two apart (say vs says: the
subject's number, not which verb). Shapes: T tokens, D width,
L layers, H heads, V vocabulary, S integration nodes.

- occlusion: every ordinary context token replaced by [MASK], all in one batched forward;
  score j = f(input) - f(input with token j masked). Its failure mode: masking one token
  says nothing of tokens that are redundant with each other (both look unimportant).
- integrated gradients (Sundararajan et al. 2017) on the word embeddings, from a baseline
  where every ordinary token is [MASK]. [CLS] and [SEP] stay in the baseline: they carry
  no content, and the model never saw a sequence without them, so replacing them would
  measure the shock of a malformed input, not the sentence; the baseline is then
  "the same sentence with every word hidden", which a teacher can say in one sentence.
  The path integral uses Gauss-Legendre quadrature with `steps` nodes (exact for
  polynomials of degree 2 steps - 1, so far closer to completeness than a Riemann sum with
  the same number of forwards). Completeness: the scores sum to f(input) - f(baseline);
  the relative gap is reported. Its failure mode: the answer depends on the baseline.
- gradient x input: (x - baseline) . grad f(x), the one-node version of the same
  integral (no completeness: its gap is reported to show how far it is).
- lens (the "logit lens", nostalgebraist 2020, on an encoder): the MLM head applied to
  every layer's hidden state at the position (through the final norm for a pre-LN model,
  as the last layer is), top-5 per layer. Early layers were never trained to be read so.
- attention rollout (Abnar & Zuidema 2020): per layer the head-mean attention, plus the
  identity for the residual path, rows renormalised (0.5 A + 0.5 I), multiplied layer by
  layer; the score is the position's row. Attention is where information may flow, not
  proof that it is used (Jain & Wallace 2019).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import torch

from mlm_lab.errors import message_of, msg, words
from mlm_lab.explain.results import TEXT_METHODS, ExplainError, LensLayer, TextExplanation
from mlm_lab.ranges import IG_STEPS
from mlm_lab.tokenization import MASK


def text_model_for(model, tokenizer):
    from mlm_lab.inference import resolve_text_model as resolve
    from mlm_lab.models import MaskedLM
    from mlm_lab.models.text_model import TextModel

    if model is not None and not isinstance(model, (TextModel, MaskedLM, str)) and not hasattr(model, "__fspath__"):
        raise ExplainError(msg("a text model is needed, got {type_model_name}", type_model_name=type(model).__name__))
    return resolve(model, tokenizer)


def mask_name(tok) -> str:
    """How a message names the mask: [MASK], or `[MASK] (or <mask>)` for a model whose own mask
    token is another (a text may hold either)."""
    own = getattr(tok, "mask_token", MASK)
    return MASK if own == MASK else f"{MASK} (or {own})"


def prepare_text(tm, text_or_ids, position: int | None, mask_position: bool = True):
    """(ids [T] with [MASK] at the position, tokens, special [T], position, true token or None)."""
    tok = tm.tokenizer
    mask_id = tok.mask_token_id
    if isinstance(text_or_ids, str):
        enc = tok.encode(text_or_ids, max_length=tm.max_length)
        ids = list(enc.ids)
    else:
        ids = [int(i) for i in text_or_ids]
        if not ids:
            raise ExplainError(words("no tokens to explain"))
        bad = [i for i in ids if not 0 <= i < tok.vocab_size]
        if bad:
            raise ExplainError(msg("token id {bad_0} is outside the vocabulary of {tok_vocab_size}",
                                   bad_0=bad[0], tok_vocab_size=tok.vocab_size))
        if len(ids) > tm.max_length:
            raise ExplainError(msg("{len_ids} tokens is more than the model's {tm_max_length}",
                                   len_ids=len(ids), tm_max_length=tm.max_length))
    structural = {tok.cls_token_id, tok.sep_token_id, tok.pad_token_id}
    masks = [i for i, t in enumerate(ids) if t == mask_id]
    true_token = None
    if position is None:
        if not masks:
            raise ExplainError(msg("the text has no {mask_name_tok} to explain (or it was cut off at the model's "
                                   "length)",
                                   mask_name_tok=mask_name(tok)))
        if len(masks) > 1:
            raise ExplainError(msg("the text has {len_masks} [MASK]s: say which to explain with --position "
                                   "(one of {join_map_str_masks})",
                                   len_masks=len(masks), join_map_str_masks=', '.join(map(str, masks))))
        position = masks[0]
    position = int(position)
    if not 0 <= position < len(ids):
        raise ExplainError(msg("position {position} is outside the {len_ids} tokens (0..{len_ids_1})",
                               position=position, len_ids=len(ids), len_ids_1=len(ids) - 1))
    if ids[position] in structural:
        raise ExplainError(msg("position {position} is a special token ({tok_id_to_token_ids_posi}), not a word",
                               position=position, tok_id_to_token_ids_posi=tok.id_to_token(ids[position])))
    if ids[position] != mask_id and mask_position:  # explain a real token: hide it, keep it as the "true" target
        true_token = tok.id_to_token(ids[position])
        ids[position] = mask_id
    tokens = [tok.id_to_token(i) for i in ids]
    special = [i in structural or i == mask_id for i in ids]
    return ids, tokens, special, position, true_token


def resolve_target(tok, target, logp: torch.Tensor, true_token: str | None) -> int:
    """None / "top1" -> the model's top guess; "true" -> the token that was there; a token
    string or an id -> that token."""
    if target is None or target == "top1":
        return int(logp.argmax())
    if target == "true":
        if true_token is None:
            raise ExplainError(words("target 'true' needs a position that held a token (it was a [MASK])"))
        return int(tok.token_to_id(true_token))
    if isinstance(target, (int, np.integer)):
        if not 0 <= int(target) < tok.vocab_size:
            raise ExplainError(msg("target id {target} is outside the vocabulary of {tok_vocab_size}",
                                   target=target, tok_vocab_size=tok.vocab_size))
        return int(target)
    if isinstance(target, str):
        for form in (target, target.strip(), target.strip().lower()):
            tid = tok.token_to_id(form)
            if tid is not None:
                return int(tid)
        raise ExplainError(msg("target {target!r} is not in the model's vocabulary (one token, e.g. 'door')",
                               target=target))
    raise ExplainError(msg("target must be None, 'top1', 'true', a token or an id, got {type_target_name}",
                           type_target_name=type(target).__name__))


def _at(T: int, position: int, batch: int = 1) -> torch.Tensor:
    wanted = torch.zeros(batch, T, dtype=torch.bool)
    wanted[:, position] = True
    return wanted


def explain_text(model=None, tokenizer=None, text_or_ids: str | Sequence[int] = "", position: int | None = None,
                 target=None, method: str = "occlusion", steps: int = 32, foil=None,
                 precision: str = "float32", mask_position: bool = True) -> TextExplanation:
    """Explain the guess at one masked position.

    model: a TextModel, a MaskedLM (with `tokenizer`), a folder, or None (the bundled one).
    text_or_ids: a sentence with [MASK] where to explain, or token ids ([CLS] ... [SEP]).
    position: the token index; None = the only [MASK]. A position holding a real token is
    masked first (its token is then the "true" target), unless mask_position=False: then the
    ids are explained exactly as given (a BERT-style input where the position kept its token
    or got a random one, as the Text tab's 80/10/10 masking does).
    target: None or "top1" (the model's top guess), "true", a token ("door") or an id.
    method: one of TEXT_METHODS. steps: integration nodes for "ig" (>= 1).
    foil: None, or a token / id: the attribution methods then explain
    log p(target) - log p(foil) (lens and attention do not depend on a target's score).
    precision: "float32" (exact, the default) or "bfloat16": matrix products in bfloat16
    (torch.autocast; about twice as fast on a CPU with AVX-512 BF16; on text-tiny the
    scores move by at most 1.4 % of the largest, ranks by Spearman >= 0.98, IG's
    completeness gap stays under 0.4 %, benchmarks/bench_explain.py).
    Raises ExplainError (a ValueError) with a one-line message on bad requests."""
    if method not in TEXT_METHODS:
        raise ExplainError(msg("unknown method {method!r}: choose one of {join_text_methods}",
                               method=method, join_text_methods=', '.join(TEXT_METHODS)))
    steps = IG_STEPS.check("steps (integration nodes)", steps, ExplainError)
    check_precision(precision)
    tm = text_model_for(model, tokenizer)
    with autocast_for(tm.model, precision):
        return _explain(tm, text_or_ids, position, target, method, steps, foil, mask_position)


PRECISIONS = ("float32", "bfloat16")


def check_precision(precision: str) -> None:
    if precision not in PRECISIONS:
        raise ExplainError(msg("unknown precision {precision!r}: choose one of {join_precisions}",
                               precision=precision, join_precisions=', '.join(PRECISIONS)))


def autocast_for(model, precision: str):
    """A context: bfloat16 matrix products on the model's device, or nothing for float32."""
    device = next(model.parameters()).device.type
    return torch.autocast(device, dtype=torch.bfloat16, enabled=precision == "bfloat16")


def _explain(tm, text_or_ids, position, target, method, steps, foil, mask_position) -> TextExplanation:
    net, tok = tm.model, tm.tokenizer
    if net.training:
        net.eval()
    ids, tokens, special, position, true_token = prepare_text(tm, text_or_ids, position, mask_position)
    T = len(ids)
    context = [j for j in range(T) if j != position and not special[j]]
    path = None
    if method in ("ig", "gradxinput"):  # the path's forward carries the prediction (the input's row)
        path = _Path(net, tok, ids, position, context, steps if method == "ig" else None)
        logits = path.input_logits.detach()
    else:
        with torch.inference_mode():  # one forward gives the prediction and what the method reads
            if method == "occlusion":  # row 0: the input; row 1 + r: context[r] masked
                batch = torch.tensor([ids], dtype=torch.long).repeat(len(context) + 1, 1)
                batch[torch.arange(1, len(context) + 1), torch.tensor(context, dtype=torch.long)] = tok.mask_token_id
                occluded = logits_at(net, batch, position)  # [1 + C, V]
                logits = occluded[0]
            else:
                out = net(torch.tensor([ids], dtype=torch.long), positions=_at(T, position),
                          output_hidden_states=method == "lens", return_attentions=method == "attention")
                logits = out.logits[0]
    logp = torch.log_softmax(logits.float(), dim=-1)  # [V]
    tid = resolve_target(tok, target, logp, true_token)
    fid = None if foil is None else resolve_target(tok, foil, logp, true_token)
    if fid is not None and fid == tid:
        raise ExplainError(words("the foil must differ from the target"))
    probs, top_ids = logp.exp().topk(5)
    top = [(tok.id_to_token(int(i)), float(p)) for p, i in zip(probs, top_ids, strict=True)]
    result = TextExplanation(tokens, position, tok.id_to_token(tid), tid, method, np.zeros(T), special,
                             float(logp[tid]), top, true_token)
    if fid is not None:
        result.foil = tok.id_to_token(fid)
    if method == "occlusion":
        _occlusion(occluded, _Score(tid, fid), context, result)
    elif path is not None:
        path.attribute(_Score(tid, fid), result)
    elif method == "lens":
        _lens(net, tok, out, position, tid, result)
    else:
        _attention(out, position, special, result)
    return result


def logits_at(net, input_ids: torch.Tensor, position: int, inputs_embeds: torch.Tensor | None = None) -> torch.Tensor:
    """The MLM head's logits at one position of every row: input_ids [B, T] -> [B, V].

    A MaskedLM computes them itself (`MaskedLM.logits_at`: its last block at that position
    only); any other model (a Hugging Face one) takes its own forward."""
    from mlm_lab.models import MaskedLM

    if not isinstance(net, MaskedLM) or type(net).forward is not MaskedLM.forward:
        return net(input_ids, positions=_at(input_ids.shape[1], position, input_ids.shape[0]),
                   inputs_embeds=inputs_embeds).logits
    try:
        return net.logits_at(input_ids, slice(position, position + 1), inputs_embeds=inputs_embeds)[:, 0]
    except ValueError as exc:  # longer than the model's positions
        raise ExplainError(message_of(exc)) from None


class _Score:
    """f from logits [B, V]: log p(target), minus log p(foil) when there is a foil -> [B]."""

    def __init__(self, target: int, foil: int | None):
        self.target, self.foil = target, foil

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        logits = logits.float()
        if self.foil is None:  # only the target's log-softmax is read
            return logits[:, self.target] - torch.logsumexp(logits, dim=-1)
        return logits[:, self.target] - logits[:, self.foil]  # the normaliser cancels


def _occlusion(logits: torch.Tensor, score: _Score, context: list[int], result: TextExplanation) -> None:
    """logits [1 + C, V] of the batch: row 0 the input, row 1 + r with context[r] masked."""
    f = score(logits)  # [1 + C]
    masked = np.full(len(result.tokens), float(f[0]))
    masked[context] = f[1:].numpy()
    result.masked_logprob = masked
    result.scores = float(f[0]) - masked  # 0 where nothing was masked


# Integrated gradients: at most MAX_IG_STEPS nodes (mlm_lab.bounds), run IG_BATCH nodes a forward
# and backward, so memory follows IG_BATCH, not the steps.
IG_BATCH = 32


def integration_nodes(steps: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Gauss-Legendre nodes and weights on [0, 1]: ([S], [S]), weights summing to 1."""
    nodes, weights = np.polynomial.legendre.leggauss(int(steps))
    return torch.tensor((nodes + 1) / 2, dtype=torch.float32), torch.tensor(weights / 2, dtype=torch.float32)


class _Path:
    """Integrated gradients (steps) or gradient x input (steps None) in batched forwards: the
    first batch holds the path's first IG_BATCH nodes base + alpha (x - base), then the input,
    then the baseline. The input's row is the prediction (the target is chosen from it), the two
    ends give the completeness gap; then a backward through each batch of nodes (the later
    batches' forwards run then, one at a time, so memory follows IG_BATCH, not the steps)."""

    def __init__(self, net, tok, ids, position, context, steps: int | None):
        x_ids = torch.tensor([ids], dtype=torch.long)
        with torch.no_grad():
            x = net.word_embeddings(x_ids)[0]  # [T, D]
            base = x.clone()
            base[context] = net.word_embeddings.weight[tok.mask_token_id]  # every ordinary token -> [MASK]
        if steps is None:  # gradient x (input - baseline), at the input
            alphas, self.weights = torch.ones(1), torch.ones(1)
        else:
            alphas, self.weights = integration_nodes(steps)
        self.S = alphas.shape[0]
        self.x, self.base, self.steps, self.context = x, base, steps, context
        self.net, self.x_ids, self.position, self.alphas = net, x_ids, position, alphas
        n = min(self.S, IG_BATCH)
        with torch.enable_grad():
            path = self._nodes(0, n)  # [n, T, D]
            embeds = torch.cat([path, x[None], base[None]])  # [n + 2, T, D]
            logits = logits_at(net, x_ids.repeat(n + 2, 1), position, inputs_embeds=embeds)  # [n + 2, V]
        self.first = (path, logits[:n])
        self.ends = logits[n:]  # [2, V]: the input (the prediction), the baseline
        self.input_logits = logits[n]

    def _nodes(self, start: int, stop: int) -> torch.Tensor:
        alphas = self.alphas[start:stop]
        return (self.base + alphas.view(-1, 1, 1) * (self.x - self.base)).requires_grad_(True)  # [n, T, D]

    def attribute(self, score: _Score, result: TextExplanation) -> None:
        S, T = self.S, self.x.shape[0]
        mean_grad = torch.zeros_like(self.x)  # [T, D]
        for start in range(0, S, IG_BATCH):
            stop = min(S, start + IG_BATCH)
            with torch.enable_grad():
                if start == 0:
                    path, logits = self.first
                else:
                    path = self._nodes(start, stop)
                    logits = logits_at(self.net, self.x_ids.repeat(stop - start, 1), self.position,
                                       inputs_embeds=path)
                # rows are independent: each row's own gradient
                (grads,) = torch.autograd.grad(score(logits).sum(), path)
            mean_grad += (self.weights[start:stop].view(-1, 1, 1) * grads).sum(0)
        self.first = None
        with torch.no_grad():
            f = score(self.ends)  # [2]
        scores = ((self.x - self.base) * mean_grad).sum(-1).detach().numpy().astype(np.float64)  # [T]
        scores[[j for j in range(T) if j not in set(self.context)]] = 0.0  # identical there: exactly 0 already
        f_input, f_baseline = float(f[0].detach()), float(f[1].detach())
        delta = f_input - f_baseline
        result.scores = scores
        result.steps = self.steps
        result.f_input, result.f_baseline = f_input, f_baseline
        result.completeness_gap = abs(float(scores.sum()) - delta) / max(abs(delta), 1e-9)


def lens_logits(net, layer_hidden: Sequence[torch.Tensor], position: int) -> torch.Tensor:
    """The MLM head on every layer's hidden state at `position` -> logits [L + 1, V]. Layers
    before the last go through the final norm first (pre-LN), as the last one did."""
    rows = torch.stack([h[0, position] for h in layer_hidden])  # [L + 1, D]
    if net.final_norm is not None:
        rows = torch.cat([net.final_norm(rows[:-1]), rows[-1:]])
    return net.head(rows)


@torch.no_grad()
def _lens(net, tok, out, position, tid, result: TextExplanation) -> None:
    probs = torch.softmax(lens_logits(net, out.layer_hidden_states, position), dim=-1)  # [L + 1, V]
    val, idx = probs.topk(5, dim=-1)
    layers = []
    for k in range(probs.shape[0]):
        p_t = probs[k, tid]
        layers.append(LensLayer(k, [(tok.id_to_token(int(i)), float(v)) for v, i in zip(val[k], idx[k], strict=True)],
                                float(p_t), int((probs[k] > p_t).sum()) + 1))
    result.layers = layers


def attention_rollout(attentions: np.ndarray) -> np.ndarray:
    """Abnar & Zuidema's rollout: attentions [L, H, T, T] -> [T, T], the product over layers
    of (0.5 A_mean + 0.5 I) with rows renormalised (the identity stands for the residual)."""
    L, _, T, _ = attentions.shape
    eye = np.eye(T)
    rollout = eye.copy()
    for layer in range(L):
        a = 0.5 * attentions[layer].mean(axis=0) + 0.5 * eye
        a = a / a.sum(axis=-1, keepdims=True)
        rollout = a @ rollout
    return rollout


@torch.no_grad()
def _attention(out, position, special, result: TextExplanation) -> None:
    att = torch.stack([a[0] for a in out.attentions]).double().numpy()  # [L, H, T, T]
    rollout = attention_rollout(att)
    scores = rollout[position].copy()
    scores[position] = 0.0
    scores[np.asarray(special)] = 0.0
    result.scores = scores
    result.rollout = rollout
    result.attentions = att.astype(np.float32)
