"""The application shell: start-up, the main window, settings, style, languages and dialogs."""
