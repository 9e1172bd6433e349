"""Properties of the masking functions over many inputs (hypothesis): what must hold for every
sentence, rate and grid, not only for the examples the other masking tests pick.

Derandomized, with a small number of examples and no example database, so the file runs in
seconds and the same way on every machine.
"""

from __future__ import annotations

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from mlm_lab.masking import PATCH_STRATEGIES, TOKEN_STRATEGIES, PatchMaskingConfig, TokenMaskingConfig
from mlm_lab.masking.patches import mask_patches, num_hidden_patches, patch_mask_from_bool, patch_mask_from_noise
from mlm_lab.masking.text import mask_tokens

FEW = settings(max_examples=40, deadline=None, derandomize=True, database=None)
MASK_ID, VOCAB, SPECIALS = 4, 60, (0, 1, 2, 3, 4)
probabilities = st.floats(0.0, 1.0, allow_nan=False)


@st.composite
def sentences(draw):
    """A row of ids with its words: [CLS] w1 w1 w2 ... [SEP] [PAD]..., words of 1-3 pieces."""
    pieces = draw(st.lists(st.integers(1, 3), min_size=0, max_size=14))
    ids, words = [2], [-1]
    for w, n in enumerate(pieces):
        ids += draw(st.lists(st.integers(5, VOCAB - 1), min_size=n, max_size=n))
        words += [w] * n
    pad = draw(st.integers(0, 3))
    ids += [3] + [0] * pad
    words += [-1] * (1 + pad)
    return torch.tensor(ids), torch.tensor(words)


@st.composite
def token_configs(draw):
    mask_token = draw(probabilities)
    return TokenMaskingConfig(strategy=draw(st.sampled_from(TOKEN_STRATEGIES)), mask_prob=draw(probabilities),
                              mask_token_prob=mask_token, random_token_prob=draw(st.floats(0.0, 1.0 - mask_token)))


@FEW
@given(sentences(), token_configs(), st.integers(0, 2**31 - 1))
def test_token_masking_selects_whole_words_and_splits_them_by_the_80_10_10_rule(sentence, config, seed):
    ids, words = sentence
    r = mask_tokens(ids, config, mask_token_id=MASK_ID, vocab_size=VOCAB, word_ids=words, special_ids=SPECIALS,
                    generator=torch.Generator().manual_seed(seed))
    special = words < 0
    assert not (r.selected & special).any()  # [CLS], [SEP], [PAD] are never selected
    # every selected token is exactly one of: [MASK], a random ordinary token, kept
    parts = r.replaced_mask.int() + r.replaced_random.int() + r.kept.int()
    assert torch.equal(parts, r.selected.int())
    assert torch.equal(r.labels, torch.where(r.selected, ids, torch.full_like(ids, -100)))
    assert (r.input_ids[r.replaced_mask] == MASK_ID).all()
    assert not torch.isin(r.input_ids[r.replaced_random], torch.tensor(SPECIALS)).any()
    assert torch.equal(r.input_ids[~r.selected | r.kept], ids[~r.selected | r.kept])  # the rest is unchanged
    if config.strategy != "random":  # a word is selected whole or not at all
        for w in words[~special].unique():
            assert r.selected[words == w].unique().numel() == 1
    if config.mask_prob == 0.0:
        assert not r.selected.any()
    if config.mask_prob == 1.0 and config.strategy != "span":
        assert torch.equal(r.selected, ~special)


