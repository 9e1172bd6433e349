"""Issue 29, no path escapes its folder: a relative picture or model path in a lab file or a
lesson stays inside that file's folder (`../` or a link out is refused naming the field; an
absolute path is the user's own choice and stays allowed), and a run's or study's name never
makes a folder outside the runs folder (`../../x` -> `x`, cut to a file name's length)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PIL import Image

from mlm_lab.cli import main
from mlm_lab.lab import LabStateError, load_state
from mlm_lab.lab.lesson import load_lesson

STATE = {"format": "mlm-lab-state", "version": 1, "tab": "image"}


def _call(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    return code, capsys.readouterr().err


@pytest.fixture
def handout(tmp_path):
    """tmp/handout/ (the lab file's folder, with pictures/leaf.png) and tmp/secret/ beside it."""
    folder = tmp_path / "handout"
    (folder / "pictures").mkdir(parents=True)
    (tmp_path / "secret").mkdir()
    Image.new("RGB", (16, 16), (10, 200, 30)).save(folder / "pictures" / "leaf.png")
    Image.new("RGB", (16, 16), (200, 0, 0)).save(tmp_path / "secret" / "private.png")
    return folder


def _lab(folder: Path, **parts) -> Path:
    path = folder / "handout.mlmlab"
    path.write_text(json.dumps({**STATE, **parts}), encoding="utf-8")
    return path


def _lesson(folder: Path, *sources: str) -> Path:
    steps = [{"title": f"step {i}", "narration": "Look.", "state": {"tab": "image", "image": {"source": s}}}
             for i, s in enumerate(sources, start=1)]
    path = folder / "handout.mlmlesson"
    path.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "L", "steps": steps}))
    return path


ESCAPES = [
    ("image.source", {"image": {"source": "../secret/private.png"}}),
    ("image.source", {"image": {"source": "pictures/../../secret/private.png"}}),
    ("image.source", {"image": {"source": ".."}}),
    ("image.source", {"image": {"source": "pictures/" + "../" * 40 + "etc/passwd"}}),
    ("features.sources[1]", {"features": {"sources": ["sample:chelsea", "../secret/private.png"]}}),
    ("models.image", {"models": {"image": "../secret"}}),
    ("models.text", {"models": {"text": "./../../"}}),
]


@pytest.mark.parametrize("field, parts", ESCAPES, ids=[f"{f}={json.dumps(p)[:40]}" for f, p in ESCAPES])
def test_a_relative_path_out_of_the_lab_files_folder_is_refused_naming_its_field(field, parts, handout):
    with pytest.raises(LabStateError) as info:
        load_state(_lab(handout, **parts))
    message = str(info.value)
    assert message.startswith(f"{field}: the relative path ")
    assert "leads out of the lab file's folder" in message and "absolute path" in message
    assert "\n" not in message


def test_a_link_inside_the_folder_that_leads_out_is_refused(handout):
    os.symlink(handout.parent / "secret", handout / "pictures" / "more")
    with pytest.raises(LabStateError, match=r"^image\.source: the relative path pictures/more/private\.png leads out"):
        load_state(_lab(handout, image={"source": "pictures/more/private.png"}))


@pytest.mark.parametrize("source", ["pictures/leaf.png", "pictures/../pictures/leaf.png", "./pictures/leaf.png"])
def test_a_relative_path_that_stays_inside_is_read_from_the_folder(source, handout, monkeypatch):
    monkeypatch.chdir(handout.parent)  # the working folder is not the lab file's
    state = load_state(_lab(handout, image={"source": source}))
    assert Path(state.image.source).resolve() == (handout / "pictures" / "leaf.png").resolve()


def test_an_absolute_path_the_user_wrote_stays_allowed(handout):
    """Lab → Save writes the picture and model folders it uses as absolute paths: a teacher's
    own file may name any picture on the machine."""
    secret = handout.parent / "secret" / "private.png"
    state = load_state(_lab(handout, image={"source": str(secret)}))
    assert state.image.source == str(secret)
    from mlm_lab.lab.resources import read_image_field

    assert read_image_field(state.image.source).shape == (16, 16, 3)


def test_a_lesson_step_with_a_path_out_of_its_folder_is_refused_naming_the_step(handout):
    path = _lesson(handout, "pictures/leaf.png", "../secret/private.png")
    with pytest.raises(LabStateError) as info:
        load_lesson(path)
    assert str(info.value).startswith("steps[1].state.image.source: the relative path ../secret/private.png "
                                      "leads out of the lesson file's folder")
    lesson = load_lesson(_lesson(handout, "pictures/leaf.png", str(handout.parent / "secret" / "private.png")))
    assert Path(lesson.steps[0].lab_state().image.source) == handout / "pictures" / "leaf.png"


def test_screenshot_state_refuses_a_lab_file_whose_path_leads_out_in_one_line(handout, capsys):
    out = handout / "shot.png"
    path = _lab(handout, image={"source": "../secret/private.png"})
    code, err = _call(["screenshot", "--state", str(path), "--out", str(out), "--timeout", "5"], capsys)
    assert "Traceback" not in err
    assert code == 2 and len(err.splitlines()) == 1, err
    assert "image.source" in err and "leads out of the lab file's folder" in err
    assert not out.exists()


