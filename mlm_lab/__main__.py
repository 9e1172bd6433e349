"""`python -m mlm_lab` is the `mlm-lab` command (also under torchrun)."""

from mlm_lab.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
