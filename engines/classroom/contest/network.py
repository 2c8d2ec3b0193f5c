"""The addresses pupils can reach the teacher's PC at, and the join address built from one.

Found without sending anything: the addresses of this computer's own network interfaces (on
Linux read from each interface), else those its name resolves to. Loopback is the last resort,
for a contest tried out on one machine.
"""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys
from contextlib import suppress

LOOPBACK = "127.0.0.1"
_SIOCGIFADDR = 0x8915


def _linux_interface_addresses() -> list[str]:
    import fcntl

    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _index, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            with suppress(OSError):
                reply = fcntl.ioctl(probe.fileno(), _SIOCGIFADDR, request)
                found.append(socket.inet_ntoa(reply[20:24]))
    return found


def _resolved_addresses() -> list[str]:
    with suppress(OSError):
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        return [str(info[4][0]) for info in infos]
    return []


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses that others on the network can reach, private ones
    (a school network, a phone's hotspot) first; [LOOPBACK] when there are none."""
    found = _linux_interface_addresses() if sys.platform.startswith("linux") else []
    found += _resolved_addresses()
    usable = []
    for text in found:
        address = ipaddress.ip_address(text)
        hidden = address.is_loopback or address.is_link_local or address.is_unspecified
        if not hidden and text not in usable:
            usable.append(text)
    usable.sort(key=lambda text: not ipaddress.ip_address(text).is_private)
    return usable or [LOOPBACK]


def join_url(address: str, port: int, pin: str | None = None) -> str:
    """The address a pupil types or scans: `http://192.168.1.20:8024/?pin=4821`."""
    host = f"[{address}]" if ":" in address else address
    return f"http://{host}:{port}/" + (f"?pin={pin}" if pin else "")
