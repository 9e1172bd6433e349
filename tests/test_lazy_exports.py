"""A package's lazy exports import their submodule on first use only, then stay on the package."""

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from mlm_lab.lazy_exports import lazy_getattr

ROOT = Path(__file__).resolve().parents[1]


def test_a_lazy_name_imports_its_submodule_on_first_use_and_is_kept(tmp_path, monkeypatch):
    pkg = tmp_path / "lazy_demo_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(
        "from mlm_lab.lazy_exports import lazy_getattr\n__getattr__ = lazy_getattr(__name__, {'VALUE': 'heavy'})\n")
    (pkg / "heavy.py").write_text("VALUE = [42]\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import lazy_demo_pkg

    try:
        assert "lazy_demo_pkg.heavy" not in sys.modules
        assert lazy_demo_pkg.VALUE == [42]
        assert "lazy_demo_pkg.heavy" in sys.modules
        assert lazy_demo_pkg.__dict__["VALUE"] is sys.modules["lazy_demo_pkg.heavy"].VALUE  # cached on the package
        from lazy_demo_pkg import VALUE

        assert VALUE is lazy_demo_pkg.VALUE
        with pytest.raises(AttributeError, match="'lazy_demo_pkg' has no attribute 'OTHER'"):
            lazy_demo_pkg.OTHER  # noqa: B018
    finally:
        for name in ("lazy_demo_pkg", "lazy_demo_pkg.heavy"):
            sys.modules.pop(name, None)


def test_an_unknown_name_is_an_attribute_error():
    getattr_ = lazy_getattr("mlm_lab.masking", {"mask_tokens": "text"})
    with pytest.raises(AttributeError, match="'mlm_lab.masking' has no attribute 'nothing'"):
        getattr_("nothing")


def test_the_packages_offer_their_torch_names_without_importing_torch_first():
    code = textwrap.dedent("""
        import sys
        import mlm_lab.masking, mlm_lab.models, mlm_lab.training
        assert "torch" not in sys.modules, "importing the packages imported torch"
        from mlm_lab.masking import mask_tokens
        from mlm_lab.masking.text import mask_tokens as defined
        assert mask_tokens is defined and "torch" in sys.modules
        from mlm_lab.models import MaskedLM
        from mlm_lab.models.encoder import MaskedLM as model_class
        assert MaskedLM is model_class
        import mlm_lab.training as training
        from mlm_lab.training.trainer import Trainer
        assert training.Trainer is Trainer
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
