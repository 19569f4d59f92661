import Testing

@testable import BidiLint

/// The right-to-left layout rules on code minimized from public apps (each case names the
/// repository and file it came from) and on the cases they must leave alone: positives and
/// negatives for every rule.
@Suite("RTL rules: positives and negatives from real code")
struct RTLRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var origin: String
    var file = "App/View.swift"
    var source: String
    /// The rule and 1-based line of each finding, in order.
    var expected: [(RTLRule, Int)]
    var testDescription: String { origin }
  }

  static func lint(_ item: Case) -> [RTLFinding] {
    let language: SourceLanguage = item.file.hasSuffix(".swift") ? .swift : .cFamily
    return RTLAudit(language: language).findings(in: item.source, file: item.file)
  }

  static let positives: [Case] = [
    Case(
      origin: "after GhostDevMo/loveworldworship: a file that only ends like R.swift's is the app's",
      file: "App/PR.generated.swift",
      source: #"let back = UIImage(systemName: "chevron.left")"#, expected: [(.unflippedDirectionalSymbol, 1)]
    ),
    Case(
      origin:
        "after bradyv/PeapodApp WelcomeView.swift: the label's own style shows its icon, whatever the button's says; a title-only style draws an image that is no label's icon",
      source: """
        Button { next() } label: {
            Label("Continue", systemImage: "chevron.right")
                .labelStyle(.titleAndIcon)
        }
        .labelStyle(.titleOnly)
        Label("Skip", systemImage: "chevron.right")
        HStack { Text("Later"); Image(systemName: "chevron.right") }.labelStyle(.titleOnly)
        """,
      expected: [
        (.unflippedDirectionalSymbol, 2), (.unflippedDirectionalSymbol, 6), (.unflippedDirectionalSymbol, 7),
      ]),
    Case(
      origin: "a release build's chevron: #if !DEBUG, and after a debug block's #else",
      source: """
        #if !DEBUG
        Image(systemName: "chevron.right")
        #endif
        #if DEBUG
        let mode = "debug"
        #else
        Image(systemName: "chevron.left")
        #endif
        """, expected: [(.unflippedDirectionalSymbol, 2), (.unflippedDirectionalSymbol, 7)]),
    Case(
      origin:
        "shipped builds' chevrons: #if !targetEnvironment(simulator), #if DEBUG && os(iOS) is not only a debug flag",
      source: """
        #if !targetEnvironment(simulator)
        Image(systemName: "chevron.right")
        #endif
        #if DEBUG && os(iOS)
        let mode = "debug"
        #endif
        #if PRODUCTION
        Image(systemName: "chevron.left")
        #endif
        """, expected: [(.unflippedDirectionalSymbol, 2), (.unflippedDirectionalSymbol, 8)]),
    Case(
      origin:
        "a symbol after an image that is not the app's own: a downloaded icon, a cached one, a plain if",
      source: """
        if let data = try? Data(contentsOf: url), let icon = UIImage(data: data) {
            imageView.image = icon
        } else if let fallback = UIImage(systemName: "chevron.right") {
            imageView.image = fallback
        }
        let back = cache.image(for: key) ?? UIImage(systemName: "chevron.left")
        if showsIcon, UIImage(named: "next") != nil { button.isHidden = false } else {
            button.image = UIImage(systemName: "arrow.right")
        }
        """,
      expected: [
        (.unflippedDirectionalSymbol, 3), (.unflippedDirectionalSymbol, 6), (.unflippedDirectionalSymbol, 8),
      ]),
    Case(
      origin: "a symbol beside a subtree forced left to right, and under a modifier of another direction",
      source: """
        HStack {
            HStack { Text("48%"); Text("62%") }
                .environment(\\.layoutDirection, .leftToRight)
            Image(systemName: "chevron.right")
        }
        VStack { Image(systemName: "arrow.left") }
            .environment(\\.layoutDirection, direction)
        """, expected: [(.unflippedDirectionalSymbol, 4), (.unflippedDirectionalSymbol, 6)]),
    Case(
      origin: "confirmedcode/Lockdown-iOS ListDescriptionViewController.swift (a side named, no action)",
      source: """
        navigationView.leftNavButton.setTitle(nil, for: .normal)
        navigationView.leftNavButton.tintColor = .gray
        navigationView.leftNavButton.setImage(
            UIImage(systemName: "chevron.left", withConfiguration: UIImage.SymbolConfiguration(scale: .large)),
            for: .normal)
        label.textAlignment = .left
        """, expected: [(.unflippedDirectionalSymbol, 4), (.physicalTextAlignment, 6)]),
    Case(
      origin: "TheBLVD/mammoth Mammoth/Views/Cells/ProfileCell.swift (insets' labels are not sides acted on)",
      source: """
        fieldsText.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        let config = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)
        let image = UIImage(systemName: "chevron.right", withConfiguration: config)
        """, expected: [(.unflippedDirectionalSymbol, 3)]),
    Case(
      origin: "a disclosure row under a left-aligned title (an alignment is not a side acted on)",
      source: """
        paragraph.alignment = .left
        title.textAlignment = NSTextAlignment.left
        Image(systemName: "chevron.right")
        #Preview { Row() }
        """,
      expected: [(.physicalTextAlignment, 1), (.physicalTextAlignment, 2), (.unflippedDirectionalSymbol, 3)]),
    Case(
      origin: "deltachat-ios deltachat-ios/View/ContactCell.swift",
      source: "let label = UILabel()\nlabel.textAlignment = .right\nreturn label",
      expected: [(.physicalTextAlignment, 2)]),
    Case(
      origin: "deltachat-ios deltachat-ios/Chat/Views/Cells/BaseMessageCell.swift",
      source: "button.titleLabel?.textAlignment = .left\nbutton.contentHorizontalAlignment = .left",
      expected: [(.physicalTextAlignment, 1), (.physicalTextAlignment, 2)]),
    Case(
      origin: "vlc-ios Sources/Network/Download/VLCDownloadProgressView.m", file: "Download/ProgressView.m",
      source: "_percentLabel.textAlignment = NSTextAlignmentRight;", expected: [(.physicalTextAlignment, 1)]),
    Case(
      origin: "session-ios Session/Media Viewing & Editing/DocumentTitleViewController.swift",
      source: """
        NSLayoutConstraint.activate([
            iconImageView.leftAnchor.constraint(
                equalTo: contentView.leftAnchor,
                constant: Values.largeSpacing
            ),
            titleLabel.leftAnchor.constraint(equalTo: iconImageView.rightAnchor, constant: Values.mediumSpacing),
        ])
        """,
      expected: [(.physicalAnchor, 2), (.physicalAnchor, 6)]),
    Case(
      origin: "mastodon-ios Mastodon/Scene/Onboarding/Welcome/View/WelcomeIllustrationView.swift",
      source: """
        cloudBaseImageView.leftAnchor.constraint(equalTo: leftAnchor),
        cloudBaseImageView.trailingAnchor.constraint(equalTo: trailingAnchor),
        """,
      expected: [(.physicalAnchor, 1)]),
    Case(
      origin: "Sparkle TestApplication/SUPopUpTitlebarUserDriver.m", file: "Titlebar.m",
      source: "_accessoryViewController.layoutAttribute = NSLayoutAttributeRight;",
      expected: [(.physicalAnchor, 1)]),
    Case(
      origin: "deltachat-ios deltachat-ios/View/ChatTitleView.swift",
      source: "layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 10)",
      expected: [(.asymmetricEdgeInsets, 1)]),
    Case(
      origin: "mastodon-ios MastodonSDK/Sources/MastodonExtension/UIButton.swift",
      source: """
        self.titleEdgeInsets = UIEdgeInsets(
            top: 0,
            left: imageTitlePadding,
            bottom: 0,
            right: -imageTitlePadding
        )
        button.contentEdgeInsets = .init(top: 0, left: 8, bottom: 0, right: 0)
        """,
      expected: [(.asymmetricEdgeInsets, 1), (.asymmetricEdgeInsets, 7)]),
    Case(
      origin: "jami-client-ios Ring/Ring/Helpers/SwiftUIViews.swift (leading and trailing by name only)",
      source:
        "textView.textContainerInset = UIEdgeInsets(top: 12, left: leadingInset, bottom: 12, right: trailingInset)",
      expected: [(.asymmetricEdgeInsets, 1)]),
    Case(
      origin: "Objective-C UIEdgeInsetsMake", file: "Cell.m",
      source: "self.imageEdgeInsets = UIEdgeInsetsMake(0, 10, 0, 0);", expected: [(.asymmetricEdgeInsets, 1)]),
    Case(
      origin: "IceCubesApp Packages/StatusKit/Sources/StatusKit/Row/Subviews/StatusRowDetailView.swift",
      source: "HStack {\n  Text(\"status.summary.edited\")\n  Image(systemName: \"chevron.right\")\n}",
      expected: [(.unflippedDirectionalSymbol, 3)]),
    Case(
      origin:
        "a quiz's play button and a display setting: play alone, and play inside another word, do not say playback",
      source: """
        playAgainButton.setImage(UIImage(systemName: "arrow.right"), for: .normal)
        displayModeRow.image = UIImage(systemName: "chevron.right")
        """,
      expected: [(.unflippedDirectionalSymbol, 1), (.unflippedDirectionalSymbol, 2)]),
    Case(
      origin:
        "anoudx/Nashdah, maryamalsaggfa/weByteProject UserGoal.swift: beside Arabic text, a chevron pointing right, a back button whose Arabic is a comment, and one labelled previous",
      source: """
        NavigationLink(destination: Settings()) { HStack { Text("الإعدادات"); Image(systemName: "chevron.right") } }
        Button(action: { dismiss() }) {
            Image(systemName: "chevron.left") // يظهر السهم فقط
        }
        Button(action: { isBackTapped = true }) {
            Image(systemName: "arrow.left.circle")
            Text("السابق")
        }
        """,
      expected: [
        (.unflippedDirectionalSymbol, 1), (.unflippedDirectionalSymbol, 3), (.unflippedDirectionalSymbol, 6),
      ]),
    Case(
      origin: "kiwix-apple Views/Buttons/NavigationButtons.swift",
      source: "Label(LocalString.common_button_go_back, systemImage: \"chevron.left\")",
      expected: [(.unflippedDirectionalSymbol, 1)]),
    Case(
      origin: "mastodon-ios Mastodon/Scene/Thread/ThreadViewController.swift",
      source: "darkImage: UIImage(systemName: \"arrowshape.turn.up.left.fill\")!",
      expected: [(.unflippedDirectionalSymbol, 1)]),
    Case(
      origin: "Objective-C systemImageNamed:", file: "Cell.m",
      source: "UIImage *image = [UIImage systemImageNamed:@\"chevron.right\"];",
      expected: [(.unflippedDirectionalSymbol, 1)]),
    Case(
      origin: "an app-wide override in viewWillAppear (public iOS code)",
      source:
        "super.viewWillAppear(animated)\nUITableView.appearance().semanticContentAttribute = .forceLeftToRight",
      expected: [(.forcedLeftToRight, 2)]),
    Case(
      origin:
        "brave/brave-ios AppDelegate.swift: one text field class's proxy forced left to right is that content, not a screen",
      source: "AutocompleteTextField.appearance().semanticContentAttribute = .forceLeftToRight",
      expected: []),
    Case(
      origin: "a view controller's view", source: "self.view.semanticContentAttribute = .forceLeftToRight",
      expected: [(.forcedLeftToRight, 1)]),
    Case(
      origin: "Objective-C appearance proxy", file: "AppDelegate.m",
      source: "[UIView appearance].semanticContentAttribute = UISemanticContentAttributeForceLeftToRight;",
      expected: [(.forcedLeftToRight, 1)]),
    Case(
      origin: "a WindowGroup's content",
      source: "WindowGroup {\n  ContentView()\n    .environment(\\.layoutDirection, .leftToRight)\n}",
      expected: [(.forcedLeftToRight, 3)]),
    Case(
      origin: "a hosting controller's root view",
      source:
        "let host = UIHostingController(rootView: RootView().environment(\\.layoutDirection, .leftToRight))",
      expected: [(.forcedLeftToRight, 1)]),
    Case(
      origin: "mirroring by hand when right to left",
      source: """
        if UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute) == .rightToLeft {
            arrowView.transform = CGAffineTransform(scaleX: -1, y: 1)
        }
        """,
      expected: [(.manualMirroring, 2)]),
    Case(
      origin:
        "a button sized at the origin of its frame, which a bar places (after haiwen/seafile-iOS SeafNavLeftItem.m)",
      source: """
        button.frame = CGRect(x: 0, y: 0, width: 30, height: 44)
        button.contentHorizontalAlignment = .left
        """,
      expected: [(.physicalTextAlignment, 2)]),
    Case(
      origin: "a left pin whose right counterpart is at another distance (constructed)", file: "Pins.m",
      source: """
        [NSLayoutConstraint constraintWithItem:label attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual
          toItem:view attribute:NSLayoutAttributeLeft multiplier:1.0 constant:16.0];
        [NSLayoutConstraint constraintWithItem:label attribute:NSLayoutAttributeRight relatedBy:NSLayoutRelationEqual
          toItem:view attribute:NSLayoutAttributeRight multiplier:1.0 constant:-40.0];
        """,
      expected: [(.physicalAnchor, 1), (.physicalAnchor, 2), (.physicalAnchor, 3), (.physicalAnchor, 4)]),
    Case(
      origin:
        "corona-warn-app/cwa-app-ios SettingsViewController.swift (a switch over sections, not alignments)",
      source: """
        switch section {
        case .reset:
            footerView.textLabel?.textAlignment = .center
        case .tracing, .notifications, .backgroundAppRefresh, .datadonation:
            footerView.textLabel?.textAlignment = .left
        }
        """,
      expected: [(.physicalTextAlignment, 5)]),
    Case(
      origin: "a time aligned left is not a number column (constructed)",
      source: "timeLabel.textAlignment = .left",
      expected: [(.physicalTextAlignment, 1)]),
    Case(
      origin: "a view's own anchor where a value shares its name (constructed)",
      source: """
        let leftAnchor = rect.minX
        label.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 8).isActive = true
        """,
      expected: [(.physicalAnchor, 2)]),
    Case(
      origin:
        "yattee/yattee DeArrowSettingsView.swift, FlowCrypt/flowcrypt-ios MyMenuView: an external link and a log-out door are reviewed, a back chevron is not",
      source: """
        Link(destination: URL(string: "https://dearrow.ajay.app")!) {
            HStack {
                Text(String(localized: "settings.deArrow.learnMore"))
                Image(systemName: "arrow.up.right")
            }
        }
        MenuItem(title: "Log out", image: UIImage(systemName: "rectangle.portrait.and.arrow.right"))
        Button(action: back) { Image(systemName: "chevron.left") }
        """,
      expected: [
        (.ambiguousDirectionalSymbol, 4), (.ambiguousDirectionalSymbol, 7), (.unflippedDirectionalSymbol, 8),
      ]),
    Case(
      origin:
        "omnivore-app/omnivore LibrarySidebar.swift (a disclosure chevron that turns down), a row beside sort arrows (one vertical sibling only, or another kind)",
      source: """
        if inboxMenuState == "open" {
          Image(systemName: "chevron.down")
        } else {
          Image(systemName: "chevron.right")
        }
        Menu {
            Button("Ascending", systemImage: "arrow.up") { sort(.ascending) }
            Button("Descending", systemImage: "arrow.down") { sort(.descending) }
        }
        NavigationLink { Details() } label: { Image(systemName: "chevron.right") }
        """,
      expected: [(.unflippedDirectionalSymbol, 4), (.unflippedDirectionalSymbol, 10)]),
    Case(
      origin:
        "Aidoku/Aidoku PopupView.swift (a dimmed back chevron is seen), a clear text after a chevron (constructed)",
      source: """
        Image(systemName: "chevron.left")
            .opacity(backCount > 0 ? 1 : 0.3)
        Image(systemName: "chevron.right").foregroundColor(.secondary)
        Text(placeholder).foregroundColor(.clear)
        """,
      expected: [(.unflippedDirectionalSymbol, 1), (.unflippedDirectionalSymbol, 3)]),
    Case(
      origin:
        "a disclosure chevron turned down only when open (Shopify/tophat CollapsibleSection.swift), or upside down",
      source: """
        Image(systemName: "chevron.right")
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
        Image(systemName: "arrow.left")
            .rotationEffect(.degrees(180))
        Image(systemName: "chevron.right")
            .font(.callout)
            .rotationEffect(expanded ? .degrees(90) : .zero)
        """,
      expected: [
        (.unflippedDirectionalSymbol, 1), (.unflippedDirectionalSymbol, 3), (.unflippedDirectionalSymbol, 5),
      ]),
    Case(
      origin: "locals read later, a block with an interpolated string, a type's constant",
      source: """
        func makeBack() -> UIButton {
            let image = UIImage(systemName: "chevron.left")
            let button = UIButton(image: image)
            return button
        }
        func log() {
            let arrow = UIImage(systemName: "arrow.right")
            print("drawn: \\(arrow)")
        }
        struct Icons { let next = UIImage(systemName: "chevron.right") }
        """,
      expected: [
        (.unflippedDirectionalSymbol, 2), (.unflippedDirectionalSymbol, 7), (.unflippedDirectionalSymbol, 10),
      ]
    ),
    Case(
      origin: "views placed by leading and trailing, at x 0, or by another view's left",
      source: """
        chevron.image = UIImage(systemName: "chevron.right")
        chevron.trailingAnchor.constraint(equalTo: card.trailingAnchor).isActive = true
        backButton.setImage(UIImage(systemName: "arrow.left"), for: .normal)
        backButton.snp.makeConstraints { make in make.leading.equalToSuperview() }
        let arrow = UIImageView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        arrow.image = UIImage(systemName: "arrow.right")
        nextButton.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        titleLabel.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
        """,
      expected: [
        (.unflippedDirectionalSymbol, 1), (.unflippedDirectionalSymbol, 3), (.unflippedDirectionalSymbol, 6),
        (.unflippedDirectionalSymbol, 7), (.physicalAnchor, 8),
      ]),
    Case(
      origin:
        "(only the anchor) a chevron pinned by rightAnchor, by SnapKit's make.left, by a frame's origin",
      source: """
        chevron.image = UIImage(systemName: "chevron.right")
        chevron.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -16).isActive = true
        backButton.setImage(UIImage(systemName: "arrow.left"), for: .normal)
        backButton.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(12)
        }
        [self.nextButton setImage:[UIImage systemImageNamed:@"chevron.right"] forState:UIControlStateNormal];
        self.nextButton.frame = CGRectMake(width - 44, 0, 44, 44);
        """, expected: [(.physicalAnchor, 2)]),
    Case(
      origin: "a row's chevron beside a play button has no twin: not a transport control",
      source: """
        HStack { Image(systemName: "play.fill"); Text(episode.title); Spacer(); Image(systemName: "chevron.right") }
        """, expected: [(.unflippedDirectionalSymbol, 1)]),
    Case(
      origin: "a pager's previous and next twins with no play or pause symbol: not transport controls",
      source: """
        Button { page -= 1 } label: { Image(systemName: "chevron.left") }
        Button { page += 1 } label: { Image(systemName: "chevron.right") }
        """, expected: [(.unflippedDirectionalSymbol, 1), (.unflippedDirectionalSymbol, 2)]),
  ]

  static let negatives: [Case] = [
    Case(
      origin:
        "GhostDevMo/loveworldworship R.generated.swift: R.swift's validation of the system images a storyboard uses",
      file: "App/R.generated.swift",
      source: """
        static func validate() throws {
          if #available(iOS 13.0, *) { if UIKit.UIImage(systemName: "chevron.left") == nil { throw RswiftResources.ValidationError("[R.swift] System image named 'chevron.left' is used in storyboard 'Settings', but couldn't be loaded.") } }
        }
        """, expected: []),
    Case(
      origin:
        "bradyv/PeapodApp WelcomeView.swift, RequestNotificationsView.swift: onboarding buttons whose labels show only their titles",
      source: """
        Button {
            appStateManager.currentOnboardingStep = .selectPodcasts
        } label: {
            Label("Get Started", systemImage: "chevron.right")
                .frame(maxWidth:.infinity)
                .foregroundStyle(.white)
        }
        .buttonStyle(.glassProminent)
        .labelStyle(.titleOnly)
        Button(action: { skipNotifications() }) {
            Label("Maybe Later", systemImage:"chevron.right")
                .labelStyle(TitleOnlyLabelStyle())
        }
        """, expected: []),
    Case(
      origin:
        "a keyboard's cursor key moving a caret by one (constructed, as ensan-hcl/azooKey's cursor bar)",
      source: """
        Button(action: { proxy.adjustTextPosition(byCharacterOffset: -1); caretIndex -= 1 }) {
            Image(systemName: "chevron.left")
        }
        """, expected: []),
    Case(
      origin:
        "Ewynman/spot-ios-app BlockedUsersView.swift (a clear chevron balancing a header), tnantoka/edhita AccessoryView.swift (cursor keys)",
      source: """
        Text("Blocked Users")
        Spacer()
        Image(systemName: "chevron.left")
            .font(.system(size: 20, weight: .semibold))
            .foregroundColor(.clear)
        Button(
            action: {
                textView.selectedRange = NSRange(
                    location: textView.selectedRange.location - 1,
                    length: textView.selectedRange.length)
            },
            label: {
                Image(systemName: "arrow.left")
            }
        )
        """, expected: []),
    Case(
      origin:
        "anoudx/Nashdah T5/View/Profile.swift: a row laid out by hand for its Arabic title, chevron on the left",
      source: """
        NavigationLink(destination: Likes(likedPlaces: $likedPlaces)) {
            HStack {
                Image(systemName: "chevron.left")
                    .frame(maxWidth: .infinity, alignment: .leading)
                Spacer()
                Text("الأماكن المفضلة")
            }
        }
        """, expected: []),
    Case(
      origin:
        "rundb/dictofun_ios_app: a recording's play/pause button shows a play triangle until playback starts",
      source: """
        playPauseButton.setImage(UIImage(systemName: "arrowtriangle.right.fill"), for: .normal)
        if !isPlaying { toggle.setImage(UIImage(systemName: "arrowtriangle.right.fill"), for: .normal) }
        """, expected: []),
    Case(
      origin: "SebaKrk/MyNBPapp View/SandBox/TCA/RootViewTCA.swift: a developer's sandbox of experiments",
      file: "MyNBPapp/View/SandBox/TCA/RootViewTCA.swift",
      source:
        "NavigationLink(state: RootFeatureTCA.Path.State.sandBoxA(SandBoxA.State())) {\n  Image(systemName: \"arrow.right\")\n}",
      expected: []),
    Case(
      origin:
        "f4ni/RadioAppCleanSwiftUI Image+Extension.swift: previous and next beside play and pause are transport controls",
      source: """
        extension Image {
            static var previousButton: Image { Image(systemName: "chevron.left.2") }
            static var nextButton: Image { Image(systemName: "chevron.right.2") }
            static var pauseButton: Image { Image(systemName: "pause.circle.fill") }
            static var playButton: Image { Image(systemName: "play.circle.fill") }
        }
        """, expected: []),
    Case(
      origin:
        "ghostty-org/ghostty AppDelegate.swift, ivalkou/freeaps GlucoseTrend.swift, ColdGrub1384/Pyto WebView.swift: arrows among up and down ones are screen directions (panes, a trend, arrow keys)",
      source: """
        self.menuSelectSplitLeft?.setImageIfDesired(systemSymbolName: "arrow.left")
        self.menuSelectSplitRight?.setImageIfDesired(systemSymbolName: "arrow.right")
        self.menuSelectSplitAbove?.setImageIfDesired(systemSymbolName: "arrow.up")
        self.menuSelectSplitBelow?.setImageIfDesired(systemSymbolName: "arrow.down")
        switch self {
        case .up: return UIImage(systemName: "arrow.up.right.circle")
        case .flat: return UIImage(systemName: "arrow.right.circle")
        case .downDown: return UIImage(systemName: "arrow.down.circle")
        }
        """, expected: []),
    Case(
      origin: "natural alignment, a comparison, a comment, a string, SwiftUI's .leading",
      source: """
        label.textAlignment = .natural
        if label.textAlignment == .left { return }
        // label.textAlignment = .left
        let help = "set textAlignment = .left"
        Text(help).multilineTextAlignment(.leading).frame(maxWidth: .infinity, alignment: .leading)
        """, expected: []),
    Case(
      origin: "alignment chosen by the layout direction",
      source: """
        if UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft {
            label.textAlignment = .right
        } else {
            label.textAlignment = .left
        }
        """, expected: []),
    Case(
      origin: "vlc-ios Sources/Playback/Player/VideoPlayer-iOS/Subviews/EqualizerView.swift",
      file: "Sources/Playback/Player/EqualizerView.swift", source: "plus20Label.textAlignment = .right",
      expected: []),
    Case(
      origin: "vlc-ios Sources/Network/Login/Specific UI Elements/VLCNetworkLoginViewFieldCell.m",
      file: "Cell.m",
      source: """
        [_darkView.leftAnchor constraintEqualToAnchor:self.leftAnchor],
        [_darkView.topAnchor constraintEqualToAnchor:self.topAnchor],
        [_darkView.rightAnchor constraintEqualToAnchor:self.rightAnchor],
        """, expected: []),
    Case(
      origin: "a symmetric pair, a declaration, a side named by the code, leading anchors",
      source: """
        view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 16),
        view.rightAnchor.constraint(equalTo: superview.rightAnchor, constant: -16),
        var leftAnchor: NSLayoutXAxisAnchor { get }
        rightAnchor.constraint(equalTo: rightHillImageView.rightAnchor, constant: .rightHillStartPosition),
        view.leadingAnchor.constraint(equalTo: superview.leadingAnchor)
        """, expected: []),
    Case(
      origin:
        "phoenix phoenix-ios/views/widgets/QRCodeScanner.swift; kiwix-apple Views/BuildingBlocks/WebView.swift",
      source: """
        let invertedInsets = UIEdgeInsets(
            top: -textInsets.top, left: -textInsets.left, bottom: -textInsets.bottom, right: -textInsets.right)
        webView.scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 20)
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
        let same = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16.0)
        let directional = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0)
        """, expected: []),
    Case(
      origin: "element-x-ios compound-ios/Sources/Compound/List/ListRowAccessory.swift; flipped symbols",
      source: """
        Image(systemName: "chevron.forward")
        Image(systemName: "chevron.right")
            .flipsForRightToLeftLayoutDirection(true)
        let back = UIImage(systemName: "arrow.left")?.imageFlippedForRightToLeftLayoutDirection()
        Image(systemName: "text.alignleft")
        let name = "chevron.right"
        Image(systemName: layoutDirection == .rightToLeft ? "chevron.left" : "chevron.right")
        Image(systemName: "\\(base).right")
        """, expected: []),
    Case(
      origin: "phoenix phoenix-ios/views/transactions/PaymentCell.swift (an amount)",
      source: """
        HStack(alignment: VerticalAlignment.firstTextBaseline, spacing: 0) {
            Text(verbatim: isOutgoing ? "-" : "+")
            Text(verbatim: amount.digits)
        }
        .environment(\\.layoutDirection, .leftToRight) // issue #237
        """, expected: []),
    Case(
      origin: "mastodon-ios MastodonSDK/Sources/MastodonUI/View/Container/MediaGridContainerView.swift",
      source: "stackView.semanticContentAttribute = .forceLeftToRight", expected: []),
    Case(
      origin: "a player's view; a language switch", file: "App/VideoPlayerViewController.swift",
      source: """
        view.semanticContentAttribute = .forceLeftToRight
        """, expected: []),
    Case(
      origin: "a language switch (public iOS code)",
      source: """
        if language == "ar" {
            UIView.appearance().semanticContentAttribute = .forceRightToLeft
        } else {
            UIView.appearance().semanticContentAttribute = .forceLeftToRight
        }
        """, expected: []),
    Case(
      origin:
        "OnionBrowser OnionBrowser/Browsing/BrowsingViewController.swift (direction tested in the function)",
      source: """
        func updateTabCount() {
            var offset: CGFloat = 0
            if UIView.userInterfaceLayoutDirection(for: tabsBt.semanticContentAttribute) == .rightToLeft {
                offset = imageView.intrinsicContentSize.width / 2
            } else {
                offset = -imageView.intrinsicContentSize.width / 2
            }
        \(String(repeating: "    tabsBt.setNeedsLayout()\n", count: 12))
            tabsBt.titleEdgeInsets = UIEdgeInsets(top: 2, left: offset, bottom: -2, right: -offset)
        }
        """, expected: []),
    Case(
      origin: "mastodon-ios MastodonSDK/Sources/MastodonExtension/UIButton.swift (a switch on the direction)",
      source: """
        public func setInsets(forContentPadding contentPadding: UIEdgeInsets, imageTitlePadding: CGFloat) {
            switch UIApplication.shared.userInterfaceLayoutDirection {
            case .rightToLeft:
                self.titleEdgeInsets = UIEdgeInsets(top: 0, left: -imageTitlePadding, bottom: 0, right: imageTitlePadding)
            default:
        \(String(repeating: "        self.setNeedsLayout()\n", count: 16))
                self.titleEdgeInsets = UIEdgeInsets(top: 0, left: imageTitlePadding, bottom: 0, right: -imageTitlePadding)
            }
        }
        """, expected: []),
    Case(
      origin:
        "psiphon-ios-vpn Psiphon/ViewControllers/Views/UIView+Additions.m (a helper returns the anchor)",
      file: "UIView+Additions.m",
      source: """
        - (NSLayoutXAxisAnchor *)safeLeftAnchor {
            if (@available(iOS 11.0, *)) {
                return self.safeAreaLayoutGuide.leftAnchor;
            }
            return self.leftAnchor;
        }
        """, expected: []),
    Case(
      origin:
        "duckduckgo iOS DuckDuckGo/BlankSnapshotViewController.swift (full width, pinned at no distance)",
      source: """
        controller.view.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1.0).isActive = true
        controller.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 24.0).isActive = true
        controller.view.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
        """, expected: []),
    Case(
      origin: "jami-client-ios Ring/RingTests/Calls/CanvasLayoutTests.swift (test data)",
      file: "Ring/RingTests/Calls/CanvasLayoutTests.swift",
      source: "let safeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 10)", expected: []),
    Case(
      origin:
        "LoopKit/Loop Loop Widget Extension/Components/BasalView.swift (x coordinates named like anchors)",
      source: """
        let leftAnchor = startX + 0.5 * width
        let rightAnchor = startX + 0.8 * width
        path.addLine(to: CGPoint(x: leftAnchor, y: midY))
        path.addLine(to: CGPoint(x: rightAnchor, y: yAnchor))
        """, expected: []),
    Case(
      origin: "xbmc/Official-Kodi-Remote-iOS XBMC Remote/VolumeSliderView.m (a parameter named leftAnchor)",
      file: "XBMC Remote/VolumeSliderView.m",
      source: """
        - (id)initWithFrame:(CGRect)frame leftAnchor:(CGFloat)leftAnchor isSliderType:(BOOL)isSliderType {
            CGFloat width = GET_MAINSCREEN_WIDTH - leftAnchor;
        }
        """, expected: []),
    Case(
      origin: "brunophilipe/Cakebrew Cakebrew/Views/BPLoadingView.m (four edges pinned alike)",
      file: "Cakebrew/Views/BPLoadingView.m",
      source: """
        [self addConstraint:[self pin:self.view attribute:NSLayoutAttributeTop]];
        [self addConstraint:[self pin:self.view attribute:NSLayoutAttributeLeft]];
        [self addConstraint:[self pin:self.view attribute:NSLayoutAttributeBottom]];
        [self addConstraint:[self pin:self.view attribute:NSLayoutAttributeRight]];
        """, expected: []),
    Case(
      origin:
        "Codeux-Software/Textual Sources/App/Classes/Helpers/Cocoa (Objective-C)/NSViewHelper.m (edges pinned alike, over several lines)",
      file: "Helpers/NSViewHelper.m",
      source: """
        NSArray *constraints = @[
         [NSLayoutConstraint constraintWithItem:self
                                      attribute:NSLayoutAttributeLeft
                                      relatedBy:NSLayoutRelationEqual
                                         toItem:superview
                                      attribute:NSLayoutAttributeLeft
                                     multiplier:1.0
                                       constant:0.0],
         [NSLayoutConstraint constraintWithItem:self
                                      attribute:NSLayoutAttributeRight
                                      relatedBy:NSLayoutRelationEqual
                                         toItem:superview
                                      attribute:NSLayoutAttributeRight
                                     multiplier:1.0
                                       constant:0.0],
        ];
        """, expected: []),
    Case(
      origin: "two accessories placed alike on both sides, line by line (constructed)", file: "Titlebar.m",
      source: """
        leftAccessory.layoutAttribute = NSLayoutAttributeLeft;
        rightAccessory.layoutAttribute = NSLayoutAttributeRight;
        """, expected: []),
    Case(
      origin: "Sileo/Sileo FeaturedHeaderView.swift (an alignment the page's data chooses)",
      source: """
        let alignment = (dictionary["alignment"] as? Int) ?? 0
        switch alignment {
        case 1: do {
            headerLabel?.textAlignment = .center
            break
            }
        case 2: do {
            headerLabel?.textAlignment = .right
            break
            }
        default: do {
            headerLabel?.textAlignment = .left
            }
        }
        """, expected: []),
    Case(
      origin:
        "numbers aligned right: Provenance-Emu/Provenance PVEmulatorViewController.swift, n0shake/Clocker TimezoneCellView.swift, SublerApp/Subler AttributedStyles.swift",
      source: """
        fpsLabel.textAlignment = .right
        sunriseSetTime.alignment = .right
        return monospaceAttributes(size: NSFont.smallSystemFontSize, aligment: NSTextAlignment.right, bold: true)
        """, expected: []),
    Case(
      origin: "a debug tool (after keymanapp/keyman's developer-only calibration view)",
      file: "App/Debug/Calibration.swift",
      source: "label.textAlignment = .left", expected: []),
    Case(
      origin: "securityfirst/Umbrella_ios Umbrella/Views/Account/AccountCell.swift (a test of the language)",
      source: """
        let language: String = UserDefaults.standard.object(forKey: "Language") as? String ?? "en"
        if language == "ar" || language == "fa" {
            self.nameLabel.textAlignment = .right
        } else {
            self.nameLabel.textAlignment = .left
        }
        """, expected: []),
    Case(
      origin: "haiwen/seafile-iOS seafile/SeafPhotoInfoView.m (a label placed by its frame)",
      file: "seafile/SeafPhotoInfoView.m",
      source: """
        emptyLabel.textAlignment = NSTextAlignmentRight;
        [emptyLabel sizeToFit];
        emptyLabel.frame = CGRectMake(rightX, currentY, rightWidth, emptyLabel.frame.size.height);
        """, expected: []),
    Case(
      origin: "xbmc/Official-Kodi-Remote-iOS XBMC Remote/BroadcastProgressView.m (placed by setFrame:)",
      file: "XBMC Remote/BroadcastProgressView.m",
      source: """
        barLabel.textAlignment = NSTextAlignmentRight;
        [barLabel setFrame:CGRectMake(RESERVED_WIDTH, PROGRESSBAR_HEIGHT, labelWidth, labelHeight)];
        """, expected: []),
    Case(
      origin: "bryceco/GoMap src/iOS/CustomViews/AlertPopup.swift (a button forced left to right)",
      source: """
        cancelButton.semanticContentAttribute = .forceLeftToRight
        cancelButton.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8,
                                                    bottom: 0, right: 8)
        """, expected: []),
    Case(
      origin: "owncloud/ios Owncloud iOs Client/Tabs/FileTab/FilesViewController.m (separators, by a setter)",
      file: "FilesViewController.m",
      source: "[_tableView setSeparatorInset:UIEdgeInsetsMake(0, 10, 0, 0)];", expected: []),
    Case(
      origin:
        "austrianredcross/stopp-corona-ios CoronaContact/Views/ArrowButton.swift (the button places its image)",
      source: """
        func configureButton() {
            titleEdgeInsets = .init(top: 0, left: 0, bottom: 0, right: spacing)
        }
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            var imageFrame = super.imageRect(forContentRect: contentRect)
            imageFrame.origin.x = contentRect.maxX - imageFrame.width
            return imageFrame
        }
        """, expected: []),
    Case(
      origin: "noah-nuebling/mac-mouse-fix App/AppDelegate.m (code that never runs)",
      file: "App/AppDelegate.m",
      source: """
        if ((NO)) {
            viewController.layoutAttribute = NSLayoutAttributeRight;
        }
        """, expected: []),
    Case(
      origin: "thompsonate/Shifty Shifty/AnalyticsDetailViewController.swift (a tab stop's alignment)",
      source: "let tab = NSTextTab(textAlignment: .left, location: 15, options: [:])", expected: []),
    Case(
      origin: "a front camera preview mirrored; a plain scale",
      source: """
        previewLayer.setAffineTransform(CGAffineTransform(scaleX: -1, y: 1))
        result.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        """, expected: []),
    Case(
      origin: "Aidoku iOS/New/Views/Settings/Insights/InsightsView.swift (a preview's toolbar)",
      source: """
        #Preview {
            NavigationStack {
                InsightsView()
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button {} label: { Image(systemName: "chevron.left") }
                        }
                    }
            }
        }
        struct Row_Previews: PreviewProvider {
            static var previews: some View { Image(systemName: "chevron.right") }
        }
        """, expected: []),
    Case(
      origin: "Invex (a debug build's back button); the release branch of the same condition",
      source: """
        #if DEBUG
        #if os(iOS)
        let a = 1
        #else
        let a = 2
        #endif
        Button { dismiss() } label: { Label("Back (DEBUG)", systemImage: "chevron.left") }
        #else
        Text("Release")
        #endif
        """, expected: []),
    Case(
      origin:
        "numerique-gouv/ami-app-ios AMIApp.swift (a staging build's review-app chooser); the simulator's and developers' builds",
      source: """
        #if IS_AMI_STAGING
            Tile(title: "PR239") { Image(systemName: "arrowtriangle.right.fill") }
        #else
            HomeView()
        #endif
        #if targetEnvironment(simulator)
        Image(systemName: "chevron.left")
        #endif
        #if (DEV || DEBUG)
        Image(systemName: "arrow.right")
        #endif
        """, expected: []),
    Case(
      origin:
        "rubenroques/goma-sportsbook-ios CasinoGameSearchedView.swift (a fallback for the app's own icon)",
      source: """
        if let customImage = UIImage(named: "play_game_icon")?.withRenderingMode(.alwaysTemplate) {
            imageView.image = customImage
        }
        else if let systemImage = UIImage(systemName: "chevron.right") {
            imageView.image = systemImage
        }
        let back = UIImage(named: "back_icon") ?? UIImage(systemName: "chevron.left")
        if let icon = NSImage(named: "next") { button.image = icon } else {
            button.image = NSImage(systemSymbolName: "arrow.right", accessibilityDescription: nil)
        }
        """, expected: []),
    Case(
      origin:
        "nadavyigal/ResumeBuilder-IOS-APP ResumeDiagnosisView.swift (a progression kept left to right on purpose)",
      source: """
        HStack(alignment: .firstTextBaseline) {
            HStack(spacing: AppSpacing.sm) {
                Text(verbatim: "\\(current)%")
                Image(systemName: "arrow.right")
                    .font(.appCaption.weight(.bold))
                Text(verbatim: "\\(next)%")
            }
            .padding(4)
            .environment(\\.layoutDirection, .leftToRight)
            Text("after you apply the tailored rewrite")
        }
        Image(systemName: "chevron.right").environment(\\.layoutDirection, .leftToRight)
        """, expected: []),
    Case(
      origin: "an Objective-C debug menu, and a screen built for the simulator only", file: "App/Menu.m",
      source: """
        #ifdef DEBUG
        item.image = [UIImage systemImageNamed:@"chevron.right"];
        #endif
        #if TARGET_OS_SIMULATOR
        item.image = [UIImage systemImageNamed:@"chevron.left"];
        #endif
        """, expected: []),
    Case(
      origin: "FlowDown Playgrounds/Scrubber (a developer's playground app)",
      file: "Playgrounds/Scrubber/ContentView.swift",
      source: #"Image(systemName: "arrow.right")"#, expected: []),
    Case(
      origin: "jacklandrin/OnlySwitch PureColorView/ColorChangeGuide.swift (the arrow keys)",
      source: """
        Button(action: {
            vm.pressLeftButton()
        }, label: {
            Image(systemName: "arrow.left.square")
                .resizable()
        })
        """, expected: []),
    Case(
      origin: "MrKai77/Loop Window Management/WindowAction+Image.swift (a window moved on screen)",
      source: """
        switch direction {
        case .shrinkRight, .growLeft, .moveLeft:
            Image(systemName: "arrow.left")
        default:
            nil
        }
        """, expected: []),
    Case(
      origin: "thebaselab/codeapp CodeApp/Views/EditorKeyboardToolBar.swift (the cursor moved left)",
      source: """
        Button(
            action: {
                Task {
                    await editorImplementation.moveCursor(direction: .left)
                }
            },
            label: {
                Image(systemName: "arrow.left")
            })
        """, expected: []),
    Case(
      origin: "Provenance-Emu/Provenance PVUIBase/SwiftUI/Components/RetroWave/RetroDebugView.swift",
      file: "PVUIBase/RetroWave/RetroDebugView.swift",
      source: "HStack { Text(system.name); Spacer(); Image(systemName: \"chevron.right\") }", expected: []),
    Case(
      origin:
        "phuongit0301/atlas-swiftui ArrivalModalNoteCommentView.swift, mehmetfurkansakiz/Recipe-Buddy ShoppingListView.swift (turned upright)",
      source: """
        Image(systemName: "arrowshape.left")
            .foregroundColor(Color.theme.azure)
            .font(.system(size: 20))
            .rotationEffect(.degrees(90))
        Image(systemName: "chevron.right")
            .font(.system(size: 14, weight: .semibold))
            .rotationEffect(.degrees(isExpanded ? 90 : -90))
        """, expected: []),
    Case(
      origin:
        "phibrowser/phibrowser-mac SidebarHeaderView.swift (an image nothing reads; the button draws an asset)",
      source: """
        private lazy var backButton: HoverableButtonNSView = {
            let image = NSImage.configureSymbolImage(systemName: "chevron.left", pointSize: 13, weight: .regular)
            let config = HoverableButtonConfig(image: .sidebarBackward, displayMode: .imageOnly)
            return HoverableButtonNSView(config: config, target: self, selector: #selector(backButtonClicked))
        }()
        """, expected: []),
    Case(
      origin: "netdcy/FlowVision Sources/ViewControllerExtension/Search.swift (buttons framed from the left)",
      source: """
        let prevButton = NSButton(frame: NSRect(x: 147+withAdjust, y: 3, width: 30, height: 25))
        prevButton.bezelStyle = .regularSquare
        prevButton.image = NSImage(systemSymbolName: "chevron.left", accessibilityDescription: nil)
        """, expected: []),
    Case(
      origin:
        "ngageoint/mage-ios Mage/BottomSheets/MageBottomSheetViewController.swift (pinned by PureLayout)",
      source: """
        private lazy var leftButton: MDCButton = {
            let button = MDCButton();
            button.setImage(UIImage(systemName: "chevron.left")?.withRenderingMode(.alwaysTemplate), for: .normal);
            return button;
        }()
        func layout() {
            view.addSubview(leftButton);
            leftButton.autoPinEdge(.right, to: .left, of: pageControl);
        }
        """, expected: []),
  ]

  @Test("each positive case is found, at its line", arguments: positives)
  func positive(_ item: Case) {
    let found = Self.lint(item)
    #expect(found.map(\.rule) == item.expected.map(\.0), "\(found)")
    #expect(found.map(\.line) == item.expected.map(\.1), "\(found)")
  }

  @Test("each negative case is left alone", arguments: negatives)
  func negative(_ item: Case) {
    #expect(Self.lint(item).isEmpty, "\(Self.lint(item))")
  }

  @Test("findings carry the rule's severity, fix and the shape every report uses")
  func reported() throws {
    let finding = try #require(
      RTLAudit(language: .swift).findings(in: "a.textAlignment = .left", file: "A.swift").first)
    #expect(finding.column == 20)
    #expect(finding.reported.rule == "physical-text-alignment" && finding.reported.severity == .warning)
    #expect(finding.reported.fix == RTLRule.physicalTextAlignment.fixHint)
    #expect(finding.description == "A.swift:1:20: warning: \(finding.message) [physical-text-alignment]")
    #expect(ReportedRule.all.map(\.id).contains("unflipped-directional-symbol"))
    #expect(RTLRule.manualMirroring.severity == .info)
    #expect(RTLAudit.applies(toPath: "Sources/Cell.m") && !RTLAudit.applies(toPath: "main.py"))
  }

  @Test("camel-case words: the direction test reads isRTL, not shortlist")
  func words() {
    #expect(RTLMatcher.words("isRTLLayout") == ["is", "rtl", "layout"])
    #expect(
      RTLMatcher.testsDirection("isRTL") && RTLMatcher.testsDirection("effectiveUserInterfaceLayoutDirection")
    )
    #expect(!RTLMatcher.testsDirection("shortlist"))
  }
}
