"""Train (or export) the small model the explanation sanity checks use: tests/data/toy-nano-agreement.

A nano masked LM (2 blocks, width 64) on the lab's generated language, long enough to have
learnt subject-verb agreement (says / say): the planted-ground-truth check of
mlm_lab.explain.sanity asks occlusion at the verb to rank the subject noun first. The
session's shared 300-step run (tests/conftest.py nano_text_run) is too short for that
(77 % of sentences, the bar is 80 %), so this model ships: 400 steps, constant learning
rate 6e-3 after 30 warmup steps, 25 % masking, seed 0, one thread (about 80 s on a 2-core
machine), stored in float16 (about 300 KB).

    python scripts/train_explain_toy.py                  # train and export
    python scripts/train_explain_toy.py --from-run RUN   # export a finished run's last checkpoint
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OUT = ROOT / "tests" / "data" / "toy-nano-agreement"
SETTINGS = dict(task="text", data="toy", preset="nano", steps=400, threads=1, seed=0, schedule="constant", warmup=30,
                eval_every=400, snapshot_every=400, checkpoint_every=400, keep_checkpoints=0,
                masking={"mask_prob": 0.25})


def train(runs_dir: Path) -> Path:
    from mlm_lab.training import TrainConfig, Trainer

    result = Trainer(TrainConfig.from_dict(dict(SETTINGS)), runs_dir=runs_dir).run()
    if result.state != "finished":
        raise SystemExit(f"the run did not finish: {result.state}")
    return Path(result.run_dir)


def export(run_dir: Path, out: Path = OUT) -> Path:
    import torch

    from mlm_lab.inference import load_text_model
    from mlm_lab.models import save_pretrained
    from mlm_lab.training.runs import list_checkpoints

    tm = load_text_model(list_checkpoints(run_dir)[-1])
    save_pretrained(tm.model, out, tokenizer=tm.tokenizer, dtype=torch.float16)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from-run", help="a finished run folder to export instead of training")
    args = parser.parse_args()
    if args.from_run:
        run_dir = Path(args.from_run)
    else:
        run_dir = train(Path(tempfile.mkdtemp(prefix="mlm-lab-explain-toy-")))
    out = export(run_dir)
    size = sum(f.stat().st_size for f in out.iterdir())
    print(f"wrote {out} ({size / 1024:.0f} KB) from {run_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
