"""The registry of autograded exercises: one declaration each.

A declaration (`Auto`) is the chapter's own ``check(...)`` call, written as
data: the function the student writes (its signature), the kind of answer
(``"wins"``, ``"outcome"``, ``"sg"`` or ``"move"``, as `gamelib.check` takes
it), the game (an expression), check's other arguments, and a reference
answer that uses the standard library only. Everything else is derived:

- the sheet's setup cell: the definitions the expressions use, taken from
  the chapter (`definitions`: the statements of the chapter's code cells that
  define those names, and what they use in turn, imports cut to the names
  used), or a refusal naming what could not be found;
- the graded calls and the expected answers: the positions `gamelib.check`
  would test with the same arguments, and gamelib's exact answers there,
  computed in the grader's process (`expected`);
- the seeded variants: ``<<name>>`` in the game, the setup and the answer is
  replaced by the variant's parameters (``variant(rng)``; seed 0 gives
  ``book``, the chapter's own numbers).

To add an autograded exercise, add one `Auto(...)` to `EXERCISES` (see
docs/teaching-build.md); `tests/test_exercises.py` builds and runs a sheet of
every exercise, so a declaration that does not work fails there.
"""

import ast
import builtins
import random
import re
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

BOOK = Path(__file__).resolve().parents[1]
KINDS = ("wins", "outcome", "sg", "move")

__all__ = ["EXERCISES", "Auto", "Refused", "definitions", "expected", "params_of"]


class Refused(ValueError):
    """An exercise the sheet builder cannot make self-contained, and why."""


@dataclass(frozen=True)
class Auto:
    """One autograded exercise: the chapter's check() call, as data.

    Parameters
    ----------
    ident : str
        The exercise, as its chapter numbers it ("3.5").
    signature : str
        The student's function, as called: ``"my_rule(n)"``.
    kind : str
        What the function answers, as `gamelib.check` takes it: ``"wins"``
        (True when the player to move wins), ``"outcome"``, ``"sg"`` or
        ``"move"`` (a winning move, any of them; None from a P-position).
    game : str
        An expression for the game (or a family of games with ``params=``).
    check : str
        check()'s other keyword arguments, as written in the chapter:
        ``"positions=range(500)"``.
    answer : str
        The reference answer: the function's body, standard library only.
    points : int
    call : str
        A lambda from check's call arguments to the student's arguments, when
        the chapter's check wraps the function (``"lambda p: (len(p),)"``).
    expect : str
        A lambda from gamelib's exact answer to the student's (a list of the
        acceptable answers for a move).
    setup : str
        Code that comes after the chapter's definitions (a variant's game).
    variant : callable
        ``rng -> dict`` of parameters; None for an exercise without any.
    book : dict
        The chapter's own parameters (seed 0).
    note : str
        What the variant changes, in a sentence with ``<<name>>`` fields.
    solve : callable
        ``params -> dict`` of more fields for the answer (computed by gamelib).
    """

    ident: str
    signature: str
    kind: str
    game: str
    check: str = ""
    answer: str = "return None"
    points: int = 2
    call: str = ""
    expect: str = ""
    setup: str = ""
    variant: object = None
    book: dict = field(default_factory=dict)
    note: str = ""
    solve: object = None

    @property
    def function(self):
        return self.signature.partition("(")[0]

    @property
    def arity(self):
        inside = self.signature.partition("(")[2].rstrip(")").strip()
        return len(inside.split(",")) if inside else 0


def answer_source(auto, params):
    """The reference answer cell: `auto.answer` as the function's body, or as the
    whole cell when it defines the function itself."""
    answer = fill(auto.answer, params)
    if f"def {auto.function}(" in answer:
        return answer
    body = "\n".join(f"    {line}" if line else "" for line in answer.splitlines())
    return f"def {auto.signature}:\n{body}"


def fill(text, params):
    """`text` with every ``<<name>>`` replaced by ``str(params[name])``."""
    return re.sub(r"<<(\w+)>>", lambda m: str(params[m.group(1)]), text)