@FEW
@given(sentences(), probabilities, st.integers(0, 2**31 - 1))
def test_spans_are_disjoint_runs_of_whole_words_that_make_up_the_selection(sentence, prob, seed):
    ids, words = sentence
    config = TokenMaskingConfig(strategy="span", mask_prob=prob)
    r = mask_tokens(ids, config, mask_token_id=MASK_ID, vocab_size=VOCAB, word_ids=words, special_ids=SPECIALS,
                    generator=torch.Generator().manual_seed(seed))
    covered = torch.zeros_like(r.selected)
    eligible = int((words >= 0).sum())
    for row, start, end, length in r.spans:
        assert row == 0 and 1 <= length <= config.span_max_len
        assert not covered[start:end].any()  # no two spans overlap
        covered[start:end] = True
        inside = words[start:end]
        assert (inside >= 0).all() and inside.unique().numel() == length  # `length` whole words, in a run
        assert (start == 0 or words[start - 1] != words[start]) and (end == len(words) or words[end] != words[end - 1])
    assert torch.equal(covered, r.selected)
    # the budget: at most ceil(p * n) tokens, plus what the one span that may overshoot it brings
    longest = max((end - start for _, start, end, _ in r.spans), default=0)
    assert int(r.selected.sum()) <= -(-prob * eligible // 1) + max(longest - 1, 0)


def test_rebalance_keeps_the_three_corruption_shares_a_distribution():
    from mlm_lab.lab.text_view.masking import rebalance

    @FEW
    @given(st.lists(probabilities, min_size=3, max_size=3), st.integers(0, 2), st.floats(-0.5, 1.5))
    def check(values, changed, new_value):
        out = rebalance(tuple(values), changed, new_value)
        assert abs(sum(out) - 1.0) <= 1e-9 and all(0.0 <= v <= 1.0 for v in out)
        assert out[changed] == min(max(new_value, 0.0), 1.0)
        a, b = (i for i in range(3) if i != changed)
        if values[a] + values[b] > 1e-6 and out[a] + out[b] > 1e-6:  # the other two keep their ratio
            assert abs(out[a] * values[b] - out[b] * values[a]) <= 1e-9

    check()


@st.composite
def patch_cases(draw):
    return (draw(st.integers(1, 3)), (draw(st.integers(1, 10)), draw(st.integers(1, 10))),
            draw(st.sampled_from(PATCH_STRATEGIES)), draw(st.floats(0.0, 0.95)), draw(st.integers(0, 2**31 - 1)))


def _check_index_form(pm, n: int) -> None:
    """ids_restore is a permutation whose inverse lists the visible patches (ids_keep) first."""
    batch = pm.mask.shape[0]
    assert torch.equal(pm.ids_restore.sort(dim=1).values, torch.arange(n).expand(batch, n))
    shuffle = torch.argsort(pm.ids_restore, dim=1)  # the inverse permutation
    assert torch.equal(torch.gather(shuffle, 1, pm.ids_restore), torch.arange(n).expand(batch, n))
    n_keep = pm.ids_keep.shape[1]
    assert torch.equal(shuffle[:, :n_keep], pm.ids_keep)
    assert not torch.gather(pm.mask, 1, pm.ids_keep).any()  # the kept ones are visible
    assert (pm.mask.sum(dim=1) == n - n_keep).all()  # and every other one is hidden
    # the decoder's order (visible first, then hidden) put back by ids_restore is the mask
    in_shuffle_order = torch.arange(n).expand(batch, n) >= n_keep
    assert torch.equal(torch.gather(in_shuffle_order, 1, pm.ids_restore), pm.mask)


@FEW
@given(patch_cases())
def test_a_patch_mask_hides_exactly_its_count_and_restores_to_patch_order(case):
    batch, (rows, cols), strategy, ratio, seed = case
    n = rows * cols
    pm = mask_patches(batch, (rows, cols), PatchMaskingConfig(strategy, ratio),
                      generator=torch.Generator().manual_seed(seed))
    assert pm.mask.shape == (batch, n)
    hidden = n - ((rows + 1) // 2) * ((cols + 1) // 2) if strategy == "grid" else num_hidden_patches(n, ratio)
    assert (pm.mask.sum(dim=1) == hidden).all()
    _check_index_form(pm, n)


@FEW
@given(st.integers(1, 3), st.integers(1, 40), st.floats(0.0, 0.95), st.integers(0, 2**31 - 1))
def test_the_index_form_of_a_noise_or_a_bool_mask_is_consistent(batch, n, ratio, seed):
    noise = torch.rand(batch, n, generator=torch.Generator().manual_seed(seed))
    pm = patch_mask_from_noise(noise, ratio)
    _check_index_form(pm, n)
    assert (pm.mask.sum(dim=1) == num_hidden_patches(n, ratio)).all()
    again = patch_mask_from_bool(pm.mask)  # the same mask, in patch order
    assert torch.equal(again.mask, pm.mask)
    _check_index_form(again, n)
