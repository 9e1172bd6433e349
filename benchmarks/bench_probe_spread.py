"""How much the shipped text probes (resources/probes) move with the machine's arithmetic:
prints figures, asserts nothing.

    PYTHONPATH=. python benchmarks/bench_probe_spread.py              # one run, this process's threads
    PYTHONPATH=. python benchmarks/bench_probe_spread.py --sweep      # child processes, threads 1 and 2
    BENCH_PROBE_TOL=1e-8 BENCH_PROBE_TASKS=agreement ...             # lbfgs fitted to 1e-8 instead

A child process runs `probe_text` on the bundled text model for each task under one torch
thread count (and OMP / MKL / OpenBLAS settings) and prints the accuracies per layer, a hash
of the float32 features and the smallest |decision value| of the test words (how close the
nearest test word is to flipping). --sweep compares every setting with the first one: the
largest feature difference, and the accuracies that differ (one test word = 1 / n_test).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TOL = float(os.environ.get("BENCH_PROBE_TOL", "0"))  # 0: the probe as shipped
TASKS = os.environ.get("BENCH_PROBE_TASKS", "agreement,words").split(",")
SETTINGS = [  # (torch threads, environment)
    (1, {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}),
    (2, {"OMP_NUM_THREADS": "2", "MKL_NUM_THREADS": "2", "OPENBLAS_NUM_THREADS": "2"}),
    (2, {}),
    (1, {}),
    (2, {"MKL_CBWR": "COMPATIBLE"}),
    (2, {"ATEN_CPU_CAPABILITY": "avx2"}),
    (2, {"ATEN_CPU_CAPABILITY": "default"}),
]


def one_run() -> dict:
    import numpy as np
    import torch

    from mlm_lab.features import probe as P
    from mlm_lab.inference import bundled_text_model

    tm = bundled_text_model()
    feats_seen, margins = [], {}
    real_features, real_probe = P.word_layer_features, P.linear_probe

    def features(*a, **k):
        out = real_features(*a, **k)
        feats_seen.append(out)
        return out

    def probe(train_x, train_y, test_x, test_y, **k):
        from sklearn.linear_model import LogisticRegression
        from sklearn.pipeline import make_pipeline
        from sklearn.preprocessing import StandardScaler

        res = real_probe(train_x, train_y, test_x, test_y, **k)
        if TOL:  # the same probe fitted to `tol` instead: its accuracy is the one reported
            clf = make_pipeline(StandardScaler(), LogisticRegression(C=k.get("C", 1.0), max_iter=100_000, tol=TOL))
            clf.fit(np.asarray(train_x, np.float64), train_y)
            res.accuracy = float((clf.predict(np.asarray(test_x, np.float64)) == np.asarray(test_y)).mean())
        else:
            clf = make_pipeline(StandardScaler(), LogisticRegression(C=k.get("C", 1.0), max_iter=3000))
            clf.fit(np.asarray(train_x, np.float64), train_y)
        d = clf.decision_function(np.asarray(test_x, np.float64))
        d = np.abs(d if d.ndim == 1 else np.sort(d, axis=1)[:, -1] - np.sort(d, axis=1)[:, -2])
        margins.setdefault(len(margins), float(d.min()))
        return res

    P.word_layer_features, P.linear_probe = features, probe
    out = {"torch_threads": torch.get_num_threads(), "capability": torch.backends.cpu.get_cpu_capability()}
    for task in TASKS:
        feats_seen.clear()
        margins.clear()
        r = P.probe_text(tm, task=task)
        h = hashlib.sha256()
        arrays = []
        for f in feats_seen:
            for k in sorted(f):
                h.update(f[k].tobytes())
                arrays.append(f[k])
        features_file = Path(tempfile.gettempdir()) / f"probe_spread_{task}_{os.getpid()}.npy"
        np.save(features_file, np.concatenate([a.ravel() for a in arrays]))
        out[task] = {"model_acc": r["model_acc"], "random_init_acc": r["random_init_acc"], "n_test": r["n_test"],
                     "features_sha": h.hexdigest()[:12], "min_margin": [round(m, 5) for m in margins.values()],
                     "features_file": str(features_file)}
    return out


def sweep() -> None:
    import numpy as np

    runs = []
    for threads, env in SETTINGS:
        code = (f"import json, sys, torch; torch.set_num_threads({threads}); sys.argv = ['x']; "
                "import benchmarks.bench_probe_spread as b; print(json.dumps(b.one_run()))")
        root = Path(__file__).resolve().parent.parent
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root,
                              env={**os.environ, **env, "PYTHONPATH": str(root)})
        if proc.returncode:
            print(threads, env, "failed:", proc.stderr[-2000:])
            continue
        r = json.loads(proc.stdout.strip().splitlines()[-1])
        r["setting"] = f"torch threads {threads} {env or ''}"
        runs.append(r)
    base = runs[0]
    for r in runs:
        print(r["setting"], "| cpu capability", r["capability"])
        for task in TASKS:
            a, b = r[task], base[task]
            fa, fb = np.load(a["features_file"]), np.load(b["features_file"])
            diff = float(np.abs(fa - fb).max())
            rel = float(np.abs(fa - fb).max() / np.abs(fb).max())
            moved = [(i, round(x, 4), round(y, 4)) for key in ("model_acc", "random_init_acc")
                     for i, (x, y) in enumerate(zip(a[key], b[key], strict=True)) if x != y]
            print(f"  {task}: features {a['features_sha']} max |diff| {diff:.2e} (rel {rel:.1e}); "
                  f"min test margin {min(a['min_margin']):.5f}; n_test {a['n_test']}")
            print(f"    model {[round(x, 4) for x in a['model_acc']]}")
            print(f"    random init {[round(x, 4) for x in a['random_init_acc']]}")
            print(f"    differs from the first setting at (layer, this, first): {moved}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sweep", action="store_true")
    args = ap.parse_args()
    if args.sweep:
        sweep()
    else:
        print(json.dumps(one_run(), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
