"""The window keeps the whole lab in its state (the tab in front and the models in use too), and
`lab_state()` is one whole copy of it: a state with every part set survives lab_state() -> save
-> open, and the copy shares nothing with the live state."""

from __future__ import annotations

import dataclasses

from mlm_lab.lab import TABS, load_state, save_state

WAIT = 240_000  # ms: the test machine is heavily loaded


def test_lab_state_is_one_whole_copy_that_survives_save_and_open(qtbot, lab_window, tmp_path, text_model_dir,
                                                                  image_model_dir):
    w = lab_window
    assert w.state.models == {"text": str(text_model_dir), "image": str(image_model_dir)}  # kept in the state
    w.show_tab(list(w.lab_tabs).index("image"))
    assert w.state.tab == "image"
    w.state.features.patch = [0, 5]  # (the Features tab is not in front: nothing is computed for it yet)
    w.state.features.layer = 1
    w.state.training.form.steps = 500
    w.state.extra = {"from_a_newer_lab": {"kept": [1]}}
    w.state.image.ratio = 0.5
    qtbot.waitUntil(w.is_ready, timeout=WAIT)

    copy = w.lab_state()
    assert copy.to_dict() == w.state.to_dict()
    assert copy.tab == "image" and copy.features.patch == [0, 5]
    for field in dataclasses.fields(copy):  # every part, list and dict is a copy, not the live one
        value = getattr(copy, field.name)
        if not isinstance(value, (str, bool)):
            assert value is not getattr(w.state, field.name), field.name
    assert copy.features.patch is not w.state.features.patch and copy.training.form is not w.state.training.form
    saved = copy.to_dict()
    w.state.features.patch = None  # the live state moves on; the copy does not
    w.state.extra["from_a_newer_lab"]["kept"].append(2)
    assert copy.to_dict() == saved

    path = save_state(copy, tmp_path / "whole.mlmlab")
    assert load_state(path).to_dict() == saved
    w.show_tab(list(w.lab_tabs).index("text"))
    assert w.open_lab_state(path)
    qtbot.waitUntil(lambda: w.state.features.patch == [0, 5] and w.is_ready(), timeout=WAIT)
    assert w.lab_state().to_dict() == saved
    assert w.state.tab == "image" and w.tabs.currentWidget() is w.image_tab
    assert {name: getattr(w.state, name).to_dict() for name in TABS} == {name: saved[name] for name in TABS}
