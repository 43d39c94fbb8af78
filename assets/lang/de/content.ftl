# Deutsch: die Texte der Regeldaten (assets/rules/). Schlüssel: content-<Art>-<Schlüssel>-<Feld>.
# Die englischen Texte stehen in den .ron-Dateien; fehlt hier ein Eintrag, gilt der englische.

## Dominanzkarten (content/cards.ron)

content-card-acquisition-name = Übernahme
content-card-acquisition-a-text = Nimm anderen Fraktionen im selben Zug 2 Sterne ab (in dieser Runde, im Spiel)
content-card-acquisition-a-effect-text = Eine zusätzliche Technologiestufe von einer Fraktion, der du einen Stern abgenommen hast
content-card-acquisition-b-text = 1 DP je Feld mit neutralem Stern, in dem nur du ein Schiff hast, oder 1 DP je Stufe in Militär
content-card-alignment-name = Ausrichtung
content-card-alignment-a-text = 5+ DP und mehr als alle anderen deiner Ausrichtung (solo: mehr Technologiestufen als der Automa deiner Ausrichtung); spiel sie in deinem Handelszug
content-card-alignment-a-effect-text = +2 DP je Ausrichtungswechsel in dieser Runde, egal von wem
content-card-alignment-b-text = 4 DP, wenn du in dieser Runde keine DP für deine Ausrichtung bekommen hast, oder 1 DP je Stufe in Spiritualität
content-card-central-name = Zentrum
content-card-central-a-text = Besitze 4 Sterne im Zentrumssektor
content-card-central-a-effect-text = Ein kostenloses „Stern gewinnen“ auf einen Stern im Zentrumssektor (nenne ihn), deine Schiffe zählen doppelt; in deinem Wachstumszug
content-card-central-b-text = 1 DP je Bevölkerung deines bevölkerungsreichsten Sterns im Zentrumssektor
content-card-defensive-name = Verteidigung
content-card-defensive-a-text = Besitze jeden Stern deines Heimatsektors
content-card-defensive-a-effect-text = +20 Kampfwert in dem Kampf, zu dem du gefragt wirst, wenn er in deinem Heimatsektor stattfindet (spiel sie, wenn du nach dem Rückzug gefragt wirst)
content-card-defensive-b-text = 4 DP, wenn keine andere Fraktion einen Stern in deinem Heimatsektor besitzt, plus 1/2 DP je Stufe in Militär
content-card-density-name = Dichte
content-card-density-a-text = Besitze 3 Sterne mit 5+ Bevölkerung
content-card-density-a-effect-text = +1 Bevölkerung auf jedem deiner Sterne mit 5+ Bevölkerung, ungeachtet von Wachstumsgrenzen und Blockaden
content-card-density-b-text = 1 DP je eigenem Stern mit 4+ Bevölkerung
content-card-diplomatic-name = Diplomatie
content-card-diplomatic-a-text = Spiritualität 4+, der zentrale Stern des Zentrumssektors gehört dir, im Frieden mit allen
content-card-diplomatic-a-effect-text = Für den Rest der Runde darf dir niemand den Krieg erklären
content-card-diplomatic-b-text = 2 DP je Heimatstern einer anderen Fraktion mit deinem Schiff, oder 1 DP je Stufe in Spiritualität
content-card-economic-name = Wirtschaft
content-card-economic-a-text = Baue 10 Schiffe mit einer einzigen Aktion „Schiffe bauen“ (in dieser Runde)
content-card-economic-a-effect-text = 6 Schiffe an einem deiner Sterne, auch an einem blockierten
content-card-economic-b-text = 1 DP je Asteroidenfeld mit deinem Schiff, oder 1 DP je Stufe in Robotik
content-card-etheric-name = Äther
content-card-etheric-a-text = Schiffe in 4 verschiedenen Nebelfeldern zu Beginn deiner Bewegung
content-card-etheric-a-effect-text = Schiffe, die in einem Nebel starten, haben in dieser Bewegung +4 Reichweite statt +2
content-card-etheric-b-text = STO: 1 DP je Stufe in Spiritualität; STS: 1 DP je Stufe in Militär
content-card-exploratory-name = Erkundung
content-card-exploratory-a-text = Antrieb 4+, ein Schiff und ein Stern in jedem von 4 Sektoren
content-card-exploratory-a-effect-text = Sieh dir die ungespielten Dominanzkarten eines anderen Spielers an
content-card-exploratory-b-text = 1 DP je Sektor mit deinem Schiff, oder 1 DP je Stufe in Antrieb
content-card-general-scientific-name = Allgemeine Wissenschaft
content-card-general-scientific-a-text = Insgesamt 16 Technologiestufen
content-card-general-scientific-a-effect-text = Ein weiterer Technologiehandel in dieser Runde
content-card-general-scientific-b-text = 2 DP mal deine niedrigste Technologiestufe
content-card-military-name = Militär
content-card-military-a-text = Schiffe mit 120 Kampfwert allein durch Militär
content-card-military-a-effect-text = Du verlierst keine Schiffe in dem Kampf, zu dem du gefragt wirst; oder, in deiner Bewegung gespielt: Deine Gegner dürfen sich in diesem Zug in deinen Kämpfen nicht vor dem Kampf zurückziehen
content-card-military-b-text = 2 DP je Sektor, in dem nur du eine Flotte hast, oder 1 DP je Stufe in Militär
content-card-spatial-name = Ausdehnung
content-card-spatial-a-text = Besitze 10 Sterne
content-card-spatial-a-effect-text = Versetze bis zu 3 deiner Bevölkerung von einem deiner Sterne auf einen anderen, auch von oder zu blockierten
content-card-spatial-b-text = 2 DP je volle 3 Sterne, die du besitzt, oder 1 DP je Stufe in Antrieb
content-card-special-scientific-name = Spezielle Wissenschaft
content-card-special-scientific-a-text = Stufe 6 in einem Gebiet und 5+ in einem anderen
content-card-special-scientific-a-effect-text = Eine kostenlose „Forschung“ in einem Gebiet, dessen Marker du nicht gewählt hast; in deinem Wachstumszug
content-card-special-scientific-b-text = 1 DP mal deine höchste Technologiestufe

