/// The one table of regional, colloquial, learner and misspelt word forms, each mapped to the
/// standard (folded) word(s) every lexicon uses. One entry per form, tagged with where it comes
/// from. Extraction (`PhraseIndex`), corrections (`CorrectionDialect`) and, through them,
/// questions and manual entry read it; `RegionalForms.problems` (tested) reports a form listed
/// twice, so two stacks can never disagree about a word again.
///
/// Format: per region one string of `form=standard` pairs separated by spaces; a standard of
/// several words joins them with `+` ("uffn=auf+den"). Forms are folded (ä -> ae …) when the
/// table is built. Forms whose meaning depends on context ("ne" = "eine" or "nein") are listed
/// once with the reading of running text; `GermanNormalizer` decides the other reading.
public enum RegionalForms {
    /// Where a form is used.
    public enum Region: String, Sendable, CaseIterable {
        case bavarian, austrian, swiss, swabian, hessian, berlin, koelsch, ruhr, saxon, northern
        /// Franconian, Palatinate (Pfälzisch), Low German (Plattdeutsch), Tyrolean.
        case franconian, palatinate, lowGerman, tyrolean
        /// Upper Palatinate (Oberpfälzisch, North Bavarian: "hout", "gout", "Bou").
        case upperPalatinate
        /// German written by speakers of Luxembourgish ("haut", "ech", "am Kapp").
        case luxembourgish
        /// Saarland (Moselle/Rhine Franconian: "isch hann kää Stress gehat").
        case saarland
        /// Thuringian ("heite war'sch uff Arbeet", "stressch", "dos Lied").
        case thuringian
        /// Moselle Franconian of Trier and the Moselle ("Et wor e schinen Dach", "ett nervt net").
        case moselle
        /// Westphalian and Münsterland ("Pättkes", "kannze").
        case westphalian
        /// Spoken/colloquial German everywhere ("hab", "nix", "n").
        case colloquial
        /// Forms of learners of German ("in meine Kopf" is handled by phrases; here single words).
        case learner
        /// Youth language and English loans used as German words.
        case youth
        /// Typing and dictation slips.
        case typo
    }

    /// One form with its standard word(s) and region.
    public struct Form: Sendable {
        public let form: String
        public let standard: [String]
        public let region: Region
    }

