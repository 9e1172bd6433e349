"""The Text tab's metrics table (File > Export > Metrics as CSV), without Qt, and why it has
no rows when it has none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlm_lab.lab.text_view.masking import MaskingView

if TYPE_CHECKING:  # (type hints only)
    from mlm_lab.lab.text import TextState

METRICS_HEADER = [
    "position", "true_token", "what_happened", "model_input", "top1_prediction", "top1_probability",
    "correct", "true_token_rank_in_top5", "true_token_probability",
    "example_loss_nats", "example_accuracy",
    "strategy", "mask_prob", "mask_token_prob", "random_token_prob", "keep_prob", "seed", "model", "text",
]
WHAT_HAPPENED = {"mask": "masked", "random": "random", "kept": "kept"}
TOP_K_SHOWN = 5


def metrics_table(view: MaskingView, prediction, state: TextState, *, model_name: str = "") -> list[list]:
    """One row per predicted token of `view` (in position order) with the model's answer in
    `prediction` (an inference.TextPrediction for `view`, masked from `state`), laid out as
    `METRICS_HEADER`.

    Every row repeats the example's loss and accuracy and the setting that made the mask, so
    the table sorts, filters and stacks with other exports in a spreadsheet; the mean of the
    `correct` column (1 or 0) is the example's accuracy. By hand, nothing is drawn at random:
    the mask probability and the seed are left empty and every hidden token is [MASK].
    """
    by_position = {p.position: p for p in prediction.predictions}
    manual = view.strategy == "manual"
    setting = [
        view.strategy,
        "" if manual else round(state.mask_prob, 6),
        *((1.0, 0.0, 0.0) if manual else (round(state.mask_token_prob, 6), round(state.random_token_prob, 6),
                                         round(state.keep_prob, 6))),
        "" if manual else int(state.seed),
        model_name,
        state.text[: view.read_chars] if view.truncated else state.text,  # what the model read
    ]
    loss = "" if prediction.loss is None else round(prediction.loss, 6)
    accuracy = "" if prediction.accuracy is None else round(prediction.accuracy, 6)
    rows = []
    for i in view.selected:
        p = by_position.get(i)
        if p is None:
            continue
        top_token, top_prob = p.top[0] if p.top else ("", None)
        rank = p.true_rank if p.true_rank is not None and p.true_rank <= TOP_K_SHOWN else ""
        rows.append([
            i, view.tokens[i], WHAT_HAPPENED.get(view.states[i], view.states[i]), view.shown[i],
            top_token, "" if top_prob is None else round(top_prob, 6),
            "" if p.true_rank is None else int(p.true_rank == 1), rank,
            "" if p.true_prob is None else round(p.true_prob, 6),
            loss, accuracy, *setting,
        ])
    return rows


def metrics_empty_reason(view: MaskingView | None, has_model: bool, prediction) -> str:
    """Why there are no per-token metrics to export right now ("" when there are)."""
    if view is None or view.empty:
        return "The sentence is empty: there are no metrics to export. Type a sentence or pick an example."
    if view.strategy == "t5":
        return ("T5 span corruption shows training data (the input with sentinels and the targets), not the "
                "model's predictions, so there are no per-token metrics to export. Choose random, whole "
                "word, span or by hand.")
    if view.strategy == "permutation":
        return ("The permutation view shows an XLNet prediction order, not the model's predictions, so there "
                "are no per-token metrics to export. Choose random, whole word, span or by hand.")
    if not view.selected:
        return ("No token is hidden: click tokens to hide them, then export again." if view.strategy == "manual"
                else "No token is chosen for prediction: raise the mask probability or resample, then export "
                     "again.")
    if not has_model:
        return "No text model is loaded, so there are no predictions to export. Choose one in the toolbar."
    if prediction is None:
        return "The model is still predicting: export again in a moment."
    return ""
