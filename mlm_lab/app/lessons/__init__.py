"""Lessons: the player, the narration panel, exercises, the editor, handouts, rooms."""
