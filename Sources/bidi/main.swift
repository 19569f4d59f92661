import Foundation

exit(runBidi(Array(CommandLine.arguments.dropFirst()), io: .process()))
