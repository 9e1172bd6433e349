"""Masked LMs the lab does not convert, run through `transformers` itself (the optional `hf`
extra), inference only: RoBERTa, XLM-RoBERTa, DistilBERT, ModernBERT, ELECTRA's generator,
DeBERTa-v2/v3 (BERT and RoBERTa-PreLayerNorm keep the faster conversion of `hf_import`).

Two adapters give the panes what the lab's own classes give them:
  - `HFMaskedLM` wraps a `*ForMaskedLM` with `MaskedLM`'s forward (positions: the vocabulary
    projection only where asked; return_attentions; output_hidden_states; inputs_embeds; labels)
    and its `encode`, `head`, `word_embeddings`, `final_norm` and a `config` with the fields the
    panes read (num_layers, num_heads, hidden_size, vocab_size, max_position);
  - `HFTokenizer` wraps the folder's fast tokenizer (as `AutoTokenizer` builds it, local files
    only) with `WordPieceTokenizer`'s interface: `encode` gives ids, tokens, word ids, offsets
    and which tokens are special; the mask token is the model's own (`<mask>` or `[MASK]`), and
    a `[MASK]` typed for a model whose mask is `<mask>` is read as its mask.

Nothing is downloaded (local_files_only, HF_HUB_OFFLINE), weights come from safetensors only
(never a pickle), no remote code runs, and the memory a model takes is estimated from the
safetensors headers before anything is read. `transformers` is imported on the first load only.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn

from mlm_lab.errors import msg, words
from mlm_lab.models.errors import ModelLoadError, WrongModelKind
from mlm_lab.models.hf_ids import display_name
from mlm_lab.models.hf_names import RUNTIME_TEXT_TYPES
from mlm_lab.models.hf_support import check_runtime_memory, model_type_of, runtime_refusal
from mlm_lab.tokenization import MASK, UNK, Encoded, WordPieceTokenizer
from mlm_lab.userfiles import read_model_json


# -- the model -----------------------------------------------------------------------------
@dataclass
class HFTextConfig:
    """What the panes read of a text model's config (as MaskedLMConfig names it)."""

    vocab_size: int
    max_position: int
    hidden_size: int
    num_layers: int
    num_heads: int
    intermediate_size: int
    pad_token_id: int = 0
    model_type: str = ""
    architecture: str = ""
    causal: bool = False
    attentions: bool = True  # whether the model gives its attention weights (loaded with eager attention)
    kind: str = field(default="masked_lm", init=False)

    def to_dict(self) -> dict:
        from dataclasses import asdict

        return asdict(self)


