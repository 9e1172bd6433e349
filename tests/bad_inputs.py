"""A catalogue of bad (and odd but valid) inputs, written on demand into a folder.

Nothing large is kept in git: each function writes its inputs into `folder` and returns
records saying what each one is and what the answer to it must say.

    records = catalogue(tmp_path)            # everything
    records = lab_files(tmp_path / "lab")    # one family
    python scripts/make_bad_inputs.py DIR    # the whole catalogue on disk, for testing by hand

A record's `fragment` is a piece of text the one-line refusal must contain (case is
ignored); a `valid` record is an odd input the lab must accept (fragment is then "").
"""

from __future__ import annotations

import json
import random
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

KINDS = ("image", "model_folder", "lab_file", "lesson_file", "text", "training_data", "study_folder",
         "run_folder", "hf_cache_entry", "file_name",
         # the entry points added in round four (issue 38): a lesson's progress, generate's prompt, the
         # classroom's class file, where a command writes (a file, a folder), a cache entry's damaged model
         "progress_file", "prompt", "class_file", "output_file", "output_folder", "hf_cache_model")

# words for long text that a WordPiece tokenizer can learn from (seeded, so every run writes the same file)
_WORDS = ("the cat sat on mat and dog ran to house by sea old man lived alone in a small garden "
          "she opened door walked into room bird sang tall tree near children laughed hill "
          "market bread milk fire hat took off down they went light morning evening river boat").split()


@dataclass(frozen=True)
class BadInput:
    name: str  # short id, unique within the catalogue
    kind: str  # one of KINDS
    path: Path  # the file or folder written (for kind "text", a file holding the text)
    fragment: str  # the refusal must contain this (case-insensitive); for a valid input, its warning (or "")
    valid: bool = False  # an odd input that must be accepted
    note: str = ""  # what it is, for people


def _write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_bytes(data)
    return path


def one_paragraph(n_bytes: int = 2_000_000, seed: int = 0) -> str:
    """About `n_bytes` of words on one line, no newline: one long paragraph."""
    rng = random.Random(seed)
    words: list[str] = []
    size = 0
    while size < n_bytes:
        sentence = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(6, 14))) + "."
        words.append(sentence)
        size += len(sentence) + 1
    return " ".join(words)


def _png_chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png_bomb_header(width: int = 10_000, height: int = 10_000) -> bytes:
    """A PNG that claims width x height pixels (100 megapixels by default) in a few hundred
    bytes: a valid header and one tiny compressed chunk of zeros, far too short for the size."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    idat = zlib.compress(b"\x00" * 1024)
    return b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr) + _png_chunk(b"IDAT", idat) + _png_chunk(b"IEND", b"")


def _real_png(width: int = 32, height: int = 32) -> bytes:
    import io

    import numpy as np
    from PIL import Image

    buf = io.BytesIO()
    Image.fromarray(np.random.default_rng(0).integers(0, 256, (height, width, 3), dtype=np.uint8)).save(buf, "PNG")
    return buf.getvalue()


def _real_jpeg(width: int = 64, height: int = 64) -> bytes:
    import io

    import numpy as np
    from PIL import Image

    buf = io.BytesIO()
    Image.fromarray(np.random.default_rng(1).integers(0, 256, (height, width, 3), dtype=np.uint8)).save(buf, "JPEG")
    return buf.getvalue()


# -- images -------------------------------------------------------------------------------
def images(folder: Path) -> list[BadInput]:
    folder = Path(folder)
    png, jpeg = _real_png(), _real_jpeg()
    return [
        BadInput("truncated_png", "image", _write(folder / "truncated.png", png[: len(png) // 2]),
                 "truncated.png", note="the first half of a real PNG"),
        BadInput("truncated_jpeg", "image", _write(folder / "truncated.jpg", jpeg[: len(jpeg) // 3]),
                 "truncated.jpg", note="the first third of a real JPEG"),
        BadInput("zero_bytes_png", "image", _write(folder / "empty.png", b""), "empty.png"),
        BadInput("text_named_png", "image", _write(folder / "notes.png", "this is not a picture\n"), "notes.png",
                 note="a text file with a .png name"),
        BadInput("png_bomb", "image", _write(folder / "bomb.png", png_bomb_header()), "megapixels",
                 note="a 100-megapixel header in a few hundred bytes"),
        BadInput("wrong_extension", "image", _write(folder / "photo.txt", png), "", valid=True,
                 note="a real PNG named .txt: the content decides"),
        BadInput("missing_image", "image", folder / "no-such-picture.png", "no such"),
    ]


# -- model folders ----------------------------------------------------------------------------
def _text_config() -> dict:
    return {"kind": "masked_lm", "vocab_size": 100, "dim": 32, "depth": 1, "heads": 2, "max_length": 16}


def model_folders(folder: Path) -> list[BadInput]:
    import pickle

    folder = Path(folder)
    out = []
    empty = folder / "empty-model"
    empty.mkdir(parents=True, exist_ok=True)
    out.append(BadInput("model_empty", "model_folder", empty, "no model.safetensors"))
    cfg_only = folder / "config-only"
    _write(cfg_only / "config.json", json.dumps(_text_config()))
    out.append(BadInput("model_config_only", "model_folder", cfg_only, "no model.safetensors"))
    corrupt = folder / "corrupt-safetensors"
    _write(corrupt / "config.json", json.dumps(_text_config()))
    _write(corrupt / "model.safetensors", b"\x10\x00\x00\x00\x00\x00\x00\x00{not a header!!}" + b"\x00" * 64)
    out.append(BadInput("model_corrupt_safetensors", "model_folder", corrupt, "model.safetensors"))
    pickled = folder / "pickle-only"
    # a harmless pickle: the lab must refuse it without ever unpickling it
    _write(pickled / "pytorch_model.bin", pickle.dumps({"weights": [1, 2, 3]}))
    out.append(BadInput("model_pickle_only", "model_folder", pickled, "safetensors",
                        note="a pytorch_model.bin (pickle) and no safetensors: never opened"))
    wrong_kind = folder / "wrong-kind"
    _write(wrong_kind / "config.json", json.dumps({"kind": "gpt", "dim": 8}))
    _write(wrong_kind / "model.safetensors", b"")
    out.append(BadInput("model_wrong_kind", "model_folder", wrong_kind, "kind"))
    not_a_folder = _write(folder / "model-file.txt", "a file, not a folder\n")
    out.append(BadInput("model_not_a_folder", "model_folder", not_a_folder, "model.safetensors",
                        note="a file where a folder is asked (the lab looks in the folder holding it)"))
    out.append(BadInput("model_missing", "model_folder", folder / "no-such-model", "not found"))
    # configs the model classes would choke on: refused by field before anything is built
    lab_text = {"kind": "masked_lm", "vocab_size": 100, "max_position": 64, "hidden_size": 64, "num_layers": 2,
                "num_heads": 2, "intermediate_size": 256}
    lab_image = {"kind": "mae", "image_size": 32, "patch_size": 4, "hidden_size": 128, "num_layers": 1, "num_heads": 4,
                 "decoder_hidden_size": 64, "decoder_num_layers": 1, "decoder_num_heads": 2}
    for name, config, fragment in (
            ("model_num_heads_zero", dict(lab_text, num_heads=0), "num_heads 0"),
            ("model_hidden_size_float", dict(lab_text, hidden_size=64.0), "hidden_size 64.0 is not a whole number"),
            ("model_heads_do_not_divide", dict(lab_text, num_heads=3), "num_heads 3 does not divide hidden_size 64"),
            ("model_mae_patch_zero", dict(lab_image, patch_size=0), "patch_size 0"),
            ("model_mae_negative_size", dict(lab_image, image_size=-32), "image_size -32"),
            ("model_vocab_too_big_for_memory", dict(lab_text, vocab_size=2**31 - 1, hidden_size=1024, num_heads=16),
             "free on this machine")):
        target = folder / name.replace("_", "-")
        _write(target / "config.json", json.dumps(config))
        _write(target / "model.safetensors", b"\x10\x00\x00\x00\x00\x00\x00\x00{}" + b" " * 14)
        out.append(BadInput(name, "model_folder", target, fragment, note="refused before any tensor is made"))
    return out


def text_model_for_image(folder: Path, bundled_text: Path) -> BadInput:
    """A text model where an image model is asked: a copy of the bundled text model's files."""
    import shutil

    target = Path(folder) / "text-model-as-image"
    if not target.exists():
        shutil.copytree(bundled_text, target)
    return BadInput("model_text_for_image", "model_folder", target, "text model",
                    note="a text model given where an image model is asked")


