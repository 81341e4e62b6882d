"""The redraw benchmarks run and report what they measure (their figures
are for reading, not for a test to judge: the machine's load varies)."""
import re

from tools import bench_gm_table, bench_labyrinth

FIGURES = re.compile(r"CPU median +[\d.]+ ms, p95 +[\d.]+, worst +[\d.]+ \| wall median +[\d.]+ ms, p95 +[\d.]+")


def test_the_table_benchmark_times_show_view_and_the_repaint_after_each_kind_of_action(qapp, capsys):
    assert bench_gm_table.main(["--moves", "40", "--seed", "2", "--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Guild Masters' table at 1280x800, 40 actions of seeds 2 to 2")
    for name in ("show_view after any action", "+ layout, paint after any action"):
        line = next(line for line in lines if name in line)
        assert FIGURES.search(line) and line.endswith("(40 runs)"), line
    runs = sum(int(re.search(r"\((\d+) runs\)", line).group(1)) for line in lines
               if "show_view after" in line and "any action" not in line)
    assert runs == 40                   # every action is in one kind
    assert lines[-1].startswith("slowest (CPU, with the repaint): ")


def test_the_labyrinth_benchmark_reports_update_rebuild_and_zoom(qapp, capsys):
    assert bench_labyrinth.main(["--moves", "30"]) == 0
    out = capsys.readouterr().out
    for name in ("update after an action", "rebuild everything", "one zoom step"):
        line = next(line for line in out.splitlines() if name in line)
        assert FIGURES.search(line), line
