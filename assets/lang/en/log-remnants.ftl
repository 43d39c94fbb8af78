# The game log's and the automa decisions' words: remnants.
