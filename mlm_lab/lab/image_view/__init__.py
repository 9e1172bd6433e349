"""What the Image tab shows, computed without Qt: the Image tab's presenter and its parts.

- `jobs`: the work the tab's worker thread runs (a picture read, a reconstruction and its metrics,
  the reveal in rounds, one patch's explanation) and a reconstruction as CSV rows
- `paint`: the mask painted by hand, read from and written to the `ImageState`
- `compare`: the second pane's mask and reconstruction (`RightSide`)
- `explain`: one hidden patch's explanation, asked for and on screen (`PatchExplainer`)
- `presenter`: `ImagePresenter`, which holds all of the above for the current state and model

The app's Image tab (mlm_lab/app/image) renders what the presenter holds; a script or a test
can drive the presenter without a window (any object with the worker's submit / cancel /
latest_id / is_stale does for its worker).
"""
