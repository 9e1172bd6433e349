"""The one error type every front end turns into one line: the CLI exits 2 with it, the app shows it."""


class UserError(Exception):
    """A mistake in what the user asked for (a missing file, a bad option): its message is one line that
    names the thing and the fix. The CLI prints it and exits with status 2; the window shows it."""


def words(text: str) -> str:
    """Marks an English piece that a message is made of elsewhere (what a file should have been, a hint
    added at the end) so the app can show it translated, as it does the messages raised with it
    (scripts/make_core_strings.py lists every `words("...")` and `words(f"...")`). Returns `text` as it is."""
    return text
