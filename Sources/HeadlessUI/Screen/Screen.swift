import ArticleDomain

/// What a user sees, read from the views: the navigation stack, a modal page, and for each page
/// what its visible views show.
///
/// The harness judges every pattern by this value only, never by a pattern's internal state.
public struct Screen: Hashable, Sendable {
  /// The navigation stack, bottom to top.
  public var stack: [Page]
  /// A page presented modally over the stack, such as the login form.
  public var modal: Page?
  /// Whether a back swipe is in progress.
  public var isSwipingBack: Bool

  public init(stack: [Page], modal: Page? = nil, isSwipingBack: Bool = false) {
    self.stack = stack
    self.modal = modal
    self.isSwipingBack = isSwipingBack
  }

  /// One page: its title and what its visible views show, top to bottom.
  public struct Page: Hashable, Sendable {
    public var title: String
    public var elements: [Element]

    public init(title: String, elements: [Element]) {
      self.title = title
      self.elements = elements
    }
  }

  /// What one visible view shows.
  public enum Element: Hashable, Sendable {
    case list(rows: [ListView.Row], isRefreshing: Bool, isLoadingNextPage: Bool)
    case spinner
    case error(message: String, canRetry: Bool)
    case message(String)
    case banner(String)
    case searchField(text: String)
    case detail(DetailView.Content)
    case loginForm(isLoggingIn: Bool, message: String?)
  }

  /// The page the user is looking at.
  public var top: Page? { modal ?? stack.last }
}

extension Screen {
  /// The list nearest the top: the visible one, or the one beneath a detail.
  public var list: (rows: [ListView.Row], isRefreshing: Bool, isLoadingNextPage: Bool)? {
    for page in pagesFromTop {
      for case .list(let rows, let isRefreshing, let isLoadingNextPage) in page.elements {
        return (rows, isRefreshing, isLoadingNextPage)
      }
    }
    return nil
  }

  /// The pages from the one on top down to the root.
  public var pagesFromTop: [Page] {
    (modal.map { [$0] } ?? []) + stack.reversed()
  }
}

extension Window {
  /// Reads what the window shows right now.
  public var screen: Screen {
    guard let root = rootViewController, isVisible else { return Screen(stack: []) }
    var stack: [Screen.Page] = []
    var modal: Screen.Page?
    var isSwipingBack = false
    if let navigation = root as? NavigationController {
      stack = navigation.viewControllers.map(\.page)
      isSwipingBack = navigation.isInteractivelyPopping
    } else {
      stack = [root.page]
    }
    var presenter: ViewController? = root
    while let current = presenter {
      let presented =
        current.presentedViewController
        ?? current.visibleChildren.last?
        .presentedViewController
      if let presented {
        modal = presented.page
      }
      presenter = presented
    }
    return Screen(stack: stack, modal: modal, isSwipingBack: isSwipingBack)
  }
}

extension ViewController {
  var page: Screen.Page {
    Screen.Page(
      title: title,
      elements: view.subviews.filter { !$0.isHidden }.compactMap(\.element))
  }
}
