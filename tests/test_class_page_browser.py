"""The class page in a real browser (issue 36 item 3): headless Chromium, driven over its DevTools
protocol, opens the join link of a ClassHost on 127.0.0.1, joins with the page's own form, follows the
teacher's steps, answers the exercise and shows the pause; everything it loads comes from the host.

Chromium runs with a fresh profile and its background services off, and only ever talks to
127.0.0.1. Skipped where no chromium is installed (apt-get install chromium)."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import subprocess
import time

import pytest

from mlm_lab.classroom.host import ClassHost

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (apt-get install chromium)")

FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-default-apps", "--disable-extensions", "--disable-domain-reliability",
         "--disable-client-side-phishing-detection", "--disable-features=MediaRouter,OptimizationHints,Translate",
         "--metrics-recording-only", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0"]


class Page:
    """One tab over the DevTools protocol: evaluate JavaScript, wait for a condition, list requests."""

    def __init__(self, ws):
        self.ws, self.next_id, self.requests = ws, 0, []

    async def call(self, method: str, **params):
        self.next_id += 1
        ident = self.next_id
        await self.ws.send_str(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            msg = json.loads((await self.ws.receive(timeout=30)).data)
            if msg.get("method") == "Network.requestWillBeSent":
                self.requests.append(msg["params"]["request"]["url"])
            if msg.get("id") == ident:
                if "error" in msg:
                    raise AssertionError(msg["error"])
                return msg["result"]

    async def js(self, expression: str):
        result = await self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise AssertionError(result["exceptionDetails"])
        return result["result"].get("value")

    async def until(self, expression: str, timeout: float = 20.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            value = await self.js(expression)
            if value:
                return value
            await asyncio.sleep(0.1)
        raise AssertionError(f"never true in the page: {expression}")


@pytest.fixture
def chromium(tmp_path):
    proc = subprocess.Popen([CHROMIUM, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "about:blank"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    port = None
    end = time.monotonic() + 60
    while time.monotonic() < end and port is None:
        line = proc.stderr.readline()
        if not line and proc.poll() is not None:
            break
        found = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
        if found:
            port = int(found.group(1))
    if port is None:
        proc.kill()
        pytest.skip("chromium did not start its DevTools endpoint here")
    yield port
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


async def _drive(port: int, host: ClassHost) -> dict:
    import aiohttp

    out: dict = {}
    async with aiohttp.ClientSession() as session:
        async with session.get(f"http://127.0.0.1:{port}/json/list") as r:
            target = next(t for t in await r.json() if t["type"] == "page")
        async with session.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0) as ws:
            page = Page(ws)
            await page.call("Network.enable")
            await page.call("Page.enable")
            await page.call("Page.navigate", url=host.join_link)
            await page.until("document.readyState === 'complete' && document.getElementById('code').value !== ''")
            out["code_from_link"] = await page.js("document.getElementById('code').value")
            await page.until("document.title.includes('MLM Lab class')")
            out["title"] = await page.js("document.title")
            # a wrong code first: the page says why and stays on the form
            await page.js("document.getElementById('code').value = 'WRONG1';"
                          "document.getElementById('name').value = '<b>Eve</b>';"
                          "document.getElementById('joinbutton').click(); true")
            await page.until("document.getElementById('joinerror').textContent.length > 0")
            out["wrong_code"] = await page.js("document.getElementById('joinerror').textContent")
            out["students_after_wrong"] = len(host.snapshot()["students"])
            await page.js(f"document.getElementById('code').value = '{host.code}';"
                          "document.getElementById('joinbutton').click(); true")
            await page.until("!document.getElementById('lesson').hidden")
            out["status"] = await page.js("document.getElementById('status').textContent")
            out["where"] = await page.js("document.getElementById('where').textContent")
            # the teacher moves on to a step with a typed-word exercise
            guess = next(i for i, s in enumerate(host.lesson.steps)
                         if s.exercise is not None and s.exercise.kind == "guess")
            await asyncio.get_running_loop().run_in_executor(None, host.pace, guess)
            await page.until(f"document.getElementById('where').textContent.includes('step {guess + 1} of')")
            out["guess_step"] = guess
            out["form_has_answer"] = await page.js("!!document.getElementById('answer')")
            key = host.lesson.steps[guess].exercise.key_text()
            await page.js(f"document.getElementById('answer').value = {json.dumps(key)};"
                          "document.getElementById('send').click(); true")
            await page.until("document.getElementById('feedback').className === 'right'")
            out["feedback"] = await page.js("document.getElementById('feedback').textContent")
            # the pause covers the page, and goes
            await asyncio.get_running_loop().run_in_executor(None, host.pause, True)
            await page.until("getComputedStyle(document.getElementById('paused')).display !== 'none'")
            await asyncio.get_running_loop().run_in_executor(None, host.pause, False)
            await page.until("getComputedStyle(document.getElementById('paused')).display === 'none'")
            # the teacher's picture of the step, served by the host
            png = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64
            host.set_picture(guess, png)
            await page.until("!document.getElementById('view').hidden && document.getElementById('view').src !== ''")
            out["picture"] = await page.js("document.getElementById('view').getAttribute('src')")
            # the end
            await asyncio.get_running_loop().run_in_executor(None, host.end)
            await page.until("!document.getElementById('ended').hidden")
            out["requests"] = list(page.requests)
    return out


def test_the_join_link_opens_a_page_that_joins_follows_answers_and_ends(chromium, tmp_path):
    host = ClassHost("1", name="Room 12 <script>", bind="127.0.0.1", port=0, db=tmp_path / "web.mlmclass")
    host.start()
    try:
        out = asyncio.run(_drive(chromium, host))
        snap = host.snapshot()
    finally:
        host.stop()
    assert out["code_from_link"] == host.code  # the link's ?code= fills the form
    assert out["title"].startswith("Room 12 ")  # the class's name, as text
    assert "code" in out["wrong_code"] and out["students_after_wrong"] == 0
    assert "in the class as" in out["status"] and "step 1 of" in out["where"]
    assert out["form_has_answer"]
    (student,) = snap["students"]
    assert student["name"] == "<b>Eve</b>" and student["client"] == "web"
    answers = student["answers"][out["guess_step"]]
    assert len(answers) == 1 and answers[0]["correct"] is True  # checked by the host, stored once
    assert out["picture"].startswith("/view.png?step=")
    # everything the page loaded came from the teacher's lab
    others = [u for u in out["requests"] if not u.startswith(host.url) and not u.startswith("about:")
              and not u.startswith("data:")]
    assert out["requests"] and others == []