    static let table: [(Region, String)] = [
        (.colloquial, """
        hab'=hab habs=hab habe=hab hatt=hatte hattte=hatte nich=nicht nix=nichts nischt=nichts \
        n=ein nen=einen ne=eine a=ein ok=okay oke=okay okey=okay okee=okay okai=okay o.k.=okay \
        gings=ging gehts=geht wars=war war's=war ging's=ging gibt's=gibt gab's=gab geht's=geht \
        hat's=hat ich's=ich is=ist nicht's=nicht stimmung's=stimmung ohrwurm's=ohrwurm \
        schlecht's=schlecht mies's=mies sooo=so soo=so soooo=so suuuper=super suuper=super \
        mega-=mega supi=super daheim=zuhause heim=zuhause alleine=allein bissel=bisschen \
        bischen=bisschen bisschn=bisschen nichtmal=nicht garnicht=nicht nimma=nicht+mehr nimmer=nicht+mehr \
        nee=nein nö=nein naa=nein nä=nein jo=ja jup=ja jep=ja japp=ja jaa=ja jau=ja \
        iwie=irgendwie ueberhaupts=ueberhaupt iberhaupt=ueberhaupt dageg'n=dagegen dagegn=dagegen \
        gar's=gar mitm=mit+dem aufm=auf+dem ausm=aus+dem
        """),
        (.bavarian, """
        i=ich mi=mich ma=mir mei=mein hob=hab hobs=hab ned=nicht koa=kein koan=keinen koane=keine \
        koaner=keiner koana=keiner neamd=niemand neamads=niemand niemads=niemand ka=kein \
        heit=heute heid=heute dös=das wor=war woar=war warn=waren hod=hat hot=hat \
        bissl=bisschen bisserl=bisschen bizzl=bisschen \
        dahoam=zuhause dahoim=zuhause schee=schoen scheen=schoen guad=gut guat=gut guads=gutes \
        guade=gute guada=guter guader=guter schaedl=schaedel kriag=krieg kriagn=kriegen \
        aussa=raus kimmt=kommt kimmts=kommt gsunga=gesungen oiwei=immer oiwai=immer wieda=wieder \
        ois=alles oans=eins zwoa=zwei viere=vier fuenfe=fuenf sechse=sechs siebene=sieben \
        neune=neun voi=voll \
        alloa=allein alloans=allein gstoert=gestoert gstoet=gestoert gnervt=genervt \
        gstresst=gestresst gschafft=geschafft gmacht=gemacht gangen=gegangen ganga=gegangen \
        gspielt=gespielt gspuit=gespielt gsehen=gesehen gsehn=gesehen g'sehn=gesehen \
        gwesn=gewesen gwesen=gewesen gwen=gewesen troffen=getroffen gtroffen=getroffen \
        ghoert=gehoert g'hoert=gehoert gredt=geredet \
        gnossn=genossen gessn=gegessen ghabt=gehabt glesn=gelesen hamma=haben \
        gfreit=gefreut gfreut=gefreut gaerget=geaergert gaergert=geaergert \
        liad=lied liadl=lied liedl=lied kinda=kinder dog=tag dag=tag ganzn=ganzen \
        fad=langweilig oba=aber owa=aber scho=schon \
        net=nicht obnd=abend
        """),
        (.austrian, """
        kaan=kein kan=keinen wos=was leiwand=super urviel=viel \
        schiach=haesslich haeferl=tasse
        """),
        (.swiss, """
        nöd=nicht nid=nicht nit=nicht nöt=nicht nüt=nichts nünt=nichts \
        kei=kein keis=keins gsi=gewesen gsii=gewesen hät=hat het=hat isch=ist guet=gut guete=gute \
        gueti=gute niemer=niemand niemert=niemand niemertem=niemandem öpper=jemand öppis=etwas \
        chli=bisschen bitzli=bisschen bitzeli=bisschen bitz=bisschen chopf=kopf gschtresst=gestresst \
        gstörd=gestoert gnärvt=genervt gschwätzt=geredet troffe=getroffen gläse=gelesen \
        gsunge=gesungen nümme=nicht+mehr losworde=losgeworden liedli=lied hüt=heute zfriede=zufrieden zäme=zusammen \
        ellei=allein allei=allein han=hab bi=bin min=mein mini=meine kolleg=kollege
        """),
        (.swabian, """
        koin=kein koine=keine koiner=keiner koinen=keinen koi=kein ghet=gehabt gwä=gewesen hend=haben \
        gmütlich=gemuetlich bissle=bisschen gsessa=gesessen neamerd=niemand au=auch zamma=zusammen \
        narrischwerda=narrischwern älles=alles gholfa=geholfen aagmacht=angemacht weggoht=weggeht dr=der \
        nochbere=nachbarin wega=wegen obend=abend gärtle=garten alloi=allein dagega=dagegen
        """),
        (.hessian, """
        ebbes=etwas awwer=aber wesche=wegen gebabbelt=geredet babbeln=reden gebacke=gebacken \
        getrunke=getrunken kollesche=kollegen meim=meinem ruh=ruhe gudd=gut
        """),
        (.berlin, """
        ick=ich icke=ich dit=das det=das wat=was keen=kein keene=keine keenen=keinen \
        keener=keiner keenem=keinem nüscht=nichts jut=gut juut=gut ooch=auch uff=auf \
        uffn=auf+den tach=tag jestresst=gestresst jenervt=genervt meener=meiner meen=mein \
        alleene=allein jemacht=gemacht jeredet=geredet jesehen=gesehen jehört=gehoert \
        jesummt=gesummt jechillt=gechillt jequatscht=gequatscht jetroffen=getroffen \
        jefeiert=gefeiert jekiekt=geguckt kieken=gucken jeskypt=geskypt
        """),
        (.koelsch, """
        dat=das hück=heute kopp=kopf koppe=kopf jet=etwas jeiht=geht jeht=geht mer=mir op=auf nerve=nerven kollesch=kollege \
        famillich=familie glöcklich=gluecklich minsch=mensch esu=so \
        jedrunke=getrunken jejange=gegangen jewäse=gewesen jehatt=gehabt \
        jeholfe=geholfen ävver=aber ovends=abends minger=meiner met=mit
        """),
        (.ruhr, """
        maloche=arbeit malochen=arbeiten anne=an+der inne=in+der auffe=auf+die \
        büschen=bisschen bisken=bisschen fertich=fertig auffn=auf+den
        """),
        (.saxon, """
        nu=ja gee=geh ni=nicht heude=heute heide=heute daach=tag gans=ganz frieh=frueh gobb=kopf \
        widder=wieder weider=weiter dor=der un=und ae=ein rischtsch=richtig doll=toll
        """),
        (.franconian, """
        ärwert=arbeit scheff=chef freind=freund freindin=freundin trunkn=getrunken doa=getan kuupf=kopf friih=frueh ogmacht=angemacht obä=aber woarn=waren gscheid=richtig wecha=wegen gmüdlich=gemuetlich gsessn=gesessen bsuchd=besucht bsucht=besucht mudder=mutter nachber=nachbar bissla=bisschen etz=jetzt bassd=passt dooch=tag vo=von gud=gut kummt=kommt ham=haben
        """),
        (.palatinate, """
        bissje=bisschen bissche=bisschen ärwet=arbeit fraa=frau kä=kein gude=gute gestritte=gestritten redde=reden minanner=miteinander middags=mittags gesse=gegessen owends=abends owend=abend morsche=morgen rege=regen weesch=weisst worscht=wurst hänn=haben zamme=zusammen selwer=selbst kenner=keinen dochder=tochter losgekriet=losgekriegt kinnerlied=kinderlied gfalle=gefallen paus=pause vun=von ghat=gehabt en=ein nimmi=nicht+mehr
        """),
        (.lowGerman, """
        vandaag=heute hüüt=heute heff=hab ik=ich mien=mein nahver=nachbar naver=nachbar snackt=geredet snacken=reden över=ueber allens=alles weer=war heelen=ganzen heele=ganze leed=lied inn=im int=ins schönet=schoenes dochter=tochter telefoneert=telefoniert gahn=gegangen bün=bin heel=ganz slecht=schlecht luunt=gelaunt aver=aber hangen=haengen bleven=geblieben fru=frau inköpen=einkaufen west=gewesen goot=gut jümmers=immer jümmer=immer wedder=wieder kaut=gekaut hett=hat bröcht=gebracht slapen=geschlafen besöök=besuch schöön=schoen
        """),
        (.tyrolean, """
        heint=heute hon=hab lei=nur gonz=ganz gonzen=ganzen gonze=ganze tog=tag vormittog=vormittag nochmittog=nachmittag orbat=arbeit zkriegt=gestritten mocht=macht donn=dann gongen=gegangen radl=fahrrad gfohrn=gefahren gsechn=gesehen nochberin=nachbarin nochber=nachbar gratscht=geratscht kuchn=kuchen sunst=sonst nochtrog=nachtrag gmiatlich=gemuetlich gor=gar
        """),
        (.northern, """
        moin=hallo schnacken=reden tüdelig=durcheinander
        """),
        (.learner, """
        traurich=traurig glucklich=gluecklich mude=muede gestress=gestresst langweilich=langweilig
        """),
        (.youth, """
        mid=mittelmaessig lit=super nope=nein yep=ja good=gut
        """),
        (.typo, """
        orwurm=ohrwurm ohrwum=ohrwurm ohrwurn=ohrwurm ohwurm=ohrwurm ohrwrm=ohrwurm \
        ohrwurmm=ohrwurm ohrenwurm=ohrwurm ohrwuermchen=ohrwurm orhwurm=ohrwurm ohrwrum=ohrwurm \
        ohrwurms=ohrwurm ohrwuermern=ohrwuermer wurm=ohrwurm \
        stresig=stressig stessig=stressig strssig=stressig gestrest=gestresst gestressed=gestresst \
        stres=stress entspant=entspannt entpannt=entspannt \
        entspnnt=entspannt ueberfodert=ueberfordert uberfordert=ueberfordert angespant=angespannt \
        stressich=stressig stressik=stressig nerft=nervt nervd=nervt nervts=nervt nervt's=nervt \
        nerfig=nervig nervich=nervig nervik=nervig laestich=laestig lestig=laestig \
        unertreglich=unertraeglich stoehrt=stoert stoert's=stoert stoerts=stoert storts=stoert \
        stoehrend=stoerend  nciht=nicht nihct=nicht kobf=kopf kpf=kopf \
        telefonirt=telefoniert telephoniert=telefoniert kollegn=kollegen kolegen=kollegen \
        spaziern=spazieren kaugumi=kaugummi kaugummie=kaugummi kaugummmi=kaugummi lidd=lied \
        melodi=melodie horbuch=hoerbuch podcasts=podcast wuerklich=wirklich wirkli=wirklich \
        tootal=total schlächt=schlecht wer=werd de=die
        """),
        (.austrian, "woa=war woan=waren urleiwand=ur+super urleiwande=ur+super leiwande=super hawara=freunde haberer=freund söwa=selbst söba=selbst söwer=selbst meina=meiner hobm=haben gred=geredet wunderschener=wunderschoener bissale=bisschen ollaweil=dauernd allaweil=dauernd irgendwos=irgendwas angfressn=angefressen ausgfalln=ausgefallen vergessn=vergessen gfalln=gefallen nochba=nachbar bua=sohn gmiatlicher=gemuetlicher aa=auch kinderliad=kinderlied oarbeit=arbeit hackn=arbeit liab=lieb scheens=schoenes scheene=schoene scheena=schoener scheenen=schoenen gonzn=ganzen"),
        (.swiss, "fründe=freunde fründ=freund fründin=freundin echli=bisschen gha=gehabt huere=total büez=arbeit lauft=laeuft ununterbroche=ununterbrochen gaht=geht nüm=nicht+mehr us=aus versuecht=versucht zfride=zufrieden gmüatlich=gemuetlich nei=nein alls=alles hängebliebe=haengengeblieben gschtört=gestoert em=im sit=seit"),
        (.koelsch, "janze=ganze jeit=geht mih=mehr zick=seit jesumm=gesummt nohmeddach=nachmittag stührt=stoert kolleje=kollegen minge=meine ming=meine selvs=selbst jeklapp=geklappt fäädisch=fertig"),
        (.berlin, "janz=ganz jrosset=grosses jeil=geil eijentlich=eigentlich kollejin=kollegin zujehört=zugehoert ausjefallen=ausgefallen anjemault=angemault meene=meine richtich=richtig völlich=voellig lustich=lustig allet=alles"),
        (.ruhr, "ausse=aus+der kriegse=krieg+es getz=jetzt datt=das"),
        (.northern, "deern=freundin geklönt=geplaudert klöönt=geplaudert goden=guten drunken=getrunken geschnackt=geplaudert"),
        // Time and topic words of questions about the diary ("wie isch mei Woch gsi?")
        (.swiss, "wuche=woche letscht=letzte letschte=letzte letschti=letzte zletscht=zuletzt"),
        (.swabian, "woch=woche wocha=woche troffa=getroffen"),
        (.bavarian, "wochn=woche zletzt=zuletzt leit=leute"),
        (.berlin, "jing=ging jings=ging jestern=gestern"),
        // Viennese, Kölsch and Swiss forms of corrections (fresh-voices-13)
        (.austrian, "zwida=zwider ogezipft=angezipft vü=viel ollawei=staendig allweil=staendig ghobt=gehabt"),
        (.koelsch, "jot=gut drop=drauf jestürt=gestoert bessje=bisschen kotze=kotzen janzen=ganzen"),
        (.swiss, "dergäge=dagegen"),
        // Fresh voices of corpus 44/45 (issue #11): Upper Swabian, Upper Palatinate, North
        // Frisian Platt, South Tyrolean, Luxembourgish-influenced German
        (.swabian, "hau=hab ganza=ganzen luschtig=lustig gschaffat=gearbeitet scheener=schoener gmüatlicher=gemuetlicher schwoger=schwager mim=meinem"),
        (.upperPalatinate, "hout=hat gout=gut tan=getan bou=sohn arbat=arbeit af=auf gleesn=gelesen eahm=ihm schöi=schoen niat=nicht"),
        (.lowGerman, "blots=nur bloots=nur beten=bisschen harr=hatte wunnerbor=wunderbar eten=gegessen koken=kuchen"),
        (.tyrolean, "olm=immer olls=alles luscht=lust glocht=gelacht gmocht=gemacht schiefgongen=schiefgegangen ondern=anderen nocht=nacht"),
        (.luxembourgish, "haut=heute ech=ich mech=mich mat=mit frënn=freunde gewiescht=gewesen gelaacht=gelacht schéinen=schoenen gestéiert=gestoert kapp=kopf midd=muede aarbecht=arbeit traureg=traurig gutt=gut esou=so mengem=meinem"),
        (.koelsch, "et=es dä=der"),
        // Frequent forms of the regions above not yet listed (issue #11, generalisation to unseen voices)
        (.bavarian, "gsagt=gesagt gmoant=gemeint gschlofn=geschlafen kemma=gekommen dei=dein hoam=zuhause nia=nie iatz=jetzt gspassig=lustig gschimpft=geschimpft miad=muede zfriedn=zufrieden gfreid=gefreut vui=viel san=sind samma=sind+wir gnua=genug hoagascht=besuch"),
        (.swiss, "truurig=traurig müed=muede wüetend=wuetend glachet=gelacht händ=haben gschaffet=gearbeitet"),
        (.swabian, "schaffa=arbeiten dhoim=zuhause drhoim=zuhause gsait=gesagt grind=kopf"),
        (.hessian, "aach=auch"),
        (.lowGerman, "geiht=geht ut=aus utn=aus+dem hebbt=haben wi=wir kien=kein klönen=reden bannig=sehr vadder=vater mööd=muede maakt=gemacht"),
        (.tyrolean, "epes=etwas hoangart=besuch"),
        (.luxembourgish, "schéin=schoen schéine=schoene frënd=freund frëndin=freundin kolleeg=kollege frou=froh glécklech=gluecklich näischt=nichts gesongen=gesungen geschwat=geredet telefonéiert=telefoniert menger=meiner mäin=mein meng=meine"),
        (.saxon, "heeme=zuhause guud=gut"),
        (.colloquial, "jetz=jetzt"),
        // Forms of corrections (fresh-voices-16/-17, issue #11 item 5)
        (.franconian, "arch=arg"),
        (.palatinate, "allää=allein dehääm=zuhause dagege=dagegen"),
        (.lowGerman, "harrn=hatten stöört=gestoert tofreden=zufrieden"),
        (.tyrolean, "niamand=niemand niamandem=niemandem gredet=geredet decht=doch"),
        (.upperPalatinate, "goud=gut ghatt=gehabt"),
        (.luxembourgish, "hunn=hab kengem=keinem keng=keine stëmmung=stimmung guer=gar"),
        (.colloquial, "durch'n=durch+den eig=eigentlich"),
        // fresh-voices-18 (after its first sight): Saarland, Alemannic
        (.saarland, "hann=hab kää=kein kään=keinen gehat=gehabt"),
        (.swiss, "elei=allein"),
        // Fresh regional voices of corpus 48 / corrections fresh-voices-20 and the misses of the
        // regional files 24–46 (issue #11): the function words and high-frequency forms that
        // carry the fields, per region (enclitic "-sch" = "ich": "war'sch", "hab'sch")
        (.thuringian, "heite=heute arbeet=arbeit warsch=war+ich habsch=hab+ich isses=ist+es zusamm=zusammen wäschen=wegen schees=schoenes dos=das omds=abends abber=aber"),
        (.saarland, "bleed=bloed gess=gegessen mamma=mama hinlegge=hinlegen gesaat=gesagt schaff=arbeit nää=nein kääm=keinem geschwätzt=geredet"),
        (.moselle, "ett=es schinen=schoenen kanner=kinder spazeere=spazieren zefridde=zufrieden vormiddach=vormittag heeßt=heisst vum=vom iwwerhaupt=ueberhaupt"),
        (.swiss, "hiit=heute hitu=heute schwöschter=schwester eifach=einfach wätter=wetter zmorge=fruehstueck goht=geht uf=auf närve=nerven närva=nerven musig=musik glost=gehoert loswärde=loswerden dänn=dann wider=wieder ke=kein ässe=essen abig=abend huufe=haufen gschäft=geschaeft bini=bin+ich kuan=kein minera=meiner schwimma=schwimmen schö=schoen brocht=gebracht weggange=weggegangen umegange=umgegangen"),
        (.palatinate, "klää=kleine vorgesung=vorgesungen nochbern=nachbarn wingert=weinberg geischt=geist daa=tag"),
        (.hessian, "ununnerbroche=ununterbrochen grinse=grinsen"),
        (.westphalian, "pättkes=wege kannze=kannst+du"),
        (.lowGerman, "wier=war tosamen=zusammen repareert=repariert schöönet=schoenes fro=frau diek=deich moien=schoenen moi=schoen rüh=ruhe sünn=sonne minsk=mensch alleen=allein trurig=traurig hebb=hab doon=tun broder=bruder nahvers=nachbarn"),
        (.franconian, "ärwerd=arbeit haufn=haufen allaa=allein daham=zuhause nachbern=nachbarn gstrittn=gestritten grandig=grantig weng=wenig"),
        (.tyrolean, "ruhign=ruhigen gorbatet=gearbeitet bsunders=besonderes loszwerdn=loszuwerden menschn=menschen"),
        (.austrian, "tant=tante hom=haben bocha=gebacken vül=viel ogfressn=angefressen gonga=gegangen"),
        (.ruhr, "bissken=bisschen bierken=bier"),
        (.koelsch, "dojäje=dagegen pänz=kinder jespillt=gespielt ärjer=aerger"),
        (.bavarian, "aba=aber bruada=bruder gholfn=geholfen"),
        (.swabian, "gohts=geht"),
        // Day words of the regions (corrections §5.3 "des war gestan", questions, the day of a
        // clause in extraction): yesterday, the day before, weekdays
        (.bavarian, "gestan=gestern gesdan=gestern vorgestan=vorgestern"),
        (.swiss, "geschter=gestern vorgeschter=vorgestern mäntig=montag ziischtig=dienstag mittwuch=mittwoch dunschtig=donnerstag friitig=freitag samschtig=samstag sunntig=sonntag"),
        (.swabian, "geschtern=gestern vorgeschtern=vorgestern samschdag=samstag"),
        (.lowGerman, "gistern=gestern güstern=gestern sünndag=sonntag"),
        (.berlin, "vorjestern=vorgestern"),
        // Round 6 (regional dev files 51/53/59/60): high-frequency forms that carry the fields
        (.swiss, "gmüetlech=gemuetlich chäugummi=kaugummi chätschgummi=kaugummi gchätschet=gekaut hani=hab+ich verruckt=verrueckt lut=laut fescht=fest frinde=freunde hörbuech=hoerbuch minere=meiner ghockt=gesessen chind=kinder fründinna=freundinnen gmüatlicha=gemuetlich morn=morgen"),
        (.saxon, "gemiedlich=gemuetlich gopp=kopf wiedor=wieder gollegn=kollegen schie=schoen ower=aber allene=allein kolleschin=kollegin gehollfn=geholfen"),
        (.koelsch, "ejal=egal opjedriht=aufgedreht domet=damit fottjeiht=weggeht fott=weg zofridde=zufrieden kriesche=weinen sorje=sorgen jehürt=gehoert bliwwe=geblieben ärch=arg"),
        (.bavarian, "zua=zu imma=immer morgn=morgen sche=schoen schean=schoen niad=nicht tatsächli=tatsaechlich aufdreht=aufgedreht"),
        (.franconian, "freid=freude"),
        (.lowGerman, "ümmer=immer sülvst=selbst nahbersch=nachbarin klönt=geplaudert froit=gefreut"),
        (.swabian, "hanga=haengen blieba=geblieben"),
        (.berlin, "wahnsinnich=wahnsinnig jeloofen=gelaufen kollejen=kollegen"),
        (.moselle, "glecklich=gluecklich famillisch=familie"),
        (.luxembourgish, "richteg=richtig kee=kein"),
        (.saarland, "nimmie=nicht+mehr aushalle=aushalten"),
        (.colloquial, "aus'n=aus+dem frustig=frustriert"),
        (.learner, "nervous=nervoes"),
        // round6 fields: further forms of the earworm block (strength, distress, stick words)
        (.bavarian, "pfiffn=gepfiffen"),
        (.colloquial, "ausn=aus+dem aufn=auf+den"),
        (.swiss, "nümm=nicht+mehr zit=zeit obe=abend herzig=suess"),
        (.koelsch, "jebliwwe=geblieben"),
        (.luxembourgish, "gudden=guter"),
    ]

