/** A response schema for calls whose answer carries nothing the browser keeps. */
export const NoContent = { safeParse: (data: unknown) => ({ success: true as const, data }) };
