"""The explorers and the play widget, driven without a browser."""

import pytest

import gamelib as gl
from gamelib.widgets import BashExplorer, PlayWidget


def test_bash_explorer_follows_its_sliders():
    explorer = BashExplorer(heap=10, max_take=3)
    assert "take 2, leaving 8" in explorer.status.value
    assert explorer.p_positions == [0, 4, 8, 12, 16, 20, 24]
    explorer.max_take.value = 4
    assert explorer.p_positions == [0, 5, 10, 15, 20]
    assert "P-position" in explorer.status.value
    explorer.heap.value = 7
    assert "take 2, leaving 5" in explorer.status.value
    assert set(explorer.graph.nodes) == set(range(8))
    assert explorer.picture.value.count('class="P"') == 2  # heaps 0 and 5
    assert explorer.last_update_seconds is not None


def test_bash_explorer_highlights_the_winning_move():
    explorer = BashExplorer(heap=7, max_take=2)
    assert 'stroke="#d7191c"' in explorer.picture.value
    explorer.heap.value = 9
    assert 'stroke="#d7191c"' not in explorer.picture.value


def test_play_widget_computer_answers_with_winning_moves():
    play = PlayWidget(gl.Bash(3), 10)
    assert [b.description for b in play.moves.children] == [
        "take 1",
        "take 2",
        "take 3",
    ]
    play.play(9)  # a losing move: the computer takes 1 to reach 8
    assert play.position == 8
    while play.winner is None:
        play.play(play.options()[0])
        assert play.position % 4 == 0
    assert play.winner == "computer"
    assert play.moves.children == ()


def test_play_widget_reader_can_win_and_buttons_work():
    play = PlayWidget(gl.Nim(), (1, 2))
    winning = [b for b in play.moves.children if b.description == "heap 2: 2 → 1"]
    winning[0].click()
    assert play.position in {(0, 1), (1, 0)}
    play.play((0, 0))
    assert play.winner == "you"
    assert "You win" in play.status.value


def test_play_widget_computer_first_and_reset():
    play = PlayWidget(gl.Bash(2), 7, computer_first=True)
    assert play.position == 6
    play.new_game.click()
    assert play.position == 7 and play.transcript == []
    play.computer_starts.click()
    assert play.transcript[0].startswith("Computer: take 1")


def test_play_widget_keeps_the_answer_until_the_hint_is_asked_for():
    play = PlayWidget(gl.Bash(3), 10)
    assert play.status.value == "Your move from <b>10</b>."
    play.hint.value = True
    assert "an N-position" in play.status.value and "take 2" in play.status.value
    play.play(9)  # the computer answers to 8, a P-position for the reader
    assert "a P-position" in play.status.value
    play.hint.value = False
    assert "Hint" not in play.status.value and "<b>8</b>" in play.status.value


def test_play_widget_refuses_illegal_moves():
    play = PlayWidget(gl.Bash(3), 5)
    with pytest.raises(ValueError, match="not a legal move from 5"):
        play.play(0)
    with pytest.raises(ValueError, match="heap"):
        PlayWidget(gl.Bash(3), -1)


def test_play_widget_escapes_what_the_readers_game_says():
    from gamelib.widgets import PlayWidget

    def options(position):
        return {"<b>start</b>": ["<script>x</script>"], "<script>x</script>": []}[
            position
        ]

    game = gl.game_from(options, name="markup")
    play = PlayWidget(game, "<b>start</b>")
    assert "<b>start</b>" not in play.status.value
    assert "&lt;b&gt;start&lt;/b&gt;" in play.status.value
    play.play("<script>x</script>")
    assert "<script>" not in play.history.value + play.status.value


def test_misere_play_widget_computer_wins_every_misere_p_position():
    import random

    from gamelib.widgets import MiserePlayWidget

    rng = random.Random(5)
    nim = gl.Nim()
    # (1, 1, 1), (2, 2), (1, 2, 3) and (1, 4, 5) are misère P-positions
    # (Theorem 5.1): whatever the reader plays, the computer wins.
    for start in [(1, 1, 1), (2, 2), (1, 2, 3), (1, 4, 5)]:
        assert gl.outcome(nim, start, misere=True, closed_form=False) == "P"
        for _ in range(10):
            play = MiserePlayWidget(nim, start)
            while play.winner is None:
                play.play(rng.choice(play.options()))
                if play.winner is None:  # the computer leaves a misère P-position
                    assert (
                        gl.outcome(nim, play.position, misere=True, closed_form=False)
                        == "P"
                    )
            assert play.winner == "computer"
            assert "you made the last move" in play.status.value
            assert play.moves.children == ()


def test_misere_play_widget_reader_wins_by_the_hint():
    from gamelib.widgets import MiserePlayWidget

    play = MiserePlayWidget()  # Nim from (1, 1, 5)
    assert "Misère play" in play.status.value and "Hint" not in play.status.value
    play.hint.value = True
    assert "misère N-position" in play.status.value
    assert "heap 3: 5 → 1" in play.status.value  # not 5 → 0, as in normal play
    while play.winner is None:
        play.play(gl.winning_moves(play.game, play.position, misere=True)[0])
    assert play.winner == "you"
    assert "computer made the last move" in play.status.value
    assert play.position == (0, 0, 0)


def test_misere_play_widget_refuses_moves_after_the_end_and_illegal_ones():
    from gamelib.widgets import MiserePlayWidget

    play = MiserePlayWidget(gl.Nim(), (1,))
    with pytest.raises(ValueError, match="not a legal move"):
        play.play((2,))
    play.moves.children[0].click()  # take the last counter: the reader loses
    assert play.winner == "computer"
    with pytest.raises(ValueError, match="the game is over"):
        play.play((0,))
    play.computer_starts.click()  # the computer must take it: the reader wins
    assert play.winner == "you" and play.transcript[0].startswith("Computer")


def test_every_sg_explorer_accepts_a_bad_move_and_shows_its_cost():
    from gamelib.widgets import EverySGExplorer

    explorer = EverySGExplorer("3 2, 7 3")
    assert explorer.steps == [2, 3] and explorer.winner == "first"
    menus = explorer.choices.children
    assert [m.value for m in menus] == [(1, 2), (4, 3)]  # the step rule preselected
    assert any("(1, 3)" in str(o) or "1,3" in label for label, o in menus[1].options)
    explorer.move([(1, 2), (1, 3)])  # a quick win in game 2: a bad move
    assert explorer.position == [(1, 2), (1, 3)] and explorer.played == 1
    assert explorer.steps == [1, 1]
    assert explorer.winner == "second"  # the second player is to move, step 1
    assert "game 2 went to 1,3 (step 1) instead of 4,3 (step 2)" in (
        explorer.status.value
    )
    both = gl.EverySG(gl.EuclidGame(), gl.EuclidGame())
    assert gl.outcome(both, ((1, 2), (1, 3)), closed_form=False) == "N"
    explorer.move_button.click()  # the menus' choices: the step rule
    assert explorer.played == 2 and all(0 in part for part in explorer.position)
    assert explorer.winner == "second"
    with pytest.raises(ValueError, match="every component is finished"):
        explorer.move()
    explorer.restart.click()
    assert explorer.position == [(3, 2), (7, 3)] and explorer.winner == "first"
    explorer.move_button.click()  # the step rule keeps the first player winning
    assert explorer.steps == [1, 2] and explorer.winner == "first"
    assert "the step rule in every game" in explorer.status.value
    with pytest.raises(ValueError, match="not a move of game 1"):
        explorer.move([(1, 5), (1, 3)])