    /// How the words beside a form decide its reading (`contextual`).
    public enum Context: Sendable {
        /// Beside a first-person verb ("isch war", "hab isch": Palatinate/Hessian "ich").
        case besideFirstPersonVerb
        /// Right before a participle that ends the verb ("Stress hob i kann ghabt": Franconian
        /// "keinen"), or right after a finite "hab"/"hob" ("hob kann Stress ghabt").
        case beforeParticiple
        /// Right before a German participle or value word ("hot mi it gstört", "it guat"):
        /// Upper Swabian/Allgäu "nicht" (English "it" is followed by English words).
        case beforeGermanValue
        /// As a predicate after "mir"/"ist"/"eh" ("is ma wurscht": Bavarian "egal"; "a Wurscht"
        /// stays the sausage).
        case predicate
        /// After an article or possessive ("d Stimmig", "mini Stimmig": Swiss "Stimmung"; the
        /// adjective "stimmig" stays itself).
        case afterDeterminer
        /// Right before a dative pronoun, article or possessive and not after a subject pronoun
        /// ("lauft bi mir", "bi mien Dochter": Swiss/Low German "bei"; "ich bi de ganz Tag" and
        /// "bi ich" stay "bin", the table's reading).
        case beforeDative
        /// Right before a noun a diary negates ("kai Stress", "kai Ohrwurm": Basel "kein"; the
        /// name Kai is followed by a verb or stands after "mit").
        case beforeNegatableNoun
        /// Beside Kölsch/Rhenish "isch" as written ("isch ben", "hück ben isch": "bin"); after a
        /// standard "ich" the word stays itself ("hab ich Ben getroffen": the name).
        case besideWrittenIsch
        /// Followed by a word of the same clause ("uff de Arbeit", "Ha probiert"): Hessian/
        /// Palatinate/Saarland "auf", Swiss "hab"; alone or before a comma the interjection
        /// ("Uff, geschafft", "Ha!") stays itself (and a filler is dropped).
        case beforeWordInClause
        /// After an adjective or determiner of a day phrase ("dä janze Dach", "e schinen Dach"):
        /// Kölsch/Moselle "Tag"; "das Dach", "aufs Dach" stay the roof.
        case afterDayAttribute
        /// After a verb ("des is mia scho", "hot mia gfoin", "lauft mr", "goht mr"): Bavarian
        /// "mia", Swiss "mr" = "mir"; the name Mia ("mit Mia", "Mia kommt") and "Mr. Brightside"
        /// stay themselves.
        case afterVerb
        /// Right before a negation ("Stress ok nich", "ok keen Tiet"): Low German "ook" = "auch";
        /// elsewhere "ok" is "okay".
        case beforeNegation
        /// After a preposition ("us em Chopf", "mit em Velo", "vo em"): Swiss "em" = "dem";
        /// elsewhere "em" is "im" ("em Büro").
        case afterPreposition
        /// Before a word that is no genitive noun ("des Liad", "dass des weggeht", "des is"):
        /// Bavarian/Austrian "das"; "des Tages", "Ende des Monats" stay the genitive article.
        case beforeNonGenitive
    }

