import pytest

from tests.engine.toy import registered


@pytest.fixture(autouse=True)
def toy_registered():
    with registered() as spec:
        yield spec
