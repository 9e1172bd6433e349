"""The catalogue of bad inputs (tests/bad_inputs.py) fed to every command that reads them.

Each refusal: exit status 2, exactly one line on stderr, no traceback, and the line names
the problem (the record's fragment). Each odd but valid input: exit 0. Most cases run
in-process (`mlm_lab.cli.main`); `screenshot --state` cases run in one driver subprocess
(one Qt application for all of them), and a few cases run as real `python -m mlm_lab`
processes, where nothing of pytest's (warning capture, excepthook) stands in between.
Round four's families (issue 38) go to generate, class export / class host, the commands that
write a file or a folder, import-hf / fill-mask / explain on a damaged cache model, animate
--state / --lesson, and the progress readers; a refusal there also writes nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import bad_inputs as catalogue_module

from mlm_lab.cli import main

ROOT = Path(__file__).resolve().parents[1]
BUNDLED_TEXT = ROOT / "resources" / "models" / "text-tiny"

PARSER_FIX = "fixed by the lab-state parser (issue 10/15)"
APP_FIX = "fixed by the lab-state parser and app (issue 15): resources resolved before anything is applied"
# lab-file records that would fail (none since the lab-state parser and the resource checks landed)
XFAIL_LAB: dict[str, str] = {}


# written once, when the module is collected (a few MB in a temporary folder, removed at exit)
_FOLDER = tempfile.TemporaryDirectory(prefix="mlm-lab-bad-inputs-")
_RECORDS = {r.name: r for r in catalogue_module.catalogue(Path(_FOLDER.name), bundled_text=BUNDLED_TEXT)}


@pytest.fixture(scope="module")
def records():
    return _RECORDS


def _names(kind: str) -> list[str]:
    return [name for name, r in _RECORDS.items() if r.kind == kind and name != "model_text_for_image"]


def _route(record) -> str:
    """What opens a file: its suffix in any case (.mlmlab a lab file, .mlmlesson a lesson), else a picture."""
    suffix = record.path.suffix.lower()
    return {".mlmlab": "lab", ".mlmlesson": "lesson"}.get(suffix, "picture")


# run folders are damaged copies of a real run, trained once (a few seconds) when a test needs them
_RUN_NAMES = [r.name for r in catalogue_module.run_folders(Path(_FOLDER.name) / "run-names", None)]


@pytest.fixture(scope="module")
def run_records():
    base = catalogue_module.stopped_run(Path(_FOLDER.name) / "base-run")
    return {r.name: r for r in catalogue_module.run_folders(Path(_FOLDER.name) / "runs", base)}


def _check(record, code, err):
    assert "Traceback" not in err, f"{record.name}: {err}"
    if record.valid:
        assert code == 0, f"{record.name}: exit {code}: {err}"
        assert record.fragment.lower() in err.lower(), f"{record.name}: no warning naming {record.fragment!r}: {err}"
        return
    lines = err.splitlines()
    assert code == 2, f"{record.name}: exit {code}: {err}"
    assert len(lines) == 1, f"{record.name}: {len(lines)} lines on stderr: {err}"
    assert record.fragment.lower() in lines[0].lower(), f"{record.name}: {lines[0]!r} lacks {record.fragment!r}"


def _call(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    return code, capsys.readouterr().err


# -- in-process --------------------------------------------------------------------------------
@pytest.mark.parametrize("name", _names("image"))
def test_reconstruct_refuses_each_bad_image(name, records, tmp_path, capsys):
    record = records[name]
    code, err = _call(["reconstruct", str(record.path), "--out", str(tmp_path / "out.png")], capsys)
    _check(record, code, err)
    assert (tmp_path / "out.png").exists() == record.valid  # nothing written on a refusal


@pytest.mark.parametrize("name", [*_names("model_folder"), "model_text_for_image"])
def test_model_commands_refuse_each_bad_model_folder(name, records, tmp_path, capsys):
    record = records[name]
    image = records["wrong_extension"].path  # a real PNG
    if name != "model_text_for_image":  # a text model is a good text model
        code, err = _call(["fill-mask", "the [MASK] sat on the mat.", "--model", str(record.path)], capsys)
        _check(record, code, err)
    code, err = _call(["reconstruct", str(image), "--model", str(record.path), "--out", str(tmp_path / "o.png")],
                      capsys)
    _check(record, code, err)
    assert not (tmp_path / "o.png").exists()


def test_a_pickle_is_never_opened(records, tmp_path, capsys, monkeypatch):
    import pickle

    def refuse(*args, **kwargs):
        raise AssertionError("a user file was unpickled")

    monkeypatch.setattr(pickle, "load", refuse)
    monkeypatch.setattr(pickle, "loads", refuse)
    code, err = _call(["fill-mask", "a [MASK].", "--model", str(records["model_pickle_only"].path)], capsys)
    _check(records["model_pickle_only"], code, err)


@pytest.mark.parametrize("name", _names("text"))
def test_fill_mask_answers_each_odd_text(name, records, capsys):
    record = records[name]
    code, err = _call(["fill-mask", record.path.read_text(encoding="utf-8")], capsys)
    _check(record, code, err)


# the valid 2 MB paragraph trains in tests/test_text_files.py (a tokenizer on 2 MB is not cheap)
@pytest.mark.parametrize("name", [n for n in _names("training_data") if n != "train_one_paragraph"])
def test_train_refuses_each_bad_training_data(name, records, tmp_path, capsys):
    record = records[name]
    code, err = _call(["train", "text", "--data", str(record.path), "--steps", "1", "--batch-size", "4",
                       "--eval-every", "1", "--threads", "1", "--runs-dir", str(tmp_path / "runs")], capsys)
    if record.valid:
        assert code == 0 and "Traceback" not in err, err
    else:
        _check(record, code, err)
        assert not (tmp_path / "runs").exists() or not any((tmp_path / "runs").iterdir())  # no run left behind


# -- screenshot --state: one subprocess, one Qt application, every lab file ---------------------------
DRIVER = """
import contextlib, io, json, sys
from mlm_lab.cli import main
results = {}
for name, argv in json.load(sys.stdin):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code
        except BaseException as exc:  # what would reach the user as a traceback
            code, err = "raised", io.StringIO("Traceback: " + type(exc).__name__ + ": " + str(exc)[:200])
    results[name] = [code, err.getvalue()]