## Galaktische Ziele (content/goals.ron)

content-goal-control-name = Kontrolle
content-goal-control-text = 10 DP je eigenem Stern auf dem zentralen Feld eines Sektors
content-goal-legacy-name = Vermächtnis
content-goal-legacy-text = 10 DP je eigenem Stern, auf dem ein Relikt liegt
content-goal-power-name = Macht
content-goal-power-text = 8 DP je Sektor, in dem du mehr Schiffe hast als alle anderen dort zusammen
content-goal-presence-name = Präsenz
content-goal-presence-text = 10 DP je Sektor, in dem du 2 oder mehr Sterne besitzt
content-goal-personal-growth-name = Persönliches Wachstum
content-goal-personal-growth-text = Alle DP, die du durch Dominanzkarten bekommst, werden verdoppelt, für A wie für B
content-goal-cooperation-name = Kooperation
content-goal-cooperation-text = -3 DP, wenn du einer Fraktion zum ersten Mal den Krieg erklärst; +2 DP je Handel, an dem du teilnimmst. Die Sklavenhändler erklären nur bei einem zusätzlichen Wurf von 1-3 den Krieg; jeder Automa handelt bei einem um 2 größeren Würfelbereich
content-goal-discovery-name = Entdeckung
content-goal-discovery-text = Du behältst die neutralen Sternmarker, die du nimmst: 10 DP je Art (unbewohnt, primitiv, fortgeschritten), von der du mehr hast als die Sklavenhändler
content-goal-leadership-name = Führung
content-goal-leadership-text = Am Ende jeder Ära kommt dein Schiff auf das Zielplättchen, wenn deine DP die Marke der Geschichte erreichen, sonst ein Schiff der Sklavenhändler: 20 DP, wenn dort die meisten Schiffe deine sind. Zu zweit: Die meisten DP jeder Ausrichtung setzen ein Schiff dorthin (die Alte Zivilisation zählt die Marke der Geschichte); die meisten Schiffe dort: 10 DP

## Relikte (content/relics.ron)

