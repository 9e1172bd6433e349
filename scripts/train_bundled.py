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


IMAGE_RECIPE = dict(
    image_size=96,  # 12 x 12 patches of 8 px: fine enough to be recognisable at 75 % masking
    patch_size=8,
    batch_size=64,
    lr=1e-3,
    warmup=300,
    weight_decay=0.05,
    mask_ratio=0.75,
    steps=100000,
    eval_every=250,
    checkpoint_every=250,
    crop_scale=(0.25, 1.0),
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


def make_optimizer(model, recipe: dict, **adamw) -> torch.optim.AdamW:
    """AdamW with weight decay on matrices only (not on biases, LayerNorms)."""
    decay = [p for p in model.parameters() if p.dim() >= 2]
    no_decay = [p for p in model.parameters() if p.dim() < 2]
    groups = [{"params": decay, "weight_decay": recipe["weight_decay"]}, {"params": no_decay, "weight_decay": 0.0}]
    return torch.optim.AdamW(groups, lr=recipe["lr"], **adamw)


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
    optimizer = make_optimizer(model, recipe, betas=(0.9, 0.98), eps=1e-6)
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
            state = load_checkpoint(main_ckpt, model=model, optimizer=optimizer, generators=gens)
            step = branch_from
            save_checkpoint(run_dir / "checkpoints" / f"step-{step}", model=model, optimizer=optimizer, step=step,
                            generators=gens, tokenizer=tokenizer, extra=state["extra"])
            log(f"decay branch from {main_ckpt.name} over {args.decay} steps")
    checkpoints = list_checkpoints(run_dir)
    elapsed_before = 0.0
    if checkpoints:
        state = load_checkpoint(checkpoints[-1], model=model, optimizer=optimizer, generators=gens)
        step = state["step"]
        elapsed_before = state["extra"].get("elapsed_s", 0.0)
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
            record["elapsed_s"] = round(elapsed_before + time.time() - t0, 1)
            log(json.dumps(record))
        if step % 10 == 0 or "eval_loss" in record:
            metrics.write(json.dumps(record) + "\n")
            metrics.flush()
        if step % recipe["checkpoint_every"] == 0 or step == end:
            save_checkpoint(run_dir / "checkpoints" / f"step-{step}", model=model, optimizer=optimizer,
                            step=step, generators=gens, tokenizer=tokenizer,
                            extra={"recipe": recipe, "elapsed_s": elapsed_before + time.time() - t0,
                                   "threads": args.threads})
            for old in list_checkpoints(run_dir)[:-2]:
                import shutil

                shutil.rmtree(old)
    metrics.close()
    if args.export:
        out = ROOT / "resources" / "models" / "text-tiny"
        save_pretrained(model, out, tokenizer=tokenizer)
        log(f"exported to {out}")


def load_photos(folder: Path, short_side: int) -> list[torch.Tensor]:
    """Every JPEG under `folder`, resized so the short side is `short_side`: uint8 [3, H, W]."""
    from PIL import Image

    photos = []
    for path in sorted(folder.rglob("*.jpg")):
        with Image.open(path) as img:
            img = img.convert("RGB")
            scale = short_side / min(img.size)
            img = img.resize((max(short_side, round(img.size[0] * scale)), max(short_side, round(img.size[1] * scale))),
                             Image.Resampling.BICUBIC)
            photos.append(torch.from_numpy(__import__("numpy").asarray(img).copy()).permute(2, 0, 1))
    return photos


def random_crops(photos, n, size, scale, gen) -> torch.Tensor:
    """n random resized crops with horizontal flips: [n, 3, size, size] in [0, 1]."""
    import torch.nn.functional as F

    out = torch.empty(n, 3, size, size)
    for i in range(n):
        img = photos[int(torch.randint(0, len(photos), (), generator=gen))]
        _, h, w = img.shape
        area = (scale[0] + (scale[1] - scale[0]) * float(torch.rand((), generator=gen))) * min(h, w) ** 2
        side = int(min(h, w, round(area**0.5)))
        top = int(torch.randint(0, h - side + 1, (), generator=gen))
        left = int(torch.randint(0, w - side + 1, (), generator=gen))
        crop = img[:, top : top + side, left : left + side].float().unsqueeze(0) / 255.0
        crop = F.interpolate(crop, size=(size, size), mode="bilinear", antialias=True, align_corners=False)[0]
        if float(torch.rand((), generator=gen)) < 0.5:
            crop = crop.flip(-1)
        out[i] = crop.clamp(0, 1)
    return out


def centre_crops(photos, size) -> torch.Tensor:
    import torch.nn.functional as F

    out = []
    for img in photos:
        _, h, w = img.shape
        side = min(h, w)
        top, left = (h - side) // 2, (w - side) // 2
        crop = img[:, top : top + side, left : left + side].float().unsqueeze(0) / 255.0
        out.append(F.interpolate(crop, size=(size, size), mode="bilinear", antialias=True, align_corners=False)[0])
    return torch.stack(out).clamp(0, 1)


@torch.no_grad()
def evaluate_image(model, val01: torch.Tensor, recipe: dict, baselines: bool = False) -> dict:
    """PSNR / SSIM over hidden patches at 75 % random masking, fixed masks, on [0, 1] pixels."""
    import numpy as np

    from mlm_lab.baselines import interpolate_fill, mean_colour_fill
    from mlm_lab.masking import PatchMaskingConfig, mask_patches
    from mlm_lab.metrics import psnr_hidden, ssim_hidden

    model.eval()
    gen = torch.Generator().manual_seed(4321)
    pm = mask_patches(val01.shape[0], model.config.grid, PatchMaskingConfig("random", recipe["mask_ratio"]), generator=gen)
    out = model(model.normalize(val01), patch_mask=pm)
    recon = model.denormalize(model.unpatchify(out.pred)).clamp(0, 1)
    rows, cols = model.config.grid
    P = model.config.patch_size
    scores: dict[str, list[float]] = {"psnr": [], "ssim": []}
    if baselines:
        for name in ("mean_colour", "interpolate"):
            scores[f"{name}_psnr"], scores[f"{name}_ssim"] = [], []
    for i in range(val01.shape[0]):
        orig = val01[i].permute(1, 2, 0).numpy()
        mask = pm.mask[i].reshape(rows, cols).numpy()
        rec = recon[i].permute(1, 2, 0).numpy()
        pasted = np.where(np.kron(mask, np.ones((P, P), bool))[:, :, None], rec, orig)
        scores["psnr"].append(psnr_hidden(orig, pasted, mask, P))
        scores["ssim"].append(ssim_hidden(orig, pasted, mask, P))
        if baselines:
            for name, fill in (("mean_colour", mean_colour_fill), ("interpolate", interpolate_fill)):
                guess = fill(orig, mask, P)
                scores[f"{name}_psnr"].append(psnr_hidden(orig, guess, mask, P))
                scores[f"{name}_ssim"].append(ssim_hidden(orig, guess, mask, P))
    model.train()
    result = {"eval_loss": float(out.loss)}
    result.update({f"eval_{k}": round(float(np.mean(v)), 4) for k, v in scores.items()})
    return result


def train_image(args) -> None:
    from mlm_lab.models import MaskedAutoencoder, image_config

    recipe = dict(IMAGE_RECIPE)
    if args.steps:
        recipe["steps"] = args.steps
    work = Path(args.work).expanduser()
    work.mkdir(parents=True, exist_ok=True)
    torch.set_num_threads(args.threads)
    data = Path(args.data)
    train_photos = load_photos(data / "bsds500" / "train", 160) + load_photos(data / "bsds500" / "test", 160)
    val01 = centre_crops(load_photos(data / "bsds500" / "val", recipe["image_size"]), recipe["image_size"])
    log(f"{len(train_photos)} training photos, {val01.shape[0]} validation photos")
    torch.manual_seed(recipe["seed"])
    model = MaskedAutoencoder(image_config("tiny", image_size=recipe["image_size"], patch_size=recipe["patch_size"]))
    optimizer = make_optimizer(model, recipe, betas=(0.9, 0.95))
    gens = {"data": torch.Generator().manual_seed(recipe["seed"] + 1), "mask": torch.Generator().manual_seed(recipe["seed"] + 2)}
    step, decay_from, end, run_dir = 0, None, recipe["steps"], work
    if args.decay:
        main_ckpt = list_checkpoints(work)[-1]
        branch_from = json.loads((main_ckpt / "trainer_state.json").read_text())["step"]
        run_dir = work / f"decay-from-{branch_from}"
        decay_from, end = branch_from, branch_from + args.decay
        if not list_checkpoints(run_dir):
            state = load_checkpoint(main_ckpt, model=model, optimizer=optimizer, generators=gens)
            save_checkpoint(run_dir / "checkpoints" / f"step-{branch_from}", model=model, optimizer=optimizer,
                            step=branch_from, generators=gens, extra=state["extra"])
    elapsed_before = 0.0
    if list_checkpoints(run_dir):
        state = load_checkpoint(list_checkpoints(run_dir)[-1], model=model, optimizer=optimizer, generators=gens)
        step, elapsed_before = state["step"], state["extra"].get("elapsed_s", 0.0)
        log(f"resumed at step {step}")
    run_dir.mkdir(parents=True, exist_ok=True)
    metrics = open(run_dir / "metrics.jsonl", "a", encoding="utf-8")
    t0, seen = time.time(), 0
    model.train()
    while step < end:
        for group in optimizer.param_groups:
            group["lr"] = lr_at(step, recipe, decay_from, args.decay)
        batch = random_crops(train_photos, recipe["batch_size"], recipe["image_size"], recipe["crop_scale"], gens["data"])
        noise = torch.rand(batch.shape[0], model.config.num_patches, generator=gens["mask"])
        loss = model(model.normalize(batch), noise=noise, mask_ratio=recipe["mask_ratio"]).loss
        if not math.isfinite(loss.item()):
            raise SystemExit(f"non-finite loss at step {step}; lower the learning rate")
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        step += 1
        seen += batch.shape[0]
        record = {"step": step, "train_loss": round(loss.item(), 4), "lr": optimizer.param_groups[0]["lr"]}
        if step % recipe["eval_every"] == 0 or step == end:
            record.update(evaluate_image(model, val01, recipe, baselines=(step == end)))
            record["images_per_s"] = round(seen / (time.time() - t0), 1)
            record["elapsed_s"] = round(elapsed_before + time.time() - t0, 1)
            log(json.dumps(record))
        if step % 10 == 0 or "eval_loss" in record:
            metrics.write(json.dumps(record) + "\n")
            metrics.flush()
        if step % recipe["checkpoint_every"] == 0 or step == end:
            save_checkpoint(run_dir / "checkpoints" / f"step-{step}", model=model, optimizer=optimizer,
                            step=step, generators=gens,
                            extra={"recipe": recipe, "elapsed_s": elapsed_before + time.time() - t0,
                                   "threads": args.threads})
            for old in list_checkpoints(run_dir)[:-2]:
                import shutil

                shutil.rmtree(old)
    metrics.close()
    if args.export:
        out = ROOT / "resources" / "models" / "mae-tiny"
        save_pretrained(model, out)
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
        train_image(args)


if __name__ == "__main__":
    main()