print(json.dumps(results))
"""


def _env():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", OMP_NUM_THREADS="1")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


@pytest.fixture(scope="module")
def screenshot_results(records, tmp_path_factory):
    out = tmp_path_factory.mktemp("shots")
    # a refusal comes before any model is waited for; only a valid file needs the models (and time)
    jobs = [(r.name, ["screenshot", "--tab", "text", "--state", str(r.path), "--out", str(out / f"{r.name}.png"),
                      "--timeout", "120" if r.valid else "5"]) for r in records.values()
            if r.kind == "lab_file" or (r.kind == "file_name" and _route(r) == "lab")]
    done = subprocess.run([sys.executable, "-c", DRIVER], input=json.dumps(jobs), capture_output=True, text=True,
                          env=_env(), cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=XFAIL_LAB[n]))
                                  if n in XFAIL_LAB else n for n in _names("lab_file")])
def test_screenshot_state_refuses_each_bad_lab_file(name, records, screenshot_results):
    code, err = screenshot_results[name]
    _check(records[name], code, err)


@pytest.mark.parametrize("name", [n for n in _names("file_name") if _route(_RECORDS[n]) == "lab"])
def test_screenshot_state_answers_each_odd_lab_file_name(name, records, screenshot_results):
    code, err = screenshot_results[name]
    _check(records[name], code, err)


# -- file names: a picture (reconstruct), a lesson (lesson --pdf) ------------------------------------
@pytest.mark.parametrize("name", [n for n in _names("file_name") if _route(_RECORDS[n]) != "lab"])
def test_each_odd_file_name_is_answered_in_one_line(name, records, tmp_path, capsys):
    record = records[name]
    if _route(record) == "lesson":
        out = tmp_path / "handout.pdf"
        code, err = _call(["lesson", str(record.path), "--pdf", str(out)], capsys)
    else:
        out = tmp_path / "out.png"
        code, err = _call(["reconstruct", str(record.path), "--out", str(out)], capsys)
    _check(record, code, err)
    assert out.exists() == record.valid  # nothing written on a refusal
    assert "Errno" not in err


# -- lessons: lesson --pdf checks the whole file (every step's picture and model) before any page ------
@pytest.mark.parametrize("name", [n for n in _names("lesson_file") if not _RECORDS[n].valid])
def test_lesson_pdf_refuses_each_bad_lesson_file(name, records, tmp_path, capsys):
    out = tmp_path / "handout.pdf"
    code, err = _call(["lesson", str(records[name].path), "--pdf", str(out)], capsys)
    _check(records[name], code, err)
    assert not out.exists()


# -- run folders: listed whatever their damage, resumed or refused in one line ------------------------
def _files(run: Path) -> dict:
    """Every file of a run folder but its lock: bytes, or the kind of a file that is not regular."""
    import stat

    out = {}
    for p in sorted(run.rglob("*")):
        mode = p.lstat().st_mode
        if p.name == "run.lock" or stat.S_ISDIR(mode):
            continue
        out[str(p.relative_to(run))] = p.read_bytes() if stat.S_ISREG(mode) else stat.S_IFMT(mode)
    return out


@pytest.mark.parametrize("name", _RUN_NAMES)
def test_runs_lists_each_damaged_run_folder(name, run_records, capsys):
    record = run_records[name]
    before = _files(record.path)
    code, err = _call(["runs", "--runs-dir", str(record.path.parent)], capsys)
    assert code == 0 and "Traceback" not in err, err
    code = main(["runs", "--runs-dir", str(record.path.parent), "--json"])
    listed = json.loads(capsys.readouterr().out)
    assert code == 0
    if (record.path / "config.json").is_file():
        assert [r["name"] for r in listed] == [record.path.name]
        assert isinstance(listed[0]["step"], int) and isinstance(listed[0]["final_metrics"], dict)
    else:  # no config.json: not a run folder, not listed
        assert listed == []
    assert _files(record.path) == before  # listing writes nothing


@pytest.mark.parametrize("name", _RUN_NAMES)
def test_train_resume_answers_each_damaged_run_folder(name, run_records, capsys):
    from mlm_lab.training import read_status

    record = run_records[name]
    before = _files(record.path)
    code, err = _call(["train", "--resume", str(record.path), "--threads", "1"], capsys)
    if record.valid:  # resumed to its end, with the warning the record names
        assert code == 0 and "Traceback" not in err, err
        assert record.fragment.lower() in err.lower(), err
        assert read_status(record.path)["state"] == "finished" and read_status(record.path)["step"] == 6
    else:  # refused in one line; the run's record (status.json, metrics.jsonl, checkpoints) as it was
        _check(record, code, err)
        after = _files(record.path)
        assert {k: v for k, v in after.items() if k != "config.json"} == {
            k: v for k, v in before.items() if k != "config.json"}


# -- Hugging Face cache entries that lead out of themselves --------------------------------------------
@pytest.mark.parametrize("name", _names("hf_cache_entry"))
def test_import_hf_and_a_cache_id_refuse_each_escaping_entry(name, records, tmp_path, capsys, monkeypatch):
    record = records[name]
    out = tmp_path / "imported"
    code, err = _call(["import-hf", str(record.path), str(out)], capsys)
    _check(record, code, err)
    assert not out.exists()
    code, err = _call(["fill-mask", "the [MASK] sat.", "--model", str(record.path)], capsys)  # the entry's folder
    _check(record, code, err)
    monkeypatch.setenv("HF_HUB_CACHE", str(record.path.parent))
    ident = "bad/" + record.path.name.split("--")[-1]
    code, err = _call(["fill-mask", "the [MASK] sat.", "--model", ident], capsys)
    _check(record, code, err)


def test_models_lists_every_escaping_entry_as_unsupported_with_its_reason(records, capsys, monkeypatch):
    entries = [records[n] for n in _names("hf_cache_entry")]
    monkeypatch.setenv("HF_HUB_CACHE", str(entries[0].path.parent))
    monkeypatch.setenv("MLM_LAB_RUNS", str(Path(_FOLDER.name) / "no-runs"))
    code = main(["models", "--json"])
    captured = capsys.readouterr()
    assert code == 0 and "Traceback" not in captured.err, captured.err
    cached = {m["id"]: m for m in json.loads(captured.out)["cache"]}
    for record in entries:
        listed = cached["bad/" + record.path.name.split("--")[-1]]
        assert listed["kind"] == "unsupported", record.name
        assert record.fragment.lower() in listed["reason"].lower(), (record.name, listed["reason"])
    outside = Path(_FOLDER.name) / "hf" / "outside"
    assert sorted(p.name for p in outside.iterdir()) == ["config.json", "model.safetensors", "vocab.txt"]


# -- real processes ------------------------------------------------------------------------------
def _real(record_name, argv_of, records, tmp_path):
    record = records[record_name]
    done = subprocess.run([sys.executable, "-m", "mlm_lab", *argv_of(record, tmp_path)], capture_output=True,
                          text=True, env=_env(), cwd=tmp_path, timeout=300)
    _check(record, done.returncode, done.stderr)


def test_real_process_refuses_a_truncated_image(records, tmp_path):
    _real("truncated_png", lambda r, t: ["reconstruct", str(r.path), "--out", str(t / "o.png")], records, tmp_path)


def test_real_process_refuses_a_png_bomb_in_one_line(records, tmp_path):
    _real("png_bomb", lambda r, t: ["reconstruct", str(r.path), "--out", str(t / "o.png")], records, tmp_path)


def test_real_process_refuses_missing_training_data(records, tmp_path):
    _real("train_missing_path", lambda r, t: ["train", "text", "--data", str(r.path), "--runs-dir", str(t)],
          records, tmp_path)


def test_real_process_refuses_a_deeply_nested_lab_file(records, tmp_path):
    _real("lab_file_deep_nesting",
          lambda r, t: ["screenshot", "--tab", "text", "--state", str(r.path), "--out", str(t / "s.png")],
          records, tmp_path)


@pytest.mark.parametrize("name", _names("study_folder"))
def test_study_show_refuses_each_damaged_study_folder(name, records, capsys):
    record = records[name]
    before = sorted((p.name, p.stat().st_size) for p in record.path.glob("*")) if record.path.exists() else None
    code, err = _call(["study", "show", str(record.path)], capsys)
    _check(record, code, err)
    after = sorted((p.name, p.stat().st_size) for p in record.path.glob("*")) if record.path.exists() else None
    assert after == before  # showing writes nothing


# -- the catalogue itself ------------------------------------------------------------------------------
def test_the_catalogue_covers_every_kind_cheaply(records):
    kinds = {r.kind for r in records.values()}
    assert kinds | {"run_folder"} == set(catalogue_module.KINDS)  # run folders: trained when needed
    assert _RUN_NAMES and len(set(_RUN_NAMES)) == len(_RUN_NAMES)
    for r in records.values():
        assert r.valid or r.fragment, r.name  # every refusal names what it refuses
        too_long = max(len(os.fsencode(part)) for part in r.path.parts) > 255
        beneath_a_file = r.kind.startswith("output_") and "parent_is_a_file" in r.name  # a destination, never made
        if "missing" not in r.name and not too_long and not beneath_a_file:
            assert os.path.lexists(r.path), r.name
    bomb = records["png_bomb"].path
    from PIL import Image

    with Image.open(bomb) as img:
        assert img.width * img.height >= 50_000_000
    assert bomb.stat().st_size < 2000
    lessons = [r for r in records.values() if r.kind == "lesson_file" and r.path.suffix == ".mlmlesson"]
    steps = [json.loads(r.path.read_text()) for r in lessons if r.name in ("lesson_file_no_steps", "lesson_file_step_bad_state")]
    assert steps and all(d["format"] == "mlm-lab-lesson" and isinstance(d["steps"], list) for d in steps)


# -- explain (issue 25): the catalogue's images, model folders and texts, then bad requests ----------
BUNDLED_IMAGE = ROOT / "resources" / "models" / "mae-tiny"


def _hidden_and_visible_patch(ratio=0.75, seed=0):
    """A hidden and a visible patch of the mask `explain --image` draws for (ratio, seed)."""
    import torch

    from mlm_lab.masking import PatchMaskingConfig, mask_patches
    from mlm_lab.models import load_pretrained

    grid = load_pretrained(BUNDLED_IMAGE).config.grid
    mask = mask_patches(1, grid, PatchMaskingConfig("random", ratio), generator=torch.Generator().manual_seed(seed))
    flat = mask.mask[0]
    h, v = int(flat.nonzero()[0]), int((~flat).nonzero()[0])
    return f"{h // grid[1]},{h % grid[1]}", f"{v // grid[1]},{v % grid[1]}", grid


@pytest.mark.parametrize("name", _names("image"))
def test_explain_refuses_each_bad_image(name, records, capsys):
    hidden, _, _ = _hidden_and_visible_patch()
    code, err = _call(["explain", "--image", str(records[name].path), "--patch", hidden, "--method", "gradient"],
                      capsys)
    _check(records[name], code, err)


@pytest.mark.parametrize("name", [*_names("model_folder"), "model_text_for_image"])
def test_explain_refuses_each_bad_model_folder(name, records, capsys):
    record = records[name]
    if name != "model_text_for_image":
        code, err = _call(["explain", "the [MASK] sat on the mat .", "--model", str(record.path)], capsys)
        _check(record, code, err)
    hidden, _, _ = _hidden_and_visible_patch()
    code, err = _call(["explain", "--image", str(records["wrong_extension"].path), "--patch", hidden,
                       "--model", str(record.path)], capsys)
    _check(record, code, err)


@pytest.mark.parametrize("name", [n for n in _names("text") if n != "text_only_masks"])
def test_explain_answers_each_odd_text(name, records, capsys):
    code, err = _call(["explain", records[name].path.read_text(encoding="utf-8"), "--method", "attention"], capsys)
    _check(records[name], code, err)


def _explain_requests():
    hidden, visible, grid = _hidden_and_visible_patch()
    image = str(Path(_FOLDER.name) / "images" / "photo.txt")  # the catalogue's real PNG
    text = "the [MASK] sat on the mat ."
    return [
        ("no_input", ["explain"], "[MASK]"),
        ("no_mask", ["explain", "the cat sat on the mat ."], "no [MASK]"),
        ("two_masks_no_position", ["explain", "the [MASK] sat on the [MASK] ."], "--position"),
        ("forty_masks_no_position", ["explain", " ".join(["[MASK]"] * 40)], "--position"),
        ("unknown_method", ["explain", text, "--method", "shap"], "unknown method"),
        ("target_not_in_vocabulary", ["explain", text, "--target", "qwxzyvk"], "vocabulary"),
        ("position_on_special", ["explain", text, "--position", "0"], "special"),
        ("position_outside", ["explain", text, "--position", "99"], "outside"),
        ("steps_zero", ["explain", text, "--method", "ig", "--steps", "0"], "--steps"),
        ("unknown_precision", ["explain", text, "--precision", "float8"], "precision"),
        ("image_model_for_text", ["explain", text, "--model", str(BUNDLED_IMAGE)], "image model"),
        ("text_and_image", ["explain", text, "--image", image, "--patch", hidden], "not both"),
        ("missing_image", ["explain", "--image", str(Path(_FOLDER.name) / "gone.png"), "--patch", hidden], "no such"),
        ("no_patch", ["explain", "--image", image], "--patch"),
        ("patch_not_row_col", ["explain", "--image", image, "--patch", "three,4"], "ROW,COL"),
        ("patch_outside_grid", ["explain", "--image", image, "--patch", f"{grid[0]},0"], "outside"),
        ("patch_visible", ["explain", "--image", image, "--patch", visible], "visible"),
        ("ratio_above_range", ["explain", "--image", image, "--patch", hidden, "--ratio", "1.5"], "--ratio"),
        ("ratio_one", ["explain", "--image", image, "--patch", hidden, "--ratio", "1"], "--ratio"),
        ("ratio_negative", ["explain", "--image", image, "--patch", hidden, "--ratio", "-0.1"], "--ratio"),
        ("unknown_image_method", ["explain", "--image", image, "--patch", hidden, "--method", "ig"], "unknown method"),
        ("target_for_image", ["explain", "--image", image, "--patch", hidden, "--target", "door"], "--target"),
    ]


@pytest.mark.parametrize("name, argv, fragment", _explain_requests(), ids=[r[0] for r in _explain_requests()])
def test_explain_refuses_each_bad_request(name, argv, fragment, capsys):
    code, err = _call(argv, capsys)
    lines = err.splitlines()
    assert "Traceback" not in err, err
    assert code == 2 and len(lines) == 1, (code, err)
    assert fragment.lower() in lines[0].lower(), lines[0]



# -- round four's entry points (issue 38): the families added for them ---------------------------------
def _state_of(path: Path):
    """What a path is, to tell that nothing was written there: bytes of a file, the kind of anything else."""
    import stat

    if not os.path.lexists(path):
        return None
    mode = path.lstat().st_mode
    if stat.S_ISREG(mode):
        return path.read_bytes()
    if stat.S_ISDIR(mode):
        return ("folder", sorted(p.name for p in path.iterdir()))
    return stat.S_IFMT(mode)


def _family_root(record) -> Path:
    """The folder an output record's family was written in (the destinations of one kind lie in it)."""
    return next(p for p in record.path.parents if p.name in ("out-files", "out-folders"))


