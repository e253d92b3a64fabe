"""Matches on the local network: a host advertises its match by mDNS/DNS-SD
(python-zeroconf) as a service of type :data:`SERVICE`, and a client lists
the ones it hears (:func:`find`). An advert says the game, the host's name,
the protocol version and the open seats -- never the join code, which the
host still reads out. Nothing is advertised unless the host asks
(``serve --advertise``); ``interfaces`` limits both sides to some
addresses (the tests use 127.0.0.1 inside a network namespace of their own);
none given, every interface (:func:`chosen`).
"""

from __future__ import annotations

import socket
import time
from dataclasses import dataclass
from typing import Sequence

import ifaddr
from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

from .wire import PROTOCOL_VERSION

SERVICE = "_fanucci._tcp.local."


@dataclass(frozen=True)
class Found:
    """A match heard on the network: where to join it and what it is."""

    name: str
    address: str
    port: int
    game: str
    protocol: int
    open_seats: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback (where friends on
    the local network reach a host listening on every address)."""
    return sorted({ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                   if isinstance(ip.ip, str) and not ip.ip.startswith("127.")})


def chosen(interfaces: Sequence[str] | None) -> list[str] | InterfaceChoice:
    """The interfaces as zeroconf takes them: those given, else every one
    (zeroconf refuses None)."""
    return list(interfaces) if interfaces else InterfaceChoice.All


class Advert:
    """The advert of one hosted match (see the module docstring)."""

    def __init__(self, name: str, port: int, addresses: Sequence[str], game: str,
                 open_seats: int, interfaces: Sequence[str] | None = None) -> None:
        self._zeroconf = AsyncZeroconf(interfaces=chosen(interfaces), ip_version=IPVersion.V4Only)
        clean = "".join(c for c in name if c.isalnum() or c in " -")[:40] or "Fanucci match"
        self._info = ServiceInfo(
            SERVICE, f"{clean}.{SERVICE}", port=port,
            addresses=[socket.inet_aton(a) for a in addresses],
            properties={"game": game, "protocol": str(PROTOCOL_VERSION), "open": str(open_seats)})

    async def publish(self) -> None:
        await self._zeroconf.async_register_service(self._info, allow_name_change=True)

    async def withdraw(self) -> None:
        await self._zeroconf.async_unregister_service(self._info)
        await self._zeroconf.async_close()


class _Heard(ServiceListener):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.add(name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.add(name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.discard(name)


def find(seconds: float = 2.0, interfaces: Sequence[str] | None = None) -> list[Found]:
    """The matches heard within ``seconds`` (not from an event loop's thread)."""
    zeroconf = Zeroconf(interfaces=chosen(interfaces), ip_version=IPVersion.V4Only)
    heard = _Heard()
    try:
        ServiceBrowser(zeroconf, SERVICE, heard)
        time.sleep(seconds)
        found = []
        for name in sorted(heard.names):
            info = zeroconf.get_service_info(SERVICE, name, timeout=1000)
            if info is None or not info.parsed_addresses() or info.port is None:
                continue
            props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
            try:
                found.append(Found(name.removesuffix("." + SERVICE), info.parsed_addresses()[0],
                                   info.port, props.get("game", ""), int(props.get("protocol", "0")),
                                   int(props.get("open", "0"))))
            except ValueError:
                continue
        return found
    finally:
        zeroconf.close()
