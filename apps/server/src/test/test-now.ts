/** A fixed clock, so every test file sees the same catalogue and the same demo players. */
export const TEST_NOW = new Date('2026-11-23T10:07:00Z');