class HFMaskedLM(nn.Module):
    """A `transformers` *ForMaskedLM behind MaskedLM's interface (inference; eval mode)."""

    def __init__(self, net: nn.Module, config: HFTextConfig):
        super().__init__()
        self.net = net
        self.config = config
        self._head = _head_function(net, config.model_type)
        norm = getattr(getattr(net, "base_model", None), "final_norm", None)  # ModernBERT: a norm after the last layer
        self.final_norm = norm if isinstance(norm, nn.Module) else None

    @property
    def word_embeddings(self) -> nn.Module:
        return self.net.get_input_embeddings()

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())

    def head(self, hidden: torch.Tensor) -> torch.Tensor:
        """[..., D] (the last layer's output) -> logits [..., V]."""
        shape = hidden.shape
        rows = hidden.reshape(1, -1, shape[-1])
        return self._head(rows).reshape(*shape[:-1], -1)

    def _run(self, input_ids, attention_mask, where, return_attentions, output_hidden_states, inputs_embeds):
        """(HF output, last hidden [B, T, D]); the head sees only the rows `where` ([B, T] bool) selects."""
        base = self.net.base_model
        kept = {}

        def only_asked(_module, _args, output):
            hidden = output[0]
            kept["hidden"] = hidden
            if where is None:
                return output
            rows = hidden[where.to(hidden.device)].unsqueeze(0)  # [1, M, D]: the head runs on these only
            if isinstance(output, tuple):
                return (rows, *output[1:])
            output["last_hidden_state"] = rows
            return output

        kwargs = {"attention_mask": attention_mask, "return_dict": True}
        if return_attentions and self.config.attentions:  # else `attentions` is None: the view says so
            kwargs["output_attentions"] = True
        if output_hidden_states:
            kwargs["output_hidden_states"] = True
        if inputs_embeds is not None:
            kwargs["inputs_embeds"] = inputs_embeds
        else:
            kwargs["input_ids"] = input_ids
        if attention_mask is None:
            del kwargs["attention_mask"]
        handle = base.register_forward_hook(only_asked)
        try:
            out = self.net(**kwargs)
        finally:
            handle.remove()
        return out, kept["hidden"]

    def encode(self, input_ids, attention_mask=None, return_attentions: bool = False,
               output_hidden_states: bool = False, inputs_embeds: torch.Tensor | None = None):
        """As MaskedLM.encode: (hidden [B, T, D], attentions or None[, layer hidden states])."""
        out, hidden = self._run(input_ids, attention_mask, None, return_attentions, output_hidden_states,
                                inputs_embeds)
        attentions = self._attentions(out) if return_attentions else None
        if output_hidden_states:
            return hidden, attentions, self._layers(out, hidden)
        return hidden, attentions

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None,
                labels: torch.Tensor | None = None, positions: torch.Tensor | None = None,
                return_attentions: bool = False, output_hidden_states: bool = False,
                inputs_embeds: torch.Tensor | None = None):
        """As MaskedLM.forward: logits [M, V] at the labelled or asked positions, else [B, T, V]."""
        from mlm_lab.models.encoder import MaskedLMOutput

        if input_ids is not None and input_ids.shape[1] > self.config.max_position:
            raise ValueError(msg("sequence of {input_ids_shape_1} tokens is longer than max_position "
                                 "{self_config_max_position}",
                                 input_ids_shape_1=input_ids.shape[1],
                                 self_config_max_position=self.config.max_position))
        where = labels != -100 if labels is not None else positions.bool() if positions is not None else None
        out, hidden = self._run(input_ids, attention_mask, where, return_attentions, output_hidden_states,
                                inputs_embeds)
        logits = out.logits[0] if where is not None else out.logits
        loss = None
        if labels is not None:
            loss = F.cross_entropy(logits, labels[where]) if logits.shape[0] else logits.sum() * 0.0
        attentions = self._attentions(out) if return_attentions else None
        layers = self._layers(out, hidden) if output_hidden_states else None
        return MaskedLMOutput(loss, logits, hidden, attentions, layers)

    def _attentions(self, out) -> list[torch.Tensor] | None:
        found = getattr(out, "attentions", None)
        return list(found) if found else None

    def _layers(self, out, hidden) -> list[torch.Tensor]:
        layers = list(out.hidden_states or ())
        if layers:
            layers[-1] = hidden  # after the final norm, as MaskedLM gives it
        return layers


def _head_function(net: nn.Module, model_type: str):
    """The masked-LM head of a *ForMaskedLM as a function of the last layer's output [1, M, D]."""
    if model_type == "bert":
        return net.cls
    if model_type in ("roberta", "xlm-roberta", "camembert"):
        return net.lm_head
    if model_type == "distilbert":
        return lambda h: net.vocab_projector(net.vocab_layer_norm(net.activation(net.vocab_transform(h))))
    if model_type == "electra":
        return lambda h: net.generator_lm_head(net.generator_predictions(h))
    if model_type == "modernbert":
        return lambda h: net.decoder(net.head(h))
    if model_type == "deberta-v2":
        if getattr(net, "legacy", True) and hasattr(net, "cls"):
            return net.cls
        return lambda h: net.lm_predictions(h, net.deberta.embeddings.word_embeddings)

    def missing(_h):
        raise NotImplementedError(f"the lab does not know the masked-LM head of {model_type!r}")

    return missing