    /// A form with two readings: the regional one here applies only in `context`; elsewhere the
    /// form is what `map` says ("isch" = Swiss "ist") or stays itself ("kann", "it").
    public struct ContextualForm: Sendable {
        public let form: String
        public let standard: [String]
        public let region: Region
        public let context: Context
    }

    /// Forms whose meaning depends on their neighbours: one form, two regions (or a standard
    /// word), decided by a context rule, never by a region guess.
    public static let contextual: [ContextualForm] = [
        ContextualForm(form: "isch", standard: ["ich"], region: .palatinate, context: .besideFirstPersonVerb),
        ContextualForm(form: "kann", standard: ["keinen"], region: .franconian, context: .beforeParticiple),
        ContextualForm(form: "it", standard: ["nicht"], region: .swabian, context: .beforeGermanValue),
        ContextualForm(form: "wurscht", standard: ["egal"], region: .bavarian, context: .predicate),
        ContextualForm(form: "stimmig", standard: ["stimmung"], region: .swiss, context: .afterDeterminer),
        ContextualForm(form: "bi", standard: ["bei"], region: .swiss, context: .beforeDative),
        ContextualForm(form: "kai", standard: ["kein"], region: .swiss, context: .beforeNegatableNoun),
        ContextualForm(form: "ben", standard: ["bin"], region: .koelsch, context: .besideWrittenIsch),
        ContextualForm(form: "uff", standard: ["auf"], region: .hessian, context: .beforeWordInClause),
        ContextualForm(form: "ha", standard: ["hab"], region: .swiss, context: .beforeWordInClause),
        ContextualForm(form: "dach", standard: ["tag"], region: .koelsch, context: .afterDayAttribute),
        ContextualForm(form: "mia", standard: ["mir"], region: .bavarian, context: .afterVerb),
        ContextualForm(form: "mr", standard: ["mir"], region: .swiss, context: .afterVerb),
        ContextualForm(form: "ok", standard: ["auch"], region: .lowGerman, context: .beforeNegation),
        ContextualForm(form: "em", standard: ["dem"], region: .swiss, context: .afterPreposition),
        ContextualForm(form: "des", standard: ["das"], region: .bavarian, context: .beforeNonGenitive),
    ]

