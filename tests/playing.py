"""A test helper shared by the engine's and the storage's tests: play a match forward by a number of actions."""

from changpai_desktop.engine.players.simple import GreedyPlayer, RandomPlayer

PRESETS = ["nantong-single", "tongzhou-double", "rugao-double-xi"]


def play(game, n_actions, seed=0, greedy=False):
    """Up to ``n_actions`` actions of seeded random players (or greedy ones); stops early when the match ends."""
    ps = [GreedyPlayer() if greedy else RandomPlayer(f"{seed}:{i}") for i in range(game.n_seats)]
    for _ in range(n_actions):
        d = game.pending()
        if d is None:
            break
        game.apply(ps[d.seat].choose(game.view(d.seat), list(d.legal)))
    return game
