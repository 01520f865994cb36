"""``changpai-engine``: the command line over the engine (it reads stdin and opens save files, so it is not
the engine). It sits beside ``services``: it may import services, storage and engine, and nothing imports it.

``main`` builds the parser from one module per command group: ``score`` (score, settle), ``simulate``
(simulate, replay) and ``arena``.
"""
