// Gazetteer data: children's songs, Christmas songs and German folk songs. One line per song:
// `Title|Artist|alias;alias` (artist and aliases optional; "trad." = traditional).
extension SongCatalogue {
    static let children = #"""
Alle meine Entchen|trad.
Backe, backe Kuchen|trad.
Bruder Jakob|trad.|Frère Jacques;Bruder Jakob schläfst du noch
Hänschen klein|trad.|Hänschen klein ging allein
Der Mond ist aufgegangen|Matthias Claudius|Abendlied
Alle Vögel sind schon da|trad.
Kommt ein Vogel geflogen|trad.
Fuchs, du hast die Gans gestohlen|trad.
Ein Männlein steht im Walde|trad.
Summ, summ, summ|trad.|Bienchen summ herum
Hoppe, hoppe Reiter|trad.
Schlaf, Kindlein, schlaf|trad.
Guten Abend, gut' Nacht|Johannes Brahms|Wiegenlied;Brahms' Wiegenlied
Weißt du, wie viel Sternlein stehen|trad.|Weißt du wieviel Sternlein stehen
Häschen in der Grube|trad.
Ich geh mit meiner Laterne|trad.|Laterne Laterne
Laterne, Laterne|trad.|Laterne Laterne Sonne Mond und Sterne
Sankt Martin ritt durch Schnee und Wind|trad.|Sankt Martin
Hejo, spann den Wagen an|trad.
Es tanzt ein Bi-Ba-Butzemann|trad.|Bi-Ba-Butzemann;Es tanzt ein Bibabutzemann
Ringel, Ringel, Reihe|trad.
Dornröschen war ein schönes Kind|trad.
Ein Vogel wollte Hochzeit machen|trad.|Die Vogelhochzeit;Vogelhochzeit
Grün, grün, grün sind alle meine Kleider|trad.
Auf der Mauer, auf der Lauer|trad.|Wanze
Drei Chinesen mit dem Kontrabass|trad.
Hänsel und Gretel verliefen sich im Wald|trad.|Hänsel und Gretel
Die Affen rasen durch den Wald|trad.
Ein Hut, ein Stock, ein Regenschirm|trad.
Meine Oma fährt im Hühnerstall Motorrad|trad.
Das Lied über mich|Volker Rosin
Der Gorilla mit der Sonnenbrille|Volker Rosin
Das singende Känguru|Volker Rosin
Aramsamsam|trad.|A ram sam sam
Zehn kleine Zappelmänner|trad.|10 kleine Zappelmänner
Taler, Taler, du musst wandern|trad.
Heile, heile Segen|trad.
Kuckuck, Kuckuck, ruft's aus dem Wald|trad.
Winter ade|trad.|Winter ade Scheiden tut weh
Im Märzen der Bauer|trad.
Morgen kommt der Weihnachtsmann|Hoffmann von Fallersleben
Es war eine Mutter, die hatte vier Kinder|trad.|Die vier Jahreszeiten
Ein Schneider fing 'ne Maus|trad.
Sur le pont d'Avignon|trad.
Old MacDonald Had a Farm|trad.|Old MacDonald
Twinkle, Twinkle, Little Star|trad.
Baby Shark|Pinkfong
Head, Shoulders, Knees and Toes|trad.|Kopf Schulter Knie und Fuß
Kopf, Schulter, Knie und Fuß|trad.
If You're Happy and You Know It|trad.|Wenn du glücklich bist
Wheels on the Bus|trad.|The Wheels on the Bus
Row, Row, Row Your Boat|trad.
Mary Had a Little Lamb|trad.
Happy Birthday to You|Mildred J. Hill & Patty Hill|Happy Birthday;Zum Geburtstag viel Glück
Wie schön, dass du geboren bist|Rolf Zuckowski
In der Weihnachtsbäckerei|Rolf Zuckowski|Weihnachtsbäckerei
Stups, der kleine Osterhase|Rolf Zuckowski
Ich schaff das schon|Rolf Zuckowski
Du da im Radio|Rolf Zuckowski
Wir werden immer größer|Rolf Zuckowski
Winterkinder|Rolf Zuckowski
Und ganz doll mich|Rolf Zuckowski
Immer wieder kommt ein neuer Frühling|Rolf Zuckowski
Die Jahresuhr|Rolf Zuckowski
Tschüss, tschüss, kleine Maus|Rolf Zuckowski
Schneeflöckchen, Weißröckchen|trad.
Hey, Pippi Langstrumpf||Pippi Langstrumpf;Zwei mal drei macht vier
Schnappi, das kleine Krokodil|Schnappi|Schnappi;Schni Schna Schnappi
Die Räder vom Bus|trad.|Die Räder vom Bus machen rundherum
Es klappert die Mühle am rauschenden Bach|trad.|Es klappert die Mühle
Ich bin ein Musikante|trad.|Ich bin ein Musikant
Wer will fleißige Handwerker sehn|trad.
Eine kleine Dickmadam|trad.
Brüderchen, komm tanz mit mir|Engelbert Humperdinck
Abends, will ich schlafen gehn|Engelbert Humperdinck|Abendsegen
Suse, liebe Suse|Engelbert Humperdinck
Ein Männlein steht im Walde|Engelbert Humperdinck
Sandmann, lieber Sandmann|Wolfgang Richter|Sandmännchen
Schlafe, mein Prinzchen, schlaf ein|Bernhard Flies
Es regnet, es regnet, die Erde wird nass|trad.|Es regnet es regnet
Meine Hände sind verschwunden|trad.
Jetzt fahrn wir übern See|trad.
Hopp hopp hopp, Pferdchen lauf Galopp|trad.|Hopp hopp hopp
Auf unsrer Wiese gehet was|trad.
Ein kleiner grauer Esel|trad.
Tschu tschu tschu die Eisenbahn|trad.|Tschu tschu die Eisenbahn
Eine Insel mit zwei Bergen|Die Augsburger Puppenkiste|Lummerland
Die Biene Maja|Karel Gott|Biene Maja
Wickie und die starken Männer|Karel Gott|Hey hey Wickie;Wickie
Heidi, deine Welt sind die Berge|Gitti & Erika|Heidi
Hurra, hurra, der Pumuckl ist da||Pumuckl;Pumuckl-Lied
Benjamin Blümchen|Benjamin Blümchen|Törööö
Bibi Blocksberg|Bibi Blocksberg|Hex hex;Bibi Blocksberg Lied
Bibi und Tina|Bibi und Tina|Ich bin Bibi;Bibi und Tina Lied
Löwenzahn|Peter Lustig
"""#

    static let christmas = #"""
Last Christmas|Wham!
All I Want for Christmas Is You|Mariah Carey
Driving Home for Christmas|Chris Rea
Jingle Bells|James Lord Pierpont
Jingle Bell Rock|Bobby Helms
Rockin' Around the Christmas Tree|Brenda Lee
Let It Snow! Let It Snow! Let It Snow!|Dean Martin|Let It Snow
White Christmas|Bing Crosby
Santa Claus Is Comin' to Town|trad.|Santa Claus Is Coming to Town
Rudolph the Red-Nosed Reindeer|Gene Autry|Rudolph
Feliz Navidad|José Feliciano
It's Beginning to Look a Lot Like Christmas|Michael Bublé
Have Yourself a Merry Little Christmas|Judy Garland
The Christmas Song|Nat King Cole|Chestnuts Roasting on an Open Fire
Frosty the Snowman|Gene Autry
Winter Wonderland|trad.
Sleigh Ride|Leroy Anderson
Little Drummer Boy|trad.|The Little Drummer Boy
Blue Christmas|Elvis Presley
Step into Christmas|Elton John
Merry Christmas Everyone|Shakin' Stevens
Do They Know It's Christmas?|Band Aid
Fairytale of New York|The Pogues & Kirsty MacColl
Wonderful Dream (Holidays Are Coming)|Melanie Thornton|Holidays Are Coming
Santa Baby|Eartha Kitt
Christmas Lights|Coldplay
Mistletoe|Justin Bieber
Underneath the Tree|Kelly Clarkson
Santa Tell Me|Ariana Grande
Thank God It's Christmas|Queen
Wonderful Christmastime|Paul McCartney
Merry Xmas Everybody|Slade
Lonely This Christmas|Mud
Stop the Cavalry|Jona Lewie
Mary's Boy Child|Harry Belafonte
Little Saint Nick|The Beach Boys
Run Rudolph Run|Chuck Berry
Feliz Navidad|Boney M.
Last Christmas|Taylor Swift
Stille Nacht, heilige Nacht|Franz Xaver Gruber|Stille Nacht;Silent Night
O Tannenbaum|trad.|Oh Tannenbaum
O du fröhliche|trad.|Oh du fröhliche
Kling, Glöckchen, klingelingeling|trad.|Kling Glöckchen
Leise rieselt der Schnee|Eduard Ebel
Morgen, Kinder, wird's was geben|trad.
Ihr Kinderlein, kommet|trad.
Alle Jahre wieder|trad.
Süßer die Glocken nie klingen|trad.
Es ist ein Ros entsprungen|trad.
Macht hoch die Tür|trad.|Macht hoch die Tür die Tor macht weit
Tochter Zion|Georg Friedrich Händel|Tochter Zion freue dich
Vom Himmel hoch, da komm ich her|Martin Luther|Vom Himmel hoch
Lasst uns froh und munter sein|trad.
Oh, es riecht gut|trad.
Kommet, ihr Hirten|trad.
Zu Bethlehem geboren|trad.
In dulci jubilo|trad.
Es ist für uns eine Zeit angekommen|trad.
Fröhliche Weihnacht überall|trad.
Still, still, still|trad.
Es wird scho glei dumpa|trad.
Maria durch ein Dornwald ging|trad.
Wir sagen euch an den lieben Advent|trad.
Dicke rote Kerzen|Rolf Zuckowski
Advent, Advent, ein Lichtlein brennt|trad.
Nikolaus, komm in unser Haus|trad.
Joy to the World|trad.
O Come, All Ye Faithful|trad.|Adeste Fideles;Herbei o ihr Gläub'gen
Hark! The Herald Angels Sing|trad.
We Wish You a Merry Christmas|trad.
Deck the Halls|trad.
God Rest Ye Merry, Gentlemen|trad.
O Holy Night|Adolphe Adam|Cantique de Noël
The First Noel|trad.|The First Nowell
Away in a Manger|trad.
Carol of the Bells|Mykola Leontovych
Ding Dong Merrily on High|trad.
Santa Claus Is Coming to Town|Bruce Springsteen
I Saw Mommy Kissing Santa Claus|The Jackson 5
Mele Kalikimaka|Bing Crosby
Christmas (Baby Please Come Home)|Darlene Love
Merry Christmas|Ed Sheeran & Elton John
Christmas Tree Farm|Taylor Swift
"""#

    static let folk = #"""
Das Wandern ist des Müllers Lust|Franz Schubert|Das Wandern
Am Brunnen vor dem Tore|Franz Schubert|Der Lindenbaum
Ein Jäger aus Kurpfalz|trad.
Hoch auf dem gelben Wagen|trad.
Muss i denn zum Städtele hinaus|trad.|Muss i denn;Muss ich denn zum Städtele hinaus
Horch, was kommt von draußen rein|trad.
Kein schöner Land in dieser Zeit|trad.|Kein schöner Land
Ännchen von Tharau|trad.
Sah ein Knab ein Röslein stehn|Franz Schubert|Heidenröslein
Die Loreley|Friedrich Silcher|Ich weiß nicht, was soll es bedeuten;Lorelei
Der Mai ist gekommen|trad.
Im Frühtau zu Berge|trad.
Wem Gott will rechte Gunst erweisen|trad.
Ein Heller und ein Batzen|trad.|Heidi Heido Heida
Wenn alle Brünnlein fließen|trad.
Es waren zwei Königskinder|trad.
Hoch soll er leben|trad.|Hoch soll sie leben;Hoch soll er leben dreimal hoch
Viel Glück und viel Segen|trad.
Lustig ist das Zigeunerleben|trad.
Ein Mann, der sich Kolumbus nannt|trad.
Das Schönste auf der Welt ist mein Tiroler Land|trad.
Wir lagen vor Madagaskar|trad.
Eine Seefahrt, die ist lustig|trad.
Nehmt Abschied, Brüder|trad.|Auld Lang Syne
Auld Lang Syne|trad.
Ade zur guten Nacht|trad.
Es führt über den Main|trad.
Wildgänse rauschen durch die Nacht|trad.
Bolle reiste jüngst zu Pfingsten|trad.|Bolle
Trink, trink, Brüderlein trink|trad.
In einem kühlen Grunde|Friedrich Glück|Das zerbrochene Ringlein
Sabinchen war ein Frauenzimmer|trad.
Auf de schwäbsche Eisebahne|trad.|Auf der schwäbischen Eisenbahn
Rosamunde|Will Glahé
Schwarzbraun ist die Haselnuss|trad.
Es tönen die Lieder|trad.
Dat du min Leevsten büst|trad.
Wo die Nordseewellen|trad.|Friesenlied
Hamburg, meine Perle|Lotto King Karl
An de Eck steiht 'n Jung mit 'n Tüddelband|trad.|Tüddelband
Hamborger Veermaster|trad.
What Shall We Do with the Drunken Sailor|trad.|Drunken Sailor
Wellerman|Nathan Evans|Soon May the Wellerman Come
Scarborough Fair|trad.
Danny Boy|trad.
The Wild Rover|trad.|Wild Rover
Whiskey in the Jar|trad.
Molly Malone|trad.|Cockles and Mussels
Greensleeves|trad.
Hava Nagila|trad.
Kalinka|trad.
Katjuscha|trad.|Katyusha
Kasatschok|trad.
Oh Susanna|Stephen Foster
Amazing Grace|John Newton
When the Saints Go Marching In|trad.|Oh When the Saints
Swing Low, Sweet Chariot|trad.
Kumbaya|trad.|Kumbaya my Lord
We Shall Overcome|trad.
This Land Is Your Land|Woody Guthrie
Oh My Darling, Clementine|trad.|Clementine
My Bonnie Is Over the Ocean|trad.|My Bonnie
Yankee Doodle|trad.
Shenandoah|trad.
Tiritomba|trad.
O sole mio|Eduardo di Capua
Funiculì, Funiculà|Luigi Denza
Santa Lucia|trad.
Das Lied der Deutschen|Joseph Haydn|Deutschlandlied;Einigkeit und Recht und Freiheit
Großer Gott, wir loben dich|trad.
Nun danket alle Gott|trad.
Ein feste Burg ist unser Gott|Martin Luther
Geh aus, mein Herz, und suche Freud|trad.|Geh aus mein Herz
Lobe den Herren|trad.
Danke für diesen guten Morgen|Martin Gotthard Schneider
Laudato si|trad.
Der Kuckuck und der Esel|Carl Friedrich Zelter
Tief drin im Böhmerwald|trad.
Der fröhliche Wanderer|Friedrich-Wilhelm Möller|Mein Vater war ein Wandersmann;Valleri Vallera
Es war ein König in Thule|trad.
Badnerlied|trad.|Das schönste Land in Deutschlands Gau'n
Steigerlied|trad.|Glück auf, der Steiger kommt
Westerwaldlied|trad.|Oh du schöner Westerwald;O du schöner Westerwald
Frankenlied|Joseph Victor von Scheffel|Wohlauf, die Luft geht frisch und rein
Bayernhymne|Konrad Max Kunz|Gott mit dir, du Land der Bayern
Niedersachsenlied|Hermann Grote|Wir sind die Niedersachsen
Schleswig-Holstein meerumschlungen|Carl Gottlieb Bellmann
Rennsteiglied|Herbert Roth|Ich wandre ja so gerne am Rennsteig durch das Land
Andreas-Hofer-Lied|trad.|Zu Mantua in Banden
Sto lat|trad.|Sto lat, sto lat
Hej Sokoły|trad.
Det äne am Bärgli|trad.
Luegit vo Bärg und Tal|trad.
Guggerzytli|trad.|Es Guggerzytli;S Guggerzytli;Guggerzitli
Heidschi Bumbeidschi|trad.
Bergvagabunden|trad.|Wenn wir erklimmen
Steirermen san very good||Steirermen
Blau und weiß, wie lieb ich dich|trad.
Sirtaki|Mikis Theodorakis|Syrtaki;Zorbas Tanz;Alexis Sorbas
Hava Nagila Hava|trad.
"""#
}
