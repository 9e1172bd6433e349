"""The Text tab: masking a sentence, the model's guesses, attention, explanations, side by side."""
