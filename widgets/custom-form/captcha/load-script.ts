import type { CaptchaAdapter } from './adapter';
import type { ScriptProviderName } from './provider-names';

/** One script per provider and page, however many forms show it (a failed one may be tried again). */
const loading = new Map<ScriptProviderName, Promise<void>>();

/**
 * Where the script comes from: the provider's own address. The demo bundle (`__WSH_CAPTCHA_STAND_INS__`,
 * esbuild.config.mjs) asks the demo server's stand-in at `/captcha-stand-ins/<provider>.js` with the same
 * query instead, since no provider can be reached from QA's machines or the tests; production keeps the
 * provider's address, and the flag's branch is not in its bundle.
 */
function scriptSrc(provider: ScriptProviderName, url: string): string {
  if (!__WSH_CAPTCHA_STAND_INS__) return url;
  return `/captcha-stand-ins/${provider}.js${new URL(url).search}`;
}

/**
 * Adds the provider's script to the page, once, under the page's CSP nonce (the loader's own, as for the
 * tracker scripts: shared/islands/csp-nonce.ts), and resolves once its API is ready: when the script calls
 * the onload function its address names, or, for a module script that names none, once it has run.
 */
export function loadProviderScript(
  provider: ScriptProviderName,
  adapter: CaptchaAdapter,
  language: string,
): Promise<void> {
  const known = loading.get(provider);
  if (known) return known;
  const ready = new Promise<void>((resolve, reject) => {
    const onload = `wshCaptchaReady_${provider.replace('-', '_')}`;
    const script = document.createElement('script');
    const nonce = window.__wshLoader?.nonce;
    if (nonce) script.nonce = nonce;
    script.src = scriptSrc(provider, adapter.scriptUrl(onload, language));
    script.async = true;
    if (adapter.module) {
      script.type = 'module';
      script.addEventListener('load', () => resolve());
    } else
      Reflect.set(window, onload, () => {
        Reflect.deleteProperty(window, onload);
        resolve();
      });
    script.addEventListener('error', () => {
      loading.delete(provider);
      script.remove();
      reject(new Error(`the ${provider} script could not be loaded from ${script.src}`));
    });
    document.head.append(script);
  });
  loading.set(provider, ready);
  return ready;
}
