/**
 * The dashboard's response headers, one source for the local stack (local/dashboard.ts) and, once the dashboard is
 * deployed behind CloudFront, its response headers policy. Scripts, styles and connections come from the page's own
 * origin only (no inline script or style: the build emits none), nothing may frame it, and assets named by their
 * content hash are cached for a year.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of every dashboard response (the HTML and the assets). */
export const DASHBOARD_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': DASHBOARD_CSP,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // Ignored by browsers over plain HTTP (the local stack); in force once served over HTTPS.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** index.html: always revalidated, so a new deployment's asset names are picked up at once. */
export const HTML_CACHE_CONTROL = 'no-cache';
/** /assets/<name>-<hash>.<ext>: the name changes with the content. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
