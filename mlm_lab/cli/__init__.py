"""`mlm-lab`: with no arguments it opens the app; subcommands work headless.

User errors (missing file, bad model folder, invalid option) exit with status 2 and
one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable, Sequence

from mlm_lab.errors import UserError  # re-exported: the subcommands raise it from here
from mlm_lab.masking.catalog import PATCH_STRATEGIES, TOKEN_STRATEGIES, keys

# `mask` shows a token strategy (TokenMaskingConfig) or T5's sentinels; `reconstruct` a patch strategy
MASK_CHOICES = (*TOKEN_STRATEGIES, *keys("text", family="sentinel"))
RECONSTRUCT_CHOICES = PATCH_STRATEGIES

EXIT_USAGE = 2


MAX_SEED = 2**63 - 1  # what torch's and numpy's generators all take


def seed_arg(text: str) -> int:
    """An argparse type: a seed, a whole number from 0 to 2**63 - 1 (mlm_lab.cli.limits, "seed")."""
    from mlm_lab.cli.limits import RANGES

    return RANGES["seed"].check(text)


def small_seed_arg(text: str) -> int:
    """A seed that scikit-learn takes as well (its random_state is below 2**32; the probe uses 2 seed + 1)."""
    from mlm_lab.cli.limits import RANGES

    return RANGES["probe_seed"].check(text)


# the app's languages (mlm_lab.app.i18n.languages.choices(); kept here so building the parser imports no Qt)
LANG_CHOICES = ("en", "de", "es", "zh_CN", "pseudo")
LANG_HELP = "the window's language: en, de, es, zh_CN (default: View > Language, else the system's)"


def lang_arg(text: str) -> str:
    """--lang: a language code as LANG_CHOICES spells it ('de', 'zh_CN'; 'zh-CN' and 'DE' too)."""
    for code in LANG_CHOICES:
        if text.strip().replace("-", "_").lower() == code.lower():
            return code
    raise argparse.ArgumentTypeError(f"unknown language {text!r} (choose from {', '.join(LANG_CHOICES[:-1])})")


def seconds_arg(text: str) -> float:
    """An argparse type: a finite, positive number of seconds (not nan, not inf)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number of seconds, got {text[:40]!r}") from None
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, got {text[:40]}")
    return value


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not usage + message
        raise UserError(f"{self.prog}: {message}")


# Modules that add subcommands: each has `register(subparsers)`; set `func` on its parser.
SUBCOMMAND_MODULES = ("mlm_lab.cli.train", "mlm_lab.cli.hf", "mlm_lab.cli.app", "mlm_lab.cli.probe",
                      "mlm_lab.cli.study", "mlm_lab.cli.generate", "mlm_lab.cli.animate", "mlm_lab.cli.explain",
                      "mlm_lab.cli.models", "mlm_lab.cli.classroom")


