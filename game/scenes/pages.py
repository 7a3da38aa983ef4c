"""Pages of text over the table: the game's rules (F1) and every key and mouse gesture (K).

The rules page is the game's page in game/help (game.help_text) with its pictures: the
opening deal and a worked example, drawn with the table's own cards (help_pictures).

A page sits between the table's toolbar and status bar, which stay in view, in a panel
whose size depends only on the window and the text, never on how far it is scrolled. The
text scrolls with the wheel, a finger, the arrow keys, PgUp/PgDn and Home/End. Esc, the
page's own key, its Close button or a click beside the panel closes it; a click on the
toolbar closes it too and then works as usual (its own button only closes it). A resize
says it all again in the language shown then (`texts`). With speech on, a page is read
a section at a time: Down, PgDn or Tab reads (and scrolls to) the next one, Up, PgUp or
Shift+Tab the one before.
"""

import pygame

from game.engine.scene import Scene
from game.help_example import worked_example
from game.help_text import help_page, solver_section
from game.i18n import _, formats
from game.scenes.common.bars import table_bands
from game.scenes.common.geometry import hud_unit
from game.scenes.common.spoken_cards import labelled
from game.scenes.common.spoken_table import sentences
from game.scenes.help_pictures import Looks, move_picture, opening_picture
from sprites.fonts import font
from sprites.mirror import is_rtl, mirror_x, start_anchor, start_x
from sprites.pad_glyphs import draw_glyph, glyph_width
from sprites.palette import ACCENT, TEXT, TEXT_DIM
from sprites.panels import draw_panel
from sprites.text import draw_text, wrap_text
from sprites.toolbar import Button, draw_buttons, hover_buttons

DIM = (0, 0, 0, 150)
WHEEL_LINES = 3
READ_KEYS = (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP)