    /// Words after "uff"/"ha" that keep the interjection ("Uff das war knapp", "ha ha").
    static let interjectionContinuations: Set<String> = ["das", "des", "dat", "dit", "ha", "haha", "war", "ist", "endlich",
                                                         "geschafft", "so", "ja", "nein", "ich", "wie", "was"]
    /// Attributes of a day before Kölsch/Moselle "Dach" = "Tag" ("dä janze Dach", "ene schöne Dach").
    static let dayAttributes: Set<String> = ["ganze", "ganzen", "ganz", "ganzer", "halben", "jeden", "schoenen", "schoener",
                                             "schoene", "schoen", "guten", "guter", "gute", "netten", "langen", "miesen",
                                             "schlechten", "ruhigen", "normalen", "stressigen", "anstrengenden", "herrlichen"]
    /// Negations after which Low German "ok" is "auch" ("ok nich", "ok keen").
    static let negations: Set<String> = ["nicht", "kein", "keine", "keinen", "nichts", "nie", "niemand"]
    /// Prepositions after which Swiss "em" is "dem" ("us em Chopf", "mit em Zug").
    /// ("mit em Reto", "bi em Chläusi" keep the older reading: the social reader takes a name
    /// after "mit" but not after "mit dem").
    static let dativePrepositions: Set<String> = ["aus", "von", "zu", "nach", "us", "vo", "vor", "hinter",
                                                  "neben", "unter", "ueber", "gegen", "seit", "sit"]
    /// Verbs after which Bavarian "mia" is "mir" ("is mia wurscht", "geht mia guat").
    static let verbsBeforeDative: Set<String> = ["ist", "is", "war", "geht", "ging", "hat", "hatte", "reicht", "gefaellt",
                                                 "gefallen", "taugt", "passt", "wird", "wurde", "bleibt", "tut", "laeuft", "gehts"]

