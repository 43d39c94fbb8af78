# Saving and loading: what goes wrong with a save, in words for the player.
