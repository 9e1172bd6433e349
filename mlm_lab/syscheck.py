"""Before the first window: are the system libraries Qt's X11 (xcb) plugin needs installed?

On a minimal Debian/Ubuntu/Fedora desktop the PySide6 wheel is complete but a few
system libraries are not (libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1 ...), and Qt
aborts with a long message about its platform plugin. This module asks `ldd` which
libraries the plugin cannot find and says, in one line, which packages install them.

Qt-free: it locates PySide6 on disk without importing it.

    python -m mlm_lab.syscheck     # exit 1 with the line when something is missing, else 0, silent

`mlm-lab` asks before every window, so a clean answer is remembered (`passed_before`): the
next launch skips ldd while the plugin and the system's library cache (/etc/ld.so.cache,
rewritten whenever packages add or remove libraries) are the ones that passed.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# shared library -> (Debian/Ubuntu package, Fedora package). Names as on Debian 12 /
# Ubuntu 22.04 and Fedora 39+ (on Debian 13 / Ubuntu 24.04 apt picks the "t64" builds
# of glib and libpng by itself).
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libXau.so.6": ("libxau6", "libXau"),
    "libXdmcp.so.6": ("libxdmcp6", "libXdmcp"),
    "libSM.so.6": ("libsm6", "libSM"),
    "libICE.so.6": ("libice6", "libICE"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libpng16.so.16": ("libpng16-16", "libpng"),
    "libz.so.1": ("zlib1g", "zlib"),
    "libzstd.so.1": ("libzstd1", "libzstd"),
    "libexpat.so.1": ("libexpat1", "expat"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found\s*$")


def missing_from_ldd(text: str) -> list[str]:
    """The libraries `ldd` output reports as "not found", each once, in order of appearance."""
    names: list[str] = []
    for line in text.splitlines():
        m = _NOT_FOUND.match(line)
        if m and m.group(1) not in names:
            names.append(m.group(1))
    return names


def packages_for(libraries: list[str]) -> tuple[list[str], list[str]]:
    """(Debian/Ubuntu packages, Fedora packages) that provide `libraries`, each once.
    A library the table does not know is named as itself, so the user can look it up."""
    debian: list[str] = []
    fedora: list[str] = []
    for lib in libraries:
        deb, fed = PACKAGES.get(lib, (lib, lib))
        if deb not in debian:
            debian.append(deb)
        if fed not in fedora:
            fedora.append(fed)
    return debian, fedora


def runs_as_root() -> bool:
    """Whether this process is root (a root shell on a minimal Debian has no sudo, nor needs it)."""
    geteuid = getattr(os, "geteuid", None)
    return geteuid is not None and geteuid() == 0


def message(libraries: list[str], *, root: bool | None = None) -> str:
    """The one line the user sees. The install commands start with sudo for a user, and are
    given as they are for root (`root`: None asks this process)."""
    debian, fedora = packages_for(libraries)
    root = runs_as_root() if root is None else root
    sudo, who = ("", ", as root") if root else ("sudo ", "")
    return (f"Qt cannot open a window: missing system libraries {', '.join(libraries)}; install them with: "
            f"{sudo}apt-get install {' '.join(debian)} (Debian/Ubuntu{who}) or {sudo}dnf install {' '.join(fedora)} "
            f"(Fedora{who})")


def xcb_plugin() -> Path | None:
    """PySide6's libqxcb.so, found on disk without importing PySide6; None when absent."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        for candidate in (Path(root) / "Qt" / "plugins" / "platforms" / "libqxcb.so",
                          Path(root) / "plugins" / "platforms" / "libqxcb.so"):
            if candidate.is_file():
                return candidate
    return None


def ldd_output(path: Path) -> str | None:
    """What `ldd PATH` prints (its whole dependency tree); None when ldd is not available."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    try:
        done = subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout


def missing_libraries() -> list[str]:
    """System libraries Qt's xcb plugin needs and this machine lacks ([] when none, or when
    that cannot be told: not Linux, no PySide6, no ldd)."""
    if not sys.platform.startswith("linux"):
        return []
    plugin = xcb_plugin()
    if plugin is None:
        return []
    text = ldd_output(plugin)
    return missing_from_ldd(text) if text else []


def wants_xcb(environ=None) -> bool:
    """True when Qt would use its X11 plugin, on Linux: QT_QPA_PLATFORM is xcb, or unset
    outside a Wayland session (in one, Qt tries its Wayland plugin first)."""
    env = os.environ if environ is None else environ
    platform = env.get("QT_QPA_PLATFORM", "").strip().lower()
    if not sys.platform.startswith("linux"):
        return False
    return platform.startswith("xcb") or (platform == "" and not env.get("WAYLAND_DISPLAY"))


def check() -> str | None:
    """The one-line problem, or None when the window can open (or xcb is not used)."""
    if not wants_xcb():
        return None
    missing = missing_libraries()
    return message(missing) if missing else None


LD_CACHE = Path("/etc/ld.so.cache")


def _stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size]


def _passed_file() -> Path:
    """Where a clean answer is remembered: the user cache (`MLM_LAB_CACHE` overrides it)."""
    override = os.environ.get("MLM_LAB_CACHE")
    if override:
        return Path(override).expanduser() / "syscheck.json"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("mlm-lab", appauthor=False)) / "syscheck.json"


def _fingerprint() -> dict | None:
    """What a clean answer depends on: the plugin file and the system's library cache."""
    plugin = xcb_plugin()
    if plugin is None:
        return None
    return {"plugin": str(plugin), "plugin_stamp": _stamp(plugin), "ld_cache_stamp": _stamp(LD_CACHE)}


def passed_before() -> bool:
    """True when the last check on this machine found nothing missing and nothing it rests on changed."""
    try:
        saved = json.loads(_passed_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(saved, dict) and saved == _fingerprint()


def _remember_passed() -> None:
    fingerprint = _fingerprint()
    if fingerprint is None:
        return
    from mlm_lab.atomic import write_json_atomic

    try:
        write_json_atomic(_passed_file(), fingerprint)
    except OSError:  # a read-only cache only costs the next launch one ldd call
        pass


def check_before_window() -> None:
    """For `mlm-lab` opening the app: where Qt would use xcb on an X display (DISPLAY set)
    and cannot, print the one line and exit 2 instead of Qt's abort. A clean answer is
    remembered, so later launches do not run ldd again until the plugin or the libraries change."""
    if not os.environ.get("DISPLAY") or not wants_xcb() or passed_before():
        return
    problem = check()
    if problem:
        print(problem, file=sys.stderr)
        raise SystemExit(2)
    _remember_passed()


def main() -> int:
    problem = check()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
