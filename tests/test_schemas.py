"""The JSON Schemas of docs/reference/schemas/ hold for what the lab really writes and prints.

Every schema is checked against real output: the bundled lessons, their translations and their run
folders, the shipped studies in docs/studies/, a lab file saved by the engine, a tiny training run made
here, and the `--json` output of the real commands (mlm_lab.cli.main, stdout captured; a class hosted,
joined, asked and exported on 127.0.0.1). And every schema refuses a broken copy of such an output, so a
schema that accepts anything fails here too.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "docs" / "reference" / "schemas"
LESSONS = ROOT / "resources" / "lessons"
STUDIES = ROOT / "docs" / "studies"
LESSON_RUNS = LESSONS / "4-watch-a-model-learn-runs"


def _schemas() -> dict[str, dict]:
    return {p.name.removesuffix(".schema.json"): json.loads(p.read_text(encoding="utf-8"))
            for p in sorted(SCHEMAS.glob("*.schema.json"))}


ALL = _schemas()
REGISTRY = Registry().with_resources([(s["$id"], Resource.from_contents(s)) for s in ALL.values()])


def validator(name: str) -> Draft202012Validator:
    return Draft202012Validator(ALL[name], registry=REGISTRY, format_checker=Draft202012Validator.FORMAT_CHECKER)


def errors(name: str, instance) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in validator(name).iter_errors(instance)]


def assert_valid(name: str, instances: list) -> None:
    assert instances, f"no real output for {name}"
    for instance in instances:
        problems = errors(name, instance)
        assert not problems, f"{name}: {problems[:5]}"


def cli_json(*argv: str, lines: bool = False):
    """Run `mlm-lab ARGV` in this process and read what it printed as JSON (or JSON lines)."""
    from mlm_lab.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(list(argv))
    assert code == 0, f"mlm-lab {' '.join(argv)} exited {code}"
    text = out.getvalue()
    return [json.loads(line) for line in text.splitlines() if line.strip()] if lines else json.loads(text)


def json_lines(path: Path) -> list:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


# -- the real outputs, made once --------------------------------------------------------------------
@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory) -> Path:
    """A 6-step nano text run, as tests/test_training_cli.py makes one (a few seconds)."""
    runs = tmp_path_factory.mktemp("runs")
    out = io.StringIO()
    from mlm_lab.cli import main

    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["train", "text", "--steps", "6", "--batch-size", "16", "--eval-every", "3", "--threads", "1",
                     "--runs-dir", str(runs), "--name", "schema"]) == 0
    (run,) = [p for p in runs.iterdir() if p.is_dir()]
    return run


@pytest.fixture(scope="module")
def tiny_image_run(tmp_path_factory) -> Path:
    """A 2-step nano MAE run on the generated pictures."""
    runs = tmp_path_factory.mktemp("image-runs")
    from mlm_lab.cli import main

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main(["train", "image", "--steps", "2", "--batch-size", "4", "--eval-every", "2", "--threads", "1",
                     "--runs-dir", str(runs), "--name", "schema"]) == 0
    (run,) = [p for p in runs.iterdir() if p.is_dir()]
    return run


@pytest.fixture(scope="module")
def picture(tmp_path_factory) -> Path:
    from PIL import Image
    from skimage import data

    path = tmp_path_factory.mktemp("picture") / "astronaut.png"
    Image.fromarray(data.astronaut()).resize((224, 224)).save(path)
    return path


@pytest.fixture(scope="module")
def class_session(tmp_path_factory) -> dict:
    """A class of lesson 1 hosted by `mlm-lab class host --json` on 127.0.0.1, joined by `mlm-lab class
    join --json` answering step 1, asked for its status, ended, then exported."""
    tmp = tmp_path_factory.mktemp("class")
    env = {**os.environ, "MLM_LAB_CLASS_DIR": str(tmp / "classes"), "OMP_NUM_THREADS": "1"}
    db = tmp / "room.mlmclass"
    host = subprocess.Popen([sys.executable, "-m", "mlm_lab", "class", "host", "1", "--port", "0", "--db", str(db),
                             "--no-announce", "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env)
    out: dict = {}
    try:
        line = host.stdout.readline()
        assert line, host.stderr.read()
        info = out["host"] = json.loads(line)
        address = f"127.0.0.1:{info['port']}"
        join = subprocess.Popen([sys.executable, "-m", "mlm_lab", "class", "join", address, "--code", info["code"],
                                 "--name", "Ada", "--answer", "1=word", "--json"], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=env)
        end = time.monotonic() + 60
        status = cli_json("class", "status", address, "--code", info["code"], "--json")
        while not (status.get("who") and status["who"][0]["answered"]) and time.monotonic() < end:
            time.sleep(0.2)
            status = cli_json("class", "status", address, "--code", info["code"], "--json")
        out["status"] = [status, cli_json("class", "status", address, "--json")]  # with and without names
        with contextlib.redirect_stdout(io.StringIO()):
            from mlm_lab.cli import main

            assert main(["class", "pace", address, "--end", "--key-file", info["key_file"]]) == 0
        frames, err = join.communicate(timeout=60)
        assert join.returncode == 0, err
        out["join"] = [json.loads(line) for line in frames.splitlines() if line.strip()]
    finally:
        host.terminate()
        host.wait(20)
    with contextlib.redirect_stderr(io.StringIO()):
        from mlm_lab.cli import main

        assert main(["class", "export", str(db), "--json", str(tmp / "answers.json")]) == 0
    out["export"] = json.loads((tmp / "answers.json").read_text(encoding="utf-8"))
    return out


# -- files ------------------------------------------------------------------------------------------
def test_lab_files_saved_by_the_engine_and_every_lesson_steps_state(tmp_path):
    from mlm_lab.lab import LabState, load_state, save_state
    from mlm_lab.lab.lesson import load_lesson

    instances = []
    for path in sorted(LESSONS.glob("*.mlmlesson")):
        lesson = load_lesson(path)
        for step in lesson.steps:  # a step's view as a whole lab file, saved and read back by the engine
            state = LabState.from_dict({"format": "mlm-lab-state", "version": 1, **step.state})
            saved = save_state(state, tmp_path / f"{path.stem}.mlmlab")
            load_state(saved)
            instances.append(json.loads(saved.read_text(encoding="utf-8")))
    instances.append(LabState().to_dict())
    assert_valid("lab-state", instances)


def test_bundled_lessons():
    assert_valid("lesson", [json.loads(p.read_text(encoding="utf-8")) for p in sorted(LESSONS.glob("*.mlmlesson"))])


def test_bundled_lesson_translations():
    files = sorted(LESSONS.glob("*.json"))
    assert len(files) >= 3
    assert_valid("lesson-translation", [json.loads(p.read_text(encoding="utf-8")) for p in files])


def test_run_folder_files_of_real_runs_and_of_the_lessons_runs(tiny_run, tiny_image_run):
    runs = [tiny_run, tiny_image_run, *sorted(p for p in LESSON_RUNS.iterdir() if p.is_dir())]
    assert_valid("run-config", [json.loads((r / "config.json").read_text()) for r in runs])
    assert_valid("run-status", [json.loads((r / "status.json").read_text()) for r in runs])
    assert_valid("run-metrics", [rec for r in runs for rec in json_lines(r / "metrics.jsonl")])
    records = json_lines(tiny_run / "metrics.jsonl")
    assert records[0]["step"] == 0 and "eval_loss" in records[0] and "train_loss" in records[-1]
    snapshots = [json.loads(p.read_text()) for r in runs for p in sorted((r / "snapshots").glob("*.json"))]
    assert {"probes", "images"} <= {key for snap in snapshots for key in snap}  # text and image snapshots
    assert_valid("run-snapshot", snapshots)


def test_model_folders_bundled_and_written_by_a_run(tiny_run, tiny_image_run):
    folders = [*sorted(p for p in (ROOT / "resources" / "models").iterdir() if (p / "config.json").is_file()),
               *sorted((tiny_run / "checkpoints").iterdir()), *sorted((tiny_image_run / "checkpoints").iterdir())]
    configs = [json.loads((f / "config.json").read_text()) for f in folders]
    assert {c["kind"] for c in configs} == {"masked_lm", "mae"}
    assert_valid("model-config", configs)


def test_shipped_study_folders():
    from mlm_lab.studies import Study

    folders = sorted(p.parent for p in STUDIES.glob("**/study.json"))
    assert len(folders) >= 4
    assert_valid("study-spec", [json.loads((f / "study.json").read_text()) for f in folders])
    rows = [row for f in folders for row in Study.open(f).rows()]
    assert_valid("study-results-row", rows)
    # results.csv read as the lab reads it: every column the schema names has its type
    from mlm_lab.studies.results import read_csv

    assert_valid("study-results-row", [row for f in folders for row in read_csv(f / "results.csv")])


def test_benchmark_records():
    records = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "benchmarks" / "results").glob("*.json"))]
    assert len(records) >= 10
    assert_valid("benchmark-result", records)


def test_class_export(class_session):
    doc = class_session["export"]
    assert_valid("class-export", [doc])
    assert [r["student"] for r in doc["rows"]] == ["Ada"] and doc["rows"][0]["correct"] is True


# -- what --json prints -----------------------------------------------------------------------------
def test_mask_json_for_a_token_strategy_and_t5():
    outs = [cli_json("mask", "The cat sat on the mat.", "--json"),
            cli_json("mask", "She opened the door and walked into the garden.", "--strategy", "whole_word",
                     "--prob", "0.4", "--json"),
            cli_json("mask", "The cat sat on the mat.", "--strategy", "t5", "--json")]
    assert_valid("mask-output", outs)


def test_fill_mask_json():
    assert_valid("fill-mask-output", [cli_json("fill-mask", "The cat sat on the [MASK] by the [MASK].", "--json")])


def test_generate_json():
    outs = [cli_json("generate", "the old man [MASK] [MASK] the door .", "--steps", "2", "--samples", "2", "--json"),
            cli_json("generate", "--length", "6", "--steps", "3", "--remasking", "random", "--json")]
    assert_valid("generate-output", outs)


def test_explain_text_json_for_every_method():
    outs = [cli_json("explain", "The cat sat on the [MASK].", "--method", method, *extra, "--json")
            for method, extra in (("occlusion", ()), ("ig", ("--steps", "4")), ("gradxinput", ()), ("lens", ()),
                                  ("attention", ()))]
    outs.append(cli_json("explain", "The cat sat on the mat.", "--position", "6", "--target", "true", "--json"))
    assert {o["method"] for o in outs} == {"occlusion", "ig", "gradxinput", "lens", "attention"}
    assert_valid("explain-text-output", outs)


def test_explain_image_json(picture):
    outs = [cli_json("explain", "--image", str(picture), "--patch", patch, "--method", method, "--json")
            for method, patch in (("gradient", "0,0"), ("attention", "0,0"))]
    assert_valid("explain-image-output", outs)


def test_probe_json_of_a_text_model_an_image_model_and_a_run(tiny_run):
    from mlm_lab.features.probe import probe_model
    from mlm_lab.resources import bundled_model_dir

    checkpoint = sorted((tiny_run / "checkpoints").iterdir())[-1]
    outs = [cli_json("probe", str(checkpoint), "--task", "agreement", "--json"),
            cli_json("probe", str(tiny_run), "--task", "words", "--json"),
            # the image probe as `mlm-lab probe MAE --task shapes --json` prints it, on fewer pictures
            json.loads(json.dumps(probe_model(bundled_model_dir("image"), "shapes", n_train=40, n_test=20)))]
    assert_valid("probe-output", outs)


def test_models_and_runs_json(tiny_run):
    assert_valid("models-output", [cli_json("models", "--runs-dir", str(tiny_run.parent), "--json")])
    runs = cli_json("runs", "--runs-dir", str(tiny_run.parent), "--json")
    assert [r["state"] for r in runs] == ["finished"]
    assert_valid("runs-output", [runs, cli_json("runs", "--runs-dir", str(LESSON_RUNS), "--json")])


def test_study_show_json():
    outs = [cli_json("study", "show", str(f.parent), "--json") for f in sorted(STUDIES.glob("**/study.json"))]
    assert_valid("study-show-output", outs)


def test_study_steps_and_decode_json(tmp_path):
    from mlm_lab.resources import bundled_model_dir

    with contextlib.redirect_stderr(io.StringIO()):
        out = cli_json("study", "steps", str(bundled_model_dir("generator")), "--steps", "1,4", "--samples", "3",
                       "--length", "8", "--out", str(tmp_path / "steps"), "--json")
        decode = cli_json("study", "decode", str(bundled_model_dir("generator")), "--thresholds", "0.9", "--steps", "2",
                          "--samples", "3", "--length", "8", "--out", str(tmp_path / "decode"), "--json")
    assert decode["study"] == "decode" and {r["remasking"] for r in decode["rows"]} == {"threshold", "confidence"}
    assert_valid("study-steps-output", [out, json.loads((tmp_path / "steps" / "steps.json").read_text()), decode])


def test_study_remask_json():
    """The shipped remask studies (written by `mlm-lab study remask --out`, the object --json prints)."""
    outs = [json.loads(f.read_text(encoding="utf-8")) for f in sorted(STUDIES.glob("remask-*/*/remask.json"))]
    assert len(outs) == 4
    assert_valid("study-remask-output", outs)
    broken = copy.deepcopy(outs[0])
    broken["repair"][0]["fixed"] = 1.5  # a share above 1 is not a share
    assert errors("study-remask-output", broken)


def test_class_host_status_and_join_json(class_session):
    assert_valid("class-host-output", [class_session["host"]])
    assert_valid("class-status-output", class_session["status"])
    assert "who" in class_session["status"][0] and "who" not in class_session["status"][1]
    frames = class_session["join"]
    assert {"welcome", "step", "ack", "end"} <= {f["type"] for f in frames}
    assert_valid("class-join-output", frames)


def test_the_schemas_name_every_field_the_code_declares():
    """A field added to a lab state part, the training config, the generation settings or the metrics is
    added to its schema too (and a field removed from the code leaves it)."""
    from dataclasses import fields

    from mlm_lab.generation.unmask import GenerationSettings
    from mlm_lab.lab.compare import ImageCompare, TextCompare
    from mlm_lab.lab.document import PARTS
    from mlm_lab.lab.explain import ImageExplain, TextExplain
    from mlm_lab.lab.study import StudyForm, StudyState
    from mlm_lab.lab.training import TrainingForm
    from mlm_lab.training.config import TrainConfig
    from mlm_lab.training.events import METRIC_KEYS

    def names(cls) -> set[str]:
        return {f.name for f in fields(cls)}

    lab = ALL["lab-state"]["$defs"]
    for part, cls in PARTS.items():
        assert set(lab[part]["properties"]) == names(cls), part
    nested = {("text", "compare"): TextCompare, ("text", "explain"): TextExplain, ("image", "compare"): ImageCompare,
              ("image", "explain"): ImageExplain, ("training", "form"): TrainingForm, ("training", "study"): StudyState}
    for (part, key), cls in nested.items():
        assert set(lab[part]["properties"][key]["properties"]) == names(cls), f"{part}.{key}"
    assert set(lab["training"]["properties"]["study"]["properties"]["form"]["properties"]) == names(StudyForm)
    assert set(ALL["run-config"]["properties"]) == names(TrainConfig)
    assert set(ALL["generate-output"]["properties"]["settings"]["properties"]) == names(GenerationSettings)
    assert set(METRIC_KEYS) <= set(ALL["run-metrics"]["properties"])
    from mlm_lab.models.encoder import MaskedLMConfig
    from mlm_lab.models.mae import MAEConfig

    text_model, image_model = ALL["model-config"]["oneOf"]
    assert set(text_model["properties"]) == names(MaskedLMConfig)
    assert set(image_model["properties"]) == names(MAEConfig)


def test_every_schema_has_a_test_with_real_output():
    text = Path(__file__).read_text(encoding="utf-8")
    untested = [name for name in ALL if f'assert_valid("{name}"' not in text]
    assert not untested, f"schemas without real output checked: {untested}"


def test_every_schema_is_draft_2020_12_with_its_file_name_as_id():
    for name, schema in ALL.items():
        Draft202012Validator.check_schema(schema)
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert schema["$id"].endswith(f"/{name}.schema.json"), name
        assert schema.get("title") and schema.get("description"), name


# -- and a broken copy of each is refused -----------------------------------------------------------
def _set(path: str, value):
    """A change to an instance: the value at `path` (keys and indices split by /) set to `value`;
    a value of DELETE removes the key."""
    def change(instance):
        parts = [int(p) if p.isdigit() else p for p in path.split("/")]
        target = instance
        for part in parts[:-1]:
            target = target[part]
        if value is DELETE:
            del target[parts[-1]]
        else:
            target[parts[-1]] = value
        return instance

    return change


DELETE = object()
BROKEN = {
    # schema: (a valid instance made from the repository's files, the change that breaks it)
    "lab-state": (lambda: _lab_state(), _set("image/ratio", 1.5)),
    "lesson": (lambda: _load(LESSONS / "1-fill-in-the-blank.mlmlesson"), _set("steps/0/exercise/kind", "essay")),
    "lesson-translation": (lambda: _load(LESSONS / "1-fill-in-the-blank.de.json"), _set("steps/0/answer", "Wort")),
    "run-config": (lambda: _load(LESSON_RUNS / "mask-15" / "config.json"), _set("schedule", "exponential")),
    "run-metrics": (lambda: json_lines(LESSON_RUNS / "mask-15" / "metrics.jsonl")[0], _set("eval_accuracy", 1.2)),
    "run-snapshot": (lambda: _load(LESSON_RUNS / "mask-15" / "snapshots" / "step-400.json"),
                     _set("probes/0/correct", "yes")),
    "model-config": (lambda: _load(ROOT / "resources" / "models" / "mae-tiny" / "config.json"), _set("kind", "vit")),
    "run-status": (lambda: _load(LESSON_RUNS / "mask-15" / "status.json"), _set("state", "done")),
    "study-spec": (lambda: _load(STUDIES / "mask-rate-text" / "study.json"), _set("values/0", 1.5)),
    "study-results-row": (lambda: _study_rows()[0], _set("seed", "zero")),
    "study-show-output": (lambda: {"study": _load(STUDIES / "mask-rate-text" / "study.json"), "rows": _study_rows()},
                          _set("rows/0/run", DELETE)),
    "mask-output": (lambda: cli_json("mask", "The cat sat on the mat.", "--json"), _set("tokens/1/state", "hidden")),
    "fill-mask-output": (lambda: cli_json("fill-mask", "The cat sat on the [MASK].", "--json"),
                         _set("0/0/probability", 3.0)),
    "generate-output": (lambda: cli_json("generate", "the [MASK] [MASK] .", "--steps", "1", "--json"),
                        _set("settings/remasking", "best")),
    "explain-text-output": (lambda: cli_json("explain", "The cat sat on the [MASK].", "--json"),
                            _set("method", "shap")),
    "explain-image-output": (lambda: {"grid": [2, 2], "patch": [0, 0], "hidden": [[0, 0]], "method": "gradient",
                                      "influence": [[0.0, 0.1], [0.2, 0.3]], "error": 0.1},
                             _set("patch", [0])),
    "probe-output": (lambda: {"run": "r", "task": "words", "steps": [6], "acc": [0.4], "layer_acc": [[0.4]],
                              "note": "n"}, _set("acc/0", 40)),
    "models-output": (lambda: cli_json("models", "--runs-dir", str(LESSON_RUNS), "--json"),
                      _set("bundled/0/kind", "audio")),
    "runs-output": (lambda: cli_json("runs", "--runs-dir", str(LESSON_RUNS), "--json"), _set("0/step", -1)),
    "study-steps-output": (lambda: _steps_result(), _set("rows/0/remasking", "greedy")),
    "study-remask-output": (lambda: json.loads((STUDIES / "remask-toy" / "toy-seed0" / "remask.json").read_text(
        encoding="utf-8")), _set("calls/0/remask", 1.0)),
    "class-host-output": (lambda: {"address": "127.0.0.1", "port": 8765, "code": "K7QF4M", "db": "c.mlmclass",
                                   "url": "http://127.0.0.1:8765/", "name": "Room 4", "lesson": "L", "steps": 8,
                                   "key_file": "c.key"}, _set("code", "k7qf4m")),
    "class-status-output": (lambda: {"name": "Room 4", "lesson": "L", "step": 0, "count": 8, "locked": False,
                                     "paused": False, "ended": False, "students": 0, "connected": 0},
                            _set("ended", "no")),
    "class-join-output": (lambda: {"type": "ack", "id": "a1", "step": 0, "correct": True, "feedback": "Right",
                                   "counted": True}, _set("counted", DELETE)),
    "benchmark-result": (lambda: _load(ROOT / "benchmarks" / "results" / "bench_class.json"), _set("date", "Dec 6")),
    "class-export": (lambda: {"format": "mlm-lab-class-export", "version": 1, "class": "Room 4", "lesson": "L",
                              "fingerprint": "f", "rows": []}, _set("version", 2)),
}


def _load(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def _lab_state():
    from mlm_lab.lab import LabState

    return LabState().to_dict()


def _study_rows():
    from mlm_lab.studies import Study

    return Study.open(STUDIES / "mask-rate-text").rows()


def _steps_result():
    return {"format": 1, "model": "m", "data": "toy", "samples": 2, "seed": 0, "length": None, "temperature": 1.0,
            "scorer": None, "wall_s": 0.5,
            "rows": [{"steps": 4, "remasking": "confidence", "steps_used": 4, "valid": 0.5, "distinct_2": 0.9,
                      "distinct_3": 1.0, "repetition": 0.0, "gen_perplexity": None, "example": "the cow says moo ."}]}


def test_every_schema_has_a_broken_instance():
    assert set(BROKEN) == set(ALL)


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_instance_is_refused(name):
    make, breaks = BROKEN[name]
    good = make()
    assert not errors(name, good), f"{name}: the instance before the change should hold: {errors(name, good)[:3]}"
    bad = breaks(copy.deepcopy(good))
    assert errors(name, bad), f"{name}: a broken instance was accepted"
