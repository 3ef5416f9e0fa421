/**
 * The server environment browser tests run with. The JWT secret is fixed and known here so that
 * tests/security.spec.ts can prove it never reaches the browser.
 */
export const E2E_JWT_SECRET = 'e2e-jwt-secret-7d3f9a1c5b2e4f608a9b1c2d3e4f5a6b';
