"""The frozen app's entry point (build.spec): the same as ``python -m desktop``."""
import multiprocessing

# A search worker of the Hard AI starts as this same executable; here it turns
# into the worker and never reaches the app.
multiprocessing.freeze_support()

from desktop.app import main  # noqa: E402  (after freeze_support, as multiprocessing asks)

raise SystemExit(main())
