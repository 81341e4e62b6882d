"""The reference data of any game: the file is checked when it is read, and a
body's markup becomes safe HTML with links, lists, icons and highlighted hits."""
import pytest

from desktop.base.reference_data import (ReferenceDataError, body_html, load_reference, matches, plain_text,
                                          section_html, tip_html)

TEXTS = 'en = "{en}", ja = "{ja}", zh_Hans = "{hans}", zh_Hant = "{hant}"'


def section(id_, title="Title", body="Body", parent="", source="rules §1", extra=""):
    texts = {"en": title, "ja": "題", "hans": "标题", "hant": "標題"}
    bodies = {"en": body, "ja": "本文", "hans": "正文", "hant": "正文"}
    return (f'[[section]]\nid = "{id_}"\nparent = "{parent}"\nsource = "{source}"\n{extra}'
            f'title = {{ {TEXTS.format(**texts)} }}\nbody = {{ {TEXTS.format(**bodies)} }}\n')


def write(tmp_path, *sections, name="ref.toml"):
    path = tmp_path / name
    path.write_text('game = "toy"\n' + "".join(sections), encoding="utf-8")
    return path


def test_a_good_file_loads_with_its_tree(tmp_path):
    path = write(tmp_path, section("a"), section("b", parent="a", extra='cards = ["city"]\n'), section("c"))
    reference = load_reference(path)
    assert [s.id for s in reference.sections] == ["a", "b", "c"]
    assert [s.id for s in reference.children("a")] == ["b"]
    assert [s.id for s in reference.for_card("city")] == ["b"]
    assert reference.section("b").title.get("zh_Hans") == "标题"
    assert reference.section("b").title.get("xx") == "Title"     # an unknown language reads English


@pytest.mark.parametrize("sections, reason", [
    ((section("a"), section("a")), "appears twice"),
    ((section("b", parent="a"), section("a")), "parent"),
    ((section("a", body="see [[nowhere]]"),), "links to no section"),
    ((section("a", source=""),), "source"),
    ((section("A b"),), "id"),
    ((section("a").replace(', zh_Hant = "標題"', ""),), "zh_Hant"),
    ((section("a", extra='colour = "red"\n'),), "colour"),
])
def test_a_bad_file_is_refused_naming_the_file_and_the_fault(tmp_path, sections, reason):
    path = write(tmp_path, *sections, name=f"bad-{abs(hash(reason))}.toml")
    with pytest.raises(ReferenceDataError) as caught:
        load_reference(path)
    assert str(path) in str(caught.value) and reason in str(caught.value)


def test_a_file_that_is_no_toml_is_refused(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("[[section]\nid = ", encoding="utf-8")
    with pytest.raises(ReferenceDataError, match="broken.toml"):
        load_reference(path)


def test_search_is_a_substring_case_insensitive_in_any_script(tmp_path):
    reference = load_reference(write(tmp_path, section("a", title="Buying cards", body="Pay the COST."),
                                     section("b", title="Keep", body="see [[a]]")))
    a, b = reference.sections
    assert matches(reference, a, "en", "cost") and matches(reference, a, "en", "  buying ")
    assert not matches(reference, a, "en", "princess")
    assert matches(reference, b, "en", "buying")          # a link reads as its title
    assert matches(reference, a, "zh_Hans", "标") and not matches(reference, a, "zh_Hans", "標")
    assert matches(reference, a, "ja", "")               # no query: everything
    assert plain_text(reference, "see [[a]] {icon:coin}", "en") == "see Buying cards "


def test_markup_becomes_html_that_no_text_can_break(tmp_path):
    reference = load_reference(write(tmp_path, section("a", title="A <b>"), section("b")))
    text = "One <script>x</script> & [[a]] {icon:coin} {icon:unknown}\n\n- first\n- second\n\nLast\nline"
    out = body_html(reference, text, "en", icons={"coin": object()})
    assert "<script>" not in out and "&lt;script&gt;" in out and "&amp;" in out
    assert '<a href="section:a">A &lt;b&gt;</a>' in out
    assert '<img src="icon:coin"' in out and "unknown" not in out
    assert "<ul><li>first</li><li>second</li></ul>" in out
    assert "<p>Last<br>line</p>" in out


def test_hits_are_highlighted_and_children_listed(tmp_path):
    reference = load_reference(write(tmp_path, section("a", title="Setup", body="Shuffle the deck. A deck."),
                                     section("b", parent="a", title="Deck")))
    out = section_html(reference, reference.section("a"), "en", "DECK", more="In this section")
    assert out.count('<span style="background-color:#ffe27a">deck</span>') == 2
    assert '<a href="section:b"><span style="background-color:#ffe27a">Deck</span></a>' in out
    assert "In this section" in out
    assert tip_html(reference, "b", "ja") == "<b>題</b><p>本文</p>"
    assert tip_html(reference, "missing", "en") == ""
