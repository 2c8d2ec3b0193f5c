<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>NewSetDialog</name>
    <message numerus="yes">
        <location filename="../../gui/classroom/new_set_dialog.py" line="153" />
        <source>{game}: %n puzzle(s), level {level}, {task}, seed {seed}</source>
        <translation>
            <numerusform>{game}: %n puzzle, level {level}, {task}, seed {seed}</numerusform>
            <numerusform>{game}: %n puzzles, level {level}, {task}, seed {seed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleSetMenus</name>
    <message numerus="yes">
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="171" />
        <source>Opened {file}: %n puzzle(s).</source>
        <translation>
            <numerusform>Opened {file}: %n puzzle.</numerusform>
            <numerusform>Opened {file}: %n puzzles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="265" />
        <source>Added {code} to {file}: it has %n puzzle(s).</source>
        <translation>
            <numerusform>Added {code} to {file}: it has %n puzzle.</numerusform>
            <numerusform>Added {code} to {file}: it has %n puzzles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../../gui/records/statistics_dialog.py" line="272" />
        <source>Daily streak: %n day(s)</source>
        <translation>
            <numerusform>Daily streak: %n day</numerusform>
            <numerusform>Daily streak: %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/records/statistics_dialog.py" line="277" />
        <source>Best Beat-the-clock run: %n puzzle(s)</source>
        <translation>
            <numerusform>Best Beat-the-clock run: %n puzzle</numerusform>
            <numerusform>Best Beat-the-clock run: %n puzzles</numerusform>
        </translation>
    </message>
</context>
</TS>