def _tree(folder: Path) -> dict:
    return {str(p.relative_to(folder)): _state_of(p) for p in sorted(folder.rglob("*"))} if folder.is_dir() else {}


# generate's prompts: argv and the API
@pytest.mark.parametrize("name", _names("prompt"))
def test_generate_answers_each_prompt(name, records, capsys):
    from mlm_lab.generation import generate

    record = records[name]
    text = catalogue_module.prompt_text(record)
    code, err = _call(["generate", text, "--length", "4", "--steps", "2", "--model", str(BUNDLED_TEXT)], capsys)
    _check(record, code, err)
    if not record.valid:  # the API says the same, as a ValueError
        with pytest.raises(ValueError) as refused:
            generate(str(BUNDLED_TEXT), text, length=4, steps=2)
        assert record.fragment.lower() in str(refused.value).lower(), str(refused.value)


# class files: class export, class host --resume; each left as it was (no journal, no table added)
@pytest.mark.parametrize("name", _names("class_file"))
def test_class_commands_refuse_each_bad_class_file(name, records, tmp_path, capsys, monkeypatch):
    record = records[name]
    monkeypatch.setenv("MLM_LAB_CLASS_DIR", str(tmp_path / "classes"))
    before = _tree(record.path.parent)
    out = tmp_path / "answers.csv"
    code, err = _call(["class", "export", str(record.path), "--csv", str(out)], capsys)
    _check(record, code, err)
    assert not out.exists()
    code, err = _call(["class", "host", "--resume", "--db", str(record.path), "--no-announce", "--port", "0",
                       "--json"], capsys)
    _check(record, code, err)
    code, err = _call(["class", "host", "--resume", "--db", str(record.path), "--bind", "127.0.0.1",
                       "--no-announce", "--port", "0", "--json"], capsys)  # straight to the writable open
    _check(record, code, err)
    assert _tree(record.path.parent) == before, name  # no -wal, no -shm, no table, no key file


