"""Exercises in a lesson step: a question the lab checks, not only one the room talks about.

A step may hold one `"exercise"` object; its `"kind"` is one of:

    {"kind": "guess", "blank": 12, "answer": "word", "accept": ["words"]}
        the student types a word for the blank at token index `blank` of the step's sentence;
        right when it is `answer` (or one of `accept`), case and spaces aside. The feedback
        shows the word against the model's top-5 at that blank.
    {"kind": "choice", "options": ["a", "b", "c"], "correct": [0, 2]}
        multiple choice; right when exactly the `correct` options (indices, one or more) are picked.
    {"kind": "estimate", "figure": "image.psnr", "tolerance": 1.5, "expected": 19.6}
        a number, right when it lies within `tolerance` of the live figure the lab computes for
        the step's state (`expected`, optional, is what the author measured: the answer key
        prints it and a test checks it against the shipped models).
    {"kind": "task", "condition": {...}, "solution": {...a partial lab state...}}
        a condition on the live lab (figures and state fields), checked when the student presses
        Check; `solution` (optional) is a state that satisfies it (a test applies it).

Every kind may carry "prompt" (the question; else the step's own) and "explanation" (shown
once the exercise is right or revealed, printed in the teacher's answer key).

The condition language is a small JSON tree, never code:
    {"all": [c, ...]}   {"any": [c, ...]}   {"not": c}
    {"figure": "image.psnr", "below": 15}   ("above", "between": [lo, hi] likewise)
    {"field": "image.strategy", "is": "paint"}   ("in": [...], "below", "above" for numbers)
Figures are what the tabs computed for what is on screen (FIGURES); fields are the lab state's
own settings ("tab", "text.strategy", "image.ratio", ...). No Qt in this module.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field

import mlm_lab.lab.checks as checks
from mlm_lab.errors import msg, words
from mlm_lab.lab.checks import LabStateError

KINDS = ("guess", "choice", "estimate", "task")
# the live figures a step may name: name -> (what it is, its unit)
FIGURES = {
    "image.psnr": ("PSNR over the hidden patches", "dB"),
    "image.ssim": ("SSIM over the hidden patches", ""),
    "image.hidden": ("patches hidden", ""),
    "image.hidden_share": ("share of patches hidden", ""),
    "text.accuracy": ("top-1 accuracy at the masked tokens", ""),
    "text.loss": ("mean loss at the masked tokens", "nats"),
    "text.masked": ("tokens chosen for prediction", ""),
}
FIELD_TABS = ("text", "image", "training", "features", "generate")
TEXT_LIMIT = 1_000
MAX_OPTIONS = 10
MAX_DEPTH = 8  # nesting of all / any / not
COMPARISONS = ("below", "above", "between")


@dataclass
class Exercise:
    kind: str
    prompt: str = ""
    explanation: str = ""
    blank: int = 0  # guess: the token index of the blank
    answer: str = ""  # guess: the true token
    accept: list[str] = field(default_factory=list)  # guess: other spellings counted right
    options: list[str] = field(default_factory=list)  # choice
    correct: list[int] = field(default_factory=list)  # choice: the right options' indices
    figure: str = ""  # estimate: a name of FIGURES
    tolerance: float = 0.0  # estimate
    expected: float | None = None  # estimate: what the author measured (the key; tests)
    condition: dict = field(default_factory=dict)  # task
    solution: dict | None = None  # task: a partial lab state that satisfies the condition
    extra: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        out: dict = {"kind": self.kind}
        if self.prompt:
            out["prompt"] = self.prompt
        if self.kind == "guess":
            out.update(blank=self.blank, answer=self.answer)
            if self.accept:
                out["accept"] = list(self.accept)
        elif self.kind == "choice":
            out.update(options=list(self.options), correct=list(self.correct))
        elif self.kind == "estimate":
            out.update(figure=self.figure, tolerance=self.tolerance)
            if self.expected is not None:
                out["expected"] = self.expected
        else:
            out["condition"] = self.condition
            if self.solution is not None:
                out["solution"] = self.solution
        if self.explanation:
            out["explanation"] = self.explanation
        out.update({k: v for k, v in self.extra.items() if k not in out})
        return out

    def key_text(self) -> str:
        """The answer as the teacher's key prints it (one line)."""
        if self.kind == "guess":
            return " / ".join([self.answer, *self.accept])
        if self.kind == "choice":
            return "; ".join(f"{chr(65 + i)}. {self.options[i]}" for i in self.correct)
        if self.kind == "estimate":
            unit = FIGURES[self.figure][1]
            got = "measured live" if self.expected is None else f"{self.expected:g}{' ' + unit if unit else ''}"
            return f"{got} (± {self.tolerance:g}), {FIGURES[self.figure][0]}"
        return describe_condition(self.condition)


