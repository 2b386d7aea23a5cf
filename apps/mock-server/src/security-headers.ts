// The response headers of a hardened deployment, sent with every answer of this server: the web
// app, the API, the docs and the QA pages all come from one origin, so one policy covers them.

/**
 * The two style sheets React Aria inserts as `<style>` elements, allowed by their exact text and
 * nothing else: on every pressable element `touch-action: pan-x pan-y pinch-zoom` (usePress, so a
 * tap is not delayed by double-tap zoom), and while a dialog is open on iOS
 * `overscroll-behavior: contain` (usePreventScroll). If React Aria changes either text, the test
 * of this file fails with the new hash (test/static-site.test.ts).
 */
export const inlineStyleHashes = [
  'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=',
  'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg=',
] as const;

/**
 * Only this origin's own files run or style a page: no inline `<script>`, no `eval`, no inline
 * `<style>` but React Aria's two above. React sets `style` props through the CSSOM, which CSP
 * does not govern, so the widgets' inline positioning (popovers, visually hidden text) needs no
 * `'unsafe-inline'`. Images may also be `data:`/`blob:` (a photo previewed before upload) or any
 * https URL (avatars and logos stored elsewhere). Nothing may frame a page (clickjacking), post a
 * form elsewhere or change the base URL.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${inlineStyleHashes.map((hash) => `'${hash}'`).join(' ')}`,
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // For browsers that predate `frame-ancestors`.
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Hashed build output (`/assets/app-3f9c2a1b.js`): its name changes whenever its bytes do. */
export const immutableCache = 'public, max-age=31536000, immutable';
