"""The Generate tab's work for its worker thread, without Qt: loading the bundled generator and
one generation (every round of every row). A job is a callable the worker runs; a
generation's returns `(generation, result)`, so an answer asked of an older model can be told
apart. Nothing here touches a widget or the live state."""

from __future__ import annotations

from typing import Any

from mlm_lab.lab.generate_view.rounds import run_generation


def bundled_generator_job() -> tuple[Any, str]:
    """(the bundled generator, its folder's name): run in the worker thread (it reads the weights)."""
    from mlm_lab.generation import bundled_generator, bundled_generator_dir

    return bundled_generator(), bundled_generator_dir().name


def generation_job(model, model_name: str, request: tuple, generation: int):
    """The job that answers `request` (prompt, settings, side by side; settings already copied)
    with `model`; raises GenerationError for a setting the prompt cannot take."""
    prompt, settings, compare = request

    def job():
        return generation, run_generation(model, prompt, settings, compare, model_name)

    return job


__all__ = ["bundled_generator_job", "generation_job"]
