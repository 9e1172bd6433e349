"""Measure the text probes the lessons show and ship them in resources/probes/.

    PYTHONPATH=. python scripts/make_lesson_probes.py          # words and agreement, bundled text-tiny

Each probe is the Features tab's own (`probe_per_layer`): a standardised logistic regression
on every layer of the bundled text model, embeddings included, against a random-init twin
(seed 0), on sentences of the lab's generated language (fixed seeds). A file is used only
for the weights it was measured on (`weights_sha256`), so after the bundled model is
retrained, run this again (and re-check the lessons with scripts/check_lessons.py).
"""

from __future__ import annotations

import datetime
import sys

from mlm_lab.atomic import write_json_atomic
from mlm_lab.features.shipped import FORMAT, VERSION, probes_dir
from mlm_lab.features.token_index import weights_hash
from mlm_lab.inference import bundled_text_model
from mlm_lab.lab.features_view.jobs import probe_per_layer

TASKS = ("words", "agreement")


def main() -> int:
    tm = bundled_text_model()
    digest = weights_hash(tm.model)
    out = probes_dir()
    out.mkdir(parents=True, exist_ok=True)
    for task in TASKS:
        result = probe_per_layer("text", tm, task)
        result.pop("kind", None)
        path = write_json_atomic(out / f"text-tiny-{task}.json", {
            "format": FORMAT, "version": VERSION, "task": task, "model": "text-tiny (bundled)",
            "weights_sha256": digest, "made_by": "PYTHONPATH=. python scripts/make_lesson_probes.py",
            "made_on": datetime.date.today().isoformat(), "result": result})
        pct = ", ".join(f"{100 * a:.0f}" for a in result["model_acc"])
        rnd = ", ".join(f"{100 * a:.0f}" for a in result["random_init_acc"])
        print(f"{task}: model {pct} % | random init {rnd} % | majority {100 * result['majority_acc']:.0f} % -> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
