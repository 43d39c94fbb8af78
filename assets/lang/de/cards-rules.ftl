# Was der A-Bedingung einer Dominanzkarte noch fehlt (im Kartenfeld gezeigt und als
# Grund, wenn eine Ausspielung für A abgelehnt wird).

card-rules-center-stars = du besitzt { $have } von { $n ->
    [one] { $n } Stern
   *[other] { $n } Sternen
} im Zentrumssektor
card-rules-home-sector = nicht jeder Stern deines Heimatsektors gehört dir
card-rules-populous-stars = { $have } von { $n ->
    [one] { $n } Stern
   *[other] { $n } Sternen
} mit { $population }+ Bevölkerung
card-rules-diplomatic = braucht { $field } { $level }+ (du hast { $have }), den zentralen Stern des Zentrumssektors und Frieden mit allen
card-rules-start-of-movement = diese Karte wird zu Beginn deiner Bewegung gespielt
card-rules-nebulae = deine Schiffe sind in { $have } von { $n ->
    [one] { $n } Nebel
   *[other] { $n } Nebeln
}
card-rules-sectors = braucht { $field } { $level }+ sowie ein Schiff und einen Stern in { $n ->
    [one] { $n } Sektor
   *[other] { $n } Sektoren
} ({ $have })
card-rules-combat-value = deine Schiffe haben { $have } von { $n } Kampfwert
card-rules-stars = du besitzt { $have } von { $n ->
    [one] { $n } Stern
   *[other] { $n } Sternen
}
card-rules-stars-taken = du hast in dieser Runde { $have } von { $n ->
    [one] { $n } Stern
   *[other] { $n } Sternen
} von anderen Fraktionen übernommen
card-rules-trading-turn = diese Karte wird am Ende einer Runde gespielt: in deinem Handelszug
card-rules-alignment-lead-solo = braucht { $min }+ DP (du hast { $have }) und mehr Technologiestufen als der Automa deiner Ausrichtung
card-rules-alignment-lead = braucht { $min }+ DP und mehr DP als alle anderen deiner Ausrichtung
card-rules-biggest-build = dein größter Bau in dieser Runde: { $have } von { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
}
card-rules-total-levels = { $have } von { $n } Technologiestufen
card-rules-six-and-five = braucht ein Gebiet auf { $high } und ein weiteres auf { $next }+
