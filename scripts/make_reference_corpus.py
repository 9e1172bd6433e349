"""Draw the reference corpus for token neighbours and sentence search (resources/corpus/).

    python scripts/make_reference_corpus.py --data ../shared/data/text --out resources/corpus

Only the training books of the bundled text model are used: the same book split as its
training (`split_documents(..., 0.1, seed=0)`, six books held out), so the corpus is no
test leak. Paragraphs are cut into sentences at . ! ? followed by a space; sentences of
8-40 words without chapter headings are kept; `--sentences` are drawn uniformly with a
seeded generator, plus up to `--per-word` sentences holding each of a few words with two
senses (bank, spring, ...) so that a student can see contextual neighbours separate them.
Writes sentences.txt (one a line, under 1 MB) and PROVENANCE.md.
"""

from __future__ import annotations

import argparse
import csv
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mlm_lab.atomic import write_text_atomic
from mlm_lab.data.text_files import read_text_documents, split_documents

TWO_SENSE_WORDS = ("bank", "spring", "bark", "match", "letter", "light", "fair", "bear")
_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[\"'A-Z])")
_WORD = re.compile(r"[A-Za-z']+")


def sentences_of(paragraph: str) -> list[str]:
    return [s.strip() for s in _SPLIT.split(paragraph) if s.strip()]


def usable(sentence: str) -> bool:
    words = sentence.split()
    if not 8 <= len(words) <= 40:
        return False
    if sentence.isupper() or "CHAPTER" in sentence or "--" * 3 in sentence:
        return False
    letters = sum(c.isalpha() for c in sentence)
    return letters >= 0.6 * len(sentence)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default="../shared/data/text")
    ap.add_argument("--out", default="resources/corpus")
    ap.add_argument("--sentences", type=int, default=4000, help="sentences drawn uniformly")
    ap.add_argument("--per-word", type=int, default=25, help="extra sentences per two-sense word")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    data = Path(args.data)
    train_docs, held_docs = split_documents(read_text_documents(data), 0.1, seed=0)
    pool: list[tuple[str, str]] = []  # (book file, sentence)
    for doc in train_docs:
        for paragraph in doc.paragraphs:
            pool += [(doc.name, s) for s in sentences_of(paragraph) if usable(s)]
    rng = random.Random(f"mlm-lab reference corpus {args.seed}")
    chosen = set(rng.sample(range(len(pool)), args.sentences))
    extra_counts = {}
    for word in TWO_SENSE_WORDS:
        having = [i for i, (_, s) in enumerate(pool) if word in {w.lower() for w in _WORD.findall(s)}
                  and i not in chosen]
        picked = rng.sample(having, min(args.per_word, len(having)))
        chosen.update(picked)
        extra_counts[word] = len(picked)
    order = sorted(chosen)
    lines = [pool[i][1] for i in order]
    books = sorted({pool[i][0] for i in order})

    manifest = {}
    manifest_path = data / "MANIFEST.tsv"
    if manifest_path.is_file():
        with open(manifest_path, encoding="utf-8") as fh:
            for row in csv.DictReader(fh, delimiter="\t"):
                manifest[row["file"]] = row
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    text = "\n".join(lines) + "\n"
    write_text_atomic(out / "sentences.txt", text)
    table = "\n".join(
        f"| {b} | {manifest.get(b, {}).get('gutenberg_ebook', '?')} | {manifest.get(b, {}).get('title', '?')} | "
        f"{manifest.get(b, {}).get('author', '?')} | {sum(1 for i in order if pool[i][0] == b)} |" for b in books)
    held = ", ".join(d.name for d in held_docs)
    extras = ", ".join(f"{w} {n}" for w, n in extra_counts.items())
    write_text_atomic(out / "PROVENANCE.md", f"""# Reference corpus for token neighbours and sentence search

`sentences.txt`: {len(lines)} sentences, one a line ({len(text.encode()):,} bytes), drawn from
public-domain English novels from Project Gutenberg, as cleaned in the project's
`shared/data/text` (see its README for the source repository, commit and cleaning).
Licence: the books are in the public domain in the USA (Project Gutenberg's statement);
copyright law elsewhere may differ. The Gutenberg licence text is not included.

How it was drawn (`python scripts/make_reference_corpus.py --seed {args.seed} --sentences {args.sentences}
--per-word {args.per_word}`):
- Only the 55 training books of the bundled text model (the same split as its training,
  `split_documents(books, 0.1, seed=0)`); the six held-out books are never used:
  {held}.
- Paragraphs cut into sentences at `.`, `!` or `?` followed by a space and a capital or a
  quote; kept: 8-40 words, mostly letters, no chapter headings ({len(pool):,} candidates).
- {args.sentences} sentences drawn uniformly (Python `random.Random("mlm-lab reference corpus {args.seed}")`),
  plus up to {args.per_word} further sentences holding each of a few words with two senses,
  drawn the same way, so the corpus shows contextual neighbours telling senses apart:
  {extras}. Sentences are stored in book order.

| file | Gutenberg # | title | author | sentences |
| --- | --- | --- | --- | --- |
{table}
""")
    print(f"wrote {len(lines)} sentences ({len(text.encode()):,} bytes) from {len(books)} books to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
