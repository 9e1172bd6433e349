"""This machine's addresses, as the class server listens on them: an interface address checked, the IPv4
interfaces (what the host dialog offers), and a free port (the tests and benchmarks bind 127.0.0.1)."""

from __future__ import annotations

import ipaddress
import socket

from mlm_lab.errors import UserError, msg


def check_bind(address: str) -> str:
    """The interface address the host listens on: an IP address of this machine, never a name."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        raise UserError(msg("--bind: {address!r} is not an IP address (give one of this machine's, "
                            "e.g. 127.0.0.1 or the room network's)",
                            address=address)) from None
    return str(ip)


def local_addresses() -> list[tuple[str, str]]:
    """(address, interface) of this machine's IPv4 interfaces, loopback last."""
    import ifaddr

    out = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                out.append((ip.ip, adapter.nice_name))
    return sorted(out, key=lambda a: (a[0].startswith("127."), a[0]))


def free_port(bind: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((bind, 0))
        return s.getsockname()[1]
