/// Every subcommand, in the order `bidi --help` lists them. Add new ones here.
let subcommands: [any Subcommand.Type] = [
  VisualCommand.self,
  LevelsCommand.self,
  InspectCommand.self,
  BreaksCommand.self,
  ColumnsCommand.self,
  WrapCommand.self,
  FormatCommand.self,
  SanitizeCommand.self,
  GoldenCommand.self,
  CatalogCommand.self,
  LintCommand.self,
  PseudoCommand.self,
  ExtractCommand.self,
  LayoutCommand.self,
]
