"""The solver at the table: hints from its line, the winnable indicator, winnable deals,
and a worker that keeps dying. Waits block on the solver's pipe (tests.solver.waiting);
the back-off runs on the game clock, stepped by the test."""

import os
import re
import signal

import pygame
import pytest

from game.rules import new_game
from game.scenes.common import commands
from game.scenes.table.advisor import DEBOUNCE, UNAVAILABLE, Advisor
from game.solver import LOST, WON, Result, replays_to_win
from game.solver.catalogue import winnable_seeds
from tests.game_parts import games_with
from tests.scenes.table_helpers import key, open_table, post
from tests.solver.waiting import HANG, run_until


def describe(rules, state, move):
    """The sentence the table shows for `move` in a solver hint: the rules' own, the
    same the rules' hints use."""
    return rules.describe_move(state, move)


def showing_the_verdict(app):
    """The app with the winnable status shown from the deal on (not only when asked:
    test_winnable_status.py), so that these tests read the verdict itself."""
    app.settings.show_winnable = "always"
    return app


@pytest.fixture
def solver_app(make_app, monkeypatch):
    monkeypatch.setenv("AISLE_FIVE_SOLVER", "thread")
    return showing_the_verdict(make_app())


def test_hint_comes_from_the_solver_line(solver_app):
    app = solver_app
    table = open_table(app, "doublets", 1)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key(pygame.K_h)[1]))
    assert table.voice.toast.text, "never silent: the rules' hint shows while the solver thinks"
    run_until(app, lambda: table.voice.toast.text.endswith("(solver)"))
    result = table.advisor.known(table.board.state)
    assert result.status == WON and replays_to_win(table.board.state, result.moves)
    move = result.moves[0]
    board = table.board
    assert table.voice.toast.text == describe(board.rules, board.state, move) + " (solver)"
    parsed = table.board.rules.parse(move)
    expected = ["stock"] if parsed[0] == "deal" else [parsed[1], parsed[3]]
    assert table.ui.highlights == expected
    table.play.act([move])                          # following the line needs no new search
    assert table.advisor.known(table.board.state).moves == result.moves[1:]


def test_status_says_winnable_after_the_background_search(solver_app):
    app = solver_app
    table = open_table(app, "doublets", 1)
    for _ in range(int(DEBOUNCE * 60) + 2):
        app.update(1 / 60)
    run_until(app, lambda: table.advisor.status_text() == "Winnable")
    assert "Winnable" in table.frame_builder.status_texts()[1]


def test_no_longer_winnable_versus_cannot_be_won(app):
    table = open_table(showing_the_verdict(app), "doublets", 1)
    advisor = Advisor(table.play)
    advisor.remember(table.board.state, Result(LOST, [], 1, 0.0))
    assert advisor.status_text() == "Cannot be won — press W for winnable deals only"
    app.settings.winnable_only = True
    assert advisor.status_text() == "Cannot be won"
    advisor.ever_winnable = True
    assert advisor.status_text() == "No longer winnable"


# ----- winnable deals only: from the shipped catalogue, in the same frame -------------------
def record_requests(app, monkeypatch):
    """Every request the table sends the solver worker, from now on."""
    asked = []
    client = app.solver()
    send = client.request
    monkeypatch.setattr(client, "request", lambda *a, **k: asked.append(a[0]) or send(*a, **k))
    return asked


@pytest.mark.parametrize("game", games_with("catalogue"))
def test_new_game_with_winnable_only_deals_a_catalogued_seed_in_the_same_frame(
        solver_app, game, monkeypatch, run_frames):
    app = solver_app
    app.settings.winnable_only = True
    table = open_table(app, game, 5)
    asked = record_requests(app, monkeypatch)
    for _ in range(3):                 # Ctrl+N three times: three different catalogue deals
        old_seed = table.session.seed
        post(app, [key(pygame.K_n, pygame.KMOD_CTRL)], run_frames, frames=1)
        assert table.session.seed != old_seed, "dealt by the frame that read the key"
        assert table.session.seed in winnable_seeds(game)
        assert table.board.state == new_game(game, table.session.seed)
        assert not table.advisor.finding and table.timeline.busy, "the deal is animating"
        assert table.voice.toast.text != "Looking for a winnable deal…"
        table.motion.finish()
    assert not [request for request in asked if request[0] == "find"], "no solver search"


@pytest.mark.parametrize("game", games_with("catalogue"))
def test_a_game_started_with_winnable_only_is_a_catalogued_deal(make_app, game):
    app = make_app()
    app.settings.winnable_only = True
    seeds = {app.start_game(game).session.seed for _ in range(4)}
    assert seeds <= set(winnable_seeds(game)) and len(seeds) == 4


def test_the_solver_searches_only_when_the_catalogue_has_no_seed(solver_app, monkeypatch):
    monkeypatch.setattr("game.solver.catalogue.winnable_seeds", lambda game: ())
    app = solver_app
    app.settings.winnable_only = True
    table = open_table(app, "maze", 5)
    old_seed = table.session.seed
    table.play.command(commands.NEW)
    assert table.session.seed == old_seed, "the search runs off the frame loop"
    run_until(app, lambda: table.session.seed != old_seed)
    assert table.advisor.known(table.board.state).status == WON
    assert replays_to_win(table.board.state, table.advisor.known(table.board.state).moves)