def test_screenshot_lesson_and_lesson_pdf_refuse_a_lesson_whose_path_leads_out_in_one_line(handout, capsys):
    path = _lesson(handout, "pictures/leaf.png", "../secret/private.png")
    for argv, out in ((["screenshot", "--lesson", str(path), "--step", "1", "--timeout", "5"], handout / "s.png"),
                      (["lesson", str(path)], handout / "handout.pdf")):
        flag = "--out" if argv[0] == "screenshot" else "--pdf"
        code, err = _call([*argv, flag, str(out)], capsys)
        assert "Traceback" not in err
        assert code == 2 and len(err.splitlines()) == 1, err
        assert "steps[1].state.image.source" in err and "leads out" in err
        assert not out.exists()


# -- run and study names ---------------------------------------------------------------------------
def _everything(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


@pytest.mark.parametrize("name", ["../../x", "..", "/etc/x", "a\\..\\..\\x"])
def test_train_name_cannot_make_a_folder_outside_the_runs_folder(name, tmp_path, capsys, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    code, err = _call(["train", "text", "--name", name, "--steps", "1", "--batch-size", "2", "--eval-every", "1",
                       "--threads", "1", "--runs-dir", str(tmp_path / "a" / "runs")], capsys)
    assert "Traceback" not in err
    made = _everything(tmp_path)
    outside = {p for p in made if not p.startswith(os.path.join("a", "runs")) and p not in ("work", "a")}
    assert outside == set(), made  # nothing beside the runs folder, nothing in the working folder
    if code == 2:  # refused ("name may not contain / or \\"): one line, no run folder
        assert len(err.splitlines()) == 1 and "name" in err, err
        assert not (tmp_path / "a" / "runs").exists() or not any((tmp_path / "a" / "runs").iterdir())
    else:
        assert code == 0, err
        runs = list((tmp_path / "a" / "runs").iterdir())
        assert len(runs) == 1 and runs[0].name.endswith("-run"), runs


def test_study_name_cannot_make_a_folder_outside_the_studies_folder(tmp_path, capsys, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    runs = tmp_path / "a" / "runs"
    code, err = _call(["study", "mask-rate", "--name", "../../x", "--values", "0.15", "--seeds", "1", "--steps", "2",
                       "--eval-every", "1", "--threads", "1", "--max-runs", "0", "--runs-dir", str(runs)], capsys)
    # refused while the arguments are read (one line, exit 2): no folder anywhere, inside or out
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert "--name" in err and "may not hold /" in err, err
    assert _everything(tmp_path) == {"work"}
    # a plain name makes its folder under the studies folder, and only there
    code, err = _call(["study", "mask-rate", "--name", "x", "--values", "0.15", "--seeds", "1", "--steps", "2",
                       "--eval-every", "1", "--threads", "1", "--max-runs", "0", "--runs-dir", str(runs)], capsys)
    assert code == 0 and "Traceback" not in err, err
    made = _everything(tmp_path)
    assert all(p in ("work", "a", os.path.join("a", "runs")) or p.startswith(os.path.join("a", "runs", "studies"))
               for p in made), made
    assert [p.name for p in (runs / "studies").iterdir()] == ["x"]
    assert (runs / "studies" / "x" / "study.json").is_file()


def test_a_long_study_name_is_a_folder_name_not_an_errno(tmp_path, capsys):
    runs = tmp_path / "runs"
    code, err = _call(["study", "mask-rate", "--name", "汉" * 100, "--values", "0.15", "--seeds", "1", "--steps", "2",
                       "--eval-every", "1", "--threads", "1", "--max-runs", "0", "--runs-dir", str(runs)], capsys)
    assert code == 0 and "Errno" not in err, err
    (folder,) = (runs / "studies").iterdir()
    assert len(folder.name.encode("utf-8")) <= 100 and folder.name.startswith("汉")


@pytest.mark.parametrize("name, expected", [
    ("../../x", "x"), ("..", "run"), (".", "run"), ("", "run"), ("a/../b", "a-..-b"), ("/etc/passwd", "etc-passwd"),
    ("a\x00b\nc", "a-b-c"), ("\u202eevil", "evil"), ("汉" * 100, "汉" * 33), ("é" * 80, "é" * 50),
], ids=["dotdot-x", "dotdot", "dot", "empty", "slash-dotdot", "absolute", "control", "rtl-override", "cjk-300-bytes",
        "accents-160-bytes"])
def test_safe_name_is_one_folder_name_inside_its_parent(name, expected, tmp_path):
    from mlm_lab.training.runs import create_run_dir, safe_name

    assert safe_name(name) == expected
    assert len(safe_name(name).encode("utf-8")) <= 100
    run = create_run_dir(tmp_path / "runs", name)
    assert run.parent == tmp_path / "runs" and run.resolve().parent == (tmp_path / "runs").resolve()
    assert run.name.endswith(expected)
