"""The frozen app's entry point (build.spec): the same as ``python -m desktop``."""
from desktop.app import main

raise SystemExit(main())
