"""The web page in a real browser: headless Chromium opens the file from disk with the network
off, shows the app's chips and numbers, and moving the slider (#frame=N) changes the frame.
Skipped where Chromium is not installed (`apt-get install chromium`)."""

from __future__ import annotations

import html
import re
import shutil
import subprocess

import pytest
from PIL import Image, ImageChops

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="headless Chromium is not installed "
                                "(apt-get install chromium); the page's content is checked in test_export_window")


def _browser(tmp_path, *args):
    offline = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",  # no name resolves, no proxy
               f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=3000", "--window-size=1200,1600"]
    result = subprocess.run([CHROMIUM, *offline, *args], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def _words(markup: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", markup))).strip()


def test_the_page_in_chromium_shows_the_apps_chips_and_its_slider_moves(qtbot, lab_window, tmp_path):
    window = lab_window
    window.tabs.setCurrentWidget(window.text_tab)
    qtbot.waitUntil(window.is_ready, timeout=30000)
    columns = window.text_tab.tokens.columns
    chips = [columns[i].chip.main_text for i in sorted(columns)]
    metrics = _words(window.text_tab.tokens.metrics_label.text())
    top = window.text_tab.presenter.prediction.predictions[0].top[0]
    out = tmp_path / "view.html"
    assert window.export_web_page(str(out))
    with qtbot.waitSignal(window.exports.web_export.written, timeout=60000):
        pass
    url = out.resolve().as_uri()

    dom = _browser(tmp_path, "--dump-dom", f"{url}#frame=7")
    shown = re.findall(r'<span class="chip"[^>]*><b>(.*?)</b>', dom)
    assert [html.unescape(s) for s in shown] == chips  # the same chips, in order
    assert metrics in _words(re.search(r'<p class="metrics" id="metrics">(.*?)</p>', dom).group(1))
    assert f"{html.escape(top[0])} <i>{top[1] * 100:.1f} %</i>" in dom  # the first prediction's top-1 on hover
    assert 'data-frame="7"' in dom  # the script moved the slider to the fragment's frame
    visible = [m for m in re.findall(r"<img [^>]*>", dom) if " hidden" not in m]
    assert len(visible) == 1 and 'data-index="7"' in visible[0]
    assert re.search(r'<span id="caption">mask ratio 35 %</span>', dom)

    shots = []
    for frame in (0, 19):
        png = tmp_path / f"frame{frame}.png"
        _browser(tmp_path, f"--screenshot={png}", f"{url}#frame={frame}")
        shots.append(Image.open(png).convert("RGB"))
    assert shots[0].size == (1200, 1600)
    assert ImageChops.difference(shots[0], shots[1]).getbbox() is not None  # another frame is shown
