// Placeholder route module: replaced by the feature that owns this page.
export function Component() {
  return <main><h1>country</h1></main>;
}
