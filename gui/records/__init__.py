"""The records file and the statistics dialog."""
