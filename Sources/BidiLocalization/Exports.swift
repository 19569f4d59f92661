// Directions (`TextDirection`) and source positions are BidiText's vocabulary, shared by every
// module: importing this module brings them.
@_exported public import BidiText
