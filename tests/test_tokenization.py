"""WordPiece tokenizer: special tokens, word ids, save/load."""

import pytest

from mlm_lab.tokenization import SPECIAL_TOKENS, TokenizerError, WordPieceTokenizer


def test_special_tokens_have_fixed_ids(small_tokenizer):
    assert [small_tokenizer.token_to_id(t) for t in SPECIAL_TOKENS] == [0, 1, 2, 3, 4]
    assert small_tokenizer.mask_token_id == 4


def test_encode_adds_cls_sep_and_word_ids(small_tokenizer):
    enc = small_tokenizer.encode("The cat sat on the mat.")
    assert enc.tokens[0] == "[CLS]" and enc.tokens[-1] == "[SEP]"
    assert enc.word_ids[0] == -1 and enc.word_ids[-1] == -1
    assert enc.special[0] and enc.special[-1] and not any(enc.special[1:-1])
    assert enc.tokens[1:4] == ["the", "cat", "sat"], "lower-cased"
    assert enc.word_ids[1:4] == [0, 1, 2]


def test_pieces_of_one_word_share_its_id(small_tokenizer):
    enc = small_tokenizer.encode("gardens")
    pieces = enc.tokens[1:-1]
    assert len(pieces) >= 2 and all(p.startswith("##") for p in pieces[1:])
    assert len(set(enc.word_ids[1:-1])) == 1
    assert small_tokenizer.tokens_to_words(enc.ids) == enc.word_ids


def test_mask_in_text_is_a_special_token(small_tokenizer):
    enc = small_tokenizer.encode("the [MASK] sat on the mat")
    i = enc.tokens.index("[MASK]")
    assert enc.ids[i] == small_tokenizer.mask_token_id and enc.word_ids[i] == -1


def test_truncation_keeps_sep_and_says_so(small_tokenizer):
    enc = small_tokenizer.encode("the cat " * 50, max_length=16)
    assert len(enc.ids) == 16 and enc.tokens[-1] == "[SEP]" and enc.truncated
    assert not small_tokenizer.encode("the cat", max_length=16).truncated


def test_save_load_round_trip(tmp_path, small_tokenizer):
    path = small_tokenizer.save(tmp_path)
    assert path.name == "tokenizer.json"
    loaded = WordPieceTokenizer.load(tmp_path)
    text = "the old man and the sea"
    assert loaded.encode(text).ids == small_tokenizer.encode(text).ids
    assert loaded.decode(loaded.encode(text).ids) == text


def test_load_errors_are_clear(tmp_path):
    with pytest.raises(TokenizerError, match="no tokenizer"):
        WordPieceTokenizer.load(tmp_path)
    (tmp_path / "tokenizer.json").write_text("{broken")
    with pytest.raises(TokenizerError, match="cannot read"):
        WordPieceTokenizer.load(tmp_path)


def test_vocab_size_is_respected():
    tok = WordPieceTokenizer.train(["alpha beta gamma delta epsilon"] * 10 + ["zeta eta theta"] * 5, vocab_size=60)
    assert tok.vocab_size <= 60


def test_a_long_text_is_tokenized_only_as_far_as_is_kept(small_tokenizer):
    tokenizer = small_tokenizer
    """2 MB on one line: the bounded encode keeps the same first tokens as a full encode of a
    shorter text, marks the result truncated, and never returns more than max_length tokens."""
    sentence = "the cat sat on the mat and looked at the door . "
    text = sentence * 40_000  # about 2 MB
    enc = tokenizer.encode(text, max_length=128)
    full = tokenizer.encode(sentence * 40, max_length=128)
    assert len(enc.ids) == 128 and enc.truncated
    assert enc.ids == full.ids and enc.offsets == full.offsets
    spaced = " " * 5000 + "the cat"  # more spaces than the first prefix holds: the prefix grows
    assert tokenizer.encode(spaced, max_length=128).tokens[1:-1] == tokenizer.encode("the cat").tokens[1:-1]