class TextPage(Scene):
    """A scrolling page. `rows` are ("head", text), ("para", text), ("bullet", text),
    ("key", keys, what), ("pad", (family, glyph names), what): a game pad's buttons drawn
    as printed on it (sprites.pad_glyphs), ("picture", name) or ("gap",), or a function
    giving them in the player's language now; `own_keys` close it besides Esc;
    `own_action` is the toolbar button that opens it. A picture is what `render_picture`
    draws for its name at the page's width, and takes as many lines as it is tall."""

    opaque = False
    own_keys = ()
    own_action = ""

    def __init__(self, app, title: str, rows):
        super().__init__(app)
        self.given = (title, rows)
        self.offset = 0                 # the first wrapped line shown
        self.scrolling = None           # the offset when a finger began to scroll
        self.lines = []                 # wrapped: (key column text, text, style)
        self.pictures = {}              # name -> its surface at this layout's size
        self.page = 1                   # how many lines the panel shows
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.close_button = Button("", "close")
        self.close_button.focused = True    # the keyboard's focus: Enter closes the page
        self.section = 0                # the section speech reads (`spoken_focus`)
        self.reword()

    def texts(self):
        """(title, rows) in the player's language now; a page given its words keeps
        them (rows given as a function are asked again)."""
        title, rows = self.given
        return title, rows() if callable(rows) else rows

    def reword(self) -> None:
        """Say the page again in the language shown now; it is wrapped anew."""
        self.title, rows = self.texts()
        self.rows = list(rows)
        self.close_button.label = _("Close")
        self.close_button.tooltip = _("Back to where you were (Esc)")
        self.laid_out_for = None
        self.dirty = True

    # ----- layout ---------------------------------------------------------------------
    def layout(self, size) -> None:
        """Wrap the text and place the panel for a window of `size` (once per size and
        finger target)."""
        size = (max(0, int(size[0])), max(0, int(size[1])))
        target = self.app.touch_target()
        if (size, target) == self.laid_out_for:
            return
        self.laid_out_for = (size, target)
        width, height = size
        bar_h, status_h = table_bands(size, target)     # the table's bars stay in view
        unit = self.unit = hud_unit(size)
        self.band = pygame.Rect(0, bar_h, width, max(0, height - bar_h - status_h))
        self.text_size = max(8, round(unit * 0.7))
        body = font(self.text_size)
        self.line_h = body.get_linesize()
        margin = unit // 2
        panel_w = max(1, min(self.band.w - 2 * margin, unit * 40))
        inner_w = max(1, panel_w - 2 * unit)
        self.key_w = self.key_column(body, inner_w)
        self.lines = self.wrap(body, inner_w)
        self.title_h = max(round(unit * 1.9),      # a tall script's title too
                           unit // 2 + font(unit, True).get_height() + unit // 4)
        button_h = max(1, round(unit * 1.7), target)     # a finger's, while in use
        self.footer_h = round(unit * 2.4) + button_h - round(unit * 1.7)
        needed = self.title_h + self.footer_h + len(self.lines) * self.line_h
        panel_h = max(1, min(self.band.h - 2 * margin, needed))
        self.panel = pygame.Rect(0, 0, panel_w, panel_h)
        self.panel.center = self.band.center
        self.text_rect = pygame.Rect(self.panel.x + unit, self.panel.y + self.title_h, inner_w,
                                     max(0, panel_h - self.title_h - self.footer_h))
        self.page = max(1, self.text_rect.h // self.line_h)
        self.offset = min(self.offset, self.last_offset())
        self.close_button.rect = pygame.Rect(0, 0, unit * 6, button_h)
        self.close_button.rect.bottomright = (self.panel.right - unit,
                                              self.panel.bottom - unit // 2)
        self.close_button.font_size = max(8, round(unit * 0.8))

    def key_column(self, body, inner_w) -> int:
        """Width of the key column: the widest key text, at most 40 % of the page."""
        keys = [row[1] for row in self.rows if row[0] == "key"]
        glyphs = [row[1] for row in self.rows if row[0] == "pad"]
        if not keys and not glyphs:
            return 0
        bold = font(self.text_size, True)
        widest = max([bold.size(k)[0] for k in keys] +
                     [self.glyphs_width(*row) for row in glyphs]) + self.unit
        return min(widest, int(inner_w * 0.4))

    def wrap(self, body, inner_w):
        lines = []
        for row in self.rows:
            kind = row[0]
            if kind == "gap":
                lines.append(("", "", "para"))
            elif kind == "head":
                lines.extend(("", text, "head") for text in wrap_text(row[1], body, inner_w))
            elif kind == "para":
                lines.extend(("", text, "para") for text in wrap_text(row[1], body, inner_w))
            elif kind == "pad":
                what = wrap_text(row[2], body, inner_w - self.key_w) or [""]
                lines.append((row[1], what[0], "pad"))
                lines.extend(("", text, "key") for text in what[1:])
            elif kind == "bullet":
                indent = self.bullet_indent(body)
                wrapped = wrap_text(row[1], body, max(1, inner_w - indent))
                lines.extend(("•" if i == 0 else "", text, "bullet")
                             for i, text in enumerate(wrapped))
            elif kind == "picture":
                lines.extend(self.picture_lines(row[1], inner_w))
            else:
                keys = wrap_text(row[1], font(self.text_size, True),
                                 self.key_w - self.unit // 2)
                what = wrap_text(row[2], body, inner_w - self.key_w)
                for i in range(max(len(keys), len(what))):
                    lines.append((keys[i] if i < len(keys) else "",
                                  what[i] if i < len(what) else "", "key"))
        return lines

    def bullet_indent(self, body) -> int:
        return body.size("•  ")[0]

    def picture_lines(self, name: str, inner_w: int):
        """The lines a picture takes: its name on the first, then blank ones below it."""
        picture = self.pictures[name] = self.render_picture(name, inner_w)
        if picture is None:
            return []
        tall = -(-(picture.get_height() + self.line_h // 2) // self.line_h)
        return [("", name, "picture")] + [("", "", "under-picture")] * (tall - 1)

    def render_picture(self, name: str, inner_w: int):
        """The surface of picture `name` at most `inner_w` wide (None: no picture)."""
        return None

    def last_offset(self) -> int:
        return max(0, len(self.lines) - self.page)

    def shown(self):
        """The wrapped lines in view."""
        return self.lines[self.offset:self.offset + self.page]

    def resize(self, size) -> None:
        super().resize(size)
        self.reword()               # the App resizes every scene when the language changes
        self.layout(size)

    # ----- input ----------------------------------------------------------------------
    def scroll(self, lines: int) -> None:
        offset = max(0, min(self.last_offset(), self.offset + lines))
        if offset != self.offset:
            self.offset = offset
            self.dirty = True

    def touch_targets(self) -> list:
        return [self.close_button.rect]

    def handle_touch(self, gesture) -> bool:
        """A finger dragged over the text scrolls it, line by line as it goes; anything
        else is the mouse's (a tap on Close, or beside the panel)."""
        if gesture.kind == "drag" and self.text_rect.collidepoint(gesture.start):
            self.scrolling = self.offset
        if self.scrolling is None:
            return False
        if gesture.kind in ("drag", "move"):
            lines = round((gesture.start[1] - gesture.pos[1]) / max(1, self.line_h))
            self.scroll(self.scrolling + lines - self.offset)
        else:
            self.scrolling = None
        return True

    def handle_event(self, event) -> None:
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            self.scroll(-event.y * WHEEL_LINES)
        elif kind == pygame.KEYDOWN:
            self.key(event)
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event)
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.close_button.hit(event.pos):
                self.close()
        elif kind == pygame.MOUSEMOTION:
            self.dirty |= hover_buttons([self.close_button], event.pos)

    # ----- read aloud by section ------------------------------------------------------
    def sections(self):
        """The page's rows cut at each heading: a list of lists of rows."""
        cut = [[]]
        for row in self.rows:
            if row[0] == "head" and cut[-1]:
                cut.append([])
            cut[-1].append(row)
        return cut

    def spoken(self) -> str:
        return sentences([self.title, self.spoken_focus()])

    def spoken_focus(self) -> str:
        """The section speech is on: its heading and every line of it."""
        sections = self.sections()
        rows = sections[min(self.section, len(sections) - 1)]
        said = []
        for row in rows:
            if row[0] in ("head", "para", "bullet"):
                said.append(row[1])
            elif row[0] == "key":
                said.append(labelled(row[1], row[2]))
            elif row[0] == "pad":
                said.append(labelled(", ".join(name.upper() for name in row[1][1]), row[2]))
        return sentences(said)

    def read_section(self, step: int) -> None:
        """Speech on: the next (`step` 1) or previous (-1) section, scrolled to."""
        count = len(self.sections())
        self.section = max(0, min(count - 1, self.section + step))
        heads = [i for i, (_keys, _text, style) in enumerate(self.lines)
                 if style == "head" and (i == 0 or self.lines[i - 1][2] != "head")]
        if not heads or heads[0] != 0:
            heads.insert(0, 0)
        line = heads[min(self.section, len(heads) - 1)]
        self.scroll(min(line, self.last_offset()) - self.offset)

    def key(self, event) -> None:
        if self.app is not None and self.app.speech.enabled and event.key in READ_KEYS:
            back = event.key in (pygame.K_UP, pygame.K_PAGEUP) or (
                event.key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            self.read_section(-1 if back else 1)
            return
        step = {pygame.K_DOWN: WHEEL_LINES, pygame.K_UP: -WHEEL_LINES,
                pygame.K_PAGEDOWN: self.page - 1, pygame.K_PAGEUP: 1 - self.page,
                pygame.K_SPACE: self.page - 1,
                pygame.K_HOME: -len(self.lines), pygame.K_END: len(self.lines)}
        if event.key in step:
            self.scroll(step[event.key])
        elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER) or \
                self.is_own_key(event):
            self.close()

    def is_own_key(self, event) -> bool:
        return event.key in self.own_keys

    def press(self, event) -> None:
        """A press beside the panel closes the page; on the toolbar it then goes on to
        the table (unless it is on the button that opened this page)."""
        if self.panel.collidepoint(event.pos):
            return
        self.close()
        below = self.manager.top if self.manager is not None else None
        toolbar = below.toolbar if below is not None else None
        if toolbar is None or not toolbar.contains(event.pos):
            return
        button = toolbar.button_at(event.pos)
        if button is not None and button.action != self.own_action:
            below.handle_event(event)

    # ----- drawing --------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.layout(surface.get_size())
        if self.band.w <= 0 or self.band.h <= 0:
            return
        dim = pygame.Surface(self.band.size, pygame.SRCALPHA)
        dim.fill(DIM)
        surface.blit(dim, self.band)
        draw_panel(surface, self.panel)
        unit = self.unit
        draw_text(surface, self.title, (self.panel.centerx, self.panel.y + unit // 2),
                  unit, (255, 235, 160), anchor="midtop", bold=True)
        clip = surface.get_clip()
        surface.set_clip(self.text_rect.clip(clip))
        self.draw_pictures(surface)
        y = self.text_rect.y
        indent = self.bullet_indent(font(self.text_size))
        for keys, text, style in self.shown():
            if style in ("picture", "under-picture"):
                y += self.line_h
                continue
            start, anchor = start_x(self.text_rect), start_anchor("topleft")
            if style == "pad":
                left = mirror_x(self.text_rect.x + (self.key_w if is_rtl() else 0),
                                self.text_rect)
                self.draw_glyphs(surface, keys, (left, y))
            elif keys:
                draw_text(surface, keys, (start, y), self.text_size, ACCENT,
                          anchor=anchor, bold=True)
            x = self.text_rect.x + {"key": self.key_w, "pad": self.key_w,
                                    "bullet": indent}.get(style, 0)
            color = ACCENT if style == "head" else TEXT
            draw_text(surface, text, (mirror_x(x, self.text_rect), y), self.text_size, color,
                      anchor=anchor, bold=style == "head")
            y += self.line_h
        surface.set_clip(clip)
        self.draw_scrollbar(surface)
        self.draw_footer(surface)
        draw_buttons(surface, [self.close_button])      # lit and its tooltip when hovered

    def glyph_height(self) -> int:
        return max(6, self.line_h - 2)

    def glyphs_width(self, family, names) -> int:
        height = self.glyph_height()
        return sum(glyph_width(name, height, family) + height // 4 for name in names)

    def draw_glyphs(self, surface, glyphs, topleft) -> None:
        """A pad row's buttons, left to right, on one line."""
        family, names = glyphs
        height = self.glyph_height()
        x, y = topleft
        for name in names:
            width = glyph_width(name, height, family)
            draw_glyph(surface, family, name, pygame.Rect(x, y + 1, width, height))
            x += width + height // 4

    def draw_pictures(self, surface) -> None:
        """Every picture in view, even one whose top has scrolled out (clipped)."""
        for index, (_keys, name, style) in enumerate(self.lines):
            if style != "picture" or index >= self.offset + self.page:
                continue
            picture = self.pictures.get(name)
            y = self.text_rect.y + (index - self.offset) * self.line_h
            if picture is not None and y + picture.get_height() > self.text_rect.y:
                surface.blit(picture, (self.text_rect.x, y))

    def draw_scrollbar(self, surface) -> None:
        total = len(self.lines)
        if total <= self.page or self.text_rect.h <= 0:
            return
        track = pygame.Rect(self.panel.right - self.unit // 2 - 3, self.text_rect.y, 3,
                            self.text_rect.h)
        thumb_h = max(self.unit // 2, track.h * self.page // total)
        thumb_y = track.y + (track.h - thumb_h) * self.offset // max(1, self.last_offset())
        surface.fill((80, 86, 90), track)
        surface.fill(ACCENT, (track.x, thumb_y, track.w, thumb_h))

    def draw_footer(self, surface) -> None:
        total = len(self.lines)
        if total > self.page:
            last = min(total, self.offset + self.page)
            # Translators: which lines show, then the keys that scroll ("PgUp PgDn" are
            # the Page Up and Page Down keys)
            hint = _("Lines {first}–{last} of {total}   ·   wheel, ↑ ↓, PgUp PgDn").format(
                first=formats.number(self.offset + 1), last=formats.number(last),
                total=formats.number(total))
        else:
            hint = _("Esc or Close to go back")
        draw_text(surface, hint, (self.panel.x + self.unit, self.close_button.rect.centery),
                  max(8, round(self.unit * 0.65)), TEXT_DIM, anchor="midleft")


class HelpOverlay(TextPage):
    """The game's rules from its page in game/help, with its opening deal and a worked
    example drawn by the game, and how hints and the solver work. `all_lines` is the
    page's text, unwrapped."""

    own_keys = (pygame.K_F1,)
    own_action = "help"

    def __init__(self, app, game_id: str):
        page = help_page(game_id)
        self.game_id = game_id
        # a page may do without the worked example (a game whose deals have no move
        # worth showing); the opening is then that of game number 1
        self.example = worked_example(game_id) if "example" in page.markers() else None
        self.opening_seed = self.example.seed if self.example else 1
        super().__init__(app, "", [])       # see texts()

    def texts(self):
        page = help_page(self.game_id)      # read again: it may be another language's
        rows, self.all_lines = [], []
        for section in list(page.sections) + [solver_section()]:
            if section.heading:
                rows.append(("head", section.heading.upper()))
            for kind, text in section.blocks:
                rows.extend(self.block_rows(kind, text))
            rows.append(("gap",))
        for row in rows:
            if row[0] in ("head", "para", "bullet"):
                self.all_lines.append(row[1])
            elif row[0] == "gap":
                self.all_lines.append("")
        # Translators: {game} is a game's name
        return _("How to play {game}").format(game=_(page.title)), rows[:-1]

    def block_rows(self, kind: str, text: str):
        example = self.example
        if kind == "opening":
            return [("picture", "opening"),
                    ("para", _("The opening of game number {number}, as it is dealt.")
                     .format(number=formats.digits(str(self.opening_seed))))]
        if kind == "example":
            return [("para", _("Two moves tried in game number {number}, the deal pictured "
                               "above.").format(number=formats.digits(str(example.seed)))),
                    # Translators: {move} is a move in words, "Move Q♥ to the foundation"
                    ("para", _("Allowed: {move}.").format(move=example.legal_text)),
                    ("picture", "legal"),
                    # Translators: {reason} is why the rules refuse a move
                    ("para", _("Refused: {reason}.").format(reason=example.reason)),
                    ("picture", "refused")]
        return [(kind, text)]

    def render_picture(self, name: str, inner_w: int):
        looks = Looks.of(self.app.settings)
        if name == "opening":
            tall = max(40, min(inner_w // 2, self.band.h * 11 // 20))
            return opening_picture(self.game_id, self.opening_seed, (inner_w, tall), looks)
        move = self.example.legal if name == "legal" else self.example.refused
        card_h = max(24, min(self.line_h * 3, self.band.h // 6))
        picture = move_picture(move, card_h, name == "legal", looks)
        if picture.get_width() > inner_w:           # a narrow window: the cards smaller
            card_h = max(12, card_h * inner_w // picture.get_width())
            picture = move_picture(move, card_h, name == "legal", looks)
        return picture


class KeysOverlay(TextPage):
    """Every key and mouse gesture of the table: `rows` as the table's command table
    writes them (game.scenes.common.commands.keys_rows)."""

    own_keys = (pygame.K_k, pygame.K_QUESTION)
    own_action = "keys"

    def __init__(self, app, rows):
        super().__init__(app, "", rows)     # `rows`: a list, or a function giving them

    def texts(self):
        return _("Keys and mouse"), super().texts()[1]

    def is_own_key(self, event) -> bool:
        shift = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
        shifted_slash = event.key == pygame.K_SLASH and shift
        return super().is_own_key(event) or bool(shifted_slash)
