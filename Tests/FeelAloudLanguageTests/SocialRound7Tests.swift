import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

/// Social contact (#8), round 7: contact that did not happen today (called off, wished for,
/// planned), a person who is only the topic or has an event of their own, and "nicht allein".
/// Each case is a sentence of its own, not a corpus line; each group shows the boundary.
struct SocialRound7Tests {
    let extractor = RuleBasedExtractor()

    func contact(_ text: String) throws -> Bool { try extractor.extract(text).fields.socialContact }

    // MARK: called off

    @Test(arguments: [
        "Mama hat angerufen, aber ich bin nicht rangegangen.",
        "Papa hat angerufen aber ich hab ihn weggedrückt.",
        "Hab den Anruf von meiner Mutter verpasst.",
        "Das Treffen mit den Mädels fällt aus.",
        "Das Team-Meeting ist heute ausgefallen.",
        "Die Party ist abgesagt worden.",
        "Mein Exfreund hat mir auf Instagram ein Foto geschickt, ich hab es ignoriert.",
    ])
    func calledOffContactIsNone(_ text: String) throws {
        #expect(try contact(text) == false, "\(text)")
    }

    @Test func contactInsteadOfTheCalledOffOneCounts() throws {
        #expect(try contact("Mama hat angerufen und wir haben eine Stunde gequatscht."))
        #expect(try contact("Das Treffen ist ausgefallen, dafür mit Lisa telefoniert."))
        // "nicht mehr dran gedacht" is no unanswered call
        #expect(try contact("Wannabe im Kopf, war dann mit Jule beim Kaffee und hab nicht mehr dran gedacht."))
    }

    // MARK: wishes, plans, anticipation

    @Test(arguments: [
        "Ich würde gern mal wieder meine Freunde treffen.",
        "Hätte gern mit jemandem geredet.",
        "Eigentlich wollte ich mit Tom ins Kino, aber er hat abgesagt.",
        "Wir wollten eigentlich grillen, aber es hat geregnet und alle haben abgesagt.",
        "ich hätte meine mama anrufen sollen hab es aber nicht geschafft",
        "Nächste Woche kommt meine Schwester zu Besuch.",
        "Ich freu mich schon auf das Wochenende mit meinen Eltern.",
    ])
    func wishedOrPlannedContactIsNone(_ text: String) throws {
        #expect(try contact(text) == false, "\(text)")
    }

    @Test func anotherPersonsWishThatHappenedCounts() throws {
        #expect(try contact("Mein Chef wollte heute spontan ein Gespräch, ich war leicht nervös."))
        #expect(try contact("Mit den Kollegen habe ich die Planung für nächste Woche besprochen."))
    }

    // MARK: the person as topic, the person's own event

    @Test(arguments: [
        "Ich hab über meine Mutter nachgedacht.",
        "Meine Oma hat heute Geburtstag, ich konnte sie leider nicht anrufen.",
        "Mein Sohn hat heute seine Prüfung, ich bin so nervös für ihn.",
        "Meine Tochter ist seit Montag im Skilager.",
    ])
    func mentionedPersonIsNoContact(_ text: String) throws {
        #expect(try contact(text) == false, "\(text)")
    }

    @Test func ownEventWithSomethingDoneForThePersonCounts() throws {
        #expect(try contact("Meine Kollegin hat heute Geburtstag, ich hab ihr gratuliert."))
        #expect(try contact("Mein Sohn hatte heute seine erste Klavierprüfung. Ich hab ihn hingefahren."))
        #expect(try contact("Meine Kollegin hat heute früh Macarena gesummt."))
    }

    // MARK: "nicht allein"

    @Test(arguments: [
        "Heute war ich nicht allein, meine Schwester war da.",
        "Nicht allein gewesen heute, Paul war da.",
        "Nicht allein heute, mein Freund war den ganzen Tag bei mir.",
    ])
    func negatedAloneIsNoAbsence(_ text: String) throws {
        #expect(try contact(text), "\(text)")
    }

    @Test func aloneStillMeansNoContact() throws {
        #expect(try contact("Ich war heute allein zu Hause und hab gelesen.") == false)
        #expect(try contact("Mein Mann ist auf Dienstreise, ich bin allein.") == false)
    }

    // MARK: exceptions to "niemand", one-way messages, strangers, negated meeting

    @Test func personExceptedFromNobodyCounts() throws {
        #expect(try contact("Niemanden gesehen außer meiner Mutter."))
        #expect(try contact("Außer dem Hund war niemand da.") == false)
        #expect(try contact("War mit niemandem in Kontakt außer mit so random Leuten online.") == false)
    }

    @Test func receivedMessageWithoutAnswerIsNone() throws {
        #expect(try contact("WhatsApp von Mama bekommen, noch nicht gelesen.") == false)
        #expect(try contact("Hab Lisa eine Sprachnachricht geschickt.") == false)
        #expect(try contact("Lisa hat mir geschrieben und ich hab gleich geantwortet."))
        #expect(try contact("Mit meiner Schwester hin und her geschrieben."))
    }

    @Test func customersOnlyAreNoContact() throws {
        #expect(try contact("Den ganzen Tag Kunden am Telefon gehabt, alles Fremde.") == false)
        #expect(try contact("Zwischen zwei Kundinnen haben wir Pizza bestellt und im Hinterzimmer gegessen."))
    }

    @Test func negatedMeetingAfterThePerson() throws {
        #expect(try contact("Habe die Kollegen heute nicht gesehen, Homeoffice.") == false)
        #expect(try contact("Mein Freund ist seit zwei Wochen in Amerika.") == false)
        #expect(try contact("Ich habe die Kollegen heute gesehen und mit ihnen gegessen."))
    }

