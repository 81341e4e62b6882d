"""The trimmed ICU data library of the Linux bundle (packaging/icu_data.py)."""
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import load

icu_data = load("icu_data")

HEADER = struct.pack("<HBBHHBBBB4s4s4s", 32, 0xDA, 0x27, 20, 0, 0, 0, 2, 0, b"CmnD", bytes(4), bytes(4))
HEADER += bytes(32 - len(HEADER))


@pytest.mark.parametrize("name, goes", [
    ("icudt73l/ibm-943_P15A-2003.cnv", True),
    ("icudt73l/brkitr/cjdict.dict", True),
    ("icudt73l/zone/ja.res", True),
    ("icudt73l/lang/zh_Hant.res", True),
    ("icudt73l/coll/ja.res", False),           # QCollator
    ("icudt73l/coll/ucadata.icu", False),
    ("icudt73l/ja.res", False),                # the locales' own data
    ("icudt73l/root.res", False),
    ("icudt73l/cnvalias.icu", False),          # names UTF-8 for ucnv_open
    ("icudt73l/nfkc.nrm", False),
])
def test_the_parts_no_qt_service_reads_go(name, goes):
    assert icu_data.dropped(name) is goes


def test_a_package_lists_its_items_back_each_at_a_16_byte_boundary():
    kept = [("icudt73l/a.res", b"A" * 16), ("icudt73l/coll/b.res", b"B" * 48), ("icudt73l/c.icu", b"C" * 32)]
    package = icu_data.pack(HEADER, kept)
    assert icu_data.items(package) == kept
    count, = struct.unpack_from("<I", package, len(HEADER))
    offsets = [struct.unpack_from("<II", package, len(HEADER) + 4 + 8 * i)[1] for i in range(count)]
    assert all((len(HEADER) + offset) % 16 == 0 for offset in offsets)


def test_trimming_keeps_the_order_and_drops_the_codecs():
    package = icu_data.pack(HEADER, [("icudt73l/a.cnv", b"x" * 16), ("icudt73l/ja.res", b"j" * 16),
                                     ("icudt73l/zone/ja.res", b"z" * 16), ("icudt73l/zh.res", b"h" * 16)])
    assert [n for n, _ in icu_data.items(icu_data.trimmed_package(package))] == ["icudt73l/ja.res",
                                                                                "icudt73l/zh.res"]


def test_something_else_than_a_package_is_refused():
    with pytest.raises(ValueError):
        icu_data.items(b"\x20\x00\x00\x00" + bytes(60))


WHEEL_ICU = next(Path(p) for p in sys.path if (Path(p) / "PySide6").is_dir()) / "PySide6" / "Qt" / "lib"
_SORTS = """
from PySide6.QtCore import QCollator, QLocale
words = ["ちゃん", "アリス", "あい", "Zoe", "émile", "Bob", "张三", "李四", "file10", "file9"]
for code in ("ja", "zh_CN", "zh_TW", "en", "de"):
    collator = QCollator(QLocale(code)); collator.setNumericMode(True)
    print(code, sorted(words, key=collator.sortKey))
print(QLocale("tr").toUpper("istanbul"), QLocale("ja").toLower("ÀBC"))
print([line.split()[-1] for line in open("/proc/self/maps") if "libicudata" in line][0])
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or not list(WHEEL_ICU.glob("libicudata.so.*")),
                    reason="the Linux wheels' ICU")
def test_the_trimmed_library_sorts_and_cases_as_the_whole_one(tmp_path):
    original = next(WHEEL_ICU.glob("libicudata.so.*"))
    [(_dest, trimmed, _kind)] = icu_data.with_trimmed_data(
        [(f"PySide6/Qt/lib/{original.name}", str(original), "BINARY")], tmp_path)
    assert Path(trimmed).stat().st_size < original.stat().st_size / 3

    def run(**env):
        result = subprocess.run([sys.executable, "-c", _SORTS], capture_output=True, text=True, timeout=120,
                                env={**os.environ, **env})
        assert result.returncode == 0, result.stderr
        return result.stdout.splitlines()

    whole, cut = run(), run(LD_LIBRARY_PATH=str(tmp_path))
    assert cut[-1] == trimmed and whole[-1] == str(original)
    assert cut[:-1] == whole[:-1] and "İSTANBUL" in cut[-2]
