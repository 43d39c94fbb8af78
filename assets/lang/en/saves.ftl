# Saving and loading: what goes wrong with a save, in words for the player.

## Reading a save (the load screen says what is wrong)
# $bytes: the file's size; $max: the largest a save may be.
save-file-too-large = this file is { $bytes } bytes: far too large for a save ({ $max } at most)
save-not-a-save = this is not a Galactic Automa save
# $format: the save's format version; $max: the newest this game reads.
save-newer = this save was made by a newer version of the game (save format { $format }, this game reads up to { $max })
# $why: the reader's own words for what it found (English).
save-damaged-at = the save is damaged: line { $line }, column { $column }: { $why }
save-damaged-seats = the save is damaged: its list of seats is far too long
save-too-many-commands = the save lists { $n } commands: more than any game has
# $saved, $loaded: the rules' fingerprints ("fnv64:..."), as they are.
save-other-rules = this save was played with other rules ({ $saved }), not the ones loaded now ({ $loaded }): the mod it used is missing or has changed
# $saved, $table: seat keys as the files write them ("you, gene-farmers").
save-other-seats = the save's seats ({ $saved }) are not this table's ({ $table })
save-seat-missing = the save has a command for seat { $seat }, and this table has { $seats } seats
# $why: what went wrong while replaying its commands.
save-no-replay = the save does not replay: { $why }
# A save's date when it has none.
save-unknown-date = unknown date

## Where saves are kept (files on the desktop, local storage in the browser)
save-name-length = a save name has 1 to 40 characters
save-name-characters = a save name uses letters, digits, spaces, - and _ only
save-no-data-folder = this system has no data folder for saves
# $path: a folder or file; $why: the system's own words (often English).
save-cannot-make-folder = cannot make the save folder { $path }: { $why }
save-cannot-write = cannot write { $path }: { $why }
save-cannot-delete-file = cannot delete { $path }: { $why }
save-cannot-make-screenshot-folder = cannot make the folder { $path }: { $why }
save-no-local-storage = this browser keeps no local storage for saves
# $name: what the game keeps: "settings" or "history".
save-browser-refused-own = the browser refused to store the { $name }
save-browser-refused = the browser refused to store the save (storage full?)
# $slot: the save's name.
save-no-such-slot = no save named { $slot }
save-cannot-delete-slot = cannot delete { $slot }
save-browser-no-files = the browser game keeps its saves in local storage, not in files
save-too-large = this save is far too large
