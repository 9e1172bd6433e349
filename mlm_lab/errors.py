"""The one error type every front end turns into one line: the CLI exits 2 with it, the app shows it."""


class UserError(Exception):
    """A mistake in what the user asked for (a missing file, a bad option): its message is one line that
    names the thing and the fix. The CLI prints it and exits with status 2; the window shows it."""
