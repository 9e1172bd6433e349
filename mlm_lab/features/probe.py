"""Linear probes: how much of a label a frozen representation holds, read out by a
standardised, L2-regularised logistic regression (scikit-learn).

- `linear_probe`: accuracy, confusion matrix and class counts for given features.
- `probe_text`: word category (or the subject's number at a verb) from every layer of a
  text model, embeddings included, against a random-init model of the same shape
  (a miniature of Tenney et al. 2019).
- `probe_images`: one-shape generated pictures or an ImageFolder-style folder,
  pretrained vs random-init vs raw pixels.
- `probe_run`: a run's checkpoints one after another, accuracy against step.
Every function returns plain numbers and numpy arrays and takes a progress callback.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch

from mlm_lab.errors import msg, words
from mlm_lab.features.image import encoder_hidden_states, encoder_layer_index, images_to_tensor
from mlm_lab.features.text import batch_encode, text_hidden_states, unpack_text_model

Progress = Callable[[int, int], None]
TEXT_TASKS = ("words", "agreement")
IMAGE_EXTENSIONS = (".png", ".jpg", ".jpeg", ".bmp", ".gif", ".webp", ".tif", ".tiff")
PROBE_SEED = 5_000_011  # the probe's sentences come from seeds no training run uses


@dataclass
class ProbeResult:
    accuracy: float
    confusion: np.ndarray  # [K, K] rows = true class, columns = predicted, over the test set
    classes: list  # class labels in confusion order
    train_counts: dict = field(default_factory=dict)  # class -> examples
    test_counts: dict = field(default_factory=dict)
    majority_accuracy: float = 0.0  # always predicting the most frequent training class
    converged: bool = True


def linear_probe(train_x, train_y, test_x, test_y, C: float = 1.0, max_iter: int = 3000) -> ProbeResult:
    """StandardScaler + L2 LogisticRegression (lbfgs) fitted on train, scored on test."""
    from sklearn.exceptions import ConvergenceWarning
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import confusion_matrix
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    train_x, test_x = np.asarray(train_x, dtype=np.float64), np.asarray(test_x, dtype=np.float64)
    train_y, test_y = np.asarray(train_y), np.asarray(test_y)
    if train_x.ndim != 2 or test_x.ndim != 2 or train_x.shape[1] != test_x.shape[1]:
        raise ValueError(msg("features must be [n, d] with the same d, got {train_x_shape} and {test_x_shape}",
                             train_x_shape=train_x.shape, test_x_shape=test_x.shape))
    if len(train_x) != len(train_y) or len(test_x) != len(test_y):
        raise ValueError(words("features and labels differ in length"))
    classes = sorted(set(train_y.tolist()) | set(test_y.tolist()))
    if len(set(train_y.tolist())) < 2:
        raise ValueError(words("a probe needs at least two classes in its training set"))
    clf = make_pipeline(StandardScaler(), LogisticRegression(C=C, max_iter=max_iter, solver="lbfgs"))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ConvergenceWarning)
        clf.fit(train_x, train_y)
    converged = not any(issubclass(w.category, ConvergenceWarning) for w in caught)
    pred = clf.predict(test_x)
    values, counts = np.unique(train_y, return_counts=True)
    majority = values[int(np.argmax(counts))]
    return ProbeResult(
        accuracy=float((pred == test_y).mean()),
        confusion=confusion_matrix(test_y, pred, labels=classes),
        classes=classes,
        train_counts={_plain(c): int(n) for c, n in zip(values, counts, strict=True)},
        test_counts={_plain(c): int(n) for c, n in zip(*np.unique(test_y, return_counts=True), strict=True)},
        majority_accuracy=float((test_y == majority).mean()),
        converged=converged,
    )


def _plain(value):
    return value.item() if hasattr(value, "item") else value


def random_init_like(model, seed: int = 0):
    """A model of the same class and config with fresh weights (global RNG untouched)."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        fresh = type(model)(model.config)
    return fresh.eval()


# -- text ---------------------------------------------------------------------------------------
def probe_word_part(word: str) -> str:
    """The words probe splits the vocabulary: a stable third of the word types is "test"."""
    import hashlib

    return "test" if hashlib.sha1(word.encode()).digest()[0] % 3 == 0 else "train"


