"""Statistics of token masking over many draws: the rules hold, not just run."""

import math

import pytest
import torch

from mlm_lab.masking import TokenMaskingConfig, clipped_geometric_mean, mask_tokens, span_length_probs

VOCAB, MASK_ID = 1000, 4


def _batch(rows=100, cols=128, seed=0):
    """Ids with [CLS] first, [SEP] last, and words of 1-3 pieces."""
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, VOCAB, (rows, cols), generator=g)
    ids[:, 0], ids[:, -1] = 2, 3
    special = torch.zeros(rows, cols, dtype=torch.bool)
    special[:, 0] = special[:, -1] = True
    pieces = torch.randint(1, 4, (rows, cols), generator=g)
    words = torch.full((rows, cols), -1, dtype=torch.long)
    for r in range(rows):
        w, left = 0, int(pieces[r, 1])
        for t in range(1, cols - 1):
            words[r, t] = w
            left -= 1
            if left == 0:
                w += 1
                left = int(pieces[r, t + 1])
    return ids, special, words


def _run(strategy, p=0.15, seed=1, **kw):
    ids, special, words = _batch()
    cfg = TokenMaskingConfig(strategy=strategy, mask_prob=p, **kw)
    g = torch.Generator().manual_seed(seed)
    return ids, special, words, mask_tokens(ids, cfg, mask_token_id=MASK_ID, vocab_size=VOCAB,
                                            special_tokens_mask=special, word_ids=words, generator=g)


@pytest.mark.parametrize("strategy", ["random", "whole_word", "span"])
@pytest.mark.parametrize("p", [0.15, 0.4])
def test_selected_fraction_is_p_within_3_sigma(strategy, p):
    ids, special, words, res = _run(strategy, p)
    eligible = int((~special).sum())
    assert eligible >= 10_000
    frac = res.selected.sum().item() / eligible
    # whole words (mean 2 pieces) make draws correlated: widen sigma by the mean word size
    units = eligible if strategy == "random" else eligible / 2.5  # E[size^2]/E[size] = 7/3
    sigma = math.sqrt(p * (1 - p) / units)
    assert abs(frac - p) < 3 * sigma, (frac, p, sigma)


@pytest.mark.parametrize("strategy", ["random", "whole_word", "span"])
def test_80_10_10_split_within_3_sigma(strategy):
    _, _, _, res = _run(strategy, 0.4)
    n = res.selected.sum().item()
    for got, want in ((res.replaced_mask, 0.8), (res.replaced_random, 0.1), (res.kept, 0.1)):
        share = got.sum().item() / n
        assert abs(share - want) < 3 * math.sqrt(want * (1 - want) / n)
    # the three outcomes partition the selection
    assert torch.equal(res.replaced_mask | res.replaced_random | res.kept, res.selected)
    assert not (res.replaced_mask & res.replaced_random).any()


def test_corrupted_ids_follow_the_outcomes():
    ids, special, _, res = _run("random", 0.5)
    assert (res.input_ids[res.replaced_mask] == MASK_ID).all()
    assert torch.equal(res.input_ids[~res.selected], ids[~res.selected])
    assert torch.equal(res.input_ids[res.kept], ids[res.kept])
    rnd = res.input_ids[res.replaced_random]
    assert ((rnd >= 5) & (rnd < VOCAB)).all(), "random replacements never draw special tokens"


def test_labels_are_minus_100_exactly_where_not_selected():
    ids, _, _, res = _run("random", 0.3)
    assert torch.equal(res.labels == -100, ~res.selected)
    assert torch.equal(res.labels[res.selected], ids[res.selected])


@pytest.mark.parametrize("strategy", ["random", "whole_word", "span"])
def test_special_tokens_never_selected(strategy):
    _, special, _, res = _run(strategy, 0.9)
    assert not (res.selected & special).any()


@pytest.mark.parametrize("strategy", ["whole_word", "span"])
def test_whole_words_selected_whole(strategy):
    _, _, words, res = _run(strategy, 0.3)
    for r in range(words.shape[0]):
        for w in words[r].unique().tolist():
            if w < 0:
                continue
            sel = res.selected[r][words[r] == w]
            assert sel.all() or not sel.any()


def test_span_lengths_follow_clipped_geometric():
    ids = torch.randint(5, VOCAB, (200, 512), generator=torch.Generator().manual_seed(3))
    cfg = TokenMaskingConfig(strategy="span", mask_prob=0.15)
    res = mask_tokens(ids, cfg, mask_token_id=MASK_ID, vocab_size=VOCAB, generator=torch.Generator().manual_seed(4))
    lengths = torch.tensor([s[3] for s in res.spans], dtype=torch.float)
    assert len(lengths) > 2000
    assert lengths.max() <= 10 and lengths.min() >= 1
    expected = clipped_geometric_mean(0.2, 10)
    assert abs(expected - 3.8) < 0.01
    assert abs(lengths.mean().item() - expected) < 0.15
    probs = span_length_probs(0.2, 10)
    for k in (1, 2, 5):
        share = (lengths == k).float().mean().item()
        assert abs(share - probs[k - 1]) < 4 * math.sqrt(probs[k - 1] * (1 - probs[k - 1]) / len(lengths)) + 0.01
    # the reported spans are exactly the selected tokens
    rebuilt = torch.zeros_like(res.selected)
    for row, start, end, _ in res.spans:
        assert not rebuilt[row, start:end].any(), "spans never overlap"
        rebuilt[row, start:end] = True
    assert torch.equal(rebuilt, res.selected)


@pytest.mark.parametrize("strategy", ["random", "whole_word", "span"])
def test_same_seed_same_mask(strategy):
    a = _run(strategy, seed=7)[3]
    b = _run(strategy, seed=7)[3]
    c = _run(strategy, seed=8)[3]
    assert torch.equal(a.input_ids, b.input_ids) and torch.equal(a.selected, b.selected)
    assert not torch.equal(a.selected, c.selected)


def test_one_dimensional_input_gives_one_dimensional_output():
    ids = torch.arange(5, 40)
    res = mask_tokens(ids, TokenMaskingConfig(mask_prob=0.5), mask_token_id=MASK_ID, vocab_size=VOCAB,
                      generator=torch.Generator().manual_seed(0))
    assert res.input_ids.shape == ids.shape and res.selected.dim() == 1


@pytest.mark.parametrize(
    "kwargs, field",
    [
        ({"strategy": "bogus"}, "strategy"),
        ({"mask_prob": 1.5}, "mask_prob"),
        ({"mask_prob": -0.1}, "mask_prob"),
        ({"mask_token_prob": 0.9, "random_token_prob": 0.2}, "mask_token_prob"),
        ({"span_geometric_p": 0.0}, "span_geometric_p"),
        ({"span_max_len": 0}, "span_max_len"),
    ],
)
def test_invalid_config_names_the_field(kwargs, field):
    with pytest.raises(ValueError, match=field):
        TokenMaskingConfig(**kwargs)


def test_config_json_round_trip():
    cfg = TokenMaskingConfig(strategy="span", mask_prob=0.3, mask_token_prob=0.7, random_token_prob=0.2)
    assert TokenMaskingConfig.from_dict(cfg.to_dict()) == cfg
    assert abs(cfg.keep_prob - 0.1) < 1e-9
