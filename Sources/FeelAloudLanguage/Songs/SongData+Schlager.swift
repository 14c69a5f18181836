// Gazetteer data: German Schlager and Volksmusik. One line per song:
// `Title|Artist|alias;alias` (artist and aliases optional). Generated into `SongTables` by scripts/generate-song-tables.py.
extension SongCatalogue {
    static let schlager = #"""
Atemlos durch die Nacht|Helene Fischer|Atemlos
Herzbeben|Helene Fischer
Fehlerfrei|Helene Fischer
Phänomen|Helene Fischer
Achterbahn|Helene Fischer
Von hier bis unendlich|Helene Fischer
Ich will immer wieder dieses Fieber spür'n|Helene Fischer|Ich will immer wieder dieses Fieber spüren
Mitten im Paradies|Helene Fischer
Die Hölle morgen früh|Helene Fischer
Nur mit dir|Helene Fischer
Regenbogenfarben|Kerstin Ott
Die immer lacht|Kerstin Ott
Scheissmelodie|Kerstin Ott|Scheiß Melodie
Du hast mich tausendmal belogen|Andrea Berg|Du hast mich 1000 Mal belogen;Du hast mich tausend Mal belogen
Die Gefühle haben Schweigepflicht|Andrea Berg
Diese Nacht ist jede Sünde wert|Andrea Berg
Kilimandscharo|Andrea Berg
Wenn du mich willst, dann küss mich doch|Andrea Berg
Lass mich in Flammen stehen|Andrea Berg
Schwerelos|Andrea Berg
Ja, ich will|Andrea Berg
Santa Maria|Roland Kaiser
Joana|Roland Kaiser
Dich zu lieben|Roland Kaiser
Warum hast du nicht nein gesagt|Roland Kaiser
Manchmal möchte ich schon mit dir|Roland Kaiser
Sag ihm, dass ich dich liebe|Roland Kaiser
Ich glaub, es geht schon wieder los|Roland Kaiser
Dein ist mein ganzes Herz|Heinz Rudolf Kunze
Wahnsinn|Wolfgang Petry|Hölle Hölle Hölle
Verlieben, verloren, vergessen, verzeih'n|Wolfgang Petry|Verlieben verloren vergessen verzeihen
Weiß' der Geier|Wolfgang Petry
Der Himmel brennt|Wolfgang Petry
Bronze, Silber und Gold|Wolfgang Petry
Sieben Tage, sieben Nächte|Wolfgang Petry
Hello Again|Howard Carpendale
Ti amo|Howard Carpendale
Deine Spuren im Sand|Howard Carpendale
Dann geh doch|Howard Carpendale
Nachts, wenn alles schläft|Howard Carpendale
Ein Stern (... der deinen Namen trägt)|DJ Ötzi|Stern der deinen Namen trägt
Hey Baby|DJ Ötzi
Anton aus Tirol|DJ Ötzi
Burger Dance|DJ Ötzi
Geboren um zu leben|Unheilig
Große Freiheit|Unheilig
So wie du warst|Unheilig
Marmor, Stein und Eisen bricht|Drafi Deutscher
Griechischer Wein|Udo Jürgens
Aber bitte mit Sahne|Udo Jürgens
Ich war noch niemals in New York|Udo Jürgens
Siebzehn Jahr, blondes Haar|Udo Jürgens
Merci, Chérie|Udo Jürgens
Mit 66 Jahren|Udo Jürgens|Mit sechsundsechzig Jahren;Mit 66
Buenos Días Argentina|Udo Jürgens
Immer wieder geht die Sonne auf|Udo Jürgens
Vielen Dank für die Blumen|Udo Jürgens
Ein ehrenwertes Haus|Udo Jürgens
Was ich dir sagen will|Udo Jürgens
Liebe ohne Leiden|Udo Jürgens
Ein bisschen Frieden|Nicole
Er gehört zu mir|Marianne Rosenberg
Ich bin wie du|Marianne Rosenberg
Marleen|Marianne Rosenberg
Lieder der Nacht|Marianne Rosenberg
Theo, wir fahr'n nach Lodz|Vicky Leandros|Theo wir fahren nach Lodz
Ich liebe das Leben|Vicky Leandros
Après toi|Vicky Leandros
Schön ist es auf der Welt zu sein|Roy Black
Ganz in Weiß|Roy Black
Du bist nicht allein|Roy Black
Ein Bett im Kornfeld|Jürgen Drews
Ich bau dir ein Schloss|Jürgen Drews
König von Mallorca|Jürgen Drews
Tränen lügen nicht|Michael Holm
Mendocino|Michael Holm
Fiesta Mexicana|Rex Gildo
Hossa|Rex Gildo
Zwei kleine Italiener|Conny Froboess
Pack die Badehose ein|Conny Froboess
Junge, komm bald wieder|Freddy Quinn
Heimweh|Freddy Quinn
La Paloma|Freddy Quinn
Die Gitarre und das Meer|Freddy Quinn
Schuld war nur der Bossa Nova|Manuela
Wunder gibt es immer wieder|Katja Ebstein
Ein Festival der Liebe|Jürgen Marcus
Eine neue Liebe ist wie ein neues Leben|Jürgen Marcus
Rote Lippen soll man küssen|Cliff Richard
Tanze Samba mit mir|Tony Holiday
Wir sind alle kleine Sünderlein|Willy Millowitsch
Ein Schiff wird kommen|Lale Andersen
Lili Marleen|Lale Andersen
Zwei Apfelsinen im Haar|Adam & Eve
Mama Lorraine|G. G. Anderson
Sommer, Sonne, Kaktus|Helge Schneider
Schöne Maid|Tony Marshall
Der Junge mit der Mundharmonika|Bernd Clüver
Anita|Costa Cordalis
Es fährt ein Zug nach Nirgendwo|Christian Anders
Fremder Mann|Marianne Rosenberg
Du, du liegst mir im Herzen|trad.
Liebeskummer lohnt sich nicht|Siw Malmkvist
Wärst du doch in Düsseldorf geblieben|Dorthe Kollo
Sierra Madre|Die Zillertaler Schürzenjäger|Sierra Madre del Sur
Zillertaler Hochzeitsmarsch|Die Zillertaler Schürzenjäger
Herzilein|Wildecker Herzbuben
Patrona Bavariae|trad.
Kufsteinlied|Franzl Lang|Kufstein Lied
Schneewalzer|trad.
Der Holzmichl|De Randfichten|Lebt denn dr alte Holzmichl noch
Lebt denn der alte Holzmichl noch|De Randfichten
Fliegerlied|Donikkl|So ein schöner Tag
Das rote Pferd|Markus Becker|Rotes Pferd
Ich bin solo|Mickie Krause
Geh mal Bier hol'n|Mickie Krause|Geh mal Bier holen
Schatzi, schenk mir ein Foto|Mickie Krause
Zehn nackte Friseusen|Mickie Krause
Finger weg von Sachen ohne Alkohol|Mickie Krause
Reiß die Hütte ab|Mickie Krause
Jan Pillemann Otze|Mickie Krause
Biste braun, kriegste Fraun|Mickie Krause
Mama Laudaaa|Almklausi|Mama Lauda
Joana (Du geile Sau)|Mia Julia
Cordula Grün|Die Draufgänger
Layla|DJ Robin & Schürze
Hände zum Himmel|Die Kolibris
Scheiß drauf|Peter Wackel|Scheiß drauf Malle ist nur einmal im Jahr
Das geht ab (Wir feiern die ganze Nacht)|Die Atzen|Das geht ab
Disco Pogo|Die Atzen
Er hat ein knallrotes Gummiboot|Wencke Myhre|Knallrotes Gummiboot
Beiß nicht gleich in jeden Apfel|Wencke Myhre
Was für eine geile Zeit|Ben Zucker
Na und?!|Ben Zucker
Der Sonne entgegen|Ben Zucker
Verdammt, ich lieb dich|Matthias Reim
Ich hab geträumt von dir|Matthias Reim
Wolke 7|Vanessa Mai
Ich sterb für dich|Vanessa Mai
Sie hat es wieder getan|Matthias Reim
Mein Herz|Beatrice Egli
Bis hierher und viel weiter|Beatrice Egli
Ich will 'nen Cowboy als Mann|Gitte Haenning|Ich will einen Cowboy als Mann
Wer Liebe lebt|Michelle
Idiot|Michelle
Aber dich gibt's nur einmal für mich|Nilsen Brothers
Der Nippel|Mike Krüger
Bodo mit dem Bagger|Mike Krüger
Mein Gott, Walther|Mike Krüger
Die Sonne scheint für alle|Florian Silbereisen
Eine Rose aus Santa Monica|Andrea Jürgens
Und dabei liebe ich euch beide|Andrea Jürgens
Ein Lied kann eine Brücke sein|Joy Fleming
Ich fange nie mehr was an einem Sonntag an|Lena Valaitis
Johnny Blue|Lena Valaitis
Wadde hadde dudde da|Stefan Raab
Maschendrahtzaun|Stefan Raab
Alles nur geklaut|Die Prinzen
Küssen verboten|Die Prinzen
Millionär|Die Prinzen
Gabi und Klaus|Die Prinzen
Deutschland|Die Prinzen
Du musst ein Schwein sein|Die Prinzen
Mann im Mond|Die Prinzen
Tanze mit mir in den Morgen|Gerhard Wendland
Capri-Fischer|Rudi Schuricke
Ganz Paris träumt von der Liebe|Caterina Valente
Wenn die Sonne erwacht in den Bergen|Nilsen Brothers
Das alte Haus von Rocky Docky|Bruce Low
Die kleine Kneipe|Peter Alexander
Hier ist ein Mensch|Peter Alexander
Der Papa wird's schon richten|Peter Alexander
Kreuzberger Nächte|Gebrüder Blattschuss
Ich hab die Liebe geseh'n|Vicky Leandros
Komm ein bisschen mit nach Italien|Caterina Valente
Ich hab 3 Haare auf der Brust|Bernd Stelter|Drei Haare auf der Brust
Tschu Tschu Wa|trad.
Hier kommt Kurt|Frank Zander
Ich trink auf dein Wohl, Marie|Frank Zander
Nur nach Hause (geh'n wir nicht)|Frank Zander
Über sieben Brücken musst du gehn|Karat
Über sieben Brücken musst du gehn|Peter Maffay
Jugendliebe|Ute Freudenberg
Am Fenster|City
Als ich fortging|Karussell
Alt wie ein Baum|Puhdys
Wenn ein Mensch lebt|Puhdys
Geh zu ihr|Puhdys
Der blaue Planet|Karat
Das Lied der Schlümpfe|Vader Abraham
Y Viva España|Imca Marina|Viva Espana
Der Teufel hat den Schnaps gemacht|Udo Jürgens
Rot sind die Rosen|Semino Rossi
Ich hab mein Herz in Heidelberg verloren|trad.
Die Fischerin vom Bodensee|Lale Andersen
Ich will keine Schokolade|Trude Herr
Kann denn Liebe Sünde sein|Zarah Leander
Davon geht die Welt nicht unter|Zarah Leander
Ich weiß, es wird einmal ein Wunder geschehn|Zarah Leander
Ein Freund, ein guter Freund|Comedian Harmonists
Veronika, der Lenz ist da|Comedian Harmonists
Mein kleiner grüner Kaktus|Comedian Harmonists
Wochenend und Sonnenschein|Comedian Harmonists
Ich wollt' ich wär ein Huhn|Comedian Harmonists
Das ist die Liebe der Matrosen|Heinz Rühmann
Auf der Reeperbahn nachts um halb eins|Hans Albers|Auf der Reeperbahn
La Le Lu|Heinz Rühmann|Lalelu
Ein Prosit der Gemütlichkeit|trad.|Ein Prosit
Wer soll das bezahlen|Jupp Schmitz
In München steht ein Hofbräuhaus|trad.
Einmal um die ganze Welt|Karel Gott
Babicka|Karel Gott
Wie ein Stern|Frank Schöbel
Weihnachten in Familie|Frank Schöbel
Jenseits von Eden|Nino de Angelo
Und wenn ein Lied|Söhne Mannheims
Blau blüht der Enzian|Heino
Karamba, Karacho, ein Whisky|Heino
Schwarzbraun ist die Haselnuss|Heino
Jenseits des Tales|Heino
Die schwarze Barbara|Heino
Rosamunde|Heino
Tausendmal du|Münchener Freiheit
Ohne dich (schlaf ich heut Nacht nicht ein)|Münchener Freiheit
So lang man Träume noch leben kann|Münchener Freiheit
Wenn Du denkst, Du denkst|Juliane Werding
Am Tag als Conny Kramer starb|Juliane Werding
Liebe ist alles|Rosenstolz
Ich bin ich (Wir sind wir)|Rosenstolz|Ich bin ich
Gib mir Sonne|Rosenstolz
Wir sind am Leben|Rosenstolz
Herzensschöner|Rosenstolz
Nur einmal noch|Rosenstolz
Keine Sterne in Athen|Stephan Remmler
Alles hat ein Ende, nur die Wurst hat zwei|Stephan Remmler
Schmidtchen Schleicher|Nico Haak
Sag' mir quando, sag' mir wann|Caterina Valente
Waldeslust|trad.
Je t'aime mon amour|Claudia Jung
Bonjour Mademoiselle|Die Flippers
Die rote Sonne von Barbados|Die Flippers
Weine nicht, kleine Eva|Die Flippers
Lotosblume|Die Flippers
Da sprach der alte Häuptling der Indianer|Gus Backus
Traum von Amsterdam|Axel Fischer
Ab in den Süden|Buddy
Für mich soll's rote Rosen regnen|Hildegard Knef
"""#
}
