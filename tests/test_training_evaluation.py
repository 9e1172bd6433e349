"""The trainer's evaluations (mlm_lab.training.evaluation): the task's held-out metrics taken in
eval mode without gradients, `final` passed on, step 0 taken once per start when a memo is
shared; and the trainer's own evaluate gives what the module gives."""

from __future__ import annotations

import torch

from mlm_lab.training import TrainConfig
from mlm_lab.training.evaluation import bf16_on_cuda, held_out_metrics, step0_metrics


class _Task:
    """Records how it was asked to evaluate."""

    def __init__(self, core):
        self.core, self.calls = core, []

    def evaluate(self, final=False):
        x = torch.ones(1, 4, requires_grad=True)
        out = self.core(x)
        self.calls.append({"final": final, "training": self.core.training, "grad": torch.is_grad_enabled(),
                           "needs_grad": out.requires_grad, "dtype": out.dtype})
        return {"eval_loss": float(out.sum())}


def test_held_out_metrics_are_taken_in_eval_mode_without_gradients():
    core = torch.nn.Linear(4, 1)
    core.train()
    task = _Task(core)
    metrics = held_out_metrics(task, core, torch.device("cpu"), final=True)
    assert metrics == {"eval_loss": float(core(torch.ones(1, 4)).detach().sum())}
    assert task.calls == [{"final": True, "training": False, "grad": False, "needs_grad": False,
                           "dtype": torch.float32}]
    assert not core.training  # left in eval mode: the trainer puts it back to train
    assert torch.is_grad_enabled()  # only inside
    held_out_metrics(task, core, torch.device("cpu"))
    assert task.calls[-1]["final"] is False


def test_a_cpu_run_computes_in_float32():
    with bf16_on_cuda(torch.device("cpu")):
        assert torch.nn.Linear(4, 1)(torch.ones(1, 4)).dtype == torch.float32


def test_step_zero_is_taken_once_per_start_with_a_memo_and_always_without():
    torch.manual_seed(0)
    core = torch.nn.Linear(4, 1)
    config = TrainConfig(task="text", steps=2)
    data = type("Data", (), {"key": {"data": "toy"}})()
    count = []

    def evaluate():
        count.append(1)
        return {"eval_loss": 1.5}

    memo: dict = {}
    first = step0_metrics(memo, core, config, data, torch.device("cpu"), evaluate)
    again = step0_metrics(memo, core, config, data, torch.device("cpu"), evaluate)
    assert first == again == {"eval_loss": 1.5} and len(count) == 1 and len(memo) == 1
    again["eval_loss"] = 9.0  # a copy: the memo keeps its figures
    assert step0_metrics(memo, core, config, data, torch.device("cpu"), evaluate) == {"eval_loss": 1.5}
    with torch.no_grad():
        core.weight.add_(1.0)  # other weights: another start
    step0_metrics(memo, core, config, data, torch.device("cpu"), evaluate)
    assert len(count) == 2 and len(memo) == 2
    step0_metrics(None, core, config, data, torch.device("cpu"), evaluate)
    step0_metrics(None, core, config, data, torch.device("cpu"), evaluate)
    assert len(count) == 4


def test_the_trainer_evaluates_through_the_module():
    from mlm_lab.training.trainer import Trainer

    core = torch.nn.Linear(4, 1)
    trainer = Trainer(TrainConfig(task="text", steps=2))
    trainer.core, trainer.task = core, _Task(core)
    assert trainer.evaluate(final=True) == held_out_metrics(trainer.task, core, torch.device("cpu"), final=True)
    assert [c["final"] for c in trainer.task.calls] == [True, True]
    assert all(not c["grad"] and not c["training"] for c in trainer.task.calls)
