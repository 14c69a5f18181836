/// The catalogue of user-facing German text, as typed functions. Each area adds its own
/// `extension Messages` in a `Messages+Area.swift` file beside this one.
public enum Messages {}
