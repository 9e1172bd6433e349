"""The count-based text baseline: what it counts, how it backs off, how it scores."""

from mlm_lab.baselines import TrigramFiller

# token ids: 1 "the", 2 "cat", 3 "dog", 4 "sat", 5 "ran"
SEQUENCES = [[1, 2, 4], [1, 2, 4], [1, 3, 5], [1, 3, 4]]


def test_the_both_sides_context_wins_then_one_side_then_unigram():
    filler = TrigramFiller().fit(SEQUENCES)
    assert filler.both[(1, 4)] == {2: 2, 3: 1}
    assert filler.predict(1, 4, k=1) == [2]  # "the _ sat": cat twice, dog once
    assert filler.predict(1, 5, k=1) == [3]  # "the _ ran": only dog
    assert filler.predict(None, 5, k=2)[0] == 3  # right neighbour only
    assert filler.predict(9, 9, k=1) == [1]  # unseen contexts: the most frequent token ("the", 4 times)
    assert len(filler.predict(1, 4, k=5)) == 5 and len(set(filler.predict(1, 4, k=5))) == 5


def test_targets_limit_the_middle_token_but_not_the_context():
    filler = TrigramFiller().fit(SEQUENCES, targets={2, 3})
    assert filler.unigram == {2: 2, 3: 2}  # "the", "sat", "ran" are never an answer
    assert filler.left[1] == {2: 2, 3: 2}  # ... but still count as neighbours
    assert filler.right[4] == {2: 2, 3: 1}
    assert set(filler.predict(9, 9, k=5)) == {2, 3}


def test_hits_counts_first_guesses_and_guesses_within_k():
    filler = TrigramFiller().fit(SEQUENCES, targets={2, 3})
    queries = [(1, 4, 2), (1, 4, 3), (1, 5, 3), (1, 5, 7)]  # (left, right, truth)
    assert filler.hits(queries, k=1) == (2, 2)  # cat at "the _ sat", dog at "the _ ran"
    assert filler.hits(queries, k=2) == (2, 3)  # dog is second at "the _ sat"; 7 is never guessed
