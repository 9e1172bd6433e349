"""Rebuild the bundled models from the corpora in shared/data (text: novels; image: photos).

    python scripts/train_bundled.py text  --data ../shared/data/text   --work ~/runs/bundled-text
    python scripts/train_bundled.py image --data ../shared/data/images --work ~/runs/bundled-image

Each command trains in `--work` (checkpoints every few minutes; run it again and it
resumes from the newest one) and, with --export, writes the model folder into
resources/models/. CPU by default, CUDA when present.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mlm_lab.atomic import write_json_atomic  # noqa: E402
from mlm_lab.data.text_files import pack_sequences, read_text_documents, split_documents  # noqa: E402
from mlm_lab.masking import TokenMaskingConfig, mask_tokens  # noqa: E402
from mlm_lab.models import MaskedLM, save_pretrained, text_config  # noqa: E402
from mlm_lab.tokenization import WordPieceTokenizer  # noqa: E402
from mlm_lab.training.checkpoint import list_checkpoints, load_checkpoint, save_checkpoint  # noqa: E402

TEXT_RECIPE = dict(
    vocab_size=8192,
    seq_len=128,
    batch_size=64,
    lr=1e-3,
    warmup=400,
    steps=20000,
    weight_decay=0.01,
    train_mask_prob=0.25,  # more predictions per step than 15 %; evaluation is always at 15 %
    eval_mask_prob=0.15,
    eval_rows=256,
    eval_every=250,
    checkpoint_every=250,
    seed=0,
)


def log(msg: str) -> None:
    print(time.strftime("%H:%M:%S"), msg, flush=True)


def prepare_text(data: Path, work: Path, recipe: dict) -> tuple[WordPieceTokenizer, torch.Tensor, torch.Tensor]:
    cache = work / "data"
    tok_path = cache / "tokenizer.json"
    if (cache / "train.safetensors").is_file() and tok_path.is_file():
        from safetensors.torch import load_file

        tokenizer = WordPieceTokenizer.load(tok_path)
        return tokenizer, load_file(str(cache / "train.safetensors"))["ids"], load_file(str(cache / "val.safetensors"))["ids"]
    docs = read_text_documents(data)
    train_docs, val_docs = split_documents(docs, 0.1, seed=recipe["seed"])
    log(f"{len(train_docs)} training books, {len(val_docs)} validation books: {[d.name for d in val_docs]}")
    tokenizer = WordPieceTokenizer.train(
        (p for d in train_docs for p in d.paragraphs), vocab_size=recipe["vocab_size"]
    )
    cache.mkdir(parents=True, exist_ok=True)
    tokenizer.save(tok_path)

    def pack(documents):
        rows = []
        for doc in documents:
            rows.append(pack_sequences(tokenizer.encode_many(doc.paragraphs), recipe["seq_len"],
                                       cls_id=tokenizer.cls_token_id, sep_id=tokenizer.sep_token_id))
        return torch.cat(rows)

    from safetensors.torch import save_file

    train, val = pack(train_docs), pack(val_docs)
    save_file({"ids": train}, str(cache / "train.safetensors"))
    save_file({"ids": val}, str(cache / "val.safetensors"))
    write_json_atomic(cache / "split.json", {"train": [d.name for d in train_docs], "val": [d.name for d in val_docs]})
    log(f"packed {train.shape[0]} training and {val.shape[0]} validation rows of {recipe['seq_len']} tokens")
    return tokenizer, train, val


@torch.no_grad()
def evaluate_text(model, val, tokenizer, recipe) -> dict:
    model.eval()
    rows = val[: recipe["eval_rows"]]
    gen = torch.Generator().manual_seed(1234)  # the same masks at every evaluation
    cfg = TokenMaskingConfig(mask_prob=recipe["eval_mask_prob"])
    special = (rows == tokenizer.cls_token_id) | (rows == tokenizer.sep_token_id) | (rows == tokenizer.pad_token_id)
    masked = mask_tokens(rows, cfg, mask_token_id=tokenizer.mask_token_id, vocab_size=tokenizer.vocab_size,
                         special_tokens_mask=special, generator=gen)
    loss_sum, correct, top5, count = 0.0, 0, 0, 0
    for i in range(0, rows.shape[0], 64):
        out = model(masked.input_ids[i : i + 64], labels=masked.labels[i : i + 64])
        target = masked.labels[i : i + 64][masked.labels[i : i + 64] != -100]
        loss_sum += float(out.loss) * target.numel()
        best = out.logits.topk(5, dim=-1).indices
        correct += int((best[:, 0] == target).sum())
        top5 += int((best == target[:, None]).any(dim=1).sum())
        count += target.numel()
    model.train()
    return {"eval_loss": loss_sum / count, "eval_top1": correct / count, "eval_top5": top5 / count}


def lr_at(step: int, recipe: dict, decay_from: int | None = None, decay_steps: int = 0) -> float:
    """Warmup, then constant (the main run can go on across sessions); a decay branch
    started at `decay_from` falls linearly to zero over `decay_steps` (warmup-stable-decay)."""
    if step < recipe["warmup"]:
        return recipe["lr"] * (step + 1) / recipe["warmup"]
    if decay_from is None:
        return recipe["lr"]
    frac = (step - decay_from) / max(1, decay_steps)
    return recipe["lr"] * max(0.0, 1.0 - frac)


def train_text(args) -> None:
    recipe = dict(TEXT_RECIPE)
    if args.steps:
        recipe["steps"] = args.steps
    work = Path(args.work).expanduser()
    work.mkdir(parents=True, exist_ok=True)
    torch.set_num_threads(args.threads)
    tokenizer, train, val = prepare_text(Path(args.data), work, recipe)
    torch.manual_seed(recipe["seed"])
    model = MaskedLM(text_config("tiny", tokenizer.vocab_size, max_position=recipe["seq_len"]))
    decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
    no_decay = [p for n, p in model.named_parameters() if p.dim() < 2]
    optimizer = torch.optim.AdamW(
        [{"params": decay, "weight_decay": recipe["weight_decay"]}, {"params": no_decay, "weight_decay": 0.0}],
        lr=recipe["lr"], betas=(0.9, 0.98), eps=1e-6,
    )
    gens = {"data": torch.Generator().manual_seed(recipe["seed"] + 1), "mask": torch.Generator().manual_seed(recipe["seed"] + 2)}
    step = 0
    decay_from, end = None, recipe["steps"]
    run_dir = work
    if args.decay:  # a branch off the newest main checkpoint whose learning rate falls to zero
        main_ckpt = list_checkpoints(work)[-1]
        branch_from = json.loads((main_ckpt / "trainer_state.json").read_text())["step"]
        run_dir = work / f"decay-from-{branch_from}"
        decay_from, end = branch_from, branch_from + args.decay
        if not list_checkpoints(run_dir):
            load_checkpoint(main_ckpt, model=model, optimizer=optimizer, generators=gens)
            step = branch_from
            log(f"decay branch from {main_ckpt.name} over {args.decay} steps")
    checkpoints = list_checkpoints(run_dir)
    if checkpoints:
        state = load_checkpoint(checkpoints[-1], model=model, optimizer=optimizer, generators=gens)
        step = state["step"]
        log(f"resumed from {checkpoints[-1]}")
    cfg = TokenMaskingConfig(mask_prob=recipe["train_mask_prob"])
    metrics = open(run_dir / "metrics.jsonl", "a", encoding="utf-8")
    model.train()
    t0, tokens = time.time(), 0
    while step < end:
        for group in optimizer.param_groups:
            group["lr"] = lr_at(step, recipe, decay_from, args.decay)
        idx = torch.randint(0, train.shape[0], (recipe["batch_size"],), generator=gens["data"])
        batch = train[idx]
        special = (batch == tokenizer.cls_token_id) | (batch == tokenizer.sep_token_id)
        masked = mask_tokens(batch, cfg, mask_token_id=tokenizer.mask_token_id, vocab_size=tokenizer.vocab_size,
                             special_tokens_mask=special, generator=gens["mask"])
        loss = model(masked.input_ids, labels=masked.labels).loss
        if not math.isfinite(loss.item()):
            raise SystemExit(f"non-finite loss at step {step}; lower the learning rate")
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        step += 1
        tokens += batch.numel()
        record = {"step": step, "train_loss": round(float(loss), 4), "lr": optimizer.param_groups[0]["lr"]}
        if step % recipe["eval_every"] == 0 or step == end:
            record.update(evaluate_text(model, val, tokenizer, recipe))
            record["tokens_per_s"] = round(tokens / (time.time() - t0), 1)
            record["wall_s"] = round(time.time() - t0, 1)
            log(json.dumps(record))
        if step % 10 == 0 or "eval_loss" in record:
            metrics.write(json.dumps(record) + "\n")
            metrics.flush()
        if step % recipe["checkpoint_every"] == 0 or step == end:
            save_checkpoint(run_dir / "checkpoints" / f"step-{step}", model=model, optimizer=optimizer,
                            step=step, generators=gens, tokenizer=tokenizer, extra={"recipe": recipe})
            for old in list_checkpoints(run_dir)[:-2]:
                import shutil

                shutil.rmtree(old)
    metrics.close()
    if args.export:
        out = ROOT / "resources" / "models" / "text-tiny"
        save_pretrained(model, out, tokenizer=tokenizer)
        log(f"exported to {out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("task", choices=["text", "image"])
    parser.add_argument("--data", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--steps", type=int, default=0)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--decay", type=int, default=0, help="branch off the newest checkpoint and anneal over N steps")
    parser.add_argument("--export", action="store_true")
    args = parser.parse_args()
    if args.task == "text":
        train_text(args)
    else:
        raise SystemExit("image: not yet")


if __name__ == "__main__":
    main()