# where a command writes one file: refused before the work, nothing written
@pytest.fixture(scope="module")
def class_file(tmp_path_factory):
    from mlm_lab.classroom.store import ClassStore

    path = tmp_path_factory.mktemp("class") / "good.mlmclass"
    ClassStore(path, create={"name": "A class", "code": "ABCD-1234", "fingerprint": "0" * 16,
                             "lesson": {"format": "mlm-lab-lesson", "version": 1, "title": "L", "steps": []}}).close()
    return path


def _never(*_a, **_k):
    raise AssertionError("the work began before the destination was checked")


@pytest.mark.parametrize("name", _names("output_file"))
@pytest.mark.parametrize("command", ["reconstruct", "animate", "screenshot", "class export", "class host"])
def test_each_command_refuses_each_bad_output_file_before_the_work(command, name, records, class_file, tmp_path,
                                                                   capsys, monkeypatch):
    import mlm_lab.cli.animate as cli_animate
    import mlm_lab.cli.app as cli_app
    import mlm_lab.inference

    record = records[name]
    monkeypatch.setattr(cli_animate, "_record", _never)
    monkeypatch.setattr(cli_app, "_render", _never)
    monkeypatch.setattr(mlm_lab.inference, "reconstruct", _never)
    monkeypatch.setenv("MLM_LAB_CLASS_DIR", str(tmp_path / "classes"))
    argv = {"reconstruct": ["reconstruct", str(records["wrong_extension"].path), "--out", str(record.path)],
            "animate": ["animate", "--sweep", "image.ratio=0:0.5:0.25", "--out", str(record.path)],
            "screenshot": ["screenshot", "--tab", "text", "--out", str(record.path)],
            "class export": ["class", "export", str(class_file), "--csv", str(record.path)],
            "class host": ["class", "host", "--db", str(record.path), "--no-announce", "--port", "0", "--json"],
            }[command]
    root = _family_root(record)
    before, outside = _tree(root), _state_of(class_file)
    code, err = _call(argv, capsys)
    _check(record, code, err)
    assert _tree(root) == before and _state_of(class_file) == outside  # nothing written, not even the test write
    assert not (tmp_path / "classes").exists()


