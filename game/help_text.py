"""In-game rules help: Aisleriot's help pages (game/help/*.xml, DocBook) as plain text.

Pure Python (xml.etree). `help_sections(game)` returns (title, [(heading, [paragraph])]).
The Maze page carries Hungarian headings over English text; they are shown in English.
"""

import xml.etree.ElementTree as ET

from game.resources import resource_path

ENGLISH = {
    "Írta Matthew Wilcox": "Written by Matthew Wilcox",
    "Beállítás": "Setup", "A pakli típusa": "Type of Deck", "Tabló": "Tableau",
    "Cél": "Goal", "Szabályok": "Rules", "Pontozás": "Scoring", "Stratégia": "Strategy",
}


def _text(element) -> str:
    words = " ".join("".join(element.itertext()).split())
    return ENGLISH.get(words, words)


def _walk(element):
    """("head", text) and ("para", text) items in document order."""
    for child in element:
        tag = child.tag
        if tag == "title":
            continue
        if tag == "sect2":
            heading = child.find("title")
            yield "head", _text(heading) if heading is not None else ""
            yield from _walk(child)
        elif tag == "bridgehead":
            yield "head", _text(child)
        elif tag == "para":
            if _text(child):
                yield "para", _text(child)
        elif tag == "informaltable":
            for row in child.iter("row"):
                cells = [_text(entry) for entry in row.findall("entry")]
                if cells:
                    yield "para", ": ".join(cells)
        elif tag == "variablelist":
            for entry in child.findall("varlistentry"):
                term, item = entry.find("term"), entry.find("listitem")
                head = _text(term) if term is not None else ""
                body = _text(item) if item is not None else ""
                yield "para", f"{head}: {body}" if head else body
        else:
            yield from _walk(child)


SOLVER_SECTION = ("Hints and the solver", [
    "Hint (H, or the toolbar button) highlights the next move: the solver's move when it has "
    "found a winning line within a second or two, otherwise the best move by the rules' "
    "own advice.",
    "The status bar says whether the position is Winnable, No longer winnable (it was "
    "earlier in this game), Cannot be won, or Unknown (no answer within the time limit). "
    "The search runs in the background and never holds up the game.",
    "With Winnable status set to On request (the default, in Settings) a new deal keeps the "
    "answer to itself until you ask, with Hint or a click on the status bar, or make a move.",
    "The solver knows the hidden cards: the order of the stock and every face-down card. Its "
    "answer is whether the deal can be won, not what a player who cannot see those cards "
    "should do.",
    "Settings can ask New game to deal only games the solver has proved winnable.",
])


def help_path(game: str):
    """The help page of the game with id `game`: game/help/<id>.xml."""
    return resource_path("game", "help", f"{game}.xml")


def help_sections(game: str):
    """The help page of `game` as (title, [(heading, [paragraphs]), ...])."""
    root = ET.parse(help_path(game)).getroot()
    title = root.find("title")
    sections = [("", [])]
    for kind, text in _walk(root):
        if kind == "head":
            sections.append((text, []))
        else:
            sections[-1][1].append(text)
    return (_text(title) if title is not None else game,
            [(h, paras) for h, paras in sections if paras])
