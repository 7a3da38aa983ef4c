"""The solver at the table: real hints, "still winnable?", and winnable deals only.

After every position change the advisor asks the solver worker (off the frame loop) about
the new position, after a short pause so fast play does not flood it. Verdicts and lines
are cached per position, so undo shows a verdict at once and a hint that follows the
solver's line needs no new search. A hint with no line yet asks for a quick solve and
falls back to the rules' own hint; it is never silent. The solver knows the face-down
cards, so "winnable" means winnable with perfect knowledge. With the setting "on request"
the status bar keeps the verdict to itself until the player asks (the Hint, or a click on
the status bar) or makes a move: a deal never says "Cannot be won" unasked. When the worker
keeps dying the status bar says the solver is unavailable while the client backs off; a
hint asks it to start a worker at once.

It is given the table's play (game/scenes/table/play.py), by a weak proxy, not the
table; what it reads of it: `app` (its solver, clock, settings), `state`, `session`,
`game_id`, `rules.play`, `rules.describe_move`, `rules_hint`, `show_hint`, `new_game`,
`say`, `dirty`.
"""

from collections import OrderedDict

from game.i18n import N_, _, pgettext
from game.rules import to_position
from game.solver import LOST, UNKNOWN, WON, Result, has_solver

STATUS_SECONDS = 10.0      # budget of the background "still winnable?" search
HINT_SECONDS = 1.5         # budget when the player asks for a hint and no line is known
POLL_SECONDS = 0.05        # how often an idle table looks for an awaited solver answer
DEBOUNCE = 0.3
ASK = N_("Winnable? Click here")   # the status before the player asks (setting "on request")
UNAVAILABLE = N_("Solver unavailable")  # the worker keeps dying: the client waits to restart it
CACHE = 64
FIND_SECONDS = 2.0         # per seed, when dealing winnable games only
FIND_TRIES = 30


