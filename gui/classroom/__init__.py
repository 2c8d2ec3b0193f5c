"""The classroom screens: worksheets, presentation, How many ways?, puzzle sets, and the
class contest's host view."""
