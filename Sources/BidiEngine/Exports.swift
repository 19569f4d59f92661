// The engine's results speak BidiText's vocabulary (directions, classes, levels, controls):
// `import BidiEngine` brings both.
@_exported public import BidiText
