import { ServerSettings, type ServerSettingsInput } from '@sb/contract';

/**
 * The stored settings with every default of SPEC.md §3 filled in. A stored key of the wrong shape
 * (an operator's typo) falls back to its default and is reported through `onInvalid`, instead of
 * taking the whole brand down with a 500.
 */
export function settingsWithDefaults(
  stored: ServerSettingsInput,
  onInvalid: (keys: string[]) => void = () => undefined,
): ServerSettings {
  const document: Record<string, unknown> = { ...stored };
  const dropped: string[] = [];
  for (;;) {
    const result = ServerSettings.safeParse(document);
    if (result.success) {
      if (dropped.length > 0) onInvalid(dropped);
      return result.data;
    }
    const keys = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    // An issue without a key of its own means the document as a whole is unusable.
    if (![...keys].some((key) => key in document)) return ServerSettings.parse({});
    for (const key of keys) {
      delete document[key];
      dropped.push(key);
    }
  }
}