# where a command writes a folder of files
@pytest.fixture(scope="module")
def hf_folder(tmp_path_factory):
    from mlm_lab.inference import bundled_text_model
    from mlm_lab.models.hf_export import export_hf

    tm = bundled_text_model()
    return export_hf(tm.model, tmp_path_factory.mktemp("hf") / "hf", tokenizer=tm.tokenizer)


@pytest.mark.parametrize("name", _names("output_folder"))
@pytest.mark.parametrize("command", ["study steps", "export-hf", "import-hf"])
def test_each_command_refuses_each_bad_output_folder_before_the_work(command, name, records, hf_folder, capsys,
                                                                     monkeypatch):
    import mlm_lab.models
    import mlm_lab.models.hf
    import mlm_lab.studies.steps

    record = records[name]
    if command != "study steps" and name in catalogue_module.STEPS_STUDY_ONLY:
        pytest.skip("a name inside the folder that only the steps study writes")
    monkeypatch.setattr(mlm_lab.studies.steps, "steps_study", _never)
    monkeypatch.setattr(mlm_lab.models, "load_pretrained", _never)
    monkeypatch.setattr(mlm_lab.models.hf, "import_hf", _never)
    argv = {"study steps": ["study", "steps", str(BUNDLED_TEXT), "--steps", "1", "--samples", "1", "--out",
                            str(record.path)],
            "export-hf": ["export-hf", str(BUNDLED_TEXT), str(record.path)],
            "import-hf": ["import-hf", str(hf_folder), str(record.path)]}[command]
    root = _family_root(record)
    before = _tree(root)
    code, err = _call(argv, capsys)
    _check(record, code, err)
    assert _tree(root) == before


