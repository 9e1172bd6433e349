"""Running one training over several processes: `torchrun --nproc_per_node=N -m mlm_lab train ...`.

torchrun sets RANK, WORLD_SIZE and LOCAL_RANK; the trainer then joins a process group
(NCCL on GPUs, gloo on CPUs), wraps the model in DistributedDataParallel and gives each
process its own share of every epoch. Rank 0 alone evaluates and writes the run folder.
With a single process every method here does nothing.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

import torch


@dataclass
class DistContext:
    rank: int = 0
    world_size: int = 1
    local_rank: int = 0
    owns_group: bool = False  # True when this context created the process group

    @classmethod
    def from_env(cls) -> DistContext:
        world = int(os.environ.get("WORLD_SIZE", "1") or 1)
        if world <= 1:
            return cls()
        return cls(int(os.environ.get("RANK", "0")), world, int(os.environ.get("LOCAL_RANK", "0")))

    @property
    def is_main(self) -> bool:
        return self.rank == 0

    @property
    def active(self) -> bool:
        return self.world_size > 1

    def init(self, device: torch.device) -> None:
        if not self.active:
            return
        import torch.distributed as dist

        if not dist.is_initialized():
            backend = "nccl" if device.type == "cuda" else "gloo"
            if device.type == "cuda":
                torch.cuda.set_device(device)
            dist.init_process_group(backend=backend)
            self.owns_group = True
        self._device = device

    def wrap(self, model: torch.nn.Module, device: torch.device) -> torch.nn.Module:
        if not self.active:
            return model
        from torch.nn.parallel import DistributedDataParallel

        ids = [device.index] if device.type == "cuda" else None
        return DistributedDataParallel(model, device_ids=ids)

    def _tensor_device(self) -> torch.device:
        device = getattr(self, "_device", torch.device("cpu"))
        return device if device.type == "cuda" else torch.device("cpu")

    def broadcast_text(self, text: str | None) -> str:
        """Rank 0 sends `text`; every rank returns it."""
        if not self.active:
            return text or ""
        import torch.distributed as dist

        dev = self._tensor_device()
        if self.is_main:
            data = torch.tensor(list((text or "").encode("utf-8")), dtype=torch.uint8, device=dev)
            size = torch.tensor([data.numel()], dtype=torch.long, device=dev)
        else:
            size = torch.zeros(1, dtype=torch.long, device=dev)
        dist.broadcast(size, src=0)
        if not self.is_main:
            data = torch.zeros(int(size.item()), dtype=torch.uint8, device=dev)
        if int(size.item()):
            dist.broadcast(data, src=0)
        return bytes(data.cpu().tolist()).decode("utf-8")

    def reduce_loss_and_flag(self, loss: torch.Tensor, flag: bool) -> tuple[float, bool]:
        """The mean loss over processes, and whether any process raised `flag` (a stop)."""
        if not self.active:
            return float(loss), bool(flag)
        import torch.distributed as dist

        dev = self._tensor_device()
        both = torch.stack([loss.to(dev, torch.float32).reshape(()),
                            torch.tensor(1.0 if flag else 0.0, device=dev)])
        dist.all_reduce(both)
        return float(both[0]) / self.world_size, bool(float(both[1]) > 0)

    def barrier(self) -> None:
        if self.active:
            import torch.distributed as dist

            if dist.is_initialized():
                dist.barrier()

    def write_digest(self, model: torch.nn.Module) -> None:
        """With MLM_LAB_DIGEST_DIR set, each process writes the sha256 of its weights to
        `rank-<R>.sha256` there (to check that every process holds the same model)."""
        folder = os.environ.get("MLM_LAB_DIGEST_DIR")
        if not folder:
            return
        from mlm_lab.atomic import write_text_atomic

        write_text_atomic(Path(folder) / f"rank-{self.rank}.sha256", weights_digest(model) + "\n")

    def shutdown(self) -> None:
        if self.owns_group:
            import torch.distributed as dist

            if dist.is_initialized():
                dist.destroy_process_group()
            self.owns_group = False


def weights_digest(model: torch.nn.Module) -> str:
    """sha256 of every parameter and buffer, in state_dict order."""
    h = hashlib.sha256()
    for name, value in model.state_dict().items():
        h.update(name.encode())
        h.update(value.detach().float().cpu().contiguous().numpy().tobytes())
    return h.hexdigest()