# -- the tokenizer -------------------------------------------------------------------------
class HFTokenizer(WordPieceTokenizer):
    """A Hugging Face fast tokenizer with the lab tokenizer's interface. `mask_token` is the
    model's own mask string; `[MASK]` in a text means it too."""

    def __init__(self, backend, *, mask_token: str, specials: dict[str, str | None], all_special: list[str]):
        self.backend = backend
        ids = {role: (backend.token_to_id(tok) if tok else None) for role, tok in specials.items()}
        if ids.get("mask") is None:
            raise ModelLoadError(msg("the tokenizer has no mask token ({mask_token!r} is not in its vocabulary)",
                                     mask_token=mask_token))
        self.mask_token = mask_token
        self.unk_token = specials.get("unk") or UNK
        self.mask_token_id = ids["mask"]
        self.cls_token_id = ids.get("cls") if ids.get("cls") is not None else ids.get("bos")
        self.sep_token_id = ids.get("sep") if ids.get("sep") is not None else ids.get("eos")
        self.pad_token_id = ids.get("pad") if ids.get("pad") is not None else 0
        self.unk_token_id = ids.get("unk") if ids.get("unk") is not None else self.pad_token_id
        special = {backend.token_to_id(t) for t in all_special} | {i for i in ids.values() if i is not None}
        special.discard(None)
        self.special_ids = tuple(sorted(special))
        self._never = set(self.special_ids) - {self.unk_token_id}  # [UNK] stands for a word: it may be masked
        self._display: dict[int, str] = {}  # display_token's answers (a cache)
        self._marked: bool | None = None  # whether the vocabulary marks word starts (Ġ, ▁)

    def _own_mask(self, text: str) -> tuple[str, list[tuple[int, int]] | None]:
        """`text` with each [MASK] written as the model's mask token, and for each character of
        the new text the span of the original it stands for (None when nothing changed)."""
        if self.mask_token == MASK or MASK not in text:
            return text, None
        parts, spans, start = [], [], 0
        while (found := text.find(MASK, start)) >= 0:
            parts += [text[start:found], self.mask_token]
            spans += [(j, j + 1) for j in range(start, found)]
            spans += [(found, found + len(MASK))] * len(self.mask_token)
            start = found + len(MASK)
        parts.append(text[start:])
        spans += [(j, j + 1) for j in range(start, len(text))]
        return "".join(parts), spans

    def encode(self, text: str, *, max_length: int | None = None) -> Encoded:
        """As WordPieceTokenizer.encode: the model's specials around the text, cut to max_length
        (the last kept token then the closing special, as the lab's [SEP])."""
        text2, spans = self._own_mask(text)
        enc = self._encode_bounded(text2, max_length)
        ids = list(enc.ids)
        tokens = [self.display_token(i) for i in ids]  # as a reader sees them; a mask is still "<mask>"
        offsets = [tuple(o) for o in enc.offsets]
        if spans is not None:  # offsets into the text as typed
            offsets = [(spans[a][0], spans[b - 1][1]) if b > a else (0, 0) for a, b in offsets]
        offsets = [_trimmed(text, a, b) for a, b in offsets]
        special = [i in self._never for i in ids]
        words = [-1 if w is None or s else int(w) for w, s in zip(enc.word_ids, special, strict=False)]
        truncated = False
        if max_length is not None and len(ids) > max_length:
            closing = ids[-1] if special and special[-1] else None
            keep = max_length - (closing is not None)
            ids, tokens, offsets = ids[:keep], tokens[:keep], offsets[:keep]
            words, special = words[:keep], special[:keep]
            if closing is not None:
                ids.append(closing)
                tokens.append(self.display_token(closing))
                offsets.append((0, 0))
                words.append(-1)
                special.append(True)
            truncated = True
        return Encoded(ids, tokens, words, offsets, special, truncated)

    def id_to_token(self, token_id: int) -> str:
        token = self.backend.id_to_token(int(token_id))
        return self.unk_token if token is None else token

    def display_token(self, token_id: int) -> str:
        """The piece as a reader sees it: byte-level BPE's Ġcat and SentencePiece's ▁cat are "cat",
        a byte-level é is "é", a piece that is only a space or a line break is "␣" or "↵";
        special tokens and WordPiece's ##ing stay as they are (the lab's own convention)."""
        token_id = int(token_id)
        shown = self._display.get(token_id)
        if shown is None:
            shown = self._display[token_id] = self._reader_form(token_id)
        return shown

    def _reader_form(self, token_id: int) -> str:
        piece = self.id_to_token(token_id)
        if token_id in self.special_ids or piece.startswith("##"):
            return piece
        try:
            text = self.backend.decode([token_id], skip_special_tokens=False)
        except Exception:  # the tokenizers library raises bare Exceptions
            text = piece
        if text.strip():
            return text.strip()
        if "\n" in text or "Ċ" in piece:
            return "↵"
        if text or piece[:1] in ("Ġ", "▁"):
            return "␣"
        return piece

    def starts_word(self, token_id: int) -> bool:
        """Whether the piece begins a word (a space marker Ġ / ▁; for WordPiece, no ##)."""
        piece = self.id_to_token(token_id)
        if self._marked is None:
            self._marked = any(str(p)[:1] in ("Ġ", "▁") for p in self.backend.get_vocab())
        return piece[:1] in ("Ġ", "▁") if self._marked else not piece.startswith("##")

    def decode_text(self, ids) -> str:
        """The ids as text, the way the tokenizer joins them (spaces where the pieces say),
        the mask token kept visible and the other special tokens dropped."""
        drop = set(self._never) - {self.mask_token_id}
        kept = [int(i) for i in ids if int(i) not in drop]
        try:
            return self.backend.decode(kept, skip_special_tokens=False).strip()
        except Exception:  # the tokenizers library raises bare Exceptions
            return " ".join(self.display_token(i) for i in kept)

    def tokens_to_words(self, ids) -> list[int]:
        """Word ids for ids without the text: a new word where a piece starts with a space marker
        (byte-level Ġ, SentencePiece ▁) or, for WordPiece, does not start with ##."""
        pieces = [self.id_to_token(i) for i in ids]
        marked = any(p[:1] in ("Ġ", "▁") for p in pieces)
        words, current = [], -1
        for token_id, piece in zip(ids, pieces, strict=True):
            if token_id in self._never:
                words.append(-1)
                continue
            starts = piece[:1] in ("Ġ", "▁") if marked else not piece.startswith("##")
            if starts or current < 0:
                current += 1
            words.append(current)
        return words


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """A token's span without the spaces a byte-level piece or a left-stripping mask takes along."""
    while start < end and text[start].isspace():
        start += 1
    return start, end


