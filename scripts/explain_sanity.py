"""Print the explanations' sanity figures (issue 25 item 5) for the README.

1. Integrated gradients' completeness on text-tiny: the relative gap |sum - (f(x) - f(b))| /
   |f(x) - f(b)| per number of Gauss-Legendre nodes, over the fixed sentence set; and
   gradient x input's gap.
2. The model-randomisation test (Adebayo et al. 2018): mean Spearman correlation of each
   method's scores on text-tiny and on its random-init twin, and one example.
3. Planted ground truth: on tests/data/toy-nano-agreement, how often each method ranks the
   subject noun first at an agreeing verb, trained vs random-init, against chance.
4. The MAE's locality (as benchmarks/bench_explain.py prints it), unless --no-mae.

    .venv/bin/python scripts/explain_sanity.py [--threads 1] [--no-mae]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mlm_lab.explain import explain_text
from mlm_lab.explain.sanity import (
    RANDOMISATION_SENTENCES,
    agreement_cases,
    context_scores,
    mae_locality,
    planted_agreement,
    randomisation_test,
)
from mlm_lab.features import random_init_like
from mlm_lab.inference import bundled_image_model, bundled_text_model, load_text_model
from mlm_lab.models.text_model import TextModel

ROOT = Path(__file__).resolve().parents[1]
AGREEMENT_MODEL = ROOT / "tests" / "data" / "toy-nano-agreement"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--no-mae", action="store_true")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    tm = bundled_text_model()
    twin = TextModel(random_init_like(tm.model, seed=0), tm.tokenizer)

    print(f"1. Integrated gradients' completeness on text-tiny, {len(RANDOMISATION_SENTENCES)} sentences "
          "(baseline: every ordinary token [MASK])")
    for steps in (4, 8, 16, 32):
        gaps = [explain_text(tm, None, s, method="ig", steps=steps).completeness_gap for s in RANDOMISATION_SENTENCES]
        print(f"   {steps:2d} nodes: relative gap mean {100 * np.mean(gaps):.4f} %, max {100 * np.max(gaps):.4f} %")
    gaps = [explain_text(tm, None, s, method="gradxinput").completeness_gap for s in RANDOMISATION_SENTENCES]
    print(f"   gradient x input: gap mean {100 * np.mean(gaps):.0f} %, max {100 * np.max(gaps):.0f} % (not complete)")

    print("\n2. Model randomisation: Spearman(trained, random-init twin) of the context tokens' scores")
    for method in ("occlusion", "ig", "gradxinput", "attention"):
        r = randomisation_test(tm, twin, method, steps=32)
        print(f"   {method:10s} mean {r.mean:+.2f}  per sentence " + " ".join(f"{c:+.2f}" for c in r.correlations))
    text = RANDOMISATION_SENTENCES[0]
    trained = explain_text(tm, None, text, method="ig")
    fresh = explain_text(twin, None, text, method="ig", target=trained.target_id)
    print(f"   example, ig for {trained.target!r} in {text!r}:")
    keep = [j for j in range(len(trained.tokens)) if j != trained.position and not trained.special[j]]
    print("     token      " + " ".join(f"{trained.tokens[j]:>8s}" for j in keep))
    print("     trained    " + " ".join(f"{v:+8.2f}" for v in context_scores(trained)))
    print("     random     " + " ".join(f"{v:+8.2f}" for v in context_scores(fresh)))

    agree = load_text_model(AGREEMENT_MODEL)
    agree_twin = TextModel(random_init_like(agree.model, seed=0), agree.tokenizer)
    cases = agreement_cases(agree.tokenizer, n=100)
    print(f"\n3. Planted agreement: {len(cases)} sentences, subject noun ranked first at the verb "
          f"(chance: subject tokens / context tokens, {100 * planted_agreement(agree, cases[:1]).chance:.0f} % "
          f"for the first sentence, {100 * sum(len(c.subject_positions) / c.context for c in cases) / len(cases):.1f} "
          "% on average)")
    for method, contrastive in (("occlusion", True), ("occlusion", False), ("ig", True), ("ig", False),
                                ("gradxinput", True), ("attention", False)):
        a = planted_agreement(agree, cases, method, contrastive)
        b = planted_agreement(agree_twin, cases, method, contrastive)
        label = f"{method}{' (verb vs other number)' if contrastive else ' (log p(verb))'}"
        print(f"   {label:38s} trained {100 * a.rate:5.1f} %   random-init {100 * b.rate:5.1f} %")

    if args.no_mae:
        return
    from mlm_lab.data.image_sources import sample_photos

    mae = bundled_image_model()
    photos = sample_photos(("chelsea", "coffee", "astronaut")).images
    print("\n4. MAE locality (mae-tiny, 3 photos x 4 hidden patches, 75 % hidden): Spearman(|influence|, distance), "
          "mean |influence| near (<= 1.5 patches) / far (> 3)")
    for method in ("occlusion", "gradient", "attention"):
        r = mae_locality(mae, photos, method, patches_per_image=4)
        for name, corr, (near, far) in zip(r.layer_names, r.correlations, r.near_far, strict=True):
            print(f"   {method:9s} {name:16s} rho {corr:+.2f}  near/far {near / max(far, 1e-12):5.1f}x")


if __name__ == "__main__":
    main()