# Hugging Face cache entries whose model is damaged: by path, by id, imported
@pytest.mark.parametrize("name", _names("hf_cache_model"))
def test_each_damaged_cache_model_is_refused_by_name(name, records, tmp_path, capsys, monkeypatch):
    record = records[name]
    before = _tree(record.path)
    out = tmp_path / "imported"
    code, err = _call(["import-hf", str(record.path), str(out)], capsys)
    _check(record, code, err)
    assert not out.exists()
    code, err = _call(["fill-mask", "the [MASK] sat.", "--model", str(record.path)], capsys)
    _check(record, code, err)
    monkeypatch.setenv("HF_HUB_CACHE", str(record.path.parent))
    ident = "bad/" + record.path.name.split("--")[-1]
    for argv in (["fill-mask", "the [MASK] sat.", "--model", ident], ["explain", "the [MASK] sat.", "--model", ident]):
        code, err = _call(argv, capsys)
        _check(record, code, err)
    assert _tree(record.path) == before


# lab files and lessons that animate opens (--state, --lesson): checked before the window opens
@pytest.mark.parametrize("name", [*_names("lab_file"), *_names("lesson_file")])
def test_animate_answers_each_lab_file_and_lesson(name, records, tmp_path, capsys, monkeypatch):
    import mlm_lab.cli.animate as cli_animate

    record = records[name]
    reached = []
    monkeypatch.setattr(cli_animate, "_record", lambda *a, **k: reached.append(a) or 0)  # the window: not opened
    which = "--state" if record.kind == "lab_file" else "--lesson"
    out = tmp_path / "film.gif"
    code, err = _call(["animate", which, str(record.path), "--sweep", "image.ratio=0:0.5:0.25", "--out", str(out)],
                      capsys)
    _check(record, code, err)
    assert bool(reached) == record.valid and not out.exists()


