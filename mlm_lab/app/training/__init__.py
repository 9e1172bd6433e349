"""The Training tab: the run form, live plots, the runs list, and the Study page."""
