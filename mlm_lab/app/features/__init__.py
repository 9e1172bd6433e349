"""The Features tab: what the encoder learned (feature maps, PCA, neighbours, probes)."""
