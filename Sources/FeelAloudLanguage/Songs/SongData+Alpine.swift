// Gazetteer data: Austropop, Swiss and Kölsch songs. One line per song:
// `Title|Artist|alias;alias` (artist and aliases optional). Generated into `SongTables` by scripts/generate-song-tables.py.
extension SongCatalogue {
    static let austropop = #"""
Rock Me Amadeus|Falco
Der Kommissar|Falco|Kommissar
Jeanny|Falco
Vienna Calling|Falco
Out of the Dark|Falco
Coming Home (Jeanny Part II)|Falco|Coming Home
Junge Römer|Falco
Egoist|Falco
Titanic|Falco
Emotional|Falco
The Sound of Musik|Falco
Wiener Blut|Falco
Data de Groove|Falco
Mutter, der Mann mit dem Koks ist da|Falco|Der Mann mit dem Koks ist da
Fürstenfeld|STS
Großvater|STS
Irgendwann bleib i dann dort|STS|Irgendwann bleib ich dann dort
Gö, du bleibst heut Nacht bei mir|STS
Kalt und kälter|STS
Mach die Augen zu|STS
I am from Austria|Rainhard Fendrich
Macho Macho|Rainhard Fendrich
Strada del Sole|Rainhard Fendrich
Es lebe der Sport|Rainhard Fendrich
Vü schöner is des G'fühl|Rainhard Fendrich|Viel schöner ist das Gefühl
Weus'd a Herz hast wia a Bergwerk|Rainhard Fendrich|Weil du ein Herz hast wie ein Bergwerk
Schickeria|Rainhard Fendrich
Haben Sie Wien schon bei Nacht gesehen|Rainhard Fendrich
Tango Korrupti|Rainhard Fendrich
Midlife Crisis|Rainhard Fendrich
Zwickt's mi|Wolfgang Ambros
Schifoan|Wolfgang Ambros|Skifoan;Skifahren
Es lebe der Zentralfriedhof|Wolfgang Ambros|Zentralfriedhof
Da Hofa|Wolfgang Ambros
Langsam wachs ma z'amm|Wolfgang Ambros
Der Watzmann ruft|Wolfgang Ambros
A Mensch möcht i bleib'n|Wolfgang Ambros
Schaffnerlos|Wolfgang Ambros
Du entschuldige, i kenn di|Peter Cornelius|Du entschuldige ich kenn dich
Reif für die Insel|Peter Cornelius
Streicheleinheiten|Peter Cornelius
Hulapalu|Andreas Gabalier
I sing a Liad für di|Andreas Gabalier|Ich sing ein Lied für dich
Amoi seg' ma uns wieder|Andreas Gabalier|Einmal sehen wir uns wieder
Volks-Rock'n'Roller|Andreas Gabalier|Volksrock'n'Roller
Dahoam|Andreas Gabalier
Sweet Little Rehlein|Andreas Gabalier
Mountain Man|Andreas Gabalier
Go for Gold|Andreas Gabalier
Bergbauernbuam|Andreas Gabalier
So liab hob i di|Andreas Gabalier
Ham kummst|Seiler und Speer|Ham kommst;Heim kommst
Herr Inspektor|Seiler und Speer
Ala bin|Seiler und Speer
Fata Morgana|Erste Allgemeine Verunsicherung
Ba-Ba-Banküberfall|Erste Allgemeine Verunsicherung|Banküberfall
Burli|Erste Allgemeine Verunsicherung
Küss die Hand, schöne Frau|Erste Allgemeine Verunsicherung
Märchenprinz|Erste Allgemeine Verunsicherung
Alpenrap|Erste Allgemeine Verunsicherung
Heiße Nächte (in Palermo)|Erste Allgemeine Verunsicherung
Bologna|Wanda
Meine beiden Schwestern|Wanda
Bussi Baby|Wanda
Wenn jemand fragt, wohin du gehst|Wanda
Maschin|Bilderbuch
Spliff|Bilderbuch
Bungalow|Bilderbuch
Baba|Bilderbuch
Europa 22|Bilderbuch
Booty Swing|Parov Stelar
All Night|Parov Stelar
Catgroove|Parov Stelar
Cordula Grün|Josh.
Expresso & Tschianti|Josh.|Expresso und Tschianti
Zuckerpuppe|Bill Ramsey
Ich lebe|Christina Stürmer
Engel fliegen einsam|Christina Stürmer
Mama (Ana Ahabak)|Christina Stürmer
Millionen Lichter|Christina Stürmer
Seite an Seite|Christina Stürmer
Schwarz auf Weiß|Christina Stürmer
Rise Like a Phoenix|Conchita Wurst
Heast as net|Hubert von Goisern|Heast es net
Brenna tuat's guat|Hubert von Goisern
Koa Hiatamadl|Hubert von Goisern|Kein Hiatamadl
Die Blume aus dem Gemeindebau|Wolfgang Ambros
Jö schau|Georg Danzer
Die Freiheit|Georg Danzer
Weiße Pferde|Georg Danzer
Lass mi amoi no d'Sunn aufgeh'n segn|Stefanie Werger
Wie a Kind|Ina Regen
"""#

    static let swiss = #"""
W. Nuss vo Bümpliz|Patent Ochsner|Nuss vo Bümpliz
Scharlachrot|Patent Ochsner
Bälpmoos|Patent Ochsner
Für immer uf di|Patent Ochsner
Venus vo Bümpliz|Patent Ochsner
Trybguet|Patent Ochsner
Alperose|Polo Hofer|Alperosen
Kiosk|Rumpelstilz
Warum syt dir so truurig|Mani Matter
Hemmige|Mani Matter
Dr Sidi Abdel Assar vo El Hama|Mani Matter
Ir Ysebahn|Mani Matter
Dr Eskimo|Mani Matter
Dr Hansjakobli und ds Babettli|Mani Matter
Ds Lotti schilet|Mani Matter
Schwan|Gölä
Keini Träne meh|Gölä
Uf u dervo|Gölä
Indianer|Gölä
Wenn i nume wüsst|Gölä
Büetzer|Gölä
Träne|Francine Jordi
Das Feuer der Sehnsucht|Francine Jordi
Fingt ds Glück eim|Züri West
I schänke dir mis Härz|Züri West
Hansdampf|Züri West
Göteborg|Züri West
Ewigi Liebi|Mash|Ewige Liebe
079|Lo & Leduc|Null sieben neun;Nullsiebenneun
Jung verdammt|Lo & Leduc
Hippie-Bus|Dodo
Bring en hei|Baschi|Bring ihn heim
Signorina|Bligg
Rosalie|Bligg
Manhattan|Bligg
Stets i Truure|trad.
Es Burebüebli mahn i nid|trad.|Es Burebüebli
S'Vreneli ab em Guggisbärg|trad.|Vreneli ab em Guggisberg
Lueget vo Bärg und Tal|trad.
Schwizerpsalm|trad.|Schweizerpsalm
I han es Zündhölzli azündt|Mani Matter|Zündhölzli
Brienzer Buurli|Heimweh
Campari Soda|Taxi
Somebody Dance With Me|DJ BoBo
Chihuahua|DJ BoBo
Everybody|DJ BoBo
Love Is All Around|DJ BoBo
Freedom|DJ BoBo
Pray|DJ BoBo
Take Control|DJ BoBo
Vampires Are Alive|DJ BoBo
Heaven|Gotthard
Hush|Gotthard
One Life, One Soul|Gotthard
Zündhölzli|Mani Matter
Déjeuner en paix|Stephan Eicher
Hemmige|Stephan Eicher
Combien de temps|Stephan Eicher
Pas d'ami (comme toi)|Stephan Eicher
Lueg nid verby|Polo Hofer
Müeh mit de Chüeh|Trauffer
Geissepeter|Trauffer
"""#

    static let koelsch = #"""
Verdamp lang her|BAP|Verdammt lang her
Kristallnaach|BAP|Kristallnacht
Do kanns zaubere|BAP|Du kannst zaubern
Alexandra, nit nur do|BAP
Frau, ich freu mich|BAP
Waschsalon|BAP
Helfe kann dir keiner|BAP
Halv su wild|BAP
Für 'ne Moment|BAP|Für einen Moment
Nie met Aljebra|BAP
Viva Colonia|Höhner
Echte Fründe|Höhner|Echte Freunde
Schenk mir dein Herz|Höhner
Die Karawane zieht weiter|Höhner|Karawane
Hey Kölle, du bes e Jeföhl|Höhner
Jetzt geht's los|Höhner
Da simmer dabei! Dat is prima!|Höhner|Da simmer dabei
Pizza wunderbar|Höhner
Wenn nicht jetzt, wann dann?|Höhner
Steh auf, mach laut|Höhner
Superjeilezick|Brings|Superjeile Zick;Super jeile Zick
Polka, Polka, Polka|Brings
Kölsche Jung|Brings
Halleluja|Brings
Nur nicht aus Liebe weinen|Brings
Poppe, Kaate, Danze|Brings
Mer losse d'r Dom en Kölle|Bläck Fööss|Wir lassen den Dom in Köln
Drink doch eine met|Bläck Fööss|Drink doch ene met
Unser Stammbaum|Bläck Fööss|Stammbaum
En unserem Veedel|Bläck Fööss|In unserem Veedel
Rievkooche-Walzer|Bläck Fööss
Dat Wasser vun Kölle|Bläck Fööss
Mir klääve am Lääve|Bläck Fööss
Pänz, Pänz, Pänz|Bläck Fööss
Dä Kaffeebud|Bläck Fööss
Et Spanien-Leed|Bläck Fööss
Et jitt kein Wood|Cat Ballou|Et gitt kein Wood
Hück steiht de Welt still|Cat Ballou
Immer noch do|Cat Ballou
Liebe deine Stadt|Cat Ballou
Pirate|Kasalla|Piraten
Alle Jläser huh|Kasalla|Alle Gläser hoch
Stadt met K|Kasalla|Stadt mit K
Rudeltier|Kasalla
Leev Linda Lou|Paveier
Denn wenn et Trömmelche jeit|Räuber|Wenn et Trömmelche jeit;Trömmelche
Für die Iwigkeit|Räuber
Am Dom zo Kölle|Räuber
Heimweh nach Köln|Willi Ostermann|Heimweh noh Kölle;Ich möch zo Foß noh Kölle jonn
Rucki Zucki|Ernst Neger
Humba Täterä|Ernst Neger|Humba Humba Täterä;Humba Tätärä
Heile, heile Gänsje|Ernst Neger
Am Aschermittwoch ist alles vorbei|Jupp Schmitz
Ich hab noch Sand in den Schuhen aus Hawaii|Jupp Schmitz
Mer stonn zo dir FC Kölle|Höhner|Mer stonn zo dir
Huusmeister Kaczmarek|Bläck Fööss
Du bes die Stadt|Bläck Fööss
"""#
}