class Advisor:
    def __init__(self, table):
        self.table = table
        self.cache = OrderedDict()       # State -> Result
        self.ever_winnable = False
        self.asked_at = None             # game time when the current position wants a look
        self.hint_wanted = False
        self.finding = False
        self.position = None             # the position last announced by the table
        self.asked_about = None          # the session the player asked "winnable?" of
        self.was_unavailable = False     # as last seen: a change redraws the status bar

    @property
    def client(self):
        """The solver client, started on first use (None when the solver is off or the
        game has none)."""
        return self.table.app.solver() if has_solver(self.table.game_id) else None

    def _running_client(self):
        """The solver client if one exists; never starts one."""
        return self.table.app.solver_if_running()

    # ----- verdicts -------------------------------------------------------------------
    def known(self, state):
        result = self.cache.get(state)
        if result is not None:
            self.cache.move_to_end(state)
        return result

    def remember(self, state, result: Result) -> None:
        self.cache[state] = result
        self.cache.move_to_end(state)
        while len(self.cache) > CACHE:
            self.cache.popitem(last=False)
        if result.status == WON:
            self.ever_winnable = True
            # every position along the line is winnable too, with the rest of the line
            rules = self.table.rules
            for i, move in enumerate(result.moves[:-1]):
                state = rules.play(state, move)
                if state not in self.cache:
                    self.cache[state] = Result(WON, result.moves[i + 1:], 0, 0.0)

    def shown(self) -> bool:
        """Whether the status bar gives the verdict: always, or (the setting "on
        request") once the player asked about this game or made a move in it."""
        session = self.table.session
        return self.table.app.settings.show_winnable == "always" or \
            session.moves_made > 0 or self.asked_about is session

    def ask_winnable(self) -> None:
        """The player asks "winnable?" (the Hint, or a click on the status bar)."""
        if self.asked_about is not self.table.session:
            self.asked_about = self.table.session
            self.table.dirty = True

    def status_text(self) -> str:
        """The solver's verdict as the status bar says it, in the player's language."""
        state = self.table.state
        if self.table.session.won:
            return ""
        if not self.shown():
            return _(ASK)
        result = self.known(state)
        if result is None:
            if self.solver_unavailable():
                return _(UNAVAILABLE)
            return _("Solver: thinking…") if self.client_busy() else ""
        if result.status == WON:
            # Translators: the solver's verdict on the game at the table
            return pgettext("verdict", "Winnable")
        if result.status == LOST:
            if self.ever_winnable:
                return _("No longer winnable")
            return _("Cannot be won") if self.table.app.settings.winnable_only else \
                _("Cannot be won — press W for winnable deals only")
        return _("Winnable? Unknown")

    def client_busy(self) -> bool:
        """Whether this table awaits an answer from the solver."""
        client = self._running_client()
        return client is not None and client.waiting(self)

    def solver_unavailable(self) -> bool:
        """Whether the solver's worker keeps dying (its client waits out a back-off)."""
        client = self._running_client()
        return client is not None and client.unavailable

    # ----- the frame loop side --------------------------------------------------------
    def position_changed(self) -> None:
        """The table synced: ask about the position if it is new (a resize changes none,
        so the search running for it goes on)."""
        state = self.table.state
        if state == self.position:
            return
        self.position = state
        self.hint_wanted = False
        if self.known(state) is None and not self.finding:
            self.asked_at = self.table.app.clock.now

    def close(self) -> None:
        """The table is leaving: the solver drops its requests and their answers."""
        client = self._running_client()
        if client is not None:
            client.cancel(self)
        self.asked_at = None
        self.finding = False

    def update(self) -> None:
        table = self.table
        now = table.app.clock.now
        if self.asked_at is not None and now - self.asked_at >= DEBOUNCE:
            self.asked_at = None
            if self.known(table.state) is None and not table.session.won \
                    and not self.finding:       # never cancel the search for a deal
                self.ask(STATUS_SECONDS)
        client = self._running_client()
        if client is None:
            return
        for _owner, tag, answer in client.poll(self):
            self.answer(tag, answer)
        if client.unavailable != self.was_unavailable:
            self.was_unavailable = client.unavailable
            table.dirty = True

    def wake_in(self):
        """When the loop must look again: the debounce ends, or an answer is awaited."""
        if self.client is None:
            return None
        if self.asked_at is not None:
            return max(0.0, self.asked_at + DEBOUNCE - self.table.app.clock.now)
        if self.client_busy():
            retry = self.client.retry_in()
            return POLL_SECONDS if retry is None else max(POLL_SECONDS, retry)
        return None

    def ask(self, seconds: float, now: bool = False) -> bool:
        """Ask the worker about the current position; False when there is no solver.
        `now`: the player waits (a hint), so a worker starts even during a back-off."""
        if self.client is None:
            return False
        state = self.table.state
        self.client.request(("solve", to_position(state), seconds), owner=self,
                            tag=("solve", state), now=now)
        self.table.dirty = True
        return True

    def answer(self, tag, answer) -> None:
        table = self.table
        table.dirty = True
        if tag[0] == "find":
            if tag[1] != table.game_id or not self.finding:
                return                  # not this table's search (or no longer wanted)
            self.finding = False
            if answer is None or answer[0] == "error":
                table.say(_("No winnable deal found quickly: dealing a random one"))
                table.new_game(checked=True)
            else:
                seed, result = answer
                table.new_game(seed, checked=True)
                self.remember(table.state, Result(*result))
            return
        state = tag[1]
        if answer[0] == "error" or state.game != table.game_id:
            return
        result = Result(*answer)
        if result.status == UNKNOWN and self.known(state) is not None:
            return
        self.remember(state, result)
        if self.hint_wanted and state == table.state:
            self.hint_wanted = False
            self.show_hint()

    # ----- hints and deals ------------------------------------------------------------
    def hint(self) -> None:
        """Show the solver's next move if it knows one, else ask it quickly; meanwhile the
        rules' own hint (never silent)."""
        self.ask_winnable()                 # a hint says the verdict too
        result = self.known(self.table.state)
        if result is not None and result.status == WON and result.moves:
            self.show_hint()
            return
        if result is None and not self.finding and self.ask(HINT_SECONDS, now=True):
            self.hint_wanted = True
        self.table.rules_hint(verdict="" if result is None else self.status_text())

    def show_hint(self) -> None:
        table = self.table
        result = self.known(table.state)
        if result is None or result.status != WON or not result.moves:
            table.rules_hint()
            return
        move = result.moves[0]
        text = table.rules.describe_move(table.state, move)
        # Translators: a hint the solver found: {hint} is a move in words
        table.show_hint(move, _("{hint} (solver)").format(hint=text), line=True, hint=text)

    def find_winnable(self, game: str, first_seed: int) -> None:
        """Deal a proved-winnable game: the next one of the shipped catalogue, at once;
        a solver search from `first_seed` only when the catalogue has none for `game`."""
        seed = self.table.app.winnable_deals.next(game, avoid=self.table.session.seed)
        if seed is not None:
            self.table.new_game(seed, checked=True)
            return
        if self.client is None:
            self.table.new_game(first_seed, checked=True)
            return
        self.finding = True
        self.client.request(("find", game, first_seed, FIND_SECONDS, FIND_TRIES), owner=self,
                            tag=("find", game))
        self.table.say(_("Looking for a winnable deal…"))
