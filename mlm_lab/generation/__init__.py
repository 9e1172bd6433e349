"""Generation by unmasking (masked diffusion decoding), Qt-free.

    from mlm_lab.generation import generate
    g = generate(prompt="the old man [MASK] [MASK] [MASK] the door .", steps=3, remasking="confidence")
    g.samples[0].text, [r.positions for r in g.samples[0].rounds]

`schedule` says how many positions each step reveals, `unmask` which ones and with what.
"""

from mlm_lab.lazy_exports import lazy_getattr

_LAZY = {
    "MAX_SAMPLES": "unmask",
    "REMASKING": "schedule",
    "Generation": "unmask",
    "GenerationError": "settings",
    "GenerationSettings": "settings",
    "Round": "unmask",
    "Sample": "unmask",
    "generate": "unmask",
    "prepare_prompt": "unmask",
    "SCHEDULES": "schedule",
    "reveal_counts": "schedule",
    "bundled_generator": "models",
    "bundled_generator_dir": "models",
}

__all__ = sorted(_LAZY)

__getattr__ = lazy_getattr(__name__, _LAZY)