KEYS = {
    "guess": ("blank", "answer", "accept"),
    "choice": ("options", "correct"),
    "estimate": ("figure", "tolerance", "expected"),
    "task": ("condition", "solution"),
}


def parse_exercise(data, *, name: str = "exercise", tab: str = "text") -> Exercise:
    """Check a step's "exercise" object; `tab` is the tab the step shows. Raises LabStateError
    naming the field ("steps[2].exercise.correct[1]: ...")."""
    if not isinstance(data, dict):
        raise LabStateError(msg("{name}: must be a JSON object, got {checks_show_data}",
                                name=name, checks_show_data=checks.show(data)))
    kind = checks.choice(f"{name}.kind", data.get("kind"), KINDS)
    common = ("kind", "prompt", "explanation")
    wrong = [k for k in data if k not in common and k not in KEYS[kind] and any(k in v for v in KEYS.values())]
    if wrong:
        raise LabStateError(msg("{name}.{wrong_0}: not a field of a {kind} exercise",
                                name=name, wrong_0=wrong[0], kind=kind))
    ex = Exercise(kind=kind,
                  prompt=checks.string(f"{name}.prompt", data.get("prompt", ""), limit=TEXT_LIMIT),
                  explanation=checks.string(f"{name}.explanation", data.get("explanation", ""), limit=TEXT_LIMIT),
                  extra={k: v for k, v in data.items() if k not in common and not any(k in v for v in KEYS.values())})
    if kind == "guess":
        if tab != "text":
            raise LabStateError(msg("{name}.kind: a guess is about a blank of the text tab, but the step shows {tab}",
                                    name=name, tab=tab))
        ex.blank = checks.integer(f"{name}.blank", data.get("blank"), 0, 100_000)
        ex.answer = checks.string(f"{name}.answer", data.get("answer"), empty=False, limit=100).strip()
        ex.accept = checks.strings(f"{name}.accept", data.get("accept", []))
    elif kind == "choice":
        options = data.get("options")
        if not isinstance(options, list) or not 2 <= len(options) <= MAX_OPTIONS:
            raise LabStateError(msg("{name}.options: must be a list of 2 to {max_options} answers, "
                                    "got {checks_show_options}",
                                    name=name, max_options=MAX_OPTIONS, checks_show_options=checks.show(options)))
        ex.options = [checks.string(f"{name}.options[{i}]", o, empty=False, limit=TEXT_LIMIT)
                      for i, o in enumerate(options)]
        ex.correct = checks.integers(f"{name}.correct", data.get("correct"), 0, len(options) - 1)
        if not ex.correct:
            raise LabStateError(msg("{name}.correct: name at least one right option (indices from 0)", name=name))
        if len(set(ex.correct)) != len(ex.correct):
            raise LabStateError(msg("{name}.correct: an option is named twice", name=name))
        ex.correct = sorted(ex.correct)
    elif kind == "estimate":
        ex.figure = check_figure(f"{name}.figure", data.get("figure"))
        ex.tolerance = checks.number(f"{name}.tolerance", data.get("tolerance"), 0.0, 1e6)
        expected = data.get("expected")
        ex.expected = None if expected is None else checks.number(f"{name}.expected", expected, -1e9, 1e9)
    else:
        ex.condition = check_condition(data.get("condition"), name=f"{name}.condition")
        solution = data.get("solution")
        if solution is not None and not isinstance(solution, dict):
            raise LabStateError(msg("{name}.solution: must be a lab state (a JSON object), got {checks_show_solution}",
                                    name=name, checks_show_solution=checks.show(solution)))
        ex.solution = solution
    return ex


def check_figure(name: str, value) -> str:
    if value not in FIGURES:
        raise LabStateError(msg("{name}: no such live figure {checks_show_value} (one of {join_figures})",
                                name=name, checks_show_value=checks.show(value), join_figures=', '.join(FIGURES)))
    return value


