"""Side by side, computed (mlm_lab/compare.py): the differences named between two real answers for
the same sentence and mask, or picture and mask, and the random-init twin they are measured against."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
import torch

from mlm_lab.compare import compare_image, compare_text, image_twin, text_twin
from mlm_lab.inference import bundled_image_model, bundled_text_model, predict_tokens, reconstruct
from mlm_lab.metrics import psnr_hidden, ssim_hidden

SENTENCE = "She opened the door and walked into the garden."


@pytest.fixture(scope="module")
def masked_sentence():
    tm = bundled_text_model()
    enc = tm.tokenizer.encode(SENTENCE, max_length=tm.max_length)
    ids, tokens = list(enc.ids), list(enc.tokens)
    positions = [tokens.index(t) for t in ("opened", "door", "garden")]
    shown = list(ids)
    for p in positions:
        shown[p] = tm.tokenizer.mask_token_id
    return tm, ids, tokens, shown, positions


def test_the_twin_is_the_same_shape_untrained_and_always_the_same():
    tm = bundled_text_model()
    twin, again = text_twin(tm), text_twin(tm)
    assert twin.tokenizer is tm.tokenizer and twin.model.config == tm.model.config
    a, b, trained = (dict(m.model.named_parameters()) for m in (twin, again, tm))
    assert a.keys() == trained.keys()
    assert all(torch.equal(a[k], b[k]) for k in a)  # seed 0: the same twin every time
    matrices = [k for k in a if a[k].ndim == 2]
    assert matrices and not any(torch.equal(a[k], trained[k]) for k in matrices)  # never trained
    from mlm_lab.features import random_init_like

    features_twin = dict(random_init_like(tm.model, seed=0).named_parameters())
    assert all(torch.equal(a[k], features_twin[k]) for k in a)  # the Features tab's twin


def test_text_differences_match_the_two_predictions(masked_sentence):
    tm, ids, tokens, shown, positions = masked_sentence
    true_ids = [ids[p] for p in positions]
    left = predict_tokens(shown, positions, model=tm, true_ids=true_ids)
    right = predict_tokens(shown, positions, model=text_twin(tm), true_ids=true_ids)
    diff = compare_text(left, right, left_tokens=tokens, right_tokens=tokens)
    assert [c.position for c in diff.changes] == positions
    assert [c.token for c in diff.changes] == ["opened", "door", "garden"]
    for change, p, q in zip(diff.changes, left.predictions, right.predictions, strict=True):
        assert change.left_top == [t for t, _ in p.top] and change.right_top == [t for t, _ in q.top]
        assert change.entered == [t for t in change.right_top if t not in change.left_top]
        assert change.top1_differs == (p.top_ids[0] != q.top_ids[0])
    differing = sum(p.top_ids[0] != q.top_ids[0] for p, q in zip(left.predictions, right.predictions, strict=True))
    assert differing >= 2  # an untrained twin does not guess the trained model's words
    hits_left = sum(p.true_rank == 1 for p in left.predictions)
    hits_right = sum(p.true_rank == 1 for p in right.predictions)
    assert right.loss > left.loss + 2  # the twin is near a blind guess, ln(8192) = 9.0 nats
    assert diff.summary().startswith(
        f"top-1 differs at {differing} of 3 masks (") and f"loss {left.loss:.2f} vs {right.loss:.2f} nats; " \
        f"accuracy {hits_left}/3 vs {hits_right}/3" in diff.summary()
    assert len(diff.details()) == 3 and diff.details()[1].startswith("door: ")


def test_the_same_model_at_another_rate_compares_the_masks_both_hide(masked_sentence):
    tm, ids, tokens, shown, positions = masked_sentence
    more = positions + [tokens.index("walked")]
    shown_more = list(shown)
    shown_more[more[-1]] = tm.tokenizer.mask_token_id
    left = predict_tokens(shown, positions, model=tm, true_ids=[ids[p] for p in positions])
    right = predict_tokens(shown_more, more, model=tm, true_ids=[ids[p] for p in more])
    diff = compare_text(left, right, left_tokens=tokens, right_tokens=tokens, left_rate=0.15, right_rate=0.4)
    assert len(diff.changes) == 3 and (diff.left_count, diff.right_count) == (3, 4)
    assert diff.summary().startswith("15 % vs 40 %: 3 vs 4 masks; top-1 differs at ")
    assert " of 3 masks both hide" in diff.summary()


def test_different_tokenizers_compare_only_the_totals(masked_sentence):
    tm, ids, tokens, shown, positions = masked_sentence
    left = predict_tokens(shown, positions, model=tm, true_ids=[ids[p] for p in positions])
    diff = compare_text(left, left, left_tokens=tokens, right_tokens=tokens[:-1] + ["x"])
    assert diff.changes == [] and diff.summary().startswith("the two tokenizers split the sentence differently")


def _result(rec):
    return SimpleNamespace(reconstruction=rec, psnr=psnr_hidden(rec.original, rec.reconstruction, rec.mask,
                                                                 rec.patch_size),
                           ssim=ssim_hidden(rec.original, rec.reconstruction, rec.mask, rec.patch_size),
                           hidden=int(rec.mask.sum()), total=int(rec.mask.size))


def test_image_differences_on_the_same_mask_and_at_two_ratios():
    import skimage.data

    mae = bundled_image_model()
    picture = skimage.data.chelsea()
    left = _result(reconstruct(picture, model=mae, ratio=0.75, seed=3))
    twin = _result(reconstruct(picture, model=image_twin(mae), ratio=0.75, seed=3))
    assert np.array_equal(left.reconstruction.mask, twin.reconstruction.mask)  # same seed: the same mask
    diff = compare_image(left, twin)
    ea = left.reconstruction.patch_error[left.reconstruction.mask]
    eb = twin.reconstruction.patch_error[twin.reconstruction.mask]
    assert diff.same_mask and (diff.left_better, diff.right_better) == ((ea < eb).sum(), (eb < ea).sum())
    assert diff.left_better > diff.right_better and left.psnr > twin.psnr + 3
    assert diff.summary() == (f"PSNR {left.psnr:.1f} vs {twin.psnr:.1f} dB; SSIM {left.ssim:.3f} vs {twin.ssim:.3f}; "
                              f"the left rebuilds {diff.left_better} of {left.hidden} hidden patches better")
    low = _result(reconstruct(picture, model=mae, ratio=0.25, seed=3))
    diff = compare_image(low, left)
    assert not diff.same_mask and diff.summary().startswith(f"hides {low.hidden} vs {left.hidden} of {left.total} "
                                                            f"patches; PSNR {low.psnr:.1f} vs {left.psnr:.1f} dB")
