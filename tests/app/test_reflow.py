"""Rows and forms that give way in a narrow column (issue 26 item 1): side by side where there is
room, one under another where there is not, and never asking for more width than their widest
part, so a tab's page fits a small projector without scrolling across."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.looks.reflow import FormWrap, ReflowRow


def _combo(*items: str) -> QComboBox:
    combo = QComboBox()
    combo.addItems(list(items))
    return combo


def test_a_reflow_row_stacks_where_its_items_do_not_fit_across(qtbot):
    holder = QWidget()  # a window's own layout would hold it at its minimum: the row sits in one
    row = ReflowRow()
    QVBoxLayout(holder).addWidget(row)
    qtbot.addWidget(holder)
    pairs = []
    for label, combo in (("x-axis", _combo("training steps", "supervised tokens seen")),
                         ("curve", _combo("held-out loss of its own objective"))):
        pair = QHBoxLayout()
        pair.addWidget(QLabel(label))
        pair.addWidget(combo, 1)
        row.add(pair)
        pairs.append(pair)
    row.add_stretch()
    across = row.across_width()
    assert across == sum(p.sizeHint().width() for p in pairs) + row.box.spacing()
    widest = max(p.minimumSize().width() for p in pairs)
    assert row.minimumSizeHint().width() == widest < across  # a column may be narrower than the row

    holder.resize(across + 60, 100)
    holder.show()
    qtbot.waitUntil(lambda: not row.stacked(), timeout=2000)
    assert row.sizeHint().width() == across

    holder.resize(widest + 30, 160)
    qtbot.waitUntil(row.stacked, timeout=2000)
    qtbot.waitUntil(lambda: pairs[1].geometry().top() > pairs[0].geometry().bottom(), timeout=2000)
    assert all(p.geometry().width() <= row.width() for p in pairs)  # one under the other, in the row's width
    assert row.minimumSizeHint().height() >= sum(p.minimumSize().height() for p in pairs)

    holder.resize(across + 60, 160)
    qtbot.waitUntil(lambda: not row.stacked(), timeout=2000)
    qtbot.waitUntil(lambda: pairs[1].geometry().left() > pairs[0].geometry().right(), timeout=2000)


def test_a_form_puts_every_field_under_its_label_when_narrow(qtbot):
    box = QGroupBox("New run")
    form = QFormLayout(box)
    form.addRow("Task", _combo("Text: masked language model", "Images: masked autoencoder"))
    form.addRow("Mask probability", QLineEdit("15 %"))
    form.addRow("Name", QLineEdit())
    wrap = FormWrap(box, form)
    qtbot.addWidget(box)
    across = wrap.across_width()
    assert box.minimumSizeHint().width() < across  # wraps rather than widening the column

    box.resize(across + 20, 200)
    box.show()
    qtbot.waitUntil(lambda: not wrap.wrapped(), timeout=2000)
    label, field = form.itemAt(1, QFormLayout.ItemRole.LabelRole), form.itemAt(1, QFormLayout.ItemRole.FieldRole)
    assert field.geometry().left() > label.geometry().right()  # side by side

    box.resize(box.minimumSizeHint().width() + 4, 300)
    qtbot.waitUntil(wrap.wrapped, timeout=2000)
    qtbot.waitUntil(lambda: form.itemAt(1, QFormLayout.ItemRole.FieldRole).geometry().top()
                    > form.itemAt(1, QFormLayout.ItemRole.LabelRole).geometry().top(), timeout=2000)
    for row in range(form.rowCount()):  # every row wrapped, not only the long ones
        label, field = form.itemAt(row, QFormLayout.ItemRole.LabelRole), form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        assert field.geometry().top() >= label.geometry().bottom()


def test_the_training_and_study_forms_and_the_image_masking_form_wrap(qtbot):
    from mlm_lab.app.image.controls import ImageControls
    from mlm_lab.app.training.form import TrainingFormView
    from mlm_lab.app.training.study_form import StudyFormView
    from mlm_lab.lab.image import ImageState
    from mlm_lab.lab.study import StudyForm
    from mlm_lab.lab.training import TrainingForm

    run = TrainingFormView(TrainingForm.defaults("text"))
    study = StudyFormView(StudyForm())
    holder = QWidget()
    image = ImageControls(ImageState(), QVBoxLayout(holder), on_pick_source=lambda _s: None, on_open=lambda: None,
                          on_resample=lambda: None, on_strategy=lambda _k: None, on_fill=lambda: None,
                          on_invert=lambda: None)
    for widget in (run, study, holder):
        qtbot.addWidget(widget)
    for box, wrap in ((run, run.form_wrap), (study, study.form_wrap), (image.mask_box, image.mask_wrap)):
        assert box.minimumSizeHint().width() < wrap.across_width()  # narrower than its rows side by side
