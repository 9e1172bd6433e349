"""Training data at the edges (issue 29): a huge one-line file is read in bounded pieces (the
tokenizer never sees it whole), many tiny files give rows across files, and the numbers of
a run are checked against their ranges before a run folder exists."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import bad_inputs

from mlm_lab.cli import main
from mlm_lab.data import text_files
from mlm_lab.data.text_files import MAX_PIECE_CHARS, read_text_documents
from mlm_lab.training import TrainConfig
from mlm_lab.training.config import ConfigError


def _cli(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_huge_line_is_read_in_pieces_the_tokenizer_can_take(tmp_path):
    text = bad_inputs.one_paragraph(9_000_000, seed=3)
    (tmp_path / "line.txt").write_text(text, encoding="utf-8")
    [doc] = read_text_documents(tmp_path / "line.txt")
    assert len(doc.paragraphs) == 3
    assert max(len(p) for p in doc.paragraphs) <= MAX_PIECE_CHARS
    assert " ".join(doc.paragraphs) == text  # cut at spaces: nothing lost, nothing glued
    no_space = "y" * (2 * MAX_PIECE_CHARS + 5)
    (tmp_path / "word.txt").write_text(no_space, encoding="utf-8")
    [doc] = read_text_documents(tmp_path / "word.txt")
    assert [len(p) for p in doc.paragraphs] == [MAX_PIECE_CHARS, MAX_PIECE_CHARS, 5]


def test_blocks_do_not_cut_characters_or_line_ends(tmp_path):
    block = text_files.READ_BLOCK
    head = "a" * (block - 1)
    # a 3-byte character across the first block's end, then a CRLF across the second's
    data = (head + "\u20ac word\r").encode("utf-8")
    data += b" " * (2 * block - len(data) - 1) + b"\r\nsecond line\n"
    (tmp_path / "t.txt").write_bytes(data)
    [doc] = read_text_documents(tmp_path / "t.txt")
    assert doc.replaced_bytes == 0
    assert doc.paragraphs == [head + "\u20ac word", "second line"]
    assert doc.paragraphs == [line.strip() for line in data.decode("utf-8").splitlines() if line.strip()]


def test_ten_thousand_tiny_files_give_training_rows(tmp_path, capsys):
    folder = bad_inputs._small_files(tmp_path / "notes")
    assert len(list(folder.rglob("*.txt"))) == 10_000
    from mlm_lab.training.data import build_text_data

    config = TrainConfig(task="text", data=str(folder), steps=1, threads=1)
    data = build_text_data(config)
    docs = read_text_documents(folder)
    train, _ = text_files.split_documents(docs, 0.1, seed=0)
    tokens = sum(len(ids) for d in train for ids in data.tokenizer.encode_many(d.paragraphs))
    body = config.seq_len - 2
    assert all(len(ids) < body for d in train[:50] for ids in data.tokenizer.encode_many(d.paragraphs))  # each file
    assert data.train_rows.shape == (tokens // body, config.seq_len)  # ...yet every token but the last row's is used
    assert data.train_rows.shape[0] >= config.batch_size
    assert data.eval_rows.shape[0] > 0
    code, out, err = _cli(["train", "text", "--data", str(folder), "--steps", "2", "--eval-every", "2", "--threads",
                           "1", "--runs-dir", str(tmp_path / "runs")], capsys)
    assert code == 0, err
    assert "finished" in out


NUMBERS = [
    (["--seed", str(2**70)], "--seed: must be a whole number from 0 to 2**63 - 1, got 1180591620717411303424"),
    (["--seed", "-1"], "--seed: must be a whole number from 0 to 2**63 - 1, got -1"),
    (["--lr", "inf"], "--lr: must be a number more than 0 and at most 1, got inf"),
    (["--lr", "1e308"], "--lr: must be a number more than 0 and at most 1"),
    (["--lr", "nan"], "--lr: must be a number more than 0 and at most 1, got nan"),
    (["--lr", "-0.0"], "--lr: must be a number more than 0"),
    (["--warmup", "1e30"], "--warmup: must be a whole number from 0 to 10**9, got '1e30'"),
    (["--warmup", str(10**30)], "--warmup: must be a whole number from 0 to 10**9"),
    (["--steps", str(10**12)], "--steps: must be a whole number from 1 to 10**9"),
    (["--threads", "100000"], "--threads: must be a whole number from 0 to 1024"),
    (["--threads", "1000"], "--threads 1000 is more than this machine's"),
    (["--batch-size", str(10**9)], "--batch-size: must be a whole number from 1 to 65,536"),
    (["--min-lr-ratio", "inf"], "--min-lr-ratio: must be a number from 0 to 1, got inf"),
    (["--extra-share", "nan"], "--extra-share: must be a number more than 0 and less than 1, got nan"),
    (["--name", "x" * 300], "--name: a name is at most 100 characters"),
    (["--checkpoint-every", str(2**64)], "--checkpoint-every: must be a whole number from 1 to 10**9"),
]


@pytest.mark.parametrize("flags,fragment", NUMBERS, ids=[" ".join(f)[:30] for f, _ in NUMBERS])
def test_numbers_at_the_edges_are_refused_before_a_run_folder_exists(flags, fragment, tmp_path, capsys):
    task = "image" if "--extra-share" in flags else "text"
    code, out, err = _cli(["train", task, "--steps", "2", "--runs-dir", str(tmp_path / "runs"), *flags]
                          if "--steps" not in flags else ["train", task, "--runs-dir", str(tmp_path / "runs"), *flags],
                          capsys)
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert fragment in err, err
    assert not (tmp_path / "runs").exists() or not any((tmp_path / "runs").iterdir())


def test_a_saved_config_is_held_to_the_same_ranges():
    base = dict(task="text", steps=10)
    for field, value in (("seed", 2**70), ("lr", float("inf")), ("lr", 1e308), ("warmup", 10**30),
                         ("threads", 100_000), ("grad_clip", float("nan")), ("weight_decay", -1.0),
                         ("steps", "10"), ("seq_len", "abc"), ("data", 5), ("name", ["a"])):
        with pytest.raises(ConfigError, match=field):
            TrainConfig.from_dict({**base, field: value})
    assert TrainConfig.from_dict({**base, "seed": 2**63 - 1, "lr": 1.0, "threads": 1024}).seed == 2**63 - 1


def test_extra_images_with_generated_data_are_used_and_said(tmp_path):
    from mlm_lab.training.data import build_image_data

    pictures = np.random.default_rng(0).integers(0, 256, size=(12, 16, 16, 3), dtype=np.uint8)
    np.save(tmp_path / "extra.npy", pictures)
    config = TrainConfig(task="image", data="generated", steps=1, batch_size=8, extra_images=str(tmp_path / "extra.npy"))
    data = build_image_data(config)
    assert "plus 12 pictures from" in data.description
    assert data.whole_from == len(data.pool) - 12
    assert all(tuple(p.shape) == (3, 32, 32) for p in data.pool[data.whole_from:])


def test_long_texts_are_encoded_in_pieces_to_the_same_ids(small_tokenizer):
    texts = ["  ".join(bad_inputs.one_paragraph(60_000, seed=s).split(" ")) + "  x" for s in range(3)]
    texts += ["", "a", "caf\u00e9 \u4e2d\u6587 x, y. " * 3000, bad_inputs.one_paragraph(100)]
    whole = [np.asarray(small_tokenizer.backend.encode(t, add_special_tokens=False).ids) for t in texts]
    pieces = list(small_tokenizer.encode_stream(texts, batch_chars=20_000, piece_chars=1000))
    assert len(pieces) == len(texts)
    assert all(np.array_equal(a, b) for a, b in zip(whole, pieces, strict=True))
