"""The house, declared (issue 27): scenes get the app's declared services, never the App;
no code in game/ probes an app or a scene (hasattr, or getattr with a fallback); the App
and the deal of the day are plain objects, with no mixins."""

import ast
from pathlib import Path

from game.app import App
from game.daily_deals import DailyDeals
from game.scenes.common.services import Services
from game.scenes.settings import open_settings
from game.scenes.statistics import StatisticsScene

GAME = Path(__file__).resolve().parent.parent / "game"
PROBED = ("app", "scene", "table", "below", "top")     # what must not be probed


def _probes():
    for path in sorted(GAME.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            probe = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
                node.func.id == "hasattr" or node.func.id == "getattr" and len(node.args) == 3)
            if probe:
                target = ast.unparse(node.args[0])
                if any(part in PROBED for part in target.split(".")):
                    yield f"{path.relative_to(GAME.parent)}:{node.lineno}: {ast.unparse(node)}"


def test_no_app_or_scene_is_probed_with_getattr_or_hasattr():
    assert list(_probes()) == []


def test_every_scene_the_app_opens_holds_its_services(app):
    shown = [app.show_chooser(), app.start_game("wall", 3)]
    shown.append(open_settings(app.services))
    shown.append(app.manager.push(StatisticsScene(app.services, "wall")) or app.manager.top)
    assert len({id(scene) for scene in shown}) == 4
    for scene in shown:
        assert isinstance(scene.app, Services) and scene.app is app.services, scene


def test_the_services_are_a_frozen_record_of_what_a_scene_may_use(app):
    services = app.services
    assert services.manager is app.manager and services.settings is app.settings
    assert services.today() == app.calendar.today()
    assert services.window_size() == app.size
    try:
        services.manager = None
    except AttributeError:
        pass
    else:
        raise AssertionError("the services can be changed")


def test_the_app_and_the_deal_of_the_day_have_no_mixins(app):
    assert App.__bases__ == (object,) and DailyDeals.__bases__ == (object,)
    assert isinstance(app.daily, DailyDeals)


def test_which_commands_ask_first_is_declared_on_the_commands():
    from game.scenes import confirm
    from game.scenes.common import commands
    asking = {command.id for command in commands.COMMANDS if command.abandons is not None}
    assert asking == set(confirm.GOING)
    opener = (GAME / "scenes" / "table" / "screens.py").read_text(encoding="utf-8")
    assert "commands.DAILY" not in opener and "confirm.GOING" not in opener


def test_say_shows_on_the_table_and_else_as_a_notice(app):
    from game.scenes.notice import NoticeDialog
    table = app.start_game("maze", 4)
    app.services.say("Hello table")
    assert table.voice.toast.text == "Hello table" and app.manager.top is table
    app.show_chooser()
    app.services.say("Hello chooser")
    assert isinstance(app.manager.top, NoticeDialog)
    assert app.manager.top.messages == ["Hello chooser"]
