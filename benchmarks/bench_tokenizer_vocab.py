"""Choose the WordPiece vocabulary size by measurement on the novels.

    python benchmarks/bench_tokenizer_vocab.py --data ../shared/data/text

Trains a tokenizer per size on the training books and prints, on the held-out books:
tokens per word, the share of words split into pieces, and the embedding size of the
tiny model (vocab x 256) - the trade-off between sequence length and parameters.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mlm_lab.data.text_files import read_text_documents, split_documents
from mlm_lab.tokenization import WordPieceTokenizer


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--sizes", default="4096,8192,16384,32768")
    args = parser.parse_args()
    train, val = split_documents(read_text_documents(args.data), 0.1, seed=0)
    val_text = [p for d in val for p in d.paragraphs][:20000]
    words = sum(len(p.split()) for p in val_text)
    print(f"{len(train)} training books, {len(val)} held-out books, {words} held-out words")
    print(f"{'vocab':>7} {'tokens/word':>12} {'split words':>12} {'unk/1k':>7} {'embed params':>13} {'train s':>8}")
    for size in (int(s) for s in args.sizes.split(",")):
        t0 = time.perf_counter()
        tok = WordPieceTokenizer.train((p for d in train for p in d.paragraphs), vocab_size=size)
        secs = time.perf_counter() - t0
        encs = tok.backend.encode_batch(val_text, add_special_tokens=False)
        n_tokens = sum(len(e.ids) for e in encs)
        split = unk = n_words = 0
        for e in encs:
            seen: dict[int, int] = {}
            for w in e.word_ids:
                if w is not None:
                    seen[w] = seen.get(w, 0) + 1
            n_words += len(seen)
            split += sum(1 for c in seen.values() if c > 1)
            unk += sum(1 for i in e.ids if i == tok.unk_token_id)
        print(f"{tok.vocab_size:>7} {n_tokens / words:>12.3f} {split / n_words:>12.3f} {1000 * unk / n_tokens:>7.2f} "
              f"{tok.vocab_size * 256:>13,} {secs:>8.1f}")


if __name__ == "__main__":
    main()