content-relic-tech-genetics-name = Uralte Technologie (Genetik)
content-relic-tech-genetics-text = +1 Stufe in Genetik, wenn der Stern genommen wird
content-relic-tech-military-name = Uralte Technologie (Militär)
content-relic-tech-military-text = +1 Stufe in Militär, wenn der Stern genommen wird
content-relic-tech-propulsion-name = Uralte Technologie (Antrieb)
content-relic-tech-propulsion-text = +1 Stufe in Antrieb, wenn der Stern genommen wird
content-relic-tech-robotics-name = Uralte Technologie (Robotik)
content-relic-tech-robotics-text = +1 Stufe in Robotik, wenn der Stern genommen wird
content-relic-tech-spirituality-name = Uralte Technologie (Spiritualität)
content-relic-tech-spirituality-text = +1 Stufe in Spiritualität, wenn der Stern genommen wird
content-relic-buried-ships-name = Vergrabene Schiffe
content-relic-buried-ships-text = 3 Schiffe am Stern, wenn er genommen wird
content-relic-death-ray-name = Planetarer Todesstrahl
content-relic-death-ray-text = Einmal pro Runde in deiner Bewegung: Entferne 1 Schiff oder 1 Bevölkerungsscheibe einer Fraktion, mit der du im Krieg bist, bis zu 3 Felder vom Stern entfernt
content-relic-defense-grid-name = Verteidigungsgitter
content-relic-defense-grid-text = Wer diesen Stern seinem Besitzer abnehmen will, braucht 8 Schiffe mehr; Schiffe und Bevölkerung in seinem Feld sind vor dem Todesstrahl sicher
content-relic-super-stargate-name = Super-Sternentor
content-relic-super-stargate-text = Springe wie durch ein Sternentor zwischen einem beliebigen deiner Sterne und diesem Stern (1 Bewegung); feindliche Schiffe blockieren es, außer du hast Antrieb 5
content-relic-pyramids-name = Uralte Pyramiden
content-relic-pyramids-text = +1 Bonusbevölkerung an diesem Stern, wenn deine Bevölkerung wächst (höchstens eine Bonusscheibe je Stern)

## Galaktische Geschichten (content/stories.ron)

content-story-journeys-name = Reisen
content-story-journeys-era1-item1-text = jede andere Fraktion, mit der du in Kontakt bist
content-story-journeys-era2-item1-text = mit jemandem im Krieg
content-story-journeys-era2-item2-text = jeder Stern, den du einer Fraktion außerhalb deines Heimatsektors abnimmst
content-story-journeys-era2-item3-text = jeder gewonnene Kampf außerhalb deines Heimatsektors
content-story-journeys-era3-item1-text = an der Forschungsspitze in Spiritualität oder Antrieb in dieser Runde: 7 minus die Stufe
content-story-migrations-name = Wanderungen
content-story-migrations-era1-item1-text = jedes „Bevölkerungswachstum“, das eine Scheibe hinzufügte
content-story-migrations-era2-item1-text = mit jemandem im Krieg
content-story-migrations-era2-item2-text = jede Bevölkerung einer Fraktion, die du von einem Stern entfernst
content-story-migrations-era2-item3-text = jeder gewonnene Kampf
content-story-migrations-era3-item1-text = jedes Gebiet, das in dieser Runde nur du erforscht hast
content-story-rivalry-name = Rivalität
content-story-rivalry-era1-item1-text = jeder gewonnene Stern
content-story-rivalry-era2-item1-text = mit jemandem im Krieg
content-story-rivalry-era2-item2-text = jeder feindliche Stern, den du blockierst
content-story-rivalry-era2-item3-text = jeder Rückzug vor dem Kampf
content-story-rivalry-era3-item1-text = jedes Gebiet, in dem deine Stufe die höchste ist (Gleichstand zählt)
content-story-war-name = Galaktische Kriege
content-story-war-era1-item1-text = jede Aktion „Schiffe bauen“
content-story-war-era2-item1-text = mit jemandem im Krieg
content-story-war-era2-item2-text = jeder Stern, den du einer Fraktion abnimmst
content-story-war-era2-item3-text = jedes zerstörte feindliche Schiff
content-story-war-era3-item1-text = an der Forschungsspitze in Militär oder Robotik in dieser Runde: 7 minus die Stufe

## Sternenvölker (content/peoples.ron)

