# Deutsch: die Schritte des geführten ersten Spiels (assets/rules/tutorial.ron).
# Schlüssel: content-tutorial-step<N>-<Feld>, N zählt die Schritte ab 1; Felder: title, text.
# Die englischen Texte stehen in tutorial.ron; fehlt hier ein Eintrag, gilt der englische.

content-tutorial-step1-title = Willkommen
content-tutorial-step1-text = Dieses geführte Spiel spielt eine Runde gegen die zwei Automas: die Genfarmer (grüne Quadrate) und die Sklavenhändler (orange Rauten). Du bist die blauen Pfeile; dein Heimatstern ist eingekreist. Jeder Schritt sagt, was zu tun ist, und wartet darauf. Du kannst die Anleitung jederzeit verlassen und weiterspielen.

content-tutorial-step2-title = Wähl deinen Späher
content-tutorial-step2-text = Klick dein einzelnes Schiff neben deiner Heimat (das eingekreiste Feld) an, um es auszuwählen. Die Felder, die es erreichen kann, leuchten auf.

content-tutorial-step3-title = Flieg zu einem Stern
content-tutorial-step3-text = Klick den eingekreisten Stern Achernar an, um dorthin zu fliegen. Der Marker eines Sterns liegt verdeckt, bis ein Schiff ihn besucht: Deins deckt auf, was er ist. Dort steht auch ein Schiff der Genfarmer: Ein gemeinsames Feld bringt euch in Kontakt, und den brauchst du, um später mit ihnen zu handeln.

content-tutorial-step4-title = Wähl deine Flotte daheim
content-tutorial-step4-text = Klick jetzt deinen Heimatstern an, wo 5 deiner Schiffe warten. Der Regler im Bereich rechts legt fest, wie viele davon ziehen; alle 5 sind gewählt.

content-tutorial-step5-title = Schätz einen Kampf ab
content-tutorial-step5-text = Plünderer der Sklavenhändler (2 Schiffe) warten neben deiner Heimat, und du bist mit ihnen im Krieg. Zeig auf ihr Feld und warte einen Moment: Sein Tooltip zeigt den Kampf, den deine ausgewählten Schiffe dort führen würden, deinen Kampfwert (CV) gegen ihren und wer gewinnen würde. Ihr Militär 3 macht jedes ihrer Schiffe 2 wert.

content-tutorial-step6-title = Angriff
content-tutorial-step6-text = Klick, während deine 5 Schiffe noch ausgewählt sind, das Feld der Plünderer an. Schiffe ziehen in einem Sprung auf jedes Feld in Reichweite; den Weg sucht das Spiel für dich. Bis du deinen Zug beendest, kannst du Bewegungen mit „Bewegung rückgängig“ zurücknehmen.

content-tutorial-step7-title = Beende deine Bewegung
content-tutorial-step7-text = Drück „Bewegung beenden“ (E). Überall, wo deine Schiffe auf Schiffe treffen, mit denen du im Krieg bist, wird gekämpft. Kein Würfel: Der Kampfwert jeder Seite ist die Zahl ihrer Schiffe mal dem Wert, den Militär jedem Schiff gibt, und der höhere gewinnt (hier 5 gegen 4).

content-tutorial-step8-title = Wähl die Verluste
content-tutorial-step8-text = Du hast gewonnen. Der Sieger wählt, wie viele Schiffe des Verlierers zerstört werden; Überlebende ziehen sich zurück. Zerstöre beide: Das kostet dich halb so viele Schiffe, aufgerundet (eins), weil dein CV weniger als das Dreifache ihres war.

content-tutorial-step9-title = Die Züge der Automas
content-tutorial-step9-text = Jetzt machen die Genfarmer und die Sklavenhändler ihre Bewegungszüge. In Runde 1 ziehen sie nicht; ab Runde 2 würfelt jeder auf seiner Bewegungstabelle. Das Protokoll unten erzählt alles, was geschehen ist, mit jedem Wurf.