    /// Folded forms of `contextual`: extraction flags them (`PhraseIndex.WordFlags.contextual`)
    /// so an ordinary word never reaches `contextualStandard`.
    public static let contextualForms: Set<String> = Set(contextual.map(\.form))

    /// Dative words after which "bi" is "bei" ("bi mir", "bi ihre", "bi mien Dochter", "bi em").
    static let datives: Set<String> = ["mir", "dir", "ihm", "ihr", "ihre", "ihrer", "uns", "euch", "em", "im", "dem", "der",
                                       "mein", "meinem", "meiner", "meine", "mien", "miner", "minere", "dinere", "eusere"]
    /// Subject pronouns before which "bi" stays the verb ("ich bi", "mir bi").
    static let subjectPronouns: Set<String> = ["ich", "i", "du", "er", "sie", "es", "wir", "mir", "mer"]
    /// Nouns a diary negates, after which "kai" is "kein" ("kai Stress", "kai Luscht").
    static let negatableNouns: Set<String> = ["stress", "ohrwurm", "lied", "musik", "melodie", "zeit", "lust", "luscht",
                                              "ruhe", "pause", "problem", "ahnung", "bock", "kontakt", "mensch",
                                              "termin", "streit", "stimmung", "kopfweh", "schmerz"]

    /// A German value word ("gut", "gestört", "schlimm") of the shared value vocabulary, not a
    /// filler of it: what follows Upper Swabian "it" = "nicht" (English "it" is followed by
    /// English words). Extraction and corrections use this one predicate.
    public static func isGermanValue(_ w: String) -> Bool {
        w.utf8.count >= 3 && CorrectionValueVocabulary.words.contains(w) && !CorrectionYesNoWords.particles.contains(w)
            && !["so", "ganz", "nur", "also", "sie", "er"].contains(w)
    }