    @Test func regionalKinWordsAndClubTraining() throws {
        #expect(try contact("Bei meina Schwesta gwesn."))
        #expect(try contact("Mannschaftstraining am Abend."))
        #expect(try contact("Mit da Oma Kaffee trunken."))
        #expect(try contact("Mim Kumpel a Bier gtrunken."))
    }

    // MARK: morning noun, call-off verbs, people living elsewhere, "hat keiner angerufen"

    @Test func morningNounIsNoPlan() throws {
        #expect(try contact("Ohrwurm von Atemlos, weil meine Tochter das den ganzen Morgen gesungen hat. Nervt."))
        #expect(try contact("Morgen kommt meine Tochter.") == false)
    }

    @Test func movedOrCalledOffByMail() throws {
        #expect(try contact("Unser Teammeeting wurde auf Donnerstag verlegt. Also nur Kram abgearbeitet.") == false)
        #expect(try contact("Heute hat mein Chef eine Mail an alle geschickt, dass die Weihnachtsfeier ausfällt.") == false)
    }

    @Test func peopleLivingElsewhereAndNobodyCalling() throws {
        #expect(try contact("Meine Kinder sind schon erwachsen und wohnen weit weg. Heute hat keiner angerufen.") == false)
        #expect(try contact("Mein Bruder lebt in Kanada.") == false)
        #expect(try contact("Meine Schwester wohnt jetzt bei uns und wir kochen zusammen."))
    }

    // MARK: regional spouse and kin words

    @Test(arguments: [
        "Heit hob i mit da Oidn gredt.", "Mit meene Olle uff'm Balkon jesessen.", "Bin bei meim Bruader gwä.",
        "Am Obig mit mim Maa es Glas Wii trunke.", "Mit meim Mo in d Stadt gfahrn.", "Mit de Gspänli uf em Spielplatz.",
        "Mit de Blagen aufm Spielplatz gewesen.", "Heute mit meinem Neffen Dschungelbuch geschaut.",
        "Nach dem Gottesdienst mit dem Pfarrer geredet.",
    ])
    func regionalSpouseAndKinWords(_ text: String) throws {
        #expect(try contact(text), "\(text)")
    }

    @Test func strangerManIsNoSpouse() throws {
        #expect(try contact("Im Tram hät en alte Maa gsunge.") == false)
        #expect(try contact("Das olle Fahrrad ist schon wieder kaputt.") == false)
    }

    // MARK: neighbours heard, waiting, pets as "ihr", past companions, alone together

    @Test func neighboursHeardAreNoContact() throws {
        #expect(try contact("Die Nachbarn haben die halbe Nacht gestritten, ich bin total müde.") == false)
        #expect(try contact("Da Nochba hot bis drei Party gmacht.") == false)
        #expect(try contact("Die Nachbarn haben mich zum Grillen eingeladen, war nett."))
        #expect(try contact("Mit der Nachbarin im Garten geplaudert."))
    }

    @Test func waitingForACallIsNoCall() throws {
        #expect(try contact("Den ganzen Nachmittag auf den Anruf von meinem Bruder gewartet.") == false)
        #expect(try contact("Mein Bruder hat angerufen, endlich.") )
    }

    @Test func talkingToThePetIsNoContact() throws {
        #expect(try contact("Der Hund lag neben mir, ich hab lange mit ihm geredet.") == false)
        #expect(try contact("Meine Schwester war da, ich hab lange mit ihr geredet."))
    }

    @Test func companionOfAPastEvent() throws {
        #expect(try contact("Das Lied läuft seit dem Kino gestern mit Tom im Kopf.") == false)
        #expect(try contact("Irgendein Lied von der Geburtstagsfeier spukt mir noch im Kopf rum.") == false)
        #expect(try contact("Heute mit Tom im Kino gewesen."))
    }

    @Test func aloneTogetherIsNoAbsence() throws {
        #expect(try contact("Zwei Leute krank, wir mussten alles allein machen. Danach mit den Kumpels ein Bier."))
        #expect(try contact("Hab mit keinem geredet heute.") == false)
    }

    // MARK: a pronoun for a person mentioned before

    @Test func writerDoesSomethingToAPersonNamedBefore() throws {
        #expect(try contact("Heute war die Hochzeit meiner Cousine, ich hab ihr beim Anziehen geholfen."))
        #expect(try contact("Die Kinder sind krank, ich hab ihnen Tee gekocht."))
        #expect(try contact("Der Arzt war nett, ich hab ihm alles erzählt.") == false)
        #expect(try contact("Die Playlist meiner Tochter lief, ich hab sie nicht gehört.") == false)
    }

    // MARK: strangers in public, service people named by their service

    @Test func strangersInPublicAndServicePeople() throws {
        #expect(try contact("In der Bahn saßen lauter nervige Leute.") == false)
        #expect(try contact("Die Leute auf der Straße waren heute alle schlecht gelaunt.") == false)
        #expect(try contact("Habe mit dem Mann von der Hotline telefoniert, ewig gedauert.") == false)
        #expect(try contact("Mit den Leuten vom Chor noch was trinken gewesen."))
        #expect(try contact("Bin mit da Oma beim Arzt gwesn und nachher Kaffee trinken."))
        #expect(try contact("Meine Freundin hat heute ihren ersten Arbeitstag, hoffentlich läuft es gut.") == false)
    }
}

