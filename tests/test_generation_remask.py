"""Taking a token back (remask, ReMDM; issue 41 item 3): remask 0 is today's one-way decoding, a
share revises tokens in ReMDM-loop's window and each sample keeps their history (rounds, JSON);
the planted-error test's counts; the study's folder; bad values, one line and exit 2."""

from __future__ import annotations

import json

import pytest

from mlm_lab.generation import GenerationError, GenerationSettings, generate
from mlm_lab.generation.remask import PlantedError, count_repairs, plant_errors, repair_test
from mlm_lab.generation.schedule import LOOP, remask_plan
from mlm_lab.inference import bundled_text_model

PROMPT = "the old man [MASK] [MASK] [MASK] the door and [MASK] [MASK] [MASK] ."


@pytest.fixture(scope="module")
def tm():
    return bundled_text_model()


@pytest.fixture(scope="module")
def toy_model(tmp_path_factory):
    """A random nano model with the toy language's tokenizer (what a toy run saves)."""
    import torch

    from mlm_lab.data.toy_language import toy_tokenizer
    from mlm_lab.inference import load_text_model
    from mlm_lab.models import MaskedLM, save_pretrained, text_config

    tok = toy_tokenizer()
    torch.manual_seed(0)
    folder = tmp_path_factory.mktemp("toy") / "model"
    save_pretrained(MaskedLM(text_config("nano", tok.vocab_size, max_position=64)), folder, tokenizer=tok)
    return load_text_model(folder)


def run_cli(capsys, *argv):
    from mlm_lab.cli import main

    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("changes", [{}, {"remasking": "random"}, {"remasking": "margin", "schedule": "cosine"},
                                     {"remasking": "entropy", "block_length": 4}, {"temperature": 0.5, "top_k": 20}])
def test_remask_0_gives_exactly_the_one_way_tokens_and_rounds(tm, changes):
    one_way = generate(tm, "", length=12, steps=6, seed=7, samples=3, **changes)
    zero = generate(tm, "", length=12, steps=6, seed=7, samples=3, remask=0.0, **changes)
    assert [s.ids for s in zero.samples] == [s.ids for s in one_way.samples]
    assert [[r.positions for r in s.rounds] for s in zero.samples] == [[r.positions for r in s.rounds]
                                                                       for s in one_way.samples]
    assert not any(s.revisions for s in zero.samples)
    assert all(r.taken_back == [] for s in zero.samples for r in s.rounds)


def test_the_loop_window_reveals_nine_tenths_loops_then_reveals_the_rest():
    plan = remask_plan(10, 20)
    assert len(plan) == 20 and LOOP in plan
    first = plan.index(LOOP)
    last = len(plan) - 1 - plan[::-1].index(LOOP)
    assert sum(plan[:first]) == 9 and all(c == LOOP for c in plan[first : last + 1]) and sum(plan[last + 1 :]) == 1
    assert remask_plan(8, 64).count(LOOP) == 64 - 7 - 1  # the extra steps all loop
    assert remask_plan(8, 2) == [4, 4]  # too few steps for a loop: one-way


def test_a_share_takes_tokens_back_and_each_keeps_its_history(tm):
    g = generate(tm, PROMPT, steps=18, seed=3, samples=2, remask=0.3)  # 6 positions, 18 steps: the extra loop
    assert g.steps_used == 18 and not g.steps_capped
    prompt_positions = set(range(len(g.start_ids))) - set(g.positions)
    for sample in g.samples:
        assert sample.revisions and "[MASK]" not in sample.text
        assert sample.ids[: g.positions[0]] == g.start_ids[: g.positions[0]]  # the prompt is never changed
        for v in sample.revisions:
            assert v.position in g.positions and v.position not in prompt_positions
            taken_round = sample.rounds[v.taken_back_in - 1]
            assert v.position in taken_round.taken_back
            assert taken_round.taken_tokens[taken_round.taken_back.index(v.position)] == v.token
            drawn = sample.rounds[v.drawn_in - 1]
            assert drawn.tokens[drawn.positions.index(v.position)] == v.token and 0 < v.prob <= 1
            assert v.replaced_in is not None and v.replaced_in >= v.taken_back_in
            again = sample.rounds[v.replaced_in - 1]
            assert again.tokens[again.positions.index(v.position)] == v.replaced_by
        assert len(sample.history(sample.revisions[0].position)) >= 1
        # each loop round takes back as many as it commits, at least one
        loop = [r for r in sample.rounds if r.taken_back]
        assert loop and all(len(r.taken_back) == len(r.positions) >= 1 for r in loop)


def test_the_json_holds_every_revision_and_fits_its_schema(tm):
    import jsonschema

    g = generate(tm, "", length=8, steps=16, seed=1, remask=0.25)
    data = json.loads(json.dumps(g.to_dict()))
    schema = json.loads(open("docs/reference/schemas/generate-output.schema.json", encoding="utf-8").read())
    jsonschema.validate(data, schema)
    history = data["samples"][0]["history"]
    assert history and set(history[0]) == {"position", "token", "token_id", "drawn_in", "prob", "taken_back_in",
                                           "replaced_by", "replaced_in"}
    assert data["settings"]["remask"] == 0.25 and any(r["taken_back"] for r in data["samples"][0]["rounds"])


