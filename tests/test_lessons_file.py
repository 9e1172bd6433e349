"""Lesson files (mlm_lab/lab/lesson.py) and their narration (mlm_lab/lab/narration.py):
round trips, unknown fields kept, every broken file refused with one message naming the
problem. Runs without Qt."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from mlm_lab.lab import LabStateError
from mlm_lab.lab.lesson import (
    MAX_LESSON_BYTES,
    Lesson,
    LessonStep,
    bundled_lessons,
    lesson_title,
    load_lesson,
    parse_lesson_bytes,
    save_lesson,
)
from mlm_lab.lab.narration import narration_html, narration_plain

# the control names the app's tabs list (mlm_lab/app/*_tab.py CONTROL_NAMES), enough for these tests
CONTROLS = {"text": ("seed", "attention"), "image": ("seed", "strategy", "metrics"), "training": ("form",)}


def _step(**changes) -> dict:
    step = {"title": "Masking", "narration": "Drag the **slider**.",
            "state": {"tab": "image", "image": {"ratio": 0.5, "seed": 3}}, "question": "What now?", "reveal": True}
    step.update(changes)
    return step


def _lesson(**changes) -> dict:
    data = {"format": "mlm-lab-lesson", "version": 1, "title": "A lesson", "author": "T", "description": "d",
            "steps": [_step(), _step(title="Two", state={}, reveal=False)]}
    data.update(changes)
    return data


def _raw(data) -> bytes:
    return json.dumps(data).encode()


def test_a_lesson_round_trips_unchanged(tmp_path):
    src = tmp_path / "a.mlmlesson"
    src.write_text(json.dumps(_lesson(), indent=2) + "\n")
    lesson = load_lesson(src)
    assert [s.title for s in lesson.steps] == ["Masking", "Two"]
    assert lesson.steps[0].reveal is True and lesson.steps[1].reveal is False
    out = save_lesson(lesson, tmp_path / "b")
    assert out.name == "b.mlmlesson"
    assert out.read_text() == src.read_text()  # byte for byte: a partial state stays partial
    assert load_lesson(out) == lesson


def test_each_step_state_is_a_checked_lab_state_with_fresh_defaults_for_what_it_leaves_out():
    lesson = parse_lesson_bytes(_raw(_lesson()))
    first, second = (s.lab_state() for s in lesson.steps)
    assert first.tab == "image" and first.image.ratio == 0.5 and first.image.seed == 3
    assert first.image.strategy == "random"  # not in the step: a fresh lab's value
    assert second.tab == "text" and second.image.ratio == 0.75
    full = dict(first.to_dict())
    again = parse_lesson_bytes(_raw(_lesson(steps=[_step(state=full)])))
    assert again.steps[0].lab_state() == first  # a full .mlmlab dict (with format) is accepted as well


def test_unknown_fields_are_kept_at_the_top_in_steps_and_in_states(tmp_path):
    data = _lesson(future={"x": [1, 2]})
    data["steps"][0]["timer_s"] = 30
    data["steps"][0]["state"]["future_part"] = {"a": 1}
    data["steps"][0]["state"]["image"]["zoom"] = 2
    lesson = parse_lesson_bytes(_raw(data))
    assert lesson.extra == {"future": {"x": [1, 2]}}
    assert lesson.steps[0].extra == {"timer_s": 30}
    written = json.loads(save_lesson(lesson, tmp_path / "x.mlmlesson").read_text())
    assert written == data


def test_optional_fields_default_and_empty_ones_are_not_written():
    lesson = parse_lesson_bytes(_raw({"format": "mlm-lab-lesson", "version": 1, "steps": [{"state": {}}]}))
    step = lesson.steps[0]
    assert (lesson.title, lesson.author, step.title, step.narration, step.question, step.reveal) == ("", "", "", "", "", False)
    assert lesson_title(lesson, "/x/my-class.mlmlesson") == "my-class"
    assert lesson.to_dict() == {"format": "mlm-lab-lesson", "version": 1, "title": "",
                                "steps": [{"title": "", "narration": "", "state": {}, "reveal": False}]}


def test_a_lesson_built_in_code_saves_and_reads_back(tmp_path):
    from mlm_lab.lab import LabState

    view = LabState(tab="text")
    view.text.text = "the cat sat on the mat"
    view.text.mask_prob = 0.4
    lesson = Lesson("Built", [LessonStep("One", "n", view.to_dict(), "q?", True)])
    again = load_lesson(save_lesson(lesson, tmp_path / "built.mlmlesson"))
    assert again == lesson
    assert again.steps[0].lab_state() == view


def test_saving_is_atomic_and_leaves_no_temporary_file(tmp_path):
    lesson = parse_lesson_bytes(_raw(_lesson()))
    target = tmp_path / "l.mlmlesson"
    target.write_text("old")
    save_lesson(lesson, target)
    assert [p.name for p in tmp_path.iterdir()] == ["l.mlmlesson"]
    assert load_lesson(target) == lesson


BROKEN = [
    (_lesson(steps=[_step(), _step(state={"tab": "image", "image": {"ratio": 1.5}})]),
     "steps[1].state.image.ratio: must be between 0 and 0.95, got 1.5"),
    (_lesson(steps=[_step(state={"text": {"mask_token_prob": 0.9}})]), "steps[0].state.text: mask_token_prob"),
    (_lesson(steps=[_step(state={"tab": "nowhere"})]), "steps[0].state.tab: must be one of"),
    (_lesson(steps=[_step(state={"format": "mlm-lab-state", "version": 7})]), "steps[0].state.version"),
    (_lesson(steps=[_step(state=[1])]), "steps[0].state: must be a lab state"),
    (_lesson(steps=[{"title": "no state"}]), "steps[0].state: missing"),
    (_lesson(steps=[_step(), "two"]), "steps[1]: a step must be a JSON object"),
    (_lesson(steps=[_step(reveal="yes")]), "steps[0].reveal: must be true or false"),
    (_lesson(steps=[_step(title=5)]), "steps[0].title: must be text"),
    (_lesson(steps=[_step(narration="x" * 10_001)]), "steps[0].narration: is 10,001 characters long"),
    (_lesson(steps=[_step(question=["q"])]), "steps[0].question: must be text"),
    (_lesson(steps=[]), "steps: a lesson needs at least one step"),
    (_lesson(steps={"1": _step()}), "steps: must be a list of steps"),
    (_lesson(steps=[_step()] * 101), "steps: 101 steps"),
    (_lesson(title=["x"]), "title: must be text"),
    (_lesson(format="mlm-lab-state"), "format: this is a lab state (.mlmlab), not a lesson"),
    (_lesson(format="slides"), "format: not an MLM Lab lesson"),
    (_lesson(version=2), "version: this app reads lesson version 1, got 2"),
    (_lesson(version="1"), "version: this app reads lesson version 1"),
    ([1, 2], "a lesson must be a JSON object"),
]


@pytest.mark.parametrize("data, message", BROKEN, ids=[m.split(":")[0] + f"-{i}" for i, (_, m) in enumerate(BROKEN)])
def test_a_broken_lesson_is_refused_with_one_line_naming_the_field(data, message):
    with pytest.raises(LabStateError) as info:
        parse_lesson_bytes(_raw(data))
    text = str(info.value)
    assert message in text
    assert "\n" not in text


RAW_BROKEN = [
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply to be a lesson"),
    (b'{"format": "mlm-lab-lesson", "version": 1, "steps": [{"state": {"image": {"seed": ' + b"9" * 5000 + b"}}}]}",
     "holds a number of 5,000 digits"),
    (b'{"format": "mlm-lab-lesson", "version": 1, "steps": [{"state": {"image": {"ratio": NaN}}}]}',
     "NaN is not a number a lesson can hold"),
    (b"{ not json", "is not valid JSON (line 1"),
    (b"", "is not valid JSON"),
    (b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "is not a text file"),
    (b" " * (MAX_LESSON_BYTES + 1), "MB; a lesson is a small JSON file"),
]


@pytest.mark.parametrize("raw, message", RAW_BROKEN, ids=[m.split(" ")[-1] for _, m in RAW_BROKEN])
def test_bytes_that_are_no_lesson_are_refused_with_one_line(raw, message):
    with pytest.raises(LabStateError, match=None) as info:
        parse_lesson_bytes(raw, "x.mlmlesson")
    assert message in str(info.value) and "\n" not in str(info.value)


def test_a_byte_order_mark_is_accepted():
    lesson = parse_lesson_bytes(b"\xef\xbb\xbf" + _raw(_lesson()))
    assert lesson.title == "A lesson"


def test_hide_names_are_checked_when_the_app_gives_its_controls():
    data = _lesson(steps=[_step(state={"hide": ["image.seed", "text.nope"]})])
    assert parse_lesson_bytes(_raw(data)).steps[0].lab_state().hide == ["image.seed", "text.nope"]
    with pytest.raises(LabStateError, match=r"steps\[0\]\.state\.hide: 'text.nope' hides nothing"):
        parse_lesson_bytes(_raw(data), controls=CONTROLS)
    ok = _lesson(steps=[_step(state={"hide": ["image.seed", "tabs.training", "window.toolbar"]})])
    assert parse_lesson_bytes(_raw(ok), controls=CONTROLS).steps[0].lab_state().hide[0] == "image.seed"


def test_a_mistyped_setting_in_a_step_is_refused_when_the_app_gives_its_controls():
    data = _lesson(steps=[_step(state={"tab": "image", "image": {"ratoi": 0.5}, "imgae": {}})])
    assert parse_lesson_bytes(_raw(data)).steps[0].lab_state().image.ratio == 0.75  # kept, as read
    with pytest.raises(LabStateError, match=r"^steps\[0\]\.state: no such setting: imgae \(did you mean image\?\), "
                                            r"image\.ratoi \(did you mean ratio\?\)$"):
        parse_lesson_bytes(_raw(data), controls=CONTROLS)


def test_missing_and_odd_paths_are_refused(tmp_path):
    with pytest.raises(LabStateError, match="no such lesson file"):
        load_lesson(tmp_path / "gone.mlmlesson")
    with pytest.raises(LabStateError, match="is not a file"):
        load_lesson(tmp_path)
    big = tmp_path / "big.mlmlesson"
    big.write_bytes(b" " * (3 * 1_000_000))
    with pytest.raises(LabStateError, match="3.0 MB"):
        load_lesson(big)


def _bad_inputs_module():
    path = Path(__file__).parent / "bad_inputs.py"
    if not path.is_file():
        return None
    spec = importlib.util.spec_from_file_location("bad_inputs_for_lessons", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module if hasattr(module, "lesson_files") else None


def test_the_lesson_records_of_the_bad_input_catalogue(tmp_path):
    module = _bad_inputs_module()
    if module is None:
        pytest.skip("tests/bad_inputs.py (the catalogue of bad inputs) is not in this checkout")
    records = module.lesson_files(tmp_path)
    assert records
    for record in records:
        if record.valid or record.name in module.LESSON_FILES_CHECKED_ON_OPEN:
            assert load_lesson(record.path, controls=CONTROLS).steps, record.name
            continue
        with pytest.raises(LabStateError) as info:
            load_lesson(record.path, controls=CONTROLS)
        text = str(info.value)
        assert record.fragment.lower() in text.lower(), (record.name, text)
        assert "\n" not in text


def test_every_bundled_lesson_is_a_valid_file_of_five_to_nine_steps():
    paths = bundled_lessons()
    assert len(paths) >= 4
    for path in paths:
        lesson = load_lesson(path)
        assert lesson.title and 5 <= len(lesson.steps) <= 9, path.name
        for step in lesson.steps:
            assert step.title and step.narration, (path.name, step.title)
            step.lab_state()


# -- narration -----------------------------------------------------------------------------
def test_narration_markdown_subset_becomes_rich_text():
    text = "First **bold** and *it* with `a*b*c`.\nSame paragraph.\n\n- one\n- two **2**\n  continued\n\nEnd"
    assert narration_html(text) == (
        "<p>First <b>bold</b> and <i>it</i> with <code>a*b*c</code>. Same paragraph.</p>"
        "<ul><li>one</li><li>two <b>2</b> continued</li></ul><p>End</p>"
    )
    assert narration_plain(text) == "First bold and it with a*b*c. Same paragraph.\n\n• one\n• two 2 continued\n\nEnd"


def test_narration_never_passes_html_links_or_images_through():
    text = '<b>x</b> <a href="http://e.com">l</a> [link](http://e.com) ![img](a.png) <img src=a.png> &amp; <script>'
    out = narration_html(text)
    assert "<a" not in out and "<img" not in out and "<script" not in out and "<b>x" not in out
    assert "&lt;a href=\"http://e.com\"&gt;" in out and "[link](http://e.com)" in out
    assert "&amp;amp;" in out  # the user's "&amp;" shows as typed


def test_lone_asterisks_and_percent_signs_stay_as_typed():
    assert narration_html("15 % * 2 and 3 * 4") == "<p>15\u00a0% * 2 and 3 * 4</p>"  # no break before %
    assert narration_html("") == ""
