/**
 * Compile-time flags, replaced by esbuild's `define` (esbuild.config.mjs) and by vitest's (vitest.config.ts).
 * Code behind a false flag is dropped from the chunk as dead code.
 */
/** The `?measure=1` row-render counter of `npm run bench`: true in the demo (and bench) bundle and in tests, false in production. */
declare const __WSH_MEASURE__: boolean;
/**
 * The custom form's captcha services load the demo server's stand-ins (`/captcha-stand-ins/<provider>.js`) instead of the
 * providers' scripts: true in the demo bundle only; false in production and in tests, which check the real addresses.
 */
declare const __WSH_CAPTCHA_STAND_INS__: boolean;
