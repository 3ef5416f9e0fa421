/**
 * A task of its own for what follows: work that would otherwise be one long task (the start of a
 * server-rendered page, building a group of schemas) is cut where it awaits this, and a tap between
 * the parts is answered.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
