"""Hugging Face interoperability, the shared part: what the lab supports and how its parameter
names map onto `transformers`' (both directions read the same tables)."""

from __future__ import annotations

import torch

from mlm_lab.models.encoder import MaskedLMConfig
from mlm_lab.models.mae import MAEConfig

SUPPORTED = (
    "BERT-style masked LMs (BertForMaskedLM, RobertaPreLayerNormForMaskedLM) "
    "and ViT-MAE (ViTMAEForPreTraining) in a local folder with config.json and model.safetensors"
)
TEXT_MODEL_TYPES = {"bert": "bert.", "roberta-prelayernorm": "roberta_prelayernorm."}
# masked LMs run through transformers itself (models.hf_runtime, the optional hf extra): model_type
# (with "-" for "_") -> the name people know; bert and roberta-prelayernorm are converted instead
RUNTIME_TEXT_TYPES = {"roberta": "RoBERTa", "xlm-roberta": "XLM-RoBERTa", "distilbert": "DistilBERT",
                      "modernbert": "ModernBERT", "electra": "ELECTRA (generator)", "deberta-v2": "DeBERTa-v2/v3",
                      "bert": "BERT"}
MAE_MODEL_TYPE = "vit_mae"
PICKLE_FILES = (".bin", ".pt", ".pth", ".pkl", ".ckpt", ".h5", ".msgpack")
SPECIAL_ROLES = {"pad_token": "[PAD]", "unk_token": "[UNK]", "cls_token": "[CLS]",
                 "sep_token": "[SEP]", "mask_token": "[MASK]"}
DTYPE_NAMES = {torch.float32: "float32", torch.float16: "float16", torch.bfloat16: "bfloat16"}


# -- parameter names: lab <-> transformers ---------------------------------------------------
def text_param_names(cfg: MaskedLMConfig) -> list[tuple[str, str]]:
    """(lab name, transformers name) for every tensor but the position table (shifted for RoBERTa)."""
    pre = cfg.pre_norm
    base = "roberta_prelayernorm." if pre else "bert."
    pairs = [("word_embeddings.weight", base + "embeddings.word_embeddings.weight"),
             ("token_type_embeddings.weight", base + "embeddings.token_type_embeddings.weight")]
    pairs += _linear_pairs("embedding_norm", base + "embeddings.LayerNorm")
    for i in range(cfg.num_layers):
        lab, hf = f"blocks.{i}.", f"{base}encoder.layer.{i}."
        for name in ("query", "key", "value"):
            pairs += _linear_pairs(lab + f"attention.{name}", hf + f"attention.self.{name}")
        pairs += _linear_pairs(lab + "attention.output", hf + "attention.output.dense")
        pairs += _linear_pairs(lab + "intermediate", hf + "intermediate.dense")
        pairs += _linear_pairs(lab + "ffn_output", hf + "output.dense")
        if pre:  # LN before each sublayer
            pairs += _linear_pairs(lab + "attention_norm", hf + "attention.LayerNorm")
            pairs += _linear_pairs(lab + "ffn_norm", hf + "intermediate.LayerNorm")
        else:  # LN after each residual sum
            pairs += _linear_pairs(lab + "attention_norm", hf + "attention.output.LayerNorm")
            pairs += _linear_pairs(lab + "ffn_norm", hf + "output.LayerNorm")
    head = "lm_head." if pre else "cls.predictions."
    if pre:
        pairs += _linear_pairs("final_norm", base + "LayerNorm")
        pairs += _linear_pairs("head_dense", head + "dense")
        pairs += _linear_pairs("head_norm", head + "layer_norm")
    else:
        pairs += _linear_pairs("head_dense", head + "transform.dense")
        pairs += _linear_pairs("head_norm", head + "transform.LayerNorm")
    pairs.append(("head_bias", head + "bias"))
    return pairs


def mae_param_names(cfg: MAEConfig) -> list[tuple[str, str]]:
    """(lab name, transformers name); the two position tables are lab buffers."""
    pairs = [("cls_token", "vit.embeddings.cls_token"), ("pos_embed", "vit.embeddings.position_embeddings")]
    pairs += _linear_pairs("patch_embed", "vit.embeddings.patch_embeddings.projection")

    def block(lab: str, hf: str) -> list[tuple[str, str]]:
        out = []
        for name in ("query", "key", "value"):
            out += _linear_pairs(lab + f"attention.{name}", hf + f"attention.attention.{name}")
        out += _linear_pairs(lab + "attention.output", hf + "attention.output.dense")
        out += _linear_pairs(lab + "attention_norm", hf + "layernorm_before")
        out += _linear_pairs(lab + "ffn_norm", hf + "layernorm_after")
        out += _linear_pairs(lab + "intermediate", hf + "intermediate.dense")
        out += _linear_pairs(lab + "ffn_output", hf + "output.dense")
        return out

    for i in range(cfg.num_layers):
        pairs += block(f"blocks.{i}.", f"vit.encoder.layer.{i}.")
    pairs += _linear_pairs("norm", "vit.layernorm")
    pairs += _linear_pairs("decoder_embed", "decoder.decoder_embed")
    pairs += [("mask_token", "decoder.mask_token"), ("decoder_pos_embed", "decoder.decoder_pos_embed")]
    for i in range(cfg.decoder_num_layers):
        pairs += block(f"decoder_blocks.{i}.", f"decoder.decoder_layers.{i}.")
    pairs += _linear_pairs("decoder_norm", "decoder.decoder_norm")
    pairs += _linear_pairs("decoder_pred", "decoder.decoder_pred")
    return pairs


def _linear_pairs(lab: str, hf: str) -> list[tuple[str, str]]:
    return [(f"{lab}.weight", f"{hf}.weight"), (f"{lab}.bias", f"{hf}.bias")]
