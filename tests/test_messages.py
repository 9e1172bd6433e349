"""A core message keeps its template and values (mlm_lab/errors.py): its text is the English the f-string
gave (what the CLI prints and every str(exc) reads), a wrapped error stays a message inside its wrapper,
numbers keep their decimals, it survives pickling (a study's worker sends its errors back), and
scripts/make_core_strings.py lists the templates and names a message still written as a string."""

from __future__ import annotations

import importlib.util
import pickle
from pathlib import Path

import pytest

from mlm_lab.errors import Message, UserError, joined, message_of, msg, words

ROOT = Path(__file__).resolve().parents[1]


def test_a_message_reads_as_its_f_string_and_keeps_template_and_values():
    path, n, loss, name = Path("runs/a"), 8192, 2.3151, "door"
    made = msg("{path}: {n:,} rows, loss {loss:.2f}, {name!r} at {share:.0%}", path=path, n=n, loss=loss,
               name=name, share=0.25)
    assert made == f"{path}: {n:,} rows, loss {loss:.2f}, {name!r} at {0.25:.0%}"
    assert isinstance(made, str) and str(made) == "runs/a: 8,192 rows, loss 2.32, 'door' at 25%"
    assert made.template == "{path}: {n} rows, loss {loss}, {name} at {share}"  # the catalogues' key
    # a number written as one keeps its value and decimals; anything else is kept as the English writes it
    assert made.values == {"path": "runs/a", "n": 8192, "loss": loss, "name": "'door'", "share": "25%"}
    assert made.numbers == {"n": 0, "loss": 2}
    assert msg("{{literal}} {x}", x=1) == "{literal} 1" and msg("{{literal}} {x}", x=1).template == "{{literal}} {x}"


def test_words_is_a_message_without_values_and_a_message_stays_one_when_added_to():
    piece = words("the runs folder")
    assert piece == "the runs folder" and piece.template == "the runs folder" and piece.values == {}
    assert words(piece) is piece
    assert words("a {brace}").template == "a {{brace}}"
    longer = msg("no class to resume in {folder}", folder=piece) + words(" (name its file with --db)")
    assert longer == "no class to resume in the runs folder (name its file with --db)"
    assert longer.template == "{head}{tail}" and longer.values["head"].values["folder"] is piece
    before = "lab.json: " + piece
    assert isinstance(before, Message) and before.values == {"head": "lab.json: ", "tail": piece}


def test_a_wrapped_error_stays_a_message_inside_its_wrapper():
    inner = UserError(msg("{name} is not a text file", name="lab.json"))
    wrapper = msg("{path}: {exc}", path="study", exc=inner)
    assert wrapper == "study: lab.json is not a text file"
    assert wrapper.values["exc"] is inner.args[0]
    # re-raised as another error, the message is the same object, not its text
    assert message_of(inner) is inner.args[0]
    assert message_of(ValueError("plain")) == "plain" and not isinstance(message_of(ValueError("plain")), Message)
    assert message_of(KeyError("k")) == "'k'"  # an exception that writes itself its own way: its text
    # an error whose text is not its message (more arguments) is kept as text
    assert msg("{exc}", exc=OSError(2, "No such file")).values == {"exc": "[Errno 2] No such file"}
    both = joined([words("set it to a whole number"), inner])
    assert both == "set it to a whole number; lab.json is not a text file"
    assert both.values == {"p0": words("set it to a whole number"), "p1": inner.args[0]}
    assert joined([]) == ""


def test_a_message_survives_pickling_and_refuses_a_value_it_has_no_place_for():
    made = msg("{where}: {error}", where="w", error=UserError(msg("loss {x:.2f} nats", x=1.5)))
    back = pickle.loads(pickle.dumps(UserError(made)))
    assert back.args[0] == made and back.args[0].template == made.template
    assert back.args[0].values["error"].numbers == {"x": 2}
    with pytest.raises(TypeError):
        msg("{a}", a=1, b=2)
    with pytest.raises(KeyError):
        msg("{a} {b}", a=1)
    with pytest.raises(TypeError):
        msg("{a.b}", a=1)


def _core_strings(package: Path):
    spec = importlib.util.spec_from_file_location("make_core_strings_under_test", ROOT / "scripts" / "make_core_strings.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.PACKAGE, module.ROOT = package, package.parent
    return module


def test_the_templates_are_read_from_msg_and_words_and_a_plain_message_is_named(tmp_path):
    package = tmp_path / "mlm_lab"
    (package / "lab").mkdir(parents=True)
    (package / "app").mkdir()
    (package / "lab" / "a.py").write_text(
        "from mlm_lab.errors import msg, words\n"
        "def f(path, n):\n"
        "    if n:\n"
        "        raise ValueError(msg('{path}: {n:,} rows is too many', path=path, n=n))\n"
        "    raise OSError(words('the runs folder'))\n"
        "def g(path):\n"
        "    raise ValueError(f'{path}: still an f-string')\n"
        "def h(path, exc):\n"
        "    raise ValueError(msg('{path}: {exc}', path=path, exc=exc))  # no words: in no catalogue\n"
        "def i():\n"
        "    raise TypeError('a programmer error stays English')\n", encoding="utf-8")
    (package / "app" / "b.py").write_text("raise ValueError(msg('the app has its own catalogue'))\n", encoding="utf-8")
    templates, plain = _core_strings(package).collect()
    assert templates == {"{path}: {n} rows is too many": "lab", "the runs folder": "lab"}
    assert plain == ["mlm_lab/lab/a.py:7"]
