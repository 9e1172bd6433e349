"""Finding a class on the room's network: DNS-SD over mDNS (python-zeroconf).

The host announces `<class name>._mlmlab._tcp.local.` on the one interface it listens on, with
its class's name and lesson (never its code: the code is what lets a student in, and it is
only on the projector). A student's lab browses for a few seconds and lists what answered.
Both take the interfaces to use, so tests keep every packet on the loopback interface. No Qt.
"""

from __future__ import annotations

import re
import socket
import threading
import time

from mlm_lab.classroom.protocol import SERVICE_TYPE
from mlm_lab.errors import msg


def _instance(name: str) -> str:
    """A DNS-SD instance name: at most 63 bytes of the class's name, no dots or control characters."""
    clean = re.sub(r"[\x00-\x1f.]+", " ", name).strip() or "MLM Lab class"
    return clean.encode("utf-8")[:60].decode("utf-8", "ignore")


def announce(name: str, lesson: str, address: str, port: int):
    """Register the class; returns the Zeroconf object (close() it to withdraw). Raises OSError."""
    from zeroconf import ServiceInfo, Zeroconf

    info = ServiceInfo(SERVICE_TYPE, f"{_instance(name)}.{SERVICE_TYPE}", port=port,
                       addresses=[socket.inet_aton(address)],
                       properties={"name": name[:200], "lesson": lesson[:200], "v": "1"},
                       server=f"mlmlab-{port}.local.")
    zc = Zeroconf(interfaces=[address])
    try:
        zc.register_service(info, allow_name_change=True)
    except Exception as exc:
        zc.close()
        raise OSError(msg("could not announce the class: {exc}", exc=exc)) from None
    return zc


def browse(seconds: float = 2.0, interfaces: list[str] | None = None) -> list[dict]:
    """Classes that answered within `seconds`: [{name, lesson, address, port}], by name."""
    from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf

    zc = Zeroconf(interfaces=interfaces) if interfaces else Zeroconf()
    found: dict[str, dict] = {}
    lock = threading.Lock()

    def changed(zeroconf, service_type, name, state_change):
        if state_change is not ServiceStateChange.Added:
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        if info is None or not info.addresses:
            return
        props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
                 for k, v in (info.properties or {}).items()}
        with lock:
            found[name] = {"name": props.get("name", name.split(".")[0]), "lesson": props.get("lesson", ""),
                           "address": socket.inet_ntoa(info.addresses[0]), "port": info.port}

    browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[changed])
    try:
        time.sleep(seconds)
    finally:
        browser.cancel()
        zc.close()
    with lock:
        return sorted(found.values(), key=lambda c: c["name"])
