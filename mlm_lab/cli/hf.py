"""`mlm-lab export-hf` and `mlm-lab import-hf`: lab model folders <-> Hugging Face folders, offline."""

from __future__ import annotations

from pathlib import Path


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "export-hf",
        help="write a lab model folder as a Hugging Face (transformers) folder",
        description="Write MODEL_DIR as OUT_DIR for transformers: BertForMaskedLM (post-LN) or "
        "RobertaPreLayerNormForMaskedLM (pre-LN) with a fast tokenizer, or ViTMAEForPreTraining.",
    )
    p.add_argument("model_dir", help="a lab model folder (config.json, model.safetensors, tokenizer.json)")
    p.add_argument("out_dir", help="the folder to write (new or empty)")
    p.add_argument("--overwrite", action="store_true", help="write into OUT_DIR even if it holds files")
    p.set_defaults(func=cmd_export_hf)

    p = subparsers.add_parser(
        "import-hf",
        help="convert a local Hugging Face BERT or ViT-MAE folder into a lab model folder",
        description="Read a local BertForMaskedLM / RobertaPreLayerNormForMaskedLM / ViTMAEForPreTraining "
        "folder (model.safetensors; never downloads) and write it as a lab model folder.",
    )
    p.add_argument("hf_dir", help="a Hugging Face model folder, or a cache entry (models--org--name)")
    p.add_argument("out_dir", help="the folder to write (new or empty)")
    p.add_argument("--overwrite", action="store_true", help="write into OUT_DIR even if it holds files")
    p.set_defaults(func=cmd_import_hf)


def _check_out(out: Path, source: Path, overwrite: bool, what: str) -> None:
    """OUT_DIR checked before any model is read: the one output check (a file where the folder goes,
    a missing parent, a read-only folder, a full disk), then not the source, then new or empty."""
    from mlm_lab.atomic import check_output_path
    from mlm_lab.cli import UserError

    check_output_path(out, what, folder=True)
    if source.exists() and out.exists() and out.resolve() == source.resolve():
        raise UserError("mlm-lab: OUT_DIR must differ from the source folder")
    if out.is_dir() and any(out.iterdir()) and not overwrite:
        raise UserError(f"mlm-lab: {out} is not empty; choose a new folder or pass --overwrite")


def cmd_export_hf(args) -> int:
    from mlm_lab.cli import UserError
    from mlm_lab.models import MaskedLM, ModelLoadError, load_pretrained
    from mlm_lab.models.hf import export_hf, hf_architecture, import_hf, load_hf_tokenizer
    from mlm_lab.models.hf_detect import is_hf_folder
    from mlm_lab.tokenization import TokenizerError, WordPieceTokenizer

    source, out = Path(args.model_dir), Path(args.out_dir)
    if not source.is_dir():
        raise UserError(f"mlm-lab: no such model folder: {source}")
    _check_out(out, source, args.overwrite, "Hugging Face folder")
    hf_source = is_hf_folder(source)
    try:
        model = import_hf(source) if hf_source else load_pretrained(source)
        tokenizer = None
        if isinstance(model, MaskedLM):
            if hf_source:
                tokenizer = load_hf_tokenizer(source)
            elif (source / "tokenizer.json").is_file():
                tokenizer = WordPieceTokenizer.load(source / "tokenizer.json")
    except (ModelLoadError, TokenizerError) as exc:
        raise UserError(f"mlm-lab: {exc}") from None
    export_hf(model, out, tokenizer)
    n = sum(p.numel() for p in model.parameters())
    arch = hf_architecture(model)
    loader = "ViTMAEForPreTraining" if arch.startswith("ViTMAE") else "AutoModelForMaskedLM"
    print(f"wrote {out}: {arch}, {n / 1e6:.2f} M parameters; load it with "
          f"transformers.{loader}.from_pretrained({str(out)!r})")
    if isinstance(model, MaskedLM) and tokenizer is None:
        print(f"note: {source} has no tokenizer.json, so {out} has no tokenizer")
    return 0


def cmd_import_hf(args) -> int:
    from mlm_lab.cli import UserError
    from mlm_lab.models import MaskedLM, ModelLoadError, save_pretrained
    from mlm_lab.models.hf import import_hf, load_hf_tokenizer, resolve_hf_folder

    out = Path(args.out_dir)
    try:
        source = resolve_hf_folder(args.hf_dir)
        _check_out(out, source, args.overwrite, "lab model folder")
        model = import_hf(source)
        tokenizer = load_hf_tokenizer(source) if isinstance(model, MaskedLM) else None
    except ModelLoadError as exc:
        raise UserError(f"mlm-lab: {exc}") from None
    save_pretrained(model, out, tokenizer=tokenizer)
    n = sum(p.numel() for p in model.parameters())
    kind = "text (MaskedLM)" if isinstance(model, MaskedLM) else "image (MaskedAutoencoder)"
    print(f"wrote {out}: {kind}, {n / 1e6:.2f} M parameters; try it with --model {out}")
    return 0
