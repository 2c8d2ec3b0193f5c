"""The classroom's windows and dialogs that have a folder of their own (the class contest)."""
