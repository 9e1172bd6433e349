"""What the Text tab shows, computed without Qt: the Text tab's presenter and its parts.

- `masking`: one masking of the sentence of a `TextState` (`compute_masking` -> `MaskingView`)
- `resampling`: the statistics of 1,000 resamples of the current setting
- `fill`: filling every mask at once and one by one
- `metrics`: the per-token table of File > Export > Metrics as CSV
- `jobs`: the work the tab's worker thread runs (predictions, statistics, fill)
- `presenter`: `TextPresenter`, which holds all of the above for the current state and model

The app's Text tab (mlm_lab/app/text) renders what the presenter holds; a script or a test
can drive the presenter without a window (any object with the worker's submit / cancel /
latest_id / is_stale does for its worker).
"""
