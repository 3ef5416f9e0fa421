// Placeholder route module: replaced by the feature that owns this page.
export function Component() {
  return <main><h1>event</h1></main>;
}
