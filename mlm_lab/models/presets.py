"""Named model sizes. `nano` learns something in a 2-minute CPU run; `tiny` is the bundled size."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlm_lab.errors import msg

if TYPE_CHECKING:  # the preset tables import without torch; the configs are built on demand
    from mlm_lab.models.encoder import MaskedLMConfig
    from mlm_lab.models.mae import MAEConfig

TEXT_PRESETS: dict[str, dict] = {
    # 2 x 64: about 0.1 M parameters besides the embeddings; for the generated language
    "nano": dict(max_position=64, hidden_size=64, num_layers=2, num_heads=2, intermediate_size=256),
    # 4 x 256: about 3.2 M parameters besides the embeddings (2.1 M at vocab 8192)
    "tiny": dict(max_position=128, hidden_size=256, num_layers=4, num_heads=4, intermediate_size=1024),
    # 6 x 256: tiny made deeper (issue 14's "wider or deeper" candidate). fill_mask on 32 tokens,
    # 2 threads (benchmarks/bench_text_sizes.py): tiny 4.7 ms, 6 x 256 5.9, 6 x 320 8.7, 6 x 384
    # 12.2 (over the 10 ms bound). Grown from a trained tiny with mlm_lab.models.grow; measured
    # against tiny per CPU hour in docs/bundled-models/text-size.md.
    "small": dict(max_position=128, hidden_size=256, num_layers=6, num_heads=4, intermediate_size=1024),
}

IMAGE_PRESETS: dict[str, dict] = {
    # 32 px, 4 px patches (8 x 8 grid); learns generated shapes in a few hundred steps.
    # Encoder 128 wide and 1 block (was 64 x 2): measured on generated images over 300
    # steps (seeds 0-3), 64 x 2 brought the masked-patch loss to ~0.5 of its start, 128 x 2
    # to 0.37-0.5 and 128 x 1 to 0.36-0.45; deeper was slower still (training engine, issue 3)
    "nano": dict(image_size=32, patch_size=4, hidden_size=128, num_layers=1, num_heads=4,
                 decoder_hidden_size=64, decoder_num_layers=1, decoder_num_heads=2),
    # 96 px, 8 px patches (12 x 12 grid), encoder 192 x 6, decoder 128 x 2
    "tiny": dict(image_size=96, patch_size=8, hidden_size=192, num_layers=6, num_heads=3,
                 decoder_hidden_size=128, decoder_num_layers=2, decoder_num_heads=4),
    # tiny's encoder with a decoder twice as deep (128 x 4): MAE's ablation (He et al. 2021,
    # table 1a) gains most linear-probe accuracy from decoder depth; grown from mae-tiny
    # with the same outputs (mlm_lab.models.grow), issue 14
    "small": dict(image_size=96, patch_size=8, hidden_size=192, num_layers=6, num_heads=3,
                  decoder_hidden_size=128, decoder_num_layers=4, decoder_num_heads=4),
}


def text_config(preset: str, vocab_size: int, **overrides) -> MaskedLMConfig:
    if preset not in TEXT_PRESETS:
        raise ValueError(msg("unknown text preset {preset!r}; choose from {sorted_text_presets}",
                             preset=preset, sorted_text_presets=sorted(TEXT_PRESETS)))
    from mlm_lab.models.encoder import MaskedLMConfig

    return MaskedLMConfig(vocab_size=vocab_size, **{**TEXT_PRESETS[preset], **overrides})


def image_config(preset: str, **overrides) -> MAEConfig:
    if preset not in IMAGE_PRESETS:
        raise ValueError(msg("unknown image preset {preset!r}; choose from {sorted_image_presets}",
                             preset=preset, sorted_image_presets=sorted(IMAGE_PRESETS)))
    from mlm_lab.models.mae import MAEConfig

    return MAEConfig(**{**IMAGE_PRESETS[preset], **overrides})