def params_of(auto, seed):
    """The parameters of `auto` for `seed` (0: the chapter's own)."""
    if auto.variant is None:
        params = {}
    elif seed == 0:
        params = dict(auto.book)
    else:
        params = auto.variant(random.Random(f"{auto.ident}/{seed}"))
    if auto.solve is not None:
        params.update(auto.solve(params))
    return params


# --- the chapter's definitions an exercise uses --------------------------------


def _statements(source):
    """The top-level statements of a code cell (magics dropped), or []."""
    text = "\n".join(
        "" if line.lstrip().startswith(("%", "!")) else line
        for line in source.splitlines()
    )
    try:
        return [(node, text) for node in ast.parse(text).body]
    except SyntaxError:
        return []


def _bound(node):
    """The names a top-level statement defines."""
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return {(a.asname or a.name).partition(".")[0] for a in node.names}
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    targets = []
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        targets = [node.target]
    elif isinstance(node, (ast.For, ast.With)):
        return set()
    return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}


def _used(node):
    """The names a statement reads that it does not bind itself (over-approximate:
    a name bound anywhere inside, a parameter or a local, is not counted)."""
    loads, stores = set(), set()
    inner = node.value if isinstance(node, ast.Assign) else node
    for sub in ast.walk(inner):
        if isinstance(sub, ast.Name):
            (loads if isinstance(sub.ctx, ast.Load) else stores).add(sub.id)
        elif isinstance(sub, ast.arg):
            stores.add(sub.arg)
        elif sub is not node and isinstance(
            sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
        ):
            stores.add(sub.name)
        elif sub is not node and isinstance(sub, (ast.Import, ast.ImportFrom)):
            stores |= _bound(sub)
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
        stores.discard(node.name)
    return loads - stores


def _import_text(node, names):
    """An import statement cut to the names in `names`."""
    keep = [a for a in node.names if (a.asname or a.name).partition(".")[0] in names]
    parts = ", ".join(a.name + (f" as {a.asname}" if a.asname else "") for a in keep)
    if isinstance(node, ast.ImportFrom):
        return f"from {'.' * node.level}{node.module or ''} import {parts}"
    return f"import {parts}"


def chapter_cells(ident, book=BOOK):
    """(code cells before the exercise, the exercise's own code cells) of the
    chapter of `ident`, solutions left out."""
    import course
    import student

    chapter = int(ident.split(".")[0])
    for path in course.chapter_paths(book):
        if int(path.name[:2]) != chapter:
            continue
        cells = nbformat.read(path, as_version=4).cells
        for i, cell in enumerate(cells):
            if cell.cell_type != "markdown":
                continue
            found = [course.exercise_heading(m.group(0)) for m in
                     course.HEADING.finditer(cell.source)]  # fmt: skip
            if not any(f and f[0] == ident for f in found):
                continue
            before = [c for c in cells[:i] if c.cell_type == "code"]
            own = []
            if found[-1][0] == ident:  # its code follows the cell
                for later in cells[i + 1 :]:
                    if later.cell_type == "markdown" and course.HEADING.search(
                        later.source
                    ):
                        break
                    own.append(later)
            keep = [c for c in before + own if not student.is_solution(c)]
            return keep[: len([c for c in before if not student.is_solution(c)])], [
                c for c in own if c.cell_type == "code" and not student.is_solution(c)
            ]
    raise KeyError(f"no Exercise {ident} in the chapters of {book}")


