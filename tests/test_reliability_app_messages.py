"""Issue 29, messages and files: a name over 255 bytes names its field, a name with a newline is
escaped (one line), a relative picture path is read from the lab file's folder, a lesson whose
step names a file that is not a picture is refused when it is opened and by `lesson --pdf`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from mlm_lab.cli import main
from mlm_lab.imaging import ImageError, check_picture_file, load_image, shown_name
from mlm_lab.lab import LabStateError, load_state
from mlm_lab.lab.lesson import load_lesson

STATE = {"format": "mlm-lab-state", "version": 1, "tab": "image"}


def _lab(folder: Path, name: str, source: str) -> Path:
    path = folder / name
    path.write_text(json.dumps({**STATE, "image": {"source": source}}), encoding="utf-8")
    return path


def _lesson(folder: Path, name: str, *sources: str) -> Path:
    steps = [{"title": f"step {i}", "narration": "Look.", "state": {"tab": "image", "image": {"source": s}}}
             for i, s in enumerate(sources, start=1)]
    path = folder / name
    path.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "L", "steps": steps}))
    return path


def _call(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    return code, capsys.readouterr().err


def test_shown_name_escapes_control_characters_and_cuts_long_names():
    assert shown_name("a\nb\tc\x1b[31m.png") == "a\\nb\\tc\\x1b[31m.png"
    assert shown_name("plain <b>name</b>.png") == "plain <b>name</b>.png"
    long = shown_name("x" * 300 + ".png")
    assert len(long) <= 120 and long.endswith(".png") and "…" in long


@pytest.mark.parametrize("source", ["x" * 300 + ".png", "a\nb.png", "a\x00b.png", "dir/" + "y" * 260 + "/p.png"])
def test_a_lab_file_naming_an_impossible_picture_is_refused_naming_image_source(source, tmp_path):
    path = _lab(tmp_path, "state.mlmlab", source)
    state = load_state(path)  # the file itself is fine: its picture is checked when it is applied
    from mlm_lab.lab.resources import read_image_field

    with pytest.raises(LabStateError) as info:
        read_image_field(state.image.source)
    message = str(info.value)
    assert message.startswith("image.source:")
    assert "\n" not in message and "\x00" not in message and "Errno" not in message
    if len(source) > 255:
        assert "255" in message


def test_the_cli_refuses_them_in_one_line(tmp_path, capsys):
    for i, source in enumerate(["x" * 300 + ".png", "line one\nline two.png"]):
        path = _lab(tmp_path, f"s{i}.mlmlab", source)
        code, err = _call(["screenshot", "--state", str(path), "--out", str(tmp_path / "s.png")], capsys)
        assert code == 2 and len(err.splitlines()) == 1, err
        assert "image.source" in err and "Traceback" not in err
    assert "line one\\nline two.png" in err  # escaped, not cut at the newline
    assert not (tmp_path / "s.png").exists()


def test_a_lab_or_lesson_file_whose_own_name_is_too_long_is_refused(tmp_path):
    for loader, suffix in ((load_state, ".mlmlab"), (load_lesson, ".mlmlesson")):
        with pytest.raises(LabStateError, match="255 bytes"):
            loader(tmp_path / ("z" * 300 + suffix))
        with pytest.raises(LabStateError) as info:
            loader(tmp_path / f"no\nsuch{suffix}")
        assert "\n" not in str(info.value) and "no\\nsuch" in str(info.value)


def test_a_relative_picture_path_is_read_from_the_lab_files_folder(tmp_path, monkeypatch):
    folder = tmp_path / "handout"
    (folder / "pictures").mkdir(parents=True)
    Image.new("RGB", (40, 40), (10, 200, 30)).save(folder / "pictures" / "leaf.png")
    path = _lab(folder, "leaf.mlmlab", "pictures/leaf.png")
    monkeypatch.chdir(tmp_path)  # the working folder holds no pictures/
    state = load_state(path)
    assert Path(state.image.source) == folder / "pictures" / "leaf.png"
    from mlm_lab.lab.resources import read_image_field

    rgb = read_image_field(state.image.source)
    assert rgb.shape == (40, 40, 3) and rgb[..., 1].mean() > 0.7
    lesson = load_lesson(_lesson(folder, "leaf.mlmlesson", "pictures/leaf.png", "sample:chelsea"))
    assert Path(lesson.steps[0].lab_state().image.source) == folder / "pictures" / "leaf.png"
    assert lesson.steps[1].lab_state().image.source == "sample:chelsea"


def test_a_text_file_named_png_is_not_a_picture(tmp_path):
    fake = tmp_path / "fake.png"
    fake.write_text("not a picture at all\n")
    with pytest.raises(ImageError, match="fake.png is not an image file"):
        check_picture_file(fake)
    with pytest.raises(ImageError, match="not an image file"):
        load_image(fake)
    Image.new("RGB", (8, 8)).save(tmp_path / "real.txt", format="PNG")
    assert check_picture_file(tmp_path / "real.txt") == tmp_path / "real.txt"  # a PNG named .txt is one


def test_a_lesson_whose_step_is_not_a_picture_is_refused_at_open_and_by_lesson_pdf(tmp_path, capsys):
    (tmp_path / "fake.png").write_text("hello\n")
    Image.new("RGB", (32, 32), (200, 0, 0)).save(tmp_path / "red.png")
    path = _lesson(tmp_path, "two.mlmlesson", "red.png", "fake.png")
    from mlm_lab.app.lessons.player import read_checked_lesson

    with pytest.raises(LabStateError, match=r"steps\[1\]\.state\.image\.source: fake.png is not an image file"):
        read_checked_lesson(path)
    pdf = tmp_path / "handout.pdf"
    code, err = _call(["lesson", str(path), "--pdf", str(pdf)], capsys)
    assert code == 2 and "fake.png is not an image file" in err and len(err.splitlines()) == 1
    assert not pdf.exists()
    code, err = _call(["screenshot", "--lesson", str(path), "--step", "2", "--out", str(tmp_path / "s.png"),
                       "--timeout", "600"], capsys)
    assert code == 2 and "fake.png is not an image file" in err  # at once: no wait for models
    assert not (tmp_path / "s.png").exists()