def test_planted_errors_break_agreement_and_are_counted():
    from mlm_lab.data.toy_recogniser import check_sentence

    errors = plant_errors(40, seed=2)
    assert len(errors) == 40
    for e in errors:
        assert check_sentence(" ".join(e.words)).kind == "agreement"
        mended = list(e.words)
        mended[e.index] = e.correct
        assert check_sentence(" ".join(mended)).valid
    # a constructed case: one mended, one mended elsewhere with a token spoiled, one left alone
    a = PlantedError(("the", "dogs", "says", "woof", "."), 2, "say")
    b = PlantedError(("the", "dog", "say", "woof", "."), 2, "says")
    c = PlantedError(("the", "cats", "says", "meow", "."), 2, "say")
    finals = [["the", "dogs", "say", "woof", "."], ["the", "dogs", "say", "woof", "."], list(c.words)]
    counts = count_repairs([a, b, c], finals, [{2}, {1, 2}, set()])
    assert (counts.sentences, counts.fixed, counts.valid, counts.taken) == (3, 1, 2, 2)
    assert (counts.correct_tokens, counts.spoiled) == (12, 1)
    assert counts.shares() == {"fixed": 0.3333, "valid": 0.6667, "taken": 0.6667, "spoiled": 0.0833}


def test_remask_0_repairs_and_spoils_nothing_and_a_share_takes_the_planted_token_back(toy_model):
    errors = plant_errors(30, seed=0)
    none = repair_test(toy_model, errors, remask=0.0, steps=8)
    assert (none.fixed, none.valid, none.taken, none.spoiled) == (0, 0, 0, 0) and none.sentences == 30
    some = repair_test(toy_model, errors, remask=0.5, steps=8)
    assert some.taken > 0 and some.correct_tokens == none.correct_tokens


def test_the_remask_study_writes_its_folder(capsys, tmp_path, toy_model):
    out = tmp_path / "remask"
    code, printed, _ = run_cli(capsys, "study", "remask", str(toy_model.source), "--shares", "0,0.5", "--steps",
                               "4,16", "--samples", "12", "--out", str(out), "--json")
    assert code == 0
    result = json.loads(printed)
    assert result == json.loads((out / "remask.json").read_text(encoding="utf-8"))
    assert (out / "remask.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (out / "repair.csv").read_text(encoding="utf-8").startswith("remask,steps,sentences,fixed")
    calls = {(r["remask"], r["steps"]): r for r in result["calls"]}
    assert calls[(0.0, 16)]["calls_per_token"] == 1.0  # one-way is capped at a token a call
    assert calls[(0.5, 16)]["calls_per_token"] > 1.0  # the loop spends every step asked for
    repair = {(r["remask"], r["steps"]): r for r in result["repair"]}
    assert repair[(0.0, 4)]["fixed"] == repair[(0.0, 16)]["spoiled"] == 0


@pytest.mark.parametrize("value", [1.0, -0.01, float("nan"), True, "0.5"])
def test_a_share_outside_0_to_1_is_refused(tm, value):
    with pytest.raises(GenerationError, match="remask must be a number from 0 to below 1"):
        GenerationSettings(remask=value).check()


@pytest.mark.parametrize(("changes", "said"), [({"remasking": "threshold"}, "remasking threshold"),
                                               ({"remasking": "left-to-right"}, "remasking left-to-right"),
                                               ({"block_length": 4}, "blocks"),
                                               ({"cache": "prefix"}, "prefix cache")])
def test_a_share_with_a_setting_it_cannot_take_is_refused(tm, changes, said):
    with pytest.raises(GenerationError, match=f"remask cannot be combined with .*{said}"):
        generate(tm, "", length=8, steps=8, remask=0.2, **changes)


@pytest.mark.parametrize(("argv", "said"), [
    (["generate", "--remask", "1"], "--remask: must be a number from 0 to below 1"),
    (["generate", "--remask", "-0.5"], "--remask: must be a number from 0 to below 1"),
    (["generate", "--remask", "0.2", "--threshold", "0.9"], "remask cannot be combined with remasking threshold"),
    (["generate", "--remask", "0.2", "--block", "4"], "remask cannot be combined with blocks"),
    (["study", "remask", "resources/models/text-tiny", "--shares", "0,1", "--out", "OUT"],
     "--shares: each must be a number from 0 to below 1"),
    (["study", "remask", "resources/models/text-tiny", "--steps", "0", "--out", "OUT"], "--steps: each must be"),
    (["study", "remask", "resources/models/text-tiny", "--samples", "5", "--out", "OUT"],
     "does not hold every word of the toy language"),
])
def test_bad_remask_input_is_one_line_and_exit_2(capsys, tmp_path, argv, said):
    argv = [str(tmp_path / "out") if a == "OUT" else a for a in argv]
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and said in err and "Traceback" not in err


def test_the_shipped_remask_study_says_what_its_results_hold():
    from pathlib import Path

    from mlm_lab.studies.remask import remask_tables

    folder = Path("docs/studies/remask-toy")
    readme = (folder / "README.md").read_text(encoding="utf-8")
    seeds = [json.loads((folder / f"toy-seed{s}" / "remask.json").read_text(encoding="utf-8")) for s in (0, 1, 2)]
    greedy = json.loads((folder / "toy-greedy" / "remask.json").read_text(encoding="utf-8"))
    for part in remask_tables(seeds).split("\n\n") + [remask_tables(greedy)]:
        assert part in readme
    assert all(r["samples"] == 2000 and r["seed"] == s for s, r in enumerate(seeds))
    for r in seeds:
        assert all(row["fixed"] == row["spoiled"] == row["taken"] == 0 for row in r["repair"] if row["remask"] == 0)
        calls = {(row["remask"], row["steps"]): row for row in r["calls"]}
        assert calls[(0.0, 64)]["calls_per_token"] == 1.0 and calls[(0.1, 64)]["calls_per_token"] > 10
        assert calls[(0.1, 4)]["valid"] > calls[(0.0, 4)]["valid"]  # what the README says at equal calls
