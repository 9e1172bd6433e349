"""Bundled resources of MLM Lab (installed as the package `mlm_lab_resources`)."""
