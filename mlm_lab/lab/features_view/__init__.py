"""What the Features tab shows, computed without Qt: the Features tab's presenter and its parts.

- `jobs`: the work the tab's worker threads run (a layer's PCA maps, a patch's similarity, a probe
  over every layer, the probe shipped for a model's weights)
- `image`: the maps and the similarity on screen and the pixels and twin their jobs share (`ImageSide`)
- `text`: the sentence's tokens, the corpus index, a token's neighbours and the search (`TextSide`)
- `probe`: the probe the state names or the Run button asks for, and the one on screen (`ProbeSide`)
- `presenter`: `FeaturesPresenter`, which holds all of the above for the current state and models

The app's Features tab (mlm_lab/app/features) renders what the presenter holds; a script or a
test can drive the presenter without a window (any object with the worker's submit / cancel /
latest_id / is_stale does for its worker).
"""
