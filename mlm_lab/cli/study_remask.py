"""`mlm-lab study remask MODEL --out DIR`: taking a token back (ReMDM) on the toy language.

    mlm-lab study remask runs/toy/checkpoints/step-1000 --shares 0,0.1,0.2,0.4 --steps 4,8,16,32 --out remask

Planted agreement errors given as committed tokens (the share fixed, the share of correct
tokens spoiled) and valid sentences at equal model calls against one-way decoding
(mlm_lab.studies.remask). Registered by `mlm-lab study` (cli/study.py).
"""

from __future__ import annotations

import json
import sys


def register(sub) -> None:
    from mlm_lab.cli import seed_arg
    from mlm_lab.cli.limits import number_arg
    from mlm_lab.studies.remask import DEFAULT_SHARES, DEFAULT_STEPS

    shares, steps = ",".join(f"{v:g}" for v in DEFAULT_SHARES), ",".join(map(str, DEFAULT_STEPS))
    r = sub.add_parser("remask", help="taking a token back (ReMDM): planted errors fixed, and valid sentences at "
                                      "equal model calls",
                       description="For a model trained on the toy language: give sentences with a planted "
                                   "agreement error as committed tokens and run loop steps that take back each "
                                   "--shares value of them (the share of errors fixed, of correct tokens spoiled); "
                                   "then write sentences from nothing one-way and with each share at each --steps "
                                   "(valid sentences against model calls per token); writes remask.json, "
                                   "repair.csv, calls.csv and remask.png in --out.")
    r.add_argument("model", help="a masked-LM folder trained on the toy language (or a run's checkpoint folder)")
    r.add_argument("--shares", default=shares,
                   help=f"comma-separated remask shares, each at least 0 and less than 1; 0 = one-way (default {shares})")
    r.add_argument("--steps", default=steps, help=f"comma-separated numbers of steps K (default {steps})")
    r.add_argument("--samples", type=number_arg("study_samples"), default=500, help="sentences per point (default 500)")
    r.add_argument("--temperature", type=number_arg("temperature"), default=1.0, help="of every draw (default 1)")
    r.add_argument("--seed", type=seed_arg, default=0)
    r.add_argument("--out", required=True, help="folder for remask.json, repair.csv, calls.csv and remask.png")
    r.add_argument("--json", action="store_true", help="print the result as JSON")
    r.set_defaults(func=cmd_remask)


def _numbers(text: str, option: str, key: str) -> list:
    from mlm_lab.cli import UserError
    from mlm_lab.cli.limits import RANGES

    values = []
    for part in (v.strip() for v in text.split(",")):
        try:
            values.append(RANGES[key].check(part))
        except Exception as exc:  # argparse.ArgumentTypeError: the range, said once in limits
            raise UserError(f"mlm-lab: {option}: each {exc}") from None
    return values


def cmd_remask(args) -> int:
    from mlm_lab.atomic import check_output_path
    from mlm_lab.cli import UserError
    from mlm_lab.generation.unmask import GenerationError
    from mlm_lab.models import ModelLoadError
    from mlm_lab.studies.remask import FILES, remask_study, remask_tables, write_remask_study

    shares = _numbers(args.shares, "--shares", "remask")
    steps = _numbers(args.steps, "--steps", "generate_steps")
    check_output_path(args.out, "remask study (" + ", ".join(FILES) + ")", folder=True, files=FILES)
    try:
        from mlm_lab.inference import load_text_model

        tm = load_text_model(args.model)
        if tm.causal:
            raise UserError("mlm-lab: the model is causal: unmasking needs a masked LM")
        result = remask_study(tm, shares=shares, steps=steps, samples=args.samples, seed=args.seed,
                              temperature=args.temperature, log=lambda m: print(f"mlm: {m}", file=sys.stderr))
    except (ModelLoadError, GenerationError, ValueError) as exc:
        raise UserError(f"mlm-lab: {str(exc).splitlines()[0]}") from None
    out = write_remask_study(result, args.out)
    if args.json:
        print(json.dumps(result))
        return 0
    print(remask_tables(result))
    print(f"wrote {out}/" + ", ".join(FILES) + f" ({result['wall_s']} s)")
    return 0
