"""Records that last: one row per finished puzzle, and the figures worked out from them."""
