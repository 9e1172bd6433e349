"""MLM Lab: a desktop visual lab for masked modeling (BERT-style MLM and MAE)."""

__version__ = "0.1.0"
