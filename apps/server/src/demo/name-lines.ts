/**
 * Name data is written one name per line inside a template string: easier to read and to edit
 * than hundreds of quoted array items. Blank lines and surrounding spaces are ignored.
 */
export function nameLines(text: string): readonly string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
