"""What the Generate tab shows, computed without Qt: the Generate tab's presenter and its parts.

- `rounds`: one generation as the rows show it (`run_generation` -> `GenerateResult`; the chips
  of a row after a round; the metrics' rows)
- `summaries`: what the round on screen revealed and took back, what a key/value cache kept
- `settings`: the request a state asks for, the settings a choice turns off, the next seed
- `jobs`: the work the tab's worker thread runs (the bundled generator, a generation)
- `presenter`: `GeneratePresenter`, which holds all of the above for the current state and model

The app's Generate tab (mlm_lab/app/generate) renders what the presenter holds; a script or a
test can drive the presenter without a window (any object with the worker's submit / cancel /
latest_id / is_stale does for its worker).
"""
