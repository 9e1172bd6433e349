"""The Image tab: patch masking, the MAE's reconstruction, influence maps, reveal in rounds."""
