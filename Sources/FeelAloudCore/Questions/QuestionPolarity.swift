/// Which side of a field a question asks about, when it says so: "wie oft war ich **gut**
/// drauf" (positive) vs. "wie oft ging es mir **schlecht**" (negative), "wie oft war ich
/// **entspannt**" (negative for stress = no stress). Only refines counts; nil = the field's
/// natural reading (see `QuestionField` matching in `PeriodStats`).
public enum QuestionPolarity: String, Sendable, Codable {
    case positive, negative
}