def check_field(name: str, value) -> str:
    """A state field: "tab", or "<tab>.<setting>" of that tab's state (a plain value, not a part)."""
    from mlm_lab.lab.document import LabState

    if value == "tab":
        return value
    tab, _, setting = value.partition(".") if isinstance(value, str) else ("", "", "")
    state = getattr(LabState(), tab, None) if tab in FIELD_TABS else None
    names = {f.name for f in dataclasses.fields(state)} if dataclasses.is_dataclass(state) else set()
    if setting not in names or dataclasses.is_dataclass(getattr(state, setting)):
        raise LabStateError(msg("{name}: no such state field {checks_show_value} "
                                '("tab" or a tab\'s setting, e.g. "image.strategy")',
                                name=name, checks_show_value=checks.show(value)))
    return value


def check_condition(data, *, name: str = "condition", depth: int = 0) -> dict:
    """A condition tree (see the module's docstring), checked whole; returns it as given."""
    if depth > MAX_DEPTH:
        raise LabStateError(msg("{name}: nested more than {max_depth} deep", name=name, max_depth=MAX_DEPTH))
    if not isinstance(data, dict) or len(data) == 0:
        raise LabStateError(msg("{name}: must be a condition (a JSON object), got {checks_show_data}",
                                name=name, checks_show_data=checks.show(data)))
    if "all" in data or "any" in data:
        op = "all" if "all" in data else "any"
        _only(name, data, {op})
        parts = data[op]
        if not isinstance(parts, list) or not parts:
            raise LabStateError(msg("{name}.{op}: must be a non-empty list of conditions", name=name, op=op))
        for i, part in enumerate(parts):
            check_condition(part, name=f"{name}.{op}[{i}]", depth=depth + 1)
    elif "not" in data:
        _only(name, data, {"not"})
        check_condition(data["not"], name=f"{name}.not", depth=depth + 1)
    elif "figure" in data:
        check_figure(f"{name}.figure", data["figure"])
        _comparison(name, data, "figure", ())
    elif "field" in data:
        check_field(f"{name}.field", data["field"])
        _comparison(name, data, "field", ("is", "in"))
    else:
        raise LabStateError(msg("{name}: a condition holds all, any, not, figure or field", name=name))
    return data


def _only(name: str, data: dict, keys: set) -> None:
    extra = sorted(set(data) - keys)
    if extra:
        raise LabStateError(msg("{name}.{extra_0}: not allowed beside {join_sorted_keys}",
                                name=name, extra_0=extra[0], join_sorted_keys=', '.join(sorted(keys))))


def _comparison(name: str, data: dict, subject: str, others: tuple) -> None:
    tests = [k for k in data if k != subject]
    allowed = (*COMPARISONS, *others)
    if len(tests) != 1 or tests[0] not in allowed:
        raise LabStateError(msg("{name}: give exactly one of {join_allowed} for the {subject}",
                                name=name, join_allowed=', '.join(allowed), subject=subject))
    op, value = tests[0], data[tests[0]]
    if op in ("below", "above"):
        checks.number(f"{name}.{op}", value, -1e9, 1e9)
    elif op == "between":
        if not isinstance(value, list) or len(value) != 2:
            raise LabStateError(msg("{name}.between: must be [low, high]", name=name))
        lo, hi = (checks.number(f"{name}.between[{i}]", v, -1e9, 1e9) for i, v in enumerate(value))
        if lo > hi:
            raise LabStateError(msg("{name}.between: the low end {lo:g} is above the high end {hi:g}",
                                    name=name, lo=lo, hi=hi))
    elif op == "in" and not isinstance(value, list):
        raise LabStateError(msg("{name}.in: must be a list of values", name=name))
    elif op == "is" and isinstance(value, (dict, list)):
        raise LabStateError(msg("{name}.is: must be a plain value (text, a number, true or false)", name=name))


# -- evaluating -------------------------------------------------------------------------------
class NotReady(Exception):
    """A figure the check needs is not computed yet (the model is still answering)."""


def field_value(state, name: str):
    """The value of a state field ("image.strategy") in a LabState."""
    if name == "tab":
        return state.tab
    tab, _, setting = name.partition(".")
    return getattr(getattr(state, tab), setting)


