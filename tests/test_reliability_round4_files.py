"""Issue 38, part B: files a user names are read through one guard (mlm_lab.userfiles), progress
records are checked field by field, the CSV writer keeps formulas out, outputs are checked first
and written atomically, and a Hugging Face cache entry's damage is one line.

Reads that a regression would block forever (a named pipe) run in a subprocess with a timeout,
so a regression fails instead of hanging the suite.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mlm_lab.userfiles import UserFileError, json_depth, read_user_bytes, read_user_json

ROOT = Path(__file__).resolve().parents[1]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def _run_python(code: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {**os.environ, "OMP_NUM_THREADS": "1", "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=timeout,
                          cwd=ROOT, env=env)


# -- the one guard -------------------------------------------------------------------------
@needs_fifo
def test_the_guard_refuses_a_named_pipe_without_blocking(tmp_path):
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    code = ("import sys\nfrom mlm_lab.userfiles import read_user_json\n"
            "try:\n    read_user_json(sys.argv[1], what='lab file', max_bytes=100)\n"
            "except ValueError as exc:\n    print(exc)\n")
    done = _run_python(code, str(fifo), timeout=30)
    assert done.returncode == 0 and "is a named pipe" in done.stdout and "x.json" in done.stdout, done


def test_the_guard_refuses_folders_devices_size_text_and_depth(tmp_path):
    with pytest.raises(UserFileError, match="is a folder"):
        read_user_bytes(tmp_path, what="lesson", max_bytes=10)
    if os.path.exists("/dev/zero"):
        with pytest.raises(UserFileError, match="is a device"):
            read_user_bytes("/dev/zero", what="lesson", max_bytes=10)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 101)
    with pytest.raises(UserFileError, match="larger than 100 bytes"):
        read_user_bytes(big, what="lesson", max_bytes=100)
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"a": "\xe9"}')
    with pytest.raises(UserFileError, match="not UTF-8"):
        read_user_json(latin, what="lesson", max_bytes=100)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(UserFileError, match="nested more than 64 levels"):
        read_user_json(deep, what="lesson", max_bytes=1_000_000)
    with pytest.raises(UserFileError, match="no such lesson"):
        read_user_bytes(tmp_path / "none", what="lesson", max_bytes=10)


def test_depth_counts_brackets_outside_strings_only():
    assert json_depth('{"a": ["[[[[", {"b": "\\"]]]"}]}') == 3
    assert json_depth("[" * 10 + "]" * 10, stop=3) == 4


# -- lesson progress -----------------------------------------------------------------------
def _progress(tmp_path: Path, record) -> Path:
    from mlm_lab.lab.progress import lesson_key

    path = tmp_path / lesson_key("L", "l.mlmlesson")
    path.write_text(json.dumps({"format": "mlm-lab-progress", "version": 1, "lesson": "L",
                                "students": {"Ada": {"0": record}}}))
    return path


@pytest.mark.parametrize(("field", "value"), [("tries", "many"), ("tries", -1), ("tries", True), ("correct", "yes"),
                                              ("answer", 5), ("time", None), ("step", 1.5)])
def test_a_progress_record_of_the_wrong_type_is_one_line(tmp_path, field, value):
    from mlm_lab.lab.progress import LessonProgress, ProgressError

    _progress(tmp_path, {"step": 0, "title": "T", "kind": "guess", field: value})
    with pytest.raises(ProgressError, match=rf"students\.Ada\.0\.{field} must be"):
        LessonProgress(tmp_path, "L", "l.mlmlesson").record("Ada", 0, "T", "guess", "w", True)


def test_a_progress_file_nested_100000_deep_is_one_line(tmp_path):
    from mlm_lab.lab.progress import LessonProgress, ProgressError, collect_rows

    path = _progress(tmp_path, {})
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(ProgressError, match="nested more than"):
        LessonProgress(tmp_path, "L", "l.mlmlesson")
    rows, bad = collect_rows(tmp_path)
    assert rows == [] and len(bad) == 1 and "nested" in bad[0]


@needs_fifo
def test_a_progress_file_that_is_a_named_pipe_is_refused_not_waited_on(tmp_path):
    from mlm_lab.lab.progress import lesson_key

    os.mkfifo(tmp_path / lesson_key("L", "l.mlmlesson"))
    code = ("import sys\nfrom mlm_lab.lab.progress import LessonProgress, ProgressError, collect_rows\n"
            "try:\n    LessonProgress(sys.argv[1], 'L', 'l.mlmlesson')\n"
            "except ProgressError as exc:\n    print(exc)\n"
            "print(collect_rows(sys.argv[1]))\n")
    done = _run_python(code, str(tmp_path), timeout=30)
    assert done.returncode == 0 and done.stdout.count("is a named pipe") == 2, done


# -- CSV: no formulas ----------------------------------------------------------------------
FORMULAS = ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx"]


def test_progress_export_writes_no_formula(tmp_path):
    from mlm_lab.lab.progress import LessonProgress, export_progress

    store = LessonProgress(tmp_path / "p", "L", "l.mlmlesson")
    for i, answer in enumerate(FORMULAS):
        store.record("=Ada", i, "@T", "guess", answer, False)
    written, count, _ = export_progress(tmp_path / "out.csv", tmp_path / "p")
    table = list(csv.DictReader(io.StringIO(written.read_bytes().decode(), newline="")))
    assert count == len(FORMULAS)
    assert [r["answer"] for r in table] == ["'" + a for a in FORMULAS]
    assert {r["student"] for r in table} == {"'=Ada"} and {r["title"] for r in table} == {"'@T"}
    assert table[0]["tries"] == "1" and table[0]["step"] == "1"  # numbers stay numbers


def test_every_csv_writer_goes_through_the_one_rule(tmp_path):
    from mlm_lab.csvfile import csv_text, safe_cell, unquote_cell
    from mlm_lab.studies.results import read_csv, write_csv

    assert [safe_cell(v) for v in (-0.5, 3, None, "a=b")] == [-0.5, 3, None, "a=b"]
    assert all(unquote_cell(safe_cell(text)) == text for text in FORMULAS)
    assert csv_text(["=h"], [["@x", -1]]) == "'=h\n'@x,-1\n"
    write_csv(tmp_path / "results.csv", [{"run": "=HYPERLINK(1)", "seed": 0, "loss": -0.5}], "run")
    assert "'=HYPERLINK" in (tmp_path / "results.csv").read_text()
    assert read_csv(tmp_path / "results.csv")[0]["run"] == "=HYPERLINK(1)"  # read back as given


# -- Hugging Face cache entries -------------------------------------------------------------
def _hf_entry(cache: Path, tmp_path: Path, name: str, change) -> str:
    """A cache entry `bad/<name>` made from the bundled text model, `change(folder)` applied first."""
    import shutil

    sys.path.insert(0, str(Path(__file__).parent))
    from hub_layout import hub_snapshot

    from mlm_lab.inference import bundled_text_model
    from mlm_lab.models.hf_export import export_hf

    source = tmp_path / "src" / name
    tm = bundled_text_model()
    export_hf(tm.model, source, tokenizer=tm.tokenizer)
    change(source)
    hub_snapshot(cache, f"bad/{name}", source, "0" * 40)
    shutil.rmtree(source)
    return f"bad/{name}"


def _config(**changes):
    def change(folder: Path):
        config = json.loads((folder / "config.json").read_text())
        config.update(changes)
        (folder / "config.json").write_text(json.dumps(config))
    return change


def _halve_first_tensor(folder: Path):
    import struct

    raw = (folder / "model.safetensors").read_bytes()
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8:8 + n])
    name = next(k for k in header if k != "__metadata__")
    start, end = header[name]["data_offsets"]
    header[name]["data_offsets"] = [start, start + (end - start) // 2]  # shorter than its shape takes
    text = json.dumps(header).encode()
    (folder / "model.safetensors").write_bytes(struct.pack("<Q", len(text)) + text + raw[8 + n:])


def _one_line_exit_2(capsys, *argv) -> str:
    from mlm_lab.cli import main

    with pytest.raises(SystemExit) as caught:
        main(list(argv))
    out, err = capsys.readouterr()
    assert caught.value.code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("model_type", ["bert", "roberta"])
def test_a_cache_entry_with_zero_attention_heads_is_one_line(tmp_path, monkeypatch, capsys, model_type):
    cache = tmp_path / "hub"
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    ident = _hf_entry(cache, tmp_path, f"heads0-{model_type}", _config(num_attention_heads=0, model_type=model_type,
                                                                      architectures=[f"{model_type.title()}ForMaskedLM"]))
    for argv in (["fill-mask", "the [MASK] sat", "--model", ident], ["explain", "the [MASK] sat", "--model", ident]):
        assert "num_attention_heads 0 is out of range" in _one_line_exit_2(capsys, *argv)


def test_a_cache_entry_whose_offsets_are_short_of_its_shapes_is_one_line(tmp_path, monkeypatch, capsys):
    from mlm_lab.models.checks import read_safetensors_header
    from mlm_lab.models.errors import ModelLoadError

    cache = tmp_path / "hub"
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    ident = _hf_entry(cache, tmp_path, "short", lambda f: (_halve_first_tensor(f), _config(
        model_type="roberta", architectures=["RobertaForMaskedLM"])(f)))
    assert "the file is damaged" in _one_line_exit_2(capsys, "fill-mask", "the [MASK] sat", "--model", ident)
    snapshot = next((cache / "models--bad--short" / "snapshots").iterdir())
    with pytest.raises(ModelLoadError, match="takes"):
        read_safetensors_header(snapshot / "model.safetensors")


def test_a_ref_that_links_outside_the_entry_is_refused_without_quoting_what_it_leads_to(tmp_path, monkeypatch, capsys):
    cache = tmp_path / "hub"
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    ident = _hf_entry(cache, tmp_path, "ref-out", lambda f: None)
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-CONTENT")
    ref = cache / "models--bad--ref-out" / "refs" / "main"
    ref.unlink()
    ref.symlink_to(secret)
    err = _one_line_exit_2(capsys, "fill-mask", "the [MASK] sat", "--model", ident)
    assert "leads outside the cache entry" in err and "TOP-SECRET" not in err and "secret.txt" not in err


# -- outputs: checked before the work, written whole or not at all ----------------------------
_SLOW_RENAME = """
import os, sys, time
from pathlib import Path
marker = Path(sys.argv[1])
real = os.replace
def slow(src, dst, *a, **k):  # the animation's temporary file is there, whole, before its rename
    if str(src).endswith(".tmp.gif"):
        marker.write_text(str(src))
        time.sleep(120)
    return real(src, dst, *a, **k)