def text_probe_data(task: str, n_sentences: int, seed: int,
                    part: str | None = None) -> tuple[list[str], list[list[int]], list[list[str]]]:
    """Sentences of the generated language, the word positions to probe and their labels.

    words: the words of one part of the vocabulary (`part` "train" or "test", see
    `probe_word_part`; None = all), labelled with their category. The probe is tested on
    words it never saw in training, so it cannot pass by memorising word identities
    (which even random embeddings allow in a closed vocabulary of 450 words): it must
    find categories as directions shared by words, which only learnt embeddings have.
    agreement: the verbs of sentences that start with "yesterday" or "tomorrow" (past
    tense, or "will" + verb), whose form does not show number, labelled with their
    subject's number: only the subject, to the left, tells."""
    from mlm_lab.data.toy_language import VERB, generate_labelled_sentences

    if task not in TEXT_TASKS:
        raise ValueError(msg("text probe task must be one of {text_tasks}, got {task!r}",
                             text_tasks=TEXT_TASKS, task=task))
    texts, positions, labels = [], [], []
    if task == "agreement":
        n_sentences *= 10  # about one sentence in ten has a verb of that kind
    for sentence in generate_labelled_sentences(n_sentences, seed):
        if task == "words":
            pos = [i for i, w in enumerate(sentence) if part is None or probe_word_part(w.word) == part]
            lab = [sentence[i].category for i in pos]
        else:
            if sentence[0].word not in ("yesterday", "tomorrow"):
                continue
            pos = [i for i, w in enumerate(sentence) if w.category == VERB]
            lab = [sentence[i].subject_number for i in pos]
        if pos:
            texts.append(" ".join(w.word for w in sentence))
            positions.append(pos)
            labels.append(lab)
    return texts, positions, labels


@torch.no_grad()
def word_layer_features(net, tokenizer, texts: Sequence[str], positions: Sequence[Sequence[int]],
                        layers: Sequence[int], batch_size: int = 128) -> dict[int, np.ndarray]:
    """The first token of each chosen word, at each layer: {layer: [n_words, D]}."""
    net.eval()
    feats: dict[int, list[np.ndarray]] = {k: [] for k in layers}
    for start in range(0, len(texts), batch_size):
        chunk = list(texts[start : start + batch_size])
        encs, ids, attn = batch_encode(tokenizer, chunk, net.config.max_position)
        hidden = text_hidden_states(net, ids, attn, layers)
        rows, cols = [], []
        for i, e in enumerate(encs):
            first = {}
            for t, w in enumerate(e.word_ids):
                if w >= 0 and w not in first:
                    first[w] = t
            for word in positions[start + i]:
                if word not in first:
                    raise ValueError(msg("word {word} of {chunk_i!r} was cut off by the tokenizer",
                                         word=word, chunk_i=chunk[i]))
                rows.append(i)
                cols.append(first[word])
        r, c = torch.tensor(rows), torch.tensor(cols)
        for k in layers:
            feats[k].append(hidden[k][r, c].float().numpy())
    return {k: np.concatenate(v) for k, v in feats.items()}


def probe_text(model, tokenizer=None, task: str = "words", layers: Sequence[int] | None = None, *,
               n_train: int = 600, n_test: int = 300, seed: int = 0, random_init: bool = True,
               C: float = 1.0, progress: Progress | None = None) -> dict:
    """Probe accuracy per layer (0 = embeddings) for `model` and, if `random_init`, for a
    random-init model of the same config (seeded). Returns a JSON-ready dict."""
    net, tok = unpack_text_model(model, tokenizer)
    L = net.config.num_layers
    layers = list(range(L + 1)) if layers is None else [encoder_layer_index(L, k) for k in layers]
    train = text_probe_data(task, n_train, PROBE_SEED + 2 * seed, part="train")
    test = text_probe_data(task, n_test, PROBE_SEED + 2 * seed + 1, part="test")
    y_train = [lab for labs in train[2] for lab in labs]
    y_test = [lab for labs in test[2] for lab in labs]
    nets = {"model": net}
    if random_init:
        nets["random_init"] = random_init_like(net, seed)
    out: dict = {"task": task, "layers": layers, "n_train": len(y_train), "n_test": len(y_test)}
    total, done = len(nets) * len(layers), 0
    if progress is not None:
        progress(0, total)
    for name, m in nets.items():
        f_train = word_layer_features(m, tok, train[0], train[1], layers)
        f_test = word_layer_features(m, tok, test[0], test[1], layers)
        accs = []
        for k in layers:
            res = linear_probe(f_train[k], y_train, f_test[k], y_test, C=C)
            accs.append(res.accuracy)
            out.setdefault("majority_acc", res.majority_accuracy)
            done += 1
            if progress is not None:
                progress(done, total)
        out[f"{name}_acc"] = accs
    out["classes"] = sorted(set(y_train))
    return out


