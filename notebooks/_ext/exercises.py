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

BOOK = Path(__file__).resolve().parents[1]
KINDS = ("wins", "outcome", "sg", "move", "value")

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
    key : callable
        ``params -> str``: the variant's answer key, by gamelib (the exam bank).
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
    key: object = None

    @property
    def function(self):
        """The function's name, or for a value the names it sets."""
        return self.signature if self.is_value else self.signature.partition("(")[0]

    @property
    def is_value(self):
        """Is the answer a value the cell sets (``my_count``) or a tuple of
        them (``(my_period, my_preperiod)``), not a function?"""
        return self.kind == "value" and not re.fullmatch(r"\w+\(.*\)", self.signature)

    @property
    def arity(self):
        inside = self.signature.partition("(")[2].rstrip(")").strip()
        return len(inside.split(",")) if inside else 0


def answer_source(auto, params):
    """The reference answer cell: `auto.answer` as the function's body, or as the
    whole cell when it defines the function itself."""
    answer = fill(auto.answer, params)
    if auto.is_value or f"def {auto.function}(" in answer:
        return answer
    body = "\n".join(f"    {line}" if line else "" for line in answer.splitlines())
    return f"def {auto.signature}:\n{body}"


def fill(text, params):
    """`text` with every ``<<name>>`` replaced by ``str(params[name])``, and
    ``<<name:items>>`` by the items of a list, comma-separated.

    >>> fill("S = {<<s:items>>}, m = <<m>>", {"s": [1, 4], "m": 3})
    'S = {1, 4}, m = 3'
    """

    def one(match):
        value = params[match.group(1)]
        return ", ".join(map(str, value)) if match.group(2) else str(value)

    return re.sub(r"<<(\w+)(:items)?>>", one, text)


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

    cells, i, _, last = course.find_exercise(ident, book)
    before = [
        c for c in cells[:i] if c.cell_type == "code" and not student.is_solution(c)
    ]
    own = course.cells_after(cells, i) if last else []  # its code follows the cell
    return before, [
        c for c in own if c.cell_type == "code" and not student.is_solution(c)
    ]


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
    _add_mutations(statements, wanted, chosen, skip)
    lines = []
    for i in sorted(chosen):
        node, text = statements[i]
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            lines.append(_import_text(node, chosen[i]))
        else:
            lines.append(ast.get_source_segment(text, node))
    return _tidy(lines)


def _mutates(node):
    """Does a statement that binds nothing change objects in place: a loop or a
    method call such as ``graph.add_edge(...)``?"""
    if isinstance(node, (ast.For, ast.While, ast.With, ast.If)):
        return True
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Call)
        and isinstance(node.value.func, ast.Attribute)
        and isinstance(node.value.func.value, ast.Name)
        and node.value.func.attr.startswith(CHANGES)
    )


#: The methods that change their object (a graph, a list, a set, a dict).
CHANGES = ("add", "append", "extend", "update", "insert", "remove", "discard",
           "pop", "clear", "set", "sort", "reverse", "delete")  # fmt: skip


def _add_mutations(statements, wanted, chosen, skip):
    """Add to `chosen` the statements after a wanted name's definition that
    change it in place (and use nothing the sheet lacks), in the chapter's order."""
    for i, (node, _) in enumerate(statements):
        if i in chosen or not _mutates(node):
            continue
        uses = _used(node)
        touched = [n for n in uses if n in wanted and wanted[n] < i]
        if touched and not uses & set(skip) and "check" not in uses:
            defined = {n for n, at in wanted.items() if at < i}
            if uses - defined - set(dir(builtins)) - _bound_inside(node):
                continue  # it needs more than the sheet has: leave it out
            chosen.setdefault(i, set())


