// Gazetteer data: Neue Deutsche Welle and German rock, pop, rap and Liedermacher. One line per
// song: `Title|Artist|alias;alias` (artist and aliases optional). Generated into `SongTables` by scripts/generate-song-tables.py.
extension SongCatalogue {
    static let ndw = #"""
99 Luftballons|Nena|Neunundneunzig Luftballons;99 Red Balloons
Irgendwie, irgendwo, irgendwann|Nena
Nur geträumt|Nena
Leuchtturm|Nena
Liebe ist|Nena
Wunder geschehen|Nena|Wunder gescheh'n
Fragezeichen|Nena
Major Tom (völlig losgelöst)|Peter Schilling|Major Tom;Völlig losgelöst
Skandal im Sperrbezirk|Spider Murphy Gang
Skandal um Rosi|Spider Murphy Gang
Schickeria|Spider Murphy Gang
Ich schau dich an (Peep Peep)|Spider Murphy Gang|Peep Peep
Da Da Da|Trio|Da da da ich lieb dich nicht du liebst mich nicht;Da da da ich weiß Bescheid du weißt Bescheid
Bruttosozialprodukt|Geier Sturzflug|Dann wird wieder in die Hände gespuckt
Besuchen Sie Europa (solange es noch steht)|Geier Sturzflug
Ich will Spaß|Markus
Rosemarie|Hubert Kah
Goldene Zeiten|Hubert Kah
Der Goldene Reiter|Joachim Witt|Goldener Reiter
Die Flut|Joachim Witt
Der Mussolini|Deutsch Amerikanische Freundschaft|Tanz den Mussolini
Eisbär|Grauzone
Fred vom Jupiter|Andreas Dorau
Ein Jahr (Es geht voran)|Fehlfarben|Es geht voran;Keine Atempause
Hurra, hurra, die Schule brennt|Extrabreit
Polizisten|Extrabreit
Flieger, grüß mir die Sonne|Extrabreit
Codo|Deutsch Österreichisches Feingefühl|Codo (… düse im Sauseschritt);Ich düse düse düse im Sauseschritt
Kleine Taschenlampe brenn|Markus|Kleine Taschenlampe
Hey Amigo Charly Brown|Benny
Sommersprossen|UKW
Blaue Augen|Ideal
Berlin|Ideal
Monotonie|Ideal
Tretboot in Seenot|Frl. Menke
Hohe Berge|Frl. Menke
Carbonara|Spliff
Das Blech|Spliff
Déjà vu|Spliff
Computerliebe|Kraftwerk
Das Model|Kraftwerk|The Model
Autobahn|Kraftwerk
Die Roboter|Kraftwerk|The Robots
Trans Europa Express|Kraftwerk|Trans-Europe Express
Radioaktivität|Kraftwerk|Radioactivity
Tour de France|Kraftwerk
Taschenrechner|Kraftwerk|Pocket Calculator
Hier kommt Alex|Die Toten Hosen
Junimond|Rio Reiser
König von Deutschland|Rio Reiser
Für immer und dich|Rio Reiser
Alles Lüge|Rio Reiser
Dreiklangsdimensionen|Rheingold
Fremde Freunde|Rheingold
Ohne Krimi geht die Mimi nie ins Bett|Bully Buhlan
Nie mehr Schule|Falco
"""#

    static let deutsch = #"""
Tage wie diese|Die Toten Hosen
Alles aus Liebe|Die Toten Hosen
Zehn kleine Jägermeister|Die Toten Hosen|10 kleine Jägermeister
Bonnie & Clyde|Die Toten Hosen|Bonnie und Clyde
Steh auf, wenn du am Boden bist|Die Toten Hosen
Wünsch dir was|Die Toten Hosen
Unsterblich|Die Toten Hosen
Paradies|Die Toten Hosen
Pushed Again|Die Toten Hosen
Bayern|Die Toten Hosen
Liebeslied|Die Toten Hosen
Altes Fieber|Die Toten Hosen
Laune der Natur|Die Toten Hosen
Eisgekühlter Bommerlunder|Die Toten Hosen|Bommerlunder
Opel-Gang|Die Toten Hosen
Wort zum Sonntag|Die Toten Hosen
Schrei nach Liebe|Die Ärzte
Westerland|Die Ärzte
Männer sind Schweine|Die Ärzte
Junge|Die Ärzte
Zu spät|Die Ärzte
Unrockbar|Die Ärzte
Lasse redn|Die Ärzte|Lasse reden
Deine Schuld|Die Ärzte
Hurra|Die Ärzte
Ein Schwein namens Männer|Die Ärzte
Rebell|Die Ärzte
Monsterparty|Die Ärzte
Schunder-Song|Die Ärzte
Friedenspanzer|Die Ärzte
Dinge von denen|Die Ärzte
Manchmal haben Frauen ...|Die Ärzte
Rettet die Wale|Die Ärzte
Mein Baby war beim Frisör|Die Ärzte
Wie es geht|Die Ärzte
Himmelblau|Die Ärzte
Komm zurück|Die Ärzte
Bitte bitte|Die Ärzte
Gehn wie ein Ägypter|Die Ärzte
Teenagerliebe|Die Ärzte
Buddy Holly's Brille|Die Ärzte
Mensch|Herbert Grönemeyer
Männer|Herbert Grönemeyer
Bochum|Herbert Grönemeyer|Tief im Westen
Flugzeuge im Bauch|Herbert Grönemeyer
Der Weg|Herbert Grönemeyer
Alkohol|Herbert Grönemeyer
Currywurst|Herbert Grönemeyer
Was soll das|Herbert Grönemeyer
Kinder an die Macht|Herbert Grönemeyer
Halt mich|Herbert Grönemeyer
Mambo|Herbert Grönemeyer
Zeit, dass sich was dreht|Herbert Grönemeyer
Ich dreh mich um dich|Herbert Grönemeyer
Land unter|Herbert Grönemeyer
Bleibt alles anders|Herbert Grönemeyer
Lache, wenn es nicht zum Weinen reicht|Herbert Grönemeyer
Sekundenglück|Herbert Grönemeyer
Du|Peter Maffay
So bist du|Peter Maffay
Ich wollte nie erwachsen sein|Peter Maffay|Nessajas Lied;Nessaja
Und es war Sommer|Peter Maffay|Es war Sommer
Eiszeit|Peter Maffay
Josie|Peter Maffay
Sonne in der Nacht|Peter Maffay
Halt dich an mir fest|Revolverheld
Ich lass für dich das Licht an|Revolverheld
Lass uns gehen|Revolverheld
Spinner|Revolverheld
Das kann uns keiner nehmen|Revolverheld
Freunde bleiben|Revolverheld
Keine Liebeslieder|Revolverheld
Ich werd die Welt verändern|Revolverheld
Zimmer mit Blick|Revolverheld
Symphonie|Silbermond
Das Beste|Silbermond
Irgendwas bleibt|Silbermond
Durch die Nacht|Silbermond
Leichtes Gepäck|Silbermond
Krieger des Lichts|Silbermond
Himmel auf|Silbermond
Unendlich|Silbermond
Machs dir selbst|Silbermond
Perfekte Welle|Juli|Die perfekte Welle
Geile Zeit|Juli
Dieses Leben|Juli
Elektrisches Gefühl|Juli
Regen und Meer|Juli
Zerrissen|Juli
Nur ein Wort|Wir sind Helden
Guten Tag|Wir sind Helden
Denkmal|Wir sind Helden
Müssen nur wollen|Wir sind Helden
Gekommen um zu bleiben|Wir sind Helden
Von hier an blind|Wir sind Helden
Bring mich nach Hause|Wir sind Helden
Aurélie|Wir sind Helden
Chöre|Mark Forster
Au Revoir|Mark Forster
Wir sind groß|Mark Forster
Sowieso|Mark Forster
194 Länder|Mark Forster|Hundertvierundneunzig Länder
Flash mich|Mark Forster
Übermorgen|Mark Forster
Bauch und Kopf|Mark Forster
Einer dieser Steine|Mark Forster
Kogong|Mark Forster
Drei Uhr nachts|Lea|3 Uhr nachts
Leiser|Lea
Zu dir|Lea
Immer wenn wir uns sehn|Lea
Easy|Cro
Einmal um die Welt|Cro
Traum|Cro
Bye Bye|Cro
Whatever|Cro
Du|Cro
Roller|Apache 207
Komet|Udo Lindenberg & Apache 207
Wieso tust du dir das an?|Apache 207
200 km/h|Apache 207|Zweihundert km/h
Kein Problem|Apache 207
Bläulich|Apache 207
Sag mir, wo die Blumen sind|Marlene Dietrich
Haus am See|Peter Fox
Alles neu|Peter Fox
Schwarz zu Blau|Peter Fox
Stadtaffe|Peter Fox
Zukunft Pink|Peter Fox
Gewinner|Clueso
Keinen Zentimeter|Clueso
Chicago|Clueso
Neuanfang|Clueso
Zu schnell vorbei|Clueso
Wenn du liebst|Clueso
Nur noch kurz die Welt retten|Tim Bendzko
Keine Maschine|Tim Bendzko
Hoch|Tim Bendzko
Am seidenen Faden|Tim Bendzko
Wenn Worte meine Sprache wären|Tim Bendzko
Unter die Haut|Tim Bendzko
Leichtsinn|Tim Bendzko
80 Millionen|Max Giesinger|Achtzig Millionen
Wenn sie tanzt|Max Giesinger
Legenden|Max Giesinger
Die Reise|Max Giesinger
Roulette|Max Giesinger
Nicht verdient|AnnenMayKantereit
Pocahontas|AnnenMayKantereit
Barfuß am Klavier|AnnenMayKantereit
Oft gefragt|AnnenMayKantereit
Ich geh heut nicht mehr tanzen|AnnenMayKantereit
Hurra die Welt geht unter|K.I.Z
Jenny Jenny|AnnenMayKantereit
Song für Liam|Kraftklub
Schüsse in die Luft|Kraftklub
Ich will nicht nach Berlin|Kraftklub
Karl-Marx-Stadt|Kraftklub
Dein Lied|Kraftklub
Chemie Chemie Ya|Kraftklub
Du hast|Rammstein
Engel|Rammstein
Sonne|Rammstein
Ich will|Rammstein
Deutschland|Rammstein
Mein Teil|Rammstein
Amerika|Rammstein
Links 2-3-4|Rammstein|Links zwo drei vier
Keine Lust|Rammstein
Ohne dich|Rammstein
Mutter|Rammstein
Feuer frei!|Rammstein
Radio|Rammstein
Ausländer|Rammstein
Mein Herz brennt|Rammstein
Seemann|Rammstein
Zeit|Rammstein
Reise, Reise|Rammstein
Asche zu Asche|Rammstein
Rosenrot|Rammstein
Pussy|Rammstein
Haifisch|Rammstein
Sehnsucht|Rammstein
Mein Land|Rammstein
Stripped|Rammstein
Du riechst so gut|Rammstein
Sonderzug nach Pankow|Udo Lindenberg
Hinterm Horizont|Udo Lindenberg|Hinterm Horizont geht's weiter
Cello|Udo Lindenberg
Wozu sind Kriege da|Udo Lindenberg
Reeperbahn|Udo Lindenberg
Mädchen aus Ost-Berlin|Udo Lindenberg
Ich mach mein Ding|Udo Lindenberg
Stark wie zwei|Udo Lindenberg
Alles klar auf der Andrea Doria|Udo Lindenberg
Der Greis ist heiß|Udo Lindenberg
Johnny Controletti|Udo Lindenberg
Ein Herz kann man nicht reparieren|Udo Lindenberg
Die Da!?!|Die Fantastischen Vier|Ist es die da
Sie ist weg|Die Fantastischen Vier
MfG|Die Fantastischen Vier|Mit freundlichen Grüßen
Tag am Meer|Die Fantastischen Vier
Troy|Die Fantastischen Vier
Einfach sein|Die Fantastischen Vier
Populär|Die Fantastischen Vier
Zusammen|Die Fantastischen Vier
Was geht|Die Fantastischen Vier
Ernten was wir säen|Die Fantastischen Vier
Vom selben Stern|Ich + Ich
So soll es bleiben|Ich + Ich
Stark|Ich + Ich
Pflaster|Ich + Ich
Du erinnerst mich an Liebe|Ich + Ich
Ist da jemand|Adel Tawil
Lieder|Adel Tawil
Zuhause|Adel Tawil
Vincent|Sarah Connor
Wie schön du bist|Sarah Connor
Bonnie & Clyde|Sarah Connor
Kommst du mit ihr|Sarah Connor
From Sarah with Love|Sarah Connor
Let's Get Back to Bed – Boy!|Sarah Connor
Bounce|Sarah Connor
Satellite|Lena
Taken by a Stranger|Lena
Wild & Free|Lena
Traffic Lights|Lena
Auf uns|Andreas Bourani
Nur in meinem Kopf|Andreas Bourani
Ultraleicht|Andreas Bourani
Hey|Andreas Bourani
Astronaut|Sido & Andreas Bourani
Bilder im Kopf|Sido
Mein Block|Sido
Hey du|Sido
Einer dieser Tage|Sido
Tausend Tattoos|Sido
Sonnenbank Flavour|Bushido
Zeiten ändern dich|Bushido
Vergiss mich|Bushido
Für immer|Unheilig
Lichter der Stadt|Unheilig
An deiner Seite|Unheilig
Sternbild|Unheilig
Augen auf!|Oomph!
Gott ist ein Popstar|Oomph!
Ein Kompliment|Sportfreunde Stiller
'54, '74, '90, 2006|Sportfreunde Stiller|54 74 90 2010
Applaus, Applaus|Sportfreunde Stiller
Ich, Roque|Sportfreunde Stiller
Haltet die Welt an|Glashaus
Landungsbrücken raus|Kettcar
Sommer '89|Kettcar
Der Tag wird kommen|Marcus Wiebusch
Kein Schwein ruft mich an|Max Raabe
Der perfekte Moment … wird heut verpennt|Max Raabe
Küssen kann man nicht alleine|Max Raabe
Hinterland|Casper
So perfekt|Casper
Im Ascheregen|Casper
Auf und davon|Casper
Michael X|Casper
Lang lebe der Tod|Casper
Lieblingsmensch|Namika
Je ne parle pas français|Namika
Ohne mein Team|Bonez MC & RAF Camora
Palmen aus Plastik|Bonez MC & RAF Camora
Melodien|Cro
Lila Wolken|Marteria, Yasha & Miss Platnum
Kids (2 Finger an den Kopf)|Marteria|Kids;Zwei Finger an den Kopf
OMG!|Marteria
Verstrahlt|Marteria
El Presidente|Marteria
Bengalische Tiger|Marteria
Welt der Wunder|Marteria
Marteria Girl|Marteria
Aufstehn|Seeed
Ding|Seeed
Dickes B|Seeed
Augenbling|Seeed
Beautiful|Seeed
Music Monks|Seeed
Waterpumpee|Seeed
Geiles Leben|Glasperlenspiel
Ich bin ich|Glasperlenspiel
Echt|Glasperlenspiel
Nie vergessen|Glasperlenspiel
Dieser Weg|Xavier Naidoo
Sie sieht mich nicht|Xavier Naidoo
Ich kenne nichts (das so schön ist wie du)|Xavier Naidoo
Abschied nehmen|Xavier Naidoo
Was wir alleine nicht schaffen|Xavier Naidoo
Führ mich ans Licht|Xavier Naidoo
Geh davon aus|Söhne Mannheims
Das hat die Welt noch nicht gesehen|Söhne Mannheims
Weinst du|Echt
Du trägst keine Liebe in dir|Echt
Alles wird sich ändern|Echt
Wir haben's getan|Echt
Freitag|Echt
Wolke 4|Philipp Dittberner & Marv
Bilder von dir|Laith Al-Deen
Ich würd' dich gern besuchen|Bosse
Schönste Zeit|Bosse
Dein Hurra|Bosse
So oder so|Bosse
Frankfurt Oder|Bosse & Anna Loos
Mädchen|Lucilectric
Für dich|Yvonne Catterfeld
Blau im Blau|Yvonne Catterfeld
Liebe meines Lebens|Philipp Poisel
Wie soll ein Mensch das ertragen|Philipp Poisel
Eiserner Steg|Philipp Poisel
Ich & Du|Philipp Poisel|Ich und Du
Bis nach Toulouse|Philipp Poisel
Zünde alle Feuer|Philipp Poisel
Wo fängt dein Himmel an|Philipp Poisel
Ich will nur|Philipp Poisel
Sehnsucht|Purple Schulz|Ich will raus
Verliebte Jungs|Purple Schulz
Kleine Seen|Purple Schulz
Abenteuerland|Pur
Lena|Pur
Funkelperlenaugen|Pur
Hör gut zu|Pur
Wenn sie diesen Tango hört|Pur
Ich lieb dich|Pur
Kowalski|Pur
Kinder sind tabu|Pur
Drachen sollen fliegen|Pur
Leg nicht auf|Heinz Rudolf Kunze
Mit Leib und Seele|Heinz Rudolf Kunze
Über den Wolken|Reinhard Mey
Gute Nacht, Freunde|Reinhard Mey
Annabelle, ach Annabelle|Reinhard Mey
Der Mörder ist immer der Gärtner|Reinhard Mey
Was kann schöner sein auf Erden, als Politiker zu werden|Reinhard Mey
Ich wollte wie Orpheus singen|Reinhard Mey
Die Gedanken sind frei|trad.
Ermutigung|Wolf Biermann
Ballade vom preußischen Ikarus|Wolf Biermann
Die Moritat von Mackie Messer|Bertolt Brecht & Kurt Weill|Mackie Messer;Und der Haifisch, der hat Zähne
Kinder|Bettina Wegner|Sind so kleine Hände
Wenn ich ein Junge wär|Rita Pavone
Sag es laut|Xavier Naidoo
Hamma!|Culcha Candela
Monsta|Culcha Candela
Berlin City Girl|Culcha Candela
Von allein|Culcha Candela
Heute hier, morgen dort|Hannes Wader
Sag mir, wo du stehst|Oktoberklub
Zuhause|Fynn Kliemann
Egal|Michael Wendler
Sie liebt den DJ|Michael Wendler
Ich bin wieder hier|Marius Müller-Westernhagen|Wieder hier
Freiheit|Marius Müller-Westernhagen
Sexy|Marius Müller-Westernhagen
Mit 18|Marius Müller-Westernhagen|Mit achtzehn
Johnny Walker|Marius Müller-Westernhagen
Pfefferminz|Marius Müller-Westernhagen|Ich bin Pfefferminz
Willenlos|Marius Müller-Westernhagen
Es geht mir gut|Marius Müller-Westernhagen
Dicke|Marius Müller-Westernhagen
Weil ich dich liebe|Marius Müller-Westernhagen
Taximann|Marius Müller-Westernhagen
Lass uns leben|Marius Müller-Westernhagen
Hengstin|Jennifer Rostock
Du willst mir an die Wäsche|Jennifer Rostock
Wo willst du hin|Xavier Naidoo
Jein|Fettes Brot
Nordisch by Nature|Fettes Brot
Emanuela|Fettes Brot
Bettina, zieh dir bitte etwas an|Fettes Brot
Schwule Mädchen|Fettes Brot
The Grosser|Fettes Brot
Soll das alles sein|Fettes Brot
An Tagen wie diesen|Fettes Brot
Weck mich auf|Samy Deluxe
Mit jedem deiner Fehler|Die Fantastischen Vier
Auf anderen Wegen|Andreas Bourani
Sonnentanz|Klangkarussell
Durch den Monsun|Tokio Hotel
"""#
}