# lesson progress: no command reads a progress file by name; the window's Check and Export progress do
# (tests/app/test_bad_inputs_window_families.py). Here the core's readers, in a real process, where a
# pipe that blocked would end in the timeout, not a hung suite.
PROGRESS_DRIVER = """
import json, sys
from pathlib import Path
from mlm_lab.lab.progress import LessonProgress, ProgressError, collect_rows, export_progress
title, file, out, *folders = sys.argv[1:]
results = {}
for folder in folders:
    answer = {}
    try:
        LessonProgress(folder, title, file)
        answer["open"] = [0, ""]
    except ProgressError as exc:
        answer["open"] = [2, str(exc)]
    except BaseException as exc:
        answer["open"] = ["raised", "Traceback: " + type(exc).__name__ + ": " + str(exc)[:200]]
    try:
        written, rows, bad = export_progress(Path(out) / (Path(folder).name + ".csv"), folder)
        answer["export"] = [rows, bad]
    except BaseException as exc:
        answer["export"] = ["raised", "Traceback: " + type(exc).__name__ + ": " + str(exc)[:200]]
    results[folder] = answer
print(json.dumps(results))
"""


@pytest.fixture(scope="module")
def progress_results(records, tmp_path_factory):
    """{progress folder: (what opening and exporting it answered, its files before, its files after)}."""
    out = tmp_path_factory.mktemp("progress-exports")
    folders = [r.path.parent for r in records.values() if r.kind == "progress_file"]
    before = {str(f): _tree(f) for f in folders}
    done = subprocess.run([sys.executable, "-c", PROGRESS_DRIVER, *catalogue_module.PROGRESS_LESSON, str(out),
                           *map(str, folders)], capture_output=True, text=True, env=_env(), cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    answers = json.loads(done.stdout.strip().splitlines()[-1])
    return {f: (answers[f], before[f], _tree(Path(f))) for f in before}


@pytest.mark.parametrize("name", _names("progress_file"))
def test_each_damaged_progress_file_is_one_line_and_kept(name, records, progress_results):
    record = records[name]
    answer, before, after = progress_results[str(record.path.parent)]
    code, message = answer["open"]
    _check(record, code, (message + "\n") if message else "")
    rows, bad = answer["export"]
    if record.valid:
        assert rows == 1 and bad == [], answer
    else:  # Export progress skips it, named once, and exports the rest
        assert rows == 0 and len(bad) == 1 and record.fragment.lower() in bad[0].lower(), answer
    assert after == before  # kept as it was, for the teacher to look at (a pipe still a pipe)
