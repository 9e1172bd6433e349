"""What the Image tab says about its model and its work, in the app's language: why a model
gives no reconstruction (a ViT / DINOv2 has no pixel decoder), the note on a norm_pix_loss
model's reconstructions, and the busy bar's words for the work in flight."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mlm_lab.lab.image_view.jobs import has_decoder

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


def no_decoder_text(model) -> str:
    """Why `model` gives no reconstruction ("" for an MAE, which does)."""
    config = model.config
    if has_decoder(model):  # not a ViT / DINOv2 (models.hf_vision), which gives features only
        return ""
    return translate("ImageTab", "%1 has no pixel decoder: it gives features, not reconstructions; see the Features tab"
                     ).replace("%1", getattr(config, "display_kind", "") or translate("ImageTab", "This model"))


def norm_pix_text(model) -> str:
    """The note under the panels for a model trained with norm_pix_loss ("" for others)."""
    if not model.config.norm_pix_loss:
        return ""
    return translate("ImageTab", "This model predicts each patch's pixels normalized by the patch's own mean and spread "
                     "(norm_pix_loss). The reconstruction is shown with the true mean and spread of each "
                     "hidden patch put back, as in the MAE paper's figures: the colours and brightness of "
                     "hidden patches come from the original, the shapes from the model.")


def busy_text(key: str) -> str:
    """The busy bar's words for the work in flight (`key`: the presenter's `busy_key()`; "" for none)."""
    if not key:
        return ""
    return {"reconstruct": translate("ImageTab", "Reconstructing…"),
            "load": translate("ImageTab", "Reading the picture…"),
            "rounds": translate("ImageTab", "Revealing in rounds…")}.get(key, translate("ImageTab", "Working…"))
