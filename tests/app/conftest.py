"""Shared fixtures for the app tests: an offscreen Qt platform and small random models.

pytest-qt provides `qapp` and `qtbot`; this file only makes sure Qt runs offscreen
and builds model folders through the core, so the tests never need the bundled
weights. Fixtures here are shared by every app test file: add, do not rewrite.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

# Words enough for a WordPiece vocabulary with real pieces (## continuations) in it.
_EXTRA_TEXT = [
    "the quick brown fox jumps over the lazy dog",
    "unbelievable things happen when nobody is watching",
    "a masked language model predicts the hidden words of a sentence",
    "tokenization splits rare words into smaller pieces",
    "students compare masking strategies in the laboratory",
    "the teacher explained the experiment with great patience",
]


def _training_sentences() -> list[str]:
    from mlm_lab.resources import sample_sentences

    return (sample_sentences() + _EXTRA_TEXT) * 3


def build_text_model_dir(folder, *, vocab_size: int = 400, max_position: int = 64, seed: int = 0):
    """Write a small random text model (nano preset) with a trained WordPiece tokenizer."""
    import torch

    from mlm_lab.models import MaskedLM, save_pretrained, text_config
    from mlm_lab.tokenization import WordPieceTokenizer

    tok = WordPieceTokenizer.train(_training_sentences(), vocab_size=vocab_size, min_frequency=1)
    torch.manual_seed(seed)
    model = MaskedLM(text_config("nano", tok.vocab_size, max_position=max_position))
    save_pretrained(model, folder, tokenizer=tok)
    return folder


@pytest.fixture(scope="session")
def text_model_dir(tmp_path_factory):
    """A folder with config.json, model.safetensors and tokenizer.json of a random nano text model."""
    return build_text_model_dir(tmp_path_factory.mktemp("text-model") / "nano")


@pytest.fixture(scope="session")
def text_model(text_model_dir):
    """The loaded `TextModel` of `text_model_dir` (shared: do not train it in a test)."""
    from mlm_lab.inference import load_text_model

    return load_text_model(text_model_dir)


# -- image models and the main window (added for the Image / window tests) ---------------------
def build_image_model_dir(folder, *, norm_pix_loss: bool = False, seed: int = 0):
    """Write a small random MAE (nano preset: 32 px, 4 px patches, 8 x 8 grid)."""
    import torch

    from mlm_lab.models import MaskedAutoencoder, image_config, save_pretrained

    torch.manual_seed(seed)
    save_pretrained(MaskedAutoencoder(image_config("nano", norm_pix_loss=norm_pix_loss)), folder)
    return folder


@pytest.fixture(scope="session")
def image_model_dir(tmp_path_factory):
    """A folder with config.json and model.safetensors of a random nano MAE."""
    return build_image_model_dir(tmp_path_factory.mktemp("image-model") / "mae-nano")


@pytest.fixture(scope="session")
def image_model(image_model_dir):
    from mlm_lab.inference import load_image_model

    return load_image_model(image_model_dir)


@pytest.fixture
def lab_window(qtbot, tmp_path, text_model_dir, image_model_dir):
    """The real main window with the random nano models, a private settings file and runs folder,
    shown offscreen and waited on until the models are in and the panes show their answers.
    Its close question answers yes (tests change `window.ask` to say no)."""
    from mlm_lab.app.window.main_window import MainWindow

    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs",
                        models={"text": str(text_model_dir), "image": str(image_model_dir)}, restore=False)
    window.ask = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitUntil(window.is_ready, timeout=60000)
    yield window
    window.ask = lambda title, text: True
    window.close()


@pytest.fixture(scope="package", autouse=True)
def _collect_garbage_on_the_gui_thread(qapp):
    """As the app does (MainWindow installs it): widgets made by a test alone are freed by
    Python's collector on the GUI thread only, never by a worker thread's collection."""
    from mlm_lab.app.qt import gc_guard

    assert gc_guard.install() is not None
    yield
    gc_guard.uninstall()  # the core tests after these run no event loop: collection back on



@pytest.fixture(autouse=True)
def _type_as_it_was():
    """Each test starts with the type a fresh app has: a window fits presentation mode's scale to its
    own height (a 720-line room leaves 1.23 instead of 1.5) and View > Text size sets the desk's;
    both are the app's, so a test must not hand them to the next one."""
    from mlm_lab.app.looks import style

    before = (style.presentation_scale(), style.text_scale())
    yield
    style._scale["now"] = before[0]
    style.set_text_scale(before[1])


@pytest.fixture
def english_afterwards(qapp, tmp_path_factory, monkeypatch):
    """A language test builds its catalogues in a folder of its own and leaves the app in English."""
    from mlm_lab.app.i18n import languages

    folder = tmp_path_factory.mktemp("qm")
    monkeypatch.setattr(languages, "cache_dir", lambda: folder)
    monkeypatch.delenv(languages.LANG_ENV, raising=False)
    yield
    languages.install("en", qapp)


@pytest.fixture
def gui_work(monkeypatch):
    """A `GuiWork` recorder (tests/app/gui_work.py): the heavy calls made on the GUI thread."""
    from gui_work import GuiWork

    return GuiWork(monkeypatch)


@pytest.fixture
def generate_tab(qtbot, request):
    """A Generate tab shown at the module's GENERATE_TAB_SIZE (default 1280x720), its first
    generation done (generate_tabs.py); shut down after the test."""
    from generate_tabs import generated

    from mlm_lab.app.generate.tab import GenerateTab

    widget = GenerateTab()
    qtbot.addWidget(widget)
    widget.resize(*getattr(request.module, "GENERATE_TAB_SIZE", (1280, 720)))
    widget.show()
    generated(qtbot, widget)
    yield widget
    widget.shutdown()
