import ArticleDomain

/// Setting up the outbox: the star changes an earlier run left unanswered, written as the app
/// writes them (the domain's ``SavedOutbox``), or in an older format.
extension StepVocabulary {
  /// The text an earlier version of the app saved: a property list of its pending stars.
  static let olderFormatOutbox = """
    outbox 0
    a2=1

    """

  static let outboxSetup: [StepDefinition] = [
    StepDefinition(
      .setup, "the outbox holds {string}", example: "the outbox holds \"a2 on, a3 off\"",
      "An earlier run left these star changes unanswered, in the order they go out: an article "
        + "id, then 'on' or 'off'. Written line by line as the app writes them, also a line the "
        + "app cannot read (a2 maybe) or a star twice."
    ) { match, context throws(Diagnostic) in
      var lines = ["outbox \(SavedOutbox.format)"]
      for item in match.string(0).split(separator: ",") {
        let words = item.split(separator: " ")
        guard words.count == 2 else {
          throw Diagnostic(
            "expected an article id and 'on' or 'off'; found '\(words.joined(separator: " "))'",
            at: match.location(of: 0), note: "for example 'the outbox holds \"a2 on, a3 off\"'")
        }
        guard context.articles[Article.ID(String(words[0]))] != nil else {
          throw Diagnostic(
            "unknown article '\(words[0])' in the outbox", at: match.location(of: 0),
            note: "declare it first, for example 'Given the server has articles \(words[0])'")
        }
        lines.append("favorite \(words[0]) \(words[1])")
      }
      let text = lines.joined(separator: "\n") + "\n"
      return { session in session.world.saveOutbox(text) }
    },
    StepDefinition(
      .setup, "the app saved its outbox in an older format",
      "An earlier version of the app saved its pending stars in outbox format 0, which this "
        + "version does not read."
    ) { session in session.world.saveOutbox(olderFormatOutbox) },
  ]

  static let outboxChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the device's outbox holds {string}",
      example: "the device's outbox holds \"a2 on\"",
      "The star changes the app keeps for the server, in the order they go out, read as the "
        + "next launch reads them."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let outbox = try session.world.readOutbox()
        guard outbox.description == expected else {
          throw StepFailure("the device's outbox holds \(outbox); expected \(expected)")
        }
      }
    },
    StepDefinition(
      .check, "the device's outbox is empty",
      "No star change waits for the server: the app saved none, or saved an empty outbox."
    ) { session throws(StepFailure) in
      let outbox = try session.world.readOutbox()
      guard outbox.isEmpty else { throw StepFailure("the device's outbox holds \(outbox)") }
    },
  ]
}

extension ScriptedWorld {
  /// The outbox the app saved, read as its next launch reads it; nothing saved is an empty one.
  fileprivate func readOutbox() throws(StepFailure) -> SavedOutbox {
    guard let text = savedOutbox else { return .empty }
    do {
      return try SavedOutbox(reading: text)
    } catch {
      throw StepFailure("the app saved an outbox its next launch rejects: \(error)")
    }
  }
}
