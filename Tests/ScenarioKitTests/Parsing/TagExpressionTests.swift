import ScenarioKit
import Testing

@Suite("TagExpression")
struct TagExpressionTests {
  @Test(
    arguments: [
      ("@a", ["a"], true),
      ("@a", ["b"], false),
      ("a", ["a"], true),
      ("@a and not @b", ["a"], true),
      ("@a and not @b", ["a", "b"], false),
      ("not @a", [], true),
      ("not not @a", ["a"], true),
      ("(@a or @b) and @c", ["b", "c"], true),
      ("(@a or @b) and @c", ["a"], false),
      ("@a or @b and @c", ["a"], true),
      ("@a or @b and @c", ["b"], false),
      ("not @a or @b", ["a", "b"], true),
      ("not @a and @b", ["b"], true),
      ("not (@a and @b)", ["a"], true),
      ("@stale-result or @refresh", ["refresh"], true),
    ] as [(String, Set<String>, Bool)])
  func evaluatesAgainstTags(expression: String, tags: Set<String>, expected: Bool) throws {
    #expect(try TagExpression.parse(expression).matches(tags) == expected)
  }

  @Test(arguments: [
    ("@a or @b and not @c", TagExpression.or(.tag("a"), .and(.tag("b"), .not(.tag("c"))))),
    ("@a and @b and @c", .and(.and(.tag("a"), .tag("b")), .tag("c"))),
    ("(a or b) and c", .and(.or(.tag("a"), .tag("b")), .tag("c"))),
    ("  ( @a )  ", .tag("a")),
  ])
  func groupsByPrecedence(expression: String, expected: TagExpression) throws {
    #expect(try TagExpression.parse(expression) == expected)
  }

  @Test(arguments: [
    "(@a or @b) and not @c", "@a or @b and @c", "not (@a and @b)", "@a and (@b or @c)",
  ])
  func printsWithTheParenthesesItNeeds(_ expression: String) throws {
    #expect(try TagExpression.parse(expression).description == expression)
  }

  @Test(arguments: [
    ("", "expected a tag at column 1"),
    ("@a and ", "expected a tag after 'and' at column 8"),
    ("@a and or @b", "expected a tag after 'and', found 'or' at column 8"),
    ("not", "expected a tag after 'not' at column 4"),
    ("(@a or @b", "unbalanced '(' at column 1"),
    ("@a and (@b or (@c)", "unbalanced '(' at column 8"),
    ("@a)", "unbalanced ')' at column 3"),
    ("@a @b", "expected 'and' or 'or' before '@b' at column 4"),
    ("(@a @b)", "expected 'and' or 'or' before '@b' at column 5"),
    ("()", "expected a tag after '(', found ')' at column 2"),
    ("@a and @", "empty tag '@' at column 8"),
  ])
  func reportsTheColumnAndWhatWasExpected(expression: String, expected: String) {
    #expect(throws: TagExpressionError.self) { try TagExpression.parse(expression) }
    do {
      _ = try TagExpression.parse(expression)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func selectsScenariosOfAParsedFeature() throws {
    let feature = try FeatureParser.parse(pullToRefreshFeature, file: "refresh.feature").feature
    let selection = try TagExpression.parse("@refresh and not @stale-result")
    let selected = feature.scenarios.filter { selection.matches($0.tagNames(in: feature)) }
    #expect(selected.map(\.name) == ["With a table and a doc string"])
  }
}