def definitions(ident, needed, book=BOOK, skip=()):
    """The code that defines the names `needed` as the chapter does up to and
    with the exercise `ident`: its statements, in the chapter's order, with
    what they need in turn. Raises Refused naming a name no statement defines.

    `skip` are names the sheet defines itself (the student's function).
    """
    before, own = chapter_cells(ident, book)
    statements = [s for cell in before + own for s in _statements(cell.source)]
    wanted, chosen, todo = {}, {}, list(needed)
    known = set(dir(builtins)) | set(skip)
    while todo:
        name = todo.pop()
        if name in known or name in wanted:
            continue
        at = [i for i, (node, _) in enumerate(statements) if name in _bound(node)]
        if not at:
            raise Refused(
                f"Exercise {ident} uses {name!r}, which its chapter does not define "
                "in a code cell before it (declare it in the exercise's setup)"
            )
        wanted[name] = at[-1]
        node = statements[at[-1]][0]
        chosen.setdefault(at[-1], set()).add(name)
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            todo += sorted(_used(node) - _bound(node))
    lines = []
    for i in sorted(chosen):
        node, text = statements[i]
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            lines.append(_import_text(node, chosen[i]))
        else:
            lines.append(ast.get_source_segment(text, node))
    return _tidy(lines)


def _tidy(lines):
    """Statements as a cell: the imports first, a blank line around a def."""
    imports = list(
        dict.fromkeys(x for x in lines if x.startswith(("import ", "from ")))
    )
    rest = [x for x in lines if not x.startswith(("import ", "from "))]
    out, previous = "\n".join(imports), "import"
    for line in rest:
        block = line.startswith(("def ", "class ", "@")) or previous == "def"
        gap = "\n\n\n" if block else ("\n\n" if previous == "import" else "\n")
        out = f"{out}{gap}{line}" if out else line
        previous = "def" if line.startswith(("def ", "class ", "@")) else "code"
    return out


def names_in(*expressions):
    """The names the expressions read."""
    found = set()
    for text in expressions:
        if text:
            found |= set().union(*(_used(node) for node in ast.parse(text).body))
    return found


def _defined_by_cells(source):
    """The names the top-level statements of a cell's source define."""
    return set().union(set(), *(_bound(node) for node, _ in _statements(source)))


def names_in_cells(source):
    """The names the top-level statements of a cell's source read."""
    return set().union(set(), *(_used(node) for node, _ in _statements(source)))


def setup_code(auto, params, book=BOOK):
    """The sheet's setup cell of `auto` (its chapter's definitions, the game)."""
    game = fill(auto.game, params)
    extra = fill(auto.setup, params)
    needed = names_in(game, _check_text(auto, params), auto.call, auto.expect, extra)
    needed -= _defined_by(extra)
    needed |= {"check"}
    code = definitions(auto.ident, sorted(needed), book, skip={auto.function})
    last = f"{game_name(auto, params, book)} = {game}"
    return "\n\n".join(p for p in (code, extra, last) if p)


def game_name(auto, params, book=BOOK):
    """The setup's name for the graded game: ``game``, unless the chapter's
    definitions use that name for something else."""
    needed = names_in(fill(auto.game, params), _check_text(auto, params), auto.call,
                      auto.expect, fill(auto.setup, params))  # fmt: skip
    code = definitions(auto.ident, sorted(needed | {"check"}), book,
                       skip={auto.function})  # fmt: skip
    return "exercise_game" if "game" in names_in(code) | _defined_by(code) else "game"


def _defined_by(code):
    if not code:
        return set()
    return set().union(*(_bound(node) for node in ast.parse(code).body))


def _check_text(auto, params):
    return f"dict({fill(auto.check, params)})"


# --- the expected answers, by gamelib, in the grader's process -----------------


