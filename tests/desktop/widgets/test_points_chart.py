"""The end page's chart keeps every score inside it, below zero too."""
from desktop.widgets.points_chart import PointsChart

NEGATIVE = [(1, [0, 0]), (2, [3, -4]), (3, [5, -13]), (4, [9, -7]), (5, [12, -2])]


def test_a_negative_score_is_drawn_inside_the_chart_with_a_whole_label(qtbot):
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.resize(640, 180)
    chart.set_series(NEGATIVE, ["Ann", "Bot"])
    area = chart.plot_rect()
    low, high = chart._range()
    assert low <= -13 and high >= 12
    for turn, points in NEGATIVE:
        for value in points:
            spot = chart.point_at(turn, value)
            assert area.top() - 0.5 <= spot.y() <= area.bottom() + 0.5, (turn, value)
    # every grid line is on the chart, and its label fits left of it
    for value in chart.grid_values():
        assert area.top() - 0.5 <= chart.point_at(1, value).y() <= area.bottom() + 0.5, value
        assert chart.fontMetrics().horizontalAdvance(str(value)) + 4 <= area.left()
    assert min(chart.grid_values()) <= -13


def test_the_bottom_counts_each_players_turns(qtbot):
    chart = PointsChart()
    qtbot.addWidget(chart)
    samples = [(turn, [turn, -turn]) for turn in range(1, 49)]     # 48 turns of two players
    chart.set_series(samples, ["Ann", "Bot"])
    ticks = chart.turn_ticks()
    assert ticks[0] == (1, 1) and ticks[-1][1] == 24
    assert all(count <= 24 for _turn, count in ticks)
