"""The strategy catalog is the one place: the engine's configs, the lab state, the CLI's
--strategy choices and the study knob each list exactly the catalog's entries (the tabs'
menus: tests/app/test_catalog_menus.py)."""

from __future__ import annotations

import argparse

import pytest

from mlm_lab.lab import ImageState, LabStateError, TextState
from mlm_lab.lab.training import STRATEGY_KEYS as FORM_STRATEGY_KEYS
from mlm_lab.masking import PATCH_STRATEGIES, TOKEN_STRATEGIES, PatchMaskingConfig, TokenMaskingConfig
from mlm_lab.masking.catalog import (
    FAMILIES,
    IMAGE,
    IMAGE_KEYS,
    IMAGE_STRATEGIES,
    PREDICTED,
    TEXT,
    TEXT_KEYS,
    TEXT_STRATEGIES,
    TRAINABLE,
    keys,
    select,
    training_choices,
)


def _strategy_choices(parser: argparse.ArgumentParser, command: str) -> tuple[str, ...]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    action = next(a for a in sub.choices[command]._actions if a.dest == "strategy")
    return tuple(action.choices) if action.choices is not None else ()


def test_every_record_says_its_family_and_what_it_can_do():
    for task, records in (("text", TEXT_STRATEGIES), ("image", IMAGE_STRATEGIES)):
        assert len({s.key for s in records}) == len(records)
        for s in records:
            assert s.family in FAMILIES and s.task == task
            assert s.label and s.explanation
            assert isinstance(s.trainable, bool) and isinstance(s.predicted, bool)
            assert not (s.by_hand and s.seeded)  # a mask made by hand draws nothing
    assert all(s.family == "patch" for s in IMAGE_STRATEGIES)
    assert TEXT_KEYS == tuple(TEXT) and IMAGE_KEYS == tuple(IMAGE)


def test_select_filters_by_any_field_and_refuses_an_unknown_one():
    assert keys("text", family="token", by_hand=False) == ("random", "whole_word", "span")
    assert [s.key for s in select("image", uses_slider=False)] == ["grid", "paint"]
    with pytest.raises(TypeError, match="no field"):
        select("text", colour="red")


def test_the_engine_configs_take_exactly_the_trainable_strategies():
    assert TOKEN_STRATEGIES == TRAINABLE["text"] == keys("text", trainable=True)
    assert PATCH_STRATEGIES == TRAINABLE["image"] == keys("image", trainable=True)
    for s in TEXT_STRATEGIES:
        if s.trainable:
            TokenMaskingConfig(strategy=s.key)
        else:
            with pytest.raises(ValueError):
                TokenMaskingConfig(strategy=s.key)
    for s in IMAGE_STRATEGIES:
        if s.trainable:
            PatchMaskingConfig(strategy=s.key)
        else:
            with pytest.raises(ValueError):
                PatchMaskingConfig(strategy=s.key)


def test_the_lab_state_takes_every_catalog_key_and_no_other():
    for key in TEXT_KEYS:
        assert TextState(strategy=key).strategy == key
    for key in IMAGE_KEYS:
        assert ImageState(strategy=key).strategy == key
    with pytest.raises(LabStateError, match="strategy"):
        TextState(strategy="block")
    with pytest.raises(LabStateError, match="strategy"):
        ImageState(strategy="whole_word")
    assert {task: tuple(v) for task, v in FORM_STRATEGY_KEYS.items()} == TRAINABLE


def test_the_cli_strategy_choices_come_from_the_catalog():
    from mlm_lab.cli import build_parser

    parser = build_parser()
    # mask: the token strategies a config draws, and T5's sentinels; reconstruct, explain: the patch ones
    assert _strategy_choices(parser, "mask") == (*TRAINABLE["text"], *keys("text", family="sentinel"))
    assert _strategy_choices(parser, "reconstruct") == TRAINABLE["image"]
    assert _strategy_choices(parser, "explain") == TRAINABLE["image"]
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    train_help = next(a for a in sub.choices["train"]._actions if a.dest == "strategy").help
    assert train_help == f"text: {', '.join(TRAINABLE['text'])}; image: {', '.join(TRAINABLE['image'])}"


def test_the_study_knob_values_are_the_trainable_strategies():
    from mlm_lab.studies.spec import KNOBS

    knob = KNOBS["strategy"]
    for task in ("text", "image"):
        assert tuple(knob.default_values(task)) == TRAINABLE[task]
        assert tuple(knob.choices(task)) == TRAINABLE[task]
        assert all(key in knob.help for key in TRAINABLE[task])


def test_the_training_menu_lists_the_trainable_strategies_with_their_catalog_labels():
    for task in ("text", "image"):
        assert [key for key, _ in training_choices(task)] == list(TRAINABLE[task])
        assert [label for _, label in training_choices(task)] == [(TEXT if task == "text" else IMAGE)[k].label
                                                                  for k in TRAINABLE[task]]
    # what the model predicts: the Text tab's fill-in and metrics; every image strategy
    assert PREDICTED["text"] == ("random", "whole_word", "span", "manual")
    assert PREDICTED["image"] == IMAGE_KEYS
