"""Corpora and image sources: generated sets, user files and folders."""