def _bound_inside(node):
    """Names a loop or block binds itself (its targets)."""
    return {
        n.id
        for sub in ast.walk(node)
        for n in ast.walk(sub)
        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)
    }


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
    if auto.kind != "value":
        needed |= {"check"}
    code = definitions(auto.ident, sorted(needed), book, skip={auto.function})
    last = f"{game_name(auto, params, book)} = {game}" if game else ""
    return "\n\n".join(p for p in (code, extra, last) if p)


def game_name(auto, params, book=BOOK):
    """The setup's name for the graded game: ``game``, unless the chapter's
    definitions use that name for something else."""
    extra = fill(auto.setup, params)
    needed = names_in(fill(auto.game, params), _check_text(auto, params), auto.call,
                      auto.expect, extra) - _defined_by(extra)  # fmt: skip
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
    if auto.kind == "value":  # `expect` computes the answer from the arguments
        truth = eval(auto.expect, namespace)
        calls = [tuple(args) for args in options.get("positions", [()])]
        inputs = [grader.to_plain(list(args)) for args in calls]
        return inputs, [grader.to_plain(truth(*args)) for args in calls], False
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


#: What a statement takes from its chapter's text (not its code): said again
#: in the sheet, after the statement.
CONTEXT = {
    "4.3": "Here, as in chapter 4, $\\varphi = (1 + \\sqrt 5) / 2$, "
    "$a_k = \\lfloor k\\varphi \\rfloor$ and $b_k = a_k + k$: the cold "
    "positions of Wythoff's game are the pairs $(a_k, b_k)$, $k = 0, 1, 2, \\dots$",
}


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


WYTHOFF_MOVE = """from math import isqrt


def lower(k):
    \"\"\"a_k = floor(k * phi), exactly.\"\"\"
    return (k + isqrt(5 * k * k)) // 2


def partner(n):
    \"\"\"The other pile of the cold pair holding n.\"\"\"
    root = isqrt(5 * n * n)
    near = ((root - n) // 2, (3 * n - root) // 2)  # n / phi and n / phi**2
    for j in {max(0, j + d) for j in near for d in (-1, 0, 1, 2)}:
        if lower(j) == n:
            return n + j
        if lower(j) + j == n:
            return lower(j)
    raise AssertionError(n)


def my_winning_move(x, y):
    low = lower(abs(y - x))
    if min(x, y) > low:
        d = min(x, y) - low
        return (x - d, y - d)
    if partner(y) < x:
        return (partner(y), y)
    return (x, partner(x)) if partner(x) < y else None"""

FRAENKEL = """pairs = []  # the mex rule with b_k = a_k + 2k
used = set()
for k in range(40):
    a = min(set(range(200)) - used)
    pairs.append((a, a + 2 * k))
    used |= {a, a + 2 * k}
cold = {p for a, b in pairs for p in ((a, b), (b, a))}


def my_fraenkel_rule(x, y):
    return (x, y) not in cold"""

MISERE_NIM_MOVE = """def my_misere_move(heaps):
    big = [i for i, h in enumerate(heaps) if h > 1]
    ones = [i for i, h in enumerate(heaps) if h == 1]
    if len(big) == 1:  # leave an odd number of heaps of 1
        i = big[0]
        return (*heaps[:i], 1 - len(ones) % 2, *heaps[i + 1 :])
    if not big:
        if len(ones) % 2:
            return None
        return (*heaps[: ones[0]], 0, *heaps[ones[0] + 1 :])
    x = 0
    for h in heaps:
        x ^= h
    for i, h in enumerate(heaps):
        if x and h ^ x < h:
            return (*heaps[:i], h ^ x, *heaps[i + 1 :])
    return None"""

LASKER = """def lasker_value(n):
    \"\"\"Lasker's Nim: 4k + 3 and 4k + 4 swap their values.\"\"\"
    return n + 1 if n % 4 == 3 else n - 1 if n % 4 == 0 and n else n
"""

