import pytest

from tests.engine.toy import registered


@pytest.fixture(autouse=True)
def toy_registered():
    """The test-only toy game is a registered game in every engine test (the
    registry, records, CLI and conformance suite run on it too)."""
    with registered() as spec:
        yield spec
