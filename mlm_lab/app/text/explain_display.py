"""The Text tab's "Why?" panel, how an explanation is shown: the methods' names, what each
method's number means and its known failure mode (the texts the panel and the tests read), and
the drawing of one `TextExplanation` (title, targets, heat strip, completeness, the layer lens
table, the heads grid). `TextExplainPanel` (mlm_lab/app/text/explain.py) holds the widgets, the
choice and the worker, and calls `draw_explanation(panel)`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTableWidgetItem

from mlm_lab.app.i18n.languages import fmt_number, fmt_percent

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

METHOD_LABELS = {
    "occlusion": QT_TRANSLATE_NOOP("TextTab", "Occlusion"),
    "ig": QT_TRANSLATE_NOOP("TextTab", "Integrated gradients"),
    "gradxinput": QT_TRANSLATE_NOOP("TextTab", "Gradient × input"),
    "lens": QT_TRANSLATE_NOOP("TextTab", "Layer lens"),
    "attention": QT_TRANSLATE_NOOP("TextTab", "Attention rollout"),
}
# what a token's number means, per method (the legend and the hover say it)
MEANING = {
    "occlusion": QT_TRANSLATE_NOOP("TextTab", "how much log p(target) drops when this token is hidden ([MASK])"),
    "ig": QT_TRANSLATE_NOOP("TextTab", "this token's share of log p(target) minus log p(target | every word [MASK]) (integrated gradients)"),
    "gradxinput": QT_TRANSLATE_NOOP("TextTab", "gradient of log p(target) times (embedding − [MASK]'s embedding), at the input only"),
    "lens": QT_TRANSLATE_NOOP("TextTab", "no score per token: the table reads the model's guess at every layer"),
    "attention": QT_TRANSLATE_NOOP("TextTab", "the share of the position's attention rollout (all layers, residual included) on this token"),
}
FAILURE = {
    "occlusion": QT_TRANSLATE_NOOP("TextTab", "Hides one token at a time: two tokens that stand in for each other both look unimportant; "
                 "[MASK] for one word is out of distribution only mildly for an MLM, which trained on [MASK]s."),
    "ig": QT_TRANSLATE_NOOP("TextTab", "Depends on the baseline (here every word [MASK]): the scores add up to the change from it "
          "(completeness), which is not the same as importance."),
    "gradxinput": QT_TRANSLATE_NOOP("TextTab", "Not complete: one gradient at the input does not add up to the change in log p (see its gap); "
                  "saturated tokens get little."),
    "lens": QT_TRANSLATE_NOOP("TextTab", "Early layers were never trained to be read by the MLM head: it shows when the guess becomes readable, "
            "not what a layer knows."),
    "attention": QT_TRANSLATE_NOOP("TextTab", "Attention is not explanation (Jain & Wallace 2019): it shows where information may flow, "
                 "not that the guess uses it."),
}


def draw_explanation(panel) -> None:
    """Fill `panel`'s widgets (a TextExplainPanel) from its `result`."""
    r = panel.result
    if r is None:
        return
    method = r.method
    view = panel.tab.presenter.masking
    true_token = panel.tab.presenter.model.tokenizer.id_to_token(view.ids[r.position]) if view is not None else None
    true = " " + translate("TextTab", "(true: <b>{token}</b>)").format(token=true_token) if true_token else ""
    panel.title.setText(translate("TextTab", "Why <b>{target}</b> at position {position}?").format(
        target=r.target, position=r.position) + f" p = {_prob(r.target_logprob)}{true} · "
        + translate("TextTab", METHOD_LABELS[method]))
    _fill_targets(panel, r)
    seen = ""
    if view is not None and view.input_ids[r.position] != panel.tab.presenter.model.tokenizer.mask_token_id:
        seen = " " + translate("TextTab", "The model saw <b>{token}</b> at the position; the explanation asks "
                               "with [MASK] there.").format(token=view.shown[r.position])
    meaning = translate("TextTab", MEANING[method])
    panel.strip.set_scores(r.tokens, r.scores, r.position, r.special, meaning=meaning,
                          position_label=f"[MASK] → {r.target}")
    panel.strip.setVisible(method != "lens")
    panel.legend.set_range(panel.strip.limit, signed=method != "attention")
    panel.legend.setVisible(method != "lens")
    panel.meaning.setText(translate("TextTab", "<b>The number:</b> {meaning}.").format(meaning=meaning) + seen)
    panel.meaning.show()
    panel.failure.setText(translate("TextTab", "Known failure mode: {failure}").format(
        failure=translate("TextTab", FAILURE[method])))
    panel.failure.show()
    if r.completeness_gap is not None:
        delta = r.f_input - r.f_baseline
        signed = lambda v: ("+" if v >= 0 else "") + fmt_number(v, 4)  # noqa: E731
        text = translate("TextTab", "<b>Completeness:</b> the scores sum to {sum}; f(input) − f(baseline) = {f_input} "
                         "− ({f_baseline}) = {delta}; gap {gap}").format(
            sum=signed(float(r.scores.sum())), f_input=fmt_number(r.f_input, 4), f_baseline=fmt_number(r.f_baseline, 4),
            delta=signed(delta), gap=fmt_percent(r.completeness_gap, 2 if r.completeness_gap < 0.1 else 1))
        if r.steps:
            text += " " + translate("TextTab", "at {n} steps").format(n=r.steps)
        panel.completeness.setText(text + " " + translate("TextTab", "(baseline: every word [MASK], [CLS]/[SEP] kept)"))
        panel.completeness.show()
    else:
        panel.completeness.hide()
    _fill_lens(panel, r)
    if r.attentions is not None:
        panel.heads_grid.set_attentions(r.attentions)
        panel.heads_label.show()
        panel.heads_scroll.show()
        panel.heads_scroll.setMinimumHeight(min(panel.heads_grid.sizeHint().height() + 6, int(150 * panel._scale)))
    else:
        panel.heads_grid.set_attentions(None)
        panel.heads_label.hide()
        panel.heads_scroll.hide()
        panel.large_map.hide()