content-tutorial-step10-title = Wachstum: deine Marker
content-tutorial-step10-text = In der Wachstumsphase wählst du mindestens zwei ovale Marker (Aktionen) und ein Quadrat (ein Technologiegebiet oder einen Schritt in der Zugreihenfolge). Wähl die Ovale Forschung und Stern gewinnen mit dem Quadrat Antrieb: Du lernst Antrieb 2 (deine Schiffe erreichen 4 Felder statt 3) und gewinnst einen Stern. Dann bestätige.

content-tutorial-step11-title = Achernar gewinnen
content-tutorial-step11-text = „Stern gewinnen“ braucht dein Schiff am Stern. Achernar ist unbewohnt: Als STO kolonisierst du ihn mit einer Bevölkerungsscheibe. Wähl ihn für dein „Stern gewinnen“ und bestätige. Deine Bevölkerungsleiste verliert eine Scheibe: Das Aufdecken ihrer Felder zählt am Spielende.

content-tutorial-step12-title = Lies eine Automa-Entscheidung
content-tutorial-step12-text = Die Automas sind auch gewachsen, jeder per Würfel auf seiner Wachstumstabelle. Der Bereich links zeigt jede Automa-Entscheidung: den Würfel, die Tabelle mit der benutzten Zeile, die Kandidaten und wie Gleichstände aufgelöst wurden; ihre Felder sind auf dem Spielplan umrandet. Drück dort „< älter“, um die vorige zu lesen.

content-tutorial-step13-title = Handle mit den Genfarmern
content-tutorial-step13-text = Du hast Kontakt mit den Genfarmern und bist im Frieden mit ihnen, also darfst du in dieser Runde einmal handeln: Du nimmst eine Stufe in einem Gebiet, in dem sie vorne liegen (Militär), und sie lernen per Würfel ein Gebiet, in dem du vorne liegst. Handle mit ihnen um Militär.

content-tutorial-step14-title = Beende den Handel
content-tutorial-step14-text = Das war dein Handel für diese Runde. Beende die Handelsphase.

content-tutorial-step15-title = Wertung
content-tutorial-step15-text = Die Runde wird gewertet.

content-tutorial-step16-title = Runde 1 ist gewertet
content-tutorial-step16-text = Jede Runde bekommst du 1 DP (Schicksalspunkte), wenn deine Ausrichtung zu der der Ära passt: Du bist STO in der Ära des Lichts. Am Ende von Runde 8 kommen deine Bevölkerungsleiste, deine Sektoren und mehr hinzu; die Platzierung reicht von lunar bis kosmisch. Der Bereich „Deine DP nach Quelle“ zeigt, woher jeder Punkt kam.

content-tutorial-step17-title = Eine Flottentaktik
content-tutorial-step17-text = Dein Handel hat Militär auf 2 gehoben, das bringt einen Marker für fortgeschrittene Flottentaktik. Flotten sind Buchstabenmarker, die verbergen, wie viele Schiffe sie enthalten (bilde sie in deiner Bewegung unter „Flotten hier“). Der Marker kommt auf einen Flottenbuchstaben: Seine x2-Seite verdoppelt die Sonderfähigkeit dieser Flotte, seine andere Seite bringt 3 DP, jedes Mal wenn diese Flotte einen Kampf gewinnt. Leg ihn mit der x2-Seite auf Flotte A: Eine A-Flotte bringt dann 2 CV je Schiff zusätzlich (ohne ihn 1).

content-tutorial-step18-title = Jetzt bist du dran
content-tutorial-step18-text = Das ist eine ganze Runde: bewegen und kämpfen, wachsen, handeln, werten. In diesem Spiel bleiben noch sieben Runden. Spiel weiter, mit den Tipps unter jeder Frage, oder starte ein eigenes Spiel vom Titelbildschirm aus. F1 öffnet jederzeit die Regeln.