content-people-alliance-name = Allianz des Lichts / der Dunkelheit
content-people-alliance-both-text = −2 DP bei jedem Wechsel deiner Ausrichtung (auch bei einem erzwungenen).
content-people-alliance-sto-name = Allianz des Lichts
content-people-alliance-sto-text = +4 Kampfwert je Schiff, wenn du verteidigst. Deine Wachstumsgrenzen beachten die Sterne anderer STO-Fraktionen nicht, und deren Grenzen die deinen nicht.
content-people-alliance-sts-name = Allianz der Dunkelheit
content-people-alliance-sts-text = +2 Kampfwert je Schiff, wenn du ein Feld mit einem STO-Verteidiger angreifst. Eine STS-Fraktion, die dir den Krieg erklärt, verliert 3 DP.
content-people-annunaki-name = Annunaki
content-people-annunaki-both-text = Beginne mit Genetik 2.
content-people-annunaki-sto-text = Eine Aktion „Stern gewinnen“ darf stattdessen bis zu 2 primitive neutrale Sterne zu fortgeschrittenen machen (mit deinem Schiff an jedem).
content-people-annunaki-sts-text = Das Unterwerfen eines primitiven Sterns setzt 1 Bevölkerung mehr ein, innerhalb der Wachstumsgrenze (2 oder 3).
content-people-anchara-name = Anchara-Koalition
content-people-anchara-both-text = Wählst du den Marker „Ausrichtung wechseln“, bekommst du einen weiteren Wachstumsmarker kostenlos. (Als passiver Automa: 2 DP mehr beim Vergleich für Führung.)
content-people-anchara-sto-text = Beginne mit +2 DP.
content-people-anchara-sts-text = Beginne mit +2 Schiffen.
content-people-avians-name = Avianer
content-people-avians-both-text = Beginne mit Spiritualität 2 und Antrieb 2.
content-people-caninoids-name = Caninoiden
content-people-caninoids-both-text = Beginne mit einem Gebiet deiner Wahl auf Stufe 2.
content-people-caninoids-sto-text = Jeder Handel, den du machst, bringt dir und deinem Partner je 1 DP.
content-people-caninoids-sts-text = Deine Handelspartner müssen mit dir handeln.
content-people-dracos-name = Dracos
content-people-dracos-both-text = Beginne mit Militär 2 und 3 Schiffen mehr.
content-people-felines-name = Feliden
content-people-felines-both-text = Beginne mit 1 Schiff mehr.
content-people-felines-sto-text = Einmal pro Runde darfst du, wenn du angegriffen wirst, den Angreifer zum Rückzug vor dem Kampf zwingen.
content-people-felines-sts-text = Einmal pro Runde darfst du beim Angriff den Verteidiger zum Rückzug vor dem Kampf zwingen; er darf das Feld in dieser Runde nicht wieder betreten.
content-people-galactic-name = Galaktische Konföderation / Galaktisches Imperium
content-people-galactic-sto-name = Galaktische Konföderation
content-people-galactic-sto-text = Mit jedem Marker „Stern gewinnen“ ein kostenloses Bündnis (ein fortgeschrittener neutraler Stern, an dem du ein Schiff hast).
content-people-galactic-sts-name = Galaktisches Imperium
content-people-galactic-sts-text = Behalte beim Erobern bis zu 3 Bevölkerung (statt 1).
content-people-greys-name = Graue
content-people-greys-sto-text = Beginne mit 1 Schiff weniger. Erforschst du ein Gebiet auf Stufe 1, steigt es auf 3. Du darfst nie den Krieg erklären.
content-people-greys-sts-text = Beginne mit 1 Schiff mehr. In einer Handelsphase, in der du nicht handelst, darfst du 1 Stufe von einer Fraktion nehmen, mit der du in Kontakt bist.
content-people-icc-name = ICC
content-people-icc-both-text = Jede Runde ein Handel mit jedem Partner statt nur einem insgesamt.
content-people-icc-sto-text = Beginne mit Antrieb 2.
content-people-icc-sts-text = Beginne mit Robotik 2 und 1 Schiff mehr.
content-people-mayans-name = Kosmische Maya
content-people-mayans-both-text = Asteroiden bringen dir beim Bauen keine zusätzlichen Schiffe.
content-people-mayans-sto-text = Wird einer deiner Sterne erobert, fliehen bis zu 3 seiner Bevölkerung zu deinen nicht blockierten Sternen in Reichweite deiner Schiffe.
content-people-mayans-sts-text = +1 DP für jedes deiner Schiffe, das in einem Kampf zerstört wird; höchstens 3 DP in einem Kampf, den du verlierst.
content-people-mantids-name = Mantiden
content-people-mantids-both-text = „Bevölkerungswachstum“ gibt jedem Stern bis zu 2 Scheiben (die Wachstumsgrenzen gelten weiter).
content-people-mantids-sto-text = Beginne mit 2 Bevölkerung mehr an deinem Heimatstern.
content-people-mantids-sts-text = Beginne mit Genetik 2.
content-people-orion-name = Orion-Republik / Orion-Imperium
content-people-orion-sto-name = Orion-Republik
content-people-orion-sto-text = Deine Bevölkerung zählt gegen Eroberung doppelt, und die B-Flotten aller, die deine Sterne angreifen, bekommen keinen Bonus.
content-people-orion-sts-name = Orion-Imperium
content-people-orion-sts-text = Erobere mit 1 Schiff, selbst gegen das Verteidigungsgitter.
content-people-plejars-name = Plejaren
content-people-plejars-sto-text = Du darfst STS-Fraktionen während deiner Bewegung den Krieg erklären. +2 DP für jeden Stern, den du befreist.
content-people-plejars-sts-text = Du darfst dich mit fortgeschrittenen neutralen Sternen verbünden (1 Schiff, 3 Bevölkerung).
content-people-progenitors-name = Vorläufer
content-people-progenitors-both-text = 4 kostenlose Kolonisierungen im ganzen Spiel: ein unbewohnter neutraler Stern, an dem du ein Schiff hast, in einem beliebigen Wachstumszug.
content-people-rogue-ai-name = Abtrünnige KI
content-people-rogue-ai-both-text = Beginne mit Robotik 2.
content-people-rogue-ai-sto-text = Wenn deine Bevölkerung wächst, darf an bis zu 2 deiner Sterne je eines deiner Schiffe zur Bonusbevölkerung werden.
content-people-rogue-ai-sts-text = Wenn du Schiffe baust, darf Bevölkerung deiner Sterne zu Schiffen werden: 2 Schiffe je Scheibe.
content-people-yowies-name = Yowies
content-people-yowies-both-text = Beginne mit Spiritualität 3. Robotik steigt nie über 1; das Robotik-Relikt gibt 2 Schiffe statt einer Stufe.

