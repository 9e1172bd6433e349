"""What checks a lesson exercise's answer: the figures the lab computed for the view on screen
(`live_figures`: the Image tab's PSNR, SSIM and hidden patches, the Text tab's loss, accuracy
and masked tokens), the Text tab's top-5 at a blank (`top_at`), and the verdict on an answer
(`lab_verdict`), which mlm_lab.lab.exercises gives from them. No widget is made or read here:
the exercise box (exercise.py) reads the student's answer from its inputs and shows the
verdict's feedback.
"""

from __future__ import annotations

import math

from mlm_lab.lab.exercises import (
    FIGURES,
    NotReady,
    Verdict,
    check_choice,
    check_estimate,
    check_guess,
    check_task,
    same_view,
)


class OtherView(Exception):
    """An estimate was checked while the lab shows another view than its step's: the figures on
    screen are not the ones it asks about."""


def live_figures(window) -> dict[str, float | None]:
    """The figures a step may name (exercises.FIGURES), as the tabs computed them for the view on
    screen; None where a tab has no answer yet."""
    out: dict[str, float | None] = dict.fromkeys(FIGURES)
    image = getattr(window.image_tab, "result", None)
    if image is not None:
        out["image.psnr"], out["image.ssim"] = float(image.psnr), float(image.ssim)
        out["image.hidden"] = float(image.hidden)
        out["image.hidden_share"] = image.hidden / image.total if image.total else None
    presenter = window.text_tab.presenter
    prediction = presenter.prediction
    if prediction is not None:
        out["text.loss"], out["text.accuracy"] = prediction.loss, prediction.accuracy
    masking = presenter.masking
    if masking is not None:
        out["text.masked"] = float(len(masking.selected))
    return {k: (v if v is None or math.isfinite(v) else None) for k, v in out.items()}


def top_at(window, position: int) -> list[tuple[str, float]] | None:
    """The model's top-5 at token `position` of the Text tab, when it has answered there."""
    prediction = window.text_tab.presenter.prediction
    for p in getattr(prediction, "predictions", None) or []:
        if p.position == position:
            return list(p.top[:5])
    return None


def lab_verdict(exercise, window, step, answer, *, revealed: bool = False) -> Verdict:
    """The verdict on `answer` to `exercise`, from what `window`'s lab computed: a guess's word
    (against the Text tab's top-5 at its blank), a choice's picked options (their indices), an
    estimate's number (against the live figure, on the view of its lesson step, `step`), or a
    task (answer None: its condition on the live figures and the lab state). Raises NotReady
    while the lab is still computing what the answer is checked against (an estimate's or a
    task's view: a model loading or a tab busy), OtherView when an estimate's view is not the
    step's. `revealed`: the answer is on screen already (a wrong guess may then show the top-5)."""
    kind = exercise.kind
    if kind in ("estimate", "task") and (window.loader.pending()
                                         or any(tab.is_busy() for tab in window.lab_tabs.values())):
        raise NotReady("the answer for this view")  # the figures on screen are not this view's yet
    if kind == "guess":
        return check_guess(exercise, answer, top_at(window, exercise.blank), revealed=revealed)
    if kind == "choice":
        return check_choice(exercise, answer)
    if kind == "estimate":
        if not same_view(window.lab_state(), step.lab_state(), exercise.figure):
            raise OtherView(exercise.figure)
        return check_estimate(exercise, answer, live_figures(window))
    return check_task(exercise, live_figures(window), window.lab_state())
