"""Team scores for a contest: 2 to 6 teams, renamed freely, scores kept when teams are added."""

from engines.classroom.teams import MAX_NAME, Teams


def test_teams_are_numbered_and_bounded():
    assert Teams.numbered(1).names == ["Team 1", "Team 2"]
    teams = Teams.numbered(9, "第{number}组")
    assert teams.names[-1] == "第6组" and len(teams.scores) == 6


def test_scores_survive_resizing_and_reset_to_zero():
    teams = Teams.numbered(3)
    assert teams.add(1, 1) == 1
    assert teams.add(1, -1) == 0
    teams.add(2, -1)
    teams.resize(2)
    teams.resize(4)
    assert teams.scores == [0, 0, 0, 0]
    teams.add(0, 1)
    teams.reset()
    assert teams.scores == [0, 0, 0, 0]


def test_renaming_trims_and_keeps_a_name():
    teams = Teams.numbered(2)
    teams.rename(0, "  Dragons  ")
    teams.rename(1, "   ")
    assert teams.names == ["Dragons", "Team 2"]
    teams.rename(0, "x" * 100)
    assert teams.names[0] == "x" * MAX_NAME