LASKER_MOVE = (
    LASKER
    + """

def my_lasker_move(heaps):
    total = 0
    for n in heaps:
        total ^= lasker_value(n)
    for i, n in enumerate(heaps):  # take: to the heap of value g(n) ^ total
        target = lasker_value(n) ^ total
        if total and lasker_value(target) < n:
            return (*heaps[:i], lasker_value(target), *heaps[i + 1 :])
    for i, n in enumerate(heaps):  # else split: a small first part will do
        target = lasker_value(n) ^ total
        for a in range(1, min(n // 2, 64) + 1):
            if total and lasker_value(a) ^ lasker_value(n - a) == target:
                return (*heaps[:i], a, n - a, *heaps[i + 1 :])
    return None"""
)

EUCLID_MOVE = """def wins(a, b):
    a, b = max(a, b), min(a, b)
    if b == 0 or a % b == 0 or a >= 2 * b:
        return b != 0
    return not wins(b, a - b)


def my_euclid_move(a, b):
    if a < b:
        move = my_euclid_move(b, a)
        return None if move is None else move[::-1]
    r = a % b
    if r == 0:
        return (0, b)
    if a >= 2 * b:
        return (r, b) if not wins(b, r) else (r + b, b)
    return (a - b, b) if not wins(b, a - b) else None"""

RULER_MOVE = """def my_ruler_move(row):
    heads = [x for x, coin in enumerate(row, start=1) if coin == "H"]
    v = 0
    for x in heads:
        v ^= x & -x
    for x in heads if v else []:
        i, code = 0, (x ^ x >> 1) ^ v  # invert the Gray code
        while code:
            i, code = i ^ code, code >> 1
        if i < x:
            turned = "".join("H" if c == "T" else "T" for c in row[i:x])
            return row[:i] + turned + row[x:]
    return None"""

STAIRCASE_MOVE = """def my_staircase_move(stairs):
    v = 0
    for c in stairs[0::2]:
        v ^= c
    for i in range(0, len(stairs), 2) if v else []:
        if stairs[i] ^ v < stairs[i]:
            moved = stairs[i] - (stairs[i] ^ v)
            after = list(stairs)
            after[i] -= moved
            if i:
                after[i - 1] += moved
            return tuple(after)
    return None"""

FIBONACCI_MOVE = """def smallest_term(n):
    \"\"\"The smallest Fibonacci number of n's Zeckendorf sum.\"\"\"
    fib = [1, 2]
    while fib[-1] <= n:
        fib.append(fib[-1] + fib[-2])
    last = n
    for f in reversed(fib):
        if f <= n:
            n, last = n - f, f
    return last


def my_fibonacci_move(pile, most):
    z = smallest_term(pile) if pile else 1
    return (pile - z, min(2 * z, pile - z)) if z <= most else None"""

ROW_MOVE = """from functools import cache


def options(pieces):
    taken, moves = set(pieces), []
    for p in pieces:
        empty = [c for c in range(p + 1, 9) if c not in taken]
        if empty:
            moves.append(tuple(sorted(taken - {p} | {empty[0]})))
    return moves


@cache
def wins(pieces):
    return any(not wins(q) for q in options(pieces))


def my_row_move(pieces):
    return next((q for q in options(pieces) if not wins(q)), None)"""

# An octal game whose only move takes `code` counters, leaving 0, 1 or 2 rows.
OCTAL_TABLE = """G = []
for n in range({size}):
    seen = set()
    for take in {code}:
        for a in range(n - take + 1):
            seen.add(G[a] ^ G[n - take - a])
    G.append(min(set(range(len(seen) + 1)) - seen))


def {name}(n):
    return {answer}"""

