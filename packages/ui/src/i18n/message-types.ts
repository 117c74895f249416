// The shape of a catalogue entry. It is React Aria's own compiled-message format (what
// @internationalized/string's LocalizedStringFormatter runs): a plain string, or a function of
// the message's arguments and a formatter whose `plural` picks the CLDR plural form of the
// locale (Arabic has six) and whose `number` groups figures for it. ICU text would need a parser
// in the bundle; these functions are what React Spectrum's own build compiles ICU into.

/** The helper a message function is given; the formatter's locale is the kit's locale. */
export interface MessageFormatter {
  /**
   * The CLDR plural form for `count`: an `=N` key wins, then the locale's category (`zero`,
   * `one`, `two`, `few`, `many`), then `other`.
   */
  plural(
    count: number,
    forms: Partial<Record<`=${number}` | Intl.LDMLPluralRule, string | (() => string)>> & {
      other: string | (() => string);
    },
  ): string;
  /** `value` grouped and with the digits of the locale. */
  number(value: number): string;
  /** The text for `value` among `options`, or `options.other`. */
  select(options: Record<string, string | (() => string)>, value: string): string;
}