def build_parser() -> argparse.ArgumentParser:
    from mlm_lab.cli.limits import number_arg

    parser = _Parser(prog="mlm-lab", description="MLM Lab: see what masking does, on text and images.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--lang", type=lang_arg, help=LANG_HELP + "; the CLI's own messages stay English")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("mask", help="show how a sentence is masked")
    p.add_argument("text")
    p.add_argument("--strategy", default="random", choices=MASK_CHOICES)
    p.add_argument("--prob", type=number_arg("prob"), default=0.15, help="masking probability (default 0.15)")
    p.add_argument("--seed", type=seed_arg, default=0)
    p.add_argument("--model", help="model folder whose tokenizer to use (default: bundled)")
    p.add_argument("--json", action="store_true", help="print JSON instead of coloured text")
    p.set_defaults(func=cmd_mask)

    p = sub.add_parser("fill-mask", help="predict every [MASK] in a sentence")
    p.add_argument("text")
    p.add_argument("--model", help="model folder or Hugging Face cache id org/name (default: bundled)")
    p.add_argument("--top-k", type=number_arg("top_k_fill"), default=5, help="predictions per [MASK] (default 5)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_fill_mask)

    p = sub.add_parser("reconstruct", help="mask an image's patches and reconstruct them")
    p.add_argument("image")
    p.add_argument("--ratio", type=number_arg("ratio"), default=0.75,
                   help="share of patches hidden, 0 to 0.95 (default 0.75)")
    p.add_argument("--strategy", default="random", choices=RECONSTRUCT_CHOICES)
    p.add_argument("--seed", type=seed_arg, default=0)
    p.add_argument("--model", help="model folder or Hugging Face cache id org/name (default: bundled)")
    p.add_argument("--out", required=True, help="PNG file for the four panels side by side")
    p.set_defaults(func=cmd_reconstruct)

    for name in SUBCOMMAND_MODULES:
        try:
            module = __import__(name, fromlist=["register"])
        except ModuleNotFoundError as exc:
            if exc.name == name:  # that part of the lab is not there
                continue
            raise
        module.register(sub)
    for choice in sub._choices_actions:  # `mlm-lab X --help` opens with a line on what X does
        command = sub.choices[choice.dest]
        if not command.description and choice.help:
            command.description = choice.help[0].upper() + choice.help[1:] + "."
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from_command_line = argv is None  # the process is the command (not a test or a caller in-process)
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.version:
            from mlm_lab import __version__

            print(__version__)
            return 0
        if not args.command:
            from mlm_lab.syscheck import check_before_window

            check_before_window()  # one line and exit 2 where Qt would abort on missing system libraries
            from mlm_lab.app.window.main import run_app

            return run_app([], lang=args.lang)
        func: Callable = args.func
        if from_command_line and not (args.command == "lesson" and not getattr(args, "pdf", None)):
            _terminate_as_interrupt()  # (the window, `lesson FILE`, keeps SIGTERM's default: it quits)
        return int(func(args) or 0)
    except UserError as exc:
        _fail(str(exc))
    except KeyboardInterrupt:
        _fail("interrupted")
    except (ValueError, OSError) as exc:  # the core's own messages for bad input
        _fail(_one_line(exc))
    return EXIT_USAGE


def _terminate_as_interrupt() -> None:
    """SIGTERM ends a command as Ctrl+C does (KeyboardInterrupt: "interrupted", exit 2), so what it
    was writing is cleaned up as for Ctrl+C: a temporary file removed, the earlier file kept. Only
    where SIGTERM has its default action; commands that stop cleanly on it (train, study) set their own."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGTERM"):
        return
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        def interrupt(_signum, _frame):
            raise KeyboardInterrupt

        signal.signal(signal.SIGTERM, interrupt)


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"mlm-lab: {text or type(exc).__name__}"


def _fail(message: str) -> None:
    from mlm_lab.imaging import shown_name

    # one line, never cut: a newline (a file name's, say) is written \n
    print(shown_name(message.strip(), limit=600) if message else "mlm-lab: error", file=sys.stderr)
    sys.stdout.flush()
    raise SystemExit(EXIT_USAGE)


# -- commands -----------------------------------------------------------------------------
def text_model_arg(folder: str | None):
    from mlm_lab.inference import bundled_text_model, load_text_model
    from mlm_lab.models import ModelLoadError

    try:
        return bundled_text_model() if folder is None else load_text_model(folder)
    except ModelLoadError as exc:
        raise UserError(f"mlm-lab: {exc}") from None


def cmd_mask(args) -> int:
    import torch

    from mlm_lab.masking import TokenMaskingConfig, mask_tokens, t5_span_corruption

    if not args.text.strip():
        raise UserError("mlm-lab: the text is empty")
    tm = text_model_arg(args.model)
    tok = tm.tokenizer
    enc = tok.encode(args.text, max_length=tm.max_length)
    gen = torch.Generator().manual_seed(args.seed)
    if args.strategy == "t5":
        body = enc.ids[1:-1]
        if len(body) < 2:
            raise UserError("mlm-lab: T5 span corruption needs at least two tokens")
        density = min(max(args.prob, 0.01), 0.99)
        sentinels = list(range(tok.vocab_size, tok.vocab_size + 100))
        res = t5_span_corruption(torch.tensor(body), noise_density=density, sentinel_ids=sentinels, generator=gen)

        def show(ids):
            return [f"<extra_id_{i - tok.vocab_size}>" if i >= tok.vocab_size else tok.id_to_token(i) for i in ids]

        data = {"strategy": "t5", "tokens": [tok.id_to_token(i) for i in body],
                "inputs": show(res.inputs.tolist()), "targets": show(res.targets.tolist()), "spans": res.spans}
        if args.json:
            print(json.dumps(data))
        else:
            print("inputs: ", " ".join(data["inputs"]))
            print("targets:", " ".join(data["targets"]))
        return 0
    cfg = TokenMaskingConfig(strategy=args.strategy, mask_prob=args.prob)
    ids = torch.tensor(enc.ids)
    res = mask_tokens(ids, cfg, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                      special_tokens_mask=torch.tensor(enc.special), word_ids=torch.tensor(enc.word_ids),
                      generator=gen, special_ids=tok.special_ids)
    rows = []
    for i, token_id in enumerate(enc.ids):
        state = ("mask" if res.replaced_mask[i] else "random" if res.replaced_random[i]
                 else "kept" if res.kept[i] else "special" if enc.special[i] else "none")
        rows.append({"token": tok.id_to_token(token_id), "shown": tok.id_to_token(int(res.input_ids[i])), "state": state})
    if args.json:
        print(json.dumps({"strategy": args.strategy, "prob": args.prob, "seed": args.seed,
                          "truncated": enc.truncated, "tokens": rows}))
        return 0
    colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    codes = {"mask": "\033[1;97;41m", "random": "\033[1;30;43m", "kept": "\033[1;30;46m"}
    parts = []
    for row in rows:
        text = row["shown"] if row["state"] != "kept" else row["token"]
        if row["state"] == "random":
            text = f"{row['shown']}(<-{row['token']})"
        elif row["state"] == "kept":
            text = f"{row['token']}(kept)"
        parts.append(f"{codes[row['state']]}{text}\033[0m" if colour and row["state"] in codes else text)
    print(" ".join(parts))
    if enc.truncated:
        print(f"(truncated to {tm.max_length} tokens)", file=sys.stderr)
    return 0


def cmd_fill_mask(args) -> int:
    from mlm_lab.inference import fill_mask

    if args.top_k < 1:
        raise UserError("mlm-lab: --top-k must be at least 1")
    if "[MASK]" not in args.text:
        import re

        written = re.search(r"\[\s*mask\s*\]", args.text, flags=re.IGNORECASE)
        if written:
            raise UserError(f"mlm-lab: the text has no [MASK] to fill: write {written.group(0)} as [MASK], "
                            "in upper case and without spaces (the model's token)")
    tm = text_model_arg(args.model)
    results = fill_mask(args.text, model=tm, top_k=args.top_k)
    if args.json:
        print(json.dumps([[{"token": t, "probability": p} for t, p in preds] for preds in results]))
        return 0
    for n, preds in enumerate(results, start=1):
        print(f"[MASK] #{n}: " + ", ".join(f"{t} {p:.3f}" for t, p in preds))
    return 0


def cmd_reconstruct(args) -> int:
    import numpy as np
    from PIL import Image

    from mlm_lab.inference import bundled_image_model, load_image_model, reconstruct
    from mlm_lab.models import ModelLoadError

    if not args.out.lower().endswith(".png"):
        raise UserError("mlm-lab: --out must name a .png file")
    from mlm_lab.atomic import check_output_path

    check_output_path(args.out, "picture", inputs=(args.image,))  # before the model runs
    try:
        model = bundled_image_model() if args.model is None else load_image_model(args.model)
    except ModelLoadError as exc:
        raise UserError(f"mlm-lab: {exc}") from None
    r = reconstruct(args.image, model=model, ratio=args.ratio, strategy=args.strategy, seed=args.seed)
    gap = np.ones((r.original.shape[0], 4, 3), dtype=np.float32)
    strip = np.concatenate([r.original, gap, r.masked, gap, r.reconstruction, gap, r.pasted], axis=1)
    import io

    from mlm_lab.atomic import write_bytes_atomic

    buf = io.BytesIO()
    Image.fromarray((np.clip(strip, 0, 1) * 255 + 0.5).astype(np.uint8)).save(buf, format="PNG")
    write_bytes_atomic(args.out, buf.getvalue())
    from mlm_lab.metrics import psnr_hidden

    psnr = psnr_hidden(r.original, r.reconstruction, r.mask, r.patch_size)
    print(f"wrote {args.out}: original | masked ({int(r.mask.sum())}/{r.mask.size} patches hidden) | "
          f"reconstruction | pasted; PSNR over hidden patches {psnr:.2f} dB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
