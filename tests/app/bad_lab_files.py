"""A catalogue of bad (and odd but valid) lab files, made on the fly (nothing large lives in git).

`bad_lab_files(folder)` writes each one and returns (name, path, what the message must name);
`odd_lab_files(folder, base)` the ones that must open (a byte-order mark, an unknown hide name)."""

from __future__ import annotations

import json
from pathlib import Path

from mlm_lab.lab import TABS


def _doc(**parts) -> dict:
    return {"format": "mlm-lab-state", "version": 1, **parts}


def bad_lab_files(folder: Path) -> list[tuple[str, Path, str]]:
    folder.mkdir(parents=True, exist_ok=True)
    garbage_png = folder / "broken.png"
    garbage_png.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00garbage" * 50)
    cases: list[tuple[str, bytes, str]] = [
        ("deep-nesting", b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        ("huge-integer", json.dumps(_doc()).encode()[:-1] + b', "image": {"seed": ' + b"7" * 5000 + b"}}",
         "5,000 digits"),
        ("nan", b'{"format": "mlm-lab-state", "version": 1, "image": {"ratio": NaN}}', "NaN"),
        ("ratio-as-text", json.dumps(_doc(image={"ratio": "half"})).encode(), "image.ratio"),
        ("ratio-too-big", json.dumps(_doc(image={"ratio": 1.5})).encode(), "image.ratio: must be between 0 and 0.95"),
        ("seed-as-bool", json.dumps(_doc(text={"seed": True})).encode(), "text.seed"),
        ("manual-not-a-list", json.dumps(_doc(text={"manual": "1,2"})).encode(), "text.manual"),
        ("form-steps-float", json.dumps(_doc(training={"form": {"steps": 12.5}})).encode(), "training.form.steps"),
        ("hide-not-a-list", json.dumps(_doc(hide="image.seed")).encode(), "hide"),
        ("unknown-version", json.dumps(_doc(version=7)).encode(), "version"),
        ("not-a-lab-file", json.dumps({"format": "something-else"}).encode(), "format"),
        ("over-size", b" " * 2_500_000 + json.dumps(_doc()).encode(), "MB; a lab state is a small JSON file"),
        ("hides-every-tab", json.dumps(_doc(hide=[f"tabs.{t}" for t in TABS])).encode(),
         "hides every tab"),
        ("missing-sample", json.dumps(_doc(image={"source": "sample:unicorn"})).encode(), "image.source"),
        ("missing-image-file", json.dumps(_doc(image={"source": str(folder / "nope.png")})).encode(),
         "image.source"),
        ("unreadable-image", json.dumps(_doc(image={"source": str(garbage_png)})).encode(), "image.source"),
        ("missing-model-folder", json.dumps(_doc(models={"image": str(folder / "no-model")})).encode(),
         "models.image"),
        ("binary", b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "not a text file"),
    ]
    out = []
    for name, raw, expect in cases:
        path = folder / f"{name}.mlmlab"
        path.write_bytes(raw)
        out.append((name, path, expect))
    return out


def odd_lab_files(folder: Path, base: dict) -> list[tuple[str, Path, str]]:
    """(name, path, the warning it must give or "") for files that must open."""
    folder.mkdir(parents=True, exist_ok=True)
    bom = folder / "notepad.mlmlab"
    bom.write_bytes(b"\xef\xbb\xbf" + json.dumps({**base, "tab": "image"}).encode())
    typo = folder / "typo.mlmlab"
    typo.write_text(json.dumps({**base, "hide": ["image.sed", "tabs.trainning", "window.menus", "imgae.seed"]}))
    settings = folder / "settings-typo.mlmlab"
    form = {**base["training"]["form"], "mask_prob": 0.4}
    settings.write_text(json.dumps({**base, "tab": "image", "training": {**base["training"], "form": form},
                                    "image": {**base["image"], "ratoi": 0.5}}))
    return [("byte-order-mark", bom, ""), ("unknown-hide-names", typo, "image.sed"),
            ("unknown-settings", settings, "training.form.mask_prob (did you mean mask?)")]