## Tische (setups/*.ron), nach Dateiname

content-setup-ancients-name = Die Uralten: du gegen die Zerstörer der Galaxis
content-setup-ancients-title = Die Uralten
content-setup-ancients-about = Du allein gegen die Uralten: Wähle in jedem Zug eine Rolle, und der Stapel, den sie füttert, treibt sie an. Ihre Kreuzer zerstören jeden Stern, den sie verlassen; an der Grenze tauchen neue Sterne auf. Die meisten DP gewinnen.
content-setup-apocalypse-name = Apokalypse: der Solotisch mit den Uralten
content-setup-apocalypse-title = Apokalypse
content-setup-apocalypse-about = Das Solospiel gegen die Genfarmer und die Sklavenhändler, während die Uralten die Galaxis um euch alle zerstören: Deine Rollen füttern weiter ihre Warteschlange. Ihre Kreuzer kämpfen gegen jeden Platz.
content-setup-campaign-name = Die Kampagne der Überreste: befreie die Galaxis von neutralen Streitkräften
content-setup-campaign-title = Kampagne der Überreste
content-setup-campaign-about = Du allein gegen die verborgenen Garnisonen und umherziehenden Streitkräfte der Überreste. Räume jedes System und jede Streitmacht aus: Jede übrige Runde ist 2 DP wert.
content-setup-chroniclers-name = Die Chronisten: du gegen den Automa und das Schattenimperium
content-setup-chroniclers-title = Die Chronisten
content-setup-chroniclers-about = Ein Wettlauf durch die fünf Technologiegebiete: Zwei Bots, gelenkt von Paaren von Entscheidungskarten, holen sich Meilensteine und Erfolge vor dir, und der Automa erobert ohne Schiffe deine kleinen Sterne und neutrale. Besetze deine Sterne, blockiere ihre, hol sie dir zurück.
content-setup-remnants-name = Solo mit den Überresten: du, die Genfarmer, die Sklavenhändler und neutrale Streitkräfte
content-setup-remnants-title = Solo mit den Überresten
content-setup-remnants-about = Der Solotisch mit neutralen Streitkräften, verborgen an den Sternen außerhalb der Heimatsektoren: Ein System öffnet sich, wenn Schiffe darauf anhalten, und seine Streitkräfte ziehen umher und greifen jeden an.
content-setup-solo-name = Solo: du gegen die Genfarmer und die Sklavenhändler
content-setup-solo-title = Solo
content-setup-solo-about = Zwei Automas im Krieg miteinander, jeder würfelt in jedem Zug auf seiner eigenen Tabelle: Die friedlichen Genfarmer breiten sich aus und wachsen, die aggressiven Sklavenhändler bringen Flotten durch die Wurmlöcher.
content-setup-two-players-name = Zwei Spieler und die Alte Zivilisation (passiver Automa)
content-setup-two-players-title = Zwei Spieler
content-setup-two-players-about = Zwei Personen (an diesem Gerät, oder eine gegen den eingebauten Spieler) mit der Alten Zivilisation zwischen sich: Sie macht keine Züge, zählt aber sonst in allem als Spieler.