KAYLES_MOVE = """G = []  # Kayles: take 1 or 2 adjacent pins, leaving 0, 1 or 2 rows
for n in range(300):
    seen = {G[a] ^ G[n - t - a] for t in (1, 2) for a in range(n - t + 1)}
    G.append(min(set(range(len(seen) + 1)) - seen))


def value(n):
    return G[n] if n < 300 else G[228 + (n - 228) % 12]  # period 12 from 72


def my_kayles_move(rows):
    total = 0
    for r in rows:
        total ^= value(r)
    for i, row in enumerate(rows):
        target = total ^ value(row)
        if not total or target >= value(row):
            continue
        for t in (1, 2):
            for a in range(min(row - t, 300) + 1):
                b = row - t - a
                if value(a) ^ value(b) == target:
                    rest = tuple(r for r in (a, b) if r)
                    return (*rows[:i], *rest, *rows[i + 1 :])
    return None"""


def _position_variant(name, low, high, count):
    """A variant that changes a by-hand position: `count` numbers in [low, high]."""

    def make(rng):
        return {name: tuple(rng.randint(low, high) for _ in range(count))}

    return make


def _moves_key(game, position, misere=False):
    """A key: who wins from `position`, and every winning move, by gamelib."""
    from gamelib import outcome, winning_moves

    if outcome(game, position, misere=misere) == "P":
        return f"{position} is a P-position: the first player loses"
    moves = winning_moves(game, position, misere=misere)
    return f"the first player wins from {position}; winning moves: {moves}"


def _key(make_game, name, misere=False):
    def key(params):
        return _moves_key(make_game(), params[name], misere)

    return key


def _wythoff():
    from gamelib import Wythoff

    return Wythoff()


def _kayles():
    from gamelib import OctalGame

    return OctalGame("0.77")


def _nim():
    from gamelib import Nim

    return Nim()


def _lasker():
    from gamelib import LaskerNim

    return LaskerNim()


def _euclid():
    from gamelib import EuclidGame

    return EuclidGame()


def _three_games():
    from gamelib import Bash, Nim, SubtractionGame, Sum

    return Sum(SubtractionGame({1, 3, 4}), Bash(3), Nim())


def _sum_variant(rng):
    return {"start": (rng.randint(5, 30), rng.randint(5, 30), (rng.randint(1, 15),))}


def _ruler():
    from gamelib import RulerGame

    return RulerGame()


def _ruler_variant(rng):
    heads = sorted(rng.sample(range(1, 17), 3))
    return {
        "heads": heads,
        "start": "".join("H" if x in heads else "T" for x in range(1, 17)),
    }


def _fibonacci_key(params):
    from gamelib import FibonacciNim

    game = FibonacciNim()
    return _moves_key(game, game.start(params["pile"]))


def _subtraction_key(params):
    from gamelib import SubtractionGame, periodicity, sg_sequence

    game = SubtractionGame(params["moves"])
    found = periodicity(game)
    values = sg_sequence(game, found.preperiod + found.period).tolist()
    start = found.preperiod
    return (
        f"the SG values are {values[:start]} then {values[start:]}"
        f" repeated (period {found.period} from pile {found.preperiod}); the "
        "P-positions are the piles of value 0"
    )


