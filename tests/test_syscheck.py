"""The first-run check: which system libraries Qt's xcb plugin lacks, and the packages to install."""

import os
import shutil
import subprocess
import sys

import pytest

from mlm_lab import syscheck
from mlm_lab.cli import main

FAKE_LDD = """\
\tlinux-vdso.so.1 (0x00007ffd1c5e2000)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f2a1c000000)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f2a1bf00000)
\tlibxcb-keysyms.so.1 => not found
\tlibxkbcommon-x11.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-randr.so.0 => not found
\tlibEGL.so.1 => not found
\tlibweird-thing.so.3 => not found
\t/lib64/ld-linux-x86-64.so.2 (0x00007f2a1c400000)
"""


def test_ldd_text_is_parsed_into_missing_libraries_once_each():
    assert syscheck.missing_from_ldd(FAKE_LDD) == [
        "libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0",
        "libxcb-randr.so.0", "libEGL.so.1", "libweird-thing.so.3"]
    assert syscheck.missing_from_ldd("\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x1)\n") == []


def test_missing_libraries_map_to_debian_and_fedora_packages():
    debian, fedora = syscheck.packages_for(syscheck.missing_from_ldd(FAKE_LDD))
    assert debian == ["libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0",
                      "libxcb-randr0", "libegl1", "libweird-thing.so.3"]
    assert fedora == ["xcb-util-cursor", "xcb-util-wm", "xcb-util-keysyms", "libxkbcommon-x11",
                      "libxcb", "libglvnd-egl", "libweird-thing.so.3"]


def test_the_message_is_one_line_naming_libraries_and_both_commands():
    line = syscheck.message(["libxcb-cursor.so.0", "libxcb-icccm.so.4"], root=False)
    assert "\n" not in line
    assert line.startswith("Qt cannot open a window: missing system libraries libxcb-cursor.so.0, libxcb-icccm.so.4;")
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4 (Debian/Ubuntu)" in line
    assert "sudo dnf install xcb-util-cursor xcb-util-wm (Fedora)" in line


def test_root_is_told_the_install_commands_without_sudo():
    line = syscheck.message(["libxcb-cursor.so.0"], root=True)
    assert "sudo" not in line
    assert "apt-get install libxcb-cursor0 (Debian/Ubuntu, as root)" in line
    assert "dnf install xcb-util-cursor (Fedora, as root)" in line


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("ldd") is None, reason="needs Linux and ldd")
def test_the_real_check_reports_exactly_what_ldd_says_is_missing():
    plugin = syscheck.xcb_plugin()
    if plugin is None:
        pytest.skip("PySide6 has no xcb plugin here")
    out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
    expected = sorted({line.split("=>")[0].strip() for line in out.splitlines() if "not found" in line})
    assert sorted(syscheck.missing_libraries()) == expected
    # the module as `make run` calls it: exit 1 with the line when something is missing, silent 0 when not
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    done = subprocess.run([sys.executable, "-m", "mlm_lab.syscheck"], capture_output=True, text=True, env=env)
    assert done.returncode == (1 if expected else 0)
    assert done.stdout == ""
    if expected:
        assert done.stderr.count("\n") == 1 and all(name in done.stderr for name in expected)
    else:
        assert done.stderr == ""


def test_offscreen_or_another_platform_is_not_checked(monkeypatch):
    monkeypatch.setattr(syscheck, "missing_libraries", lambda: ["libxcb-cursor.so.0"])
    for platform in ("offscreen", "minimal", "wayland"):
        monkeypatch.setenv("QT_QPA_PLATFORM", platform)
        assert syscheck.check() is None
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")  # a Wayland session: Qt tries Wayland first
    assert syscheck.check() is None
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert syscheck.check() == (syscheck.message(["libxcb-cursor.so.0"]) if sys.platform.startswith("linux") else None)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb check is for Linux")
def test_mlm_lab_with_no_arguments_prints_the_line_and_exits_2_instead_of_qt_abort(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("MLM_LAB_CACHE", str(tmp_path))  # no clean answer remembered from a real launch
    monkeypatch.setattr(syscheck, "missing_libraries", lambda: ["libxcb-cursor.so.0", "libxcb-keysyms.so.1"])
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":99")
    with pytest.raises(SystemExit) as exc:
        main([])
    assert exc.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == syscheck.message(["libxcb-cursor.so.0", "libxcb-keysyms.so.1"]) + "\n"
    sudo = "" if syscheck.runs_as_root() else "sudo "  # root is told the command without sudo
    assert f"{sudo}apt-get install libxcb-cursor0 libxcb-keysyms1" in err


@pytest.fixture
def fake_xcb(monkeypatch, tmp_path):
    """An X session whose xcb plugin and library cache are files of the test; ldd calls are counted."""
    plugin, ld_cache = tmp_path / "libqxcb.so", tmp_path / "ld.so.cache"
    plugin.write_bytes(b"plugin")
    ld_cache.write_bytes(b"cache")
    calls = []
    answer = {"text": "\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x1)\n"}

    def fake_ldd(path):
        calls.append(path)
        return answer["text"]

    monkeypatch.setattr(syscheck, "xcb_plugin", lambda: plugin)
    monkeypatch.setattr(syscheck, "ldd_output", fake_ldd)
    monkeypatch.setattr(syscheck, "LD_CACHE", ld_cache)
    monkeypatch.setenv("MLM_LAB_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":99")
    return calls, answer, ld_cache, tmp_path / "cache" / "syscheck.json"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb check is for Linux")
def test_a_clean_check_is_remembered_until_the_libraries_change(fake_xcb):
    calls, _, ld_cache, remembered = fake_xcb
    syscheck.check_before_window()
    assert len(calls) == 1 and remembered.is_file()
    for _ in range(3):  # later launches: no ldd while nothing changed
        syscheck.check_before_window()
    assert len(calls) == 1
    ld_cache.write_bytes(b"packages were installed or removed")
    syscheck.check_before_window()
    assert len(calls) == 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb check is for Linux")
def test_missing_libraries_are_checked_at_every_launch_and_never_remembered(fake_xcb, capsys):
    calls, answer, _, remembered = fake_xcb
    answer["text"] = "\tlibxcb-cursor.so.0 => not found\n"
    for n in (1, 2):
        with pytest.raises(SystemExit) as exc:
            syscheck.check_before_window()
        assert exc.value.code == 2 and len(calls) == n
        assert capsys.readouterr().err == syscheck.message(["libxcb-cursor.so.0"]) + "\n"
    assert not remembered.exists()


def test_no_check_and_nothing_written_without_an_x_display_or_off_xcb(fake_xcb, monkeypatch):
    calls, _, _, remembered = fake_xcb
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    syscheck.check_before_window()
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.delenv("DISPLAY")
    syscheck.check_before_window()
    assert calls == [] and not remembered.exists()
