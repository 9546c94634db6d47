extension HTMLRenderer {
  // MARK: Trade-offs

  /// The seed's MVVM-versus-TCA trade-offs, with figures, and the rules that found them.
  var tradeOffSection: String {
    let table = TradeOffTable(model)
    guard !table.patterns.isEmpty else {
      return """
        <section id="tradeoffs">
        <h2>MVVM and TCA: the seed's trade-offs, measured</h2>
        <p class="empty">None of this run's patterns declares how a child feature is embedded \
        (its profile's <code>childFeature</code>), so the table has no column: it compares \
        MVVM, TCA, SwiftUI-MVVM and SwiftUI-TCA.</p>
        </section>
        """
    }
    return """
      <section id="tradeoffs">
      <h2>MVVM and TCA: the seed's trade-offs, measured</h2>
      <p class="explain">The seed that compares MVVM with TCA in SwiftUI ends with a table of \
      adjectives: few or many concepts, little or much boilerplate, consistency by convention or \
      by pure functions, mocks by hand or a built-in TestStore, weak or strong composition, side \
      effects anywhere or modelled, a gentle or steep learning curve. Here each row is a figure \
      of this run and this checkout instead, for the patterns that write MVVM and TCA-style, \
      UIKit-style and in SwiftUI. <em>Types</em> are class, struct, enum, actor and protocol \
      declarations in the pattern's source folders and <em>lines</em> its code without blanks \
      and comments (see <a href="#boilerplate">Boilerplate</a>; TCA's include its runtime). \
      <em>Stale answers</em> are as the harness saw them (see <a href="#stale">Stale \
      results</a>). <em>Unit-test lines</em> are counted the same way in the pattern's own test \
      folder, and <em>tests</em> are its <code>@Test</code> and <code>func test…</code> \
      lines; each target tests what its chapter chose, so the behaviours covered differ, and \
      every pattern is also held to the same scenarios. A <em>test double</em> is a type in the \
      pattern's sources or tests that conforms to one of the feature's ports (the protocols of \
      <code>ArticleDomain/Ports</code>) or is named Fake, Stub, Mock, Spy or Dummy (its first \
      or last word), or, in the tests, a closure assigned to a dependency \
      (<code>$0.name = {</code>); the scenarios' scripted world, shared by every pattern, is \
      not counted. <em>How a child feature is embedded</em> is declared by each pattern, not \
      measured. A <em>file where side effects start</em> has a line of code with \
      <code>Task {</code>, <code>Task.detached</code>, <code>.task {</code>, \
      <code>.task(id:</code>, <code>.refreshable {</code>, <code>.run {</code> or \
      <code>Effect.run</code> (hover for the files). <em>Per star tap</em>: the view bodies \
      evaluated and the rows the list's table redrew at each step \
      <code>the user taps the star of …</code> of the <code>@\(StarTapRender.tag)</code> \
      scenarios, as the harness observed the views' own counts (see the render scenarios); the \
      benchmark's row is the same count at its largest list (see \
      <a href="#cost">Cost versus size</a>), which needs the report's quick sweep or \
      <code>--bench</code>. The rules read words, not meaning; \
      <code>results.json</code> lists every double and file with where it is.</p>
      \(compareTable(table.patterns, table.rows, classes: "compare tradeoffs"))
      </section>
      """
  }
}
