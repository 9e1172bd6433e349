"""Bounds of the engine that the command line checks while it reads its arguments.

They live here, in a module that imports nothing, so building the CLI's parser
(mlm_lab/cli/limits.py) does not import torch: the engine modules that use them
(generation.unmask, explain.text) import them from here.
"""

from __future__ import annotations

# generation.unmask
MAX_SAMPLES = 64
# A batch is samples x the sequence's tokens; each token's row of logits is drawn from in a few
# copies ([S, M, V] floats: model_probs, the sampling logits, their softmax), so this keeps a step
# of a 30,000-token vocabulary near 1 GB. The bundled models' 128 tokens take 64 samples.
MAX_BATCH_POSITIONS = 8192
# Below this temperature the draw is the likeliest token (greedy, the limit as the temperature
# goes to 0): dividing float32 logits by less overflows to inf, and the softmax of inf is nan.
MIN_TEMPERATURE = 1e-3
# remasking "threshold" (Fast-dLLM): a step reveals every masked position whose drawn token's
# probability is at least this; more than 0 and at most 1 (1: only certain tokens, else one a step)
DEFAULT_THRESHOLD = 0.9
# remask (ReMDM): the share of the committed tokens each loop step takes back under [MASK];
# at least REMASK_MIN (0: one-way decoding, a revealed token stays) and less than REMASK_MAX
# (taking back every token each step would leave nothing to decode from)
REMASK_MIN, REMASK_MAX = 0.0, 1.0


# explain.text: integrated gradients take at most this many nodes (Gauss-Legendre with 1,000
# nodes is exact far past float32), run in batches, so memory follows the batch, not the steps.
MAX_IG_STEPS = 1000
