"""Hugging Face interoperability (the optional `hf` extra). Filled in by the HF issue."""

from __future__ import annotations

from mlm_lab.models.io import ModelLoadError


def import_hf(folder):
    raise ModelLoadError(f"{folder} is a Hugging Face folder; importing them is not available yet")