# -- lab and lesson files ----------------------------------------------------------------------
def _valid_state() -> dict:
    return {"format": "mlm-lab-state", "version": 1, "tab": "text", "models": {}, "text": {}, "image": {},
            "training": {}, "hide": [], "presentation": False}


def _json_file(folder: Path, name: str, data) -> Path:
    return _write(folder / name, json.dumps(data))


def _family(folder: Path, kind: str, suffix: str, base: dict) -> list[BadInput]:
    """Malformed files shared by lab files and lesson files."""

    def with_(**changes) -> dict:
        data = dict(base)
        data.update(changes)
        return data

    def rec(name, data_or_path, fragment, note="", valid=False):
        path = data_or_path if isinstance(data_or_path, Path) else _json_file(folder, f"{name}{suffix}", data_or_path)
        return BadInput(f"{kind}_{name}", kind, path, fragment, valid, note)

    deep = "[" * 100_000 + "]" * 100_000
    huge_int = "1" + "0" * 5000
    bom = "\ufeff" + json.dumps(base)
    return [
        rec("deep_nesting", _write(folder / f"deep{suffix}", deep), "nest",
            note="a JSON list nested 100,000 deep"),
        rec("huge_int", _write(folder / f"huge-int{suffix}", json.dumps(base)[:-1] + f', "seed": {huge_int}}}'),
            "digits", note="an integer of 5,001 digits"),
        rec("wrong_version_type", with_(version="one"), "version"),
        rec("unknown_version", with_(version=99), "version"),
        rec("unknown_format", with_(format="something-else"), "format"),
        rec("not_json", _write(folder / f"not-json{suffix}", "{this is: not json"), "JSON"),
        rec("json_list", _write(folder / f"list{suffix}", "[1, 2, 3]"), "object"),
        rec("empty_file", _write(folder / f"empty{suffix}", b""), "JSON"),
        rec("binary", _write(folder / f"binary{suffix}", bytes(range(256)) * 4), "text"),
        rec("huge_file", _write(folder / f"huge{suffix}", json.dumps(base)[:-1] + ', "pad": "' + "x" * 3_000_000 + '"}'),
            "MB", note="3 MB: far larger than a lab file is"),
        rec("bom_valid", _write(folder / f"bom{suffix}", bom), "", valid=True,
            note="a valid file saved with a UTF-8 byte-order mark (Notepad, PowerShell)"),
        rec("missing_file", folder / f"no-such-file{suffix}", "no such"),
    ]