## Plätze (setups/*.ron, SeatSpec.name), nach Platzschlüssel

content-faction-player-name = Du
content-faction-ancients-name = Uralte
content-faction-farmers-name = Genfarmer
content-faction-slavers-name = Sklavenhändler
content-faction-remnants-name = Überreste
content-faction-chroniclers-name = Chronisten
content-faction-shadow-name = Schattenimperium
content-faction-player1-name = Spieler 1
content-faction-player2-name = Spieler 2
content-faction-elders-name = Alte Zivilisation

## Schwierigkeitsgrade (difficulty.ron)

content-difficulty-easy-name = leicht
content-difficulty-standard-name = normal
content-difficulty-hard-name = schwer
content-difficulty-insane-name = wahnsinnig

## Solowertung (ranking.ron)

content-ranking-lunar-name = lunar
content-ranking-planetary-name = planetar
content-ranking-stellar-name = stellar
content-ranking-galactic-name = galaktisch
content-ranking-cosmic-name = kosmisch
content-ranking-sublunar-name = sublunar

## Stufen der Automas (automa/ancients, automa/remnants, automa/chroniclers)

content-level-dormant-name = Schlafend
content-level-stirring-name = Erwachend
content-level-awake-name = Wach
content-level-wrathful-name = Zornig
content-level-scattered-name = Verstreut
content-level-standard-name = Standard
content-level-infested-name = Verseucht
content-level-overrun-name = Überrannt
content-level-automa-the-underachiever-name = Automa der Minderleister
content-level-average-automa-name = Durchschnittlicher Automa
content-level-slightly-intimidating-automa-name = Leicht einschüchternder Automa
content-level-somewhat-awesome-automa-name = Ziemlich großartiger Automa
content-level-definitely-awesome-automa-name = Definitiv großartiger Automa
content-level-automa-the-crusher-of-dreams-name = Automa der Traumzermalmer

## Zivilisationen der Chronisten (automa/chroniclers/chroniclers.ron)

content-civilization-conquerors-name = Eroberer
content-civilization-mystics-name = Mystiker
content-civilization-voyagers-name = Raumfahrer
content-civilization-engineers-name = Ingenieure
content-civilization-cultivators-name = Züchter

## Geschichtskarten der Uralten (automa/ancients/ancients.ron, story), nach Rolle