def expected(auto, params, book=BOOK):
    """(inputs, expected, one_of) of `auto` for `params`, as plain data.

    The positions are those `gamelib.check` tests with the chapter's
    arguments; the answers are gamelib's exact answers there, computed here.
    """
    import grader

    from gamelib.tools import check as checking

    namespace = {"__name__": "__sheet_setup__"}
    exec(compile(setup_code(auto, params, book), f"<setup {auto.ident}>", "exec"),
         namespace)  # fmt: skip
    options = eval(_check_text(auto, params), namespace)
    settings = checking._Settings(
        kind=auto.kind,
        bound=options.get("bound", 2000),
        random_count=options.get("random_count", 200),
        most=1,
        time_limit=2.0,
        total_time=60.0,
        closed_form=True,
        seed=options.get("seed", 0),
    )
    given = checking._given_positions(options.get("positions"))
    game = namespace[game_name(auto, params, book)]
    families = checking._families(game, options.get("params"))
    cases = checking._positions_to_test(families, given, settings)
    truths, problem = checking._exact_answers(cases, auto.kind)
    if problem:
        raise RuntimeError(f"Exercise {auto.ident}: {problem}")
    call = eval(auto.call, namespace) if auto.call else None
    expect = eval(auto.expect, namespace) if auto.expect else None
    inputs, answers = [], []
    for case, truth in zip(cases, truths, strict=True):
        if call is not None:
            arity = checking._arity(call)
            args = call(*checking._arguments(case.shown, case.params, arity))
        else:
            args = checking._arguments(case.shown, case.params, auto.arity)
        inputs.append(grader.to_plain(list(args)))
        if expect is not None:
            truth = expect(truth)
        elif auto.kind == "move":
            truth = list(truth) or [None]
        answers.append(grader.to_plain(truth))
    return inputs, answers, auto.kind == "move"


# --- the declarations ----------------------------------------------------------


def _snim_variant(rng):
    return {
        "moves": sorted(rng.sample(range(1, 10), 3)),
        "pile": 10**18 + rng.randint(0, 99),
    }


def _bash_variant(rng):
    return {"m": rng.randint(3, 9), "pile": rng.randint(10**5, 10**6)}


def _set_variant(rng):
    return {"moves": sorted(rng.sample(range(1, 8), 3))}


def _m_variant(rng):
    return {"m": rng.randint(2, 8)}


WINS_BY_TABLE = (
    "# the outcomes of piles 0 to 2999 by the three rules, then their period\n"
    "won = []\n"
    "for k in range(3000):\n"
    "    won.append(any(not won[k - s] for s in <<moves>> if s <= k))\n"
    "period = next(p for p in range(1, 1000)\n"
    "              if all(won[k] == won[k + p] for k in range(1000, 3000 - p)))\n"
    "\n\n"
    "def <<function>>:\n"
    "    return won[n] if n < 3000 else won[1000 + (n - 1000) % period]"
)

