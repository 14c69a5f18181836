// Gazetteer data: TV, film, musical and game themes, classical pieces and carnival / party
// songs. One line per piece: `Title|Artist|alias;alias` (artist = composer for classical pieces).
extension SongCatalogue {
    static let screen = #"""
Tatort|Klaus Doldinger|Tatort-Titelmelodie;Tatort Melodie;Tatort-Musik
Die Sendung mit der Maus|Hans Posegga|Sendung mit der Maus;Maus-Melodie
Tagesschau|trad.|Tagesschau-Gong;Tagesschau-Melodie
Lindenstraße|Jürgen Knieper
Traumschiff|James Last|Das Traumschiff
Das Boot|Klaus Doldinger
Derrick|Les Humphries
Der Alte|Eberhard Schoener
Die Schwarzwaldklinik|Hans Hammerschmid|Schwarzwaldklinik
Wetten, dass..?|James Last
Sesamstraße|trad.|Der, die, das;Wer wie was
Alfred J. Kwak|Hermann van Veen|Alfred Jodocus Kwak
Nils Holgersson|trad.
Pokémon|Jason Paige|Pokémon Theme;Schnapp sie dir alle;Gotta Catch 'Em All
Dragon Ball Z|trad.|Dragonball Z;Dragonball
Sailor Moon|trad.
Digimon|trad.
Die Simpsons|Danny Elfman|The Simpsons;Simpsons
Friends|The Rembrandts|I'll Be There for You
Game of Thrones|Ramin Djawadi|Game of Thrones Theme
Stranger Things|Kyle Dixon & Michael Stein
The X-Files|Mark Snow|Akte X;X-Files
Twin Peaks|Angelo Badalamenti
Baywatch|Jimi Jamison|I'm Always Here
Knight Rider|Stu Phillips
Das A-Team|Mike Post|A-Team
MacGyver|Randy Edelman
Miami Vice|Jan Hammer|Miami Vice Theme
Mission: Impossible|Lalo Schifrin
James Bond Theme|Monty Norman|James Bond;James-Bond-Melodie
Goldfinger|Shirley Bassey
Star Wars|John Williams|Star Wars Theme;Star-Wars-Melodie
Imperial March|John Williams|Darth Vader Marsch;Imperialer Marsch
Indiana Jones|John Williams|Raiders March;Indiana-Jones-Melodie
Jurassic Park|John Williams
E.T.|John Williams
Der weiße Hai|John Williams|Jaws;Weißer Hai
Superman|John Williams
Harry Potter|John Williams|Hedwig's Theme;Hedwigs Thema;Harry-Potter-Melodie
Schindlers Liste|John Williams|Schindler's List
Herr der Ringe|Howard Shore|The Lord of the Rings;Concerning Hobbits;Auenland
Fluch der Karibik|Klaus Badelt|Pirates of the Caribbean;He's a Pirate
Gladiator|Hans Zimmer|Now We Are Free
Interstellar|Hans Zimmer
Inception|Hans Zimmer
Der König der Löwen|Elton John|König der Löwen;The Lion King
Circle of Life|Elton John|Der ewige Kreis;Ewiger Kreis
Hakuna Matata|Elton John
Let It Go|Idina Menzel|Frozen
Lass jetzt los|Willemijn Verkaik
Probier's mal mit Gemütlichkeit|Das Dschungelbuch|The Bare Necessities
Ich wär so gern wie du|Das Dschungelbuch|I Wan'na Be Like You
Under the Sea|The Little Mermaid|Unter dem Meer
Die Schöne und das Biest|Alan Menken|Beauty and the Beast
Aladdin|Alan Menken|Ein Traum wird wahr
A Whole New World|Alan Menken
Colors of the Wind|Vanessa Williams|Das Farbenspiel des Winds
Remember Me|Coco|Denk stets an mich
How Far I'll Go|Moana|Ich bin bereit;Vaiana
You're Welcome|Dwayne Johnson|Voll gerne
We Don't Talk About Bruno|Encanto|Wir sprechen nicht über Bruno
Supercalifragilisticexpialidocious|Mary Poppins
Chim Chim Cher-ee|Mary Poppins
Ein Löffelchen voll Zucker|Mary Poppins|A Spoonful of Sugar
Titanic|James Horner|My Heart Will Go On
Forrest Gump|Alan Silvestri
Zurück in die Zukunft|Alan Silvestri|Back to the Future
Top Gun Anthem|Harold Faltermeyer|Top Gun
Axel F|Harold Faltermeyer|Beverly Hills Cop;Crazy Frog
Axel F|Crazy Frog
Rocky|Bill Conti|Gonna Fly Now
Spiel mir das Lied vom Tod|Ennio Morricone|Once Upon a Time in the West
The Good, the Bad and the Ugly|Ennio Morricone|Zwei glorreiche Halunken
Der Pate|Nino Rota|The Godfather;Godfather
Pink Panther|Henry Mancini|Der rosarote Panther;Rosarote Panther
Moon River|Henry Mancini
Psycho|Bernard Herrmann
Halloween|John Carpenter
Der dritte Mann|Anton Karas|The Third Man;Harry-Lime-Thema
Die fabelhafte Welt der Amélie|Yann Tiersen|Amélie
Drei Haselnüsse für Aschenbrödel|Karel Svoboda|Aschenbrödel
Winnetou|Martin Böttcher|Winnetou-Melodie
Ein Colt für alle Fälle|trad.
Dallas|Jerrold Immel
Denver-Clan|Bill Conti
Die Muppet Show|Jim Henson|Muppet Show
Paw Patrol|trad.
Peppa Wutz|trad.|Peppa Pig
Feuerwehrmann Sam|trad.
Bob der Baumeister|trad.|Bob der Baumeister Können wir das schaffen
Thomas die Lokomotive|trad.|Thomas und seine Freunde
Teletubbies|trad.
Spongebob Schwammkopf|trad.|SpongeBob
Die Gummibärenbande|trad.|Gummibärenbande
Duck Tales|trad.|DuckTales;Entenhausen
Chip und Chap|trad.|Chip & Chap
Darkwing Duck|trad.
Captain Future|Christian Bruhn
Es war einmal … das Leben|trad.
Die Sendung mit dem Elefanten|trad.
Michel aus Lönneberga|trad.
Tetris|trad.|Korobeiniki;Tetris-Melodie;Tetris-Musik;Tetris-Song
Super Mario|Koji Kondo|Super Mario Bros.;Super Mario Theme;Mario-Melodie
The Legend of Zelda|Koji Kondo|Zelda
Pac-Man|trad.|Pacman
Sonic the Hedgehog|trad.|Sonic
Minecraft|C418|Sweden
Wii Shop|Kazumi Totaka|Wii Shop Channel;Wii-Musik
Megalovania|Toby Fox
Still Alive|Jonathan Coulton
Final Fantasy|Nobuo Uematsu
Skyrim|Jeremy Soule|Dragonborn
Toss a Coin to Your Witcher|Jaskier
Squid Game|Jung Jae-il|Pink Soldiers
Succession|Nicholas Britell
Breaking Bad|Dave Porter
The Office|Jay Ferguson
Bonanza|Jay Livingston & Ray Evans
Die Addams Family|Vic Mizzy|The Addams Family;Addams Family
Flintstones|Hoyt Curtin|Familie Feuerstein;Meet the Flintstones
Scooby-Doo|trad.
Tom und Jerry|trad.|Tom & Jerry
Inspector Gadget|Shuki Levy|Inspektor Gadget
He-Man|Shuki Levy|He-Man and the Masters of the Universe
Teenage Mutant Ninja Turtles|trad.|Ninja Turtles
Power Rangers|Ron Wasserman|Go Go Power Rangers
Barbapapa|trad.
Wer wird Millionär|Keith Strachan|Wer wird Millionär-Melodie
Aktenzeichen XY|trad.|Aktenzeichen XY ungelöst
Sportschau|trad.
Verstehen Sie Spaß?|trad.
Tagesthemen|trad.
The Mandalorian|Ludwig Göransson|Mandalorian
Westworld|Ramin Djawadi
Downton Abbey|John Lunn
Sherlock|David Arnold & Michael Price
Doctor Who|Ron Grainer
Star Trek|Alexander Courage|Raumschiff Enterprise
Cats|Andrew Lloyd Webber
Memory|Andrew Lloyd Webber
Das Phantom der Oper|Andrew Lloyd Webber|The Phantom of the Opera;Phantom der Oper
Evita|Andrew Lloyd Webber
Jesus Christ Superstar|Andrew Lloyd Webber
Tanz der Vampire|Jim Steinman
Elisabeth|Sylvester Levay
Ich gehör nur mir|Sylvester Levay
Les Misérables|Claude-Michel Schönberg|I Dreamed a Dream
Do You Hear the People Sing?|Claude-Michel Schönberg
West Side Story|Leonard Bernstein
You're the One That I Want|John Travolta & Olivia Newton-John
Summer Nights|John Travolta & Olivia Newton-John
Greased Lightnin'|John Travolta
Hopelessly Devoted to You|Olivia Newton-John
Xanadu|Olivia Newton-John
Physical|Olivia Newton-John
The Sound of Music|Rodgers & Hammerstein
Edelweiss|Rodgers & Hammerstein
My Favorite Things|Rodgers & Hammerstein
Do-Re-Mi|Rodgers & Hammerstein
Cabaret|John Kander & Fred Ebb
Hamilton|Lin-Manuel Miranda
The Greatest Showman|Benj Pasek & Justin Paul|The Greatest Show
This Is Me|Keala Settle
A Million Dreams|Ziv Zaifman, Hugh Jackman & Michelle Williams
City of Stars|Ryan Gosling & Emma Stone
Another Day of Sun|La La Land Cast
Lady Marmalade|Patti LaBelle
Mein Freund der Baum|Alexandra
Time Warp|The Rocky Horror Picture Show
The Lion Sleeps Tonight|The Tokens|Wimoweh;In the Jungle
Everything Is Awesome|Tegan and Sara|Alles ist super
Banana Song|Minions|Banana
All Star|Smash Mouth
I'm a Believer|Smash Mouth
Accidentally in Love|Counting Crows
Married Life|Michael Giacchino|Oben;Up
You've Got a Friend in Me|Randy Newman|Du hast 'nen Freund in mir;Toy Story
Mah Nà Mah Nà|Piero Umiliani|Mahna Mahna
Bibbidi-Bobbidi-Boo|Cinderella
Heigh-Ho|Snow White|Hei ho;Heiho
Zip-a-Dee-Doo-Dah|trad.
When You Wish Upon a Star|Cliff Edwards
Chitty Chitty Bang Bang|trad.
Over the Rainbow|Judy Garland
Singin' in the Rain|Gene Kelly|Singing in the Rain
Cheek to Cheek|Fred Astaire
As Time Goes By|Dooley Wilson|Casablanca
Lara's Theme|Maurice Jarre|Doktor Schiwago;Somewhere My Love
Chi Mai|Ennio Morricone
Gabriel's Oboe|Ennio Morricone
Il Silenzio|Nini Rosso
Lost Woods|Koji Kondo|Saria's Song
Song of Storms|Koji Kondo
Zelda's Lullaby|Koji Kondo|Zeldas Wiegenlied
Gerudo Valley|Koji Kondo
Hyrule Field|Koji Kondo
Epona's Song|Koji Kondo
Mii Channel|Kazumi Totaka|Mii-Kanal;Mii Channel Theme
Wii Shop Channel|Kazumi Totaka
The Big Bang Theory|Barenaked Ladies|Big Bang Theory
Monkey Island|Michael Land
Nokia Tune|Francisco Tárrega|Nokia-Klingelton;Gran Vals
Vois sur ton chemin|Bruno Coulais
"""#

    static let classical = #"""
Für Elise|Ludwig van Beethoven|Bagatelle a-Moll
Ode an die Freude|Ludwig van Beethoven|Ode to Joy;Freude schöner Götterfunken;Neunte Sinfonie;Europahymne
Mondscheinsonate|Ludwig van Beethoven|Moonlight Sonata;Mondschein-Sonate
Schicksalssinfonie|Ludwig van Beethoven|Fünfte Sinfonie;5. Sinfonie;Beethovens Fünfte
Pathétique|Ludwig van Beethoven
Eroica|Ludwig van Beethoven
Pastorale|Ludwig van Beethoven
Eine kleine Nachtmusik|Wolfgang Amadeus Mozart|Kleine Nachtmusik
Rondo alla turca|Wolfgang Amadeus Mozart|Türkischer Marsch;Alla Turca
Die Zauberflöte|Wolfgang Amadeus Mozart|Zauberflöte
Der Hölle Rache|Wolfgang Amadeus Mozart|Königin der Nacht;Arie der Königin der Nacht
Der Vogelfänger bin ich ja|Wolfgang Amadeus Mozart|Vogelfänger
Requiem|Wolfgang Amadeus Mozart
Lacrimosa|Wolfgang Amadeus Mozart
Figaros Hochzeit|Wolfgang Amadeus Mozart|Le nozze di Figaro
Sinfonie Nr. 40|Wolfgang Amadeus Mozart|40. Sinfonie;Symphony No. 40
Komm, lieber Mai, und mache|Wolfgang Amadeus Mozart|Komm lieber Mai
Ave verum corpus|Wolfgang Amadeus Mozart
Toccata und Fuge d-Moll|Johann Sebastian Bach|Toccata and Fugue;Toccata und Fuge
Air|Johann Sebastian Bach|Air auf der G-Saite;Air on the G String
Brandenburgische Konzerte|Johann Sebastian Bach|Brandenburgisches Konzert
Jesus bleibet meine Freude|Johann Sebastian Bach|Jesu, Joy of Man's Desiring
Präludium in C-Dur|Johann Sebastian Bach|Präludium C-Dur;Prelude in C
Weihnachtsoratorium|Johann Sebastian Bach|Jauchzet, frohlocket
Matthäus-Passion|Johann Sebastian Bach|Matthäuspassion
Goldberg-Variationen|Johann Sebastian Bach|Goldbergvariationen
Cellosuite Nr. 1|Johann Sebastian Bach|Cello Suite No. 1
Badinerie|Johann Sebastian Bach
Die vier Jahreszeiten|Antonio Vivaldi|Vier Jahreszeiten;The Four Seasons;Der Frühling;Der Winter;Le quattro stagioni
Kanon in D|Johann Pachelbel|Pachelbel Kanon;Canon in D;Kanon
Halleluja|Georg Friedrich Händel|Hallelujah Chorus;Messias
Feuerwerksmusik|Georg Friedrich Händel
Wassermusik|Georg Friedrich Händel
Ombra mai fu|Georg Friedrich Händel|Largo
Lascia ch'io pianga|Georg Friedrich Händel
Zadok the Priest|Georg Friedrich Händel|Champions-League-Hymne
Bolero|Maurice Ravel|Ravels Bolero
Clair de Lune|Claude Debussy
Arabesque|Claude Debussy
Gymnopédie Nr. 1|Erik Satie|Gymnopédie
Gnossienne|Erik Satie
Carmen|Georges Bizet|L'amour est un oiseau rebelle
Habanera|Georges Bizet
Toreador-Lied|Georges Bizet|Torero;Toreador
Der Karneval der Tiere|Camille Saint-Saëns|Karneval der Tiere;Der Schwan
Danse macabre|Camille Saint-Saëns|Totentanz
Der Nussknacker|Pjotr Iljitsch Tschaikowsky|Nussknacker;Blumenwalzer
Tanz der Zuckerfee|Pjotr Iljitsch Tschaikowsky
Schwanensee|Pjotr Iljitsch Tschaikowsky|Swan Lake
Dornröschen-Walzer|Pjotr Iljitsch Tschaikowsky|Dornröschen
Klavierkonzert Nr. 1|Pjotr Iljitsch Tschaikowsky|Tschaikowsky Klavierkonzert
Ouvertüre 1812|Pjotr Iljitsch Tschaikowsky
An der schönen blauen Donau|Johann Strauss (Sohn)|Donauwalzer;Blue Danube;Schöne blaue Donau
Radetzky-Marsch|Johann Strauss (Vater)|Radetzkymarsch
Die Fledermaus|Johann Strauss (Sohn)|Fledermaus
Kaiserwalzer|Johann Strauss (Sohn)
Geschichten aus dem Wienerwald|Johann Strauss (Sohn)
Tritsch-Tratsch-Polka|Johann Strauss (Sohn)
Wiener Blut|Johann Strauss (Sohn)
Frühlingsstimmen|Johann Strauss (Sohn)
Ungarischer Tanz Nr. 5|Johannes Brahms|Ungarischer Tanz;Hungarian Dance
Die Moldau|Bedřich Smetana|Moldau;Vltava
Aus der Neuen Welt|Antonín Dvořák|Neunte Sinfonie Dvořák;From the New World
Humoreske|Antonín Dvořák
Peer Gynt|Edvard Grieg
In der Halle des Bergkönigs|Edvard Grieg|In the Hall of the Mountain King;Halle des Bergkönigs
Morgenstimmung|Edvard Grieg|Morning Mood
Solveigs Lied|Edvard Grieg
Carmina Burana|Carl Orff
O Fortuna|Carl Orff
Walkürenritt|Richard Wagner|Ritt der Walküren;Ride of the Valkyries
Treulich geführt|Richard Wagner|Brautchor;Hochzeitsmarsch Wagner;Here Comes the Bride
Hochzeitsmarsch|Felix Mendelssohn Bartholdy|Wedding March
Ein Sommernachtstraum|Felix Mendelssohn Bartholdy
Frühlingslied|Felix Mendelssohn Bartholdy
Ave Maria|Franz Schubert
Ständchen|Franz Schubert|Leise flehen meine Lieder
Die Forelle|Franz Schubert|Forellenquintett
Der Erlkönig|Franz Schubert|Erlkönig
Unvollendete|Franz Schubert
Ave Maria|Charles Gounod
Träumerei|Robert Schumann
Kinderszenen|Robert Schumann
Fröhlicher Landmann|Robert Schumann
Nocturne|Frédéric Chopin|Nocturne op. 9 Nr. 2
Regentropfen-Prélude|Frédéric Chopin|Regentropfen
Minutenwalzer|Frédéric Chopin|Minute Waltz
Trauermarsch|Frédéric Chopin|Marche funèbre
Revolutionsetüde|Frédéric Chopin
Liebestraum|Franz Liszt|Liebesträume
Ungarische Rhapsodie Nr. 2|Franz Liszt|Ungarische Rhapsodie
La Campanella|Franz Liszt
Hummelflug|Nikolai Rimski-Korsakow|Flight of the Bumblebee
Scheherazade|Nikolai Rimski-Korsakow
Peter und der Wolf|Sergei Prokofjew|Peter and the Wolf
Romeo und Julia|Sergei Prokofjew|Tanz der Ritter;Montagues und Capulets
Bilder einer Ausstellung|Modest Mussorgski|Pictures at an Exhibition
Eine Nacht auf dem kahlen Berge|Modest Mussorgski
Rhapsody in Blue|George Gershwin
Summertime|George Gershwin
An American in Paris|George Gershwin|Ein Amerikaner in Paris
Also sprach Zarathustra|Richard Strauss
Ein Heldenleben|Richard Strauss
Pomp and Circumstance|Edward Elgar|Land of Hope and Glory
Nimrod|Edward Elgar|Enigma-Variationen
Adagio for Strings|Samuel Barber
Die Planeten|Gustav Holst
Adagietto|Gustav Mahler
Titan|Gustav Mahler
Nessun dorma|Giacomo Puccini
O mio babbino caro|Giacomo Puccini
La Bohème|Giacomo Puccini
Madama Butterfly|Giacomo Puccini
Tosca|Giacomo Puccini
La donna è mobile|Giuseppe Verdi
Triumphmarsch|Giuseppe Verdi|Aida;Triumphmarsch aus Aida
Gefangenenchor|Giuseppe Verdi|Nabucco;Va, pensiero
Libiamo ne' lieti calici|Giuseppe Verdi|Trinklied;La Traviata
Dies irae|Giuseppe Verdi
Wilhelm Tell Ouvertüre|Gioachino Rossini|Wilhelm Tell;William Tell Overture
Der Barbier von Sevilla|Gioachino Rossini|Largo al factotum;Figaro
Orpheus in der Unterwelt|Jacques Offenbach|Höllen-Galopp
Barcarole|Jacques Offenbach|Hoffmanns Erzählungen
Cancan|Jacques Offenbach
Der Zauberlehrling|Paul Dukas|L'apprenti sorcier
Säbeltanz|Aram Chatschaturjan|Sabre Dance
Pavane|Gabriel Fauré
Intermezzo|Pietro Mascagni|Cavalleria rusticana
Meditation|Jules Massenet|Thaïs
Kaiserquartett|Joseph Haydn|Kaiserhymne
Sinfonie mit dem Paukenschlag|Joseph Haydn|Paukenschlag
Trompetenkonzert|Joseph Haydn
Die Schöpfung|Joseph Haydn
Spring|Max Richter
On the Nature of Daylight|Max Richter
Experience|Ludovico Einaudi
Nuvole Bianche|Ludovico Einaudi
Una Mattina|Ludovico Einaudi
I Giorni|Ludovico Einaudi
Comptine d'un autre été|Yann Tiersen
Spiegel im Spiegel|Arvo Pärt
Für Alina|Arvo Pärt
Merry Christmas, Mr. Lawrence|Ryuichi Sakamoto
River Flows in You|Yiruma
Kiss the Rain|Yiruma
Primavera|Ludovico Einaudi
"""#

    static let party = #"""
Ententanz|Werner Thomas|Vogeltanz;Chicken Dance;Der Ententanz
Dicke Titten, Kartoffelsalat|Ikke Hüftgold
Johnny Däpp|Lorenz Büffel|Johnny Depp
Nimm mich mit, Kapitän, auf die Reise|Hans Albers|Nimm mich mit Kapitän
Polonäse Blankenese|Gottlieb Wendehals|Polonaise Blankenese;Polonäse
Bier her, Bier her, oder ich fall um|trad.|Bier her Bier her;Bier her oder ich fall um
Country Roads|Hermes House Band
I Will Survive|Hermes House Band
Alice (Who the F**k Is Alice)|Smokie & Roy Chubby Brown|Who the Fuck Is Alice;Alice
Sierra Madre del Sur|Die Zillertaler Schürzenjäger
Live Is Life|Opus|Life Is Live
Narhallamarsch|Carl Zulehner|Narrhallamarsch
Du kannst nicht immer 17 sein|Chris Roberts
Ich bin der Doktor Eisenbarth|trad.|Doktor Eisenbarth
Wir kommen alle in den Himmel|Jupp Schmitz
Resi, i hol di mit mei'm Traktor ab|Wolfgang Fierek
Ich hab Polizei|POL1Z1STENS0HN
Bongo Bong|Manu Chao
Me gustas tú|Manu Chao
Clandestino|Manu Chao
Narcotic|Liquido
Olé, olé, olé|trad.
Kernkraft 400|Zombie Nation|Kernkraft;Zombie Nation
L'amour toujours|Gigi D'Agostino|I'll Fly with You
Bla Bla Bla|Gigi D'Agostino
The Riddle|Gigi D'Agostino
Sex on the Beach|T-Spoon
Tequila|The Champs
Sexbomb|Tom Jones
Delilah|Tom Jones
It's Not Unusual|Tom Jones
Kiss|Tom Jones & The Art of Noise
Green, Green Grass of Home|Tom Jones
"""#
}
