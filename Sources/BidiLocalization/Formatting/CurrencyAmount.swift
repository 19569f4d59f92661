import BidiText
import Foundation

/// A value whose text depends on the locale it is shown in. ``Localizer`` formats it in its
/// ``Localizer/locale``; elsewhere (a `BidiFormatter` alone) it is formatted in
/// `en_US_POSIX`.
public protocol LocaleDependentArgument: FormatArgumentConvertible {
  /// The value as a template argument, written as `locale` writes it.
  func formatArgument(in locale: Locale) -> FormatArgument
}

extension LocaleDependentArgument {
  /// The value written in `en_US_POSIX`.
  public var formatArgument: FormatArgument { formatArgument(in: Locale(identifier: "en_US_POSIX")) }
}

/// An amount of money in a currency, written as the locale writes it — its currency symbol,
/// digits, grouping, decimals and sign — by Foundation (`Decimal.FormatStyle.Currency`, the
/// Unicode CLDR through ICU on every platform), and isolated like every other value, so that
/// `⟨RLM⟩١٬٢٣٤٫٥٠ US$` (Egyptian Arabic, in BidiNotation) stays whole in an English sentence,
/// and `€1,234.50` in an Arabic one.
///
/// ```swift
/// let price = CurrencyAmount(Decimal(string: "1234.5")!, currencyCode: "EUR")
/// Localizer(catalogs: catalogs, language: "fr-FR").format("total %@", price)   // total ⟨FSI⟩1 234,50 €⟨PDI⟩
/// Localizer(catalogs: catalogs, language: "ar-EG").format("total %@", price)   // … ⟨FSI⟩⟨ALM⟩-⟨RLM⟩١٬٢٣٤٫٥٠ €⟨PDI⟩
/// ```
///
/// In a template it takes a `%@` placeholder.
public struct CurrencyAmount: Sendable, Hashable, LocaleDependentArgument {
  /// The amount.
  public var value: Decimal
  /// The ISO 4217 code of its currency (`EUR`, `SAR`, `ILS`).
  public var currencyCode: String

  /// An amount in the currency `currencyCode`.
  public init(_ value: Decimal, currencyCode: String) {
    self.value = value
    self.currencyCode = currencyCode
  }

  /// The amount as `locale` writes it: Foundation's currency format style.
  public func formatted(in locale: Locale) -> String {
    value.formatted(.currency(code: currencyCode).locale(locale))
  }

  /// The written amount, as text whose direction comes from its own first strong character
  /// (an Arabic amount's marks make it right to left), isolated by the formatter.
  public func formatArgument(in locale: Locale) -> FormatArgument {
    .text(formatted(in: locale), direction: .auto, kind: .text)
  }
}