# -- images -------------------------------------------------------------------------------------
def read_image_folder(folder: str | os.PathLike) -> tuple[list[Path], np.ndarray, list[str]]:
    """An ImageFolder-style folder (one subfolder per class) -> (files, labels, class names).
    An empty class folder, fewer than two classes or a class with one image is an error."""
    root = Path(folder)
    if not root.is_dir():
        raise ValueError(msg("not a folder: {root}", root=root))
    classes = sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    if len(classes) < 2:
        raise ValueError(msg("{root} needs at least two class subfolders (one per class), found {len_classes}",
                             root=root, len_classes=len(classes)))
    files, labels = [], []
    for index, name in enumerate(classes):
        found = sorted(p for p in (root / name).rglob("*") if p.is_file() and p.suffix.lower() in IMAGE_EXTENSIONS)
        if not found:
            raise ValueError(msg("class folder {name!r} in {root} holds no images", name=name, root=root))
        if len(found) < 2:
            raise ValueError(msg("class folder {name!r} in {root} holds one image; a probe needs two or more per class",
                                 name=name, root=root))
        files += found
        labels += [index] * len(found)
    return files, np.array(labels, dtype=np.int64), classes


@torch.no_grad()
def image_probe_features(model, pixels01: torch.Tensor, layer: int = -1, batch_size: int = 64,
                         progress: Progress | None = None) -> np.ndarray:
    """cls and mean patch token side by side: pixels [B, 3, S, S] in [0, 1] -> [B, 2 D]."""
    k = encoder_layer_index(model.config.num_layers, layer)
    model.eval()
    out = []
    for start in range(0, pixels01.shape[0], batch_size):
        h = encoder_hidden_states(model, model.normalize(pixels01[start : start + batch_size]), [k])[k]
        out.append(torch.cat([h[:, 0], h[:, 1:].mean(dim=1)], dim=-1).float().numpy())
        if progress is not None:
            progress(min(start + batch_size, pixels01.shape[0]), pixels01.shape[0])
    return np.concatenate(out)


def pixel_features(pixels01: torch.Tensor, side: int = 32) -> np.ndarray:
    """Raw pixels at side x side: [B, 3, S, S] -> [B, 3 side^2]."""
    import torch.nn.functional as F

    if pixels01.shape[-1] != side:
        pixels01 = F.interpolate(pixels01, size=(side, side), mode="bilinear", antialias=True, align_corners=False)
    return pixels01.reshape(pixels01.shape[0], -1).numpy()


def compare_image_probe(model, train_pixels: torch.Tensor, train_y, test_pixels: torch.Tensor, test_y, *,
                        layer: int = -1, seed: int = 0, C: float = 1.0, progress: Progress | None = None) -> dict:
    """Pretrained vs random-init vs raw pixels on given pictures ([B, 3, S, S] in [0, 1])."""
    out: dict = {"n_train": int(len(train_y)), "n_test": int(len(test_y))}
    if progress is not None:
        progress(0, 3)  # started: the features take most of the time
    steps = iter(range(1, 4))
    for name, m in (("pretrained", model), ("random_init", random_init_like(model, seed))):
        res = linear_probe(image_probe_features(m, train_pixels, layer), train_y,
                           image_probe_features(m, test_pixels, layer), test_y, C=C)
        out[f"{name}_acc"] = res.accuracy
        out.setdefault("majority_acc", res.majority_accuracy)
        if name == "pretrained":
            out["confusion"] = res.confusion.tolist()
        if progress is not None:
            progress(next(steps), 3)
    out["pixels_acc"] = linear_probe(pixel_features(train_pixels), train_y, pixel_features(test_pixels), test_y,
                                     C=C).accuracy
    if progress is not None:
        progress(3, 3)
    return out


def probe_images(model, source: str | os.PathLike = "shapes", *, n_train: int = 400, n_test: int = 200,
                 test_fraction: float = 0.3, layer: int = -1, seed: int = 0, C: float = 1.0,
                 progress: Progress | None = None) -> dict:
    """"shapes" (one-shape generated pictures, 5 classes) or an ImageFolder-style folder
    (stratified split, `test_fraction` held out): pretrained vs random-init vs pixels."""
    from mlm_lab.features.image import as_image_model

    model = as_image_model(model)
    size = model.config.image_size
    if str(source) == "shapes":
        from mlm_lab.data.generated_images import SHAPES, shape_images

        tr_img, tr_y = shape_images(n_train, size, seed=2 * seed)
        te_img, te_y = shape_images(n_test, size, seed=2 * seed + 1)
        tr, te, classes = images_to_tensor(tr_img, size), images_to_tensor(te_img, size), list(SHAPES)
    else:
        from sklearn.model_selection import train_test_split

        files, labels, classes = read_image_folder(source)
        pixels = images_to_tensor([str(f) for f in files], size)
        n_test_split = max(len(classes), int(round(len(files) * test_fraction)))
        if len(files) - n_test_split < len(classes):
            raise ValueError(msg("{source} holds too few images ({len_files}) for a train/test split",
                                 source=source, len_files=len(files)))
        idx_tr, idx_te = train_test_split(np.arange(len(files)), test_size=n_test_split, stratify=labels,
                                          random_state=seed)
        tr, te, tr_y, te_y = pixels[idx_tr], pixels[idx_te], labels[idx_tr], labels[idx_te]
    out = compare_image_probe(model, tr, tr_y, te, te_y, layer=layer, seed=seed, C=C, progress=progress)
    out["task"] = "shapes" if str(source) == "shapes" else str(source)
    out["classes"] = classes
    return out


