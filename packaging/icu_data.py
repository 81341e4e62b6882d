"""A smaller ICU data library for the Linux bundle (``build.spec``).

The PySide6 wheels for Linux bring ICU 73, and its data library
(``libicudata.so.73``, 31 MB, 12 MB packed) is over a quarter of the bundle.
Qt links ICU for a few things only: collation (``QCollator``, the file
dialog's sorting), locale-aware case mapping and time-zone names; its text
layout, line breaking, number and date formats, language names and text
codecs are Qt's own (Kotatsu reads and writes UTF-8 only). So the data
keeps the locales' own resources, collation and normalization and leaves
out the parts only other ICU services read (``DROPPED``).

Plain Python like ``bundle.py`` (loaded by path): the library is a single
read-only symbol, ``icudt73_dat``, holding ICU's "common data" package, a
table of contents and the items it names; this rewrites the package with
fewer items and the ELF file around it with the same layout, shortened.
"""
from __future__ import annotations

import re
import struct
from pathlib import Path, PurePosixPath

# Item folders (or, at the top, file suffixes) of ICU's data that no Qt
# service Kotatsu reaches reads: text codecs (.cnv), break iterators,
# measurement units, time-zone and currency display names, language and
# region display names, transliterators, spelled-out numbers, stringprep
# (.spp) and the spoof checker's confusables (.cfu).
DROPPED = ("cnv", "brkitr", "unit", "zone", "curr", "lang", "region", "translit", "rbnf", "spp", "cfu")

_ALIGN = 16           # ICU reads every item at a 16-byte boundary
_PAGE = 0x1000


def dropped(name: str) -> bool:
    """Whether an item ('icudt73l/coll/ja.res', 'icudt73l/ibm-943_P15A-2003.cnv') goes."""
    parts = name.split("/")
    if len(parts) > 2:
        return parts[1] in DROPPED
    return parts[-1].rsplit(".", 1)[-1] in DROPPED


def items(package: bytes) -> list[tuple[str, bytes]]:
    """(name, bytes) of every item of a common data package, in its order."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", package, 0)
    if (magic1, magic2) != (0xDA, 0x27) or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    count, = struct.unpack_from("<I", package, header_size)
    toc = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in toc[1:]] + [len(package) - header_size]
    found = []
    for (name_at, offset), end in zip(toc, ends):
        start = header_size + name_at
        name = package[start:package.index(b"\0", start)].decode("ascii")
        found.append((name, package[header_size + offset:header_size + end]))
    return found


def pack(header: bytes, kept: list[tuple[str, bytes]]) -> bytes:
    """A common data package of ``kept`` (sorted names, as ICU searches them)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in kept)
    data_at = 4 + 8 * len(kept) + len(names)
    data_at += -(len(header) + data_at) % _ALIGN
    toc, data, name_at = [], b"", 4 + 8 * len(kept)
    for name, item in kept:
        toc.append(struct.pack("<II", name_at, data_at + len(data)))
        name_at += len(name) + 1
        data += item + b"\0" * (-len(item) % _ALIGN)
    body = struct.pack("<I", len(kept)) + b"".join(toc) + names
    return header + body + b"\0" * (data_at - len(body)) + data


def trimmed_package(package: bytes) -> bytes:
    header_size, = struct.unpack_from("<H", package, 0)
    return pack(package[:header_size], [(n, b) for n, b in items(package) if not dropped(n)])


# ---------------------------------------------------------------- the ELF file
def _symbols(data: bytes, name: bytes) -> list[tuple[int, int, int]]:
    """(position in the file of its entry, value, size) of a symbol, in the
    dynamic symbol table and (unless stripped) the full one."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    found = []
    for _n, kind, _f, _a, offset, size, link, _i, _al, entsize in sections:
        if kind not in (2, 11):                     # SHT_SYMTAB, SHT_DYNSYM
            continue
        strtab = sections[link][4]
        for pos in range(offset, offset + size, entsize):
            name_at, = struct.unpack_from("<I", data, pos)
            value, sym_size = struct.unpack_from("<QQ", data, pos + 8)
            if data[strtab + name_at:data.index(b"\0", strtab + name_at)] == name:
                found.append((pos, value, sym_size))
    if not found:
        raise ValueError(f"no symbol {name.decode()}")
    return found


def trimmed_library(data: bytes) -> bytes:
    """``libicudata.so.*`` with a trimmed package: everything after the
    package moves down by whole pages, so every alignment stays."""
    if data[:6] != b"\x7fELF\x02\x01":
        raise ValueError("not a 64-bit little-endian ELF file")
    version = next(part for part in data[0:0x1000].split(b"\0") if part.startswith(b"libicudata.so."))
    symbol = b"icudt" + version.split(b".")[2] + b"_dat"
    entries = _symbols(data, symbol)
    _at, start, size = entries[0]                   # the package's address is its file offset
    end = start + size
    package = trimmed_package(data[start:end])
    shift = (size - len(package)) // _PAGE * _PAGE
    if shift == 0:
        return data
    new_size = size - shift
    out = bytearray(data[:start] + package + b"\0" * (new_size - len(package)) + data[end:])
    for at, _value, _size in entries:
        at = at - shift if at >= end else at
        struct.pack_into("<Q", out, at + 16, new_size)

    def moved(value: int) -> int:
        return value - shift if value >= end else value

    shoff, = struct.unpack_from("<Q", data, 0x28)
    struct.pack_into("<Q", out, 0x28, moved(shoff))
    phoff, = struct.unpack_from("<Q", data, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    for i in range(phnum):
        at = phoff + i * phentsize
        _kind, _flags, offset, vaddr, paddr, filesz, memsz = struct.unpack_from("<IIQQQQQ", data, at)
        if offset <= start and end <= offset + filesz:          # the segment that holds the package
            filesz, memsz = filesz - shift, memsz - shift
        struct.pack_into("<QQQQQ", out, at + 8, moved(offset), moved(vaddr), moved(paddr), filesz, memsz)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    for i in range(shnum):
        at = moved(shoff) + i * shentsize
        addr, offset, sec_size = struct.unpack_from("<QQQ", out, at + 16)
        if offset == start:
            sec_size -= shift
        struct.pack_into("<QQQ", out, at + 16, moved(addr) if addr else 0, moved(offset), sec_size)
    return bytes(out)


def with_trimmed_data(binaries, folder: Path) -> list:
    """PyInstaller's ``a.binaries`` with the ICU data library's source
    replaced by a trimmed copy written into ``folder``."""
    entries = []
    for dest, source, kind in binaries:
        name = PurePosixPath(dest.replace("\\", "/")).name
        if re.fullmatch(r"libicudata\.so\.\d+", name):
            folder.mkdir(parents=True, exist_ok=True)
            trimmed = folder / name
            trimmed.write_bytes(trimmed_library(Path(source).read_bytes()))
            source = str(trimmed)
        entries.append((dest, source, kind))
    return entries
