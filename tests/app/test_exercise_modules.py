"""The lesson exercise's modules (the exercise box split from what checks its answers and from the
editor's fields): every name other modules and tests import from mlm_lab.app.lessons.exercise is
still there, the same object, and the checking makes no widget."""

from __future__ import annotations

import ast
import inspect


def test_the_exercise_module_still_gives_what_is_imported_from_it():
    from mlm_lab.app.lessons import exercise, exercise_check, exercise_fields

    assert exercise.live_figures is exercise_check.live_figures and exercise.top_at is exercise_check.top_at
    assert exercise.ExerciseFields is exercise_fields.ExerciseFields
    assert exercise.KIND_NAMES is exercise_fields.KIND_NAMES
    for name in ("STUDENT_KEY", "ExerciseBox", "export_progress_dialog", "export_progress_to"):
        assert hasattr(exercise, name), name
    assert set(exercise.__all__) <= set(dir(exercise))


def test_checking_an_answer_imports_no_widgets():
    from mlm_lab.app.lessons import exercise_check

    tree = ast.parse(inspect.getsource(exercise_check))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not [m for m in imported if m.startswith(("PySide6", "mlm_lab.app"))], imported