def figure_value(figures: dict, name: str) -> float:
    value = figures.get(name)
    if value is None or not math.isfinite(value):
        raise NotReady(name)
    return float(value)


def evaluate(condition: dict, figures: dict, state) -> bool:
    """Whether `condition` holds for the live `figures` ({name: float}) and the LabState `state`.
    Raises NotReady when a figure it needs is not computed yet."""
    if "all" in condition:
        return all(evaluate(c, figures, state) for c in condition["all"])
    if "any" in condition:
        return any(evaluate(c, figures, state) for c in condition["any"])
    if "not" in condition:
        return not evaluate(condition["not"], figures, state)
    if "figure" in condition:
        value = figure_value(figures, condition["figure"])
    else:
        value = field_value(state, condition["field"])
    return _compare(value, condition)


def _compare(value, condition: dict) -> bool:
    if "is" in condition:
        return value == condition["is"]
    if "in" in condition:
        return value in condition["in"]
    if not checks.is_number(value):
        return False
    if "below" in condition:
        return value < condition["below"]
    if "above" in condition:
        return value > condition["above"]
    lo, hi = condition["between"]
    return lo <= value <= hi


def describe_condition(condition: dict) -> str:
    """A condition in words, for the handout and the feedback."""
    if "all" in condition:
        return " and ".join(describe_condition(c) for c in condition["all"])
    if "any" in condition:
        return "(" + " or ".join(describe_condition(c) for c in condition["any"]) + ")"
    if "not" in condition:
        return f"not ({describe_condition(condition['not'])})"
    subject = condition.get("figure") or condition.get("field")
    unit = FIGURES[subject][1] if subject in FIGURES else ""
    unit = f" {unit}" if unit else ""
    if "is" in condition:
        return msg("{subject} is {condition_is!r}", subject=subject, condition_is=condition['is'])
    if "in" in condition:
        return msg("{subject} is one of {join_map_repr_condition}",
                   subject=subject, join_map_repr_condition=', '.join(map(repr, condition['in'])))
    if "below" in condition:
        return msg("{subject} below {condition_below:g}{unit}",
                   subject=subject, condition_below=condition['below'], unit=unit)
    if "above" in condition:
        return msg("{subject} above {condition_above:g}{unit}",
                   subject=subject, condition_above=condition['above'], unit=unit)
    lo, hi = condition["between"]
    return msg("{subject} between {lo:g} and {hi:g}{unit}", subject=subject, lo=lo, hi=hi, unit=unit)


@dataclass
class Verdict:
    correct: bool
    feedback: str  # one line for the student
    answer: str  # the answer as recorded ("word", "A, C", "19.5")


def normalise_word(word: str) -> str:
    return " ".join(str(word).split()).lower().removeprefix("##")


def check_guess(ex: Exercise, word: str, top: list[tuple[str, float]] | None = None, *,
                revealed: bool = False) -> Verdict:
    """`top`: the model's top-5 at the blank, [(token, probability)], best first (None: unknown).
    A right guess is shown against it; a wrong one only once the answer was `revealed` (the top-5
    holds the answer more often than not: before the reveal it would give it away)."""
    typed = normalise_word(word)
    right = typed in {normalise_word(w) for w in (ex.answer, *ex.accept)}
    model = ""
    if top and (right or revealed):
        tokens = [normalise_word(t) for t, _ in top]
        where = msg("its #{tokens_index_typed_1}",
                    tokens_index_typed_1=tokens.index(typed) + 1) if typed in tokens else words("not in its top-5")
        listing = ", ".join(f"{t} {p:.0%}" for t, p in top)
        model = msg("; the model's top-5: {listing} (yours is {where})", listing=listing, where=where)
    said = (msg("Right: the blank is “{ex_answer}”{model}.", ex_answer=ex.answer, model=model) if right
            else msg("Not “{word_strip}”: try again, or reveal{model}.", word_strip=word.strip(), model=model))
    return Verdict(right, said, word.strip())


def check_choice(ex: Exercise, picked: list[int]) -> Verdict:
    picked = sorted(set(picked))
    shown = ", ".join(chr(65 + i) for i in picked) or "nothing"
    if picked == ex.correct:
        return Verdict(True, msg("Right: {shown}.", shown=shown), shown)
    if not picked:
        return Verdict(False, words("Pick an answer first."), shown)
    many = len(ex.correct) > 1
    hint = msg(" ({len_ex_correct} options are right)", len_ex_correct=len(ex.correct)) if many else ""
    return Verdict(False, msg("Not quite{hint}: try again, or reveal.", hint=hint), shown)


