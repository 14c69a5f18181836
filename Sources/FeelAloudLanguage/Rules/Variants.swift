/// Spelling variants, common typos and dialect forms mapped to the canonical folded word
/// before matching (folded: lowercase, ae/oe/ue/ss).
enum Variants {
    static let table: [(String, String)] = [
        // earworm typos and splits
        ("orwurm", "ohrwurm"), ("ohrwum", "ohrwurm"), ("ohrwurn", "ohrwurm"), ("ohwurm", "ohrwurm"),
        ("ohrwrm", "ohrwurm"), ("ohrwurmm", "ohrwurm"), ("ohrenwurm", "ohrwurm"), ("ohrwuermchen", "ohrwurm"),
        ("orhwurm", "ohrwurm"), ("ohrwrum", "ohrwurm"), ("ohrwürm", "ohrwurm"), ("ohrwuerm", "ohrwurm"),
        ("ohrwurms", "ohrwurm"), ("ohrwuermern", "ohrwuermer"), ("wurm", "ohrwurm"),
        // stress
        ("stresig", "stressig"), ("stessig", "stressig"), ("strssig", "stressig"), ("gestrest", "gestresst"),
        ("gestressed", "gestresst"), ("gestreßt", "gestresst"), ("gestresst", "gestresst"),
        ("stres", "stress"), ("streß", "stress"), ("entspant", "entspannt"), ("entpannt", "entspannt"),
        ("entspnnt", "entspannt"), ("ueberfodert", "ueberfordert"), ("uberfordert", "ueberfordert"),
        ("angespant", "angespannt"),
        // distress
        ("nerft", "nervt"), ("nervd", "nervt"), ("nervts", "nervt"), ("nerfig", "nervig"), ("nervich", "nervig"),
        ("laestich", "laestig"), ("lestig", "laestig"), ("unertraeglich", "unertraeglich"),
        ("unertreglich", "unertraeglich"), ("stoehrt", "stoert"), ("stoert's", "stoert"), ("stoerts", "stoert"),
        ("stört's", "stoert"), ("storts", "stoert"), ("stoehrend", "stoerend"),
        // negation / dialect
        ("nich", "nicht"), ("nciht", "nicht"), ("nihct", "nicht"), ("nichtmal", "nicht"), ("garnicht", "nicht"),
        ("kaan", "kein"), ("koaner", "keiner"), ("nimma", "nimmer"), ("nie mehr", "nie"),
        ("mi", "mich"), ("i", "ich"), ("hob", "hab"), ("hab'", "hab"), ("habs", "hab"), ("hatt", "hatte"),
        ("hab", "hab"), ("habe", "hab"), ("hattte", "hatte"), ("gehabt", "gehabt"),
        ("heit", "heute"), ("heid", "heute"), ("heit", "heute"), ("heuer", "heuer"),
        ("kopp", "kopf"), ("koppe", "kopf"), ("chopf", "kopf"), ("kobf", "kopf"), ("kpf", "kopf"),
        ("bissl", "bisschen"), ("bissel", "bisschen"), ("bisserl", "bisschen"), ("bischen", "bisschen"),
        ("bizzl", "bisschen"), ("bitzeli", "bisschen"), ("bitz", "bisschen"), ("bisken", "bisschen"),
        ("n", "ein"), ("'n", "ein"), ("nen", "einen"), ("ne", "eine"), ("a", "ein"),
        ("daheim", "zuhause"), ("dahoam", "zuhause"), ("dahoim", "zuhause"), ("heim", "zuhause"),
        ("schee", "schoen"), ("scheen", "schoen"), ("guad", "gut"), ("guat", "gut"), ("guet", "gut"),
        ("schlecht's", "schlecht"), ("mies's", "mies"), ("ok", "okay"), ("oke", "okay"), ("okey", "okay"),
        ("okee", "okay"), ("okai", "okay"), ("o.k.", "okay"), ("gings", "ging"), ("gehts", "geht"),
        ("war's", "war"), ("is", "ist"), ("isch", "ist"), ("hed", "hat"),
        ("sooo", "so"), ("soo", "so"), ("suuuper", "super"), ("suuper", "super"), ("mega-", "mega"),
        ("telefoniert", "telefoniert"), ("telefonirt", "telefoniert"), ("telephoniert", "telefoniert"),
        ("kollegn", "kollegen"), ("kolegen", "kollegen"), ("spaziern", "spazieren"),
        ("kaugumi", "kaugummi"), ("kaugummie", "kaugummi"), ("kaugummmi", "kaugummi"),
        ("lidd", "lied"), ("liad", "lied"), ("liedl", "lied"), ("liedli", "lied"), ("melodi", "melodie"),
        ("hoerbuch", "hoerbuch"), ("horbuch", "hoerbuch"), ("podcasts", "podcast"),
        ("ned", "ned"), ("nöd", "noed"), ("niemand", "niemand"), ("niemads", "niemand"),
        ("wuerklich", "wirklich"), ("wirkli", "wirklich"), ("voi", "voll"), ("urviel", "viel"),
        ("total", "total"), ("tootal", "total"), ("arg", "arg"), ("schaedl", "schaedel"),
        ("ganzn", "ganzen"), ("kriag", "krieg"), ("kriagn", "kriegen"), ("aussa", "raus"), ("wer", "werd"),
        ("kimmt", "kommt"), ("de", "die"), ("ma", "mir"), ("gsunga", "gesungen"), ("oiwei", "immer"),
        ("mr", "mr"), ("scho", "schon"), ("ned", "nicht"), ("noed", "nicht"), ("nit", "nicht"), ("nid", "nicht"), ("nich", "nicht"), ("büschen", "bisschen"), ("bueschen", "bisschen"), ("sooo", "so"), ("soooo", "so"), ("mi", "mich"), ("ois", "alles"), ("nix", "nichts"), ("guads", "gutes"), ("guade", "gute"), ("guader", "guter"), ("gstresst", "gestresst"),
    ]
}