    /// Words before a predicate "wurscht" ("mir wurscht", "is wurscht", "eh wurscht").
    static let predicateOpeners: Set<String> = ["mir", "ist", "war", "eh", "total", "voellig", "ganz", "mia", "uns", "dir", "ihm"]
    /// Articles and possessives before a Swiss noun ("d Stimmig", "mini Stimmig").
    static let nounDeterminers: Set<String> = ["d", "die", "mini", "meine", "mein", "dini", "eusi", "unsere"]

    /// Finite forms of "haben" after which "kann" cannot be the verb ("hob kann Stress").
    static let haveForms: Set<String> = ["hab", "habe", "hob", "han", "hon", "hatte", "hatt", "hat", "hot", "hod"]
    /// Auxiliaries after a participle that keep "kann" the verb ("kann gemacht werden").
    static let auxiliaries: Set<String> = ["haben", "hab", "sein", "werden", "worden", "lassen"]

    /// The regional reading of a contextual form, given the (standard) words before and after
    /// it and the neighbours as written (folded); nil when the context does not hold.
    /// `isValue` tells a German value word ("gut").
    public static func contextualStandard(_ form: String, previous: String?, next: String?, afterNext: String?,
                                          writtenPrevious: String? = nil, writtenNext: String? = nil,
                                          isValue: (String) -> Bool = isGermanValue) -> [String]? {
        guard let c = contextual.first(where: { $0.form == form }) else { return nil }
        func participle(_ w: String?) -> Bool {
            guard let w, w.utf8.count >= 5, w.hasPrefix("ge") else { return false }
            return w.hasSuffix("t") || w.hasSuffix("en")
        }
        let holds: Bool
        switch c.context {
        case .besideFirstPersonVerb:
            holds = next.map { GermanNormalizer.ichVerbs.contains($0) } ?? false
                || previous.map { GermanNormalizer.ichVerbs.contains($0) } ?? false
        case .beforeParticiple:
            holds = participle(next) && !(afterNext.map { auxiliaries.contains($0) } ?? false)
                || previous.map { haveForms.contains($0) } ?? false
        case .beforeGermanValue:
            holds = participle(next) || next.map(isValue) ?? false
        case .predicate:
            holds = previous.map { predicateOpeners.contains($0) } ?? false
        case .afterDeterminer:
            holds = previous.map { nounDeterminers.contains($0) } ?? false
        case .beforeDative:
            holds = next.map { datives.contains($0) } ?? false && !(previous.map { subjectPronouns.contains($0) } ?? false)
        case .beforeNegatableNoun:
            holds = next.map { negatableNouns.contains($0) } ?? false
        case .besideWrittenIsch:
            holds = writtenPrevious == "isch" || writtenNext == "isch"
        case .beforeWordInClause:
            holds = writtenNext.map { !interjectionContinuations.contains($0) } ?? false
        case .afterDayAttribute:
            holds = previous.map { dayAttributes.contains($0) } ?? false
        case .afterVerb:
            holds = previous.map { verbsBeforeDative.contains($0) } ?? false
        case .beforeNegation:
            holds = next.map { negations.contains($0) } ?? false
        case .afterPreposition:
            holds = previous.map { dativePrepositions.contains($0) } ?? false
        case .beforeNonGenitive:
            holds = next.map { !$0.hasSuffix("s") } ?? true
        }
        return holds ? c.standard : nil
    }

