extension HTMLRenderer {
  // MARK: At a glance

  /// The first screen: what sets each pattern apart, with the findings it answers.
  var glanceSection: String {
    let table = GlanceTable(model)
    let head = table.patterns.map { "<th scope=\"col\">\(e($0))</th>" }.joined()
    let rows = table.rows.map { row in
      "<tr><th scope=\"row\"><a href=\"#\(row.section)\">\(e(row.label))</a></th>"
        + row.cells.map { "<td>\($0.map(glanceLine).joined(separator: "<br>"))</td>" }.joined()
        + "</tr>"
    }
    let findings =
      table.findings.isEmpty
      ? ""
      : "<ul class=\"findings\">" + table.findings.map { "<li>\(e($0))</li>" }.joined()
        + "</ul>"
    return """
      <section id="glance">
      <h2>At a glance</h2>
      \(findings)
      <div class="scroll"><table class="compare glance">
      <thead><tr><th scope="col"><span class="visually-hidden">Figure</span></th>\(head)</tr></thead>
      <tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table></div>
      \(mistakes(table))
      <p class="explain">Every figure was measured by this run; each row heading leads to the \
      section that says how. <em>Late answers shown</em>: answers to replaced requests after \
      which the screen changed, as the harness saw it. <em>Machinery</em>: the tasks a pattern \
      keeps, its cancels and its checks of whether an answer is still wanted, counted in its \
      code. Times are through the app with its render: the median of the repeats' medians, then \
      the range of those medians (the sweep is timed several times over); the rows redrawn are the list table's own count, with the rows it compared or \
      the ids it diffed to find them. <em>Teaching variants caught</em>: the variants whose \
      every listed scenario fails. Hover a figure for what stands behind it: the sites of \
      machinery with their file and line, the scenarios that catch a mistake.</p>
      </section>
      """
  }

  /// Each pattern's teaching variants: the mistake, and how many scenarios catch it.
  private func mistakes(_ table: GlanceTable) -> String {
    guard !table.mistakes.isEmpty else { return "" }
    let entries = table.mistakes.map { pattern, lines in
      "<dt>\(e(pattern))</dt><dd>" + lines.map(glanceLine).joined(separator: ", ") + "</dd>"
    }
    return "<p class=\"mistakes-lead\">The mistakes the teaching variants put back, each with "
      + "the number of scenarios that catch it (hover for their names):</p>"
      + "<dl class=\"mistakes\">\(entries.joined())</dl>"
  }

  private func glanceLine(_ line: GlanceTable.Line) -> String {
    var text = e(line.text)
    if let link = line.link { text = "<a href=\"#\(link)\">\(text)</a>" }
    guard let detail = line.detail else { return text }
    return "<span class=\"detail\" title=\"\(e(detail))\">\(text)</span>"
  }

  // MARK: Machinery

  /// Every site of stale-result machinery, pattern by pattern, with the rules that found them.
  var machinerySection: String {
    let patterns = model.patterns.filter { model.machinery[$0] != nil }
    let blocks = patterns.map { pattern in
      let machinery = model.machinery[pattern]!
      let folders = Dictionary(grouping: machinery.sites, by: \.folder)
      let profile = model.profiles[pattern]
      let split = (profile?.sourceFolders ?? []).compactMap { folder -> String? in
        folders[folder].map { "\($0.count) in <code>\(e(folder))</code>" }
      }
      let lines = machinery.sites.map { site in
        "<tr><td>\(e(site.kind.rawValue))</td><td class=\"file\">\(e(site.folder))/"
          + "\(e(site.file)):\(site.line)</td><td><code>\(e(site.code))</code></td></tr>"
      }
      return """
        <details class="machinery"><summary>\(e(pattern)): \(machinery.count()) sites — \
        \(machinery.count(.taskKept)) tasks kept, \(machinery.count(.cancel)) cancels, \
        \(machinery.count(.answerCheck)) answer checks\
        \(split.count > 1 ? " (" + split.joined(separator: ", ") + ")" : "")</summary>
        <div class="scroll"><table class="sites"><tbody>
        \(lines.joined(separator: "\n"))
        </tbody></table></div></details>
        """
    }
    return """
      <section id="machinery">
      <h2>Stale-result machinery</h2>
      <p class="explain">What each pattern wrote to keep late answers off the screen, found in \
      its sources by the same three rules for every pattern, in code only (comments left out, \
      the contents of strings removed): a <em>task kept</em> is a <code>var</code> or \
      <code>let</code> whose type is or holds <code>Task&lt;…&gt;</code>; a <em>cancel</em> is \
      a line with <code>.cancel()</code>, <code>.cancel(id:)</code> or \
      <code>.cancellable(id:)</code>; an <em>answer check</em> is a line with \
      <code>Task.isCancelled</code>, <code>Task.checkCancellation()</code>, a comparison \
      naming a request stamp (a name that says generation, revision, ticket, token, latest, \
      newest or epoch), or a function named for staleness, declared or called \
      (<code>isStale(action)</code>). One site per line and kind. The rules read words, not \
      meaning: a line may count that serves another end (a sort by revision), so every site is \
      listed below with its file and line. Fewer sites is less to write and to get wrong; \
      whether the sites are enough is what the stale-result scenarios say.</p>
      \(blocks.joined(separator: "\n"))
      </section>
      """
  }
}
