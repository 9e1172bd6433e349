"""User text files: the held-out part of one long paragraph, binary files refused."""

import sys
from pathlib import Path

import pytest

from mlm_lab.cli import main
from mlm_lab.data.text_files import DataError, TextDocument, read_text_documents, split_documents
from mlm_lab.training import TrainConfig, load_metrics

sys.path.insert(0, str(Path(__file__).parent))
from bad_inputs import one_paragraph


def test_one_paragraph_holds_out_its_last_tenth_cut_at_a_word():
    text = one_paragraph(200_000, seed=3)
    train, held = split_documents([TextDocument("book.txt", [text])], 0.1)
    (head,), (tail,) = train[0].paragraphs, held[0].paragraphs
    assert head + " " + tail == text  # nothing lost, nothing doubled, the cut is at a space
    assert not head.endswith(" ") and not tail.startswith(" ")
    assert abs(len(tail) / len(text) - 0.1) < 0.001
    assert held[0].name == "book.txt"


def test_a_few_paragraphs_are_split_by_characters_many_by_paragraph():
    paragraphs = [one_paragraph(1000, seed=i) for i in range(3)]
    train, held = split_documents([TextDocument("a.txt", paragraphs)], 0.1)
    assert train[0].paragraphs[:2] == paragraphs[:2]
    assert train[0].paragraphs[2] + " " + held[0].paragraphs[0] == paragraphs[2]
    many = [f"paragraph number {i} of the book." for i in range(40)]
    train, held = split_documents([TextDocument("b.txt", many)], 0.1)
    assert train[0].paragraphs == many[:36] and held[0].paragraphs == many[36:]


def test_a_single_word_cannot_be_split():
    train, held = split_documents([TextDocument("w.txt", ["antidisestablishmentarianism"])], 0.1)
    assert train[0].paragraphs == ["antidisestablishmentarianism"] and held == []


def test_a_binary_file_is_not_read_as_text(tmp_path):
    (tmp_path / "data.txt").write_bytes(bytes(range(256)) * 100)
    with pytest.raises(DataError, match="not a UTF-8 text file"):
        read_text_documents(tmp_path / "data.txt")
    (tmp_path / "data.txt").write_bytes("caf\xe9 au lait, ".encode("latin-1") * 3 + b"and more plain text " * 20)
    assert read_text_documents(tmp_path / "data.txt")[0].replaced_bytes == 3  # a few bad bytes: read, counted


def test_train_on_one_2mb_paragraph_holds_out_the_last_tenth(tmp_path, capsys):
    text = one_paragraph(2_000_000)
    data = tmp_path / "one-paragraph.txt"
    data.write_text(text, encoding="utf-8")
    assert "\n" not in text
    code = main(["train", "text", "--data", str(data), "--steps", "3", "--batch-size", "8", "--eval-every", "3",
                 "--threads", "1", "--runs-dir", str(tmp_path / "runs")])
    out, err = capsys.readouterr()
    assert code == 0, err
    run_dir = next((tmp_path / "runs").iterdir())
    assert TrainConfig.load(run_dir / "config.json").data == str(data)
    assert [r["step"] for r in load_metrics(run_dir)] == [0, 1, 2, 3]
    # the evaluation part is the end of the file: the same split as the run's
    train, held = split_documents(read_text_documents(data), 0.1)
    assert text.endswith(held[0].paragraphs[0])
    assert abs(len(held[0].paragraphs[0]) / len(text) - 0.1) < 0.001
