"""torchrun: two gloo processes on the CPU train one model; rank 0 alone writes the run."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
import torch

from mlm_lab.training import list_runs, load_metrics, read_status
from mlm_lab.training.checkpoint import list_checkpoints


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.skipif(not torch.distributed.is_available(), reason="torch.distributed is not built in")
def test_two_gloo_processes_hold_the_same_weights(tmp_path):
    digests = tmp_path / "digests"
    runs = tmp_path / "runs"
    env = {**os.environ, "MLM_LAB_DIGEST_DIR": str(digests), "OMP_NUM_THREADS": "1"}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node=2", "--nnodes=1",
           "--master_addr=127.0.0.1", f"--master_port={_free_port()}",
           "-m", "mlm_lab", "train", "text", "--steps", "4", "--batch-size", "8", "--eval-every", "2",
           "--checkpoint-every", "2", "--threads", "1", "--runs-dir", str(runs), "--name", "ddp"]
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    # one run folder, written by rank 0 only
    found = list_runs(runs)
    assert len(found) == 1 and found[0].name.endswith("-ddp")
    run_dir = found[0].path
    assert read_status(run_dir)["state"] == "finished"
    assert read_status(run_dir)["world_size"] == 2
    records = load_metrics(run_dir)
    assert [r["step"] for r in records] == list(range(5))  # one record per step, not one per process
    assert out.stdout.count("finished 4 steps") == 1
    assert [p.name for p in list_checkpoints(run_dir)] == ["step-2", "step-4"]
    # both processes end with the same weights, and those are the checkpoint's
    a = (digests / "rank-0.sha256").read_text().strip()
    b = (digests / "rank-1.sha256").read_text().strip()
    assert a == b
    from mlm_lab.models import load_pretrained
    from mlm_lab.training.trainer import weights_digest

    assert weights_digest(load_pretrained(run_dir / "checkpoints" / "step-4")) == a
    assert weights_digest(load_pretrained(run_dir / "checkpoints" / "step-2")) != a  # it did train


def test_each_process_gets_its_own_share_of_every_epoch():
    from mlm_lab.training.data import IndexStream

    single = IndexStream(12, 3, seed=5)
    ranks = [IndexStream(12, 3, seed=5, rank=r, world_size=2) for r in (0, 1)]
    for epoch_start in (0, 2):  # steps 0-1 are epoch 0, steps 2-3 epoch 1 (6 rows per process per epoch)
        seen = [torch.cat([s.batch(epoch_start), s.batch(epoch_start + 1)]).tolist() for s in ranks]
        assert not set(seen[0]) & set(seen[1])
        assert sorted(seen[0] + seen[1]) == list(range(12))
    # a single process walks whole epochs: every row once per epoch, a new order each epoch
    first = torch.cat([single.batch(s) for s in range(4)]).tolist()
    second = torch.cat([single.batch(s) for s in range(4, 8)]).tolist()
    assert sorted(first) == sorted(second) == list(range(12)) and first != second
    assert torch.equal(single.batch(5), IndexStream(12, 3, seed=5).batch(5))  # a pure function of the step