def _fill_targets(panel, r) -> None:
    combo = panel.target_combo
    combo.clear()
    combo.addItem(translate("TextTab", "top-1: {token} ({percent})").format(
        token=r.top[0][0], percent=fmt_percent(r.top[0][1], 1)), "top1")
    for token, p in r.top[1:]:
        combo.addItem(f"{token} ({fmt_percent(p, 1)})", token)
    view = panel.tab.presenter.masking
    if view is not None:
        true = panel.tab.presenter.model.tokenizer.id_to_token(view.ids[r.position])
        combo.addItem(translate("TextTab", "true: {token}").format(token=true), "true")
    wanted = panel.choice.target
    index = combo.findData(wanted)
    if index < 0:  # a token outside the top-5 (a lab file's): listed as it is
        combo.addItem(wanted, wanted)
        index = combo.count() - 1
    combo.setCurrentIndex(index)

def _fill_lens(panel, r) -> None:
    table = panel.lens_table
    if r.layers is None:
        table.hide()
        return
    table.setUpdatesEnabled(False)
    table.setRowCount(len(r.layers))
    last = len(r.layers) - 1
    for row, lay in enumerate(r.layers):
        name = (translate("TextTab", "embeddings") if lay.layer == 0 else
                translate("TextTab", "block {n} (output)").format(n=lay.layer) if lay.layer == last
                else translate("TextTab", "block {n}").format(n=lay.layer))
        _cell(panel, row, 0, name, False)
        for k, (token, p) in enumerate(lay.top):
            _cell(panel, row, 1 + k, f"{token} {fmt_percent(p, 1)}", token == r.target)
        _cell(panel, row, 6, f"{fmt_percent(lay.target_prob, 1)} (#{lay.target_rank})", False)
    table.resizeColumnsToContents()
    table.setUpdatesEnabled(True)
    table.setMinimumHeight(min(int(30 * panel._scale) * (len(r.layers) + 1), int(170 * panel._scale)))
    table.show()

def _cell(panel, row: int, col: int, text: str, bold: bool) -> None:
    """One lens cell, in the item already there when there is one (cheaper than a new item)."""
    item = panel.lens_table.item(row, col)
    if item is None:
        item = QTableWidgetItem()
        panel.lens_table.setItem(row, col, item)
    item.setText(text)
    if item.font().bold() != bold:
        font = QFont(item.font())
        font.setBold(bold)
        item.setFont(font)


def _prob(logprob: float) -> str:
    import math

    p = math.exp(logprob)
    return fmt_percent(p, 1) if p >= 0.001 else f"{p:.1e}"
