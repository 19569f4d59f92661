import Foundation

switch RawArguments.decode(RawArguments.processArguments()) {
case .success(let arguments):
  exit(runBidi(arguments, io: .process()))
case .failure(let error):
  let io = CommandIO.process()
  io.warn(error.message)
  exit(error.code.rawValue)
}
