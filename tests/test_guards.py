"""Calls whose cost grows with an argument answer or refuse within a CPU budget.

Each call runs in its own Python process with a CPU-time limit
(RLIMIT_CPU) and a memory limit (RLIMIT_AS), so a load of 12 on two cores
cannot fake a hang, and a call that would fill the machine's memory fails
here instead. The budget is generous (a refusal takes well under a second;
the limit is there to catch minutes, not to time anything).
"""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import gamelib as gl
import gamelib.widgets
from gamelib.theory.nimbers import nim_inverse, nim_power, nim_product
from tests import library

ROOT = Path(__file__).resolve().parents[1]
CPU_SECONDS = 30
MEMORY_BYTES = 3 << 30

RUNNER = """
import json, resource, sys
resource.setrlimit(resource.RLIMIT_CPU, ({cpu}, {cpu}))
resource.setrlimit(resource.RLIMIT_AS, ({memory}, {memory}))
import gamelib as gl
if "widgets" in sys.argv[1]:
    import gamelib.widgets
try:
    value = eval(sys.argv[1])
    print(json.dumps({{"ok": type(value).__name__}}))
except Exception as error:
    print(json.dumps({{"error": type(error).__name__, "message": str(error)}}))
"""


def run_bounded(expression):
    """Evaluate `expression` in a fresh process under the CPU and memory limits."""
    code = RUNNER.format(cpu=CPU_SECONDS, memory=MEMORY_BYTES)
    done = subprocess.run(
        [sys.executable, "-c", code, expression],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert done.returncode == 0, (
        f"{expression} did not finish within {CPU_SECONDS} s of CPU and "
        f"{MEMORY_BYTES >> 30} GiB (exit {done.returncode}): {done.stderr[-600:]}"
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize(
    ("expression", "error", "words"),
    [
        # The search: memory as well as moves.
        ("gl.sg(gl.game_from(lambda n: [n + 1]), 0)", "SearchLimitError", "gave up"),
        # Positions that grow: the memory bound stops it long before the moves.
        ("gl.sg(gl.game_from(lambda n: [n << 4096]), 1)", "SearchLimitError", "memory"),
        (
            "gl.heapgames.every_sg.step(gl.SubtractionGame({1, 3, 4}), 10**1000)",
            "SearchLimitError",
            "search_memory",
        ),
        # Listing options.
        ("gl.Bash(10**12).options(10**12)", "SearchLimitError", "search_limit"),
        (
            "gl.Sum(gl.Bash(10**7), gl.Bash(10**7)).options((10**7, 10**7))",
            "SearchLimitError",
            "too many to list",
        ),
        # Nim arithmetic on huge numbers.
        ("gl.theory.nimbers.nim_inverse(2**3000 + 7)", "ValueError", "below 2**512"),
        (
            "gl.theory.nimbers.nim_product(2**(10**6), 3)",
            "ValueError",
            "below 2**16384",
        ),
        ("gl.theory.nimbers.nim_power(2**(10**6), 2)", "ValueError", "a nim power"),
        # The lab: observing costs what the game's own budgets allow.
        (
            "gl.tools.lab.analyse('0.07', observe=200000)",
            "SearchLimitError",
            "table_limit",
        ),
        ("gl.tools.lab.analyse({1, 2}, shown=10**5)", "ValueError", "shown"),
        (
            "gl.tools.lab.analyse(lambda n: [(a, n - 1 - a) for a in range(n)], "
            "observe=10**5)",
            "SearchLimitError",
            "search_limit",
        ),
        # The Bomb Game at and beyond the judge's sizes.
        (
            "gl.graphgames.grids.bomb_table(1000, 1000)",
            "ValueError",
            "at most 40,000 cells",
        ),
        (
            "gl.sg(gl.graphgames.grids.BombGame(), frozenset({(1000, 1000), (3, 5)}))",
            "ValueError",
            "too large",
        ),
        (
            "gl.winning_moves(gl.graphgames.grids.BombGame(), "
            "frozenset((p, q) for p in "
            "range(1, 101) for q in range(1, 101) if (p * q) % 7))",
            "SearchLimitError",
            "winning moves",
        ),
    ],
)
def test_costly_calls_are_refused(expression, error, words):
    result = run_bounded(expression)
    assert result.get("error") == error, result
    assert words in result["message"]


@pytest.mark.parametrize(
    "expression",
    [
        "gl.sg(gl.game_from(lambda n: [n - 1] if n else []), 10**6)",  # deep games
        "gl.theory.nimbers.nim_power(2**511 + 5, 10**100)",
        "gl.theory.nimbers.nim_product(2**16383 + 1, 2**16000 + 3)",
        "gl.sg(gl.graphgames.grids.BombGame(), frozenset({(1000, 1), (2, 1000)}))",
        "gl.widgets.PlayWidget(gl.Nim(), (10**6,) * 3)",
        "gl.widgets.PlayWidget(gl.Nim(), (10**100,) * 3)",
        "gl.tools.lab.analyse({1, 3, 4}, observe=10**6)",
        "gl.theory.sequences.arithmetic_periodicity(list(range(10**5)) * 3)",
        "gl.theory.sequences.arithmetic_periodicity([10**30, 0] * 3)",
    ],
)
def test_large_but_feasible_calls_answer(expression):
    result = run_bounded(expression)
    assert "ok" in result, result


def naive_power(a, n):
    result = 1
    for _ in range(n):
        result = nim_product(result, a)
    return result


@pytest.mark.parametrize("a", [2, 3, 7, 200, 255, 256, 1000, 65535, 65536])
def test_nim_power_reduces_the_exponent_modulo_the_field_order(a):
    field = 2
    while field <= a:
        field *= field
    for n in [0, 1, 2, 3, 5, 17]:
        assert nim_power(a, n) == naive_power(a, n)
    for n in [field - 1, field, field + 4, 3 * (field - 1) + 2]:
        assert nim_power(a, n) == nim_power(a, (n - 1) % (field - 1) + 1)
    assert nim_power(a, field - 1) == 1  # the multiplicative group has order F - 1
    assert nim_product(a, nim_inverse(a)) == 1


def test_bomb_game_values_grow_the_table_only_as_needed():
    game = gl.graphgames.grids.BombGame()
    assert game.cell_value(1000, 1) == 999 and game.cell_value(1, 7) == 6
    small = gl.graphgames.grids.bomb_table(12, 30)
    assert all(
        game.cell_value(p, q) == small[p][q] for p in range(1, 13) for q in range(1, 31)
    )


def test_play_widget_on_a_large_position_takes_a_typed_move():
    play = gl.widgets.PlayWidget(gl.Nim(), (1000, 1000, 5))
    assert len(play.moves.children) == play.most_buttons
    assert play.typing.layout.display != "none"
    play.typed.value = "(10**3, 10**3, 2)"  # not a literal: refused, with a message
    assert play.typed_note.value and play.position == (1000, 1000, 5)
    play.typed.value = "(1000, 1000, 7)"  # not a move: refused, with a message
    assert "not a legal move" in play.typed_note.value
    play.typed.value = "(1000, 1000, 0)"  # the winning move
    assert play.transcript[0].startswith("You:")
    assert play.position != (1000, 1000, 5) and not play.typed_note.value
    small = gl.widgets.PlayWidget(gl.Nim(), (1, 2))
    assert small.typing.layout.display == "none"


def plain_arithmetic_periodicity(run, repeats=3):
    """The definition, period by period over the whole run (quadratic)."""
    total = len(run)
    for period in range(1, total // max(repeats, 2) + 1):
        saltus = run[-1] - run[-1 - period]
        start = max(
            (
                i + 1
                for i in range(total - period)
                if run[i + period] - run[i] != saltus
            ),
            default=0,
        )
        if saltus >= 0 and total - start >= repeats * period and 2 * start <= total:
            return (start, period, saltus)
    return None


def test_arithmetic_periodicity_agrees_with_its_definition():
    rng = random.Random(3)
    found = 0
    for _ in range(3000):
        run = [rng.randint(0, 5) for _ in range(rng.randint(0, 20))]
        period, saltus = rng.randint(1, 8), rng.choice([0, 0, 1, 3])
        block = [rng.randint(0, 4) for _ in range(period)]
        run += [
            block[i % period] + saltus * (i // period)
            for i in range(rng.randint(1, 80))
        ]
        if rng.random() < 0.3:
            run[rng.randrange(len(run))] += 1
        got = gl.theory.sequences.arithmetic_periodicity(run)
        want = plain_arithmetic_periodicity(run)
        assert (got and (got.preperiod, got.period, got.saltus)) == (want and want), run
        found += want is not None
    assert found > 1000  # the samples do hold patterns


def coin_games():
    """Every coin-turning game of gamelib needing no arguments (found, not listed)."""
    import inspect

    return sorted(
        name
        for name, cls in vars(gl.heapgames.coins).items()
        if inspect.isclass(cls)
        and issubclass(cls, gl.CoinTurningGame)
        and cls is not gl.CoinTurningGame
    )


@pytest.mark.parametrize("game", coin_games())
@pytest.mark.parametrize(
    "call",
    ["game.turns(10**100)", "game.turns(10**7)", "game.options('T' * 300000 + 'HH')"],
)
def test_a_coin_games_rule_at_a_huge_coin_is_refused_not_run(game, call):
    """The ruler game's rule at coin 10**100 is 10**100 sets of coins: listing
    the sets counts against search_limit, and a row's options against
    search_memory, so each call ends with SearchLimitError in seconds."""
    done = run_bounded(f"(lambda game: {call})(gl.heapgames.coins.{game}())")
    assert done.get("error") == "SearchLimitError", done
    assert "search_" in done["message"], done


def huge_shapes(game, most=6):
    """The registry game's sample shapes with a heap of 10**5 or more, or a
    long row: where listing options or moves could run away."""
    import random

    def size(position):
        if isinstance(position, int):
            return position
        if isinstance(position, str):
            return len(position) * 1000
        if isinstance(position, (tuple, list)):
            return max((size(p) for p in position), default=0)
        return 0

    try:
        shapes = game.sample_shapes(random.Random(0))
    except (NotImplementedError, AttributeError):
        return []
    big = [s for s in shapes if size(s) >= 10**5]
    big.sort(key=size, reverse=True)
    return big[:most]


def bounded_in_fork(call):
    """Run `call` in a forked child under the CPU and memory limits: the
    outcome ("ok", "refused: ...", "error: ...") or how the child died."""

    def work():
        try:
            call()
            return "ok"
        except gl.SearchLimitError as error:
            return f"refused: {error}"
        except (ValueError, TypeError) as error:
            return f"error: {type(error).__name__}: {error}"
        except BaseException as error:  # MemoryError, RecursionError, ...
            return f"FAILED with {type(error).__name__}: {error}"

    return library.run_in_fork(work, CPU_SECONDS, MEMORY_BYTES)


def test_options_and_winning_moves_of_every_huge_shape_end_cleanly():
    """Every game of the hooks' registry, on its largest sample shapes (heaps
    of 10**18 and beyond 2**64, long rows): options() and winning_moves()
    answer, or refuse with SearchLimitError or a ValueError that says why,
    within 30 s of CPU and 3 GiB; never a MemoryError, a crash or a hang.
    (It found Kayles' options of a heap of 10**18 filling the memory, and
    Moore's Nim's options overflowing.)"""
    from tests.test_hooks import _registry

    found = []
    for game, _ in _registry():
        for shape in huge_shapes(game):
            for name, call in (
                ("options", lambda g=game, s=shape: g.options(s)),
                ("winning_moves", lambda g=game, s=shape: gl.winning_moves(g, s)),
            ):
                outcome = bounded_in_fork(call)
                if outcome.startswith("FAILED"):
                    found.append(f"{game!r}.{name}({str(shape)[:60]}): {outcome}")
    assert found == [], "\n".join(found)


WALK = [
    "gl.sg(gl.Bash(10**6), 10**6, closed_form=False)",
    "gl.heapgames.coins.TurningTurtles().options('H' * 10**5)",
    "gl.heapgames.coins.RulerGame().options('H' * 3000)",
    "gl.winning_moves(gl.Nim(), (3,) * 10**6 + (1,))",
    "list(gl.EuclidGame().options((10**18, 1)))",
    "gl.heapgames.every_sg.step(gl.EverySG(*[gl.Nim()] * 10), (10**6,) * 10)",
    "gl.winning_moves(gl.Sum(gl.Nim(), gl.Nim()), ((10**6,), (10**6,)))",
    "gl.sg(gl.game_from(lambda s: [s + s]), 'ab')",
    "gl.sg(gl.game_from(lambda n: [n << n.bit_length()]), 3)",
    "gl.sg(gl.game_from(lambda n: [n * n]), 3)",
    "gl.game_graph(gl.game_from(lambda s: [s + s]), 'ab')",
    "gl.partizan.games.PartizanGame(left=__import__('itertools').count())",
    "gl.sg(gl.game_from(lambda: []), 3)",
    # a move that copies and sorts a row of hundreds of rectangles
    "gl.sg(gl.graphgames.grids.CuttingGame(), ((30, 30),), closed_form=False)",
]


@pytest.mark.parametrize("expression", WALK)
def test_the_largest_shapes_and_growing_games_end_cleanly(expression):
    """Each call answers or refuses clearly within the CPU and memory limits:
    never a MemoryError, a RecursionError or a crash of the child."""
    outcome = bounded_in_fork(lambda: eval(expression))
    assert not outcome.startswith("FAILED"), outcome


def test_a_check_whose_truths_would_take_minutes_is_refused_at_once():
    """Every Grundy heap below 100,000 has n / 2 options: the exact winning
    moves of them all are about 2.5 billion option visits (minutes). check
    estimates the cost from a few positions and refuses, naming the bound."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    outcome = bounded_in_fork(
        lambda: gl.check(lambda n: None, gl.GrundyGame(), kind="move", bound=100000)
    )
    spent = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before
    assert outcome.startswith("error: ValueError"), outcome
    assert "bound=100,000" in outcome and "smaller bound" in outcome, outcome
    assert spent < 10, f"the refusal took {spent:.1f} s of CPU"


def _grundy_largest():
    import random

    shapes = gl.GrundyGame().sample_shapes(random.Random(0))
    return max(shapes, key=lambda s: (sum(s), len(s)))


@pytest.mark.parametrize(
    ("game", "position"),
    [
        (gl.GrundyGame, _grundy_largest),  # 64 heaps of thousands: options
        (lambda: gl.SubtractionGame({1, 2}), lambda: 10**5000),  # big positions
        (gl.heapgames.coins.TurningTurtles, lambda: "H" * 3000),  # long rows
        (gl.Nim, lambda: (10**4,)),  # many moves
    ],
)
def test_from_impartial_charges_the_tree_it_builds(game, position):
    """from_impartial builds one PartizanGame per reachable position, and
    lists each position's options before that: on Grundy's Game's largest
    sample shape it filled 3 GiB in a bare MemoryError, and on a subtraction
    game from 10**5000 (each position 2 KB, counted as one step) too. It must
    answer or refuse naming search_memory or search_limit, within the CPU and
    memory limits at the default budgets (which the charge must therefore
    not understate by three times)."""
    outcome = bounded_in_fork(
        lambda: gl.partizan.games.from_impartial(game(), position())
    )
    assert outcome == "ok" or outcome.startswith("refused"), outcome
    assert outcome == "ok" or "search_" in outcome, outcome


def test_from_impartial_still_builds_the_nimber():
    """The charge refuses nothing small: the game equals the nimber of the
    XOR of the heaps' values, each computed by the search."""
    P = gl.partizan.games
    for heaps in [(9, 7), (12,), (5, 6, 7)]:
        built = P.from_impartial(gl.GrundyGame(), heaps)
        total = 0
        for heap in heaps:
            total ^= gl.sg(gl.GrundyGame(), heap, closed_form=False)
        assert built.equals(P.nimber(total)), heaps