def test_without_a_solver_the_hint_is_the_rules_hint(app):
    table = open_table(app, "whitehead", 4)
    table.play.command(commands.HINT)
    assert table.voice.toast.text == table.board.rules.hint(table.board.state).text



# ----- answers belong to the table that asked (a real worker process) --------------------
@pytest.fixture
def process_app(make_app, monkeypatch):
    monkeypatch.setenv("AISLE_FIVE_SOLVER", "process")
    return showing_the_verdict(make_app())


def ask_now(app):
    for _ in range(int(DEBOUNCE * 60) + 2):
        app.update(1 / 60)


def answered_while_the_menu_shows(app):
    """Block until the worker has answered what the closed table asked; one frame of the
    menu collects the answer, which nobody is waiting for any more."""
    client = app.solver()
    assert client.working, "the answer has not come yet"
    assert client.wait(HANG), "the solver worker hung"
    app.update(1 / 60)
    assert not client.working and not client.busy


def test_an_answer_for_a_closed_table_never_reaches_the_next_table(process_app):
    app = process_app
    first = open_table(app, "doublets", 1)
    ask_now(app)
    assert first.advisor.client_busy(), "the first table asked the worker"
    app.show_chooser()                 # Esc to the menu before the answer comes
    answered_while_the_menu_shows(app)
    assert app.solver().poll(first.advisor) == [], "the closed table's answer was dropped"
    second = app.start_game("whitehead", 4)
    second.motion.finish()
    ask_now(app)
    assert second.advisor.client_busy()
    run_until(app, lambda: second.advisor.known(second.board.state) is not None)
    assert second.advisor.status_text() == "Winnable"
    assert {state.game for state in second.advisor.cache} == {"whitehead"}
    assert first.advisor.cache == {}


def test_a_winnable_deal_found_for_a_closed_table_is_not_dealt_on_the_next(
        process_app, monkeypatch):
    app = process_app
    monkeypatch.setattr("game.scenes.table.play.random_seed", lambda: 1)
    monkeypatch.setattr("game.solver.catalogue.winnable_seeds", lambda game: ())
    app.settings.winnable_only = True
    first = open_table(app, "doublets", 5)
    first.play.command(commands.NEW)     # W on, Ctrl+N: the search for a winnable deal runs
    assert first.advisor.finding
    app.show_chooser()
    answered_while_the_menu_shows(app)        # the search, interrupted, says so
    second = app.start_game("wall", 7)
    second.motion.finish()
    ask_now(app)
    assert second.advisor.client_busy(), "the next table's own question is out"
    for _ in range(30):
        app.update(1 / 60)
    assert second.session.seed == 7 and second.game_id == "wall"
    assert all(state.game == "wall" for state in second.advisor.cache)


def kill_worker(app) -> int:
    """SIGKILL the solver's worker; a frame later the client has seen it die."""
    client = app.solver()
    pid = client.worker.pid
    os.kill(pid, signal.SIGKILL)
    assert client.wait(HANG), "the end of the killed worker's pipe never came"
    app.update(1 / 60)
    return pid


def status(table):
    """The status bar's centre text as the painter gets it."""
    return table.frame_builder.status_texts()[1]


def back_off_seen(app, table):
    """Step the app a frame of game time at a time until a worker runs again, the status
    bar saying the solver is unavailable until then; the game time that took."""
    client, began = app.solver(), app.clock.now
    for _ in range(600):
        assert status(table).endswith(UNAVAILABLE)
        app.update(1 / 60)
        if client.worker is not None:
            return app.clock.now - began
    raise AssertionError("the worker never came back")


def test_a_worker_killed_twice_says_solver_unavailable_until_the_back_off_ends(
        process_app):
    app = process_app
    table = open_table(app, "forty-thieves", 71)     # its search needs seconds
    ask_now(app)
    client = app.solver()
    first = kill_worker(app)
    assert client.worker.pid != first, "the first death restarts the worker at once"
    assert table.advisor.status_text() == "Solver: thinking…"
    kill_worker(app)
    assert client.worker is None
    assert table.advisor.status_text() == UNAVAILABLE == "Solver unavailable"
    assert table.dirty, "the status bar is drawn again"
    assert table.advisor.wake_in() == client.retry_in() > 0.9, "sleeps out the back-off"
    assert back_off_seen(app, table) == pytest.approx(1.0, abs=1.5 / 60)
    assert client.worker.is_alive() and client.working, "given the request again"
    app.update(1 / 60)
    assert table.advisor.status_text() == "Solver: thinking…"
    kill_worker(app)                                  # and again: two seconds this time
    assert table.advisor.status_text() == UNAVAILABLE
    assert back_off_seen(app, table) == pytest.approx(2.0, abs=1.5 / 60)


