/**
 * Reloads the page. Its own module so tests can replace it (jsdom cannot navigate), and so every
 * reload of the auth flows goes through one place.
 */
export function reloadPage(): void {
  window.location.reload();
}