def _folder(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def lab_files(folder: Path) -> list[BadInput]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    _write(folder / "pics" / "dot.png", _real_png())
    base = _valid_state()

    def state(**changes):
        data = dict(base)
        data.update(changes)
        return data

    def rec(name, data, fragment, note="", valid=False):
        return BadInput(f"lab_file_{name}", "lab_file", _json_file(folder, f"{name}.mlmlab", data), fragment, valid,
                        note)

    return _family(folder, "lab_file", ".mlmlab", base) + [
        rec("wrong_type_tab", state(tab=3), "tab"),
        rec("wrong_type_presentation", state(presentation="yes"), "presentation"),
        rec("wrong_type_hide", state(hide="image.seed"), "hide"),
        rec("wrong_type_models", state(models={"text": 5}), "models"),
        rec("wrong_type_image", state(image=[1, 2]), "image"),
        rec("unknown_hide_names", state(hide=["image.no_such_control", "tabs.nothing", "window.x", "training.zz"]),
            "no_such_control", valid=True, note="opens, with one warning naming every unknown control"),
        rec("missing_sample", state(tab="image", image={"source": "sample:no_such_sample"}), "no_such_sample"),
        rec("missing_image_path", state(tab="image", image={"source": str(folder / "gone.png")}), "gone.png"),
        rec("unreadable_image", state(tab="image", image={"source": str(_write(folder / "broken.png", b"\x89PNG..."))}),
            "broken.png"),
        # paths: a relative one is read from the file's folder and must stay inside it
        rec("image_source_leads_out", state(tab="image", image={"source": "../outside.png"}),
            "image.source: the relative path ../outside.png leads out", note="../ out of the lab file's folder"),
        rec("image_source_leads_out_deep", state(tab="image", image={"source": "pics/" + "../" * 30 + "etc/hosts"}),
            "image.source: the relative path", note="climbs to / and back down"),
        rec("features_source_leads_out", state(features={"sources": ["sample:chelsea", "../../secret.png"]}),
            "features.sources[1]"),
        rec("model_leads_out", state(models={"image": "./../"}), "models.image: the relative path"),
        rec("image_source_name_too_long", state(tab="image", image={"source": "x" * 300 + ".png"}), "255",
            note="a picture name of 304 bytes: the message names image.source, not Errno 36"),
        rec("image_source_newline", state(tab="image", image={"source": "two\nlines.png"}), "two\\nlines.png",
            note="the message escapes the newline (one line)"),
        rec("image_source_html", state(tab="image", image={"source": str(_write(
            folder / "<font size=7 color=red>HUGE.png", "not a picture\n"))}),
            "<font size=7 color=red>HUGE.png is not an image file", note="shown as typed, never as rich text"),
        rec("image_source_a_folder", state(tab="image", image={"source": str(_folder(folder / "a-folder.png"))}),
            "a-folder.png is a folder", note="a folder named like a picture"),
        rec("image_source_relative_inside", state(tab="image", image={"source": "pics/../pics/dot.png", "ratio": 0.5}),
            "", valid=True, note="a relative path that stays inside the folder: read from there"),
    ]


# lesson records whose refusal comes from reading the step's files (the pictures), which the window
# and the CLI do before showing a lesson (app.lessons.player.read_checked_lesson); the file format
# alone (lab.lesson.load_lesson) accepts them
LESSON_FILES_CHECKED_ON_OPEN = ("lesson_file_step_picture_not_a_picture", "lesson_file_step_picture_name_too_long",
                                "lesson_file_step_picture_missing")


def lesson_files(folder: Path) -> list[BadInput]:
    """`.mlmlesson` files (format "mlm-lab-lesson", a list of steps, each a lab state plus words).
    Lessons are not built yet; these records are for the lessons work to test against."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    step = {"title": "Masking", "text": "Drag the slider.", "state": _valid_state()}
    base = {"format": "mlm-lab-lesson", "version": 1, "title": "A lesson", "steps": [step]}

    def lesson(**changes):
        data = dict(base)
        data.update(changes)
        return data

    def rec(name, data, fragment):
        return BadInput(f"lesson_file_{name}", "lesson_file", _json_file(folder, f"{name}.mlmlesson", data), fragment)

    def picture_step(source: str) -> dict:
        return {"title": "Picture", "text": "Look.", "state": dict(_valid_state(), tab="image", image={"source": source})}

    _write(folder / "fake-picture.png", "this is text, not a picture\n")
    bad_step_state = dict(step, state=dict(_valid_state(), tab="nowhere"))
    return _family(folder, "lesson_file", ".mlmlesson", base) + [
        rec("no_steps", lesson(steps=[]), "steps"),
        rec("steps_not_list", lesson(steps={"1": step}), "steps"),
        rec("step_not_object", lesson(steps=[step, "two"]), "step"),
        rec("step_bad_state", lesson(steps=[step, bad_step_state]), "tab"),
        rec("step_unknown_hide", lesson(steps=[dict(step, state=dict(_valid_state(), hide=["text.nope"]))]), "nope"),
        rec("lab_file_as_lesson", _valid_state(), "format"),
        rec("step_picture_not_a_picture", lesson(steps=[step, picture_step("fake-picture.png")]),
            "steps[1].state.image.source: fake-picture.png is not an image file"),
        rec("step_picture_leads_out", lesson(steps=[picture_step("../outside.png")]),
            "steps[0].state.image.source: the relative path ../outside.png leads out"),
        rec("step_model_leads_out", lesson(steps=[dict(step, state=dict(_valid_state(), models={"text": "../.."}))]),
            "steps[0].state.models.text"),
        rec("step_picture_name_too_long", lesson(steps=[step, picture_step("y" * 300 + ".png")]), "255"),
        rec("step_picture_missing", lesson(steps=[picture_step("pics/gone.png")]), "gone.png"),
    ]


# -- text typed or pasted, and training data -----------------------------------------------------
def texts(folder: Path) -> list[BadInput]:
    """Text for a sentence box or `mlm-lab fill-mask TEXT` (the path holds the text)."""
    folder = Path(folder)
    return [
        BadInput("text_2mb_line", "text", _write(folder / "long-line.txt", "the [MASK] sat. " + one_paragraph()),
                 "", valid=True, note="2 MB on one line: answered for its first tokens, never frozen"),
        BadInput("text_2mb_line_mask_at_end", "text",
                 _write(folder / "long-line-end.txt", one_paragraph() + " the [MASK] sat."), "cut off",
                 note="2 MB on one line, the only [MASK] past the model's length"),
        BadInput("text_control_chars", "text", _write(folder / "control.txt", "the \x00cat\x07 sat \x1b[31mon the [MASK]."),
                 "", valid=True, note="NUL, BEL and an escape sequence"),
        BadInput("text_only_masks", "text", _write(folder / "masks.txt", " ".join(["[MASK]"] * 40)), "", valid=True),
        BadInput("text_empty", "text", _write(folder / "empty-text.txt", ""), "[MASK]"),
        BadInput("text_no_mask", "text", _write(folder / "no-mask.txt", "the cat sat on the mat."), "[MASK]"),
    ]


def training_data(folder: Path) -> list[BadInput]:
    folder = Path(folder)
    no_txt = folder / "no-txt-folder"
    _write(no_txt / "picture.png", _real_png())
    _write(no_txt / "notes.md", "# not a .txt\n")
    return [
        BadInput("train_empty_file", "training_data", _write(folder / "empty.txt", b""), "no readable text"),
        BadInput("train_binary_file", "training_data",
                 _write(folder / "binary.txt", bytes(random.Random(0).randrange(256) for _ in range(20_000))),
                 "not a UTF-8 text file",
                 note="20 kB of random bytes named .txt"),
        BadInput("train_folder_without_txt", "training_data", no_txt, "no .txt files"),
        BadInput("train_one_paragraph", "training_data", _write(folder / "one-paragraph.txt", one_paragraph()), "",
                 valid=True, note="2 MB, one paragraph: the last 10 % is held out"),
        BadInput("train_missing_path", "training_data", folder / "no-such-data", "no such file or folder"),
        BadInput("train_whitespace_only", "training_data", _write(folder / "blank.txt", "\n\n   \n\t\n"),
                 "no readable text"),
        BadInput("train_10000_small_files", "training_data", _small_files(folder / "small-files"), "", valid=True,
                 note="10,000 .txt files of one short sentence each: rows run across files, not cut per file"),
        BadInput("train_one_word_5mb", "training_data", _write(folder / "one-word.txt", "x" * 5_000_000), "too small",
                 note="5 MB on one line without a space: read in pieces, one [UNK] a piece, too little to train"),
        BadInput("train_utf16", "training_data",
                 _write(folder / "utf16.txt", ("the cat sat on the mat. " * 200).encode("utf-16")),
                 "not a UTF-8 text file", note="UTF-16 (Windows Notepad's 'Unicode')"),
    ]


def _small_files(folder: Path, n: int = 10_000) -> Path:
    """`n` tiny .txt files (one seeded sentence of 5 to 9 words each) in 100 subfolders."""
    rng = random.Random(1)
    if not folder.is_dir():
        for i in range(n):
            words = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(5, 9)))
            _write(folder / f"part{i % 100:02d}" / f"note{i:05d}.txt", words + ".\n")
    return folder


# -- study folders (`mlm-lab study show`, the Study page's Open) ----------------------------------
_SHIPPED_STUDY = Path(__file__).resolve().parents[1] / "docs" / "studies" / "mask-rate-text"


def _fifo_study(where: Path, spec: dict) -> list[BadInput]:
    """A study folder whose study.json is a named pipe (reading it would wait forever); POSIX only."""
    import os

    if not hasattr(os, "mkfifo"):
        return []
    where.mkdir(parents=True, exist_ok=True)
    if not (where / "study.json").exists():  # written once: the catalogue can be written again in place
        os.mkfifo(where / "study.json")
    return [BadInput("study_fifo_study_json", "study_folder", where, "not a file", note="study.json is a FIFO")]


def study_folders(folder: Path) -> list[BadInput]:
    """Damaged copies of a shipped study folder: its study.json or results.csv broken."""
    folder = Path(folder)
    spec = json.loads((_SHIPPED_STUDY / "study.json").read_text(encoding="utf-8"))
    results = (_SHIPPED_STUDY / "results.csv").read_text(encoding="utf-8")

    def rec(name, fragment, *, raw=None, csv=None, note="", valid=False, **changes):
        where = folder / name
        _write(where / "study.json", raw if raw is not None else json.dumps({**spec, **changes}))
        _write(where / "results.csv", results if csv is None else csv)
        return BadInput(f"study_{name}", "study_folder", where, fragment, valid, note)

    return [
        rec("csv_field_over_limit", "results.csv", csv="mask_prob,seed,state\n0.15,0," + "x" * 140_000 + "\n",
            note="one results.csv field over csv's 131,072-character limit"),
        rec("values_a_number", "values", values=5),
        rec("values_a_string", "values", values="0.15,0.3"),
        rec("knob_a_list", "knob", knob=["mask-rate"]),
        rec("task_a_list", "task", task=["text"]),
        rec("seeds_a_number", "seeds", seeds=5),
        rec("seed_too_big", "each seed", seeds=[2**70], note="a seed no generator takes"),
        rec("finished_a_list", "finished", finished=["yes"]),
        rec("fixed_not_object", "training config", fixed="abc"),
        rec("deep_nesting", "nested", raw="[" * 100_000 + "]" * 100_000),
        rec("huge_study_json", "bytes", raw=json.dumps({**spec, "pad": "x" * 3_000_000}), note="3 MB of study.json"),
        rec("not_json", "not valid json", raw="\x00\xff not json"),
        rec("too_many_runs", "at most", values=[round(0.01 * i, 2) for i in range(1, 101)], seeds=list(range(101)),
            note="100 values x 101 seeds"),
        BadInput("study_missing_folder", "study_folder", folder / "no-such-study", "study folder"),
        *_fifo_study(folder / "fifo_study_json", spec),
        rec("csv_ragged_rows", "", csv="mask_prob,seed,state\n0.15\n0.3,0,finished,extra,cells\n", valid=True,
            note="rows shorter and longer than the header (a hand-edited results.csv)"),
        rec("csv_odd_values", "", csv="mask_prob,seed,state,eval_accuracy_at_15\nnan,x,finished,inf\n"
                                      "1e999,1,finished,<b>bold</b>\n0.15,0,finished,0.5\n", valid=True,
            note="nan, inf, text and HTML where numbers go"),
        rec("csv_byte_order_mark", "", csv="\ufeffmask_prob,seed,state,eval_accuracy_at_15\n0.15,0,finished,0.5\n",
            valid=True, note="saved by a spreadsheet with a UTF-8 byte-order mark"),
    ]


# -- run folders (`mlm-lab runs`, `train --resume`, the Training tab) -----------------------------
def stopped_run(folder: Path) -> Path:
    """A real nano text run stopped at step 4 of 6 (checkpoints step-2 and step-4, status
    "stopped"), trained here once (a few seconds): the run folders below are damaged copies."""
    from mlm_lab.tokenization import WordPieceTokenizer
    from mlm_lab.training import TrainConfig, Trainer

    folder = Path(folder)
    done = [p for p in (folder / "runs").glob("*") if (p / "checkpoints" / "step-4").is_dir()]
    if done:
        return done[0]
    rng = random.Random(5)
    lines = [" ".join(rng.choice(_WORDS) for _ in range(rng.randint(6, 14))) + "." for _ in range(600)]
    corpus = _write(folder / "lines.txt", "\n".join(lines) + "\n")
    WordPieceTokenizer.train(lines, vocab_size=200).save(folder / "tokenizer.json")
    config = TrainConfig.from_dict(dict(
        task="text", data=str(corpus), tokenizer=str(folder / "tokenizer.json"), preset="nano", seq_len=32,
        steps=6, batch_size=8, eval_every=3, snapshot_every=6, checkpoint_every=2, keep_checkpoints=0, threads=1,
        eval_size=32, name="base"))

    class StopAt4:
        trainer = None

        def on_metrics(self, record):
            if record["step"] == 4:
                self.trainer.request_stop()

    stop = StopAt4()
    trainer = Trainer(config, runs_dir=folder / "runs", callbacks=[stop])
    stop.trainer = trainer
    result = trainer.run()
    assert result.state == "stopped" and result.step == 4, result
    return result.run_dir


def _flip_last_bytes(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[:-9] + bytes([data[-9] ^ 0xFF]) + data[-8:])


def run_folders(folder: Path, base_run: Path | None) -> list[BadInput]:
    """Damaged copies of `base_run` (see stopped_run), each alone in its own runs folder
    (`folder/<record>/<run>`): `mlm-lab runs --runs-dir` on its parent lists it, `train --resume`
    resumes it (a valid record; the fragment is the warning it must print) or refuses it in one
    line (and changes nothing). With `base_run` None nothing is written: the records alone
    (their names, for a test's parameters)."""
    import os
    import shutil

    folder = Path(folder)
    out = []

    def rec(name, fragment, damage, *, valid=False, note="", run_name=None):
        run = folder / name / (run_name or (base_run.name if base_run is not None else "run"))
        if base_run is not None and not run.exists():
            shutil.copytree(base_run, run, symlinks=True)
            (run / "run.lock").unlink(missing_ok=True)
            damage(run)
        out.append(BadInput(f"run_{name}", "run_folder", run, fragment, valid, note))

    def status(data):
        return lambda run: _write(run / "status.json", data if isinstance(data, (str, bytes)) else json.dumps(data))

    def newest(file, how):
        def damage(run):
            path = run / "checkpoints" / "step-4" / file
            if how == "truncate":
                path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
            else:
                _flip_last_bytes(path)
        return damage

    def all_checkpoints(run):
        for ckpt in (run / "checkpoints").iterdir():
            path = ckpt / "model.safetensors"
            path.write_bytes(path.read_bytes()[:100])

    def metrics_lines(text):
        def damage(run):
            with open(run / "metrics.jsonl", "a", encoding="utf-8") as handle:
                handle.write(text)
        return damage

    def fifo(name):
        def damage(run):
            (run / name).unlink()
            os.mkfifo(run / name)
        return damage

    def weights_link(target):
        def damage(run):
            path = run / "checkpoints" / "step-4" / "model.safetensors"
            path.unlink()
            path.symlink_to(target)
        return damage

    # damaged status.json: listed, resumed (the checkpoints are intact)
    rec("status_step_null", "", status({"state": "stopped", "step": None, "steps": 6, "final_metrics": {}}),
        valid=True)
    rec("status_final_metrics_text", "", status({"state": "stopped", "step": 4, "steps": 6, "final_metrics": "abc"}),
        valid=True)
    rec("status_no_eval_loss", "", status({"state": "stopped", "step": 4, "final_metrics": {"eval_accuracy": 0.5}}),
        valid=True)
    rec("status_types_all_wrong", "", status({"state": 7, "step": "four", "steps": [6], "pid": "abc", "host": 3,
                                              "final_metrics": [1, 2]}), valid=True)
    rec("status_not_json", "", status("{oops"), valid=True)
    rec("status_a_list", "", status("[1, 2, 3]"), valid=True)
    rec("status_deep_nesting", "", status("[" * 100_000 + "]" * 100_000), valid=True)
    rec("status_huge", "", status('{"state": "stopped", "pad": "' + "x" * 3_000_000 + '"}'), valid=True,
        note="3 MB of status.json: not read past its first MB")
    rec("status_empty", "", status(b""), valid=True, note="a status.json a full disk left empty")
    # metrics.jsonl lines that are not records: skipped and counted
    rec("metrics_damaged_lines", "skipped 6 damaged line(s) of metrics.jsonl", metrics_lines(
        '{"step": null}\n{"step": "5"}\n[1, 2]\nnot json at all\n{"step": true}\n{"step": 3, "train_lo'),
        valid=True)
    rec("metrics_nul_bytes", "skipped 1 damaged line(s)", metrics_lines("\x00" * 4096 + "\n"), valid=True,
        note="a block of NULs, as a crash on some filesystems leaves at the end of a file")
    # checkpoints: the newest damaged -> the one before, named; all damaged -> refused, nothing changed
    rec("newest_checkpoint_truncated", "skipped the damaged checkpoint(s) step-4",
        newest("model.safetensors", "truncate"), valid=True)
    rec("newest_checkpoint_flipped", "skipped the damaged checkpoint(s) step-4",
        newest("optimizer.safetensors", "flip"), valid=True, note="one byte changed near the end")
    rec("newest_trainer_state_truncated", "skipped the damaged checkpoint(s) step-4",
        newest("trainer_state.json", "truncate"), valid=True)
    rec("all_checkpoints_damaged", "no intact checkpoint", all_checkpoints)
    # of our own: a careless hand and an attacker
    rec("no_config", "no config.json", lambda run: (run / "config.json").unlink(),
        note="config.json deleted by hand")
    rec("config_not_json", "config.json", lambda run: _write(run / "config.json", "{not json"))
    rec("status_fifo", "", fifo("status.json"), valid=True,
        note="status.json is a named pipe: reading it would wait forever")
    rec("metrics_fifo", "metrics.jsonl", fifo("metrics.jsonl"),
        note="metrics.jsonl is a named pipe: never opened for reading (resume refused)")
    rec("newest_weights_link_to_dev_zero", "", weights_link("/dev/zero"), valid=True,
        note="model.safetensors a link to an endless device: not a checkpoint's file, never read (resumes from step-2)")
    rec("lock_is_a_folder", "run.lock", lambda run: (run / "run.lock").mkdir(),
        note="run.lock is a folder: the lock cannot be taken")
    rec("html_name", "", lambda run: None, valid=True, run_name="<font size=7 color=red>renamed",
        note="a run folder renamed by hand with HTML in its name: listed as named")
    return out


# -- Hugging Face cache entries (`import-hf`, a cache id as --model, `mlm-lab models`) ---------------
HF_COMMIT = "0123456789abcdef0123456789abcdef01234567"


def _hf_files() -> dict[str, bytes]:
    """A BERT-shaped cache entry's files (refused before the weights matter)."""
    words = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "the", "cat", "sat"]
    config = {"model_type": "bert", "architectures": ["BertForMaskedLM"], "vocab_size": len(words), "hidden_size": 8,
              "num_hidden_layers": 1, "num_attention_heads": 2, "intermediate_size": 16, "max_position_embeddings": 16}
    return {"config.json": json.dumps(config).encode(), "vocab.txt": "".join(w + "\n" for w in words).encode(),
            "model.safetensors": (2).to_bytes(8, "little") + b"{}"}


def hf_cache_entries(folder: Path) -> list[BadInput]:
    """Entries of a Hugging Face cache (`folder/hub/models--bad--<name>`, laid out as the Hub does:
    blobs/, snapshots/<commit>/ of links into blobs/, refs/main) that try to lead out of the entry.
    The record's path is the entry; its id is `bad/<name>` with HF_HUB_CACHE=`folder/hub`.
    `folder/outside` holds a good copy of the files, where an escape would land."""
    import hashlib
    import shutil

    folder = Path(folder)
    hub, outside = folder / "hub", folder / "outside"
    for name, data in _hf_files().items():
        _write(outside / name, data)
    out = []

    def rec(name, fragment, damage, note=""):
        entry = hub / f"models--bad--{name}"
        snap = entry / "snapshots" / HF_COMMIT
        if not entry.exists():
            for fname, data in _hf_files().items():
                digest = hashlib.sha256(data).hexdigest()
                _write(entry / "blobs" / digest, data)
                snap.mkdir(parents=True, exist_ok=True)
                (snap / fname).symlink_to(Path("..", "..", "blobs", digest))
            _write(entry / "refs" / "main", HF_COMMIT)
            damage(entry, snap)
        out.append(BadInput(f"hf_{name}", "hf_cache_entry", entry, fragment, note=note))

    def ref(data):
        return lambda entry, snap: _write(entry / "refs" / "main", data)

    def link(name, target, directory=False):
        def damage(entry, snap):
            path = snap / name
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.is_symlink() or path.exists():
                path.unlink()
            path.symlink_to(target, target_is_directory=directory)
        return damage

    def snapshot_outside(entry, snap):
        shutil.rmtree(snap)
        snap.symlink_to(outside, target_is_directory=True)

    rec("ref_escapes", "does not name a snapshot", ref("../../../outside"),
        note="refs/main leads out of the entry to a complete model")
    rec("ref_absolute", "does not name a snapshot", ref(str(outside)))
    rec("ref_dotdot", "does not name a snapshot", ref(".."))
    rec("ref_huge", "does not name a snapshot", ref("a" * 10_000), note="10 kB where a 40-character hash goes")
    rec("ref_binary", "refs/main", ref(b"\xff\xfe\x00abc"))
    rec("ref_names_no_snapshot", "does not hold", ref("f" * 40))
    rec("config_link_outside", "outside the cache entry", link("config.json", outside / "config.json"))
    rec("weights_link_outside", "outside the cache entry", link("model.safetensors", outside / "model.safetensors"))
    rec("weights_link_to_dev_zero", "outside the cache entry", link("model.safetensors", "/dev/zero"),
        note="an endless device: never read")
    rec("link_in_subfolder_outside", "outside the cache entry", link("sub/deeper/vocab.txt", outside / "vocab.txt"))
    rec("folder_link_outside", "outside the cache entry", link("more", outside, directory=True))
    rec("snapshot_link_outside", "leads outside", snapshot_outside,
        note="snapshots/<commit> itself is a link to a folder outside")
    rec("link_loop", "loop", link("loop", "loop"), note="a link to itself")
    return out


# -- a cache entry whose model is damaged (it stays inside the entry) ------------------------------
def _bert_weights(short: bool = False) -> bytes:
    """A safetensors file of one 8 x 8 float32 tensor; `short`: its header gives it half the bytes its shape takes."""
    size = 8 * 8 * 4
    header = json.dumps({"bert.embeddings.word_embeddings.weight": {
        "dtype": "F32", "shape": [8, 8], "data_offsets": [0, size // 2 if short else size]}}).encode()
    return struct.pack("<Q", len(header)) + header + b"\0" * (size // 2 if short else size)


def hf_cache_models(folder: Path) -> list[BadInput]:
    """Entries of a Hugging Face cache (`folder/hub/models--bad--<name>`, laid out as the Hub does)
    that stay inside themselves but whose model cannot be built: a config whose sizes a model class
    would divide by or allocate from, a safetensors header whose offsets are short of its shapes.
    Refused by name before transformers or torch sees them; the id is `bad/<name>` with
    HF_HUB_CACHE=`folder/hub`."""
    import hashlib

    folder = Path(folder)
    hub = folder / "hub"
    base = _hf_files()
    config = json.loads(base["config.json"])
    out = []

    def rec(name, fragment, changes, note=""):
        entry = hub / f"models--bad--{name}"
        snap = entry / "snapshots" / HF_COMMIT
        if not entry.exists():
            for fname, data in {**base, **changes}.items():
                digest = hashlib.sha256(data).hexdigest()
                _write(entry / "blobs" / digest, data)
                snap.mkdir(parents=True, exist_ok=True)
                (snap / fname).symlink_to(Path("..", "..", "blobs", digest))
            _write(entry / "refs" / "main", HF_COMMIT)
        out.append(BadInput(f"hf_model_{name}", "hf_cache_model", entry, fragment, note=note))

    def with_config(**changes) -> dict:
        return {"config.json": json.dumps({**config, **changes}).encode()}

    rec("heads_zero", "config.json: num_attention_heads 0 is out of range", with_config(num_attention_heads=0),
        note="transformers divides hidden_size by it (ZeroDivisionError)")
    rec("heads_do_not_divide", "config.json: num_attention_heads 3 does not divide hidden_size 8",
        with_config(num_attention_heads=3))
    rec("vocab_zero", "config.json: vocab_size 0 is out of range", with_config(vocab_size=0))
    rec("layers_text", "config.json: num_hidden_layers must be an integer", with_config(num_hidden_layers="2"))
    rec("config_not_json", "config.json as a model config: not valid JSON", {"config.json": b"{not json"})
    rec("config_deep_nesting", "nested more than", {"config.json": b"[" * 100_000 + b"]" * 100_000})
    rec("offsets_short_of_shapes", "but its shape [8, 8] of F32 takes 256; the file is damaged",
        {"model.safetensors": _bert_weights(short=True)},
        note="the header's offsets give a tensor half the bytes its shape takes (SafetensorError)")
    rec("weights_cut_short", "it is cut short", {"model.safetensors": _bert_weights()[:-100]},
        note="the file ends 100 bytes before its tensor does")
    return out


# -- lesson progress (Check in a lesson's exercise; Lessons > Export progress) ------------------------
PROGRESS_LESSON = ("Quiz", "quiz.mlmlesson")  # the lesson (title, file name) the records are the progress of


def progress_files(folder: Path, lesson: tuple[str, str] = PROGRESS_LESSON) -> list[BadInput]:
    """A lesson's progress file ("mlm-lab-progress"), damaged: each record alone in its own progress
    folder (`folder/<record>/`, what $MLM_LAB_PROGRESS names), under the name the lab gives the
    progress of `lesson` (title, file name). The record's path is the file; its fragment names it."""
    import os

    from mlm_lab.lab.progress import lesson_key

    folder = Path(folder)
    key = lesson_key(*lesson)
    good = {"step": 0, "title": "Guess", "kind": "guess", "answer": "quick", "correct": True, "tries": 1,
            "time": "2026-12-02T18:40:12"}

    def doc(record=None, **changes) -> str:
        data = {"format": "mlm-lab-progress", "version": 1, "lesson": lesson[0], "file": lesson[1],
                "students": {"Ada": {"0": {**good, **(record or {})}}}}
        return json.dumps({**data, **changes})

    out = []

    def rec(name, fragment, data, *, valid=False, note=""):
        path = folder / name / key
        if not os.path.lexists(path):
            if data == "fifo":
                path.parent.mkdir(parents=True, exist_ok=True)
                os.mkfifo(path)
            elif data == "folder":
                path.mkdir(parents=True)
            else:
                _write(path, data)
        out.append(BadInput(f"progress_{name}", "progress_file", path, fragment, valid, note))

    # the wrong type in a record's field (the check's arithmetic raised TypeError)
    rec("tries_many", f"{key}: students.Ada.0.tries must be a whole number", doc({"tries": "many"}),
        note='"tries": "many"')
    rec("tries_negative", f"{key}: students.Ada.0.tries must be a whole number", doc({"tries": -1}))
    rec("correct_text", f"{key}: students.Ada.0.correct must be true or false", doc({"correct": "yes"}))
    rec("answer_number", f"{key}: students.Ada.0.answer must be text", doc({"answer": 5}))
    rec("students_a_list", f"{key}: students must be an object", doc(students=["Ada"]))
    rec("step_not_a_record", f"{key}: students.Ada holds a step that is not a record",
        doc(students={"Ada": {"first": {}}}))
    rec("huge_int", "it holds a whole number of 5,001 digits", doc()[:-3] + ', "pad": 1' + "0" * 5000 + "}}}",
        note="an integer of 5,001 digits (Python's message said to call sys.set_int_max_str_digits)")
    # the file itself
    rec("deep_nesting", f"{key} as a progress file: nested more than 8 levels deep", "[" * 100_000 + "]" * 100_000,
        note="nested 100,000 deep (RecursionError)")
    if hasattr(os, "mkfifo"):
        rec("fifo", f"{key} is a named pipe, not a progress file", "fifo",
            note="a named pipe: reading it would wait for a writer forever (the window and the CLI hung)")
    rec("a_folder", f"{key} is a folder, not a progress file", "folder")
    rec("not_utf8", f"{key} as a progress file: not UTF-8 text", doc({"answer": "CAFE"}).encode().replace(
        b"CAFE", b"caf\xe9"), note="an answer in Latin-1, not UTF-8")
    rec("too_large", f"{key} is larger than 5.0 MB", doc({"answer": "x" * 5_100_000}),
        note="5.1 MB: far past what a class's answers take")
    rec("not_json", f"{key} as a progress file: not valid JSON", "{ damaged")
    rec("empty", f"{key} as a progress file: not valid JSON", b"", note="what a full disk leaves")
    rec("other_format", f"{key} is not an MLM Lab progress file", doc(format="mlm-lab-state"))
    rec("byte_order_mark", "", "\ufeff" + doc(), valid=True, note="saved by an editor with a UTF-8 byte-order mark")
    return out


# -- generate's prompt (argv, the API) ---------------------------------------------------------------------
def prompt_text(record: BadInput) -> str:
    """The text a prompt record holds (written with its lone surrogates kept: 'surrogatepass')."""
    return record.path.read_bytes().decode("utf-8", "surrogatepass")


def prompts(folder: Path) -> list[BadInput]:
    """Prompts for `mlm-lab generate PROMPT` and `generation.generate`. A lone surrogate is what
    Python makes of bytes that are not UTF-8 in argv (os.fsdecode); Qt drops them from a paste, so
    the window never holds one (its 10 MB paste is tests/app/test_round_four_window.py's)."""
    folder = Path(folder)

    def rec(name, text, fragment, *, valid=False, note=""):
        path = _write(folder / f"{name}.txt", text.encode("utf-8", "surrogatepass"))
        return BadInput(f"prompt_{name}", "prompt", path, fragment, valid, note)

    return [
        rec("lone_surrogate", "the \udcff [MASK] .", "the prompt holds '\\udcff' at character 5: a lone surrogate",
            note="b'\\xff' in argv (TypeError: TextInputSequence must be str)"),
        rec("lone_high_surrogate", "once \ud800 upon a time", "the prompt holds '\\ud800' at character 6"),
        rec("2mb_line", one_paragraph(), "the prompt is longer than the model's 128 tokens",
            note="2 MB on one line, no [MASK]"),
        rec("200_masks", " ".join(["[MASK]"] * 200), "the prompt is longer than the model's 128 tokens"),
        rec("control_chars", "the \x00cat\x07 sat \x1b[31mon the [MASK].", "", valid=True,
            note="NUL, BEL and an escape sequence: generated around"),
    ]


# -- the classroom's class file (`class export DB`, `class host --resume --db FILE`) -------------------
def class_files(folder: Path) -> list[BadInput]:
    """Files given where a class file (SQLite, "mlm-lab-class") is read. Each is refused in one line,
    and left as it was (no journal mode changed, no table added)."""
    import os
    import sqlite3

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    info = {"format": "mlm-lab-class", "code": "ABCD-1234", "name": "A class", "fingerprint": "0" * 16,
            "lesson": {"format": "mlm-lab-lesson", "version": 1, "title": "L", "steps": []}}
    tables = ("CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, token TEXT, client TEXT, joined REAL, "
              "last_seen REAL, step INTEGER, reached INTEGER, removed INTEGER);"
              "CREATE TABLE answers (id INTEGER PRIMARY KEY, student INTEGER, client_id TEXT, step INTEGER, "
              "kind TEXT, answer TEXT, correct INTEGER, feedback TEXT, at REAL)")

    def sqlite_file(name, script="", rows=None):
        path = folder / name
        if not path.exists():
            with sqlite3.connect(path) as db:
                db.executescript(script)
                if rows is not None:
                    db.execute("CREATE TABLE info (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                    db.executemany("INSERT INTO info VALUES (?, ?)", [(k, v if isinstance(v, str) and k == "bad"
                                                                          else json.dumps(v)) for k, v in rows.items()])
            db.close()
        return path

    def rec(name, path, fragment, note=""):
        return BadInput(f"class_{name}", "class_file", path, fragment, note=note)

    out = [
        rec("a_folder", _folder(folder / "folder.mlmclass"), "folder.mlmclass is a folder, not a class file"),
        rec("text", _write(folder / "text.mlmclass", "hello\n"), "text.mlmclass: not a class file (not an SQLite"),
        rec("empty", _write(folder / "empty.mlmclass", b""), "empty.mlmclass: not a class file (not an SQLite",
            note="what a full disk leaves"),
        rec("other_schema", sqlite_file("other.mlmclass", "CREATE TABLE t (x)"),
            "other.mlmclass: not a class file (an SQLite database without a class in it)",
            note="another program's SQLite file"),
        rec("no_format", sqlite_file("no-format.mlmclass", tables, {"name": "x"}),
            "no-format.mlmclass: not a class file (no 'mlm-lab-class' record)"),
        rec("info_not_json", sqlite_file("info-not-json.mlmclass", tables, {"format": "mlm-lab-class", "bad": "{oops"}),
            "info-not-json.mlmclass: not a class file"),
        rec("no_code", sqlite_file("no-code.mlmclass", tables, {k: v for k, v in info.items() if k != "code"}),
            "no-code.mlmclass: not a class file (its code is missing or damaged)",
            note="a class without its code (KeyError: 'code' on resume)"),
        rec("students_other_schema", sqlite_file("students.mlmclass", "CREATE TABLE students (x);" + tables.split(";")[1],
                                                 info),
            "students.mlmclass: not a class file (its table students has no column id)",
            note="a table of the right name and another program's columns (sqlite3.OperationalError)"),
        rec("truncated", _write(folder / "truncated.mlmclass", (b"SQLite format 3\x00" + b"\x10\x00" + b"\x00" * 82)),
            "truncated.mlmclass: not a class file", note="an SQLite header and nothing after it"),
        rec("missing", folder / "missing.mlmclass", "no such class file"),
    ]
    if hasattr(os, "mkfifo"):
        fifo = folder / "fifo.mlmclass"
        if not fifo.exists():
            os.mkfifo(fifo)
        out.append(rec("fifo", fifo, "fifo.mlmclass is a named pipe, not a class file",
                       note="a named pipe: reading its header would wait forever"))
    return out


# -- where a command writes: a file (--out, --db of a new class, --csv), a folder (--out DIR, OUT_DIR) ---
# output_folders' records that only the steps study can have (a name inside it that it writes)
STEPS_STUDY_ONLY = ("outdir_steps_json_is_a_folder",)


def _output_common(folder: Path, prefix: str, name: str) -> list[tuple[str, Path, str]]:
    import os

    _write(folder / "a-file.txt", "a file, not a folder\n")
    loop = folder / f"loop-{name}"
    if not loop.is_symlink():
        loop.symlink_to(loop.name)
    out = [
        (f"{prefix}_parent_missing", folder / "no-such-folder" / name, f"no-such-folder/{name}: folder does not exist"),
        (f"{prefix}_parent_is_a_file", folder / "a-file.txt" / name, "a-file.txt is a file, not a folder"),
        (f"{prefix}_name_too_long", folder / ("o" * 300 + name), "the name is too long (file names are at most 255 bytes)"),
        (f"{prefix}_link_loop", loop, f"loop-{name}: it is a link that leads back to itself"),
    ]
    if hasattr(os, "mkfifo"):
        fifo = folder / f"pipe-{name}"
        if not fifo.exists():
            os.mkfifo(fifo)
        what = "folder" if prefix == "outdir" else "file"
        out.append((f"{prefix}_is_a_fifo", fifo, f"pipe-{name}: it is a named pipe, not a {what}"))
    return out


def output_files(folder: Path) -> list[BadInput]:
    """Where a command is asked to write one file (`reconstruct --out`, `animate --out`, `screenshot
    --out`, `class export --csv`, `class host --db` of a new class): each refused before any work,
    in one line naming it, and nothing written. The names end in .png, which each of those takes."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    rows = [("out_is_a_folder", _folder(folder / "shot.png"), "shot.png: it is a folder; name a file"),
            *_output_common(folder, "out", "shot.png")]
    return [BadInput(name, "output_file", path, fragment) for name, path, fragment in rows]


def output_folders(folder: Path) -> list[BadInput]:
    """Where a command is asked to write a folder of files (`study steps --out`, `export-hf` and
    `import-hf` OUT_DIR): each refused before any work (the study's samples, the model's weights),
    in one line naming it, and nothing written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    steps = _folder(folder / "study" / "steps.json")  # where the study writes steps.json, a folder
    rows = [("outdir_is_a_file", _write(folder / "taken", "a file\n"), "taken: it is a file, not a folder"),
            *_output_common(folder, "outdir", "out"),
            ("outdir_steps_json_is_a_folder", steps.parent, "steps.json in it is a folder, where a file goes")]
    return [BadInput(name, "output_folder", path, fragment, note="the study wrote its samples, then failed"
                     if name in STEPS_STUDY_ONLY else "") for name, path, fragment in rows]


# -- file names (every opener: a picture, a lab file, a lesson) -----------------------------------
def file_names(folder: Path) -> list[BadInput]:
    """Files whose names a careless hand or an attacker chose. The route is the suffix, in any
    case: .mlmlab is a lab file, .mlmlesson a lesson, anything else a picture. A name over 255
    bytes cannot exist on disk: its record's path names a file that is not there."""
    import os

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    png = _real_png()

    def rec(name, path, fragment, *, valid=False, note=""):
        return BadInput(f"name_{name}", "file_name", path, fragment, valid, note)

    state = json.dumps({"format": "mlm-lab-state", "version": 1, "tab": "image",
                        "image": {"source": "sample:chelsea", "ratio": 0.5}})
    bad_lesson = json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "Upper", "steps": [
        {"title": "t", "narration": "n", "state": {"tab": "image", "image": {"source": "sample:chelsea",
                                                                              "ratio": 1.5}}}]})
    out = [
        rec("over_255_bytes", folder / ("n" * 300 + ".png"), "255", note="cannot exist: refused by its length"),
        rec("over_255_bytes_lab", folder / ("n" * 300 + ".mlmlab"), "255"),
        rec("over_255_bytes_multibyte", folder / ("é" * 130 + ".png"), "255", note="130 characters, 264 bytes"),
        rec("newline_picture", _write(folder / "two\nlines.png", png), "", valid=True,
            note="a real PNG with a newline in its name"),
        rec("newline_not_a_picture", _write(folder / "bad\nname.png", "text\n"), "bad\\nname.png",
            note="the message escapes the newline: one line"),
        rec("html_tags", _write(folder / "<font size=7 color=red>HUGE.png", "text\n"),
            "<font size=7 color=red>HUGE.png", note="shown as typed, never rendered"),
        rec("upper_case_png", _write(folder / "PHOTO.PNG", png), "", valid=True),
        rec("upper_case_lab", _write(folder / "STATE.MLMLAB", state), "", valid=True,
            note="opened as a lab file, not as a picture"),
        rec("upper_case_lesson", _write(folder / "BAD.MLMLESSON", bad_lesson), "steps[0].state.image.ratio",
            note="read as a lesson (its step's ratio 1.5 is refused by name), not as a picture"),
        # of our own
        rec("tab_and_escape", _write(folder / "tab\there\x1b[31m.png", "text\n"), "tab\\there\\x1b[31m.png",
            note="a tab and a terminal escape sequence: escaped, never acted on"),
        rec("not_utf8_picture", _write(folder / os.fsdecode(b"latin1-\xe9t\xe9.png"), png), "", valid=True,
            note="a name in Latin-1 bytes, not UTF-8 (an old archive)"),
        rec("a_folder", _folder(folder / "folder.png"), "folder.png", note="a folder named like a picture"),
        rec("only_a_suffix", _write(folder / ".png", "text\n"), ".png is not an image file",
            note="a hidden file that is all suffix"),
        rec("spaces_around", _write(folder / "  spaced  .png", png), "", valid=True),
        rec("bidi_override", _write(folder / "photo\u202egnp.txt", "text\n"), "photo\\u202egnp.txt",
            note="a right-to-left override: shown as typed, photo(U+202E)gnp.txt reads photo-txt.png; escaped"),
    ]
    if hasattr(os, "mkfifo"):
        pipe = folder / "pipe.png"
        if not pipe.exists():
            os.mkfifo(pipe)
        out.append(rec("fifo", pipe, "pipe.png is not a regular file",
                       note="a named pipe: opening it to read would wait forever"))
    loop = folder / "loop.png"
    if not loop.is_symlink():
        loop.symlink_to("loop.png")
    out.append(rec("link_loop", loop, "loop.png is a link that leads back to itself", note="a link to itself"))
    return out


def catalogue(folder: Path, *, bundled_text: Path | None = None, base_run: Path | None = None) -> list[BadInput]:
    """Every family, each in its own subfolder of `folder`; the run folders only when a
    `base_run` to damage is given (`stopped_run` trains one in a few seconds)."""
    folder = Path(folder)
    records = (images(folder / "images") + model_folders(folder / "models") + lab_files(folder / "lab")
               + lesson_files(folder / "lessons") + texts(folder / "text") + training_data(folder / "training")
               + study_folders(folder / "studies") + hf_cache_entries(folder / "hf")
               + file_names(folder / "names") + hf_cache_models(folder / "hf-models")
               + progress_files(folder / "progress") + prompts(folder / "prompts") + class_files(folder / "classes")
               + output_files(folder / "out-files") + output_folders(folder / "out-folders"))
    if bundled_text is not None:
        records.append(text_model_for_image(folder / "models", bundled_text))
    if base_run is not None:
        records += run_folders(folder / "runs", base_run)
    names = [r.name for r in records]
    assert len(names) == len(set(names)), "record names must be unique"
    return records
