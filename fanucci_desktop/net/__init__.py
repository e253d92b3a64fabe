"""Play over the network: a host that is the authority over a match, and
clients that each see one seat.

* :mod:`.wire` -- the messages (JSON over WebSocket), their checks and limits;
* :mod:`.joincode` -- the join code a host reads out to its friends;
* :mod:`.seatview` -- what one seat may be told: its view, and each move with
  the cards it may not see left out;
* :mod:`.authority` -- the hosted match: seats, tokens, move numbers, the AI
  seats' moves and the autosave, with no networking;
* :mod:`.host` -- the WebSocket server around the hosted match;
* :mod:`.client` -- a client that joins, rejoins by itself and keeps its seat's view;
* :mod:`.remote_session` -- a seat for a screen: the client on a thread of its
  own, read and played from the frame loop, waking it on news;
* :mod:`.discovery` -- matches announced and found on the local network (mDNS);
* :mod:`.seatkeep` -- the seat tokens a client keeps in its data folder;
* :mod:`.served` -- the matches hosted from the app, kept to be hosted again;
* :mod:`.autoplay` -- a player with no screen for a client's seat (the
  ``join`` command, the online selftest, the tests).

PROTOCOL.md at the repository's root documents every message. No pygame.
"""