    /// Every form in table order. Split and folded on the UTF-8 bytes (it runs on the first
    /// paragraph, issue #14): " ", newline, "=" and "+" are ASCII and never part of a multi-byte
    /// character; `PhraseIndex.foldBytes` folds, `GermanFolding.fold` where it cannot.
    public static let forms: [Form] = {
        var out: [Form] = []
        out.reserveCapacity(2048)
        for (region, text) in table {
            var text = text
            text.withUTF8 { u in
                var start = 0
                for i in 0...u.count where i == u.count || u[i] == 0x20 || u[i] == 0x0A {
                    defer { start = i + 1 }
                    guard i > start, let eq = (start..<i).first(where: { u[$0] == 0x3D }) else { continue }
                    let form = foldedBytes(u, start, eq)
                    var standard: [String] = []
                    var s = eq + 1
                    for j in (eq + 1)...i where j == i || u[j] == 0x2B {
                        if j > s { standard.append(foldedBytes(u, s, j)) }
                        s = j + 1
                    }
                    out.append(Form(form: form, standard: standard, region: region))
                }
            }
        }
        return out
    }()

    /// `GermanFolding.fold` of the bytes `from..<to` of a table string.
    private static func foldedBytes(_ u: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        let raw = String(decoding: UnsafeBufferPointer(rebasing: u[from..<to]), as: UTF8.self)
        guard let f = PhraseIndex.foldBytes(raw) else { return GermanFolding.fold(raw) }
        return String(decoding: f, as: UTF8.self)
    }

    /// The string code `forms` replaced (kept as the reference its test compares with).
    static func referenceForms() -> [Form] {
        var out: [Form] = []
        for (region, text) in table {
            for pair in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                guard let eq = pair.firstIndex(of: "=") else { continue }
                let form = GermanFolding.fold(pair[..<eq])
                let standard = pair[pair.index(after: eq)...].split(separator: "+").map { GermanFolding.fold($0) }
                out.append(Form(form: form, standard: standard, region: region))
            }
        }
        return out
    }

    /// Folded form -> standard words (first listing wins; duplicates are reported).
    public static let map: [String: [String]] = {
        var m: [String: [String]] = [:]
        for f in forms where m[f.form] == nil && f.standard != [f.form] { m[f.form] = f.standard }
        return m
    }()

    /// Single-word view of `map` for lookups that cannot split a word.
    public static let singleWord: [String: String] = map.compactMapValues { $0.count == 1 ? $0[0] : nil }

    /// Forms listed twice with different standards, malformed pairs; empty = all good.
    public static var problems: [String] {
        var seen: [String: (Region, [String])] = [:]
        var out: [String] = []
        for (_, text) in table {
            for pair in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where !pair.contains("=") || pair.hasSuffix("=") || pair.hasPrefix("=") {
                out.append("Regionalform ohne Standardwort: \(pair)")
            }
        }
        for f in forms {
            if let s = seen[f.form] {
                out.append("Regionalform \(f.form) doppelt: \(s.0.rawValue) -> \(s.1.joined(separator: " ")), \(f.region.rawValue) -> \(f.standard.joined(separator: " "))")
            }
            if f.standard == [f.form] { out.append("Regionalform \(f.form) ohne Änderung") }
            if seen[f.form] == nil { seen[f.form] = (f.region, f.standard) }
        }
        return out
    }
}