os.replace = slow
sys.argv = ["mlm-lab", *sys.argv[2:]]
from mlm_lab.cli import main
raise SystemExit(main())
"""


@pytest.mark.parametrize("signame", ["SIGINT", "SIGTERM"])
def test_a_signal_while_animate_writes_keeps_the_earlier_file_and_leaves_no_other(tmp_path, signame):
    import signal
    import time

    folder = tmp_path / "out"
    folder.mkdir()
    out, marker = folder / "film.gif", tmp_path / "temporary-is-there"
    out.write_bytes(b"the earlier film")
    env = {**os.environ, "OMP_NUM_THREADS": "1", "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-c", _SLOW_RENAME, str(marker), "animate", "--tab", "image", "--sweep",
                             "image.ratio=0.1:0.3:0.1", "--size", "480x300", "--out", str(out)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 240
        while not marker.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert marker.exists(), proc.communicate(timeout=30)
        assert Path(marker.read_text()).exists()  # the temporary file, beside the earlier one
        proc.send_signal(getattr(signal, signame))
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 2 and err.strip().splitlines() == ["interrupted"], err
    assert out.read_bytes() == b"the earlier film"
    assert sorted(p.name for p in folder.iterdir()) == ["film.gif"]  # no temporary file, no partial one


def test_study_steps_out_is_checked_before_the_study_runs(tmp_path, monkeypatch, capsys):
    import mlm_lab.atomic
    import mlm_lab.studies.steps

    def never(*_a, **_k):
        raise AssertionError("the study ran before its --out was checked")

    monkeypatch.setattr(mlm_lab.studies.steps, "steps_study", never)
    taken = tmp_path / "taken"
    taken.write_text("a file")
    args = ["study", "steps", str(ROOT / "resources" / "models" / "text-tiny"), "--steps", "1", "--samples", "1", "--out"]
    assert "it is a file, not a folder" in _one_line_exit_2(capsys, *args, str(taken))
    assert taken.read_text() == "a file"

    def full(_folder):
        import errno

        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(mlm_lab.atomic, "probe_write", full)
    assert "no space left on the disk" in _one_line_exit_2(capsys, *args, str(tmp_path / "new"))


# A read-only folder, tried as a user it is read-only to: as root (who writes anywhere) the command
# runs in a child that drops to nobody (uid/gid 65534: real and effective; the saved uid stays root
# only so the interpreter can still read its own modules, which lie where only root may, during an
# import); as another user, in a child as that user. The folder is made under /tmp, its parent open.
NOBODY = 65534
_AS_NOBODY = """
import builtins, importlib, os, sys
nobody, modules, replaced, folder, *argv = sys.argv[1:]
N = int(nobody)
for name in modules.split(","):
    importlib.import_module(name)
