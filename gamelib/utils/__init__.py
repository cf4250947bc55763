"""Helpers that every part of gamelib may use, and that use no other part.

:mod:`~gamelib.utils.lazy` imports a package's names on first use (the
live site's Python pays for every import); :mod:`~gamelib.utils.numeric`
uses numpy when it is there and plain lists when it is not.
"""
