"""A class on the room's own network: the teacher's lab hosts, students join from their lab or a
browser (protocol.py, host.py, client.py, store.py, discovery.py, lesson_view.py, page.html).
No Qt in this package: the window's class parts live in mlm_lab/app/classroom/."""