content-ancients-story-explorer-text = Alte Leuchtfeuer erwachen am Rand: Jemand kartiert das Dunkel zwischen den Sternen.
content-ancients-story-scientist-text = Ein Archiv, älter als jedes Volk, öffnet seine erste Tür.
content-ancients-story-steward-text = Stille Erntewelten zahlen einen Zehnt, von dessen Vereinbarung niemand mehr weiß.
content-ancients-story-merchant-text = Schiffe ohne Flagge handeln mit Münzen, die geprägt wurden, bevor deine Sonne entstand.
content-ancients-story-engineer-text = In einem toten Nebel beginnt eine Werft von der Größe eines Mondes zu summen.
content-ancients-story-warlord-text = Ein Kreuzer der Uralten zieht über den Himmel, und hinter ihm erlischt eine Welt.
content-ancients-story-regent-text = Ein Thron wendet sich der Galaxis zu. Seine Geduld geht zu Ende.

## Technologiegebiete (Field::name) und ihre Stufen (technology.ron, descriptions)

content-field-military-name = Militär
content-field-spirituality-name = Spiritualität
content-field-propulsion-name = Antrieb
content-field-robotics-name = Robotik
content-field-genetics-name = Genetik
content-field-military-level1-description = 1 Kampfwert je Schiff
content-field-military-level2-description = 1 Kampfwert je Schiff; +1 fortgeschrittene Flottentaktik
content-field-military-level3-description = 2 Kampfwert je Schiff
content-field-military-level4-description = 3 Kampfwert je Schiff; +1 fortgeschrittene Flottentaktik
content-field-military-level5-description = 6 Kampfwert je Schiff
content-field-military-level6-description = 10 Kampfwert je Schiff; +3 fortgeschrittene Flottentaktiken
content-field-spirituality-level1-description = keine Fernsicht
content-field-spirituality-level2-description = 1 Fernsicht pro Runde
content-field-spirituality-level3-description = 2 Fernsichten pro Runde
content-field-spirituality-level4-description = 3 Fernsichten; Handel ohne Kontakt
content-field-spirituality-level5-description = 4 Fernsichten; deine Sterne können nicht blockiert werden; du wirst dauerhaft STO
content-field-spirituality-level6-description = unbegrenzte Fernsichten; verlorene Bevölkerung steigt auf, statt auf die Leiste zurückzukehren
content-field-propulsion-level1-description = Reichweite 3
content-field-propulsion-level2-description = Reichweite 4
content-field-propulsion-level3-description = Reichweite 4; Sternentor zwischen deinen Sternen mit 3+ Bevölkerung
content-field-propulsion-level4-description = Reichweite 5; Sternentor zwischen deinen Sternen mit 3+ Bevölkerung
content-field-propulsion-level5-description = Reichweite 5; Sternentor zwischen beliebigen nicht feindlichen Sternen; darf Neutronensterne betreten
content-field-propulsion-level6-description = unbegrenzte Reichweite; Sternentore; darf Neutronensterne betreten
content-field-robotics-level1-description = +0 Schiffe beim Bauen; baue an Sternen mit 4+ Bevölkerung
content-field-robotics-level2-description = +1 Schiff beim Bauen
content-field-robotics-level3-description = +3 Schiffe beim Bauen
content-field-robotics-level4-description = +5 Schiffe beim Bauen; baue an Sternen mit 3+ Bevölkerung
content-field-robotics-level5-description = +7 Schiffe; baue ab 2+ Bevölkerung; ein zweiter quadratischer Marker für 2 DP
content-field-robotics-level6-description = +10 Schiffe; baue an jedem eigenen Stern; ein zweiter quadratischer Marker kostenlos
content-field-genetics-level1-description = keine Bonusbevölkerung
content-field-genetics-level2-description = 1 Bonusbevölkerung beim Wachsen
content-field-genetics-level3-description = 2 Bonusbevölkerung beim Wachsen
content-field-genetics-level4-description = 3 Bonusbevölkerung beim Wachsen
content-field-genetics-level5-description = 4 Bonusbevölkerung; eine zusätzliche Wachstumsaktion kostet 2 DP
content-field-genetics-level6-description = 6 Bonusbevölkerung; eine zusätzliche Wachstumsaktion kostet 1 DP

## Verben der Tabelle „Stern gewinnen“ (base.ron und peoples.ron, gain_star.verb), im Infinitiv

content-gain-star-colonize-verb = kolonisieren
content-gain-star-subjugate-verb = unterwerfen
content-gain-star-ally-with-verb = sich verbünden mit
content-gain-star-conquer-verb = erobern
content-gain-star-liberate-verb = befreien
