"""The main window: the tabs' protocol, menus, lab files, presentation mode, models."""
