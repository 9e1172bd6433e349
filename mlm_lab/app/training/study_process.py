"""The Study page's study, between its form and the studies core. No Qt here.

    spec = state.form.to_spec()                            # StudySpec, or StudyError (as the CLI says it)
    folder = study_folder_for(spec, studies_dir)           # the folder that holds this study, or a free one
    handle = start_study_worker(spec, folder, threads=study_threads())   # mlm_lab.studies.worker

The study runs in its own process, as a single training run does; the page reads its typed
events (mlm_lab.studies.events) through a WorkerController.
"""

from __future__ import annotations

import os
from pathlib import Path

from mlm_lab.studies import StudyError, StudySpec, default_studies_dir, list_studies


def study_folder_for(spec: StudySpec, studies_dir: str | os.PathLike) -> Path:
    """Where `spec` runs: the folder under `studies_dir` that holds the same study (it is
    continued), else the spec's name, else that name with -2, -3, ... (another study there)."""
    from mlm_lab.training.runs import safe_name

    root = Path(studies_dir).expanduser()
    for folder in list_studies(root):
        try:
            if not StudySpec.load(folder).differences(spec):
                return folder
        except StudyError:
            continue
    base = safe_name(spec.name)
    for i in range(1, 1000):
        folder = root / (base if i == 1 else f"{base}-{i}")
        if not folder.exists() or (folder.is_dir() and not any(folder.iterdir())):
            return folder
    from PySide6.QtCore import QCoreApplication

    raise StudyError(QCoreApplication.translate("TrainingTab", "no free study folder named {name} in {folder}").format(
        name=base, folder=root))


def studies_dir_of(runs_dir: str | os.PathLike | None) -> Path:
    """<runs dir>/studies, where the CLI puts studies too."""
    return default_studies_dir(runs_dir)


def study_threads() -> int:
    """Torch threads for the study process: every core but one, which is the window's."""
    return max(1, (os.cpu_count() or 2) - 1)