def check_estimate(ex: Exercise, number: float, figures: dict) -> Verdict:
    """Raises NotReady while the figure is not computed yet."""
    live = figure_value(figures, ex.figure)
    unit = FIGURES[ex.figure][1]
    unit = f" {unit}" if unit else ""
    shown = f"{number:g}"
    if abs(number - live) <= ex.tolerance:
        return Verdict(True, msg("Right: the lab measures {live:.3g}{unit}; {shown} is within ± {ex_tolerance:g}.",
                                 live=live, unit=unit, shown=shown, ex_tolerance=ex.tolerance),
                       shown)
    if number > live:
        return Verdict(False, msg("{shown}{unit} is too high (more than ± {ex_tolerance:g} off): try again.",
                                  shown=shown, unit=unit, ex_tolerance=ex.tolerance), shown)
    return Verdict(False, msg("{shown}{unit} is too low (more than ± {ex_tolerance:g} off): try again.",
                              shown=shown, unit=unit, ex_tolerance=ex.tolerance), shown)


def check_task(ex: Exercise, figures: dict, state) -> Verdict:
    """Raises NotReady while a figure the condition needs is not computed yet."""
    done = evaluate(ex.condition, figures, state)
    measured = "; ".join(f"{n} = {figures[n]:.3g}" for n in condition_figures(ex.condition)
                         if figures.get(n) is not None)
    measured = f" ({measured})" if measured else ""
    if done:
        return Verdict(True, msg("Done: {describe_condition_ex_co}{measured}.",
                                 describe_condition_ex_co=describe_condition(ex.condition), measured=measured), "done")
    return Verdict(False, msg("Not yet: the lab needs {describe_condition_ex_co}{measured}.",
                              describe_condition_ex_co=describe_condition(ex.condition), measured=measured), "not yet")


def condition_figures(condition: dict) -> list[str]:
    if "all" in condition or "any" in condition:
        return [n for c in condition.get("all", condition.get("any", [])) for n in condition_figures(c)]
    if "not" in condition:
        return condition_figures(condition["not"])
    return [condition["figure"]] if "figure" in condition else []


def printed_lines(ex: Exercise, *, answers: bool = False) -> list[str]:
    """The exercise as a handout prints it (plain text lines): what to do, the choices, a line
    to answer on; with `answers` (the teacher's copy) the answer and its explanation instead."""
    what = {"guess": "type the word for the blank", "choice": "choose" + (" every right answer"
            if len(ex.correct) > 1 else " one answer"), "estimate": f"estimate {FIGURES.get(ex.figure, ('',))[0]}"
            + (f" (within ± {ex.tolerance:g})" if ex.kind == "estimate" else ""),
            "task": "do it in the lab, then press Check"}[ex.kind]
    lines = [f"Exercise ({what})" + (f": {ex.prompt}" if ex.prompt else "")]
    if ex.kind == "choice":
        lines += [f"{chr(65 + i)}. {text}" for i, text in enumerate(ex.options)]
    if ex.kind == "task" and not answers:
        lines.append(f"The lab checks: {describe_condition(ex.condition)}")
    if answers:
        lines.append(f"Answer: {ex.key_text()}" + (f" — {ex.explanation}" if ex.explanation else ""))
    elif ex.kind != "task":
        lines.append("Your answer: " + "_" * 24)
    return lines


# the settings that make a tab's figures: an estimate is about the step's own view of them
VIEW_FIELDS = {
    "image": ("source", "strategy", "ratio", "seed", "manual_mask"),
    "text": ("text", "strategy", "mask_prob", "mask_token_prob", "random_token_prob", "keep_prob", "seed", "manual"),
}


def same_view(shown, step_state, figure: str) -> bool:
    """Whether the LabState `shown` computes `figure` from the same view as the step's own state
    (the same model and the settings of VIEW_FIELDS), so its live value is the step's."""
    tab = figure.partition(".")[0]
    if shown.models.get(tab) != step_state.models.get(tab):
        return False
    a, b = getattr(shown, tab), getattr(step_state, tab)
    return all(getattr(a, name) == getattr(b, name) for name in VIEW_FIELDS.get(tab, ()))
