# Speichern und Laden: was mit einem Spielstand schiefgeht, in Worten für dich.

## Einen Spielstand lesen (der Ladebildschirm sagt, was nicht stimmt)
save-file-too-large = diese Datei hat { $bytes } Bytes: viel zu groß für einen Spielstand (höchstens { $max })
save-not-a-save = das ist kein Spielstand von Galactic Automa
save-newer = dieser Spielstand stammt aus einer neueren Version des Spiels (Speicherformat { $format }, dieses Spiel liest bis { $max })
save-damaged-at = der Spielstand ist beschädigt: Zeile { $line }, Spalte { $column }: { $why }
save-damaged-seats = der Spielstand ist beschädigt: seine Liste der Plätze ist viel zu lang
save-too-many-commands = der Spielstand enthält { $n } Befehle: mehr, als ein Spiel je hat
save-other-rules = dieser Spielstand wurde mit anderen Regeln gespielt ({ $saved }), nicht mit den jetzt geladenen ({ $loaded }): die Mod, die er nutzte, fehlt oder hat sich geändert
save-other-seats = die Plätze des Spielstands ({ $saved }) sind nicht die dieses Tisches ({ $table })
save-seat-missing = der Spielstand hat einen Befehl für Platz { $seat }, und dieser Tisch hat { $seats ->
    [one] { $seats } Platz
   *[other] { $seats } Plätze
}
save-no-replay = der Spielstand lässt sich nicht nachspielen: { $why }
save-unknown-date = Datum unbekannt

## Wo Spielstände liegen (Dateien auf dem Rechner, lokaler Speicher im Browser)
save-name-length = ein Spielstandname hat 1 bis 40 Zeichen
save-name-characters = ein Spielstandname besteht nur aus Buchstaben, Ziffern, Leerzeichen, - und _
save-no-data-folder = dieses System hat keinen Datenordner für Spielstände
save-cannot-make-folder = der Ordner für Spielstände { $path } lässt sich nicht anlegen: { $why }
save-cannot-write = { $path } lässt sich nicht schreiben: { $why }
save-cannot-delete-file = { $path } lässt sich nicht löschen: { $why }
save-cannot-make-screenshot-folder = der Ordner { $path } lässt sich nicht anlegen: { $why }
save-no-local-storage = dieser Browser hat keinen lokalen Speicher für Spielstände
save-browser-refused-own = der Browser hat sich geweigert, { $name ->
    [settings] die Einstellungen
    [history] die Liste deiner Spiele
   *[other] { $name }
} zu speichern
save-browser-refused = der Browser hat sich geweigert, den Spielstand zu speichern (Speicher voll?)
save-no-such-slot = kein Spielstand namens { $slot }
save-cannot-delete-slot = { $slot } lässt sich nicht löschen
save-browser-no-files = das Spiel im Browser hält seine Spielstände im lokalen Speicher, nicht in Dateien
save-too-large = dieser Spielstand ist viel zu groß