# -- runs ---------------------------------------------------------------------------------------
def probe_run(run_dir: str | os.PathLike, task: str = "words", *, layer: int = -1, seed: int = 0,
              progress: Progress | None = None, **probe_kwargs) -> dict:
    """Probe each checkpoint a run still has (the engine keeps only the newest
    `keep_checkpoints`), oldest first: {"steps": [...], "acc": [...], ...}."""
    from mlm_lab.training.checkpoint import list_checkpoints

    run_dir = Path(run_dir)
    checkpoints = list_checkpoints(run_dir)
    if not checkpoints:
        raise ValueError(msg("{run_dir} has no checkpoints to probe", run_dir=run_dir))
    steps, accs, per_layer = [], [], []
    _check_layer(checkpoints[0], layer)  # a layer the model lacks: said before any work
    if progress is not None:
        progress(0, len(checkpoints))
    for n, ckpt in enumerate(checkpoints, start=1):
        result = probe_model(ckpt, task, layer=layer, seed=seed, random_init=False, **probe_kwargs)
        steps.append(int(ckpt.name.split("-", 1)[1]))
        accs.append(result["acc"])
        per_layer.append(result.get("model_acc"))
        if progress is not None:
            progress(n, len(checkpoints))
    note = (f"{len(checkpoints)} checkpoint(s) found; the engine keeps only the newest few "
            "(keep_checkpoints in the run's config), so earlier steps are not probed")
    return {"run": str(run_dir), "task": task, "steps": steps, "acc": accs, "layer_acc": per_layer, "note": note}


def _check_layer(folder: Path, layer: int) -> None:
    """ValueError when the model in `folder` has no such layer; a folder that cannot be read is
    left to the probe, which says what is wrong with it."""
    from mlm_lab.models import ModelLoadError
    from mlm_lab.models.io import config_from_dict
    from mlm_lab.userfiles import read_model_json

    try:
        config = config_from_dict(read_model_json(Path(folder) / "config.json", error=ModelLoadError))
    except (ModelLoadError, ValueError, TypeError, OSError):
        return
    encoder_layer_index(config.num_layers, layer)


def probe_model(model_dir: str | os.PathLike, task: str, *, layer: int = -1, seed: int = 0,
                random_init: bool = True, **kwargs) -> dict:
    """Load a model folder (or checkpoint) and probe it for `task` (words, agreement,
    shapes, or an image folder); `acc` is the accuracy at `layer` (text: of the model)."""
    from mlm_lab.models import MaskedAutoencoder
    from mlm_lab.models.io import WrongModelKind

    folder = Path(model_dir)
    if task in TEXT_TASKS:
        from mlm_lab.inference import load_text_model

        try:
            tm = load_text_model(folder)
        except WrongModelKind:
            raise ValueError(msg("{folder} holds an image model; task {task!r} needs a text model",
                                 folder=folder, task=task)) from None
        k = encoder_layer_index(tm.model.config.num_layers, layer)  # before any work
        result = probe_text(tm, task=task, seed=seed, random_init=random_init, **kwargs)
        i = result["layers"].index(k)
        result["layer"] = k
        result["acc"] = result["model_acc"][i]
        if random_init:
            result["random_init_layer_acc"] = result["random_init_acc"][i]
        return result
    from mlm_lab.inference import load_image_model

    try:
        model = load_image_model(folder)
    except WrongModelKind:
        raise ValueError(msg("{folder} holds a text model; task {task!r} needs an image model",
                             folder=folder, task=task)) from None
    assert isinstance(model, MaskedAutoencoder)
    encoder_layer_index(model.config.num_layers, layer)  # before any work
    result = probe_images(model, task, layer=layer, seed=seed, **kwargs)
    result["acc"] = result["pretrained_acc"]
    return result
