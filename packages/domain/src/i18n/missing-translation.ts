/**
 * SPEC.md §5 "Missing translation key pattern": with mode=translations a key without a
 * translation shows as T_[key]_T, so translators can spot it on the page.
 */
export function missingTranslation(key: string): string {
  return `T_${key}_T`;
}

/** Whether a shown text is a missing-key marker (tests and the translation report look for them). */
export function isMissingTranslation(text: string): boolean {
  return /^T_.+_T$/s.test(text);
}