def never(*_a, **_k):
    raise AssertionError("the work began before the destination was checked")
for target in filter(None, replaced.split(",")):
    module, attr = target.rsplit(".", 1)
    setattr(importlib.import_module(module), attr, never)
if os.geteuid() == 0:
    try:
        os.setgroups([])
        os.setresgid(N, N, 0)
        os.setresuid(N, N, 0)
    except (OSError, AttributeError) as exc:
        print("cannot drop to nobody:", exc)
        raise SystemExit(77)
    real_import, depth = builtins.__import__, [0]
    def import_as_root(*a, **k):  # the interpreter's own files: readable to root only
        if depth[0] == 0:
            os.seteuid(0)
        depth[0] += 1
        try:
            return real_import(*a, **k)
        finally:
            depth[0] -= 1
            if depth[0] == 0:
                os.seteuid(N)
    builtins.__import__ = import_as_root
    assert os.getuid() == os.geteuid() == N
if os.access(folder, os.W_OK):
    print("the folder is writable to this user")
    raise SystemExit(78)
from mlm_lab.cli import main
raise SystemExit(main(argv))
"""


@pytest.fixture
def read_only_folder():
    """A folder read-only to the user the checks run as (0o555, its parent 0o755, under /tmp)."""
    import shutil
    import tempfile

    if not hasattr(os, "geteuid"):
        pytest.skip("POSIX permissions are needed to make a read-only folder")
    base = Path(tempfile.mkdtemp(prefix="mlm-ro-", dir="/tmp" if os.path.isdir("/tmp") else None))
    base.chmod(0o755)
    folder = base / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        yield folder
    finally:
        folder.chmod(0o755)
        shutil.rmtree(base, ignore_errors=True)


def _cli_in_read_only(folder: Path, modules: str, never: str, *argv: str) -> subprocess.CompletedProcess:
    """`mlm-lab ARGV` run by a user `folder` is read-only to, with the work (`never`: module.name,
    comma-separated) replaced by a function that fails; skipped only where no such user can be had."""
    done = _run_python(_AS_NOBODY, str(NOBODY), modules, never, str(folder), *argv, timeout=120)
    if done.returncode == 77:
        pytest.skip(f"root cannot drop to uid {NOBODY} here: {done.stdout.strip()}")
    if done.returncode == 78:
        pytest.skip("this file system ignores permissions (a 0o555 folder is writable)")
    return done


def _assert_read_only_refusal(done: subprocess.CompletedProcess, folder: Path) -> None:
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1 and "Traceback" not in done.stderr, done
    assert "read-only" in lines[0] and str(folder) in lines[0], lines
    assert list(folder.iterdir()) == []  # nothing written, not even the test write


def test_a_read_only_folder_is_refused_before_the_work(read_only_folder):
    done = _cli_in_read_only(read_only_folder, "mlm_lab.cli,mlm_lab.cli.study,mlm_lab.atomic,mlm_lab.imaging",
                             "mlm_lab.studies.steps.steps_study", "study", "steps",
                             str(ROOT / "resources" / "models" / "text-tiny"), "--steps", "1", "--samples", "1",
                             "--out", str(read_only_folder / "steps"))
    _assert_read_only_refusal(done, read_only_folder)
    assert "permission denied" in done.stderr and "steps study" in done.stderr


def test_the_output_check_refuses_folders_inputs_and_existing_files(tmp_path):
    from mlm_lab.atomic import OutputError, check_output_path

    picture = tmp_path / "in.png"
    picture.write_bytes(b"png")
    with pytest.raises(OutputError, match="it is a folder"):
        check_output_path(tmp_path, "handout")
    with pytest.raises(OutputError, match="is the file the command reads"):
        check_output_path(tmp_path / "." / "in.png", "screenshot", inputs=(str(picture),))
    with pytest.raises(OutputError, match="exists"):
        check_output_path(picture, "report", overwrite_ok=False)
    with pytest.raises(OutputError, match="folder does not exist"):
        check_output_path(tmp_path / "no" / "x.png", "picture")
    assert check_output_path(tmp_path / "new.png", "picture") == tmp_path / "new.png"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.png"]  # the test write left nothing


def test_lesson_pdf_naming_a_folder_is_refused_before_any_page(tmp_path, monkeypatch, capsys):
    import mlm_lab.app.lessons.cli as lesson_cli

    monkeypatch.setattr(lesson_cli, "_write_pdf", lambda *a, **k: pytest.fail("pages drawn before the check"))
    folder = tmp_path / "handout.pdf"
    folder.mkdir()
    lesson = ROOT / "resources" / "lessons" / "1-fill-in-the-blank.mlmlesson"
    assert "it is a folder" in _one_line_exit_2(capsys, "lesson", str(lesson), "--pdf", str(folder))


def test_screenshot_never_writes_over_the_picture_its_lab_file_shows(tmp_path, monkeypatch, capsys):
    from PIL import Image

    import mlm_lab.cli.app as cli_app

    monkeypatch.setattr(cli_app, "_render", lambda *a, **k: pytest.fail("rendered before the check"))
    picture = tmp_path / "photo.png"
    Image.new("RGB", (64, 64), (200, 10, 10)).save(picture)
    before = picture.read_bytes()
    lab = tmp_path / "talk.mlmlab"
    lab.write_text(json.dumps({"format": "mlm-lab-state", "version": 1, "tab": "image",
                               "image": {"source": "photo.png", "ratio": 0.5}}))
    err = _one_line_exit_2(capsys, "screenshot", "--state", str(lab), "--out", str(picture))
    assert "is the file the command reads" in err and picture.read_bytes() == before


# -- translations: a damaged catalogue in the cache is built again, never loaded -------------
def test_a_damaged_catalogue_in_the_cache_is_built_again(tmp_path):
    from mlm_lab.app.i18n import languages

    if languages.lrelease() is None:
        pytest.skip("no pyside6-lrelease")
    qm = languages.qm_file("de", out_dir=tmp_path)
    good = qm.read_bytes()
    damaged = bytearray(good)
    for i in range(100, len(damaged), 997):  # bytes changed inside the translations ({name} -> {nåme})
        damaged[i] ^= 0x55
    qm.write_bytes(bytes(damaged))
    assert not languages.qm_intact(qm)
    assert languages.qm_file("de", out_dir=tmp_path) == qm and qm.read_bytes() == good
    qm.unlink()
    if hasattr(os, "mkfifo"):
        os.mkfifo(qm)  # a pipe where the catalogue was: replaced, never read
        assert languages.qm_file("de", out_dir=tmp_path) == qm and qm.read_bytes() == good


# -- HTML and SVG exports: text a user typed is escaped ------------------------------------
HOSTILE = '</title><script>alert("x")</script>&amp;<b onmouseover=1>'


def test_the_web_page_escapes_every_text_it_is_given():
    from html.parser import HTMLParser

    from mlm_lab.export.web import ImageFrame, TextChip, WebPage, render_web_page

    page = WebPage(title=HOSTILE, sentence=HOSTILE, strategy=HOSTILE, explanation=HOSTILE, metrics=HOSTILE,
                   chips=[TextChip(HOSTILE, sub=HOSTILE, state=HOSTILE, background=HOSTILE, tip=HOSTILE,
                                   top=[(HOSTILE, 0.5)])],
                   legend=[(HOSTILE, HOSTILE, HOSTILE, HOSTILE)], frames=[ImageFrame(HOSTILE, b"png")],
                   frames_label=HOSTILE, image_note=HOSTILE, footer=HOSTILE)
    text = render_web_page(page)
    tags: list[str] = []

    class Tags(HTMLParser):
        def handle_starttag(self, tag, attrs):
            tags.append(tag)
            assert not any(name.startswith("on") for name, _ in attrs), attrs

    Tags().feed(text)
    assert tags.count("script") == 1 and tags.count("title") == 1  # the page's own, nothing of the text's


def test_the_svg_export_escapes_the_title_and_the_text_it_draws():
    import xml.etree.ElementTree as ET

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from mlm_lab.app.export.vector import svg_bytes
    from mlm_lab.app.window.main import create_app

    create_app()
    label = QLabel(HOSTILE)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.resize(600, 60)
    root = ET.fromstring(svg_bytes(label, title=HOSTILE))  # well-formed XML: nothing closed early
    names = {el.tag.rsplit("}", 1)[-1] for el in root.iter()}
    assert "script" not in names and "b" not in names
    title = next(el for el in root.iter() if el.tag.endswith("title"))
    assert title.text == HOSTILE


# -- exports and animate --out: the same one check as every other --out ----------------------
def test_check_writable_is_the_one_output_check(tmp_path, monkeypatch):
    import errno

    import mlm_lab.atomic
    from mlm_lab.export import ExportError, check_writable

    folder = tmp_path / "a.gif"
    folder.mkdir()
    picture = tmp_path / "in.png"
    picture.write_bytes(b"png")
    with pytest.raises(ExportError, match="a.gif: it is a folder; name a file"):
        check_writable(folder)
    with pytest.raises(ExportError, match="is the file the command reads"):
        check_writable(tmp_path / "." / "in.png", inputs=(str(picture),))
    with pytest.raises(ExportError, match="the name is too long"):
        check_writable(tmp_path / ("a" * 300 + ".gif"))
    with pytest.raises(ExportError, match="folder does not exist"):
        check_writable(tmp_path / "no" / "a.gif")

    def full(_folder):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(mlm_lab.atomic, "probe_write", full)
    with pytest.raises(ExportError, match=r"cannot write the file .*film\.gif: no space left on the disk"):
        check_writable(tmp_path / "film.gif")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.gif", "in.png"]


def test_animate_never_writes_over_a_file_it_reads(tmp_path, monkeypatch, capsys):
    from PIL import Image

    import mlm_lab.cli.animate as cli_animate

    monkeypatch.setattr(cli_animate, "_record", lambda *a, **k: pytest.fail("recorded before the check"))
    picture = tmp_path / "photo.png"
    Image.new("RGB", (64, 64), (200, 10, 10)).save(picture)
    before = picture.read_bytes()
    lab = tmp_path / "talk.mlmlab"
    lab.write_text(json.dumps({"format": "mlm-lab-state", "version": 1, "tab": "image",
                               "image": {"source": "photo.png", "ratio": 0.5}}))
    err = _one_line_exit_2(capsys, "animate", "--sweep", "image.ratio=0:0.5:0.25", "--state", str(lab),
                           "--out", str(picture))
    assert "photo.png is the file the command reads" in err and picture.read_bytes() == before
    gif_lab = tmp_path / "talk.gif"  # a lab file under an animation's name
    gif_lab.write_text(lab.read_text())
    err = _one_line_exit_2(capsys, "animate", "--sweep", "image.ratio=0:0.5:0.25", "--state", str(gif_lab),
                           "--out", str(gif_lab))
    assert "talk.gif is the file the command reads" in err and gif_lab.read_text() == lab.read_text()


def test_animate_out_on_a_full_disk_is_refused_before_the_window(tmp_path, monkeypatch, capsys):
    import errno

    import mlm_lab.atomic
    import mlm_lab.cli.animate as cli_animate

    monkeypatch.setattr(cli_animate, "_record", lambda *a, **k: pytest.fail("recorded before the check"))

    def full(_folder):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(mlm_lab.atomic, "probe_write", full)
    err = _one_line_exit_2(capsys, "animate", "--sweep", "image.ratio=0:0.5:0.25", "--out", str(tmp_path / "f.gif"))
    assert re.search(r"cannot write the animation \S*f\.gif: no space left on the disk", err), err
    assert list(tmp_path.iterdir()) == []


# -- export-hf / import-hf OUT_DIR: checked before any model is read -------------------------
TEXT_TINY = ROOT / "resources" / "models" / "text-tiny"


def _never(*_a, **_k):
    raise AssertionError("a model was read before OUT_DIR was checked")


@pytest.mark.parametrize("command", ["export-hf", "import-hf"])
def test_hf_out_dir_is_checked_before_any_model_is_read(tmp_path, monkeypatch, capsys, command):
    import mlm_lab.models
    import mlm_lab.models.hf

    source = TEXT_TINY
    if command == "import-hf":  # a Hugging Face folder to read
        from mlm_lab.inference import bundled_text_model
        from mlm_lab.models.hf_export import export_hf

        tm = bundled_text_model()
        source = export_hf(tm.model, tmp_path / "hf", tokenizer=tm.tokenizer)
    monkeypatch.setattr(mlm_lab.models, "load_pretrained", _never)
    monkeypatch.setattr(mlm_lab.models.hf, "import_hf", _never)
    taken = tmp_path / "taken"
    taken.write_text("a file")
    err = _one_line_exit_2(capsys, command, str(source), str(taken))
    assert re.search(r"cannot write the (Hugging Face|lab model) folder to \S*taken: it is a file, not a folder", err)
    assert taken.read_text() == "a file"
    err = _one_line_exit_2(capsys, command, str(source), str(tmp_path / "no" / "such" / "out"))
    assert "folder does not exist" in err and not (tmp_path / "no").exists()
    long_name = tmp_path / ("a" * 300)
    assert "the name is too long" in _one_line_exit_2(capsys, command, str(source), str(long_name))


def test_hf_export_out_dir_on_a_full_disk_is_refused_before_the_model_is_read(tmp_path, monkeypatch, capsys):
    import errno

    import mlm_lab.atomic
    import mlm_lab.models

    def full(_folder):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(mlm_lab.models, "load_pretrained", _never)
    monkeypatch.setattr(mlm_lab.atomic, "probe_write", full)
    err = _one_line_exit_2(capsys, "export-hf", str(TEXT_TINY), str(tmp_path / "hf"))
    assert "no space left on the disk" in err and list(tmp_path.iterdir()) == []


def test_hf_export_into_a_read_only_folder_is_refused_before_the_model_is_read(read_only_folder):
    done = _cli_in_read_only(read_only_folder, "mlm_lab.cli,mlm_lab.cli.hf,mlm_lab.atomic,mlm_lab.imaging,"
                             "mlm_lab.models,mlm_lab.models.hf", "mlm_lab.models.load_pretrained,mlm_lab.models.hf."
                             "import_hf", "export-hf", str(TEXT_TINY), str(read_only_folder / "hf"))
    _assert_read_only_refusal(done, read_only_folder)
    done = _cli_in_read_only(read_only_folder, "mlm_lab.cli,mlm_lab.cli.hf,mlm_lab.atomic,mlm_lab.imaging,"
                             "mlm_lab.models,mlm_lab.models.hf", "mlm_lab.models.load_pretrained,mlm_lab.models.hf."
                             "import_hf", "export-hf", str(TEXT_TINY), str(read_only_folder))  # into it, as it is
    _assert_read_only_refusal(done, read_only_folder)
