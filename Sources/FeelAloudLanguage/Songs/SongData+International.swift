// Gazetteer data: international pop, rock, soul, dance and hip-hop. One line per song:
// `Title|Artist|alias;alias` (artist and aliases optional). Generated into `SongTables` by scripts/generate-song-tables.py.
extension SongCatalogue {
    static let international = #"""
Bohemian Rhapsody|Queen
We Will Rock You|Queen
We Are the Champions|Queen
Don't Stop Me Now|Queen
Another One Bites the Dust|Queen
Radio Ga Ga|Queen|Radio Gaga
I Want to Break Free|Queen
Under Pressure|Queen & David Bowie
Somebody to Love|Queen
Killer Queen|Queen
Crazy Little Thing Called Love|Queen
The Show Must Go On|Queen
Who Wants to Live Forever|Queen
A Kind of Magic|Queen
Bicycle Race|Queen
I Want It All|Queen
Innuendo|Queen
Flash|Queen
Hey Jude|The Beatles
Let It Be|The Beatles
Yesterday|The Beatles
Yellow Submarine|The Beatles
Help!|The Beatles
Here Comes the Sun|The Beatles
Come Together|The Beatles
All You Need Is Love|The Beatles
Twist and Shout|The Beatles
Ob-La-Di, Ob-La-Da|The Beatles|Obladi Oblada
She Loves You|The Beatles
I Want to Hold Your Hand|The Beatles
Can't Buy Me Love|The Beatles
A Hard Day's Night|The Beatles
Penny Lane|The Beatles
Strawberry Fields Forever|The Beatles
Lucy in the Sky with Diamonds|The Beatles
Eleanor Rigby|The Beatles
Something|The Beatles
Blackbird|The Beatles
Michelle|The Beatles
Norwegian Wood|The Beatles
Get Back|The Beatles
Imagine|John Lennon
Happy Xmas (War Is Over)|John Lennon|Happy Xmas;War Is Over
Satisfaction|The Rolling Stones|(I Can't Get No) Satisfaction
Paint It Black|The Rolling Stones
Angie|The Rolling Stones
Sympathy for the Devil|The Rolling Stones
Start Me Up|The Rolling Stones
Jumpin' Jack Flash|The Rolling Stones
Honky Tonk Women|The Rolling Stones
Wild Horses|The Rolling Stones
Gimme Shelter|The Rolling Stones
Brown Sugar|The Rolling Stones
Ruby Tuesday|The Rolling Stones
Stairway to Heaven|Led Zeppelin
Whole Lotta Love|Led Zeppelin
Kashmir|Led Zeppelin
Immigrant Song|Led Zeppelin
Smoke on the Water|Deep Purple
Child in Time|Deep Purple
Highway Star|Deep Purple
Hotel California|Eagles
Take It Easy|Eagles
Desperado|Eagles
Wish You Were Here|Pink Floyd
Another Brick in the Wall|Pink Floyd
Comfortably Numb|Pink Floyd
Money|Pink Floyd
Time|Pink Floyd
Shine On You Crazy Diamond|Pink Floyd
Highway to Hell|AC/DC
Thunderstruck|AC/DC
Back in Black|AC/DC
T.N.T.|AC/DC|TNT
Hells Bells|AC/DC
You Shook Me All Night Long|AC/DC
It's a Long Way to the Top|AC/DC
Sweet Child o' Mine|Guns N' Roses|Sweet Child of Mine
Welcome to the Jungle|Guns N' Roses
November Rain|Guns N' Roses
Paradise City|Guns N' Roses
Knockin' on Heaven's Door|Bob Dylan|Knocking on Heavens Door
Blowin' in the Wind|Bob Dylan|Blowing in the Wind
Like a Rolling Stone|Bob Dylan
The Times They Are a-Changin'|Bob Dylan
Mr. Tambourine Man|Bob Dylan
Nothing Else Matters|Metallica
Enter Sandman|Metallica
One|Metallica
Master of Puppets|Metallica
The Unforgiven|Metallica
Smells Like Teen Spirit|Nirvana
Come as You Are|Nirvana
Lithium|Nirvana
Heart-Shaped Box|Nirvana
Where Did You Sleep Last Night|Nirvana
Wonderwall|Oasis
Don't Look Back in Anger|Oasis
Champagne Supernova|Oasis
Live Forever|Oasis
Stop Crying Your Heart Out|Oasis
Song 2|Blur
Parklife|Blur
Girls & Boys|Blur|Girls and Boys
Creep|Radiohead
Karma Police|Radiohead
No Surprises|Radiohead
High and Dry|Radiohead
Zombie|The Cranberries
Linger|The Cranberries
Dreams|The Cranberries
Ode to My Family|The Cranberries
Losing My Religion|R.E.M.
Everybody Hurts|R.E.M.
Shiny Happy People|R.E.M.
Man on the Moon|R.E.M.
It's the End of the World as We Know It|R.E.M.
With or Without You|U2
One|U2
Beautiful Day|U2
Sunday Bloody Sunday|U2
I Still Haven't Found What I'm Looking For|U2
Where the Streets Have No Name|U2
Elevation|U2
Vertigo|U2
Pride (In the Name of Love)|U2|Pride
Sweet Home Alabama|Lynyrd Skynyrd
Free Bird|Lynyrd Skynyrd
Born to Run|Bruce Springsteen
Born in the U.S.A.|Bruce Springsteen|Born in the USA
Dancing in the Dark|Bruce Springsteen
Streets of Philadelphia|Bruce Springsteen
The River|Bruce Springsteen
Hungry Heart|Bruce Springsteen
Livin' on a Prayer|Bon Jovi|Living on a Prayer
It's My Life|Bon Jovi
Always|Bon Jovi
Bed of Roses|Bon Jovi
You Give Love a Bad Name|Bon Jovi
Wanted Dead or Alive|Bon Jovi
Summer of '69|Bryan Adams
(Everything I Do) I Do It for You|Bryan Adams|Everything I Do;I Do It for You
Heaven|Bryan Adams
Run to You|Bryan Adams
Please Forgive Me|Bryan Adams
Here I Go Again|Whitesnake
The Final Countdown|Europe|Final Countdown
Eye of the Tiger|Survivor
Don't Stop Believin'|Journey|Don't Stop Believing
Africa|Toto
Rosanna|Toto
Hold the Line|Toto
Jump|Van Halen
Pour Some Sugar on Me|Def Leppard
Rock You Like a Hurricane|Scorpions
Wind of Change|Scorpions
Still Loving You|Scorpions
Send Me an Angel|Scorpions
Holiday|Scorpions
Big City Nights|Scorpions
Poison|Alice Cooper
School's Out|Alice Cooper
Paranoid|Black Sabbath
Iron Man|Black Sabbath
Crazy Train|Ozzy Osbourne
The Trooper|Iron Maiden
Run to the Hills|Iron Maiden
Fear of the Dark|Iron Maiden
Ace of Spades|Motörhead
Breaking the Law|Judas Priest
Rockin' in the Free World|Neil Young
Heart of Gold|Neil Young
Harvest Moon|Neil Young
Hey Joe|Jimi Hendrix
Purple Haze|Jimi Hendrix
All Along the Watchtower|Jimi Hendrix
Light My Fire|The Doors
Riders on the Storm|The Doors
Break On Through (To the Other Side)|The Doors|Break On Through
Roadhouse Blues|The Doors
People Are Strange|The Doors
The End|The Doors
House of the Rising Sun|The Animals|The House of the Rising Sun
Whiter Shade of Pale|Procol Harum|A Whiter Shade of Pale
California Dreamin'|The Mamas & the Papas|California Dreaming
San Francisco (Be Sure to Wear Flowers in Your Hair)|Scott McKenzie|San Francisco
Mrs. Robinson|Simon & Garfunkel
The Sound of Silence|Simon & Garfunkel|Sound of Silence
Bridge over Troubled Water|Simon & Garfunkel
The Boxer|Simon & Garfunkel
Cecilia|Simon & Garfunkel
Scarborough Fair|Simon & Garfunkel
El Cóndor Pasa|Simon & Garfunkel
Mother and Child Reunion|Paul Simon
Graceland|Paul Simon
You Can Call Me Al|Paul Simon
50 Ways to Leave Your Lover|Paul Simon|Fifty Ways to Leave Your Lover
Good Vibrations|The Beach Boys
Surfin' U.S.A.|The Beach Boys|Surfin USA
Wouldn't It Be Nice|The Beach Boys
Kokomo|The Beach Boys
Barbara Ann|The Beach Boys
I Get Around|The Beach Boys
Sloop John B|The Beach Boys
My Generation|The Who
Baba O'Riley|The Who
Pinball Wizard|The Who
Behind Blue Eyes|The Who
Won't Get Fooled Again|The Who
You Really Got Me|The Kinks
Waterloo Sunset|The Kinks
Lola|The Kinks
Sunny Afternoon|The Kinks
Space Oddity|David Bowie
Heroes|David Bowie
Let's Dance|David Bowie
Life on Mars?|David Bowie
Starman|David Bowie
Changes|David Bowie
Ashes to Ashes|David Bowie
Rebel Rebel|David Bowie
Ziggy Stardust|David Bowie
Modern Love|David Bowie
China Girl|David Bowie
Rocket Man|Elton John
Your Song|Elton John
Tiny Dancer|Elton John
Candle in the Wind|Elton John
I'm Still Standing|Elton John
Crocodile Rock|Elton John
Can You Feel the Love Tonight|Elton John
Sacrifice|Elton John
Sorry Seems to Be the Hardest Word|Elton John
Don't Go Breaking My Heart|Elton John & Kiki Dee
Goodbye Yellow Brick Road|Elton John
Cold Heart|Elton John & Dua Lipa
Piano Man|Billy Joel
Uptown Girl|Billy Joel
We Didn't Start the Fire|Billy Joel
Just the Way You Are|Billy Joel
Honesty|Billy Joel
The River of Dreams|Billy Joel
In the Air Tonight|Phil Collins
Another Day in Paradise|Phil Collins
You Can't Hurry Love|Phil Collins
Against All Odds|Phil Collins
Easy Lover|Phil Collins & Philip Bailey
You'll Be in My Heart|Phil Collins
Invisible Touch|Genesis
Land of Confusion|Genesis
I Can't Dance|Genesis
Mama|Genesis
Sledgehammer|Peter Gabriel
Solsbury Hill|Peter Gabriel
Don't Give Up|Peter Gabriel & Kate Bush
Running Up That Hill|Kate Bush|Running Up That Hill (A Deal with God)
Wuthering Heights|Kate Bush
Babooshka|Kate Bush
Roxanne|The Police
Every Breath You Take|The Police
Message in a Bottle|The Police
Walking on the Moon|The Police
Every Little Thing She Does Is Magic|The Police
Englishman in New York|Sting
Fields of Gold|Sting
Shape of My Heart|Sting
Desert Rose|Sting
Sultans of Swing|Dire Straits
Money for Nothing|Dire Straits
Brothers in Arms|Dire Straits
Walk of Life|Dire Straits
Romeo and Juliet|Dire Straits
Private Investigations|Dire Straits
Layla|Eric Clapton
Tears in Heaven|Eric Clapton
Wonderful Tonight|Eric Clapton
Cocaine|Eric Clapton
I Shot the Sheriff|Bob Marley
No Woman, No Cry|Bob Marley
One Love|Bob Marley
Three Little Birds|Bob Marley|Don't Worry About a Thing
Redemption Song|Bob Marley
Buffalo Soldier|Bob Marley
Is This Love|Bob Marley
Could You Be Loved|Bob Marley
Jamming|Bob Marley
Get Up, Stand Up|Bob Marley
Red Red Wine|UB40
Kingston Town|UB40
(I Can't Help) Falling in Love with You|UB40
Can't Help Falling in Love|Elvis Presley
Jailhouse Rock|Elvis Presley
Suspicious Minds|Elvis Presley
Love Me Tender|Elvis Presley
Hound Dog|Elvis Presley
Blue Suede Shoes|Elvis Presley
In the Ghetto|Elvis Presley
Heartbreak Hotel|Elvis Presley
Return to Sender|Elvis Presley
Always on My Mind|Elvis Presley
A Little Less Conversation|Elvis Presley
Johnny B. Goode|Chuck Berry
Roll Over Beethoven|Chuck Berry
Rock Around the Clock|Bill Haley & His Comets
Tutti Frutti|Little Richard
Great Balls of Fire|Jerry Lee Lewis
Peggy Sue|Buddy Holly
That'll Be the Day|Buddy Holly
La Bamba|Ritchie Valens
Stand by Me|Ben E. King
What a Wonderful World|Louis Armstrong
Hello, Dolly!|Louis Armstrong
Fly Me to the Moon|Frank Sinatra
My Way|Frank Sinatra
New York, New York|Frank Sinatra|Theme from New York, New York
Strangers in the Night|Frank Sinatra
That's Life|Frank Sinatra
Something Stupid|Frank Sinatra & Nancy Sinatra
These Boots Are Made for Walkin'|Nancy Sinatra
Bang Bang (My Baby Shot Me Down)|Nancy Sinatra|Bang Bang
Feeling Good|Nina Simone
My Baby Just Cares for Me|Nina Simone
Sinnerman|Nina Simone
Respect|Aretha Franklin
Think|Aretha Franklin
(You Make Me Feel Like) A Natural Woman|Aretha Franklin|Natural Woman
I Say a Little Prayer|Aretha Franklin
Chain of Fools|Aretha Franklin
Ain't No Mountain High Enough|Marvin Gaye & Tammi Terrell
What's Going On|Marvin Gaye
Sexual Healing|Marvin Gaye
Let's Get It On|Marvin Gaye
I Heard It Through the Grapevine|Marvin Gaye
My Girl|The Temptations
Papa Was a Rollin' Stone|The Temptations
Stop! In the Name of Love|The Supremes
You Can't Hurry Love|The Supremes
Baby Love|The Supremes
Superstition|Stevie Wonder
Isn't She Lovely|Stevie Wonder
I Just Called to Say I Love You|Stevie Wonder
Sir Duke|Stevie Wonder
Signed, Sealed, Delivered I'm Yours|Stevie Wonder|Signed Sealed Delivered
Master Blaster (Jammin')|Stevie Wonder|Master Blaster
Happy Birthday|Stevie Wonder
(Sittin' On) The Dock of the Bay|Otis Redding|Dock of the Bay
Georgia on My Mind|Ray Charles
Hit the Road Jack|Ray Charles
What'd I Say|Ray Charles
I Got You (I Feel Good)|James Brown|I Feel Good
Sex Machine|James Brown|Get Up (I Feel Like Being a) Sex Machine
It's a Man's Man's Man's World|James Brown
Ain't No Sunshine|Bill Withers
Lean on Me|Bill Withers
Lovely Day|Bill Withers
Just the Two of Us|Grover Washington Jr. & Bill Withers
September|Earth, Wind & Fire
Let's Groove|Earth, Wind & Fire
Boogie Wonderland|Earth, Wind & Fire
Le Freak|Chic
Good Times|Chic
We Are Family|Sister Sledge
I Will Survive|Gloria Gaynor
Stayin' Alive|Bee Gees|Staying Alive
How Deep Is Your Love|Bee Gees
Night Fever|Bee Gees
Tragedy|Bee Gees
Massachusetts|Bee Gees
You Should Be Dancing|Bee Gees
Dancing Queen|ABBA
Mamma Mia|ABBA
Waterloo|ABBA
Gimme! Gimme! Gimme! (A Man After Midnight)|ABBA|Gimme Gimme Gimme
Take a Chance on Me|ABBA
The Winner Takes It All|ABBA
Fernando|ABBA
Super Trouper|ABBA
Money, Money, Money|ABBA
Voulez-Vous|ABBA
Knowing Me, Knowing You|ABBA
Chiquitita|ABBA
Thank You for the Music|ABBA
SOS|ABBA
Does Your Mother Know|ABBA
Lay All Your Love on Me|ABBA
I Have a Dream|ABBA
Summer Night City|ABBA
Daddy Cool|Boney M.
Rasputin|Boney M.
Rivers of Babylon|Boney M.
Ma Baker|Boney M.
Sunny|Boney M.
Brown Girl in the Ring|Boney M.
Hooray! Hooray! It's a Holi-Holiday|Boney M.
Mary's Boy Child – Oh My Lord|Boney M.|Mary's Boy Child
Dschinghis Khan|Dschinghis Khan
Moskau|Dschinghis Khan
Y.M.C.A.|Village People|YMCA
In the Navy|Village People
Go West|Village People
Macho Man|Village People
Funkytown|Lipps Inc.
Celebration|Kool & the Gang
Get Down on It|Kool & the Gang
Cherish|Kool & the Gang
Don't Leave Me This Way|The Communards
I Feel Love|Donna Summer
Hot Stuff|Donna Summer
Last Dance|Donna Summer
Bad Girls|Donna Summer
Love to Love You Baby|Donna Summer
Born to Be Alive|Patrick Hernandez
Ring My Bell|Anita Ward
Thriller|Michael Jackson
Billie Jean|Michael Jackson
Beat It|Michael Jackson
Bad|Michael Jackson
Smooth Criminal|Michael Jackson
Black or White|Michael Jackson
Man in the Mirror|Michael Jackson
Heal the World|Michael Jackson
Earth Song|Michael Jackson
They Don't Care About Us|Michael Jackson
You Are Not Alone|Michael Jackson
Remember the Time|Michael Jackson
Don't Stop 'Til You Get Enough|Michael Jackson|Don't Stop Till You Get Enough
Rock with You|Michael Jackson
Wanna Be Startin' Somethin'|Michael Jackson
The Way You Make Me Feel|Michael Jackson
Dirty Diana|Michael Jackson
Human Nature|Michael Jackson
ABC|The Jackson 5
I Want You Back|The Jackson 5
Blame It on the Boogie|The Jacksons
Like a Virgin|Madonna
Like a Prayer|Madonna
Material Girl|Madonna
La Isla Bonita|Madonna
Vogue|Madonna
Holiday|Madonna
Frozen|Madonna
Hung Up|Madonna
Music|Madonna
Papa Don't Preach|Madonna
Into the Groove|Madonna
Express Yourself|Madonna
4 Minutes|Madonna & Justin Timberlake|Four Minutes
Purple Rain|Prince
When Doves Cry|Prince
Kiss|Prince
1999|Prince
Let's Go Crazy|Prince
Nothing Compares 2 U|Sinéad O'Connor|Nothing Compares to You
Girls Just Want to Have Fun|Cyndi Lauper
Time After Time|Cyndi Lauper
True Colors|Cyndi Lauper
I Wanna Dance with Somebody|Whitney Houston|I Wanna Dance with Somebody (Who Loves Me)
I Will Always Love You|Whitney Houston
Greatest Love of All|Whitney Houston
How Will I Know|Whitney Houston
One Moment in Time|Whitney Houston
It's Not Right but It's Okay|Whitney Houston
My Heart Will Go On|Céline Dion|Celine Dion My Heart Will Go On
Because You Loved Me|Céline Dion
It's All Coming Back to Me Now|Céline Dion
The Power of Love|Céline Dion
Hero|Mariah Carey
Without You|Mariah Carey
We Belong Together|Mariah Carey
Fantasy|Mariah Carey
Vision of Love|Mariah Carey
Don't Cry for Me Argentina|Madonna
Total Eclipse of the Heart|Bonnie Tyler
It's a Heartache|Bonnie Tyler
Holding Out for a Hero|Bonnie Tyler
The Power of Love|Jennifer Rush
Simply the Best|Tina Turner|The Best
What's Love Got to Do with It|Tina Turner
Private Dancer|Tina Turner
We Don't Need Another Hero|Tina Turner
Proud Mary|Tina Turner
Nutbush City Limits|Ike & Tina Turner|Nutbush
River Deep – Mountain High|Ike & Tina Turner
Believe|Cher
If I Could Turn Back Time|Cher
Strong Enough|Cher
Gypsys, Tramps & Thieves|Cher
Take On Me|a-ha
The Sun Always Shines on T.V.|a-ha|The Sun Always Shines on TV
Hunting High and Low|a-ha
Crying in the Rain|a-ha
Summer Moved On|a-ha
Forever Young|Alphaville
Big in Japan|Alphaville
Sounds like a Melody|Alphaville
Don't You (Forget About Me)|Simple Minds
Alive and Kicking|Simple Minds
Belfast Child|Simple Minds
Tainted Love|Soft Cell
Sweet Dreams (Are Made of This)|Eurythmics|Sweet Dreams
There Must Be an Angel (Playing with My Heart)|Eurythmics|There Must Be an Angel
Love Is a Stranger|Eurythmics
Here Comes the Rain Again|Eurythmics
Why|Annie Lennox
No More "I Love You's"|Annie Lennox
Enjoy the Silence|Depeche Mode
Personal Jesus|Depeche Mode
Just Can't Get Enough|Depeche Mode
People Are People|Depeche Mode
Never Let Me Down Again|Depeche Mode
Strangelove|Depeche Mode
Everything Counts|Depeche Mode
Precious|Depeche Mode
Master and Servant|Depeche Mode
Policy of Truth|Depeche Mode
Walking in My Shoes|Depeche Mode
Blue Monday|New Order
Love Will Tear Us Apart|Joy Division
Just Like Heaven|The Cure
Friday I'm in Love|The Cure
Boys Don't Cry|The Cure
Lullaby|The Cure
Close to Me|The Cure
Lovesong|The Cure
A Forest|The Cure
This Charming Man|The Smiths
There Is a Light That Never Goes Out|The Smiths
How Soon Is Now?|The Smiths
Don't You Want Me|The Human League
Relax|Frankie Goes to Hollywood
Two Tribes|Frankie Goes to Hollywood
The Power of Love|Frankie Goes to Hollywood
Wake Me Up Before You Go-Go|Wham!
Careless Whisper|George Michael
Faith|George Michael
Freedom! '90|George Michael
Father Figure|George Michael
Jesus to a Child|George Michael
Fastlove|George Michael
Club Tropicana|Wham!
Freedom|Wham!
Karma Chameleon|Culture Club
Do You Really Want to Hurt Me|Culture Club
Hungry Like the Wolf|Duran Duran
Rio|Duran Duran
Ordinary World|Duran Duran
Girls on Film|Duran Duran
A View to a Kill|Duran Duran
Gold|Spandau Ballet
True|Spandau Ballet
Everybody Wants to Rule the World|Tears for Fears
Shout|Tears for Fears
Mad World|Tears for Fears
Mad World|Gary Jules
Don't Dream It's Over|Crowded House
Come On Eileen|Dexys Midnight Runners
Video Killed the Radio Star|The Buggles
You Spin Me Round (Like a Record)|Dead or Alive|You Spin Me Round
Never Gonna Give You Up|Rick Astley
Together Forever|Rick Astley
I Should Be So Lucky|Kylie Minogue
Can't Get You Out of My Head|Kylie Minogue
Spinning Around|Kylie Minogue
The Loco-Motion|Kylie Minogue|The Locomotion
Especially for You|Kylie Minogue & Jason Donovan
Love at First Sight|Kylie Minogue
Padam Padam|Kylie Minogue
Venus|Bananarama
Cruel Summer|Bananarama
You're My Heart, You're My Soul|Modern Talking
Cheri, Cheri Lady|Modern Talking
Brother Louie|Modern Talking
You Can Win If You Want|Modern Talking
Atlantis Is Calling (S.O.S. for Love)|Modern Talking|Atlantis Is Calling
Geronimo's Cadillac|Modern Talking
Jet Airliner|Modern Talking
Sexy Sexy Lover|Modern Talking
You Are Not Alone|Modern Talking
Midnight Lady|Chris Norman
Living Next Door to Alice|Smokie
Lay Back in the Arms of Someone|Smokie
If You Think You Know How to Love Me|Smokie
Mississippi|Pussycat
Ella, elle l'a|Kate Ryan
Désenchantée|Kate Ryan
Voyage, voyage|Desireless
Moonlight Shadow|Mike Oldfield
Tubular Bells|Mike Oldfield
Self Control|Laura Branigan
Gloria|Laura Branigan
Flashdance... What a Feeling|Irene Cara|What a Feeling;Flashdance
Fame|Irene Cara
Footloose|Kenny Loggins
Danger Zone|Kenny Loggins
Take My Breath Away|Berlin
(I've Had) The Time of My Life|Bill Medley & Jennifer Warnes|The Time of My Life;Time of My Life
Hungry Eyes|Eric Carmen
She's Like the Wind|Patrick Swayze
Ghostbusters|Ray Parker Jr.
We Built This City|Starship
Nothing's Gonna Stop Us Now|Starship
Kids in America|Kim Wilde
Cambodia|Kim Wilde
You Keep Me Hangin' On|Kim Wilde
Ebony and Ivory|Paul McCartney & Stevie Wonder
Live and Let Die|Paul McCartney & Wings
Mull of Kintyre|Wings
Band on the Run|Paul McCartney & Wings
Say Say Say|Paul McCartney & Michael Jackson
Hello|Lionel Richie
All Night Long (All Night)|Lionel Richie|All Night Long
Say You, Say Me|Lionel Richie
Dancing on the Ceiling|Lionel Richie
Endless Love|Lionel Richie & Diana Ross
Upside Down|Diana Ross
Chain Reaction|Diana Ross
I'm Coming Out|Diana Ross
We Are the World|USA for Africa
Careless Whisper|Wham!
Walk Like an Egyptian|The Bangles
Eternal Flame|The Bangles
Manic Monday|The Bangles
Heaven Is a Place on Earth|Belinda Carlisle
Livin' la Vida Loca|Ricky Martin|Living la Vida Loca
The Cup of Life|Ricky Martin|La Copa de la Vida
She Bangs|Ricky Martin
Macarena|Los del Río
Lambada|Kaoma
Bamboleo|Gipsy Kings
Volare|Gipsy Kings|Nel blu dipinto di blu
Djobi Djoba|Gipsy Kings
Hips Don't Lie|Shakira
Whenever, Wherever|Shakira
Waka Waka (This Time for Africa)|Shakira|Waka Waka
She Wolf|Shakira
Underneath Your Clothes|Shakira
La Tortura|Shakira
Objection (Tango)|Shakira|Objection
Chantaje|Shakira
Can't Remember to Forget You|Shakira & Rihanna
Despacito|Luis Fonsi
Gasolina|Daddy Yankee
Bailando|Enrique Iglesias
Hero|Enrique Iglesias
Escape|Enrique Iglesias
Bailamos|Enrique Iglesias
Tonight (I'm Lovin' You)|Enrique Iglesias
Mi Gente|J Balvin & Willy William
La Bicicleta|Carlos Vives & Shakira
Danza Kuduro|Don Omar
Ai Se Eu Te Pego|Michel Teló
Vamos a la playa|Righeira
Felicità|Al Bano & Romina Power
Sempre sempre|Al Bano & Romina Power
Ti amo|Umberto Tozzi
Gloria|Umberto Tozzi
Azzurro|Adriano Celentano
Una festa sui prati|Adriano Celentano
L'italiano|Toto Cutugno|Lasciatemi cantare
Sarà perché ti amo|Ricchi e Poveri
Mamma Maria|Ricchi e Poveri
Bella ciao|trad.
Con te partirò|Andrea Bocelli|Time to Say Goodbye
Time to Say Goodbye|Sarah Brightman & Andrea Bocelli
Zitti e buoni|Måneskin
Beggin'|Måneskin
I Wanna Be Your Slave|Måneskin
Tu vuò fà l'americano|Renato Carosone
Volare|Domenico Modugno|Nel blu dipinto di blu
Quando quando quando|Tony Renis
Parole parole|Mina & Alberto Lupo
Non, je ne regrette rien|Édith Piaf
La Vie en rose|Édith Piaf
Padam, padam|Édith Piaf
Milord|Édith Piaf
Ne me quitte pas|Jacques Brel
Les Champs-Élysées|Joe Dassin|Aux Champs-Elysees;Champs Elysees
L'été indien|Joe Dassin|Et si tu n'existais pas
Et si tu n'existais pas|Joe Dassin
Comme d'habitude|Claude François
Alexandrie Alexandra|Claude François
La Mer|Charles Trenet
Je t'aime... moi non plus|Serge Gainsbourg & Jane Birkin
Joe le taxi|Vanessa Paradis
Papaoutai|Stromae
Alors on danse|Stromae
Formidable|Stromae
Tous les mêmes|Stromae
Santé|Stromae
Dernière danse|Indila
Tourner dans le vide|Indila
Je veux|Zaz
On écrit sur les murs|Kids United
Moi... Lolita|Alizée
Ça plane pour moi|Plastic Bertrand
Poupée de cire, poupée de son|France Gall
Ella, elle l'a|France Gall
Tombe la neige|Salvatore Adamo
Göttingen|Barbara
Dragostea din tei|O-Zone|Numa Numa
Ievan polkka|Loituma
Sandstorm|Darude
Blue (Da Ba Dee)|Eiffel 65|Blue
Better Off Alone|Alice Deejay
Freed from Desire|Gala
What Is Love|Haddaway
Rhythm Is a Dancer|Snap!
The Power|Snap!
Mr. Vain|Culture Beat
No Limit|2 Unlimited
Get Ready for This|2 Unlimited
Tribal Dance|2 Unlimited
Scatman (Ski-Ba-Bop-Ba-Dop-Bop)|Scatman John|Scatman
Cotton Eye Joe|Rednex
Barbie Girl|Aqua
Doctor Jones|Aqua
Coco Jamboo|Mr. President
Be My Lover|La Bouche
Sweet Dreams|La Bouche
Rhythm of the Night|Corona|The Rhythm of the Night
What's Up?|4 Non Blondes|What's going on
Another Night|Real McCoy
Run Away|Real McCoy
Boom Boom Boom Boom!!|Vengaboys
We're Going to Ibiza!|Vengaboys
We Like to Party!|Vengaboys|The Vengabus
Mambo No. 5 (A Little Bit of...)|Lou Bega|Mambo No. 5;Mambo Nummer fünf;Mambo Number Five
Saturday Night|Whigfield
Please Don't Go|Double You
Children|Robert Miles
Lemon Tree|Fool's Garden
Butterfly|Crazy Town
Around the World|Daft Punk
One More Time|Daft Punk
Get Lucky|Daft Punk
Harder, Better, Faster, Stronger|Daft Punk
Around the World (La La La La La)|ATC|La La La La La
Insomnia|Faithless
We Come 1|Faithless
Praise You|Fatboy Slim
Right Here, Right Now|Fatboy Slim
The Rockafeller Skank|Fatboy Slim
Firestarter|The Prodigy
Breathe|The Prodigy
Smack My Bitch Up|The Prodigy
Born Slippy .NUXX|Underworld|Born Slippy
Block Rockin' Beats|The Chemical Brothers
Galvanize|The Chemical Brothers
Porcelain|Moby
Why Does My Heart Feel So Bad?|Moby
Natural Blues|Moby
Teardrop|Massive Attack
Unfinished Sympathy|Massive Attack
Glory Box|Portishead
Music Sounds Better with You|Stardust
Show Me Love|Robin S.
Finally|CeCe Peniston
Gonna Make You Sweat (Everybody Dance Now)|C+C Music Factory|Everybody Dance Now
Pump Up the Jam|Technotronic
Ride on Time|Black Box
U Can't Touch This|MC Hammer|Can't Touch This
Ice Ice Baby|Vanilla Ice
Jump|Kris Kross
Gangsta's Paradise|Coolio
Lose Yourself|Eminem
The Real Slim Shady|Eminem
Without Me|Eminem
Stan|Eminem
Mockingbird|Eminem
Love the Way You Lie|Eminem & Rihanna
Not Afraid|Eminem
My Name Is|Eminem
Sing for the Moment|Eminem
In da Club|50 Cent
Candy Shop|50 Cent
California Love|2Pac & Dr. Dre
Changes|2Pac
Still D.R.E.|Dr. Dre
Juicy|The Notorious B.I.G.
Hypnotize|The Notorious B.I.G.
I'll Be Missing You|Puff Daddy & Faith Evans
Hey Ya!|Outkast
Ms. Jackson|Outkast
Jump Around|House of Pain
Insane in the Brain|Cypress Hill
Rapper's Delight|The Sugarhill Gang
The Message|Grandmaster Flash and the Furious Five
Walk This Way|Run-DMC & Aerosmith
It's Tricky|Run-DMC
Fight for Your Right|Beastie Boys|(You Gotta) Fight for Your Right (To Party!)
Sabotage|Beastie Boys
Intergalactic|Beastie Boys
Gold Digger|Kanye West
Stronger|Kanye West
Heartless|Kanye West
Empire State of Mind|Jay-Z & Alicia Keys
99 Problems|Jay-Z
Crazy in Love|Beyoncé
Single Ladies (Put a Ring on It)|Beyoncé|Single Ladies
Halo|Beyoncé
Irreplaceable|Beyoncé
If I Were a Boy|Beyoncé
Run the World (Girls)|Beyoncé|Run the World
Drunk in Love|Beyoncé
Formation|Beyoncé
Cuff It|Beyoncé
Texas Hold 'Em|Beyoncé
Say My Name|Destiny's Child
Survivor|Destiny's Child
Bootylicious|Destiny's Child
Independent Women|Destiny's Child
No Scrubs|TLC
Waterfalls|TLC
Umbrella|Rihanna
Diamonds|Rihanna
We Found Love|Rihanna
Only Girl (In the World)|Rihanna|Only Girl
Don't Stop the Music|Rihanna
Work|Rihanna
Rude Boy|Rihanna
S&M|Rihanna
Disturbia|Rihanna
Pon de Replay|Rihanna
Stay|Rihanna
Where Have You Been|Rihanna
FourFiveSeconds|Rihanna, Kanye West & Paul McCartney
Bad Romance|Lady Gaga
Poker Face|Lady Gaga
Just Dance|Lady Gaga
Paparazzi|Lady Gaga
Telephone|Lady Gaga & Beyoncé
Alejandro|Lady Gaga
Born This Way|Lady Gaga
Shallow|Lady Gaga & Bradley Cooper
Million Reasons|Lady Gaga
Rain on Me|Lady Gaga & Ariana Grande
Die with a Smile|Lady Gaga & Bruno Mars
Abracadabra|Lady Gaga
Bloody Mary|Lady Gaga
...Baby One More Time|Britney Spears
Oops!... I Did It Again|Britney Spears
Toxic|Britney Spears
Womanizer|Britney Spears
Circus|Britney Spears
Gimme More|Britney Spears
Everytime|Britney Spears
Lucky|Britney Spears
Genie in a Bottle|Christina Aguilera
Beautiful|Christina Aguilera
Dirrty|Christina Aguilera
Fighter|Christina Aguilera
Candyman|Christina Aguilera
Lady Marmalade|Christina Aguilera, Lil' Kim, Mýa & Pink
Get the Party Started|Pink
So What|Pink
Just Give Me a Reason|Pink
Try|Pink
Who Knew|Pink
Raise Your Glass|Pink
Don't Let Me Get Me|Pink
What About Us|Pink
Complicated|Avril Lavigne
Sk8er Boi|Avril Lavigne|Skater Boy
Girlfriend|Avril Lavigne
I'm with You|Avril Lavigne
My Happy Ending|Avril Lavigne
Since U Been Gone|Kelly Clarkson
Because of You|Kelly Clarkson
Stronger (What Doesn't Kill You)|Kelly Clarkson|Stronger
Behind These Hazel Eyes|Kelly Clarkson
Hollaback Girl|Gwen Stefani
Rich Girl|Gwen Stefani
Don't Speak|No Doubt
Just a Girl|No Doubt
It's My Life|No Doubt
Bitter Sweet Symphony|The Verve
Torn|Natalie Imbruglia
Iris|Goo Goo Dolls
Kiss Me|Sixpence None the Richer
Wannabe|Spice Girls
Spice Up Your Life|Spice Girls
2 Become 1|Spice Girls|Two Become One
Stop|Spice Girls
Viva Forever|Spice Girls
Say You'll Be There|Spice Girls
Goodbye|Spice Girls
Back for Good|Take That
Patience|Take That
Relight My Fire|Take That
Pray|Take That
Never Forget|Take That
Shine|Take That
Rule the World|Take That
Angels|Robbie Williams
Feel|Robbie Williams
Let Me Entertain You|Robbie Williams
Rock DJ|Robbie Williams
Millennium|Robbie Williams
She's the One|Robbie Williams
Supreme|Robbie Williams
Somethin' Stupid|Robbie Williams & Nicole Kidman
Candy|Robbie Williams
Love My Life|Robbie Williams
No Regrets|Robbie Williams
Kids|Robbie Williams & Kylie Minogue
Come Undone|Robbie Williams
Tripping|Robbie Williams
Everybody (Backstreet's Back)|Backstreet Boys|Everybody;Backstreet's Back
I Want It That Way|Backstreet Boys
As Long as You Love Me|Backstreet Boys
Quit Playing Games (With My Heart)|Backstreet Boys|Quit Playing Games
Larger than Life|Backstreet Boys
Show Me the Meaning of Being Lonely|Backstreet Boys
Shape of My Heart|Backstreet Boys
Bye Bye Bye|NSYNC
It's Gonna Be Me|NSYNC
Tearin' Up My Heart|NSYNC
Cry Me a River|Justin Timberlake
SexyBack|Justin Timberlake|Sexy Back
Rock Your Body|Justin Timberlake
Mirrors|Justin Timberlake
Can't Stop the Feeling!|Justin Timberlake
What Goes Around... Comes Around|Justin Timberlake
Flying Without Wings|Westlife
Swear It Again|Westlife
You Raise Me Up|Westlife
Uptown Girl|Westlife
World of Our Own|Westlife
Seasons in the Sun|Westlife
No Matter What|Boyzone
Words|Boyzone
Picture of You|Boyzone
Pure Shores|All Saints
Never Ever|All Saints
Everything I Own|Boy George
Unbreak My Heart|Toni Braxton|Un-Break My Heart
Ironic|Alanis Morissette
You Oughta Know|Alanis Morissette
Hand in My Pocket|Alanis Morissette
One of Us|Joan Osborne
Tubthumping|Chumbawamba
Semi-Charmed Life|Third Eye Blind
Everlong|Foo Fighters
Learn to Fly|Foo Fighters
The Pretender|Foo Fighters
Best of You|Foo Fighters
My Hero|Foo Fighters
Times Like These|Foo Fighters
Monkey Wrench|Foo Fighters
Basket Case|Green Day
Boulevard of Broken Dreams|Green Day
American Idiot|Green Day
Good Riddance (Time of Your Life)|Green Day|Good Riddance;Time of Your Life
Wake Me Up When September Ends|Green Day
Holiday|Green Day
When I Come Around|Green Day
Longview|Green Day
All the Small Things|Blink-182
What's My Age Again?|Blink-182
I Miss You|Blink-182
Fat Lip|Sum 41
In Too Deep|Sum 41
Pretty Fly (For a White Guy)|The Offspring
The Kids Aren't Alright|The Offspring
Self Esteem|The Offspring
Why Don't You Get a Job?|The Offspring
Californication|Red Hot Chili Peppers
Under the Bridge|Red Hot Chili Peppers
Scar Tissue|Red Hot Chili Peppers
Otherside|Red Hot Chili Peppers
Can't Stop|Red Hot Chili Peppers
By the Way|Red Hot Chili Peppers
Give It Away|Red Hot Chili Peppers
Snow (Hey Oh)|Red Hot Chili Peppers|Snow
Dani California|Red Hot Chili Peppers
Tell Me Baby|Red Hot Chili Peppers
Dark Necessities|Red Hot Chili Peppers
In the End|Linkin Park
Numb|Linkin Park
Crawling|Linkin Park
What I've Done|Linkin Park
Faint|Linkin Park
Somewhere I Belong|Linkin Park
Breaking the Habit|Linkin Park
New Divide|Linkin Park
Castle of Glass|Linkin Park
Bring Me to Life|Evanescence
My Immortal|Evanescence
Going Under|Evanescence
Chop Suey!|System of a Down
Toxicity|System of a Down
Aerials|System of a Down
B.Y.O.B.|System of a Down|BYOB
Killing in the Name|Rage Against the Machine
Bulls on Parade|Rage Against the Machine
Freak on a Leash|Korn
Last Resort|Papa Roach
It's Been Awhile|Staind
How You Remind Me|Nickelback
Photograph|Nickelback
Rockstar|Nickelback
Far Away|Nickelback
Kryptonite|3 Doors Down
Here Without You|3 Doors Down
Seven Nation Army|The White Stripes
Fell in Love with a Girl|The White Stripes
Mr. Brightside|The Killers
Somebody Told Me|The Killers
When You Were Young|The Killers
Human|The Killers
All These Things That I've Done|The Killers
Read My Mind|The Killers
Take Me Out|Franz Ferdinand
Do You Want To|Franz Ferdinand
I Bet You Look Good on the Dancefloor|Arctic Monkeys
Do I Wanna Know?|Arctic Monkeys
R U Mine?|Arctic Monkeys
Fluorescent Adolescent|Arctic Monkeys
505|Arctic Monkeys
Why'd You Only Call Me When You're High?|Arctic Monkeys
Last Nite|The Strokes
Reptilia|The Strokes
Someday|The Strokes
Chelsea Dagger|The Fratellis
Ruby|Kaiser Chiefs
I Predict a Riot|Kaiser Chiefs
Dakota|Stereophonics
Maybe Tomorrow|Stereophonics
Yellow|Coldplay
The Scientist|Coldplay
Clocks|Coldplay
Fix You|Coldplay
Viva la Vida|Coldplay
Paradise|Coldplay
Speed of Sound|Coldplay
Trouble|Coldplay
In My Place|Coldplay
A Sky Full of Stars|Coldplay
Hymn for the Weekend|Coldplay
Adventure of a Lifetime|Coldplay
Something Just Like This|The Chainsmokers & Coldplay
My Universe|Coldplay & BTS
Every Teardrop Is a Waterfall|Coldplay
Higher Power|Coldplay
Feelslikeimfallinginlove|Coldplay
Chasing Cars|Snow Patrol
Run|Snow Patrol
Somewhere Only We Know|Keane
Everybody's Changing|Keane
Is It Any Wonder?|Keane
Use Somebody|Kings of Leon
Sex on Fire|Kings of Leon
Supermassive Black Hole|Muse
Uprising|Muse
Starlight|Muse
Hysteria|Muse
Time Is Running Out|Muse
Madness|Muse
Plug In Baby|Muse
Knights of Cydonia|Muse
Feeling Good|Muse
Boulevard|Muse
Bitter Sweet|Muse
Hurt|Johnny Cash
Ring of Fire|Johnny Cash
I Walk the Line|Johnny Cash
Folsom Prison Blues|Johnny Cash
A Boy Named Sue|Johnny Cash
Jolene|Dolly Parton
9 to 5|Dolly Parton|Nine to Five
Islands in the Stream|Kenny Rogers & Dolly Parton
The Gambler|Kenny Rogers
Take Me Home, Country Roads|John Denver|Country Roads
Annie's Song|John Denver
Leaving on a Jet Plane|John Denver
Achy Breaky Heart|Billy Ray Cyrus
Man! I Feel Like a Woman!|Shania Twain
You're Still the One|Shania Twain
That Don't Impress Me Much|Shania Twain
Any Man of Mine|Shania Twain
Stand by Your Man|Tammy Wynette
Crazy|Patsy Cline
Rhinestone Cowboy|Glen Campbell
Old Town Road|Lil Nas X
Montero (Call Me by Your Name)|Lil Nas X|Montero
Industry Baby|Lil Nas X & Jack Harlow
Tennessee Whiskey|Chris Stapleton
Wagon Wheel|Darius Rucker
Born to Be Wild|Steppenwolf
Proud Mary|Creedence Clearwater Revival
Have You Ever Seen the Rain|Creedence Clearwater Revival
Bad Moon Rising|Creedence Clearwater Revival
Fortunate Son|Creedence Clearwater Revival
Down on the Corner|Creedence Clearwater Revival
Lookin' Out My Back Door|Creedence Clearwater Revival
Black Magic Woman|Santana
Smooth|Santana & Rob Thomas
Maria Maria|Santana
Oye Como Va|Santana
Samba Pa Ti|Santana
Go Your Own Way|Fleetwood Mac
Dreams|Fleetwood Mac
Everywhere|Fleetwood Mac
The Chain|Fleetwood Mac
Little Lies|Fleetwood Mac
Don't Stop|Fleetwood Mac
Albatross|Fleetwood Mac
Landslide|Fleetwood Mac
Rhiannon|Fleetwood Mac
Edge of Seventeen|Stevie Nicks
Lyin' Eyes|Eagles
Life in the Fast Lane|Eagles
Mr. Blue Sky|Electric Light Orchestra
Livin' Thing|Electric Light Orchestra
Don't Bring Me Down|Electric Light Orchestra
More Than a Feeling|Boston
Dream On|Aerosmith
I Don't Want to Miss a Thing|Aerosmith
Crazy|Aerosmith
Walk This Way|Aerosmith
Cryin'|Aerosmith
Sweet Emotion|Aerosmith
Love in an Elevator|Aerosmith
Rebel Yell|Billy Idol
White Wedding|Billy Idol
Mony Mony|Billy Idol
Dancing with Myself|Billy Idol
Hit Me with Your Best Shot|Pat Benatar
Heart of Glass|Blondie
Call Me|Blondie
Atomic|Blondie
One Way or Another|Blondie
Maria|Blondie
The Tide Is High|Blondie
Should I Stay or Should I Go|The Clash
London Calling|The Clash
Rock the Casbah|The Clash
Anarchy in the U.K.|Sex Pistols|Anarchy in the UK
God Save the Queen|Sex Pistols
Blitzkrieg Bop|Ramones
I Wanna Be Sedated|Ramones
Pet Sematary|Ramones
Psycho Killer|Talking Heads
Once in a Lifetime|Talking Heads
Burning Down the House|Talking Heads
Road to Nowhere|Talking Heads
Whip It|Devo
Lust for Life|Iggy Pop
The Passenger|Iggy Pop
Walk on the Wild Side|Lou Reed
Perfect Day|Lou Reed
Sunday Morning|The Velvet Underground
Because the Night|Patti Smith
Sweet Caroline|Neil Diamond
Cracklin' Rosie|Neil Diamond
Song Sung Blue|Neil Diamond
Red Red Wine|Neil Diamond
Hello|Adele
Someone Like You|Adele
Rolling in the Deep|Adele
Skyfall|Adele
Set Fire to the Rain|Adele
Make You Feel My Love|Adele
Chasing Pavements|Adele
Easy on Me|Adele
When We Were Young|Adele
Send My Love (To Your New Lover)|Adele|Send My Love
Rumour Has It|Adele
Hometown Glory|Adele
Turning Tables|Adele
Water Under the Bridge|Adele
Shape of You|Ed Sheeran
Perfect|Ed Sheeran
Thinking Out Loud|Ed Sheeran
Photograph|Ed Sheeran
Castle on the Hill|Ed Sheeran
Galway Girl|Ed Sheeran
The A Team|Ed Sheeran
Sing|Ed Sheeran
Bad Habits|Ed Sheeran
Shivers|Ed Sheeran
Lego House|Ed Sheeran
Give Me Love|Ed Sheeran
Don't|Ed Sheeran
Happier|Ed Sheeran
Afterglow|Ed Sheeran
Eyes Closed|Ed Sheeran
Azizam|Ed Sheeran
I Don't Care|Ed Sheeran & Justin Bieber
Beautiful People|Ed Sheeran & Khalid
Shake It Off|Taylor Swift
Blank Space|Taylor Swift
Love Story|Taylor Swift
You Belong with Me|Taylor Swift
Bad Blood|Taylor Swift
Style|Taylor Swift
We Are Never Ever Getting Back Together|Taylor Swift
I Knew You Were Trouble|Taylor Swift
Anti-Hero|Taylor Swift
Cruel Summer|Taylor Swift
Look What You Made Me Do|Taylor Swift
Delicate|Taylor Swift
Cardigan|Taylor Swift
Willow|Taylor Swift
All Too Well|Taylor Swift
22|Taylor Swift|Twenty Two
Wildest Dreams|Taylor Swift
Lover|Taylor Swift
Karma|Taylor Swift
Fortnight|Taylor Swift & Post Malone
The Fate of Ophelia|Taylor Swift
Enchanted|Taylor Swift
Mine|Taylor Swift
Fearless|Taylor Swift
Our Song|Taylor Swift
Teardrops on My Guitar|Taylor Swift
Me!|Taylor Swift
Baby|Justin Bieber
Sorry|Justin Bieber
Love Yourself|Justin Bieber
What Do You Mean?|Justin Bieber
Peaches|Justin Bieber
Stay|The Kid Laroi & Justin Bieber
Ghost|Justin Bieber
Yummy|Justin Bieber
Despacito (Remix)|Luis Fonsi, Daddy Yankee & Justin Bieber
Let Me Love You|DJ Snake & Justin Bieber
Blinding Lights|The Weeknd
Save Your Tears|The Weeknd
Starboy|The Weeknd
Can't Feel My Face|The Weeknd
The Hills|The Weeknd
Die for You|The Weeknd
I Feel It Coming|The Weeknd
Earned It|The Weeknd
Uptown Funk|Mark Ronson & Bruno Mars
Just the Way You Are|Bruno Mars
Grenade|Bruno Mars
Locked Out of Heaven|Bruno Mars
When I Was Your Man|Bruno Mars
24K Magic|Bruno Mars
Treasure|Bruno Mars
That's What I Like|Bruno Mars
Talking to the Moon|Bruno Mars
The Lazy Song|Bruno Mars
Leave the Door Open|Silk Sonic
APT.|Rosé & Bruno Mars|Apartment
Count on Me|Bruno Mars
Marry You|Bruno Mars
Happy|Pharrell Williams
Blurred Lines|Robin Thicke
Roar|Katy Perry
Firework|Katy Perry
I Kissed a Girl|Katy Perry
Hot n Cold|Katy Perry
California Gurls|Katy Perry
Teenage Dream|Katy Perry
Dark Horse|Katy Perry
Last Friday Night (T.G.I.F.)|Katy Perry|Last Friday Night
Wide Awake|Katy Perry
Chained to the Rhythm|Katy Perry
Part of Me|Katy Perry
E.T.|Katy Perry
Tik Tok|Kesha
Die Young|Kesha
Timber|Pitbull & Kesha
Give Me Everything|Pitbull
Rain Over Me|Pitbull
Hotel Room Service|Pitbull
Fireball|Pitbull
I Know You Want Me (Calle Ocho)|Pitbull|Calle Ocho
Feel This Moment|Pitbull & Christina Aguilera
On the Floor|Jennifer Lopez
Jenny from the Block|Jennifer Lopez
Waiting for Tonight|Jennifer Lopez
Let's Get Loud|Jennifer Lopez
If You Had My Love|Jennifer Lopez
Get Right|Jennifer Lopez
Titanium|David Guetta & Sia
When Love Takes Over|David Guetta & Kelly Rowland
Memories|David Guetta & Kid Cudi
Without You|David Guetta & Usher
Play Hard|David Guetta
Hey Mama|David Guetta
I'm Good (Blue)|David Guetta & Bebe Rexha|I'm Good
Sexy Bitch|David Guetta & Akon|Sexy Chick
Love Is Gone|David Guetta
Chandelier|Sia
Cheap Thrills|Sia
Unstoppable|Sia
Elastic Heart|Sia
The Greatest|Sia
Snowman|Sia
Levels|Avicii
Wake Me Up|Avicii
Hey Brother|Avicii
Waiting for Love|Avicii
The Nights|Avicii
Without You|Avicii
Addicted to You|Avicii
SOS|Avicii
Lonely Together|Avicii & Rita Ora
Don't You Worry Child|Swedish House Mafia
Save the World|Swedish House Mafia
One (Your Name)|Swedish House Mafia
Summer|Calvin Harris
Feel So Close|Calvin Harris
This Is What You Came For|Calvin Harris & Rihanna
How Deep Is Your Love|Calvin Harris & Disciples
One Kiss|Calvin Harris & Dua Lipa
Feels|Calvin Harris
Promises|Calvin Harris & Sam Smith
Outside|Calvin Harris & Ellie Goulding
Blame|Calvin Harris & John Newman
Animals|Martin Garrix
Scared to Be Lonely|Martin Garrix & Dua Lipa
In the Name of Love|Martin Garrix & Bebe Rexha
Lean On|Major Lazer & DJ Snake
Cold Water|Major Lazer & Justin Bieber
Turn Down for What|DJ Snake & Lil Jon
Taki Taki|DJ Snake
Closer|The Chainsmokers & Halsey
Don't Let Me Down|The Chainsmokers
Roses|The Chainsmokers
Paris|The Chainsmokers
Faded|Alan Walker
Alone|Alan Walker
The Spectre|Alan Walker
Sing Me to Sleep|Alan Walker
Lush Life|Zara Larsson
Never Forget You|Zara Larsson & MNEK
Ain't My Fault|Zara Larsson
Symphony|Clean Bandit & Zara Larsson
Rather Be|Clean Bandit
Rockabye|Clean Bandit
Solo|Clean Bandit & Demi Lovato
Stay with Me|Sam Smith
Too Good at Goodbyes|Sam Smith
I'm Not the Only One|Sam Smith
Unholy|Sam Smith & Kim Petras
Dancing with a Stranger|Sam Smith & Normani
Latch|Disclosure & Sam Smith
Writing's on the Wall|Sam Smith
Someone You Loved|Lewis Capaldi
Before You Go|Lewis Capaldi
Bruises|Lewis Capaldi
Wish You the Best|Lewis Capaldi
Let Her Go|Passenger
Riptide|Vance Joy
Ho Hey|The Lumineers
Stubborn Love|The Lumineers
Ophelia|The Lumineers
Little Talks|Of Monsters and Men
Budapest|George Ezra
Shotgun|George Ezra
Paradise|George Ezra
Green Green Grass|George Ezra
Hold My Girl|George Ezra
Pompeii|Bastille
Happier|Marshmello & Bastille
Sweater Weather|The Neighbourhood
Radioactive|Imagine Dragons
Demons|Imagine Dragons
Believer|Imagine Dragons
Thunder|Imagine Dragons
Natural|Imagine Dragons
Bones|Imagine Dragons
Enemy|Imagine Dragons
Whatever It Takes|Imagine Dragons
It's Time|Imagine Dragons
On Top of the World|Imagine Dragons
Counting Stars|OneRepublic
Apologize|OneRepublic|Apologize (Timbaland)
Secrets|OneRepublic
Good Life|OneRepublic
I Lived|OneRepublic
Love Runs Out|OneRepublic
Run|OneRepublic
Stressed Out|Twenty One Pilots
Heathens|Twenty One Pilots
Ride|Twenty One Pilots
Take Me to Church|Hozier
Too Sweet|Hozier
Work Song|Hozier
Royals|Lorde
Team|Lorde
Green Light|Lorde
Solar Power|Lorde
Bad Guy|Billie Eilish
Ocean Eyes|Billie Eilish
Lovely|Billie Eilish & Khalid
When the Party's Over|Billie Eilish
Everything I Wanted|Billie Eilish
No Time to Die|Billie Eilish
Happier Than Ever|Billie Eilish
What Was I Made For?|Billie Eilish
Birds of a Feather|Billie Eilish
Lunch|Billie Eilish
Wildflower|Billie Eilish
Bury a Friend|Billie Eilish
Therefore I Am|Billie Eilish
Drivers License|Olivia Rodrigo
Good 4 U|Olivia Rodrigo|Good for You
Deja Vu|Olivia Rodrigo
Vampire|Olivia Rodrigo
Traitor|Olivia Rodrigo
Happier|Olivia Rodrigo
Bad Idea Right?|Olivia Rodrigo
Get Him Back!|Olivia Rodrigo
Levitating|Dua Lipa
Don't Start Now|Dua Lipa
New Rules|Dua Lipa
IDGAF|Dua Lipa
Physical|Dua Lipa
Houdini|Dua Lipa
Dance the Night|Dua Lipa
Be the One|Dua Lipa
Break My Heart|Dua Lipa
Training Season|Dua Lipa
Illusion|Dua Lipa
Kiss Me More|Doja Cat & SZA
Say So|Doja Cat
Woman|Doja Cat
Paint the Town Red|Doja Cat
Need to Know|Doja Cat
Kill Bill|SZA
Snooze|SZA
Saturn|SZA
Good Days|SZA
Flowers|Miley Cyrus
Wrecking Ball|Miley Cyrus
Party in the U.S.A.|Miley Cyrus|Party in the USA
The Climb|Miley Cyrus
We Can't Stop|Miley Cyrus
Malibu|Miley Cyrus
Midnight Sky|Miley Cyrus
Used to Be Young|Miley Cyrus
7 Rings|Ariana Grande|Seven Rings
Thank U, Next|Ariana Grande|Thank You Next
Positions|Ariana Grande
No Tears Left to Cry|Ariana Grande
Problem|Ariana Grande
Break Free|Ariana Grande
Side to Side|Ariana Grande
Into You|Ariana Grande
Bang Bang|Jessie J, Ariana Grande & Nicki Minaj
God Is a Woman|Ariana Grande
Yes, And?|Ariana Grande
We Can't Be Friends|Ariana Grande
Price Tag|Jessie J
Domino|Jessie J
Flashlight|Jessie J
Starships|Nicki Minaj
Super Bass|Nicki Minaj
Anaconda|Nicki Minaj
Super Freaky Girl|Nicki Minaj
Sorry Not Sorry|Demi Lovato
Heart Attack|Demi Lovato
Cool for the Summer|Demi Lovato
Skyscraper|Demi Lovato
Let It Go|Demi Lovato
Come & Get It|Selena Gomez|Come and Get It
Lose You to Love Me|Selena Gomez
Wolves|Selena Gomez & Marshmello
Calm Down|Rema & Selena Gomez
Single Soon|Selena Gomez
Havana|Camila Cabello
Señorita|Shawn Mendes & Camila Cabello
Never Be the Same|Camila Cabello
Bam Bam|Camila Cabello
Work from Home|Fifth Harmony
Worth It|Fifth Harmony
Stitches|Shawn Mendes
Treat You Better|Shawn Mendes
There's Nothing Holdin' Me Back|Shawn Mendes
In My Blood|Shawn Mendes
Mercy|Shawn Mendes
What Makes You Beautiful|One Direction
Story of My Life|One Direction
Best Song Ever|One Direction
Night Changes|One Direction
Drag Me Down|One Direction
Steal My Girl|One Direction
Little Things|One Direction
Live While We're Young|One Direction
One Way or Another (Teenage Kicks)|One Direction
Perfect|One Direction
Watermelon Sugar|Harry Styles
As It Was|Harry Styles
Adore You|Harry Styles
Sign of the Times|Harry Styles
Falling|Harry Styles
Late Night Talking|Harry Styles
Golden|Harry Styles
Aperture|Harry Styles
Dusk Till Dawn|Zayn & Sia
Pillowtalk|Zayn
Slow Hands|Niall Horan
This Town|Niall Horan
Heaven|Niall Horan
Circles|Post Malone
Sunflower|Post Malone & Swae Lee
Rockstar|Post Malone & 21 Savage
Congratulations|Post Malone
Better Now|Post Malone
Psycho|Post Malone
I Had Some Help|Post Malone & Morgan Wallen
Hotline Bling|Drake
God's Plan|Drake
One Dance|Drake
In My Feelings|Drake
Started from the Bottom|Drake
Hold On, We're Going Home|Drake
Passionfruit|Drake
Nice for What|Drake
Sicko Mode|Travis Scott
Goosebumps|Travis Scott
Highest in the Room|Travis Scott
HUMBLE.|Kendrick Lamar
Not Like Us|Kendrick Lamar
Alright|Kendrick Lamar
Swimming Pools (Drank)|Kendrick Lamar|Swimming Pools
DNA.|Kendrick Lamar
Money Trees|Kendrick Lamar
Luther|Kendrick Lamar & SZA
Squabble Up|Kendrick Lamar
This Is America|Childish Gambino
Redbone|Childish Gambino
Thrift Shop|Macklemore & Ryan Lewis
Can't Hold Us|Macklemore & Ryan Lewis
Downtown|Macklemore & Ryan Lewis
Same Love|Macklemore & Ryan Lewis
Lucid Dreams|Juice WRLD
Mask Off|Future
XO Tour Llif3|Lil Uzi Vert
Bodak Yellow|Cardi B
I Like It|Cardi B, Bad Bunny & J Balvin
WAP|Cardi B & Megan Thee Stallion
Savage|Megan Thee Stallion
Tití Me Preguntó|Bad Bunny
Dakiti|Bad Bunny & Jhay Cortez
Me Porto Bonito|Bad Bunny & Chencho Corleone
Monaco|Bad Bunny
Callaita|Bad Bunny & Tainy
DtMF|Bad Bunny|Debí Tirar Más Fotos
Ella baila sola|Eslabon Armado & Peso Pluma
Tusa|Karol G & Nicki Minaj
Provenza|Karol G
Bichota|Karol G
Si antes te hubiera conocido|Karol G
Dynamite|BTS
Butter|BTS
Boy with Luv|BTS
Permission to Dance|BTS
Gangnam Style|PSY
Gentleman|PSY
How You Like That|Blackpink
Ddu-Du Ddu-Du|Blackpink
Kill This Love|Blackpink
Pink Venom|Blackpink
Shut Down|Blackpink
Jump|Blackpink
Golden|HUNTR/X|Golden (KPop Demon Hunters)
Soda Pop|Saja Boys
Your Idol|Saja Boys
Cupid|Fifty Fifty
Super Shy|NewJeans
Hype Boy|NewJeans
Seven|Jungkook
Espresso|Sabrina Carpenter
Please Please Please|Sabrina Carpenter
Taste|Sabrina Carpenter
Feather|Sabrina Carpenter
Nonsense|Sabrina Carpenter
Manchild|Sabrina Carpenter
Good Luck, Babe!|Chappell Roan
Hot to Go!|Chappell Roan
Pink Pony Club|Chappell Roan
Femininomenon|Chappell Roan
Red Wine Supernova|Chappell Roan
The Subway|Chappell Roan
Beautiful Things|Benson Boone
Slow It Down|Benson Boone
Mystical Magical|Benson Boone
A Bar Song (Tipsy)|Shaboozey|A Bar Song;Tipsy
Lose Control|Teddy Swims
Million Dollar Baby|Tommy Richman
Unwritten|Natasha Bedingfield
Pocketful of Sunshine|Natasha Bedingfield
Heartbeats|José González
Stay|Zedd & Alessia Cara
The Middle|Zedd, Maren Morris & Grey
Clarity|Zedd
Scars to Your Beautiful|Alessia Cara
Mercy|Duffy
Rehab|Amy Winehouse
Back to Black|Amy Winehouse
Valerie|Amy Winehouse|Valerie (Mark Ronson)
You Know I'm No Good|Amy Winehouse
Tears Dry on Their Own|Amy Winehouse
Love Is a Losing Game|Amy Winehouse
Fallin'|Alicia Keys
No One|Alicia Keys
If I Ain't Got You|Alicia Keys
Girl on Fire|Alicia Keys
Crazy|Gnarls Barkley
Clint Eastwood|Gorillaz
Feel Good Inc.|Gorillaz
Dare|Gorillaz
On Melancholy Hill|Gorillaz
Hey There Delilah|Plain White T's
Dog Days Are Over|Florence + the Machine
You've Got the Love|Florence + the Machine
Shake It Out|Florence + the Machine
Kiss with a Fist|Florence + the Machine
Rabbit Heart (Raise It Up)|Florence + the Machine
Video Games|Lana Del Rey
Summertime Sadness|Lana Del Rey
Young and Beautiful|Lana Del Rey
Born to Die|Lana Del Rey
West Coast|Lana Del Rey
Blue Jeans|Lana Del Rey
Doin' Time|Lana Del Rey
Love Me like You Do|Ellie Goulding
Burn|Ellie Goulding
Lights|Ellie Goulding
Your Song|Ellie Goulding
Rude|Magic!
Cheerleader|OMI
Sugar|Maroon 5
Moves like Jagger|Maroon 5 & Christina Aguilera
This Love|Maroon 5
She Will Be Loved|Maroon 5
Payphone|Maroon 5
Girls Like You|Maroon 5 & Cardi B
Memories|Maroon 5
Animals|Maroon 5
Maps|Maroon 5
One More Night|Maroon 5
Harder to Breathe|Maroon 5
Sunday Morning|Maroon 5
Makes Me Wonder|Maroon 5
Misery|Maroon 5
Daylight|Maroon 5
Daylight|David Kushner
Hey, Soul Sister|Train
Drops of Jupiter|Train
Drive By|Train
I'm Yours|Jason Mraz
I Won't Give Up|Jason Mraz
Let's Get It Started|The Black Eyed Peas
I Gotta Feeling|The Black Eyed Peas
Where Is the Love?|The Black Eyed Peas
Pump It|The Black Eyed Peas
Boom Boom Pow|The Black Eyed Peas
My Humps|The Black Eyed Peas
Meet Me Halfway|The Black Eyed Peas
The Time (Dirty Bit)|The Black Eyed Peas|The Time
Ritmo (Bad Boys for Life)|The Black Eyed Peas & J Balvin|Ritmo
Yeah!|Usher
DJ Got Us Fallin' in Love|Usher
OMG|Usher
Burn|Usher
U Remind Me|Usher
Promise|Ciara
Goodies|Ciara
Beautiful Girls|Sean Kingston
Lonely|Akon
Smack That|Akon & Eminem
Right Now (Na Na Na)|Akon
Don't Matter|Akon
Low|Flo Rida & T-Pain
Right Round|Flo Rida
Club Can't Handle Me|Flo Rida & David Guetta
Whistle|Flo Rida
Good Feeling|Flo Rida
Wild Ones|Flo Rida & Sia
My House|Flo Rida
Party Rock Anthem|LMFAO
Sexy and I Know It|LMFAO
Dynamite|Taio Cruz
Break Your Heart|Taio Cruz
Replay|Iyaz
Airplanes|B.o.B & Hayley Williams
Nothin' on You|B.o.B & Bruno Mars
Billionaire|Travie McCoy & Bruno Mars
Misery Business|Paramore
The Only Exception|Paramore
Ain't It Fun|Paramore
Still into You|Paramore
Decode|Paramore
Sugar, We're Goin Down|Fall Out Boy
Centuries|Fall Out Boy
Thnks fr th Mmrs|Fall Out Boy|Thanks for the Memories
My Songs Know What You Did in the Dark (Light Em Up)|Fall Out Boy|Light Em Up
Welcome to the Black Parade|My Chemical Romance
Helena|My Chemical Romance
I Write Sins Not Tragedies|Panic! at the Disco
High Hopes|Panic! at the Disco
Gives You Hell|The All-American Rejects
Dirty Little Secret|The All-American Rejects
Move Along|The All-American Rejects
Take Me Home|Jess Glynne
Hold My Hand|Jess Glynne
Don't Be So Hard on Yourself|Jess Glynne
Thinking About You|Calvin Harris & Ayah Marar
Sweet Nothing|Calvin Harris & Florence Welch
We Are Young|Fun. & Janelle Monáe
Some Nights|Fun.
Tongue Tied|Grouplove
Pumped Up Kicks|Foster the People
Electric Feel|MGMT
Kids|MGMT
Time to Pretend|MGMT
1901|Phoenix
Lisztomania|Phoenix
Somebody That I Used to Know|Gotye & Kimbra
Safe and Sound|Capital Cities
Shut Up and Dance|Walk the Moon
Home|Edward Sharpe and the Magnetic Zeros
Little Lion Man|Mumford & Sons
I Will Wait|Mumford & Sons
The Cave|Mumford & Sons
Say Something|A Great Big World & Christina Aguilera
All of Me|John Legend
Ordinary People|John Legend
Love Me Now|John Legend
Say You Won't Let Go|James Arthur
Impossible|James Arthur
Car's Outside|James Arthur
You're Beautiful|James Blunt
Goodbye My Lover|James Blunt
1973|James Blunt|Nineteen Seventy-Three
Bonfire Heart|James Blunt
Wisemen|James Blunt
Bleeding Love|Leona Lewis
Run|Leona Lewis
Hallelujah|Leonard Cohen
Hallelujah|Jeff Buckley
Suzanne|Leonard Cohen
Dance Me to the End of Love|Leonard Cohen
So Long, Marianne|Leonard Cohen
Famous Blue Raincoat|Leonard Cohen
Father and Son|Cat Stevens
Wild World|Cat Stevens
Morning Has Broken|Cat Stevens
Moonshadow|Cat Stevens
Lady D'Arbanville|Cat Stevens
Peace Train|Cat Stevens
You've Got a Friend|Carole King
It's Too Late|Carole King
Fire and Rain|James Taylor
You're So Vain|Carly Simon
Both Sides, Now|Joni Mitchell
Big Yellow Taxi|Joni Mitchell
A Case of You|Joni Mitchell
Me and Bobby McGee|Janis Joplin
Piece of My Heart|Janis Joplin
Mercedes Benz|Janis Joplin
Somebody to Love|Jefferson Airplane
White Rabbit|Jefferson Airplane
Mr. Tambourine Man|The Byrds
Turn! Turn! Turn!|The Byrds
Happy Together|The Turtles
Daydream Believer|The Monkees
I'm a Believer|The Monkees
Sugar, Sugar|The Archies
Build Me Up Buttercup|The Foundations
My Sharona|The Knack
Walking on Sunshine|Katrina and the Waves
Don't Worry, Be Happy|Bobby McFerrin
Kung Fu Fighting|Carl Douglas
Ain't Nobody|Chaka Khan
I'm Every Woman|Chaka Khan
Let's Hear It for the Boy|Deniece Williams
Dancing in the Street|Martha and the Vandellas
(I Just) Died in Your Arms|Cutting Crew|Died in Your Arms
Drive|The Cars
Just What I Needed|The Cars
Faith|Limp Bizkit
Rollin'|Limp Bizkit
Ready to Go|Republica
Zombie|Bad Wolves
Hello|Evanescence
Hello|Martin Solveig & Dragonette
Hello, Goodbye|The Beatles
Cake by the Ocean|DNCE
Sucker|Jonas Brothers
Burnin' Up|Jonas Brothers
Somewhere over the Rainbow|Israel Kamakawiwoʻole|Over the Rainbow
Don't Stop the Party|Pitbull
Sunny|Bobby Hebb
Yeha-Noha|Sacred Spirit
Sadeness (Part I)|Enigma|Sadeness
Return to Innocence|Enigma
The Sign|Ace of Base
All That She Wants|Ace of Base
Happy Nation|Ace of Base
Don't Turn Around|Ace of Base
Beautiful Life|Ace of Base
Cruel Summer|Ace of Base
Listen to Your Heart|Roxette
It Must Have Been Love|Roxette
The Look|Roxette
Joyride|Roxette
Dangerous|Roxette
Fading Like a Flower|Roxette
Spending My Time|Roxette
How Do You Do!|Roxette
Sleeping in My Car|Roxette
Dressed for Success|Roxette
Carrie|Europe
Love Shack|The B-52's
Rock Lobster|The B-52's
Tarzan Boy|Baltimora
Self Control|Raf
Boys (Summertime Love)|Sabrina|Boys
Vamos a la playa|Miranda
Ti sento|Matia Bazar
Una paloma blanca|George Baker Selection|Paloma Blanca
Little Green Bag|George Baker Selection
Ding-a-dong|Teach-In
Venus|Shocking Blue
Radar Love|Golden Earring
Popcorn|Hot Butter
Yes Sir, I Can Boogie|Baccara
Sorry, I'm a Lady|Baccara
Black Is Black|Los Bravos
Eloise|Barry Ryan
Sugar Baby Love|The Rubettes
Tiger Feet|Mud
Ballroom Blitz|Sweet|The Ballroom Blitz
Fox on the Run|Sweet
Blockbuster!|Sweet
Co-Co|Sweet
Get It On|T. Rex
20th Century Boy|T. Rex
Children of the Revolution|T. Rex
Cum On Feel the Noize|Slade
Ebeneezer Goode|The Shamen
Unchained Melody|The Righteous Brothers
You've Lost That Lovin' Feelin'|The Righteous Brothers
Be My Baby|The Ronettes
Twist and Shout|The Isley Brothers
Shout|The Isley Brothers
The Twist|Chubby Checker
Let's Twist Again|Chubby Checker
Only You|The Platters
The Great Pretender|The Platters
Mr. Sandman|The Chordettes
Lollipop|The Chordettes
Diana|Paul Anka
Put Your Head on My Shoulder|Paul Anka
Oh, Pretty Woman|Roy Orbison|Pretty Woman
Crying|Roy Orbison
Only the Lonely|Roy Orbison
You Got It|Roy Orbison
Bye Bye Love|The Everly Brothers
Wake Up Little Susie|The Everly Brothers
All I Have to Do Is Dream|The Everly Brothers
Dream Lover|Bobby Darin
Beyond the Sea|Bobby Darin
Mack the Knife|Bobby Darin
Splish Splash|Bobby Darin
Summertime|Ella Fitzgerald & Louis Armstrong
Cheek to Cheek|Ella Fitzgerald & Louis Armstrong
Dream a Little Dream of Me|The Mamas & the Papas
Monday, Monday|The Mamas & the Papas
The Sound of Silence|Disturbed
Down Under|Men at Work
Beds Are Burning|Midnight Oil
Need You Tonight|INXS
Never Tear Us Apart|INXS
New Sensation|INXS
Truly Madly Deeply|Savage Garden
I Want You|Savage Garden
To the Moon and Back|Savage Garden
Affirmation|Savage Garden
Kiss from a Rose|Seal
Crazy|Seal
Killer|Seal
Black Velvet|Alannah Myles
Nothing Compares 2 U|Prince
Angel|Shaggy
It Wasn't Me|Shaggy
Boombastic|Shaggy
Oh Carolina|Shaggy
Informer|Snow
Sweat (A La La La La Long)|Inner Circle|Sweat;A La La La La Long
Bad Boys|Inner Circle
Here Comes the Hotstepper|Ini Kamoze
Murder She Wrote|Chaka Demus & Pliers
Get Busy|Sean Paul
Temperature|Sean Paul
Gimme the Light|Sean Paul
No Lie|Sean Paul & Dua Lipa
2002|Anne-Marie
Ciao Adios|Anne-Marie
Friends|Marshmello & Anne-Marie
Alone|Marshmello
Heat Waves|Glass Animals
About Damn Time|Lizzo
Truth Hurts|Lizzo
Good as Hell|Lizzo
Juice|Lizzo
Dance Monkey|Tones and I
Never Seen the Rain|Tones and I
Ride It|Regard
Mr. Saxobeat|Alexandra Stan
Stereo Love|Edward Maya & Vika Jigulina
Prayer in C|Lilly Wood and the Prick & Robin Schulz
Sugar|Robin Schulz & Francesco Yates
Headlights|Alok & Alan Walker
Waves|Mr. Probz
Calabria 2007|Enur & Natasja|Calabria
Infinity 2008|Guru Josh Project|Infinity
Bailando|Paradisio
Samba de Janeiro|Bellini
Il Ballo del Qua Qua|Romina Power
Vayamos compañeros|Marquess
El Temperamento|Marquess
La Camisa Negra|Juanes
A Dios le pido|Juanes
Corazón Espinado|Santana & Maná
Bésame mucho|Consuelo Velázquez
Guantanamera|trad.
Cielito Lindo|trad.
La Cucaracha|trad.
La Paloma|Sebastián Yradier
Oye como va|Tito Puente
Mambo No. 5|Pérez Prado
Quizás, quizás, quizás|Osvaldo Farrés
Chan Chan|Buena Vista Social Club
Girl from Ipanema|Astrud Gilberto & João Gilberto|The Girl from Ipanema;Garota de Ipanema
Mas que nada|Sérgio Mendes
Águas de Março|Elis Regina & Tom Jobim
Pata Pata|Miriam Makeba
Jerusalema|Master KG
Yeke Yeke|Mory Kanté
Sweet Dreams|Marilyn Manson
Seven Seas of Rhye|Queen
Sunshine Reggae|Laid Back
White Horse|Laid Back
Tom's Diner|Suzanne Vega
Luka|Suzanne Vega
Fast Car|Tracy Chapman
Give Me One Reason|Tracy Chapman
Baby Can I Hold You|Tracy Chapman
Talkin' 'bout a Revolution|Tracy Chapman
Fast Car|Luke Combs
Crazy|Willie Nelson
On the Road Again|Willie Nelson
Always on My Mind|Willie Nelson
Always on My Mind|Pet Shop Boys
West End Girls|Pet Shop Boys
It's a Sin|Pet Shop Boys
Go West|Pet Shop Boys
Suburbia|Pet Shop Boys
Domino Dancing|Pet Shop Boys
Heart|Pet Shop Boys
Smalltown Boy|Bronski Beat
Wild Boys|Duran Duran
Forever Young|Rod Stewart
Sailing|Rod Stewart
Da Ya Think I'm Sexy?|Rod Stewart|Do Ya Think I'm Sexy
Maggie May|Rod Stewart
Have I Told You Lately|Rod Stewart
Rhythm of My Heart|Rod Stewart
Baby Jane|Rod Stewart
Have I Told You Lately|Van Morrison
Brown Eyed Girl|Van Morrison
Moondance|Van Morrison
Gloria|Them
Sorry|Madonna
Şımarık|Tarkan|Kiss Kiss
Dudu|Tarkan
Kuzu Kuzu|Tarkan
Asereje|Las Ketchup|The Ketchup Song;Ketchup Song
Euphoria|Loreen
Arcade|Duncan Laurence
Hard Rock Hallelujah|Lordi
Toy|Netta
Dancing in the Moonlight|Toploader
Murder on the Dancefloor|Sophie Ellis-Bextor
Oh Happy Day|Edwin Hawkins Singers
You'll Never Walk Alone|Gerry and the Pacemakers
Sofia|Alvaro Soler
"""#
}