SG_BY_TABLE = (
    "# the SG values of piles 0 to 2999 by the mex rule, then their period\n"
    "g = []\n"
    "for k in range(3000):\n"
    "    seen = {g[k - s] for s in <<moves>> if s <= k}\n"
    "    g.append(min(set(range(len(seen) + 1)) - seen))\n"
    "period = next(p for p in range(1, 1000)\n"
    "              if all(g[k] == g[k + p] for k in range(1000, 3000 - p)))\n"
    "\n\n"
    "def <<function>>:\n"
    "    return g[n] if n < 3000 else g[1000 + (n - 1000) % period]"
)


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
        Auto("0.1", "my_rule(n)", "wins", "SubtractionGame(<<moves>>)",
             "positions=range(500)",
             WINS_BY_TABLE.replace("<<function>>", "my_rule(n)"),
             setup="from gamelib import SubtractionGame",
             variant=_set_variant, book={"moves": [1, 3, 4]},
             note="the game \"take <<moves:items>> counters\" (a subtraction set) "
             "instead of \"take 1, 3 or 4\"", key=_subtraction_key),
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
             variant=_position_variant("start", 1, 31, 4),
             book={"start": (5, 9, 12, 14)}, key=_key(_nim, "start"),
             note="the position <<start>> instead of (5, 9, 12, 14)",
             answer=
             "x = 0\nfor h in heaps:\n    x ^= h\nfor i, h in enumerate(heaps):\n"
             "    if x and h ^ x < h:\n"
             "        return (*heaps[:i], h ^ x, *heaps[i + 1 :])\nreturn None"),
        Auto("3.1", "my_value_2_3(n)", "sg", "SubtractionGame(<<moves>>)", "",
             SG_BY_TABLE.replace("<<function>>", "my_value_2_3(n)"),
             variant=lambda rng: {"moves": sorted(rng.sample(range(1, 7), 2))},
             book={"moves": [2, 3]}, key=_subtraction_key,
             note="the subtraction game with S = {<<moves:items>>} instead of {2, 3}"),
        Auto("3.5", "wins(n)", "wins", "SubtractionGame(<<moves>>)",
             "positions=[*range(300), <<pile>>, 10**30 + 1, 10**30 + 2]",
             "before = <<before>>  # the piles before the period\n"
             "cycle = <<cycle>>  # then period <<period>>\n"
             "return before[n] if n < <<start>> else "
             "cycle[(n - <<start>>) % <<period>>]",
             points=4, variant=_snim_variant,
             book={"moves": [3, 5, 9], "pile": 10**18 + 7},
             note="S-Nim with S = {<<moves:items>>}, and a pile of <<pile>>",
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
        Auto("1.3", "my_next_total(total)", "move", "Bash(3)",
             "positions=range(1, 22)", "if total % 4 == 1:\n    return None\n"
             "return total + (1 - total) % 4",
             call="lambda pile: (21 - pile,)",
             expect="lambda moves: [21 - m for m in moves] or [None]"),
        Auto("2.4", "my_plus_rule(a, b)", "wins", "plus", "positions=below_20",
             "from math import isqrt\n\na, b = sorted((a, b))\nk = b - a\n"
             "return a != (k + isqrt(5 * k * k)) // 2"),
        Auto("2.5", "my_budget_rule(heaps, b)", "wins", "with_additions",
             "positions=budget_positions",
             "x = 0\nfor h in heaps:\n    x ^= h\nreturn x != 0", points=3),
        Auto("3.2", "my_sum_value(a, b, heaps)", "sg", "three_games", "",
             variant=_sum_variant, book={"start": (10, 7, (5,))},
             key=_key(_three_games, "start"),
             note="the position <<start>> (a pile, a pile, the Nim heaps) instead "
             "of (10, 7, (5,))",
             answer=
             "x = [0, 1, 0, 1, 2, 3, 2][a % 7] ^ (b % 4)\nfor h in heaps:\n"
             "    x ^= h\nreturn x"),
        Auto("4.1", "my_winning_move(x, y)", "move", "game", "", WYTHOFF_MOVE,
             points=3, variant=_position_variant("start", 200, 3000, 2),
             book={"start": (1000, 1618)}, key=_key(_wythoff, "start"),
             note="the position <<start>> instead of (1000, 1618)"),
        Auto("4.7", "my_fraenkel_rule(x, y)", "wins", "fraenkel",
             "positions=small", FRAENKEL, points=3),
        Auto("5.1", "my_misere_move(heaps)", "move", "misere_nim",
             "positions=playable", MISERE_NIM_MOVE, points=3,
             variant=_position_variant("start", 1, 7, 4),
             book={"start": (5, 1, 1, 1)}, key=_key(_nim, "start", misere=True),
             note="the position <<start>> instead of (5, 1, 1, 1)"),
        Auto("6.1", "my_lasker_move(heaps)", "move", "lasker", "", LASKER_MOVE,
             points=3, variant=_position_variant("start", 1, 12, 3),
             book={"start": (2, 2, 3)}, key=_key(_lasker, "start"),
             note="the position <<start>> instead of (2, 2, 3)"),
        Auto("6.2", "my_three_way_value(n)", "sg", "three_way",
             "positions=single_heaps", "if n % 8 == 7:\n    return n + 1\n"
             "if n % 8 == 0 and n:\n    return n - 1\nreturn n",
             call="lambda heaps: heaps"),
        Auto("6.5", "my_misere_rule(heaps)", "wins", "misere_lasker",
             "positions=few_heaps", LASKER + "\n\ndef my_misere_rule(heaps):\n"
             "    values = [lasker_value(h) for h in heaps]\n    x = 0\n"
             "    for v in values:\n        x ^= v\n"
             "    if max(values, default=0) > 1:\n        return x != 0\n"
             "    return x == 0", points=3),
        Auto("6.6", "my_euclid_move(a, b)", "move", "euclid", "positions=pairs",
             EUCLID_MOVE, points=3, variant=_position_variant("start", 10, 99, 2),
             book={"start": (34, 21)}, key=_key(_euclid, "start"),
             note="the pair <<start>> instead of (34, 21) and (35, 21)"),
        Auto("6.8", "my_second_row(q)", "sg", "bombs", "positions=second_row",
             "return 1 if q <= 2 else 0", call="lambda board: (min(board)[1],)"),
        Auto("7.1", "my_claw_value(k)", "sg", "claw", "positions=claws",
             "return k % 2 + 1", call="lambda position: (len(position) - 1,)"),
        Auto("7.2", "my_polygon_value(n)", "sg", "bouquet", "positions=alone",
             "return n % 2", call="lambda position: (len(position),)", points=3),
        Auto("7.5", "my_lollipop_value(a, n)", "sg", "garden",
             "positions=list(alone)", "return a + n % 2", call="lambda p: alone[p]"),
        Auto("8.1", "my_path_rule(n, v)", "wins", "on_paths",
             "positions=on_paths.starts()", "return n % 2 == 0 or v % 2 == 1",
             call="lambda token, visited: token", points=3),
        Auto("8.2", "my_kab_rule(a, b, side)", "wins", "on_complete",
             "positions=starts_kab", "return (a, b)[side] <= (a, b)[1 - side]",
             call="lambda token, visited: token[:3]"),
        Auto("8.3", "my_good_cell(row, column)", "outcome", "on_board",
             "positions=on_board.starts()", "return (row + column) % 2 == 1",
             call="lambda token, visited: token", expect="lambda t: t == 'P'"),
        Auto("8.4", "my_reply(token, visited)", "move", "starts['c']",
             "positions=from_c",
             "pairs = {'a': 'b', 'b': 'a', 'd': 'e', 'e': 'd', 'f': 'g', 'g': 'f'}\n"
             "partner = pairs.get(token)\n"
             "if partner is None or partner in visited:\n    return None\n"
             "return (partner, visited | {partner})"),
        Auto("8.5", "my_rectangle_rule(n, m)", "wins", "on_boards",
             "positions=corners", "return n * m % 2 == 0",
             call="lambda token, visited: token[:2]", points=3),
        Auto("8.6", "my_five_rule(r, c)", "wins", "five",
             "positions=five.starts()", "return (r + c) % 2 == 0",
             call="lambda token, visited: token", expect="lambda wins: not wins"),
        Auto("9.2", "my_ruler_move(row)", "move", "ruler", "", RULER_MOVE,
             points=3, variant=_ruler_variant, key=_key(_ruler, "start"),
             book={"heads": [3, 6, 12], "start": "TTHTTHTTTTTH"},
             note="the heads coins <<heads:items>> of a row of 16 coins"),
        Auto("9.3", "my_staircase_move(stairs)", "move", "staircase", "",
             STAIRCASE_MOVE, points=3),
        Auto("9.5", "my_fibonacci_move(pile, most)", "move", "fib_nim", "",
             FIBONACCI_MOVE, points=3, key=_fibonacci_key,
             variant=lambda rng: {"pile": rng.randint(500, 5000)},
             book={"pile": 1000}, note="the winning first moves from a pile of "
             "<<pile>> instead of 1000"),
        Auto("9.6", "my_corners_value(heads)", "sg", "corners_game",
             "positions=grids",
             "product = [[0, 0, 0], [0, 1, 2], [0, 2, 3]]  # nim products below 3\n"
             "x = 0\nfor a, b in heads:\n    x ^= product[a][b]\nreturn x"),
        Auto("9.8", "my_tree_move(ones)", "move", "tree_game",
             "positions=weightings",
             "at_root = sorted(e for e in ones if 1 in e)\n"
             "return ones - {at_root[0]} if len(at_root) % 2 else None"),
        Auto("9.9", "my_row_move(pieces)", "move", "row8", "positions=rows8",
             ROW_MOVE),
        Auto("10.1", "my_kayles_move(rows)", "move", "kayles", "bound=60",
             KAYLES_MOVE, points=3, variant=_position_variant("start", 2, 12, 3),
             book={"start": (4, 7, 9)}, key=_key(_kayles, "start"),
             note="rows of <<start>> pins instead of 4, 7 and 9"),
        Auto("10.3", "first_player_wins(n)", "wins", "dawson", "positions=rows",
             OCTAL_TABLE.format(code="(2,)", size=1001, name="first_player_wins",
                                answer="G[n] != 0"),
             call="lambda position: position"),
        Auto("10.4", "my_first_player_wins(n)", "wins", "on_board",
             "positions=empty_rows",
             OCTAL_TABLE.format(code="(3,)", size=40, name="my_first_player_wins",
                                answer="G[n + 2] != 0"),
             call="lambda board: (len(board),)"),
        Auto("10.6", "my_value_026(n)", "sg", "OctalGame('0.26')",
             "positions=heaps_026", "return (n - 1) % 4 if n else 0",
             call="lambda position: position", points=3),
        Auto("12.3", "my_three_way_value(n)", "sg", "split3", "bound=300",
             "if n % 8 == 7:\n    return n + 1\nif n % 8 == 0 and n:\n"
             "    return n - 1\nreturn n"),
        Auto("12.5", "my_halves_value(n)", "sg", "halves_game", "bound=300",
             "return n if n < 3 else (n + 1) % 4", points=3),
        Auto("2.3", "my_count(k)", "value", "",
             "positions=[(k,) for k in range(1, 5)]", "return 4**k",
             expect="count_by_search", points=3),
        Auto("4.4", "my_first_failure", "value", "", "",
             "my_first_failure = 2584  # the first k where float32 is wrong",
             expect="lambda: next(k for k in range(1, 10**7) "
             "if float32_lower(k) != lower(k))"),
        Auto("10.2", "my_count", "value", "", "",
             "my_count = 2 * 497 + 2 * 20 + 3  # 2 n0 + 2 p + t heaps",
             expect="lambda: periodicity(OctalGame('0.177')).upto"),
        Auto("12.2", "(my_period, my_preperiod)", "value", "", "",
             "my_period, my_preperiod = 142, 7315",
             expect="lambda: (periodicity(OctalGame('0.356')).period, "
             "periodicity(OctalGame('0.356')).preperiod)"),
        Auto("12.1", "my_wins_2_4_7(n)", "wins", "SubtractionGame(<<moves>>)", "",
             WINS_BY_TABLE.replace("<<function>>", "my_wins_2_4_7(n)"),
             variant=_set_variant, book={"moves": [2, 4, 7]},
             note="the subtraction game with S = {<<moves:items>>}",
             key=_subtraction_key),
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
