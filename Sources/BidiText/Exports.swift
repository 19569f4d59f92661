// The types every reader reports with (a source position, invalid UTF-8) are part of BidiText's
// public vocabulary; the rest of BidiInput is package-internal.
@_exported public import BidiInput
