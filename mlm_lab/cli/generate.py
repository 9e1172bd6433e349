"""`mlm-lab generate [PROMPT]`: write text by unmasking (masked diffusion decoding).

    mlm-lab generate --length 24 --steps 12                       # from nothing: 24 [MASK] revealed in 12 steps
    mlm-lab generate "the old man [MASK] [MASK] the door ."       # infill the [MASK]s, prompt kept
    mlm-lab generate "once upon a time" --length 16 --block 4     # continue, four positions a block
    mlm-lab generate --steps 1                                    # BERT: everything at once
    mlm-lab generate --remasking left-to-right                    # one position a step, in order
    mlm-lab generate --threshold 0.9                              # reveal every token at least 90 % sure
    mlm-lab generate --length 16 --steps 32 --remask 0.1          # ReMDM: loop steps take a tenth back
    mlm-lab generate --length 64 --block 8 --attention block-causal --cache prefix   # an exact cache
    mlm-lab generate --length 64 --block 8 --cache dual --cache-refresh 4            # approximate (Fast-dLLM)
    mlm-lab generate --json                                       # every round of every sample
"""

from __future__ import annotations

import json
import sys


def register(subparsers) -> None:
    from mlm_lab.bounds import MAX_SAMPLES, MIN_TEMPERATURE
    from mlm_lab.cli import seed_arg
    from mlm_lab.cli.limits import number_arg
    from mlm_lab.generation.schedule import ATTENTION, CACHES, REMASKING, SCHEDULES
    from mlm_lab.generation.settings import GenerationSettings

    d = GenerationSettings()
    p = subparsers.add_parser("generate", help="write text by unmasking (masked diffusion decoding)",
                              description="Start from [MASK] at every position to fill and reveal them over "
                                          "--steps steps. A prompt holding [MASK] is infilled there; otherwise "
                                          "--length positions follow it (or stand alone without a prompt).")
    p.add_argument("prompt", nargs="?", default="", help="text, with [MASK] where to fill (optional)")
    p.add_argument("--length", type=number_arg("length"), default=d.length, help=f"positions to write (default {d.length})")
    p.add_argument("--steps", type=number_arg("generate_steps"), default=d.steps,
                   help=f"model calls (default {d.steps}; 1 = BERT-style; more than the masks: capped)")
    p.add_argument("--remasking", help=f"{', '.join(REMASKING)} (default {d.remasking}; threshold with --threshold)")
    p.add_argument("--schedule", default=d.schedule, help=f"{' or '.join(SCHEDULES)} (default {d.schedule})")
    p.add_argument("--threshold", type=number_arg("threshold"),
                   help=f"parallel decoding: each step reveals every token at least this probable, at least one "
                        f"(remasking threshold; default {d.threshold}); model calls follow the confidence, not --steps")
    p.add_argument("--remask", type=number_arg("remask"), default=d.remask,
                   help="ReMDM: the middle steps each take back this share of the committed tokens, least sure "
                        "most often, and commit as many again; steps may then exceed the positions (default 0: "
                        "a revealed token stays)")
    p.add_argument("--temperature", type=number_arg("temperature"), default=d.temperature,
                   help=f"> 0; small = nearly greedy, below {MIN_TEMPERATURE:g} greedy (default {d.temperature})")
    p.add_argument("--top-k", type=number_arg("top_k"), default=d.top_k, help="draw among the k likeliest tokens (0 = all)")
    p.add_argument("--block", type=number_arg("block"), default=d.block_length,
                   help="semi-autoregressive blocks of this many positions (0 = one block)")
    p.add_argument("--attention", choices=ATTENTION, default=d.attention,
                   help="block-causal: a block sees the prompt, itself and earlier blocks (default full)")
    p.add_argument("--cache", choices=CACHES, default=d.cache,
                   help="keep keys/values outside the block: prefix (the prompt and finished blocks) or dual (and "
                        "what follows); exact with --attention block-causal, approximate with full (default none)")
    p.add_argument("--cache-refresh", type=number_arg("cache_refresh"), default=d.cache_refresh,
                   help=f"full attention with a cache: recompute every position every this many calls "
                        f"(default {d.cache_refresh})")
    p.add_argument("--seed", type=seed_arg, default=d.seed)
    p.add_argument("--samples", type=number_arg("samples"), default=d.samples, help=f"sequences in one batch (1-{MAX_SAMPLES})")
    p.add_argument("--model", help="a masked-LM folder (default: the bundled generator)")
    p.add_argument("--json", action="store_true", help="print one JSON object with every round")
    p.set_defaults(func=cmd_generate)


def cmd_generate(args) -> int:
    from mlm_lab.cli import UserError
    from mlm_lab.generation.unmask import GenerationError, GenerationSettings, generate
    from mlm_lab.models import ModelLoadError
    from mlm_lab.wording import plural

    remasking = args.remasking or ("threshold" if args.threshold is not None else GenerationSettings().remasking)
    if args.threshold is not None and remasking != "threshold":
        raise UserError(f"mlm-lab: --threshold is for remasking threshold, not {remasking}")
    threshold = args.threshold if args.threshold is not None else GenerationSettings().threshold
    settings = GenerationSettings(length=args.length, steps=args.steps, remasking=remasking,
                                  schedule=args.schedule, temperature=args.temperature, top_k=args.top_k,
                                  block_length=args.block, seed=args.seed, samples=args.samples, threshold=threshold,
                                  attention=args.attention, cache=args.cache, cache_refresh=args.cache_refresh,
                                  remask=args.remask)
    try:
        settings.check()
        model = args.model
        if model is not None:
            from mlm_lab.inference import load_text_model

            model = load_text_model(model)
        result = generate(model, args.prompt, settings, cap_steps=True)
    except (GenerationError, ModelLoadError) as exc:
        raise UserError(f"mlm-lab: {str(exc).splitlines()[0]}") from None
    if result.steps_capped:  # a note, not an error: the prompt's blanks are fewer than the default 12 steps
        n = result.settings.steps
        print(f"mlm-lab: --steps {result.steps_asked} capped at {n}: the prompt has {plural(n, 'masked position')} "
              "to fill", file=sys.stderr)
    if args.json:
        print(json.dumps(result.to_dict()))
        return 0
    for i, sample in enumerate(result.samples):
        head = f"[{i + 1}] " if len(result.samples) > 1 else ""
        print(f"{head}{sample.text}")
    how = f"threshold {settings.threshold:g}" if settings.remasking == "threshold" else settings.remasking
    written = len(result.positions)
    cached = ""
    if settings.cache != "none":
        kind = "exact" if settings.attention == "block-causal" else f"approximate, refreshed every {settings.cache_refresh}"
        cached = (f", {settings.cache} cache ({kind}): {result.calls['full_calls']} full calls and "
                  f"{result.calls['row_calls']} on the block")
    elif settings.attention != "full":
        cached = f", {settings.attention} attention"
    if settings.remask:
        taken = sum(len(s.revisions) for s in result.samples)
        changed = sum(r.replaced_by != r.token for s in result.samples for r in s.revisions)
        cached += f", remask {settings.remask:g}: {plural(taken, 'token')} taken back, {changed} changed"
    print(f"({plural(result.steps_used, 'step')} for {plural(written, 'position')}, remasking {how}{cached}, "
          f"seed {settings.seed})")
    return 0