def load_hf_runtime_tokenizer(folder: Path) -> HFTokenizer:
    """The folder's own tokenizer as AutoTokenizer builds it (fast, local files only)."""
    from transformers import AutoTokenizer

    quiet_transformers()
    try:
        tok = AutoTokenizer.from_pretrained(str(folder), local_files_only=True, use_fast=True,
                                            trust_remote_code=False)
    except Exception as exc:  # transformers raises many kinds on a broken folder
        raise ModelLoadError(msg("cannot read the tokenizer in {display_name_folder}: {first_line_exc}",
                                 display_name_folder=display_name(folder), first_line_exc=first_line(exc))) from None
    backend = getattr(tok, "backend_tokenizer", None) or getattr(tok, "_tokenizer", None)
    if backend is None or not hasattr(backend, "encode_batch"):
        raise ModelLoadError(msg("{display_name_folder}: the tokenizer ({type_tok_name}) has no fast version; "
                                 "the lab needs tokenizer.json (or what transformers converts to one)",
                                 display_name_folder=display_name(folder), type_tok_name=type(tok).__name__))
    mask = tok.mask_token
    if not mask:
        raise ModelLoadError(msg("{display_name_folder}: the tokenizer has no mask token, so it cannot fill a blank",
                                 display_name_folder=display_name(folder)))
    specials = {role: getattr(tok, f"{role}_token", None) for role in ("mask", "cls", "sep", "pad", "unk", "bos", "eos")}
    specials = {k: (str(v) if v else None) for k, v in specials.items()}
    return HFTokenizer(backend, mask_token=str(mask), specials=specials,
                       all_special=[str(t) for t in getattr(tok, "all_special_tokens", [])])