def test_a_hint_restarts_an_unavailable_solver_at_once(process_app):
    app = process_app
    table = open_table(app, "forty-thieves", 71)
    ask_now(app)
    kill_worker(app)
    kill_worker(app)
    assert table.advisor.status_text() == UNAVAILABLE
    table.play.command(commands.HINT)
    assert app.solver().worker.is_alive(), "no back-off when the player asks"
    assert table.voice.toast.text == table.board.rules.hint(table.board.state).text, \
        "the rules' hint meanwhile"
    assert table.advisor.status_text() == "Solver: thinking…"


def test_quitting_with_the_solver_unavailable_starts_no_worker(process_app):
    app = process_app
    table = open_table(app, "forty-thieves", 71)
    ask_now(app)
    client = app.solver()
    kill_worker(app)
    kill_worker(app)
    assert table.advisor.status_text() == UNAVAILABLE
    app.close()
    assert client.worker is None and not client.unavailable and app.solver_if_running() is None


def test_an_answer_about_another_game_is_never_remembered(app):
    table = open_table(app, "whitehead", 4)
    from game.rules import new_game
    other = new_game("doublets", 1)
    table.advisor.answer(("solve", other), tuple(Result(WON, ["deal"], 1, 0.0)))
    assert table.advisor.cache == {}


# ----- a resize changes no position: the running search goes on ---------------------------
def test_resizes_and_full_screen_do_not_restart_the_search(solver_app, monkeypatch):
    app = solver_app
    table = open_table(app, "forty-thieves", 71)   # its won line needs seconds
    asked = []
    client = app.solver()
    send = client.request
    monkeypatch.setattr(client, "request", lambda *a, **k: asked.append(a) or send(*a, **k))
    ask_now(app)
    assert len(asked) == 1 and table.advisor.client_busy()
    for size in ((1000, 700), (1280, 720), (900, 600)):
        app.manager.resize(size)
        ask_now(app)
    app.toggle_fullscreen()
    ask_now(app)
    app.toggle_fullscreen()
    ask_now(app)
    assert len(asked) == 1, "no new request: the position did not change"
    assert table.advisor.client_busy()


def test_a_resize_after_the_verdict_asks_nothing(app, monkeypatch):
    table = open_table(showing_the_verdict(app), "doublets", 1)
    table.advisor.remember(table.board.state, Result(LOST, [], 1, 0.0))
    asked = []
    monkeypatch.setattr(table.advisor, "ask", lambda seconds: asked.append(seconds))
    app.manager.resize((1000, 700))
    ask_now(app)
    assert asked == [] and table.advisor.status_text().startswith("Cannot be won")


# ----- hints speak of cards, never of pile ids ---------------------------------------------
def test_wall_attack_hint_names_cards_not_piles():
    from game.rules import new_game, rules_for
    rules, state = rules_for("wall"), new_game("wall", 7)
    text = describe(rules, state, "waste3>wall39")
    assert "wall39" not in text
    assert re.fullmatch(r"Remove \S+ \(health \d+\) with \S+", text), text


def test_an_attack_on_a_face_down_guard_pile_does_not_reveal_its_card():
    from game.rules import cards as C
    from game.rules import new_game, rules_for
    rules, state = rules_for("wall"), new_game("wall", 7)
    hidden = rules.pile(state, "low1")[-1]
    assert hidden >= C.FACE_DOWN
    text = describe(rules, state, "waste1+waste2+waste3>low1")
    assert C.name(hidden - C.FACE_DOWN) not in text.split(" with ")[0]
    assert text.startswith("Turn over ") and " by attacking it with " in text


def test_a_solver_hint_and_a_rules_hint_word_a_move_alike(make_app):
    """The table shows the rules' sentence for a solver's move (one wording per move:
    Doublets "to the foundation", not "onto 6♥")."""
    from game.rules import rules_for
    app = make_app()
    table = open_table(app, "doublets", 3)
    rules = rules_for("doublets")
    move = rules.hint(table.board.state).move
    assert move is not None
    table.advisor.known = lambda state: Result(WON, [move], 1, 0.1)
    table.advisor.show_hint()
    assert table.voice.toast.text == rules.hint(table.board.state).text + " (solver)"


@pytest.mark.parametrize("game", ["forty-thieves", "whitehead", "maze", "wall", "doublets"])
def test_no_hint_sentence_names_a_pile_id(game):
    from game.rules import new_game, rules_for
    rules = rules_for(game)
    for seed in range(1, 6):
        state = new_game(game, seed)
        for _ in range(40):                    # along a few moves of each deal
            moves = rules.legal_moves(state)
            if not moves:
                break
            for move in moves:
                text = describe(rules, state, move)
                assert not re.search(r"[a-z]\d", text), text
            state = rules.play(state, moves[len(moves) // 2])


def test_maze_hint_names_the_gap_by_its_neighbour():
    from game.rules import new_game, rules_for
    rules, state = rules_for("maze"), new_game("maze", 5)
    texts = [describe(rules, state, move) for move in rules.legal_moves(state)]
    assert texts and all(re.search(r"(after|before) \S+$|the first cell$|the last cell$", t)
                         for t in texts), texts
