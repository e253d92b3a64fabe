"""How scenes reach each other.

The app builds one :class:`Navigator` (``app.nav``); a scene that leads
somewhere calls it (``self.app.nav.pause(table)``) instead of importing the
other scene's module. This is the only module that knows every scene, so the
scene modules import none of each other and the import graph has no cycle.

A new screen gets a method here; the scene that opens it calls that method.
Each screen's module (and what it needs: the tables, the AI) is imported by
that method, when the screen is first opened: at start only the main menu is
loaded, so that it shows as soon as it can.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

import secrets

from ..i18n import N_, said
from .scene import Scene
from .scenes.menu import MainMenu

if TYPE_CHECKING:
    from ..app import App   # the app object the navigator serves
    from ..engine.match import Match
    from ..net.authority import HostedMatch
    from ..net.hosting import HostThread
    from ..net.remote_session import RemoteSession
    from ..session.seats import Seat
    from .tables import Table
    from .widgets import TextField


class Navigator:
    """Opens, swaps and closes scenes on the app's scene stack."""

    def __init__(self, app: "App") -> None:
        self.app = app

    # Full screens -----------------------------------------------------------------
    def main_menu(self) -> None:
        """Leave whatever is shown for the main menu (the stack is cleared)."""
        self.app.stack.reset(MainMenu(self.app))

    def new_game(self, game_id: str) -> None:
        """The set-up screen of ``game_id``, over the menu."""
        from .scenes.new_game import NewGame
        self.app.stack.push(NewGame(self.app, game_id))

    def start_match(self, match: Match, seats: Sequence[Seat], *, alone: bool = False) -> None:
        """Open a table for a new ``match``: in place of the scene on top
        (the set-up screen), or alone on the stack with ``alone``."""
        from .tables.opening import match_table
        table = match_table(self.app, match, seats)
        if alone:
            self.app.stack.reset(table)
        else:
            self.app.stack.replace(table)

    def resume_match(self, record: Mapping[str, Any]) -> None:
        """Open the table of a saved match (a save's record)."""
        from .tables.opening import resumed_table
        self.app.stack.push(resumed_table(self.app, record))

    def demo(self, game_id: str, seed: int | None = None) -> None:
        """The demo table of ``game_id`` alone on the stack: the computer in
        every seat, from deal number ``seed`` (a random one by default)."""
        from ..session.demo import demo_match
        from .scenes.demo import DemoScene
        match, seats = demo_match(game_id, secrets.randbelow(10 ** 9) if seed is None else seed)
        self.app.stack.reset(DemoScene(self.app, match, seats))

    def learn(self, game_id: str) -> None:
        """Open the lesson of ``game_id`` (a guided first hand) alone on the
        stack. It is never saved, so a match in progress keeps its autosave."""
        from ..session.lesson import LESSONS
        from .tables.opening import lesson_table
        self.app.stack.reset(lesson_table(self.app, LESSONS[game_id]))

    def rules(self, game_id: str | None = None) -> None:
        """The rules screen, at ``game_id``'s rules if given."""
        from .scenes.rules import RulesScene
        self.app.stack.push(RulesScene(self.app, game_id))

    def settings(self) -> None:
        from .scenes.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def on_screen_keyboard(self, field: "TextField") -> None:
        """The on-screen keyboard over the screen on top, typing into ``field``."""
        from .scenes.keyboard import OnScreenKeyboard
        self.app.stack.push(OnScreenKeyboard(self.app, field))
    def join(self) -> None:
        """The join screen, over the menu: a match hosted on another machine.
        Matches on the local network are looked for in a person's session
        only (tests and the monkey send nothing to the network)."""
        from .scenes.join import JoinScene
        finder = None
        if self.app.realtime:
            from ..net.discovery import find
            finder = find
        self.app.stack.push(JoinScene(self.app, self.remote_table, finder))

    def remote_table(self, remote: RemoteSession, hosting: HostThread | None = None) -> None:
        """Open the game's table on a seat of a match hosted elsewhere (the
        host has welcomed ``remote`` and dealt), in place of the join screen
        or the lobby (``hosting``: the match hosted from this app)."""
        from .tables.opening import remote_table
        self.app.stack.replace(remote_table(self.app, remote, hosting))

    def host_match(self, hosted: HostedMatch, seat: int, name: str) -> None:
        """Open ``hosted`` for friends to join, in place of the set-up
        screen: the lobby, with the join code and the addresses, until the
        match is dealt; the person here plays ``seat`` as ``name``. It
        listens on every address in a person's session, on 127.0.0.1 only
        elsewhere (tests, the monkey)."""
        from .scenes.lobby import Lobby
        address = "0.0.0.0" if self.app.realtime else "127.0.0.1"
        self.app.stack.replace(Lobby(self.app, hosted, seat, name, address, self.remote_table))

    def host_again(self, game_id: str) -> None:
        """Host again ``game_id``'s match hosted from this app that stopped
        (the app quit or was killed): the lobby over the menu, the seat
        played here taken up again; the friends rejoin with their tokens."""
        from ..net.authority import HostedMatch
        from ..net.served import served_seat, served_store
        from .scenes.lobby import Lobby
        record, warnings = served_store(self.app.paths.data_dir).load_match(game_id)
        for text in warnings:
            self.app.toast(text)
        try:
            hosted = HostedMatch.from_record(record) if record is not None else None
        except ValueError as exc:
            self.app.toast(said(N_("The hosted match could not be opened again: {reason}"), reason=str(exc)))
            return
        if hosted is None:
            return
        seat = served_seat(record)
        address = "0.0.0.0" if self.app.realtime else "127.0.0.1"
        self.app.stack.push(Lobby(self.app, hosted, seat, hosted.seats[seat].name, address,
                                  self.remote_table))

    def statistics(self) -> None:
        from .scenes.statistics import StatisticsScene
        self.app.stack.push(StatisticsScene(self.app))

    # Over a table -----------------------------------------------------------------
    def pause(self, table: Table) -> None:
        from .scenes.pause import Pause
        self.app.stack.push(Pause(self.app, table))

    def hand_off(self, table: Table, seat: int) -> None:
        """Ask for the device to be passed to the player of ``seat``."""
        from .scenes.handoff import HandOff
        self.app.stack.push(HandOff(self.app, table, seat))

    def hand_summary(self, table: Table) -> None:
        from .scenes.summary import HandSummary
        self.app.stack.push(HandSummary(self.app, table))

    def game_over(self, table: Table) -> None:
        from .scenes.summary import GameOver
        self.app.stack.push(GameOver(self.app, table))

    def hand_list(self, table: Table) -> None:
        """The finished hands of ``table``'s match, to pick one to replay."""
        from .scenes.hand_list import HandList
        self.app.stack.push(HandList(self.app, table))

    def replay_hand(self, table: Table, number: int) -> None:
        """A replay of hand ``number`` of ``table``'s match, over what is shown
        (a finished hand only: :class:`~..session.replay.HandReplay` refuses others)."""
        from ..session.replay import HandReplay
        from .scenes.replay import ReplayScene
        replay = HandReplay(table.match.to_dict(), table.match.game, number)
        self.app.stack.push(ReplayScene(self.app, replay, table.seats))

    # Anywhere ---------------------------------------------------------------------
    def confirm(self, title: str, text: str, on_yes: Callable[[], None], **labels: Any) -> None:
        """A yes/no question over the scene on top (``yes_label``, ``no_label``
        and ``on_no`` as :class:`~.scenes.dialog.Confirm` takes them)."""
        from .scenes.dialog import Confirm
        self.app.stack.push(Confirm(self.app, title, text, on_yes, **labels))

    def choose_one(self, question: str, answers: Sequence[tuple[str, Callable[[], None]]]) -> None:
        """A question with a few answers over the scene on top (each answer's
        label and what picking it does, as :class:`~.scenes.dialog.ChooseOne` takes them)."""
        from .scenes.dialog import ChooseOne
        self.app.stack.push(ChooseOne(self.app, question, answers))

    def back(self) -> Scene | None:
        """Close the scene on top; the one below is shown again."""
        return self.app.stack.pop()

    def table_in_play(self) -> Table | None:
        """The table on the stack, under any overlays, if there is one."""
        from .tables import Table
        table = self.app.stack.find(Table)
        return table if isinstance(table, Table) else None
