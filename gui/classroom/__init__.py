"""The classroom screens: worksheets, presentation, How many ways?, puzzle sets."""
