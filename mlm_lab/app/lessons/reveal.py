"""What a tab shows where a lesson step keeps the model's answer hidden until it is revealed
(`LabTab.set_answer_hidden`). A module of its own, so the tabs and the lesson player share
the words without importing each other."""

REVEAL_HINT = "Press Space or Reveal to show the model's answer"
