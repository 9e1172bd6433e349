"""What a run trains and evaluates on, built from its TrainConfig.

Text: rows of token ids ([N, T], [CLS] ... [SEP], padded with [PAD] = 0). Images: a
pool of uint8 pictures that random crops and flips are cut from, plus fixed held-out
images. The order of the training data is a pure function of (seed, step, rank):
each epoch is a DistributedSampler permutation, so a resumed or distributed run sees
exactly the rows an uninterrupted single process would have given it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch

from mlm_lab.data.text_files import DataError, read_text_documents, split_documents
from mlm_lab.errors import msg, words
from mlm_lab.training.config import TrainConfig

Log = Callable[[str], None]

# The config fields the data of a run is built from, per task: two configs that agree on
# these build the same data, so a built data object may serve both (Trainer(data=...)).
DATA_FIELDS = {
    "text": ("task", "data", "eval_data", "eval_size", "seq_len", "tokenizer", "vocab_size"),
    "image": ("task", "data", "eval_data", "eval_size", "image_size", "extra_images", "extra_rows", "extra_share"),
}
GENERATED_IMAGE_FIELDS = ("seed", "batch_size")  # generated images: the pool is drawn from the seed, sized by the batch


def data_key(config: TrainConfig) -> dict:
    """What decides a run's data: {field: value} of DATA_FIELDS (and the generated pool's)."""
    names = DATA_FIELDS[config.task]
    if config.task == "image" and config.data_kind == "generated":
        names = names + GENERATED_IMAGE_FIELDS
    return {name: getattr(config, name) for name in names}


def build_data(config: TrainConfig, *, log: Log | None = None):
    """The data a new run of `config` trains on (TextData or ImageData), built once so a
    series of runs can share it: `Trainer(config, data=build_data(config))`."""
    if config.task == "text":
        return build_text_data(config, log=log)
    return build_image_data(config, log=log)


def check_data_matches(data, config: TrainConfig) -> None:
    """Raise ConfigError unless `data` was built (by build_text_data/build_image_data) from
    a config that builds the same data as `config`."""
    from mlm_lab.training.config import ConfigError

    built = getattr(data, "key", None)
    if not isinstance(built, dict) or not built:
        raise ConfigError(words("data= must come from build_data, build_text_data or build_image_data"))
    wanted = data_key(config)
    differ = sorted(k for k in set(built) | set(wanted) if built.get(k) != wanted.get(k))
    if differ:
        raise ConfigError(msg("the given data was built for another {join_differ} than this config's",
                              join_differ=', '.join(differ)))
    if config.task == "text" and data.train_rows.shape[0] < config.batch_size:
        raise DataError(msg("the given data has {data_train_rows_shape_0} training rows, fewer than one batch "
                            "of {config_batch_size}",
                            data_train_rows_shape_0=data.train_rows.shape[0], config_batch_size=config.batch_size))


class IndexStream:
    """Batch `step` of a process: the next `batch_size` indices of its share of an endless
    sequence of epochs, each a fresh permutation (torch's DistributedSampler, seed + epoch)."""

    def __init__(self, n: int, batch_size: int, *, seed: int, rank: int = 0, world_size: int = 1):
        from torch.utils.data import DistributedSampler

        if n < 1:
            raise DataError(words("no training data"))
        self.n, self.batch_size = n, batch_size
        self._sampler = DistributedSampler(range(n), num_replicas=world_size, rank=rank, shuffle=True,
                                           seed=seed, drop_last=False)
        self.per_epoch = self._sampler.num_samples
        self._epoch, self._indices = -1, None

    def _epoch_indices(self, epoch: int) -> list[int]:
        if epoch != self._epoch:
            self._sampler.set_epoch(epoch)
            self._indices, self._epoch = list(self._sampler), epoch
        return self._indices

    def batch(self, step: int) -> torch.Tensor:
        start = step * self.batch_size
        out: list[int] = []
        while len(out) < self.batch_size:
            epoch, offset = divmod(start + len(out), self.per_epoch)
            take = min(self.batch_size - len(out), self.per_epoch - offset)
            out.extend(self._epoch_indices(epoch)[offset : offset + take])
        return torch.tensor(out, dtype=torch.long)


# -- text -------------------------------------------------------------------------------
@dataclass
class TextData:
    train_rows: torch.Tensor  # [N, T] long
    eval_rows: torch.Tensor  # [M, T] long
    tokenizer: object  # WordPieceTokenizer
    probes: list[tuple[str, str]]  # (sentence with one [MASK], the hidden word)
    baseline: float  # unigram baseline accuracy on the held-out rows
    description: str
    notes: list[str] = field(default_factory=list)  # warnings to show the user
    key: dict = field(default_factory=dict)  # data_key() of the config it was built from

    def __post_init__(self) -> None:
        vocab = self.tokenizer.vocab_size
        cont = torch.zeros(vocab, dtype=torch.bool)
        for i in range(vocab):
            cont[i] = self.tokenizer.id_to_token(i).startswith("##")
        self._continuation = cont
        self._special = torch.tensor(sorted(set(self.tokenizer.special_ids)), dtype=torch.long)

    def special_mask(self, rows: torch.Tensor) -> torch.Tensor:
        """True for [PAD], [CLS], [SEP], [UNK]... : never selected for masking."""
        return torch.isin(rows, self._special)

    def word_ids(self, rows: torch.Tensor) -> torch.Tensor:
        """[B, T] word index per token from the ## prefix; -1 for special tokens."""
        special = self.special_mask(rows)
        starts = ~self._continuation[rows] & ~special
        words = torch.cumsum(starts.long(), dim=1) - 1
        return torch.where(special | (words < 0), torch.full_like(words, -1), words)


def build_text_data(config: TrainConfig, *, tokenizer=None, log: Log | None = None) -> TextData:
    """Rows for training and evaluation. `tokenizer` (e.g. a resumed run's) is used as is;
    otherwise config.tokenizer is loaded, or a new one is trained on the training text."""
    from mlm_lab.tokenization import WordPieceTokenizer

    log = log or (lambda message: None)
    if tokenizer is None and config.tokenizer:
        from mlm_lab.tokenization import TokenizerError

        try:
            tokenizer = WordPieceTokenizer.load(_tokenizer_path(config.tokenizer))
        except TokenizerError as exc:
            raise DataError(msg("--tokenizer cannot be used: {exc}", exc=exc)) from None
    T = config.seq_len
    notes: list[str] = []
    if config.data_kind == "toy":
        from mlm_lab.data import toy_language

        corpus = toy_language.toy_corpus(0, tokenizer=tokenizer)
        tokenizer = corpus.tokenizer
        train_rows = _sentence_rows(tokenizer, corpus.train, T)
        eval_rows = _sentence_rows(tokenizer, corpus.eval, T)
        probes = list(toy_language.PROBES)
        description = f"the generated toy language ({len(corpus.train):,} sentences)"
    else:
        documents = read_text_documents(config.data, exclude=config.eval_data or None)
        if config.eval_data:
            train_docs = [d for d in documents if d.paragraphs]
            eval_docs = [d for d in read_text_documents(config.eval_data) if d.paragraphs]
            documents = documents + eval_docs
        else:
            train_docs, eval_docs = split_documents(documents, 0.1, seed=0)
        replaced = sum(d.replaced_bytes for d in documents)
        if replaced:
            files = sum(1 for d in documents if d.replaced_bytes)
            notes.append(f"warning: {replaced} undecodable byte(s) in {files} file(s) were replaced by U+FFFD")
        if tokenizer is None:
            log(f"training a WordPiece tokenizer ({config.vocab_size} tokens) on {config.data}")
            tokenizer = WordPieceTokenizer.train((p for d in train_docs for p in d.paragraphs),
                                                 vocab_size=config.vocab_size)
        train_rows = _pack(tokenizer, train_docs, T)
        eval_rows = _pack(tokenizer, eval_docs, T)
        probes = _probes_from(eval_docs or train_docs, tokenizer)
        words = sum(len(p.split()) for d in documents for p in d.paragraphs)
        description = f"{config.data} ({len(documents)} file(s), {words:,} words)"
        if config.eval_data:
            description += f"; evaluated on {config.eval_data} ({len(eval_docs)} file(s))"
    if train_rows.shape[0] < config.batch_size:
        raise DataError(
            msg("the text is too small: {train_rows_shape_0} training row(s) of {t} tokens, "
                "fewer than one batch of {config_batch_size}; give more text or a smaller --batch-size",
                train_rows_shape_0=train_rows.shape[0], t=T, config_batch_size=config.batch_size))
    if eval_rows.shape[0] == 0:
        raise DataError(msg("the text is too small to hold out an evaluation part ({train_rows_shape_0} rows of {t} tokens)",
                            train_rows_shape_0=train_rows.shape[0], t=T))
    eval_rows = eval_rows[: config.eval_size]
    baseline = _unigram_baseline(train_rows, eval_rows, tokenizer)
    return TextData(train_rows, eval_rows, tokenizer, probes, baseline, description, notes, data_key(config))


def _tokenizer_path(path: str) -> Path:
    p = Path(path).expanduser()
    if not p.exists():
        raise DataError(msg("no such tokenizer file or folder: {p}", p=p))
    return p


def _sentence_rows(tokenizer, sentences: list[str], T: int) -> torch.Tensor:
    """One sentence per row: [CLS] tokens [SEP] then [PAD] (truncated to T)."""
    rows = torch.full((len(sentences), T), tokenizer.pad_token_id, dtype=torch.long)
    for i, ids in enumerate(tokenizer.encode_many(sentences)):
        ids = [tokenizer.cls_token_id, *ids[: T - 2], tokenizer.sep_token_id]
        rows[i, : len(ids)] = torch.tensor(ids, dtype=torch.long)
    return rows


def _pack(tokenizer, documents, T: int) -> torch.Tensor:
    """Rows of [CLS] + T - 2 tokens + [SEP]: each document's text cut into rows in order, then
    the ends of the documents (too short for a row of their own) joined and cut the same way,
    so a folder of many small files gives rows as one long text would. Encoded in bounded
    batches into int32 arrays (a 200 MB file is never one Python list)."""
    body = T - 2
    parts, tails = [], []
    for doc in documents:
        if not doc.paragraphs:
            continue
        ids = np.concatenate(list(tokenizer.encode_stream(doc.paragraphs)) or [np.zeros(0, np.int32)])
        n = len(ids) // body
        if n:
            parts.append(ids[: n * body].reshape(n, body))
        if len(ids) > n * body:
            tails.append(ids[n * body:])
    if tails:
        joined = np.concatenate(tails)
        n = len(joined) // body
        if n:
            parts.append(joined[: n * body].reshape(n, body))
    if not parts:
        return torch.zeros(0, T, dtype=torch.long)
    rows = torch.from_numpy(np.concatenate(parts)).long()
    cls = torch.full((rows.shape[0], 1), tokenizer.cls_token_id, dtype=torch.long)
    sep = torch.full((rows.shape[0], 1), tokenizer.sep_token_id, dtype=torch.long)
    return torch.cat([cls, rows, sep], dim=1)


def _unigram_baseline(train_rows: torch.Tensor, eval_rows: torch.Tensor, tokenizer) -> float:
    from mlm_lab.data.toy_language import unigram_baseline_from_counts

    special = torch.tensor(sorted(set(tokenizer.special_ids)))

    def counts(rows: torch.Tensor) -> Counter:
        ids = rows[~torch.isin(rows, special)]
        values, freq = torch.unique(ids, return_counts=True)
        return Counter(dict(zip(values.tolist(), freq.tolist(), strict=True)))

    return unigram_baseline_from_counts(counts(train_rows), counts(eval_rows))


def _probes_from(documents, tokenizer, count: int = 4) -> list[tuple[str, str]]:
    """A few held-out sentences with one word (a whole token, letters only) hidden."""
    probes = []
    for doc in documents:
        for paragraph in doc.paragraphs:
            words = paragraph.split()
            if len(words) < 6:
                continue
            words = words[:24]
            middle = len(words) // 2
            for offset in sorted(range(-middle, len(words) - middle), key=abs):
                i = middle + offset
                word = words[i]
                if len(word) >= 3 and word.isalpha() and len(tokenizer.encode_plain(word)) == 1:
                    answer = tokenizer.id_to_token(tokenizer.encode_plain(word)[0])
                    text = " ".join(words[:i] + ["[MASK]"] + words[i + 1 :])
                    probes.append((text, answer))
                    break
            if len(probes) >= count:
                return probes
    return probes


# -- images -----------------------------------------------------------------------------
@dataclass
class ImageData:
    pool: list[torch.Tensor]  # [3, h, w] uint8 pictures that training crops come from
    eval_images: torch.Tensor  # [M, 3, S, S] float in [0, 1], fixed
    size: int
    crop_scale: tuple[float, float]  # area of a random crop, as a fraction of the picture
    flip: bool
    description: str
    notes: list[str] = field(default_factory=list)
    key: dict = field(default_factory=dict)  # data_key() of the config it was built from
    whole_from: int = -1  # pool[whole_from:] are size x size pictures taken whole (flip only); -1: none

    def train_batch(self, indices: torch.Tensor, generator: torch.Generator) -> torch.Tensor:
        """[B, 3, S, S] float in [0, 1]: a random crop (and flip) of each picture."""
        from mlm_lab.data.image_sources import random_resized_crop

        out = torch.empty(len(indices), 3, self.size, self.size)
        for j, i in enumerate(indices.tolist()):
            img = self.pool[i]
            whole = 0 <= self.whole_from <= i or self.crop_scale == (1.0, 1.0)
            if whole and img.shape[-1] == self.size and img.shape[-2] == self.size:
                x = img.float() / 255.0
                if self.flip and bool(torch.rand((), generator=generator) < 0.5):
                    x = x.flip(-1)
                out[j] = x
            else:
                out[j] = random_resized_crop(img, self.size, generator, scale=self.crop_scale, flip=self.flip)
        return out


def build_image_data(config: TrainConfig, *, log: Log | None = None) -> ImageData:
    from mlm_lab.data import image_sources as src
    from mlm_lab.data.generated_images import generated_images

    log = log or (lambda message: None)
    S = config.image_size
    n_eval = config.eval_size
    notes: list[str] = []
    if config.data_kind == "generated":
        n = max(4096, config.batch_size * 8)
        log(f"drawing {n} generated images of {S} px")
        pool_arr = torch.from_numpy(generated_images(n, S, seed=config.seed)).permute(0, 3, 1, 2).contiguous()
        pool = list(pool_arr)
        eval_arr = generated_images(n_eval, S, seed=1_000_003)  # the same held-out set for every run
        eval_images = torch.from_numpy(eval_arr).permute(0, 3, 1, 2).float() / 255.0
        data = ImageData(pool, eval_images, S, (1.0, 1.0), True, f"{n} generated images", notes, data_key(config))
        if config.extra_images:  # generated pictures are taken whole already; the extra ones join them
            data.pool, data.whole_from, data.description = _with_extra(config, data.pool, data.description)
        return data
    if config.data_kind == "samples":
        train = src.sample_photos(src.SAMPLE_TRAIN, short_side=4 * S)
        held = src.sample_photos(src.SAMPLE_EVAL, short_side=4 * S)
        description = f"scikit-image sample photos ({', '.join(train.names)}; held out: {', '.join(held.names)})"
        train_imgs, eval_imgs = train.images, held.images
        skipped = train.skipped + held.skipped
    else:
        exclude = config.eval_data or None
        files = src.find_image_files(config.data, exclude=exclude)
        short = 4 * S if len(files) <= 64 else 2 * S
        threads = max(1, config.threads or 2)
        log(f"reading {len(files)} image file(s) from {config.data}")
        loaded = src.load_image_folder(config.data, short_side=short, threads=threads, exclude=exclude)
        skipped = loaded.skipped
        if config.eval_data:
            held = src.load_image_folder(config.eval_data, short_side=short, threads=threads)
            skipped = skipped + held.skipped
            train_imgs, eval_imgs, n_held = loaded.images, held.images, len(held.images)
            source = f"held-out images from {config.eval_data}"
        else:
            order = np.random.default_rng(0).permutation(len(loaded.images)).tolist()
            n_held = max(1, round(0.1 * len(order))) if len(order) >= 2 else 0
            held_ids = set(order[:n_held])
            train_imgs = [im for i, im in enumerate(loaded.images) if i not in held_ids]
            eval_imgs = [im for i, im in enumerate(loaded.images) if i in held_ids] or train_imgs
            if not n_held:
                notes.append("only one readable image: evaluation uses crops of the training picture")
            source = "held-out images"
        description = f"{config.data} ({len(train_imgs)} training and {n_held} {source})"
    if skipped:
        example = f"{skipped[0][0]}: {skipped[0][1]}"
        notes.append(f"warning: skipped {len(skipped)} unreadable image(s) (e.g. {example})")
    pool = [src.to_chw(im) for im in train_imgs]
    eval_images = _fixed_crops([src.to_chw(im) for im in eval_imgs], S, n_eval)
    whole_from = -1
    if config.extra_images:
        pool, whole_from, description = _with_extra(config, pool, description)
    return ImageData(pool, eval_images, S, (0.2, 1.0), True, description, notes, data_key(config), whole_from)


def _with_extra(config: TrainConfig, pool: list, description: str) -> tuple[list, int, str]:
    """(pool with config.extra_images after it, where they start, the description saying so)."""
    from mlm_lab.data import image_sources as src

    S = config.image_size
    extra = src.load_image_array(config.extra_images, rows=config.extra_rows, size=S)
    share = float(config.extra_share)
    # the pool's pictures are repeated so that about `share` of the views are extra ones
    repeat = max(1, round((1.0 - share) / share * len(extra) / len(pool)))
    pool = pool * repeat
    whole_from = len(pool)
    pool = pool + extra
    description += (f"; plus {len(extra)} pictures from {config.extra_images} (rows 0-{len(extra) - 1}, "
                    f"upscaled to {S} px and taken whole), {len(extra) / len(pool):.0%} of the views")
    return pool, whole_from, description


def _fixed_crops(pictures: list[torch.Tensor], size: int, n: int) -> torch.Tensor:
    """n held-out views: the centre square of each picture, then fixed random crops."""
    from mlm_lab.data.image_sources import center_square, random_resized_crop

    gen = torch.Generator().manual_seed(1234)
    views = [center_square(p, size) for p in pictures[:n]]
    i = 0
    while len(views) < n:
        views.append(random_resized_crop(pictures[i % len(pictures)], size, gen, scale=(0.2, 1.0), flip=False))
        i += 1
    return torch.stack(views)
