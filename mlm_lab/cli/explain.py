"""`mlm-lab explain`: why the model guesses what it guesses (mlm_lab.explain).

    mlm-lab explain "She opened the [MASK] ."                        # occlusion, the model's top guess
    mlm-lab explain "She opened the [MASK] ." --method ig --steps 32  # integrated gradients
    mlm-lab explain "She opened the [MASK] ." --method lens           # the MLM head at every layer
    mlm-lab explain "She opened the [MASK] ." --target window --json  # another target, as JSON
    mlm-lab explain --image photo.png --patch 3,4 --ratio 0.75 --seed 0 --json

Text scores: occlusion's score of token j is log p(target | input) - log p(target | input
with token j masked); ig and gradxinput attribute on the word embeddings from an
every-ordinary-token-[MASK] baseline; attention is the rollout. An image's influence is a
rows x cols map over the visible patches (0 on hidden ones).
"""

from __future__ import annotations

import json

from mlm_lab.masking.catalog import PATCH_STRATEGIES
from mlm_lab.wording import plural


def register(subparsers) -> None:
    from mlm_lab.bounds import MAX_IG_STEPS
    from mlm_lab.cli import seed_arg
    from mlm_lab.cli.limits import number_arg
    from mlm_lab.explain.results import PATCH_METHODS, TEXT_METHODS  # no torch: the parser is built at every start

    p = subparsers.add_parser("explain", help="why this guess: attributions, a layer lens, MAE influence maps",
                              description="Explain one masked prediction: for text, the [MASK] of a sentence "
                                          "(or --position); for an image (--image), one hidden patch (--patch).")
    p.add_argument("text", nargs="?", default=None, help="a sentence with one [MASK] (or --position)")
    p.add_argument("--method", default=None,
                   help=f"text: {', '.join(TEXT_METHODS)} (default occlusion); "
                        f"image: {', '.join(PATCH_METHODS)} (default occlusion)")
    p.add_argument("--target", default=None,
                   help="the token to explain (default: the model's top guess; 'true' = the token at --position)")
    p.add_argument("--foil", default=None, help="explain target rather than this token (a contrastive score)")
    p.add_argument("--position", type=number_arg("position"), default=None, help="token index to explain (needed with two [MASK]s)")
    p.add_argument("--steps", type=number_arg("ig_steps"), default=32,
                   help=f"integrated gradients: integration nodes, 1 to {MAX_IG_STEPS} (default 32)")
    p.add_argument("--image", default=None, help="explain an image: a picture file")
    p.add_argument("--patch", default=None, help="the hidden patch to explain, ROW,COL (from 0)")
    p.add_argument("--ratio", type=number_arg("ratio"), default=0.75,
                   help="image: share of patches hidden, 0 to 0.95 (default 0.75)")
    p.add_argument("--seed", type=seed_arg, default=0, help="image: the mask's seed (default 0)")
    p.add_argument("--strategy", default="random", choices=PATCH_STRATEGIES,
                   help="image: masking strategy (default random)")
    p.add_argument("--precision", default="float32",
                   help="float32 (exact, default) or bfloat16 (about twice as fast on AVX-512 BF16, approximate)")
    p.add_argument("--model", help="a model folder (default: the bundled text or image model)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_explain)


def cmd_explain(args) -> int:
    from mlm_lab.cli import UserError
    from mlm_lab.explain import ExplainError

    if args.image is None and args.text is None:
        raise UserError("mlm-lab: explain needs a sentence with [MASK], or --image PATH --patch ROW,COL")
    if args.image is not None and args.text is not None:
        raise UserError("mlm-lab: give a sentence or --image, not both")
    try:
        result = _explain_image(args) if args.image is not None else _explain_text(args)
    except ExplainError as exc:
        raise UserError(f"mlm-lab: {str(exc).splitlines()[0]}") from None
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    print(_describe_patch(result) if args.image is not None else _describe_text(result))
    return 0


def _explain_text(args):
    from mlm_lab.cli import UserError, text_model_arg
    from mlm_lab.explain import TEXT_METHODS, explain_text

    method = args.method or "occlusion"
    if method not in TEXT_METHODS:
        raise UserError(f"mlm-lab: unknown method {method!r} for text: choose one of {', '.join(TEXT_METHODS)}")
    for flag in ("patch",):
        if getattr(args, flag) is not None:
            raise UserError(f"mlm-lab: --{flag} is for images (--image)")
    if args.steps < 1:
        raise UserError(f"mlm-lab: --steps must be at least 1, got {args.steps}")
    tm = text_model_arg(args.model)
    from mlm_lab.tokenization import MASK

    own = getattr(tm.tokenizer, "mask_token", MASK)  # a Hugging Face model's own (RoBERTa: <mask>); [MASK] too
    if args.position is None and MASK not in args.text and own not in args.text:
        named = MASK if own == MASK else f"{MASK} (or this model's {own})"
        raise UserError(f"mlm-lab: the text has no {named} to explain (or give --position)")
    return explain_text(tm, None, args.text, position=args.position, target=args.target, method=method,
                        steps=args.steps, foil=args.foil, precision=args.precision)


def _parse_patch(text: str | None) -> tuple[int, int]:
    from mlm_lab.cli import UserError

    if text is None:
        raise UserError("mlm-lab: --image needs --patch ROW,COL (a hidden patch)")
    parts = text.replace(" ", "").split(",")
    try:
        row, col = (int(p) for p in parts)
    except ValueError:
        raise UserError(f"mlm-lab: --patch must be ROW,COL (two whole numbers), got {text!r}") from None
    return row, col


def _explain_image(args):
    from mlm_lab.cli import UserError
    from mlm_lab.explain import PATCH_METHODS, explain_patch
    from mlm_lab.inference import bundled_image_model, load_image_model
    from mlm_lab.models import ModelLoadError

    method = args.method or "occlusion"
    if method not in PATCH_METHODS:
        raise UserError(f"mlm-lab: unknown method {method!r} for an image: choose one of {', '.join(PATCH_METHODS)}")
    for flag, given in (("target", args.target), ("foil", args.foil), ("position", args.position)):
        if given is not None:
            raise UserError(f"mlm-lab: --{flag} is for text, not --image")
    patch = _parse_patch(args.patch)
    try:
        model = bundled_image_model() if args.model is None else load_image_model(args.model)
    except ModelLoadError as exc:
        raise UserError(f"mlm-lab: {str(exc).splitlines()[0]}") from None
    from mlm_lab.imaging import load_image

    image = load_image(args.image)  # a missing or unreadable file: one line, before any model work
    return explain_patch(model, image, None, patch, method, ratio=args.ratio, seed=args.seed, strategy=args.strategy,
                         precision=args.precision)


def _bar(value: float, scale: float, width: int = 20) -> str:
    n = int(round(abs(value) / scale * width)) if scale > 0 else 0
    return ("+" if value >= 0 else "-") * min(n, width)


def _describe_text(r) -> str:
    head = f"{r.method}: why {r.target!r}" + (f" rather than {r.foil!r}" if r.foil else "")
    head += f" at position {r.position} (p = {2.718281828459045 ** r.target_logprob:.3f}); top-5: "
    head += ", ".join(f"{t} {p:.3f}" for t, p in r.top)
    lines = [head]
    if r.layers is not None:
        for layer in r.layers:
            name = "embeddings" if layer.layer == 0 else f"layer {layer.layer}"
            lines.append(f"  {name:11s} " + ", ".join(f"{t} {p:.3f}" for t, p in layer.top)
                         + f"   ({r.target}: {layer.target_prob:.3f}, rank {layer.target_rank})")
        return "\n".join(lines)
    scale = max((abs(float(s)) for s in r.scores), default=0.0)
    for token, score, special in zip(r.tokens, r.scores, r.special, strict=True):
        mark = "   (special)" if special else ""
        lines.append(f"  {token:14s} {float(score):+9.4f}  {_bar(float(score), scale)}{mark}")
    if r.completeness_gap is not None:
        lines.append(f"  sum {float(sum(r.scores)):+.4f} vs f(input) - f(baseline) {r.f_input - r.f_baseline:+.4f}: "
                     f"completeness gap {100 * r.completeness_gap:.3f} %"
                     + (f" ({plural(r.steps, 'step')})" if r.steps else " (gradient x input is not complete)"))
    return "\n".join(lines)


def _describe_patch(r) -> str:
    import numpy as np

    rows, cols = r.grid
    flat = np.asarray(r.influence).reshape(-1)
    hidden = {(a, b) for a, b in r.hidden}
    order = [i for i in np.argsort(-np.abs(flat)) if (i // cols, i % cols) not in hidden][:5]
    lines = [f"{r.method}: influence of the visible patches on hidden patch {r.patch} "
             f"(grid {rows} x {cols}, {len(r.hidden)} hidden; its error {r.error:.5f})",
             "  strongest: " + ", ".join(f"({i // cols}, {i % cols}) {flat[i]:+.5f}" for i in order)]
    scale = float(np.abs(flat).max()) or 1.0
    shades = " .:-=+*#%@"
    for row in range(rows):
        cells = []
        for col in range(cols):
            if (row, col) == tuple(r.patch):
                cells.append("X")
            elif (row, col) in hidden:
                cells.append("_")
            else:
                cells.append(shades[min(9, int(abs(flat[row * cols + col]) / scale * 9 + 0.5))])
        lines.append("  " + " ".join(cells))
    lines.append("  X = the explained patch, _ = hidden, darker = more influence")
    return "\n".join(lines)
