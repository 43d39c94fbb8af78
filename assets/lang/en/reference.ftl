# The rules reference's entries (src/rules/reference.rs): the groups, the titles and
# the sentence frames around the rules data. The rules page itself stays in English.

reference-group-rules = Rules
reference-group-automa-tables = Automa tables
reference-group-technology = Technology
reference-group-content = Content

# A seat's table when another table of the same seat name is listed before it.
reference-seat-at-table = { $seat } ({ $table })

reference-intro-title = About these rules

# A technology level and what it gives.
reference-tech-level = Level { $level }: { $text }

reference-stories-title = Galactic stories
reference-stories-intro = One galactic story is drawn for each game. In each era it rewards what is listed for that era.
# A story's item: the era it scores in, and what it rewards.
reference-stories-item = Era { $era }: { $text }

reference-goals-title = Galactic goals
reference-goals-intro = A galactic goal, when the game has one, adds its own scoring.

reference-cards-title = Domination cards
reference-cards-intro = You hold domination cards and play each for its A side (a condition worth more) or its B side (a formula).
# A card's A side: what it is worth and its condition.
reference-cards-a = A, { $dp } DP: { $text }
# A card's B side: its formula.
reference-cards-b = B: { $text }

reference-relics-title = Relics
reference-relics-intro = Relics lie face down on stars; the first ships to reach one turn it up.

reference-peoples-title = Star peoples
reference-peoples-intro = Your star people gives you its setup and its powers; some differ between STO and STS.
# What a star people's tile says on its STO or STS side.
reference-peoples-sto = STO: { $text }
reference-peoples-sts = STS: { $text }