def load_hf_runtime_model(folder: Path, data: dict) -> HFMaskedLM:
    """The folder's *ForMaskedLM through transformers (float32, eager attention, eval mode)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never reach the network, whatever a config says
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    from transformers import AutoModelForMaskedLM

    quiet_transformers()
    model_type = model_type_of(data)
    options = dict(local_files_only=True, use_safetensors=True, trust_remote_code=False, output_loading_info=True)
    def load(**more):
        try:
            net, info = AutoModelForMaskedLM.from_pretrained(str(folder), dtype=torch.float32, **options, **more)
        except TypeError:  # transformers 4: torch_dtype
            net, info = AutoModelForMaskedLM.from_pretrained(str(folder), torch_dtype=torch.float32, **options, **more)
        missing = sorted(info.get("missing_keys") or ())
        if missing:  # transformers would fill them with random numbers: the answers would mean nothing
            raise ModelLoadError(msg("{display_name_folder}: the weights lack {join_missing_3}"
                                     "{and_more_if_len_missing}: no trained masked-LM head (a "
                                     "discriminator or a bare encoder, not a masked LM)",
                                     display_name_folder=display_name(folder), join_missing_3=', '.join(missing[:3]),
                                     and_more_if_len_missing=words(' and more') if len(missing) > 3 else ''))
        return net

    attentions = True
    try:
        try:
            net = load(attn_implementation="eager")  # the attention weights come out of eager attention only
        except ValueError as exc:
            if isinstance(exc, ModelLoadError) or "eager" not in str(exc) and "attn_implementation" not in str(exc):
                raise
            net, attentions = load(), False  # runs, without its attention for the attention view
    except ModelLoadError:
        raise
    except (OSError, ValueError, KeyError, RuntimeError, AttributeError, ImportError) as exc:
        raise ModelLoadError(msg("transformers cannot load {display_name_folder} ({runtime_text_types_model}): "
                                 "{first_line_exc}",
                                 display_name_folder=display_name(folder),
                                 runtime_text_types_model=RUNTIME_TEXT_TYPES[model_type],
                                 first_line_exc=first_line(exc))) from None
    net.eval()
    cfg = net.config
    positions = int(getattr(cfg, "max_position_embeddings", 512) or 512)
    if model_type in ("roberta", "xlm-roberta", "camembert"):  # positions count from pad_token_id + 1
        positions -= int(getattr(cfg, "pad_token_id", 1) or 0) + 1
    config = HFTextConfig(
        vocab_size=int(cfg.vocab_size), max_position=max(3, positions), hidden_size=int(cfg.hidden_size),
        num_layers=int(cfg.num_hidden_layers), num_heads=int(cfg.num_attention_heads),
        intermediate_size=int(getattr(cfg, "intermediate_size", 0) or getattr(cfg, "hidden_dim", 0) or 0),
        pad_token_id=int(getattr(cfg, "pad_token_id", 0) or 0), model_type=model_type,
        architecture=type(net).__name__, attentions=attentions,
    )
    return HFMaskedLM(net, config)


def quiet_transformers() -> None:
    """No progress bars or advice on stderr (the CLI prints one line; the window has its own progress)."""
    try:
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()
        hf_logging.set_verbosity_error()
    except (ImportError, AttributeError):
        pass


def load_runtime_text_model(folder: str | os.PathLike):
    """A TextModel (the adapter and its tokenizer) from a Hugging Face folder whose architecture
    the runtime runs; ModelLoadError with the reason otherwise."""
    from mlm_lab.models.hf_import import read_hf_config
    from mlm_lab.models.hf_names import MAE_MODEL_TYPE
    from mlm_lab.models.text_model import TextModel

    folder = Path(folder)
    data = read_hf_config(folder)
    if str(data.get("model_type")) == MAE_MODEL_TYPE:
        raise WrongModelKind(msg("{folder} holds an image model, not a text model", folder=folder), "image")
    reason = runtime_refusal(folder, data, memory=False)
    if reason:
        raise ModelLoadError(msg("{display_name_folder}: {reason}",
                                 display_name_folder=display_name(folder), reason=reason))
    check_runtime_memory(folder)
    tokenizer = load_hf_runtime_tokenizer(folder)
    model = load_hf_runtime_model(folder, data)
    tokenizer_max = _tokenizer_max_length(folder)
    if tokenizer_max:
        model.config.max_position = min(model.config.max_position, tokenizer_max)
    if tokenizer.vocab_size > model.config.vocab_size:
        raise ModelLoadError(msg("{display_name_folder}: the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}",
                                 display_name_folder=display_name(folder), tokenizer_vocab_size=tokenizer.vocab_size,
                                 model_config_vocab_size=model.config.vocab_size))
    return TextModel(model, tokenizer, str(folder))


def _tokenizer_max_length(folder: Path) -> int | None:
    """tokenizer_config.json's model_max_length when it is a real limit (not transformers' 1e30)."""
    try:
        value = read_model_json((folder / "tokenizer_config.json"), what="tokenizer config").get("model_max_length")
    except (OSError, ValueError, RecursionError, AttributeError):
        return None
    return int(value) if isinstance(value, int) and not isinstance(value, bool) and 3 <= value < 1 << 20 else None


def first_line(exc: BaseException) -> str:
    """The first line of an exception's message (its type's name when it has none), at most 300
    characters: what a ModelLoadError quotes of what transformers raised."""
    text = str(exc).strip()
    return (text.splitlines()[0] if text else type(exc).__name__)[:300]
