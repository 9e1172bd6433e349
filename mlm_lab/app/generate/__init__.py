"""The Generate tab: generation by unmasking, played round by round."""
