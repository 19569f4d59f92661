/// Every subcommand, in the order `bidi --help` lists them. Add new ones here.
let subcommands: [any Subcommand.Type] = [
  VisualCommand.self,
  LevelsCommand.self,
  InspectCommand.self,
  LayoutCommand.self,
]
