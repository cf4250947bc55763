"""Drop the execution timestamps that nbconvert writes into every code cell.

    python notebooks/_ext/drop_timing.py notebooks/*.ipynb

`make notebooks` runs this after re-executing the chapters, so that a re-run
changes a notebook's file only where an output changed and a diff shows
what a reader would see, not when the cells ran.
"""

import sys

import nbformat


def drop_timing(path):
    """Remove ``metadata.execution`` from every cell of the notebook at `path`."""
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(notebook, path)


if __name__ == "__main__":
    for name in sys.argv[1:]:
        drop_timing(name)
