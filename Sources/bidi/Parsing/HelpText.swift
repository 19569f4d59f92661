/// `--help` texts, made from the subcommands' declarations: the usage line lists every option
/// with its value, the table says what each does, wrapped to ``width`` columns.
enum HelpText {
  /// The widest line the help printer makes.
  static let width = 96
  /// Where the option table's help column starts; longer option synopses put their help on
  /// the next line.
  static let helpColumn = 26

  /// The whole `--help` of `command`, reached as `path` (`bidi golden verify`).
  static func help(for command: any Subcommand.Type, path: String) -> String {
    var sections: [String] = []
    if command.actions.isEmpty {
      sections.append(usage(path: path, options: command.declarations, operands: command.operands))
    } else {
      sections.append(
        command.actions.enumerated().map { index, action in
          usage(
            path: path + " " + action.name, options: action.declarations, operands: action.operands,
            lead: index == 0 ? "usage: " : "       ")
        }.joined(separator: "\n"))
    }
    if !command.discussion.isEmpty { sections.append(command.discussion) }
    if !command.actions.isEmpty { sections.append(list(command.actions)) }
    if !command.options.isEmpty { sections.append(table(command.declarations)) }
    if !command.epilogue.isEmpty { sections.append(command.epilogue) }
    if !command.actions.isEmpty { sections.append("Run '\(path) ACTION --help' for an action's options.") }
    return sections.joined(separator: "\n\n")
  }

  /// `usage: bidi visual [--base ltr|rtl|auto] … [FILE…]`, wrapped under its first option.
  static func usage(path: String, options: [OptionDeclaration], operands: String, lead: String = "usage: ")
    -> String
  {
    let words = options.map { "[\($0.synopsis)]" } + (operands.isEmpty ? [] : [operands])
    let first = lead + path + " "
    return wrap(words, first: first, indent: String(repeating: " ", count: first.count))
  }

  /// The names and summaries of `commands`, aligned.
  static func list(_ commands: [any Subcommand.Type]) -> String {
    let names = commands.map { $0.name }
    let nameWidth = names.map { $0.count }.max() ?? 0
    return zip(names, commands).map { name, command in
      "  " + name + String(repeating: " ", count: nameWidth + 2 - name.count) + command.summary
    }.joined(separator: "\n")
  }

  /// One entry per option: its synopsis, then its help wrapped in the help column.
  static func table(_ options: [OptionDeclaration]) -> String {
    let indent = String(repeating: " ", count: helpColumn)
    return options.map { option in
      let synopsis = "  " + option.synopsis
      let helpWords = option.help.split(separator: " ").map(String.init)
      if synopsis.count + 2 <= helpColumn {
        let first = synopsis + String(repeating: " ", count: helpColumn - synopsis.count)
        return wrap(helpWords, first: first, indent: indent)
      }
      return synopsis + "\n" + wrap(helpWords, first: indent, indent: indent)
    }.joined(separator: "\n")
  }

  /// `words` joined by spaces after `first`, a new line (starting with `indent`) before a word
  /// that would pass ``width``.
  static func wrap(_ words: [String], first: String, indent: String) -> String {
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for word in words {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