EXERCISES = {
    auto.ident: auto
    for auto in (
        Auto("0.1", "my_rule(n)", "wins", "take_1_3_4",
             "positions=range(500)", "return n % 7 not in (0, 2)"),
        Auto("0.2", "my_two_heap_rule(a, b)", "wins", "two_heaps",
             "positions=[(a, b) for a in range(6) for b in range(6)]",
             "return a != b"),
        Auto("0.6", "my_square_rule(n)", "wins", "squares",
             "positions=range(1000)",
             "won = []\nfor k in range(n + 1):\n"
             "    won.append(any(not won[k - j * j] for j in range(1, k + 1) "
             "if j * j <= k))\nreturn won[n]", points=3),
        Auto("1.1", "my_winning_move(n)", "move", "Bash(<<m>>)",
             "positions=[*range(200), <<pile>>]",
             "r = n % (<<m>> + 1)\nreturn n - r if r else None", points=3,
             variant=_bash_variant, book={"m": 7, "pile": 100},
             note="Bash's game with moves taking 1 to <<m>>, from a pile of "
             "<<pile>> (not the chapter's numbers)"),
        Auto("1.2", "my_misere_rule(n, m)", "wins", "misere_bash",
             "params=range(1, 8), positions=range(1, 300)",
             "return n % (m + 1) != 1"),
        Auto("1.5", "my_between_rule(n, a, b)", "wins", "take_between",
             "params=between, positions=range(300)", "return n % (a + b) >= a",
             points=3),
        Auto("1.6", "my_two_pile_rule(x, y, m)", "wins", "two_bash_piles",
             "params=range(1, 6), positions=pairs_below_25",
             "return x % (m + 1) != y % (m + 1)"),
        Auto("2.1", "my_winning_move(heaps)", "move", "nim", "",
             "x = 0\nfor h in heaps:\n    x ^= h\nfor i, h in enumerate(heaps):\n"
             "    if x and h ^ x < h:\n"
             "        return (*heaps[:i], h ^ x, *heaps[i + 1 :])\nreturn None"),
        Auto("3.1", "my_value_2_3(n)", "sg", "SubtractionGame({2, 3})", "",
             "return [0, 0, 1, 1, 2][n % 5]"),
        Auto("3.5", "wins(n)", "wins", "SubtractionGame(<<moves>>)",
             "positions=[*range(300), <<pile>>, 10**30 + 1, 10**30 + 2]",
             "before = <<before>>  # the piles before the period\n"
             "cycle = <<cycle>>  # then period <<period>>\n"
             "return before[n] if n < <<start>> else "
             "cycle[(n - <<start>>) % <<period>>]",
             points=4, variant=_snim_variant,
             book={"moves": [3, 5, 9], "pile": 10**18 + 7},
             note="S-Nim with S = {<<moves>>}, and a pile of <<pile>>",
             solve=lambda p: snim_answer(p)),
        Auto("3.6", "my_divisor_value(n)", "sg", "divisor_game",
             "positions=range(1, 301)", "return (n & -n).bit_length() - 1",
             points=3),
        Auto("3.8", "my_ed_rule(a, b)", "wins", "PairSplit()", "",
             "return a % 2 == 0 or b % 2 == 0"),
        Auto("4.2", "my_misere_rule(x, y)", "wins", "misere",
             "positions=counters",
             "from math import isqrt\nx, y = sorted((x, y))\nk = y - x\n"
             "cold = x == (k + isqrt(5 * k * k)) // 2\n"
             "return not ((x, y) in {(0, 1), (2, 2)} or (cold and k >= 2))",
             points=3),
        Auto("5.2", "my_misere_134(n)", "wins", "MiserePlay(take_134)", "",
             "return n % 7 not in (1, 3)", points=3),
        Auto("5.4", "my_misere_bash(n)", "wins", "MiserePlay(Bash(<<m>>))",
             "positions=range(300)", "return n % (<<m>> + 1) != 1", points=3,
             variant=_m_variant, book={"m": 3},
             note="misère Bash with moves taking 1 to <<m>>"),
        Auto("9.1", "my_twins_value(row)", "sg", "twins", "",
             "v = 0\nfor x, coin in enumerate(row):\n    if coin == 'H':\n"
             "        v ^= x\nreturn v"),
        Auto("11.3", "my_tree_decision(heaps)", "wins", "Nim()",
             "positions=small_nim",
             "x = 0\nfor h in heaps:\n    x ^= h\nreturn x != 0"),
        Auto("12.1", "my_wins_2_4_7(n)", "wins", "SubtractionGame(<<moves>>)", "",
             WINS_BY_TABLE.replace("<<function>>", "my_wins_2_4_7(n)"),
             variant=_set_variant, book={"moves": [2, 4, 7]},
             note="the subtraction game with S = {<<moves>>}"),
    )
}  # fmt: skip


def snim_answer(params):
    """The outcome rule of S-Nim as a table, from gamelib's periodicity."""
    from gamelib import SubtractionGame, outcome, periodicity

    game = SubtractionGame(params["moves"])
    found = periodicity(game)  # of the SG values: the outcomes repeat from there
    start, period = _outcome_period(
        [outcome(game, n) == "N" for n in range(found.preperiod + 2 * found.period)],
        found.preperiod,
        found.period,
    )
    wins = [outcome(game, n) == "N" for n in range(start + period)]
    return {
        "start": start,
        "period": period,
        "before": wins[:start],
        "cycle": wins[start:],
        "pile_wins": outcome(game, params["pile"]) == "N",
    }


def _outcome_period(wins, start, period):
    """The outcomes' own (start, period), from a start and period of the SG values.

    >>> _outcome_period([False, True, False, True, True, False, True, True], 2, 6)
    (1, 3)
    """
    period = min(
        d
        for d in range(1, period + 1)
        if period % d == 0
        and all(wins[n] == wins[n + d] for n in range(start, start + period - d))
    )
    while start > 0 and wins[start - 1] == wins[start - 1 + period]:
        start -= 1
    return start, period
