"""How the trainer evaluates: the held-out metrics of step 0, of every `eval_every` steps and of
the last step, each taken the same way.

What is measured is the task's (tasks.py: a text run's loss, accuracy and top-5 on the fixed
evaluation masks, a masked-diffusion run's bound on a fixed grid of rates, also read once at
the end of an mlm run; an image run's loss and PSNR on its fixed patch masks). This module
runs it: the model in eval mode, no gradient, bfloat16 autocast on CUDA (as the training steps
are), and step 0's figures once for runs that start alike (eval_memo.py: a study's runs).
"""

from __future__ import annotations

import contextlib

import torch

from mlm_lab.training.eval_memo import initial_evaluation, step0_key


def bf16_on_cuda(device: torch.device):
    """The precision a run computes in, training steps and evaluations alike: bfloat16 autocast
    on CUDA, the model's own (float32) elsewhere."""
    return (torch.autocast(device_type="cuda", dtype=torch.bfloat16) if device.type == "cuda"
            else contextlib.nullcontext())


@torch.no_grad()
def held_out_metrics(task, core: torch.nn.Module, device: torch.device, *, final: bool = False) -> dict:
    """`task`'s held-out metrics of the model `core` with the fixed evaluation masks (`final`: the
    run's last evaluation, where figures too slow for every interval are read as well). Leaves
    `core` in eval mode."""
    core.eval()
    with bf16_on_cuda(device):
        return task.evaluate(final=final)


def step0_metrics(memo: dict | None, core: torch.nn.Module, config, data, device: torch.device,
                  evaluate) -> dict:
    """Step 0's held-out metrics, `evaluate()`, taken once per start (weights, data, task,
    objective, seed, device) when a memo shared by several runs is given, else always."""
    key = None if memo is None else step0_key(core, config, data, device)
    return initial_evaluation(memo, key, evaluate)
